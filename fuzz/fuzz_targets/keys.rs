//! Annotation and label keys: `parse_key` and the qualified-name / label-value validators.
//! Never panics; an operator key prints back to itself.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nodewright::model::keys;

fuzz_target!(|data: &[u8]| {
    let Ok(s) = std::str::from_utf8(data) else {
        return;
    };
    let _ = keys::validate_qualified_name(s);
    let _ = keys::validate_label_value(s);
    let _ = keys::validate_cr_name_for_keys(s);
    let _ = keys::validate_auto_taint_marker(s);
    let _ = keys::parse_condition_type(s);
    if let Some(r) = nodewright::model::version::Release::parse(s) {
        assert_eq!(nodewright::model::version::Release::parse(&r.to_string()), Some(r));
    }
    if let Some(k) = keys::parse_key(s) {
        assert_eq!(keys::parse_key(&k.key()), Some(k.clone()), "{s:?}");
        let _ = k.kind.cr_name();
        let _ = k.kind.name_part();
        let _ = k.kind.is_operator_owned();
    }
    let owned = s.to_string();
    let _ = keys::cr_names_in([&owned]);
});
