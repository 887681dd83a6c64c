//! Bounded property tests of the pure parsers on the stable toolchain: the same properties as
//! the cargo-fuzz targets in fuzz/ (never panic; what parses prints back to the same value),
//! fed with random strings and with mutations of valid inputs. `PROPTEST_CASES` sets the
//! number of cases (default 2,000 per property here; `scripts/fuzz` raises it when cargo-fuzz is
//! unavailable).

use std::collections::BTreeMap;

use nodewright::model::keys;
use nodewright::model::nodestate::NodeState;
use nodewright::model::selector::Selector;
use nodewright::model::taint::TaintSpec;
use proptest::prelude::*;

fn config() -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2000);
    ProptestConfig {
        cases,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

/// A valid input with a few random edits (insert, delete, replace) at random places.
fn mutated(seeds: &'static [&'static str]) -> impl Strategy<Value = String> {
    (
        proptest::sample::select(seeds),
        proptest::collection::vec((any::<usize>(), 0u8..3, any::<char>()), 0..6),
    )
        .prop_map(|(seed, edits)| {
            let mut chars: Vec<char> = seed.chars().collect();
            for (pos, kind, ch) in edits {
                let i = if chars.is_empty() {
                    0
                } else {
                    pos % (chars.len() + 1)
                };
                match kind {
                    0 => chars.insert(i.min(chars.len()), ch),
                    1 if i < chars.len() => {
                        chars.remove(i);
                    }
                    _ if i < chars.len() => chars[i] = ch,
                    _ => chars.push(ch),
                }
            }
            chars.into_iter().collect()
        })
}

const TAINTS: &[&str] = &[
    "nodewright.nvidia.com=runtime-required:NoSchedule",
    "skyhook.nvidia.com=runtime-required:NoSchedule",
    "dedicated:NoExecute",
    "example.com/gpu=:PreferNoSchedule",
    "nodewright.nvidia.com-",
];
const STATES: &[&str] = &[
    r#"{"driver|550.54":{"name":"driver","version":"550.54","image":"nvcr.io/x/driver","stage":"post-interrupt","state":"complete","restarts":1}}"#,
    r#"{"tuning|1.0":{"name":"tuning","version":"1.0","image":"i","stage":"apply","state":"in_progress","containerSHA":"sha256:00"}}"#,
    r#"{"a|1":null,"b|2":{"name":"b","version":"2","image":"i","stage":"teleport","state":"sleepy"}}"#,
    "{}",
    "null",
];
const SELECTORS: &[&str] = &[
    "pool=h100,zone!=b",
    "env in (prod,stage),!legacy",
    "gpu,count>3",
    "a notin (x),b==c",
    "example.com/x=y",
];
const KEYS: &[&str] = &[
    "nodewright.nvidia.com/nodeState_gpu-init",
    "skyhook.nvidia.com/autoTaint_skyhook.nvidia.com",
    "nodewright.nvidia.com/gpu-init/NotReady",
    "nodewright.nvidia.com/ignore",
    "example.com/x",
];

fn taint_props(s: &str) {
    if let Ok(spec) = TaintSpec::parse(s) {
        let printed = spec.to_string();
        let again = TaintSpec::parse(&printed);
        assert_eq!(again.as_ref(), Ok(&spec), "{s:?} printed as {printed:?}");
        let _ = spec.toleration();
    }
}

/// Round trip up to Go's `omitempty`: `"restarts":0` is written as no `restarts` (as the
/// operator does), so it reads back as absent.
fn omitempty(mut s: NodeState) -> NodeState {
    for e in s.entries.values_mut() {
        e.restarts = e.restarts.filter(|r| *r != 0);
    }
    s
}

fn state_props(s: &str) {
    if let Ok(st) = NodeState::parse(s) {
        let json = st.to_json();
        let again = NodeState::parse(&json)
            .unwrap_or_else(|e| panic!("{s:?} written as {json}, which does not parse: {e}"));
        assert_eq!(omitempty(again), omitempty(st), "{s:?} via {json}");
    }
}

