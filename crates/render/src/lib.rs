//! Rendering: tables as kubectl prints them, stable JSON/YAML documents, `name` lines, and
//! colour decided per stream.
//!
//! stdout carries data only; everything else (warnings, prompts, progress, "No resources
//! found") goes to stderr. Colour goes through `anstream`, which strips ANSI codes when the
//! stream is not a terminal, when `NO_COLOR` is set, or per `CLICOLOR`; JSON and YAML are never
//! styled.
//!
//! No control character from the cluster reaches a terminal (or a pipe): every text the printer
//! writes passes [`terminal::escape_with`] at the edge, which keeps only the plugin's own line
//! breaks and colour sequences, and the views escape the cluster text they place next to their
//! styles (see [`terminal`]).

// Functions stay under 100 lines (clippy.toml); tests are not held to it.
#![warn(clippy::too_many_lines)]

pub mod annotations;
pub mod columns;
pub mod contexts;
pub mod dashboard;
pub mod explain;
pub mod gates;
pub mod jsonpath;
pub mod kept;
pub mod labels;
pub mod migration;
pub mod node;
pub mod output;
pub mod package;
pub mod rollout;
pub mod sort;
pub mod status;
pub mod table;
pub mod terminal;
pub mod upgrade;
pub mod version;
pub mod wait;
pub mod write;

use std::io::Write;

use anstyle::{AnsiColor, Style};
use clap::ValueEnum;
use serde::Serialize;

use nodewright_error::{Error, Result};
use nodewright_model::gate::GateState;

/// Output format (`-o`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Default)]
pub enum OutputFormat {
    /// Borderless table with upper-case headers, as kubectl prints.
    #[default]
    Table,
    /// The table with more columns.
    Wide,
    /// A stable, documented JSON document with apiVersion and kind.
    Json,
    /// The same document as YAML.
    Yaml,
    /// `kind/name` per line (reads, as kubectl); writes add what was done: `node/gpu-1 tainted`.
    Name,
}

/// When to colour output.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum, Default)]
pub enum ColorChoice {
    /// Colour when the stream is a terminal and NO_COLOR is not set.
    #[default]
    Auto,
    Always,
    Never,
}

/// apiVersion of every document the plugin prints.
pub const API_VERSION: &str = "kubectl-nodewright/v1";

/// Erase the display and move the cursor home (ECMA-48 ED 2 + CUP).
pub const CLEAR_SCREEN: &str = "\x1b[2J\x1b[H";

/// A list document: `{"apiVersion", "kind", "items"}`.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ListDoc<'a, T: Serialize> {
    pub api_version: &'static str,
    pub kind: &'a str,
    pub items: &'a [T],
}

/// [`ListDoc`] over items decoded while it is written.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct IterListDoc<'a, T: Serialize> {
    api_version: &'static str,
    kind: &'a str,
    items: Items<'a, T>,
}

/// Items serialized as a sequence of known length, straight from their iterator (once).
pub type ItemIter<'a, T> = Box<dyn ExactSizeIterator<Item = std::result::Result<T, String>> + 'a>;
struct Items<'a, T>(std::cell::RefCell<Option<ItemIter<'a, T>>>);

impl<T: Serialize> Serialize for Items<'_, T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        use serde::ser::{Error as _, SerializeSeq};
        let items = self
            .0
            .borrow_mut()
            .take()
            .ok_or_else(|| S::Error::custom("a list document is written once"))?;
        let mut seq = s.serialize_seq(Some(items.len()))?;
        for item in items {
            seq.serialize_element(&item.map_err(S::Error::custom)?)?;
        }
        seq.end()
    }
}

/// A single-object document with apiVersion and kind flattened around the object.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ObjectDoc<'a, T: Serialize> {
    pub api_version: &'static str,
    pub kind: &'a str,
    #[serde(flatten)]
    pub object: &'a T,
}

/// The output streams of one command.
#[derive(Debug, Clone)]
pub struct Printer {
    pub format: OutputFormat,
    color: anstream::ColorChoice,
    /// With several contexts: the context this printer's warnings are about.
    context: Option<String>,
    /// `-o jsonpath=` or `-o custom-columns=`: the JSON document (`format` is `Json`) goes
    /// through it.
    shape: Option<std::sync::Arc<output::Shape>>,
    /// `--no-headers`.
    no_headers: bool,
    /// `--sort-by`.
    sort_by: Option<std::sync::Arc<sort::SortBy>>,
    /// The API server's warnings printed so far, by this printer and every clone of it (each
    /// context's): `--warnings-as-errors` reads it at the end.
    server_warnings: std::sync::Arc<std::sync::atomic::AtomicUsize>,
}

