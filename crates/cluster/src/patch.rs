//! Applying write plans (the write flow's cluster side): one guarded JSON Patch per node, sent with bounded
//! concurrency; on a failed `test` (422) or a conflict (409) the node is read again and the
//! command's planner runs again on the fresh state, so a change another writer made between our
//! read and our write survives. 429/5xx retries with `Retry-After` happen in the client's retry layer (`retry.rs`).
//!
//! Every request goes through [`Cluster::send`] (counted, logged at `-v=6` by the log layer).

use std::ops::ControlFlow;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use futures::StreamExt;
use http::StatusCode;
use json_patch::PatchOperation;
use kube::api::{Patch, PatchParams};
use serde_json::Value;

use super::{Cluster, FIELD_MANAGER, Target};
use nodewright_error::{Error, Result};
use nodewright_model::plan::{Decision, NodePlan};
pub use nodewright_model::write::{Outcome, WriteResult};
use nodewright_model::{Group, NodeView};

/// How many times a node is re-read and re-planned after a failed guard before giving up.
pub const MAX_CONFLICT_RETRIES: u32 = 5;
/// Test-only hook: sleep this many milliseconds between reading a node and the first write, so
/// integration tests can race a concurrent writer deterministically.
pub const PAUSE_ENV: &str = "KUBECTL_NODEWRIGHT_TEST_PAUSE_BEFORE_WRITE_MS";

/// How to send.
#[derive(Debug, Clone)]
pub struct ApplyOptions {
    pub concurrency: usize,
    /// `dryRun=All`.
    pub server_dry_run: bool,
    /// Test hook, see [`PAUSE_ENV`].
    pub pause_before_write: Option<Duration>,
    /// What the write is (`reset gpu-drivers`): with the time of each patch, the value of the
    /// plugin's own annotation (`keys::LAST_WRITE_ANNOTATION`) on every node written.
    pub what: String,
}

impl ApplyOptions {
    pub fn pause_from_env() -> Option<Duration> {
        std::env::var(PAUSE_ENV)
            .ok()
            .and_then(|v| v.parse::<u64>().ok())
            .map(Duration::from_millis)
    }
}

/// What a guarded PATCH came back with.
#[derive(Debug)]
pub enum PatchAnswer {
    Applied,
    /// The guard failed (422 test failure) or the object changed (409): re-read and re-plan.
    Conflict(String),
    /// The API server validated the result and refused it (422 naming the invalid fields, e.g.
    /// an annotation key over 63 characters): re-reading cannot help.
    Rejected(String),
    NotFound,
}

/// A 422 that names invalid fields (`details.causes`) is a validation error; a failed JSON
/// Patch `test` is a 422 without causes.
fn is_validation_error(body: &[u8]) -> bool {
    serde_json::from_slice::<Value>(body).ok().is_some_and(|v| {
        v.pointer("/details/causes")
            .and_then(Value::as_array)
            .is_some_and(|c| !c.is_empty())
    })
}

/// Sends one JSON Patch to the object `name` of `collection` (or its `status` subresource),
/// through kube's request builder: `Patch::Json`, fieldManager and dryRun from [`PatchParams`].
pub async fn patch_json(
    cluster: &Cluster,
    collection: &str,
    name: &str,
    status: bool,
    target: &Target,
    ops: &[PatchOperation],
    dry_run: bool,
) -> Result<PatchAnswer> {
    let params = PatchParams {
        field_manager: Some(FIELD_MANAGER.to_string()),
        dry_run,
        ..PatchParams::default()
    };
    let patch: Patch<()> = Patch::Json(json_patch::Patch(ops.to_vec()));
    let request = kube::core::Request::new(collection);
    let req = if status {
        request.patch_subresource("status", name, &params, &patch)
    } else {
        request.patch(name, &params, &patch)
    }
    .map_err(|e| Error::usage(format!("cannot build request: {e}")))?;
    let pass = [
        StatusCode::CONFLICT,
        StatusCode::UNPROCESSABLE_ENTITY,
        StatusCode::NOT_FOUND,
    ];
    let answer = cluster.send(req, target, &pass).await?;
    Ok(match answer.status {
        StatusCode::NOT_FOUND => PatchAnswer::NotFound,
        StatusCode::UNPROCESSABLE_ENTITY if is_validation_error(&answer.body) => {
            PatchAnswer::Rejected(super::status_message(&answer.body))
        }
        StatusCode::CONFLICT | StatusCode::UNPROCESSABLE_ENTITY => {
            PatchAnswer::Conflict(super::status_message(&answer.body))
        }
        _ => PatchAnswer::Applied,
    })
}

