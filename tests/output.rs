//! kubectl's printing flags on a real control plane (docs/output.md): `-o jsonpath`, `-o
//! custom-columns` and `--no-headers` print what `kubectl get nodes` prints for the same
//! template over the fields both documents share (a node's name, `spec.unschedulable`); a wrong
//! template or a name that cannot be a node's is a usage error (exit 2) with kubectl's words;
//! `status --watch -o jsonpath` prints the template once per changed node, as `kubectl get -w`.

mod common;

use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::Duration;

use common::fleet::{self, Situation};
use common::lines::Lines;
use common::{describe, run_plugin_as};

fn kubectl(kubeconfig: &Path, args: &[&str]) -> Output {
    Command::new("kubectl")
        .arg("--kubeconfig")
        .arg(kubeconfig)
        .args(args)
        .output()
        .expect("run kubectl")
}

fn stdout(out: &Output) -> String {
    assert!(out.status.success(), "failed:\n{}", describe(out));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Each pair: the plugin's template over `status`, kubectl's over `get nodes`, for one output.
const SAME: &[(&str, &str)] = &[
    (
        "jsonpath={.items[*].name}",
        "jsonpath={.items[*].metadata.name}",
    ),
    (
        r#"jsonpath={range .items[*]}{.name}{"\n"}{end}"#,
        r#"jsonpath={range .items[*]}{.metadata.name}{"\n"}{end}"#,
    ),
    (
        "jsonpath={.items[?(@.unschedulable==true)].name}",
        "jsonpath={.items[?(@.spec.unschedulable==true)].metadata.name}",
    ),
    (
        "jsonpath={.items[0].name}",
        "jsonpath={.items[0].metadata.name}",
    ),
    (
        "jsonpath={.items[-1:].name}",
        "jsonpath={.items[-1:].metadata.name}",
    ),
    (
        "custom-columns=NODE:.name",
        "custom-columns=NODE:.metadata.name",
    ),
];

#[tokio::test]
async fn jsonpath_and_custom_columns_print_what_kubectl_prints_for_the_same_fields() {
    let (c, _client, f) = common::seeded(
        "out",
        &[
            Situation::Released,
            Situation::WaitingBatch,
            Situation::Erroring,
        ],
    )
    .await;
    let kc = &c.admin_kubeconfig;
    let sel = format!("{}={}", fleet::FLEET_LABEL, f.id);
    let cordoned = &f.nodes[1].name;
    stdout(&kubectl(kc, &["cordon", cordoned]));
    for (ours, theirs) in SAME {
        for extra in [&[][..], &["--no-headers"][..]] {
            let mut args = vec!["status", "-l", &sel, "-o", ours];
            args.extend_from_slice(extra);
            let mine = stdout(&run_plugin_as(kc, &args));
            let mut args = vec!["get", "nodes", "-l", &sel, "-o", theirs];
            args.extend_from_slice(extra);
            let kubectls = stdout(&kubectl(kc, &args));
            assert_eq!(mine, kubectls, "-o {ours} {extra:?}");
        }
    }
    // --field-selector is the API server's (the same answer as kubectl's), --sort-by kubectl's.
    let named = format!("metadata.name={}", f.nodes[2].name);
    for extra in [
        ["--field-selector", "spec.unschedulable=true"],
        ["--field-selector", "spec.unschedulable!=true"],
        ["--field-selector", named.as_str()],
    ] {
        let mut args = vec!["status", "-l", &sel, "-o", "jsonpath={.items[*].name}"];
        args.extend_from_slice(&extra);
        let mine = stdout(&run_plugin_as(kc, &args));
        let mut args = vec!["get", "nodes", "-l", &sel];
        args.extend_from_slice(&["-o", "jsonpath={.items[*].metadata.name}"]);
        args.extend_from_slice(&extra);
        assert_eq!(mine, stdout(&kubectl(kc, &args)), "{extra:?}");
    }
    // -L and --show-labels: the columns kubectl's node table gets (its last column here).
    let last_column = |out: &str| -> Vec<(String, String)> {
        out.lines()
            .map(|l| {
                let w: Vec<&str> = l.split_whitespace().collect();
                (w[0].to_string(), w[w.len() - 1].to_string())
            })
            .collect()
    };
    for extra in [
        &["--show-labels"][..],
        &["-L", "nvidia.com/gpu.product"][..],
        &["-L", fleet::FLEET_LABEL][..],
    ] {
        let mut args = vec!["status", "-l", &sel, "--no-headers"];
        args.extend_from_slice(extra);
        let mine = stdout(&run_plugin_as(kc, &args));
        let mut args = vec!["get", "nodes", "-l", &sel, "--no-headers"];
        args.extend_from_slice(extra);
        let kubectls = stdout(&kubectl(kc, &args));
        assert_eq!(last_column(&mine), last_column(&kubectls), "{extra:?}");
    }
    let states = stdout(&run_plugin_as(
        kc,
        [
            "status",
            "-l",
            &sel,
            "--sort-by=.state",
            "-o",
            "jsonpath={.items[*].state}",
        ],
    ));
    let mut sorted: Vec<&str> = states.split(' ').collect();
    sorted.sort_unstable();
    assert_eq!(states, sorted.join(" "), "--sort-by=.state");
}

#[tokio::test]
async fn a_wrong_template_or_name_is_a_usage_error_in_kubectls_words() {
    let c = common::Cluster::shared();
    let kc = &c.admin_kubeconfig;
    for (template, kubectls) in [
        (
            "jsonpath={.items[*}",
            "error parsing jsonpath {.items[*}, unterminated array",
        ),
        (
            "jsonpath={.kind",
            "error parsing jsonpath {.kind, unclosed action",
        ),
        (
            "jsonpath=",
            "template format specified but no template given",
        ),
        (
            "jsonpath={.kind[0]}",
            "error executing jsonpath \"{.kind[0]}\": Error executing template: string is not array or slice",
        ),
        (
            "custom-columns=NAME",
            "unexpected custom-columns spec: NAME, expected <header>:<json-path-expr>",
        ),
    ] {
        let out = run_plugin_as(kc, ["status", "-o", template]);
        assert_eq!(out.status.code(), Some(2), "{}", describe(&out));
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.starts_with(&format!("error: {kubectls}")),
            "{template}: {err}"
        );
        assert!(out.stdout.is_empty(), "{template}: nothing on stdout");
    }
    let out = run_plugin_as(kc, ["status", "--field-selector", "status.phase=Ready"]);
    assert_eq!(out.status.code(), Some(2), "{}", describe(&out));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("field label not supported: status.phase")
    );
    for args in [
        &["regate", "bad name!", "--dry-run"][..],
        &["explain", "Bad_Name"][..],
        &["status", "--nodewright", "not a cr"][..],
        &["untaint", "Gpu-1", "--dry-run"][..],
    ] {
        let out = run_plugin_as(kc, args);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", describe(&out));
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains("name") && err.contains("RFC 1123 subdomain"),
            "{args:?}: {err}"
        );
    }
}

