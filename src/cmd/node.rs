//! `node list|status` (and, with the write engine, `reset|ignore|unignore`): the operator CLI's
//! node commands, answered from one paged node walk.

use clap::{Args, Subcommand};

use super::status;
use super::{Ctx, NodeTargets, NodeWrightArg, Snapshot, report_missing};
use crate::error::Result;
use crate::render::node::NodeCrRow;
use crate::render::state_name;

/// `node` subcommands.
#[derive(Debug, Subcommand)]
pub enum NodeCommand {
    /// Nodes targeted by a NodeWright, with the operator's verdict and package progress.
    List(NodeListArgs),
    /// Every NodeWright's verdict on the given nodes (all nodes without arguments).
    Status(NodeStatusArgs),
    /// Reset a NodeWright's package state on the nodes (does NOT re-gate; see `regate`).
    Reset(super::writes::NodeResetArgs),
    /// Set the ignore label: the operator skips the nodes (they show as blocked).
    Ignore(super::writes::IgnoreArgs),
    /// Remove the ignore label (both prefixes).
    Unignore(super::writes::IgnoreArgs),
}

/// Arguments of `node list`.
#[derive(Debug, Clone, Args)]
#[command(
    after_help = "Examples:\n  kubectl nodewright node list --nodewright gpu-init\n  kubectl nodewright node list --nodewright gpu-init -o json",
    mut_arg("nodewright", |a| a.help("The NodeWright (or Skyhook) whose nodes to list").required(true))
)]
pub struct NodeListArgs {
    #[command(flatten)]
    pub nodewright: NodeWrightArg,
    #[command(flatten)]
    pub targets: NodeTargets,
}

/// Arguments of `node status`.
#[derive(Debug, Clone, Args)]
#[command(
    after_help = "Examples:\n  kubectl nodewright node status gpu-node-1\n  kubectl nodewright node status -l pool=h100 --nodewright gpu-init",
    mut_arg("nodewright", |a| a.help("Only this NodeWright's verdicts"))
)]
pub struct NodeStatusArgs {
    #[command(flatten)]
    pub targets: NodeTargets,
    #[command(flatten)]
    pub nodewright: NodeWrightArg,
}

async fn rows(
    ctx: &Ctx,
    targets: NodeTargets,
    nodewright: Option<String>,
) -> Result<(Vec<NodeCrRow>, Vec<String>)> {
    let cluster = ctx.cluster().await?;
    let snap = Snapshot::load(ctx, &cluster).await?;
    let filters = status::Filters {
        nodewright: nodewright.as_deref(),
        ..Default::default()
    };
    let (gates, missing) = status::collect(&cluster, &snap, &targets, filters).await?;
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
                gate: state_name(g.state),
            });
        }
    }
    Ok((out, missing))
}

/// Runs a `node` subcommand.
pub async fn run(ctx: &Ctx, cmd: NodeCommand) -> Result<()> {
    let (rows, missing) = match cmd {
        NodeCommand::Reset(a) => return super::writes::node_reset(ctx, a).await,
        NodeCommand::Ignore(a) => return super::writes::ignore(ctx, a, true).await,
        NodeCommand::Unignore(a) => return super::writes::ignore(ctx, a, false).await,
        NodeCommand::List(a) => {
            rows(ctx, a.targets, Some(a.nodewright.required()?.to_string())).await?
        }
        NodeCommand::Status(a) => rows(ctx, a.targets, a.nodewright.name).await?,
    };
    report_missing(ctx, &missing);
    if rows.is_empty() && !missing.is_empty() {
        return super::fail_if_missing(&missing);
    }
    crate::render::node::list(&ctx.printer, &rows)?;
    super::fail_if_missing(&missing)?;
    Ok(())
}
