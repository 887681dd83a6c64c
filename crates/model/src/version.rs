//! The operator's releases and every rule that depends on them (docs/operator-releases.md): which release a
//! version string names ([`Release`]), and the one table of behaviours that came with a release
//! ([`Rule`], [`Rule::facts`]), each with its first release and where that is written down: the
//! operator's own release notes (`operator/RELEASE_NOTES.md` in `NVIDIA/nodewright`, heading
//! and section) and the source of that era (file and function).
//!
//! Every question of the form "is the operator v0.18 or later?" goes through [`Rule::holds`] (or
//! [`era`] for the legacy taint's window), so the answer is the same wherever it is asked and a
//! new rule is one entry here. A version is read as its release core, `MAJOR.MINOR[.PATCH]` (a
//! missing patch is 0): a pre-release or build suffix (`v0.18.0-rc.1`, `v0.18.0+abc`) is
//! ignored, because a release candidate is cut from its release's code line and already carries
//! what that release brings (the rename's shim in `v0.18.0-rc.1`, the shim's removal in the
//! removal release's candidates). Anything else (`latest`, a digest, `main`, empty) is unknown:
//! `None`, never "older" or "newer".

use std::cmp::Ordering;

use serde::{Deserialize, Serialize};

/// The first release of the renamed operator (it ships the shim that mirrors and copies).
pub const FIRST_RENAMED_RELEASE: &str = Rule::Rename.facts().since;

/// The release that stops recognising the legacy `skyhook.nvidia.com` taint, unless
/// `--removal-version` says otherwise: v0.21.0 (v0.20.0's release notes, "Deprecations", moved
/// it from v0.20.0, which the v0.18.0 notes had announced).
pub const DEFAULT_REMOVAL_RELEASE: &str = Rule::LegacyRemoved.facts().since;

/// The newest operator release whose rules the plugin knows (released, not planned).
pub const NEWEST_KNOWN_RELEASE: &str = "v0.20.0";

const NOTES: &str = "operator/RELEASE_NOTES.md";
const V016: &str = "operator/v0.16.0 - 2026-05-19 — Explicit Uninstall";
const V017: &str = "operator/v0.17.0 - 2026-06-12";
const V018: &str = "operator/v0.18.0 - 2026-08-17";
const V019: &str = "operator/v0.19.0 - 2026-08-31";
const V020: &str = "operator/v0.20.0 - 2026-10-06";

