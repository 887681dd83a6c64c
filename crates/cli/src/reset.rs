//! The arguments of `reset`, `node reset` and `package rerun`.

use clap::Args;

use super::package::{PackageArgs, PackageNodes};
use super::write::WriteArgs;
use super::{NodeTargets, NodeWrightArg, values};
use nodewright_model::plan::PackageRef;

/// Arguments of `reset`.
#[derive(Debug, Clone, Args)]
#[command(
    after_help = "A reset of the whole NodeWright also resets its deployment-policy batch state and rollout order\n\
(as the operator's CLI does). A reset limited to nodes (--node, -l) or to a package leaves them\n\
alone unless --batch: then every compartment's batch state goes back to batch 1 and those nodes\n\
leave the rollout order (status.nodePriority), which restarts a rollout the operator stopped on\n\
them. Reset does not re-gate: use `regate` to re-run behind the runtime-required taint.\n\n\
Examples:\n  kubectl nodewright reset gpu-init --dry-run\n  kubectl nodewright reset gpu-init --node gpu-1 --node gpu-2 --confirm\n  kubectl nodewright reset gpu-init --node gpu-node-3 --batch -y\n  kubectl nodewright reset gpu-init -l pool=h100 --package driver:550.54 -y\n  kubectl nodewright reset gpu-init --skip-batch-reset -y -o json"
)]
pub struct ResetArgs {
    /// The NodeWright (or Skyhook) whose state to reset.
    #[arg(value_parser = nodewright_model::names::cr)]
    pub name: String,
    /// Only these nodes (repeatable; exact names). Default: every node with state for NAME.
    #[arg(long = "node", value_name = "NODE", value_parser = nodewright_model::names::node)]
    pub node: Vec<String>,
    /// Only nodes matching this label selector.
    #[arg(short = 'l', long = "selector", value_name = "SELECTOR", value_parser = values::selector)]
    pub selector: Option<String>,
    /// Only this package's entry (any version, or only VER) in the node state.
    #[arg(long, value_name = "PKG[:VER]", value_parser = PackageRef::parse)]
    pub package: Option<PackageRef>,
    /// With --node, -l or --package: also reset the batch state, and take those nodes out of the
    /// rollout order.
    #[arg(long, conflicts_with = "skip_batch_reset")]
    pub batch: bool,
    /// Keep the deployment-policy batch state (and rollout order) of a whole-NodeWright reset.
    #[arg(long)]
    pub skip_batch_reset: bool,
    #[command(flatten)]
    pub write: WriteArgs,
}

/// Arguments of `node reset`.
#[derive(Debug, Clone, Args)]
#[command(
    after_help = "Examples:\n  kubectl nodewright node reset gpu-node-1 --nodewright gpu-init --confirm\n  kubectl nodewright node reset -l pool=h100 --nodewright gpu-init --dry-run\n  kubectl nodewright node reset gpu-node-1 --all -y",
    mut_arg("nodewright", |a| a.help("The NodeWright (or Skyhook) whose state to reset").required_unless_present("all").conflicts_with("all"))
)]
pub struct NodeResetArgs {
    #[command(flatten)]
    pub targets: NodeTargets,
    #[command(flatten)]
    pub nodewright: NodeWrightArg,
    /// Reset the state of every NodeWright on the nodes.
    #[arg(long)]
    pub all: bool,
    #[command(flatten)]
    pub write: WriteArgs,
}

/// Arguments of `package rerun`.
#[derive(Debug, Clone, Args)]
#[command(
    after_help = "Examples:\n  kubectl nodewright package rerun driver --nodewright gpu-init --node gpu-1 -y\n  kubectl nodewright package rerun --dry-run driver --nodewright init -l pool=a",
    mut_args(rerun_wording)
)]
pub struct RerunArgs {
    #[command(flatten)]
    pub of: PackageArgs,
    #[command(flatten)]
    pub on: PackageNodes,
    /// Re-run from this stage instead of from the beginning.
    #[arg(long, value_parser = ["apply", "config", "interrupt", "post-interrupt"])]
    pub stage: Option<String>,
    #[command(flatten)]
    pub write: WriteArgs,
}

/// rerun's own help for two of the shared package arguments (`mut_args` keeps their order, so
/// `--help` and the completions read as before the arguments were shared).
fn rerun_wording(a: clap::Arg) -> clap::Arg {
    match a.get_id().as_str() {
        "package" => a.help("Package name (as declared in the NodeWright's spec)"),
        "node" => a.help("Nodes (repeatable; exact names)"),
        _ => a,
    }
}
