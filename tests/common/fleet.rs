//! Fleet generator: realistic Nodes, operator CRs, DeploymentPolicies and the operator Deployment,
//! in every gate situation of `gating.md`, written EXACTLY the way the NodeWright (formerly
//! Skyhook) operator writes them (`data-model.md`), for tests, the demo and the benchmark.
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
// Situations: one per gate state / blocker of gating.md.

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

/// What gating.md says the plugin should conclude about a node.
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
                // (golang.org/x/mod/semver) refuses it, halting every CR (oracle D4).
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

impl Fleet {
    /// An empty fleet. `id` must be a short DNS label: CR names are `<id>-<role>` and annotation
    /// keys `P/nodeState_<cr>` allow 63 characters after the `/`.
    pub fn new(id: &str, flavor: Flavor) -> Fleet {
        assert!(
            !id.is_empty()
                && id.len() <= 24
                && id
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'),
            "fleet id {id:?} must be 1-24 characters of [a-z0-9-]"
        );
        Fleet {
            id: id.to_string(),
            flavor,
            nodes: Vec::new(),
            now: Timestamp::now(),
        }
    }

    /// A fleet of `n` nodes in the given mix.
    pub fn with_mix(id: &str, flavor: Flavor, mix: &Mix, n: usize) -> Fleet {
        let mut f = Fleet::new(id, flavor);
        for i in 0..n {
            f.add(mix.situation(i));
        }
        f
    }

    /// Add a node in `situation`; returns its name. In a migrating fleet, every other node joined
    /// before the upgrade (and a legacy-taint node always did).
    pub fn add(&mut self, situation: Situation) -> String {
        let i = self.nodes.len();
        let era = match self.flavor {
            Flavor::Migrating if situation == Situation::LegacyTaint || i.is_multiple_of(2) => {
                Era::PreUpgrade
            }
            _ => Era::Current,
        };
        let name = format!(
            "{}-{}-{:05}",
            self.id,
            if situation.is_cpu() { "cpu" } else { "gpu" },
            i
        );
        self.nodes.push(NodePlan {
            name: name.clone(),
            situation,
            era,
        });
        name
    }

    pub fn cr_name(&self, role: Role) -> String {
        format!("{}-{}", self.id, role.suffix())
    }

    /// Name of the CR whose keys are left behind on `orphaned-state` nodes (it does not exist).
    pub fn deleted_cr_name(&self) -> String {
        format!("{}-old-tuning", self.id)
    }

    pub fn policy_name(&self) -> String {
        format!("{}-gpu-rollout", self.id)
    }

    pub fn plan(&self, name: &str) -> Option<&NodePlan> {
        self.nodes.iter().find(|p| p.name == name)
    }

    /// Node names in one situation.
    pub fn names(&self, situation: Situation) -> Vec<String> {
        self.nodes
            .iter()
            .filter(|p| p.situation == situation)
            .map(|p| p.name.clone())
            .collect()
    }

