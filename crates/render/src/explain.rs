//! `explain` as text: one node's gate state, blockers with their fixes, the CRs selecting it
//! with packages declared versus observed, and the operator's keys on it.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use anstyle::{AnsiColor, Style};
use jiff::Timestamp;
use serde::Serialize;

use super::contexts::InContext;
use super::{OutputFormat, Printer};
use crate::table::{Cell, Table};
// Cluster text placed beside the view's styles: every control character shown.
use crate::terminal::escape as esc;
use crate::{enum_name, state_style};
use nodewright_error::Result;
use nodewright_model::events::RecentEvents;
use nodewright_model::gate::NodeGate;
use nodewright_model::{OperatorConfig, Taint};

/// `explain -o json`: the gate item with its full detail.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Explanation<'a> {
    #[serde(flatten)]
    pub gate: &'a NodeGate,
    /// Every taint on the node.
    pub taints: &'a [Taint],
    /// Every NodeWright/Skyhook annotation on the node.
    pub annotations: &'a BTreeMap<String, String>,
    /// Every NodeWright/Skyhook label on the node.
    pub labels: BTreeMap<&'a str, &'a str>,
    /// The operator configuration the evaluation used.
    pub operator: &'a OperatorConfig,
    /// The release that stops recognising the legacy taint (`--removal-version`).
    pub removal_version: String,
    /// On a node Karpenter launched, what may be said of the taints that keep work off and that
    /// no owner the plugin knows placed: they may be its NodePool's startupTaints.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub startup_taints: Option<String>,
    /// The node's recent events and its NodeWrights' (absent with `--events=false`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub events: Option<&'a RecentEvents>,
    /// The text in full: the operator's configuration and each blocker's release rule
    /// (`explain --detail`, `-v`). Not part of the document.
    #[serde(skip)]
    pub detail: bool,
}

/// The human-readable explanation.
pub fn text(doc: &Explanation<'_>, now: Timestamp) -> String {
    let g = doc.gate;
    let bold = Style::new().bold();
    let mut s = String::new();
    let st = state_style(g.state);
    let _ = writeln!(s, "{bold}Node:{bold:#}          {}", g.name);
    let _ = writeln!(
        s,
        "{bold}State:{bold:#}         {st}{}{st:#}",
        enum_name(&g.state)
    );
    // What holds the node, on the third line: a reader finds it without scrolling.
    let _ = writeln!(s, "{bold}Held by:{bold:#}       {}", held_by(g));
    if let Some(cordon) = &g.runtime_required_cordon {
        let _ = writeln!(s, "{bold}Cordoned:{bold:#}      {}", esc(cordon));
    }
    if let Some(cordon) = &g.foreign_cordon {
        let _ = writeln!(s, "{bold}Cordoned:{bold:#}      {}", esc(cordon));
    }
    if let Some(hint) = state_hint(g) {
        let _ = writeln!(s, "{bold}What to do:{bold:#}    {}", esc(&hint));
    }
    let gate_taint = match &g.taint {
        Some(t) => format!("{} ({})", t.spec(), enum_name(&t.kind)),
        None => "none".into(),
    };
    let _ = writeln!(s, "{bold}Gate taint:{bold:#}    {}", esc(&gate_taint));
    let others: Vec<String> = doc
        .taints
        .iter()
        .filter(|t| {
            !g.gate_taints
                .iter()
                .any(|gt| gt.key == t.key && gt.effect == t.effect)
                && !g
                    .other_gates
                    .iter()
                    .any(|o| o.gate == nodewright_model::taint::display_taint(t))
        })
        .map(nodewright_model::taint::display_taint)
        .collect();
    let _ = writeln!(
        s,
        "{bold}Other taints:{bold:#}  {}",
        if others.is_empty() {
            "none".into()
        } else {
            esc(&others.join(", ")).into_owned()
        }
    );
    if let Some(note) = &doc.startup_taints {
        let _ = writeln!(s, "               {}", esc(note));
    }
    let _ = writeln!(s, "{bold}Schedulable:{bold:#}   {}", schedulable_line(g));
    let _ = writeln!(
        s,
        "{bold}Ignored:{bold:#}       {}",
        if g.ignored {
            "yes (ignore label set)"
        } else {
            "no"
        }
    );
    if let Some(t) = &g.last_change {
        let ago = t
            .parse::<jiff::Timestamp>()
            .ok()
            .map(|ts| format!(" ({} ago)", human_ago(now.as_second() - ts.as_second())))
            .unwrap_or_default();
        let _ = writeln!(s, "{bold}Last change:{bold:#}   {}{ago}", esc(t));
    }
    let _ = writeln!(s, "{bold}Operator:{bold:#}      {}", operator_line(doc));
    blockers_section(g, doc.detail, &mut s);
    super::gates::section(g, doc.detail, &mut s);
    nodewrights_section(g, &mut s);
    keys_section(doc, &mut s);
    if let Some(events) = doc.events {
        super::gates::events_section(events, now, &mut s);
    }
    s
}

