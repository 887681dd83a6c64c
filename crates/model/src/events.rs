//! What happened to a node: its recent core/v1 Events and those of the NodeWrights selecting it,
//! newest first, at most [`MAX_EVENTS`], the operator's warnings tied to the blocker they explain.
//!
//! The operator records events with the recorder `skyhook-controller`
//! (`operator/cmd/manager/main.go`, `GetEventRecorderFor`), on the node and on its CR (reasons
//! `Apply`, `Interrupt`, `Drain`, `State`, `Reboot` in `internal/controller/skyhook_controller.go`;
//! from v0.19-v0.20 the warnings `DrainTimeout`, `TaintFailed`, `RestartLimitExceeded`,
//! `DrainBlocked`, `operator/RELEASE_NOTES.md`). The API server keeps events for an hour by
//! default (`kube-apiserver --event-ttl`): none left is said so.

use serde::Serialize;
use serde_json::Value;

use crate::gate::{BlockerCode, GateState, NodeGate};

/// How many events `explain` shows.
pub const MAX_EVENTS: usize = 15;

/// One event, as `explain` shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct EventView {
    /// `Normal` or `Warning`.
    #[serde(rename = "type")]
    pub type_: String,
    pub reason: String,
    pub message: String,
    /// The object it is about: `Node/NAME`, `NodeWright/NAME`, `Skyhook/NAME`.
    pub object: String,
    /// Who recorded it: `reportingComponent`, else `source.component`.
    pub source: String,
    pub count: i64,
    /// When it was last seen (RFC 3339): `lastTimestamp`, `series.lastObservedTime`,
    /// `eventTime`, else its creation.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_seen: Option<String>,
    /// The node's blocker code (or gate state) this warning of the operator explains.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub explains: Option<String>,
}

/// The events `explain` read, or why there are none.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RecentEvents {
    /// Newest first, at most [`MAX_EVENTS`].
    pub items: Vec<EventView>,
    /// How many were found in all (more than `items` holds when cut).
    pub found: usize,
    /// Why `items` is empty or short: the events expired, or could not be read.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

/// An Event object (`core/v1`) as `explain` shows it.
pub fn event_from_object(o: &Value) -> EventView {
    let text = |p: &str| {
        o.pointer(p)
            .and_then(Value::as_str)
            .filter(|s| !s.is_empty())
    };
    let object = format!(
        "{}/{}",
        text("/involvedObject/kind").unwrap_or("?"),
        text("/involvedObject/name").unwrap_or("?")
    );
    EventView {
        type_: text("/type").unwrap_or("Normal").to_string(),
        reason: text("/reason").unwrap_or_default().to_string(),
        message: text("/message").unwrap_or_default().trim_end().to_string(),
        object,
        source: text("/reportingComponent")
            .or_else(|| text("/source/component"))
            .unwrap_or_default()
            .to_string(),
        count: o
            .pointer("/series/count")
            .or_else(|| o.get("count"))
            .and_then(Value::as_i64)
            .unwrap_or(1),
        last_seen: text("/lastTimestamp")
            .or_else(|| text("/series/lastObservedTime"))
            .or_else(|| text("/eventTime"))
            .or_else(|| text("/metadata/creationTimestamp"))
            .map(str::to_string),
        explains: None,
    }
}

/// Whether the operator recorded it (`skyhook-controller`, or a NodeWright-named recorder).
pub fn is_operator(e: &EventView) -> bool {
    let s = e.source.to_ascii_lowercase();
    s.contains("skyhook") || s.contains("nodewright")
}

/// Whether an event of a NodeWright selecting the node is about this node: the operator names
/// the node in its CR events' messages (`to node [NAME]`); a warning is kept whatever it names.
pub fn cr_event_about(e: &EventView, node: &str) -> bool {
    e.type_ == "Warning" || e.message.contains(&format!("[{node}]"))
}

/// The blocker codes (or the gate state) an operator warning explains, by reason.
fn explained_by(reason: &str) -> &'static [BlockerCode] {
    match reason {
        "DrainTimeout" | "DrainBlocked" => {
            &[BlockerCode::DrainBlocked, BlockerCode::WaitingWorkloads]
        }
        "RestartLimitExceeded" => &[BlockerCode::PackageErroring, BlockerCode::PackageRetrying],
        "Reboot" => &[BlockerCode::Rebooted],
        _ => &[],
    }
}