/// A behaviour of the operator that came with a release: the one table of version rules.
/// Serialized names (`drain-blocked-recorded`) appear in JSON as a blocker's `rule`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[derive(strum::IntoStaticStr, strum::VariantArray)]
#[strum(serialize_all = "kebab-case")]
pub enum Rule {
    /// `P/pause` and `P/disable` annotations replace `spec.pause`.
    PauseAnnotations,
    /// Explicit uninstall (`uninstall.enabled`/`apply`, stage `uninstall-interrupt`).
    ExplicitUninstall,
    /// Deleting a CR waits for the uninstall of every `uninstall.enabled` package.
    DeletionWaitsForUninstall,
    /// `REAPPLY_ON_REBOOT`'s reset is written by patch and the boot ID advances only after it.
    RebootResetPersisted,
    /// A reboot of a node of a `runtimeRequired` + `autoTaintNewNodes` CR re-applies the taint.
    RebootRetaint,
    /// The rename: `nodewright.nvidia.com` group, prefix and default taint; the legacy taint
    /// recognised beside the configured one (the migration window opens).
    Rename,
    /// `legacyMigrationHold`: no NodeWright reconciles while a legacy Skyhook rolls out.
    MigrationHold,
    /// Package stages run as Jobs with `backoffLimit` `JOB_BACKOFF_LIMIT` (3): a failing stage
    /// gives up (node `erroring`) and is left alone until a rerun, reset or spec change.
    StagesAsJobs,
    /// Per-package `stageTimeout` (default `JOB_STAGE_TIMEOUT`, 1h): a hung attempt (an
    /// unpullable image) is killed and retried.
    StageTimeout,
    /// `image` with an inline tag or digest fails `Validate()`.
    InlineImageRejected,
    /// `JOB_TTL_SUCCEEDED` / `JOB_TTL_FAILED` below one minute: the operator refuses to start.
    JobTtlMinimum,
    /// `spec.drainConfig` (eviction, force, emptyDir, timeout, grace period).
    DrainConfig,
    /// Terminating pods block a drain; `drainConfig.timeout` has no default.
    TerminatingPodsBlockDrain,
    /// `spec.runtimeRequiredCordonAfter` and the `runtimeRequiredCordon` annotation.
    RuntimeRequiredCordon,
    /// A runtime-required taint key with a `/` or over 53 characters: the operator refuses to
    /// start.
    TaintKeyRefused,
    /// The operator never uncordons a node that something else cordoned.
    ForeignCordonKept,
    /// A node is `erroring` only when a stage fails (its Job out of retries or timed out); a
    /// failed attempt shows on the package while the node reads `in_progress`.
    ErroringWhenStageFails,
    /// A drain refused by a PodDisruptionBudget is a wait state retried every 30 s, recorded as
    /// `drainBlocked_<CR>` on the node and a `DrainBlocked` condition on the CR.
    DrainBlockedRecorded,
    /// `drainConfig.timeout` fires for budget-blocked drains: `DrainTimeout`, node and CR
    /// `erroring`, the node left cordoned.
    DrainTimeoutForBudgets,
    /// A failing non-reboot interrupt ends after `jobBackoffLimit` restarts (node `erroring`);
    /// a failing reboot holds its node `in_progress` until `stageTimeout`.
    InterruptRestartLimit,
    /// `podNonInterruptLabels` pods holding a drain raise `Blocked` / `NonInterruptPodsRunning`.
    NonInterruptPodsCondition,
    /// A negative `drainConfig.timeout` or `gracePeriod` fails `Validate()`.
    DrainConfigValidated,
    /// `serial: true` applies one package per node per pass (not per CR).
    SerialPerNode,
    /// The legacy group, the legacy taint key and the `skyhook_*` metrics are removed
    /// (planned; `--removal-version`).
    LegacyRemoved,
}

/// What the table says of one rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Facts {
    /// The first release it holds in (its release candidates too).
    pub since: &'static str,
    /// What the operator does from that release on, in one line.
    pub what: &'static str,
    /// Where the release notes say so: file, release heading, section.
    pub note: (&'static str, &'static str, &'static str),
    /// The source of that era that does it: file and function.
    pub source: &'static str,
    /// Announced, not released yet.
    pub planned: bool,
}

