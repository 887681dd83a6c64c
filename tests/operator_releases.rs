//! The rules of each operator release (`model::version::Rule`, docs/operator-releases.md),
//! against a real control plane: one scene, the operator Deployment's image set to each release
//! in turn (its own namespace each, `--operator-namespace`), and the verdict read back. A rule
//! is proven at its boundary: the release before it, the release, and where it matters the one
//! after.

mod common;

use std::path::Path;

use common::Cluster;
use common::scene::{LEGACY_GATE, codes, item, node, operator, run, seed_all, skyhook};
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
        // The text names the release it judged by and the rule, with its first release.
        let out = run(kc, ns, &["explain", &n]);
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
