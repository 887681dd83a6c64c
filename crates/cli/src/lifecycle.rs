//! The arguments of `pause|resume|disable|enable NAME` and `deployment-policy reset NAME`.

use clap::{Args, Subcommand};

use super::write::WriteArgs;

/// Arguments of `pause`, `resume`, `disable`, `enable`.
#[derive(Debug, Clone, Args)]
#[command(
    after_help = "Examples:\n  kubectl nodewright pause gpu-init --confirm\n  kubectl nodewright resume gpu-init -y\n  kubectl nodewright disable gpu-init --dry-run=server",
    // One object is written: nothing runs at the same time.
    mut_arg("concurrency", |a| a.hide(true))
)]
pub struct LifecycleArgs {
    /// The NodeWright (or Skyhook).
    #[arg(value_parser = nodewright_model::names::cr)]
    pub name: String,
    #[command(flatten)]
    pub write: WriteArgs,
}

/// Arguments of `deployment-policy reset`.
#[derive(Debug, Clone, Args)]
#[command(
    after_help = "Examples:\n  kubectl nodewright deployment-policy reset gpu-init --dry-run\n  kubectl nodewright deployment-policy reset gpu-init --confirm",
    mut_arg("concurrency", |a| a.hide(true))
)]
pub struct PolicyResetArgs {
    /// The NodeWright (or Skyhook) whose batch state is reset.
    #[arg(value_parser = nodewright_model::names::cr)]
    pub name: String,
    #[command(flatten)]
    pub write: WriteArgs,
}

impl From<PolicyResetArgs> for LifecycleArgs {
    fn from(a: PolicyResetArgs) -> Self {
        LifecycleArgs {
            name: a.name,
            write: a.write,
        }
    }
}

/// `deployment-policy` subcommands.
#[derive(Debug, Subcommand)]
pub enum DeploymentPolicyCommand {
    /// Reset a NodeWright's rollout batch state (every compartment back to batch 1).
    Reset(PolicyResetArgs),
}