#[tokio::test]
async fn status_watch_with_jsonpath_prints_the_template_once_per_change() {
    let (c, _client, f) =
        common::seeded("outw", &[Situation::Released, Situation::WaitingBatch]).await;
    let kc = &c.admin_kubeconfig;
    let sel = format!("{}={}", fleet::FLEET_LABEL, f.id);
    let mut cmd = common::plugin_command(kc);
    cmd.args(["status", "--watch", "-l", &sel, "--interval", "10m"])
        .args(["-o", r#"jsonpath={.name} {.unschedulable}{"\n"}"#])
        .stdout(Stdio::piped())
        .stderr(Stdio::null());
    let mut child = cmd.spawn().expect("spawn plugin");
    let lines = Lines::follow(&mut child);
    // The first frame: one line per node, as kubectl get -w prints each object.
    let last = &f.nodes[1].name;
    let first = lines.until(&format!("{last} false"));
    assert_eq!(first.len(), 2, "{first:?}");
    stdout(&kubectl(kc, &["cordon", &f.nodes[0].name]));
    let change = lines.until(&format!("{} true", f.nodes[0].name));
    assert_eq!(change.len(), 1, "one line for the one change: {change:?}");
    let _ = child.kill();
    let _ = child.wait();
}

/// `status --watch -o wide` shows a change in a column only the wide table has: a cordon
/// changes SCHEDULABLE and nothing narrow (the live view once compared the narrow columns
/// only, and a cordon printed nothing).
#[tokio::test]
async fn status_watch_wide_shows_a_change_in_a_wide_only_column() {
    let (c, _client, f) =
        common::seeded("outwide", &[Situation::Released, Situation::WaitingBatch]).await;
    let kc = &c.admin_kubeconfig;
    let sel = format!("{}={}", fleet::FLEET_LABEL, f.id);
    let mut cmd = common::plugin_command(kc);
    cmd.args([
        "status",
        "--watch",
        "-o",
        "wide",
        "-l",
        &sel,
        "--interval",
        "10m",
    ])
    .stdout(Stdio::piped())
    .stderr(Stdio::null());
    let mut child = cmd.spawn().expect("spawn plugin");
    let lines = Lines::follow(&mut child);
    let (cordoned, other) = (&f.nodes[0].name, &f.nodes[1].name);
    let first = lines.until(other);
    assert!(
        !first.iter().any(|l| l.contains("cordoned")),
        "nothing cordoned yet: {first:?}"
    );
    stdout(&kubectl(kc, &["cordon", cordoned]));
    let change = lines.until_within("no (cordoned)", Duration::from_secs(60));
    let _ = child.kill();
    let _ = child.wait();
    assert!(
        change.last().is_some_and(|l| l.contains(cordoned.as_str())),
        "the cordoned node's row: {change:?}"
    );
}
