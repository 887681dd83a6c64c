//! The `P/nodeState_<cr>` annotation: parse it, write it back, and apply the operator's
//! completion rule (`NodeState.IsComplete`, `IsPackageComplete`, `HasInterrupt` in
//! `operator/api/v1alpha1/skyhook_types.go`, `GetConfigInterrupts` in
//! `operator/internal/wrapper/skyhook.go`).
//!
//! Parsing follows Go's `encoding/json` into the operator's struct: missing fields are zero
//! values, field names match case-insensitively, a wrongly typed field or any syntax error makes
//! the whole annotation malformed (the operator then raises `NodeStateMalformed`). Unknown stages
//! and states are kept verbatim. Writing follows Go's `json.Marshal`: entries sorted by key,
//! fields in struct order, `omitempty` honoured, `<`, `>`, `&` escaped; so removing one entry
//! leaves the others byte-identical to what the operator wrote.

use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Serialize};
use serde_json::Value;

mod glob;

pub use glob::glob_match;

use super::cr::json_kind;
use super::types::{CrView, PackageSpec};

/// A package stage. Unknown stages keep their text.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Stage {
    Apply,
    Config,
    Interrupt,
    PostInterrupt,
    Upgrade,
    Uninstall,
    UninstallInterrupt,
    /// A stage this plugin does not know (or the empty string).
    Other(String),
}

impl Stage {
    pub fn parse(s: &str) -> Stage {
        match s {
            "apply" => Stage::Apply,
            "config" => Stage::Config,
            "interrupt" => Stage::Interrupt,
            "post-interrupt" => Stage::PostInterrupt,
            "upgrade" => Stage::Upgrade,
            "uninstall" => Stage::Uninstall,
            "uninstall-interrupt" => Stage::UninstallInterrupt,
            other => Stage::Other(other.to_string()),
        }
    }
    pub fn as_str(&self) -> &str {
        match self {
            Stage::Apply => "apply",
            Stage::Config => "config",
            Stage::Interrupt => "interrupt",
            Stage::PostInterrupt => "post-interrupt",
            Stage::Upgrade => "upgrade",
            Stage::Uninstall => "uninstall",
            Stage::UninstallInterrupt => "uninstall-interrupt",
            Stage::Other(s) => s,
        }
    }
    pub fn is_known(&self) -> bool {
        !matches!(self, Stage::Other(_))
    }
    /// `uninstall` or `uninstall-interrupt`.
    pub fn is_uninstall(&self) -> bool {
        matches!(self, Stage::Uninstall | Stage::UninstallInterrupt)
    }
}

impl fmt::Display for Stage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A package state. `Unknown` is the operator's own `unknown`; unrecognised text is `Other`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PkgState {
    Complete,
    InProgress,
    Skipped,
    Erroring,
    Unknown,
    Other(String),
}

impl PkgState {
    pub fn parse(s: &str) -> PkgState {
        match s {
            "complete" => PkgState::Complete,
            "in_progress" => PkgState::InProgress,
            "skipped" => PkgState::Skipped,
            "erroring" => PkgState::Erroring,
            "unknown" => PkgState::Unknown,
            other => PkgState::Other(other.to_string()),
        }
    }
    pub fn as_str(&self) -> &str {
        match self {
            PkgState::Complete => "complete",
            PkgState::InProgress => "in_progress",
            PkgState::Skipped => "skipped",
            PkgState::Erroring => "erroring",
            PkgState::Unknown => "unknown",
            PkgState::Other(s) => s,
        }
    }
    pub fn is_known(&self) -> bool {
        !matches!(self, PkgState::Other(_))
    }
    /// What the operator's node `Erroring` condition counts: `erroring` or `unknown`.
    pub fn is_erroring(&self) -> bool {
        matches!(self, PkgState::Erroring | PkgState::Unknown)
    }
}

