//! A node list page in protobuf, decoded as its body arrives.
//!
//! The API server writes the `runtime.Unknown` envelope field by field in field order (`typeMeta`,
//! then `raw`, then `contentEncoding` and `contentType`), and `raw`, the `NodeList`, writes its
//! `ListMeta` (field 1) before its `items` (field 2). So the continue token and the page's
//! resourceVersion are in the first few hundred bytes: [`PageStream`] hands them over as soon
//! as they are in ([`Piece::Head`]), and the next page can be asked for while this one is still
//! on the wire. Each node is decoded when its last byte has arrived ([`Piece::Node`]), and its
//! bytes dropped: the decoder holds at most one node's bytes, never the page's.
//!
//! The bytes of `raw` are not wrapped in a second length to check: the envelope's length of
//! `raw` bounds the fields read from it, and [`PageStream::finish`] refuses a body that ended
//! before `raw` did.

use k8s_pb::apimachinery::pkg::apis::meta::v1 as meta;
use prost::Message;

use std::sync::Arc;

use super::proto::{self, MAGIC};
use nodewright_model::NodeView;
use nodewright_model::reevaluation::LabelKeys;

/// What a page's list metadata says.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Head {
    pub continue_: Option<String>,
    pub resource_version: String,
}

/// One decoded part of a page, in body order.
#[derive(Debug)]
pub enum Piece {
    Head(Head),
    Node(Box<NodeView>),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum State {
    /// Before the `k8s\0` prefix.
    Magic,
    /// Between the envelope's fields.
    Envelope,
    /// Inside `raw`, this many bytes of it still to come.
    Raw(usize),
}

/// The decoder of one page: bytes in ([`PageStream::feed`]), pieces out.
#[derive(Debug)]
pub struct PageStream {
    /// Bytes received and not consumed yet (at most one field of the current level).
    buf: Vec<u8>,
    state: State,
    kind_checked: bool,
    raw_done: bool,
    /// The labels a node keeps ([`proto::node`]); every label when `None`.
    keep: Option<Arc<LabelKeys>>,
}

impl Default for PageStream {
    fn default() -> Self {
        PageStream::new(None)
    }
}

/// A varint at the start of `b`: its value and length, `None` when `b` ends inside it.
fn varint(b: &[u8]) -> Option<Result<(u64, usize), String>> {
    let mut v = 0u64;
    for (i, byte) in b.iter().enumerate().take(10) {
        v |= u64::from(byte & 0x7f) << (7 * i);
        if byte & 0x80 == 0 {
            return Some(Ok((v, i + 1)));
        }
    }
    if b.len() >= 10 {
        return Some(Err("a varint longer than 10 bytes".into()));
    }
    None
}

/// A field's tag, wire type, the range of its length-delimited payload (empty for other wire
/// types) and its total length.
type Field = (u32, u8, std::ops::Range<usize>, usize);

/// One whole field at the start of `b`; `None` while it is not all in.
fn field(b: &[u8]) -> Option<Result<Field, String>> {
    let (key, k) = match varint(b)? {
        Ok(v) => v,
        Err(e) => return Some(Err(e)),
    };
    let (tag, wire) = ((key >> 3) as u32, (key & 7) as u8);
    let rest = &b[k..];
    let (body, total) = match wire {
        0 => match varint(rest)? {
            Ok((_, n)) => (k..k, k + n),
            Err(e) => return Some(Err(e)),
        },
        1 => (k..k, k + 8),
        5 => (k..k, k + 4),
        2 => match varint(rest)? {
            Ok((len, n)) => {
                let start = k + n;
                let Ok(len) = usize::try_from(len) else {
                    return Some(Err("a field longer than memory".into()));
                };
                (start..start + len, start + len)
            }
            Err(e) => return Some(Err(e)),
        },
        w => return Some(Err(format!("field {tag}: unsupported wire type {w}"))),
    };
    (b.len() >= total).then_some(Ok((tag, wire, body, total)))
}

impl PageStream {
    /// A decoder whose nodes keep the labels `keep` needs (every label when `None`).
    pub fn new(keep: Option<Arc<LabelKeys>>) -> PageStream {
        PageStream {
            buf: Vec::new(),
            state: State::Magic,
            kind_checked: false,
            raw_done: false,
            keep,
        }
    }

