//! Reading a node's recent core/v1 Events and those of the NodeWrights selecting it: one
//! field-selected list each, across namespaces (the events of a cluster-scoped object are in
//! `default`). Events that may not be listed are said so, not an error.

use kube::api::ListParams;

use super::{Cluster, Target};
use nodewright_error::{Error, Result};
use nodewright_model::events::{EventView, cr_event_about, event_from_object};

const PATH: &str = "/api/v1/events";

/// One field-selected list of events, each page folded into `keep` as it is read.
async fn list(
    cluster: &Cluster,
    selector: &str,
    mut keep: impl FnMut(EventView) -> bool,
) -> Result<Vec<EventView>> {
    let target = Target::new("list", "events", None);
    let params = ListParams::default().fields(selector).limit(500);
    let mut out = Vec::new();
    super::list::walk(
        cluster,
        PATH,
        &params,
        &target,
        |items: Vec<serde_json::Value>| {
            out.extend(
                items
                    .iter()
                    .map(event_from_object)
                    .filter(|e| keep(e.clone())),
            );
            Ok(())
        },
    )
    .await?;
    Ok(out)
}

/// The node's events, and those of the NodeWrights (kind, name) selecting it that are about it
/// (they name the node, or warn). Two lists at once (one when no NodeWright selects the node);
/// `Err(why)` when events may not be listed.
pub async fn for_node(
    cluster: &Cluster,
    node: &str,
    crs: &[(&str, &str)],
) -> Result<std::result::Result<Vec<EventView>, String>> {
    let on_node = format!("involvedObject.kind=Node,involvedObject.name={node}");
    // A cluster-scoped object's events name no namespace: the CRs', not the pods'.
    let on_crs = "involvedObject.kind!=Node,involvedObject.namespace=";
    let ours = |e: &EventView| {
        crs.iter()
            .any(|(kind, name)| e.object == format!("{kind}/{name}"))
    };
    let crs_events = async {
        if crs.is_empty() {
            // No NodeWright selects the node: no list of their events.
            Ok(Vec::new())
        } else {
            list(cluster, on_crs, |e| ours(&e) && cr_event_about(&e, node)).await
        }
    };
    let (n, c) = futures::join!(list(cluster, &on_node, |_| true), crs_events);
    match (n, c) {
        (Ok(mut n), Ok(c)) => {
            n.extend(c);
            Ok(Ok(n))
        }
        (Err(e @ Error::Forbidden { .. }), _) | (_, Err(e @ Error::Forbidden { .. })) => {
            Ok(Err(e.to_string()))
        }
        (Err(e), _) | (_, Err(e)) => Err(e),
    }
}
