//! The scale point of `bench.rs` (`--scale N`), and the by-name rows it is
//! compared with at the regular sizes.
//!
//! After the regular sizes the fleet is grown to N nodes (then to the next scale point, if
//! several are given: a fleet seeded in full at one point is not written again at the next) and
//! each row the issue names runs over
//! loopback: `status -o json` (`--runs` times, every node's state checked), `explain NODE`
//! (`--runs` times), `rollout -o json` (`--runs` times, checked), `wait NODE` on a gated node
//! that does not change (`--timeout 10s`: it ends unmet, exit 1, as designed) and a quiet
//! `status --watch` (`--quiet-secs`, then one node released and the redraw timed). Each row
//! carries the API server's etcd reads for nodes during it (`common/apicost.rs`).
//!
//! A fleet of this generator keeps at most [`SHARD`] nodes: its runtime CR's `status.nodeStatus`
//! names every node it selects, and at 100,000 nodes that object (2.6 MB of JSON) is refused by
//! the API server's etcd client (`trying to send message larger than max (2627265 vs. 2097152)`).
//! The operator would meet the same limit with one CR over such a fleet. Larger scale points are
//! several fleets side by side (ids `nwb`, `nwb1`, ...), each with its own CRs; `status` is
//! checked against all of them, the other rows use the first.

use super::*;

/// Nodes per fleet at the scale point by default (`--shard`; the runtime CR's status at 50,000
/// is 1.3 MB).
pub const SHARD: usize = 50_000;
/// `wait NODE`'s timeout at the scale point and the regular sizes.
const WAIT_TIMEOUT: &str = "10s";

/// The fleets of a scale point of `big` nodes, `shard` nodes each: the first keeps [`FLEET_ID`],
/// so the nodes of the regular sizes are its first nodes.
pub fn shards(big: usize, shard: usize, flavor: Flavor) -> Vec<Fleet> {
    let shard = shard.max(1);
    (0..big.div_ceil(shard))
        .map(|k| {
            let id = if k == 0 {
                FLEET_ID.to_string()
            } else {
                format!("{FLEET_ID}{k}")
            };
            Fleet::with_mix(&id, flavor, &Mix::Bench, shard.min(big - k * shard))
        })
        .collect()
}

/// Nodes in the cluster, from one list of one item (`remainingItemCount`).
async fn count_nodes(client: &Client) -> Res<usize> {
    let req = http::Request::get("/api/v1/nodes?limit=1")
        .body(Vec::new())
        .map_err(err("request"))?;
    let text = client.request_text(req).await.map_err(err("count nodes"))?;
    let v: Value = serde_json::from_str(&text).map_err(err("node list"))?;
    let items = v["items"].as_array().map_or(0, Vec::len);
    Ok(items + v["metadata"]["remainingItemCount"].as_u64().unwrap_or(0) as usize)
}

/// Grows the fleet to `big` nodes, measures the rows, and returns the table lines and the
/// targets. `base` is the largest regular size and its rows (for linearity and O(1)).
pub async fn point(
    ctx: &mut Ctx<'_>,
    cluster: &ClusterGuard,
    big: usize,
    flavor: Flavor,
    base: Option<(usize, &[Row])>,
) -> Res<(Vec<Vec<String>>, Vec<String>)> {
    // A fleet a scale point before seeded in full is kept as it is (and not written again).
    let mut before: Vec<Fleet> = std::iter::once(std::mem::replace(
        &mut ctx.fleet,
        Fleet::new(FLEET_ID, flavor),
    ))
    .chain(ctx.shards.drain(..))
    .collect();
    let mut fleets = Vec::new();
    let mut seeded = Vec::new();
    for f in shards(big, ctx.args.shard, flavor) {
        let same = |b: &Fleet| b.id == f.id && b.nodes.len() == f.nodes.len();
        if let Some(i) = before.iter().position(same) {
            seeded.push(format!("{} {} before", f.id, f.nodes.len()));
            fleets.push(before.remove(i));
            continue;
        }
        eprintln!(
            "bench: seeding {} nodes of fleet {} (scale point {big})...",
            f.nodes.len(),
            f.id
        );
        let r = fleet::seed(&ctx.client, &f, 32)
            .await
            .map_err(err("seeding"))?;
        eprintln!(
            "bench: fleet {} seeded in {:.0} s",
            f.id,
            r.elapsed.as_secs_f64()
        );
        seeded.push(format!(
            "{} {} in {:.0} s",
            f.id,
            f.nodes.len(),
            r.elapsed.as_secs_f64()
        ));
        fleets.push(f);
    }
    let listed = count_nodes(&ctx.client).await?;
    if listed != big {
        return Err(format!("seeded {big} nodes but the cluster has {listed}"));
    }
    ctx.n = big;
    ctx.fleet = fleets.remove(0);
    ctx.shards = fleets;
    let memory = ctx.runner.metrics.as_ref().map_or_else(
        || "API server memory not read".to_string(),
        Metrics::server_memory,
    );
    let mut lines = vec![vec![format!(
        "── {big} nodes, scale point, loopback (seeded: {}; {memory}) ──",
        seeded.join(", ")
    )]];
    cluster.measuring(true);
    let rows = point_rows(ctx).await;
    cluster.measuring(false);
    let rows = rows?;
    lines.extend(rows.iter().map(Row::cells));
    Ok((lines, point_lines(&rows, big, base)))
}

