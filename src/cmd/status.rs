//! `status`: one row per node with its gate state, gate taint, first blocker and per-CR progress.

use std::borrow::Cow;
use std::collections::{BTreeMap, BTreeSet};
use std::time::Duration;

use crate::app::node_walk::TargetsSnapshot;
use crate::app::one_shot::{Filters, collect_fleet, rows};
use crate::app::watch_loop::{self, Live, Wake};
use crate::app::{Ctx, contexts, fail_if_missing, report_missing};
use crate::cli::status::StatusArgs;
use crate::cluster::Cluster;
use crate::cluster::crs::AllCrs;
use crate::cluster::follow::Changes;
use crate::error::{Error, Result};
use crate::model::gate::{GateState, NodeGate};
use crate::model::reevaluation::{Changed, Verdicts};
use crate::model::view::View;
use crate::render::kept::CompressedResults;
use crate::render::{self, OutputFormat};

/// Runs `status`.
pub async fn run(ctx: &Ctx, args: StatusArgs) -> Result<()> {
    if let Some(names) = contexts::scope(&ctx.global)? {
        return run_contexts(ctx, args, &names).await;
    }
    if args.watch {
        return watch(ctx, args).await;
    }
    let cluster = ctx.cluster().await?;
    let prepared = TargetsSnapshot::load(ctx, &cluster, &args.targets)
        .await?
        .showing_labels(&args.labels.label_columns, args.labels.show_labels);
    let view = view(&args, &prepared.snap.crs, patterns(&args)?)?;
    let mut kept = CompressedResults::default();
    let mut labels = render::labels::LabelColumns {
        keys: args.labels.label_columns.clone(),
        show: args.labels.show_labels,
        ..Default::default()
    };
    let (snap, missing) = rows(&cluster, prepared, &args.targets, &view, |node, row| {
        labels.keep(&node.name, &node.labels);
        kept.push(&row)
    })
    .await?;
    drop(snap);
    report_missing(ctx, &missing);
    if kept.is_empty() && !missing.is_empty() {
        // `Error from server (NotFound)` said it: no "No resources found" after it.
        return fail_if_missing(&missing);
    }
    render::status::kept(&ctx.printer, kept, &labels)?;
    fail_if_missing(&missing)
}

/// `status` over several contexts (`render::status::contexts` prints it). A named node lives in
/// one cluster: it is missing only when no context that was read has it.
async fn run_contexts(ctx: &Ctx, args: StatusArgs, names: &[String]) -> Result<()> {
    if args.watch {
        return Err(Error::usage(
            "--watch follows one context: drop --watch, or pass a single --context",
        ));
    }
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
    let interval = watch_loop::interval(args.interval, Duration::from_millis(200));
    if args.targets.field_selector.is_some() {
        return Err(Error::usage(
            "--field-selector is not supported with --watch yet; use -l or node names",
        ));
    }
    // A bad --regex pattern is a usage error before anything is read.
    let patterns = patterns(&args)?;
    let cluster = ctx.cluster().await?;
    let tty = ctx.printer.is_terminal();
    let Some(mut live) = Live::of_targets(ctx, &cluster, &args.targets, interval).await? else {
        return Err(Error::Interrupted);
    };
    // The one-shot command's view: the verdicts are kept in its shape (with `--nodewright`,
    // only that CR's entry), so the rows are the verdicts themselves.
    let view = view(&args, &live.follower.crs(), patterns)?;
    live.shape(view.shape.clone());
    // A table on a terminal is redrawn in place; anything else is appended, and after the
    // first frame only what changed is (the rows kept packed are read back only then).
    let redraw = tty && !ctx.printer.is_doc() && ctx.printer.format != OutputFormat::Name;
    let mut screen = Screen {
        format: ctx.printer.format,
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
            Wake::Interrupted => return Err(Error::Interrupted),
        };
    }
}

/// The node name patterns of `--regex`, compiled (a bad one is a usage error).
fn patterns(args: &StatusArgs) -> Result<Vec<regex::Regex>> {
    Ok(args
        .targets
        .patterns()?
        .into_iter()
        .map(|(_, r)| r)
        .collect())
}

/// What `status` shows, the one-shot command and every frame of `--watch` alike: the node name
/// patterns of `--regex`, `--nodewright` (only its entry of each verdict; a node it does not
/// select is not shown) and `--state`, counts without package rows.
fn view(args: &StatusArgs, crs: &AllCrs, patterns: Vec<regex::Regex>) -> Result<View> {
    Filters {
        nodewright: args.nodewright.name.as_deref(),
        states: &args.state,
        package_rows: false,
    }
    .view(crs, patterns)
}

/// What `status --watch` shows: the names of the rows (the rows are the verdicts, kept once),
/// how many are shown per state, the state at the last draw of each row changed since, and the
/// rows changed and gone since the last frame (what is appended when the screen is not redrawn).
#[derive(Debug, Default)]
struct Screen {
    /// What a change of a row is: of its columns in a table (the wide ones with `-o wide`), of
    /// any field in JSON or YAML (`render::status::row_changed`).
    format: OutputFormat,
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
            let now = verdicts.get(&name).filter(|g| view.shows(g));
            let moved = match (&before, &now) {
                (Some(b), Some(g)) => render::status::row_changed(self.format, b, g),
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
