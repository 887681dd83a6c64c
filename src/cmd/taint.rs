//! `taint`, `untaint` and `regate`: the gate taint by hand, and gating a node again with its
//! runtime-required CRs' state reset.

use crate::app::guarded_write::{self as flow, ReportOptions};
use crate::app::write_targets::{require_targets, views};
use crate::app::{Ctx, Snapshot};
use crate::cli::taint::{RegateArgs, TaintArgs, UntaintArgs};
use crate::error::Result;
use crate::model::CrView;
use crate::model::plan::{self};

// ---------------------------------------------------------------------------------------------
// taint / untaint / regate
// ---------------------------------------------------------------------------------------------

/// `taint`.
pub async fn taint(ctx: &Ctx, a: TaintArgs) -> Result<()> {
    require_targets(&a.targets, "taint")?;
    let cluster = ctx.cluster().await?;
    let snap = Snapshot::load_for_write(ctx, &cluster).await?;
    let spec = snap.taint_to_write()?;
    let (views, missing) = views(&cluster, &a.targets, Some(&snap.logical)).await?;
    let results = flow::run_node_write(
        ctx,
        &cluster,
        &a.write,
        &format!("taint {spec}"),
        "tainted",
        views,
        |v| plan::plan_taint_replacing(v, &spec, a.overwrite, a.replace.as_deref()),
        ReportOptions::default(),
    )
    .await?;
    flow::finish(ctx, &results, &missing, "tainted")
}

/// `untaint`.
pub async fn untaint(ctx: &Ctx, a: UntaintArgs) -> Result<()> {
    require_targets(&a.targets, "untaint")?;
    let cluster = ctx.cluster().await?;
    let snap = Snapshot::load_for_write(ctx, &cluster).await?;
    let (views, missing) = views(&cluster, &a.targets, Some(&snap.logical)).await?;
    let config = snap.config.clone();
    let results = flow::run_node_write(
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
    flow::finish(ctx, &results, &missing, "untainted")
}

/// `regate`.
pub async fn regate(ctx: &Ctx, a: RegateArgs) -> Result<()> {
    require_targets(&a.targets, "regate")?;
    let cluster = ctx.cluster().await?;
    let snap = Snapshot::load_for_write(ctx, &cluster).await?;
    let spec = snap.taint_to_write()?;
    let crs: Vec<CrView> = match &a.nodewright.name {
        Some(n) => {
            let cr = crate::cluster::crs::find(&snap.crs, n)?;
            if !cr.runtime_required {
                ctx.printer.warn(&format!("{} is not runtimeRequired: the operator will not remove the taint when it completes", cr.name));
            }
            vec![cr]
        }
        None => plan::regate_crs(&snap.logical),
    };
    let named = a.nodewright.name.is_some();
    let (views, missing) = views(&cluster, &a.targets, Some(&snap.logical)).await?;
    let results = flow::run_node_write(
        ctx,
        &cluster,
        &a.write,
        &format!("regate ({spec})"),
        "regated",
        views,
        |v| plan::plan_regate(v, &spec, &plan::regate_selection(&crs, v, named)),
        ReportOptions::default(),
    )
    .await?;
    flow::finish(ctx, &results, &missing, "regated")
}
