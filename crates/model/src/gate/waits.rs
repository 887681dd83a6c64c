//! Every wait to its root (docs/gate-states.md): what a CR on a node waits for, followed across CRs and
//! nodes until it ends in something moving (the node is `gated`) or in something that needs a
//! person (the node is `stuck`, and the blocker names the chain and its `root`).
//!
//! The operator (v0.15 `internal/controller`) decides whether a CR runs on a node from other CRs
//! and other nodes:
//! - `IsNodeReadyForSkyhook` (`cluster_state_v2.go`): every higher-priority CR that is not
//!   disabled must be complete on this node (`sequencing: node`, the default) or on every node it
//!   selects (`sequencing: all`); a paused one blocks;
//! - `Compartment.GetNodesForNextBatch` (`internal/wrapper/compartment.go`): a compartment with
//!   `batchState.shouldStop` processes nothing; otherwise the batch is its in-progress nodes, else
//!   its picked nodes (`status.nodePriority`) that are not complete ("sticky"), and only when
//!   both are empty does it pick new nodes. A picked node that cannot finish holds every other
//!   node of its compartment;
//! - `BuildState` and `AssignNodeToCompartment` (`cluster_state_v2.go`): a CR's nodes are every
//!   node its selector matches (ignored ones included); each falls in the safest matching
//!   compartment of the CR's DeploymentPolicy, else the default one; no policy named: one
//!   default compartment; a policy named but missing: no compartment, nothing is processed;
//! - `SelectNodes`: package pods tolerate the cordon, the CR's `additionalTolerations` and, for a
//!   runtime-required CR only, the gate taint; a node with a taint they do not tolerate, or the
//!   ignore label, is `blocked` and never picked.
//!
//! One node's evaluation sees only that node. What it needs from other nodes (the holders of a
//! batch, the nodes a `sequencing: all` predecessor has not finished) comes from [`Waits`]: the
//! nodes the CRs' status names as candidates, read by name and settled here to a fixpoint.
//! Where a CR stands on a node that waits on it is `standing.rs`; batches, compartments and the
//! nodes to read are `compartments.rs`.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::compartments::{
    batch_members, compartment_names, compartment_of, policy_missing, policy_missing_remedy,
    reset_remedy, starves,
};
use super::holds::standing;
use super::verdict::{Blocker, BlockerCode};
use super::{Eval, EvalInputs, GateContext, chain, cr_ref, facts, globally_complete, selects};
use crate::policy::PolicyView;
use crate::types::{CrView, NodeView};

/// The end of a wait chain: the node and CR where it ends, and that unit's own code.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Root {
    pub node: String,
    pub cr: String,
    pub code: BlockerCode,
}

/// Why a CR cannot finish on a node without a person: the root of its chain, the chain in
/// words (from the unit down to the root) and the root's remedy.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hold {
    pub root: Root,
    pub message: String,
    pub remedy: String,
}

/// A blocker's message as another wait names it. A blocker whose wait ends elsewhere is named
/// by its code and root (its own message already holds its chain): nesting whole chains in each
/// other multiplied them, pass after pass of the settling waits (random worlds, seed 1041: five
/// refused drains, one `batch-held` message of 700 MB).
pub(super) fn brief(b: &Blocker) -> String {
    match &b.root {
        None => b.message.clone(),
        Some(r) => format!(
            "{} (its root: {} of {} on {}, see kubectl nodewright explain {})",
            b.code.name(),
            r.code.name(),
            r.cr,
            r.node,
            r.node
        ),
    }
}

impl Hold {
    /// Several nodes that each hold the same wait (the picked nodes of one batch, the nodes a
    /// `sequencing: all` CR is stuck on): every one must be fixed, so the message names each
    /// (`on NODE: why`) and the remedy runs each distinct fix, in order (`&&`); a remedy that
    /// fixes one of them leaves the waiting node where it was. The root is the first.
    pub(super) fn all(held: &[(String, &Hold)]) -> Hold {
        let mut remedies: Vec<&str> = Vec::new();
        for (_, h) in held {
            if !remedies.contains(&h.remedy.as_str()) {
                remedies.push(&h.remedy);
            }
        }
        Hold {
            root: held[0].1.root.clone(),
            message: held
                .iter()
                .map(|(n, h)| format!("on {n}: {}", h.message))
                .collect::<Vec<_>>()
                .join("; "),
            remedy: chain(&remedies),
        }
    }

