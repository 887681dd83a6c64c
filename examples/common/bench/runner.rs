//! `bench.rs`: running measured processes: wall time, peak RSS and CPU (`/usr/bin/time`, or
//! polling `/proc`), requests from `-v=6` lines, bytes through the counting proxy, and the API
//! server's etcd reads for nodes around each run.

use super::*;

pub(crate) fn proc(argv: &[&str]) -> Proc {
    Proc {
        argv: argv.iter().map(|s| s.to_string()).collect(),
        pipe_in: false,
    }
}

impl Runner {
    /// Run `stages` in order over loopback; see [`Runner::run_on`].
    pub(crate) fn run(&self, stages: &[Proc]) -> Res<Sample> {
        self.run_on(0, stages)
    }

    /// Run `stages` in order over link `link`; processes with `pipe_in` read the previous
    /// process's stdout and run at the same time as it. Wall time covers all of them.
    pub(crate) fn run_on(&self, link: usize, stages: &[Proc]) -> Res<Sample> {
        let id = self.seq.fetch_add(1, Ordering::Relaxed);
        let link = &self.links[link];
        let etcd0 = self.metrics.as_ref().and_then(Metrics::try_read);
        link.counter.down.store(0, Ordering::SeqCst);
        let t0 = Instant::now();
        let mut costs: Vec<Cost> = Vec::new();
        let mut err_files = Vec::new();
        let mut last_out = PathBuf::new();
        let mut i = 0;
        while i < stages.len() {
            // A pipeline: stages[i] plus every following stage with pipe_in.
            let mut j = i + 1;
            while j < stages.len() && stages[j].pipe_in {
                j += 1;
            }
            let mut handles = Vec::new();
            let mut prev_out: Option<std::process::ChildStdout> = None;
            for (k, p) in stages[i..j].iter().enumerate() {
                let last = i + k + 1 == j;
                let tf = self.work.join(format!("run{id}-{}.time", i + k));
                let ef = self.work.join(format!("run{id}-{}.err", i + k));
                let of = self.work.join(format!("run{id}-{}.out", i + k));
                let mut cmd = if self.gnu_time {
                    let mut c = Command::new(GNU_TIME);
                    c.arg("-f").arg("%M %U %S").arg("-o").arg(&tf).args(&p.argv);
                    c
                } else {
                    let mut c = Command::new(&p.argv[0]);
                    c.args(&p.argv[1..]);
                    c
                };
                cmd.envs(self.env.iter().map(|(k, v)| (k, v)));
                cmd.env("KUBECONFIG", &link.kubeconfig);
                cmd.stderr(fs::File::create(&ef).map_err(err("stderr file"))?);
                match prev_out.take() {
                    Some(o) => {
                        cmd.stdin(Stdio::from(o));
                    }
                    None => {
                        cmd.stdin(Stdio::null());
                    }
                }
                if last {
                    cmd.stdout(fs::File::create(&of).map_err(err("stdout file"))?);
                    last_out = of;
                } else {
                    cmd.stdout(Stdio::piped());
                }
                let mut child = cmd
                    .spawn()
                    .map_err(|e| format!("cannot run {}: {e}", p.argv[0]))?;
                prev_out = child.stdout.take();
                let gnu = self.gnu_time;
                handles.push(thread::spawn(move || watch(child, gnu, &tf)));
                err_files.push(ef);
            }
            for h in handles {
                costs.push(h.join().unwrap_or_default());
            }
            i = j;
        }
        let wall = t0.elapsed().as_secs_f64();
        let mut s = Sample {
            wall,
            rss_kb: costs.iter().map(|c| c.rss_kb).collect(),
            cpu: costs.iter().map(|c| c.cpu).sum(),
            exit_ok: costs.iter().all(|c| c.ok),
            recv: link.counter.down.load(Ordering::SeqCst),
            ..Sample::default()
        };
        s.etcd = self.etcd_since(etcd0);
        for ef in &err_files {
            parse_requests(&fs::read_to_string(ef).unwrap_or_default(), &mut s);
            let _ = fs::remove_file(ef);
        }
        s.stdout = fs::read(&last_out).unwrap_or_default();
        for k in 0..stages.len() {
            let _ = fs::remove_file(self.work.join(format!("run{id}-{k}.out")));
        }
        Ok(s)
    }

