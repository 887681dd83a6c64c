//! `migration status` over several contexts: a verdict per cluster, then one for the fleet with
//! the clusters to fix first (`MigrationReportList` in JSON/YAML).

use std::fmt::Write as _;

use serde::Serialize;

use super::{indent, readiness_word, render};
use crate::contexts::{FleetList, items, statuses};
use crate::table::{Cell, Table};
use crate::{OutputFormat, Printer};
use nodewright_error::Result;
use nodewright_model::fleet::{FleetVerdict, Outcome};
use nodewright_model::migration::Readiness;
use nodewright_model::migration::report::MigrationReport;

/// `migration status` over several contexts as text: with `wide`, every report read (indented,
/// under `CONTEXT name`); then the per-cluster table and the fleet verdict. `reports` are the
/// contexts in order, each with its report or `None` when it could not be read.
fn fleet(
    reports: &[(&str, Option<&MigrationReport>)],
    v: &FleetVerdict,
    show: usize,
    wide: bool,
) -> String {
    let mut out = String::new();
    if wide {
        for (context, r) in reports {
            if let Some(r) = r {
                let _ = writeln!(out, "CONTEXT {context}\n");
                out.push_str(&indent(&render(r, usize::MAX)));
                out.push('\n');
            }
        }
    }
    out.push_str(&fleet_table(reports).render());
    let count = |want: Option<Readiness>| {
        reports
            .iter()
            .filter(|(_, r)| r.map(|r| r.verdict.readiness) == want)
            .count()
    };
    let mut tally = vec![
        format!("{} ready", count(Some(Readiness::Ready))),
        format!("{} not ready", count(Some(Readiness::NotReady))),
    ];
    if count(Some(Readiness::Unknown)) > 0 {
        tally.push(format!("{} unknown", count(Some(Readiness::Unknown))));
    }
    if count(None) > 0 {
        tally.push(format!("{} could not be read", count(None)));
    }
    let _ = writeln!(
        out,
        "\nVERDICT FOR {} ACROSS {} CONTEXTS: {} ({})",
        v.removal_version,
        reports.len(),
        readiness_word(v.readiness),
        tally.join(", ")
    );
    fix_first(&mut out, reports, v, show);
    if !v.unknown.is_empty() {
        let _ = writeln!(out, "  Could not be checked:");
        for (context, r) in reports
            .iter()
            .filter(|(context, _)| v.unknown.iter().any(|u| u == context))
        {
            match r {
                None => {
                    let _ = writeln!(out, "  - {context}: not read (the error is on stderr)");
                }
                Some(r) => {
                    let _ = writeln!(out, "  - {context}: {}", r.verdict.unknown.join("; "));
                }
            }
        }
    }
    if v.readiness == Readiness::Ready {
        let _ = writeln!(
            out,
            "  Nothing in these clusters blocks {}; see each cluster's manual checks (-o wide).",
            v.removal_version
        );
    }
    out
}

/// One row per context: its verdict and the counts behind it (`FAILED` when it was not read).
fn fleet_table(reports: &[(&str, Option<&MigrationReport>)]) -> Table {
    let mut t = Table::new(&[
        "context",
        "verdict",
        "must-change",
        "legacy-tainted",
        "stranded",
        "legacy-only-keys",
        "provisioning",
        "workloads",
        "operator",
    ]);
    for (context, r) in reports {
        let row = match r {
            Some(r) => vec![
                Cell::from(*context),
                Cell::from(readiness_word(r.verdict.readiness)),
                Cell::from(r.verdict.must_change.len().to_string()),
                Cell::from(r.nodes.gate_taint.legacy.count.to_string()),
                Cell::from(r.nodes.gated_only_by_legacy.count.to_string()),
                Cell::from(r.nodes.annotations.legacy_only.count.to_string()),
                Cell::from(r.provisioning.sources.len().to_string()),
                Cell::from(r.workloads.legacy_only.len().to_string()),
                Cell::from(
                    r.operator
                        .version
                        .clone()
                        .unwrap_or_else(|| "not found".into()),
                ),
            ],
            None => {
                let mut row = vec![Cell::from(*context), Cell::from("FAILED")];
                row.extend((0..7).map(|_| Cell::from("-")));
                row
            }
        };
        t.row(row);
    }
    t
}

/// The clusters to fix first, in order, each with its first `show` must-change actions.
fn fix_first(
    out: &mut String,
    reports: &[(&str, Option<&MigrationReport>)],
    v: &FleetVerdict,
    show: usize,
) {
    if v.fix_first.is_empty() {
        return;
    }
    let _ = writeln!(out, "  Fix first, in this order:");
    for (i, c) in v.fix_first.iter().enumerate() {
        let _ = writeln!(
            out,
            "  {}. {} ({} must change{})",
            i + 1,
            c.context,
            c.must_change,
            if c.stranded_nodes > 0 {
                format!(
                    "; {} node{} gated only by the legacy taint",
                    c.stranded_nodes,
                    if c.stranded_nodes == 1 { "" } else { "s" }
                )
            } else {
                String::new()
            }
        );
        let report = reports
            .iter()
            .find(|(context, _)| *context == c.context)
            .and_then(|(_, r)| *r);
        for a in report
            .iter()
            .flat_map(|r| r.verdict.must_change.iter())
            .take(show)
        {
            let _ = writeln!(out, "     - {}", a.message);
            let _ = writeln!(out, "       {}", a.remedy);
        }
    }
}

/// `migration status -o json` over several contexts (`kind: MigrationReportList`).
#[derive(Debug, Serialize)]
pub struct ReportList<'a> {
    #[serde(flatten)]
    list: FleetList<'a, MigrationReport, ReadinessOnly>,
    verdict: FleetVerdict,
}

#[derive(Debug, Serialize)]
pub struct ReadinessOnly {
    readiness: Readiness,
}

/// `migration status` over several contexts: a verdict per cluster, then one for the fleet
/// with the clusters to fix first. `-o wide` also prints every cluster's full report.
pub fn contexts(
    p: &Printer,
    outcomes: &[Outcome<MigrationReport>],
    removal_version: &str,
    show: usize,
) -> Result<()> {
    let reports: Vec<(&str, Option<&MigrationReport>)> = outcomes
        .iter()
        .map(|o| (o.context.as_str(), o.result.as_ref().ok()))
        .collect();
    let verdict = FleetVerdict::of(&reports, removal_version);
    let ready = |r: &MigrationReport| r.verdict.readiness == Readiness::Ready;
    match p.format {
        OutputFormat::Json | OutputFormat::Yaml => p.object_doc(
            "MigrationReportList",
            &ReportList {
                list: FleetList {
                    items: items(outcomes, std::slice::from_ref),
                    contexts: statuses(outcomes, ready, |r| ReadinessOnly {
                        readiness: r.verdict.readiness,
                    }),
                },
                verdict,
            },
        ),
        OutputFormat::Name => {
            // As with one context: the report's name (the verdict is the exit code).
            let versions = outcomes
                .iter()
                .filter_map(|o| o.result.as_ref().ok())
                .map(|r| r.removal_version.as_str());
            p.out(&crate::name_lines("migrationreport", versions))
        }
        OutputFormat::Table | OutputFormat::Wide => p.out(&fleet(
            &reports,
            &verdict,
            show.max(1),
            p.format == OutputFormat::Wide,
        )),
    }
}
