//! Building a client configuration exactly as kubectl would, from the kubeconfig (one file,
//! or several merged from `KUBECONFIG`) and kubectl's global flags.
//!
//! kube's own loader does the heavy lifting (exec plugins, OIDC, auth providers, proxy-url,
//! NO_PROXY); this module only applies the command-line overrides on top of it. The flags come
//! as [`ConnectOptions`], built by the command layer (`app::contexts::connect_options`): the cluster layer
//! does not know the CLI.

use kube::config::{
    AuthInfo, Cluster as KcCluster, Context, KubeConfigOptions, Kubeconfig, NamedAuthInfo,
    NamedCluster, NamedContext,
};

use nodewright_error::{Error, Result};
/// kubectl's connection flags: the model's, so that the command line fills the same type.
pub use nodewright_model::connect::ConnectFlags;
/// How every node is listed: the model's, so that the command line parses it too.
pub use nodewright_model::nodelist::NodeList;

/// What one connection is made from: kubectl's connection flags (the model's one type, filled
/// by the command line; its context the first of those named) and the plugin's own settings.
#[derive(Clone, Default, Debug)]
pub struct ConnectOptions {
    /// kubectl's flags; Debug never shows the token.
    pub flags: ConnectFlags,
    /// `-v`: 4 logs retries, 6 every request.
    pub verbosity: u8,
    /// Nodes per list page (and per batch handed on from one streamed list).
    pub chunk_size: u32,
    /// How every node is listed.
    pub node_list: NodeList,
}

/// Nodes per page, and per batch of one streamed list, without `--chunk-size`.
pub const DEFAULT_CHUNK_SIZE: u32 = 250;

/// Loads the kubeconfig the way kubectl does: `--kubeconfig`, else every file in `KUBECONFIG`
/// merged in order, else `~/.kube/config`. With `--server` and no kubeconfig at all, starts
/// from an empty one so `--server --token` works on its own. The one loader: connections and
/// the completion of context, cluster and user names read the same kubeconfig.
pub fn load_kubeconfig(g: &ConnectOptions) -> Result<Kubeconfig> {
    if let Some(path) = &g.flags.kubeconfig {
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
            None if g.flags.server.is_some() => Ok(Kubeconfig::default()),
            None => Err(Error::Kubeconfig(format!(
                "none of the files in KUBECONFIG exist ({}); pass --kubeconfig or --server",
                list.to_string_lossy()
            ))),
        };
    }
    match Kubeconfig::read() {
        Ok(kc) => Ok(kc),
        Err(e) if g.flags.server.is_some() => {
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
    let mut opts = KubeConfigOptions {
        context: g.flags.context.first().cloned(),
        cluster: g.flags.cluster.clone(),
        user: g.flags.user.clone(),
    };
    let wants_override = g.flags.server.is_some()
        || g.flags.token.is_some()
        || g.flags.certificate_authority.is_some()
        || g.flags.client_certificate.is_some()
        || g.flags.client_key.is_some()
        || g.flags.insecure_skip_tls_verify
        || g.flags.tls_server_name.is_some();
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
    if let Some(s) = &g.flags.server {
        cluster.server = Some(s.clone());
    }
    if let Some(ca) = &g.flags.certificate_authority {
        cluster.certificate_authority = Some(ca.clone());
        cluster.certificate_authority_data = None;
    }
    if g.flags.insecure_skip_tls_verify {
        cluster.insecure_skip_tls_verify = Some(true);
        cluster.certificate_authority = None;
        cluster.certificate_authority_data = None;
    }
    if let Some(name) = &g.flags.tls_server_name {
        cluster.tls_server_name = Some(name.clone());
    }
}

/// `--token`, `--client-certificate` and `--client-key` over the selected user.
fn override_user(user: &mut AuthInfo, g: &ConnectOptions) {
    if let Some(t) = &g.flags.token {
        // A token on the command line replaces every other credential of the user, as in kubectl.
        *user = AuthInfo {
            token: Some(t.clone().into()),
            ..AuthInfo::default()
        };
    }
    if let Some(c) = &g.flags.client_certificate {
        user.client_certificate = Some(c.clone());
        user.client_certificate_data = None;
    }
    if let Some(k) = &g.flags.client_key {
        user.client_key = Some(k.clone());
        user.client_key_data = None;
    }
}

/// Stands in the loaded kubeconfig for a cluster without `proxy-url`, so that kube's loader does
/// not read `HTTPS_PROXY` and `NO_PROXY` itself (its reading is not kubectl's: proxy.rs is).
const NO_PROXY_URL: &str = "http://no-proxy-url.kubectl-nodewright.invalid";

/// Builds the kube client configuration for these flags, and the cluster's `proxy-url` from the
/// kubeconfig, if it names one (the environment's proxies are read in `proxy.rs`).
pub async fn client_config(g: &ConnectOptions) -> Result<(kube::Config, Option<String>)> {
    let kc = load_kubeconfig(g)?;
    let (mut kc, opts) = apply_overrides(kc, g)?;
    for c in kc.clusters.iter_mut().filter_map(|c| c.cluster.as_mut()) {
        if c.proxy_url.as_deref().is_none_or(|u| u.trim().is_empty()) {
            c.proxy_url = Some(NO_PROXY_URL.into());
        }
    }
    let mut cfg = kube::Config::from_custom_kubeconfig(kc, &opts)
        .await
        .map_err(|e| Error::Kubeconfig(chain(&e)))?;
    let proxy_url = cfg
        .proxy_url
        .take()
        .filter(|u| u.host() != http::Uri::from_static(NO_PROXY_URL).host())
        .map(|u| u.to_string());
    if let Some(u) = &g.flags.as_user {
        cfg.auth_info.impersonate = Some(u.clone());
    }
    if !g.flags.as_group.is_empty() {
        cfg.auth_info.impersonate_groups = Some(g.flags.as_group.clone());
    }
    if let Some(uid) = &g.flags.as_uid {
        cfg.auth_info.impersonate_uid = Some(uid.clone());
    }
    if !g.flags.as_user_extra.is_empty() {
        let mut extra = std::collections::HashMap::<String, Vec<String>>::new();
        for (k, v) in &g.flags.as_user_extra {
            extra.entry(k.clone()).or_default().push(v.clone());
        }
        cfg.auth_info.impersonate_user_extra = Some(extra);
    }
    if g.flags.disable_compression {
        cfg.disable_compression = true;
    }
    if let Some(ns) = &g.flags.namespace {
        cfg.default_namespace = ns.clone();
    }
    // Time limits are set per request (connect.rs, `Deadline`); retries are ours (retry.rs).
    cfg.read_timeout = None;
    cfg.write_timeout = None;
    cfg.connect_timeout = None;
    cfg.default_retry = false;
    Ok((cfg, proxy_url))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn server_flag_builds_a_context_without_a_kubeconfig() {
        let g = ConnectOptions {
            flags: ConnectFlags {
                server: Some("https://127.0.0.1:6443".into()),
                token: Some("t".into()),
                ..Default::default()
            },
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
            flags: ConnectFlags {
                context: vec!["nope".into()],
                server: Some("https://x".into()),
                ..Default::default()
            },
            ..Default::default()
        };
        let Err(err) = apply_overrides(Kubeconfig::default(), &g) else {
            panic!("must fail")
        };
        assert!(err.to_string().contains("\"nope\" not found"), "{err}");
    }
}
