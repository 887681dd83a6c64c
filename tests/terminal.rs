//! Cluster text cannot drive a terminal: a node whose annotations (which the
//! kubelet may write), package name, image and `status_<CR>` value, and a CR whose status keys
//! and image, are full of escapes (window title `ESC ] 0 ; ... BEL`, clear screen `ESC [ 2 J`,
//! conceal `ESC [ 8 m`, the 8-bit CSI `U+009B`, a `\r` that rewrites a row), then every view a
//! person reads, under a pseudo terminal and on a pipe: no control character from the cluster
//! comes out raw. The plugin's own colour (SGR `ESC [ <digits;> m`) is allowed, and the hostile
//! text is shown, escaped (`\u001b]0;`).

mod common;

use std::time::Duration;

use common::pty::Pty;
use common::scene::{DeleteSkyhooks, LEGACY_GATE, operator, seed_all, skyhook};
use common::{Cluster, describe, plugin_command};
use serde_json::{Value, json};

/// Everything a compromised node would like the engineer's terminal to do.
const EVIL: &str = "\x1b]0;pwned\x07\x1b[2J\x1b[8mhidden\u{9b}31m\x7f";

/// What must never come out raw.
const RAW: &[&str] = &["\x1b]", "\x1b[2J", "\x1b[8m", "\x07", "\u{9b}", "\x7f"];

/// The injected text as the plugin shows it.
const SHOWN: &str = "\\u001b]0;pwned\\u0007\\u001b[2J\\u001b[8mhidden\\u009b31m\\u007f";

/// Fails unless `out` holds no control character from the cluster: no injected sequence raw,
/// every ESC starting an SGR colour sequence, no other control character but the line breaks
/// (`\r\n` on a terminal, whose line discipline adds the `\r`).
fn assert_safe(view: &str, out: &str, on_pty: bool) {
    for raw in RAW {
        assert!(!out.contains(raw), "{view}: {raw:?} came out raw:\n{out:?}");
    }
    for (i, _) in out.match_indices('\x1b') {
        let rest = &out.as_bytes()[i + 1..];
        let params = rest
            .iter()
            .skip(1)
            .take_while(|b| b.is_ascii_digit() || **b == b';')
            .count();
        assert!(
            rest.first() == Some(&b'[') && rest.get(1 + params) == Some(&b'm'),
            "{view}: an ESC that is no colour sequence at byte {i}:\n{out:?}"
        );
    }
    for (i, c) in out.char_indices() {
        match c {
            '\n' | '\x1b' => {}
            '\r' if on_pty && out[i + 1..].starts_with('\n') => {}
            c if c.is_control() => panic!("{view}: control character {c:?} at byte {i}:\n{out:?}"),
            _ => {}
        }
    }
}

struct World {
    ns: String,
    cr: String,
    node: String,
    pool: String,
    _cleanup: DeleteSkyhooks,
}

