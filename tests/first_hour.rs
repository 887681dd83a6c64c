//! The first hour of a new operator, against a real control plane: one question for
//! one plan, node-scoped resets that leave the rollout alone unless asked, one line for a name
//! that does not exist, kubectl's `-o name`, help that shows a command's own flags, a warning
//! only where it applies, a `--watch` that redraws without colour, tidy request lines.

mod common;

use std::collections::BTreeSet;
use std::path::Path;
use std::process::ExitStatus;
use std::time::Duration;

use common::fleet::{self, Flavor, Fleet, Mix, Operator, Role, Situation};
use common::pty::Pty;
use common::{Cluster, describe, plugin_command};
use k8s_openapi::api::core::v1::Node;
use kube::Api;
use kube::api::{DynamicObject, Patch, PatchParams};
use serde_json::{Value, json};

fn run(c: &Cluster, args: &[&str]) -> std::process::Output {
    plugin_command(&c.admin_kubeconfig)
        .args(args)
        .output()
        .expect("run plugin")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// A fresh fleet (renamed operator) with these situations, and a rollout order
/// (`status.nodePriority`) naming every node of the runtime-required CR.
async fn seeded(tag: &str, situations: &[Situation]) -> (&'static Cluster, kube::Client, Fleet) {
    let (c, client, f) = common::seeded(tag, situations).await;
    let priority: serde_json::Map<String, Value> = f
        .nodes
        .iter()
        .map(|p| (p.name.clone(), json!("2026-01-01T00:00:00Z")))
        .collect();
    cr_api(&client)
        .patch_status(
            &f.cr_name(Role::Runtime),
            &PatchParams::default(),
            &Patch::Merge(json!({"status": {"nodePriority": priority}})),
        )
        .await
        .expect("set nodePriority");
    (c, client, f)
}

fn cr_api(client: &kube::Client) -> Api<DynamicObject> {
    let nw = fleet::api_resource("nodewright.nvidia.com", "NodeWright");
    Api::all_with(client.clone(), &nw)
}

async fn cr_status(client: &kube::Client, name: &str) -> Value {
    cr_api(client).get(name).await.expect("cr").data["status"].clone()
}

async fn annotations(client: &kube::Client, node: &str) -> BTreeSet<String> {
    Api::<Node>::all(client.clone())
        .get(node)
        .await
        .expect("node")
        .metadata
        .annotations
        .unwrap_or_default()
        .into_keys()
        .collect()
}

fn priority_nodes(status: &Value) -> BTreeSet<String> {
    status["nodePriority"]
        .as_object()
        .map(|m| m.keys().cloned().collect())
        .unwrap_or_default()
}

const ANSWER_TIMEOUT: Duration = Duration::from_secs(60);

/// Runs the plugin on a terminal with `args`, answers its question with `answer` and returns the
/// exit status and the screen; the run must have asked exactly one question.
fn answer_once(kubeconfig: &Path, args: &[&str], answer: &str) -> (ExitStatus, String) {
    let mut t = Pty::plugin(kubeconfig, args, &[("NO_COLOR", "1")]);
    t.expect("Apply?", ANSWER_TIMEOUT);
    t.send(&format!("{answer}\n"));
    let (status, screen) = t.wait(ANSWER_TIMEOUT);
    assert_eq!(
        screen.matches("Apply? [y/N]").count(),
        1,
        "one question:\n{screen}"
    );
    (status, screen)
}

/// `reset CR --node N` on a terminal: one question, for one plan that lists the node's keys and
/// nothing of the CR; the rollout's batch state and order stay as they were.
#[tokio::test]
async fn a_node_scoped_reset_asks_once_and_leaves_the_rollout_alone() {
    let (c, client, f) = seeded("pty-reset", &[Situation::Erroring, Situation::Released]).await;
    let cr = f.cr_name(Role::Runtime);
    let node = &f.names(Situation::Erroring)[0];
    let before = cr_status(&client, &cr).await;
    assert_eq!(
        before["compartmentStatuses"]["__default__"]["batchState"]["currentBatch"],
        3
    );

    // The Enter after the answer must not answer a second question.
    let (status, screen) = answer_once(&c.admin_kubeconfig, &["reset", &cr, "--node", node], "y");
    assert!(status.success(), "{screen}");
    assert!(screen.contains(&format!("node/{node}:")), "{screen}");
    assert!(
        !screen.contains("batch state") && !screen.contains("nodePriority"),
        "a node-scoped reset plans nothing on the CR:\n{screen}"
    );
    // The node was gated: no re-gate warning.
    assert!(!screen.contains("does not re-gate"), "{screen}");
    assert!(
        !annotations(&client, node)
            .await
            .contains(&format!("nodewright.nvidia.com/nodeState_{cr}")),
        "the node's state was reset"
    );
    let after = cr_status(&client, &cr).await;
    assert_eq!(
        after["compartmentStatuses"], before["compartmentStatuses"],
        "batch state untouched"
    );
    assert_eq!(priority_nodes(&after), priority_nodes(&before));
}

/// `reset CR --node FAILED --batch` (the remedy of a stopped rollout, docs/operator-findings.md, "A stopped rollout is restarted only by clearing the failing node"): one question
/// whose plan shows the node's keys, the batch state and the node leaving the rollout order; then
/// exactly that is written.
#[tokio::test]
async fn reset_with_batch_asks_once_and_clears_batch_state_and_the_node_s_place_in_the_order() {
    let (c, client, f) = seeded("pty-batch", &[Situation::Erroring, Situation::Released]).await;
    let cr = f.cr_name(Role::Runtime);
    let failed = &f.names(Situation::Erroring)[0];
    let other = &f.names(Situation::Released)[0];
    let before = cr_status(&client, &cr).await;

    let (status, screen) = answer_once(
        &c.admin_kubeconfig,
        &["reset", &cr, "--node", failed, "--batch"],
        "y",
    );
    assert!(status.success(), "{screen}");
    let plan = &screen[..screen.find("Apply?").unwrap_or(0)];
    assert!(plan.contains(&format!("node/{failed}:")), "{screen}");
    assert!(
        plan.contains("reset the deployment-policy batch state of compartment __default__"),
        "{screen}"
    );
    assert!(
        plan.contains(&format!(
            "remove node {failed} from the rollout order (status.nodePriority)"
        )),
        "{screen}"
    );
    assert!(!plan.contains(&format!("remove node {other} ")), "{screen}");
    assert!(
        plan.contains("set annotation kubectl-nodewright/last-write=<time> reset"),
        "the plan names the plugin's own record too: {screen}"
    );

    let after = cr_status(&client, &cr).await;
    let bs = &after["compartmentStatuses"]["__default__"]["batchState"];
    assert_eq!(bs["currentBatch"], 1, "{bs}");
    assert_eq!(bs["shouldStop"], false, "{bs}");
    let mut want = priority_nodes(&before);
    want.remove(failed);
    assert_eq!(priority_nodes(&after), want, "only {failed} left the order");
    assert_eq!(
        after["compartmentStatuses"]["__default__"]["matched"],
        before["compartmentStatuses"]["__default__"]["matched"],
        "other status fields kept"
    );
}

/// Answering no changes nothing, and is asked once.
#[tokio::test]
async fn answering_no_changes_nothing() {
    let (c, client, f) = seeded("pty-no", &[Situation::Erroring]).await;
    let cr = f.cr_name(Role::Runtime);
    let node = &f.names(Situation::Erroring)[0];
    let keys = annotations(&client, node).await;
    let before = cr_status(&client, &cr).await;
    let (status, screen) = answer_once(
        &c.admin_kubeconfig,
        &["reset", &cr, "--node", node, "--batch"],
        "n",
    );
    assert_eq!(status.code(), Some(1), "{screen}");
    assert!(screen.contains("nothing was changed"), "{screen}");
    assert_eq!(annotations(&client, node).await, keys);
    assert_eq!(cr_status(&client, &cr).await, before);
}

/// A reset of the whole CR resets its batch state and the whole rollout order, as the operator's
/// CLI does; --skip-batch-reset keeps both.
#[tokio::test]
async fn a_whole_cr_reset_resets_the_rollout_and_skip_batch_reset_keeps_it() {
    let (c, client, f) = seeded("reset-whole", &[Situation::Erroring, Situation::Released]).await;
    let cr = f.cr_name(Role::Runtime);
    let before = cr_status(&client, &cr).await;
    let out = run(c, &["reset", &cr, "--skip-batch-reset", "-y", "-o", "json"]);
    assert!(out.status.success(), "{}", describe(&out));
    assert_eq!(
        cr_status(&client, &cr).await["compartmentStatuses"],
        before["compartmentStatuses"]
    );
    // Now the whole reset (the node state is already gone: only the CR changes).
    let out = run(c, &["reset", &cr, "-y", "-o", "name"]);
    assert!(out.status.success(), "{}", describe(&out));
    assert_eq!(text(&out.stdout), format!("nodewright/{cr} reset\n"));
    let after = cr_status(&client, &cr).await;
    assert_eq!(
        after["compartmentStatuses"]["__default__"]["batchState"]["currentBatch"],
        1
    );
    assert!(priority_nodes(&after).is_empty(), "{after}");
}

/// "reset does not re-gate" is said when it applies: nodes without the gate taint whose packages
/// will re-run. Not for gated nodes, dry runs or no-ops.
#[tokio::test]
async fn the_regate_warning_appears_only_when_packages_re_run_without_the_gate() {
    let (c, _client, f) = seeded("warn", &[Situation::Erroring, Situation::Released]).await;
    let cr = f.cr_name(Role::Runtime);
    let gated = &f.names(Situation::Erroring)[0];
    let released = &f.names(Situation::Released)[0];
    let warns = |o: &std::process::Output| text(&o.stderr).contains("does not re-gate");

    let dry = run(c, &["reset", &cr, "--node", released, "--dry-run"]);
    assert!(dry.status.success(), "{}", describe(&dry));
    assert!(!warns(&dry), "dry run:\n{}", describe(&dry));

    let out = run(c, &["reset", &cr, "--node", gated, "-y"]);
    assert!(out.status.success(), "{}", describe(&out));
    assert!(!warns(&out), "gated node:\n{}", describe(&out));

    let out = run(c, &["reset", &cr, "--node", released, "-y"]);
    assert!(out.status.success(), "{}", describe(&out));
    assert!(
        warns(&out),
        "released node re-runs ungated:\n{}",
        describe(&out)
    );
    assert!(text(&out.stderr).contains(released.as_str()));

    let again = run(c, &["reset", &cr, "--node", released, "-y"]);
    assert!(again.status.success(), "{}", describe(&again));
    assert!(!warns(&again), "no-op:\n{}", describe(&again));
}

/// A name that does not exist: exit 1 and one line on stderr, whatever the command.
#[tokio::test]
async fn unknown_names_exit_1_with_one_line_everywhere() {
    let (c, _client, f) = seeded("unknown", &[Situation::Erroring]).await;
    let cr = f.cr_name(Role::Runtime);
    let node = &f.names(Situation::Erroring)[0];
    let typo = format!("{node}x");
    let cases: Vec<Vec<&str>> = vec![
        vec!["reset", "no-such-nodewright", "-y"],
        vec!["reset", "no-such-nodewright", "--node", node, "-y"],
        vec!["pause", "no-such-nodewright", "-y"],
        vec!["deployment-policy", "reset", "no-such-nodewright", "-y"],
        vec!["node", "list", "--nodewright", "no-such-nodewright"],
        vec![
            "node",
            "reset",
            node,
            "--nodewright",
            "no-such-nodewright",
            "-y",
        ],
        vec![
            "package",
            "status",
            "driver",
            "--nodewright",
            "no-such-nodewright",
        ],
        vec!["package", "status", "no-such-package", "--nodewright", &cr],
        vec!["status", &typo],
        vec!["status", "--nodewright", "no-such-nodewright"],
        vec!["explain", &typo],
        vec!["annotations", &typo],
        vec!["node", "status", &typo],
        vec!["taint", &typo, "-y"],
        vec!["reset", &cr, "--node", &typo, "-y"],
    ];
    for args in cases {
        let out = run(c, &args);
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args:?}:\n{}", describe(&out));
        assert_eq!(err.lines().count(), 1, "{args:?}: one line:\n{err}");
        assert!(
            err.contains("not found") || err.contains("not declared"),
            "{args:?}: {err}"
        );
        assert!(out.stdout.is_empty(), "{args:?}: {}", describe(&out));
    }
}

