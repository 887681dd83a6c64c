//! kubectl-nodewright: a kubectl plugin for the NodeWright (formerly Skyhook) operator.
//!
//! Layout: [`model`] is the pure domain (gate states, blockers, plans); [`cluster`] is the only
//! layer that talks to the API server; [`render`] prints; [`cmd`] wires commands together.

pub mod model;