/// The `Schedulable:` line: yes, or what keeps work off besides NodeWright's gate.
fn schedulable_line(g: &NodeGate) -> String {
    if g.schedulable {
        return "yes".into();
    }
    let mut why: Vec<String> = g.other_gates.iter().map(|o| o.summary()).collect();
    if g.unschedulable && !g.other_gates.iter().any(|o| o.gate == "spec.unschedulable") {
        why.push("cordoned by NodeWright".into());
    }
    match (g.held_elsewhere(), why.is_empty()) {
        (true, _) => format!(
            "no: {}, yet it is held: {}",
            if g.state == nodewright_model::gate::GateState::Released {
                "NodeWright released it"
            } else {
                "NodeWright does not gate it"
            },
            esc(&why.join(", "))
        ),
        (false, true) => "no (NodeWright's gate)".into(),
        (false, false) => format!("no (NodeWright's gate; also {})", esc(&why.join(", "))),
    }
}

/// The `Operator:` line: the version and readiness; with `detail`, the Deployment, the taint
/// and the legacy taint's window too.
fn operator_line(doc: &Explanation<'_>) -> String {
    let c = doc.operator;
    let ready = match c.operator_ready {
        Some(true) => "ready",
        Some(false) => "NOT ready or not found",
        None => "readiness unknown (cannot read Deployments)",
    };
    let version = esc(c.version.as_deref().unwrap_or("version unknown"));
    if !doc.detail {
        return format!("{version}, {ready} (more: explain --detail)");
    }
    format!(
        "{version} from {}; taint {}; legacy taint {} ({}); {ready}",
        esc(&c.source.to_string()),
        esc(&c.taint.to_string()),
        if c.legacy_taint_recognised {
            "recognised"
        } else {
            "NOT recognised"
        },
        legacy_window(&doc.removal_version),
    )
}

/// The "Held by:" line: the first blocker's code and the first clause of its message, else
/// what the state itself says.
fn held_by(g: &NodeGate) -> String {
    use nodewright_model::gate::GateState::*;
    if let Some(b) = g.blockers.first() {
        let clause = b.message.split("; ").next().unwrap_or(&b.message);
        let more = match g.blockers.len() {
            1 => String::new(),
            n => format!(" (+{} more below)", n - 1),
        };
        return format!("{}{more}: {}", b.code.name(), esc(clause));
    }
    match g.state {
        Exposed => "no gate taint: workloads may land before packages complete".into(),
        PendingTaint => "nothing yet: the operator taints it on its next pass".into(),
        Gated => "the gate, while packages run".into(),
        Released | Ungated if !g.schedulable && !g.other_gates.is_empty() => format!(
            "not NodeWright{}: {}",
            if g.state == Released {
                " (released)"
            } else {
                ""
            },
            esc(&g
                .other_gates
                .iter()
                .map(|o| o.summary())
                .collect::<Vec<_>>()
                .join(", "))
        ),
        Released => "nothing: released".into(),
        Ungated => "nothing: no runtime-required NodeWright selects it".into(),
        Stuck => "-".into(),
    }
}

/// The blockers, most important first, each with its fix (and with `detail`, its rule).
fn blockers_section(g: &NodeGate, detail: bool, s: &mut String) {
    let dim = Style::new().fg_color(Some(AnsiColor::BrightBlack.into()));
    let bold = Style::new().bold();
    let _ = writeln!(s, "\n{bold}Blockers:{bold:#}");
    if g.blockers.is_empty() {
        if g.state == nodewright_model::gate::GateState::Exposed {
            let _ = writeln!(
                s,
                "  none, but no gate taint: workloads may land (What to do, above)"
            );
        } else {
            let _ = writeln!(s, "  none");
        }
    }
    for b in &g.blockers {
        let red = Style::new().fg_color(Some(AnsiColor::Red.into()));
        let _ = writeln!(s, "  {red}{}{red:#}: {}", b.code.name(), esc(&b.message));
        // Where the chain ends: what must be fixed first, and where.
        if let Some(r) = &b.root {
            let _ = writeln!(
                s,
                "    {dim}root:{dim:#} {} of {} on {}",
                r.code.name(),
                esc(&r.cr),
                if r.node.is_empty() {
                    "?".into()
                } else {
                    esc(&r.node)
                }
            );
        }
        let _ = writeln!(s, "    {dim}fix:{dim:#} {}", esc(&b.remedy));
        match b.rule {
            Some(r) if detail => {
                let _ = writeln!(s, "    {dim}rule:{dim:#} {}", rule_line(r));
            }
            Some(r) => {
                let _ = writeln!(s, "    {dim}rule:{dim:#} {} (explain --detail)", r.name());
            }
            None => {}
        }
    }
}

