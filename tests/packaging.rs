//! Shipping the plugin: the krew manifest and its template, the release archive, the committed
//! completion scripts and man pages, kubectl's plugin-completion protocol (also through the real
//! kubectl and the `kubectl_complete-nodewright` shim), and the two RBAC roles in `rbac/`.
//!
//! `UPDATE_COMPLETIONS=1 cargo test --test packaging completions` rewrites `completions/` from
//! the clap definitions. The static release build runs twice (two LTO builds, the suite's
//! slowest test) to show that two builds of one commit give the same archive.

mod common;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use common::fleet::{self, Flavor, Fleet, Operator, Role, Situation};
use common::{Cluster, describe, plugin_command, unique};
use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_kubectl-nodewright");
const KUBECTL: &str = "/usr/bin/kubectl";
const GATE: &str = "nodewright.nvidia.com=runtime-required:NoSchedule";

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

// ------------------------------------------------------------------------------------------------
// krew manifest: the checks of krew's validator (pkg/index/validation) and krew-index's review.

fn is_semver_with_v(v: &str) -> bool {
    let Some(rest) = v.strip_prefix('v') else {
        return false;
    };
    let (core, _build) = rest.split_once('+').unwrap_or((rest, ""));
    let (core, pre) = core.split_once('-').unwrap_or((core, ""));
    let parts: Vec<&str> = core.split('.').collect();
    let numeric = |p: &str| {
        !p.is_empty() && p.chars().all(|c| c.is_ascii_digit()) && (p == "0" || !p.starts_with('0'))
    };
    parts.len() == 3
        && parts.iter().all(|p| numeric(p))
        && pre.split('.').all(|id| {
            pre.is_empty()
                || (!id.is_empty() && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'))
        })
}

fn is_sha256(s: &str) -> bool {
    s.len() == 64
        && s.chars()
            .all(|c| c.is_ascii_digit() || ('a'..='f').contains(&c))
}

/// Every problem krew (or the krew-index review) would report; empty when valid.
fn krew_problems(m: &Value, file_stem: &str) -> Vec<String> {
    let mut p = Vec::new();
    let s = |v: &Value| v.as_str().unwrap_or("").to_string();
    if s(&m["apiVersion"]) != "krew.googlecontainertools.github.com/v1alpha2" {
        p.push(format!(
            "apiVersion {:?} is not krew's v1alpha2",
            m["apiVersion"]
        ));
    }
    if s(&m["kind"]) != "Plugin" {
        p.push("kind must be Plugin".into());
    }
    let name = s(&m["metadata"]["name"]);
    if name.is_empty()
        || !name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
    {
        p.push(format!("metadata.name {name:?} is not a safe plugin name"));
    }
    if name != file_stem {
        p.push(format!(
            "metadata.name {name:?} differs from the file name {file_stem:?}"
        ));
    }
    let spec = &m["spec"];
    if !is_semver_with_v(&s(&spec["version"])) {
        p.push(format!(
            "spec.version {:?} is not v-prefixed semver",
            spec["version"]
        ));
    }
    let home = s(&spec["homepage"]);
    if !home.starts_with("https://") {
        p.push(format!("spec.homepage {home:?} is not an https URL"));
    }
    let short = s(&spec["shortDescription"]);
    if short.is_empty() || short.chars().count() > 50 {
        p.push(format!(
            "spec.shortDescription must be 1..=50 characters: {short:?}"
        ));
    }
    if short.to_ascii_lowercase().contains("kubectl") {
        p.push("spec.shortDescription should not repeat \"kubectl\"".into());
    }
    let desc = s(&spec["description"]);
    if desc.trim().is_empty() {
        p.push("spec.description is empty".into());
    }
    for line in desc.lines() {
        let l = line.trim_start();
        if l.starts_with('$')
            || l.starts_with("kubectl ")
            || l.starts_with("```")
            || l.to_ascii_lowercase().starts_with("usage")
            || l.to_ascii_lowercase().starts_with("example")
        {
            p.push(format!("spec.description has a usage example: {line:?}"));
        }
    }
    let platforms = spec["platforms"].as_array().cloned().unwrap_or_default();
    if platforms.is_empty() {
        p.push("spec.platforms is empty".into());
    }
    for (i, pl) in platforms.iter().enumerate() {
        let sel = &pl["selector"];
        if sel.get("matchExpressions").is_some() {
            p.push(format!("platform {i}: use matchLabels os/arch only"));
        }
        let labels = sel["matchLabels"].as_object().cloned().unwrap_or_default();
        for k in labels.keys() {
            if k != "os" && k != "arch" {
                p.push(format!(
                    "platform {i}: selector key {k:?} is not os or arch"
                ));
            }
        }
        if !labels.contains_key("os") || !labels.contains_key("arch") {
            p.push(format!("platform {i}: selector needs os and arch"));
        }
        let uri = s(&pl["uri"]);
        if !uri.starts_with("https://") {
            p.push(format!("platform {i}: uri {uri:?} is not https"));
        }
        if !is_sha256(&s(&pl["sha256"])) {
            p.push(format!(
                "platform {i}: sha256 {:?} is not 64 lower-case hex",
                pl["sha256"]
            ));
        }
        let bin = s(&pl["bin"]);
        if bin.is_empty() || bin.starts_with('/') || bin.contains("..") {
            p.push(format!("platform {i}: bin {bin:?} must be a relative path"));
        }
        if labels.get("os").and_then(Value::as_str) == Some("windows") && !bin.ends_with(".exe") {
            p.push(format!("platform {i}: a windows bin ends in .exe"));
        }
        for f in pl["files"].as_array().cloned().unwrap_or_default() {
            if s(&f["from"]).is_empty() || s(&f["to"]).is_empty() {
                p.push(format!("platform {i}: files entries need from and to"));
            }
        }
        // Ours: the archive name says what the selector says, and the tag; Windows' is a zip.
        let os = labels.get("os").and_then(Value::as_str).unwrap_or("?");
        let os_arch = format!(
            "_{os}_{}.{}",
            labels.get("arch").and_then(Value::as_str).unwrap_or("?"),
            if os == "windows" { "zip" } else { "tar.gz" }
        );
        if !uri.ends_with(&os_arch) || !uri.contains(&format!("/{}/", s(&spec["version"]))) {
            p.push(format!(
                "platform {i}: uri {uri:?} does not name the version and {os_arch}"
            ));
        }
    }
    // krew: no two platforms may match one os/arch.
    for os in ["darwin", "linux", "windows"] {
        for arch in ["386", "amd64", "arm", "arm64", "ppc64le", "s390x"] {
            let n = platforms
                .iter()
                .filter(|pl| {
                    pl["selector"]["matchLabels"].as_object().is_some_and(|l| {
                        l.iter().all(|(k, v)| match k.as_str() {
                            "os" => v == os,
                            "arch" => v == arch,
                            _ => false,
                        })
                    })
                })
                .count();
            if n > 1 {
                p.push(format!("{n} platforms overlap on {os}/{arch}"));
            }
        }
    }
    p
}

fn parse_yaml(text: &str) -> Value {
    serde_saphyr::from_str::<Value>(text).unwrap_or_else(|e| panic!("not YAML: {e}\n{text}"))
}

/// `.krew.yaml` rendered the way krew-release-bot renders it, with a made-up checksum.
fn render_template(tag: &str) -> String {
    let t = std::fs::read_to_string(repo().join(".krew.yaml")).expect(".krew.yaml");
    t.replace("{{ .TagName }}", tag)
        .lines()
        .map(|l| {
            let trimmed = l.trim_start();
            if let Some(rest) = trimmed.strip_prefix("{{addURIAndSha \"") {
                let indent = &l[..l.len() - trimmed.len()];
                let url = rest.split('"').next().unwrap_or("");
                format!(
                    "{indent}uri: {url}\n{indent}sha256: \"{}\"",
                    "0e".repeat(32)
                )
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn platform_set(m: &Value) -> BTreeSet<String> {
    m["spec"]["platforms"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|p| {
            format!(
                "{}/{}",
                p["selector"]["matchLabels"]["os"].as_str().unwrap_or("?"),
                p["selector"]["matchLabels"]["arch"].as_str().unwrap_or("?")
            )
        })
        .collect()
}

#[test]
fn the_committed_krew_manifest_validates_as_krew_does() {
    let text = std::fs::read_to_string(repo().join("krew/nodewright.yaml")).expect("manifest");
    let m = parse_yaml(&text);
    let problems = krew_problems(&m, "nodewright");
    assert!(problems.is_empty(), "krew/nodewright.yaml: {problems:#?}");
    assert_eq!(
        m["spec"]["version"].as_str(),
        Some(format!("v{}", env!("CARGO_PKG_VERSION")).as_str()),
        "the manifest is for this version: run scripts/release --update-manifest"
    );
    // The committed manifest is filled by a release run (`RELEASE_TARGETS="$(scripts/release
    // --all-targets)" scripts/release --update-manifest`, about 100 min wall and 40 min of CPU for
    // the five LTO builds on this loaded 2-core machine): every platform kubectl runs on.
    assert_eq!(
        platform_set(&m),
        every_platform(),
        "the manifest names the five platforms: run the five-target release with --update-manifest"
    );
}

/// Where kubectl runs: what scripts/release builds (`--all-targets`) and krew installs.
fn every_platform() -> BTreeSet<String> {
    [
        "darwin/amd64",
        "darwin/arm64",
        "linux/amd64",
        "linux/arm64",
        "windows/amd64",
    ]
    .into_iter()
    .map(String::from)
    .collect()
}

#[test]
fn the_release_bot_template_renders_to_a_valid_manifest_for_five_platforms() {
    let m = parse_yaml(&render_template("v1.2.3"));
    let problems = krew_problems(&m, "nodewright");
    assert!(problems.is_empty(), ".krew.yaml rendered: {problems:#?}");
    assert_eq!(platform_set(&m), every_platform());
    // The script builds exactly those.
    let out = Command::new(repo().join("scripts/release"))
        .arg("--all-targets")
        .output()
        .expect("scripts/release --all-targets");
    let mut built: Vec<&str> = Vec::new();
    let targets = text(&out.stdout);
    for t in targets.split_whitespace() {
        built.push(match t {
            "x86_64-unknown-linux-musl" => "linux/amd64",
            "aarch64-unknown-linux-musl" => "linux/arm64",
            "x86_64-apple-darwin" => "darwin/amd64",
            "aarch64-apple-darwin" => "darwin/arm64",
            "x86_64-pc-windows-gnu" => "windows/amd64",
            other => panic!("unexpected target {other}"),
        });
    }
    let built: BTreeSet<String> = built.into_iter().map(String::from).collect();
    assert_eq!(built, every_platform());
}

#[test]
fn the_validator_rejects_what_krew_rejects() {
    let good = parse_yaml(&render_template("v1.2.3"));
    assert!(krew_problems(&good, "nodewright").is_empty());
    let mut cases: Vec<(&str, Value)> = Vec::new();
    let mut m = good.clone();
    m["spec"]["version"] = "1.2.3".into();
    cases.push(("no v", m));
    let mut m = good.clone();
    m["spec"]["platforms"][0]["sha256"] = "ABC".into();
    cases.push(("bad sha", m));
    let mut m = good.clone();
    m["spec"]["platforms"][1]["selector"]["matchLabels"]["arch"] = "amd64".into();
    cases.push(("overlap", m));
    let mut m = good.clone();
    m["spec"]["platforms"][0]["selector"]["matchLabels"]["distro"] = "ubuntu".into();
    cases.push(("selector key", m));
    let mut m = good.clone();
    m["spec"]["shortDescription"] = "x".repeat(51).into();
    cases.push(("long short description", m));
    let mut m = good.clone();
    m["spec"]["description"] = "Does things.\n  $ kubectl nodewright status\n".into();
    cases.push(("usage in description", m));
    let mut m = good.clone();
    m["spec"]["platforms"][2]["bin"] = "".into();
    cases.push(("no bin", m));
    let mut m = good.clone();
    m["spec"]["platforms"][2]["uri"] = Value::Null;
    cases.push(("no uri", m));
    let windows = good["spec"]["platforms"]
        .as_array()
        .and_then(|a| {
            a.iter()
                .position(|p| p["selector"]["matchLabels"]["os"] == "windows")
        })
        .expect("a windows platform");
    let mut m = good;
    m["spec"]["platforms"][windows]["bin"] = "kubectl-nodewright".into();
    cases.push(("windows bin without .exe", m));
    for (what, m) in cases {
        assert!(!krew_problems(&m, "nodewright").is_empty(), "{what} passed");
    }
}

// ------------------------------------------------------------------------------------------------
// Release archive.

fn sha256_of(path: &Path) -> String {
    let out = Command::new("sha256sum")
        .arg(path)
        .output()
        .expect("sha256sum");
    text(&out.stdout)
        .split_whitespace()
        .next()
        .unwrap_or("")
        .to_string()
}

/// Runs scripts/release into a temp dir and checks what it wrote; returns (dist, archive).
fn release_into(dist: &Path, env: &[(&str, &str)]) -> PathBuf {
    let mut cmd = Command::new(repo().join("scripts/release"));
    cmd.env("DIST", dist).stdin(Stdio::null());
    for (k, v) in env {
        cmd.env(k, v);
    }
    let out = cmd.output().expect("run scripts/release");
    assert!(out.status.success(), "scripts/release: {}", describe(&out));
    let tag = format!("v{}", env!("CARGO_PKG_VERSION"));
    let archive = dist.join(format!("kubectl-nodewright_{tag}_linux_amd64.tar.gz"));
    assert!(
        archive.exists(),
        "{} missing: {}",
        archive.display(),
        describe(&out)
    );
    // The checksum file and the filled manifest agree with the archive.
    let sum = sha256_of(&archive);
    let sums = std::fs::read_to_string(dist.join("sha256sums.txt")).expect("sha256sums.txt");
    assert!(
        sums.lines().any(|l| l
            == format!(
                "{sum}  {}",
                archive.file_name().and_then(|n| n.to_str()).unwrap_or("")
            )),
        "sha256sums.txt: {sums}"
    );
    let m = parse_yaml(&std::fs::read_to_string(dist.join("nodewright.yaml")).expect("manifest"));
    let problems = krew_problems(&m, "nodewright");
    assert!(problems.is_empty(), "rendered manifest: {problems:#?}");
    let pl = m["spec"]["platforms"]
        .as_array()
        .and_then(|a| {
            a.iter().find(|p| {
                p["selector"]["matchLabels"]["os"] == "linux"
                    && p["selector"]["matchLabels"]["arch"] == "amd64"
            })
        })
        .cloned()
        .expect("linux/amd64 platform");
    assert_eq!(pl["sha256"].as_str(), Some(sum.as_str()));
    assert!(pl["uri"].as_str().unwrap_or("").ends_with(&format!(
        "/{tag}/kubectl-nodewright_{tag}_linux_amd64.tar.gz"
    )));
    // Unpacked: the binary, the licence, the kubectl completion shim and the man pages, as
    // krew's `files` expects.
    let unpacked = dist.join("unpacked");
    std::fs::create_dir_all(&unpacked).expect("mkdir");
    let out = Command::new("tar")
        .arg("-xzf")
        .arg(&archive)
        .arg("-C")
        .arg(&unpacked)
        .output()
        .expect("tar");
    assert!(out.status.success(), "{}", describe(&out));
    let mut names: Vec<String> = std::fs::read_dir(&unpacked)
        .expect("ls")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(
        names,
        [
            "LICENSE",
            "kubectl-nodewright",
            "kubectl_complete-nodewright",
            "man"
        ]
    );
    assert_eq!(
        std::fs::read_to_string(unpacked.join("kubectl_complete-nodewright")).expect("shim"),
        nodewright::cli::completion::KUBECTL_SHIM
    );
    let man: BTreeSet<String> = std::fs::read_dir(unpacked.join("man"))
        .expect("man/")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    let want: BTreeSet<String> = nodewright::cli::completion::man_pages()
        .into_iter()
        .map(|(n, _)| n)
        .collect();
    assert_eq!(man, want, "every man page is in the archive");
    let licence = std::fs::read_to_string(unpacked.join("LICENSE")).expect("LICENSE");
    assert!(licence.contains("Apache License") && licence.contains("Version 2.0"));
    for f in pl["files"].as_array().into_iter().flatten() {
        let from = f["from"].as_str().unwrap_or("?");
        let path = match from.strip_suffix("/*.1") {
            Some(dir) => unpacked.join(dir),
            None => unpacked.join(from),
        };
        assert!(path.exists(), "files: {f}");
    }
    assert!(
        m["spec"]["caveats"]
            .as_str()
            .is_some_and(|c| c.contains("kubectl nodewright completion kubectl")),
        "caveats say how to enable completion"
    );
    assert!(unpacked.join(pl["bin"].as_str().unwrap_or("?")).exists());
    unpacked.join("kubectl-nodewright")
}

/// Runs the real kubectl with `dir` first on PATH, so it finds the plugin there.
fn kubectl_with_path(dir: &Path, kubeconfig: &Path, args: &[&str]) -> Output {
    let path = format!(
        "{}:{}",
        dir.display(),
        std::env::var("PATH").unwrap_or_else(|_| "/usr/bin:/bin".into())
    );
    Command::new(KUBECTL)
        .args(args)
        .env("PATH", path)
        .env("KUBECONFIG", kubeconfig)
        .env("NO_COLOR", "1")
        .stdin(Stdio::null())
        .output()
        .expect("run kubectl")
}

/// A temp dir holding `kubectl-nodewright` (from `bin`) and the shim, as krew installs them.
fn install_dir(bin: &Path) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::copy(bin, dir.path().join("kubectl-nodewright")).expect("copy binary");
    std::fs::copy(
        repo().join("completions/kubectl_complete-nodewright"),
        dir.path().join("kubectl_complete-nodewright"),
    )
    .expect("copy shim");
    dir
}

#[test]
fn a_release_archive_installs_and_runs_through_kubectl() {
    let dist = tempfile::tempdir().expect("tempdir");
    // Packs the binary this test run built (the full static LTO build is the test below).
    let unpacked = release_into(
        dist.path(),
        &[
            ("RELEASE_BINARY", BIN),
            ("RELEASE_TARGETS", "x86_64-unknown-linux-gnu"),
            // A debug binary is large: pack it fast.
            ("RELEASE_GZIP_LEVEL", "1"),
        ],
    );
    let dir = install_dir(&unpacked);
    let out = kubectl_with_path(
        dir.path(),
        Path::new("/nonexistent/kubeconfig"),
        &["nodewright", "version", "--client"],
    );
    assert!(out.status.success(), "{}", describe(&out));
    assert_eq!(
        text(&out.stdout).trim(),
        format!("Client Version: v{}", env!("CARGO_PKG_VERSION"))
    );
    let out = kubectl_with_path(
        dir.path(),
        Path::new("/nonexistent/kubeconfig"),
        &["plugin", "list"],
    );
    assert!(
        text(&out.stdout).contains("kubectl-nodewright"),
        "{}",
        describe(&out)
    );
}

/// The same binary packed twice, at different times from different directories, gives the same
/// bytes: entries sorted, mtime = SOURCE_DATE_EPOCH, root-owned, no path, gzip without a name or
/// time. (The binary itself is built with its paths remapped; see scripts/release.)
#[test]
fn the_release_archive_is_reproducible() {
    let pack = |epoch: Option<&str>| {
        let dist = tempfile::tempdir().expect("tempdir");
        let mut env = vec![
            ("RELEASE_BINARY", BIN),
            ("RELEASE_TARGETS", "x86_64-unknown-linux-gnu"),
            ("RELEASE_GZIP_LEVEL", "1"),
        ];
        if let Some(e) = epoch {
            env.push(("SOURCE_DATE_EPOCH", e));
        }
        release_into(dist.path(), &env);
        let tag = format!("v{}", env!("CARGO_PKG_VERSION"));
        let archive = dist
            .path()
            .join(format!("kubectl-nodewright_{tag}_linux_amd64.tar.gz"));
        (sha256_of(&archive), dist, archive)
    };
    let (a, _da, archive) = pack(Some("1700000000"));
    std::thread::sleep(std::time::Duration::from_millis(1100));
    let (b, _db, _) = pack(Some("1700000000"));
    assert_eq!(a, b, "two packs of one binary differ");
    let out = Command::new("tar")
        .args(["--full-time", "--numeric-owner", "-tvzf"])
        .arg(&archive)
        .output()
        .expect("tar");
    let listing = text(&out.stdout);
    for line in listing.lines() {
        assert!(line.contains(" 0/0 "), "root-owned: {line}");
        assert!(
            line.contains("2023-11-14 22:13:20"),
            "mtime = SOURCE_DATE_EPOCH: {line}"
        );
        let name = line.split_whitespace().last().unwrap_or("");
        assert!(!name.starts_with('/') && !name.contains(".."), "{line}");
    }
    // gzip header: no name flag, mtime 0.
    let bytes = std::fs::read(&archive).expect("archive");
    assert_eq!(bytes[3] & 0x08, 0, "no file name in the gzip header");
    assert_eq!(&bytes[4..8], &[0, 0, 0, 0], "no time in the gzip header");
    // Another SOURCE_DATE_EPOCH, other bytes: the date really comes from it.
    let (c, _dc, _) = pack(Some("1600000000"));
    assert_ne!(a, c);
}

/// krew itself (v0.4.3, built from its Go module) installs the archive with the rendered
/// manifest into a throw-away KREW_ROOT, and the caveats' two commands make
/// `kubectl nodewright <TAB>` complete through kubectl.
#[test]
fn krew_installs_the_archive_and_completion_works_after_the_caveats() {
    let gobin = repo().join("target/krew-bin");
    let krew = gobin.join("krew");
    if !krew.exists() {
        let out = Command::new("go")
            .args(["install", "sigs.k8s.io/krew/cmd/krew@v0.4.3"])
            .env("GOBIN", &gobin)
            .env("CGO_ENABLED", "0")
            .stdin(Stdio::null())
            .output()
            .expect("go (the Go toolchain builds krew)");
        assert!(out.status.success(), "go install krew: {}", describe(&out));
    }
    let dist = tempfile::tempdir().expect("tempdir");
    release_into(
        dist.path(),
        &[
            ("RELEASE_BINARY", BIN),
            ("RELEASE_TARGETS", "x86_64-unknown-linux-gnu"),
            ("RELEASE_GZIP_LEVEL", "1"),
        ],
    );
    let tag = format!("v{}", env!("CARGO_PKG_VERSION"));
    let archive = dist
        .path()
        .join(format!("kubectl-nodewright_{tag}_linux_amd64.tar.gz"));
    let root = tempfile::tempdir().expect("KREW_ROOT");
    let out = Command::new(&krew)
        .arg("install")
        .arg(format!(
            "--manifest={}",
            dist.path().join("nodewright.yaml").display()
        ))
        .arg(format!("--archive={}", archive.display()))
        .env("KREW_ROOT", root.path())
        .env("KREW_NO_UPGRADE_CHECK", "1")
        .stdin(Stdio::null())
        .output()
        .expect("krew");
    assert!(out.status.success(), "krew install: {}", describe(&out));
    assert!(
        text(&out.stderr).contains("kubectl nodewright completion kubectl")
            || text(&out.stdout).contains("kubectl nodewright completion kubectl"),
        "caveats shown: {}",
        describe(&out)
    );
    let store = root.path().join(format!("store/nodewright/{tag}"));
    assert!(store.join("kubectl_complete-nodewright").exists());
    assert!(store.join("man/kubectl-nodewright-status.1").exists());
    let bin = root.path().join("bin");
    assert!(bin.join("kubectl-nodewright").exists());
    // A wrong checksum is refused: the manifest and the archive must agree.
    let bad = dist.path().join("bad.yaml");
    let manifest = std::fs::read_to_string(dist.path().join("nodewright.yaml")).expect("manifest");
    let sum = sha256_of(&archive);
    std::fs::write(&bad, manifest.replace(&sum, &"0".repeat(64))).expect("write");
    let other = tempfile::tempdir().expect("KREW_ROOT");
    let out = Command::new(&krew)
        .arg("install")
        .arg(format!("--manifest={}", bad.display()))
        .arg(format!("--archive={}", archive.display()))
        .env("KREW_ROOT", other.path())
        .env("KREW_NO_UPGRADE_CHECK", "1")
        .stdin(Stdio::null())
        .output()
        .expect("krew");
    assert!(
        !out.status.success(),
        "a wrong sha256 was accepted: {}",
        describe(&out)
    );
    // The caveats' commands, then completion through kubectl.
    let path = format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let shim = bin.join("kubectl_complete-nodewright");
    let out = Command::new(KUBECTL)
        .args(["nodewright", "completion", "kubectl"])
        .env("PATH", &path)
        .output()
        .expect("kubectl nodewright completion kubectl");
    assert!(out.status.success(), "{}", describe(&out));
    std::fs::write(&shim, &out.stdout).expect("write shim");
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&shim, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    let out = Command::new(KUBECTL)
        .args(["__complete", "nodewright", "sta"])
        .env("PATH", &path)
        .env("KUBECONFIG", "/nonexistent")
        .stdin(Stdio::null())
        .output()
        .expect("kubectl __complete");
    assert!(
        text(&out.stdout).lines().any(|l| l.starts_with("status\t")),
        "{}",
        describe(&out)
    );
}

/// The release path as a user takes it: `scripts/release` with its defaults (static musl, LTO),
/// then the same commit built again from a copy of the checkout at another path with another
/// target dir: the two archives are the same bytes (paths remapped out of the binary, fixed
/// entry order, owners and dates). Two full LTO builds: the slowest test of the suite.
/// `RELEASE_PROFILE=dev` makes it quick for a local check of the script itself.
#[test]
fn the_release_script_builds_a_static_musl_archive_reproducibly() {
    let profile = std::env::var("RELEASE_PROFILE").unwrap_or_else(|_| "release".into());
    let epoch = {
        let out = Command::new("git")
            .args([
                "log",
                "-1",
                "--format=%ct",
                "--",
                ".",
                ":(exclude)krew/nodewright.yaml",
            ])
            .current_dir(repo())
            .output()
            .expect("git");
        let t = text(&out.stdout).trim().to_string();
        if t.is_empty() { "0".to_string() } else { t }
    };
    let env = [
        ("RELEASE_PROFILE", profile.as_str()),
        ("SOURCE_DATE_EPOCH", epoch.as_str()),
    ];
    let dist = tempfile::tempdir().expect("tempdir");
    let unpacked = release_into(dist.path(), &env);
    let out = Command::new("file").arg(&unpacked).output().expect("file");
    let what = text(&out.stdout);
    assert!(
        what.contains("statically linked") || what.contains("static-pie"),
        "{what}"
    );
    let out = Command::new(&unpacked)
        .args(["version", "--client"])
        .output()
        .expect("run");
    assert!(out.status.success(), "{}", describe(&out));
    let dir = install_dir(&unpacked);
    let out = kubectl_with_path(
        dir.path(),
        Path::new("/nonexistent"),
        &["__complete", "nodewright", "sta"],
    );
    assert!(
        text(&out.stdout).lines().any(|l| l.starts_with("status")),
        "{}",
        describe(&out)
    );
    // The same sources (tracked and new files, as they are in this checkout) at another path,
    // built into another target dir.
    let tag = format!("v{}", env!("CARGO_PKG_VERSION"));
    let name = format!("kubectl-nodewright_{tag}_linux_amd64.tar.gz");
    let other = tempfile::tempdir().expect("tempdir");
    let copy = other.path().join("elsewhere/kubectl-nodewright");
    let out = Command::new("git")
        .args([
            "ls-files",
            "-z",
            "--cached",
            "--others",
            "--exclude-standard",
        ])
        .current_dir(repo())
        .output()
        .expect("git ls-files");
    assert!(out.status.success(), "{}", describe(&out));
    for f in out.stdout.split(|b| *b == 0).filter(|f| !f.is_empty()) {
        let rel = Path::new(std::str::from_utf8(f).expect("utf-8 path"));
        let from = repo().join(rel);
        if !from.is_file() {
            continue; // deleted in the work tree
        }
        let to = copy.join(rel);
        std::fs::create_dir_all(to.parent().expect("parent")).expect("mkdir");
        std::fs::copy(&from, &to).expect("copy");
    }
    let dist_b = other.path().join("dist");
    let out = Command::new(copy.join("scripts/release"))
        .envs(env)
        .env("DIST", &dist_b)
        .env("CARGO_TARGET_DIR", other.path().join("target"))
        .stdin(Stdio::null())
        .output()
        .expect("scripts/release in the copy");
    assert!(out.status.success(), "second build: {}", describe(&out));
    assert_eq!(
        sha256_of(&dist.path().join(&name)),
        sha256_of(&dist_b.join(&name)),
        "two builds of one commit differ (checkout {} vs {})",
        repo().display(),
        copy.display()
    );
}

// ------------------------------------------------------------------------------------------------
// Completion scripts and man pages.

#[test]
fn completions_and_man_pages_are_the_generated_ones() {
    let dir = repo().join("completions");
    let update = std::env::var_os("UPDATE_COMPLETIONS").is_some_and(|v| v == "1");
    let files = nodewright::cli::completion::generated_files();
    let mut stale = Vec::new();
    for (name, body) in &files {
        let path = dir.join(name);
        if update {
            std::fs::create_dir_all(path.parent().expect("parent")).expect("mkdir");
            std::fs::write(&path, body).expect("write");
            continue;
        }
        if std::fs::read(&path).ok().as_deref() != Some(body.as_slice()) {
            stale.push(name.clone());
        }
    }
    // Nothing left over from a removed command.
    let expected: BTreeSet<String> = files.iter().map(|(n, _)| n.clone()).collect();
    let mut extra = Vec::new();
    for sub in ["", "man"] {
        for e in std::fs::read_dir(dir.join(sub))
            .into_iter()
            .flatten()
            .flatten()
        {
            if e.path().is_dir() {
                continue;
            }
            let rel = if sub.is_empty() {
                e.file_name().to_string_lossy().into_owned()
            } else {
                format!("{sub}/{}", e.file_name().to_string_lossy())
            };
            if rel != "kubectl_complete-nodewright" && !expected.contains(&rel) {
                if update {
                    std::fs::remove_file(e.path()).expect("remove stale");
                } else {
                    extra.push(rel);
                }
            }
        }
    }
    assert!(
        stale.is_empty() && extra.is_empty(),
        "completions/ is out of date with the clap definitions (differs: {stale:?}; not generated: {extra:?}).\n\
         Regenerate: UPDATE_COMPLETIONS=1 cargo test --test packaging completions\n\
         (or one shell: cargo run -- completion bash > completions/kubectl-nodewright.bash)"
    );
    // The command prints the same scripts.
    for shell in ["bash", "zsh", "fish", "powershell", "elvish", "nushell"] {
        let out = Command::new(BIN)
            .args(["completion", shell])
            .output()
            .expect("run");
        assert!(out.status.success(), "{}", describe(&out));
        let (_, body) = files
            .iter()
            .find(|(n, _)| {
                nodewright::cli::completion::Shell::ALL
                    .iter()
                    .any(|s| s.file_name() == n && format!("{s:?}").to_lowercase() == shell)
            })
            .expect("file for shell");
        assert_eq!(&out.stdout, body, "completion {shell}");
    }
    let man = std::fs::read_to_string(dir.join("man/kubectl-nodewright.1")).expect("man page");
    assert!(
        man.contains("status") && man.contains("\\-\\-kubeconfig"),
        "man page content"
    );
    assert!(dir.join("man/kubectl-nodewright-status.1").exists());
}

#[test]
fn the_shim_is_executable_and_calls_complete() {
    use std::os::unix::fs::PermissionsExt;
    let shim = repo().join("completions/kubectl_complete-nodewright");
    let mode = std::fs::metadata(&shim).expect("shim").permissions().mode();
    assert!(mode & 0o111 != 0, "shim not executable: {mode:o}");
    let body = std::fs::read_to_string(&shim).expect("shim");
    assert!(body.starts_with("#!/"), "shebang");
    assert!(body.contains("kubectl-nodewright __complete"), "{body}");
}

// ------------------------------------------------------------------------------------------------
// `__complete` (kubectl's plugin-completion protocol).

fn complete(kubeconfig: &Path, words: &[&str]) -> (Vec<String>, String, Output) {
    let out = plugin_command(kubeconfig)
        .arg("__complete")
        .args(words)
        .output()
        .expect("run __complete");
    assert!(
        out.status.success(),
        "__complete must exit 0: {}",
        describe(&out)
    );
    let mut lines: Vec<String> = text(&out.stdout).lines().map(String::from).collect();
    let directive = lines.pop().unwrap_or_default();
    (lines, directive, out)
}

fn values(lines: &[String]) -> Vec<String> {
    lines
        .iter()
        .map(|l| l.split('\t').next().unwrap_or("").to_string())
        .collect()
}

#[test]
fn complete_offers_subcommands_and_flags_without_a_cluster() {
    let none = Path::new("/nonexistent/kubeconfig");
    let (lines, directive, out) = complete(none, &["sta"]);
    assert_eq!(directive, ":4", "{}", describe(&out));
    assert!(
        lines.iter().any(|l| l.starts_with("status\t")),
        "{}",
        describe(&out)
    );
    assert!(out.stderr.is_empty(), "{}", describe(&out));
    let (lines, _, out) = complete(none, &["--", "status", "--nodew"]);
    assert_eq!(values(&lines), ["--nodewright"], "{}", describe(&out));
    let (lines, _, out) = complete(none, &["--", "status", "-o", ""]);
    assert!(
        values(&lines).contains(&"json".to_string()),
        "{}",
        describe(&out)
    );
}

#[tokio::test]
async fn complete_lists_nodewright_and_node_names_from_the_cluster() {
    let c = Cluster::shared();
    let client = c.client().await;
    let mut f = Fleet::new(&unique("compl"), Flavor::Renamed);
    f.add(Situation::Released);
    fleet::seed(&client, &f, 4).await.expect("seed");
    let cr = f.cr_name(Role::Monitoring);
    let node = f.names(Situation::Released)[0].clone();

    let (lines, directive, out) = complete(&c.admin_kubeconfig, &["status", "--nodewright", ""]);
    assert_eq!(directive, ":4", "{}", describe(&out));
    assert!(
        values(&lines).contains(&cr),
        "{cr} not offered: {}",
        describe(&out)
    );
    assert!(out.stderr.is_empty(), "{}", describe(&out));
    // A prefix narrows it; pause NAME completes CRs; explain NODE completes nodes.
    let prefix = &cr[..cr.len() - 3];
    let (lines, _, out) = complete(&c.admin_kubeconfig, &["pause", prefix]);
    assert!(values(&lines).contains(&cr), "{}", describe(&out));
    assert!(
        values(&lines).iter().all(|v| v.starts_with(prefix)),
        "{}",
        describe(&out)
    );
    let (lines, _, out) = complete(&c.admin_kubeconfig, &["explain", &node]);
    assert_eq!(
        values(&lines),
        std::slice::from_ref(&node),
        "{}",
        describe(&out)
    );
    let (lines, _, out) = complete(&c.admin_kubeconfig, &["--", "reset", &cr, "--node="]);
    assert!(
        values(&lines).contains(&format!("--node={node}")),
        "{}",
        describe(&out)
    );
}

#[test]
fn complete_against_a_dead_cluster_prints_only_the_directive_quickly() {
    let dir = tempfile::tempdir().expect("tempdir");
    let kc = dir.path().join("dead.kubeconfig");
    // Port 9 (discard) on loopback: nothing listens, connections are refused.
    std::fs::write(
        &kc,
        "apiVersion: v1\nkind: Config\nclusters:\n- name: dead\n  cluster:\n    server: https://127.0.0.1:9\n\
         contexts:\n- name: dead\n  context:\n    cluster: dead\n    user: dead\ncurrent-context: dead\n\
         users:\n- name: dead\n  user:\n    token: x\n",
    )
    .expect("write kubeconfig");
    // An unroutable address: the connection hangs until our own budget ends it.
    let blackhole = dir.path().join("blackhole.kubeconfig");
    std::fs::write(
        &blackhole,
        std::fs::read_to_string(&kc)
            .expect("read")
            .replace("127.0.0.1:9", "10.255.255.1:6443"),
    )
    .expect("write kubeconfig");
    for k in [&kc, &blackhole] {
        for words in [
            &["status", "--nodewright", ""][..],
            &["explain", ""][..],
            &["--", "pause", "x"][..],
        ] {
            let started = std::time::Instant::now();
            let (lines, directive, out) = complete(k, words);
            assert!(lines.is_empty(), "{words:?}: {}", describe(&out));
            assert_eq!(directive, ":4", "{}", describe(&out));
            assert!(
                out.stderr.is_empty(),
                "no noise on a dead cluster: {}",
                describe(&out)
            );
            assert!(
                started.elapsed().as_secs_f64() < 4.0,
                "took {:?}",
                started.elapsed()
            );
        }
    }
}

#[test]
fn kubectl_completes_the_plugin_through_the_shim() {
    let dir = install_dir(Path::new(BIN));
    let none = Path::new("/nonexistent/kubeconfig");
    let out = kubectl_with_path(dir.path(), none, &["__complete", "nodewright", "sta"]);
    assert!(out.status.success(), "{}", describe(&out));
    let stdout = text(&out.stdout);
    assert!(
        stdout.lines().any(|l| l.starts_with("status")),
        "{}",
        describe(&out)
    );
    assert_eq!(stdout.lines().last(), Some(":4"), "{}", describe(&out));
    // Flags after a subcommand too, and through kubectl's own flags.
    let out = kubectl_with_path(
        dir.path(),
        none,
        &["__complete", "nodewright", "wait", "--for", ""],
    );
    assert!(
        text(&out.stdout)
            .lines()
            .any(|l| l.starts_with("untainted")),
        "{}",
        describe(&out)
    );
    let out = kubectl_with_path(dir.path(), none, &["nodewright", "version", "--client"]);
    assert!(out.status.success(), "{}", describe(&out));
}

#[tokio::test]
async fn kubectl_completes_nodewright_names_from_the_cluster() {
    let c = Cluster::shared();
    let client = c.client().await;
    let mut f = Fleet::new(&unique("kcompl"), Flavor::Renamed);
    f.add(Situation::Released);
    fleet::seed(&client, &f, 4).await.expect("seed");
    let cr = f.cr_name(Role::Runtime);
    let dir = install_dir(Path::new(BIN));
    let out = kubectl_with_path(
        dir.path(),
        &c.admin_kubeconfig,
        &["__complete", "nodewright", "resume", ""],
    );
    assert!(
        text(&out.stdout)
            .lines()
            .any(|l| l.split('\t').next() == Some(cr.as_str())),
        "{}",
        describe(&out)
    );
}

// ------------------------------------------------------------------------------------------------
// RBAC: the shipped roles, bound to impersonated users.

fn kubectl_admin(c: &Cluster, args: &[&str]) -> Output {
    let out = Command::new(KUBECTL)
        .args(args)
        .env("KUBECONFIG", &c.admin_kubeconfig)
        .stdin(Stdio::null())
        .output()
        .expect("kubectl");
    assert!(out.status.success(), "kubectl {args:?}: {}", describe(&out));
    out
}

fn as_user(c: &Cluster, user: &str, args: &[&str]) -> Output {
    let mut cmd = plugin_command(&c.admin_kubeconfig);
    cmd.args(["--as", user]).args(args);
    cmd.output().expect("run plugin")
}

/// The resources and verbs every request path of the plugin uses (crates/cluster, src/cmd:
/// every `Target::new`); the roles must grant exactly these, nothing more.
fn rules_of(doc: &Value) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for r in doc["rules"].as_array().into_iter().flatten() {
        for g in r["apiGroups"].as_array().into_iter().flatten() {
            for res in r["resources"].as_array().into_iter().flatten() {
                for v in r["verbs"].as_array().into_iter().flatten() {
                    out.insert(format!(
                        "{} {}{}",
                        v.as_str().unwrap_or("?"),
                        res.as_str().unwrap_or("?"),
                        match g.as_str().unwrap_or("?") {
                            "" => String::new(),
                            g => format!(".{g}"),
                        }
                    ));
                }
            }
        }
        assert!(
            r.get("nonResourceURLs").is_none(),
            "discovery is granted to every user already"
        );
        assert!(r.get("resourceNames").is_none());
    }
    out
}

#[test]
fn the_roles_grant_exactly_what_the_commands_use() {
    let reads: BTreeSet<String> = [
        // status, explain, wait, annotations, node/package status, version; wait and
        // status --watch also watch nodes, CRs and the operator Deployment
        "get nodes",
        "list nodes",
        "watch nodes",
        "get nodewrights.nodewright.nvidia.com",
        "list nodewrights.nodewright.nvidia.com",
        "watch nodewrights.nodewright.nvidia.com",
        "get skyhooks.skyhook.nvidia.com",
        "list skyhooks.skyhook.nvidia.com",
        "watch skyhooks.skyhook.nvidia.com",
        // compartments (DeploymentPolicies) and drains refused by disruption budgets; the
        // live views watch both
        "list deploymentpolicies.nodewright.nvidia.com",
        "watch deploymentpolicies.nodewright.nvidia.com",
        "list deploymentpolicies.skyhook.nvidia.com",
        "watch deploymentpolicies.skyhook.nvidia.com",
        "list poddisruptionbudgets.policy",
        "watch poddisruptionbudgets.policy",
        // other owners' gates (NodeReadinessRules) and explain's recent events
        "list nodereadinessrules.readiness.node.x-k8s.io",
        "list events",
        // the operator Deployment (configured taint, version)
        "list deployments.apps",
        "watch deployments.apps",
        // package logs; rollout --watch watches the package pods
        "list pods",
        "watch pods",
        "get pods/log",
        // migration status: workloads tolerating the legacy key, provisioning sources
        "list namespaces",
        "list daemonsets.apps",
        "list statefulsets.apps",
        "list jobs.batch",
        "list cronjobs.batch",
        "list nodepools.karpenter.sh",
        "list kubeadmconfigtemplates.bootstrap.cluster.x-k8s.io",
        "list kubeadmconfigs.bootstrap.cluster.x-k8s.io",
        "list kubeadmcontrolplanes.controlplane.cluster.x-k8s.io",
        "list kubeadmcontrolplanetemplates.controlplane.cluster.x-k8s.io",
    ]
    .into_iter()
    .map(String::from)
    .collect();
    let writes: BTreeSet<String> = [
        // taint, untaint, regate, reset, forget, restore, node ignore, migration taints
        "patch nodes",
        // pause/resume/disable/enable (annotations), reset (batch state on /status)
        "patch nodewrights.nodewright.nvidia.com",
        "patch nodewrights/status.nodewright.nvidia.com",
        "patch skyhooks.skyhook.nvidia.com",
        "patch skyhooks/status.skyhook.nvidia.com",
    ]
    .into_iter()
    .map(String::from)
    .collect();
    let reader =
        parse_yaml(&std::fs::read_to_string(repo().join("rbac/reader.yaml")).expect("reader"));
    let operator =
        parse_yaml(&std::fs::read_to_string(repo().join("rbac/operator.yaml")).expect("operator"));
    assert_eq!(reader["kind"], "ClusterRole");
    assert_eq!(reader["metadata"]["name"], nodewright::error::READ_ROLE);
    assert_eq!(operator["kind"], "ClusterRole");
    assert_eq!(operator["metadata"]["name"], nodewright::error::WRITE_ROLE);
    assert_eq!(rules_of(&reader), reads);
    let all: BTreeSet<String> = reads.union(&writes).cloned().collect();
    assert_eq!(rules_of(&operator), all);
    // Every request path in the code is covered (grep `Target::new(` when this fails).
    // Every file of crates/cluster/src/ and its folders, the only code that builds requests
    // (tests/layout.rs).
    let mut dirs = vec![repo().join("crates/cluster/src")];
    let mut files = Vec::new();
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).expect("crates/cluster") {
            let path = entry.expect("entry").path();
            if path.is_dir() {
                dirs.push(path);
            } else {
                files.push(path);
            }
        }
    }
    for src in files {
        let body = std::fs::read_to_string(&src).expect("src");
        assert!(
            !body.contains("\"delete\"") && !body.contains("\"create\""),
            "{} gained a verb the roles lack",
            src.display()
        );
    }
}

#[tokio::test]
async fn the_reader_role_reads_and_cannot_write_and_the_operator_role_writes() {
    let c = Cluster::shared();
    let client = c.client().await;
    kubectl_admin(c, &["apply", "-f", &repo().join("rbac").to_string_lossy()]);
    let reader = format!("reader-{}", unique("rbac"));
    let operator = format!("operator-{}", unique("rbac"));
    for (user, role) in [
        (&reader, nodewright::error::READ_ROLE),
        (&operator, nodewright::error::WRITE_ROLE),
    ] {
        kubectl_admin(
            c,
            &[
                "create",
                "clusterrolebinding",
                user,
                &format!("--clusterrole={role}"),
                &format!("--user={user}"),
            ],
        );
    }
    fleet::seed_operator(&client, &Operator::for_flavor(Flavor::Renamed))
        .await
        .expect("operator");
    let mut f = Fleet::new(&unique("rbac"), Flavor::Renamed);
    f.add(Situation::Released);
    f.add(Situation::TaintNotTolerated);
    f.add(Situation::Ungated);
    fleet::seed(&client, &f, 4).await.expect("seed");
    let released = f.names(Situation::Released)[0].clone();
    let tainted = f.names(Situation::TaintNotTolerated)[0].clone();
    // Untainted, so `taint` has a change to send (an unchanged node sends no request).
    let cpu = f.names(Situation::Ungated)[0].clone();
    let cr = f.cr_name(Role::Monitoring);

    // Reads work with the reader role.
    let reads: Vec<Vec<&str>> = vec![
        vec!["status", &released, &tainted],
        vec!["status", "--nodewright", &cr, "-o", "json"],
        vec!["explain", &tainted],
        vec!["wait", &released, "--for", "untainted", "--timeout", "5s"],
        vec!["version"],
        vec!["annotations", &released],
    ];
    for args in &reads {
        let out = as_user(c, &reader, args);
        assert!(out.status.success(), "reader: {args:?}: {}", describe(&out));
        assert!(
            !text(&out.stderr).contains("forbidden"),
            "reader: {args:?}: {}",
            describe(&out)
        );
    }
    // `nobody` (no binding) is refused with the reader role named.
    let out = as_user(c, &format!("nobody-{}", unique("rbac")), &["status"]);
    assert_eq!(out.status.code(), Some(3), "{}", describe(&out));
    assert!(
        text(&out.stderr).contains(nodewright::error::READ_ROLE),
        "{}",
        describe(&out)
    );

    // Writes are refused with the reader role: exit 3, verb, resource and the role to grant.
    let writes: Vec<(Vec<&str>, &str)> = vec![
        (
            vec!["pause", &cr, "--confirm"],
            "nodewrights.nodewright.nvidia.com",
        ),
        (
            vec!["taint", &cpu, "--confirm", "--runtime-required-taint", GATE],
            "nodes",
        ),
    ];
    for (args, resource) in &writes {
        let out = as_user(c, &reader, args);
        // Refused by RBAC: exit 3, for a CR write and for a node write alike (when every
        // node's write was refused, the command's answer is the cluster's refusal).
        assert_eq!(
            out.status.code(),
            Some(3),
            "reader: {args:?}: {}",
            describe(&out)
        );
        let err = text(&out.stderr);
        assert!(
            err.contains("patch")
                && err.contains(resource)
                && err.contains(nodewright::error::WRITE_ROLE),
            "reader: {args:?}: {}",
            describe(&out)
        );
    }
    // And work with the operator role (which also reads).
    for (args, _) in &writes {
        let out = as_user(c, &operator, args);
        assert!(
            out.status.success(),
            "operator: {args:?}: {}",
            describe(&out)
        );
    }
    let out = as_user(c, &operator, &["resume", &cr, "--confirm"]);
    assert!(out.status.success(), "{}", describe(&out));
    let out = as_user(
        c,
        &operator,
        &[
            "deployment-policy",
            "reset",
            &f.cr_name(Role::Runtime),
            "--confirm",
        ],
    );
    assert!(
        out.status.success(),
        "operator: dp reset: {}",
        describe(&out)
    );
    for args in &reads {
        let out = as_user(c, &operator, args);
        assert!(
            out.status.success(),
            "operator: {args:?}: {}",
            describe(&out)
        );
    }
}
