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
use crate::error::{Error, Result};
use crate::model::Group;
use crate::model::nodestate::Stage;
use crate::model::rollout::PackagePod;

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
}
#[derive(Deserialize, Default)]
struct ContainerStatus {
    #[serde(default)]
    state: State,
}
#[derive(Deserialize, Default)]
struct State {
    #[serde(default)]
    terminated: Option<Terminated>,
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
    })
}

/// A package pod of `group` as a watch gives it (`None`: not a package pod, or unreadable).
pub fn package_pod_from_object(o: &kube::api::DynamicObject, group: Group) -> Option<PackagePod> {
    let p: Pod = serde_json::from_value(serde_json::to_value(o).ok()?).ok()?;
    convert(p, group)
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
        let target = Target::new("list", format!("pods (namespace {namespace})"), None);
        let path = super::path_of::<k8s::Pod>(Some(namespace));
        let pods: Vec<Pod> = match super::list::all(cluster, &path, &lp, &target).await {
            Ok((pods, _)) => pods,
            Err(e @ Error::Forbidden { .. }) => return Ok(Err(e.to_string())),
            Err(e) => return Err(e),
        };
        out.extend(pods.into_iter().filter_map(|p| convert(p, group)));
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
    let client = if follow {
        cluster.stream_client()
    } else {
        cluster.client()
    };
    let reader = client
        .request_stream(req)
        .await
        .map_err(|e| e.to_string())?;
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
}
