//! The operator's own `Validate()` of a Skyhook / NodeWright, as a pure function over the raw
//! object (docs/operator-findings.md, "One invalid CR halts the operator for every CR").
//!
//! The operator validates **every** CR on **every** reconcile (v0.15
//! `HandleMigrations`, `internal/controller/skyhook_controller.go`: `skyhook.Validate()` error
//! returned for the whole pass), so one invalid CR halts it for every CR. The webhook refuses such
//! a CR at admission, but with webhooks off, or a CR that predates a rule, it is stored. Rules
//! (v0.15 `api/v1alpha1/skyhook_webhook.go` `(*Skyhook).Validate`, v0.18+
//! `api/nodewright/v1alpha1/nodewright_webhook.go` `(*NodeWright).Validate`):
//!
//! - `interruptionBudget` with both `percent` and `count`;
//! - `deploymentPolicy` together with an `interruptionBudget`;
//! - a `nodeSelectors` (or, v0.18+, `podNonInterruptLabels`) that is not a valid selector;
//! - a package whose explicit `name` differs from its key, or whose name is outside
//!   `^[a-z][-a-z0-9]{0,41}[a-z]$`;
//! - a `configInterrupts` key matching no `configMap` key (exact, or a `*` glob);
//! - an image with an inline tag or digest (v0.18+; v0.15 strips the tag when it reads the CR);
//! - a version that is not semver (a `v` is prepended, as the operator does);
//! - partial resource overrides (some but not all of cpu/memory request/limit), or a zero or
//!   negative one;
//! - `uninstall.apply` without `uninstall.enabled`;
//! - a negative `stageTimeout` (v0.18+);
//! - a `dependsOn` with an empty version, or naming a `package|version` the CR does not have.
//!
//! - a resource limit below its request (`cpuLimit < cpuRequest`, `memoryLimit < memoryRequest`,
//!   compared as quantities, `model::quantity`);
//! - (v0.20+) a negative `drainConfig.timeout` or `drainConfig.gracePeriod`.

use serde_json::Value;

use super::quantity::Quantity;
use super::types::{Invalid, LabelSelector};

/// A JSON scalar as written (a string without its quotes).
fn text(v: Option<&Value>) -> String {
    match v {
        Some(Value::String(s)) => s.clone(),
        Some(other) => other.to_string(),
        None => String::new(),
    }
}

use super::version::Rule;

impl Invalid {
    fn new(rule: &str, message: String) -> Invalid {
        Invalid {
            rule: rule.into(),
            message,
            since: None,
            release_rule: None,
        }
    }
    /// The operator release rule (`model::version`) that brought this check.
    fn since(mut self, rule: Rule) -> Invalid {
        self.since = Some(rule.facts().since.into());
        self.release_rule = Some(rule);
        self
    }

    /// Whether an operator of this version applies the rule. Unknown version: only the rules of
    /// every version (never claim a halt the running operator may not have).
    pub fn applies_to(&self, operator_version: Option<&str>) -> bool {
        match (&self.since, operator_version) {
            (None, _) => true,
            (Some(since), Some(v)) => super::version::at_least(v, since) == Some(true),
            (Some(_), None) => false,
        }
    }
}

/// The package name rule, `^[a-z][-a-z0-9]{0,41}[a-z]$`.
pub fn valid_package_name(name: &str) -> bool {
    let b = name.as_bytes();
    (2..=43).contains(&b.len())
        && b[0].is_ascii_lowercase()
        && b[b.len() - 1].is_ascii_lowercase()
        && b.iter()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == b'-')
}

/// golang.org/x/mod/semver `IsValid` after the operator's `v` prefix: `vMAJOR[.MINOR[.PATCH
/// [-PRERELEASE][+BUILD]]]`, numbers without leading zeros.
pub fn valid_semver(version: &str) -> bool {
    if version.is_empty() {
        return false;
    }
    let v = version.strip_prefix('v').unwrap_or(version);
    let (core, build) = match v.split_once('+') {
        Some((c, b)) => (c, Some(b)),
        None => (v, None),
    };
    let (core, pre) = match core.split_once('-') {
        Some((c, p)) => (c, Some(p)),
        None => (core, None),
    };
    let nums: Vec<&str> = core.split('.').collect();
    let num_ok = |n: &&str| {
        !n.is_empty()
            && n.bytes().all(|c| c.is_ascii_digit())
            && (n.len() == 1 || !n.starts_with('0'))
    };
    if nums.is_empty() || nums.len() > 3 || !nums.iter().all(num_ok) {
        return false;
    }
    // Shorthand (v1, v1.2) takes no prerelease or build.
    if nums.len() < 3 && (pre.is_some() || build.is_some()) {
        return false;
    }
    let ident_ok =
        |s: &str| !s.is_empty() && s.bytes().all(|c| c.is_ascii_alphanumeric() || c == b'-');
    if let Some(p) = pre
        && !p.split('.').all(|id| {
            ident_ok(id)
                && !(id.bytes().all(|c| c.is_ascii_digit()) && id.len() > 1 && id.starts_with('0'))
        })
    {
        return false;
    }
    if let Some(b) = build
        && !b.split('.').all(ident_ok)
    {
        return false;
    }
    true
}

