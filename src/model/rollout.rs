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

use jiff::{SignedDuration, Timestamp};
use serde::Serialize;

use super::gate::{BlockerCode, CrOnNode, NodeGate};
use super::policy::{self, CompartmentPolicy, DEFAULT_COMPARTMENT, PolicyView, StrategyKind};
use super::types::{BatchState, CompartmentStatus, CrView, Group, NodeView};

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
    pub node: String,
    pub code: BlockerCode,
    pub message: String,
    pub remedy: String,
    /// Picked into a batch: while it is not complete its compartment's batch does not move.
    pub picked: bool,
    pub compartment: String,
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

/// A package pod of the operator (one package stage on one node), as the cluster layer reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PackagePod {
    /// `P/name` label: the CR name (either of a logical CR's names).
    pub cr: String,
    /// The `P/package` label: `<name>-<version>` (shown as the spec's package name).
    pub package: String,
    pub stage: String,
    pub node: String,
    pub started: Timestamp,
    /// When the last stage container ended successfully; `None` while it runs.
    pub finished: Option<Timestamp>,
}

/// Accumulates one CR's rollout over the nodes, one at a time.
#[derive(Debug)]
pub struct RolloutBuilder<'a> {
    cr: &'a CrView,
    policy: Option<&'a PolicyView>,
    policy_note: Option<String>,
    counts: NodeCounts,
    records: Vec<NodeRecord>,
    gated: usize,
}

/// Codes whose scope is wider than one node, most consequential first.
fn scope_rank(code: BlockerCode) -> u8 {
    // By serialized name: codes other engineers add to the enum rank without a change here.
    let name = serde_json::to_value(code)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default();
    match name.as_str() {
        "operator-missing" | "operator-halted" => 0,
        "rollout-stopped" => 1,
        "cr-disabled" | "cr-paused" => 2,
        _ => 3,
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
        self.counts.add(r.progress);
        if r.gated {
            self.gated += 1;
        }
        self.records.push(r);
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
        mut self,
        now: Timestamp,
        window: SignedDuration,
        pods: &[PackagePod],
        observed: &BTreeMap<String, Timestamp>,
    ) -> Rollout {
        let cr = self.cr;
        self.counts.gated = cr.runtime_required.then_some(self.gated);
        for r in &mut self.records {
            if r.progress == Progress::Complete && r.completed_at.is_none() {
                r.completed_at = observed.get(&r.name).copied();
            }
        }
        let (compartments, assigned) = self.compartments();
        for (r, c) in self.records.iter_mut().zip(&assigned) {
            let state = compartments.iter().find(|v| v.name == *c).map(|v| v.state);
            r.held_back = match state {
                Some(CompartmentState::Stopped) => r.progress != Progress::Complete,
                Some(CompartmentState::Held) => !r.picked && r.progress == Progress::Waiting,
                _ => false,
            };
        }
        let rate = rate(&self.records, now, window);
        let who = who_holds(&self.records, &compartments);
        let (eta, eta_basis) = eta(&self.records, &rate, now, &who);
        let stages = stages(cr, pods, now);
        let holding = holding(&self.records, &assigned, &compartments);
        Rollout {
            name: cr.name.clone(),
            group: cr.group.unwrap_or(Group::Nodewright),
            mirrored_from: cr.mirrored_from.clone(),
            runtime_required: cr.runtime_required,
            paused: cr.paused,
            disabled: cr.disabled,
            status: cr.status.clone(),
            deployment_policy: cr.deployment_policy.clone(),
            policy_note: self.policy_note,
            nodes: self.counts,
            compartments,
            rate,
            eta,
            eta_basis,
            stages,
            holding,
        }
    }

    /// Assigns every node to a compartment and builds the compartment views. Returns the
    /// views and each record's compartment name (by record index).
    fn compartments(&self) -> (Vec<CompartmentView>, Vec<String>) {
        let cr = self.cr;
        let policy: Vec<CompartmentPolicy> = match self.policy {
            Some(p) => p.compartments.clone(),
            None if cr.deployment_policy.is_none() => {
                vec![policy::legacy_compartment(cr, self.records.len())]
            }
            // A policy named but not readable: what the CR's status says, nothing assumed.
            None => Vec::new(),
        };
        let mut selector_counts = vec![0usize; policy.len()];
        for r in &self.records {
            for i in &r.matches {
                selector_counts[*i as usize] += 1;
            }
        }
        let assigned: Vec<String> = self
            .records
            .iter()
            .map(|r| {
                let names: Vec<&str> = r
                    .matches
                    .iter()
                    .map(|i| policy[*i as usize].name.as_str())
                    .collect();
                policy::assign(&policy, &names, |n| {
                    policy
                        .iter()
                        .position(|c| c.name == n)
                        .map_or(0, |i| selector_counts[i])
                })
                .to_string()
            })
            .collect();
        let mut names: Vec<String> = policy.iter().map(|c| c.name.clone()).collect();
        for n in cr.compartment_statuses.keys() {
            if !names.contains(n) {
                names.push(n.clone());
            }
        }
        let mut out = Vec::new();
        for name in names {
            let members: Vec<&NodeRecord> = self
                .records
                .iter()
                .zip(&assigned)
                .filter(|(_, a)| **a == name)
                .map(|(r, _)| r)
                .collect();
            let status = cr.compartment_statuses.get(&name);
            let cp = policy.iter().find(|c| c.name == name);
            if status.is_none() && members.is_empty() && name == DEFAULT_COMPARTMENT {
                // The policy's default compartment with no node in it: nothing to show.
                if self.policy.is_some() && !policy.iter().all(|c| c.name == DEFAULT_COMPARTMENT) {
                    continue;
                }
            }
            out.push(compartment_view(name, &members, status, cp));
        }
        (out, assigned)
    }
}

