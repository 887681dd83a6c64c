//! Helpers shared by the integration tests (`mod common;` in each test file).
//!
//! Tests run against a real control plane started by `tests/cluster up` (etcd + kube-apiserver,
//! see docs/development.md), run the built plugin as a separate process, and read the
//! outcome back from the API server.
#![allow(dead_code)]

pub mod connect_proxy;
pub mod facts;
pub mod fleet;
pub mod kubeconfig;
pub mod lines;
pub mod pty;
pub mod scene;

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::OnceLock;

use kube::Client;
use kube::config::{KubeConfigOptions, Kubeconfig};

/// A running control plane: its state dir and kubeconfigs.
#[derive(Debug, Clone)]
pub struct Cluster {
    pub dir: PathBuf,
    /// `system:masters` token user.
    pub admin_kubeconfig: PathBuf,
    /// A user with no RBAC bindings.
    pub nobody_kubeconfig: PathBuf,
}

fn repo_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

impl Cluster {
    /// The control plane of this test binary: `tests/cluster up` runs once (it reuses a running
    /// one), in `$CLUSTER_DIR` or `target/cluster`. Panics with the script's output on failure.
    pub fn shared() -> &'static Cluster {
        static CLUSTER: OnceLock<Cluster> = OnceLock::new();
        CLUSTER.get_or_init(|| {
            Cluster::up(&std::env::var("CLUSTER_DIR").unwrap_or_else(|_| "target/cluster".into()))
        })
    }

    /// Start (or reuse) a control plane in `dir` (relative paths are taken from the repo root).
    pub fn up(dir: &str) -> Cluster {
        let root = repo_root();
        let dir = if Path::new(dir).is_absolute() {
            PathBuf::from(dir)
        } else {
            root.join(dir)
        };
        let mut cmd = Command::new(root.join("tests/cluster"));
        cmd.arg("up")
            .env("CLUSTER_DIR", &dir)
            .current_dir(&root)
            .stdin(Stdio::null());
        // Hand the script the etcd of our own dev-dependency: it would otherwise ask cargo, which
        // may wait on the target/ lock that this very `cargo test` run is holding.
        if std::env::var_os("ETCD_BIN").is_none()
            && let Ok(p) = etcd_bin_vendored::etcd_bin_path()
        {
            cmd.env("ETCD_BIN", p);
        }
        let out = cmd
            .output()
            .unwrap_or_else(|e| panic!("cannot run tests/cluster: {e}"));
        assert!(
            out.status.success(),
            "tests/cluster up failed ({}):\n{}\n{}",
            out.status,
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        Cluster {
            admin_kubeconfig: dir.join("admin.kubeconfig"),
            nobody_kubeconfig: dir.join("nobody.kubeconfig"),
            dir,
        }
    }

    /// A client as the admin.
    pub async fn client(&self) -> Client {
        client_from(&self.admin_kubeconfig).await
    }

    /// A client as `nobody` (every request is forbidden by RBAC).
    pub async fn nobody_client(&self) -> Client {
        client_from(&self.nobody_kubeconfig).await
    }

    /// Run the plugin as the admin.
    pub fn run_plugin<I, S>(&self, args: I) -> Output
    where
        I: IntoIterator<Item = S>,
        S: AsRef<std::ffi::OsStr>,
    {
        run_plugin_as(&self.admin_kubeconfig, args)
    }
}

/// Run the plugin as the admin of the shared control plane (see [`Cluster::shared`]).
pub fn run_plugin<I, S>(args: I) -> Output
where
    I: IntoIterator<Item = S>,
    S: AsRef<std::ffi::OsStr>,
{
    Cluster::shared().run_plugin(args)
}

/// A `kube::Client` from a kubeconfig file (not from the environment: tests run in parallel).
pub async fn client_from(kubeconfig: &Path) -> Client {
    let kc = Kubeconfig::read_from(kubeconfig)
        .unwrap_or_else(|e| panic!("read {}: {e}", kubeconfig.display()));
    let config = kube::Config::from_custom_kubeconfig(kc, &KubeConfigOptions::default())
        .await
        .unwrap_or_else(|e| panic!("kubeconfig {}: {e}", kubeconfig.display()));
    nodewright::cluster::client_from_config(config)
        .await
        .unwrap_or_else(|e| panic!("client for {}: {e}", kubeconfig.display()))
}