/// `-o name`: reads print `node/NAME` alone (pipe-able into kubectl); writes print what they did.
#[tokio::test]
async fn output_name_is_kubectl_s() {
    let (c, _client, f) = seeded("oname", &[Situation::Erroring, Situation::Ungated]).await;
    let cr = f.cr_name(Role::Runtime);
    let gated = &f.names(Situation::Erroring)[0];
    let ungated = &f.names(Situation::Ungated)[0];
    let sel = format!("{}={}", fleet::FLEET_LABEL, f.id);
    let mut want: Vec<String> = f.nodes.iter().map(|p| format!("node/{}", p.name)).collect();
    want.sort();

    let out = run(c, &["status", "-l", &sel, "-o", "name"]);
    assert!(out.status.success(), "{}", describe(&out));
    assert_eq!(text(&out.stdout).lines().collect::<Vec<_>>(), want);

    for args in [
        vec!["explain", gated.as_str(), "-o", "name"],
        vec!["annotations", gated.as_str(), "-o", "name"],
        vec![
            "node",
            "list",
            "--nodewright",
            &cr,
            gated.as_str(),
            "-o",
            "name",
        ],
    ] {
        let out = run(c, &args);
        assert!(out.status.success(), "{args:?}: {}", describe(&out));
        assert_eq!(text(&out.stdout), format!("node/{gated}\n"), "{args:?}");
    }

    let out = run(c, &["taint", ungated, "--dry-run", "-o", "name"]);
    assert!(out.status.success(), "{}", describe(&out));
    assert_eq!(
        text(&out.stdout),
        format!("node/{ungated} tainted (dry run)\n")
    );
    let out = run(c, &["taint", ungated, gated, "-y", "-o", "name"]);
    assert!(out.status.success(), "{}", describe(&out));
    let mut lines: Vec<String> = text(&out.stdout).lines().map(str::to_string).collect();
    lines.sort();
    let mut expected = vec![
        format!("node/{ungated} tainted"),
        format!("node/{gated} unchanged"),
    ];
    expected.sort();
    assert_eq!(lines, expected);
}

