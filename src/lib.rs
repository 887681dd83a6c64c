//! kubectl-nodewright: a kubectl plugin for the NodeWright (formerly Skyhook) operator.
//!
//! Where things are (`tests/layout.rs` keeps files under 600 production lines, functions under
//! 100, every request in [`cluster`], every stdout write in `render`, and each layer's imports
//! below it):
//! - [`model`]: the pure rules, unit-tested, no I/O and no clock: gate states and blockers
//!   (`gate`, `gate/`), write plans (`plan`), the operator's configuration (`operator`), `wait`'s
//!   conditions, the migration's rules and report (`migration`), rollouts, CR validation.
//! - [`cluster`]: the only code that talks to the API server: one client whose layers retry and log every
//!   request (`Cluster::send`'s and kube's watcher's alike), one paged list (`list`), node pages (`nodes`), watches (`follow`), guarded patches (`patch`),
//!   and the reads of CRs, policies, the operator, pods, runs and the migration report.
//! - `render`: output: the printer, tables, and the text views (explain, migration, rollout).
//! - [`cli`] is the clap surface, typed at the edge (imports only `model` and `render`).
//! - `app`: the engine the commands share: the central read (`app::Snapshot`), the live views'
//!   watch loop (`app::live`), the write flow (`app::write_flow`) every write command hands its
//!   planner to, the several-context runner (`app::contexts`).
//! - [`cmd`]: one module per command group: its arguments in, the engine, a document to
//!   `render` out; no command imports another. [`error`] maps failures to exit codes.
//!
//! Exported is what `main`, the tests and the examples use (the clap surface, `cmd::run`, the
//! completion files, the model's parsers and gate, the node decoder); every other module is
//! `pub(crate)`, so code nothing calls is reported as dead instead of passing as API.

// Functions of src/ stay under 100 lines (clippy.toml), as tests/layout.rs checks; tests and
// examples are not held to it.
#![warn(clippy::too_many_lines)]

pub(crate) mod app;
pub mod cli;
pub mod cluster;
pub mod cmd;
pub mod error;
pub mod logging;
pub mod model;
pub(crate) mod render;
