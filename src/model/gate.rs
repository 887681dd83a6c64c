//! Gate states and blockers (see `shared/spec/gating.md`): the answer to "why is this node
//! still gated, and what do I do?".

use std::collections::BTreeSet;

use jiff::Timestamp;
use serde::{Deserialize, Serialize};

use super::keys::{
    KeyKind, LEGACY_PREFIX, cr_names_in, is_new_node, key, operator_group, parse_condition_type,
};
use super::nodestate::{
    NodeState, NodeStateError, PkgState, node_complete, package_complete, package_name, progress,
};
use super::selector;
use super::taint::{
    RUNTIME_REQUIRED_VALUE, TaintSpec, cr_tolerations, display_taint, gate_taints, untolerated,
};
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
    /// The node waits for a batch held by picked nodes that are themselves stuck (oracle D1).
    BatchHeld,
    /// The compartment's rollout has `batchState.shouldStop` (oracle D2).
    RolloutStopped,
    /// The operator reconciles nothing: an invalid CR, or (v0.18+) the migration hold (D4).
    OperatorHalted,
    /// The node's boot ID differs from the one its CR recorded.
    Rebooted,
    /// (v0.20+) `drainBlocked_<CR>`: an interrupt's drain is blocked (e.g. a disruption budget).
    DrainBlocked,
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
    /// Declared vs observed per package. `explain` fills it; fleet-wide `status` leaves it
    /// out (counts only) to keep memory bounded.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub packages: Vec<PackageRow>,
    /// Set when the plugin's derivation disagrees with the operator's verdict; says how.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub disagreement: Option<String>,
    /// Set instead of `disagreement` when the node's own keys are gone (reset, regate, forget)
    /// but the CR's `status.nodeStatus` still says `complete`: the CR's record is stale, the
    /// operator has not reconciled since (oracle N2).
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
}

impl BlockerCode {
    /// A blocker that needs a person: a gated node carrying one is `stuck`.
    pub fn is_stuck(self) -> bool {
        matches!(
            self,
            BlockerCode::PackageErroring
                | BlockerCode::CrPaused
                | BlockerCode::CrDisabled
                | BlockerCode::NodeIgnored
                | BlockerCode::TaintNotTolerated
                | BlockerCode::TaintValueMismatch
                | BlockerCode::UnrecognisedTaint
                | BlockerCode::OrphanedTaint
                | BlockerCode::StateMalformed
                | BlockerCode::OperatorMissing
                | BlockerCode::BatchHeld
                | BlockerCode::RolloutStopped
                | BlockerCode::OperatorHalted
                | BlockerCode::DrainBlocked
        )
    }

    /// Ordering of blockers, most important first.
    pub fn rank(self) -> u8 {
        match self {
            BlockerCode::OperatorMissing => 0,
            BlockerCode::OperatorHalted => 1,
            BlockerCode::OrphanedTaint => 2,
            BlockerCode::UnrecognisedTaint => 3,
            BlockerCode::TaintValueMismatch => 4,
            BlockerCode::NodeIgnored => 5,
            BlockerCode::CrDisabled => 6,
            BlockerCode::CrPaused => 7,
            BlockerCode::TaintNotTolerated => 8,
            BlockerCode::StateMalformed => 9,
            BlockerCode::PackageErroring => 10,
            BlockerCode::DrainBlocked => 11,
            BlockerCode::RolloutStopped => 12,
            BlockerCode::BatchHeld => 13,
            BlockerCode::WaitingPriority => 14,
            BlockerCode::WaitingBatch => 15,
            BlockerCode::Stalled => 16,
            BlockerCode::Rebooted => 17,
            BlockerCode::LegacyTaint => 18,
            BlockerCode::OrphanedState => 19,
        }
    }
}

impl GateTaint {
    /// kubectl syntax.
    pub fn spec(&self) -> String {
        crate::model::taint::display_taint(&self.as_taint())
    }
    fn as_taint(&self) -> Taint {
        Taint {
            key: self.key.clone(),
            value: self.value.clone(),
            effect: self.effect.clone(),
            time_added: None,
        }
    }
}

/// Where a CR's observed state on a node came from, and what it says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Observed {
    /// The prefix the `nodeState_` annotation was read from (`None`: no annotation).
    pub prefix: Option<Group>,
    /// The annotation key read.
    pub key: Option<String>,
    /// `Ok(None)`: no annotation.
    pub state: Result<Option<NodeState>, NodeStateError>,
}

/// The node keys a logical CR may have left state under: the renamed prefix with its own name
/// first, then the legacy prefix with the legacy name (`mirrored-from`, else its own name).
fn state_names(cr: &CrView) -> [(Group, &str); 2] {
    [
        (Group::Nodewright, cr.name.as_str()),
        (
            Group::Skyhook,
            cr.mirrored_from.as_deref().unwrap_or(&cr.name),
        ),
    ]
}

/// Reads a CR's `nodeState_` from a node: the renamed prefix first, the legacy one as fallback.
pub fn observed_state(node: &NodeView, cr: &CrView) -> Observed {
    for (g, name) in state_names(cr) {
        let k = key(g, &KeyKind::NodeState(name.to_string()));
        if let Some(raw) = node.annotations.get(&k) {
            return Observed {
                prefix: Some(g),
                key: Some(k),
                state: NodeState::parse(raw).map(Some),
            };
        }
    }
    Observed {
        prefix: None,
        key: None,
        state: Ok(None),
    }
}

/// The operator's verdict for a CR on a node: `P/status_<cr>` (annotation, then label; renamed
/// prefix first), else `status.nodeStatus[node]`.
pub fn operator_verdict(node: &NodeView, cr: &CrView) -> Option<String> {
    for (g, name) in state_names(cr) {
        let k = key(g, &KeyKind::Status(name.to_string()));
        if let Some(v) = node.annotations.get(&k).or_else(|| node.labels.get(&k)) {
            return Some(v.clone());
        }
    }
    cr.node_status.get(&node.name).cloned()
}

/// Whether a CR's selector selects the node (an invalid selector selects nothing).
pub fn selects(cr: &CrView, node: &NodeView) -> bool {
    selector::matches(&cr.node_selector, &node.labels).unwrap_or(false)
}

