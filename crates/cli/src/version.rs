//! The arguments of `version`.

use clap::Args;

/// Arguments of `version`.
#[derive(Debug, Clone, Args)]
pub struct VersionArgs {
    /// Print only the plugin's version; make no request.
    #[arg(long)]
    pub client: bool,
}
