//! The planners of the write commands (reset, rerun, taint, untaint, regate, ignore, forget,
//! restore): for one node, the [`Decision`] the command makes, built with a [`Builder`].

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};

use super::cr::cr_names;
use super::{Builder, Decision, NodePlan, Place};
use crate::keys::{self, KeyKind, OperatorKey, parse_key};
use crate::nodestate::{NodeState, PkgState, Stage};
use crate::taint::display_taint;
use crate::types::{CrView, Group, NodeView, OperatorConfig, TaintSpec};

/// Which package entries `reset --package PKG[:VER]` removes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PackageRef {
    pub name: String,
    pub version: Option<String>,
}

impl PackageRef {
    /// `PKG` or `PKG:VER`.
    pub fn parse(s: &str) -> Result<PackageRef, String> {
        let (name, version) = match s.split_once(':') {
            Some((n, v)) => (n, Some(v)),
            None => (s, None),
        };
        if name.is_empty() || version.is_some_and(str::is_empty) {
            return Err(format!("{s:?} is not PKG or PKG:VERSION"));
        }
        Ok(PackageRef {
            name: name.to_string(),
            version: version.map(str::to_string),
        })
    }
}

/// Resets the state of CR `names` (a CR and the legacy name it mirrors) on the node, in both
/// prefixes: `nodeState_`, `status_` (annotation and label), `version_`.
///
/// Cordons: the operator uncordons a node only through its own `cordon_<name>` marker
/// (`Uncordon` in `wrapper/node.go` clears `spec.unschedulable` only when the marker exists;
/// from v0.20, rule `foreign-cordon-kept`, a cordon without one is never lifted). So when the
/// node is cordoned and carries `cordon_<name>` and the CR still selects it, the marker (and
/// `drainStart_<name>`) is kept: the packages re-run, and the operator uncordons the node when
/// the CR completes again. As NVIDIA's CLI v0.5.0 (`reset`, `node reset`): where no re-run will
/// come (the CR is gone or no longer selects the node) the marker goes and the node stays
/// cordoned, said in a note; a CR that cannot be read keeps it. Unlike that CLI, a marker on a
/// schedulable node is removed: it holds no cordon, and left there it would make a v0.20
/// operator take a cordon placed later by something else (a health checker) for its own and
/// lift it.
pub fn reset_cr_keys(
    b: &mut Builder<'_>,
    names: &[String],
    package: Option<&PackageRef>,
    selects: Selects,
) {
    let view = b.view();
    for group in [Group::Skyhook, Group::Nodewright] {
        for name in names {
            let ns_key = keys::key(group, &KeyKind::NodeState(name.clone()));
            if let Some(pkg) = package {
                if let Some(raw) = view.annotations.get(&ns_key) {
                    match NodeState::parse(raw) {
                        Ok(mut state) => {
                            let removed = state.remove_package(&pkg.name, pkg.version.as_deref());
                            if !removed.is_empty() {
                                if state.is_empty() {
                                    b.remove(Place::Annotation, &ns_key);
                                } else {
                                    b.set(Place::Annotation, &ns_key, &state.to_json());
                                }
                            }
                        }
                        Err(e) => {
                            // A malformed state cannot be edited entry by entry: reset it whole.
                            b.remove(Place::Annotation, &ns_key);
                            b.note(format!(
                                "{ns_key} was malformed ({}); removed whole",
                                e.reason
                            ));
                        }
                    }
                }
                continue;
            }
            b.remove(Place::Annotation, &ns_key);
            let status = keys::key(group, &KeyKind::Status(name.clone()));
            b.remove(Place::Annotation, &status);
            b.remove(Place::Label, &status);
            b.remove(
                Place::Annotation,
                &keys::key(group, &KeyKind::Version(name.clone())),
            );
            let cordon = keys::key(group, &KeyKind::Cordon(name.clone()));
            let drain = keys::key(group, &KeyKind::DrainStart(name.clone()));
            if view.annotations.contains_key(&cordon)
                && view.unschedulable
                && selects != Selects::No
            {
                b.note(format!(
                    "{cordon}: the node is cordoned by {name}; the operator uncordons it when {name} completes again{}",
                    if selects == Selects::Unknown {
                        " (the NodeWright could not be read: kept)"
                    } else {
                        ""
                    }
                ));
            } else {
                if view.annotations.contains_key(&cordon) && view.unschedulable {
                    b.note(format!(
                        "{}: {name} no longer selects the node, so no re-run will lift its cordon: the node stays cordoned; `kubectl uncordon {}` once nothing else holds it",
                        view.name, view.name
                    ));
                }
                b.remove(Place::Annotation, &cordon);
                b.remove(Place::Annotation, &drain);
            }
        }
    }
}