    /// Takes the next bytes of the body and hands every piece now complete to `out`.
    pub fn feed(&mut self, chunk: &[u8], out: &mut impl FnMut(Piece)) -> Result<(), String> {
        self.buf.extend_from_slice(chunk);
        let mut at = 0;
        let result = self.pieces(&mut at, out);
        self.buf.drain(..at);
        result
    }

    fn pieces(&mut self, at: &mut usize, out: &mut impl FnMut(Piece)) -> Result<(), String> {
        loop {
            let b = &self.buf[*at..];
            match self.state {
                State::Magic => {
                    if b.len() < MAGIC.len() {
                        return Ok(());
                    }
                    if !b.starts_with(MAGIC) {
                        return Err("a protobuf answer without the k8s magic prefix".into());
                    }
                    *at += MAGIC.len();
                    self.state = State::Envelope;
                }
                State::Envelope => {
                    if self.envelope_field(at)? {
                        continue;
                    }
                    return Ok(());
                }
                State::Raw(0) => {
                    self.raw_done = true;
                    self.state = State::Envelope;
                }
                State::Raw(left) => {
                    let Some(f) = field(&b[..b.len().min(left)]) else {
                        if b.len() >= left {
                            return Err("a list field longer than the list".into());
                        }
                        return Ok(());
                    };
                    let (tag, wire, body, total) = f?;
                    if wire == 2 {
                        list_field(tag, &b[body], self.keep.as_deref(), out)?;
                    }
                    *at += total;
                    self.state = State::Raw(left - total);
                }
            }
        }
    }

    /// Reads one envelope field if it is in (for `raw`, only its key and length); whether one
    /// was read.
    fn envelope_field(&mut self, at: &mut usize) -> Result<bool, String> {
        let b = &self.buf[*at..];
        // `raw`: enter it as soon as its length is known.
        if let Some(Ok((key, k))) = varint(b)
            && key == (2 << 3 | 2)
        {
            let Some(len) = varint(&b[k..]) else {
                return Ok(false);
            };
            let (len, n) = len?;
            if !self.kind_checked {
                return Err("a protobuf answer without its kind before the list".into());
            }
            *at += k + n;
            self.state = State::Raw(usize::try_from(len).map_err(|e| e.to_string())?);
            return Ok(true);
        }
        let Some(f) = field(b) else {
            return Ok(false);
        };
        let (tag, _, body, total) = f?;
        match tag {
            1 => {
                let tm = k8s_pb::apimachinery::pkg::runtime::TypeMeta::decode(&b[body])
                    .map_err(|e| e.to_string())?;
                let kind = tm.kind.unwrap_or_default();
                if kind != "NodeList" {
                    return Err(format!("expected a NodeList, got {kind:?}"));
                }
                self.kind_checked = true;
            }
            3 if !body.is_empty() => {
                return Err(format!(
                    "unsupported content encoding {:?} in the envelope",
                    String::from_utf8_lossy(&b[body])
                ));
            }
            _ => {}
        }
        *at += total;
        Ok(true)
    }

    /// The body ended: refuses one that ended before its list did.
    pub fn finish(&self) -> Result<(), String> {
        let whole = self.raw_done && self.state == State::Envelope && self.buf.is_empty();
        if whole {
            Ok(())
        } else {
            Err("the node list page ended before its end".into())
        }
    }
}

/// One field of the `NodeList`.
fn list_field(
    tag: u32,
    b: &[u8],
    keep: Option<&LabelKeys>,
    out: &mut impl FnMut(Piece),
) -> Result<(), String> {
    match tag {
        1 => {
            let lm = meta::ListMeta::decode(b).map_err(|e| e.to_string())?;
            out(Piece::Head(Head {
                continue_: lm.r#continue.filter(|c| !c.is_empty()),
                resource_version: lm.resource_version.unwrap_or_default(),
            }));
        }
        2 => {
            out(Piece::Node(Box::new(proto::node(b, keep)?)));
        }
        _ => {}
    }
    Ok(())
}

/// How a page whose body broke off after part of it was read is asked for again.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Again {
    /// The same request: a continue page (its token pins the snapshot: the resourceVersion of
    /// the walk and the key to start after), or a first page whose token nobody has used yet
    /// (nothing was folded from the broken answer, so a fresh consistent read is as good).
    Same,
    /// The first page, at exactly the resourceVersion of its list metadata
    /// (`resourceVersion=RV&resourceVersionMatch=Exact`): its continue token was handed over
    /// and the next page is being read at RV already, so the retried page must be the same
    /// snapshot, not a newer one (a node changed in between would be seen at two versions, or
    /// one created would be missed by both pages).
    AtResourceVersion(String),
}

