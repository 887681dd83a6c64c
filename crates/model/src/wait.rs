//! `wait`'s conditions: whether a node meets one, and when waiting on it is pointless.

use serde::Serialize;

use super::gate::{Blocker, GateState, NodeGate};
use super::taint::TaintKind;

/// A condition `wait` waits for (`--for`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Condition {
    /// Every runtime-required NodeWright is complete and the gate taint is gone.
    Released,
    /// The node carries a recognised gate taint (configured or legacy).
    Gated,
    /// The node carries no gate taint at all.
    Untainted,
    /// Every runtime-required NodeWright (or the named one) is complete, taint or not.
    Complete,
    /// Released by NodeWright (or not gated by it), and no other gate holds it: no other
    /// owner's gate taint (`crate::gates`), no cordon.
    Schedulable,
}

/// Whether a node meets the condition.
pub fn met(gate: &NodeGate, cond: Condition, only_cr: Option<&str>) -> bool {
    let recognised = gate.gate_taints.iter().any(|t| {
        matches!(
            t.kind,
            TaintKind::Configured | TaintKind::Legacy | TaintKind::ValueMismatch
        )
    });
    let rr_complete = || {
        let relevant: Vec<_> = gate
            .nodewrights
            .iter()
            .filter(|c| match only_cr {
                Some(n) => c.name == n,
                None => c.runtime_required,
            })
            .collect();
        !relevant.is_empty() && relevant.iter().all(|c| c.complete)
    };
    match cond {
        Condition::Released => gate.state == GateState::Released,
        Condition::Gated => recognised,
        Condition::Untainted => gate.gate_taints.is_empty(),
        Condition::Complete => rr_complete(),
        Condition::Schedulable => gate.schedulable,
    }
}

/// Why waiting on this node is pointless, if it is: any blocker that needs a person, whatever
/// the node's state (an `exposed` node held by a batch, a `pending-taint` node whose CR is
/// paused, as much as a `stuck` one), named by the first such blocker; or, for a condition
/// that needs a runtime-required CR, none selecting the node.
pub fn hopeless(gate: &NodeGate, cond: Condition) -> Option<(Option<Blocker>, String)> {
    if let Some(b) = gate.blockers.iter().find(|b| b.code.is_stuck()) {
        let reason = format!("{}: {}", b.code.name(), b.message);
        return Some((Some(b.clone()), reason));
    }
    if gate.state == GateState::Stuck {
        let b = gate.blockers.first().cloned();
        let reason = b.as_ref().map_or("stuck".to_string(), |b| {
            format!("{}: {}", b.code.name(), b.message)
        });
        return Some((b, reason));
    }
    if matches!(cond, Condition::Released | Condition::Complete) && gate.state == GateState::Ungated
    {
        return Some((
            None,
            "no runtime-required NodeWright selects this node: nothing will gate or release it"
                .into(),
        ));
    }
    None
}

/// How one node ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
#[derive(strum::IntoStaticStr, strum::VariantArray)]
#[strum(serialize_all = "kebab-case")]
pub enum WaitOutcome {
    Met,
    Failed,
    TimedOut,
    Deleted,
    NotFound,
    /// Still pending when the user pressed Ctrl-C: not met.
    Interrupted,
}

/// The per-node result (`-o json` items).
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WaitResult {
    pub node: String,
    pub outcome: WaitOutcome,
    /// The last observed gate state.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub state: Option<GateState>,
    /// The blocker that made waiting pointless, or the first one at timeout.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub blocker: Option<Blocker>,
    /// Human-readable reason.
    pub reason: String,
    /// Seconds since the start of the wait when the node settled.
    pub after_seconds: f64,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gate::BlockerCode;

    fn gate(state: GateState, codes: &[BlockerCode]) -> NodeGate {
        NodeGate {
            name: "n".into(),
            state,
            taint: None,
            gate_taints: Vec::new(),
            blockers: codes
                .iter()
                .map(|c| Blocker {
                    code: *c,
                    message: format!("{} message", c.name()),
                    remedy: "kubectl nodewright explain n".into(),
                    root: None,
                    rule: None,
                })
                .collect(),
            nodewrights: Vec::new(),
            unschedulable: false,
            ignored: false,
            last_change: None,
            runtime_required_cordon: None,
            foreign_cordon: None,
            other_gates: Vec::new(),
            schedulable: false,
        }
    }

    #[test]
    fn any_blocker_that_needs_a_person_is_hopeless_whatever_the_state() {
        for state in [
            GateState::Exposed,
            GateState::PendingTaint,
            GateState::Gated,
            GateState::Stuck,
        ] {
            let g = gate(state, &[BlockerCode::BatchHeld, BlockerCode::Stalled]);
            let (b, reason) = hopeless(&g, Condition::Released).expect("hopeless");
            assert_eq!(b.map(|b| b.code), Some(BlockerCode::BatchHeld), "{state:?}");
            assert!(reason.starts_with("batch-held: "), "{reason}");
        }
        // The first blocker that needs a person names it, not the first blocker.
        let g = gate(
            GateState::Exposed,
            &[BlockerCode::WaitingBatch, BlockerCode::PackageErroring],
        );
        let (b, _) = hopeless(&g, Condition::Complete).expect("hopeless");
        assert_eq!(b.map(|b| b.code), Some(BlockerCode::PackageErroring));
    }

    #[test]
    fn blockers_that_may_clear_on_their_own_are_waited_on() {
        for codes in [
            &[BlockerCode::WaitingBatch][..],
            &[BlockerCode::WaitingPriority, BlockerCode::Stalled],
            &[BlockerCode::LegacyTaint, BlockerCode::Rebooted],
            &[],
        ] {
            for state in [
                GateState::Exposed,
                GateState::Gated,
                GateState::PendingTaint,
            ] {
                assert_eq!(
                    hopeless(&gate(state, codes), Condition::Released),
                    None,
                    "{state:?} {codes:?}"
                );
            }
        }
        assert!(hopeless(&gate(GateState::Ungated, &[]), Condition::Released).is_some());
        assert_eq!(
            hopeless(&gate(GateState::Ungated, &[]), Condition::Gated),
            None
        );
    }
}
