//! `pause|resume|disable|enable NAME` and `deployment-policy reset NAME`: one guarded JSON Patch
//! on the custom resource (annotations, tested against the resourceVersion as read) or on its
//! status subresource (only the batch fields, each tested as read).

use crate::app::guarded_write as flow;
use crate::app::{Ctx, Snapshot};
use crate::cli::lifecycle::LifecycleArgs;
use crate::error::{Error, Result};
use crate::model::keys::KeyKind;
use crate::model::{Group, plan};

/// Which lifecycle verb.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verb {
    Pause,
    Resume,
    Disable,
    Enable,
}

/// `pause|resume|disable|enable`.
pub async fn run(ctx: &Ctx, verb: Verb, a: LifecycleArgs) -> Result<()> {
    let cluster = ctx.cluster().await?;
    let snap = Snapshot::load_for_write(ctx, &cluster).await?;
    let cr = crate::cluster::crs::find(&snap.crs, &a.name)?;
    let group = cr.group.unwrap_or(Group::Nodewright);
    let kind = match verb {
        Verb::Pause | Verb::Resume => KeyKind::Pause,
        Verb::Disable | Verb::Enable => KeyKind::Disable,
    };
    // Operators before v0.8.0 read spec.pause and know no disable annotation.
    let rule = crate::model::version::Rule::PauseAnnotations;
    if let Some(v) = cr
        .operator_version
        .as_deref()
        .or(snap.config.version.as_deref())
        .filter(|v| rule.holds(Some(v)) == Some(false))
    {
        return Err(Error::usage(format!(
            "the operator ({v}) predates the pause/disable annotations ({}): use `kubectl edit` and spec.pause",
            rule.facts().since
        )));
    }
    let own = crate::model::keys::key(group, &kind);
    let other_group = if group == Group::Nodewright {
        Group::Skyhook
    } else {
        Group::Nodewright
    };
    let other = crate::model::keys::key(other_group, &kind);
    let (what, edits): (&str, Vec<(&str, Option<&str>)>) = match verb {
        Verb::Pause => ("pause", vec![(own.as_str(), Some("true"))]),
        Verb::Disable => ("disable", vec![(own.as_str(), Some("true"))]),
        // Either prefix pauses (CrView reads both): remove both.
        Verb::Resume => ("resume", vec![(own.as_str(), None), (other.as_str(), None)]),
        Verb::Enable => ("enable", vec![(own.as_str(), None), (other.as_str(), None)]),
    };
    let r = flow::run_cr_write(ctx, &cluster, &a.write, group, &cr.name, false, what, |v| {
        plan::cr_annotation_ops(v, &edits)
    })
    .await?;
    let done = match verb {
        Verb::Pause => "paused",
        Verb::Resume => "resumed",
        Verb::Disable => "disabled",
        Verb::Enable => "enabled",
    };
    flow::finish(ctx, &[r], &[], done)
}

/// `deployment-policy reset NAME`.
pub async fn batch_reset(ctx: &Ctx, a: LifecycleArgs) -> Result<()> {
    let cluster = ctx.cluster().await?;
    let snap = Snapshot::load_for_write(ctx, &cluster).await?;
    let cr = crate::cluster::crs::find(&snap.crs, &a.name)?;
    let group = cr.group.unwrap_or(Group::Nodewright);
    let r = flow::run_cr_write(
        ctx,
        &cluster,
        &a.write,
        group,
        &cr.name,
        true,
        "reset the batch state of",
        |v| plan::batch_reset_ops(v, false),
    )
    .await?;
    flow::finish(ctx, &[r], &[], "reset")
}
