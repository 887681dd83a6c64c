//! The connection as users reach their clusters: through an exec credential plugin
//! (`aws eks get-token`, `gke-gcloud-auth-plugin`, `kubelogin`), which runs once per context and
//! command, never more, and whose failure shows no secret; and through proxies, chosen as kubectl
//! chooses them (`HTTPS_PROXY`, `NO_PROXY` against the server, `proxy-url`), each case run with
//! kubectl beside the plugin.

mod common;
#[path = "common/faultproxy.rs"]
mod faultproxy;

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use common::connect_proxy::ConnectProxy;
use common::{Cluster, describe, plugin_command, scene, unique};

/// The admin kubeconfig of the shared control plane, as JSON.
fn admin(c: &Cluster) -> Value {
    let text = std::fs::read_to_string(&c.admin_kubeconfig).expect("admin kubeconfig");
    serde_saphyr::from_str(&text).expect("admin kubeconfig parses")
}

/// A kubeconfig whose user is an exec credential plugin (a shell script that appends a line to
/// `count` and prints an ExecCredential with the admin's token after 300 ms, as `get-token`
/// does), with one context per name in `contexts` (the first current), all on the test cluster.
struct Exec {
    _dir: tempfile::TempDir,
    kubeconfig: PathBuf,
    count: PathBuf,
}

impl Exec {
    fn new(c: &Cluster, contexts: &[&str], body: &str, env: Value) -> Exec {
        let kc = admin(c);
        Exec::with_cluster(c, contexts, body, env, kc["clusters"][0]["cluster"].clone())
    }

    /// [`Exec::new`] with this kubeconfig cluster entry (`{"server": ...}`).
    fn with_cluster(
        c: &Cluster,
        contexts: &[&str],
        body: &str,
        env: Value,
        cluster: Value,
    ) -> Exec {
        let dir = tempfile::tempdir().expect("tempdir");
        let count = dir.path().join("count");
        let script = dir.path().join("get-token.sh");
        let kc = admin(c);
        let token = kc["users"][0]["user"]["token"]
            .as_str()
            .expect("admin token")
            .to_string();
        let body = body
            .replace("COUNT", &count.to_string_lossy())
            .replace("TOKEN", &token);
        std::fs::write(&script, format!("#!/bin/sh\n{body}\n")).expect("script");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755))
                .expect("chmod");
        }
        let user = json!({"exec": {
            "apiVersion": "client.authentication.k8s.io/v1",
            "command": script,
            "interactiveMode": "Never",
            "env": env,
        }});
        let out = json!({
            "apiVersion": "v1", "kind": "Config",
            "current-context": contexts[0],
            "clusters": contexts.iter().map(|n| json!({"name": n, "cluster": cluster})).collect::<Vec<_>>(),
            "users": contexts.iter().map(|n| json!({"name": n, "user": user})).collect::<Vec<_>>(),
            "contexts": contexts.iter().map(|n| json!({"name": n, "context": {"cluster": n, "user": n}})).collect::<Vec<_>>(),
        });
        let kubeconfig = dir.path().join("kubeconfig");
        std::fs::write(&kubeconfig, out.to_string()).expect("kubeconfig");
        Exec {
            _dir: dir,
            kubeconfig,
            count,
        }
    }

    /// The test cluster's token after 300 ms, each run counted.
    fn get_token(c: &Cluster, contexts: &[&str]) -> Exec {
        Exec::new(
            c,
            contexts,
            "echo run >> COUNT\nsleep 0.3\necho '{\"apiVersion\":\"client.authentication.k8s.io/v1\",\"kind\":\"ExecCredential\",\"status\":{\"token\":\"TOKEN\"}}'",
            json!([]),
        )
    }

    /// How many times the plugin ran since the last call.
    fn runs(&self) -> usize {
        let n = std::fs::read_to_string(&self.count)
            .map(|t| t.lines().count())
            .unwrap_or(0);
        let _ = std::fs::remove_file(&self.count);
        n
    }
}

fn run(kubeconfig: &Path, args: &[&str]) -> Output {
    plugin_command(kubeconfig)
        .args(args)
        .output()
        .expect("run the plugin")
}

