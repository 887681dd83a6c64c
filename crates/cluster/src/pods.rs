//! Reading the operator's package pods (one package stage on one node each), for stage times.
//!
//! The operator labels them `P/name=<cr>` and `P/package=<name>-<version>` (plus
//! `P/interrupt=True` for interrupt pods) and names the stage in its agent container's first
//! argument. A pod exists only while its stage runs and shortly after: stage times are what the
//! cluster still holds, nothing more.

use std::collections::BTreeMap;

use futures::stream::BoxStream;
use futures::{AsyncBufReadExt, StreamExt};
use jiff::Timestamp;
use k8s_openapi::api::core::v1 as k8s;
use serde::Deserialize;

use super::{Cluster, Target};
use nodewright_error::{Error, Result};
use nodewright_model::Group;
use nodewright_model::nodestate::Stage;
use nodewright_model::rollout::{ImagePull, PackagePod};

#[derive(Deserialize)]
struct Pod {
    metadata: Meta,
    #[serde(default)]
    spec: Spec,
    #[serde(default)]
    status: Status,
}
#[derive(Deserialize)]
struct Meta {
    #[serde(default)]
    namespace: String,
    #[serde(default)]
    name: String,
    #[serde(default)]
    labels: BTreeMap<String, String>,
    #[serde(default, rename = "creationTimestamp")]
    created: Option<String>,
}
#[derive(Deserialize, Default)]
struct Spec {
    #[serde(default, rename = "nodeName")]
    node_name: Option<String>,
    #[serde(default, rename = "initContainers")]
    init_containers: Vec<Container>,
}
#[derive(Deserialize, Default)]
struct Container {
    #[serde(default)]
    args: Vec<String>,
}
#[derive(Deserialize, Default)]
struct Status {
    #[serde(default, rename = "startTime")]
    start_time: Option<String>,
    #[serde(default, rename = "initContainerStatuses")]
    init_statuses: Vec<ContainerStatus>,
    #[serde(default, rename = "containerStatuses")]
    statuses: Vec<ContainerStatus>,
}
#[derive(Deserialize, Default)]
struct ContainerStatus {
    #[serde(default)]
    name: String,
    #[serde(default)]
    image: String,
    #[serde(default)]
    state: State,
}
#[derive(Deserialize, Default)]
struct State {
    #[serde(default)]
    terminated: Option<Terminated>,
    #[serde(default)]
    waiting: Option<Waiting>,
}
#[derive(Deserialize, Default)]
struct Waiting {
    #[serde(default)]
    reason: String,
    #[serde(default)]
    message: String,
}

/// The kubelet's `state.waiting.reason`s of a container whose image cannot be pulled (its
/// `images` package: `ErrImagePull`, `ImagePullBackOff`, `ErrImageNeverPull`, `InvalidImageName`;
/// `ErrImageInspect`, `RegistryUnavailable` and `SignatureValidationFailed` too).
const PULL_FAILURES: [&str; 7] = [
    "ErrImagePull",
    "ImagePullBackOff",
    "ErrImageNeverPull",
    "InvalidImageName",
    "ErrImageInspect",
    "RegistryUnavailable",
    "SignatureValidationFailed",
];

/// The first container (init containers first) waiting for an image it cannot pull.
fn image_pull(status: &Status) -> Option<ImagePull> {
    status
        .init_statuses
        .iter()
        .chain(&status.statuses)
        .find_map(|c| {
            let w = c.state.waiting.as_ref()?;
            PULL_FAILURES
                .contains(&w.reason.as_str())
                .then(|| ImagePull {
                    container: c.name.clone(),
                    image: c.image.clone(),
                    reason: w.reason.clone(),
                    message: w.message.clone(),
                })
        })
}
#[derive(Deserialize)]
struct Terminated {
    #[serde(default, rename = "exitCode")]
    exit_code: i64,
    #[serde(default, rename = "finishedAt")]
    finished_at: Option<String>,
}