/// The legacy taint's window, as the version table has it.
fn legacy_window(removal: &str) -> String {
    use nodewright_model::version::Rule;
    format!(
        "the window: operators from {} (rule {}) to before {removal} (rule {})",
        Rule::Rename.facts().since,
        Rule::Rename.name(),
        Rule::LegacyRemoved.name()
    )
}

/// A release rule as `explain` names it: its name, first release, what it does and where the
/// operator's release notes say so.
pub fn rule_line(r: nodewright_model::version::Rule) -> String {
    let f = r.facts();
    format!(
        "{} (operator {} and later{}): {}; {}",
        r.name(),
        f.since,
        if f.planned { ", planned" } else { "" },
        f.what,
        r.citation()
    )
}

/// Every CR selecting the node: what the operator says, what the plugin derives, and its
/// packages declared versus observed.
fn nodewrights_section(g: &NodeGate, s: &mut String) {
    let dim = Style::new().fg_color(Some(AnsiColor::BrightBlack.into()));
    let bold = Style::new().bold();
    let _ = writeln!(s, "\n{bold}NodeWrights selecting this node:{bold:#}");
    if g.nodewrights.is_empty() {
        let _ = writeln!(s, "  none");
    }
    for cr in &g.nodewrights {
        let mut flags = Vec::new();
        if cr.runtime_required {
            flags.push("runtimeRequired".to_string());
        }
        if cr.paused {
            flags.push("paused".into());
        }
        if cr.disabled {
            flags.push("disabled".into());
        }
        let _ = writeln!(
            s,
            "  {bold}{}{bold:#} ({}{}) operator says: {}; plugin derives: {} ({}/{} packages complete){}",
            esc(&cr.name),
            cr.group.kind(),
            if flags.is_empty() {
                String::new()
            } else {
                format!(", {}", flags.join(", "))
            },
            esc(cr.status.as_deref().unwrap_or("no status yet")),
            if cr.complete {
                "complete"
            } else {
                "not complete"
            },
            cr.packages_complete,
            cr.packages_total,
            cr.state_prefix
                .map(|p| format!("; state read from {}/", p.domain()))
                .unwrap_or_default()
        );
        if let Some(d) = &cr.disagreement {
            let y = Style::new().fg_color(Some(AnsiColor::Yellow.into()));
            let _ = writeln!(s, "    {y}disagreement:{y:#} {}", esc(d));
        }
        if let Some(d) = &cr.stale_record {
            let _ = writeln!(s, "    {dim}stale record:{dim:#} {}", esc(d));
        }
        let mut t = Table::new(&[
            "package", "declared", "observed", "stage", "state", "restarts", "complete",
        ]);
        for p in &cr.packages {
            let differs = p.declared_version != p.observed_version;
            let observed = p.observed_version.clone().unwrap_or_else(|| "-".into());
            t.row(vec![
                Cell::from(p.name.as_str()),
                Cell::from(
                    p.declared_version
                        .clone()
                        .unwrap_or_else(|| "(not declared)".into()),
                ),
                if differs {
                    Cell::styled(
                        observed,
                        Style::new().fg_color(Some(AnsiColor::Yellow.into())),
                    )
                } else {
                    Cell::from(observed)
                },
                Cell::from(p.stage.clone().unwrap_or_else(|| "-".into())),
                Cell::from(p.state.clone().unwrap_or_else(|| "-".into())),
                Cell::from(p.restarts.map_or("-".into(), |r| r.to_string())),
                Cell::from(if p.complete { "yes" } else { "no" }),
            ]);
        }
        if !t.is_empty() {
            for line in t.render().lines() {
                let _ = writeln!(s, "    {line}");
            }
        }
    }
}

