//! Node and CR metadata keys of both prefixes: parse them into [`OperatorKey`], build them, and
//! answer the questions commands ask about them (whose is it, may `forget` strip it, does it keep
//! a node from being "new", is it a valid qualified name).
//!
//! A key under `skyhook.nvidia.com/` or `nodewright.nvidia.com/` is not necessarily the
//! operator's: people put their own labels there (`skyhook.nvidia.com/gpu-pool` in a selector).
//! Those parse as [`KeyKind::Other`] and are never operator-owned.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::types::{Group, OperatorConfig};

/// Legacy prefix and API group.
pub const LEGACY_PREFIX: &str = Group::Skyhook.domain();
/// Renamed prefix and API group.
pub const NEW_PREFIX: &str = Group::Nodewright.domain();

/// The longest name part of a qualified name (the part after `/`).
pub const MAX_NAME_PART: usize = 63;

/// The plugin's own annotation, set on every node it writes: the time of the write and what it
/// was (`2026-12-05T18:10:00Z reset gpu-drivers`). It is the plugin's change on record: a write
/// that only removes keys (reset, rerun, forget) changes no field of its own, so without it the
/// node's `managedFields` would keep no time of it and `stalled` would count from before the
/// write. Not under the operator's prefixes: the operator never reads or removes it.
pub const LAST_WRITE_ANNOTATION: &str = "kubectl-nodewright/last-write";
/// The longest prefix part of a qualified name (a DNS subdomain).
pub const MAX_PREFIX_PART: usize = 253;
/// The longest CR name whose every name-scoped key (`drainStart_` is the longest affix, 11
/// characters) stays a valid qualified name.
pub const MAX_CR_NAME_ALL_KEYS: usize = MAX_NAME_PART - "drainStart_".len();
/// The longest CR name the legacy operator's keys allow (`nodeState_`, 10 characters).
pub const MAX_CR_NAME_LEGACY_KEYS: usize = MAX_NAME_PART - "nodeState_".len();
/// The longest taint key the `autoTaint_<taintKey>` marker allows.
pub const MAX_AUTO_TAINT_KEY: usize = MAX_NAME_PART - "autoTaint_".len();

/// What a key under an operator prefix means.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", tag = "kind", content = "arg")]
pub enum KeyKind {
    /// `P/nodeState_<cr>`: the JSON package state (annotation).
    NodeState(String),
    /// `P/status_<cr>`: the operator's verdict for the node (annotation and label).
    Status(String),
    /// `P/version_<cr>`: operator version that last wrote the node for this CR.
    Version(String),
    /// `P/cordon_<cr>`: the CR holds a cordon on the node.
    Cordon(String),
    /// `P/drainStart_<cr>`: renamed operator, when the drain began.
    DrainStart(String),
    /// `P/autoTaint_<taintKey>`: node-scoped marker written with the auto-taint.
    AutoTaint(String),
    /// `P/runtimeRequiredCordon`: renamed operator, node-scoped.
    RuntimeRequiredCordon,
    /// `P/ignore`: label written by people or the CLI; the operator then skips the node.
    Ignore,
    /// `P/pause` on a CR.
    Pause,
    /// `P/disable` on a CR.
    Disable,
    /// `P/version` on a CR (operator version that last reconciled it).
    CrVersion,
    /// `nodewright.nvidia.com/mirrored-from` on a NodeWright.
    MirroredFrom,
    /// `nodewright.nvidia.com/legacy-migrated-at` on a NodeWright.
    LegacyMigratedAt,
    /// Anything else under the prefix: not the operator's (the name part is kept).
    Other(String),
}

/// A key under one of the two operator prefixes, typed.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct OperatorKey {
    pub group: Group,
    pub kind: KeyKind,
}

type MakeKind = fn(String) -> KeyKind;

const NAME_SCOPED: [(&str, MakeKind); 5] = [
    ("nodeState_", KeyKind::NodeState),
    ("status_", KeyKind::Status),
    ("version_", KeyKind::Version),
    ("cordon_", KeyKind::Cordon),
    ("drainStart_", KeyKind::DrainStart),
];

