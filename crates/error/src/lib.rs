//! The plugin's error type and its mapping to exit codes (docs/commands.md, "Exit codes").
//!
//! `main` maps every error to an [`ExitCode`] in one place; every message reads as a sentence
//! and goes to stderr with one `error:` prefix.

// Functions stay under 100 lines (clippy.toml); tests are not held to it.
#![warn(clippy::too_many_lines)]

use std::process::ExitCode;

/// Exit code: success.
pub const EXIT_OK: u8 = 0;
/// Exit code: the operation failed for at least one target, a wait was not met, or a migration
/// verdict is "not ready".
pub const EXIT_FAILED: u8 = 1;
/// Exit code: bad usage or bad input.
pub const EXIT_USAGE: u8 = 2;
/// Exit code: the cluster could not be reached, or refused (authentication, RBAC).
pub const EXIT_CLUSTER: u8 = 3;
/// Exit code: interrupted (Ctrl-C).
pub const EXIT_INTERRUPTED: u8 = 130;

/// Read-only role shipped in `rbac/`; named in every "forbidden" message for reads.
pub const READ_ROLE: &str = "kubectl-nodewright-reader";
/// Read-write role shipped in `rbac/`; named in every "forbidden" message for writes.
pub const WRITE_ROLE: &str = "kubectl-nodewright-operator";

/// Everything that can end a command early.
#[derive(Debug, Clone, thiserror::Error)]
pub enum Error {
    /// The command line or an input value is wrong (exit 2).
    #[error("{0}")]
    Usage(String),

    /// No usable kubeconfig, or it names a context, cluster or user that does not exist (exit 3).
    #[error("cannot load the kubeconfig: {0}")]
    Kubeconfig(String),

    /// The kubeconfig's credential plugin gave no credential (exit 3). The message names its
    /// command, its exit code and its own stderr, never its environment.
    #[error("{0}")]
    Credentials(String),

    /// The API server could not be reached at all (exit 3).
    #[error("cannot reach the API server at {server}: {reason}")]
    Unreachable { server: String, reason: String },

    /// The API server did not accept our credentials (exit 3).
    #[error(
        "the API server rejected the credentials (401 Unauthorized) for {verb} {resource}: {message}; check the token or client certificate of the current context"
    )]
    Unauthorized {
        verb: String,
        resource: String,
        message: String,
    },

    /// RBAC refused a request (exit 3). The message names the verb, the resource and the role.
    #[error(
        "forbidden: cannot {verb} {resource}: {message}. Grant the ClusterRole `{role}` (see rbac/ in the plugin's repository) or one with the same rule"
    )]
    Forbidden {
        verb: String,
        resource: String,
        message: String,
        role: String,
    },

    /// A named object does not exist (exit 1).
    #[error("{0}")]
    NotFound(String),

    /// The API server answered with an error we do not handle specially (exit 1).
    #[error("{verb} {resource} failed: {code} {message}")]
    Api {
        verb: String,
        resource: String,
        code: u16,
        message: String,
    },

    /// The command ran but failed for at least one target (exit 1). Details were printed.
    #[error("{0}")]
    Failed(String),

    /// The command ran but failed, and every failure was already printed (a report's verdict,
    /// named nodes that do not exist): exit 1 with no further line.
    #[error("failed (reported above)")]
    Reported,

    /// With several contexts, not one could be reached (exit 3). Each was named on stderr.
    #[error("{0}")]
    NoContextReached(String),

    /// The user pressed Ctrl-C (exit 130).
    #[error("interrupted")]
    Interrupted,

    /// Writing the output failed (other than a closed pipe, which ends quietly). Shared, so an
    /// error can be cloned (a write's result keeps the error that refused it).
    #[error("cannot write output: {0}")]
    Io(std::sync::Arc<std::io::Error>),
}

impl From<std::io::Error> for Error {
    fn from(e: std::io::Error) -> Self {
        Error::Io(std::sync::Arc::new(e))
    }
}

impl Error {
    /// The exit code for this error.
    pub fn exit_code(&self) -> u8 {
        match self {
            Error::Usage(_) => EXIT_USAGE,
            Error::Kubeconfig(_)
            | Error::Credentials(_)
            | Error::Unreachable { .. }
            | Error::Unauthorized { .. }
            | Error::Forbidden { .. }
            | Error::NoContextReached(_) => EXIT_CLUSTER,
            Error::NotFound(_)
            | Error::Api { .. }
            | Error::Failed(_)
            | Error::Reported
            | Error::Io(_) => EXIT_FAILED,
            Error::Interrupted => EXIT_INTERRUPTED,
        }
    }

    /// Shorthand for a usage error.
    pub fn usage(msg: impl Into<String>) -> Self {
        Error::Usage(msg.into())
    }

    /// True when this error means the API server was never reached or refused us.
    pub fn is_cluster(&self) -> bool {
        self.exit_code() == EXIT_CLUSTER
    }

    /// True for a closed stdout (e.g. `| head`), which must end quietly.
    pub fn is_broken_pipe(&self) -> bool {
        matches!(self, Error::Io(e) if e.kind() == std::io::ErrorKind::BrokenPipe)
    }

    /// Converts to the process exit code.
    pub fn to_exit(&self) -> ExitCode {
        ExitCode::from(self.exit_code())
    }
}

/// Result alias.
pub type Result<T, E = Error> = std::result::Result<T, E>;
