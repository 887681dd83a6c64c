//! `status`: one row per node with its gate state, gate taint, first blocker and per-CR progress.

use std::collections::BTreeMap;

use clap::Args;

use super::{
    Ctx, NodeTargets, NodeWrightArg, Snapshot, check_selector, for_each_target, report_missing,
};
use crate::cli::OutputFormat;
use crate::cluster::follow::{Follower, NodeScope};
use crate::error::{Error, Result};
use crate::model::gate::{GateState, NodeGate};
use crate::render::kept::Kept;
use crate::render::table::{Cell, Table};
use crate::render::{code_name, state_name, state_style, taint_kind_name};

/// Arguments of `status`.
#[derive(Debug, Clone, Args)]
#[command(
    after_help = "Examples:\n  kubectl nodewright status\n  kubectl nodewright status -l nvidia.com/gpu.present=true --state stuck,exposed\n  kubectl nodewright status --nodewright gpu-init -o json\n  kubectl nodewright status gpu-node-1 gpu-node-2 -o wide",
    mut_arg("nodewright", |a| a.help("Only nodes selected by this NodeWright (or Skyhook) name, and only its progress"))
)]
pub struct StatusArgs {
    #[command(flatten)]
    pub targets: NodeTargets,
    #[command(flatten)]
    pub nodewright: NodeWrightArg,
    /// Only nodes in these gate states (comma-separated or repeated).
    #[arg(long, value_enum, value_delimiter = ',', value_name = "STATE")]
    pub state: Vec<GateState>,
    /// Follow changes through the watch API and redraw when they show (in place on a terminal;
    /// appended snapshots otherwise). Ctrl-C ends it.
    #[arg(short = 'w', long)]
    pub watch: bool,
    /// With --watch: time between redraws on a terminal when nothing changes (and between lists
    /// where `watch` is forbidden).
    #[arg(long, default_value = "5s", value_name = "DURATION")]
    pub interval: String,
}

/// `--state` takes the model's gate states by their JSON names (`pending-taint`): one enum, no
/// mirror to keep in step. clap is the command surface's concern, so the impl lives here.
impl clap::ValueEnum for GateState {
    fn value_variants<'a>() -> &'a [Self] {
        &[
            GateState::Ungated,
            GateState::PendingTaint,
            GateState::Gated,
            GateState::Released,
            GateState::Exposed,
            GateState::Stuck,
        ]
    }

    fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
        // Exhaustive: a new state fails to compile here. The names are the JSON ones (a unit
        // test compares them).
        Some(clap::builder::PossibleValue::new(match self {
            GateState::Ungated => "ungated",
            GateState::PendingTaint => "pending-taint",
            GateState::Gated => "gated",
            GateState::Released => "released",
            GateState::Exposed => "exposed",
            GateState::Stuck => "stuck",
        }))
    }
}

/// Evaluates the targeted nodes (page by page: memory stays bounded by one page) and keeps the
/// gate results that pass the filters, sorted by name.
pub async fn collect(
    cluster: &crate::cluster::Cluster,
    snap: &Snapshot,
    targets: &NodeTargets,
    nodewright: Option<&str>,
    states: &[GateState],
    package_rows: bool,
) -> Result<(Vec<NodeGate>, Vec<String>)> {
    let mut out = Vec::new();
    let missing = each_shown(
        cluster,
        snap,
        targets,
        nodewright,
        states,
        package_rows,
        |g| {
            out.push(g);
            Ok(())
        },
    )
    .await?;
    out.sort_by(|a, b| a.name.cmp(&b.name));
    Ok((out, missing))
}

/// As [`collect`], the results kept compressed (one `status` of a large fleet: see [`Kept`]).
async fn collect_kept(
    cluster: &crate::cluster::Cluster,
    snap: &Snapshot,
    targets: &NodeTargets,
    nodewright: Option<&str>,
    states: &[GateState],
) -> Result<(Kept, Vec<String>)> {
    let mut kept = Kept::default();
    let missing = each_shown(cluster, snap, targets, nodewright, states, false, |g| {
        kept.push(&g)
    })
    .await?;
    Ok((kept, missing))
}

