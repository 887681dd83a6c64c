//! The template parser: client-go's `parser.go`, rune for rune, with its error messages.

use std::sync::LazyLock;

use regex::Regex;

use super::{Node, Param};

type Res<T> = Result<T, String>;

static DICT_KEY: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^'([^']*)'$").expect("regex"));
static SLICE: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^(-?[\d]*)(:-?[\d]*)?(:-?[\d]*)?$").expect("regex"));
static FILTER: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^([^!<>=]+)([!<>=~]+)(.+?)$").expect("regex"));

struct Parser {
    input: Vec<char>,
    pos: usize,
    start: usize,
}

/// Parses a whole template: text and `{...}` actions.
pub(super) fn parse(text: &str) -> Res<Vec<Node>> {
    let mut p = Parser {
        input: text.chars().collect(),
        pos: 0,
        start: 0,
    };
    let mut root = Vec::new();
    loop {
        if p.starts_with("{") {
            if p.pos > p.start {
                root.push(Node::Text(p.consume()));
            }
            p.pos += 1;
            p.consume();
            root.push(Node::List(p.action()?));
            continue;
        }
        if p.next().is_none() {
            break;
        }
    }
    if p.pos > p.start {
        root.push(Node::Text(p.consume()));
    }
    Ok(root)
}

/// Parses `text` as the inside of one action (client-go's `parseAction`).
fn parse_action(text: &str) -> Res<Vec<Node>> {
    match parse(&format!("{{{text}}}"))?.into_iter().next() {
        Some(Node::List(nodes)) => Ok(nodes),
        _ => Ok(Vec::new()),
    }
}

impl Parser {
    fn starts_with(&self, prefix: &str) -> bool {
        (self.pos..)
            .zip(prefix.chars())
            .all(|(i, c)| self.input.get(i) == Some(&c))
    }

    fn next(&mut self) -> Option<char> {
        let c = self.input.get(self.pos).copied();
        if c.is_some() {
            self.pos += 1;
        }
        c
    }

    fn peek(&self) -> Option<char> {
        self.input.get(self.pos).copied()
    }

    fn backup(&mut self, c: Option<char>) {
        if c.is_some() {
            self.pos -= 1;
        }
    }

    fn consume(&mut self) -> String {
        let s: String = self.input[self.start..self.pos].iter().collect();
        self.start = self.pos;
        s
    }

    /// The inside of an action, up to and including its `}`.
    fn action(&mut self) -> Res<Vec<Node>> {
        let mut cur = Vec::new();
        loop {
            if self.starts_with("}") {
                self.pos += 1;
                self.consume();
                return Ok(cur);
            }
            if self.starts_with("[?(") {
                self.filter(&mut cur)?;
                continue;
            }
            if self.starts_with("..") {
                self.recursive(&mut cur)?;
                continue;
            }
            match self.next() {
                None | Some('\r' | '\n') => return Err("unclosed action".into()),
                Some(' ' | '@' | '$') => {
                    self.consume();
                }
                Some('[') => self.array(&mut cur)?,
                Some(q @ ('"' | '\'')) => self.quote(&mut cur, q)?,
                Some('.') => self.field(&mut cur),
                Some(c) if c == '+' || c == '-' || c.is_ascii_digit() => {
                    self.pos -= 1;
                    self.number(&mut cur)?;
                }
                Some(c) if is_alphanumeric(c) => {
                    self.pos -= 1;
                    self.identifier(&mut cur);
                }
                Some(c) => {
                    return Err(format!(
                        "unrecognized character in action: U+{:04X} '{c}'",
                        c as u32
                    ));
                }
            }
        }
    }

    fn identifier(&mut self, cur: &mut Vec<Node>) {
        loop {
            let c = self.next();
            if is_terminator(c) {
                self.backup(c);
                break;
            }
        }
        let value = self.consume();
        cur.push(match value.as_str() {
            "true" => Node::Bool(true),
            "false" => Node::Bool(false),
            _ => Node::Identifier(value),
        });
    }

    fn recursive(&mut self, cur: &mut Vec<Node>) -> Res<()> {
        if matches!(cur.last(), Some(Node::Recursive)) {
            return Err("invalid multiple recursive descent".into());
        }
        self.pos += 2;
        self.consume();
        cur.push(Node::Recursive);
        if self.peek().is_some_and(is_alphanumeric) {
            self.field(cur);
        }
        Ok(())
    }

    fn number(&mut self, cur: &mut Vec<Node>) -> Res<()> {
        if matches!(self.peek(), Some('+' | '-')) {
            self.next();
        }
        loop {
            let c = self.next();
            if !matches!(c, Some(c) if c == '.' || c.is_ascii_digit()) {
                self.backup(c);
                break;
            }
        }
        let value = self.consume();
        if let Ok(i) = value.parse::<i64>() {
            cur.push(Node::Int(i));
        } else if let Some(f) = parse_float(&value) {
            cur.push(Node::Float(f));
        } else {
            return Err(format!("cannot parse number {value}"));
        }
        Ok(())
    }

