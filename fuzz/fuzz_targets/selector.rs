//! Label selectors: `-l` strings (`Selector::parse`) and matching. Input: the selector on the
//! first line, then `key=value` label lines. Never panics; what parses prints back to a selector
//! that selects exactly the same label sets.
#![no_main]

use std::collections::BTreeMap;

use libfuzzer_sys::fuzz_target;
use nodewright::model::selector::{Selector, parse_selector};

fuzz_target!(|data: &[u8]| {
    let Ok(s) = std::str::from_utf8(data) else {
        return;
    };
    let mut lines = s.split('\n');
    let sel_text = lines.next().unwrap_or("");
    let labels: BTreeMap<String, String> = lines
        .filter_map(|l| l.split_once('='))
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let Ok(sel) = parse_selector(sel_text) else {
        return;
    };
    let m = sel.matches(&labels);
    let printed = sel.to_string();
    let again = Selector::parse(&printed).expect("a printed selector parses");
    assert_eq!(
        again.matches(&labels),
        m,
        "{sel_text:?} vs {printed:?} on {labels:?}"
    );
    let _ = sel.is_empty();
});
