//! How a walk of every node lists them (`--node-list`): the command line parses it, the cluster
//! layer (`cluster::node_pages`) lists by it, so it lives here, below both.

use serde::{Deserialize, Serialize};

/// How a walk of every node lists them; the names (`one`, `paged`, `cached`) are serde's, as
/// `--node-list` takes them.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[derive(strum::IntoStaticStr, strum::VariantArray)]
#[strum(serialize_all = "kebab-case")]
pub enum NodeList {
    /// One consistent list, streamed (the default; paged on servers before 1.31).
    #[default]
    One,
    /// Pages of `--chunk-size` (asked for with `--chunk-size`).
    Paged,
    /// One list at `resourceVersion=0` (any version the cache holds: may be stale).
    Cached,
}
