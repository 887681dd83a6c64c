#!/usr/bin/env python3
"""Random worlds against the real operator (docs/oracle-worlds.md).

Driven by tests/oracle/worlds, which starts the control plane, the operator and the fake kubelet.
For each seed: build a small world from random.Random(seed) (nodes, Skyhook CRs, maybe a
DeploymentPolicy, failing packages, interrupts with pods and PDBs, foreign taints, conditions,
the ignore label, and a script of timed events: heals, CR edits/adds/deletes, an invalid CR),
let the operator run to its fixpoint while freezing it at scripted moments to ask the plugin,
then check, with no hand-written expectation:

  P1  at the fixpoint every node still carrying a gate taint is `stuck` (`gated` is a violation)
  P2  a node called `stuck` in a frozen snapshot is not released later with nobody acting
  P3  at the fixpoint released/exposed/ungated/pending-taint agree with taints and completion
  P4  for a stuck node at the fixpoint, the first blocker's remedy, applied, moves the node

See docs/oracle-worlds.md for the rules (what counts as "nobody acting", the fixpoint).
Environment: KUBECONFIG, NW, ORACLE_DIR, ORACLE_HOME, OPERATOR_BIN (operator restarts between
worlds go through lib.sh's operator_start). Writes violations' snapshots to FIXTURE_DIR.
"""
import argparse
import copy
import json
import os
import random
import re
import signal
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from kubelet import Api  # noqa: E402  (same directory)

L = "oracle.kubectl-nodewright.dev"
WORLD = f"{L}/world"
FAIL = f"{L}/fail"
SLOW = f"{L}/run-seconds"
WORKLOAD = f"{L}/workload"
P = "skyhook.nvidia.com"
IGNORE = f"{P}/ignore"
GATE = {"key": P, "value": "runtime-required", "effect": "NoSchedule"}
OP_NS = os.environ.get("OPERATOR_NAMESPACE", "skyhook")
WORK_NS = "worlds"
# The words of a `stuck` message that says luck may still release the node (crates/model/src/gate/batch.rs,
# `luck`): a CR without a DeploymentPolicy, whose batch order the operator does not fix.
LUCK = "unless luck has it"
AXES = ("grp", "zone", "tier")
PKG_NAMES = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india",
             "juliet", "kilo", "lima", "mike", "november", "oscar", "papa"]
FOREIGN = "example.com/maint"
SKYHOOKS = "skyhooks.skyhook.nvidia.com"
POLICIES = "deploymentpolicies.skyhook.nvidia.com"

ORACLE_DIR = os.environ.get("ORACLE_DIR", "target/worlds")
ORACLE_HOME = os.environ.get("ORACLE_HOME", os.path.dirname(os.path.abspath(__file__)))
NW = os.environ.get("NW", "kubectl-nodewright")


def log(msg):
    print(msg, flush=True)


def kubectl(*args, stdin=None, check=False):
    r = subprocess.run(["kubectl", *args], input=stdin, capture_output=True, text=True)
    if check and r.returncode != 0:
        raise RuntimeError(f"kubectl {' '.join(args)}: {r.stderr.strip()}")
    return r


def apply_obj(obj):
    return kubectl("apply", "-f", "-", stdin=json.dumps(obj))


def create_obj(obj):
    return kubectl("create", "-f", "-", stdin=json.dumps(obj))


# --- the world -----------------------------------------------------------------------------------