/// Each command's help shows its own flags and examples; the global ones are behind `options`
/// (as `kubectl options`), and still completed.
#[test]
fn help_shows_a_command_s_own_flags_and_options_lists_the_global_ones() {
    let bin = env!("CARGO_BIN_EXE_kubectl-nodewright");
    let help = |args: &[&str]| {
        let out = std::process::Command::new(bin)
            .args(args)
            .output()
            .expect("run");
        assert!(out.status.success(), "{args:?}: {}", describe(&out));
        text(&out.stdout)
    };
    for args in [
        vec!["--help"],
        vec!["status", "--help"],
        vec!["status", "-h"],
        vec!["reset", "--help"],
        vec!["node", "list", "--help"],
        vec!["help", "taint"],
    ] {
        let h = help(&args);
        for global in [
            "--kubeconfig",
            "--context",
            "--as-group",
            "--request-timeout",
            "--color",
        ] {
            assert!(!h.contains(global), "{args:?} shows {global}:\n{h}");
        }
        assert!(
            h.contains(
                "Use \"kubectl nodewright options\" for a list of global command-line options"
            ),
            "{args:?}:\n{h}"
        );
        assert!(
            h.lines().count() < 70,
            "{args:?} is {} lines",
            h.lines().count()
        );
    }
    let h = help(&["reset", "--help"]);
    assert!(h.contains("--batch") && h.contains("Examples:"), "{h}");
    let o = help(&["options"]);
    for global in [
        "--kubeconfig",
        "--context",
        "--namespace",
        "--as-group",
        "--request-timeout",
        "--output",
        "--color",
        "--operator-namespace",
        "--runtime-required-taint",
    ] {
        assert!(o.contains(global), "options lacks {global}:\n{o}");
    }
    // Still accepted after any command, and still completed.
    let bash = help(&["completion", "bash"]);
    assert!(
        bash.contains("--kubeconfig"),
        "completion lost the global flags"
    );
    let out = std::process::Command::new(bin)
        .args([
            "version",
            "--client",
            "--kubeconfig",
            "/nonexistent",
            "--color",
            "never",
        ])
        .output()
        .expect("run");
    assert!(out.status.success(), "{}", describe(&out));
}

