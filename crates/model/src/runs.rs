//! How a package stage is executing on a node: the operator's package pods (before v0.18) or its
//! batch/v1 Jobs (v0.18 and later), read from the objects it creates in its namespace.
//!
//! - v0.15 (`operator/internal/controller/skyhook_controller.go`, `createPodFromPackage`): one pod
//!   per package stage and node, labels `<prefix>/name=<CR>` and `<prefix>/package=<pkg>-<ver>`,
//!   `restartPolicy: OnFailure`: a failing init container restarts for ever (CrashLoopBackOff),
//!   so the operator never stops retrying.
//! - v0.18+ (`operator/internal/controller/job_builder.go`, `jobLabels`/`jobFromPod`): one Job per
//!   stage and node, labels `nodewright.nvidia.com/{name,package,stage,node,generation}` (and
//!   `interrupt`), copied to its pods; package Jobs have `restartPolicy: Never` and
//!   `backoffLimit` = `JOB_BACKOFF_LIMIT` (3): once the Job has the `Failed` condition
//!   (`BackoffLimitExceeded`, or `DeadlineExceeded`) nothing retries the stage until a person
//!   reruns it (`package rerun` or deleting the Job). Paused CRs suspend their Jobs.
//!
//! Pure: the cluster layer hands in the objects as JSON.

use serde::Serialize;
use serde_json::Value;

/// What carries a stage: a Job (v0.18+) or a bare pod (before v0.18).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum RunKind {
    Job,
    Pod,
}

/// Where a stage's execution stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum RunState {
    /// Created, nothing running yet (no active pod, or pod not started).
    Pending,
    /// An attempt is running and none has failed.
    Running,
    /// An attempt failed and the stage is being retried (a crash-looping pod; a Job below its
    /// backoff limit).
    Retrying,
    /// The stage finished successfully.
    Succeeded,
    /// The Job is suspended (its CR is paused).
    Suspended,
    /// The Job exhausted its retries (or hit its deadline): the operator no longer retries the
    /// stage; it stays erroring until someone reruns it.
    StoppedRetrying,
}

impl RunState {
    pub fn as_str(self) -> &'static str {
        match self {
            RunState::Pending => "pending",
            RunState::Running => "running",
            RunState::Retrying => "retrying",
            RunState::Succeeded => "succeeded",
            RunState::Suspended => "suspended",
            RunState::StoppedRetrying => "stopped-retrying",
        }
    }
}

/// One Job or package pod of the operator, interpreted.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PackageRun {
    pub kind: RunKind,
    pub name: String,
    /// The CR named by the `<prefix>/name` label.
    pub nodewright: String,
    /// `<pkg>-<version>`, the `<prefix>/package` label.
    pub package_label: String,
    pub node: Option<String>,
    /// The `<prefix>/stage` label (Jobs); pods carry the stage in their container names.
    pub stage: Option<String>,
    pub interrupt: bool,
    pub state: RunState,
    /// Failed attempts so far: failed pods of a Job, or restarts of a pod's failing container.
    pub failures: i64,
    /// A Job's `spec.backoffLimit` (a stage gets `backoffLimit + 1` attempts); none for pods,
    /// which restart without limit.
    pub backoff_limit: Option<i64>,
    /// Reason and message of the terminal or waiting condition, when there is one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    #[serde(skip)]
    pub created: String,
    /// Containers of a pod, init containers first (for logs).
    #[serde(skip)]
    pub containers: Vec<String>,
    /// Containers of a pod that have not started (their status waiting: `PodInitializing`,
    /// `ImagePullBackOff`, ...), with the reason and message: they have no log yet.
    #[serde(skip)]
    pub waiting: Vec<(String, String)>,
    /// For a pod created by a Job: the Job's name.
    #[serde(skip)]
    pub job: Option<String>,
}

