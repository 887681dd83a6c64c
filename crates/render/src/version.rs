//! `version`'s documents: `Version` (one cluster) and `VersionList` (several contexts), and
//! their text.

// Cluster text (an image tag, a version the operator wrote): every control character shown.
use crate::terminal::escape as esc;
use serde::Serialize;

use super::contexts::{FleetList, items, statuses};
use super::table::{Cell, Table};
use super::{OutputFormat, Printer};
use nodewright_error::Result;
use nodewright_model::fleet::Outcome;
use nodewright_model::operator::OperatorDeployment;

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
    pub operators: Option<Vec<OperatorDeployment>>,
    /// Operator versions stamped on CRs (`P/version`), with the CR names.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cr_operator_versions: Option<Vec<(String, String)>>,
}

/// The plugin version as printed.
pub const CLIENT_VERSION: &str = concat!("v", env!("CARGO_PKG_VERSION"));

/// `version -o json` over several contexts (`kind: VersionList`).
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct VersionList<'a> {
    client_version: &'static str,
    #[serde(flatten)]
    list: FleetList<'a, VersionInfo, ()>,
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
pub fn one(p: &Printer, info: &VersionInfo) -> Result<()> {
    match p.format {
        OutputFormat::Json | OutputFormat::Yaml => p.object_doc("Version", info),
        _ => {
            let mut s = format!("Client Version: {}\n", info.client_version);
            if let Some(v) = &info.server_version {
                s.push_str(&format!("Server Version: {}\n", esc(v)));
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
                        esc(o.version.as_deref().unwrap_or("unknown version")),
                        o.namespace,
                        o.name,
                        o.ready_replicas,
                        o.replicas
                    ));
                }
            }
            if let Some(v) = &info.cr_operator_versions {
                for (cr, ver) in v {
                    s.push_str(&format!("Operator version on {cr}: {}\n", esc(ver)));
                }
            }
            p.out(&s)
        }
    }
}

/// `Client Version: vX.Y.Z` alone (`version --client`).
pub fn client() -> Result<()> {
    Printer::new(OutputFormat::Table, super::ColorChoice::Never)
        .out(&format!("Client Version: {CLIENT_VERSION}\n"))
}

/// `version` over several contexts: the client version once, then one row per context.
pub fn contexts(p: &Printer, outcomes: &[Outcome<VersionInfo>]) -> Result<()> {
    match p.format {
        OutputFormat::Json | OutputFormat::Yaml => p.object_doc(
            "VersionList",
            &VersionList {
                client_version: CLIENT_VERSION,
                list: FleetList {
                    items: items(outcomes, std::slice::from_ref),
                    contexts: statuses(outcomes, |_| true, |_| ()),
                },
            },
        ),
        _ => {
            let mut t = Table::new(&["context", "server", "operator", "api groups"]);
            for o in outcomes {
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
            p.out(&format!("Client Version: {CLIENT_VERSION}\n{}", t.render()))
        }
    }
}

#[cfg(test)]
mod tests {
    /// The version table (`model::version::Rule`) as the Markdown table of
    /// `docs/operator-releases.md`: one row per rule, oldest release first. A unit test keeps the
    /// page equal to the table.
    fn rules_markdown() -> String {
        use nodewright_model::version::Rule;
        let mut s = String::from(
            "| rule | since | what the operator does from then on | release notes | source of that era |\n|---|---|---|---|---|\n",
        );
        for r in Rule::ALL {
            let f = r.facts();
            let (file, heading, section) = f.note;
            s.push_str(&format!(
                "| `{}` | {}{} | {} | `{file}`, \"{heading}\", {section} | `{}` |\n",
                r.name(),
                f.since,
                if f.planned { " (planned)" } else { "" },
                f.what.replace('|', "\\|"),
                f.source
            ));
        }
        s
    }

    /// `docs/operator-releases.md` holds the table exactly as the code has it: a rule added or
    /// changed in `model::version` fails here until the page says so too.
    #[test]
    fn the_releases_page_is_the_table() {
        let page = include_str!("../../../docs/operator-releases.md");
        let table = rules_markdown();
        assert!(
            page.contains(&table),
            "docs/operator-releases.md must contain, between its markers, exactly:\n{table}"
        );
    }
}