impl fmt::Display for PkgState {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One entry of a NodeState.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PackageEntry {
    /// The map key, normally `<name>|<version>`.
    pub key: String,
    pub name: String,
    pub version: String,
    pub image: String,
    pub container_sha: Option<String>,
    pub stage: Stage,
    /// `None` when absent or empty (Go `omitempty`).
    pub state: Option<PkgState>,
    pub restarts: Option<i64>,
    /// Fields this plugin does not know, kept for writing back (sorted by name).
    pub extra: BTreeMap<String, Value>,
}

/// A parsed `nodeState_<cr>` annotation.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct NodeState {
    /// Keyed by the map key (`<name>|<version>`).
    pub entries: BTreeMap<String, PackageEntry>,
}

/// Why a nodeState annotation is malformed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("nodeState is malformed: {reason}")]
pub struct NodeStateError {
    /// Short, bounded explanation (never the whole input).
    pub reason: String,
}

fn malformed(reason: impl Into<String>) -> NodeStateError {
    let mut reason: String = reason.into();
    if reason.len() > 200 {
        let mut cut = 200;
        while !reason.is_char_boundary(cut) {
            cut -= 1;
        }
        reason.truncate(cut);
        reason.push('…');
    }
    NodeStateError { reason }
}

const FIELDS: [&str; 7] = [
    "name",
    "version",
    "image",
    "containerSHA",
    "stage",
    "state",
    "restarts",
];

impl NodeState {
    /// Parses the annotation value. Never panics; malformed input is an error value.
    pub fn parse(raw: &str) -> Result<NodeState, NodeStateError> {
        let v: Value = serde_json::from_str(raw).map_err(|e| malformed(e.to_string()))?;
        let obj = match v {
            Value::Null => return Ok(NodeState::default()),
            Value::Object(o) => o,
            other => {
                return Err(malformed(format!(
                    "expected a JSON object, found {}",
                    json_kind(&other)
                )));
            }
        };
        let mut entries = BTreeMap::new();
        for (key, val) in obj {
            let entry = match val {
                Value::Null => continue_null(&key),
                Value::Object(fields) => parse_entry(&key, fields)?,
                other => {
                    return Err(malformed(format!(
                        "entry {key:?}: expected an object, found {}",
                        json_kind(&other)
                    )));
                }
            };
            entries.insert(key, entry);
        }
        Ok(NodeState { entries })
    }

    /// Writes the annotation value as the operator would (Go `json.Marshal`).
    pub fn to_json(&self) -> String {
        let mut out = String::from("{");
        for (i, (key, e)) in self.entries.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            out.push_str(&go_string(key));
            out.push_str(":{");
            let mut fields: Vec<String> = vec![
                format!("\"name\":{}", go_string(&e.name)),
                format!("\"version\":{}", go_string(&e.version)),
                format!("\"image\":{}", go_string(&e.image)),
            ];
            if let Some(sha) = e.container_sha.as_deref().filter(|s| !s.is_empty()) {
                fields.push(format!("\"containerSHA\":{}", go_string(sha)));
            }
            fields.push(format!("\"stage\":{}", go_string(e.stage.as_str())));
            if let Some(s) = e.state.as_ref().filter(|s| !s.as_str().is_empty()) {
                fields.push(format!("\"state\":{}", go_string(s.as_str())));
            }
            if let Some(r) = e.restarts.filter(|r| *r != 0) {
                fields.push(format!("\"restarts\":{r}"));
            }
            for (k, v) in &e.extra {
                fields.push(format!("{}:{}", go_string(k), go_value(v)));
            }
            out.push_str(&fields.join(","));
            out.push('}');
        }
        out.push('}');
        out
    }

    /// Removes every entry of package `name` (any version, or only `version`). Returns the
    /// removed keys.
    pub fn remove_package(&mut self, name: &str, version: Option<&str>) -> Vec<String> {
        let keys: Vec<String> = self
            .entries
            .iter()
            .filter(|(_, e)| e.name == name && version.is_none_or(|v| e.version == v))
            .map(|(k, _)| k.clone())
            .collect();
        for k in &keys {
            self.entries.remove(k);
        }
        keys
    }

    /// The entry for `<name>|<version>`.
    pub fn get(&self, name: &str, version: &str) -> Option<&PackageEntry> {
        self.entries.get(&format!("{name}|{version}"))
    }

    /// Every entry whose `name` field is `name`, any version.
    pub fn entries_named<'a>(
        &'a self,
        name: &'a str,
    ) -> impl Iterator<Item = &'a PackageEntry> + 'a {
        self.entries.values().filter(move |e| e.name == name)
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}