async fn hostile_world(kc: &std::path::Path) -> World {
    let id = common::unique("tty");
    let ns = format!("{id}-op");
    operator(
        kc,
        &ns,
        "nvcr.io/nvidia/skyhook/operator:v0.15.0",
        "skyhook.nvidia.com=runtime-required:NoSchedule",
        false,
    )
    .await;
    let cr = format!("{id}-rr");
    let _cleanup = DeleteSkyhooks(kc.to_path_buf(), vec![cr.clone()]);
    let node = format!("{id}-n1");
    let pkg = format!("sp{EVIL}");
    let pkg_state = json!({
        format!("{pkg}|3.2.3"): {
            "name": pkg, "version": format!("3.2.3{EVIL}"), "image": format!("img{EVIL}"),
            "stage": "apply", "state": "erroring", "restarts": 2,
        },
        "spencer|3.2.3": {
            "name": "spencer", "version": "3.2.3", "image": format!("ghcr.io/x{EVIL}"),
            "stage": "apply", "state": "erroring", "restarts": 1,
        },
    });
    let node_obj = json!({
        "apiVersion": "v1", "kind": "Node",
        "metadata": {
            "name": node,
            "labels": {"oracle.nodewright.dev/pool": id},
            "annotations": {
                format!("skyhook.nvidia.com/nodeState_{cr}"): pkg_state.to_string(),
                format!("skyhook.nvidia.com/status_{cr}"): format!("erroring\r{EVIL}... complete"),
                format!("skyhook.nvidia.com/version_{cr}"): format!("v0.15.0{EVIL}"),
                format!("skyhook.nvidia.com/cordon_{cr}"): EVIL,
            },
        },
        "spec": {"taints": [{"key": LEGACY_GATE.0, "value": LEGACY_GATE.1, "effect": "NoSchedule"}]},
    });
    let status = json!({
        "status": "erroring",
        "nodeStatus": {node.clone(): "erroring", format!("n{EVIL}"): "erroring"},
        "configUpdates": {format!("k{EVIL}"): [format!("v{EVIL}")]},
        "nodeState": {node.clone(): {"spencer|3.2.3": {
            "name": "spencer", "version": "3.2.3", "image": format!("ghcr.io/x{EVIL}"),
            "stage": "apply", "state": "erroring",
        }}},
        "compartmentStatuses": {format!("c{EVIL}"): {
            "ceiling": 1, "completed": 0, "inProgress": 1, "matched": 1, "progressPercent": 0,
        }},
    });
    let cr_obj = skyhook(
        &cr,
        &id,
        json!({"packages": {"spencer": {"version": "3.2.3", "image": format!("ghcr.io/x{EVIL}")}}}),
        status,
    );
    seed_all(kc, &[node_obj, cr_obj]).await;
    World {
        ns,
        cr,
        node,
        pool: id,
        _cleanup,
    }
}

/// Every view a person reads, with the arguments that show the hostile text.
fn views(w: &World) -> Vec<(&'static str, Vec<String>)> {
    let sel = format!("oracle.nodewright.dev/pool={}", w.pool);
    let v = |args: &[&str]| -> Vec<String> {
        let mut all = vec!["--operator-namespace".to_string(), w.ns.clone()];
        all.extend(args.iter().map(|s| s.to_string()));
        all
    };
    vec![
        ("status", v(&["status", "-l", &sel])),
        ("status -o wide", v(&["status", "-l", &sel, "-o", "wide"])),
        ("explain", v(&["explain", &w.node])),
        ("rollout", v(&["rollout", &w.cr])),
        ("rollout -o wide", v(&["rollout", &w.cr, "-o", "wide"])),
        ("node status", v(&["node", "status", &w.node])),
        ("annotations", v(&["annotations", &w.node])),
        (
            "package status",
            v(&["package", "status", "spencer", "--nodewright", &w.cr]),
        ),
        ("forget --dry-run", v(&["forget", &w.node, "--dry-run"])),
        (
            "forget --dry-run -o wide",
            v(&["forget", &w.node, "--dry-run", "-o", "wide"]),
        ),
        ("version", v(&["version"])),
        (
            "wait",
            v(&["wait", &w.node, "--timeout", "2s", "--interval", "1s"]),
        ),
        (
            "status -o custom-columns",
            v(&[
                "status",
                "-l",
                &sel,
                "-o",
                "custom-columns=NAME:.name,PKG:.nodewrights[*].packages[*].name,ST:.nodewrights[*].status",
            ]),
        ),
        (
            "explain -o custom-columns",
            v(&["explain", &w.node, "-o", "custom-columns=A:.annotations.*"]),
        ),
        (
            "explain -o jsonpath",
            v(&[
                "explain",
                &w.node,
                "-o",
                r#"jsonpath={range .annotations.*}{@}{"\n"}{end}"#,
            ]),
        ),
    ]
}

