//! The build helpers of the test scripts print the binary's path on stdout and nothing else:
//! their callers capture it (`KCM=$(kcm_bin)`, `apiserver=$(kube_apiserver_bin)`) and run it.
//! A progress line on stdout ("building kube-controller-manager ... (a cold build takes many
//! minutes)") becomes part of the "path", and the first run on a machine without the binary
//! cached fails (`setsid: failed to execute 13:58:58 building ...`) while every later run, with
//! the binary cached, works.
//!
//! Each helper runs here in bash, as its script defines it (`tests/cluster`'s
//! `kube_apiserver_bin` and `etcd_bin`, `tests/oracle/lib.sh`'s `kcm_bin` and `chainsaw_bin`),
//! with stand-ins for `go` and `cargo` first on PATH that write on stdout and stderr as a build
//! does and make the file the real build would (`go build -o FILE`, `go install` into `$GOBIN`,
//! the etcd path `cargo run --example etcd_path` prints), a `chainsaw` of another version on
//! PATH, and a cache directory (`XDG_CACHE_HOME`) that exists and is empty, then one that does
//! not exist. Checked: stdout is exactly the binary's path, that file runs, the cache holds it and
//! nothing else; a second run uses it without building; a build that fails prints nothing on
//! stdout, exits non-zero and leaves no binary to be trusted the next time. No cluster, no Go,
//! no network.

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::Command;

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// `go`: noise on both streams, one line per call in `$STUB_LOG`, then the file a build makes.
const STUB_GO: &str = r#"#!/bin/sh
echo "go: downloading k8s.io/kubernetes v1.34.4 (the stand-in's stdout)"
echo "go: the stand-in's stderr" >&2
printf 'go %s\n' "$*" >>"$STUB_LOG"
[ -z "${STUB_FAIL:-}" ] || { echo "go: build failed (stand-in)" >&2; exit 1; }
out= prev= last=
for a in "$@"; do
  [ "$prev" = -o ] && out=$a
  prev=$a last=$a
done
case $1 in
build) [ -n "$out" ] || { echo "stand-in go: build without -o" >&2; exit 3; } ;;
install) name=${last%@*}; out=${GOBIN:?stand-in go: install without GOBIN}/${name##*/} ;;
*) echo "stand-in go: unexpected: $*" >&2; exit 3 ;;
esac
printf '#!/bin/sh\necho built-by-the-stand-in\n' >"$out" && chmod +x "$out"
"#;

/// `cargo run -q --example etcd_path`: cargo's noise on stderr, the example's one line (the
/// etcd binary's path) on stdout.
const STUB_CARGO: &str = r#"#!/bin/sh
echo "   Compiling etcd-bin-vendored (the stand-in's stderr)" >&2
printf 'cargo %s\n' "$*" >>"$STUB_LOG"
[ -z "${STUB_FAIL:-}" ] || { echo "error: could not compile (stand-in)" >&2; exit 101; }
printf '#!/bin/sh\necho built-by-the-stand-in\n' >"$STUB_DIR/etcd" && chmod +x "$STUB_DIR/etcd"
echo "$STUB_DIR/etcd"
"#;

/// A chainsaw on PATH of another version than the one the e2e runner pins: not to be used.
const STUB_CHAINSAW: &str = "#!/bin/sh\necho 'Version: v0.0.1-stand-in'\n";

/// One sandbox: stand-ins, a fake checkout (no target/, an empty tests/apiserver), a home and a
/// cache location that does not exist yet.
struct Sandbox {
    _dir: tempfile::TempDir,
    stubs: PathBuf,
    fake_repo: PathBuf,
    home: PathBuf,
    cache: PathBuf,
    log: PathBuf,
}

impl Sandbox {
    fn new() -> Sandbox {
        let dir = tempfile::tempdir().expect("temp dir");
        let root = dir.path().to_path_buf();
        let stubs = root.join("stubs");
        let fake_repo = root.join("checkout");
        let home = root.join("home");
        fs::create_dir_all(&stubs).expect("stubs dir");
        fs::create_dir_all(fake_repo.join("tests/apiserver")).expect("fake checkout");
        fs::create_dir_all(&home).expect("home");
        for (name, text) in [
            ("go", STUB_GO),
            ("cargo", STUB_CARGO),
            ("chainsaw", STUB_CHAINSAW),
        ] {
            let p = stubs.join(name);
            fs::write(&p, text).expect("write stand-in");
            fs::set_permissions(&p, fs::Permissions::from_mode(0o755)).expect("chmod stand-in");
        }
        Sandbox {
            _dir: dir,
            log: root.join("calls.log"),
            cache: root.join("cache"),
            stubs,
            fake_repo,
            home,
        }
    }

    /// The directory both scripts cache their binaries in.
    fn cache_dir(&self) -> PathBuf {
        self.cache.join("kubectl-nodewright")
    }

    fn calls(&self) -> usize {
        fs::read_to_string(&self.log)
            .map(|s| s.lines().count())
            .unwrap_or(0)
    }

