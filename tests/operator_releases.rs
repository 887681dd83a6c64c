//! The rules of each operator release (`model::version::Rule`, docs/operator-releases.md),
//! against a real control plane: one scene, the operator Deployment's image set to each release
//! in turn (its own namespace each, `--operator-namespace`), and the verdict read back. A rule
//! is proven at its boundary: the release before it, the release, and where it matters the one
//! after.

mod common;

use std::path::Path;

use common::Cluster;
use common::scene::{
    LEGACY_GATE, NEW_GATE, assert_wait_fails_fast, codes, item, node, operator, run, seed_all,
    skyhook,
};
use serde_json::{Value, json};

const NEW_TAINT: &str = "nodewright.nvidia.com=runtime-required:NoSchedule";

/// A NodeWright (the renamed kind) over `pool`.
fn nodewright(name: &str, pool: &str, extra_spec: Value, status: Value) -> Value {
    let mut cr = skyhook(name, pool, extra_spec, status);
    cr["apiVersion"] = json!("nodewright.nvidia.com/v1alpha1");
    cr["kind"] = json!("NodeWright");
    cr
}

/// One operator Deployment per release, `<id>-<tag>` namespaces; returns them by release.
async fn operators(kc: &Path, id: &str, releases: &[&str]) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for r in releases {
        let ns = format!("{id}-{}", r.replace('.', "-"));
        operator(
            kc,
            &ns,
            &format!("nvcr.io/nvidia/nodewright/operator:{r}"),
            NEW_TAINT,
            false,
        )
        .await;
        out.push((r.to_string(), ns));
    }
    out
}

fn in_progress_state(cr: &str) -> Value {
    json!({
        format!("nodewright.nvidia.com/nodeState_{cr}"): json!({"spencer|3.2.3": {"name": "spencer", "version": "3.2.3",
            "image": "ghcr.io/nvidia/skyhook/agentless", "stage": "apply", "state": "in_progress"}}).to_string(),
        format!("nodewright.nvidia.com/status_{cr}"): "in_progress",
    })
}

/// The migration window ends at v0.21.0 (v0.20.0's release notes, "Deprecations"): a node gated
/// only by the legacy key is `gated` with the `legacy-taint` warning under every v0.18.x to
/// v0.20.x, and `stuck` (`unrecognised-taint`) from v0.21.0 on; `explain` names the release
/// rule, and `migration status` judges against v0.21.0.
#[tokio::test]
async fn the_legacy_taint_is_recognised_through_v0_20_and_stranded_at_v0_21() {
    let c = Cluster::shared();
    let kc = c.admin_kubeconfig.as_path();
    let id = common::unique("window");
    let (n, cr) = (format!("{id}-n"), format!("{id}-rr"));
    seed_all(
        kc,
        &[
            node(&n, &id, &[LEGACY_GATE], in_progress_state(&cr)),
            nodewright(&cr, &id, json!({}), Value::Null),
        ],
    )
    .await;
    let ops = operators(
        kc,
        &id,
        &["v0.18.1", "v0.20.0", "v0.20.3", "v0.21.0-rc.1", "v0.21.0"],
    )
    .await;
    for (release, ns) in &ops {
        let g = item(kc, ns, &n);
        let past = release.starts_with("v0.21");
        if past {
            assert_eq!(g["state"], "stuck", "{release}: {g}");
            assert_eq!(codes(&g), ["unrecognised-taint"], "{release}: {g}");
            assert_eq!(g["blockers"][0]["rule"], "legacy-removed", "{release}: {g}");
        } else {
            assert_eq!(g["state"], "gated", "{release}: {g}");
            assert_eq!(codes(&g), ["legacy-taint"], "{release}: {g}");
            assert_eq!(g["blockers"][0]["rule"], "legacy-removed", "{release}: {g}");
        }
        assert_eq!(g["removalVersion"], "v0.21.0", "{g}");
        // The text names the release it judged by; `--detail` the rule, with its first release.
        let out = run(kc, ns, &["explain", &n]);
        let short = String::from_utf8_lossy(&out.stdout);
        assert!(
            short.contains("rule: legacy-removed (explain --detail)"),
            "{short}"
        );
        let out = run(kc, ns, &["explain", &n, "--detail"]);
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(
            text.contains(&format!("Operator:      {release}")),
            "{text}"
        );
        assert!(
            text.contains("rule: legacy-removed (operator v0.21.0 and later, planned)"),
            "{text}"
        );
        if past {
            assert!(text.contains("legacy taint NOT recognised"), "{text}");
        } else {
            assert!(text.contains("legacy taint recognised"), "{text}");
        }
        let out = run(kc, ns, &["migration", "status", "-o", "json"]);
        let doc: Value = serde_json::from_slice(&out.stdout).expect("migration json");
        assert_eq!(doc["removalVersion"], "v0.21.0", "{doc}");
    }
    // `--removal-version` still moves the line.
    let (_, ns) = &ops[1];
    let out = run(
        kc,
        ns,
        &["--removal-version", "v0.20.0", "explain", &n, "-o", "json"],
    );
    let g: Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(g["state"], "stuck", "{g}");
}

