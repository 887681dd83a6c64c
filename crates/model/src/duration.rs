//! Durations: kubectl-style for the plugin's flags (`30s`, `1m`, `500ms`, a bare number of
//! seconds; `0` = none), and Go's grammar for the values the operator reads.

use std::time::Duration;

/// Parses a kubectl-style duration: `30s`, `1m`, `500ms`, or a bare number of seconds; `0` = none.
pub fn parse_duration(text: &str) -> Result<Option<Duration>, String> {
    let t = text.trim();
    if t == "0" || t.is_empty() {
        return Ok(None);
    }
    if let Ok(secs) = t.parse::<u64>() {
        return Ok(Some(Duration::from_secs(secs)));
    }
    humantime::parse_duration(t)
        .map(|d| if d.is_zero() { None } else { Some(d) })
        .map_err(|_| format!("invalid duration {t:?}: use e.g. 30s, 5m, 1h"))
}

/// Parses a duration as the operator does, with Go's `time.ParseDuration` (its env values
/// `LEGACY_CLEANUP_DELAY`, `JOB_TTL_*`, and a CR's `drainConfig.timeout`): a sequence of decimal
/// numbers each with a unit (`ns`, `us`, `µs`, `ms`, `s`, `m`, `h`), as `1.5h` or `2h45m`; `0`
/// alone is zero; a bare number is refused. A crate does not fit here: kube's `Duration`
/// (kube-core) has this grammar but brings the HTTP types into the model.
pub fn parse_go_duration(text: &str) -> Result<Duration, String> {
    static PART: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
        regex::Regex::new(r"(\d*)(?:\.(\d*))?(ns|us|µs|ms|s|m|h)").expect("a valid pattern")
    });
    let bad = || format!("invalid duration {text:?} (Go's form: 30s, 1.5h, 2h45m)");
    let t = text.strip_prefix('+').unwrap_or(text);
    if t == "0" {
        return Ok(Duration::ZERO);
    }
    // The parts must follow each other from the first byte to the last.
    let (mut nanos, mut end) = (0.0_f64, 0);
    for part in PART.captures_iter(t) {
        let (whole, frac) = (&part[1], part.get(2).map_or("", |f| f.as_str()));
        let span = part.get_match();
        if span.start() != end || (whole.is_empty() && frac.is_empty()) {
            return Err(bad());
        }
        end = span.end();
        let number: f64 = format!("0{whole}.{frac}0").parse().map_err(|_| bad())?;
        let unit = match &part[3] {
            "ns" => 1.0,
            "us" | "µs" => 1e3,
            "ms" => 1e6,
            "s" => 1e9,
            "m" => 60e9,
            _ => 3600e9,
        };
        nanos += number * unit;
    }
    if t.is_empty() || end != t.len() {
        return Err(bad());
    }
    Duration::try_from_secs_f64(nanos / 1e9).map_err(|_| bad())
}

#[cfg(test)]
mod go_tests {
    use std::time::Duration;

    use super::parse_go_duration;

    #[test]
    fn reads_durations_as_go_does() {
        let ok = |t: &str| parse_go_duration(t).expect(t);
        assert_eq!(ok("0"), Duration::ZERO);
        assert_eq!(ok("30s"), Duration::from_secs(30));
        assert_eq!(ok("1.5h"), Duration::from_secs(5400));
        assert_eq!(ok("2h45m"), Duration::from_secs(9900));
        assert_eq!(ok(".5s"), Duration::from_millis(500));
        assert_eq!(ok("1.s"), Duration::from_secs(1));
        assert_eq!(ok("300ms"), Duration::from_millis(300));
        assert_eq!(ok("10µs"), Duration::from_micros(10));
        assert_eq!(ok("+5m"), Duration::from_secs(300));
        for bad in ["30", "", "s", ".s", "1d", "1h 30m", "-5s", "1.5.h"] {
            assert!(parse_go_duration(bad).is_err(), "{bad:?}");
        }
    }
}
