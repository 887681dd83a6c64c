//! Borderless tables with upper-case headers and three-space gutters, as kubectl prints them.
//! Cells may carry a style; widths are computed on the plain text so colour never misaligns.
//! Every cell is cluster text until shown otherwise: it is cut at its first line break and its
//! control characters are shown ([`crate::terminal::cell`]) before its style is put around it,
//! and columns are as wide as the cells' display widths.

use std::fmt::Write as _;

use anstyle::Style;

/// One cell: text plus an optional style.
#[derive(Debug, Clone, Default)]
pub struct Cell {
    pub text: String,
    pub style: Option<Style>,
}

impl From<String> for Cell {
    fn from(text: String) -> Self {
        Cell { text, style: None }
    }
}

impl From<&str> for Cell {
    fn from(text: &str) -> Self {
        Cell {
            text: text.to_string(),
            style: None,
        }
    }
}

impl Cell {
    pub fn styled(text: impl Into<String>, style: Style) -> Self {
        Cell {
            text: text.into(),
            style: Some(style),
        }
    }
}

/// A table being built.
#[derive(Debug, Default)]
pub struct Table {
    headers: Vec<String>,
    rows: Vec<Vec<Cell>>,
}

impl Table {
    pub fn new(headers: &[&str]) -> Self {
        Table {
            headers: headers.iter().map(|h| h.to_ascii_uppercase()).collect(),
            rows: Vec::new(),
        }
    }

    /// Headers printed as given (`-o custom-columns`, as kubectl: not upper-cased).
    pub fn new_verbatim(headers: &[&str]) -> Self {
        Table {
            headers: headers.iter().map(|h| h.to_string()).collect(),
            rows: Vec::new(),
        }
    }

    pub fn row(&mut self, cells: Vec<Cell>) {
        self.rows.push(cells);
    }

    /// Marks rows whose first cell satisfies `changed` with a leading `*` and reverse video
    /// on the first cell (used by `status --watch` to highlight state changes).
    pub fn mark(&mut self, changed: impl Fn(&str) -> bool) {
        for r in &mut self.rows {
            if let Some(first) = r.first_mut()
                && changed(&first.text)
            {
                first.text = format!("*{}", first.text);
                first.style = Some(first.style.unwrap_or_default().invert());
            }
        }
    }

    /// Several tables with the same headers as one, each row led by its part's label: the
    /// CONTEXT column of a several-context view. `None` when there are no parts.
    pub fn stacked(header: &str, parts: Vec<(&str, Table)>) -> Option<Table> {
        let mut out: Option<Table> = None;
        for (label, part) in parts {
            let t = out.get_or_insert_with(|| {
                let mut headers = vec![header.to_ascii_uppercase()];
                headers.extend(part.headers.iter().cloned());
                Table {
                    headers,
                    rows: Vec::new(),
                }
            });
            for r in part.rows {
                let mut row = Vec::with_capacity(r.len() + 1);
                row.push(Cell::from(label));
                row.extend(r);
                t.rows.push(row);
            }
        }
        out
    }

    /// A column at the end, each row's cell from its first cell (the node name): `-L`,
    /// `--show-labels`.
    pub fn column_by_first(&mut self, header: &str, cell: impl Fn(&str) -> String) {
        self.headers.push(header.to_ascii_uppercase());
        for r in &mut self.rows {
            let text = r
                .first()
                .map(|c| cell(c.text.trim_start_matches('*')))
                .unwrap_or_default();
            r.push(Cell::from(text));
        }
    }

    pub fn is_empty(&self) -> bool {
        self.rows.is_empty()
    }

    /// Renders with ANSI styles (the output stream strips them when colour is off).
    pub fn render(&self) -> String {
        self.render_with(true)
    }

    /// Renders, the header line only when `headers` (`--no-headers` drops it, and the columns
    /// are then as wide as their cells alone, as kubectl's).
    pub fn render_with(&self, headers: bool) -> String {
        use crate::terminal;
        let n = self.headers.len();
        // Each cell is made safe twice, for its width and for its text, rather than held made
        // safe: a 20,000-row table holds no second copy of its cells (nearly every cell is
        // borrowed as it is, with nothing to escape).
        let mut widths: Vec<usize> = self
            .headers
            .iter()
            .map(|h| {
                if headers {
                    terminal::width(&terminal::cell(h))
                } else {
                    0
                }
            })
            .collect();
        for r in &self.rows {
            for (i, c) in r.iter().enumerate().take(n) {
                widths[i] = widths[i].max(terminal::width(&terminal::cell(&c.text)));
            }
        }
        let mut out = String::new();
        let line = |out: &mut String, cells: &mut dyn Iterator<Item = (&str, Option<Style>)>| {
            for (i, (text, style)) in cells.enumerate().take(n) {
                let text = terminal::cell(text);
                let last = i + 1 == n;
                let pad = if last {
                    0
                } else {
                    widths[i] - terminal::width(&text) + 3
                };
                match style {
                    Some(s) => {
                        let _ = write!(out, "{s}{text}{s:#}");
                    }
                    None => out.push_str(&text),
                }
                out.extend(std::iter::repeat_n(' ', pad));
            }
            // No trailing spaces, as kubectl.
            let trimmed = out.trim_end_matches(' ').len();
            out.truncate(trimmed);
            out.push('\n');
        };
        if headers {
            line(
                &mut out,
                &mut self.headers.iter().map(|h| (h.as_str(), None)),
            );
        }
        for r in &self.rows {
            line(&mut out, &mut r.iter().map(|c| (c.text.as_str(), c.style)));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_align_on_plain_text() {
        let mut t = Table::new(&["name", "state"]);
        t.row(vec![
            Cell::styled("a", Style::new().bold()),
            "released".into(),
        ]);
        t.row(vec!["longer-name".into(), "gated".into()]);
        let plain = anstream::adapter::strip_str(&t.render()).to_string();
        assert_eq!(
            plain,
            "NAME          STATE\na             released\nlonger-name   gated\n"
        );
    }

    #[test]
    fn cells_are_shown_safely_and_padded_by_display_width() {
        let mut t = Table::new(&["name", "status"]);
        t.row(vec!["ノード".into(), "erroring\r\x1b[2J complete".into()]);
        t.row(vec!["gpu-1".into(), "first line\nsecond".into()]);
        assert_eq!(
            t.render(),
            "NAME     STATUS\nノード   erroring\\r\\u001b[2J complete\ngpu-1    first line...\n"
        );
    }

    #[test]
    fn stacked_tables_gain_a_leading_column() {
        let mut a = Table::new(&["node", "state"]);
        a.row(vec!["gpu-1".into(), "gated".into()]);
        a.row(vec!["gpu-2".into(), "released".into()]);
        let empty = Table::new(&["node", "state"]);
        let mut b = Table::new(&["node", "state"]);
        b.row(vec!["gpu-1".into(), "stuck".into()]);
        let Some(t) = Table::stacked("context", vec![("east", a), ("none", empty), ("west", b)])
        else {
            panic!("three parts make a table")
        };
        assert_eq!(
            t.render(),
            "CONTEXT   NODE    STATE\neast      gpu-1   gated\neast      gpu-2   released\nwest      gpu-1   stuck\n"
        );
        assert!(Table::stacked("context", Vec::new()).is_none());
    }
}
