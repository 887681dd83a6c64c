//! The arguments of `node ignore` and `node unignore`.

use clap::Args;

use super::NodeTargets;
use super::write::WriteArgs;

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
