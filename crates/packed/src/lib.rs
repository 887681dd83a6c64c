//! A value kept compressed until it is read again: its compact JSON, deflated on its own.
//!
//! The live views (`status --watch`, `wait`) keep every followed node and every verdict between
//! frames, and read back only the few a change touches. At 20,000 GPU nodes the values
//! themselves were ~150 MB of heap: a slim node is mostly small maps and strings (a `BTreeMap`
//! leaf is 544 bytes however few keys it holds), and its compact JSON deflates ~3x. Each value
//! is packed alone (read back by name, in any order); one compressor and one decompressor per
//! thread are reset between values, not built again (building one costs ~3x the packing).
//!
//! Packing is deterministic: equal values give equal bytes, so a verdict evaluated again is
//! compared with the kept one without unpacking it ([`Packed::same`]).
//!
//! The values of one collection are packed against a preset dictionary ([`Dictionary`]): the
//! compact JSON of the first value the collection packed. Values of one kind share most of
//! their text (field names, the operator's keys, condition messages, CR and package names), and a
//! value of 1-3 KB deflated alone has little to refer back to: at 20,000 bench nodes a node
//! packed alone was 915 bytes, with the first node as its dictionary ~2x smaller.

mod stream;

pub use stream::{Stream, Values};

use std::cell::RefCell;
use std::marker::PhantomData;

use flate2::{Compress, Compression, Decompress, FlushCompress, FlushDecompress, Status};
use serde::Serialize;
use serde::de::DeserializeOwned;

thread_local! {
    static COMPRESS: RefCell<(Compress, Vec<u8>)> =
        RefCell::new((Compress::new(Compression::fast(), false), Vec::new()));
    static DECOMPRESS: RefCell<(Decompress, Vec<u8>)> =
        RefCell::new((Decompress::new(false), Vec::new()));
}

/// The preset dictionary of one collection's packed values (RFC 1950's `FDICT`, on raw
/// deflate): the compact JSON of the first value packed with it, at most [`MAX_DICTIONARY`]
/// bytes. Fixed from then on, so that equal values still pack to equal bytes; a value is read
/// back with the dictionary it was packed with.
#[derive(Debug, Clone, Default)]
pub struct Dictionary(Option<Box<[u8]>>);

/// Deflate refers back at most 32 KB; a first value larger than this (never seen) gives only
/// its start.
pub const MAX_DICTIONARY: usize = 16 * 1024;

impl Dictionary {
    fn bytes(&self) -> &[u8] {
        self.0.as_deref().unwrap_or_default()
    }

    /// Its size in bytes (0 until a value was packed).
    pub fn size(&self) -> usize {
        self.bytes().len()
    }
}

/// A `T` as deflated compact JSON.
pub struct Packed<T> {
    bytes: Box<[u8]>,
    /// The length of the JSON, to size the buffer it is inflated into.
    len: u32,
    _t: PhantomData<fn() -> T>,
}

impl<T> Clone for Packed<T> {
    fn clone(&self) -> Self {
        Packed {
            bytes: self.bytes.clone(),
            len: self.len,
            _t: PhantomData,
        }
    }
}

impl<T> std::fmt::Debug for Packed<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Packed")
            .field("bytes", &self.bytes.len())
            .field("json", &self.len)
            .finish()
    }
}

impl<T: Serialize + DeserializeOwned> Packed<T> {
    /// Packs `value` against `dict` (which it becomes, when it is the first). Fails only when
    /// it cannot be written as JSON (never for the model's types) or is over 4 GB.
    pub fn new(value: &T, dict: &mut Dictionary) -> Result<Packed<T>, String> {
        let json = serde_json::to_vec(value).map_err(|e| format!("cannot pack: {e}"))?;
        let len = u32::try_from(json.len()).map_err(|_| "cannot pack: too large".to_string())?;
        if dict.0.is_none() {
            dict.0 = Some(json[..json.len().min(MAX_DICTIONARY)].into());
        }
        COMPRESS.with(|c| {
            let (z, out) = &mut *c.borrow_mut();
            z.reset();
            if dict.size() > 0 {
                z.set_dictionary(dict.bytes())
                    .map_err(|e| format!("cannot pack: {e}"))?;
            }
            out.clear();
            out.reserve(json.len() / 2 + 64);
            loop {
                let before = z.total_in() as usize;
                let status = z
                    .compress_vec(&json[before..], out, FlushCompress::Finish)
                    .map_err(|e| format!("cannot pack: {e}"))?;
                if status == Status::StreamEnd {
                    break;
                }
                // Out of room: grow and go on from where it stopped.
                out.reserve(out.capacity().max(256));
            }
            Ok(Packed {
                bytes: out.as_slice().into(),
                len,
                _t: PhantomData,
            })
        })
    }

    /// The value back, from the dictionary it was packed with. Fails only on bytes
    /// [`Packed::new`] did not write with `dict`.
    pub fn get(&self, dict: &Dictionary) -> Result<T, String> {
        DECOMPRESS.with(|d| {
            let (z, out) = &mut *d.borrow_mut();
            z.reset(false);
            if dict.size() > 0 {
                z.set_dictionary(dict.bytes())
                    .map_err(|e| format!("cannot unpack: {e}"))?;
            }
            out.clear();
            out.reserve(self.len as usize + 1);
            let status = z
                .decompress_vec(&self.bytes, out, FlushDecompress::Finish)
                .map_err(|e| format!("cannot unpack: {e}"))?;
            if status != Status::StreamEnd || out.len() != self.len as usize {
                return Err("cannot unpack: the value is cut short".into());
            }
            serde_json::from_slice(out).map_err(|e| format!("cannot unpack: {e}"))
        })
    }

