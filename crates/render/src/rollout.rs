//! The `rollout` screen: per CR a stacked progress bar, the counts, rate and ETA with their
//! basis, one line per compartment, the stage times that matter, and what holds the rollout,
//! grouped by blocker. Sized for a 5,000-node fleet on one screen: node names appear only as a
//! few examples per group (`-o json` has them all).

// Cluster text placed beside the view's styles: every control character shown.
use crate::terminal::escape as esc;
use std::borrow::Borrow;
use std::fmt::Write as _;

use anstyle::{AnsiColor, Style};

use super::contexts::{FleetList, items, statuses};
use super::{OutputFormat, Printer};
use crate::table::{Cell, Table};
use nodewright_error::Result;
use nodewright_model::fleet::Outcome;
use nodewright_model::gate::BlockerCode;
use nodewright_model::rollout::{CompartmentState, CompartmentView, Rollout, StageTimes};

const BAR: usize = 50;

fn fg(c: AnsiColor) -> Style {
    Style::new().fg_color(Some(c.into()))
}

/// Human duration: `45s`, `12m`, `3h10m`, `2d4h`.
pub fn human(secs: i64) -> String {
    let s = secs.max(0);
    match s {
        0..60 => format!("{s}s"),
        60..3600 => format!("{}m", s / 60),
        3600..86400 => format!("{}h{:02}m", s / 3600, (s % 3600) / 60),
        _ => format!("{}d{}h", s / 86400, (s % 86400) / 3600),
    }
}

/// The stacked bar: complete, in progress, waiting, then those needing a person.
fn bar(r: &Rollout) -> String {
    let n = &r.nodes;
    let parts = [
        (n.complete, '█', fg(AnsiColor::Green)),
        (n.in_progress, '▓', fg(AnsiColor::Cyan)),
        (n.waiting, '░', fg(AnsiColor::BrightBlack)),
        (n.erroring, '▒', fg(AnsiColor::Red)),
        (n.blocked, '▒', fg(AnsiColor::Magenta)),
        (n.paused, '▒', fg(AnsiColor::Yellow)),
    ];
    let mut s = String::new();
    for ((_, ch, style), k) in parts.iter().zip(bar_cells(&parts.map(|p| p.0), BAR)) {
        if k > 0 {
            let _ = write!(s, "{style}{}{style:#}", ch.to_string().repeat(k));
        }
    }
    if n.selected == 0 {
        s.push_str(&" ".repeat(BAR));
    }
    s
}

/// Splits `width` cells among `counts` in proportion (largest remainder), giving every
/// non-zero count at least one cell. All zero: no cells.
fn bar_cells(counts: &[usize], width: usize) -> Vec<usize> {
    let total: usize = counts.iter().sum();
    if total == 0 {
        return vec![0; counts.len()];
    }
    let mut cells: Vec<usize> = counts.iter().map(|c| c * width / total).collect();
    let mut order: Vec<usize> = (0..counts.len()).collect();
    order.sort_by_key(|i| std::cmp::Reverse(counts[*i] * width % total));
    let mut left = width - cells.iter().sum::<usize>();
    for i in order {
        if left == 0 {
            break;
        }
        if counts[i] > 0 {
            cells[i] += 1;
            left -= 1;
        }
    }
    for i in 0..counts.len() {
        if counts[i] > 0
            && cells[i] == 0
            && let Some(big) = (0..cells.len()).max_by_key(|j| cells[*j])
        {
            cells[big] -= 1;
            cells[i] = 1;
        }
    }
    cells
}

