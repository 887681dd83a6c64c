//! Time and leftovers: the last change, `stalled`, `legacy-taint`, `orphaned-state`, and
//! `unknown-value` (a value the operator never writes).

use jiff::Timestamp;

use super::verdict::{Blocker, BlockerCode};
use super::{EvalInputs, cr_ref, operator_logs_remedy, parse_time, push, push_rule, state_names};
use crate::keys::{KeyKind, cr_names_in, key, parse_condition_type};
use crate::nodestate::PkgState;
use crate::taint::TaintKind;
use crate::types::{CrView, Group, TaintSpec};
use crate::version::Rule;

/// The latest change recorded on the node: its own per-CR conditions, else (a node the operator
/// has written nothing on yet) its runtime-required CRs' conditions.
pub(super) fn last_change(s: &EvalInputs) -> Option<Timestamp> {
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
    // A write of the plugin's own (regate, reset, ...) is a change too (docs/operator-findings.md, "The plugin's own writes are changes").
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
            // (docs/operator-findings.md, "One invalid CR halts the operator for every CR": without this such a node could never be flagged).
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
pub(super) fn stall_blocker(
    s: &EvalInputs,
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
pub(super) fn legacy_taint_blocker(s: &EvalInputs, blockers: &mut Vec<Blocker>) {
    let only_legacy = s.gate_taints.iter().any(|t| t.kind == TaintKind::Legacy)
        && !s
            .gate_taints
            .iter()
            .any(|t| matches!(t.kind, TaintKind::Configured | TaintKind::ValueMismatch));
    if only_legacy {
        push_rule(
            blockers,
            Rule::LegacyRemoved,
            BlockerCode::LegacyTaint,
            format!(
                "node {} is gated only by the legacy {} taint: {} removes it today, no operator removes it from the removal release ({} unless --removal-version) on",
                s.n(),
                TaintSpec::legacy(),
                s.config()
                    .version
                    .as_deref()
                    .map_or_else(|| "the operator".to_string(), |v| format!("operator {v}")),
                Rule::LegacyRemoved.facts().since
            ),
            "kubectl nodewright migration status".to_string(),
        );
    }
}

/// `orphaned-state`: keys of CRs that no longer exist (reported, never blocking).
pub(super) fn orphaned_state_blocker(s: &EvalInputs, blockers: &mut Vec<Blocker>) {
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

/// The Status values the operator writes (docs/operator-data.md, "The custom resource").
const STATUSES: [&str; 8] = [
    "complete",
    "blocked",
    "waiting",
    "disabled",
    "paused",
    "in_progress",
    "erroring",
    "unknown",
];

/// `unknown-value`: a CR's status on the node, or one of its packages' states, that the operator
/// never writes. The plugin reads the node by its packages then; the blocker says so, instead of
/// a gated node that looks like packages running.
pub(super) fn unknown_value_blocker(s: &EvalInputs, blockers: &mut Vec<Blocker>) {
    for e in &s.evals {
        let mut odd: Vec<String> = [e.on.status.as_deref(), e.on.cr_node_status.as_deref()]
            .into_iter()
            .flatten()
            .filter(|v| !STATUSES.contains(v))
            .map(|v| format!("status {v:?}"))
            .collect();
        odd.dedup();
        if let Ok(Some(state)) = &e.observed.state {
            odd.extend(state.entries.values().filter_map(|p| match &p.state {
                Some(PkgState::Other(v)) => Some(format!("package {} state {v:?}", p.name)),
                _ => None,
            }));
        }
        if odd.is_empty() {
            continue;
        }
        push(
            blockers,
            BlockerCode::UnknownValue,
            format!(
                "{} on {}: {} unknown to the operator; read as {} ({}/{} packages complete)",
                cr_ref(e.cr),
                s.n(),
                odd.join(", "),
                if e.on.complete {
                    "complete"
                } else {
                    "not complete"
                },
                e.on.packages_complete,
                e.on.packages_total
            ),
            format!("kubectl nodewright annotations {}", s.n()),
        );
    }
}
