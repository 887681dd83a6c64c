//! The words a person reads: on a fleet of every situation, `explain` says what holds
//! each node in its first three lines (its first blocker's code, else what its state means), the
//! `Operator:` line fits an 80-column terminal (the configuration in full behind `--detail`), and
//! an exposed node never reads `Blockers: none` alone.

mod common;

use common::fleet::Situation;
use common::{describe, plugin_command, seeded};
use serde_json::Value;

fn run(args: &[&str]) -> std::process::Output {
    plugin_command(&common::Cluster::shared().admin_kubeconfig)
        .args(args)
        .output()
        .expect("run plugin")
}

#[tokio::test]
async fn explain_says_what_holds_each_node_in_its_first_three_lines() {
    let (_c, _client, f) = seeded("words", &Situation::ALL).await;
    for plan in &f.nodes {
        let node = plan.name.as_str();
        let out = run(&["explain", node, "-o", "json"]);
        assert!(out.status.success(), "{}", describe(&out));
        let doc: Value = serde_json::from_slice(&out.stdout).expect("JSON");
        let out = run(&["explain", node]);
        assert!(out.status.success(), "{}", describe(&out));
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        let head: Vec<&str> = text.lines().take(3).collect();
        let held = head
            .iter()
            .find(|l| l.starts_with("Held by:"))
            .unwrap_or_else(|| {
                panic!("{node} ({:?}): no Held by: line in\n{text}", plan.situation)
            });
        if let Some(code) = doc["blockers"][0]["code"].as_str() {
            assert!(
                held.contains(code),
                "{node}: the first blocker {code} is not in {held:?}"
            );
        } else {
            assert!(held.len() <= 80, "{node}: {held:?}");
        }
        let operator = text
            .lines()
            .find(|l| l.starts_with("Operator:"))
            .expect("Operator: line");
        assert!(operator.len() <= 80, "{node}: {operator:?}");
        if doc["state"] == "exposed" {
            assert!(
                !text.contains("Blockers:\n  none\n"),
                "{node}: an exposed node reads Blockers: none\n{text}"
            );
        }
    }
    // `--detail` keeps the configuration in full.
    let node = &f.names(Situation::LegacyTaint)[0];
    let out = run(&["explain", node, "--detail"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("legacy taint recognised"), "{text}");
    assert!(text.contains("rule: legacy-removed (operator"), "{text}");
}

/// One voice for every write's preview, help that fits its command, `annotations` as its help
/// says: CR writes say `set annotation K=V` as node writes do, not JSON Pointers; `dp reset`'s
/// examples are its own; CR-only commands do not offer `--concurrency`; no example wraps on an
/// 80-column terminal; `annotations` without a node reads every node.
#[tokio::test]
async fn writes_speak_one_voice_and_help_fits_its_command() {
    let (_c, _client, f) = seeded("voice", &[Situation::Released]).await;
    let cr = f.cr_name(common::fleet::Role::Runtime);
    let out = run(&["pause", &cr, "--dry-run"]);
    assert!(out.status.success(), "{}", describe(&out));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("set annotation nodewright.nvidia.com/pause=true") && !text.contains("~1"),
        "{text}"
    );
    let help = |args: &[&str]| {
        let out = plugin_command(&common::Cluster::shared().admin_kubeconfig)
            .args(args)
            .env("COLUMNS", "80")
            .output()
            .expect("help");
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let dp = help(&["deployment-policy", "reset", "--help"]);
    assert!(dp.contains("deployment-policy reset gpu-init"), "{dp}");
    assert!(
        !dp.contains("pause gpu-init") && !dp.contains("--concurrency"),
        "{dp}"
    );
    assert!(!help(&["pause", "--help"]).contains("--concurrency"));
    for cmd in [
        &["taint"][..],
        &["untaint"],
        &["regate"],
        &["reset"],
        &["node", "reset"],
        &["package", "rerun"],
        &["forget"],
        &["restore"],
        &["wait"],
        &["package", "status"],
        &["package", "logs"],
    ] {
        let mut args = cmd.to_vec();
        args.push("--help");
        let h = help(&args);
        let examples = h.split("Examples:").nth(1).unwrap_or("");
        for line in examples.lines().filter(|l| l.starts_with("  ")) {
            assert!(
                line.trim_start().starts_with("kubectl nodewright"),
                "{cmd:?}: an example wraps onto {line:?}"
            );
        }
    }
    let out = run(&["annotations", "-o", "json"]);
    assert!(out.status.success(), "{}", describe(&out));
    let doc: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let node = &f.names(Situation::Released)[0];
    assert!(
        doc["items"]
            .as_array()
            .is_some_and(|i| i.iter().any(|r| r["node"] == node.as_str())),
        "annotations without a node lists every node"
    );
}

/// A mistake gets one line that fits an 80-column terminal but for what it quotes, whatever the
/// cluster holds (a not-found NodeWright offers the closest name first and no more names than fit,
/// not every name), and says what to do.
#[tokio::test]
async fn a_mistake_gets_one_line_within_80_columns() {
    let (_c, _client, f) = seeded("mistakes", &[Situation::Released, Situation::Exposed]).await;
    let node = &f.names(Situation::Exposed)[0];
    let cr = f.cr_name(common::fleet::Role::Runtime);
    let typo = &cr[..cr.len() - 1];
    let cases: &[(&[&str], &str)] = &[
        (&["reset", typo, "-y"], &format!("known: {cr}")),
        (&["pause", "no-such-nodewright", "-y"], " more)"),
        (&["taint"], "-l SELECTOR"),
        (&["regate", node], "add --confirm (-y)"),
        (&["wait"], "-l SELECTOR"),
        (&["explain", "no-such-node"], "not found"),
        (&["restore", "/no/such/file"], "cannot read"),
    ];
    for (args, says) in cases {
        let out = run(args);
        assert!(!out.status.success(), "{args:?}: {}", describe(&out));
        let err = String::from_utf8_lossy(&out.stderr).into_owned();
        let lines: Vec<&str> = err.lines().filter(|l| !l.is_empty()).collect();
        assert_eq!(lines.len(), 1, "{args:?}: one line:\n{err}");
        assert!(lines[0].starts_with("error: "), "{args:?}: {err}");
        assert!(lines[0].contains(says), "{args:?}: {err}");
        // The plugin's own words fit; what it quotes (the names typed, the cluster's names it
        // offers) may make the line longer, as kubectl's does.
        let mut own = match lines[0].split_once("; known: ") {
            Some((head, _)) => head.to_string(),
            None => lines[0].to_string(),
        };
        for a in args.iter() {
            own = own.replace(a, "");
        }
        assert!(
            own.chars().count() <= 80,
            "{args:?}: {} columns: {err}",
            own.chars().count()
        );
    }
}