/// Whether the node carries `P/ignore=true` under either prefix.
pub fn is_ignored(node: &NodeView) -> bool {
    [Group::Nodewright, Group::Skyhook].iter().any(|g| {
        node.labels
            .get(&key(*g, &KeyKind::Ignore))
            .is_some_and(|v| v == "true")
    })
}

/// One CR's situation on one node (internal working set).
struct Eval<'a> {
    cr: &'a CrView,
    on: CrOnNode,
    observed: Observed,
    untolerated: Vec<Taint>,
}

fn evaluate_cr<'a>(node: &NodeView, cr: &'a CrView, config: &OperatorConfig) -> Eval<'a> {
    let observed = observed_state(node, cr);
    let parsed = observed.state.as_ref().ok().and_then(Option::as_ref);
    let malformed = observed.state.is_err();
    let complete = !malformed && node_complete(parsed, cr);
    let (packages_complete, packages_total) = progress(if malformed { None } else { parsed }, cr);
    let mut rows = Vec::new();
    for (k, p) in &cr.packages {
        let name = package_name(k, p);
        let entry = parsed.and_then(|s| {
            s.get(name, &p.version)
                .or_else(|| s.entries_named(name).last())
        });
        rows.push(PackageRow {
            name: name.to_string(),
            declared_version: Some(p.version.clone()),
            observed_version: entry.map(|e| e.version.clone()),
            stage: entry.map(|e| e.stage.as_str().to_string()),
            state: entry.and_then(|e| e.state.as_ref().map(|s| s.as_str().to_string())),
            restarts: entry.and_then(|e| e.restarts),
            complete: parsed.is_some_and(|s| package_complete(s, k, p, cr)),
        });
    }
    if let Some(s) = parsed {
        for e in s.entries.values() {
            if !cr
                .packages
                .iter()
                .any(|(k, p)| package_name(k, p) == e.name)
            {
                rows.push(PackageRow {
                    name: e.name.clone(),
                    declared_version: None,
                    observed_version: Some(e.version.clone()),
                    stage: Some(e.stage.as_str().to_string()),
                    state: e.state.as_ref().map(|s| s.as_str().to_string()),
                    restarts: e.restarts,
                    complete: false,
                });
            }
        }
    }
    let annotation_status = state_names(cr).iter().find_map(|(g, name)| {
        let k = key(*g, &KeyKind::Status(name.to_string()));
        node.annotations
            .get(&k)
            .or_else(|| node.labels.get(&k))
            .cloned()
    });
    let crs_status = cr.node_status.get(&node.name).cloned();
    let status = annotation_status.clone().or_else(|| crs_status.clone());
    let cr_node_status = match (&annotation_status, &crs_status) {
        (Some(a), Some(c)) if a != c => Some(c.clone()),
        _ => None,
    };
    let stale_record = (annotation_status.is_none()
        && observed.prefix.is_none()
        && !complete
        && crs_status.as_deref() == Some("complete"))
    .then(|| {
        format!(
            "the CR's status.nodeStatus still says complete, but {} has no state for it any more: the record is stale (the operator has not reconciled since the node was reset)",
            node.name
        )
    });
    let disagreement = status.as_deref().filter(|_| stale_record.is_none()).and_then(|v| {
        let overriding = matches!(v, "paused" | "disabled");
        if overriding || (v == "complete") == complete {
            return None;
        }
        Some(if complete {
            format!("the operator says {v}, but every package is complete by its own rule (it may not have reconciled yet)")
        } else if malformed {
            "the operator says complete, but the nodeState annotation does not parse".to_string()
        } else {
            format!(
                "the operator says complete, but only {packages_complete}/{packages_total} packages are complete by its rule"
            )
        })
    });
    let tolerations = cr_tolerations(cr.runtime_required, &cr.additional_tolerations, config);
    let untolerated = untolerated(&node.taints, &tolerations)
        .into_iter()
        .cloned()
        .collect();
    Eval {
        cr,
        on: CrOnNode {
            name: cr.name.clone(),
            group: cr.group.unwrap_or(Group::Nodewright),
            runtime_required: cr.runtime_required,
            status,
            cr_node_status,
            packages_complete,
            packages_total,
            complete,
            paused: cr.paused,
            disabled: cr.disabled,
            state_prefix: observed.prefix,
            packages: rows,
            disagreement,
            stale_record,
        },
        observed,
        untolerated,
    }
}

fn globally_complete(cr: &CrView) -> bool {
    match cr.status.as_deref() {
        Some(s) => s == "complete",
        None => cr.node_status.values().all(|s| s == "complete"),
    }
}

fn cr_ref(cr: &CrView) -> String {
    format!(
        "{} {}",
        cr.group.unwrap_or(Group::Nodewright).kind(),
        cr.name
    )
}

fn add_toleration_remedy(cr: &CrView, t: &Taint) -> String {
    let g = cr.group.unwrap_or(Group::Nodewright);
    let tol = match t.value.as_deref().filter(|v| !v.is_empty()) {
        Some(v) => {
            serde_json::json!({"key": t.key, "operator": "Equal", "value": v, "effect": t.effect})
        }
        None => serde_json::json!({"key": t.key, "operator": "Exists", "effect": t.effect}),
    };
    let op = if cr.additional_tolerations.is_empty() {
        serde_json::json!([{"op": "add", "path": "/spec/additionalTolerations", "value": [tol]}])
    } else {
        serde_json::json!([{"op": "add", "path": "/spec/additionalTolerations/-", "value": tol}])
    };
    format!(
        "kubectl patch {}.{} {} --type=json -p '{}'",
        g.plural(),
        g.domain(),
        cr.name,
        op
    )
}

fn operator_deployment(config: &OperatorConfig) -> Option<(&str, &str)> {
    let rest = config.source.split("deployment ").nth(1)?;
    let ns_name = rest.split([' ', ')']).next()?;
    ns_name.split_once('/')
}

fn operator_logs_remedy(config: &OperatorConfig) -> String {
    match operator_deployment(config) {
        Some((ns, name)) => format!("kubectl -n {ns} logs deployment/{name} --since=1h"),
        None => "kubectl nodewright version".to_string(),
    }
}