/// Whether the CR whose keys a reset removes still selects the node (it decides the fate of its
/// cordon marker, [`reset_cr_keys`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Selects {
    Yes,
    /// The CR is gone, or its selector no longer matches the node.
    No,
    /// The CR could not be read.
    Unknown,
}

/// `reset NAME` / `node reset`: see [`reset_cr_keys`].
pub fn plan_reset(
    view: &NodeView,
    names: &[String],
    package: Option<&PackageRef>,
    selects: Selects,
) -> Decision {
    let mut b = Builder::new(view);
    reset_cr_keys(&mut b, names, package, selects);
    b.finish(match package {
        Some(_) => "the package has no state on the node",
        None => "no state of this NodeWright on the node",
    })
}

/// `package rerun`: removes the package's entry for the spec version from NodeState, or with a
/// stage, sets that stage and `in_progress` (what the operator's CLI does).
pub fn plan_rerun(
    view: &NodeView,
    names: &[String],
    package: &str,
    version: &str,
    stage: Option<&str>,
) -> Decision {
    let mut b = Builder::new(view);
    let entry_key = format!("{package}|{version}");
    for group in [Group::Skyhook, Group::Nodewright] {
        for name in names {
            let ns_key = keys::key(group, &KeyKind::NodeState(name.clone()));
            let Some(raw) = view.annotations.get(&ns_key) else {
                continue;
            };
            let mut state = match NodeState::parse(raw) {
                Ok(s) => s,
                Err(e) => {
                    return Decision::Skip(format!(
                        "{ns_key} is malformed ({}); use `reset {name} --node {}`",
                        e.reason, view.name
                    ));
                }
            };
            let Some(entry) = state.entries.get_mut(&entry_key) else {
                continue;
            };
            match stage {
                Some(s) => {
                    entry.stage = Stage::parse(s);
                    entry.state = Some(PkgState::InProgress);
                }
                None => {
                    state.entries.remove(&entry_key);
                }
            }
            if state.is_empty() {
                b.remove(Place::Annotation, &ns_key);
            } else {
                b.set(Place::Annotation, &ns_key, &state.to_json());
            }
        }
    }
    b.finish(&format!(
        "package {entry_key} has no state on the node (or is already at that stage)"
    ))
}

/// `taint`: adds the configured taint; a taint with the same key and effect but another value is
/// fixed only with `overwrite`. Every other taint is kept as read, in order.
pub fn plan_taint(view: &NodeView, spec: &TaintSpec, overwrite: bool) -> Decision {
    plan_taint_replacing(view, spec, overwrite, None)
}

/// `taint --replace KEY`: adds the configured taint and, in the same guarded write, removes every
/// other taint with key `KEY` (a provisioner's gate the operator does not recognise). The node
/// holds a gate taint before, during and after: a swap never opens the gate between two writes.
pub fn plan_taint_replacing(
    view: &NodeView,
    spec: &TaintSpec,
    overwrite: bool,
    replace: Option<&str>,
) -> Decision {
    let mut b = Builder::new(view);
    if let Some(reason) = add_gate_taint(&mut b, spec, overwrite) {
        return Decision::Skip(reason);
    }
    if let Some(key) = replace {
        b.taints()
            .retain(|t| t.key != key || spec.matches_exactly(t));
    }
    b.finish(&format!("already tainted {spec}"))
}

