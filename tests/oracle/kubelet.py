#!/usr/bin/env python3
"""Fake kubelet for the oracle suite: drives the status of the operator's package pods, nothing else.

The test control plane has no kubelet, so the pods the operator creates for package stages never
run. This process plays that part for them only: pods in $OPERATOR_NAMESPACE carrying the
operator's `<prefix>/name` label (prefix skyhook.nvidia.com or nodewright.nvidia.com).

Each pod goes through: seen -> "started" (its first init container Running) -> after
$KUBELET_RUN_SECONDS either
  * done: every init container Terminated exit 0; the main containers Running (a v0.15 `pause`
    pod, restartPolicy OnFailure) or Terminated exit 0 and phase Succeeded (a v0.18+ Job pod,
    restartPolicy Never); or
  * failing, when its node has the label oracle.kubectl-nodewright.dev/fail set to the package
    name (or `all`): the stage container (the init container after `<pkg>-init`) exits 1; with
    restartPolicy OnFailure it then crash-loops (Waiting CrashLoopBackOff, restartCount + 1 every
    $KUBELET_CRASH_SECONDS); with Never the pod ends Failed.
A node labelled oracle.kubectl-nodewright.dev/run-seconds=N runs each stage N seconds (a scenario
that must act while a stage is running). NVIDIA's e2e tests (tests/oracle/e2e) run the
`agentless` test image as the agent, which sleeps $SLEEP_LEN and exits $EXIT_CODE: a stage
container with EXIT_CODE other than 0 in its env fails as the fail label does, and SLEEP_LEN sets
its run time. A pod marked for deletion (deletionTimestamp) is removed with grace period 0 once it has no
finalizers, as a kubelet does after stopping its containers; so are the ordinary pods of a test
world (label oracle.kubectl-nodewright.dev/workload, any namespace) once evicted by a drain. The
ordinary pods of NVIDIA's e2e tests (namespaces chainsaw-*) are also scheduled (nodeSelector,
taints, cordon) and run Ready until evicted.

The operator decides a stage from the init container statuses
(operator/internal/controller/pod_controller.go, containerExitedSuccessfully), which is all this
needs to get right. Environment: KUBECONFIG (token + CA file, as tests/cluster writes it),
OPERATOR_NAMESPACE (skyhook), KUBELET_RUN_SECONDS (2), KUBELET_CRASH_SECONDS (4),
KUBELET_TICK (0.5). Logs one line per transition on stdout.
"""
import json
import os
import ssl
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from datetime import datetime, timezone

import yaml

FAIL_LABEL = "oracle.kubectl-nodewright.dev/fail"
# A node label that makes its stages run this many seconds instead of KUBELET_RUN_SECONDS.
SLOW_LABEL = "oracle.kubectl-nodewright.dev/run-seconds"
PREFIXES = ("skyhook.nvidia.com", "nodewright.nvidia.com")
# Ordinary pods of a test world (tests/oracle/worlds.py), in any namespace: the kubelet's only
# part for them is to finish their deletion once evicted (a drain waits for them to be gone).
WORKLOAD_LABEL = "oracle.kubectl-nodewright.dev/workload"


class Api:
    def __init__(self, kubeconfig):
        with open(kubeconfig) as f:
            kc = yaml.safe_load(f)
        ctx = {c["name"]: c["context"] for c in kc["contexts"]}[kc["current-context"]]
        cluster = {c["name"]: c["cluster"] for c in kc["clusters"]}[ctx["cluster"]]
        user = {u["name"]: u["user"] for u in kc["users"]}[ctx["user"]]
        self.server = cluster["server"]
        self.token = user["token"]
        self.tls = ssl.create_default_context(cafile=cluster["certificate-authority"])

    def call(self, method, path, body=None, content_type="application/json"):
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(self.server + path, data=data, method=method)
        req.add_header("Authorization", f"Bearer {self.token}")
        if data is not None:
            req.add_header("Content-Type", content_type)
        try:
            with urllib.request.urlopen(req, context=self.tls, timeout=10) as resp:
                raw = resp.read()
                return json.loads(raw) if raw else {}
        except urllib.error.HTTPError as e:
            if e.code in (404, 409, 422):  # gone, raced, or already terminal: next tick decides
                return None
            raise


