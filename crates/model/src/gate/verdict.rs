//! What the gate evaluation answers, per node: its [`GateState`], the [`Blocker`]s with their
//! codes and remedies, the gate taint found, and each CR's progress on the node. The serialized
//! names are part of the JSON contract (`NodeGateList`).

use serde::{Deserialize, Serialize};

pub use crate::taint::{GateTaint, TaintKind};

use super::waits::Root;
use crate::types::Group;

/// Per-node gate state. Serialized names are part of the JSON contract.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[derive(strum::IntoStaticStr, strum::VariantArray)]
#[strum(serialize_all = "kebab-case")]
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
#[derive(strum::IntoStaticStr, strum::VariantArray)]
#[strum(serialize_all = "kebab-case")]
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
    /// The node waits for a batch held by picked nodes that are themselves stuck (docs/operator-findings.md, "A picked node that is blocked holds the whole compartment").
    BatchHeld,
    /// The compartment's rollout has `batchState.shouldStop` (docs/operator-findings.md, "A stopped rollout is restarted only by clearing the failing node").
    RolloutStopped,
    /// The operator reconciles nothing: an invalid CR, or (v0.18+) the migration hold (D4).
    OperatorHalted,
    /// The node's boot ID differs from the one its CR recorded.
    Rebooted,
    /// (v0.20+) `drainBlocked_<CR>`: an interrupt's drain is blocked (e.g. a disruption budget).
    DrainBlocked,
    /// The node waits for a higher-priority CR that will not finish without a person (on this
    /// node, or with `sequencing: all` on any node): followed to its root.
    PriorityHeld,
    /// (v0.20+, rule `erroring-when-stage-fails`) a package failed an attempt that its Job
    /// retries: the node reads `in_progress` and may still move on its own.
    PackageRetrying,
    /// (v0.20+, rule `non-interrupt-pods-condition`) the node is cordoned and waits for pods
    /// matching the CR's `podNonInterruptLabels` to finish before the drain (unbounded).
    WaitingWorkloads,
    /// A package pod waits for an image the kubelet cannot pull (`ErrImagePull`,
    /// `ImagePullBackOff`, ...): the operator does not count it as a failure (upstream #306).
    ImageUnpullable,
    /// A `status_<CR>` (or `status.nodeStatus`) value or a package `state` the operator never
    /// writes: said to be unknown, with what the plugin read it as.
    UnknownValue,
}

/// A named reason a node is not moving, with a command that fixes it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Blocker {
    pub code: BlockerCode,
    /// One line naming the objects involved.
    pub message: String,
    /// A command the user can paste.
    pub remedy: String,
    /// Where the wait this blocker names ends (`priority-held`, `batch-held`, `rollout-stopped`
    /// and the blockers a predecessor's own cause makes): the holding node, its CR, and the
    /// root's own code. Its remedy is the root's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub root: Option<Root>,
    /// The operator release rule this blocker depends on (`crate::version::Rule`):
    /// `explain` names it with its first release and its source.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rule: Option<crate::version::Rule>,
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
    /// Declared vs observed per package. `explain` fills it; fleet-wide `status` leaves it
    /// out (counts only) to keep memory bounded.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub packages: Vec<PackageRow>,
    /// Set when the plugin's derivation disagrees with the operator's verdict; says how.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub disagreement: Option<String>,
    /// Set instead of `disagreement` when the node's own keys are gone (reset, regate, forget)
    /// but the CR's `status.nodeStatus` still says `complete`: the CR's record is stale, the
    /// operator has not reconciled since (docs/operator-findings.md, "The CR's status lags the plugin's writes").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stale_record: Option<String>,
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
    /// Released from the gate yet cordoned: the node carries
    /// `nodewright.nvidia.com/runtimeRequiredCordon` and is unschedulable (v0.20
    /// `runtimeRequiredCordonAfter`). Says so, with the command that uncordons it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub runtime_required_cordon: Option<String>,
    /// Cordoned by something other than NodeWright (no `cordon_*` or `runtimeRequiredCordon`
    /// annotation): who holds it as far as the node shows, and what the running operator does
    /// with it (from v0.20, rule `foreign-cordon-kept`, it never lifts it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub foreign_cordon: Option<String>,
    /// The gates other than NodeWright's that keep work off the node (`crate::gates`): the
    /// well-known taints of other owners, a Node Readiness Controller taint with its rule and
    /// conditions, a cordon NodeWright did not place.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub other_gates: Vec<crate::gates::OtherGate>,
    /// Work may land: NodeWright released the node (or does not gate it), no other gate holds
    /// it and it is not cordoned.
    #[serde(default)]
    pub schedulable: bool,
}

