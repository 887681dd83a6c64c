//! The targeted nodes, each evaluated against a [`Snapshot`] whose waits across nodes are
//! settled from the same read of the nodes when that read is a walk of the whole fleet.
//!
//! The waits need up to [`crate::model::gate::MAX_WAIT_READS`] candidate nodes, named by the
//! CRs' status (`Snapshot::wait_names`). `explain NODE` and `wait NODE` read them by name:
//! O(1) requests whatever the fleet's size. A command that lists every node anyway (`status`,
//! `rollout` of the fleet) would read them twice, the second time one etcd read each; here it
//! takes them from its own walk instead. Nodes that arrive before the last candidate are held,
//! compressed (`nodewright_packed::Stream`: a slim node is mostly labels shared with its
//! neighbours), and evaluated as soon as every candidate has been seen, or the walk has passed
//! their names (the API server lists in name order; while it does, a candidate behind the
//! current name does not exist), or the walk ended. With no candidate (no rollout under way)
//! nothing is held.

use std::collections::BTreeSet;

use super::snapshot::WaitFacts;
use super::{Ctx, Snapshot, for_each_listed, for_each_target, walks_fleet};
use crate::cli::NodeTargets;
use crate::cluster::Cluster;
use crate::error::{Error, Result};
use crate::model::NodeView;
use crate::model::reevaluation::LabelKeys;
use nodewright_packed::Stream;

/// The snapshot a command evaluates its targets against, and, when its waits are to be settled
/// from the walk of the targets, what they need besides the nodes.
pub struct TargetsSnapshot {
    pub snap: Snapshot,
    facts: Option<WaitFacts>,
    /// Labels the output shows besides those the evaluation reads (`-L`), or every label
    /// (`--show-labels`).
    shown_labels: (Vec<String>, bool),
}

impl TargetsSnapshot {
    /// Reads the CRs and the operator's configuration, and the waits' facts; the candidate
    /// nodes by name only when the targets' walk will not read every node.
    pub async fn load(
        ctx: &Ctx,
        cluster: &Cluster,
        targets: &NodeTargets,
    ) -> Result<TargetsSnapshot> {
        let mut snap = Snapshot::load_for_write(ctx, cluster).await?;
        if !walks_fleet(targets) {
            snap.read_waits(cluster).await?;
            return Ok(TargetsSnapshot {
                snap,
                facts: None,
                shown_labels: Default::default(),
            });
        }
        let facts = snap.wait_facts(cluster).await?;
        Ok(TargetsSnapshot {
            snap,
            facts: Some(facts),
            shown_labels: Default::default(),
        })
    }

    /// Keeps the labels of these keys (`-L`), or all of them (`--show-labels`), on the nodes
    /// handed on.
    pub fn showing_labels(self, keys: &[String], all: bool) -> TargetsSnapshot {
        TargetsSnapshot {
            shown_labels: (keys.to_vec(), all),
            ..self
        }
    }

    /// The DeploymentPolicies, when they were read for the waits.
    pub fn policies(&self) -> Option<&crate::cluster::policies::Policies> {
        match &self.facts {
            Some(f) => Some(&f.policies),
            None => self.snap.policies.as_ref(),
        }
    }

    /// Walks the targets ([`for_each_target`]) and hands each to `f` with the snapshot, its
    /// waits settled; returns the snapshot and the named nodes not found.
    pub async fn for_each<F>(
        self,
        cluster: &Cluster,
        targets: &NodeTargets,
        mut f: F,
    ) -> Result<(Snapshot, Vec<String>)>
    where
        F: FnMut(&Snapshot, NodeView) -> Result<()>,
    {
        let TargetsSnapshot {
            snap,
            facts,
            shown_labels: (shown, all),
        } = self;
        // The evaluation reads only the labels some selector names (and the operator's): the
        // walk passes the others over as it decodes each node, so that neither the nodes held
        // until the waits are settled nor any other carry a bench GPU node's other ~130 labels.
        let cluster = &if all {
            cluster.clone()
        } else {
            cluster.keeping_labels(label_keys(&snap, facts.as_ref()).with(shown))
        };
        let Some(facts) = facts else {
            let missing = for_each_target(cluster, targets, |n| f(&snap, n)).await?;
            return Ok((snap, missing));
        };
        let mut d = Deferred::new(snap, facts);
        let missing =
            for_each_listed(cluster, targets, |n, targeted| d.node(n, targeted, &mut f)).await?;
        Ok((d.finish(&mut f)?, missing))
    }
}

