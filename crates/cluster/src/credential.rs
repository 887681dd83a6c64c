//! The exec credential plugin (`users[].user.exec`: `aws eks get-token`,
//! `gke-gcloud-auth-plugin`, `kubelogin`, ...), run as kubectl runs it, once per connection.
//!
//! The plugin runs when the first request needs a credential, as a child process the runtime
//! waits on (never on a worker thread), so its run counts inside `--context-timeout`. Its answer
//! is kept for every request of the connection, plain, watch or stream alike, and the plugin runs
//! again only when the credential is about to expire (`status.expirationTimestamp`, within 10 s)
//! or after the API server refused it (401): a long `status --watch` re-runs it as kubectl does.
//! A token goes in each request's `Authorization` header; a client certificate goes to TLS,
//! where new connections pick up the newest one ([`Credentials::client_cert`]).
//!
//! A failing plugin's error says what kubectl says (`getting credentials: exec: executable
//! aws failed with exit code 1`) and the plugin's own stderr when it was captured; never the
//! environment the kubeconfig gives it (an `API_KEY` there is a secret), never a Debug dump.

use std::io::IsTerminal;
use std::process::Stdio;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, RwLock};

use futures::future::BoxFuture;
use http::{HeaderValue, Request};
use jiff::{SignedDuration, Timestamp};
use kube::config::{ExecConfig, ExecInteractiveMode};
use rustls::sign::CertifiedKey;
use tower::BoxError;

/// A credential is taken for expired this long before its expiry.
const EARLY: SignedDuration = SignedDuration::from_secs(10);

/// The most of a failing plugin's stderr an error quotes.
const MAX_STDERR: usize = 4000;

/// Why the exec plugin gave no credential. Display and Debug say the same: the command (not its
/// environment), the exit code, the plugin's stderr.
#[derive(Clone)]
pub struct CredentialError(pub String);

impl std::fmt::Display for CredentialError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "getting credentials: {}", self.0)
    }
}

impl std::fmt::Debug for CredentialError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(self, f)
    }
}

impl std::error::Error for CredentialError {}

/// What the plugin answered, kept until it expires.
struct Answer {
    token: Option<HeaderValue>,
    expires: Option<Timestamp>,
}

/// One connection's exec credential: the plugin's settings and its newest answer.
pub struct Credentials {
    exec: ExecConfig,
    /// The newest answer, or the plugin's failure; the lock is held while the plugin runs, so
    /// concurrent first requests wait for one run, and a failure is not run again by each of
    /// them.
    answer: tokio::sync::Mutex<Option<Result<Answer, CredentialError>>>,
    /// The newest client certificate the plugin gave, for TLS.
    cert: RwLock<Option<Arc<CertifiedKey>>>,
    /// How many times the plugin ran (`-v=4` logs each run).
    runs: AtomicU32,
}

impl std::fmt::Debug for Credentials {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Never the env (secrets), never the token.
        f.debug_struct("Credentials")
            .field("command", &self.exec.command)
            .field("runs", &self.runs.load(Ordering::Relaxed))
            .finish_non_exhaustive()
    }
}

impl Credentials {
    pub fn new(exec: ExecConfig) -> Arc<Credentials> {
        Arc::new(Credentials {
            exec,
            answer: tokio::sync::Mutex::new(None),
            cert: RwLock::new(None),
            runs: AtomicU32::new(0),
        })
    }

    /// The command, as errors name it.
    pub fn command(&self) -> &str {
        self.exec.command.as_deref().unwrap_or("")
    }

    /// How many times the plugin ran on this connection.
    pub fn runs(&self) -> u32 {
        self.runs.load(Ordering::Relaxed)
    }

    /// The newest client certificate from the plugin, if it gives one.
    pub fn client_cert(&self) -> Option<Arc<CertifiedKey>> {
        self.cert.read().ok().and_then(|c| c.clone())
    }

    /// The API server refused the credential (401): the next request runs the plugin again,
    /// as client-go does.
    pub fn refused(&self) {
        if let Ok(mut a) = self.answer.try_lock() {
            *a = None;
        }
    }

    /// The `Authorization` header for a request (none when the plugin gives a certificate),
    /// running the plugin first when there is no answer yet or it is about to expire.
    pub async fn header(&self) -> Result<Option<HeaderValue>, CredentialError> {
        let mut answer = self.answer.lock().await;
        let fresh = match answer.as_ref() {
            Some(Ok(a)) => a.expires.is_none_or(|e| Timestamp::now() + EARLY < e),
            Some(Err(e)) => return Err(e.clone()),
            None => false,
        };
        if !fresh {
            *answer = Some(self.run().await);
        }
        match answer.as_ref() {
            Some(Ok(a)) => Ok(a.token.clone()),
            Some(Err(e)) => Err(e.clone()),
            None => Ok(None),
        }
    }

