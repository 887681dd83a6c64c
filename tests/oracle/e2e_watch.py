#!/usr/bin/env python3
"""The plugin's verdict at every step of one chainsaw test, for tests/oracle/e2e.

  e2e_watch.py watch --out DIR    while chainsaw runs: sample the world (nodes, Skyhooks,
                                  DeploymentPolicies) every --poll seconds; whenever it changed,
                                  and again once it has been quiet, freeze the operator (SIGSTOP),
                                  read the world and the plugin's `status -o json` of every node,
                                  thaw. Appends to DIR/samples.jsonl until SIGTERM.
  e2e_watch.py check --out DIR --test SUITE/TEST [--fixtures FIXTURE_DIR]
                                  the random worlds' properties (tests/oracle/worlds.py, whose
                                  checks are reused: node_facts, released, fingerprint) over
                                  the samples, with DIR/chainsaw.log telling when chainsaw acted:
    P1/P3  at every settled moment (the world unchanged for --quiet seconds; a `gated` verdict on
           a tainted node only once unchanged for --confirm seconds, the operator's periodic
           pass): a tainted node is `stuck`; untainted, no runtime-required CR -> `ungated`;
           all complete -> `released`; else `exposed` (or `pending-taint` under auto-taint).
    P2     a node called `stuck` is not released later while chainsaw only asserts: any
           apply/create/delete/patch/update/script/command in between is a step that may have
           acted on it (counted as "healed by a step", not a violation).
  Writes DIR/check.json ({violations, summary, ...}); with --fixtures, each violation's moment
  as a fixture in the format tests/worlds.rs replays (worldLabel instead of a seed's label).
"""
import argparse
import hashlib
import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
from datetime import datetime

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import worlds  # noqa: E402  (same directory: the random worlds' property checks)
from kubelet import Api  # noqa: E402

NW = os.environ.get("NW", "kubectl-nodewright")
ORACLE_DIR = os.environ.get("ORACLE_DIR", "target/e2e")
# Chainsaw operations that change the cluster (CMD/SCRIPT: a script may do anything); the others
# (ASSERT, ERROR, GET, SLEEP, ...) only read.
ACTING = {"APPLY", "CREATE", "DELETE", "PATCH", "UPDATE", "SCRIPT", "CMD", "COMMAND"}
WORLD = worlds.WORLD


def read_world(api):
    return {"t": time.time(),
            "nodes": (api.call("GET", "/api/v1/nodes") or {}).get("items", []),
            "crs": (api.call("GET", "/apis/skyhook.nvidia.com/v1alpha1/skyhooks") or {}).get("items", []),
            "policies": (api.call("GET", "/apis/skyhook.nvidia.com/v1alpha1/deploymentpolicies") or {}).get("items", [])}


def plugin_all():
    r = subprocess.run([NW, "status", "-o", "json", "--stall-after", "8760h"], capture_output=True, text=True,
                       env={**os.environ, "NO_COLOR": "1"}, timeout=60)
    with open(os.path.join(ORACLE_DIR, "plugin.stderr"), "a") as f:
        f.write(r.stderr)
    try:
        return {i["name"]: {"state": i.get("state"), "blockers": i.get("blockers") or []}
                for i in json.loads(r.stdout).get("items", [])}
    except ValueError:
        return {"__error__": {"state": None, "blockers": [], "stderr": r.stderr[-300:]}}


# One moment at a time: the step-end sampler and the main loop both freeze the operator.
ASK = threading.Lock()


def ask(api):
    """The world and the plugin's verdicts with the operator frozen (SIGSTOP): one moment. The
    world is read again after the plugin: chainsaw and the kubelet are not frozen, so `stable`
    says whether the plugin read the world that was recorded (a step-end check needs it)."""
    with ASK:
        worlds.freeze()
        try:
            st = read_world(api)
            verdicts = plugin_all()
            after = read_world(api)
        finally:
            worlds.thaw()
    return st, verdicts, worlds.fingerprint(st) == worlds.fingerprint(after)


