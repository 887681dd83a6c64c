//! `node list|status` (and, with the write engine, `reset|ignore|unignore`): the operator CLI's
//! node commands, answered from one paged node walk.

use crate::app::collect::{self, Filters};
use crate::app::{Ctx, Snapshot, fail_if_missing, report_missing};
use crate::cli::NodeTargets;
use crate::cli::node::NodeCommand;
use crate::error::Result;
use crate::model::enum_name;
use crate::render::node::NodeCrRow;

async fn rows(
    ctx: &Ctx,
    targets: NodeTargets,
    nodewright: Option<String>,
) -> Result<(Vec<NodeCrRow>, Vec<String>)> {
    let cluster = ctx.cluster().await?;
    let snap = Snapshot::load(ctx, &cluster).await?;
    let filters = Filters {
        nodewright: nodewright.as_deref(),
        ..Default::default()
    };
    let (gates, missing) = collect::collect(&cluster, &snap, &targets, filters).await?;
    let mut out = Vec::new();
    for g in &gates {
        for c in &g.nodewrights {
            out.push(NodeCrRow {
                node: g.name.clone(),
                nodewright: c.name.clone(),
                status: c.status.clone(),
                packages_complete: c.packages_complete,
                packages_total: c.packages_total,
                runtime_required: c.runtime_required,
                gate: enum_name(&g.state).to_string(),
            });
        }
    }
    Ok((out, missing))
}

/// Runs a `node` subcommand.
pub async fn run(ctx: &Ctx, cmd: NodeCommand) -> Result<()> {
    let (rows, missing) = match cmd {
        NodeCommand::Reset(a) => return super::reset::node_reset(ctx, a).await,
        NodeCommand::Ignore(a) => return super::ignore::ignore(ctx, a, true).await,
        NodeCommand::Unignore(a) => return super::ignore::ignore(ctx, a, false).await,
        NodeCommand::List(a) => {
            rows(ctx, a.targets, Some(a.nodewright.required()?.to_string())).await?
        }
        NodeCommand::Status(a) => rows(ctx, a.targets, a.nodewright.name).await?,
    };
    report_missing(ctx, &missing);
    if rows.is_empty() && !missing.is_empty() {
        return fail_if_missing(&missing);
    }
    crate::render::node::list(&ctx.printer, &rows)?;
    fail_if_missing(&missing)?;
    Ok(())
}
