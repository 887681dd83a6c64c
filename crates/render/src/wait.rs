//! `wait`'s documents: a line per node as it settles, and once every node settled the
//! `WaitResultList` (`-o json|yaml`) or the wide table.

use super::table::{Cell, Table};
use super::{OutputFormat, Printer, enum_name};
use nodewright_error::Result;
use nodewright_model::wait::{WaitOutcome, WaitResult};

/// A node that settled (met, failed, deleted, not found), as it happens: nothing with
/// `-o json|yaml` (the document comes at the end).
pub fn settled(p: &Printer, r: &WaitResult) -> Result<()> {
    let line = format!(
        "node/{} {} after {:.0}s: {}",
        r.node,
        enum_name(&r.outcome),
        r.after_seconds,
        crate::terminal::escape(&r.reason)
    );
    name_or_line(p, &r.node, r.outcome == WaitOutcome::Met, &line)
}

/// A node still pending at the deadline.
pub fn timed_out(p: &Printer, r: &WaitResult) -> Result<()> {
    let line = format!(
        "node/{} timed-out: {}",
        r.node,
        crate::terminal::escape(&r.reason)
    );
    name_or_line(p, &r.node, false, &line)
}

/// A settled node's line on stdout, or with `-o name` the bare `node/NAME` of a node that met
/// the condition (kubectl's `-o name`), the others' lines going to stderr.
fn name_or_line(p: &Printer, node: &str, met: bool, line: &str) -> Result<()> {
    if p.is_doc() {
        return Ok(());
    }
    if p.format != OutputFormat::Name {
        return p.out(&format!("{line}\n"));
    }
    if met {
        return p.out(&super::name_lines("node", [node]));
    }
    p.note(line);
    Ok(())
}

/// The results once every node settled (or timed out): the document, or the wide table.
pub fn report(p: &Printer, all: &[WaitResult]) -> Result<()> {
    match p.format {
        OutputFormat::Json | OutputFormat::Yaml => p.list_doc("WaitResultList", all),
        OutputFormat::Wide => {
            let mut t = Table::new(&["node", "result", "state", "after", "reason"]);
            for r in all {
                t.row(vec![
                    Cell::from(r.node.as_str()),
                    Cell::from(enum_name(&r.outcome)),
                    Cell::from(r.state.map_or("-", |s| enum_name(&s))),
                    Cell::from(format!("{:.0}s", r.after_seconds)),
                    Cell::from(r.reason.as_str()),
                ]);
            }
            p.out(&p.table(&t))
        }
        _ => Ok(()),
    }
}
