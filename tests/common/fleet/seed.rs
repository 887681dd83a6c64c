//! Writing a fleet to the API server.

use super::*;

/// API resources of the fleet's object kinds.
pub fn api_resource(group: &str, kind: &str) -> ApiResource {
    let (g, v, plural) = match (group, kind) {
        ("", "Node") => ("", "v1", "nodes"),
        ("", "Namespace") => ("", "v1", "namespaces"),
        ("", "Pod") => ("", "v1", "pods"),
        ("policy", "PodDisruptionBudget") => ("policy", "v1", "poddisruptionbudgets"),
        ("apps", "Deployment") => ("apps", "v1", "deployments"),
        (g, "Skyhook") => (g, "v1alpha1", "skyhooks"),
        (g, "NodeWright") => (g, "v1alpha1", "nodewrights"),
        (g, "DeploymentPolicy") => (g, "v1alpha1", "deploymentpolicies"),
        (g, k) => panic!("fleet: no API resource known for {g}/{k}"),
    };
    ApiResource::from_gvk_with_plural(&GroupVersionKind::gvk(g, v, kind), plural)
}

fn resource_of(obj: &Value) -> ApiResource {
    let api_version = obj["apiVersion"].as_str().unwrap_or("v1");
    let group = api_version.rsplit_once('/').map_or("", |(g, _)| g);
    api_resource(group, obj["kind"].as_str().unwrap_or_default())
}

/// Whether an object kind ignores `status` on create (CRDs with a status subresource, and
/// Deployments), so status must be written through the subresource afterwards. Nodes keep it.
fn status_via_subresource(obj: &Value) -> bool {
    obj["kind"] != "Node"
}

/// Create `obj`, or replace it if it exists (so seeding is idempotent), then write its `status`
/// (if it has one) through the status subresource when create ignores it.
pub async fn upsert(client: &Client, obj: &Value) -> Result<DynamicObject, kube::Error> {
    let ar = resource_of(obj);
    let ns = obj["metadata"]["namespace"].as_str();
    let api: Api<DynamicObject> = match ns {
        Some(ns) => Api::namespaced_with(client.clone(), ns, &ar),
        None => Api::all_with(client.clone(), &ar),
    };
    let name = obj["metadata"]["name"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    let mut desired: DynamicObject =
        serde_json::from_value(obj.clone()).map_err(kube::Error::SerdeError)?;
    let status = obj.get("status").cloned();
    let pp = PostParams {
        dry_run: false,
        field_manager: Some("nodewright-fleet".into()),
    };

    let mut written = match api.create(&pp, &desired).await {
        Ok(o) => {
            if status.is_none() || !status_via_subresource(obj) {
                return Ok(o);
            }
            o
        }
        Err(kube::Error::Api(s)) if s.is_already_exists() => {
            // Replace the whole object: stale keys from an earlier seeding must not survive.
            let mut attempt = 0;
            loop {
                let current = api.get(&name).await?;
                desired.metadata.resource_version = current.metadata.resource_version.clone();
                match api.replace(&name, &pp, &desired).await {
                    Ok(o) => break o,
                    Err(kube::Error::Api(s)) if s.is_conflict() && attempt < 5 => attempt += 1,
                    Err(e) => return Err(e),
                }
            }
        }
        Err(e) => return Err(e),
    };
    if let Some(status) = status {
        // PUT on the main resource ignores status; write it through the subresource. Retry on
        // conflict: nothing else writes here, but be correct anyway.
        for attempt in 0.. {
            written.data["status"] = status.clone();
            match api.replace_status(&name, &pp, &written).await {
                Ok(o) => return Ok(o),
                Err(kube::Error::Api(s)) if s.is_conflict() && attempt < 5 => {
                    written = api.get(&name).await?;
                }
                Err(e) => return Err(e),
            }
        }
    }
    Ok(written)
}

/// POST a Node from serialised JSON and ignore the echoed object. Seeding thousands of ~32 KB
/// nodes is bound by client CPU on a small machine (debug build): parsing every 32 KB response
/// into a `DynamicObject` would cost as much as building the node.
async fn create_node_raw(client: &Client, body: Vec<u8>) -> Result<(), kube::Error> {
    let req = http::Request::post("/api/v1/nodes?fieldManager=nodewright-fleet")
        .header(http::header::CONTENT_TYPE, "application/json")
        .body(body)
        .map_err(kube::Error::HttpError)?;
    client.request_text(req).await.map(|_| ())
}

/// Figures from one seeding.
#[derive(Debug, Clone)]
pub struct SeedReport {
    pub nodes: usize,
    pub node_bytes: usize,
    pub elapsed: Duration,
}

/// Write the operator Deployment (with its namespace) and make it ready through the status subresource.
pub async fn seed_operator(client: &Client, op: &Operator) -> Result<(), kube::Error> {
    let ns = json!({"apiVersion": "v1", "kind": "Namespace", "metadata": {"name": op.namespace}});
    upsert(client, &ns).await?;
    let mut d = op.deployment_json();
    d["status"] = op.status_json();
    upsert(client, &d).await?;
    Ok(())
}

/// Write the whole fleet: policies, CRs (spec, then status), nodes (`concurrency` at a time).
/// Does not write the operator Deployment (see [`seed_operator`]): it is shared by all fleets.
pub async fn seed(
    client: &Client,
    fleet: &Fleet,
    concurrency: usize,
) -> Result<SeedReport, kube::Error> {
    let start = Instant::now();
    for p in fleet.policies() {
        upsert(client, &p).await?;
    }
    // Nodes first: CR status names nodes, and a CR whose status lists nodes that do not exist
    // yet is a state a reader may see for a moment in real clusters too, but not one to seed.
    let node_bytes = std::sync::atomic::AtomicUsize::new(0);
    futures::stream::iter(fleet.nodes.iter())
        .map(|plan| {
            let json = fleet.node_json(plan);
            let node_bytes = &node_bytes;
            async move {
                let body = serde_json::to_vec(&json).map_err(kube::Error::SerdeError)?;
                node_bytes.fetch_add(body.len(), std::sync::atomic::Ordering::Relaxed);
                match create_node_raw(client, body).await {
                    Ok(()) => Ok(()),
                    Err(kube::Error::Api(s)) if s.is_already_exists() => {
                        upsert(client, &json).await.map(|_| ())
                    }
                    Err(e) => Err(e),
                }
            }
        })
        .buffer_unordered(concurrency.max(1))
        .try_collect::<()>()
        .await?;
    for mut cr in fleet.crs() {
        let role = Role::ALL
            .into_iter()
            .find(|r| cr["metadata"]["name"] == fleet.cr_name(*r))
            .expect("every CR of a fleet has a role");
        cr["status"] = fleet.cr_status(role);
        // A legacy Skyhook's status is frozen once the renamed operator takes over, and a v0.18+
        // operator holds every reconcile while one still reads in progress (its migration hold):
        // this fleet upgraded after the legacy rollouts finished, so they read complete.
        if fleet.flavor == Flavor::Migrating
            && cr["apiVersion"]
                .as_str()
                .is_some_and(|v| v.starts_with(LEGACY))
            && !matches!(cr["status"]["status"].as_str(), Some("paused" | "disabled"))
        {
            cr["status"]["status"] = json!("complete");
        }
        upsert(client, &cr).await?;
    }
    Ok(SeedReport {
        nodes: fleet.nodes.len(),
        node_bytes: node_bytes.into_inner(),
        elapsed: start.elapsed(),
    })
}