def p1_candidates(st, verdicts):
    """Tainted nodes the plugin calls anything but `stuck`."""
    return [n["metadata"]["name"] for n in st["nodes"] if worlds.node_facts(n, st["crs"])["gates"]
            and (verdicts.get(n["metadata"]["name"]) or {}).get("state") != "stuck"]


def watch(args):
    api = Api(os.environ["KUBECONFIG"])
    stop = []
    signal.signal(signal.SIGTERM, lambda *_: stop.append(1))
    out = open(os.path.join(args.out, "samples.jsonl"), "a")
    log_path = os.path.join(args.out, "chainsaw.log")
    log_pos = 0
    last_fp, last_asked, asked_quiet = None, 0.0, False
    changed_at = time.time()

    write = threading.Lock()

    def record(st, verdicts, stable=True, **extra):
        fp = worlds.fingerprint(st)
        with write:
            out.write(json.dumps({"t": st["t"], "fp": hashlib.sha1(fp.encode()).hexdigest()[:12],
                                  "state": st, "verdicts": verdicts, "stable": stable, **extra}) + "\n")
            out.flush()
        return fp

    ended = []  # the last step, once its try ended: chainsaw stopped at once (SIGSTOP) by the tailer
    tries = [0]
    step_ends = []  # (step, n, seen at) of every step whose try ended, for the sampler

    def sampler():
        """A moment at every step's end (its try ended): chainsaw goes on (a hold there changes
        what the next step asserts), so this is not a settled moment, but states must agree
        with taints and completion at any moment (P3), and a `stuck` here is one P2 follows."""
        while not stop:
            if not step_ends:
                time.sleep(0.05)
                continue
            step, n, seen = step_ends.pop(0)
            try:
                # A world that moved under the plugin's read is asked again (twice at most): the
                # sample is then a little later, but checked.
                for attempt in range(1, 4):
                    st, verdicts, stable = ask(api)
                    if stable:
                        break
                record(st, verdicts, stable, step_end=step, step_no=n, late=round(st["t"] - seen, 2),
                       attempts=attempt)
            except Exception as e:  # a transient API error: the step's sample is lost, and said
                print(f"watch: step-end sample of {step}: {e!r}", flush=True)
                with write:
                    out.write(json.dumps({"t": time.time(), "step_end": step, "step_no": n, "lost": repr(e)}) + "\n")
                    out.flush()

    def tail():
        """Follow chainsaw's transcript; the moment it tells of the last step's try ending, stop
        chainsaw (before its finally and cleanup start) and leave the step to the main loop.
        Only the last: a hold after any other step lets the operator finish what the next step
        asserts while it is under way (auto-taint-new-nodes asserts the taint of a node whose
        package is still running; it failed so)."""
        pos = 0
        while not stop:
            try:
                with open(log_path, errors="replace") as f:
                    f.seek(pos)
                    new = f.read()
            except OSError:
                new = ""
            cut = new.rfind("\n") + 1
            pos += len(new[:cut].encode())
            for ln in new[:cut].splitlines():
                m = LINE.search(ln)
                if not (m and m.group(6) == "TRY" and m.group(7) == "END"):
                    continue
                tries[0] += 1
                if args.hold > 0 and tries[0] == args.steps and not ended:
                    try:
                        os.kill(args.chainsaw_pid, signal.SIGSTOP)
                    except OSError:
                        return
                    ended.append(m.group(5))
                step_ends.append((m.group(5), tries[0], time.time()))
            time.sleep(0.05)

    def hold(step, fp0, since0):
        """Chainsaw stopped (SIGSTOP) between two steps until the world has been quiet
        --hold-quiet seconds (at most --hold seconds; up to --confirm while the plugin calls a
        tainted node anything but stuck), then one moment recorded as settled at that step."""
        try:
            t0 = time.time()
            fp, since = fp0, since0  # quiet already before the step ended counts
            while True:
                f2 = worlds.fingerprint(read_world(api))
                now = time.time()
                if f2 != fp:
                    # Every change while held is a sample too: otherwise the moment before the
                    # hold would look quiet for the whole hold (auto-taint-new-nodes: a `gated`
                    # node "quiet 16 s" while its packages ran).
                    fp, since = record(*ask(api)), now
                quiet = now - since
                if quiet >= args.hold_quiet or now - t0 >= args.hold:
                    st, verdicts, _ = ask(api)
                    if worlds.fingerprint(st) != fp:
                        fp, since = worlds.fingerprint(st), time.time()
                        continue
                    cand = p1_candidates(st, verdicts)
                    if not cand or quiet >= args.confirm or now - t0 >= args.confirm + args.hold:
                        record(st, verdicts, hold=step, quiet=round(quiet, 1), held=round(now - t0, 1))
                        return
                time.sleep(args.poll)
        finally:
            ended.clear()
            os.kill(args.chainsaw_pid, signal.SIGCONT)

    if args.chainsaw_pid and args.steps > 0:
        threading.Thread(target=tail, daemon=True).start()
        threading.Thread(target=sampler, daemon=True).start()
    while not stop:
        try:
            if ended:
                hold(ended[0], last_fp, changed_at)
                last_fp, last_asked = None, 0.0
            fp = worlds.fingerprint(read_world(api))
            now = time.time()
            if fp != last_fp:
                changed_at = now
            quiet = now - changed_at
            # Ask when the world changed, once it has been quiet for --quiet, and every --every s.
            if fp != last_fp or (quiet >= args.quiet and not asked_quiet) or now - last_asked >= args.every:
                st, verdicts, stable = ask(api)
                fp2 = record(st, verdicts, stable)
                if fp2 != fp:
                    changed_at = now
                asked_quiet = fp2 == fp and quiet >= args.quiet
                last_fp, last_asked = fp2, time.time()
        except Exception as e:  # a transient API error: next poll
            print(f"watch: {e!r}", flush=True)
        time.sleep(args.poll)
    worlds.thaw()
    if args.chainsaw_pid:
        try:
            os.kill(args.chainsaw_pid, signal.SIGCONT)
        except OSError:
            pass