/// One node's work: its plan as first computed, and the view it was computed from.
#[derive(Debug)]
pub struct NodeWork {
    pub view: NodeView,
    pub plan: NodePlan,
}

/// The reason of a node not written because Ctrl-C came first.
pub const INTERRUPTED: &str = "interrupted before writing: not changed";

/// Applies node plans with bounded concurrency. `planner` is called again on a fresh read after
/// every failed guard. When `stop` becomes true no new write starts; in-flight writes finish and
/// the rest are reported as skipped ([`INTERRUPTED`]). `progress(done, total)` after each node
/// written (or failed), never for one skipped by the interrupt.
pub async fn apply_node_plans<P, F>(
    cluster: &Cluster,
    work: Vec<NodeWork>,
    planner: &P,
    opts: &ApplyOptions,
    stop: &AtomicBool,
    mut progress: F,
) -> Vec<WriteResult>
where
    P: Fn(&NodeView) -> Decision,
    F: FnMut(usize, usize),
{
    let total = work.len();
    let mut done = 0usize;
    let mut out = Vec::with_capacity(total);
    // Once the API server is gone (unreachable after retries, or rejecting our credentials),
    // every later node would only wait out the same retries: they are reported as failed
    // without being attempted, so a dead server ends the run in one request's time.
    let gone: Mutex<Option<Error>> = Mutex::new(None);
    let gone = &gone;
    let mut stream = futures::stream::iter(work)
        .map(|w| async move {
            if stop.load(Ordering::SeqCst) {
                return WriteResult::node(
                    &w.view.name,
                    Outcome::Skipped,
                    Some(INTERRUPTED.into()),
                    w.plan.describe(),
                );
            }
            if let Some(e) = gone.lock().ok().and_then(|g| g.clone()) {
                let mut r = WriteResult::node(
                    &w.view.name,
                    Outcome::Failed,
                    Some(format!("not attempted, not changed: {e}")),
                    w.plan.describe(),
                );
                r.cluster_error = Some(e);
                return r;
            }
            let r = apply_one(cluster, w, planner, opts).await;
            if let Some(e) = &r.cluster_error
                && matches!(e, Error::Unreachable { .. } | Error::Unauthorized { .. })
                && let Ok(mut g) = gone.lock()
            {
                g.get_or_insert_with(|| e.clone());
            }
            r
        })
        .buffer_unordered(opts.concurrency.max(1));
    while let Some(r) = stream.next().await {
        // Nodes not sent after Ctrl-C are not progress: the count stays at what was written.
        if r.reason.as_deref() != Some(INTERRUPTED) {
            done += 1;
            progress(done, total);
        }
        out.push(r);
    }
    out
}

async fn apply_one<P: Fn(&NodeView) -> Decision>(
    cluster: &Cluster,
    w: NodeWork,
    planner: &P,
    opts: &ApplyOptions,
) -> WriteResult {
    let name = w.view.name.clone();
    match apply_one_inner(cluster, w, planner, opts).await {
        Ok(r) => r,
        Err(e) => {
            let mut r = WriteResult::node(&name, Outcome::Failed, Some(e.to_string()), Vec::new());
            if e.is_cluster() {
                r.cluster_error = Some(e);
            }
            r
        }
    }
}