    /// Source SCRIPT in bash and call FUNCTION, in a clean environment: (status, stdout, stderr).
    fn run(&self, h: &Helper, fail: bool) -> (bool, String, String) {
        let mut cmd = Command::new("bash");
        cmd.env_clear()
            .env("PATH", format!("{}:/usr/bin:/bin", self.stubs.display()))
            .env("HOME", &self.home)
            .env("XDG_CACHE_HOME", &self.cache)
            .env("STUB_LOG", &self.log)
            .env("STUB_DIR", &self.stubs)
            .env("FAKE_REPO", &self.fake_repo)
            .arg("-c")
            // tests/cluster finds its checkout (REPO_ROOT) next to itself, lib.sh is told (REPO):
            // both are pointed at the fake one, which has no built etcd helper to find.
            .arg(r#". "$1" && REPO=$FAKE_REPO && REPO_ROOT=$FAKE_REPO && "$2""#)
            .arg("bash")
            .arg(repo().join(h.script))
            .arg(h.function)
            .current_dir(&self.home);
        if fail {
            cmd.env("STUB_FAIL", "1");
        }
        let out = cmd.output().expect("run bash");
        (
            out.status.success(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    }
}

struct Helper {
    script: &'static str,
    function: &'static str,
    /// The cached binary's file name starts with this; None: the helper caches nothing (etcd).
    cached_as: Option<&'static str>,
}

fn entries(dir: &Path) -> Vec<String> {
    let Ok(rd) = fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut v: Vec<String> = rd
        .map(|e| {
            e.expect("dir entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    v.sort();
    v
}

/// What `$(helper)` would hold: stdout less its trailing newlines.
fn captured(stdout: &str) -> &str {
    stdout.trim_end_matches('\n')
}

/// A cold run in `sb`: the path alone on stdout, a binary that runs, nothing else in the cache;
/// then a warm run: the same path, nothing built.
fn cold_then_warm(h: &Helper, sb: &Sandbox, case: &str) {
    let what = format!("{} ({}, {case})", h.function, h.script);
    let (ok, out, err) = sb.run(h, false);
    assert!(ok, "{what} failed\n--- stdout\n{out}\n--- stderr\n{err}");
    let path = captured(&out);
    let expected = match h.cached_as {
        Some(prefix) => {
            let cached = entries(&sb.cache_dir());
            assert!(
                cached.len() == 1 && cached[0].starts_with(prefix),
                "{what}: the cache should hold the binary ({prefix}...) and nothing else: {cached:?}\n--- stderr\n{err}"
            );
            sb.cache_dir().join(&cached[0])
        }
        None => sb.stubs.join("etcd"),
    };
    assert_eq!(
        path,
        expected.to_string_lossy(),
        "{what}: stdout must be exactly the binary's path (the caller captures it and runs it)\n--- stdout\n{out}\n--- stderr\n{err}"
    );
    let ran = Command::new(path).output().expect("run the captured path");
    assert_eq!(
        String::from_utf8_lossy(&ran.stdout),
        "built-by-the-stand-in\n",
        "{what}: the captured path does not run the built binary"
    );
    assert_eq!(
        sb.calls(),
        1,
        "{what}: one build expected: {:?}",
        fs::read_to_string(&sb.log)
    );

    if h.cached_as.is_some() {
        let (ok2, out2, err2) = sb.run(h, false);
        assert!(ok2, "{what}, second run, failed\n--- stderr\n{err2}");
        assert_eq!(
            captured(&out2),
            path,
            "{what}: the second run's stdout differs\n--- stderr\n{err2}"
        );
        assert_eq!(sb.calls(), 1, "{what}: the second run built again");
    }
}

fn check(h: Helper) {
    // The cache directory exists without the binary (a newcomer's, where only kube-apiserver
    // had been built), then does not exist at all (a fresh machine).
    let sb = Sandbox::new();
    fs::create_dir_all(sb.cache_dir()).expect("empty cache");
    cold_then_warm(&h, &sb, "an empty cache directory");
    cold_then_warm(&h, &Sandbox::new(), "no cache directory");

    // A failed build: nothing on stdout, a non-zero exit, no binary left to trust next time.
    let sb = Sandbox::new();
    let what = format!("{} ({}, failing build)", h.function, h.script);
    let (ok, out, err) = sb.run(&h, true);
    assert!(!ok, "{what} succeeded: {out}");
    assert_eq!(out, "", "{what}: stdout must stay empty\n--- stderr\n{err}");
    assert_eq!(
        entries(&sb.cache_dir()),
        Vec::<String>::new(),
        "{what}: left in the cache"
    );
}

#[test]
fn kcm_bin_prints_only_the_path_of_kube_controller_manager() {
    check(Helper {
        script: "tests/oracle/lib.sh",
        function: "kcm_bin",
        cached_as: Some("kube-controller-manager-v"),
    });
}

#[test]
fn chainsaw_bin_prints_only_the_path_of_chainsaw() {
    check(Helper {
        script: "tests/oracle/lib.sh",
        function: "chainsaw_bin",
        cached_as: Some("chainsaw-v"),
    });
}

#[test]
fn kube_apiserver_bin_prints_only_the_path_of_kube_apiserver() {
    check(Helper {
        script: "tests/cluster",
        function: "kube_apiserver_bin",
        cached_as: Some("kube-apiserver-v"),
    });
}

#[test]
fn etcd_bin_prints_only_the_path_of_etcd() {
    check(Helper {
        script: "tests/cluster",
        function: "etcd_bin",
        cached_as: None,
    });
}
