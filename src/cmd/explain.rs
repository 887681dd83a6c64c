//! `explain NODE` (alias `why`): everything about one node's gate, with what to do.

use std::fmt::Write as _;

use anstyle::Style;
use clap::Args;

use super::{Ctx, Snapshot};
use crate::cli::OutputFormat;
use crate::cluster::nodes;
use crate::error::{Error, Result};
use crate::model::gate::NodeGate;
use crate::render::explain::{Explanation, text};

/// Arguments of `explain`.
#[derive(Debug, Clone, Args)]
#[command(
    after_help = "Examples:\n  kubectl nodewright explain gpu-node-7\n  kubectl nodewright why gpu-node-7 -o json"
)]
pub struct ExplainArgs {
    /// The node to explain (exact name).
    #[arg(value_name = "NODE")]
    pub node: String,
}

/// Runs `explain`.
pub async fn run(ctx: &Ctx, args: ExplainArgs) -> Result<()> {
    if let Some(names) = super::contexts::scope(&ctx.global)? {
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
    let doc = explanation(&gate, &node, &snap);
    match ctx.printer.format {
        OutputFormat::Json | OutputFormat::Yaml => ctx.printer.object_doc("NodeGate", &doc),
        OutputFormat::Name => ctx
            .printer
            .out(&crate::render::name_lines("node", [gate.name.as_str()])),
        OutputFormat::Table | OutputFormat::Wide => ctx.printer.out(&text(&doc, snap.now)),
    }
}

/// The document of one evaluated node.
fn explanation<'a>(
    gate: &'a NodeGate,
    node: &'a crate::model::NodeView,
    snap: &'a Snapshot,
) -> Explanation<'a> {
    Explanation {
        gate,
        taints: &node.taints,
        annotations: &node.annotations,
        labels: node
            .labels
            .iter()
            .filter(|(k, _)| {
                k.starts_with("skyhook.nvidia.com/") || k.starts_with("nodewright.nvidia.com/")
            })
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect(),
        operator: &snap.config,
    }
}

/// `explain NODE` over several contexts: finds the node's cluster (the node is looked up in
/// every context; the CRs and operator are read only where it exists) and explains it there.
/// Found in several contexts, each is explained; found in none, exit 1 (3 when no context
/// could be read).
async fn run_contexts(ctx: &Ctx, name: &str, names: &[String]) -> Result<()> {
    use super::contexts::{self, InContext};
    let name_owned = name.to_string();
    let outcomes = contexts::run_each(ctx, names, move |c, cluster| {
        let name = name_owned.clone();
        async move {
            let Some(node) = nodes::get(&cluster, &name).await? else {
                return Ok(None);
            };
            let snap = Snapshot::load(&c, &cluster).await?;
            let gate = snap.evaluate(&node);
            Ok(Some((node, snap, gate)))
        }
    })
    .await?;
    let found: Vec<(&str, Explanation<'_>, &Snapshot)> = outcomes
        .iter()
        .filter_map(|o| match &o.result {
            Ok(Some((node, snap, gate))) => {
                Some((o.context.as_str(), explanation(gate, node, snap), snap))
            }
            _ => None,
        })
        .collect();
    let p = &ctx.printer;
    match p.format {
        OutputFormat::Json | OutputFormat::Yaml => {
            if let [(context, doc, _)] = found.as_slice() {
                p.object_doc("NodeGate", &InContext { context, item: doc })?;
            } else if !found.is_empty() {
                let items: Vec<InContext<'_, Explanation<'_>>> = found
                    .iter()
                    .map(|(context, item, _)| InContext { context, item })
                    .collect();
                p.list_doc("NodeGateList", &items)?;
            }
        }
        OutputFormat::Name => {
            // The node's name once, as kubectl prints it (the contexts are in -o json).
            p.out(&crate::render::name_lines(
                "node",
                found.iter().map(|(_, doc, _)| doc.gate.name.as_str()),
            ))?;
        }
        OutputFormat::Table | OutputFormat::Wide => {
            let bold = Style::new().bold();
            let mut s = String::new();
            for (i, (context, doc, snap)) in found.iter().enumerate() {
                if i > 0 {
                    s.push('\n');
                }
                let _ = writeln!(s, "{bold}Context:{bold:#}       {context}");
                s.push_str(&text(doc, snap.now));
            }
            p.out(&s)?;
        }
    }
    let searched = outcomes.iter().filter(|o| o.result.is_ok()).count();
    let done = contexts::finish(ctx, &outcomes, |_| true);
    if found.is_empty() && searched > 0 {
        let failed: Vec<&str> = outcomes
            .iter()
            .filter(|o| o.result.is_err())
            .map(|o| o.context.as_str())
            .collect();
        return Err(Error::NotFound(if failed.is_empty() {
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
    done
}
