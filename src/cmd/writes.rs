//! Node write commands: `reset`, `node reset|ignore|unignore`, `package rerun`, `taint`,
//! `untaint`, `regate`, `forget`, `restore`. Each builds a planner from `model::plan` and hands
//! it to the write engine (`cmd::write`), which plans every node, asks, applies one guarded patch
//! per node and re-plans on conflict.

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use clap::Args;
use serde::{Deserialize, Serialize};

use super::write::{self, ReportOptions, WriteArgs};
use super::{Ctx, NodeTargets, Snapshot, for_each_target};
use crate::cluster::Cluster;
use crate::cluster::write::WriteResult;
use crate::error::{Error, Result};
use crate::model::keys::{self, cr_names_in};
use crate::model::plan::{self, BackupEntry, Decision, ForgetFilter, PackageRef};
use crate::model::{CrView, Group, NodeView};

/// The targeted nodes. With the CRs at hand, each view keeps only the labels planning reads (the
/// operator's, and the keys the CRs' selectors name), so a fleet-wide write does not hold every
/// node's ~130 labels.
async fn views(
    cluster: &Cluster,
    targets: &NodeTargets,
    crs: Option<&[CrView]>,
) -> Result<(Vec<NodeView>, Vec<String>)> {
    let keep: Option<std::collections::BTreeSet<String>> = crs.map(|crs| {
        crs.iter()
            .flat_map(|c| {
                c.node_selector.match_labels.keys().cloned().chain(
                    c.node_selector
                        .match_expressions
                        .iter()
                        .map(|e| e.key.clone()),
                )
            })
            .collect()
    });
    let mut out = Vec::new();
    let missing = for_each_target(cluster, targets, |mut n| {
        if let Some(keep) = &keep {
            super::write::slim_labels(&mut n, keep);
        }
        out.push(n);
        Ok(())
    })
    .await?;
    out.sort_by(|a, b| a.name.cmp(&b.name));
    Ok((out, missing))
}

fn require_targets(t: &NodeTargets, cmd: &str) -> Result<()> {
    if t.nodes.is_empty() && t.selector.is_none() {
        return Err(Error::usage(format!(
            "{cmd}: name the nodes, or select them with -l SELECTOR (-l '' selects every node)"
        )));
    }
    Ok(())
}

fn names_of(cr: Option<&CrView>, name: &str) -> Vec<String> {
    match cr {
        Some(c) => {
            let mut v = plan::cr_names(&c.name, c.mirrored_from.as_deref());
            if !v.iter().any(|n| n == name) {
                v.push(name.to_string());
            }
            v
        }
        None => vec![name.to_string()],
    }
}

// ---------------------------------------------------------------------------------------------
// reset
// ---------------------------------------------------------------------------------------------

/// Arguments of `reset`.
#[derive(Debug, Clone, Args)]
#[command(
    after_help = "A reset of the whole NodeWright also resets its deployment-policy batch state and rollout order\n\
(as the operator's CLI does). A reset limited to nodes (--node, -l) or to a package leaves them\n\
alone unless --batch: then every compartment's batch state goes back to batch 1 and those nodes\n\
leave the rollout order (status.nodePriority), which restarts a rollout the operator stopped on\n\
them. Reset does not re-gate: use `regate` to re-run behind the runtime-required taint.\n\n\
Examples:\n  kubectl nodewright reset gpu-init --dry-run\n  kubectl nodewright reset gpu-init --node gpu-node-1 --node gpu-node-2 --confirm\n  kubectl nodewright reset gpu-init --node gpu-node-3 --batch -y\n  kubectl nodewright reset gpu-init -l pool=h100 --package driver:550.54 -y\n  kubectl nodewright reset gpu-init --skip-batch-reset -y -o json"
)]
pub struct ResetArgs {
    /// The NodeWright (or Skyhook) whose state to reset.
    pub name: String,
    /// Only these nodes (repeatable; exact names). Default: every node with state for NAME.
    #[arg(long = "node", value_name = "NODE")]
    pub node: Vec<String>,
    /// Only nodes matching this label selector.
    #[arg(short = 'l', long = "selector", value_name = "SELECTOR")]
    pub selector: Option<String>,
    /// Only this package's entry (any version, or only VER) in the node state.
    #[arg(long, value_name = "PKG[:VER]")]
    pub package: Option<String>,
    /// With --node, -l or --package: also reset the batch state, and take those nodes out of the
    /// rollout order.
    #[arg(long, conflicts_with = "skip_batch_reset")]
    pub batch: bool,
    /// Keep the deployment-policy batch state (and rollout order) of a whole-NodeWright reset.
    #[arg(long)]
    pub skip_batch_reset: bool,
    #[command(flatten)]
    pub write: WriteArgs,
}

