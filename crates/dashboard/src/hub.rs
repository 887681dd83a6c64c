//! The last state of the page's documents and the fan-out of their changes.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, PoisonError};

use tokio::sync::broadcast;

/// Frames a page may fall behind by before it is sent the whole state again.
const BACKLOG: usize = 256;

/// A frame that changes more cells than this (the first of a follow: the whole fleet) is not
/// made into a delta: the pages are told to take the whole state again ([`RESYNC`]), so that no
/// copy of the fleet's cells waits in the backlog.
const DELTA_AT_MOST: usize = 1000;

/// What the backlog carries instead of such a frame.
pub(crate) const RESYNC: &str = "";

/// What changed since the last frame, as the page's JSON documents (text).
#[derive(Debug, Default)]
pub struct Frame {
    /// A node's cell, new or changed (`Some`), or gone (`None`).
    pub cells: Vec<(String, Option<String>)>,
    /// `cells` holds every node: a node it does not name is gone.
    pub whole: bool,
    /// The rollouts (a JSON array), when made again.
    pub rollouts: Option<String>,
    /// The follow of the cluster broken since (RFC 3339), `Some(None)` once whole again.
    pub broken: Option<Option<String>>,
    /// The whole fleet is listed: the page may draw.
    pub ready: bool,
}

#[derive(Debug, Default)]
struct State {
    cells: BTreeMap<String, String>,
    rollouts: String,
    broken: Option<String>,
    ready: bool,
}

/// The page's documents as last published, and the pages following them.
#[derive(Debug)]
pub struct Hub {
    state: Mutex<State>,
    events: broadcast::Sender<Arc<str>>,
}

impl Default for Hub {
    fn default() -> Self {
        Hub {
            state: Mutex::new(State {
                rollouts: "[]".into(),
                ..State::default()
            }),
            events: broadcast::channel(BACKLOG).0,
        }
    }
}

/// One server-sent event.
fn event(kind: &str, data: &str) -> String {
    format!("event: {kind}\ndata: {data}\n\n")
}

fn json<T: serde::Serialize + ?Sized>(v: &T) -> String {
    serde_json::to_string(v).unwrap_or_else(|_| "null".into())
}

impl Hub {
    /// Keeps what `frame` changed and sends the open pages that, and only that: the cells that
    /// differ, the names gone, the rollouts when they differ.
    pub fn publish(&self, frame: Frame) {
        let mut st = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        let mut changed: Vec<String> = Vec::new();
        let mut gone: Vec<String> = Vec::new();
        if frame.whole {
            let named: std::collections::BTreeSet<&str> =
                frame.cells.iter().map(|(n, _)| n.as_str()).collect();
            let left: Vec<String> = st
                .cells
                .keys()
                .filter(|n| !named.contains(n.as_str()))
                .cloned()
                .collect();
            for n in left {
                st.cells.remove(&n);
                gone.push(n);
            }
        }
        for (name, cell) in frame.cells {
            match cell {
                Some(c) if st.cells.get(&name) != Some(&c) => {
                    st.cells.insert(name.clone(), c);
                    changed.push(name);
                }
                None if st.cells.remove(&name).is_some() => gone.push(name),
                _ => {}
            }
        }
        let rollouts = frame.rollouts.filter(|r| *r != st.rollouts);
        if let Some(r) = &rollouts {
            st.rollouts.clone_from(r);
        }
        let broken = frame.broken.filter(|b| *b != st.broken);
        if let Some(b) = &broken {
            st.broken.clone_from(b);
        }
        let ready = frame.ready && !st.ready;
        st.ready |= frame.ready;
        if changed.is_empty() && gone.is_empty() && rollouts.is_none() && broken.is_none() && !ready
        {
            return;
        }
        if changed.len() + gone.len() > DELTA_AT_MOST {
            let _ = self.events.send(RESYNC.into());
            return;
        }
        let cells: Vec<&str> = changed
            .iter()
            .filter_map(|n| st.cells.get(n).map(String::as_str))
            .collect();
        let mut data = format!("{{\"cells\":[{}],\"gone\":{}", cells.join(","), json(&gone));
        if let Some(r) = rollouts {
            data.push_str(&format!(",\"rollouts\":{r}"));
        }
        if let Some(b) = broken {
            data.push_str(&format!(",\"broken\":{}", json(&b)));
        }
        data.push_str(&format!(",\"ready\":{}}}", st.ready));
        // No page open: nothing to send.
        let _ = self.events.send(event("delta", &data).into());
    }