async fn point_rows(ctx: &Ctx<'_>) -> Res<Vec<Row>> {
    let mut rows = vec![status_row(ctx)?];
    rows.extend(byname_rows(ctx)?);
    let mut rollout = rollout_scenario(ctx)?;
    rollout.scenario = "rollout (scale)".into();
    rows.push(rollout);
    rows.push(watch_row(ctx).await?);
    Ok(rows)
}

fn ours(scenario: &str, tool: String, samples: Vec<Sample>) -> Row {
    Row {
        scenario: scenario.into(),
        tool,
        samples,
        extrapolate: None,
        ours: true,
        in_process: false,
        on_links: Vec::new(),
    }
}

/// The plugin's `status -o json` over loopback, `--runs` times, every node's state checked.
fn status_row(ctx: &Ctx<'_>) -> Res<Row> {
    let n = ctx.n;
    let job = vec![proc(&[&ctx.plugin, "status", "-o", "json", "-v=6"])];
    let mut samples = Vec::new();
    for run in 0..ctx.args.runs {
        eprintln!("bench: {n} nodes: status run {} (scale point)", run + 1);
        let mut s = ctx.runner.run(&job)?;
        let (ok, text) = check_states(ctx, &s.stdout);
        s.pass = s.exit_ok && ok;
        s.check = text;
        s.stdout.clear();
        samples.push(s);
    }
    Ok(ours(
        "status (scale)",
        "nodewright status -o json".into(),
        samples,
    ))
}

/// The node the by-name rows read: the fleet's first gated node whose rollout is in progress.
fn gated_node(ctx: &Ctx<'_>) -> Res<String> {
    ctx.fleet
        .names(Situation::GatedInProgress)
        .first()
        .cloned()
        .ok_or_else(|| "the fleet has no gated node".to_string())
}

/// `explain NODE -o json` (`--runs` times) and `wait NODE` (once, until its timeout) on one
/// gated node: the rows whose requests must not grow with the fleet.
pub fn byname_rows(ctx: &Ctx<'_>) -> Res<Vec<Row>> {
    let n = ctx.n;
    let node = gated_node(ctx)?;
    let want = ctx
        .fleet
        .plan(&node)
        .map(|p| ctx.fleet.expected(p).state)
        .unwrap_or_default();
    let job = vec![proc(&[&ctx.plugin, "explain", &node, "-o", "json", "-v=6"])];
    let mut samples = Vec::new();
    for run in 0..ctx.args.runs {
        eprintln!("bench: {n} nodes: explain run {}", run + 1);
        let mut s = ctx.runner.run(&job)?;
        let doc: Value = serde_json::from_slice(&s.stdout).unwrap_or(Value::Null);
        let state = doc["state"].as_str().unwrap_or("?").to_string();
        s.pass = s.exit_ok && doc["name"] == json!(node) && state == want;
        s.check = format!("{node}: {state} (built {want})");
        s.stdout.clear();
        samples.push(s);
    }
    let explain = ours("explain", "nodewright explain NODE -o json".into(), samples);
    eprintln!("bench: {n} nodes: wait on one node until its {WAIT_TIMEOUT} timeout");
    let mut s = ctx.runner.run(&[proc(&[
        &ctx.plugin,
        "wait",
        &node,
        "--for",
        "released",
        "--timeout",
        WAIT_TIMEOUT,
        "-v=6",
    ])])?;
    let out = String::from_utf8_lossy(&s.stdout).to_string();
    // Unmet by design: the node does not change, so `wait` ends at its timeout with exit 1.
    s.pass = !s.exit_ok && out.contains("timed-out");
    s.check = format!(
        "{node}: {}",
        out.lines().next().map_or("no answer", |l| {
            if l.contains("timed-out") {
                "timed out, as built (exit 1)"
            } else {
                l
            }
        })
    );
    s.stdout.clear();
    let wait = ours(
        "wait",
        format!("nodewright wait NODE (node unchanged, --timeout {WAIT_TIMEOUT})"),
        vec![s],
    );
    Ok(vec![explain, wait])
}

