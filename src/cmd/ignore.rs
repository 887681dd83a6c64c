//! `node ignore` / `unignore`: the label that makes the operator skip a node.

use crate::app::guarded_write::{self as flow, ReportOptions};
use crate::app::write_targets::{require_targets, views};
use crate::app::{Ctx, Snapshot};
use crate::cli::ignore::IgnoreArgs;
use crate::error::Result;
use crate::model::Group;
use crate::model::keys::{self};
use crate::model::plan::{self};

// ---------------------------------------------------------------------------------------------
// node ignore / unignore
// ---------------------------------------------------------------------------------------------

/// `node ignore` (`ignore = true`) and `node unignore`.
pub async fn run(ctx: &Ctx, a: IgnoreArgs, ignore: bool) -> Result<()> {
    require_targets(
        &a.targets,
        if ignore {
            "node ignore"
        } else {
            "node unignore"
        },
    )?;
    let cluster = ctx.cluster().await?;
    let snap = Snapshot::load_for_write(ctx, &cluster).await?;
    let group = keys::operator_group(&snap.config).unwrap_or(
        if snap.crs.legacy.served && !snap.crs.renamed.served {
            Group::Skyhook
        } else {
            Group::Nodewright
        },
    );
    let (views, missing) = views(&cluster, &a.targets, Some(&snap.logical)).await?;
    let what = if ignore { "ignore" } else { "unignore" };
    let results = flow::run_node_write(
        ctx,
        &cluster,
        &a.write,
        what,
        if ignore { "ignored" } else { "unignored" },
        views,
        |v| plan::plan_ignore(v, group, ignore),
        ReportOptions::default(),
    )
    .await?;
    flow::finish(
        ctx,
        &results,
        &missing,
        if ignore { "ignored" } else { "unignored" },
    )
}
