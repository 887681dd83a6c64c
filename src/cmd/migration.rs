//! `migration status` (the Skyhook → NodeWright report with a verdict for the removal release)
//! and `migration taints` (swap the legacy gate taint for the configured one, guarded).
//!
//! The report reads everything it needs once: discovery, the operator Deployments, CRs of both
//! groups, every node (page by page, folded into counters and name lists, so memory is bounded
//! by one page plus names), provisioning APIs that discovery says are served (Karpenter
//! `NodePool`, Cluster API kubeadm configs) and the pod templates of every workload kind. A read
//! that RBAC refuses is named in the report and turns a clean verdict into "unknown"; it never
//! ends the command. Classification and the verdict are pure (`crate::model::migration`).

use clap::{Args, Subcommand};

use super::Ctx;
use crate::cluster::Cluster;
use crate::cluster::crs::{self};
use crate::cluster::migration::{
    find_operators, read_group, read_nodes, read_provisioning, read_workloads,
};
use crate::error::{Error, Result};
use crate::model::Group;
use crate::model::migration::report::{self, CrGroup, MigrationReport, Reads};
use crate::model::migration::{self as mig, Readiness};
use crate::model::operator::ConfigWarning;
use crate::render;

/// `migration` subcommands.
#[derive(Debug, Subcommand)]
pub enum MigrationCommand {
    /// Cluster report: what is still Skyhook, what breaks at the removal release, what to change first.
    #[command(
        after_help = "Exit status: 0 ready for the removal release, 1 not ready or unknown (partial read), 2+ error.\n\n\
        Examples:\n  kubectl nodewright migration status\n  kubectl nodewright migration status -o json\n  kubectl nodewright migration status --removal-version v0.22.0"
    )]
    Status(StatusArgs),
    /// Replace the legacy skyhook.nvidia.com gate taint with the configured one, one guarded write per node.
    #[command(
        after_help = "The new taint is added in the same write that removes the old one, so a node that is \
        mid-rollout stays gated throughout.\n\nExamples:\n  kubectl nodewright migration taints --all --dry-run\n  \
        kubectl nodewright migration taints -l pool=gpu --confirm\n  kubectl nodewright migration taints gpu-1 gpu-2 -y"
    )]
    Taints(TaintsArgs),
}

/// Arguments of `migration status`.
#[derive(Debug, Clone, Args)]
pub struct StatusArgs {
    /// How many objects each table section names before "and N more" (-o json|yaml names all).
    #[arg(long, value_name = "N", default_value_t = 5)]
    pub show: usize,
}

/// Arguments of `migration taints`.
#[derive(Debug, Clone, Args)]
pub struct TaintsArgs {
    #[command(flatten)]
    pub targets: super::NodeTargets,
    /// Every node carrying the legacy taint.
    #[arg(long, conflicts_with_all = ["nodes", "selector"])]
    pub all: bool,
    #[command(flatten)]
    pub write: super::write_flow::WriteArgs,
}

/// Runs a `migration` subcommand.
pub async fn run(ctx: &Ctx, cmd: MigrationCommand) -> Result<()> {
    match cmd {
        MigrationCommand::Status(a) => status(ctx, a).await,
        MigrationCommand::Taints(a) => taints(ctx, a).await,
    }
}

/// What the report reads before the nodes: discovery, the operator Deployments, the CRs of
/// both groups, and the configuration they give.
pub struct Head {
    pub served: Option<Vec<String>>,
    pub search: crate::model::operator::OperatorSearch,
    pub legacy: CrGroup,
    pub renamed: CrGroup,
    /// The operator's effective configuration today.
    pub today: crate::model::OperatorConfig,
}

/// Which of the report's reads after the nodes are made.
#[derive(Debug, Clone, Copy)]
pub struct Rest {
    /// Provisioning sources and workload tolerations (a list per kind).
    pub workloads: bool,
}

/// Builds the report: every read, then the pure verdict.
pub async fn build_report(ctx: &Ctx, cluster: &Cluster) -> Result<MigrationReport> {
    let head = read_head(ctx, cluster).await?;
    let reads = read_rest(ctx, cluster, head, Rest { workloads: true }, &mut |_| {}).await?;
    Ok(report::assemble(reads))
}

