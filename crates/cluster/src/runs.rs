//! The operator's package Jobs (v0.18+) and package pods (every version) of some CRs, from its
//! namespace, under both label prefixes (during a migration either may be in use).

use serde_json::Value;

use super::{Cluster, Target};
use nodewright_error::{Error, Result};
use nodewright_model::Group;
use nodewright_model::runs::{self, PackageRun};

async fn list(cluster: &Cluster, path: &str, selector: &str, what: &str) -> Result<Vec<Value>> {
    let lp = kube::api::ListParams {
        label_selector: Some(selector.to_string()),
        ..Default::default()
    };
    let target = Target::new("list", what.to_string(), None);
    let (items, listed) = super::list::all(cluster, path, &lp, &target).await?;
    if listed == super::list::Listed::NotServed {
        return Err(Error::NotFound(format!("{what} not found")));
    }
    Ok(items)
}

/// Jobs and pods of the CRs `names` in namespace `ns`, interpreted. A namespace without the
/// batch API or without Jobs simply yields pods only (v0.15 operators create no Jobs).
pub async fn list_runs(cluster: &Cluster, ns: &str, names: &[&str]) -> Result<Vec<PackageRun>> {
    let mut out = Vec::new();
    for g in [Group::Nodewright, Group::Skyhook] {
        for name in names {
            let sel = format!("{}/name={name}", g.domain());
            let pods = list(
                cluster,
                &super::path_of::<k8s_openapi::api::core::v1::Pod>(Some(ns)),
                &sel,
                &format!("pods (namespace {ns})"),
            )
            .await?;
            out.extend(pods.iter().filter_map(runs::pod_run));
            // Only the renamed operator (v0.18+) runs Jobs, labelled with its own prefix.
            if g == Group::Nodewright {
                let jobs = list(
                    cluster,
                    &super::path_of::<k8s_openapi::api::batch::v1::Job>(Some(ns)),
                    &sel,
                    &format!("jobs.batch (namespace {ns})"),
                )
                .await?;
                out.extend(jobs.iter().filter_map(runs::job_run));
            }
        }
    }
    Ok(out)
}