/// What `reset` does to the CR's status, from the flags (cli.md: a reset of the whole CR resets
/// its batch state; one limited to nodes does so only with `--batch`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BatchReset {
    /// Leave the status alone.
    Keep,
    /// Every compartment's batch state, and the whole rollout order (the operator CLI's reset).
    Whole,
    /// Every compartment's batch state, and these nodes' places in the rollout order.
    Nodes(BTreeSet<String>),
}

impl BatchReset {
    fn of(a: &ResetArgs, targeted: &[NodeView]) -> BatchReset {
        let limited = !a.node.is_empty() || a.selector.is_some() || a.package.is_some();
        if a.skip_batch_reset || (limited && !a.batch) {
            return BatchReset::Keep;
        }
        if a.node.is_empty() && a.selector.is_none() {
            return BatchReset::Whole;
        }
        BatchReset::Nodes(
            a.node
                .iter()
                .cloned()
                .chain(targeted.iter().map(|v| v.name.clone()))
                .collect(),
        )
    }

    fn ops(&self, cr: &serde_json::Value) -> Vec<serde_json::Value> {
        match self {
            BatchReset::Keep => Vec::new(),
            BatchReset::Whole => plan::batch_reset_ops(cr, true),
            BatchReset::Nodes(n) => plan::batch_reset_ops_for_nodes(cr, n),
        }
    }
}

/// `reset NAME`: one plan (node keys, and the CR's batch state when it applies), one question,
/// then the node writes and the status write.
pub async fn reset(ctx: &Ctx, a: ResetArgs) -> Result<()> {
    let package = a
        .package
        .as_deref()
        .map(PackageRef::parse)
        .transpose()
        .map_err(Error::usage)?;
    let cluster = ctx.cluster().await?;
    let snap = Snapshot::load(ctx, &cluster).await?;
    let found = crate::cluster::crs::find(&snap.crs, &a.name);
    let cr = found.as_ref().ok().cloned();
    let names = names_of(cr.as_ref(), &a.name);
    let targets = NodeTargets {
        nodes: a.node.clone(),
        selector: a.selector.clone(),
        regex: false,
    };
    let (views, missing) = views(&cluster, &targets, Some(&snap.logical)).await?;
    let planner = |v: &NodeView| plan::plan_reset(v, &names, package.as_ref());
    let changing: Vec<&NodeView> = views
        .iter()
        .filter(|v| matches!(planner(v), Decision::Change(_)))
        .collect();
    if let Err(e) = found {
        // A typo, or a deleted NodeWright: only keys it left on nodes can be reset.
        if changing.is_empty() {
            super::report_missing(ctx, &missing);
            return Err(e);
        }
        ctx.printer.warn(&format!(
            "{e}; resetting the keys named after {:?} that {} node(s) still carry",
            a.name,
            changing.len()
        ));
    }
    if a.write.dry_run == write::DryRun::None {
        warn_not_regating(ctx, &snap, &changing, &a.name);
    }
    let batch = BatchReset::of(&a, &views);
    let cr_plan = match (&cr, &batch) {
        (Some(cr), b) if *b != BatchReset::Keep => {
            let group = cr.group.unwrap_or(Group::Nodewright);
            Some((
                group,
                write::CrPlan::read(&cluster, group, &cr.name, true, |v| batch.ops(v)).await?,
            ))
        }
        _ => None,
    };
    drop(changing);
    let drop_unchanged = a.node.is_empty();
    let mut results = write::run_node_write(
        ctx,
        &cluster,
        &a.write,
        &format!("reset {}", a.name),
        "reset",
        views,
        planner,
        ReportOptions {
            drop_unchanged,
            plan_also: cr_plan.as_ref().map(|(_, p)| p.lines()).unwrap_or_default(),
        },
    )
    .await?;
    if let (Some((group, plan)), Some(cr)) = (&cr_plan, &cr) {
        // The one question above covered this change too.
        let asked = WriteArgs {
            confirm: true,
            ..a.write.clone()
        };
        let r = write::run_cr_write(
            ctx,
            &cluster,
            &asked,
            *group,
            &cr.name,
            true,
            "reset the batch state of",
            |v| batch.ops(v),
        )
        .await;
        match r {
            Ok(r) => results.push(r),
            Err(e) if e.is_cluster() => return Err(e),
            Err(e) => results.push(WriteResult {
                node: None,
                object: Some(plan.object.clone()),
                outcome: crate::cluster::write::Outcome::Failed,
                reason: Some(e.to_string()),
                changes: Vec::new(),
                dry_run: None,
                cluster_error: None,
            }),
        }
    }
    if results.is_empty() && missing.is_empty() {
        ctx.printer
            .note(&format!("No node has state for {}", a.name));
    }
    write::finish(ctx, &results, &missing, "reset")
}