fn compartment_row(c: &CompartmentView, wide: bool) -> Vec<Cell> {
    let done = if c.matched > 0 {
        format!(
            "{}/{} {}%",
            c.complete,
            c.matched,
            c.complete * 100 / c.matched
        )
    } else {
        "0/0".into()
    };
    let stops = match c.failure_threshold {
        Some(t) => format!("{}/{t} failed batches", c.consecutive_failures),
        None => "never".into(),
    };
    let state_text = crate::enum_name(&c.state);
    let state = match c.state {
        CompartmentState::Stopped => Cell::styled(state_text, fg(AnsiColor::Red).bold()),
        CompartmentState::Held => Cell::styled(state_text, fg(AnsiColor::Red)),
        CompartmentState::Done => Cell::styled(state_text, fg(AnsiColor::Green)),
        CompartmentState::Moving | CompartmentState::Idle => Cell::from(state_text),
    };
    let picked = if c.picked.is_empty() {
        "-".to_string()
    } else {
        let shown = if wide { 20 } else { 3 };
        let mut s = c
            .picked
            .iter()
            .take(shown)
            .cloned()
            .collect::<Vec<_>>()
            .join(",");
        if c.batch_size > shown.min(c.picked.len()) {
            let _ = write!(s, " +{}", c.batch_size - shown.min(c.picked.len()));
        }
        s
    };
    vec![
        Cell::from(c.name.as_str()),
        Cell::from(c.strategy.map_or("-", |s| crate::enum_name(&s))),
        Cell::from(done),
        Cell::from(format!("#{}", c.current_batch)),
        Cell::from(c.batch_size.to_string()),
        Cell::from(c.next_batch_size.to_string()),
        Cell::from(c.ceiling.to_string()),
        Cell::from(c.failed_nodes.to_string()),
        Cell::from(stops),
        state,
        Cell::from(picked),
    ]
}

fn stage_row(s: &StageTimes) -> Vec<Cell> {
    let t = |v: Option<i64>| v.map_or("-".to_string(), human);
    let slow = if s.slow.is_empty() {
        Cell::from("-")
    } else {
        let names: Vec<String> = s
            .slow
            .iter()
            .take(3)
            .map(|r| format!("{} ({})", r.node, human(r.seconds)))
            .collect();
        let more = s.slow.len().saturating_sub(3);
        let mut text = names.join(", ");
        if more > 0 {
            let _ = write!(text, " +{more}");
        }
        Cell::styled(text, fg(AnsiColor::Red).bold())
    };
    vec![
        Cell::from(s.package.as_str()),
        Cell::from(s.stage.as_str()),
        Cell::from(s.samples.to_string()),
        Cell::from(t(s.median_seconds)),
        Cell::from(t(s.p90_seconds)),
        Cell::from(s.running.to_string()),
        slow,
    ]
}

fn indent(text: &str) -> String {
    text.lines().map(|l| format!("  {l}\n")).collect()
}

/// One CR's block.
fn one(r: &Rollout, wide: bool, out: &mut String) {
    let n = &r.nodes;
    let bold = Style::new().bold();
    let mut flags = Vec::new();
    if r.runtime_required {
        flags.push("runtime-required".to_string());
    }
    if let Some(p) = &r.deployment_policy {
        flags.push(format!("policy {}", esc(p)));
    }
    if r.disabled {
        flags.push("DISABLED".into());
    } else if r.paused {
        flags.push("PAUSED".into());
    }
    let _ = writeln!(
        out,
        "{bold}{}{bold:#} ({}{}){}   operator says: {}",
        esc(&r.name),
        r.group.kind(),
        r.mirrored_from
            .as_deref()
            .map(|m| format!(", mirrored from Skyhook {}", esc(m)))
            .unwrap_or_default(),
        if flags.is_empty() {
            String::new()
        } else {
            format!(" {}", flags.join(", "))
        },
        esc(r.status.as_deref().unwrap_or("-"))
    );
    let pct = (n.complete * 100).checked_div(n.selected).unwrap_or(0);
    let _ = writeln!(
        out,
        "  [{}] {pct:>3}%  {}/{} complete",
        bar(r),
        n.complete,
        n.selected
    );
    let green = fg(AnsiColor::Green);
    let red = fg(AnsiColor::Red);
    let _ = writeln!(
        out,
        "  {green}█{green:#} complete {}  ▓ in progress {}  ░ waiting {}  {red}▒{red:#} erroring {}  ▒ blocked {}  ▒ paused {}{}",
        n.complete,
        n.in_progress,
        n.waiting,
        n.erroring,
        n.blocked,
        n.paused,
        n.gated
            .map(|g| format!("   still gated {g}"))
            .unwrap_or_default()
    );
    if n.released_not_schedulable > 0 {
        let _ = writeln!(
            out,
            "  released yet not schedulable {} (another gate or a cordon holds them: status -o wide, OTHER-GATES)",
            n.released_not_schedulable
        );
    }
    let rate = match r.rate.nodes_per_hour {
        Some(v) => format!("{v} nodes/h ({})", r.rate.basis),
        None => format!("unknown ({})", r.rate.basis),
    };
    let eta = match &r.eta {
        Some(e) => format!("in {}, {} ({})", human(e.seconds), e.at, r.eta_basis),
        None => r.eta_basis.clone(),
    };
    let _ = writeln!(out, "  rate: {rate}");
    let _ = writeln!(out, "  ETA:  {eta}");
    if let Some(note) = &r.policy_note {
        let _ = writeln!(out, "  note: {}", esc(note));
    }
    tables(r, wide, out);
    holding(r, wide, out);
}

