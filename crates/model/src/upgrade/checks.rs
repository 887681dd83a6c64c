//! The checks of the releases before the removal release, one per rule of the version table:
//! v0.18.0 (`migration-hold`, `inline-image-rejected`, `rename`, `job-ttl-minimum`) and
//! v0.20.0 (`taint-key-refused`, `foreign-cordon-kept`, `drain-timeout-for-budgets`,
//! `drain-config-validated`). Each names the objects it bites from what was read, and says
//! nothing it cannot see.

use super::{Budgets, Check, Inputs, ObjectRef, Severity, Span, timeout_crs};
use crate::Group;
use crate::operator::{OperatorDeployment, short_job_ttls, taint_key_refused};
use crate::taint::TaintSpec;
use crate::types::{ConfigSource, CrView};
use crate::version::Rule;

/// Validation rules of a release that a CR stored today may break, beside the two named checks
/// (`inline-image`, `negative-drain-config`): reported as `invalid-cr` when they bite.
const OTHER_VALIDATION: [Rule; 2] = [Rule::Rename, Rule::StageTimeout];

/// Every check the span brings, oldest release first.
pub(super) fn all(span: &Span, i: &Inputs) -> Vec<Check> {
    let mut out = Vec::new();
    if span.brings(Rule::MigrationHold) {
        out.push(rollout_in_flight(i));
    }
    if span.brings(Rule::InlineImageRejected) {
        out.push(invalid(
            i,
            Check::of(
                Rule::InlineImageRejected,
                "inline-image",
                "package images with an inline tag or digest (Validate() rejects the CR)",
                Severity::Blocking,
            ),
            "drop the tag from image (version supplies it) or move a digest to containerSHA",
        ));
    }
    if span.brings(Rule::Rename) {
        out.push(taint_key_moves(i));
    }
    if span.brings(Rule::JobTtlMinimum) {
        out.push(job_ttls(i));
    }
    for rule in OTHER_VALIDATION.into_iter().filter(|r| span.brings(*r)) {
        let c = invalid(
            i,
            Check::of(
                rule,
                "invalid-cr",
                "CRs this release's Validate() rejects",
                Severity::Blocking,
            ),
            "fix the field named",
        );
        if c.count > 0 {
            out.push(c);
        }
    }
    if span.brings(Rule::TaintKeyRefused) {
        out.push(taint_key(i));
    }
    if span.brings(Rule::ForeignCordonKept) {
        out.push(foreign_cordons(i));
    }
    if span.brings(Rule::DrainTimeoutForBudgets) {
        out.push(drain_timeouts(i));
    }
    if span.brings(Rule::DrainConfigValidated) {
        out.push(invalid(
            i,
            Check::of(
                Rule::DrainConfigValidated,
                "negative-drain-config",
                "a negative drainConfig.timeout or gracePeriod (Validate() rejects the CR)",
                Severity::Blocking,
            ),
            "set the duration to 0 or more",
        ));
    }
    out
}

/// The Deployment whose settings count (the newest release found first).
fn deployment(i: &Inputs) -> Option<&OperatorDeployment> {
    i.migration.operator.deployments.first()
}

fn deployment_ref(d: &OperatorDeployment, detail: String) -> ObjectRef {
    ObjectRef::new("Deployment", Some(&d.namespace), &d.name, detail)
}

fn cr_ref(c: &CrView, detail: String) -> ObjectRef {
    ObjectRef::new(
        c.group.unwrap_or(Group::Nodewright).kind(),
        None,
        &c.name,
        detail,
    )
}

/// `kubectl edit nodewrights.nodewright.nvidia.com NAME`.
fn edit(c: &CrView) -> String {
    let g = c.group.unwrap_or(Group::Nodewright);
    format!("kubectl edit {}.{} {}", g.plural(), g.domain(), c.name)
}