def gen_world(seed):
    """A deterministic small world: objects at t=0 and a script of timed events."""
    r = random.Random(seed)
    wid = f"w{seed}"
    w = {"seed": seed, "id": wid, "nodes": [], "crs": [], "policy": None, "pods": [], "pdbs": [],
         "events": [], "freezes": []}
    vals = {a: [f"{wid}-{a}{k}" for k in range(r.randint(1, 3))] for a in AXES}
    pkgs = PKG_NAMES[:]
    r.shuffle(pkgs)

    # CRs first (nodes' fail labels name their packages).
    ncr = r.randint(1, 4)
    has_interrupt = False
    for j in range(ncr):
        name = f"{wid}-c{j}"
        npk = r.choice([1, 1, 2])
        packages = {}
        for k in range(npk):
            pn = pkgs.pop()
            pk = {"version": "1.0.0", "image": "ghcr.io/nvidia/skyhook/agentless"}
            if k == 1 and r.random() < 0.6:
                pk["dependsOn"] = {list(packages)[0]: "1.0.0"}
            if r.random() < 0.22:
                it = r.choice(["reboot", "service", "restartAllServices", "noop"])
                pk["interrupt"] = {"type": it}
                if it == "service":
                    pk["interrupt"]["services"] = ["containerd"]
                has_interrupt = True
            packages[pn] = pk
        sel = {"matchLabels": {WORLD: wid}}
        x = r.random()
        if x < 0.3:
            a = r.choice(AXES)
            sel["matchLabels"][f"{L}/{a}"] = r.choice(vals[a])
        elif x < 0.4:
            a = r.choice(AXES)
            sel["matchExpressions"] = [{"key": f"{L}/{a}", "operator": "In",
                                        "values": r.sample(vals[a], min(2, len(vals[a])))}]
        spec = {"nodeSelectors": sel, "packages": packages}
        if r.random() < 0.75:
            spec["runtimeRequired"] = True
        if spec.get("runtimeRequired") and r.random() < 0.35:
            spec["autoTaintNewNodes"] = True
        if r.random() < 0.7:
            spec["priority"] = r.choice([1, 2, 3, 100, 200])
        if r.random() < 0.35:
            spec["sequencing"] = r.choice(["all", "node"])
        if r.random() < 0.2:
            spec["interruptionBudget"] = r.choice([{"count": r.randint(1, 3)}, {"percent": r.choice([25, 50, 100])}])
        if r.random() < 0.25:
            spec["additionalTolerations"] = [r.choice([
                {"key": FOREIGN, "operator": "Exists"},
                {"key": FOREIGN, "operator": "Equal", "value": "true", "effect": "NoSchedule"},
                {"key": FOREIGN, "operator": "Equal", "value": "other", "effect": "NoSchedule"},
            ])]
        ann = {}
        # A paused or disabled CR that must run on the node masks everything behind it; one that
        # is not runtime-required can still hold a runtime-required CR of lower priority.
        rr = spec.get("runtimeRequired")
        if r.random() < (0.05 if rr else 0.15):
            ann[f"{P}/pause"] = "true"
        if r.random() < (0.04 if rr else 0.08):
            ann[f"{P}/disable"] = "true"
        cr = {"name": name, "spec": spec, "annotations": ann, "at": 0.0}
        if j > 0 and r.random() < 0.15:
            cr["at"] = round(r.uniform(3, 20), 1)  # added mid-rollout
        w["crs"].append(cr)
    all_pkgs = [p for c in w["crs"] for p in c["spec"]["packages"]]

    if r.random() < 0.45:
        ncomp = r.choice([0, 1, 1, 2, 3])
        pol = {"name": f"{wid}-dp", "default": {"budget": gen_budget(r), "strategy": gen_strategy(r)},
               "compartments": []}
        for k in range(ncomp):
            a = r.choice(AXES)
            pol["compartments"].append({"name": f"comp{k}",
                                        "selector": {"matchLabels": {f"{L}/{a}": r.choice(vals[a])}},
                                        "budget": gen_budget(r), "strategy": gen_strategy(r)})
        w["policy"] = pol
        for c in w["crs"]:
            if r.random() < 0.75:
                c["spec"]["deploymentPolicy"] = pol["name"]

    nn = r.randint(1, 8)
    for i in range(nn):
        name = f"{wid}-n{i}"
        labels = {WORLD: wid}
        for a in AXES:
            if r.random() < 0.85:
                labels[f"{L}/{a}"] = r.choice(vals[a])
        taints = []
        x = r.random()
        if x < 0.6:
            taints.append(dict(GATE))
        elif x < 0.68:
            taints.append({"key": P, "value": "other", "effect": "NoSchedule"})
        if r.random() < 0.2:
            taints.append({"key": FOREIGN, "value": "true",
                           "effect": r.choice(["NoSchedule", "NoSchedule", "NoExecute", "PreferNoSchedule"])})
        n = {"name": name, "labels": labels, "taints": taints, "ready": r.random() > 0.1,
             "unschedulable": r.random() < 0.07, "at": 0.0}
        if i > 0 and r.random() < 0.12:
            n["at"] = round(r.uniform(3, 20), 1)  # joins mid-rollout
        at = n["at"]
        if r.random() < 0.35 and all_pkgs:
            n["labels"][FAIL] = "all" if r.random() < 0.2 else r.choice(all_pkgs)
            if r.random() < 0.45:
                add_event(w, at + r.uniform(4, 30), "heal", node=name)
        if r.random() < 0.07:
            n["labels"][IGNORE] = "true"
            if r.random() < 0.3:
                add_event(w, at + r.uniform(4, 25), "unignore", node=name)
        if r.random() < 0.15:
            n["labels"][SLOW] = str(r.randint(4, 10))
        if any(t["key"] == FOREIGN for t in taints) and r.random() < 0.3:
            add_event(w, at + r.uniform(4, 25), "untaint-foreign", node=name)
        w["nodes"].append(n)

    if has_interrupt:
        apps = 0
        for n in w["nodes"]:
            if r.random() < 0.5:
                app = f"{wid}-app{apps % 2}"
                apps += 1
                w["pods"].append({"name": f"{n['name']}-pod", "node": n["name"], "app": app})
        for a in sorted({p["app"] for p in w["pods"]}):
            if r.random() < 0.6:
                allowed = r.choice([0, 0, 1])
                w["pdbs"].append({"name": a, "app": a, "allowed": allowed})
                if allowed == 0 and r.random() < 0.4:
                    add_event(w, r.uniform(6, 30), "pdb-relax", pdb=a)

    # Mid-rollout edits and deletions of CRs.
    for c in w["crs"]:
        x = r.random()
        t = round(r.uniform(4, 25), 1) + c["at"]
        if x < 0.1:
            add_event(w, t, "delete-cr", cr=c["name"])
        elif x < 0.2:
            add_event(w, t, "bump-version", cr=c["name"])
        elif x < 0.27:
            add_event(w, t, "edit-priority", cr=c["name"], priority=r.choice([1, 2, 3, 300]))
        elif x < 0.32 and not c["annotations"]:
            add_event(w, t, "pause", cr=c["name"])
        elif x < 0.37:
            add_event(w, t, "edit-selector", cr=c["name"],
                      label=f"{L}/{(a := r.choice(AXES))}", value=r.choice(vals[a]))
        if c["annotations"].get(f"{P}/pause") and r.random() < 0.4:
            add_event(w, c["at"] + r.uniform(4, 25), "resume", cr=c["name"])
        if c["annotations"].get(f"{P}/disable") and r.random() < 0.4:
            add_event(w, c["at"] + r.uniform(4, 25), "enable", cr=c["name"])
    for n in w["nodes"]:
        if n["at"] > 0:
            add_event(w, n["at"], "add-node", node=n["name"])
    for c in w["crs"]:
        if c["at"] > 0:
            add_event(w, c["at"], "add-cr", cr=c["name"])
    if r.random() < 0.04:
        t0 = 0.0 if r.random() < 0.5 else round(r.uniform(3, 15), 1)
        add_event(w, t0, "add-invalid")
        if r.random() < 0.6:
            add_event(w, t0 + r.uniform(6, 20), "delete-invalid")
    if r.random() < 0.1 and w["nodes"]:
        add_event(w, r.uniform(10, 30), "regate", node=r.choice(w["nodes"])["name"])
    w["events"].sort(key=lambda e: e["t"])
    last = max([e["t"] for e in w["events"]] + [0])
    w["freezes"] = sorted({round(r.uniform(1, 4), 1), round(r.uniform(4, 15), 1),
                           round(r.uniform(8, last + 15), 1), round(r.uniform(12, last + 25), 1)})
    return w


def gen_budget(r):
    return r.choice([{"count": r.randint(1, 3)}, {"percent": r.choice([25, 50, 100])}])


def gen_strategy(r):
    base = {"initialBatch": r.randint(1, 2), "batchThreshold": r.choice([50, 100]),
            "safetyLimit": r.choice([50, 100])}
    if r.random() < 0.6:
        base["failureThreshold"] = r.randint(1, 2)
    kind = r.choice(["fixed", "linear", "exponential"])
    if kind == "linear":
        base["delta"] = r.randint(1, 2)
    if kind == "exponential":
        base["growthFactor"] = 2
    return {kind: base}


def add_event(w, t, kind, **kw):
    w["events"].append({"t": round(t, 1), "kind": kind, **kw})


def describe_world(w):
    out = [f"world {w['id']}: {len(w['nodes'])} nodes, {len(w['crs'])} CRs"
           + (f", policy {len(w['policy']['compartments'])} compartments" if w["policy"] else "")]
    for c in w["crs"]:
        s = c["spec"]
        flags = [k for k in ("runtimeRequired", "autoTaintNewNodes") if s.get(k)]
        flags += [f"prio={s['priority']}"] if "priority" in s else []
        flags += [f"seq={s['sequencing']}"] if "sequencing" in s else []
        flags += ["paused"] if c["annotations"].get(f"{P}/pause") else []
        flags += ["disabled"] if c["annotations"].get(f"{P}/disable") else []
        flags += ["policy"] if s.get("deploymentPolicy") else []
        flags += [f"tol={s['additionalTolerations'][0].get('value', 'Exists')}"] if s.get("additionalTolerations") else []
        pk = ",".join(f"{k}{'(' + v['interrupt']['type'] + ')' if 'interrupt' in v else ''}"
                      f"{'<-' + ','.join(v['dependsOn']) if 'dependsOn' in v else ''}" for k, v in s["packages"].items())
        sel = ",".join(v for k, v in s["nodeSelectors"]["matchLabels"].items() if k != WORLD)
        if s["nodeSelectors"].get("matchExpressions"):
            sel += "in(" + ",".join(s["nodeSelectors"]["matchExpressions"][0]["values"]) + ")"
        out.append(f"  cr {c['name']} [{' '.join(flags)}] sel={sel or 'all'} pkgs={pk}"
                   + (f" at={c['at']}" if c["at"] else ""))
    for n in w["nodes"]:
        lb = ",".join(f"{k.split('/')[-1]}={v}" for k, v in n["labels"].items() if k != WORLD)
        tn = ",".join(f"{t['key']}={t['value']}:{t['effect']}" for t in n["taints"])
        extra = ("" if n["ready"] else " NotReady") + (" cordoned" if n["unschedulable"] else "")
        out.append(f"  node {n['name']} {lb} taints=[{tn}]{extra}" + (f" at={n['at']}" if n["at"] else ""))
    if w["policy"]:
        out.append(f"  policy default={json.dumps(w['policy']['default'])} compartments="
                   + json.dumps([(c["name"], c["selector"]["matchLabels"], c["budget"], c["strategy"])
                                 for c in w["policy"]["compartments"]]))
    for p in w["pods"]:
        out.append(f"  pod {p['name']} on {p['node']} app={p['app']}")
    for p in w["pdbs"]:
        out.append(f"  pdb {p['name']} disruptionsAllowed={p['allowed']}")
    for e in w["events"]:
        out.append(f"  event t={e['t']}: {e['kind']} " + " ".join(f"{k}={v}" for k, v in e.items() if k not in ("t", "kind")))
    out.append(f"  freezes at {w['freezes']}")
    return "\n".join(out)