    /// The prefixes under which the operator wrote this node's keys.
    fn prefixes(&self, plan: &NodePlan) -> Vec<&'static str> {
        match (self.flavor, plan.era) {
            (Flavor::Migrating, Era::PreUpgrade) => vec![LEGACY, RENAMED],
            (f, _) => vec![f.operator_prefix()],
        }
    }

    /// Key of the gate taint this node carries when gated.
    fn gate_key(&self, plan: &NodePlan) -> &'static str {
        if plan.situation == Situation::LegacyTaint || plan.era == Era::PreUpgrade {
            LEGACY
        } else {
            self.flavor.operator_prefix()
        }
    }

    /// What gating.md says about this node (assuming the operator Deployment is ready).
    pub fn expected(&self, plan: &NodePlan) -> Expected {
        use Situation::*;
        let (state, first): (&str, Option<&str>) = match plan.situation {
            Released => ("released", None),
            GatedInProgress => ("gated", None),
            WaitingBatch => ("gated", Some("waiting-batch")),
            WaitingPriority => ("gated", Some("waiting-priority")),
            Erroring => ("stuck", Some("package-erroring")),
            Paused => ("stuck", Some("cr-paused")),
            Disabled => ("stuck", Some("cr-disabled")),
            Ignored => ("stuck", Some("node-ignored")),
            TaintNotTolerated => ("stuck", Some("taint-not-tolerated")),
            TaintValueMismatch => ("stuck", Some("taint-value-mismatch")),
            UnrecognisedTaint => ("stuck", Some("unrecognised-taint")),
            LegacyTaint => ("gated", None),
            OrphanedTaint => ("stuck", Some("orphaned-taint")),
            PendingTaint => ("pending-taint", None),
            Exposed => ("exposed", None),
            StateMalformed => ("stuck", Some("state-malformed")),
            Stalled => ("gated", Some("stalled")),
            OrphanedState => ("released", Some("orphaned-state")),
            Ungated => ("ungated", None),
        };
        let mut blockers: Vec<&'static str> = first.into_iter().collect();
        // Gated by the legacy key under a renamed operator: legacy-taint on top.
        let gated = !matches!(
            plan.situation,
            Released | PendingTaint | Exposed | OrphanedState | Ungated
        );
        if gated && self.flavor != Flavor::Legacy && self.gate_key(plan) == LEGACY {
            blockers.push("legacy-taint");
        }
        Expected { state, blockers }
    }

    /// What each CR selecting the node has written there, by role.
    fn cr_states(&self, plan: &NodePlan) -> BTreeMap<Role, CrState> {
        use Situation::*;
        let mut m = BTreeMap::new();
        let done = |role: Role| CrState::Written {
            status: "complete",
            packages: Some(
                role.packages()
                    .into_iter()
                    .map(PkgState::complete)
                    .collect(),
            ),
        };
        let rt = Role::Runtime.packages();
        let (tuning, nccl) = (rt[0].clone(), rt[1].clone());
        let runtime = match plan.situation {
            Released | OrphanedState | Paused | Disabled => Some(done(Role::Runtime)),
            GatedInProgress | LegacyTaint => Some(CrState::Written {
                status: "in_progress",
                packages: Some(vec![
                    PkgState::at(tuning, "interrupt", "in_progress", 0),
                    PkgState::complete(nccl),
                ]),
            }),
            Stalled | TaintValueMismatch => Some(CrState::Written {
                status: "in_progress",
                packages: Some(vec![PkgState::at(tuning, "apply", "in_progress", 0)]),
            }),
            WaitingBatch | WaitingPriority => Some(CrState::Written {
                status: "waiting",
                packages: None,
            }),
            Erroring => Some(CrState::Written {
                status: "erroring",
                packages: Some(vec![PkgState::at(tuning, "apply", "erroring", 7)]),
            }),
            Ignored => Some(CrState::Written {
                status: "blocked",
                packages: Some(vec![
                    PkgState::complete(nccl),
                    PkgState::at(tuning, "apply", "complete", 0),
                ]),
            }),
            TaintNotTolerated | UnrecognisedTaint => Some(CrState::Written {
                status: "blocked",
                packages: None,
            }),
            StateMalformed => Some(CrState::Raw {
                status: "in_progress",
                // Cut mid-object, as a truncated write or a hand edit leaves it.
                node_state:
                    r#"{"gpu-tuning|1.4.2":{"name":"gpu-tuning","version":"1.4.2","stage":"apply","#
                        .to_string(),
            }),
            // Reset (exposed), never touched (pending), or not selected (CPU nodes).
            Exposed | PendingTaint | OrphanedTaint | Ungated => None,
        };
        if let Some(s) = runtime {
            m.insert(Role::Runtime, s);
        }
        match plan.situation {
            WaitingPriority => {
                let p = Role::KernelPatch.packages().remove(0);
                m.insert(
                    Role::KernelPatch,
                    CrState::Written {
                        status: "in_progress",
                        packages: Some(vec![PkgState::at(p, "apply", "in_progress", 0)]),
                    },
                );
            }
            Paused => {
                let p = Role::Firmware.packages().remove(0);
                m.insert(
                    Role::Firmware,
                    CrState::Written {
                        status: "paused",
                        packages: Some(vec![PkgState::at(p, "apply", "complete", 0)]),
                    },
                );
            }
            Disabled => {
                let p = Role::Tools.packages().remove(0);
                m.insert(
                    Role::Tools,
                    CrState::Written {
                        status: "disabled",
                        packages: Some(vec![PkgState::at(p, "apply", "in_progress", 0)]),
                    },
                );
            }
            _ => {}
        }
        if plan.situation != PendingTaint {
            m.insert(Role::Monitoring, done(Role::Monitoring));
        }
        m
    }

    // --------------------------------------------------------------------------------------------
    // Nodes.

    /// The Node object of a plan, as JSON (metadata, spec and status).
    pub fn node_json(&self, plan: &NodePlan) -> Value {
        use Situation::*;
        let mut node = if plan.situation.is_cpu() {
            NodeBuilder::cpu(&plan.name)
        } else {
            NodeBuilder::gpu(&plan.name)
        };
        node.label(FLEET_LABEL, &self.id)
            .label(SITUATION_LABEL, plan.situation.as_str());
        for role in Role::ALL {
            if let (Some(pool), true) = (role.pool(), role.selects(plan.situation)) {
                node.label(POOL_LABEL, pool);
            }
        }
        let prefixes = self.prefixes(plan);
        let gate_key = self.gate_key(plan);
        // Minutes since the node's last state change: recent, varied.
        let age_min = if plan.situation == Stalled {
            180 + (hash(&plan.name, 7) % 240) as i64
        } else {
            1 + (hash(&plan.name, 7) % 12) as i64
        };
        let since = self.now - (age_min * 60).seconds();

        for (role, st) in self.cr_states(plan) {
            let cr = self.cr_name(role);
            for p in &prefixes {
                let version = if *p == LEGACY && self.flavor == Flavor::Migrating {
                    self.flavor.legacy_version()
                } else {
                    self.flavor.operator_version()
                };
                node.cr_state(p, &cr, &st, version, since);
            }
        }

        // The auto-taint marker: written with the taint when the node was new; survives reset
        // and taint removal. Legacy-tainted (provisioner) and CPU-only-ungated nodes never had it.
        let auto_tainted = !matches!(plan.situation, PendingTaint | LegacyTaint | Ungated);
        if auto_tainted {
            for p in &prefixes {
                node.annotation(&format!("{p}/autoTaint_{gate_key}"), "true");
            }
        }

        let gated = !matches!(
            plan.situation,
            Released | PendingTaint | Exposed | OrphanedState | Ungated
        );
        if gated {
            let value = if plan.situation == TaintValueMismatch {
                "true"
            } else {
                GATE_VALUE
            };
            node.taint(gate_key, Some(value), "NoSchedule", None);
        }
        match plan.situation {
            GatedInProgress => {
                // Mid-interrupt: the operator cordoned the node; the node lifecycle controller
                // (absent here) would add the unschedulable taint, so write it as a cluster shows it.
                for p in &prefixes {
                    node.annotation(
                        &format!("{p}/cordon_{}", self.cr_name(Role::Runtime)),
                        "true",
                    );
                }
                node.unschedulable = true;
                node.taint(
                    "node.kubernetes.io/unschedulable",
                    None,
                    "NoSchedule",
                    Some(since),
                );
            }
            Ignored => {
                for p in &prefixes {
                    node.label(&format!("{p}/ignore"), "true");
                }
            }
            TaintNotTolerated => {
                node.taint("dedicated", Some("training"), "NoSchedule", Some(since));
            }
            UnrecognisedTaint => {
                node.taint(
                    "gpu.nvidia.com",
                    Some(GATE_VALUE),
                    "NoSchedule",
                    Some(since),
                );
            }
            OrphanedState => {
                let old = self.deleted_cr_name();
                let st = CrState::Written {
                    status: "complete",
                    packages: Some(vec![PkgState::complete(Package {
                        name: "sysctl-tuning",
                        version: "0.9.0",
                        image: "ghcr.io/nvidia/skyhook-packages/tuning",
                        interrupt: None,
                    })]),
                };
                for p in &prefixes {
                    node.cr_state(
                        p,
                        &old,
                        &st,
                        self.flavor.operator_version(),
                        since - (30 * 24).hours(),
                    );
                }
            }
            _ => {}
        }
        // Every GPU node carries the GPU operator's tolerated taint (the runtime CR tolerates it).
        if !plan.situation.is_cpu() {
            node.taint("nvidia.com/gpu", Some("present"), "NoSchedule", None);
        }
        node.to_json()
    }

    // --------------------------------------------------------------------------------------------
    // CRs, policy, operator.

    /// The CR objects (spec only) of the fleet: in a migrating fleet, each legacy Skyhook and
    /// its NodeWright mirror.
    pub fn crs(&self) -> Vec<Value> {
        let mut out = Vec::new();
        for role in Role::ALL {
            match self.flavor {
                Flavor::Legacy => out.push(self.cr_json(role, LEGACY, None)),
                Flavor::Renamed => out.push(self.cr_json(role, RENAMED, None)),
                Flavor::Migrating => {
                    out.push(self.cr_json(role, LEGACY, None));
                    let name = self.cr_name(role);
                    out.push(self.cr_json(role, RENAMED, Some(&name)));
                }
            }
        }
        out
    }

    fn cr_json(&self, role: Role, group: &str, mirrored_from: Option<&str>) -> Value {
        let name = self.cr_name(role);
        let kind = if group == LEGACY {
            "Skyhook"
        } else {
            "NodeWright"
        };
        let mut annotations = BTreeMap::new();
        let written_by = if group == LEGACY && self.flavor == Flavor::Migrating {
            self.flavor.legacy_version()
        } else {
            self.flavor.operator_version()
        };
        annotations.insert(format!("{group}/version"), written_by.to_string());
        if role == Role::Firmware {
            annotations.insert(format!("{group}/pause"), "true".into());
        }
        if role == Role::Tools {
            annotations.insert(format!("{group}/disable"), "true".into());
        }
        if let Some(from) = mirrored_from {
            annotations.insert(format!("{RENAMED}/mirrored-from"), from.to_string());
            annotations.insert(
                format!("{RENAMED}/legacy-migrated-at"),
                rfc3339(self.now - 2.hours()),
            );
        }
        let mut match_labels = json!({ FLEET_LABEL: self.id });
        match role {
            Role::Runtime => match_labels["nvidia.com/gpu.present"] = json!("true"),
            Role::Monitoring => {}
            other => match_labels[POOL_LABEL] = json!(other.pool()),
        }
        let packages: serde_json::Map<String, Value> = role
            .packages()
            .iter()
            .map(|p| (p.name.to_string(), p.spec()))
            .collect();
        let mut spec = json!({
            "nodeSelectors": {"matchLabels": match_labels},
            "runtimeRequired": role.runtime_required(),
            "priority": role.priority(),
            "packages": packages,
            "additionalTolerations": [
                {"key": "nvidia.com/gpu", "operator": "Exists", "effect": "NoSchedule"}
            ],
        });
        if role == Role::Runtime {
            spec["autoTaintNewNodes"] = json!(true);
            spec["deploymentPolicy"] = json!(self.policy_name());
        } else {
            spec["interruptionBudget"] = json!({"percent": 25});
        }
        json!({
            "apiVersion": format!("{group}/v1alpha1"),
            "kind": kind,
            "metadata": {"name": name, "annotations": annotations},
            "spec": spec,
        })
    }

    /// The `status` the operator would have written on a role's CR.
    pub fn cr_status(&self, role: Role) -> Value {
        let mut node_status = serde_json::Map::new();
        let (mut complete, mut in_progress, mut erroring, mut waiting, mut blocked, mut matched) =
            (0, 0, 0, 0, 0, 0);
        let mut ignored = Vec::new();
        let mut untolerated = Vec::new();
        for plan in &self.nodes {
            if !role.selects(plan.situation) {
                continue;
            }
            matched += 1;
            let status = self.cr_states(plan).get(&role).map(CrState::status);
            let Some(status) = status else { continue };
            node_status.insert(plan.name.clone(), json!(status));
            match status {
                "complete" => complete += 1,
                "in_progress" => in_progress += 1,
                "erroring" => erroring += 1,
                "waiting" => waiting += 1,
                "blocked" => blocked += 1,
                _ => {}
            }
            match plan.situation {
                Situation::Ignored => ignored.push(plan.name.clone()),
                Situation::TaintNotTolerated | Situation::UnrecognisedTaint => {
                    untolerated.push(plan.name.clone())
                }
                _ => {}
            }
        }
        let rollup = match role {
            Role::Firmware => "paused",
            Role::Tools => "disabled",
            _ if erroring > 0 => "erroring",
            _ if in_progress > 0 => "in_progress",
            _ if waiting > 0 => "waiting",
            _ if blocked > 0 => "blocked",
            _ => "complete",
        };
        // The operator keeps a condition's lastTransitionTime while its status is unchanged, so
        // Ready=False dates from the start of the rollout (2 h ago), not from the last reconcile.
        // Each condition is written twice: its plain type and the `<prefix>/<type>` copy.
        let p = self.flavor.operator_prefix();
        let mut conditions = Vec::new();
        let mut condition = |type_: &str,
                             status: bool,
                             reason: &str,
                             message: String,
                             since: Timestamp| {
            for t in [type_.to_string(), format!("{p}/{type_}")] {
                conditions.push(json!({
                    "type": t, "status": if status { "True" } else { "False" }, "reason": reason,
                    "message": message, "lastTransitionTime": rfc3339(since), "observedGeneration": 1,
                }));
            }
        };
        let reason = match rollup {
            "complete" => "NodesConverged",
            "in_progress" => "Progressing",
            "blocked" => "Blocked",
            "erroring" => "Erroring",
            "paused" => "Paused",
            "waiting" => "Waiting",
            "disabled" => "Disabled",
            _ => "Unknown",
        };
        condition(
            "Ready",
            rollup == "complete",
            reason,
            format!("{complete} of {matched} nodes complete"),
            self.now - 2.hours(),
        );
        // Like the operator, name at most 10 nodes in a message.
        let list = |names: &[String]| {
            let more = names.len().saturating_sub(10);
            let mut s = names
                .iter()
                .take(10)
                .cloned()
                .collect::<Vec<_>>()
                .join(", ");
            if more > 0 {
                s.push_str(&format!(" and {more} more"));
            }
            s
        };
        if !untolerated.is_empty() {
            let m = format!("nodes have taints not tolerated: {}", list(&untolerated));
            condition(
                "TaintNotTolerable",
                true,
                "TaintNotTolerable",
                m,
                self.now - 1.hours(),
            );
        }
        if !ignored.is_empty() {
            let m = format!("nodes ignored: {}", list(&ignored));
            condition(
                "NodesIgnored",
                true,
                "NodesIgnored",
                m,
                self.now - 1.hours(),
            );
        }
        let packages = role
            .packages()
            .iter()
            .map(|p| format!("{}:{}", p.name, p.version))
            .collect::<Vec<_>>()
            .join(",");
        let mut status = json!({
            "observedGeneration": 1,
            "status": rollup,
            "nodeStatus": node_status,
            "conditions": conditions,
            "nodesInProgress": in_progress,
            "completeNodes": format!("{complete}/{matched}"),
            "packageList": packages,
        });
        if role == Role::Runtime {
            let percent = if matched > 0 {
                complete * 100 / matched
            } else {
                0
            };
            status["compartmentStatuses"] = json!({"__default__": {
                "matched": matched, "ceiling": 5, "inProgress": in_progress, "completed": complete,
                "progressPercent": percent,
                "batchState": {
                    "currentBatch": 3, "consecutiveFailures": 0, "completedNodes": complete,
                    "failedNodes": erroring, "shouldStop": false, "lastBatchSize": 5,
                    "lastBatchFailed": false,
                },
            }});
        }
        status
    }

    /// The fleet's DeploymentPolicy objects (one per served group of the flavour).
    pub fn policies(&self) -> Vec<Value> {
        let groups: &[&str] = match self.flavor {
            Flavor::Legacy => &[LEGACY],
            Flavor::Renamed => &[RENAMED],
            Flavor::Migrating => &[LEGACY, RENAMED],
        };
        groups
            .iter()
            .map(|g| {
                json!({
                    "apiVersion": format!("{g}/v1alpha1"),
                    "kind": "DeploymentPolicy",
                    "metadata": {"name": self.policy_name()},
                    "spec": {
                        "default": {
                            "budget": {"percent": 25},
                            "strategy": {"fixed": {"initialBatch": 5, "batchThreshold": 100, "failureThreshold": 3, "safetyLimit": 50}},
                        },
                        "resetBatchStateOnCompletion": true,
                    },
                })
            })
            .collect()
    }
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

