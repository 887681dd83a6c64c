//! `wait`'s conditions: whether a node meets one, and when waiting on it is pointless.

use super::gate::{Blocker, GateState, NodeGate, TaintKind};

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
    }
}

/// Why waiting on this node is pointless, if it is.
pub fn hopeless(gate: &NodeGate, cond: Condition) -> Option<(Option<Blocker>, String)> {
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
