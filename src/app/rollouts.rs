//! What `rollout --watch` and the dashboard keep of the rollouts between frames: each CR's
//! builder (with its policy), what each followed node adds to each CR's rollout ([`Folded`]),
//! made again only for the nodes a frame touches.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

use jiff::{SignedDuration, Timestamp};

use super::watch_loop::Live;
use super::{Ctx, Snapshot};
use crate::cluster::follow::Changes;
use crate::error::Result;
use crate::model::CrView;
use crate::model::reevaluation::NodeSource;
use crate::model::rollout::{NodeRecord, PackagePod, Progress, Rollout, RolloutBuilder, Standing};

/// The logical CRs named (either of a CR's names), else all of them: borrowed from the
/// snapshot (a frame of `--watch` copies none).
pub(crate) fn selected_crs<'s>(snap: &'s Snapshot, names: &[String]) -> Result<Vec<&'s CrView>> {
    if names.is_empty() {
        return Ok(snap.logical.iter().collect());
    }
    let mut out: Vec<&CrView> = Vec::new();
    for n in names {
        let cr = crate::cluster::crs::lookup(&snap.logical, n)?;
        if !out.iter().any(|c| c.name == cr.name) {
            out.push(cr);
        }
    }
    Ok(out)
}

pub(crate) fn warn_malformed<'a>(
    ctx: &Ctx,
    malformed: impl IntoIterator<Item = &'a (crate::model::Group, String, String)>,
) {
    for (g, name, why) in malformed {
        ctx.printer.warn(&format!(
            "DeploymentPolicy {name} ({}) could not be read: {why}",
            g.domain()
        ));
    }
}

/// One builder per CR, each with its policy (or why there is none).
pub(crate) fn builders<'a>(
    crs: &[&'a CrView],
    policies: &'a crate::cluster::policies::Policies,
) -> Vec<RolloutBuilder<'a>> {
    crs.iter()
        .map(|cr| {
            let group = cr.group.unwrap_or(crate::model::Group::Nodewright);
            let (policy, note) = match cr.deployment_policy.as_deref() {
                None => (None, None),
                Some(p) => match policies.find(p, group) {
                    Some(found) => (Some(found), None),
                    None if !policies.unreadable.is_empty() => (
                        None,
                        Some(format!(
                            "DeploymentPolicy {p} could not be read ({}); compartments from the CR's status only",
                            policies.unreadable[0].1
                        )),
                    ),
                    None => (
                        None,
                        Some(format!(
                            "DeploymentPolicy {p} does not exist; compartments from the CR's status only"
                        )),
                    ),
                },
            };
            RolloutBuilder::new(cr, policy, note)
        })
        .collect()
}

/// The nodes a frame makes the records of again: every node after a CR, policy or operator
/// change (`all`), else those whose verdict (`changed`) or object (`seen`) changed.
pub(crate) fn touched(
    live: &Live,
    all: bool,
    changed: &crate::model::reevaluation::Changed,
    seen: Option<&Changes>,
) -> Vec<String> {
    if all {
        return live.follower.nodes().keys().cloned().collect();
    }
    let mut names: BTreeSet<String> = changed.keys().cloned().collect();
    names.extend(seen.iter().flat_map(|c| c.nodes.iter().cloned()));
    names.into_iter().collect()
}

/// What each followed node adds to each CR's rollout, kept between the frames of
/// `rollout --watch`: per CR (the CRs of the frame, in order; they change only on a frame that
/// makes every record again), the records in node name order (a sorted vector: a third less
/// memory than a map at 20,000 nodes), and the rollout and its [`Standing`]
/// from the frame that last went over them. A frame makes again only the records of the nodes
/// it touches, and a CR's rollout only when one of its records changed: for the others it sets
/// again only what moves with the clock and the pods (`Standing::at`).
#[derive(Debug, Default)]
pub(crate) struct Folded {
    crs: Vec<String>,
    records: Vec<Vec<(Arc<str>, NodeRecord)>>,
    /// `None`: to be made again (a record changed, or the CR is new).
    made: Vec<Option<(Rollout, Standing)>>,
}

