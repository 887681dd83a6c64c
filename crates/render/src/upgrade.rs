//! `upgrade check` as text, in the migration report's look: the operator, one table row per
//! check, what each biting check found (with its release note), then the verdict for `--to`.

use std::fmt::Write as _;

use super::migration::{deployments_table, first_few, indent, unknown_lines};
use super::{OutputFormat, Printer};
use crate::table::{Cell, Table};
use nodewright_error::Result;
use nodewright_model::upgrade::{Check, Readiness, Severity, Step, UpgradeReport};

/// Where a krew user reads the release rules and the upgrade runbook: the repository's pages
/// (a krew install has no docs/ folder).
const RELEASES_URL: &str = concat!(
    env!("CARGO_PKG_REPOSITORY"),
    "/blob/main/docs/operator-releases.md"
);
/// The upgrade runbook's page.
const UPGRADE_URL: &str = concat!(env!("CARGO_PKG_REPOSITORY"), "/blob/main/docs/upgrade.md");

/// The verdict as its line says it.
pub fn readiness_word(r: Readiness) -> &'static str {
    match r {
        Readiness::Ready => "READY",
        Readiness::ReadyWithChanges => "READY WITH CHANGES",
        Readiness::NotReady => "NOT READY",
        Readiness::Unknown => "UNKNOWN",
    }
}

fn result_word(c: &Check) -> &'static str {
    match (c.count, c.severity) {
        (0, _) => "ok",
        (_, Severity::Blocking) => "blocking",
        (_, Severity::Change) => "change",
        (_, Severity::Note) => "note",
    }
}

/// The report as sections of kubectl-style tables.
pub fn render(r: &UpgradeReport, show: usize) -> String {
    let mut out = String::new();
    operator_section(r, &mut out);
    checks_section(r, show, &mut out);
    findings_section(r, show, &mut out);
    verdict_section(r, &mut out);
    out
}

fn operator_section(r: &UpgradeReport, out: &mut String) {
    let o = &r.operator;
    let _ = writeln!(out, "OPERATOR");
    if o.deployments.is_empty() {
        let _ = writeln!(out, "  No operator Deployment found");
    } else {
        out.push_str(&deployments_table(&o.deployments));
    }
    let _ = writeln!(
        out,
        "  Configured taint:  {} ({})",
        o.configured_taint, o.taint_source
    );
    let from = r.from.as_deref().unwrap_or("unknown release");
    let crossed = if r.releases.is_empty() {
        "nothing to cross".to_string()
    } else {
        format!("releases {}", r.releases.join(", "))
    };
    let _ = writeln!(out, "  Upgrade:           {from} -> {} ({crossed})", r.to);
}

fn checks_section(r: &UpgradeReport, show: usize, out: &mut String) {
    let _ = writeln!(out, "\nCHECKS ({})", r.checks.len());
    if r.checks.is_empty() {
        let _ = writeln!(out, "  None: the operator already runs {} or later", r.to);
        return;
    }
    let mut t = Table::new(&["release", "check", "rule", "result", "objects", "names"]);
    for c in &r.checks {
        let names: Vec<String> = c.objects.iter().map(ToString::to_string).collect();
        t.row(vec![
            Cell::from(if c.planned {
                format!("{} (planned)", c.release)
            } else {
                c.release.clone()
            }),
            Cell::from(c.code.as_str()),
            Cell::from(c.rule.as_str()),
            Cell::from(result_word(c)),
            Cell::from(c.count.to_string()),
            Cell::from(first_few(&names, show)),
        ]);
    }
    out.push_str(&indent(&t.render()));
    if !r.other_rules.is_empty() {
        let _ = writeln!(
            out,
            "  Also changes, nothing to check beforehand: {}\n  (each rule: {RELEASES_URL})",
            r.other_rules.join(", ")
        );
    }
}

/// Each check that bites: its release note, what it found, the objects, what to do.
fn findings_section(r: &UpgradeReport, show: usize, out: &mut String) {
    for c in r.checks.iter().filter(|c| c.count > 0) {
        let _ = writeln!(out, "\n{} {} ({})", c.release, c.code, result_word(c));
        let _ = writeln!(out, "  Release note: {}", c.note);
        let _ = writeln!(out, "  {}", c.message);
        for o in c.objects.iter().take(show) {
            if o.detail.is_empty() {
                let _ = writeln!(out, "    {o}");
            } else {
                let _ = writeln!(out, "    {o}: {}", o.detail);
            }
        }
        if c.objects.len() > show {
            let _ = writeln!(out, "    and {} more", c.objects.len() - show);
        }
        let _ = writeln!(out, "  To do: {}", c.remedy);
    }
}

fn step_line(s: &Step) -> String {
    format!("[{} {}] {}", s.release, s.code, s.message)
}

