//! Fleet generator: realistic Nodes, operator CRs, DeploymentPolicies and the operator Deployment,
//! in every gate situation of `docs/gate-states.md`, written EXACTLY the way the NodeWright (formerly
//! Skyhook) operator writes them (`docs/operator-data.md`), for tests, the demo and the benchmark.
//!
//! Used from integration tests (`mod common;` → `common::fleet`) and from `examples/fleet.rs`
//! (`#[path]`), so it depends only on crates every target has (kube, k8s-openapi, serde_json,
//! futures, jiff). It deliberately does not use the plugin's own model: a fixture that reused the
//! code under test would confirm the plugin's mistakes instead of catching them.
//!
//! Isolation: every object belongs to a fleet `id`. Node names and CR names start with the id and
//! every CR selects only nodes labelled `fleet.nodewright.dev/id=<id>`, so several fleets (tests
//! running in parallel) share one control plane without seeing each other's nodes.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use futures::{StreamExt, TryStreamExt};
use jiff::{Timestamp, ToSpan};
use kube::Client;
use kube::api::{Api, DynamicObject, PostParams};
use kube::core::{ApiResource, GroupVersionKind};
use serde_json::{Value, json};

// Explicit paths: this file is also loaded through `#[path]` by examples/, where a child module
// would otherwise be looked for next to it.
#[path = "fleet/node.rs"]
mod node;
#[path = "fleet/plan.rs"]
mod plan;
#[path = "fleet/seed.rs"]
mod seed;

pub use node::*;
pub use seed::*;

/// Label naming the fleet a node belongs to; every CR of the fleet selects on it.
pub const FLEET_LABEL: &str = "fleet.nodewright.dev/id";
/// Label naming the situation a node was built in (for humans and tests; the plugin must not care).
pub const SITUATION_LABEL: &str = "fleet.nodewright.dev/situation";
/// Pool label some CRs select on (paused, disabled, higher-priority CRs).
pub const POOL_LABEL: &str = "fleet.nodewright.dev/pool";

pub const LEGACY: &str = "skyhook.nvidia.com";
pub const RENAMED: &str = "nodewright.nvidia.com";
/// The value of every runtime-required taint.
pub const GATE_VALUE: &str = "runtime-required";

// ------------------------------------------------------------------------------------------------
// Flavours: which operator wrote the cluster.

/// Which operator generation wrote the objects.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flavor {
    /// Operator v0.15 (`skyhook.nvidia.com` group, prefix and taint, namespace `skyhook`).
    Legacy,
    /// Operator v0.18 (`nodewright.nvidia.com` everywhere), installed fresh.
    Renamed,
    /// Operator v0.18 upgraded from v0.15 inside the rollback window: legacy Skyhooks plus their
    /// NodeWright mirrors; nodes that joined before the upgrade carry both prefixes' keys (the
    /// migration shim copies and keeps the legacy copies) and the legacy taint.
    Migrating,
}

impl Flavor {
    pub const ALL: [Flavor; 3] = [Flavor::Legacy, Flavor::Renamed, Flavor::Migrating];

    pub fn as_str(self) -> &'static str {
        match self {
            Flavor::Legacy => "legacy",
            Flavor::Renamed => "renamed",
            Flavor::Migrating => "migrating",
        }
    }

    pub fn parse(s: &str) -> Option<Flavor> {
        Flavor::ALL.into_iter().find(|f| f.as_str() == s)
    }

    /// Prefix of the running operator (and of its configured taint key).
    pub fn operator_prefix(self) -> &'static str {
        match self {
            Flavor::Legacy => LEGACY,
            Flavor::Renamed | Flavor::Migrating => RENAMED,
        }
    }

    /// The running operator's version (its image tag).
    pub fn operator_version(self) -> &'static str {
        match self {
            Flavor::Legacy => "v0.15.0",
            Flavor::Renamed | Flavor::Migrating => "v0.18.1",
        }
    }

    /// The version that wrote legacy keys before the upgrade.
    pub fn legacy_version(self) -> &'static str {
        "v0.15.0"
    }

    pub fn namespace(self) -> &'static str {
        match self {
            Flavor::Legacy => "skyhook",
            Flavor::Renamed | Flavor::Migrating => "nodewright",
        }
    }

    /// Name of the operator Deployment (the chart's `<release>-controller-manager`).
    pub fn deployment_name(self) -> &'static str {
        match self {
            Flavor::Legacy => "skyhook-operator-controller-manager",
            Flavor::Renamed | Flavor::Migrating => "nodewright-operator-controller-manager",
        }
    }

    /// `RUNTIME_REQUIRED_TAINT` of the operator, kubectl taint syntax.
    pub fn configured_taint(self) -> String {
        format!("{}={GATE_VALUE}:NoSchedule", self.operator_prefix())
    }
}