/// The table, one entry per rule in [`Rule::ALL`]'s order (a unit test keeps the two aligned).
const TABLE: [(Rule, Facts); Rule::ALL.len()] = [
    (
        Rule::PauseAnnotations,
        f(
            "v0.8.0",
            "pause and disable are the P/pause and P/disable annotations; spec.pause is no longer read",
            (
                "docs/cli.md",
                "Breaking Change: Pause/Disable Mechanism",
                "Starting with v0.8.0, the operator uses annotations",
            ),
            "operator/api/v1alpha1/skyhook_types.go: IsPaused, IsDisabled (not re-read)",
        ),
    ),
    (
        Rule::ExplicitUninstall,
        f(
            "v0.16.0",
            "a package with uninstall.enabled and uninstall.apply is uninstalled on every node (stages uninstall, uninstall-interrupt); removing a package from the spec no longer uninstalls it",
            (NOTES, V016, "New behavior"),
            "skyhook_controller.go @ 90d9979d: HandleUninstallRequests; docs/user-guide/uninstall.md @ 1b950d89",
        ),
    ),
    (
        Rule::DeletionWaitsForUninstall,
        f(
            "v0.16.0",
            "deleting a CR blocks on the uninstall of every uninstall.enabled package (UninstallInProgress, UninstallFailed conditions) before the finalizer clears",
            (
                NOTES,
                V016,
                "New behavior: Finalizer-driven cleanup on CR delete",
            ),
            "skyhook_controller.go @ 90d9979d: HandleFinalizer (no uninstall.enabled package: finishes on the first pass, the gate taint stays)",
        ),
    ),
    (
        Rule::RebootResetPersisted,
        f(
            "v0.17.0",
            "with REAPPLY_ON_REBOOT the reset is written by patch and the boot ID advances only after it (a failed reset leaves the reboot pending)",
            (
                NOTES,
                V017,
                "Bug Fixes: Reapply-on-reboot dropped on busy nodes",
            ),
            "skyhook_controller.go @ cd8cd1f4: TrackReboots",
        ),
    ),
    (
        Rule::RebootRetaint,
        f(
            "v0.17.0",
            "with REAPPLY_ON_REBOOT a rebooted node of a runtimeRequired + autoTaintNewNodes CR with no recognised taint gets the configured taint back with its state reset (v0.20: the taint first, alone)",
            (
                "operator/CHANGELOG.md",
                "[operator/v0.17.0] - 2026-06-12",
                "New Features: Re-apply runtime-required taint on reboot when autoTaintNewNodes=true (#273, closes #180)",
            ),
            "skyhook_controller.go @ cd8cd1f4 and @ 90d9979d: TrackReboots",
        ),
    ),
    (
        Rule::Rename,
        f(
            "v0.18.0",
            "the NodeWright CRD and nodewright.nvidia.com prefix; default taint nodewright.nvidia.com=runtime-required:NoSchedule; the legacy skyhook.nvidia.com taint is tolerated, removed and counts as gated",
            (
                NOTES,
                V018,
                "Breaking Changes: The default runtime-required taint key moves",
            ),
            "skyhook_controller.go @ 90d9979d: GetRuntimeRequiredTaints, HandleRuntimeRequired",
        ),
    ),
    (
        Rule::MigrationHold,
        f(
            "v0.18.0",
            "legacyMigrationHold: while any legacy Skyhook is not complete, paused or disabled, no NodeWright reconciles",
            (
                NOTES,
                V018,
                "Upgrade notes: Upgrade with no package work in flight",
            ),
            "operator/internal/controller/migration_hold.go @ 4a8030c1 (stored as NVIDIA/skyhook): legacyMigrationHold, inFlightLegacySkyhooks",
        ),
    ),
    (
        Rule::StagesAsJobs,
        f(
            "v0.18.0",
            "package stages run as batch/v1 Jobs with backoffLimit JOB_BACKOFF_LIMIT (3): a failing stage gives up after four runs (about 70 s), reads erroring and is left alone until a package rerun, a reset or a spec change",
            (
                NOTES,
                V018,
                "Changed: A failing stage now gives up after a bounded number of retries",
            ),
            "job_builder.go @ 8311ca7b (BackoffLimit = JOB_BACKOFF_LIMIT); job_controller.go @ 05e01958: recordJobErroring",
        ),
    ),
    (
        Rule::StageTimeout,
        f(
            "v0.18.0",
            "per-package stageTimeout (default JOB_STAGE_TIMEOUT, 1h): a hung attempt (stuck script, unpullable image) is killed and retried; \"0\" removes the bound",
            (NOTES, V018, "New Features: New per-package stageTimeout"),
            "job_builder.go @ 8311ca7b: effectiveStageTimeout; pod_controller.go @ 16157aa6: podDeadlineExceeded",
        ),
    ),
    (
        Rule::InlineImageRejected,
        f(
            "v0.18.0",
            "a package image with an inline tag or digest fails Validate()",
            (
                NOTES,
                V018,
                "Bug Fixes: Package image must be a bare registry/repository reference",
            ),
            "NodeWright.Validate(), called every pass by skyhook_controller.go @ 90d9979d: HandleMigrations (the validator itself not re-read)",
        ),
    ),
    (
        Rule::JobTtlMinimum,
        f(
            "v0.18.0",
            "JOB_TTL_SUCCEEDED and JOB_TTL_FAILED have a minimum of one minute: below it the operator refuses to start",
            (
                NOTES,
                V018,
                "Changed: Finished Jobs are retained and then cleaned up on a timer",
            ),
            "skyhook_controller.go @ 90d9979d: SkyhookOperatorOptions.Validate (\"job ttl succeeded must be at least 1 minute\")",
        ),
    ),
    (
        Rule::DrainConfig,
        f(
            "v0.18.0",
            "spec.drainConfig tunes interrupt drains (eviction, force, emptyDir, unmanaged pods, timeout, grace period)",
            (NOTES, V018, "New Features: Add spec.drainConfig"),
            "operator/internal/drain/drain.go @ 1211486a: DefaultOptions, TimedOut",
        ),
    ),
    (
        Rule::TerminatingPodsBlockDrain,
        f(
            "v0.19.0",
            "a drain completes only when the evicted pods have terminated: a pod that never finishes terminating holds the node in_progress (drainConfig.timeout has no default)",
            (
                NOTES,
                V019,
                "Bug Fixes: Drain now completes when the evicted pods have terminated",
            ),
            "operator/internal/drain/drain.go @ 1211486a: DecidePod (ReasonTerminating)",
        ),
    ),
    (
        Rule::RuntimeRequiredCordon,
        f(
            "v0.19.0",
            "spec.runtimeRequiredCordonAfter cordons the node in the patch that removes the taint, marked nodewright.nvidia.com/runtimeRequiredCordon; an external uncordon makes the operator drop the annotation",
            (
                NOTES,
                V019,
                "New Features: New spec.runtimeRequiredCordonAfter",
            ),
            "skyhook_controller.go @ cd8cd1f4: HandleRuntimeRequired, removeRuntimeRequiredTaints",
        ),
    ),
    (
        Rule::TaintKeyRefused,
        f(
            "v0.20.0",
            "the operator refuses to start when the runtime-required taint key has a DNS prefix (/) or is longer than 53 characters",
            (NOTES, V020, "Breaking Changes"),
            "skyhook_controller.go @ 90d9979d: SkyhookOperatorOptions.Validate (IsQualifiedName of autoTaint_<key>)",
        ),
    ),
    (
        Rule::ForeignCordonKept,
        f(
            "v0.20.0",
            "a node already cordoned by something else (no cordon_* or runtimeRequiredCordon) is drained and interrupted under that cordon and left cordoned",
            (
                NOTES,
                V020,
                "Behavior Changes: The operator no longer uncordons a node that something else cordoned",
            ),
            "docs/architecture/interrupt-flow.md @ 1b950d89: Cordons NodeWright Did Not Create (the v0.20 wrapper/node.go Cordon is not in the index)",
        ),
    ),
    (
        Rule::ErroringWhenStageFails,
        f(
            "v0.20.0",
            "a node reads erroring only when a stage fails (its Job out of retries or timed out); a failed attempt shows on the package while the node reads in_progress",
            (
                NOTES,
                V020,
                "Behavior Changes: A node is marked erroring only when a stage fails",
            ),
            "pod_controller.go @ 16157aa6: recordPodErroring; job_controller.go @ 05e01958: recordJobErroring",
        ),
    ),
    (
        Rule::DrainBlockedRecorded,
        f(
            "v0.20.0",
            "an eviction refused by a PodDisruptionBudget is a wait state retried every 30 s, recorded as nodewright.nvidia.com/drainBlocked_<CR> on the node and a DrainBlocked condition on the CR",
            (
                NOTES,
                V020,
                "Behavior Changes: A new DrainBlocked condition",
            ),
            "skyhook_controller.go @ 90d9979d: classifyEvictionRejection, EnsureNodeIsReadyForInterrupt; drain.go @ 1211486a: BlockedPod",
        ),
    ),
    (
        Rule::DrainTimeoutForBudgets,
        f(
            "v0.20.0",
            "spec.drainConfig.timeout fires for budget-blocked drains: a DrainTimeout event, node and CR erroring, the node left cordoned",
            (
                NOTES,
                V020,
                "Behavior Changes: spec.drainConfig.timeout now fires for drains blocked by a PodDisruptionBudget",
            ),
            "skyhook_controller.go @ 90d9979d: DrainNode (action DrainTimeout)",
        ),
    ),
    (
        Rule::InterruptRestartLimit,
        f(
            "v0.20.0",
            "a failing interrupt other than a reboot marks its node erroring after jobBackoffLimit restarts; a failing reboot holds its node cordoned and in_progress until stageTimeout",
            (
                NOTES,
                V020,
                "Behavior Changes: A failing interrupt other than a reboot now marks its node erroring",
            ),
            "job_controller.go @ 05e01958: annotationRestartLimitExceeded, jobFailureIsGenuine",
        ),
    ),
    (
        Rule::NonInterruptPodsCondition,
        f(
            "v0.20.0",
            "pods matching podNonInterruptLabels that hold a drain raise a Blocked condition with reason NonInterruptPodsRunning",
            (
                NOTES,
                V020,
                "Bug Fixes: A Blocked status condition (reason NonInterruptPodsRunning)",
            ),
            "skyhook_controller.go @ 90d9979d: updateDrainBlockedCondition, HasNonInterruptWork",
        ),
    ),
    (
        Rule::DrainConfigValidated,
        f(
            "v0.20.0",
            "a negative drainConfig.timeout or drainConfig.gracePeriod fails Validate()",
            (NOTES, V020, "drainConfig validation"),
            "NodeWright.Validate() of the v0.20 era (carried over from earlier plugin work; not re-read this time)",
        ),
    ),
    (
        Rule::SerialPerNode,
        f(
            "v0.20.0",
            "serial: true applies one package per node per pass (before: one package per pass across the CR)",
            (
                NOTES,
                V020,
                "Bug Fixes: spec.serial: true now applies one package per node per reconcile pass",
            ),
            "skyhook_controller.go @ 90d9979d: RunSkyhookPackages",
        ),
    ),
    (
        Rule::LegacyRemoved,
        Facts {
            since: "v0.21.0",
            what: "the legacy skyhook.nvidia.com group, the legacy skyhook.nvidia.com=runtime-required taint key and the skyhook_* metrics are removed together: a node gated only by the legacy key is never untainted",
            note: (
                NOTES,
                V020,
                "Deprecations: the migration window now ends in operator v0.21.0",
            ),
            source: "docs/getting-started/migration.md @ e7661e0c: Removal (operator v0.21.0)",
            planned: true,
        },
    ),
];

