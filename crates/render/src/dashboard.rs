//! The dashboard's documents, as JSON text for the page (not stdout): a node's cell on the map,
//! the rollouts (`rollout -o json`'s items), a node's `explain -o json` document; and the one
//! line the command prints, the page's URL.

use std::borrow::Borrow;
use std::collections::BTreeSet;
use std::sync::Arc;

use serde::Serialize;

use crate::explain::Explanation;
use crate::{API_VERSION, ObjectDoc, Printer};
use nodewright_error::{Error, Result};
use nodewright_model::gate::{BlockerCode, GateState, NodeGate};
use nodewright_model::rollout::Rollout;

/// What a node's cell shows of its verdict: its state (`status -o json`'s), the NodeWrights
/// that select it (by priority, as `status` lists them) and its first blocker.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CellParts {
    state: GateState,
    /// Shared by the cells with the same list ([`CellParts::shared`]).
    nodewrights: Arc<[String]>,
    blocker: Option<BlockerCode>,
}

impl CellParts {
    pub fn of(g: &NodeGate) -> CellParts {
        CellParts {
            state: g.state,
            nodewrights: g.nodewrights.iter().map(|c| c.name.clone()).collect(),
            blocker: g.blockers.first().map(|b| b.code),
        }
    }

    /// The same parts, their list of NodeWrights the one kept in `lists` if it is there (else
    /// kept there): a fleet has a handful of lists, one copy each however many nodes.
    #[must_use]
    pub fn shared(mut self, lists: &mut BTreeSet<Arc<[String]>>) -> CellParts {
        match lists.get(&self.nodewrights) {
            Some(list) => self.nodewrights = Arc::clone(list),
            None => {
                lists.insert(Arc::clone(&self.nodewrights));
            }
        }
        self
    }

    /// The first NodeWright (the map's group).
    pub fn first(&self) -> Option<&str> {
        self.nodewrights.first().map(String::as_str)
    }
}

/// One node on the map: [`CellParts`] and the compartment of its first NodeWright.
#[derive(Debug, Serialize)]
struct Cell<'a> {
    n: &'a str,
    s: GateState,
    g: &'a [String],
    c: Option<&'a str>,
    b: Option<BlockerCode>,
}

fn text<T: Serialize>(v: &T) -> Result<String> {
    serde_json::to_string(v).map_err(|e| Error::Failed(format!("cannot render the document: {e}")))
}

/// A node's cell on the map; `compartment`: where its first NodeWright places it.
pub fn cell(name: &str, parts: &CellParts, compartment: Option<&str>) -> Result<String> {
    text(&Cell {
        n: name,
        s: parts.state,
        g: &parts.nodewrights,
        c: compartment,
        b: parts.blocker,
    })
}

/// The rollouts, as `rollout -o json` lists them.
pub fn rollouts<R: Borrow<Rollout> + Serialize>(rollouts: &[R]) -> Result<String> {
    text(&rollouts)
}

/// A node's `explain -o json` document.
pub fn explanation(doc: &Explanation<'_>) -> Result<String> {
    text(&ObjectDoc {
        api_version: API_VERSION,
        kind: "NodeGate",
        object: doc,
    })
}

/// The page's URL, on stdout (what a script reads), and how to stop it on stderr.
pub fn url(p: &Printer, url: &str) -> Result<()> {
    p.out(&format!("{url}\n"))?;
    p.note("Serving the dashboard (read-only); Ctrl-C stops it.");
    Ok(())
}

/// Opens `url` in the desktop's browser (`xdg-open`, `open`, Windows' URL handler), its output
/// kept off stdout (a browser says "Opening in existing browser session." there): stdout holds
/// the URL a script reads.
pub fn open_browser(url: &str) -> std::result::Result<(), String> {
    use std::process::{Command, Stdio};
    let (program, before): (&str, &[&str]) = if cfg!(target_os = "macos") {
        ("open", &[])
    } else if cfg!(windows) {
        ("rundll32", &["url.dll,FileProtocolHandler"])
    } else {
        ("xdg-open", &[])
    };
    Command::new(program)
        .args(before)
        .arg(url)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map(|mut child| {
            // Reaped when it exits (the opener hands the URL over and ends).
            std::thread::spawn(move || child.wait());
        })
        .map_err(|e| format!("{program}: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cell_names_its_node_state_nodewrights_and_first_blocker() {
        let g: NodeGate = serde_json::from_value(serde_json::json!({
            "name": "gpu-1", "state": "stuck", "taint": null, "gateTaints": [],
            "blockers": [{"code": "package-erroring", "message": "m", "remedy": "r"}],
            "nodewrights": [], "unschedulable": false, "ignored": false
        }))
        .expect("a gate");
        assert_eq!(
            cell("gpu-1", &CellParts::of(&g), Some("canary")).expect("cell"),
            r#"{"n":"gpu-1","s":"stuck","g":[],"c":"canary","b":"package-erroring"}"#
        );
    }
}