    /// Runs the plugin once and reads its ExecCredential.
    async fn run(&self) -> Result<Answer, CredentialError> {
        let n = self.runs.fetch_add(1, Ordering::Relaxed) + 1;
        let command = self.command().to_string();
        if command.is_empty() {
            return Err(CredentialError(
                "the kubeconfig's exec section names no command".into(),
            ));
        }
        tracing::debug!("running the credential plugin {command} (run {n})");
        let interactive = match self.exec.interactive_mode {
            Some(ExecInteractiveMode::Never) => false,
            Some(ExecInteractiveMode::Always) => true,
            _ => std::io::stdin().is_terminal(),
        };
        let mut cmd = tokio::process::Command::new(&command);
        cmd.args(self.exec.args.iter().flatten());
        for env in self.exec.env.iter().flatten() {
            if let (Some(name), Some(value)) = (env.get("name"), env.get("value")) {
                cmd.env(name, value);
            }
        }
        cmd.env("KUBERNETES_EXEC_INFO", self.exec_info(interactive)?);
        for name in self.exec.drop_env.iter().flatten() {
            cmd.env_remove(name);
        }
        // An interactive plugin (a login prompt) gets the terminal, as under kubectl; any
        // other's stderr is kept for the error.
        if interactive {
            cmd.stdin(Stdio::inherit()).stderr(Stdio::inherit());
        } else {
            cmd.stdin(Stdio::null()).stderr(Stdio::piped());
        }
        // `output()` reads its stdout (the ExecCredential); a plugin cut short by
        // --context-timeout is killed, not left behind.
        cmd.kill_on_drop(true);
        let out = cmd.output().await.map_err(|e| {
            if e.kind() == std::io::ErrorKind::NotFound {
                let hint = self
                    .exec
                    .install_hint
                    .as_deref()
                    .map(|h| format!("\n\n{}", h.trim()))
                    .unwrap_or_default();
                CredentialError(format!(
                    "exec: executable {command} not found (a client-go credential plugin that is not installed, or not on PATH){hint}"
                ))
            } else {
                CredentialError(format!("exec: executable {command} could not run: {e}"))
            }
        })?;
        if !out.status.success() {
            let code = match out.status.code() {
                Some(c) => format!("exit code {c}"),
                None => "a signal".to_string(),
            };
            let stderr = stderr_tail(&out.stderr);
            return Err(CredentialError(format!(
                "exec: executable {command} failed with {code}{stderr}"
            )));
        }
        self.read_answer(&command, &out.stdout)
    }

    /// `KUBERNETES_EXEC_INFO`: the apiVersion, whether the plugin may prompt, and the cluster
    /// when `provideClusterInfo` asks for it.
    fn exec_info(&self, interactive: bool) -> Result<String, CredentialError> {
        let mut spec = serde_json::json!({ "interactive": interactive });
        if self.exec.provide_cluster_info {
            let cluster = self.exec.cluster.as_ref().ok_or_else(|| {
                CredentialError("provideClusterInfo is set but the cluster is unknown".into())
            })?;
            spec["cluster"] = serde_json::to_value(cluster)
                .map_err(|e| CredentialError(format!("the cluster for the plugin: {e}")))?;
        }
        Ok(serde_json::json!({
            "apiVersion": self.exec.api_version,
            "kind": "ExecCredential",
            "spec": spec,
        })
        .to_string())
    }

    fn read_answer(&self, command: &str, stdout: &[u8]) -> Result<Answer, CredentialError> {
        #[derive(serde::Deserialize)]
        struct Cred {
            status: Option<Status>,
        }
        #[derive(serde::Deserialize)]
        #[serde(rename_all = "camelCase")]
        struct Status {
            expiration_timestamp: Option<String>,
            token: Option<String>,
            client_certificate_data: Option<String>,
            client_key_data: Option<String>,
        }
        // The decoder's message names a line and column, never the text.
        let cred: Cred = serde_json::from_slice(stdout).map_err(|e| {
            CredentialError(format!(
                "exec: the output of {command} is not an ExecCredential: {e}"
            ))
        })?;
        let Some(status) = cred.status else {
            return Err(CredentialError(format!(
                "exec: {command} printed an ExecCredential without a status"
            )));
        };
        let expires = match status.expiration_timestamp.as_deref() {
            Some(t) => Some(t.parse::<Timestamp>().map_err(|e| {
                CredentialError(format!("exec: {command}: expirationTimestamp {t:?}: {e}"))
            })?),
            None => None,
        };
        if let (Some(cert), Some(key)) = (&status.client_certificate_data, &status.client_key_data)
        {
            let ck = crate::tls::certified_key(cert.as_bytes(), key.as_bytes())
                .map_err(|e| CredentialError(format!("exec: {command}: {e}")))?;
            if let Ok(mut c) = self.cert.write() {
                *c = Some(Arc::new(ck));
            }
        }
        let token = match status.token {
            Some(t) if !t.is_empty() => {
                let mut v = HeaderValue::try_from(format!("Bearer {t}")).map_err(|_| {
                    CredentialError(format!("exec: {command} gave a token that is not text"))
                })?;
                v.set_sensitive(true);
                Some(v)
            }
            _ => None,
        };
        if token.is_none() && self.client_cert().is_none() {
            return Err(CredentialError(format!(
                "exec: {command} gave neither a token nor a client certificate"
            )));
        }
        Ok(Answer { token, expires })
    }
}

