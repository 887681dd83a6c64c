//! Write plans: for one node, the exact change a write command makes (taints before → after,
//! annotation and label values removed or set), and the guarded RFC 6902 JSON Patch that makes
//! it. Pure: the cluster layer sends the patch, and on a failed `test` re-reads the node and calls
//! the same planner again on the fresh state.
//!
//! Guards. Every patch first `test`s exactly what it is about to change, as read: the whole
//! `/spec/taints` list when taints change, each annotation or label value it removes or
//! replaces. A JSON Patch cannot test that a member is absent, so when the plan adds a key that
//! was absent and absence matters (`restore`), or adds the first taint (no list to test), or
//! must create the whole annotations/labels map, it tests `/metadata/resourceVersion` instead.
//!
//! The planners for every command live beside it (`plan/commands.rs`), so idempotence is
//! unit-tested: planning again on the result of a plan gives [`Decision::Unchanged`].

pub use json_patch::PatchOperation;
use json_patch::jsonptr::PointerBuf;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use super::taint::display_taint;
use super::types::{NodeView, Taint};

mod commands;
mod cr;

pub use commands::*;
pub use cr::*;

/// Where a key lives on the node.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Place {
    Annotation,
    Label,
}

impl Place {
    /// `/metadata/annotations` or `/metadata/labels`.
    fn map_pointer(self) -> PointerBuf {
        PointerBuf::from_tokens(["metadata", self.map_name()])
    }
    /// The pointer to `key` in this map (jsonptr escapes `~` and `/` as RFC 6901 says).
    fn key_pointer(self, key: &str) -> PointerBuf {
        PointerBuf::from_tokens(["metadata", self.map_name(), key])
    }
    fn map_name(self) -> &'static str {
        match self {
            Place::Annotation => "annotations",
            Place::Label => "labels",
        }
    }
    pub fn as_str(self) -> &'static str {
        match self {
            Place::Annotation => "annotation",
            Place::Label => "label",
        }
    }
}

/// One key edit: `before` as read, `after` wanted (`None` = removed).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeyEdit {
    pub place: Place,
    pub key: String,
    pub before: Option<String>,
    pub after: Option<String>,
}

/// The exact change to one node.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct NodePlan {
    pub node: String,
    /// As read; tested only when a value-level test is impossible (see the module docs).
    pub resource_version: String,
    pub taints_before: Vec<Taint>,
    pub taints_after: Vec<Taint>,
    pub keys: Vec<KeyEdit>,
    /// Test `/metadata/resourceVersion` whenever the plan adds a key that was absent.
    pub strict_absent: bool,
    /// What the plan deliberately leaves alone, and why (shown with the plan).
    pub notes: Vec<String>,
}

/// What a planner decided for one node.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decision {
    /// Write this.
    Change(NodePlan),
    /// Nothing to do (an idempotent re-run); the reason says why.
    Unchanged(String),
    /// Not written, on purpose; the reason says why and what to do.
    Skip(String),
}

use super::types::Presence;

/// JSON Patch (RFC 6902) operations, typed: json-patch's operations with jsonptr's pointers.
pub mod op {
    use json_patch::jsonptr::PointerBuf;
    use json_patch::{
        AddOperation, PatchOperation, RemoveOperation, ReplaceOperation, TestOperation,
    };
    use serde_json::Value;

    /// `/a/b/...` from unescaped reference tokens.
    pub fn at<'t>(tokens: impl IntoIterator<Item = &'t str>) -> PointerBuf {
        PointerBuf::from_tokens(tokens)
    }
    pub fn test(path: PointerBuf, value: Value) -> PatchOperation {
        PatchOperation::Test(TestOperation { path, value })
    }
    pub fn add(path: PointerBuf, value: Value) -> PatchOperation {
        PatchOperation::Add(AddOperation { path, value })
    }
    pub fn replace(path: PointerBuf, value: Value) -> PatchOperation {
        PatchOperation::Replace(ReplaceOperation { path, value })
    }
    pub fn remove(path: PointerBuf) -> PatchOperation {
        PatchOperation::Remove(RemoveOperation { path })
    }
    pub fn is_test(o: &PatchOperation) -> bool {
        matches!(o, PatchOperation::Test(_))
    }
}

