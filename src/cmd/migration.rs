//! `migration status` (the Skyhook → NodeWright report with a verdict for the removal release)
//! and `migration taints` (swap the legacy gate taint for the configured one, guarded).
//!
//! The report's reads are the engine's (`app::migration`), shared with `upgrade check`.

use crate::app::guarded_write::{self, ReportOptions};
use crate::app::migration::build_report;
use crate::app::{Ctx, Snapshot, contexts, for_each_target};
use crate::cli::migration::{StatusArgs, TaintsArgs};
use crate::cluster::Cluster;
use crate::error::{Error, Result};
use crate::model::migration::report::MigrationReport;
use crate::model::migration::{self as mig, Readiness};
use crate::render;

/// `migration status`.
pub async fn status(ctx: &Ctx, args: StatusArgs) -> Result<()> {
    if let Some(names) = contexts::scope(&ctx.global)? {
        return status_contexts(ctx, args, &names).await;
    }
    let cluster = ctx.cluster().await?;
    let report = build_report(ctx, &cluster).await?;
    // With the request lines (-v=6).
    tracing::debug!(target: "nodewright::http", "{}", cluster.stats.summary());
    render::migration::report(&ctx.printer, &report, args.show)?;
    match report.verdict.readiness {
        Readiness::Ready => Ok(()),
        // The report said why; exit 1 without another error line.
        Readiness::NotReady | Readiness::Unknown => Err(Error::Reported),
    }
}

// ------------------------------------------------------------------------------------------------
// Several contexts.

/// `migration status` over several contexts (`render::migration::contexts` prints it).
async fn status_contexts(ctx: &Ctx, args: StatusArgs, names: &[String]) -> Result<()> {
    let read = |c: Ctx, cluster: Cluster| async move { build_report(&c, &cluster).await };
    let print = |outcomes: &[_]| {
        let removal = &ctx.global.removal_version.get().to_string();
        render::migration::contexts(&ctx.printer, outcomes, removal, args.show)
    };
    let ready = |r: &MigrationReport| r.verdict.readiness == Readiness::Ready;
    contexts::run(ctx, names, read, print, ready).await
}

// ------------------------------------------------------------------------------------------------
// `migration taints`.

/// `migration taints`.
pub async fn taints(ctx: &Ctx, args: TaintsArgs) -> Result<()> {
    if !args.all && args.targets.nodes.is_empty() && args.targets.selector.is_none() {
        return Err(Error::usage("name nodes, give -l SELECTOR, or use --all"));
    }
    let cluster = ctx.cluster().await?;
    let snap = Snapshot::load(ctx, &cluster).await?;
    let config = snap.config.clone();
    snap.taint_to_write()?;
    if let Some(why) = mig::refuse_swap(&config) {
        return Err(Error::usage(format!("refusing to swap taints: {why}")));
    }
    let named = !args.targets.nodes.is_empty();
    // Keep only nodes with something to do (and every named node, so each gets a result):
    // a fleet-wide run holds the legacy-tainted nodes, not the fleet.
    let mut views = Vec::new();
    let missing = for_each_target(&cluster, &args.targets, |v| {
        if named || mig::swap_legacy_taint(&v.taints, &config).is_some() {
            views.push(v);
        }
        Ok(())
    })
    .await?;
    let planner = |v: &crate::model::NodeView| mig::plan_swap(v, &config);
    let what = format!("replace the legacy taint with {}", config.taint);
    let results = guarded_write::run_node_write(
        ctx,
        &cluster,
        &args.write,
        &what,
        "migrated",
        views,
        planner,
        ReportOptions {
            drop_unchanged: !named,
            ..Default::default()
        },
    )
    .await?;
    if results.is_empty() && !named {
        ctx.printer
            .note("No node carries the legacy skyhook.nvidia.com taint: nothing to do");
    }
    guarded_write::finish(ctx, &results, &missing, "migrated")
}
