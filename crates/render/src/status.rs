//! `status`'s documents: the gate table (narrow and wide), `NodeGateList`, `-o name`, the
//! several-context table with its per-context summaries, and the `--watch` frames.

use std::borrow::Borrow;
use std::collections::BTreeMap;

use super::contexts::{FleetList, items, statuses};
use super::kept::CompressedResults;
use super::table::{Cell, Table};
use super::{OutputFormat, Printer, enum_name, state_style};
use nodewright_error::{Error, Result};
use nodewright_model::fleet::Outcome;
use nodewright_model::gate::{GateState, NodeGate};

/// Nodes per gate state, for the per-context summary of `-o json|yaml`.
#[derive(Debug, serde::Serialize)]
pub struct StateCounts {
    pub nodes: usize,
    pub states: BTreeMap<String, usize>,
}

impl StateCounts {
    fn of(gates: &[NodeGate]) -> StateCounts {
        let mut states = BTreeMap::new();
        for g in gates {
            *states.entry(enum_name(&g.state).to_string()).or_default() += 1;
        }
        StateCounts {
            nodes: gates.len(),
            states,
        }
    }
}

/// `50 nodes: 30 released, 10 gated, 4 stuck, ...` in a fixed order.
pub fn summary<G: Borrow<NodeGate>>(gates: &[G]) -> String {
    let mut counts: BTreeMap<GateState, usize> = BTreeMap::new();
    for g in gates {
        *counts.entry(g.borrow().state).or_default() += 1;
    }
    summary_of(gates.len(), &counts)
}

/// [`summary`] from the count of results per state.
fn summary_of(total: usize, counts: &BTreeMap<GateState, usize>) -> String {
    let parts: Vec<String> = counts
        .iter()
        .map(|(s, n)| format!("{n} {}", enum_name(s)))
        .collect();
    format!(
        "{} node{}: {}",
        total,
        if total == 1 { "" } else { "s" },
        parts.join(", ")
    )
}