#[tokio::test]
async fn an_exec_plugin_runs_once_per_command_and_context() {
    let c = Cluster::shared();
    let ns = unique("exec");
    let node = unique("exec-node");
    scene::operator(
        &c.admin_kubeconfig,
        &ns,
        "ghcr.io/nvidia/skyhook/operator:v0.15.0",
        "skyhook.nvidia.com=runtime-required:NoSchedule",
        false,
    )
    .await;
    let pool = unique("pool");
    let cr = unique("cr");
    scene::seed_all(
        &c.admin_kubeconfig,
        &[
            scene::node(&node, &pool, &[scene::LEGACY_GATE], json!({})),
            scene::skyhook(&cr, &pool, json!({}), Value::Null),
        ],
    )
    .await;
    let exec = Exec::get_token(c, &["one"]);
    let ons = format!("--operator-namespace={ns}");
    let commands: Vec<Vec<&str>> = vec![
        vec!["version"],
        vec!["status", &node],
        vec!["explain", &node],
        vec!["rollout"],
        vec!["taint", &node, "--dry-run"],
        vec!["untaint", &node, "--dry-run"],
        vec!["regate", &node, "--dry-run=server"],
        vec!["reset", &cr, "--dry-run"],
        vec!["forget", &node, "--dry-run"],
        vec!["pause", &cr, "--dry-run=server"],
        vec!["resume", &cr, "--dry-run"],
        vec!["disable", &cr, "--dry-run"],
        vec!["enable", &cr, "--dry-run"],
        vec!["node", "reset", &node, "--nodewright", &cr, "--dry-run"],
        vec!["node", "ignore", &node, "--dry-run"],
        vec!["node", "unignore", &node, "--dry-run"],
        vec!["deployment-policy", "reset", &cr, "--dry-run"],
    ];
    exec.runs();
    for args in &commands {
        let mut args = args.clone();
        args.push(&ons);
        let started = Instant::now();
        let out = run(&exec.kubeconfig, &args);
        let err = String::from_utf8_lossy(&out.stderr);
        // Usage (2) and cluster (3) errors would make no request or fail on the connection.
        assert!(
            !matches!(out.status.code(), Some(2 | 3)),
            "{args:?}:\n{}",
            describe(&out)
        );
        assert!(!err.contains("getting credentials"), "{args:?}: {err}");
        assert_eq!(
            exec.runs(),
            1,
            "{args:?} ran the plugin once, in {:?}",
            started.elapsed()
        );
    }

    // Two contexts: once each.
    let two = Exec::get_token(c, &["east", "west"]);
    let out = run(&two.kubeconfig, &["status", "--context", "east,west", &ons]);
    assert_ne!(out.status.code(), Some(3), "{}", describe(&out));
    assert_eq!(two.runs(), 2, "{}", describe(&out));
}

#[tokio::test]
async fn a_watch_runs_the_plugin_once() {
    let c = Cluster::shared();
    let node = unique("exec-watch");
    scene::seed_all(
        &c.admin_kubeconfig,
        &[scene::node(&node, &unique("pool"), &[], json!({}))],
    )
    .await;
    let exec = Exec::get_token(c, &["one"]);
    let mut child = plugin_command(&exec.kubeconfig)
        .args(["status", "--watch", "-o", "json", &node])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("status --watch");
    // A minute of changes to follow while it watches: each one is an event on the open watch.
    let client = c.client().await;
    let nodes: kube::Api<k8s_openapi::api::core::v1::Node> = kube::Api::all(client);
    for i in 0..12 {
        tokio::time::sleep(Duration::from_secs(5)).await;
        let patch = json!({"metadata": {"labels": {"nodewright.test/tick": i.to_string()}}});
        nodes
            .patch(
                &node,
                &kube::api::PatchParams::default(),
                &kube::api::Patch::Merge(&patch),
            )
            .await
            .expect("patch the node");
    }
    tokio::time::sleep(Duration::from_secs(1)).await;
    let _ = child.kill();
    let out = child.wait_with_output().expect("wait");
    assert!(
        String::from_utf8_lossy(&out.stdout).contains(&node),
        "{}",
        describe(&out)
    );
    assert_eq!(exec.runs(), 1, "{}", describe(&out));
}

