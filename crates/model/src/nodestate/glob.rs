//! Go's `filepath.Match`, as the operator matches config interrupt keys (`HasInterrupt`).

/// Go `filepath.Match` on names without separators: `*`, `?`, `[...]` (with `^` negation and
/// ranges), `\` escapes. A malformed pattern matches nothing (the operator ignores the error).
pub fn glob_match(pattern: &str, name: &str) -> bool {
    let p: Vec<char> = pattern.chars().collect();
    let n: Vec<char> = name.chars().collect();
    glob_at(&p, &n).unwrap_or(false)
}

fn glob_at(p: &[char], n: &[char]) -> Option<bool> {
    // Iterative star backtracking keeps this linear-ish and stack-safe.
    let (mut pi, mut ni) = (0usize, 0usize);
    let mut star: Option<(usize, usize)> = None;
    loop {
        if pi < p.len() {
            match p[pi] {
                '*' => {
                    star = Some((pi, ni));
                    pi += 1;
                    continue;
                }
                c if ni < n.len() && n[ni] != '/' => {
                    let (ok, next) = match c {
                        '?' => (true, pi + 1),
                        '[' => class_match(p, pi, n[ni])?,
                        '\\' => {
                            let esc = *p.get(pi + 1)?;
                            (esc == n[ni], pi + 2)
                        }
                        lit => (lit == n[ni], pi + 1),
                    };
                    if ok {
                        pi = next;
                        ni += 1;
                        continue;
                    }
                }
                _ => {}
            }
        } else if ni == n.len() {
            return Some(true);
        }
        match star {
            Some((sp, sn)) if sn < n.len() && n[sn] != '/' => {
                star = Some((sp, sn + 1));
                pi = sp + 1;
                ni = sn + 1;
            }
            _ => {
                // Go still reports a bad pattern after a failed match; treat as no match.
                return Some(false);
            }
        }
    }
}

/// Matches `c` against the class starting at `p[start] == '['`; returns (matched, index after).
fn class_match(p: &[char], start: usize, c: char) -> Option<(bool, usize)> {
    let mut i = start + 1;
    let negate = p.get(i) == Some(&'^');
    if negate {
        i += 1;
    }
    let mut matched = false;
    let mut first = true;
    loop {
        let ch = *p.get(i)?;
        if ch == ']' && !first {
            return Some((matched != negate, i + 1));
        }
        first = false;
        let lo = if ch == '\\' {
            i += 1;
            *p.get(i)?
        } else {
            ch
        };
        i += 1;
        let hi = if p.get(i) == Some(&'-') && p.get(i + 1).is_some_and(|c| *c != ']') {
            let mut h = *p.get(i + 1)?;
            i += 2;
            if h == '\\' {
                h = *p.get(i)?;
                i += 1;
            }
            h
        } else {
            lo
        };
        if lo > hi {
            return None;
        }
        if lo <= c && c <= hi {
            matched = true;
        }
    }
}