/// `filepath.Match` for patterns whose only meta character is `*` (the operator supports only
/// that one): `*` matches any run of characters except `/`.
fn glob_match(pattern: &str, name: &str) -> bool {
    fn go(p: &[u8], n: &[u8]) -> bool {
        match p.split_first() {
            None => n.is_empty(),
            Some((b'*', rest)) => (0..=n.len())
                .take_while(|i| !n[..*i].contains(&b'/'))
                .any(|i| go(rest, &n[i..])),
            Some((c, rest)) => n.first() == Some(c) && go(rest, &n[1..]),
        }
    }
    go(pattern.as_bytes(), name.as_bytes())
}

/// The tag and digest of an image reference (`repo:tag`, `repo@sha256:…`; a registry port before
/// the last `/` is not a tag).
fn image_tag_digest(image: &str) -> (Option<&str>, Option<&str>) {
    let (name, digest) = match image.split_once('@') {
        Some((n, d)) => (n, Some(d)),
        None => (image, None),
    };
    let last = name.rsplit('/').next().unwrap_or(name);
    (last.split_once(':').map(|(_, t)| t), digest)
}

/// A quantity field as the operator decodes it (a JSON string or number); `None` when unset or
/// not a quantity.
fn quantity(v: Option<&Value>) -> Option<Quantity> {
    match v? {
        Value::String(s) => Quantity::parse(s),
        Value::Number(n) => Quantity::parse(&n.to_string()),
        _ => None,
    }
}

fn is_set_quantity(v: Option<&Value>) -> bool {
    match v {
        None | Some(Value::Null) => false,
        Some(Value::String(s)) if s.trim().is_empty() => false,
        Some(other) => quantity(Some(other)).is_none_or(|q| !q.is_zero()),
    }
}

fn negative_quantity(v: Option<&Value>) -> bool {
    quantity(v).is_some_and(|q| q.is_negative())
}

/// A Go duration string below zero (`-5m`; `-0s` is zero).
fn negative_duration(v: Option<&Value>) -> bool {
    v.and_then(Value::as_str)
        .and_then(|t| t.trim().strip_prefix('-'))
        .is_some_and(|rest| rest.bytes().any(|b| (b'1'..=b'9').contains(&b)))
}

fn selector_error(v: Option<&Value>) -> Option<String> {
    let v = v.filter(|v| !v.is_null())?;
    let sel: LabelSelector = match serde_json::from_value(v.clone()) {
        Ok(s) => s,
        Err(e) => return Some(e.to_string()),
    };
    super::selector::Selector::from_label_selector(&sel)
        .err()
        .map(|e| e.to_string())
}

/// Every rule of the operator's `Validate()` the raw CR breaks, in the operator's order (spec
/// first, then packages by name, then the dependency graph). Empty: valid.
pub fn validate(obj: &Value) -> Vec<Invalid> {
    let mut out = Vec::new();
    let spec = obj.get("spec").cloned().unwrap_or(Value::Null);
    let budget = spec.get("interruptionBudget").filter(|b| !b.is_null());
    let has = |b: Option<&Value>, k: &str| b.and_then(|b| b.get(k)).is_some_and(|v| !v.is_null());
    if has(budget, "percent") && has(budget, "count") {
        out.push(Invalid::new(
            "interruption-budget",
            "interruptionBudget sets both percent and count".into(),
        ));
    }
    let policy = spec
        .get("deploymentPolicy")
        .and_then(Value::as_str)
        .unwrap_or("");
    if !policy.is_empty() && (has(budget, "percent") || has(budget, "count")) {
        out.push(Invalid::new(
            "policy-and-budget",
            format!("deploymentPolicy {policy} and interruptionBudget are mutually exclusive"),
        ));
    }
    for field in ["timeout", "gracePeriod"] {
        if negative_duration(spec.get("drainConfig").and_then(|d| d.get(field))) {
            out.push(
                Invalid::new("drain-config", format!("drainConfig.{field} must be >= 0"))
                    .since(Rule::DrainConfigValidated),
            );
        }
    }
    if let Some(e) = selector_error(spec.get("podNonInterruptLabels")) {
        out.push(
            Invalid::new(
                "pod-non-interrupt-labels",
                format!("podNonInterruptLabels is not a valid selector: {e}"),
            )
            .since(Rule::Rename),
        );
    }
    if let Some(e) = selector_error(spec.get("nodeSelectors")) {
        out.push(Invalid::new(
            "node-selector",
            format!("nodeSelectors is not a valid selector: {e}"),
        ));
    }
    let empty = serde_json::Map::new();
    let packages = spec
        .get("packages")
        .and_then(Value::as_object)
        .unwrap_or(&empty);
    let unique: Vec<String> = packages
        .iter()
        .map(|(key, p)| {
            let version = p.get("version").and_then(Value::as_str).unwrap_or("");
            format!("{key}|{version}")
        })
        .collect();
    for (key, p) in packages {
        package_rules(key, p, &mut out);
    }
    dependency_rules(packages, &unique, &mut out);
    out
}