/// `-v=6` request lines read like kubectl's: `GET /api/v1/nodes?labelSelector=...`, or with
/// `--chunk-size` `...&limit=250`, never `?&`.
#[tokio::test]
async fn request_lines_have_no_stray_ampersand() {
    let (c, _client, f) = seeded("vlog", &[Situation::Erroring]).await;
    let sel = format!("{}={}", fleet::FLEET_LABEL, f.id);
    for (paged, extra) in [(false, None), (true, Some("--chunk-size=250"))] {
        let mut args = vec!["status", "-l", &sel, "-v=6"];
        args.extend(extra);
        let out = run(c, &args);
        assert!(out.status.success(), "{}", describe(&out));
        let err = text(&out.stderr);
        let lists: Vec<&str> = err
            .lines()
            .filter(|l| l.starts_with("I GET /api/v1/nodes?"))
            .collect();
        assert!(!lists.is_empty(), "{err}");
        // One list of every node by default; pages of 250 with --chunk-size.
        assert!(
            lists.iter().all(|l| l.contains("limit=250") == paged),
            "{err}"
        );
        assert!(!err.contains("?&"), "{err}");
    }
}

/// `status --watch` on a terminal redraws in place with colour off (`--color never`, and
/// `NO_COLOR`): clearing the screen is not colour.
#[tokio::test]
async fn watch_redraws_in_place_without_colour() {
    let (c, _client, f) = seeded("watch", &[Situation::Erroring]).await;
    let sel = format!("{}={}", fleet::FLEET_LABEL, f.id);
    for (args, env) in [
        (
            vec![
                "status",
                "-l",
                sel.as_str(),
                "--watch",
                "--interval",
                "300ms",
                "--color",
                "never",
            ],
            vec![],
        ),
        (
            vec![
                "status",
                "-l",
                sel.as_str(),
                "--watch",
                "--interval",
                "300ms",
            ],
            vec![("NO_COLOR", "1")],
        ),
    ] {
        let t = Pty::plugin(&c.admin_kubeconfig, &args, &env);
        t.wait_until(|s| s.matches("\x1b[2J").count() >= 2, ANSWER_TIMEOUT);
        let screen = t.kill();
        assert!(
            screen.matches("\x1b[2J\x1b[H").count() >= 2,
            "{args:?} {env:?}: no redraw:\n{screen:?}"
        );
        // No colour: the only escape sequences are the clear-screen ones.
        assert_eq!(
            screen.matches('\x1b').count(),
            2 * screen.matches("\x1b[2J\x1b[H").count(),
            "{args:?} {env:?}: colour on the screen:\n{screen:?}"
        );
        assert!(screen.contains("NODE"), "{screen}");
    }
}