const fn f(
    since: &'static str,
    what: &'static str,
    note: (&'static str, &'static str, &'static str),
    source: &'static str,
) -> Facts {
    Facts {
        since,
        what,
        note,
        source,
        planned: false,
    }
}

impl Rule {
    /// Every rule, oldest release first.
    pub const ALL: [Rule; 24] = [
        Rule::PauseAnnotations,
        Rule::ExplicitUninstall,
        Rule::DeletionWaitsForUninstall,
        Rule::RebootResetPersisted,
        Rule::RebootRetaint,
        Rule::Rename,
        Rule::MigrationHold,
        Rule::StagesAsJobs,
        Rule::StageTimeout,
        Rule::InlineImageRejected,
        Rule::JobTtlMinimum,
        Rule::DrainConfig,
        Rule::TerminatingPodsBlockDrain,
        Rule::RuntimeRequiredCordon,
        Rule::TaintKeyRefused,
        Rule::ForeignCordonKept,
        Rule::ErroringWhenStageFails,
        Rule::DrainBlockedRecorded,
        Rule::DrainTimeoutForBudgets,
        Rule::InterruptRestartLimit,
        Rule::NonInterruptPodsCondition,
        Rule::DrainConfigValidated,
        Rule::SerialPerNode,
        Rule::LegacyRemoved,
    ];

    /// The table's entry for this rule: its first release and sources.
    pub const fn facts(self) -> Facts {
        TABLE[self as usize].1
    }

    /// The rule's name as JSON spells it (`drain-blocked-recorded`).
    pub fn name(self) -> String {
        crate::enum_name(&self).to_string()
    }

    /// The first release it holds in.
    pub fn since(self) -> Release {
        // The table holds releases only (a unit test parses every entry).
        Release::parse(self.facts().since).unwrap_or(Release {
            major: u64::MAX,
            minor: 0,
            patch: 0,
        })
    }

    /// Whether an operator of this version has the behaviour: `None` when the version is
    /// unknown or not a release (never "older" or "newer").
    pub fn holds(self, version: Option<&str>) -> Option<bool> {
        Some(Release::parse(version?)? >= self.since())
    }

    /// The release notes' words, cited: `operator/RELEASE_NOTES.md, "operator/v0.20.0 -
    /// 2026-10-06", Deprecations`.
    pub fn citation(self) -> String {
        let (file, heading, section) = self.facts().note;
        format!("{file}, \"{heading}\", {section}")
    }

    /// The rules that came with releases after `from` up to and including `to` (both releases),
    /// oldest first: what an upgrade from `from` to `to` changes.
    pub fn between(from: Release, to: Release) -> impl Iterator<Item = Rule> {
        Rule::ALL
            .into_iter()
            .filter(move |r| r.since() > from && r.since() <= to)
    }
}

/// A release number, compared numerically.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Release {
    pub major: u64,
    pub minor: u64,
    pub patch: u64,
}