/// The rules of one package of the spec.
fn package_rules(key: &str, p: &Value, out: &mut Vec<Invalid>) {
    let name = p
        .get("name")
        .and_then(Value::as_str)
        .filter(|n| !n.is_empty());
    let version = p.get("version").and_then(Value::as_str).unwrap_or("");
    if let Some(n) = name
        && n != key
    {
        out.push(Invalid::new(
            "package-name",
            format!("package {key}'s name is set to {n}: do not set name explicitly"),
        ));
    }
    if !valid_package_name(key) {
        out.push(Invalid::new(
            "package-name",
            format!("package name {key} is not valid: must match ^[a-z][-a-z0-9]{{0,41}}[a-z]$"),
        ));
    }
    let config_keys: Vec<&String> = p
        .get("configMap")
        .and_then(Value::as_object)
        .map(|m| m.keys().collect())
        .unwrap_or_default();
    if let Some(ci) = p.get("configInterrupts").and_then(Value::as_object) {
        for pattern in ci.keys() {
            let ok = config_keys.contains(&pattern)
                || (pattern.contains('*') && config_keys.iter().any(|k| glob_match(pattern, k)));
            if !ok {
                out.push(Invalid::new(
                    "config-interrupt",
                    format!(
                        "package {key}: configInterrupts key {pattern} matches no configMap key"
                    ),
                ));
            }
        }
    }
    let image = p.get("image").and_then(Value::as_str).unwrap_or("");
    let (tag, digest) = image_tag_digest(image);
    if digest.is_some() {
        out.push(
            Invalid::new(
                "image-reference",
                format!(
                    "package {key}: image {image} contains an inline digest (use containerSHA)"
                ),
            )
            .since(Rule::InlineImageRejected),
        );
    } else if let Some(t) = tag {
        out.push(
            Invalid::new(
                "image-reference",
                format!("package {key}: image {image} contains an inline tag {t:?} (the version supplies the tag)"),
            )
            .since(Rule::InlineImageRejected),
        );
    }
    if !valid_semver(version) {
        out.push(Invalid::new(
            "version",
            format!("package {key}: version {version:?} is not semver"),
        ));
    }
    if let Some(r) = p.get("resources").filter(|r| r.is_object()) {
        out.extend(resource_rules(key, r));
    }
    let uninstall = p.get("uninstall");
    let flag = |k: &str| {
        uninstall
            .and_then(|u| u.get(k))
            .and_then(Value::as_bool)
            .unwrap_or(false)
    };
    if flag("apply") && !flag("enabled") {
        out.push(Invalid::new(
            "uninstall",
            format!("package {key}: uninstall.apply requires uninstall.enabled"),
        ));
    }
    if negative_duration(p.get("stageTimeout")) {
        out.push(
            Invalid::new(
                "stage-timeout",
                format!("package {key}: stageTimeout must be >= 0"),
            )
            .since(Rule::StageTimeout),
        );
    }
}

