//! Kubernetes resource quantities (`500m`, `1.5Gi`, `2e3`), parsed exactly and compared, for
//! the operator's `limit >= request` rule (`validateResourceOverrides`, both API groups).
//!
//! Hand-written rather than a crate: the one comparison needs ~80 lines, while `kube_quantity`
//! brings `nom` and `rust_decimal` into every build. The grammar is apimachinery's
//! (`resource.ParseQuantity`): `[+-]digits[.digits](Ki|Mi|Gi|Ti|Pi|Ei|n|u|m|k|M|G|T|P|E|
//! [eE][+-]digits)?`.

use std::cmp::Ordering;

/// An exact quantity: `sign × mantissa × 10^exp10 × 2^exp2`. Equal when the values are
/// (`1` and `1000m`), whatever the spelling.
#[derive(Debug, Clone, Copy)]
pub struct Quantity {
    negative: bool,
    mantissa: u64,
    exp10: i64,
    exp2: u32,
}

/// The most significant digits kept exactly (more do not occur in resource requests).
const MAX_DIGITS: usize = 19;

impl Quantity {
    /// Parses a quantity; `None` when it does not follow the grammar (or has more than 19
    /// significant digits).
    pub fn parse(text: &str) -> Option<Quantity> {
        let s = text.trim();
        let (negative, s) = match s.as_bytes().first()? {
            b'-' => (true, &s[1..]),
            b'+' => (false, &s[1..]),
            _ => (false, s),
        };
        let end = s
            .find(|c: char| !(c.is_ascii_digit() || c == '.'))
            .unwrap_or(s.len());
        let (number, suffix) = s.split_at(end);
        let (int, frac) = number.split_once('.').unwrap_or((number, ""));
        if (int.is_empty() && frac.is_empty()) || frac.contains('.') {
            return None;
        }
        let (mut exp10, exp2): (i64, u32) = match suffix {
            "" => (0, 0),
            "n" => (-9, 0),
            "u" => (-6, 0),
            "m" => (-3, 0),
            "k" => (3, 0),
            "M" => (6, 0),
            "G" => (9, 0),
            "T" => (12, 0),
            "P" => (15, 0),
            "E" => (18, 0),
            "Ki" => (0, 10),
            "Mi" => (0, 20),
            "Gi" => (0, 30),
            "Ti" => (0, 40),
            "Pi" => (0, 50),
            "Ei" => (0, 60),
            _ => {
                let exp = suffix.strip_prefix(['e', 'E'])?;
                let digits = exp.strip_prefix(['+', '-']).unwrap_or(exp);
                if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
                    return None;
                }
                (exp.parse().ok()?, 0)
            }
        };
        let mut digits: String = format!("{int}{frac}").trim_start_matches('0').to_string();
        exp10 -= frac.len() as i64;
        while digits.ends_with('0') {
            digits.pop();
            exp10 += 1;
        }
        if digits.len() > MAX_DIGITS {
            return None;
        }
        let mantissa = if digits.is_empty() {
            0
        } else {
            digits.parse().ok()?
        };
        Some(Quantity {
            negative: negative && mantissa != 0,
            mantissa,
            exp10: if mantissa == 0 { 0 } else { exp10 },
            exp2,
        })
    }

    /// Whether the quantity is zero.
    pub fn is_zero(&self) -> bool {
        self.mantissa == 0
    }

    /// Whether the quantity is below zero.
    pub fn is_negative(&self) -> bool {
        self.negative
    }

    /// Compares magnitudes exactly: `m × 2^b` fits in 124 bits, and a power of ten that would
    /// overflow decides the comparison by itself.
    fn cmp_magnitude(&self, other: &Quantity) -> Ordering {
        let a = u128::from(self.mantissa) << self.exp2;
        let b = u128::from(other.mantissa) << other.exp2;
        if a == 0 || b == 0 {
            return a.cmp(&b);
        }
        let scale = |m: u128, by: i64| -> Option<u128> {
            (0..by).try_fold(m, |acc, _| acc.checked_mul(10))
        };
        let d = self.exp10 - other.exp10;
        if d >= 0 {
            scale(a, d).map_or(Ordering::Greater, |a| a.cmp(&b))
        } else {
            scale(b, -d).map_or(Ordering::Less, |b| a.cmp(&b))
        }
    }
}

impl PartialEq for Quantity {
    fn eq(&self, other: &Quantity) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}

impl Eq for Quantity {}

impl PartialOrd for Quantity {
    fn partial_cmp(&self, other: &Quantity) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Quantity {
    fn cmp(&self, other: &Quantity) -> Ordering {
        match (self.negative, other.negative) {
            (false, true) => Ordering::Greater,
            (true, false) => Ordering::Less,
            (false, false) => self.cmp_magnitude(other),
            (true, true) => other.cmp_magnitude(self),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn q(s: &str) -> Quantity {
        Quantity::parse(s).unwrap_or_else(|| panic!("{s} parses"))
    }

    #[test]
    fn parses_every_suffix_form() {
        for ok in [
            "1", "+1", "-1", "1.5", ".5", "5.", "500m", "100n", "3u", "2k", "1M", "1G", "1T", "1P",
            "1E", "1Ki", "1Mi", "1.5Gi", "1Ti", "1Pi", "1Ei", "1e3", "1E-3", "2e+2", "0",
        ] {
            assert!(Quantity::parse(ok).is_some(), "{ok}");
        }
        for bad in [
            "", "-", ".", "1..2", "1.2.3", "1Kb", "1 Gi", "e3", "1e", "1e+", "abc", "1ki",
        ] {
            assert_eq!(Quantity::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn compares_exactly_across_suffixes() {
        assert_eq!(q("1"), q("1000m"));
        assert_eq!(q("1k"), q("1e3"));
        assert_eq!(q("1.5Gi"), q("1536Mi"));
        assert_eq!(q("0.1"), q("100m"));
        assert!(q("1Gi") > q("1G"), "binary is larger");
        assert!(q("999m") < q("1"));
        assert!(q("1Ei") > q("1E"));
        assert!(q("1E") > q("999P"));
        assert!(q("-1") < q("0"));
        assert!(q("-2") < q("-1"));
        assert_eq!(q("-0"), q("0"));
        assert!(q("1e30") > q("1Ei"), "an overflowing power of ten decides");
        assert!(q("1e-30") < q("1n"));
        assert!(q("0") < q("1n"));
    }

    #[test]
    fn zero_and_sign() {
        assert!(q("0").is_zero() && q("0.000").is_zero() && !q("0").is_negative());
        assert!(q("-100m").is_negative());
    }
}
