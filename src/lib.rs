//! kubectl-nodewright: a kubectl plugin for the NodeWright (formerly Skyhook) operator.
//!
//! The workspace's crates are the layers (Cargo.toml, docs/development.md "Layout"), re-exported
//! here under their layer's name:
//! - [`model`] (`crates/model`): the pure rules, unit-tested, no I/O and no clock: gate states and
//!   blockers (`gate`), write plans (`plan`), the operator's configuration (`operator`), `wait`'s
//!   conditions, the migration's rules and report (`migration`), rollouts, CR validation.
//! - [`cluster`] (`crates/cluster`): the only code that talks to the API server: one client whose
//!   layers retry and log every request, one paged list, node pages, watches (`follow`), guarded
//!   patches (`patch`), and the reads of CRs, policies, the operator, pods, runs and the
//!   migration report.
//! - `render` (`crates/render`): output: the printer, tables, and the text views.
//! - [`cli`] (`crates/cli`): the clap surface, typed at the edge (only `model` and `render`).
//! - [`error`] (`crates/error`): the error type and its exit codes.
//!
//! In this crate:
//! - `app`: the engine the commands share: the central read (`app::Snapshot`), the live views'
//!   watch loop (`app::watch_loop`), the write flow (`app::guarded_write`) every write command hands its
//!   planner to, the several-context runner (`app::contexts`).
//! - [`cmd`]: one module per command group: its arguments in, the engine, a document to
//!   `render` out; no command imports another (`tests/layout.rs`).

// Functions of src/ stay under 100 lines (clippy.toml), as tests/layout.rs checks; tests and
// examples are not held to it.
#![warn(clippy::too_many_lines)]

pub(crate) mod app;
pub mod cmd;
pub mod logging;

// The layers below, each a crate of the workspace (Cargo.toml), under the names the engine and
// the commands use.
pub use nodewright_cli as cli;
pub use nodewright_cluster as cluster;
pub(crate) use nodewright_dashboard as dashboard;
pub use nodewright_error as error;
pub use nodewright_model as model;
pub(crate) use nodewright_render as render;
/// `main`'s error line, escaped as every line the plugin prints.
pub use nodewright_render::error_line;
