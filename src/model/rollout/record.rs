//! What one node adds to one CR's rollout ([`NodeRecord`]): made once per node by the one-shot
//! command, and kept between frames by `rollout --watch`, which makes it again only for the
//! nodes a change touches.

use jiff::Timestamp;

use super::Progress;
use crate::model::gate::{Blocker, BlockerCode, GateState, NodeGate};
use crate::model::keys::parse_condition_type;
use crate::model::policy::{DEFAULT_COMPARTMENT, PolicyView};
use crate::model::types::{CrView, NodeView};

/// Per-node facts kept between `add` and `finish` (a few dozen bytes; no node objects): a
/// node's part in one CR's rollout. `rollout --watch` keeps them between frames and makes them
/// again only for the nodes a change touches ([`super::RolloutBuilder::record`]).
#[derive(Debug, Clone, PartialEq)]
pub struct NodeRecord {
    pub(super) name: String,
    /// It carries a gate taint (`gated` or `stuck`).
    pub(super) gated: bool,
    pub(super) progress: Progress,
    /// Indices into the policy's named compartments whose selector matches the node.
    pub(super) matches: Vec<u16>,
    pub(super) completed_at: Option<Timestamp>,
    pub(super) picked: bool,
    pub(super) needs_person: bool,
    /// Not complete, and its compartment will not reach it until a person acts (stopped, or
    /// held while it waits to be picked), whatever its own blockers say.
    pub(super) held_back: bool,
    pub(super) holding: Option<Blocker>,
}

impl NodeRecord {
    /// The node's progress for the CR.
    pub fn progress(&self) -> Progress {
        self.progress
    }
}

/// The completion time the operator recorded for a CR on a node: the `lastTransitionTime` of
/// its `<prefix>/<cr>/NotReady` condition when that condition is `False` (the node became
/// ready for the CR then). Either of a logical CR's names, either prefix; the latest wins.
pub fn completion_time(node: &NodeView, cr: &CrView) -> Option<Timestamp> {
    node.conditions
        .iter()
        .filter(|c| c.status == "False")
        .filter_map(|c| {
            let (_, name, which) = parse_condition_type(&c.type_)?;
            let ours = name == cr.name || cr.mirrored_from.as_deref() == Some(name);
            (ours && which == "NotReady").then_some(())?;
            c.last_transition_time.as_deref()?.parse::<Timestamp>().ok()
        })
        .max()
}

/// The node's record for `cr` (with its `policy`), from the node and its verdict; `None`: the CR
/// does not select it.
pub(super) fn record(
    cr: &CrView,
    policy: Option<&PolicyView>,
    node: &NodeView,
    gate: &NodeGate,
) -> Option<NodeRecord> {
    // The gate evaluation lists every CR selecting the node; a node it did not list is not
    // ours. Its package rows must be present (evaluate fills them).
    let on = gate.nodewrights.iter().find(|c| c.name == cr.name)?;
    let progress = Progress::of(on);
    let matches = policy
        .map(|p| {
            p.compartments
                .iter()
                .enumerate()
                .filter(|(_, c)| {
                    c.name != DEFAULT_COMPARTMENT
                        && crate::model::selector::matches(&c.selector, &node.labels)
                            .unwrap_or(false)
                })
                .map(|(i, _)| i as u16)
                .collect()
        })
        .unwrap_or_default();
    let complete = progress == Progress::Complete;
    let needs_person = !complete
        && (matches!(
            progress,
            Progress::Erroring | Progress::Blocked | Progress::Paused
        ) || gate.blockers.iter().any(|b| b.code.is_stuck()));
    // The node's most important blocker that needs a person, else a stall.
    let holding = if complete {
        None
    } else {
        gate.blockers
            .iter()
            .find(|b| b.code.is_stuck())
            .or_else(|| {
                gate.blockers
                    .iter()
                    .find(|b| b.code == BlockerCode::Stalled)
            })
            .cloned()
    };
    Some(NodeRecord {
        name: node.name.clone(),
        gated: matches!(gate.state, GateState::Gated | GateState::Stuck),
        progress,
        matches,
        completed_at: if complete {
            completion_time(node, cr)
        } else {
            None
        },
        picked: cr.node_priority.contains_key(&node.name),
        needs_person,
        held_back: false,
        holding,
    })
}
