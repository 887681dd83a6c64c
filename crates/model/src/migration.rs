//! The Skyhook → NodeWright migration, as pure functions: how a node, a toleration or a
//! provisioning taint relates to the rename, when a mirror's rollback window ends, the taint
//! swap of `migration taints`, and the verdict for the removal release.
//!
//! What "ready" means here: upgrading to the removal release (`--removal-version`, default
//! v0.21.0, which drops the legacy `skyhook.nvidia.com` group, the legacy taint's recognition and
//! the shim) strands no node behind an unrecognised taint, loses no CR and no node state, and
//! leaves no workload unable to tolerate the gate it relies on. Things that are untidy but safe
//! (stale legacy copies, lingering node-scoped keys, a rollback window still open) are advisories,
//! not blockers. Nothing here reads the clock: `now` is passed in.

use std::collections::BTreeSet;

use jiff::{SignedDuration, Timestamp};
use serde::{Deserialize, Serialize};

pub mod report;
pub mod scan;
mod verdict;

pub use verdict::*;

use super::keys::{KeyKind, LEGACY_PREFIX, parse_key};
use super::operator::operator_is_legacy;
use super::plan::{Builder, Decision};
use super::taint::{self, TaintKind, TaintSpec};
use super::types::{CrView, Group, NodeView, OperatorConfig, Taint, Toleration};

/// The configured taint is the legacy key: the user pinned the old behaviour (seed, "Taint key
/// rename"). Then the legacy key is the configured one and survives the removal release.
pub fn is_pinned_to_legacy(config: &OperatorConfig) -> bool {
    config.taint.key == LEGACY_PREFIX
}

/// The configuration the removal release is judged against. A legacy operator's
/// `skyhook.nvidia.com` taint is its default, not a pin: the upgrade brings the renamed chart's
/// default (`nodewright.nvidia.com=runtime-required:NoSchedule`), so judge against that.
pub fn removal_target(config: &OperatorConfig) -> OperatorConfig {
    let mut c = config.clone();
    if operator_is_legacy(config) && config.taint.key == LEGACY_PREFIX {
        c.taint = TaintSpec::default_nodewright();
    }
    c
}

/// Whether a taint key is the legacy gate key (and the configuration has moved away from it).
pub fn names_legacy_key(key: &str, config: &OperatorConfig) -> bool {
    key == LEGACY_PREFIX && !is_pinned_to_legacy(config)
}

/// Classifies a node taint for the migration report, by **key**: any taint keyed
/// `skyhook.nvidia.com` is [`TaintKind::Legacy`] whatever its value and effect (from the removal
/// release on, none of them is ever removed), unless the configuration is pinned to that key.
/// Other taints classify as the gate model does inside the deprecation window.
pub fn taint_kind(t: &Taint, config: &OperatorConfig) -> Option<TaintKind> {
    if names_legacy_key(&t.key, config) {
        return Some(TaintKind::Legacy);
    }
    let window = OperatorConfig {
        legacy_taint_recognised: true,
        ..config.clone()
    };
    taint::classify(t, &window)
}

/// How a node's operator keys stand between the two prefixes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AnnotationState {
    /// No operator key of a live CR under either prefix.
    None,
    /// At least one legacy key (of a live CR, or node-scoped) has no copy under the new prefix:
    /// the shim has not run on this node, and the removal release would lose it.
    LegacyOnly,
    /// Every legacy key has a copy, and at least one name-scoped pair differs: the legacy copy is
    /// stale (normal once the renamed operator moves on; a rollback would resume from it).
    Divergent,
    /// Every legacy key has an equal copy (inside the rollback window, before pruning).
    Copied,
    /// Only new-prefix keys (plus, possibly, lingering node-scoped legacy keys with copies).
    NewOnly,
}

/// What the migration report needs to know about one node.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct NodeMigration {
    /// Every gate taint kind the node carries (a node with two gate taints has two).
    pub taint_kinds: Vec<TaintKind>,
    pub annotations: Option<AnnotationState>,
    /// Legacy node-scoped keys the operator never prunes: `skyhook.nvidia.com/autoTaint_*`
    /// annotations and the `skyhook.nvidia.com/ignore` label.
    pub lingering: Vec<String>,
    /// CR names of legacy name-scoped keys (annotations or labels) whose CR no longer exists.
    pub orphaned_crs: BTreeSet<String>,
}

