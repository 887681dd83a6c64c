//! `explain`'s sections on what else keeps work off the node (the gates of other owners) and
//! what happened to it (its recent events). Every text from the cluster is escaped here.

use std::fmt::Write as _;

use anstyle::{AnsiColor, Style};
use jiff::Timestamp;

use crate::terminal::escape as esc;
use nodewright_model::events::RecentEvents;
use nodewright_model::gate::NodeGate;
use nodewright_model::readiness::condition_line;

/// The gates other than NodeWright's: owner, gate, what holds it, the fix; a readiness rule's
/// mode and each required condition; with `detail`, where the owner documents it.
pub fn section(g: &NodeGate, detail: bool, s: &mut String) {
    let dim = Style::new().fg_color(Some(AnsiColor::BrightBlack.into()));
    let bold = Style::new().bold();
    let yellow = Style::new().fg_color(Some(AnsiColor::Yellow.into()));
    let _ = writeln!(s, "\n{bold}Other gates:{bold:#}");
    if g.other_gates.is_empty() {
        let _ = writeln!(s, "  none");
    }
    for o in &g.other_gates {
        // A rule's conditions have a line each below: its reason says no more than they do.
        let reason = match &o.rule {
            Some(r) => format!(
                "NodeReadinessRule {} keeps it until every required condition holds",
                r.name
            ),
            None => o.reason.clone(),
        };
        let _ = writeln!(
            s,
            "  {yellow}{}{yellow:#} ({}): {}",
            esc(&o.gate),
            o.owner.title(),
            esc(&reason)
        );
        if let Some(r) = &o.rule {
            let _ = writeln!(
                s,
                "    {dim}rule:{dim:#} NodeReadinessRule {} (mode {}{})",
                esc(&r.name),
                esc(&r.mode),
                if r.dry_run {
                    ", dry run: the controller changes no taint"
                } else {
                    ""
                }
            );
            for c in &r.conditions {
                let _ = writeln!(
                    s,
                    "    {dim}condition:{dim:#} {} {}",
                    if c.met { "met" } else { "NOT met" },
                    esc(&condition_line(c))
                );
            }
        }
        let _ = writeln!(s, "    {dim}fix:{dim:#} {}", esc(&o.remedy));
        if detail {
            let _ = writeln!(s, "    {dim}source:{dim:#} {}", o.source);
        }
    }
}

/// The node's recent events and its NodeWrights', newest first; an operator warning names the
/// blocker it explains.
pub fn events_section(events: &RecentEvents, now: Timestamp, s: &mut String) {
    let bold = Style::new().bold();
    let red = Style::new().fg_color(Some(AnsiColor::Red.into()));
    let dim = Style::new().fg_color(Some(AnsiColor::BrightBlack.into()));
    let shown = if events.found > events.items.len() {
        format!(" (newest {} of {})", events.items.len(), events.found)
    } else {
        String::new()
    };
    let _ = writeln!(s, "\n{bold}Events{shown}:{bold:#}");
    if let Some(note) = &events.note {
        let _ = writeln!(s, "  {}", esc(note));
    }
    for e in &events.items {
        let ago = e
            .last_seen
            .as_deref()
            .and_then(|t| t.parse::<Timestamp>().ok())
            .map_or("?".into(), |t| {
                super::explain::human_ago(now.as_second() - t.as_second())
            });
        let ty = if e.type_ == "Warning" {
            format!("{red}Warning{red:#}")
        } else {
            esc(&e.type_).into_owned()
        };
        let count = if e.count > 1 {
            format!(" (x{})", e.count)
        } else {
            String::new()
        };
        let _ = writeln!(
            s,
            "  {ago:>7} ago  {ty}  {}  {}  {}{count}: {}",
            esc(&e.reason),
            esc(&e.object),
            esc(&e.source),
            esc(&e.message)
        );
        if let Some(code) = &e.explains {
            let _ = writeln!(s, "    {dim}explains:{dim:#} {code}");
        }
    }
}
