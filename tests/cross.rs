//! The release targets this machine does not run natively, checked where they can be: the
//! aarch64 Linux binary reads and writes the real control plane under `qemu-aarch64`, the Windows
//! binary runs under wine, the darwin binaries are read as Mach-O (architecture, signature, and
//! the libraries they load: libSystem, no Apple framework), and krew installs each archive for
//! its platform (`KREW_OS`/`KREW_ARCH`) from the manifest scripts/release rendered.
//!
//! The binaries are the ones `scripts/release` builds with `RELEASE_PROFILE=cross` (no LTO,
//! opt-level 0: proof that each target compiles and links, at a fraction of the release's time),
//! once per run, into `target/dist-cross`. `scripts/setup-cross` installs the tools (Rust targets,
//! zig and cargo-zigbuild, qemu-user, wine). tests/run runs this file in a phase of its own
//! (`cross_targets::`), after the rest of the suite.

mod common;

mod cross_targets {
    use std::path::{Path, PathBuf};
    use std::process::{Command, Output, Stdio};
    use std::sync::OnceLock;

    use super::common::fleet::{self, Role, Situation};
    use super::common::{describe, plugin_command, seeded};
    use kube::Api;

    /// The targets built here with cargo-zigbuild; the host's linux/amd64 archive is
    /// tests/packaging.rs's.
    const TARGETS: [(&str, &str); 4] = [
        ("aarch64-unknown-linux-musl", "linux_arm64"),
        ("x86_64-apple-darwin", "darwin_amd64"),
        ("aarch64-apple-darwin", "darwin_arm64"),
        ("x86_64-pc-windows-gnu", "windows_amd64"),
    ];

    fn repo() -> PathBuf {
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
    }

    fn text(b: &[u8]) -> String {
        String::from_utf8_lossy(b).into_owned()
    }

    fn tag() -> String {
        format!("v{}", env!("CARGO_PKG_VERSION"))
    }

    fn archive_name(os_arch: &str) -> String {
        let ext = if os_arch.starts_with("windows") {
            "zip"
        } else {
            "tar.gz"
        };
        format!("kubectl-nodewright_{}_{os_arch}.{ext}", tag())
    }