fn convert(p: Pod, group: Group) -> Option<PackagePod> {
    let label = |k: &str| p.metadata.labels.get(&format!("{}/{k}", group.domain()));
    let cr = label("name")?.clone();
    let package = label("package")?.clone();
    let stage = p
        .spec
        .init_containers
        .iter()
        .filter_map(|c| c.args.first())
        .map(|a| Stage::parse(a))
        .find(Stage::is_known)?;
    let image_pull = image_pull(&p.status);
    let started = p
        .status
        .start_time
        .or(p.metadata.created)
        .and_then(|t| t.parse::<Timestamp>().ok())?;
    // Finished when every init container (copy, stage, stage check) ended with exit 0.
    let n = p.spec.init_containers.len();
    let ended: Vec<&Terminated> = p
        .status
        .init_statuses
        .iter()
        .filter_map(|s| s.state.terminated.as_ref())
        .filter(|t| t.exit_code == 0)
        .collect();
    let finished = if n > 0 && ended.len() == n {
        ended
            .iter()
            .filter_map(|t| t.finished_at.as_deref()?.parse::<Timestamp>().ok())
            .max()
    } else {
        None
    };
    Some(PackagePod {
        cr,
        package,
        stage: stage.as_str().to_string(),
        node: p.spec.node_name.unwrap_or_default(),
        started,
        finished,
        image_pull,
        namespace: p.metadata.namespace,
        pod: p.metadata.name,
    })
}

/// A package pod of `group` as a watch gives it (`None`: not a package pod, or unreadable).
pub fn package_pod_from_object(o: &kube::api::DynamicObject, group: Group) -> Option<PackagePod> {
    let p: Pod = serde_json::from_value(serde_json::to_value(o).ok()?).ok()?;
    convert(p, group)
}

/// The pods of `namespace` that `lp` selects; `Ok(Err(why))` when RBAC refuses the list.
async fn list(
    cluster: &Cluster,
    namespace: &str,
    lp: &kube::api::ListParams,
) -> Result<std::result::Result<Vec<Pod>, String>> {
    let target = Target::new("list", format!("pods (namespace {namespace})"), None);
    let path = super::path_of::<k8s::Pod>(Some(namespace));
    match super::list::all(cluster, &path, lp, &target).await {
        Ok((pods, _)) => Ok(Ok(pods)),
        Err(e @ Error::Forbidden { .. }) => Ok(Err(e.to_string())),
        Err(e) => Err(e),
    }
}

/// The package pods in `namespace` of either prefix. `Ok(Err(why))` when pods may not be listed
/// (RBAC): stage times are then unknown, which the caller says, and the rest still works.
pub async fn package_pods(
    cluster: &Cluster,
    namespace: &str,
) -> Result<std::result::Result<Vec<PackagePod>, String>> {
    let mut out = Vec::new();
    for group in [Group::Nodewright, Group::Skyhook] {
        let lp = kube::api::ListParams {
            label_selector: Some(format!("{}/package", group.domain())),
            ..Default::default()
        };
        let pods = match list(cluster, namespace, &lp).await? {
            Ok(pods) => pods,
            Err(why) => return Ok(Err(why)),
        };
        out.extend(pods.into_iter().filter_map(|p| convert(p, group)));
    }
    Ok(Ok(out))
}

/// The package pods of either prefix in `namespaces` that wait for an image the kubelet cannot
/// pull: one list per namespace, of its `Pending` pods only (a stage that cannot pull its image
/// never leaves `Pending`), so a rollout's running and finished pods are not read. `Ok(Err(why))`
/// when pods may not be listed (RBAC): the verdicts then do without, and the rest still works.
pub async fn unpulled_package_pods(
    cluster: &Cluster,
    namespaces: &[String],
) -> Result<std::result::Result<Vec<PackagePod>, String>> {
    let mut out = Vec::new();
    for namespace in namespaces {
        let lp = kube::api::ListParams {
            field_selector: Some("status.phase=Pending".into()),
            ..Default::default()
        };
        let pods = match list(cluster, namespace, &lp).await? {
            Ok(pods) => pods,
            Err(why) => return Ok(Err(why)),
        };
        out.extend(pods.into_iter().filter_map(|p| {
            let group = [Group::Nodewright, Group::Skyhook].into_iter().find(|g| {
                p.metadata
                    .labels
                    .contains_key(&format!("{}/package", g.domain()))
            })?;
            convert(p, group).filter(|p| p.image_pull.is_some())
        }));
    }
    Ok(Ok(out))
}

