//! What a command cost the API server: its etcd requests for nodes, read from the API server's own
//! `/metrics` (`etcd_requests_total{operation=...,resource="nodes"}`) with the admin token before
//! and after the command, as docs/benchmarks.md ("What a node list costs the API server") did by
//! hand. Read with `curl` straight from the API server (not through the counting proxy), so the
//! read is neither timed nor counted as the tool's bytes, and works from synchronous code.

use std::fmt;
use std::path::Path;
use std::process::Command;

type Res<T> = Result<T, String>;

/// The API server's `/metrics`, read with a bearer token.
#[derive(Debug, Clone)]
pub struct Metrics {
    url: String,
    token: String,
}

/// etcd requests for nodes the API server made (totals, or the difference of two readings).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct EtcdNodes {
    pub list: u64,
    pub get: u64,
    /// Consistent reads of nodes the watch cache did not answer and sent to etcd
    /// (`apiserver_watch_cache_consistent_read_total{fallback="true"}`): why a list went to etcd.
    pub fallback: u64,
    /// Times the nodes' watch cache was (re)initialised
    /// (`apiserver_watch_cache_initializations_total`): while it is, lists go to etcd.
    pub inits: u64,
    /// The API server's own consistency checks of nodes
    /// (`apiserver_storage_consistency_checks_total`, `DetectCacheInconsistency`, on by default
    /// in 1.34): every ~5 minutes it lists the nodes from etcd in pages of 10,000 and compares
    /// them with its cache. Those etcd lists are not the measured command's.
    pub checks: u64,
}

impl Metrics {
    /// `server` is the API server's `https://host:port`; `token_file` holds the admin token
    /// (`tests/cluster` writes it to `$CLUSTER_DIR/admin.token`).
    pub fn new(server: &str, token_file: &Path) -> Res<Metrics> {
        let token = std::fs::read_to_string(token_file)
            .map_err(|e| format!("{}: {e}", token_file.display()))?;
        let m = Metrics {
            url: format!("{}/metrics", server.trim_end_matches('/')),
            token: token.trim().to_string(),
        };
        m.read()?;
        Ok(m)
    }

    /// `/metrics` as text.
    fn body(&self) -> Res<String> {
        let out = Command::new("curl")
            .args(["-sSfk", "--max-time", "30", "-H"])
            .arg(format!("Authorization: Bearer {}", self.token))
            .arg(&self.url)
            .output()
            .map_err(|e| format!("curl {}: {e}", self.url))?;
        if !out.status.success() {
            return Err(format!(
                "curl {}: {}",
                self.url,
                String::from_utf8_lossy(&out.stderr).trim()
            ));
        }
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    }

    /// The counters now.
    pub fn read(&self) -> Res<EtcdNodes> {
        Ok(parse(&self.body()?))
    }

    /// The API server's own memory now, for a scale point's header: `RSS x GB, live heap y GB`
    /// (`process_resident_memory_bytes`, `go_gc_heap_live_bytes`), or what could not be read.
    pub fn server_memory(&self) -> String {
        let Ok(text) = self.body() else {
            return "API server memory not read".into();
        };
        let gauge = |name: &str| {
            text.lines()
                .find_map(|l| {
                    l.strip_prefix(name)?
                        .strip_prefix(' ')?
                        .trim()
                        .parse::<f64>()
                        .ok()
                })
                .map_or("-".to_string(), |b| format!("{:.1}", b / 1e9))
        };
        format!(
            "API server RSS {} GB, live heap {} GB",
            gauge("process_resident_memory_bytes"),
            gauge("go_gc_heap_live_bytes")
        )
    }

    /// The counters now, or `None` (said on stderr) when they cannot be read: a figure missing
    /// from the table, not a failed benchmark.
    pub fn try_read(&self) -> Option<EtcdNodes> {
        self.read()
            .map_err(|e| eprintln!("bench: metrics: {e}"))
            .ok()
    }
}

impl EtcdNodes {
    /// The etcd lists of nodes that were not the API server's own consistency checks: each check
    /// reads `nodes` in pages of 10,000 (`storageWatchListPageSize` in k8s.io/apiserver 1.34's
    /// `cacher/delegator.go`), one etcd list a page.
    pub fn own_lists(&self, nodes: usize) -> u64 {
        self.list
            .saturating_sub(self.checks * nodes.div_ceil(10_000) as u64)
    }

    /// What was added since `before`.
    pub fn since(self, before: EtcdNodes) -> EtcdNodes {
        EtcdNodes {
            list: self.list.saturating_sub(before.list),
            get: self.get.saturating_sub(before.get),
            fallback: self.fallback.saturating_sub(before.fallback),
            inits: self.inits.saturating_sub(before.inits),
            checks: self.checks.saturating_sub(before.checks),
        }
    }
}

impl fmt::Display for EtcdNodes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "list {} get {}", self.list, self.get)
    }
}

/// Sums the counters of nodes (`resource="nodes"`): `etcd_requests_total` by operation, the
/// watch cache's consistent reads that fell back to etcd, its initialisations, and the API
/// server's consistency checks.
fn parse(text: &str) -> EtcdNodes {
    let mut n = EtcdNodes::default();
    for line in text.lines() {
        let Some((name, rest)) = line.split_once('{') else {
            continue;
        };
        let Some((labels, value)) = rest.rsplit_once('}') else {
            continue;
        };
        let has = |want: &str| labels.split(',').any(|l| l == want);
        if !has("resource=\"nodes\"") {
            continue;
        }
        let v = value.trim().parse::<f64>().unwrap_or(0.0) as u64;
        match name {
            "etcd_requests_total" if has("operation=\"list\"") => n.list += v,
            "etcd_requests_total" if has("operation=\"get\"") => n.get += v,
            "apiserver_watch_cache_consistent_read_total" if has("fallback=\"true\"") => {
                n.fallback += v
            }
            "apiserver_watch_cache_initializations_total" => n.inits += v,
            "apiserver_storage_consistency_checks_total" => n.checks += v,
            _ => {}
        }
    }
    n
}

/// A table cell for the runs of one row: `list L get G`, each as `lo–hi` when the runs differ;
/// `-` when no run was read.
pub fn cell(runs: &[Option<EtcdNodes>]) -> String {
    let got: Vec<EtcdNodes> = runs.iter().flatten().copied().collect();
    if got.is_empty() {
        return "-".into();
    }
    let range = |f: fn(&EtcdNodes) -> u64| {
        let lo = got.iter().map(f).min().unwrap_or(0);
        let hi = got.iter().map(f).max().unwrap_or(0);
        if lo == hi {
            lo.to_string()
        } else {
            format!("{lo}–{hi}")
        }
    };
    // Why lists went to etcd, when the watch cache says so.
    let mut why = String::new();
    if got.iter().any(|e| e.fallback > 0) {
        why += &format!(" fell back {}", range(|e| e.fallback));
    }
    if got.iter().any(|e| e.inits > 0) {
        why += &format!(" cache re-init {}", range(|e| e.inits));
    }
    if got.iter().any(|e| e.checks > 0) {
        why += &format!(" (server's own check {})", range(|e| e.checks));
    }
    format!("list {} get {}{why}", range(|e| e.list), range(|e| e.get))
}
