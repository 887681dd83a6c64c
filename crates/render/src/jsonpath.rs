//! kubectl's JSONPath templates (`-o jsonpath=...`, `-o jsonpath-file=...`, the paths of
//! `-o custom-columns`), the dialect of `k8s.io/client-go/util/jsonpath` rather than RFC 9535:
//! text around `{...}` actions, `range`/`end`, quoted literals (`{"\n"}`), `..`, `*`, unions
//! (`[a,b]`), slices with kubectl's bounds errors, `[?(@.x == "y")]` filters with Go's
//! comparison rules, missing keys allowed (as `kubectl get`). [`eval`] runs a parsed template
//! over a JSON document and prints what kubectl prints: strings bare, maps and lists as compact
//! JSON, several results separated by one space.
//!
//! `jsonpath-rust` (already in the tree through kube) was not used: it implements RFC 9535,
//! whose grammar (`$`-rooted, no `range`/`end`, no text between actions), filter semantics and
//! errors are not kubectl's, so kubectl's dialect would still need this parser and evaluator.

mod eval;
mod parse;

pub use eval::go_value;

use serde_json::Value;

/// A parsed template.
#[derive(Debug, Clone, PartialEq)]
pub struct Template {
    raw: String,
    nodes: Vec<Node>,
}

/// One parsed piece of a template (client-go's node kinds).
#[derive(Debug, Clone, PartialEq)]
enum Node {
    Text(String),
    List(Vec<Node>),
    Field(String),
    Array([Param; 3]),
    Filter {
        left: Vec<Node>,
        right: Vec<Node>,
        op: String,
    },
    Int(i64),
    Float(f64),
    Bool(bool),
    Wildcard,
    Recursive,
    Union(Vec<Vec<Node>>),
    Identifier(String),
}

/// One bound of a slice: `[start:end:step]`.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
struct Param {
    value: i64,
    known: bool,
    derived: bool,
}

impl Template {
    /// Parses a template; the error reads as kubectl's: `error parsing jsonpath {.a[}, ...`.
    pub fn parse(text: &str) -> Result<Template, String> {
        parse::parse(text)
            .map(|nodes| Template {
                raw: text.to_string(),
                nodes,
            })
            .map_err(|e| format!("error parsing jsonpath {text}, {e}"))
    }

    /// The template as given.
    pub fn raw(&self) -> &str {
        &self.raw
    }

    /// Runs the template over `data`: the text kubectl prints, or its error.
    pub fn execute(&self, data: &Value) -> Result<String, String> {
        eval::execute(&self.nodes, data).map_err(|e| {
            format!(
                "error executing jsonpath {:?}: Error executing template: {e}",
                self.raw
            )
        })
    }

    /// The results of each action in turn, without printing (custom columns join them).
    pub fn find(&self, data: &Value) -> Result<Vec<Vec<Value>>, String> {
        eval::find(&self.nodes, data)
    }
}

#[cfg(test)]
#[path = "jsonpath_tests.rs"]
mod tests;
