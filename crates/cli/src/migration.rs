//! The arguments of `migration status|taints`.

use clap::{Args, Subcommand};

use super::NodeTargets;
use super::write::WriteArgs;

/// `migration` subcommands.
#[derive(Debug, Subcommand)]
pub enum MigrationCommand {
    /// Cluster report: what is still Skyhook, what breaks at the removal release, what to change first.
    #[command(
        after_help = "Exit status: 0 ready for the removal release, 1 not ready or unknown (partial read), 2+ error.\n\n\
        Examples:\n  kubectl nodewright migration status\n  kubectl nodewright migration status -o json\n  kubectl nodewright migration status --removal-version v0.22.0"
    )]
    Status(StatusArgs),
    /// Replace the legacy skyhook.nvidia.com gate taint with the configured one, one guarded write per node.
    #[command(
        after_help = "The new taint is added in the same write that removes the old one, so a node that is \
        mid-rollout stays gated throughout.\n\nExamples:\n  kubectl nodewright migration taints --all --dry-run\n  \
        kubectl nodewright migration taints -l pool=gpu --confirm\n  kubectl nodewright migration taints gpu-1 gpu-2 -y"
    )]
    Taints(TaintsArgs),
}

/// Arguments of `migration status`.
#[derive(Debug, Clone, Args)]
pub struct StatusArgs {
    /// How many objects each table section names before "and N more" (-o json|yaml names all).
    #[arg(long, value_name = "N", default_value_t = 5)]
    pub show: usize,
}

/// Arguments of `migration taints`.
#[derive(Debug, Clone, Args)]
pub struct TaintsArgs {
    #[command(flatten)]
    pub targets: NodeTargets,
    /// Every node carrying the legacy taint.
    #[arg(long, conflicts_with_all = ["nodes", "selector"])]
    pub all: bool,
    #[command(flatten)]
    pub write: WriteArgs,
}
