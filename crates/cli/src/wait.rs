//! The arguments of `wait`, and `--for`'s conditions.

use clap::{Args, ValueEnum};
use serde::Serialize;

use super::{DurationArg, NodeTargets, NodeWrightArg};
use nodewright_model::wait::Condition;

/// The condition to wait for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Serialize)]
#[serde(rename_all = "kebab-case")]
#[derive(strum::IntoStaticStr, strum::VariantArray)]
#[strum(serialize_all = "kebab-case")]
pub enum WaitFor {
    /// Every runtime-required NodeWright is complete and the gate taint is gone.
    Released,
    /// The node carries a recognised gate taint (configured or legacy).
    Gated,
    /// The node carries no gate taint at all.
    Untainted,
    /// Every runtime-required NodeWright (or the named one) is complete, taint or not.
    Complete,
    /// Released (or not gated by NodeWright) and held by no other gate: no other owner's gate
    /// taint (Node Readiness Controller, cloud provider, Karpenter, cluster autoscaler, node
    /// lifecycle), no cordon.
    Schedulable,
}

/// Arguments of `wait`.
#[derive(Debug, Clone, Args)]
#[command(
    after_help = "Examples:\n  kubectl nodewright regate gpu-7 -y && kubectl nodewright wait gpu-7\n  kubectl nodewright wait -l pool=h100 --for complete --nodewright gpu-init\n  kubectl nodewright wait gpu-7 --for schedulable\n\nExit status: 0 when every node met the condition, 1 otherwise.",
    mut_arg("nodewright", |a| a.help("Only this NodeWright counts for `--for complete`"))
)]
pub struct WaitArgs {
    #[command(flatten)]
    pub targets: NodeTargets,
    /// The condition to wait for.
    #[arg(long = "for", value_enum, default_value = "released")]
    pub for_: WaitFor,
    #[command(flatten)]
    pub nodewright: NodeWrightArg,
    /// Give up after this long (`0`: check once, as kubectl's).
    #[arg(long, default_value = "10m", value_parser = DurationArg::parse, value_name = "DURATION")]
    pub timeout: DurationArg,
    /// Time between evaluations when nothing changes (and between lists where `watch` is
    /// forbidden); changes are seen as they happen.
    #[arg(long, default_value = "5s", value_parser = DurationArg::parse, value_name = "DURATION")]
    pub interval: DurationArg,
    /// Keep waiting on nodes whose blockers need a person instead of failing them fast.
    #[arg(long)]
    pub keep_waiting: bool,
}

impl WaitFor {
    /// The condition in the model's terms.
    pub fn condition(self) -> Condition {
        match self {
            WaitFor::Released => Condition::Released,
            WaitFor::Gated => Condition::Gated,
            WaitFor::Untainted => Condition::Untainted,
            WaitFor::Complete => Condition::Complete,
            WaitFor::Schedulable => Condition::Schedulable,
        }
    }
}

#[cfg(test)]
mod tests {
    use clap::ValueEnum;
    use strum::VariantArray;

    use super::WaitFor;

    /// `--for`'s value reads as clap takes it, serde writes it and strum names it: one name.
    #[test]
    fn each_condition_has_one_name() {
        for v in WaitFor::VARIANTS {
            let clap = v.to_possible_value().expect("a value");
            let strum: &'static str = v.into();
            assert_eq!(clap.get_name(), strum);
            assert_eq!(
                serde_json::to_value(v).expect("serializes"),
                serde_json::json!(strum)
            );
        }
    }
}
