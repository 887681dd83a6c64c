//! Rollout aggregation tests: counts by the operator's verdicts, compartments and batches, the
//! rate and ETA only from recorded completion times, stage times, and what holds a rollout.

use std::collections::BTreeMap;
use std::time::Duration;

use jiff::{SignedDuration, Timestamp};

use super::*;
use crate::gate::{GateContext, evaluate};
use crate::policy::policy_from_object;
use crate::taint::TaintSpec;
use crate::types::{
    BatchState, CompartmentStatus, NodeCondition, OperatorConfig, PackageSpec, test_config,
};

const NOW: &str = "2026-05-10T12:00:00Z";
const GATE: &str = "nodewright.nvidia.com=runtime-required:NoSchedule";

fn now() -> Timestamp {
    NOW.parse().expect("time")
}

fn ago(mins: i64) -> String {
    (now() - SignedDuration::from_secs(mins * 60)).to_string()
}

static NO_WAITS: crate::gate::Waits = crate::gate::Waits::none();

fn runtime_cr() -> CrView {
    CrView {
        name: "rt".into(),
        group: Some(Group::Nodewright),
        runtime_required: true,
        priority: 100,
        sequencing: "node".into(),
        deployment_policy: Some("pol".into()),
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

fn policy() -> PolicyView {
    policy_from_object(
        &serde_json::json!({"metadata": {"name": "pol"}, "spec": {
            "default": {"budget": {"percent": 50}, "strategy": {"fixed": {"initialBatch": 2, "failureThreshold": 3}}},
            "compartments": [{"name": "canary", "selector": {"matchLabels": {"tier": "canary"}},
                "budget": {"count": 1}, "strategy": {"fixed": {"initialBatch": 1, "failureThreshold": 1}}}]}}),
        Group::Nodewright,
    )
    .expect("valid")
}

/// A node with the CR's state: `stage`/`state` of package driver and the operator's verdict;
/// `done_mins_ago` writes NotReady=False at that time, else NotReady=True 5 min ago.
fn node(name: &str, verdict: &str, stage_state: Option<(&str, &str)>) -> NodeView {
    let mut n = NodeView {
        name: name.into(),
        ..Default::default()
    };
    if let Some((stage, state)) = stage_state {
        n.annotations.insert(
            "nodewright.nvidia.com/nodeState_rt".into(),
            format!(
                r#"{{"driver|1.0":{{"name":"driver","version":"1.0","image":"img","stage":"{stage}","state":"{state}"}}}}"#
            ),
        );
    }
    n.annotations
        .insert("nodewright.nvidia.com/status_rt".into(), verdict.into());
    n.conditions.push(NodeCondition {
        type_: "nodewright.nvidia.com/rt/NotReady".into(),
        status: "True".into(),
        reason: None,
        message: None,
        last_transition_time: Some(ago(5)),
    });
    if verdict != "complete" {
        n.taints
            .push(TaintSpec::parse(GATE).expect("valid").to_taint());
    }
    n
}

fn done(name: &str, mins_ago: i64) -> NodeView {
    let mut n = node(name, "complete", Some(("config", "complete")));
    n.conditions[0].status = "False".into();
    n.conditions[0].last_transition_time = Some(ago(mins_ago));
    n
}

fn build(
    cr: &CrView,
    pol: Option<&PolicyView>,
    nodes: &[NodeView],
    pods: &[PackagePod],
) -> Rollout {
    let config = test_config();
    let crs = vec![cr.clone()];
    rollout_of(cr, pol, nodes, pods, &context(&config, &crs))
}

/// The gate context of the tests: no waits across nodes, stalls after 15 minutes.
fn context<'a>(config: &'a OperatorConfig, crs: &'a [CrView]) -> GateContext<'a> {
    GateContext {
        config,
        crs,
        stall_after: Duration::from_secs(15 * 60),
        now: now(),
        waits: &NO_WAITS,
        migration_hold: &[],
        unpulled: &[],
        readiness: &[],
    }
}

/// Every node evaluated in `ctx` and folded into the CR's rollout, finished an hour's window on.
fn rollout_of(
    cr: &CrView,
    pol: Option<&PolicyView>,
    nodes: &[NodeView],
    pods: &[PackagePod],
    ctx: &GateContext<'_>,
) -> Rollout {
    let mut b = RolloutBuilder::new(cr, pol, None);
    for n in nodes {
        b.add(n, &evaluate(n, ctx));
    }
    b.finish(
        now(),
        SignedDuration::from_secs(3600),
        pods,
        &BTreeMap::new(),
    )
}

#[test]
fn counts_follow_the_operators_verdicts_and_completion_rule() {
    let cr = runtime_cr();
    let mut ignored = node("ign", "blocked", Some(("apply", "complete")));
    ignored
        .labels
        .insert("nodewright.nvidia.com/ignore".into(), "true".into());
    let nodes = vec![
        done("a", 10),
        done("b", 20),
        node("c", "in_progress", Some(("apply", "in_progress"))),
        node("d", "erroring", Some(("apply", "erroring"))),
        // The verdict lags: the package already errs, so it counts as erroring.
        node("e", "in_progress", Some(("apply", "erroring"))),
        node("f", "waiting", None),
        ignored,
        // A "complete" verdict the completion rule does not back (stage apply): not complete.
        node("g", "complete", Some(("apply", "complete"))),
    ];
    let r = build(&cr, Some(&policy()), &nodes, &[]);
    let n = &r.nodes;
    assert_eq!(n.selected, 8);
    assert_eq!((n.complete, n.in_progress, n.erroring), (2, 1, 2));
    assert_eq!((n.waiting, n.blocked, n.paused), (2, 1, 0));
    // g has no taint (exposed, not gated); the complete ones lost theirs.
    assert_eq!(n.gated, Some(5));

    let mut paused = runtime_cr();
    paused.paused = true;
    let r = build(&paused, None, &nodes, &[]);
    assert_eq!((r.nodes.complete, r.nodes.paused), (2, 6));

    let mut plain = runtime_cr();
    plain.runtime_required = false;
    assert_eq!(build(&plain, None, &nodes, &[]).nodes.gated, None);
}

#[test]
fn nodes_the_cr_does_not_select_are_not_counted() {
    let mut cr = runtime_cr();
    cr.node_selector
        .match_labels
        .insert("pool".into(), "a".into());
    let mut mine = done("a", 1);
    mine.labels.insert("pool".into(), "a".into());
    let r = build(&cr, None, &[mine, done("b", 1)], &[]);
    assert_eq!(r.nodes.selected, 1);
}

#[test]
fn compartments_show_batches_picks_and_the_failure_threshold() {
    let mut cr = runtime_cr();
    let mut canary = node("can-1", "erroring", Some(("apply", "erroring")));
    canary.labels.insert("tier".into(), "canary".into());
    let nodes = vec![
        canary,
        done("a", 10),
        node("b", "in_progress", Some(("apply", "in_progress"))),
        node("c", "in_progress", Some(("apply", "in_progress"))),
        node("d", "waiting", None),
    ];
    for n in ["can-1", "b", "c"] {
        std::sync::Arc::make_mut(&mut cr.node_priority).insert(n.into(), ago(30));
    }
    std::sync::Arc::make_mut(&mut cr.node_priority).insert("a".into(), ago(40)); // complete: not in the batch any more
    cr.compartment_statuses.insert(
        "canary".into(),
        CompartmentStatus {
            matched: 1,
            ceiling: 1,
            batch_state: Some(BatchState {
                current_batch: 2,
                consecutive_failures: 1,
                failed_nodes: 1,
                should_stop: true,
                last_batch_size: 1,
                last_batch_failed: true,
                ..Default::default()
            }),
            ..Default::default()
        },
    );
    let r = build(&cr, Some(&policy()), &nodes, &[]);
    let names: Vec<&str> = r.compartments.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(names, ["canary", "__default__"]);
    let can = &r.compartments[0];
    assert_eq!((can.matched, can.batch_size, can.current_batch), (1, 1, 2));
    assert!(can.stopped);
    assert_eq!((can.failed_nodes, can.failure_threshold), (1, Some(1)));
    let def = &r.compartments[1];
    assert_eq!((def.matched, def.complete), (4, 1));
    assert_eq!(def.batch_size, 2);
    assert_eq!(def.picked, ["b", "c"]);
    assert_eq!(
        def.ceiling, 2,
        "50% of 4, computed when the status has none"
    );
    assert_eq!(def.next_batch_size, 2);
    assert_eq!(
        def.current_batch, 1,
        "no batch state yet: the operator's reset value"
    );
    assert!(!def.stopped);
}

#[test]
fn a_cr_without_policy_gets_its_interruption_budget_as_one_compartment() {
    let mut cr = runtime_cr();
    cr.deployment_policy = None;
    cr.interruption_budget.count = Some(3);
    let nodes: Vec<NodeView> = (0..5)
        .map(|i| node(&format!("n{i}"), "waiting", None))
        .collect();
    let r = build(&cr, None, &nodes, &[]);
    assert_eq!(r.compartments.len(), 1);
    assert_eq!(r.compartments[0].name, "__default__");
    assert_eq!(
        (r.compartments[0].ceiling, r.compartments[0].next_batch_size),
        (3, 3)
    );
}

#[test]
fn rate_and_eta_come_from_recorded_completion_times_only() {
    let cr = runtime_cr();
    // 6 completions in the last 30 min, one 3 h ago (outside the 1 h window), 6 moving.
    let mut nodes: Vec<NodeView> = (0..6).map(|i| done(&format!("d{i}"), 5 + i * 5)).collect();
    nodes.push(done("old", 180));
    for i in 0..6 {
        nodes.push(node(
            &format!("m{i}"),
            "in_progress",
            Some(("apply", "in_progress")),
        ));
    }
    nodes.push(node("err", "erroring", Some(("apply", "erroring"))));
    let r = build(&cr, Some(&policy()), &nodes, &[]);
    assert_eq!(r.rate.completed, 6);
    assert_eq!(r.rate.basis, "6 nodes in the last 30 min");
    assert_eq!(r.rate.nodes_per_hour, Some(12.0));
    let eta = r.eta.expect("a basis exists");
    assert_eq!(
        eta.remaining, 6,
        "the erroring node needs a person and is left out"
    );
    assert_eq!(eta.seconds, 1800);
    assert!(
        r.eta_basis.contains("1 node(s) waiting on a person"),
        "{}",
        r.eta_basis
    );
}

/// `rollout --watch` keeps a CR's standing while its records stay the same and sets only the
/// clock's parts on each frame: that must give what the whole evaluation gives at that time,
/// including a completion falling out of the window and a pod running slow by then.
#[test]
fn a_kept_standing_set_at_a_later_time_is_the_whole_evaluation_then() {
    let cr = runtime_cr();
    let mut nodes: Vec<NodeView> = (0..4)
        .map(|i| done(&format!("d{i}"), 10 + i * 15))
        .collect();
    nodes.push(node("m0", "in_progress", Some(("apply", "in_progress"))));
    nodes.push(node("err", "erroring", Some(("apply", "erroring"))));
    let pods = vec![
        pod("d0", "apply", 40, Some(2)),
        pod("d1", "apply", 50, Some(2)),
        pod("d2", "apply", 60, Some(3)),
        pod("m0", "apply", 3, None),
    ];
    let config = test_config();
    let crs = vec![cr.clone()];
    let ctx = context(&config, &crs);
    let pol = policy();
    let builder = || {
        let mut b = RolloutBuilder::new(&cr, Some(&pol), None);
        for n in &nodes {
            b.add(n, &evaluate(n, &ctx));
        }
        b
    };
    let window = SignedDuration::from_secs(3600);
    let observed = BTreeMap::new();
    let (mut kept, standing) = builder().standing(&observed);
    for later in [0, 7, 20, 50] {
        let at = now() + SignedDuration::from_mins(later);
        standing.at(&mut kept, &cr, at, window, &pods);
        assert_eq!(
            kept,
            builder().finish(at, window, &pods, &observed),
            "{later} min on"
        );
    }
    assert_eq!(
        kept.rate.completed, 1,
        "50 min on, three completions left the window"
    );
    assert_eq!(
        kept.stages[0].slow.len(),
        1,
        "m0's apply runs far past its usual time"
    );
}

#[test]
fn no_completion_time_means_no_rate_and_no_eta() {
    let cr = runtime_cr();
    let mut complete_without_time = done("a", 1);
    complete_without_time.conditions.clear();
    let nodes = vec![
        complete_without_time,
        node("b", "in_progress", Some(("apply", "in_progress"))),
    ];
    let r = build(&cr, None, &nodes, &[]);
    assert_eq!(r.rate.nodes_per_hour, None);
    assert!(r.eta.is_none());
    assert!(r.eta_basis.starts_with("unknown"), "{}", r.eta_basis);

    // Completions seen while watching are a basis too.
    let config = test_config();
    let crs = vec![cr.clone()];
    let ctx = context(&config, &crs);
    let mut b = RolloutBuilder::new(&cr, None, None);
    for n in &nodes {
        b.add(n, &evaluate(n, &ctx));
    }
    let seen = BTreeMap::from([("a".to_string(), now() - SignedDuration::from_secs(600))]);
    let r = b.finish(now(), SignedDuration::from_secs(3600), &[], &seen);
    assert_eq!(r.rate.basis, "1 node in the last 10 min");
    assert!(r.eta.is_some());
}

#[test]
fn a_stopped_rollout_has_a_zero_rate_and_no_eta() {
    let cr = runtime_cr();
    let nodes = vec![
        done("a", 240),
        node("b", "in_progress", Some(("apply", "in_progress"))),
    ];
    let r = build(&cr, None, &nodes, &[]);
    assert_eq!(r.rate.nodes_per_hour, Some(0.0));
    assert!(
        r.rate.basis.starts_with("0 nodes in the last 60 min"),
        "{}",
        r.rate.basis
    );
    assert!(r.eta.is_none());
    let all_done = build(&cr, None, &[done("a", 1)], &[]);
    assert_eq!(all_done.eta_basis, "every selected node is complete");
}

fn pod(node: &str, stage: &str, started_mins_ago: i64, took_mins: Option<i64>) -> PackagePod {
    let started = now() - SignedDuration::from_secs(started_mins_ago * 60);
    PackagePod {
        cr: "rt".into(),
        package: "driver".into(),
        stage: stage.into(),
        node: node.into(),
        started,
        finished: took_mins.map(|m| started + SignedDuration::from_secs(m * 60)),
        namespace: "nodewright".into(),
        pod: format!("rt-driver-{stage}-{node}"),
        image_pull: None,
    }
}

#[test]
fn stage_times_and_slow_runs_from_package_pods() {
    let cr = runtime_cr();
    let pods = vec![
        pod("a", "apply", 60, Some(2)),
        pod("b", "apply", 60, Some(3)),
        pod("c", "apply", 60, Some(4)),
        pod("d", "apply", 60, Some(10)),
        pod("slow", "apply", 30, None),
        pod("fine", "apply", 5, None),
        PackagePod {
            package: "driver-1.0".into(),
            ..pod("x", "interrupt", 1, None)
        },
        PackagePod {
            cr: "other".into(),
            ..pod("y", "apply", 1, Some(1))
        },
    ];
    let r = build(&cr, None, &[], &pods);
    assert_eq!(r.stages.len(), 2);
    let apply = &r.stages[0];
    assert_eq!(
        (apply.package.as_str(), apply.stage.as_str()),
        ("driver", "apply")
    );
    assert_eq!(apply.samples, 4);
    assert_eq!(apply.median_seconds, Some(180));
    assert_eq!(apply.p90_seconds, Some(600));
    assert_eq!(apply.running, 2);
    let slow: Vec<&str> = apply.slow.iter().map(|s| s.node.as_str()).collect();
    assert_eq!(
        slow,
        ["slow"],
        "30 min is over twice the p90 of 10 min; 5 min is not"
    );
    let interrupt = &r.stages[1];
    assert_eq!((interrupt.samples, interrupt.p90_seconds), (0, None));
    assert!(interrupt.slow.is_empty(), "no usual time, nothing flagged");
}

#[test]
fn holding_lists_stuck_nodes_most_consequential_first() {
    let mut cr = runtime_cr();
    let picked_err = node("p-err", "erroring", Some(("apply", "erroring")));
    let mut ignored = node("ign", "blocked", Some(("apply", "complete")));
    ignored
        .labels
        .insert("nodewright.nvidia.com/ignore".into(), "true".into());
    std::sync::Arc::make_mut(&mut cr.node_priority).insert("p-err".into(), ago(20));
    let nodes = vec![
        ignored,
        picked_err,
        node("w", "waiting", None),
        done("ok", 3),
    ];
    let r = build(&cr, None, &nodes, &[]);
    let order: Vec<(&str, BlockerCode)> = r.holding.iter().map(|h| (&*h.node, h.code)).collect();
    assert_eq!(
        order,
        [
            ("p-err", BlockerCode::PackageErroring),
            ("ign", BlockerCode::NodeIgnored)
        ],
        "the picked node holds its batch: it comes first"
    );
    assert!(r.holding[0].picked);
    assert!(r.holding[0].remedy.contains("package logs"));

    cr.disabled = true;
    let r = build(&cr, None, &nodes, &[]);
    assert_eq!(
        r.holding[0].code,
        BlockerCode::CrDisabled,
        "a CR-wide hold first"
    );
}

#[test]
fn completion_time_reads_either_prefix_and_the_legacy_name() {
    let mut cr = runtime_cr();
    cr.mirrored_from = Some("rt-old".into());
    let mut n = NodeView::default();
    n.conditions.push(NodeCondition {
        type_: "skyhook.nvidia.com/rt-old/NotReady".into(),
        status: "False".into(),
        reason: None,
        message: None,
        last_transition_time: Some(ago(7)),
    });
    n.conditions.push(NodeCondition {
        type_: "nodewright.nvidia.com/rt/Erroring".into(),
        status: "False".into(),
        reason: None,
        message: None,
        last_transition_time: Some(ago(1)),
    });
    assert_eq!(
        completion_time(&n, &cr),
        Some(now() - SignedDuration::from_secs(420))
    );
    n.conditions[0].status = "True".into();
    assert_eq!(
        completion_time(&n, &cr),
        None,
        "NotReady=True is not a completion"
    );
}

/// The issue-26 world: a linear policy (budget 3, failureThreshold 3) over 12 nodes, two
/// complete, one picked node crash-looping (the operator keeps its batch on it), nine waiting.
fn held_world() -> (CrView, PolicyView, Vec<NodeView>) {
    let mut cr = runtime_cr();
    cr.deployment_policy = Some("lin".into());
    let pol = policy_from_object(
        &serde_json::json!({"metadata": {"name": "lin"}, "spec": {"default": {
            "budget": {"count": 3},
            "strategy": {"linear": {"initialBatch": 1, "delta": 1, "failureThreshold": 3}}}}}),
        Group::Nodewright,
    )
    .expect("valid");
    let mut nodes = vec![done("live-00", 20), done("live-01", 10)];
    nodes.push(node("live-02", "erroring", Some(("apply", "erroring"))));
    for i in 3..12 {
        nodes.push(node(&format!("live-{i:02}"), "waiting", None));
    }
    for n in &nodes {
        let verdict = n.annotations["nodewright.nvidia.com/status_rt"].clone();
        std::sync::Arc::make_mut(&mut cr.node_status).insert(n.name.clone(), verdict);
    }
    std::sync::Arc::make_mut(&mut cr.node_priority).insert("live-02".into(), ago(15));
    cr.compartment_statuses.insert(
        "__default__".into(),
        CompartmentStatus {
            matched: 12,
            ceiling: 3,
            batch_state: Some(BatchState {
                current_batch: 3,
                completed_nodes: 2,
                last_batch_size: 1,
                ..Default::default()
            }),
            ..Default::default()
        },
    );
    (cr, pol, nodes)
}

/// `build` with the waits across nodes read as `Snapshot::read_waits` reads them: the policy,
/// and the candidate nodes (here: from the same list) settled.
fn build_with_holders(cr: &CrView, pol: &PolicyView, nodes: &[NodeView]) -> Rollout {
    let config = test_config();
    let crs = vec![cr.clone()];
    let base = context(&config, &crs);
    let read: Vec<NodeView> = crate::gate::wait_candidates(&crs)
        .into_iter()
        .filter_map(|h| nodes.iter().find(|n| n.name == h).cloned())
        .collect();
    let waits = crate::gate::Waits::with_policies(vec![pol.clone()]).settle(&read, &base);
    let ctx = GateContext {
        waits: &waits,
        ..base
    };
    rollout_of(cr, Some(pol), nodes, &[], &ctx)
}

#[test]
fn a_batch_kept_on_a_picked_node_that_needs_a_person_is_held_with_no_eta() {
    let (cr, pol, nodes) = held_world();
    let r = build_with_holders(&cr, &pol, &nodes);
    let c = &r.compartments[0];
    assert_eq!(c.state, CompartmentState::Held, "{c:?}");
    assert_eq!(c.held_by, ["live-02"]);
    assert_eq!(c.picked, ["live-02"]);
    assert!(
        r.rate.nodes_per_hour.is_some_and(|v| v > 0.0),
        "{:?}",
        r.rate
    );
    assert_eq!(r.eta, None, "{}", r.eta_basis);
    assert_eq!(
        r.eta_basis,
        "unknown: all 10 remaining node(s) need a person first: compartment __default__'s batch held by live-02 (package-erroring)"
    );
    // The nine carry batch-held (as `status` says), the picked one its own blocker, first.
    assert_eq!(r.holding.len(), 10);
    assert_eq!(
        (&*r.holding[0].node, r.holding[0].code, r.holding[0].picked),
        ("live-02", BlockerCode::PackageErroring, true)
    );
    assert!(
        r.holding[1..]
            .iter()
            .all(|h| h.code == BlockerCode::BatchHeld && !h.picked),
        "{:?}",
        r.holding
    );
    let json = serde_json::to_value(&r).expect("json");
    assert_eq!(json["compartments"][0]["state"], "held");
    assert_eq!(
        json["compartments"][0]["heldBy"],
        serde_json::json!(["live-02"])
    );
}

#[test]
fn a_held_compartment_keeps_its_waiting_nodes_out_of_the_eta_whatever_the_holder_reads() {
    // Without the holders read (the gate cannot say batch-held), the compartment is still
    // held by its picked erroring node and its waiting nodes are still not counted.
    let (cr, pol, nodes) = held_world();
    let r = build(&cr, Some(&pol), &nodes, &[]);
    assert_eq!(r.compartments[0].state, CompartmentState::Held);
    assert_eq!(r.eta, None);
    assert!(r.eta_basis.starts_with("unknown: all 10 remaining node(s) need a person first: compartment __default__'s batch held by live-02"), "{}", r.eta_basis);
}

#[test]
fn compartment_states_share_one_vocabulary() {
    let (mut cr, pol, mut nodes) = held_world();
    // Moving: the picked node runs instead of erroring; the ETA counts every node left.
    nodes[2] = node("live-02", "in_progress", Some(("apply", "in_progress")));
    std::sync::Arc::make_mut(&mut cr.node_status).insert("live-02".into(), "in_progress".into());
    let r = build_with_holders(&cr, &pol, &nodes);
    assert_eq!(r.compartments[0].state, CompartmentState::Moving);
    assert!(r.compartments[0].held_by.is_empty());
    assert_eq!(
        r.eta.as_ref().map(|e| e.remaining),
        Some(10),
        "{}",
        r.eta_basis
    );
    // Idle: nothing picked, nothing running.
    let mut idle = cr.clone();
    std::sync::Arc::make_mut(&mut idle.node_priority).clear();
    let mut waiting = nodes.clone();
    waiting[2] = node("live-02", "waiting", None);
    std::sync::Arc::make_mut(&mut idle.node_status).insert("live-02".into(), "waiting".into());
    assert_eq!(
        build_with_holders(&idle, &pol, &waiting).compartments[0].state,
        CompartmentState::Idle
    );
    // Stopped: shouldStop wins; nothing there counts for the ETA and the basis says why.
    let mut stopped = cr.clone();
    if let Some(b) = stopped
        .compartment_statuses
        .get_mut("__default__")
        .and_then(|s| s.batch_state.as_mut())
    {
        b.should_stop = true;
        b.consecutive_failures = 3;
    }
    let r = build_with_holders(&stopped, &pol, &nodes);
    assert_eq!(r.compartments[0].state, CompartmentState::Stopped);
    assert_eq!(r.eta, None);
    assert!(
        r.eta_basis.ends_with(
            ": compartment __default__ stopped after 3 failed batch(es) (rollout-stopped)"
        ),
        "{}",
        r.eta_basis
    );
    // Done: every node complete.
    let all: Vec<NodeView> = (0..3).map(|i| done(&format!("d{i}"), 5)).collect();
    let mut fresh = runtime_cr();
    fresh.deployment_policy = Some("lin".into());
    let r = build_with_holders(&fresh, &pol, &all);
    assert_eq!(r.compartments[0].state, CompartmentState::Done);
    let names: Vec<String> = [
        CompartmentState::Idle,
        CompartmentState::Moving,
        CompartmentState::Held,
        CompartmentState::Stopped,
        CompartmentState::Done,
    ]
    .iter()
    .map(|s| {
        serde_json::to_value(s)
            .expect("json")
            .as_str()
            .unwrap_or("")
            .to_string()
    })
    .collect();
    assert_eq!(names, ["idle", "moving", "held", "stopped", "done"]);
}

#[test]
fn the_eta_basis_names_the_nodes_waiting_on_a_person() {
    let cr = runtime_cr();
    let mut nodes: Vec<NodeView> = (0..4).map(|i| done(&format!("d{i}"), 5 + i * 5)).collect();
    nodes.push(node("m", "in_progress", Some(("apply", "in_progress"))));
    nodes.push(node("err", "erroring", Some(("apply", "erroring"))));
    let r = build(&cr, Some(&policy()), &nodes, &[]);
    assert!(r.eta.is_some());
    assert!(
        r.eta_basis
            .ends_with("; 1 node(s) waiting on a person are not counted: err (package-erroring)"),
        "{}",
        r.eta_basis
    );
}

#[test]
fn each_node_is_placed_in_the_compartment_the_rollout_counts_it_in() {
    let cr = runtime_cr();
    let mut canary = node("can-1", "in_progress", Some(("apply", "in_progress")));
    canary.labels.insert("tier".into(), "canary".into());
    let nodes = [canary, node("b", "waiting", None), done("a", 10)];
    let config = test_config();
    let crs = vec![cr.clone()];
    let ctx = context(&config, &crs);
    let pol = policy();
    let mut b = RolloutBuilder::new(&cr, Some(&pol), None);
    for n in &nodes {
        b.add(n, &evaluate(n, &ctx));
    }
    let (r, standing) = b.standing(&BTreeMap::new());
    let placed: Vec<Option<&str>> = ["a", "b", "can-1", "other"]
        .iter()
        .map(|n| standing.compartment_of(n).map(|c| &**c))
        .collect();
    assert_eq!(
        placed,
        [
            Some("__default__"),
            Some("__default__"),
            Some("canary"),
            None
        ]
    );
    let matched: Vec<(&str, usize)> = r
        .compartments
        .iter()
        .map(|c| (c.name.as_str(), c.matched))
        .collect();
    assert_eq!(matched, [("canary", 1), ("__default__", 2)]);
}
