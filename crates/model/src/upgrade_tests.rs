//! `upgrade check` as an on-call engineer meets it: a fleet, an operator release, a `--to`, and
//! exactly the objects each release's rule bites; every check at its release's boundary.

use std::collections::BTreeMap;

use serde_json::{Value, json};

use super::*;
use crate::drain::BlockingPod;
use crate::migration::report::{self, CrGroup, Reads};
use crate::operator::{OperatorSearch, effective_config};
use crate::types::{Group, NodeView, Taint};

fn deployment(tag: &str, env: &[(&str, &str)]) -> OperatorDeployment {
    OperatorDeployment {
        namespace: "nodewright".into(),
        name: "nodewright-operator".into(),
        image: format!("nvcr.io/nvidia/nodewright/operator:{tag}"),
        version: Some(tag.into()),
        env: env
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
        replicas: 1,
        ready_replicas: 1,
    }
}

fn cr(group: Group, name: &str, spec: Value, status: &str) -> CrView {
    let (api, kind) = match group {
        Group::Skyhook => ("skyhook.nvidia.com/v1alpha1", "Skyhook"),
        Group::Nodewright => ("nodewright.nvidia.com/v1alpha1", "NodeWright"),
    };
    let mut s = json!({
        "nodeSelectors": {"matchLabels": {"pool": "gpu"}},
        "packages": {"spencer": {"version": "3.2.3", "image": "ghcr.io/nvidia/skyhook/agentless"}},
    });
    for (k, v) in spec.as_object().into_iter().flatten() {
        s[k] = v.clone();
    }
    let obj = json!({"apiVersion": api, "kind": kind, "metadata": {"name": name},
                     "spec": s, "status": {"status": status}});
    crate::cr::cr_from_object(&obj, group).expect("a CR")
}

fn node(name: &str, unschedulable: bool, annotations: &[&str]) -> NodeView {
    NodeView {
        name: name.into(),
        labels: [("pool".to_string(), "gpu".to_string())].into(),
        annotations: annotations
            .iter()
            .map(|k| (k.to_string(), "x".to_string()))
            .collect(),
        unschedulable,
        ..Default::default()
    }
}

/// A fleet as read: the operator, the CRs, the nodes, the budgets.
struct Fleet {
    op: OperatorDeployment,
    crs: Vec<CrView>,
    nodes: Vec<NodeView>,
    undrainable: Option<BTreeMap<String, Vec<BlockingPod>>>,
}

impl Fleet {
    fn new(tag: &str) -> Fleet {
        Fleet {
            op: deployment(
                tag,
                &[(
                    "RUNTIME_REQUIRED_TAINT",
                    "nodewright.nvidia.com=runtime-required:NoSchedule",
                )],
            ),
            crs: Vec::new(),
            nodes: Vec::new(),
            undrainable: None,
        }
    }

    fn check(&self, to: &str) -> UpgradeReport {
        let search = OperatorSearch {
            deployments: vec![self.op.clone()],
            unreadable: None,
        };
        let removal = Release::parse("v0.21.0").expect("a release");
        let (config, _) = effective_config(None, removal, &search, true);
        let mut fold = NodeFold::new(&self.crs);
        let mut section = report::NodeSection::default();
        for n in &self.nodes {
            fold.observe(n);
            section.total += 1;
            section.gate_taint.none.push(&n.name);
        }
        let group = |g: Group| CrGroup {
            served: true,
            items: self
                .crs
                .iter()
                .filter(|c| c.group == Some(g))
                .cloned()
                .collect(),
            unreadable: None,
        };
        let migration = report::assemble(Reads {
            removal_version: removal,
            now: jiff::Timestamp::UNIX_EPOCH,
            served: Some(Vec::new()),
            search,
            legacy: group(Group::Skyhook),
            renamed: group(Group::Nodewright),
            shown_taint: config.taint.to_string(),
            config: crate::migration::removal_target(&config),
            nodes: section,
            provisioning: Default::default(),
            workloads: Default::default(),
        });
        let to_release = Release::parse(to).expect("a release");
        let span = Span::new(
            config.version.as_deref(),
            to_release,
            Rule::LegacyRemoved.since(),
        );
        let needs = span.needs(&self.crs);
        assemble(Inputs {
            to: to.into(),
            now: "now".into(),
            config,
            crs: self.crs.clone(),
            nodes: fold,
            budgets: match (&self.undrainable, needs.budgets) {
                (Some(u), true) => Budgets::Read(u.clone()),
                _ => Budgets::NotRead,
            },
            migration,
            needs,
        })
    }
}

