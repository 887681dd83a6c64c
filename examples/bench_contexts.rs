//! Several clusters as one view, measured: `status` over `--context c0,c1,...`
//! against the slowest of the same clusters read alone.
//!
//!   cargo build --release --bin kubectl-nodewright --example bench_contexts
//!   target/release/examples/bench_contexts --clusters 4 --nodes 1000 --runs 3 \
//!       --plugin target/release/kubectl-nodewright
//!
//! Starts `--clusters` control planes of `tests/cluster` side by side (their own CLUSTER_DIRs,
//! stopped at the end), seeds each with the benchmark's GPU fleet (`--nodes` nodes, the renamed
//! operator), writes one kubeconfig with a context per cluster, then times, `--runs` times each:
//! `status -o json --context cI` per cluster alone, and `status -o json --context c0,c1,...`.
//! This is done over loopback and again with each cluster behind its own link shaped to
//! `--link` (default 100 Mbit/s, 20 ms: remote clusters, each on its own network path, as an
//! operator's laptop sees them; on loopback the four control planes share this machine's cores).
//! Reports wall time (median, min–max), peak RSS (`/usr/bin/time`), the ratio of the
//! several-context read to the slowest single one (target: <= 1.3x) and to reading the
//! clusters one after another, and checks that every node of every cluster is in the output with
//! its `context`.

#[path = "../tests/common/fleet.rs"]
#[allow(dead_code)]
mod fleet;
#[path = "../tests/common/kubeconfig.rs"]
mod kubeconfig;
#[path = "common/link.rs"]
mod link;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

use clap::Parser;
use fleet::{Flavor, Fleet, Mix, Operator};
use kube::config::{KubeConfigOptions, Kubeconfig};
use serde_json::Value;

type Res<T> = Result<T, String>;

#[derive(Debug, Parser)]
#[command(
    about = "status over several contexts vs the slowest context alone, on real control planes"
)]
struct Args {
    /// Control planes to start (each a kube-apiserver + etcd on loopback).
    #[arg(long, default_value_t = 4)]
    clusters: usize,
    /// Nodes seeded in each cluster.
    #[arg(long, default_value_t = 1000)]
    nodes: usize,
    /// Timed runs per measurement (the median is reported).
    #[arg(long, default_value_t = 3)]
    runs: usize,
    /// The plugin binary to measure (default: target/release/kubectl-nodewright).
    #[arg(long)]
    plugin: Option<PathBuf>,
    /// Leave the control planes running at the end.
    #[arg(long)]
    keep_clusters: bool,
    /// Also measure with every cluster behind its own link shaped to MBIT/RTTms (remote clusters
    /// each sit behind their own network path); "" for loopback only.
    #[arg(long, value_delimiter = ',', default_value = "100/20")]
    link: Vec<String>,
}

struct Planes {
    repo: PathBuf,
    dirs: Vec<String>,
    keep: bool,
}

impl Drop for Planes {
    fn drop(&mut self) {
        if self.keep {
            return;
        }
        for d in &self.dirs {
            let _ = Command::new(self.repo.join("tests/cluster"))
                .arg("down")
                .env("CLUSTER_DIR", d)
                .stdout(Stdio::null())
                .status();
        }
    }
}

fn up(repo: &Path, dir: &str) -> Res<PathBuf> {
    for attempt in 1..=3 {
        let out = Command::new(repo.join("tests/cluster"))
            .arg("up")
            .env("CLUSTER_DIR", dir)
            .stderr(Stdio::inherit())
            .output()
            .map_err(|e| format!("tests/cluster up: {e}"))?;
        if out.status.success() {
            let stdout = String::from_utf8_lossy(&out.stdout);
            let line = stdout
                .lines()
                .rev()
                .find_map(|l| l.strip_prefix("export KUBECONFIG="))
                .ok_or("tests/cluster up printed no export line")?;
            return Ok(PathBuf::from(line.trim().trim_matches(['\'', '"'])));
        }
        eprintln!("bench: tests/cluster up {dir} failed (attempt {attempt})");
    }
    Err(format!("tests/cluster up {dir} failed three times"))
}

