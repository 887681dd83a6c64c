//! The operator's configuration as the plugin sees it: the Deployment found (image tag, env),
//! and the effective settings (`--runtime-required-taint` over the Deployment's
//! `RUNTIME_REQUIRED_TAINT` over the version's default), with the warnings they raise. Pure: the
//! cluster layer (`cluster::operator`) finds and decodes the Deployments.

use std::collections::BTreeMap;

use super::taint::TaintSpec;
use super::types::{ConfigSource, OperatorConfig};
use super::version::Release;

/// Default rollback window of the renamed operator.
pub const DEFAULT_LEGACY_CLEANUP_DELAY_SECS: u64 = 24 * 3600;

/// One operator Deployment found in the cluster.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OperatorDeployment {
    pub namespace: String,
    pub name: String,
    pub image: String,
    /// Tag of the manager image, e.g. `v0.18.1`.
    pub version: Option<String>,
    pub env: BTreeMap<String, String>,
    pub replicas: i64,
    pub ready_replicas: i64,
}

impl OperatorDeployment {
    pub fn ready(&self) -> bool {
        self.ready_replicas > 0
    }
}

/// What the search found.
#[derive(Debug, Clone, Default)]
pub struct OperatorSearch {
    pub deployments: Vec<OperatorDeployment>,
    /// Why the search could not be completed (RBAC), if so.
    pub unreadable: Option<String>,
}

/// `repo/image:v0.18.1@sha256:...` → `v0.18.1`.
pub fn image_tag(image: &str) -> Option<String> {
    let no_digest = image.split('@').next().unwrap_or(image);
    let last = no_digest.rsplit('/').next().unwrap_or(no_digest);
    last.split_once(':')
        .map(|(_, t)| t.to_string())
        .filter(|t| !t.is_empty())
}

/// What [`effective_config`] warns about (printed on stderr as `warning: ...`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ConfigWarning {
    /// Several operator Deployments (`namespace/name`); the first is used.
    SeveralDeployments(Vec<String>),
    /// The Deployments could not be read (why); defaults are used.
    Unreadable(String),
    /// `RUNTIME_REQUIRED_TAINT` does not parse; the default is assumed.
    InvalidTaint {
        raw: String,
        deployment: String,
        error: String,
        default: TaintSpec,
    },
    /// `LEGACY_CLEANUP_DELAY` does not parse; 24h is assumed.
    BadCleanupDelay(String),
}

impl std::fmt::Display for ConfigWarning {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ConfigWarning::SeveralDeployments(names) => write!(
                f,
                "several operator Deployments found ({}); using the first",
                names.join(", ")
            ),
            ConfigWarning::Unreadable(why) => write!(
                f,
                "cannot read the operator Deployment ({why}); using default settings"
            ),
            ConfigWarning::InvalidTaint {
                raw,
                deployment,
                error,
                default,
            } => write!(
                f,
                "the operator's RUNTIME_REQUIRED_TAINT {raw:?} in {deployment} is invalid ({error}); assuming the default {default}"
            ),
            ConfigWarning::BadCleanupDelay(v) => write!(
                f,
                "the operator's LEGACY_CLEANUP_DELAY {v:?} does not parse; assuming 24h"
            ),
        }
    }
}

/// Builds the effective configuration: flags override the Deployment, which overrides defaults.
/// `renamed_served` picks the default taint when no operator is found (the renamed operator
/// defaults to the `nodewright.nvidia.com` key, the legacy one to `skyhook.nvidia.com`).
///
/// `taint_flag` is `--runtime-required-taint`, `removal` `--removal-version` (both parsed by the
/// command line).
pub fn effective_config(
    taint_flag: Option<&TaintSpec>,
    removal: Release,
    search: &OperatorSearch,
    renamed_served: bool,
) -> (OperatorConfig, Vec<ConfigWarning>) {
    let mut warnings = Vec::new();
    let dep = search.deployments.first();
    if search.deployments.len() > 1 {
        let names: Vec<String> = search
            .deployments
            .iter()
            .map(|d| format!("{}/{}", d.namespace, d.name))
            .collect();
        warnings.push(ConfigWarning::SeveralDeployments(names));
    }
    if let (None, Some(why)) = (dep, &search.unreadable) {
        warnings.push(ConfigWarning::Unreadable(why.clone()));
    }
    let version = dep
        .and_then(|d| d.version.clone())
        .filter(|v| super::version::Release::parse(v).is_some());
    let renamed_operator = super::version::renamed(version.as_deref())
        .unwrap_or_else(|| renamed_served || dep.is_some_and(|d| d.image.contains("nodewright")));
    let default_taint = if renamed_operator {
        TaintSpec::default_nodewright()
    } else {
        TaintSpec::legacy()
    };
    let (taint, source) = if let Some(flag) = taint_flag {
        (flag.clone(), ConfigSource::Flag)
    } else if let Some(d) = dep {
        match d
            .env
            .get("RUNTIME_REQUIRED_TAINT")
            .filter(|v| !v.trim().is_empty())
        {
            Some(raw) => match TaintSpec::parse(raw) {
                Ok(t) => (
                    t,
                    ConfigSource::Deployment(format!("{}/{}", d.namespace, d.name)),
                ),
                Err(e) => {
                    warnings.push(ConfigWarning::InvalidTaint {
                        raw: raw.clone(),
                        deployment: format!("{}/{}", d.namespace, d.name),
                        error: e.to_string(),
                        default: default_taint.clone(),
                    });
                    (
                        default_taint.clone(),
                        ConfigSource::InvalidInDeployment(format!("{}/{}", d.namespace, d.name)),
                    )
                }
            },
            None => (
                default_taint.clone(),
                ConfigSource::DeploymentDefault(format!("{}/{}", d.namespace, d.name)),
            ),
        }
    } else {
        (default_taint.clone(), ConfigSource::Default)
    };
    let reapply_on_reboot = dep
        .and_then(|d| d.env.get("REAPPLY_ON_REBOOT"))
        .is_some_and(|v| matches!(v.trim().to_ascii_lowercase().as_str(), "true" | "1" | "yes"));
    let legacy_cleanup_delay_secs = cleanup_delay(dep, &mut warnings);
    let legacy_taint_recognised =
        super::taint::legacy_key_recognised(version.as_deref(), renamed_operator, removal);
    let operator_ready = if dep.is_some() {
        Some(dep.is_some_and(OperatorDeployment::ready))
    } else if search.unreadable.is_some() {
        None
    } else {
        Some(false)
    };
    let start_refusal = dep.and_then(|d| start_refusal(d, version.as_deref(), &taint));
    (
        OperatorConfig {
            taint,
            reapply_on_reboot,
            legacy_cleanup_delay_secs,
            version,
            legacy_taint_recognised,
            source,
            operator_ready,
            start_refusal,
        },
        warnings,
    )
}

