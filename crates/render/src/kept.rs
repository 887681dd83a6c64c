//! Gate results kept between evaluation and printing, compressed ([`Stream`]): `status` sorts
//! its output by node name and sums it up, so it must see every result before it prints, and at
//! 20,000 nodes the results as values are ~30 MB; kept as one deflate stream they are ~15x
//! smaller, and decoded one at a time while printing.
//!
//! The API server lists nodes in name order, so results arrive sorted and are replayed from
//! the stream. If one arrives out of order (nodes read by name, a server that does not sort),
//! every result is decoded and sorted in memory, as before.

use nodewright_error::{Error, Result};
use nodewright_model::gate::{GateState, NodeGate};
use nodewright_packed::Stream;

/// Gate results in arrival order, compressed, with their count per state.
#[derive(Debug, Default)]
pub struct CompressedResults {
    stream: Stream<NodeGate>,
    last: String,
    /// A result came before one listed earlier: they are sorted before printing.
    out_of_order: bool,
    states: std::collections::BTreeMap<GateState, usize>,
}

/// The kept results, by name.
pub type Sorted = Box<dyn ExactSizeIterator<Item = std::result::Result<NodeGate, String>>>;

impl CompressedResults {
    /// Keeps one result.
    pub fn push(&mut self, gate: &NodeGate) -> Result<()> {
        if !self.stream.is_empty() && gate.name < self.last {
            self.out_of_order = true;
        }
        self.last.clear();
        self.last.push_str(&gate.name);
        self.stream
            .push(gate)
            .map_err(|e| Error::Failed(format!("cannot keep a gate result: {e}")))?;
        *self.states.entry(gate.state).or_default() += 1;
        Ok(())
    }

    pub fn len(&self) -> usize {
        self.stream.len()
    }

    pub fn is_empty(&self) -> bool {
        self.stream.is_empty()
    }

    /// Results per gate state.
    pub fn states(&self) -> &std::collections::BTreeMap<GateState, usize> {
        &self.states
    }