impl NodeMigration {
    /// The node carries a legacy gate taint and no configured one: stranded at the removal release.
    pub fn gated_only_by_legacy(&self) -> bool {
        self.taint_kinds.contains(&TaintKind::Legacy)
            && !self.taint_kinds.contains(&TaintKind::Configured)
    }
}

/// Names of the CRs that exist, as node keys may refer to them: every CR's own name, and the
/// legacy name a NodeWright was mirrored from.
pub fn live_cr_names<'a>(crs: impl IntoIterator<Item = &'a CrView>) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for c in crs {
        out.insert(c.name.clone());
        if let Some(from) = &c.mirrored_from {
            out.insert(from.clone());
        }
    }
    out
}

/// Classifies one node. `live` are the CR names from [`live_cr_names`].
pub fn classify_node(
    node: &NodeView,
    config: &OperatorConfig,
    live: &BTreeSet<String>,
) -> NodeMigration {
    let taint_kinds = {
        let mut kinds: Vec<TaintKind> = node
            .taints
            .iter()
            .filter_map(|t| taint_kind(t, config))
            .collect();
        kinds.dedup();
        kinds
    };
    let mut lingering = Vec::new();
    let mut orphaned_crs = BTreeSet::new();
    let (mut legacy, mut new) = (0usize, 0usize);
    let (mut missing_copy, mut differs) = (false, false);
    let mut name_scoped_legacy = 0usize;
    for (k, v) in &node.annotations {
        let Some(key) = parse_key(k) else { continue };
        if !key.kind.is_operator_owned() {
            continue;
        }
        if let Some(cr) = key.kind.cr_name()
            && !live.contains(cr)
        {
            if key.group == Group::Skyhook {
                orphaned_crs.insert(cr.to_string());
            }
            continue;
        }
        match key.group {
            Group::Nodewright => new += 1,
            Group::Skyhook => {
                legacy += 1;
                if matches!(key.kind, KeyKind::AutoTaint(_)) {
                    lingering.push(k.clone());
                }
                let copy = super::keys::key(Group::Nodewright, &key.kind);
                match node.annotations.get(&copy) {
                    None => missing_copy = true,
                    Some(c) if key.kind.is_name_scoped() => {
                        name_scoped_legacy += 1;
                        differs |= c != v;
                    }
                    Some(_) => {}
                }
            }
        }
    }
    for k in node.labels.keys() {
        match parse_key(k) {
            Some(p) if p.group == Group::Skyhook && p.kind == KeyKind::Ignore => {
                lingering.push(k.clone())
            }
            Some(p) if p.group == Group::Skyhook => {
                if let Some(cr) = p.kind.cr_name()
                    && !live.contains(cr)
                {
                    orphaned_crs.insert(cr.to_string());
                }
            }
            _ => {}
        }
    }
    let annotations = if legacy == 0 && new == 0 {
        AnnotationState::None
    } else if missing_copy {
        AnnotationState::LegacyOnly
    } else if differs {
        AnnotationState::Divergent
    } else if name_scoped_legacy > 0 {
        AnnotationState::Copied
    } else {
        AnnotationState::NewOnly
    };
    NodeMigration {
        taint_kinds,
        annotations: Some(annotations),
        lingering,
        orphaned_crs,
    }
}

/// How a pod template's tolerations relate to the gate keys.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TolerationUse {
    /// Names the legacy key but does not tolerate the configured taint: once nodes join with the
    /// new key, this workload no longer schedules where it used to.
    LegacyOnly,
    /// Names the legacy key and also tolerates the configured taint: safe; drop the legacy
    /// toleration once no node carries the legacy key.
    Both,
}

