//! `migration status` as text: the report as sections of kubectl-style tables.

use std::fmt::Write as _;

use super::{OutputFormat, Printer};
use crate::table::{Cell, Table};
use nodewright_error::Result;
use nodewright_model::migration::report::*;
use nodewright_model::migration::{Action, Readiness, TolerationUse};

mod fleet;

pub use fleet::contexts;

/// `a, b, c and 7 more`.
pub fn first_few(names: &[String], show: usize) -> String {
    if names.is_empty() {
        return "-".into();
    }
    let mut s = names
        .iter()
        .take(show)
        .cloned()
        .collect::<Vec<_>>()
        .join(", ");
    if names.len() > show {
        let _ = write!(s, " and {} more", names.len() - show);
    }
    s
}

pub fn indent(text: &str) -> String {
    text.lines()
        .map(|l| {
            if l.is_empty() {
                "\n".to_string()
            } else {
                format!("  {l}\n")
            }
        })
        .collect()
}

fn todo_lines(out: &mut String, todo: &[Action]) {
    for a in todo {
        let _ = writeln!(out, "  To do: {}", a.message);
        let _ = writeln!(out, "         {}", a.remedy);
    }
}

fn named_row(t: &mut Table, label: &str, n: &Named, show: usize) {
    t.row(vec![
        Cell::from(label),
        Cell::from(n.count.to_string()),
        Cell::from(first_few(&n.names, show)),
    ]);
}

/// The report as sections of kubectl-style tables.
pub fn render(r: &MigrationReport, show: usize) -> String {
    let mut out = String::new();
    operator_section(r, &mut out);
    crs_section(r, show, &mut out);
    nodes_section(r, show, &mut out);
    provisioning_section(r, show, &mut out);
    workloads_section(r, show, &mut out);
    verdict_section(r, &mut out);
    out
}

/// The operator Deployments and their configuration, and the API groups served.
/// A verdict's "Could not be checked" list (`migration status`, `upgrade check`).
pub(super) fn unknown_lines(unknown: &[String], out: &mut String) {
    if !unknown.is_empty() {
        let _ = writeln!(out, "  Could not be checked:");
        for u in unknown {
            let _ = writeln!(out, "  - {u}");
        }
    }
}

/// The operator Deployments, one row each, indented (`migration status`, `upgrade check`).
pub(super) fn deployments_table(
    deployments: &[nodewright_model::operator::OperatorDeployment],
) -> String {
    let mut t = Table::new(&["deployment", "version", "ready", "image"]);
    for d in deployments {
        t.row(vec![
            Cell::from(format!("{}/{}", d.namespace, d.name)),
            Cell::from(d.version.clone().unwrap_or_else(|| "?".into())),
            Cell::from(format!("{}/{}", d.ready_replicas, d.replicas)),
            Cell::from(d.image.as_str()),
        ]);
    }
    indent(&t.render())
}

fn operator_section(r: &MigrationReport, out: &mut String) {
    let o = &r.operator;
    let _ = writeln!(out, "OPERATOR");
    if o.deployments.is_empty() {
        let _ = writeln!(
            out,
            "  No operator Deployment found{}",
            o.unreadable
                .as_ref()
                .map(|u| format!(" ({u})"))
                .unwrap_or_default()
        );
    } else {
        out.push_str(&deployments_table(&o.deployments));
    }
    let _ = writeln!(
        out,
        "  Configured taint:      {} ({})",
        o.configured_taint, o.taint_source
    );
    let _ = writeln!(
        out,
        "  Pinned to legacy key:  {}",
        if o.pinned_to_legacy_key {
            "yes (the legacy key stays recognised as the configured taint after the removal release)"
        } else {
            "no"
        }
    );
    let _ = writeln!(out, "  LEGACY_CLEANUP_DELAY:  {}", o.legacy_cleanup_delay);
    let _ = writeln!(
        out,
        "  Removal release:       {}{}",
        r.removal_version,
        if o.at_or_past_removal {
            " (the operator is already at or past it: the legacy taint is no longer recognised)"
        } else {
            ""
        }
    );
    todo_lines(out, &o.todo);

    // API groups.
    let _ = writeln!(out, "\nAPI GROUPS");
    let mut t = Table::new(&["group", "served", "for"]);
    for gr in &r.api_groups {
        t.row(vec![
            Cell::from(gr.group.as_str()),
            Cell::from(if gr.versions.is_empty() {
                "no".to_string()
            } else {
                gr.versions.join(", ")
            }),
            Cell::from(gr.what),
        ]);
    }
    out.push_str(&indent(&t.render()));
}

