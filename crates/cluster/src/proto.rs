//! Node list pages in the API server's protobuf encoding (docs/benchmarks.md).
//!
//! Asked with `Accept: application/vnd.kubernetes.protobuf, application/json`, the API server
//! answers a node list page as protobuf: the 4-byte magic `k8s\0`, then a `runtime.Unknown`
//! envelope whose `raw` field holds the `NodeList` message. With gzip on top it is ~2.8x
//! smaller than JSON+gzip for GPU nodes (their image lists dominate a node and compress badly
//! as JSON), and there is no text to parse.
//!
//! The envelope, list metadata and error status are `k8s-pb`'s messages (generated from the API
//! server's own `.proto` files). A node is decoded ([`node`]) into `wire::Node`, a slim message
//! with the same field numbers but only the fields the plugin reads: protobuf skips the others by
//! their length (image lists, managedFields' field sets, capacity, addresses) without allocating
//! them, about 2x less client CPU per page than decoding `k8s-pb`'s whole `Node` (its image list
//! dominates a GPU node). The metadata's maps are read entry by entry: only the operator's
//! annotations, and the labels the walk keeps (a [`LabelKeys`]: those the selectors name, for
//! `status` and `rollout`), are allocated. The list is walked field by field: each `items` entry
//! is decoded alone, turned into the slim [`NodeView`] (the same filtering as the JSON path:
//! operator annotations and conditions, the plugin's own managedFields time) and dropped before
//! the next. The envelope's `raw` is borrowed, never copied. The unit tests encode `k8s-pb`'s
//! full `Node` and decode it with these messages, so a wrong field number fails them.

use k8s_pb::apimachinery::pkg::apis::meta::v1 as meta;
use prost::Message;
use prost::encoding::{DecodeContext, WireType, decode_key, decode_varint, skip_field};

use super::nodes::is_operator_key;
use nodewright_model::reevaluation::LabelKeys;
use nodewright_model::{NodeCondition, NodeView, Presence, Taint};

/// What the plugin sends as `Accept` for node list pages: protobuf, else JSON (a server or an
/// aggregated API that cannot encode protobuf answers JSON, decoded as before).
pub const ACCEPT_PROTOBUF_OR_JSON: &str = "application/vnd.kubernetes.protobuf, application/json";

/// The media type of the API server's protobuf answers.
const PROTOBUF: &str = "application/vnd.kubernetes.protobuf";

/// The prefix of every protobuf-encoded object the API server writes.
pub(super) const MAGIC: &[u8] = b"k8s\0";

/// Whether a `Content-Type` names the protobuf encoding (parameters such as `;stream=watch`
/// aside).
pub fn is_protobuf(content_type: Option<&str>) -> bool {
    content_type.is_some_and(|c| {
        c.split(';')
            .next()
            .is_some_and(|t| t.trim().eq_ignore_ascii_case(PROTOBUF))
    })
}

/// A node list page: its nodes (slim) and the continue token, if more pages follow.
#[derive(Debug, Default)]
pub struct NodePage {
    pub items: Vec<NodeView>,
    pub continue_: Option<String>,
}

/// Length-delimited field `tag` of a message, and every other field skipped.
fn for_each_field<'a>(
    mut buf: &'a [u8],
    mut on: impl FnMut(u32, &'a [u8]) -> Result<(), String>,
) -> Result<(), String> {
    while !buf.is_empty() {
        let (tag, wire) = decode_key(&mut buf).map_err(|e| e.to_string())?;
        if wire == WireType::LengthDelimited {
            let len = decode_varint(&mut buf).map_err(|e| e.to_string())?;
            let len = usize::try_from(len).map_err(|e| e.to_string())?;
            if len > buf.len() {
                return Err(format!("field {tag} is longer than the message"));
            }
            let (field, rest) = buf.split_at(len);
            on(tag, field)?;
            buf = rest;
        } else {
            skip_field(wire, tag, &mut buf, DecodeContext::default()).map_err(|e| e.to_string())?;
        }
    }
    Ok(())
}

