//! A good citizen of the API server (docs/benchmarks.md), against a real control plane, through the test
//! proxy (`tests/common/faultproxy.rs`), which records every request the plugin makes: gzip is
//! negotiated, and `wait` / `status --watch` follow the cluster through the watch API, reading
//! only the nodes they are about, resuming a dropped stream and listing again after `410 Gone`.
//!
//! No test here is timed: speed and bytes per minute live in the benchmark (`examples/bench.rs`).

mod common;
#[path = "common/faultproxy.rs"]
mod faultproxy;

use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

use common::fleet::{self, Situation};
use common::lines::Lines;
use common::{
    Cluster, FleetWithOperator as Setup, complete_node, describe, fleet_with_operator as setup,
};
use faultproxy::{FaultProxy, Faults, Seen};

/// Held by each test here for its whole run: they count requests and what one change costs, and
/// a fleet another test seeds meanwhile (its CRs, its DeploymentPolicy) is a change of every node
/// to a live view.
static ALONE: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

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

/// Polls the proxy's record until `cond` holds. A liveness bound, not a timing assertion: on a
/// loaded machine the plugin may take long to start, never minutes.
async fn until(proxy: &FaultProxy, what: &str, cond: impl Fn(&[Seen]) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(180);
    loop {
        let seen = proxy.seen();
        if cond(&seen) {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "{what}: not seen; node requests so far:\n{}",
            show(&node_requests(&seen))
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

fn spawn(mut cmd: Command) -> Child {
    cmd.stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn plugin")
}

async fn finish(child: Child) -> Output {
    tokio::task::spawn_blocking(move || child.wait_with_output())
        .await
        .expect("join")
        .expect("wait for plugin")
}

fn node_watches(seen: &[Seen]) -> Vec<&Seen> {
    node_requests(seen)
        .into_iter()
        .filter(|s| s.is_watch())
        .collect()
}

/// The lists of nodes (not watches, not single reads by name). A single read of another node by
/// name is a wait followed across nodes (the holders of a batch, named in a CR's status: in the
/// shared control plane, other tests' CRs name theirs): never the fleet.
fn node_lists(seen: &[Seen]) -> Vec<&Seen> {
    node_requests(seen)
        .into_iter()
        .filter(|s| !s.is_watch() && s.path() == "/api/v1/nodes")
        .collect()
}

/// Every list or watch of nodes asked for `name` alone (`fieldSelector=metadata.name=NAME`),
/// never the fleet; single reads by name (`/api/v1/nodes/NAME`: that node, or one a wait across
/// nodes is followed to) are single objects.
fn only_about(seen: &[Seen], name: &str) -> std::result::Result<(), String> {
    for r in node_requests(seen) {
        let alone = r.path().starts_with("/api/v1/nodes/")
            || (r.path() == "/api/v1/nodes"
                && r.param("fieldSelector").as_deref() == Some(&format!("metadata.name={name}")));
        if !alone {
            return Err(format!("{} {} is not about {name} alone", r.method, r.uri));
        }
    }
    Ok(())
}

fn wait_met(out: &Output, node: &str) {
    assert!(out.status.success(), "{}", describe(out));
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(doc["items"][0]["node"], node, "{doc}");
    assert_eq!(doc["items"][0]["outcome"], "met", "{doc}");
    assert_eq!(doc["items"][0]["state"], "released", "{doc}");
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
    let _alone = ALONE.lock().await;
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
    let lists = node_lists(&seen);
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

/// `status -o json` of the fleet `sel` through `proxy`, in pages of 7 nodes: its stdout, and
/// the node list requests it made.
fn status_json(
    proxy: &FaultProxy,
    dir: &std::path::Path,
    s: &Setup,
    sel: &str,
) -> (Vec<u8>, Vec<Seen>) {
    let before = proxy.seen().len();
    let out = plugin(proxy, dir, &s.ns)
        .args(["status", "-l", sel, "-o", "json", "--chunk-size", "7"])
        .output()
        .expect("run status");
    assert!(out.status.success(), "{}", describe(&out));
    let seen = proxy.seen().split_off(before);
    let lists = node_lists(&seen).into_iter().cloned().collect();
    (out.stdout, lists)
}

fn wire_bytes(requests: &[Seen]) -> u64 {
    requests
        .iter()
        .map(|r| r.bytes.load(std::sync::atomic::Ordering::SeqCst))
        .sum()
}

#[tokio::test]
async fn node_lists_come_as_protobuf_and_read_exactly_as_json() {
    let _alone = ALONE.lock().await;
    // Every situation (taints, operator conditions and annotations of every kind) plus GPU nodes
    // enough for pages past the API server's gzip threshold.
    let mut situations: Vec<Situation> = Situation::ALL.to_vec();
    situations.extend([Situation::Released; 8]);
    let s = setup("proto", &situations).await;
    // A write of the plugin's own, newer than anything the fleet wrote: its managedFields time
    // becomes the node's last change (read from managedFields in either encoding).
    let regated = s.fleet.names(Situation::Exposed)[0].clone();
    tokio::time::sleep(Duration::from_millis(1100)).await;
    let written = jiff::Timestamp::now().as_second();
    let out = common::run_plugin([
        "taint",
        &regated,
        "-y",
        "--runtime-required-taint",
        "nodewright.nvidia.com=runtime-required:NoSchedule",
    ]);
    assert!(out.status.success(), "{}", describe(&out));
    let dir = tempfile::tempdir().expect("tmp");
    let proxy = FaultProxy::start(&Cluster::shared().admin_kubeconfig, Faults::none());
    let sel = format!("{}={}", fleet::FLEET_LABEL, s.fleet.id);

    let (proto_out, proto_lists) = status_json(&proxy, dir.path(), &s, &sel);
    // The same, from an API server that answers JSON only.
    proxy.json_only(true);
    let (json_out, json_lists) = status_json(&proxy, dir.path(), &s, &sel);

    // Protobuf asked for (JSON as the fallback) on every page, and answered, gzipped.
    let pages = situations.len().div_ceil(7);
    assert_eq!(
        proto_lists.len(),
        pages,
        "{}",
        show(&proto_lists.iter().collect::<Vec<_>>())
    );
    for r in &proto_lists {
        assert_eq!(
            r.accept.as_deref(),
            Some("application/vnd.kubernetes.protobuf, application/json"),
            "{} {}",
            r.method,
            r.uri
        );
        assert_eq!(
            r.content_type.as_deref(),
            Some("application/vnd.kubernetes.protobuf"),
            "{} {}",
            r.method,
            r.uri
        );
    }
    assert!(
        proto_lists
            .iter()
            .any(|r| r.content_encoding.as_deref() == Some("gzip")),
        "{}",
        show(&proto_lists.iter().collect::<Vec<_>>())
    );
    // The JSON answers were read as before.
    assert_eq!(json_lists.len(), pages);
    for r in &json_lists {
        assert!(
            r.content_type
                .as_deref()
                .is_some_and(|c| c.starts_with("application/json")),
            "{} {}: {:?}",
            r.method,
            r.uri,
            r.content_type
        );
    }

    let doc: serde_json::Value = serde_json::from_slice(&proto_out).expect("json");
    let items = doc["items"].as_array().expect("items");
    assert_eq!(items.len(), situations.len(), "{doc}");
    for plan in &s.fleet.nodes {
        let item = items
            .iter()
            .find(|i| i["name"] == plan.name.as_str())
            .unwrap_or_else(|| panic!("{} missing: {doc}", plan.name));
        if plan.name == regated {
            assert_eq!(item["state"], "gated", "{item}");
            let change = item["lastChange"]
                .as_str()
                .and_then(|t| t.parse::<jiff::Timestamp>().ok())
                .unwrap_or_else(|| panic!("no lastChange: {item}"));
            assert!(change.as_second() >= written, "the plugin's write: {item}");
        } else {
            assert_eq!(item["state"], s.fleet.expected(plan).state, "{item}");
        }
    }
    assert_eq!(
        String::from_utf8_lossy(&proto_out),
        String::from_utf8_lossy(&json_out),
        "status -o json reads the same from protobuf and from JSON"
    );
    let (p, j) = (wire_bytes(&proto_lists), wire_bytes(&json_lists));
    assert!(
        p < j,
        "protobuf pages ({p} bytes) are smaller on the wire than JSON ({j} bytes)"
    );
}

#[tokio::test]
async fn wait_on_a_named_node_watches_only_it_and_resumes_a_dropped_stream() {
    let _alone = ALONE.lock().await;
    // Other nodes in the fleet: none of them may be read.
    let s = setup(
        "waitwatch",
        &[
            Situation::GatedInProgress,
            Situation::GatedInProgress,
            Situation::Released,
        ],
    )
    .await;
    let node = s.fleet.names(Situation::GatedInProgress)[0].clone();
    let dir = tempfile::tempdir().expect("tmp");
    let proxy = FaultProxy::start(&Cluster::shared().admin_kubeconfig, Faults::none());
    let mut cmd = plugin(&proxy, dir.path(), &s.ns);
    cmd.args(["wait", &node, "--timeout", "300s", "-o", "json"]);
    let child = spawn(cmd);
    // Every source's watch open (the node's, the CRs', the operator's): each starts once its
    // list is done and the wait loop polls it, in no set order.
    until(
        &proxy,
        "the watches of the node, the CRs and the operator, open",
        |seen| {
            let open = |w: &&Seen| w.open.load(std::sync::atomic::Ordering::SeqCst);
            let opened = |prefix: &str| {
                seen.iter()
                    .filter(|r| r.is_watch() && r.path().starts_with(prefix))
                    .any(|w| open(&w))
            };
            node_watches(seen).iter().any(open)
                && opened("/apis/nodewright.nvidia.com/v1alpha1/nodewrights")
                && opened("/apis/skyhook.nvidia.com/v1alpha1/skyhooks")
                && opened(&format!("/apis/apps/v1/namespaces/{}/deployments", s.ns))
        },
    )
    .await;
    // The CRs and the operator Deployment are watched too: each watch starts after its own
    // list, and the CR list of the shared control plane runs to several pages, so the node's
    // watch is often open first. Wait for them before the node is released (the wait ends
    // then), as the assertions below are about them.
    let watched = |seen: &[Seen], prefix: &str| {
        seen.iter()
            .any(|r| r.is_watch() && r.path().starts_with(prefix))
    };
    let deployments = format!("/apis/apps/v1/namespaces/{}/deployments", s.ns);
    until(&proxy, "watches of the CRs and the operator", |seen| {
        watched(seen, "/apis/nodewright.nvidia.com/v1alpha1/nodewrights")
            && watched(seen, "/apis/skyhook.nvidia.com/v1alpha1/skyhooks")
            && watched(seen, &deployments)
    })
    .await;
    // The connection drops; the client reconnects to a server slow to answer, and the node is
    // released meanwhile: only the resumed watch (from the last resourceVersion) can tell.
    proxy.hold_watches(true);
    proxy.cut_watches();
    until(&proxy, "the node's watch resumed", |seen| {
        node_watches(seen).len() >= 2
    })
    .await;
    complete_node(&s.fleet, &node).await;
    proxy.hold_watches(false);
    let out = finish(child).await;
    wait_met(&out, &node);

    let seen = proxy.seen();
    let all = node_requests(&seen);
    if let Err(e) = only_about(&seen, &node) {
        panic!("{e}; node requests:\n{}", show(&all));
    }
    // One list, then watches from the list's resourceVersion; the resumed watch starts from
    // the last resourceVersion seen, without listing again.
    assert_eq!(node_lists(&seen).len(), 1, "{}", show(&all));
    let watches = node_watches(&seen);
    assert!(watches.len() >= 2, "{}", show(&all));
    for w in &watches {
        let rv = w.param("resourceVersion").unwrap_or_default();
        assert!(!rv.is_empty() && rv != "0", "{}", show(&all));
        assert_eq!(
            w.param("allowWatchBookmarks").as_deref(),
            Some("true"),
            "{}",
            show(&all)
        );
    }
    // The CRs and the operator Deployment are watched too.
    assert!(watched(
        &seen,
        "/apis/nodewright.nvidia.com/v1alpha1/nodewrights"
    ));
    assert!(watched(&seen, "/apis/skyhook.nvidia.com/v1alpha1/skyhooks"));
    assert!(watched(&seen, &deployments));
}

#[tokio::test]
async fn wait_lists_again_when_the_watch_is_gone() {
    let _alone = ALONE.lock().await;
    let s = setup("waitgone", &[Situation::GatedInProgress]).await;
    let node = s.fleet.names(Situation::GatedInProgress)[0].clone();
    let dir = tempfile::tempdir().expect("tmp");
    let proxy = FaultProxy::start(&Cluster::shared().admin_kubeconfig, Faults::none());
    let mut cmd = plugin(&proxy, dir.path(), &s.ns);
    cmd.args(["wait", &node, "--timeout", "300s", "-o", "json", "-v=4"]);
    let child = spawn(cmd);
    until(&proxy, "a watch of the node, open", |seen| {
        node_watches(seen)
            .iter()
            .any(|w| w.open.load(std::sync::atomic::Ordering::SeqCst))
    })
    .await;
    // The stream drops, and its resourceVersion is too old to resume from (compacted): the
    // node changes meanwhile, and only a new list can show it.
    proxy.hold_watches(true);
    proxy.gone_next_watches("/api/v1/nodes", 1);
    proxy.cut_watches();
    until(&proxy, "the node's watch resumed", |seen| {
        node_watches(seen).len() >= 2
    })
    .await;
    complete_node(&s.fleet, &node).await;
    proxy.hold_watches(false);
    let out = finish(child).await;
    wait_met(&out, &node);
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("listing again"),
        "the 410 is logged at -v=4: {}",
        describe(&out)
    );
    let seen = proxy.seen();
    let all = node_requests(&seen);
    if let Err(e) = only_about(&seen, &node) {
        panic!("{e}; node requests:\n{}", show(&all));
    }
    assert_eq!(
        node_lists(&seen).len(),
        2,
        "listed again after 410:\n{}",
        show(&all)
    );
}

#[tokio::test]
async fn status_watch_lists_once_then_follows_the_watch() {
    let _alone = ALONE.lock().await;
    let s = setup(
        "stwatch",
        &[Situation::GatedInProgress, Situation::Released],
    )
    .await;
    let node = s.fleet.names(Situation::GatedInProgress)[0].clone();
    let sel = format!("{}={}", fleet::FLEET_LABEL, s.fleet.id);
    let dir = tempfile::tempdir().expect("tmp");
    let proxy = FaultProxy::start(&Cluster::shared().admin_kubeconfig, Faults::none());
    let mut cmd = plugin(&proxy, dir.path(), &s.ns);
    // No redraw on a timer (--interval 10m): only the watch can show the change. -v=4 says how
    // many nodes each round evaluates.
    cmd.args(["status", "--watch", "-l", &sel, "--interval", "10m", "-v=4"]);
    let mut child = spawn(cmd);
    let lines = Lines::follow(&mut child);
    let read_until = |needle: &str| lines.until(needle);
    let first = read_until(&node);
    assert!(
        first.last().is_some_and(|l| l.contains("gated")),
        "{first:?}"
    );
    complete_node(&s.fleet, &node).await;
    // Not a terminal: a snapshot is appended when something shown changes; the row is marked.
    let later = read_until(&format!("*{node}"));
    assert!(
        later.last().is_some_and(|l| l.contains("released")),
        "{later:?}"
    );
    let _ = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status();
    let out = finish(child).await;
    assert_eq!(
        out.status.code(),
        Some(130),
        "Ctrl-C ends --watch with exit 130"
    );
    // The change was evaluated alone, not with the whole fleet (CRs of other tests changing at
    // the same instant would make that round evaluate everything: they are seeded at their
    // tests' start, long before this change).
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("evaluating 1 changed node(s) of 2 followed"),
        "{}",
        describe(&out)
    );

    let seen = proxy.seen();
    let all = node_requests(&seen);
    // One list of the selector's nodes, then a watch of the same selector: the change came
    // through the watch, not through another list.
    let lists = node_lists(&seen);
    assert_eq!(lists.len(), 1, "{}", show(&all));
    assert_eq!(
        lists[0].param("labelSelector").as_deref(),
        Some(sel.as_str())
    );
    let watches = node_watches(&seen);
    assert!(!watches.is_empty(), "{}", show(&all));
    assert!(
        watches
            .iter()
            .all(|w| w.param("labelSelector").as_deref() == Some(sel.as_str())),
        "{}",
        show(&all)
    );
}

/// A node list page is read as it arrives: its continue token is taken from its first bytes and
/// the next page asked for at once. When a page's body then breaks off, it is read again as the
/// same snapshot: the first page at exactly the resourceVersion its token was issued at, a
/// continue page with the same token; the answer is the one an unbroken read gives.
#[tokio::test]
async fn a_page_cut_mid_body_is_read_again_as_the_same_snapshot() {
    let _alone = ALONE.lock().await;
    // 12 GPU nodes: pages of 7 (two pages), past the API server's gzip threshold.
    let s = setup("pagecut", &[Situation::Released; 12]).await;
    let sel = format!("{}={}", fleet::FLEET_LABEL, s.fleet.id);
    let dir = tempfile::tempdir().expect("tmp");
    let proxy = FaultProxy::start(&Cluster::shared().admin_kubeconfig, Faults::none());
    let (clean, lists) = status_json(&proxy, dir.path(), &s, &sel);
    assert_eq!(
        lists.len(),
        2,
        "{}",
        show(&lists.iter().collect::<Vec<_>>())
    );

    fn first_page(q: &str) -> bool {
        q.starts_with("/api/v1/nodes?") && !q.contains("continue=") && !q.contains("watch=")
    }
    proxy.cut_next_bodies(first_page, 1);
    let (out, lists) = status_json(&proxy, dir.path(), &s, &sel);
    let shown = show(&lists.iter().collect::<Vec<_>>());
    assert_eq!(lists.len(), 3, "{shown}");
    // The second page was asked for from the cut page's first bytes, with its token.
    assert!(lists[1].param("continue").is_some(), "{shown}");
    let again = lists
        .iter()
        .find(|r| r.param("resourceVersionMatch").as_deref() == Some("Exact"))
        .unwrap_or_else(|| panic!("the first page not read again at its version:\n{shown}"));
    assert!(again.param("continue").is_none(), "{shown}");
    assert!(
        again
            .param("resourceVersion")
            .is_some_and(|rv| !rv.is_empty()),
        "{shown}"
    );
    assert_eq!(out, clean, "the same answer as an unbroken read");

    fn continue_page(q: &str) -> bool {
        q.starts_with("/api/v1/nodes?") && q.contains("continue=")
    }
    proxy.cut_next_bodies(continue_page, 1);
    let (out, lists) = status_json(&proxy, dir.path(), &s, &sel);
    let shown = show(&lists.iter().collect::<Vec<_>>());
    assert_eq!(lists.len(), 3, "{shown}");
    assert_eq!(
        lists[1].param("continue"),
        lists[2].param("continue"),
        "{shown}"
    );
    assert!(
        lists
            .iter()
            .all(|r| r.param("resourceVersionMatch").is_none()),
        "{shown}"
    );
    assert_eq!(out, clean, "the same answer as an unbroken read");
}

/// Without `--chunk-size` every node comes in ONE consistent list (no `limit`), decoded as it
/// streams in and handed on in batches. When its body breaks off after some nodes were handed
/// on, it is read again at exactly the resourceVersion it was answered at, and the nodes handed
/// on already are skipped: the answer is the one an unbroken read gives.
#[tokio::test]
async fn one_list_cut_mid_body_is_read_again_at_its_version() {
    let _alone = ALONE.lock().await;
    let s = setup("onecut", &[Situation::Released; 12]).await;
    let sel = format!("{}={}", fleet::FLEET_LABEL, s.fleet.id);
    let dir = tempfile::tempdir().expect("tmp");
    let proxy = FaultProxy::start(&Cluster::shared().admin_kubeconfig, Faults::none());
    // Batches of 2 (half of 4): a cut halfway through has handed on some nodes already.
    let status = |proxy: &FaultProxy| {
        let before = proxy.seen().len();
        let out = plugin(proxy, dir.path(), &s.ns)
            .args(["status", "-l", &sel, "-o", "json", "--node-list", "one"])
            .args(["--chunk-size", "4"])
            .output()
            .expect("run status");
        assert!(out.status.success(), "{}", describe(&out));
        let lists: Vec<Seen> = node_lists(&proxy.seen().split_off(before))
            .into_iter()
            .cloned()
            .collect();
        (out.stdout, lists)
    };
    let (clean, lists) = status(&proxy);
    let shown = show(&lists.iter().collect::<Vec<_>>());
    assert_eq!(lists.len(), 1, "{shown}");
    assert!(lists[0].param("limit").is_none(), "{shown}");
    assert!(lists[0].param("resourceVersion").is_none(), "{shown}");

    fn node_list(q: &str) -> bool {
        q.starts_with("/api/v1/nodes?") && !q.contains("watch=")
    }
    proxy.cut_next_bodies(node_list, 1);
    let (out, lists) = status(&proxy);
    let shown = show(&lists.iter().collect::<Vec<_>>());
    assert_eq!(lists.len(), 2, "{shown}");
    assert_eq!(
        lists[1].param("resourceVersionMatch").as_deref(),
        Some("Exact"),
        "{shown}"
    );
    assert!(lists[1].param("limit").is_none(), "{shown}");
    assert_eq!(out, clean, "the same answer as an unbroken read");
}

/// Reads of one node by name (`/api/v1/nodes/NAME`): each is one etcd read.
fn node_reads_by_name(seen: &[Seen]) -> usize {
    node_requests(seen)
        .into_iter()
        .filter(|s| s.path().starts_with("/api/v1/nodes/"))
        .count()
}

/// A command that walks the whole fleet takes the nodes its waits across nodes need (the
/// holders of a batch, named by the CRs' status) from its own list instead of reading them again
/// by name (one etcd read each, up to 100), and settles them exactly as the reads by name do
/// (`-l` walks only some nodes: it still reads them by name).
#[tokio::test]
async fn fleet_reads_take_the_waits_from_their_list_not_by_name() {
    let _alone = ALONE.lock().await;
    let s = setup(
        "holders",
        // Two nodes the operator calls `blocked` (ignored, and an untolerated taint) are read
        // for the waits: blocked nodes fill new batches first.
        &[
            Situation::Ignored,
            Situation::TaintNotTolerated,
            Situation::WaitingBatch,
            Situation::GatedInProgress,
            Situation::Released,
        ],
    )
    .await;
    // The node with the untolerated taint was picked (`status.nodePriority`) and cannot finish:
    // it holds its batch, and the waiting node is `batch-held` only if the holder was read.
    let holder = s.fleet.names(Situation::TaintNotTolerated)[0].clone();
    let waiting = s.fleet.names(Situation::WaitingBatch)[0].clone();
    let crs: kube::Api<kube::api::DynamicObject> = kube::Api::all_with(
        Cluster::shared().client().await,
        &fleet::api_resource("nodewright.nvidia.com", "NodeWright"),
    );
    let picked = serde_json::json!({"status": {"nodePriority": {&holder: "2026-11-30T13:18:27Z"}}});
    crs.patch_status(
        &s.fleet.cr_name(fleet::Role::Runtime),
        &kube::api::PatchParams::default(),
        &kube::api::Patch::Merge(&picked),
    )
    .await
    .expect("pick the holder");
    let sel = format!("{}={}", fleet::FLEET_LABEL, s.fleet.id);
    let dir = tempfile::tempdir().expect("tmp");
    let run = |args: &[&str]| {
        let proxy = FaultProxy::start(&Cluster::shared().admin_kubeconfig, Faults::none());
        let out = plugin(&proxy, dir.path(), &s.ns)
            .args(args)
            .output()
            .expect("run the plugin");
        assert!(out.status.success(), "{}", describe(&out));
        let doc: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
        (doc, proxy.seen())
    };
    let ours = |doc: &serde_json::Value| -> Vec<serde_json::Value> {
        let names: Vec<&str> = s.fleet.nodes.iter().map(|n| n.name.as_str()).collect();
        doc["items"]
            .as_array()
            .expect("items")
            .iter()
            .filter(|i| i["name"].as_str().is_some_and(|n| names.contains(&n)))
            .cloned()
            .collect()
    };
    let (selected, seen) = run(&["status", "-l", &sel, "-o", "json"]);
    let by_name = node_reads_by_name(&seen);
    assert!(
        by_name > 0,
        "the CRs name no batch holder: nothing to take from the list\n{}",
        show(&node_requests(&seen))
    );
    let (fleet, seen) = run(&["status", "-o", "json"]);
    assert_eq!(
        node_reads_by_name(&seen),
        0,
        "status of the fleet read nodes by name:\n{}",
        show(&node_requests(&seen))
    );
    assert_eq!(
        ours(&fleet),
        ours(&selected),
        "the same verdicts either way"
    );
    let held = ours(&fleet)
        .into_iter()
        .find(|i| i["name"] == waiting.as_str())
        .expect("the waiting node");
    assert_eq!(held["blockers"][0]["code"], "batch-held", "{held}");
    assert_eq!(ours(&fleet).len(), s.fleet.nodes.len());
    let (_, seen) = run(&["rollout", "-o", "json"]);
    assert_eq!(
        node_reads_by_name(&seen),
        0,
        "rollout of the fleet read nodes by name:\n{}",
        show(&node_requests(&seen))
    );
}

/// Requests that are neither watches nor reads of one object by name: the lists.
fn lists(seen: &[Seen]) -> Vec<&Seen> {
    seen.iter()
        .filter(|s| !s.is_watch() && !s.path().starts_with("/api/v1/nodes/"))
        .collect()
}

#[tokio::test]
async fn rollout_watch_lists_once_and_follows_policies_budgets_and_pods() {
    let _alone = ALONE.lock().await;
    let s = setup(
        "rowatch",
        &[Situation::GatedInProgress, Situation::Released],
    )
    .await;
    let sel = format!("{}={}", fleet::FLEET_LABEL, s.fleet.id);
    let dir = tempfile::tempdir().expect("tmp");
    let proxy = FaultProxy::start(&Cluster::shared().admin_kubeconfig, Faults::none());
    let mut cmd = plugin(&proxy, dir.path(), &s.ns);
    // A frame every 200 ms with nothing changing: each must be drawn from what is followed.
    cmd.args(["rollout", "--watch", "-l", &sel, "--interval", "200ms"]);
    let mut child = spawn(cmd);
    let lines = Lines::follow(&mut child);
    let read_until = |needle: &str| lines.until(needle);
    read_until("first frame");
    read_until("/3 failed batches");
    // Whatever was listed to draw the first frame; the next frames must list nothing.
    let initial = lists(&proxy.seen()).len();
    for _ in 0..5 {
        read_until("nothing changed since the previous frame");
    }
    let seen = proxy.seen();
    let after: Vec<&Seen> = lists(&seen).into_iter().skip(initial).collect();
    assert!(
        after.is_empty(),
        "five quiet frames listed again:\n{}",
        show(&after)
    );
    // A change to the DeploymentPolicy shows through its watch.
    let client = Cluster::shared().client().await;
    let ar = kube::api::ApiResource::from_gvk_with_plural(
        &kube::api::GroupVersionKind::gvk("nodewright.nvidia.com", "v1alpha1", "DeploymentPolicy"),
        "deploymentpolicies",
    );
    let api: kube::Api<kube::api::DynamicObject> = kube::Api::all_with(client, &ar);
    let patch =
        serde_json::json!({"spec": {"default": {"strategy": {"fixed": {"failureThreshold": 7}}}}});
    api.patch(
        &s.fleet.policy_name(),
        &kube::api::PatchParams::default(),
        &kube::api::Patch::Merge(&patch),
    )
    .await
    .expect("patch the policy");
    read_until("/7 failed batches");
    let _ = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status();
    let out = finish(child).await;
    assert_eq!(out.status.code(), Some(130), "{}", describe(&out));
    let seen = proxy.seen();
    let after: Vec<&Seen> = lists(&seen).into_iter().skip(initial).collect();
    assert!(after.is_empty(), "the change was listed:\n{}", show(&after));
    // What was followed: the policies, the budgets and the package pods, each by a watch.
    for path in [
        "/apis/nodewright.nvidia.com/v1alpha1/deploymentpolicies",
        "/apis/policy/v1/poddisruptionbudgets",
        &format!("/api/v1/namespaces/{}/pods", s.ns),
    ] {
        assert!(
            seen.iter().any(|r| r.is_watch() && r.path() == path),
            "no watch of {path}"
        );
    }
}

/// The items of a `NodeGateList`, by node name.
fn verdicts(doc: &serde_json::Value) -> std::collections::BTreeMap<String, serde_json::Value> {
    doc["items"]
        .as_array()
        .expect("items")
        .iter()
        .map(|i| {
            (
                i["metadata"]["name"]
                    .as_str()
                    .or(i["name"].as_str())
                    .expect("name")
                    .to_string(),
                i.clone(),
            )
        })
        .collect()
}

/// The fleet of the live-against-one-shot tests: two nodes gated in progress (one completes,
/// one is deleted), one waiting for its batch, one released.
const LIVE_FLEET: &[Situation] = &[
    Situation::GatedInProgress,
    Situation::GatedInProgress,
    Situation::WaitingBatch,
    Situation::Released,
];

/// A document's items by name (`verdicts`, `rollouts`).
type ByName = std::collections::BTreeMap<String, serde_json::Value>;

/// A live view (`COMMAND --watch -l SEL -o json`) read against the one-shot command
/// (`COMMAND -l SEL -o json`) after each change: its documents are folded into what a reader
/// of the stream sees, until that equals the one-shot answer (20 documents at most, each within
/// 180 s).
struct Agreement<'a> {
    s: &'a Setup,
    sel: &'a str,
    command: &'a str,
    /// Flags of both the live view and the one-shot command (filters).
    both: &'a [&'a str],
    child: Child,
    lines: Lines,
    /// One-shot document -> items by name.
    read: fn(&serde_json::Value) -> ByName,
    /// Folds one live document into what is shown (`true`: it is the first).
    fold: fn(&mut ByName, serde_json::Value, bool),
    shown: ByName,
    first: bool,
    before: ByName,
}

