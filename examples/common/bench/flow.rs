//! `bench.rs`: the run: build or take the plugin, start the control plane and the proxies, then
//! each size (seed, measure its rows), the scale point and start-up; print the table.

use super::*;

pub(crate) const JQ_FILTER: &str = r#"[.items[] | {
  name: .metadata.name,
  gateTaints: [(.spec.taints // [])[] | select(.key | test("^(nodewright|skyhook)\\.nvidia\\.com$"))],
  otherTaints: [(.spec.taints // [])[] | select(.key | test("^(nodewright|skyhook)\\.nvidia\\.com$") | not)],
  unschedulable: (.spec.unschedulable // false),
  state: ((.metadata.annotations // {}) | with_entries(select(.key | test("^(nodewright|skyhook)\\.nvidia\\.com/")) | .value |= (. as $v | try fromjson catch $v))),
  labels: ((.metadata.labels // {}) | with_entries(select(.key | test("^(nodewright|skyhook)\\.nvidia\\.com/")))),
  conditions: [(.status.conditions // [])[] | select(.type | test("^(nodewright|skyhook)\\.nvidia\\.com/"))]
}]"#;

pub(crate) async fn run(args: &Args, repo: &Path, cluster: &ClusterGuard) -> Res<()> {
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
    let plugin = plugin_path(args, repo)?;
    let help = Command::new(&plugin)
        .arg("--help")
        .output()
        .map_err(err("plugin --help"))?;
    let help = String::from_utf8_lossy(&help.stdout).to_string();
    let has_cmd = |c: &str| help.lines().any(|l| l.split_whitespace().next() == Some(c));
    let mut report = header(args, &plugin, gnu_time);
    let flavor = if args.skyhook.is_some() {
        Flavor::Legacy
    } else {
        Flavor::Renamed
    };
    let mut ctx = setup(args, cluster, plugin, gnu_time, flavor, &mut report).await?;

    let mut all_rows: Vec<Vec<String>> = vec![header_row(&ctx)];
    let mut targets: Vec<String> = Vec::new();
    let mut sizes = args.nodes.clone();
    sizes.dedup();
    let largest = sizes.iter().copied().max().unwrap_or(0);
    if let Some(w) = std::iter::once(&largest)
        .chain(&args.scale)
        .collect::<Vec<_>>()
        .windows(2)
        .find(|w| w[1] <= w[0])
    {
        return Err(format!(
            "--scale {} must be larger than every --nodes size and the scale point before ({})",
            w[1], w[0]
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
        push_rows(&rows, &mut all_rows);
        if n == largest {
            targets = target_lines(&rows, n);
            largest_rows = rows.into_iter().filter(|r| r.ours).collect();
        }
        eprintln!("{}", table(&all_rows));
    }
    for &big in &args.scale {
        let base = Some((largest, largest_rows.as_slice()));
        let (lines, t) = scale::point(&mut ctx, cluster, big, flavor, base).await?;
        all_rows.extend(lines);
        targets.extend(t);
        eprintln!("{}", table(&all_rows));
    }
    if want("startup") {
        startup_lines(&ctx, &mut all_rows, &mut targets)?;
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

/// The plugin to measure: `--plugin`, or a release build of this checkout.
fn plugin_path(args: &Args, repo: &Path) -> Res<String> {
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
    Ok(plugin.to_string_lossy().to_string())
}

/// The report's first lines: when, where, which clients, how costs are measured.
fn header(args: &Args, plugin: &str, gnu_time: bool) -> String {
    let mut report = String::new();
    let now = Command::new("date")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_default();
    let cores = thread::available_parallelism().map_or(0, |n| n.get());
    let kubectl_v = first_line(&args.kubectl, &["version", "--client"]);
    let jq_v = first_line(&args.jq, &["--version"]);
    let plugin_v = first_line(plugin, &["version", "--client"]);
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

    report
}

/// Starts the control plane and the proxies, writes the operator, and returns the context the
/// scenarios run in.
async fn setup<'a>(
    args: &'a Args,
    cluster: &ClusterGuard,
    plugin: String,
    gnu_time: bool,
    flavor: Flavor,
    report: &mut String,
) -> Res<Ctx<'a>> {
    let repo = &cluster.repo;
    let work = repo.join("target/bench-work");
    fs::create_dir_all(&work).map_err(err("work dir"))?;
    // `kubectl nodewright` finds the plugin on PATH.
    let pathdir = work.join("path");
    fs::create_dir_all(&pathdir).map_err(err("path dir"))?;
    let link = pathdir.join("kubectl-nodewright");
    let _ = fs::remove_file(&link);
    std::os::unix::fs::symlink(&plugin, &link).map_err(err("symlink"))?;

    let kubeconfig = cluster.up()?;
    let kc_text = fs::read_to_string(&kubeconfig).map_err(err("kubeconfig"))?;
    let server = kc_text
        .lines()
        .find_map(|l| l.trim().strip_prefix("server:"))
        .map(|s| s.trim().to_string())
        .ok_or("no server in kubeconfig")?;
    let links = proxies(args, &work, &server, &kc_text, report)?;
    let proxied = links[0].kubeconfig.clone();
    let kopts = kube::config::KubeConfigOptions::default();
    let kc = kube::config::Kubeconfig::read_from(&kubeconfig).map_err(err("kubeconfig"))?;
    let config = kube::Config::from_custom_kubeconfig(kc, &kopts)
        .await
        .map_err(err("kubeconfig"))?;
    let client = nodewright::cluster::client_from_config(config.clone())
        .await
        .map_err(err("client"))?;
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
    let ctx = Ctx {
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
    Ok(ctx)
}

/// A counting proxy per link (loopback, then each shaped `--link`), each with its kubeconfig.
fn proxies(
    args: &Args,
    work: &Path,
    server: &str,
    kc_text: &str,
    report: &mut String,
) -> Res<Vec<Link>> {
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
            kc_text.replace(server, &format!("https://127.0.0.1:{port}")),
        )
        .map_err(err("proxied kubeconfig"))?;
        links.push(Link {
            name: shape.map_or("loopback".into(), |s| s.label()),
            kubeconfig: proxied.to_string_lossy().to_string(),
            counter,
        });
    }
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
    Ok(links)
}

/// The table's header: a column per figure, a wall time per shaped link, the check.
fn header_row(ctx: &Ctx<'_>) -> Vec<String> {
    let mut row: Vec<String> = [
        "scenario",
        "tool",
        "wall s median (min–max)",
        "peak RSS MB",
        "CPU s",
        "requests",
        "etcd reads, nodes",
        "recv MB",
    ]
    .into_iter()
    .map(String::from)
    .collect();
    for l in ctx.runner.links.iter().skip(1) {
        row.push(format!("wall s on {}", l.name));
    }
    row.push("check".into());
    row
}

/// A size's rows, each baseline followed by its ratio to the plugin's row of the same scenario.
fn push_rows(rows: &[Row], all_rows: &mut Vec<Vec<String>>) {
    for r in rows {
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
}

/// The start-up rows and their target.
fn startup_lines(
    ctx: &Ctx<'_>,
    all_rows: &mut Vec<Vec<String>>,
    targets: &mut Vec<String>,
) -> Res<()> {
    all_rows.push(vec!["── start-up (no cluster needed) ──".into()]);
    let rows = startup_scenario(ctx)?;
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
    Ok(())
}

/// The rows of one regular size (`--only` picks the scenarios). Lines that are no row (skipped
/// scenarios) go straight to `all_rows`.
pub(crate) async fn size_rows(
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
    if want("exec") {
        rows.extend(exec_scenario(ctx)?);
    }
    if want("rollout") && has_cmd("rollout") {
        rows.push(rollout_scenario(ctx)?);
    }
    if want("upgrade") && has_cmd("upgrade") {
        rows.push(upgrade_scenario(ctx)?);
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
    if want("rolloutwatch") && has_cmd("rollout") {
        rows.push(rollout_watch_scenario(ctx).await?);
    }
    Ok(rows)
}

pub(crate) fn first_line(prog: &str, args: &[&str]) -> String {
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

pub(crate) fn mem_total() -> String {
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