/// v0.18.0, "Upgrade notes: Upgrade with no package work in flight": the legacy Skyhooks still
/// rolling out, which `legacyMigrationHold` freezes (the gate's own `migration_hold`).
fn rollout_in_flight(i: &Inputs) -> Check {
    let legacy: Vec<CrView> = i
        .crs
        .iter()
        .filter(|c| c.group == Some(Group::Skyhook))
        .cloned()
        .collect();
    let held = crate::gate::migration_hold(&legacy);
    let objects: Vec<ObjectRef> = held
        .iter()
        .map(|(name, st)| ObjectRef::new("Skyhook", None, name, format!("status {st}")))
        .collect();
    let names: Vec<&str> = held.iter().map(|(n, _)| n.as_str()).collect();
    let first = names.first().copied().unwrap_or("NAME");
    Check::of(
        Rule::MigrationHold,
        "legacy-rollout-in-flight",
        "Skyhooks still rolling out (legacyMigrationHold freezes them)",
        Severity::Blocking,
    )
    .bites(
        objects,
        format!(
            "{} Skyhook(s) still roll out ({}): a v0.18+ operator withholds every NodeWright reconcile while any does, and a node mid-rollout stays stuck and cordoned until you roll back or delete the Skyhook",
            held.len(),
            names.join(", ")
        ),
        format!(
            "upgrade in a quiet window: let each finish first (kubectl nodewright rollout {first} --watch), or pause it (kubectl nodewright pause {first} --confirm) and keep its NodeWright paused until its package pods are gone",
        ),
    )
}

/// The CRs the release's `Validate()` (`check`'s rule) rejects: an invalid CR ends every
/// reconcile, for every CR (`model::validate`).
fn invalid(i: &Inputs, check: Check, fix: &str) -> Check {
    let rule = i
        .crs
        .iter()
        .flat_map(|c| c.invalid.iter().map(move |bad| (c, bad)))
        .filter(|(_, bad)| bad.release_rule.is_some_and(|r| r.name() == check.rule));
    let mut objects: Vec<ObjectRef> = Vec::new();
    let mut first = None;
    for (c, bad) in rule {
        first.get_or_insert_with(|| edit(c));
        match objects
            .iter_mut()
            .find(|o| o.name == c.name && o.kind == c.group.unwrap_or(Group::Nodewright).kind())
        {
            Some(o) => {
                o.detail.push_str("; ");
                o.detail.push_str(&bad.message);
            }
            None => objects.push(cr_ref(c, bad.message.clone())),
        }
    }
    let release = check.release.clone();
    let n = objects.len();
    check.bites(
        objects,
        format!(
            "{n} CR(s) break a rule operator {release} validates on every pass: one invalid CR stops its reconcile for every CR"
        ),
        format!(
            "before upgrading, {fix}: {} (and in the manifests you apply from Git)",
            first.unwrap_or_default()
        ),
    )
}

/// v0.18.0, "Breaking Changes: The default runtime-required taint key moves": with no
/// `RUNTIME_REQUIRED_TAINT` set, the configured taint moves to the `nodewright.nvidia.com` key;
/// workloads tolerating only the legacy key no longer land on auto-tainted new nodes, and
/// provisioning that stamps the legacy key works only until the removal release.
fn taint_key_moves(i: &Inputs) -> Check {
    let check = Check::of(
        Rule::Rename,
        "taint-key-moves",
        "the default taint key moves to nodewright.nvidia.com (operator env, tolerations, provisioning)",
        Severity::Change,
    );
    let Some(d) = deployment(i).filter(|_| {
        matches!(i.config.source, ConfigSource::DeploymentDefault(_))
            && crate::version::renamed(i.config.version.as_deref()) == Some(false)
    }) else {
        return check;
    };
    let new = TaintSpec::default_nodewright().to_string();
    let m = &i.migration;
    let mut objects = vec![deployment_ref(
        d,
        format!(
            "RUNTIME_REQUIRED_TAINT unset: the default moves from {} to {new}",
            TaintSpec::legacy()
        ),
    )];
    objects.extend(m.workloads.legacy_only.iter().map(|w| {
        ObjectRef::new(
            w.kind,
            Some(&w.namespace),
            &w.name,
            "tolerates the skyhook.nvidia.com key only".into(),
        )
    }));
    objects.extend(m.provisioning.sources.iter().map(|s| {
        ObjectRef::new(
            &s.kind,
            s.namespace.as_deref(),
            &s.name,
            format!("{}: {}", s.field, s.value),
        )
    }));
    let (w, p) = (m.workloads.legacy_only.len(), m.provisioning.sources.len());
    check.bites(
        objects,
        format!(
            "{}/{} sets no RUNTIME_REQUIRED_TAINT, so the taint it applies moves to {new}: {w} workload(s) tolerate only the legacy key and stop landing on nodes it auto-taints; {p} provisioning source(s) stamp the legacy key, recognised only until {}",
            d.namespace, d.name, m.removal_version
        ),
        format!(
            "add a toleration for {new} beside the legacy one in each workload listed, and move provisioning to the new key before {}; or keep the old key: chart value controllerManager.manager.env.runtimeRequiredTaint: {}",
            m.removal_version,
            TaintSpec::legacy()
        ),
    )
}

