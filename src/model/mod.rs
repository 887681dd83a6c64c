//! The domain model: what the NodeWright operator writes, and what the plugin derives from it.
//!
//! Everything here is pure (no I/O, no clock reads: "now" is passed in) and unit-tested.
//! The cluster layer (`crate::cluster`) turns API objects into [`NodeView`] and [`CrView`]
//! (with [`cr::cr_from_object`]); commands call [`gate::evaluate`] and the plan builders;
//! renderers print the results.

pub mod cr;
pub mod drain;
pub(crate) mod duration;
pub(crate) mod fieldsel;
pub(crate) mod fleet;
pub mod gate;
pub mod keys;
pub mod live;
pub(crate) mod migration;
pub(crate) mod names;
pub(crate) mod nodelist;
pub mod nodestate;
pub(crate) mod operator;
pub mod packed;
pub(crate) mod plan;
pub(crate) mod policy;
pub(crate) mod quantity;
pub(crate) mod rollout;
pub(crate) mod runs;
pub mod selector;
pub mod taint;
pub mod types;
pub(crate) mod upgrade;
pub(crate) mod validate;
pub mod version;
pub mod view;
pub(crate) mod vocab;
pub(crate) mod wait;
pub(crate) mod write;

pub use gate::GateContext;
pub use types::*;

pub use vocab::{enum_name, variants};
