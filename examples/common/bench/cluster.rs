//! `bench.rs`: the benchmark's own control plane (`tests/cluster up`/`down`, also on Ctrl-C) and
//! the `--mark` file.

use super::*;

impl ClusterGuard {
    pub(crate) fn new(repo: &Path, dir: &str, mark: Option<PathBuf>) -> Self {
        ClusterGuard {
            repo: repo.to_path_buf(),
            dir: dir.to_string(),
            started: AtomicBool::new(false),
            mark,
        }
    }

    /// Creates (`true`) or removes the `--mark` file, if one was given.
    pub(crate) fn measuring(&self, on: bool) {
        let Some(m) = &self.mark else { return };
        let r = if on {
            fs::write(
                m,
                format!("bench measuring since {:?}\n", std::time::SystemTime::now()),
            )
        } else {
            fs::remove_file(m).or_else(|e| match e.kind() {
                std::io::ErrorKind::NotFound => Ok(()),
                _ => Err(e),
            })
        };
        if let Err(e) = r {
            eprintln!("bench: --mark {}: {e}", m.display());
        }
    }

    /// `tests/cluster up`; returns the kubeconfig path. Tried up to three times: on a loaded
    /// machine `up` can take the apiserver for exited when it polls its PID before the exec.
    pub(crate) fn up(&self) -> Res<PathBuf> {
        self.started.store(true, Ordering::SeqCst);
        let mut attempt = 1;
        let out = loop {
            let out = Command::new(self.repo.join("tests/cluster"))
                .arg("up")
                .env("CLUSTER_DIR", &self.dir)
                .stderr(Stdio::inherit())
                .output()
                .map_err(err("tests/cluster up"))?;
            if out.status.success() {
                break out;
            }
            if attempt == 3 {
                return Err(format!("tests/cluster up failed ({})", out.status));
            }
            eprintln!("bench: tests/cluster up failed (attempt {attempt}); retrying");
            attempt += 1;
        };
        let stdout = String::from_utf8_lossy(&out.stdout);
        let line = stdout
            .lines()
            .rev()
            .find_map(|l| l.strip_prefix("export KUBECONFIG="))
            .ok_or("tests/cluster up printed no export line")?;
        Ok(PathBuf::from(line.trim().trim_matches(['\'', '"'])))
    }

    pub(crate) fn down(&self) {
        self.measuring(false);
        if !self.started.swap(false, Ordering::SeqCst) {
            return;
        }
        let st = Command::new(self.repo.join("tests/cluster"))
            .arg("down")
            .env("CLUSTER_DIR", &self.dir)
            .stdout(Stdio::null())
            .status();
        if !matches!(st, Ok(s) if s.success()) {
            eprintln!(
                "bench: `CLUSTER_DIR={} tests/cluster down` failed; run it by hand",
                self.dir
            );
        }
    }
}

/// Ctrl-C: stop the control plane, then exit. A thread with its own runtime, because the main one
/// blocks while it waits for measured processes.
pub(crate) fn watch_ctrl_c(cluster: Arc<ClusterGuard>) {
    thread::spawn(move || {
        let Ok(rt) = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
        else {
            return;
        };
        if rt.block_on(tokio::signal::ctrl_c()).is_ok() {
            eprintln!("bench: interrupted; stopping the control plane");
            cluster.down();
            std::process::exit(130);
        }
    });
}
