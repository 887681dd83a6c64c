//! The arguments of `explain` (alias `why`).

use clap::Args;

/// Arguments of `explain`.
#[derive(Debug, Clone, Args)]
#[command(
    after_help = "Examples:\n  kubectl nodewright explain gpu-node-7\n  kubectl nodewright explain gpu-node-7 --detail\n  kubectl nodewright why gpu-node-7 -o json"
)]
pub struct ExplainArgs {
    /// The node to explain (exact name).
    #[arg(value_name = "NODE", value_parser = nodewright_model::names::node)]
    pub node: String,
    /// The operator's configuration in full and each blocker's release rule (also with `-v`).
    #[arg(long)]
    pub detail: bool,
}
