//! `bench.rs`: rows, the table, ratios and the targets of the regular sizes.

use super::*;

pub(crate) fn median(mut v: Vec<f64>) -> f64 {
    if v.is_empty() {
        return f64::NAN;
    }
    v.sort_by(|a, b| a.total_cmp(b));
    let n = v.len();
    if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    }
}

pub(crate) fn spread(v: &[f64]) -> (f64, f64) {
    let lo = v.iter().copied().fold(f64::INFINITY, f64::min);
    let hi = v.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    (lo, hi)
}

pub(crate) fn secs(x: f64) -> String {
    if x < 10.0 {
        format!("{x:.2}")
    } else {
        format!("{x:.1}")
    }
}

impl Row {
    pub(crate) fn k(&self) -> f64 {
        self.extrapolate.unwrap_or(1.0)
    }
    pub(crate) fn wall(&self) -> f64 {
        median(self.samples.iter().map(|s| s.wall).collect()) * self.k()
    }
    pub(crate) fn rss_mb(&self) -> f64 {
        median(
            self.samples
                .iter()
                .map(|s| s.rss_kb.iter().sum::<u64>() as f64 / 1024.0)
                .collect(),
        )
    }
    pub(crate) fn cpu(&self) -> f64 {
        median(self.samples.iter().map(|s| s.cpu).collect()) * self.k()
    }
    pub(crate) fn cells(&self) -> Vec<String> {
        let walls: Vec<f64> = self.samples.iter().map(|s| s.wall * self.k()).collect();
        let (lo, hi) = spread(&walls);
        // Sub-second rows (start-up) in milliseconds.
        let f = |x: f64| {
            if hi < 0.5 {
                format!("{:.1} ms", x * 1000.0)
            } else {
                secs(x)
            }
        };
        let wall = if self.samples.len() > 1 {
            format!("{} ({}–{})", f(self.wall()), f(lo), f(hi))
        } else {
            f(self.wall())
        };
        let procs = self.samples.first().map_or(0, |s| s.rss_kb.len());
        let rss = if procs > 1 {
            let parts: Vec<String> = (0..procs)
                .map(|i| {
                    let m = median(
                        self.samples
                            .iter()
                            .map(|s| s.rss_kb.get(i).copied().unwrap_or(0) as f64 / 1024.0)
                            .collect(),
                    );
                    format!("{m:.0}")
                })
                .collect();
            // Pipelines run at once: the sum is the peak; sequential steps: the max is.
            parts.join("+")
        } else {
            format!("{:.1}", self.rss_mb())
        };
        let mut verbs: BTreeMap<&str, (u64, u64)> = BTreeMap::new();
        for s in &self.samples {
            for (v, n) in &s.verbs {
                let e = verbs.entry(v.as_str()).or_insert((u64::MAX, 0));
                e.0 = e.0.min(*n);
                e.1 = e.1.max(*n);
            }
        }
        let k = self.k();
        let reqs: Vec<String> = verbs
            .iter()
            .map(|(v, (lo, hi))| {
                let (lo, hi) = ((*lo as f64 * k).round(), (*hi as f64 * k).round());
                if lo == hi {
                    format!("{v} {lo}")
                } else {
                    format!("{v} {lo}–{hi}")
                }
            })
            .collect();
        let recv = median(self.samples.iter().map(|s| s.recv as f64 / 1e6).collect()) * k;
        let failed: Vec<String> = self
            .samples
            .iter()
            .enumerate()
            .filter(|(_, s)| !s.pass)
            .map(|(i, s)| format!("run {}: {}", i + 1, s.check))
            .collect();
        let check = if failed.is_empty() {
            format!(
                "ok: {}",
                self.samples.last().map(|s| s.check.as_str()).unwrap_or("")
            )
        } else {
            format!("FAIL {}", failed.join("; "))
        };
        let (rss, cpu) = if self.in_process {
            ("-".to_string(), "-".to_string())
        } else {
            (rss, format!("{:.2}", self.cpu()))
        };
        vec![
            self.scenario.clone(),
            self.tool.clone(),
            wall,
            rss,
            cpu,
            if reqs.is_empty() {
                "-".into()
            } else {
                reqs.join(" ")
            },
            apicost::cell(&self.samples.iter().map(|s| s.etcd).collect::<Vec<_>>()),
            if self.samples.iter().all(|s| s.recv == 0) {
                "-".into()
            } else {
                format!("{recv:.1}")
            },
        ]
        .into_iter()
        .chain(self.on_links.iter().map(|w| {
            if w.is_empty() {
                "-".to_string()
            } else if w.len() > 1 {
                let (lo, hi) = spread(w);
                format!("{} ({}–{})", secs(median(w.clone())), secs(lo), secs(hi))
            } else {
                secs(w[0])
            }
        }))
        .chain(std::iter::once(check))
        .collect()
    }

    /// Median wall time over shaped link `i` (0 = the first shaped link), if run there.
    pub(crate) fn link_wall(&self, i: usize) -> Option<f64> {
        self.on_links
            .get(i)
            .filter(|w| !w.is_empty())
            .map(|w| median(w.clone()))
    }
}