/// A package's `resources`: all four quantities or none, limits at least the requests, none
/// negative.
fn resource_rules(key: &str, r: &Value) -> Option<Invalid> {
    let fields = ["cpuRequest", "cpuLimit", "memoryRequest", "memoryLimit"];
    let set = fields
        .iter()
        .filter(|f| is_set_quantity(r.get(**f)))
        .count();
    if set > 0 && set < fields.len() {
        return Some(Invalid::new(
            "resources",
            format!(
                "package {key}: set all of cpuRequest, cpuLimit, memoryRequest, memoryLimit or none"
            ),
        ));
    } else if let Some(m) = [
        ("cpu", "cpuLimit", "cpuRequest"),
        ("memory", "memoryLimit", "memoryRequest"),
    ]
    .iter()
    .find_map(|(what, limit, request)| {
        let (l, q) = (quantity(r.get(*limit))?, quantity(r.get(*request))?);
        (l < q).then(|| {
            format!(
                "package {key}: {limit} ({}) must be >= {request} ({}) for {what}",
                text(r.get(*limit)),
                text(r.get(*request))
            )
        })
    }) {
        return Some(Invalid::new("resources", m));
    } else if fields.iter().any(|f| negative_quantity(r.get(*f))) {
        return Some(Invalid::new(
            "resources",
            format!("package {key}: resource values must be positive"),
        ));
    }
    None
}

