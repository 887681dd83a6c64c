//! kubectl's habits against a real control plane: `-o name` output piped into the
//! writes (`node/NAME`, `nodewright/NAME` taken wherever a node or a NodeWright is an argument;
//! a bare `--dry-run` never takes the next word), `status -w -o jsonpath` showing a deleted
//! node, `rollout --sort-by -o name` sorted.

mod common;

use std::io::{BufRead, BufReader};
use std::process::{Command, Output, Stdio};
use std::time::Duration;

use common::fleet::{self, Role, Situation};
use common::{describe, plugin_command, seeded};
use k8s_openapi::api::core::v1::Node;
use kube::Api;
use kube::api::DeleteParams;

fn run(args: &[&str]) -> Output {
    plugin_command(&common::Cluster::shared().admin_kubeconfig)
        .args(args)
        .output()
        .expect("run plugin")
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[tokio::test]
async fn o_name_pipes_into_the_writes_and_the_reads() {
    let (_c, _client, f) = seeded("habits", &[Situation::Exposed, Situation::Released]).await;
    let sel = format!("{}={}", fleet::FLEET_LABEL, f.id);
    let exposed = &f.names(Situation::Exposed)[0];
    // `status --state exposed -o name | xargs kubectl nodewright regate --dry-run`
    let out = run(&["status", "-l", &sel, "--state", "exposed", "-o", "name"]);
    assert_eq!(
        stdout(&out),
        format!("node/{exposed}\n"),
        "{}",
        describe(&out)
    );
    let named = stdout(&out).trim().to_string();
    let out = run(&["regate", "--dry-run", &named, "-o", "json"]);
    assert_eq!(out.status.code(), Some(0), "{}", describe(&out));
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(doc["items"][0]["dryRun"], "client", "{doc:#}");
    assert_eq!(doc["items"][0]["outcome"], "changed", "{doc:#}");
    // `--dry-run=server` still takes its value after `=`.
    let out = run(&["regate", &named, "--dry-run=server"]);
    assert_eq!(out.status.code(), Some(0), "{}", describe(&out));
    // The reads take `node/NAME` too.
    for args in [
        &["explain", named.as_str()][..],
        &["status", named.as_str()],
        &["annotations", named.as_str()],
    ] {
        let out = run(args);
        assert_eq!(out.status.code(), Some(0), "{args:?}: {}", describe(&out));
        assert!(
            stdout(&out).contains(exposed.as_str()),
            "{args:?}: {}",
            describe(&out)
        );
    }
    // A NodeWright as `rollout -o name` prints it, as an argument and as --nodewright.
    let cr = f.cr_name(Role::Runtime);
    let out = run(&["rollout", &cr, "-o", "name"]);
    let cr_named = stdout(&out).trim().to_string();
    assert_eq!(cr_named, format!("nodewright.nodewright.nvidia.com/{cr}"));
    for args in [
        &["rollout", cr_named.as_str()][..],
        &["rollout", &format!("nodewright/{cr}")],
        &[
            "status",
            named.as_str(),
            "--nodewright",
            &format!("nodewright/{cr}"),
        ],
        &["pause", &format!("nodewright/{cr}"), "--dry-run"],
    ] {
        let out = run(args);
        assert_eq!(out.status.code(), Some(0), "{args:?}: {}", describe(&out));
    }
    // The whole fleet's CRs, sorted by name with -o name.
    let out = run(&["rollout", "--sort-by=.name", "-o", "name"]);
    assert_eq!(out.status.code(), Some(0), "{}", describe(&out));
    // By name: the part after the resource (a legacy Skyhook sorts among the NodeWrights).
    let names: Vec<String> = stdout(&out)
        .lines()
        .map(|l| l.rsplit('/').next().unwrap_or(l).to_string())
        .collect();
    // In natural order, as kubectl's --sort-by (sortorder.NaturalLess): `a-8x` before `a-706`.
    let key = |s: &str| -> Vec<(String, u64)> {
        let mut out = Vec::new();
        let mut rest = s;
        while !rest.is_empty() {
            let text_len = rest
                .find(|c: char| c.is_ascii_digit())
                .unwrap_or(rest.len());
            let (text, tail) = rest.split_at(text_len);
            let num_len = tail
                .find(|c: char| !c.is_ascii_digit())
                .unwrap_or(tail.len());
            let (num, tail) = tail.split_at(num_len);
            out.push((text.to_string(), num.parse().unwrap_or(0)));
            rest = tail;
        }
        out
    };
    let mut sorted = names.clone();
    sorted.sort_by_key(|n| key(n));
    assert!(names.len() > 1, "{names:?}");
    assert_eq!(names, sorted, "--sort-by=.name -o name must sort");
}

#[tokio::test]
async fn status_watch_jsonpath_shows_a_deleted_node() {
    let (c, client, f) = seeded("habitsw", &[Situation::Released, Situation::Ungated]).await;
    let sel = format!("{}={}", fleet::FLEET_LABEL, f.id);
    let gone = f.names(Situation::Ungated)[0].clone();
    let mut child = Command::new(env!("CARGO_BIN_EXE_kubectl-nodewright"))
        .env("KUBECONFIG", &c.admin_kubeconfig)
        .args([
            "status",
            "-w",
            "-l",
            &sel,
            "--interval",
            "1s",
            "-o",
            "jsonpath={.name} {.removed}{\"\\n\"}",
        ])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn");
    let (tx, rx) = std::sync::mpsc::channel::<String>();
    let out = child.stdout.take().expect("stdout");
    std::thread::spawn(move || {
        for line in BufReader::new(out).lines().map_while(Result::ok) {
            let _ = tx.send(line);
        }
    });
    let wait_for = |want: &str| -> (bool, Vec<String>) {
        let mut seen = Vec::new();
        while let Ok(line) = rx.recv_timeout(Duration::from_secs(60)) {
            let hit = line.contains(want);
            seen.push(line);
            if hit {
                return (true, seen);
            }
        }
        (false, seen)
    };
    let (listed, first) = wait_for(&gone);
    if listed {
        Api::<Node>::all(client.clone())
            .delete(&gone, &DeleteParams::default())
            .await
            .expect("delete");
    }
    let (shown, lines) = wait_for(&format!("{gone} true"));
    let _ = child.kill();
    let _ = child.wait();
    assert!(listed, "{gone} never listed: {first:?}");
    assert!(shown, "the deleted {gone} never shown: {lines:?}");
}
