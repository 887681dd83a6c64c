//! The examples of kubectl's JSONPath reference page
//! (<https://kubernetes.io/docs/reference/kubectl/jsonpath/>) over its input, and kubectl's
//! behaviour beyond them. Every expected string was checked against client-go v0.34.4's
//! `util/jsonpath` (AllowMissingKeys, as `kubectl get` runs it) on the same data.

use serde_json::{Value, json};

use super::Template;

fn page() -> Value {
    json!({
      "kind": "List",
      "items":[
        {
          "kind":"None",
          "metadata":{
            "name":"127.0.0.1",
            "labels":{"kubernetes.io/hostname":"127.0.0.1"}
          },
          "status":{
            "capacity":{"cpu":"4"},
            "addresses":[{"type": "LegacyHostIP", "address":"127.0.0.1"}]
          }
        },
        {
          "kind":"None",
          "metadata":{"name":"127.0.0.2"},
          "status":{
            "capacity":{"cpu":"8"},
            "addresses":[
              {"type": "LegacyHostIP", "address":"127.0.0.2"},
              {"type": "another", "address":"127.0.0.3"}
            ]
          }
        }
      ],
      "users":[
        {"name": "myself", "user": {}},
        {"name": "e2e", "user": {"username": "admin", "password": "secret"}}
      ]
    })
}

fn run(template: &str, data: &Value) -> Result<String, String> {
    Template::parse(template)?.execute(data)
}

/// The reference page's table, row by row (the page still shows Go's `map[cpu:4]` where kubectl
/// has printed maps as JSON since 1.12; these are what kubectl prints today).
pub(super) const PAGE_CASES: &[(&str, &str)] = &[
    ("kind is {.kind}", "kind is List"),
    (r#"{"{"}"#, "{"),
    ("{.kind}", "List"),
    ("{['kind']}", "List"),
    ("{..name}", "127.0.0.1 127.0.0.2 myself e2e"),
    ("{.items[*].metadata.name}", "127.0.0.1 127.0.0.2"),
    ("{.users[0].name}", "myself"),
    (
        "{.items[*]['metadata.name', 'status.capacity']}",
        r#"127.0.0.1 127.0.0.2 {"cpu":"4"} {"cpu":"8"}"#,
    ),
    (r#"{.users[?(@.name=="e2e")].user.password}"#, "secret"),
    (
        "{range .items[*]}[{.metadata.name}, {.status.capacity}] {end}",
        r#"[127.0.0.1, {"cpu":"4"}] [127.0.0.2, {"cpu":"8"}] "#,
    ),
    (
        r#"{range .items[*]}{.metadata.name}{"\t"}{end}"#,
        "127.0.0.1\t127.0.0.2\t",
    ),
    (
        r"{.items[0].metadata.labels.kubernetes\.io/hostname}",
        "127.0.0.1",
    ),
];

/// Beyond the page: slices, negative indices, unions of indices, wildcards over maps, filters
/// by existence and comparison, nested ranges, missing keys, whole objects.
pub(super) const MORE_CASES: &[(&str, &str)] = &[
    ("{.users[-1].name}", "e2e"),
    ("{.users[0:1].name}", "myself"),
    ("{.users[-1:].name}", "e2e"),
    ("{.users[::1].name}", "myself e2e"),
    ("{.users[0,1].name}", "myself e2e"),
    ("{.items[*].status.capacity.*}", "4 8"),
    ("{.users[?(@.user.password)].name}", "e2e"),
    (r#"{.users[?(@.name!="e2e")].name}"#, "myself"),
    (
        "{range .items[*]}{.metadata.name}:{range .status.addresses[*]}{.address},{end}{\"\\n\"}{end}",
        "127.0.0.1:127.0.0.1,\n127.0.0.2:127.0.0.2,127.0.0.3,\n",
    ),
    ("{.nothing.here}", ""),
    (
        "{.users[1].user}",
        r#"{"password":"secret","username":"admin"}"#,
    ),
    (
        "{.items[0].status.addresses}",
        r#"[{"address":"127.0.0.1","type":"LegacyHostIP"}]"#,
    ),
    ("{$.kind}", "List"),
    ("a {.kind} b {.users[0].name} c", "a List b myself c"),
    ("{range .missing[*]}x{end}after", "after"),
    ("{.kind}{.kind}", "ListList"),
];

#[test]
fn the_reference_pages_examples_print_what_kubectl_prints() {
    let data = page();
    for (template, want) in PAGE_CASES.iter().chain(MORE_CASES) {
        assert_eq!(
            run(template, &data).as_deref(),
            Ok(*want),
            "template {template}"
        );
    }
}

#[test]
fn the_whole_object_is_compact_json_with_sorted_keys() {
    let data = json!({"b": 1, "a": "<x>", "f": 1000000.0});
    assert_eq!(
        run("{@}", &data).as_deref(),
        Ok(r#"{"a":"\u003cx\u003e","b":1,"f":1000000}"#)
    );
}

#[test]
fn scalars_print_as_go_prints_them() {
    let data = json!({"i": 42, "f": 8.95, "big": 1000000.0, "t": true, "n": null});
    assert_eq!(
        run("{.i} {.f} {.big} {.t} {.n}", &data).as_deref(),
        Ok("42 8.95 1e+06 true null")
    );
}

#[test]
fn filters_compare_by_gos_rules() {
    let data = json!({"xs": [{"n": 1, "f": 1.5, "s": "b"}, {"n": 3, "f": 2.5, "s": "a"}]});
    assert_eq!(run("{.xs[?(@.n>1)].s}", &data).as_deref(), Ok("a"));
    assert_eq!(run("{.xs[?(@.f<2.0)].s}", &data).as_deref(), Ok("b"));
    assert_eq!(run("{.xs[?(@.s<='a')].n}", &data).as_deref(), Ok("3"));
    let err = run("{.xs[?(@.f<2)].s}", &data).expect_err("an error");
    assert!(err.ends_with("incompatible types for comparison"), "{err}");
}

#[test]
fn bad_templates_fail_as_kubectl_says() {
    let data = page();
    for (template, want) in [
        (
            "{.items[*}",
            "error parsing jsonpath {.items[*}, unterminated array",
        ),
        ("{.kind", "error parsing jsonpath {.kind, unclosed action"),
        (
            "{.a[x]}",
            "error parsing jsonpath {.a[x]}, invalid array index x",
        ),
        (
            "{!}",
            "error parsing jsonpath {!}, unrecognized character in action: U+0021 '!'",
        ),
        (
            r#"{"abc}"#,
            r#"error parsing jsonpath {"abc}, unterminated quoted string"#,
        ),
        (
            "{....x}",
            "error parsing jsonpath {....x}, invalid multiple recursive descent",
        ),
    ] {
        assert_eq!(Template::parse(template).expect_err("an error"), want);
    }
    for (template, want) in [
        (
            "{.items[5]}",
            "array index out of bounds: index 5, length 2",
        ),
        ("{.kind[0]}", "string is not array or slice"),
        ("{end}", "not in range, nothing to end"),
        ("{items}", "unrecognized identifier items"),
        (
            "{.users[2:1]}",
            "array index out of bounds: index 2, length 2",
        ),
    ] {
        let err = run(template, &data).expect_err("an error");
        assert_eq!(
            err,
            format!("error executing jsonpath {template:?}: Error executing template: {want}")
        );
    }
}
