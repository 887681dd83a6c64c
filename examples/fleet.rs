//! Seed a control plane with a realistic NodeWright fleet (see `tests/common/fleet.rs`).
//!
//!     eval "$(tests/cluster up)"
//!     cargo run --example fleet -- --nodes 5000 --mix bench
//!
//! Prints how long seeding took. Idempotent: re-running replaces the fleet's objects.

#[path = "../tests/common/fleet.rs"]
#[allow(dead_code)]
mod fleet;

use std::collections::BTreeMap;
use std::time::Instant;

use clap::Parser;
use fleet::{Flavor, Fleet, Mix, Operator};

#[derive(Debug, Parser)]
#[command(
    about = "Seed nodes, NodeWright/Skyhook CRs and the operator Deployment into the cluster of $KUBECONFIG"
)]
struct Args {
    /// Number of nodes.
    #[arg(long, default_value_t = 50)]
    nodes: usize,
    /// demo (every situation, readable), bench (production-like), or one situation name
    /// (released, gated, waiting-batch, erroring, stalled, ...).
    #[arg(long, default_value = "demo")]
    mix: String,
    /// Which operator wrote the fleet: legacy (v0.15, skyhook.nvidia.com), renamed (v0.18,
    /// nodewright.nvidia.com) or migrating (v0.18 upgraded from v0.15, both prefixes).
    #[arg(long, default_value = "renamed")]
    flavor: String,
    /// Fleet id: prefix of node and CR names, value of the fleet.nodewright.dev/id label.
    #[arg(long, default_value = "fleet")]
    id: String,
    /// Concurrent requests while creating nodes.
    #[arg(long, default_value_t = 32)]
    concurrency: usize,
    /// Do not write the operator Deployment.
    #[arg(long)]
    no_operator: bool,
    /// Print one node's JSON and exit (no cluster needed).
    #[arg(long)]
    print_node: bool,
}

#[tokio::main(flavor = "current_thread")]
async fn main() {
    if let Err(e) = run(Args::parse()).await {
        eprintln!("fleet: {e}");
        std::process::exit(1);
    }
}

async fn run(args: Args) -> Result<(), String> {
    let mix = Mix::parse(&args.mix).ok_or_else(|| {
        let names: Vec<_> = fleet::Situation::ALL.iter().map(|s| s.as_str()).collect();
        format!(
            "unknown --mix {:?}; use demo, bench or one of: {}",
            args.mix,
            names.join(", ")
        )
    })?;
    let flavor = Flavor::parse(&args.flavor).ok_or_else(|| {
        format!(
            "unknown --flavor {:?}; use legacy, renamed or migrating",
            args.flavor
        )
    })?;
    let fleet = Fleet::with_mix(&args.id, flavor, &mix, args.nodes);
    if args.print_node {
        let plan = fleet.nodes.first().ok_or("--nodes must be at least 1")?;
        println!(
            "{}",
            serde_json::to_string_pretty(&fleet.node_json(plan)).map_err(|e| e.to_string())?
        );
        return Ok(());
    }

    // The plugin's own connection (kube is built without a TLS stack of its own).
    let client = async {
        let config = kube::Config::infer().await.map_err(|e| e.to_string())?;
        nodewright::cluster::client_from_config(config)
            .await
            .map_err(|e| e.to_string())
    }
    .await
    .map_err(|e| {
        format!("cannot build a client from KUBECONFIG: {e} (run: eval \"$(tests/cluster up)\")")
    })?;
    let t0 = Instant::now();
    if !args.no_operator {
        fleet::seed_operator(&client, &Operator::for_flavor(flavor))
            .await
            .map_err(|e| format!("operator Deployment: {e}"))?;
    }
    let report = fleet::seed(&client, &fleet, args.concurrency)
        .await
        .map_err(|e| format!("seeding: {e}"))?;
    let total = t0.elapsed();

    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    for p in &fleet.nodes {
        *counts.entry(p.situation.as_str()).or_default() += 1;
    }
    let mix_line: Vec<String> = counts.iter().map(|(s, n)| format!("{s}={n}")).collect();
    eprintln!("situations: {}", mix_line.join(" "));
    println!(
        "seeded {} nodes ({:.1} MB of node JSON, {:.1} KB/node avg) + {} CRs, flavor {}, in {:.2} s ({:.0} nodes/s, concurrency {})",
        report.nodes,
        report.node_bytes as f64 / 1e6,
        report.node_bytes as f64 / report.nodes.max(1) as f64 / 1024.0,
        fleet.crs().len(),
        flavor.as_str(),
        total.as_secs_f64(),
        report.nodes as f64 / total.as_secs_f64(),
        args.concurrency,
    );
    Ok(())
}
