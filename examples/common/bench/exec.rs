//! `bench.rs`: the exec credential rows: `status` and `kubectl get nodes` with a
//! kubeconfig whose user is an exec plugin that answers after 300 ms (`aws eks get-token`,
//! `gke-gcloud-auth-plugin` take about that), next to the plugin's `status` with the static
//! token. Each row's check counts the plugin's runs per command: one, as in kubectl.

use super::*;

/// How long the benchmark's credential plugin takes.
const EXEC_DELAY: &str = "0.3";

/// Writes the exec kubeconfig (loopback link's cluster, the same token through a plugin) and
/// returns it with the file the plugin counts its runs in.
fn exec_kubeconfig(ctx: &Ctx<'_>) -> Res<(PathBuf, PathBuf)> {
    let work = &ctx.runner.work;
    let text = fs::read_to_string(&ctx.runner.links[0].kubeconfig).map_err(err("kubeconfig"))?;
    let mut kc: Value = serde_saphyr::from_str(&text).map_err(err("kubeconfig yaml"))?;
    let token = kc["users"][0]["user"]["token"]
        .as_str()
        .ok_or("the bench kubeconfig has no token")?
        .to_string();
    let count = work.join("exec-runs");
    let script = work.join("get-token.sh");
    let cred = json!({
        "apiVersion": "client.authentication.k8s.io/v1",
        "kind": "ExecCredential",
        "status": {"token": token},
    });
    fs::write(
        &script,
        format!(
            "#!/bin/sh\necho run >> '{}'\nsleep {EXEC_DELAY}\necho '{cred}'\n",
            count.display()
        ),
    )
    .map_err(err("plugin script"))?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        fs::set_permissions(&script, fs::Permissions::from_mode(0o755)).map_err(err("chmod"))?;
    }
    kc["users"][0]["user"] = json!({"exec": {
        "apiVersion": "client.authentication.k8s.io/v1",
        "command": script,
        "interactiveMode": "Never",
    }});
    let path = work.join("exec.kubeconfig");
    fs::write(&path, kc.to_string()).map_err(err("exec kubeconfig"))?;
    Ok((path, count))
}

/// Runs of the plugin since the last call.
fn runs(count: &Path) -> usize {
    let n = fs::read_to_string(count)
        .map(|t| t.lines().count())
        .unwrap_or(0);
    let _ = fs::remove_file(count);
    n
}

pub(crate) fn exec_scenario(ctx: &Ctx<'_>) -> Res<Vec<Row>> {
    let n = ctx.n;
    let (kc, count) = exec_kubeconfig(ctx)?;
    let kc = format!("--kubeconfig={}", kc.display());
    let token_job = vec![proc(&[&ctx.plugin, "status", "-o", "json"])];
    let ours_job = vec![proc(&[&ctx.plugin, "status", "-o", "json", &kc])];
    let kubectl_job = vec![proc(&[&ctx.kubectl, "get", "nodes", "-o", "json", &kc])];
    let (mut token, mut ours, mut base) = (Vec::new(), Vec::new(), Vec::new());
    for run in 0..ctx.args.runs {
        eprintln!("bench: {n} nodes: exec credential run {}", run + 1);
        let mut s = ctx.runner.run(&token_job)?;
        let (ok, text) = check_states(ctx, &s.stdout);
        s.pass = s.exit_ok && ok;
        s.check = format!("{text}; static token");
        s.stdout.clear();
        token.push(s);

        runs(&count);
        let mut s = ctx.runner.run(&ours_job)?;
        let (ok, text) = check_states(ctx, &s.stdout);
        let k = runs(&count);
        s.pass = s.exit_ok && ok && k == 1;
        s.check = format!("{text}; {k} plugin run(s)");
        s.stdout.clear();
        ours.push(s);

        let mut s = ctx.runner.run(&kubectl_job)?;
        let k = runs(&count);
        s.pass = s.exit_ok;
        s.check = format!("{k} plugin run(s)");
        s.stdout.clear();
        base.push(s);
    }
    let row = |tool: &str, samples: Vec<Sample>, ours: bool| Row {
        scenario: "exec credential (300 ms)".into(),
        tool: tool.into(),
        samples,
        extrapolate: None,
        ours,
        in_process: false,
        on_links: Vec::new(),
    };
    Ok(vec![
        row("nodewright status -o json, exec plugin", ours, true),
        row("nodewright status -o json, static token", token, false),
        row("kubectl get nodes -o json, exec plugin", base, false),
    ])
}