impl<'a> Agreement<'a> {
    /// Starts the live view and waits until it shows the one-shot answer.
    fn start(
        s: &'a Setup,
        sel: &'a str,
        command: &'a str,
        extra: &[&str],
        read: fn(&serde_json::Value) -> ByName,
        fold: fn(&mut ByName, serde_json::Value, bool),
    ) -> Agreement<'a> {
        Agreement::start_both(s, sel, command, &[], extra, read, fold)
    }

    /// [`Agreement::start`] with flags given to the live view and the one-shot command alike
    /// (`both`: filters), and to the live view only (`extra`).
    fn start_both(
        s: &'a Setup,
        sel: &'a str,
        command: &'a str,
        both: &'a [&'a str],
        extra: &[&str],
        read: fn(&serde_json::Value) -> ByName,
        fold: fn(&mut ByName, serde_json::Value, bool),
    ) -> Agreement<'a> {
        let c = Cluster::shared();
        let mut cmd = common::plugin_command(&c.admin_kubeconfig);
        cmd.args(["--operator-namespace", &s.ns, command, "--watch", "-l", sel]);
        cmd.args(["-o", "json", "--interval", "10m"])
            .args(both)
            .args(extra);
        let mut child = spawn(cmd);
        let lines = Lines::follow(&mut child);
        let mut a = Agreement {
            s,
            sel,
            command,
            both,
            child,
            lines,
            read,
            fold,
            shown: ByName::new(),
            first: true,
            before: ByName::new(),
        };
        a.before = a.oneshot();
        let want = a.before.clone();
        a.same(&want, "first frame");
        a
    }

    fn oneshot(&self) -> ByName {
        let out = Cluster::shared().run_plugin(
            [
                "--operator-namespace",
                &self.s.ns,
                self.command,
                "-l",
                self.sel,
                "-o",
                "json",
            ]
            .into_iter()
            .chain(self.both.iter().copied()),
        );
        assert!(out.status.success(), "{}", describe(&out));
        (self.read)(&serde_json::from_slice(&out.stdout).expect("json"))
    }

    fn same(&mut self, want: &ByName, step: &str) {
        for _ in 0..20 {
            let doc = self.lines.doc();
            (self.fold)(&mut self.shown, doc, self.first);
            self.first = false;
            if &self.shown == want {
                return;
            }
        }
        panic!(
            "{step}: the live view never showed the one-shot answer\nlive: {:#?}\none-shot: {want:#?}",
            self.shown
        );
    }

    /// After a change: the one-shot answer moved (else the step proves nothing), and the live
    /// view comes to show it.
    fn changed(&mut self, step: &str) {
        let now = self.oneshot();
        assert_ne!(
            now, self.before,
            "{step} changed nothing: the test would prove nothing"
        );
        self.same(&now, step);
        self.before = now;
    }

    /// Ctrl-C: the view ends with exit 130.
    async fn stop(self) -> Output {
        let _ = Command::new("kill")
            .args(["-INT", &self.child.id().to_string()])
            .status();
        let out = finish(self.child).await;
        assert_eq!(out.status.code(), Some(130), "{}", describe(&out));
        out
    }
}

