//! Slim views of the objects the plugin reads: only the fields the model needs.

use std::collections::BTreeMap;
use std::sync::Arc;

use jiff::Timestamp;
use serde::{Deserialize, Serialize};

use super::version::Rule;

/// Which API group (and node key prefix) an object or key belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Group {
    /// `skyhook.nvidia.com`: the operator up to v0.17, and the legacy side of the migration.
    Skyhook,
    /// `nodewright.nvidia.com`: the renamed operator, v0.18 and later.
    Nodewright,
}

impl Group {
    /// The API group and metadata key prefix.
    pub const fn domain(self) -> &'static str {
        match self {
            Group::Skyhook => "skyhook.nvidia.com",
            Group::Nodewright => "nodewright.nvidia.com",
        }
    }
    /// The custom resource kind.
    pub fn kind(self) -> &'static str {
        match self {
            Group::Skyhook => "Skyhook",
            Group::Nodewright => "NodeWright",
        }
    }
    /// The custom resource plural.
    pub fn plural(self) -> &'static str {
        match self {
            Group::Skyhook => "skyhooks",
            Group::Nodewright => "nodewrights",
        }
    }
}

/// A taint as it sits in `node.spec.taints`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Taint {
    pub key: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
    pub effect: String,
    #[serde(default, rename = "timeAdded", skip_serializing_if = "Option::is_none")]
    pub time_added: Option<String>,
}

/// A node condition, slimmed to what stall detection and `explain` need.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NodeCondition {
    #[serde(rename = "type")]
    pub type_: String,
    pub status: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    /// RFC 3339; kept as text so a malformed value never fails a whole list.
    #[serde(
        default,
        rename = "lastTransitionTime",
        skip_serializing_if = "Option::is_none"
    )]
    pub last_transition_time: Option<String>,
}

/// A Node, reduced to what the gate model needs. A 32 KB GPU node becomes a few hundred bytes
/// of annotations we care about plus labels (needed for selectors).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct NodeView {
    pub name: String,
    pub resource_version: String,
    pub uid: String,
    pub labels: BTreeMap<String, String>,
    /// Only the annotations under either operator prefix (others are dropped when listing).
    pub annotations: BTreeMap<String, String>,
    pub taints: Vec<Taint>,
    pub unschedulable: bool,
    /// Only the conditions written by the operator (`<prefix>/<cr>/NotReady` etc.) and `Ready`.
    pub conditions: Vec<NodeCondition>,
    pub boot_id: Option<String>,
    pub deleting: bool,
    /// `metadata.creationTimestamp`, Unix seconds: the operator orders a CR's nodes by it when it
    /// picks a batch.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub created: Option<i64>,
    /// The latest `metadata.managedFields[].time` of the plugin's own field manager: a write of
    /// the plugin's (regate, reset, ...) is a change for `stalled` (docs/operator-findings.md, "The plugin's own writes are changes"). RFC 3339.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plugin_write: Option<String>,
    /// Whether the node has annotation and label maps at all, as read (before the views drop
    /// foreign keys). Not data: a write planning an `add` into a missing map creates the map.
    #[serde(skip)]
    pub maps: Presence,
}

/// Whether a node's annotation and label maps exist. The API server omits empty maps, so a map
/// exists exactly when it has a key; a JSON Patch `add` into a missing map fails.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Presence {
    pub annotations: bool,
    pub labels: bool,
}

/// A label selector requirement (`matchExpressions` entry).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SelectorRequirement {
    pub key: String,
    pub operator: String,
    #[serde(default)]
    pub values: Vec<String>,
}

/// A metav1.LabelSelector. Empty selects every node (as the operator does).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LabelSelector {
    #[serde(default, rename = "matchLabels")]
    pub match_labels: BTreeMap<String, String>,
    #[serde(default, rename = "matchExpressions")]
    pub match_expressions: Vec<SelectorRequirement>,
}

/// A parsed taint spec, e.g. `nodewright.nvidia.com=runtime-required:NoSchedule` (parsed,
/// printed and compared in `model::taint`).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TaintSpec {
    pub key: String,
    /// `None` for `key:Effect` (and for `key=:Effect`: an empty value is no value).
    pub value: Option<String>,
    pub effect: String,
}

