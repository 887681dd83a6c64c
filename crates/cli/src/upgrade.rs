//! The arguments of `upgrade check`.

use clap::{Args, Subcommand};

use super::values;
use nodewright_model::version::{self, Release};

/// `upgrade` subcommands.
#[derive(Debug, Subcommand)]
pub enum UpgradeCommand {
    /// What changes for this fleet when the operator moves to --to: every release in between,
    /// the objects each change bites, and what to do first.
    #[command(
        after_help = "Each check is a release rule and names its release note (every rule: \
        https://github.com/kubectl-nodewright/kubectl-nodewright/blob/main/docs/operator-releases.md). \
        The removal release's checks (v0.21.0) are the verdict of `migration status`.\n\n\
        Exit status: 0 ready or ready with changes, 1 not ready or unknown (partial read, unknown operator release), 2+ error.\n\n\
        Examples:\n  kubectl nodewright upgrade check\n  kubectl nodewright upgrade check --to v0.18.0\n  \
        kubectl nodewright upgrade check --to v0.21.0 -o json"
    )]
    Check(CheckArgs),
}

/// Arguments of `upgrade check`.
#[derive(Debug, Clone, Args)]
pub struct CheckArgs {
    /// The operator release to check an upgrade to (default: the newest release the plugin
    /// knows; v0.21.0, the planned removal release, is checked when named).
    #[arg(long, value_name = "VERSION", default_value = version::NEWEST_KNOWN_RELEASE, value_parser = values::release)]
    pub to: Release,
    /// How many objects each check names in the table before "and N more" (-o json|yaml, -o
    /// wide name all).
    #[arg(long, value_name = "N", default_value_t = 5)]
    pub show: usize,
}
