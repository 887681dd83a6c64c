//! The arguments of `rollout`.

use clap::Args;
use jiff::SignedDuration;

use super::{DurationArg, values};

/// Arguments of `rollout`.
#[derive(Debug, Clone, Args)]
#[command(
    after_help = "Examples:\n  kubectl nodewright rollout\n  kubectl nodewright rollout gpu-runtime --watch\n  kubectl nodewright rollout -l nvidia.com/gpu.present=true -o json"
)]
pub struct RolloutArgs {
    /// NodeWright (or Skyhook) names; all of them when none is given.
    #[arg(value_name = "NAME", value_parser = nodewright_model::names::cr)]
    pub names: Vec<String>,
    /// Only nodes matching this label selector.
    #[arg(short = 'l', long = "selector", value_name = "SELECTOR", value_parser = values::selector)]
    pub selector: Option<String>,
    /// Completions recorded within this window set the rate (and so the ETA).
    #[arg(long, default_value = "1h", value_parser = values::window, value_name = "DURATION")]
    pub window: SignedDuration,
    /// Follow changes through the watch API and redraw when they show, and every --interval
    /// (in place on a terminal; appended otherwise). Ctrl-C ends it.
    #[arg(short = 'w', long)]
    pub watch: bool,
    /// With --watch: the longest time between redraws (rate and ETA move with the clock).
    #[arg(long, default_value = "5s", value_parser = DurationArg::parse, value_name = "DURATION")]
    pub interval: DurationArg,
}
