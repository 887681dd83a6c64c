//! The evaluator: client-go's `jsonpath.go` over a `serde_json::Value`, results borrowed from
//! the document (a literal or a byte of a string is the only value made here), and Go's printing
//! of what it finds.

use std::borrow::Cow;
use std::fmt::Write as _;

use serde_json::Value;

use super::{Node, Param};

type Res<T> = Result<T, String>;
type Vals<'v> = Vec<Cow<'v, Value>>;

/// The state of `range`/`end` across the template, as client-go keeps it.
struct Run<'t> {
    nodes: &'t [Node],
    begin: usize,
    in_range: usize,
    end: usize,
    last_end: Option<usize>,
}

/// Runs `nodes` over `data` and prints the results as kubectl does; nothing on an error.
pub(super) fn execute(nodes: &[Node], data: &Value) -> Res<String> {
    let mut out = String::new();
    let mut sink = |results: Vals<'_>, node: &Node| {
        if literal(node) {
            print_results(&results, &mut out);
        } else {
            // A value from the document: cluster text, its control characters shown (the
            // template's own text, a `{"\t"}`, is the user's and stays as written).
            let mut value = String::new();
            print_results(&results, &mut value);
            out.push_str(&crate::terminal::escape(&value));
        }
        Ok(())
    };
    Run::new(nodes).find(0, Some(data), &mut sink)?;
    Ok(out)
}

/// The results of each action, owned (the cells of custom columns).
pub(super) fn find(nodes: &[Node], data: &Value) -> Res<Vec<Vec<Value>>> {
    let mut all = Vec::new();
    let mut sink = |results: Vals<'_>, _: &Node| {
        all.push(results.into_iter().map(Cow::into_owned).collect());
        Ok(())
    };
    Run::new(nodes).find(0, Some(data), &mut sink)?;
    Ok(all)
}