// Go's Unmarshal of a null map value stores a zero PackageStatus under the key.
fn continue_null(key: &str) -> PackageEntry {
    PackageEntry {
        key: key.to_string(),
        name: String::new(),
        version: String::new(),
        image: String::new(),
        container_sha: None,
        stage: Stage::Other(String::new()),
        state: None,
        restarts: None,
        extra: BTreeMap::new(),
    }
}

fn parse_entry(
    key: &str,
    fields: serde_json::Map<String, Value>,
) -> Result<PackageEntry, NodeStateError> {
    let mut e = continue_null(key);
    for (fname, v) in fields {
        // Go matches field names case-insensitively, preferring an exact match; the last
        // occurrence wins either way.
        let canonical = FIELDS
            .iter()
            .find(|f| **f == fname)
            .or_else(|| FIELDS.iter().find(|f| f.eq_ignore_ascii_case(&fname)))
            .copied();
        let Some(field) = canonical else {
            e.extra.insert(fname, v);
            continue;
        };
        if v.is_null() {
            continue;
        }
        match field {
            "restarts" => {
                let n = v
                    .as_i64()
                    .filter(|n| i32::try_from(*n).is_ok())
                    .ok_or_else(|| {
                        malformed(format!(
                            "entry {key:?}: restarts is not a 32-bit integer: {}",
                            go_value(&v)
                        ))
                    })?;
                e.restarts = Some(n);
            }
            _ => {
                let Value::String(s) = v else {
                    return Err(malformed(format!(
                        "entry {key:?}: {field} must be a string, found {}",
                        json_kind(&v)
                    )));
                };
                match field {
                    "name" => e.name = s,
                    "version" => e.version = s,
                    "image" => e.image = s,
                    "containerSHA" => e.container_sha = Some(s).filter(|s| !s.is_empty()),
                    "stage" => e.stage = Stage::parse(&s),
                    _ => e.state = Some(PkgState::parse(&s)).filter(|s| !s.as_str().is_empty()),
                }
            }
        }
    }
    Ok(e)
}

/// A JSON string as Go's encoder writes it (HTML-safe escaping of `<`, `>`, `&`, U+2028/9).
fn go_string(s: &str) -> String {
    let base = serde_json::to_string(s).unwrap_or_else(|_| "\"\"".to_string());
    if !base.contains(['<', '>', '&', '\u{2028}', '\u{2029}']) {
        return base;
    }
    base.replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('&', "\\u0026")
        .replace('\u{2028}', "\\u2028")
        .replace('\u{2029}', "\\u2029")
}

fn go_value(v: &Value) -> String {
    match v {
        Value::String(s) => go_string(s),
        Value::Array(a) => format!("[{}]", a.iter().map(go_value).collect::<Vec<_>>().join(",")),
        Value::Object(o) => format!(
            "{{{}}}",
            o.iter()
                .map(|(k, v)| format!("{}:{}", go_string(k), go_value(v)))
                .collect::<Vec<_>>()
                .join(",")
        ),
        other => other.to_string(),
    }
}

/// The name the operator uses for a spec package: its `name`, defaulted to the map key.
pub fn package_name<'a>(key: &'a str, pkg: &'a PackageSpec) -> &'a str {
    if pkg.name.is_empty() { key } else { &pkg.name }
}

