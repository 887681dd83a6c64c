//! Every wait to its root (gating.md): what a CR on a node waits for, followed across CRs and
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

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use super::*;
use crate::model::policy::{self, DEFAULT_COMPARTMENT, PolicyView};

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
    fn of(node: &str, cr: &str, b: &Blocker) -> Hold {
        Hold {
            root: b.root.clone().unwrap_or_else(|| Root {
                node: node.to_string(),
                cr: cr.to_string(),
                code: b.code,
            }),
            message: b.message.clone(),
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
    /// no disruption covers ([`crate::model::drain::undrainable`]); empty when not read.
    pub undrainable: BTreeMap<String, Vec<crate::model::drain::BlockingPod>>,
    /// Read nodes whose drain is refused, with the CR it stalls. See [`Waits::drain_starve`].
    starves: Vec<Starve>,
    /// Read nodes the operator calls `blocked` for a CR, not picked, that need a person: they
    /// come back into every new batch of their compartment and are never picked. See
    /// [`Waits::blocked_ahead`].
    blocked: Vec<(String, Option<String>, BatchPlace, Hold)>,
}

/// A node whose drain a budget refuses, and the CR whose passes stall on it.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Starve {
    cr: String,
    node: String,
    /// The drained node is in its batch now (picked, or in progress): every pass of the CR
    /// stalls on it already.
    active: bool,
    /// Where the drained node stands in its compartment's batch order while it is not picked
    /// (its compartment, its place).
    place: Option<(Option<String>, BatchPlace)>,
    hold: Hold,
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
fn batch_place_rank(status: &str) -> Option<u8> {
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
                let s = Scene::new(n, &ctx);
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
    ) -> Vec<(&str, &Hold)> {
        self.blocked
            .iter()
            .filter(|(c, comp, p, _)| c == cr && k.is_some() && comp.as_deref() == k && p < place)
            .map(|(_, _, p, h)| (p.2.as_str(), h))
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
    pub(super) fn drain_starve(
        &self,
        cr: &str,
        node: &str,
        waiting_to_start: Option<(Option<&str>, &BatchPlace)>,
    ) -> Option<(String, Hold)> {
        let held: Vec<(String, &Hold)> = self
            .starves
            .iter()
            .filter(|s| {
                s.cr == cr
                    && s.node != node
                    && (s.active
                        || waiting_to_start.is_some_and(|(k, me)| {
                            s.place
                                .as_ref()
                                .is_some_and(|(dk, d)| k.is_some() && dk.as_deref() == k && me > d)
                        }))
            })
            .map(|s| (s.node.clone(), &s.hold))
            .collect();
        // Every refused drain the passes reach: freeing one leaves them ending at the next
        // (random worlds, seed 439).
        let first = held.first()?.0.clone();
        Some((first, Hold::all(&held)))
    }

    /// The compartment a read node is in for a CR.
    fn placed(&self, node: &str, cr: &str) -> Option<&str> {
        self.placed
            .get(&(node.to_string(), cr.to_string()))
            .map(String::as_str)
    }

    fn unit(&self, node: &str, cr: &str) -> Option<&Hold> {
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
        let s = Scene::new(n, &ctx);
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
            if select_blocks && !ready_for(&s, e) {
                place.0 = 0;
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
fn ready_for(s: &Scene, e: &Eval) -> bool {
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

/// Whether the node at `place` in compartment `k` of `cr` is surely in the batch the operator
/// forms next: nothing of the compartment is in progress or picked, and fewer other candidates
/// than the batch size can come before it (`createNewBatch`'s order; a candidate whose place
/// or compartment is not known counts as before it). A drain refused there stalls every pass
/// although the pick is never saved (random worlds, seed 107: a batch of four, nothing picked).
fn in_next_batch(
    cr: &CrView,
    k: Option<&str>,
    place: &BatchPlace,
    read: &[NodeView],
    waits: &Waits,
) -> bool {
    let Some(k) = k else { return false };
    let Some(size) = next_batch(cr, k, waits.policies.as_deref()) else {
        return false;
    };
    let single = compartment_names(cr, waits.policies.as_deref()).len() <= 1;
    let mine = |m: &str| single || waits.placed(m, &cr.name) == Some(k);
    let busy = cr.node_status.iter().any(|(m, st)| {
        mine(m) && (st == "in_progress" || (cr.node_priority.contains_key(m) && st != "complete"))
    });
    if busy {
        return false;
    }
    let before = cr
        .node_status
        .iter()
        .filter(|(m, _)| m.as_str() != place.2)
        .filter(|(m, _)| single || waits.placed(m, &cr.name).is_none_or(|c| c == k))
        .filter(|(m, st)| match read.iter().find(|r| &r.name == *m) {
            Some(r) => batch_place(r, Some(st.as_str())).is_some_and(|p| p < *place),
            None => batch_place_rank(st).is_some_and(|r| r <= place.0),
        })
        .count();
    (before as i64) < size
}

/// The size of the next batch the operator forms in compartment `k` of `cr` (its strategy, or
/// its budget's ceiling without one; no policy: the CR's `interruptionBudget`).
pub(super) fn next_batch(cr: &CrView, k: &str, policies: Option<&[PolicyView]>) -> Option<i64> {
    let st = cr.compartment_statuses.get(k);
    let matched = st.map_or(cr.node_status.len(), |s| s.matched.max(0) as usize);
    let compartment = match (&cr.deployment_policy, policies) {
        (None, _) => policy::legacy_compartment(cr, matched),
        (Some(p), Some(ps)) => policy::find(ps, p, cr.group.unwrap_or(Group::Nodewright))?
            .compartments
            .iter()
            .find(|c| c.name == k)?
            .clone(),
        (Some(_), None) => return None,
    };
    let state = st.and_then(|s| s.batch_state.clone()).unwrap_or_default();
    Some(policy::next_batch_size(&compartment, matched, &state))
}

/// The read nodes whose own drain is refused, for every CR they wait on there.
fn starves(nodes: &[NodeView], base: &GateContext, waits: &Waits) -> Vec<Starve> {
    let mut out = Vec::new();
    for n in nodes {
        for cr in base.crs.iter().filter(|c| selects(c, n)) {
            let Some(h) = waits.unit(&n.name, &cr.name) else {
                continue;
            };
            if h.root.code != BlockerCode::DrainBlocked || h.root.node != n.name {
                continue;
            }
            let status = cr.node_status.get(&n.name).map(String::as_str);
            let k = waits.placed(&n.name, &cr.name).map(str::to_string);
            let place = batch_place(n, status).map(|p| (k.clone(), p));
            let active = cr.node_priority.contains_key(&n.name)
                || status == Some("in_progress")
                || place
                    .as_ref()
                    .is_some_and(|(k, p)| in_next_batch(cr, k.as_deref(), p, nodes, waits));
            out.push(Starve {
                cr: cr.name.clone(),
                node: n.name.clone(),
                active,
                place,
                hold: h.clone(),
            });
        }
    }
    out
}

/// The nodes that can hold a CR's batches: picked (`status.nodePriority`) and not complete by
/// the operator's record ("sticky", whatever their status). An in-progress node that was never
/// picked (a version bump sets every node in progress) holds only while it is in progress: once
/// it errors or is blocked the operator's next pass takes it out of the batch, so it never holds
/// for good.
pub(super) fn batch_members(cr: &CrView) -> impl Iterator<Item = &String> + '_ {
    cr.node_priority
        .keys()
        .filter(move |n| cr.node_status.get(*n).is_none_or(|s| s != "complete"))
}

/// The compartments of a CR, by name: its policy's (named ones, then the default), or, without
/// the policies, those its status records.
fn compartment_names(cr: &CrView, policies: Option<&[PolicyView]>) -> Vec<String> {
    match (&cr.deployment_policy, policies) {
        (None, _) => vec![DEFAULT_COMPARTMENT.to_string()],
        (Some(name), Some(ps)) => policy::find(ps, name, cr.group.unwrap_or(Group::Nodewright))
            .map(|p| p.compartments.iter().map(|c| c.name.clone()).collect())
            .unwrap_or_default(),
        (Some(_), None) => cr.compartment_statuses.keys().cloned().collect(),
    }
}

/// The compartment the operator puts a node in for a CR (`AssignNodeToCompartment`): the
/// default one without a policy; with one, the safest matching compartment (strategy, then the
/// smaller ceiling over the nodes its selector matches, taken from the compartment's recorded
/// `matched`, then name), else the default. `None` when it cannot be told: the policy is
/// missing, or was not read and the status records several compartments.
pub fn compartment_of(
    cr: &CrView,
    node: &NodeView,
    policies: Option<&[PolicyView]>,
) -> Option<String> {
    let Some(name) = &cr.deployment_policy else {
        return Some(DEFAULT_COMPARTMENT.to_string());
    };
    let Some(ps) = policies else {
        return match cr.compartment_statuses.len() {
            0 => Some(DEFAULT_COMPARTMENT.to_string()),
            1 => cr.compartment_statuses.keys().next().cloned(),
            _ => None,
        };
    };
    let p = policy::find(ps, name, cr.group.unwrap_or(Group::Nodewright))?;
    let matches: Vec<&str> = p
        .compartments
        .iter()
        .filter(|c| c.name != DEFAULT_COMPARTMENT)
        .filter(|c| selector::matches(&c.selector, &node.labels).unwrap_or(false))
        .map(|c| c.name.as_str())
        .collect();
    let count = |k: &str| {
        cr.compartment_statuses
            .get(k)
            .map_or(1, |s| s.matched.max(1) as usize)
    };
    Some(policy::assign(&p.compartments, &matches, count).to_string())
}

/// Why a CR's DeploymentPolicy is missing, if it is: the operator's `DeploymentPolicyNotFound`
/// condition, or a policy name found in neither group when the policies were read. The operator
/// then builds no compartment and processes none of the CR's nodes.
pub(super) fn policy_missing(cr: &CrView, policies: Option<&[PolicyView]>) -> Option<String> {
    let name = cr.deployment_policy.as_deref()?;
    let condition = cr
        .conditions
        .iter()
        .any(|k| k.type_.ends_with("DeploymentPolicyNotFound") && k.status == "True");
    let absent = policies
        .is_some_and(|ps| policy::find(ps, name, cr.group.unwrap_or(Group::Nodewright)).is_none());
    (condition || absent).then(|| {
        format!(
            "{} names DeploymentPolicy {name}, which does not exist: the operator builds no compartment and processes none of its nodes until the policy exists or the CR names another",
            cr_ref(cr)
        )
    })
}

pub(super) fn policy_missing_remedy(cr: &CrView) -> String {
    let g = cr.group.unwrap_or(Group::Nodewright);
    format!(
        "kubectl get deploymentpolicies.{} (create {} or edit {}.{} {})",
        g.domain(),
        cr.deployment_policy.as_deref().unwrap_or("?"),
        g.plural(),
        g.domain(),
        cr.name
    )
}

/// The command that restarts a stopped rollout: reset the failed nodes with the batch state.
pub(super) fn reset_remedy(cr: &CrView) -> String {
    let c = &cr.name;
    let failed = &facts(cr).failed_nodes;
    if failed.is_empty() {
        format!("kubectl nodewright reset {c} --confirm")
    } else {
        format!(
            "kubectl nodewright reset {c} {} --batch --confirm",
            failed
                .iter()
                .map(|f| format!("--node {f}"))
                .collect::<Vec<_>>()
                .join(" ")
        )
    }
}

/// The nodes worth reading by name to follow waits across nodes, at most [`MAX_WAIT_READS`]:
/// - for a CR (not paused or disabled) with nodes the batch has not reached (not picked, not
///   complete): its picked nodes that are not complete, which hold their compartment's batch;
/// - for a `sequencing: all` CR not complete everywhere that a later CR waits behind: its picked
///   nodes and those its status calls `erroring`, `blocked` or `unknown`.
///
/// Usually none; a fleet whose CRs are moving has few.
pub fn wait_candidates(crs: &[CrView]) -> Vec<String> {
    // Most telling first: picked nodes (they hold batches), then nodes the operator calls
    // troubled, then, for a `sequencing: all` CR, its other unfinished nodes (one may wait
    // behind a stuck predecessor while its status says only `waiting`: random worlds, seed 283).
    let mut tiers: [BTreeSet<String>; 3] = Default::default();
    // Nodes the batch has not reached: not picked and not complete, whatever the operator
    // calls them (`blocked` included: a node unblocked since waits for the next batch, random
    // worlds, seed 293).
    let waiting = |cr: &CrView| {
        cr.node_status
            .iter()
            .any(|(n, s)| s != "complete" && !cr.node_priority.contains_key(n))
    };
    let has_successor = |cr: &CrView| {
        crs.iter()
            .any(|o| !o.disabled && (o.priority, &o.name) > (cr.priority, &cr.name))
    };
    for cr in crs.iter().filter(|c| !c.disabled) {
        let global = cr.sequencing == "all" && !globally_complete(cr) && has_successor(cr);
        if (!cr.paused && waiting(cr)) || global {
            tiers[0].extend(batch_members(cr).cloned());
        }
        // Blocked nodes fill new batches first when nothing waits (seed 468): read them when
        // more than one is blocked, so the ones behind can be told.
        let blocked: Vec<&String> = cr
            .node_status
            .iter()
            .filter(|(n, s)| s.as_str() == "blocked" && !cr.node_priority.contains_key(*n))
            .map(|(n, _)| n)
            .collect();
        if !cr.paused && blocked.len() > 1 {
            tiers[1].extend(blocked.into_iter().cloned());
        }
        if global {
            for (n, st) in cr.node_status.iter() {
                match st.as_str() {
                    "erroring" | "blocked" | "unknown" => tiers[1].insert(n.clone()),
                    "complete" => false,
                    _ => tiers[2].insert(n.clone()),
                };
            }
        }
    }
    let mut out: Vec<String> = Vec::new();
    for n in tiers.into_iter().flatten() {
        if out.len() >= MAX_WAIT_READS {
            break;
        }
        if !out.contains(&n) {
            out.push(n);
        }
    }
    out
}

/// Where a CR stands on the node of this scene: complete; stuck (the hold at the root of its
/// chain); or moving. `path` holds the CRs being followed on this node (a CR met again closes a
/// cycle: a deadlock, which needs a person).
pub(super) fn standing(s: &Scene, e: &Eval, path: &mut Vec<String>) -> Standing {
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
            .map(|b| b.message.as_str())
            .collect::<Vec<_>>()
            .join("; and ");
        h.remedy = chain(&stuck.iter().map(|b| b.remedy.as_str()).collect::<Vec<_>>());
    }
    Standing::Stuck(h)
}

/// The operator's `DeletionBlocked` condition on a CR being deleted (either prefix).
fn deletion_blocked(cr: &CrView) -> bool {
    cr.conditions.iter().any(|k| {
        (k.type_ == "DeletionBlocked" || k.type_.ends_with("/DeletionBlocked"))
            && k.status == "True"
    })
}

/// A gate taint the CR's pods cannot run under and that nothing will remove: for a
/// runtime-required CR, a value-mismatch or unrecognised gate taint; for any CR, an
/// unrecognised one.
fn own_gate_taint_hold(s: &Scene, e: &Eval) -> Option<Hold> {
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
            format!(
                "kubectl nodewright untaint {n} --key {} && kubectl nodewright taint {n}",
                t.key
            )
        },
    })
}