// ------------------------------------------------------------------------------------------------
// The Node builder: realistic GPU and CPU nodes.

/// A Node under construction. `gpu()` gives a ~32 KB GPU worker as GPU Operator, NFD, Calico and
/// kubelet leave it; operator keys and taints are added on top.
#[derive(Debug, Clone)]
pub struct NodeBuilder {
    pub name: String,
    pub labels: BTreeMap<String, String>,
    pub annotations: BTreeMap<String, String>,
    pub taints: Vec<Value>,
    /// Operator conditions, placed before the kubelet's (the operator prepends them).
    pub conditions: Vec<Value>,
    pub unschedulable: bool,
    pub boot_id: String,
    gpu: bool,
}

const CPUID: [&str; 44] = [
    "ADX",
    "AESNI",
    "AMXBF16",
    "AMXINT8",
    "AMXTILE",
    "AVX",
    "AVX2",
    "AVX512BF16",
    "AVX512BITALG",
    "AVX512BW",
    "AVX512CD",
    "AVX512DQ",
    "AVX512F",
    "AVX512FP16",
    "AVX512IFMA",
    "AVX512VBMI",
    "AVX512VBMI2",
    "AVX512VL",
    "AVX512VNNI",
    "AVX512VPOPCNTDQ",
    "AVXVNNI",
    "CETIBT",
    "CETSS",
    "CLDEMOTE",
    "CMPXCHG8",
    "FMA3",
    "FSRM",
    "FXSR",
    "FXSROPT",
    "GFNI",
    "IA32_ARCH_CAP",
    "IBPB",
    "LAHF",
    "MD_CLEAR",
    "MOVBE",
    "MOVDIR64B",
    "MOVDIRI",
    "OSXSAVE",
    "PCONFIG",
    "SERIALIZE",
    "SHA",
    "SPEC_CTRL_SSBD",
    "STIBP",
    "VAES",
];

