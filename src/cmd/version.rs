//! `version`: the plugin's version; with a cluster, the operator versions found, the API groups
//! served and the server version. `--client` makes no request at all.

use clap::Args;
use serde::Serialize;

use super::Ctx;
use crate::cli::OutputFormat;
use crate::cluster::operator;
use crate::error::Result;
use crate::model::Group;
use crate::render::table::{Cell, Table};

/// Arguments of `version`.
#[derive(Debug, Clone, Args)]
pub struct VersionArgs {
    /// Print only the plugin's version; make no request.
    #[arg(long)]
    pub client: bool,
}

/// `version -o json`.
#[derive(Debug, Serialize, Default)]
#[serde(rename_all = "camelCase")]
pub struct VersionInfo {
    pub client_version: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub server_version: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub api_groups: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub operators: Option<Vec<operator::OperatorDeployment>>,
    /// Operator versions stamped on CRs (`P/version`), with the CR names.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cr_operator_versions: Option<Vec<(String, String)>>,
}

/// The plugin version as printed.
pub const CLIENT_VERSION: &str = concat!("v", env!("CARGO_PKG_VERSION"));

/// Runs `version`.
pub async fn run(ctx: &Ctx, args: VersionArgs) -> Result<()> {
    let mut info = VersionInfo {
        client_version: CLIENT_VERSION,
        ..Default::default()
    };
    if !args.client {
        if let Some(names) = super::contexts::scope(&ctx.global)? {
            return run_contexts(ctx, &names).await;
        }
        let cluster = ctx.cluster().await?;
        info = read(ctx, &cluster).await?;
    }
    print(ctx, &info)
}

/// The cluster side of `version`: server version, API groups, operators, CR stamps.
async fn read(ctx: &Ctx, cluster: &crate::cluster::Cluster) -> Result<VersionInfo> {
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

/// `version -o json` over several contexts (`kind: VersionList`).
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct VersionList<'a> {
    client_version: &'static str,
    #[serde(flatten)]
    list: super::contexts::FleetList<'a, VersionInfo, ()>,
}

/// `version` over several contexts: the client version once, then one row per context.
async fn run_contexts(ctx: &Ctx, names: &[String]) -> Result<()> {
    use super::contexts;
    let outcomes = contexts::run_each(
        ctx,
        names,
        |c, cluster| async move { read(&c, &cluster).await },
    )
    .await?;
    let p = &ctx.printer;
    match p.format {
        OutputFormat::Json | OutputFormat::Yaml => p.object_doc(
            "VersionList",
            &VersionList {
                client_version: CLIENT_VERSION,
                list: contexts::FleetList {
                    items: contexts::items(&outcomes, std::slice::from_ref),
                    contexts: contexts::statuses(&outcomes, |_| true, |_| ()),
                },
            },
        )?,
        _ => {
            let mut t = Table::new(&["context", "server", "operator", "api groups"]);
            for o in &outcomes {
                let row = match &o.result {
                    Ok(info) => vec![
                        Cell::from(o.context.as_str()),
                        Cell::from(info.server_version.clone().unwrap_or_else(|| "-".into())),
                        Cell::from(operators_cell(info)),
                        Cell::from(match &info.api_groups {
                            Some(g) if !g.is_empty() => g.join(","),
                            _ => "none".into(),
                        }),
                    ],
                    Err(_) => vec![
                        Cell::from(o.context.as_str()),
                        Cell::from("(failed)"),
                        Cell::from("-"),
                        Cell::from("-"),
                    ],
                };
                t.row(row);
            }
            p.out(&format!("Client Version: {CLIENT_VERSION}\n{}", t.render()))?
        }
    }
    contexts::finish(ctx, &outcomes, |_| true)
}

/// `v0.15.0 (skyhook/skyhook-operator, 1/1 ready)`, several joined by `; `, or `not found`.
fn operators_cell(info: &VersionInfo) -> String {
    match &info.operators {
        Some(ops) if !ops.is_empty() => ops
            .iter()
            .map(|o| {
                format!(
                    "{} ({}/{}, {}/{} ready)",
                    o.version.as_deref().unwrap_or("unknown version"),
                    o.namespace,
                    o.name,
                    o.ready_replicas,
                    o.replicas
                )
            })
            .collect::<Vec<_>>()
            .join("; "),
        _ => "not found".into(),
    }
}

/// Prints one context's version information.
fn print(ctx: &Ctx, info: &VersionInfo) -> Result<()> {
    match ctx.printer.format {
        OutputFormat::Json | OutputFormat::Yaml => ctx.printer.object_doc("Version", info),
        _ => {
            let mut s = format!("Client Version: {}\n", info.client_version);
            if let Some(v) = &info.server_version {
                s.push_str(&format!("Server Version: {v}\n"));
            }
            if let Some(g) = &info.api_groups {
                s.push_str(&format!(
                    "API groups: {}\n",
                    if g.is_empty() {
                        "none of skyhook.nvidia.com, nodewright.nvidia.com".into()
                    } else {
                        g.join(", ")
                    }
                ));
            }
            if let Some(ops) = &info.operators {
                if ops.is_empty() {
                    s.push_str("Operator: not found\n");
                }
                for o in ops {
                    s.push_str(&format!(
                        "Operator: {} in {}/{} ({}/{} ready)\n",
                        o.version.as_deref().unwrap_or("unknown version"),
                        o.namespace,
                        o.name,
                        o.ready_replicas,
                        o.replicas
                    ));
                }
            }
            if let Some(v) = &info.cr_operator_versions {
                for (cr, ver) in v {
                    s.push_str(&format!("Operator version on {cr}: {ver}\n"));
                }
            }
            ctx.printer.out(&s)
        }
    }
}