#[test]
fn a_failing_plugin_shows_its_command_code_and_stderr_not_its_env() {
    let c = Cluster::shared();
    let exec = Exec::new(
        c,
        &["one"],
        "echo run >> COUNT\necho 'denied: run aws sso login' >&2\nexit 1",
        json!([{"name": "API_KEY", "value": "s3cr3t-4f9a"}, {"name": "OTHER", "value": "hunter2"}]),
    );
    let out = run(&exec.kubeconfig, &["status"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(3), "{}", describe(&out));
    assert!(
        err.contains("getting credentials: exec: executable")
            && err.contains("get-token.sh failed with exit code 1")
            && err.contains("denied: run aws sso login"),
        "{err}"
    );
    for secret in [
        "s3cr3t-4f9a",
        "hunter2",
        "API_KEY",
        "KUBERNETES_EXEC_INFO",
        "Output {",
    ] {
        assert!(!err.contains(secret), "{secret} in: {err}");
    }
    assert_eq!(exec.runs(), 1, "not retried: {err}");
}

/// The test cluster's kubeconfig with `server` (and `proxy-url`) replaced, the CA checked for
/// 127.0.0.1 whatever the address (`tls-server-name`), in a file of its own.
fn kubeconfig_at(c: &Cluster, dir: &Path, server: &str, proxy_url: Option<&str>) -> PathBuf {
    let mut kc = admin(c);
    let cl = &mut kc["clusters"][0]["cluster"];
    cl["server"] = server.into();
    cl["tls-server-name"] = "127.0.0.1".into();
    if let Some(p) = proxy_url {
        cl["proxy-url"] = p.into();
    }
    let path = dir.join(format!("kc-{}", unique("p")));
    std::fs::write(&path, kc.to_string()).expect("kubeconfig");
    path
}

/// The plugin's `version` and kubectl's `get --raw /version` with this kubeconfig and these
/// proxy variables: whether each reached the API server.
fn both(kubeconfig: &Path, env: &[(&str, &str)]) -> (bool, bool, String) {
    let clear = |cmd: &mut Command| {
        for v in [
            "HTTPS_PROXY",
            "https_proxy",
            "HTTP_PROXY",
            "http_proxy",
            "NO_PROXY",
            "no_proxy",
        ] {
            cmd.env_remove(v);
        }
        cmd.envs(env.iter().copied());
    };
    let mut plugin = plugin_command(kubeconfig);
    clear(&mut plugin);
    let p = plugin
        .args(["version", "--request-timeout=10s"])
        .output()
        .expect("plugin");
    let mut kubectl = Command::new("kubectl");
    clear(&mut kubectl);
    let k = kubectl
        .env("KUBECONFIG", kubeconfig)
        .args(["get", "--raw", "/version", "--request-timeout=10s"])
        .stdin(Stdio::null())
        .output()
        .expect("kubectl");
    (
        p.status.success(),
        k.status.success(),
        format!(
            "env {env:?}\nplugin: {}\nkubectl: {}",
            describe(&p),
            describe(&k)
        ),
    )
}

/// One proxy case: what it shows, the kubeconfig, the environment, whether the server is
/// reached, and how many CONNECTs at least go through the proxy (plugin and kubectl).
type Case<'a> = (&'a str, &'a Path, Vec<(&'a str, &'a str)>, bool, usize);

fn api_port(c: &Cluster) -> u16 {
    let kc = admin(c);
    let server: http::Uri = kc["clusters"][0]["cluster"]["server"]
        .as_str()
        .expect("server")
        .parse()
        .expect("server uri");
    server.port_u16().expect("port")
}

#[test]
fn proxies_are_chosen_as_kubectl_chooses_them() {
    let c = Cluster::shared();
    let dir = tempfile::tempdir().expect("tempdir");
    let port = api_port(c);
    let proxy = ConnectProxy::start();
    let dead = "http://127.0.0.1:9";
    let up = proxy.url();
    let direct = kubeconfig_at(c, dir.path(), &format!("https://127.0.0.1:{port}"), None);
    // 0.0.0.0 reaches this machine's listeners, and is not loopback to Go: a proxy is used for
    // it unless NO_PROXY names it.
    let any = kubeconfig_at(c, dir.path(), &format!("https://0.0.0.0:{port}"), None);
    // A name only the proxy resolves.
    let named = kubeconfig_at(
        c,
        dir.path(),
        &format!("https://kube.nodewright.test:{port}"),
        None,
    );
    let cases: Vec<Case> = vec![
        // (what, kubeconfig, env, reaches the server, CONNECTs through the proxy)
        (
            "loopback is never proxied",
            &direct,
            vec![("HTTPS_PROXY", dead)],
            true,
            0,
        ),
        (
            "NO_PROXY naming the server",
            &any,
            vec![("HTTPS_PROXY", dead), ("NO_PROXY", "0.0.0.0")],
            true,
            0,
        ),
        (
            "NO_PROXY with a trailing comma and empty entries",
            &any,
            vec![
                ("HTTPS_PROXY", dead),
                ("NO_PROXY", "example.com,, 0.0.0.0/8,"),
            ],
            true,
            0,
        ),
        (
            "a trailing comma in NO_PROXY naming other hosts",
            &any,
            vec![("https_proxy", dead), ("no_proxy", "a.example,b.example,")],
            false,
            0,
        ),
        (
            "a working CONNECT proxy for an address",
            &any,
            vec![("HTTPS_PROXY", up.as_str()), ("NO_PROXY", "example.com,")],
            true,
            2,
        ),
        (
            "a working CONNECT proxy for a name only it resolves",
            &named,
            vec![("HTTPS_PROXY", up.as_str())],
            true,
            2,
        ),
        (
            "HTTP_PROXY is not for an https server",
            &any,
            vec![("HTTP_PROXY", dead)],
            true,
            0,
        ),
    ];
    for (what, kc, env, reaches, connects) in cases {
        let before = proxy.seen().len();
        let (plugin, kubectl, text) = both(kc, &env);
        assert_eq!(kubectl, reaches, "{what}: kubectl\n{text}");
        assert_eq!(plugin, reaches, "{what}: the plugin\n{text}");
        let through = proxy.seen().len() - before;
        // At least one CONNECT each for the plugin and kubectl when the proxy is in the way.
        assert!(
            (connects == 0 && through == 0) || (connects > 0 && through >= connects),
            "{what}: {through} CONNECTs ({:?})\n{text}",
            proxy.seen()
        );
    }

    // An `https://` proxy: TLS to it with the kubeconfig's trust (its certificate is the API
    // server's own here), then CONNECT, as Go's transport does.
    let certs = c.dir.join("certs");
    let tls_proxy =
        ConnectProxy::start_tls(&certs.join("apiserver.crt"), &certs.join("apiserver.key"));
    let up_tls = tls_proxy.tls_url();
    let (plugin, kubectl, text) = both(&named, &[("HTTPS_PROXY", up_tls.as_str())]);
    assert!(plugin && kubectl, "https proxy\n{text}");
    assert!(
        tls_proxy.seen().len() >= 2,
        "https proxy: {:?}\n{text}",
        tls_proxy.seen()
    );

    // A SOCKS5 proxy from the environment; the name is resolved by the proxy.
    let socks = ConnectProxy::start_socks5();
    let up_socks = format!("socks5://127.0.0.1:{}", socks.port);
    let (plugin, kubectl, text) = both(&named, &[("HTTPS_PROXY", up_socks.as_str())]);
    assert!(plugin && kubectl, "socks5 proxy\n{text}");
    assert!(
        socks
            .seen()
            .iter()
            .filter(|t| t.starts_with("kube.nodewright.test:"))
            .count()
            >= 2,
        "socks5: {:?}\n{text}",
        socks.seen()
    );

    // `proxy-url` in the kubeconfig wins, loopback server or not, whatever NO_PROXY says.
    let via = kubeconfig_at(
        c,
        dir.path(),
        &format!("https://127.0.0.1:{port}"),
        Some(&proxy.url()),
    );
    let before = proxy.seen().len();
    let (plugin, kubectl, text) = both(&via, &[("NO_PROXY", "*")]);
    assert!(plugin && kubectl, "{text}");
    assert!(proxy.seen().len() - before >= 2, "{text}");
}

#[test]
fn a_refused_plugin_credential_says_to_log_in_again() {
    let c = Cluster::shared();
    let exec = Exec::new(
        c,
        &["one"],
        "echo run >> COUNT\necho '{\"apiVersion\":\"client.authentication.k8s.io/v1\",\"kind\":\"ExecCredential\",\"status\":{\"token\":\"expired-session\"}}'",
        json!([]),
    );
    let out = run(&exec.kubeconfig, &["version"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(3), "{}", describe(&out));
    assert!(
        err.contains("401") && err.contains("log in again") && err.contains("get-token.sh"),
        "{err}"
    );
    assert!(!err.contains("expired-session"), "{err}");
}

#[test]
fn impersonation_and_compression_flags_reach_the_wire() {
    use faultproxy::{FaultProxy, Faults};
    let c = Cluster::shared();
    let dir = tempfile::tempdir().expect("tempdir");
    let proxy = FaultProxy::start(&c.admin_kubeconfig, Faults::none());
    let kc = proxy.kubeconfig(dir.path(), "unused");
    let out = run(
        &kc,
        &[
            "version",
            "--as=alice",
            "--as-uid=u-1",
            "--as-group=g1",
            "--as-group=g2",
            "--as-user-extra=scopes=view",
            "--as-user-extra=scopes=edit",
            "--disable-compression",
        ],
    );
    let seen = proxy.seen();
    let last = seen.last().expect("a request");
    let want: Vec<(String, String)> = [
        ("impersonate-user", "alice"),
        ("impersonate-uid", "u-1"),
        ("impersonate-group", "g1"),
        ("impersonate-group", "g2"),
        ("impersonate-extra-scopes", "view"),
        ("impersonate-extra-scopes", "edit"),
    ]
    .iter()
    .map(|(a, b)| (a.to_string(), b.to_string()))
    .collect();
    let mut got = last.impersonate.clone();
    got.sort();
    let mut want_sorted = want.clone();
    want_sorted.sort();
    assert_eq!(got, want_sorted, "{}", describe(&out));
    assert!(
        seen.iter().all(|s| s.accept_encoding.is_none()),
        "--disable-compression: {seen:?}"
    );
    // Without it, gzip is asked for.
    let _ = run(&kc, &["version"]);
    assert!(
        proxy
            .seen()
            .last()
            .and_then(|s| s.accept_encoding.clone())
            .is_some_and(|e| e.contains("gzip"))
    );
}

#[test]
fn a_hanging_plugin_counts_inside_the_context_timeout() {
    let c = Cluster::shared();
    let exec = Exec::new(
        c,
        &["east", "west"],
        "echo run >> COUNT\nsleep 30\necho '{}'",
        json!([]),
    );
    let started = Instant::now();
    let out = run(
        &exec.kubeconfig,
        &[
            "status",
            "--context",
            "east,west",
            "--context-timeout",
            "2s",
        ],
    );
    let took = started.elapsed();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(3), "{}", describe(&out));
    assert!(err.contains("--context-timeout"), "{err}");
    assert!(took < Duration::from_secs(15), "took {took:?}: {err}");
    assert_eq!(exec.runs(), 2, "{err}");
}

#[test]
fn a_plugin_may_give_a_client_certificate_with_its_token() {
    let c = Cluster::shared();
    // The test API server asks for no client certificate; this proves the plugin's PEM pair is
    // read and handed to TLS without breaking the connection, and that the token still goes.
    let certs = c.dir.join("certs");
    let text = |f: &str| std::fs::read_to_string(certs.join(f)).expect("cert file");
    let token = admin(c)["users"][0]["user"]["token"]
        .as_str()
        .expect("token")
        .to_string();
    let cred = json!({
        "apiVersion": "client.authentication.k8s.io/v1", "kind": "ExecCredential",
        "status": {
            "token": token,
            "clientCertificateData": text("apiserver.crt"),
            "clientKeyData": text("apiserver.key"),
            "expirationTimestamp": "2099-01-01T00:00:00Z",
        },
    });
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("cred.json");
    std::fs::write(&file, cred.to_string()).expect("cred");
    let exec = Exec::new(
        c,
        &["one"],
        &format!("echo run >> COUNT\ncat '{}'", file.display()),
        json!([]),
    );
    let out = run(&exec.kubeconfig, &["version"]);
    assert!(out.status.success(), "{}", describe(&out));
    assert_eq!(exec.runs(), 1);
}

#[tokio::test]
async fn an_expiring_credential_is_fetched_again_during_a_watch() {
    use faultproxy::{FaultProxy, Faults};
    let c = Cluster::shared();
    let node = unique("exec-refresh");
    scene::seed_all(
        &c.admin_kubeconfig,
        &[scene::node(&node, &unique("pool"), &[], json!({}))],
    )
    .await;
    // Through the fault proxy (plain HTTP; it forwards as the admin), whose open watches can be
    // cut, as a load balancer or the API server's own timeout ends them.
    let proxy = FaultProxy::start(&c.admin_kubeconfig, Faults::none());
    let exec = Exec::with_cluster(
        c,
        &["one"],
        "echo run >> COUNT\nexp=$(date -u -d '+25 seconds' +%Y-%m-%dT%H:%M:%SZ)\necho \"{\\\"apiVersion\\\":\\\"client.authentication.k8s.io/v1\\\",\\\"kind\\\":\\\"ExecCredential\\\",\\\"status\\\":{\\\"token\\\":\\\"TOKEN\\\",\\\"expirationTimestamp\\\":\\\"$exp\\\"}}\"",
        json!([]),
        json!({"server": proxy.url()}),
    );
    let mut child = plugin_command(&exec.kubeconfig)
        .args(["status", "--watch", "-o", "json", &node])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("status --watch");
    tokio::time::sleep(Duration::from_secs(5)).await;
    let first = exec.runs();
    // Past 15 s the credential is within 10 s of its expiry: the watches that open again after
    // the cut need a new one.
    tokio::time::sleep(Duration::from_secs(13)).await;
    let before_cut = exec.runs();
    proxy.cut_watches();
    tokio::time::sleep(Duration::from_secs(4)).await;
    let after_cut = exec.runs();
    eprintln!("plugin runs: {first} at 5 s, {before_cut} more by 18 s, {after_cut} after the cut");
    let _ = child.kill();
    let out = child.wait_with_output().expect("wait");
    assert_eq!(first, 1, "{}", describe(&out));
    // The watches opened again after the cut carried a new credential (measured: 1, 0, 1).
    assert!(
        after_cut >= 1,
        "the plugin ran again for the watches opened after the cut ({before_cut} before it)\n{}",
        describe(&out)
    );
    assert!(
        !String::from_utf8_lossy(&out.stderr).contains("getting credentials"),
        "{}",
        describe(&out)
    );
}

#[test]
fn trust_comes_from_the_kubeconfig_or_is_skipped_when_it_says_so() {
    let c = Cluster::shared();
    let dir = tempfile::tempdir().expect("tempdir");
    let port = api_port(c);
    let write = |name: &str, cluster: Value| {
        let mut kc = admin(c);
        kc["clusters"][0]["cluster"] = cluster;
        let path = dir.path().join(name);
        std::fs::write(&path, kc.to_string()).expect("kubeconfig");
        path
    };
    let server = format!("https://127.0.0.1:{port}");
    // No CA: the system's roots, which do not hold the test cluster's: refused, as by kubectl.
    let untrusted = write("untrusted", json!({"server": server}));
    let (plugin, kubectl, text) = both(&untrusted, &[]);
    assert!(!plugin && !kubectl, "{text}");
    assert!(text.contains("certificate"), "{text}");
    // insecure-skip-tls-verify: accepted.
    let insecure = write(
        "insecure",
        json!({"server": server, "insecure-skip-tls-verify": true}),
    );
    let (plugin, kubectl, text) = both(&insecure, &[]);
    assert!(plugin && kubectl, "{text}");
    // The CA as data.
    let ca = std::fs::read(c.dir.join("certs/apiserver.crt")).expect("ca");
    use base64::Engine;
    let data = write(
        "data",
        json!({"server": server, "certificate-authority-data": base64::engine::general_purpose::STANDARD.encode(ca)}),
    );
    let (plugin, kubectl, text) = both(&data, &[]);
    assert!(plugin && kubectl, "{text}");
}