/// The checks that bite, as `code: objects`.
fn bitten(r: &UpgradeReport) -> Vec<String> {
    r.checks
        .iter()
        .filter(|c| c.count > 0)
        .map(|c| {
            let names: Vec<String> = c.objects.iter().map(ToString::to_string).collect();
            format!("{}: {}", c.code, names.join(", "))
        })
        .collect()
}

fn codes(r: &UpgradeReport) -> Vec<&str> {
    r.checks.iter().map(|c| c.code.as_str()).collect()
}

#[test]
fn a_quiet_fleet_is_ready_and_shows_what_was_checked() {
    let mut f = Fleet::new("v0.17.0");
    f.crs
        .push(cr(Group::Skyhook, "done", json!({}), "complete"));
    f.nodes.push(node("n1", false, &[]));
    let r = f.check("v0.20.0");
    assert_eq!(r.verdict.readiness, Readiness::Ready, "{:?}", r.verdict);
    assert_eq!(r.releases, ["v0.18.0", "v0.19.0", "v0.20.0"]);
    assert_eq!(
        codes(&r),
        [
            "legacy-rollout-in-flight",
            "inline-image",
            "taint-key-moves",
            "job-ttl-minimum",
            "taint-key-refused",
            "foreign-cordon",
            "drain-timeout-budgets",
            "negative-drain-config"
        ]
    );
    assert!(bitten(&r).is_empty());
    assert!(
        r.other_rules
            .contains(&"terminating-pods-block-drain".to_string())
    );
    assert!(!r.other_rules.contains(&"foreign-cordon-kept".to_string()));
    assert_eq!(r.checks[0].note, Rule::MigrationHold.citation());
}

#[test]
fn v0_18_names_the_rollouts_in_flight_the_inline_images_and_the_short_ttls() {
    let mut f = Fleet::new("v0.17.0");
    f.op = deployment(
        "v0.17.0",
        &[("JOB_TTL_FAILED", "30s"), ("JOB_TTL_SUCCEEDED", "1h")],
    );
    f.crs = vec![
        cr(Group::Skyhook, "busy", json!({}), "in_progress"),
        cr(Group::Skyhook, "paused", json!({}), "paused"),
        cr(Group::Skyhook, "done", json!({}), "complete"),
        cr(
            Group::Skyhook,
            "tagged",
            json!({"packages": {"spencer": {"version": "3.2.3", "image": "ghcr.io/x/spencer:3.2.3"}}}),
            "complete",
        ),
    ];
    let r = f.check("v0.18.0");
    assert_eq!(r.verdict.readiness, Readiness::NotReady);
    assert_eq!(
        bitten(&r),
        [
            "legacy-rollout-in-flight: skyhook/busy",
            "inline-image: skyhook/tagged",
            "taint-key-moves: deployment/nodewright/nodewright-operator",
            "job-ttl-minimum: deployment/nodewright/nodewright-operator",
        ]
    );
    let ttl = &r.checks[3];
    assert_eq!(ttl.objects[0].detail, "JOB_TTL_FAILED=30s");
    assert!(
        ttl.remedy
            .contains("set env deployment/nodewright-operator JOB_TTL_FAILED=1m"),
        "{}",
        ttl.remedy
    );
    assert_eq!(
        r.verdict
            .must_change
            .iter()
            .map(|s| s.code.as_str())
            .collect::<Vec<_>>(),
        [
            "legacy-rollout-in-flight",
            "inline-image",
            "job-ttl-minimum"
        ]
    );
    assert_eq!(r.verdict.changes[0].code, "taint-key-moves");
    // v0.20's checks are not v0.18's business.
    assert!(!codes(&r).contains(&"foreign-cordon"));
}