/// The `runtime.Unknown` envelope after the magic: its kind and the raw message.
fn envelope(body: &[u8]) -> Result<(String, &[u8]), String> {
    let inner = body
        .strip_prefix(MAGIC)
        .ok_or("a protobuf answer without the k8s magic prefix")?;
    let mut kind = String::new();
    let mut raw: &[u8] = &[];
    let mut encoding = String::new();
    for_each_field(inner, |tag, field| {
        match tag {
            // typeMeta
            1 => {
                let tm = k8s_pb::apimachinery::pkg::runtime::TypeMeta::decode(field)
                    .map_err(|e| e.to_string())?;
                kind = tm.kind.unwrap_or_default();
            }
            2 => raw = field,
            3 => encoding = String::from_utf8_lossy(field).into_owned(),
            _ => {}
        }
        Ok(())
    })?;
    if !encoding.is_empty() {
        return Err(format!(
            "unsupported content encoding {encoding:?} in the envelope"
        ));
    }
    Ok((kind, raw))
}

/// Decodes a whole node list page answered in protobuf, keeping the labels `keep` needs
/// ([`node`]): the reference the streamed decoder ([`super::page_stream`]) is tested against.
#[cfg(test)]
pub(super) fn node_list_page(body: &[u8], keep: Option<&LabelKeys>) -> Result<NodePage, String> {
    let (kind, raw) = envelope(body)?;
    if kind != "NodeList" {
        return Err(format!("expected a NodeList, got {kind:?}"));
    }
    let mut page = NodePage::default();
    for_each_field(raw, |tag, field| {
        match tag {
            1 => {
                let lm = meta::ListMeta::decode(field).map_err(|e| e.to_string())?;
                page.continue_ = lm.r#continue.filter(|c| !c.is_empty());
            }
            2 => {
                page.items.push(node(field, keep)?);
            }
            _ => {}
        }
        Ok(())
    })?;
    Ok(page)
}

/// The continue token of a list page answered in protobuf, its items skipped (the benchmark's
/// floor: the API server's own time for the pages, without decoding them).
pub fn continue_token(body: &[u8]) -> Result<Option<String>, String> {
    let (_, raw) = envelope(body)?;
    let mut token = None;
    for_each_field(raw, |tag, field| {
        if tag == 1 {
            let lm = meta::ListMeta::decode(field).map_err(|e| e.to_string())?;
            token = lm.r#continue.filter(|c| !c.is_empty());
        }
        Ok(())
    })?;
    Ok(token)
}

/// The `message` of a `metav1.Status` answered in protobuf (an error answer to a protobuf
/// request), if `body` is one.
pub fn status_message(body: &[u8]) -> Option<String> {
    let (kind, raw) = envelope(body).ok()?;
    if kind != "Status" {
        return None;
    }
    meta::Status::decode(raw).ok()?.message
}

/// The node fields the plugin reads, with the field numbers of `k8s.io/api/core/v1` and
/// `k8s.io/apimachinery/pkg/apis/meta/v1` (`generated.proto`); every other field is skipped.
pub(super) mod wire {
    use std::collections::BTreeMap;

    /// A node as [`super::node`] reads it. Not a `prost::Message`: its metadata's two maps are
    /// read entry by entry, and only the entries kept are allocated.
    #[derive(Debug, Default)]
    pub struct Node {
        /// Field 1.
        pub metadata: Option<Meta>,
        /// Field 2.
        pub spec: Option<Spec>,
        /// Field 3.
        pub status: Option<Status>,
    }

    /// `ObjectMeta`: name (1), uid (5), resourceVersion (6), creationTimestamp (8),
    /// deletionTimestamp (9), labels (11), annotations (12), managedFields (17).
    #[derive(Debug, Default)]
    pub struct Meta {
        pub name: Option<String>,
        pub uid: Option<String>,
        pub resource_version: Option<String>,
        pub creation_timestamp: Option<Time>,
        pub deletion_timestamp: Option<Time>,
        /// The labels kept (see [`super::node`]).
        pub labels: BTreeMap<String, String>,
        /// The operator's annotations; the others are not kept.
        pub annotations: BTreeMap<String, String>,
        /// Whether the node has any label and any annotation, kept or not.
        pub has_labels: bool,
        pub has_annotations: bool,
        /// The latest time of the plugin's own managedFields entries (their field sets, the
        /// largest part of metadata, are skipped).
        pub plugin_write: Option<Time>,
    }

    #[derive(Clone, PartialEq, prost::Message)]
    pub struct Time {
        #[prost(int64, optional, tag = "1")]
        pub seconds: Option<i64>,
    }

    #[derive(Clone, PartialEq, prost::Message)]
    pub struct Spec {
        #[prost(bool, optional, tag = "4")]
        pub unschedulable: Option<bool>,
        #[prost(message, repeated, tag = "5")]
        pub taints: Vec<Taint>,
    }