type Sink<'s> = dyn for<'v> FnMut(Vals<'v>, &Node) -> Res<()> + 's;

/// A node that prints only the template's own text: `text`, `{"\n"}` (not `{@}`, an empty
/// list: the current value).
fn literal(node: &Node) -> bool {
    match node {
        Node::Text(_) => true,
        Node::List(nodes) => !nodes.is_empty() && nodes.iter().all(literal),
        _ => false,
    }
}

impl<'t> Run<'t> {
    fn new(nodes: &'t [Node]) -> Self {
        Run {
            nodes,
            begin: 0,
            in_range: 0,
            end: 0,
            last_end: None,
        }
    }

    /// client-go's `FindResults` from node `from`: `None` is its nil (an empty range's body,
    /// run only to find its `end`; what it prints is dropped).
    fn find(&mut self, from: usize, data: Option<&Value>, sink: &mut Sink<'_>) -> Res<()> {
        let nodes = self.nodes;
        let mut i = from;
        while i < nodes.len() {
            let input: Vals<'_> = data.map(Cow::Borrowed).into_iter().collect();
            let results = self.walk(input, &nodes[i])?;
            if self.end > 0 && self.end <= self.in_range {
                self.end -= 1;
                self.last_end = Some(i);
                break;
            }
            if self.begin > 0 {
                self.begin -= 1;
                self.in_range += 1;
                if results.is_empty() {
                    self.find(i + 1, None, &mut |_, _| Ok(()))?;
                } else {
                    for value in &results {
                        self.find(i + 1, Some(value.as_ref()), sink)?;
                    }
                }
                self.in_range -= 1;
                if let Some(end) = self.last_end
                    && end > i
                {
                    i = end;
                }
                i += 1;
                continue;
            }
            sink(results, &nodes[i])?;
            i += 1;
        }
        Ok(())
    }

    fn walk<'v>(&mut self, input: Vals<'v>, node: &Node) -> Res<Vals<'v>> {
        Ok(match node {
            Node::List(nodes) => return self.chain(input, nodes),
            Node::Text(t) => vec![Cow::Owned(Value::String(t.clone()))],
            Node::Field(name) => input
                .iter()
                .filter_map(|v| child(v, |v| v.as_object().and_then(|m| m.get(name))))
                .collect(),
            Node::Array(params) => array(&input, params)?,
            Node::Filter { left, right, op } => self.filter(&input, left, right, op)?,
            Node::Int(n) => input.iter().map(|_| Cow::Owned(Value::from(*n))).collect(),
            Node::Float(f) => input.iter().map(|_| Cow::Owned(Value::from(*f))).collect(),
            Node::Bool(b) => input.iter().map(|_| Cow::Owned(Value::Bool(*b))).collect(),
            Node::Wildcard => input.iter().flat_map(children).collect(),
            Node::Recursive => recursive(input),
            Node::Union(lists) => {
                let mut out = Vec::new();
                for list in lists {
                    out.extend(self.chain(input.clone(), list)?);
                }
                out
            }
            Node::Identifier(name) => match name.as_str() {
                "range" => {
                    self.begin += 1;
                    input
                }
                "end" if self.in_range > 0 => {
                    self.end += 1;
                    Vec::new()
                }
                "end" => return Err("not in range, nothing to end".into()),
                _ => return Err(format!("unrecognized identifier {name}")),
            },
        })
    }

    fn chain<'v>(&mut self, mut cur: Vals<'v>, nodes: &[Node]) -> Res<Vals<'v>> {
        for node in nodes {
            cur = self.walk(cur, node)?;
        }
        Ok(cur)
    }

    fn filter<'v>(
        &mut self,
        input: &Vals<'v>,
        left: &[Node],
        right: &[Node],
        op: &str,
    ) -> Res<Vals<'v>> {
        let mut out = Vec::new();
        for v in input {
            let Some(len) = v.as_array().map(Vec::len) else {
                return Err(format!(
                    "{} is not array or slice and cannot be filtered",
                    go_value(v)
                ));
            };
            for i in 0..len {
                let Some(item) = child(v, |v| v.get(i)) else {
                    continue;
                };
                let lefts = self.chain(vec![item.clone()], left);
                if op == "exists" {
                    if lefts.is_ok_and(|l| !l.is_empty()) {
                        out.push(item);
                    }
                    continue;
                }
                let Some(l) = one(lefts?)? else { continue };
                let Some(r) = one(self.chain(vec![item.clone()], right)?)? else {
                    continue;
                };
                if compare(op, &l, &r)? {
                    out.push(item);
                }
            }
        }
        Ok(out)
    }
}

/// The one value a side of a comparison gives, if any.
fn one(mut vals: Vals<'_>) -> Res<Option<Value>> {
    match vals.len() {
        0 => Ok(None),
        1 => Ok(vals.pop().map(Cow::into_owned)),
        _ => Err("can only compare one element at a time".into()),
    }
}

/// A value inside `v`, borrowed when `v` is.
fn child<'v>(v: &Cow<'v, Value>, get: impl Fn(&Value) -> Option<&Value>) -> Option<Cow<'v, Value>> {
    match v {
        Cow::Borrowed(b) => get(b).map(Cow::Borrowed),
        Cow::Owned(o) => get(o).cloned().map(Cow::Owned),
    }
}

/// What Go's reflection walks into: a map's values, a list's items, a string's bytes.
fn children<'v>(v: &Cow<'v, Value>) -> Vals<'v> {
    let owned = |x: &Value| -> Vals<'v> {
        match x {
            Value::Object(m) => m.values().cloned().map(Cow::Owned).collect(),
            Value::Array(a) => a.iter().cloned().map(Cow::Owned).collect(),
            Value::String(s) => s.bytes().map(|b| Cow::Owned(Value::from(b))).collect(),
            _ => Vec::new(),
        }
    };
    match v {
        Cow::Borrowed(b) => match b {
            Value::Object(m) => m.values().map(Cow::Borrowed).collect(),
            Value::Array(a) => a.iter().map(Cow::Borrowed).collect(),
            other => owned(other),
        },
        Cow::Owned(o) => owned(o),
    }
}

