//! The writes' document: `WriteResultList`, the results table (rows with the same change
//! grouped; `-o wide` lists every target) and `-o name`'s `node/gpu-1 tainted` lines.

use super::table::{Cell, Table};
use super::{OutputFormat, Printer};
use nodewright_error::Result;
use nodewright_model::write::{Outcome, WriteResult};

/// Prints the per-target results in the chosen format. `done` is what a change did, in the
/// past tense (`tainted`): `-o name` prints `node/gpu-1 tainted`, as kubectl does.
pub fn results(p: &Printer, results: &[WriteResult], done: &str) -> Result<()> {
    match p.format {
        OutputFormat::Json | OutputFormat::Yaml => p.list_doc("WriteResultList", results),
        OutputFormat::Name => p.out(
            &results
                .iter()
                .map(|r| name_line(r, done))
                .collect::<String>(),
        ),
        f => {
            if results.is_empty() {
                p.note("No resources found");
                return Ok(());
            }
            let mut t = Table::new(&["target", "outcome", "detail"]);
            if f == OutputFormat::Wide {
                for r in results {
                    t.row(vec![
                        Cell::from(r.target()),
                        Cell::from(format!("{}{}", outcome_name(r.outcome), dry_suffix(r))),
                        Cell::from(detail(r)),
                    ]);
                }
                return p.out(&p.table(&t));
            }
            let groups = group_results(results);
            for g in &groups {
                t.row(vec![
                    Cell::from(g.target()),
                    Cell::from(g.outcome.as_str()),
                    Cell::from(g.detail.as_str()),
                ]);
            }
            p.out(&p.table(&t))?;
            if groups.len() < results.len() {
                p.note(
                    "Rows with the same change are grouped; -o wide (or -o json) lists every target.",
                );
            }
            Ok(())
        }
    }
}

/// What a result says in the table: its reason, else its changes.
fn detail(r: &WriteResult) -> String {
    match (&r.reason, r.changes.is_empty()) {
        (Some(reason), _) => reason.clone(),
        (None, false) => r.changes.join("; "),
        (None, true) => "-".into(),
    }
}

/// Results with the same outcome and the same change, shown as one row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResultGroup {
    /// `node/a`, `node/b`, ... in the order of the results.
    pub targets: Vec<String>,
    /// `changed`, `unchanged (dry run: client)`, ...
    pub outcome: String,
    /// The change (or reason) shared by the group; the per-node prior values (`(was ...)`) are
    /// left out when the group has more than one target, since they differ.
    pub detail: String,
}

impl ResultGroup {
    /// The TARGET cell: the target, or the first one and how many more.
    pub fn target(&self) -> String {
        match self.targets.as_slice() {
            [one] => one.clone(),
            [first, rest @ ..] => format!("{first} and {} more", rest.len()),
            [] => "-".into(),
        }
    }
}

/// A change line without the value it replaces: `remove annotation K (was V)` -> `remove
/// annotation K`. Lines without a trailing `(was ...)` are returned as they are.
pub fn without_prior_value(change: &str) -> &str {
    match change.rfind(" (was ") {
        Some(i) if change.ends_with(')') => &change[..i],
        _ => change,
    }
}

/// Groups results whose outcome and change (prior values aside) are the same, in first-seen
/// order: a 500-node write reads as a handful of rows, not 500 wide ones.
pub fn group_results(results: &[WriteResult]) -> Vec<ResultGroup> {
    let mut groups: Vec<ResultGroup> = Vec::new();
    let mut index: std::collections::HashMap<(String, String), usize> = Default::default();
    for r in results {
        let outcome = format!("{}{}", outcome_name(r.outcome), dry_suffix(r));
        let key_detail = match (&r.reason, r.changes.is_empty()) {
            (Some(reason), _) => reason.clone(),
            (None, false) => r
                .changes
                .iter()
                .map(|c| without_prior_value(c))
                .collect::<Vec<_>>()
                .join("; "),
            (None, true) => "-".into(),
        };
        let key = (outcome.clone(), key_detail.clone());
        match index.get(&key) {
            Some(&i) => {
                groups[i].targets.push(r.target());
                groups[i].detail = key_detail;
            }
            None => {
                index.insert(key, groups.len());
                groups.push(ResultGroup {
                    targets: vec![r.target()],
                    outcome,
                    detail: detail(r),
                });
            }
        }
    }
    groups
}

