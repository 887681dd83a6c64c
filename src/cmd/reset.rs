//! `reset`, `node reset` and `package rerun`: a CR's (or one package's) state on nodes back to
//! the start, and the CR's batch state with `--batch`.

use std::collections::BTreeSet;

use crate::app::guarded_write::{self as flow, ReportOptions};
use crate::app::write_targets::{names_of, require_targets, views};
use crate::app::{Ctx, Snapshot, report_missing};
use crate::cli::NodeTargets;
use crate::cli::reset::{NodeResetArgs, RerunArgs, ResetArgs};
use crate::cli::write::{DryRun, WriteArgs};
use crate::cluster::Cluster;
use crate::cluster::patch::WriteResult;
use crate::error::Result;
use crate::model::keys::cr_names_in;
use crate::model::plan::{self, Decision};
use crate::model::{Group, NodeView};

// ---------------------------------------------------------------------------------------------
// reset
// ---------------------------------------------------------------------------------------------

/// What `reset` does to the CR's status, from the flags (docs/commands.md: a reset of the whole CR resets
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

    fn ops(&self, cr: &serde_json::Value) -> Vec<plan::PatchOperation> {
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
    let package = a.package.clone();
    let cluster = ctx.cluster().await?;
    let snap = Snapshot::load_for_write(ctx, &cluster).await?;
    let found = crate::cluster::crs::find(&snap.crs, &a.name);
    let cr = found.as_ref().ok().cloned();
    let names = names_of(cr.as_ref(), &a.name);
    let targets = NodeTargets {
        nodes: a.node.clone(),
        selector: a.selector.clone(),
        regex: false,
        field_selector: None,
    };
    let (views, missing) = views(&cluster, &targets, Some(&snap.logical)).await?;
    let planner =
        |v: &NodeView| plan::plan_reset(v, &names, package.as_ref(), selects(cr.as_ref(), v));
    let changing: Vec<&NodeView> = views
        .iter()
        .filter(|v| matches!(planner(v), Decision::Change(_)))
        .collect();
    if let Err(e) = found {
        // A typo, or a deleted NodeWright: only keys it left on nodes can be reset.
        if changing.is_empty() {
            report_missing(ctx, &missing);
            return Err(e);
        }
        ctx.printer.warn(&format!(
            "{e}; resetting the keys named after {:?} that {} node(s) still carry",
            a.name,
            changing.len()
        ));
    }
    if a.write.dry_run == DryRun::None {
        warn_not_regating(ctx, &snap, &changing, &a.name);
    }
    let batch = BatchReset::of(&a, &views);
    let cr_plan = match (&cr, &batch) {
        (Some(cr), b) if *b != BatchReset::Keep => {
            let group = cr.group.unwrap_or(Group::Nodewright);
            Some((
                group,
                flow::CrPlan::read(&cluster, group, &cr.name, true, |v| batch.ops(v)).await?,
            ))
        }
        _ => None,
    };
    drop(changing);
    let drop_unchanged = a.node.is_empty();
    let mut results = flow::run_node_write(
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
        results
            .push(reset_batch(ctx, &cluster, &a, (*group, &cr.name), &plan.object, &batch).await?);
    }
    if results.is_empty() && missing.is_empty() {
        ctx.printer
            .note(&format!("No node has state for {}", a.name));
    }
    flow::finish(ctx, &results, &missing, "reset")
}