/// The plugin's stderr for an error: `: <text>`, its last part when long, or nothing.
fn stderr_tail(stderr: &[u8]) -> String {
    let text = String::from_utf8_lossy(stderr);
    let text = text.trim();
    if text.is_empty() {
        return String::new();
    }
    let start = text
        .char_indices()
        .map(|(i, _)| i)
        .find(|&i| text.len() - i <= MAX_STDERR)
        .unwrap_or(0);
    format!(": {}", &text[start..])
}

/// The layer that puts the exec credential on each request (kube's `AsyncFilterLayer`, as its own
/// refreshable tokens are added).
#[derive(Clone)]
pub struct AddCredential(pub Arc<Credentials>);

impl std::fmt::Debug for AddCredential {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl<B: Send + 'static> tower::filter::AsyncPredicate<Request<B>> for AddCredential {
    type Future = BoxFuture<'static, Result<Request<B>, BoxError>>;
    type Request = Request<B>;

    fn check(&mut self, mut request: Request<B>) -> Self::Future {
        let creds = Arc::clone(&self.0);
        Box::pin(async move {
            if let Some(v) = creds.header().await? {
                request.headers_mut().insert(http::header::AUTHORIZATION, v);
            }
            Ok(request)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tests of this module one at a time: a script written by one test while another's
    /// plugin is being forked can be inherited open for writing by that child, and its exec then
    /// fails with ETXTBSY ("Text file busy").
    static ONE_AT_A_TIME: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

    fn exec(script: &str, env: &[(&str, &str)]) -> (tempfile::TempDir, Arc<Credentials>) {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("plugin.sh");
        std::fs::write(&path, format!("#!/bin/sh\n{script}\n")).expect("write");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).expect("chmod");
        }
        let env = env
            .iter()
            .map(|(k, v)| {
                [("name", *k), ("value", *v)]
                    .into_iter()
                    .map(|(a, b)| (a.to_string(), b.to_string()))
                    .collect()
            })
            .collect();
        let cfg = ExecConfig {
            api_version: Some("client.authentication.k8s.io/v1".into()),
            command: Some(path.to_string_lossy().into_owned()),
            args: None,
            env: Some(env),
            drop_env: None,
            interactive_mode: Some(ExecInteractiveMode::Never),
            ..ExecConfig::default()
        };
        (dir, Credentials::new(cfg))
    }

    #[tokio::test]
    async fn a_failing_plugin_names_its_command_code_and_stderr_not_its_env() {
        let _one = ONE_AT_A_TIME.lock().await;
        let (_d, c) = exec(
            "echo \"denied for $API_KEY\" >&2; echo denied >&2; exit 7",
            &[("API_KEY", "s3cr3t-value")],
        );
        let Err(e) = c.header().await else {
            panic!("must fail")
        };
        let text = format!("{e} {e:?}");
        assert!(text.contains("failed with exit code 7"), "{text}");
        assert!(text.contains("plugin.sh"), "{text}");
        assert!(text.contains(": denied for"), "{text}");
        // The plugin printed its secret itself; the env never appears as an assignment.
        assert!(!text.contains("API_KEY="), "{text}");
        assert!(!text.contains("KUBERNETES_EXEC_INFO"), "{text}");
        assert!(!text.contains("Output {"), "{text}");
    }

    #[tokio::test]
    async fn one_run_serves_every_request_until_expiry() {
        let _one = ONE_AT_A_TIME.lock().await;
        let (_d, c) = exec(
            r#"echo '{"apiVersion":"client.authentication.k8s.io/v1","kind":"ExecCredential","status":{"token":"tok"}}'"#,
            &[],
        );
        for _ in 0..5 {
            let h = c.header().await.expect("header");
            assert_eq!(h.as_ref().and_then(|h| h.to_str().ok()), Some("Bearer tok"));
        }
        assert_eq!(c.runs(), 1);
        c.refused();
        c.header().await.expect("header");
        assert_eq!(c.runs(), 2);
        assert!(!format!("{c:?}").contains("tok\""));
    }

    #[tokio::test]
    async fn an_expiring_token_is_fetched_again() {
        let _one = ONE_AT_A_TIME.lock().await;
        let soon = (Timestamp::now() + SignedDuration::from_secs(5)).to_string();
        let (_d, c) = exec(
            &format!(
                r#"echo '{{"kind":"ExecCredential","status":{{"token":"t","expirationTimestamp":"{soon}"}}}}'"#
            ),
            &[],
        );
        c.header().await.expect("header");
        c.header().await.expect("header");
        assert_eq!(
            c.runs(),
            2,
            "a token within 10 s of expiry is fetched again"
        );
    }
}
