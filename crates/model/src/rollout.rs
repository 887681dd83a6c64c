//! `rollout`: one logical CR's rollout at a glance. How far along (node counts by the operator's
//! own verdicts and completion rule), its compartments and batches, the rate and ETA from the
//! completion times the cluster records, the usual time of each package stage, and what holds
//! it.
//!
//! Pure aggregation: the command feeds every node once ([`RolloutBuilder::add`], with the gate
//! evaluation `status` computes for it) and the package pods it found, then calls
//! [`RolloutBuilder::finish`] with "now". Nothing here reads a clock or the cluster; nothing is
//! estimated without a basis: an unknown rate or ETA is `None`, and says why.

use std::collections::BTreeMap;
use std::sync::Arc;

use jiff::{SignedDuration, Timestamp};
use serde::Serialize;

use super::gate::{BlockerCode, CrOnNode, NodeGate};
use super::policy::{PolicyView, StrategyKind};
use super::types::{CrView, Group, NodeView};
pub use super::types::{ImagePull, PackagePod};

mod compartments;
mod eta;
mod holding;
mod record;
use eta::{eta, rate, who_holds};
use holding::{holding, stages};
pub use record::NodeRecord;
#[cfg(test)]
use record::completion_time;

/// Where a node stands for one CR (the operator's verdict, with its completion rule).
#[allow(clippy::enum_variant_names)] // `inProgress` is the operator's word and the JSON's
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum Progress {
    Complete,
    InProgress,
    Waiting,
    Erroring,
    Blocked,
    Paused,
}

impl Progress {
    /// Classifies a CR on a node: complete by the operator's completion rule; otherwise a
    /// paused or disabled CR holds it (`paused`); otherwise the operator's own verdict
    /// (`status_<cr>` / `status.nodeStatus`), with an erroring package counting as erroring
    /// even before the operator's verdict says so. No verdict yet: not picked, `waiting`.
    pub fn of(on: &CrOnNode) -> Progress {
        if on.complete {
            return Progress::Complete;
        }
        if on.paused || on.disabled {
            return Progress::Paused;
        }
        let erroring_pkg = on
            .packages
            .iter()
            .any(|p| matches!(p.state.as_deref(), Some("erroring" | "unknown")));
        match on.status.as_deref() {
            Some("erroring" | "unknown") => Progress::Erroring,
            _ if erroring_pkg => Progress::Erroring,
            Some("in_progress") => Progress::InProgress,
            Some("blocked") => Progress::Blocked,
            Some("paused" | "disabled") => Progress::Paused,
            _ => Progress::Waiting,
        }
    }
}

/// Node counts of one CR. `gated` is `None` for a CR that is not runtime-required.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct NodeCounts {
    pub selected: usize,
    pub complete: usize,
    pub in_progress: usize,
    pub waiting: usize,
    pub erroring: usize,
    pub blocked: usize,
    /// Paused or disabled.
    pub paused: usize,
    /// Selected nodes that still carry a gate taint (runtime-required CRs only).
    pub gated: Option<usize>,
    /// Selected nodes NodeWright released (or does not gate) that another gate or a cordon
    /// still keeps work off (`NodeGate::held_elsewhere`).
    pub released_not_schedulable: usize,
}

impl NodeCounts {
    fn add(&mut self, p: Progress) {
        self.selected += 1;
        match p {
            Progress::Complete => self.complete += 1,
            Progress::InProgress => self.in_progress += 1,
            Progress::Waiting => self.waiting += 1,
            Progress::Erroring => self.erroring += 1,
            Progress::Blocked => self.blocked += 1,
            Progress::Paused => self.paused += 1,
        }
    }
}

/// Where a compartment's rollout stands: one vocabulary for the table's STATE column and the
/// JSON `state`, computed here once for every view.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
#[derive(strum::IntoStaticStr, strum::VariantArray)]
#[strum(serialize_all = "kebab-case")]
pub enum CompartmentState {
    /// Nothing picked and nothing running; the operator creates the next batch on its next pass.
    Idle,
    /// A batch runs: picked nodes (or nodes in progress) that can still finish on their own.
    Moving,
    /// The operator keeps its batch on picked nodes that are not complete and need a person
    /// (the sticky batch): no other node of the compartment is picked until they finish.
    Held,
    /// `batchState.shouldStop`: the operator picks no node here until a person acts.
    Stopped,
    /// Every node of the compartment is complete.
    Done,
}