/// When a node joined, relative to an operator upgrade (only matters for [`Flavor::Migrating`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Era {
    /// Joined under the legacy operator: legacy keys + shim copies, legacy taint and marker.
    PreUpgrade,
    /// Joined under the running operator: its prefix only.
    Current,
}

// ------------------------------------------------------------------------------------------------
// Situations: one per gate state / blocker of docs/gate-states.md.

/// One node situation. Each builds a node (and relies on the fleet's CR set, see [`Fleet::crs`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Situation {
    /// Every runtime-required CR complete, taint removed, auto-taint marker kept.
    Released,
    /// Gate taint, main CR mid-interrupt (node cordoned by the operator).
    GatedInProgress,
    /// Gate taint, main CR `waiting`: the deployment policy's batch has not reached the node.
    WaitingBatch,
    /// Gate taint, a higher-priority CR (`kernel-patch`) in progress, main CR `waiting`.
    WaitingPriority,
    /// Gate taint, a package `erroring` in stage apply with restarts.
    Erroring,
    /// Gate taint, held by a paused runtime-required CR (`ib-firmware`).
    Paused,
    /// Gate taint, held by a disabled runtime-required CR (`dcgm-tools`).
    Disabled,
    /// Gate taint and the `P/ignore` label: the operator marks it `blocked`.
    Ignored,
    /// Gate taint plus a foreign `dedicated=training:NoSchedule` taint no CR tolerates.
    TaintNotTolerated,
    /// Gate taint with the configured key and effect but value `true`.
    TaintValueMismatch,
    /// A provisioner's `gpu.nvidia.com=runtime-required:NoSchedule` next to the gate taint.
    UnrecognisedTaint,
    /// Gated only by the legacy `skyhook.nvidia.com` key (provisioner not migrated).
    LegacyTaint,
    /// A CPU node with the gate taint that no runtime-required CR selects.
    OrphanedTaint,
    /// A new GPU node (no operator annotation) selected by an auto-taint CR, taint not there yet.
    PendingTaint,
    /// Marker present, state reset, no taint: packages not complete yet workloads may land.
    Exposed,
    /// Gate taint and a `nodeState_` annotation that is not valid JSON.
    StateMalformed,
    /// Gate taint, in progress, but no transition for hours.
    Stalled,
    /// Released, plus keys of a CR that no longer exists.
    OrphanedState,
    /// A CPU node no runtime-required CR selects, no gate taint.
    Ungated,
}

impl Situation {
    pub const ALL: [Situation; 19] = [
        Situation::Released,
        Situation::GatedInProgress,
        Situation::WaitingBatch,
        Situation::WaitingPriority,
        Situation::Erroring,
        Situation::Paused,
        Situation::Disabled,
        Situation::Ignored,
        Situation::TaintNotTolerated,
        Situation::TaintValueMismatch,
        Situation::UnrecognisedTaint,
        Situation::LegacyTaint,
        Situation::OrphanedTaint,
        Situation::PendingTaint,
        Situation::Exposed,
        Situation::StateMalformed,
        Situation::Stalled,
        Situation::OrphanedState,
        Situation::Ungated,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Situation::Released => "released",
            Situation::GatedInProgress => "gated",
            Situation::WaitingBatch => "waiting-batch",
            Situation::WaitingPriority => "waiting-priority",
            Situation::Erroring => "erroring",
            Situation::Paused => "paused",
            Situation::Disabled => "disabled",
            Situation::Ignored => "ignored",
            Situation::TaintNotTolerated => "taint-not-tolerated",
            Situation::TaintValueMismatch => "taint-value-mismatch",
            Situation::UnrecognisedTaint => "unrecognised-taint",
            Situation::LegacyTaint => "legacy-taint",
            Situation::OrphanedTaint => "orphaned-taint",
            Situation::PendingTaint => "pending-taint",
            Situation::Exposed => "exposed",
            Situation::StateMalformed => "state-malformed",
            Situation::Stalled => "stalled",
            Situation::OrphanedState => "orphaned-state",
            Situation::Ungated => "ungated",
        }
    }

    pub fn parse(s: &str) -> Option<Situation> {
        Situation::ALL.into_iter().find(|x| x.as_str() == s)
    }

    /// CPU nodes are never selected by the GPU runtime CR.
    pub fn is_cpu(self) -> bool {
        matches!(self, Situation::OrphanedTaint | Situation::Ungated)
    }
}