/// The CR's batch state, reset after its nodes without asking again: its result, or a failed
/// row for an error that is not the cluster's.
async fn reset_batch(
    ctx: &Ctx,
    cluster: &Cluster,
    a: &ResetArgs,
    (group, name): (Group, &str),
    object: &str,
    batch: &BatchReset,
) -> Result<WriteResult> {
    let asked = WriteArgs {
        confirm: true,
        ..a.write.clone()
    };
    let r = flow::run_cr_write(
        ctx,
        cluster,
        &asked,
        group,
        name,
        true,
        "reset the batch state of",
        |v| batch.ops(v),
    )
    .await;
    match r {
        Ok(r) => Ok(r),
        Err(e) if e.is_cluster() => Err(e),
        Err(e) => Ok(WriteResult {
            node: None,
            object: Some(object.to_string()),
            outcome: crate::cluster::patch::Outcome::Failed,
            reason: Some(e.to_string()),
            changes: Vec::new(),
            dry_run: None,
            cluster_error: None,
        }),
    }
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

/// `node reset`.
pub async fn node_reset(ctx: &Ctx, a: NodeResetArgs) -> Result<()> {
    require_targets(&a.targets, "node reset")?;
    let cluster = ctx.cluster().await?;
    let snap = Snapshot::load_for_write(ctx, &cluster).await?;
    let (views, missing) = views(&cluster, &a.targets, None).await?;
    let (names, found, named_cr) = match &a.nodewright.name {
        Some(n) => {
            let found = crate::cluster::crs::find(&snap.crs, n);
            let cr = found.as_ref().ok().cloned();
            (Some(names_of(cr.as_ref(), n)), Some(found), cr)
        }
        None => (None, None, None),
    };
    let planner = |v: &NodeView| match &names {
        Some(n) => plan::plan_reset(v, n, None, selects(named_cr.as_ref(), v)),
        None => {
            // Each CR's keys with its own fate: one plan, the reset of every CR named on it.
            let all = cr_names_in(v.annotations.keys().chain(v.labels.keys()));
            let mut b = plan::Builder::new(v);
            for name in all.into_keys() {
                let cr = crate::cluster::crs::lookup(&snap.logical, &name).ok();
                plan::reset_cr_keys(&mut b, &[name], None, selects(cr, v));
            }
            b.finish("no state of this NodeWright on the node")
        }
    };
    let changing: Vec<&NodeView> = views
        .iter()
        .filter(|v| matches!(planner(v), Decision::Change(_)))
        .collect();
    if let Some(Err(e)) = found {
        // A typo, or a deleted NodeWright: only keys it left on nodes can be reset.
        if changing.is_empty() {
            report_missing(ctx, &missing);
            return Err(e);
        }
        ctx.printer.warn(&format!(
            "{e}; resetting the keys named after it that {} node(s) still carry",
            changing.len()
        ));
    }
    if a.write.dry_run == DryRun::None {
        let name = a.nodewright.name.as_deref().unwrap_or("NAME");
        warn_not_regating(ctx, &snap, &changing, name);
    }
    drop(changing);
    let results = flow::run_node_write(
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
    flow::finish(ctx, &results, &missing, "reset")
}

// ---------------------------------------------------------------------------------------------
// package rerun
// ---------------------------------------------------------------------------------------------

/// `package rerun`.
pub async fn rerun(ctx: &Ctx, a: RerunArgs) -> Result<()> {
    let targets = a.on.targets();
    require_targets(&targets, "package rerun (--node or -l)")?;
    let cluster = ctx.cluster().await?;
    let snap = Snapshot::load_for_write(ctx, &cluster).await?;
    let (cr, pkg) = crate::app::target_nodes::find_package(&a.of, &snap.crs)?;
    let pkg_name = crate::model::nodestate::package_name(&a.of.package, &pkg).to_string();
    let version = pkg.version.clone();
    let names = names_of(Some(&cr), a.of.nodewright.required()?);
    let (views, missing) = views(&cluster, &targets, Some(&snap.logical)).await?;
    let results = flow::run_node_write(
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
    flow::finish(ctx, &results, &missing, "rerun")
}

/// Whether `cr` still selects the node: a CR gone (`None`) does not, so no re-run will lift the
/// cordon its marker records (NVIDIA's CLI v0.5.0 rule, `plan::reset_cr_keys`).
fn selects(cr: Option<&crate::model::CrView>, v: &NodeView) -> plan::Selects {
    match cr {
        Some(c) if crate::model::gate::selects(c, v) => plan::Selects::Yes,
        _ => plan::Selects::No,
    }
}
