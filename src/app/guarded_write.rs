//! The write flow, the engine side of every write command (its flags, `WriteArgs`, are in
//! `cli::write`): plan → show → ask or refuse → apply → report, dry runs, Ctrl-C, progress and
//! exit codes.

use std::io::IsTerminal;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use serde_json::Value;

use super::{Ctx, fail_if_missing, report_missing};
use crate::cli::write::{DryRun, WriteArgs};
use crate::cluster::Cluster;
use crate::cluster::patch::{self, ApplyOptions, NodeWork, Outcome, WriteResult};
use crate::error::{Error, Result};
use crate::model::plan::{Decision, PatchOperation, apply_ops, describe_cr_ops};
use crate::model::{Group, NodeView};
use crate::render;

/// How the results are shown, and what else the one prompt lists.
#[derive(Debug, Clone, Default)]
pub struct ReportOptions {
    /// Leave out nodes with nothing to do (a fleet-wide `reset` only reports nodes with state).
    pub drop_unchanged: bool,
    /// Plan lines of the changes the same command makes after the node writes (a CR's batch
    /// state): one question covers everything. The caller then applies them without asking.
    pub plan_also: Vec<String>,
}

/// Asks on a terminal, refuses elsewhere (exit 2, nothing changed). `what` names the change.
pub fn confirm(ctx: &Ctx, args: &WriteArgs, what: &str, plan: &[String]) -> Result<()> {
    if args.confirm || args.dry_run != DryRun::None {
        return Ok(());
    }
    if !(std::io::stdin().is_terminal() && std::io::stderr().is_terminal()) {
        return Err(Error::usage(
            "not a terminal, nothing changed: add --confirm (-y) or --dry-run",
        ));
    }
    ctx.printer.plan(what, plan);
    let ok = dialoguer::Confirm::new()
        .with_prompt("Apply?")
        .default(false)
        .interact_on(&dialoguer::console::Term::stderr())
        .map_err(|e| Error::Failed(format!("cannot read the answer: {e}")))?;
    if ok {
        Ok(())
    } else {
        Err(Error::Failed("aborted: nothing was changed".into()))
    }
}

/// Plan lines of node decisions: one header per node, its changes indented.
pub fn plan_lines(decisions: &[(NodeView, Decision)]) -> Vec<String> {
    let mut out = Vec::new();
    for (v, d) in decisions {
        match d {
            Decision::Change(p) => {
                out.push(format!("node/{}:", v.name));
                out.extend(p.describe().into_iter().map(|l| format!("  {l}")));
            }
            Decision::Skip(r) => out.push(format!("node/{}: skipped: {r}", v.name)),
            Decision::Unchanged(_) => {}
        }
    }
    out
}

/// Drops the labels a write no longer needs: before planning only the operator's labels and the
/// keys CR selectors name are read, and whether the node has a label map at all is kept in
/// `maps`. Keeping those instead of ~130 GPU labels is what keeps a 5,000-node write from
/// holding the fleet's labels. Re-plans after a conflict use a fresh read, never this view.
pub fn slim_labels(v: &mut NodeView, keep: &std::collections::BTreeSet<String>) {
    v.labels
        .retain(|k, _| keep.contains(k) || crate::model::keys::parse_key(k).is_some());
    v.conditions = Vec::new();
}