/// One compartment of the CR's deployment policy, with its batch state.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CompartmentView {
    pub name: String,
    /// `fixed`, `linear`, `exponential`, or `None` (no strategy known).
    pub strategy: Option<StrategyKind>,
    /// Nodes of the CR in this compartment (counted here).
    pub matched: usize,
    pub complete: usize,
    /// The operator's ceiling (`status.compartmentStatuses`), else computed from the budget.
    pub ceiling: i64,
    pub current_batch: i64,
    /// Nodes picked into the current batch (`status.nodePriority`) and not complete yet.
    pub batch_size: usize,
    /// The size of the batch the operator creates next, by its strategy.
    pub next_batch_size: i64,
    /// `batchState.completedNodes` / `failedNodes`: the operator's checkpoint.
    pub completed_nodes: i64,
    pub failed_nodes: i64,
    pub consecutive_failures: i64,
    /// Consecutive failed batches that stop the rollout (`None`: never stops).
    pub failure_threshold: Option<i64>,
    /// `batchState.shouldStop`: the operator picks no node here until a person acts.
    pub stopped: bool,
    /// Names of the picked nodes (at most 20; `batchSize` counts them all).
    pub picked: Vec<String>,
    /// `idle`, `moving`, `held`, `stopped` or `done`.
    pub state: CompartmentState,
    /// The picked nodes that need a person and so hold the batch (at most 20): set when `held`.
    pub held_by: Vec<String>,
}

/// Completion rate, with its basis.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Rate {
    /// `None` when there is no basis.
    pub nodes_per_hour: Option<f64>,
    /// Completions counted.
    pub completed: usize,
    /// Start of the span they were counted over (RFC 3339).
    pub since: Option<String>,
    /// In words: `48 nodes in the last 30 min`, or why there is no rate.
    pub basis: String,
}

/// When the rollout should finish at the current rate.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Eta {
    /// RFC 3339.
    pub at: String,
    pub seconds: i64,
    /// Nodes the ETA covers (not complete and not waiting on a person).
    pub remaining: usize,
}

/// Usual time of one package stage, and where it runs far longer now.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct StageTimes {
    pub package: String,
    pub stage: String,
    /// Finished runs measured (package pods whose stage containers all ended).
    pub samples: usize,
    pub median_seconds: Option<i64>,
    pub p90_seconds: Option<i64>,
    /// Nodes where this stage is running now.
    pub running: usize,
    /// Runs going far longer than usual (over twice the p90, with at least 3 samples).
    pub slow: Vec<SlowRun>,
}

/// A stage running far longer than usual on a node.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SlowRun {
    pub node: String,
    pub seconds: i64,
    /// RFC 3339: when the run started (its pod's start time).
    pub since: String,
}

/// A node that holds the rollout, with its most important blocker.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Holding {
    /// Shared with the node's record (a frame of `--watch` copies no text).
    pub node: Arc<str>,
    pub code: BlockerCode,
    pub message: Arc<str>,
    pub remedy: Arc<str>,
    /// Picked into a batch: while it is not complete its compartment's batch does not move.
    pub picked: bool,
    pub compartment: Arc<str>,
}

/// One logical CR's rollout.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Rollout {
    pub name: String,
    pub group: Group,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mirrored_from: Option<String>,
    pub runtime_required: bool,
    pub paused: bool,
    pub disabled: bool,
    /// The operator's roll-up `status.status`.
    pub status: Option<String>,
    pub deployment_policy: Option<String>,
    /// Set when the policy could not be read or does not exist: compartments then come from
    /// the CR's status alone.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub policy_note: Option<String>,
    pub nodes: NodeCounts,
    pub compartments: Vec<CompartmentView>,
    pub rate: Rate,
    pub eta: Option<Eta>,
    /// What the ETA rests on, or why it is unknown.
    pub eta_basis: String,
    pub stages: Vec<StageTimes>,
    /// Most consequential first.
    pub holding: Vec<Holding>,
}

/// Accumulates one CR's rollout over the nodes, one at a time.
#[derive(Debug)]
pub struct RolloutBuilder<'a> {
    cr: &'a CrView,
    policy: Option<&'a PolicyView>,
    policy_note: Option<String>,
    counts: NodeCounts,
    /// Made here (the one-shot command).
    records: Vec<NodeRecord>,
    /// Kept by the caller between frames (`--watch`), lent to this one.
    kept: Vec<&'a NodeRecord>,
    gated: usize,
}