impl Folded {
    /// Makes the records of `names` again with `builders` (`all`: `names` is every node, and
    /// a node not among them is dropped), each from the node and its verdict that `read`
    /// gives (`None`: gone). Returns how many nodes' progress changed for a CR they were
    /// already part of; those that became complete are `observed` at `now`.
    pub(crate) fn update(
        &mut self,
        builders: &[RolloutBuilder],
        names: &[String],
        all: bool,
        read: impl Fn(&str) -> Option<(crate::model::NodeView, crate::model::gate::NodeGate)>,
        now: Timestamp,
        observed: &mut BTreeMap<String, BTreeMap<String, Timestamp>>,
    ) -> usize {
        let crs: Vec<String> = builders.iter().map(|b| b.cr_name().to_string()).collect();
        let old_crs = std::mem::replace(&mut self.crs, crs);
        let mut before = Vec::new();
        if all {
            // The same CR's records before, by name: the CRs may have changed.
            let mut old: BTreeMap<String, _> = old_crs
                .into_iter()
                .zip(std::mem::take(&mut self.records))
                .collect();
            before = self
                .crs
                .iter()
                .map(|c| old.remove(c).unwrap_or_default())
                .collect();
            self.records = vec![Vec::new(); self.crs.len()];
            self.made = vec![None; self.crs.len()];
        }
        let mut progressed = 0;
        for name in names {
            let node = read(name);
            // One copy of the name for every CR's record and key.
            let shared: Arc<str> = name.as_str().into();
            for (i, b) in builders.iter().enumerate() {
                let new = node
                    .as_ref()
                    .and_then(|(n, g)| b.record(n, g))
                    .map(|mut r| {
                        r.share_name(&shared);
                        r
                    });
                let find = |list: &[(Arc<str>, NodeRecord)]| {
                    list.binary_search_by(|(k, _)| (**k).cmp(name.as_str()))
                };
                // The record before: read where the last frame left it (every node again), or
                // taken out to be replaced.
                let taken = match (all, find(&self.records[i])) {
                    (false, Ok(at)) => Some(self.records[i].remove(at).1),
                    _ => None,
                };
                let old = match all {
                    true => find(&before[i]).ok().map(|at| &before[i][at].1),
                    false => taken.as_ref(),
                };
                if !all && old != new.as_ref() {
                    self.made[i] = None;
                }
                if let (Some(was), Some(r)) = (old, &new)
                    && was.progress() != r.progress()
                {
                    progressed += 1;
                    if r.progress() == Progress::Complete {
                        observed
                            .entry(self.crs[i].clone())
                            .or_default()
                            .insert(name.clone(), now);
                    }
                }
                if let Some(r) = new {
                    let at = find(&self.records[i]).unwrap_or_else(|at| at);
                    self.records[i].insert(at, (Arc::clone(&shared), r));
                }
            }
        }
        if all {
            // Grown one node at a time: up to twice what they hold (5.9 MB at 20,000 nodes and
            // five NodeWrights, in heaptrack), kept until every node is made again.
            for records in &mut self.records {
                records.shrink_to_fit();
            }
        }
        progressed
    }

    /// Makes the rollout of each CR whose records changed (lending them to its builder, in
    /// node name order, as the one-shot command folds the nodes of its list), and sets what
    /// moves with the clock and the pods on every one. Returns how many were made again.
    pub(crate) fn finish(
        &mut self,
        builders: Vec<RolloutBuilder>,
        crs: &[&CrView],
        now: Timestamp,
        window: SignedDuration,
        pods: &[PackagePod],
        observed: &BTreeMap<String, BTreeMap<String, Timestamp>>,
    ) -> usize {
        let empty = BTreeMap::new();
        let mut remade = 0;
        for (i, mut b) in builders.into_iter().enumerate() {
            if self.made[i].is_none() {
                remade += 1;
                for (_, r) in &self.records[i] {
                    b.add_kept(r);
                }
                let seen = observed.get(b.cr_name()).unwrap_or(&empty);
                self.made[i] = Some(b.standing(seen));
            }
            if let Some((rollout, standing)) = &mut self.made[i] {
                standing.at(rollout, crs[i], now, window, pods);
            }
        }
        remade
    }

    /// What stands of a CR's rollout as of the last [`Folded::finish`] (where its nodes fall).
    pub(crate) fn standing_of(&self, cr: &str) -> Option<&Standing> {
        let i = self.crs.iter().position(|c| c == cr)?;
        self.made[i].as_ref().map(|(_, s)| s)
    }

    /// The rollouts of the last [`Folded::finish`], in the CRs' order.
    pub(crate) fn rollouts(&self) -> impl Iterator<Item = &Rollout> {
        self.made.iter().flatten().map(|(r, _)| r)
    }
}