impl KeyKind {
    /// The CR a name-scoped key belongs to.
    pub fn cr_name(&self) -> Option<&str> {
        match self {
            KeyKind::NodeState(n)
            | KeyKind::Status(n)
            | KeyKind::Version(n)
            | KeyKind::Cordon(n)
            | KeyKind::DrainStart(n) => Some(n),
            _ => None,
        }
    }

    /// `nodeState_`, `status_`, `version_`, `cordon_`, `drainStart_`.
    pub fn is_name_scoped(&self) -> bool {
        self.cr_name().is_some()
    }

    /// Written on nodes by the operator itself (what `forget` may strip): the name-scoped keys,
    /// the `autoTaint_` marker and `runtimeRequiredCordon`. Not `ignore` (a person's decision),
    /// not CR-level keys, never [`KeyKind::Other`].
    pub fn is_operator_owned(&self) -> bool {
        self.is_name_scoped()
            || matches!(self, KeyKind::AutoTaint(_) | KeyKind::RuntimeRequiredCordon)
    }

    /// The name part of the key (after `P/`).
    pub fn name_part(&self) -> String {
        match self {
            KeyKind::NodeState(n) => format!("nodeState_{n}"),
            KeyKind::Status(n) => format!("status_{n}"),
            KeyKind::Version(n) => format!("version_{n}"),
            KeyKind::Cordon(n) => format!("cordon_{n}"),
            KeyKind::DrainStart(n) => format!("drainStart_{n}"),
            KeyKind::AutoTaint(k) => format!("autoTaint_{k}"),
            KeyKind::RuntimeRequiredCordon => "runtimeRequiredCordon".into(),
            KeyKind::Ignore => "ignore".into(),
            KeyKind::Pause => "pause".into(),
            KeyKind::Disable => "disable".into(),
            KeyKind::CrVersion => "version".into(),
            KeyKind::MirroredFrom => "mirrored-from".into(),
            KeyKind::LegacyMigratedAt => "legacy-migrated-at".into(),
            KeyKind::Other(s) => s.clone(),
        }
    }
}

impl OperatorKey {
    /// Parses `P/<name>` for either prefix. `None` when the key is under neither prefix.
    pub fn parse(key: &str) -> Option<OperatorKey> {
        let (prefix, name) = key.split_once('/')?;
        let group = group_of_prefix(prefix)?;
        Some(OperatorKey {
            group,
            kind: parse_name_part(name),
        })
    }

    /// The full key.
    pub fn key(&self) -> String {
        key(self.group, &self.kind)
    }
}

/// Parses a key (see [`OperatorKey::parse`]).
pub fn parse_key(key: &str) -> Option<OperatorKey> {
    OperatorKey::parse(key)
}

/// Builds `P/<name part>` for a group.
pub fn key(group: Group, kind: &KeyKind) -> String {
    format!("{}/{}", group.domain(), kind.name_part())
}

/// The group whose prefix is exactly `prefix`.
pub fn group_of_prefix(prefix: &str) -> Option<Group> {
    match prefix {
        LEGACY_PREFIX => Some(Group::Skyhook),
        NEW_PREFIX => Some(Group::Nodewright),
        _ => None,
    }
}

fn parse_name_part(name: &str) -> KeyKind {
    for (affix, make) in NAME_SCOPED {
        if let Some(cr) = name.strip_prefix(affix)
            && !cr.is_empty()
        {
            return make(cr.to_string());
        }
    }
    if let Some(k) = name.strip_prefix("autoTaint_")
        && !k.is_empty()
    {
        return KeyKind::AutoTaint(k.to_string());
    }
    match name {
        "runtimeRequiredCordon" => KeyKind::RuntimeRequiredCordon,
        "ignore" => KeyKind::Ignore,
        "pause" => KeyKind::Pause,
        "disable" => KeyKind::Disable,
        "version" => KeyKind::CrVersion,
        "mirrored-from" => KeyKind::MirroredFrom,
        "legacy-migrated-at" => KeyKind::LegacyMigratedAt,
        other => KeyKind::Other(other.to_string()),
    }
}

/// Whether `key` is an operator-owned node key (see [`KeyKind::is_operator_owned`]).
pub fn is_operator_owned(key: &str) -> bool {
    parse_key(key).is_some_and(|k| k.kind.is_operator_owned())
}