/// A record as one `finish` reads it: with what the frame adds to it (its completion time when
/// only the watch saw it, its compartment, whether that compartment holds it back). The record
/// itself is never changed, so `--watch` lends its kept records to every frame.
pub(super) struct Row<'r> {
    record: &'r NodeRecord,
    pub(super) completed_at: Option<Timestamp>,
    /// Index into the frame's compartment names.
    pub(super) compartment: usize,
    /// Not complete, and its compartment will not reach it until a person acts (stopped, or
    /// held while it waits to be picked), whatever its own blockers say.
    pub(super) held_back: bool,
}

impl std::ops::Deref for Row<'_> {
    type Target = NodeRecord;
    fn deref(&self) -> &NodeRecord {
        self.record
    }
}

/// What a rollout's rate, ETA and stage times are made from besides the clock and the pods
/// ([`RolloutBuilder::standing`]): kept by `rollout --watch` while the CR's records stay the
/// same, so a frame sets those parts again without going over the nodes.
#[derive(Debug, Clone, PartialEq)]
pub struct Standing {
    /// Completion times (recorded, else observed), in order.
    times: Vec<Timestamp>,
    any_complete: bool,
    /// Nodes not complete, and those of them that wait on a person (or are held back).
    left: usize,
    person: usize,
    /// What holds the rollout, in words ([`who_holds`]).
    who: String,
    /// Each node's compartment, in node name order (the names shared with the records').
    placement: Vec<(Arc<str>, Arc<str>)>,
}

/// Each row's node and compartment, by node name.
fn placement(rows: &[Row], names: &[Arc<str>]) -> Vec<(Arc<str>, Arc<str>)> {
    let mut placed: Vec<(Arc<str>, Arc<str>)> = rows
        .iter()
        .map(|r| (Arc::clone(&r.name), Arc::clone(&names[r.compartment])))
        .collect();
    placed.sort_unstable_by(|a, b| a.0.cmp(&b.0));
    placed
}

impl Standing {
    /// The compartment a node falls in, as the operator places it (`None`: not selected).
    pub fn compartment_of(&self, node: &str) -> Option<&Arc<str>> {
        let at = self
            .placement
            .binary_search_by(|(n, _)| (**n).cmp(node))
            .ok()?;
        Some(&self.placement[at].1)
    }

    /// Sets the parts of `rollout` (made with this) that move with the clock and the package
    /// pods: rate, ETA and its basis, stage times, as of `now`.
    pub fn at(
        &self,
        rollout: &mut Rollout,
        cr: &CrView,
        now: Timestamp,
        window: SignedDuration,
        pods: &[PackagePod],
    ) {
        rollout.rate = rate(&self.times, self.any_complete, now, window);
        (rollout.eta, rollout.eta_basis) =
            eta(self.left, self.person, &rollout.rate, now, &self.who);
        rollout.stages = stages(cr, pods, now);
    }
}

impl<'a> RolloutBuilder<'a> {
    /// `policy`: the CR's DeploymentPolicy when found; `policy_note` says why it is missing
    /// when the CR names one that could not be found or read.
    pub fn new(
        cr: &'a CrView,
        policy: Option<&'a PolicyView>,
        policy_note: Option<String>,
    ) -> Self {
        RolloutBuilder {
            cr,
            policy,
            policy_note,
            counts: NodeCounts::default(),
            records: Vec::new(),
            kept: Vec::new(),
            gated: 0,
        }
    }

    /// The CR's name.
    pub fn cr_name(&self) -> &str {
        &self.cr.name
    }

    /// Folds one node in (ignored unless the CR selects it). `gate` is its gate evaluation.
    pub fn add(&mut self, node: &NodeView, gate: &NodeGate) {
        if let Some(r) = self.record(node, gate) {
            self.add_record(r);
        }
    }

    /// Folds in a record [`RolloutBuilder::record`] made for this CR (and policy).
    pub fn add_record(&mut self, r: NodeRecord) {
        self.count(&r);
        self.records.push(r);
    }