/// A toleration (`spec.additionalTolerations` entry).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Toleration {
    #[serde(default)]
    pub key: Option<String>,
    #[serde(default)]
    pub operator: Option<String>,
    #[serde(default)]
    pub value: Option<String>,
    #[serde(default)]
    pub effect: Option<String>,
}

/// An interrupt (`spec.packages.*.interrupt`, `configInterrupts.*`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Interrupt {
    #[serde(default, rename = "type")]
    pub type_: String,
    #[serde(default)]
    pub services: Vec<String>,
}

/// One package of a CR's spec.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PackageSpec {
    /// Map key in `spec.packages` (the operator defaults `name` to it).
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub version: String,
    #[serde(default)]
    pub image: String,
    #[serde(default)]
    pub interrupt: Option<Interrupt>,
    #[serde(default, rename = "configInterrupts")]
    pub config_interrupts: BTreeMap<String, Interrupt>,
    #[serde(default, rename = "dependsOn")]
    pub depends_on: BTreeMap<String, String>,
    /// `uninstall` {enabled, apply}: an uninstalled package that is gone from the node no longer
    /// counts toward completion.
    #[serde(default)]
    pub uninstall: Option<Uninstall>,
}

/// `spec.packages.*.uninstall`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Uninstall {
    #[serde(default)]
    pub enabled: bool,
    #[serde(default)]
    pub apply: bool,
}

/// `status.compartmentStatuses.*.batchState`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BatchState {
    #[serde(default)]
    pub current_batch: i64,
    #[serde(default)]
    pub consecutive_failures: i64,
    #[serde(default)]
    pub completed_nodes: i64,
    #[serde(default)]
    pub failed_nodes: i64,
    #[serde(default)]
    pub should_stop: bool,
    #[serde(default)]
    pub last_batch_size: i64,
    #[serde(default)]
    pub last_batch_failed: bool,
}

/// `status.compartmentStatuses.*`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CompartmentStatus {
    #[serde(default)]
    pub matched: i64,
    #[serde(default)]
    pub ceiling: i64,
    #[serde(default)]
    pub in_progress: i64,
    #[serde(default)]
    pub completed: i64,
    #[serde(default)]
    pub progress_percent: i64,
    #[serde(default)]
    pub batch_state: Option<BatchState>,
}

/// A deployment budget (`spec.interruptionBudget` of a CR, `budget` of a DeploymentPolicy
/// compartment): a percent of the matched nodes or a count.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Budget {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub percent: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub count: Option<i64>,
}

/// A metav1.Condition on a CR.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CrCondition {
    #[serde(rename = "type")]
    pub type_: String,
    #[serde(default)]
    pub status: String,
    #[serde(default)]
    pub reason: Option<String>,
    #[serde(default)]
    pub message: Option<String>,
    #[serde(default)]
    pub last_transition_time: Option<String>,
}

/// A Skyhook or NodeWright custom resource, reduced to what the model needs.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CrView {
    pub name: String,
    pub group: Option<Group>,
    pub resource_version: String,
    /// `P/pause == "true"` (either prefix), or the pre-v0.8 `spec.pause`.
    pub paused: bool,
    /// `P/disable == "true"` (either prefix).
    pub disabled: bool,
    /// `nodewright.nvidia.com/mirrored-from` on a NodeWright.
    pub mirrored_from: Option<String>,
    /// `nodewright.nvidia.com/legacy-migrated-at` (RFC 3339).
    pub legacy_migrated_at: Option<String>,
    /// `P/version` written by the operator on the CR.
    pub operator_version: Option<String>,
    pub node_selector: LabelSelector,
    pub runtime_required: bool,
    pub auto_taint_new_nodes: bool,
    /// Keyed by package name.
    pub packages: BTreeMap<String, PackageSpec>,
    pub additional_tolerations: Vec<Toleration>,
    /// Default 200; lower runs first.
    pub priority: i64,
    /// `node` (default) or `all`.
    pub sequencing: String,
    pub deployment_policy: Option<String>,
    /// `spec.interruptionBudget`: the batch budget when no deployment policy is named.
    pub interruption_budget: Budget,
    pub deleting: bool,
    // status
    pub status: Option<String>,
    /// Shared between clones (an `Arc`: one entry per node of the fleet, so a clone of a CR does
    /// not copy it; a write is `Arc::make_mut`), as are the other per-node maps.
    pub node_status: Arc<BTreeMap<String, String>>,
    pub conditions: Vec<CrCondition>,
    pub config_updates: BTreeMap<String, Vec<String>>,
    pub compartment_statuses: BTreeMap<String, CompartmentStatus>,
    /// `status.nodePriority`: node -> when the operator picked it into a batch (RFC 3339). The
    /// operator prunes a node from it once the node is complete.
    pub node_priority: Arc<BTreeMap<String, String>>,
    /// `metadata.creationTimestamp` (RFC 3339).
    pub created: Option<String>,
    /// `spec.runtimeRequiredCordonAfter` (v0.20): cordon the node when the gate is removed.
    pub runtime_required_cordon_after: bool,
    /// `spec.drainConfig.timeout` (v0.18+), as written (`10m`), when set.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub drain_timeout: Option<String>,
    /// `spec.drainConfig.disableEviction`: pods are deleted, not evicted, so no
    /// PodDisruptionBudget is consulted.
    #[serde(default)]
    pub drain_eviction_disabled: bool,
    /// `status.nodeBootIds`: the boot ID the operator recorded per node.
    pub node_boot_ids: Arc<BTreeMap<String, String>>,
    /// What the operator's own `Validate()` would refuse in this CR (see `model::validate`).
    pub invalid: Vec<Invalid>,
    /// Facts the gate evaluation derives from the per-node maps above, computed at first use.
    #[serde(skip)]
    pub derived: Derived<CrFacts>,
}