# --- objects -------------------------------------------------------------------------------------


def node_obj(n):
    now = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    ready = "True" if n["ready"] else "False"
    name = n["name"]
    labels = {"kubernetes.io/hostname": name, "kubernetes.io/os": "linux", **n["labels"]}
    spec = {}
    if n["taints"]:
        spec["taints"] = n["taints"]
    if n["unschedulable"]:
        spec["unschedulable"] = True
    return {"apiVersion": "v1", "kind": "Node", "metadata": {"name": name, "labels": labels}, "spec": spec,
            "status": {
                "conditions": [
                    {"type": "Ready", "status": ready, "reason": "KubeletReady" if n["ready"] else "KubeletNotReady",
                     "lastHeartbeatTime": now, "lastTransitionTime": now},
                    {"type": "MemoryPressure", "status": "False", "reason": "KubeletHasSufficientMemory",
                     "lastHeartbeatTime": now, "lastTransitionTime": now}],
                "capacity": {"cpu": "32", "memory": "256Gi", "pods": "110"},
                "allocatable": {"cpu": "31", "memory": "250Gi", "pods": "110"},
                "nodeInfo": {"bootID": f"boot-{name}-1", "machineID": f"m-{name}", "systemUUID": f"u-{name}",
                             "kernelVersion": "6.8.0", "osImage": "Ubuntu 24.04",
                             "containerRuntimeVersion": "containerd://1.7.0", "kubeletVersion": "v1.34.4",
                             "kubeProxyVersion": "", "operatingSystem": "linux", "architecture": "amd64"}}}


def cr_obj(c):
    return {"apiVersion": "skyhook.nvidia.com/v1alpha1", "kind": "Skyhook",
            "metadata": {"name": c["name"], "annotations": dict(c["annotations"])}, "spec": c["spec"]}


def invalid_obj(w):
    return {"apiVersion": "skyhook.nvidia.com/v1alpha1", "kind": "Skyhook",
            "metadata": {"name": f"{w['id']}-bad"},
            "spec": {"nodeSelectors": {"matchLabels": {WORLD: w["id"], f"{L}/grp": "nowhere"}},
                     "packages": {"pkg2": {"version": "1.0.0", "image": "ghcr.io/nvidia/skyhook/agentless"}}}}


def policy_obj(p):
    spec = {"default": p["default"]}
    if p["compartments"]:
        spec["compartments"] = p["compartments"]
    return {"apiVersion": "skyhook.nvidia.com/v1alpha1", "kind": "DeploymentPolicy",
            "metadata": {"name": p["name"]}, "spec": spec}


def create_pod(p):
    pod = {"apiVersion": "v1", "kind": "Pod",
           "metadata": {"name": p["name"], "namespace": WORK_NS, "labels": {"app": p["app"], WORKLOAD: "true"}},
           "spec": {"nodeName": p["node"], "containers": [{"name": "app", "image": "registry.k8s.io/pause:3.10"}]}}
    create_obj(pod)
    kubectl("-n", WORK_NS, "patch", "pod", p["name"], "--subresource=status", "--type=merge", "-p",
            json.dumps({"status": {"phase": "Running", "conditions": [{"type": "Ready", "status": "True"}]}}))


def pdb_status(api, name, allowed):
    got = api.call("GET", f"/apis/policy/v1/namespaces/{WORK_NS}/poddisruptionbudgets/{name}") or {}
    gen = got.get("metadata", {}).get("generation", 1)
    kubectl("-n", WORK_NS, "patch", "pdb", name, "--subresource=status", "--type=merge", "-p",
            json.dumps({"status": {"observedGeneration": gen, "disruptionsAllowed": allowed, "currentHealthy": 1,
                                   "desiredHealthy": 1, "expectedPods": 1}}))


def create_pdb(api, p):
    create_obj({"apiVersion": "policy/v1", "kind": "PodDisruptionBudget",
                "metadata": {"name": p["name"], "namespace": WORK_NS},
                "spec": {"maxUnavailable": p["allowed"], "selector": {"matchLabels": {"app": p["app"]}}}})
    pdb_status(api, p["name"], p["allowed"])


# --- reading the world ---------------------------------------------------------------------------


def selects(sel, labels):
    for k, v in (sel.get("matchLabels") or {}).items():
        if labels.get(k) != v:
            return False
    for e in sel.get("matchExpressions") or []:
        k, op, vs = e["key"], e["operator"], e.get("values") or []
        if op == "In" and labels.get(k) not in vs:
            return False
        if op == "NotIn" and k in labels and labels[k] in vs:
            return False
        if op == "Exists" and k not in labels:
            return False
        if op == "DoesNotExist" and k in labels:
            return False
    return True


def read_state(api, full=False):
    st = {"t": time.time(),
          "nodes": (api.call("GET", f"/api/v1/nodes?labelSelector={WORLD}") or {}).get("items", []),
          "crs": (api.call("GET", "/apis/skyhook.nvidia.com/v1alpha1/skyhooks") or {}).get("items", []),
          "policies": (api.call("GET", "/apis/skyhook.nvidia.com/v1alpha1/deploymentpolicies") or {}).get("items", [])}
    if full:
        st["pods"] = (api.call("GET", f"/api/v1/namespaces/{WORK_NS}/pods") or {}).get("items", [])
        st["pdbs"] = (api.call("GET", f"/apis/policy/v1/namespaces/{WORK_NS}/poddisruptionbudgets") or {}).get("items", [])
        st["deployment"] = api.call("GET", f"/apis/apps/v1/namespaces/{OP_NS}/deployments/skyhook-operator-controller-manager")
    return st


def is_gate_taint(t):
    return t.get("key") in (P, "nodewright.nvidia.com") or t.get("value") == "runtime-required"


