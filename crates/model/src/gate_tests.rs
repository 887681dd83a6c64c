//! Gate evaluation tests: one per state and per blocker code, in the legacy, renamed and mixed
//! worlds, named after the runbook situation they protect.

use std::collections::BTreeMap;
use std::time::Duration;

use super::*;
use crate::taint::TaintSpec;
use crate::types::{
    BatchState, Budget, CompartmentStatus, CrCondition, Interrupt, NodeCondition, PackageSpec,
    SelectorRequirement, Toleration, Uninstall, test_config,
};
use crate::version::{Release, Rule};

const NOW: &str = "2026-05-10T12:00:00Z";
const RECENT: &str = "2026-05-10T11:55:00Z";
const LONG_AGO: &str = "2026-05-10T10:00:00Z";

fn config_legacy() -> OperatorConfig {
    OperatorConfig {
        taint: TaintSpec::legacy(),
        version: Some("v0.15.0".into()),
        legacy_taint_recognised: true,
        source: crate::ConfigSource::Deployment("skyhook/skyhook-operator".into()),
        ..test_config()
    }
}

fn pkg(version: &str) -> PackageSpec {
    PackageSpec {
        version: version.into(),
        image: "img".into(),
        ..Default::default()
    }
}

fn cr(name: &str, group: Group, rr: bool) -> CrView {
    CrView {
        name: name.into(),
        group: Some(group),
        runtime_required: rr,
        priority: 200,
        sequencing: "node".into(),
        packages: [(
            "driver".to_string(),
            PackageSpec {
                name: "driver".into(),
                ..pkg("1.0")
            },
        )]
        .into(),
        ..Default::default()
    }
}

fn entry(name: &str, version: &str, stage: &str, state: &str) -> String {
    format!(
        r#""{name}|{version}":{{"name":"{name}","version":"{version}","image":"img","stage":"{stage}","state":"{state}","restarts":3}}"#
    )
}

fn done() -> String {
    format!("{{{}}}", entry("driver", "1.0", "config", "complete"))
}

fn running() -> String {
    format!("{{{}}}", entry("driver", "1.0", "apply", "in_progress"))
}

fn erroring() -> String {
    format!("{{{}}}", entry("driver", "1.0", "apply", "erroring"))
}

fn node(name: &str) -> NodeView {
    NodeView {
        name: name.into(),
        ..Default::default()
    }
}

/// Node builders: `node("n1").taint(GATE).state(Group::Nodewright, "gpu-init", &running(), "in_progress")`.
trait NodeBuild {
    fn taint(self, spec: &str) -> Self;
    fn state(self, group: Group, cr: &str, json: &str, status: &str) -> Self;
    fn condition(self, group: Group, cr: &str, when: &str) -> Self;
}

impl NodeBuild for NodeView {
    fn taint(mut self, spec: &str) -> Self {
        self.taints
            .push(TaintSpec::parse(spec).expect("valid").to_taint());
        self
    }

    fn state(mut self, group: Group, cr: &str, json: &str, status: &str) -> Self {
        self.annotations
            .insert(format!("{}/nodeState_{cr}", group.domain()), json.into());
        self.annotations
            .insert(format!("{}/status_{cr}", group.domain()), status.into());
        self.labels
            .insert(format!("{}/status_{cr}", group.domain()), status.into());
        self
    }

    fn condition(mut self, group: Group, cr: &str, when: &str) -> Self {
        self.conditions.push(NodeCondition {
            type_: format!("{}/{cr}/NotReady", group.domain()),
            status: "True".into(),
            reason: Some("Incomplete".into()),
            message: None,
            last_transition_time: Some(when.into()),
        });
        self
    }
}

static NO_WAITS: Waits = Waits::none();

fn eval(n: &NodeView, crs: &[CrView], config: &OperatorConfig) -> NodeGate {
    eval_with(n, crs, config, &NO_WAITS, &[])
}

/// The usual scene: one runtime-required NodeWright `gpu-init` and the default operator.
fn eval_gpu_init(n: &NodeView) -> NodeGate {
    eval(
        n,
        &[cr("gpu-init", Group::Nodewright, true)],
        &test_config(),
    )
}

fn eval_with(
    n: &NodeView,
    crs: &[CrView],
    config: &OperatorConfig,
    waits: &Waits,
    migration_hold: &[(String, String)],
) -> NodeGate {
    eval_full(n, crs, config, waits, migration_hold, &[])
}

/// [`eval_with`] with the operator's package pods that cannot pull their image.
fn eval_full(
    n: &NodeView,
    crs: &[CrView],
    config: &OperatorConfig,
    waits: &Waits,
    migration_hold: &[(String, String)],
    unpulled: &[crate::rollout::PackagePod],
) -> NodeGate {
    let ctx = GateContext {
        config,
        crs,
        stall_after: Duration::from_secs(15 * 60),
        now: NOW.parse().expect("time"),
        waits,
        migration_hold,
        unpulled,
        readiness: &[],
    };
    evaluate(n, &ctx)
}

/// The cross-node facts over the nodes read by name (no policy read: every CR without one).
fn settle(read: &[NodeView], crs: &[CrView], config: &OperatorConfig) -> Waits {
    settle_from(Waits::with_policies(vec![]), read, crs, config)
}

/// [`settle`] from given facts (policies, undrainable pods).
fn settle_from(start: Waits, read: &[NodeView], crs: &[CrView], config: &OperatorConfig) -> Waits {
    let ctx = GateContext {
        config,
        crs,
        stall_after: Duration::from_secs(15 * 60),
        now: NOW.parse().expect("time"),
        waits: &NO_WAITS,
        migration_hold: &[],
        unpulled: &[],
        readiness: &[],
    };
    start.settle(read, &ctx)
}

/// The CR's `driver` package gets a reboot interrupt (a drain before it).
fn with_reboot(cr: &mut CrView) {
    if let Some(p) = cr.packages.get_mut("driver") {
        p.interrupt = Some(Interrupt {
            type_: "reboot".into(),
            services: vec![],
        });
    }
}

/// A pod a PodDisruptionBudget at 0 protects.
fn db_pod() -> crate::drain::BlockingPod {
    crate::drain::BlockingPod {
        namespace: "apps".into(),
        name: "db-0".into(),
        budget: "db".into(),
    }
}

fn codes(g: &NodeGate) -> Vec<BlockerCode> {
    g.blockers.iter().map(|b| b.code).collect()
}

const GATE: &str = "nodewright.nvidia.com=runtime-required:NoSchedule";
const LEGACY_GATE: &str = "skyhook.nvidia.com=runtime-required:NoSchedule";

// ---- states ----

#[test]
fn node_without_runtime_required_cr_or_taint_is_ungated() {
    let g = eval(
        &node("n1"),
        &[cr("tools", Group::Nodewright, false)],
        &test_config(),
    );
    assert_eq!(g.state, GateState::Ungated);
    assert!(g.blockers.is_empty());
    assert_eq!(
        g.nodewrights.len(),
        1,
        "non-runtime-required CRs are still listed"
    );
}

#[test]
fn gated_node_in_progress_is_gated_with_no_blocker() {
    let n = node("n1")
        .taint(GATE)
        .state(Group::Nodewright, "gpu-init", &running(), "in_progress")
        .condition(Group::Nodewright, "gpu-init", RECENT);
    let g = eval_gpu_init(&n);
    assert_eq!(g.state, GateState::Gated);
    assert!(g.blockers.is_empty(), "{:?}", g.blockers);
    assert_eq!(
        g.taint.as_ref().map(|t| t.kind),
        Some(TaintKind::Configured)
    );
    let c = &g.nodewrights[0];
    assert_eq!(c.state_prefix, Some(Group::Nodewright));
    assert_eq!((c.packages_complete, c.packages_total), (0, 1));
    assert_eq!(c.packages[0].stage.as_deref(), Some("apply"));
    assert_eq!(g.last_change.as_deref(), Some(RECENT));
}

#[test]
fn complete_and_untainted_is_released() {
    let n = node("n1").state(Group::Nodewright, "gpu-init", &done(), "complete");
    let g = eval_gpu_init(&n);
    assert_eq!(g.state, GateState::Released);
    assert!(g.nodewrights[0].complete);
    assert_eq!(g.nodewrights[0].disagreement, None);
}

#[test]
fn reset_keeps_marker_so_node_is_exposed_not_new() {
    // `reset` removed nodeState_/status_, but the autoTaint_ marker stays: never re-gated.
    let mut n = node("n1");
    n.annotations.insert(
        "nodewright.nvidia.com/autoTaint_nodewright.nvidia.com".into(),
        "true".into(),
    );
    let mut c = cr("gpu-init", Group::Nodewright, true);
    c.auto_taint_new_nodes = true;
    let g = eval(&n, &[c], &test_config());
    assert_eq!(g.state, GateState::Exposed);
}

#[test]
fn brand_new_node_under_auto_taint_is_pending_taint() {
    let mut c = cr("gpu-init", Group::Nodewright, true);
    c.auto_taint_new_nodes = true;
    let g = eval(&node("n1"), &[c.clone()], &test_config());
    assert_eq!(g.state, GateState::PendingTaint);
    // Without auto-taint the same node is exposed.
    c.auto_taint_new_nodes = false;
    assert_eq!(
        eval(&node("n1"), &[c], &test_config()).state,
        GateState::Exposed
    );
}

#[test]
fn legacy_annotations_do_not_make_a_node_old_for_the_renamed_operator() {
    let mut n = node("n1");
    n.annotations.insert(
        "skyhook.nvidia.com/autoTaint_skyhook.nvidia.com".into(),
        "true".into(),
    );
    let mut c = cr("gpu-init", Group::Nodewright, true);
    c.auto_taint_new_nodes = true;
    assert_eq!(
        eval(&n, &[c.clone()], &test_config()).state,
        GateState::PendingTaint
    );
    // ...but they do for the legacy operator.
    assert_eq!(eval(&n, &[c], &config_legacy()).state, GateState::Exposed);
}

#[test]
fn erroring_package_makes_a_gated_node_stuck() {
    let n = node("n1")
        .taint(GATE)
        .state(Group::Nodewright, "gpu-init", &erroring(), "erroring");
    let g = eval_gpu_init(&n);
    assert_eq!(g.state, GateState::Stuck);
    assert_eq!(codes(&g), vec![BlockerCode::PackageErroring]);
    let b = &g.blockers[0];
    assert!(
        b.message.contains("driver")
            && b.message.contains("apply")
            && b.message.contains("3 restarts"),
        "{}",
        b.message
    );
    assert_eq!(
        b.remedy,
        "kubectl nodewright package logs driver --nodewright gpu-init --node n1"
    );
}

// ---- blockers ----

#[test]
fn paused_cr_holds_the_gate() {
    let mut c = cr("gpu-init", Group::Nodewright, true);
    c.paused = true;
    let n = node("n1")
        .taint(GATE)
        .state(Group::Nodewright, "gpu-init", &running(), "paused");
    let g = eval(&n, &[c], &test_config());
    assert_eq!(g.state, GateState::Stuck);
    assert_eq!(codes(&g), vec![BlockerCode::CrPaused]);
    assert_eq!(g.blockers[0].remedy, "kubectl nodewright resume gpu-init");
    assert_eq!(
        g.nodewrights[0].disagreement, None,
        "paused overrides the node status"
    );
}

#[test]
fn disabled_cr_holds_the_gate() {
    let mut c = cr("gpu-init", Group::Nodewright, true);
    c.disabled = true;
    let g = eval(&node("n1").taint(GATE), &[c], &test_config());
    assert_eq!(g.state, GateState::Stuck);
    assert_eq!(codes(&g), vec![BlockerCode::CrDisabled]);
    assert_eq!(g.blockers[0].remedy, "kubectl nodewright enable gpu-init");
}

#[test]
fn paused_cr_complete_on_the_node_does_not_hold_it() {
    let mut c = cr("gpu-init", Group::Nodewright, true);
    c.paused = true;
    let n = node("n1").state(Group::Nodewright, "gpu-init", &done(), "paused");
    assert_eq!(eval(&n, &[c], &test_config()).state, GateState::Released);
}

#[test]
fn ignored_node_is_stuck_until_unignored() {
    let mut n = node("n1").taint(GATE);
    n.labels
        .insert("skyhook.nvidia.com/ignore".into(), "true".into());
    let g = eval_gpu_init(&n);
    assert!(g.ignored);
    assert_eq!(g.state, GateState::Stuck);
    assert_eq!(codes(&g), vec![BlockerCode::NodeIgnored]);
    assert_eq!(g.blockers[0].remedy, "kubectl nodewright node unignore n1");
}

