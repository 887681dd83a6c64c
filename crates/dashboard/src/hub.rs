//! The last state of the page's documents and the fan-out of their changes.

use std::collections::{BTreeMap, VecDeque};
use std::sync::{Arc, Mutex, PoisonError};

use bytes::Bytes;
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
    pub cells: Vec<(Arc<str>, Option<Arc<str>>)>,
    /// `cells` holds every node: a node it does not name is gone.
    pub whole: bool,
    /// The rollouts (a JSON array), when made again.
    pub rollouts: Option<String>,
    /// The follow of the cluster broken since (RFC 3339), `Some(None)` once whole again.
    pub broken: Option<Option<String>>,
    /// The whole fleet is listed: the page may draw.
    pub ready: bool,
}

/// The last state. Each cell's text is shared with the snapshots being written: 20,000 cells
/// are about 2 MB of text, kept once however many pages are reading it.
#[derive(Debug)]
struct State {
    cells: BTreeMap<Arc<str>, Arc<str>>,
    rollouts: Arc<str>,
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
                cells: BTreeMap::new(),
                rollouts: "[]".into(),
                broken: None,
                ready: false,
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
        let mut changed: Vec<Arc<str>> = Vec::new();
        let mut gone: Vec<Arc<str>> = Vec::new();
        // A whole frame makes the map again: each cell moves out of the old one as the frame
        // names it (the map is never held twice), and what is left of the old one is gone.
        let mut old = frame.whole.then(|| std::mem::take(&mut st.cells));
        for (name, cell) in frame.cells {
            let was = match &mut old {
                Some(old) => old.remove(&name),
                None => st.cells.get(&name).cloned(),
            };
            match cell {
                Some(c) => {
                    if was.as_ref() != Some(&c) {
                        changed.push(Arc::clone(&name));
                    }
                    st.cells.insert(name, c);
                }
                None => {
                    if old.is_none() {
                        st.cells.remove(&name);
                    }
                    if was.is_some() {
                        gone.push(name);
                    }
                }
            }
        }
        gone.extend(old.into_iter().flat_map(BTreeMap::into_keys));
        let rollouts = frame.rollouts.filter(|r| **r != *st.rollouts);
        if let Some(r) = &rollouts {
            st.rollouts = r.as_str().into();
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
            .filter_map(|n| st.cells.get(n).map(|c| &**c))
            .collect();
        let gone: Vec<&str> = gone.iter().map(|n| &**n).collect();
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
    pub(crate) fn subscribe(&self) -> (Snapshot, broadcast::Receiver<Arc<str>>) {
        let st = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        (Snapshot::of(&st), self.events.subscribe())
    }

    /// The whole state as one event (after a [`RESYNC`]).
    pub(crate) fn snapshot(&self) -> Snapshot {
        Snapshot::of(&self.state.lock().unwrap_or_else(PoisonError::into_inner))
    }
}

/// About how much of the cells a snapshot writes at a time.
const CHUNK: usize = 64 * 1024;

/// The whole state as one `snapshot` event, written in chunks of about [`CHUNK`] as the page
/// reads it. It holds the cells it writes (shared with the state), never a copy of their text:
/// a page that connects costs a pointer per node, not the fleet's text again (3 MB at 20,000
/// nodes, for each page).
#[derive(Debug)]
pub(crate) struct Snapshot {
    /// What is left to write, in order.
    parts: VecDeque<Part>,
    cells: std::vec::IntoIter<Arc<str>>,
    /// A cell was written already: a comma before the next.
    started: bool,
}

#[derive(Debug)]
enum Part {
    Text(&'static str),
    Cells,
    Shared(Arc<str>),
    Owned(String),
}

impl Snapshot {
    fn of(st: &State) -> Snapshot {
        let tail = format!(
            ",\"broken\":{},\"ready\":{}}}\n\n",
            json(&st.broken),
            st.ready
        );
        Snapshot {
            parts: VecDeque::from([
                Part::Text("event: snapshot\ndata: {\"cells\":["),
                Part::Cells,
                Part::Text("],\"rollouts\":"),
                Part::Shared(Arc::clone(&st.rollouts)),
                Part::Owned(tail),
            ]),
            cells: st.cells.values().cloned().collect::<Vec<_>>().into_iter(),
            started: false,
        }
    }

