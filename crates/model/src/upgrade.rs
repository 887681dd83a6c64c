//! `upgrade check --to VERSION`: what changes for this fleet when its operator moves from the
//! release it runs to VERSION, every release in between (docs/upgrade.md).
//!
//! Each check is one rule of the version table ([`Rule`], `model::version`, the one source of
//! truth with `docs/operator-releases.md`): it applies when the rule's first release is after the
//! operator's and at or before VERSION, and names the objects it bites, why (the release and its
//! note), and what to do first. The removal release's checks are the migration report's verdict
//! (`model::migration`), so `upgrade check --to v0.21.0` and `migration status` judge the legacy
//! group's removal by the same code. Pure: the command reads, [`assemble`] decides.
//!
//! The verdict: `not-ready` when a blocking check bites (the operator refuses to start, stops
//! reconciling, or strands nodes); `unknown` when nothing blocks but something could not be read
//! or the operator's release is unknown; `ready-with-changes` when a check bites that needs a
//! person but does not stop the upgrade (a cordon left after it, a drain that now ends in
//! `DrainTimeout`, a taint key that moves); `ready` when nothing bites.

use std::collections::{BTreeMap, BTreeSet};

use serde::Serialize;

use super::drain::BlockingPod;
use super::migration::report::MigrationReport;
use super::operator::OperatorDeployment;
use super::types::{CrView, LabelSelector, NodeView, OperatorConfig};
use super::version::{Release, Rule};

mod checks;
mod removal;

/// How much a check that bites holds the upgrade back.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Severity {
    /// Upgrading before it is fixed breaks something: `not-ready`.
    Blocking,
    /// The upgrade works, and a person acts (before or after): `ready-with-changes`.
    Change,
    /// Safe but untidy (the migration report's advisories): the verdict does not move.
    Note,
}

/// The verdict's outcome.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Readiness {
    Ready,
    ReadyWithChanges,
    NotReady,
    /// Nothing blocking was found, but part of the cluster or the operator's release is unknown.
    Unknown,
}

/// One object a check bites.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ObjectRef {
    /// `Node`, `NodeWright`, `Skyhook`, `Deployment`, `PodDisruptionBudget`, `DaemonSet`, ...
    pub kind: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub namespace: Option<String>,
    pub name: String,
    /// What about it bites (`RUNTIME_REQUIRED_TAINT=example.com/gate=x:NoSchedule`).
    #[serde(skip_serializing_if = "String::is_empty")]
    pub detail: String,
}

impl ObjectRef {
    pub fn new(kind: &str, namespace: Option<&str>, name: &str, detail: String) -> ObjectRef {
        ObjectRef {
            kind: kind.to_string(),
            namespace: namespace.map(str::to_string),
            name: name.to_string(),
            detail,
        }
    }
}

impl std::fmt::Display for ObjectRef {
    /// `node/gpu-1`, `deployment/nodewright/nodewright-operator` (as the migration report).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let kind = self.kind.to_ascii_lowercase();
        match &self.namespace {
            Some(ns) => write!(f, "{kind}/{ns}/{}", self.name),
            None => write!(f, "{kind}/{}", self.name),
        }
    }
}

/// One check of one release's rule: what it asks, and what it found.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Check {
    /// The release that brings the rule (`v0.20.0`).
    pub release: String,
    /// Announced, not released yet.
    pub planned: bool,
    /// The rule's name in the version table (`foreign-cordon-kept`).
    pub rule: String,
    /// The check's code (`foreign-cordon`); the removal release's are the migration report's
    /// action codes (`legacy-tainted-nodes`).
    pub code: String,
    /// What the check looks for, in one line.
    pub title: String,
    /// The release notes it comes from: file, heading, section.
    pub note: String,
    /// How much it holds the upgrade back when it bites.
    pub severity: Severity,
    /// How many objects it bites (0: nothing to do).
    pub count: usize,
    pub objects: Vec<ObjectRef>,
    /// What bites and why (empty when nothing does).
    #[serde(skip_serializing_if = "String::is_empty")]
    pub message: String,
    /// What to do first, with a command to paste where there is one.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub remedy: String,
}

impl Check {
    /// A check of `rule` that bites nothing yet.
    fn of(rule: Rule, code: &str, title: &str, severity: Severity) -> Check {
        Check::at(rule, rule.facts().since, code, title, severity)
    }