def stamp():
    return datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def container_status(c, state, restarts=0, last=None, ready=False):
    s = {"name": c["name"], "image": c.get("image", ""), "imageID": "", "ready": ready,
         "restartCount": restarts, "started": "running" in state, "state": state}
    if last:
        s["lastState"] = last
    return s


def terminated(code):
    reason = "Completed" if code == 0 else "Error"
    return {"terminated": {"exitCode": code, "reason": reason, "startedAt": stamp(), "finishedAt": stamp()}}


class Kubelet:
    def __init__(self, api, ns):
        self.api = api
        self.ns = ns
        self.run_s = float(os.environ.get("KUBELET_RUN_SECONDS", "2"))
        self.crash_s = float(os.environ.get("KUBELET_CRASH_SECONDS", "4"))
        self.pods = {}  # uid -> {"seen": t, "phase": started|done|failing, "restarts": n, "bumped": t}

    def log(self, msg):
        print(f"{stamp()} kubelet: {msg}", flush=True)

    def put_status(self, pod, status):
        name = pod["metadata"]["name"]
        self.api.call("PATCH", f"/api/v1/namespaces/{self.ns}/pods/{name}/status",
                      {"status": status}, "application/merge-patch+json")

    def package_of(self, pod):
        labels = pod["metadata"].get("labels", {})
        for p in PREFIXES:
            if f"{p}/package" in labels:
                return labels[f"{p}/package"]
        return ""

    def stage_env(self, pod):
        """The env of the stage container (the one after `<pkg>-init`), as a dict."""
        inits = pod["spec"].get("initContainers", [])
        c = inits[1] if len(inits) > 1 and inits[0]["name"].endswith("-init") else (inits[0] if inits else {})
        return {e.get("name"): e.get("value") for e in c.get("env") or [] if "value" in e}

    def wants_failure(self, pod, node_labels):
        if self.stage_env(pod).get("EXIT_CODE", "0") not in ("", "0"):
            return True
        want = node_labels.get(FAIL_LABEL)
        if not want:
            return False
        pkg = self.package_of(pod)  # <name>-<version>
        return want == "all" or pkg == want or pkg.startswith(want + "-")

    def started(self, pod):
        inits = pod["spec"].get("initContainers", [])
        st = [container_status(c, {"running": {"startedAt": stamp()}} if i == 0
                               else {"waiting": {"reason": "PodInitializing"}})
              for i, c in enumerate(inits)]
        return {"phase": "Pending", "startTime": stamp(), "hostIP": "10.0.0.1", "podIP": "10.0.0.1",
                "initContainerStatuses": st,
                "conditions": [{"type": "PodScheduled", "status": "True"},
                               {"type": "Initialized", "status": "False"}]}

    def done(self, pod):
        never = pod["spec"].get("restartPolicy") == "Never"
        inits = [container_status(c, terminated(0)) for c in pod["spec"].get("initContainers", [])]
        mains = [container_status(c, terminated(0) if never else {"running": {"startedAt": stamp()}},
                                  ready=not never)
                 for c in pod["spec"].get("containers", [])]
        return {"phase": "Succeeded" if never else "Running", "initContainerStatuses": inits,
                "containerStatuses": mains,
                "conditions": [{"type": "PodScheduled", "status": "True"},
                               {"type": "Initialized", "status": "True"},
                               {"type": "ContainersReady", "status": str(not never)},
                               {"type": "Ready", "status": str(not never)}]}

    def failing(self, pod, restarts):
        never = pod["spec"].get("restartPolicy") == "Never"
        inits = pod["spec"].get("initContainers", [])
        # The stage container is the one after `<pkg>-init` (the copy step); else the first.
        stage_idx = 1 if len(inits) > 1 and inits[0]["name"].endswith("-init") else 0
        st = []
        for i, c in enumerate(inits):
            if i < stage_idx:
                st.append(container_status(c, terminated(0)))
            elif i == stage_idx:
                if never or restarts == 0:
                    st.append(container_status(c, terminated(1), restarts))
                else:
                    st.append(container_status(
                        c, {"waiting": {"reason": "CrashLoopBackOff",
                                        "message": f"back-off restarting failed container {c['name']}"}},
                        restarts, last=terminated(1)))
            else:
                st.append(container_status(c, {"waiting": {"reason": "PodInitializing"}}))
        return {"phase": "Failed" if never else "Pending", "initContainerStatuses": st,
                "conditions": [{"type": "PodScheduled", "status": "True"},
                               {"type": "Initialized", "status": "False"}]}

    def chainsaw_pods(self):
        """The ordinary pods of NVIDIA's e2e tests (tests/oracle/e2e), in chainsaw's namespaces:
        scheduled as a scheduler would (nodeSelector, taints, cordon; the first node by name), then
        Running and Ready; once marked for deletion (a drain's eviction) and without finalizers,
        removed. Their containers never end (the tests' workloads sleep 1000 s)."""
        got = self.api.call("GET", "/api/v1/pods") or {}
        nodes = None
        for pod in got.get("items", []):
            md, sp = pod["metadata"], pod["spec"]
            ns, name = md["namespace"], md["name"]
            if not ns.startswith("chainsaw-"):
                continue
            if md.get("deletionTimestamp"):
                if not md.get("finalizers"):
                    self.api.call("DELETE", f"/api/v1/namespaces/{ns}/pods/{name}",
                                  {"apiVersion": "v1", "kind": "DeleteOptions", "gracePeriodSeconds": 0})
                    self.log(f"deleted test pod {ns}/{name}")
                continue
            if not sp.get("nodeName"):
                if nodes is None:
                    nodes = sorted((self.api.call("GET", "/api/v1/nodes") or {}).get("items", []),
                                   key=lambda n: n["metadata"]["name"])
                sel = sp.get("nodeSelector") or {}
                fit = [n for n in nodes if all((n["metadata"].get("labels") or {}).get(k) == v for k, v in sel.items())
                       and not n["spec"].get("unschedulable")
                       and all(tolerated(t, sp.get("tolerations")) for t in n["spec"].get("taints") or []
                               if t.get("effect") in ("NoSchedule", "NoExecute"))]
                if fit:
                    node = fit[0]["metadata"]["name"]
                    self.api.call("POST", f"/api/v1/namespaces/{ns}/pods/{name}/binding",
                                  {"apiVersion": "v1", "kind": "Binding", "metadata": {"name": name},
                                   "target": {"apiVersion": "v1", "kind": "Node", "name": node}})
                    self.log(f"scheduled test pod {ns}/{name} on {node}")
                continue
            if (pod.get("status") or {}).get("phase") == "Running":
                continue
            inits = [container_status(c, terminated(0)) for c in sp.get("initContainers", [])]
            mains = [container_status(c, {"running": {"startedAt": stamp()}}, ready=True) for c in sp.get("containers", [])]
            self.put_status_ns(ns, name, {"phase": "Running", "startTime": stamp(), "hostIP": "10.0.0.1",
                                          "podIP": "10.0.0.2", "initContainerStatuses": inits, "containerStatuses": mains,
                                          "conditions": [{"type": t, "status": "True", "lastTransitionTime": stamp()}
                                                         for t in ("PodScheduled", "Initialized", "ContainersReady", "Ready")]})
            self.log(f"test pod {ns}/{name} running on {sp['nodeName']}")


    def put_status_ns(self, ns, name, status):
        self.api.call("PATCH", f"/api/v1/namespaces/{ns}/pods/{name}/status", {"status": status},
                      "application/merge-patch+json")

    def tick(self):
        items = []
        for p in PREFIXES:
            sel = urllib.parse.quote(f"{p}/name")
            got = self.api.call("GET", f"/api/v1/namespaces/{self.ns}/pods?labelSelector={sel}")
            items.extend((got or {}).get("items", []))
        now = time.time()
        live = set()
        node_labels = {}
        for pod in items:
            md = pod["metadata"]
            uid, name = md["uid"], md["name"]
            live.add(uid)
            if md.get("deletionTimestamp"):
                if not md.get("finalizers"):
                    self.api.call("DELETE", f"/api/v1/namespaces/{self.ns}/pods/{name}",
                                  {"apiVersion": "v1", "kind": "DeleteOptions", "gracePeriodSeconds": 0})
                    self.log(f"deleted {name}")
                continue
            node = pod["spec"].get("nodeName")
            if not node:
                continue
            st = self.pods.get(uid)
            if st is None:
                self.pods[uid] = {"seen": now, "phase": "started", "restarts": 0, "bumped": now}
                self.put_status(pod, self.started(pod))
                self.log(f"started {name} on {node}")
                continue
            try:
                run_s = float(self.stage_env(pod).get("SLEEP_LEN") or self.run_s)
            except ValueError:
                run_s = self.run_s
            if st["phase"] == "done" or now - st["seen"] < run_s:
                continue
            if node not in node_labels:
                n = self.api.call("GET", f"/api/v1/nodes/{node}") or {}
                node_labels[node] = n.get("metadata", {}).get("labels", {})
            if now - st["seen"] < float(node_labels[node].get(SLOW_LABEL, "0")):
                continue
            if self.wants_failure(pod, node_labels[node]):
                if st["phase"] != "failing":
                    st["phase"], st["bumped"] = "failing", now
                    self.put_status(pod, self.failing(pod, 0))
                    self.log(f"{name} on {node}: stage container exited 1")
                elif pod["spec"].get("restartPolicy") != "Never" and now - st["bumped"] >= self.crash_s:
                    st["restarts"] += 1
                    st["bumped"] = now
                    self.put_status(pod, self.failing(pod, st["restarts"]))
                    self.log(f"{name} on {node}: crash loop, restarts {st['restarts']}")
            else:
                # A failing pod whose node no longer asks for failure recovers on its next restart.
                st["phase"] = "done"
                self.put_status(pod, self.done(pod))
                self.log(f"{name} on {node}: stage done (exit 0)")
        for uid in list(self.pods):
            if uid not in live:
                del self.pods[uid]
        self.chainsaw_pods()
        sel = urllib.parse.quote(WORKLOAD_LABEL)
        for pod in (self.api.call("GET", f"/api/v1/pods?labelSelector={sel}") or {}).get("items", []):
            md = pod["metadata"]
            if md.get("deletionTimestamp") and not md.get("finalizers"):
                self.api.call("DELETE", f"/api/v1/namespaces/{md['namespace']}/pods/{md['name']}",
                              {"apiVersion": "v1", "kind": "DeleteOptions", "gracePeriodSeconds": 0})
                self.log(f"deleted evicted workload pod {md['namespace']}/{md['name']}")


def tolerated(taint, tolerations):
    for t in tolerations or []:
        if t.get("effect") and t["effect"] != taint.get("effect"):
            continue
        if t.get("operator") == "Exists" and (not t.get("key") or t["key"] == taint["key"]):
            return True
        if t.get("key") == taint["key"] and t.get("value", "") == taint.get("value", ""):
            return True
    return False


def main():
    api = Api(os.environ["KUBECONFIG"])
    k = Kubelet(api, os.environ.get("OPERATOR_NAMESPACE", "skyhook"))
    tick = float(os.environ.get("KUBELET_TICK", "0.5"))
    k.log(f"driving package pods in namespace {k.ns} of {api.server}")
    while True:
        try:
            k.tick()
        except Exception as e:  # the operator creates and deletes pods all the time
            k.log(f"tick failed: {e!r}")
        time.sleep(tick)


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        sys.exit(0)