/// The operator's `HasInterrupt`: with pending config updates for the package
/// (`status.configUpdates[name]` non-empty), only the config interrupts whose key pattern
/// matches an updated key count, and the package's own `interrupt` is **ignored**; without
/// pending updates, the package's own `interrupt` decides.
pub fn has_interrupt(name: &str, pkg: &PackageSpec, cr: &CrView) -> bool {
    match cr.config_updates.get(name).filter(|u| !u.is_empty()) {
        Some(updates) => updates.iter().any(|u| {
            pkg.config_interrupts
                .keys()
                .any(|pattern| glob_match(pattern, u))
        }),
        None => pkg.interrupt.is_some(),
    }
}

/// Whether an entry is the completed final stage for its package (`IsPackageComplete` minus the
/// lookup): state `complete` and stage `post-interrupt` with an interrupt, `config` without.
fn entry_complete(e: &PackageEntry, version: &str, interrupt: bool) -> bool {
    e.version == version
        && e.state == Some(PkgState::Complete)
        && if interrupt {
            e.stage == Stage::PostInterrupt
        } else {
            e.stage == Stage::Config
        }
}

/// The operator's `IsPackageComplete` for spec package `key` of `cr` on a node.
pub fn package_complete(state: &NodeState, key: &str, pkg: &PackageSpec, cr: &CrView) -> bool {
    let name = package_name(key, pkg);
    state
        .get(name, &pkg.version)
        .is_some_and(|e| entry_complete(e, &pkg.version, has_interrupt(name, pkg, cr)))
}

/// Whether the spec asks for the package to be uninstalled (`uninstall.enabled && apply`).
pub fn is_uninstalling(pkg: &PackageSpec) -> bool {
    pkg.uninstall.as_ref().is_some_and(|u| u.enabled && u.apply)
}

/// The operator's `NodeState.IsComplete` for `cr` on a node (`state` `None`: no annotation).
///
/// Active packages are the spec's, minus those being uninstalled that are already gone from the
/// node. The node is complete when at least as many entries are complete as there are active
/// packages, no active package sits in an uninstall stage, and every active `<name>|<version>`
/// is present with that version. A CR without packages is complete everywhere.
pub fn node_complete(state: Option<&NodeState>, cr: &CrView) -> bool {
    let empty = NodeState::default();
    let state = state.unwrap_or(&empty);
    let active: Vec<(&str, &PackageSpec)> = cr
        .packages
        .iter()
        .filter(|(k, p)| {
            !(is_uninstalling(p) && state.get(package_name(k, p), &p.version).is_none())
        })
        .map(|(k, p)| (k.as_str(), p))
        .collect();
    // GetComplete: entries whose name is an active package (by map key), same version, complete
    // at the right stage.
    let complete_entries = state
        .entries
        .values()
        .filter(|e| {
            active
                .iter()
                .find(|(k, _)| *k == e.name)
                .is_some_and(|(k, p)| {
                    entry_complete(e, &p.version, has_interrupt(package_name(k, p), p, cr))
                })
        })
        .count();
    if active.len() > complete_entries {
        return false;
    }
    for (k, p) in &active {
        if state
            .get(package_name(k, p), &p.version)
            .is_some_and(|e| e.stage.is_uninstall())
        {
            return false;
        }
    }
    if state.entries.len() < active.len() {
        return false;
    }
    active.iter().all(|(k, p)| {
        state
            .get(package_name(k, p), &p.version)
            .is_some_and(|e| e.version == p.version)
    })
}

/// The complete / total count of active spec packages on a node (for progress columns).
pub fn progress(state: Option<&NodeState>, cr: &CrView) -> (usize, usize) {
    let empty = NodeState::default();
    let state = state.unwrap_or(&empty);
    let mut done = 0;
    let mut total = 0;
    for (k, p) in &cr.packages {
        if is_uninstalling(p) && state.get(package_name(k, p), &p.version).is_none() {
            continue;
        }
        total += 1;
        if package_complete(state, k, p, cr) {
            done += 1;
        }
    }
    (done, total)
}

