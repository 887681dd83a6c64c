//! The arguments of `annotations`.

use clap::Args;

use super::NodeTargets;

/// Arguments of `annotations`.
#[derive(Debug, Clone, Args)]
#[command(
    after_help = "Without NODE or -l: every node.\n\nExamples:\n  kubectl nodewright annotations gpu-node-7\n  kubectl nodewright annotations -l pool=a100 -o json"
)]
pub struct AnnotationsArgs {
    #[command(flatten)]
    pub targets: NodeTargets,
}