/// The warning a reset owes when it applies: nodes without a gate taint whose packages will re-run
/// do so while workloads can schedule there.
fn warn_not_regating(ctx: &Ctx, snap: &Snapshot, changing: &[&NodeView], name: &str) {
    let exposed: Vec<&str> = changing
        .iter()
        .filter(|v| crate::model::taint::gate_taints(&v.taints, &snap.config).is_empty())
        .map(|v| v.name.as_str())
        .collect();
    if exposed.is_empty() {
        return;
    }
    let mut shown = exposed
        .iter()
        .take(5)
        .copied()
        .collect::<Vec<_>>()
        .join(", ");
    if exposed.len() > 5 {
        shown.push_str(&format!(" and {} more", exposed.len() - 5));
    }
    ctx.printer.warn(&format!(
        "reset does not re-gate: {} node(s) without the gate taint ({shown}) will re-run their packages while workloads can schedule there. To re-run behind the gate: kubectl nodewright regate NODE... --nodewright {name}",
        exposed.len()
    ));
}

/// Arguments of `node reset`.
#[derive(Debug, Clone, Args)]
#[command(
    after_help = "Examples:\n  kubectl nodewright node reset gpu-node-1 --nodewright gpu-init --confirm\n  kubectl nodewright node reset -l pool=h100 --nodewright gpu-init --dry-run\n  kubectl nodewright node reset gpu-node-1 --all -y"
)]
pub struct NodeResetArgs {
    #[command(flatten)]
    pub targets: NodeTargets,
    /// The NodeWright (or Skyhook) whose state to reset.
    #[arg(
        long = "nodewright",
        visible_alias = "skyhook",
        value_name = "NAME",
        required_unless_present = "all",
        conflicts_with = "all"
    )]
    pub nodewright: Option<String>,
    /// Reset the state of every NodeWright on the nodes.
    #[arg(long)]
    pub all: bool,
    #[command(flatten)]
    pub write: WriteArgs,
}