/// One kubeconfig with a context (and cluster and user entry) per (name, kubeconfig) pair.
fn merged(out_path: &Path, from: &[(String, PathBuf)], shape: Option<link::Shape>) -> Res<()> {
    let mut out = Kubeconfig::default();
    for (name, path) in from {
        let kc = Kubeconfig::read_from(path).map_err(|e| format!("{}: {e}", path.display()))?;
        let server = match (shape, kc.clusters.first().and_then(|c| c.cluster.as_ref())) {
            (Some(shape), Some(c)) => {
                let server = c.server.clone().unwrap_or_default();
                let upstream = server
                    .strip_prefix("https://")
                    .ok_or_else(|| format!("{name}: server {server} is not https://"))?
                    .trim_end_matches('/')
                    .to_string();
                let (port, _) = link::start_proxy(upstream, Some(shape))?;
                Some(format!("https://127.0.0.1:{port}"))
            }
            _ => None,
        };
        kubeconfig::add_context(&mut out, name, &kc, server)
            .map_err(|e| format!("{}: {e}", path.display()))?;
    }
    out.current_context = from.first().map(|(n, _)| n.clone());
    kubeconfig::write(&out, out_path)
}

struct Sample {
    wall: f64,
    rss_mb: f64,
    /// The plugin's user + system CPU seconds.
    cpu: f64,
    /// CPU seconds the control planes (every kube-apiserver and etcd) spent during the read.
    server_cpu: f64,
    doc: Value,
}

/// User + system CPU seconds a process has used so far (`/proc/PID/stat`, 100 ticks a second
/// as on Linux x86-64); 0 when it is gone.
fn proc_cpu(pid: u32) -> f64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // The fields after the command name (which may hold spaces) start after its ')'.
    let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
    let f: Vec<&str> = rest.split_whitespace().collect();
    let tick = |i: usize| f.get(i).and_then(|v| v.parse::<f64>().ok()).unwrap_or(0.0);
    // utime and stime are fields 14 and 15 of stat, 12 and 13 after the ')'.
    (tick(11) + tick(12)) / 100.0
}

/// The kube-apiserver and etcd PIDs of every control plane.
fn server_pids(repo: &Path, dirs: &[String]) -> Vec<u32> {
    dirs.iter()
        .flat_map(|d| ["kube-apiserver.pid", "etcd.pid"].map(|f| repo.join(d).join(f)))
        .filter_map(|p| std::fs::read_to_string(p).ok()?.trim().parse().ok())
        .collect()
}

fn servers_cpu(pids: &[u32]) -> f64 {
    pids.iter().map(|&p| proc_cpu(p)).sum()
}

