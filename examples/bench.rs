//! Fleet-scale benchmark: the plugin next to the kubectl commands people use today, on
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
//!
//! `--scale N` adds a scale point after the sizes: see `common/bench/scale.rs`. Every run also
//! reads the API server's etcd requests for nodes (`common/apicost.rs`).
//!
//! This file holds the flags and the types; the parts are in `common/bench/`: `flow.rs` (the
//! run), `cluster.rs`, `runner.rs` (measuring processes), `nodes.rs` (reading and restoring
//! nodes, the concurrent writer), `reads.rs` and `writes.rs` (the scenarios), `results.rs` (rows,
//! table, targets) and `scale.rs`.

#[path = "common/apicost.rs"]
mod apicost;
#[path = "common/bench/cluster.rs"]
mod cluster;
#[path = "common/bench/exec.rs"]
mod exec;
#[path = "../tests/common/fleet.rs"]
#[allow(dead_code)]
mod fleet;
#[path = "common/bench/flow.rs"]
mod flow;
#[path = "common/link.rs"]
mod link;
#[path = "common/bench/nodes.rs"]
mod nodes;
#[path = "common/bench/reads.rs"]
mod reads;
#[path = "common/bench/results.rs"]
mod results;
#[path = "common/bench/runner.rs"]
mod runner;
#[path = "common/bench/scale.rs"]
mod scale;
#[path = "common/bench/writes.rs"]
mod writes;

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

use cluster::*;
use exec::*;
use flow::*;
use nodes::*;
use reads::*;
use results::*;
use runner::*;
use writes::*;

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
    /// Only these scenarios
    /// (status,exec,rollout,upgrade,byname,reset,taint,loop,watch,rolloutwatch,startup).
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
    /// Scale points after the other sizes (each larger than the one before and than every
    /// `--nodes` size), e.g. `50000,100000`: the fleet is grown to each and the plugin's `status
    /// -o json`, `explain NODE`, `rollout`, `wait NODE` and a quiet `status --watch` run
    /// (loopback; see common/bench/scale.rs), compared with the largest `--nodes` size for
    /// linearity and O(1) requests.
    #[arg(long, value_delimiter = ',')]
    scale: Vec<usize>,
    /// Nodes per fleet at the scale point (see examples/common/scale.rs: one CR's status must
    /// stay under the API server's 2 MiB etcd write).
    #[arg(long, default_value_t = scale::SHARD)]
    shard: usize,
    /// A file that exists while a size is measured, not while it is seeded: tells others on a
    /// shared machine to hold heavy work. Removed after each size, on error and on Ctrl-C.
    #[arg(long)]
    mark: Option<PathBuf>,
}

/// The plugin's own page size (`--chunk-size` default in crates/cli.rs): the floor lists with it.
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

#[derive(Debug)]
struct ClusterGuard {
    repo: PathBuf,
    dir: String,
    started: AtomicBool,
    /// `--mark`: exists while a size is measured.
    mark: Option<PathBuf>,
}

/// One process of a job: argv, and whether its stdin is the previous process's stdout.
#[derive(Debug, Clone)]
struct Proc {
    argv: Vec<String>,
    pipe_in: bool,
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
    /// Follow rows: CPU (every thread's run time) over the quiet window, seconds.
    quiet_cpu: Option<f64>,
    /// Follow rows: CPU from the write of the change to the output that shows it, seconds.
    change_cpu: Option<f64>,
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

#[derive(Debug, Default)]
struct WriterReport {
    written: Vec<(String, String)>,
    conflicts: u64,
    errors: u64,
}

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