/// `node reset`.
pub async fn node_reset(ctx: &Ctx, a: NodeResetArgs) -> Result<()> {
    require_targets(&a.targets, "node reset")?;
    let cluster = ctx.cluster().await?;
    let snap = Snapshot::load(ctx, &cluster).await?;
    let (views, missing) = views(&cluster, &a.targets, None).await?;
    let (names, found) = match &a.nodewright {
        Some(n) => {
            let found = crate::cluster::crs::find(&snap.crs, n);
            let cr = found.as_ref().ok().cloned();
            (Some(names_of(cr.as_ref(), n)), Some(found))
        }
        None => (None, None),
    };
    let planner = |v: &NodeView| match &names {
        Some(n) => plan::plan_reset(v, n, None),
        None => {
            let all: Vec<String> = cr_names_in(v.annotations.keys().chain(v.labels.keys()))
                .into_keys()
                .collect();
            plan::plan_reset(v, &all, None)
        }
    };
    let changing: Vec<&NodeView> = views
        .iter()
        .filter(|v| matches!(planner(v), Decision::Change(_)))
        .collect();
    if let Some(Err(e)) = found {
        // A typo, or a deleted NodeWright: only keys it left on nodes can be reset.
        if changing.is_empty() {
            super::report_missing(ctx, &missing);
            return Err(e);
        }
        ctx.printer.warn(&format!(
            "{e}; resetting the keys named after it that {} node(s) still carry",
            changing.len()
        ));
    }
    if a.write.dry_run == write::DryRun::None {
        let name = a.nodewright.as_deref().unwrap_or("NAME");
        warn_not_regating(ctx, &snap, &changing, name);
    }
    drop(changing);
    let results = write::run_node_write(
        ctx,
        &cluster,
        &a.write,
        "reset",
        "reset",
        views,
        planner,
        ReportOptions::default(),
    )
    .await?;
    write::finish(ctx, &results, &missing, "reset")
}

// ---------------------------------------------------------------------------------------------
// node ignore / unignore
// ---------------------------------------------------------------------------------------------

/// Arguments of `node ignore` and `node unignore`.
#[derive(Debug, Clone, Args)]
#[command(
    after_help = "Examples:\n  kubectl nodewright node ignore gpu-node-1 --confirm\n  kubectl nodewright node ignore -l pool=maintenance --dry-run\n  kubectl nodewright node unignore gpu-node-1 gpu-node-2 -y"
)]
pub struct IgnoreArgs {
    #[command(flatten)]
    pub targets: NodeTargets,
    #[command(flatten)]
    pub write: WriteArgs,
}

/// `node ignore` (`ignore = true`) and `node unignore`.
pub async fn ignore(ctx: &Ctx, a: IgnoreArgs, ignore: bool) -> Result<()> {
    require_targets(
        &a.targets,
        if ignore {
            "node ignore"
        } else {
            "node unignore"
        },
    )?;
    let cluster = ctx.cluster().await?;
    let snap = Snapshot::load(ctx, &cluster).await?;
    let group = keys::operator_group(&snap.config).unwrap_or(
        if snap.crs.legacy.served && !snap.crs.renamed.served {
            Group::Skyhook
        } else {
            Group::Nodewright
        },
    );
    let (views, missing) = views(&cluster, &a.targets, Some(&snap.logical)).await?;
    let what = if ignore { "ignore" } else { "unignore" };
    let results = write::run_node_write(
        ctx,
        &cluster,
        &a.write,
        what,
        if ignore { "ignored" } else { "unignored" },
        views,
        |v| plan::plan_ignore(v, group, ignore),
        ReportOptions::default(),
    )
    .await?;
    write::finish(
        ctx,
        &results,
        &missing,
        if ignore { "ignored" } else { "unignored" },
    )
}

// ---------------------------------------------------------------------------------------------
// package rerun
// ---------------------------------------------------------------------------------------------

/// Arguments of `package rerun`.
#[derive(Debug, Clone, Args)]
#[command(
    after_help = "Examples:\n  kubectl nodewright package rerun driver --nodewright gpu-init --node gpu-node-1 --confirm\n  kubectl nodewright package rerun driver --nodewright gpu-init -l pool=h100 --stage config --dry-run"
)]
pub struct RerunArgs {
    /// Package name (as declared in the NodeWright's spec).
    pub package: String,
    /// The NodeWright (or Skyhook) that declares it.
    #[arg(
        long = "nodewright",
        visible_alias = "skyhook",
        value_name = "NAME",
        required = true
    )]
    pub nodewright: String,
    /// Nodes (repeatable; exact names).
    #[arg(long = "node", value_name = "NODE")]
    pub node: Vec<String>,
    /// Label selector for nodes.
    #[arg(short = 'l', long = "selector", value_name = "SELECTOR")]
    pub selector: Option<String>,
    /// Re-run from this stage instead of from the beginning.
    #[arg(long, value_parser = ["apply", "config", "interrupt", "post-interrupt"])]
    pub stage: Option<String>,
    #[command(flatten)]
    pub write: WriteArgs,
}

