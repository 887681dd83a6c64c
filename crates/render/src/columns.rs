//! `-o custom-columns=SPEC` and `-o custom-columns-file=FILE`, as kubectl's
//! `CustomColumnsPrinter`: a column per `HEADER:JSONPATH`, a row per item of a list document
//! (the document itself otherwise), the values of a cell joined by `,`, `<none>` for a missing one.

use std::sync::LazyLock;

use regex::Regex;
use serde_json::Value;

use super::jsonpath::{Template, go_value};
use super::table::{Cell, Table};

/// The parsed columns.
#[derive(Debug, Clone, PartialEq)]
pub struct Columns {
    columns: Vec<(String, Template)>,
}

static RELAXED: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^\{\.?([^{}]+)\}$|^\.?([^{}]+)$").expect("regex"));

/// kubectl's `RelaxedJSONPathExpression`: `a.b`, `.a.b`, `{a.b}` and `{.a.b}` all mean `{.a.b}`.
pub fn relaxed(path: &str) -> Result<String, String> {
    let Some(m) = RELAXED.captures(path) else {
        return Err("unexpected path string, expected a 'name1.name2' or '.name1.name2' or '{name1.name2}' or '{.name1.name2}'".into());
    };
    let field = m.get(1).or_else(|| m.get(2)).map_or("", |g| g.as_str());
    Ok(format!("{{.{field}}}"))
}

impl Columns {
    /// `NAME:.path,STATE:.state`.
    pub fn parse(spec: &str) -> Result<Columns, String> {
        if spec.is_empty() {
            return Err("custom-columns format specified but no custom columns given".into());
        }
        let mut columns = Vec::new();
        for part in spec.split(',') {
            let Some((header, path)) = part.split_once(':') else {
                return Err(format!(
                    "unexpected custom-columns spec: {part}, expected <header>:<json-path-expr>"
                ));
            };
            columns.push((header.to_string(), Template::parse(&relaxed(path)?)?));
        }
        Ok(Columns { columns })
    }

    /// A file of two lines: the headers, then their paths, separated by white space.
    pub fn parse_file(text: &str) -> Result<Columns, String> {
        let mut lines = text.lines();
        let headers: Vec<&str> = lines.next().unwrap_or("").split_whitespace().collect();
        let paths: Vec<&str> = lines.next().unwrap_or("").split_whitespace().collect();
        if headers.len() != paths.len() {
            return Err(format!(
                "number of headers ({}) and field specifications ({}) don't match",
                headers.len(),
                paths.len()
            ));
        }
        let columns = headers
            .iter()
            .zip(&paths)
            .map(|(h, p)| Ok((h.to_string(), Template::parse(&relaxed(p)?)?)))
            .collect::<Result<Vec<_>, String>>()?;
        Ok(Columns { columns })
    }

    /// The header line alone (a live view's first frame).
    pub fn header_line(&self) -> String {
        let headers: Vec<&str> = self.columns.iter().map(|(h, _)| h.as_str()).collect();
        Table::new_verbatim(&headers).render()
    }

    /// The table of a document: a row per item of a list, else one.
    pub fn table(&self, doc: &Value) -> Result<Table, String> {
        let headers: Vec<&str> = self.columns.iter().map(|(h, _)| h.as_str()).collect();
        let mut t = Table::new_verbatim(&headers);
        let items = match doc.get("items").and_then(Value::as_array) {
            Some(items) => items.iter().collect(),
            None => vec![doc],
        };
        for item in items {
            t.row(self.row(item)?);
        }
        Ok(t)
    }

    /// One row: each column's values, printed as Go's `fmt.Sprint`, joined by `,`.
    pub fn row(&self, item: &Value) -> Result<Vec<Cell>, String> {
        let mut cells = Vec::with_capacity(self.columns.len());
        for (_, path) in &self.columns {
            let found = path.find(item)?;
            let mut values: Vec<String> = found.iter().flatten().map(go_value).collect();
            if found.first().is_none_or(Vec::is_empty) {
                values.insert(0, "<none>".to_string());
            }
            cells.push(Cell::from(values.join(",")));
        }
        Ok(cells)
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn columns_print_as_kubectls_custom_columns() {
        let doc = json!({"kind": "NodeGateList", "items": [
            {"name": "gpu-1", "state": "stuck", "labels": {"a": "1"}, "crs": [{"name": "x"}, {"name": "y"}]},
            {"name": "gpu-2", "state": "released"}
        ]});
        let c = Columns::parse("NAME:.name,State:{.state},CRS:.crs[*].name,L:labels")
            .expect("no error");
        assert_eq!(
            c.table(&doc).expect("no error").render(),
            "NAME    State      CRS      L\ngpu-1   stuck      x,y      map[a:1]\ngpu-2   released   <none>   <none>\n"
        );
        let f = Columns::parse_file("NAME STATE\n.name .state\n").expect("no error");
        assert_eq!(f.columns.len(), 2);
    }

    #[test]
    fn bad_specs_say_what_kubectl_says() {
        assert_eq!(
            Columns::parse("NAME").expect_err("an error"),
            "unexpected custom-columns spec: NAME, expected <header>:<json-path-expr>"
        );
        assert_eq!(
            Columns::parse("").expect_err("an error"),
            "custom-columns format specified but no custom columns given"
        );
        assert_eq!(
            Columns::parse_file("A B\n.a\n").expect_err("an error"),
            "number of headers (2) and field specifications (1) don't match"
        );
        assert!(
            Columns::parse("N:{.a[}")
                .expect_err("an error")
                .starts_with("error parsing jsonpath")
        );
    }
}