    fn array(&mut self, cur: &mut Vec<Node>) -> Res<()> {
        loop {
            match self.next() {
                None | Some('\n') => return Err("unterminated array".into()),
                Some(']') => break,
                _ => {}
            }
        }
        let text = self.consume();
        let mut text = text[1..text.len() - 1].to_string();
        if text == "*" {
            text = ":".into();
        }
        let parts: Vec<&str> = text.split(',').collect();
        if parts.len() > 1 {
            let union = parts
                .iter()
                .map(|p| parse_action(&format!("[{}]", p.trim_matches(' '))))
                .collect::<Res<Vec<_>>>()?;
            cur.push(Node::Union(union));
            return Ok(());
        }
        if let Some(m) = DICT_KEY.captures(&text) {
            cur.extend(parse_action(&format!(".{}", &m[1]))?);
            return Ok(());
        }
        let Some(m) = SLICE.captures(&text) else {
            return Err(format!("invalid array index {text}"));
        };
        let mut params = [Param::default(); 3];
        for i in 0..3 {
            let raw = m.get(i + 1).map_or("", |g| g.as_str());
            if raw.is_empty() {
                if i == 1 {
                    params[1] = Param {
                        value: params[0].value + 1,
                        known: true,
                        derived: true,
                    };
                }
                continue;
            }
            let raw = if i > 0 { &raw[1..] } else { raw };
            if i > 0 && raw.is_empty() {
                continue;
            }
            let value = raw
                .parse::<i64>()
                .map_err(|_| format!("array index {raw} is not a number"))?;
            params[i] = Param {
                value,
                known: true,
                derived: false,
            };
        }
        cur.push(Node::Array(params));
        Ok(())
    }

    fn filter(&mut self, cur: &mut Vec<Node>) -> Res<()> {
        self.pos += 3;
        self.consume();
        let (mut begin, mut end, mut pair) = (false, false, '"');
        loop {
            match self.next() {
                None | Some('\n') => return Err("unterminated filter".into()),
                Some(q @ ('"' | '\'')) => {
                    if !begin {
                        begin = true;
                        pair = q;
                        continue;
                    }
                    if self.input[self.pos - 2] != '\\' && q == pair {
                        end = true;
                    }
                }
                Some(')') if begin == end => break,
                _ => {}
            }
        }
        if self.next() != Some(']') {
            return Err("unclosed array expect ]".into());
        }
        let text = self.consume();
        let chars: Vec<char> = text.chars().collect();
        let text: String = chars[..chars.len() - 2].iter().collect();
        match FILTER.captures(&text) {
            None => cur.push(Node::Filter {
                left: parse_action(&text)?,
                right: Vec::new(),
                op: "exists".into(),
            }),
            Some(m) => cur.push(Node::Filter {
                left: parse_action(&m[1])?,
                right: parse_action(&m[3])?,
                op: m[2].to_string(),
            }),
        }
        Ok(())
    }

    fn quote(&mut self, cur: &mut Vec<Node>, end: char) -> Res<()> {
        loop {
            match self.next() {
                None | Some('\n') => return Err("unterminated quoted string".into()),
                Some(c) if c == end && self.input[self.pos - 2] != '\\' => break,
                _ => {}
            }
        }
        let value = self.consume();
        let s = unquote(&value).map_err(|e| format!("unquote string {value} error {e}"))?;
        cur.push(Node::Text(s));
        Ok(())
    }

    fn field(&mut self, cur: &mut Vec<Node>) {
        self.consume();
        loop {
            let c = self.next();
            if c == Some('\\') {
                self.next();
            } else if is_terminator(c) {
                self.backup(c);
                break;
            }
        }
        let value = self.consume();
        cur.push(if value == "*" {
            Node::Wildcard
        } else {
            Node::Field(value.replace('\\', ""))
        });
    }
}

fn is_terminator(c: Option<char>) -> bool {
    matches!(
        c,
        None | Some(' ' | '\t' | '\r' | '\n' | '.' | ',' | '[' | ']' | '$' | '@' | '{' | '}')
    )
}

fn is_alphanumeric(c: char) -> bool {
    c == '_' || c.is_alphanumeric()
}

/// Go's `strconv.ParseFloat` for what the number scanner accepts (sign, digits, dots).
fn parse_float(s: &str) -> Option<f64> {
    let digits = s.trim_start_matches(['+', '-']);
    if digits.is_empty() || digits == "." {
        return None;
    }
    s.parse::<f64>().ok()
}

/// Go's `strconv.Unquote`, single quotes allowed (client-go's `UnquoteExtend`).
fn unquote(s: &str) -> Res<String> {
    let syntax = || "invalid syntax".to_string();
    let chars: Vec<char> = s.chars().collect();
    let n = chars.len();
    if n < 2 || chars[0] != chars[n - 1] || !matches!(chars[0], '"' | '\'') {
        return Err(syntax());
    }
    let quote = chars[0];
    let inner = &chars[1..n - 1];
    let mut out = String::new();
    let mut i = 0;
    while i < inner.len() {
        let c = inner[i];
        i += 1;
        if c == quote {
            return Err(syntax());
        }
        if c != '\\' {
            out.push(c);
            continue;
        }
        let e = *inner.get(i).ok_or_else(syntax)?;
        i += 1;
        let simple = match e {
            'a' => Some('\x07'),
            'b' => Some('\x08'),
            'f' => Some('\x0c'),
            'n' => Some('\n'),
            'r' => Some('\r'),
            't' => Some('\t'),
            'v' => Some('\x0b'),
            '\\' => Some('\\'),
            '\'' | '"' if e == quote => Some(e),
            _ => None,
        };
        if let Some(c) = simple {
            out.push(c);
            continue;
        }
        let (len, radix) = match e {
            'x' => (2, 16),
            'u' => (4, 16),
            'U' => (8, 16),
            '0'..='7' => {
                i -= 1;
                (3, 8)
            }
            _ => return Err(syntax()),
        };
        let digits: String = inner.get(i..i + len).ok_or_else(syntax)?.iter().collect();
        i += len;
        let v = u32::from_str_radix(&digits, radix).map_err(|_| syntax())?;
        out.push(char::from_u32(v).ok_or_else(syntax)?);
    }
    Ok(out)
}