fn run_status(plugin: &Path, kubeconfig: &Path, contexts: &str, pids: &[u32]) -> Res<Sample> {
    let time_file = std::env::temp_dir().join(format!("nw-ctx-bench-{}.time", std::process::id()));
    let servers_before = servers_cpu(pids);
    let start = Instant::now();
    let out = Command::new("/usr/bin/time")
        .arg("-f")
        .arg("%M %U %S")
        .arg("-o")
        .arg(&time_file)
        .arg(plugin)
        .args(["status", "-o", "json", "--context", contexts])
        .env("KUBECONFIG", kubeconfig)
        .env("NO_COLOR", "1")
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("/usr/bin/time {}: {e}", plugin.display()))?;
    let wall = start.elapsed().as_secs_f64();
    let server_cpu = servers_cpu(pids) - servers_before;
    if !out.status.success() {
        return Err(format!(
            "status --context {contexts}: {}\n{}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    let time = std::fs::read_to_string(&time_file).unwrap_or_default();
    let fields: Vec<f64> = time
        .lines()
        .last()
        .unwrap_or("")
        .split_whitespace()
        .filter_map(|v| v.parse().ok())
        .collect();
    let (kb, cpu) = match fields.as_slice() {
        [kb, user, sys] => (*kb, user + sys),
        _ => (0.0, 0.0),
    };
    let doc = serde_json::from_slice(&out.stdout).map_err(|e| format!("status JSON: {e}"))?;
    Ok(Sample {
        wall,
        rss_mb: kb / 1024.0,
        cpu,
        server_cpu,
        doc,
    })
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    let n = v.len();
    if n == 0 {
        0.0
    } else if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    }
}

struct Measured {
    label: String,
    walls: Vec<f64>,
    rss: f64,
    cpus: Vec<f64>,
    server_cpus: Vec<f64>,
    check: String,
}

impl Measured {
    fn line(&self) -> String {
        let (lo, hi) = self
            .walls
            .iter()
            .fold((f64::MAX, 0.0f64), |(l, h), &w| (l.min(w), h.max(w)));
        format!(
            "{:<34} {:>7.2} s ({:.2}–{:.2})  {:>6.1} MB  {:>7.2} s  {:>7.2} s  {}",
            self.label,
            median(self.walls.clone()),
            lo,
            hi,
            self.rss,
            median(self.cpus.clone()),
            median(self.server_cpus.clone()),
            self.check
        )
    }
}

/// Nodes per context in a `status -o json` document, and whether each context reported `ok`.
fn per_context(doc: &Value) -> (std::collections::BTreeMap<String, usize>, bool) {
    let mut counts = std::collections::BTreeMap::new();
    for item in doc["items"].as_array().into_iter().flatten() {
        let c = item["context"].as_str().unwrap_or("").to_string();
        *counts.entry(c).or_insert(0) += 1;
    }
    let all_ok = doc["contexts"]
        .as_array()
        .is_none_or(|cs| cs.iter().all(|c| c["status"] == "ok"));
    (counts, all_ok)
}

fn measure(
    plugin: &Path,
    kubeconfig: &Path,
    contexts: &[String],
    runs: usize,
    nodes: usize,
    pids: &[u32],
) -> Res<Measured> {
    let joined = contexts.join(",");
    let mut walls = Vec::new();
    let mut cpus = Vec::new();
    let mut server_cpus = Vec::new();
    let mut rss = 0.0f64;
    let mut check = String::from("ok");
    for _ in 0..runs {
        let s = run_status(plugin, kubeconfig, &joined, pids)?;
        walls.push(s.wall);
        cpus.push(s.cpu);
        server_cpus.push(s.server_cpu);
        rss = rss.max(s.rss_mb);
        let items = s.doc["items"].as_array().map_or(0, Vec::len);
        if items != nodes * contexts.len() {
            check = format!("FAIL: {items} items, want {}", nodes * contexts.len());
        } else if contexts.len() > 1 {
            let (counts, all_ok) = per_context(&s.doc);
            if !all_ok || counts.len() != contexts.len() || counts.values().any(|&c| c != nodes) {
                check = format!("FAIL: per context {counts:?}, every context ok: {all_ok}");
            }
        }
    }
    Ok(Measured {
        label: format!("status --context {joined}"),
        walls,
        rss,
        cpus,
        server_cpus,
        check,
    })
}

async fn seed(kubeconfig: &Path, id: &str, n: usize) -> Res<f64> {
    let kc = Kubeconfig::read_from(kubeconfig).map_err(|e| e.to_string())?;
    let config = kube::Config::from_custom_kubeconfig(kc, &KubeConfigOptions::default())
        .await
        .map_err(|e| e.to_string())?;
    let client = nodewright::cluster::client_from_config(config).await?;
    fleet::seed_operator(&client, &Operator::for_flavor(Flavor::Renamed))
        .await
        .map_err(|e| format!("seed operator: {e}"))?;
    let f = Fleet::with_mix(id, Flavor::Renamed, &Mix::Bench, n);
    let r = fleet::seed(&client, &f, 32)
        .await
        .map_err(|e| format!("seed: {e}"))?;
    Ok(r.elapsed.as_secs_f64())
}

async fn run(args: &Args, planes: &mut Planes) -> Res<()> {
    if args.clusters < 2 || args.runs == 0 || args.nodes == 0 {
        return Err("--clusters must be >= 2, --runs and --nodes >= 1".into());
    }
    if !Path::new("/usr/bin/time").exists() {
        return Err("/usr/bin/time is needed for peak RSS (Debian: apt-get install time)".into());
    }
    let plugin = args
        .plugin
        .clone()
        .unwrap_or_else(|| planes.repo.join("target/release/kubectl-nodewright"));
    let plugin =
        std::fs::canonicalize(&plugin).map_err(|e| format!("{}: {e}", plugin.display()))?;
    let mut from = Vec::new();
    for i in 0..args.clusters {
        let dir = format!("target/cluster-nwctx-{i}");
        planes.dirs.push(dir.clone());
        let kc = up(&planes.repo, &dir)?;
        let secs = seed(&kc, &format!("c{i}"), args.nodes).await?;
        eprintln!(
            "bench: cluster c{i}: {} nodes seeded in {secs:.0} s",
            args.nodes
        );
        from.push((format!("c{i}"), kc));
    }
    let names: Vec<String> = from.iter().map(|(n, _)| n.clone()).collect();
    let pids = server_pids(&planes.repo, &planes.dirs);
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    println!(
        "{} clusters x {} nodes; plugin {}; {cores} cores; load {}",
        args.clusters,
        args.nodes,
        plugin.display(),
        load.split_whitespace()
            .take(3)
            .collect::<Vec<_>>()
            .join(" ")
    );
    let mut shapes = vec![None];
    for l in args.link.iter().filter(|l| !l.is_empty()) {
        shapes.push(Some(link::Shape::parse(l)?));
    }
    let mut ok = true;
    for (i, shape) in shapes.into_iter().enumerate() {
        let kubeconfig = planes
            .repo
            .join(format!("target/cluster-nwctx-{i}.kubeconfig"));
        merged(&kubeconfig, &from, shape)?;
        let label = shape.map_or("loopback".to_string(), |s| {
            format!("each cluster behind its own {} link", s.label())
        });
        ok &= one_link(args, &plugin, &kubeconfig, &names, &label, &pids)?;
    }
    if !ok {
        return Err("a read did not return every node of every context (see check)".into());
    }
    Ok(())
}

/// The rows of one link: every context alone, then all of them; false when a check failed.
fn one_link(
    args: &Args,
    plugin: &Path,
    kubeconfig: &Path,
    names: &[String],
    label: &str,
    pids: &[u32],
) -> Res<bool> {
    // One unmeasured read per context first: the apiservers' caches are warm for every row.
    for n in names {
        run_status(plugin, kubeconfig, n, pids)?;
    }
    let mut alone = Vec::new();
    for n in names {
        let m = measure(
            plugin,
            kubeconfig,
            std::slice::from_ref(n),
            args.runs,
            args.nodes,
            pids,
        )?;
        eprintln!("bench: {label}: {}", m.line());
        alone.push(m);
    }
    let all = measure(plugin, kubeconfig, names, args.runs, args.nodes, pids)?;
    let slowest = alone
        .iter()
        .map(|m| median(m.walls.clone()))
        .fold(0.0f64, f64::max);
    let sequential: f64 = alone.iter().map(|m| median(m.walls.clone())).sum();
    let ratio = median(all.walls.clone()) / slowest.max(1e-9);
    println!("\n── {label} ──");
    println!(
        "{:<34} {:>9} {:>13}  {:>9}  {:>9}  {:>9}  check",
        "read", "wall s", "(min–max)", "peak RSS", "CPU", "server CPU"
    );
    for m in &alone {
        println!("{}", m.line());
    }
    println!("{}", all.line());
    println!(
        "several contexts / slowest alone: {ratio:.2}x (target <= 1.3x: {}); one after another would take {sequential:.2} s ({:.2}x)",
        if ratio <= 1.3 { "met" } else { "NOT met" },
        sequential / slowest.max(1e-9)
    );
    // What the cores allow: the several-context read needs its own CPU and the control planes'
    // on this machine's cores; it cannot end before that work is done with every core busy.
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get()) as f64;
    let work = median(all.cpus.clone()) + median(all.server_cpus.clone());
    println!(
        "CPU of the several-context read: {:.2} s client + {:.2} s control planes = {work:.2} s on {cores} cores: at least {:.2} s of wall time ({:.2}x the slowest alone) while the control planes share the client's cores",
        median(all.cpus.clone()),
        median(all.server_cpus.clone()),
        work / cores,
        work / cores / slowest.max(1e-9)
    );
    Ok(all.check == "ok" && alone.iter().all(|m| m.check == "ok"))
}

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
    let mut planes = Planes {
        repo: PathBuf::from(env!("CARGO_MANIFEST_DIR")),
        dirs: Vec::new(),
        keep: args.keep_clusters,
    };
    let result = rt.block_on(run(&args, &mut planes));
    drop(planes);
    if let Err(e) = result {
        eprintln!("bench: {e}");
        std::process::exit(1);
    }
}