impl Printer {
    pub fn new(format: OutputFormat, color: ColorChoice) -> Self {
        let color = match color {
            ColorChoice::Auto => anstream::ColorChoice::Auto,
            ColorChoice::Always => anstream::ColorChoice::Always,
            ColorChoice::Never => anstream::ColorChoice::Never,
        };
        Printer {
            format,
            color,
            context: None,
            shape: None,
            no_headers: false,
            sort_by: None,
            server_warnings: Default::default(),
        }
    }

    /// With `--sort-by`: lists come out in its order.
    pub fn sorted_by(self, sort_by: Option<sort::SortBy>) -> Self {
        Printer {
            sort_by: sort_by.map(std::sync::Arc::new),
            ..self
        }
    }

    /// `items` in `--sort-by`'s order (as they are without it). A path found in no item is a
    /// usage error, as in kubectl.
    pub fn sorted<T: Serialize>(&self, items: Vec<T>) -> Result<Vec<T>> {
        match &self.sort_by {
            None => Ok(items),
            Some(s) => s.sort(items).map_err(Error::Usage),
        }
    }

    /// [`Printer::sorted`] over items read one at a time: read them all first, only with
    /// `--sort-by`.
    pub fn sorted_iter<'a, T: Serialize + 'a>(
        &self,
        items: ItemIter<'a, T>,
    ) -> Result<ItemIter<'a, T>> {
        if self.sort_by.is_none() {
            return Ok(items);
        }
        let all = items
            .collect::<std::result::Result<Vec<T>, String>>()
            .map_err(Error::Failed)?;
        Ok(Box::new(self.sorted(all)?.into_iter().map(Ok)))
    }

    /// The printer of `-o` as given (its template, if any) and `--no-headers`.
    pub fn with_output(output: &output::Output, color: ColorChoice, no_headers: bool) -> Self {
        Printer {
            shape: output.shape.clone(),
            no_headers,
            ..Printer::new(output.format, color)
        }
    }

    /// A table as text, its header line unless `--no-headers`.
    pub fn table(&self, t: &table::Table) -> String {
        t.render_with(!self.no_headers)
    }

    /// True with `-o jsonpath=` or `-o custom-columns=`.
    pub fn is_shaped(&self) -> bool {
        self.shape.is_some()
    }

    /// A live view's items through the template, one after another as `kubectl get -w` prints
    /// them (custom columns: the header line before the first frame's rows, unless
    /// `--no-headers`).
    pub fn shaped_items<T: Serialize>(&self, items: ItemIter<'_, T>, first: bool) -> Result<()> {
        let Some(shape) = self.shape.as_deref() else {
            return Ok(());
        };
        let mut text = String::new();
        if first
            && !self.no_headers
            && let output::Shape::Columns(c) = shape
        {
            text.push_str(&c.header_line());
        }
        for item in items {
            let value = serde_json::to_value(item.map_err(Error::Failed)?)
                .map_err(|e| Error::Failed(format!("cannot render the document: {e}")))?;
            text.push_str(&shape.print_item(&value).map_err(Error::Usage)?);
        }
        // As `doc` writes a template's output: its values are escaped by the template's
        // printer, and its own text (a `{"\t"}`) is the user's.
        raw(text.as_bytes())
    }

    /// The same streams, with warnings naming `context` (one reader of several contexts).
    pub fn for_context(&self, context: &str) -> Printer {
        Printer {
            context: Some(context.to_string()),
            ..self.clone()
        }
    }

    /// stdout, colour-aware: only `render/` writes to it (tests/layout.rs checks the rest).
    pub(crate) fn stdout(&self) -> anstream::AutoStream<std::io::StdoutLock<'static>> {
        anstream::AutoStream::new(std::io::stdout().lock(), self.color)
    }

    /// stderr, colour-aware (decided for stderr itself, not for stdout), and terminal-safe: what
    /// is written is escaped when flushed or dropped ([`terminal::Safe`]).
    pub fn stderr(&self) -> terminal::Safe<anstream::AutoStream<std::io::StderrLock<'static>>> {
        terminal::Safe::new(anstream::AutoStream::new(
            std::io::stderr().lock(),
            self.color,
        ))
    }

    /// Writes text to stdout, escaped at the edge ([`terminal::Keep::Layout`]).
    pub fn out(&self, text: &str) -> Result<()> {
        let mut o = self.stdout();
        o.write_all(terminal::escape_with(text, terminal::Keep::Layout).as_bytes())?;
        o.flush()?;
        Ok(())
    }

    /// Replaces the screen with `text` (`--watch` on a terminal): clears it and homes the cursor,
    /// then writes `text` through the colour filter. The clear sequence bypasses that filter:
    /// clearing the screen is not colour, and `--color never` or `NO_COLOR` must still redraw.
    fn redraw(&self, text: &str) -> Result<()> {
        let mut lock = std::io::stdout().lock();
        lock.write_all(CLEAR_SCREEN.as_bytes())?;
        let mut o = anstream::AutoStream::new(lock, self.color);
        o.write_all(terminal::escape_with(text, terminal::Keep::Layout).as_bytes())?;
        o.flush()?;
        Ok(())
    }

    /// True when stdout is a terminal: a live view (`--watch`) redraws in place there, and on
    /// every interval.
    pub fn is_terminal(&self) -> bool {
        use std::io::IsTerminal;
        std::io::stdout().is_terminal()
    }

    /// One frame of a live view: on a terminal in place ([`Printer::redraw`], whatever the colour
    /// setting: clearing the screen is not colour), else appended, a blank line after it.
    pub fn frame(&self, mut text: String) -> Result<()> {
        if self.is_terminal() {
            return self.redraw(&text);
        }
        text.push('\n');
        self.out(&text)
    }

    /// A warning line on stderr: `msg` is one line, escaped whole (it quotes the cluster).
    pub fn warn(&self, msg: &str) {
        let style = Style::new().fg_color(Some(AnsiColor::Yellow.into())).bold();
        let msg = terminal::escape(msg);
        match &self.context {
            Some(c) => {
                let _ = writeln!(self.stderr(), "{style}warning:{style:#} context {c}: {msg}");
            }
            None => {
                let _ = writeln!(self.stderr(), "{style}warning:{style:#} {msg}");
            }
        }
    }

    /// A warning of the API server (a `Warning` response header), as kubectl prints it:
    /// `Warning: <text>` on stderr, `Warning:` in bold yellow where stderr colours; with several
    /// contexts, the context named after it. The cluster layer hands each distinct text once.
    pub fn server_warning(&self, text: &str) {
        self.server_warnings
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let style = Style::new().fg_color(Some(AnsiColor::Yellow.into())).bold();
        let text = terminal::escape(text);
        match &self.context {
            Some(c) => {
                let _ = writeln!(
                    self.stderr(),
                    "{style}Warning:{style:#} context {c}: {text}"
                );
            }
            None => {
                let _ = writeln!(self.stderr(), "{style}Warning:{style:#} {text}");
            }
        }
    }

    /// How many of the API server's warnings were printed ([`Printer::server_warning`]).
    pub fn server_warnings(&self) -> usize {
        self.server_warnings
            .load(std::sync::atomic::Ordering::Relaxed)
    }

    /// A write's plan on stderr before its question: `Plan: <what>`, then its lines (at most
    /// 200), each escaped whole: a value's control characters shown, so that a preview never
    /// hides the difference it is asked about (`set ...=complete (was complete\u001b[0m)`).
    pub fn plan(&self, what: &str, plan: &[String]) {
        let mut e = self.stderr();
        let _ = writeln!(e, "Plan: {what}");
        for line in plan.iter().take(200) {
            let _ = writeln!(e, "  {}", terminal::escape(line));
        }
        if plan.len() > 200 {
            let _ = writeln!(
                e,
                "  ... and {} more lines (use --dry-run -o json for all)",
                plan.len() - 200
            );
        }
    }

    /// A note line on stderr (e.g. "No resources found"): one line, escaped whole.
    pub fn note(&self, msg: &str) {
        let _ = writeln!(self.stderr(), "{}", terminal::escape(msg));
    }

    /// Prints a list document as JSON or YAML.
    pub fn list_doc<T: Serialize>(&self, kind: &str, items: &[T]) -> Result<()> {
        self.doc(&ListDoc {
            api_version: API_VERSION,
            kind,
            items,
        })
    }

    /// Prints a list document whose items are decoded one at a time while it is written (see
    /// [`kept`]): the same bytes as [`Printer::list_doc`] over the same items.
    pub fn list_doc_iter<T: Serialize>(&self, kind: &str, items: ItemIter<'_, T>) -> Result<()> {
        self.doc(&IterListDoc {
            api_version: API_VERSION,
            kind,
            items: Items(std::cell::RefCell::new(Some(items))),
        })
    }

    /// Before a document that follows another on the same stream (a live view's later frames):
    /// YAML's document separator, so that the stream reads as one YAML stream. JSON documents
    /// simply follow each other.
    pub fn next_doc(&self) -> Result<()> {
        match self.format {
            OutputFormat::Yaml => self.out("---\n"),
            _ => Ok(()),
        }
    }

    /// Prints a single object document as JSON or YAML.
    pub fn object_doc<T: Serialize>(&self, kind: &str, object: &T) -> Result<()> {
        self.doc(&ObjectDoc {
            api_version: API_VERSION,
            kind,
            object,
        })
    }

    fn doc<T: Serialize>(&self, doc: &T) -> Result<()> {
        if let Some(shape) = &self.shape {
            // One value tree of the document (no JSON text of it), then only the template's
            // output; a wrong template is the user's input (exit 2), as a parse error is.
            let value = serde_json::to_value(doc)
                .map_err(|e| Error::Failed(format!("cannot render the document: {e}")))?;
            let text = shape
                .print(&value, !self.no_headers)
                .map_err(Error::Usage)?;
            drop(value);
            return raw(text.as_bytes());
        }
        // Streamed straight to stdout: a 5,000-node document is never held as one string.
        // Documents are never coloured, so this bypasses the colour-aware stream.
        let mut o = std::io::BufWriter::with_capacity(64 * 1024, std::io::stdout().lock());
        let res = match self.format {
            OutputFormat::Yaml => {
                serde_saphyr::to_io_writer(&mut o, doc).map_err(|e| e.to_string())
            }
            _ => serde_json::to_writer_pretty(&mut o, doc).map_err(|e| match e.io_error_kind() {
                Some(std::io::ErrorKind::BrokenPipe) => "Broken pipe".to_string(),
                _ => e.to_string(),
            }),
        };
        if let Err(e) = res {
            if e.contains("Broken pipe") {
                return Err(std::io::Error::from(std::io::ErrorKind::BrokenPipe).into());
            }
            return Err(Error::Failed(format!("cannot render the document: {e}")));
        }
        if self.format != OutputFormat::Yaml {
            o.write_all(b"\n")?;
        }
        o.flush()?;
        Ok(())
    }

    /// True for json/yaml.
    pub fn is_doc(&self) -> bool {
        matches!(self.format, OutputFormat::Json | OutputFormat::Yaml)
    }
}

