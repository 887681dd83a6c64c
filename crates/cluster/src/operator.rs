//! Finding the operator Deployment and reading its configuration.
//!
//! Order: `--operator-namespace`, else `nodewright`, then `skyhook`, then a cluster-wide search
//! by the chart's `control-plane=controller-manager` label. RBAC that forbids reading Deployments
//! degrades to defaults with a warning, never a failure.

use k8s_openapi::api::apps::v1::Deployment;
use serde::Deserialize;

use super::{Cluster, Target};
use nodewright_error::{Error, Result};
use nodewright_model::operator::image_tag;
pub use nodewright_model::operator::{OperatorDeployment, OperatorSearch};

#[derive(Deserialize)]
struct DeployList {
    #[serde(default)]
    items: Vec<Deploy>,
}

#[derive(Deserialize)]
struct Deploy {
    metadata: DMeta,
    #[serde(default)]
    spec: DSpec,
    #[serde(default)]
    status: DStatus,
}
#[derive(Deserialize)]
struct DMeta {
    name: String,
    #[serde(default)]
    namespace: String,
}
#[derive(Deserialize, Default)]
struct DSpec {
    #[serde(default)]
    replicas: Option<i64>,
    #[serde(default)]
    template: Template,
}
#[derive(Deserialize, Default)]
struct Template {
    #[serde(default)]
    spec: PodSpec,
}
#[derive(Deserialize, Default)]
struct PodSpec {
    #[serde(default)]
    containers: Vec<Container>,
}
#[derive(Deserialize, Default)]
struct Container {
    #[serde(default)]
    name: String,
    #[serde(default)]
    image: String,
    #[serde(default)]
    env: Vec<EnvVar>,
}
#[derive(Deserialize, Default)]
struct EnvVar {
    name: String,
    #[serde(default)]
    value: Option<String>,
}
#[derive(Deserialize, Default)]
struct DStatus {
    #[serde(default, rename = "readyReplicas")]
    ready_replicas: Option<i64>,
}

/// The manager container of an operator Deployment, if this is one.
fn as_operator(d: Deploy) -> Option<OperatorDeployment> {
    let c = d.spec.template.spec.containers.into_iter().find(|c| {
        let img = c.image.to_ascii_lowercase();
        let names_operator = img.contains("skyhook") || img.contains("nodewright");
        let has_env = c.env.iter().any(|e| e.name == "RUNTIME_REQUIRED_TAINT");
        (c.name == "manager" && names_operator) || has_env
    })?;
    let version = image_tag(&c.image);
    Some(OperatorDeployment {
        namespace: d.metadata.namespace,
        name: d.metadata.name,
        image: c.image,
        version,
        env: c
            .env
            .into_iter()
            .filter_map(|e| e.value.map(|v| (e.name, v)))
            .collect(),
        replicas: d.spec.replicas.unwrap_or(1),
        ready_replicas: d.status.ready_replicas.unwrap_or(0),
    })
}

/// The operator Deployment in a Deployment object (a watch event), if it is one.
pub fn from_object(obj: serde_json::Value) -> Option<OperatorDeployment> {
    serde_json::from_value::<Deploy>(obj)
        .ok()
        .and_then(as_operator)
}

/// The Deployments of `namespace` (all namespaces: `None`) matching `label_selector`.
async fn list_deployments(
    cluster: &Cluster,
    namespace: Option<&str>,
    label_selector: Option<&str>,
    resource: &str,
) -> Result<Vec<OperatorDeployment>> {
    let lp = kube::api::ListParams {
        label_selector: label_selector.map(str::to_string),
        ..Default::default()
    };
    let req = kube::core::Request::new(super::path_of::<Deployment>(namespace))
        .list(&lp)
        .map_err(|e| Error::usage(e.to_string()))?;
    let list: DeployList = cluster
        .send_json(req, &Target::new("list", resource.to_string(), None))
        .await?;
    Ok(list.items.into_iter().filter_map(as_operator).collect())
}

/// Finds the operator Deployment(s).
pub async fn find(cluster: &Cluster, namespace: Option<&str>) -> OperatorSearch {
    let mut out = OperatorSearch::default();
    let namespaces: Vec<&str> = match namespace {
        Some(ns) => vec![ns],
        None => vec!["nodewright", "skyhook"],
    };
    for ns in namespaces {
        match list_deployments(
            cluster,
            Some(ns),
            None,
            &format!("deployments.apps (namespace {ns})"),
        )
        .await
        {
            Ok(found) if !found.is_empty() => {
                out.deployments = found;
                return out;
            }
            Ok(_) => {}
            Err(e @ Error::Forbidden { .. }) => out.unreadable = Some(e.to_string()),
            Err(e) => out.unreadable = Some(e.to_string()),
        }
    }
    if namespace.is_some() {
        return out;
    }
    let all = list_deployments(
        cluster,
        None,
        Some("control-plane=controller-manager"),
        "deployments.apps (all namespaces)",
    );
    match all.await {
        Ok(found) => {
            if !found.is_empty() {
                out.unreadable = None;
            }
            out.deployments = found;
        }
        Err(e) => {
            if out.unreadable.is_none() {
                out.unreadable = Some(e.to_string());
            }
        }
    }
    out
}
