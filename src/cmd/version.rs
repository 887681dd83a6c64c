//! `version`: the plugin's version; with a cluster, the operator versions found, the API groups
//! served and the server version. `--client` makes no request at all.

use clap::Args;
use serde::Serialize;

use super::Ctx;
use crate::cli::OutputFormat;
use crate::cluster::operator;
use crate::error::Result;
use crate::model::Group;

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
        let cluster = ctx.cluster().await?;
        let (server, groups, ops, crs) = futures::join!(
            cluster.server_version(),
            cluster.served_group_versions(),
            operator::find(&cluster, ctx.global.operator_namespace.as_deref()),
            crate::cluster::crs::list_all(&cluster)
        );
        info.server_version = Some(server?);
        let groups = groups?;
        info.api_groups = Some(
            groups
                .into_iter()
                .filter(|g| {
                    g.starts_with(Group::Skyhook.domain())
                        || g.starts_with(Group::Nodewright.domain())
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
    }
    match ctx.printer.format {
        OutputFormat::Json | OutputFormat::Yaml => ctx.printer.object_doc("Version", &info),
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