/// `dependsOn`: every dependency names a package and version the CR declares (`unique`:
/// `name|version` of each).
fn dependency_rules(
    packages: &serde_json::Map<String, Value>,
    unique: &[String],
    out: &mut Vec<Invalid>,
) {
    for (key, p) in packages {
        if let Some(deps) = p.get("dependsOn").and_then(Value::as_object) {
            for (dep, ver) in deps {
                let ver = ver.as_str().unwrap_or("");
                if ver.is_empty() {
                    out.push(Invalid::new(
                        "depends-on",
                        format!("package {key}: dependsOn {dep} has an empty version"),
                    ));
                } else if !unique.contains(&format!("{dep}|{ver}")) {
                    out.push(Invalid::new(
                        "depends-on",
                        format!(
                            "package {key} depends on {dep} {ver}, which the CR does not declare"
                        ),
                    ));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn cr(spec: Value) -> Value {
        json!({"metadata": {"name": "x"}, "spec": spec})
    }

    fn rules(spec: Value) -> Vec<String> {
        validate(&cr(spec)).into_iter().map(|i| i.rule).collect()
    }

    #[test]
    fn a_valid_cr_breaks_no_rule() {
        let spec = json!({
            "runtimeRequired": true,
            "nodeSelectors": {"matchLabels": {"pool": "a"}},
            "interruptionBudget": {"count": 1},
            "packages": {
                "spencer": {"version": "3.2.3", "image": "ghcr.io/nvidia/skyhook/agentless",
                            "configMap": {"a.conf": "x"}, "configInterrupts": {"*.conf": {"type": "service"}},
                            "resources": {"cpuRequest": "100m", "cpuLimit": "200m", "memoryRequest": "64Mi", "memoryLimit": "128Mi"}},
                "dexter": {"version": "v1.2", "image": "registry:5000/dexter", "dependsOn": {"spencer": "3.2.3"}}
            }
        });
        assert_eq!(rules(spec), Vec::<String>::new());
    }

    /// docs/operator-findings.md, "One invalid CR halts the operator for every CR": `pkg2` halted the v0.15 operator for every CR.
    #[test]
    fn package_names_follow_the_operators_pattern() {
        assert!(!valid_package_name("pkg2"));
        assert!(!valid_package_name("slow2"));
        assert!(!valid_package_name("a"));
        assert!(!valid_package_name("Driver"));
        assert!(valid_package_name("spencer"));
        assert!(valid_package_name("gpu-driver"));
        assert!(valid_package_name(&"a".repeat(43)));
        assert!(!valid_package_name(&"a".repeat(44)));
        let i = validate(&cr(
            json!({"packages": {"pkg2": {"version": "1.0.0", "image": "x"}}}),
        ));
        assert_eq!(i.len(), 1);
        assert_eq!(i[0].rule, "package-name");
        assert!(i[0].message.contains("pkg2"));
        assert!(i[0].applies_to(Some("v0.15.0")) && i[0].applies_to(None));
    }

    #[test]
    fn versions_are_semver_with_an_optional_v() {
        for ok in [
            "3.2.3",
            "v1",
            "1.2",
            "1.0.0-rc.1",
            "1.0.0+build.5",
            "v0.18.0",
        ] {
            assert!(valid_semver(ok), "{ok}");
        }
        for bad in [
            "", "latest", "01.2.3", "1.2.3.4", "1.2-rc1", "1.0.0-01", "1..2",
        ] {
            assert!(!valid_semver(bad), "{bad}");
        }
    }

    #[test]
    fn every_rule_is_named() {
        let spec = json!({
            "deploymentPolicy": "canary",
            "interruptionBudget": {"percent": 10, "count": 1},
            "nodeSelectors": {"matchExpressions": [{"key": "a", "operator": "In"}]},
            "podNonInterruptLabels": {"matchExpressions": [{"key": "b", "operator": "Bogus"}]},
            "packages": {
                "alpha": {"name": "other", "version": "latest", "image": "repo/alpha:1.0",
                          "configInterrupts": {"missing.conf": {"type": "reboot"}},
                          "resources": {"cpuRequest": "1"},
                          "uninstall": {"apply": true},
                          "stageTimeout": "-5m",
                          "dependsOn": {"beta": "", "gamma": "1.0.0"}},
                "beta": {"version": "1.0.0", "image": "repo/beta@sha256:abc"}
            }
        });
        let got = rules(spec);
        for want in [
            "interruption-budget",
            "policy-and-budget",
            "node-selector",
            "pod-non-interrupt-labels",
            "package-name",
            "config-interrupt",
            "image-reference",
            "version",
            "resources",
            "uninstall",
            "stage-timeout",
            "depends-on",
        ] {
            assert!(got.iter().any(|r| r == want), "{want} in {got:?}");
        }
    }

    #[test]
    fn renamed_only_rules_do_not_apply_to_a_pre_rename_operator() {
        // v0.15 strips an inline tag when it reads the CR (Packages.UnmarshalJSON), so it never
        // refuses one; v0.18+ does.
        let i = validate(&cr(
            json!({"packages": {"spencer": {"version": "1.0.0", "image": "repo/s:1.0.0"}}}),
        ));
        assert_eq!(i.len(), 1);
        assert!(!i[0].applies_to(Some("v0.15.0")));
        assert!(i[0].applies_to(Some("v0.18.0")));
        assert!(!i[0].applies_to(None));
    }

    #[test]
    fn a_limit_below_its_request_is_refused_by_every_version() {
        let res = |r: Value| {
            validate(&cr(
                json!({"packages": {"spencer": {"version": "1.0.0", "image": "x", "resources": r}}}),
            ))
        };
        let ok = res(
            json!({"cpuRequest": "500m", "cpuLimit": "1", "memoryRequest": "1Gi", "memoryLimit": "1024Mi"}),
        );
        assert_eq!(ok, vec![], "equal after units is fine");
        let cpu = res(
            json!({"cpuRequest": "1", "cpuLimit": "999m", "memoryRequest": "64Mi", "memoryLimit": "128Mi"}),
        );
        assert_eq!(cpu.len(), 1);
        assert!(
            cpu[0]
                .message
                .contains("cpuLimit (999m) must be >= cpuRequest (1)"),
            "{}",
            cpu[0].message
        );
        assert!(cpu[0].applies_to(Some("v0.15.0")) && cpu[0].applies_to(None));
        let mem = res(
            json!({"cpuRequest": 1, "cpuLimit": 2, "memoryRequest": "1G", "memoryLimit": "900Mi"}),
        );
        assert_eq!(mem.len(), 1, "numbers are quantities too");
        assert!(
            mem[0].message.contains("memoryLimit (900Mi)"),
            "{}",
            mem[0].message
        );
        let neg = res(
            json!({"cpuRequest": "-1", "cpuLimit": "1", "memoryRequest": "1Mi", "memoryLimit": "1Mi"}),
        );
        assert_eq!(neg.len(), 1);
        assert!(neg[0].message.contains("positive"), "{}", neg[0].message);
    }

    #[test]
    fn drain_config_durations_must_not_be_negative_from_v0_20() {
        let dc = |d: Value| validate(&cr(json!({"drainConfig": d})));
        assert_eq!(dc(json!({"timeout": "10m", "gracePeriod": "0s"})), vec![]);
        assert_eq!(
            dc(json!({"timeout": "-0s"})),
            vec![],
            "negative zero is zero"
        );
        let bad = dc(json!({"timeout": "-1m", "gracePeriod": "-30s"}));
        assert_eq!(bad.len(), 2);
        assert!(
            bad[0].message.contains("drainConfig.timeout")
                && bad[1].message.contains("drainConfig.gracePeriod")
        );
        assert!(
            !bad[0].applies_to(Some("v0.19.3")),
            "the field came with v0.20"
        );
        assert!(bad[0].applies_to(Some("v0.20.0")));
        assert!(!bad[0].applies_to(None));
    }

    #[test]
    fn config_interrupt_globs_use_star_only() {
        assert!(glob_match("*.conf", "a.conf"));
        assert!(!glob_match("*.conf", "dir/a.conf"));
        assert!(glob_match("a*", "a"));
        assert!(!glob_match("a.conf", "b.conf"));
    }
}