/// `status --watch -o json`'s stream as a reader folds it: the first document is the whole
/// `NodeGateList`, each later one a `NodeGateChanges` (the rows changed or new, the names no
/// longer shown), never empty.
fn fold_gates(shown: &mut ByName, doc: serde_json::Value, first: bool) {
    match doc["kind"].as_str() {
        Some("NodeGateList") if first => *shown = verdicts(&doc),
        Some("NodeGateChanges") if !first => {
            let items = verdicts(&doc);
            let removed = doc["removed"].as_array().expect("removed");
            assert!(
                !items.is_empty() || !removed.is_empty(),
                "a frame that changes nothing\n{doc:#}"
            );
            for name in removed {
                shown.remove(name.as_str().expect("a name"));
            }
            shown.extend(items);
        }
        kind => panic!("a {kind:?} document (first: {first})\n{doc:#}"),
    }
}

/// After each change, `status --watch -o json` comes to show exactly what a fresh one-shot
/// `status -o json` answers (its first frame, then only what changed: folded, the stream tells
/// the one-shot's story): the live view evaluates only what a change touches (a node, the
/// nodes of a CR, every node when a CR's pause reaches them all), and a selector that starts
/// using a label the live view dropped makes it list the nodes again. Synchronised on output:
/// the frames are read until one equals the one-shot answer (180 s at most).
#[tokio::test]
async fn status_watch_after_changes_equals_a_fresh_status() {
    let _alone = ALONE.lock().await;
    let s = setup("livesame", LIVE_FLEET).await;
    let c = Cluster::shared();
    let sel = format!("{}={}", fleet::FLEET_LABEL, s.fleet.id);
    let mut live = Agreement::start(&s, &sel, "status", &["-v=4"], verdicts, fold_gates);
    let mut changed = |step: &str| live.changed(step);
    let gated = s.fleet.names(Situation::GatedInProgress);
    let client = c.client().await;
    // 1. One node completes: that node alone.
    complete_node(&s.fleet, &gated[0]).await;
    changed("a node completed");

    // 2. A label no selector uses (the live view drops it), then a selector that uses it: the
    // live view must read the nodes again to see the node leave the CR.
    // A key of this run's own: the live view follows every CR of the cluster, other runs' too.
    let key = format!("live-test.nodewright.dev/hold-{}", s.fleet.id);
    let nodes: kube::Api<k8s_openapi::api::core::v1::Node> = kube::Api::all(client.clone());
    let label = serde_json::json!({"metadata": {"labels": {&key: "yes"}}});
    nodes
        .patch(
            &gated[1],
            &kube::api::PatchParams::default(),
            &kube::api::Patch::Merge(&label),
        )
        .await
        .expect("label the node");
    let ar = fleet::api_resource(fleet::RENAMED, "NodeWright");
    let crs: kube::Api<kube::api::DynamicObject> = kube::Api::all_with(client.clone(), &ar);
    let runtime = s.fleet.cr_name(fleet::Role::Runtime);
    let exclude = serde_json::json!({"spec": {"nodeSelectors": {"matchExpressions": [
        {"key": &key, "operator": "DoesNotExist"}
    ]}}});
    crs.patch(
        &runtime,
        &kube::api::PatchParams::default(),
        &kube::api::Patch::Merge(&exclude),
    )
    .await
    .expect("patch the selector");
    changed("a selector on a dropped label");

    // 3. The CR paused: a change that reaches every node it selects and beyond.
    let pause =
        serde_json::json!({"metadata": {"annotations": {"nodewright.nvidia.com/pause": "true"}}});
    crs.patch(
        &runtime,
        &kube::api::PatchParams::default(),
        &kube::api::Patch::Merge(&pause),
    )
    .await
    .expect("pause the CR");
    changed("the CR paused");

    // 4. A node deleted.
    nodes
        .delete(&gated[0], &Default::default())
        .await
        .expect("delete the node");
    changed("a node deleted");

    let out = live.stop().await;
    let stderr = String::from_utf8_lossy(&out.stderr);
    // The node change was evaluated alone; the new label key made the nodes be listed again.
    assert!(
        stderr.contains("evaluating 1 changed node(s) of 4 followed"),
        "{stderr}"
    );
    assert!(stderr.contains("listing them again"), "{stderr}");
}