/// One container's log, line by line. With `follow` the stream stays open and is read without
/// a read timeout (a package stage may print nothing for minutes; `--request-timeout` would cut
/// it); `tail` limits the lines first sent. Errors are messages for a warning line.
pub async fn log_lines(
    cluster: &Cluster,
    namespace: &str,
    pod: &str,
    container: &str,
    follow: bool,
    tail: Option<i64>,
) -> std::result::Result<BoxStream<'static, std::result::Result<String, String>>, String> {
    let params = kube::api::LogParams {
        container: Some(container.to_string()),
        follow,
        tail_lines: tail,
        ..Default::default()
    };
    let req = kube::core::Request::new(super::path_of::<k8s::Pod>(Some(namespace)))
        .logs(pod, &params)
        .map_err(|e| e.to_string())?;
    // A followed log has no time limit (connect.rs, `Deadline`): the same client.
    let client = cluster.client();
    // The API server's own words (`container "x" in pod "y" is waiting to start: ...`), not the
    // client's debug form of its Status.
    let reader = client.request_stream(req).await.map_err(|e| match e {
        kube::Error::Api(s) if !s.message.is_empty() => s.message.clone(),
        e => e.to_string(),
    })?;
    Ok(reader.lines().map(|l| l.map_err(|e| e.to_string())).boxed())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pod(terminated: serde_json::Value) -> Pod {
        serde_json::from_value(serde_json::json!({
            "metadata": {"labels": {"nodewright.nvidia.com/name": "rt", "nodewright.nvidia.com/package": "driver-1.0"}},
            "spec": {"nodeName": "n1", "initContainers": [
                {"args": ["-c", "cp"]}, {"args": ["apply", "/root", "/x"]}, {"args": ["apply-check", "/root", "/x"]}]},
            "status": {"startTime": "2026-05-10T11:00:00Z", "initContainerStatuses": terminated},
        }))
        .expect("a pod")
    }

    #[test]
    fn a_package_pod_names_its_stage_and_ends_when_every_init_container_did() {
        let t = |at: &str| serde_json::json!({"state": {"terminated": {"exitCode": 0, "finishedAt": at}}});
        let done = convert(
            pod(serde_json::json!([
                t("2026-05-10T11:00:10Z"),
                t("2026-05-10T11:03:00Z"),
                t("2026-05-10T11:04:00Z")
            ])),
            Group::Nodewright,
        )
        .expect("package pod");
        assert_eq!(
            (done.cr.as_str(), done.package.as_str(), done.stage.as_str()),
            ("rt", "driver-1.0", "apply")
        );
        assert_eq!(
            done.finished.map(|f| f.to_string()).as_deref(),
            Some("2026-05-10T11:04:00Z")
        );
        let running = convert(
            pod(serde_json::json!([t("2026-05-10T11:00:10Z"), {"state": {"running": {}}}])),
            Group::Nodewright,
        )
        .expect("package pod");
        assert_eq!(running.finished, None);
        assert!(
            convert(pod(serde_json::json!([])), Group::Skyhook).is_none(),
            "other prefix"
        );
    }

    #[test]
    fn a_pod_that_cannot_pull_its_image_names_the_container_and_the_kubelets_reason() {
        let waiting = |reason: &str| {
            serde_json::json!([{"name": "driver-init", "image": "nvcr.io/x/driver:1.0",
                "state": {"waiting": {"reason": reason, "message": "manifest unknown"}}}])
        };
        let p = convert(pod(waiting("ImagePullBackOff")), Group::Nodewright).expect("a pod");
        let pull = p.image_pull.expect("a pull failure");
        assert_eq!(
            (
                pull.container.as_str(),
                pull.image.as_str(),
                pull.reason.as_str()
            ),
            ("driver-init", "nvcr.io/x/driver:1.0", "ImagePullBackOff")
        );
        assert_eq!(pull.message, "manifest unknown");
        for starting in ["PodInitializing", "ContainerCreating", "CrashLoopBackOff"] {
            let p = convert(pod(waiting(starting)), Group::Nodewright).expect("a pod");
            assert_eq!(p.image_pull, None, "{starting} is not a pull failure");
        }
    }
}