/// A quiet `status --watch` of the whole fleet for `--quiet-secs`, then one node released.
async fn watch_row(ctx: &Ctx<'_>) -> Res<Row> {
    let q = ctx.args.quiet_secs;
    eprintln!(
        "bench: {} nodes: quiet status --watch, {q} s, then one change",
        ctx.n
    );
    let mut s = quiet_run(
        ctx,
        &[&ctx.plugin, "status", "--watch", "-v=6"],
        Shown::Marked,
    )
    .await?;
    let steady = s.quiet_per_min.unwrap_or(f64::NAN);
    s.pass = s.change_shown.is_some();
    s.check = format!(
        "first screen {:.1} MB, then {:.1} KB a minute; a change shown after {}; etcd reads: start + quiet window",
        s.start_bytes as f64 / 1e6,
        steady / 1e3,
        s.change_shown
            .map_or("- (not seen in 30 s)".to_string(), |t| format!(
                "{:.0} ms",
                t * 1000.0
            ))
    );
    Ok(ours(
        "status --watch",
        format!("nodewright status --watch ({q} s quiet + 1 change)"),
        vec![s],
    ))
}

/// Requests of a row's first run, all verbs.
fn requests(r: &Row) -> u64 {
    r.samples.first().map_or(0, |s| s.verbs.values().sum())
}

/// The targets at the scale point, each met or not with its figure.
fn point_lines(rows: &[Row], n: usize, base: Option<(usize, &[Row])>) -> Vec<String> {
    let find = |rows: &'_ [Row], sc: &str| -> Option<Row> {
        rows.iter()
            .find(|r| r.scenario == sc || r.scenario == format!("{sc} (scale)"))
            .cloned()
    };
    let mut t = Vec::new();
    if let Some(st) = find(rows, "status") {
        t.push(format!(
            "{n} nodes: status peak RSS < 64 MB: {:.1} MB ({})",
            st.rss_mb(),
            met(st.rss_mb() < 64.0)
        ));
        if let Some(e) = st
            .samples
            .iter()
            .filter_map(|s| s.etcd)
            .max_by_key(|e| e.own_lists(n))
        {
            let own = e.own_lists(n);
            t.push(format!(
                "{n} nodes: etcd range reads for nodes of one status <= 1: {own} (worst run; {} lists, {} of the server's own consistency check) ({})",
                e.list,
                e.list - own,
                met(own <= 1)
            ));
        }
        if let Some((m, b)) = base.and_then(|(m, rows)| Some((m, find(rows, "status")?))) {
            let nodes = n as f64 / m as f64;
            let time = st.wall() / b.wall();
            t.push(format!(
                "{n} nodes: status time within 1.1x of linear from {m}: {} s vs {} s = {time:.2}x for {nodes:.1}x the nodes, {:.2}x linear; {:.3} ms/node vs {:.3} ({})",
                secs(st.wall()),
                secs(b.wall()),
                time / nodes,
                st.wall() * 1e3 / n as f64,
                b.wall() * 1e3 / m as f64,
                met(time <= nodes * 1.1)
            ));
            let (cn, cm) = (st.cpu() / n as f64, b.cpu() / m as f64);
            t.push(format!(
                "{n} nodes: status client CPU per node no higher than at {m}: {:.3} ms vs {:.3} ms ({:.2} s vs {:.2} s) ({})",
                cn * 1e3,
                cm * 1e3,
                st.cpu(),
                b.cpu(),
                met(cn <= cm)
            ));
        }
    }
    for sc in ["explain", "wait"] {
        let Some(r) = find(rows, sc) else { continue };
        let at_base = base.and_then(|(m, rows)| Some((m, find(rows, sc)?)));
        let cmp = at_base.map_or(String::new(), |(m, b)| {
            format!(
                " vs {} at {m} nodes ({})",
                requests(&b),
                met(requests(&r) <= requests(&b))
            )
        });
        t.push(format!(
            "{sc} NODE O(1) requests: {} at {n} nodes{cmp}; etcd reads for nodes {}",
            requests(&r),
            apicost::cell(&r.samples.iter().map(|s| s.etcd).collect::<Vec<_>>())
        ));
    }
    if let Some(w) = find(rows, "status --watch") {
        t.push(format!(
            "{n} nodes: quiet status --watch peak RSS < 64 MB (the target is at 20,000): {:.1} MB ({})",
            w.rss_mb(),
            met(w.rss_mb() < 64.0)
        ));
    }
    t
}