/// `LEGACY_CLEANUP_DELAY` in seconds (24h when unset or unreadable, with a warning).
fn cleanup_delay(dep: Option<&OperatorDeployment>, warnings: &mut Vec<ConfigWarning>) -> u64 {
    match dep.and_then(|d| d.env.get("LEGACY_CLEANUP_DELAY")) {
        Some(v) => match super::duration::parse_go_duration(v) {
            Ok(d) => d.as_secs(),
            Err(_) => {
                warnings.push(ConfigWarning::BadCleanupDelay(v.clone()));
                DEFAULT_LEGACY_CLEANUP_DELAY_SECS
            }
        },
        None => DEFAULT_LEGACY_CLEANUP_DELAY_SECS,
    }
}

/// Whether a v0.20+ operator refuses this runtime-required taint key (rule `taint-key-refused`):
/// it must name the `nodewright.nvidia.com/autoTaint_<key>` annotation, so no `/` and at most 53
/// characters (`SkyhookOperatorOptions.Validate`, `skyhook_controller.go` @ 90d9979d).
pub fn taint_key_refused(key: &str) -> bool {
    key.contains('/') || key.len() > 53
}

/// The Job TTLs a v0.18+ operator refuses (rule `job-ttl-minimum`): `JOB_TTL_SUCCEEDED` or
/// `JOB_TTL_FAILED` under one minute (`0` included), as `(NAME, value)`. A value that does not
/// parse is left to the operator's own message.
pub fn short_job_ttls(env: &BTreeMap<String, String>) -> Vec<(&'static str, &str)> {
    ["JOB_TTL_SUCCEEDED", "JOB_TTL_FAILED"]
        .into_iter()
        .filter_map(|name| {
            let raw = env.get(name)?;
            let ttl = super::duration::parse_go_duration(raw).ok()?;
            (ttl.as_secs() < 60).then_some((name, raw.as_str()))
        })
        .collect()
}

/// Why an operator of `version` with this Deployment's settings refuses to start: its
/// `SkyhookOperatorOptions.Validate` (`skyhook_controller.go` @ 90d9979d) rejects, from v0.20
/// (rule `taint-key-refused`), a runtime-required taint key that cannot name the
/// `nodewright.nvidia.com/autoTaint_<key>` annotation (a `/` in it, or over 53 characters), and
/// from v0.18 (rule `job-ttl-minimum`) `JOB_TTL_SUCCEEDED` / `JOB_TTL_FAILED` under one minute.
/// `None` for an unknown version: never claim a refusal the operator may not make.
pub fn start_refusal(
    d: &OperatorDeployment,
    version: Option<&str>,
    taint: &TaintSpec,
) -> Option<super::types::StartRefusal> {
    use super::version::Rule;
    let mut why = Vec::new();
    let mut fixes = Vec::new();
    if Rule::TaintKeyRefused.holds(version) == Some(true) && taint_key_refused(&taint.key) {
        why.push(format!(
            "its runtime-required taint key {:?} cannot name the nodewright.nvidia.com/autoTaint_<key> annotation (use a key without a DNS prefix, at most 53 characters; rule {})",
            taint.key,
            Rule::TaintKeyRefused.name()
        ));
        fixes.push((
            "RUNTIME_REQUIRED_TAINT".to_string(),
            TaintSpec::default_nodewright().to_string(),
        ));
    }
    if Rule::JobTtlMinimum.holds(version) == Some(true) {
        for (env, raw) in short_job_ttls(&d.env) {
            why.push(format!(
                "{env}={raw} is under its one-minute minimum (rule {})",
                Rule::JobTtlMinimum.name()
            ));
            fixes.push((env.to_string(), "1m".to_string()));
        }
    }
    (!why.is_empty()).then(|| super::types::StartRefusal {
        message: format!(
            "operator {} refuses to start: {}",
            version.unwrap_or("?"),
            why.join("; ")
        ),
        fixes,
    })
}

/// The operator runs a pre-rename release (known version before v0.18).
pub fn operator_is_legacy(config: &OperatorConfig) -> bool {
    super::version::renamed(config.version.as_deref()) == Some(false)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn image_tags() {
        assert_eq!(
            image_tag("nvcr.io/nvidia/skyhook/operator:v0.15.0").as_deref(),
            Some("v0.15.0")
        );
        assert_eq!(
            image_tag("localhost:5000/op:v1.2.3@sha256:abc").as_deref(),
            Some("v1.2.3")
        );
        assert_eq!(image_tag("localhost:5000/op"), None);
    }
}
