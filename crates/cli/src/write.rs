//! The flags every write command shares: `--dry-run`, `--confirm`, `--concurrency`.

use clap::{Args, ValueEnum};

/// `--dry-run` values, as kubectl.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Default)]
pub enum DryRun {
    /// Write for real.
    #[default]
    None,
    /// Print the exact change per node; send nothing.
    Client,
    /// Send every patch with dryRun=All: admission and RBAC run, nothing is persisted.
    Server,
}

impl DryRun {
    /// The dry run as a write result names it (`None`: a real write).
    pub fn label(self) -> Option<&'static str> {
        match self {
            DryRun::None => None,
            DryRun::Client => Some("client"),
            DryRun::Server => Some("server"),
        }
    }
}

/// Flags every write command shares.
#[derive(Debug, Clone, Args)]
pub struct WriteArgs {
    /// Preview: `client` prints the exact change per node (bare `--dry-run`), `--dry-run=server`
    /// sends it with dryRun=All, `none` writes. The value only after `=`: a bare `--dry-run`
    /// never takes the next word (`... -o name | xargs kubectl nodewright regate --dry-run`).
    #[arg(long, value_enum, num_args = 0..=1, require_equals = true, default_missing_value = "client", default_value = "none", value_name = "MODE", help_heading = "Write flags")]
    pub dry_run: DryRun,
    /// Apply without asking. Without it, a terminal is asked; anything else is refused.
    #[arg(
        short = 'y',
        long = "confirm",
        visible_alias = "yes",
        help_heading = "Write flags"
    )]
    pub confirm: bool,
    /// Nodes written at the same time.
    #[arg(long, value_name = "N", default_value_t = 16, value_parser = clap::value_parser!(u16).range(1..=256), help_heading = "Write flags")]
    pub concurrency: u16,
}