/// `package rerun`.
pub async fn rerun(ctx: &Ctx, a: RerunArgs) -> Result<()> {
    let targets = NodeTargets {
        nodes: a.node.clone(),
        selector: a.selector.clone(),
        regex: false,
    };
    require_targets(&targets, "package rerun (--node or -l)")?;
    let cluster = ctx.cluster().await?;
    let snap = Snapshot::load(ctx, &cluster).await?;
    let cr = crate::cluster::crs::find(&snap.crs, &a.nodewright)?;
    let Some(pkg) = cr.packages.get(&a.package) else {
        let known: Vec<&str> = cr.packages.keys().map(String::as_str).collect();
        return Err(Error::NotFound(format!(
            "package {:?} is not declared by {} (declared: {})",
            a.package,
            cr.name,
            known.join(", ")
        )));
    };
    let pkg_name = crate::model::nodestate::package_name(&a.package, pkg).to_string();
    let version = pkg.version.clone();
    let names = names_of(Some(&cr), &a.nodewright);
    let (views, missing) = views(&cluster, &targets, Some(&snap.logical)).await?;
    let results = write::run_node_write(
        ctx,
        &cluster,
        &a.write,
        &format!("rerun {pkg_name}|{version}"),
        "rerun",
        views,
        |v| plan::plan_rerun(v, &names, &pkg_name, &version, a.stage.as_deref()),
        ReportOptions::default(),
    )
    .await?;
    write::finish(ctx, &results, &missing, "rerun")
}

// ---------------------------------------------------------------------------------------------
// taint / untaint / regate
// ---------------------------------------------------------------------------------------------

/// Arguments of `taint`.
#[derive(Debug, Clone, Args)]
#[command(
    after_help = "The taint is the operator's configured RUNTIME_REQUIRED_TAINT (or --runtime-required-taint).\n\n\
Examples:\n  kubectl nodewright taint gpu-node-1 --confirm\n  kubectl nodewright taint -l pool=h100 --dry-run\n  kubectl nodewright taint gpu-node-1 --overwrite -y"
)]
pub struct TaintArgs {
    #[command(flatten)]
    pub targets: NodeTargets,
    /// Fix the value of a taint with the configured key and effect but another value.
    #[arg(long)]
    pub overwrite: bool,
    #[command(flatten)]
    pub write: WriteArgs,
}

/// `taint`.
pub async fn taint(ctx: &Ctx, a: TaintArgs) -> Result<()> {
    require_targets(&a.targets, "taint")?;
    let cluster = ctx.cluster().await?;
    let snap = Snapshot::load(ctx, &cluster).await?;
    let spec = snap.taint_to_write()?;
    let (views, missing) = views(&cluster, &a.targets, Some(&snap.logical)).await?;
    let results = write::run_node_write(
        ctx,
        &cluster,
        &a.write,
        &format!("taint {spec}"),
        "tainted",
        views,
        |v| plan::plan_taint(v, &spec, a.overwrite),
        ReportOptions::default(),
    )
    .await?;
    write::finish(ctx, &results, &missing, "tainted")
}

/// Arguments of `untaint`.
#[derive(Debug, Clone, Args)]
#[command(
    after_help = "Without --key: the configured runtime-required taint (any value) and the legacy skyhook.nvidia.com one.\n\n\
Examples:\n  kubectl nodewright untaint gpu-node-1 --confirm\n  kubectl nodewright untaint -l pool=h100 --dry-run\n  kubectl nodewright untaint gpu-node-1 --key example.com/gate -y"
)]
pub struct UntaintArgs {
    #[command(flatten)]
    pub targets: NodeTargets,
    /// Remove taints with this key (any effect) instead of the gate taints.
    #[arg(long, value_name = "KEY")]
    pub key: Option<String>,
    #[command(flatten)]
    pub write: WriteArgs,
}

