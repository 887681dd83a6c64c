//! The gate evaluation alone, without a cluster: CPU per node at several fleet sizes, to see
//! that `status`'s client work stays linear in the fleet ( a CR's status has an entry
//! per node, and a per-node evaluation that walks it is quadratic).
//!
//!     cargo run --release --example eval_scale -- 5000 20000
//!
//! Builds the benchmark's fleet (`--mix bench`, renamed flavour) in memory: node JSON decoded
//! by the plugin's own slim decoder, the CRs with the status the operator would have written.
//! Prints the time to evaluate every node, per node, and to sort and serialize the results.

#[path = "../tests/common/fleet.rs"]
#[allow(dead_code, unused_imports)]
mod fleet;

use std::time::Instant;

/// Resident memory now (kB), to weigh what `status` keeps per node.
fn rss_kb() -> usize {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("VmRSS:"))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        })
        .unwrap_or(0)
}

use fleet::{Flavor, Fleet, Mix, Role};
use nodewright::cluster::nodes::NodeItem;
use nodewright::model::gate;
use nodewright::model::*;

fn main() {
    let sizes: Vec<usize> = std::env::args()
        .skip(1)
        .map(|a| a.parse().expect("fleet sizes: numbers"))
        .collect();
    for n in sizes {
        let fleet = Fleet::with_mix("nwb", Flavor::Renamed, &Mix::Bench, n);
        let t = Instant::now();
        let nodes: Vec<NodeView> = fleet
            .nodes
            .iter()
            .map(|p| {
                serde_json::from_value::<NodeItem>(fleet.node_json(p))
                    .expect("the fleet's node JSON decodes")
                    .view
            })
            .collect();
        let mut crs = Vec::new();
        for (obj, role) in fleet.crs().into_iter().zip(Role::ALL) {
            let mut obj = obj;
            obj["status"] = fleet.cr_status(role);
            crs.push(
                nodewright::model::cr::cr_from_object(&obj, Group::Nodewright)
                    .expect("the fleet's CRs decode"),
            );
        }
        let logical = gate::merge_logical_crs(vec![], crs);
        let config = OperatorConfig {
            taint: nodewright::model::taint::TaintSpec::default_nodewright(),
            reapply_on_reboot: false,
            legacy_cleanup_delay_secs: 86400,
            version: Some("v0.18.2".into()),
            legacy_taint_recognised: true,
            source: ConfigSource::Deployment("nodewright/nodewright-operator".into()),
            operator_ready: Some(true),
            start_refusal: None,
        };
        let none = gate::Waits::none();
        let hold = vec![];
        let mut ctx = GateContext {
            config: &config,
            crs: &logical,
            stall_after: std::time::Duration::from_secs(1800),
            now: jiff::Timestamp::now(),
            waits: &none,
            migration_hold: &hold,
            unpulled: &[],
            readiness: &[],
        };
        let cands = gate::wait_candidates(&logical);
        let read: Vec<_> = nodes
            .iter()
            .filter(|n| cands.contains(&n.name))
            .cloned()
            .collect();
        let waits = gate::Waits::with_policies(vec![]).settle(&read, &ctx);
        ctx.waits = &waits;
        let decode = t.elapsed();
        let t = Instant::now();
        let before = rss_kb();
        let mut out: Vec<gate::NodeGate> = nodes
            .iter()
            .map(|n| {
                // As `status` keeps them: per-CR counts, no package rows.
                let mut g = gate::evaluate(n, &ctx);
                for c in &mut g.nodewrights {
                    c.packages = Vec::new();
                }
                g
            })
            .collect();
        let eval = t.elapsed();
        let kept = rss_kb().saturating_sub(before) * 1024;
        let t = Instant::now();
        out.sort_by(|a, b| a.name.cmp(&b.name));
        let s = serde_json::to_string(&out).expect("serializes");
        let ser = t.elapsed();
        println!(
            "{n} nodes: setup {:.2?}, evaluate {:.2?} ({:.1} us/node), sort+json {:.2?} ({} bytes), wait reads {}, results kept {:.0} B/node of RSS",
            decode,
            eval,
            eval.as_secs_f64() * 1e6 / n as f64,
            ser,
            s.len(),
            cands.len(),
            kept as f64 / n as f64
        );
    }
}
