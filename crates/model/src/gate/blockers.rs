//! The blocker families of one node and one pending CR: operator, taint, lifecycle,
//! toleration, node state and priority (docs/gate-states.md, "Blocker codes").

use super::holds::{gate_release_hold, standing};
use super::jobs::{drain_timeout_blocker, failed_attempt_blocker, retry_note};
use super::operator::has;
use super::verdict::{Blocker, BlockerCode};
use super::waits::{Hold, Standing};
use super::{
    Eval, EvalInputs, add_toleration_remedy, chain, cr_ref, globally_complete, operator_deployment,
    push, push_rooted, push_rule,
};
use crate::keys::LEGACY_PREFIX;
use crate::nodestate::PkgState;
use crate::taint::{GateTaint, RUNTIME_REQUIRED_VALUE, TaintKind, display_taint};
use crate::types::{CrView, OperatorConfig, Taint};
use crate::version::Rule;

/// `operator-missing`: no ready operator Deployment.
pub(super) fn operator_blockers(s: &EvalInputs, blockers: &mut Vec<Blocker>) {
    let config = s.config();
    if s.has_gate && !s.rr().is_empty() && config.operator_ready == Some(false) {
        let dep = operator_deployment(config);
        if let (Some(r), Some((ns, name))) = (&config.start_refusal, &dep) {
            // The release's own start-up check fails: rolling it out again changes nothing.
            let set: Vec<String> = r.fixes.iter().map(|(k, v)| format!("{k}={v}")).collect();
            let rule = if r.fixes.iter().any(|(k, _)| k == "RUNTIME_REQUIRED_TAINT") {
                Rule::TaintKeyRefused
            } else {
                Rule::JobTtlMinimum
            };
            push_rule(
                blockers,
                rule,
                BlockerCode::OperatorMissing,
                format!(
                    "no ready NodeWright operator: {}; nothing will run packages on {} or remove its gate taint (a changed taint key must match what your provisioner stamps on new nodes)",
                    r.message,
                    s.n()
                ),
                format!(
                    "kubectl -n {ns} set env deployment/{name} {}",
                    set.join(" ")
                ),
            );
            return;
        }
        let remedy = match dep {
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
pub(super) fn taint_blockers(s: &EvalInputs, blockers: &mut Vec<Blocker>) {
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
            orphaned_message(s, &specs),
            remedy,
        );
    }
    for t in gate_taints
        .iter()
        .filter(|t| t.kind == TaintKind::Unrecognised)
    {
        let (why, remedy, rule) = if t.key == LEGACY_PREFIX && !config.legacy_taint_recognised {
            let (why, rule) = legacy_unrecognised_why(config);
            (
                why,
                format!("kubectl nodewright migration taints {n}"),
                rule,
            )
        } else {
            (
                format!(
                    "the operator recognises only {}; fix the provisioner or set runtimeRequiredTaint",
                    config.taint
                ),
                format!("kubectl nodewright taint {n} --replace {}", t.key),
                None,
            )
        };
        let message = format!(
            "node {n} carries {} which looks like a gate but is never removed: {why}",
            t.spec()
        );
        match rule {
            Some(r) => push_rule(blockers, r, BlockerCode::UnrecognisedTaint, message, remedy),
            None => push(blockers, BlockerCode::UnrecognisedTaint, message, remedy),
        }
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

/// Why nothing will remove the node's gate taint: no runtime-required CR selects it, or the only
/// ones are being deleted (their finalizer never removes the taint).
fn orphaned_message(s: &EvalInputs, specs: &[String]) -> String {
    let n = s.n();
    let going: Vec<String> = s.vanishing().iter().map(|e| cr_ref(e.cr)).collect();
    if going.is_empty() {
        format!(
            "node {n} carries gate taint {} but no runtime-required NodeWright selects it: nothing will ever remove it",
            specs.join(", ")
        )
    } else {
        format!(
            "node {n} carries gate taint {} and the only runtime-required CR selecting it, {}, is being deleted: the operator's finalizer lets it go at its next pass and never removes the gate taint, so nothing will",
            specs.join(", "),
            going.join(", ")
        )
    }
}

/// Why the legacy `skyhook.nvidia.com` key is not recognised by this operator, and the release
/// rule that says so (`None`: the operator's version is unknown).
pub(super) fn legacy_unrecognised_why(config: &OperatorConfig) -> (String, Option<Rule>) {
    if crate::operator::operator_is_legacy(config) {
        (
            format!(
                "operator {} predates the rename ({}) and knows exactly one taint, its configured {}",
                config.version.as_deref().unwrap_or("?"),
                Rule::Rename.facts().since,
                config.taint
            ),
            Some(Rule::Rename),
        )
    } else if let Some(v) = config.version.as_deref() {
        (
            format!(
                "operator {v} is at or past the removal release, which no longer recognises the legacy key"
            ),
            Some(Rule::LegacyRemoved),
        )
    } else {
        (
            "the legacy key is no longer recognised by this operator".to_string(),
            None,
        )
    }
}

/// `cr-disabled`, `cr-paused` of the CR itself.
pub(super) fn lifecycle_blockers(s: &EvalInputs, e: &Eval, blockers: &mut Vec<Blocker>) {
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

/// `taint-not-tolerated`: a taint the CR's package pods do not tolerate. A non-runtime-required
/// CR does not tolerate the node's recognised gate taint either; that one the operator removes
/// once the runtime-required CRs are complete, so the CR waits for them, and is held only when
/// they cannot finish ([`gate_release_hold`]).
pub(super) fn toleration_blockers(
    s: &EvalInputs,
    e: &Eval,
    blockers: &mut Vec<Blocker>,
    path: &mut Vec<String>,
) {
    let n = s.n();
    let gate_kind_keys: Vec<(&str, &str)> = s
        .gate_taints
        .iter()
        .filter(|t| matches!(t.kind, TaintKind::ValueMismatch | TaintKind::Unrecognised))
        .map(|t| (t.key.as_str(), t.effect.as_str()))
        .collect();
    let released_gate = |t: &Taint| {
        s.gate_taints.iter().any(|g| {
            g.key == t.key
                && g.effect == t.effect
                && matches!(
                    g.kind,
                    TaintKind::Configured | TaintKind::Legacy | TaintKind::ValueMismatch
                )
        })
    };
    for t in e.untolerated.iter().filter(|t| {
        !gate_kind_keys.contains(&(t.key.as_str(), t.effect.as_str())) || !e.cr.runtime_required
    }) {
        if !e.cr.runtime_required && released_gate(t) {
            if let Some(h) = gate_release_hold(s, e, t, path) {
                push_rooted(
                    blockers,
                    BlockerCode::TaintNotTolerated,
                    h.message,
                    h.remedy,
                    Some(h.root),
                );
            }
            continue;
        }
        push(
            blockers,
            BlockerCode::TaintNotTolerated,
            format!(
                "taint {} on {n} is not tolerated by {}{}, so it never runs there{}",
                display_taint(t),
                if e.cr.runtime_required {
                    "runtime-required "
                } else {
                    ""
                },
                cr_ref(e.cr),
                if e.cr.runtime_required {
                    " and the gate stays"
                } else {
                    ""
                }
            ),
            tolerate_everywhere_remedy(s, e, t),
        );
    }
}

/// The toleration patch for every CR on the node whose pods do not tolerate `t` and that the
/// gate waits for (runtime-required CRs not complete there, and the predecessors of one), `e`
/// first, joined with `&&`: patching one of several leaves the node where it was, blocked by
/// the next.
fn tolerate_everywhere_remedy(s: &EvalInputs, e: &Eval, t: &Taint) -> String {
    let mut patches = vec![add_toleration_remedy(e.cr, t)];
    let pending = s.pending();
    let waited_for = |x: &Eval| {
        x.cr.runtime_required
            || pending
                .iter()
                .any(|r| (x.cr.priority, &x.cr.name) < (r.cr.priority, &r.cr.name))
    };
    for other in s.evals.iter().filter(|x| !x.on.complete && !x.cr.disabled) {
        if other.cr.name != e.cr.name && other.untolerated.contains(t) && waited_for(other) {
            let p = add_toleration_remedy(other.cr, t);
            if !patches.contains(&p) {
                patches.push(p);
            }
        }
    }
    chain(&patches.iter().map(String::as_str).collect::<Vec<_>>())
}

/// `state-malformed`, `package-erroring`: what the node's own state annotation says.
pub(super) fn state_blockers(s: &EvalInputs, e: &Eval, blockers: &mut Vec<Blocker>) {
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
        let config = s.config();
        let stage_failures = has(config, Rule::ErroringWhenStageFails);
        let node_erroring = e.on.status.as_deref() == Some("erroring");
        let mut erroring = 0;
        for entry in state
            .entries
            .values()
            .filter(|x| x.state.as_ref().is_some_and(PkgState::is_erroring))
        {
            erroring += 1;
            let logs = format!(
                "kubectl nodewright package logs {} --nodewright {c} --node {n}",
                entry.name
            );
            if stage_failures && !node_erroring {
                failed_attempt_blocker(s, e, entry, logs, blockers);
                continue;
            }
            let (note, rule) = if stage_failures {
                (
                    "its stage gave up; the operator leaves it until a package rerun, a reset or a package change".to_string(),
                    Some(Rule::ErroringWhenStageFails),
                )
            } else {
                (
                    retry_note(config).to_string(),
                    has(config, Rule::StagesAsJobs).then_some(Rule::StagesAsJobs),
                )
            };
            let b = Blocker {
                code: BlockerCode::PackageErroring,
                message: format!(
                    "package {} {} of {} is {} on {n} at stage {} ({} restarts recorded); {}",
                    entry.name,
                    entry.version,
                    cr_ref(cr),
                    entry.state.as_ref().map_or("unknown", PkgState::as_str),
                    entry.stage,
                    entry.restarts.unwrap_or(0),
                    note
                ),
                remedy: logs,
                root: None,
                rule,
            };
            if !blockers.contains(&b) {
                blockers.push(b);
            }
        }
        if stage_failures && node_erroring && erroring == 0 {
            drain_timeout_blocker(s, e, blockers);
        }
    }
}

/// `waiting-priority`, or, when the predecessor will not finish without a person,
/// `priority-held` (or the predecessor's own `cr-paused` / `taint-not-tolerated` on this node),
/// as the operator's `IsNodeReadyForSkyhook`: every higher-priority CR that is not disabled must
/// be complete on this node (`sequencing: node`) or everywhere (`sequencing: all`); paused ones
/// block. Followed to the root: the predecessor's own standing on this node, and for
/// `sequencing: all` its holds on the nodes read by name. Returns whether the CR waits behind
/// another.
pub(super) fn priority_blockers(
    s: &EvalInputs,
    e: &Eval,
    blockers: &mut Vec<Blocker>,
    path: &mut Vec<String>,
) -> bool {
    let (cr, n) = (e.cr, s.n());
    // How the waiting CR is named: the gate's CRs as before, any other by kind.
    let c = if cr.runtime_required {
        format!("runtime-required {}", cr.name)
    } else {
        cr_ref(cr)
    };
    let mut behind = false;
    for other in s.sorted.iter().copied() {
        if other.name == cr.name
            || other.disabled
            || (other.priority, &other.name) >= (cr.priority, &cr.name)
        {
            continue;
        }
        let o = s.evals.iter().find(|x| x.cr.name == other.name);
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
        let local = match o {
            Some(o) if !path.contains(&o.cr.name) => match standing(s, o, path) {
                Standing::Stuck(h) => Some(h),
                _ => None,
            },
            _ => None,
        };
        let hold = local.or_else(|| {
            (!per_node)
                .then(|| s.ctx.waits.global_hold(other))
                .flatten()
        });
        let Some(h) = hold else {
            push(
                blockers,
                BlockerCode::WaitingPriority,
                format!(
                    "{c} waits for {} (priority {}), which {why}",
                    cr_ref(other),
                    other.priority
                ),
                format!("kubectl nodewright status {n} --nodewright {}", other.name),
            );
            continue;
        };
        push_held_behind(blockers, (&c, other, &why, n), h);
    }
    behind
}

/// A CR waits for `other`, earlier by priority, which will not finish without a person: named
/// after the root when it is `other`'s own (paused, or never running on the node), else
/// priority-held with the root's remedy.
fn push_held_behind(
    blockers: &mut Vec<Blocker>,
    (c, other, why, n): (&str, &CrView, &str, &str),
    h: Hold,
) {
    let own = h.root.cr == other.name && (h.root.node == n || h.root.node.is_empty());
    match h.root.code {
        BlockerCode::CrPaused if own => {
            // Resumed, the predecessor may still be held by a cause of its own (a gate taint it
            // does not tolerate: a deadlock): its hold names every cause, and the remedy fixes
            // each in order (`delete-blocked-when-paused`).
            let resume = format!("kubectl nodewright resume {}", other.name);
            let more = h.remedy != resume && h.remedy.contains(" && ");
            push_rooted(
                blockers,
                BlockerCode::CrPaused,
                format!(
                    "{} (priority {}) is paused and {why}; {c} waits behind it{}",
                    cr_ref(other),
                    other.priority,
                    if more {
                        let rest = h
                            .message
                            .split_once("; and ")
                            .map_or(h.message.as_str(), |(_, r)| r);
                        format!("; once resumed it is still held by {rest}")
                    } else {
                        String::new()
                    }
                ),
                if more { h.remedy.clone() } else { resume },
                Some(h.root),
            )
        }
        BlockerCode::TaintNotTolerated if own => push_rooted(
            blockers,
            BlockerCode::TaintNotTolerated,
            format!(
                "{} (priority {}) never runs on {n}: {}; {c} waits behind it forever",
                cr_ref(other),
                other.priority,
                h.message
            ),
            h.remedy,
            Some(h.root),
        ),
        _ => push_rooted(
            blockers,
            BlockerCode::PriorityHeld,
            format!(
                "{c} waits for {} (priority {}), which {why} and will not finish without a person: {}",
                cr_ref(other),
                other.priority,
                h.message
            ),
            h.remedy,
            Some(h.root),
        ),
    }
}