def node_facts(node, crs):
    """What the operator left on a node: gate taints, RR CRs selecting it and their status_."""
    md = node["metadata"]
    ann = md.get("annotations") or {}
    gates = [f"{t['key']}={t.get('value', '')}:{t['effect']}" for t in node["spec"].get("taints") or [] if is_gate_taint(t)]
    rr, other = {}, {}
    for c in crs:
        if c["metadata"]["name"].endswith("-bad"):
            continue
        if not selects(c["spec"].get("nodeSelectors") or {}, md.get("labels") or {}):
            continue
        s = ann.get(f"{P}/status_{c['metadata']['name']}", "none")
        if s in ("paused", "disabled") and packages_complete(ann, c):
            s += "+complete"
        (rr if c["spec"].get("runtimeRequired") else other)[c["metadata"]["name"]] = s
    return {"gates": gates, "rr": rr, "other": other,
            "complete": all(v == "complete" or v.endswith("+complete") for v in rr.values()),
            "autotaint": any(c["spec"].get("autoTaintNewNodes") and c["spec"].get("runtimeRequired")
                             and selects(c["spec"].get("nodeSelectors") or {}, md.get("labels") or {}) for c in crs)}


def packages_complete(ann, cr):
    """Every package of the CR's spec, at its version, complete in the node's nodeState_ at its
    last stage, as the operator's IsPackageComplete says (post-interrupt for a package with an
    interrupt, else config: a package paused after apply is not complete; seed 741). The v0.15
    operator writes status_<cr>=paused (or disabled) on every node of a paused CR, complete ones
    included, so there the status annotation no longer says whether the node finished."""
    try:
        state = json.loads(ann.get(f"{P}/nodeState_{cr['metadata']['name']}") or "{}")
    except ValueError:
        return False
    pk = cr["spec"].get("packages") or {}

    def done(n, v):
        s = state.get(f"{n}|{v.get('version')}") or {}
        last = "post-interrupt" if v.get("interrupt") else "config"
        return s.get("state") == "complete" and s.get("stage") == last
    return bool(pk) and all(done(n, v) for n, v in pk.items())


def released(node, crs):
    f = node_facts(node, crs)
    return not f["gates"] and f["rr"] and f["complete"]


def fingerprint(st):
    """Progress only: counters that tick without progress (restarts) and timestamps are left out."""
    out = []
    for n in sorted(st["nodes"], key=lambda n: n["metadata"]["name"]):
        md = n["metadata"]
        ann = {}
        for k, v in (md.get("annotations") or {}).items():
            if not (k.startswith(P) or k.startswith("nodewright.nvidia.com")):
                continue
            if "/nodeState_" in k:
                try:
                    v = {pk: {kk: vv for kk, vv in ps.items() if kk != "restarts"} for pk, ps in json.loads(v).items()}
                except (ValueError, AttributeError):
                    pass
            ann[k] = v
        labels = {k: v for k, v in (md.get("labels") or {}).items() if k.startswith(P) or k.startswith(L)}
        conds = sorted((c["type"], c["status"], c.get("reason", "")) for c in n.get("status", {}).get("conditions") or [])
        taints = sorted((t["key"], t.get("value", ""), t["effect"]) for t in n["spec"].get("taints") or [])
        out.append([md["name"], ann, labels, conds, taints, n["spec"].get("unschedulable", False)])
    for c in sorted(st["crs"], key=lambda c: c["metadata"]["name"]):
        s = c.get("status") or {}
        comps = {k: {kk: vv for kk, vv in v.items()} for k, v in (s.get("compartmentStatuses") or {}).items()}
        out.append([c["metadata"]["name"], bool(c["metadata"].get("deletionTimestamp")), s.get("status"),
                    s.get("nodeStatus"), sorted((s.get("nodePriority") or {}).keys()), comps,
                    sorted((x["type"], x["status"], x.get("reason", "")) for x in s.get("conditions") or []),
                    s.get("nodeBootIds"), s.get("observedGeneration")])
    return json.dumps(out, sort_keys=True)


# --- the plugin ----------------------------------------------------------------------------------


def plugin_status(wid):
    r = subprocess.run([NW, "status", "-l", f"{WORLD}={wid}", "-o", "json"], capture_output=True, text=True,
                       env={**os.environ, "NO_COLOR": "1"})
    with open(os.path.join(ORACLE_DIR, "plugin.stderr"), "a") as f:
        f.write(r.stderr)
    try:
        return {i["name"]: i for i in json.loads(r.stdout).get("items", [])}
    except ValueError:
        log(f"  plugin status failed (exit {r.returncode}): {r.stderr.strip()[:300]}")
        return {}


def verdict_line(item):
    if not item:
        return "no verdict"
    bl = "; ".join(f"{b.get('code')}: {b.get('message', '')} -> {b.get('remedy', '')}"
                   + (f" [root {json.dumps(b['root'])}]" if b.get("root") else "") for b in item.get("blockers") or [])
    return f"{item.get('state')} [{bl}]"


def first_code(item):
    bl = (item or {}).get("blockers") or []
    return bl[0].get("code") if bl else None


def root_code(item):
    """The code at the root of the first blocker's chain (its own code when it has no root)."""
    bl = (item or {}).get("blockers") or []
    return ((bl[0].get("root") or {}).get("code") or bl[0].get("code")) if bl else None


# --- the operator --------------------------------------------------------------------------------


def op_pid():
    try:
        with open(os.path.join(ORACLE_DIR, "operator.pid")) as f:
            return int(f.read().strip())
    except (OSError, ValueError):
        return None


def freeze():
    pid = op_pid()
    if pid:
        os.kill(pid, signal.SIGSTOP)


def thaw():
    pid = op_pid()
    if pid:
        os.kill(pid, signal.SIGCONT)


def lib(fn):
    """Run a lib.sh function (operator_start, stop_pid operator) in a bash of its own."""
    return subprocess.run(["bash", "-c", f'. "{ORACLE_HOME}/lib.sh"; {fn}'], capture_output=True, text=True)


def clean_cluster(api):
    """Everything a world made goes, so the next world starts from nothing."""
    thaw()
    kubectl("delete", SKYHOOKS, "--all", "--wait=false")
    end = time.time() + 20
    while time.time() < end:
        left = (api.call("GET", "/apis/skyhook.nvidia.com/v1alpha1/skyhooks") or {}).get("items", [])
        if not left:
            break
        time.sleep(0.5)
    lib("stop_pid operator")
    for c in (api.call("GET", "/apis/skyhook.nvidia.com/v1alpha1/skyhooks") or {}).get("items", []):
        kubectl("patch", SKYHOOKS, c["metadata"]["name"], "--type=merge", "-p", '{"metadata":{"finalizers":null}}')
    kubectl("delete", SKYHOOKS, "--all", "--wait=false")
    kubectl("delete", POLICIES, "--all", "--wait=false")
    kubectl("delete", "nodes", "--all", "--wait=false")
    for ns in (OP_NS, WORK_NS):
        kubectl("-n", ns, "delete", "pods", "--all", "--grace-period=0", "--force", "--wait=false")
    kubectl("-n", WORK_NS, "delete", "pdb", "--all", "--wait=false")
    kubectl("-n", OP_NS, "delete", "configmaps", "--all", "--wait=false")
    end = time.time() + 20
    while time.time() < end:
        if not (api.call("GET", "/api/v1/nodes") or {}).get("items"):
            break
        time.sleep(0.3)


