//! `package status|logs`: the operator CLI's package commands (`package rerun` is in `reset`). `logs -f` follows every selected container at once, not one after another.

use futures::StreamExt;

use crate::app::collect::{self, Filters};
use crate::app::walk::Prepared;
use crate::app::{Ctx, Snapshot, fail_if_missing, report_missing};
use crate::cli::package::{PackageLogsArgs, PackageStatusArgs};
use crate::cluster::pods;
use crate::error::{Error, Result};
use crate::model::runs::{self, PackageRun, RunKind};
use crate::render;
use crate::render::package::PackageOnNode;

/// The operator's namespace: `--namespace`, else the namespace of the operator Deployment found.
fn operator_namespace(ctx: &Ctx, snap: &Snapshot) -> String {
    ctx.global
        .connect
        .namespace
        .clone()
        .or_else(|| {
            snap.operator
                .deployments
                .first()
                .map(|d| d.namespace.clone())
        })
        .unwrap_or_else(|| "nodewright".into())
}

/// The CR's name plus the legacy Skyhook it mirrors (their package objects carry either).
fn run_owner_names(cr: &crate::model::CrView) -> Vec<&str> {
    std::iter::once(cr.name.as_str())
        .chain(cr.mirrored_from.as_deref())
        .collect()
}

/// `package status`.
pub async fn status(ctx: &Ctx, a: PackageStatusArgs) -> Result<()> {
    let cluster = ctx.cluster().await?;
    let targets = a.on.targets();
    let prepared = Prepared::load(ctx, &cluster, &targets).await?;
    let (cr, _) = crate::app::targets::find_package(&a.of, &prepared.snap.crs)?;
    let filters = Filters {
        nodewright: Some(&cr.name),
        package_rows: true,
        ..Default::default()
    };
    let collect::Collected {
        snap,
        gates,
        missing,
    } = collect::collect(&cluster, prepared, &targets, filters).await?;
    report_missing(ctx, &missing);
    let ns = operator_namespace(ctx, &snap);
    // The runs are extra detail: without permission to list pods or Jobs, the node keys still
    // answer, so say what is missing instead of failing.
    let runs = match crate::cluster::runs::list_runs(&cluster, &ns, &run_owner_names(&cr)).await {
        Ok(r) => r,
        Err(e) => {
            ctx.printer.warn(&format!(
                "cannot read the operator's package Jobs and pods in namespace {ns} (run column left empty): {e}"
            ));
            Vec::new()
        }
    };
    let rows: Vec<PackageOnNode> = gates
        .iter()
        .flat_map(|g| g.nodewrights.iter().map(move |c| (g, c)))
        .flat_map(|(g, c)| {
            c.packages
                .iter()
                .filter(|p| p.name == a.of.package)
                .map(move |p| (g, c, p))
        })
        .map(|(g, c, p)| PackageOnNode {
            node: g.name.clone(),
            nodewright: c.name.clone(),
            package: p.name.clone(),
            declared_version: p.declared_version.clone(),
            observed_version: p.observed_version.clone(),
            stage: p.stage.clone(),
            state: p.state.clone(),
            restarts: p.restarts,
            complete: p.complete,
            run: runs::current(&runs, &p.name, &g.name).cloned(),
        })
        .collect();
    if rows.is_empty() && !missing.is_empty() {
        return fail_if_missing(&missing);
    }
    render::package::status(&ctx.printer, &rows)?;
    fail_if_missing(&missing)?;
    Ok(())
}

/// The (pod, container) log streams of `package logs`: the package's stage containers of its
/// pods (of the nodes asked for; of one stage with `--stage`).
/// The log streams to open, and the containers of the stage that have not started (no log yet:
/// the kubelet refuses them with 400, "is waiting to start"), as `(pod/container, why)`. NVIDIA's
/// Go CLI skips those too (`package_logs.go` @ 71ca22b, `getContainersToLog`).
type Streams = (Vec<(String, String)>, Vec<(String, String)>);