    /// A check of `rule` in `release` (the removal release can be moved by a flag).
    fn at(rule: Rule, release: &str, code: &str, title: &str, severity: Severity) -> Check {
        let newest = Release::parse(super::version::NEWEST_KNOWN_RELEASE);
        Check {
            release: release.to_string(),
            planned: Release::parse(release) > newest,
            rule: rule.name(),
            code: code.to_string(),
            title: title.to_string(),
            note: rule.citation(),
            severity,
            count: 0,
            objects: Vec::new(),
            message: String::new(),
            remedy: String::new(),
        }
    }

    /// The objects it bites, what that means and what to do.
    fn bites(mut self, objects: Vec<ObjectRef>, message: String, remedy: String) -> Check {
        self.count = objects.len();
        if self.count > 0 {
            self.objects = objects;
            self.message = message;
            self.remedy = remedy;
        }
        self
    }
}

/// One line of the verdict: a check that bites.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Step {
    pub release: String,
    pub code: String,
    pub rule: String,
    pub count: usize,
    pub message: String,
    pub remedy: String,
}

/// The verdict for `--to`.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Verdict {
    pub readiness: Readiness,
    pub from: Option<String>,
    pub to: String,
    /// Blocking checks that bite, oldest release first: fix them before upgrading.
    pub must_change: Vec<Step>,
    /// Checks that bite and need a person, but do not stop the upgrade.
    pub changes: Vec<Step>,
    /// Safe but untidy.
    pub notes: Vec<Step>,
    /// What could not be read or judged, which makes a clean verdict `unknown`.
    pub unknown: Vec<String>,
}

/// The operator as the report judges it.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OperatorPart {
    pub deployments: Vec<OperatorDeployment>,
    pub version: Option<String>,
    pub configured_taint: String,
    pub taint_source: String,
}

/// `upgrade check -o json` (`kind: UpgradeReport`).
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct UpgradeReport {
    /// The operator's release now (`null`: unknown, every check up to `to` was made).
    pub from: Option<String>,
    pub to: String,
    /// The legacy group's removal release (`--removal-version`).
    pub removal_version: String,
    pub generated_at: String,
    pub operator: OperatorPart,
    /// The releases after `from` up to `to` that the version table knows.
    pub releases: Vec<String>,
    /// Every check made, oldest release first; `count` 0 when nothing bites.
    pub checks: Vec<Check>,
    /// The other rules of those releases: behaviours that change, with nothing in the cluster
    /// to check beforehand (`docs/operator-releases.md` says what each does).
    pub other_rules: Vec<String>,
    pub verdict: Verdict,
}

/// Which reads the checks of an upgrade need beyond the CRs, nodes and operator.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Needs {
    /// Workload tolerations and provisioning sources (the taint key's move at v0.18, the removal
    /// release).
    pub workloads: bool,
    /// PodDisruptionBudgets and the pods they cover (v0.20's drain timeout), when a NodeWright
    /// sets `drainConfig.timeout`.
    pub budgets: bool,
}

/// The span an upgrade crosses: after `from` (unknown: from the first release), up to `to`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Span {
    pub from: Option<Release>,
    pub to: Release,
    /// The legacy group's removal release (`--removal-version`).
    pub removal: Release,
}

impl Span {
    pub fn new(from: Option<&str>, to: Release, removal: Release) -> Span {
        Span {
            from: from.and_then(Release::parse),
            to,
            removal,
        }
    }

    fn lower(&self) -> Release {
        self.from.unwrap_or(Release {
            major: 0,
            minor: 0,
            patch: 0,
        })
    }

    /// Whether an upgrade across the span brings `release`.
    pub fn crosses(&self, release: Release) -> bool {
        release > self.lower() && release <= self.to
    }

    /// Whether it brings `rule` (the removal release by `--removal-version`).
    pub fn brings(&self, rule: Rule) -> bool {
        if rule == Rule::LegacyRemoved {
            self.crosses(self.removal)
        } else {
            self.crosses(rule.since())
        }
    }

    /// What the checks of this span read beyond the CRs, nodes and operator.
    pub fn needs(&self, crs: &[CrView]) -> Needs {
        Needs {
            workloads: self.brings(Rule::Rename) || self.brings(Rule::LegacyRemoved),
            budgets: self.brings(Rule::DrainTimeoutForBudgets) && !timeout_crs(crs).is_empty(),
        }
    }
}

/// The NodeWrights whose drains `drainConfig.timeout` bounds (not zero), that evict (a budget
/// is consulted) and that have an interrupt to drain for.
pub fn timeout_crs(crs: &[CrView]) -> Vec<&CrView> {
    crs.iter()
        .filter(|c| {
            c.drain_timeout.as_deref().is_some_and(|t| {
                super::duration::parse_go_duration(t).map_or(true, |d| !d.is_zero())
            }) && !c.drain_eviction_disabled
                && c.packages
                    .values()
                    .any(|p| p.interrupt.is_some() || !p.config_interrupts.is_empty())
        })
        .collect()
}

