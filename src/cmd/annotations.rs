//! `annotations NODE...`: every NodeWright/Skyhook key on the nodes, what it means, which CR owns
//! it, and whether it keeps the node from being "new" for auto-taint.

use crate::app::{Ctx, Snapshot, fail_if_missing, for_each_target, report_missing};
use crate::cli::annotations::AnnotationsArgs;
use crate::error::Result;
use crate::model::NodeView;
use crate::model::keys::{self, KeyKind, OperatorKey};
use crate::render::annotations::KeyRow;

/// What a key means, in one line.
pub fn meaning(k: &KeyKind) -> String {
    match k {
        KeyKind::NodeState(_) => "package state of the CR on this node (JSON)".into(),
        KeyKind::Status(_) => "the operator's verdict for this node".into(),
        KeyKind::Version(_) => "operator version that last wrote this node for the CR".into(),
        KeyKind::Cordon(_) => "the CR cordoned the node for an interrupt".into(),
        KeyKind::DrainStart(_) => "when the CR started draining the node".into(),
        KeyKind::AutoTaint(t) => {
            format!("auto-taint marker: the operator tainted this node with {t}")
        }
        KeyKind::RuntimeRequiredCordon => "cordon held while runtime-required packages run".into(),
        KeyKind::Ignore => "the operator skips this node (status blocked)".into(),
        KeyKind::Pause
        | KeyKind::Disable
        | KeyKind::CrVersion
        | KeyKind::MirroredFrom
        | KeyKind::LegacyMigratedAt => "a CR-level key, unexpected on a node".into(),
        KeyKind::Other(_) => "not the operator's (e.g. a user label): never touched".into(),
    }
}

/// The rows for one node.
pub fn rows(node: &NodeView, snap: &Snapshot) -> Vec<KeyRow> {
    let op_group = keys::operator_group(&snap.config);
    let old_keys = keys::keys_keeping_node_old(&node.annotations, op_group);
    let exists = |cr: &str| {
        snap.logical
            .iter()
            .any(|c| c.name == cr || c.mirrored_from.as_deref() == Some(cr))
            || snap.crs.legacy.items.iter().any(|c| c.name == cr)
    };
    let mut out = Vec::new();
    let sources = node
        .annotations
        .iter()
        .map(|(k, v)| ("annotation", k, v))
        .chain(node.labels.iter().map(|(k, v)| ("label", k, v)));
    for (place, k, v) in sources {
        let Some(OperatorKey { group, kind }) = keys::parse_key(k) else {
            continue;
        };
        let owner = kind.cr_name().map(str::to_string);
        out.push(KeyRow {
            node: node.name.clone(),
            key: k.clone(),
            r#where: place,
            value: v.clone(),
            group,
            meaning: meaning(&kind),
            owner_exists: owner.as_deref().map(exists),
            owner,
            operator_owned: kind.is_operator_owned() || matches!(kind, KeyKind::Ignore),
            keeps_node_old: place == "annotation" && old_keys.contains(&k.as_str()),
        });
    }
    out
}

/// Runs `annotations`.
pub async fn run(ctx: &Ctx, args: AnnotationsArgs) -> Result<()> {
    // No node and no selector: every node, as the help says (and `status` does).
    let cluster = ctx.cluster().await?;
    let snap = Snapshot::load(ctx, &cluster).await?;
    let mut all = Vec::new();
    let missing = for_each_target(&cluster, &args.targets, |n| {
        all.extend(rows(&n, &snap));
        Ok(())
    })
    .await?;
    report_missing(ctx, &missing);
    if all.is_empty() && !missing.is_empty() {
        return fail_if_missing(&missing);
    }
    all.sort_by(|a, b| (a.node.as_str(), a.key.as_str()).cmp(&(b.node.as_str(), b.key.as_str())));
    crate::render::annotations::list(&ctx.printer, &all)?;
    fail_if_missing(&missing)?;
    Ok(())
}