/// `untaint`.
pub async fn untaint(ctx: &Ctx, a: UntaintArgs) -> Result<()> {
    require_targets(&a.targets, "untaint")?;
    let cluster = ctx.cluster().await?;
    let snap = Snapshot::load(ctx, &cluster).await?;
    let (views, missing) = views(&cluster, &a.targets, Some(&snap.logical)).await?;
    let config = snap.config.clone();
    let results = write::run_node_write(
        ctx,
        &cluster,
        &a.write,
        "untaint",
        "untainted",
        views,
        |v| plan::plan_untaint(v, &config, a.key.as_deref()),
        ReportOptions::default(),
    )
    .await?;
    write::finish(ctx, &results, &missing, "untainted")
}

/// Arguments of `regate`.
#[derive(Debug, Clone, Args)]
#[command(
    after_help = "One guarded write per node: the configured runtime-required taint is added and the state of the\n\
runtime-required NodeWrights selecting the node is reset, in the same patch, so the node is gated\n\
before the operator sees it reset.\n\n\
Examples:\n  kubectl nodewright regate gpu-node-1 --confirm\n  kubectl nodewright regate -l pool=h100 --nodewright gpu-init --dry-run"
)]
pub struct RegateArgs {
    #[command(flatten)]
    pub targets: NodeTargets,
    /// Only this NodeWright's state (default: every runtime-required one selecting the node).
    #[arg(long = "nodewright", visible_alias = "skyhook", value_name = "NAME")]
    pub nodewright: Option<String>,
    #[command(flatten)]
    pub write: WriteArgs,
}

/// `regate`.
pub async fn regate(ctx: &Ctx, a: RegateArgs) -> Result<()> {
    require_targets(&a.targets, "regate")?;
    let cluster = ctx.cluster().await?;
    let snap = Snapshot::load(ctx, &cluster).await?;
    let spec = snap.taint_to_write()?;
    let crs: Vec<CrView> = match &a.nodewright {
        Some(n) => {
            let cr = crate::cluster::crs::find(&snap.crs, n)?;
            if !cr.runtime_required {
                ctx.printer.warn(&format!("{} is not runtimeRequired: the operator will not remove the taint when it completes", cr.name));
            }
            vec![cr]
        }
        None => snap
            .logical
            .iter()
            .filter(|c| c.runtime_required && !c.deleting)
            .cloned()
            .collect(),
    };
    let named = a.nodewright.is_some();
    let (views, missing) = views(&cluster, &a.targets, Some(&snap.logical)).await?;
    let results = write::run_node_write(
        ctx,
        &cluster,
        &a.write,
        &format!("regate ({spec})"),
        "regated",
        views,
        |v| {
            let selecting: Vec<Vec<String>> = crs
                .iter()
                .filter(|c| {
                    named
                        || crate::model::selector::matches(&c.node_selector, &v.labels)
                            .unwrap_or(false)
                })
                .map(|c| plan::cr_names(&c.name, c.mirrored_from.as_deref()))
                .collect();
            plan::plan_regate(v, &spec, &selecting)
        },
        ReportOptions::default(),
    )
    .await?;
    write::finish(ctx, &results, &missing, "regated")
}

// ---------------------------------------------------------------------------------------------
// forget / restore
// ---------------------------------------------------------------------------------------------

