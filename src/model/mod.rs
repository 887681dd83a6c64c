//! The domain model: what the NodeWright operator writes, and what the plugin derives from it.
//!
//! Everything here is pure (no I/O, no clock reads: "now" is passed in) and unit-tested.
//! The cluster layer (`crate::cluster`) turns API objects into [`NodeView`] and [`CrView`]
//! (with [`cr::cr_from_object`]); commands call [`gate::evaluate`] and the plan builders;
//! renderers print the results.

pub mod cr;
pub mod drain;
pub mod duration;
pub mod fleet;
pub mod gate;
pub mod keys;
pub mod migration;
pub mod nodestate;
pub mod operator;
pub mod plan;
pub mod policy;
pub mod quantity;
pub mod rollout;
pub mod runs;
pub mod selector;
pub mod taint;
pub mod types;
pub mod validate;
pub mod version;
pub mod wait;

pub use types::*;
