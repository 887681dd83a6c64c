//! `status`: one row per node with its gate state, gate taint, first blocker and per-CR progress.

use std::collections::BTreeMap;
use std::time::Duration;

use clap::Args;

use super::live::{self, Live, Wake};
use super::walk::Prepared;
use super::{
    Ctx, NodeTargets, NodeWrightArg, Snapshot, check_selector, contexts, for_each_target,
    report_missing,
};
use crate::cluster::Cluster;
use crate::cluster::follow::{Changes, NodeScope, PackagePods};
use crate::error::{Error, Result};
use crate::model::gate::{GateState, NodeGate};
use crate::render;
use crate::render::kept::Kept;

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

/// What `status` (and `node`, `package status`) shows of the targeted nodes: only the CRs of
/// one NodeWright when named, only nodes in these states when any, and each CR's package rows
/// or only its counts.
#[derive(Debug, Clone, Copy, Default)]
pub struct Filters<'a> {
    pub nodewright: Option<&'a str>,
    pub states: &'a [GateState],
    pub package_rows: bool,
}

/// Evaluates the targeted nodes (page by page: memory stays bounded by one page) and keeps the
/// gate results that pass the filters, sorted by name.
pub async fn collect(
    cluster: &Cluster,
    snap: &Snapshot,
    targets: &NodeTargets,
    filters: Filters<'_>,
) -> Result<(Vec<NodeGate>, Vec<String>)> {
    let show = shower(snap, filters)?;
    let mut out = Vec::new();
    let missing = for_each_target(cluster, targets, |node| {
        out.extend(show(snap, &node));
        Ok(())
    })
    .await?;
    out.sort_by(|a, b| a.name.cmp(&b.name));
    Ok((out, missing))
}

/// [`collect`] from the CRs on: the waits across nodes settled from the walk of the targets
/// when it reads the whole fleet ([`Prepared`]).
async fn collect_fleet(
    ctx: &Ctx,
    cluster: &Cluster,
    targets: &NodeTargets,
    filters: Filters<'_>,
) -> Result<(Vec<NodeGate>, Vec<String>)> {
    let prepared = Prepared::load(ctx, cluster, targets).await?;
    let show = shower(&prepared.snap, filters)?;
    let mut out = Vec::new();
    let (_, missing) = prepared
        .for_each(cluster, targets, |snap, node| {
            out.extend(show(snap, &node));
            Ok(())
        })
        .await?;
    out.sort_by(|a, b| a.name.cmp(&b.name));
    Ok((out, missing))
}

/// What `status` shows of one node under the filters: its gate result, or None.
fn shower<'f>(
    snap: &Snapshot,
    f: Filters<'f>,
) -> Result<impl Fn(&Snapshot, &crate::model::NodeView) -> Option<NodeGate> + 'f> {
    let only_cr = match f.nodewright {
        Some(name) => Some(crate::cluster::crs::find(&snap.crs, name)?.name),
        None => None,
    };
    Ok(move |snap: &Snapshot, node: &crate::model::NodeView| {
        shown(snap, node, only_cr.as_deref(), f.states, f.package_rows)
    })
}

/// A node's gate result as `status` shows it, or None when the filters leave it out.
fn shown(
    snap: &Snapshot,
    node: &crate::model::NodeView,
    only_cr: Option<&str>,
    states: &[GateState],
    package_rows: bool,
) -> Option<NodeGate> {
    filtered(snap.evaluate(node), only_cr, states, package_rows)
}

/// A gate result as `status` shows it (the one-shot command's and `--watch`'s), or None when
/// the filters leave it out.
fn filtered(
    mut gate: NodeGate,
    only_cr: Option<&str>,
    states: &[GateState],
    package_rows: bool,
) -> Option<NodeGate> {
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
    let prepared = Prepared::load(ctx, &cluster, &args.targets).await?;
    let filters = Filters {
        nodewright: args.nodewright.name.as_deref(),
        states: &args.state,
        package_rows: false,
    };
    let show = shower(&prepared.snap, filters)?;
    let mut kept = Kept::default();
    let (snap, missing) = prepared
        .for_each(&cluster, &args.targets, |snap, node| {
            match show(snap, &node) {
                Some(g) => kept.push(&g),
                None => Ok(()),
            }
        })
        .await?;
    drop(snap);
    report_missing(ctx, &missing);
    if kept.is_empty() && !missing.is_empty() {
        // `Error from server (NotFound)` said it: no "No resources found" after it.
        return super::fail_if_missing(&missing);
    }
    render::status::kept(&ctx.printer, kept)?;
    super::fail_if_missing(&missing)
}

