//! `node list|status`: the operator CLI's node commands, answered from one paged node walk
//! (`node reset` is in `reset`, `node ignore|unignore` in `ignore`).

use crate::app::one_shot::{self, Filters};
use crate::app::{Ctx, fail_if_missing, report_missing};
use crate::cli::NodeTargets;
use crate::cli::node::{NodeListArgs, NodeStatusArgs};
use crate::error::Result;
use crate::model::enum_name;
use crate::render::node::NodeCrRow;

async fn rows(
    ctx: &Ctx,
    targets: NodeTargets,
    nodewright: Option<String>,
) -> Result<(Vec<NodeCrRow>, Vec<String>)> {
    let cluster = ctx.cluster().await?;
    let filters = Filters {
        nodewright: nodewright.as_deref(),
        ..Default::default()
    };
    let (gates, missing) = one_shot::collect_fleet(ctx, &cluster, &targets, filters).await?;
    let mut out = Vec::new();
    for g in &gates {
        for c in &g.nodewrights {
            out.push(NodeCrRow {
                node: g.name.clone(),
                nodewright: c.name.clone(),
                status: c.status.clone(),
                stale: c.stale_record.is_some(),
                packages_complete: c.packages_complete,
                packages_total: c.packages_total,
                runtime_required: c.runtime_required,
                gate: enum_name(&g.state).to_string(),
            });
        }
    }
    Ok((out, missing))
}

/// `node list`.
pub async fn list(ctx: &Ctx, a: NodeListArgs) -> Result<()> {
    let nodewright = Some(a.nodewright.required()?.to_string());
    print(ctx, rows(ctx, a.targets, nodewright).await?)
}

/// `node status`.
pub async fn status(ctx: &Ctx, a: NodeStatusArgs) -> Result<()> {
    print(ctx, rows(ctx, a.targets, a.nodewright.name).await?)
}

/// The rows, and the named nodes that do not exist.
fn print(ctx: &Ctx, (rows, missing): (Vec<NodeCrRow>, Vec<String>)) -> Result<()> {
    report_missing(ctx, &missing);
    if rows.is_empty() && !missing.is_empty() {
        return fail_if_missing(&missing);
    }
    crate::render::node::list(&ctx.printer, &rows)?;
    fail_if_missing(&missing)?;
    Ok(())
}