    /// The results sorted by name, decoded one at a time when they arrived in order.
    pub fn into_sorted(self) -> Result<Sorted> {
        let out_of_order = self.out_of_order;
        let values = self
            .stream
            .into_values()
            .map_err(|e| Error::Failed(format!("cannot keep gate results: {e}")))?;
        let values =
            values.map(|r| r.map_err(|e| format!("cannot read back a kept gate result: {e}")));
        if !out_of_order {
            return Ok(Box::new(values));
        }
        let mut all = values
            .collect::<std::result::Result<Vec<NodeGate>, String>>()
            .map_err(Error::Failed)?;
        all.sort_by(|a, b| a.name.cmp(&b.name));
        Ok(Box::new(all.into_iter().map(Ok)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nodewright_model::Group;
    use nodewright_model::gate::{
        Blocker, BlockerCode, CrOnNode, GateTaint, PackageRow, TaintKind,
    };

    /// A result with every optional field set, so the round trip covers each of them.
    fn full(name: &str) -> NodeGate {
        let taint = GateTaint {
            key: "nodewright.nvidia.com".into(),
            value: Some("runtime-required".into()),
            effect: "NoSchedule".into(),
            kind: TaintKind::Configured,
        };
        NodeGate {
            name: name.into(),
            state: GateState::Stuck,
            taint: Some(taint.clone()),
            gate_taints: vec![taint],
            blockers: vec![Blocker {
                code: BlockerCode::PackageErroring,
                message: "package \"driver\" is erroring\nsecond line: ünïcode".into(),
                remedy: "kubectl nodewright package logs driver".into(),
                root: Some(nodewright_model::gate::Root {
                    node: "n1".into(),
                    cr: "gpu-init".into(),
                    code: BlockerCode::PackageErroring,
                }),
                rule: Some(nodewright_model::version::Rule::StagesAsJobs),
            }],
            nodewrights: vec![CrOnNode {
                name: "gpu-init".into(),
                group: Group::Skyhook,
                runtime_required: true,
                status: Some("erroring".into()),
                cr_node_status: Some("in_progress".into()),
                packages_complete: 1,
                packages_total: 2,
                complete: false,
                paused: true,
                disabled: false,
                state_prefix: Some(Group::Nodewright),
                packages: vec![PackageRow {
                    name: "driver".into(),
                    declared_version: Some("1.0".into()),
                    observed_version: None,
                    stage: Some("apply".into()),
                    state: Some("erroring".into()),
                    restarts: Some(3),
                    complete: false,
                }],
                disagreement: Some("the operator says complete".into()),
                stale_record: Some("stale".into()),
            }],
            unschedulable: true,
            ignored: true,
            last_change: Some("2026-05-10T11:00:00Z".into()),
            runtime_required_cordon: Some("cordoned".into()),
            foreign_cordon: Some("cordoned by something else".into()),
            other_gates: vec![nodewright_model::gates::OtherGate {
                owner: nodewright_model::gates::GateOwner::NodeReadinessController,
                gate: "readiness.k8s.io/gpu:NoSchedule".into(),
                reason: "held".into(),
                remedy: "fix".into(),
                source: "docs".into(),
                rule: Some(nodewright_model::readiness::RuleOnNode {
                    name: "gpu-ready".into(),
                    mode: "continuous".into(),
                    dry_run: true,
                    conditions: vec![nodewright_model::readiness::ConditionOnNode {
                        type_: "nvidia.com/GPUReady".into(),
                        required_status: "True".into(),
                        status: "False".into(),
                        missing: false,
                        met: false,
                        reason: Some("r".into()),
                        message: Some("m".into()),
                        since: Some("2026-05-10T11:00:00Z".into()),
                    }],
                }),
            }],
            schedulable: true,
        }
    }

    fn bare(name: &str, state: GateState) -> NodeGate {
        NodeGate {
            name: name.into(),
            state,
            taint: None,
            gate_taints: vec![],
            blockers: vec![],
            nodewrights: vec![],
            unschedulable: false,
            ignored: false,
            last_change: None,
            runtime_required_cordon: None,
            foreign_cordon: None,
            other_gates: vec![],
            schedulable: false,
        }
    }

    fn replay(gates: &[NodeGate]) -> Vec<NodeGate> {
        let mut kept = CompressedResults::default();
        for g in gates {
            kept.push(g).expect("kept");
        }
        assert_eq!(kept.len(), gates.len());
        let sorted = kept.into_sorted().expect("sorted");
        assert_eq!(sorted.len(), gates.len());
        sorted.map(|r| r.expect("decoded")).collect()
    }

    #[test]
    fn results_in_order_come_back_identical() {
        let gates = vec![
            full("a-1"),
            bare("a-2", GateState::Released),
            full("b"),
            bare("c", GateState::Ungated),
        ];
        let back = replay(&gates);
        assert_eq!(back, gates);
        // Identical documents, not only equal values.
        assert_eq!(
            serde_json::to_string_pretty(&back).expect("json"),
            serde_json::to_string_pretty(&gates).expect("json")
        );
    }

    #[test]
    fn results_out_of_order_are_sorted_by_name() {
        let gates = vec![
            bare("n-2", GateState::Gated),
            full("n-10"),
            bare("n-1", GateState::Released),
        ];
        let names: Vec<String> = replay(&gates).into_iter().map(|g| g.name).collect();
        assert_eq!(names, ["n-1", "n-10", "n-2"]);
    }

    #[test]
    fn states_are_counted_and_nothing_kept_is_empty() {
        let mut kept = CompressedResults::default();
        assert!(kept.is_empty());
        for g in [
            bare("a", GateState::Released),
            bare("b", GateState::Stuck),
            bare("c", GateState::Released),
        ] {
            kept.push(&g).expect("kept");
        }
        assert_eq!(kept.states().get(&GateState::Released), Some(&2));
        assert_eq!(kept.states().get(&GateState::Stuck), Some(&1));
        assert_eq!(
            CompressedResults::default()
                .into_sorted()
                .expect("empty")
                .count(),
            0
        );
    }
}