/// Per-CR progress: `gpu-init 3/4, drivers 2/2`, runtime-required ones marked with `*`.
pub fn progress(g: &NodeGate) -> String {
    if g.nodewrights.is_empty() {
        return "-".into();
    }
    g.nodewrights
        .iter()
        .map(|c| {
            format!(
                "{}{} {}/{}",
                c.name,
                if c.runtime_required { "*" } else { "" },
                c.packages_complete,
                c.packages_total
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// Taint column: `configured`, `legacy`, `value-mismatch (key=v)`, `none`.
pub fn taint_cell(g: &NodeGate) -> &'static str {
    match &g.taint {
        None => "none",
        Some(t) => enum_name(&t.kind),
    }
}

/// CompressedResults results, decoded one at a time, in the chosen format, then with a table the
/// count per state on stderr.
pub fn kept(
    p: &Printer,
    kept: CompressedResults,
    labels: &super::labels::LabelColumns,
) -> Result<()> {
    let note = (!p.is_doc() && p.format != OutputFormat::Name && !kept.is_empty())
        .then(|| summary_of(kept.len(), kept.states()));
    print_kept(p, kept, labels)?;
    if let Some(note) = note {
        p.note(&note);
    }
    Ok(())
}

fn print_kept(
    p: &Printer,
    kept: CompressedResults,
    labels: &super::labels::LabelColumns,
) -> Result<()> {
    let wide = p.format == OutputFormat::Wide;
    let gates = p.sorted_iter(kept.into_sorted()?)?;
    match p.format {
        OutputFormat::Json | OutputFormat::Yaml => p.list_doc_iter("NodeGateList", gates),
        OutputFormat::Name => p.out(&names_of(gates)?),
        OutputFormat::Table | OutputFormat::Wide => {
            if gates.len() == 0 {
                p.note("No resources found");
                return Ok(());
            }
            let mut t = table_of(gates, wide)?;
            labels.apply(&mut t);
            p.out(&p.table(&t))
        }
    }
}

/// `node/NAME` lines of results read one at a time.
fn names_of(gates: super::ItemIter<'_, NodeGate>) -> Result<String> {
    let names = gates
        .map(|g| g.map(|g| g.name))
        .collect::<std::result::Result<Vec<String>, String>>()
        .map_err(Error::Failed)?;
    Ok(super::name_lines("node", names.iter().map(String::as_str)))
}

/// The status table of results read one at a time.
fn table_of(gates: super::ItemIter<'_, NodeGate>, wide: bool) -> Result<Table> {
    let mut t = table_header(wide);
    for g in gates {
        table_row(&mut t, &g.map_err(Error::Failed)?, wide);
    }
    Ok(t)
}

/// The blocker column: the first blocker's code, `(+N)` more.
fn blocker_cell(g: &NodeGate) -> String {
    match g.blockers.first() {
        Some(b) if g.blockers.len() > 1 => {
            format!("{} (+{})", b.code.name(), g.blockers.len() - 1)
        }
        Some(b) => b.code.name().to_string(),
        None => "-".into(),
    }
}

/// One column of the status table, as kubectl's `TableColumnDefinition`: its header, its
/// priority ([`ALWAYS`], or [`WIDE`]: only `-o wide`) and its cell.
struct Column {
    header: &'static str,
    priority: u8,
    cell: fn(&NodeGate) -> Cell,
}

/// Priority of a column every table shows.
const ALWAYS: u8 = 0;
/// Priority of a column only `-o wide` shows.
const WIDE: u8 = 1;

const fn column(header: &'static str, priority: u8, cell: fn(&NodeGate) -> Cell) -> Column {
    Column {
        header,
        priority,
        cell,
    }
}

/// The status table's columns, in order: its header line, its rows (narrow and wide) and what
/// `status --watch` counts as a change of a row ([`row_changed`]) all come from here.
const COLUMNS: &[Column] = &[
    column("node", ALWAYS, |g| Cell::from(g.name.as_str())),
    column("state", ALWAYS, |g| {
        Cell::styled(enum_name(&g.state), state_style(g.state))
    }),
    column("taint", ALWAYS, |g| Cell::from(taint_cell(g))),
    column("blocker", ALWAYS, |g| Cell::from(blocker_cell(g))),
    column("nodewrights", ALWAYS, |g| Cell::from(progress(g))),
    column("schedulable", WIDE, |g| {
        Cell::from(if g.unschedulable {
            "no (cordoned)"
        } else if !g.other_gates.is_empty() {
            "no (other gates)"
        } else {
            "yes"
        })
    }),
    column("other-gates", WIDE, |g| Cell::from(other_gates_cell(g))),
    column("taint-key", WIDE, |g| {
        Cell::from(g.taint.as_ref().map_or("-".to_string(), |t| t.spec()))
    }),
    column("message", WIDE, |g| {
        Cell::from(g.blockers.first().map_or("-", |b| b.message.as_str()))
    }),
];

/// The gates other than NodeWright's, each with its owner (`-` when none); a node NodeWright
/// released that another gate holds says so first.
fn other_gates_cell(g: &NodeGate) -> String {
    if g.other_gates.is_empty() {
        return "-".into();
    }
    let all: Vec<String> = g
        .other_gates
        .iter()
        .map(|o| format!("{}: {}", enum_name(&o.owner), o.summary_gate()))
        .collect();
    format!(
        "{}{}",
        match g.state {
            GateState::Released if g.held_elsewhere() => "released, held by ",
            _ if g.held_elsewhere() => "held by ",
            _ => "",
        },
        all.join("; ")
    )
}

/// The columns a table shows: [`ALWAYS`]'s, and with `wide` every one.
fn columns(wide: bool) -> impl Iterator<Item = &'static Column> {
    COLUMNS.iter().filter(move |c| wide || c.priority == ALWAYS)
}

/// Whether `status --watch` shows `after` as a change of `before`'s row when it prints `format`:
/// in a document (JSON, YAML and the templates over JSON) any field, else any cell the table
/// shows (`-o wide`: its wide columns too; `-o name` lists the rows the narrow table changes).
pub fn row_changed(format: OutputFormat, before: &NodeGate, after: &NodeGate) -> bool {
    let wide = match format {
        OutputFormat::Json | OutputFormat::Yaml => return before != after,
        OutputFormat::Wide => true,
        OutputFormat::Table | OutputFormat::Name => false,
    };
    columns(wide).any(|c| (c.cell)(before).text != (c.cell)(after).text)
}

/// The status table.
pub fn table<G: Borrow<NodeGate>>(gates: &[G], wide: bool) -> Table {
    let mut t = table_header(wide);
    for g in gates {
        table_row(&mut t, g.borrow(), wide);
    }
    t
}

/// The status table's columns, no rows yet.
fn table_header(wide: bool) -> Table {
    let headers: Vec<&str> = columns(wide).map(|c| c.header).collect();
    Table::new(&headers)
}

/// One node's row of the status table.
fn table_row(t: &mut Table, g: &NodeGate, wide: bool) {
    // Exactly as many cells as columns: collected from the filtered list, a narrow row gets
    // room for 8 (a vector doubles past 4), three cells unused in every row: 2 MB more at the
    // peak of `status --watch` on 20,000 nodes (docs/benchmarks.md).
    let mut row = Vec::with_capacity(columns(wide).count());
    row.extend(columns(wide).map(|c| (c.cell)(g)));
    t.row(row);
}

/// One screen of `status --watch`: the first, and every redraw on a terminal. `gates` are
/// the shown rows in name order, read one at a time (the live view keeps them packed), and
/// `counts` how many there are per state; the rows of `changed` (whose state changed since the
/// previous frame) are marked.
pub fn frame(
    p: &Printer,
    gates: super::ItemIter<'_, NodeGate>,
    counts: &BTreeMap<GateState, usize>,
    changed: &std::collections::BTreeSet<String>,
) -> Result<()> {
    let gates = p.sorted_iter(gates)?;
    if p.is_shaped() {
        return p.shaped_items(gates, true);
    }
    let total = gates.len();
    match p.format {
        OutputFormat::Json | OutputFormat::Yaml => p.list_doc_iter("NodeGateList", gates),
        OutputFormat::Name => p.out(&names_of(gates)?),
        OutputFormat::Table | OutputFormat::Wide => {
            let mut t = table_of(gates, p.format == OutputFormat::Wide)?;
            t.mark(|row| changed.contains(row));
            let mut text = format!(
                "Watching: {} ({} changed)   {}\n",
                summary_of(total, counts),
                changed.len(),
                stamp()
            );
            text.push_str(&p.table(&t));
            p.frame(text)
        }
    }
}

fn stamp() -> String {
    jiff::Timestamp::now()
        .strftime("%Y-%m-%dT%H:%M:%SZ")
        .to_string()
}

/// The body of a `NodeGateChanges` document.
#[derive(serde::Serialize)]
struct ChangesBody<'a> {
    items: &'a [NodeGate],
    removed: &'a [String],
}

/// What `status --watch` appends after its first frame, unless it redraws a terminal's table:
/// only what changed, as `kubectl get --watch` does. JSON and YAML: a `NodeGateChanges`
/// document with the rows that changed or appeared (`items`, each as in `NodeGateList`) and the
/// names of the nodes no longer shown (`removed`: deleted, or out of `--state`); `-o name` the
/// names that changed or appeared; a table the summary of every shown node, the changed rows
/// (those in `marked` changed state, marked `*`) and a line per node no longer shown.
pub fn changes(
    p: &Printer,
    counts: &BTreeMap<GateState, usize>,
    gates: &[NodeGate],
    removed: &[String],
    marked: &std::collections::BTreeSet<String>,
) -> Result<()> {
    if p.is_shaped() {
        // As `kubectl get -w -o jsonpath`: the template over each row that changed or appeared,
        // then over each row no longer shown (a node deleted or no longer selected), as
        // `{"name": ..., "removed": true}` (its verdict is gone; `-o json` lists it in `removed`).
        p.shaped_items(Box::new(gates.iter().map(Ok)), false)?;
        let gone: Vec<serde_json::Value> = removed
            .iter()
            .map(|n| serde_json::json!({"name": n, "removed": true}))
            .collect();
        return p.shaped_items(Box::new(gone.into_iter().map(Ok)), false);
    }
    match p.format {
        OutputFormat::Json | OutputFormat::Yaml => {
            p.next_doc()?;
            p.object_doc(
                "NodeGateChanges",
                &ChangesBody {
                    items: gates,
                    removed,
                },
            )
        }
        // As `kubectl get -w -o name`: a node no longer shown is named too.
        OutputFormat::Name => p.out(&super::name_lines(
            "node",
            gates
                .iter()
                .map(|g| g.name.as_str())
                .chain(removed.iter().map(String::as_str)),
        )),
        OutputFormat::Table | OutputFormat::Wide => {
            let total = counts.values().sum();
            let mut text = format!(
                "Watching: {} ({} changed{})   {}\n",
                summary_of(total, counts),
                gates.len(),
                if removed.is_empty() {
                    String::new()
                } else {
                    format!(", {} no longer shown", removed.len())
                },
                stamp()
            );
            if !gates.is_empty() {
                let mut t = table(gates, p.format == OutputFormat::Wide);
                t.mark(|row| marked.contains(row));
                text.push_str(&p.table(&t));
            }
            for name in removed {
                text.push_str(&format!("{name}: no longer shown\n"));
            }
            p.frame(text)
        }
    }
}

/// `status` over several contexts: one table with a CONTEXT column and a summary line per
/// context on stderr; items carrying `context` and a `contexts` list in JSON/YAML; with `-o name`
/// the names alone, as kubectl's `-A -o name` (the context is in -o json). Each outcome is the
/// context's gate results and the named nodes it does not have.
pub fn contexts(p: &Printer, outcomes: &[Outcome<(Vec<NodeGate>, Vec<String>)>]) -> Result<()> {
    match p.format {
        OutputFormat::Json | OutputFormat::Yaml => p.object_doc(
            "NodeGateList",
            &FleetList {
                items: items(outcomes, |(gates, _)| gates.as_slice()),
                contexts: statuses(outcomes, |_| true, |(gates, _)| StateCounts::of(gates)),
            },
        ),
        OutputFormat::Name => {
            let mut s = String::new();
            for o in outcomes {
                let names = o.result.iter().flat_map(|(gates, _)| gates);
                s.push_str(&super::name_lines("node", names.map(|g| g.name.as_str())));
            }
            p.out(&s)
        }
        OutputFormat::Table | OutputFormat::Wide => {
            let wide = p.format == OutputFormat::Wide;
            let parts: Vec<(&str, Table)> = outcomes
                .iter()
                .filter_map(|o| match &o.result {
                    Ok((gates, _)) => Some((o.context.as_str(), table(gates, wide))),
                    Err(_) => None,
                })
                .collect();
            match Table::stacked("context", parts) {
                Some(t) if !t.is_empty() => p.out(&p.table(&t))?,
                Some(_) => p.note("No resources found"),
                None => {}
            }
            for o in outcomes {
                if let Ok((gates, _)) = &o.result {
                    p.note(&format!(
                        "{}: {}",
                        o.context,
                        if gates.is_empty() {
                            "no nodes".to_string()
                        } else {
                            summary(gates)
                        }
                    ));
                }
            }
            Ok(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{OutputFormat, row_changed, table};
    use nodewright_model::gate::{GateState, NodeGate};

    fn node(name: &str) -> NodeGate {
        NodeGate {
            name: name.into(),
            state: GateState::Released,
            taint: None,
            gate_taints: Vec::new(),
            blockers: Vec::new(),
            nodewrights: Vec::new(),
            unschedulable: false,
            ignored: false,
            last_change: None,
            runtime_required_cordon: None,
            foreign_cordon: None,
            other_gates: Vec::new(),
            schedulable: true,
        }
    }

    #[test]
    fn a_released_node_another_gate_holds_says_so_in_its_wide_row() {
        let mut held = node("n1");
        held.schedulable = false;
        held.other_gates.push(nodewright_model::gates::OtherGate {
            owner: nodewright_model::gates::GateOwner::Karpenter,
            gate: "karpenter.sh/unregistered:NoExecute".into(),
            reason: String::new(),
            remedy: String::new(),
            source: String::new(),
            rule: None,
        });
        let text = table(&[held], true).render();
        assert!(
            text.contains("no (other gates)   released, held by karpenter: karpenter.sh/unregistered:NoExecute"),
            "{text}"
        );
        let free = table(&[node("n1")], true).render();
        assert!(free.contains("yes           -"), "{free}");
    }

    #[test]
    fn the_header_and_the_rows_come_from_one_column_list() {
        for (wide, header) in [
            (false, "NODE   STATE      TAINT   BLOCKER   NODEWRIGHTS"),
            (
                true,
                "NODE   STATE      TAINT   BLOCKER   NODEWRIGHTS   SCHEDULABLE   OTHER-GATES   TAINT-KEY   MESSAGE",
            ),
        ] {
            let text = table(&[node("n1")], wide).render();
            let lines: Vec<&str> = text.lines().map(str::trim_end).collect();
            assert_eq!(lines[0], header, "{text}");
            assert_eq!(
                lines[1].split_whitespace().count(),
                header.split_whitespace().count(),
                "a cell per column: {text}"
            );
        }
    }

    #[test]
    fn a_live_row_changes_with_any_column_its_format_shows() {
        let before = node("n1");
        let cordoned = NodeGate {
            unschedulable: true,
            ..node("n1")
        };
        assert!(row_changed(OutputFormat::Wide, &before, &cordoned));
        assert!(!row_changed(OutputFormat::Table, &before, &cordoned));
        assert!(!row_changed(OutputFormat::Name, &before, &cordoned));
        assert!(row_changed(OutputFormat::Json, &before, &cordoned));
        let ignored = NodeGate {
            ignored: true,
            ..node("n1")
        };
        assert!(
            !row_changed(OutputFormat::Wide, &before, &ignored),
            "no column"
        );
        assert!(row_changed(OutputFormat::Yaml, &before, &ignored));
    }
}
