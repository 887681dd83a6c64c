//! `explain NODE` (alias `why`): everything about one node's gate, with what to do.

use jiff::Timestamp;

use crate::app::explanation::explanation;
use crate::app::{Ctx, Snapshot, contexts};
use crate::cli::explain::ExplainArgs;
use crate::cluster::{Cluster, nodes};
use crate::error::{Error, Result};
use crate::model::NodeView;
use crate::model::gate::NodeGate;
use crate::render;
use crate::render::explain::Explanation;

/// Runs `explain`.
pub async fn run(ctx: &Ctx, args: ExplainArgs) -> Result<()> {
    if let Some(names) = contexts::scope(&ctx.global)? {
        return run_contexts(ctx, &args.node, &names).await;
    }
    let cluster = ctx.cluster().await?;
    let (snap, node) = futures::join!(
        Snapshot::load(ctx, &cluster),
        nodes::get(&cluster, &args.node)
    );
    let snap = snap?;
    let node = node?.ok_or_else(|| Error::NotFound(format!("node {:?} not found", args.node)))?;
    let gate = snap.evaluate(&node);
    let mut doc = explanation(&gate, &node, &snap, ctx.global.removal_version.get());
    doc.detail = args.detail || ctx.global.verbosity > 0;
    render::explain::one(&ctx.printer, &doc, snap.now)
}

/// What one context knows of the node: nothing, or the node, the facts and its gate result.
type Found = Option<(NodeView, Snapshot, NodeGate)>;

/// `explain NODE` over several contexts: finds the node's cluster (the node is looked up in
/// every context; the CRs and operator are read only where it exists) and explains it there.
/// Found in several contexts, each is explained; found in none, exit 1 (3 when no context
/// could be read).
async fn run_contexts(ctx: &Ctx, name: &str, names: &[String]) -> Result<()> {
    let name_owned = name.to_string();
    let read = move |c: Ctx, cluster: Cluster| {
        let name = name_owned.clone();
        async move {
            let Some(node) = nodes::get(&cluster, &name).await? else {
                return Ok(None);
            };
            let snap = Snapshot::load(&c, &cluster).await?;
            let gate = snap.evaluate(&node);
            Ok(Some((node, snap, gate)))
        }
    };
    let mut not_found = None;
    let print = |outcomes: &[contexts::Outcome<Found>]| {
        let found: Vec<(&str, Explanation<'_>, Timestamp)> = outcomes
            .iter()
            .filter_map(|o| match &o.result {
                Ok(Some((node, snap, gate))) => Some((
                    o.context.as_str(),
                    explanation(gate, node, snap, ctx.global.removal_version.get()),
                    snap.now,
                )),
                _ => None,
            })
            .collect();
        let searched = outcomes.iter().filter(|o| o.result.is_ok()).count();
        if found.is_empty() && searched > 0 {
            let failed: Vec<&str> = outcomes
                .iter()
                .filter(|o| o.result.is_err())
                .map(|o| o.context.as_str())
                .collect();
            not_found = Some(Error::NotFound(if failed.is_empty() {
                format!(
                    "node {name:?} not found in any of the {} contexts",
                    outcomes.len()
                )
            } else {
                format!(
                    "node {name:?} not found in the {searched} contexts read ({} could not be read)",
                    failed.join(", ")
                )
            }));
        }
        render::explain::contexts(&ctx.printer, &found)
    };
    let done = contexts::run(ctx, names, read, print, |_| true).await;
    match not_found {
        Some(e) => Err(e),
        None => done,
    }
}
