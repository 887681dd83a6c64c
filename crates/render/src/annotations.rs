//! `annotations`' document: one row per operator key on a node, `NodeKeyList`.

use serde::Serialize;

use super::table::{Cell, Table};
use super::{OutputFormat, Printer};
use nodewright_error::Result;
use nodewright_model::Group;

/// One key on one node.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct KeyRow {
    pub node: String,
    pub key: String,
    /// `annotation` or `label`.
    pub r#where: &'static str,
    pub value: String,
    pub group: Group,
    pub meaning: String,
    /// The CR the key belongs to, for name-scoped keys.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub owner: Option<String>,
    /// Whether that CR exists (in either group, or as a mirror).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub owner_exists: Option<bool>,
    /// Written by the operator (what `forget` strips).
    pub operator_owned: bool,
    /// This key keeps the node from being "new" for auto-taint.
    pub keeps_node_old: bool,
}

/// Prints the key rows in the chosen format.
pub fn list(p: &Printer, all: &[KeyRow]) -> Result<()> {
    match p.format {
        OutputFormat::Json | OutputFormat::Yaml => p.list_doc("NodeKeyList", all)?,
        OutputFormat::Name => {
            p.out(&super::name_lines(
                "node",
                all.iter().map(|r| r.node.as_str()),
            ))?;
        }
        f => {
            if all.is_empty() {
                p.note("No NodeWright or Skyhook keys on the selected nodes (they are \"new\" for auto-taint)");
            } else {
                let wide = f == OutputFormat::Wide;
                let mut t = if wide {
                    Table::new(&[
                        "node",
                        "key",
                        "where",
                        "owner",
                        "keeps-old",
                        "meaning",
                        "value",
                    ])
                } else {
                    Table::new(&["node", "key", "where", "owner", "keeps-old", "meaning"])
                };
                for r in all {
                    let owner = match (&r.owner, r.owner_exists) {
                        (Some(o), Some(false)) => format!("{o} (deleted)"),
                        (Some(o), _) => o.clone(),
                        (None, _) => "-".into(),
                    };
                    let mut row = vec![
                        Cell::from(r.node.as_str()),
                        Cell::from(r.key.as_str()),
                        Cell::from(r.r#where),
                        Cell::from(owner),
                        Cell::from(if r.keeps_node_old { "yes" } else { "no" }),
                        Cell::from(r.meaning.as_str()),
                    ];
                    if wide {
                        let v = if r.value.len() > 60 {
                            format!("({} bytes)", r.value.len())
                        } else {
                            r.value.clone()
                        };
                        row.push(Cell::from(v));
                    }
                    t.row(row);
                }
                p.out(&p.table(&t))?;
            }
        }
    }
    Ok(())
}