# --- chainsaw's transcript -----------------------------------------------------------------------

LINE = re.compile(r"\|\s*(\d\d):(\d\d):(\d\d)\s*\|\s*([^|]+?)\s*\|\s*([^|]+?)\s*\|\s*([A-Z-]+)\s*\|\s*([A-Z-]+)\s*\|(.*)")


def acting_times(path, day):
    """The blocks of chainsaw's transcript (a step's try, catch, finally, cleanup: BEGIN..END)
    that ran an operation which may change the cluster, as (start, end, what) in epoch seconds
    widened by the transcript's one-second resolution; and the steps with their start times. A
    block of asserts only is a step that did nothing."""
    acts, steps = [], []
    try:
        lines = open(path, errors="replace").read().splitlines()
    except OSError:
        return acts, steps
    block = None
    for ln in lines:
        m = LINE.search(ln)
        if not m:
            continue
        h, mi, s, _test, step, op, status, rest = m.groups()
        t = datetime(day.year, day.month, day.day, int(h), int(mi), int(s)).timestamp()
        if op in ("TRY", "CATCH", "FINALLY", "CLEANUP"):
            if status == "BEGIN":
                block = {"t0": t, "what": []}
                if op == "TRY":
                    steps.append((t, step))
            elif status == "END" and block is not None:
                if block["what"]:
                    acts.append((block["t0"] - 1, t + 1, f"{step} ({op.lower()}): " + ", ".join(block["what"][:3])))
                block = None
            continue
        if op in ACTING:
            what = f"{op.lower()} {rest.strip()[:60]}".strip()
            if block is not None:
                if what not in block["what"]:
                    block["what"].append(what)
            else:  # outside a block (the test's namespace)
                acts.append((t - 1, t + 1, f"{step}: {what}"))
    if block is not None and block["what"]:  # the transcript ends inside a block
        acts.append((block["t0"] - 1, float("inf"), f"(unfinished): {', '.join(block['what'][:3])}"))
    return acts, steps