/// `None` when no toleration names the legacy key (or the configuration is pinned to it).
/// A toleration with no key (`operator: Exists`) tolerates everything and names nothing.
pub fn toleration_use(
    tolerations: &[Toleration],
    config: &OperatorConfig,
) -> Option<TolerationUse> {
    let names_legacy = tolerations.iter().any(|t| {
        t.key
            .as_deref()
            .is_some_and(|k| names_legacy_key(k, config))
    });
    if !names_legacy {
        return None;
    }
    let configured = config.taint.to_taint();
    Some(
        if tolerations.iter().any(|t| taint::tolerates(t, &configured)) {
            TolerationUse::Both
        } else {
            TolerationUse::LegacyOnly
        },
    )
}

/// Whether a kubelet `--register-with-taints` value (`k=v:E,k2=v2:E2`) names the legacy key.
pub fn register_with_taints_names_legacy(value: &str, config: &OperatorConfig) -> bool {
    value.split(',').any(|t| {
        let key = t.trim().split([':', '=']).next().unwrap_or("");
        names_legacy_key(key, config)
    })
}

/// A NodeWright mirror's rollback window.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RollbackWindow {
    /// The NodeWright.
    pub name: String,
    /// The legacy Skyhook it was mirrored from.
    pub mirrored_from: String,
    /// `nodewright.nvidia.com/legacy-migrated-at` as written.
    pub migrated_at: Option<String>,
    /// `migrated_at + LEGACY_CLEANUP_DELAY`, RFC 3339; `None` when `migrated_at` is missing or
    /// does not parse.
    pub ends_at: Option<String>,
    /// Still inside the window (rollback possible; legacy name-scoped keys not yet pruned).
    /// Unknown times count as inside: nothing says the window has closed.
    pub open: bool,
}

/// The rollback window of a NodeWright mirror; `None` for a CR that is not a mirror.
pub fn rollback_window(cr: &CrView, delay_secs: u64, now: Timestamp) -> Option<RollbackWindow> {
    let from = cr.mirrored_from.clone()?;
    let ends = cr
        .legacy_migrated_at
        .as_deref()
        .and_then(|t| t.trim().parse::<Timestamp>().ok())
        .and_then(|t| {
            t.checked_add(SignedDuration::from_secs(
                i64::try_from(delay_secs).unwrap_or(i64::MAX),
            ))
            .ok()
        });
    Some(RollbackWindow {
        name: cr.name.clone(),
        mirrored_from: from,
        migrated_at: cr.legacy_migrated_at.clone(),
        ends_at: ends.map(|t| t.to_string()),
        open: ends.is_none_or(|e| now < e),
    })
}

/// Legacy CR names with no NodeWright mirrored from them.
pub fn unmirrored(legacy: &[CrView], renamed: &[CrView]) -> Vec<String> {
    let mirrored: BTreeSet<&str> = renamed
        .iter()
        .filter_map(|c| c.mirrored_from.as_deref())
        .collect();
    legacy
        .iter()
        .filter(|c| !mirrored.contains(c.name.as_str()))
        .map(|c| c.name.clone())
        .collect()
}

/// The node's taints after `migration taints`: every legacy-keyed taint removed, and the
/// configured taint added unless a taint with its key and effect is already there (the API
/// rejects two taints with one key and effect). `None` when the node carries no legacy taint.
/// The new taint takes the place of the first legacy one, so a reader sees one swap.
pub fn swap_legacy_taint(taints: &[Taint], config: &OperatorConfig) -> Option<Vec<Taint>> {
    if !taints.iter().any(|t| names_legacy_key(&t.key, config)) {
        return None;
    }
    let has_configured = taints.iter().any(|t| config.taint.same_identity(t));
    let mut out = Vec::with_capacity(taints.len());
    let mut placed = has_configured;
    for t in taints {
        if names_legacy_key(&t.key, config) {
            if !placed {
                out.push(config.taint.to_taint());
                placed = true;
            }
        } else {
            out.push(t.clone());
        }
    }
    Some(out)
}

/// The write plan of `migration taints` for one node: one change carrying both the removal of
/// the legacy taint and the addition of the configured one, so the node is never ungated in
/// between. Called again by the write engine on a fresh read after a failed guard.
pub fn plan_swap(view: &NodeView, config: &OperatorConfig) -> Decision {
    let Some(after) = swap_legacy_taint(&view.taints, config) else {
        return Decision::Unchanged("no legacy skyhook.nvidia.com taint on the node".into());
    };
    let mut b = Builder::new(view);
    *b.taints() = after;
    b.finish("no legacy skyhook.nvidia.com taint on the node")
}

