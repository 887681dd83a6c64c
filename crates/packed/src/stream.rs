//! Values kept in arrival order, read back once, in that order: their compact JSON one after
//! another (self-delimiting) in one deflate stream, ~15x smaller than the values. `status` keeps
//! its rows until it has seen them all (it sorts and sums them up before it prints: at 20,000
//! nodes the rows as values are ~30 MB), and a walk of the fleet holds the nodes that came
//! before the waits across nodes were settled. A value read back by name, in any order, is a
//! [`super::Packed`] instead.

use std::io::{BufReader, BufWriter, Cursor, Write};
use std::marker::PhantomData;

use flate2::Compression;
use flate2::bufread::DeflateDecoder;
use flate2::write::DeflateEncoder;
use serde::Serialize;
use serde::de::DeserializeOwned;

/// `T`s in arrival order, compressed.
pub struct Stream<T> {
    /// Buffered: serde writes a value in many small pieces, and each write into the encoder
    /// costs a pass over its output buffer's spare room (flate2 zeroes it), which was over a
    /// quarter of `status`'s CPU at 5,000 nodes before this buffer.
    out: BufWriter<DeflateEncoder<Vec<u8>>>,
    len: usize,
    _t: PhantomData<fn() -> T>,
}

impl<T> std::fmt::Debug for Stream<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Stream").field("len", &self.len).finish()
    }
}

impl<T> Default for Stream<T> {
    fn default() -> Self {
        Stream {
            // Fast level: the values compress well anyway, and this is on the critical path.
            out: BufWriter::with_capacity(
                64 * 1024,
                DeflateEncoder::new(Vec::new(), Compression::fast()),
            ),
            len: 0,
            _t: PhantomData,
        }
    }
}

/// The values of a [`Stream`], decoded one at a time, in arrival order.
pub type Values<T> = Box<dyn ExactSizeIterator<Item = Result<T, String>>>;

impl<T: Serialize + DeserializeOwned + 'static> Stream<T> {
    /// Keeps one value.
    pub fn push(&mut self, v: &T) -> Result<(), String> {
        serde_json::to_writer(&mut self.out, v).map_err(|e| e.to_string())?;
        self.len += 1;
        Ok(())
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The values kept, decoded one at a time, in the order they came.
    pub fn into_values(mut self) -> Result<Values<T>, String> {
        let len = self.len;
        self.out.flush().map_err(|e| e.to_string())?;
        let bytes = self
            .out
            .into_inner()
            .map_err(|e| e.to_string())?
            .finish()
            .map_err(|e| e.to_string())?;
        let reader = BufReader::new(DeflateDecoder::new(Cursor::new(bytes)));
        let values = serde_json::Deserializer::from_reader(reader)
            .into_iter::<T>()
            .take(len)
            .map(|r| r.map_err(|e| e.to_string()));
        Ok(Box::new(Exact {
            inner: values,
            left: len,
        }))
    }
}

/// An iterator of known length.
struct Exact<I> {
    inner: I,
    left: usize,
}

impl<I: Iterator> Iterator for Exact<I> {
    type Item = I::Item;
    fn next(&mut self) -> Option<I::Item> {
        let item = self.inner.next()?;
        self.left = self.left.saturating_sub(1);
        Some(item)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.left, Some(self.left))
    }
}

impl<I: Iterator> ExactSizeIterator for Exact<I> {}

#[cfg(test)]
mod tests {
    use super::*;
    use nodewright_model::NodeView;

    #[test]
    fn values_come_back_in_order_and_whole() {
        let mut kept = Stream::default();
        let nodes: Vec<NodeView> = (0..300)
            .map(|i| NodeView {
                name: format!("gpu-{i:04}"),
                labels: [("pool".to_string(), format!("p{}", i % 3))].into(),
                created: Some(i),
                ..Default::default()
            })
            .collect();
        for n in &nodes {
            kept.push(n).expect("push");
        }
        assert_eq!(kept.len(), 300);
        let back = kept.into_values().expect("values");
        assert_eq!(back.len(), 300);
        let back: Vec<NodeView> = back.collect::<Result<_, _>>().expect("decode");
        assert_eq!(back, nodes);
        let empty = Stream::<NodeView>::default();
        assert!(empty.is_empty());
        assert_eq!(empty.into_values().expect("empty").count(), 0);
    }
}
