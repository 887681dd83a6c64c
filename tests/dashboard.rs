//! `dashboard` in a real browser: Debian's chromium, driven through chromedriver (WebDriver),
//! against the plugin serving a fleet of the test control plane. The page must show what
//! `status -o json` says, follow a change made by hand within 2 s without redrawing the map,
//! explain a node on click, log no console error, and refuse what it must (no token, a foreign
//! `Host`, a write method).

mod common;
#[path = "common/faultproxy.rs"]
mod faultproxy;
#[path = "dashboard/webdriver.rs"]
mod webdriver;

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use common::fleet::{self, Situation};
use common::{fleet_with_operator, plugin_command, run_plugin, unique};
use k8s_openapi::api::core::v1::Node;
use kube::api::{Api, Patch, PatchParams, PostParams};
use serde_json::{Value, json};
use webdriver::{Driver, request};

/// The plugin's dashboard, stopped with Ctrl-C when dropped.
struct Dashboard {
    child: Child,
    url: String,
    addr: SocketAddr,
    token: String,
}

impl Dashboard {
    fn start(args: &[&str]) -> Dashboard {
        Dashboard::start_with(&common::Cluster::shared().admin_kubeconfig, args)
    }

    fn start_with(kubeconfig: &std::path::Path, args: &[&str]) -> Dashboard {
        let mut cmd: Command = plugin_command(kubeconfig);
        cmd.arg("dashboard")
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::null());
        let mut child = cmd.spawn().expect("kubectl-nodewright dashboard");
        let mut line = String::new();
        BufReader::new(child.stdout.take().expect("stdout"))
            .read_line(&mut line)
            .expect("the URL line");
        let url = line.trim().to_string();
        let rest = url.strip_prefix("http://").expect("an http URL");
        let (host, query) = rest.split_once("/?token=").expect("a token in the URL");
        Dashboard {
            child,
            addr: host.parse().expect("an address"),
            token: query.to_string(),
            url,
        }
    }

    /// Ctrl-C, and the exit code.
    fn interrupt(mut self) -> Option<i32> {
        let _ = Command::new("kill")
            .args(["-INT", &self.child.id().to_string()])
            .status();
        let code = self.child.wait().ok().and_then(|s| s.code());
        std::mem::forget(self);
        code
    }
}