/// (repository, tag, size in MB) of the images a GPU worker has pulled.
const GPU_IMAGES: [(&str, &str, u64); 50] = [
    ("nvcr.io/nvidia/driver", "570.124.06-ubuntu22.04", 1620),
    (
        "nvcr.io/nvidia/k8s/container-toolkit",
        "v1.17.5-ubuntu20.04",
        182,
    ),
    ("nvcr.io/nvidia/k8s-device-plugin", "v0.17.1", 312),
    (
        "nvcr.io/nvidia/k8s/dcgm-exporter",
        "4.1.1-4.0.4-ubuntu22.04",
        1170,
    ),
    (
        "nvcr.io/nvidia/cloud-native/dcgm",
        "4.1.1-2-ubuntu22.04",
        1010,
    ),
    ("nvcr.io/nvidia/gpu-operator", "v25.3.0", 214),
    (
        "nvcr.io/nvidia/cloud-native/gpu-operator-validator",
        "v25.3.0",
        198,
    ),
    (
        "nvcr.io/nvidia/cloud-native/k8s-driver-manager",
        "v0.8.0",
        104,
    ),
    (
        "nvcr.io/nvidia/cloud-native/k8s-mig-manager",
        "v0.12.1-ubuntu20.04",
        176,
    ),
    ("nvcr.io/nvidia/cloud-native/k8s-kata-manager", "v0.2.3", 51),
    (
        "nvcr.io/nvidia/cloud-native/vgpu-device-manager",
        "v0.3.0",
        73,
    ),
    ("nvcr.io/nvidia/cloud-native/k8s-cc-manager", "v0.1.1", 62),
    ("nvcr.io/nvidia/skyhook/agent", "v6.4.1", 141),
    ("nvcr.io/nvidia/nodewright/agent", "v6.5.0", 143),
    ("ghcr.io/nvidia/skyhook-packages/tuning", "1.4.2", 38),
    ("ghcr.io/nvidia/skyhook-packages/shellscript", "2.21.5", 24),
    ("ghcr.io/nvidia/skyhook-packages/kernel", "6.8.0-1015", 412),
    (
        "nvcr.io/nvidia/mellanox/doca-driver",
        "25.01-0.6.0.0-0-ubuntu22.04-amd64",
        1380,
    ),
    (
        "nvcr.io/nvidia/mellanox/k8s-rdma-shared-dev-plugin",
        "v1.5.2",
        47,
    ),
    ("nvcr.io/nvidia/mellanox/ib-kubernetes", "v1.1.1", 41),
    (
        "nvcr.io/nvidia/mellanox/network-operator-init-container",
        "v0.0.3",
        39,
    ),
    (
        "nvcr.io/nvidia/mellanox/nic-feature-discovery",
        "v0.0.1",
        44,
    ),
    ("nvcr.io/nvidia/mellanox/whereabouts", "v0.7.0", 53),
    ("ghcr.io/k8snetworkplumbingwg/multus-cni", "v4.1.0", 112),
    (
        "ghcr.io/k8snetworkplumbingwg/sriov-network-device-plugin",
        "v3.7.0",
        67,
    ),
    ("registry.k8s.io/nfd/node-feature-discovery", "v0.16.6", 86),
    ("registry.k8s.io/kube-proxy", "v1.34.4", 31),
    ("registry.k8s.io/pause", "3.10", 1),
    ("registry.k8s.io/coredns/coredns", "v1.12.0", 21),
    (
        "registry.k8s.io/sig-storage/csi-node-driver-registrar",
        "v2.13.0",
        14,
    ),
    ("registry.k8s.io/sig-storage/livenessprobe", "v2.15.0", 13),
    ("docker.io/calico/node", "v3.29.2", 151),
    ("docker.io/calico/cni", "v3.29.2", 98),
    ("docker.io/calico/pod2daemon-flexvol", "v3.29.2", 7),
    ("docker.io/calico/csi", "v3.29.2", 9),
    ("docker.io/calico/node-driver-registrar", "v3.29.2", 12),
    ("quay.io/prometheus/node-exporter", "v1.8.2", 23),
    ("cr.fluentbit.io/fluent/fluent-bit", "3.2.4", 38),
    ("docker.io/grafana/alloy", "v1.6.1", 164),
    ("nvcr.io/nvidia/cuda", "12.8.0-base-ubuntu22.04", 97),
    ("nvcr.io/nvidia/cuda", "12.8.0-runtime-ubuntu22.04", 1420),
    ("nvcr.io/nvidia/pytorch", "25.02-py3", 10800),
    ("nvcr.io/nvidia/nemo", "25.02", 19400),
    ("nvcr.io/nvidia/tritonserver", "25.02-py3", 8150),
    ("nvcr.io/nvidia/tensorrt", "25.02-py3", 6920),
    ("nvcr.io/nvidia/jax", "25.01-py3", 7340),
    ("nvcr.io/nvidia/nccl-tests", "2.14.1-cuda12.8", 2610),
    ("ghcr.io/kubeflow/training-operator", "v1-855e096", 48),
    ("docker.io/volcanosh/vc-webhook-manager", "v1.11.0", 58),
    ("quay.io/jetstack/cert-manager-controller", "v1.17.1", 27),
];