/// One rule of the operator's `Validate()` that a CR breaks (found by `model::validate`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Invalid {
    /// Short rule name, e.g. `package-name`.
    pub rule: String,
    /// What is wrong, naming the field (and package).
    pub message: String,
    /// The operator release that introduced the rule (`None`: every version).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub since: Option<String>,
    /// That release's rule in the table (`model::version`); `since` is its first release.
    #[serde(skip)]
    pub release_rule: Option<Rule>,
}

/// What the evaluation of every node needs from a CR's per-node maps (`status.nodeStatus`,
/// `status.nodePriority`: one entry per node of the fleet), computed once per CR (see
/// [`Derived`]), not once per node.
#[derive(Debug)]
pub struct CrFacts {
    /// The nodes the CR's status calls failed (`model::gate`).
    pub failed_nodes: Vec<String>,
    /// Every entry of `status.nodeStatus` is `complete`.
    pub every_node_complete: bool,
}

/// A package pod of the operator (one package stage on one node), as the cluster layer reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PackagePod {
    /// `P/name` label: the CR name (either of a logical CR's names).
    pub cr: String,
    /// The `P/package` label: `<name>-<version>` (shown as the spec's package name).
    pub package: String,
    pub stage: String,
    pub node: String,
    pub started: Timestamp,
    /// When the last stage container ended successfully; `None` while it runs.
    pub finished: Option<Timestamp>,
    /// The pod's namespace and name (a remedy names it).
    pub namespace: String,
    pub pod: String,
    /// A container whose image the kubelet cannot pull: the stage never starts.
    pub image_pull: Option<ImagePull>,
}

/// A package pod's container that waits for an image the kubelet cannot pull (`ErrImagePull`,
/// `ImagePullBackOff`, `InvalidImageName`, ...), as its `state.waiting` says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImagePull {
    pub container: String,
    pub image: String,
    /// `state.waiting.reason`.
    pub reason: String,
    /// `state.waiting.message`, as the kubelet wrote it (may be empty).
    pub message: String,
}

/// A value derived from the rest of its object, computed once at first use and kept: a gate
/// evaluation runs once per node, and must not walk a CR's status (one entry per node of the
/// fleet) each time, or `status` is quadratic in the fleet. It is not data: it compares equal,
/// a clone starts empty (recomputed from the clone's own fields), it is never serialized.
/// The object must not be changed after the value was computed (CR views are read, never
/// edited, once evaluated).
pub struct Derived<T>(std::sync::OnceLock<T>);

impl<T> Derived<T> {
    /// The value, computed by `f` the first time.
    pub fn get_or_init(&self, f: impl FnOnce() -> T) -> &T {
        self.0.get_or_init(f)
    }
}

impl<T> Default for Derived<T> {
    fn default() -> Self {
        Derived(std::sync::OnceLock::new())
    }
}