fn add_gate_taint(b: &mut Builder<'_>, spec: &TaintSpec, overwrite: bool) -> Option<String> {
    let taints = b.taints();
    if taints.iter().any(|t| spec.matches_exactly(t)) {
        return None;
    }
    if let Some(t) = taints.iter_mut().find(|t| spec.same_identity(t)) {
        if !overwrite {
            return Some(format!(
                "has {} (same key and effect, another value; package pods do not tolerate it): add --overwrite to set {spec}",
                display_taint(t)
            ));
        }
        t.value = spec.value.clone();
        t.time_added = None;
        return None;
    }
    taints.push(spec.to_taint());
    None
}

/// `untaint`: removes gate taints (configured key+effect whatever the value, the legacy taint),
/// or with `key`, every taint with that key. Other taints are kept as read.
pub fn plan_untaint(view: &NodeView, config: &OperatorConfig, key: Option<&str>) -> Decision {
    let mut b = Builder::new(view);
    let legacy = TaintSpec::legacy();
    b.taints().retain(|t| match key {
        Some(k) => t.key != k,
        None => !(config.taint.same_identity(t) || legacy.same_identity(t)),
    });
    b.finish("no gate taint on the node")
}

/// `regate`: the gate taint and the reset of every runtime-required CR selecting the node, in
/// one plan (so the node is gated before the operator sees it reset).
pub fn plan_regate(view: &NodeView, spec: &TaintSpec, crs: &[Vec<String>]) -> Decision {
    let mut b = Builder::new(view);
    // Regating means package pods must tolerate the taint: a wrong value is fixed.
    let _ = add_gate_taint(&mut b, spec, true);
    for names in crs {
        reset_cr_keys(&mut b, names, None, Selects::Yes);
    }
    if crs.is_empty() {
        return Decision::Skip(
            "no runtime-required NodeWright selects the node: nothing would ever remove the taint"
                .into(),
        );
    }
    b.finish(&format!("already tainted {spec} and no state to reset"))
}

/// The CRs `regate` resets: the one named, else every runtime-required CR not being deleted.
pub fn regate_crs(logical: &[CrView]) -> Vec<CrView> {
    logical
        .iter()
        .filter(|c| c.runtime_required && !c.deleting)
        .cloned()
        .collect()
}

/// The state names [`plan_regate`] resets on one node: every CR of `crs` when one was named,
/// else those whose selector selects the node.
pub fn regate_selection(crs: &[CrView], view: &NodeView, named: bool) -> Vec<Vec<String>> {
    crs.iter()
        .filter(|c| named || crate::gate::selects(c, view))
        .map(|c| cr_names(&c.name, c.mirrored_from.as_deref()))
        .collect()
}

/// `node ignore` (label `P/ignore=true` in the operator's prefix) / `unignore` (removes it in
/// both prefixes: the migration shim copies the legacy label to the new prefix).
pub fn plan_ignore(view: &NodeView, group: Group, ignore: bool) -> Decision {
    let mut b = Builder::new(view);
    if ignore {
        b.set(Place::Label, &keys::key(group, &KeyKind::Ignore), "true");
        b.finish("already ignored")
    } else {
        for g in [Group::Skyhook, Group::Nodewright] {
            b.remove(Place::Label, &keys::key(g, &KeyKind::Ignore));
        }
        b.finish("not ignored")
    }
}

/// What `forget` strips.
#[derive(Debug, Clone, Default)]
pub struct ForgetFilter {
    /// Only these CR names' keys (and no node-scoped keys).
    pub only_crs: Option<Vec<String>>,
    /// Only name-scoped keys of CRs not in this list (and no node-scoped keys).
    pub orphaned_of: Option<Vec<String>>,
    /// Also the `ignore` label.
    pub include_ignore: bool,
}

impl ForgetFilter {
    fn wants(&self, k: &OperatorKey) -> bool {
        if matches!(k.kind, KeyKind::Ignore) {
            return self.include_ignore;
        }
        if !k.kind.is_operator_owned() {
            return false;
        }
        match (k.kind.cr_name(), &self.only_crs, &self.orphaned_of) {
            (Some(cr), Some(only), _) => only.iter().any(|n| n == cr),
            (Some(cr), None, Some(existing)) => !existing.iter().any(|n| n == cr),
            (Some(_), None, None) => true,
            (None, None, None) => true,
            (None, _, _) => false,
        }
    }
}

