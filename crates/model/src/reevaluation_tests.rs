//! Which nodes a change touches, and that the nodes it leaves out keep their verdict.

use std::time::Duration;

use super::*;
use crate::gate::{Waits, evaluate};
use crate::policy::CompartmentPolicy;
use crate::taint::TaintSpec;
use crate::types::test_config;
use crate::{Group, OperatorConfig, PackageSpec};

const NOW: &str = "2026-05-10T12:00:00Z";
const GATE: &str = "nodewright.nvidia.com=runtime-required:NoSchedule";

fn cr(name: &str, pool: &str) -> CrView {
    CrView {
        name: name.into(),
        group: Some(Group::Nodewright),
        runtime_required: true,
        priority: 200,
        sequencing: "node".into(),
        node_selector: LabelSelector {
            match_labels: [("pool".to_string(), pool.to_string())].into(),
            ..Default::default()
        },
        packages: [(
            "driver".to_string(),
            PackageSpec {
                name: "driver".into(),
                version: "1.0".into(),
                image: "img".into(),
                ..Default::default()
            },
        )]
        .into(),
        ..Default::default()
    }
}

/// A gated node of `pool`, in progress for `cr` since `when`, with labels no selector uses.
fn node(name: &str, pool: &str, cr: &str, when: &str) -> NodeView {
    let mut n = NodeView {
        name: name.into(),
        ..Default::default()
    };
    n.labels.insert("pool".into(), pool.into());
    n.labels
        .insert("topology.kubernetes.io/zone".into(), "z1".into());
    n.labels
        .insert("nodewright.nvidia.com/ignore".into(), "false".into());
    n.taints
        .push(TaintSpec::parse(GATE).expect("valid").to_taint());
    n.annotations.insert(
        format!("nodewright.nvidia.com/nodeState_{cr}"),
        r#"{"driver|1.0":{"name":"driver","version":"1.0","image":"img","stage":"apply","state":"in_progress"}}"#.into(),
    );
    n.conditions.push(crate::NodeCondition {
        type_: format!("nodewright.nvidia.com/{cr}/NotReady"),
        status: "True".into(),
        reason: Some("Incomplete".into()),
        message: None,
        last_transition_time: Some(when.into()),
    });
    n
}

struct Facts {
    config: OperatorConfig,
    crs: Vec<CrView>,
    waits: Waits,
}

impl Facts {
    fn new(crs: Vec<CrView>) -> Facts {
        Facts {
            config: test_config(),
            crs,
            waits: Waits::with_policies(vec![]),
        }
    }

    fn ctx(&self) -> GateContext<'_> {
        GateContext {
            config: &self.config,
            crs: &self.crs,
            stall_after: Duration::from_secs(15 * 60),
            now: NOW.parse().expect("time"),
            waits: &self.waits,
            migration_hold: &[],
            unpulled: &[],
            readiness: &[],
        }
    }
}

fn nodes() -> BTreeMap<String, NodeView> {
    [
        node("a1", "a", "init-a", "2026-05-10T11:55:00Z"),
        node("a2", "a", "init-a", "2026-05-10T11:55:00Z"),
        node("b1", "b", "init-b", "2026-05-10T11:55:00Z"),
    ]
    .into_iter()
    .map(|n| (n.name.clone(), n))
    .collect()
}

/// After the change from `before` to `after`, every node outside what it touches keeps its
/// verdict; returns the touched nodes.
fn check(before: &Facts, after: &Facts) -> BTreeSet<String> {
    let nodes = nodes();
    let mut v = Verdicts::new(Keep::default());
    v.refresh(&nodes, nodes.keys(), &before.ctx());
    let t = touched(&before.ctx(), &after.ctx());
    let names = v.touched(&nodes, &t);
    for (name, n) in &nodes {
        if !names.contains(name) {
            let mut fresh = evaluate(n, &after.ctx());
            for c in &mut fresh.nodewrights {
                c.packages = Vec::new();
            }
            assert_eq!(
                v.get(name).as_deref(),
                Some(&fresh),
                "{name} was left out but changed"
            );
        }
    }
    names
}

fn set(names: &[&str]) -> BTreeSet<String> {
    names.iter().map(|s| s.to_string()).collect()
}