/// NVIDIA's CLI v0.5.0 rule for `reset` (its release notes, "cli/v0.5.0 - 2026-10-06"): the
/// cordon marker `cordon_<CR>` stays on a cordoned node the CR still selects (its re-run lifts
/// the cordon; a v0.20 operator lifts no cordon without it) and goes where no re-run will come,
/// the node left cordoned and the plan saying so.
#[tokio::test]
async fn reset_keeps_the_cordon_marker_only_where_a_re_run_will_lift_it() {
    let c = Cluster::shared();
    let kc = c.admin_kubeconfig.as_path();
    let id = common::unique("rescordon");
    let ops = operators(kc, &id, &["v0.20.0"]).await;
    let ns = &ops[0].1;
    let cr = format!("{id}-rr");
    let marker = format!("nodewright.nvidia.com/cordon_{cr}");
    let (selected, left) = (format!("{id}-sel"), format!("{id}-left"));
    let mut objs = vec![nodewright(&cr, &id, json!({}), Value::Null)];
    for (name, pool) in [(&selected, id.clone()), (&left, format!("{id}-other"))] {
        let mut a = in_progress_state(&cr);
        a[&marker] = json!("true");
        let mut n = node(name, &pool, &[], a);
        n["spec"]["unschedulable"] = json!(true);
        objs.push(n);
    }
    seed_all(kc, &objs).await;
    for n in [&selected, &left] {
        let out = run(
            kc,
            ns,
            &["node", "reset", n, "--nodewright", &cr, "--confirm"],
        );
        assert!(out.status.success(), "{}", common::describe(&out));
        if n == &left {
            let text = format!(
                "{}{}",
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            );
            assert!(text.contains("stays cordoned"), "{text}");
        }
    }
    let client = c.client().await;
    let nodes: kube::Api<k8s_openapi::api::core::v1::Node> = kube::Api::all(client);
    for (n, kept) in [(&selected, true), (&left, false)] {
        let got = nodes.get(n).await.expect("node");
        let a = got.metadata.annotations.unwrap_or_default();
        assert_eq!(a.contains_key(&marker), kept, "{n}: {a:?}");
        assert!(
            !a.contains_key(&format!("nodewright.nvidia.com/nodeState_{cr}")),
            "{n} reset"
        );
        assert_eq!(
            got.spec.and_then(|s| s.unschedulable),
            Some(true),
            "a reset never uncordons"
        );
    }
}

/// A package pod of `cr` on `node` in `ns`, its copy container's image not pulled yet.
fn package_pod(ns: &str, cr: &str, node: &str) -> Value {
    json!({
        "apiVersion": "v1", "kind": "Pod",
        "metadata": {"name": format!("{cr}-spencer-apply"), "namespace": ns,
            "labels": {"nodewright.nvidia.com/name": cr, "nodewright.nvidia.com/package": "spencer-3.2.3"}},
        "spec": {"nodeName": node, "restartPolicy": "OnFailure",
            "initContainers": [
                {"name": "spencer-init", "image": "ghcr.io/nvidia/skyhook/agentless:3.2.3", "args": ["-c", "cp -r /skyhook-package/* /root/x"]},
                {"name": "spencer-apply", "image": "ghcr.io/nvidia/skyhook/agent:v6.3.0", "args": ["apply", "/root", "/x"]}],
            "containers": [{"name": "pause", "image": "registry.k8s.io/pause:3.10"}]},
    })
}