    /// The hold a stuck blocker of `cr` on `node` makes: its own root when it carries one, else
    /// the unit itself.
    pub(super) fn of(node: &str, cr: &str, b: &Blocker) -> Hold {
        Hold {
            root: b.root.clone().unwrap_or_else(|| Root {
                node: node.to_string(),
                cr: cr.to_string(),
                code: b.code,
            }),
            message: brief(b),
            remedy: b.remedy.clone(),
        }
    }
}

/// Where one CR stands on one node.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Standing {
    Done,
    /// Not complete; moving, or waiting for something that moves.
    Moving,
    Stuck(Hold),
}

/// At most this many nodes are read by name per command (or watch round) to follow waits
/// across nodes.
pub const MAX_WAIT_READS: usize = 100;

/// Cross-node facts for the evaluation of one node: the DeploymentPolicies, and the units of the
/// nodes read by name that need a person.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Waits {
    /// The DeploymentPolicies of both groups; `None` when they were not read (compartments then
    /// come from the CRs' status alone).
    pub policies: Option<Vec<PolicyView>>,
    /// (node, CR) of the nodes read by name whose CR cannot finish there without a person.
    units: BTreeMap<(String, String), Hold>,
    /// (node, CR) → the compartment the node is in for that CR, for the nodes read by name.
    placed: BTreeMap<(String, String), String>,
    /// Per node, the pods an interrupt's drain must evict that a PodDisruptionBudget allowing
    /// no disruption covers ([`crate::drain::undrainable`]); empty when not read.
    pub undrainable: BTreeMap<String, Vec<crate::drain::BlockingPod>>,
    /// Read nodes whose drain is refused, with the CR it stalls. See [`Waits::drain_starve`].
    starves: Vec<Starve>,
    /// Read nodes the operator calls `blocked` for a CR, not picked, that need a person: they
    /// come back into every new batch of their compartment and are never picked. See
    /// [`Waits::blocked_ahead`].
    blocked: Vec<(String, Option<String>, BatchPlace, Hold)>,
}

/// A node whose drain a budget refuses, and the CR whose passes stall on it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Starve {
    pub(super) cr: String,
    pub(super) node: String,
    /// The drained node is in its batch now (picked, or in progress): every pass of the CR
    /// stalls on it already.
    pub(super) active: bool,
    /// The drained node is in its batch whatever the order among nodes of one status: picked,
    /// in progress, or in the batch formed next even if every candidate of its status comes
    /// first. Without it, a CR without a DeploymentPolicy may form a batch without it by chance.
    pub(super) sure: bool,
    /// Where the drained node stands in its compartment's batch order while it is not picked
    /// (its compartment, its place).
    pub(super) place: Option<(Option<String>, BatchPlace)>,
    pub(super) hold: Hold,
}

/// Where a node not yet picked stands in the order `createNewBatch` picks a compartment's nodes:
/// by its status for the CR (`waiting`, then `unknown`, `blocked`, `erroring`), then by
/// creation time, then name (`BuildState` sorts a CR's nodes so).
pub(super) type BatchPlace = (u8, i64, String);

/// The place of a node in its CR's next batch, if it is a candidate for one.
pub(super) fn batch_place(node: &NodeView, status: Option<&str>) -> Option<BatchPlace> {
    let rank = batch_place_rank(status.unwrap_or("unknown"))?;
    Some((rank, node.created.unwrap_or(i64::MAX), node.name.clone()))
}

/// The rank of a status in `createNewBatch`'s order; `None` for a node it never picks.
pub(super) fn batch_place_rank(status: &str) -> Option<u8> {
    match status {
        "waiting" => Some(0),
        "unknown" => Some(1),
        "blocked" => Some(2),
        "erroring" => Some(3),
        _ => None,
    }
}

impl Waits {
    /// No cross-node facts: nothing read, policies unknown.
    pub const fn none() -> Waits {
        Waits {
            policies: None,
            units: BTreeMap::new(),
            placed: BTreeMap::new(),
            undrainable: BTreeMap::new(),
            starves: Vec::new(),
            blocked: Vec::new(),
        }
    }