    /// etcd requests for nodes since `before` was read (None if either reading is missing).
    pub(crate) fn etcd_since(&self, before: Option<EtcdNodes>) -> Option<EtcdNodes> {
        let now = self.metrics.as_ref()?.try_read()?;
        Some(now.since(before?))
    }
}

/// Wait for a child and report its cost: from `/usr/bin/time`'s output file, or (fallback) by
/// polling `/proc/<pid>` until the child is a zombie, then reaping it.
pub(crate) fn watch(mut child: Child, gnu: bool, time_file: &Path) -> Cost {
    if gnu {
        let ok = child.wait().map(|s| s.success()).unwrap_or(false);
        let text = fs::read_to_string(time_file).unwrap_or_default();
        let _ = fs::remove_file(time_file);
        // `Command exited with non-zero status N` may precede the figures.
        let f: Vec<f64> = text
            .lines()
            .last()
            .unwrap_or_default()
            .split_whitespace()
            .filter_map(|x| x.parse().ok())
            .collect();
        return match f.as_slice() {
            [m, u, s] => Cost {
                rss_kb: *m as u64,
                cpu: u + s,
                ok,
            },
            _ => Cost {
                ok,
                ..Cost::default()
            },
        };
    }
    let pid = child.id();
    let (mut rss, mut cpu) = (0u64, 0f64);
    loop {
        let stat = fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
        // Fields after the command name in parentheses: state is [0], utime [11], stime [12].
        let rest: Vec<&str> = stat
            .rsplit_once(')')
            .map(|(_, r)| r.split_whitespace().collect())
            .unwrap_or_default();
        if let (Some(u), Some(s)) = (rest.get(11), rest.get(12)) {
            let ticks = u.parse::<f64>().unwrap_or(0.0) + s.parse::<f64>().unwrap_or(0.0);
            cpu = ticks / 100.0; // USER_HZ is 100 on Linux
        }
        if let Ok(st) = fs::read_to_string(format!("/proc/{pid}/status"))
            && let Some(l) = st.lines().find(|l| l.starts_with("VmHWM:"))
        {
            let kb: u64 = l
                .split_whitespace()
                .nth(1)
                .and_then(|x| x.parse().ok())
                .unwrap_or(0);
            rss = rss.max(kb);
        }
        if rest.first().is_none_or(|s| *s == "Z" || *s == "X") {
            break;
        }
        thread::sleep(Duration::from_millis(2));
    }
    // 130: a live view ended by the bench's own Ctrl-C, as designed (README, exit codes).
    let ok = child
        .wait()
        .map(|s: ExitStatus| s.success() || s.code() == Some(130))
        .unwrap_or(false);
    Cost {
        rss_kb: rss,
        cpu,
        ok,
    }
}

/// Count request lines of `-v=6` output, the plugin's (`I GET /path 200 in ...`) and kubectl's
/// (`... round_trippers.go:NNN] GET https://host/path 200 OK in 5 milliseconds`).
pub(crate) fn parse_requests(text: &str, s: &mut Sample) {
    const VERBS: [&str; 6] = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD"];
    for line in text.lines() {
        if line.contains("guard failed") {
            s.replans += 1;
        }
        let t: Vec<&str> = line.split_whitespace().collect();
        let Some(i) = (0..t.len().saturating_sub(2)).find(|&i| {
            VERBS.contains(&t[i])
                && (t[i + 1].starts_with('/') || t[i + 1].starts_with("http"))
                && t[i + 2].len() == 3
                && t[i + 2].bytes().all(|b| b.is_ascii_digit())
        }) else {
            continue;
        };
        *s.verbs.entry(t[i].to_string()).or_default() += 1;
        let url = t[i + 1];
        let path = match url.find("://") {
            Some(p) => url[p + 3..].find('/').map_or("/", |q| &url[p + 3 + q..]),
            None => url,
        };
        if matches!(t[i + 2], "409" | "422") {
            s.conflicts += 1;
        }
        if t[i] != "GET" && t[i] != "HEAD" {
            if path.starts_with("/api/v1/nodes/") {
                s.node_writes += 1;
            } else {
                s.other_writes += 1;
            }
        }
    }
}

impl Sample {
    /// The re-gate check stores the lost count in `check` as `lost N`; parse it back.
    pub(crate) fn conflicts_lost(&self) -> u64 {
        self.check
            .split("lost ")
            .nth(1)
            .and_then(|r| r.split_whitespace().next())
            .and_then(|x| x.parse().ok())
            .unwrap_or(0)
    }
}
