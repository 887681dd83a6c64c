//! `TaintSpec::parse` (the `--runtime-required-taint` flag and the operator's
//! `RUNTIME_REQUIRED_TAINT`): never panics; what parses prints back to a spec that parses to the
//! same value.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nodewright::model::taint::TaintSpec;

fuzz_target!(|data: &[u8]| {
    let Ok(s) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(spec) = TaintSpec::parse(s) {
        let printed = spec.to_string();
        let again = TaintSpec::parse(&printed).expect("a printed spec parses");
        assert_eq!(again, spec, "round trip of {s:?} via {printed:?}");
        let _ = spec.toleration();
        let _ = spec.to_taint();
    }
});