/// Evaluates the targeted nodes page by page and hands each gate result that passes the
/// filters to `sink`, in the order the nodes were read; returns the named nodes not found.
async fn each_shown(
    cluster: &crate::cluster::Cluster,
    snap: &Snapshot,
    targets: &NodeTargets,
    nodewright: Option<&str>,
    states: &[GateState],
    package_rows: bool,
    mut sink: impl FnMut(NodeGate) -> Result<()>,
) -> Result<Vec<String>> {
    let only_cr = match nodewright {
        Some(name) => Some(crate::cluster::crs::find(&snap.crs, name)?.name),
        None => None,
    };
    for_each_target(cluster, targets, |node| {
        match shown(snap, &node, only_cr.as_deref(), states, package_rows) {
            Some(g) => sink(g),
            None => Ok(()),
        }
    })
    .await
}

/// A node's gate result as `status` shows it, or None when the filters leave it out.
fn shown(
    snap: &Snapshot,
    node: &crate::model::NodeView,
    only_cr: Option<&str>,
    states: &[GateState],
    package_rows: bool,
) -> Option<NodeGate> {
    let mut gate = snap.evaluate(node);
    if let Some(cr) = only_cr {
        if !gate.nodewrights.iter().any(|c| c.name == cr) {
            return None;
        }
        gate.nodewrights.retain(|c| c.name == cr);
    }
    if !package_rows {
        // A fleet-wide answer keeps per-CR counts only: the rows are `explain`'s detail,
        // and on 5,000 nodes they would be most of the memory.
        for c in &mut gate.nodewrights {
            c.packages = Vec::new();
        }
    }
    (states.is_empty() || states.contains(&gate.state)).then_some(gate)
}

/// Runs `status`.
pub async fn run(ctx: &Ctx, args: StatusArgs) -> Result<()> {
    if let Some(names) = super::contexts::scope(&ctx.global)? {
        return run_contexts(ctx, args, &names).await;
    }
    if args.watch {
        return watch(ctx, args).await;
    }
    let cluster = ctx.cluster().await?;
    let snap = Snapshot::load(ctx, &cluster).await?;
    let (kept, missing) = collect_kept(
        &cluster,
        &snap,
        &args.targets,
        args.nodewright.name.as_deref(),
        &args.state,
    )
    .await?;
    drop(snap);
    report_missing(ctx, &missing);
    if kept.is_empty() && !missing.is_empty() {
        // `Error from server (NotFound)` said it: no "No resources found" after it.
        return super::fail_if_missing(&missing);
    }
    let note =
        (!ctx.printer.is_doc() && ctx.printer.format != OutputFormat::Name && !kept.is_empty())
            .then(|| summary_of(kept.len(), kept.states()));
    print_kept(ctx, kept)?;
    if let Some(note) = note {
        ctx.printer.note(&note);
    }
    super::fail_if_missing(&missing)?;
    Ok(())
}

