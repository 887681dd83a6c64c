//! What the gate evaluation of one node reads besides the node itself.

use jiff::Timestamp;

use super::Waits;
use crate::types::{CrView, OperatorConfig, PackagePod};

/// Everything the gate evaluation of one node needs besides the node itself.
#[derive(Debug, Clone)]
pub struct GateContext<'a> {
    pub config: &'a OperatorConfig,
    /// Logical CRs: legacy objects already merged with their NodeWright mirrors.
    pub crs: &'a [CrView],
    /// Stall threshold.
    pub stall_after: std::time::Duration,
    pub now: Timestamp,
    /// What the evaluation needs from other nodes and objects: the DeploymentPolicies, and the
    /// CRs that cannot finish without a person on the nodes read by name (the holders of a batch,
    /// the nodes a `sequencing: all` predecessor has not finished). `batch-held`,
    /// `priority-held` and `rollout-stopped` follow waits through it.
    pub waits: &'a Waits,
    /// Legacy Skyhooks whose status holds a v0.18+ operator's migration (name, status).
    pub migration_hold: &'a [(String, String)],
    /// The operator's package pods that wait for an image the kubelet cannot pull
    /// (`image-unpullable`), on any node.
    pub unpulled: &'a [PackagePod],
    /// The Node Readiness Controller's rules (none when its CRD is not served or not readable):
    /// the rule of a `readiness.k8s.io/` taint on the node (`crate::gates`).
    pub readiness: &'a [crate::readiness::ReadinessRule],
}