/// What the checks need from each node, folded page by page in the one walk of the fleet the
/// migration report makes (no node is held).
#[derive(Debug, Clone, Default)]
pub struct NodeFold {
    /// The `drainConfig.timeout` NodeWrights and their selectors.
    timeout_crs: Vec<(String, LabelSelector)>,
    /// Cordoned nodes with no NodeWright cordon marker, and who else may hold the cordon.
    pub foreign_cordons: Vec<(String, Vec<String>)>,
    /// Per `drainConfig.timeout` NodeWright, the nodes it selects.
    pub selected: BTreeMap<String, BTreeSet<String>>,
}

impl NodeFold {
    pub fn new(crs: &[CrView]) -> NodeFold {
        NodeFold {
            timeout_crs: timeout_crs(crs)
                .into_iter()
                .map(|c| (c.name.clone(), c.node_selector.clone()))
                .collect(),
            ..Default::default()
        }
    }

    pub fn observe(&mut self, n: &NodeView) {
        if super::gate::foreign_cordoned(n) {
            let hints = super::gate::cordon_hints(n, |t| {
                t.key == super::keys::LEGACY_PREFIX || t.key == super::keys::NEW_PREFIX
            });
            self.foreign_cordons.push((n.name.clone(), hints));
        }
        for (cr, sel) in &self.timeout_crs {
            if super::selector::matches(sel, &n.labels).unwrap_or(false) {
                self.selected
                    .entry(cr.clone())
                    .or_default()
                    .insert(n.name.clone());
            }
        }
    }
}

/// How the budgets read went.
#[derive(Debug, Clone, Default)]
pub enum Budgets {
    /// Not needed (no check reads them).
    #[default]
    NotRead,
    /// Could not be read (why).
    Unreadable(String),
    /// Per node, the pods a drain must evict that a budget allowing no disruption covers.
    Read(BTreeMap<String, Vec<BlockingPod>>),
}

/// Everything the checks read, for [`assemble`].
#[derive(Debug)]
pub struct Inputs {
    /// `--to` as given (a release: the command checked it).
    pub to: String,
    pub now: String,
    /// The operator's effective configuration today.
    pub config: OperatorConfig,
    /// The CRs of both groups.
    pub crs: Vec<CrView>,
    pub nodes: NodeFold,
    pub budgets: Budgets,
    /// The migration report, from the same reads: the removal release's checks and the
    /// workloads and provisioning sources the taint key's move bites.
    pub migration: MigrationReport,
    pub needs: Needs,
}

/// The report: every check the span brings, then the verdict.
pub fn assemble(i: Inputs) -> UpgradeReport {
    let to = Release::parse(&i.to).unwrap_or(Release {
        major: u64::MAX,
        minor: 0,
        patch: 0,
    });
    let removal = Release::parse(&i.migration.removal_version).unwrap_or(
        Rule::LegacyRemoved.since(), // `--removal-version` not a release: the table's
    );
    let from_text = i.config.version.clone();
    let span = Span::new(from_text.as_deref(), to, removal);
    let mut checks = checks::all(&span, &i);
    if span.brings(Rule::LegacyRemoved) {
        checks.extend(removal::checks(&i.migration, &removal.to_string()));
    }
    checks.sort_by_key(|c| Release::parse(&c.release));
    let mut unknown = unknowns(&span, &i);
    let mut seen = BTreeSet::new();
    unknown.retain(|u| seen.insert(u.clone()));
    let verdict = verdict(&checks, unknown, from_text.clone(), &i.to);
    let m = &i.migration;
    UpgradeReport {
        from: from_text,
        to: i.to.clone(),
        removal_version: m.removal_version.clone(),
        generated_at: i.now.clone(),
        operator: OperatorPart {
            deployments: m.operator.deployments.clone(),
            version: m.operator.version.clone(),
            configured_taint: m.operator.configured_taint.clone(),
            taint_source: m.operator.taint_source.clone(),
        },
        releases: releases(&span, &checks),
        // Unknown `from`: only what was checked (every rule since v0.8 would be noise).
        other_rules: Rule::ALL
            .into_iter()
            .filter(|r| span.from.is_some() && span.brings(*r))
            .filter(|r| !checks.iter().any(|c| c.rule == r.name()))
            .map(Rule::name)
            .collect(),
        checks,
        verdict,
    }
}