/// The operator's annotations and labels on the node (long values shortened).
fn keys_section(doc: &Explanation<'_>, s: &mut String) {
    let dim = Style::new().fg_color(Some(AnsiColor::BrightBlack.into()));
    let bold = Style::new().bold();
    let _ = writeln!(s, "\n{bold}Operator keys on the node:{bold:#}");
    if doc.annotations.is_empty() && doc.labels.is_empty() {
        let _ = writeln!(s, "  none (the node is \"new\" for auto-taint)");
    }
    for (k, v) in doc.annotations {
        let shown = if v.len() > 120 {
            format!(
                "{}... ({} bytes)",
                &v[..v.char_indices().nth(117).map_or(v.len(), |(i, _)| i)],
                v.len()
            )
        } else {
            v.clone()
        };
        let _ = writeln!(s, "  {dim}annotation{dim:#} {}={}", esc(k), esc(&shown));
    }
    for (k, v) in &doc.labels {
        let _ = writeln!(s, "  {dim}label{dim:#}      {}={}", esc(k), esc(v));
    }
}

/// What to do about a state that no blocker explains (blockers carry their own fix).
pub fn state_hint(g: &NodeGate) -> Option<String> {
    use nodewright_model::gate::GateState::*;
    // An exposed node's first act is to close the gate, whatever else holds it.
    if g.state != Exposed
        && !g
            .blockers
            .iter()
            .all(|b| b.code == nodewright_model::gate::BlockerCode::OrphanedState)
    {
        return None;
    }
    match g.state {
        Exposed => Some(format!(
            "close the gate: kubectl nodewright regate {} --confirm",
            g.name
        )),
        PendingTaint => Some(format!(
            "the operator taints this new node on its next reconcile; to close the race now: kubectl nodewright taint {} --confirm",
            g.name
        )),
        Gated => Some(
            match g
                .nodewrights
                .iter()
                .find(|c| c.runtime_required && c.status.is_none() && !c.complete)
            {
                // Nothing written for this CR on the node yet: not proof that anything runs
                // (docs/operator-findings.md, "One invalid CR halts the operator for every CR": a halted operator looked like "packages are running").
                Some(c) => format!(
                    "the operator has not started {} on this node yet (no status); if that lasts, read the operator's log: kubectl nodewright wait {}",
                    c.name, g.name
                ),
                None => format!(
                    "packages are running behind the gate: kubectl nodewright wait {}",
                    g.name
                ),
            },
        ),
        Released | Ungated | Stuck => None,
    }
}

/// `3h12m`, `45s`, `2d3h`.
pub fn human_ago(secs: i64) -> String {
    let s = secs.max(0);
    match s {
        0..=59 => format!("{s}s"),
        60..=3599 => format!("{}m{}s", s / 60, s % 60),
        3600..=86_399 => format!("{}h{}m", s / 3600, (s % 3600) / 60),
        _ => format!("{}d{}h", s / 86_400, (s % 86_400) / 3600),
    }
}

/// Prints one node's explanation in the chosen format.
pub fn one(p: &Printer, doc: &Explanation<'_>, now: Timestamp) -> Result<()> {
    match p.format {
        OutputFormat::Json | OutputFormat::Yaml => p.object_doc("NodeGate", doc),
        OutputFormat::Name => p.out(&super::name_lines("node", [doc.gate.name.as_str()])),
        OutputFormat::Table | OutputFormat::Wide => p.out(&text(doc, now)),
    }
}

/// `explain NODE` over several contexts: the node in each context that has it. One found is one
/// `NodeGate` (with its context), several a `NodeGateList`; the text has a `Context:` line each.
pub fn contexts(p: &Printer, found: &[(&str, Explanation<'_>, Timestamp)]) -> Result<()> {
    match p.format {
        OutputFormat::Json | OutputFormat::Yaml => {
            if let [(context, doc, _)] = found {
                p.object_doc("NodeGate", &InContext { context, item: doc })?;
            } else if !found.is_empty() {
                let items: Vec<InContext<'_, Explanation<'_>>> = found
                    .iter()
                    .map(|(context, item, _)| InContext { context, item })
                    .collect();
                p.list_doc("NodeGateList", &items)?;
            }
            Ok(())
        }
        // The node's name once, as kubectl prints it (the contexts are in -o json).
        OutputFormat::Name => p.out(&super::name_lines(
            "node",
            found.iter().map(|(_, doc, _)| doc.gate.name.as_str()),
        )),
        OutputFormat::Table | OutputFormat::Wide => {
            let bold = Style::new().bold();
            let mut s = String::new();
            for (i, (context, doc, now)) in found.iter().enumerate() {
                if i > 0 {
                    s.push('\n');
                }
                let _ = writeln!(s, "{bold}Context:{bold:#}       {context}");
                s.push_str(&text(doc, *now));
            }
            p.out(&s)
        }
    }
}
