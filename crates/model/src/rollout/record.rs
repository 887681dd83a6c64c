//! What one node adds to one CR's rollout ([`NodeRecord`]): made once per node by the one-shot
//! command, and kept between frames by `rollout --watch`, which makes it again only for the
//! nodes a change touches.

use std::sync::Arc;

use jiff::Timestamp;

use super::Progress;
use crate::gate::{Blocker, BlockerCode, GateState, NodeGate};
use crate::keys::parse_condition_type;
use crate::policy::{DEFAULT_COMPARTMENT, PolicyView};
use crate::types::{CrView, NodeView};

/// Per-node facts kept between `add` and `finish` (64 bytes, its strings shared; no node
/// objects): a node's part in one CR's rollout. `rollout --watch` keeps them between frames and
/// makes them again only for the nodes a change touches ([`super::RolloutBuilder::record`]).
#[derive(Debug, Clone, PartialEq)]
pub struct NodeRecord {
    /// Shared by the node's records of every CR ([`NodeRecord::share_name`]) and the rows of
    /// `holding` that name it.
    pub(super) name: Arc<str>,
    /// It carries a gate taint (`gated` or `stuck`).
    pub(super) gated: bool,
    /// Released by NodeWright, yet another gate or a cordon keeps work off.
    pub(super) held_elsewhere: bool,
    pub(super) progress: Progress,
    /// Indices into the policy's named compartments whose selector matches the node.
    pub(super) matches: Box<[u16]>,
    /// When its condition says it completed (`None`: not complete, or no time recorded).
    pub(super) completed_at: Option<Timestamp>,
    pub(super) picked: bool,
    pub(super) needs_person: bool,
    pub(super) holding: Option<Box<Held>>,
}

/// What holds a node (its most important blocker that needs a person, else its stall), its
/// words shared with every frame's `holding` rows.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Held {
    pub(super) code: BlockerCode,
    pub(super) message: Arc<str>,
    pub(super) remedy: Arc<str>,
}

impl Held {
    fn of(b: &Blocker) -> Held {
        Held {
            code: b.code,
            message: b.message.as_str().into(),
            remedy: b.remedy.as_str().into(),
        }
    }
}

impl NodeRecord {
    /// The node's progress for the CR.
    pub fn progress(&self) -> Progress {
        self.progress
    }

    /// Makes the record name its node with `name` (the same text), so that the node's records
    /// share one copy of it.
    pub fn share_name(&mut self, name: &Arc<str>) {
        debug_assert_eq!(*self.name, **name);
        self.name = Arc::clone(name);
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
                        && crate::selector::matches(&c.selector, &node.labels).unwrap_or(false)
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
            .map(|b| Box::new(Held::of(b)))
    };
    Some(NodeRecord {
        name: node.name.as_str().into(),
        gated: matches!(gate.state, GateState::Gated | GateState::Stuck),
        held_elsewhere: gate.held_elsewhere(),
        progress,
        matches,
        completed_at: if complete {
            completion_time(node, cr)
        } else {
            None
        },
        picked: cr.node_priority.contains_key(&node.name),
        needs_person,
        holding,
    })
}