    /// With the DeploymentPolicies read, nothing else yet.
    pub fn with_policies(policies: Vec<PolicyView>) -> Waits {
        Waits {
            policies: Some(policies),
            ..Waits::none()
        }
    }

    /// Settles the nodes read by name: evaluates every CR on each against the facts so far,
    /// keeps the units that need a person, and repeats until nothing changes (a chain across
    /// nodes settles one hop per round; chains are acyclic across nodes, so this ends).
    pub fn settle(mut self, nodes: &[NodeView], base: &GateContext) -> Waits {
        self.placed.clear();
        for n in nodes {
            for cr in base.crs.iter().filter(|c| selects(c, n)) {
                if let Some(k) = compartment_of(cr, n, self.policies.as_deref()) {
                    self.placed.insert((n.name.clone(), cr.name.clone()), k);
                }
            }
        }
        // The refused drains and the for-good blocked nodes come from the units, and hold other
        // units in turn (a picked node of one CR held by another CR's refused drain holds its
        // batch: random worlds, seed 525), so all three settle together.
        for _ in 0..=nodes.len().min(16) + 2 {
            let ctx = GateContext {
                waits: &self,
                ..base.clone()
            };
            let mut units = BTreeMap::new();
            for n in nodes {
                let s = EvalInputs::new(n, &ctx);
                for e in &s.evals {
                    if let Standing::Stuck(h) = standing(&s, e, &mut Vec::new()) {
                        units.insert((n.name.clone(), e.cr.name.clone()), h);
                    }
                }
            }
            let same = units == self.units;
            self.units = units;
            let starves = starves(nodes, base, &self);
            let blocked = blocked_for_good(nodes, base, &self);
            if same && starves == self.starves && blocked == self.blocked {
                break;
            }
            self.starves = starves;
            self.blocked = blocked;
        }
        self
    }

    /// The nodes ahead of `place` in compartment `k` of `cr` that the operator calls `blocked`
    /// and that need a person. `createNewBatch` fills a batch in the order waiting, unknown,
    /// blocked, erroring (then creation time, name) and a blocked node in it is not picked; when
    /// every candidate is blocked the batch state does not move. So a node whose own status is
    /// still `blocked` (its cause removed since: the operator never sets it back) behind as many
    /// such nodes as the batch size is never reached (random worlds, seed 468).
    pub(super) fn blocked_ahead(
        &self,
        cr: &str,
        k: Option<&str>,
        place: &BatchPlace,
    ) -> Vec<(&str, &Hold, u8)> {
        self.blocked
            .iter()
            .filter(|(c, comp, p, _)| c == cr && k.is_some() && comp.as_deref() == k && p < place)
            .map(|(_, _, p, h)| (p.2.as_str(), h, p.0))
            .collect()
    }

    /// What holds a node of `cr` that is not picked yet because a drain is refused on another
    /// node. The operator's pass for the CR ends at the node whose eviction fails, without saving
    /// a pick, a status or the state of the packages it started (v0.15 `RunSkyhookPackages`); on
    /// the next pass `ValidateRunningPackages` deletes every package pod whose package is not in
    /// its node's state, and the batch is formed again from the same unsaved statuses. So no node
    /// of the CR that has not started gets to run (random worlds, seeds 107, 210 and 256: every
    /// other node of the CR, before or after the drained one in the batch order, in every
    /// compartment, was still waiting at the fixpoint).
    /// `waiting_to_start`: the node has not started (not picked, not in progress), at `place`
    /// in compartment `k`. A node already in the batch is held only once the drained node is in
    /// the batch too (`active`): then every pass stalls, and nothing it starts is kept. While the
    /// drained node is not picked yet, the passes go on without it: only the nodes of its
    /// compartment that come after it in the batch order are sure to wait for it (random worlds,
    /// seed 426: with batches of one, the nodes created before the drained one all finished).
    /// Returns the first drained node, the holds, and whether one of them is in the batch
    /// whatever the order among nodes of one status (without it, luck may let a batch through).
    pub(super) fn drain_starve(
        &self,
        cr: &str,
        node: &str,
        waiting_to_start: Option<(Option<&str>, &BatchPlace)>,
    ) -> Option<(String, Hold, bool)> {
        let after = |s: &Starve| {
            waiting_to_start.is_some_and(|(k, me)| {
                s.place
                    .as_ref()
                    .is_some_and(|(dk, d)| k.is_some() && dk.as_deref() == k && me > d)
            })
        };
        let mine: Vec<&Starve> = self
            .starves
            .iter()
            .filter(|s| s.cr == cr && s.node != node && (s.active || after(s)))
            .collect();
        // Whether one of them is in the batch whatever the order among nodes of one status.
        let sure = mine.iter().any(|s| s.sure);
        let held: Vec<(String, &Hold)> = mine.iter().map(|s| (s.node.clone(), &s.hold)).collect();
        // Every refused drain the passes reach: freeing one leaves them ending at the next
        // (random worlds, seed 439).
        let first = held.first()?.0.clone();
        Some((first, Hold::all(&held), sure))
    }