/// The kubelet's word for `pod` (upstream NVIDIA/nodewright#306): the copy container waits for
/// an image it cannot pull.
async fn cannot_pull(kc: &Path, ns: &str, pod: &str) {
    use kube::api::{Api, Patch, PatchParams};
    let client = common::client_from(kc).await;
    let pods: Api<k8s_openapi::api::core::v1::Pod> = Api::namespaced(client, ns);
    let status = json!({"status": {"phase": "Pending", "startTime": "2026-12-01T10:00:00Z",
        "initContainerStatuses": [{"name": "spencer-init", "image": "ghcr.io/nvidia/skyhook/agentless:3.2.3",
            "imageID": "", "ready": false, "restartCount": 0,
            "state": {"waiting": {"reason": "ImagePullBackOff",
                "message": "Back-off pulling image \"ghcr.io/nvidia/skyhook/agentless:3.2.3\""}}}]}});
    pods.patch_status(pod, &PatchParams::default(), &Patch::Merge(status))
        .await
        .expect("pod status");
}

/// An unpullable package image holds the gate with nobody told (upstream #306): v0.15 fails a
/// stage only on `CrashLoopBackOff` and waits for ever, v0.18+ kills the attempt at its
/// `stageTimeout` and retries (rule `stage-timeout`). `status --watch` shows the pod's change
/// (it follows the operator's `Pending` package pods), `explain` names the pod, the image and the
/// release's rule, and `wait` fails fast.
#[tokio::test]
async fn an_unpullable_package_image_holds_the_node_until_a_person_acts() {
    let c = Cluster::shared();
    let kc = c.admin_kubeconfig.as_path();
    let id = common::unique("pull");
    let (n, cr) = (format!("{id}-n"), format!("{id}-rr"));
    seed_all(
        kc,
        &[
            node(&n, &id, &[NEW_GATE], in_progress_state(&cr)),
            nodewright(&cr, &id, json!({}), Value::Null),
        ],
    )
    .await;
    let ops = operators(kc, &id, &["v0.15.0", "v0.20.0"]).await;
    for (_, ns) in &ops {
        seed_all(kc, &[package_pod(ns, &cr, &n)]).await;
        let g = item(kc, ns, &n);
        assert_eq!(g["state"], "gated", "a pod still pulling is no cause: {g}");
    }
    let (_, ns15) = &ops[0];
    let mut watch = common::plugin_command(kc)
        .args([
            "--operator-namespace",
            ns15,
            "status",
            "--watch",
            "-o",
            "json",
            &n,
        ])
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("status --watch");
    let lines = common::lines::Lines::follow(&mut watch);
    let first = lines.doc();
    assert_eq!(first["items"][0]["state"], "gated", "{first}");
    for (_, ns) in &ops {
        cannot_pull(kc, ns, &format!("{cr}-spencer-apply")).await;
    }
    let change = lines.doc();
    let _ = watch.kill();
    let _ = watch.wait();
    assert_eq!(change["kind"], "NodeGateChanges", "{change}");
    let changed = &change["items"][0];
    assert_eq!(changed["state"], "stuck", "{change}");
    assert_eq!(
        changed["blockers"][0]["code"], "image-unpullable",
        "{change}"
    );

    for (release, ns) in &ops {
        let g = item(kc, ns, &n);
        assert_eq!(g["state"], "stuck", "{release}: {g}");
        assert_eq!(codes(&g)[0], "image-unpullable", "{release}: {g}");
        let b = &g["blockers"][0];
        let m = b["message"].as_str().unwrap_or("");
        assert!(
            m.contains(&format!("{ns}/{cr}-spencer-apply"))
                && m.contains("agentless:3.2.3")
                && m.contains("ImagePullBackOff"),
            "{m}"
        );
        assert_eq!(
            b["remedy"],
            format!("kubectl -n {ns} describe pod {cr}-spencer-apply")
        );
        if release == "v0.15.0" {
            assert!(b.get("rule").is_none(), "{b}");
            assert!(m.contains("for ever"), "{m}");
        } else {
            assert_eq!(b["rule"], "stage-timeout", "{b}");
        }
        assert_wait_fails_fast(kc, ns, &n, "image-unpullable");
    }
}
