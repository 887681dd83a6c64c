//! `bench.rs`: the write scenarios (`reset`, re-gate with a concurrent writer, the shell loop)
//! and start-up.

use super::*;

pub(crate) async fn reset_scenario(ctx: &Ctx<'_>, snap: &[N]) -> Res<Vec<Row>> {
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

pub(crate) async fn taint_scenario(ctx: &Ctx<'_>, snap: &[N]) -> Res<Vec<Row>> {
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

pub(crate) fn loop_scenario(ctx: &Ctx<'_>, snap: &[N]) -> Res<Row> {
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

pub(crate) fn startup_scenario(ctx: &Ctx<'_>) -> Res<Vec<Row>> {
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
