//! The arguments of `node list|status|reset|ignore|unignore`.

use clap::{Args, Subcommand};

use super::ignore::IgnoreArgs;
use super::reset::NodeResetArgs;
use super::{NodeTargets, NodeWrightArg};

/// `node` subcommands.
#[derive(Debug, Subcommand)]
pub enum NodeCommand {
    /// Nodes targeted by a NodeWright, with the operator's verdict and package progress.
    List(NodeListArgs),
    /// Every NodeWright's verdict on the given nodes (all nodes without arguments).
    Status(NodeStatusArgs),
    /// Reset a NodeWright's package state on the nodes (does NOT re-gate; see `regate`).
    Reset(NodeResetArgs),
    /// Set the ignore label: the operator skips the nodes (they show as blocked).
    Ignore(IgnoreArgs),
    /// Remove the ignore label (both prefixes).
    Unignore(IgnoreArgs),
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