/// Skyhooks and NodeWrights: counts, mirrors, rollback windows.
fn crs_section(r: &MigrationReport, show: usize, out: &mut String) {
    let c = &r.custom_resources;
    let _ = writeln!(out, "\nCUSTOM RESOURCES");
    let mut t = Table::new(&["what", "count", "names"]);
    for (label, gc) in [
        ("Skyhook (skyhook.nvidia.com)", &c.skyhooks),
        ("NodeWright (nodewright.nvidia.com)", &c.nodewrights),
    ] {
        let names = match (&gc.unreadable, gc.served) {
            (Some(_), _) => "could not be read (forbidden)".to_string(),
            (None, false) => "not served".to_string(),
            (None, true) => first_few(&gc.names, show),
        };
        t.row(vec![
            Cell::from(label),
            Cell::from(gc.count.to_string()),
            Cell::from(names),
        ]);
    }
    named_row(&mut t, "Skyhooks not mirrored", &c.not_mirrored, show);
    out.push_str(&indent(&t.render()));
    for (label, list) in [
        ("Rollback window open", &c.rollback_window_open),
        ("Rollback window ended", &c.rollback_window_ended),
    ] {
        if list.is_empty() {
            continue;
        }
        let _ = writeln!(out, "  {label}: {}", list.len());
        let mut t = Table::new(&["nodewright", "mirrored from", "migrated at", "window ends"]);
        for w in list.iter().take(show) {
            t.row(vec![
                Cell::from(w.name.as_str()),
                Cell::from(w.mirrored_from.as_str()),
                Cell::from(w.migrated_at.clone().unwrap_or_else(|| "-".into())),
                Cell::from(w.ends_at.clone().unwrap_or_else(|| "unknown".into())),
            ]);
        }
        out.push_str(&indent(&indent(&t.render())));
        if list.len() > show {
            let _ = writeln!(out, "    and {} more", list.len() - show);
        }
    }
    todo_lines(out, &c.todo);
}

/// Nodes: gate taints and operator keys by prefix.
fn nodes_section(r: &MigrationReport, show: usize, out: &mut String) {
    let n = &r.nodes;
    let _ = writeln!(out, "\nNODES ({})", n.total);
    if let Some(u) = &n.unreadable {
        let _ = writeln!(out, "  Could not be read: {u}");
    }
    let mut t = Table::new(&["gate taint", "nodes", "names"]);
    named_row(&mut t, "configured", &n.gate_taint.configured, show);
    named_row(&mut t, "legacy", &n.gate_taint.legacy, show);
    named_row(&mut t, "value mismatch", &n.gate_taint.value_mismatch, show);
    named_row(&mut t, "unrecognised", &n.gate_taint.unrecognised, show);
    named_row(&mut t, "none", &n.gate_taint.none, show);
    out.push_str(&indent(&t.render()));
    let _ = writeln!(out);
    let mut t = Table::new(&["operator keys", "nodes", "names"]);
    named_row(&mut t, "legacy only", &n.annotations.legacy_only, show);
    named_row(&mut t, "copied", &n.annotations.copied, show);
    named_row(&mut t, "divergent", &n.annotations.divergent, show);
    named_row(&mut t, "new only", &n.annotations.new_only, show);
    named_row(&mut t, "none", &n.annotations.none, show);
    named_row(
        &mut t,
        "lingering legacy keys",
        &n.lingering_legacy_keys,
        show,
    );
    named_row(
        &mut t,
        "keys of deleted CRs",
        &n.legacy_keys_of_deleted_crs,
        show,
    );
    out.push_str(&indent(&t.render()));
    if !n.lingering_keys.is_empty() {
        let keys: Vec<String> = n
            .lingering_keys
            .iter()
            .map(|(k, c)| format!("{k} ({c})"))
            .collect();
        let _ = writeln!(out, "  Lingering keys: {}", first_few(&keys, show));
    }
    if !n.deleted_crs.is_empty() {
        let _ = writeln!(
            out,
            "  Deleted CRs named by legacy keys: {}",
            first_few(&n.deleted_crs, show)
        );
    }
    todo_lines(out, &n.todo);
}