/// Found by `scripts/fuzz` (node_state): an unknown stage, a misspelt field and
/// `"restarts":0`, which `to_json` omits. Kept as a regression input.
#[test]
fn fuzz_regression_restarts_zero_and_unknown_fields_round_trip() {
    let input = r#"{"driver|550.54":{"name":"driver","version":"550.54","image":"nvcr.io/x/driver","stage":"comp-interrupt","statd":"complete","restarts":0}}"#;
    // The round trip below checks nothing for an input that does not parse: it must.
    let parsed = NodeState::parse(input)
        .unwrap_or_else(|e| panic!("the regression input no longer parses: {e}"));
    assert_eq!(parsed.entries.len(), 1, "{parsed:?}");
    state_props(input);
}

fn selector_props(s: &str, labels: &BTreeMap<String, String>) {
    if let Ok(sel) = Selector::parse(s) {
        let printed = sel.to_string();
        let again = Selector::parse(&printed)
            .unwrap_or_else(|e| panic!("{s:?} printed as {printed:?}, which does not parse: {e}"));
        assert_eq!(
            again.matches(labels),
            sel.matches(labels),
            "{s:?} vs {printed:?}"
        );
    }
}

fn key_props(s: &str) {
    let _ = keys::validate_qualified_name(s);
    let _ = keys::validate_label_value(s);
    let _ = keys::validate_cr_name_for_keys(s);
    let _ = keys::validate_auto_taint_marker(s);
    let _ = keys::parse_condition_type(s);
    if let Some(r) = nodewright::model::version::Release::parse(s) {
        let printed = r.to_string();
        assert_eq!(
            nodewright::model::version::Release::parse(&printed),
            Some(r),
            "{s:?}"
        );
    }
    if let Some(k) = keys::parse_key(s) {
        assert_eq!(keys::parse_key(&k.key()), Some(k.clone()), "{s:?}");
        let _ = k.kind.cr_name();
    }
    let owned = s.to_string();
    let _ = keys::cr_names_in([&owned]);
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn taint_specs_never_panic_and_round_trip(s in prop_oneof![mutated(TAINTS), ".{0,80}", "[a-z./=:-]{0,40}"]) {
        taint_props(&s);
    }

    #[test]
    fn node_states_never_panic_and_round_trip(s in prop_oneof![mutated(STATES), ".{0,120}", r#"[{}\[\]":,a-z|0-9 ]{0,80}"#]) {
        state_props(&s);
    }

    #[test]
    fn selectors_never_panic_and_print_back_to_the_same_matches(
        s in prop_oneof![mutated(SELECTORS), ".{0,60}", "[a-z!=,()<> ]{0,40}"],
        labels in proptest::collection::btree_map("[a-z]{1,4}", "[a-z0-9]{0,4}", 0..6),
    ) {
        selector_props(&s, &labels);
    }

    #[test]
    fn keys_never_panic_and_round_trip(s in prop_oneof![mutated(KEYS), ".{0,100}", "[a-z./_-]{0,80}"]) {
        key_props(&s);
    }
}

// Valid by construction: each of these inputs must parse, then round-trip. (The properties above
// feed arbitrary strings and check only what happens to parse; these make parsing itself a
// property, so a parser that starts refusing valid input fails here.)

/// A qualified name: an optional DNS prefix, then a name of 1-63 alphanumerics, `-`, `_`, `.`
/// starting and ending alphanumeric.
fn qualified_name() -> impl Strategy<Value = String> {
    (
        proptest::option::of(
            "[a-z]([a-z0-9-]{0,8}[a-z0-9])?(\\.[a-z]([a-z0-9-]{0,8}[a-z0-9])?){0,2}",
        ),
        "[A-Za-z0-9]([A-Za-z0-9_.-]{0,20}[A-Za-z0-9])?",
    )
        .prop_map(|(prefix, name)| match prefix {
            Some(p) => format!("{p}/{name}"),
            None => name,
        })
}

fn label_value() -> impl Strategy<Value = String> {
    "([A-Za-z0-9]([A-Za-z0-9_.-]{0,20}[A-Za-z0-9])?)?"
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn every_valid_taint_parses_and_round_trips(
        key in qualified_name(),
        value in proptest::option::of(label_value()),
        effect in proptest::sample::select(&["NoSchedule", "PreferNoSchedule", "NoExecute"][..]),
    ) {
        let s = match &value {
            Some(v) => format!("{key}={v}:{effect}"),
            None => format!("{key}:{effect}"),
        };
        let spec = TaintSpec::parse(&s).unwrap_or_else(|e| panic!("{s:?} is valid: {e}"));
        prop_assert_eq!(&spec.key, &key);
        taint_props(&s);
    }

    #[test]
    fn every_valid_node_state_parses_and_round_trips(
        entries in proptest::collection::vec((
            "[a-z][a-z0-9-]{0,10}[a-z]",
            "[0-9]{1,2}\\.[0-9]{1,2}(\\.[0-9]{1,2})?",
            proptest::sample::select(&["apply", "config", "interrupt", "post-interrupt", "uninstall"][..]),
            proptest::sample::select(&["complete", "in_progress", "erroring", "skipped", "unknown"][..]),
            0i64..20,
        ), 0..5),
    ) {
        let body: Vec<String> = entries
            .iter()
            .map(|(n, v, stage, state, r)| {
                format!(r#""{n}|{v}":{{"name":"{n}","version":"{v}","image":"img","stage":"{stage}","state":"{state}","restarts":{r}}}"#)
            })
            .collect();
        let s = format!("{{{}}}", body.join(","));
        let st = NodeState::parse(&s).unwrap_or_else(|e| panic!("{s} is valid: {e}"));
        let distinct: std::collections::BTreeSet<(&String, &String)> =
            entries.iter().map(|(n, v, ..)| (n, v)).collect();
        prop_assert_eq!(st.entries.len(), distinct.len());
        state_props(&s);
    }

    #[test]
    fn every_valid_selector_parses_and_prints_back_to_the_same_matches(
        reqs in proptest::collection::vec((
            qualified_name(),
            0u8..6,
            proptest::collection::vec(label_value(), 1..3),
        ), 1..4),
        labels in proptest::collection::btree_map("[a-z]{1,4}", "[a-z0-9]{0,4}", 0..6),
    ) {
        let parts: Vec<String> = reqs
            .iter()
            .map(|(k, op, vals)| match op {
                0 => format!("{k}={}", vals[0]),
                1 => format!("{k}!={}", vals[0]),
                2 => format!("{k} in ({})", vals.join(",")),
                3 => format!("{k} notin ({})", vals.join(",")),
                4 => k.clone(),
                _ => format!("!{k}"),
            })
            .collect();
        let s = parts.join(",");
        Selector::parse(&s).unwrap_or_else(|e| panic!("{s:?} is valid: {e}"));
        selector_props(&s, &labels);
    }

    #[test]
    fn every_operator_key_parses_and_prints_back(
        prefix in proptest::sample::select(&["nodewright.nvidia.com", "skyhook.nvidia.com"][..]),
        kind in proptest::sample::select(&["nodeState_", "status_", "version_", "cordon_"][..]),
        cr in "[a-z]([a-z0-9-]{0,20}[a-z0-9])?",
        major in 0u64..3, minor in 0u64..30, patch in 0u64..10,
    ) {
        let s = format!("{prefix}/{kind}{cr}");
        let k = keys::parse_key(&s).unwrap_or_else(|| panic!("{s:?} is an operator key"));
        prop_assert_eq!(k.key(), s.clone());
        key_props(&s);
        let v = format!("v{major}.{minor}.{patch}");
        let r = nodewright::model::version::Release::parse(&v)
            .unwrap_or_else(|| panic!("{v} is a release"));
        prop_assert_eq!(r.to_string(), v);
    }
}
