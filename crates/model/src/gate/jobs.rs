//! The blockers of package stages run as Jobs and of drains, as each operator release judges
//! them (rules `stages-as-jobs`, `erroring-when-stage-fails`, `interrupt-restart-limit`,
//! `drain-timeout-for-budgets`), and of a stage whose image cannot be pulled (`stage-timeout`).

use super::operator::{drain_blockers_of, has};
use super::verdict::{Blocker, BlockerCode};
use super::{Eval, EvalInputs, chain, cr_ref, push_rule, state_names};
use crate::nodestate::package_name;
use crate::types::{OperatorConfig, PackagePod};
use crate::version::Rule;

/// How the operator retries an erroring package, by version (docs/operator-findings.md, "An erroring package is retried by its Job"): v0.15 restarts the
/// package pod for ever; v0.18+ runs a Job that stops after its backoff limit.
pub(super) fn retry_note(config: &OperatorConfig) -> &'static str {
    match config.version.as_deref() {
        Some(_) if has(config, Rule::StagesAsJobs) => {
            "its Job has stopped retrying (backoffLimit): fix it, then package rerun"
        }
        Some(_) => "the operator restarts its pod for ever: a transient failure clears by itself",
        None => {
            "the operator retries it (for ever before v0.18, then up to its Job's backoffLimit)"
        }
    }
}

/// v0.20 (rule `erroring-when-stage-fails`): the node reads erroring only once the stage fails;
/// a failing attempt shows on the package alone (`package-retrying`, the node may still move).
/// A reboot's restarts are never counted (rule `interrupt-restart-limit`), so a failing reboot
/// holds its node, cordoned and drained, until its stage deadline: a person acts.
pub(super) fn failed_attempt_blocker(
    s: &EvalInputs,
    e: &Eval,
    entry: &crate::nodestate::PackageEntry,
    logs: String,
    blockers: &mut Vec<Blocker>,
) {
    let (cr, n, config) = (e.cr, s.n(), s.config());
    // v0.20: the node reads erroring only once the stage fails; a failing attempt
    // shows on the package alone. A reboot's restarts are never counted, so a
    // failing reboot holds its node (cordoned, drained) until its stage deadline.
    let reboot = entry.stage.as_str() == "interrupt"
        && e.cr.packages.iter().any(|(k, p)| {
            package_name(k, p) == entry.name
                && p.interrupt.as_ref().is_some_and(|i| i.type_ == "reboot")
        });
    if reboot {
        push_rule(
            blockers,
            Rule::InterruptRestartLimit,
            BlockerCode::PackageErroring,
            format!(
                "the reboot interrupt of package {} {} of {} keeps failing on {n} ({} restarts): operator {} never counts a reboot's restarts, so it holds {n} cordoned and in_progress until the stage deadline (stageTimeout, else JOB_STAGE_TIMEOUT, default 1h; for ever with 0), then reads erroring",
                entry.name,
                entry.version,
                cr_ref(cr),
                entry.restarts.unwrap_or(0),
                config.version.as_deref().unwrap_or("?")
            ),
            logs,
        );
    } else {
        push_rule(
            blockers,
            Rule::ErroringWhenStageFails,
            BlockerCode::PackageRetrying,
            format!(
                "package {} {} of {} failed an attempt on {n} at stage {} ({} restarts); its Job retries it (JOB_BACKOFF_LIMIT, default 3) and the node still reads in_progress: it moves on by itself if a retry succeeds, and reads erroring once the stage gives up",
                entry.name,
                entry.version,
                cr_ref(cr),
                entry.stage,
                entry.restarts.unwrap_or(0)
            ),
            logs,
        );
    }
}

