//! A running plugin's output read line by line (live views: `status --watch`, `rollout
//! --watch`), with a deadline on every wait.

use std::io::{BufRead, BufReader};
use std::time::{Duration, Instant};

/// A running plugin's stdout, line by line, on a thread of its own.
pub struct Lines(std::sync::mpsc::Receiver<String>);

impl Lines {
    pub fn follow(child: &mut std::process::Child) -> Lines {
        let stdout = child.stdout.take().expect("stdout");
        let (tx, rx) = std::sync::mpsc::channel::<String>();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Lines(rx)
    }

    /// The next JSON document (a frame of `-o json`: it ends with a line that is `}`), 180 s
    /// at most.
    pub fn doc(&self) -> serde_json::Value {
        let deadline = Instant::now() + Duration::from_secs(180);
        let mut lines = Vec::new();
        while Instant::now() < deadline {
            if let Ok(l) = self.0.recv_timeout(Duration::from_millis(200)) {
                let end = l == "}";
                lines.push(l);
                if end {
                    return serde_json::from_str(&lines.join("\n")).expect("a JSON frame");
                }
            }
        }
        panic!("no JSON document; saw:\n{}", lines.join("\n"));
    }

    /// The lines up to and including the first that contains `needle` (180 s at most).
    pub fn until(&self, needle: &str) -> Vec<String> {
        self.until_within(needle, Duration::from_secs(180))
    }

    /// The lines up to and including the first that contains `needle`, `limit` at most.
    pub fn until_within(&self, needle: &str, limit: Duration) -> Vec<String> {
        let deadline = Instant::now() + limit;
        let mut lines = Vec::new();
        while Instant::now() < deadline {
            if let Ok(l) = self.0.recv_timeout(Duration::from_millis(200)) {
                let hit = l.contains(needle);
                lines.push(l);
                if hit {
                    return lines;
                }
            }
        }
        panic!(
            "no line with {needle:?} within {limit:?}; saw:\n{}",
            lines.join("\n")
        );
    }
}
