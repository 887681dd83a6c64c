//! Fleet-scale benchmark (issue 8): the plugin next to the kubectl commands people use today, on
//! the same data, against a real control plane, at several fleet sizes. Prints one table.
//!
//!     cargo run --release --example bench -- --nodes 500,5000 --runs 3
//!
//! It starts its own control plane (`tests/cluster up` with its own `CLUSTER_DIR`, stopped at the
//! end, also on error or Ctrl-C), seeds a GPU fleet with `--mix bench` at each size, and measures
//! per scenario: wall time, client peak RSS and CPU (user+sys; `/usr/bin/time` when present, else
//! by polling `/proc`), requests by verb (from each tool's `-v=6` request lines), bytes received on
//! the wire (a counting TCP proxy in front of the apiserver: both tools connect through it) and a
//! correctness check made by reading the nodes back. Each scenario runs `--runs` times; the table
//! shows the median and the spread (min–max).
//!
//! Figures are for the machine they ran on: the control plane runs on the same cores as the
//! clients, and so does this program's proxy and concurrent writer.

#[path = "common/apicost.rs"]
mod apicost;
#[path = "../tests/common/fleet.rs"]
#[allow(dead_code)]
mod fleet;
#[path = "common/link.rs"]
mod link;
#[path = "common/scale.rs"]
mod scale;

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use clap::Parser;
use fleet::{Flavor, Fleet, Mix, Operator, Role, Situation};
use futures::StreamExt;
use kube::Client;
use serde::Deserialize;
use serde_json::{Value, json};

use apicost::{EtcdNodes, Metrics};
use link::{Counter, Shape, start_proxy};

const FLEET_ID: &str = "nwb";
const PREFIX: &str = fleet::RENAMED;
const GATE: &str = "nodewright.nvidia.com=runtime-required:NoSchedule";
const WRITER_PREFIX: &str = "writer.bench.nodewright.dev/w";
const LOOP_KEY: &str = "bench.nodewright.dev/loop";
const GNU_TIME: &str = "/usr/bin/time";

#[derive(Debug, Parser)]
#[command(
    about = "Fleet-scale benchmark: kubectl-nodewright vs kubectl (+jq), on a real control plane"
)]
struct Args {
    /// Fleet sizes, comma-separated, run in this order.
    #[arg(long, value_delimiter = ',', default_value = "500,5000")]
    nodes: Vec<usize>,
    /// Runs per scenario and tool (median and min–max are reported).
    #[arg(long, default_value_t = 3)]
    runs: usize,
    /// State directory of the benchmark's own control plane (relative to the repository root).
    #[arg(long, default_value = "target/cluster-nwbench")]
    cluster_dir: String,
    /// Plugin binary to measure. Default: build `--release --bin kubectl-nodewright` and use it.
    #[arg(long)]
    plugin: Option<PathBuf>,
    /// kubectl binary.
    #[arg(long, default_value = "kubectl")]
    kubectl: String,
    /// jq binary.
    #[arg(long, default_value = "jq")]
    jq: String,
    /// Nodes of the per-node shell loop sample.
    #[arg(long, default_value_t = 50)]
    loop_sample: usize,
    /// Runs of each start-up measurement.
    #[arg(long, default_value_t = 50)]
    startup_runs: usize,
    /// Taint writes per second of the concurrent writer during the re-gate scenario.
    #[arg(long, default_value_t = 40.0)]
    writer_rate: f64,
    /// Only these scenarios (status,rollout,reset,taint,loop,startup).
    #[arg(long, value_delimiter = ',')]
    only: Vec<String>,
    /// Leave the control plane running at the end (it is still stopped on error).
    #[arg(long)]
    keep_cluster: bool,
    /// Write the printed table to this file too.
    #[arg(long)]
    out: Option<PathBuf>,
    /// Shaped links (besides loopback) the status rows also run over, each a column:
    /// `MBIT/RTTms`, e.g. `100/20` for 100 Mbit/s and 20 ms round trip. Empty: loopback only.
    #[arg(long, value_delimiter = ',', default_value = "100/20")]
    link: Vec<String>,
    /// NVIDIA's Go CLI (`kubectl-skyhook`, built from the operator's source): adds a peer row
    /// (`node status -o json`); the fleet is then seeded in the legacy flavour it can read.
    #[arg(long)]
    skyhook: Option<PathBuf>,
    /// Length of the quiet window of the `wait` and `status --watch` rows, in seconds.
    #[arg(long, default_value_t = 60)]
    quiet_secs: u64,
    /// A scale point after the other sizes (larger than all of them), e.g. 100000: the fleet is
    /// grown to this many nodes and the plugin's `status -o json`, `explain NODE`, `rollout`,
    /// `wait NODE` and a quiet `status --watch` run (loopback; see examples/common/scale.rs),
    /// compared with the largest size for linearity and O(1) requests.
    #[arg(long)]
    scale: Option<usize>,
    /// Nodes per fleet at the scale point (see examples/common/scale.rs: one CR's status must
    /// stay under the API server's 2 MiB etcd write).
    #[arg(long, default_value_t = scale::SHARD)]
    shard: usize,
    /// A file that exists while a size is measured, not while it is seeded: tells others on a
    /// shared machine to hold heavy work. Removed after each size, on error and on Ctrl-C.
    #[arg(long)]
    mark: Option<PathBuf>,
}

/// The plugin's own page size (`--chunk-size` default in src/cli.rs): the floor lists with it.
const PLUGIN_PAGE: u32 = 250;

fn main() {
    let args = Args::parse();
    let rt = match tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("bench: cannot start a runtime: {e}");
            std::process::exit(1);
        }
    };
    let repo = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let cluster = Arc::new(ClusterGuard::new(
        &repo,
        &args.cluster_dir,
        args.mark.clone(),
    ));
    watch_ctrl_c(cluster.clone());
    let result = rt.block_on(run(&args, &repo, &cluster));
    if !(args.keep_cluster && result.is_ok()) {
        cluster.down();
    }
    if let Err(e) = result {
        eprintln!("bench: {e}");
        std::process::exit(1);
    }
}

type Res<T> = Result<T, String>;

fn err<E: std::fmt::Display>(ctx: &str) -> impl FnOnce(E) -> String + '_ {
    move |e| format!("{ctx}: {e}")
}

// ------------------------------------------------------------------------------------------------
// The control plane.

#[derive(Debug)]
struct ClusterGuard {
    repo: PathBuf,
    dir: String,
    started: AtomicBool,
    /// `--mark`: exists while a size is measured.
    mark: Option<PathBuf>,
}

impl ClusterGuard {
    fn new(repo: &Path, dir: &str, mark: Option<PathBuf>) -> Self {
        ClusterGuard {
            repo: repo.to_path_buf(),
            dir: dir.to_string(),
            started: AtomicBool::new(false),
            mark,
        }
    }

    /// Creates (`true`) or removes the `--mark` file, if one was given.
    fn measuring(&self, on: bool) {
        let Some(m) = &self.mark else { return };
        let r = if on {
            fs::write(
                m,
                format!("bench measuring since {:?}\n", std::time::SystemTime::now()),
            )
        } else {
            fs::remove_file(m).or_else(|e| match e.kind() {
                std::io::ErrorKind::NotFound => Ok(()),
                _ => Err(e),
            })
        };
        if let Err(e) = r {
            eprintln!("bench: --mark {}: {e}", m.display());
        }
    }

    /// `tests/cluster up`; returns the kubeconfig path. Tried up to three times: on a loaded
    /// machine `up` can take the apiserver for exited when it polls its PID before the exec.
    fn up(&self) -> Res<PathBuf> {
        self.started.store(true, Ordering::SeqCst);
        let mut attempt = 1;
        let out = loop {
            let out = Command::new(self.repo.join("tests/cluster"))
                .arg("up")
                .env("CLUSTER_DIR", &self.dir)
                .stderr(Stdio::inherit())
                .output()
                .map_err(err("tests/cluster up"))?;
            if out.status.success() {
                break out;
            }
            if attempt == 3 {
                return Err(format!("tests/cluster up failed ({})", out.status));
            }
            eprintln!("bench: tests/cluster up failed (attempt {attempt}); retrying");
            attempt += 1;
        };
        let stdout = String::from_utf8_lossy(&out.stdout);
        let line = stdout
            .lines()
            .rev()
            .find_map(|l| l.strip_prefix("export KUBECONFIG="))
            .ok_or("tests/cluster up printed no export line")?;
        Ok(PathBuf::from(line.trim().trim_matches(['\'', '"'])))
    }

    fn down(&self) {
        self.measuring(false);
        if !self.started.swap(false, Ordering::SeqCst) {
            return;
        }
        let st = Command::new(self.repo.join("tests/cluster"))
            .arg("down")
            .env("CLUSTER_DIR", &self.dir)
            .stdout(Stdio::null())
            .status();
        if !matches!(st, Ok(s) if s.success()) {
            eprintln!(
                "bench: `CLUSTER_DIR={} tests/cluster down` failed; run it by hand",
                self.dir
            );
        }
    }
}

/// Ctrl-C: stop the control plane, then exit. A thread with its own runtime, because the main one
/// blocks while it waits for measured processes.
fn watch_ctrl_c(cluster: Arc<ClusterGuard>) {
    thread::spawn(move || {
        let Ok(rt) = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
        else {
            return;
        };
        if rt.block_on(tokio::signal::ctrl_c()).is_ok() {
            eprintln!("bench: interrupted; stopping the control plane");
            cluster.down();
            std::process::exit(130);
        }
    });
}

// ------------------------------------------------------------------------------------------------
// Measuring child processes.

/// One process of a job: argv, and whether its stdin is the previous process's stdout.
#[derive(Debug, Clone)]
struct Proc {
    argv: Vec<String>,
    pipe_in: bool,
}

fn proc(argv: &[&str]) -> Proc {
    Proc {
        argv: argv.iter().map(|s| s.to_string()).collect(),
        pipe_in: false,
    }
}

/// What one process cost.
#[derive(Debug, Clone, Default)]
struct Cost {
    rss_kb: u64,
    cpu: f64,
    ok: bool,
}