impl NodeBuilder {
    fn base(name: &str, gpu: bool) -> NodeBuilder {
        let zone_n = hash(name, 1) % 3;
        let mut b = NodeBuilder {
            name: name.to_string(),
            labels: BTreeMap::new(),
            annotations: BTreeMap::new(),
            taints: Vec::new(),
            conditions: Vec::new(),
            unschedulable: false,
            boot_id: uuid(name, 2),
            gpu,
        };
        let instance = if gpu {
            pick(name, 3, &["p5.48xlarge", "p5e.48xlarge", "p4de.24xlarge"])
        } else {
            "m7i.8xlarge"
        };
        for (k, v) in [
            ("beta.kubernetes.io/arch", "amd64"),
            ("beta.kubernetes.io/os", "linux"),
            ("kubernetes.io/arch", "amd64"),
            ("kubernetes.io/os", "linux"),
            ("kubernetes.io/hostname", name),
            ("node.kubernetes.io/instance-type", instance),
            ("beta.kubernetes.io/instance-type", instance),
            ("topology.kubernetes.io/region", "us-east-1"),
            ("failure-domain.beta.kubernetes.io/region", "us-east-1"),
            ("node-role.kubernetes.io/worker", ""),
            (
                "feature.node.kubernetes.io/kernel-version.full",
                "5.15.0-1063-nvidia",
            ),
            ("feature.node.kubernetes.io/kernel-version.major", "5"),
            ("feature.node.kubernetes.io/kernel-version.minor", "15"),
            ("feature.node.kubernetes.io/kernel-version.revision", "0"),
            ("feature.node.kubernetes.io/system-os_release.ID", "ubuntu"),
            (
                "feature.node.kubernetes.io/system-os_release.VERSION_ID",
                "22.04",
            ),
            (
                "feature.node.kubernetes.io/system-os_release.VERSION_ID.major",
                "22",
            ),
            (
                "feature.node.kubernetes.io/system-os_release.VERSION_ID.minor",
                "04",
            ),
            ("feature.node.kubernetes.io/cpu-model.vendor_id", "Intel"),
            ("feature.node.kubernetes.io/cpu-model.family", "6"),
            ("feature.node.kubernetes.io/cpu-model.id", "143"),
            (
                "feature.node.kubernetes.io/cpu-hardware_multithreading",
                "true",
            ),
        ] {
            b.label(k, v);
        }
        let zone = format!("us-east-1{}", ["a", "b", "c"][zone_n as usize]);
        b.label("topology.kubernetes.io/zone", &zone);
        b.label("failure-domain.beta.kubernetes.io/zone", &zone);
        b.label(
            "eks.amazonaws.com/nodegroup",
            if gpu { "gpu-h100" } else { "system" },
        );
        b.label("karpenter.sh/capacity-type", "on-demand");

        let ip = format!(
            "10.{}.{}.{}",
            16 + hash(name, 4) % 16,
            hash(name, 5) % 256,
            1 + hash(name, 6) % 254
        );
        for (k, v) in [
            ("node.alpha.kubernetes.io/ttl", "0".to_string()),
            (
                "volumes.kubernetes.io/controller-managed-attach-detach",
                "true".to_string(),
            ),
            (
                "kubeadm.alpha.kubernetes.io/cri-socket",
                "unix:///run/containerd/containerd.sock".to_string(),
            ),
            ("projectcalico.org/IPv4Address", format!("{ip}/16")),
            (
                "projectcalico.org/IPv4VXLANTunnelAddr",
                format!(
                    "192.168.{}.{}",
                    hash(name, 8) % 256,
                    1 + hash(name, 9) % 254
                ),
            ),
            (
                "csi.volume.kubernetes.io/nodeid",
                format!(
                    r#"{{"csi.tigera.io":"{name}","ebs.csi.aws.com":"i-{}","efs.csi.aws.com":"i-{}"}}"#,
                    hex(name, 10, 17),
                    hex(name, 10, 17)
                ),
            ),
            ("nfd.node.kubernetes.io/feature-labels", String::new()),
            ("nfd.node.kubernetes.io/extended-resources", String::new()),
            (
                "nfd.node.kubernetes.io/worker.version",
                "v0.16.6".to_string(),
            ),
            ("cluster.x-k8s.io/cluster-name", "gpu-prod-use1".to_string()),
            (
                "cluster.x-k8s.io/machine",
                format!("{name}-{}", &hex(name, 11, 5)),
            ),
            ("cluster.x-k8s.io/owner-kind", "MachineSet".to_string()),
            (
                "cluster.x-k8s.io/owner-name",
                format!("gpu-prod-use1-{}", &hex(name, 12, 10)),
            ),
        ] {
            b.annotation(k, &v);
        }
        b.annotations
            .insert("node.kubernetes.io/internal-ip".into(), ip);
        b
    }