/// Starts a plan for a node; edits consult the node as read.
#[derive(Debug)]
pub struct Builder<'a> {
    view: &'a NodeView,
    plan: NodePlan,
}

impl<'a> Builder<'a> {
    pub fn new(view: &'a NodeView) -> Self {
        Builder {
            view,
            plan: NodePlan {
                node: view.name.clone(),
                resource_version: view.resource_version.clone(),
                taints_before: view.taints.clone(),
                taints_after: view.taints.clone(),
                ..Default::default()
            },
        }
    }

    fn current(&self, place: Place, key: &str) -> Option<&'a String> {
        match place {
            Place::Annotation => self.view.annotations.get(key),
            Place::Label => self.view.labels.get(key),
        }
    }

    /// Sets `key` to `value` (no edit when it already has that value).
    pub fn set(&mut self, place: Place, key: &str, value: &str) {
        let before = self.current(place, key).cloned();
        if before.as_deref() == Some(value) {
            return;
        }
        self.push(KeyEdit {
            place,
            key: key.to_string(),
            before,
            after: Some(value.to_string()),
        });
    }

    /// Removes `key` (no edit when absent).
    pub fn remove(&mut self, place: Place, key: &str) {
        if let Some(before) = self.current(place, key).cloned() {
            self.push(KeyEdit {
                place,
                key: key.to_string(),
                before: Some(before),
                after: None,
            });
        }
    }

    fn push(&mut self, edit: KeyEdit) {
        self.plan
            .keys
            .retain(|e| !(e.place == edit.place && e.key == edit.key));
        self.plan.keys.push(edit);
    }

    /// The taint list wanted (order preserved by callers).
    pub fn taints(&mut self) -> &mut Vec<Taint> {
        &mut self.plan.taints_after
    }

    pub fn note(&mut self, note: impl Into<String>) {
        self.plan.notes.push(note.into());
    }

    pub fn strict_absent(&mut self) {
        self.plan.strict_absent = true;
    }

    pub fn view(&self) -> &'a NodeView {
        self.view
    }

    /// `Change` when anything changes, else `Unchanged(reason)` (notes appended).
    pub fn finish(self, unchanged_reason: &str) -> Decision {
        if self.plan.is_empty() {
            let mut r = unchanged_reason.to_string();
            for n in &self.plan.notes {
                r.push_str("; ");
                r.push_str(n);
            }
            Decision::Unchanged(r)
        } else {
            Decision::Change(self.plan)
        }
    }
}

impl NodePlan {
    pub fn taints_change(&self) -> bool {
        self.taints_before != self.taints_after
    }

    pub fn is_empty(&self) -> bool {
        !self.taints_change() && self.keys.is_empty()
    }

    /// The guarded JSON Patch: tests first, then the changes, then `stamp` (the value of
    /// [`crate::keys::LAST_WRITE_ANNOTATION`], set whatever it was: the write's own record).
    pub fn patch(&self, presence: Presence, stamp: Option<&str>) -> Vec<PatchOperation> {
        let mut tests = Vec::new();
        let mut ops = Vec::new();
        let mut need_rv = false;
        let taints = || op::at(["spec", "taints"]);
        if self.taints_change() {
            if self.taints_before.is_empty() {
                // No list to test: the resourceVersion guards against a concurrent first taint.
                need_rv = true;
                ops.push(op::add(taints(), json!(self.taints_after)));
            } else {
                tests.push(op::test(taints(), json!(self.taints_before)));
                if self.taints_after.is_empty() {
                    ops.push(op::remove(taints()));
                } else {
                    ops.push(op::replace(taints(), json!(self.taints_after)));
                }
            }
        }
        for place in [Place::Annotation, Place::Label] {
            let present = match place {
                Place::Annotation => presence.annotations,
                Place::Label => presence.labels,
            };
            let mut new_map = serde_json::Map::new();
            for e in self.keys.iter().filter(|e| e.place == place) {
                let path = place.key_pointer(&e.key);
                match (&e.before, &e.after) {
                    (Some(b), after) => {
                        tests.push(op::test(path.clone(), json!(b)));
                        match after {
                            Some(a) => ops.push(op::replace(path, json!(a))),
                            None => ops.push(op::remove(path)),
                        }
                    }
                    (None, Some(a)) => {
                        if self.strict_absent {
                            need_rv = true;
                        }
                        if present {
                            ops.push(op::add(path, json!(a)));
                        } else {
                            new_map.insert(e.key.clone(), Value::String(a.clone()));
                        }
                    }
                    (None, None) => {}
                }
            }
            if let (Place::Annotation, Some(v)) = (place, stamp) {
                let k = crate::keys::LAST_WRITE_ANNOTATION;
                if present {
                    ops.push(op::add(place.key_pointer(k), json!(v)));
                } else {
                    new_map.insert(k.to_string(), Value::String(v.to_string()));
                }
            }
            if !new_map.is_empty() {
                // Creating the whole map: only safe if nobody created it meanwhile.
                need_rv = true;
                ops.push(op::add(place.map_pointer(), Value::Object(new_map)));
            }
        }
        let mut out = Vec::new();
        if need_rv {
            out.push(op::test(
                op::at(["metadata", "resourceVersion"]),
                json!(self.resource_version),
            ));
        }
        out.extend(tests);
        out.extend(ops);
        out
    }