fn streams(runs: &[PackageRun], a: &PackageLogsArgs) -> Streams {
    let mut streams = Vec::new();
    let mut waiting = Vec::new();
    for pod in runs.iter().filter(|r| r.kind == RunKind::Pod) {
        if !pod.is_package(&a.of.package) {
            continue;
        }
        if !a.node.is_empty() && !pod.node.as_ref().is_some_and(|n| a.node.contains(n)) {
            continue;
        }
        for c in &pod.containers {
            // Stage containers are `<pkg>-<stage>` and `<pkg>-<stage>check` (plus `<pkg>-init`);
            // a Job pod also carries its stage label.
            let stage_ok = match &a.stage {
                Some(s) => {
                    c == &format!("{}-{}", a.of.package, s)
                        || c == &format!("{}-{}check", a.of.package, s)
                }
                None => c.starts_with(&format!("{}-", a.of.package)),
            };
            if !stage_ok {
                continue;
            }
            match pod.waiting.iter().find(|(w, _)| w == c) {
                Some((_, why)) => waiting.push((format!("{}/{c}", pod.name), why.clone())),
                None => streams.push((pod.name.clone(), c.clone())),
            }
        }
    }
    (streams, waiting)
}

/// `package logs`.
pub async fn logs(ctx: &Ctx, a: PackageLogsArgs) -> Result<()> {
    let cluster = ctx.cluster().await?;
    let snap = Snapshot::load(ctx, &cluster).await?;
    let cr = crate::cluster::crs::find(&snap.crs, a.of.nodewright.required()?)?;
    let ns = operator_namespace(ctx, &snap);
    // Package pods carry `P/name=<cr>` and `P/package=<pkg>-<version>` in the operator's prefix
    // (v0.18+ Job pods inherit them from the Job's template); during a migration either prefix
    // may be in use, so both are asked for.
    let runs = crate::cluster::runs::list_runs(&cluster, &ns, &run_owner_names(&cr)).await?;
    let (streams, waiting) = streams(&runs, &a);
    for (at, why) in &waiting {
        ctx.printer
            .note(&format!("[{at}] has not started, no log yet ({why})"));
    }
    for j in runs
        .iter()
        .filter(|r| r.kind == RunKind::Job && r.is_package(&a.of.package))
        .filter(|r| a.node.is_empty() || r.node.as_ref().is_some_and(|n| a.node.contains(n)))
    {
        // Its pods may already be gone (TTL); say how the Job ended, so a stopped stage is not
        // mistaken for a quiet one.
        if j.state == runs::RunState::StoppedRetrying {
            ctx.printer.warn(&format!(
                "job {} on {}: {}{}",
                j.name,
                j.node.as_deref().unwrap_or("?"),
                j.summary(),
                j.message
                    .as_deref()
                    .map(|m| format!(": {m}"))
                    .unwrap_or_default()
            ));
        }
    }
    if streams.is_empty() && !waiting.is_empty() {
        return Ok(());
    }
    if streams.is_empty() {
        ctx.printer.note(&format!(
            "No pods found for package {:?} of {} in namespace {ns}",
            a.of.package, cr.name
        ));
        return Ok(());
    }
    let prefix_lines = streams.len() > 1;
    let mut failures = 0usize;
    let (cluster, ns) = (&cluster, ns.as_str());
    let opened =
        futures::future::join_all(streams.into_iter().map(|(pod, container)| async move {
            let tag = format!("[{pod}/{container}] ");
            match pods::log_lines(cluster, ns, &pod, &container, a.follow, a.tail).await {
                Ok(lines) => {
                    let tag2 = tag.clone();
                    lines.map(move |l| l.map(|l| format!("{tag2}{l}"))).boxed()
                }
                Err(e) => futures::stream::iter(vec![Err(format!("{tag}{e}"))]).boxed(),
            }
        }))
        .await;
    let mut merged = futures::stream::select_all(opened);
    let mut out = render::package::Logs::new(&ctx.printer, prefix_lines);
    while let Some(line) = merged.next().await {
        match line {
            Ok(l) => out.line(&l)?,
            // Started between the list and the read's answer, or not yet when the list was
            // stale: not a failure, as for a container the list showed waiting.
            Err(e) if e.contains("is waiting to start") => {
                ctx.printer.note(&format!("{e}; no log yet"));
            }
            Err(e) => {
                failures += 1;
                ctx.printer.warn(&format!("cannot read logs: {e}"));
            }
        }
    }
    if failures > 0 {
        return Err(Error::Failed(format!(
            "{failures} log stream(s) could not be read"
        )));
    }
    Ok(())
}
