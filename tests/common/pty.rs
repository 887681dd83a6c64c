//! Running the plugin on a pseudo-terminal, as a person at a shell does: util-linux `script`
//! gives the command a pty (stdin, stdout and stderr all on it) and copies what it prints to our
//! pipe; what we write to `script`'s stdin is typed on that terminal. No crate needed: `script`
//! is part of every Debian/Ubuntu base system (bsdutils).

use std::io::{Read, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A command running on a terminal.
#[derive(Debug)]
pub struct Pty {
    child: Child,
    stdin: Option<ChildStdin>,
    screen: Arc<Mutex<Vec<u8>>>,
    reader: Option<std::thread::JoinHandle<()>>,
}

/// Single-quotes a word for `sh -c`.
fn quote(s: &str) -> String {
    format!("'{}'", s.replace('\'', r"'\''"))
}

impl Pty {
    /// Starts the built plugin with `args` on a terminal, with `KUBECONFIG` and the extra `env`.
    pub fn plugin(kubeconfig: &Path, args: &[&str], env: &[(&str, &str)]) -> Pty {
        let line = std::iter::once(env!("CARGO_BIN_EXE_kubectl-nodewright"))
            .chain(args.iter().copied())
            .map(quote)
            .collect::<Vec<_>>()
            .join(" ");
        let mut cmd = Command::new("script");
        // -q no banner, -f flush at once, -e the command's exit code, /dev/null: no typescript.
        cmd.args(["-qfec", &line, "/dev/null"])
            .env("KUBECONFIG", kubeconfig)
            .env("TERM", "xterm")
            .env_remove("NO_COLOR")
            .env_remove("CLICOLOR_FORCE")
            .env_remove("RUST_LOG")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        for (k, v) in env {
            cmd.env(k, v);
        }
        let mut child = cmd.spawn().expect("run script(1) (util-linux)");
        let stdin = child.stdin.take();
        let mut out = child.stdout.take().expect("stdout");
        let screen = Arc::new(Mutex::new(Vec::new()));
        let sink = screen.clone();
        let reader = std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            while let Ok(n) = out.read(&mut buf) {
                if n == 0 {
                    break;
                }
                sink.lock().expect("screen").extend_from_slice(&buf[..n]);
            }
        });
        Pty {
            child,
            stdin,
            screen,
            reader: Some(reader),
        }
    }

    /// Everything printed so far (stdout and stderr interleaved, as on the terminal).
    pub fn screen(&self) -> String {
        String::from_utf8_lossy(&self.screen.lock().expect("screen")).into_owned()
    }

    /// Waits until the screen shows `text` (panics with the screen after `timeout`).
    pub fn expect(&self, text: &str, timeout: Duration) {
        let start = Instant::now();
        while start.elapsed() < timeout {
            if self.screen().contains(text) {
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        panic!(
            "no {text:?} on the terminal after {timeout:?}:\n{}",
            self.screen()
        );
    }

    /// Waits until `ready` holds for the screen; `false` if `timeout` passed first.
    pub fn wait_until(&self, ready: impl Fn(&str) -> bool, timeout: Duration) -> bool {
        let start = Instant::now();
        while start.elapsed() < timeout {
            if ready(&self.screen()) {
                return true;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        ready(&self.screen())
    }

    /// Types `keys` on the terminal.
    pub fn send(&mut self, keys: &str) {
        let stdin = self.stdin.as_mut().expect("stdin open");
        stdin.write_all(keys.as_bytes()).expect("type");
        stdin.flush().expect("flush");
    }

    /// Waits for the command to end (panics after `timeout`, killing it); returns its exit
    /// status and the whole screen.
    pub fn wait(mut self, timeout: Duration) -> (ExitStatus, String) {
        let start = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().expect("wait") {
                if let Some(r) = self.reader.take() {
                    let _ = r.join();
                }
                return (status, self.screen());
            }
            if start.elapsed() > timeout {
                let _ = self.child.kill();
                let _ = self.child.wait();
                panic!("still running after {timeout:?}:\n{}", self.screen());
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Sends SIGINT to the command on the terminal (Ctrl-C), as the terminal would.
    pub fn interrupt(&mut self) {
        self.send("\u{3}");
    }

    /// Ends it (SIGKILL to `script`, which hangs up the terminal) and returns the screen.
    pub fn kill(mut self) -> String {
        let _ = self.child.kill();
        let _ = self.child.wait();
        if let Some(r) = self.reader.take() {
            let _ = r.join();
        }
        self.screen()
    }
}