#[tokio::test]
async fn no_view_writes_a_raw_control_character_from_the_cluster() {
    let c = Cluster::shared();
    let kc = c.admin_kubeconfig.as_path();
    let w = hostile_world(kc).await;
    let mut shown_somewhere = false;
    for (view, args) in views(&w) {
        // On a pipe, without colour and with colour forced.
        for color in ["never", "always"] {
            let out = plugin_command(kc)
                .args(&args)
                .args(["--color", color])
                .output()
                .expect("run the plugin");
            let text = format!(
                "{}{}",
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            );
            assert_safe(&format!("{view} (pipe, --color {color})"), &text, false);
            shown_somewhere |= text.contains(SHOWN);
            if view == "explain" {
                assert!(
                    text.contains(SHOWN),
                    "{view}: the value is shown\n{}",
                    describe(&out)
                );
                assert!(
                    text.contains("erroring\\r"),
                    "{view}: the \\r is shown\n{}",
                    describe(&out)
                );
            }
        }
        // On a terminal, colour on.
        let arg_refs: Vec<&str> = args.iter().map(String::as_str).collect();
        let (_, screen) = Pty::plugin(kc, &arg_refs, &[]).wait(Duration::from_secs(60));
        assert_safe(&format!("{view} (terminal)"), &screen, true);
        if view == "explain" {
            assert!(screen.contains(SHOWN), "{view} (terminal):\n{screen}");
            assert!(screen.contains('\x1b'), "colour on a terminal:\n{screen}");
        }
    }
    assert!(shown_somewhere);
    // The live views on a terminal: frames redrawn in place (the plugin's own clear-screen,
    // `ESC [ 2 J ESC [ H`, before each), the cluster's text escaped in each.
    let sel = format!("oracle.nodewright.dev/pool={}", w.pool);
    for (view, args) in [
        (
            "status --watch",
            vec!["status", "-l", sel.as_str(), "--watch"],
        ),
        ("rollout --watch", vec!["rollout", w.cr.as_str(), "--watch"]),
    ] {
        let mut all = vec!["--operator-namespace", w.ns.as_str()];
        all.extend(args);
        let mut pty = Pty::plugin(kc, &all, &[]);
        let drawn = pty.wait_until(|s| s.contains(&w.node), Duration::from_secs(60));
        pty.interrupt();
        let (_, screen) = pty.wait(Duration::from_secs(30));
        assert!(drawn, "{view}: no frame:\n{screen}");
        assert!(
            screen.contains("\x1b[2J\x1b[H"),
            "{view} redraws:\n{screen:?}"
        );
        assert_safe(
            &format!("{view} (terminal)"),
            &screen.replace("\x1b[2J\x1b[H", ""),
            true,
        );
    }
    // A write's question on a terminal: the plan shows the old value escaped, and nothing
    // raw reaches the screen before the question.
    let args = [
        "--operator-namespace",
        w.ns.as_str(),
        "forget",
        w.node.as_str(),
    ];
    let mut pty = Pty::plugin(kc, &args, &[]);
    pty.expect("Apply?", Duration::from_secs(60));
    let plan = pty.screen();
    pty.send("n\r");
    let _ = pty.wait(Duration::from_secs(30));
    let before = &plan[..plan.find("Apply?").unwrap_or(plan.len())];
    assert_safe("forget's plan (terminal)", before, true);
    assert!(
        before.contains("(was erroring\\r"),
        "the plan shows the old value escaped:\n{before}"
    );
}

/// The JSON document stays exact: its encoder escapes, and a reader gets the value back.
#[tokio::test]
async fn json_documents_keep_the_exact_values() {
    let c = Cluster::shared();
    let kc = c.admin_kubeconfig.as_path();
    let w = hostile_world(kc).await;
    let out = plugin_command(kc)
        .args([
            "--operator-namespace",
            &w.ns,
            "explain",
            &w.node,
            "-o",
            "json",
        ])
        .output()
        .expect("run the plugin");
    assert!(out.status.success(), "{}", describe(&out));
    assert!(!out.stdout.contains(&0x1b), "JSON escapes ESC");
    let doc: Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(
        doc["annotations"][format!("skyhook.nvidia.com/cordon_{}", w.cr)],
        EVIL,
        "the value round-trips"
    );
}
