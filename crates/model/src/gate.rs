//! Gate states and blockers (docs/gate-states.md): the answer to "why is this node
//! still gated, and what do I do?".

use jiff::Timestamp;

use super::keys::{KeyKind, is_new_node, key, operator_group};
use super::nodestate::{
    NodeState, NodeStateError, node_complete, package_complete, package_name, progress,
};
use super::selector;
use super::taint::{cr_tolerations, gate_taints, untolerated};
use super::types::{CrFacts, CrView, Group, NodeView, OperatorConfig, Taint};

mod batch;
mod blockers;
mod compartments;
mod context;
mod holds;
mod jobs;
mod operator;
mod time_and_leftovers;
mod verdict;
mod waits;

pub use compartments::{compartment_of, wait_candidates};
pub use context::GateContext;
pub use operator::{cordon_hints, foreign_cordoned, migration_hold};
pub use time_and_leftovers::never_reconciled;
pub use verdict::*;
pub use waits::{Hold, MAX_WAIT_READS, Root, Standing, Waits};

use batch::failed_nodes;
use blockers::{operator_blockers, taint_blockers};
use holds::unit_blockers;
use operator::{
    drain_blocked_blockers, foreign_cordon, non_interrupt_blockers, operator_halted_blockers,
    rebooted_blockers, runtime_required_cordon,
};
use time_and_leftovers::{
    last_change, legacy_taint_blocker, orphaned_state_blocker, stall_blocker, unknown_value_blocker,
};

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
    let rows = package_rows(cr, parsed);
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
    // The operator writes the node's keys before the CR's record of them (docs/operator-findings.md,
    // "The CR's status lags the plugin's writes"): a record of a node that keeps no key of the CR
    // is stale, whatever it says (`erroring` after a reset of an erroring node too).
    let stale_record = (annotation_status.is_none() && observed.prefix.is_none() && !complete)
        .then_some(crs_status.as_deref())
        .flatten()
        .filter(|v| matches!(*v, "complete" | "erroring" | "in_progress"))
        .map(|v| {
            format!(
                "the CR's status.nodeStatus still says {v}, but {} has no state for it any more: the record is stale (the operator has not reconciled since the node was reset)",
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

/// Declared against observed, per package of the CR on the node: every declared package, then
/// the ones the node's state still names that the CR no longer declares.
fn package_rows(cr: &CrView, parsed: Option<&NodeState>) -> Vec<PackageRow> {
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
    rows
}

pub fn globally_complete(cr: &CrView) -> bool {
    match cr.status.as_deref() {
        Some(s) => s == "complete",
        None => facts(cr).every_node_complete,
    }
}

fn facts(cr: &CrView) -> &CrFacts {
    cr.derived.get_or_init(|| CrFacts {
        failed_nodes: failed_nodes(cr),
        every_node_complete: cr.node_status.values().all(|s| s == "complete"),
    })
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
    config.source.deployment()
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
    push_rooted(blockers, code, message, remedy, None);
}

/// [`push`] for a blocker that exists (or reads as it does) because of an operator release's
/// rule: it names the rule, so `explain` can say which release's behaviour it applied.
fn push_rule(
    blockers: &mut Vec<Blocker>,
    rule: crate::version::Rule,
    code: BlockerCode,
    message: String,
    remedy: String,
) {
    let b = Blocker {
        code,
        message,
        remedy,
        root: None,
        rule: Some(rule),
    };
    if !blockers.contains(&b) {
        blockers.push(b);
    }
}

/// [`push`] for a blocker whose wait ends elsewhere: it carries the root.
fn push_rooted(
    blockers: &mut Vec<Blocker>,
    code: BlockerCode,
    message: String,
    remedy: String,
    root: Option<Root>,
) {
    let b = Blocker {
        code,
        message,
        remedy,
        root,
        rule: None,
    };
    if !blockers.contains(&b) {
        blockers.push(b);
    }
}

/// Everything one node's evaluation works from, computed once (internal).
struct EvalInputs<'a> {
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

impl<'a> EvalInputs<'a> {
    fn new(node: &'a NodeView, ctx: &'a GateContext<'a>) -> EvalInputs<'a> {
        let config = ctx.config;
        let gate_taints = gate_taints(&node.taints, config);
        let mut sorted: Vec<&CrView> = ctx.crs.iter().collect();
        sorted.sort_by(|a, b| (a.priority, &a.name).cmp(&(b.priority, &b.name)));
        let evals: Vec<Eval> = sorted
            .iter()
            .filter(|cr| selects(cr, node))
            .map(|cr| evaluate_cr(node, cr, config))
            .collect();
        EvalInputs {
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
    /// The runtime-required CRs selecting the node that hold its gate: not those being deleted
    /// that the operator's finalizer lets go at its next pass ([`vanishing`]).
    fn rr(&self) -> Vec<&Eval<'a>> {
        self.evals
            .iter()
            .filter(|e| e.cr.runtime_required && !vanishing(e))
            .collect()
    }
    /// The runtime-required CRs selecting the node that are being deleted and go at the
    /// operator's next pass.
    fn vanishing(&self) -> Vec<&Eval<'a>> {
        self.evals
            .iter()
            .filter(|e| e.cr.runtime_required && vanishing(e))
            .collect()
    }
    /// The runtime-required CRs not complete on the node.
    fn pending(&self) -> Vec<&Eval<'a>> {
        self.rr().into_iter().filter(|e| !e.on.complete).collect()
    }
}

/// A CR being deleted that the operator lets go at its next pass: its `HandleFinalizer` (v0.15
/// 71ca22b and v0.20 90d9979d, `skyhook_controller.go`) waits only for uninstall-enabled
/// packages still in a node's state (and blocks, `DeletionBlocked`, when the CR is paused or
/// disabled with such work, or a state is malformed); with none it cleans the CR's keys off its
/// nodes and drops the finalizer in the same pass, whatever its packages are doing. The gate
/// taint is not touched: `HandleRuntimeRequired` then judges the node by the runtime-required
/// CRs that remain (none: the taint stays for good).
fn vanishing(e: &Eval) -> bool {
    if !e.cr.deleting || holds::deletion_blocked(e.cr) {
        return false;
    }
    let condition = |t: &str| {
        e.cr.conditions
            .iter()
            .any(|k| (k.type_ == t || k.type_.ends_with(&format!("/{t}"))) && k.status == "True")
    };
    if condition("UninstallInProgress") || condition("UninstallFailed") {
        return false;
    }
    let state = e.observed.state.as_ref().ok().and_then(Option::as_ref);
    !e.cr.packages.iter().any(|(k, p)| {
        p.uninstall.is_some_and(|u| u.enabled)
            && state.is_some_and(|st| st.get(package_name(k, p), &p.version).is_some())
    })
}

/// Evaluates one node: its gate state, every blocker (most important first), and every CR
/// selecting it with declared versus observed packages. One function per blocker family below.
pub fn evaluate(node: &NodeView, ctx: &GateContext) -> NodeGate {
    let s = EvalInputs::new(node, ctx);
    let mut blockers: Vec<Blocker> = Vec::new();
    operator_blockers(&s, &mut blockers);
    operator_halted_blockers(&s, &mut blockers);
    taint_blockers(&s, &mut blockers);
    let mut waiting_explained = false;
    for e in s.pending() {
        waiting_explained |= unit_blockers(&s, e, &mut blockers, &mut Vec::new());
    }
    drain_blocked_blockers(&s, &mut blockers);
    non_interrupt_blockers(&s, &mut blockers);
    let retaint = rebooted_blockers(&s, &mut blockers);
    let last_change = last_change(&s);
    stall_blocker(&s, last_change, waiting_explained, &mut blockers);
    legacy_taint_blocker(&s, &mut blockers);
    orphaned_state_blocker(&s, &mut blockers);
    unknown_value_blocker(&s, &mut blockers);
    blockers.sort_by_key(|b| b.code.rank());
    cover_the_first_code(&mut blockers);
    let state = if retaint && !s.has_gate {
        GateState::PendingTaint
    } else {
        gate_state(&s, &blockers)
    };
    let runtime_required_cordon = runtime_required_cordon(&s, state);
    let foreign_cordon = foreign_cordon(&s, state);

    let taint = [
        TaintKind::Configured,
        TaintKind::ValueMismatch,
        TaintKind::Legacy,
        TaintKind::Unrecognised,
    ]
    .iter()
    .find_map(|k| s.gate_taints.iter().find(|t| t.kind == *k))
    .cloned();

    let other_gates =
        crate::gates::other_gates(node, ctx.readiness, operator::foreign_cordoned(node));
    let schedulable = matches!(state, GateState::Released | GateState::Ungated)
        && other_gates.is_empty()
        && !node.unschedulable;
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
        foreign_cordon,
        other_gates,
        schedulable,
    }
}

/// A remedy must be sufficient: when several stuck blockers share the first one's code (two
/// paused CRs, two invalid CRs, a taint two CRs do not tolerate), fixing the object the first
/// names leaves the node where it was, blocked by the next. The first blocker's remedy then runs
/// every distinct fix of its code, in order (`&&`). Random worlds, seeds 174 and 177 (P4).
fn cover_the_first_code(blockers: &mut [Blocker]) {
    let Some(code) = blockers.first().map(|b| b.code).filter(|c| c.is_stuck()) else {
        return;
    };
    let remedies: Vec<&str> = blockers
        .iter()
        .filter(|b| b.code == code)
        .map(|b| b.remedy.as_str())
        .collect();
    blockers[0].remedy = chain(&remedies);
}

/// Several remedies as one command line, in order, each distinct part once (`&&`). A second
/// toleration patch of the same CR appends (`/spec/additionalTolerations/-`) instead of setting
/// the list: two `add` of the whole list would leave only the last toleration (random worlds,
/// seed 267: the gate's toleration replaced the foreign taint's).
fn chain(remedies: &[&str]) -> String {
    const SET: &str = r#""path":"/spec/additionalTolerations","value":["#;
    let mut parts: Vec<String> = Vec::new();
    let mut patched: Vec<String> = Vec::new();
    for part in remedies.iter().flat_map(|r| r.split(" && ")) {
        if parts.iter().any(|p| p == part) {
            continue;
        }
        let target = part
            .strip_prefix("kubectl patch ")
            .and_then(|rest| rest.split(" --type=json").next())
            .map(str::to_string);
        let mut part = part.to_string();
        if let Some(t) = &target {
            if patched.contains(t) && part.contains(SET) && part.ends_with("]}]'") {
                part = part.replacen(SET, r#""path":"/spec/additionalTolerations/-","value":"#, 1);
                part.truncate(part.len() - "]}]'".len());
                part.push_str("}]'");
            }
            patched.push(t.clone());
        }
        if !parts.contains(&part) {
            parts.push(part);
        }
    }
    parts.join(" && ")
}

/// The state from the taints, completion and blockers (docs/gate-states.md, "Gate states").
fn gate_state(s: &EvalInputs, blockers: &[Blocker]) -> GateState {
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
