//! Taint specs in kubectl syntax (`key[=value]:Effect`), toleration matching, and gate-taint
//! classification.
//!
//! Two different matches decide a gate taint's fate, and the kinds reflect both:
//! - **removal** at completion matches key + effect only (the operator's `taints.RemoveTaint`,
//!   `TaintExists`): the value is ignored;
//! - **toleration** by package pods is operator `Equal` with the configured value.
//!
//! So a taint with the configured key and effect but another value is removed at completion yet
//! its package pods never schedule: [`TaintKind::ValueMismatch`].

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::keys::{LEGACY_PREFIX, NEW_PREFIX, validate_label_value, validate_qualified_name};
pub use super::types::TaintSpec;
use super::types::{OperatorConfig, Taint, Toleration};

/// The value of every default runtime-required taint.
pub const RUNTIME_REQUIRED_VALUE: &str = "runtime-required";
/// The taint a cordon puts on a node; package pods always tolerate it.
pub const UNSCHEDULABLE_TAINT_KEY: &str = "node.kubernetes.io/unschedulable";
/// Valid taint effects.
pub const EFFECTS: [&str; 3] = ["NoSchedule", "PreferNoSchedule", "NoExecute"];

/// How a gate-looking taint on a node relates to the operator's configuration.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[derive(strum::IntoStaticStr, strum::VariantArray)]
#[strum(serialize_all = "kebab-case")]
pub enum TaintKind {
    /// Key and effect (and value) of the configured `RUNTIME_REQUIRED_TAINT`.
    Configured,
    /// The legacy `skyhook.nvidia.com=runtime-required:NoSchedule` (recognised in the window).
    Legacy,
    /// Configured key and effect, another value: removed at completion, not tolerated by packages.
    ValueMismatch,
    /// Looks like a gate (value `runtime-required`, key under `*.nvidia.com`) but not recognised.
    Unrecognised,
}

/// The gate taint found on a node.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GateTaint {
    pub key: String,
    pub value: Option<String>,
    pub effect: String,
    pub kind: TaintKind,
}

impl GateTaint {
    /// kubectl syntax.
    pub fn spec(&self) -> String {
        display_taint(&self.as_taint())
    }
    fn as_taint(&self) -> Taint {
        Taint {
            key: self.key.clone(),
            value: self.value.clone(),
            effect: self.effect.clone(),
            time_added: None,
        }
    }
}

/// Why a taint spec does not parse.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TaintSpecError {
    /// Nothing was given.
    #[error("the taint spec is empty; expected key[=value]:Effect")]
    Empty,
    /// The `key-` / `key:Effect-` form removes a taint in kubectl; it names no taint to add.
    #[error(
        "{0:?} is kubectl's form for removing a taint; give the taint itself as key[=value]:Effect"
    )]
    Deletion(String),
    /// No `:Effect`.
    #[error(
        "{0:?} has no effect; expected key[=value]:Effect with Effect one of NoSchedule, PreferNoSchedule, NoExecute"
    )]
    MissingEffect(String),
    /// The effect is not one Kubernetes knows.
    #[error(
        "{spec:?}: unsupported taint effect {effect:?}; use NoSchedule, PreferNoSchedule or NoExecute"
    )]
    BadEffect { spec: String, effect: String },
    /// More than one `:` or `=`.
    #[error("{0:?} is not key[=value]:Effect (too many ':' or '=')")]
    Malformed(String),
    /// The key is not a qualified name.
    #[error("{spec:?}: invalid key: {reason}")]
    BadKey { spec: String, reason: String },
    /// The value is not a label value.
    #[error("{spec:?}: invalid value: {reason}")]
    BadValue { spec: String, reason: String },
}