impl Release {
    /// Parses `v0.18.1`, `0.18`, `v0.18.0-rc.1`; `None` for anything that is not a release.
    pub fn parse(version: &str) -> Option<Release> {
        let v = version.trim();
        let v = v.strip_prefix('v').unwrap_or(v);
        let core = v.split(['-', '+']).next()?;
        let mut parts = core.split('.');
        let num = |p: Option<&str>| -> Option<u64> {
            let p = p?;
            (!p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()))
                .then(|| p.parse().ok())
                .flatten()
        };
        let major = num(parts.next())?;
        let minor = num(parts.next())?;
        let patch = match parts.next() {
            None => 0,
            p => num(p)?,
        };
        if parts.next().is_some() {
            return None;
        }
        Some(Release {
            major,
            minor,
            patch,
        })
    }
}

impl std::fmt::Display for Release {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "v{}.{}.{}", self.major, self.minor, self.patch)
    }
}

/// `version` compared with `floor`: `None` when either is not a release.
pub fn compare(version: &str, floor: &str) -> Option<Ordering> {
    Some(Release::parse(version)?.cmp(&Release::parse(floor)?))
}

/// Whether `version` is `floor` or later; `None` when either is not a release.
pub fn at_least(version: &str, floor: &str) -> Option<bool> {
    compare(version, floor).map(Ordering::is_ge)
}