/// `status` over several contexts: one table with a CONTEXT column, a summary line per
/// context on stderr, items carrying `context` and a `contexts` list in JSON/YAML.
#[allow(clippy::too_many_lines)] // over 100 lines until split (issue 25; tests/layout.rs)
async fn run_contexts(ctx: &Ctx, args: StatusArgs, names: &[String]) -> Result<()> {
    use super::contexts::{self, FleetList};
    if args.watch {
        return Err(Error::usage(
            "--watch follows one context: drop --watch, or pass a single --context",
        ));
    }
    super::check_selector(args.targets.selector.as_deref())?;
    let for_each = args.clone();
    let outcomes = contexts::run_each(ctx, names, move |c, cluster| {
        let args = for_each.clone();
        async move {
            let snap = Snapshot::load(&c, &cluster).await?;
            collect(
                &cluster,
                &snap,
                &args.targets,
                args.nodewright.name.as_deref(),
                &args.state,
                false,
            )
            .await
        }
    })
    .await?;
    let p = &ctx.printer;
    match p.format {
        OutputFormat::Json | OutputFormat::Yaml => p.object_doc(
            "NodeGateList",
            &FleetList {
                items: contexts::items(&outcomes, |(gates, _)| gates.as_slice()),
                contexts: contexts::statuses(
                    &outcomes,
                    |_| true,
                    |(gates, _)| StateCounts::of(gates),
                ),
            },
        )?,
        OutputFormat::Name => {
            // As kubectl's `-A -o name`: the names alone (the context is in -o json).
            let mut s = String::new();
            for o in &outcomes {
                let names = o.result.iter().flat_map(|(gates, _)| gates);
                s.push_str(&crate::render::name_lines(
                    "node",
                    names.map(|g| g.name.as_str()),
                ));
            }
            p.out(&s)?
        }
        OutputFormat::Table | OutputFormat::Wide => {
            let wide = p.format == OutputFormat::Wide;
            let parts: Vec<(&str, crate::render::table::Table)> = outcomes
                .iter()
                .filter_map(|o| match &o.result {
                    Ok((gates, _)) => Some((o.context.as_str(), table(gates, wide))),
                    Err(_) => None,
                })
                .collect();
            match crate::render::table::Table::stacked("context", parts) {
                Some(t) if !t.is_empty() => p.out(&t.render())?,
                Some(_) => p.note("No resources found"),
                None => {}
            }
            for o in &outcomes {
                if let Ok((gates, _)) = &o.result {
                    p.note(&format!(
                        "{}: {}",
                        o.context,
                        if gates.is_empty() {
                            "no nodes".to_string()
                        } else {
                            summary(gates)
                        }
                    ));
                }
            }
        }
    }
    // A named node lives in one cluster: it is missing only when no context that was read has it.
    let read: Vec<&Vec<String>> = outcomes
        .iter()
        .filter_map(|o| o.result.as_ref().ok().map(|(_, missing)| missing))
        .collect();
    let missing: Vec<String> = read
        .first()
        .map(|first| {
            first
                .iter()
                .filter(|m| read.iter().all(|r| r.contains(m)))
                .cloned()
                .collect()
        })
        .unwrap_or_default();
    report_missing(ctx, &missing);
    contexts::finish(ctx, &outcomes, |_| true)?;
    if !missing.is_empty() {
        return Err(Error::Failed(format!(
            "{} of the named nodes not found in any context",
            missing.len()
        )));
    }
    Ok(())
}

/// Nodes per gate state, for the per-context summary of `-o json|yaml`.
#[derive(Debug, serde::Serialize)]
pub struct StateCounts {
    pub nodes: usize,
    pub states: BTreeMap<String, usize>,
}

impl StateCounts {
    fn of(gates: &[NodeGate]) -> StateCounts {
        let mut states = BTreeMap::new();
        for g in gates {
            *states.entry(state_name(g.state)).or_default() += 1;
        }
        StateCounts {
            nodes: gates.len(),
            states,
        }
    }
}

/// `50 nodes: 30 released, 10 gated, 4 stuck, ...` in a fixed order.
pub fn summary(gates: &[NodeGate]) -> String {
    let mut counts: BTreeMap<GateState, usize> = BTreeMap::new();
    for g in gates {
        *counts.entry(g.state).or_default() += 1;
    }
    summary_of(gates.len(), &counts)
}

/// [`summary`] from the count of results per state.
fn summary_of(total: usize, counts: &BTreeMap<GateState, usize>) -> String {
    let parts: Vec<String> = counts
        .iter()
        .map(|(s, n)| format!("{n} {}", state_name(*s)))
        .collect();
    format!(
        "{} node{}: {}",
        total,
        if total == 1 { "" } else { "s" },
        parts.join(", ")
    )
}