/// One compartment's view from the nodes assigned to it, its status in the CR and its policy.
fn compartment_view(
    name: String,
    members: &[&NodeRecord],
    status: Option<&CompartmentStatus>,
    cp: Option<&CompartmentPolicy>,
) -> CompartmentView {
    let batch = status
        .and_then(|s| s.batch_state.clone())
        .unwrap_or(BatchState {
            current_batch: 1,
            ..Default::default()
        });
    let matched = members.len();
    let mut picked: Vec<String> = members
        .iter()
        .filter(|r| r.picked && r.progress != Progress::Complete)
        .map(|r| r.name.clone())
        .collect();
    let batch_size = picked.len();
    picked.truncate(20);
    let mut held_by: Vec<String> = members
        .iter()
        .filter(|r| r.picked && r.progress != Progress::Complete && r.needs_person)
        .map(|r| r.name.clone())
        .collect();
    held_by.truncate(20);
    let complete = members
        .iter()
        .filter(|r| r.progress == Progress::Complete)
        .count();
    let state = if batch.should_stop {
        CompartmentState::Stopped
    } else if complete == matched {
        CompartmentState::Done
    } else if !held_by.is_empty() {
        CompartmentState::Held
    } else if batch_size > 0 || members.iter().any(|r| r.progress == Progress::InProgress) {
        CompartmentState::Moving
    } else {
        CompartmentState::Idle
    };
    CompartmentView {
        strategy: cp.and_then(|c| c.strategy.map(|s| s.kind)),
        matched,
        complete,
        ceiling: status
            .map(|s| s.ceiling)
            .filter(|c| *c > 0)
            .or_else(|| cp.map(|c| policy::ceiling(&c.budget, matched)))
            .unwrap_or(0),
        current_batch: batch.current_batch,
        batch_size,
        next_batch_size: cp.map_or(0, |c| policy::next_batch_size(c, matched, &batch)),
        completed_nodes: batch.completed_nodes,
        failed_nodes: batch.failed_nodes,
        consecutive_failures: batch.consecutive_failures,
        failure_threshold: cp.and_then(|c| c.strategy.and_then(|s| s.failure_threshold)),
        stopped: batch.should_stop,
        picked,
        state,
        held_by,
        name,
    }
}

/// RFC 3339 to the second, as Kubernetes writes times.
fn rfc3339(t: Timestamp) -> String {
    t.strftime("%Y-%m-%dT%H:%M:%SZ").to_string()
}

#[cfg(test)]
#[path = "rollout_tests.rs"]
mod tests;
