//! The arguments of `package status|logs|rerun`.

use clap::{Args, Subcommand};

use super::reset::RerunArgs;
use super::{NodeTargets, NodeWrightArg, values};

/// `package` subcommands.
#[derive(Debug, Subcommand)]
pub enum PackageCommand {
    /// A package's version, stage and state on every node its NodeWright targets.
    Status(PackageStatusArgs),
    /// Logs of a package's pods (every stage container, all nodes at once).
    Logs(PackageLogsArgs),
    /// Re-run a package on nodes (from the beginning, or from --stage).
    Rerun(RerunArgs),
}

/// Arguments of `package status`.
#[derive(Debug, Clone, Args)]
#[command(
    after_help = "Examples:\n  kubectl nodewright package status driver --nodewright gpu-init\n  kubectl nodewright package status driver --nodewright gpu-init -o json"
)]
pub struct PackageStatusArgs {
    #[command(flatten)]
    pub of: PackageArgs,
    #[command(flatten)]
    pub on: PackageNodes,
}

/// A package and the NodeWright that declares it: the first arguments of `package status`,
/// `logs` and `rerun`.
#[derive(Debug, Clone, Args)]
#[command(
    mut_arg("nodewright", |a| a.help("The NodeWright (or Skyhook) that declares it").required(true))
)]
pub struct PackageArgs {
    /// Package name.
    pub package: String,
    #[command(flatten)]
    pub nodewright: NodeWrightArg,
}

/// `--node`/`-l` of `package status` and `rerun`.
#[derive(Debug, Clone, Args)]
pub struct PackageNodes {
    /// Only these nodes (repeatable).
    #[arg(long = "node", value_name = "NODE", value_parser = nodewright_model::names::node)]
    pub node: Vec<String>,
    /// Label selector for nodes.
    #[arg(short = 'l', long = "selector", value_name = "SELECTOR", value_parser = values::selector)]
    pub selector: Option<String>,
}

impl PackageNodes {
    /// The same choice as the node arguments of other commands (exact names, no regex).
    pub fn targets(&self) -> NodeTargets {
        NodeTargets {
            nodes: self.node.clone(),
            selector: self.selector.clone(),
            regex: false,
            field_selector: None,
        }
    }
}

/// Arguments of `package logs`.
#[derive(Debug, Clone, Args)]
#[command(
    after_help = "Examples:\n  kubectl nodewright package logs driver --nodewright gpu-init --node gpu-node-1\n  kubectl nodewright package logs driver --nodewright gpu-init -f --tail 50"
)]
pub struct PackageLogsArgs {
    #[command(flatten)]
    pub of: PackageArgs,
    /// Only pods on these nodes (repeatable).
    #[arg(long = "node", value_name = "NODE", value_parser = nodewright_model::names::node)]
    pub node: Vec<String>,
    /// Only this stage's container.
    #[arg(long, value_parser = ["apply", "config", "interrupt", "post-interrupt", "uninstall", "upgrade"])]
    pub stage: Option<String>,
    /// Follow the logs of every selected container at once.
    #[arg(short = 'f', long)]
    pub follow: bool,
    /// Lines from the end of each log.
    #[arg(long, value_name = "N")]
    pub tail: Option<i64>,
}
