//! README's exit-code table, a test per row against a real control plane: `0`
//! success, `1` failed for some target (a skipped write included) or a condition not met, `2`
//! bad usage (an unknown context, a duration past its bound), `3` the cluster unreachable, `130`
//! interrupted (every command that follows: `wait`, `status --watch`, `rollout --watch`).

mod common;

use std::io::{BufRead, BufReader, Read};
use std::process::{Command, Output, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use common::fleet::{Role, Situation};
use common::{describe, plugin_command, seeded};
use k8s_openapi::api::core::v1::Node;
use kube::Api;
use kube::api::{Patch, PatchParams};
use serde_json::{Value, json};

fn run(args: &[&str]) -> Output {
    plugin_command(&common::Cluster::shared().admin_kubeconfig)
        .args(args)
        .output()
        .expect("run plugin")
}

/// Runs `cmd` until a line containing `needle` arrives on stdout or stderr, then sends SIGINT
/// (Ctrl-C) and returns what it printed. Panics if the line does not come within 60 s.
fn interrupt_after(mut cmd: Command, needle: &str) -> Output {
    let mut child = cmd
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn plugin");
    let (tx, rx) = mpsc::channel::<()>();
    let stderr = child.stderr.take().expect("stderr");
    let mut stdout = child.stdout.take().expect("stdout");
    let want = needle.to_string();
    let tx2 = tx.clone();
    let err_thread = std::thread::spawn(move || {
        let mut all = Vec::new();
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            if line.contains(&want) {
                let _ = tx2.send(());
            }
            all.push(line);
        }
        all.join("\n")
    });
    let want = needle.to_string();
    let out_thread = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let mut chunk = [0u8; 4096];
        loop {
            match stdout.read(&mut chunk) {
                Ok(0) | Err(_) => break,
                Ok(n) => {
                    buf.extend_from_slice(&chunk[..n]);
                    if String::from_utf8_lossy(&buf).contains(&want) {
                        let _ = tx.send(());
                    }
                }
            }
        }
        buf
    });
    let seen = rx.recv_timeout(Duration::from_secs(60)).is_ok();
    let _ = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status();
    let started = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().expect("wait") {
            break s;
        }
        if started.elapsed() > Duration::from_secs(30) {
            let _ = child.kill();
            panic!("the plugin did not end within 30 s of Ctrl-C");
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let out = Output {
        status,
        stdout: out_thread.join().expect("stdout"),
        stderr: err_thread.join().expect("stderr").into_bytes(),
    };
    assert!(
        seen,
        "{needle:?} never printed before Ctrl-C:\n{}",
        describe(&out)
    );
    out
}

#[tokio::test]
async fn exit_0_success_and_a_wait_with_timeout_0_checks_once() {
    let (_c, _client, f) = seeded("exit0", &[Situation::Released]).await;
    let node = &f.names(Situation::Released)[0];
    let out = run(&["status", node]);
    assert_eq!(out.status.code(), Some(0), "{}", describe(&out));
    let started = Instant::now();
    let out = run(&["wait", node, "--timeout", "0s"]);
    assert_eq!(out.status.code(), Some(0), "{}", describe(&out));
    assert!(started.elapsed() < Duration::from_secs(20));
    // With no subcommand, help on stdout and exit 0, as kubectl.
    let out = run(&[]);
    assert_eq!(out.status.code(), Some(0), "{}", describe(&out));
    assert!(
        String::from_utf8_lossy(&out.stdout).contains("Usage:"),
        "{}",
        describe(&out)
    );
}

