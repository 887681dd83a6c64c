//! `package status`'s document (`PackageStatusList`, one row per node) and `package logs`'
//! lines.

use std::io::Write;

use serde::Serialize;

use super::table::{Cell, Table};
use super::{OutputFormat, Printer};
use nodewright_error::Result;
use nodewright_model::runs::PackageRun;

/// One package on one node.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PackageOnNode {
    pub node: String,
    pub nodewright: String,
    pub package: String,
    pub declared_version: Option<String>,
    pub observed_version: Option<String>,
    pub stage: Option<String>,
    pub state: Option<String>,
    pub restarts: Option<i64>,
    pub complete: bool,
    /// How the current stage executes: the newest Job (v0.18+) or package pod (before v0.18)
    /// of this package on this node, if the operator has one; `run.state` `stopped-retrying`
    /// means a Job exhausted its `backoffLimit`: nothing retries the stage until it is rerun.
    pub run: Option<PackageRun>,
}

/// Prints the package's rows in the chosen format.
pub fn status(p: &Printer, rows: &[PackageOnNode]) -> Result<()> {
    match p.format {
        OutputFormat::Json | OutputFormat::Yaml => p.list_doc("PackageStatusList", rows)?,
        OutputFormat::Name => p.out(&super::name_lines(
            "node",
            rows.iter().map(|r| r.node.as_str()),
        ))?,
        _ if rows.is_empty() => p.note("No resources found"),
        _ => {
            let mut t = Table::new(&[
                "node", "package", "declared", "observed", "stage", "state", "restarts",
                "complete", "run",
            ]);
            for r in rows {
                t.row(vec![
                    Cell::from(r.node.as_str()),
                    Cell::from(r.package.as_str()),
                    Cell::from(r.declared_version.clone().unwrap_or_else(|| "-".into())),
                    Cell::from(r.observed_version.clone().unwrap_or_else(|| "-".into())),
                    Cell::from(r.stage.clone().unwrap_or_else(|| "-".into())),
                    Cell::from(r.state.clone().unwrap_or_else(|| "pending".into())),
                    Cell::from(r.restarts.map_or("-".into(), |n| n.to_string())),
                    Cell::from(if r.complete { "yes" } else { "no" }),
                    Cell::from(r.run.as_ref().map_or("-".into(), PackageRun::summary)),
                ]);
            }
            p.out(&p.table(&t))?;
        }
    }
    Ok(())
}

/// `package logs`' stdout: the merged lines as they arrive, each tagged `[pod/container]` when
/// several streams are merged, bare when there is one.
pub struct Logs {
    out: anstream::AutoStream<std::io::StdoutLock<'static>>,
    tagged: bool,
}

impl std::fmt::Debug for Logs {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Logs")
            .field("tagged", &self.tagged)
            .finish()
    }
}

impl Logs {
    pub fn new(p: &Printer, tagged: bool) -> Logs {
        Logs {
            out: p.stdout(),
            tagged,
        }
    }

    /// One line, `[pod/container] text`.
    pub fn line(&mut self, l: &str) -> Result<()> {
        let l = if self.tagged {
            l
        } else {
            l.split_once("] ").map_or(l, |(_, rest)| rest)
        };
        writeln!(self.out, "{l}")?;
        Ok(())
    }
}
