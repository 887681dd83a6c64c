//! Reading DeploymentPolicies of both API groups (cluster-scoped, like the CRs).

use kube::Resource;
use kube::api::{ApiResource, DynamicObject, GroupVersionKind};

use super::{Cluster, Target};
use nodewright_error::{Error, Result};
use nodewright_model::Group;
use nodewright_model::policy::{PolicyView, policy_from_object};

/// What was found: the policies of every served group, and those that could not be read.
#[derive(Debug, Clone, Default)]
pub struct Policies {
    pub items: Vec<PolicyView>,
    /// (group kind, name, why) of objects that did not parse.
    pub malformed: Vec<(Group, String, String)>,
    /// A group whose policies could not be listed (RBAC), with the reason.
    pub unreadable: Vec<(Group, String)>,
}

impl Policies {
    /// The policy a CR of `group` names: the same group first (the operator reads its own),
    /// then the other (a mirrored CR names a policy the migration copied).
    pub fn find(&self, name: &str, group: Group) -> Option<&PolicyView> {
        nodewright_model::policy::find(&self.items, name, group)
    }
}

/// The RBAC resource, for messages.
pub fn resource(group: Group) -> String {
    format!("deploymentpolicies.{}", group.domain())
}

/// The DeploymentPolicies of `group` as a dynamic resource (v1alpha1 in both groups).
pub fn api_resource(group: Group) -> ApiResource {
    ApiResource::from_gvk_with_plural(
        &GroupVersionKind::gvk(group.domain(), "v1alpha1", "DeploymentPolicy"),
        "deploymentpolicies",
    )
}

/// Lists the DeploymentPolicies of both groups. A group that is not served contributes nothing;
/// one the user may not list is recorded in `unreadable` (rollout still works from CR status).
pub async fn list(cluster: &Cluster) -> Result<Policies> {
    let mut out = Policies::default();
    for group in [Group::Nodewright, Group::Skyhook] {
        let target = Target::new("list", resource(group), None);
        let path = DynamicObject::url_path(&api_resource(group), None);
        let items: Vec<serde_json::Value> =
            match super::list::all(cluster, &path, &Default::default(), &target).await {
                Ok((items, _)) => items,
                Err(e @ Error::Forbidden { .. }) => {
                    out.unreadable.push((group, e.to_string()));
                    continue;
                }
                Err(e) => return Err(e),
            };
        for obj in &items {
            match policy_from_object(obj, group) {
                Ok(p) => out.items.push(p),
                Err(why) => out.malformed.push((
                    group,
                    obj.pointer("/metadata/name")
                        .and_then(|n| n.as_str())
                        .unwrap_or("?")
                        .to_string(),
                    why,
                )),
            }
        }
    }
    Ok(out)
}
