//! Label selectors: a CR's `spec.nodeSelectors` (metav1.LabelSelector) and kubectl's `-l`
//! string, both compiled into one [`Selector`] that matches a label map.
//!
//! As in `metav1.LabelSelectorAsSelector`: an empty LabelSelector selects every node; `In` and
//! `NotIn` need values, `Exists` and `DoesNotExist` take none; an unknown operator is an error.
//! `NotIn` and `!=` match a node without the label.

use std::collections::BTreeMap;
use std::fmt;

use super::keys::{validate_label_value, validate_qualified_name};
use super::types::LabelSelector;

/// A requirement operator.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Op {
    /// `=`/`==` in `-l`.
    Equals,
    /// `!=` in `-l`.
    NotEquals,
    In,
    NotIn,
    Exists,
    DoesNotExist,
    /// `>` in `-l` (integer comparison, as kubectl).
    Gt,
    /// `<` in `-l`.
    Lt,
}

/// One requirement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Requirement {
    pub key: String,
    pub op: Op,
    pub values: Vec<String>,
}

impl Requirement {
    /// Whether a label map satisfies the requirement.
    pub fn matches(&self, labels: &BTreeMap<String, String>) -> bool {
        let v = labels.get(&self.key);
        match self.op {
            Op::Equals | Op::In => v.is_some_and(|v| self.values.contains(v)),
            Op::NotEquals | Op::NotIn => v.is_none_or(|v| !self.values.contains(v)),
            Op::Exists => v.is_some(),
            Op::DoesNotExist => v.is_none(),
            Op::Gt | Op::Lt => {
                let (Some(v), Some(bound)) = (
                    v.and_then(|v| v.parse::<i64>().ok()),
                    self.values.first().and_then(|b| b.parse::<i64>().ok()),
                ) else {
                    return false;
                };
                if self.op == Op::Gt {
                    v > bound
                } else {
                    v < bound
                }
            }
        }
    }
}

/// A compiled selector: all requirements must hold. No requirements selects everything.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Selector {
    pub requirements: Vec<Requirement>,
}

/// Why a selector is invalid.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SelectorError {
    /// An operator Kubernetes does not know.
    #[error("unknown operator {op:?} for key {key:?}; use In, NotIn, Exists or DoesNotExist")]
    UnknownOperator { key: String, op: String },
    /// `In`/`NotIn` without values, or `Exists`/`DoesNotExist` with values.
    #[error("key {key:?}: operator {op} {why}")]
    BadValues {
        key: String,
        op: String,
        why: &'static str,
    },
    /// A key or value that is not valid.
    #[error("{0}")]
    Invalid(String),
    /// A `-l` string that does not parse.
    #[error("cannot parse selector at {pos}: {why}")]
    Syntax { pos: usize, why: String },
}

impl Selector {
    /// Everything.
    pub fn everything() -> Selector {
        Selector::default()
    }

    /// Whether the labels satisfy every requirement.
    pub fn matches(&self, labels: &BTreeMap<String, String>) -> bool {
        self.requirements.iter().all(|r| r.matches(labels))
    }

    /// Whether the selector selects everything.
    pub fn is_empty(&self) -> bool {
        self.requirements.is_empty()
    }

    /// Compiles a metav1.LabelSelector.
    pub fn from_label_selector(sel: &LabelSelector) -> Result<Selector, SelectorError> {
        let mut reqs = Vec::new();
        for (k, v) in &sel.match_labels {
            validate_qualified_name(k).map_err(SelectorError::Invalid)?;
            validate_label_value(v)
                .map_err(|e| SelectorError::Invalid(format!("key {k:?}: {e}")))?;
            reqs.push(Requirement {
                key: k.clone(),
                op: Op::In,
                values: vec![v.clone()],
            });
        }
        for e in &sel.match_expressions {
            let op = match e.operator.as_str() {
                "In" => Op::In,
                "NotIn" => Op::NotIn,
                "Exists" => Op::Exists,
                "DoesNotExist" => Op::DoesNotExist,
                other => {
                    return Err(SelectorError::UnknownOperator {
                        key: e.key.clone(),
                        op: other.to_string(),
                    });
                }
            };
            validate_qualified_name(&e.key).map_err(SelectorError::Invalid)?;
            match op {
                Op::In | Op::NotIn if e.values.is_empty() => {
                    return Err(SelectorError::BadValues {
                        key: e.key.clone(),
                        op: e.operator.clone(),
                        why: "needs at least one value",
                    });
                }
                Op::Exists | Op::DoesNotExist if !e.values.is_empty() => {
                    return Err(SelectorError::BadValues {
                        key: e.key.clone(),
                        op: e.operator.clone(),
                        why: "takes no values",
                    });
                }
                _ => {}
            }
            for v in &e.values {
                validate_label_value(v)
                    .map_err(|err| SelectorError::Invalid(format!("key {:?}: {err}", e.key)))?;
            }
            reqs.push(Requirement {
                key: e.key.clone(),
                op,
                values: e.values.clone(),
            });
        }
        Ok(Selector { requirements: reqs })
    }