# --- running a world -----------------------------------------------------------------------------


class Run:
    def __init__(self, api, w, args):
        self.api, self.w, self.args = api, w, args
        self.t0 = None
        self.done = []          # events executed: {t, kind, nodes, crs, global}
        self.snaps = []         # frozen snapshots: {t, state, verdicts}
        self.released_at = {}   # node -> first time seen released
        self.gc_pending = set()  # CRs deleted whose package pods the garbage collector owes
        self.violations = []
        self.healed = []
        self.unclear = []
        self.luck = []
        self.p4 = []
        self.cr_specs = {c["name"]: copy.deepcopy(c) for c in w["crs"]}

    def now(self):
        return time.time() - self.t0

    def nodes_of_cr(self, name, st):
        c = next((c for c in st["crs"] if c["metadata"]["name"] == name), None)
        if not c:
            return []
        return [n["metadata"]["name"] for n in st["nodes"]
                if selects(c["spec"].get("nodeSelectors") or {}, n["metadata"].get("labels") or {})]

    def do_event(self, e, st):
        k = e["kind"]
        rec = {"t": round(self.now(), 1), "kind": k, "nodes": [], "crs": [], "global": False}
        if k == "heal":
            kubectl("label", "node", e["node"], f"{FAIL}-")
            rec["nodes"] = [e["node"]]
        elif k == "unignore":
            kubectl("label", "node", e["node"], f"{IGNORE}-")
            rec["nodes"] = [e["node"]]
        elif k == "untaint-foreign":
            kubectl("taint", "node", e["node"], f"{FOREIGN}-")
            rec["nodes"] = [e["node"]]
        elif k == "regate":
            kubectl("taint", "node", e["node"], f"{P}=runtime-required:NoSchedule", "--overwrite")
            rec["nodes"] = [e["node"]]
        elif k == "add-node":
            n = next(n for n in self.w["nodes"] if n["name"] == e["node"])
            create_obj(node_obj(n))
            rec["nodes"] = [e["node"]]
        elif k == "add-cr":
            apply_obj(cr_obj(self.cr_specs[e["cr"]]))
            rec["crs"] = [e["cr"]]
            sel = self.cr_specs[e["cr"]]["spec"]["nodeSelectors"]
            rec["nodes"] = [n["metadata"]["name"] for n in st["nodes"]
                            if selects(sel, n["metadata"].get("labels") or {})]
        elif k == "delete-cr":
            kubectl("delete", SKYHOOKS, e["cr"], "--wait=false")
            self.gc_pending.add(e["cr"])
            rec["crs"] = [e["cr"]]
        elif k in ("pause", "resume", "enable"):
            key = f"{P}/pause" if k in ("pause", "resume") else f"{P}/disable"
            kubectl("annotate", SKYHOOKS, e["cr"], f"{key}=true" if k == "pause" else f"{key}-", "--overwrite")
            rec["crs"] = [e["cr"]]
        elif k == "bump-version":
            c = self.cr_specs[e["cr"]]
            pk = sorted(c["spec"]["packages"])[-1]
            ops = [{"op": "replace", "path": f"/spec/packages/{pk}/version", "value": "1.1.0"}]
            for other, v in c["spec"]["packages"].items():
                if (v.get("dependsOn") or {}).get(pk):
                    ops.append({"op": "replace", "path": f"/spec/packages/{other}/dependsOn/{pk}", "value": "1.1.0"})
            kubectl("patch", SKYHOOKS, e["cr"], "--type=json", "-p", json.dumps(ops))
            rec["crs"] = [e["cr"]]
        elif k == "edit-priority":
            kubectl("patch", SKYHOOKS, e["cr"], "--type=merge", "-p", json.dumps({"spec": {"priority": e["priority"]}}))
            rec["crs"] = [e["cr"]]
        elif k == "edit-selector":
            before = self.nodes_of_cr(e["cr"], st)
            kubectl("patch", SKYHOOKS, e["cr"], "--type=merge", "-p",
                    json.dumps({"spec": {"nodeSelectors": {"matchLabels": {e["label"]: e["value"]}}}}))
            rec["nodes"] = before
            rec["crs"] = [e["cr"]]
        elif k == "pdb-relax":
            pdb_status(self.api, e["pdb"], 1)
            rec["nodes"] = [p["node"] for p in self.w["pods"] if p["app"] == e["pdb"]]
        elif k == "add-invalid":
            apply_obj(invalid_obj(self.w))
            rec["global"] = True
        elif k == "delete-invalid":
            kubectl("delete", SKYHOOKS, f"{self.w['id']}-bad", "--wait=false")
            rec["global"] = True
        if rec["crs"] and not rec["nodes"]:
            rec["nodes"] = self.nodes_of_cr(rec["crs"][0], st)
        self.done.append(rec)
        log(f"  t={rec['t']:5.1f} event {k} {' '.join(str(v) for kk, v in e.items() if kk not in ('t', 'kind'))}")

    def gated_with_taint(self, st):
        vs = plugin_status(self.w["id"])
        return any(vs.get(n["metadata"]["name"], {}).get("state") == "gated" and node_facts(n, st["crs"])["gates"]
                   for n in st["nodes"])

    def snapshot(self, label):
        freeze()
        try:
            st = read_state(self.api, full=True)
            verdicts = plugin_status(self.w["id"])
        finally:
            thaw()
        snap = {"t": round(self.now(), 1), "label": label, "state": st, "verdicts": verdicts}
        states = " ".join(f"{n.split('-')[-1]}={v.get('state')}" + (f"/{first_code(v)}" if first_code(v) else "")
                          for n, v in sorted(verdicts.items()))
        log(f"  t={snap['t']:5.1f} frozen ({label}): {states}")
        return snap

    def run(self):
        w = self.w
        self.t0 = time.time()
        for n in w["nodes"]:
            if n["at"] == 0:
                create_obj(node_obj(n))
        for p in w["pods"]:
            create_pod(p)
        for p in w["pdbs"]:
            create_pdb(self.api, p)
        if w["policy"]:
            apply_obj(policy_obj(w["policy"]))
        for c in w["crs"]:
            if c["at"] == 0:
                apply_obj(cr_obj(c))
        events = list(w["events"])
        freezes = list(w["freezes"])
        last_fp, last_change = None, self.now()
        seen, flips, confirming = set(), 0, False
        self.fixpoint = False
        while True:
            st = read_state(self.api)
            t = self.now()
            while events and events[0]["t"] <= t:
                self.do_event(events.pop(0), st)
            self.collect_garbage(st)
            if freezes and freezes[0] <= t:
                freezes.pop(0)
                self.snaps.append(self.snapshot("scripted"))
            st = read_state(self.api)
            fp = fingerprint(st)
            # A state seen before is no progress: the operator flips some statuses back and forth
            # for ever (a limit cycle), which must not keep a world from its fixpoint.
            if fp != last_fp and fp in seen:
                flips += 1
                last_fp = fp
            elif fp != last_fp:
                seen.add(fp)
                if self.args.verbose and last_fp is not None:
                    a, b = json.loads(last_fp), json.loads(fp)
                    diff = [(x, y) for x, y in zip(a, b) if x != y] or [(a[len(b):], b[len(a):])]
                    log(f"  t={t:5.1f} change: {json.dumps(diff)[:600]}")
                last_fp, last_change = fp, t
            for n in st["nodes"]:
                name = n["metadata"]["name"]
                if name not in self.released_at and released(n, st["crs"]):
                    self.released_at[name] = round(t, 1)
            if not events and not freezes and t - last_change >= self.args.quiet:
                # A fixpoint that would be a P1 violation must also outlast the operator's periodic
                # pass (DEFAULT_INTERVAL, 1m here): a node it picks up only then is not stuck.
                if t - last_change >= self.args.confirm or not self.gated_with_taint(st):
                    self.fixpoint = True
                    break
                if not confirming:
                    confirming = True
                    log(f"  t={t:5.1f} quiet, but a tainted node is called gated: holding for {self.args.confirm:.0f}s")
            if t > self.args.cap:
                log(f"  no fixpoint within {self.args.cap}s (last change at {last_change:.0f}s)")
                break
            time.sleep(1)
        self.flips = flips
        if flips:
            log(f"  {flips} return(s) to an earlier state (a cycle, not progress)")
        self.final = self.snapshot("fixpoint" if self.fixpoint else "cap")
        log(f"  fixpoint at t={last_change:.1f} (declared {self.final['t']})" if self.fixpoint else "  (cap)")

    # --- properties ----------------------------------------------------------------------------

    def violation(self, prop, node, snap, item, facts, why):
        v = {"seed": self.w["seed"], "prop": prop, "node": node, "t": snap["t"], "snap": snap, "item": item,
             "facts": facts, "why": why}
        self.violations.append(v)
        log(f"VIOLATION seed={self.w['seed']} {prop} node={node} t={snap['t']}: {why}\n"
            f"    plugin: {verdict_line(item)}\n    facts: {json.dumps(facts, sort_keys=True)}")

    def world_facts(self, st):
        """A line on every node and CR of the world, for reading a violation."""
        out = []
        for n in sorted(st["nodes"], key=lambda n: n["metadata"]["name"]):
            f = node_facts(n, st["crs"])
            lb = n["metadata"].get("labels") or {}
            extra = [f"fail={lb[FAIL]}"] if FAIL in lb else []
            extra += ["ignored"] if lb.get(IGNORE) else []
            extra += ["cordoned"] if n["spec"].get("unschedulable") else []
            extra += [f"taint={t['key']}={t.get('value', '')}:{t['effect']}" for t in n["spec"].get("taints") or []
                      if not is_gate_taint(t)]
            out.append(f"{n['metadata']['name']}: gates={f['gates']} rr={f['rr']} other={f['other']} {' '.join(extra)}")
        for c in st["crs"]:
            s = c.get("status") or {}
            comps = {k: v.get("batchState") for k, v in (s.get("compartmentStatuses") or {}).items()}
            out.append(f"{c['metadata']['name']}: status={s.get('status')} nodePriority={sorted((s.get('nodePriority') or {}))}"
                       f" batch={json.dumps(comps, sort_keys=True)}"
                       + (" DELETING" if c["metadata"].get("deletionTimestamp") else ""))
        return out

    def check_fixpoint(self):
        if not self.fixpoint:
            return
        snap = self.final
        st, vs = snap["state"], snap["verdicts"]
        for n in st["nodes"]:
            name = n["metadata"]["name"]
            f = node_facts(n, st["crs"])
            item = vs.get(name)
            state = (item or {}).get("state")
            if f["gates"]:
                allowed = {"stuck"}
            elif not f["rr"]:
                allowed = {"ungated"}
            elif f["complete"]:
                allowed = {"released"}
            else:
                allowed = {"exposed", "pending-taint"} if f["autotaint"] else {"exposed"}
            if state in allowed:
                continue
            prop = "P1" if f["gates"] and state == "gated" else "P3"
            why = (f"gate taint {f['gates']} at the fixpoint, plugin says {state}" if f["gates"]
                   else f"no gate taint, rr={f['rr']}: expected {'/'.join(sorted(allowed))}, plugin says {state}")
            self.violation(prop, name, snap, item, f, why)

    def check_p2(self):
        """P2. A `stuck` node released with nobody acting is a violation, unless its blocker said
        luck may release it (a CR without a DeploymentPolicy: the operator's batch order is not
        fixed there, so the plugin keeps `stuck` and says a batch may still go through): those are
        counted apart ("announced luck"), and listed."""
        for snap in self.snaps:
            for name, item in snap["verdicts"].items():
                if item.get("state") != "stuck" or name not in self.released_at:
                    continue
                rel = self.released_at[name]
                if rel <= snap["t"]:
                    continue
                st = snap["state"]
                crs_of = {c["metadata"]["name"] for c in st["crs"]
                          for n in st["nodes"] if n["metadata"]["name"] == name
                          and selects(c["spec"].get("nodeSelectors") or {}, n["metadata"].get("labels") or {})}
                text = json.dumps(item.get("blockers") or [])
                named = {n["metadata"]["name"] for n in st["nodes"] if n["metadata"]["name"] in text}
                named |= {c["metadata"]["name"] for c in st["crs"] if c["metadata"]["name"] in text}
                # A heal shows only at the kubelet's next restart of the crash-looping container
                # (every KUBELET_CRASH_SECONDS): until then the package still reads erroring, so a
                # heal that far before the freeze is the person who acted (seed 1267, heal 0.6 s
                # before a freeze: the node was released at the next restart).
                grace = {"heal": float(os.environ.get("KUBELET_CRASH_SECONDS", "4")) + 1.0}
                window = [e for e in self.done
                          if snap["t"] - grace.get(e["kind"], 0.5) <= e["t"] <= rel]
                touching = [e for e in window if e["global"] or name in e["nodes"] or set(e["crs"]) & (crs_of | named)
                            or set(e["nodes"]) & named]
                rec = {"seed": self.w["seed"], "node": name, "t": snap["t"], "released": rel,
                       "code": first_code(item), "events": [f"{e['t']}:{e['kind']}" for e in window]}
                if touching:
                    self.healed.append(rec)
                    log(f"  P2 healed: {name} stuck/{first_code(item)} at t={snap['t']}, released at {rel} after "
                        + ", ".join(f"{e['kind']}@{e['t']}" for e in touching))
                elif LUCK in text:
                    # The verdict said so: without a DeploymentPolicy the operator's batch order
                    # is a map's, and a batch without the refused drain may go through (seed 1209).
                    self.luck.append(rec)
                    log(f"  P2 by announced luck: {name} stuck/{first_code(item)} at t={snap['t']}, released at {rel}")
                elif window:
                    self.unclear.append(rec)
                    log(f"  P2 unclear: {name} stuck/{first_code(item)} at t={snap['t']}, released at {rel}; events "
                        f"elsewhere in between: {rec['events']}")
                else:
                    f = node_facts(next(n for n in st["nodes"] if n["metadata"]["name"] == name), st["crs"])
                    f["released_at"] = rel
                    self.violation("P2", name, snap, item, f,
                                   f"called stuck at t={snap['t']}, released at t={rel} with no scripted event in between")

    def collect_garbage(self, st):
        """tests/cluster runs no kube-controller-manager, so nobody deletes the package pods of a
        CR that is gone (the operator makes the CR their controller owner): the garbage
        collector's part is played here, once the CR has left the API. Without it a deleted CR's
        crash-looping pod stays on its node for ever, and an interrupt there waits for it
        (HasRunningPackages), which no real cluster does (seed 602)."""
        names = {c["metadata"]["name"] for c in st["crs"]}
        for cr in sorted(self.gc_pending - names):
            kubectl("delete", "pods", "--all-namespaces", "-l", f"{P}/name={cr}",
                    "--grace-period=0", "--force", "--wait=false")
            self.gc_pending.discard(cr)

    def check_p4(self):
        if not self.fixpoint or self.args.no_p4:
            return
        stuck = sorted(n for n, i in self.final["verdicts"].items() if i.get("state") == "stuck")
        tried = 0
        for name in stuck:
            if tried >= self.args.p4_nodes:
                break
            cur = plugin_status(self.w["id"]).get(name)
            if not cur or cur.get("state") != "stuck":
                continue
            tried += 1
            b = (cur.get("blockers") or [{}])[0]
            code, remedy = b.get("code"), b.get("remedy") or ""
            acted = self.apply_remedy(name, b)
            end = time.time() + self.args.p4_bound
            moved, last = False, cur
            base = fingerprint(read_state(self.api))
            while time.time() < end:
                time.sleep(2)
                last = plugin_status(self.w["id"]).get(name)
                state = (last or {}).get("state")
                # Moved: the gate is off, or another first blocker, or the same chained blocker
                # now ending at a root of another code (the remedy cleared its root, and the node
                # met the next fact of the world, such as a package the fake kubelet fails once a
                # refused drain goes through); `gated` counts only once the operator changes
                # something after the remedy (gated with nothing moving is P1 again).
                if (not last or state not in ("stuck", "gated")
                        or (state == "stuck" and first_code(last) != code)
                        or (state == "stuck" and root_code(last) != root_code(cur))
                        or (state == "gated" and fingerprint(read_state(self.api)) != base)):
                    moved = True
                    break
            rec = {"seed": self.w["seed"], "node": name, "code": code, "remedy": remedy, "acted": acted, "moved": moved}
            self.p4.append(rec)
            log(f"  P4 {name}: {code}: `{remedy}` ({acted}) -> " +
                (f"moved: {verdict_line(last)[:200]}" if moved else "did not move"))
            if not moved:
                st = read_state(self.api, full=True)
                snap = {"t": round(self.now(), 1), "label": "p4", "state": st, "verdicts": {name: last}}
                f = node_facts(next((n for n in st["nodes"] if n["metadata"]["name"] == name), {"metadata": {"name": name}, "spec": {}}), st["crs"]) if st["nodes"] else {}
                lb = ((last or {}).get("blockers") or [{}])[0]
                kind = ("remedy left it gated and the operator changed nothing" if (last or {}).get("state") == "gated"
                        else "partial remedy: the same code now for another object"
                        if lb.get("message") != b.get("message") else "remedy did nothing visible")
                self.violation("P4", name, snap, last, f,
                               f"{kind}: remedy of {code} ({remedy}; {acted}) left it {verdict_line(last)[:300]} "
                               f"for {self.args.p4_bound}s")

    def apply_remedy(self, name, b):
        """Do what the blocker tells a person to do: the prose part (fix the failing package:
        the fake kubelet's fail label off the node, or the nodes the blocker names), then the
        printed command. `kubectl edit X` is done as its deletion (scenario m)."""
        code, remedy = b.get("code"), b.get("remedy") or ""
        acted = []
        st = read_state(self.api)
        root = b.get("root") or {}
        text = json.dumps(b)
        fixes = set()
        if code == "package-erroring":
            fixes.add(name)
        if root.get("code") == "package-erroring" and root.get("node"):
            fixes.add(root["node"])
        if code in ("batch-held", "rollout-stopped", "priority-held") and not root:
            fixes |= {n["metadata"]["name"] for n in st["nodes"] if n["metadata"]["name"] in text}
        # A chain fixes every erroring root: each `package logs|rerun ... --node X` part is "fix the
        # package on X".
        for part in re.split(r"&&|;", remedy):
            if re.search(r"\bpackage (logs|rerun)\b", part):
                fixes |= set(re.findall(r"--node[= ](\S+)", part))
        for n in st["nodes"]:
            if n["metadata"]["name"] in fixes and FAIL in (n["metadata"].get("labels") or {}):
                kubectl("label", "node", n["metadata"]["name"], f"{FAIL}-")
                acted.append(f"fail label off {n['metadata']['name']}")
        cmd = None
        m = re.search(r"(kubectl .*)$", remedy)
        if remedy.startswith("kubectl "):
            cmd = remedy
        elif " then kubectl " in remedy:
            cmd = "kubectl " + remedy.rsplit(" then kubectl ", 1)[1]
        elif m:
            cmd = m.group(1)
        if cmd:
            # An editor session cannot be replayed: "fix or delete that CR", so delete what it opens.
            cmd = re.sub(r"(^|&& |; )kubectl edit ", r"\1kubectl delete ", cmd)
        if cmd:
            env = {**os.environ, "PATH": f"{ORACLE_DIR}/bin:{os.environ['PATH']}", "EDITOR": "true",
                   "KUBE_EDITOR": "true"}
            r = subprocess.run(["bash", "-c", cmd], capture_output=True, text=True, env=env, stdin=subprocess.DEVNULL,
                               timeout=120)
            with open(os.path.join(ORACLE_DIR, "remedies.log"), "a") as f:
                f.write(f"$ {cmd}\n{r.stdout}{r.stderr}exit {r.returncode}\n")
            acted.append(f"ran `{cmd}` exit {r.returncode}")
        else:
            acted.append("no command")
        return "; ".join(acted)