/// v0.20 (rule `drain-timeout-for-budgets`): the operator reads the node `erroring` though no
/// package is: its drain before an interrupt ran past `drainConfig.timeout` (a `DrainTimeout`
/// event), and it left the node cordoned. Recovery, as NVIDIA's interrupt-flow.md ("Recovering
/// From a Drain Timeout") gives it: remove what blocks the drain, then reset the node's state.
pub(super) fn drain_timeout_blocker(s: &EvalInputs, e: &Eval, blockers: &mut Vec<Blocker>) {
    let (n, c) = (s.n(), e.cr.name.as_str());
    let started = state_names(e.cr).iter().find_map(|(g, name)| {
        s.node
            .annotations
            .get(&format!("{}/drainStart_{name}", g.domain()))
    });
    let Some(started) = started else {
        return;
    };
    let pods = drain_blockers_of(s, e);
    let names: Vec<String> = pods.iter().map(|p| format!("{}/{}", p.0, p.1)).collect();
    let first = pods
        .iter()
        .map(|(ns, name, _)| format!("kubectl -n {ns} delete pod {name}"))
        .collect::<Vec<_>>();
    let mut remedy = first;
    remedy.push(format!(
        "kubectl nodewright node reset {n} --nodewright {c} --confirm"
    ));
    push_rule(
        blockers,
        Rule::DrainTimeoutForBudgets,
        BlockerCode::DrainBlocked,
        format!(
            "the drain of {n} for {} started at {started} and ran past its drainConfig.timeout (DrainTimeout): the operator marked the node erroring, left it cordoned and evicts nothing more{}; remove what blocks the drain, then reset the node's state (the reset keeps the cordon marker, so the retry lifts the cordon)",
            cr_ref(e.cr),
            if names.is_empty() {
                String::new()
            } else {
                format!(" (last blocked by {})", names.join(", "))
            }
        ),
        chain(&remedy.iter().map(String::as_str).collect::<Vec<_>>()),
    );
}

/// `image-unpullable`: a package pod of `e`'s CR on the node waits for an image the kubelet
/// cannot pull (upstream NVIDIA/nodewright#306). The operator never reads that as a failure:
/// v0.15's `containerExitedSuccessfully` (`pod_controller.go` @ 71ca22b) fails a stage only on
/// `CrashLoopBackOff`, so the stage stays `in_progress` and the gate on for ever; from v0.18 (rule
/// `stage-timeout`, `job_builder.go` @ 8311ca7b `jobFromPod`: the attempt's
/// `activeDeadlineSeconds`) the attempt is killed at its `stageTimeout` and retried up to the
/// Job's backoff limit before the node reads `erroring`. A wrong reference or a missing pull
/// secret does not heal by itself either way.
pub(super) fn image_pull_blockers(s: &EvalInputs, e: &Eval, blockers: &mut Vec<Blocker>) {
    let (cr, n) = (e.cr, s.n());
    let ours = |p: &&PackagePod| {
        p.node == n && (p.cr == cr.name || cr.mirrored_from.as_deref() == Some(p.cr.as_str()))
    };
    for pod in s.ctx.unpulled.iter().filter(ours) {
        let Some(pull) = &pod.image_pull else {
            continue;
        };
        // Only a package the CR still declares, at that version: a pod of an older spec is the
        // operator's to delete.
        let Some((name, spec)) = cr.packages.iter().find_map(|(k, p)| {
            let name = package_name(k, p);
            (pod.package == format!("{name}-{}", p.version)).then_some((name, p))
        }) else {
            continue;
        };
        let config = s.config();
        let image = if pull.image.is_empty() {
            format!("{}:{}", spec.image, spec.version)
        } else {
            pull.image.clone()
        };
        let why = if pull.message.is_empty() {
            pull.reason.clone()
        } else {
            format!("{}: {}", pull.reason, pull.message)
        };
        let version = config.version.as_deref().unwrap_or("of unknown version");
        let (note, rule) = if has(config, Rule::StagesAsJobs) {
            (
                format!(
                    "operator {version} kills the attempt at its stageTimeout (else JOB_STAGE_TIMEOUT, default 1h; never with 0) and retries it up to JOB_BACKOFF_LIMIT (default 3) times before the node reads erroring"
                ),
                Some(Rule::StageTimeout),
            )
        } else {
            (
                format!(
                    "operator {version} fails a stage only on CrashLoopBackOff, so it waits for this pod for ever with the stage in_progress and the gate on (NVIDIA/nodewright#306)"
                ),
                None,
            )
        };
        let b = Blocker {
            code: BlockerCode::ImageUnpullable,
            message: format!(
                "package {name} {} of {} cannot start on {n}: its pod {}/{} (stage {}) waits for image {image} ({why}); {note}. A wrong image or tag, or a missing pull secret, does not heal by itself: fix the package's image in the CR (or the operator's IMAGE_PULL_SECRET), then delete the pod so the stage starts again",
                spec.version,
                cr_ref(cr),
                pod.namespace,
                pod.pod,
                pod.stage,
            ),
            remedy: format!("kubectl -n {} describe pod {}", pod.namespace, pod.pod),
            root: None,
            rule,
        };
        if !blockers.contains(&b) {
            blockers.push(b);
        }
    }
}
