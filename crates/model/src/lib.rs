//! The domain model: what the NodeWright operator writes, and what the plugin derives from it.
//!
//! Everything here is pure (no I/O, no clock reads: "now" is passed in) and unit-tested.
//! The cluster layer (`crate::cluster`) turns API objects into [`NodeView`] and [`CrView`]
//! (with [`cr::cr_from_object`]); commands call [`gate::evaluate`] and the plan builders;
//! renderers print the results.

// Functions stay under 100 lines (clippy.toml); tests are not held to it.
#![warn(clippy::too_many_lines)]

pub mod connect;
pub mod cr;
pub mod drain;
pub mod duration;
pub mod events;
pub mod fieldsel;
pub mod fleet;
pub mod gate;
pub mod gates;
pub mod keys;
pub mod migration;
pub mod names;
pub mod nodelist;
pub mod nodestate;
pub mod operator;

pub mod plan;
pub mod policy;
pub mod quantity;
pub mod readiness;
pub mod reevaluation;
pub mod rollout;
pub mod runs;
pub mod selector;
pub mod taint;
pub mod types;
pub mod upgrade;
pub mod validate;
pub mod version;
pub mod view;
pub mod vocab;
pub mod wait;
pub mod write;

pub use gate::GateContext;
pub use types::*;

pub use strum::VariantArray;
pub use vocab::enum_name;