    /// `scripts/release` with the `cross` profile for the four targets, once per test binary.
    fn dist() -> &'static Path {
        static DIST: OnceLock<PathBuf> = OnceLock::new();
        DIST.get_or_init(|| {
            let dist = repo().join("target/dist-cross");
            let targets: Vec<&str> = TARGETS.iter().map(|(t, _)| *t).collect();
            let started = std::time::Instant::now();
            let out = Command::new(repo().join("scripts/release"))
                .env("RELEASE_PROFILE", "cross")
                .env("RELEASE_TARGETS", targets.join(" "))
                .env("RELEASE_GZIP_LEVEL", "1")
                .env("DIST", &dist)
                .stdin(Stdio::null())
                .output()
                .expect("run scripts/release");
            assert!(
                out.status.success(),
                "scripts/release (cross profile; the tools: scripts/setup-cross): {}",
                describe(&out)
            );
            eprintln!(
                "cross: four targets built and packed in {:.0?}:\n{}",
                started.elapsed(),
                text(&out.stderr)
                    .lines()
                    .filter(|l| l.contains(" built in "))
                    .collect::<Vec<_>>()
                    .join("\n")
            );
            dist
        })
    }

    /// The archive of `os_arch` unpacked into a fresh directory.
    fn unpacked(os_arch: &str) -> tempfile::TempDir {
        let archive = dist().join(archive_name(os_arch));
        let dir = tempfile::tempdir().expect("tempdir");
        let out = if os_arch.starts_with("windows") {
            Command::new("python3")
                .args(["-m", "zipfile", "-e"])
                .arg(&archive)
                .arg(dir.path())
                .output()
        } else {
            Command::new("tar")
                .arg("-xzf")
                .arg(&archive)
                .arg("-C")
                .arg(dir.path())
                .output()
        }
        .expect("unpack");
        assert!(out.status.success(), "{}", describe(&out));
        dir
    }

    fn names_in(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .expect("ls")
            .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn every_archive_holds_its_platforms_files_and_the_manifest_names_their_checksums() {
        let sums = std::fs::read_to_string(dist().join("sha256sums.txt")).expect("sha256sums");
        let manifest =
            std::fs::read_to_string(dist().join("nodewright.yaml")).expect("rendered manifest");
        let m: serde_json::Value = serde_saphyr::from_str(&manifest).expect("YAML");
        let platforms = m["spec"]["platforms"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        assert_eq!(platforms.len(), TARGETS.len(), "{manifest}");
        for (target, os_arch) in TARGETS {
            let name = archive_name(os_arch);
            let out = Command::new("sha256sum")
                .arg(dist().join(&name))
                .output()
                .expect("sha256sum");
            let sum = text(&out.stdout)
                .split_whitespace()
                .next()
                .unwrap_or_default()
                .to_string();
            assert!(
                sums.lines().any(|l| l == format!("{sum}  {name}")),
                "{target}: {sums}"
            );
            let (os, arch) = os_arch.split_once('_').expect("os_arch");
            let pl = platforms
                .iter()
                .find(|p| {
                    p["selector"]["matchLabels"]["os"] == os
                        && p["selector"]["matchLabels"]["arch"] == arch
                })
                .unwrap_or_else(|| panic!("{os_arch} not in the manifest: {manifest}"));
            assert_eq!(pl["sha256"].as_str(), Some(sum.as_str()), "{target}");
            assert!(
                pl["uri"]
                    .as_str()
                    .is_some_and(|u| u.ends_with(&format!("/{}/{name}", tag()))),
                "{target}: {pl}"
            );
            let dir = unpacked(os_arch);
            if os == "windows" {
                assert_eq!(names_in(dir.path()), ["LICENSE", "kubectl-nodewright.exe"]);
                assert_eq!(pl["bin"].as_str(), Some("kubectl-nodewright.exe"));
            } else {
                assert_eq!(
                    names_in(dir.path()),
                    [
                        "LICENSE",
                        "kubectl-nodewright",
                        "kubectl_complete-nodewright",
                        "man"
                    ],
                    "{target}"
                );
                assert_eq!(pl["bin"].as_str(), Some("kubectl-nodewright"));
            }
        }
    }

    // --------------------------------------------------------------------------------------------
    // linux/arm64 under qemu-aarch64.

    /// The aarch64 binary under qemu-aarch64, with the environment the host binary's tests give
    /// it (tests/common's `plugin_command`).
    fn qemu(bin: &Path, kubeconfig: &Path, args: &[&str]) -> Output {
        Command::new("qemu-aarch64")
            .arg(bin)
            .args(args)
            .env("KUBECONFIG", kubeconfig)
            .env("NO_COLOR", "1")
            .env_remove("CLICOLOR_FORCE")
            .env_remove("RUST_LOG")
            .stdin(Stdio::null())
            .output()
            .expect("qemu-aarch64 (Debian: qemu-user; scripts/setup-cross)")
    }

    #[tokio::test]
    async fn the_linux_arm64_binary_reads_and_writes_the_control_plane_under_qemu() {
        let dir = unpacked("linux_arm64");
        let bin = dir.path().join("kubectl-nodewright");
        let out = Command::new("file").arg(&bin).output().expect("file");
        let what = text(&out.stdout);
        assert!(
            what.contains("ARM aarch64")
                && (what.contains("statically linked") || what.contains("static-pie")),
            "{what}"
        );
        let (c, client, f) = seeded("qemu", &[Situation::Released, Situation::Paused]).await;
        let kc = &c.admin_kubeconfig;
        let out = qemu(&bin, kc, &["version", "--client"]);
        assert!(out.status.success(), "{}", describe(&out));
        assert_eq!(
            text(&out.stdout).trim(),
            format!("Client Version: {}", tag())
        );
        // Reads: the gate table and one node's explanation, as the host binary answers them.
        let cr = f.cr_name(Role::Monitoring);
        let released = f.names(Situation::Released)[0].clone();
        let paused = f.names(Situation::Paused)[0].clone();
        let status = ["status", "--nodewright", cr.as_str(), "-o", "name"];
        let out = qemu(&bin, kc, &status);
        let host = plugin_command(kc).args(status).output().expect("host run");
        assert_eq!(out.status.code(), host.status.code(), "{}", describe(&out));
        assert_eq!(text(&out.stdout), text(&host.stdout), "{}", describe(&out));
        let out = qemu(&bin, kc, &["status"]);
        assert!(out.status.success(), "{}", describe(&out));
        assert!(
            text(&out.stdout).contains(&released) && text(&out.stdout).contains(&paused),
            "{}",
            describe(&out)
        );
        let out = qemu(&bin, kc, &["explain", &paused]);
        let host = plugin_command(kc)
            .args(["explain", &paused])
            .output()
            .expect("host run");
        assert_eq!(out.status.code(), host.status.code(), "{}", describe(&out));
        assert!(text(&out.stdout).contains(&paused), "{}", describe(&out));
        // A guarded write, seen by the API server.
        let nw = fleet::api_resource("nodewright.nvidia.com", "NodeWright");
        let api = Api::<kube::api::DynamicObject>::all_with(client.clone(), &nw);
        let paused_annotation = || async {
            api.get(&cr)
                .await
                .expect("cr")
                .metadata
                .annotations
                .unwrap_or_default()
                .get("nodewright.nvidia.com/pause")
                .cloned()
        };
        let out = qemu(&bin, kc, &["pause", &cr, "-y"]);
        assert!(out.status.success(), "{}", describe(&out));
        assert_eq!(paused_annotation().await.as_deref(), Some("true"));
        let out = qemu(&bin, kc, &["resume", &cr, "-y"]);
        assert!(out.status.success(), "{}", describe(&out));
        assert_eq!(paused_annotation().await, None);
        // And a refusal keeps its exit code: RBAC says no to `nobody` (3).
        let out = qemu(&bin, &c.nobody_kubeconfig, &["pause", &cr, "-y"]);
        assert_eq!(out.status.code(), Some(3), "{}", describe(&out));
    }

    // --------------------------------------------------------------------------------------------
    // windows/amd64 under wine.

    /// The binary under wine, in a prefix kept in target/ (the first start sets it up, ~20 s).
    fn wine(bin: &Path, kubeconfig: Option<&Path>, args: &[&str]) -> Output {
        let prefix = repo().join("target/wine-prefix");
        let mut cmd = Command::new("wine");
        cmd.arg(bin)
            .args(args)
            .env("WINEPREFIX", &prefix)
            .env("WINEDEBUG", "-all")
            .env("WINEDLLOVERRIDES", "mscoree,mshtml=")
            .env_remove("DISPLAY")
            .env("NO_COLOR", "1")
            .env_remove("RUST_LOG")
            .stdin(Stdio::null());
        match kubeconfig {
            // Wine's drive Z: is the Unix root.
            Some(k) => cmd.env(
                "KUBECONFIG",
                format!("Z:{}", k.display()).replace('/', "\\"),
            ),
            None => cmd.env("KUBECONFIG", "Z:\\nonexistent\\kubeconfig"),
        };
        cmd.output()
            .expect("wine (Debian: wine64, wine; scripts/setup-cross)")
    }

    /// Rust's std (1.78+) takes random bytes from `ProcessPrng` in bcryptprimitives.dll, which
    /// Windows 10+ has and Wine has only from 9.0 (Debian 12 ships 8.0, where the binary stops
    /// before `main`: "Library bcryptprimitives.dll ... not found"). Under such a Wine, this
    /// stand-in (RtlGenRandom, advapi32's SystemFunction036) goes next to the .exe, where
    /// Windows looks for a DLL first; zig builds it. Nothing of it ships.
    fn wine_lacks_bcryptprimitives_so_add_a_stand_in(dir: &Path) {
        let prefix = repo().join("target/wine-prefix");
        // The first start sets the prefix up and lists Wine's own DLLs in system32.
        let out = Command::new("wine")
            .args(["cmd", "/c", "exit"])
            .env("WINEPREFIX", &prefix)
            .env("WINEDEBUG", "-all")
            .env("WINEDLLOVERRIDES", "mscoree,mshtml=")
            .env_remove("DISPLAY")
            .stdin(Stdio::null())
            .output()
            .expect("wine (Debian: wine64, wine; scripts/setup-cross)");
        assert!(out.status.success(), "wine prefix: {}", describe(&out));
        if prefix
            .join("drive_c/windows/system32/bcryptprimitives.dll")
            .exists()
        {
            return;
        }
        let shim = repo().join("target/wine-shim");
        let dll = shim.join("bcryptprimitives.dll");
        if !dll.exists() {
            std::fs::create_dir_all(&shim).expect("mkdir");
            let src = shim.join("bcryptprimitives.c");
            std::fs::write(
                &src,
                "#include <windows.h>\n\
                 BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);\n\
                 __declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len) {\n\
                 \x20   while (len) {\n\
                 \x20       ULONG n = len > 0x40000000 ? 0x40000000 : (ULONG)len;\n\
                 \x20       if (!SystemFunction036(data, n)) return FALSE;\n\
                 \x20       data += n;\n\
                 \x20       len -= n;\n\
                 \x20   }\n\
                 \x20   return TRUE;\n\
                 }\n",
            )
            .expect("write");
            let out = Command::new("python3")
                .args([
                    "-m",
                    "ziglang",
                    "cc",
                    "-target",
                    "x86_64-windows-gnu",
                    "-shared",
                ])
                .arg("-o")
                .arg(&dll)
                .arg(&src)
                .arg("-ladvapi32")
                .stdin(Stdio::null())
                .output()
                .expect("zig (PyPI: ziglang; scripts/setup-cross)");
            assert!(out.status.success(), "zig cc: {}", describe(&out));
        }
        std::fs::copy(&dll, dir.join("bcryptprimitives.dll")).expect("copy the stand-in");
    }

    #[tokio::test]
    async fn the_windows_binary_runs_under_wine_and_reads_the_control_plane() {
        let dir = unpacked("windows_amd64");
        let bin = dir.path().join("kubectl-nodewright.exe");
        wine_lacks_bcryptprimitives_so_add_a_stand_in(dir.path());
        let out = Command::new("file").arg(&bin).output().expect("file");
        let what = text(&out.stdout);
        assert!(
            what.contains("PE32+ executable") && what.contains("x86-64"),
            "{what}"
        );
        let out = wine(&bin, None, &["--help"]);
        assert!(out.status.success(), "{}", describe(&out));
        assert!(text(&out.stdout).contains("status"), "{}", describe(&out));
        let out = wine(&bin, None, &["version", "--client"]);
        assert!(out.status.success(), "{}", describe(&out));
        assert_eq!(
            text(&out.stdout).trim(),
            format!("Client Version: {}", tag())
        );
        // Wine's sockets are the host's: loopback reaches the control plane.
        let (c, _client, f) = seeded("wine", &[Situation::Released]).await;
        let cr = f.cr_name(Role::Monitoring);
        let args = ["status", "--nodewright", cr.as_str(), "-o", "name"];
        let out = wine(&bin, Some(&c.admin_kubeconfig), &args);
        let host = plugin_command(&c.admin_kubeconfig)
            .args(args)
            .output()
            .expect("host run");
        assert!(out.status.success(), "{}", describe(&out));
        assert_eq!(text(&out.stdout), text(&host.stdout), "{}", describe(&out));
        assert!(
            text(&out.stdout).contains(&f.names(Situation::Released)[0]),
            "{}",
            describe(&out)
        );
    }

    // --------------------------------------------------------------------------------------------
    // darwin: Mach-O load commands.

    /// What a Mach-O executable says of itself: CPU type, whether it is signed, the platform's
    /// minimum OS version, and the libraries it loads.
    #[derive(Debug)]
    struct MachO {
        cputype: u32,
        filetype: u32,
        signed: bool,
        min_os: Option<(u32, u32)>,
        dylibs: Vec<String>,
    }

    fn read_mach_o(bytes: &[u8]) -> MachO {
        let u32_at = |o: usize| {
            u32::from_le_bytes(
                bytes
                    .get(o..o + 4)
                    .and_then(|s| s.try_into().ok())
                    .expect("truncated Mach-O"),
            )
        };
        assert_eq!(
            u32_at(0),
            0xfeed_facf,
            "not a 64-bit little-endian Mach-O (a fat binary?)"
        );
        let (ncmds, mut at) = (u32_at(16) as usize, 32);
        let mut m = MachO {
            cputype: u32_at(4),
            filetype: u32_at(12),
            signed: false,
            min_os: None,
            dylibs: Vec::new(),
        };
        for _ in 0..ncmds {
            let (cmd, size) = (u32_at(at), u32_at(at + 4) as usize);
            match cmd {
                // LC_LOAD_DYLIB, LC_LOAD_WEAK_DYLIB, LC_REEXPORT_DYLIB, LC_LAZY_LOAD_DYLIB,
                // LC_LOAD_UPWARD_DYLIB: a dylib_command, its name at an offset in the command.
                0xc | 0x8000_0018 | 0x8000_001f | 0x20 | 0x8000_0023 => {
                    let name = &bytes[at + u32_at(at + 8) as usize..at + size];
                    let end = name.iter().position(|b| *b == 0).unwrap_or(name.len());
                    m.dylibs.push(text(&name[..end]));
                }
                0x1d => m.signed = true, // LC_CODE_SIGNATURE
                // LC_BUILD_VERSION: platform (1 = macOS), minos as xxxx.yy.zz; before 10.14 the
                // linker writes LC_VERSION_MIN_MACOSX, the version first.
                0x32 if u32_at(at + 8) == 1 => {
                    let v = u32_at(at + 12);
                    m.min_os = Some((v >> 16, (v >> 8) & 0xff));
                }
                0x24 => {
                    let v = u32_at(at + 8);
                    m.min_os = Some((v >> 16, (v >> 8) & 0xff));
                }
                _ => {}
            }
            at += size;
        }
        m
    }

    #[test]
    fn the_darwin_binaries_are_mach_o_executables_of_their_arch_linking_libsystem_only() {
        // What a plugin may load on macOS: libSystem (and libiconv, which Rust's std names).
        // No framework: Security, CoreFoundation and the rest need Apple's SDK to link, and
        // their absence is why the macOS build trusts webpki roots.
        const ALLOWED: [&str; 3] = [
            "/usr/lib/libSystem.B.dylib",
            "/usr/lib/libiconv.2.dylib",
            "/usr/lib/libcharset.1.dylib",
        ];
        for (os_arch, cputype, min_os) in [
            ("darwin_amd64", 0x0100_0007, (10, 12)), // CPU_TYPE_X86_64
            ("darwin_arm64", 0x0100_000c, (11, 0)),  // CPU_TYPE_ARM64
        ] {
            let dir = unpacked(os_arch);
            let bytes = std::fs::read(dir.path().join("kubectl-nodewright")).expect("binary");
            let m = read_mach_o(&bytes);
            assert_eq!(m.cputype, cputype, "{os_arch}: {m:?}");
            assert_eq!(m.filetype, 2, "{os_arch}: MH_EXECUTE: {m:?}");
            assert!(
                m.dylibs.contains(&"/usr/lib/libSystem.B.dylib".to_string()),
                "{os_arch}: {m:?}"
            );
            let other: Vec<&String> = m
                .dylibs
                .iter()
                .filter(|d| !ALLOWED.contains(&d.as_str()))
                .collect();
            assert!(other.is_empty(), "{os_arch} loads {other:?}");
            assert!(
                m.min_os.is_some_and(|v| v <= min_os),
                "{os_arch}: runs on macOS {min_os:?} and later: {m:?}"
            );
            // Apple silicon runs only signed code; the linker signs ad hoc.
            if os_arch == "darwin_arm64" {
                assert!(m.signed, "{os_arch}: no code signature: {m:?}");
            }
        }
    }

    // --------------------------------------------------------------------------------------------
    // krew, per platform.

    fn krew() -> PathBuf {
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
        krew
    }

    fn krew_install(root: &Path, os_arch: &str, manifest: &Path, archive: &Path) -> Output {
        let (os, arch) = os_arch.split_once('_').expect("os_arch");
        Command::new(krew())
            .arg("install")
            .arg(format!("--manifest={}", manifest.display()))
            .arg(format!("--archive={}", archive.display()))
            .env("KREW_ROOT", root)
            .env("KREW_OS", os)
            .env("KREW_ARCH", arch)
            .env("KREW_NO_UPGRADE_CHECK", "1")
            .stdin(Stdio::null())
            .output()
            .expect("krew")
    }

    #[test]
    fn krew_installs_each_archive_for_its_platform_and_checks_its_sha256() {
        let manifest = dist().join("nodewright.yaml");
        for (_, os_arch) in TARGETS {
            let archive = dist().join(archive_name(os_arch));
            let root = tempfile::tempdir().expect("KREW_ROOT");
            let out = krew_install(root.path(), os_arch, &manifest, &archive);
            assert!(out.status.success(), "{os_arch}: {}", describe(&out));
            let store = root.path().join(format!("store/nodewright/{}", tag()));
            let bin = root.path().join("bin");
            if os_arch.starts_with("windows") {
                assert!(store.join("kubectl-nodewright.exe").exists(), "{os_arch}");
                assert!(bin.join("kubectl-nodewright.exe").exists(), "{os_arch}");
            } else {
                assert!(store.join("kubectl_complete-nodewright").exists());
                assert!(store.join("man/kubectl-nodewright-status.1").exists());
                assert!(bin.join("kubectl-nodewright").exists(), "{os_arch}");
            }
            // The platform's archive against another platform's checksum: refused.
            let text = std::fs::read_to_string(&manifest).expect("manifest");
            let sum = |name: &str| {
                let sums = std::fs::read_to_string(dist().join("sha256sums.txt")).expect("sums");
                sums.lines()
                    .find(|l| l.ends_with(&format!("  {name}")))
                    .and_then(|l| l.split_whitespace().next())
                    .expect("sum")
                    .to_string()
            };
            let bad = tempfile::NamedTempFile::new().expect("tmp");
            std::fs::write(
                bad.path(),
                text.replace(&sum(&archive_name(os_arch)), &"0".repeat(64)),
            )
            .expect("write");
            let other = tempfile::tempdir().expect("KREW_ROOT");
            let out = krew_install(other.path(), os_arch, bad.path(), &archive);
            assert!(
                !out.status.success(),
                "{os_arch}: a wrong sha256 was accepted: {}",
                describe(&out)
            );
        }
    }
}
