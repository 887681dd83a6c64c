//! `status`: one row per node with its gate state, gate taint, first blocker and per-CR progress.

use std::borrow::Cow;
use std::collections::{BTreeMap, BTreeSet};
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
use crate::model::live::{Changed, Verdicts};
use crate::render::kept::Kept;
use crate::render::{self, OutputFormat};

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
    pub labels: super::LabelArgs,
    #[command(flatten)]
    pub nodewright: NodeWrightArg,
    /// Only nodes in these gate states (comma-separated or repeated).
    #[arg(long, value_enum, value_delimiter = ',', value_name = "STATE")]
    pub state: Vec<GateState>,
    /// Follow changes through the watch API: the table redrawn in place on a terminal when it
    /// changes; otherwise the first frame, then only the rows that change (JSON, YAML: a
    /// NodeGateChanges document each time). Ctrl-C ends it.
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
    let prepared = Prepared::load(ctx, &cluster, &args.targets)
        .await?
        .showing_labels(&args.labels.label_columns, args.labels.show_labels);
    let filters = Filters {
        nodewright: args.nodewright.name.as_deref(),
        states: &args.state,
        package_rows: false,
    };
    let show = shower(&prepared.snap, filters)?;
    let mut kept = Kept::default();
    let mut labels = render::labels::LabelColumns {
        keys: args.labels.label_columns.clone(),
        show: args.labels.show_labels,
        ..Default::default()
    };
    let (snap, missing) = prepared
        .for_each(&cluster, &args.targets, |snap, node| {
            match show(snap, &node) {
                Some(g) => {
                    labels.keep(&node.name, &node.labels);
                    kept.push(&g)
                }
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
    render::status::kept(&ctx.printer, kept, &labels)?;
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
    if args.targets.field_selector.is_some() {
        return Err(Error::usage(
            "--field-selector is not supported with --watch yet; use -l or node names",
        ));
    }
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
    let Some(mut live) =
        Live::start(ctx, &cluster, scope, interval, PackagePods::Pending, false).await?
    else {
        return Ok(());
    };
    let only_cr = match args.nodewright.name.as_deref() {
        Some(name) => Some(crate::cluster::crs::find(&live.follower.crs(), name)?.name),
        None => None,
    };
    let view = View {
        patterns,
        only_cr: only_cr.is_some(),
        states: &args.state,
    };
    // The verdicts keep only that CR's entry: the rows are the verdicts themselves.
    live.only(only_cr);
    // A table on a terminal is redrawn in place; anything else is appended, and after the
    // first frame only what changed is (the rows kept packed are read back only then).
    let redraw = tty && !ctx.printer.is_doc() && ctx.printer.format != OutputFormat::Name;
    let mut screen = Screen {
        doc: ctx.printer.is_doc(),
        ..Screen::default()
    };
    let (mut changes, mut ticked, mut drawn) = (Changes::default(), false, false);
    loop {
        live.notes();
        // Only the nodes the changes (or the time) touch are evaluated again.
        let changed = live.evaluate(&changes, ticked).await?;
        let dirty = screen.update(&view, live.verdicts(), changed);
        // Draw when the table's columns change (any field of a row in JSON or YAML); on a
        // terminal also every interval (time-based states, the clock). Messages that only say
        // how long ago do not count as a change in a table.
        if !drawn || (redraw && (dirty || ticked)) {
            let marked = screen.take_marked(live.verdicts());
            screen.rows.clear();
            screen.removed.clear();
            let verdicts = live.verdicts();
            let rows = screen.shown.iter().map(|n| {
                verdicts
                    .get(n)
                    .map(Cow::into_owned)
                    .ok_or_else(|| format!("the verdict of {n} is lost"))
            });
            render::status::frame(&ctx.printer, Box::new(rows), &screen.counts, &marked)?;
            drawn = true;
        } else if !redraw && dirty {
            let marked = screen.take_marked(live.verdicts());
            let rows: Vec<NodeGate> = std::mem::take(&mut screen.rows)
                .iter()
                .filter_map(|n| live.verdicts().get(n).map(Cow::into_owned))
                .collect();
            let removed: Vec<String> = std::mem::take(&mut screen.removed).into_iter().collect();
            render::status::changes(&ctx.printer, &screen.counts, &rows, &removed, &marked)?;
        }
        (changes, ticked) = match live.next(interval).await? {
            Wake::Changed(c) => (live.settle(c).await?, false),
            Wake::Tick => (Changes::default(), true),
            Wake::Interrupted => return Ok(()),
        };
    }
}

/// Which verdicts `status --watch` shows: the node name patterns, `--nodewright` (the verdicts
/// then keep only its entry: a node it does not select has none) and `--state`.
struct View<'a> {
    patterns: Vec<(&'a str, regex::Regex)>,
    only_cr: bool,
    states: &'a [GateState],
}

impl View<'_> {
    fn passes(&self, g: &NodeGate) -> bool {
        (self.patterns.is_empty() || self.patterns.iter().any(|(_, r)| r.is_match(&g.name)))
            && (!self.only_cr || !g.nodewrights.is_empty())
            && (self.states.is_empty() || self.states.contains(&g.state))
    }
}

/// What `status --watch` shows: the names of the rows (the rows are the verdicts, kept once),
/// how many are shown per state, the state at the last draw of each row changed since, and the
/// rows changed and gone since the last frame (what is appended when the screen is not redrawn).
#[derive(Debug, Default)]
struct Screen {
    /// JSON or YAML: any change of a row's verdict is shown, not only of its table columns.
    doc: bool,
    shown: BTreeSet<String>,
    counts: BTreeMap<GateState, usize>,
    /// Changed since the last draw: its state then (`None`: not shown then).
    since_draw: BTreeMap<String, Option<GateState>>,
    /// Shown and changed (or new) since the last frame.
    rows: BTreeSet<String>,
    /// Shown at the last frame, no longer shown.
    removed: BTreeSet<String>,
}

impl Screen {
    /// Takes in the verdicts that changed (each with the one before); true when a shown row
    /// changed (its columns, or in JSON or YAML any of its fields), appeared or went.
    fn update(&mut self, view: &View, verdicts: &Verdicts, changed: Changed) -> bool {
        let mut dirty = false;
        for (name, before) in changed {
            let was = self.shown.contains(&name);
            let before = before.filter(|_| was);
            let now = verdicts.get(&name).filter(|g| view.passes(g));
            let moved = match (&before, &now) {
                (Some(b), Some(g)) => {
                    self.doc || render::status::row_text(b) != render::status::row_text(g)
                }
                (None, None) => false,
                _ => true,
            };
            if let Some(b) = &before
                && let Some(n) = self.counts.get_mut(&b.state)
            {
                *n -= 1;
                if *n == 0 {
                    self.counts.remove(&b.state);
                }
            }
            if let Some(g) = &now {
                *self.counts.entry(g.state).or_default() += 1;
            }
            if moved {
                if now.is_some() {
                    self.removed.remove(&name);
                    self.rows.insert(name.clone());
                } else {
                    self.rows.remove(&name);
                    self.removed.insert(name.clone());
                }
            }
            dirty |= moved;
            if now.is_some() {
                self.shown.insert(name.clone());
            } else {
                self.shown.remove(&name);
            }
            self.since_draw
                .entry(name)
                .or_insert(before.map(|b| b.state));
        }
        dirty
    }

    /// The rows whose state differs from the last draw (to mark); forgets what changed since.
    fn take_marked(&mut self, verdicts: &Verdicts) -> BTreeSet<String> {
        std::mem::take(&mut self.since_draw)
            .into_iter()
            .filter(|(n, then)| {
                let now = verdicts.get(n).filter(|_| self.shown.contains(n));
                matches!((then, now), (Some(s), Some(g)) if *s != g.state)
            })
            .map(|(n, _)| n)
            .collect()
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
