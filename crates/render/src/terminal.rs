//! Text from the cluster made safe for a terminal.
//!
//! The kubelet may write its own node's annotations, so one compromised node can put
//! `ESC ] 0 ; ... BEL` (the window title), `ESC [ 2 J` (clear the screen) or a `\r` (rewrite a
//! row) into any string the plugin prints. [`escape_with`] is the one function that shows them
//! visibly instead, as kubectl's printers do: `\n`, `\r`, `\t`, and every other control character
//! (C0, DEL, C1) as `\u001b`. It runs in two places, both here in `render/`:
//!
//! - on each piece of cluster text where a view puts it next to the plugin's own styles (table
//!   cells, cut at their first line break as kubectl's table printer cuts them; explain's and
//!   rollout's values; jsonpath's values), where nothing of it is kept ([`Keep::Nothing`]);
//! - on every byte of text the [`crate::Printer`] writes to stdout or stderr, the edge, where only
//!   the plugin's own layout survives ([`Keep::Layout`]: line breaks and SGR colour sequences
//!   `ESC [ <digits;> m`), so that no other control sequence reaches a terminal or a pipe from any
//!   view, whoever forgot the first step.
//!
//! `-o json` and `-o yaml` do not pass here: their encoders escape control characters and the
//! documents stay exact.

use std::borrow::Cow;
use std::fmt::Write as _;

/// What [`escape_with`] leaves as it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Keep {
    /// Nothing: cluster text, every control character shown.
    Nothing,
    /// The plugin's own layout in text it assembled: `\n` and SGR colour sequences
    /// (`ESC [ <digits;:> m`, what `anstyle` writes); every other control character shown.
    Layout,
}

/// The one escaper: `text` with every control character that `keep` does not keep written
/// visibly (`\n`, `\r`, `\t`, else `\u` and four hex digits, as JSON and Go's `%q` write them).
/// Borrowed when there is nothing to escape, which is nearly always.
pub fn escape_with(text: &str, keep: Keep) -> Cow<'_, str> {
    let Some(first) = text.char_indices().find(|&(i, c)| {
        is_control(c) && !(keep == Keep::Layout && (c == '\n' || sgr_len(&text[i..]).is_some()))
    }) else {
        return Cow::Borrowed(text);
    };
    let mut out = String::with_capacity(text.len() + 8);
    out.push_str(&text[..first.0]);
    let mut rest = &text[first.0..];
    while let Some(c) = rest.chars().next() {
        if keep == Keep::Layout {
            if c == '\n' {
                out.push('\n');
                rest = &rest[1..];
                continue;
            }
            if let Some(n) = sgr_len(rest) {
                out.push_str(&rest[..n]);
                rest = &rest[n..];
                continue;
            }
        }
        push_visible(&mut out, c);
        rest = &rest[c.len_utf8()..];
    }
    Cow::Owned(out)
}

/// Cluster text, every control character shown (`Keep::Nothing`).
pub fn escape(text: &str) -> Cow<'_, str> {
    escape_with(text, Keep::Nothing)
}

/// A table cell of cluster text: cut at its first line break and marked `...`, as kubectl's
/// table printer cuts a cell, then escaped.
pub fn cell(text: &str) -> Cow<'_, str> {
    match text.find(['\n', '\u{0b}', '\u{0c}', '\u{85}', '\u{2028}', '\u{2029}']) {
        Some(i) => Cow::Owned(format!("{}...", escape(&text[..i]))),
        None => escape(text),
    }
}

/// How many columns `text` takes on a terminal (East Asian wide characters two, combining marks
/// none): what a table pads by, so that a cell of `ノード` or an emoji keeps the columns aligned.
pub fn width(text: &str) -> usize {
    unicode_width::UnicodeWidthStr::width(text)
}

/// C0 controls, DEL and C1 controls (U+0080..U+009F: `U+009B` is CSI to a terminal that reads
/// them).
fn is_control(c: char) -> bool {
    c.is_control()
}

fn push_visible(out: &mut String, c: char) {
    match c {
        '\n' => out.push_str("\\n"),
        '\r' => out.push_str("\\r"),
        '\t' => out.push_str("\\t"),
        c if is_control(c) => {
            let _ = write!(out, "\\u{:04x}", c as u32);
        }
        c => out.push(c),
    }
}