/// v0.18.0, "Changed: Finished Jobs are retained and then cleaned up on a timer": a Job TTL
/// under one minute, and the operator refuses to start.
fn job_ttls(i: &Inputs) -> Check {
    let check = Check::of(
        Rule::JobTtlMinimum,
        "job-ttl-minimum",
        "JOB_TTL_SUCCEEDED / JOB_TTL_FAILED under one minute (the operator refuses to start)",
        Severity::Blocking,
    );
    let Some(d) = deployment(i) else {
        return check;
    };
    let short = short_job_ttls(&d.env);
    let set: Vec<String> = short.iter().map(|(k, _)| format!("{k}=1m")).collect();
    let objects = if short.is_empty() {
        Vec::new()
    } else {
        let detail: Vec<String> = short.iter().map(|(k, v)| format!("{k}={v}")).collect();
        vec![deployment_ref(d, detail.join(", "))]
    };
    check.bites(
        objects,
        format!(
            "{}/{} sets a Job TTL under the one-minute minimum: the new operator refuses to start",
            d.namespace, d.name
        ),
        format!(
            "kubectl -n {} set env deployment/{} {} (and the same in the chart values you upgrade with)",
            d.namespace,
            d.name,
            set.join(" ")
        ),
    )
}

/// v0.20.0, "Breaking Changes": a runtime-required taint key with a `/` or over 53 characters,
/// and the operator refuses to start. Read from the Deployment's env as written, parsed or not.
fn taint_key(i: &Inputs) -> Check {
    let check = Check::of(
        Rule::TaintKeyRefused,
        "taint-key-refused",
        "a runtime-required taint key with a / or over 53 characters (the operator refuses to start)",
        Severity::Blocking,
    );
    let Some(d) = deployment(i) else {
        return check;
    };
    let Some(raw) = d.env.get("RUNTIME_REQUIRED_TAINT") else {
        return check;
    };
    let key = raw.split(['=', ':']).next().unwrap_or("").trim();
    if !taint_key_refused(key) {
        return check;
    }
    check.bites(
        vec![deployment_ref(d, format!("RUNTIME_REQUIRED_TAINT={raw}"))],
        format!(
            "{}/{} sets the taint key {key:?} ({} characters{}): the new operator refuses to start, as the key cannot name the nodewright.nvidia.com/autoTaint_<key> annotation",
            d.namespace,
            d.name,
            key.len(),
            if key.contains('/') { ", with a /" } else { "" }
        ),
        format!(
            "switch to an unprefixed key of at most 53 characters, such as the default: kubectl -n {} set env deployment/{} RUNTIME_REQUIRED_TAINT={} (chart: controllerManager.manager.env.runtimeRequiredTaint), and stamp the same key from your provisioner and in workload tolerations",
            d.namespace,
            d.name,
            TaintSpec::default_nodewright()
        ),
    )
}

