//! `wait`: follow the nodes until every one meets a gate condition, then end with a result per
//! node.
//!
//! Through the watch API (gating.md, "Waiting"; `cluster::follow`): the targeted nodes (a named
//! node is one object, `fieldSelector=metadata.name`, never the fleet), the CRs and the operator
//! Deployment are listed once and then watched, so a quiet wait costs a few bookmarks a minute
//! and a change is seen as it happens. Where `watch` is forbidden, that source is listed every
//! `--interval` instead. Nodes are evaluated again on every change and every `--interval` (a
//! stall is a matter of time). A node whose blockers need a person fails fast, whatever its
//! state (`exposed` and `pending-taint` included: its blocker makes waiting pointless), unless
//! `--keep-waiting`.

use std::collections::{BTreeMap, BTreeSet};
use std::time::{Duration, Instant};

use clap::{Args, ValueEnum};
use serde::Serialize;

use super::{Ctx, NodeTargets, NodeWrightArg, Snapshot, check_selector};
use crate::cli::OutputFormat;
use crate::cluster::follow::{Follower, NodeScope};
use crate::error::{Error, Result};
use crate::model::gate::{Blocker, GateState, NodeGate};
use crate::model::wait::{Condition, hopeless, met};
use crate::render::table::{Cell, Table};
use crate::render::{code_name, state_name};

/// The condition to wait for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum WaitFor {
    /// Every runtime-required NodeWright is complete and the gate taint is gone.
    Released,
    /// The node carries a recognised gate taint (configured or legacy).
    Gated,
    /// The node carries no gate taint at all.
    Untainted,
    /// Every runtime-required NodeWright (or the named one) is complete, taint or not.
    Complete,
}

/// Arguments of `wait`.
#[derive(Debug, Clone, Args)]
#[command(
    after_help = "Examples:\n  kubectl nodewright regate gpu-node-7 --confirm && kubectl nodewright wait gpu-node-7 --timeout 30m\n  kubectl nodewright wait -l pool=h100 --for complete --nodewright gpu-init -o json\n\nExit status: 0 when every node met the condition, 1 otherwise.",
    mut_arg("nodewright", |a| a.help("Only this NodeWright counts for `--for complete`"))
)]
pub struct WaitArgs {
    #[command(flatten)]
    pub targets: NodeTargets,
    /// The condition to wait for.
    #[arg(long = "for", value_enum, default_value = "released")]
    pub for_: WaitFor,
    #[command(flatten)]
    pub nodewright: NodeWrightArg,
    /// Give up after this long.
    #[arg(long, default_value = "10m", value_name = "DURATION")]
    pub timeout: String,
    /// Time between evaluations when nothing changes (and between lists where `watch` is
    /// forbidden); changes are seen as they happen.
    #[arg(long, default_value = "5s", value_name = "DURATION")]
    pub interval: String,
    /// Keep waiting on nodes whose blockers need a person instead of failing them fast.
    #[arg(long)]
    pub keep_waiting: bool,
}

/// How one node ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum WaitOutcome {
    Met,
    Failed,
    TimedOut,
    Deleted,
    NotFound,
}

/// The per-node result (`-o json` items).
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WaitResult {
    pub node: String,
    pub outcome: WaitOutcome,
    /// The last observed gate state.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub state: Option<GateState>,
    /// The blocker that made waiting pointless, or the first one at timeout.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub blocker: Option<Blocker>,
    /// Human-readable reason.
    pub reason: String,
    /// Seconds since the start of the wait when the node settled.
    pub after_seconds: f64,
}

impl WaitFor {
    /// The condition in the model's terms.
    pub fn condition(self) -> Condition {
        match self {
            WaitFor::Released => Condition::Released,
            WaitFor::Gated => Condition::Gated,
            WaitFor::Untainted => Condition::Untainted,
            WaitFor::Complete => Condition::Complete,
        }
    }
}

