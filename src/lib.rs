//! kubectl-nodewright: a kubectl plugin for the NodeWright (formerly Skyhook) operator.
//!
//! Layout: [`model`] is the pure domain (gate states, blockers, plans); [`cluster`] is the only
//! layer that talks to the API server; [`render`] prints; [`cmd`] wires commands together;
//! [`cli`] is the clap surface; [`error`] maps failures to exit codes.

pub mod cli;
pub mod cluster;
pub mod cmd;
pub mod error;
pub mod logging;
pub mod model;
pub mod render;