impl TaintSpec {
    /// Parses kubectl taint syntax, as kubectl and the operator's `taints.ParseTaints` do.
    pub fn parse(spec: &str) -> Result<TaintSpec, TaintSpecError> {
        let s = spec.trim();
        if s.is_empty() {
            return Err(TaintSpecError::Empty);
        }
        if s.ends_with('-') {
            return Err(TaintSpecError::Deletion(s.to_string()));
        }
        let parts: Vec<&str> = s.split(':').collect();
        let (kv, effect) = match parts.as_slice() {
            [_] => return Err(TaintSpecError::MissingEffect(s.to_string())),
            [kv, effect] => (*kv, *effect),
            _ => return Err(TaintSpecError::Malformed(s.to_string())),
        };
        if !EFFECTS.contains(&effect) {
            return Err(TaintSpecError::BadEffect {
                spec: s.to_string(),
                effect: effect.to_string(),
            });
        }
        let kvs: Vec<&str> = kv.split('=').collect();
        let (key, value) = match kvs.as_slice() {
            [k] => (*k, None),
            [k, v] => (*k, Some(*v)),
            _ => return Err(TaintSpecError::Malformed(s.to_string())),
        };
        if let Some(v) = value {
            validate_label_value(v).map_err(|reason| TaintSpecError::BadValue {
                spec: s.to_string(),
                reason,
            })?;
        }
        validate_qualified_name(key).map_err(|reason| TaintSpecError::BadKey {
            spec: s.to_string(),
            reason,
        })?;
        Ok(TaintSpec {
            key: key.to_string(),
            value: value.filter(|v| !v.is_empty()).map(str::to_string),
            effect: effect.to_string(),
        })
    }

    /// `nodewright.nvidia.com=runtime-required:NoSchedule`, the renamed operator's default.
    pub fn default_nodewright() -> TaintSpec {
        TaintSpec {
            key: NEW_PREFIX.into(),
            value: Some(RUNTIME_REQUIRED_VALUE.into()),
            effect: "NoSchedule".into(),
        }
    }

    /// `skyhook.nvidia.com=runtime-required:NoSchedule`: the legacy default, recognised by the
    /// renamed operator during the deprecation window.
    pub fn legacy() -> TaintSpec {
        TaintSpec {
            key: LEGACY_PREFIX.into(),
            value: Some(RUNTIME_REQUIRED_VALUE.into()),
            effect: "NoSchedule".into(),
        }
    }

    /// The value, `""` when none.
    pub fn value_str(&self) -> &str {
        self.value.as_deref().unwrap_or("")
    }

    /// Same key and effect: what the operator removes at completion (value ignored).
    pub fn same_identity(&self, t: &Taint) -> bool {
        self.key == t.key && self.effect == t.effect
    }

    /// Same key, effect and value.
    pub fn matches_exactly(&self, t: &Taint) -> bool {
        self.same_identity(t) && self.value_str() == t.value.as_deref().unwrap_or("")
    }

    /// As a node taint.
    pub fn to_taint(&self) -> Taint {
        Taint {
            key: self.key.clone(),
            value: self.value.clone(),
            effect: self.effect.clone(),
            time_added: None,
        }
    }

    /// The toleration the operator stamps on package pods for this taint (operator `Equal`).
    pub fn toleration(&self) -> Toleration {
        Toleration {
            key: Some(self.key.clone()),
            operator: Some("Equal".into()),
            value: Some(self.value_str().to_string()),
            effect: Some(self.effect.clone()),
        }
    }
}

impl fmt::Display for TaintSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.value {
            Some(v) => write!(f, "{}={}:{}", self.key, v, self.effect),
            None => write!(f, "{}:{}", self.key, self.effect),
        }
    }
}

impl FromStr for TaintSpec {
    type Err = TaintSpecError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        TaintSpec::parse(s)
    }
}

/// A node taint in kubectl syntax.
pub fn display_taint(t: &Taint) -> String {
    match t.value.as_deref() {
        Some(v) if !v.is_empty() => format!("{}={}:{}", t.key, v, t.effect),
        _ => format!("{}:{}", t.key, t.effect),
    }
}

/// The version rule (docs/gate-states.md, "Which taints the operator recognises: the
/// version rule"): the legacy `skyhook.nvidia.com` key is recognised beside the configured taint only
/// by an operator from v0.18.0 (the rename, which ships the shim) up to, not including, the
/// removal release. An operator before v0.18 knows exactly one taint, its configured
/// `RUNTIME_REQUIRED_TAINT` (`GetRuntimeRequiredTaint`, v0.15 `skyhook_controller.go`): docs/operator-findings.md, "Before the rename, the operator knows one taint key only".
///
/// Unknown version (no Deployment readable, or a tag like `latest`): decided by whether the
/// operator is the renamed one (its `nodewright.nvidia.com` CRDs are served, or its image says
/// so). A renamed operator of unknown version is assumed inside the window, so a legacy-only node
/// is `gated` with the `legacy-taint` warning; otherwise the legacy key is not recognised, so a
/// node gated only by it is reported rather than trusted to be released.
pub fn legacy_key_recognised(
    version: Option<&str>,
    renamed_operator: bool,
    removal: super::version::Release,
) -> bool {
    use super::version::{Era, era};
    match era(version, removal) {
        Some(e) => e == Era::Window,
        None => version.is_none() && renamed_operator,
    }
}