/// The whole flow for node writes: plan every node, show, ask or refuse, apply, report.
/// `extra` are results of the same command that are not node writes (printed after).
#[allow(clippy::too_many_arguments)]
pub async fn run_node_write<P>(
    ctx: &Ctx,
    cluster: &Cluster,
    args: &WriteArgs,
    what: &str,
    done: &str,
    views: Vec<NodeView>,
    planner: P,
    report: ReportOptions,
) -> Result<Vec<WriteResult>>
where
    P: Fn(&NodeView) -> Decision,
{
    let decisions: Vec<(NodeView, Decision)> = views
        .into_iter()
        .map(|mut v| {
            let d = planner(&v);
            slim_labels(&mut v, &std::collections::BTreeSet::new());
            (v, d)
        })
        .collect();
    // The plan text is only needed to ask on a terminal; build it before the views move.
    let needs_prompt = !args.confirm && args.dry_run == DryRun::None;
    let lines = if needs_prompt {
        plan_lines(&decisions)
    } else {
        Vec::new()
    };
    let mut results = Vec::new();
    let mut work = Vec::new();
    // Views move into the work list (no copy): on a fleet they are most of the memory.
    for (v, d) in decisions {
        match d {
            Decision::Change(plan) => work.push(NodeWork { view: v, plan }),
            Decision::Unchanged(r) if !report.drop_unchanged => results.push(WriteResult::node(
                &v.name,
                Outcome::Unchanged,
                Some(r),
                Vec::new(),
            )),
            Decision::Unchanged(_) => {}
            Decision::Skip(r) => results.push(WriteResult::node(
                &v.name,
                Outcome::Skipped,
                Some(r),
                Vec::new(),
            )),
        }
    }
    if work.is_empty() && report.plan_also.is_empty() {
        return Ok(results);
    }
    if args.dry_run == DryRun::Client {
        for w in &work {
            let mut r = WriteResult::node(&w.view.name, Outcome::Changed, None, w.plan.describe());
            r.dry_run = Some("client");
            results.push(r);
        }
        return Ok(results);
    }
    let mut lines = lines;
    if !work.is_empty() && needs_prompt {
        lines.push(format!(
            "each node written: set annotation {}=<time> {what}",
            crate::model::keys::LAST_WRITE_ANNOTATION
        ));
    }
    lines.extend(report.plan_also.iter().cloned());
    let header = match (work.len(), report.plan_also.is_empty()) {
        (n, true) => format!("{what} on {n} node(s)"),
        (0, false) => what.to_string(),
        (n, false) => format!("{what} on {n} node(s), and"),
    };
    confirm(ctx, args, &header, &lines)?;
    drop(lines);
    if work.is_empty() {
        return Ok(results);
    }
    let total = work.len();
    let (applied, stopped) = apply(cluster, args, what, work, &planner).await;
    results.extend(applied);
    if stopped {
        let written = results
            .iter()
            .filter(|r| r.outcome == Outcome::Changed)
            .count();
        ctx.printer.warn(&format!(
            "interrupted: {written} of {total} node(s) written; the rest were not changed. Run the same command again to finish."
        ));
        render::write::results(&ctx.printer, &results, done)?;
        return Err(Error::Interrupted);
    }
    Ok(results)
}

/// Sends the node plans (`patch::apply_node_plans`) with a progress bar, until done or Ctrl-C:
/// the results sorted by node, and whether Ctrl-C stopped it.
async fn apply<P>(
    cluster: &Cluster,
    args: &WriteArgs,
    what: &str,
    work: Vec<NodeWork>,
    planner: &P,
) -> (Vec<WriteResult>, bool)
where
    P: Fn(&NodeView) -> Decision,
{
    let opts = ApplyOptions {
        concurrency: usize::from(args.concurrency),
        server_dry_run: args.dry_run == DryRun::Server,
        pause_before_write: ApplyOptions::pause_from_env(),
        what: what.to_string(),
    };
    let stop = Arc::new(AtomicBool::new(false));
    let watcher = {
        let stop = stop.clone();
        tokio::spawn(async move {
            if tokio::signal::ctrl_c().await.is_ok() {
                stop.store(true, Ordering::SeqCst);
            }
        })
    };
    let bar = progress_bar(what, work.len());
    let applied = patch::apply_node_plans(cluster, work, planner, &opts, &stop, |done, _| {
        if let Some(b) = &bar {
            b.set_position(done as u64);
        }
    })
    .await;
    watcher.abort();
    let stopped = stop.load(Ordering::SeqCst);
    if let Some(b) = bar {
        if stopped {
            // Left on screen at the count reached: that is what was written.
            b.abandon();
        } else {
            b.finish_and_clear();
        }
    }
    let mut applied = applied;
    applied.sort_by(|a, b| a.node.cmp(&b.node));
    for r in &mut applied {
        r.dry_run = args.dry_run.label();
    }
    (applied, stopped)
}

/// The progress bar of a bulk write (20 nodes or more), on stderr and only when it is a terminal:
/// never in a pipe, a log or CI output. indicatif redraws it at most a few times a second.
fn progress_bar(what: &str, total: usize) -> Option<indicatif::ProgressBar> {
    if total < 20 || !std::io::stderr().is_terminal() {
        return None;
    }
    let bar = indicatif::ProgressBar::with_draw_target(
        Some(total as u64),
        indicatif::ProgressDrawTarget::stderr(),
    );
    let style = indicatif::ProgressStyle::with_template(
        "{msg} [{bar:30}] {pos}/{len} nodes ({elapsed}, ~{eta} left)",
    )
    .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar())
    .progress_chars("=> ");
    bar.set_style(style);
    bar.set_message(what.to_string());
    Some(bar)
}