/// Discovery, the operators and the CRs (warnings on stderr), in parallel.
pub async fn read_head(ctx: &Ctx, cluster: &Cluster) -> Result<Head> {
    let g = &ctx.global;
    let (served, search, legacy, renamed) = futures::join!(
        cluster.served_group_versions(),
        find_operators(cluster, g.operator_namespace.as_deref()),
        read_group(cluster, Group::Skyhook),
        read_group(cluster, Group::Nodewright)
    );
    let served = match served {
        Ok(s) => Some(s),
        Err(Error::Forbidden { .. }) => None,
        Err(e) => return Err(e),
    };
    let ((legacy, legacy_unreadable), (renamed, renamed_unreadable)) = (legacy?, renamed?);
    for w in (crs::AllCrs {
        legacy: legacy.clone(),
        renamed: renamed.clone(),
        other_versions: Vec::new(),
    })
    .warnings()
    {
        ctx.printer.warn(&w);
    }
    let (today, warnings) = super::effective_config(g, &search, renamed.served)?;
    // Several Deployments are the report's subject here, not a warning.
    for w in warnings
        .iter()
        .filter(|w| !matches!(w, ConfigWarning::SeveralDeployments(_)))
    {
        ctx.printer.warn(&w.to_string());
    }
    Ok(Head {
        served,
        search,
        legacy: CrGroup {
            served: legacy.served,
            items: legacy.items,
            unreadable: legacy_unreadable,
        },
        renamed: CrGroup {
            served: renamed.served,
            items: renamed.items,
            unreadable: renamed_unreadable,
        },
        today,
    })
}

/// The nodes (one walk, each node also handed to `also`), then the provisioning sources and
/// workloads when `rest` asks for them: the report's reads, ready for `report::assemble`.
pub async fn read_rest(
    ctx: &Ctx,
    cluster: &Cluster,
    head: Head,
    rest: Rest,
    also: &mut (dyn FnMut(&crate::model::NodeView) + Send),
) -> Result<Reads> {
    let now = jiff::Timestamp::now();
    let Head {
        served,
        search,
        legacy,
        renamed,
        today,
    } = head;
    // Judge against what the removal release will run with (a legacy operator's own default
    // taint is not a pin), but show the configuration as it is today.
    let shown_taint = today.taint.to_string();
    let config = mig::removal_target(&today);
    let live = mig::live_cr_names(legacy.items.iter().chain(renamed.items.iter()));
    let (nodes, provisioning, workloads) = futures::join!(
        read_nodes(cluster, &config, &live, also),
        async {
            if rest.workloads {
                read_provisioning(cluster, served.as_deref(), &config).await
            } else {
                Ok(Default::default())
            }
        },
        async {
            if rest.workloads {
                read_workloads(cluster, &config).await
            } else {
                Ok(Default::default())
            }
        }
    );
    Ok(Reads {
        removal_version: ctx.global.removal_version.clone(),
        now,
        served,
        search,
        legacy,
        renamed,
        shown_taint,
        config,
        nodes: nodes?,
        provisioning: provisioning?,
        workloads: workloads?,
    })
}

async fn status(ctx: &Ctx, args: StatusArgs) -> Result<()> {
    if let Some(names) = super::contexts::scope(&ctx.global)? {
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
        let removal = &ctx.global.removal_version;
        render::migration::contexts(&ctx.printer, outcomes, removal, args.show)
    };
    let ready = |r: &MigrationReport| r.verdict.readiness == Readiness::Ready;
    super::contexts::run(ctx, names, read, print, ready).await
}

// ------------------------------------------------------------------------------------------------
// `migration taints`.

async fn taints(ctx: &Ctx, args: TaintsArgs) -> Result<()> {
    if !args.all && args.targets.nodes.is_empty() && args.targets.selector.is_none() {
        return Err(Error::usage("name nodes, give -l SELECTOR, or use --all"));
    }
    let cluster = ctx.cluster().await?;
    let snap = super::Snapshot::load(ctx, &cluster).await?;
    let config = snap.config.clone();
    snap.taint_to_write()?;
    if let Some(why) = mig::refuse_swap(&config) {
        return Err(Error::usage(format!("refusing to swap taints: {why}")));
    }
    let named = !args.targets.nodes.is_empty();
    // Keep only nodes with something to do (and every named node, so each gets a result):
    // a fleet-wide run holds the legacy-tainted nodes, not the fleet.
    let mut views = Vec::new();
    let missing = super::for_each_target(&cluster, &args.targets, |v| {
        if named || mig::swap_legacy_taint(&v.taints, &config).is_some() {
            views.push(v);
        }
        Ok(())
    })
    .await?;
    let planner = |v: &crate::model::NodeView| mig::plan_swap(v, &config);
    let what = format!("replace the legacy taint with {}", config.taint);
    let results = super::write_flow::run_node_write(
        ctx,
        &cluster,
        &args.write,
        &what,
        "migrated",
        views,
        planner,
        super::write_flow::ReportOptions {
            drop_unchanged: !named,
            ..Default::default()
        },
    )
    .await?;
    if results.is_empty() && !named {
        ctx.printer
            .note("No node carries the legacy skyhook.nvidia.com taint: nothing to do");
    }
    super::write_flow::finish(ctx, &results, &missing, "migrated")
}