fn verdict_section(r: &UpgradeReport, out: &mut String) {
    let v = &r.verdict;
    let _ = writeln!(
        out,
        "\nVERDICT FOR {}: {}",
        v.to,
        readiness_word(v.readiness)
    );
    if !v.must_change.is_empty() {
        let _ = writeln!(out, "  Must change first, in this order:");
        for (i, s) in v.must_change.iter().enumerate() {
            let _ = writeln!(out, "  {}. {}", i + 1, step_line(s));
            let _ = writeln!(out, "     {}", s.remedy);
        }
    }
    if !v.changes.is_empty() {
        let _ = writeln!(
            out,
            "  Changes that need a person (they do not stop the upgrade):"
        );
        for s in &v.changes {
            let _ = writeln!(out, "  - {}", step_line(s));
            let _ = writeln!(out, "    {}", s.remedy);
        }
    }
    unknown_lines(&v.unknown, out);
    if !v.notes.is_empty() {
        let _ = writeln!(out, "  Not blocking:");
        for s in &v.notes {
            let _ = writeln!(out, "  - {} ({})", step_line(s), s.remedy);
        }
    }
    if v.readiness == Readiness::Ready {
        let _ = writeln!(
            out,
            "  Nothing in the cluster is bitten by the releases up to {}.\n  Read their notes for what the cluster cannot show: {UPGRADE_URL}",
            v.to
        );
    }
}

/// Prints the report in the chosen format (`-o name`: the report's name; the verdict is the
/// exit code).
pub fn report(p: &Printer, report: &UpgradeReport, show: usize) -> Result<()> {
    match p.format {
        OutputFormat::Json | OutputFormat::Yaml => p.object_doc("UpgradeReport", report),
        OutputFormat::Name => p.out(&super::name_lines("upgradereport", [report.to.as_str()])),
        OutputFormat::Table | OutputFormat::Wide => {
            let show = if p.format == OutputFormat::Wide {
                usize::MAX
            } else {
                show.max(1)
            };
            p.out(&render(report, show))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nodewright_model::upgrade::{ObjectRef, OperatorPart};

    fn check(code: &str, severity: Severity, objects: Vec<ObjectRef>) -> Check {
        Check {
            release: "v0.20.0".into(),
            planned: false,
            rule: "foreign-cordon-kept".into(),
            code: code.into(),
            title: "t".into(),
            note: "operator/RELEASE_NOTES.md, \"operator/v0.20.0 - 2026-10-06\", Behavior Changes"
                .into(),
            severity,
            count: objects.len(),
            message: if objects.is_empty() {
                String::new()
            } else {
                "2 node(s) are cordoned".into()
            },
            remedy: if objects.is_empty() {
                String::new()
            } else {
                "kubectl uncordon a".into()
            },
            objects,
        }
    }

    #[test]
    fn the_report_reads_as_the_migration_report_does() {
        let nodes = ["a", "b"]
            .map(|n| ObjectRef::new("Node", None, n, String::new()))
            .to_vec();
        let cordons = check("foreign-cordon", Severity::Change, nodes);
        let checks = vec![
            check("taint-key-refused", Severity::Blocking, Vec::new()),
            cordons,
        ];
        let verdict = nodewright_model::upgrade::verdict(
            &checks,
            Vec::new(),
            Some("v0.19.0".into()),
            "v0.20.0",
        );
        let r = UpgradeReport {
            from: Some("v0.19.0".into()),
            to: "v0.20.0".into(),
            removal_version: "v0.21.0".into(),
            generated_at: "now".into(),
            operator: OperatorPart {
                deployments: Vec::new(),
                version: Some("v0.19.0".into()),
                configured_taint: "nodewright.nvidia.com=runtime-required:NoSchedule".into(),
                taint_source: "default".into(),
            },
            releases: vec!["v0.20.0".into()],
            checks,
            other_rules: Vec::new(),
            verdict,
        };
        let text = render(&r, 1);
        assert!(
            text.contains("v0.19.0 -> v0.20.0 (releases v0.20.0)"),
            "{text}"
        );
        assert!(
            text.lines()
                .any(|l| l.split_whitespace().collect::<Vec<_>>()
                    == [
                        "v0.20.0",
                        "foreign-cordon",
                        "foreign-cordon-kept",
                        "change",
                        "2",
                        "node/a",
                        "and",
                        "1",
                        "more"
                    ]),
            "{text}"
        );
        assert!(
            text.contains("  Release note: operator/RELEASE_NOTES.md"),
            "{text}"
        );
        assert!(
            text.contains("VERDICT FOR v0.20.0: READY WITH CHANGES"),
            "{text}"
        );
        assert!(
            text.contains("  - [v0.20.0 foreign-cordon] 2 node(s) are cordoned"),
            "{text}"
        );
        assert!(!text.contains("Must change first"), "{text}");
    }
}
