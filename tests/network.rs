//! A good citizen of the API server (issue 13), against a real control plane, through the test
//! proxy (`tests/common/faultproxy.rs`), which records every request the plugin makes: gzip is
//! negotiated, and `wait` / `status --watch` follow the cluster through the watch API, reading
//! only the nodes they are about, resuming a dropped stream and listing again after `410 Gone`.
//!
//! No test here is timed: speed and bytes per minute live in the benchmark (`examples/bench.rs`).

mod common;
#[path = "common/faultproxy.rs"]
mod faultproxy;

use std::process::Command;

use common::fleet::{self, Flavor, Fleet, Operator, Situation};
use common::{Cluster, describe};
use faultproxy::{FaultProxy, Faults, Seen};

/// A fleet in the shared control plane with its own operator Deployment (in its own namespace,
/// passed with --operator-namespace) so other tests' operators cannot change its verdicts.
struct Setup {
    fleet: Fleet,
    ns: String,
}

async fn setup(tag: &str, situations: &[Situation]) -> Setup {
    let c = Cluster::shared();
    let client = c.client().await;
    let id = common::unique(tag);
    let mut op = Operator::for_flavor(Flavor::Renamed);
    op.namespace = format!("{id}-op");
    fleet::seed_operator(&client, &op).await.expect("operator");
    let mut f = Fleet::new(&id, Flavor::Renamed);
    for s in situations {
        f.add(*s);
    }
    fleet::seed(&client, &f, 4).await.expect("seed");
    Setup {
        fleet: f,
        ns: op.namespace,
    }
}

/// The plugin, talking to the API server through `proxy`.
fn plugin(proxy: &FaultProxy, dir: &std::path::Path, ns: &str) -> Command {
    let kc = proxy.kubeconfig(dir, "proxy-client-token");
    let mut cmd = common::plugin_command(&kc);
    cmd.args(["--operator-namespace", ns]);
    cmd
}

/// Requests about nodes (`/api/v1/nodes...`).
fn node_requests(seen: &[Seen]) -> Vec<&Seen> {
    seen.iter()
        .filter(|s| s.path().starts_with("/api/v1/nodes"))
        .collect()
}

fn show(seen: &[&Seen]) -> String {
    seen.iter()
        .map(|s| {
            format!(
                "{} {} -> {} ({:?}, {} bytes)",
                s.method,
                s.uri,
                s.status,
                s.content_encoding,
                s.bytes.load(std::sync::atomic::Ordering::SeqCst)
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[tokio::test]
async fn node_lists_are_gzip_compressed_on_the_wire() {
    // 12 GPU nodes of ~30 KB: the page is past the API server's 128 KB compression threshold.
    let s = setup("gzip", &[Situation::Released; 12]).await;
    let dir = tempfile::tempdir().expect("tmp");
    let proxy = FaultProxy::start(&Cluster::shared().admin_kubeconfig, Faults::none());
    let sel = format!("{}={}", fleet::FLEET_LABEL, s.fleet.id);
    let out = plugin(&proxy, dir.path(), &s.ns)
        .args(["status", "-l", &sel, "-o", "json"])
        .output()
        .expect("run status");
    assert!(out.status.success(), "{}", describe(&out));
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    let items = doc["items"].as_array().expect("items");
    assert_eq!(items.len(), 12, "{}", describe(&out));
    assert!(items.iter().all(|i| i["state"] == "released"));

    let seen = proxy.seen();
    // Every request asks for gzip, as kubectl does.
    for r in &seen {
        assert!(
            r.accept_encoding
                .as_deref()
                .is_some_and(|a| a.contains("gzip")),
            "request without Accept-Encoding: gzip: {} {}",
            r.method,
            r.uri
        );
    }
    // And the node page came back compressed, several times smaller than its JSON.
    let lists = node_requests(&seen);
    assert_eq!(lists.len(), 1, "{}", show(&lists));
    let list = lists[0];
    assert_eq!(
        list.content_encoding.as_deref(),
        Some("gzip"),
        "{}",
        show(&lists)
    );
    let wire = list.bytes.load(std::sync::atomic::Ordering::SeqCst);
    assert!(
        wire > 0 && wire < 12 * 30_000 / 3,
        "12 GPU nodes gzip to well under a third of their JSON; got {wire} bytes"
    );
}
