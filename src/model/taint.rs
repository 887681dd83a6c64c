//! Taint specs in kubectl syntax (`key[=value]:Effect`) and gate-taint classification.

use serde::{Deserialize, Serialize};

/// A parsed taint spec, e.g. `nodewright.nvidia.com=runtime-required:NoSchedule`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TaintSpec {
    pub key: String,
    pub value: Option<String>,
    pub effect: String,
}