    /// One line per change, for the plan, dry runs and `changes[]`.
    pub fn describe(&self) -> Vec<String> {
        let mut out = Vec::new();
        for t in &self.taints_before {
            if !self.taints_after.contains(t) {
                out.push(format!("remove taint {}", display_taint(t)));
            }
        }
        for t in &self.taints_after {
            if !self.taints_before.contains(t) {
                out.push(format!("add taint {}", display_taint(t)));
            }
        }
        for e in &self.keys {
            let what = e.place.as_str();
            out.push(match (&e.before, &e.after) {
                (Some(b), None) => format!("remove {what} {} (was {})", e.key, short(b)),
                (None, Some(a)) => format!("set {what} {}={}", e.key, short(a)),
                (Some(b), Some(a)) => {
                    format!("set {what} {}={} (was {})", e.key, short(a), short(b))
                }
                (None, None) => continue,
            });
        }
        for n in &self.notes {
            out.push(format!("keep: {n}"));
        }
        out
    }

    /// The node as it will be once the plan is applied: the tests' check that a plan is
    /// idempotent and that its JSON Patch does what the plan says.
    #[cfg(test)]
    pub fn apply_to(&self, view: &NodeView) -> NodeView {
        let mut v = view.clone();
        v.taints = self.taints_after.clone();
        for e in &self.keys {
            let map = match e.place {
                Place::Annotation => &mut v.annotations,
                Place::Label => &mut v.labels,
            };
            match &e.after {
                Some(a) => {
                    map.insert(e.key.clone(), a.clone());
                }
                None => {
                    map.remove(&e.key);
                }
            }
        }
        v
    }
}

