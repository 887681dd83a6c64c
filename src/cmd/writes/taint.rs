//! `taint`, `untaint` and `regate`: the gate taint by hand, and gating a node again with its
//! runtime-required CRs' state reset.

use clap::Args;

use super::{require_targets, views};
use crate::cmd::write_flow::{self as flow, ReportOptions, WriteArgs};
use crate::cmd::{Ctx, NodeTargets, NodeWrightArg, Snapshot};
use crate::error::Result;
use crate::model::CrView;
use crate::model::plan::{self};

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
        |v| plan::plan_taint(v, &spec, a.overwrite),
        ReportOptions::default(),
    )
    .await?;
    flow::finish(ctx, &results, &missing, "tainted")
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

/// Arguments of `regate`.
#[derive(Debug, Clone, Args)]
#[command(
    after_help = "One guarded write per node: the configured runtime-required taint is added and the state of the\n\
runtime-required NodeWrights selecting the node is reset, in the same patch, so the node is gated\n\
before the operator sees it reset.\n\n\
Examples:\n  kubectl nodewright regate gpu-node-1 --confirm\n  kubectl nodewright regate -l pool=h100 --nodewright gpu-init --dry-run",
    mut_arg("nodewright", |a| a.help("Only this NodeWright's state (default: every runtime-required one selecting the node)"))
)]
pub struct RegateArgs {
    #[command(flatten)]
    pub targets: NodeTargets,
    #[command(flatten)]
    pub nodewright: NodeWrightArg,
    #[command(flatten)]
    pub write: WriteArgs,
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