/// Per-CR progress: `gpu-init 3/4, drivers 2/2`, runtime-required ones marked with `*`.
pub fn progress(g: &NodeGate) -> String {
    if g.nodewrights.is_empty() {
        return "-".into();
    }
    g.nodewrights
        .iter()
        .map(|c| {
            format!(
                "{}{} {}/{}",
                c.name,
                if c.runtime_required { "*" } else { "" },
                c.packages_complete,
                c.packages_total
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// Taint column: `configured`, `legacy`, `value-mismatch (key=v)`, `none`.
pub fn taint_cell(g: &NodeGate) -> String {
    match &g.taint {
        None => "none".into(),
        Some(t) => taint_kind_name(t.kind),
    }
}

/// Prints a list of gate results in the chosen format.
pub fn print(ctx: &Ctx, gates: &[NodeGate]) -> Result<()> {
    let p = &ctx.printer;
    match p.format {
        OutputFormat::Json | OutputFormat::Yaml => p.list_doc("NodeGateList", gates),
        OutputFormat::Name => p.out(&crate::render::name_lines(
            "node",
            gates.iter().map(|g| g.name.as_str()),
        )),
        OutputFormat::Table | OutputFormat::Wide => {
            if gates.is_empty() {
                p.note("No resources found");
                return Ok(());
            }
            p.out(&table(gates, p.format == OutputFormat::Wide).render())
        }
    }
}

/// [`print`] over kept results, decoded one at a time (the same output).
fn print_kept(ctx: &Ctx, kept: Kept) -> Result<()> {
    let p = &ctx.printer;
    let wide = p.format == OutputFormat::Wide;
    let gates = kept.into_sorted()?;
    match p.format {
        OutputFormat::Json | OutputFormat::Yaml => p.list_doc_iter("NodeGateList", gates),
        OutputFormat::Name => {
            let names = gates
                .map(|g| g.map(|g| g.name))
                .collect::<std::result::Result<Vec<String>, String>>()
                .map_err(Error::Failed)?;
            p.out(&crate::render::name_lines(
                "node",
                names.iter().map(String::as_str),
            ))
        }
        OutputFormat::Table | OutputFormat::Wide => {
            if gates.len() == 0 {
                p.note("No resources found");
                return Ok(());
            }
            let mut t = table_header(wide);
            for g in gates {
                table_row(&mut t, &g.map_err(Error::Failed)?, wide);
            }
            p.out(&t.render())
        }
    }
}

/// The blocker column: the first blocker's code, `(+N)` more.
fn blocker_cell(g: &NodeGate) -> String {
    match g.blockers.first() {
        Some(b) if g.blockers.len() > 1 => {
            format!("{} (+{})", code_name(b.code), g.blockers.len() - 1)
        }
        Some(b) => code_name(b.code),
        None => "-".into(),
    }
}

/// The columns of a row of the (narrow) table, as text.
fn row_text(g: &NodeGate) -> [String; 5] {
    [
        g.name.clone(),
        state_name(g.state),
        taint_cell(g),
        blocker_cell(g),
        progress(g),
    ]
}

/// The status table.
pub fn table(gates: &[NodeGate], wide: bool) -> Table {
    let mut t = table_header(wide);
    for g in gates {
        table_row(&mut t, g, wide);
    }
    t
}

/// The status table's columns, no rows yet.
fn table_header(wide: bool) -> Table {
    if wide {
        Table::new(&[
            "node",
            "state",
            "taint",
            "blocker",
            "nodewrights",
            "schedulable",
            "taint-key",
            "message",
        ])
    } else {
        Table::new(&["node", "state", "taint", "blocker", "nodewrights"])
    }
}

/// One node's row of the status table.
fn table_row(t: &mut Table, g: &NodeGate, wide: bool) {
    let first = g.blockers.first();
    let mut row = vec![
        Cell::from(g.name.as_str()),
        Cell::styled(state_name(g.state), state_style(g.state)),
        Cell::from(taint_cell(g)),
        Cell::from(blocker_cell(g)),
        Cell::from(progress(g)),
    ];
    if wide {
        row.push(Cell::from(if g.unschedulable {
            "no (cordoned)"
        } else {
            "yes"
        }));
        row.push(Cell::from(
            g.taint.as_ref().map_or("-".to_string(), |t| t.spec()),
        ));
        row.push(Cell::from(first.map_or("-", |b| b.message.as_str())));
    }
    t.row(row);
}

/// `status --watch`: follows the targeted nodes, the CRs and the operator through the watch API
/// (`cluster::follow`: one list, then watches; a quiet fleet costs a few bookmarks a minute) and
/// redraws when what is shown changes (or, on a terminal, every `--interval`: time-based states
/// such as a stall). On a terminal the screen is redrawn in place and rows whose state changed
/// since the last draw are marked; otherwise snapshots are appended with a timestamp line.
/// Ctrl-C ends it with exit 0.
#[allow(clippy::too_many_lines)] // over 100 lines until split (issue 25; tests/layout.rs)
async fn watch(ctx: &Ctx, args: StatusArgs) -> Result<()> {
    use std::io::IsTerminal;
    let interval = crate::cluster::config::parse_duration(&args.interval)?
        .unwrap_or(std::time::Duration::from_secs(5))
        .max(std::time::Duration::from_millis(200));
    check_selector(args.targets.selector.as_deref())?;
    let patterns = args.targets.patterns()?;
    let cluster = ctx.cluster().await?;
    let tty = std::io::stdout().is_terminal();
    let interrupt = tokio::signal::ctrl_c();
    tokio::pin!(interrupt);
    let scope = NodeScope {
        names: if args.targets.regex {
            Vec::new()
        } else {
            args.targets.nodes.clone()
        },
        selector: args.targets.selector.clone(),
    };
    let mut follower = tokio::select! {
        f = Follower::start(&cluster, scope, ctx.global.operator_namespace.as_deref(), interval) => f?,
        _ = &mut interrupt => return Ok(()),
    };
    let only_cr = match args.nodewright.name.as_deref() {
        Some(name) => Some(crate::cluster::crs::find(&follower.crs(), name)?.name),
        None => None,
    };
    let mut previous: BTreeMap<String, GateState> = BTreeMap::new();
    let mut warned: std::collections::BTreeSet<String> = Default::default();
    let mut screen = Screen::default();
    // The facts every node is evaluated against (CRs, operator, batch holders); rebuilt when they
    // change and on every interval, kept while only nodes change.
    let mut snap: Option<(Snapshot, std::collections::BTreeSet<String>)> = None;
    let mut full = true;
    let mut changed_nodes: std::collections::BTreeSet<String> = Default::default();
    let mut ticked = true;
    let mut drawn = false;
    loop {
        for note in follower.take_notes() {
            ctx.printer.warn(&note);
        }
        let visible = |n: &crate::model::NodeView| {
            patterns.is_empty() || patterns.iter().any(|(_, r)| r.is_match(&n.name))
        };
        let mut dirty = match snap.as_mut() {
            Some((s, _)) if !full => {
                // Only the nodes whose events arrived are evaluated again: at 5,000 nodes a
                // change shows without re-evaluating the fleet.
                s.now = jiff::Timestamp::now();
                let mut dirty = false;
                if ctx.global.verbosity >= 4 {
                    eprintln!(
                        "I status --watch: evaluating {} changed node(s) of {} followed",
                        changed_nodes.len(),
                        follower.nodes().len()
                    );
                }
                for name in std::mem::take(&mut changed_nodes) {
                    let gate = follower
                        .nodes()
                        .get(&name)
                        .filter(|n| visible(n))
                        .and_then(|n| shown(s, n, only_cr.as_deref(), &args.state, false));
                    dirty |= screen.set(&name, gate);
                }
                dirty
            }
            _ => {
                if ctx.global.verbosity >= 4 {
                    eprintln!(
                        "I status --watch: evaluating all {} followed node(s)",
                        follower.nodes().len()
                    );
                }
                let (mut s, warnings) =
                    Snapshot::from_parts(&ctx.global, follower.crs(), follower.operator().clone())?;
                // Waits across nodes: the policies and the nodes the CRs name, read by name (usually few).
                s.read_waits(&cluster).await?;
                for w in warnings {
                    if warned.insert(w.clone()) {
                        ctx.printer.warn(&w);
                    }
                }
                let gates: Vec<NodeGate> = follower
                    .nodes()
                    .values()
                    .filter(|n| visible(n))
                    .filter_map(|n| shown(&s, n, only_cr.as_deref(), &args.state, false))
                    .collect();
                let holders = crate::model::gate::wait_candidates(&s.logical)
                    .into_iter()
                    .collect();
                snap = Some((s, holders));
                changed_nodes.clear();
                screen.replace(gates)
            }
        };
        dirty |= !drawn;
        // Draw when the table's columns change; on a terminal also every interval (time-based
        // states, the clock). Messages that only say how long ago do not count as a change.
        if dirty || (tty && ticked) {
            draw(ctx, &screen.gates, &previous, tty)?;
            previous = screen
                .gates
                .iter()
                .map(|g| (g.name.clone(), g.state))
                .collect();
            drawn = true;
        }
        ticked = false;
        tokio::select! {
            changed = follower.next() => {
                let mut changes = changed?;
                // Fold what arrives with it (a burst of events) into one redraw.
                let settle = tokio::time::sleep(std::time::Duration::from_millis(200));
                tokio::pin!(settle);
                loop {
                    tokio::select! {
                        more = follower.next() => {
                            let more = more?;
                            changes.all |= more.all;
                            changes.nodes.extend(more.nodes);
                        }
                        _ = &mut settle => break,
                    }
                }
                // A node that holds a batch decides other nodes' batch-held: all again.
                let holders = snap.as_ref().map(|(_, h)| h);
                full = changes.all
                    || holders.is_some_and(|h| changes.nodes.iter().any(|n| h.contains(n)));
                changed_nodes.extend(changes.nodes);
            }
            _ = tokio::time::sleep(interval) => {
                // Time-based states (a stall) and the clock: every node again.
                ticked = true;
                full = true;
            }
            _ = &mut interrupt => return Ok(()),
        }
    }
}

/// What `status --watch` shows: the gate results that pass the filters, sorted by name.
#[derive(Debug, Default)]
struct Screen {
    gates: Vec<NodeGate>,
}

impl Screen {
    /// Sets (or, with None, removes) one node's row; true when a shown column changed.
    fn set(&mut self, name: &str, gate: Option<NodeGate>) -> bool {
        match (
            self.gates.binary_search_by(|g| g.name.as_str().cmp(name)),
            gate,
        ) {
            (Ok(i), Some(g)) => {
                let changed = row_text(&self.gates[i]) != row_text(&g);
                self.gates[i] = g;
                changed
            }
            (Ok(i), None) => {
                self.gates.remove(i);
                true
            }
            (Err(i), Some(g)) => {
                self.gates.insert(i, g);
                true
            }
            (Err(_), None) => false,
        }
    }

    /// Replaces every row (`gates` sorted by name); true when a shown column changed.
    fn replace(&mut self, gates: Vec<NodeGate>) -> bool {
        let changed = gates.len() != self.gates.len()
            || gates
                .iter()
                .zip(&self.gates)
                .any(|(a, b)| row_text(a) != row_text(b));
        self.gates = gates;
        changed
    }
}

/// One screen (or one appended snapshot) of `status --watch`.
fn draw(
    ctx: &Ctx,
    gates: &[NodeGate],
    previous: &BTreeMap<String, GateState>,
    tty: bool,
) -> Result<()> {
    let changed: Vec<&str> = gates
        .iter()
        .filter(|g| previous.get(&g.name).is_some_and(|s| *s != g.state))
        .map(|g| g.name.as_str())
        .collect();
    let stamp = jiff::Timestamp::now()
        .strftime("%Y-%m-%dT%H:%M:%SZ")
        .to_string();
    if ctx.printer.is_doc() || ctx.printer.format == OutputFormat::Name {
        return print(ctx, gates);
    }
    let mut t = table(gates, ctx.printer.format == OutputFormat::Wide);
    t.mark(|row| changed.contains(&row));
    let mut text = format!(
        "Watching: {} ({} changed)   {}\n",
        summary(gates),
        changed.len(),
        stamp
    );
    text.push_str(&t.render());
    if tty {
        // In place, whatever the colour setting (clearing the screen is not colour).
        return ctx.printer.redraw(&text);
    }
    text.push('\n');
    ctx.printer.out(&text)
}

#[cfg(test)]
mod tests {
    use clap::ValueEnum;

    use super::*;

    #[test]
    fn state_values_are_the_gate_states_by_their_json_names() {
        let names: Vec<String> = GateState::value_variants()
            .iter()
            .map(|s| {
                let v = s.to_possible_value().expect("a value");
                assert_eq!(v.get_name(), state_name(*s), "{s:?}");
                v.get_name().to_string()
            })
            .collect();
        assert_eq!(
            names,
            [
                "ungated",
                "pending-taint",
                "gated",
                "released",
                "exposed",
                "stuck"
            ]
        );
    }
}