/// The length of the SGR sequence (`ESC [ <digits ; :> m`) that `s` starts with, if it does.
fn sgr_len(s: &str) -> Option<usize> {
    let body = s.strip_prefix("\x1b[")?;
    let params = body
        .bytes()
        .take_while(|b| b.is_ascii_digit() || *b == b';' || *b == b':')
        .count();
    (body.as_bytes().get(params) == Some(&b'm')).then_some(2 + params + 1)
}

/// A writer that runs everything written to it through [`escape_with`] (`Keep::Layout`) when
/// flushed or dropped: the edge of stderr ([`crate::Printer::stderr`]), where lines are written
/// piece by piece and a colour sequence may arrive in parts.
pub struct Safe<W: std::io::Write> {
    inner: W,
    pending: Vec<u8>,
}

impl<W: std::io::Write> Safe<W> {
    pub fn new(inner: W) -> Self {
        Safe {
            inner,
            pending: Vec::new(),
        }
    }
}

impl<W: std::io::Write> std::fmt::Debug for Safe<W> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Safe")
            .field("pending", &self.pending.len())
            .finish()
    }
}

impl<W: std::io::Write> std::io::Write for Safe<W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.pending.extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        if !self.pending.is_empty() {
            let bytes = std::mem::take(&mut self.pending);
            let text = String::from_utf8_lossy(&bytes);
            self.inner
                .write_all(escape_with(&text, Keep::Layout).as_bytes())?;
        }
        self.inner.flush()
    }
}

impl<W: std::io::Write> Drop for Safe<W> {
    fn drop(&mut self) {
        let _ = std::io::Write::flush(self);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HOSTILE: &str = "a\x1b]0;owned\x07b\x1b[2Jc\rd\te\u{9b}31mf\x7fg";

    #[test]
    fn every_control_character_is_shown() {
        assert_eq!(
            escape(HOSTILE),
            "a\\u001b]0;owned\\u0007b\\u001b[2Jc\\rd\\te\\u009b31mf\\u007fg"
        );
        assert_eq!(
            escape("a\x1b[31mred\x1b[0m\nb"),
            "a\\u001b[31mred\\u001b[0m\\nb"
        );
        assert!(matches!(escape("plain ノード"), Cow::Borrowed(_)));
    }

    #[test]
    fn cells_are_cut_at_their_first_line_break() {
        assert_eq!(cell("erroring\r... complete"), "erroring\\r... complete");
        assert_eq!(cell("first\nsecond\x1b[2J"), "first...");
        assert_eq!(cell("a\x1b[2J\nb"), "a\\u001b[2J...");
        assert_eq!(cell("none"), "none");
    }

    #[test]
    fn the_edge_keeps_only_line_breaks_and_colour() {
        let ours = "\x1b[1mNode:\x1b[0m gpu-1\n\x1b[38;5;2;1mok\x1b[m\n";
        assert_eq!(escape_with(ours, Keep::Layout), ours);
        assert_eq!(
            escape_with("x\x1b]0;t\x07\x1b[2J\ry\x1b[31mz\x1b[", Keep::Layout),
            "x\\u001b]0;t\\u0007\\u001b[2J\\ry\x1b[31mz\\u001b["
        );
    }

    #[test]
    fn widths_are_display_columns() {
        assert_eq!(width("gpu-1"), 5);
        assert_eq!(width("ノード"), 6);
        assert_eq!(width("e\u{301}"), 1);
    }

    #[test]
    fn the_safe_writer_escapes_what_is_flushed_even_in_pieces() {
        use std::io::Write;
        let mut buf = Vec::new();
        {
            let mut w = Safe::new(&mut buf);
            let _ = w.write_all(b"\x1b[1");
            let _ = w.write_all(b"mwarning:\x1b[0m ");
            let _ = w.write_all(b"bad\x1b]0;x\x07\n");
        }
        assert_eq!(
            String::from_utf8_lossy(&buf),
            "\x1b[1mwarning:\x1b[0m bad\\u001b]0;x\\u0007\n"
        );
    }
}