/// Whether the legacy taint is recognised beside the configured one: inside the deprecation
/// window, and only when it is not already the configured taint.
fn legacy_in_window(config: &OperatorConfig) -> bool {
    config.legacy_taint_recognised && config.taint.key != LEGACY_PREFIX
}

/// Classifies a node taint against the operator's configuration; `None` when it is not a gate.
///
/// - configured key + effect, configured value → [`TaintKind::Configured`];
/// - configured key + effect, another value → [`TaintKind::ValueMismatch`] (removed at
///   completion, not tolerated by package pods);
/// - inside the window, `skyhook.nvidia.com:NoSchedule` with value `runtime-required` →
///   [`TaintKind::Legacy`]; with another value → [`TaintKind::ValueMismatch`] (removed, not
///   tolerated);
/// - otherwise a key under `*.nvidia.com` with value `runtime-required` →
///   [`TaintKind::Unrecognised`] (never removed). This includes the configured key with another
///   effect, and the legacy key after the window.
pub fn classify(t: &Taint, config: &OperatorConfig) -> Option<TaintKind> {
    let value = t.value.as_deref().unwrap_or("");
    if config.taint.same_identity(t) {
        return Some(if value == config.taint.value_str() {
            TaintKind::Configured
        } else {
            TaintKind::ValueMismatch
        });
    }
    let legacy = TaintSpec::legacy();
    if legacy_in_window(config) && legacy.same_identity(t) {
        return Some(if value == RUNTIME_REQUIRED_VALUE {
            TaintKind::Legacy
        } else {
            TaintKind::ValueMismatch
        });
    }
    if value == RUNTIME_REQUIRED_VALUE && key_under_nvidia(&t.key) {
        return Some(TaintKind::Unrecognised);
    }
    None
}

fn key_under_nvidia(key: &str) -> bool {
    let domain = key.split_once('/').map_or(key, |(d, _)| d);
    domain == "nvidia.com" || domain.ends_with(".nvidia.com")
}

/// Whether the operator removes a taint of this kind once every runtime-required CR is complete.
pub fn removed_at_completion(kind: TaintKind) -> bool {
    !matches!(kind, TaintKind::Unrecognised)
}

/// Whether package pods of a runtime-required CR tolerate a taint of this kind.
pub fn tolerated_by_packages(kind: TaintKind) -> bool {
    matches!(kind, TaintKind::Configured | TaintKind::Legacy)
}

/// Every gate-looking taint on a node, classified.
pub fn gate_taints(taints: &[Taint], config: &OperatorConfig) -> Vec<GateTaint> {
    taints
        .iter()
        .filter_map(|t| {
            classify(t, config).map(|kind| GateTaint {
                key: t.key.clone(),
                value: t.value.clone(),
                effect: t.effect.clone(),
                kind,
            })
        })
        .collect()
}

/// Kubernetes `Toleration.ToleratesTaint` (comparison operators off, as the operator calls it):
/// an empty effect matches every effect; an empty key matches every key (valid only with
/// `Exists`); `Exists` ignores the value; `Equal` (or no operator) compares values, absent = "".
pub fn tolerates(tol: &Toleration, taint: &Taint) -> bool {
    if let Some(e) = tol.effect.as_deref()
        && !e.is_empty()
        && e != taint.effect
    {
        return false;
    }
    if let Some(k) = tol.key.as_deref()
        && !k.is_empty()
        && k != taint.key
    {
        return false;
    }
    match tol.operator.as_deref().unwrap_or("") {
        "" | "Equal" => tol.value.as_deref().unwrap_or("") == taint.value.as_deref().unwrap_or(""),
        "Exists" => true,
        _ => false,
    }
}

/// The cordon toleration every package pod carries.
pub fn cordon_toleration() -> Toleration {
    Toleration {
        key: Some(UNSCHEDULABLE_TAINT_KEY.into()),
        operator: Some("Exists".into()),
        value: None,
        effect: Some("NoSchedule".into()),
    }
}