/// The name-scoped keys (either prefix) among `keys` that belong to CR `cr`.
pub fn keys_of_cr<'a, I>(keys: I, cr: &str) -> Vec<&'a str>
where
    I: IntoIterator<Item = &'a String>,
{
    keys.into_iter()
        .filter(|k| parse_key(k).is_some_and(|p| p.kind.cr_name() == Some(cr)))
        .map(String::as_str)
        .collect()
}

/// The distinct CR names that name-scoped keys among `keys` refer to, with the groups seen.
pub fn cr_names_in<'a, I>(keys: I) -> BTreeMap<String, Vec<Group>>
where
    I: IntoIterator<Item = &'a String>,
{
    let mut out: BTreeMap<String, Vec<Group>> = BTreeMap::new();
    for k in keys {
        if let Some(p) = parse_key(k)
            && let Some(cr) = p.kind.cr_name()
        {
            let groups = out.entry(cr.to_string()).or_default();
            if !groups.contains(&p.group) {
                groups.push(p.group);
            }
        }
    }
    out
}

/// Which metadata prefix the running operator writes and reads: its Go constant
/// `METADATA_PREFIX`, chosen by release (v0.18 renamed it), **not** the configured taint key.
/// `None` when the version is unknown.
pub fn operator_group(config: &OperatorConfig) -> Option<Group> {
    Some(if super::version::renamed(config.version.as_deref())? {
        Group::Nodewright
    } else {
        Group::Skyhook
    })
}

/// Whether the operator counts the node as "new" for auto-taint.
///
/// The operator (`skyhookNode.HasSkyhookAnnotations`, `operator/internal/wrapper/node.go`) looks
/// for any **annotation** (labels do not count) whose key starts with `METADATA_PREFIX + "/"`:
/// its own compiled-in prefix (`nodewright.nvidia.com` from v0.18, `skyhook.nvidia.com`
/// before), whatever the configured taint is. Any annotation counts, the operator's or not.
/// When the operator's group is unknown (`None`) the node is new only if it has no annotation
/// under either prefix: the plugin then never predicts an auto-taint the operator might skip.
pub fn is_new_node(annotations: &BTreeMap<String, String>, operator: Option<Group>) -> bool {
    !annotations.keys().any(|k| match k.split_once('/') {
        Some((prefix, _)) => match (group_of_prefix(prefix), operator) {
            (Some(g), Some(op)) => g == op,
            (Some(_), None) => true,
            (None, _) => false,
        },
        None => false,
    })
}

/// The annotation keys (under `operator`, or either prefix when unknown) that keep a node from
/// being "new".
pub fn keys_keeping_node_old(
    annotations: &BTreeMap<String, String>,
    operator: Option<Group>,
) -> Vec<&str> {
    annotations
        .keys()
        .filter(|k| {
            k.split_once('/')
                .and_then(|(p, _)| group_of_prefix(p))
                .is_some_and(|g| operator.is_none_or(|op| op == g))
        })
        .map(String::as_str)
        .collect()
}

/// Validates a qualified name (`[prefix/]name`), as Kubernetes does for label, annotation and
/// taint keys: name part at most 63 characters of `[A-Za-z0-9._-]`, starting and ending
/// alphanumeric; prefix a DNS-1123 subdomain of at most 253.
pub fn validate_qualified_name(key: &str) -> Result<(), String> {
    let (prefix, name) = match key.split_once('/') {
        Some((p, n)) => (Some(p), n),
        None => (None, key),
    };
    if let Some(p) = prefix {
        if p.is_empty() {
            return Err(format!("{key:?}: the prefix before '/' must not be empty"));
        }
        validate_dns_subdomain(p).map_err(|e| format!("{key:?}: prefix {e}"))?;
    }
    if name.is_empty() {
        return Err(format!("{key:?}: the name part must not be empty"));
    }
    if name.contains('/') {
        return Err(format!("{key:?}: a qualified name has at most one '/'"));
    }
    if name.len() > MAX_NAME_PART {
        return Err(format!(
            "{key:?}: the name part is {} characters, at most {MAX_NAME_PART} allowed",
            name.len()
        ));
    }
    if !is_label_token(name) {
        return Err(format!(
            "{key:?}: the name part must consist of alphanumerics, '-', '_' or '.', and start and end with an alphanumeric"
        ));
    }
    Ok(())
}