const GATE: &str = "nodewright.nvidia.com=runtime-required:NoSchedule";

async fn bulk_fleet(tag: &str, n: usize) -> (&'static Cluster, kube::Client, Fleet) {
    let c = Cluster::shared();
    let client = c.client().await;
    let f = Fleet::with_mix(
        &common::unique(tag),
        Flavor::Renamed,
        &Mix::Only(Situation::Released),
        n,
    );
    fleet::seed_operator(&client, &Operator::for_flavor(Flavor::Renamed))
        .await
        .expect("operator");
    fleet::seed(&client, &f, 16).await.expect("seed");
    (c, client, f)
}

async fn gated_count(client: &kube::Client, f: &Fleet) -> usize {
    let mut n = 0;
    for p in &f.nodes {
        let node = Api::<Node>::all(client.clone())
            .get(&p.name)
            .await
            .expect("node");
        let gated = node
            .spec
            .and_then(|s| s.taints)
            .unwrap_or_default()
            .iter()
            .any(|t| t.key == "nodewright.nvidia.com");
        n += usize::from(gated);
    }
    n
}

/// The count of the last progress bar on the screen (`N/40 nodes`).
fn bar_count(screen: &str) -> Option<usize> {
    screen
        .rmatch_indices("/40 nodes")
        .next()
        .map(|(i, _)| {
            screen[..i]
                .chars()
                .rev()
                .take_while(char::is_ascii_digit)
                .collect::<String>()
                .chars()
                .rev()
                .collect::<String>()
        })
        .and_then(|n| n.parse::<usize>().ok())
}