/// One measured run of a job (a sequence of processes, some piped).
#[derive(Debug, Clone, Default)]
struct Sample {
    wall: f64,
    rss_kb: Vec<u64>,
    cpu: f64,
    verbs: BTreeMap<String, u64>,
    node_writes: u64,
    other_writes: u64,
    conflicts: u64,
    replans: u64,
    recv: u64,
    exit_ok: bool,
    check: String,
    pass: bool,
    /// stdout of the last process.
    stdout: Vec<u8>,
    /// Follow rows: bytes received per minute in the quiet part (after the first screen).
    quiet_per_min: Option<f64>,
    /// Follow rows: seconds from a change on a node to the redraw that shows it.
    change_shown: Option<f64>,
    /// Follow rows: bytes received before the quiet part (the first list).
    start_bytes: u64,
    /// The API server's etcd requests for nodes during the run (None: not read).
    etcd: Option<EtcdNodes>,
}

/// A way to the API server: loopback, or a shaped link; each through its own counting proxy.
#[derive(Debug)]
struct Link {
    name: String,
    kubeconfig: String,
    counter: Arc<Counter>,
}

#[derive(Debug)]
struct Runner {
    work: PathBuf,
    env: Vec<(String, String)>,
    /// Loopback first, then the shaped links.
    links: Vec<Link>,
    gnu_time: bool,
    seq: AtomicU64,
    /// The API server's counters, read around every run.
    metrics: Option<Metrics>,
}

impl Runner {
    /// Run `stages` in order over loopback; see [`Runner::run_on`].
    fn run(&self, stages: &[Proc]) -> Res<Sample> {
        self.run_on(0, stages)
    }

    /// Run `stages` in order over link `link`; processes with `pipe_in` read the previous
    /// process's stdout and run at the same time as it. Wall time covers all of them.
    fn run_on(&self, link: usize, stages: &[Proc]) -> Res<Sample> {
        let id = self.seq.fetch_add(1, Ordering::Relaxed);
        let link = &self.links[link];
        let etcd0 = self.metrics.as_ref().and_then(Metrics::try_read);
        link.counter.down.store(0, Ordering::SeqCst);
        let t0 = Instant::now();
        let mut costs: Vec<Cost> = Vec::new();
        let mut err_files = Vec::new();
        let mut last_out = PathBuf::new();
        let mut i = 0;
        while i < stages.len() {
            // A pipeline: stages[i] plus every following stage with pipe_in.
            let mut j = i + 1;
            while j < stages.len() && stages[j].pipe_in {
                j += 1;
            }
            let mut handles = Vec::new();
            let mut prev_out: Option<std::process::ChildStdout> = None;
            for (k, p) in stages[i..j].iter().enumerate() {
                let last = i + k + 1 == j;
                let tf = self.work.join(format!("run{id}-{}.time", i + k));
                let ef = self.work.join(format!("run{id}-{}.err", i + k));
                let of = self.work.join(format!("run{id}-{}.out", i + k));
                let mut cmd = if self.gnu_time {
                    let mut c = Command::new(GNU_TIME);
                    c.arg("-f").arg("%M %U %S").arg("-o").arg(&tf).args(&p.argv);
                    c
                } else {
                    let mut c = Command::new(&p.argv[0]);
                    c.args(&p.argv[1..]);
                    c
                };
                cmd.envs(self.env.iter().map(|(k, v)| (k, v)));
                cmd.env("KUBECONFIG", &link.kubeconfig);
                cmd.stderr(fs::File::create(&ef).map_err(err("stderr file"))?);
                match prev_out.take() {
                    Some(o) => {
                        cmd.stdin(Stdio::from(o));
                    }
                    None => {
                        cmd.stdin(Stdio::null());
                    }
                }
                if last {
                    cmd.stdout(fs::File::create(&of).map_err(err("stdout file"))?);
                    last_out = of;
                } else {
                    cmd.stdout(Stdio::piped());
                }
                let mut child = cmd
                    .spawn()
                    .map_err(|e| format!("cannot run {}: {e}", p.argv[0]))?;
                prev_out = child.stdout.take();
                let gnu = self.gnu_time;
                handles.push(thread::spawn(move || watch(child, gnu, &tf)));
                err_files.push(ef);
            }
            for h in handles {
                costs.push(h.join().unwrap_or_default());
            }
            i = j;
        }
        let wall = t0.elapsed().as_secs_f64();
        let mut s = Sample {
            wall,
            rss_kb: costs.iter().map(|c| c.rss_kb).collect(),
            cpu: costs.iter().map(|c| c.cpu).sum(),
            exit_ok: costs.iter().all(|c| c.ok),
            recv: link.counter.down.load(Ordering::SeqCst),
            ..Sample::default()
        };
        s.etcd = self.etcd_since(etcd0);
        for ef in &err_files {
            parse_requests(&fs::read_to_string(ef).unwrap_or_default(), &mut s);
            let _ = fs::remove_file(ef);
        }
        s.stdout = fs::read(&last_out).unwrap_or_default();
        for k in 0..stages.len() {
            let _ = fs::remove_file(self.work.join(format!("run{id}-{k}.out")));
        }
        Ok(s)
    }

    /// etcd requests for nodes since `before` was read (None if either reading is missing).
    fn etcd_since(&self, before: Option<EtcdNodes>) -> Option<EtcdNodes> {
        let now = self.metrics.as_ref()?.try_read()?;
        Some(now.since(before?))
    }
}

/// Wait for a child and report its cost: from `/usr/bin/time`'s output file, or (fallback) by
/// polling `/proc/<pid>` until the child is a zombie, then reaping it.
fn watch(mut child: Child, gnu: bool, time_file: &Path) -> Cost {
    if gnu {
        let ok = child.wait().map(|s| s.success()).unwrap_or(false);
        let text = fs::read_to_string(time_file).unwrap_or_default();
        let _ = fs::remove_file(time_file);
        // `Command exited with non-zero status N` may precede the figures.
        let f: Vec<f64> = text
            .lines()
            .last()
            .unwrap_or_default()
            .split_whitespace()
            .filter_map(|x| x.parse().ok())
            .collect();
        return match f.as_slice() {
            [m, u, s] => Cost {
                rss_kb: *m as u64,
                cpu: u + s,
                ok,
            },
            _ => Cost {
                ok,
                ..Cost::default()
            },
        };
    }
    let pid = child.id();
    let (mut rss, mut cpu) = (0u64, 0f64);
    loop {
        let stat = fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
        // Fields after the command name in parentheses: state is [0], utime [11], stime [12].
        let rest: Vec<&str> = stat
            .rsplit_once(')')
            .map(|(_, r)| r.split_whitespace().collect())
            .unwrap_or_default();
        if let (Some(u), Some(s)) = (rest.get(11), rest.get(12)) {
            let ticks = u.parse::<f64>().unwrap_or(0.0) + s.parse::<f64>().unwrap_or(0.0);
            cpu = ticks / 100.0; // USER_HZ is 100 on Linux
        }
        if let Ok(st) = fs::read_to_string(format!("/proc/{pid}/status"))
            && let Some(l) = st.lines().find(|l| l.starts_with("VmHWM:"))
        {
            let kb: u64 = l
                .split_whitespace()
                .nth(1)
                .and_then(|x| x.parse().ok())
                .unwrap_or(0);
            rss = rss.max(kb);
        }
        if rest.first().is_none_or(|s| *s == "Z" || *s == "X") {
            break;
        }
        thread::sleep(Duration::from_millis(2));
    }
    let ok = child
        .wait()
        .map(|s: ExitStatus| s.success())
        .unwrap_or(false);
    Cost {
        rss_kb: rss,
        cpu,
        ok,
    }
}

/// Count request lines of `-v=6` output, the plugin's (`I GET /path 200 in ...`) and kubectl's
/// (`... round_trippers.go:NNN] GET https://host/path 200 OK in 5 milliseconds`).
fn parse_requests(text: &str, s: &mut Sample) {
    const VERBS: [&str; 6] = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD"];
    for line in text.lines() {
        if line.contains("guard failed") {
            s.replans += 1;
        }
        let t: Vec<&str> = line.split_whitespace().collect();
        let Some(i) = (0..t.len().saturating_sub(2)).find(|&i| {
            VERBS.contains(&t[i])
                && (t[i + 1].starts_with('/') || t[i + 1].starts_with("http"))
                && t[i + 2].len() == 3
                && t[i + 2].bytes().all(|b| b.is_ascii_digit())
        }) else {
            continue;
        };
        *s.verbs.entry(t[i].to_string()).or_default() += 1;
        let url = t[i + 1];
        let path = match url.find("://") {
            Some(p) => url[p + 3..].find('/').map_or("/", |q| &url[p + 3 + q..]),
            None => url,
        };
        if matches!(t[i + 2], "409" | "422") {
            s.conflicts += 1;
        }
        if t[i] != "GET" && t[i] != "HEAD" {
            if path.starts_with("/api/v1/nodes/") {
                s.node_writes += 1;
            } else {
                s.other_writes += 1;
            }
        }
    }
}

// ------------------------------------------------------------------------------------------------
// Reading and restoring nodes (in-process, straight to the apiserver, not measured).

#[derive(Debug, Deserialize)]
struct NList {
    #[serde(default)]
    metadata: LMeta,
    #[serde(default)]
    items: Vec<N>,
}

#[derive(Debug, Deserialize, Default)]
struct LMeta {
    #[serde(default, rename = "continue")]
    cont: Option<String>,
}

#[derive(Debug, Deserialize, Clone)]
struct N {
    metadata: NMeta,
    #[serde(default)]
    spec: NSpec,
}

#[derive(Debug, Deserialize, Clone)]
struct NMeta {
    name: String,
    #[serde(default)]
    labels: BTreeMap<String, String>,
    #[serde(default)]
    annotations: BTreeMap<String, String>,
}

#[derive(Debug, Deserialize, Clone, Default)]
struct NSpec {
    #[serde(default)]
    taints: Vec<Value>,
}

