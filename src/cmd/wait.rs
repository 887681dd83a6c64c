//! `wait`: follow the nodes until every one meets a gate condition, then end with a result per
//! node.
//!
//! Through the watch API (docs/commands.md, "Waiting and watching"; `cluster::follow`): the targeted nodes (a named
//! node is one object, `fieldSelector=metadata.name`, never the fleet), the CRs and the operator
//! Deployment are listed once and then watched, so a quiet wait costs a few bookmarks a minute
//! and a change is seen as it happens. Where `watch` is forbidden, that source is listed every
//! `--interval` instead. Nodes are evaluated again on every change and every `--interval` (a
//! stall is a matter of time). A node whose blockers need a person fails fast, whatever its
//! state (`exposed` and `pending-taint` included: its blocker makes waiting pointless), unless
//! `--keep-waiting`.

use std::collections::{BTreeMap, BTreeSet};
use std::time::{Duration, Instant};

use crate::app::Ctx;
use crate::app::watch_loop::{self, Live, Wake};
use crate::cli::wait::{WaitArgs, WaitFor};
use crate::cluster::follow::Changes;
use crate::error::{Error, Result};
use crate::model::enum_name;
use crate::model::gate::NodeGate;
use crate::model::reevaluation::{Changed, Verdicts};
use crate::model::wait::{WaitOutcome, WaitResult, hopeless, met};
use crate::render;

/// Runs `wait`.
pub async fn run(ctx: &Ctx, args: WaitArgs) -> Result<()> {
    if args.targets.nodes.is_empty() && args.targets.selector.is_none() {
        return Err(Error::usage(
            "name the nodes to wait for, or pass -l SELECTOR",
        ));
    }
    if args.targets.regex {
        return Err(Error::usage(
            "wait takes exact node names or -l SELECTOR, not --regex",
        ));
    }
    args.targets.check_names()?;
    if args.targets.field_selector.is_some() {
        return Err(Error::usage(
            "wait takes exact node names or -l SELECTOR, not --field-selector",
        ));
    }
    // `--timeout 0` checks once, as kubectl's.
    let timeout = args.timeout.get().unwrap_or(Duration::ZERO);
    let interval = watch_loop::interval(args.interval, Duration::from_millis(100));
    let cluster = ctx.cluster().await?;
    let started = Instant::now();
    let deadline = started.checked_add(timeout);
    // List once, then follow the watches (only the named nodes, when named).
    let Some(mut live) = Live::of_targets(ctx, &cluster, &args.targets, interval).await? else {
        return interrupted(ctx, &args, Vec::new());
    };
    let mut w = Waiting {
        args: &args,
        started,
        pending: (!args.targets.nodes.is_empty())
            .then(|| args.targets.nodes.iter().cloned().collect()),
        results: BTreeMap::new(),
        last: BTreeMap::new(),
        last_change: BTreeMap::new(),
        first: true,
    };
    let (mut changes, mut tick) = (Changes::default(), false);
    loop {
        live.notes();
        let changed = live.evaluate(&changes, tick).await?;
        w.round(ctx, &changed, &live)?;
        if w.remaining(&live).next().is_none() {
            break;
        }
        let left = deadline.map(|d| d.saturating_duration_since(Instant::now()));
        if left.is_some_and(|l| l.is_zero()) {
            let remaining: Vec<String> = w.remaining(&live).cloned().collect();
            for name in remaining {
                let elapsed = started.elapsed().as_secs_f64();
                let r = timed_out(&name, &w.last, &w.last_change, elapsed);
                render::wait::timed_out(&ctx.printer, &r)?;
                w.results.insert(name, r);
            }
            break;
        }
        // Wake on the next change, or after an interval (time-based states such as a stall),
        // or at the deadline.
        let nap = left.map_or(interval, |l| l.min(interval));
        (changes, tick) = match live.next(nap).await? {
            Wake::Changed(c) => (c, false),
            Wake::Tick => (Changes::default(), true),
            Wake::Interrupted => {
                let elapsed = started.elapsed().as_secs_f64();
                let pending: Vec<WaitResult> = w
                    .remaining(&live)
                    .map(|name| interrupted_result(name, &w.last, elapsed))
                    .collect();
                let mut all: Vec<WaitResult> =
                    std::mem::take(&mut w.results).into_values().collect();
                all.extend(pending);
                all.sort_by(|a, b| a.node.cmp(&b.node));
                return interrupted(ctx, &args, all);
            }
        };
    }
    let all: Vec<WaitResult> = w.results.into_values().collect();
    render::wait::report(&ctx.printer, &all)?;
    let failed = all.iter().filter(|r| r.outcome != WaitOutcome::Met).count();
    if failed > 0 {
        return Err(Error::Failed(format!(
            "{failed} of {} node(s) did not meet the condition {}",
            all.len(),
            enum_name(&args.for_)
        )));
    }
    ctx.printer.note(&format!(
        "all {} node(s) met the condition {}",
        all.len(),
        enum_name(&args.for_)
    ));
    Ok(())
}