/// The tolerations the operator selects nodes with for a CR (`NodePicker.SelectNodes`): cordon
/// always; the configured taint (and, in the window, the legacy one) only for runtime-required
/// CRs; plus the CR's `additionalTolerations`.
pub fn cr_tolerations(
    runtime_required: bool,
    additional: &[Toleration],
    config: &OperatorConfig,
) -> Vec<Toleration> {
    let mut out = vec![cordon_toleration()];
    if runtime_required {
        out.push(config.taint.toleration());
        if legacy_in_window(config) {
            out.push(TaintSpec::legacy().toleration());
        }
    }
    out.extend(additional.iter().cloned());
    out
}

/// The node taints none of `tolerations` tolerates.
pub fn untolerated<'a>(taints: &'a [Taint], tolerations: &[Toleration]) -> Vec<&'a Taint> {
    taints
        .iter()
        .filter(|t| !tolerations.iter().any(|tol| tolerates(tol, t)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn taint(key: &str, value: Option<&str>, effect: &str) -> Taint {
        Taint {
            key: key.into(),
            value: value.map(Into::into),
            effect: effect.into(),
            time_added: None,
        }
    }

    fn config(spec: &str, window: bool) -> OperatorConfig {
        OperatorConfig {
            taint: TaintSpec::parse(spec).expect("valid"),
            reapply_on_reboot: false,
            legacy_cleanup_delay_secs: 86400,
            version: Some("v0.18.0".into()),
            legacy_taint_recognised: window,
            source: crate::ConfigSource::Default,
            operator_ready: Some(true),
            start_refusal: None,
        }
    }

    fn tol(
        key: Option<&str>,
        op: Option<&str>,
        value: Option<&str>,
        effect: Option<&str>,
    ) -> Toleration {
        Toleration {
            key: key.map(Into::into),
            operator: op.map(Into::into),
            value: value.map(Into::into),
            effect: effect.map(Into::into),
        }
    }

    #[test]
    fn parses_the_chart_default_and_round_trips() {
        let t =
            TaintSpec::parse("nodewright.nvidia.com=runtime-required:NoSchedule").expect("valid");
        assert_eq!(t, TaintSpec::default_nodewright());
        assert_eq!(
            t.to_string(),
            "nodewright.nvidia.com=runtime-required:NoSchedule"
        );
        assert_eq!(
            TaintSpec::legacy().to_string(),
            "skyhook.nvidia.com=runtime-required:NoSchedule"
        );
        let k: TaintSpec = "example.com/gate:NoExecute".parse().expect("valid");
        assert_eq!(k.value, None);
        assert_eq!(k.to_string(), "example.com/gate:NoExecute");
        assert_eq!(
            TaintSpec::parse("k=:PreferNoSchedule")
                .expect("valid")
                .to_string(),
            "k:PreferNoSchedule"
        );
        assert_eq!(
            TaintSpec::parse("  k=v:NoSchedule ").expect("trimmed").key,
            "k"
        );
    }

    #[test]
    fn rejects_kubectls_deleting_form_with_a_clear_error() {
        for s in [
            "nodewright.nvidia.com-",
            "nodewright.nvidia.com:NoSchedule-",
            "k=v:NoSchedule-",
        ] {
            let e = TaintSpec::parse(s).expect_err(s);
            assert!(matches!(e, TaintSpecError::Deletion(_)), "{s}: {e}");
            assert!(e.to_string().contains("removing a taint"));
        }
    }

    #[test]
    fn rejects_bad_specs() {
        assert_eq!(TaintSpec::parse(""), Err(TaintSpecError::Empty));
        assert!(matches!(
            TaintSpec::parse("k=v"),
            Err(TaintSpecError::MissingEffect(_))
        ));
        assert!(matches!(
            TaintSpec::parse("k"),
            Err(TaintSpecError::MissingEffect(_))
        ));
        assert!(matches!(
            TaintSpec::parse("k=v:noschedule"),
            Err(TaintSpecError::BadEffect { .. })
        ));
        assert!(matches!(
            TaintSpec::parse("k=v:NoSchedule:x"),
            Err(TaintSpecError::Malformed(_))
        ));
        assert!(matches!(
            TaintSpec::parse("k=v=w:NoSchedule"),
            Err(TaintSpecError::Malformed(_))
        ));
        assert!(matches!(
            TaintSpec::parse("bad key=v:NoSchedule"),
            Err(TaintSpecError::BadKey { .. })
        ));
        assert!(matches!(
            TaintSpec::parse("=v:NoSchedule"),
            Err(TaintSpecError::BadKey { .. })
        ));
        assert!(matches!(
            TaintSpec::parse("k=bad value:NoSchedule"),
            Err(TaintSpecError::BadValue { .. })
        ));
        let long = format!("k={}:NoSchedule", "v".repeat(64));
        assert!(matches!(
            TaintSpec::parse(&long),
            Err(TaintSpecError::BadValue { .. })
        ));
    }

    #[test]
    fn configured_taint_is_configured() {
        let c = config("nodewright.nvidia.com=runtime-required:NoSchedule", true);
        let t = taint(
            "nodewright.nvidia.com",
            Some("runtime-required"),
            "NoSchedule",
        );
        assert_eq!(classify(&t, &c), Some(TaintKind::Configured));
    }

    #[test]
    fn other_value_is_removed_at_completion_but_not_tolerated() {
        let c = config("nodewright.nvidia.com=runtime-required:NoSchedule", true);
        for v in [Some("gpu-init"), None] {
            let t = taint("nodewright.nvidia.com", v, "NoSchedule");
            let k = classify(&t, &c).expect("gate");
            assert_eq!(k, TaintKind::ValueMismatch);
            assert!(removed_at_completion(k));
            assert!(!tolerated_by_packages(k));
            assert!(
                !cr_tolerations(true, &[], &c)
                    .iter()
                    .any(|tol| tolerates(tol, &t))
            );
        }
    }

    #[test]
    fn legacy_taint_is_recognised_only_in_the_window() {
        let t = taint("skyhook.nvidia.com", Some("runtime-required"), "NoSchedule");
        let in_window = config("nodewright.nvidia.com=runtime-required:NoSchedule", true);
        assert_eq!(classify(&t, &in_window), Some(TaintKind::Legacy));
        assert!(
            cr_tolerations(true, &[], &in_window)
                .iter()
                .any(|tol| tolerates(tol, &t))
        );
        let after = config("nodewright.nvidia.com=runtime-required:NoSchedule", false);
        assert_eq!(classify(&t, &after), Some(TaintKind::Unrecognised));
        assert!(
            !cr_tolerations(true, &[], &after)
                .iter()
                .any(|tol| tolerates(tol, &t))
        );
        // Legacy key, other value, in the window: removed (key+effect) but not tolerated.
        let odd = taint("skyhook.nvidia.com", Some("gpu-init"), "NoSchedule");
        assert_eq!(classify(&odd, &in_window), Some(TaintKind::ValueMismatch));
    }

    #[test]
    fn pinned_legacy_config_makes_the_legacy_taint_configured() {
        let c = config("skyhook.nvidia.com=runtime-required:NoSchedule", false);
        let t = taint("skyhook.nvidia.com", Some("runtime-required"), "NoSchedule");
        assert_eq!(classify(&t, &c), Some(TaintKind::Configured));
        // The new default key is then a foreign gate.
        let n = taint(
            "nodewright.nvidia.com",
            Some("runtime-required"),
            "NoSchedule",
        );
        assert_eq!(classify(&n, &c), Some(TaintKind::Unrecognised));
    }

    #[test]
    fn configured_key_with_other_effect_is_never_removed() {
        let c = config("nodewright.nvidia.com=runtime-required:NoSchedule", true);
        let t = taint(
            "nodewright.nvidia.com",
            Some("runtime-required"),
            "NoExecute",
        );
        assert_eq!(classify(&t, &c), Some(TaintKind::Unrecognised));
        assert!(!removed_at_completion(TaintKind::Unrecognised));
    }

    #[test]
    fn foreign_and_ordinary_taints() {
        let c = config("nodewright.nvidia.com=runtime-required:NoSchedule", true);
        assert_eq!(
            classify(
                &taint(
                    "gpu.nvidia.com/gate",
                    Some("runtime-required"),
                    "NoSchedule"
                ),
                &c
            ),
            Some(TaintKind::Unrecognised)
        );
        assert_eq!(
            classify(
                &taint("nvidia.com", Some("runtime-required"), "NoSchedule"),
                &c
            ),
            Some(TaintKind::Unrecognised)
        );
        assert_eq!(
            classify(&taint("nvidia.com/gpu", Some("present"), "NoSchedule"), &c),
            None
        );
        assert_eq!(
            classify(
                &taint("example.com/x", Some("runtime-required"), "NoSchedule"),
                &c
            ),
            None
        );
        assert_eq!(
            classify(
                &taint("notnvidia.com", Some("runtime-required"), "NoSchedule"),
                &c
            ),
            None
        );
        assert_eq!(
            classify(&taint(UNSCHEDULABLE_TAINT_KEY, None, "NoSchedule"), &c),
            None
        );
    }

    #[test]
    fn toleration_semantics_match_kubernetes() {
        let t = taint("k", Some("v"), "NoSchedule");
        assert!(tolerates(
            &tol(Some("k"), Some("Equal"), Some("v"), Some("NoSchedule")),
            &t
        ));
        assert!(
            tolerates(&tol(Some("k"), None, Some("v"), None), &t),
            "no operator means Equal, no effect means all"
        );
        assert!(!tolerates(
            &tol(Some("k"), Some("Equal"), Some("w"), None),
            &t
        ));
        assert!(!tolerates(&tol(Some("k"), Some("Equal"), None, None), &t));
        assert!(tolerates(&tol(Some("k"), Some("Exists"), None, None), &t));
        assert!(!tolerates(
            &tol(Some("k"), Some("Exists"), None, Some("NoExecute")),
            &t
        ));
        assert!(
            tolerates(&tol(None, Some("Exists"), None, None), &t),
            "empty key + Exists tolerates everything"
        );
        assert!(tolerates(
            &tol(Some(""), Some("Exists"), None, Some("NoSchedule")),
            &t
        ));
        assert!(!tolerates(
            &tol(Some("other"), Some("Exists"), None, None),
            &t
        ));
        assert!(
            !tolerates(&tol(Some("k"), Some("Gt"), Some("1"), None), &t),
            "comparison operators are off"
        );
        let novalue = taint("k", None, "NoSchedule");
        assert!(tolerates(
            &tol(Some("k"), Some("Equal"), Some(""), None),
            &novalue
        ));
        assert!(tolerates(
            &tol(Some("k"), Some("Equal"), None, None),
            &novalue
        ));
    }

    #[test]
    fn cordon_is_always_tolerated_the_gate_only_for_runtime_required() {
        let c = config("nodewright.nvidia.com=runtime-required:NoSchedule", true);
        let taints = vec![
            taint(UNSCHEDULABLE_TAINT_KEY, None, "NoSchedule"),
            c.taint.to_taint(),
        ];
        let rr = cr_tolerations(true, &[], &c);
        assert!(untolerated(&taints, &rr).is_empty());
        let plain = cr_tolerations(false, &[], &c);
        let left = untolerated(&taints, &plain);
        assert_eq!(left.len(), 1);
        assert_eq!(left[0].key, "nodewright.nvidia.com");
        let extra = [tol(
            Some("nodewright.nvidia.com"),
            Some("Exists"),
            None,
            None,
        )];
        assert!(untolerated(&taints, &cr_tolerations(false, &extra, &c)).is_empty());
    }

    #[test]
    fn node_with_100_taints() {
        let c = config("nodewright.nvidia.com=runtime-required:NoSchedule", true);
        let mut taints: Vec<Taint> = (0..99)
            .map(|i| taint(&format!("example.com/t{i}"), Some("x"), "NoSchedule"))
            .collect();
        taints.push(c.taint.to_taint());
        let g = gate_taints(&taints, &c);
        assert_eq!(g.len(), 1);
        assert_eq!(g[0].kind, TaintKind::Configured);
        assert_eq!(
            untolerated(&taints, &cr_tolerations(true, &[], &c)).len(),
            99
        );
        let all = [tol(None, Some("Exists"), None, None)];
        assert!(untolerated(&taints, &cr_tolerations(false, &all, &c)).is_empty());
    }

    #[test]
    fn display_of_node_taints() {
        assert_eq!(
            display_taint(&taint("k", Some("v"), "NoSchedule")),
            "k=v:NoSchedule"
        );
        assert_eq!(display_taint(&taint("k", None, "NoExecute")), "k:NoExecute");
        assert_eq!(
            display_taint(&taint("k", Some(""), "NoExecute")),
            "k:NoExecute"
        );
    }
}
