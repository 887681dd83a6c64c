//! `NodeState::parse` (the operator's `nodeState_<name>` annotation): never panics; what parses
//! is written back (`to_json`) in a form that parses to the same state, up to Go's `omitempty`
//! (`"restarts":0` is written as no `restarts`, as the operator does).
#![no_main]

use libfuzzer_sys::fuzz_target;
use nodewright::model::nodestate::NodeState;

fuzz_target!(|data: &[u8]| {
    let Ok(s) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(state) = NodeState::parse(s) {
        let json = state.to_json();
        let again = NodeState::parse(&json).expect("to_json parses");
        assert_eq!(
            omitempty(again),
            omitempty(state.clone()),
            "round trip of {s:?} via {json}"
        );
        let _ = state.is_empty();
    }
});

fn omitempty(mut s: NodeState) -> NodeState {
    for e in s.entries.values_mut() {
        e.restarts = e.restarts.filter(|r| *r != 0);
    }
    s
}