/// The compartment table and the stage times (every stage in wide; otherwise those with runs
/// now or a slow one).
fn tables(r: &Rollout, wide: bool, out: &mut String) {
    let n = &r.nodes;
    if !r.compartments.is_empty() {
        let mut t = Table::new(&[
            "compartment",
            "strategy",
            "complete",
            "batch",
            "picked",
            "next",
            "ceiling",
            "failed",
            "stops at",
            "state",
            "picked nodes",
        ]);
        for c in &r.compartments {
            t.row(compartment_row(c, wide));
        }
        out.push_str(&indent(&t.render()));
    }
    let stages: Vec<&StageTimes> = r
        .stages
        .iter()
        .filter(|s| wide || s.running > 0 || !s.slow.is_empty())
        .collect();
    if !stages.is_empty() {
        let mut t = Table::new(&[
            "package",
            "stage",
            "samples",
            "median",
            "p90",
            "running",
            "far longer than usual",
        ]);
        for s in stages {
            t.row(stage_row(s));
        }
        out.push_str(&indent(&t.render()));
    } else if r.stages.is_empty() && n.in_progress > 0 {
        let _ = writeln!(
            out,
            "  stage times: no package pods found (they exist only while a stage runs)"
        );
    }
}

/// What holds the rollout, grouped by blocker code.
fn holding(r: &Rollout, wide: bool, out: &mut String) {
    let red = fg(AnsiColor::Red);
    if r.holding.is_empty() {
        let _ = writeln!(out, "  holding: nothing that needs a person");
    } else {
        let _ = writeln!(
            out,
            "  holding ({} node(s), most consequential first):",
            r.holding.len()
        );
        // Group the entries by code, keeping the order of first appearance.
        let mut groups: Vec<(BlockerCode, Vec<&nodewright_model::rollout::Holding>)> = Vec::new();
        for h in &r.holding {
            match groups.iter_mut().find(|(c, _)| *c == h.code) {
                Some((_, v)) => v.push(h),
                None => groups.push((h.code, vec![h])),
            }
        }
        let shown = if wide { groups.len() } else { 6 };
        for (code, hs) in groups.iter().take(shown) {
            let code = code.name();
            let picked = hs.iter().filter(|h| h.picked).count();
            let names: Vec<&str> = hs.iter().take(3).map(|h| &*h.node).collect();
            let _ = writeln!(
                out,
                "    {red}{code}{red:#} ×{}{}: {}{}",
                hs.len(),
                if picked > 0 {
                    format!(" ({picked} picked, holding their batch)")
                } else {
                    String::new()
                },
                esc(&names.join(", ")),
                if hs.len() > 3 { ", …" } else { "" }
            );
            let _ = writeln!(out, "      {}", esc(&hs[0].message));
            let _ = writeln!(out, "      → {}", esc(&hs[0].remedy));
        }
        if groups.len() > shown {
            let _ = writeln!(
                out,
                "    … {} more kind(s) of blocker (-o wide or -o json)",
                groups.len() - shown
            );
        }
    }
}

