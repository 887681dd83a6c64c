//! What the operator itself does to every node: the migration hold and `operator-halted`,
//! `drain-blocked`, `rebooted` and the runtime-required cordon.

use super::verdict::{Blocker, BlockerCode, GateState};
use super::waits::Root;
use super::{Eval, EvalInputs, cr_ref, push, push_rooted, push_rule, state_names};
use crate::nodestate::{PkgState, package_name};
use crate::taint::{TaintKind, display_taint};
use crate::types::{CrView, Group, NodeView, OperatorConfig, Taint};
use crate::version::Rule;

/// The legacy Skyhooks that hold a v0.18+ operator's migration: status not empty, complete,
/// paused or disabled (docs/operator-data.md, "What stops reconciliation for every CR").
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

/// Whether the running operator (known version only) has the behaviour of `rule`.
pub(super) fn has(config: &OperatorConfig, rule: Rule) -> bool {
    rule.holds(config.version.as_deref()) == Some(true)
}

/// `operator-halted`: the operator reconciles nothing, for every CR. Raised on nodes its gate
/// waits on (a gate taint and a runtime-required CR): an invalid CR (its own `Validate()`,
/// `model::validate`, rules of the running version), or the v0.18+ migration hold.
pub(super) fn operator_halted_blockers(s: &EvalInputs, blockers: &mut Vec<Blocker>) {
    // A node without the gate is held too while a runtime-required CR is pending on it (an
    // `exposed` node of the invalid CR itself): nothing runs there until the halt ends.
    if s.rr().is_empty() || (!s.has_gate && s.pending().is_empty()) {
        return;
    }
    let config = s.config();
    malformed_state_halt(s, blockers);
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
    if has(config, Rule::MigrationHold) && !s.ctx.migration_hold.is_empty() {
        let list: Vec<String> = s
            .ctx
            .migration_hold
            .iter()
            .map(|(name, st)| format!("{name} ({st})"))
            .collect();
        push_rule(
            blockers,
            Rule::MigrationHold,
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

/// `operator-halted` by a `nodeState_` annotation that does not parse on any node of a CR that
/// is not paused: the operator's `UpsertConfigmaps` and `ValidateRunningPackages` read every
/// node's state and return the error, which ends every pass at that CR, before any package runs
/// and before the gate taint is removed anywhere (v0.15 `Reconcile`, `skyhook_controller.go`).
/// Seen on other nodes through the CR's `NodeStateMalformed` condition.
fn malformed_state_halt(s: &EvalInputs, blockers: &mut Vec<Blocker>) {
    for cr in s.sorted.iter().filter(|c| !c.paused) {
        // The malformed node itself says so with its own fix (`state-malformed`).
        let own = s
            .evals
            .iter()
            .any(|e| e.cr.name == cr.name && e.observed.state.is_err());
        if own {
            continue;
        }
        let Some(k) = cr.conditions.iter().find(|k| {
            (k.type_ == "NodeStateMalformed" || k.type_.ends_with("/NodeStateMalformed"))
                && k.status == "True"
        }) else {
            continue;
        };
        push(
            blockers,
            BlockerCode::OperatorHalted,
            format!(
                "the operator ends every pass at {}: {}; no package runs and no gate taint is removed for any CR until that state is fixed",
                cr_ref(cr),
                k.message
                    .as_deref()
                    .unwrap_or("a nodeState annotation cannot be parsed")
            ),
            // Lists the malformed nodes with their own fix (`node reset`).
            format!(
                "kubectl nodewright status --nodewright {} --state stuck",
                cr.name
            ),
        );
    }
}

/// The pods a v0.20 operator recorded on the node as blocking `e`'s drain
/// (`drainBlocked_<CR>`, either prefix): namespace, name, and why.
pub(super) fn drain_blockers_of(s: &EvalInputs, e: &Eval) -> Vec<(String, String, &'static str)> {
    state_names(e.cr)
        .iter()
        .find_map(|(g, name)| {
            s.node
                .annotations
                .get(&format!("{}/drainBlocked_{name}", g.domain()))
        })
        .map(|v| {
            crate::drain::recorded_blockers(v)
                .into_iter()
                .map(|b| {
                    let why = b.why();
                    (b.namespace, b.name, why)
                })
                .collect()
        })
        .unwrap_or_default()
}

/// `drain-blocked` (v0.20+, rule `drain-blocked-recorded`): the operator's `drainBlocked_<CR>`
/// annotation on the node, naming the pods and why each blocks. The operator retries every 30 s
/// and carries on with other nodes; nothing moves until the pods go (or, with a
/// `drainConfig.timeout`, the node ends `erroring` and cordoned): a person acts. Deleting the
/// named pods frees the drain whatever the reason (their controllers place them again).
pub(super) fn drain_blocked_blockers(s: &EvalInputs, blockers: &mut Vec<Blocker>) {
    if !s.has_gate {
        return;
    }
    let n = s.n();
    for e in s.pending() {
        for (g, name) in state_names(e.cr) {
            let k = format!("{}/drainBlocked_{name}", g.domain());
            let Some(v) = s.node.annotations.get(&k) else {
                continue;
            };
            let pods = drain_blockers_of(s, e);
            let (what, remedy) = if pods.is_empty() {
                (
                    format!("({k}={v})"),
                    format!("kubectl get pods -A --field-selector spec.nodeName={n}"),
                )
            } else {
                (
                    pods.iter()
                        .map(|(ns, p, why)| format!("{ns}/{p} ({why})"))
                        .collect::<Vec<_>>()
                        .join(", "),
                    pods.iter()
                        .map(|(ns, p, _)| format!("kubectl -n {ns} delete pod {p}"))
                        .collect::<Vec<_>>()
                        .join(" && "),
                )
            };
            push_rule(
                blockers,
                Rule::DrainBlockedRecorded,
                BlockerCode::DrainBlocked,
                format!(
                    "the drain before an interrupt of {} on {n} is blocked by {what}: the operator retries every 30 s, and nothing moves until they go (relax the budget or drainConfig, or delete the pods; with a drainConfig.timeout the node ends erroring, cordoned)",
                    cr_ref(e.cr)
                ),
                remedy,
            );
        }
    }
}

/// `drain-blocked` before v0.20, where the operator writes nothing about it: the CR's next
/// package on the node has an interrupt, so the operator must drain the node first, and a pod it
/// must evict there is covered by a PodDisruptionBudget that allows no disruption. The eviction
/// fails on every pass (the cordon and the pick are not even saved), so the package never starts.
pub(super) fn budget_drain_blockers(s: &EvalInputs, e: &Eval, blockers: &mut Vec<Blocker>) {
    let n = s.n();
    let Some(pods) = s.ctx.waits.undrainable.get(n) else {
        return;
    };
    let config = s.config();
    if Rule::DrainBlockedRecorded.holds(config.version.as_deref()) == Some(true) {
        return; // v0.20 says so itself (`drainBlocked_`, drain_blocked_blockers).
    }
    let Some(p) = next_interrupt_package(e) else {
        return;
    };
    let list: Vec<String> = pods.iter().map(ToString::to_string).collect();
    // What frees the drain: the pods gone from the node (their controllers place them again),
    // or budgets that allow a disruption. Deleting is the command that works whatever the
    // budget controller does; the message names the budgets to relax instead.
    let remedy = pods
        .iter()
        .map(|p| format!("kubectl -n {} delete pod {}", p.namespace, p.name))
        .collect::<Vec<_>>()
        .join(" && ");
    push(
        blockers,
        BlockerCode::DrainBlocked,
        format!(
            "package {p} of {} has an interrupt, so the operator must drain {n} first, and {} cannot be evicted: the eviction is refused on every pass and the package never starts. Relax the budget, or delete the pod (bypassing the budget) to let the drain go through",
            cr_ref(e.cr),
            list.join(", ")
        ),
        remedy,
    );
}

/// An interrupt that waits for ever: the operator starts a CR's interrupt on a node only once no
/// package pod of any CR is left there (v0.15 `Interrupt` and `HasRunningPackages`,
/// `skyhook_controller.go`), and another CR's package crash-loops there, so its pod never goes
/// away. The chain ends at that package (random worlds, seed 304).
pub(super) fn interrupt_wait_blockers(s: &EvalInputs, e: &Eval, blockers: &mut Vec<Blocker>) {
    let n = s.n();
    let Ok(Some(state)) = &e.observed.state else {
        return;
    };
    let Some(p) = e.cr.packages.iter().find_map(|(k, p)| {
        p.interrupt.as_ref()?;
        let x = state.get(package_name(k, p), &p.version)?;
        let done = |st: &Option<PkgState>| st.as_ref().is_some_and(|v| v.as_str() == "complete");
        let due = match x.stage.as_str() {
            "config" => done(&x.state),
            "interrupt" => !done(&x.state),
            _ => false,
        };
        due.then_some(package_name(k, p))
    }) else {
        return;
    };
    for other in s.evals.iter().filter(|o| o.cr.name != e.cr.name) {
        let Ok(Some(st)) = &other.observed.state else {
            continue;
        };
        let Some(bad) = st
            .entries
            .values()
            .find(|x| x.state.as_ref().is_some_and(PkgState::is_erroring))
        else {
            continue;
        };
        push_rooted(
            blockers,
            BlockerCode::PackageErroring,
            format!(
                "the interrupt of package {p} of {} waits until no package pod of any CR is left on {n}, and package {} of {} crash-loops there, so its pod never goes away",
                cr_ref(e.cr),
                bad.name,
                cr_ref(other.cr)
            ),
            format!(
                "kubectl nodewright package logs {} --nodewright {} --node {n}",
                bad.name, other.cr.name
            ),
            Some(Root {
                node: n.to_string(),
                cr: other.cr.name.clone(),
                code: BlockerCode::PackageErroring,
            }),
        );
        return;
    }
}

/// The package of `e` with an interrupt that runs next on the node: not started (or still at
/// `apply`) and every `dependsOn` complete.
fn next_interrupt_package<'a>(e: &'a Eval) -> Option<&'a str> {
    let state = e.observed.state.as_ref().ok()?.as_ref();
    e.cr.packages.iter().find_map(|(k, p)| {
        p.interrupt.as_ref()?;
        let name = package_name(k, p);
        let entry = state.and_then(|st| st.get(name, &p.version));
        let not_started = entry.is_none_or(|x| {
            x.stage.as_str() == "apply"
                && x.state.as_ref().is_none_or(|st| st.as_str() != "complete")
        });
        let deps_done = p.depends_on.iter().all(|(d, v)| {
            e.cr.packages
                .iter()
                .find(|(dk, dp)| package_name(dk, dp) == d && dp.version == *v)
                .is_some_and(|(dk, dp)| {
                    state.is_some_and(|st| crate::nodestate::package_complete(st, dk, dp, e.cr))
                })
        });
        (not_started && deps_done).then_some(name)
    })
}

/// `rebooted`: the node's boot ID differs from the one a runtime-required CR recorded
/// (`status.nodeBootIds`) and the operator runs with `REAPPLY_ON_REBOOT=true`: it will reset the
/// node's state for that CR and re-run its packages. From v0.17.0 (rule `reboot-retaint`) the
/// operator re-taints too when the CR has `autoTaintNewNodes` and no recognised taint is on the
/// node (returned `true`: the node is `pending-taint`); v0.15 resets only. With the flag off the operator only records the new
/// ID, and nothing is reported.
pub(super) fn rebooted_blockers(s: &EvalInputs, blockers: &mut Vec<Blocker>) -> bool {
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
        let taints = has(config, Rule::RebootRetaint) && e.cr.auto_taint_new_nodes && !recognised;
        retaint |= taints;
        push_rule(
            blockers,
            Rule::RebootRetaint,
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
pub(super) fn runtime_required_cordon(s: &EvalInputs, state: GateState) -> Option<String> {
    let k = format!("{}/runtimeRequiredCordon", crate::keys::NEW_PREFIX);
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

/// Whether the node is cordoned and carries no NodeWright cordon marker: no `cordon_*` nor
/// `runtimeRequiredCordon` annotation under either prefix (NVIDIA's own check in the v0.20.0
/// release notes, "After upgrading, check for nodes this leaves cordoned"). `upgrade check`
/// asks the same question (rule `foreign-cordon-kept`).
pub fn foreign_cordoned(node: &NodeView) -> bool {
    let ours = node.annotations.keys().any(|k| {
        [Group::Nodewright, Group::Skyhook].iter().any(|g| {
            k.strip_prefix(g.domain())
                .and_then(|r| r.strip_prefix('/'))
                .is_some_and(|r| r.starts_with("cordon_") || r == "runtimeRequiredCordon")
        })
    });
    node.unschedulable && !ours
}

/// Who else may hold a node's cordon, as far as the node shows: its taints other than the
/// unschedulable one and the gate's (`is_gate`), and labels or annotations outside the
/// operator's prefixes that speak of a cordon or a quarantine.
pub fn cordon_hints(node: &NodeView, is_gate: impl Fn(&Taint) -> bool) -> Vec<String> {
    node.taints
        .iter()
        .filter(|t| t.key != "node.kubernetes.io/unschedulable" && !is_gate(t))
        .map(display_taint)
        .chain(
            node.annotations
                .keys()
                .chain(node.labels.keys())
                .filter(|k| {
                    let l = k.to_ascii_lowercase();
                    !k.starts_with(Group::Nodewright.domain())
                        && !k.starts_with(Group::Skyhook.domain())
                        && (l.contains("cordon") || l.contains("quarantin"))
                })
                .cloned(),
        )
        .collect()
}

/// A cordon NodeWright did not place: the node is unschedulable and carries no `cordon_*` (either
/// prefix) nor `runtimeRequiredCordon` annotation (NVIDIA's own check in the v0.20.0 release
/// notes, "After upgrading, check for nodes this leaves cordoned"). Released, it says who holds
/// the cordon as far as the node shows and that no operator release lifts it; still gated, what
/// the running operator will do with it at its interrupt: from v0.20 (rule
/// `foreign-cordon-kept`) drain and interrupt under it and leave it, before v0.20 adopt it and
/// lift it when done (`docs/architecture/interrupt-flow.md`, "Cordons NodeWright Did Not
/// Create").
pub(super) fn foreign_cordon(s: &EvalInputs, state: GateState) -> Option<String> {
    let node = s.node;
    let n = s.n();
    if !foreign_cordoned(node) {
        return None;
    }
    let hints = cordon_hints(node, |t| {
        s.gate_taints
            .iter()
            .any(|g| g.key == t.key && g.effect == t.effect)
    });
    let who = if hints.is_empty() {
        "something other than NodeWright (no cordon_* or runtimeRequiredCordon annotation; nothing on the node says who: kubectl cordon, or a controller that leaves no mark)".to_string()
    } else {
        format!(
            "something other than NodeWright (no cordon_* or runtimeRequiredCordon annotation; the node also carries {})",
            hints.join(", ")
        )
    };
    let config = s.config();
    match state {
        GateState::Released => Some(format!(
            "released from the gate, yet cordoned by {who}: workloads cannot land, and no NodeWright release lifts a cordon it did not place; once whoever cordoned it is done: kubectl uncordon {n}"
        )),
        GateState::Gated | GateState::Stuck
            if s.pending().iter().any(|e| {
                e.cr.packages
                    .values()
                    .any(|p| p.interrupt.is_some() || !p.config_interrupts.is_empty())
            }) =>
        {
            let v = config.version.as_deref().unwrap_or("?");
            Some(
                match Rule::ForeignCordonKept.holds(config.version.as_deref()) {
                    Some(true) => format!(
                        "cordoned by {who}: operator {v} drains and interrupts under that cordon and leaves the node cordoned when done (rule foreign-cordon-kept, since {}); afterwards, once whoever cordoned it is done: kubectl uncordon {n}",
                        Rule::ForeignCordonKept.facts().since
                    ),
                    Some(false) => format!(
                        "cordoned by {who}: operator {v} adopts this cordon at its interrupt and lifts it when done, even if whoever placed it still needs it (from {} the operator keeps it, rule foreign-cordon-kept)",
                        Rule::ForeignCordonKept.facts().since
                    ),
                    None => format!(
                        "cordoned by {who}: an operator from {} leaves it cordoned after its interrupt, an older one lifts it",
                        Rule::ForeignCordonKept.facts().since
                    ),
                },
            )
        }
        GateState::Gated | GateState::Stuck => Some(format!("cordoned by {who}")),
        _ => None,
    }
}

/// `waiting-workloads` (v0.20+, rule `non-interrupt-pods-condition`): the CR's `Blocked`
/// condition with reason `NonInterruptPodsRunning` names this node (its message lists up to 10
/// nodes: "2 nodes blocked by non-interrupt pods (node-a, node-b). Waiting.", or says the list
/// was truncated). The node is cordoned and waits, with no bound and no drain timeout, for the
/// pods matching the CR's `podNonInterruptLabels` to finish (`skyhook_controller.go` @
/// 90d9979d, `updateDrainBlockedCondition`, `HasNonInterruptWork`): they end by themselves or a
/// person ends them.
pub(super) fn non_interrupt_blockers(s: &EvalInputs, blockers: &mut Vec<Blocker>) {
    let n = s.n();
    for e in s.pending() {
        let Some(k) = e.cr.conditions.iter().find(|k| {
            (k.type_ == "Blocked" || k.type_.ends_with("/Blocked"))
                && k.status == "True"
                && k.reason.as_deref() == Some("NonInterruptPodsRunning")
        }) else {
            continue;
        };
        let msg = k.message.as_deref().unwrap_or("");
        let listed = msg
            .split_once('(')
            .and_then(|(_, rest)| rest.split_once(')'))
            .is_some_and(|(list, _)| list.split(", ").any(|x| x.trim() == n));
        if !listed && !msg.contains("list truncated") {
            continue;
        }
        push_rule(
            blockers,
            Rule::NonInterruptPodsCondition,
            BlockerCode::WaitingWorkloads,
            format!(
                "{n} is cordoned and waits for the pods matching podNonInterruptLabels of {} to finish before the operator drains it (condition Blocked, NonInterruptPodsRunning: {msg:?}); the wait has no bound and no drain timeout",
                cr_ref(e.cr)
            ),
            format!("kubectl get pods -A --field-selector spec.nodeName={n}"),
        );
    }
}