/// The retry rule for a page that broke off mid-body: `continued` is whether the page was asked
/// with a continue token; `handed_over` the list metadata whose continue token was already
/// handed to the walk, if it was.
///
/// Why not restart the walk instead, for the first page: the next page, already asked for, would
/// be thrown away and read again, and nothing needs it: an exact read at a resourceVersion
/// seconds old is answered from the watch cache's snapshot or from etcd's history (kept for the
/// API server's 5-minute compaction interval). If that history is gone (410), the walk fails as
/// an expired continue token does, asking to run the command again; the retried page must also
/// carry the continue token handed over (`nodes::fetch_page` checks it), else the walk fails
/// rather than mix two snapshots.
pub fn again(continued: bool, handed_over: Option<&Head>) -> Again {
    match handed_over {
        Some(h) if !continued && h.continue_.is_some() => {
            Again::AtResourceVersion(h.resource_version.clone())
        }
        _ => Again::Same,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use k8s_pb::api::core::v1 as core;

    fn node(name: &str, labels: usize) -> core::Node {
        core::Node {
            metadata: Some(meta::ObjectMeta {
                name: Some(name.into()),
                resource_version: Some("7".into()),
                labels: (0..labels)
                    .map(|i| (format!("example.com/l{i}"), format!("v{i}")))
                    .collect(),
                annotations: [(
                    "nodewright.nvidia.com/status_x".to_string(),
                    "complete".to_string(),
                )]
                .into(),
                ..Default::default()
            }),
            status: Some(core::NodeStatus {
                images: vec![core::ContainerImage {
                    names: vec!["nvcr.io/big/image:1".into()],
                    size_bytes: Some(1 << 30),
                }],
                ..Default::default()
            }),
            ..Default::default()
        }
    }

    /// A page as the API server writes it: the magic, then the envelope's fields in order.
    fn page(n: usize, token: Option<&str>) -> Vec<u8> {
        let list = core::NodeList {
            metadata: Some(meta::ListMeta {
                resource_version: Some("4242".into()),
                r#continue: token.map(str::to_string),
                ..Default::default()
            }),
            items: (0..n).map(|i| node(&format!("gpu-{i}"), 40 + i)).collect(),
        };
        let env = k8s_pb::apimachinery::pkg::runtime::Unknown {
            type_meta: Some(k8s_pb::apimachinery::pkg::runtime::TypeMeta {
                api_version: Some("v1".into()),
                kind: Some("NodeList".into()),
            }),
            raw: Some(list.encode_to_vec()),
            content_encoding: Some(String::new()),
            content_type: Some(String::new()),
        };
        let mut out = MAGIC.to_vec();
        out.extend(env.encode_to_vec());
        out
    }

    /// Feeds `body` cut at `cuts`; the pieces, and after how many bytes the head came.
    fn fed(body: &[u8], cuts: &[usize]) -> Result<(Vec<Piece>, Option<usize>), String> {
        let mut dec = PageStream::default();
        let mut pieces = Vec::new();
        let mut head_at = None;
        let mut from = 0;
        for &to in cuts.iter().chain(std::iter::once(&body.len())) {
            dec.feed(&body[from..to], &mut |p| {
                if matches!(p, Piece::Head(_)) {
                    head_at.get_or_insert(to);
                }
                pieces.push(p)
            })?;
            from = to;
        }
        dec.finish()?;
        Ok((pieces, head_at))
    }

    fn split(pieces: Vec<Piece>) -> (Vec<Head>, Vec<NodeView>) {
        let (mut heads, mut nodes) = (Vec::new(), Vec::new());
        for p in pieces {
            match p {
                Piece::Head(h) => heads.push(h),
                Piece::Node(n) => nodes.push(*n),
            }
        }
        (heads, nodes)
    }

    /// Whatever the chunks, the same head and nodes as the whole-body decoder, in order.
    #[test]
    fn a_page_cut_anywhere_decodes_as_the_whole_body() {
        let body = page(3, Some("tok"));
        let whole = super::super::proto::node_list_page(&body, None).expect("whole");
        let want_head = Head {
            continue_: Some("tok".into()),
            resource_version: "4242".into(),
        };
        // Every single split point, byte by byte, and a few awkward multi-way splits.
        let mut cuts: Vec<Vec<usize>> = (0..=body.len()).map(|i| vec![i]).collect();
        cuts.push((1..body.len()).collect());
        cuts.push((0..body.len()).step_by(7).collect());
        cuts.push(vec![1, 3, 4, 5, 6, 200, 201, body.len() - 1]);
        for c in cuts {
            let (pieces, _) = fed(&body, &c).unwrap_or_else(|e| panic!("cuts {c:?}: {e}"));
            let (heads, nodes) = split(pieces);
            assert_eq!(heads, std::slice::from_ref(&want_head), "cuts {c:?}");
            assert_eq!(nodes, whole.items, "cuts {c:?}");
        }
    }

    /// The token is out once the first few bytes are in, long before the nodes.
    #[test]
    fn the_token_comes_from_the_first_bytes() {
        let body = page(3, Some("tok"));
        let cuts: Vec<usize> = (1..body.len()).collect();
        let (pieces, head_at) = fed(&body, &cuts).expect("decodes");
        let head_at = head_at.expect("a head");
        assert!(head_at < 64, "head after {head_at} of {} bytes", body.len());
        assert!(matches!(pieces[0], Piece::Head(_)), "the head comes first");
        // The last page has no token.
        let (pieces, _) = fed(&page(1, None), &[]).expect("decodes");
        let (heads, _) = split(pieces);
        assert_eq!(heads[0].continue_, None);
    }

    #[test]
    fn a_body_that_ends_early_or_is_no_node_list_is_refused() {
        let body = page(2, Some("tok"));
        for end in [0, 3, 10, body.len() / 2, body.len() - 1] {
            let mut dec = PageStream::default();
            let fed = dec.feed(&body[..end], &mut |_| {});
            assert!(
                fed.is_err() || dec.finish().is_err(),
                "a body cut at {end} of {} was taken whole",
                body.len()
            );
        }
        let mut dec = PageStream::default();
        assert!(dec.feed(b"{\"kind\":\"NodeList\"}", &mut |_| {}).is_err());
        let mut other = page(1, None);
        let at = other
            .windows(8)
            .position(|w| w == b"NodeList")
            .expect("kind");
        other[at..at + 8].copy_from_slice(b"PodXList");
        let mut dec = PageStream::default();
        let e = dec.feed(&other, &mut |_| {}).expect_err("not nodes");
        assert!(e.contains("expected a NodeList"), "{e}");
    }

    #[test]
    fn a_retried_page_is_the_same_snapshot() {
        let head = |c: Option<&str>| Head {
            continue_: c.map(str::to_string),
            resource_version: "4242".into(),
        };
        // Nothing handed over yet: the same request, first page or not.
        assert_eq!(again(false, None), Again::Same);
        assert_eq!(again(true, None), Again::Same);
        // A continue page: its own token pins the snapshot.
        assert_eq!(again(true, Some(&head(Some("next")))), Again::Same);
        // The first page, its token handed over: at exactly its resourceVersion.
        assert_eq!(
            again(false, Some(&head(Some("next")))),
            Again::AtResourceVersion("4242".into())
        );
        // The first page was the only one: nothing depends on its snapshot.
        assert_eq!(again(false, Some(&head(None))), Again::Same);
    }
}