    #[derive(Clone, PartialEq, prost::Message)]
    pub struct Taint {
        #[prost(string, optional, tag = "1")]
        pub key: Option<String>,
        #[prost(string, optional, tag = "2")]
        pub value: Option<String>,
        #[prost(string, optional, tag = "3")]
        pub effect: Option<String>,
        #[prost(message, optional, tag = "4")]
        pub time_added: Option<Time>,
    }

    /// `NodeStatus`: conditions and the boot ID only (not images, capacity, addresses).
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct Status {
        #[prost(message, repeated, tag = "4")]
        pub conditions: Vec<Condition>,
        #[prost(message, optional, tag = "7")]
        pub node_info: Option<Info>,
    }

    #[derive(Clone, PartialEq, prost::Message)]
    pub struct Condition {
        #[prost(string, optional, tag = "1")]
        pub r#type: Option<String>,
        #[prost(string, optional, tag = "2")]
        pub status: Option<String>,
        #[prost(message, optional, tag = "4")]
        pub last_transition_time: Option<Time>,
        #[prost(string, optional, tag = "5")]
        pub reason: Option<String>,
        #[prost(string, optional, tag = "6")]
        pub message: Option<String>,
    }

    #[derive(Clone, PartialEq, prost::Message)]
    pub struct Info {
        #[prost(string, optional, tag = "3")]
        pub boot_id: Option<String>,
    }
}

/// `metav1.Time` as its JSON form: RFC 3339 in UTC, whole seconds. The zero time (an empty
/// message) is absent, as in JSON.
fn time(t: Option<wire::Time>) -> Option<String> {
    let secs = t?.seconds?;
    jiff::Timestamp::from_second(secs)
        .ok()
        .map(|ts| ts.to_string())
}

/// Go strings are never absent in protobuf; JSON omits the empty ones (`omitempty`).
fn non_empty(s: Option<String>) -> Option<String> {
    s.filter(|s| !s.is_empty())
}

/// Decodes one node (the bytes of one `items` entry) into its slim view. Its labels are those
/// `keep` needs (every one when `None`), its annotations the operator's: the other entries of
/// the two maps are passed over on the wire and never allocated. A bench GPU node carries ~130
/// labels, of which an evaluation reads the few its selectors name; allocating and ordering
/// them all was about a quarter of a fleet walk's client CPU.
pub(super) fn node(b: &[u8], keep: Option<&LabelKeys>) -> Result<NodeView, String> {
    let mut n = wire::Node::default();
    for_each_field(b, |tag, field| {
        match tag {
            1 => n.metadata = Some(metadata(field, keep)?),
            2 => n.spec = Some(wire::Spec::decode(field).map_err(|e| e.to_string())?),
            3 => n.status = Some(wire::Status::decode(field).map_err(|e| e.to_string())?),
            _ => {}
        }
        Ok(())
    })
    .map_err(|e| format!("a node: {e}"))?;
    Ok(slim(n))
}

fn text(b: &[u8]) -> Result<&str, String> {
    std::str::from_utf8(b).map_err(|e| e.to_string())
}

fn timestamp(b: &[u8]) -> Result<wire::Time, String> {
    wire::Time::decode(b).map_err(|e| e.to_string())
}

/// A map entry on the wire: a message of key (1) and value (2).
fn entry(b: &[u8]) -> Result<(&str, &[u8]), String> {
    let (mut key, mut value): (&[u8], &[u8]) = (&[], &[]);
    for_each_field(b, |tag, f| {
        match tag {
            1 => key = f,
            2 => value = f,
            _ => {}
        }
        Ok(())
    })?;
    Ok((text(key)?, value))
}