/// The label keys an evaluation against `snap` reads: those of every CR's selector (both groups,
/// as read and merged) and of every compartment of the policies read.
fn label_keys(snap: &Snapshot, facts: Option<&WaitFacts>) -> LabelKeys {
    let crs = snap.crs.legacy.items.iter().chain(&snap.crs.renamed.items);
    let policies = facts
        .map(|f| &f.policies)
        .or(snap.policies.as_ref())
        .map_or(&[][..], |p| &p.items[..]);
    LabelKeys::of(crs.chain(&snap.logical), policies, None)
}

/// The walk's state while candidates are still to come.
struct Deferred {
    snap: Snapshot,
    /// `Some` until the waits are settled.
    facts: Option<WaitFacts>,
    /// Candidates not seen yet.
    want: BTreeSet<String>,
    /// Candidates seen.
    read: Vec<NodeView>,
    /// Targets seen before the waits were settled, compressed (a slim node is mostly labels
    /// shared with its neighbours; only those a selector reads: the walk's decoder keeps no
    /// other, see [`TargetsSnapshot::for_each`]; [`NodeView::maps`], which no evaluation reads, is not
    /// kept).
    held: Stream<NodeView>,
    /// The last name seen, and whether names have come in order so far.
    last: String,
    in_order: bool,
}

impl Deferred {
    fn new(snap: Snapshot, facts: WaitFacts) -> Deferred {
        let want: BTreeSet<String> = facts.names.iter().cloned().collect();
        let mut d = Deferred {
            snap,
            facts: Some(facts),
            want,
            read: Vec::new(),
            held: Stream::default(),
            last: String::new(),
            in_order: true,
        };
        if d.want.is_empty() {
            d.settle();
        }
        d
    }

    fn node<F>(&mut self, n: NodeView, targeted: bool, f: &mut F) -> Result<()>
    where
        F: FnMut(&Snapshot, NodeView) -> Result<()>,
    {
        if self.facts.is_none() {
            return if targeted { f(&self.snap, n) } else { Ok(()) };
        }
        if !self.last.is_empty() && n.name <= self.last {
            self.in_order = false;
        }
        self.last.clone_from(&n.name);
        if self.want.remove(&n.name) {
            self.read.push(n.clone());
        }
        if self.in_order {
            // Listed in name order: a candidate before this name would have come already.
            self.want.retain(|w| *w > n.name);
        }
        if targeted {
            self.held.push(&n).map_err(lost)?;
        }
        if self.want.is_empty() {
            self.settle();
            self.drain(f)?;
        }
        Ok(())
    }

    fn settle(&mut self) {
        if let Some(facts) = self.facts.take() {
            self.snap.settle_from(facts, &self.read);
            self.read = Vec::new();
        }
    }

    fn drain<F>(&mut self, f: &mut F) -> Result<()>
    where
        F: FnMut(&Snapshot, NodeView) -> Result<()>,
    {
        for n in std::mem::take(&mut self.held).into_values().map_err(lost)? {
            f(&self.snap, n.map_err(lost)?)?;
        }
        Ok(())
    }

    /// The walk ended: a candidate still wanted does not exist.
    fn finish<F>(mut self, f: &mut F) -> Result<Snapshot>
    where
        F: FnMut(&Snapshot, NodeView) -> Result<()>,
    {
        if self.facts.is_some() {
            self.settle();
            self.drain(f)?;
        }
        Ok(self.snap)
    }
}

fn lost(e: String) -> Error {
    Error::Failed(format!(
        "cannot hold a node until the waits are settled: {e}"
    ))
}