def step_at(steps, t):
    cur = "(before the first step)"
    for t0, name in steps:
        if t0 - 1 <= t:
            cur = name
    return cur


# --- the properties ------------------------------------------------------------------------------


def allowed_states(f):
    if f["gates"]:
        return {"stuck"}
    if not f["rr"]:
        return {"ungated"}
    if f["complete"]:
        return {"released"}
    return {"exposed", "pending-taint"} if f["autotaint"] else {"exposed"}


def allowed_at_step_end(f):
    """P3 at any moment: a tainted node is `stuck` or still `gated`; the rest as at a settled one."""
    return {"stuck", "gated"} if f["gates"] else allowed_states(f)


def verdict_counts(samples):
    out = {}
    for s in samples:
        for item in s["verdicts"].values():
            k = item.get("state") or "none"
            out[k] = out.get(k, 0) + 1
    return out


def check(args):
    samples, lost = [], []
    try:
        with open(os.path.join(args.out, "samples.jsonl")) as f:
            for ln in f:
                try:
                    s = json.loads(ln)
                except ValueError:
                    continue
                (samples if "state" in s else lost).append(s)
    except OSError:
        pass
    day = datetime.fromtimestamp(samples[0]["t"]) if samples else datetime.now()
    acts, steps = acting_times(os.path.join(args.out, "chainsaw.log"), day)
    violations, unconfirmed, healed = [], [], []
    settled = 0
    # Settled moments: the last sample of every run of samples with one fingerprint that lasted
    # --quiet seconds (measured to the next change, or to the last sample).
    runs = []
    for i, s in enumerate(samples):
        if runs and runs[-1]["fp"] == s["fp"]:
            runs[-1]["last"] = i
        else:
            runs.append({"fp": s["fp"], "first": i, "last": i})
    moments = []
    for k, r in enumerate(runs):
        t_first = samples[r["first"]]["t"]
        t_end = samples[runs[k + 1]["first"]]["t"] if k + 1 < len(runs) else samples[r["last"]]["t"]
        if t_end - t_first >= args.quiet:
            moments.append((r["last"], t_end - t_first))
    # And every step's end at which chainsaw was held until the world was quiet (watch --hold).
    moments += [(i, s["quiet"]) for i, s in enumerate(samples) if "hold" in s and s["quiet"] >= args.hold_quiet]
    seen_moment = set()
    for idx, quiet in sorted(moments):
        if idx in seen_moment:
            continue
        seen_moment.add(idx)
        settled += 1
        s = samples[idx]
        r = {"last": idx}
        st, vs = s["state"], s["verdicts"]
        for n in st["nodes"]:
            name = n["metadata"]["name"]
            f = worlds.node_facts(n, st["crs"])
            item = vs.get(name) or {}
            state = item.get("state")
            allowed = allowed_states(f)
            if state in allowed:
                continue
            prop = "P1" if f["gates"] and state == "gated" else "P3"
            rec = {"prop": prop, "node": name, "t": s["t"], "step": s.get("hold") or step_at(steps, s["t"]), "quiet": round(quiet),
                   "plugin": worlds.verdict_line(item), "facts": f, "sample": r["last"],
                   "why": f"expected {'/'.join(sorted(allowed))}, plugin says {state}"}
            if prop == "P1" and quiet < args.confirm:
                unconfirmed.append(rec)  # the operator's periodic pass may still pick it up
            else:
                violations.append(rec)
    # P3 at every step's end (chainsaw going on, the operator frozen for the read): states agree
    # with taints and completion at any moment, except that a tainted node may still be `gated`
    # (the operator may yet release it: P1 is for settled moments only). Only a stable moment
    # counts (the world read before and after the plugin the same: chainsaw is not frozen).
    step_samples = [i for i, s in enumerate(samples) if "step_end" in s]
    step_checked = 0
    for i in step_samples:
        s = samples[i]
        if not s.get("stable", True):
            continue
        step_checked += 1
        st, vs = s["state"], s["verdicts"]
        for n in st["nodes"]:
            name = n["metadata"]["name"]
            f = worlds.node_facts(n, st["crs"])
            item = vs.get(name) or {}
            allowed = allowed_at_step_end(f)
            if item.get("state") in allowed:
                continue
            violations.append({"prop": "P3", "node": name, "t": s["t"], "step": f"end of {s['step_end']}",
                               "step_end": True, "allowed": sorted(allowed),
                               "plugin": worlds.verdict_line(item), "facts": f, "sample": i,
                               "why": f"at a step's end: expected {'/'.join(sorted(allowed))}, plugin says {item.get('state')}"})
    # P2: every sample's `stuck` against a later release with no acting operation in between.
    for i, s in enumerate(samples):
        for name, item in s["verdicts"].items():
            if item.get("state") != "stuck":
                continue
            for j in range(i + 1, len(samples)):
                later = samples[j]
                node = next((n for n in later["state"]["nodes"] if n["metadata"]["name"] == name), None)
                if node is None or not worlds.released(node, later["state"]["crs"]):
                    continue
                window = [a for a in acts if a[1] >= s["t"] - 0.5 and a[0] <= later["t"]]
                rec = {"prop": "P2", "node": name, "t": s["t"], "released": later["t"], "sample": i,
                       "step": step_at(steps, s["t"]), "plugin": worlds.verdict_line(item),
                       "facts": worlds.node_facts(next(n for n in s["state"]["nodes"] if n["metadata"]["name"] == name),
                                                  s["state"]["crs"]),
                       "why": f"called stuck, released {later['t'] - s['t']:.0f}s later with chainsaw only asserting"}
                if window:
                    healed.append({**rec, "by": [a[2] for a in sorted(window)][:3]})
                else:
                    violations.append(rec)
                break
    # One P2 per node and stuck stretch is enough to read; keep the first of each (node, release).
    seen, kept = set(), []
    for v in violations:
        key = (v["prop"], v["node"], v.get("released", v["t"]) if v["prop"] == "P2" else v["sample"])
        if key not in seen:
            seen.add(key)
            kept.append(v)
    violations = kept
    healed_nodes = {(h["node"], h["released"]) for h in healed}
    paths = []
    if args.fixtures:
        paths = save_fixtures(args, samples, violations)
    n_steps = len(steps)
    summary = (f"{len(samples)} samples, {settled} settled moments, {len(step_samples)} step-end samples of "
               f"{n_steps} steps ({step_checked} stable, checked; {len(lost)} lost), {len(violations)} violation(s)"
               + "".join(f" {v['prop']}:{v['node']}@{v['step']}" for v in violations)
               + f", P1 unconfirmed {len(unconfirmed)}, P2 healed by a step {len(healed_nodes)}")
    for v in violations:
        print(f"VIOLATION {args.test} {v['prop']} node={v['node']} step={v['step']}: {v['why']}\n"
              f"    plugin: {v['plugin']}\n    facts: {json.dumps(v['facts'], sort_keys=True)}")
    for u in unconfirmed:
        print(f"  P1 unconfirmed {u['node']} at {u['step']} (quiet {u['quiet']}s): {u['plugin'][:200]}")
    for p in paths:
        print(f"  fixture {p}")
    print(f"  properties: {summary}")
    with open(os.path.join(args.out, "check.json"), "w") as f:
        json.dump({"test": args.test, "summary": summary, "violations": violations, "unconfirmed": unconfirmed,
                   "healed": healed, "settled": settled, "samples": len(samples), "steps": n_steps,
                   "step_samples": len(step_samples), "step_checked": step_checked, "step_lost": len(lost),
                   "verdicts": verdict_counts(samples), "fixtures": paths}, f, indent=1)
    return 0