async fn list_nodes(client: &Client) -> Res<Vec<N>> {
    let mut out = Vec::new();
    let mut cont: Option<String> = None;
    loop {
        let mut url = format!(
            "/api/v1/nodes?limit=500&labelSelector={}%3D{FLEET_ID}",
            fleet::FLEET_LABEL
        );
        if let Some(c) = &cont {
            url.push_str("&continue=");
            url.push_str(&urlencode(c));
        }
        let req = http::Request::get(url)
            .body(Vec::new())
            .map_err(err("request"))?;
        let text = client.request_text(req).await.map_err(err("list nodes"))?;
        let page: NList = serde_json::from_str(&text).map_err(err("node list"))?;
        out.extend(page.items);
        match page.metadata.cont {
            Some(c) if !c.is_empty() => cont = Some(c),
            _ => return Ok(out),
        }
    }
}

fn urlencode(s: &str) -> String {
    s.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// Merge-patch many nodes, 32 at a time.
async fn patch_nodes(client: &Client, patches: Vec<(String, Value)>) -> Res<usize> {
    let n = patches.len();
    let results: Vec<Res<()>> = futures::stream::iter(patches)
        .map(|(name, body)| async move {
            let req = http::Request::patch(format!("/api/v1/nodes/{name}"))
                .header(http::header::CONTENT_TYPE, "application/merge-patch+json")
                .body(serde_json::to_vec(&body).map_err(err("json"))?)
                .map_err(err("request"))?;
            client
                .request_text(req)
                .await
                .map(|_| ())
                .map_err(|e| format!("patch node {name}: {e}"))
        })
        .buffer_unordered(32)
        .collect()
        .await;
    results.into_iter().collect::<Res<Vec<()>>>()?;
    Ok(n)
}

/// The keys `reset CR` removes that the kubectl baseline removes too.
fn reset_keys(cr: &str) -> (Vec<String>, Vec<String>) {
    (
        vec![
            format!("{PREFIX}/nodeState_{cr}"),
            format!("{PREFIX}/status_{cr}"),
            format!("{PREFIX}/version_{cr}"),
        ],
        vec![format!("{PREFIX}/status_{cr}")],
    )
}

/// Put back the reset keys of `cr` where they differ from the snapshot.
async fn restore_keys(client: &Client, snap: &[N], cr: &str) -> Res<usize> {
    let now = list_nodes(client).await?;
    let cur: BTreeMap<&str, &N> = now.iter().map(|n| (n.metadata.name.as_str(), n)).collect();
    let (ak, lk) = reset_keys(cr);
    let mut patches = Vec::new();
    for n in snap {
        let Some(c) = cur.get(n.metadata.name.as_str()) else {
            continue;
        };
        let mut a = serde_json::Map::new();
        let mut l = serde_json::Map::new();
        for k in &ak {
            let want = n.metadata.annotations.get(k);
            if want != c.metadata.annotations.get(k) {
                a.insert(k.clone(), want.map_or(Value::Null, |v| json!(v)));
            }
        }
        for k in &lk {
            let want = n.metadata.labels.get(k);
            if want != c.metadata.labels.get(k) {
                l.insert(k.clone(), want.map_or(Value::Null, |v| json!(v)));
            }
        }
        if !a.is_empty() || !l.is_empty() {
            patches.push((
                n.metadata.name.clone(),
                json!({"metadata": {"annotations": a, "labels": l}}),
            ));
        }
    }
    patch_nodes(client, patches).await
}

/// Put back every node's taint list where it differs from the snapshot.
async fn restore_taints(client: &Client, snap: &[N]) -> Res<usize> {
    let now = list_nodes(client).await?;
    let cur: BTreeMap<&str, &N> = now.iter().map(|n| (n.metadata.name.as_str(), n)).collect();
    let patches = snap
        .iter()
        .filter(|n| {
            cur.get(n.metadata.name.as_str())
                .is_some_and(|c| c.spec.taints != n.spec.taints)
        })
        .map(|n| {
            let t = if n.spec.taints.is_empty() {
                Value::Null
            } else {
                json!(n.spec.taints)
            };
            (n.metadata.name.clone(), json!({"spec": {"taints": t}}))
        })
        .collect();
    patch_nodes(client, patches).await
}

/// Put back the CRs' status (a plugin `reset` also resets the CR's batch state).
async fn restore_crs(client: &Client, fleet: &Fleet) -> Res<()> {
    for mut cr in fleet.crs() {
        if let Some(role) = Role::ALL
            .into_iter()
            .find(|r| cr["metadata"]["name"] == fleet.cr_name(*r))
        {
            cr["status"] = fleet.cr_status(role);
        }
        fleet::upsert(client, &cr)
            .await
            .map_err(err("restore CR"))?;
    }
    Ok(())
}

fn has_gate(n: &N) -> bool {
    n.spec.taints.iter().any(|t| {
        t["key"] == PREFIX && t["value"] == fleet::GATE_VALUE && t["effect"] == "NoSchedule"
    })
}

// ------------------------------------------------------------------------------------------------
// The concurrent writer: adds an unrelated taint to random nodes, the way a controller does it
// (read the node, write the whole taint list back guarded by its resourceVersion, retry on 409).

#[derive(Debug, Default)]
struct WriterReport {
    written: Vec<(String, String)>,
    conflicts: u64,
    errors: u64,
}

fn spawn_writer(
    config: kube::Config,
    names: Vec<String>,
    stop: Arc<AtomicBool>,
    rate: f64,
    run: usize,
) -> thread::JoinHandle<WriterReport> {
    thread::spawn(move || {
        let mut rep = WriterReport::default();
        let Ok(rt) = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
        else {
            return rep;
        };
        rt.block_on(async {
            let Ok(client) = Client::try_from(config) else {
                return;
            };
            let mut rng: u64 = 0x9e37_79b9_7f4a_7c15 ^ (run as u64 + 1).wrapping_mul(0x2545_f491);
            let pause = Duration::from_secs_f64(1.0 / rate.max(0.1));
            let mut seq = 0u64;
            while !stop.load(Ordering::SeqCst) {
                let t = Instant::now();
                rng ^= rng << 13;
                rng ^= rng >> 7;
                rng ^= rng << 17;
                let name = &names[(rng % names.len() as u64) as usize];
                match add_taint(&client, name, &format!("{WRITER_PREFIX}{run}-{seq}")).await {
                    Ok(Some(key)) => {
                        rep.written.push((name.clone(), key));
                        seq += 1;
                    }
                    Ok(None) => rep.conflicts += 1,
                    Err(_) => rep.errors += 1,
                }
                if let Some(rest) = pause.checked_sub(t.elapsed()) {
                    tokio::time::sleep(rest).await;
                }
            }
        });
        rep
    })
}

/// Ok(None): conflict (someone wrote the node between our read and write).
async fn add_taint(client: &Client, name: &str, key: &str) -> Res<Option<String>> {
    let req = http::Request::get(format!("/api/v1/nodes/{name}"))
        .body(Vec::new())
        .map_err(err("request"))?;
    let node: Value = serde_json::from_str(&client.request_text(req).await.map_err(err("get"))?)
        .map_err(err("json"))?;
    let mut taints = node["spec"]["taints"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    taints.push(json!({"key": key, "value": "x", "effect": "PreferNoSchedule"}));
    let body = json!({
        "metadata": {"resourceVersion": node["metadata"]["resourceVersion"]},
        "spec": {"taints": taints},
    });
    let req = http::Request::patch(format!("/api/v1/nodes/{name}"))
        .header(http::header::CONTENT_TYPE, "application/merge-patch+json")
        .body(serde_json::to_vec(&body).map_err(err("json"))?)
        .map_err(err("request"))?;
    match client.request_text(req).await {
        Ok(_) => Ok(Some(key.to_string())),
        Err(kube::Error::Api(s)) if s.is_conflict() => Ok(None),
        Err(e) => Err(e.to_string()),
    }
}

// ------------------------------------------------------------------------------------------------
// Results.

#[derive(Debug, Clone)]
struct Row {
    scenario: String,
    tool: String,
    samples: Vec<Sample>,
    /// Multiply cost figures by this (the shell loop's sample → fleet), and say so.
    extrapolate: Option<f64>,
    /// The plugin's row (baselines of the same scenario are compared with it).
    ours: bool,
    /// Measured inside this program (no process: no RSS or CPU of its own).
    in_process: bool,
    /// Wall times of the same job over each shaped link (empty: not run there).
    on_links: Vec<Vec<f64>>,
}

fn median(mut v: Vec<f64>) -> f64 {
    if v.is_empty() {
        return f64::NAN;
    }
    v.sort_by(|a, b| a.total_cmp(b));
    let n = v.len();
    if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    }
}

fn spread(v: &[f64]) -> (f64, f64) {
    let lo = v.iter().copied().fold(f64::INFINITY, f64::min);
    let hi = v.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    (lo, hi)
}

fn secs(x: f64) -> String {
    if x < 10.0 {
        format!("{x:.2}")
    } else {
        format!("{x:.1}")
    }
}

impl Row {
    fn k(&self) -> f64 {
        self.extrapolate.unwrap_or(1.0)
    }
    fn wall(&self) -> f64 {
        median(self.samples.iter().map(|s| s.wall).collect()) * self.k()
    }
    fn rss_mb(&self) -> f64 {
        median(
            self.samples
                .iter()
                .map(|s| s.rss_kb.iter().sum::<u64>() as f64 / 1024.0)
                .collect(),
        )
    }
    fn cpu(&self) -> f64 {
        median(self.samples.iter().map(|s| s.cpu).collect()) * self.k()
    }
    fn cells(&self) -> Vec<String> {
        let walls: Vec<f64> = self.samples.iter().map(|s| s.wall * self.k()).collect();
        let (lo, hi) = spread(&walls);
        // Sub-second rows (start-up) in milliseconds.
        let f = |x: f64| {
            if hi < 0.5 {
                format!("{:.1} ms", x * 1000.0)
            } else {
                secs(x)
            }
        };
        let wall = if self.samples.len() > 1 {
            format!("{} ({}–{})", f(self.wall()), f(lo), f(hi))
        } else {
            f(self.wall())
        };
        let procs = self.samples.first().map_or(0, |s| s.rss_kb.len());
        let rss = if procs > 1 {
            let parts: Vec<String> = (0..procs)
                .map(|i| {
                    let m = median(
                        self.samples
                            .iter()
                            .map(|s| s.rss_kb.get(i).copied().unwrap_or(0) as f64 / 1024.0)
                            .collect(),
                    );
                    format!("{m:.0}")
                })
                .collect();
            // Pipelines run at once: the sum is the peak; sequential steps: the max is.
            parts.join("+")
        } else {
            format!("{:.1}", self.rss_mb())
        };
        let mut verbs: BTreeMap<&str, (u64, u64)> = BTreeMap::new();
        for s in &self.samples {
            for (v, n) in &s.verbs {
                let e = verbs.entry(v.as_str()).or_insert((u64::MAX, 0));
                e.0 = e.0.min(*n);
                e.1 = e.1.max(*n);
            }
        }
        let k = self.k();
        let reqs: Vec<String> = verbs
            .iter()
            .map(|(v, (lo, hi))| {
                let (lo, hi) = ((*lo as f64 * k).round(), (*hi as f64 * k).round());
                if lo == hi {
                    format!("{v} {lo}")
                } else {
                    format!("{v} {lo}–{hi}")
                }
            })
            .collect();
        let recv = median(self.samples.iter().map(|s| s.recv as f64 / 1e6).collect()) * k;
        let failed: Vec<String> = self
            .samples
            .iter()
            .enumerate()
            .filter(|(_, s)| !s.pass)
            .map(|(i, s)| format!("run {}: {}", i + 1, s.check))
            .collect();
        let check = if failed.is_empty() {
            format!(
                "ok: {}",
                self.samples.last().map(|s| s.check.as_str()).unwrap_or("")
            )
        } else {
            format!("FAIL {}", failed.join("; "))
        };
        let (rss, cpu) = if self.in_process {
            ("-".to_string(), "-".to_string())
        } else {
            (rss, format!("{:.2}", self.cpu()))
        };
        vec![
            self.scenario.clone(),
            self.tool.clone(),
            wall,
            rss,
            cpu,
            if reqs.is_empty() {
                "-".into()
            } else {
                reqs.join(" ")
            },
            apicost::cell(&self.samples.iter().map(|s| s.etcd).collect::<Vec<_>>()),
            if self.samples.iter().all(|s| s.recv == 0) {
                "-".into()
            } else {
                format!("{recv:.1}")
            },
        ]
        .into_iter()
        .chain(self.on_links.iter().map(|w| {
            if w.is_empty() {
                "-".to_string()
            } else if w.len() > 1 {
                let (lo, hi) = spread(w);
                format!("{} ({}–{})", secs(median(w.clone())), secs(lo), secs(hi))
            } else {
                secs(w[0])
            }
        }))
        .chain(std::iter::once(check))
        .collect()
    }

    /// Median wall time over shaped link `i` (0 = the first shaped link), if run there.
    fn link_wall(&self, i: usize) -> Option<f64> {
        self.on_links
            .get(i)
            .filter(|w| !w.is_empty())
            .map(|w| median(w.clone()))
    }
}

fn table(rows: &[Vec<String>]) -> String {
    let cols = rows.iter().map(|r| r.len()).max().unwrap_or(0);
    let mut w = vec![0usize; cols];
    for r in rows {
        for (i, c) in r.iter().enumerate() {
            if i + 1 < r.len() {
                w[i] = w[i].max(c.chars().count());
            }
        }
    }
    let mut out = String::new();
    for r in rows {
        let mut line = String::new();
        for (i, c) in r.iter().enumerate() {
            if i + 1 < r.len() {
                let _ = write!(line, "{c:<width$}  ", width = w[i]);
            } else {
                line.push_str(c);
            }
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

fn ratio_line(ours: &Row, base: &Row, label: &str) -> Vec<String> {
    if base.in_process {
        return vec![
            String::new(),
            format!("  {label}"),
            format!("{:.1}x wall", ours.wall() / base.wall()),
        ];
    }
    // A denominator that rounds to zero (start-up CPU) has no meaningful ratio.
    let x = |a: f64, b: f64, what: &str| {
        if b > 0.0 && (a / b).is_finite() {
            format!("{:.1}x {what}", a / b)
        } else {
            format!("- {what}")
        }
    };
    vec![
        String::new(),
        format!("  {label}"),
        x(base.wall(), ours.wall(), "wall"),
        x(base.rss_mb(), ours.rss_mb(), "RSS"),
        x(base.cpu(), ours.cpu(), "CPU"),
        String::new(),
        String::new(),
        String::new(),
        String::new(),
    ]
}

// ------------------------------------------------------------------------------------------------
// The run.

#[allow(missing_debug_implementations)]
struct Ctx<'a> {
    args: &'a Args,
    plugin: String,
    kubectl: String,
    jq: String,
    runner: Runner,
    client: Client,
    config: kube::Config,
    fleet: Fleet,
    /// The scale point's other fleets (the runtime CR's status of one fleet must stay under the
    /// API server's 2 MiB etcd write: see common/scale.rs).
    shards: Vec<Fleet>,
    n: usize,
}

const JQ_FILTER: &str = r#"[.items[] | {
  name: .metadata.name,
  gateTaints: [(.spec.taints // [])[] | select(.key | test("^(nodewright|skyhook)\\.nvidia\\.com$"))],
  otherTaints: [(.spec.taints // [])[] | select(.key | test("^(nodewright|skyhook)\\.nvidia\\.com$") | not)],
  unschedulable: (.spec.unschedulable // false),
  state: ((.metadata.annotations // {}) | with_entries(select(.key | test("^(nodewright|skyhook)\\.nvidia\\.com/")) | .value |= (. as $v | try fromjson catch $v))),
  labels: ((.metadata.labels // {}) | with_entries(select(.key | test("^(nodewright|skyhook)\\.nvidia\\.com/")))),
  conditions: [(.status.conditions // [])[] | select(.type | test("^(nodewright|skyhook)\\.nvidia\\.com/"))]
}]"#;

async fn run(args: &Args, repo: &Path, cluster: &ClusterGuard) -> Res<()> {
    if args.runs == 0 || args.nodes.is_empty() {
        return Err("--runs and --nodes must be non-empty".into());
    }
    let want = |s: &str| args.only.is_empty() || args.only.iter().any(|o| o == s);
    let gnu_time = Path::new(GNU_TIME).exists();
    if !gnu_time {
        eprintln!(
            "bench: {GNU_TIME} not found; measuring RSS/CPU by polling /proc (install `time` for exact figures)"
        );
    }
    let plugin = match &args.plugin {
        Some(p) => p.clone(),
        None => {
            eprintln!("bench: building the plugin (release; LTO takes minutes on 2 cores)...");
            let st = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
                .args(["build", "--release", "--bin", "kubectl-nodewright"])
                .current_dir(repo)
                .status()
                .map_err(err("cargo build"))?;
            if !st.success() {
                return Err("cargo build --release --bin kubectl-nodewright failed".into());
            }
            repo.join("target/release/kubectl-nodewright")
        }
    };
    let plugin = fs::canonicalize(&plugin).map_err(|e| format!("{}: {e}", plugin.display()))?;
    let help = Command::new(&plugin)
        .arg("--help")
        .output()
        .map_err(err("plugin --help"))?;
    let help = String::from_utf8_lossy(&help.stdout).to_string();
    let has_cmd = |c: &str| help.lines().any(|l| l.split_whitespace().next() == Some(c));
    let plugin = plugin.to_string_lossy().to_string();

    let work = repo.join("target/bench-work");
    fs::create_dir_all(&work).map_err(err("work dir"))?;
    // `kubectl nodewright` finds the plugin on PATH.
    let pathdir = work.join("path");
    fs::create_dir_all(&pathdir).map_err(err("path dir"))?;
    let link = pathdir.join("kubectl-nodewright");
    let _ = fs::remove_file(&link);
    std::os::unix::fs::symlink(&plugin, &link).map_err(err("symlink"))?;

    let mut report = String::new();
    let now = Command::new("date")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_default();
    let cores = thread::available_parallelism().map_or(0, |n| n.get());
    let kubectl_v = first_line(&args.kubectl, &["version", "--client"]);
    let jq_v = first_line(&args.jq, &["--version"]);
    let plugin_v = first_line(&plugin, &["version", "--client"]);
    let _ = writeln!(
        report,
        "date: {now}; {cores} cores; {}; clients: {kubectl_v}, {jq_v}, kubectl-nodewright {plugin_v}",
        mem_total()
    );
    let _ = writeln!(
        report,
        "RSS/CPU: {}; bytes: received on the wire through a counting proxy (TLS; both ask for gzip)",
        if gnu_time {
            "/usr/bin/time (pipelines: per process, RSS a+b)"
        } else {
            "polling /proc (fallback)"
        }
    );

    let kubeconfig = cluster.up()?;
    let kc_text = fs::read_to_string(&kubeconfig).map_err(err("kubeconfig"))?;
    let server = kc_text
        .lines()
        .find_map(|l| l.trim().strip_prefix("server:"))
        .map(|s| s.trim().to_string())
        .ok_or("no server in kubeconfig")?;
    let upstream = server
        .strip_prefix("https://")
        .ok_or("server is not https://")?
        .trim_end_matches('/')
        .to_string();
    let mut shapes = Vec::new();
    for l in args.link.iter().filter(|l| !l.is_empty()) {
        shapes.push(Shape::parse(l)?);
    }
    let mut links = Vec::new();
    for (i, shape) in std::iter::once(None)
        .chain(shapes.iter().copied().map(Some))
        .enumerate()
    {
        let (port, counter) = start_proxy(upstream.clone(), shape)?;
        let proxied = work.join(format!("proxied-{i}.kubeconfig"));
        fs::write(
            &proxied,
            kc_text.replace(&server, &format!("https://127.0.0.1:{port}")),
        )
        .map_err(err("proxied kubeconfig"))?;
        links.push(Link {
            name: shape.map_or("loopback".into(), |s| s.label()),
            kubeconfig: proxied.to_string_lossy().to_string(),
            counter,
        });
    }
    let proxied = links[0].kubeconfig.clone();
    if !shapes.is_empty() {
        let _ = writeln!(
            report,
            "links: loopback, and shaped in this program's proxy (a chunk occupies the link for its size / bandwidth and arrives RTT/2 later; a connection costs one RTT): {}",
            shapes
                .iter()
                .map(Shape::label)
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
    let flavor = if args.skyhook.is_some() {
        Flavor::Legacy
    } else {
        Flavor::Renamed
    };

    let kopts = kube::config::KubeConfigOptions::default();
    let kc = kube::config::Kubeconfig::read_from(&kubeconfig).map_err(err("kubeconfig"))?;
    let config = kube::Config::from_custom_kubeconfig(kc, &kopts)
        .await
        .map_err(err("kubeconfig"))?;
    let client = Client::try_from(config.clone()).map_err(err("client"))?;
    let server_v = client
        .apiserver_version()
        .await
        .map(|v| v.git_version)
        .unwrap_or_else(|_| "?".into());
    let _ = writeln!(
        report,
        "control plane: kube-apiserver {server_v} + etcd on loopback (tests/cluster), same machine"
    );

    let path_env = format!(
        "{}:{}",
        pathdir.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let runner = Runner {
        work: work.clone(),
        env: vec![
            ("KUBECONFIG".into(), proxied.clone()),
            ("PATH".into(), path_env),
            ("NO_COLOR".into(), "1".into()),
        ],
        links,
        gnu_time,
        seq: AtomicU64::new(0),
        metrics: Metrics::new(&server, &kubeconfig.with_file_name("admin.token"))
            .map_err(|e| eprintln!("bench: no etcd figures: {e}"))
            .ok(),
    };
    let mut ctx = Ctx {
        args,
        plugin,
        kubectl: args.kubectl.clone(),
        jq: args.jq.clone(),
        runner,
        client,
        config,
        fleet: Fleet::new(FLEET_ID, flavor),
        shards: Vec::new(),
        n: 0,
    };
    fleet::seed_operator(&ctx.client, &Operator::for_flavor(flavor))
        .await
        .map_err(err("seed operator"))?;

    let mut all_rows: Vec<Vec<String>> = vec![vec![
        "scenario".into(),
        "tool".into(),
        "wall s median (min–max)".into(),
        "peak RSS MB".into(),
        "CPU s".into(),
        "requests".into(),
        "etcd reads, nodes".into(),
        "recv MB".into(),
    ]];
    for l in ctx.runner.links.iter().skip(1) {
        all_rows[0].push(format!("wall s on {}", l.name));
    }
    all_rows[0].push("check".into());
    let mut targets: Vec<String> = Vec::new();
    let mut sizes = args.nodes.clone();
    sizes.dedup();
    let largest = sizes.iter().copied().max().unwrap_or(0);
    if let Some(big) = args.scale
        && big <= largest
    {
        return Err(format!(
            "--scale {big} must be larger than every --nodes size ({largest})"
        ));
    }
    // The rows at the largest size, for the scale point's linearity and O(1) requests.
    let mut largest_rows: Vec<Row> = Vec::new();
    for &n in &sizes {
        ctx.n = n;
        ctx.fleet = Fleet::with_mix(FLEET_ID, flavor, &Mix::Bench, n);
        eprintln!("bench: seeding {n} nodes...");
        let seeded = fleet::seed(&ctx.client, &ctx.fleet, 32)
            .await
            .map_err(err("seeding"))?;
        let snap = list_nodes(&ctx.client).await?;
        if snap.len() != n {
            return Err(format!("seeded {n} nodes but the list has {}", snap.len()));
        }
        let mb: usize = snap.len();
        all_rows.push(vec![format!(
            "── {n} nodes (seeded in {:.0} s; {:.1} MB of node JSON as written, {:.1} KB/node; the apiserver adds managedFields) ──",
            seeded.elapsed.as_secs_f64(),
            seeded.node_bytes as f64 / 1e6,
            seeded.node_bytes as f64 / mb.max(1) as f64 / 1024.0,
        )]);
        cluster.measuring(true);
        let rows = size_rows(&ctx, &snap, &mut all_rows, &want, &has_cmd).await;
        cluster.measuring(false);
        let rows = rows?;
        // Rows, each plugin row followed by the ratio to the next baseline of the same scenario.
        for r in &rows {
            all_rows.push(r.cells());
            if r.ours {
                continue;
            }
            if r.in_process {
                if let Some(o) = rows.iter().find(|o| o.ours && o.scenario == r.scenario) {
                    all_rows.push(ratio_line(o, r, "nodewright / floor"));
                }
            } else if r.scenario == "shell loop" {
                if let Some(o) = rows.iter().find(|o| o.ours && o.scenario == "reset") {
                    all_rows.push(ratio_line(
                        o,
                        r,
                        "loop (extrapolated) / nodewright reset (both 1 write/node)",
                    ));
                }
            } else if let Some(o) = rows.iter().find(|o| o.ours && o.scenario == r.scenario) {
                let label = if r.tool.contains("Go CLI") {
                    "Go CLI / nodewright"
                } else {
                    "kubectl / nodewright"
                };
                all_rows.push(ratio_line(o, r, label));
            }
        }
        if n == largest {
            targets = target_lines(&rows, n);
            largest_rows = rows.into_iter().filter(|r| r.ours).collect();
        }
        eprintln!("{}", table(&all_rows));
    }
    if let Some(big) = args.scale {
        let base = Some((largest, largest_rows.as_slice()));
        let (lines, t) = scale::point(&mut ctx, cluster, big, flavor, base).await?;
        all_rows.extend(lines);
        targets.extend(t);
        eprintln!("{}", table(&all_rows));
    }
    if want("startup") {
        all_rows.push(vec!["── start-up (no cluster needed) ──".into()]);
        let rows = startup_scenario(&ctx)?;
        for (i, r) in rows.iter().enumerate() {
            all_rows.push(r.cells());
            if i > 0 {
                all_rows.push(ratio_line(&rows[0], r, "this / kubectl-nodewright direct"));
            }
        }
        if let Some(direct) = rows.first() {
            targets.push(format!(
                "version --client < 5 ms: {} ms median ({})",
                fmt_ms(direct.wall()),
                met(direct.wall() < 0.005)
            ));
        }
    }
    let _ = writeln!(report);
    report.push_str(&table(&all_rows));
    let _ = writeln!(report);
    let _ = writeln!(report, "targets (at {largest} nodes):");
    for t in &targets {
        let _ = writeln!(report, "  - {t}");
    }
    println!("{report}");
    if let Some(out) = &args.out {
        fs::write(out, &report).map_err(err("--out"))?;
    }
    Ok(())
}

/// The rows of one regular size (`--only` picks the scenarios). Lines that are no row (skipped
/// scenarios) go straight to `all_rows`.
async fn size_rows(
    ctx: &Ctx<'_>,
    snap: &[N],
    all_rows: &mut Vec<Vec<String>>,
    want: &dyn Fn(&str) -> bool,
    has_cmd: &dyn Fn(&str) -> bool,
) -> Res<Vec<Row>> {
    let mut rows: Vec<Row> = Vec::new();
    if want("status") {
        rows.extend(status_scenario(ctx).await?);
    }
    if want("rollout") && has_cmd("rollout") {
        rows.push(rollout_scenario(ctx)?);
    }
    if want("byname") {
        rows.extend(scale::byname_rows(ctx)?);
    }
    let legacy = ctx.fleet.flavor == Flavor::Legacy;
    if legacy && (want("reset") || want("taint") || want("loop")) {
        all_rows.push(vec![
            "reset, re-gate, shell loop: skipped (legacy fleet for the Go CLI; these scenarios write the renamed keys)".into(),
        ]);
    }
    if want("reset") && !legacy {
        if has_cmd("reset") {
            rows.extend(reset_scenario(ctx, snap).await?);
        } else {
            all_rows.push(na_row("reset", "nodewright reset"));
        }
    }
    if want("taint") && !legacy {
        if has_cmd("taint") {
            rows.extend(taint_scenario(ctx, snap).await?);
        } else {
            all_rows.push(na_row("re-gate", "nodewright taint"));
        }
    }
    if want("loop") && !legacy {
        rows.push(loop_scenario(ctx, snap)?);
    }
    if want("watch") {
        rows.extend(follow_scenario(ctx).await?);
    }
    Ok(rows)
}

fn fmt_ms(s: f64) -> String {
    format!("{:.1}", s * 1000.0)
}

fn met(ok: bool) -> &'static str {
    if ok { "met" } else { "MISSED" }
}

fn na_row(scenario: &str, tool: &str) -> Vec<String> {
    vec![
        scenario.into(),
        tool.into(),
        "n/a (command not built)".into(),
    ]
}

fn first_line(prog: &str, args: &[&str]) -> String {
    Command::new(prog)
        .args(args)
        .output()
        .ok()
        .and_then(|o| {
            String::from_utf8_lossy(&o.stdout)
                .lines()
                .next()
                .map(|l| l.trim().to_string())
        })
        .unwrap_or_else(|| format!("{prog} (version unknown)"))
}

fn mem_total() -> String {
    fs::read_to_string("/proc/meminfo")
        .ok()
        .and_then(|m| {
            m.lines().find(|l| l.starts_with("MemTotal:")).map(|l| {
                let kb: f64 = l
                    .split_whitespace()
                    .nth(1)
                    .and_then(|x| x.parse().ok())
                    .unwrap_or(0.0);
                format!("{:.0} GB RAM", kb / 1024.0 / 1024.0)
            })
        })
        .unwrap_or_default()
}

fn target_lines(rows: &[Row], n: usize) -> Vec<String> {
    let find = |sc: &str, ours: bool| rows.iter().find(|r| r.scenario == sc && r.ours == ours);
    let mut t = Vec::new();
    if let (Some(o), Some(b)) = (find("status", true), find("status", false)) {
        let x = b.wall() / o.wall();
        t.push(format!(
            "status of {n} nodes ≥10x faster than kubectl+jq (loopback): {x:.1}x ({})",
            met(x >= 10.0)
        ));
        let recv = |r: &Row| median(r.samples.iter().map(|s| s.recv as f64).collect());
        let bx = recv(o) / recv(b);
        t.push(format!(
            "status bytes ≤1.3x kubectl get nodes -o json's: {:.1} MB vs {:.1} MB = {bx:.2}x ({})",
            recv(o) / 1e6,
            recv(b) / 1e6,
            met(bx <= 1.3)
        ));
        if let (Some(ol), Some(bl)) = (o.link_wall(0), b.link_wall(0)) {
            let x = bl / ol;
            t.push(format!(
                "over the first shaped link, status ≥10x faster than kubectl+jq: {} s vs {} s = {x:.1}x ({})",
                secs(ol),
                secs(bl),
                met(x >= 10.0)
            ));
        }
        if let Some(g) = rows.iter().find(|r| r.tool.contains("Go CLI")) {
            if let (Some(ol), Some(gl)) = (o.link_wall(0), g.link_wall(0)) {
                let x = gl / ol;
                t.push(format!(
                    "over the first shaped link, status ≥1.5x faster than the Go CLI's node status: {} s vs {} s = {x:.1}x ({})",
                    secs(ol),
                    secs(gl),
                    met(x >= 1.5)
                ));
            }
            t.push(format!(
                "  loopback: Go CLI {} s, {:.1} MB received; nodewright {} s, {:.1} MB",
                secs(g.wall()),
                recv(g) / 1e6,
                secs(o.wall()),
                recv(o) / 1e6
            ));
        }
        t.push(format!(
            "status peak RSS < 64 MB: {:.1} MB ({})",
            o.rss_mb(),
            met(o.rss_mb() < 64.0)
        ));
        if let Some(f) = rows
            .iter()
            .find(|r| r.scenario == "status" && r.tool.starts_with("floor"))
        {
            t.push(format!(
                "  floor: the apiserver serves the same paged list in {} s, status takes {} s ({:.0}% of it is the list)",
                secs(f.wall()),
                secs(o.wall()),
                100.0 * f.wall() / o.wall()
            ));
        }
    }
    for r in rows.iter().filter(|r| r.scenario == "follow") {
        if let Some(s) = r.samples.first() {
            t.push(format!("{}: {} ({})", r.tool, s.check, met(s.pass)));
        }
    }
    if let Some(o) = find("reset", true) {
        let exact = o.samples.iter().all(|s| s.pass);
        t.push(format!(
            "reset of {n} nodes: one write per affected node ({}), < 30 s: {} s ({})",
            if exact { "met" } else { "MISSED, see check" },
            secs(o.wall()),
            met(o.wall() < 30.0)
        ));
    }
    if let Some(o) = find("re-gate", true) {
        let lost: u64 = o.samples.iter().map(|s| s.conflicts_lost()).sum();
        t.push(format!(
            "zero lost taints under concurrent writes: {lost} lost over {} runs ({})",
            o.samples.len(),
            met(lost == 0)
        ));
    }
    t
}

impl Sample {
    /// The re-gate check stores the lost count in `check` as `lost N`; parse it back.
    fn conflicts_lost(&self) -> u64 {
        self.check
            .split("lost ")
            .nth(1)
            .and_then(|r| r.split_whitespace().next())
            .and_then(|x| x.parse().ok())
            .unwrap_or(0)
    }
}

// ------------------------------------------------------------------------------------------------
// Scenarios.

/// Runs `argv` over loopback for the quiet window and reports what it cost: wall, RSS, CPU,
/// requests (its -v=6 lines), bytes on the wire. With `first_screen`, the quiet part starts when
/// the first output appears (status --watch), and after the window a gated node is released to
/// time how long the redraw takes to show it. The process is ended with SIGINT (Ctrl-C).
async fn quiet_run(ctx: &Ctx<'_>, argv: &[&str], first_screen: bool) -> Res<Sample> {
    let work = &ctx.runner.work;
    let id = ctx.runner.seq.fetch_add(1, Ordering::Relaxed);
    let of = work.join(format!("quiet{id}.out"));
    let ef = work.join(format!("quiet{id}.err"));
    let link = &ctx.runner.links[0];
    let quiet = Duration::from_secs(ctx.args.quiet_secs);
    let etcd0 = ctx.runner.metrics.as_ref().and_then(Metrics::try_read);
    link.counter.down.store(0, Ordering::SeqCst);
    let t0 = Instant::now();
    let child = Command::new(argv[0])
        .args(&argv[1..])
        .envs(ctx.runner.env.iter().map(|(k, v)| (k, v)))
        .env("KUBECONFIG", &link.kubeconfig)
        .stdin(Stdio::null())
        .stdout(fs::File::create(&of).map_err(err("stdout file"))?)
        .stderr(fs::File::create(&ef).map_err(err("stderr file"))?)
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", argv[0]))?;
    let pid = child.id();
    let tf = work.join(format!("quiet{id}.time"));
    let cost = thread::spawn(move || watch(child, false, &tf));
    let mut s = Sample::default();
    let size = |p: &Path| fs::metadata(p).map(|m| m.len()).unwrap_or(0);
    // The start ends with the first screen (status --watch), or once the node's watch is open
    // (wait, whose -v=6 line says so) and a second has passed for the other watches.
    let limit = Instant::now() + Duration::from_secs(600);
    loop {
        let started = if first_screen {
            size(&of) > 0
        } else {
            fs::read_to_string(&ef)
                .unwrap_or_default()
                .lines()
                .any(|l| l.contains("/api/v1/nodes?") && l.contains("watch stream opened"))
        };
        if started || Instant::now() > limit || cost.is_finished() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    if !first_screen {
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
    s.start_bytes = link.counter.down.load(Ordering::SeqCst);
    tokio::time::sleep(quiet).await;
    let quiet_bytes = link.counter.down.load(Ordering::SeqCst) - s.start_bytes;
    s.quiet_per_min = Some(quiet_bytes as f64 * 60.0 / quiet.as_secs_f64());
    // The start and the quiet window, before this program writes a node.
    s.etcd = ctx.runner.etcd_since(etcd0);
    if first_screen {
        // A change on a node: the gated node is released as the operator would leave it.
        if let Some(node) = ctx.fleet.names(Situation::GatedInProgress).first() {
            let plan = ctx.fleet.plan(node).ok_or("no plan")?.clone();
            let mut done = plan.clone();
            done.situation = Situation::Released;
            let before = size(&of);
            fleet::upsert(&ctx.client, &ctx.fleet.node_json(&done))
                .await
                .map_err(err("release node"))?;
            // From the write's answer (the change is made) to the redraw that shows it.
            let changed = Instant::now();
            let needle = format!("*{node}");
            let limit = Instant::now() + Duration::from_secs(30);
            while Instant::now() < limit {
                let text = fs::read(&of).unwrap_or_default();
                if text.len() as u64 > before
                    && String::from_utf8_lossy(&text[before as usize..]).contains(&needle)
                {
                    s.change_shown = Some(changed.elapsed().as_secs_f64());
                    break;
                }
                tokio::time::sleep(Duration::from_millis(10)).await;
            }
            fleet::upsert(&ctx.client, &ctx.fleet.node_json(&plan))
                .await
                .map_err(err("restore node"))?;
        }
    }
    let _ = Command::new("kill")
        .args(["-INT", &pid.to_string()])
        .status();
    let c = tokio::task::spawn_blocking(move || cost.join().unwrap_or_default())
        .await
        .map_err(err("join"))?;
    s.wall = t0.elapsed().as_secs_f64();
    s.rss_kb = vec![c.rss_kb];
    s.cpu = c.cpu;
    s.exit_ok = c.ok;
    s.recv = link.counter.down.load(Ordering::SeqCst);
    parse_requests(&fs::read_to_string(&ef).unwrap_or_default(), &mut s);
    let _ = fs::remove_file(&of);
    let _ = fs::remove_file(&ef);
    Ok(s)
}

/// `wait` on one named node that does not change, and a quiet `status --watch` of the fleet,
/// each for --quiet-secs: bytes and requests a minute once they follow the watches.
async fn follow_scenario(ctx: &Ctx<'_>) -> Res<Vec<Row>> {
    let n = ctx.n;
    let q = ctx.args.quiet_secs;
    let gated = ctx
        .fleet
        .names(Situation::GatedInProgress)
        .first()
        .cloned()
        .ok_or("the fleet has no gated node")?;
    eprintln!("bench: {n} nodes: wait on one node, {q} s");
    let timeout = format!("{}s", q + 600);
    let mut w = quiet_run(
        ctx,
        &[
            &ctx.plugin,
            "wait",
            &gated,
            "--for",
            "released",
            "--keep-waiting",
            "--timeout",
            &timeout,
            "-v=6",
        ],
        false,
    )
    .await?;
    // Ended by Ctrl-C (exit 130) by design: the node does not change.
    let per_min = w.quiet_per_min.unwrap_or(f64::NAN);
    w.pass = per_min < 100e3;
    w.check = format!(
        "start (list + watches) {:.1} KB, then {:.1} KB a minute (target < 100 KB)",
        w.start_bytes as f64 / 1e3,
        per_min / 1e3
    );
    eprintln!("bench: {n} nodes: quiet status --watch, {q} s, then one change");
    let mut st = quiet_run(ctx, &[&ctx.plugin, "status", "--watch", "-v=6"], true).await?;
    let steady = st.quiet_per_min.unwrap_or(f64::NAN);
    let shown = st.change_shown;
    st.pass = st.exit_ok && steady < 1e6 && shown.is_some_and(|t| t < 1.0);
    st.check = format!(
        "first screen {:.1} MB, then {:.1} KB a minute (target < 1 MB); a change shown after {} (target < 1 s)",
        st.start_bytes as f64 / 1e6,
        steady / 1e3,
        shown.map_or("- (not seen in 30 s)".to_string(), |t| format!(
            "{:.0} ms",
            t * 1000.0
        ))
    );
    Ok(vec![
        Row {
            scenario: "follow".into(),
            tool: format!("nodewright wait NODE ({q} s quiet, node unchanged)"),
            samples: vec![w],
            extrapolate: None,
            ours: true,
            in_process: false,
            on_links: Vec::new(),
        },
        Row {
            scenario: "follow".into(),
            tool: format!("nodewright status --watch ({q} s quiet + 1 change)"),
            samples: vec![st],
            extrapolate: None,
            ours: true,
            in_process: false,
            on_links: Vec::new(),
        },
    ])
}

/// Checks the plugin's `status -o json` node by node against the state the fleet was built to
/// be in (`Fleet::expected`): `ok: N/N states as built`, or what differs.
fn check_states(ctx: &Ctx<'_>, stdout: &[u8]) -> (bool, String) {
    let doc: Value = serde_json::from_slice(stdout).unwrap_or(Value::Null);
    let got: BTreeMap<&str, &str> = doc["items"]
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|i| Some((i["name"].as_str()?, i["state"].as_str()?)))
                .collect()
        })
        .unwrap_or_default();
    let fleets: Vec<&Fleet> = std::iter::once(&ctx.fleet).chain(&ctx.shards).collect();
    let n: usize = fleets.iter().map(|f| f.nodes.len()).sum();
    let mut right = 0;
    let mut wrong: Vec<String> = Vec::new();
    for (f, plan) in fleets
        .iter()
        .flat_map(|f| f.nodes.iter().map(move |p| (f, p)))
    {
        let want = f.expected(plan).state;
        match got.get(plan.name.as_str()) {
            Some(s) if *s == want => right += 1,
            Some(s) => wrong.push(format!("{} {s} not {want}", plan.name)),
            None => wrong.push(format!("{} missing", plan.name)),
        }
    }
    let extra = got
        .len()
        .saturating_sub(right + wrong.iter().filter(|w| !w.ends_with("missing")).count());
    let ok = wrong.is_empty() && extra == 0;
    let mut text = format!("{right}/{n} states as built");
    if !wrong.is_empty() {
        wrong.truncate(3);
        text.push_str(&format!("; {}", wrong.join(", ")));
    }
    if extra > 0 {
        text.push_str(&format!("; {extra} unexpected"));
    }
    (ok, text)
}

/// How many of the fleet's node names appear in a JSON answer (for tools whose output shape
/// this program does not model).
fn names_in(ctx: &Ctx<'_>, stdout: &[u8]) -> usize {
    fn walk<'a>(v: &'a Value, out: &mut BTreeSet<&'a str>) {
        match v {
            Value::String(s) => {
                out.insert(s.as_str());
            }
            Value::Array(a) => a.iter().for_each(|x| walk(x, out)),
            Value::Object(o) => o.values().for_each(|x| walk(x, out)),
            _ => {}
        }
    }
    let doc: Value = serde_json::from_slice(stdout).unwrap_or(Value::Null);
    let mut strings = BTreeSet::new();
    walk(&doc, &mut strings);
    ctx.fleet
        .nodes
        .iter()
        .filter(|p| strings.contains(p.name.as_str()))
        .count()
}

async fn status_scenario(ctx: &Ctx<'_>) -> Res<Vec<Row>> {
    let n = ctx.n;
    let links = ctx.runner.links.len() - 1;
    let ours_job = vec![proc(&[&ctx.plugin, "status", "-o", "json", "-v=6"])];
    let kubectl_job = vec![
        proc(&[&ctx.kubectl, "get", "nodes", "-o", "json", "-v=6"]),
        Proc {
            argv: vec![ctx.jq.clone(), "-c".into(), JQ_FILTER.into()],
            pipe_in: true,
        },
    ];
    let go = ctx
        .args
        .skyhook
        .as_ref()
        .map(|p| p.to_string_lossy().to_string());
    let go_job = go
        .as_ref()
        .map(|g| vec![proc(&[g.as_str(), "node", "status", "-o", "json"])]);
    let mut ours = Vec::new();
    let mut base = Vec::new();
    let mut peer = Vec::new();
    let mut floor = Vec::new();
    let mut ours_l = vec![Vec::new(); links];
    let mut base_l = vec![Vec::new(); links];
    let mut peer_l = vec![Vec::new(); links];
    let count_items = |s: &Sample| {
        serde_json::from_slice::<Value>(&s.stdout)
            .ok()
            .and_then(|v| v.as_array().map(|a| a.len()))
            .unwrap_or(0)
    };
    for run in 0..ctx.args.runs {
        eprintln!("bench: {n} nodes: status run {}", run + 1);
        let mut s = ctx.runner.run(&ours_job)?;
        let (ok, text) = check_states(ctx, &s.stdout);
        s.pass = s.exit_ok && ok;
        s.check = text;
        s.stdout.clear();
        ours.push(s);

        let mut s = ctx.runner.run(&kubectl_job)?;
        let items = count_items(&s);
        s.pass = s.exit_ok && items == n;
        s.check = format!("{items}/{n} nodes (no gate states: jq only reshapes)");
        s.stdout.clear();
        base.push(s);

        if let Some(job) = &go_job {
            let mut s = ctx.runner.run(job)?;
            let k = names_in(ctx, &s.stdout);
            s.pass = s.exit_ok && k > 0;
            s.check = format!("{k}/{n} node names in its answer");
            s.stdout.clear();
            peer.push(s);
        }

        for l in 0..links {
            eprintln!(
                "bench: {n} nodes: status run {} over {}",
                run + 1,
                ctx.runner.links[l + 1].name
            );
            let s = ctx.runner.run_on(l + 1, &ours_job)?;
            ours_l[l].push(s.wall);
            let s = ctx.runner.run_on(l + 1, &kubectl_job)?;
            base_l[l].push(s.wall);
            if let Some(job) = &go_job {
                let s = ctx.runner.run_on(l + 1, job)?;
                peer_l[l].push(s.wall);
            }
        }

        floor.push(floor_list(&ctx.client).await?);
    }
    let mut rows = vec![
        Row {
            scenario: "status".into(),
            tool: "nodewright status -o json".into(),
            samples: ours,
            extrapolate: None,
            ours: true,
            in_process: false,
            on_links: ours_l,
        },
        Row {
            scenario: "status".into(),
            tool: "kubectl get nodes -o json | jq".into(),
            samples: base,
            extrapolate: None,
            ours: false,
            in_process: false,
            on_links: base_l,
        },
    ];
    if go_job.is_some() {
        rows.push(Row {
            scenario: "status".into(),
            tool: "kubectl skyhook node status -o json (Go CLI)".into(),
            samples: peer,
            extrapolate: None,
            ours: false,
            in_process: false,
            on_links: peer_l,
        });
    }
    rows.push(Row {
        scenario: "status".into(),
        tool: format!("floor: apiserver paged list (limit={PLUGIN_PAGE}, protobuf), raw"),
        samples: floor,
        extrapolate: None,
        ours: false,
        in_process: true,
        on_links: Vec::new(),
    });
    Ok(rows)
}

/// `rollout -o json` over the whole fleet (issue 16): time and memory, checked against the
/// generator's truth for the runtime CR (nodes selected and complete). No kubectl baseline:
/// kubectl has no equivalent.
fn rollout_scenario(ctx: &Ctx<'_>) -> Res<Row> {
    let n = ctx.n;
    let rt = ctx.fleet.cr_name(Role::Runtime);
    let status = ctx.fleet.cr_status(Role::Runtime);
    let selected = ctx
        .fleet
        .nodes
        .iter()
        .filter(|p| Role::Runtime.selects(p.situation))
        .count();
    let complete = status["nodeStatus"]
        .as_object()
        .map_or(0, |m| m.values().filter(|v| *v == "complete").count());
    let mut samples = Vec::new();
    for run in 0..ctx.args.runs {
        eprintln!("bench: {n} nodes: rollout run {}", run + 1);
        let mut s = ctx
            .runner
            .run(&[proc(&[&ctx.plugin, "rollout", "-o", "json", "-v=6"])])?;
        let item = serde_json::from_slice::<Value>(&s.stdout)
            .ok()
            .and_then(|v| {
                v["items"]
                    .as_array()?
                    .iter()
                    .find(|i| i["name"] == json!(rt))
                    .cloned()
            });
        let got = item.as_ref().map(|i| {
            (
                i["nodes"]["selected"].as_u64().unwrap_or(0) as usize,
                i["nodes"]["complete"].as_u64().unwrap_or(0) as usize,
            )
        });
        s.pass = s.exit_ok && got == Some((selected, complete));
        s.check = match got {
            Some((sel, done)) => format!("{done}/{sel} complete (truth {complete}/{selected})"),
            None => "no runtime CR item".into(),
        };
        s.stdout.clear();
        samples.push(s);
    }
    Ok(Row {
        scenario: "rollout".into(),
        tool: "nodewright rollout -o json".into(),
        samples,
        extrapolate: None,
        ours: true,
        in_process: false,
        on_links: Vec::new(),
    })
}

/// The apiserver's own time for the list the plugin makes: the same pages (the plugin's page
/// size, protobuf and gzip as the plugin asks), bodies received and dropped, only the continue
/// token decoded.
async fn floor_list(client: &Client) -> Res<Sample> {
    let t0 = Instant::now();
    let mut s = Sample::default();
    let mut cont: Option<String> = None;
    loop {
        let mut url = format!("/api/v1/nodes?limit={PLUGIN_PAGE}");
        if let Some(c) = &cont {
            url.push_str("&continue=");
            url.push_str(&urlencode(c));
        }
        let req = http::Request::get(url)
            .header(
                http::header::ACCEPT,
                nodewright::cluster::proto::ACCEPT_PROTOBUF_OR_JSON,
            )
            .body(kube::client::Body::from(Vec::new()))
            .map_err(err("request"))?;
        let resp = client.send(req).await.map_err(err("floor list"))?;
        let protobuf = nodewright::cluster::proto::is_protobuf(
            resp.headers()
                .get(http::header::CONTENT_TYPE)
                .and_then(|v| v.to_str().ok()),
        );
        let body = resp
            .into_body()
            .collect_bytes()
            .await
            .map_err(err("floor list body"))?;
        *s.verbs.entry("GET".into()).or_default() += 1;
        s.recv += body.len() as u64;
        cont = if protobuf {
            nodewright::cluster::proto::continue_token(&body).map_err(err("floor list page"))?
        } else {
            let head = String::from_utf8_lossy(&body[..body.len().min(2048)]);
            head.find("\"continue\":\"").and_then(|i| {
                let rest = &head[i + 12..];
                rest.find('"').map(|j| rest[..j].to_string())
            })
        };
        if cont.as_deref().is_none_or(str::is_empty) {
            break;
        }
    }
    s.wall = t0.elapsed().as_secs_f64();
    s.pass = true;
    s.exit_ok = true;
    s.check = "body bytes, in-process, not parsed".into();
    Ok(s)
}

async fn reset_scenario(ctx: &Ctx<'_>, snap: &[N]) -> Res<Vec<Row>> {
    let n = ctx.n;
    let cr = ctx.fleet.cr_name(Role::Runtime);
    let (ak, lk) = reset_keys(&cr);
    let has_keys = |x: &N| {
        ak.iter().any(|k| x.metadata.annotations.contains_key(k))
            || lk.iter().any(|k| x.metadata.labels.contains_key(k))
    };
    let affected = snap.iter().filter(|x| has_keys(x)).count();
    let others: usize = snap
        .iter()
        .map(|x| {
            x.metadata
                .annotations
                .keys()
                .filter(|k| k.starts_with(PREFIX) && !ak.contains(k))
                .count()
        })
        .sum();
    let check = |after: &[N], s: &mut Sample, exact: bool| {
        let left = after.iter().filter(|x| has_keys(x)).count();
        let other_now: usize = after
            .iter()
            .map(|x| {
                x.metadata
                    .annotations
                    .keys()
                    .filter(|k| k.starts_with(PREFIX) && !ak.contains(k))
                    .count()
            })
            .sum();
        let writes_ok = !exact || s.node_writes as usize == affected;
        s.pass = s.exit_ok && left == 0 && other_now == others && writes_ok;
        s.check = format!(
            "{left} nodes with state left; {} node writes for {affected} affected of {n}; other keys {}",
            s.node_writes,
            if other_now == others {
                "intact".to_string()
            } else {
                format!("{other_now} (was {others})")
            }
        );
        s.stdout.clear();
    };
    let mut ours = Vec::new();
    let mut base = Vec::new();
    for run in 0..ctx.args.runs {
        eprintln!("bench: {n} nodes: reset run {}", run + 1);
        restore_keys(&ctx.client, snap, &cr).await?;
        restore_crs(&ctx.client, &ctx.fleet).await?;
        let mut s = ctx
            .runner
            .run(&[proc(&[&ctx.plugin, "reset", &cr, "--confirm", "-v=6"])])?;
        check(&list_nodes(&ctx.client).await?, &mut s, true);
        ours.push(s);

        restore_keys(&ctx.client, snap, &cr).await?;
        let mut ann = vec![ctx.kubectl.as_str(), "annotate", "nodes", "--all", "-v=6"];
        let removes: Vec<String> = ak.iter().map(|k| format!("{k}-")).collect();
        ann.extend(removes.iter().map(String::as_str));
        let mut lab = vec![ctx.kubectl.as_str(), "label", "nodes", "--all", "-v=6"];
        let lremoves: Vec<String> = lk.iter().map(|k| format!("{k}-")).collect();
        lab.extend(lremoves.iter().map(String::as_str));
        let mut s = ctx.runner.run(&[proc(&ann), proc(&lab)])?;
        check(&list_nodes(&ctx.client).await?, &mut s, false);
        base.push(s);
    }
    restore_keys(&ctx.client, snap, &cr).await?;
    restore_crs(&ctx.client, &ctx.fleet).await?;
    Ok(vec![
        Row {
            scenario: "reset".into(),
            tool: format!("nodewright reset {cr}"),
            samples: ours,
            extrapolate: None,
            ours: true,
            in_process: false,
            on_links: Vec::new(),
        },
        Row {
            scenario: "reset".into(),
            tool: "kubectl annotate --all + label --all".into(),
            samples: base,
            extrapolate: None,
            ours: false,
            in_process: false,
            on_links: Vec::new(),
        },
    ])
}

async fn taint_scenario(ctx: &Ctx<'_>, snap: &[N]) -> Res<Vec<Row>> {
    let n = ctx.n;
    let sel = format!("{}={FLEET_ID}", fleet::FLEET_LABEL);
    let names: Vec<String> = snap.iter().map(|x| x.metadata.name.clone()).collect();
    let mut ours = Vec::new();
    let mut base = Vec::new();
    for run in 0..ctx.args.runs {
        for tool in 0..2 {
            eprintln!(
                "bench: {n} nodes: re-gate run {} ({})",
                run + 1,
                if tool == 0 { "nodewright" } else { "kubectl" }
            );
            restore_taints(&ctx.client, snap).await?;
            let to_gate = list_nodes(&ctx.client)
                .await?
                .iter()
                .filter(|x| !has_gate(x))
                .count();
            let stop = Arc::new(AtomicBool::new(false));
            let writer = spawn_writer(
                ctx.config.clone(),
                names.clone(),
                stop.clone(),
                ctx.args.writer_rate,
                run * 2 + tool,
            );
            // Let the writer get going before the tool reads.
            tokio::time::sleep(Duration::from_millis(300)).await;
            let mut s = if tool == 0 {
                ctx.runner.run(&[proc(&[
                    &ctx.plugin,
                    "taint",
                    "-l",
                    &sel,
                    "--overwrite",
                    "--confirm",
                    "-v=6",
                ])])?
            } else {
                ctx.runner.run(&[proc(&[
                    &ctx.kubectl,
                    "taint",
                    "nodes",
                    "-l",
                    &sel,
                    GATE,
                    "--overwrite",
                    "-v=6",
                ])])?
            };
            stop.store(true, Ordering::SeqCst);
            let rep = writer.join().unwrap_or_default();
            let after = list_nodes(&ctx.client).await?;
            let by_name: BTreeMap<&str, &N> = after
                .iter()
                .map(|x| (x.metadata.name.as_str(), x))
                .collect();
            let lost = rep
                .written
                .iter()
                .filter(|(node, key)| {
                    by_name
                        .get(node.as_str())
                        .is_none_or(|x| !x.spec.taints.iter().any(|t| t["key"] == key.as_str()))
                })
                .count();
            let gated = after.iter().filter(|x| has_gate(x)).count();
            let touched: BTreeSet<&str> = rep.written.iter().map(|(a, _)| a.as_str()).collect();
            s.pass = s.exit_ok && lost == 0 && gated == n;
            s.check = format!(
                "gated {gated}/{n} ({to_gate} needed it); lost {lost} of {} writer taints on {} nodes; tool: {} 409/422, {} re-plans; writer: {} conflicts, {} errors",
                rep.written.len(),
                touched.len(),
                s.conflicts,
                s.replans,
                rep.conflicts,
                rep.errors
            );
            s.stdout.clear();
            if tool == 0 {
                ours.push(s);
            } else {
                base.push(s);
            }
        }
    }
    restore_taints(&ctx.client, snap).await?;
    Ok(vec![
        Row {
            scenario: "re-gate".into(),
            tool: "nodewright taint -l SEL (+writer)".into(),
            samples: ours,
            extrapolate: None,
            ours: true,
            in_process: false,
            on_links: Vec::new(),
        },
        Row {
            scenario: "re-gate".into(),
            tool: "kubectl taint nodes -l SEL (+writer)".into(),
            samples: base,
            extrapolate: None,
            ours: false,
            in_process: false,
            on_links: Vec::new(),
        },
    ])
}

fn loop_scenario(ctx: &Ctx<'_>, snap: &[N]) -> Res<Row> {
    let n = ctx.n;
    let k = ctx.args.loop_sample.min(n).max(1);
    // An even sample across the fleet.
    let sample: Vec<&str> = (0..k)
        .map(|i| snap[i * snap.len() / k].metadata.name.as_str())
        .collect();
    let mut samples = Vec::new();
    for run in 0..ctx.args.runs {
        eprintln!("bench: {n} nodes: shell loop run {}", run + 1);
        let script = format!(
            "for n in {}; do {} annotate node \"$n\" --overwrite {LOOP_KEY}=r{run} -v=6 >/dev/null || exit 1; done",
            sample.join(" "),
            ctx.kubectl
        );
        let mut s = ctx.runner.run(&[proc(&["bash", "-c", &script])])?;
        s.pass = s.exit_ok && s.node_writes as usize == k;
        s.check = format!(
            "{} writes for {k} sampled nodes, ×{n}/{k} extrapolated",
            s.node_writes
        );
        samples.push(s);
    }
    Ok(Row {
        scenario: "shell loop".into(),
        tool: format!("for n; kubectl annotate node $n (×{n}/{k}, EXTRAPOLATED)"),
        samples,
        extrapolate: Some(n as f64 / k as f64),
        ours: false,
        in_process: false,
        on_links: Vec::new(),
    })
}

fn startup_scenario(ctx: &Ctx<'_>) -> Res<Vec<Row>> {
    let cases: [(&str, Vec<&str>); 3] = [
        (
            "kubectl-nodewright version --client",
            vec![&ctx.plugin, "version", "--client"],
        ),
        (
            "kubectl nodewright version --client",
            vec![&ctx.kubectl, "nodewright", "version", "--client"],
        ),
        (
            "kubectl version --client",
            vec![&ctx.kubectl, "version", "--client"],
        ),
    ];
    let mut rows = Vec::new();
    for (i, (name, argv)) in cases.into_iter().enumerate() {
        eprintln!("bench: start-up: {name}");
        // Wall time without any wrapper (a wrapper's own fork/exec would dominate ms figures).
        let mut walls = Vec::new();
        for _ in 0..ctx.args.startup_runs.max(1) {
            let t0 = Instant::now();
            let st = Command::new(argv[0])
                .args(&argv[1..])
                .envs(ctx.runner.env.iter().map(|(k, v)| (k, v)))
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status()
                .map_err(|e| format!("{name}: {e}"))?;
            walls.push((t0.elapsed().as_secs_f64(), st.success()));
        }
        // RSS and CPU from a few measured runs.
        let mut costs = Vec::new();
        for _ in 0..5 {
            costs.push(ctx.runner.run(&[proc(&argv)])?);
        }
        let samples: Vec<Sample> = walls
            .iter()
            .enumerate()
            .map(|(i, (w, ok))| {
                let c = &costs[i % costs.len()];
                Sample {
                    wall: *w,
                    rss_kb: c.rss_kb.clone(),
                    cpu: c.cpu,
                    exit_ok: *ok,
                    pass: *ok,
                    check: format!("{} runs", walls.len()),
                    ..Sample::default()
                }
            })
            .collect();
        rows.push(Row {
            scenario: "start-up".into(),
            tool: name.into(),
            samples,
            extrapolate: None,
            ours: i == 0,
            in_process: false,
            on_links: Vec::new(),
        });
    }
    Ok(rows)
}