pub(crate) fn table(rows: &[Vec<String>]) -> String {
    let cols = rows.iter().map(|r| r.len()).max().unwrap_or(0);
    let mut w = vec![0usize; cols];
    for r in rows {
        for (i, c) in r.iter().enumerate() {
            if i + 1 < r.len() {
                w[i] = w[i].max(c.chars().count());
            }
        }
    }
    let mut out = String::new();
    for r in rows {
        let mut line = String::new();
        for (i, c) in r.iter().enumerate() {
            if i + 1 < r.len() {
                let _ = write!(line, "{c:<width$}  ", width = w[i]);
            } else {
                line.push_str(c);
            }
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

pub(crate) fn ratio_line(ours: &Row, base: &Row, label: &str) -> Vec<String> {
    if base.in_process {
        return vec![
            String::new(),
            format!("  {label}"),
            format!("{:.1}x wall", ours.wall() / base.wall()),
        ];
    }
    // A denominator that rounds to zero (start-up CPU) has no meaningful ratio.
    let x = |a: f64, b: f64, what: &str| {
        if b > 0.0 && (a / b).is_finite() {
            format!("{:.1}x {what}", a / b)
        } else {
            format!("- {what}")
        }
    };
    vec![
        String::new(),
        format!("  {label}"),
        x(base.wall(), ours.wall(), "wall"),
        x(base.rss_mb(), ours.rss_mb(), "RSS"),
        x(base.cpu(), ours.cpu(), "CPU"),
        String::new(),
        String::new(),
        String::new(),
        String::new(),
    ]
}

pub(crate) fn fmt_ms(s: f64) -> String {
    format!("{:.1}", s * 1000.0)
}

pub(crate) fn met(ok: bool) -> &'static str {
    if ok { "met" } else { "MISSED" }
}

pub(crate) fn na_row(scenario: &str, tool: &str) -> Vec<String> {
    vec![
        scenario.into(),
        tool.into(),
        "n/a (command not built)".into(),
    ]
}

pub(crate) fn target_lines(rows: &[Row], n: usize) -> Vec<String> {
    let find = |sc: &str, ours: bool| rows.iter().find(|r| r.scenario == sc && r.ours == ours);
    let mut t = Vec::new();
    let jsonpath = rows
        .iter()
        .find(|r| r.scenario == "status" && r.tool == super::reads::JSONPATH_TOOL);
    if let (Some(o), Some(j)) = (find("status", true), jsonpath) {
        let x = j.wall() / o.wall();
        t.push(format!(
            "status -o jsonpath of {n} nodes no slower than -o json: {x:.2}x its wall ({})",
            met(x <= 1.05)
        ));
    }
    if let (Some(o), Some(b)) = (find("status", true), find("status", false)) {
        let x = b.wall() / o.wall();
        t.push(format!(
            "status of {n} nodes ≥10x faster than kubectl+jq (loopback): {x:.1}x ({})",
            met(x >= 10.0)
        ));
        let recv = |r: &Row| median(r.samples.iter().map(|s| s.recv as f64).collect());
        let bx = recv(o) / recv(b);
        t.push(format!(
            "status bytes ≤1.3x kubectl get nodes -o json's: {:.1} MB vs {:.1} MB = {bx:.2}x ({})",
            recv(o) / 1e6,
            recv(b) / 1e6,
            met(bx <= 1.3)
        ));
        if let (Some(ol), Some(bl)) = (o.link_wall(0), b.link_wall(0)) {
            let x = bl / ol;
            t.push(format!(
                "over the first shaped link, status ≥10x faster than kubectl+jq: {} s vs {} s = {x:.1}x ({})",
                secs(ol),
                secs(bl),
                met(x >= 10.0)
            ));
        }
        if let Some(g) = rows.iter().find(|r| r.tool.contains("Go CLI")) {
            if let (Some(ol), Some(gl)) = (o.link_wall(0), g.link_wall(0)) {
                let x = gl / ol;
                t.push(format!(
                    "over the first shaped link, status ≥1.5x faster than the Go CLI's node status: {} s vs {} s = {x:.1}x ({})",
                    secs(ol),
                    secs(gl),
                    met(x >= 1.5)
                ));
            }
            t.push(format!(
                "  loopback: Go CLI {} s, {:.1} MB received; nodewright {} s, {:.1} MB",
                secs(g.wall()),
                recv(g) / 1e6,
                secs(o.wall()),
                recv(o) / 1e6
            ));
        }
        t.push(format!(
            "status peak RSS < 64 MB: {:.1} MB ({})",
            o.rss_mb(),
            met(o.rss_mb() < 64.0)
        ));
        if let Some(f) = rows
            .iter()
            .find(|r| r.scenario == "status" && r.tool.starts_with("floor"))
        {
            t.push(format!(
                "  floor: the apiserver serves the same paged list in {} s, status takes {} s ({:.0}% of it is the list)",
                secs(f.wall()),
                secs(o.wall()),
                100.0 * f.wall() / o.wall()
            ));
        }
    }
    for r in rows.iter().filter(|r| r.scenario == "follow") {
        if let Some(s) = r.samples.first() {
            t.push(format!("{}: {} ({})", r.tool, s.check, met(s.pass)));
        }
    }
    if let Some(o) = find("reset", true) {
        let exact = o.samples.iter().all(|s| s.pass);
        t.push(format!(
            "reset of {n} nodes: one write per affected node ({}), < 30 s: {} s ({})",
            if exact { "met" } else { "MISSED, see check" },
            secs(o.wall()),
            met(o.wall() < 30.0)
        ));
    }
    if let Some(o) = find("re-gate", true) {
        let lost: u64 = o.samples.iter().map(|s| s.conflicts_lost()).sum();
        t.push(format!(
            "zero lost taints under concurrent writes: {lost} lost over {} runs ({})",
            o.samples.len(),
            met(lost == 0)
        ));
    }
    t
}