    /// The compartment a read node is in for a CR.
    pub(super) fn placed(&self, node: &str, cr: &str) -> Option<&str> {
        self.placed
            .get(&(node.to_string(), cr.to_string()))
            .map(String::as_str)
    }

    pub(super) fn unit(&self, node: &str, cr: &str) -> Option<&Hold> {
        self.units.get(&(node.to_string(), cr.to_string()))
    }

    /// What holds the batch of `cr`'s compartment `k` for a node that is not in it: a node of the
    /// current batch (in progress, or picked and not complete) that needs a person.
    pub(super) fn batch_hold(
        &self,
        cr: &CrView,
        k: Option<&str>,
        except: &str,
    ) -> Option<(String, Hold)> {
        let single = compartment_names(cr, self.policies.as_deref()).len() <= 1;
        let held: Vec<(String, &Hold)> = batch_members(cr)
            .filter(|m| m.as_str() != except)
            .filter(|m| single || (k.is_some() && self.placed(m, &cr.name) == k))
            .filter_map(|m| self.unit(m, &cr.name).map(|h| (m.clone(), h)))
            .collect();
        let first = held.first()?.0.clone();
        Some((first, Hold::all(&held)))
    }

    /// Why `cr` will never be complete on every node it selects (what a `sequencing: all`
    /// successor waits for): a read node where it is stuck, a compartment that stopped with
    /// nodes still to do, a missing policy, a pause.
    pub(super) fn global_hold(&self, cr: &CrView) -> Option<Hold> {
        let incomplete = || {
            cr.node_status
                .iter()
                .find(|(_, s)| s.as_str() != "complete")
                .map(|(n, _)| n.clone())
                .unwrap_or_default()
        };
        if cr.paused {
            return Some(Hold {
                root: Root {
                    node: incomplete(),
                    cr: cr.name.clone(),
                    code: BlockerCode::CrPaused,
                },
                message: format!("{} is paused", cr_ref(cr)),
                remedy: format!("kubectl nodewright resume {}", cr.name),
            });
        }
        let held: Vec<(String, &Hold)> = self
            .units
            .iter()
            .filter(|((_, c), _)| c == &cr.name)
            .map(|((n, _), h)| (n.clone(), h))
            .collect();
        if !held.is_empty() {
            return Some(Hold::all(&held));
        }
        if let Some(why) = policy_missing(cr, self.policies.as_deref()) {
            return Some(Hold {
                root: Root {
                    node: incomplete(),
                    cr: cr.name.clone(),
                    code: BlockerCode::RolloutStopped,
                },
                message: why,
                remedy: policy_missing_remedy(cr),
            });
        }
        cr.compartment_statuses
            .iter()
            .find(|(_, st)| {
                st.batch_state.as_ref().is_some_and(|b| b.should_stop) && st.matched > st.completed
            })
            .map(|(k, _)| Hold {
                root: Root {
                    node: facts(cr).failed_nodes.first().cloned().unwrap_or_default(),
                    cr: cr.name.clone(),
                    code: BlockerCode::RolloutStopped,
                },
                message: format!(
                    "the rollout of {} has stopped in compartment {k} (failure threshold reached)",
                    cr_ref(cr)
                ),
                remedy: reset_remedy(cr),
            })
    }
}