impl PackageRun {
    /// Whether this run belongs to package `pkg` (the label is `<pkg>-<version>`).
    pub fn is_package(&self, pkg: &str) -> bool {
        self.package_label == pkg
            || self
                .package_label
                .strip_prefix(pkg)
                .and_then(|r| r.strip_prefix('-'))
                .is_some_and(|v| {
                    v.chars()
                        .next()
                        .is_some_and(|c| c.is_ascii_digit() || c == 'v')
                })
    }

    /// A short human summary: "job 4/4 attempts failed: stopped retrying (BackoffLimitExceeded)".
    pub fn summary(&self) -> String {
        let what = match self.kind {
            RunKind::Job => "job",
            RunKind::Pod => "pod",
        };
        let stage = self
            .stage
            .as_deref()
            .map(|s| format!(" {s}"))
            .unwrap_or_default();
        match (self.state, self.kind) {
            (RunState::StoppedRetrying, _) => {
                let attempts = match self.backoff_limit {
                    Some(b) => format!("{}/{} attempts failed", self.failures, b + 1),
                    None => format!("{} attempts failed", self.failures),
                };
                format!(
                    "{what}{stage}: {attempts}, stopped retrying{}",
                    self.reason
                        .as_deref()
                        .map(|r| format!(" ({r})"))
                        .unwrap_or_default()
                )
            }
            (RunState::Retrying, RunKind::Job) => format!(
                "{what}{stage}: retrying, {} of {} attempts failed",
                self.failures,
                self.backoff_limit
                    .map_or("?".into(), |b| (b + 1).to_string())
            ),
            (RunState::Retrying, RunKind::Pod) => format!(
                "{what}{stage}: retrying without limit, {} restarts",
                self.failures
            ),
            (s, _) => format!("{what}{stage}: {}", s.as_str()),
        }
    }
}

fn s(v: &Value) -> Option<String> {
    v.as_str().map(str::to_string)
}

fn label(obj: &Value, key: &str) -> Option<String> {
    s(&obj["metadata"]["labels"][key])
}

/// The prefix (`nodewright.nvidia.com` or `skyhook.nvidia.com`) whose `/name` label the object
/// carries, if any.
fn prefix_of(obj: &Value) -> Option<&'static str> {
    [crate::keys::NEW_PREFIX, crate::keys::LEGACY_PREFIX]
        .into_iter()
        .find(|p| label(obj, &format!("{p}/name")).is_some())
}

fn condition<'a>(obj: &'a Value, type_: &str) -> Option<&'a Value> {
    obj["status"]["conditions"]
        .as_array()?
        .iter()
        .find(|c| c["type"] == type_ && c["status"] == "True")
}

/// Interprets one batch/v1 Job of the operator (`None` when it is not one: no `/name` label).
pub fn job_run(job: &Value) -> Option<PackageRun> {
    let p = prefix_of(job)?;
    let failed = job["status"]["failed"].as_i64().unwrap_or(0);
    let active = job["status"]["active"].as_i64().unwrap_or(0);
    let terminal_failure = condition(job, "Failed").or_else(|| condition(job, "FailureTarget"));
    let (state, cond) = if let Some(c) = condition(job, "Complete") {
        (RunState::Succeeded, Some(c))
    } else if let Some(c) = terminal_failure {
        (RunState::StoppedRetrying, Some(c))
    } else if job["spec"]["suspend"].as_bool() == Some(true) {
        (RunState::Suspended, condition(job, "Suspended"))
    } else if failed > 0 {
        (RunState::Retrying, None)
    } else if active > 0 {
        (RunState::Running, None)
    } else {
        (RunState::Pending, None)
    };
    Some(PackageRun {
        kind: RunKind::Job,
        name: s(&job["metadata"]["name"]).unwrap_or_default(),
        nodewright: label(job, &format!("{p}/name")).unwrap_or_default(),
        package_label: label(job, &format!("{p}/package")).unwrap_or_default(),
        // The template's nodeName is authoritative (the node label is hashed past 63 chars).
        node: s(&job["spec"]["template"]["spec"]["nodeName"])
            .or_else(|| label(job, &format!("{p}/node"))),
        stage: label(job, &format!("{p}/stage")),
        interrupt: label(job, &format!("{p}/interrupt")).is_some(),
        state,
        failures: failed,
        backoff_limit: job["spec"]["backoffLimit"].as_i64(),
        reason: cond.and_then(|c| s(&c["reason"])),
        message: cond.and_then(|c| s(&c["message"])),
        created: s(&job["metadata"]["creationTimestamp"]).unwrap_or_default(),
        containers: Vec::new(),
        waiting: Vec::new(),
        job: None,
    })
}