/// The releases the span crosses that the table knows, oldest first (unknown `from`: the
/// releases of the checks made).
fn releases(span: &Span, checks: &[Check]) -> Vec<String> {
    let mut out: BTreeSet<Release> = if span.from.is_some() {
        Rule::ALL
            .into_iter()
            .filter(|r| *r != Rule::LegacyRemoved)
            .map(Rule::since)
            .filter(|r| span.crosses(*r))
            .collect()
    } else {
        checks
            .iter()
            .filter_map(|c| Release::parse(&c.release))
            .collect()
    };
    if span.crosses(span.removal) {
        out.insert(span.removal);
    }
    out.into_iter().map(|r| r.to_string()).collect()
}

/// What could not be read or judged, for the checks the span brings.
fn unknowns(span: &Span, i: &Inputs) -> Vec<String> {
    let m = &i.migration;
    let mut out = Vec::new();
    if m.operator.deployments.is_empty() {
        out.push(match &m.operator.unreadable {
            Some(why) => format!("the operator Deployment could not be read ({why}), so its release is unknown and every check up to {} was made", i.to),
            None => format!("no operator Deployment was found (try --operator-namespace), so its release is unknown and every check up to {} was made", i.to),
        });
    } else if span.from.is_none() {
        out.push(format!(
            "the operator's image tag {} is not a release, so which releases the upgrade crosses is unknown: every check up to {} was made",
            m.operator
                .deployments
                .first()
                .and_then(|d| d.version.as_deref())
                .unwrap_or("(none)"),
            i.to
        ));
    }
    let newest = Rule::ALL
        .into_iter()
        .map(Rule::since)
        .chain([span.removal])
        .max();
    if let Some(newest) = newest.filter(|n| span.to > *n) {
        out.push(format!(
            "this plugin knows the operator's releases up to {newest}: what later releases up to {} change was not checked (a newer plugin may know)",
            i.to
        ));
    }
    let cr = &m.custom_resources;
    for (what, u) in [
        ("Skyhooks", &cr.skyhooks.unreadable),
        ("NodeWrights", &cr.nodewrights.unreadable),
        ("nodes", &m.nodes.unreadable),
    ] {
        if let Some(u) = u {
            out.push(format!("{what}: {u}"));
        }
    }
    if let Budgets::Unreadable(why) = &i.budgets {
        out.push(format!(
            "PodDisruptionBudgets or the pods they cover: {why}, so which drainConfig.timeout drains a budget refuses is unknown"
        ));
    }
    if i.needs.workloads {
        out.extend(
            m.workloads
                .unreadable
                .iter()
                .filter(|u| !u.ends_with("not served"))
                .cloned(),
        );
        out.extend(m.provisioning.unreadable.iter().cloned());
    }
    if span.brings(Rule::LegacyRemoved) {
        // The operator's own lines are said above, in the upgrade's words.
        let about_operator = |u: &String| {
            [
                "no operator Deployment",
                "the operator Deployment",
                "the operator's version",
            ]
            .iter()
            .any(|p| u.starts_with(p))
        };
        let said = m.operator.deployments.is_empty() || span.from.is_none();
        out.extend(
            m.verdict
                .unknown
                .iter()
                .filter(|u| !(said && about_operator(u)))
                .cloned(),
        );
    }
    out
}

/// The verdict from the checks (their order is the order to fix them in).
pub fn verdict(checks: &[Check], unknown: Vec<String>, from: Option<String>, to: &str) -> Verdict {
    let steps = |s: Severity| -> Vec<Step> {
        checks
            .iter()
            .filter(|c| c.severity == s && c.count > 0)
            .map(|c| Step {
                release: c.release.clone(),
                code: c.code.clone(),
                rule: c.rule.clone(),
                count: c.count,
                message: c.message.clone(),
                remedy: c.remedy.clone(),
            })
            .collect()
    };
    let (must_change, changes, notes) = (
        steps(Severity::Blocking),
        steps(Severity::Change),
        steps(Severity::Note),
    );
    let readiness = if !must_change.is_empty() {
        Readiness::NotReady
    } else if !unknown.is_empty() {
        Readiness::Unknown
    } else if !changes.is_empty() {
        Readiness::ReadyWithChanges
    } else {
        Readiness::Ready
    };
    Verdict {
        readiness,
        from,
        to: to.to_string(),
        must_change,
        changes,
        notes,
        unknown,
    }
}

#[cfg(test)]
#[path = "upgrade_tests.rs"]
mod tests;