#[test]
fn the_taint_key_moves_only_when_the_deployment_leaves_it_to_the_default() {
    let mut f = Fleet::new("v0.17.0");
    f.op = deployment(
        "v0.17.0",
        &[(
            "RUNTIME_REQUIRED_TAINT",
            "skyhook.nvidia.com=runtime-required:NoSchedule",
        )],
    );
    let r = f.check("v0.18.0");
    assert_eq!(
        r.verdict.readiness,
        Readiness::Ready,
        "pinned: {:?}",
        bitten(&r)
    );
    f.op = deployment("v0.17.0", &[]);
    let r = f.check("v0.18.0");
    assert_eq!(r.verdict.readiness, Readiness::ReadyWithChanges);
    assert!(
        r.checks[2].objects[0]
            .detail
            .contains("RUNTIME_REQUIRED_TAINT unset")
    );
}

#[test]
fn v0_20_names_the_refused_key_the_foreign_cordons_and_the_timed_drains() {
    let mut f = Fleet::new("v0.19.0");
    f.op = deployment(
        "v0.19.0",
        &[("RUNTIME_REQUIRED_TAINT", "example.com/gate=on:NoSchedule")],
    );
    let mut held = node("held", true, &[]);
    held.taints.push(Taint {
        key: "nvsentinel.dgx.nvidia.com/quarantine".into(),
        value: None,
        effect: "NoSchedule".into(),
        time_added: None,
    });
    f.nodes = vec![
        held,
        node("ours", true, &["nodewright.nvidia.com/cordon_x"]),
        node("legacy-ours", true, &["skyhook.nvidia.com/cordon_x"]),
        node("rrc", true, &["skyhook.nvidia.com/runtimeRequiredCordon"]),
        node("free", false, &[]),
        node("drained", false, &[]),
    ];
    let interrupt = json!({"spencer": {"version": "3.2.3", "image": "ghcr.io/x/spencer", "interrupt": {"type": "reboot"}}});
    f.crs = vec![
        cr(
            Group::Nodewright,
            "timed",
            json!({"packages": interrupt, "drainConfig": {"timeout": "10m"}}),
            "complete",
        ),
        cr(
            Group::Nodewright,
            "untimed",
            json!({"packages": interrupt}),
            "complete",
        ),
        cr(
            Group::Nodewright,
            "deletes",
            json!({"packages": interrupt, "drainConfig": {"timeout": "10m", "disableEviction": true}}),
            "complete",
        ),
        cr(
            Group::Nodewright,
            "no-interrupt",
            json!({"drainConfig": {"timeout": "10m"}}),
            "complete",
        ),
    ];
    f.undrainable = Some(
        [(
            "drained".to_string(),
            vec![BlockingPod {
                namespace: "db".into(),
                name: "db-0".into(),
                budget: "db-pdb".into(),
            }],
        )]
        .into(),
    );
    let r = f.check("v0.20.0");
    assert_eq!(
        bitten(&r),
        [
            "taint-key-refused: deployment/nodewright/nodewright-operator",
            "foreign-cordon: node/held",
            "drain-timeout-budgets: nodewright/timed, poddisruptionbudget/db/db-pdb",
        ]
    );
    assert_eq!(r.verdict.readiness, Readiness::NotReady);
    let cordon = r
        .checks
        .iter()
        .find(|c| c.code == "foreign-cordon")
        .expect("check");
    assert!(
        cordon.objects[0]
            .detail
            .contains("nvsentinel.dgx.nvidia.com/quarantine")
    );
    assert!(cordon.remedy.contains("kubectl uncordon held"));
    let drain = r
        .checks
        .iter()
        .find(|c| c.code == "drain-timeout-budgets")
        .expect("check");
    assert_eq!(
        drain.objects[0].detail,
        "drainConfig.timeout 10m; drains drained (db/db-0)"
    );
    // The refused key fixed: what is left does not stop the upgrade.
    f.op = deployment(
        "v0.19.0",
        &[(
            "RUNTIME_REQUIRED_TAINT",
            "nodewright.nvidia.com=runtime-required:NoSchedule",
        )],
    );
    assert_eq!(
        f.check("v0.20.0").verdict.readiness,
        Readiness::ReadyWithChanges
    );
}