/// The blockers of one CR on the scene's node, for its standing and, for a pending
/// runtime-required CR, for the node's own list (`cr_blockers`).
/// `path` holds the CRs being followed on this node; this one is added while its own waits are.
pub(super) fn unit_blockers(
    s: &Scene,
    e: &Eval,
    blockers: &mut Vec<Blocker>,
    path: &mut Vec<String>,
) -> bool {
    path.push(e.cr.name.clone());
    lifecycle_blockers(s, e, blockers);
    toleration_blockers(s, e, blockers, path);
    state_blockers(s, e, blockers);
    budget_drain_blockers(s, e, blockers);
    interrupt_wait_blockers(s, e, blockers);
    let explained = !(e.cr.disabled || e.cr.paused)
        && (priority_blockers(s, e, blockers, path) || batch_blockers(s, e, blockers));
    path.pop();
    explained
}

/// The hold on a non-runtime-required CR whose pods do not tolerate the node's recognised gate
/// taint: the operator removes that taint once every runtime-required CR selecting the node is
/// complete there, so the CR waits for them. Stuck when one of them is, or when one of them waits
/// for this CR (a deadlock: the gate waits for the CR, the CR for the gate).
pub(super) fn gate_release_hold(
    s: &Scene,
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
fn waits_for(s: &Scene, r: &Eval, other: &str) -> bool {
    s.sorted
        .iter()
        .find(|c| c.name == other)
        .is_some_and(|o| !o.disabled && (o.priority, &o.name) < (r.cr.priority, &r.cr.name))
}

impl Waits {
    /// The root of a read node's stuck unit, if it is stuck.
    pub(super) fn unit_root(&self, node: &str, cr: &str) -> Option<Root> {
        self.unit(node, cr).map(|h| h.root.clone())
    }
}