fn recursive(input: Vals<'_>) -> Vals<'_> {
    let mut out = Vec::new();
    for v in input {
        let kids = children(&v);
        if !kids.is_empty() {
            out.push(v);
            out.extend(recursive(kids));
        }
    }
    out
}

fn array<'v>(input: &Vals<'v>, params: &[Param; 3]) -> Res<Vals<'v>> {
    let mut out = Vec::new();
    for v in input {
        if v.is_null() {
            continue;
        }
        let Some(len) = v.as_array().map(|a| a.len() as i64) else {
            return Err(format!("{} is not array or slice", go_type(v)));
        };
        let mut p = *params;
        if !p[0].known {
            p[0].value = 0;
        }
        if p[0].value < 0 {
            p[0].value += len;
        }
        if !p[1].known {
            p[1].value = len;
        }
        if p[1].value < 0 || (p[1].value == 0 && p[1].derived) {
            p[1].value += len;
        }
        let (start, end) = (p[0].value, p[1].value);
        if start == end {
            return Ok(out);
        }
        if start >= len || start < 0 {
            return Err(format!(
                "array index out of bounds: index {start}, length {len}"
            ));
        }
        if end > len || end < 0 {
            return Err(format!(
                "array index out of bounds: index {}, length {len}",
                end - 1
            ));
        }
        if start > end {
            return Err(format!(
                "starting index {start} is greater than ending index {end}"
            ));
        }
        let step = if p[2].known {
            if p[2].value <= 0 {
                return Err("step must be > 0".into());
            }
            p[2].value
        } else {
            1
        };
        let mut i = start;
        while i < end {
            out.extend(child(v, |v| v.get(i as usize)));
            i += step;
        }
    }
    Ok(out)
}

#[derive(PartialEq)]
enum Kind {
    Bool,
    Int,
    Float,
    Str,
}

fn kind(v: &Value) -> Res<Kind> {
    match v {
        Value::Bool(_) => Ok(Kind::Bool),
        Value::Number(n) if n.is_f64() => Ok(Kind::Float),
        Value::Number(_) => Ok(Kind::Int),
        Value::String(_) => Ok(Kind::Str),
        _ => Err("invalid type for comparison".into()),
    }
}

/// A filter's comparison, by the rules of Go's text/template `eq`, `lt`, ...: both sides of one
/// basic kind (an integer is not a float), or an error.
fn compare(op: &str, l: &Value, r: &Value) -> Res<bool> {
    let k = kind(l)?;
    if k != kind(r)? {
        return Err("incompatible types for comparison".into());
    }
    let eq = match (l, r) {
        (Value::Number(a), Value::Number(b)) if k == Kind::Int => a.as_i64() == b.as_i64(),
        (Value::Number(a), Value::Number(b)) => a.as_f64() == b.as_f64(),
        _ => l == r,
    };
    let lt = || -> Res<bool> {
        match (l, r) {
            (Value::Bool(_), _) => Err("invalid type for comparison".into()),
            (Value::Number(a), Value::Number(b)) if k == Kind::Int => Ok(a.as_i64() < b.as_i64()),
            (Value::Number(a), Value::Number(b)) => Ok(a.as_f64() < b.as_f64()),
            (Value::String(a), Value::String(b)) => Ok(a < b),
            _ => Err("incompatible types for comparison".into()),
        }
    };
    match op {
        "==" => Ok(eq),
        "!=" => Ok(!eq),
        "<" => lt(),
        "<=" => Ok(lt()? || eq),
        ">" => Ok(!(lt()? || eq)),
        ">=" => Ok(!lt()?),
        _ => Err(format!("unrecognized filter operator {op}")),
    }
}