# --- fixtures ------------------------------------------------------------------------------------


def slim_node(n):
    md, sp, st = n["metadata"], n.get("spec") or {}, n.get("status") or {}
    out = {"apiVersion": "v1", "kind": "Node",
           "metadata": {"name": md["name"], "labels": md.get("labels") or {}, "annotations": md.get("annotations") or {}},
           "spec": {k: sp[k] for k in ("taints", "unschedulable") if k in sp},
           "status": {"conditions": st.get("conditions") or [], "nodeInfo": st.get("nodeInfo") or {}}}
    return out


def slim_obj(o):
    md = o["metadata"]
    out = {"apiVersion": o.get("apiVersion"), "kind": o.get("kind"),
           "metadata": {k: md[k] for k in ("name", "namespace", "labels", "annotations", "finalizers",
                                           "deletionTimestamp", "creationTimestamp", "generation") if k in md},
           "spec": o.get("spec")}
    if "status" in o:
        out["status"] = o["status"]
    return out


def write_fixture(run, snap, prop, truth, fixture_dir):
    st = snap["state"]
    d = st.get("deployment") or {}
    fx = {"seed": run.w["seed"], "property": prop, "at": f"{snap['label']} t={snap['t']}s",
          "replay": f"tests/oracle/worlds --seed {run.w['seed']}",
          "world": describe_world(run.w).splitlines(),
          "operator": {"apiVersion": "apps/v1", "kind": "Deployment",
                       "metadata": {"name": d.get("metadata", {}).get("name"), "namespace": OP_NS,
                                    "labels": d.get("metadata", {}).get("labels")},
                       "spec": d.get("spec"), "status": d.get("status")} if d else None,
          "nodes": [slim_node(n) for n in st["nodes"]],
          "crs": [slim_obj(c) for c in st["crs"]],
          "policies": [slim_obj(p) for p in st["policies"]],
          "pdbs": [{**slim_obj(p), "apiVersion": "policy/v1", "kind": "PodDisruptionBudget"} for p in st.get("pdbs") or []],
          "pods": [{**slim_obj(p), "apiVersion": "v1", "kind": "Pod"} for p in st.get("pods") or []],
          "plugin": {n: {"state": i.get("state"), "blockers": i.get("blockers")} for n, i in snap["verdicts"].items()
                     if n in truth},
          "truth": truth}
    os.makedirs(fixture_dir, exist_ok=True)
    path = os.path.join(fixture_dir, f"w{run.w['seed']}-{prop.lower()}-t{int(snap['t'])}.json")
    with open(path, "w") as f:
        json.dump(fx, f, indent=1, sort_keys=True)
        f.write("\n")
    return path


