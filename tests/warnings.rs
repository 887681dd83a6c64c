//! The API server's warnings: a ValidatingAdmissionPolicy in `Warn` mode on
//! node updates, bound to this test's nodes only, makes every write to them answer with a
//! `Warning: 299 - "..."` header. The plugin's guarded writes print it once, as kubectl prints
//! it (`Warning: <text>` on stderr); with `--warnings-as-errors` the write still happens and the
//! exit is 1, as kubectl's.

mod common;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use common::{Cluster, describe, plugin_command};
use serde_json::json;

fn kubectl(kc: &Path, args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new("kubectl")
        .arg("--kubeconfig")
        .arg(kc)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run kubectl");
    let mut input = child.stdin.take().expect("stdin");
    if let Some(text) = stdin {
        input.write_all(text.as_bytes()).expect("write stdin");
    }
    drop(input);
    child.wait_with_output().expect("kubectl output")
}

/// Deletes the policy, its binding and the node when the test ends.
struct Cleanup(PathBuf, String, String);

impl Drop for Cleanup {
    fn drop(&mut self) {
        for what in [
            "validatingadmissionpolicybinding",
            "validatingadmissionpolicy",
        ] {
            let _ = kubectl(
                &self.0,
                &["delete", what, &self.1, "--ignore-not-found"],
                None,
            );
        }
        let _ = kubectl(
            &self.0,
            &["delete", "node", &self.2, "--ignore-not-found"],
            None,
        );
    }
}

/// `Warning:` lines of a run's stderr.
fn warning_lines(out: &Output) -> Vec<String> {
    String::from_utf8_lossy(&out.stderr)
        .lines()
        .filter(|l| l.starts_with("Warning:"))
        .map(str::to_string)
        .collect()
}

#[test]
fn a_write_under_a_warn_mode_admission_policy_prints_the_warning_once() {
    let c = Cluster::shared();
    let kc = c.admin_kubeconfig.as_path();
    let id = common::unique("warn");
    let node = format!("{id}-n1");
    let policy = format!("{id}-frozen");
    let _cleanup = Cleanup(kc.to_path_buf(), policy.clone(), node.clone());
    let node_obj = json!({"apiVersion": "v1", "kind": "Node",
        "metadata": {"name": node, "labels": {"oracle.nodewright.dev/pool": id}}});
    let message = format!("pool {id} is frozen for maintenance");
    let policy_objs = json!({"apiVersion": "v1", "kind": "List", "items": [
        {"apiVersion": "admissionregistration.k8s.io/v1", "kind": "ValidatingAdmissionPolicy",
         "metadata": {"name": policy},
         "spec": {
            "failurePolicy": "Fail",
            "matchConstraints": {"resourceRules": [{"apiGroups": [""], "apiVersions": ["v1"],
                "operations": ["UPDATE"], "resources": ["nodes"]}]},
            "validations": [{"expression": "false", "message": message}],
         }},
        {"apiVersion": "admissionregistration.k8s.io/v1", "kind": "ValidatingAdmissionPolicyBinding",
         "metadata": {"name": policy},
         "spec": {
            "policyName": policy,
            "validationActions": ["Warn"],
            "matchResources": {"objectSelector": {"matchLabels": {"oracle.nodewright.dev/pool": id}}},
         }},
    ]});
    for obj in [node_obj, policy_objs] {
        let out = kubectl(kc, &["apply", "-f", "-"], Some(&obj.to_string()));
        assert!(out.status.success(), "{}", describe(&out));
    }
    // The policy takes effect once the API server's informers have it: kubectl's own write
    // (a server dry run) shows when, and what kubectl prints.
    let start = Instant::now();
    let kubectls = loop {
        let out = kubectl(
            kc,
            &["annotate", "node", &node, "probe=1", "--dry-run=server"],
            None,
        );
        let lines = warning_lines(&out);
        if !lines.is_empty() {
            break lines;
        }
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "the policy never warned:\n{}",
            describe(&out)
        );
        std::thread::sleep(Duration::from_millis(500));
    };
    assert!(kubectls[0].contains(&message), "{kubectls:?}");

    // A guarded write: the warning once, as kubectl prints it; exit 0.
    let out = plugin_command(kc)
        .args(["node", "ignore", &node, "--confirm"])
        .output()
        .expect("run the plugin");
    assert!(out.status.success(), "{}", describe(&out));
    assert_eq!(warning_lines(&out), kubectls, "{}", describe(&out));

    // --warnings-as-errors: the write is done, the warning printed, then exit 1.
    let out = plugin_command(kc)
        .args([
            "node",
            "unignore",
            &node,
            "--confirm",
            "--warnings-as-errors",
        ])
        .output()
        .expect("run the plugin");
    assert_eq!(out.status.code(), Some(1), "{}", describe(&out));
    assert_eq!(warning_lines(&out), kubectls, "{}", describe(&out));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("error: 1 warning received"),
        "{}",
        describe(&out)
    );
    let labels = kubectl(
        kc,
        &["get", "node", &node, "-o", "jsonpath={.metadata.labels}"],
        None,
    );
    assert!(
        !String::from_utf8_lossy(&labels.stdout).contains("nodewright.nvidia.com/ignore"),
        "the write still happened: {}",
        describe(&labels)
    );

    // A read that draws no warning is unaffected by the flag; a server dry run warns too.
    let out = plugin_command(kc)
        .args(["status", &node, "--warnings-as-errors"])
        .output()
        .expect("run the plugin");
    assert!(warning_lines(&out).is_empty(), "{}", describe(&out));
    assert_ne!(out.status.code(), Some(2), "{}", describe(&out));
    let out = plugin_command(kc)
        .args(["taint", &node, "--dry-run=server"])
        .output()
        .expect("run the plugin");
    assert!(out.status.success(), "{}", describe(&out));
    assert_eq!(warning_lines(&out), kubectls, "{}", describe(&out));
}