/// What docs/gate-states.md says the plugin should conclude about a node.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Expected {
    /// `ungated`, `pending-taint`, `gated`, `released`, `exposed` or `stuck`.
    pub state: &'static str,
    /// Blocker codes that must be present (the first is the situation's own).
    pub blockers: Vec<&'static str>,
}

// ------------------------------------------------------------------------------------------------
// Deterministic variety without a random-number crate: a hash of (node name, salt).

fn hash(s: &str, salt: u64) -> u64 {
    // FNV-1a, then a splitmix64 finaliser so nearby names spread well.
    let mut h: u64 = 0xcbf2_9ce4_8422_2325 ^ salt.wrapping_mul(0x9e37_79b9_7f4a_7c15);
    for b in s.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h = (h ^ (h >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    h = (h ^ (h >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    h ^ (h >> 31)
}

fn hex(s: &str, salt: u64, len: usize) -> String {
    let mut out = String::with_capacity(len + 16);
    let mut i = 0;
    while out.len() < len {
        out.push_str(&format!("{:016x}", hash(s, salt.wrapping_add(i))));
        i += 1;
    }
    out.truncate(len);
    out
}

fn uuid(s: &str, salt: u64) -> String {
    let h = hex(s, salt, 32);
    format!(
        "{}-{}-{}-{}-{}",
        &h[0..8],
        &h[8..12],
        &h[12..16],
        &h[16..20],
        &h[20..32]
    )
}

fn pick<'a>(name: &str, salt: u64, xs: &[&'a str]) -> &'a str {
    xs[(hash(name, salt) % xs.len() as u64) as usize]
}

fn rfc3339(t: Timestamp) -> String {
    // Kubernetes times have second precision.
    t.strftime("%Y-%m-%dT%H:%M:%SZ").to_string()
}

// ------------------------------------------------------------------------------------------------
// Packages and CRs of a fleet.

/// A package of a CR spec.
#[derive(Debug, Clone)]
pub struct Package {
    pub name: &'static str,
    pub version: &'static str,
    pub image: &'static str,
    /// `reboot`, `service`, `noop`, `restartAllServices`, or none.
    pub interrupt: Option<&'static str>,
}

impl Package {
    /// The stage at which the operator calls this package complete.
    pub fn final_stage(&self) -> &'static str {
        if self.interrupt.is_some() {
            "post-interrupt"
        } else {
            "config"
        }
    }
    fn spec(&self) -> Value {
        let mut p = json!({"version": self.version, "image": self.image});
        if let Some(t) = self.interrupt {
            p["interrupt"] = match t {
                "service" => json!({"type": "service", "services": ["kubelet"]}),
                _ => json!({"type": t}),
            };
        }
        p
    }
}

/// The role a CR plays in a fleet; names are `<fleet id>-<role name>`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Role {
    /// runtimeRequired + autoTaintNewNodes, priority 100, every GPU node, deployment policy.
    Runtime,
    /// runtimeRequired, priority 10 (runs first), pool `kernel`.
    KernelPatch,
    /// runtimeRequired, paused, pool `firmware`.
    Firmware,
    /// runtimeRequired, disabled, pool `tools`.
    Tools,
    /// Not runtime-required, priority 300, every node of the fleet.
    Monitoring,
}

impl Role {
    pub const ALL: [Role; 5] = [
        Role::Runtime,
        Role::KernelPatch,
        Role::Firmware,
        Role::Tools,
        Role::Monitoring,
    ];

