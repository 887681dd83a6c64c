//! `NodeState::parse` (the operator's `nodeState_<name>` annotation): never panics; what parses
//! is written back (`to_json`) in a form that parses to the same state.
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
        assert_eq!(again, state, "round trip of {s:?} via {json}");
        let _ = state.is_empty();
    }
});