#[test]
fn foreign_untolerated_taint_blocks_the_cr() {
    let n = node("n1")
        .taint(GATE)
        .taint("nvidia.com/gpu=present:NoSchedule");
    let c = cr("gpu-init", Group::Nodewright, true);
    let g = eval(&n, std::slice::from_ref(&c), &test_config());
    assert_eq!(g.state, GateState::Stuck);
    assert_eq!(codes(&g), vec![BlockerCode::TaintNotTolerated]);
    let b = &g.blockers[0];
    assert!(b.message.contains("nvidia.com/gpu=present:NoSchedule"));
    assert!(
        b.remedy
            .starts_with("kubectl patch nodewrights.nodewright.nvidia.com gpu-init --type=json"),
        "{}",
        b.remedy
    );
    assert!(
        b.remedy.contains(r#""path":"/spec/additionalTolerations""#),
        "{}",
        b.remedy
    );
    // Tolerated through additionalTolerations: moving again.
    let mut tolerant = c;
    tolerant.additional_tolerations.push(Toleration {
        key: Some("nvidia.com/gpu".into()),
        operator: Some("Exists".into()),
        ..Default::default()
    });
    assert_eq!(
        eval(&n, &[tolerant], &test_config()).state,
        GateState::Gated
    );
}

#[test]
fn cordon_is_always_tolerated() {
    let mut n = node("n1")
        .taint(GATE)
        .taint("node.kubernetes.io/unschedulable:NoSchedule");
    n.unschedulable = true;
    let g = eval_gpu_init(&n);
    assert_eq!(g.state, GateState::Gated);
    assert!(g.unschedulable);
}

#[test]
fn non_runtime_required_predecessor_that_cannot_tolerate_the_gate_deadlocks() {
    // tools (priority 100, not runtime-required) does not tolerate the gate taint, so it never
    // completes on the node and gpu-init (priority 200) waits behind it forever.
    let mut tools = cr("tools", Group::Nodewright, false);
    tools.priority = 100;
    let n = node("n1").taint(GATE);
    let g = eval(
        &n,
        &[tools, cr("gpu-init", Group::Nodewright, true)],
        &test_config(),
    );
    assert_eq!(g.state, GateState::Stuck);
    assert_eq!(codes(&g), vec![BlockerCode::TaintNotTolerated]);
    assert!(
        g.blockers[0].message.contains("NodeWright tools"),
        "{}",
        g.blockers[0].message
    );
    assert!(
        g.blockers[0]
            .remedy
            .contains("nodewrights.nodewright.nvidia.com tools")
    );
}

#[test]
fn value_mismatch_is_removed_at_completion_but_packages_cannot_run() {
    let n = node("n1").taint("nodewright.nvidia.com=gpu-init:NoSchedule");
    let g = eval_gpu_init(&n);
    assert_eq!(g.state, GateState::Stuck);
    assert_eq!(
        codes(&g),
        vec![BlockerCode::TaintValueMismatch],
        "not also taint-not-tolerated"
    );
    assert_eq!(
        g.blockers[0].remedy,
        "kubectl nodewright taint n1 --overwrite"
    );
    assert_eq!(
        g.taint.as_ref().map(|t| t.kind),
        Some(TaintKind::ValueMismatch)
    );
}

#[test]
fn unrecognised_gate_is_never_removed() {
    let n = node("n1").taint("gpu.nvidia.com=runtime-required:NoSchedule");
    let g = eval_gpu_init(&n);
    assert_eq!(g.state, GateState::Stuck);
    assert_eq!(codes(&g), vec![BlockerCode::UnrecognisedTaint]);
    assert_eq!(
        g.blockers[0].remedy,
        "kubectl nodewright taint n1 --replace gpu.nvidia.com"
    );
}

#[test]
fn unrecognised_gate_stays_even_when_everything_completed() {
    let n = node("n1")
        .taint("gpu.nvidia.com=runtime-required:NoSchedule")
        .state(Group::Nodewright, "gpu-init", &done(), "complete");
    let g = eval_gpu_init(&n);
    assert_eq!(g.state, GateState::Stuck);
    assert_eq!(codes(&g), vec![BlockerCode::UnrecognisedTaint]);
}

#[test]
fn deleted_cr_leaves_an_orphaned_taint_and_orphaned_state() {
    let n = node("n1")
        .taint(GATE)
        .state(Group::Nodewright, "gone", &running(), "in_progress");
    let g = eval(&n, &[], &test_config());
    assert_eq!(g.state, GateState::Stuck);
    assert_eq!(
        codes(&g),
        vec![BlockerCode::OrphanedTaint, BlockerCode::OrphanedState]
    );
    assert_eq!(g.blockers[0].remedy, "kubectl nodewright untaint n1");
    assert_eq!(
        g.blockers[1].remedy,
        "kubectl nodewright forget n1 --orphaned"
    );
    assert!(g.blockers[1].message.contains("gone"));
}

#[test]
fn relabelled_node_no_longer_selected_keeps_its_taint_forever() {
    let mut c = cr("gpu-init", Group::Nodewright, true);
    c.node_selector
        .match_labels
        .insert("skyhook.nvidia.com/gpu-pool".into(), "a100".into());
    let g = eval(&node("n1").taint(GATE), &[c], &test_config());
    assert_eq!(g.state, GateState::Stuck);
    assert_eq!(codes(&g), vec![BlockerCode::OrphanedTaint]);
    assert!(g.nodewrights.is_empty());
}

#[test]
fn orphaned_state_alone_never_changes_the_state() {
    let mut n = node("n1").state(Group::Skyhook, "old-cr", &done(), "complete");
    n.annotations
        .insert("skyhook.nvidia.com/cordon_old-cr".into(), "true".into());
    let g = eval(&n, &[], &test_config());
    assert_eq!(g.state, GateState::Ungated);
    assert_eq!(codes(&g), vec![BlockerCode::OrphanedState]);
    assert!(g.blockers[0].message.contains("cordon"));
}

#[test]
fn user_label_under_the_legacy_prefix_is_not_orphaned_state() {
    let mut n = node("n1");
    n.labels
        .insert("skyhook.nvidia.com/gpu-pool".into(), "a100".into());
    assert!(eval(&n, &[], &test_config()).blockers.is_empty());
}

#[test]
fn legacy_taint_in_the_window_is_gated_with_a_warning() {
    let n = node("n1").taint(LEGACY_GATE).state(
        Group::Nodewright,
        "gpu-init",
        &running(),
        "in_progress",
    );
    let g = eval_gpu_init(&n);
    assert_eq!(g.state, GateState::Gated);
    assert_eq!(codes(&g), vec![BlockerCode::LegacyTaint]);
    assert_eq!(g.blockers[0].remedy, "kubectl nodewright migration status");
}

#[test]
fn legacy_taint_after_the_removal_release_is_stranded() {
    let mut config = test_config();
    config.legacy_taint_recognised = false;
    let n = node("n1").taint(LEGACY_GATE);
    let g = eval(&n, &[cr("gpu-init", Group::Nodewright, true)], &config);
    assert_eq!(g.state, GateState::Stuck);
    assert_eq!(codes(&g), vec![BlockerCode::UnrecognisedTaint]);
    assert_eq!(
        g.blockers[0].remedy,
        "kubectl nodewright migration taints n1"
    );
}

/// docs/operator-findings.md, "Before the rename, the operator knows one taint key only": operator v0.15.0 configured with the nodewright key. It knows exactly
/// that taint: a node with the legacy key (alone or beside the configured one) is `blocked` and
/// never untainted.
fn config_pre_rename_on_the_nodewright_key() -> OperatorConfig {
    OperatorConfig {
        taint: TaintSpec::default_nodewright(),
        version: Some("v0.15.0".into()),
        legacy_taint_recognised: crate::taint::legacy_key_recognised(
            Some("v0.15.0"),
            false,
            Release::parse("v0.20.0").expect("a release"),
        ),
        source: crate::ConfigSource::Deployment(
            "skyhook/skyhook-operator-controller-manager".into(),
        ),
        ..test_config()
    }
}

#[test]
fn pre_rename_operator_never_removes_the_legacy_key() {
    let config = config_pre_rename_on_the_nodewright_key();
    assert!(!config.legacy_taint_recognised);
    let crs = [cr("rr-j", Group::Skyhook, true)];
    let legacy = node("j-legacy").taint(LEGACY_GATE);
    let g = eval(&legacy, &crs, &config);
    assert_eq!(g.state, GateState::Stuck);
    assert_eq!(codes(&g), vec![BlockerCode::UnrecognisedTaint]);
    assert!(g.blockers[0].message.contains("predates the rename"));
    assert_eq!(
        g.blockers[0].remedy,
        "kubectl nodewright migration taints j-legacy"
    );
    let both = node("j-both").taint(GATE).taint(LEGACY_GATE);
    let g = eval(&both, &crs, &config);
    assert_eq!(g.state, GateState::Stuck);
    assert_eq!(codes(&g), vec![BlockerCode::UnrecognisedTaint]);
    // The configured key alone is released as usual.
    let new = node("j-new").taint(GATE);
    assert_eq!(eval(&new, &crs, &config).state, GateState::Gated);
}

#[test]
fn legacy_key_is_recognised_from_the_rename_to_the_removal_release() {
    let rule = |version: Option<&str>, renamed: bool, removal: &str| {
        let removal = Release::parse(removal).expect("a release");
        crate::taint::legacy_key_recognised(version, renamed, removal)
    };
    assert!(!rule(Some("v0.15.0"), false, "v0.20.0"));
    assert!(!rule(Some("v0.17.9"), true, "v0.20.0"));
    assert!(rule(Some("v0.18.0"), true, "v0.20.0"));
    assert!(rule(Some("v0.19.3"), true, "v0.20.0"));
    assert!(!rule(Some("v0.20.0"), true, "v0.20.0"));
    assert!(rule(Some("v0.20.1"), true, "v0.21.0"));
    // Unknown version: the renamed operator is assumed inside the window; otherwise the
    // pre-rename rule (one taint) applies.
    assert!(rule(None, true, "v0.20.0"));
    assert!(!rule(None, false, "v0.20.0"));
}

#[test]
fn higher_priority_cr_not_done_means_waiting_priority() {
    let mut first = cr("base", Group::Nodewright, false);
    first.priority = 100;
    first.additional_tolerations.push(Toleration {
        operator: Some("Exists".into()),
        ..Default::default()
    });
    let n = node("n1")
        .taint(GATE)
        .state(Group::Nodewright, "base", &running(), "in_progress");
    let g = eval(
        &n,
        &[cr("gpu-init", Group::Nodewright, true), first],
        &test_config(),
    );
    assert_eq!(g.state, GateState::Gated);
    assert_eq!(codes(&g), vec![BlockerCode::WaitingPriority]);
    assert!(g.blockers[0].message.contains("base"));
    assert_eq!(
        g.nodewrights
            .iter()
            .map(|c| c.name.as_str())
            .collect::<Vec<_>>(),
        vec!["base", "gpu-init"]
    );
}

#[test]
fn sequencing_all_predecessor_blocks_until_complete_everywhere() {
    let mut first = cr("fleet", Group::Nodewright, false);
    first.priority = 100;
    first.sequencing = "all".into();
    first.status = Some("in_progress".into());
    first
        .node_selector
        .match_labels
        .insert("pool".into(), "other".into());
    let g = eval(
        &node("n1").taint(GATE),
        &[first.clone(), cr("gpu-init", Group::Nodewright, true)],
        &test_config(),
    );
    assert_eq!(codes(&g), vec![BlockerCode::WaitingPriority]);
    assert!(g.blockers[0].message.contains("sequencing: all"));
    first.status = Some("complete".into());
    let g = eval(
        &node("n1").taint(GATE),
        &[first, cr("gpu-init", Group::Nodewright, true)],
        &test_config(),
    );
    assert!(g.blockers.is_empty());
}

#[test]
fn disabled_predecessor_never_blocks() {
    let mut first = cr("base", Group::Nodewright, false);
    first.priority = 100;
    first.disabled = true;
    let g = eval(
        &node("n1").taint(GATE),
        &[first, cr("gpu-init", Group::Nodewright, true)],
        &test_config(),
    );
    assert_eq!(g.state, GateState::Gated);
}

#[test]
fn paused_predecessor_blocks_and_needs_a_person() {
    let mut first = cr("base", Group::Nodewright, true);
    first.priority = 100;
    first.paused = true;
    let g = eval(
        &node("n1").taint(GATE),
        &[first, cr("gpu-init", Group::Nodewright, true)],
        &test_config(),
    );
    assert_eq!(g.state, GateState::Stuck);
    assert!(codes(&g).iter().all(|c| *c == BlockerCode::CrPaused));
    assert!(
        g.blockers
            .iter()
            .any(|b| b.message.contains("waits behind it"))
    );
}

/// docs/operator-findings.md, "A stopped rollout is restarted only by clearing the failing node": `shouldStop` stops the whole compartment; a deployment-policy reset
/// is undone while l-1 is erroring in nodePriority; `reset rr-l --node l-1` restarted it.
#[test]
fn stopped_rollout_is_stuck_and_names_the_failed_nodes() {
    let mut c = cr("rr-l", Group::Skyhook, true);
    c.compartment_statuses.insert(
        "__default__".into(),
        CompartmentStatus {
            matched: 3,
            ceiling: 1,
            batch_state: Some(BatchState {
                current_batch: 2,
                consecutive_failures: 1,
                failed_nodes: 1,
                last_batch_failed: true,
                last_batch_size: 1,
                should_stop: true,
                ..Default::default()
            }),
            ..Default::default()
        },
    );
    std::sync::Arc::make_mut(&mut c.node_priority)
        .insert("l-1".into(), "2026-05-10T11:00:00Z".into());
    for (n, st) in [("l-1", "erroring"), ("l-2", "waiting"), ("l-3", "waiting")] {
        std::sync::Arc::make_mut(&mut c.node_status).insert(n.into(), st.into());
    }
    let l2 = node("l-2")
        .taint(LEGACY_GATE)
        .state(Group::Skyhook, "rr-l", "{}", "waiting");
    let crs = [c];
    let g = eval(&l2, &crs, &config_legacy());
    assert_eq!(g.state, GateState::Stuck);
    assert_eq!(codes(&g), vec![BlockerCode::RolloutStopped]);
    assert!(
        g.blockers[0].message.contains("failed: l-1"),
        "{}",
        g.blockers[0].message
    );
    assert_eq!(
        g.blockers[0].remedy,
        "kubectl nodewright reset rr-l --node l-1 --batch --confirm"
    );
    // The failed node itself shows its own failure first.
    let l1 = node("l-1")
        .taint(LEGACY_GATE)
        .state(Group::Skyhook, "rr-l", &erroring(), "erroring");
    let g = eval(&l1, &crs, &config_legacy());
    assert_eq!(
        codes(&g),
        vec![BlockerCode::PackageErroring, BlockerCode::RolloutStopped]
    );
    // Fixed, the package is not retried in the stopped compartment: the first remedy goes on
    // to the reset (random worlds, seed 969).
    assert!(
        g.blockers[0]
            .remedy
            .ends_with("&& kubectl nodewright reset rr-l --node l-1 --batch --confirm"),
        "{}",
        g.blockers[0].remedy
    );
    // The failed nodes are derived once per CR view and kept; a changed copy (a newer read of
    // the CR) derives its own.
    let mut newer = crs[0].clone();
    std::sync::Arc::make_mut(&mut newer.node_status).insert("l-1".into(), "complete".into());
    std::sync::Arc::make_mut(&mut newer.node_status).insert("l-3".into(), "erroring".into());
    let g = eval(&l2, &[newer], &config_legacy());
    assert!(
        g.blockers[0].message.contains("failed: l-3"),
        "{}",
        g.blockers[0].message
    );
}

#[test]
fn a_stop_in_one_of_several_compartments_is_only_a_possibility() {
    // The policy was not read, so which compartment n1 is in cannot be told.
    let mut c = cr("gpu-init", Group::Nodewright, true);
    c.deployment_policy = Some("racks".into());
    for (name, stop) in [("__default__", false), ("rack-a", true)] {
        c.compartment_statuses.insert(
            name.into(),
            CompartmentStatus {
                batch_state: Some(BatchState {
                    should_stop: stop,
                    ..Default::default()
                }),
                ..Default::default()
            },
        );
    }
    let g = eval(&node("n1").taint(GATE), &[c], &test_config());
    assert_eq!(g.state, GateState::Gated);
    assert_eq!(codes(&g), vec![BlockerCode::WaitingBatch]);
    assert!(g.blockers[0].message.contains("may be in it"));
}

/// docs/operator-findings.md, "A picked node that is blocked holds the whole compartment": k-1 was picked, then got an untolerated taint; k-2 is never picked.
#[test]
fn a_stuck_picked_node_holds_the_batch() {
    let mut c = cr("rr-k", Group::Skyhook, true);
    std::sync::Arc::make_mut(&mut c.node_priority)
        .insert("k-1".into(), "2026-11-30T13:18:27Z".into());
    std::sync::Arc::make_mut(&mut c.node_status).insert("k-1".into(), "blocked".into());
    std::sync::Arc::make_mut(&mut c.node_status).insert("k-2".into(), "waiting".into());
    c.compartment_statuses.insert(
        "__default__".into(),
        CompartmentStatus {
            matched: 2,
            ceiling: 2,
            batch_state: Some(BatchState {
                current_batch: 1,
                ..Default::default()
            }),
            ..Default::default()
        },
    );
    let crs = [c];
    assert_eq!(wait_candidates(&crs), vec!["k-1".to_string()]);
    // k-1 as the plugin sees it: stuck on the maintenance taint.
    let k1 = node("k-1")
        .taint(LEGACY_GATE)
        .state(Group::Skyhook, "rr-k", &running(), "blocked")
        .taint("example.com/maintenance=true:NoSchedule");
    let g1 = eval(&k1, &crs, &config_legacy());
    assert_eq!(g1.state, GateState::Stuck);
    assert_eq!(codes(&g1), vec![BlockerCode::TaintNotTolerated]);
    let holders = settle(std::slice::from_ref(&k1), &crs, &config_legacy());
    let k2 = node("k-2")
        .taint(LEGACY_GATE)
        .state(Group::Skyhook, "rr-k", "{}", "waiting");
    let g2 = eval_with(&k2, &crs, &config_legacy(), &holders, &[]);
    assert_eq!(g2.state, GateState::Stuck);
    assert_eq!(codes(&g2), vec![BlockerCode::BatchHeld]);
    let b = &g2.blockers[0];
    assert!(
        b.message.contains("k-1 (taint-not-tolerated"),
        "{}",
        b.message
    );
    assert_eq!(b.remedy, g1.blockers[0].remedy);
    // A holder that is moving (not stuck) only makes k-2 wait.
    let k1_moving =
        node("k-1")
            .taint(LEGACY_GATE)
            .state(Group::Skyhook, "rr-k", &running(), "in_progress");
    let moving = settle(&[k1_moving], &crs, &config_legacy());
    let g2 = eval_with(&k2, &crs, &config_legacy(), &moving, &[]);
    assert_eq!(g2.state, GateState::Gated);
    assert_eq!(codes(&g2), vec![BlockerCode::WaitingBatch]);
    // Once k-1 is complete it holds nobody.
    let mut done = crs[0].clone();
    std::sync::Arc::make_mut(&mut done.node_status).insert("k-1".into(), "complete".into());
    let g2 = eval_with(&k2, &[done], &config_legacy(), &holders, &[]);
    assert_eq!(codes(&g2), vec![BlockerCode::WaitingBatch]);
}

#[test]
fn operator_status_waiting_without_predecessor_is_waiting_batch() {
    let n = node("n1")
        .taint(GATE)
        .state(Group::Nodewright, "gpu-init", "{}", "waiting");
    let g = eval_gpu_init(&n);
    assert_eq!(codes(&g), vec![BlockerCode::WaitingBatch]);
}

#[test]
fn missing_deployment_policy_is_reported() {
    let mut c = cr("gpu-init", Group::Nodewright, true);
    c.deployment_policy = Some("canary".into());
    c.conditions.push(CrCondition {
        type_: "DeploymentPolicyNotFound".into(),
        status: "True".into(),
        ..Default::default()
    });
    // The operator builds no compartment and picks no node until a person creates the policy
    // (`BuildState`, `IntrospectNode`: status unknown, CR blocked).
    let g = eval(&node("n1").taint(GATE), &[c.clone()], &test_config());
    assert_eq!(g.state, GateState::Stuck);
    assert_eq!(codes(&g), vec![BlockerCode::RolloutStopped]);
    assert!(g.blockers[0].message.contains("canary"));
    assert!(g.blockers[0].remedy.contains("deploymentpolicies"));
    // Read policies that do not name it say the same without the condition.
    c.conditions.clear();
    let waits = Waits::with_policies(vec![]);
    let g = eval_with(&node("n1").taint(GATE), &[c], &test_config(), &waits, &[]);
    assert_eq!(codes(&g), vec![BlockerCode::RolloutStopped]);
}

#[test]
fn malformed_state_is_stuck_until_node_reset() {
    let n = node("n1")
        .taint(GATE)
        .state(Group::Nodewright, "gpu-init", "{not json", "in_progress");
    let g = eval_gpu_init(&n);
    assert_eq!(g.state, GateState::Stuck);
    assert_eq!(codes(&g), vec![BlockerCode::StateMalformed]);
    assert_eq!(
        g.blockers[0].remedy,
        "kubectl nodewright node reset n1 --nodewright gpu-init"
    );
}

#[test]
fn operator_not_ready_on_a_gated_node() {
    let mut config = test_config();
    config.operator_ready = Some(false);
    let g = eval(
        &node("n1").taint(GATE),
        &[cr("gpu-init", Group::Nodewright, true)],
        &config,
    );
    assert_eq!(g.state, GateState::Stuck);
    assert_eq!(codes(&g), vec![BlockerCode::OperatorMissing]);
    assert_eq!(
        g.blockers[0].remedy,
        "kubectl -n nodewright rollout status deployment/nodewright-operator"
    );
    // Unknown (RBAC): never raised.
    config.operator_ready = None;
    assert!(
        eval(
            &node("n1").taint(GATE),
            &[cr("gpu-init", Group::Nodewright, true)],
            &config
        )
        .blockers
        .is_empty()
    );
}

#[test]
fn no_change_for_longer_than_stall_after_is_stalled() {
    let n = node("n1")
        .taint(GATE)
        .state(Group::Nodewright, "gpu-init", &running(), "in_progress")
        .condition(Group::Nodewright, "gpu-init", LONG_AGO);
    let g = eval_gpu_init(&n);
    assert_eq!(g.state, GateState::Gated);
    assert_eq!(codes(&g), vec![BlockerCode::Stalled]);
    assert!(
        g.blockers[0].message.contains("120 min"),
        "{}",
        g.blockers[0].message
    );
    assert_eq!(
        g.blockers[0].remedy,
        "kubectl nodewright package logs driver --nodewright gpu-init --node n1"
    );
}

#[test]
fn complete_but_still_tainted_long_after_is_stalled_on_the_operator() {
    let n = node("n1")
        .taint(GATE)
        .state(Group::Nodewright, "gpu-init", &done(), "complete")
        .condition(Group::Nodewright, "gpu-init", LONG_AGO);
    let g = eval_gpu_init(&n);
    assert_eq!(g.state, GateState::Gated);
    assert_eq!(codes(&g), vec![BlockerCode::Stalled]);
    assert_eq!(
        g.blockers[0].remedy,
        "kubectl -n nodewright logs deployment/nodewright-operator --since=1h"
    );
}

#[test]
fn stall_is_not_reported_when_something_else_explains_it() {
    let n = node("n1")
        .taint(GATE)
        .state(Group::Nodewright, "gpu-init", &erroring(), "erroring")
        .condition(Group::Nodewright, "gpu-init", LONG_AGO);
    let g = eval_gpu_init(&n);
    assert_eq!(codes(&g), vec![BlockerCode::PackageErroring]);
    // And never without a time to judge from, or with no threshold.
    let n = node("n1")
        .taint(GATE)
        .state(Group::Nodewright, "gpu-init", &running(), "in_progress");
    assert!(eval_gpu_init(&n).blockers.is_empty());
    let n = n.condition(Group::Nodewright, "gpu-init", LONG_AGO);
    let config = test_config();
    let crs = [cr("gpu-init", Group::Nodewright, true)];
    let ctx = GateContext {
        config: &config,
        crs: &crs,
        stall_after: Duration::MAX,
        now: NOW.parse().expect("time"),
        waits: &NO_WAITS,
        migration_hold: &[],
        unpulled: &[],
        readiness: &[],
    };
    assert!(evaluate(&n, &ctx).blockers.is_empty());
}

// ---- the operator's verdict ----

#[test]
fn plugin_says_when_it_disagrees_with_the_operator() {
    let n = node("n1")
        .taint(GATE)
        .state(Group::Nodewright, "gpu-init", &running(), "complete");
    let g = eval_gpu_init(&n);
    let c = &g.nodewrights[0];
    assert_eq!(c.status.as_deref(), Some("complete"));
    assert!(
        c.disagreement.as_deref().is_some_and(|d| d.contains("0/1")),
        "{:?}",
        c.disagreement
    );
}

#[test]
fn cr_node_status_is_shown_when_it_differs_from_the_annotation() {
    let mut c = cr("gpu-init", Group::Nodewright, true);
    std::sync::Arc::make_mut(&mut c.node_status).insert("n1".into(), "waiting".into());
    let n = node("n1")
        .taint(GATE)
        .state(Group::Nodewright, "gpu-init", &running(), "in_progress");
    let g = eval(&n, std::slice::from_ref(&c), &test_config());
    assert_eq!(g.nodewrights[0].status.as_deref(), Some("in_progress"));
    assert_eq!(g.nodewrights[0].cr_node_status.as_deref(), Some("waiting"));
    // Without the annotation the CR's own map is the verdict.
    let g = eval(&node("n1").taint(GATE), &[c], &test_config());
    assert_eq!(g.nodewrights[0].status.as_deref(), Some("waiting"));
    assert_eq!(g.nodewrights[0].cr_node_status, None);
}

#[test]
fn declared_versus_observed_marks_upgrades_and_leftovers() {
    let mut c = cr("gpu-init", Group::Nodewright, true);
    c.packages.insert(
        "driver".into(),
        PackageSpec {
            name: "driver".into(),
            ..pkg("2.0")
        },
    );
    let json = format!(
        "{{{},{}}}",
        entry("driver", "1.0", "config", "complete"),
        entry("old", "0.1", "config", "complete")
    );
    let n = node("n1")
        .taint(GATE)
        .state(Group::Nodewright, "gpu-init", &json, "in_progress");
    let g = eval(&n, &[c], &test_config());
    let rows = &g.nodewrights[0].packages;
    assert_eq!(rows.len(), 2);
    assert_eq!(
        (
            rows[0].declared_version.as_deref(),
            rows[0].observed_version.as_deref()
        ),
        (Some("2.0"), Some("1.0"))
    );
    assert!(!rows[0].complete);
    assert_eq!(
        (rows[1].name.as_str(), rows[1].declared_version.as_deref()),
        ("old", None)
    );
}

// ---- legacy and mixed worlds ----

#[test]
fn legacy_world_end_to_end() {
    // Operator v0.15, Skyhook objects, skyhook.nvidia.com keys and taint.
    let c = cr("gpu-init", Group::Skyhook, true);
    let n =
        node("n1")
            .taint(LEGACY_GATE)
            .state(Group::Skyhook, "gpu-init", &running(), "in_progress");
    let g = eval(&n, std::slice::from_ref(&c), &config_legacy());
    assert_eq!(g.state, GateState::Gated);
    assert_eq!(
        g.taint.as_ref().map(|t| t.kind),
        Some(TaintKind::Configured)
    );
    assert!(
        g.blockers.is_empty(),
        "the legacy taint is the configured one here: {:?}",
        g.blockers
    );
    assert_eq!(g.nodewrights[0].state_prefix, Some(Group::Skyhook));
    let n = node("n1").state(Group::Skyhook, "gpu-init", &done(), "complete");
    assert_eq!(eval(&n, &[c], &config_legacy()).state, GateState::Released);
}

#[test]
fn mixed_world_prefers_the_renamed_state_and_falls_back_to_legacy() {
    let legacy = cr("gpu-init", Group::Skyhook, true);
    let mut renamed = cr("gpu-init", Group::Nodewright, true);
    renamed.mirrored_from = Some("gpu-init".into());
    let crs = merge_logical_crs(vec![legacy], vec![renamed]);
    assert_eq!(crs.len(), 1);
    // Only the legacy copy exists yet: read it.
    let n = node("n1")
        .taint(LEGACY_GATE)
        .state(Group::Skyhook, "gpu-init", &done(), "complete");
    let g = eval(&n, &crs, &test_config());
    assert_eq!(g.nodewrights[0].state_prefix, Some(Group::Skyhook));
    assert!(g.nodewrights[0].complete);
    // The shim copied it and the renamed operator moved on: the renamed copy wins.
    let n = n.state(Group::Nodewright, "gpu-init", &running(), "in_progress");
    let g = eval(&n, &crs, &test_config());
    assert_eq!(g.nodewrights[0].state_prefix, Some(Group::Nodewright));
    assert!(!g.nodewrights[0].complete);
    assert_eq!(g.state, GateState::Gated);
    assert_eq!(codes(&g), vec![BlockerCode::LegacyTaint]);
}

#[test]
fn mirrored_cr_with_another_name_reads_legacy_keys_under_the_legacy_name() {
    let mut renamed = cr("gpu-init-nw", Group::Nodewright, true);
    renamed.mirrored_from = Some("gpu-init".into());
    let crs = merge_logical_crs(vec![cr("gpu-init", Group::Skyhook, true)], vec![renamed]);
    let n = node("n1").state(Group::Skyhook, "gpu-init", &done(), "complete");
    let g = eval(&n, &crs, &test_config());
    assert_eq!(g.state, GateState::Released);
    assert!(
        g.blockers.is_empty(),
        "legacy keys of the mirrored name are not orphaned: {:?}",
        g.blockers
    );
}

#[test]
fn both_gate_taints_on_one_node_are_listed() {
    let n = node("n1").taint(LEGACY_GATE).taint(GATE);
    let g = eval_gpu_init(&n);
    assert_eq!(g.gate_taints.len(), 2);
    assert_eq!(
        g.taint.as_ref().map(|t| t.kind),
        Some(TaintKind::Configured)
    );
    assert!(
        !codes(&g).contains(&BlockerCode::LegacyTaint),
        "not gated only by the legacy key"
    );
}

#[test]
fn merge_keeps_unmirrored_objects_of_both_groups_in_priority_order() {
    let mut a = cr("a", Group::Skyhook, false);
    a.priority = 300;
    let mut b = cr("b", Group::Nodewright, false);
    b.mirrored_from = Some("b".into());
    let mut c = cr("c", Group::Nodewright, false);
    c.priority = 100;
    let merged = merge_logical_crs(vec![a, cr("b", Group::Skyhook, false)], vec![b, c]);
    let names: Vec<(&str, Option<Group>)> =
        merged.iter().map(|c| (c.name.as_str(), c.group)).collect();
    assert_eq!(
        names,
        vec![
            ("c", Some(Group::Nodewright)),
            ("b", Some(Group::Nodewright)),
            ("a", Some(Group::Skyhook))
        ]
    );
}

// ---- edge cases ----

#[test]
fn blockers_are_ordered_most_important_first() {
    let mut config = test_config();
    config.operator_ready = Some(false);
    let mut c = cr("gpu-init", Group::Nodewright, true);
    c.paused = true;
    let mut n =
        node("n1")
            .taint(LEGACY_GATE)
            .state(Group::Nodewright, "gpu-init", &erroring(), "paused");
    n.labels
        .insert("nodewright.nvidia.com/ignore".into(), "true".into());
    let g = eval(&n, &[c], &config);
    assert_eq!(
        codes(&g),
        vec![
            BlockerCode::OperatorMissing,
            BlockerCode::NodeIgnored,
            BlockerCode::CrPaused,
            BlockerCode::PackageErroring,
            BlockerCode::LegacyTaint
        ]
    );
}

#[test]
fn node_with_100_taints_and_a_1mb_annotation() {
    let mut n = node("n1").taint(GATE);
    for i in 0..99 {
        n.taints.push(Taint {
            key: format!("example.com/t{i}"),
            value: None,
            effect: "NoSchedule".into(),
            time_added: None,
        });
    }
    n.annotations.insert(
        "nodewright.nvidia.com/nodeState_gpu-init".into(),
        "x".repeat(1 << 20),
    );
    let mut c = cr("gpu-init", Group::Nodewright, true);
    c.additional_tolerations.push(Toleration {
        operator: Some("Exists".into()),
        ..Default::default()
    });
    let g = eval(&n, &[c], &test_config());
    assert_eq!(g.state, GateState::Stuck);
    assert_eq!(codes(&g), vec![BlockerCode::StateMalformed]);
    assert!(g.blockers[0].message.len() < 500);
}

#[test]
fn unknown_stage_is_shown_and_never_complete() {
    let json = format!("{{{}}}", entry("driver", "1.0", "teleport", "complete"));
    let n = node("n1")
        .taint(GATE)
        .state(Group::Nodewright, "gpu-init", &json, "in_progress");
    let g = eval_gpu_init(&n);
    assert_eq!(g.state, GateState::Gated);
    assert_eq!(
        g.nodewrights[0].packages[0].stage.as_deref(),
        Some("teleport")
    );
    assert!(!g.nodewrights[0].complete);
}

#[test]
fn invalid_selector_selects_nothing_instead_of_panicking() {
    let mut c = cr("gpu-init", Group::Nodewright, true);
    c.node_selector.match_expressions.push(SelectorRequirement {
        key: "a".into(),
        operator: "Bogus".into(),
        values: vec![],
    });
    let g = eval(&node("n1").taint(GATE), &[c], &test_config());
    assert_eq!(codes(&g), vec![BlockerCode::OrphanedTaint]);
}

#[test]
fn serialized_codes_and_states_are_the_json_contract() {
    assert_eq!(
        serde_json::to_string(&GateState::PendingTaint)
            .ok()
            .as_deref(),
        Some("\"pending-taint\"")
    );
    assert_eq!(
        serde_json::to_string(&BlockerCode::TaintNotTolerated)
            .ok()
            .as_deref(),
        Some("\"taint-not-tolerated\"")
    );
    assert_eq!(
        serde_json::to_string(&TaintKind::ValueMismatch)
            .ok()
            .as_deref(),
        Some("\"value-mismatch\"")
    );
    let _unused: BTreeMap<(), ()> = BTreeMap::new();
}

#[test]
fn new_codes_are_named_as_in_the_spec() {
    for (code, name) in [
        (BlockerCode::BatchHeld, "batch-held"),
        (BlockerCode::RolloutStopped, "rollout-stopped"),
        (BlockerCode::OperatorHalted, "operator-halted"),
        (BlockerCode::Rebooted, "rebooted"),
        (BlockerCode::DrainBlocked, "drain-blocked"),
    ] {
        assert_eq!(serde_json::to_value(code).ok(), Some(name.into()));
    }
    for stuck in [
        BlockerCode::BatchHeld,
        BlockerCode::RolloutStopped,
        BlockerCode::OperatorHalted,
        BlockerCode::DrainBlocked,
    ] {
        assert!(stuck.is_stuck());
    }
    assert!(!BlockerCode::Rebooted.is_stuck());
}

/// The rows of a table of docs/gate-states.md (the one under `heading`): each row's names (its
/// first cell's `code`s: `cr-disabled` / `cr-paused` is two) and its second cell.
fn documented(heading: &str) -> Vec<(String, String)> {
    let doc = include_str!("../../../docs/gate-states.md");
    let section = doc.split(heading).nth(1).expect("the section");
    let mut rows = Vec::new();
    for line in section.lines().skip_while(|l| !l.starts_with('|')) {
        if !line.starts_with('|') {
            break;
        }
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        for name in cells[1].split(" / ").filter(|n| n.starts_with('`')) {
            rows.push((name.trim_matches('`').to_string(), cells[2].to_string()));
        }
    }
    rows
}

#[test]
fn each_blocker_code_has_one_rank_and_its_row_in_the_docs_in_rank_order() {
    let mut codes: Vec<BlockerCode> = <BlockerCode as strum::VariantArray>::VARIANTS.to_vec();
    assert!(codes.len() > 20, "serde lists the codes: {codes:?}");
    codes.sort_by_key(|c| c.rank());
    let ranks: std::collections::BTreeSet<u8> = codes.iter().map(|c| c.rank()).collect();
    assert_eq!(ranks.len(), codes.len(), "two codes share a rank");
    let ours: Vec<(String, String)> = codes
        .iter()
        .map(|c| {
            let stuck = if c.is_stuck() { "yes" } else { "no" };
            (c.name().to_string(), stuck.to_string())
        })
        .collect();
    assert_eq!(
        documented("## Blocker codes"),
        ours,
        "docs/gate-states.md: a row per code, in rank order, with its `stuck` (BlockerCode::facts)"
    );
}

#[test]
fn each_gate_state_has_its_row_in_the_docs_in_order() {
    let ours: Vec<String> = <GateState as strum::VariantArray>::VARIANTS
        .iter()
        .map(|s| crate::enum_name(s).to_string())
        .collect();
    let documented: Vec<String> = documented("## Gate states")
        .into_iter()
        .map(|(name, _)| name)
        .collect();
    assert_eq!(documented, ours, "docs/gate-states.md: a row per state");
}

// ---- the operator halted (docs/operator-findings.md, "One invalid CR halts the operator for every CR") ----

fn invalid_cr(name: &str) -> CrView {
    let obj = serde_json::json!({
        "metadata": {"name": name},
        "spec": {"nodeSelectors": {"matchLabels": {"pool": "elsewhere"}},
                 "packages": {"pkg2": {"version": "1.0.0", "image": "img"}}}
    });
    crate::cr::cr_from_object(&obj, Group::Skyhook).expect("parses")
}

#[test]
fn one_invalid_cr_halts_the_operator_for_every_gated_node() {
    let crs = [cr("rr-m", Group::Skyhook, true), invalid_cr("bad-m")];
    let m1 = node("m-1").taint(LEGACY_GATE);
    let g = eval(&m1, &crs, &config_legacy());
    assert_eq!(g.state, GateState::Stuck);
    assert_eq!(codes(&g), vec![BlockerCode::OperatorHalted]);
    let b = &g.blockers[0];
    assert!(b.message.contains("Skyhook bad-m") && b.message.contains("package-name"));
    assert!(b.message.contains("pkg2"));
    assert_eq!(b.remedy, "kubectl edit skyhooks.skyhook.nvidia.com bad-m");
    // An untainted node with a runtime-required CR pending is held too (nothing runs there;
    // an exposed node of the invalid CR listed that CR's own blockers instead).
    let free = eval(&node("m-2"), &crs, &config_legacy());
    assert_eq!(free.state, GateState::Exposed);
    assert_eq!(codes(&free).first(), Some(&BlockerCode::OperatorHalted));
    // With nothing pending, there is nothing to hold.
    let ungated = eval(&node("m-3"), &[invalid_cr("bad-m")], &config_legacy());
    assert!(!codes(&ungated).contains(&BlockerCode::OperatorHalted));
}

#[test]
fn a_rule_of_a_later_release_does_not_halt_an_older_operator() {
    let obj = serde_json::json!({
        "metadata": {"name": "tagged"},
        "spec": {"nodeSelectors": {"matchLabels": {"pool": "elsewhere"}}, "packages": {"spencer": {"version": "1.0.0", "image": "repo/spencer:1.0.0"}}}
    });
    let tagged = crate::cr::cr_from_object(&obj, Group::Nodewright).expect("parses");
    let crs = [cr("gpu-init", Group::Nodewright, true), tagged];
    let n = node("n1").taint(GATE);
    let mut old = test_config();
    old.version = Some("v0.15.0".into());
    assert!(eval(&n, &crs, &old).blockers.is_empty());
    assert_eq!(
        codes(&eval(&n, &crs, &test_config())),
        vec![BlockerCode::OperatorHalted]
    );
}

#[test]
fn a_legacy_skyhook_in_progress_holds_a_renamed_operator() {
    let crs = [cr("gpu-init", Group::Nodewright, true)];
    let mut legacy = cr("old-init", Group::Skyhook, true);
    legacy.status = Some("in_progress".into());
    let mut settled = cr("old-done", Group::Skyhook, true);
    settled.status = Some("complete".into());
    let hold = migration_hold(&[legacy, settled]);
    assert_eq!(
        hold,
        vec![("old-init".to_string(), "in_progress".to_string())]
    );
    let n = node("n1").taint(GATE);
    let g = eval_with(&n, &crs, &test_config(), &NO_WAITS, &hold);
    assert_eq!(g.state, GateState::Stuck);
    assert_eq!(codes(&g), vec![BlockerCode::OperatorHalted]);
    assert!(g.blockers[0].message.contains("old-init (in_progress)"));
    // A pre-rename operator has no such hold.
    let g = eval_with(
        &n,
        &crs,
        &config_pre_rename_on_the_nodewright_key(),
        &NO_WAITS,
        &hold,
    );
    assert!(!codes(&g).contains(&BlockerCode::OperatorHalted));
}

#[test]
fn a_cr_never_reconciled_is_stalled_from_its_creation() {
    let mut c = cr("rr-m", Group::Skyhook, true);
    c.created = Some(LONG_AGO.into());
    let n = node("m-1").taint(LEGACY_GATE);
    let g = eval(&n, &[c.clone()], &config_legacy());
    assert_eq!(g.state, GateState::Gated);
    assert_eq!(codes(&g), vec![BlockerCode::Stalled]);
    assert!(g.blockers[0].message.contains("never reconciled rr-m"));
    c.created = Some(RECENT.into());
    assert!(eval(&n, &[c], &config_legacy()).blockers.is_empty());
}

// ---- reboots ----

fn rebooted_setup(auto_taint: bool) -> (NodeView, Vec<CrView>) {
    let mut c = cr("gpu-init", Group::Nodewright, true);
    c.auto_taint_new_nodes = auto_taint;
    std::sync::Arc::make_mut(&mut c.node_boot_ids).insert("n1".into(), "boot-1".into());
    let mut n = node("n1").state(Group::Nodewright, "gpu-init", &done(), "complete");
    n.boot_id = Some("boot-2".into());
    (n, vec![c])
}

#[test]
fn a_reboot_with_reapply_and_auto_taint_is_pending_taint_from_v0_18() {
    let (n, crs) = rebooted_setup(true);
    let mut config = test_config();
    // Flag off: the operator only records the new boot ID.
    let g = eval(&n, &crs, &config);
    assert_eq!(g.state, GateState::Released);
    assert!(g.blockers.is_empty());
    config.reapply_on_reboot = true;
    let g = eval(&n, &crs, &config);
    assert_eq!(g.state, GateState::PendingTaint);
    assert_eq!(codes(&g), vec![BlockerCode::Rebooted]);
    assert!(
        g.blockers[0].message.contains("boot-1") && g.blockers[0].message.contains("re-applying")
    );
    // v0.15 resets the state but never re-taints: the node will be exposed, say so.
    config.version = Some("v0.15.0".into());
    let g = eval(&n, &crs, &config);
    assert_eq!(g.state, GateState::Released);
    assert_eq!(codes(&g), vec![BlockerCode::Rebooted]);
    assert_eq!(
        g.blockers[0].remedy,
        "kubectl nodewright regate n1 --confirm"
    );
    // Same boot ID: nothing.
    let mut same = n.clone();
    same.boot_id = Some("boot-1".into());
    assert!(eval(&same, &crs, &config).blockers.is_empty());
}

// ---- notes N1-N3 ----

#[test]
fn the_plugins_own_write_is_a_change_for_stalled() {
    let base = node("d-1")
        .taint(GATE)
        .state(Group::Nodewright, "auto-d", "{}", "in_progress")
        .condition(Group::Nodewright, "auto-d", LONG_AGO);
    let crs = [cr("auto-d", Group::Nodewright, true)];
    assert_eq!(
        codes(&eval(&base, &crs, &test_config())),
        vec![BlockerCode::Stalled]
    );
    let mut regated = base.clone();
    regated.plugin_write = Some(RECENT.into());
    assert!(eval(&regated, &crs, &test_config()).blockers.is_empty());
    assert_eq!(
        eval(&regated, &crs, &test_config()).last_change.as_deref(),
        Some(RECENT)
    );
}

#[test]
fn after_a_reset_the_crs_complete_record_is_stale_not_a_disagreement() {
    let mut c = cr("auto-d", Group::Nodewright, true);
    std::sync::Arc::make_mut(&mut c.node_status).insert("d-1".into(), "complete".into());
    let g = eval(&node("d-1"), &[c], &test_config());
    let on = &g.nodewrights[0];
    assert_eq!(on.disagreement, None);
    assert!(
        on.stale_record
            .as_deref()
            .is_some_and(|m| m.contains("stale"))
    );
    assert_eq!(g.state, GateState::Exposed);
}

#[test]
fn package_erroring_says_how_the_operator_retries_by_version() {
    let n = node("b-1")
        .taint(LEGACY_GATE)
        .state(Group::Skyhook, "rr-b", &erroring(), "erroring");
    let crs = [cr("rr-b", Group::Skyhook, true)];
    let g = eval(&n, &crs, &config_legacy());
    assert_eq!(g.state, GateState::Stuck);
    assert!(g.blockers[0].message.contains("restarts its pod for ever"));
    let n = node("b-1")
        .taint(GATE)
        .state(Group::Nodewright, "rr-b", &erroring(), "erroring");
    let g = eval(&n, &[cr("rr-b", Group::Nodewright, true)], &test_config());
    assert!(g.blockers[0].message.contains("backoffLimit"));
}

// ---- renamed-operator rules ----

#[test]
fn a_blocked_drain_is_stuck_and_names_the_annotation() {
    let mut n =
        node("n1")
            .taint(GATE)
            .state(Group::Nodewright, "gpu-init", &running(), "in_progress");
    n.annotations.insert(
        "nodewright.nvidia.com/drainBlocked_gpu-init".into(),
        "pdb/db-budget".into(),
    );
    let g = eval_gpu_init(&n);
    assert_eq!(g.state, GateState::Stuck);
    assert_eq!(codes(&g), vec![BlockerCode::DrainBlocked]);
    assert!(g.blockers[0].message.contains("pdb/db-budget"));
}

#[test]
fn released_yet_cordoned_by_runtime_required_cordon_after_says_so() {
    let mut c = cr("gpu-init", Group::Nodewright, true);
    c.runtime_required_cordon_after = true;
    let mut n = node("n1").state(Group::Nodewright, "gpu-init", &done(), "complete");
    n.unschedulable = true;
    n.annotations.insert(
        "nodewright.nvidia.com/runtimeRequiredCordon".into(),
        "true".into(),
    );
    let g = eval(&n, &[c], &test_config());
    assert_eq!(g.state, GateState::Released);
    let cordon = g.runtime_required_cordon.expect("cordon reported");
    assert!(cordon.contains("gpu-init") && cordon.contains("kubectl uncordon n1"));
}

// ---- every wait to its root (docs/gate-states.md) ----

/// A non-runtime-required predecessor whose package crash-loops on the node: the gate's CR waits
/// behind it forever. The chain ends at the predecessor's own `package-erroring` on this node.
#[test]
fn a_crash_looping_predecessor_holds_the_gate_to_its_root() {
    let mut tools = cr("tools", Group::Nodewright, false);
    tools.priority = 100;
    tools.additional_tolerations.push(Toleration {
        operator: Some("Exists".into()),
        ..Default::default()
    });
    let n = node("n1")
        .taint(GATE)
        .state(Group::Nodewright, "tools", &erroring(), "erroring");
    let g = eval(
        &n,
        &[tools, cr("gpu-init", Group::Nodewright, true)],
        &test_config(),
    );
    assert_eq!(g.state, GateState::Stuck);
    assert_eq!(codes(&g), vec![BlockerCode::PriorityHeld]);
    let b = &g.blockers[0];
    assert_eq!(
        b.root,
        Some(Root {
            node: "n1".into(),
            cr: "tools".into(),
            code: BlockerCode::PackageErroring
        })
    );
    assert!(
        b.remedy
            .contains("package logs driver --nodewright tools --node n1"),
        "{}",
        b.remedy
    );
    assert!(
        b.message.contains("waits for NodeWright tools"),
        "{}",
        b.message
    );
}

/// `sequencing: all`: the predecessor is erroring on another node, read by name; every node of
/// the successor is held by it, wherever the successor runs.
#[test]
fn a_sequencing_all_predecessor_stuck_elsewhere_holds_every_node() {
    let mut fleet = cr("fleet", Group::Nodewright, true);
    fleet.priority = 100;
    fleet.sequencing = "all".into();
    fleet.status = Some("erroring".into());
    std::sync::Arc::make_mut(&mut fleet.node_status).insert("m1".into(), "erroring".into());
    std::sync::Arc::make_mut(&mut fleet.node_status).insert("n1".into(), "complete".into());
    let crs = [fleet, cr("gpu-init", Group::Nodewright, true)];
    assert_eq!(wait_candidates(&crs), vec!["m1".to_string()]);
    let m1 = node("m1")
        .taint(GATE)
        .state(Group::Nodewright, "fleet", &erroring(), "erroring");
    let waits = settle(&[m1], &crs, &test_config());
    let n1 = node("n1")
        .taint(GATE)
        .state(Group::Nodewright, "fleet", &done(), "complete");
    let g = eval_with(&n1, &crs, &test_config(), &waits, &[]);
    assert_eq!(g.state, GateState::Stuck);
    assert_eq!(codes(&g), vec![BlockerCode::PriorityHeld]);
    assert_eq!(
        g.blockers[0].root,
        Some(Root {
            node: "m1".into(),
            cr: "fleet".into(),
            code: BlockerCode::PackageErroring
        })
    );
    // Without the read (or once m1 is moving) it is only waiting.
    let g = eval(&n1, &crs, &test_config());
    assert_eq!(
        (g.state, codes(&g)),
        (GateState::Gated, vec![BlockerCode::WaitingPriority])
    );
}

/// A chain across both kinds of edge: n2 waits for its batch; the picked node m1 waits for a
/// higher-priority CR on m1 whose package crash-loops. Root: (m1, tools, package-erroring).
#[test]
fn a_batch_held_by_a_picked_node_that_waits_behind_a_stuck_predecessor() {
    let mut tools = cr("tools", Group::Nodewright, true);
    tools.priority = 100;
    let mut gpu = cr("gpu-init", Group::Nodewright, true);
    std::sync::Arc::make_mut(&mut gpu.node_priority).insert("m1".into(), RECENT.into());
    std::sync::Arc::make_mut(&mut gpu.node_status).insert("m1".into(), "waiting".into());
    std::sync::Arc::make_mut(&mut gpu.node_status).insert("n2".into(), "waiting".into());
    let crs = [tools, gpu];
    let m1 = node("m1")
        .taint(GATE)
        .state(Group::Nodewright, "tools", &erroring(), "erroring")
        .state(Group::Nodewright, "gpu-init", "{}", "waiting");
    let waits = settle(&[m1], &crs, &test_config());
    let n2 = node("n2")
        .taint(GATE)
        .state(Group::Nodewright, "tools", &done(), "complete")
        .state(Group::Nodewright, "gpu-init", "{}", "waiting");
    let g = eval_with(&n2, &crs, &test_config(), &waits, &[]);
    assert_eq!(g.state, GateState::Stuck);
    assert_eq!(codes(&g), vec![BlockerCode::BatchHeld]);
    let b = &g.blockers[0];
    assert_eq!(
        b.root,
        Some(Root {
            node: "m1".into(),
            cr: "tools".into(),
            code: BlockerCode::PackageErroring
        })
    );
    assert!(b.message.contains("m1"), "{}", b.message);
    assert!(
        b.remedy.contains("--nodewright tools --node m1"),
        "{}",
        b.remedy
    );
}

fn two_racks() -> crate::policy::PolicyView {
    crate::policy::policy_from_object(
        &serde_json::json!({"metadata": {"name": "racks"}, "spec": {
            "default": {"budget": {"count": 1}, "strategy": {"fixed": {"initialBatch": 1, "failureThreshold": 1}}},
            "compartments": [
                {"name": "rack-a", "selector": {"matchLabels": {"rack": "a"}}, "budget": {"count": 1},
                 "strategy": {"fixed": {"initialBatch": 1, "failureThreshold": 1}}},
                {"name": "rack-b", "selector": {"matchLabels": {"rack": "b"}}, "budget": {"count": 1},
                 "strategy": {"fixed": {"initialBatch": 1, "failureThreshold": 1}}}
            ]}}),
        Group::Nodewright,
    )
    .expect("valid")
}

fn racked(name: &str, rack: &str) -> NodeView {
    let mut n = node(name).taint(GATE);
    n.labels.insert("rack".into(), rack.into());
    n
}

/// Compartments as the operator assigns them: a stuck picked node holds its own rack only, and
/// a stop in one rack is not told to the other.
#[test]
fn holds_and_stops_are_judged_per_compartment() {
    let mut gpu = cr("gpu-init", Group::Nodewright, true);
    gpu.deployment_policy = Some("racks".into());
    std::sync::Arc::make_mut(&mut gpu.node_priority).insert("a1".into(), RECENT.into());
    for (n, st) in [("a1", "erroring"), ("a2", "waiting"), ("b1", "waiting")] {
        std::sync::Arc::make_mut(&mut gpu.node_status).insert(n.into(), st.into());
    }
    let crs = [gpu];
    let a1 = racked("a1", "a").state(Group::Nodewright, "gpu-init", &erroring(), "erroring");
    let ctx_waits = |read: &[NodeView], crs: &[CrView]| {
        settle_from(
            Waits::with_policies(vec![two_racks()]),
            read,
            crs,
            &test_config(),
        )
    };
    let waits = ctx_waits(std::slice::from_ref(&a1), &crs);
    let a2 = racked("a2", "a").state(Group::Nodewright, "gpu-init", "{}", "waiting");
    let b1 = racked("b1", "b").state(Group::Nodewright, "gpu-init", "{}", "waiting");
    assert_eq!(
        compartment_of(&crs[0], &a2, waits.policies.as_deref()).as_deref(),
        Some("rack-a")
    );
    let g = eval_with(&a2, &crs, &test_config(), &waits, &[]);
    assert_eq!(codes(&g), vec![BlockerCode::BatchHeld], "same rack");
    let g = eval_with(&b1, &crs, &test_config(), &waits, &[]);
    assert_eq!(
        (g.state, codes(&g)),
        (GateState::Gated, vec![BlockerCode::WaitingBatch]),
        "other rack"
    );
    // rack-a stopped (failure threshold 1): b1 is not told; a2 is stopped.
    let mut stopped = crs[0].clone();
    stopped.compartment_statuses.insert(
        "rack-a".into(),
        CompartmentStatus {
            matched: 2,
            batch_state: Some(BatchState {
                should_stop: true,
                consecutive_failures: 1,
                ..Default::default()
            }),
            ..Default::default()
        },
    );
    let crs = [stopped];
    let waits = ctx_waits(&[a1], &crs);
    let g = eval_with(&b1, &crs, &test_config(), &waits, &[]);
    assert!(
        !codes(&g).contains(&BlockerCode::RolloutStopped),
        "{:?}",
        g.blockers
    );
    let g = eval_with(&a2, &crs, &test_config(), &waits, &[]);
    assert_eq!(g.state, GateState::Stuck);
    assert_eq!(codes(&g), vec![BlockerCode::RolloutStopped]);
    assert_eq!(
        g.blockers[0]
            .root
            .as_ref()
            .map(|r| (r.node.as_str(), r.code)),
        Some(("a1", BlockerCode::PackageErroring))
    );
}

/// A non-runtime-required predecessor cannot run under the gate taint, but that taint is
/// removed once a runtime-required CR ahead of it completes: it waits, it is not stuck.
#[test]
fn a_predecessor_under_the_gate_waits_for_the_gate_when_the_gate_does_not_wait_for_it() {
    let mut first = cr("first", Group::Nodewright, true);
    first.priority = 50;
    let mut tools = cr("tools", Group::Nodewright, false);
    tools.priority = 100;
    tools.sequencing = "all".into();
    let mut later = cr("later", Group::Nodewright, true);
    later
        .node_selector
        .match_labels
        .insert("pool".into(), "b".into());
    let crs = [first, tools, later];
    let m = node("m1")
        .taint(GATE)
        .state(Group::Nodewright, "first", &running(), "in_progress");
    let waits = settle(&[m], &crs, &test_config());
    let mut n = node("n2").taint(GATE);
    n.labels.insert("pool".into(), "b".into());
    let g = eval_with(&n, &crs, &test_config(), &waits, &[]);
    assert_eq!(g.state, GateState::Gated, "{:?}", g.blockers);
    assert!(codes(&g).contains(&BlockerCode::WaitingPriority));
}

/// Random worlds, seed 1 (P4): two runtime-required CRs do not tolerate the same foreign taint;
/// a remedy that patches one leaves the node blocked by the other.
#[test]
fn a_toleration_remedy_patches_every_cr_the_taint_blocks() {
    let crs = [
        cr("c2", Group::Skyhook, true),
        cr("c3", Group::Skyhook, true),
    ];
    let n = node("n2")
        .taint(LEGACY_GATE)
        .taint("example.com/maint=true:NoSchedule");
    let g = eval(&n, &crs, &config_legacy());
    assert_eq!(g.state, GateState::Stuck);
    let first = &g.blockers[0];
    assert_eq!(first.code, BlockerCode::TaintNotTolerated);
    assert!(
        first.remedy.contains("skyhooks.skyhook.nvidia.com c2")
            && first.remedy.contains("skyhooks.skyhook.nvidia.com c3")
            && first.remedy.contains(" && "),
        "{}",
        first.remedy
    );
}

/// Before v0.20 a drain the budget refuses shows nowhere but in the budget: the package with the
/// interrupt never starts, so the node is stuck, with the pod and the budget named.
#[test]
fn a_drain_refused_by_a_disruption_budget_is_stuck_before_v0_20() {
    let mut c = cr("rr", Group::Skyhook, true);
    with_reboot(&mut c);
    let crs = [c];
    let mut waits = Waits::none();
    waits.undrainable.insert("n1".into(), vec![db_pod()]);
    let n = node("n1").taint(LEGACY_GATE);
    let g = eval_with(&n, &crs, &config_legacy(), &waits, &[]);
    assert_eq!(g.state, GateState::Stuck);
    assert_eq!(codes(&g), vec![BlockerCode::DrainBlocked]);
    assert!(
        g.blockers[0].message.contains("apps/db-0"),
        "{}",
        g.blockers[0].message
    );
    // Once the package is past apply the drain is behind it.
    let n = node("n1").taint(LEGACY_GATE).state(
        Group::Skyhook,
        "rr",
        &format!("{{{}}}", entry("driver", "1.0", "interrupt", "in_progress")),
        "in_progress",
    );
    assert!(
        eval_with(&n, &crs, &config_legacy(), &waits, &[])
            .blockers
            .is_empty()
    );
    // v0.20 writes drainBlocked_ itself: the budget alone is not read as a verdict there.
    let mut v20 = config_legacy();
    v20.version = Some("v0.20.0".into());
    let n = node("n1").taint(LEGACY_GATE);
    assert!(eval_with(&n, &crs, &v20, &waits, &[]).blockers.is_empty());
}

/// One unparsable nodeState on any node of a CR that is not paused ends every operator pass at
/// that CR: nothing runs and no taint is removed anywhere. Other nodes learn it from the CR's
/// `NodeStateMalformed` condition.
#[test]
fn a_malformed_state_anywhere_halts_the_operator_for_every_node() {
    let mut bad = cr("bad", Group::Skyhook, false);
    bad.conditions.push(CrCondition {
        type_: "skyhook.nvidia.com/NodeStateMalformed".into(),
        status: "True".into(),
        message: Some("nodeState annotation cannot be parsed on 1 node(s): x-1".into()),
        ..Default::default()
    });
    let crs = [bad.clone(), cr("rr", Group::Skyhook, true)];
    let n = node("n1")
        .taint(LEGACY_GATE)
        .state(Group::Skyhook, "rr", &done(), "complete");
    let g = eval(&n, &crs, &config_legacy());
    assert_eq!(g.state, GateState::Stuck);
    assert_eq!(codes(&g), vec![BlockerCode::OperatorHalted]);
    assert!(
        g.blockers[0].message.contains("x-1"),
        "{}",
        g.blockers[0].message
    );
    // A paused CR is skipped before its state is read: no halt.
    bad.paused = true;
    let g = eval(&n, &[bad, cr("rr", Group::Skyhook, true)], &config_legacy());
    assert_eq!(g.state, GateState::Gated, "{:?}", g.blockers);
}

/// Random worlds, seeds 107, 210, 256 (P1): the operator's pass for a CR ends at the node whose
/// drain is refused and saves nothing; the pods it started on other nodes are deleted on the
/// next pass (their packages are not in their nodes' saved state). Once the drained node is in
/// the batch (picked, or surely in the batch formed next although the pick is never saved), no
/// other node of the CR that has not started gets to run, before or after it in the batch
/// order. Seed 426: before that, the batches go on without it, and only the nodes after it in
/// the order are sure to wait.
#[test]
fn a_refused_drain_starves_every_other_node_of_its_cr() {
    let at = |name: &str, t: i64, status: &str| {
        let mut n = node(name)
            .taint(LEGACY_GATE)
            .state(Group::Skyhook, "rr", "{}", status);
        n.created = Some(t);
        n
    };
    let (a0, d1, z2) = (
        at("a0", 100, "waiting"),
        at("d1", 200, "waiting"),
        at("z2", 300, "waiting"),
    );
    let world = |count: i64, running: bool| {
        let mut c = cr("rr", Group::Skyhook, true);
        with_reboot(&mut c);
        for n in ["a0", "d1", "z2"] {
            std::sync::Arc::make_mut(&mut c.node_status).insert(n.into(), "waiting".into());
        }
        if running {
            std::sync::Arc::make_mut(&mut c.node_status).insert("p3".into(), "in_progress".into());
        }
        c.interruption_budget = Budget {
            count: Some(count),
            percent: None,
        };
        let crs = vec![c];
        let mut start = Waits::with_policies(vec![]);
        start.undrainable.insert("d1".into(), vec![db_pod()]);
        let waits = settle_from(start, std::slice::from_ref(&d1), &crs, &config_legacy());
        (crs, waits)
    };
    let held_by_d1 = |g: &NodeGate| {
        assert_eq!(g.state, GateState::Stuck, "{:?}", g.blockers);
        assert_eq!(codes(g), vec![BlockerCode::BatchHeld]);
        assert_eq!(
            g.blockers[0].root,
            Some(Root {
                node: "d1".into(),
                cr: "rr".into(),
                code: BlockerCode::DrainBlocked
            })
        );
    };
    // A batch of four, nothing picked (seed 107): d1 is in every batch formed, so all wait.
    let (crs, waits) = world(4, false);
    let g = eval_with(&d1, &crs, &config_legacy(), &waits, &[]);
    assert_eq!(codes(&g)[0], BlockerCode::DrainBlocked);
    for n in [&a0, &z2] {
        let g = eval_with(n, &crs, &config_legacy(), &waits, &[]);
        held_by_d1(&g);
        // Every batch formed holds d1, whatever the order: no luck to hope for.
        assert!(!g.blockers[0].message.contains("luck"), "{:?}", g.blockers);
    }
    // Batches of one (seed 426): a0, created before d1, is picked and runs first; z2 waits.
    let (crs, waits) = world(1, false);
    let g = eval_with(&a0, &crs, &config_legacy(), &waits, &[]);
    assert_eq!(g.state, GateState::Gated, "{:?}", g.blockers);
    assert_eq!(codes(&g), vec![BlockerCode::WaitingBatch]);
    let g = eval_with(&z2, &crs, &config_legacy(), &waits, &[]);
    held_by_d1(&g);
    // Without a DeploymentPolicy the order among waiting nodes is not fixed (seed 1209): z2 may
    // be picked before d1 by chance, and the message says so; the verdict stays stuck.
    assert!(
        g.blockers[0]
            .message
            .contains("unless luck has it: without a DeploymentPolicy"),
        "{:?}",
        g.blockers
    );
    // A node already running its packages is not claimed: its pod matches its saved state.
    let (crs, waits) = world(4, true);
    let p3 = at("p3", 50, "in_progress");
    let g = eval_with(&p3, &crs, &config_legacy(), &waits, &[]);
    assert_eq!(g.state, GateState::Gated, "{:?}", g.blockers);
}

/// Random worlds, seed 106 (P4): a `sequencing: all` predecessor stuck on two nodes; a remedy
/// that fixes one leaves the successor where it was, so it names and fixes both.
#[test]
fn a_wait_held_on_several_nodes_names_and_fixes_every_one() {
    let mut fleet = cr("fleet", Group::Nodewright, true);
    fleet.priority = 100;
    fleet.sequencing = "all".into();
    for n in ["m1", "m2"] {
        std::sync::Arc::make_mut(&mut fleet.node_status).insert(n.into(), "erroring".into());
    }
    std::sync::Arc::make_mut(&mut fleet.node_status).insert("n1".into(), "complete".into());
    let crs = [fleet, cr("gpu-init", Group::Nodewright, true)];
    let read: Vec<NodeView> = ["m1", "m2"]
        .iter()
        .map(|m| {
            node(m)
                .taint(GATE)
                .state(Group::Nodewright, "fleet", &erroring(), "erroring")
        })
        .collect();
    let waits = settle(&read, &crs, &test_config());
    let n1 = node("n1")
        .taint(GATE)
        .state(Group::Nodewright, "fleet", &done(), "complete");
    let g = eval_with(&n1, &crs, &test_config(), &waits, &[]);
    assert_eq!(codes(&g), vec![BlockerCode::PriorityHeld]);
    let b = &g.blockers[0];
    assert!(
        b.message.contains("on m1:") && b.message.contains("on m2:"),
        "{}",
        b.message
    );
    assert!(
        b.remedy.contains("--node m1")
            && b.remedy.contains("--node m2")
            && b.remedy.contains(" && "),
        "{}",
        b.remedy
    );
}

/// Random worlds, seed 177 (P4): two paused CRs hold the node; resuming the one the first
/// blocker names left it `cr-paused` by the other. The first remedy resumes both.
#[test]
fn the_first_remedy_covers_every_blocker_of_its_code() {
    let mut first = cr("base", Group::Skyhook, true);
    first.priority = 100;
    first.paused = true;
    let mut gpu = cr("gpu", Group::Skyhook, true);
    gpu.paused = true;
    let g = eval(
        &node("n1").taint(LEGACY_GATE),
        &[first, gpu],
        &config_legacy(),
    );
    assert_eq!(g.state, GateState::Stuck);
    assert_eq!(g.blockers[0].code, BlockerCode::CrPaused);
    let r = &g.blockers[0].remedy;
    assert!(
        r.contains("resume gpu") && r.contains("resume base") && r.matches(" && ").count() == 1,
        "{r}"
    );
}

/// Random worlds, seed 267 (P4): two toleration patches of one CR that had none; the second
/// must append, or it replaces the list the first one set.
#[test]
fn chained_toleration_patches_of_one_cr_append() {
    let set = |cr: &str, key: &str| {
        format!(
            r#"kubectl patch skyhooks.skyhook.nvidia.com {cr} --type=json -p '[{{"op":"add","path":"/spec/additionalTolerations","value":[{{"effect":"NoSchedule","key":"{key}","operator":"Exists"}}]}}]'"#
        )
    };
    let (a, b, other) = (set("c0", "maint"), set("c0", "gate"), set("c2", "maint"));
    let line = chain(&[a.as_str(), other.as_str(), b.as_str(), a.as_str()]);
    let parts: Vec<&str> = line.split(" && ").collect();
    assert_eq!(parts.len(), 3, "{line}");
    assert_eq!(parts[0], a, "the first sets the list");
    assert_eq!(parts[1], other, "another CR is its own first");
    assert_eq!(
        parts[2],
        r#"kubectl patch skyhooks.skyhook.nvidia.com c0 --type=json -p '[{"op":"add","path":"/spec/additionalTolerations/-","value":{"effect":"NoSchedule","key":"gate","operator":"Exists"}}]'"#
    );
    let patch: serde_json::Value = serde_json::from_str(
        parts[2]
            .split(" -p '")
            .nth(1)
            .and_then(|p| p.strip_suffix('\''))
            .expect("patch"),
    )
    .expect("the appended patch is JSON");
    assert_eq!(patch[0]["value"]["key"], "gate");
}

/// Random worlds, seed 304 (P1): a CR's interrupt waits until no package pod of any CR is left on
/// the node, and another CR's package crash-loops there: its pod never goes away.
#[test]
fn an_interrupt_waits_for_ever_behind_another_crs_crash_looping_pod() {
    let mut first = cr("first", Group::Skyhook, true);
    first.priority = 2;
    if let Some(p) = first.packages.get_mut("driver") {
        p.interrupt = Some(Interrupt {
            type_: "service".into(),
            services: vec!["containerd".into()],
        });
    }
    let later = cr("later", Group::Skyhook, true);
    let n = node("n1")
        .taint(LEGACY_GATE)
        .state(
            Group::Skyhook,
            "first",
            &format!("{{{}}}", entry("driver", "1.0", "config", "complete")),
            "in_progress",
        )
        .state(Group::Skyhook, "later", &erroring(), "erroring");
    let g = eval(&n, &[first, later], &config_legacy());
    assert_eq!(g.state, GateState::Stuck);
    let b = g
        .blockers
        .iter()
        .find(|b| {
            b.message
                .contains("interrupt of package driver of Skyhook first")
        })
        .unwrap_or_else(|| panic!("{:?}", g.blockers));
    assert_eq!(
        b.root,
        Some(Root {
            node: "n1".into(),
            cr: "later".into(),
            code: BlockerCode::PackageErroring
        })
    );
}

/// Random worlds, seed 283 (P1): a `sequencing: all` CR is `waiting` on another node, behind a
/// predecessor that never runs there (an untolerated taint). Its status says only `waiting`, so
/// its unfinished nodes are read too, and the successor's wait ends at that taint.
#[test]
fn a_sequencing_all_cr_waiting_behind_a_stuck_predecessor_elsewhere_holds_its_successor() {
    let mut c0 = cr("c0", Group::Skyhook, true);
    c0.priority = 1;
    let mut c2 = cr("c2", Group::Skyhook, true);
    c2.priority = 3;
    c2.sequencing = "all".into();
    c2.node_selector
        .match_labels
        .insert("zone".into(), "0".into());
    std::sync::Arc::make_mut(&mut c2.node_status).insert("n0".into(), "waiting".into());
    c2.additional_tolerations.push(Toleration {
        operator: Some("Exists".into()),
        ..Default::default()
    });
    let c3 = cr("c3", Group::Skyhook, true);
    let crs = [c0, c2, c3];
    assert!(wait_candidates(&crs).contains(&"n0".to_string()));
    let mut n0 = node("n0").taint("example.com/maint=true:NoSchedule");
    n0.labels.insert("zone".into(), "0".into());
    let waits = settle(std::slice::from_ref(&n0), &crs, &config_legacy());
    let n1 = node("n1")
        .taint(LEGACY_GATE)
        .state(Group::Skyhook, "c0", &done(), "complete");
    let g = eval_with(&n1, &crs, &config_legacy(), &waits, &[]);
    assert_eq!(g.state, GateState::Stuck, "{:?}", g.blockers);
    let b = g
        .blockers
        .iter()
        .find(|b| b.code == BlockerCode::PriorityHeld)
        .unwrap_or_else(|| panic!("{:?}", g.blockers));
    assert_eq!(
        b.root
            .as_ref()
            .map(|r| (r.node.as_str(), r.cr.as_str(), r.code)),
        Some(("n0", "c0", BlockerCode::TaintNotTolerated))
    );
}

/// Random worlds, seed 311 (P1): the drained node is already in the batch (picked), so every
/// pass of its CR stalls; another picked node that needs the pass to start its next package is
/// held too, while one still running a package is left to finish it.
#[test]
fn a_refused_drain_in_the_batch_holds_the_batch_too() {
    let mut c = cr("rr", Group::Skyhook, true);
    with_reboot(&mut c);
    for n in ["d1", "p2", "r3"] {
        std::sync::Arc::make_mut(&mut c.node_priority).insert(n.into(), RECENT.into());
        std::sync::Arc::make_mut(&mut c.node_status).insert(n.into(), "in_progress".into());
    }
    let crs = [c];
    let d1 = node("d1")
        .taint(LEGACY_GATE)
        .state(Group::Skyhook, "rr", "{}", "in_progress");
    let mut start = Waits::with_policies(vec![]);
    start.undrainable.insert("d1".into(), vec![db_pod()]);
    let waits = settle_from(start, std::slice::from_ref(&d1), &crs, &config_legacy());
    let p2 = node("p2")
        .taint(LEGACY_GATE)
        .state(Group::Skyhook, "rr", "{}", "in_progress");
    let g = eval_with(&p2, &crs, &config_legacy(), &waits, &[]);
    assert_eq!(
        (g.state, codes(&g)),
        (GateState::Stuck, vec![BlockerCode::BatchHeld])
    );
    let r3 = node("r3")
        .taint(LEGACY_GATE)
        .state(Group::Skyhook, "rr", &running(), "in_progress");
    let g = eval_with(&r3, &crs, &config_legacy(), &waits, &[]);
    assert_eq!(g.state, GateState::Gated, "still running: {:?}", g.blockers);
}

/// Random worlds, seed 293 (P1): the node the batch has not reached is `blocked` (its foreign
/// taint was removed since), not `waiting`; the picked erroring node still holds the batch.
#[test]
fn a_blocked_node_not_yet_picked_is_held_by_the_batch_too() {
    let mut c = cr("c0", Group::Skyhook, true);
    std::sync::Arc::make_mut(&mut c.node_priority).insert("n0".into(), RECENT.into());
    std::sync::Arc::make_mut(&mut c.node_status).insert("n0".into(), "erroring".into());
    std::sync::Arc::make_mut(&mut c.node_status).insert("n2".into(), "blocked".into());
    let crs = [c];
    assert_eq!(wait_candidates(&crs), vec!["n0".to_string()]);
    let n0 = node("n0")
        .taint(LEGACY_GATE)
        .state(Group::Skyhook, "c0", &erroring(), "erroring");
    let waits = settle(std::slice::from_ref(&n0), &crs, &config_legacy());
    let n2 = node("n2")
        .taint(LEGACY_GATE)
        .state(Group::Skyhook, "c0", "{}", "blocked");
    let g = eval_with(&n2, &crs, &config_legacy(), &waits, &[]);
    assert_eq!(
        (g.state, codes(&g)),
        (GateState::Stuck, vec![BlockerCode::BatchHeld])
    );
}

/// Random worlds, seed 296 (P4): the root node has several causes of its own; the hold's
/// remedy fixes each, in order, and names them all.
#[test]
fn a_root_with_several_causes_is_fixed_whole() {
    let mut fleet = cr("fleet", Group::Nodewright, true);
    fleet.priority = 100;
    fleet.sequencing = "all".into();
    std::sync::Arc::make_mut(&mut fleet.node_status).insert("m6".into(), "erroring".into());
    let crs = [fleet, cr("gpu-init", Group::Nodewright, true)];
    let m6 = node("m6")
        .taint(GATE)
        .taint("example.com/maint=true:NoSchedule")
        .state(Group::Nodewright, "fleet", &erroring(), "erroring");
    let waits = settle(std::slice::from_ref(&m6), &crs, &test_config());
    let g = eval_with(&node("n1").taint(GATE), &crs, &test_config(), &waits, &[]);
    assert_eq!(codes(&g), vec![BlockerCode::PriorityHeld]);
    let b = &g.blockers[0];
    assert!(
        b.remedy.contains("kubectl patch")
            && b.remedy
                .contains("package logs driver --nodewright fleet --node m6"),
        "{}",
        b.remedy
    );
    assert!(b.message.contains("; and "), "{}", b.message);
}

/// Random worlds, seed 468 (P1): every node the CR has left is `blocked` in the operator's
/// record; new batches fill with them in creation order and pick none. A node whose cause was
/// removed is still called blocked and comes after as many for-good blocked nodes as the batch
/// holds: it is never reached.
#[test]
fn a_node_still_called_blocked_behind_a_full_batch_of_blocked_nodes_is_never_reached() {
    let mut c = cr("c0", Group::Skyhook, true);
    c.interruption_budget = Budget {
        count: Some(2),
        percent: None,
    };
    for n in ["b1", "b2", "n6"] {
        std::sync::Arc::make_mut(&mut c.node_status).insert(n.into(), "blocked".into());
    }
    std::sync::Arc::make_mut(&mut c.node_status).insert("d0".into(), "complete".into());
    let crs = [c];
    let at = |name: &str, t: i64| {
        let mut n = node(name)
            .taint(LEGACY_GATE)
            .state(Group::Skyhook, "c0", "{}", "blocked");
        n.created = Some(t);
        n
    };
    let mut b1 = at("b1", 100);
    b1.labels
        .insert("skyhook.nvidia.com/ignore".into(), "true".into());
    let b2 = at("b2", 200).taint("example.com/maint=true:NoSchedule");
    assert!(wait_candidates(&crs).contains(&"b1".to_string()));
    let waits = settle(&[b1.clone(), b2.clone()], &crs, &config_legacy());
    let n6 = at("n6", 300);
    let g = eval_with(&n6, &crs, &config_legacy(), &waits, &[]);
    assert_eq!(
        (g.state, codes(&g)),
        (GateState::Stuck, vec![BlockerCode::BatchHeld]),
        "{:?}",
        g.blockers
    );
    assert!(
        g.blockers[0].remedy.contains("unignore b1"),
        "{}",
        g.blockers[0].remedy
    );
    // A batch of three reaches it.
    let mut bigger = crs[0].clone();
    bigger.interruption_budget.count = Some(3);
    let crs = [bigger];
    let waits = settle(&[b1, b2], &crs, &config_legacy());
    let g = eval_with(&n6, &crs, &config_legacy(), &waits, &[]);
    assert_eq!(g.state, GateState::Gated, "{:?}", g.blockers);
}

/// Random worlds, seed 304 (P1): two nodes created before a waiting node are ignored or carry a
/// taint the CR does not tolerate, and wait there for a higher-priority CR. Each pass sets them
/// back to `waiting` (not ready for the CR) just before forming the batch, so they rank with the
/// waiting node and fill every batch of two, which picks none of them: the waiting node is never
/// reached, though its record says only `waiting`. Once the higher-priority CR is done with them
/// they stay `blocked` and rank behind it.
#[test]
fn a_waiting_node_behind_nodes_set_back_to_waiting_and_blocked_each_pass_is_never_reached() {
    let mut first = cr("c1", Group::Skyhook, true);
    first.priority = 2;
    std::sync::Arc::make_mut(&mut first.node_status).insert("b1".into(), "blocked".into());
    std::sync::Arc::make_mut(&mut first.node_status).insert("b2".into(), "blocked".into());
    std::sync::Arc::make_mut(&mut first.node_status).insert("n4".into(), "complete".into());
    let mut c = cr("c0", Group::Skyhook, true);
    c.interruption_budget = Budget {
        count: Some(2),
        percent: None,
    };
    std::sync::Arc::make_mut(&mut c.node_status).insert("b1".into(), "blocked".into());
    std::sync::Arc::make_mut(&mut c.node_status).insert("b2".into(), "waiting".into());
    std::sync::Arc::make_mut(&mut c.node_status).insert("n4".into(), "waiting".into());
    std::sync::Arc::make_mut(&mut c.node_status).insert("d0".into(), "complete".into());
    let at = |name: &str, t: i64, c0: &str, c1: &str| {
        let c1_state = if c1 == "complete" {
            done()
        } else {
            "{}".into()
        };
        let mut n = node(name)
            .taint(LEGACY_GATE)
            .state(Group::Skyhook, "c0", "{}", c0)
            .state(Group::Skyhook, "c1", &c1_state, c1);
        n.created = Some(t);
        n
    };
    let mut b1 = at("b1", 100, "blocked", "blocked");
    b1.labels
        .insert("skyhook.nvidia.com/ignore".into(), "true".into());
    let b2 = at("b2", 200, "waiting", "blocked").taint("example.com/maint=true:NoSchedule");
    let n4 = at("n4", 300, "waiting", "complete");
    let crs = [first.clone(), c.clone()];
    let waits = settle(&[b1.clone(), b2.clone()], &crs, &config_legacy());
    let g = eval_with(&n4, &crs, &config_legacy(), &waits, &[]);
    assert_eq!(
        (g.state, codes(&g)),
        (GateState::Stuck, vec![BlockerCode::BatchHeld]),
        "{:?}",
        g.blockers
    );
    let remedy = &g.blockers[0].remedy;
    assert!(
        remedy.contains("unignore b1") && remedy.contains(" && "),
        "{remedy}"
    );
    // With c1 done on them, they stay blocked and rank behind the waiting node: it is picked.
    for b in ["b1", "b2"] {
        std::sync::Arc::make_mut(&mut first.node_status).insert(b.into(), "complete".into());
    }
    let done = |n: NodeView| n.state(Group::Skyhook, "c1", &done(), "complete");
    let (b1, b2) = (done(b1), done(b2));
    let crs = [first, c];
    let waits = settle(&[b1, b2], &crs, &config_legacy());
    let g = eval_with(&n4, &crs, &config_legacy(), &waits, &[]);
    assert_eq!(g.state, GateState::Gated, "{:?}", g.blockers);
}

/// Random worlds, seed 439 (P4): two nodes of one batch whose drains are refused. Freeing the
/// first leaves every pass ending at the second, so a node held by them names both and the
/// remedy frees both.
#[test]
fn a_node_held_by_two_refused_drains_is_freed_by_one_remedy() {
    let mut c = cr("rr", Group::Skyhook, true);
    with_reboot(&mut c);
    for n in ["a0", "d1", "d2"] {
        std::sync::Arc::make_mut(&mut c.node_status).insert(n.into(), "waiting".into());
    }
    c.interruption_budget = Budget {
        count: Some(3),
        percent: None,
    };
    let crs = [c];
    let at = |name: &str, t: i64| {
        let mut n = node(name)
            .taint(LEGACY_GATE)
            .state(Group::Skyhook, "rr", "{}", "waiting");
        n.created = Some(t);
        n
    };
    let (a0, d1, d2) = (at("a0", 100), at("d1", 200), at("d2", 300));
    let mut start = Waits::with_policies(vec![]);
    start.undrainable.insert("d1".into(), vec![db_pod()]);
    let other = crate::drain::BlockingPod {
        name: "db-1".into(),
        ..db_pod()
    };
    start.undrainable.insert("d2".into(), vec![other]);
    let waits = settle_from(start, &[d1, d2], &crs, &config_legacy());
    let g = eval_with(&a0, &crs, &config_legacy(), &waits, &[]);
    assert_eq!(codes(&g), vec![BlockerCode::BatchHeld], "{:?}", g.blockers);
    let remedy = &g.blockers[0].remedy;
    assert!(
        remedy.contains("delete pod db-0") && remedy.contains("delete pod db-1"),
        "{remedy}"
    );
}

/// Random worlds, seeds 410, 420, 474 (P4): two CRs that are not runtime-required and do not
/// tolerate the gate, both ahead of a runtime-required CR on the node. Patching the first alone
/// leaves the node deadlocked by the second, so the remedy patches both.
#[test]
fn two_gate_deadlocks_on_one_node_are_fixed_by_one_remedy() {
    let mut early = cr("c0", Group::Skyhook, false);
    early.priority = 3;
    let mut later = cr("c3", Group::Skyhook, false);
    later.priority = 100;
    let gate = cr("c1", Group::Skyhook, true);
    // Seed 420: a runtime-required CR between them, itself waiting behind the first.
    let mut between = cr("c2", Group::Skyhook, true);
    between.priority = 100;
    std::sync::Arc::make_mut(&mut early.node_status).insert("n0".into(), "blocked".into());
    for c in [&mut later, &mut between] {
        std::sync::Arc::make_mut(&mut c.node_status).insert("n0".into(), "waiting".into());
    }
    let crs = [early, later, gate, between];
    let n0 = node("n0").taint(LEGACY_GATE);
    let g = eval(&n0, &crs, &config_legacy());
    assert_eq!(g.state, GateState::Stuck, "{:?}", g.blockers);
    let remedy = &g.blockers[0].remedy;
    assert!(remedy.contains(" c0 "), "{remedy}");
    assert!(remedy.contains(" c3 "), "{:#?}", g.blockers);
}

/// Random worlds, seed 525 (P1): a CR's picked node waits there for a higher-priority CR whose
/// passes end at another node's refused drain. The picked node never finishes, so its batch
/// holds every other node of the CR; the hold reaches it through the drain, which is found only
/// once the units, the refused drains and the blocked nodes settle together.
#[test]
fn a_batch_held_by_a_node_stalled_by_another_crs_refused_drain_is_stuck() {
    let mut first = cr("c1", Group::Skyhook, true);
    first.priority = 3;
    with_reboot(&mut first);
    first
        .node_selector
        .match_labels
        .insert("pool".into(), "gpu".into());
    for n in ["p2", "d5"] {
        std::sync::Arc::make_mut(&mut first.node_status).insert(n.into(), "in_progress".into());
        std::sync::Arc::make_mut(&mut first.node_priority).insert(n.into(), NOW.into());
    }
    let mut later = cr("c0", Group::Skyhook, true);
    later.interruption_budget = Budget {
        count: Some(1),
        percent: None,
    };
    for n in ["p2", "n0"] {
        std::sync::Arc::make_mut(&mut later.node_status).insert(n.into(), "waiting".into());
    }
    std::sync::Arc::make_mut(&mut later.node_priority).insert("p2".into(), NOW.into());
    let crs = [first, later];
    let waiting = |name: &str| {
        node(name)
            .taint(LEGACY_GATE)
            .state(Group::Skyhook, "c0", "{}", "waiting")
    };
    let gpu = |name: &str| {
        let mut n = waiting(name).state(Group::Skyhook, "c1", "{}", "in_progress");
        n.labels.insert("pool".into(), "gpu".into());
        n
    };
    let (p2, d5) = (gpu("p2"), gpu("d5"));
    let mut start = Waits::with_policies(vec![]);
    start.undrainable.insert("d5".into(), vec![db_pod()]);
    let waits = settle_from(start, &[p2, d5], &crs, &config_legacy());
    let g = eval_with(&waiting("n0"), &crs, &config_legacy(), &waits, &[]);
    assert_eq!(g.state, GateState::Stuck, "{:#?}", g.blockers);
    let b = g.blockers.iter().find(|b| b.code == BlockerCode::BatchHeld);
    assert_eq!(
        b.and_then(|b| b.root.clone()).map(|r| (r.node, r.code)),
        Some(("d5".to_string(), BlockerCode::DrainBlocked)),
        "{:#?}",
        g.blockers
    );
}

/// Random worlds, seed 580 (P2): a CR that deadlocks the gate is being deleted by its owner. The
/// operator's finalizer runs and the CR goes; what waits behind it waits, it is not stuck. A
/// deletion the operator blocks (`DeletionBlocked`) still holds.
#[test]
fn a_cr_being_deleted_holds_nothing_for_good() {
    let mut going = cr("c2", Group::Skyhook, false);
    going.priority = 2;
    going.deleting = true;
    std::sync::Arc::make_mut(&mut going.node_status).insert("n0".into(), "blocked".into());
    let crs = [going.clone(), cr("c0", Group::Skyhook, true)];
    let n0 = node("n0").taint(LEGACY_GATE);
    let g = eval(&n0, &crs, &config_legacy());
    assert_eq!(g.state, GateState::Gated, "{:#?}", g.blockers);
    going.conditions.push(CrCondition {
        type_: "skyhook.nvidia.com/DeletionBlocked".into(),
        status: "True".into(),
        reason: None,
        message: None,
        last_transition_time: None,
    });
    let g = eval(
        &n0,
        &[going, cr("c0", Group::Skyhook, true)],
        &config_legacy(),
    );
    assert_eq!(g.state, GateState::Stuck, "{:#?}", g.blockers);
}

/// Random worlds, seed 808 (P4): a paused runtime-required CR behind a paused predecessor.
/// Resuming the first leaves it behind the second, so the first remedy resumes both.
#[test]
fn a_paused_cr_behind_a_paused_predecessor_is_resumed_with_it() {
    let mut first = cr("c2", Group::Skyhook, false);
    first.priority = 1;
    first.paused = true;
    let mut gate = cr("c1", Group::Skyhook, true);
    gate.paused = true;
    let crs = [first, gate];
    let g = eval(&node("n1").taint(LEGACY_GATE), &crs, &config_legacy());
    assert_eq!(g.state, GateState::Stuck, "{:#?}", g.blockers);
    assert_eq!(g.blockers[0].code, BlockerCode::CrPaused);
    let remedy = &g.blockers[0].remedy;
    assert!(
        remedy.contains("resume c1") && remedy.contains("resume c2"),
        "{remedy}"
    );
}

// --- The rules of each operator release (model::version::Rule) -------------------------------

fn at(version: &str) -> OperatorConfig {
    OperatorConfig {
        version: Some(version.into()),
        ..test_config()
    }
}

/// v0.20.0 (Behavior Changes): a failed attempt its Job retries shows on the package while the
/// node reads `in_progress`: the node may still move on by itself (gated, `package-retrying`).
/// v0.19 read the node erroring at the first failed attempt (stuck), and so does v0.20 once the
/// stage gives up.
#[test]
fn a_failed_attempt_is_a_retry_from_v0_20_and_a_failure_before() {
    let cr = [cr("gpu-init", Group::Nodewright, true)];
    let retrying =
        node("n1")
            .taint(GATE)
            .state(Group::Nodewright, "gpu-init", &erroring(), "in_progress");
    let g = eval(&retrying, &cr, &at("v0.20.0"));
    assert_eq!(g.state, GateState::Gated, "{:?}", g.blockers);
    assert_eq!(codes(&g)[0], BlockerCode::PackageRetrying);
    assert_eq!(g.blockers[0].rule, Some(Rule::ErroringWhenStageFails));
    let g = eval(&retrying, &cr, &at("v0.19.1"));
    assert_eq!(g.state, GateState::Stuck);
    assert_eq!(codes(&g)[0], BlockerCode::PackageErroring);
    assert_eq!(g.blockers[0].rule, Some(Rule::StagesAsJobs));
    let g = eval(&retrying, &cr, &at("v0.15.0"));
    assert_eq!(g.state, GateState::Stuck);
    assert_eq!(
        g.blockers[0].rule, None,
        "v0.15 restarts pods: no Jobs rule"
    );
    let gave_up =
        node("n1")
            .taint(GATE)
            .state(Group::Nodewright, "gpu-init", &erroring(), "erroring");
    let g = eval(&gave_up, &cr, &at("v0.20.0"));
    assert_eq!(g.state, GateState::Stuck);
    assert_eq!(codes(&g)[0], BlockerCode::PackageErroring);
    assert!(
        g.blockers[0].message.contains("stage gave up"),
        "{}",
        g.blockers[0].message
    );
}

/// v0.20.0: a reboot's restarts are never counted: a failing reboot holds its node until the
/// stage deadline, so the retry exception does not apply to it.
#[test]
fn a_failing_reboot_holds_its_node_under_v0_20() {
    let mut c = cr("gpu-init", Group::Nodewright, true);
    c.packages.get_mut("driver").expect("driver").interrupt = Some(Interrupt {
        type_: "reboot".into(),
        services: vec![],
    });
    let n = node("n1").taint(GATE).state(
        Group::Nodewright,
        "gpu-init",
        &format!("{{{}}}", entry("driver", "1.0", "interrupt", "erroring")),
        "in_progress",
    );
    let g = eval(&n, &[c], &at("v0.20.0"));
    assert_eq!(g.state, GateState::Stuck);
    assert_eq!(g.blockers[0].rule, Some(Rule::InterruptRestartLimit));
    assert!(g.blockers[0].message.contains("stageTimeout"));
}

/// v0.20.0: a drain past `drainConfig.timeout` reads the node `erroring` with no package
/// erroring, cordoned; the blocker names the pods the operator last recorded, and the remedy
/// removes them then resets the node (interrupt-flow.md, "Recovering From a Drain Timeout").
/// Fixture: NVIDIA's `k8s-tests/chainsaw/nodewright/drain-config/timeout-assert.yaml` @ 574dd343.
#[test]
fn a_drain_timeout_is_stuck_with_its_recovery() {
    let cr = [cr("drain-config-timeout", Group::Nodewright, true)];
    let mut n = node("n1").taint(GATE).state(
        Group::Nodewright,
        "drain-config-timeout",
        &running(),
        "erroring",
    );
    n.unschedulable = true;
    n.annotations.insert(
        "nodewright.nvidia.com/drainStart_drain-config-timeout".into(),
        "2026-05-10T11:00:00Z".into(),
    );
    n.annotations.insert(
        "nodewright.nvidia.com/cordon_drain-config-timeout".into(),
        "true".into(),
    );
    n.annotations.insert(
        "nodewright.nvidia.com/drainBlocked_drain-config-timeout".into(),
        r#"[{"namespace":"nodewright","name":"drain-config-blocker","reason":"PodDisruptionBudget","detail":"Cannot evict pod"}]"#.into(),
    );
    let g = eval(&n, &cr, &at("v0.20.0"));
    assert_eq!(g.state, GateState::Stuck);
    let timeout = g
        .blockers
        .iter()
        .find(|b| b.rule == Some(Rule::DrainTimeoutForBudgets))
        .expect("drain timeout named");
    assert_eq!(timeout.code, BlockerCode::DrainBlocked);
    assert_eq!(
        timeout.remedy,
        "kubectl -n nodewright delete pod drain-config-blocker && kubectl nodewright node reset n1 --nodewright drain-config-timeout --confirm"
    );
    let recorded = g
        .blockers
        .iter()
        .find(|b| b.rule == Some(Rule::DrainBlockedRecorded))
        .expect("the recorded blockers");
    assert!(
        recorded
            .message
            .contains("nodewright/drain-config-blocker (its PodDisruptionBudget")
    );
    assert!(g.foreign_cordon.is_none(), "the operator's own cordon");
}

/// v0.20.0: a cordon NodeWright did not place is never lifted. A released node says who holds it
/// as far as it shows and how to lift it; a gated one what its operator release will do.
#[test]
fn a_cordon_nodewright_did_not_place_is_named_by_release() {
    let mut released = node("n1").state(Group::Nodewright, "gpu-init", &done(), "complete");
    released.unschedulable = true;
    released.annotations.insert(
        "nvsentinel.dgxc.nvidia.com/cordon-by".into(),
        "gpu-health".into(),
    );
    let g = eval_gpu_init(&released);
    assert_eq!(g.state, GateState::Released);
    let note = g.foreign_cordon.expect("named");
    assert!(
        note.contains("nvsentinel.dgxc.nvidia.com/cordon-by"),
        "{note}"
    );
    assert!(note.contains("kubectl uncordon n1"), "{note}");
    // The operator's own marker: not a foreign cordon.
    released.annotations.insert(
        "nodewright.nvidia.com/cordon_gpu-init".into(),
        "true".into(),
    );
    assert!(eval_gpu_init(&released).foreign_cordon.is_none());

    let mut c = cr("gpu-init", Group::Nodewright, true);
    c.packages.get_mut("driver").expect("driver").interrupt = Some(Interrupt {
        type_: "service".into(),
        services: vec!["x".into()],
    });
    let mut gated =
        node("n2")
            .taint(GATE)
            .state(Group::Nodewright, "gpu-init", &running(), "in_progress");
    gated.unschedulable = true;
    let crs = [c];
    let kept = eval(&gated, &crs, &at("v0.20.0"))
        .foreign_cordon
        .expect("v0.20");
    assert!(kept.contains("leaves the node cordoned"), "{kept}");
    let lifted = eval(&gated, &crs, &at("v0.19.1"))
        .foreign_cordon
        .expect("v0.19");
    assert!(lifted.contains("adopts this cordon"), "{lifted}");
}

/// A CR being deleted with no uninstall-enabled package left is let go at the operator's next
/// pass (`HandleFinalizer`) whatever its packages do, and the gate taint is not removed: the
/// node is judged by the runtime-required CRs that remain.
#[test]
fn a_deleted_cr_without_pending_uninstall_no_longer_holds_the_gate() {
    let mut going = cr("old", Group::Nodewright, true);
    going.deleting = true;
    let stays = cr("gpu-init", Group::Nodewright, true);
    let n = node("n1")
        .taint(GATE)
        .state(Group::Nodewright, "old", &erroring(), "erroring")
        .state(Group::Nodewright, "gpu-init", &done(), "complete");
    let g = eval(&n, &[going.clone(), stays], &test_config());
    assert_eq!(g.state, GateState::Gated, "{:?}", g.blockers);
    assert!(
        !codes(&g).contains(&BlockerCode::PackageErroring),
        "{:?}",
        g.blockers
    );
    // Alone, nothing will ever remove the taint.
    let g = eval(&n, std::slice::from_ref(&going), &test_config());
    assert_eq!(g.state, GateState::Stuck);
    assert_eq!(codes(&g)[0], BlockerCode::OrphanedTaint);
    assert!(g.blockers[0].message.contains("being deleted"));
    // An uninstall-enabled package still on the node: the deletion waits for it.
    going.packages.get_mut("driver").expect("driver").uninstall = Some(Uninstall {
        enabled: true,
        apply: false,
    });
    let g = eval(&n, &[going], &test_config());
    assert_eq!(codes(&g)[0], BlockerCode::PackageErroring);
}

/// v0.20.0: the `Blocked` condition `NonInterruptPodsRunning` names the nodes held for workload
/// pods: a wait, not a failure.
#[test]
fn non_interrupt_pods_are_a_wait() {
    let mut c = cr("gpu-init", Group::Nodewright, true);
    c.conditions.push(CrCondition {
        type_: "Blocked".into(),
        status: "True".into(),
        reason: Some("NonInterruptPodsRunning".into()),
        message: Some("2 nodes blocked by non-interrupt pods (n0, n1). Waiting.".into()),
        last_transition_time: None,
    });
    let n = node("n1")
        .taint(GATE)
        .state(Group::Nodewright, "gpu-init", &running(), "in_progress");
    let g = eval(&n, std::slice::from_ref(&c), &at("v0.20.0"));
    assert_eq!(g.state, GateState::Gated);
    assert_eq!(codes(&g)[0], BlockerCode::WaitingWorkloads);
    let other =
        node("n11")
            .taint(GATE)
            .state(Group::Nodewright, "gpu-init", &running(), "in_progress");
    assert!(!codes(&eval(&other, &[c], &at("v0.20.0"))).contains(&BlockerCode::WaitingWorkloads));
}

/// v0.20.0 refuses to start on a taint key with a `/` (v0.19 does not check): the operator's
/// absence is named with the reason and the setting that fixes it.
#[test]
fn an_operator_that_refuses_to_start_says_why() {
    use crate::operator::{OperatorDeployment, OperatorSearch, effective_config};
    let dep = |tag: &str| OperatorDeployment {
        namespace: "nodewright".into(),
        name: "nodewright-operator".into(),
        image: format!("nvcr.io/nvidia/nodewright/operator:{tag}"),
        version: Some(tag.into()),
        env: [(
            "RUNTIME_REQUIRED_TAINT".to_string(),
            "example.com/runtime-required=true:NoSchedule".to_string(),
        )]
        .into(),
        replicas: 1,
        ready_replicas: 0,
    };
    let cfg = |tag: &str| {
        let search = OperatorSearch {
            deployments: vec![dep(tag)],
            unreadable: None,
        };
        effective_config(None, Rule::LegacyRemoved.since(), &search, true).0
    };
    let n = node("n1")
        .taint("example.com/runtime-required=true:NoSchedule")
        .state(Group::Nodewright, "gpu-init", &running(), "in_progress");
    let crs = [cr("gpu-init", Group::Nodewright, true)];
    let g = eval(&n, &crs, &cfg("v0.20.0"));
    assert_eq!(codes(&g)[0], BlockerCode::OperatorMissing);
    assert_eq!(g.blockers[0].rule, Some(Rule::TaintKeyRefused));
    assert!(g.blockers[0].remedy.contains(
        "set env deployment/nodewright-operator RUNTIME_REQUIRED_TAINT=nodewright.nvidia.com=runtime-required:NoSchedule"
    ));
    let g = eval(&n, &crs, &cfg("v0.19.1"));
    assert_eq!(codes(&g)[0], BlockerCode::OperatorMissing);
    assert_eq!(g.blockers[0].rule, None, "v0.19 starts with that key");
}

/// Two causes, one behind the other (`delete-blocked-when-paused`): a paused CR that
/// is not runtime-required and does not tolerate the gate holds the runtime-required CR behind
/// it; resumed, it still cannot run under the gate. Both are named, in the order they must be
/// fixed, and the first remedy fixes both.
#[test]
fn a_paused_predecessor_that_cannot_run_under_the_gate_names_both_causes() {
    let mut first = cr("base", Group::Nodewright, false);
    first.priority = 100;
    first.paused = true;
    let rr = cr("gpu-init", Group::Nodewright, true);
    let n = node("n1")
        .taint(GATE)
        .state(Group::Nodewright, "gpu-init", &running(), "in_progress");
    let g = eval(&n, &[first, rr], &test_config());
    assert_eq!(g.state, GateState::Stuck);
    let remedy = &g.blockers[0].remedy;
    assert!(remedy.contains("resume base"), "{remedy}");
    assert!(remedy.contains("additionalTolerations"), "{remedy}");
}

// --- A package image the kubelet cannot pull (upstream NVIDIA/nodewright#306) ----------------

fn unpulled_pod(cr: &str, package: &str, node: &str) -> crate::rollout::PackagePod {
    crate::rollout::PackagePod {
        cr: cr.into(),
        package: package.into(),
        stage: "apply".into(),
        node: node.into(),
        started: NOW.parse().expect("time"),
        finished: None,
        namespace: "nodewright".into(),
        pod: format!("{cr}-{package}-apply-{node}"),
        image_pull: Some(crate::rollout::ImagePull {
            container: "driver-init".into(),
            image: "nvcr.io/x/driver:1.0".into(),
            reason: "ImagePullBackOff".into(),
            message: "Back-off pulling image \"nvcr.io/x/driver:1.0\"".into(),
        }),
    }
}

fn eval_unpulled(
    n: &NodeView,
    crs: &[CrView],
    config: &OperatorConfig,
    pods: &[crate::rollout::PackagePod],
) -> NodeGate {
    eval_full(n, crs, config, &NO_WAITS, &[], pods)
}

/// The operator never counts an unpullable image as a failure: v0.15 waits for ever (only
/// `CrashLoopBackOff` fails a stage), v0.18+ kills the attempt at `stageTimeout` and retries
/// (rule `stage-timeout`). Either way the gated node is `stuck`, named by its pod.
#[test]
fn a_package_whose_image_cannot_be_pulled_holds_the_gate_until_a_person_acts() {
    let crs = [cr("gpu-init", Group::Nodewright, true)];
    let n = node("n1")
        .taint(GATE)
        .state(Group::Nodewright, "gpu-init", &running(), "in_progress");
    let pods = [unpulled_pod("gpu-init", "driver-1.0", "n1")];
    assert_eq!(eval(&n, &crs, &at("v0.15.0")).state, GateState::Gated);

    let g = eval_unpulled(&n, &crs, &at("v0.15.0"), &pods);
    assert_eq!(g.state, GateState::Stuck, "{:?}", g.blockers);
    assert_eq!(codes(&g)[0], BlockerCode::ImageUnpullable);
    let b = &g.blockers[0];
    assert_eq!(b.rule, None, "v0.15 runs pods, not Jobs");
    assert!(b.message.contains("for ever"), "{}", b.message);
    assert!(b.message.contains("nvcr.io/x/driver:1.0"), "{}", b.message);
    assert_eq!(
        b.remedy,
        "kubectl -n nodewright describe pod gpu-init-driver-1.0-apply-n1"
    );

    for (release, jobs) in [
        ("v0.17.0", false),
        ("v0.18.0-rc.1", true),
        ("v0.18.0", true),
    ] {
        let g = eval_unpulled(&n, &crs, &at(release), &pods);
        assert_eq!(g.state, GateState::Stuck, "{release}");
        let rule = jobs.then_some(Rule::StageTimeout);
        assert_eq!(g.blockers[0].rule, rule, "{release}");
        assert_eq!(
            g.blockers[0].message.contains("stageTimeout"),
            jobs,
            "{release}"
        );
    }
}

/// Only the CR's own pods on this node, of a package version it still declares, count: a pod
/// of another node, another CR or an older spec is not this node's cause. A legacy Skyhook's
/// pod counts for the NodeWright mirrored from it.
#[test]
fn only_the_crs_own_unpulled_pods_on_the_node_count() {
    let crs = [cr("gpu-init", Group::Nodewright, true)];
    let n = node("n1")
        .taint(GATE)
        .state(Group::Nodewright, "gpu-init", &running(), "in_progress");
    for other in [
        unpulled_pod("gpu-init", "driver-1.0", "n2"),
        unpulled_pod("other", "driver-1.0", "n1"),
        unpulled_pod("gpu-init", "driver-0.9", "n1"),
    ] {
        let g = eval_unpulled(&n, &crs, &at("v0.15.0"), std::slice::from_ref(&other));
        assert_eq!(g.state, GateState::Gated, "{other:?}: {:?}", g.blockers);
    }
    let mut mirrored = cr("gpu-init", Group::Nodewright, true);
    mirrored.mirrored_from = Some("gpu-init-legacy".into());
    let g = eval_unpulled(
        &n,
        &[mirrored],
        &at("v0.18.0"),
        &[unpulled_pod("gpu-init-legacy", "driver-1.0", "n1")],
    );
    assert_eq!(codes(&g)[0], BlockerCode::ImageUnpullable);
}
