//! `explain NODE` (alias `why`): everything about one node's gate, with what to do.

use jiff::Timestamp;

use crate::app::explanation::{explanation, recent_events};
use crate::app::{Ctx, Snapshot, contexts};
use crate::cli::explain::ExplainArgs;
use crate::cluster::{Cluster, nodes};
use crate::error::{Error, Result};
use crate::model::NodeView;
use crate::model::events::RecentEvents;
use crate::model::gate::NodeGate;
use crate::render;
use crate::render::explain::Explanation;

/// Runs `explain`.
pub async fn run(ctx: &Ctx, args: ExplainArgs) -> Result<()> {
    if let Some(names) = contexts::scope(&ctx.global)? {
        return run_contexts(ctx, &args, &names).await;
    }
    let cluster = ctx.cluster().await?;
    let (snap, node) = futures::join!(
        Snapshot::load_for_write(ctx, &cluster),
        nodes::get(&cluster, &args.node)
    );
    let mut snap = snap?;
    let node = node?.ok_or_else(|| Error::NotFound(format!("node {:?} not found", args.node)))?;
    read_facts(&mut snap, &cluster, &node).await?;
    let gate = snap.evaluate(&node);
    let events = if args.events {
        Some(recent_events(&cluster, &gate).await?)
    } else {
        None
    };
    let mut doc = explanation(&gate, &node, &snap, ctx.global.removal_version.get());
    doc.detail = args.detail || ctx.global.verbosity > 0;
    doc.events = events.as_ref();
    render::explain::one(&ctx.printer, &doc, snap.now)
}

/// The waits across nodes, and the readiness rules only when the node carries a taint of the
/// Node Readiness Controller (`explain` of any other node lists no rules).
async fn read_facts(snap: &mut Snapshot, cluster: &Cluster, node: &NodeView) -> Result<()> {
    snap.readiness_wanted = node
        .taints
        .iter()
        .any(|t| t.key.starts_with(crate::model::readiness::TAINT_PREFIX));
    snap.read_waits(cluster).await
}

/// What one context knows of the node: nothing, or the node, the facts, its gate result and its
/// recent events (`None`: `--events=false`).
type Found = Option<(NodeView, Snapshot, NodeGate, Option<RecentEvents>)>;

/// `explain NODE` over several contexts: finds the node's cluster (the node is looked up in
/// every context; the CRs and operator are read only where it exists) and explains it there.
/// Found in several contexts, each is explained; found in none, exit 1 (3 when no context
/// could be read).
async fn run_contexts(ctx: &Ctx, args: &ExplainArgs, names: &[String]) -> Result<()> {
    let name = args.node.as_str();
    let name_owned = name.to_string();
    let with_events = args.events;
    let read = move |c: Ctx, cluster: Cluster| {
        let name = name_owned.clone();
        async move {
            let Some(node) = nodes::get(&cluster, &name).await? else {
                return Ok(None);
            };
            let mut snap = Snapshot::load_for_write(&c, &cluster).await?;
            read_facts(&mut snap, &cluster, &node).await?;
            let gate = snap.evaluate(&node);
            let events = if with_events {
                Some(recent_events(&cluster, &gate).await?)
            } else {
                None
            };
            Ok(Some((node, snap, gate, events)))
        }
    };
    let mut not_found = None;
    let print = |outcomes: &[contexts::Outcome<Found>]| {
        let found: Vec<(&str, Explanation<'_>, Timestamp)> = outcomes
            .iter()
            .filter_map(|o| match &o.result {
                Ok(Some((node, snap, gate, events))) => Some((
                    o.context.as_str(),
                    Explanation {
                        events: events.as_ref(),
                        ..explanation(gate, node, snap, ctx.global.removal_version.get())
                    },
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
