//! kubectl's connection flags (`--kubeconfig`, `--context`, `--server`, `--token`, `--as`, ...):
//! the one type the command line fills (`cli::ConnectArgs`, its clap surface) and the cluster
//! layer connects with (`cluster::config`, the one conversion to the client's configuration).
//!
//! It lives here, below both, because the command line cannot see the cluster layer nor the
//! cluster layer the command line; it is plain data (no clap, no kube), and its Debug never
//! shows the token.

use std::path::PathBuf;
use std::time::Duration;

/// kubectl's connection flags.
#[derive(Clone, Default, PartialEq, Eq)]
pub struct ConnectFlags {
    /// `--kubeconfig` (else `KUBECONFIG`, else `~/.kube/config`).
    pub kubeconfig: Option<PathBuf>,
    /// `--context`: one, or several (comma-separated) for the reads that take several.
    pub context: Vec<String>,
    /// `--cluster`.
    pub cluster: Option<String>,
    /// `--user`.
    pub user: Option<String>,
    /// `-n`: the default namespace.
    pub namespace: Option<String>,
    /// `-s`, `--server`.
    pub server: Option<String>,
    /// `--token`: never shown by Debug.
    pub token: Option<String>,
    /// `--as`: the user to impersonate.
    pub as_user: Option<String>,
    /// `--as-group` (repeatable).
    pub as_group: Vec<String>,
    /// `--as-uid`.
    pub as_uid: Option<String>,
    /// `--as-user-extra KEY=VALUE` (repeatable), in the order given.
    pub as_user_extra: Vec<(String, String)>,
    /// `--certificate-authority`.
    pub certificate_authority: Option<String>,
    /// `--client-certificate`.
    pub client_certificate: Option<String>,
    /// `--client-key`.
    pub client_key: Option<String>,
    /// `--insecure-skip-tls-verify`.
    pub insecure_skip_tls_verify: bool,
    /// `--tls-server-name`.
    pub tls_server_name: Option<String>,
    /// `--request-timeout`: the most one request may take, its answer read and its retries
    /// included; `None` (kubectl's default, `0`): no limit.
    pub request_timeout: Option<Duration>,
    /// `--disable-compression`: answers are asked uncompressed.
    pub disable_compression: bool,
}

impl std::fmt::Debug for ConnectFlags {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ConnectFlags")
            .field("kubeconfig", &self.kubeconfig)
            .field("context", &self.context)
            .field("cluster", &self.cluster)
            .field("user", &self.user)
            .field("namespace", &self.namespace)
            .field("server", &self.server)
            .field("token", &self.token.as_ref().map(|_| "<redacted>"))
            .field("as_user", &self.as_user)
            .field("as_group", &self.as_group)
            .field("as_uid", &self.as_uid)
            .field("as_user_extra", &self.as_user_extra)
            .field("certificate_authority", &self.certificate_authority)
            .field("client_certificate", &self.client_certificate)
            .field("client_key", &self.client_key)
            .field("insecure_skip_tls_verify", &self.insecure_skip_tls_verify)
            .field("tls_server_name", &self.tls_server_name)
            .field("request_timeout", &self.request_timeout)
            .field("disable_compression", &self.disable_compression)
            .finish()
    }
}

impl ConnectFlags {
    /// The same flags for one context (the first, when several were named).
    pub fn for_one_context(&self) -> ConnectFlags {
        let mut one = self.clone();
        one.context.truncate(1);
        one
    }
}

/// `--as-user-extra`'s value: `KEY=VALUE`, split at the first `=` (kubectl's form).
pub fn user_extra(text: &str) -> Result<(String, String), String> {
    match text.split_once('=') {
        Some((k, v)) if !k.is_empty() => Ok((k.to_string(), v.to_string())),
        _ => Err(format!("{text:?} is not KEY=VALUE")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn debug_never_shows_the_token() {
        let f = ConnectFlags {
            token: Some("s3cr3t".into()),
            server: Some("https://x".into()),
            ..ConnectFlags::default()
        };
        let d = format!("{f:?}");
        assert!(!d.contains("s3cr3t"), "{d}");
        assert!(d.contains("<redacted>") && d.contains("https://x"), "{d}");
    }

    #[test]
    fn user_extras_are_key_value() {
        assert_eq!(
            user_extra("scopes=a=b"),
            Ok(("scopes".to_string(), "a=b".to_string()))
        );
        assert!(user_extra("novalue").is_err());
        assert!(user_extra("=v").is_err());
    }
}