def save_fixtures(run, fixture_dir):
    paths = []
    fix = [v for v in run.violations if v["prop"] in ("P1", "P3")]
    if (fix or run.args.save_fixpoints) and run.fixpoint:
        # Every node the operator left tainted at its fixpoint was stuck: all of them are truth.
        st = run.final["state"]
        truth = {n["metadata"]["name"]: "stuck-at-fixpoint" for n in st["nodes"] if node_facts(n, st["crs"])["gates"]}
        if truth:
            paths.append(write_fixture(run, run.final, "P1" if fix else "fixpoint", truth, fixture_dir))
    by_snap = {}
    for v in run.violations:
        if v["prop"] == "P2":
            by_snap.setdefault(id(v["snap"]), (v["snap"], {}))[1][v["node"]] = "released-later"
    for snap, truth in by_snap.values():
        paths.append(write_fixture(run, snap, "P2", truth, fixture_dir))
    return paths


# --- main ----------------------------------------------------------------------------------------


def parse_seeds(args):
    if args.seed is not None:
        return [args.seed]
    if args.seeds:
        a, _, b = args.seeds.partition("..")
        return list(range(int(a), int(b or a) + 1))
    return list(range(1, args.count + 1))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int)
    ap.add_argument("--seeds", help="A..B (inclusive)")
    ap.add_argument("--count", type=int, default=10, help="seeds 1..N when neither --seed nor --seeds")
    ap.add_argument("--quiet", type=float, default=float(os.environ.get("WORLDS_QUIET", "15")))
    ap.add_argument("--cap", type=float, default=float(os.environ.get("WORLDS_CAP", "240")))
    ap.add_argument("--confirm", type=float, default=float(os.environ.get("WORLDS_CONFIRM", "75")),
                    help="quiet seconds a fixpoint must hold when the plugin calls a tainted node gated")
    ap.add_argument("--p4-bound", type=float, default=float(os.environ.get("WORLDS_P4_BOUND", "45")))
    ap.add_argument("--p4-nodes", type=int, default=int(os.environ.get("WORLDS_P4_NODES", "2")))
    ap.add_argument("--no-p4", action="store_true")
    ap.add_argument("--fixtures", default=os.environ.get("FIXTURE_DIR", ""))
    ap.add_argument("--save-fixpoints", action="store_true",
                    help="save every world's fixpoint as a fixture, violation or not")
    ap.add_argument("--print", action="store_true", help="print the worlds and exit (no cluster)")
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args()
    seeds = parse_seeds(args)
    if args.print:
        for s in seeds:
            log(describe_world(gen_world(s)))
        return 0
    # The operator's periodic pass (its minimum, 1m; default 10m): a fixpoint that would fail P1 is
    # held longer than this (--confirm), so a node it picks up only on that pass is not "stuck".
    os.environ.setdefault("DEFAULT_INTERVAL", "1m")
    api = Api(os.environ["KUBECONFIG"])
    kubectl("create", "namespace", WORK_NS)
    totals = {"worlds": 0, "fixpoint": 0, "P1": 0, "P2": 0, "P3": 0, "P4": 0, "healed": 0, "unclear": 0, "luck": 0,
              "p4_tried": 0, "secs": []}
    summary = []
    for seed in seeds:
        w = gen_world(seed)
        log(f"\n=== seed {seed} ({time.strftime('%H:%M:%S', time.gmtime())} UTC)\n{describe_world(w)}")
        t_start = time.time()
        clean_cluster(api)
        r = lib("operator_start")
        if r.returncode != 0:
            log(f"operator did not start: {r.stderr[-500:]}")
            return 2
        run = Run(api, w, args)
        try:
            run.run()
            run.check_fixpoint()
            run.check_p2()
            run.check_p4()
        finally:
            thaw()
        paths = save_fixtures(run, args.fixtures) if args.fixtures and (run.violations or args.save_fixpoints) else []
        for p in paths:
            log(f"  fixture {p}")
        secs = time.time() - t_start
        totals["worlds"] += 1
        totals["fixpoint"] += run.fixpoint
        totals["healed"] += len(run.healed)
        totals["unclear"] += len(run.unclear)
        totals["luck"] += len(run.luck)
        totals["p4_tried"] += len(run.p4)
        totals["secs"].append(secs)
        for v in run.violations:
            totals[v["prop"]] += 1
        if run.violations:
            log("  world facts at the fixpoint:\n    " + "\n    ".join(run.world_facts(run.final["state"])))
        line = (f"seed {seed}: {'fixpoint' if run.fixpoint else 'NO FIXPOINT'} {secs:.0f}s, "
                f"{len(run.violations)} violation(s) "
                + " ".join(f"{v['prop']}:{v['node']}:{(v['item'] or {}).get('state')}/{first_code(v['item'])}" for v in run.violations)
                + f", P2 healed {len(run.healed)}, unclear {len(run.unclear)}, luck {len(run.luck)}, P4 {sum(p['moved'] for p in run.p4)}/{len(run.p4)} moved")
        summary.append(line)
        log(line)
    clean_cluster(api)
    secs = totals["secs"]
    log("\n=== summary")
    for line in summary:
        log(line)
    log(f"{totals['worlds']} worlds ({totals['fixpoint']} reached a fixpoint), "
        f"{sum(secs) / max(1, len(secs)):.0f}s per world (min {min(secs or [0]):.0f}, max {max(secs or [0]):.0f}); "
        f"violations P1 {totals['P1']}, P2 {totals['P2']}, P3 {totals['P3']}, P4 {totals['P4']} "
        f"(P4 remedies tried {totals['p4_tried']}); P2 healed by the world's script {totals['healed']}, "
        f"unclear {totals['unclear']}, released by announced luck {totals['luck']}")
    bad = totals["P1"] + totals["P2"] + totals["P3"] + totals["P4"]
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
