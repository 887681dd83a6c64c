//! `node ignore` / `unignore`: the label that makes the operator skip a node.

use clap::Args;

use super::{require_targets, views};
use crate::cmd::write_flow::{self as flow, ReportOptions, WriteArgs};
use crate::cmd::{Ctx, NodeTargets, Snapshot};
use crate::error::Result;
use crate::model::Group;
use crate::model::keys::{self};
use crate::model::plan::{self};

// ---------------------------------------------------------------------------------------------
// node ignore / unignore
// ---------------------------------------------------------------------------------------------

/// Arguments of `node ignore` and `node unignore`.
#[derive(Debug, Clone, Args)]
#[command(
    after_help = "Examples:\n  kubectl nodewright node ignore gpu-node-1 --confirm\n  kubectl nodewright node ignore -l pool=maintenance --dry-run\n  kubectl nodewright node unignore gpu-node-1 gpu-node-2 -y"
)]
pub struct IgnoreArgs {
    #[command(flatten)]
    pub targets: NodeTargets,
    #[command(flatten)]
    pub write: WriteArgs,
}

/// `node ignore` (`ignore = true`) and `node unignore`.
pub async fn ignore(ctx: &Ctx, a: IgnoreArgs, ignore: bool) -> Result<()> {
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