/// A serializable summary of an entry (for JSON output of `explain`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct EntrySummary {
    pub key: String,
    pub name: String,
    pub version: String,
    pub stage: String,
    pub state: Option<String>,
    pub restarts: Option<i64>,
    pub known: bool,
}

impl From<&PackageEntry> for EntrySummary {
    fn from(e: &PackageEntry) -> Self {
        EntrySummary {
            key: e.key.clone(),
            name: e.name.clone(),
            version: e.version.clone(),
            stage: e.stage.as_str().to_string(),
            state: e.state.as_ref().map(|s| s.as_str().to_string()),
            restarts: e.restarts,
            known: e.stage.is_known() && e.state.as_ref().is_none_or(PkgState::is_known),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::{Interrupt, Uninstall};

    const REAL: &str = r#"{"driver|1.2.0":{"name":"driver","version":"1.2.0","image":"nvcr.io/nvidia/driver","stage":"post-interrupt","state":"complete"},"tuning|0.3.1":{"name":"tuning","version":"0.3.1","image":"ghcr.io/x/tuning","containerSHA":"sha256:abc","stage":"config","state":"in_progress","restarts":2}}"#;

    fn pkg(version: &str, interrupt: bool) -> PackageSpec {
        PackageSpec {
            version: version.into(),
            image: "img".into(),
            interrupt: interrupt.then(|| Interrupt {
                type_: "reboot".into(),
                services: vec![],
            }),
            ..Default::default()
        }
    }

    fn cr(pkgs: &[(&str, PackageSpec)]) -> CrView {
        CrView {
            name: "gpu-init".into(),
            packages: pkgs
                .iter()
                .map(|(k, p)| (k.to_string(), p.clone()))
                .collect(),
            ..Default::default()
        }
    }

    fn entry_json(name: &str, version: &str, stage: &str, state: &str) -> String {
        format!(
            r#""{name}|{version}":{{"name":"{name}","version":"{version}","image":"i","stage":"{stage}","state":"{state}"}}"#
        )
    }

    fn state(entries: &[String]) -> NodeState {
        NodeState::parse(&format!("{{{}}}", entries.join(","))).expect("valid")
    }

    #[test]
    fn parses_what_the_operator_writes_and_writes_it_back_byte_for_byte() {
        let s = NodeState::parse(REAL).expect("valid");
        assert_eq!(s.entries.len(), 2);
        let t = &s.entries["tuning|0.3.1"];
        assert_eq!(t.stage, Stage::Config);
        assert_eq!(t.state, Some(PkgState::InProgress));
        assert_eq!(t.restarts, Some(2));
        assert_eq!(t.container_sha.as_deref(), Some("sha256:abc"));
        assert_eq!(s.to_json(), REAL);
    }

    #[test]
    fn reset_package_removes_one_entry_and_keeps_the_others_byte_stable() {
        let mut s = NodeState::parse(REAL).expect("valid");
        assert_eq!(
            s.remove_package("tuning", None),
            vec!["tuning|0.3.1".to_string()]
        );
        assert_eq!(
            s.to_json(),
            r#"{"driver|1.2.0":{"name":"driver","version":"1.2.0","image":"nvcr.io/nvidia/driver","stage":"post-interrupt","state":"complete"}}"#
        );
        assert!(s.remove_package("driver", Some("9.9")).is_empty());
        assert_eq!(s.remove_package("driver", Some("1.2.0")).len(), 1);
        assert_eq!(s.to_json(), "{}");
    }

    #[test]
    fn unknown_stage_and_state_are_kept_and_marked() {
        let s = state(&[entry_json("p", "1", "warp-drive", "dreaming")]);
        let e = &s.entries["p|1"];
        assert_eq!(e.stage, Stage::Other("warp-drive".into()));
        assert!(!e.stage.is_known());
        assert_eq!(e.state, Some(PkgState::Other("dreaming".into())));
        assert!(!EntrySummary::from(e).known);
        assert!(s.to_json().contains("warp-drive"));
    }

    #[test]
    fn unknown_fields_survive_a_round_trip() {
        let raw = r#"{"p|1":{"name":"p","version":"1","image":"i","stage":"apply","future":{"b":[1,"<x>"]}}}"#;
        let s = NodeState::parse(raw).expect("valid");
        assert_eq!(
            s.to_json(),
            r#"{"p|1":{"name":"p","version":"1","image":"i","stage":"apply","future":{"b":[1,"\u003cx\u003e"]}}}"#
        );
    }

    #[test]
    fn go_semantics_missing_fields_case_insensitive_names_null() {
        let s =
            NodeState::parse(r#"{"p|1":{"Name":"p","VERSION":"1","stage":"config","state":""}}"#)
                .expect("valid");
        let e = &s.entries["p|1"];
        assert_eq!(
            (e.name.as_str(), e.version.as_str(), e.image.as_str()),
            ("p", "1", "")
        );
        assert_eq!(e.state, None);
        assert_eq!(
            NodeState::parse("null").expect("null is empty"),
            NodeState::default()
        );
        assert_eq!(NodeState::parse("{}").expect("empty").entries.len(), 0);
    }

    #[test]
    fn malformed_json_is_an_error_value() {
        for bad in [
            "",
            "{",
            "[]",
            "\"x\"",
            r#"{"p|1":5}"#,
            r#"{"p|1":{"name":5}}"#,
            r#"{"p|1":{"restarts":"two"}}"#,
            r#"{"p|1":{"restarts":1.5}}"#,
            r#"{"p|1":{"restarts":99999999999}}"#,
        ] {
            let e = NodeState::parse(bad).expect_err(bad);
            assert!(
                e.to_string().starts_with("nodeState is malformed"),
                "{bad}: {e}"
            );
        }
    }

    #[test]
    fn one_megabyte_of_garbage_never_panics_and_the_error_stays_short() {
        let garbage: String = (0..1_048_576u32)
            .map(|i| char::from(b"{[\"x:,}]\\"[(i % 9) as usize]))
            .collect();
        let e = NodeState::parse(&garbage).expect_err("garbage");
        assert!(e.reason.len() < 300);
        let deep = "[".repeat(1_048_576);
        assert!(NodeState::parse(&deep).is_err());
        // A huge but valid annotation parses.
        let many: Vec<String> = (0..5000)
            .map(|i| entry_json(&format!("p{i}"), "1", "config", "complete"))
            .collect();
        let big = format!("{{{}}}", many.join(","));
        assert!(big.len() > 400_000);
        assert_eq!(NodeState::parse(&big).expect("valid").entries.len(), 5000);
    }

    #[test]
    fn package_without_interrupt_completes_at_config() {
        let c = cr(&[("tuning", pkg("1", false))]);
        assert!(node_complete(
            Some(&state(&[entry_json("tuning", "1", "config", "complete")])),
            &c
        ));
        assert!(!node_complete(
            Some(&state(&[entry_json("tuning", "1", "apply", "complete")])),
            &c
        ));
        assert!(!node_complete(
            Some(&state(&[entry_json(
                "tuning",
                "1",
                "config",
                "in_progress"
            )])),
            &c
        ));
    }

    #[test]
    fn package_with_interrupt_completes_only_at_post_interrupt() {
        let c = cr(&[("driver", pkg("1", true))]);
        assert!(!node_complete(
            Some(&state(&[entry_json("driver", "1", "config", "complete")])),
            &c
        ));
        assert!(!node_complete(
            Some(&state(&[entry_json(
                "driver",
                "1",
                "interrupt",
                "complete"
            )])),
            &c
        ));
        assert!(node_complete(
            Some(&state(&[entry_json(
                "driver",
                "1",
                "post-interrupt",
                "complete"
            )])),
            &c
        ));
    }

    #[test]
    fn old_version_on_the_node_is_not_complete() {
        let c = cr(&[("tuning", pkg("2", false))]);
        let s = state(&[entry_json("tuning", "1", "config", "complete")]);
        assert!(!node_complete(Some(&s), &c));
        assert_eq!(progress(Some(&s), &c), (0, 1));
    }

    #[test]
    fn pending_config_update_with_matching_config_interrupt_needs_post_interrupt() {
        let mut p = pkg("1", false);
        p.config_interrupts.insert(
            "*.conf".into(),
            Interrupt {
                type_: "service".into(),
                services: vec!["x".into()],
            },
        );
        let mut c = cr(&[("tuning", p)]);
        c.config_updates
            .insert("tuning".into(), vec!["a.conf".into()]);
        assert!(has_interrupt("tuning", &c.packages["tuning"], &c));
        assert!(!node_complete(
            Some(&state(&[entry_json("tuning", "1", "config", "complete")])),
            &c
        ));
        assert!(node_complete(
            Some(&state(&[entry_json(
                "tuning",
                "1",
                "post-interrupt",
                "complete"
            )])),
            &c
        ));
        // An update of a key no pattern covers needs no interrupt.
        c.config_updates
            .insert("tuning".into(), vec!["other".into()]);
        assert!(!has_interrupt("tuning", &c.packages["tuning"], &c));
    }

    #[test]
    fn pending_config_update_overrides_the_packages_own_interrupt() {
        // The operator's HasInterrupt ignores pkg.interrupt while config updates are pending.
        let mut c = cr(&[("driver", pkg("1", true))]);
        c.config_updates.insert("driver".into(), vec!["k".into()]);
        assert!(!has_interrupt("driver", &c.packages["driver"], &c));
        assert!(node_complete(
            Some(&state(&[entry_json("driver", "1", "config", "complete")])),
            &c
        ));
    }

    #[test]
    fn package_mid_uninstall_is_not_complete() {
        let c = cr(&[("tuning", pkg("1", false))]);
        let s = state(&[entry_json("tuning", "1", "uninstall", "complete")]);
        assert!(!node_complete(Some(&s), &c));
    }

    #[test]
    fn uninstalled_package_that_is_gone_does_not_block() {
        let mut p = pkg("1", false);
        p.uninstall = Some(Uninstall {
            enabled: true,
            apply: true,
        });
        let c = cr(&[("old", p), ("tuning", pkg("1", false))]);
        let s = state(&[entry_json("tuning", "1", "config", "complete")]);
        assert!(node_complete(Some(&s), &c));
        assert_eq!(progress(Some(&s), &c), (1, 1));
    }

    #[test]
    fn no_annotation_is_complete_only_for_a_cr_without_packages() {
        assert!(node_complete(None, &cr(&[])));
        assert!(!node_complete(None, &cr(&[("p", pkg("1", false))])));
    }

    #[test]
    fn spec_name_field_overrides_the_map_key() {
        let mut p = pkg("1", false);
        p.name = "real".into();
        assert_eq!(package_name("key", &p), "real");
        assert_eq!(package_name("key", &pkg("1", false)), "key");
    }

    #[test]
    fn go_filepath_match() {
        assert!(glob_match("*.conf", "a.conf"));
        assert!(!glob_match("*.conf", "a.confx"));
        assert!(glob_match("a?c", "abc"));
        assert!(glob_match("[a-c]x", "bx"));
        assert!(!glob_match("[^a-c]x", "bx"));
        assert!(glob_match("\\*", "*"));
        assert!(glob_match("exact", "exact"));
        assert!(!glob_match("*", "a/b"));
        assert!(!glob_match("[", "x"));
        assert!(!glob_match("[z-a]", "b"));
        assert!(glob_match("*a*b*", "xxaxxbxx"));
    }

    #[test]
    fn remove_then_get() {
        let mut s = state(&[
            entry_json("a", "1", "config", "complete"),
            entry_json("a", "2", "apply", "in_progress"),
        ]);
        assert_eq!(s.entries_named("a").count(), 2);
        assert_eq!(s.remove_package("a", None).len(), 2);
        assert!(s.is_empty());
    }
}
