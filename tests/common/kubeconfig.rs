//! Several clusters as the contexts of one kubeconfig (tests/contexts.rs, and
//! examples/bench_contexts.rs through `#[path]`).

use std::path::Path;

use kube::config::Kubeconfig;

/// Adds the first cluster, user and context of `from` to `out`, all three renamed `name` (the
/// context naming the other two); `server`, when given, replaces the cluster's address.
pub fn add_context(
    out: &mut Kubeconfig,
    name: &str,
    from: &Kubeconfig,
    server: Option<String>,
) -> Result<(), String> {
    let (Some(mut cluster), Some(mut user), Some(mut context)) = (
        from.clusters.first().cloned(),
        from.auth_infos.first().cloned(),
        from.contexts.first().cloned(),
    ) else {
        return Err(format!("{name}: no cluster, user or context"));
    };
    if let (Some(server), Some(c)) = (server, cluster.cluster.as_mut()) {
        c.server = Some(server);
    }
    cluster.name = name.to_string();
    user.name = name.to_string();
    context.name = name.to_string();
    if let Some(c) = context.context.as_mut() {
        c.cluster = name.to_string();
        c.user = Some(name.to_string());
    }
    out.clusters.push(cluster);
    out.auth_infos.push(user);
    out.contexts.push(context);
    Ok(())
}

/// Writes `kc` to `path` as JSON, which is YAML: the plugin and kubectl read it as a kubeconfig.
pub fn write(kc: &Kubeconfig, path: &Path) -> Result<(), String> {
    let text = serde_json::to_vec_pretty(kc).map_err(|e| e.to_string())?;
    std::fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))
}
