//! The one version rule: which operator release a version string names, and what that release
//! does (gating.md, "Which taints the operator recognises depends on its version").
//!
//! Every question of the form "is the operator v0.18 or later?" goes through [`Release`] and
//! the functions below, so the answer is the same wherever it is asked. A version is read as
//! its release core, `MAJOR.MINOR[.PATCH]` (a missing patch is 0): a pre-release or build suffix
//! (`v0.18.0-rc.1`, `v0.18.0+abc`) is ignored, because a release candidate is cut from its
//! release's code line and already carries what that release brings (the rename's shim in
//! `v0.18.0-rc.1`, the shim's removal in the removal release's candidates). Anything else
//! (`latest`, a digest, `main`, empty) is unknown: `None`, never "older" or "newer".

use std::cmp::Ordering;

/// The first release of the renamed operator (it ships the shim that mirrors and copies).
pub const FIRST_RENAMED_RELEASE: &str = "v0.18.0";

/// The release that stops recognising the legacy `skyhook.nvidia.com` taint, unless
/// `--removal-version` says otherwise.
pub const DEFAULT_REMOVAL_RELEASE: &str = "v0.20.0";

/// A release number, compared numerically.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Release {
    pub major: u64,
    pub minor: u64,
    pub patch: u64,
}

impl Release {
    /// Parses `v0.18.1`, `0.18`, `v0.18.0-rc.1`; `None` for anything that is not a release.
    pub fn parse(version: &str) -> Option<Release> {
        let v = version.trim();
        let v = v.strip_prefix('v').unwrap_or(v);
        let core = v.split(['-', '+']).next()?;
        let mut parts = core.split('.');
        let num = |p: Option<&str>| -> Option<u64> {
            let p = p?;
            (!p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()))
                .then(|| p.parse().ok())
                .flatten()
        };
        let major = num(parts.next())?;
        let minor = num(parts.next())?;
        let patch = match parts.next() {
            None => 0,
            p => num(p)?,
        };
        if parts.next().is_some() {
            return None;
        }
        Some(Release {
            major,
            minor,
            patch,
        })
    }
}

impl std::fmt::Display for Release {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "v{}.{}.{}", self.major, self.minor, self.patch)
    }
}

/// `version` compared with `floor`: `None` when either is not a release.
pub fn compare(version: &str, floor: &str) -> Option<Ordering> {
    Some(Release::parse(version)?.cmp(&Release::parse(floor)?))
}

/// Whether `version` is `floor` or later; `None` when either is not a release.
pub fn at_least(version: &str, floor: &str) -> Option<bool> {
    compare(version, floor).map(Ordering::is_ge)
}

/// Whether an operator of this version is the renamed one (v0.18.0 or later): `None` when the
/// version is unknown or not a release.
pub fn renamed(version: Option<&str>) -> Option<bool> {
    at_least(version?, FIRST_RENAMED_RELEASE)
}

/// Where an operator release stands against the rename and the legacy key's removal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Era {
    /// Before v0.18: serves `skyhook.nvidia.com` only and knows exactly one taint.
    PreRename,
    /// v0.18 up to, not including, the removal release: the legacy taint is recognised beside
    /// the configured one.
    Window,
    /// The removal release or later: the legacy taint is no longer recognised.
    PastRemoval,
}

/// The era of an operator of this version, judged against `removal` (the removal release);
/// `None` when the version (or `removal`) is not a release.
pub fn era(version: Option<&str>, removal: &str) -> Option<Era> {
    let v = Release::parse(version?)?;
    if v < Release::parse(FIRST_RENAMED_RELEASE)? {
        Some(Era::PreRename)
    } else if v < Release::parse(removal)? {
        Some(Era::Window)
    } else {
        Some(Era::PastRemoval)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_releases_and_nothing_else() {
        let r = |s| Release::parse(s);
        assert_eq!(
            r("v0.18.1"),
            Some(Release {
                major: 0,
                minor: 18,
                patch: 1
            })
        );
        assert_eq!(r("0.18"), r("v0.18.0"), "a missing patch is 0");
        assert_eq!(r("v0.18.0-rc.1"), r("v0.18.0"), "pre-release ignored");
        assert_eq!(r("v0.18.0+abc"), r("v0.18.0"), "build ignored");
        for bad in [
            "",
            "latest",
            "v",
            "v1",
            "main",
            "sha256:abc",
            "v0.x.1",
            "v0.18.1.2",
            "v-1.0",
        ] {
            assert_eq!(r(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn compares_numerically_and_unknown_stays_unknown() {
        assert_eq!(at_least("v0.20.0", "v0.20.0"), Some(true));
        assert_eq!(at_least("v0.21.1", "v0.20.0"), Some(true));
        assert_eq!(at_least("v0.19.9", "v0.20.0"), Some(false));
        assert_eq!(at_least("v0.9.0", "v0.18.0"), Some(false), "not by text");
        assert_eq!(at_least("latest", "v0.18.0"), None);
        assert_eq!(at_least("v0.18.0", "garbage"), None);
    }

    #[test]
    fn the_rename_at_every_boundary() {
        assert_eq!(renamed(Some("v0.17.9")), Some(false));
        assert_eq!(renamed(Some("v0.17.0")), Some(false));
        assert_eq!(
            renamed(Some("v0.18.0-rc.1")),
            Some(true),
            "a candidate of v0.18.0 carries the rename"
        );
        assert_eq!(renamed(Some("v0.18.0")), Some(true));
        assert_eq!(renamed(Some("v0.20.0")), Some(true));
        assert_eq!(renamed(Some("v1.0.0")), Some(true));
        assert_eq!(renamed(Some("latest")), None);
        assert_eq!(renamed(None), None);
    }

    #[test]
    fn eras_at_every_boundary() {
        let e = |v| era(Some(v), DEFAULT_REMOVAL_RELEASE);
        assert_eq!(e("v0.15.0"), Some(Era::PreRename));
        assert_eq!(e("v0.17.3"), Some(Era::PreRename));
        assert_eq!(e("v0.18.0-rc.2"), Some(Era::Window));
        assert_eq!(e("v0.18.0"), Some(Era::Window));
        assert_eq!(e("v0.19.9"), Some(Era::Window));
        assert_eq!(
            e("v0.20.0-rc.1"),
            Some(Era::PastRemoval),
            "a candidate of the removal release has no shim"
        );
        assert_eq!(e("v0.20.0"), Some(Era::PastRemoval));
        assert_eq!(e("v0.21.0"), Some(Era::PastRemoval));
        assert_eq!(
            era(Some("v0.20.1"), "v0.21.0"),
            Some(Era::Window),
            "--removal-version"
        );
        assert_eq!(e("latest"), None);
        assert_eq!(era(None, DEFAULT_REMOVAL_RELEASE), None);
        assert_eq!(era(Some("v0.19.0"), "soon"), None);
    }
}