/// Ctrl-C: the result of every node, those still pending not met (`interrupted`), then exit 130.
fn interrupted(ctx: &Ctx, args: &WaitArgs, all: Vec<WaitResult>) -> Result<()> {
    let mut all = all;
    if all.is_empty() {
        all = args
            .targets
            .nodes
            .iter()
            .map(|n| interrupted_result(n, &BTreeMap::new(), 0.0))
            .collect();
    }
    render::wait::report(&ctx.printer, &all)?;
    ctx.printer
        .note("interrupted: nodes still pending are reported as not met");
    Err(Error::Interrupted)
}

/// A node still pending when the user pressed Ctrl-C.
fn interrupted_result(name: &str, last: &BTreeMap<String, NodeGate>, elapsed: f64) -> WaitResult {
    let g = last.get(name);
    WaitResult {
        node: name.to_string(),
        outcome: WaitOutcome::Interrupted,
        state: g.map(|g| g.state),
        blocker: g.and_then(|g| g.blockers.first().cloned()),
        reason: match g {
            Some(g) => format!("interrupted in state {}", enum_name(&g.state)),
            None => "interrupted".into(),
        },
        after_seconds: elapsed,
    }
}

/// A wait in progress: the nodes still awaited (`None`: whatever `-l` selects), those that
/// settled, and each node's last evaluation and when it last changed (for the timeout's reason).
struct Waiting<'a> {
    args: &'a WaitArgs,
    started: Instant,
    pending: Option<BTreeSet<String>>,
    results: BTreeMap<String, WaitResult>,
    last: BTreeMap<String, NodeGate>,
    last_change: BTreeMap<String, Instant>,
    first: bool,
}

impl Waiting<'_> {
    /// One round: settles the nodes not settled yet whose verdict changed (every awaited node
    /// in the first round) if they met the condition (or never will).
    fn round(&mut self, ctx: &Ctx, changed: &Changed, live: &Live<'_>) -> Result<()> {
        let verdicts = live.verdicts();
        let elapsed = self.started.elapsed().as_secs_f64();
        let names: BTreeSet<String> = match &self.pending {
            Some(p) if self.first => p.clone(),
            Some(p) => changed.keys().filter(|n| p.contains(*n)).cloned().collect(),
            None if self.first => verdicts.names().cloned().collect(),
            None => changed
                .keys()
                .filter(|n| !self.results.contains_key(*n))
                .cloned()
                .collect(),
        };
        if self.first && self.pending.is_none() && names.is_empty() {
            return Err(Error::Failed(format!(
                "no node matches the selector {:?}",
                self.args.targets.selector.as_deref().unwrap_or("")
            )));
        }
        if ctx.global.verbosity >= 4 {
            log_states(&names, verdicts, &self.last, self.args.for_);
        }
        let mut settled = Vec::new();
        for name in &names {
            let seen = (&mut self.last, &mut self.last_change);
            settled.extend(settle(
                name,
                verdicts.get(name).as_deref(),
                self.first,
                seen,
                self.args,
                elapsed,
            ));
        }
        for r in settled {
            render::wait::settled(&ctx.printer, &r)?;
            if let Some(p) = self.pending.as_mut() {
                p.remove(&r.node);
            }
            self.results.insert(r.node.clone(), r);
        }
        self.first = false;
        Ok(())
    }

    /// The nodes still awaited.
    fn remaining<'b>(&'b self, live: &'b Live<'_>) -> Box<dyn Iterator<Item = &'b String> + 'b> {
        match &self.pending {
            Some(p) => Box::new(p.iter()),
            None => Box::new(
                live.verdicts()
                    .names()
                    .filter(|n| !self.results.contains_key(*n)),
            ),
        }
    }
}