/// The read nodes, not picked, that `SelectNodes` sets `blocked` whenever a batch takes them and
/// whose unit needs a person: the nodes a CR's status calls `blocked` (random worlds, seed 468),
/// and the ignored or untolerating ones whatever their status. Each with its place in
/// `createNewBatch`'s order as it stands when the batch is formed: a node waiting for a
/// higher-priority CR there is set back to `waiting` by `IntrospectNode` at the start of every
/// pass (`IsNodeReadyForSkyhook`), just before `SelectNodes`, so it ranks with the waiting
/// nodes; the v0.15 operator flips it between waiting and blocked for ever (seed 304).
fn blocked_for_good(
    nodes: &[NodeView],
    base: &GateContext,
    waits: &Waits,
) -> Vec<(String, Option<String>, BatchPlace, Hold)> {
    let ctx = GateContext {
        waits,
        ..base.clone()
    };
    let mut out = Vec::new();
    for n in nodes {
        let s = EvalInputs::new(n, &ctx);
        for e in &s.evals {
            let cr = e.cr;
            if cr.node_priority.contains_key(&n.name) {
                continue;
            }
            let status = cr.node_status.get(&n.name).map(String::as_str);
            let select_blocks = s.ignored || !e.untolerated.is_empty();
            if status != Some("blocked") && !select_blocks {
                continue;
            }
            let (Some(h), Some(mut place)) =
                (waits.unit(&n.name, &cr.name), batch_place(n, status))
            else {
                continue;
            };
            // Where it stands once `SelectNodes` has been through it: `blocked` for good, or
            // set back to `waiting` each pass while a higher-priority CR holds it (seed 825: a
            // node still recorded `waiting` before its first batch was taken for one ahead).
            if select_blocks {
                place.0 = if ready_for(&s, e) { 2 } else { 0 };
            }
            out.push((
                cr.name.clone(),
                waits.placed(&n.name, &cr.name).map(str::to_string),
                place,
                h.clone(),
            ));
        }
    }
    out
}

/// The operator's `IsNodeReadyForSkyhook` for `e` on the scene's node: every higher-priority CR
/// that is not disabled is complete on the node (`sequencing: node`) or everywhere (`all`).
fn ready_for(s: &EvalInputs, e: &Eval) -> bool {
    s.sorted.iter().all(|other| {
        other.name == e.cr.name
            || other.disabled
            || (other.priority, &other.name) >= (e.cr.priority, &e.cr.name)
            || if other.sequencing == "all" {
                globally_complete(other)
            } else {
                s.evals
                    .iter()
                    .find(|x| x.cr.name == other.name)
                    .is_none_or(|x| x.on.complete)
            }
    })
}

/// Whether a read node is, for `cr`, one of the nodes `SelectNodes` blocks for good.
impl Waits {
    pub(super) fn blocked_for_good_node(&self, cr: &str, node: &str) -> bool {
        self.blocked
            .iter()
            .any(|(c, _, p, _)| c == cr && p.2 == node)
    }

    /// Nothing in compartment `k` of `cr` moves but `node`: no picked or running node there, and
    /// every other node of it (or whose compartment is not known) is complete, paused, disabled,
    /// called blocked, or one `SelectNodes` blocks for good. Then its batch size stays as it is
    /// (a batch that completes could grow the next one past the blocked nodes).
    pub(super) fn compartment_frozen(&self, cr: &CrView, k: Option<&str>, node: &str) -> bool {
        let single = compartment_names(cr, self.policies.as_deref()).len() <= 1;
        let mine = |m: &str| single || self.placed(m, &cr.name).is_none_or(|c| Some(c) == k);
        batch_members(cr).all(|m| !mine(m))
            && cr.node_status.iter().all(|(m, st)| {
                m == node
                    || !mine(m)
                    || matches!(st.as_str(), "complete" | "blocked" | "paused" | "disabled")
                    || self.blocked_for_good_node(&cr.name, m)
            })
    }
}

impl Waits {
    /// The root of a read node's stuck unit, if it is stuck.
    pub(super) fn unit_root(&self, node: &str, cr: &str) -> Option<Root> {
        self.unit(node, cr).map(|h| h.root.clone())
    }
}

impl Waits {
    /// Whether two settlements agree on everything but the DeploymentPolicies (a live view
    /// re-evaluates every node when they do not: `model::reevaluation::touched`).
    pub fn same_but_policies(&self, other: &Waits) -> bool {
        self.units == other.units
            && self.placed == other.placed
            && self.undrainable == other.undrainable
            && self.starves == other.starves
            && self.blocked == other.blocked
    }
}