fn metadata(b: &[u8], keep: Option<&LabelKeys>) -> Result<wire::Meta, String> {
    let mut m = wire::Meta::default();
    for_each_field(b, |tag, f| {
        match tag {
            1 => m.name = Some(text(f)?.to_string()),
            5 => m.uid = Some(text(f)?.to_string()),
            6 => m.resource_version = Some(text(f)?.to_string()),
            8 => m.creation_timestamp = Some(timestamp(f)?),
            9 => m.deletion_timestamp = Some(timestamp(f)?),
            11 => {
                m.has_labels = true;
                let (k, v) = entry(f)?;
                if keep.is_none_or(|keep| keep.needs(k)) {
                    m.labels.insert(k.to_string(), text(v)?.to_string());
                }
            }
            12 => {
                m.has_annotations = true;
                let (k, v) = entry(f)?;
                if is_operator_key(k) {
                    m.annotations.insert(k.to_string(), text(v)?.to_string());
                }
            }
            // `ManagedFieldsEntry`: manager (1), time (4); its field set (7) skipped.
            17 => {
                let (mut manager, mut time): (&[u8], Option<wire::Time>) = (&[], None);
                for_each_field(f, |tag, g| {
                    match tag {
                        1 => manager = g,
                        4 => time = Some(timestamp(g)?),
                        _ => {}
                    }
                    Ok(())
                })?;
                if manager == super::FIELD_MANAGER.as_bytes()
                    && let Some(t) = time
                    && t.seconds > m.plugin_write.as_ref().and_then(|w| w.seconds)
                {
                    m.plugin_write = Some(t);
                }
            }
            _ => {}
        }
        Ok(())
    })?;
    Ok(m)
}