    pub fn suffix(self) -> &'static str {
        match self {
            Role::Runtime => "gpu-runtime",
            Role::KernelPatch => "kernel-patch",
            Role::Firmware => "ib-firmware",
            Role::Tools => "dcgm-tools",
            Role::Monitoring => "monitoring",
        }
    }

    pub fn runtime_required(self) -> bool {
        self != Role::Monitoring
    }

    pub fn priority(self) -> i64 {
        match self {
            Role::KernelPatch => 10,
            Role::Runtime => 100,
            Role::Firmware => 150,
            Role::Tools => 200,
            Role::Monitoring => 300,
        }
    }

    pub fn packages(self) -> Vec<Package> {
        match self {
            Role::Runtime => vec![
                Package {
                    name: "gpu-tuning",
                    version: "1.4.2",
                    image: "ghcr.io/nvidia/skyhook-packages/tuning",
                    interrupt: Some("reboot"),
                },
                Package {
                    name: "nccl-config",
                    version: "2.21.5",
                    image: "ghcr.io/nvidia/skyhook-packages/shellscript",
                    interrupt: None,
                },
            ],
            Role::KernelPatch => vec![Package {
                name: "kernel-livepatch",
                version: "6.8.0-1015",
                image: "ghcr.io/nvidia/skyhook-packages/kernel",
                interrupt: Some("service"),
            }],
            Role::Firmware => vec![Package {
                name: "mlnx-firmware",
                // Not `24.07.1`: a leading zero is not semver, and the operator's Validate()
                // (golang.org/x/mod/semver) refuses it, halting every CR (docs/operator-findings.md, "One invalid CR halts the operator for every CR").
                version: "24.7.1",
                image: "nvcr.io/nvidia/mellanox/firmware-updater",
                interrupt: Some("reboot"),
            }],
            Role::Tools => vec![Package {
                name: "dcgm-diag",
                version: "3.3.7",
                image: "nvcr.io/nvidia/cloud-native/dcgm",
                interrupt: None,
            }],
            Role::Monitoring => vec![Package {
                name: "node-exporter-config",
                version: "1.8.1",
                image: "ghcr.io/nvidia/skyhook-packages/shellscript",
                interrupt: None,
            }],
        }
    }

    /// Does this role's CR select a node of `situation`?
    pub fn selects(self, situation: Situation) -> bool {
        match self {
            Role::Runtime => !situation.is_cpu(),
            Role::KernelPatch => situation == Situation::WaitingPriority,
            Role::Firmware => situation == Situation::Paused,
            Role::Tools => situation == Situation::Disabled,
            Role::Monitoring => true,
        }
    }

    fn pool(self) -> Option<&'static str> {
        match self {
            Role::KernelPatch => Some("kernel"),
            Role::Firmware => Some("firmware"),
            Role::Tools => Some("tools"),
            _ => None,
        }
    }
}

/// One package's entry in a `nodeState_<cr>` annotation.
#[derive(Debug, Clone)]
struct PkgState {
    pkg: Package,
    stage: &'static str,
    state: &'static str,
    restarts: i64,
}

impl PkgState {
    fn complete(pkg: Package) -> Self {
        let stage = pkg.final_stage();
        PkgState {
            pkg,
            stage,
            state: "complete",
            restarts: 0,
        }
    }
    fn at(pkg: Package, stage: &'static str, state: &'static str, restarts: i64) -> Self {
        PkgState {
            pkg,
            stage,
            state,
            restarts,
        }
    }
}

/// What one CR has written on one node.
#[derive(Debug, Clone)]
enum CrState {
    /// `status_<cr>` plus a `nodeState_<cr>` built from packages (None: no nodeState yet).
    Written {
        status: &'static str,
        packages: Option<Vec<PkgState>>,
    },
    /// `status_<cr>` plus a `nodeState_<cr>` annotation holding these raw bytes.
    Raw {
        status: &'static str,
        node_state: String,
    },
}

impl CrState {
    fn status(&self) -> &'static str {
        match self {
            CrState::Written { status, .. } | CrState::Raw { status, .. } => status,
        }
    }
}

// ------------------------------------------------------------------------------------------------
// Node plans and the fleet.

/// A node to be built: its name, situation and era.
#[derive(Debug, Clone)]
pub struct NodePlan {
    pub name: String,
    pub situation: Situation,
    pub era: Era,
}

/// Named mixes of situations.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Mix {
    /// Every situation at least once, the rest mostly released or moving (a readable demo).
    Demo,
    /// A production-like fleet: mostly released, a few percent in each kind of trouble.
    Bench,
    /// Every node in one situation.
    Only(Situation),
}

impl Mix {
    pub fn parse(s: &str) -> Option<Mix> {
        match s {
            "demo" => Some(Mix::Demo),
            "bench" => Some(Mix::Bench),
            other => Situation::parse(other).map(Mix::Only),
        }
    }