/// Why `migration taints` refuses to run, if it must.
///
/// A pre-rename operator knows exactly one taint, its configured `RUNTIME_REQUIRED_TAINT`
/// (docs/operator-findings.md, "Before the rename, the operator knows one taint key only"). On its default (the legacy key) a swap would put nodes behind a key it never
/// removes: refused, upgrade first. Configured with another key (e.g. the nodewright one) it
/// recognises exactly that key and never the legacy one, so swapping is the fix, not a hazard.
pub fn refuse_swap(config: &OperatorConfig) -> Option<String> {
    if operator_is_legacy(config) && is_pinned_to_legacy(config) {
        return Some(format!(
            "the running operator is {} (Skyhook) configured with {}, and recognises no other taint: swapped nodes would never be untainted. \
             Upgrade the operator to v0.18 or later first (or configure its RUNTIME_REQUIRED_TAINT with the key to move to)",
            config.version.as_deref().unwrap_or("?"),
            config.taint
        ));
    }
    is_pinned_to_legacy(config).then(|| {
        format!(
            "the configured runtime-required taint ({}) is the legacy key itself, so there is nothing to swap to: \
             swapping would put back the same key. Move the operator's runtimeRequiredTaint \
             (controllerManager.manager.env.runtimeRequiredTaint) to {} together with your provisioning, \
             or pass --runtime-required-taint to name the taint to move to",
            config.taint,
            TaintSpec::default_nodewright()
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(spec: &str) -> OperatorConfig {
        OperatorConfig {
            taint: TaintSpec::parse(spec).expect("valid"),
            reapply_on_reboot: false,
            legacy_cleanup_delay_secs: 86400,
            version: Some("v0.18.1".into()),
            legacy_taint_recognised: true,
            source: crate::ConfigSource::Default,
            operator_ready: Some(true),
            start_refusal: None,
        }
    }

    fn renamed() -> OperatorConfig {
        config("nodewright.nvidia.com=runtime-required:NoSchedule")
    }

    fn pinned() -> OperatorConfig {
        config("skyhook.nvidia.com=runtime-required:NoSchedule")
    }

    fn taint(key: &str, value: &str) -> Taint {
        Taint {
            key: key.into(),
            value: Some(value.into()),
            effect: "NoSchedule".into(),
            time_added: None,
        }
    }

    fn node(annotations: &[(&str, &str)], labels: &[(&str, &str)], taints: Vec<Taint>) -> NodeView {
        NodeView {
            name: "n".into(),
            annotations: annotations
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
            labels: labels
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
            taints,
            ..Default::default()
        }
    }

    fn live(names: &[&str]) -> BTreeSet<String> {
        names.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn taints_classify_by_key() {
        let c = renamed();
        assert_eq!(
            taint_kind(&taint("skyhook.nvidia.com", "runtime-required"), &c),
            Some(TaintKind::Legacy)
        );
        // Any value of the legacy key is stranded at the removal release.
        assert_eq!(
            taint_kind(&taint("skyhook.nvidia.com", "true"), &c),
            Some(TaintKind::Legacy)
        );
        assert_eq!(
            taint_kind(&taint("nodewright.nvidia.com", "runtime-required"), &c),
            Some(TaintKind::Configured)
        );
        assert_eq!(
            taint_kind(&taint("nodewright.nvidia.com", "true"), &c),
            Some(TaintKind::ValueMismatch)
        );
        assert_eq!(
            taint_kind(&taint("gpu.nvidia.com", "runtime-required"), &c),
            Some(TaintKind::Unrecognised)
        );
        assert_eq!(taint_kind(&taint("nvidia.com/gpu", "present"), &c), None);
        // Even past the window (operator at the removal release) the legacy key reads as legacy.
        let past = OperatorConfig {
            legacy_taint_recognised: false,
            ..renamed()
        };
        assert_eq!(
            taint_kind(&taint("skyhook.nvidia.com", "runtime-required"), &past),
            Some(TaintKind::Legacy)
        );
        // Pinned: the legacy key is the configured one.
        assert_eq!(
            taint_kind(&taint("skyhook.nvidia.com", "runtime-required"), &pinned()),
            Some(TaintKind::Configured)
        );
        assert_eq!(
            taint_kind(
                &taint("nodewright.nvidia.com", "runtime-required"),
                &pinned()
            ),
            Some(TaintKind::Unrecognised)
        );
    }

    #[test]
    fn legacy_only_node_is_one_the_shim_never_touched() {
        let n = node(
            &[
                ("skyhook.nvidia.com/nodeState_rt", "{}"),
                ("skyhook.nvidia.com/status_rt", "complete"),
                ("skyhook.nvidia.com/autoTaint_skyhook.nvidia.com", "true"),
            ],
            &[],
            vec![taint("skyhook.nvidia.com", "runtime-required")],
        );
        let m = classify_node(&n, &renamed(), &live(&["rt"]));
        assert_eq!(m.annotations, Some(AnnotationState::LegacyOnly));
        assert!(m.gated_only_by_legacy());
        assert_eq!(
            m.lingering,
            vec!["skyhook.nvidia.com/autoTaint_skyhook.nvidia.com".to_string()]
        );
    }

    #[test]
    fn copied_divergent_and_new_only() {
        let copied = node(
            &[
                ("skyhook.nvidia.com/status_rt", "complete"),
                ("nodewright.nvidia.com/status_rt", "complete"),
                ("skyhook.nvidia.com/autoTaint_skyhook.nvidia.com", "true"),
                ("nodewright.nvidia.com/autoTaint_skyhook.nvidia.com", "true"),
            ],
            &[],
            vec![],
        );
        assert_eq!(
            classify_node(&copied, &renamed(), &live(&["rt"])).annotations,
            Some(AnnotationState::Copied)
        );
        let divergent = node(
            &[
                ("skyhook.nvidia.com/status_rt", "in_progress"),
                ("nodewright.nvidia.com/status_rt", "complete"),
            ],
            &[],
            vec![],
        );
        assert_eq!(
            classify_node(&divergent, &renamed(), &live(&["rt"])).annotations,
            Some(AnnotationState::Divergent)
        );
        // Past the window: name-scoped legacy keys pruned, the node-scoped marker lingers.
        let pruned = node(
            &[
                ("nodewright.nvidia.com/status_rt", "complete"),
                ("skyhook.nvidia.com/autoTaint_skyhook.nvidia.com", "true"),
                ("nodewright.nvidia.com/autoTaint_skyhook.nvidia.com", "true"),
            ],
            &[
                ("skyhook.nvidia.com/ignore", "true"),
                ("nodewright.nvidia.com/ignore", "true"),
            ],
            vec![],
        );
        let m = classify_node(&pruned, &renamed(), &live(&["rt"]));
        assert_eq!(m.annotations, Some(AnnotationState::NewOnly));
        assert_eq!(m.lingering.len(), 2);
        assert_eq!(
            classify_node(&node(&[], &[], vec![]), &renamed(), &live(&[])).annotations,
            Some(AnnotationState::None)
        );
    }

    #[test]
    fn keys_of_deleted_crs_are_orphans_not_state() {
        let n = node(
            &[
                ("skyhook.nvidia.com/nodeState_gone", "{}"),
                ("nodewright.nvidia.com/status_rt", "complete"),
            ],
            &[
                ("skyhook.nvidia.com/status_gone", "complete"),
                ("skyhook.nvidia.com/gpu-pool", "a"),
            ],
            vec![],
        );
        let m = classify_node(&n, &renamed(), &live(&["rt"]));
        assert_eq!(m.annotations, Some(AnnotationState::NewOnly));
        assert_eq!(
            m.orphaned_crs.into_iter().collect::<Vec<_>>(),
            vec!["gone".to_string()]
        );
        // A user's own label under the legacy prefix is neither lingering nor orphaned.
        assert!(m.lingering.is_empty());
    }

    #[test]
    fn a_mirror_keeps_its_legacy_name_alive() {
        let mirror = CrView {
            name: "rt".into(),
            mirrored_from: Some("rt-old".into()),
            ..Default::default()
        };
        let l = live_cr_names([&mirror]);
        assert!(l.contains("rt") && l.contains("rt-old"));
    }

    #[test]
    fn tolerations() {
        let c = renamed();
        let legacy = Toleration {
            key: Some("skyhook.nvidia.com".into()),
            operator: Some("Exists".into()),
            value: None,
            effect: Some("NoSchedule".into()),
        };
        let new = TaintSpec::default_nodewright().toleration();
        let any = Toleration {
            key: None,
            operator: Some("Exists".into()),
            value: None,
            effect: None,
        };
        assert_eq!(
            toleration_use(std::slice::from_ref(&legacy), &c),
            Some(TolerationUse::LegacyOnly)
        );
        assert_eq!(
            toleration_use(&[legacy.clone(), new], &c),
            Some(TolerationUse::Both)
        );
        assert_eq!(
            toleration_use(&[legacy.clone(), any.clone()], &c),
            Some(TolerationUse::Both)
        );
        assert_eq!(toleration_use(&[any], &c), None);
        assert_eq!(toleration_use(&[legacy], &pinned()), None);
    }

    #[test]
    fn register_with_taints() {
        let c = renamed();
        assert!(register_with_taints_names_legacy(
            "a=b:NoSchedule,skyhook.nvidia.com=runtime-required:NoSchedule",
            &c
        ));
        assert!(!register_with_taints_names_legacy(
            "nodewright.nvidia.com=runtime-required:NoSchedule",
            &c
        ));
        assert!(!register_with_taints_names_legacy(
            "skyhook.nvidia.com.evil=x:NoSchedule",
            &c
        ));
    }

    #[test]
    fn rollback_windows() {
        let now: Timestamp = "2026-03-01T12:00:00Z".parse().expect("ts");
        let mk = |at: Option<&str>| CrView {
            name: "rt".into(),
            mirrored_from: Some("rt".into()),
            legacy_migrated_at: at.map(str::to_string),
            ..Default::default()
        };
        let open = rollback_window(&mk(Some("2026-03-01T00:00:00Z")), 86400, now).expect("mirror");
        assert!(open.open);
        assert_eq!(open.ends_at.as_deref(), Some("2026-03-02T00:00:00Z"));
        let closed =
            rollback_window(&mk(Some("2026-02-27T00:00:00Z")), 86400, now).expect("mirror");
        assert!(!closed.open);
        let unknown = rollback_window(&mk(Some("yesterday")), 86400, now).expect("mirror");
        assert!(unknown.open && unknown.ends_at.is_none());
        assert!(rollback_window(&CrView::default(), 86400, now).is_none());
    }

    #[test]
    fn unmirrored_legacy_crs() {
        let l = vec![
            CrView {
                name: "a".into(),
                ..Default::default()
            },
            CrView {
                name: "b".into(),
                ..Default::default()
            },
        ];
        let r = vec![CrView {
            name: "a".into(),
            mirrored_from: Some("a".into()),
            ..Default::default()
        }];
        assert_eq!(unmirrored(&l, &r), vec!["b".to_string()]);
    }

    #[test]
    fn swap_puts_the_new_taint_where_the_old_one_was() {
        let c = renamed();
        let gpu = taint("nvidia.com/gpu", "present");
        let before = vec![
            gpu.clone(),
            taint("skyhook.nvidia.com", "runtime-required"),
            taint("x", "y"),
        ];
        let after = swap_legacy_taint(&before, &c).expect("changes");
        assert_eq!(
            after,
            vec![gpu.clone(), c.taint.to_taint(), taint("x", "y")]
        );
        // Already carries the configured taint: only the legacy one goes.
        let both = vec![
            c.taint.to_taint(),
            taint("skyhook.nvidia.com", "runtime-required"),
        ];
        assert_eq!(swap_legacy_taint(&both, &c), Some(vec![c.taint.to_taint()]));
        assert_eq!(swap_legacy_taint(&[gpu], &c), None);
        // Pinned: nothing to swap, and the command refuses.
        assert_eq!(
            swap_legacy_taint(
                &[taint("skyhook.nvidia.com", "runtime-required")],
                &pinned()
            ),
            None
        );
        assert!(refuse_swap(&pinned()).is_some_and(|m| m.contains("legacy key itself")));
        assert!(refuse_swap(&c).is_none());
        // A legacy operator on its default key would never remove the new key: refused.
        let old_default = OperatorConfig {
            version: Some("v0.15.0".into()),
            ..pinned()
        };
        assert!(refuse_swap(&old_default).is_some_and(|m| m.contains("Upgrade the operator")));
        // A legacy operator configured with the nodewright key recognises exactly that key and
        // never the legacy one (docs/operator-findings.md, "Before the rename, the operator knows one taint key only"): the swap is the fix.
        let old_nodewright = OperatorConfig {
            version: Some("v0.15.0".into()),
            ..c
        };
        assert!(refuse_swap(&old_nodewright).is_none());
    }

    #[test]
    fn a_legacy_operators_default_is_not_a_pin() {
        let old = OperatorConfig {
            version: Some("v0.15.0".into()),
            ..pinned()
        };
        let target = removal_target(&old);
        assert_eq!(target.taint, TaintSpec::default_nodewright());
        assert!(!is_pinned_to_legacy(&target));
        // A renamed operator set to the legacy key is a real pin.
        assert!(is_pinned_to_legacy(&removal_target(&pinned())));
    }

    #[test]
    fn swap_plan_is_one_change_and_idempotent() {
        let c = renamed();
        let n = node(
            &[],
            &[],
            vec![
                taint("skyhook.nvidia.com", "runtime-required"),
                taint("nvidia.com/gpu", "present"),
            ],
        );
        let Decision::Change(p) = plan_swap(&n, &c) else {
            panic!("a change")
        };
        assert_eq!(
            p.taints_after,
            vec![c.taint.to_taint(), taint("nvidia.com/gpu", "present")]
        );
        let done = p.apply_to(&n);
        assert!(matches!(plan_swap(&done, &c), Decision::Unchanged(_)));
    }

    fn clean() -> Facts {
        Facts {
            operator_version: Some("v0.18.1".into()),
            operators: 1,
            removal_version: "v0.21.0".into(),
            ..Default::default()
        }
    }

    #[test]
    fn verdict_ready_when_nothing_blocks() {
        let mut f = clean();
        f.open_windows = 2;
        f.nodes_lingering = 3;
        f.workloads_both = 1;
        let v = verdict(&f);
        assert_eq!(v.readiness, Readiness::Ready);
        assert!(v.must_change.is_empty());
        assert_eq!(v.advisories.len(), 3);
    }

    #[test]
    fn verdict_orders_the_work() {
        let f = Facts {
            operator_version: Some("v0.15.0".into()),
            unmirrored_crs: 1,
            nodes_legacy_only_keys: 2,
            provisioning_sources: 1,
            workloads_legacy_only: 1,
            nodes_legacy_taint: 5,
            ..clean()
        };
        let v = verdict(&f);
        assert_eq!(v.readiness, Readiness::NotReady);
        let codes: Vec<ActionCode> = v.must_change.iter().map(|a| a.code).collect();
        assert_eq!(
            codes,
            vec![
                ActionCode::OperatorLegacy,
                ActionCode::UnmirroredCrs,
                ActionCode::LegacyOnlyNodeKeys,
                ActionCode::ProvisioningSources,
                ActionCode::WorkloadTolerations,
                ActionCode::LegacyTaintedNodes,
            ]
        );
    }

    #[test]
    fn verdict_unknown_on_partial_reads_but_not_ready_wins() {
        let mut f = clean();
        f.unreadable = vec!["daemonsets in namespace x".into()];
        assert_eq!(verdict(&f).readiness, Readiness::Unknown);
        f.nodes_legacy_taint = 1;
        assert_eq!(verdict(&f).readiness, Readiness::NotReady);
        let none = Facts {
            operators: 0,
            operator_version: None,
            ..clean()
        };
        assert_eq!(verdict(&none).readiness, Readiness::Unknown);
    }
}
