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

Opt-in behaviours (off unless their label or environment variable is set; the oracle scenarios
set none of them):
  * an image it cannot pull: a package pod with a container whose image matches the regular
    expression $KUBELET_UNPULLABLE (re.search; e.g. `:[^:/]*bogus[^:/]*$`, a tag NVIDIA's e2e
    tests use for one that does not exist), or on a node labelled
    oracle.kubectl-nodewright.dev/unpullable=<package> (its name, or <name>-<version>, or `all`:
    that package's own image, the `<pkg>-init` container's), never runs: it stays Pending, that
    container waiting ErrImagePull, then ImagePullBackOff (and back to ErrImagePull at each
    retry, 10 s doubling to 300 s, as the kubelet's back-off), with the kubelet's and
    containerd's messages; the containers before it ran (exit 0), those after wait
    PodInitializing. Once it no longer matches (the label removed), the next retry pulls and
    the pod runs as any other.
  * admission (KUBELET_ADMIT=1): a package pod whose requests (the largest init container's or
    the containers' sum, as the scheduler counts) do not fit in the node's allocatable beside
    the pods already on it is rejected as the kubelet does: phase Failed, reason OutOfcpu (or
    OutOfmemory), message "Pod was rejected: Node didn't have enough resource: ...".
  * container logs (KUBELET_SERVE_LOGS=1): an HTTPS server on 127.0.0.1 (a self-signed
    certificate made at start with openssl; the API server does not verify a kubelet's
    certificate unless --kubelet-certificate-authority is set), and every node gets
    status.addresses [InternalIP 127.0.0.1] and status.daemonEndpoints.kubeletEndpoint.Port,
    so `kubectl logs` (pods/log) reaches it. It serves /containerLogs/NS/POD/CONTAINER as the
    kubelet does: a container waiting to start is refused with the kubelet's message (400),
    a running or terminated one returns its log (a few agent-like lines: package, stage,
    SLEEP_LEN, exit code), honouring tailLines, timestamps, limitBytes and follow (open until
    the container ends or the pod goes). Port: KUBELET_LOGS_PORT (0: any free one).

The operator decides a stage from the init container statuses
(operator/internal/controller/pod_controller.go, containerExitedSuccessfully), which is all this
needs to get right. Environment: KUBECONFIG (token + CA file, as tests/cluster writes it),
OPERATOR_NAMESPACE (skyhook), KUBELET_RUN_SECONDS (2), KUBELET_CRASH_SECONDS (4),
KUBELET_TICK (0.5). Logs one line per transition on stdout.
"""
import hashlib
import json
import os
import re
import shutil
import signal
import ssl
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from datetime import datetime, timezone
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import yaml

FAIL_LABEL = "oracle.kubectl-nodewright.dev/fail"
# A node label that makes its stages run this many seconds instead of KUBELET_RUN_SECONDS.
SLOW_LABEL = "oracle.kubectl-nodewright.dev/run-seconds"
PREFIXES = ("skyhook.nvidia.com", "nodewright.nvidia.com")
# A node label naming a package (name, name-version, or `all`) whose image cannot be pulled there.
UNPULLABLE_LABEL = "oracle.kubectl-nodewright.dev/unpullable"
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
    if "running" in state or "terminated" in state:
        # The kubelet serves logs only of a container with an ID (validateContainerLogStatus).
        s["containerID"] = "containerd://" + hashlib.sha256(
            f'{c["name"]}/{restarts}/{"terminated" in state}'.encode()).hexdigest()
    if last:
        s["lastState"] = last
    return s


def full_ref(image):
    """The reference containerd resolves: docker.io/library/ for short names, :latest if untagged."""
    first = image.split("/")[0]
    if "/" not in image or not ("." in first or ":" in first or first == "localhost"):
        image = ("docker.io/" + image) if "/" in image else ("docker.io/library/" + image)
    last = image.rsplit("/", 1)[-1]
    if ":" not in last and "@" not in last:
        image += ":latest"
    return image


def pull_error(image):
    """containerd's error for a tag that does not exist, as the kubelet puts it in
    state.waiting.message (ErrImagePull: the CRI error as it is, images.evalCRIPullErr)."""
    ref = full_ref(image)
    return (f'rpc error: code = NotFound desc = failed to pull and unpack image "{ref}": '
            f'failed to resolve reference "{ref}": {ref}: not found')


def quantity(v):
    """A resource quantity as the kubelet's admission counts it: CPU in millicores, memory in bytes."""
    v = str(v)
    m = re.fullmatch(r"([0-9.]+)([a-zA-Z]*)", v)
    if not m:
        return 0
    n, unit = float(m.group(1)), m.group(2)
    mult = {"": 1, "m": 0.001, "k": 1e3, "M": 1e6, "G": 1e9, "T": 1e12,
            "Ki": 1024, "Mi": 1024 ** 2, "Gi": 1024 ** 3, "Ti": 1024 ** 4}.get(unit, 1)
    return n * mult


def pod_requests(pod):
    """The pod's effective requests (cpu in millicores, memory in bytes): the larger of the
    largest init container's and the sum of the containers', as the scheduler and kubelet count."""
    out = {}
    for r, scale in (("cpu", 1000), ("memory", 1)):
        def req(c):
            return quantity(((c.get("resources") or {}).get("requests") or {}).get(r, 0)) * scale
        inits = max([req(c) for c in pod["spec"].get("initContainers") or []] or [0])
        mains = sum(req(c) for c in pod["spec"].get("containers") or [])
        out[r] = int(round(max(inits, mains)))
    return out


def terminated(code):
    reason = "Completed" if code == 0 else "Error"
    return {"terminated": {"exitCode": code, "reason": reason, "startedAt": stamp(), "finishedAt": stamp()}}


class Kubelet:
    def __init__(self, api, ns):
        self.api = api
        self.ns = ns
        self.run_s = float(os.environ.get("KUBELET_RUN_SECONDS", "2"))
        self.crash_s = float(os.environ.get("KUBELET_CRASH_SECONDS", "4"))
        self.pods = {}  # uid -> {"seen": t, "phase": started|done|failing|unpullable|rejected, ...}
        pat = os.environ.get("KUBELET_UNPULLABLE", "")
        self.unpullable_re = re.compile(pat) if pat else None
        self.backoff0 = float(os.environ.get("KUBELET_PULL_BACKOFF", "10"))
        self.backoff_max = float(os.environ.get("KUBELET_PULL_BACKOFF_MAX", "300"))
        self.admit = os.environ.get("KUBELET_ADMIT") == "1"
        self.nodes = {}  # name -> node object, read once per tick

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

    def node(self, name):
        if name not in self.nodes:
            self.nodes[name] = self.api.call("GET", f"/api/v1/nodes/{name}") or {}
        return self.nodes[name]

    def unpullable(self, pod, node_labels):
        """The index of the first init container (then containers, after them) whose image
        cannot be pulled, or None."""
        cs = (pod["spec"].get("initContainers") or []) + (pod["spec"].get("containers") or [])
        want = node_labels.get(UNPULLABLE_LABEL)
        if want:
            pkg = self.package_of(pod)
            if want == "all" or pkg == want or pkg.startswith(want + "-"):
                inits = pod["spec"].get("initContainers") or []
                # The package's own image is the `<pkg>-init` container's (the copy step).
                return 0 if inits and inits[0]["name"].endswith("-init") else None
        if self.unpullable_re:
            for i, c in enumerate(cs):
                if self.unpullable_re.search(c.get("image", "")):
                    return i
        return None

    def pull_status(self, pod, idx, backoff):
        """Pending, the container at idx waiting ErrImagePull (or ImagePullBackOff), as the kubelet
        writes it; the containers before it ran, those after it wait PodInitializing."""
        inits = pod["spec"].get("initContainers") or []
        mains = pod["spec"].get("containers") or []
        allc = inits + mains
        image = allc[idx].get("image", "")
        err = pull_error(image)
        if backoff:
            waiting = {"reason": "ImagePullBackOff", "message": f'Back-off pulling image "{image}": ErrImagePull: {err}'}
        else:
            waiting = {"reason": "ErrImagePull", "message": err}
        st = []
        for i, c in enumerate(allc):
            if i < idx and i < len(inits):
                st.append(container_status(c, terminated(0)))
            elif i == idx:
                st.append(container_status(c, {"waiting": waiting}))
            else:
                st.append(container_status(c, {"waiting": {"reason": "PodInitializing"}}))
        not_init = [c["name"] for c in inits[idx:]] if idx < len(inits) else []
        now = stamp()
        conds = [{"type": "PodReadyToStartContainers", "status": "True", "lastTransitionTime": now},
                 {"type": "Initialized", "status": "False" if not_init else "True", "lastTransitionTime": now},
                 {"type": "Ready", "status": "False", "reason": "ContainersNotReady",
                  "message": f"containers with unready status: [{' '.join(c['name'] for c in mains)}]", "lastTransitionTime": now},
                 {"type": "ContainersReady", "status": "False", "reason": "ContainersNotReady",
                  "message": f"containers with unready status: [{' '.join(c['name'] for c in mains)}]", "lastTransitionTime": now},
                 {"type": "PodScheduled", "status": "True", "lastTransitionTime": now}]
        if not_init:
            conds[1].update({"reason": "ContainersNotInitialized",
                             "message": f"containers with incomplete status: [{' '.join(not_init)}]"})
        return {"phase": "Pending", "startTime": (pod.get("status") or {}).get("startTime") or now,
                "hostIP": "10.0.0.1", "podIP": "10.0.0.1",
                "initContainerStatuses": st[:len(inits)], "containerStatuses": st[len(inits):],
                "conditions": conds}

    def labels(self, node):
        return (self.node(node).get("metadata") or {}).get("labels") or {}

    def image_at(self, pod, idx):
        cs = (pod["spec"].get("initContainers") or []) + (pod["spec"].get("containers") or [])
        return cs[idx].get("image", "") if idx < len(cs) else ""

    def pull_tick(self, pod, st, now, node):
        """A pod that cannot pull an image: ErrImagePull for a second, then ImagePullBackOff until
        the back-off's next retry (10 s, doubling, at most 300 s), which pulls it if it no
        longer matches."""
        name = pod["metadata"]["name"]
        if st["retry"] is None:
            if now - st["err_at"] >= 1:
                self.put_status(pod, self.pull_status(pod, st["idx"], True))
                st["retry"] = now + st["backoff"]
                st["backoff"] = min(2 * st["backoff"], self.backoff_max)
                self.log(f"{name} on {node}: ImagePullBackOff, next pull in {st['retry'] - now:.0f}s")
            return
        if now < st["retry"]:
            return
        idx = self.unpullable(pod, self.labels(node))
        if idx is None:
            st.update({"seen": now, "phase": "started", "restarts": 0, "bumped": now})
            self.put_status(pod, self.started(pod))
            self.log(f"started {name} on {node}")
            return
        st.update({"idx": idx, "retry": None, "err_at": now})
        self.put_status(pod, self.pull_status(pod, idx, False))
        self.log(f"{name} on {node}: ErrImagePull again, cannot pull {self.image_at(pod, idx)}")

    def admission(self, pod, node):
        """None if the pod fits beside the pods this kubelet admitted on the node; else the
        kubelet's rejection (reason, message)."""
        alloc = (self.node(node).get("status") or {}).get("allocatable") or {}
        want = pod_requests(pod)
        sel = urllib.parse.quote(f"spec.nodeName={node}")
        used = {"cpu": 0, "memory": 0}
        for o in (self.api.call("GET", f"/api/v1/pods?fieldSelector={sel}") or {}).get("items", []):
            uid = o["metadata"]["uid"]
            if uid == pod["metadata"]["uid"] or (o.get("status") or {}).get("phase") in ("Failed", "Succeeded"):
                continue
            if uid not in self.pods and not o["metadata"]["namespace"].startswith("chainsaw-"):
                continue  # not admitted yet (this tick's others come after it)
            for r, v in pod_requests(o).items():
                used[r] += v
        for r, scale in (("cpu", 1000), ("memory", 1)):
            if r not in alloc:
                continue
            cap = int(round(quantity(alloc[r]) * scale))
            if want[r] > 0 and used[r] + want[r] > cap:
                return (f"OutOf{r}", f"Pod was rejected: Node didn't have enough resource: {r}, "
                        f"requested: {want[r]}, used: {used[r]}, capacity: {cap}")
        return None

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
        self.nodes = {}
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
                if self.admit:
                    rejected = self.admission(pod, node)
                    if rejected:
                        self.pods[uid] = {"phase": "rejected"}
                        self.put_status(pod, {"phase": "Failed", "reason": rejected[0], "message": rejected[1]})
                        self.log(f"rejected {name} on {node}: {rejected[1]}")
                        continue
                idx = self.unpullable(pod, self.labels(node))
                if idx is not None:
                    self.pods[uid] = {"seen": now, "phase": "unpullable", "idx": idx, "backoff": self.backoff0,
                                      "retry": None, "err_at": now}
                    self.put_status(pod, self.pull_status(pod, idx, False))
                    self.log(f"{name} on {node}: ErrImagePull, cannot pull {self.image_at(pod, idx)}")
                    continue
                self.pods[uid] = {"seen": now, "phase": "started", "restarts": 0, "bumped": now}
                self.put_status(pod, self.started(pod))
                self.log(f"started {name} on {node}")
                continue
            if st["phase"] == "rejected":
                continue
            if st["phase"] == "unpullable":
                self.pull_tick(pod, st, now, node)
                continue
            try:
                run_s = float(self.stage_env(pod).get("SLEEP_LEN") or self.run_s)
            except ValueError:
                run_s = self.run_s
            if st["phase"] == "done" or now - st["seen"] < run_s:
                continue
            if now - st["seen"] < float(self.labels(node).get(SLOW_LABEL, "0")):
                continue
            if self.wants_failure(pod, self.labels(node)):
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


STAGES = ("uninstall", "upgrade", "apply", "config", "interrupt", "post-interrupt")


def container_log(pod, name):
    """What the agentless test image (NVIDIA's containers/agentless/entrypoint.sh) prints, for a
    package pod's stage container; nothing for the copy step (`cp -r`) or the pause container.
    (timestamp, line) pairs, as far as the container's state says it got."""
    spec = next((c for c in (pod["spec"].get("initContainers") or []) + (pod["spec"].get("containers") or [])
                 if c["name"] == name), None)
    status = next((c for c in ((pod.get("status") or {}).get("initContainerStatuses") or [])
                   + ((pod.get("status") or {}).get("containerStatuses") or []) if c["name"] == name), {})
    args = (spec or {}).get("args") or []
    if not args or args[0].removesuffix("-check") not in STAGES:
        return []
    env = {e.get("name"): e.get("value") for e in (spec.get("env") or []) if "value" in e}
    state = status.get("state") or {}
    run = state.get("running") or state.get("terminated") or {}
    t0 = run.get("startedAt") or stamp()
    lines = [(t0, f"agentless [{' '.join(args)}] sleep for {env.get('SLEEP_LEN') or 5} and exit with {env.get('EXIT_CODE', '0')}")]
    return lines


class LogServer:
    """The kubelet's log endpoint, /containerLogs/NS/POD/CONTAINER, over HTTPS (self-signed)."""

    def __init__(self, api, port):
        self.api = api
        self.dir = tempfile.mkdtemp(prefix="fake-kubelet-")
        crt, key = os.path.join(self.dir, "kubelet.crt"), os.path.join(self.dir, "kubelet.key")
        subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "30",
                        "-keyout", key, "-out", crt, "-subj", "/CN=fake-kubelet",
                        "-addext", "subjectAltName=IP:127.0.0.1"], check=True, capture_output=True)
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, fmt, *a):  # one line per request in the kubelet's log
                print(f"{stamp()} kubelet: logs {self.command} {self.path} -> {a[1] if len(a) > 1 else ''}", flush=True)

            def do_GET(self):
                server.serve(self)

        self.httpd = ThreadingHTTPServer(("127.0.0.1", port), Handler)
        self.httpd.daemon_threads = True
        ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        ctx.load_cert_chain(crt, key)
        self.httpd.socket = ctx.wrap_socket(self.httpd.socket, server_side=True)
        self.port = self.httpd.server_address[1]
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def close(self):
        shutil.rmtree(self.dir, ignore_errors=True)

    @staticmethod
    def reply(h, code, body, chunked=False):
        data = body.encode()
        h.send_response(code)
        h.send_header("Content-Type", "text/plain")
        if chunked:
            h.send_header("Transfer-Encoding", "chunked")
        else:
            h.send_header("Content-Length", str(len(data)))
        h.end_headers()
        if chunked:
            if data:
                h.wfile.write(b"%x\r\n%s\r\n" % (len(data), data))
                h.wfile.flush()
        else:
            h.wfile.write(data)

    def pod(self, ns, name):
        try:
            return self.api.call("GET", f"/api/v1/namespaces/{ns}/pods/{name}")
        except Exception:  # noqa: BLE001  (the API server is gone: the pod is as good as gone)
            return None

    def serve(self, h):
        url = urllib.parse.urlparse(h.path)
        q = {k: v[-1] for k, v in urllib.parse.parse_qs(url.query).items()}
        parts = url.path.strip("/").split("/")
        if len(parts) != 4 or parts[0] != "containerLogs":
            return self.reply(h, 404, "404 page not found\n")
        _, ns, name, cname = parts
        pod = self.pod(ns, name)
        if not pod:
            return self.reply(h, 404, f'pod "{name}" does not exist\n')
        specs = (pod["spec"].get("initContainers") or []) + (pod["spec"].get("containers") or [])
        if not any(c["name"] == cname for c in specs):
            return self.reply(h, 404, f'container "{cname}" not found in pod "{name}"\n')
        err = self.unavailable(pod, cname, q.get("previous") == "true")
        if err:
            return self.reply(h, 400, err)
        follow = q.get("follow") == "true"
        lines = self.render(pod, cname, q)
        if not follow:
            return self.reply(h, 200, lines)
        self.reply(h, 200, lines, chunked=True)
        # Follow: open until the container ends or the pod goes.
        try:
            while True:
                time.sleep(0.5)
                pod = self.pod(ns, name)
                st = self.status_of(pod, cname) if pod else None
                if not st or "running" not in (st.get("state") or {}):
                    break
            h.wfile.write(b"0\r\n\r\n")
            h.wfile.flush()
        except OSError:
            pass

    @staticmethod
    def status_of(pod, cname):
        s = pod.get("status") or {}
        return next((c for c in (s.get("containerStatuses") or []) + (s.get("initContainerStatuses") or [])
                     if c["name"] == cname), None)

    def unavailable(self, pod, cname, previous):
        """The kubelet's refusal (validateContainerLogStatus, pkg/kubelet/kubelet_pods.go), or None."""
        name = pod["metadata"]["name"]
        st = self.status_of(pod, cname)
        if st is None:
            return f'container "{cname}" in pod "{name}" is not available'
        state, last = st.get("state") or {}, st.get("lastState") or {}
        if previous:
            if not (last.get("terminated") or {}).get("containerID"):
                return f'previous terminated container "{cname}" in pod "{name}" not found'
            return None
        if state.get("running"):
            return None
        if state.get("terminated"):
            if st.get("containerID") or (last.get("terminated") or {}).get("containerID"):
                return None
            return f'container "{cname}" in pod "{name}" is terminated'
        if last.get("terminated"):
            return None
        waiting = state.get("waiting")
        if waiting is not None:
            reason = waiting.get("reason", "")
            if reason == "ErrImagePull":
                return f'container "{cname}" in pod "{name}" is waiting to start: image can\'t be pulled'
            if reason == "ImagePullBackOff":
                return f'container "{cname}" in pod "{name}" is waiting to start: trying and failing to pull image'
            return f'container "{cname}" in pod "{name}" is waiting to start: {reason}'
        return f'container "{cname}" in pod "{name}" is waiting to start - no logs yet'

    def render(self, pod, cname, q):
        lines = container_log(pod, cname)
        if q.get("tailLines"):
            try:
                n = int(q["tailLines"])
                lines = lines[-n:] if n > 0 else []
            except ValueError:
                pass
        ts = q.get("timestamps") == "true"
        out = "".join((f"{t.replace('Z', '.000000000Z')} " if ts else "") + line + "\n" for t, line in lines)
        if q.get("limitBytes"):
            try:
                out = out[:int(q["limitBytes"])]
            except ValueError:
                pass
        return out

    def advertise(self, nodes):
        """Every node names this kubelet: InternalIP 127.0.0.1 and the port (what the API server
        dials for pods/log, exec and port-forward)."""
        for n in nodes:
            st = n.get("status") or {}
            if ((st.get("daemonEndpoints") or {}).get("kubeletEndpoint") or {}).get("Port") == self.port and \
                    {"type": "InternalIP", "address": "127.0.0.1"} in (st.get("addresses") or []):
                continue
            self.api.call("PATCH", f"/api/v1/nodes/{n['metadata']['name']}/status",
                          {"status": {"addresses": [{"type": "InternalIP", "address": "127.0.0.1"}],
                                      "daemonEndpoints": {"kubeletEndpoint": {"Port": self.port}}}},
                          "application/merge-patch+json")
            print(f"{stamp()} kubelet: node {n['metadata']['name']} serves logs on 127.0.0.1:{self.port}", flush=True)


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
    if k.unpullable_re:
        k.log(f"images matching {k.unpullable_re.pattern!r} cannot be pulled")
    if k.admit:
        k.log("admission: a package pod that does not fit in its node's allocatable is rejected")
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))  # stop_pid's TERM: clean up on the way out
    logs = None
    if os.environ.get("KUBELET_SERVE_LOGS") == "1":
        logs = LogServer(Api(os.environ["KUBECONFIG"]), int(os.environ.get("KUBELET_LOGS_PORT", "0")))
        k.log(f"serving container logs on https://127.0.0.1:{logs.port}")
    last_nodes = 0.0
    try:
        while True:
            try:
                k.tick()
                if logs and time.time() - last_nodes >= 2:
                    last_nodes = time.time()
                    logs.advertise((api.call("GET", "/api/v1/nodes") or {}).get("items", []))
            except Exception as e:  # the operator creates and deletes pods all the time
                k.log(f"tick failed: {e!r}")
            time.sleep(tick)
    finally:
        if logs:
            logs.close()


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        sys.exit(0)