def operator_deployment():
    """The operator's Deployment as the plugin reads it (lib.sh's operator_start wrote it)."""
    r = worlds.kubectl("-n", worlds.OP_NS, "get", "deployment", "skyhook-operator-controller-manager", "-o", "json")
    try:
        d = json.loads(r.stdout)
    except ValueError:
        return None
    return {"apiVersion": "apps/v1", "kind": "Deployment",
            "metadata": {"name": d["metadata"]["name"], "namespace": worlds.OP_NS, "labels": d["metadata"].get("labels")},
            "spec": d.get("spec"), "status": d.get("status")}


def save_fixtures(args, samples, violations):
    """Each violating moment in the format of tests/fixtures/worlds/ (tests/worlds.rs): its nodes
    carry the label worldLabel names, so the replay reads exactly them."""
    by_sample = {}
    for v in violations:
        s = samples[v["sample"]]
        truth = by_sample.setdefault(v["sample"], {})
        if v["prop"] == "P2":
            truth[v["node"]] = "released-later"
        elif v.get("step_end"):
            # Not a fixpoint: the states the taints and completion allow at any moment.
            truth[v["node"]] = "one-of:" + ",".join(v["allowed"])
        else:
            st = s["state"]
            for n in st["nodes"]:
                if worlds.node_facts(n, st["crs"])["gates"]:
                    truth[n["metadata"]["name"]] = "stuck-at-fixpoint"
    paths = []
    slug = args.test.replace("/", "-")
    for i, truth in by_sample.items():
        if not truth:
            continue
        s = samples[i]
        st = s["state"]
        props = sorted({v["prop"] for v in violations if v["sample"] == i})
        label = f"e2e-{slug}"
        nodes = []
        for n in st["nodes"]:
            sn = worlds.slim_node(n)
            sn["metadata"]["labels"][WORLD] = label
            nodes.append(sn)
        t0 = samples[0]["t"]
        fx = {"seed": f"e2e {args.test}", "worldLabel": label, "property": "+".join(props),
              "at": f"step {step_at(acting_times(os.path.join(args.out, 'chainsaw.log'), datetime.fromtimestamp(t0))[1], s['t'])}"
                    f" t={s['t'] - t0:.0f}s",
              "replay": f"tests/oracle/e2e {args.test}",
              "world": [f"NVIDIA chainsaw test {args.test} (k8s-tests/chainsaw at the operator's commit)"],
              "operator": operator_deployment(),
              "nodes": nodes,
              "crs": [worlds.slim_obj(c) for c in st["crs"]],
              "policies": [worlds.slim_obj(p) for p in st["policies"]],
              "pdbs": [], "pods": [],
              "plugin": {n: s["verdicts"].get(n) for n in truth},
              "truth": truth}
        os.makedirs(args.fixtures, exist_ok=True)
        path = os.path.join(args.fixtures, f"{label}-{'-'.join(p.lower() for p in props)}-t{int(s['t'] - t0)}.json")
        with open(path, "w") as f:
            json.dump(fx, f, indent=1, sort_keys=True)
            f.write("\n")
        paths.append(path)
    return paths


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("mode", choices=["watch", "check"])
    ap.add_argument("--out", required=True)
    ap.add_argument("--test", default="?")
    ap.add_argument("--poll", type=float, default=float(os.environ.get("E2E_POLL", "1")))
    ap.add_argument("--every", type=float, default=float(os.environ.get("E2E_EVERY", "20")))
    ap.add_argument("--quiet", type=float, default=float(os.environ.get("E2E_QUIET", "15")))
    ap.add_argument("--confirm", type=float, default=float(os.environ.get("E2E_CONFIRM", "75")))
    ap.add_argument("--fixtures", default="")
    ap.add_argument("--chainsaw-pid", type=int, default=0)
    ap.add_argument("--steps", type=int, default=0, help="the test's number of steps (the hold is after the last)")
    ap.add_argument("--hold", type=float, default=float(os.environ.get("E2E_HOLD", "20")),
                    help="hold chainsaw (SIGSTOP) at most this long after each step for a settled moment; 0: never")
    ap.add_argument("--hold-quiet", type=float, default=float(os.environ.get("E2E_HOLD_QUIET", "8")))
    args = ap.parse_args()
    return watch(args) if args.mode == "watch" else check(args)


if __name__ == "__main__":
    sys.exit(main() or 0)
