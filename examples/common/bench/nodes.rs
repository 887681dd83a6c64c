//! `bench.rs`: reading and restoring nodes (in-process, straight to the API server, not
//! measured), and the concurrent writer of the re-gate scenario, which adds an unrelated taint to
//! random nodes the way a controller does it.

use super::*;

pub(crate) async fn list_nodes(client: &Client) -> Res<Vec<N>> {
    let mut out = Vec::new();
    let mut cont: Option<String> = None;
    loop {
        let mut url = format!(
            "/api/v1/nodes?limit=500&labelSelector={}%3D{FLEET_ID}",
            fleet::FLEET_LABEL
        );
        if let Some(c) = &cont {
            url.push_str("&continue=");
            url.push_str(&urlencode(c));
        }
        let req = http::Request::get(url)
            .body(Vec::new())
            .map_err(err("request"))?;
        let text = client.request_text(req).await.map_err(err("list nodes"))?;
        let page: NList = serde_json::from_str(&text).map_err(err("node list"))?;
        out.extend(page.items);
        match page.metadata.cont {
            Some(c) if !c.is_empty() => cont = Some(c),
            _ => return Ok(out),
        }
    }
}

pub(crate) fn urlencode(s: &str) -> String {
    s.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// Merge-patch many nodes, 32 at a time.
pub(crate) async fn patch_nodes(client: &Client, patches: Vec<(String, Value)>) -> Res<usize> {
    let n = patches.len();
    let results: Vec<Res<()>> = futures::stream::iter(patches)
        .map(|(name, body)| async move {
            let req = http::Request::patch(format!("/api/v1/nodes/{name}"))
                .header(http::header::CONTENT_TYPE, "application/merge-patch+json")
                .body(serde_json::to_vec(&body).map_err(err("json"))?)
                .map_err(err("request"))?;
            client
                .request_text(req)
                .await
                .map(|_| ())
                .map_err(|e| format!("patch node {name}: {e}"))
        })
        .buffer_unordered(32)
        .collect()
        .await;
    results.into_iter().collect::<Res<Vec<()>>>()?;
    Ok(n)
}

/// The keys `reset CR` removes that the kubectl baseline removes too.
pub(crate) fn reset_keys(cr: &str) -> (Vec<String>, Vec<String>) {
    (
        vec![
            format!("{PREFIX}/nodeState_{cr}"),
            format!("{PREFIX}/status_{cr}"),
            format!("{PREFIX}/version_{cr}"),
        ],
        vec![format!("{PREFIX}/status_{cr}")],
    )
}

/// Put back the reset keys of `cr` where they differ from the snapshot.
pub(crate) async fn restore_keys(client: &Client, snap: &[N], cr: &str) -> Res<usize> {
    let now = list_nodes(client).await?;
    let cur: BTreeMap<&str, &N> = now.iter().map(|n| (n.metadata.name.as_str(), n)).collect();
    let (ak, lk) = reset_keys(cr);
    let mut patches = Vec::new();
    for n in snap {
        let Some(c) = cur.get(n.metadata.name.as_str()) else {
            continue;
        };
        let mut a = serde_json::Map::new();
        let mut l = serde_json::Map::new();
        for k in &ak {
            let want = n.metadata.annotations.get(k);
            if want != c.metadata.annotations.get(k) {
                a.insert(k.clone(), want.map_or(Value::Null, |v| json!(v)));
            }
        }
        for k in &lk {
            let want = n.metadata.labels.get(k);
            if want != c.metadata.labels.get(k) {
                l.insert(k.clone(), want.map_or(Value::Null, |v| json!(v)));
            }
        }
        if !a.is_empty() || !l.is_empty() {
            patches.push((
                n.metadata.name.clone(),
                json!({"metadata": {"annotations": a, "labels": l}}),
            ));
        }
    }
    patch_nodes(client, patches).await
}

/// Put back every node's taint list where it differs from the snapshot.
pub(crate) async fn restore_taints(client: &Client, snap: &[N]) -> Res<usize> {
    let now = list_nodes(client).await?;
    let cur: BTreeMap<&str, &N> = now.iter().map(|n| (n.metadata.name.as_str(), n)).collect();
    let patches = snap
        .iter()
        .filter(|n| {
            cur.get(n.metadata.name.as_str())
                .is_some_and(|c| c.spec.taints != n.spec.taints)
        })
        .map(|n| {
            let t = if n.spec.taints.is_empty() {
                Value::Null
            } else {
                json!(n.spec.taints)
            };
            (n.metadata.name.clone(), json!({"spec": {"taints": t}}))
        })
        .collect();
    patch_nodes(client, patches).await
}

/// Put back the CRs' status (a plugin `reset` also resets the CR's batch state).
pub(crate) async fn restore_crs(client: &Client, fleet: &Fleet) -> Res<()> {
    for mut cr in fleet.crs() {
        if let Some(role) = Role::ALL
            .into_iter()
            .find(|r| cr["metadata"]["name"] == fleet.cr_name(*r))
        {
            cr["status"] = fleet.cr_status(role);
        }
        fleet::upsert(client, &cr)
            .await
            .map_err(err("restore CR"))?;
    }
    Ok(())
}

pub(crate) fn has_gate(n: &N) -> bool {
    n.spec.taints.iter().any(|t| {
        t["key"] == PREFIX && t["value"] == fleet::GATE_VALUE && t["effect"] == "NoSchedule"
    })
}

pub(crate) fn spawn_writer(
    config: kube::Config,
    names: Vec<String>,
    stop: Arc<AtomicBool>,
    rate: f64,
    run: usize,
) -> thread::JoinHandle<WriterReport> {
    thread::spawn(move || {
        let mut rep = WriterReport::default();
        let Ok(rt) = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
        else {
            return rep;
        };
        rt.block_on(async {
            let Ok(client) = nodewright::cluster::client_from_config(config).await else {
                return;
            };
            let mut rng: u64 = 0x9e37_79b9_7f4a_7c15 ^ (run as u64 + 1).wrapping_mul(0x2545_f491);
            let pause = Duration::from_secs_f64(1.0 / rate.max(0.1));
            let mut seq = 0u64;
            while !stop.load(Ordering::SeqCst) {
                let t = Instant::now();
                rng ^= rng << 13;
                rng ^= rng >> 7;
                rng ^= rng << 17;
                let name = &names[(rng % names.len() as u64) as usize];
                match add_taint(&client, name, &format!("{WRITER_PREFIX}{run}-{seq}")).await {
                    Ok(Some(key)) => {
                        rep.written.push((name.clone(), key));
                        seq += 1;
                    }
                    Ok(None) => rep.conflicts += 1,
                    Err(_) => rep.errors += 1,
                }
                if let Some(rest) = pause.checked_sub(t.elapsed()) {
                    tokio::time::sleep(rest).await;
                }
            }
        });
        rep
    })
}

/// Ok(None): conflict (someone wrote the node between our read and write).
pub(crate) async fn add_taint(client: &Client, name: &str, key: &str) -> Res<Option<String>> {
    let req = http::Request::get(format!("/api/v1/nodes/{name}"))
        .body(Vec::new())
        .map_err(err("request"))?;
    let node: Value = serde_json::from_str(&client.request_text(req).await.map_err(err("get"))?)
        .map_err(err("json"))?;
    let mut taints = node["spec"]["taints"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    taints.push(json!({"key": key, "value": "x", "effect": "PreferNoSchedule"}));
    let body = json!({
        "metadata": {"resourceVersion": node["metadata"]["resourceVersion"]},
        "spec": {"taints": taints},
    });
    let req = http::Request::patch(format!("/api/v1/nodes/{name}"))
        .header(http::header::CONTENT_TYPE, "application/merge-patch+json")
        .body(serde_json::to_vec(&body).map_err(err("json"))?)
        .map_err(err("request"))?;
    match client.request_text(req).await {
        Ok(_) => Ok(Some(key.to_string())),
        Err(kube::Error::Api(s)) if s.is_conflict() => Ok(None),
        Err(e) => Err(e.to_string()),
    }
}