/// `status` over several contexts (`render::status::contexts` prints it). A named node lives in
/// one cluster: it is missing only when no context that was read has it.
async fn run_contexts(ctx: &Ctx, args: StatusArgs, names: &[String]) -> Result<()> {
    if args.watch {
        return Err(Error::usage(
            "--watch follows one context: drop --watch, or pass a single --context",
        ));
    }
    super::check_selector(args.targets.selector.as_deref())?;
    let mut missing: Vec<String> = Vec::new();
    let print = |outcomes: &[contexts::Outcome<(Vec<NodeGate>, Vec<String>)>]| {
        render::status::contexts(&ctx.printer, outcomes)?;
        let read: Vec<&Vec<String>> = outcomes
            .iter()
            .filter_map(|o| o.result.as_ref().ok().map(|(_, missing)| missing))
            .collect();
        if let Some(first) = read.first() {
            missing = first
                .iter()
                .filter(|m| read.iter().all(|r| r.contains(m)))
                .cloned()
                .collect();
        }
        report_missing(ctx, &missing);
        Ok(())
    };
    let read = move |c: Ctx, cluster: Cluster| {
        let args = args.clone();
        async move {
            let filters = Filters {
                nodewright: args.nodewright.name.as_deref(),
                states: &args.state,
                package_rows: false,
            };
            collect_fleet(&c, &cluster, &args.targets, filters).await
        }
    };
    contexts::run(ctx, names, read, print, |_| true).await?;
    if !missing.is_empty() {
        return Err(Error::Failed(format!(
            "{} of the named nodes not found in any context",
            missing.len()
        )));
    }
    Ok(())
}

/// `status --watch`: follows the targeted nodes, the CRs and the operator through the watch API
/// (`cluster::follow`: one list, then watches; a quiet fleet costs a few bookmarks a minute) and
/// redraws when what is shown changes (or, on a terminal, every `--interval`: time-based states
/// such as a stall). On a terminal the screen is redrawn in place and rows whose state changed
/// since the last draw are marked; otherwise snapshots are appended with a timestamp line.
/// Ctrl-C ends it with exit 0.
async fn watch(ctx: &Ctx, args: StatusArgs) -> Result<()> {
    let interval = live::interval(&args.interval, Duration::from_millis(200))?;
    check_selector(args.targets.selector.as_deref())?;
    let patterns = args.targets.patterns()?;
    let cluster = ctx.cluster().await?;
    let tty = ctx.printer.is_terminal();
    let scope = NodeScope {
        names: if args.targets.regex {
            Vec::new()
        } else {
            args.targets.nodes.clone()
        },
        selector: args.targets.selector.clone(),
    };
    let Some(mut live) = Live::start(
        ctx,
        &cluster,
        scope,
        interval,
        PackagePods::Unfollowed,
        false,
    )
    .await?
    else {
        return Ok(());
    };
    let only_cr = match args.nodewright.name.as_deref() {
        Some(name) => Some(crate::cluster::crs::find(&live.follower.crs(), name)?.name),
        None => None,
    };
    let view = View {
        patterns,
        only_cr,
        states: &args.state,
    };
    let mut screen = Screen::default();
    let mut previous: BTreeMap<String, GateState> = BTreeMap::new();
    let (mut changes, mut ticked, mut drawn) = (Changes::default(), false, false);
    loop {
        live.notes();
        // Only the nodes the changes (or the time) touch are evaluated again.
        let changed = live.evaluate(&changes, ticked).await?;
        let mut dirty = false;
        for name in &changed {
            dirty |= screen.set(name, view.shown(live.verdicts().get(name)));
        }
        // Draw when the table's columns change; on a terminal also every interval (time-based
        // states, the clock). Messages that only say how long ago do not count as a change.
        if dirty || !drawn || (tty && ticked) {
            render::status::frame(&ctx.printer, &screen.gates, &previous)?;
            previous = screen
                .gates
                .iter()
                .map(|g| (g.name.clone(), g.state))
                .collect();
            drawn = true;
        }
        (changes, ticked) = match live.next(interval).await? {
            Wake::Changed(c) => (live.settle(c).await?, false),
            Wake::Tick => (Changes::default(), true),
            Wake::Interrupted => return Ok(()),
        };
    }
}

/// What `status --watch` shows of each verdict: the node name patterns, `--nodewright` and
/// `--state`.
struct View<'a> {
    patterns: Vec<(&'a str, regex::Regex)>,
    only_cr: Option<String>,
    states: &'a [GateState],
}

impl View<'_> {
    /// A node's row, or None when the filters leave it out (or it is gone).
    fn shown(&self, gate: Option<&NodeGate>) -> Option<NodeGate> {
        let g = gate?;
        let visible =
            self.patterns.is_empty() || self.patterns.iter().any(|(_, r)| r.is_match(&g.name));
        if !visible {
            return None;
        }
        filtered(g.clone(), self.only_cr.as_deref(), self.states, false)
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
                let changed =
                    render::status::row_text(&self.gates[i]) != render::status::row_text(&g);
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
}

#[cfg(test)]
mod tests {
    use clap::ValueEnum;

    use super::*;
    use crate::render::state_name;

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