impl Drop for Dashboard {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Each node's state as `status -o json` says.
fn status_states(sel: &str, ns: &str) -> BTreeMap<String, String> {
    let out = run_plugin([
        "status",
        "-l",
        sel,
        "--operator-namespace",
        ns,
        "-o",
        "json",
    ]);
    assert!(out.status.success(), "{}", common::describe(&out));
    let doc: Value = serde_json::from_slice(&out.stdout).expect("json");
    doc["items"]
        .as_array()
        .expect("items")
        .iter()
        .map(|i| {
            let name = i["name"].as_str().expect("name").to_string();
            (name, i["state"].as_str().expect("state").to_string())
        })
        .collect()
}

/// Each cell of the map, as the page's DOM carries it.
const CELLS: &str = "return Object.fromEntries([...document.querySelectorAll('[data-node]')]\
    .map(e => [e.dataset.node, e.dataset.state]));";

fn map_of(v: &Value) -> BTreeMap<String, String> {
    serde_json::from_value(v.clone()).expect("name -> state")
}

#[tokio::test]
async fn the_page_shows_status_follows_a_change_and_explains_a_node() {
    let situations = [
        Situation::Released,
        Situation::Released,
        Situation::GatedInProgress,
        Situation::Erroring,
        Situation::WaitingBatch,
    ];
    let f = fleet_with_operator("dash", &situations).await;
    let sel = format!("{}={}", fleet::FLEET_LABEL, f.fleet.id);
    let dash = Dashboard::start(&[
        "-l",
        &sel,
        "--operator-namespace",
        &f.ns,
        "--interval",
        "1s",
    ]);
    let driver = Driver::start().await;
    let page = driver.session().await;
    page.goto(&dash.url).await;

    // The states on the page are status's.
    let want = status_states(&sel, &f.ns);
    assert_eq!(want.len(), situations.len());
    let script = format!(
        "const m = (() => {{ {CELLS} }})(); return Object.keys(m).length === {} && document.body.dataset.ready === 'true' ? m : null;",
        want.len()
    );
    let shown = page
        .until(&script, json!([]), Duration::from_secs(30))
        .await;
    assert_eq!(map_of(&shown), want);

    // Each cell is grouped by its first NodeWright (`status`'s order) and the compartment it
    // places the node in; the nodes a batch picked (`rollout`'s compartments) are in that batch.
    let out = run_plugin([
        "status",
        "-l",
        &sel,
        "--operator-namespace",
        &f.ns,
        "-o",
        "json",
    ]);
    let doc: Value = serde_json::from_slice(&out.stdout).expect("json");
    let out = run_plugin([
        "rollout",
        "-l",
        &sel,
        "--operator-namespace",
        &f.ns,
        "-o",
        "json",
    ]);
    let rollouts: Value = serde_json::from_slice(&out.stdout).expect("json");
    let groups = map_of(
        &page
            .eval(
                "return Object.fromEntries([...document.querySelectorAll('[data-node]')].map(e => [e.dataset.node, e.closest('[data-group]').dataset.group]));",
                json!([]),
            )
            .await,
    );
    for item in doc["items"].as_array().expect("items") {
        let node = item["name"].as_str().expect("name");
        let first = item["nodewrights"][0]["name"]
            .as_str()
            .expect("a NodeWright");
        let rollout = rollouts["items"]
            .as_array()
            .and_then(|r| r.iter().find(|r| r["name"] == first))
            .expect("its rollout");
        let picked = rollout["compartments"]
            .as_array()
            .expect("compartments")
            .iter()
            .find(|c| {
                c["picked"]
                    .as_array()
                    .is_some_and(|p| p.iter().any(|n| n == node))
            });
        let parts: Vec<&str> = groups[node].split('\u{0}').collect();
        assert_eq!(parts[0], first, "{node}");
        assert!(!parts[1].is_empty(), "{node}: no compartment");
        match picked {
            Some(c) => {
                assert_eq!(parts[1], c["name"], "{node}");
                assert_eq!(parts[2], format!("batch {}", c["currentBatch"]), "{node}");
            }
            None => assert_eq!(parts[2], "", "{node}"),
        }
    }

    // A node tainted by hand changes on the open page within 2 s, alone: the other cells are
    // the same elements (marked before), not a redrawn map.
    let node = f.fleet.names(Situation::Released)[0].clone();
    let other = f.fleet.names(Situation::Released)[1].clone();
    page.eval(
        "document.querySelector(`[data-node=\"${arguments[0]}\"]`).dataset.mark = 'kept';",
        json!([other]),
    )
    .await;
    let client = common::Cluster::shared().client().await;
    let (key, rest) = fleet::Flavor::Renamed
        .configured_taint()
        .split_once('=')
        .map(|(k, r)| (k.to_string(), r.to_string()))
        .expect("key=value:effect");
    let (value, effect) = rest.split_once(':').expect("value:effect");
    let patch = json!({"spec": {"taints": [{"key": key, "value": value, "effect": effect}]}});
    Api::<Node>::all(client.clone())
        .patch(&node, &PatchParams::default(), &Patch::Merge(&patch))
        .await
        .expect("taint by hand");
    let tainted = Instant::now();
    let changed = page
        .until(
            "const e = document.querySelector(`[data-node=\"${arguments[0]}\"]`); return e && e.dataset.state !== 'released' ? e.dataset.state : null;",
            json!([node]),
            Duration::from_secs(5),
        )
        .await;
    let took = tainted.elapsed();
    assert!(took < Duration::from_secs(2), "the change took {took:?}");
    let want = status_states(&sel, &f.ns);
    assert_eq!(changed.as_str(), Some(want[&node].as_str()));
    let kept = page
        .eval(
            "return document.querySelector(`[data-node=\"${arguments[0]}\"]`).dataset.mark || null;",
            json!([other]),
        )
        .await;
    assert_eq!(kept, json!("kept"), "the map was redrawn");
    assert_eq!(map_of(&page.eval(CELLS, json!([])).await), want);

    // A click on the erroring node shows its blocker and the command to paste, as `explain`,
    // and its recent events (the operator's warning, written here as its recorder writes it).
    let stuck = f.fleet.names(Situation::Erroring)[0].clone();
    let events: Api<k8s_openapi::api::core::v1::Event> = Api::namespaced(client.clone(), "default");
    let warning = serde_json::from_value(json!({
        "metadata": {"name": format!("{stuck}.dash")},
        "involvedObject": {"kind": "Node", "name": stuck, "apiVersion": "v1"},
        "type": "Warning", "reason": "Apply", "message": "package gpu-init erroring <b>x</b>",
        "source": {"component": "skyhook-controller"}, "reportingComponent": "skyhook-controller",
        "count": 2, "lastTimestamp": jiff::Timestamp::now().to_string()
    }))
    .expect("an event");
    events
        .create(&PostParams::default(), &warning)
        .await
        .expect("create the event");
    let out = run_plugin([
        "explain",
        &stuck,
        "--operator-namespace",
        &f.ns,
        "-o",
        "json",
    ]);
    assert!(out.status.success(), "{}", common::describe(&out));
    let explained: Value = serde_json::from_slice(&out.stdout).expect("json");
    let first = &explained["blockers"][0];
    page.click(&format!("[data-node=\"{stuck}\"]")).await;
    let panel = page
        .until(
            "const b = document.querySelector('#node .blocker'); const r = document.querySelector('#node .remedy code'); return b && r ? [b.dataset.code, r.textContent, document.querySelector('#node h2').textContent] : null;",
            json!([]),
            Duration::from_secs(10),
        )
        .await;
    assert_eq!(panel[0], first["code"], "{panel}");
    assert_eq!(panel[1], first["remedy"], "{panel}");
    assert!(
        panel[2].as_str().is_some_and(|t| t.contains(&stuck)),
        "{panel}"
    );
    let shown = page
        .until(
            "const rows = [...document.querySelectorAll('#node table.events tr[data-reason]')]; return rows.length ? rows.map(r => [...r.cells].map(c => c.textContent)) : null;",
            json!([]),
            Duration::from_secs(10),
        )
        .await;
    let items = explained["events"]["items"]
        .as_array()
        .expect("explain's events");
    assert_eq!(shown.as_array().map(Vec::len), Some(items.len()), "{shown}");
    let first = &shown[0];
    assert_eq!(first[1], items[0]["type"], "{shown}");
    assert_eq!(first[2], items[0]["reason"], "{shown}");
    assert_eq!(first[3], format!("Node/{stuck}"), "{shown}");
    // Shown as text: the message's markup is not an element.
    assert_eq!(
        first[4], "package gpu-init erroring <b>x</b> (×2)",
        "{shown}"
    );
    let bold = page
        .eval(
            "return document.querySelectorAll('#node b').length;",
            json!([]),
        )
        .await;
    assert_eq!(bold, json!(0));

    // The rollout panel holds `rollout`'s document: its NodeWrights, each with its progress.
    let out = run_plugin([
        "rollout",
        "-l",
        &sel,
        "--operator-namespace",
        &f.ns,
        "-o",
        "json",
    ]);
    assert!(out.status.success(), "{}", common::describe(&out));
    let doc: Value = serde_json::from_slice(&out.stdout).expect("json");
    let progress: BTreeMap<String, String> = doc["items"]
        .as_array()
        .expect("items")
        .iter()
        .map(|r| {
            let n = &r["nodes"];
            let name = r["name"].as_str().expect("name").to_string();
            (
                name,
                format!("{}/{} complete", n["complete"], n["selected"]),
            )
        })
        .collect();
    assert!(!progress.is_empty());
    let shown = page
        .eval(
            "return Object.fromEntries([...document.querySelectorAll('[data-rollout]')].map(e => [e.dataset.rollout, e.querySelector('.progress').textContent.split(' (')[0]]));",
            json!([]),
        )
        .await;
    assert_eq!(map_of(&shown), progress);

    // No console error on the way.
    let errors: Vec<Value> = page
        .console()
        .await
        .into_iter()
        .filter(|e| e["level"] == "SEVERE")
        .collect();
    assert!(errors.is_empty(), "console errors: {errors:?}");
    let png = page.screenshot().await;
    assert!(png.starts_with(b"\x89PNG"));

    // Ctrl-C ends it with exit 130; the open page says since when it lost the dashboard and
    // keeps the last state.
    assert_eq!(dash.interrupt(), Some(130), "Ctrl-C ends it with exit 130");
    let live = page
        .until(
            "const t = document.getElementById('live').textContent; return t.includes('since') ? t : null;",
            json!([]),
            Duration::from_secs(10),
        )
        .await;
    assert!(
        live.as_str().is_some_and(|t| t.contains("disconnected")),
        "{live}"
    );
    assert_eq!(map_of(&page.eval(CELLS, json!([])).await), want);
    page.quit().await;
}

/// A value on a node that looks like HTML is shown as text: the page never runs it.
#[tokio::test]
async fn cluster_text_is_shown_as_text_never_run() {
    let f = fleet_with_operator("dash-xss", &[Situation::GatedInProgress]).await;
    let sel = format!("{}={}", fleet::FLEET_LABEL, f.fleet.id);
    let node = f.fleet.names(Situation::GatedInProgress)[0].clone();
    let out = run_plugin([
        "explain",
        &node,
        "--operator-namespace",
        &f.ns,
        "-o",
        "json",
    ]);
    assert!(out.status.success(), "{}", common::describe(&out));
    let doc: Value = serde_json::from_slice(&out.stdout).expect("json");
    let cr = doc["nodewrights"][0]["name"]
        .as_str()
        .expect("a NodeWright");
    let evil = "<img src=x onerror=document.title='ran'>";
    let key = format!("nodewright.nvidia.com/status_{cr}");
    let patch = json!({"metadata": {"annotations": {key: evil}}});
    let client = common::Cluster::shared().client().await;
    Api::<Node>::all(client.clone())
        .patch(&node, &PatchParams::default(), &Patch::Merge(&patch))
        .await
        .expect("annotate");
    let dash = Dashboard::start(&["-l", &sel, "--operator-namespace", &f.ns]);
    let driver = Driver::start().await;
    let page = driver.session().await;
    page.goto(&dash.url).await;
    page.until(
        "return document.querySelector(`[data-node=\"${arguments[0]}\"]`);",
        json!([node]),
        Duration::from_secs(30),
    )
    .await;
    page.click(&format!("[data-node=\"{node}\"]")).await;
    let text = page
        .until(
            "const n = document.getElementById('node'); return n.querySelector('.blocker') ? n.textContent : null;",
            json!([]),
            Duration::from_secs(10),
        )
        .await;
    assert!(text.as_str().is_some_and(|t| t.contains(evil)), "{text}");
    let ran = page
        .eval(
            "return [document.title, document.querySelectorAll('#node img').length];",
            json!([]),
        )
        .await;
    assert_eq!(ran, json!(["NodeWright dashboard", 0]));
    page.quit().await;
    drop(dash);
}

#[tokio::test]
async fn requests_without_the_token_from_a_foreign_host_or_writing_are_refused() {
    let sel = format!("{}={}", fleet::FLEET_LABEL, unique("dash-none"));
    let dash = Dashboard::start(&["-l", &sel]);
    let addr = dash.addr;
    let token = dash.token.clone();
    let with_token = format!("/?token={token}");
    let get = |path: String, headers: Vec<(&'static str, String)>| async move {
        let h: Vec<(&str, &str)> = headers.iter().map(|(k, v)| (*k, v.as_str())).collect();
        request(addr, "GET", &path, &h, None).await
    };

    let (status, headers, body) = get(with_token.clone(), vec![]).await;
    assert_eq!(status, 200, "{body}");
    let csp = headers["content-security-policy"].to_str().expect("csp");
    assert!(
        csp.contains("script-src 'self'") && !csp.contains("unsafe"),
        "{csp}"
    );
    assert!(!body.contains("<script>"), "no inline script");
    let cookie = headers["set-cookie"]
        .to_str()
        .expect("a cookie")
        .to_string();
    assert!(
        cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"),
        "{cookie}"
    );
    let cookie = cookie.split(';').next().expect("name=value").to_string();
    // The cookie, or the header, stands for the token afterwards.
    assert_eq!(get("/app.js".into(), vec![("cookie", cookie)]).await.0, 200);
    let bearer = format!("Bearer {token}");
    assert_eq!(
        get("/style.css".into(), vec![("authorization", bearer)])
            .await
            .0,
        200
    );

    // No token, a wrong one, a foreign Host (DNS rebinding), a write.
    assert_eq!(get("/".into(), vec![]).await.0, 401);
    assert_eq!(get("/events".into(), vec![]).await.0, 401);
    assert_eq!(get("/?token=0123".into(), vec![]).await.0, 401);
    let port = addr.port();
    for host in [format!("evil.example:{port}"), "127.0.0.1:1".to_string()] {
        let (status, _, _) = get(with_token.clone(), vec![("host", host.clone())]).await;
        assert_eq!(status, 403, "Host {host}");
    }
    assert_eq!(
        get(
            with_token.clone(),
            vec![("host", format!("localhost:{port}"))]
        )
        .await
        .0,
        200
    );
    for method in ["POST", "PUT", "PATCH", "DELETE"] {
        let (status, headers, _) = request(addr, method, &with_token, &[], Some(json!({}))).await;
        assert_eq!(status, 405, "{method}");
        assert_eq!(headers["allow"], "GET, HEAD");
    }
    let (status, _, body) = request(addr, "HEAD", &with_token, &[], None).await;
    assert_eq!((status, body.as_str()), (200, ""));
    drop(dash);
}

/// Runs `dashboard ARGS` (PATH as given, if given), reads the URL it prints, calls `meanwhile`,
/// stops it: the URL and what it wrote on stderr.
fn dashboard_briefly(
    args: &[&str],
    path: Option<&str>,
    meanwhile: impl FnOnce(),
) -> (String, String) {
    let mut cmd = plugin_command(&common::Cluster::shared().admin_kubeconfig);
    cmd.arg("dashboard").args(args);
    if let Some(path) = path {
        cmd.env("PATH", path);
    }
    let mut child = cmd
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("dashboard");
    let mut line = String::new();
    BufReader::new(child.stdout.take().expect("stdout"))
        .read_line(&mut line)
        .expect("the URL");
    meanwhile();
    let _ = child.kill();
    let out = child.wait_with_output().expect("stopped");
    (
        line.trim().to_string(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn another_address_than_loopback_is_warned_of() {
    let (url, stderr) =
        dashboard_briefly(&["--address", "0.0.0.0", "-l", "none=none"], None, || {});
    assert!(url.starts_with("http://0.0.0.0:"), "{url}");
    assert!(stderr.contains("not loopback"), "{stderr}");
}

/// `--open` hands the URL it prints to the desktop's opener (`xdg-open` here: a script first on
/// PATH that records what it was given); without one, a warning, and the URL is still printed.
#[test]
fn open_hands_the_url_to_the_desktop_opener_or_warns() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().expect("tmp");
    let got = dir.path().join("opened");
    let opener = dir.path().join("xdg-open");
    std::fs::write(
        &opener,
        format!("#!/bin/sh\nprintf '%s' \"$1\" > {}\n", got.display()),
    )
    .expect("opener");
    std::fs::set_permissions(&opener, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    let args = ["--open", "-l", "none=none"];
    // The opener runs beside the server: until it has written what it was given, then a moment.
    let with = format!("{}:/usr/bin:/bin", dir.path().display());
    let (url, _) = dashboard_briefly(&args, Some(&with), || {
        let until = Instant::now() + Duration::from_secs(10);
        while !got.exists() && Instant::now() < until {
            std::thread::sleep(Duration::from_millis(50));
        }
        std::thread::sleep(Duration::from_secs(1));
    });
    assert!(url.starts_with("http://127.0.0.1:"), "{url}");
    assert_eq!(std::fs::read_to_string(&got).expect("the opener ran"), url);

    // No opener on PATH: warned (the warning follows the URL: a moment), the URL printed all the
    // same.
    let empty = tempfile::tempdir().expect("tmp");
    let (url, stderr) = dashboard_briefly(&args, Some(&empty.path().display().to_string()), || {
        std::thread::sleep(Duration::from_secs(1));
    });
    assert!(url.starts_with("http://127.0.0.1:"), "{url}");
    assert!(stderr.contains("cannot open a browser"), "{stderr}");
}

/// When the cluster cannot be followed, the page says since when and keeps its map; once the
/// cluster answers again, it is live again.
#[tokio::test]
async fn a_broken_follow_is_shown_with_its_time_and_the_last_state_kept() {
    use faultproxy::{FaultProxy, Faults};
    let f = fleet_with_operator("dash-broken", &[Situation::Released, Situation::Erroring]).await;
    let sel = format!("{}={}", fleet::FLEET_LABEL, f.fleet.id);
    let want = status_states(&sel, &f.ns);
    let proxy = FaultProxy::start(&common::Cluster::shared().admin_kubeconfig, Faults::none());
    let dir = tempfile::tempdir().expect("tmp");
    let kc = proxy.kubeconfig(dir.path(), "proxy-client-token");
    let dash = Dashboard::start_with(&kc, &["-l", &sel, "--operator-namespace", &f.ns]);
    let driver = Driver::start().await;
    let page = driver.session().await;
    page.goto(&dash.url).await;
    let script = format!(
        "const m = (() => {{ {CELLS} }})(); return Object.keys(m).length === {} ? m : null;",
        want.len()
    );
    page.until(&script, json!([]), Duration::from_secs(30))
        .await;
    let live = "return document.getElementById('live').textContent;";
    assert_eq!(page.eval(live, json!([])).await, "live");
    // A second page is fed by the same follow: the nodes were listed once.
    let second = driver.session().await;
    second.goto(&dash.url).await;
    second
        .until(&script, json!([]), Duration::from_secs(30))
        .await;
    second.quit().await;
    let node_lists = proxy
        .seen()
        .iter()
        .filter(|s| s.path() == "/api/v1/nodes" && !s.is_watch())
        .count();
    assert_eq!(node_lists, 1, "one list of the nodes however many pages");

    proxy.set_dead(true);
    let broken = page
        .until(
            "const t = document.getElementById('live').textContent; return t.includes('since') ? t : null;",
            json!([]),
            Duration::from_secs(90),
        )
        .await;
    assert!(
        broken
            .as_str()
            .is_some_and(|t| t.contains("cluster cannot be followed since")),
        "{broken}"
    );
    assert_eq!(map_of(&page.eval(CELLS, json!([])).await), want);

    proxy.set_dead(false);
    page.until(
        "return document.getElementById('live').textContent === 'live';",
        json!([]),
        Duration::from_secs(60),
    )
    .await;
    assert_eq!(map_of(&page.eval(CELLS, json!([])).await), want);
    page.quit().await;
    assert_eq!(dash.interrupt(), Some(130));
}
