//! `--sort-by=JSONPATH`, as kubectl's `RuntimeSort`: the items of a list ordered by the value
//! the path finds in each (the item as the JSON document prints it), stably; strings in natural
//! order (`gpu-2` before `gpu-10`), numbers by value, `false` before `true`, an item without the
//! value first. A path that finds nothing in any item is an error, as in kubectl.

use std::cmp::Ordering;

use serde::Serialize;
use serde_json::Value;

use super::columns::relaxed;
use super::jsonpath::Template;

/// A parsed `--sort-by`.
#[derive(Debug, Clone, PartialEq)]
pub struct SortBy(Template);

impl SortBy {
    /// `.state`, `{.state}`, `state`: kubectl's relaxed path.
    pub fn parse(path: &str) -> Result<SortBy, String> {
        Template::parse(&relaxed(path)?).map(SortBy)
    }

    /// clap's value parser.
    pub fn value_parser(path: &str) -> Result<SortBy, String> {
        SortBy::parse(path)
    }

    /// The items in the path's order.
    pub fn sort<T: Serialize>(&self, items: Vec<T>) -> Result<Vec<T>, String> {
        let mut keyed = Vec::with_capacity(items.len());
        let mut found = false;
        for item in items {
            let value = serde_json::to_value(&item).map_err(|e| e.to_string())?;
            let key = self.0.find(&value)?.into_iter().flatten().next();
            found |= key.is_some();
            keyed.push((key, item));
        }
        if !found && !keyed.is_empty() {
            return Err(format!(
                "couldn't find any field with path {:?} in the list of objects",
                self.0.raw()
            ));
        }
        keyed.sort_by(|(a, _), (b, _)| order(a.as_ref(), b.as_ref()));
        Ok(keyed.into_iter().map(|(_, item)| item).collect())
    }
}

fn rank(v: Option<&Value>) -> u8 {
    match v {
        None | Some(Value::Null) => 0,
        Some(Value::Bool(_)) => 1,
        Some(Value::Number(_)) => 2,
        Some(Value::String(_)) => 3,
        Some(_) => 4,
    }
}

fn order(a: Option<&Value>, b: Option<&Value>) -> Ordering {
    match (a, b) {
        (Some(Value::Bool(x)), Some(Value::Bool(y))) => x.cmp(y),
        (Some(Value::Number(x)), Some(Value::Number(y))) => {
            let (x, y) = (x.as_f64().unwrap_or(0.0), y.as_f64().unwrap_or(0.0));
            x.partial_cmp(&y).unwrap_or(Ordering::Equal)
        }
        (Some(Value::String(x)), Some(Value::String(y))) => natural(x, y),
        (Some(x @ (Value::Array(_) | Value::Object(_))), Some(y)) if rank(Some(y)) == 4 => {
            x.to_string().cmp(&y.to_string())
        }
        _ => rank(a).cmp(&rank(b)),
    }
}

/// Natural order: runs of digits compare by value, the rest by character.
fn natural(a: &str, b: &str) -> Ordering {
    let (mut a, mut b) = (a.as_bytes(), b.as_bytes());
    while !a.is_empty() && !b.is_empty() {
        let (da, db) = (a[0].is_ascii_digit(), b[0].is_ascii_digit());
        if da && db {
            let la = a.iter().take_while(|c| c.is_ascii_digit()).count();
            let lb = b.iter().take_while(|c| c.is_ascii_digit()).count();
            let (na, nb) = (trim_zeros(&a[..la]), trim_zeros(&b[..lb]));
            let o = na.len().cmp(&nb.len()).then_with(|| na.cmp(nb));
            if o != Ordering::Equal {
                return o;
            }
            (a, b) = (&a[la..], &b[lb..]);
        } else {
            let o = a[0].cmp(&b[0]);
            if o != Ordering::Equal {
                return o;
            }
            (a, b) = (&a[1..], &b[1..]);
        }
    }
    a.len().cmp(&b.len())
}

fn trim_zeros(d: &[u8]) -> &[u8] {
    let n = d.iter().take_while(|c| **c == b'0').count();
    &d[n..]
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn items_sort_by_the_paths_value_as_kubectl_sorts() {
        let items = vec![
            json!({"name": "gpu-10", "state": "stuck", "n": 3}),
            json!({"name": "gpu-2", "state": "gated", "n": 10}),
            json!({"name": "gpu-1", "n": 1}),
        ];
        let names = |by: &str| -> Vec<String> {
            SortBy::parse(by)
                .expect("parses")
                .sort(items.clone())
                .expect("sorts")
                .iter()
                .map(|v| v["name"].as_str().unwrap_or_default().to_string())
                .collect()
        };
        assert_eq!(names(".name"), ["gpu-1", "gpu-2", "gpu-10"]);
        assert_eq!(names("{.state}"), ["gpu-1", "gpu-2", "gpu-10"]);
        assert_eq!(names("n"), ["gpu-1", "gpu-10", "gpu-2"]);
        let err = SortBy::parse(".nope")
            .expect("parses")
            .sort(items.clone())
            .expect_err("nothing found");
        assert_eq!(
            err,
            "couldn't find any field with path \"{.nope}\" in the list of objects"
        );
    }
}