/// Runs `wait`.
#[allow(clippy::too_many_lines)] // over 100 lines until split (issue 25; tests/layout.rs)
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
    check_selector(args.targets.selector.as_deref())?;
    let timeout = crate::cluster::config::parse_duration(&args.timeout)?.unwrap_or(Duration::MAX);
    let interval = crate::cluster::config::parse_duration(&args.interval)?
        .unwrap_or(Duration::from_secs(5))
        .max(Duration::from_millis(100));
    let cluster = ctx.cluster().await?;
    let started = Instant::now();
    let deadline = started.checked_add(timeout);
    let mut pending: Option<BTreeSet<String>> = if args.targets.nodes.is_empty() {
        None
    } else {
        Some(args.targets.nodes.iter().cloned().collect())
    };
    let interrupt = tokio::signal::ctrl_c();
    tokio::pin!(interrupt);
    // List once, then follow the watches (only the named nodes, when named).
    let scope = NodeScope {
        names: args.targets.nodes.clone(),
        selector: args.targets.selector.clone(),
    };
    let mut follower = tokio::select! {
        f = Follower::start(&cluster, scope, ctx.global.operator_namespace.as_deref(), interval) => f?,
        _ = &mut interrupt => {
            ctx.printer.note("interrupted: nodes still pending are reported as not met");
            return Err(Error::Interrupted);
        }
    };
    let mut results: BTreeMap<String, WaitResult> = BTreeMap::new();
    let mut last: BTreeMap<String, NodeGate> = BTreeMap::new();
    let mut last_change: BTreeMap<String, Instant> = BTreeMap::new();
    let mut warned: BTreeSet<String> = BTreeSet::new();
    let live = !ctx.printer.is_doc();
    let mut first = true;
    loop {
        for note in follower.take_notes() {
            ctx.printer.warn(&note);
        }
        let (mut snap, warnings) =
            Snapshot::from_parts(&ctx.global, follower.crs(), follower.operator().clone())?;
        // batch-held: the picked nodes that hold a batch, read by name (usually none).
        snap.read_waits(&cluster).await?;
        for w in warnings {
            if warned.insert(w.clone()) {
                ctx.printer.warn(&w);
            }
        }
        // Few nodes are waited on at once, and evaluating one costs microseconds: every
        // round evaluates them all against the current time (stall detection).
        let gates: BTreeMap<String, NodeGate> = follower
            .nodes()
            .iter()
            .filter(|(n, _)| !results.contains_key(*n))
            .map(|(n, v)| (n.clone(), snap.evaluate(v)))
            .collect();
        let elapsed = started.elapsed().as_secs_f64();
        let names: BTreeSet<String> = match &pending {
            Some(p) => p.clone(),
            None => gates.keys().cloned().collect(),
        };
        if first && pending.is_none() && names.is_empty() {
            return Err(Error::Failed(format!(
                "no node matches the selector {:?}",
                args.targets.selector.as_deref().unwrap_or("")
            )));
        }
        if ctx.global.verbosity >= 4 {
            log_states(&gates, &last, args.for_);
        }
        let mut settled = Vec::new();
        for name in &names {
            let ends = settle(
                name,
                gates.get(name),
                first,
                (&mut last, &mut last_change),
                &args,
                elapsed,
            );
            settled.extend(ends);
        }
        for r in settled {
            if live {
                let line = format!(
                    "node/{} {} after {:.0}s: {}",
                    r.node,
                    enum_text(r.outcome),
                    r.after_seconds,
                    r.reason
                );
                name_or_line(ctx, &r.node, r.outcome == WaitOutcome::Met, &line)?;
            }
            if let Some(p) = pending.as_mut() {
                p.remove(&r.node);
            }
            results.insert(r.node.clone(), r);
        }
        first = false;
        let remaining: Vec<String> = match &pending {
            Some(p) => p.iter().cloned().collect(),
            None => gates
                .keys()
                .filter(|n| !results.contains_key(*n))
                .cloned()
                .collect(),
        };
        if remaining.is_empty() {
            break;
        }
        let left = deadline.map(|d| d.saturating_duration_since(Instant::now()));
        if left.is_some_and(|l| l.is_zero()) {
            for name in remaining {
                let r = timed_out(&name, &last, &last_change, started.elapsed().as_secs_f64());
                if live {
                    let line = format!("node/{} timed-out: {}", r.node, r.reason);
                    name_or_line(ctx, &r.node, false, &line)?;
                }
                results.insert(name, r);
            }
            break;
        }
        // Wake on the next change, or after an interval (time-based states such as a stall),
        // or at the deadline.
        let nap = left.map_or(interval, |l| l.min(interval));
        tokio::select! {
            changed = follower.next() => { changed?; }
            _ = tokio::time::sleep(nap) => {}
            _ = &mut interrupt => {
                ctx.printer.note("interrupted: nodes still pending are reported as not met");
                return Err(Error::Interrupted);
            }
        }
    }
    report(ctx, &args, results)
}