    /// A GPU worker: ~130 labels, ~14 annotations, 50 images, 8 GPUs (~32 KB of JSON).
    pub fn gpu(name: &str) -> NodeBuilder {
        let mut b = NodeBuilder::base(name, true);
        let (product, family, mem, major) =
            match b.labels["node.kubernetes.io/instance-type"].as_str() {
                "p5e.48xlarge" => ("NVIDIA-H200", "hopper", "143771", "9"),
                "p4de.24xlarge" => ("NVIDIA-A100-SXM4-80GB", "ampere", "81920", "8"),
                _ => ("NVIDIA-H100-80GB-HBM3", "hopper", "81559", "9"),
            };
        let block = hash(name, 13) % 16;
        let clique = format!(
            "{}.{}",
            uuid(&format!("clique-{block}"), 14),
            hash(name, 15) % 4
        );
        for (k, v) in [
            ("nvidia.com/gpu.present", "true"),
            ("nvidia.com/gpu.count", "8"),
            ("nvidia.com/gpu.product", product),
            ("nvidia.com/gpu.family", family),
            ("nvidia.com/gpu.memory", mem),
            ("nvidia.com/gpu.compute.major", major),
            ("nvidia.com/gpu.compute.minor", "0"),
            ("nvidia.com/gpu.machine", "p5.48xlarge"),
            ("nvidia.com/gpu.replicas", "1"),
            ("nvidia.com/gpu.sharing-strategy", "none"),
            ("nvidia.com/gpu.mode", "compute"),
            ("nvidia.com/gpu.clique", &clique),
            ("nvidia.com/cuda.driver.major", "570"),
            ("nvidia.com/cuda.driver.minor", "124"),
            ("nvidia.com/cuda.driver.rev", "06"),
            ("nvidia.com/cuda.driver-version.full", "570.124.06"),
            ("nvidia.com/cuda.driver-version.major", "570"),
            ("nvidia.com/cuda.driver-version.minor", "124"),
            ("nvidia.com/cuda.driver-version.revision", "06"),
            ("nvidia.com/cuda.runtime.major", "12"),
            ("nvidia.com/cuda.runtime.minor", "8"),
            ("nvidia.com/cuda.runtime-version.full", "12.8"),
            ("nvidia.com/cuda.runtime-version.major", "12"),
            ("nvidia.com/cuda.runtime-version.minor", "8"),
            ("nvidia.com/gfd.timestamp", "1741262473"),
            ("nvidia.com/mig.capable", "true"),
            ("nvidia.com/mig.strategy", "single"),
            ("nvidia.com/mig.config", "all-disabled"),
            ("nvidia.com/mig.config.state", "success"),
            ("nvidia.com/mps.capable", "false"),
            ("nvidia.com/vgpu.present", "false"),
            ("nvidia.com/gpu-driver-upgrade-state", "upgrade-done"),
            ("nvidia.com/gpu-driver-upgrade-enabled", "true"),
            ("nvidia.com/gpu.deploy.container-toolkit", "true"),
            ("nvidia.com/gpu.deploy.dcgm", "true"),
            ("nvidia.com/gpu.deploy.dcgm-exporter", "true"),
            ("nvidia.com/gpu.deploy.device-plugin", "true"),
            ("nvidia.com/gpu.deploy.driver", "true"),
            ("nvidia.com/gpu.deploy.gpu-feature-discovery", "true"),
            ("nvidia.com/gpu.deploy.mig-manager", "true"),
            ("nvidia.com/gpu.deploy.node-status-exporter", "true"),
            ("nvidia.com/gpu.deploy.operator-validator", "true"),
            ("nvidia.com/gpu.deploy.sandbox-device-plugin", "false"),
            ("nvidia.com/gpu.deploy.sandbox-validator", "false"),
            ("nvidia.com/gpu.deploy.vgpu-manager", "false"),
            ("nvidia.com/gpu.deploy.cc-manager", "false"),
            ("feature.node.kubernetes.io/pci-10de.present", "true"),
            ("feature.node.kubernetes.io/pci-15b3.present", "true"),
            ("feature.node.kubernetes.io/pci-1d0f.present", "true"),
            ("feature.node.kubernetes.io/rdma.available", "true"),
            ("feature.node.kubernetes.io/rdma.capable", "true"),
            ("feature.node.kubernetes.io/network-sriov.capable", "true"),
            ("feature.node.kubernetes.io/memory-numa", "true"),
            (
                "feature.node.kubernetes.io/storage-nonrotationaldisk",
                "true",
            ),
            ("feature.node.kubernetes.io/cpu-pstate.status", "active"),
            (
                "feature.node.kubernetes.io/cpu-pstate.scaling_governor",
                "performance",
            ),
            ("feature.node.kubernetes.io/cpu-pstate.turbo", "true"),
            ("feature.node.kubernetes.io/cpu-cstate.enabled", "true"),
            ("feature.node.kubernetes.io/kernel-config.NO_HZ", "true"),
            (
                "feature.node.kubernetes.io/kernel-config.NO_HZ_IDLE",
                "true",
            ),
            (
                "network.topology.nvidia.com/spine",
                &format!("spine-{}", block / 4),
            ),
            (
                "network.topology.nvidia.com/block",
                &format!("block-{block:02}"),
            ),
            (
                "network.topology.nvidia.com/accelerator",
                &format!("nvlink-{}", hash(name, 16) % 64),
            ),
        ] {
            b.label(k, v);
        }
        for f in CPUID {
            b.label(&format!("feature.node.kubernetes.io/cpu-cpuid.{f}"), "true");
        }
        // NFD lists the feature labels it owns (without the prefix), as it does on real nodes.
        let owned: Vec<String> = b
            .labels
            .keys()
            .filter_map(|k| {
                k.strip_prefix("feature.node.kubernetes.io/")
                    .map(str::to_string)
            })
            .collect();
        b.annotation("nfd.node.kubernetes.io/feature-labels", &owned.join(","));
        b.annotation(
            "nvidia.com/gpu-driver-upgrade.driver-pod-restart-start-time",
            "1741262100",
        );
        b
    }

    /// A CPU system node: no GPU labels, fewer images (~10 KB).
    pub fn cpu(name: &str) -> NodeBuilder {
        let mut b = NodeBuilder::base(name, false);
        for f in &CPUID[..20] {
            b.label(&format!("feature.node.kubernetes.io/cpu-cpuid.{f}"), "true");
        }
        b
    }

    pub fn label(&mut self, k: &str, v: &str) -> &mut Self {
        self.labels.insert(k.to_string(), v.to_string());
        self
    }

    pub fn annotation(&mut self, k: &str, v: &str) -> &mut Self {
        self.annotations.insert(k.to_string(), v.to_string());
        self
    }

    pub fn taint(
        &mut self,
        key: &str,
        value: Option<&str>,
        effect: &str,
        added: Option<Timestamp>,
    ) -> &mut Self {
        let mut t = json!({"key": key, "effect": effect});
        if let Some(v) = value {
            t["value"] = json!(v);
        }
        if let Some(a) = added {
            t["timeAdded"] = json!(rfc3339(a));
        }
        self.taints.push(t);
        self
    }

    /// Everything a CR writes on a node under prefix `p`: `nodeState_`, `status_` (annotation and
    /// label), `version_`, and the `NotReady`/`Erroring` node conditions.
    fn cr_state(&mut self, p: &str, cr: &str, st: &CrState, version: &str, since: Timestamp) {
        let status = st.status();
        match st {
            CrState::Written {
                packages: Some(entries),
                ..
            } => {
                let mut m = serde_json::Map::new();
                for e in entries {
                    let mut v = json!({
                        "name": e.pkg.name, "version": e.pkg.version, "image": e.pkg.image,
                        "stage": e.stage, "state": e.state,
                    });
                    if e.restarts > 0 {
                        v["restarts"] = json!(e.restarts);
                    }
                    m.insert(format!("{}|{}", e.pkg.name, e.pkg.version), v);
                }
                self.annotation(
                    &format!("{p}/nodeState_{cr}"),
                    &Value::Object(m).to_string(),
                );
            }
            CrState::Written { packages: None, .. } => {}
            CrState::Raw { node_state, .. } => {
                self.annotation(&format!("{p}/nodeState_{cr}"), node_state);
            }
        }
        self.annotation(&format!("{p}/status_{cr}"), status);
        self.label(&format!("{p}/status_{cr}"), status);
        self.annotation(&format!("{p}/version_{cr}"), version);
        let complete = status == "complete";
        let erroring = match st {
            CrState::Written {
                packages: Some(e), ..
            } => e.iter().any(|e| matches!(e.state, "erroring" | "unknown")),
            _ => false,
        };
        let t = rfc3339(since);
        // Same shape as the operator's UpdateCondition: NotReady is True until complete.
        self.conditions.push(json!({
            "type": format!("{p}/{cr}/NotReady"),
            "status": if complete { "False" } else { "True" },
            "reason": if complete { "Complete" } else { "Incomplete" },
            "message": format!("Skyhook {cr} Ready"),
            "lastHeartbeatTime": t, "lastTransitionTime": t,
        }));
        self.conditions.push(json!({
            "type": format!("{p}/{cr}/Erroring"),
            "status": if erroring { "True" } else { "False" },
            "reason": if erroring { "Package(s) Erroring or Unknown" } else { "Not Erroring" },
            "message": format!("Package Erroring or Unknown for {cr}"),
            "lastHeartbeatTime": t, "lastTransitionTime": t,
        }));
    }