fn parse_time(s: &str) -> Option<Timestamp> {
    s.parse::<Timestamp>().ok()
}

fn push(blockers: &mut Vec<Blocker>, code: BlockerCode, message: String, remedy: String) {
    let b = Blocker {
        code,
        message,
        remedy,
    };
    if !blockers.contains(&b) {
        blockers.push(b);
    }
}

/// Everything one node's evaluation works from, computed once (internal).
struct Scene<'a> {
    node: &'a NodeView,
    ctx: &'a GateContext<'a>,
    gate_taints: Vec<GateTaint>,
    ignored: bool,
    /// Every CR, by priority then name.
    sorted: Vec<&'a CrView>,
    /// Every CR selecting the node, by priority then name.
    evals: Vec<Eval<'a>>,
    has_gate: bool,
}

impl<'a> Scene<'a> {
    fn new(node: &'a NodeView, ctx: &'a GateContext<'a>) -> Scene<'a> {
        let config = ctx.config;
        let gate_taints = gate_taints(&node.taints, config);
        let mut sorted: Vec<&CrView> = ctx.crs.iter().collect();
        sorted.sort_by(|a, b| (a.priority, &a.name).cmp(&(b.priority, &b.name)));
        let evals: Vec<Eval> = sorted
            .iter()
            .filter(|cr| selects(cr, node))
            .map(|cr| evaluate_cr(node, cr, config))
            .collect();
        Scene {
            node,
            ctx,
            has_gate: !gate_taints.is_empty(),
            gate_taints,
            ignored: is_ignored(node),
            sorted,
            evals,
        }
    }
    fn n(&self) -> &'a str {
        self.node.name.as_str()
    }
    fn config(&self) -> &'a OperatorConfig {
        self.ctx.config
    }
    /// The runtime-required CRs selecting the node.
    fn rr(&self) -> Vec<&Eval<'a>> {
        self.evals
            .iter()
            .filter(|e| e.cr.runtime_required)
            .collect()
    }
    /// The runtime-required CRs not complete on the node.
    fn pending(&self) -> Vec<&Eval<'a>> {
        self.rr().into_iter().filter(|e| !e.on.complete).collect()
    }
}

/// Evaluates one node: its gate state, every blocker (most important first), and every CR
/// selecting it with declared versus observed packages. One function per blocker family below.
pub fn evaluate(node: &NodeView, ctx: &GateContext) -> NodeGate {
    let s = Scene::new(node, ctx);
    let mut blockers: Vec<Blocker> = Vec::new();
    operator_blockers(&s, &mut blockers);
    operator_halted_blockers(&s, &mut blockers);
    taint_blockers(&s, &mut blockers);
    let mut waiting_explained = false;
    for e in s.pending() {
        waiting_explained |= cr_blockers(&s, e, &mut blockers);
    }
    drain_blocked_blockers(&s, &mut blockers);
    let retaint = rebooted_blockers(&s, &mut blockers);
    let last_change = last_change(&s);
    stall_blocker(&s, last_change, waiting_explained, &mut blockers);
    legacy_taint_blocker(&s, &mut blockers);
    orphaned_state_blocker(&s, &mut blockers);
    blockers.sort_by_key(|b| b.code.rank());
    let state = if retaint && !s.has_gate {
        GateState::PendingTaint
    } else {
        gate_state(&s, &blockers)
    };
    let runtime_required_cordon = runtime_required_cordon(&s, state);

    let taint = [
        TaintKind::Configured,
        TaintKind::ValueMismatch,
        TaintKind::Legacy,
        TaintKind::Unrecognised,
    ]
    .iter()
    .find_map(|k| s.gate_taints.iter().find(|t| t.kind == *k))
    .cloned();

    NodeGate {
        name: node.name.clone(),
        state,
        taint,
        gate_taints: s.gate_taints,
        blockers,
        nodewrights: s.evals.into_iter().map(|e| e.on).collect(),
        unschedulable: node.unschedulable,
        ignored: s.ignored,
        last_change: last_change.map(|t| t.to_string()),
        runtime_required_cordon,
    }
}

/// The state from the taints, completion and blockers (gating.md, "Per node: one gate state").
fn gate_state(s: &Scene, blockers: &[Blocker]) -> GateState {
    let rr = s.rr();
    if !s.has_gate {
        if rr.is_empty() {
            GateState::Ungated
        } else if s.pending().is_empty() {
            GateState::Released
        } else if rr.iter().any(|e| e.cr.auto_taint_new_nodes)
            && is_new_node(&s.node.annotations, operator_group(s.config()))
        {
            GateState::PendingTaint
        } else {
            GateState::Exposed
        }
    } else if blockers.iter().any(|b| b.code.is_stuck()) {
        GateState::Stuck
    } else {
        GateState::Gated
    }
}

/// `operator-missing`: no ready operator Deployment.
fn operator_blockers(s: &Scene, blockers: &mut Vec<Blocker>) {
    let config = s.config();
    if s.has_gate && !s.rr().is_empty() && config.operator_ready == Some(false) {
        let remedy = match operator_deployment(config) {
            Some((ns, name)) => format!("kubectl -n {ns} rollout status deployment/{name}"),
            None => "kubectl get deployments -A | grep -iE 'nodewright|skyhook'".to_string(),
        };
        push(
            blockers,
            BlockerCode::OperatorMissing,
            format!(
                "no ready NodeWright operator: nothing will run packages on {} or remove its gate taint",
                s.n()
            ),
            remedy,
        );
    }
}

