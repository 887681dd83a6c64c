//! Building a client configuration exactly as kubectl would, from the kubeconfig (one file,
//! or several merged from `KUBECONFIG`) and kubectl's global flags.
//!
//! kube's own loader does the heavy lifting (exec plugins, OIDC, auth providers, proxy-url,
//! NO_PROXY); this module only applies the command-line overrides on top of it. The flags come
//! as [`ConnectOptions`], built by the command layer (`app::contexts::connect_options`): the cluster layer
//! does not know the CLI.

use std::path::PathBuf;
use std::time::Duration;

use kube::config::{
    AuthInfo, Cluster as KcCluster, Context, KubeConfigOptions, Kubeconfig, NamedAuthInfo,
    NamedCluster, NamedContext,
};

use nodewright_error::{Error, Result};
/// How every node is listed: the model's, so that the command line parses it too.
pub use nodewright_model::nodelist::NodeList;

/// kubectl's connection flags, for one context.
#[derive(Clone, Default)]
pub struct ConnectOptions {
    /// `--kubeconfig` (else `KUBECONFIG`, else `~/.kube/config`).
    pub kubeconfig: Option<PathBuf>,
    /// `--context`: the one context (several are split into one connection each before here).
    pub context: Option<String>,
    pub cluster: Option<String>,
    pub user: Option<String>,
    /// `-n`: the default namespace.
    pub namespace: Option<String>,
    pub server: Option<String>,
    pub token: Option<String>,
    /// `--as`, `--as-group`, `--as-uid`: impersonation.
    pub as_user: Option<String>,
    pub as_group: Vec<String>,
    pub as_uid: Option<String>,
    pub certificate_authority: Option<String>,
    pub client_certificate: Option<String>,
    pub client_key: Option<String>,
    pub insecure_skip_tls_verify: bool,
    pub tls_server_name: Option<String>,
    /// `--request-timeout` (`None`: no limit).
    pub request_timeout: Option<Duration>,
    /// `-v`: 4 logs retries, 6 every request.
    pub verbosity: u8,
    /// Nodes per list page (and per batch handed on from one streamed list).
    pub chunk_size: u32,
    /// How every node is listed.
    pub node_list: NodeList,
}

/// Nodes per page, and per batch of one streamed list, without `--chunk-size`.
pub const DEFAULT_CHUNK_SIZE: u32 = 250;

impl std::fmt::Debug for ConnectOptions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Never the token.
        f.debug_struct("ConnectOptions")
            .field("kubeconfig", &self.kubeconfig)
            .field("context", &self.context)
            .field("server", &self.server)
            .finish_non_exhaustive()
    }
}

/// Loads the kubeconfig the way kubectl does: `--kubeconfig`, else every file in `KUBECONFIG`
/// merged in order, else `~/.kube/config`. With `--server` and no kubeconfig at all, starts
/// from an empty one so `--server --token` works on its own. The one loader: connections and
/// the completion of context, cluster and user names read the same kubeconfig.
pub fn load_kubeconfig(g: &ConnectOptions) -> Result<Kubeconfig> {
    if let Some(path) = &g.kubeconfig {
        return Kubeconfig::read_from(path)
            .map_err(|e| Error::Kubeconfig(format!("{}: {}", path.display(), chain(&e))));
    }
    // As kubectl: every existing file of KUBECONFIG, merged in order (first wins); files that
    // do not exist are skipped; a file that exists but does not parse is an error.
    if let Some(list) = std::env::var_os("KUBECONFIG").filter(|v| !v.is_empty()) {
        let mut merged: Option<Kubeconfig> = None;
        for path in std::env::split_paths(&list).filter(|p| p.exists()) {
            let kc = Kubeconfig::read_from(&path)
                .map_err(|e| Error::Kubeconfig(format!("{}: {}", path.display(), chain(&e))))?;
            merged = Some(match merged {
                None => kc,
                Some(m) => m.merge(kc).map_err(|e| {
                    Error::Kubeconfig(format!("merging KUBECONFIG files: {}", chain(&e)))
                })?,
            });
        }
        return match merged {
            Some(kc) => Ok(kc),
            None if g.server.is_some() => Ok(Kubeconfig::default()),
            None => Err(Error::Kubeconfig(format!(
                "none of the files in KUBECONFIG exist ({}); pass --kubeconfig or --server",
                list.to_string_lossy()
            ))),
        };
    }
    match Kubeconfig::read() {
        Ok(kc) => Ok(kc),
        Err(e) if g.server.is_some() => {
            tracing::debug!("no kubeconfig ({e}); using --server alone");
            Ok(Kubeconfig::default())
        }
        Err(e) => Err(Error::Kubeconfig(format!(
            "{}; set KUBECONFIG or pass --kubeconfig (no in-cluster fallback for a CLI plugin)",
            chain(&e)
        ))),
    }
}