/// Whether an operator of this version is the renamed one (v0.18.0 or later): `None` when the
/// version is unknown or not a release.
pub fn renamed(version: Option<&str>) -> Option<bool> {
    Rule::Rename.holds(version)
}

/// Where an operator release stands against the rename and the legacy key's removal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Era {
    /// Before v0.18: serves `skyhook.nvidia.com` only and knows exactly one taint.
    PreRename,
    /// v0.18 up to, not including, the removal release: the legacy taint is recognised beside
    /// the configured one.
    Window,
    /// The removal release or later: the legacy taint is no longer recognised.
    PastRemoval,
}

/// The era of an operator of this version, judged against `removal` (the removal release);
/// `None` when the version is not a release.
pub fn era(version: Option<&str>, removal: Release) -> Option<Era> {
    let v = Release::parse(version?)?;
    if v < Release::parse(FIRST_RENAMED_RELEASE)? {
        Some(Era::PreRename)
    } else if v < removal {
        Some(Era::Window)
    } else {
        Some(Era::PastRemoval)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_releases_and_nothing_else() {
        let r = |s| Release::parse(s);
        assert_eq!(
            r("v0.18.1"),
            Some(Release {
                major: 0,
                minor: 18,
                patch: 1
            })
        );
        assert_eq!(r("0.18"), r("v0.18.0"), "a missing patch is 0");
        assert_eq!(r("v0.18.0-rc.1"), r("v0.18.0"), "pre-release ignored");
        assert_eq!(r("v0.18.0+abc"), r("v0.18.0"), "build ignored");
        for bad in [
            "",
            "latest",
            "v",
            "v1",
            "main",
            "sha256:abc",
            "v0.x.1",
            "v0.18.1.2",
            "v-1.0",
        ] {
            assert_eq!(r(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn compares_numerically_and_unknown_stays_unknown() {
        assert_eq!(at_least("v0.20.0", "v0.20.0"), Some(true));
        assert_eq!(at_least("v0.21.1", "v0.20.0"), Some(true));
        assert_eq!(at_least("v0.19.9", "v0.20.0"), Some(false));
        assert_eq!(at_least("v0.9.0", "v0.18.0"), Some(false), "not by text");
        assert_eq!(at_least("latest", "v0.18.0"), None);
        assert_eq!(at_least("v0.18.0", "garbage"), None);
    }

    #[test]
    fn the_rename_at_every_boundary() {
        assert_eq!(renamed(Some("v0.17.9")), Some(false));
        assert_eq!(renamed(Some("v0.17.0")), Some(false));
        assert_eq!(
            renamed(Some("v0.18.0-rc.1")),
            Some(true),
            "a candidate of v0.18.0 carries the rename"
        );
        assert_eq!(renamed(Some("v0.18.0")), Some(true));
        assert_eq!(renamed(Some("v0.20.0")), Some(true));
        assert_eq!(renamed(Some("v1.0.0")), Some(true));
        assert_eq!(renamed(Some("latest")), None);
        assert_eq!(renamed(None), None);
    }

    #[test]
    fn eras_at_every_boundary() {
        let removal = Release::parse(DEFAULT_REMOVAL_RELEASE).expect("a release");
        let e = |v| era(Some(v), removal);
        assert_eq!(DEFAULT_REMOVAL_RELEASE, "v0.21.0", "v0.20.0's Deprecations");
        assert_eq!(e("v0.15.0"), Some(Era::PreRename));
        assert_eq!(e("v0.17.3"), Some(Era::PreRename));
        assert_eq!(e("v0.18.0-rc.2"), Some(Era::Window));
        assert_eq!(e("v0.18.0"), Some(Era::Window));
        assert_eq!(e("v0.19.9"), Some(Era::Window));
        assert_eq!(e("v0.20.0"), Some(Era::Window), "v0.20.x keeps the window");
        assert_eq!(e("v0.20.9"), Some(Era::Window));
        assert_eq!(
            e("v0.21.0-rc.1"),
            Some(Era::PastRemoval),
            "a candidate of the removal release has no shim"
        );
        assert_eq!(e("v0.21.0"), Some(Era::PastRemoval));
        assert_eq!(e("v0.22.0"), Some(Era::PastRemoval));
        assert_eq!(
            era(
                Some("v0.20.1"),
                Release::parse("v0.20.0").expect("a release")
            ),
            Some(Era::PastRemoval),
            "--removal-version"
        );
        assert_eq!(e("latest"), None);
        assert_eq!(era(None, removal), None);
    }

    /// `Rule::ALL` lists every rule once, in release order, and every entry is a release with
    /// its notes and source named: the table cannot grow in one place only.
    #[test]
    fn the_table_is_whole_and_every_entry_cites_its_release() {
        fn index(r: Rule) -> usize {
            // Exhaustive: a new variant does not compile until it is placed here, and the
            // assertions below then fail until `ALL` has it too.
            match r {
                Rule::PauseAnnotations => 0,
                Rule::ExplicitUninstall => 1,
                Rule::DeletionWaitsForUninstall => 2,
                Rule::RebootResetPersisted => 3,
                Rule::RebootRetaint => 4,
                Rule::Rename => 5,
                Rule::MigrationHold => 6,
                Rule::StagesAsJobs => 7,
                Rule::StageTimeout => 8,
                Rule::InlineImageRejected => 9,
                Rule::JobTtlMinimum => 10,
                Rule::DrainConfig => 11,
                Rule::TerminatingPodsBlockDrain => 12,
                Rule::RuntimeRequiredCordon => 13,
                Rule::TaintKeyRefused => 14,
                Rule::ForeignCordonKept => 15,
                Rule::ErroringWhenStageFails => 16,
                Rule::DrainBlockedRecorded => 17,
                Rule::DrainTimeoutForBudgets => 18,
                Rule::InterruptRestartLimit => 19,
                Rule::NonInterruptPodsCondition => 20,
                Rule::DrainConfigValidated => 21,
                Rule::SerialPerNode => 22,
                Rule::LegacyRemoved => 23,
            }
        }
        for (i, r) in Rule::ALL.iter().enumerate() {
            assert_eq!(index(*r), i, "{r:?} out of place in Rule::ALL");
            assert_eq!(
                TABLE[*r as usize].0, *r,
                "{r:?}: its table entry is out of place"
            );
            assert_eq!(
                *r as usize, i,
                "{r:?}: Rule::ALL follows the declaration order"
            );
            let f = r.facts();
            assert!(Release::parse(f.since).is_some(), "{r:?}: {}", f.since);
            assert!(!f.what.is_empty() && !f.source.is_empty(), "{r:?}");
            assert!(!f.note.0.is_empty() && !f.note.1.is_empty(), "{r:?}");
            assert!(!r.name().is_empty(), "{r:?} has a JSON name");
            assert_eq!(
                f.planned,
                r.since() > Release::parse(NEWEST_KNOWN_RELEASE).expect("a release")
            );
        }
        let releases: Vec<Release> = Rule::ALL.iter().map(|r| r.since()).collect();
        assert!(releases.windows(2).all(|w| w[0] <= w[1]), "oldest first");
        let names: std::collections::BTreeSet<String> =
            Rule::ALL.iter().map(|r| r.name()).collect();
        assert_eq!(names.len(), Rule::ALL.len(), "names are unique");
        assert_eq!(Rule::DrainBlockedRecorded.name(), "drain-blocked-recorded");
    }

    /// Every rule at its boundary: the release before, its release candidates, the release,
    /// the next one, and unknown versions.
    #[test]
    fn every_rule_at_its_boundary() {
        for r in Rule::ALL {
            let s = r.since();
            let before = if s.patch > 0 {
                format!("v{}.{}.{}", s.major, s.minor, s.patch - 1)
            } else {
                format!("v{}.{}.99", s.major, s.minor - 1)
            };
            let h = |v: &str| r.holds(Some(v));
            assert_eq!(h(&before), Some(false), "{r:?} before {s}");
            assert_eq!(
                h(&format!("{s}-rc.1")),
                Some(true),
                "{r:?} in {s}'s candidate"
            );
            assert_eq!(h(&s.to_string()), Some(true), "{r:?} at {s}");
            assert_eq!(
                h(&format!("v{}.{}.{}", s.major, s.minor + 1, 0)),
                Some(true),
                "{r:?} after {s}"
            );
            for unknown in ["latest", "main", "", "sha256:abc"] {
                assert_eq!(h(unknown), None, "{r:?} {unknown:?}");
            }
            assert_eq!(r.holds(None), None);
        }
        assert_eq!(
            Rule::ErroringWhenStageFails.holds(Some("v0.19.1")),
            Some(false)
        );
        assert_eq!(
            Rule::ErroringWhenStageFails.holds(Some("v0.20.0")),
            Some(true)
        );
        assert_eq!(Rule::StagesAsJobs.holds(Some("v0.17.0")), Some(false));
        assert_eq!(Rule::LegacyRemoved.holds(Some("v0.20.9")), Some(false));
        assert_eq!(Rule::LegacyRemoved.holds(Some("v0.21.0")), Some(true));
    }

    #[test]
    fn an_upgrade_brings_the_rules_of_every_release_in_between() {
        let r = |s| Release::parse(s).expect("a release");
        let v: Vec<Rule> = Rule::between(r("v0.19.0"), r("v0.20.0")).collect();
        assert!(v.contains(&Rule::ForeignCordonKept));
        assert!(
            !v.contains(&Rule::TerminatingPodsBlockDrain),
            "came with v0.19.0 itself"
        );
        assert!(!v.contains(&Rule::LegacyRemoved));
        let all: Vec<Rule> = Rule::between(r("v0.15.0"), r("v0.21.0")).collect();
        assert!(all.contains(&Rule::Rename) && all.contains(&Rule::LegacyRemoved));
        assert!(!all.contains(&Rule::PauseAnnotations));
        assert_eq!(Rule::between(r("v0.20.0"), r("v0.20.0")).count(), 0);
    }

    #[test]
    fn citations_name_the_notes() {
        assert_eq!(
            Rule::LegacyRemoved.citation(),
            "operator/RELEASE_NOTES.md, \"operator/v0.20.0 - 2026-10-06\", Deprecations: the migration window now ends in operator v0.21.0"
        );
    }
}