    /// Whether both hold the same value (equal JSON).
    pub fn same(&self, other: &Packed<T>) -> bool {
        self.len == other.len && self.bytes == other.bytes
    }

    /// Bytes kept (the compressed value).
    pub fn size(&self) -> usize {
        self.bytes.len()
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;
    use nodewright_model::{NodeCondition, NodeView, Taint};

    fn node(i: usize) -> NodeView {
        NodeView {
            name: format!("gpu-{i:05}"),
            resource_version: format!("{}", 1000 + i),
            uid: format!("0b8e3f1c-{i:04}-4b7a-9c1e-5d2f7a9b3c{:02}", i % 100),
            labels: [(
                "nodewright.nvidia.com/status_gpu-init".to_string(),
                "complete".to_string(),
            )]
            .into(),
            annotations: BTreeMap::from([(
                "nodewright.nvidia.com/nodeState_gpu-init".to_string(),
                r#"{"driver|1.2.3":{"name":"driver","version":"1.2.3","stage":"config","state":"complete"}}"#
                    .to_string(),
            )]),
            taints: vec![Taint {
                key: "nodewright.nvidia.com".into(),
                value: Some("runtime-required".into()),
                effect: "NoSchedule".into(),
                time_added: None,
            }],
            conditions: vec![NodeCondition {
                type_: "Ready".into(),
                status: "True".into(),
                reason: Some("KubeletReady".into()),
                message: Some("kubelet is posting ready status".into()),
                last_transition_time: Some("2026-11-11T01:46:47Z".into()),
            }],
            created: Some(i as i64),
            ..Default::default()
        }
    }

    #[test]
    fn a_packed_value_comes_back_whole_and_smaller() {
        let mut dict = Dictionary::default();
        for i in [0, 7, 12345] {
            let n = node(i);
            let p = Packed::new(&n, &mut dict).expect("pack");
            assert_eq!(p.get(&dict).expect("unpack"), n);
            let json = serde_json::to_vec(&n).expect("json").len();
            assert!(p.size() < json, "{} bytes packed, {json} as JSON", p.size());
        }
    }

    #[test]
    fn the_first_value_is_the_dictionary_and_the_others_pack_smaller_against_it() {
        let mut dict = Dictionary::default();
        let first = Packed::new(&node(1), &mut dict).expect("pack");
        let json = serde_json::to_vec(&node(1)).expect("json");
        assert_eq!(dict.bytes(), json.as_slice());
        assert_eq!(first.get(&dict).expect("unpack"), node(1));
        // An empty dictionary stays empty: each value deflated alone, as before dictionaries.
        let mut alone = Dictionary(Some(Box::default()));
        let with = Packed::new(&node(2), &mut dict).expect("pack");
        let without = Packed::new(&node(2), &mut alone).expect("pack");
        assert_eq!(without.get(&alone).expect("unpack"), node(2));
        assert_eq!(with.get(&dict).expect("unpack"), node(2));
        assert!(
            with.size() * 2 < without.size(),
            "{} bytes with the dictionary, {} without",
            with.size(),
            without.size()
        );
        // The dictionary stays the first value's.
        assert_eq!(dict.bytes(), json.as_slice());
    }

    #[test]
    fn a_value_read_back_with_another_dictionary_is_an_error_or_another_value_never_a_panic() {
        let mut a = Dictionary::default();
        let _ = Packed::new(&node(1), &mut a).expect("pack");
        let p = Packed::new(&node(2), &mut a).expect("pack");
        // Another dictionary of the same length, every byte different.
        let b = Dictionary(Some(a.bytes().iter().map(|c| c ^ 0x55).collect()));
        assert_ne!(p.get(&b).ok(), Some(node(2)));
        assert_ne!(p.get(&Dictionary::default()).ok(), Some(node(2)));
    }

    #[test]
    fn equal_values_pack_to_equal_bytes_and_different_ones_do_not() {
        let mut dict = Dictionary::default();
        let a = Packed::new(&node(1), &mut dict).expect("pack");
        let b = Packed::new(&node(1), &mut dict).expect("pack");
        let c = Packed::new(&node(2), &mut dict).expect("pack");
        assert!(a.same(&b));
        assert!(!a.same(&c));
    }

    #[test]
    fn a_value_larger_than_the_first_buffer_is_packed_whole() {
        // Incompressible text, larger than the buffer first reserved (and than the dictionary).
        let mut n = node(3);
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        let noise: String = (0..200_000)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                char::from(b'!' + (x % 90) as u8)
            })
            .collect();
        n.annotations
            .insert("nodewright.nvidia.com/noise".into(), noise);
        let mut dict = Dictionary::default();
        let p = Packed::new(&n, &mut dict).expect("pack");
        assert_eq!(dict.size(), MAX_DICTIONARY);
        assert_eq!(p.get(&dict).expect("unpack"), n);
        let q = Packed::new(&node(4), &mut dict).expect("pack");
        assert_eq!(q.get(&dict).expect("unpack"), node(4));
    }

    #[test]
    fn bytes_that_were_not_packed_here_are_an_error_not_a_panic() {
        let mut dict = Dictionary::default();
        let mut p = Packed::new(&node(4), &mut dict).expect("pack");
        p.bytes = vec![0xff; 10].into();
        assert!(p.get(&dict).is_err());
        let mut q = Packed::new(&node(4), &mut dict).expect("pack");
        q.len += 1;
        assert!(q.get(&dict).is_err());
    }
}