/// Validates a label value (also a taint value): empty, or at most 63 characters of
/// `[A-Za-z0-9._-]` starting and ending alphanumeric.
pub fn validate_label_value(value: &str) -> Result<(), String> {
    if value.is_empty() {
        return Ok(());
    }
    if value.len() > MAX_NAME_PART {
        return Err(format!(
            "value {value:?} is {} characters, at most {MAX_NAME_PART} allowed",
            value.len()
        ));
    }
    if !is_label_token(value) {
        return Err(format!(
            "value {value:?} must consist of alphanumerics, '-', '_' or '.', and start and end with an alphanumeric"
        ));
    }
    Ok(())
}

fn is_label_token(s: &str) -> bool {
    let b = s.as_bytes();
    match (b.first(), b.last()) {
        (Some(f), Some(l)) if f.is_ascii_alphanumeric() && l.is_ascii_alphanumeric() => b
            .iter()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'-' | b'_' | b'.')),
        _ => false,
    }
}

fn validate_dns_subdomain(s: &str) -> Result<(), String> {
    if s.len() > MAX_PREFIX_PART {
        return Err(format!(
            "is {} characters, at most {MAX_PREFIX_PART} allowed",
            s.len()
        ));
    }
    for label in s.split('.') {
        let b = label.as_bytes();
        let ok = match (b.first(), b.last()) {
            (Some(f), Some(l)) => {
                (f.is_ascii_lowercase() || f.is_ascii_digit())
                    && (l.is_ascii_lowercase() || l.is_ascii_digit())
                    && b.iter()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == b'-')
            }
            _ => false,
        };
        if !ok {
            return Err(format!(
                "{s:?} must be a lowercase DNS subdomain (RFC 1123)"
            ));
        }
    }
    Ok(())
}

/// Checks that every key the operator would write for CR `name` is a valid qualified name.
/// The legacy keys need `name.len() <= 53`; the renamed operator's `drainStart_` needs `<= 52`.
pub fn validate_cr_name_for_keys(name: &str) -> Result<(), String> {
    for (affix, _) in NAME_SCOPED {
        let k = format!("{NEW_PREFIX}/{affix}{name}");
        validate_qualified_name(&k)?;
    }
    Ok(())
}

/// Checks that the `autoTaint_<taintKey>` marker for a taint key is a valid annotation key: the
/// taint key must have no `/` and at most 53 characters. Otherwise the operator's auto-taint
/// patch is rejected by the API server.
pub fn validate_auto_taint_marker(taint_key: &str) -> Result<(), String> {
    if taint_key.contains('/') {
        return Err(format!(
            "taint key {taint_key:?} contains '/', so the marker annotation autoTaint_{taint_key} is not a valid key"
        ));
    }
    validate_qualified_name(&format!("{NEW_PREFIX}/autoTaint_{taint_key}"))
}

/// Node condition types the operator writes: `P/<cr>/NotReady`, `P/<cr>/Erroring`.
pub fn condition_type(group: Group, cr: &str, which: &str) -> String {
    format!("{}/{cr}/{which}", group.domain())
}