/// Arguments of `forget`.
#[derive(Debug, Clone, Args)]
#[command(
    after_help = "Strips the operator's keys (both prefixes, autoTaint_ markers included) so the node is \"new\"\n\
again. Users' own labels under skyhook.nvidia.com/ are never touched. A backup of every removed\n\
key is written first; `restore FILE` puts them back.\n\n\
Examples:\n  kubectl nodewright forget gpu-node-1 --dry-run\n  kubectl nodewright forget -l pool=h100 --orphaned --confirm\n  kubectl nodewright forget gpu-node-1 --nodewright old-init --backup ./gpu-node-1.json -y"
)]
pub struct ForgetArgs {
    #[command(flatten)]
    pub targets: NodeTargets,
    /// Only this NodeWright's keys (node-scoped markers stay).
    #[arg(
        long = "nodewright",
        visible_alias = "skyhook",
        value_name = "NAME",
        conflicts_with = "orphaned"
    )]
    pub nodewright: Option<String>,
    /// Only keys of NodeWrights that no longer exist (node-scoped markers stay).
    #[arg(long)]
    pub orphaned: bool,
    /// Also remove the `ignore` label.
    #[arg(long)]
    pub include_ignore: bool,
    /// Backup file (default: $XDG_STATE_HOME/kubectl-nodewright/forget-<time>.json).
    #[arg(long, value_name = "FILE")]
    pub backup: Option<PathBuf>,
    #[command(flatten)]
    pub write: WriteArgs,
}

/// The backup document `forget` writes and `restore` reads.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ForgetBackup {
    pub api_version: String,
    pub kind: String,
    pub created_at: String,
    pub entries: Vec<BackupEntry>,
}

fn default_backup_path() -> Result<PathBuf> {
    let base = match std::env::var_os("XDG_STATE_HOME").filter(|v| !v.is_empty()) {
        Some(d) => PathBuf::from(d),
        None => {
            let home = std::env::var_os("HOME").ok_or_else(|| {
                Error::usage("neither XDG_STATE_HOME nor HOME is set: give --backup FILE")
            })?;
            PathBuf::from(home).join(".local/state")
        }
    };
    let ts = jiff::Timestamp::now()
        .strftime("%Y%m%dT%H%M%SZ")
        .to_string();
    Ok(base
        .join("kubectl-nodewright")
        .join(format!("forget-{ts}.json")))
}

/// `forget`.
pub async fn forget(ctx: &Ctx, a: ForgetArgs) -> Result<()> {
    require_targets(&a.targets, "forget")?;
    let cluster = ctx.cluster().await?;
    let mut filter = ForgetFilter {
        include_ignore: a.include_ignore,
        ..Default::default()
    };
    if let Some(n) = &a.nodewright {
        filter.only_crs = Some(vec![n.clone()]);
    }
    if a.orphaned {
        let snap = Snapshot::load(ctx, &cluster).await?;
        let mut existing: Vec<String> = Vec::new();
        for c in snap
            .crs
            .legacy
            .items
            .iter()
            .chain(&snap.crs.renamed.items)
            .chain(&snap.logical)
        {
            existing.push(c.name.clone());
            existing.extend(c.mirrored_from.clone());
        }
        for (n, _) in snap
            .crs
            .legacy
            .malformed
            .iter()
            .chain(&snap.crs.renamed.malformed)
        {
            existing.push(n.clone());
        }
        filter.orphaned_of = Some(existing);
    }
    let (views, missing) = views(&cluster, &a.targets, None).await?;
    // The backup is written from the plan shown; a re-plan after a conflict only removes keys
    // that are in the backup with the same value.
    let mut entries = Vec::new();
    for v in &views {
        if let Decision::Change(p) = plan::plan_forget(v, &filter) {
            entries.extend(plan::backup_entries(&p));
        }
    }
    let saved: BTreeSet<(String, String, String)> = entries
        .iter()
        .map(|e| (e.node.clone(), e.key.clone(), e.value.clone()))
        .collect();
    if !entries.is_empty() && a.write.dry_run == write::DryRun::None {
        let path = match &a.backup {
            Some(p) => p.clone(),
            None => default_backup_path()?,
        };
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir)
                .map_err(|e| Error::Failed(format!("cannot create {}: {e}", dir.display())))?;
        }
        let doc = ForgetBackup {
            api_version: crate::render::API_VERSION.into(),
            kind: "ForgetBackup".into(),
            created_at: jiff::Timestamp::now().to_string(),
            entries: entries.clone(),
        };
        let text = serde_json::to_string_pretty(&doc).map_err(|e| Error::Failed(e.to_string()))?;
        // Written only after the user agrees would lose the backup on a crash mid-run; written
        // before asking, it is harmless when the answer is no.
        std::fs::write(&path, text + "\n").map_err(|e| {
            Error::Failed(format!("cannot write the backup {}: {e}", path.display()))
        })?;
        ctx.printer.note(&format!(
            "Backup of {} key(s) written to {} (restore with `kubectl nodewright restore {}`)",
            entries.len(),
            path.display(),
            path.display()
        ));
    }
    let results = write::run_node_write(
        ctx,
        &cluster,
        &a.write,
        "forget",
        "forgotten",
        views,
        |v| match plan::plan_forget(v, &filter) {
            Decision::Change(mut p) => {
                let before = p.keys.len();
                p.keys.retain(|e| {
                    e.before.as_ref().is_some_and(|b| {
                        saved.contains(&(v.name.clone(), e.key.clone(), b.clone()))
                    })
                });
                if p.keys.len() < before {
                    p.notes.push(format!(
                        "{} key(s) changed since the backup were left alone; run forget again",
                        before - p.keys.len()
                    ));
                }
                if p.is_empty() {
                    Decision::Skip("every key changed since the backup; run forget again".into())
                } else {
                    Decision::Change(p)
                }
            }
            other => other,
        },
        ReportOptions::default(),
    )
    .await?;
    write::finish(ctx, &results, &missing, "forgotten")
}

