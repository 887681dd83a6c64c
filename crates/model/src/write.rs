//! What a write did, per target: the items of `WriteResultList`. The cluster layer fills them
//! in (`cluster::patch`), `render::write` prints them.

use serde::Serialize;

use nodewright_error::Error;

/// Per-target result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    Changed,
    Unchanged,
    Skipped,
    Failed,
}

/// One row of a `WriteResultList`.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WriteResult {
    /// The node written (absent for a custom resource write).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub node: Option<String>,
    /// The object written when it is not a node, e.g. `nodewright/gpu-init`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub object: Option<String>,
    pub outcome: Outcome,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    pub changes: Vec<String>,
    /// Set for `--dry-run=client|server`: nothing was persisted.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dry_run: Option<&'static str>,
    /// Not serialized: a cluster-level error (RBAC, unreachable) behind a failure.
    #[serde(skip)]
    pub cluster_error: Option<Error>,
}

impl WriteResult {
    pub fn node(
        name: &str,
        outcome: Outcome,
        reason: Option<String>,
        changes: Vec<String>,
    ) -> Self {
        WriteResult {
            node: Some(name.to_string()),
            object: None,
            outcome,
            reason,
            changes,
            dry_run: None,
            cluster_error: None,
        }
    }
    pub fn target(&self) -> String {
        match (&self.node, &self.object) {
            (Some(n), _) => format!("node/{n}"),
            (None, Some(o)) => o.clone(),
            (None, None) => "?".into(),
        }
    }
}