    /// Folds in a record kept by the caller ([`RolloutBuilder::record`] made it for this CR and
    /// policy), without copying it: `rollout --watch` lends every frame the records it keeps.
    pub fn add_kept(&mut self, r: &'a NodeRecord) {
        self.count(r);
        self.kept.push(r);
    }

    fn count(&mut self, r: &NodeRecord) {
        self.counts.add(r.progress);
        if r.gated {
            self.gated += 1;
        }
        if r.held_elsewhere {
            self.counts.released_not_schedulable += 1;
        }
    }

    /// What [`RolloutBuilder::add`] keeps of the node (`None`: the CR does not select it). It
    /// reads the node, its verdict, the CR and its policy, nothing else.
    pub fn record(&self, node: &NodeView, gate: &NodeGate) -> Option<NodeRecord> {
        record::record(self.cr, self.policy, node, gate)
    }

    /// The rollout, as of `now`. `window`: how far back completions count for the rate.
    /// `observed`: completions seen happen while watching (node -> when), used for nodes whose
    /// condition records no time.
    pub fn finish(
        self,
        now: Timestamp,
        window: SignedDuration,
        pods: &[PackagePod],
        observed: &BTreeMap<String, Timestamp>,
    ) -> Rollout {
        let cr = self.cr;
        let (mut rollout, standing) = self.standing(observed);
        standing.at(&mut rollout, cr, now, window, pods);
        rollout
    }

    /// The part of the rollout the clock does not move (counts, compartments, what holds it),
    /// and what [`Standing::at`] needs to set the rest (rate, ETA, stage times) for a time.
    /// `rollout --watch` keeps both for a CR none of whose records changed.
    pub fn standing(self, observed: &BTreeMap<String, Timestamp>) -> (Rollout, Standing) {
        let cr = self.cr;
        let mut counts = self.counts.clone();
        counts.gated = cr.runtime_required.then_some(self.gated);
        let mut rows: Vec<Row> = self
            .records
            .iter()
            .chain(self.kept.iter().copied())
            .map(|r| Row {
                record: r,
                completed_at: match r.completed_at {
                    None if r.progress == Progress::Complete => observed.get(&*r.name).copied(),
                    at => at,
                },
                compartment: 0,
                held_back: false,
            })
            .collect();
        let (names, compartments) = self.compartments(&mut rows);
        let states: Vec<Option<CompartmentState>> = names
            .iter()
            .map(|n| {
                compartments
                    .iter()
                    .find(|v| *v.name == **n)
                    .map(|v| v.state)
            })
            .collect();
        for r in &mut rows {
            r.held_back = match states[r.compartment] {
                Some(CompartmentState::Stopped) => r.progress != Progress::Complete,
                Some(CompartmentState::Held) => !r.picked && r.progress == Progress::Waiting,
                _ => false,
            };
        }
        let mut times: Vec<Timestamp> = rows.iter().filter_map(|r| r.completed_at).collect();
        times.sort_unstable();
        let standing = Standing {
            times,
            any_complete: counts.complete > 0,
            left: counts.selected - counts.complete,
            person: rows
                .iter()
                .filter(|r| r.progress != Progress::Complete && (r.needs_person || r.held_back))
                .count(),
            who: who_holds(&rows, &compartments),
            placement: placement(&rows, &names),
        };
        let holding = holding(&rows, &names, &compartments);
        let rollout = Rollout {
            name: cr.name.clone(),
            group: cr.group.unwrap_or(Group::Nodewright),
            mirrored_from: cr.mirrored_from.clone(),
            runtime_required: cr.runtime_required,
            paused: cr.paused,
            disabled: cr.disabled,
            status: cr.status.clone(),
            deployment_policy: cr.deployment_policy.clone(),
            policy_note: self.policy_note,
            nodes: counts,
            compartments,
            // Set by `Standing::at`.
            rate: Rate {
                nodes_per_hour: None,
                completed: 0,
                since: None,
                basis: String::new(),
            },
            eta: None,
            eta_basis: String::new(),
            stages: Vec::new(),
            holding,
        };
        (rollout, standing)
    }
}

/// RFC 3339 to the second, as Kubernetes writes times.
fn rfc3339(t: Timestamp) -> String {
    t.strftime("%Y-%m-%dT%H:%M:%SZ").to_string()
}

#[cfg(test)]
#[path = "rollout_tests.rs"]
mod tests;