/// Ends a write command: prints the results, a summary on stderr, and maps failures to exit 1
/// (or 3 when every failure was the cluster refusing or unreachable).
pub fn finish(ctx: &Ctx, results: &[WriteResult], missing: &[String], done: &str) -> Result<()> {
    report_missing(ctx, missing);
    if results.is_empty() && !missing.is_empty() {
        return fail_if_missing(missing);
    }
    render::write::results(&ctx.printer, results, done)?;
    let count = |o| results.iter().filter(|r| r.outcome == o).count();
    let (c, u, s, f) = (
        count(Outcome::Changed),
        count(Outcome::Unchanged),
        count(Outcome::Skipped),
        count(Outcome::Failed),
    );
    if results.len() > 1 {
        ctx.printer.note(&format!(
            "{c} changed, {u} unchanged, {s} skipped, {f} failed"
        ));
    }
    if f > 0 {
        let mut cluster_errors = results.iter().filter_map(|r| r.cluster_error.clone());
        if c == 0
            && results.iter().filter(|r| r.cluster_error.is_some()).count() == f
            && let Some(e) = cluster_errors.next()
        {
            // Every write was refused or the cluster is unreachable: exit 3, as for reads.
            return Err(e);
        }
        return Err(Error::Failed(format!(
            "{f} of {} target(s) failed",
            results.len()
        )));
    }
    fail_if_missing(missing)?;
    if s > 0 {
        // A target left as it was, for the reason in its row: the write did not do what was
        // asked for it (exit 1, as a failure).
        return Err(Error::Failed(format!(
            "{s} of {} target(s) skipped",
            results.len()
        )));
    }
    Ok(())
}

/// A planned write on a custom resource (or its status subresource): the object as read and the
/// guarded JSON Patch ops for it.
#[derive(Debug)]
pub struct CrPlan {
    /// `nodewright/gpu-init (status)`.
    pub object: String,
    pub cr: Value,
    pub ops: Vec<PatchOperation>,
}

impl CrPlan {
    /// Reads the CR and plans the change; empty ops mean nothing to do.
    pub async fn read<P>(
        cluster: &Cluster,
        group: Group,
        name: &str,
        status: bool,
        planner: P,
    ) -> Result<CrPlan>
    where
        P: Fn(&Value) -> Vec<PatchOperation>,
    {
        let object = format!(
            "{}/{name}{}",
            group.kind().to_ascii_lowercase(),
            if status { " (status)" } else { "" }
        );
        let cr = patch::get_cr(cluster, group, name).await?;
        let ops = planner(&cr);
        Ok(CrPlan { object, cr, ops })
    }

    /// What the change does, one line per operation.
    pub fn changes(&self) -> Vec<String> {
        describe_cr_ops(&self.cr, &self.ops)
    }

    /// The plan lines shown before asking: `nodewright/gpu-init (status): <change>`.
    pub fn lines(&self) -> Vec<String> {
        self.changes()
            .into_iter()
            .map(|l| format!("{}: {l}", self.object))
            .collect()
    }
}

/// One guarded patch on a custom resource (or its status), with the same plan/ask/dry-run flow.
/// `planner` builds JSON Patch ops from the object as read; empty ops mean nothing to do.
#[allow(clippy::too_many_arguments)]
pub async fn run_cr_write<P>(
    ctx: &Ctx,
    cluster: &Cluster,
    args: &WriteArgs,
    group: Group,
    name: &str,
    status: bool,
    what: &str,
    planner: P,
) -> Result<WriteResult>
where
    P: Fn(&Value) -> Vec<PatchOperation>,
{
    let plan = CrPlan::read(cluster, group, name, status, &planner).await?;
    let mk = |outcome, reason: Option<String>, changes: Vec<String>| WriteResult {
        node: None,
        object: Some(plan.object.clone()),
        outcome,
        reason,
        changes,
        dry_run: args.dry_run.label(),
        cluster_error: None,
    };
    if plan.ops.is_empty() {
        return Ok(mk(
            Outcome::Unchanged,
            Some(format!("nothing to {what}")),
            Vec::new(),
        ));
    }
    if args.dry_run == DryRun::Client {
        // Prove the patch applies to what was read.
        apply_ops(&plan.cr, &plan.ops)
            .map_err(|e| Error::Failed(format!("the patch does not apply: {e}")))?;
        return Ok(mk(Outcome::Changed, None, plan.changes()));
    }
    confirm(ctx, args, &format!("{what} {}", plan.object), &plan.lines())?;
    let applied = patch::apply_cr(
        cluster,
        group,
        name,
        status,
        planner,
        args.dry_run == DryRun::Server,
    )
    .await?;
    if applied.is_empty() {
        return Ok(mk(
            Outcome::Unchanged,
            Some(format!("nothing to {what} (after a concurrent change)")),
            Vec::new(),
        ));
    }
    Ok(mk(
        Outcome::Changed,
        None,
        describe_cr_ops(&plan.cr, &applied),
    ))
}
