//! kubectl-style durations (`30s`, `1m`, `500ms`, a bare number of seconds; `0` = none), as the
//! flags and the operator's `LEGACY_CLEANUP_DELAY` write them.

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
        .map_err(|e| format!("invalid duration {t:?}: {e} (use e.g. 30s, 5m, 1h)"))
}