    /// The situation of node `i` (deterministic).
    pub fn situation(&self, i: usize) -> Situation {
        use Situation::*;
        match self {
            Mix::Only(s) => *s,
            Mix::Demo => {
                const REST: [Situation; 8] = [
                    Released,
                    GatedInProgress,
                    Released,
                    WaitingBatch,
                    Released,
                    Erroring,
                    GatedInProgress,
                    Ungated,
                ];
                if i < Situation::ALL.len() {
                    Situation::ALL[i]
                } else {
                    REST[(i - Situation::ALL.len()) % REST.len()]
                }
            }
            Mix::Bench => {
                // Per 100 nodes.
                const WEIGHTS: [(Situation, usize); 19] = [
                    (Released, 62),
                    (GatedInProgress, 10),
                    (WaitingBatch, 8),
                    (WaitingPriority, 2),
                    (Erroring, 2),
                    (Paused, 1),
                    (Disabled, 1),
                    (Ignored, 1),
                    (TaintNotTolerated, 1),
                    (TaintValueMismatch, 1),
                    (UnrecognisedTaint, 1),
                    (LegacyTaint, 1),
                    (OrphanedTaint, 1),
                    (PendingTaint, 1),
                    (Exposed, 1),
                    (StateMalformed, 1),
                    (Stalled, 2),
                    (OrphanedState, 2),
                    (Ungated, 1),
                ];
                // Spread each situation over the 100 slots (stride 37 is coprime with 100), so a
                // prefix of the fleet already holds a bit of everything.
                let slot = (i * 37) % 100;
                let mut acc = 0;
                for (s, w) in WEIGHTS {
                    acc += w;
                    if slot < acc {
                        return s;
                    }
                }
                Released
            }
        }
    }
}

/// A fleet: an id, the operator flavour that wrote it, and its nodes.
#[derive(Debug, Clone)]
pub struct Fleet {
    pub id: String,
    pub flavor: Flavor,
    pub nodes: Vec<NodePlan>,
    /// "Now" for every timestamp the fleet writes.
    pub now: Timestamp,
}

// ------------------------------------------------------------------------------------------------
// The operator Deployment.

/// Settings of the operator Deployment.
#[derive(Debug, Clone)]
pub struct Operator {
    pub namespace: String,
    pub name: String,
    /// The image tag is the operator version.
    pub image: String,
    pub runtime_required_taint: String,
    pub reapply_on_reboot: bool,
    pub legacy_cleanup_delay: String,
    /// Patch status to one ready replica (false: a Deployment that never became ready).
    pub ready: bool,
}

impl Operator {
    pub fn for_flavor(flavor: Flavor) -> Operator {
        let repo = match flavor {
            Flavor::Legacy => "nvcr.io/nvidia/skyhook/operator",
            _ => "nvcr.io/nvidia/nodewright/operator",
        };
        Operator {
            namespace: flavor.namespace().into(),
            name: flavor.deployment_name().into(),
            image: format!("{repo}:{}", flavor.operator_version()),
            runtime_required_taint: flavor.configured_taint(),
            reapply_on_reboot: false,
            legacy_cleanup_delay: "24h".into(),
            ready: true,
        }
    }

    pub fn deployment_json(&self) -> Value {
        let labels =
            json!({"control-plane": "controller-manager", "app.kubernetes.io/name": "operator"});
        let mut env = vec![
            json!({"name": "RUNTIME_REQUIRED_TAINT", "value": self.runtime_required_taint}),
            json!({"name": "REAPPLY_ON_REBOOT", "value": self.reapply_on_reboot.to_string()}),
        ];
        // The legacy operator predates the migration window setting.
        if !self.image.contains("/skyhook/") {
            env.push(json!({"name": "LEGACY_CLEANUP_DELAY", "value": self.legacy_cleanup_delay}));
        }
        env.push(json!({"name": "LOG_LEVEL", "value": "info"}));
        json!({
            "apiVersion": "apps/v1",
            "kind": "Deployment",
            "metadata": {"name": self.name, "namespace": self.namespace, "labels": labels},
            "spec": {
                "replicas": 1,
                "selector": {"matchLabels": labels},
                "template": {
                    "metadata": {"labels": labels, "annotations": {"kubectl.kubernetes.io/default-container": "manager"}},
                    "spec": {
                        "containers": [
                            {"name": "kube-rbac-proxy", "image": "quay.io/brancz/kube-rbac-proxy:v0.15.0", "args": ["--secure-listen-address=0.0.0.0:8443", "--upstream=http://127.0.0.1:8080/"]},
                            {"name": "manager", "image": self.image, "command": ["/manager"], "args": ["--leader-elect"], "env": env},
                        ],
                    },
                },
            },
        })
    }

    pub fn status_json(&self) -> Value {
        let n = i64::from(self.ready);
        json!({
            "observedGeneration": 1, "replicas": 1, "updatedReplicas": 1,
            "readyReplicas": n, "availableReplicas": n,
            "conditions": [{
                "type": "Available", "status": if self.ready { "True" } else { "False" },
                "reason": if self.ready { "MinimumReplicasAvailable" } else { "MinimumReplicasUnavailable" },
                "message": "Deployment status written by the test fleet",
            }],
        })
    }
}