/// Where provisioning still names the legacy taint, and what to check by hand.
fn provisioning_section(r: &MigrationReport, show: usize, out: &mut String) {
    let p = &r.provisioning;
    let _ = writeln!(
        out,
        "\nPROVISIONING SOURCES NAMING THE LEGACY KEY ({})",
        p.sources.len()
    );
    if !p.sources.is_empty() {
        let mut t = Table::new(&["object", "field", "taint"]);
        for s in p.sources.iter().take(show) {
            t.row(vec![
                Cell::from(s.object()),
                Cell::from(s.field.as_str()),
                Cell::from(s.value.as_str()),
            ]);
        }
        out.push_str(&indent(&t.render()));
        if p.sources.len() > show {
            let _ = writeln!(out, "  and {} more", p.sources.len() - show);
        }
    }
    let _ = writeln!(
        out,
        "  Checked:     {}",
        if p.checked.is_empty() {
            "-".to_string()
        } else {
            p.checked.join(", ")
        }
    );
    let _ = writeln!(
        out,
        "  Not served:  {}",
        if p.not_served.is_empty() {
            "-".to_string()
        } else {
            p.not_served.join(", ")
        }
    );
    for u in &p.unreadable {
        let _ = writeln!(out, "  Could not be read: {u}");
    }
    let _ = writeln!(out, "  Check by hand (the cluster cannot show these):");
    for m in &p.manual_checks {
        let _ = writeln!(out, "    - {}: {}", m.what, m.guidance);
    }
    todo_lines(out, &p.todo);
}

/// Workloads that tolerate only the legacy taint (or both).
fn workloads_section(r: &MigrationReport, show: usize, out: &mut String) {
    let w = &r.workloads;
    let _ = writeln!(
        out,
        "\nWORKLOADS TOLERATING THE LEGACY KEY ({} of {} read)",
        w.legacy_only.len() + w.both.len(),
        w.scanned
    );
    let all: Vec<&WorkloadRef> = w.legacy_only.iter().chain(w.both.iter()).collect();
    if !all.is_empty() {
        let mut t = Table::new(&["workload", "tolerates"]);
        for x in all.iter().take(show) {
            let what = match x.tolerates {
                TolerationUse::LegacyOnly => "legacy key only",
                TolerationUse::Both => "both keys",
            };
            t.row(vec![
                Cell::from(format!(
                    "{}/{}/{}",
                    x.kind.to_ascii_lowercase(),
                    x.namespace,
                    x.name
                )),
                Cell::from(what),
            ]);
        }
        out.push_str(&indent(&t.render()));
        if all.len() > show {
            let _ = writeln!(out, "  and {} more", all.len() - show);
        }
    }
    for u in &w.unreadable {
        let _ = writeln!(out, "  Could not be read: {u}");
    }
    todo_lines(out, &w.todo);
}

/// The verdict for the removal release, what must change first, and what could not be checked.
fn verdict_section(r: &MigrationReport, out: &mut String) {
    let v = &r.verdict;
    let word = match v.readiness {
        Readiness::Ready => "READY",
        Readiness::NotReady => "NOT READY",
        Readiness::Unknown => "UNKNOWN",
    };
    let _ = writeln!(out, "\nVERDICT FOR {}: {word}", v.removal_version);
    if !v.must_change.is_empty() {
        let _ = writeln!(out, "  Must change first, in this order:");
        for (i, a) in v.must_change.iter().enumerate() {
            let _ = writeln!(out, "  {}. {}", i + 1, a.message);
            let _ = writeln!(out, "     {}", a.remedy);
        }
    }
    unknown_lines(&v.unknown, out);
    if !v.advisories.is_empty() {
        let _ = writeln!(out, "  Not blocking:");
        for a in &v.advisories {
            let _ = writeln!(out, "  - {} ({})", a.message, a.remedy);
        }
    }
    if v.readiness == Readiness::Ready {
        let _ = writeln!(
            out,
            "  Nothing in the cluster blocks {}; check the manual list above.",
            v.removal_version
        );
    }
}

pub(super) fn readiness_word(r: Readiness) -> &'static str {
    match r {
        Readiness::Ready => "READY",
        Readiness::NotReady => "NOT READY",
        Readiness::Unknown => "UNKNOWN",
    }
}

/// Prints one cluster's report in the chosen format (`-o name`: the report's name; the verdict
/// is the exit code).
pub fn report(p: &Printer, report: &MigrationReport, show: usize) -> Result<()> {
    match p.format {
        OutputFormat::Json | OutputFormat::Yaml => p.object_doc("MigrationReport", report),
        OutputFormat::Name => p.out(&super::name_lines(
            "migrationreport",
            [report.removal_version.as_str()],
        )),
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
