//! `package status|logs` (and, with the write engine, `rerun`): the operator CLI's package
//! commands. `logs -f` follows every selected container at once, not one after another.

use clap::{Args, Subcommand};
use futures::StreamExt;

use super::status;
use super::{Ctx, NodeTargets, NodeWrightArg, Snapshot};
use crate::cluster::pods;
use crate::error::{Error, Result};
use crate::model::runs::{self, PackageRun, RunKind};
use crate::model::{CrView, PackageSpec};
use crate::render;
use crate::render::package::PackageOnNode;

/// `package` subcommands.
#[derive(Debug, Subcommand)]
pub enum PackageCommand {
    /// A package's version, stage and state on every node its NodeWright targets.
    Status(PackageStatusArgs),
    /// Logs of a package's pods (every stage container, all nodes at once).
    Logs(PackageLogsArgs),
    /// Re-run a package on nodes (from the beginning, or from --stage).
    Rerun(super::writes::RerunArgs),
}

/// Arguments of `package status`.
#[derive(Debug, Clone, Args)]
#[command(
    after_help = "Examples:\n  kubectl nodewright package status driver --nodewright gpu-init\n  kubectl nodewright package status driver --nodewright gpu-init --node gpu-node-1 -o json"
)]
pub struct PackageStatusArgs {
    #[command(flatten)]
    pub of: PackageArgs,
    #[command(flatten)]
    pub on: PackageNodes,
}

/// A package and the NodeWright that declares it: the first arguments of `package status`,
/// `logs` and `rerun`.
#[derive(Debug, Clone, Args)]
#[command(
    mut_arg("nodewright", |a| a.help("The NodeWright (or Skyhook) that declares it").required(true))
)]
pub struct PackageArgs {
    /// Package name.
    pub package: String,
    #[command(flatten)]
    pub nodewright: NodeWrightArg,
}

impl PackageArgs {
    /// The NodeWright named (or the one mirrored from it) and its declaration of the package;
    /// NotFound, listing what it declares, when the package is not one of them.
    pub fn find(&self, crs: &crate::cluster::crs::AllCrs) -> Result<(CrView, PackageSpec)> {
        let cr = crate::cluster::crs::find(crs, self.nodewright.required()?)?;
        let Some(pkg) = cr.packages.get(&self.package).cloned() else {
            let known: Vec<&str> = cr.packages.keys().map(String::as_str).collect();
            return Err(Error::NotFound(format!(
                "package {:?} is not declared by {} (declared: {})",
                self.package,
                cr.name,
                known.join(", ")
            )));
        };
        Ok((cr, pkg))
    }
}

/// `--node`/`-l` of `package status` and `rerun`.
#[derive(Debug, Clone, Args)]
pub struct PackageNodes {
    /// Only these nodes (repeatable).
    #[arg(long = "node", value_name = "NODE", value_parser = crate::model::names::node)]
    pub node: Vec<String>,
    /// Label selector for nodes.
    #[arg(short = 'l', long = "selector", value_name = "SELECTOR")]
    pub selector: Option<String>,
}

impl PackageNodes {
    /// The same choice as the node arguments of other commands (exact names, no regex).
    pub fn targets(&self) -> NodeTargets {
        NodeTargets {
            nodes: self.node.clone(),
            selector: self.selector.clone(),
            regex: false,
            field_selector: None,
        }
    }
}

/// Arguments of `package logs`.
#[derive(Debug, Clone, Args)]
#[command(
    after_help = "Examples:\n  kubectl nodewright package logs driver --nodewright gpu-init --node gpu-node-1\n  kubectl nodewright package logs driver --nodewright gpu-init --stage apply -f --tail 50"
)]
pub struct PackageLogsArgs {
    #[command(flatten)]
    pub of: PackageArgs,
    /// Only pods on these nodes (repeatable).
    #[arg(long = "node", value_name = "NODE", value_parser = crate::model::names::node)]
    pub node: Vec<String>,
    /// Only this stage's container.
    #[arg(long, value_parser = ["apply", "config", "interrupt", "post-interrupt", "uninstall", "upgrade"])]
    pub stage: Option<String>,
    /// Follow the logs of every selected container at once.
    #[arg(short = 'f', long)]
    pub follow: bool,
    /// Lines from the end of each log.
    #[arg(long, value_name = "N")]
    pub tail: Option<i64>,
}

/// The operator's namespace: `--namespace`, else the namespace of the operator Deployment found.
fn operator_namespace(ctx: &Ctx, snap: &Snapshot) -> String {
    ctx.global
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

async fn status(ctx: &Ctx, a: PackageStatusArgs) -> Result<()> {
    let cluster = ctx.cluster().await?;
    let snap = Snapshot::load(ctx, &cluster).await?;
    let (cr, _) = a.of.find(&snap.crs)?;
    let targets = a.on.targets();
    let filters = status::Filters {
        nodewright: Some(&cr.name),
        package_rows: true,
        ..Default::default()
    };
    let (gates, missing) = status::collect(&cluster, &snap, &targets, filters).await?;
    super::report_missing(ctx, &missing);
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
        return super::fail_if_missing(&missing);
    }
    render::package::status(&ctx.printer, &rows)?;
    super::fail_if_missing(&missing)?;
    Ok(())
}

/// The (pod, container) log streams of `package logs`: the package's stage containers of its
/// pods (of the nodes asked for; of one stage with `--stage`).
fn streams(runs: &[PackageRun], a: &PackageLogsArgs) -> Vec<(String, String)> {
    let mut streams = Vec::new();
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
            if stage_ok {
                streams.push((pod.name.clone(), c.clone()));
            }
        }
    }
    streams
}

async fn logs(ctx: &Ctx, a: PackageLogsArgs) -> Result<()> {
    let cluster = ctx.cluster().await?;
    let snap = Snapshot::load(ctx, &cluster).await?;
    let cr = crate::cluster::crs::find(&snap.crs, a.of.nodewright.required()?)?;
    let ns = operator_namespace(ctx, &snap);
    // Package pods carry `P/name=<cr>` and `P/package=<pkg>-<version>` in the operator's prefix
    // (v0.18+ Job pods inherit them from the Job's template); during a migration either prefix
    // may be in use, so both are asked for.
    let runs = crate::cluster::runs::list_runs(&cluster, &ns, &run_owner_names(&cr)).await?;
    let streams = streams(&runs, &a);
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

/// Runs a `package` subcommand.
pub async fn run(ctx: &Ctx, cmd: PackageCommand) -> Result<()> {
    match cmd {
        PackageCommand::Status(a) => status(ctx, a).await,
        PackageCommand::Logs(a) => logs(ctx, a).await,
        PackageCommand::Rerun(a) => super::writes::rerun(ctx, a).await,
    }
}