/// A bulk write on a terminal shows a progress bar on stderr; Ctrl-C stops it, and the bar and
/// the summary both say how many nodes were really written (not the total).
#[tokio::test]
async fn ctrl_c_leaves_the_progress_bar_at_the_count_really_written() {
    let (c, client, f) = bulk_fleet("bar", 40).await;
    let sel = format!("{}={}", fleet::FLEET_LABEL, f.id);
    let mut t = Pty::plugin(
        &c.admin_kubeconfig,
        &[
            "taint",
            "-l",
            &sel,
            "-y",
            "--concurrency",
            "2",
            "--runtime-required-taint",
            GATE,
        ],
        &[
            ("NO_COLOR", "1"),
            ("KUBECTL_NODEWRIGHT_TEST_PAUSE_BEFORE_WRITE_MS", "300"),
        ],
    );
    // 40 nodes, 2 at a time, 300 ms each: about 6 s of writes. Ctrl-C once the bar shows some
    // nodes written, well before the last.
    let some_written = t.wait_until(|s| bar_count(s).is_some_and(|n| n >= 4), ANSWER_TIMEOUT);
    assert!(some_written, "no bar at 4/40 or more:\n{}", t.screen());
    t.interrupt();
    let (status, screen) = t.wait(ANSWER_TIMEOUT);
    assert_eq!(status.code(), Some(130), "{screen}");
    let written = gated_count(&client, &f).await;
    assert!(written > 0 && written < 40, "{written} written:\n{screen}");
    assert!(
        screen.contains(&format!("interrupted: {written} of 40 node(s) written")),
        "{written} written:\n{screen}"
    );
    assert!(
        !screen.contains("40/40 nodes"),
        "the bar jumped to the total:\n{screen}"
    );
    assert_eq!(bar_count(&screen), Some(written), "{screen}");

    // Not a terminal: no bar (stderr of a pipe carries only the summary).
    let out = run(c, &["untaint", "-l", &sel, "-y"]);
    assert!(out.status.success(), "{}", describe(&out));
    assert!(!text(&out.stderr).contains("/40 nodes") && !text(&out.stderr).contains("nodes ("));
}

/// A bulk write's table groups nodes with the same change; -o wide and JSON list every node.
#[tokio::test]
async fn a_bulk_write_groups_identical_changes_and_wide_lists_every_node() {
    let (c, _client, f) = bulk_fleet("group", 30).await;
    let sel = format!("{}={}", fleet::FLEET_LABEL, f.id);
    let args = ["reset", &f.cr_name(Role::Runtime), "-l", &sel, "--dry-run"];
    let out = run(c, &args);
    assert!(out.status.success(), "{}", describe(&out));
    let table = text(&out.stdout);
    let rows: Vec<&str> = table.lines().skip(1).collect();
    assert_eq!(rows.len(), 1, "one row for 30 identical changes:\n{table}");
    assert!(rows[0].contains("and 29 more"), "{table}");
    assert!(
        !rows[0].contains("(was "),
        "prior values differ per node:\n{table}"
    );
    assert!(text(&out.stderr).contains("-o wide"), "{}", describe(&out));

    let mut wide_args = args.to_vec();
    wide_args.extend(["-o", "wide"]);
    let out = run(c, &wide_args);
    assert!(out.status.success(), "{}", describe(&out));
    assert_eq!(text(&out.stdout).lines().count(), 31, "{}", describe(&out));
    assert!(
        table.len() * 10 < out.stdout.len(),
        "grouped is a tenth of wide"
    );

    let mut json_args = args.to_vec();
    json_args.extend(["-o", "json"]);
    let out = run(c, &json_args);
    let doc: Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(doc["items"].as_array().map(Vec::len), Some(30));
}