impl NodeGate {
    /// Released by NodeWright (or not gated by it), yet kept off by another gate or a cordon.
    pub fn held_elsewhere(&self) -> bool {
        matches!(self.state, GateState::Released | GateState::Ungated) && !self.schedulable
    }
}

/// How far a blocker's wait reaches, widest first: a rollout shows what holds it in this order
/// (`model::rollout`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Scope {
    /// The operator reconciles nothing (or nothing of the CR).
    Operator,
    /// The CR's rollout picks no node until a person acts.
    Rollout,
    /// The CR runs nowhere: disabled or paused.
    Cr,
    /// One node.
    Node,
}

/// What a blocker code is, besides its name: one row of [`BlockerCode::facts`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Facts {
    /// It needs a person: a gated node carrying it is `stuck`, and `wait` fails fast on it.
    pub stuck: bool,
    /// Its place among a node's blockers, most important first; no two codes share one.
    pub rank: u8,
    pub scope: Scope,
}

impl BlockerCode {
    /// The code as the JSON contract spells it (`batch-held`).
    pub fn name(self) -> &'static str {
        crate::enum_name(&self)
    }

    /// Every code's facts, one row each, in rank order: a new code does not compile without its
    /// row. docs/gate-states.md has a row per code, in this order and with the same `stuck`
    /// (a unit test compares them, and that no two codes share a rank).
    pub const fn facts(self) -> Facts {
        use BlockerCode as C;
        use Scope::{Cr, Node, Operator, Rollout};
        const STUCK: bool = true;
        const MOVES: bool = false;
        let (stuck, rank, scope) = match self {
            C::OperatorMissing => (STUCK, 0, Operator),
            C::OperatorHalted => (STUCK, 1, Operator),
            C::OrphanedTaint => (STUCK, 2, Node),
            C::UnrecognisedTaint => (STUCK, 3, Node),
            C::TaintValueMismatch => (STUCK, 4, Node),
            C::NodeIgnored => (STUCK, 5, Node),
            C::CrDisabled => (STUCK, 6, Cr),
            C::CrPaused => (STUCK, 7, Cr),
            C::TaintNotTolerated => (STUCK, 8, Node),
            C::StateMalformed => (STUCK, 9, Node),
            // Before the node's own package errors: a CR behind a stuck predecessor does not run
            // until the predecessor's root is fixed, so that fix comes first (random worlds,
            // seed 219: a stale package-erroring was shown first, and fixing it moved nothing).
            C::PriorityHeld => (STUCK, 10, Node),
            C::PackageErroring => (STUCK, 11, Node),
            C::ImageUnpullable => (STUCK, 12, Node),
            C::DrainBlocked => (STUCK, 13, Node),
            C::RolloutStopped => (STUCK, 14, Rollout),
            C::BatchHeld => (STUCK, 15, Node),
            C::PackageRetrying => (MOVES, 16, Node),
            C::WaitingWorkloads => (MOVES, 17, Node),
            C::WaitingPriority => (MOVES, 18, Node),
            C::WaitingBatch => (MOVES, 19, Node),
            C::Stalled => (MOVES, 20, Node),
            C::Rebooted => (MOVES, 21, Node),
            C::LegacyTaint => (MOVES, 22, Node),
            C::OrphanedState => (MOVES, 23, Node),
            C::UnknownValue => (MOVES, 24, Node),
        };
        Facts { stuck, rank, scope }
    }

    /// A blocker that needs a person: a gated node carrying one is `stuck`.
    pub const fn is_stuck(self) -> bool {
        self.facts().stuck
    }

    /// Ordering of blockers, most important first.
    pub const fn rank(self) -> u8 {
        self.facts().rank
    }

    /// How far its wait reaches.
    pub const fn scope(self) -> Scope {
        self.facts().scope
    }
}