/// `-v=4`: each node's state as this wait sees it, when it changes: what a user (or a test)
/// reads to know the wait saw the node before it moved.
fn log_states(
    gates: &BTreeMap<String, NodeGate>,
    last: &BTreeMap<String, NodeGate>,
    for_: WaitFor,
) {
    for (name, g) in gates {
        if last.get(name).is_none_or(|prev| prev.state != g.state) {
            eprintln!(
                "I wait: node/{name} is {} (waiting for {})",
                state_name(g.state),
                enum_text(for_)
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
            reason: format!("{} (state {})", enum_text(args.for_), state_name(g.state)),
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
            state_name(g.state),
            since,
            g.blockers
                .first()
                .map(|b| format!("; {}: {}", code_name(b.code), b.message))
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

/// The results once every node settled (or timed out): the document or wide table, and the
/// exit status.
fn report(ctx: &Ctx, args: &WaitArgs, results: BTreeMap<String, WaitResult>) -> Result<()> {
    let all: Vec<WaitResult> = results.into_values().collect();
    let failed = all.iter().filter(|r| r.outcome != WaitOutcome::Met).count();
    match ctx.printer.format {
        OutputFormat::Json | OutputFormat::Yaml => ctx.printer.list_doc("WaitResultList", &all)?,
        OutputFormat::Wide => {
            let mut t = Table::new(&["node", "result", "state", "after", "reason"]);
            for r in &all {
                t.row(vec![
                    Cell::from(r.node.as_str()),
                    Cell::from(enum_text(r.outcome)),
                    Cell::from(r.state.map_or("-".into(), state_name)),
                    Cell::from(format!("{:.0}s", r.after_seconds)),
                    Cell::from(r.reason.as_str()),
                ]);
            }
            ctx.printer.out(&t.render())?;
        }
        _ => {}
    }
    if failed > 0 {
        return Err(Error::Failed(format!(
            "{failed} of {} node(s) did not meet the condition {}",
            all.len(),
            enum_text(args.for_)
        )));
    }
    ctx.printer.note(&format!(
        "all {} node(s) met the condition {}",
        all.len(),
        enum_text(args.for_)
    ));
    Ok(())
}

/// A settled node as it happens: the line on stdout, or with `-o name` the bare `node/NAME` of a
/// node that met the condition (kubectl's `-o name`), the others' lines going to stderr.
fn name_or_line(ctx: &Ctx, node: &str, met: bool, line: &str) -> Result<()> {
    if ctx.printer.format != OutputFormat::Name {
        return ctx.printer.out(&format!("{line}\n"));
    }
    if met {
        return ctx.printer.out(&crate::render::name_lines("node", [node]));
    }
    ctx.printer.note(line);
    Ok(())
}

fn enum_text<T: Serialize>(v: T) -> String {
    crate::render::enum_name(&v)
}
