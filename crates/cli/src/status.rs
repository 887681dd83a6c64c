//! The arguments of `status`, and `--state`'s values.

use clap::Args;

use super::{DurationArg, LabelArgs, NodeTargets, NodeWrightArg, by_name};
use nodewright_model::gate::GateState;

/// Arguments of `status`.
#[derive(Debug, Clone, Args)]
#[command(
    after_help = "Examples:\n  kubectl nodewright status\n  kubectl nodewright status -l nvidia.com/gpu.present=true --state stuck,exposed\n  kubectl nodewright status --nodewright gpu-init -o json\n  kubectl nodewright status gpu-node-1 gpu-node-2 -o wide",
    mut_arg("nodewright", |a| a.help("Only nodes selected by this NodeWright (or Skyhook) name, and only its progress"))
)]
pub struct StatusArgs {
    #[command(flatten)]
    pub targets: NodeTargets,
    #[command(flatten)]
    pub labels: LabelArgs,
    #[command(flatten)]
    pub nodewright: NodeWrightArg,
    /// Only nodes in these gate states (comma-separated or repeated).
    #[arg(long, value_parser = by_name::<GateState>(), value_delimiter = ',', value_name = "STATE")]
    pub state: Vec<GateState>,
    /// Follow changes through the watch API: the table redrawn in place on a terminal when it
    /// changes; otherwise the first frame, then only the rows that change (JSON, YAML: a
    /// NodeGateChanges document each time). Ctrl-C ends it.
    #[arg(short = 'w', long)]
    pub watch: bool,
    /// With --watch: time between redraws on a terminal when nothing changes (and between lists
    /// where `watch` is forbidden).
    #[arg(long, default_value = "5s", value_parser = DurationArg::parse, value_name = "DURATION")]
    pub interval: DurationArg,
}

#[cfg(test)]
mod tests {
    use clap::builder::TypedValueParser;

    use super::*;

    #[test]
    fn state_values_are_the_gate_states_by_their_json_names() {
        let names: Vec<String> = by_name::<GateState>()
            .possible_values()
            .expect("possible values")
            .map(|v| v.get_name().to_string())
            .collect();
        assert_eq!(
            names,
            [
                "ungated",
                "pending-taint",
                "gated",
                "released",
                "exposed",
                "stuck"
            ]
        );
    }
}
