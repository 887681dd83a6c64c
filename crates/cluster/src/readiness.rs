//! Reading the Node Readiness Controller's `NodeReadinessRule`s (cluster-scoped, optional): a
//! cluster without the CRD, or a user who may not list the rules, reads none, silently, as
//! DeploymentPolicies and budgets are read.

use super::{Cluster, Target};
use nodewright_error::{Error, Result};
use nodewright_model::readiness::{GROUP, PLURAL, ReadinessRule, VERSION, rule_from_object};

/// The RBAC resource, for messages.
pub fn resource() -> String {
    format!("{PLURAL}.{GROUP}")
}

/// Lists every rule (one paged list). Not served or forbidden: none. A rule that does not
/// parse is left out (the controller's own validation refuses such rules).
pub async fn list(cluster: &Cluster) -> Result<Vec<ReadinessRule>> {
    let target = Target::new("list", resource(), None);
    let path = format!("/apis/{GROUP}/{VERSION}/{PLURAL}");
    let mut rules = Vec::new();
    let walked = super::list::walk(
        cluster,
        &path,
        &Default::default(),
        &target,
        |items: Vec<serde_json::Value>| {
            rules.extend(items.iter().filter_map(|o| rule_from_object(o).ok()));
            Ok(())
        },
    )
    .await;
    match walked {
        Ok(_) => Ok(rules),
        Err(Error::Forbidden { .. }) => Ok(Vec::new()),
        Err(e) => Err(e),
    }
}