    /// The cells' next chunk (`None`: all written).
    fn cells(&mut self) -> Option<Bytes> {
        let mut chunk = String::new();
        for cell in self.cells.by_ref() {
            if std::mem::replace(&mut self.started, true) {
                chunk.push(',');
            }
            chunk.push_str(&cell);
            if chunk.len() >= CHUNK {
                break;
            }
        }
        (!chunk.is_empty()).then(|| Bytes::from(chunk))
    }
}

/// A text shared with the state, as a chunk's bytes.
struct Shared(Arc<str>);

impl AsRef<[u8]> for Shared {
    fn as_ref(&self) -> &[u8] {
        self.0.as_bytes()
    }
}

impl Iterator for Snapshot {
    type Item = Bytes;

    fn next(&mut self) -> Option<Bytes> {
        loop {
            let chunk = match self.parts.pop_front()? {
                Part::Text(t) => Bytes::from_static(t.as_bytes()),
                Part::Cells => match self.cells() {
                    Some(chunk) => {
                        self.parts.push_front(Part::Cells);
                        chunk
                    }
                    None => continue,
                },
                Part::Shared(t) => Bytes::from_owner(Shared(t)),
                Part::Owned(t) => Bytes::from(t),
            };
            return Some(chunk);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A snapshot's chunks as one text.
    fn text(s: Snapshot) -> String {
        String::from_utf8(s.flat_map(|b| b.to_vec()).collect()).expect("UTF-8")
    }

    fn frame(cells: &[(&str, Option<&str>)]) -> Frame {
        Frame {
            cells: cells
                .iter()
                .map(|(n, c)| ((*n).into(), c.map(Into::into)))
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
        let snapshot = text(snapshot);
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
        assert!(text(hub.snapshot()).starts_with("event: snapshot\ndata: {\"cells\":[{},"));
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
        assert!(!text(hub.subscribe().0).contains("\"b\""));
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

    #[test]
    fn a_snapshot_is_written_in_chunks_that_make_one_event() {
        let hub = Hub::default();
        let names: Vec<String> = (0..5000).map(|i| format!("node-{i:05}")).collect();
        let cells: Vec<String> = names
            .iter()
            .map(|n| format!("{{\"n\":\"{n}\",\"s\":\"released\"}}"))
            .collect();
        let named: Vec<(&str, Option<&str>)> = names
            .iter()
            .zip(&cells)
            .map(|(n, c)| (n.as_str(), Some(c.as_str())))
            .collect();
        hub.publish(frame(&named));
        let chunks: Vec<Bytes> = hub.snapshot().collect();
        assert!(chunks.len() > 5, "{} chunks", chunks.len());
        assert!(chunks.iter().all(|c| c.len() < 2 * CHUNK));
        let whole = text(hub.snapshot());
        let data = whole
            .strip_prefix("event: snapshot\ndata: ")
            .and_then(|t| t.strip_suffix("\n\n"))
            .expect("one event");
        assert!(!data.contains('\n'));
        let doc: serde_json::Value = serde_json::from_str(data).expect("JSON");
        assert_eq!(doc["cells"].as_array().map(Vec::len), Some(5000));
        assert_eq!(doc["cells"][4999]["n"], "node-04999");
        assert_eq!(doc["rollouts"], serde_json::json!([]));
        assert_eq!(doc["ready"], true);
        let empty = text(Hub::default().snapshot());
        assert!(empty.contains("{\"cells\":[],\"rollouts\":[],"), "{empty}");
    }
}
