//! The arguments of `taint`, `untaint` and `regate`.

use clap::Args;

use super::write::WriteArgs;
use super::{NodeTargets, NodeWrightArg};

/// Arguments of `taint`.
#[derive(Debug, Clone, Args)]
#[command(
    after_help = "The taint is the operator's configured RUNTIME_REQUIRED_TAINT (or --runtime-required-taint).\n\n\
Examples:\n  kubectl nodewright taint gpu-node-1 --confirm\n  kubectl nodewright taint -l pool=h100 --dry-run\n  kubectl nodewright taint gpu-node-1 --overwrite -y\n  kubectl nodewright taint gpu-node-1 --replace gpu.nvidia.com -y"
)]
pub struct TaintArgs {
    #[command(flatten)]
    pub targets: NodeTargets,
    /// Fix the value of a taint with the configured key and effect but another value.
    #[arg(long)]
    pub overwrite: bool,
    /// In the same write, remove every other taint with this key (a gate the operator does not
    /// recognise): the node stays gated throughout.
    #[arg(long, value_name = "KEY")]
    pub replace: Option<String>,
    #[command(flatten)]
    pub write: WriteArgs,
}

/// Arguments of `untaint`.
#[derive(Debug, Clone, Args)]
#[command(
    after_help = "Without --key: the configured runtime-required taint (any value) and the legacy skyhook.nvidia.com one.\n\n\
Examples:\n  kubectl nodewright untaint gpu-node-1 --confirm\n  kubectl nodewright untaint -l pool=h100 --dry-run\n  kubectl nodewright untaint gpu-node-1 --key example.com/gate -y"
)]
pub struct UntaintArgs {
    #[command(flatten)]
    pub targets: NodeTargets,
    /// Remove taints with this key (any effect) instead of the gate taints.
    #[arg(long, value_name = "KEY")]
    pub key: Option<String>,
    #[command(flatten)]
    pub write: WriteArgs,
}

/// Arguments of `regate`.
#[derive(Debug, Clone, Args)]
#[command(
    after_help = "One guarded write per node: the configured runtime-required taint is added and the state of the\n\
runtime-required NodeWrights selecting the node is reset, in the same patch, so the node is gated\n\
before the operator sees it reset.\n\n\
Examples:\n  kubectl nodewright regate gpu-node-1 --confirm\n  kubectl nodewright regate -l pool=h100 --nodewright gpu-init --dry-run",
    mut_arg("nodewright", |a| a.help("Only this NodeWright's state (default: every runtime-required one selecting the node)"))
)]
pub struct RegateArgs {
    #[command(flatten)]
    pub targets: NodeTargets,
    #[command(flatten)]
    pub nodewright: NodeWrightArg,
    #[command(flatten)]
    pub write: WriteArgs,
}