    /// Parses kubectl's `-l` syntax: `a=b,c!=d,e in (x,y),f notin (z),!g,h,i>3`.
    pub fn parse(s: &str) -> Result<Selector, SelectorError> {
        Parser {
            s: s.as_bytes(),
            src: s,
            pos: 0,
        }
        .parse()
    }
}

/// Matches a CR's LabelSelector against node labels (empty selects all).
pub fn matches(
    sel: &LabelSelector,
    labels: &BTreeMap<String, String>,
) -> Result<bool, SelectorError> {
    Ok(Selector::from_label_selector(sel)?.matches(labels))
}

/// Parses a kubectl `-l` selector string.
pub fn parse_selector(s: &str) -> Result<Selector, SelectorError> {
    Selector::parse(s)
}

impl fmt::Display for Selector {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self
            .requirements
            .iter()
            .map(|r| match r.op {
                Op::Equals => format!("{}={}", r.key, r.values.first().map_or("", String::as_str)),
                Op::NotEquals => {
                    format!("{}!={}", r.key, r.values.first().map_or("", String::as_str))
                }
                Op::In if r.values.len() == 1 => format!("{}={}", r.key, r.values[0]),
                Op::In => format!("{} in ({})", r.key, r.values.join(",")),
                Op::NotIn => format!("{} notin ({})", r.key, r.values.join(",")),
                Op::Exists => r.key.clone(),
                Op::DoesNotExist => format!("!{}", r.key),
                Op::Gt => format!("{}>{}", r.key, r.values.first().map_or("", String::as_str)),
                Op::Lt => format!("{}<{}", r.key, r.values.first().map_or("", String::as_str)),
            })
            .collect();
        f.write_str(&parts.join(","))
    }
}

struct Parser<'a> {
    s: &'a [u8],
    src: &'a str,
    pos: usize,
}

fn is_ident(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'-' | b'_' | b'.' | b'/')
}

