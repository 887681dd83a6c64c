//! Where each node of a rollout falls among its compartments, and each compartment's view:
//! its nodes, batch and state.

use std::collections::HashMap;
use std::sync::Arc;

use super::record::NodeRecord;
use super::{CompartmentState, CompartmentView, Progress, RolloutBuilder, Row};
use crate::policy::{self, CompartmentPolicy, DEFAULT_COMPARTMENT};
use crate::types::{BatchState, CompartmentStatus};

impl RolloutBuilder<'_> {
    /// Assigns every row to a compartment (`Row::compartment`, an index into the names
    /// returned) and builds the compartment views: the policy's compartments, then those only
    /// the CR's status names.
    pub(super) fn compartments(&self, rows: &mut [Row]) -> (Vec<Arc<str>>, Vec<CompartmentView>) {
        let cr = self.cr;
        let policy: Vec<CompartmentPolicy> = match self.policy {
            Some(p) => p.compartments.clone(),
            None if cr.deployment_policy.is_none() => {
                vec![policy::legacy_compartment(cr, rows.len())]
            }
            // A policy named but not readable: what the CR's status says, nothing assumed.
            None => Vec::new(),
        };
        let mut names: Vec<String> = policy.iter().map(|c| c.name.clone()).collect();
        for n in cr.compartment_statuses.keys() {
            if !names.contains(n) {
                names.push(n.clone());
            }
        }
        // Shown: the policy's compartments and the status's. A node falling in the default
        // compartment that neither names is in none of them.
        let shown = names.len();
        let default = match names.iter().position(|n| n == DEFAULT_COMPARTMENT) {
            Some(i) => i,
            None => {
                names.push(DEFAULT_COMPARTMENT.to_string());
                shown
            }
        };
        let mut selector_counts = vec![0usize; policy.len()];
        for r in rows.iter() {
            for i in &r.matches {
                selector_counts[*i as usize] += 1;
            }
        }
        // Nodes matching the same selectors fall in the same compartment: resolved once per set.
        let mut by_matches: HashMap<&[u16], usize> = HashMap::new();
        let mut members: Vec<Vec<&NodeRecord>> = vec![Vec::new(); names.len()];
        for r in rows.iter_mut() {
            let record: &NodeRecord = r.record;
            let at = *by_matches.entry(&record.matches).or_insert_with(|| {
                let matched: Vec<&str> = record
                    .matches
                    .iter()
                    .map(|i| policy[*i as usize].name.as_str())
                    .collect();
                let name = policy::assign(&policy, &matched, |n| {
                    policy
                        .iter()
                        .position(|c| c.name == n)
                        .map_or(0, |i| selector_counts[i])
                });
                names.iter().position(|n| n == name).unwrap_or(default)
            });
            r.compartment = at;
            members[at].push(record);
        }
        let mut out = Vec::new();
        for (name, members) in names.iter().zip(&members).take(shown) {
            let status = cr.compartment_statuses.get(name);
            let cp = policy.iter().find(|c| c.name == *name);
            if status.is_none() && members.is_empty() && name == DEFAULT_COMPARTMENT {
                // The policy's default compartment with no node in it: nothing to show.
                if self.policy.is_some() && !policy.iter().all(|c| c.name == DEFAULT_COMPARTMENT) {
                    continue;
                }
            }
            out.push(compartment_view(name.clone(), members, status, cp));
        }
        (names.into_iter().map(Arc::from).collect(), out)
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
        .map(|r| r.name.to_string())
        .collect();
    let batch_size = picked.len();
    picked.truncate(20);
    let mut held_by: Vec<String> = members
        .iter()
        .filter(|r| r.picked && r.progress != Progress::Complete && r.needs_person)
        .map(|r| r.name.to_string())
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