impl<T> Clone for Derived<T> {
    fn clone(&self) -> Self {
        Derived::default()
    }
}

impl<T> PartialEq for Derived<T> {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl<T> Eq for Derived<T> {}

impl<T> std::fmt::Debug for Derived<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Derived")
    }
}

/// Operator configuration, read from its Deployment (or defaulted, or overridden by flags).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OperatorConfig {
    /// `RUNTIME_REQUIRED_TAINT` parsed (default `nodewright.nvidia.com=runtime-required:NoSchedule`).
    pub taint: TaintSpec,
    pub reapply_on_reboot: bool,
    /// `LEGACY_CLEANUP_DELAY`, seconds (default 24h).
    pub legacy_cleanup_delay_secs: u64,
    /// Operator version (image tag), e.g. `v0.18.2`, when known.
    pub version: Option<String>,
    /// Whether the legacy `skyhook.nvidia.com` taint is still recognised (deprecation window):
    /// true unless the operator version is known to be at or past the removal release.
    pub legacy_taint_recognised: bool,
    /// Where the gate taint setting came from.
    pub source: ConfigSource,
    /// The operator Deployment exists and has at least one ready replica.
    /// `None` when it could not be checked (RBAC): then `operator-missing` is never raised.
    pub operator_ready: Option<bool>,
    /// Why the operator's release refuses to start with this Deployment's settings (rules
    /// `taint-key-refused`, `job-ttl-minimum`), when it does.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start_refusal: Option<StartRefusal>,
}

/// Why the operator refuses to start, and the env settings that fix it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StartRefusal {
    pub message: String,
    /// `(NAME, value)` to set on the operator Deployment.
    pub fixes: Vec<(String, String)>,
}

/// The operator the unit tests assume unless they say otherwise: v0.18.2, ready, the renamed
/// taint, legacy taint recognised, read from its Deployment.
#[cfg(test)]
pub fn test_config() -> OperatorConfig {
    OperatorConfig {
        taint: TaintSpec::default_nodewright(),
        reapply_on_reboot: false,
        legacy_cleanup_delay_secs: 86400,
        version: Some("v0.18.2".into()),
        legacy_taint_recognised: true,
        source: ConfigSource::Deployment("nodewright/nodewright-operator".into()),
        operator_ready: Some(true),
        start_refusal: None,
    }
}

/// Where the operator configuration's gate taint came from (shown as `deployment ns/name`,
/// `default`, ...).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum ConfigSource {
    /// `--runtime-required-taint`.
    Flag,
    /// The Deployment's `RUNTIME_REQUIRED_TAINT` (`namespace/name`).
    Deployment(String),
    /// The version's default: the Deployment (`namespace/name`) sets none.
    DeploymentDefault(String),
    /// The default, assumed because the Deployment's (`namespace/name`) value does not parse:
    /// fine for reading, never for writing a taint.
    InvalidInDeployment(String),
    /// No Deployment found: the default.
    #[default]
    Default,
}

impl ConfigSource {
    /// The operator Deployment (`namespace`, `name`) whose own setting (or its absence) this is.
    pub fn deployment(&self) -> Option<(&str, &str)> {
        match self {
            ConfigSource::Deployment(d) | ConfigSource::DeploymentDefault(d) => d.split_once('/'),
            ConfigSource::Flag | ConfigSource::InvalidInDeployment(_) | ConfigSource::Default => {
                None
            }
        }
    }
}

impl std::fmt::Display for ConfigSource {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ConfigSource::Flag => write!(f, "flag --runtime-required-taint"),
            ConfigSource::Deployment(d) => write!(f, "deployment {d}"),
            ConfigSource::DeploymentDefault(d) => write!(f, "default of deployment {d}"),
            ConfigSource::InvalidInDeployment(d) => write!(f, "default (invalid value in {d})"),
            ConfigSource::Default => write!(f, "default"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_derived_value_is_computed_once_and_is_not_data() {
        let d: Derived<u32> = Derived::default();
        assert_eq!(*d.get_or_init(|| 1), 1);
        assert_eq!(*d.get_or_init(|| 2), 1, "kept, not recomputed");
        let copy = d.clone();
        assert_eq!(*copy.get_or_init(|| 3), 3, "a clone derives its own");
        assert_eq!(d, copy, "never part of equality");
    }
}