/// Newest first, at most [`MAX_EVENTS`], each operator warning tied to the node's blocker it
/// explains (a `TaintFailed` to a node the gate taint is missing from).
pub fn recent(mut all: Vec<EventView>, gate: &NodeGate) -> RecentEvents {
    all.sort_by(|a, b| b.last_seen.cmp(&a.last_seen));
    let found = all.len();
    all.truncate(MAX_EVENTS);
    for e in all
        .iter_mut()
        .filter(|e| is_operator(e) && e.type_ == "Warning")
    {
        e.explains = match e.reason.as_str() {
            "TaintFailed" if matches!(gate.state, GateState::PendingTaint | GateState::Exposed) => {
                Some(crate::enum_name(&gate.state).to_string())
            }
            r => gate
                .blockers
                .iter()
                .find(|b| explained_by(r).contains(&b.code))
                .map(|b| b.code.name().to_string()),
        };
    }
    let note = (found == 0).then(|| {
        "none left: the API server keeps events for an hour by default (--event-ttl)".to_string()
    });
    RecentEvents {
        items: all,
        found,
        note,
    }
}

/// Events that could not be read: why.
pub fn unreadable(why: &str) -> RecentEvents {
    RecentEvents {
        items: Vec::new(),
        found: 0,
        note: Some(format!("not read: {why}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn gate(codes: &[BlockerCode]) -> NodeGate {
        let mut g: NodeGate = serde_json::from_value(json!({
            "name": "n1", "state": "stuck", "gateTaints": [], "blockers": [],
            "nodewrights": [], "unschedulable": false, "ignored": false,
        }))
        .expect("a verdict");
        for c in codes {
            g.blockers.push(crate::gate::Blocker {
                code: *c,
                message: String::new(),
                remedy: String::new(),
                root: None,
                rule: None,
            });
        }
        g
    }

    fn event(reason: &str, type_: &str, at: &str) -> Value {
        json!({"type": type_, "reason": reason, "message": "m [n1]\n",
               "involvedObject": {"kind": "Node", "name": "n1"},
               "source": {"component": "skyhook-controller"}, "count": 2, "lastTimestamp": at})
    }

    #[test]
    fn newest_first_bounded_and_the_warning_tied_to_its_blocker() {
        let mut all: Vec<EventView> = (0..20)
            .map(|i| {
                event_from_object(&event(
                    "Apply",
                    "Normal",
                    &format!("2026-01-01T00:00:{i:02}Z"),
                ))
            })
            .collect();
        all.push(event_from_object(&event(
            "DrainTimeout",
            "Warning",
            "2026-01-01T00:01:00Z",
        )));
        let r = recent(
            all,
            &gate(&[BlockerCode::Stalled, BlockerCode::DrainBlocked]),
        );
        assert_eq!(r.found, 21);
        assert_eq!(r.items.len(), MAX_EVENTS);
        assert_eq!(r.items[0].reason, "DrainTimeout");
        assert_eq!(r.items[0].explains.as_deref(), Some("drain-blocked"));
        assert_eq!(r.items[0].object, "Node/n1");
        assert_eq!(r.items[0].message, "m [n1]");
        assert_eq!(
            r.items[1].last_seen.as_deref(),
            Some("2026-01-01T00:00:19Z")
        );
        assert!(r.items[1].explains.is_none());
        assert!(r.note.is_none());
    }

    #[test]
    fn none_left_says_events_expire() {
        let r = recent(Vec::new(), &gate(&[]));
        assert!(r.note.expect("a note").contains("an hour"));
    }

    #[test]
    fn a_cr_event_is_about_the_node_it_names_or_a_warning() {
        let e = event_from_object(&event("Apply", "Normal", "2026-01-01T00:00:00Z"));
        assert!(cr_event_about(&e, "n1"));
        assert!(!cr_event_about(&e, "n2"));
        assert!(is_operator(&e));
    }
}