/// Arguments of `restore`.
#[derive(Debug, Clone, Args)]
#[command(
    after_help = "Examples:\n  kubectl nodewright restore ~/.local/state/kubectl-nodewright/forget-20260101T120000Z.json --dry-run\n  kubectl nodewright restore backup.json --confirm\n  kubectl nodewright restore backup.json --force -y"
)]
pub struct RestoreArgs {
    /// A backup file written by `forget`.
    pub file: PathBuf,
    /// Overwrite keys whose value changed since the backup.
    #[arg(long)]
    pub force: bool,
    #[command(flatten)]
    pub write: WriteArgs,
}

/// `restore`.
pub async fn restore(ctx: &Ctx, a: RestoreArgs) -> Result<()> {
    let text = std::fs::read_to_string(&a.file)
        .map_err(|e| Error::usage(format!("cannot read {}: {e}", a.file.display())))?;
    let doc: ForgetBackup = serde_json::from_str(&text)
        .map_err(|e| Error::usage(format!("{} is not a forget backup: {e}", a.file.display())))?;
    let mut by_node: BTreeMap<String, Vec<BackupEntry>> = BTreeMap::new();
    for e in doc.entries {
        if keys::parse_key(&e.key).is_none() {
            return Err(Error::usage(format!(
                "{}: key {:?} is not under an operator prefix",
                a.file.display(),
                e.key
            )));
        }
        // A key the API server would refuse (e.g. over 63 characters after the `/`) is bad
        // input: say so before writing anything.
        keys::validate_qualified_name(&e.key).map_err(|reason| {
            Error::usage(format!(
                "{}: node {}: {} {:?}: {reason}",
                a.file.display(),
                e.node,
                e.place.as_str(),
                e.key
            ))
        })?;
        by_node.entry(e.node.clone()).or_default().push(e);
    }
    if by_node.is_empty() {
        ctx.printer.note("The backup is empty: nothing to restore");
        return Ok(());
    }
    let cluster = ctx.cluster().await?;
    let targets = NodeTargets {
        nodes: by_node.keys().cloned().collect(),
        selector: None,
        regex: false,
    };
    let (views, missing) = views(&cluster, &targets, None).await?;
    let results = write::run_node_write(
        ctx,
        &cluster,
        &a.write,
        "restore",
        "restored",
        views,
        |v| {
            let entries: Vec<&BackupEntry> = by_node
                .get(&v.name)
                .map(|es| es.iter().collect())
                .unwrap_or_default();
            plan::plan_restore(v, &entries, a.force)
        },
        ReportOptions::default(),
    )
    .await?;
    write::finish(ctx, &results, &missing, "restored")
}
