//! `node list|status`'s document: one row per (node, NodeWright), `NodeStatusList`.

use serde::Serialize;

use super::table::{Cell, Table};
use super::{OutputFormat, Printer};
use nodewright_error::Result;

/// One (node, CR) row.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct NodeCrRow {
    pub node: String,
    pub nodewright: String,
    /// The operator's own verdict.
    pub status: Option<String>,
    /// Set when `status` comes from the CR's record of a node that keeps no state of it any
    /// more (reset, regate, forget): stale until the operator reconciles (as `explain` says).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub stale: bool,
    pub packages_complete: usize,
    pub packages_total: usize,
    pub runtime_required: bool,
    /// The node's gate state.
    pub gate: String,
}

/// Prints the (node, CR) rows in the chosen format.
pub fn list(p: &Printer, rows: &[NodeCrRow]) -> Result<()> {
    let rows = p.sorted(rows.iter().collect())?;
    match p.format {
        OutputFormat::Json | OutputFormat::Yaml => p.list_doc("NodeStatusList", &rows),
        OutputFormat::Name => p.out(&super::name_lines(
            "node",
            rows.iter().map(|r| r.node.as_str()),
        )),
        _ => {
            if rows.is_empty() {
                p.note("No resources found");
                return Ok(());
            }
            let mut t = Table::new(&[
                "node",
                "nodewright",
                "status",
                "packages",
                "runtime-required",
                "gate",
            ]);
            for r in &rows {
                t.row(vec![
                    Cell::from(r.node.as_str()),
                    Cell::from(r.nodewright.as_str()),
                    Cell::from(match (&r.status, r.stale) {
                        (Some(s), true) => format!("{s} (stale)"),
                        (Some(s), false) => s.clone(),
                        (None, _) => "-".into(),
                    }),
                    Cell::from(format!("{}/{}", r.packages_complete, r.packages_total)),
                    Cell::from(if r.runtime_required { "yes" } else { "no" }),
                    Cell::from(r.gate.as_str()),
                ]);
            }
            p.out(&p.table(&t))
        }
    }
}
