//! `version`: the plugin's version; with a cluster, the operator versions found, the API groups
//! served and the server version. `--client` makes no request at all.

use crate::app::{Ctx, contexts};
use crate::cli::version::VersionArgs;
use crate::cluster::{Cluster, operator};
use crate::error::Result;
use crate::model::Group;
use crate::render;
pub use crate::render::version::{CLIENT_VERSION, VersionInfo};

/// `version --client` with the default output, main's fast path: one line, no runtime, no
/// logging set-up.
pub fn print_client() -> Result<()> {
    render::version::client()
}

/// Runs `version`.
pub async fn run(ctx: &Ctx, args: VersionArgs) -> Result<()> {
    let mut info = VersionInfo {
        client_version: CLIENT_VERSION,
        ..Default::default()
    };
    if !args.client {
        if let Some(names) = contexts::scope(&ctx.global)? {
            return run_contexts(ctx, &names).await;
        }
        let cluster = ctx.cluster().await?;
        info = read(ctx, &cluster).await?;
    }
    render::version::one(&ctx.printer, &info)
}

/// The cluster side of `version`: server version, API groups, operators, CR stamps.
async fn read(ctx: &Ctx, cluster: &Cluster) -> Result<VersionInfo> {
    let mut info = VersionInfo {
        client_version: CLIENT_VERSION,
        ..Default::default()
    };
    let (server, groups, ops, crs) = futures::join!(
        cluster.server_version(),
        cluster.served_group_versions(),
        operator::find(cluster, ctx.global.operator_namespace.as_deref()),
        crate::cluster::crs::list_all(cluster)
    );
    info.server_version = Some(server?);
    let groups = groups?;
    info.api_groups = Some(
        groups
            .into_iter()
            .filter(|g| {
                g.starts_with(Group::Skyhook.domain()) || g.starts_with(Group::Nodewright.domain())
            })
            .collect(),
    );
    if let Some(why) = &ops.unreadable {
        ctx.printer
            .warn(&format!("cannot read operator Deployments: {why}"));
    }
    info.operators = Some(ops.deployments);
    let crs = crs?;
    info.cr_operator_versions = Some(
        crs.legacy
            .items
            .iter()
            .chain(crs.renamed.items.iter())
            .filter_map(|c| {
                c.operator_version.clone().map(|v| {
                    (
                        format!("{}/{}", c.group.map_or("?", |g| g.kind()), c.name),
                        v,
                    )
                })
            })
            .collect(),
    );
    Ok(info)
}

/// `version` over several contexts (`render::version::contexts` prints it).
async fn run_contexts(ctx: &Ctx, names: &[String]) -> Result<()> {
    let read = |c: Ctx, cluster: Cluster| async move { read(&c, &cluster).await };
    let print = |outcomes: &[_]| render::version::contexts(&ctx.printer, outcomes);
    contexts::run(ctx, names, read, print, |_| true).await
}