/// client-go's `PrintResults`: maps and lists as compact JSON, the rest as Go prints it, one
/// space between results.
fn print_results(results: &[Cow<'_, Value>], out: &mut String) {
    for (i, r) in results.iter().enumerate() {
        match r.as_ref() {
            v @ (Value::Object(_) | Value::Array(_)) => go_json(v, out),
            v => out.push_str(&go_text(v)),
        }
        if i + 1 != results.len() {
            out.push(' ');
        }
    }
}

/// Go's `encoding/json.Marshal`: keys sorted, `<`, `>`, `&` escaped as `\u003c`...
fn go_json(v: &Value, out: &mut String) {
    match v {
        Value::Object(m) => {
            let mut keys: Vec<&String> = m.keys().collect();
            keys.sort();
            out.push('{');
            for (i, k) in keys.into_iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                go_json(&Value::String(k.clone()), out);
                out.push(':');
                go_json(&m[k], out);
            }
            out.push('}');
        }
        Value::Array(a) => {
            out.push('[');
            for (i, x) in a.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                go_json(x, out);
            }
            out.push(']');
        }
        Value::String(_) => {
            let s = v.to_string();
            for c in s.chars() {
                match c {
                    '<' | '>' | '&' | '\u{2028}' | '\u{2029}' => {
                        let _ = write!(out, "\\u{:04x}", c as u32);
                    }
                    c => out.push(c),
                }
            }
        }
        Value::Number(n) if n.is_f64() => out.push_str(&json_float(n.as_f64().unwrap_or_default())),
        other => out.push_str(&other.to_string()),
    }
}

/// Go's JSON number of a float64: plain digits from 1e-6 up to 1e21, else `1e+21`.
fn json_float(f: f64) -> String {
    let abs = f.abs();
    if abs != 0.0 && !(1e-6..1e21).contains(&abs) {
        let e = format!("{f:e}");
        let (mantissa, exp) = e.split_once('e').unwrap_or((&e, "0"));
        let sign = if exp.starts_with('-') { "" } else { "+" };
        return format!("{mantissa}e{sign}{exp}");
    }
    format!("{f}")
}

/// A scalar as client-go's `evalToText` prints it: a string bare, `null` as `null`.
pub(super) fn go_text(v: &Value) -> String {
    match v {
        Value::Null => "null".into(),
        v => go_value(v),
    }
}

/// Any value as Go's `fmt.Sprint` prints it: `map[a:1 b:x]`, `[1 2]` (custom columns' cells).
pub fn go_value(v: &Value) -> String {
    match v {
        Value::Null => "<nil>".into(),
        Value::Bool(b) => b.to_string(),
        Value::String(s) => s.clone(),
        Value::Number(n) => match (n.as_i64(), n.as_u64()) {
            (Some(i), _) => i.to_string(),
            (_, Some(u)) => u.to_string(),
            _ => go_float(n.as_f64().unwrap_or_default()),
        },
        Value::Array(a) => {
            let items: Vec<String> = a.iter().map(go_value).collect();
            format!("[{}]", items.join(" "))
        }
        Value::Object(m) => {
            let mut keys: Vec<&String> = m.keys().collect();
            keys.sort();
            let items: Vec<String> = keys
                .into_iter()
                .map(|k| format!("{k}:{}", go_value(&m[k])))
                .collect();
            format!("map[{}]", items.join(" "))
        }
    }
}

/// Go's `%v` of a float64: the shortest digits, exponent form below 1e-4 or from 1e6 (Go: `1e+06`).
fn go_float(f: f64) -> String {
    if !f.is_finite() {
        return if f.is_nan() {
            "NaN".into()
        } else if f > 0.0 {
            "+Inf".into()
        } else {
            "-Inf".into()
        };
    }
    let e = format!("{f:e}");
    let (mantissa, exp) = e.split_once('e').unwrap_or((&e, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    if (-4..6).contains(&exp) {
        let s = format!("{f}");
        return s;
    }
    let sign = if exp < 0 { '-' } else { '+' };
    format!("{mantissa}e{sign}{:02}", exp.abs())
}

/// Go's name of a decoded JSON value's type, for "... is not array or slice".
fn go_type(v: &Value) -> &'static str {
    match v {
        Value::Object(_) => "map[string]interface {}",
        Value::String(_) => "string",
        Value::Bool(_) => "bool",
        Value::Number(n) if n.is_f64() => "float64",
        Value::Number(_) => "int64",
        Value::Array(_) | Value::Null => "interface {}",
    }
}