async fn apply_one_inner<P: Fn(&NodeView) -> Decision>(
    cluster: &Cluster,
    w: NodeWork,
    planner: &P,
    opts: &ApplyOptions,
) -> Result<WriteResult> {
    let name = w.view.name.clone();
    let mut plan = w.plan;
    // The views say whether each map exists (as read), so an `add` into a missing map creates it.
    let mut presence = w.view.maps;
    if let Some(d) = opts.pause_before_write {
        // Test hook only (PAUSE_ENV): says when the node has been read, so a test can make its
        // concurrent change then instead of guessing with a sleep.
        eprintln!("test hook: read node {name}, pausing {d:?} before the write");
        tokio::time::sleep(d).await;
    }
    let target = Target::new("patch", "nodes", Some(&name));
    let nodes = super::path_of::<k8s_openapi::api::core::v1::Node>(None);
    let mut last = String::new();
    for attempt in 0..=MAX_CONFLICT_RETRIES {
        let stamp = format!("{:.0} {}", jiff::Timestamp::now(), opts.what);
        let ops = plan.patch(presence, Some(&stamp));
        let sent = patch_json(
            cluster,
            &nodes,
            &name,
            false,
            &target,
            &ops,
            opts.server_dry_run,
        );
        match sent.await? {
            PatchAnswer::Applied => {
                let mut changes = plan.describe();
                if attempt > 0 {
                    changes.push(format!(
                        "re-planned {attempt} time(s) after concurrent changes"
                    ));
                }
                return Ok(WriteResult::node(&name, Outcome::Changed, None, changes));
            }
            PatchAnswer::NotFound => return Ok(gone(&name)),
            PatchAnswer::Rejected(msg) => {
                return Ok(WriteResult::node(
                    &name,
                    Outcome::Failed,
                    Some(format!("the API server refused the change: {msg}")),
                    plan.describe(),
                ));
            }
            PatchAnswer::Conflict(msg) => {
                last = msg;
                tracing::debug!("node {name}: guard failed ({last}); re-reading and re-planning");
                let Some(fresh) = super::nodes::get(cluster, &name).await? else {
                    return Ok(gone(&name));
                };
                presence = fresh.maps;
                match replan(&name, planner(&fresh)) {
                    ControlFlow::Continue(p) => plan = p,
                    ControlFlow::Break(done) => return Ok(done),
                }
            }
        }
    }
    Ok(WriteResult::node(
        &name,
        Outcome::Failed,
        Some(format!(
            "the node kept changing or rejected the patch after {MAX_CONFLICT_RETRIES} re-reads: {last}"
        )),
        plan.describe(),
    ))
}

/// A node that disappeared before it was written.
fn gone(name: &str) -> WriteResult {
    WriteResult::node(
        name,
        Outcome::Failed,
        Some("the node no longer exists".into()),
        Vec::new(),
    )
}

/// The planner's answer on a fresh read after a failed guard: the plan to send (Continue), or the
/// node's result when there is nothing left to write (Break).
fn replan(name: &str, decision: Decision) -> ControlFlow<WriteResult, NodePlan> {
    match decision {
        Decision::Change(p) => ControlFlow::Continue(p),
        Decision::Unchanged(r) => ControlFlow::Break(WriteResult::node(
            name,
            Outcome::Unchanged,
            Some(format!("{r} (after a concurrent change)")),
            Vec::new(),
        )),
        Decision::Skip(r) => ControlFlow::Break(WriteResult::node(
            name,
            Outcome::Skipped,
            Some(r),
            Vec::new(),
        )),
    }
}

/// Reads one CR as raw JSON (so a patch can test exactly what was read).
pub async fn get_cr(cluster: &Cluster, group: Group, name: &str) -> Result<Value> {
    let req = kube::core::Request::new(super::crs::collection_path(group))
        .get(name, &Default::default())
        .map_err(|e| Error::usage(e.to_string()))?;
    cluster
        .send_json(
            req,
            &Target::new("get", super::crs::resource_name(group), Some(name)),
        )
        .await
}

/// Applies a guarded JSON Patch to a CR (or its status): `planner` builds the ops from the CR as
/// read; on a failed guard the CR is read again and re-planned. Returns the ops applied (empty
/// when there was nothing to do).
pub async fn apply_cr<P>(
    cluster: &Cluster,
    group: Group,
    name: &str,
    status: bool,
    planner: P,
    dry_run: bool,
) -> Result<Vec<PatchOperation>>
where
    P: Fn(&Value) -> Vec<PatchOperation>,
{
    let resource = if status {
        format!("{}/status", super::crs::resource_name(group))
    } else {
        super::crs::resource_name(group)
    };
    let target = Target::new("patch", resource, Some(name));
    let collection = super::crs::collection_path(group);
    let mut last = String::new();
    for _ in 0..=MAX_CONFLICT_RETRIES {
        let cr = get_cr(cluster, group, name).await?;
        let ops = planner(&cr);
        if ops.is_empty() {
            return Ok(ops);
        }
        match patch_json(cluster, &collection, name, status, &target, &ops, dry_run).await? {
            PatchAnswer::Applied => return Ok(ops),
            PatchAnswer::NotFound => {
                return Err(Error::NotFound(format!(
                    "{} {name} no longer exists",
                    group.kind()
                )));
            }
            PatchAnswer::Rejected(m) => {
                return Err(Error::Failed(format!(
                    "the API server refused the change to {} {name}: {m}",
                    group.kind()
                )));
            }
            PatchAnswer::Conflict(m) => last = m,
        }
    }
    Err(Error::Failed(format!(
        "{} {name} kept changing after {MAX_CONFLICT_RETRIES} re-reads: {last}",
        group.kind()
    )))
}