/// An error line on stderr, `error: <msg>`, escaped as every other line is (an error may quote
/// the API server, which may quote the cluster).
pub fn error_line(msg: &dyn std::fmt::Display) {
    let mut e = terminal::Safe::new(std::io::stderr().lock());
    let _ = writeln!(e, "error: {msg}");
}

/// Bytes written to stdout as they are, past the colour filter: a completion script, the
/// completion protocol's answer, a `-o jsonpath` or `-o custom-columns` template's output
/// (its values escaped by the template's printer).
pub fn raw(bytes: &[u8]) -> Result<()> {
    let mut out = std::io::stdout().lock();
    out.write_all(bytes)?;
    out.flush()?;
    Ok(())
}

/// `-o name` for reads, as kubectl prints it: `kind/name` alone, one per line, each name once
/// (in first-seen order), so `... -o name | xargs kubectl describe` works.
pub fn name_lines<'a>(kind: &str, names: impl IntoIterator<Item = &'a str>) -> String {
    let mut seen = std::collections::BTreeSet::new();
    let mut out = String::new();
    for n in names {
        if seen.insert(n) {
            out.push_str(kind);
            out.push('/');
            out.push_str(n);
            out.push('\n');
        }
    }
    out
}

/// The colour of a gate state in tables.
pub fn state_style(state: GateState) -> Style {
    let c = match state {
        GateState::Released => AnsiColor::Green,
        GateState::Ungated => AnsiColor::BrightBlack,
        GateState::Gated | GateState::PendingTaint => AnsiColor::Yellow,
        GateState::Exposed | GateState::Stuck => AnsiColor::Red,
    };
    let s = Style::new().fg_color(Some(c.into()));
    if matches!(state, GateState::Stuck | GateState::Exposed) {
        s.bold()
    } else {
        s
    }
}

pub use nodewright_model::enum_name;
