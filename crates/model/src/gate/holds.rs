//! Where a CR stands on a node that waits on it: the hold that keeps it (its own gate taint, a
//! unit's blockers, the gate's release), followed from CR to CR to the root that needs a person.

use super::batch::batch_blockers;
use super::blockers::{lifecycle_blockers, priority_blockers, state_blockers, toleration_blockers};
use super::jobs::image_pull_blockers;
use super::operator::{budget_drain_blockers, interrupt_wait_blockers};
use super::verdict::{Blocker, BlockerCode};
use super::waits::{Hold, Root, Standing, brief};
use super::{Eval, EvalInputs, add_toleration_remedy, chain, cr_ref};
use crate::taint::{TaintKind, display_taint};
use crate::types::{CrView, Taint};

/// Where a CR stands on the node of this scene: complete; stuck (the hold at the root of its
/// chain); or moving. `path` holds the CRs being followed on this node (a CR met again closes a
/// cycle: a deadlock, which needs a person).
pub(super) fn standing(s: &EvalInputs, e: &Eval, path: &mut Vec<String>) -> Standing {
    if e.on.complete {
        return Standing::Done;
    }
    // A CR being deleted goes away by itself once the operator's finalizer has run (its
    // `DeletionBlocked` condition says when it cannot): what waits behind it waits for that
    // (random worlds, seed 580: a deadlock was claimed on a CR its owner had just deleted).
    if e.cr.deleting && !deletion_blocked(e.cr) {
        return Standing::Moving;
    }
    let n = s.n();
    let c = e.cr.name.as_str();
    if s.ignored {
        return Standing::Stuck(Hold {
            root: Root {
                node: n.to_string(),
                cr: c.to_string(),
                code: BlockerCode::NodeIgnored,
            },
            message: format!(
                "{n} has the ignore label, so {} never runs there",
                cr_ref(e.cr)
            ),
            remedy: format!("kubectl nodewright node unignore {n}"),
        });
    }
    let mut b: Vec<Blocker> = Vec::new();
    if let Some(h) = own_gate_taint_hold(s, e) {
        b.push(Blocker {
            code: h.root.code,
            message: h.message,
            remedy: h.remedy,
            root: None,
            rule: None,
        });
    }
    unit_blockers(s, e, &mut b, path);
    let mut stuck: Vec<&Blocker> = b.iter().filter(|b| b.code.is_stuck()).collect();
    stuck.sort_by_key(|b| b.code.rank());
    let Some(first) = stuck.first() else {
        return Standing::Moving;
    };
    // A root with several causes of its own (a value-mismatch gate taint, a foreign taint, a
    // failing package): fixing the first leaves it held by the next, so the hold names every
    // cause and its remedy fixes each, in order (random worlds, seed 296).
    let mut h = Hold::of(n, c, first);
    if stuck.len() > 1 {
        h.message = stuck
            .iter()
            .map(|b| brief(b))
            .collect::<Vec<_>>()
            .join("; and ");
        h.remedy = chain(&stuck.iter().map(|b| b.remedy.as_str()).collect::<Vec<_>>());
    }
    Standing::Stuck(h)
}

/// The operator's `DeletionBlocked` condition on a CR being deleted (either prefix).
pub(super) fn deletion_blocked(cr: &CrView) -> bool {
    cr.conditions.iter().any(|k| {
        (k.type_ == "DeletionBlocked" || k.type_.ends_with("/DeletionBlocked"))
            && k.status == "True"
    })
}

/// A gate taint the CR's pods cannot run under and that nothing will remove: for a
/// runtime-required CR, a value-mismatch or unrecognised gate taint; for any CR, an
/// unrecognised one.
pub(super) fn own_gate_taint_hold(s: &EvalInputs, e: &Eval) -> Option<Hold> {
    let n = s.n();
    let t = s.gate_taints.iter().find(|t| match t.kind {
        TaintKind::Unrecognised => true,
        TaintKind::ValueMismatch => e.cr.runtime_required,
        _ => false,
    })?;
    let code = if t.kind == TaintKind::ValueMismatch {
        BlockerCode::TaintValueMismatch
    } else {
        BlockerCode::UnrecognisedTaint
    };
    Some(Hold {
        root: Root {
            node: n.to_string(),
            cr: e.cr.name.clone(),
            code,
        },
        message: format!(
            "{n} carries {}, which {} cannot run under",
            t.spec(),
            cr_ref(e.cr)
        ),
        remedy: if code == BlockerCode::TaintValueMismatch {
            format!("kubectl nodewright taint {n} --overwrite")
        } else {
            format!("kubectl nodewright taint {n} --replace {}", t.key)
        },
    })
}