#[test]
fn a_key_over_53_characters_is_refused_and_53_is_not() {
    let long = "a".repeat(54);
    let mut f = Fleet::new("v0.19.0");
    f.op = deployment(
        "v0.19.0",
        &[("RUNTIME_REQUIRED_TAINT", &format!("{long}=x:NoSchedule"))],
    );
    assert_eq!(f.check("v0.20.0").verdict.readiness, Readiness::NotReady);
    f.op = deployment(
        "v0.19.0",
        &[(
            "RUNTIME_REQUIRED_TAINT",
            &format!("{}=x:NoSchedule", &long[1..]),
        )],
    );
    assert_eq!(f.check("v0.20.0").verdict.readiness, Readiness::Ready);
}

/// Each check at its release's boundary: from the release before it the check is made; from
/// the release itself (or a candidate of it) it is not, nor up to the release before it.
#[test]
fn every_check_at_its_release_boundary() {
    let at = |from: &str, to: &str| -> Vec<String> {
        Fleet::new(from)
            .check(to)
            .checks
            .iter()
            .map(|c| c.code.clone())
            .collect()
    };
    for (code, rule) in [
        ("legacy-rollout-in-flight", Rule::MigrationHold),
        ("inline-image", Rule::InlineImageRejected),
        ("taint-key-moves", Rule::Rename),
        ("job-ttl-minimum", Rule::JobTtlMinimum),
        ("taint-key-refused", Rule::TaintKeyRefused),
        ("foreign-cordon", Rule::ForeignCordonKept),
        ("drain-timeout-budgets", Rule::DrainTimeoutForBudgets),
        ("negative-drain-config", Rule::DrainConfigValidated),
    ] {
        let s = rule.since();
        let before = format!("v{}.{}.9", s.major, s.minor - 1);
        let since = s.to_string();
        assert!(
            at(&before, &since).contains(&code.to_string()),
            "{code} from {before}"
        );
        assert!(
            !at(&since, "v0.21.0").contains(&code.to_string()),
            "{code} from {since}"
        );
        assert!(
            !at(&format!("{since}-rc.1"), "v0.21.0").contains(&code.to_string()),
            "{code} rc"
        );
        assert!(
            !at("v0.15.0", &before).contains(&code.to_string()),
            "{code} up to {before}"
        );
    }
    // The removal release's checks: from v0.20.x to v0.21.0, not to v0.20.9.
    assert!(at("v0.20.0", "v0.21.0").contains(&"legacy-tainted-nodes".to_string()));
    assert!(!at("v0.20.0", "v0.20.9").contains(&"legacy-tainted-nodes".to_string()));
    assert!(at("v0.21.0", "v0.21.0").is_empty(), "nothing to cross");
}

#[test]
fn v0_21_is_the_migration_reports_verdict_with_its_objects() {
    let mut f = Fleet::new("v0.20.0");
    f.crs = vec![cr(Group::Skyhook, "orphan", json!({}), "complete")];
    let r = f.check("v0.21.0");
    assert_eq!(r.releases, ["v0.21.0"]);
    assert_eq!(bitten(&r), ["unmirrored-crs: skyhook/orphan"]);
    let c = r.checks.iter().find(|c| c.count > 0).expect("bites");
    assert_eq!(c.rule, "legacy-removed");
    assert!(c.planned);
    assert_eq!(r.verdict.readiness, Readiness::NotReady);
    // The same action, word for word, as `migration status` gives it.
    assert!(
        c.message.contains("have no NodeWright mirror"),
        "{}",
        c.message
    );
}

#[test]
fn an_unknown_release_checks_everything_and_says_so() {
    let f = Fleet::new("latest");
    let r = f.check("v0.20.0");
    assert_eq!(r.from, None);
    assert!(codes(&r).contains(&"legacy-rollout-in-flight"));
    assert_eq!(r.verdict.readiness, Readiness::Unknown);
    assert!(
        r.verdict.unknown[0].contains("latest"),
        "{:?}",
        r.verdict.unknown
    );
    // The removal release's own unknown line about the operator is not said twice.
    let r = f.check("v0.21.0");
    assert_eq!(r.verdict.unknown.len(), 1, "{:?}", r.verdict.unknown);
    let r = Fleet::new("v0.20.0").check("v0.23.0");
    assert!(
        r.verdict
            .unknown
            .iter()
            .any(|u| u.contains("up to v0.21.0")),
        "{:?}",
        r.verdict.unknown
    );
}