    /// The whole state as one event, and the changes after it: taken together, so that a
    /// change is either in the first or among the second.
    pub(crate) fn subscribe(&self) -> (String, broadcast::Receiver<Arc<str>>) {
        let st = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        (snapshot(&st), self.events.subscribe())
    }

    /// The whole state as one event (after a [`RESYNC`]).
    pub(crate) fn snapshot(&self) -> String {
        snapshot(&self.state.lock().unwrap_or_else(PoisonError::into_inner))
    }
}

fn snapshot(st: &State) -> String {
    let cells: Vec<&str> = st.cells.values().map(String::as_str).collect();
    let data = format!(
        "{{\"cells\":[{}],\"rollouts\":{},\"broken\":{},\"ready\":{}}}",
        cells.join(","),
        st.rollouts,
        json(&st.broken),
        st.ready
    );
    event("snapshot", &data)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frame(cells: &[(&str, Option<&str>)]) -> Frame {
        Frame {
            cells: cells
                .iter()
                .map(|(n, c)| ((*n).to_string(), c.map(str::to_string)))
                .collect(),
            ready: true,
            ..Frame::default()
        }
    }

    #[test]
    fn only_what_changed_is_sent() {
        let hub = Hub::default();
        hub.publish(frame(&[
            ("a", Some("{\"n\":\"a\"}")),
            ("b", Some("{\"n\":\"b\"}")),
        ]));
        let (snapshot, mut rx) = hub.subscribe();
        assert!(snapshot.starts_with("event: snapshot\n"));
        assert!(snapshot.contains("{\"n\":\"a\"},{\"n\":\"b\"}"));
        // The same cell again: nothing sent.
        hub.publish(frame(&[("a", Some("{\"n\":\"a\"}"))]));
        hub.publish(frame(&[("a", Some("{\"n\":\"a\",\"s\":1}")), ("b", None)]));
        let sent = rx.try_recv().expect("one delta");
        assert_eq!(
            &*sent,
            "event: delta\ndata: {\"cells\":[{\"n\":\"a\",\"s\":1}],\"gone\":[\"b\"],\"ready\":true}\n\n"
        );
        assert!(rx.try_recv().is_err());
    }

    #[test]
    fn a_frame_of_many_cells_is_sent_as_the_whole_state() {
        let hub = Hub::default();
        let (_, mut rx) = hub.subscribe();
        let names: Vec<String> = (0..=DELTA_AT_MOST).map(|i| format!("n{i}")).collect();
        let cells: Vec<(&str, Option<&str>)> =
            names.iter().map(|n| (n.as_str(), Some("{}"))).collect();
        hub.publish(frame(&cells));
        assert_eq!(&*rx.try_recv().expect("a resync"), RESYNC);
        assert!(
            hub.snapshot()
                .starts_with("event: snapshot\ndata: {\"cells\":[{},")
        );
    }

    #[test]
    fn a_whole_frame_drops_the_nodes_it_does_not_name() {
        let hub = Hub::default();
        hub.publish(frame(&[("a", Some("{}")), ("b", Some("{}"))]));
        let (_, mut rx) = hub.subscribe();
        let mut whole = frame(&[("a", Some("{}"))]);
        whole.whole = true;
        hub.publish(whole);
        let sent = rx.try_recv().expect("one delta");
        assert!(sent.contains("\"cells\":[],\"gone\":[\"b\"]"), "{sent}");
        assert!(!hub.subscribe().0.contains("\"b\""));
    }

    #[test]
    fn a_broken_follow_is_sent_once_with_its_time() {
        let hub = Hub::default();
        let (_, mut rx) = hub.subscribe();
        let broken = |b: Option<&str>| Frame {
            broken: Some(b.map(str::to_string)),
            ..Frame::default()
        };
        hub.publish(broken(Some("2026-01-01T00:00:00Z")));
        hub.publish(broken(Some("2026-01-01T00:00:00Z")));
        hub.publish(broken(None));
        let first = rx.try_recv().expect("broken");
        assert!(first.contains("\"broken\":\"2026-01-01T00:00:00Z\""));
        assert!(
            rx.try_recv()
                .expect("whole again")
                .contains("\"broken\":null")
        );
        assert!(rx.try_recv().is_err());
    }
}