#[tokio::test]
async fn exit_1_a_condition_not_met_at_timeout_0_and_a_restore_that_skips_a_node() {
    let (_c, client, f) = seeded("exit1", &[Situation::Released, Situation::GatedInProgress]).await;
    let gated = &f.names(Situation::GatedInProgress)[0];
    // `--timeout 0s` checks once: a gated node has not met `released`.
    let started = Instant::now();
    let out = run(&["wait", gated, "--timeout", "0s", "-o", "json"]);
    assert!(
        started.elapsed() < Duration::from_secs(20),
        "--timeout 0s must check once"
    );
    assert_eq!(out.status.code(), Some(1), "{}", describe(&out));
    let doc: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(doc["items"][0]["outcome"], "timed-out", "{doc:#}");

    // restore that skips a node because a key changed since the backup: 1.
    let released = &f.names(Situation::Released)[0];
    let dir = tempfile::tempdir().expect("tmp");
    let backup = dir.path().join("b.json");
    let backup = backup.to_str().expect("utf8");
    let out = run(&["forget", released, "-y", "--backup", backup]);
    assert_eq!(out.status.code(), Some(0), "{}", describe(&out));
    let key = format!("nodewright.nvidia.com/version_{}", f.cr_name(Role::Runtime));
    Api::<Node>::all(client.clone())
        .patch(
            released,
            &PatchParams::default(),
            &Patch::Merge(&json!({"metadata": {"annotations": {key: "v9.9.9"}}})),
        )
        .await
        .expect("patch");
    let out = run(&["restore", backup, "--confirm"]);
    assert_eq!(out.status.code(), Some(1), "{}", describe(&out));
}

#[test]
fn exit_2_bad_usage_an_unknown_context_and_every_duration_past_its_bound() {
    let out = run(&["--context", "nope", "status"]);
    assert_eq!(out.status.code(), Some(2), "{}", describe(&out));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("\"nope\" not found"),
        "{}",
        describe(&out)
    );
    for args in [
        &["rollout", "--window", "200000000h"][..],
        &["rollout", "--watch", "--interval", "200000000h"],
        &["status", "--watch", "--interval", "200000000h"],
        &["wait", "n1", "--timeout", "200000000h"],
        &["wait", "n1", "--interval", "200000000h"],
        &["--request-timeout", "200000000h", "status"],
        &["--stall-after", "200000000h", "status"],
    ] {
        let out = run(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", describe(&out));
        assert!(
            String::from_utf8_lossy(&out.stderr).contains("too long"),
            "{args:?}: {}",
            describe(&out)
        );
    }
}

#[test]
fn exit_3_the_cluster_unreachable() {
    // A loopback port nothing listens on.
    let out = plugin_command(&common::Cluster::shared().admin_kubeconfig)
        .args([
            "--server",
            "https://127.0.0.1:9",
            "--insecure-skip-tls-verify",
            "--token",
            "t",
            "--request-timeout",
            "3s",
            "status",
        ])
        .output()
        .expect("run plugin");
    assert_eq!(out.status.code(), Some(3), "{}", describe(&out));
}

#[tokio::test]
async fn exit_130_interrupted_wait_prints_every_node_and_watches_end_130() {
    let (c, _client, f) = seeded(
        "exit130",
        &[Situation::Released, Situation::GatedInProgress],
    )
    .await;
    let released = f.names(Situation::Released)[0].clone();
    let gated = f.names(Situation::GatedInProgress)[0].clone();
    let mut cmd = plugin_command(&c.admin_kubeconfig);
    cmd.args([
        "wait",
        &released,
        &gated,
        "-o",
        "json",
        "--timeout",
        "5m",
        "-v=4",
    ]);
    let out = interrupt_after(cmd, &format!("wait: node/{gated} is gated"));
    assert_eq!(out.status.code(), Some(130), "{}", describe(&out));
    let doc: Value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("stdout is not JSON ({e}):\n{}", describe(&out)));
    let outcome = |n: &str| {
        doc["items"]
            .as_array()
            .expect("items")
            .iter()
            .find(|i| i["node"] == n)
            .map(|i| i["outcome"].clone())
    };
    assert_eq!(outcome(&released), Some(json!("met")), "{doc:#}");
    assert_eq!(outcome(&gated), Some(json!("interrupted")), "{doc:#}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        err.matches("interrupted").count(),
        1,
        "one note says it, no error line repeats it:\n{err}"
    );

    let sel = format!("{}={}", common::fleet::FLEET_LABEL, f.id);
    let mut cmd = plugin_command(&c.admin_kubeconfig);
    cmd.args(["status", "--watch", "-l", &sel]);
    let out = interrupt_after(cmd, &gated);
    assert_eq!(out.status.code(), Some(130), "{}", describe(&out));

    let cr = f.cr_name(Role::Runtime);
    let mut cmd = plugin_command(&c.admin_kubeconfig);
    cmd.args(["rollout", &cr, "--watch"]);
    let out = interrupt_after(cmd, &cr);
    assert_eq!(out.status.code(), Some(130), "{}", describe(&out));
}