/// Every context of the kubeconfig in use (as loaded for the other flags), sorted by name as
/// `kubectl config get-contexts` lists them. No request is made.
pub fn context_names(g: &ConnectOptions) -> Result<Vec<String>> {
    let kc = load_kubeconfig(g)?;
    let mut names: Vec<String> = kc.contexts.into_iter().map(|c| c.name).collect();
    names.sort();
    names.dedup();
    Ok(names)
}

/// Renders an error with its sources, as one sentence.
pub fn chain(e: &dyn std::error::Error) -> String {
    let mut s = e.to_string();
    let mut cur = e.source();
    while let Some(src) = cur {
        let part = src.to_string();
        if !s.contains(&part) {
            s.push_str(": ");
            s.push_str(&part);
        }
        cur = src.source();
    }
    s
}

/// Applies `--server`, `--token`, `--certificate-authority`, ... onto the kubeconfig so that the
/// loader resolves them like any other setting. The overrides go into a synthetic context that
/// starts from the selected one.
fn apply_overrides(
    mut kc: Kubeconfig,
    g: &ConnectOptions,
) -> Result<(Kubeconfig, KubeConfigOptions)> {
    // A --context the kubeconfig does not have is a usage mistake (exit 2), not an unreachable
    // cluster.
    if let Some(n) = &g.context
        && !kc.contexts.iter().any(|c| &c.name == n)
    {
        return Err(Error::usage(format!(
            "context {n:?} not found in the kubeconfig"
        )));
    }
    let mut opts = KubeConfigOptions {
        context: g.context.clone(),
        cluster: g.cluster.clone(),
        user: g.user.clone(),
    };
    let wants_override = g.server.is_some()
        || g.token.is_some()
        || g.certificate_authority.is_some()
        || g.client_certificate.is_some()
        || g.client_key.is_some()
        || g.insecure_skip_tls_verify
        || g.tls_server_name.is_some();
    if !wants_override {
        return Ok((kc, opts));
    }
    // Resolve the base context (as selected), then copy its cluster and user into new entries.
    let ctx_name = opts.context.clone().or_else(|| kc.current_context.clone());
    let base_ctx: Option<Context> = ctx_name
        .as_ref()
        .and_then(|n| kc.contexts.iter().find(|c| &c.name == n))
        .and_then(|c| c.context.clone());
    if let (Some(n), None) = (&opts.context, &base_ctx) {
        return Err(Error::Kubeconfig(format!(
            "context {n:?} not found in the kubeconfig"
        )));
    }
    let cluster_name = opts
        .cluster
        .clone()
        .or_else(|| base_ctx.as_ref().map(|c| c.cluster.clone()));
    let user_name = opts
        .user
        .clone()
        .or_else(|| base_ctx.as_ref().and_then(|c| c.user.clone()));
    let mut cluster: KcCluster = cluster_name
        .as_ref()
        .and_then(|n| kc.clusters.iter().find(|c| &c.name == n))
        .and_then(|c| c.cluster.clone())
        .unwrap_or_default();
    let mut user: AuthInfo = user_name
        .as_ref()
        .and_then(|n| kc.auth_infos.iter().find(|u| &u.name == n))
        .and_then(|u| u.auth_info.clone())
        .unwrap_or_default();
    override_cluster(&mut cluster, g);
    override_user(&mut user, g);
    if cluster.server.is_none() {
        return Err(Error::Kubeconfig(
            "no server: the selected context has no cluster; pass --server or --context".into(),
        ));
    }
    const SYN: &str = "kubectl-nodewright-flags";
    kc.clusters.push(NamedCluster {
        name: SYN.into(),
        cluster: Some(cluster),
        ..Default::default()
    });
    kc.auth_infos.push(NamedAuthInfo {
        name: SYN.into(),
        auth_info: Some(user),
        ..Default::default()
    });
    kc.contexts.push(NamedContext {
        name: SYN.into(),
        context: Some(Context {
            cluster: SYN.into(),
            user: Some(SYN.into()),
            namespace: base_ctx.and_then(|c| c.namespace),
            ..Context::default()
        }),
        ..Default::default()
    });
    opts = KubeConfigOptions {
        context: Some(SYN.into()),
        cluster: None,
        user: None,
    };
    Ok((kc, opts))
}