/// What changed between two frames of `rollout --watch`, for its header.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FrameChanges {
    /// Nodes the watch reported added, modified or deleted.
    pub nodes_updated: usize,
    /// Nodes whose progress for a CR changed (complete, in progress, erroring, ...).
    pub progressed: usize,
    /// The CRs, the operator, or a whole node list (after a re-list) were updated.
    pub others_updated: bool,
    /// Compartments whose state changed: (`cr/compartment`, before, now).
    pub states: Vec<(String, CompartmentState, CompartmentState)>,
}

/// The header line of a `rollout --watch` frame: what changed since the previous frame
/// (`None`: the first frame), and when.
pub fn watch_header(
    interval: std::time::Duration,
    changes: Option<&FrameChanges>,
    now: jiff::Timestamp,
) -> String {
    let what = match changes {
        None => "first frame".to_string(),
        Some(c) => {
            let mut parts = Vec::new();
            if c.nodes_updated > 0 {
                parts.push(format!(
                    "{} node(s) updated, {} changed progress",
                    c.nodes_updated, c.progressed
                ));
            } else if c.progressed > 0 {
                parts.push(format!("{} node(s) changed progress", c.progressed));
            }
            if c.others_updated {
                parts.push("NodeWrights or operator updated".into());
            }
            for (name, before, after) in &c.states {
                parts.push(format!(
                    "{name} {} → {}",
                    crate::enum_name(before),
                    crate::enum_name(after)
                ));
            }
            if parts.is_empty() {
                "nothing changed since the previous frame".to_string()
            } else {
                format!("since the previous frame: {}", parts.join("; "))
            }
        }
    };
    format!(
        "Watching (redraw on change, at least every {interval:?}): {what}   {}\n",
        now.strftime("%Y-%m-%dT%H:%M:%SZ")
    )
}

/// The whole screen.
pub fn text<R: Borrow<Rollout>>(rollouts: &[R], wide: bool) -> String {
    let mut out = String::new();
    for (i, r) in rollouts.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        one(r.borrow(), wide, &mut out);
    }
    out
}

/// Per-context summary of `rollout -o json` over several contexts.
#[derive(Debug, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RolloutCounts {
    nodewrights: usize,
    /// NodeWrights whose selected nodes are all complete.
    complete: usize,
}

/// Prints the rollouts in the chosen format (`rollout --watch` lends the ones it keeps).
/// Every format in `--sort-by`'s order, when given.
pub fn list<R: Borrow<Rollout> + serde::Serialize>(p: &Printer, rollouts: &[R]) -> Result<()> {
    let rollouts = p.sorted(rollouts.iter().collect::<Vec<&R>>())?;
    if p.is_doc() {
        return p.list_doc("RolloutList", &rollouts);
    }
    if p.format == OutputFormat::Name {
        return p.out(&name_lines(rollouts.iter().map(|r| (*r).borrow())));
    }
    if rollouts.is_empty() {
        p.note("No resources found");
        return Ok(());
    }
    let rollouts: Vec<&Rollout> = rollouts.iter().map(|r| (*r).borrow()).collect();
    p.out(&text(&rollouts, p.format == OutputFormat::Wide))
}

/// `-o name`: `nodewright.nodewright.nvidia.com/NAME` (`skyhook.skyhook.nvidia.com/NAME` for a
/// CR only the legacy group serves), one per line: what `kubectl get nodewrights -o name` prints,
/// so `... -o name | xargs kubectl describe` works.
fn name_lines<'a>(rollouts: impl IntoIterator<Item = &'a Rollout>) -> String {
    rollouts
        .into_iter()
        .map(|r| {
            let kind = r.group.kind().to_ascii_lowercase();
            format!("{kind}.{}/{}\n", r.group.domain(), r.name)
        })
        .collect()
}