impl Parser<'_> {
    fn err<T>(&self, why: impl Into<String>) -> Result<T, SelectorError> {
        Err(SelectorError::Syntax {
            pos: self.pos,
            why: why.into(),
        })
    }

    fn skip_ws(&mut self) {
        while self.s.get(self.pos).is_some_and(u8::is_ascii_whitespace) {
            self.pos += 1;
        }
    }

    fn peek(&self) -> Option<u8> {
        self.s.get(self.pos).copied()
    }

    fn ident(&mut self) -> &str {
        let start = self.pos;
        while self.peek().is_some_and(is_ident) {
            self.pos += 1;
        }
        self.src.get(start..self.pos).unwrap_or("")
    }

    fn parse(mut self) -> Result<Selector, SelectorError> {
        let mut reqs = Vec::new();
        self.skip_ws();
        if self.peek().is_none() {
            return Ok(Selector::everything());
        }
        loop {
            self.skip_ws();
            reqs.push(self.requirement()?);
            self.skip_ws();
            match self.peek() {
                None => break,
                Some(b',') => self.pos += 1,
                Some(c) => return self.err(format!("expected ',' or end, found {:?}", c as char)),
            }
        }
        Ok(Selector { requirements: reqs })
    }

    fn key(&mut self) -> Result<String, SelectorError> {
        let k = self.ident().to_string();
        if k.is_empty() {
            return self.err("expected a label key");
        }
        validate_qualified_name(&k).map_err(SelectorError::Invalid)?;
        Ok(k)
    }

    fn value(&mut self) -> Result<String, SelectorError> {
        self.skip_ws();
        let v = self.ident().to_string();
        validate_label_value(&v).map_err(SelectorError::Invalid)?;
        Ok(v)
    }

    fn requirement(&mut self) -> Result<Requirement, SelectorError> {
        if self.peek() == Some(b'!') {
            self.pos += 1;
            self.skip_ws();
            let key = self.key()?;
            return Ok(Requirement {
                key,
                op: Op::DoesNotExist,
                values: vec![],
            });
        }
        let key = self.key()?;
        self.skip_ws();
        let rest = self.s.get(self.pos..).unwrap_or(&[]);
        let (op, len) = match rest {
            [b'=', b'=', ..] => (Op::Equals, 2),
            [b'!', b'=', ..] => (Op::NotEquals, 2),
            [b'=', ..] => (Op::Equals, 1),
            [b'>', ..] => (Op::Gt, 1),
            [b'<', ..] => (Op::Lt, 1),
            [] | [b',', ..] => {
                return Ok(Requirement {
                    key,
                    op: Op::Exists,
                    values: vec![],
                });
            }
            _ => {
                let word_start = self.pos;
                let word = self.ident().to_string();
                let op = match word.as_str() {
                    "in" => Op::In,
                    "notin" => Op::NotIn,
                    "" => return self.err("expected an operator (=, ==, !=, in, notin, >, <)"),
                    w => {
                        self.pos = word_start;
                        return self.err(format!(
                            "unknown operator {w:?}; use =, ==, !=, in, notin, > or <"
                        ));
                    }
                };
                self.skip_ws();
                let values = self.set()?;
                return Ok(Requirement { key, op, values });
            }
        };
        self.pos += len;
        let v = self.value()?;
        if matches!(op, Op::Gt | Op::Lt) && v.parse::<i64>().is_err() {
            return self.err(format!("{v:?} is not an integer"));
        }
        Ok(Requirement {
            key,
            op,
            values: vec![v],
        })
    }

    fn set(&mut self) -> Result<Vec<String>, SelectorError> {
        if self.peek() != Some(b'(') {
            return self.err("expected '(' after in/notin");
        }
        self.pos += 1;
        let mut values = Vec::new();
        loop {
            let v = self.value()?;
            values.push(v);
            self.skip_ws();
            match self.peek() {
                Some(b',') => self.pos += 1,
                Some(b')') => {
                    self.pos += 1;
                    break;
                }
                _ => return self.err("expected ',' or ')' in a value set"),
            }
        }
        Ok(values)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::SelectorRequirement;

    fn labels(kv: &[(&str, &str)]) -> BTreeMap<String, String> {
        kv.iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    fn expr(key: &str, op: &str, values: &[&str]) -> SelectorRequirement {
        SelectorRequirement {
            key: key.into(),
            operator: op.into(),
            values: values.iter().map(|v| v.to_string()).collect(),
        }
    }

    #[test]
    fn empty_selector_selects_every_node() {
        assert_eq!(matches(&LabelSelector::default(), &labels(&[])), Ok(true));
        assert_eq!(
            matches(&LabelSelector::default(), &labels(&[("a", "b")])),
            Ok(true)
        );
        assert!(Selector::parse("").expect("empty").is_empty());
        assert!(Selector::parse("   ").expect("blank").matches(&labels(&[])));
    }

    #[test]
    fn match_labels_and_expressions() {
        let sel = LabelSelector {
            match_labels: [(
                "skyhook.nvidia.com/gpu-pool".to_string(),
                "a100".to_string(),
            )]
            .into(),
            match_expressions: vec![
                expr("zone", "In", &["x", "y"]),
                expr("tier", "NotIn", &["test"]),
                expr("gpu", "Exists", &[]),
                expr("cordoned", "DoesNotExist", &[]),
            ],
        };
        let good = labels(&[
            ("skyhook.nvidia.com/gpu-pool", "a100"),
            ("zone", "x"),
            ("gpu", ""),
        ]);
        assert_eq!(matches(&sel, &good), Ok(true));
        let mut bad = good.clone();
        bad.insert("tier".into(), "test".into());
        assert_eq!(matches(&sel, &bad), Ok(false));
        let mut bad = good.clone();
        bad.insert("cordoned".into(), "1".into());
        assert_eq!(matches(&sel, &bad), Ok(false));
        let mut bad = good.clone();
        bad.insert("zone".into(), "z".into());
        assert_eq!(matches(&sel, &bad), Ok(false));
        let mut bad = good;
        bad.remove("gpu");
        assert_eq!(matches(&sel, &bad), Ok(false));
    }

    #[test]
    fn invalid_operator_is_an_error_not_a_panic() {
        let sel = LabelSelector {
            match_expressions: vec![expr("a", "Gt", &["1"])],
            ..Default::default()
        };
        assert!(matches!(
            matches(&sel, &labels(&[])),
            Err(SelectorError::UnknownOperator { .. })
        ));
        let sel = LabelSelector {
            match_expressions: vec![expr("a", "in", &["1"])],
            ..Default::default()
        };
        assert!(
            matches(&sel, &labels(&[])).is_err(),
            "operators are case-sensitive"
        );
        let sel = LabelSelector {
            match_expressions: vec![expr("a", "In", &[])],
            ..Default::default()
        };
        assert!(matches!(
            matches(&sel, &labels(&[])),
            Err(SelectorError::BadValues { .. })
        ));
        let sel = LabelSelector {
            match_expressions: vec![expr("a", "Exists", &["x"])],
            ..Default::default()
        };
        assert!(matches!(
            matches(&sel, &labels(&[])),
            Err(SelectorError::BadValues { .. })
        ));
        let sel = LabelSelector {
            match_labels: [("bad key".to_string(), "v".to_string())].into(),
            ..Default::default()
        };
        assert!(matches!(
            matches(&sel, &labels(&[])),
            Err(SelectorError::Invalid(_))
        ));
    }

    #[test]
    fn parses_the_kubectl_forms() {
        let s = Selector::parse("a=b,c!=d,e in (x, y),!f,g, h==i ,j notin (z),k>3,l<10")
            .expect("valid");
        let ops: Vec<Op> = s.requirements.iter().map(|r| r.op).collect();
        assert_eq!(
            ops,
            vec![
                Op::Equals,
                Op::NotEquals,
                Op::In,
                Op::DoesNotExist,
                Op::Exists,
                Op::Equals,
                Op::NotIn,
                Op::Gt,
                Op::Lt
            ]
        );
        assert_eq!(s.requirements[2].values, vec!["x", "y"]);
        let node = labels(&[
            ("a", "b"),
            ("e", "y"),
            ("g", ""),
            ("h", "i"),
            ("k", "4"),
            ("l", "9"),
        ]);
        assert!(s.matches(&node));
        let mut n2 = node.clone();
        n2.insert("c".into(), "d".into());
        assert!(!s.matches(&n2));
        let mut n3 = node.clone();
        n3.insert("k".into(), "3".into());
        assert!(!s.matches(&n3));
        assert_eq!(
            Selector::parse("a=").expect("empty value").requirements[0].values,
            vec![""]
        );
        assert!(Selector::parse("nodewright.nvidia.com/status_gpu-init=complete").is_ok());
    }

    #[test]
    fn kubectl_syntax_errors_are_clear() {
        for bad in [
            "a=b,",
            ",a",
            "a in x",
            "a in (x",
            "a ~ b",
            "a=b c",
            "!",
            "a>b",
            "a=b=c",
            "bad key=v",
        ] {
            let e = Selector::parse(bad).expect_err(bad);
            assert!(!e.to_string().is_empty(), "{bad}");
        }
        let e = Selector::parse("a foo (x)").expect_err("unknown");
        assert!(e.to_string().contains("unknown operator \"foo\""), "{e}");
    }

    #[test]
    fn display_round_trips() {
        let s = Selector::parse("a=b,c!=d,e in (x,y),!f,g").expect("valid");
        assert_eq!(s.to_string(), "a=b,c!=d,e in (x,y),!f,g");
        assert_eq!(Selector::parse(&s.to_string()).expect("round trip"), s);
    }
}