/// Run the built `kubectl-nodewright` with `KUBECONFIG` set, stdin closed and no terminal
/// (output captured, so colour and prompts see a pipe), and `NO_COLOR` set for stable text.
pub fn run_plugin_as<I, S>(kubeconfig: &Path, args: I) -> Output
where
    I: IntoIterator<Item = S>,
    S: AsRef<std::ffi::OsStr>,
{
    plugin_command(kubeconfig)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("cannot run kubectl-nodewright: {e}"))
}

/// The plugin command, ready for more args or env; for tests that need to tweak it.
pub fn plugin_command(kubeconfig: &Path) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_kubectl-nodewright"));
    cmd.env("KUBECONFIG", kubeconfig)
        .env("NO_COLOR", "1")
        .env_remove("CLICOLOR_FORCE")
        .env_remove("RUST_LOG")
        .stdin(Stdio::null());
    cmd
}

/// stdout and stderr of a run, for assertion messages.
pub fn describe(out: &Output) -> String {
    format!(
        "exit: {}\n--- stdout ---\n{}\n--- stderr ---\n{}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

/// A name unique to this test run and call site, lowercase DNS-safe, short enough to be a fleet
/// id (≤ 24): `<tag>-<pid base36>-<counter>`.
pub fn unique(tag: &str) -> String {
    use std::sync::atomic::{AtomicU32, Ordering};
    static N: AtomicU32 = AtomicU32::new(0);
    let n = N.fetch_add(1, Ordering::Relaxed);
    let mut pid = std::process::id();
    let mut b36 = String::new();
    loop {
        b36.insert(0, char::from_digit(pid % 36, 36).unwrap_or('0'));
        pid /= 36;
        if pid == 0 {
            break;
        }
    }
    let tag: String = tag
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .take(10)
        .collect::<String>()
        .to_lowercase();
    format!("{tag}-{b36}-{n}")
}

/// A small Node as JSON, for tests that want one specific node and not a fleet.
pub fn node(name: &str) -> NodeJson {
    NodeJson(serde_json::json!({
        "apiVersion": "v1", "kind": "Node",
        "metadata": {"name": name, "labels": {"kubernetes.io/hostname": name}, "annotations": {}},
        "spec": {},
    }))
}

/// Builder over a Node's JSON.
#[derive(Debug, Clone)]
pub struct NodeJson(pub serde_json::Value);

impl NodeJson {
    pub fn label(mut self, k: &str, v: &str) -> Self {
        self.0["metadata"]["labels"][k] = v.into();
        self
    }
    pub fn annotation(mut self, k: &str, v: &str) -> Self {
        self.0["metadata"]["annotations"][k] = v.into();
        self
    }
    pub fn taint(mut self, key: &str, value: &str, effect: &str) -> Self {
        let t = serde_json::json!({"key": key, "value": value, "effect": effect});
        match self.0["spec"]["taints"].as_array_mut() {
            Some(a) => a.push(t),
            None => self.0["spec"]["taints"] = serde_json::json!([t]),
        }
        self
    }
    pub fn json(&self) -> &serde_json::Value {
        &self.0
    }
    /// Create (or replace) it on the API server.
    pub async fn apply(&self, client: &Client) -> k8s_openapi::api::core::v1::Node {
        let o = fleet::upsert(client, &self.0)
            .await
            .unwrap_or_else(|e| panic!("create node: {e}"));
        serde_json::from_value(serde_json::to_value(o).expect("node serialises")).expect("a Node")
    }
}

/// Deletes a fleet's legacy Skyhooks. A legacy Skyhook left in progress in the shared control
/// plane is, correctly, a migration hold for the v0.18+ operator the other tests seed there:
/// every gated node of every later test would read `operator-halted`. Tests that seed a legacy
/// fleet into the shared cluster call this when they are done.
pub fn delete_legacy_crs(kubeconfig: &std::path::Path, f: &fleet::Fleet) {
    for role in fleet::Role::ALL {
        let out = std::process::Command::new("kubectl")
            .args(["--kubeconfig", &kubeconfig.to_string_lossy()])
            .args(["delete", "skyhooks.skyhook.nvidia.com", &f.cr_name(role)])
            .args(["--ignore-not-found", "--wait=false"])
            .output()
            .expect("kubectl");
        assert!(
            out.status.success(),
            "delete skyhook {}: {}",
            f.cr_name(role),
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

/// A fleet in the shared control plane with its own operator Deployment (in its own namespace,
/// passed with --operator-namespace) so other tests' operators cannot change its verdicts.
pub struct FleetWithOperator {
    pub fleet: fleet::Fleet,
    pub ns: String,
}

/// Seeds a renamed-world fleet of `situations` and its own v0.18 operator in `<id>-op`.
pub async fn fleet_with_operator(tag: &str, situations: &[fleet::Situation]) -> FleetWithOperator {
    let c = Cluster::shared();
    let client = c.client().await;
    let id = unique(tag);
    let mut op = fleet::Operator::for_flavor(fleet::Flavor::Renamed);
    op.namespace = format!("{id}-op");
    fleet::seed_operator(&client, &op).await.expect("operator");
    let mut f = fleet::Fleet::new(&id, fleet::Flavor::Renamed);
    for s in situations {
        f.add(*s);
    }
    fleet::seed(&client, &f, 4).await.expect("seed");
    FleetWithOperator {
        fleet: f,
        ns: op.namespace,
    }
}

/// A control plane of its own in `target/cluster-<name>`, for a world that must not share the
/// cluster (cluster-wide reports, halts); stopped when dropped, whether the test passed or not.
pub struct OwnCluster(pub Cluster);

impl OwnCluster {
    pub fn up(name: &str) -> OwnCluster {
        OwnCluster(Cluster::up(&format!("target/cluster-{name}")))
    }
    pub fn kubeconfig(&self) -> &Path {
        &self.0.admin_kubeconfig
    }
}

impl std::ops::Deref for OwnCluster {
    type Target = Cluster;
    fn deref(&self) -> &Cluster {
        &self.0
    }
}

impl Drop for OwnCluster {
    fn drop(&mut self) {
        let _ = Command::new(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/cluster"))
            .arg("down")
            .env("CLUSTER_DIR", &self.0.dir)
            .stdin(Stdio::null())
            .output();
    }
}

/// Rewrites `name` as the operator leaves a node once every package completed: state complete,
/// taint removed. Written straight to the API server (never through a test proxy).
pub async fn complete_node(f: &fleet::Fleet, name: &str) {
    let mut done = fleet::Fleet::new(&f.id, f.flavor);
    done.now = f.now;
    let mut plan = f.plan(name).expect("plan").clone();
    plan.situation = fleet::Situation::Released;
    done.nodes.push(plan.clone());
    let client = Cluster::shared().client().await;
    fleet::upsert(&client, &done.node_json(&plan))
        .await
        .expect("complete node");
}

/// A fresh renamed-world fleet of `situations` (with the shared v0.18 operator) in the shared
/// control plane.
pub async fn seeded(
    tag: &str,
    situations: &[fleet::Situation],
) -> (&'static Cluster, Client, fleet::Fleet) {
    let c = Cluster::shared();
    let client = c.client().await;
    let mut f = fleet::Fleet::new(&unique(tag), fleet::Flavor::Renamed);
    for s in situations {
        f.add(*s);
    }
    fleet::seed_operator(
        &client,
        &fleet::Operator::for_flavor(fleet::Flavor::Renamed),
    )
    .await
    .expect("operator");
    fleet::seed(&client, &f, 8).await.expect("seed");
    (c, client, f)
}

/// A `WriteResultList`'s outcome per target (`node/NAME` or the object written).
pub fn write_outcomes(doc: &serde_json::Value) -> std::collections::BTreeMap<String, String> {
    assert_eq!(doc["kind"], "WriteResultList", "{doc}");
    doc["items"]
        .as_array()
        .expect("items")
        .iter()
        .map(|i| {
            let t = i["node"]
                .as_str()
                .map(|n| format!("node/{n}"))
                .or_else(|| i["object"].as_str().map(str::to_string))
                .expect("target");
            (t, i["outcome"].as_str().expect("outcome").to_string())
        })
        .collect()
}

/// A list document's items by `name` (`NodeGateList`, `RolloutList`).
pub fn items_by_name(
    doc: &serde_json::Value,
) -> std::collections::BTreeMap<String, serde_json::Value> {
    doc["items"]
        .as_array()
        .expect("items")
        .iter()
        .map(|i| (i["name"].as_str().expect("name").to_string(), i.clone()))
        .collect()
}