fn short(s: &str) -> String {
    const MAX: usize = 80;
    if s.chars().count() <= MAX {
        return s.to_string();
    }
    let cut: String = s.chars().take(MAX).collect();
    format!("{cut}… ({} bytes)", s.len())
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;
    use crate::types::{Group, OperatorConfig, TaintSpec};

    fn node() -> NodeView {
        NodeView {
            name: "gpu-1".into(),
            resource_version: "42".into(),
            labels: [
                ("kubernetes.io/hostname".to_string(), "gpu-1".to_string()),
                ("nodewright.nvidia.com/status_gpu-init".to_string(), "complete".to_string()),
                ("skyhook.nvidia.com/gpu-pool".to_string(), "a100".to_string()),
            ]
            .into(),
            annotations: [
                ("nodewright.nvidia.com/nodeState_gpu-init".to_string(), r#"{"driver|1.0":{"name":"driver","version":"1.0","image":"i","stage":"config","state":"complete"},"tools|2":{"name":"tools","version":"2","image":"t","stage":"config","state":"complete"}}"#.to_string()),
                ("nodewright.nvidia.com/status_gpu-init".to_string(), "complete".to_string()),
                ("nodewright.nvidia.com/version_gpu-init".to_string(), "v0.18.0".to_string()),
                ("nodewright.nvidia.com/autoTaint_nodewright.nvidia.com".to_string(), "true".to_string()),
                ("nodewright.nvidia.com/nodeState_other".to_string(), "{}".to_string()),
            ]
            .into(),
            taints: vec![Taint { key: "dedicated".into(), value: Some("gpu".into()), effect: "NoSchedule".into(), time_added: None }],
            ..Default::default()
        }
    }

    fn config() -> OperatorConfig {
        OperatorConfig {
            taint: TaintSpec::default_nodewright(),
            reapply_on_reboot: false,
            legacy_cleanup_delay_secs: 86400,
            version: Some("v0.18.0".into()),
            legacy_taint_recognised: true,
            source: crate::ConfigSource::Default,
            operator_ready: Some(true),
            start_refusal: None,
        }
    }

    fn change(d: Decision) -> NodePlan {
        match d {
            Decision::Change(p) => p,
            other => panic!("expected a change, got {other:?}"),
        }
    }

    const ALL: Presence = Presence {
        annotations: true,
        labels: true,
    };

    /// The ops as sent (`{"op", "path", "value"}`), so tests read the wire form.
    fn sent(ops: &[PatchOperation]) -> Vec<Value> {
        ops.iter()
            .map(|o| serde_json::to_value(o).expect("an op serialises"))
            .collect()
    }

    #[test]
    fn escaping_follows_rfc6901() {
        assert_eq!(
            Place::Annotation
                .key_pointer("nodewright.nvidia.com/status_x")
                .as_str(),
            "/metadata/annotations/nodewright.nvidia.com~1status_x"
        );
        assert_eq!(op::at(["a~b/c"]).as_str(), "/a~0b~1c");
        let ops = [op::remove(op::at(["status", "nodePriority", "a/b~c"]))];
        assert_eq!(
            sent(&ops),
            [json!({"op": "remove", "path": "/status/nodePriority/a~1b~0c"})]
        );
    }

    #[test]
    fn reset_removes_state_keys_tests_each_first_and_is_idempotent() {
        let v = node();
        let names = vec!["gpu-init".to_string()];
        let plan = change(plan_reset(&v, &names, None, Selects::Yes));
        let ops = plan.patch(ALL, None);
        let patch = sent(&ops);
        let first_non_test = patch
            .iter()
            .position(|o| o["op"] != "test")
            .expect("has changes");
        assert!(
            patch[first_non_test..].iter().all(|o| o["op"] != "test"),
            "tests come first: {patch:?}"
        );
        assert!(patch.contains(&json!({"op": "test", "path": "/metadata/annotations/nodewright.nvidia.com~1status_gpu-init", "value": "complete"})));
        assert!(patch.contains(&json!({"op": "remove", "path": "/metadata/labels/nodewright.nvidia.com~1status_gpu-init"})));
        assert!(patch.contains(&json!({"op": "remove", "path": "/metadata/annotations/nodewright.nvidia.com~1version_gpu-init"})));
        assert!(!patch.iter().any(
            |o| o["path"].as_str().is_some_and(|p| p.contains("autoTaint")
                || p.contains("_other")
                || p.contains("gpu-pool"))
        ));
        assert!(
            !patch
                .iter()
                .any(|o| o["path"] == "/metadata/resourceVersion"),
            "removals need no rv test"
        );
        let after = plan.apply_to(&v);
        assert!(matches!(
            plan_reset(&after, &names, None, Selects::Yes),
            Decision::Unchanged(_)
        ));
        // The patch applied to the node JSON gives the same result as apply_to.
        let doc = json!({"metadata": {"resourceVersion": "42", "annotations": v.annotations, "labels": v.labels}, "spec": {"taints": v.taints}});
        let patched = apply_ops(&doc, &ops).expect("applies");
        assert_eq!(patched["metadata"]["annotations"], json!(after.annotations));
        assert_eq!(patched["metadata"]["labels"], json!(after.labels));
    }

    #[test]
    fn reset_keeps_a_cordon_the_operator_must_lift_and_drops_a_stale_one() {
        let mut v = node();
        v.annotations.insert(
            "nodewright.nvidia.com/cordon_gpu-init".into(),
            "true".into(),
        );
        v.unschedulable = true;
        let names = vec!["gpu-init".to_string()];
        let plan = change(plan_reset(&v, &names, None, Selects::Yes));
        assert!(!plan.keys.iter().any(|e| e.key.contains("cordon_")));
        assert!(
            plan.describe()
                .iter()
                .any(|l| l.starts_with("keep: ") && l.contains("uncordons"))
        );
        // CLI v0.5.0: a CR that cannot be read keeps the marker; one that no longer selects the
        // node (or is gone) drops it, and the plan says the node stays cordoned.
        let plan = change(plan_reset(&v, &names, None, Selects::Unknown));
        assert!(!plan.keys.iter().any(|e| e.key.contains("cordon_")));
        let plan = change(plan_reset(&v, &names, None, Selects::No));
        assert!(
            plan.keys
                .iter()
                .any(|e| e.key == "nodewright.nvidia.com/cordon_gpu-init" && e.after.is_none())
        );
        assert!(
            plan.describe()
                .iter()
                .any(|l| l.contains("stays cordoned") && l.contains("kubectl uncordon")),
            "{:?}",
            plan.describe()
        );
        v.unschedulable = false;
        let plan = change(plan_reset(&v, &names, None, Selects::Yes));
        assert!(
            plan.keys
                .iter()
                .any(|e| e.key == "nodewright.nvidia.com/cordon_gpu-init" && e.after.is_none())
        );
    }

    #[test]
    fn reset_package_rewrites_only_that_entry_and_resets_malformed_state() {
        let v = node();
        let names = vec!["gpu-init".to_string()];
        let pkg = PackageRef::parse("driver").expect("valid");
        let plan = change(plan_reset(&v, &names, Some(&pkg), Selects::Yes));
        assert_eq!(plan.keys.len(), 1);
        let after = plan.keys[0].after.as_deref().expect("rewritten");
        assert!(!after.contains("driver") && after.contains("tools|2"));
        assert!(matches!(
            plan_reset(&plan.apply_to(&v), &names, Some(&pkg), Selects::Yes),
            Decision::Unchanged(_)
        ));
        let mut bad = node();
        bad.annotations.insert(
            "nodewright.nvidia.com/nodeState_gpu-init".into(),
            "{not json".into(),
        );
        let plan = change(plan_reset(&bad, &names, Some(&pkg), Selects::Yes));
        assert!(
            plan.keys[0].after.is_none(),
            "malformed state is reset, not skipped"
        );
        assert_eq!(
            PackageRef::parse("a:1").expect("valid").version.as_deref(),
            Some("1")
        );
        assert!(PackageRef::parse(":1").is_err());
    }

    #[test]
    fn taint_tests_the_whole_list_and_keeps_other_taints() {
        let v = node();
        let spec = TaintSpec::default_nodewright();
        let plan = change(plan_taint(&v, &spec, false));
        let patch = sent(&plan.patch(ALL, None));
        assert_eq!(
            patch[0],
            json!({"op": "test", "path": "/spec/taints", "value": [{"key": "dedicated", "value": "gpu", "effect": "NoSchedule"}]})
        );
        assert_eq!(patch[1]["op"], "replace");
        assert_eq!(patch[1]["value"][0]["key"], "dedicated");
        assert_eq!(patch[1]["value"][1]["key"], "nodewright.nvidia.com");
        assert!(matches!(
            plan_taint(&plan.apply_to(&v), &spec, false),
            Decision::Unchanged(_)
        ));

        let mut wrong = node();
        wrong.taints.push(Taint {
            key: "nodewright.nvidia.com".into(),
            value: Some("other".into()),
            effect: "NoSchedule".into(),
            time_added: None,
        });
        assert!(
            matches!(plan_taint(&wrong, &spec, false), Decision::Skip(r) if r.contains("--overwrite"))
        );
        let plan = change(plan_taint(&wrong, &spec, true));
        assert_eq!(plan.taints_after.len(), 2);
        assert_eq!(
            plan.taints_after[1].value.as_deref(),
            Some("runtime-required")
        );

        let mut bare = node();
        bare.taints.clear();
        let patch = sent(&change(plan_taint(&bare, &spec, false)).patch(ALL, None));
        assert_eq!(
            patch[0],
            json!({"op": "test", "path": "/metadata/resourceVersion", "value": "42"})
        );
        assert_eq!(patch[1]["op"], "add");
    }

    #[test]
    fn taint_replace_swaps_a_foreign_gate_in_one_write_and_keeps_the_configured_one() {
        let spec = TaintSpec::default_nodewright();
        let foreign = |key: &str, effect: &str| Taint {
            key: key.into(),
            value: Some("runtime-required".into()),
            effect: effect.into(),
            time_added: None,
        };
        let mut v = node();
        v.taints.push(foreign("gpu.nvidia.com", "NoSchedule"));
        let plan = change(plan_taint_replacing(
            &v,
            &spec,
            false,
            Some("gpu.nvidia.com"),
        ));
        let keys: Vec<&str> = plan.taints_after.iter().map(|t| t.key.as_str()).collect();
        assert_eq!(keys, ["dedicated", "nodewright.nvidia.com"]);
        // The configured key under another effect: replaced, the configured taint kept.
        let mut same_key = node();
        same_key
            .taints
            .push(foreign("nodewright.nvidia.com", "NoExecute"));
        let plan = change(plan_taint_replacing(
            &same_key,
            &spec,
            false,
            Some("nodewright.nvidia.com"),
        ));
        let after: Vec<(&str, &str)> = plan
            .taints_after
            .iter()
            .map(|t| (t.key.as_str(), t.effect.as_str()))
            .collect();
        assert_eq!(
            after,
            [
                ("dedicated", "NoSchedule"),
                ("nodewright.nvidia.com", "NoSchedule")
            ]
        );
    }

    #[test]
    fn untaint_removes_gate_taints_only() {
        let mut v = node();
        v.taints.push(TaintSpec::default_nodewright().to_taint());
        v.taints.push(TaintSpec::legacy().to_taint());
        let plan = change(plan_untaint(&v, &config(), None));
        assert_eq!(plan.taints_after, vec![v.taints[0].clone()]);
        assert!(matches!(
            plan_untaint(&plan.apply_to(&v), &config(), None),
            Decision::Unchanged(_)
        ));
        let plan = change(plan_untaint(&v, &config(), Some("dedicated")));
        assert_eq!(plan.taints_after.len(), 2);
        let only_gate = NodeView {
            taints: vec![TaintSpec::default_nodewright().to_taint()],
            ..node()
        };
        let patch = sent(&change(plan_untaint(&only_gate, &config(), None)).patch(ALL, None));
        assert_eq!(patch[1], json!({"op": "remove", "path": "/spec/taints"}));
    }

    #[test]
    fn regate_taints_and_resets_in_one_plan() {
        let v = node();
        let spec = TaintSpec::default_nodewright();
        let plan = change(plan_regate(&v, &spec, &[vec!["gpu-init".to_string()]]));
        assert!(plan.taints_change());
        assert!(
            plan.keys
                .iter()
                .any(|e| e.key == "nodewright.nvidia.com/nodeState_gpu-init")
        );
        assert!(
            !plan.keys.iter().any(|e| e.key.contains("autoTaint")),
            "regate keeps the marker: the taint is explicit"
        );
        assert!(matches!(
            plan_regate(&plan.apply_to(&v), &spec, &[vec!["gpu-init".to_string()]]),
            Decision::Unchanged(_)
        ));
    }

    #[test]
    fn forget_strips_operator_keys_never_user_labels_and_round_trips_with_restore() {
        let v = node();
        let plan = change(plan_forget(&v, &ForgetFilter::default()));
        assert!(plan.keys.iter().any(|e| e.key.contains("autoTaint_")));
        assert!(
            !plan
                .keys
                .iter()
                .any(|e| e.key == "skyhook.nvidia.com/gpu-pool")
        );
        let after = plan.apply_to(&v);
        assert!(after.annotations.is_empty());
        assert!(matches!(
            plan_forget(&after, &ForgetFilter::default()),
            Decision::Unchanged(_)
        ));
        let backup = backup_entries(&plan);
        let refs: Vec<&BackupEntry> = backup.iter().collect();
        let restore = change(plan_restore(&after, &refs, false));
        assert!(
            sent(&restore.patch(ALL, None))
                .iter()
                .any(|o| o["path"] == "/metadata/resourceVersion"),
            "restore tests absence via rv"
        );
        let restored = restore.apply_to(&after);
        assert_eq!(restored.annotations, v.annotations);
        assert_eq!(restored.labels, v.labels);
        assert!(matches!(
            plan_restore(&restored, &refs, false),
            Decision::Unchanged(_)
        ));
        let mut changed = restored.clone();
        changed.annotations.insert(
            "nodewright.nvidia.com/status_gpu-init".into(),
            "in_progress".into(),
        );
        assert!(matches!(
            plan_restore(&changed, &refs, false),
            Decision::Skip(_)
        ));
        assert!(matches!(
            plan_restore(&changed, &refs, true),
            Decision::Change(_)
        ));
    }

    #[test]
    fn forget_filters_and_refuses_an_operator_cordon() {
        let v = node();
        let only = ForgetFilter {
            only_crs: Some(vec!["other".into()]),
            ..Default::default()
        };
        let plan = change(plan_forget(&v, &only));
        assert_eq!(plan.keys.len(), 1);
        let orphaned = ForgetFilter {
            orphaned_of: Some(vec!["gpu-init".into()]),
            ..Default::default()
        };
        let plan = change(plan_forget(&v, &orphaned));
        assert_eq!(
            plan.keys.iter().map(|e| e.key.as_str()).collect::<Vec<_>>(),
            vec!["nodewright.nvidia.com/nodeState_other"]
        );
        let mut c = node();
        c.annotations.insert(
            "nodewright.nvidia.com/cordon_gpu-init".into(),
            "true".into(),
        );
        c.unschedulable = true;
        assert!(matches!(
            plan_forget(&c, &ForgetFilter::default()),
            Decision::Skip(_)
        ));
    }

    #[test]
    fn every_write_stamps_the_plugins_annotation_into_the_map_or_creating_it() {
        let v = node();
        let plan = change(plan_ignore(&v, Group::Nodewright, true));
        let stamp = "2026-12-05T18:10:00Z ignore";
        let patch = sent(&plan.patch(ALL, Some(stamp)));
        let add = json!({"op": "add", "path": "/metadata/annotations/kubectl-nodewright~1last-write", "value": stamp});
        assert!(patch.contains(&add), "{patch:?}");
        assert_eq!(
            patch.len(),
            2,
            "the plan's one op, and the stamp: {patch:?}"
        );
        let no_map = Presence {
            annotations: false,
            labels: true,
        };
        let patch = sent(&plan.patch(no_map, Some(stamp)));
        assert_eq!(patch[0]["path"], "/metadata/resourceVersion", "{patch:?}");
        assert!(patch.contains(&json!({"op": "add", "path": "/metadata/annotations", "value": {"kubectl-nodewright/last-write": stamp}})), "{patch:?}");
    }

    #[test]
    fn adding_into_a_missing_map_creates_it_guarded_by_resource_version() {
        let mut v = node();
        v.labels.clear();
        let plan = change(plan_ignore(&v, Group::Nodewright, true));
        let patch = sent(&plan.patch(
            Presence {
                annotations: true,
                labels: false,
            },
            None,
        ));
        assert_eq!(patch[0]["path"], "/metadata/resourceVersion");
        assert_eq!(
            patch[1],
            json!({"op": "add", "path": "/metadata/labels", "value": {"nodewright.nvidia.com/ignore": "true"}})
        );
        let patch = sent(&plan.patch(ALL, None));
        assert_eq!(
            patch,
            vec![
                json!({"op": "add", "path": "/metadata/labels/nodewright.nvidia.com~1ignore", "value": "true"})
            ]
        );
        let mut both = plan.apply_to(&v);
        both.labels
            .insert("skyhook.nvidia.com/ignore".into(), "true".into());
        let un = change(plan_ignore(&both, Group::Nodewright, false));
        assert_eq!(un.keys.len(), 2);
    }

    #[test]
    fn rerun_edits_one_entry() {
        let v = node();
        let names = vec!["gpu-init".to_string()];
        let plan = change(plan_rerun(&v, &names, "driver", "1.0", Some("config")));
        let after = plan.keys[0].after.as_deref().expect("set");
        assert!(after.contains(r#""driver|1.0":{"name":"driver","version":"1.0","image":"i","stage":"config","state":"in_progress"}"#), "{after}");
        assert!(matches!(
            plan_rerun(&plan.apply_to(&v), &names, "driver", "1.0", Some("config")),
            Decision::Unchanged(_)
        ));
        assert!(matches!(
            plan_rerun(&v, &names, "driver", "9", None),
            Decision::Unchanged(_)
        ));
    }

    #[test]
    fn batch_reset_touches_only_batch_fields_and_is_idempotent() {
        let cr = json!({"metadata": {"resourceVersion": "7"}, "status": {"status": "in_progress", "nodeStatus": {"a": "complete"},
            "compartmentStatuses": {"__default__": {"matched": 3, "batchState": {"currentBatch": 4, "completedNodes": 9}},
                                    "a/b": {"matched": 1}},
            "nodePriority": {"a": "2026-01-01T00:00:00Z"}, "nodeOrderOffset": 3}});
        let ops = batch_reset_ops(&cr, true);
        assert!(
            sent(&ops).iter().all(
                |o| o["path"].as_str().is_some_and(|p| p.contains("batchState")
                    || p.contains("nodePriority")
                    || p.contains("nodeOrderOffset"))
            )
        );
        let after = apply_ops(&cr, &ops).expect("applies");
        assert_eq!(
            after["status"]["compartmentStatuses"]["__default__"]["batchState"],
            batch_state_reset()
        );
        assert_eq!(after["status"]["nodeStatus"], cr["status"]["nodeStatus"]);
        assert!(batch_reset_ops(&after, true).is_empty());
        let cr2 = json!({"metadata": {"resourceVersion": "7"}});
        let ops = cr_annotation_ops(&cr2, &[("nodewright.nvidia.com/pause", Some("true"))]);
        let after = apply_ops(&cr2, &ops).expect("applies");
        assert_eq!(
            after["metadata"]["annotations"]["nodewright.nvidia.com/pause"],
            "true"
        );
        assert!(
            cr_annotation_ops(&after, &[("nodewright.nvidia.com/pause", Some("true"))]).is_empty()
        );
        let ops = cr_annotation_ops(
            &after,
            &[
                ("nodewright.nvidia.com/pause", None),
                ("skyhook.nvidia.com/pause", None),
            ],
        );
        assert_eq!(ops.len(), 2);
        assert_eq!(
            sent(&ops)[1],
            json!({"op": "remove", "path": "/metadata/annotations/nodewright.nvidia.com~1pause"})
        );
    }

    /// D2 of the oracle: restarting a rollout stopped on failed nodes needs the batch state
    /// reset AND those nodes out of `nodePriority`; the other nodes keep their order.
    #[test]
    fn a_node_scoped_batch_reset_drops_exactly_those_nodes_from_the_rollout_order() {
        let cr = json!({"status": {
            "compartmentStatuses": {"__default__": {"batchState": {"currentBatch": 2, "consecutiveFailures": 1,
                "failedNodes": 1, "shouldStop": true, "lastBatchFailed": true, "lastBatchSize": 1}}},
            "nodePriority": {"l-1": "2026-01-01T00:00:00Z", "l-2": "2026-01-01T00:00:01Z", "a/b": "x"},
            "nodeOrderOffset": 3}});
        let nodes: BTreeSet<String> = ["l-1".to_string(), "a/b".to_string(), "gone".to_string()]
            .into_iter()
            .collect();
        let ops = batch_reset_ops_for_nodes(&cr, &nodes);
        let after = apply_ops(&cr, &ops).expect("applies");
        assert_eq!(
            after["status"]["compartmentStatuses"]["__default__"]["batchState"],
            batch_state_reset()
        );
        assert_eq!(
            after["status"]["nodePriority"],
            json!({"l-2": "2026-01-01T00:00:01Z"})
        );
        assert_eq!(after["status"]["nodeOrderOffset"], 3);
        // Every change is guarded by a test of the value as read.
        let tested: BTreeSet<&str> = ops
            .iter()
            .filter(|o| op::is_test(o))
            .map(|o| o.path().as_str())
            .collect();
        for o in ops.iter().filter(|o| !op::is_test(o)) {
            assert!(tested.contains(o.path().as_str()), "{o}");
        }
        assert!(batch_reset_ops_for_nodes(&after, &nodes).is_empty());
        let lines = describe_cr_ops(&cr, &ops);
        assert_eq!(
            lines,
            [
                "reset the deployment-policy batch state of compartment __default__ to batch 1 (was batch 2, 0 completed, 1 failed, stopped)",
                "remove node a/b from the rollout order (status.nodePriority)",
                "remove node l-1 from the rollout order (status.nodePriority)",
            ]
        );
        let whole = describe_cr_ops(&cr, &batch_reset_ops(&cr, true));
        assert!(
            whole.contains(
                &"clear the rollout order (status.nodePriority) of every node".to_string()
            )
        );
        assert!(whole.contains(&"reset status.nodeOrderOffset to 0".to_string()));
    }
}
