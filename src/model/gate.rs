//! Gate states and blockers (see `shared/spec/gating.md`): the answer to "why is this node
//! still gated, and what do I do?".

use serde::{Deserialize, Serialize};

use super::types::*;

/// Per-node gate state. Serialized names are part of the JSON contract.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GateState {
    Ungated,
    PendingTaint,
    Gated,
    Released,
    Exposed,
    Stuck,
}

/// Blocker codes. Serialized names are part of the JSON contract.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BlockerCode {
    PackageErroring,
    CrPaused,
    CrDisabled,
    NodeIgnored,
    TaintNotTolerated,
    TaintValueMismatch,
    UnrecognisedTaint,
    OrphanedTaint,
    LegacyTaint,
    WaitingBatch,
    WaitingPriority,
    StateMalformed,
    OperatorMissing,
    Stalled,
    OrphanedState,
}

/// A named reason a node is not moving, with a command that fixes it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Blocker {
    pub code: BlockerCode,
    /// One line naming the objects involved.
    pub message: String,
    /// A command the user can paste.
    pub remedy: String,
}

/// How a gate-looking taint on a node relates to the operator's configuration.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TaintKind {
    /// Key and effect (and value) of the configured `RUNTIME_REQUIRED_TAINT`.
    Configured,
    /// The legacy `skyhook.nvidia.com=runtime-required:NoSchedule` (recognised in the window).
    Legacy,
    /// Configured key and effect, another value: removed at completion, not tolerated by packages.
    ValueMismatch,
    /// Looks like a gate (value `runtime-required`, key under `*.nvidia.com`) but not recognised.
    Unrecognised,
}

/// The gate taint found on a node.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GateTaint {
    pub key: String,
    pub value: Option<String>,
    pub effect: String,
    pub kind: TaintKind,
}

/// Declared vs observed, per package of one CR on one node.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PackageRow {
    pub name: String,
    /// Version in the CR's spec (`None`: observed on the node but no longer declared).
    pub declared_version: Option<String>,
    /// Version observed in NodeState (`None`: not yet seen on the node).
    pub observed_version: Option<String>,
    pub stage: Option<String>,
    pub state: Option<String>,
    pub restarts: Option<i64>,
    /// Complete by the operator's rule.
    pub complete: bool,
}

/// One CR selecting a node, as it bears on the gate.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CrOnNode {
    pub name: String,
    pub group: Group,
    pub runtime_required: bool,
    /// The operator's own verdict: `P/status_<name>` on the node (either prefix), else
    /// `status.nodeStatus[node]`.
    pub status: Option<String>,
    /// `status.nodeStatus[node]` when it differs from the node annotation.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cr_node_status: Option<String>,
    pub packages_complete: usize,
    pub packages_total: usize,
    /// Complete on this node by the operator's rule (plugin's derivation).
    pub complete: bool,
    pub paused: bool,
    pub disabled: bool,
    /// Which prefix the observed state was read from.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub state_prefix: Option<Group>,
    pub packages: Vec<PackageRow>,
    /// Set when the plugin's derivation disagrees with the operator's verdict; says how.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub disagreement: Option<String>,
}

/// The full gate evaluation of one node.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct NodeGate {
    pub name: String,
    pub state: GateState,
    /// The recognised (or gate-looking) taint that decides the state; `None` when there is none.
    pub taint: Option<GateTaint>,
    /// Every gate-looking taint on the node (usually 0 or 1).
    pub gate_taints: Vec<GateTaint>,
    /// Most important first.
    pub blockers: Vec<Blocker>,
    /// Every CR selecting the node (runtime-required or not), by priority then name.
    pub nodewrights: Vec<CrOnNode>,
    pub unschedulable: bool,
    pub ignored: bool,
    /// Latest change seen on the node (operator conditions' lastTransitionTime), RFC 3339.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_change: Option<String>,
}