/// `forget`: strips the operator's keys of both prefixes (annotations and labels). A node the
/// operator holds cordoned is skipped: removing `cordon_` would leave nothing to uncordon it.
pub fn plan_forget(view: &NodeView, filter: &ForgetFilter) -> Decision {
    let mut b = Builder::new(view);
    for (place, map) in [
        (Place::Annotation, &view.annotations),
        (Place::Label, &view.labels),
    ] {
        for k in map.keys() {
            if let Some(p) = parse_key(k)
                && filter.wants(&p)
            {
                if view.unschedulable && matches!(p.kind, KeyKind::Cordon(_)) {
                    return Decision::Skip(format!(
                        "cordoned by the operator ({k}): forgetting would leave nothing to uncordon it; let it finish or `kubectl uncordon {}` first",
                        view.name
                    ));
                }
                b.remove(place, k);
            }
        }
    }
    b.finish("no operator key to forget")
}

/// The CR names `forget --orphaned` keeps: every CR of either group (and the legacy name each
/// mirror names), the logical ones, and those that did not decode (`malformed`).
pub fn existing_cr_names<'a>(
    crs: impl IntoIterator<Item = &'a CrView>,
    malformed: impl IntoIterator<Item = &'a String>,
) -> Vec<String> {
    let mut existing: Vec<String> = Vec::new();
    for c in crs {
        existing.push(c.name.clone());
        existing.extend(c.mirrored_from.clone());
    }
    existing.extend(malformed.into_iter().cloned());
    existing
}

/// `forget` once its backup is written: the plan again (on a fresh read after a conflict) keeps
/// only the keys the backup holds with the same value (`saved`: node, key, value).
pub fn plan_forget_saved(
    view: &NodeView,
    filter: &ForgetFilter,
    saved: &BTreeSet<(String, String, String)>,
) -> Decision {
    match plan_forget(view, filter) {
        Decision::Change(mut p) => {
            let before = p.keys.len();
            p.keys.retain(|e| {
                e.before
                    .as_ref()
                    .is_some_and(|b| saved.contains(&(view.name.clone(), e.key.clone(), b.clone())))
            });
            if p.keys.len() < before {
                p.notes.push(format!(
                    "{} key(s) changed since the backup were left alone; run forget again",
                    before - p.keys.len()
                ));
            }
            if p.is_empty() {
                Decision::Skip("every key changed since the backup; run forget again".into())
            } else {
                Decision::Change(p)
            }
        }
        other => other,
    }
}

/// One key `forget` removed, as saved in the backup file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BackupEntry {
    pub node: String,
    pub key: String,
    #[serde(rename = "where")]
    pub place: Place,
    pub value: String,
    pub resource_version: String,
}

/// The backup entries of a forget plan.
pub fn backup_entries(plan: &NodePlan) -> Vec<BackupEntry> {
    plan.keys
        .iter()
        .filter_map(|e| {
            Some(BackupEntry {
                node: plan.node.clone(),
                key: e.key.clone(),
                place: e.place,
                value: e.before.clone()?,
                resource_version: plan.resource_version.clone(),
            })
        })
        .collect()
}

/// `restore`: puts the entries back. A key whose value changed since is not overwritten unless
/// `force` (then the node is skipped, naming the keys).
pub fn plan_restore(view: &NodeView, entries: &[&BackupEntry], force: bool) -> Decision {
    let mut b = Builder::new(view);
    b.strict_absent();
    let mut changed = Vec::new();
    for e in entries {
        let current = match e.place {
            Place::Annotation => view.annotations.get(&e.key),
            Place::Label => view.labels.get(&e.key),
        };
        if let Some(c) = current
            && c != &e.value
            && !force
        {
            changed.push(format!("{} {}", e.place.as_str(), e.key));
            continue;
        }
        b.set(e.place, &e.key, &e.value);
    }
    if !changed.is_empty() {
        return Decision::Skip(format!(
            "changed since the backup (add --force to overwrite): {}",
            changed.join(", ")
        ));
    }
    b.finish("already restored")
}