/// The one-shot command and its live view show through one view: with `--nodewright` (each
/// row keeps that CR's entry only) and `--state gated`, `status --watch -o json` comes to show
/// what a fresh `status -o json` with the same flags answers, a node leaving the view by its
/// state (it completes) and by going (deleted).
#[tokio::test]
async fn status_watch_through_its_filters_equals_a_fresh_status() {
    let _alone = ALONE.lock().await;
    let s = setup("liveview", LIVE_FLEET).await;
    let c = Cluster::shared();
    let sel = format!("{}={}", fleet::FLEET_LABEL, s.fleet.id);
    let runtime = s.fleet.cr_name(fleet::Role::Runtime);
    let both = ["--nodewright", runtime.as_str(), "--state", "gated"];
    let mut live = Agreement::start_both(&s, &sel, "status", &both, &[], verdicts, fold_gates);
    let shown = live.before.clone();
    assert!(
        !shown.is_empty(),
        "no gated node to show: the test would prove nothing"
    );
    for (name, row) in &shown {
        let crs = row["nodewrights"].as_array().expect("nodewrights");
        assert!(
            crs.len() == 1 && crs[0]["name"] == runtime.as_str(),
            "{name}: the row keeps only {runtime}'s entry\n{row:#}"
        );
    }
    let gated = s.fleet.names(Situation::GatedInProgress);
    // 1. A node completes: it leaves the view by its state.
    complete_node(&s.fleet, &gated[0]).await;
    live.changed("a node completed");
    // 2. A node deleted.
    let nodes: kube::Api<k8s_openapi::api::core::v1::Node> = kube::Api::all(c.client().await);
    nodes
        .delete(&gated[1], &Default::default())
        .await
        .expect("delete the node");
    live.changed("a node deleted");
    live.stop().await;
}

