//! The arguments of `explain` (alias `why`).

use clap::Args;

/// Arguments of `explain`.
#[derive(Debug, Clone, Args)]
#[command(
    after_help = "Examples:\n  kubectl nodewright explain gpu-node-7\n  kubectl nodewright explain gpu-node-7 --detail\n  kubectl nodewright explain gpu-node-7 --events=false\n  kubectl nodewright why gpu-node-7 -o json"
)]
pub struct ExplainArgs {
    /// The node to explain (exact name).
    #[arg(value_name = "NODE", value_parser = nodewright_model::names::node)]
    pub node: String,
    /// The operator's configuration in full and each blocker's release rule (also with `-v`).
    #[arg(long)]
    pub detail: bool,
    /// The node's recent events and those of its NodeWrights (`--events=false`: skip the two
    /// lists).
    #[arg(long, num_args = 0..=1, require_equals = true, default_value = "true", default_missing_value = "true", value_name = "BOOL", action = clap::ArgAction::Set)]
    pub events: bool,
}