#[test]
fn label_keys_keep_what_selectors_and_the_operator_use_and_drop_the_rest() {
    let mut p = PolicyView {
        name: "p".into(),
        group: Group::Nodewright,
        compartments: vec![],
    };
    p.compartments.push(CompartmentPolicy {
        name: "rack".into(),
        selector: LabelSelector {
            match_expressions: vec![crate::SelectorRequirement {
                key: "rack".into(),
                operator: "Exists".into(),
                values: vec![],
            }],
            ..Default::default()
        },
        budget: Default::default(),
        strategy: None,
    });
    let keys = LabelKeys::of(&[cr("init-a", "a")], &[p], Some("fleet=1,tier in (x)"));
    let mut labels = nodes()["a1"].labels.clone();
    labels.insert("rack".into(), "r1".into());
    labels.insert("fleet".into(), "1".into());
    labels.insert("skyhook.nvidia.com/gpu-pool".into(), "x".into());
    labels.insert("skyhook.nvidia.com.evil/x".into(), "x".into());
    keys.keep(&mut labels);
    let kept: Vec<&str> = labels.keys().map(String::as_str).collect();
    assert_eq!(
        kept,
        [
            "fleet",
            "nodewright.nvidia.com/ignore",
            "pool",
            "rack",
            "skyhook.nvidia.com/gpu-pool"
        ]
    );
    let more = LabelKeys::of(&[cr("x", "a")], &[], Some("zone=z"));
    assert!(!keys.covers(&more), "zone is new");
    assert!(keys.covers(&LabelKeys::of(&[cr("x", "a")], &[], None)));
}

#[test]
fn a_cr_status_change_touches_only_the_nodes_it_selects() {
    let before = Facts::new(vec![cr("init-a", "a"), cr("init-b", "b")]);
    let mut after = Facts::new(before.crs.clone());
    std::sync::Arc::make_mut(&mut after.crs[0].node_status)
        .insert("a1".into(), "in_progress".into());
    after.crs[0].resource_version = "2".into();
    assert_eq!(check(&before, &after), set(&["a1", "a2"]));
}

#[test]
fn a_cr_that_moves_its_selector_touches_old_and_new_nodes() {
    let before = Facts::new(vec![cr("init-a", "a"), cr("init-b", "b")]);
    let mut after = Facts::new(before.crs.clone());
    after.crs[0].node_selector = cr("x", "b").node_selector;
    assert_eq!(check(&before, &after), set(&["a1", "a2", "b1"]));
}

#[test]
fn priority_pause_and_new_crs_reach_every_node() {
    let before = Facts::new(vec![cr("init-a", "a"), cr("init-b", "b")]);
    let mut after = Facts::new(before.crs.clone());
    after.crs[0].priority = 1;
    assert_eq!(check(&before, &after).len(), 3);
    let mut after = Facts::new(before.crs.clone());
    after.crs[1].paused = true;
    assert_eq!(check(&before, &after).len(), 3);
    let mut after = Facts::new(before.crs.clone());
    after.crs.push(cr("init-c", "c"));
    assert_eq!(check(&before, &after).len(), 3);
    let after = Facts::new(vec![before.crs[0].clone()]);
    assert_eq!(
        check(&before, &after).len(),
        3,
        "init-b's state becomes orphaned"
    );
}

#[test]
fn a_policy_change_touches_the_nodes_of_the_crs_that_name_it() {
    let policy = |budget: i64| PolicyView {
        name: "pol".into(),
        group: Group::Nodewright,
        compartments: vec![CompartmentPolicy {
            name: crate::policy::DEFAULT_COMPARTMENT.into(),
            selector: LabelSelector::default(),
            budget: crate::Budget {
                count: Some(budget),
                percent: None,
            },
            strategy: None,
        }],
    };
    let mut a = cr("init-a", "a");
    a.deployment_policy = Some("pol".into());
    let mut before = Facts::new(vec![a, cr("init-b", "b")]);
    before.waits = Waits::with_policies(vec![policy(1)]);
    let mut after = Facts::new(before.crs.clone());
    after.waits = Waits::with_policies(vec![policy(2)]);
    assert_eq!(check(&before, &after), set(&["a1", "a2"]));
    let same = Facts {
        waits: Waits::with_policies(vec![policy(1)]),
        ..Facts::new(before.crs.clone())
    };
    assert!(check(&before, &same).is_empty());
}