/// A `RolloutList`'s rollouts by CR name, without what moves with the clock or with watching
/// (the rate and ETA count completions the watch saw happen; the stage times, package pods).
fn rollouts(doc: &serde_json::Value) -> std::collections::BTreeMap<String, serde_json::Value> {
    assert_eq!(doc["kind"], "RolloutList", "{doc:#}");
    doc["items"]
        .as_array()
        .expect("items")
        .iter()
        .map(|r| {
            let mut r = r.clone();
            let o = r.as_object_mut().expect("a rollout");
            for k in ["rate", "eta", "etaBasis", "stages"] {
                o.remove(k);
            }
            (r["name"].as_str().expect("name").to_string(), r)
        })
        .collect()
}

/// After each change, `rollout --watch -o json` comes to show what a fresh `rollout -o json`
/// answers: its frames keep each node's part in each rollout and make it again only for the
/// nodes a change touches (a node completing, a node deleted), or for every node when a CR
/// changes. Synchronised on output (180 s at most per frame, 20 frames per change).
#[tokio::test]
async fn rollout_watch_after_changes_equals_a_fresh_rollout() {
    let _alone = ALONE.lock().await;
    let s = setup("liveroll", LIVE_FLEET).await;
    let c = Cluster::shared();
    let sel = format!("{}={}", fleet::FLEET_LABEL, s.fleet.id);
    let mut live = Agreement::start(&s, &sel, "rollout", &[], rollouts, |shown, doc, _| {
        *shown = rollouts(&doc);
    });
    let mut changed = |step: &str| live.changed(step);
    let gated = s.fleet.names(Situation::GatedInProgress);
    let client = c.client().await;
    // 1. One node completes: that node's part alone is made again.
    complete_node(&s.fleet, &gated[0]).await;
    changed("a node completed");
    // 2. The CR paused: every node's part again.
    let ar = fleet::api_resource(fleet::RENAMED, "NodeWright");
    let crs: kube::Api<kube::api::DynamicObject> = kube::Api::all_with(client.clone(), &ar);
    let runtime = s.fleet.cr_name(fleet::Role::Runtime);
    let pause =
        serde_json::json!({"metadata": {"annotations": {"nodewright.nvidia.com/pause": "true"}}});
    crs.patch(
        &runtime,
        &kube::api::PatchParams::default(),
        &kube::api::Patch::Merge(&pause),
    )
    .await
    .expect("pause the CR");
    changed("the CR paused");
    // 3. A node deleted: its part leaves every rollout.
    let nodes: kube::Api<k8s_openapi::api::core::v1::Node> = kube::Api::all(client.clone());
    nodes
        .delete(&gated[1], &Default::default())
        .await
        .expect("delete the node");
    changed("a node deleted");
    live.stop().await;
}