/// The blockers of one CR on the scene's node, for its standing and, for a pending
/// runtime-required CR, for the node's own list (`cr_blockers`).
/// `path` holds the CRs being followed on this node; this one is added while its own waits are.
pub(super) fn unit_blockers(
    s: &EvalInputs,
    e: &Eval,
    blockers: &mut Vec<Blocker>,
    path: &mut Vec<String>,
) -> bool {
    path.push(e.cr.name.clone());
    lifecycle_blockers(s, e, blockers);
    toleration_blockers(s, e, blockers, path);
    let own_state = blockers.len();
    state_blockers(s, e, blockers);
    image_pull_blockers(s, e, blockers);
    budget_drain_blockers(s, e, blockers);
    interrupt_wait_blockers(s, e, blockers);
    let explained = if e.cr.disabled || e.cr.paused {
        // Resumed or enabled, it would wait behind its predecessors: those that need a person
        // are named too, so the first remedy clears the whole way (random worlds, seed 808:
        // resuming the CR left it behind a paused predecessor).
        let mut behind = Vec::new();
        priority_blockers(s, e, &mut behind, path);
        blockers.extend(behind.into_iter().filter(|b| b.code.is_stuck()));
        false
    } else {
        priority_blockers(s, e, blockers, path) || {
            let batch = blockers.len();
            let explained = batch_blockers(s, e, blockers);
            reset_after_the_fix(blockers, own_state, batch);
            explained
        }
    };
    path.pop();
    explained
}

/// A package erroring in a compartment that stopped is not retried: the operator processes
/// nothing there, picked nodes included, so fixing the package leaves the node where it was until
/// the failed nodes are reset. The erroring package's remedy then ends with that reset (random
/// worlds, seed 969: the fail label cleared, the package never ran again).
fn reset_after_the_fix(blockers: &mut [Blocker], own: usize, batch: usize) {
    let Some(reset) = blockers[batch..]
        .iter()
        .find(|b| b.code == BlockerCode::RolloutStopped && b.remedy.contains(" reset "))
        .map(|b| b.remedy.clone())
    else {
        return;
    };
    for b in blockers[own..batch]
        .iter_mut()
        .filter(|b| b.code == BlockerCode::PackageErroring)
    {
        b.remedy = chain(&[b.remedy.as_str(), reset.as_str()]);
    }
}

/// The hold on a non-runtime-required CR whose pods do not tolerate the node's recognised gate
/// taint: the operator removes that taint once every runtime-required CR selecting the node is
/// complete there, so the CR waits for them. Stuck when one of them is, or when one of them waits
/// for this CR (a deadlock: the gate waits for the CR, the CR for the gate).
pub(super) fn gate_release_hold(
    s: &EvalInputs,
    e: &Eval,
    t: &Taint,
    path: &mut Vec<String>,
) -> Option<Hold> {
    let n = s.n();
    // Every runtime-required CR must finish: one that waits behind this CR is a deadlock only a
    // toleration breaks, whatever else holds the others; one stuck on its own needs its own fix
    // too. Both are named, the deadlock first (random worlds, seeds 410, 420, 474: the remedy
    // for the first cause found left the node deadlocked by this CR).
    let mut deadlock: Option<&str> = None;
    let mut held: Option<(&str, Hold)> = None;
    for r in s.pending() {
        if r.cr.name == e.cr.name {
            continue;
        }
        if path.contains(&r.cr.name) || waits_for(s, r, &e.cr.name) {
            deadlock = deadlock.or(Some(r.cr.name.as_str()));
            continue;
        }
        if held.is_none()
            && let Standing::Stuck(h) = standing(s, r, path)
        {
            held = Some((r.cr.name.as_str(), h));
        }
    }
    let other = held.map(|(r, h)| Hold {
        message: format!(
            "{} does not tolerate the gate taint on {n}, which stays until runtime-required {r} completes there, and that needs a person: {}",
            cr_ref(e.cr),
            h.message
        ),
        ..h
    });
    let Some(r) = deadlock else {
        return other;
    };
    let mut hold = Hold {
        root: Root {
            node: n.to_string(),
            cr: e.cr.name.clone(),
            code: BlockerCode::TaintNotTolerated,
        },
        message: format!(
            "{} does not tolerate the gate taint {} on {n}, which stays until runtime-required {r} completes there, and {r} waits behind {}: a deadlock",
            cr_ref(e.cr),
            display_taint(t),
            e.cr.name
        ),
        remedy: add_toleration_remedy(e.cr, t),
    };
    if let Some(o) = other {
        hold.message = format!("{}; and {}", hold.message, o.message);
        hold.remedy = chain(&[hold.remedy.as_str(), o.remedy.as_str()]);
    }
    Some(hold)
}

/// Whether runtime-required `r` waits behind `other` on this node (priority order).
pub(super) fn waits_for(s: &EvalInputs, r: &Eval, other: &str) -> bool {
    s.sorted
        .iter()
        .find(|c| c.name == other)
        .is_some_and(|o| !o.disabled && (o.priority, &o.name) < (r.cr.priority, &r.cr.name))
}