/// v0.20.0, "Behavior Changes: The operator no longer uncordons a node that something else
/// cordoned": the release notes' own query (unschedulable, no `cordon_*` or
/// `runtimeRequiredCordon` annotation), over both prefixes.
fn foreign_cordons(i: &Inputs) -> Check {
    let objects: Vec<ObjectRef> = i
        .nodes
        .foreign_cordons
        .iter()
        .map(|(n, hints)| {
            let detail = if hints.is_empty() {
                "cordoned; nothing on the node says who holds it".to_string()
            } else {
                format!("cordoned; the node also carries {}", hints.join(", "))
            };
            ObjectRef::new("Node", None, n, detail)
        })
        .collect();
    let first = objects.first().map_or("NODE", |o| o.name.as_str());
    let remedy = format!(
        "after upgrading, uncordon each node that nothing else holds: kubectl uncordon {first}"
    );
    let n = objects.len();
    Check::of(
        Rule::ForeignCordonKept,
        "foreign-cordon",
        "cordoned nodes with no cordon_* or runtimeRequiredCordon annotation (left cordoned)",
        Severity::Change,
    )
    .bites(
        objects,
        format!(
            "{n} node(s) are cordoned with no cordon_* or runtimeRequiredCordon annotation: the next interrupt used to lift such a cordon; from v0.20.0 the operator drains and interrupts under it and leaves the node cordoned"
        ),
        remedy,
    )
}

/// v0.20.0, "Behavior Changes: spec.drainConfig.timeout now fires for drains blocked by a
/// PodDisruptionBudget": a NodeWright with `drainConfig.timeout` whose nodes run pods a budget
/// allowing no disruption covers. Those drains used to retry for ever; now they end in
/// `DrainTimeout`, the node and the NodeWright `erroring`, the node left cordoned.
fn drain_timeouts(i: &Inputs) -> Check {
    let check = Check::of(
        Rule::DrainTimeoutForBudgets,
        "drain-timeout-budgets",
        "drainConfig.timeout over pods whose PodDisruptionBudget allows no disruption (DrainTimeout, erroring)",
        Severity::Change,
    );
    let Budgets::Read(undrainable) = &i.budgets else {
        return check;
    };
    let mut objects = Vec::new();
    let mut budgets = std::collections::BTreeSet::new();
    for c in timeout_crs(&i.crs) {
        let Some(selected) = i.nodes.selected.get(&c.name) else {
            continue;
        };
        let hit: Vec<String> = selected
            .iter()
            .filter_map(|n| {
                let pods = undrainable.get(n)?;
                for p in pods {
                    budgets.insert((p.namespace.clone(), p.budget.clone()));
                }
                let pods: Vec<String> = pods
                    .iter()
                    .map(|p| format!("{}/{}", p.namespace, p.name))
                    .collect();
                Some(format!("{n} ({})", pods.join(", ")))
            })
            .collect();
        if !hit.is_empty() {
            objects.push(cr_ref(
                c,
                format!(
                    "drainConfig.timeout {}; drains {}",
                    c.drain_timeout.as_deref().unwrap_or("?"),
                    hit.join(", ")
                ),
            ));
        }
    }
    let crs = objects.len();
    objects.extend(budgets.iter().map(|(ns, b)| {
        ObjectRef::new(
            "PodDisruptionBudget",
            Some(ns),
            b,
            "allows 0 disruptions".into(),
        )
    }));
    let first = objects
        .first()
        .map_or_else(|| "NAME".to_string(), |o| o.name.clone());
    check.bites(
        objects,
        format!(
            "{crs} NodeWright(s) set drainConfig.timeout and drain nodes running pods whose PodDisruptionBudget allows no disruption ({} budget(s)): those drains used to retry for ever; from v0.20.0 they end in DrainTimeout, the node and the NodeWright erroring, the node left cordoned",
            budgets.len()
        ),
        format!(
            "before upgrading, give those budgets room to evict (or the pods a place to go), or raise or remove drainConfig.timeout: kubectl edit nodewrights.nodewright.nvidia.com {first}; recovery after a DrainTimeout: kubectl nodewright node reset NODE --nodewright {first} --confirm"
        ),
    )
}
