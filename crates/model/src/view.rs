//! What a view of the gate shows of a node's verdict, one rule for a one-shot command and every
//! frame of its live view (`status` and `status --watch`; `node`, `package status` and `wait`
//! shape theirs the same way): the shape a verdict is kept in ([`Shape`]: one NodeWright's
//! entry or all of them, package rows or only counts) and which shaped verdicts are shown
//! ([`View::shows`]: node name patterns, `--nodewright`, `--state`).
//!
//! The one-shot command shapes and filters each verdict as it is evaluated; the live view keeps
//! every verdict shaped (`model::reevaluation::Verdicts`), since a verdict out of `--state` now may be
//! in it on the next change, and filters what it draws.

use regex::Regex;

use crate::gate::{GateState, NodeGate};

/// What is kept of a verdict.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Shape {
    /// Only this NodeWright's entry (`--nodewright NAME`, as the CR is named): a node it does not
    /// select keeps none, and is not shown.
    pub only_cr: Option<String>,
    /// Each entry's package rows (`package status`), else only its counts: a fleet-wide answer
    /// keeps per-CR counts, and on 5,000 nodes the rows would be most of the memory.
    pub package_rows: bool,
}

impl Shape {
    /// Shapes a verdict in place.
    pub fn apply(&self, g: &mut NodeGate) {
        if let Some(cr) = &self.only_cr {
            g.nodewrights.retain(|c| &c.name == cr);
        }
        if !self.package_rows {
            for c in &mut g.nodewrights {
                c.packages = Vec::new();
            }
        }
    }
}

/// A view: the shape of its verdicts and which of them it shows.
#[derive(Debug, Clone, Default)]
pub struct View {
    pub shape: Shape,
    /// Node name patterns (`--regex`): none shows every node.
    pub patterns: Vec<Regex>,
    /// `--state`: none shows every state.
    pub states: Vec<GateState>,
}

impl View {
    /// Whether a shaped verdict is shown.
    pub fn shows(&self, g: &NodeGate) -> bool {
        (self.patterns.is_empty() || self.patterns.iter().any(|r| r.is_match(&g.name)))
            && (self.shape.only_cr.is_none() || !g.nodewrights.is_empty())
            && (self.states.is_empty() || self.states.contains(&g.state))
    }

    /// The verdict as the view shows it, or `None` when it does not.
    pub fn row(&self, mut g: NodeGate) -> Option<NodeGate> {
        self.shape.apply(&mut g);
        self.shows(&g).then_some(g)
    }
}

/// What a live view keeps of each verdict.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Keep {
    /// Only a digest, of the whole verdict (package rows included): enough to tell which
    /// changed. `rollout --watch` evaluates again the nodes it reads.
    Digests,
    /// The verdict in the view's shape ([`Shape`]: the one-shot command's), packed: a frame
    /// reads back those it shows (`status`, `wait`).
    Rows(Shape),
}

impl Default for Keep {
    fn default() -> Keep {
        Keep::Rows(Shape::default())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Group;
    use crate::gate::{CrOnNode, PackageRow};

    fn gate(name: &str, state: GateState, crs: &[&str]) -> NodeGate {
        let mut g: NodeGate = serde_json::from_value(serde_json::json!({
            "name": name, "state": "ungated", "gateTaints": [], "blockers": [],
            "nodewrights": [], "unschedulable": false, "ignored": false,
        }))
        .expect("a minimal verdict");
        g.state = state;
        for cr in crs {
            g.nodewrights.push(CrOnNode {
                name: cr.to_string(),
                group: Group::Nodewright,
                runtime_required: true,
                status: None,
                cr_node_status: None,
                packages_complete: 0,
                packages_total: 1,
                complete: false,
                paused: false,
                disabled: false,
                state_prefix: None,
                packages: vec![PackageRow {
                    name: "p".into(),
                    declared_version: Some("1".into()),
                    observed_version: None,
                    stage: None,
                    state: None,
                    restarts: None,
                    complete: false,
                }],
                disagreement: None,
                stale_record: None,
            });
        }
        g
    }

    #[test]
    fn the_shape_keeps_one_nodewright_and_drops_package_rows_unless_asked() {
        let g = gate("gpu-1", GateState::Gated, &["a", "b"]);
        let mut counts = g.clone();
        Shape::default().apply(&mut counts);
        assert_eq!(counts.nodewrights.len(), 2);
        assert!(counts.nodewrights.iter().all(|c| c.packages.is_empty()));
        let mut only_b = g.clone();
        Shape {
            only_cr: Some("b".into()),
            package_rows: true,
        }
        .apply(&mut only_b);
        assert_eq!(only_b.nodewrights.len(), 1);
        assert_eq!(only_b.nodewrights[0].name, "b");
        assert_eq!(only_b.nodewrights[0].packages.len(), 1);
    }

    #[test]
    fn a_view_shows_by_pattern_nodewright_and_state() {
        let view = View {
            shape: Shape {
                only_cr: Some("a".into()),
                package_rows: false,
            },
            patterns: vec![Regex::new("^gpu-").expect("regex")],
            states: vec![GateState::Gated],
        };
        assert!(
            view.row(gate("gpu-1", GateState::Gated, &["a", "b"]))
                .is_some()
        );
        // Not selected by the named NodeWright, another state, another name.
        assert!(view.row(gate("gpu-2", GateState::Gated, &["b"])).is_none());
        assert!(
            view.row(gate("gpu-3", GateState::Released, &["a"]))
                .is_none()
        );
        assert!(view.row(gate("cpu-1", GateState::Gated, &["a"])).is_none());
        // No pattern, no NodeWright, no state: every node.
        assert!(View::default().shows(&gate("cpu-1", GateState::Ungated, &[])));
    }
}