/// `--server`, `--certificate-authority`, `--insecure-skip-tls-verify` and `--tls-server-name`
/// over the selected cluster.
fn override_cluster(cluster: &mut KcCluster, g: &ConnectOptions) {
    if let Some(s) = &g.server {
        cluster.server = Some(s.clone());
    }
    if let Some(ca) = &g.certificate_authority {
        cluster.certificate_authority = Some(ca.clone());
        cluster.certificate_authority_data = None;
    }
    if g.insecure_skip_tls_verify {
        cluster.insecure_skip_tls_verify = Some(true);
        cluster.certificate_authority = None;
        cluster.certificate_authority_data = None;
    }
    if let Some(name) = &g.tls_server_name {
        cluster.tls_server_name = Some(name.clone());
    }
}

/// `--token`, `--client-certificate` and `--client-key` over the selected user.
fn override_user(user: &mut AuthInfo, g: &ConnectOptions) {
    if let Some(t) = &g.token {
        // A token on the command line replaces every other credential of the user, as in kubectl.
        *user = AuthInfo {
            token: Some(t.clone().into()),
            ..AuthInfo::default()
        };
    }
    if let Some(c) = &g.client_certificate {
        user.client_certificate = Some(c.clone());
        user.client_certificate_data = None;
    }
    if let Some(k) = &g.client_key {
        user.client_key = Some(k.clone());
        user.client_key_data = None;
    }
}

/// Builds the kube client configuration for these flags.
pub async fn client_config(g: &ConnectOptions) -> Result<kube::Config> {
    let kc = load_kubeconfig(g)?;
    let (kc, opts) = apply_overrides(kc, g)?;
    let mut cfg = kube::Config::from_custom_kubeconfig(kc, &opts)
        .await
        .map_err(|e| Error::Kubeconfig(chain(&e)))?;
    if let Some(u) = &g.as_user {
        cfg.auth_info.impersonate = Some(u.clone());
    }
    if !g.as_group.is_empty() {
        cfg.auth_info.impersonate_groups = Some(g.as_group.clone());
    }
    if let Some(uid) = &g.as_uid {
        cfg.auth_info.impersonate_uid = Some(uid.clone());
    }
    if let Some(ns) = &g.namespace {
        cfg.default_namespace = ns.clone();
    }
    let timeout = g.request_timeout;
    cfg.read_timeout = timeout;
    cfg.write_timeout = timeout;
    cfg.reset_reader_on_write = true;
    if let Some(t) = timeout {
        cfg.connect_timeout = Some(t.min(Duration::from_secs(30)));
    }
    // Retries are ours (bounded, logged, Retry-After honoured): the client's retry layer, retry.rs.
    cfg.default_retry = false;
    Ok(cfg)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn server_flag_builds_a_context_without_a_kubeconfig() {
        let g = ConnectOptions {
            server: Some("https://127.0.0.1:6443".into()),
            token: Some("t".into()),
            ..Default::default()
        };
        let Ok((kc, opts)) = apply_overrides(Kubeconfig::default(), &g) else {
            panic!("overrides failed")
        };
        assert_eq!(opts.context.as_deref(), Some("kubectl-nodewright-flags"));
        assert_eq!(
            kc.clusters[0]
                .cluster
                .as_ref()
                .and_then(|c| c.server.clone())
                .as_deref(),
            Some("https://127.0.0.1:6443")
        );
    }

    #[test]
    fn unknown_context_is_a_clear_error() {
        let g = ConnectOptions {
            context: Some("nope".into()),
            server: Some("https://x".into()),
            ..Default::default()
        };
        let Err(err) = apply_overrides(Kubeconfig::default(), &g) else {
            panic!("must fail")
        };
        assert!(err.to_string().contains("\"nope\" not found"), "{err}");
        assert_eq!(err.exit_code(), 2, "a usage mistake: {err}");
    }
}