    /// The Node as JSON.
    pub fn to_json(&self) -> Value {
        let name = &self.name;
        let heartbeat = rfc3339(Timestamp::now() - 20.seconds());
        let booted = rfc3339(Timestamp::now() - ((3 + hash(name, 20) % 40) as i64 * 24).hours());
        let mut conditions = self.conditions.clone();
        for (t, reason, msg) in [
            (
                "MemoryPressure",
                "KubeletHasSufficientMemory",
                "kubelet has sufficient memory available",
            ),
            (
                "DiskPressure",
                "KubeletHasNoDiskPressure",
                "kubelet has no disk pressure",
            ),
            (
                "PIDPressure",
                "KubeletHasSufficientPID",
                "kubelet has sufficient PID available",
            ),
        ] {
            conditions.push(json!({"type": t, "status": "False", "reason": reason, "message": msg, "lastHeartbeatTime": heartbeat, "lastTransitionTime": booted}));
        }
        conditions.push(json!({"type": "Ready", "status": "True", "reason": "KubeletReady", "message": "kubelet is posting ready status", "lastHeartbeatTime": heartbeat, "lastTransitionTime": booted}));
        conditions.insert(0, json!({"type": "NetworkUnavailable", "status": "False", "reason": "CalicoIsUp", "message": "Calico is running on this node", "lastHeartbeatTime": booted, "lastTransitionTime": booted}));

        let images: Vec<Value> = if self.gpu {
            &GPU_IMAGES[..]
        } else {
            &GPU_IMAGES[25..45]
        }
        .iter()
        .enumerate()
        .map(|(i, (repo, tag, mb))| {
            let digest = hex(&format!("{repo}:{tag}"), 30, 64);
            let mut names = vec![format!("{repo}@sha256:{digest}"), format!("{repo}:{tag}")];
            // Some images were also pulled under a second tag, as kubelet reports them.
            if i % 3 == 0 {
                names.push(format!(
                    "{repo}:{}",
                    tag.split(['-', '.']).next().unwrap_or(tag)
                ));
            }
            json!({
                "names": names,
                "sizeBytes": mb * 1_048_576 + hash(name, 40 + i as u64) % 1_000_000,
            })
        })
        .collect();
        let (cpu, alloc_cpu, mem, alloc_mem) = if self.gpu {
            ("192", "191450m", "2097152000Ki", "2085472000Ki")
        } else {
            ("32", "31750m", "131072000Ki", "129024000Ki")
        };
        let mut capacity = json!({
            "cpu": cpu, "memory": mem, "pods": "110", "ephemeral-storage": "3750000000Ki",
            "hugepages-1Gi": "0", "hugepages-2Mi": "0",
        });
        let mut allocatable = json!({
            "cpu": alloc_cpu, "memory": alloc_mem, "pods": "110", "ephemeral-storage": "3456000000000",
            "hugepages-1Gi": "0", "hugepages-2Mi": "0",
        });
        if self.gpu {
            for m in [&mut capacity, &mut allocatable] {
                m["nvidia.com/gpu"] = json!("8");
                m["rdma/rdma_shared_device_a"] = json!("63");
                m["vpc.amazonaws.com/efa"] = json!("32");
            }
        }
        let ip = self
            .annotations
            .get("node.kubernetes.io/internal-ip")
            .cloned()
            .unwrap_or_default();
        let mut annotations = self.annotations.clone();
        annotations.remove("node.kubernetes.io/internal-ip");
        let pod_cidr = format!(
            "10.{}.{}.0/24",
            64 + hash(name, 50) % 64,
            hash(name, 51) % 256
        );
        let mut spec = json!({
            "podCIDR": pod_cidr, "podCIDRs": [pod_cidr],
            "providerID": format!("aws:///{}/i-{}", self.labels["topology.kubernetes.io/zone"], hex(name, 10, 17)),
        });
        if !self.taints.is_empty() {
            spec["taints"] = json!(self.taints);
        }
        if self.unschedulable {
            spec["unschedulable"] = json!(true);
        }
        json!({
            "apiVersion": "v1",
            "kind": "Node",
            "metadata": {"name": name, "labels": self.labels, "annotations": annotations},
            "spec": spec,
            "status": {
                "addresses": [
                    {"type": "InternalIP", "address": ip},
                    {"type": "InternalDNS", "address": format!("ip-{}.ec2.internal", ip.replace('.', "-"))},
                    {"type": "Hostname", "address": name},
                ],
                "allocatable": allocatable,
                "capacity": capacity,
                "conditions": conditions,
                "daemonEndpoints": {"kubeletEndpoint": {"Port": 10250}},
                "images": images,
                "nodeInfo": {
                    "architecture": "amd64",
                    "bootID": self.boot_id,
                    "containerRuntimeVersion": "containerd://1.7.27",
                    "kernelVersion": "5.15.0-1063-nvidia",
                    "kubeProxyVersion": "",
                    "kubeletVersion": "v1.34.4",
                    "machineID": hex(name, 60, 32),
                    "operatingSystem": "linux",
                    "osImage": "Ubuntu 22.04.5 LTS",
                    "systemUUID": uuid(name, 61),
                },
                "runtimeHandlers": [
                    {"name": "nvidia", "features": {"recursiveReadOnlyMounts": true, "userNamespaces": true}},
                    {"name": "runc", "features": {"recursiveReadOnlyMounts": true, "userNamespaces": true}},
                    {"name": "", "features": {"recursiveReadOnlyMounts": true, "userNamespaces": true}},
                ],
                "features": {"supplementalGroupsPolicy": true},
            },
        })
    }
}

// ------------------------------------------------------------------------------------------------
// Writing to the API server.

