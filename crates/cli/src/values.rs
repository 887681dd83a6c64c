//! What flag values parse to, once, at the edge: clap runs these parsers, so a bad value is a
//! usage error (exit 2) before anything runs, and the code behind the flags reads typed values.

use std::time::Duration;

use jiff::SignedDuration;

use nodewright_model::duration::parse_duration;
use nodewright_model::selector::parse_selector;
use nodewright_model::taint::TaintSpec;
use nodewright_model::version::{NEWEST_KNOWN_RELEASE, Release, Rule};

/// A duration flag as kubectl writes it (`30s`, `5m`, `500ms`, a bare number of seconds); `0`
/// is none: no limit, or the command's default.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DurationArg(Option<Duration>);

/// The longest duration any flag takes: 100 years (876000h). Past it a duration is a usage
/// error, not a clock or a timestamp that overflows later.
pub const MAX_DURATION: Duration = Duration::from_secs(100 * 365 * 24 * 3600);

/// A kubectl-style duration, at most [`MAX_DURATION`].
fn bounded(text: &str) -> Result<Option<Duration>, String> {
    match parse_duration(text)? {
        Some(d) if d > MAX_DURATION => Err(format!(
            "duration {:?} is too long: at most 876000h (100 years)",
            text.trim()
        )),
        d => Ok(d),
    }
}

impl DurationArg {
    /// The value parser of every duration flag.
    pub fn parse(text: &str) -> Result<DurationArg, String> {
        bounded(text).map(DurationArg)
    }

    /// The duration; `None` for `0`.
    pub fn get(self) -> Option<Duration> {
        self.0
    }

    /// The duration, `0` being no limit.
    pub fn or_unlimited(self) -> Duration {
        self.0.unwrap_or(Duration::MAX)
    }
}

impl From<Duration> for DurationArg {
    fn from(d: Duration) -> Self {
        DurationArg((!d.is_zero()).then_some(d))
    }
}

/// `rollout --window`: a positive duration.
pub fn window(text: &str) -> Result<SignedDuration, String> {
    let w = bounded(text)?
        .filter(|d| !d.is_zero())
        .ok_or("must be a positive duration, e.g. 30m or 2h")?;
    SignedDuration::try_from(w).map_err(|e| e.to_string())
}

/// A label selector (`-l`), checked here so that a typo is a usage error, not the API server's
/// 400; kept as typed, as the API server takes it.
pub fn selector(text: &str) -> Result<String, String> {
    parse_selector(text)
        .map(|_| text.to_string())
        .map_err(|e| format!("invalid selector {text:?}: {e}"))
}

/// An operator release (`upgrade check --to`).
pub fn release(text: &str) -> Result<Release, String> {
    Release::parse(text)
        .ok_or_else(|| format!("{text:?} is not an operator release (e.g. {NEWEST_KNOWN_RELEASE})"))
}

/// `--removal-version`: the operator release that drops the legacy skyhook.nvidia.com group and
/// taint. Its default, also what `GlobalArgs::default()` holds, is the release the table names
/// ([`Rule::LegacyRemoved`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RemovalArg(Release);

impl RemovalArg {
    /// The value parser of `--removal-version`.
    pub fn parse(text: &str) -> Result<RemovalArg, String> {
        release(text).map(RemovalArg)
    }

    /// The release.
    pub fn get(self) -> Release {
        self.0
    }
}

impl Default for RemovalArg {
    fn default() -> Self {
        RemovalArg(Rule::LegacyRemoved.since())
    }
}

/// `--runtime-required-taint`: kubectl's taint syntax, `key[=value]:Effect`, as the operator
/// reads its `RUNTIME_REQUIRED_TAINT`.
pub fn taint(text: &str) -> Result<TaintSpec, String> {
    TaintSpec::parse(text).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_parse_like_kubectl() {
        let d = |t: &str| DurationArg::parse(t).ok().and_then(DurationArg::get);
        assert_eq!(d("30s"), Some(Duration::from_secs(30)));
        assert_eq!(d("5"), Some(Duration::from_secs(5)));
        assert_eq!(d("0"), None);
        assert!(DurationArg::parse("soon").is_err());
        assert!(DurationArg::parse("876000h").is_ok());
        assert!(DurationArg::parse("876001h").is_err());
        assert!(window("200000000h").is_err());
    }

    #[test]
    fn a_window_is_positive_and_a_release_a_release() {
        assert_eq!(window("1h"), Ok(SignedDuration::from_hours(1)));
        assert!(window("0").is_err() && window("soon").is_err());
        assert!(release("v0.20.0").is_ok() && release("latest").is_err());
        let removal = |t: &str| RemovalArg::parse(t).map(RemovalArg::get);
        assert_eq!(removal("v0.22.0"), release("v0.22.0"));
        assert!(
            removal("soon").is_err(),
            "not a release: refused at the edge"
        );
        assert_eq!(
            RemovalArg::default(),
            RemovalArg::parse(nodewright_model::version::DEFAULT_REMOVAL_RELEASE)
                .expect("a release"),
            "the default is the flag's default"
        );
        assert!(selector("pool in (a,b)").is_ok() && selector("pool in (a").is_err());
        assert_eq!(selector("").as_deref(), Ok(""));
    }

    #[test]
    fn a_taint_flag_is_a_taint_or_says_what_is_wrong_and_the_form() {
        assert_eq!(
            taint("example.com/gate=on:NoSchedule").map(|t| t.to_string()),
            Ok("example.com/gate=on:NoSchedule".to_string())
        );
        let e = taint("nodewright.nvidia.com-").expect_err("a deletion");
        assert!(
            e.contains("removing a taint") && e.contains("key[=value]:Effect"),
            "{e}"
        );
        let e = taint("gate=on").expect_err("no effect");
        assert!(
            e.contains("no effect") && e.contains("key[=value]:Effect"),
            "{e}"
        );
        assert!(taint("bad key:NoSchedule").is_err_and(|e| e.contains("bad key")));
    }
}