/// One `-o name` line of a write: `node/gpu-1 tainted`, `node/gpu-2 unchanged`,
/// `nodewright/gpu-init reset (server dry run)`.
pub fn name_line(r: &WriteResult, done: &str) -> String {
    let target = r.target();
    // `nodewright/x (status)` names the object `nodewright/x`.
    let object = target.split(' ').next().unwrap_or_default();
    let what = match r.outcome {
        Outcome::Changed => done,
        other => outcome_name(other),
    };
    let dry = match r.dry_run {
        Some("server") => " (server dry run)",
        Some(_) => " (dry run)",
        None => "",
    };
    format!("{object} {what}{dry}\n")
}

fn dry_suffix(r: &WriteResult) -> String {
    r.dry_run
        .map(|d| format!(" (dry run: {d})"))
        .unwrap_or_default()
}

fn outcome_name(o: Outcome) -> &'static str {
    match o {
        Outcome::Changed => "changed",
        Outcome::Unchanged => "unchanged",
        Outcome::Skipped => "skipped",
        Outcome::Failed => "failed",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn changed(node: &str, changes: &[&str]) -> WriteResult {
        WriteResult::node(
            node,
            Outcome::Changed,
            None,
            changes.iter().map(|c| c.to_string()).collect(),
        )
    }

    #[test]
    fn identical_changes_are_one_row_whatever_the_values_they_replace() {
        let results = vec![
            changed(
                "a",
                &[
                    "remove annotation p/nodeState_x (was {\"d|1\":…})",
                    "remove label p/status_x (was erroring)",
                ],
            ),
            WriteResult::node("b", Outcome::Unchanged, Some("no state".into()), Vec::new()),
            changed(
                "c",
                &[
                    "remove annotation p/nodeState_x (was {\"d|2\":…})",
                    "remove label p/status_x (was complete)",
                ],
            ),
            changed("d", &["add taint k=v:NoSchedule"]),
            WriteResult::node("e", Outcome::Unchanged, Some("no state".into()), Vec::new()),
            changed(
                "f",
                &[
                    "remove annotation p/nodeState_x (was {})",
                    "remove label p/status_x (was blocked)",
                ],
            ),
        ];
        let g = group_results(&results);
        assert_eq!(g.len(), 3, "{g:#?}");
        assert_eq!(g[0].targets, ["node/a", "node/c", "node/f"]);
        assert_eq!(g[0].target(), "node/a and 2 more");
        assert_eq!(
            g[0].detail,
            "remove annotation p/nodeState_x; remove label p/status_x"
        );
        assert_eq!(g[1].targets, ["node/b", "node/e"]);
        assert_eq!(
            (g[1].outcome.as_str(), g[1].detail.as_str()),
            ("unchanged", "no state")
        );
        // A group of one keeps the full detail.
        assert_eq!(g[2].target(), "node/d");
        assert_eq!(g[2].detail, "add taint k=v:NoSchedule");
        // Every result is in exactly one group.
        assert_eq!(
            g.iter().map(|g| g.targets.len()).sum::<usize>(),
            results.len()
        );
    }

    #[test]
    fn dry_runs_and_outcomes_do_not_mix() {
        let mut a = changed("a", &["add taint k=v:NoSchedule"]);
        a.dry_run = Some("server");
        let b = changed("b", &["add taint k=v:NoSchedule"]);
        let g = group_results(&[a, b]);
        assert_eq!(g.len(), 2);
        assert_eq!(g[0].outcome, "changed (dry run: server)");
    }

    #[test]
    fn only_a_trailing_was_is_dropped() {
        assert_eq!(
            without_prior_value("remove label k (was v)"),
            "remove label k"
        );
        assert_eq!(
            without_prior_value("set annotation k=a (was b) x"),
            "set annotation k=a (was b) x"
        );
        assert_eq!(
            without_prior_value("add taint k=v:NoSchedule"),
            "add taint k=v:NoSchedule"
        );
    }

    #[test]
    fn name_lines_say_what_was_done() {
        let mut r = changed("a", &["add taint k=v:NoSchedule"]);
        assert_eq!(name_line(&r, "tainted"), "node/a tainted\n");
        r.dry_run = Some("client");
        assert_eq!(name_line(&r, "tainted"), "node/a tainted (dry run)\n");
        let mut cr = WriteResult::node("x", Outcome::Unchanged, None, Vec::new());
        cr.node = None;
        cr.object = Some("nodewright/gpu-init (status)".into());
        assert_eq!(name_line(&cr, "reset"), "nodewright/gpu-init unchanged\n");
    }
}