/// `rollout` over several contexts: each context's rollouts under a `CONTEXT` heading (items
/// carry `context` in JSON/YAML), a summary line per context on stderr.
pub fn contexts(p: &Printer, outcomes: &[Outcome<Vec<Rollout>>]) -> Result<()> {
    let done = |r: &Rollout| r.nodes.selected > 0 && r.nodes.complete == r.nodes.selected;
    if p.is_doc() {
        return p.object_doc(
            "RolloutList",
            &FleetList {
                items: items(outcomes, |r| r.as_slice()),
                contexts: statuses(
                    outcomes,
                    |_| true,
                    |r| RolloutCounts {
                        nodewrights: r.len(),
                        complete: r.iter().filter(|r| done(r)).count(),
                    },
                ),
            },
        );
    }
    if p.format == OutputFormat::Name {
        let all = outcomes
            .iter()
            .filter_map(|o| o.result.as_ref().ok())
            .flatten();
        return p.out(&name_lines(all));
    }
    let bold = anstyle::Style::new().bold();
    let mut out = String::new();
    for o in outcomes {
        let Ok(rollouts) = &o.result else { continue };
        if rollouts.is_empty() {
            continue;
        }
        if !out.is_empty() {
            out.push('\n');
        }
        out.push_str(&format!("{bold}CONTEXT {}{bold:#}\n", o.context));
        out.push_str(&text(rollouts, p.format == OutputFormat::Wide));
    }
    if !out.is_empty() {
        p.out(&out)?;
    } else if outcomes.iter().any(|o| o.result.is_ok()) {
        p.note("No resources found");
    }
    for o in outcomes {
        if let Ok(r) = &o.result {
            p.note(&format!(
                "{}: {} NodeWright{}, {} complete",
                o.context,
                r.len(),
                if r.len() == 1 { "" } else { "s" },
                r.iter().filter(|r| done(r)).count()
            ));
        }
    }
    Ok(())
}

/// One frame of `rollout --watch`: the rollouts as a JSON/YAML document, or the header (what
/// changed since the previous frame) and the text, in place on a terminal.
pub fn frame(
    p: &Printer,
    rollouts: &[&Rollout],
    interval: std::time::Duration,
    changes: Option<&FrameChanges>,
    now: jiff::Timestamp,
) -> Result<()> {
    if p.is_doc() {
        if changes.is_some() {
            p.next_doc()?;
        }
        return list(p, rollouts);
    }
    let mut out = watch_header(interval, changes, now);
    out.push_str(&text(rollouts, p.format == OutputFormat::Wide));
    p.frame(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bar_cells_add_up_and_keep_small_parts_visible() {
        assert_eq!(
            bar_cells(&[4997, 0, 0, 3, 0, 0], 50),
            vec![49, 0, 0, 1, 0, 0]
        );
        assert_eq!(bar_cells(&[1, 1, 1], 50).iter().sum::<usize>(), 50);
        assert_eq!(bar_cells(&[0, 0], 50), vec![0, 0]);
        assert_eq!(
            bar_cells(&[3100, 500, 500, 100, 150, 100], 50)
                .iter()
                .sum::<usize>(),
            50
        );
    }

    #[test]
    fn the_watch_header_says_what_changed() {
        let t: jiff::Timestamp = "2026-12-01T10:00:00Z".parse().expect("time");
        let i = std::time::Duration::from_secs(5);
        assert_eq!(
            watch_header(i, None, t),
            "Watching (redraw on change, at least every 5s): first frame   2026-12-01T10:00:00Z\n"
        );
        let quiet = FrameChanges::default();
        assert!(
            watch_header(i, Some(&quiet), t).contains(": nothing changed since the previous frame")
        );
        let busy = FrameChanges {
            nodes_updated: 3,
            progressed: 0,
            others_updated: true,
            states: vec![(
                "rt/__default__".into(),
                CompartmentState::Moving,
                CompartmentState::Held,
            )],
        };
        assert!(
            watch_header(i, Some(&busy), t).contains(
                "since the previous frame: 3 node(s) updated, 0 changed progress; NodeWrights or operator updated; rt/__default__ moving → held"
            ),
            "{}",
            watch_header(i, Some(&busy), t)
        );
    }

    #[test]
    fn human_durations() {
        assert_eq!(human(42), "42s");
        assert_eq!(human(125), "2m");
        assert_eq!(human(3 * 3600 + 600), "3h10m");
        assert_eq!(human(2 * 86400 + 4 * 3600), "2d4h");
    }
}