/// API resources of the fleet's object kinds.
pub fn api_resource(group: &str, kind: &str) -> ApiResource {
    let (g, v, plural) = match (group, kind) {
        ("", "Node") => ("", "v1", "nodes"),
        ("", "Namespace") => ("", "v1", "namespaces"),
        ("apps", "Deployment") => ("apps", "v1", "deployments"),
        (g, "Skyhook") => (g, "v1alpha1", "skyhooks"),
        (g, "NodeWright") => (g, "v1alpha1", "nodewrights"),
        (g, "DeploymentPolicy") => (g, "v1alpha1", "deploymentpolicies"),
        (g, k) => panic!("fleet: no API resource known for {g}/{k}"),
    };
    ApiResource::from_gvk_with_plural(&GroupVersionKind::gvk(g, v, kind), plural)
}

fn resource_of(obj: &Value) -> ApiResource {
    let api_version = obj["apiVersion"].as_str().unwrap_or("v1");
    let group = api_version.rsplit_once('/').map_or("", |(g, _)| g);
    api_resource(group, obj["kind"].as_str().unwrap_or_default())
}

/// Whether an object kind ignores `status` on create (CRDs with a status subresource, and
/// Deployments), so status must be written through the subresource afterwards. Nodes keep it.
fn status_via_subresource(obj: &Value) -> bool {
    obj["kind"] != "Node"
}

/// Create `obj`, or replace it if it exists (so seeding is idempotent), then write its `status`
/// (if it has one) through the status subresource when create ignores it.
pub async fn upsert(client: &Client, obj: &Value) -> Result<DynamicObject, kube::Error> {
    let ar = resource_of(obj);
    let ns = obj["metadata"]["namespace"].as_str();
    let api: Api<DynamicObject> = match ns {
        Some(ns) => Api::namespaced_with(client.clone(), ns, &ar),
        None => Api::all_with(client.clone(), &ar),
    };
    let name = obj["metadata"]["name"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    let mut desired: DynamicObject =
        serde_json::from_value(obj.clone()).map_err(kube::Error::SerdeError)?;
    let status = obj.get("status").cloned();
    let pp = PostParams {
        dry_run: false,
        field_manager: Some("nodewright-fleet".into()),
    };

    let mut written = match api.create(&pp, &desired).await {
        Ok(o) => {
            if status.is_none() || !status_via_subresource(obj) {
                return Ok(o);
            }
            o
        }
        Err(kube::Error::Api(s)) if s.is_already_exists() => {
            // Replace the whole object: stale keys from an earlier seeding must not survive.
            let mut attempt = 0;
            loop {
                let current = api.get(&name).await?;
                desired.metadata.resource_version = current.metadata.resource_version.clone();
                match api.replace(&name, &pp, &desired).await {
                    Ok(o) => break o,
                    Err(kube::Error::Api(s)) if s.is_conflict() && attempt < 5 => attempt += 1,
                    Err(e) => return Err(e),
                }
            }
        }
        Err(e) => return Err(e),
    };
    if let Some(status) = status {
        // PUT on the main resource ignores status; write it through the subresource. Retry on
        // conflict: nothing else writes here, but be correct anyway.
        for attempt in 0.. {
            written.data["status"] = status.clone();
            match api.replace_status(&name, &pp, &written).await {
                Ok(o) => return Ok(o),
                Err(kube::Error::Api(s)) if s.is_conflict() && attempt < 5 => {
                    written = api.get(&name).await?;
                }
                Err(e) => return Err(e),
            }
        }
    }
    Ok(written)
}

/// POST a Node from serialised JSON and ignore the echoed object. Seeding thousands of ~32 KB
/// nodes is bound by client CPU on a small machine (debug build): parsing every 32 KB response
/// into a `DynamicObject` would cost as much as building the node.
async fn create_node_raw(client: &Client, body: Vec<u8>) -> Result<(), kube::Error> {
    let req = http::Request::post("/api/v1/nodes?fieldManager=nodewright-fleet")
        .header(http::header::CONTENT_TYPE, "application/json")
        .body(body)
        .map_err(kube::Error::HttpError)?;
    client.request_text(req).await.map(|_| ())
}

/// Figures from one seeding.
#[derive(Debug, Clone)]
pub struct SeedReport {
    pub nodes: usize,
    pub node_bytes: usize,
    pub elapsed: Duration,
}

/// Write the operator Deployment (with its namespace) and make it ready through the status subresource.
pub async fn seed_operator(client: &Client, op: &Operator) -> Result<(), kube::Error> {
    let ns = json!({"apiVersion": "v1", "kind": "Namespace", "metadata": {"name": op.namespace}});
    upsert(client, &ns).await?;
    let mut d = op.deployment_json();
    d["status"] = op.status_json();
    upsert(client, &d).await?;
    Ok(())
}

/// Write the whole fleet: policies, CRs (spec, then status), nodes (`concurrency` at a time).
/// Does not write the operator Deployment (see [`seed_operator`]): it is shared by all fleets.
pub async fn seed(
    client: &Client,
    fleet: &Fleet,
    concurrency: usize,
) -> Result<SeedReport, kube::Error> {
    let start = Instant::now();
    for p in fleet.policies() {
        upsert(client, &p).await?;
    }
    // Nodes first: CR status names nodes, and a CR whose status lists nodes that do not exist
    // yet is a state a reader may see for a moment in real clusters too, but not one to seed.
    let node_bytes = std::sync::atomic::AtomicUsize::new(0);
    futures::stream::iter(fleet.nodes.iter())
        .map(|plan| {
            let json = fleet.node_json(plan);
            let node_bytes = &node_bytes;
            async move {
                let body = serde_json::to_vec(&json).map_err(kube::Error::SerdeError)?;
                node_bytes.fetch_add(body.len(), std::sync::atomic::Ordering::Relaxed);
                match create_node_raw(client, body).await {
                    Ok(()) => Ok(()),
                    Err(kube::Error::Api(s)) if s.is_already_exists() => {
                        upsert(client, &json).await.map(|_| ())
                    }
                    Err(e) => Err(e),
                }
            }
        })
        .buffer_unordered(concurrency.max(1))
        .try_collect::<()>()
        .await?;
    for mut cr in fleet.crs() {
        let role = Role::ALL
            .into_iter()
            .find(|r| cr["metadata"]["name"] == fleet.cr_name(*r))
            .expect("every CR of a fleet has a role");
        cr["status"] = fleet.cr_status(role);
        // A legacy Skyhook's status is frozen once the renamed operator takes over, and a v0.18+
        // operator holds every reconcile while one still reads in progress (its migration hold):
        // this fleet upgraded after the legacy rollouts finished, so they read complete.
        if fleet.flavor == Flavor::Migrating
            && cr["apiVersion"]
                .as_str()
                .is_some_and(|v| v.starts_with(LEGACY))
            && !matches!(cr["status"]["status"].as_str(), Some("paused" | "disabled"))
        {
            cr["status"]["status"] = json!("complete");
        }
        upsert(client, &cr).await?;
    }
    Ok(SeedReport {
        nodes: fleet.nodes.len(),
        node_bytes: node_bytes.into_inner(),
        elapsed: start.elapsed(),
    })
}
