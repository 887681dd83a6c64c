//! `bench.rs`: the read scenarios: `status` (with kubectl | jq, the Go CLI and the floor),
//! `rollout`, and the follow rows (`wait`, quiet `status --watch`).

use super::*;

/// What a quiet run waits for after its window, and so how its start ends.
#[derive(Debug)]
pub(crate) enum Shown {
    /// Nothing (`wait NODE`): the start ends once the node's watch is open; no node is written.
    Nothing,
    /// A line `*NODE` after the write (`status --watch` marks the row of a changed node).
    Marked,
    /// A `rollout -o json` document after the write in which this CR counts one more node
    /// complete than in the last document before it (`rollout --watch -o json`).
    OneMoreComplete(String),
}

/// Runs `argv` over loopback for the quiet window and reports what it cost: wall, RSS, CPU,
/// requests (its -v=6 lines), bytes on the wire, and the CPU of the quiet window (every
/// thread's run time, `/proc/PID/task/*/schedstat`). Unless `shown` is [`Shown::Nothing`], the
/// quiet part starts when the first output appears (a live view's first frame), and after the
/// window a gated node is released to time how long the view takes to show it (`shown`) and
/// what CPU that costs. The process is ended with SIGINT (Ctrl-C).
pub(crate) async fn quiet_run(ctx: &Ctx<'_>, argv: &[&str], shown: Shown) -> Res<Sample> {
    let first_screen = !matches!(shown, Shown::Nothing);
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
    let cpu0 = run_time(pid);
    tokio::time::sleep(quiet).await;
    s.quiet_cpu = cpu0
        .zip(run_time(pid))
        .map(|(a, b)| b.saturating_sub(a) as f64 / 1e9);
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
            // The documents before the write: where the last whole one ends, and its count.
            let base = match &shown {
                Shown::OneMoreComplete(cr) => {
                    let text = fs::read(&of).unwrap_or_default();
                    Some(last_complete(
                        &text[..(before as usize).min(text.len())],
                        cr,
                    ))
                }
                _ => None,
            };
            let cpu0 = run_time(pid);
            fleet::upsert(&ctx.client, &ctx.fleet.node_json(&done))
                .await
                .map_err(err("release node"))?;
            // From the write's answer (the change is made) to the redraw that shows it.
            let changed = Instant::now();
            let needle = format!("*{node}");
            let limit = Instant::now() + Duration::from_secs(30);
            while Instant::now() < limit {
                let text = fs::read(&of).unwrap_or_default();
                let seen = match (&shown, base) {
                    (Shown::OneMoreComplete(cr), Some((at, Some(n)))) => {
                        let (_, now) = last_complete(&text[at.min(text.len())..], cr);
                        now == Some(n + 1)
                    }
                    (Shown::Marked, _) => {
                        text.len() as u64 > before
                            && String::from_utf8_lossy(&text[before as usize..]).contains(&needle)
                    }
                    _ => false,
                };
                if seen {
                    s.change_shown = Some(changed.elapsed().as_secs_f64());
                    s.change_cpu = cpu0
                        .zip(run_time(pid))
                        .map(|(a, b)| b.saturating_sub(a) as f64 / 1e9);
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

/// Every thread's time on a CPU so far, in nanoseconds (`/proc/PID/task/*/schedstat`; a thread
/// that has ended is not counted). None once the process is gone.
pub(crate) fn run_time(pid: u32) -> Option<u64> {
    let tasks = fs::read_dir(format!("/proc/{pid}/task")).ok()?;
    Some(
        tasks
            .flatten()
            .filter_map(|t| fs::read_to_string(t.path().join("schedstat")).ok())
            .filter_map(|l| l.split_whitespace().next()?.parse::<u64>().ok())
            .sum(),
    )
}

/// The whole JSON documents at the start of `text` (a live view's frames, one after another):
/// the offset where the last one ends, and how many nodes CR `cr` counts complete in it.
pub(crate) fn last_complete(text: &[u8], cr: &str) -> (usize, Option<u64>) {
    let mut docs = serde_json::Deserializer::from_slice(text).into_iter::<Value>();
    let (mut end, mut complete) = (0, None);
    while let Some(Ok(doc)) = docs.next() {
        end = docs.byte_offset();
        complete = doc["items"].as_array().and_then(|items| {
            items
                .iter()
                .find(|i| i["name"] == json!(cr))?
                .pointer("/nodes/complete")?
                .as_u64()
        });
    }
    (end, complete)
}

/// `wait` on one named node that does not change, and a quiet `status --watch` of the fleet,
/// each for --quiet-secs: bytes and requests a minute once they follow the watches.
pub(crate) async fn follow_scenario(ctx: &Ctx<'_>) -> Res<Vec<Row>> {
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
        Shown::Nothing,
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
    let mut st = quiet_run(
        ctx,
        &[&ctx.plugin, "status", "--watch", "-v=6"],
        Shown::Marked,
    )
    .await?;
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

/// A quiet `rollout --watch -o json` of the fleet (its default `--interval`, 5 s: the frames of
/// the clock are part of the quiet window), `--runs` times: each for --quiet-secs, then a gated
/// node is released and the time until a frame counts it complete in the runtime CR is measured.
pub(crate) async fn rollout_watch_scenario(ctx: &Ctx<'_>) -> Res<Row> {
    let n = ctx.n;
    let q = ctx.args.quiet_secs;
    let rt = ctx.fleet.cr_name(Role::Runtime);
    let mut samples = Vec::new();
    for run in 0..ctx.args.runs {
        eprintln!(
            "bench: {n} nodes: quiet rollout --watch -o json, {q} s, then one change (run {})",
            run + 1
        );
        let mut s = quiet_run(
            ctx,
            &[&ctx.plugin, "rollout", "--watch", "-o", "json", "-v=6"],
            Shown::OneMoreComplete(rt.clone()),
        )
        .await?;
        let steady = s.quiet_per_min.unwrap_or(f64::NAN);
        s.pass = s.exit_ok && steady < 1e6 && s.change_shown.is_some_and(|t| t < 1.0);
        s.check = follow_figures(&[&s], q);
        samples.push(s);
    }
    // Every run passed: each says the same, the figures of all the runs.
    if samples.iter().all(|s| s.pass) {
        let summary = follow_figures(&samples.iter().collect::<Vec<_>>(), q);
        for s in &mut samples {
            s.check = summary.clone();
        }
    }
    Ok(Row {
        scenario: "follow".into(),
        tool: format!("nodewright rollout --watch -o json ({q} s quiet + 1 change)"),
        samples,
        extrapolate: None,
        ours: true,
        in_process: false,
        on_links: Vec::new(),
    })
}

/// A live view's figures over its runs, each the median (min–max) when there are several: the
/// first frame's bytes, the quiet traffic and CPU, the time and CPU until a change is shown.
fn follow_figures(runs: &[&Sample], quiet_secs: u64) -> String {
    let fig = |f: &dyn Fn(&Sample) -> Option<f64>, scale: f64, digits: usize| {
        let v: Vec<f64> = runs
            .iter()
            .filter_map(|s| f(s))
            .map(|x| x * scale)
            .collect();
        if v.is_empty() {
            return "-".to_string();
        }
        let (lo, hi) = spread(&v);
        if v.len() == 1 || (hi - lo).abs() < 0.5 * 10f64.powi(-(digits as i32)) {
            format!("{:.digits$}", median(v))
        } else {
            format!("{:.digits$} ({lo:.digits$}–{hi:.digits$})", median(v))
        }
    };
    let unseen = runs.iter().filter(|s| s.change_shown.is_none()).count();
    format!(
        "first frame {} MB, then {} KB a minute (target < 1 MB) and {} ms of CPU a second; a change shown after {} ms (target < 1 s{}) with {} ms of CPU",
        fig(&|s| Some(s.start_bytes as f64), 1e-6, 1),
        fig(&|s| s.quiet_per_min, 1e-3, 1),
        fig(&|s| s.quiet_cpu, 1e3 / quiet_secs as f64, 2),
        fig(&|s| s.change_shown, 1e3, 0),
        if unseen > 0 {
            format!("; not seen in 30 s in {unseen} run(s)")
        } else {
            String::new()
        },
        fig(&|s| s.change_cpu, 1e3, 1),
    )
}

/// Checks the plugin's `status -o json` node by node against the state the fleet was built to
/// be in (`Fleet::expected`): `ok: N/N states as built`, or what differs.
pub(crate) fn check_states(ctx: &Ctx<'_>, stdout: &[u8]) -> (bool, String) {
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
pub(crate) fn names_in(ctx: &Ctx<'_>, stdout: &[u8]) -> usize {
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

/// The `status -o jsonpath` row's template: a line per node, name and state.
const JSONPATH_TEMPLATE: &str = r#"jsonpath={range .items[*]}{.name} {.state}{"\n"}{end}"#;
/// The `status -o jsonpath` row's name ([`super::results::target_lines`] finds it by it).
pub(crate) const JSONPATH_TOOL: &str = "nodewright status -o jsonpath (names, states)";

pub(crate) async fn status_scenario(ctx: &Ctx<'_>) -> Res<Vec<Row>> {
    let n = ctx.n;
    let links = ctx.runner.links.len() - 1;
    let ours_job = vec![proc(&[&ctx.plugin, "status", "-o", "json", "-v=6"])];
    // The same document through a template: must be no slower than -o json.
    let jsonpath_job = vec![proc(&[
        &ctx.plugin,
        "status",
        "-o",
        JSONPATH_TEMPLATE,
        "-v=6",
    ])];
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
    let mut jsonpath = Vec::new();
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

        let mut s = ctx.runner.run(&jsonpath_job)?;
        let lines = s
            .stdout
            .split(|b| *b == b'\n')
            .filter(|l| !l.is_empty())
            .count();
        s.pass = s.exit_ok && lines == n;
        s.check = format!("{lines}/{n} lines");
        s.stdout.clear();
        jsonpath.push(s);

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
            tool: JSONPATH_TOOL.into(),
            samples: jsonpath,
            extrapolate: None,
            ours: true,
            in_process: false,
            // Loopback only: the link columns measure the wire, the same for both forms.
            on_links: vec![Vec::new(); links],
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

/// `rollout -o json` over the whole fleet: time and memory, checked against the
/// generator's truth for the runtime CR (nodes selected and complete). No kubectl baseline:
/// kubectl has no equivalent.
pub(crate) fn rollout_scenario(ctx: &Ctx<'_>) -> Res<Row> {
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

/// `upgrade check --to v0.20.0 -o json` over the whole fleet: time and memory, to
/// set beside the `status` row (the bound: 1.2x one `status`). The verdict depends on the
/// fleet's operator and objects, so a run passes on a whole `UpgradeReport` and an exit of 0 or
/// 1 (a verdict), not on a verdict.
pub(crate) fn upgrade_scenario(ctx: &Ctx<'_>) -> Res<Row> {
    let n = ctx.n;
    let mut samples = Vec::new();
    for run in 0..ctx.args.runs {
        eprintln!("bench: {n} nodes: upgrade check run {}", run + 1);
        let mut s = ctx.runner.run(&[proc(&[
            &ctx.plugin,
            "upgrade",
            "check",
            "--to",
            "v0.20.0",
            "-o",
            "json",
            "-v=6",
        ])])?;
        let doc = serde_json::from_slice::<Value>(&s.stdout).ok();
        let verdict = doc
            .as_ref()
            .filter(|d| d["kind"] == "UpgradeReport")
            .and_then(|d| d["verdict"]["readiness"].as_str().map(str::to_string));
        s.pass = verdict.is_some();
        s.check = match verdict {
            Some(v) => format!("verdict {v}"),
            None => "no UpgradeReport".into(),
        };
        s.stdout.clear();
        samples.push(s);
    }
    Ok(Row {
        scenario: "upgrade".into(),
        tool: "nodewright upgrade check -o json".into(),
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
pub(crate) async fn floor_list(client: &Client) -> Res<Sample> {
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
