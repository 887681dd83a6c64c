//! The arguments of `forget` and `restore`.

use std::path::PathBuf;

use clap::Args;

use super::write::WriteArgs;
use super::{NodeTargets, NodeWrightArg};

/// Arguments of `forget`.
#[derive(Debug, Clone, Args)]
#[command(
    after_help = "Strips the operator's keys (both prefixes, autoTaint_ markers included) so the node is \"new\"\n\
again. Users' own labels under skyhook.nvidia.com/ are never touched. A backup of every removed\n\
key is written first; `restore FILE` puts them back.\n\n\
Examples:\n  kubectl nodewright forget gpu-node-1 --dry-run\n  kubectl nodewright forget -l pool=h100 --orphaned --confirm\n  kubectl nodewright forget gpu-1 --nodewright old-init --backup gpu-1.json -y",
    mut_arg("nodewright", |a| a.help("Only this NodeWright's keys (node-scoped markers stay)").conflicts_with("orphaned"))
)]
pub struct ForgetArgs {
    #[command(flatten)]
    pub targets: NodeTargets,
    #[command(flatten)]
    pub nodewright: NodeWrightArg,
    /// Only keys of NodeWrights that no longer exist (node-scoped markers stay).
    #[arg(long)]
    pub orphaned: bool,
    /// Also remove the `ignore` label.
    #[arg(long)]
    pub include_ignore: bool,
    /// Backup file (default: $XDG_STATE_HOME/kubectl-nodewright/forget-<time>.json).
    #[arg(long, value_name = "FILE")]
    pub backup: Option<PathBuf>,
    #[command(flatten)]
    pub write: WriteArgs,
}

/// Arguments of `restore`.
#[derive(Debug, Clone, Args)]
#[command(
    after_help = "Examples:\n  kubectl nodewright restore forget-20260101T120000Z.json --dry-run\n  kubectl nodewright restore backup.json --confirm\n  kubectl nodewright restore backup.json --force -y"
)]
pub struct RestoreArgs {
    /// A backup file written by `forget`.
    pub file: PathBuf,
    /// Overwrite keys whose value changed since the backup.
    #[arg(long)]
    pub force: bool,
    #[command(flatten)]
    pub write: WriteArgs,
}