/// Interprets one package pod of the operator: a bare v0.15 pod, or a pod of a v0.18+ Job (then
/// `job` names it and the Job, not the pod, says whether the stage is retried).
pub fn pod_run(pod: &Value) -> Option<PackageRun> {
    let p = prefix_of(pod)?;
    let inits = pod["status"]["initContainerStatuses"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    // Init containers first, then the others.
    let statuses: Vec<&Value> = inits
        .iter()
        .chain(
            pod["status"]["containerStatuses"]
                .as_array()
                .into_iter()
                .flatten(),
        )
        .collect();
    let restarts: i64 = statuses
        .iter()
        .filter_map(|c| c["restartCount"].as_i64())
        .sum();
    let waiting = inits
        .iter()
        .find_map(|c| s(&c["state"]["waiting"]["reason"]).filter(|r| r != "PodInitializing"));
    let failed_exit = inits.iter().any(|c| {
        c["state"]["terminated"]["exitCode"]
            .as_i64()
            .is_some_and(|e| e != 0)
    });
    let all_inits_done = !inits.is_empty()
        && inits
            .iter()
            .all(|c| c["state"]["terminated"]["exitCode"].as_i64() == Some(0));
    let phase = pod["status"]["phase"].as_str().unwrap_or("Pending");
    let state = match phase {
        "Succeeded" => RunState::Succeeded,
        "Failed" => RunState::StoppedRetrying,
        // v0.15: the `pause` main container keeps a finished pod Running.
        "Running" if all_inits_done => RunState::Succeeded,
        _ if restarts > 0 || failed_exit || waiting.as_deref() == Some("CrashLoopBackOff") => {
            RunState::Retrying
        }
        "Running" => RunState::Running,
        _ if inits.iter().any(|c| c["state"]["running"].is_object()) => RunState::Running,
        _ => RunState::Pending,
    };
    let job = label(pod, "batch.kubernetes.io/job-name").or_else(|| label(pod, "job-name"));
    let containers = ["initContainers", "containers"]
        .iter()
        .flat_map(|k| pod["spec"][*k].as_array().cloned().unwrap_or_default())
        .filter_map(|c| s(&c["name"]))
        .collect();
    let not_started = statuses
        .iter()
        // Waiting and never ran: a container restarting after a crash has a log to read.
        .filter(|c| {
            c["state"]["waiting"].is_object()
                && c["lastState"]["terminated"].is_null()
                && c["restartCount"].as_i64().unwrap_or(0) == 0
        })
        .filter_map(|c| {
            let w = &c["state"]["waiting"];
            let why = match (s(&w["reason"]), s(&w["message"])) {
                (Some(r), Some(m)) => format!("{r}: {m}"),
                (Some(r), None) => r,
                (None, Some(m)) => m,
                (None, None) => "waiting".into(),
            };
            Some((s(&c["name"])?, why))
        })
        .collect();
    Some(PackageRun {
        kind: RunKind::Pod,
        name: s(&pod["metadata"]["name"]).unwrap_or_default(),
        nodewright: label(pod, &format!("{p}/name")).unwrap_or_default(),
        package_label: label(pod, &format!("{p}/package")).unwrap_or_default(),
        node: s(&pod["spec"]["nodeName"]),
        stage: label(pod, &format!("{p}/stage")),
        interrupt: label(pod, &format!("{p}/interrupt")).is_some(),
        state,
        failures: restarts,
        backoff_limit: None,
        reason: waiting.or_else(|| s(&pod["status"]["reason"])),
        message: None,
        created: s(&pod["metadata"]["creationTimestamp"]).unwrap_or_default(),
        containers,
        waiting: not_started,
        job,
    })
}

/// The run that says how package `pkg` is executing on `node`: its newest Job, else its newest
/// bare pod (pods of a Job are summarised by their Job). `runs` may hold any packages and nodes.
pub fn current<'a>(runs: &'a [PackageRun], pkg: &str, node: &str) -> Option<&'a PackageRun> {
    let mine = |r: &&PackageRun| r.is_package(pkg) && r.node.as_deref() == Some(node);
    let newest = |a: &&PackageRun, b: &&PackageRun| a.created.cmp(&b.created);
    runs.iter()
        .filter(mine)
        .filter(|r| r.kind == RunKind::Job)
        .max_by(newest)
        .or_else(|| {
            runs.iter()
                .filter(mine)
                .filter(|r| r.kind == RunKind::Pod && r.job.is_none())
                .max_by(newest)
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn job(status: Value, extra_spec: Value) -> Value {
        let mut spec = json!({"backoffLimit": 3, "template": {"spec": {"nodeName": "gpu-1"}}});
        for (k, v) in extra_spec.as_object().expect("object") {
            spec[k] = v.clone();
        }
        json!({
            "metadata": {"name": "gpu-init-driver-1.2.0-apply-gpu-1", "creationTimestamp": "2026-11-30T10:00:00Z",
                "labels": {"nodewright.nvidia.com/name": "gpu-init", "nodewright.nvidia.com/package": "driver-1.2.0",
                           "nodewright.nvidia.com/stage": "apply", "nodewright.nvidia.com/node": "gpu-1"}},
            "spec": spec,
            "status": status,
        })
    }

    #[test]
    fn a_job_that_exhausted_its_backoff_limit_stopped_retrying() {
        let j = job(
            json!({"failed": 4, "conditions": [
                {"type": "FailureTarget", "status": "True", "reason": "BackoffLimitExceeded"},
                {"type": "Failed", "status": "True", "reason": "BackoffLimitExceeded", "message": "Job has reached the specified backoff limit"}]}),
            json!({}),
        );
        let r = job_run(&j).expect("a run");
        assert_eq!(r.state, RunState::StoppedRetrying);
        assert_eq!(r.failures, 4);
        assert_eq!(r.backoff_limit, Some(3));
        assert_eq!(r.node.as_deref(), Some("gpu-1"));
        assert_eq!(r.stage.as_deref(), Some("apply"));
        assert_eq!(r.reason.as_deref(), Some("BackoffLimitExceeded"));
        assert_eq!(
            r.summary(),
            "job apply: 4/4 attempts failed, stopped retrying (BackoffLimitExceeded)"
        );
    }

    #[test]
    fn job_states_follow_its_status() {
        let r = |st: Value, sp: Value| job_run(&job(st, sp)).expect("a run").state;
        assert_eq!(r(json!({"active": 1}), json!({})), RunState::Running);
        assert_eq!(
            r(json!({"active": 1, "failed": 2}), json!({})),
            RunState::Retrying
        );
        assert_eq!(
            r(
                json!({"succeeded": 1, "conditions": [{"type": "Complete", "status": "True"}]}),
                json!({})
            ),
            RunState::Succeeded
        );
        assert_eq!(r(json!({}), json!({"suspend": true})), RunState::Suspended);
        assert_eq!(r(json!({}), json!({})), RunState::Pending);
        // A Failed condition that is not True does not end the Job.
        assert_eq!(
            r(
                json!({"active": 1, "conditions": [{"type": "Failed", "status": "False"}]}),
                json!({})
            ),
            RunState::Running
        );
        let retry = job_run(&job(json!({"active": 1, "failed": 2}), json!({}))).expect("a run");
        assert_eq!(
            retry.summary(),
            "job apply: retrying, 2 of 4 attempts failed"
        );
    }

    #[test]
    fn objects_without_the_operator_label_are_not_runs() {
        assert!(
            job_run(&json!({"metadata": {"name": "cron-1", "labels": {"app": "x"}}})).is_none()
        );
        assert!(pod_run(&json!({"metadata": {"name": "p"}})).is_none());
    }

    fn pod(labels: Value, status: Value) -> Value {
        json!({"metadata": {"name": "rr-b-spencer-3.2.3-b-1-apply-abcde", "creationTimestamp": "2026-11-30T10:00:00Z", "labels": labels},
               "spec": {"nodeName": "b-1", "initContainers": [{"name": "spencer-init"}, {"name": "spencer-apply"}, {"name": "spencer-applycheck"}],
                        "containers": [{"name": "pause"}]},
               "status": status})
    }

    #[test]
    fn a_v015_pod_crash_looping_retries_without_limit() {
        let labels = json!({"skyhook.nvidia.com/name": "rr-b", "skyhook.nvidia.com/package": "spencer-3.2.3"});
        let p = pod_run(&pod(
            labels.clone(),
            json!({"phase": "Pending", "initContainerStatuses": [
                {"name": "spencer-init", "restartCount": 3, "state": {"waiting": {"reason": "CrashLoopBackOff"}}},
                {"name": "spencer-apply", "restartCount": 0, "state": {"waiting": {"reason": "PodInitializing"}}}]}),
        ))
        .expect("a run");
        assert_eq!(p.state, RunState::Retrying);
        assert_eq!(p.failures, 3);
        assert_eq!(p.reason.as_deref(), Some("CrashLoopBackOff"));
        assert_eq!(p.summary(), "pod: retrying without limit, 3 restarts");
        assert!(p.is_package("spencer"));
        assert!(!p.is_package("spence"));
        assert_eq!(
            p.containers,
            vec![
                "spencer-init",
                "spencer-apply",
                "spencer-applycheck",
                "pause"
            ]
        );
        // The crash-looping init container has a log (its last run); the apply container has
        // never started: no log to ask for (package logs skips it, as NVIDIA's Go CLI does).
        assert_eq!(
            p.waiting,
            vec![("spencer-apply".to_string(), "PodInitializing".to_string())]
        );
        // Init containers all exited 0 and pause running: the stage is done.
        let done = pod_run(&pod(
            labels,
            json!({"phase": "Running", "initContainerStatuses": [
                {"name": "spencer-init", "restartCount": 0, "state": {"terminated": {"exitCode": 0}}},
                {"name": "spencer-apply", "restartCount": 0, "state": {"terminated": {"exitCode": 0}}}]}),
        ))
        .expect("a run");
        assert_eq!(done.state, RunState::Succeeded);
    }

    #[test]
    fn current_prefers_the_newest_job_over_its_pods() {
        let mut a = job_run(&job(json!({"failed": 1, "active": 1}), json!({}))).expect("a run");
        let mut b = a.clone();
        a.created = "2026-11-30T10:00:00Z".into();
        b.created = "2026-11-30T11:00:00Z".into();
        b.name = "newer".into();
        let mut p = pod_run(&pod(
            json!({"nodewright.nvidia.com/name": "gpu-init", "nodewright.nvidia.com/package": "driver-1.2.0",
                   "batch.kubernetes.io/job-name": "newer"}),
            json!({}),
        ))
        .expect("a run");
        p.node = Some("gpu-1".into());
        p.created = "2026-11-30T12:00:00Z".into();
        let runs = vec![a, b, p];
        assert_eq!(
            current(&runs, "driver", "gpu-1").expect("a run").name,
            "newer"
        );
        assert!(current(&runs, "driver", "gpu-2").is_none());
        assert!(current(&runs, "drive", "gpu-1").is_none());
    }
}
