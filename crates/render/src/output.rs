//! What `-o` asks for, parsed once on the command line: a format, and for kubectl's template
//! forms (`jsonpath=`, `jsonpath-file=`, `custom-columns=`, `custom-columns-file=`) the parsed
//! template, so a wrong one is a usage error (exit 2) before any request. Those forms print the
//! document `-o json` prints, through the template.

use std::sync::Arc;

use clap::builder::{PossibleValue, TypedValueParser};
use clap::error::ErrorKind;
use serde_json::Value;

use super::OutputFormat;
use super::columns::Columns;
use super::jsonpath::Template;
use super::table::Table;

/// `-o` as given.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Output {
    /// `json` for the template forms: every command hands them its JSON document.
    pub format: OutputFormat,
    pub shape: Option<Arc<Shape>>,
}

/// A template over the JSON document.
#[derive(Debug, Clone, PartialEq)]
pub enum Shape {
    /// `-o jsonpath=` / `jsonpath-file=`.
    JsonPath(Template),
    /// `-o custom-columns=` / `custom-columns-file=`.
    Columns(Columns),
}

impl Shape {
    /// The text of one document, as kubectl prints it (`headers`: custom columns' header line).
    pub fn print(&self, doc: &Value, headers: bool) -> Result<String, String> {
        match self {
            Shape::JsonPath(t) => t.execute(doc),
            Shape::Columns(c) => Ok(c.table(doc)?.render_with(headers)),
        }
    }

    /// The text of one item of a live view (`--watch`: an item per change, as `kubectl get -w`).
    pub fn print_item(&self, item: &Value) -> Result<String, String> {
        match self {
            Shape::JsonPath(t) => t.execute(item),
            Shape::Columns(c) => {
                let mut t = Table::new_verbatim(&[]);
                t.row(c.row(item)?);
                Ok(t.render_with(false))
            }
        }
    }
}

/// The forms `-o` takes, with their help (shown by `-h`, `options` and completion).
const FORMATS: &[(&str, &str)] = &[
    (
        "table",
        "Borderless table with upper-case headers, as kubectl prints.",
    ),
    ("wide", "The table with more columns."),
    (
        "json",
        "A stable, documented JSON document with apiVersion and kind.",
    ),
    ("yaml", "The same document as YAML."),
    (
        "name",
        "`kind/name` per line (reads, as kubectl); writes add what was done: `node/gpu-1 tainted`.",
    ),
    (
        "jsonpath=",
        "jsonpath=TEMPLATE: kubectl's JSONPath template over the JSON document, e.g. '{.items[*].name}'.",
    ),
    (
        "jsonpath-file=",
        "jsonpath-file=FILE: the template read from FILE.",
    ),
    (
        "custom-columns=",
        "custom-columns=SPEC: a table of HEADER:JSONPATH columns, e.g. NAME:.name,STATE:.state.",
    ),
    (
        "custom-columns-file=",
        "custom-columns-file=FILE: headers on the first line, their paths on the second.",
    ),
];

/// Parses `-o`'s value (clap's value parser for [`Output`]).
#[derive(Debug, Clone, Copy)]
pub struct OutputParser;

impl Output {
    /// `-o VALUE`; the error reads as kubectl's.
    pub fn parse(value: &str) -> Result<Output, String> {
        let plain = |format| {
            Ok(Output {
                format,
                shape: None,
            })
        };
        let shaped = |shape| {
            Ok(Output {
                format: OutputFormat::Json,
                shape: Some(Arc::new(shape)),
            })
        };
        let read = |file: &str| {
            std::fs::read_to_string(file)
                .map_err(|e| format!("error reading --template {file}, {e}"))
        };
        match value.split_once('=') {
            Some(("jsonpath", "")) | Some(("jsonpath-file", "")) => {
                Err("template format specified but no template given".into())
            }
            Some(("jsonpath", t)) => shaped(Shape::JsonPath(Template::parse(t)?)),
            Some(("jsonpath-file", f)) => shaped(Shape::JsonPath(Template::parse(&read(f)?)?)),
            Some(("custom-columns", s)) => shaped(Shape::Columns(Columns::parse(s)?)),
            Some(("custom-columns-file", f)) => {
                shaped(Shape::Columns(Columns::parse_file(&read(f)?)?))
            }
            _ => match value {
                "table" => plain(OutputFormat::Table),
                "wide" => plain(OutputFormat::Wide),
                "json" => plain(OutputFormat::Json),
                "yaml" => plain(OutputFormat::Yaml),
                "name" => plain(OutputFormat::Name),
                "jsonpath" | "jsonpath-file" => {
                    Err("template format specified but no template given".into())
                }
                "custom-columns" | "custom-columns-file" => {
                    Err("custom-columns format specified but no custom columns given".into())
                }
                _ => Err(format!(
                    "unable to match a printer suitable for the output format \"{value}\", allowed formats are: table,wide,json,yaml,name,jsonpath=TEMPLATE,jsonpath-file=FILE,custom-columns=SPEC,custom-columns-file=FILE"
                )),
            },
        }
    }
}

impl TypedValueParser for OutputParser {
    type Value = Output;

    fn parse_ref(
        &self,
        _cmd: &clap::Command,
        _arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<Output, clap::Error> {
        let value = value.to_str().ok_or_else(|| {
            clap::Error::raw(ErrorKind::InvalidUtf8, "the output format is not UTF-8\n")
        })?;
        Output::parse(value)
            .map_err(|e| clap::Error::raw(ErrorKind::InvalidValue, format!("{e}\n")))
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(
            FORMATS
                .iter()
                .map(|(name, help)| PossibleValue::new(*name).help(*help)),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_form_parses_and_bad_ones_say_why() {
        assert_eq!(
            Output::parse("wide").expect("no error").format,
            OutputFormat::Wide
        );
        let j = Output::parse("jsonpath={.items[*].name}").expect("no error");
        assert_eq!(j.format, OutputFormat::Json);
        assert!(matches!(j.shape.as_deref(), Some(Shape::JsonPath(_))));
        let c = Output::parse("custom-columns=NAME:.name").expect("no error");
        assert!(matches!(c.shape.as_deref(), Some(Shape::Columns(_))));
        assert_eq!(
            Output::parse("jsonpath={.items[*}").expect_err("an error"),
            "error parsing jsonpath {.items[*}, unterminated array"
        );
        assert_eq!(
            Output::parse("jsonpath=").expect_err("an error"),
            "template format specified but no template given"
        );
        assert!(
            Output::parse("jsonpath-file=/nonexistent/t")
                .expect_err("an error")
                .starts_with("error reading --template /nonexistent/t, ")
        );
        assert!(
            Output::parse("xml")
                .expect_err("an error")
                .contains("\"xml\"")
        );
    }
}