#[test]
fn the_time_moves_only_the_nodes_near_or_past_their_stall() {
    let f = Facts::new(vec![cr("init-a", "a"), cr("init-b", "b")]);
    let mut nodes = nodes();
    nodes.insert(
        "b2".into(),
        node("b2", "b", "init-b", "2026-05-10T10:00:00Z"),
    );
    let mut v = Verdicts::new(Keep::default());
    let changed = v.refresh(&nodes, nodes.keys(), &f.ctx());
    assert_eq!(changed.len(), 4);
    assert!(changed.values().all(Option::is_none), "all new");
    let stalled = |n: &str| {
        v.get(n)
            .is_some_and(|g| g.blockers.iter().any(|b| b.code == BlockerCode::Stalled))
    };
    assert!(stalled("b2") && !stalled("a1"));
    let now: Timestamp = NOW.parse().expect("time");
    // b2 stalled at 10:00: its message counts whole minutes, so the next one is at 12:01.
    assert!(v.due_by(now).is_empty(), "nothing moves before 12:01");
    let minute: Timestamp = "2026-05-10T12:01:00Z".parse().expect("time");
    assert_eq!(
        due(&v.get("b2").expect("b2"), Duration::from_secs(900), now),
        Due::At(minute)
    );
    assert_eq!(
        v.due_by(minute),
        set(&["b2"]),
        "a stalled node counts minutes"
    );
    let at_time = |t: &str| {
        let ctx = GateContext {
            now: t.parse().expect("time"),
            ..f.ctx()
        };
        evaluate(&nodes["b2"], &ctx).blockers
    };
    let kept = &v.get("b2").expect("b2").blockers;
    assert_eq!(&at_time("2026-05-10T12:00:59Z"), kept, "the same minute");
    assert_ne!(&at_time("2026-05-10T12:01:00Z"), kept, "the next minute");
    // a1's last change was 11:55: 15 min later, and a second, it may stall.
    let at: Timestamp = "2026-05-10T12:10:01Z".parse().expect("time");
    assert_eq!(
        due(&v.get("a1").expect("a1"), Duration::from_secs(900), now),
        Due::At(at)
    );
    assert_eq!(v.due_by(at), set(&["a1", "a2", "b1", "b2"]));
    // Evaluated again, nothing changed, nothing new.
    assert!(v.refresh(&nodes, nodes.keys(), &f.ctx()).is_empty());
    nodes.remove("a2");
    let gone = v.refresh(&nodes, &set(&["a2"]), &f.ctx());
    assert_eq!(gone.keys().cloned().collect::<BTreeSet<_>>(), set(&["a2"]));
    assert!(gone["a2"].is_some(), "its verdict before");
    assert_eq!(v.len(), 3);
    assert_eq!(v.due_by(at), set(&["a1", "b1", "b2"]));
}

#[test]
fn packed_nodes_and_verdicts_read_back_as_they_were_kept() {
    let f = Facts::new(vec![cr("init-a", "a"), cr("init-b", "b")]);
    let plain = nodes();
    let mut packed = Nodes::default();
    for n in plain.values() {
        let mut n = n.clone();
        n.maps.labels = true;
        packed.insert(n);
    }
    assert_eq!(packed.len(), 3);
    let a1 = packed.node("a1").expect("a1");
    assert!(
        a1.maps.labels,
        "the maps' presence is kept beside the packed node"
    );
    assert_eq!(a1.labels, plain["a1"].labels);
    assert_eq!(
        packed.keys().cloned().collect::<Vec<_>>(),
        plain.keys().cloned().collect::<Vec<_>>()
    );
    // Verdicts from packed nodes, kept packed, equal those of plain nodes kept as they are.
    let mut from_packed = Verdicts::new(Keep::default());
    let mut from_plain = Verdicts::new(Keep::default());
    from_packed.refresh(&packed, plain.keys(), &f.ctx());
    from_plain.refresh(&plain, plain.keys(), &f.ctx());
    for name in plain.keys() {
        let a = from_packed.get(name).expect("kept");
        let b = from_plain.get(name).expect("kept");
        assert_eq!(a, b, "{name}");
        assert!(
            a.nodewrights.iter().all(|c| c.packages.is_empty()),
            "no package rows are kept: {name}"
        );
    }
    // The same facts again: nothing changed, though every verdict was packed anew.
    assert!(
        from_packed
            .refresh(&packed, plain.keys(), &f.ctx())
            .is_empty()
    );
    // A node gone: its verdict before comes back whole.
    assert!(packed.remove("b1"));
    let gone = from_packed.refresh(&packed, &set(&["b1"]), &f.ctx());
    assert_eq!(gone["b1"].as_ref().map(|g| g.name.as_str()), Some("b1"));
    assert_eq!(from_packed.len(), 2);
}

/// `rollout --watch` keeps only a digest of each verdict: it must still tell exactly which
/// verdicts changed (package rows included), and it has none to read back.
#[test]
fn digests_tell_which_verdicts_changed_and_keep_none() {
    let f = Facts::new(vec![cr("init-a", "a"), cr("init-b", "b")]);
    let mut nodes = nodes();
    let mut v = Verdicts::new(Keep::Digests);
    let first = v.refresh(&nodes, nodes.keys(), &f.ctx());
    assert_eq!(first.len(), nodes.len(), "every verdict appears");
    assert!(v.get("a1").is_none(), "no verdict is kept to read back");
    assert_eq!(v.len(), nodes.len());
    assert!(
        v.refresh(&nodes, nodes.keys(), &f.ctx()).is_empty(),
        "the same facts: no digest moved"
    );
    // Cordoning one node changes its verdict alone.
    nodes.get_mut("a1").expect("a1").unschedulable = true;
    let moved = v.refresh(&nodes, nodes.keys(), &f.ctx());
    assert_eq!(moved.keys().collect::<Vec<_>>(), vec!["a1"]);
}
