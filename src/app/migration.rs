//! The reads of the migration report (`migration status`), which `upgrade check` shares: discovery,
//! the operator Deployments, CRs of both groups, every node (page by page, folded into counters
//! and name lists, so memory is bounded by one page plus names), provisioning APIs that discovery
//! says are served (Karpenter `NodePool`, Cluster API kubeadm configs) and the pod templates of
//! every workload kind. A read that RBAC refuses is named in the report and turns a clean verdict
//! into "unknown"; it never ends the command. Classification and the verdict are pure
//! (`crate::model::migration`).

use super::Ctx;
use crate::cluster::Cluster;
use crate::cluster::crs::{self};
use crate::cluster::migration::{
    find_operators, read_group, read_nodes, read_provisioning, read_workloads,
};
use crate::error::{Error, Result};
use crate::model::Group;
use crate::model::migration::report::{self, CrGroup, MigrationReport, Reads};
use crate::model::migration::{self as mig};
use crate::model::operator::ConfigWarning;

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
    let (today, warnings) = super::effective_config(g, &search, renamed.served);
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
        removal_version: ctx.global.removal_version.get(),
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