/// The slim view, exactly as the JSON path builds it from the same node.
fn slim(n: wire::Node) -> NodeView {
    let m = n.metadata.unwrap_or_default();
    let spec = n.spec.unwrap_or_default();
    let status = n.status.unwrap_or_default();
    let plugin_write = time(m.plugin_write);
    let maps = Presence {
        annotations: m.has_annotations,
        labels: m.has_labels,
    };
    NodeView {
        name: m.name.unwrap_or_default(),
        resource_version: m.resource_version.unwrap_or_default(),
        uid: m.uid.unwrap_or_default(),
        labels: m.labels,
        annotations: m.annotations,
        taints: spec
            .taints
            .into_iter()
            .map(|t| Taint {
                key: t.key.unwrap_or_default(),
                value: non_empty(t.value),
                effect: t.effect.unwrap_or_default(),
                time_added: time(t.time_added),
            })
            .collect(),
        unschedulable: spec.unschedulable.unwrap_or(false),
        conditions: status
            .conditions
            .into_iter()
            .map(|c| NodeCondition {
                type_: c.r#type.unwrap_or_default(),
                status: c.status.unwrap_or_default(),
                reason: non_empty(c.reason),
                message: non_empty(c.message),
                last_transition_time: time(c.last_transition_time),
            })
            .filter(|c| c.type_ == "Ready" || is_operator_key(&c.type_))
            .collect(),
        boot_id: status.node_info.map(|i| i.boot_id.unwrap_or_default()),
        deleting: m.deletion_timestamp.is_some(),
        created: m.creation_timestamp.and_then(|t| t.seconds),
        plugin_write,
        maps,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use k8s_pb::api::core::v1 as core;

    fn wrap(kind: &str, raw: Vec<u8>) -> Vec<u8> {
        let env = k8s_pb::apimachinery::pkg::runtime::Unknown {
            type_meta: Some(k8s_pb::apimachinery::pkg::runtime::TypeMeta {
                api_version: Some("v1".into()),
                kind: Some(kind.into()),
            }),
            raw: Some(raw),
            content_encoding: Some(String::new()),
            content_type: Some(String::new()),
        };
        let mut out = MAGIC.to_vec();
        out.extend(env.encode_to_vec());
        out
    }

    fn t(s: i64) -> Option<meta::Time> {
        Some(meta::Time {
            seconds: Some(s),
            nanos: Some(0),
        })
    }

    fn node(name: &str) -> core::Node {
        let mf = |manager: &str, secs: i64| meta::ManagedFieldsEntry {
            manager: Some(manager.into()),
            time: t(secs),
            ..Default::default()
        };
        core::Node {
            metadata: Some(meta::ObjectMeta {
                name: Some(name.into()),
                resource_version: Some("42".into()),
                uid: Some("u-1".into()),
                labels: [("pool".to_string(), "a".to_string())].into(),
                annotations: [
                    (
                        "nodewright.nvidia.com/status_x".to_string(),
                        "complete".to_string(),
                    ),
                    ("other.io/big".to_string(), "zzz".to_string()),
                ]
                .into(),
                managed_fields: vec![
                    mf("kubectl-nodewright", 1_767_225_600),
                    mf("kubelet", 1_767_225_900),
                    mf("kubectl-nodewright", 1_767_225_660),
                ],
                ..Default::default()
            }),
            spec: Some(core::NodeSpec {
                taints: vec![core::Taint {
                    key: Some("k".into()),
                    value: Some(String::new()),
                    effect: Some("NoSchedule".into()),
                    time_added: None,
                }],
                unschedulable: Some(true),
                ..Default::default()
            }),
            status: Some(core::NodeStatus {
                conditions: vec![
                    core::NodeCondition {
                        r#type: Some("Ready".into()),
                        status: Some("True".into()),
                        reason: Some("KubeletReady".into()),
                        message: Some(String::new()),
                        last_transition_time: t(1_767_225_600),
                        last_heartbeat_time: t(1_767_225_600),
                    },
                    core::NodeCondition {
                        r#type: Some("MemoryPressure".into()),
                        status: Some("False".into()),
                        ..Default::default()
                    },
                    core::NodeCondition {
                        r#type: Some("nodewright.nvidia.com/x/NotReady".into()),
                        status: Some("False".into()),
                        last_transition_time: Some(meta::Time::default()),
                        ..Default::default()
                    },
                ],
                images: vec![core::ContainerImage {
                    names: vec!["nvcr.io/big".into()],
                    size_bytes: Some(1),
                }],
                node_info: Some(core::NodeSystemInfo {
                    boot_id: Some("b-1".into()),
                    ..Default::default()
                }),
                ..Default::default()
            }),
        }
    }

    #[test]
    fn a_node_list_page_decodes_into_the_slim_view() {
        let list = core::NodeList {
            metadata: Some(meta::ListMeta {
                r#continue: Some("next-page".into()),
                ..Default::default()
            }),
            items: vec![node("gpu-1"), node("gpu-2")],
        };
        let page = node_list_page(&wrap("NodeList", list.encode_to_vec()), None).expect("decodes");
        assert_eq!(page.continue_.as_deref(), Some("next-page"));
        assert_eq!(
            continue_token(&wrap("NodeList", list.encode_to_vec())),
            Ok(Some("next-page".to_string()))
        );
        assert_eq!(page.items.len(), 2);
        let n = &page.items[1];
        assert_eq!(n.name, "gpu-2");
        assert_eq!(n.resource_version, "42");
        assert_eq!(n.uid, "u-1");
        assert_eq!(n.labels.get("pool").map(String::as_str), Some("a"));
        assert_eq!(
            n.annotations.keys().collect::<Vec<_>>(),
            ["nodewright.nvidia.com/status_x"]
        );
        assert_eq!(n.taints.len(), 1);
        assert_eq!(
            n.taints[0].value, None,
            "an empty value is no value, as in JSON"
        );
        assert!(n.unschedulable);
        let types: Vec<_> = n.conditions.iter().map(|c| c.type_.as_str()).collect();
        assert_eq!(types, ["Ready", "nodewright.nvidia.com/x/NotReady"]);
        assert_eq!(
            n.conditions[0].last_transition_time.as_deref(),
            Some("2026-01-01T00:00:00Z")
        );
        assert_eq!(n.conditions[0].message, None);
        assert_eq!(n.conditions[0].reason.as_deref(), Some("KubeletReady"));
        assert_eq!(
            n.conditions[1].last_transition_time, None,
            "the zero time is absent"
        );
        assert_eq!(n.boot_id.as_deref(), Some("b-1"));
        assert_eq!(
            n.plugin_write.as_deref(),
            Some("2026-01-01T00:01:00Z"),
            "the latest time of the plugin's own field manager"
        );
        assert!(!n.deleting);
        assert_eq!(
            n.maps,
            Presence {
                annotations: true,
                labels: true
            }
        );
        let mut bare = node("gpu-3");
        if let Some(m) = bare.metadata.as_mut() {
            m.labels.clear();
            m.annotations.retain(|k, _| !is_operator_key(k));
            m.deletion_timestamp = t(1_767_225_700);
            m.creation_timestamp = t(1_767_225_600);
        }
        if let Some(spec) = bare.spec.as_mut() {
            spec.taints[0].time_added = t(1_767_225_720);
        }
        let list = core::NodeList {
            metadata: None,
            items: vec![bare],
        };
        let page = node_list_page(&wrap("NodeList", list.encode_to_vec()), None).expect("decodes");
        let n = &page.items[0];
        assert!(n.annotations.is_empty() && n.labels.is_empty());
        assert!(n.deleting, "a deletion timestamp");
        assert_eq!(n.created, Some(1_767_225_600), "creationTimestamp (tag 8)");
        assert_eq!(
            n.taints[0].time_added.as_deref(),
            Some("2026-01-01T00:02:00Z")
        );
        assert_eq!(
            n.maps,
            Presence {
                annotations: true,
                labels: false
            },
            "the annotation map exists when foreign annotations do"
        );
    }

    /// Only the labels the selectors name and the operator's are decoded; whether the node has
    /// labels at all is kept (a write's plan needs it), and every other field is as before.
    #[test]
    fn a_walk_keeps_only_the_labels_its_selectors_read() {
        let mut n = node("gpu-1");
        let m = n.metadata.as_mut().expect("metadata");
        m.labels.extend([
            ("zone".to_string(), "z1".to_string()),
            ("nvidia.com/gpu.count".to_string(), "8".to_string()),
            ("skyhook.nvidia.com/ignore".to_string(), "true".to_string()),
            (
                "nodewright.nvidia.com/status_x".to_string(),
                "ok".to_string(),
            ),
        ]);
        let list = core::NodeList {
            metadata: None,
            items: vec![n],
        };
        let body = wrap("NodeList", list.encode_to_vec());
        let all = node_list_page(&body, None)
            .expect("decodes")
            .items
            .remove(0);
        assert_eq!(all.labels.len(), 5, "every label without a filter");

        let cr = nodewright_model::CrView {
            node_selector: nodewright_model::LabelSelector {
                match_labels: [("zone".to_string(), "z1".to_string())].into(),
                ..Default::default()
            },
            ..Default::default()
        };
        let keys = LabelKeys::of([&cr], std::iter::empty(), None);
        let kept = node_list_page(&body, Some(&keys))
            .expect("decodes")
            .items
            .remove(0);
        let names: Vec<&str> = kept.labels.keys().map(String::as_str).collect();
        assert_eq!(
            names,
            [
                "nodewright.nvidia.com/status_x",
                "skyhook.nvidia.com/ignore",
                "zone"
            ],
            "the selector's key and the operator's, not `pool` nor the GPU's"
        );
        assert!(kept.maps.labels, "the node has labels");
        let mut rest = all.clone();
        rest.labels = kept.labels.clone();
        assert_eq!(rest, kept, "only labels differ");

        let mut stream = crate::page_stream::PageStream::new(Some(keys.into()));
        let mut streamed = Vec::new();
        stream
            .feed(&body, &mut |p| {
                if let crate::page_stream::Piece::Node(n) = p {
                    streamed.push(*n);
                }
            })
            .expect("decodes");
        assert_eq!(streamed, [kept], "streamed alike");
    }

    #[test]
    fn the_last_page_has_no_continue_token() {
        let list = core::NodeList {
            metadata: Some(meta::ListMeta {
                r#continue: Some(String::new()),
                ..Default::default()
            }),
            items: vec![],
        };
        let page = node_list_page(&wrap("NodeList", list.encode_to_vec()), None).expect("decodes");
        assert!(page.items.is_empty());
        assert_eq!(page.continue_, None);
    }

    #[test]
    fn bad_answers_are_errors_not_panics() {
        assert!(node_list_page(b"{\"kind\":\"NodeList\"}", None).is_err());
        assert!(
            node_list_page(b"k8s\0", None).is_err(),
            "an empty envelope has no kind"
        );
        let status = meta::Status {
            message: Some("nodes is forbidden".into()),
            code: Some(403),
            ..Default::default()
        };
        let err = wrap("Status", status.encode_to_vec());
        assert!(node_list_page(&err, None).is_err());
        assert_eq!(status_message(&err).as_deref(), Some("nodes is forbidden"));
        let mut cut = wrap(
            "NodeList",
            core::NodeList {
                metadata: None,
                items: vec![node("gpu-1")],
            }
            .encode_to_vec(),
        );
        cut.truncate(cut.len() - 10);
        assert!(node_list_page(&cut, None).is_err(), "a truncated page");
        assert_eq!(status_message(b"{}"), None);
    }

    #[test]
    fn content_types() {
        assert!(is_protobuf(Some("application/vnd.kubernetes.protobuf")));
        assert!(is_protobuf(Some(
            "application/vnd.kubernetes.protobuf;stream=watch"
        )));
        assert!(!is_protobuf(Some("application/json")));
        assert!(!is_protobuf(None));
    }
}
