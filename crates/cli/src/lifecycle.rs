//! The arguments of `pause|resume|disable|enable NAME` and `deployment-policy reset NAME`.

use clap::{Args, Subcommand};

use super::write::WriteArgs;

/// Arguments of `pause`, `resume`, `disable`, `enable`.
#[derive(Debug, Clone, Args)]
#[command(
    after_help = "Examples:\n  kubectl nodewright pause gpu-init --confirm\n  kubectl nodewright resume gpu-init -y\n  kubectl nodewright disable gpu-init --dry-run=server"
)]
pub struct LifecycleArgs {
    /// The NodeWright (or Skyhook).
    #[arg(value_parser = nodewright_model::names::cr)]
    pub name: String,
    #[command(flatten)]
    pub write: WriteArgs,
}

/// `deployment-policy` subcommands.
#[derive(Debug, Subcommand)]
pub enum DeploymentPolicyCommand {
    /// Reset a NodeWright's rollout batch state (every compartment back to batch 1).
    Reset(LifecycleArgs),
}