/// `orphaned-taint`, `unrecognised-taint`, `taint-value-mismatch`, `node-ignored`.
fn taint_blockers(s: &Scene, blockers: &mut Vec<Blocker>) {
    let n = s.n();
    let config = s.config();
    let gate_taints = &s.gate_taints;
    if s.has_gate && s.rr().is_empty() {
        let specs: Vec<String> = gate_taints.iter().map(GateTaint::spec).collect();
        let remedy = match gate_taints
            .iter()
            .find(|t| t.kind == TaintKind::Unrecognised)
        {
            Some(t)
                if gate_taints
                    .iter()
                    .all(|g| g.kind == TaintKind::Unrecognised) =>
            {
                format!("kubectl nodewright untaint {n} --key {}", t.key)
            }
            _ => format!("kubectl nodewright untaint {n}"),
        };
        push(
            blockers,
            BlockerCode::OrphanedTaint,
            format!(
                "node {n} carries gate taint {} but no runtime-required NodeWright selects it: nothing will ever remove it",
                specs.join(", ")
            ),
            remedy,
        );
    }
    for t in gate_taints
        .iter()
        .filter(|t| t.kind == TaintKind::Unrecognised)
    {
        let (why, remedy) = if t.key == LEGACY_PREFIX && !config.legacy_taint_recognised {
            (
                legacy_unrecognised_why(config),
                format!("kubectl nodewright migration taints {n}"),
            )
        } else {
            (
                format!(
                    "the operator recognises only {}; fix the provisioner or set runtimeRequiredTaint",
                    config.taint
                ),
                format!(
                    "kubectl nodewright untaint {n} --key {} && kubectl nodewright taint {n}",
                    t.key
                ),
            )
        };
        push(
            blockers,
            BlockerCode::UnrecognisedTaint,
            format!(
                "node {n} carries {} which looks like a gate but is never removed: {why}",
                t.spec()
            ),
            remedy,
        );
    }
    let pending = s.pending();
    if pending.is_empty() {
        return;
    }
    for t in gate_taints
        .iter()
        .filter(|t| t.kind == TaintKind::ValueMismatch)
    {
        push(
            blockers,
            BlockerCode::TaintValueMismatch,
            format!(
                "node {n} carries {} but package pods tolerate only value {:?}: the runtime-required packages cannot run",
                t.spec(),
                if t.key == config.taint.key {
                    config.taint.value_str()
                } else {
                    RUNTIME_REQUIRED_VALUE
                }
            ),
            format!("kubectl nodewright taint {n} --overwrite"),
        );
    }
    if s.ignored {
        push(
            blockers,
            BlockerCode::NodeIgnored,
            format!(
                "node {n} has the ignore label, so {} never run there (blocked)",
                pending
                    .iter()
                    .map(|e| e.cr.name.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            format!("kubectl nodewright node unignore {n}"),
        );
    }
}

/// Why the legacy `skyhook.nvidia.com` key is not recognised by this operator (version rule).
fn legacy_unrecognised_why(config: &OperatorConfig) -> String {
    if crate::model::migration::operator_is_legacy(config) {
        format!(
            "operator {} predates the rename (v0.18) and knows exactly one taint, its configured {}",
            config.version.as_deref().unwrap_or("?"),
            config.taint
        )
    } else {
        "the legacy key is no longer recognised by this operator".to_string()
    }
}

/// The blockers of one pending runtime-required CR on the node. Returns whether a waiting
/// blocker explains why it does not move (so `stalled` is not raised as well).
fn cr_blockers(s: &Scene, e: &Eval, blockers: &mut Vec<Blocker>) -> bool {
    lifecycle_blockers(s, e, blockers);
    toleration_blockers(s, e, blockers);
    state_blockers(s, e, blockers);
    if e.cr.disabled || e.cr.paused {
        return false;
    }
    if priority_blockers(s, e, blockers) {
        return true;
    }
    batch_blockers(s, e, blockers)
}

/// `cr-disabled`, `cr-paused` of the CR itself.
fn lifecycle_blockers(s: &Scene, e: &Eval, blockers: &mut Vec<Blocker>) {
    let (cr, n, c) = (e.cr, s.n(), e.cr.name.as_str());
    if cr.disabled {
        push(
            blockers,
            BlockerCode::CrDisabled,
            format!(
                "runtime-required {} is disabled and not complete on {n}: it still holds the gate",
                cr_ref(cr)
            ),
            format!("kubectl nodewright enable {c}"),
        );
    } else if cr.paused {
        push(
            blockers,
            BlockerCode::CrPaused,
            format!(
                "runtime-required {} is paused and not complete on {n}: it still holds the gate",
                cr_ref(cr)
            ),
            format!("kubectl nodewright resume {c}"),
        );
    }
}

/// `taint-not-tolerated`: a non-gate taint the CR's package pods do not tolerate.
fn toleration_blockers(s: &Scene, e: &Eval, blockers: &mut Vec<Blocker>) {
    let n = s.n();
    let gate_kind_keys: Vec<(&str, &str)> = s
        .gate_taints
        .iter()
        .filter(|t| matches!(t.kind, TaintKind::ValueMismatch | TaintKind::Unrecognised))
        .map(|t| (t.key.as_str(), t.effect.as_str()))
        .collect();
    for t in e
        .untolerated
        .iter()
        .filter(|t| !gate_kind_keys.contains(&(t.key.as_str(), t.effect.as_str())))
    {
        push(
            blockers,
            BlockerCode::TaintNotTolerated,
            format!(
                "taint {} on {n} is not tolerated by runtime-required {}, so it never runs there and the gate stays",
                display_taint(t),
                cr_ref(e.cr)
            ),
            add_toleration_remedy(e.cr, t),
        );
    }
}

/// `state-malformed`, `package-erroring`: what the node's own state annotation says.
fn state_blockers(s: &Scene, e: &Eval, blockers: &mut Vec<Blocker>) {
    let (cr, n, c) = (e.cr, s.n(), e.cr.name.as_str());
    if let Err(err) = &e.observed.state {
        push(
            blockers,
            BlockerCode::StateMalformed,
            format!(
                "{} on {n} does not parse ({}): the operator cannot progress {c} there",
                e.observed.key.as_deref().unwrap_or("nodeState"),
                err.reason
            ),
            format!("kubectl nodewright node reset {n} --nodewright {c}"),
        );
    }
    if let Ok(Some(state)) = &e.observed.state {
        for entry in state
            .entries
            .values()
            .filter(|x| x.state.as_ref().is_some_and(PkgState::is_erroring))
        {
            push(
                blockers,
                BlockerCode::PackageErroring,
                format!(
                    "package {} {} of {} is {} on {n} at stage {} after {} restarts; {}",
                    entry.name,
                    entry.version,
                    cr_ref(cr),
                    entry.state.as_ref().map_or("unknown", PkgState::as_str),
                    entry.stage,
                    entry.restarts.unwrap_or(0),
                    retry_note(s.config())
                ),
                format!(
                    "kubectl nodewright package logs {} --nodewright {c} --node {n}",
                    entry.name
                ),
            );
        }
    }
}

/// How the operator retries an erroring package, by version (oracle N3): v0.15 restarts the
/// package pod for ever; v0.18+ runs a Job that stops after its backoff limit.
fn retry_note(config: &OperatorConfig) -> &'static str {
    match config.version.as_deref() {
        Some(_) if renamed_operator(config) => {
            "the operator's Job retries up to its backoffLimit (JOB_BACKOFF_LIMIT, default 3) and then stops: after a fix, package rerun; wait --keep-waiting waits out a transient failure"
        }
        Some(_) => {
            "the operator restarts its pod for ever, so a transient failure clears by itself (wait --keep-waiting waits for it); a persistent one needs a fix"
        }
        None => {
            "the operator retries it (for ever before v0.18, up to the Job's backoffLimit from v0.18); wait --keep-waiting waits out a transient failure"
        }
    }
}

/// `waiting-priority` (and the paused/untolerated predecessor that makes it permanent), as the
/// operator's IsNodeReadyForSkyhook: disabled predecessors never block, paused ones do.
/// Returns whether the CR waits behind another.
fn priority_blockers(s: &Scene, e: &Eval, blockers: &mut Vec<Blocker>) -> bool {
    let (cr, n, c) = (e.cr, s.n(), e.cr.name.as_str());
    let mut behind = false;
    for other in s.sorted.iter().copied() {
        let o = s.evals.iter().find(|x| x.cr.name == other.name);
        if other.name == cr.name
            || other.disabled
            || (other.priority, &other.name) >= (cr.priority, &cr.name)
        {
            continue;
        }
        let per_node = other.sequencing != "all";
        let blocking = if per_node {
            o.is_some_and(|o| !o.on.complete)
        } else {
            !globally_complete(other)
        };
        if !blocking {
            continue;
        }
        behind = true;
        let why = if per_node {
            format!("is not complete on {n}")
        } else {
            "uses sequencing: all and is not complete on every node".to_string()
        };
        if other.paused {
            push(
                blockers,
                BlockerCode::CrPaused,
                format!(
                    "{} (priority {}) is paused and {why}; runtime-required {c} waits behind it",
                    cr_ref(other),
                    other.priority
                ),
                format!("kubectl nodewright resume {}", other.name),
            );
        } else if let Some(t) = o.and_then(|o| o.untolerated.first()) {
            push(
                blockers,
                BlockerCode::TaintNotTolerated,
                format!(
                    "taint {} on {n} is not tolerated by {} (priority {}), which never runs there; runtime-required {c} waits behind it forever",
                    display_taint(t),
                    cr_ref(other),
                    other.priority
                ),
                add_toleration_remedy(other, t),
            );
        } else {
            push(
                blockers,
                BlockerCode::WaitingPriority,
                format!(
                    "runtime-required {c} waits for {} (priority {}), which {why}",
                    cr_ref(other),
                    other.priority
                ),
                format!("kubectl nodewright status {n} --nodewright {}", other.name),
            );
        }
    }
    behind
}

/// Batch blockers (`rollout-stopped`, `batch-held`, `waiting-batch`): why the deployment policy
/// has not reached the node. Returns whether one explains the wait.
///
/// The operator's compartment (`internal/wrapper/compartment.go`, `GetNodesForNextBatch`): with
/// `batchState.shouldStop` no batch is picked at all; while any node of the compartment is in
/// `status.nodePriority` and not complete, only those ("sticky batch") are processed, so a
/// picked node that is stuck holds every other node. Which compartment a node is in comes from
/// the DeploymentPolicy's selectors, which the plugin does not read: with one compartment every
/// node is in it; with several, a stop is certain only when every compartment stopped, and
/// `batch-held` is not claimed.
fn batch_blockers(s: &Scene, e: &Eval, blockers: &mut Vec<Blocker>) -> bool {
    let (cr, n, c) = (e.cr, s.n(), e.cr.name.as_str());
    let compartments = cr.compartment_statuses.len();
    let single = compartments <= 1;
    let stopped: Vec<(&String, i64)> = cr
        .compartment_statuses
        .iter()
        .filter_map(|(name, st)| {
            st.batch_state
                .as_ref()
                .filter(|b| b.should_stop)
                .map(|b| (name, b.consecutive_failures))
        })
        .collect();
    let policy_missing = cr
        .conditions
        .iter()
        .any(|k| k.type_.ends_with("DeploymentPolicyNotFound") && k.status == "True");
    let failed = failed_nodes(cr);
    let reset_remedy = if failed.is_empty() {
        format!("kubectl nodewright reset {c} --confirm")
    } else {
        format!(
            "kubectl nodewright reset {c} {} --batch --confirm",
            failed
                .iter()
                .map(|f| format!("--node {f}"))
                .collect::<Vec<_>>()
                .join(" ")
        )
    };
    let list: Vec<String> = stopped
        .iter()
        .map(|(name, f)| format!("{name} ({f} consecutive failures)"))
        .collect();
    if !stopped.is_empty() && (single || stopped.len() == compartments) {
        push(
            blockers,
            BlockerCode::RolloutStopped,
            format!(
                "the rollout of {} has stopped in compartment {} (failure threshold reached; failed: {}): the operator picks no node until a person acts, and a deployment-policy reset alone is undone while a failed node is still erroring in status.nodePriority. Fix the failure, then reset the failed nodes (that also clears the batch state and status.nodePriority)",
                cr_ref(cr),
                list.join(", "),
                if failed.is_empty() {
                    "none recorded".to_string()
                } else {
                    failed.join(", ")
                }
            ),
            reset_remedy,
        );
        return true;
    }
    if !stopped.is_empty() {
        push(
            blockers,
            BlockerCode::WaitingBatch,
            format!(
                "the rollout of {} has stopped in compartment {}; {n} may be in it (failed: {})",
                cr_ref(cr),
                list.join(", "),
                failed.join(", ")
            ),
            reset_remedy,
        );
        return true;
    }
    if policy_missing {
        let g = cr.group.unwrap_or(Group::Nodewright);
        push(
            blockers,
            BlockerCode::WaitingBatch,
            format!(
                "{} names DeploymentPolicy {} which does not exist, so no batch reaches {n}",
                cr_ref(cr),
                cr.deployment_policy.as_deref().unwrap_or("?")
            ),
            format!("kubectl get deploymentpolicies.{}", g.domain()),
        );
        return true;
    }
    let waiting = matches!(e.on.status.as_deref(), Some("waiting") | None);
    if waiting && single && !cr.node_priority.contains_key(n) {
        let held: Vec<(&String, &Vec<Blocker>)> = cr
            .node_priority
            .keys()
            .filter(|h| h.as_str() != n && cr.node_status.get(*h).is_none_or(|st| st != "complete"))
            .filter_map(|h| s.ctx.holders.get(h).map(|b| (h, b)))
            .filter(|(_, b)| !b.is_empty())
            .collect();
        if !held.is_empty() {
            let names: Vec<String> = held
                .iter()
                .map(|(h, b)| format!("{h} ({}: {})", code_str(b[0].code), b[0].message))
                .collect();
            let mut remedies: Vec<&str> = Vec::new();
            for (_, b) in &held {
                if !remedies.contains(&b[0].remedy.as_str()) {
                    remedies.push(&b[0].remedy);
                }
            }
            push(
                blockers,
                BlockerCode::BatchHeld,
                format!(
                    "{} keeps its rollout batch on picked node(s) that are not complete and are themselves stuck, so {n} is never picked until they finish: {}",
                    cr_ref(cr),
                    names.join("; ")
                ),
                remedies.join("; "),
            );
            return true;
        }
    }
    if e.on.status.as_deref() == Some("waiting") {
        push(
            blockers,
            BlockerCode::WaitingBatch,
            format!(
                "{} has not yet picked {n} into a rollout batch (operator status waiting)",
                cr_ref(cr)
            ),
            format!("kubectl nodewright wait {n} --timeout 30m"),
        );
        return true;
    }
    false
}

/// The nodes a stopped rollout failed on: erroring nodes of the CR (as the operator counts
/// failures, `EvaluateCurrentBatch`), preferring those still picked; else the picked nodes that
/// are not complete.
fn failed_nodes(cr: &CrView) -> Vec<String> {
    let erroring: Vec<&String> = cr
        .node_status
        .iter()
        .filter(|(_, st)| st.as_str() == "erroring")
        .map(|(n, _)| n)
        .collect();
    let picked: Vec<String> = erroring
        .iter()
        .filter(|n| cr.node_priority.contains_key(n.as_str()))
        .map(|n| n.to_string())
        .collect();
    if !picked.is_empty() {
        return picked;
    }
    if !erroring.is_empty() {
        return erroring.into_iter().cloned().collect();
    }
    cr.node_priority
        .keys()
        .filter(|n| cr.node_status.get(*n).is_none_or(|st| st != "complete"))
        .cloned()
        .collect()
}

fn code_str(code: BlockerCode) -> String {
    serde_json::to_value(code)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}

/// At most this many holding nodes are read by name per command (or `wait` poll).
pub const MAX_HOLDER_READS: usize = 100;

/// The nodes `batch-held` needs read: for each runtime-required CR with a node in operator
/// status `waiting`, the nodes of `status.nodePriority` the operator calls neither `complete`
/// nor `in_progress` (a picked node that is moving holds nobody for long, and one that cannot
/// move is marked `blocked`/`erroring` by the operator on its next pass), at most
/// [`MAX_HOLDER_READS`]. Usually none, so a watch loop can call this on every change.
pub fn holder_candidates(crs: &[CrView]) -> Vec<String> {
    let mut out: BTreeSet<String> = BTreeSet::new();
    for cr in crs.iter().filter(|c| {
        c.runtime_required
            && !c.paused
            && !c.disabled
            && c.compartment_statuses.len() <= 1
            && c.node_status.values().any(|s| s == "waiting")
    }) {
        for h in cr.node_priority.keys() {
            if !matches!(
                cr.node_status.get(h).map(String::as_str),
                Some("complete" | "in_progress")
            ) {
                out.insert(h.clone());
            }
        }
    }
    out.into_iter().take(MAX_HOLDER_READS).collect()
}

/// The legacy Skyhooks that hold a v0.18+ operator's migration: status not empty, complete,
/// paused or disabled (renamed-operator.md, "What stops reconciliation for every CR").
pub fn migration_hold(legacy: &[CrView]) -> Vec<(String, String)> {
    legacy
        .iter()
        .filter_map(|c| {
            let st = c.status.as_deref()?;
            (!matches!(st, "" | "complete" | "paused" | "disabled"))
                .then(|| (c.name.clone(), st.to_string()))
        })
        .collect()
}

/// Whether the operator is v0.18 or later (known version only).
fn renamed_operator(config: &OperatorConfig) -> bool {
    config
        .version
        .as_deref()
        .is_some_and(|v| super::keys::version_at_least(v, super::migration::FIRST_RENAMED_RELEASE))
}

/// `operator-halted`: the operator reconciles nothing, for every CR. Raised on nodes its gate
/// waits on (a gate taint and a runtime-required CR): an invalid CR (its own `Validate()`,
/// `model::validate`, rules of the running version), or the v0.18+ migration hold.
fn operator_halted_blockers(s: &Scene, blockers: &mut Vec<Blocker>) {
    if !s.has_gate || s.rr().is_empty() {
        return;
    }
    let config = s.config();
    for cr in &s.sorted {
        let Some(bad) = cr
            .invalid
            .iter()
            .find(|i| i.applies_to(config.version.as_deref()))
        else {
            continue;
        };
        let g = cr.group.unwrap_or(Group::Nodewright);
        push(
            blockers,
            BlockerCode::OperatorHalted,
            format!(
                "the operator reconciles nothing for any CR: {} fails its validation (rule {}: {}), and every reconcile aborts on it; {} waits until it is fixed or deleted",
                cr_ref(cr),
                bad.rule,
                bad.message,
                s.n()
            ),
            format!("kubectl edit {}.{} {}", g.plural(), g.domain(), cr.name),
        );
    }
    if renamed_operator(config) && !s.ctx.migration_hold.is_empty() {
        let list: Vec<String> = s
            .ctx
            .migration_hold
            .iter()
            .map(|(name, st)| format!("{name} ({st})"))
            .collect();
        push(
            blockers,
            BlockerCode::OperatorHalted,
            format!(
                "operator {} holds every reconcile (its migration hold) while a legacy Skyhook's frozen status is still in progress: {}; it requeues every 20 s and never resumes by itself. Roll back to the pre-rename operator, let those rollouts finish, then upgrade again",
                config.version.as_deref().unwrap_or("?"),
                list.join(", ")
            ),
            "kubectl nodewright migration status".to_string(),
        );
    }
}

/// `drain-blocked` (v0.20+): the operator's `drainBlocked_<CR>` annotation on the node.
fn drain_blocked_blockers(s: &Scene, blockers: &mut Vec<Blocker>) {
    if !s.has_gate {
        return;
    }
    let n = s.n();
    for e in s.pending() {
        for (g, name) in state_names(e.cr) {
            let k = format!("{}/drainBlocked_{name}", g.domain());
            if let Some(v) = s.node.annotations.get(&k) {
                push(
                    blockers,
                    BlockerCode::DrainBlocked,
                    format!(
                        "the drain before an interrupt of {} on {n} is blocked ({k}={v}): the operator keeps retrying the evictions, but a pod that cannot be evicted (e.g. a PodDisruptionBudget at its limit) needs a person",
                        cr_ref(e.cr)
                    ),
                    format!("kubectl get pods -A --field-selector spec.nodeName={n}"),
                );
            }
        }
    }
}

/// `rebooted`: the node's boot ID differs from the one a runtime-required CR recorded
/// (`status.nodeBootIds`) and the operator runs with `REAPPLY_ON_REBOOT=true`: it will reset the
/// node's state for that CR and re-run its packages. A v0.18+ operator re-taints first when the
/// CR has `autoTaintNewNodes` and no recognised taint is on the node (returned `true`: the node
/// is `pending-taint`); v0.15 resets only. With the flag off the operator only records the new
/// ID, and nothing is reported.
fn rebooted_blockers(s: &Scene, blockers: &mut Vec<Blocker>) -> bool {
    let config = s.config();
    let n = s.n();
    let Some(boot) = s.node.boot_id.as_deref().filter(|b| !b.is_empty()) else {
        return false;
    };
    if !config.reapply_on_reboot {
        return false;
    }
    let recognised = s
        .gate_taints
        .iter()
        .any(|t| matches!(t.kind, TaintKind::Configured | TaintKind::Legacy));
    let mut retaint = false;
    for e in s.rr() {
        let Some(recorded) = e.cr.node_boot_ids.get(n).filter(|r| !r.is_empty()) else {
            continue;
        };
        if recorded == boot {
            continue;
        }
        let taints = renamed_operator(config) && e.cr.auto_taint_new_nodes && !recognised;
        retaint |= taints;
        push(
            blockers,
            BlockerCode::Rebooted,
            format!(
                "{n} rebooted (boot ID {boot}, {} recorded {recorded}): with REAPPLY_ON_REBOOT the operator resets its state for {} and re-runs its packages{}",
                cr_ref(e.cr),
                e.cr.name,
                if taints {
                    format!(", re-applying {} first", config.taint)
                } else if recognised {
                    " behind the gate taint".to_string()
                } else {
                    " without re-gating it".to_string()
                }
            ),
            if taints || recognised {
                format!("kubectl nodewright wait {n}")
            } else {
                format!("kubectl nodewright regate {n} --confirm")
            },
        );
    }
    retaint
}

/// Released from the gate yet cordoned by `runtimeRequiredCordonAfter` (v0.20): the node carries
/// `nodewright.nvidia.com/runtimeRequiredCordon` and `spec.unschedulable`. The operator drops
/// the annotation itself once the node is uncordoned.
fn runtime_required_cordon(s: &Scene, state: GateState) -> Option<String> {
    let k = format!("{}/runtimeRequiredCordon", super::keys::NEW_PREFIX);
    if state != GateState::Released || !s.node.unschedulable || !s.node.annotations.contains_key(&k)
    {
        return None;
    }
    let by: Vec<&str> = s
        .rr()
        .iter()
        .filter(|e| e.cr.runtime_required_cordon_after)
        .map(|e| e.cr.name.as_str())
        .collect();
    Some(format!(
        "released from the gate, yet cordoned ({k}) by runtimeRequiredCordonAfter{}: workloads cannot land until it is uncordoned: kubectl uncordon {}",
        if by.is_empty() {
            String::new()
        } else {
            format!(" of {}", by.join(", "))
        },
        s.n()
    ))
}

/// The latest change recorded on the node: its own per-CR conditions, else (a node the operator
/// has written nothing on yet) its runtime-required CRs' conditions.
fn last_change(s: &Scene) -> Option<Timestamp> {
    let rr = s.rr();
    let rr_names: Vec<&str> = rr
        .iter()
        .flat_map(|e| state_names(e.cr).map(|(_, name)| name))
        .collect();
    let node_times = s.node.conditions.iter().filter_map(|c| {
        let (_, cr, _) = parse_condition_type(&c.type_)?;
        if !rr_names.is_empty() && !rr_names.contains(&cr) {
            return None;
        }
        c.last_transition_time.as_deref().and_then(parse_time)
    });
    // The node's own per-CR conditions say when *this node* last changed. A CR's conditions
    // move whenever any node of the fleet moves, so they are only a fallback for a node the
    // operator has written no condition on yet (otherwise one busy node hides every stall).
    // A write of the plugin's own (regate, reset, ...) is a change too (oracle N1).
    let plugin = s.node.plugin_write.as_deref().and_then(parse_time);
    node_times
        .chain(plugin)
        .max()
        .or_else(|| {
            rr.iter()
                .flat_map(|e| e.cr.conditions.iter())
                .filter_map(|c| c.last_transition_time.as_deref().and_then(parse_time))
                .max()
        })
        .or_else(|| {
            // Nothing written anywhere: a CR the operator never reconciled dates from its creation
            // (oracle D4: without this such a node could never be flagged).
            rr.iter()
                .filter(|e| never_reconciled(e.cr))
                .filter_map(|e| e.cr.created.as_deref().and_then(parse_time))
                .max()
        })
}

/// A CR the operator has never written anything on: no status, no version annotation.
pub fn never_reconciled(cr: &CrView) -> bool {
    cr.status.is_none()
        && cr.node_status.is_empty()
        && cr.conditions.is_empty()
        && cr.compartment_statuses.is_empty()
        && cr.operator_version.is_none()
}

/// `stalled`: no change for longer than `--stall-after` while nothing else explains it.
fn stall_blocker(
    s: &Scene,
    last_change: Option<Timestamp>,
    waiting_explained: bool,
    blockers: &mut Vec<Blocker>,
) {
    let n = s.n();
    let config = s.config();
    let pending = s.pending();
    let stuck_now = blockers.iter().any(|b| b.code.is_stuck());
    if !s.has_gate || s.rr().is_empty() || stuck_now || waiting_explained {
        return;
    }
    let limit = jiff::SignedDuration::try_from(s.ctx.stall_after).ok();
    let (Some(last), Some(limit)) = (last_change, limit) else {
        return;
    };
    let idle = s.ctx.now.duration_since(last);
    if idle <= limit {
        return;
    }
    let mins = idle.as_secs() / 60;
    let unreconciled: Vec<&str> = pending
        .iter()
        .filter(|e| never_reconciled(e.cr))
        .map(|e| e.cr.name.as_str())
        .collect();
    let (message, remedy) = if !unreconciled.is_empty() && s.node.conditions.is_empty() {
        (
            format!(
                "the operator has never reconciled {} ({mins} min, no status): it is halted, or watches another API group; nothing runs on {n}",
                unreconciled.join(", ")
            ),
            operator_logs_remedy(config),
        )
    } else if pending.is_empty() {
        (
            format!(
                "every runtime-required NodeWright is complete on {n} but its gate taint is still there, {mins} min after the last change: the operator is not removing it"
            ),
            operator_logs_remedy(config),
        )
    } else {
        let running = pending.iter().find_map(|e| {
            let st = e.observed.state.as_ref().ok()?.as_ref()?;
            let entry = st
                .entries
                .values()
                .find(|x| x.state != Some(PkgState::Complete))?;
            Some((e.cr.name.as_str(), entry.name.as_str()))
        });
        (
            format!(
                "no change recorded on {n} for {mins} min while {} is not complete",
                pending
                    .iter()
                    .map(|e| e.cr.name.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            match running {
                Some((c, p)) => {
                    format!("kubectl nodewright package logs {p} --nodewright {c} --node {n}")
                }
                None => operator_logs_remedy(config),
            },
        )
    };
    push(blockers, BlockerCode::Stalled, message, remedy);
}

/// `legacy-taint`: gated only by the legacy key inside the deprecation window.
fn legacy_taint_blocker(s: &Scene, blockers: &mut Vec<Blocker>) {
    let only_legacy = s.gate_taints.iter().any(|t| t.kind == TaintKind::Legacy)
        && !s
            .gate_taints
            .iter()
            .any(|t| matches!(t.kind, TaintKind::Configured | TaintKind::ValueMismatch));
    if only_legacy {
        push(
            blockers,
            BlockerCode::LegacyTaint,
            format!(
                "node {} is gated only by the legacy {} taint: removed today, never removed from the legacy-removal release on",
                s.n(),
                TaintSpec::legacy()
            ),
            "kubectl nodewright migration status".to_string(),
        );
    }
}

/// `orphaned-state`: keys of CRs that no longer exist (reported, never blocking).
fn orphaned_state_blocker(s: &Scene, blockers: &mut Vec<Blocker>) {
    let node = s.node;
    let crs = s.ctx.crs;
    let mut known: Vec<&str> = crs.iter().map(|c| c.name.as_str()).collect();
    known.extend(crs.iter().filter_map(|c| c.mirrored_from.as_deref()));
    let found = cr_names_in(node.annotations.keys().chain(node.labels.keys()));
    let orphans: Vec<&String> = found
        .keys()
        .filter(|name| !known.contains(&name.as_str()))
        .collect();
    if orphans.is_empty() {
        return;
    }
    let cordon = orphans.iter().any(|o| {
        [Group::Nodewright, Group::Skyhook].iter().any(|g| {
            node.annotations
                .contains_key(&key(*g, &KeyKind::Cordon((*o).clone())))
        })
    });
    push(
        blockers,
        BlockerCode::OrphanedState,
        format!(
            "node {} keeps state of NodeWright(s) {} that no longer exist{}",
            s.n(),
            orphans
                .iter()
                .map(|s| s.as_str())
                .collect::<Vec<_>>()
                .join(", "),
            if cordon {
                ", including a cordon nothing will lift"
            } else {
                ""
            }
        ),
        format!("kubectl nodewright forget {} --orphaned", s.n()),
    );
}

/// Merges the two API groups into logical CRs: a legacy Skyhook and the NodeWright mirrored
/// from it (`nodewright.nvidia.com/mirrored-from: <legacy name>`) are one CR; the NodeWright is
/// kept (its `mirrored_from` names the legacy object). Unmirrored objects of either group stay.
/// The result is ordered as the operator processes CRs: priority, then name.
pub fn merge_logical_crs(legacy: Vec<CrView>, renamed: Vec<CrView>) -> Vec<CrView> {
    let mirrored: Vec<String> = renamed
        .iter()
        .filter_map(|c| c.mirrored_from.clone())
        .collect();
    let mut out: Vec<CrView> = renamed
        .into_iter()
        .map(|mut c| {
            c.group.get_or_insert(Group::Nodewright);
            c
        })
        .collect();
    out.extend(
        legacy
            .into_iter()
            .filter(|l| !mirrored.contains(&l.name))
            .map(|mut c| {
                c.group.get_or_insert(Group::Skyhook);
                c
            }),
    );
    out.sort_by(|a, b| (a.priority, &a.name, a.group).cmp(&(b.priority, &b.name, b.group)));
    out
}

#[cfg(test)]
#[path = "gate_tests.rs"]
mod tests;