/// Parses an operator node condition type into (group, CR name, `NotReady`|`Erroring`|...).
pub fn parse_condition_type(t: &str) -> Option<(Group, &str, &str)> {
    let (prefix, rest) = t.split_once('/')?;
    let group = group_of_prefix(prefix)?;
    let (cr, which) = rest.rsplit_once('/')?;
    if cr.is_empty() || which.is_empty() {
        return None;
    }
    Some((group, cr, which))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ann(keys: &[&str]) -> BTreeMap<String, String> {
        keys.iter()
            .map(|k| (k.to_string(), "x".to_string()))
            .collect()
    }

    #[test]
    fn parses_every_name_scoped_key_of_both_prefixes() {
        for g in [Group::Skyhook, Group::Nodewright] {
            for kind in [
                KeyKind::NodeState("gpu-init".into()),
                KeyKind::Status("gpu-init".into()),
                KeyKind::Version("gpu-init".into()),
                KeyKind::Cordon("gpu-init".into()),
                KeyKind::DrainStart("gpu-init".into()),
            ] {
                let k = key(g, &kind);
                let p = parse_key(&k).expect("parses");
                assert_eq!(
                    p,
                    OperatorKey {
                        group: g,
                        kind: kind.clone()
                    }
                );
                assert_eq!(p.kind.cr_name(), Some("gpu-init"));
                assert!(p.kind.is_operator_owned());
                assert_eq!(p.key(), k);
            }
        }
    }

    #[test]
    fn parses_node_scoped_and_cr_level_keys() {
        let cases = [
            (
                "nodewright.nvidia.com/autoTaint_nodewright.nvidia.com",
                KeyKind::AutoTaint("nodewright.nvidia.com".into()),
            ),
            (
                "nodewright.nvidia.com/autoTaint_skyhook.nvidia.com",
                KeyKind::AutoTaint("skyhook.nvidia.com".into()),
            ),
            (
                "nodewright.nvidia.com/runtimeRequiredCordon",
                KeyKind::RuntimeRequiredCordon,
            ),
            ("skyhook.nvidia.com/ignore", KeyKind::Ignore),
            ("skyhook.nvidia.com/pause", KeyKind::Pause),
            ("nodewright.nvidia.com/disable", KeyKind::Disable),
            ("nodewright.nvidia.com/version", KeyKind::CrVersion),
            ("nodewright.nvidia.com/mirrored-from", KeyKind::MirroredFrom),
            (
                "nodewright.nvidia.com/legacy-migrated-at",
                KeyKind::LegacyMigratedAt,
            ),
        ];
        for (k, kind) in cases {
            let p = parse_key(k).expect(k);
            assert_eq!(p.kind, kind, "{k}");
            assert_eq!(p.key(), k);
        }
    }

    #[test]
    fn user_label_under_legacy_prefix_is_never_operator_owned() {
        let p = parse_key("skyhook.nvidia.com/gpu-pool").expect("under the prefix");
        assert_eq!(p.kind, KeyKind::Other("gpu-pool".into()));
        assert!(!p.kind.is_operator_owned());
        assert!(!is_operator_owned("skyhook.nvidia.com/gpu-pool"));
        // An affix without a CR name is not a name-scoped key either.
        assert_eq!(
            parse_key("skyhook.nvidia.com/status_").map(|p| p.kind),
            Some(KeyKind::Other("status_".into()))
        );
        assert!(
            !is_operator_owned("skyhook.nvidia.com/ignore"),
            "ignore is a person's decision"
        );
    }

    #[test]
    fn keys_outside_both_prefixes_do_not_parse() {
        assert_eq!(parse_key("nvidia.com/gpu.product"), None);
        assert_eq!(parse_key("kubernetes.io/hostname"), None);
        assert_eq!(parse_key("skyhook.nvidia.com"), None);
        assert_eq!(parse_key("x.skyhook.nvidia.com/status_a"), None);
    }

    #[test]
    fn keys_of_cr_picks_both_prefixes_and_only_that_cr() {
        let keys: Vec<String> = [
            "skyhook.nvidia.com/nodeState_a",
            "nodewright.nvidia.com/nodeState_a",
            "nodewright.nvidia.com/status_a",
            "nodewright.nvidia.com/status_ab",
            "nodewright.nvidia.com/autoTaint_a",
            "skyhook.nvidia.com/gpu-pool",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        let mine = keys_of_cr(&keys, "a");
        assert_eq!(
            mine,
            vec![
                "skyhook.nvidia.com/nodeState_a",
                "nodewright.nvidia.com/nodeState_a",
                "nodewright.nvidia.com/status_a"
            ]
        );
        let names = cr_names_in(&keys);
        assert_eq!(names.keys().collect::<Vec<_>>(), vec!["a", "ab"]);
        assert_eq!(names["a"], vec![Group::Skyhook, Group::Nodewright]);
    }

    #[test]
    fn reset_keeps_marker_so_node_is_not_new() {
        // After `reset`, nodeState_/status_ are gone but the autoTaint_ marker stays.
        let a = ann(&["nodewright.nvidia.com/autoTaint_nodewright.nvidia.com"]);
        assert!(!is_new_node(&a, Some(Group::Nodewright)));
        assert_eq!(keys_keeping_node_old(&a, Some(Group::Nodewright)).len(), 1);
    }

    #[test]
    fn new_is_judged_by_the_operators_own_prefix_only() {
        // A node touched only by the legacy operator is new to a renamed operator (unless the
        // migration shim copied its keys), and vice versa.
        let legacy_only = ann(&["skyhook.nvidia.com/nodeState_a"]);
        assert!(is_new_node(&legacy_only, Some(Group::Nodewright)));
        assert!(!is_new_node(&legacy_only, Some(Group::Skyhook)));
        // Unknown operator: either prefix keeps the node old.
        assert!(!is_new_node(&legacy_only, None));
        // Labels never count, other prefixes never count.
        let other = ann(&["nvidia.com/gpu", "example.com/x"]);
        assert!(is_new_node(&other, Some(Group::Nodewright)));
        assert!(is_new_node(&BTreeMap::new(), None));
        // Any annotation under the prefix counts, even one that is not the operator's.
        assert!(!is_new_node(
            &ann(&["nodewright.nvidia.com/whatever"]),
            Some(Group::Nodewright)
        ));
    }

    #[test]
    fn operator_group_follows_the_release_not_the_taint() {
        let mut c = OperatorConfig {
            taint: crate::taint::TaintSpec::legacy(),
            reapply_on_reboot: false,
            legacy_cleanup_delay_secs: 0,
            version: Some("v0.18.0".into()),
            legacy_taint_recognised: true,
            source: crate::ConfigSource::Default,
            operator_ready: None,
            start_refusal: None,
        };
        assert_eq!(operator_group(&c), Some(Group::Nodewright));
        c.version = Some("v0.17.9".into());
        assert_eq!(operator_group(&c), Some(Group::Skyhook));
        c.version = Some("v1.0.0-rc1".into());
        assert_eq!(operator_group(&c), Some(Group::Nodewright));
        c.version = Some("latest".into());
        assert_eq!(operator_group(&c), None);
        c.version = None;
        assert_eq!(operator_group(&c), None);
    }

    #[test]
    fn qualified_name_limits() {
        assert!(validate_qualified_name("nodewright.nvidia.com/nodeState_gpu-init").is_ok());
        assert!(validate_qualified_name("plain").is_ok());
        assert!(validate_qualified_name(&format!("p.io/{}", "a".repeat(63))).is_ok());
        assert!(validate_qualified_name(&format!("p.io/{}", "a".repeat(64))).is_err());
        assert!(validate_qualified_name("/x").is_err());
        assert!(validate_qualified_name("p.io/").is_err());
        assert!(validate_qualified_name("a/b/c").is_err());
        assert!(validate_qualified_name("P.io/x").is_err());
        assert!(validate_qualified_name("p.io/-x").is_err());
        assert!(validate_qualified_name("p.io/x y").is_err());
        assert!(validate_label_value("").is_ok());
        assert!(validate_label_value("runtime-required").is_ok());
        assert!(validate_label_value(&"v".repeat(64)).is_err());
        assert!(validate_label_value("a-").is_err());
    }

    #[test]
    fn cr_name_limits_follow_the_longest_affix() {
        assert_eq!(MAX_CR_NAME_LEGACY_KEYS, 53);
        assert_eq!(MAX_CR_NAME_ALL_KEYS, 52);
        assert!(validate_cr_name_for_keys(&"a".repeat(52)).is_ok());
        // 53 is fine for nodeState_ but drainStart_ (renamed operator) overflows.
        assert!(validate_cr_name_for_keys(&"a".repeat(53)).is_err());
    }

    #[test]
    fn auto_taint_marker_needs_a_short_slashless_taint_key() {
        assert!(validate_auto_taint_marker("nodewright.nvidia.com").is_ok());
        assert!(validate_auto_taint_marker("example.com/gate").is_err());
        assert!(validate_auto_taint_marker(&"a".repeat(MAX_AUTO_TAINT_KEY)).is_ok());
        assert!(validate_auto_taint_marker(&"a".repeat(MAX_AUTO_TAINT_KEY + 1)).is_err());
    }

    #[test]
    fn condition_types_round_trip() {
        let t = condition_type(Group::Nodewright, "gpu-init", "NotReady");
        assert_eq!(t, "nodewright.nvidia.com/gpu-init/NotReady");
        assert_eq!(
            parse_condition_type(&t),
            Some((Group::Nodewright, "gpu-init", "NotReady"))
        );
        assert_eq!(parse_condition_type("Ready"), None);
        assert_eq!(parse_condition_type("skyhook.nvidia.com/x"), None);
    }

    #[test]
    fn versions() {}
}