/// `-v=4`: each node's state as this wait sees it, when it changes: what a user (or a test)
/// reads to know the wait saw the node before it moved.
fn log_states(
    names: &BTreeSet<String>,
    verdicts: &Verdicts,
    last: &BTreeMap<String, NodeGate>,
    for_: WaitFor,
) {
    for (name, g) in names.iter().filter_map(|n| Some((n, verdicts.get(n)?))) {
        if last.get(name).is_none_or(|prev| prev.state != g.state) {
            tracing::debug!(
                "wait: node/{name} is {} (waiting for {})",
                enum_name(&g.state),
                enum_name(&for_)
            );
        }
    }
}

/// One node's round: its result if it settled (met, hopeless, gone), else `None`. Keeps the last
/// evaluation and when it last changed (`seen`), for the timeout's reason.
fn settle(
    name: &str,
    gate: Option<&NodeGate>,
    first: bool,
    seen: (
        &mut BTreeMap<String, NodeGate>,
        &mut BTreeMap<String, Instant>,
    ),
    args: &WaitArgs,
    elapsed: f64,
) -> Option<WaitResult> {
    let (last, last_change) = seen;
    let Some(g) = gate else {
        let (outcome, reason) = if first {
            (WaitOutcome::NotFound, "node not found".to_string())
        } else {
            (
                WaitOutcome::Deleted,
                "node was deleted while waiting".to_string(),
            )
        };
        return Some(WaitResult {
            node: name.to_string(),
            outcome,
            state: last.get(name).map(|g| g.state),
            blocker: None,
            reason,
            after_seconds: elapsed,
        });
    };
    if last
        .get(name)
        .is_none_or(|prev| prev.state != g.state || prev.blockers != g.blockers)
    {
        last_change.insert(name.to_string(), Instant::now());
    }
    last.insert(name.to_string(), g.clone());
    if met(g, args.for_.condition(), args.nodewright.name.as_deref()) {
        Some(WaitResult {
            node: name.to_string(),
            outcome: WaitOutcome::Met,
            state: Some(g.state),
            blocker: None,
            reason: format!("{} (state {})", enum_name(&args.for_), enum_name(&g.state)),
            after_seconds: elapsed,
        })
    } else if !args.keep_waiting
        && let Some((blocker, reason)) = hopeless(g, args.for_.condition())
    {
        Some(WaitResult {
            node: name.to_string(),
            outcome: WaitOutcome::Failed,
            state: Some(g.state),
            blocker,
            reason,
            after_seconds: elapsed,
        })
    } else {
        None
    }
}

/// A node still pending at the deadline: its last state, for how long it had not changed, and
/// its first blocker.
fn timed_out(
    name: &str,
    last: &BTreeMap<String, NodeGate>,
    last_change: &BTreeMap<String, Instant>,
    elapsed: f64,
) -> WaitResult {
    let g = last.get(name);
    let since = last_change.get(name).map_or(0, |t| t.elapsed().as_secs());
    let reason = match g {
        Some(g) => format!(
            "timed out in state {} (unchanged for {}s){}",
            enum_name(&g.state),
            since,
            g.blockers
                .first()
                .map(|b| format!("; {}: {}", b.code.name(), b.message))
                .unwrap_or_default()
        ),
        None => "timed out".into(),
    };
    WaitResult {
        node: name.to_string(),
        outcome: WaitOutcome::TimedOut,
        state: g.map(|g| g.state),
        blocker: g.and_then(|g| g.blockers.first().cloned()),
        reason,
        after_seconds: elapsed,
    }
}
