# shellcheck shell=bash
# The oracle scenarios (sourced by tests/oracle/run). Each puts nodes of its own in a situation,
# asks the plugin with the operator frozen (its prediction), lets the operator act, checks that
# the operator did what the plugin said (or did not do what the plugin said it would not), and
# runs the remedy the plugin printed to see that it frees the node. The letters are
# those of the first comparison (a..m, j; its findings are docs/operator-findings.md) plus n
# (reboot) and o (a held rollout, every view); the blocker codes batch-held (k), rollout-stopped
# (l), operator-halted (m) and rebooted (n) are exercised.

released() { eventually "$WAIT" is_state "$1" released; }

# --- a. the plain case --------------------------------------------------------------------------
scen_a() {
  scenario a "runtime-required CR, gate taint, package succeeds"
  node a-1 "$POOL=a"
  taint a-1
  freeze
  cr rr-a a "  runtimeRequired: true"
  show a-1
  check "before: gated by the configured taint, nothing stuck" is_state a-1 gated
  check "before: taint recognised as configured" taint_kind_is a-1 configured
  thaw
  check "operator ran the package and removed the taint" eventually "$WAIT" no_taint a-1 skyhook.nvidia.com
  check "operator wrote status complete" op_status_is a-1 rr-a complete
  check "after: plugin says released" released a-1
  check "explain shows the operator's events on the node" operator_event a-1 "Node/a-1"
  check "explain shows the operator's events on its CR about the node" operator_event a-1 "Skyhook/rr-a"
  show a-1
  scenario_end
}

# operator_event NODE OBJECT: explain's events of NODE include one the operator recorded on OBJECT.
operator_event() {
  "$NW" explain "$1" -o json 2>>"$ORACLE_DIR/plugin.stderr" |
    jq -e --arg o "$2" '[.events.items[] | select(.object == $o and .source == "skyhook-controller")] | length > 0' >/dev/null ||
    { echo "no event of the operator on $2 in explain $1"; return 1; }
}

# --- b. a crash-looping package (v0.15 pods retry for ever) -------------------------------------
scen_b() {
  scenario b "runtime-required CR, package crash-loops, then the failure clears"
  node b-1 "$POOL=b" "$FAIL=spencer"
  taint b-1
  cr rr-b b "  runtimeRequired: true"
  check "operator counts restarts of the failing stage" eventually "$WAIT" restarts_ge b-1 rr-b 2
  show b-1
  check "plugin: stuck, package-erroring" has_code b-1 package-erroring
  check "plugin: state stuck" is_state b-1 stuck
  check "operator keeps the taint while it errors" throughout 5 has_taint b-1 skyhook.nvidia.com
  check "operator status erroring" op_status_is b-1 rr-b erroring
  check "wait fails fast on the erroring node" wait_outcome b-1 failed --timeout 30s
  check "the message says a transient failure clears, with --keep-waiting (N3)" message_has b-1 package-erroring "keep-waiting"
  # --keep-waiting waits through a transient failure: clear it while wait runs.
  "$NW" wait b-1 --keep-waiting --timeout 90s --interval 1s -o json >"$ORACLE_DIR/b-wait.json" 2>>"$ORACLE_DIR/plugin.stderr" &
  local w=$!
  sleep 2
  kubectl label node b-1 "$FAIL-" >/dev/null
  wait "$w"
  check "wait --keep-waiting met once the operator recovered by itself" jq -e '.items[0].outcome == "met"' "$ORACLE_DIR/b-wait.json"
  check "operator released b-1 without anyone acting" eventually 60 no_taint b-1 skyhook.nvidia.com
  show b-1
  scenario_end
}

# --- c. auto-taint of a new node ---------------------------------------------------------------
scen_c() {
  scenario c "autoTaintNewNodes CR, brand-new node"
  cr auto-c c "  runtimeRequired: true
  autoTaintNewNodes: true"
  sleep 2
  freeze
  node c-1 "$POOL=c"
  show c-1
  check "before: pending-taint (the race window)" is_state c-1 pending-taint
  thaw
  check "operator added the gate taint" eventually 30 has_taint c-1 skyhook.nvidia.com
  check "then released it" released c-1
  show c-1
  scenario_end
}

# --- d. reset on a finished node ----------------------------------------------------------------
scen_d() {
  scenario d "reset CR --node on a finished node (autoTaint CR): reset never re-gates"
  cr auto-d d "  runtimeRequired: true
  autoTaintNewNodes: true"
  node d-1 "$POOL=d"
  check "setup: released" released d-1
  freeze
  "$NW" reset auto-d --node d-1 -y >"$ORACLE_DIR/d-reset.out" 2>&1
  show d-1
  check "reset warned that it does not re-gate" grep -qi "re-gate\|regate" "$ORACLE_DIR/d-reset.out"
  check "right after reset: exposed" is_state d-1 exposed
  check "stale CR status is called stale, not a disagreement (N2)" stale_not_disagreement d-1
  thaw
  check "operator never re-taints a reset node" throughout 4 no_taint d-1 skyhook.nvidia.com
  check "operator re-ran the packages: released" released d-1
  scenario_end
}

# stale_not_disagreement NODE: a CR status.nodeStatus still saying complete while the node's keys
# are gone is reported as stale.
stale_not_disagreement() {
  item "$1" | jq -e '[.nodewrights[] | .disagreement // ""] | all(. == "" or test("stale"; "i"))' >/dev/null ||
    { echo "$(item "$1" | jq -c '[.nodewrights[] | {name, disagreement}]')"; return 1; }
}

# --- e. regate ----------------------------------------------------------------------------------
scen_e() {
  scenario e "regate NODE on a finished node; the plugin's own write is a change (N1)"
  cr auto-e e "  runtimeRequired: true
  autoTaintNewNodes: true"
  node e-1 "$POOL=e"
  check "setup: released" released e-1
  sleep 25
  freeze
  "$NW" regate e-1 -y >/dev/null 2>&1
  show e-1
  check "after regate: gated" is_state e-1 gated
  check "taint is the configured one" taint_kind_is e-1 configured
  check "no stalled right after the plugin's own write (--stall-after 20s)" lacks_code e-1 stalled --stall-after 20s
  thaw
  check "operator re-ran the packages and removed the taint" released e-1
  scenario_end
}

# --- f. forget then restore ---------------------------------------------------------------------
scen_f() {
  scenario f "forget NODE on a finished node, then restore"
  cr auto-f f "  runtimeRequired: true
  autoTaintNewNodes: true"
  node f-1 "$POOL=f"
  check "setup: released" released f-1
  freeze
  "$NW" forget f-1 -y >"$ORACLE_DIR/f-forget.out" 2>&1
  show f-1
  check "after forget: pending-taint (the operator treats it as new)" is_state f-1 pending-taint
  thaw
  check "operator auto-tainted it again" eventually 30 has_taint f-1 skyhook.nvidia.com
  check "and released it" released f-1
  local backup
  backup=$(grep -o '[^ ]*forget-[^ ]*\.json' "$ORACLE_DIR/f-forget.out" | head -1)
  check "restore of the backup has nothing to do" restore_unchanged "$backup"
  scenario_end
}
restore_unchanged() {
  local out
  out=$("$NW" restore "$1" -y 2>&1) || { echo "restore failed: $out"; return 1; }
  [[ $out == *"already restored"* || $out == *unchanged* ]] || { echo "restore said: $out"; return 1; }
}

# --- g. gate-looking taints the operator was not configured with --------------------------------
scen_g() {
  scenario g "value mismatch, unrecognised key, other effect; remedy taint --overwrite"
  node g-value "$POOL=g"
  taint g-value skyhook.nvidia.com=other:NoSchedule
  node g-unrec "$POOL=g"
  taint g-unrec nvidia.com/gpu-gate=runtime-required:NoSchedule
  node g-effect "$POOL=g"
  taint g-effect skyhook.nvidia.com=runtime-required:NoExecute
  freeze
  cr rr-g g "  runtimeRequired: true"
  for n in g-value g-unrec g-effect; do show "$n"; done
  check "g-value: taint-value-mismatch" has_code g-value taint-value-mismatch
  check "g-unrec: unrecognised-taint" has_code g-unrec unrecognised-taint
  check "g-effect: unrecognised-taint" has_code g-effect unrecognised-taint
  thaw
  check "operator: g-value blocked, taint kept" eventually 30 op_status_is g-value rr-g blocked
  check "operator: g-unrec blocked" eventually 30 op_status_is g-unrec rr-g blocked
  check "operator: g-effect blocked" eventually 30 op_status_is g-effect rr-g blocked
  check "operator keeps all three taints" throughout 5 has_taint g-unrec nvidia.com/gpu-gate
  check "plugin still says stuck for all three" all_stuck g-value g-unrec g-effect
  check "remedy for g-value runs" run_remedy g-value taint-value-mismatch
  check "g-value released after the remedy" after_remedy released g-value
  check "remedy for g-unrec runs" run_remedy g-unrec unrecognised-taint
  check "g-unrec released after the remedy" after_remedy released g-unrec
  check "g-unrec: operator removed every gate taint" no_taint g-unrec nvidia.com/gpu-gate
  # g2: the wrong-value taint put back on a node already complete: the operator removes it.
  freeze
  taint g-value skyhook.nvidia.com=other:NoSchedule
  check "g2 before: complete node with a wrong-value taint is gated, not stuck" is_state g-value gated
  thaw
  check "g2: operator removed it" eventually 30 no_taint g-value skyhook.nvidia.com
  scenario_end
}
all_stuck() {
  local n
  for n in "$@"; do is_state "$n" stuck || return 1; done
}

# --- h. paused, disabled, ignored ---------------------------------------------------------------
scen_h() {
  scenario h "paused CR, disabled CR, ignored node; resume/enable/unignore free them"
  cr rr-hp hp "  runtimeRequired: true" '"skyhook.nvidia.com/pause": "true"'
  cr rr-hd hd "  runtimeRequired: true" '"skyhook.nvidia.com/disable": "true"'
  cr rr-hi hi "  runtimeRequired: true"
  node hp-1 "$POOL=hp"
  taint hp-1
  node hd-1 "$POOL=hd"
  taint hd-1
  node hi-1 "$POOL=hi" skyhook.nvidia.com/ignore=true
  taint hi-1
  check "hp-1: cr-paused" eventually 20 has_code hp-1 cr-paused
  check "hd-1: cr-disabled" eventually 20 has_code hd-1 cr-disabled
  check "hi-1: node-ignored" eventually 20 has_code hi-1 node-ignored
  check "operator keeps all three gated" throughout 8 all_tainted hp-1 hd-1 hi-1
  check "operator: hp-1 paused" op_status_is hp-1 rr-hp paused
  check "operator: hi-1 blocked" op_status_is hi-1 rr-hi blocked
  check "remedy resume runs" run_remedy hp-1 cr-paused
  check "remedy enable runs" run_remedy hd-1 cr-disabled
  check "remedy unignore runs" run_remedy hi-1 node-ignored
  check "hp-1 released" released hp-1
  check "hd-1 released" released hd-1
  check "hi-1 released" released hi-1
  # h3: complete node, CR paused again, gate taint put back: removal ignores pause.
  kubectl annotate skyhook rr-hp skyhook.nvidia.com/pause=true --overwrite >/dev/null
  sleep 3
  freeze
  taint hp-1
  check "h3 before: gated, no stuck blocker (removal ignores pause)" no_stuck_blocker hp-1
  thaw
  check "h3: operator removed the taint from the paused, complete node" eventually 30 no_taint hp-1 skyhook.nvidia.com
  scenario_end
}
all_tainted() {
  local n
  for n in "$@"; do has_taint "$n" skyhook.nvidia.com || return 1; done
}

# --- i. priorities and a reboot interrupt -------------------------------------------------------
scen_i() {
  scenario i "two runtime-required CRs (priority 1 with dependsOn, 2); a reboot-interrupt package"
  PKGS="    slow:
      version: \"1.0.0\"
      image: ghcr.io/nvidia/skyhook/agentless
    slower:
      version: \"1.0.0\"
      image: ghcr.io/nvidia/skyhook/agentless
      dependsOn: {slow: \"1.0.0\"}" cr prio-one i "  runtimeRequired: true
  priority: 1"
  cr prio-two i "  runtimeRequired: true
  priority: 2"
  freeze
  node i-1 "$POOL=i"
  taint i-1
  show i-1
  check "before: waiting-priority while prio-one has not run" has_code i-1 waiting-priority
  check "before: gated, not stuck" is_state i-1 gated
  thaw
  check "operator runs prio-one first (prio-two waits)" eventually 30 op_status_is i-1 prio-two waiting
  check "released after both" released i-1
  check "operator: prio-two complete" op_status_is i-1 prio-two complete
  PKGS="    rebooter:
      version: \"1.0.0\"
      image: ghcr.io/nvidia/skyhook/agentless
      interrupt: {type: reboot}" cr intr i2 "  runtimeRequired: true"
  node i2-1 "$POOL=i2"
  taint i2-1
  check "i2: gated (never stuck) while the interrupt runs" throughout 6 no_stuck_blocker i2-1
  check "i2: released (operator uncordoned and removed the taint)" released i2-1
  check "i2: not left cordoned" eventually 10 not_cordoned i2-1
  scenario_end
}
not_cordoned() { [[ $(node_json "$1" | jq -r '.spec.unschedulable // false') == false ]] || { echo "$1 cordoned"; return 1; }; }

# --- k. batch-held ------------------------------------------------------------------------------
scen_k() {
  scenario k "a picked node gets an untolerated taint mid-run: it holds the CR's batch (batch-held)"
  cr rr-k k "  runtimeRequired: true"
  # k-1's stages run 15 s, so it is surely still in its first stage when the taint lands.
  node k-1 "$POOL=k" "$SLOW=15"
  taint k-1
  check "setup: operator picked k-1" eventually 30 op_status_is k-1 rr-k in_progress
  freeze
  kubectl taint node k-1 example.com/maintenance=true:NoSchedule >/dev/null
  kubectl label node k-1 "$SLOW-" >/dev/null
  node k-2 "$POOL=k"
  taint k-2
  thaw
  sleep 20
  show k-1
  show k-2
  check "operator never picks k-2 while k-1 holds the batch" throughout 10 op_status_is k-2 rr-k waiting
  check "operator: k-1 blocked" op_status_is k-1 rr-k blocked
  check "plugin: k-1 stuck, taint-not-tolerated" has_code k-1 taint-not-tolerated
  check "plugin: k-2 stuck, batch-held" has_code k-2 batch-held
  check "plugin: batch-held names the holding node k-1" message_has k-2 batch-held k-1
  check "plugin: k-2 state stuck" is_state k-2 stuck
  check "wait on k-2 fails fast" wait_outcome k-2 failed --timeout 30s
  check "k-2's remedy (the holding node's fix) runs" run_remedy k-2 batch-held
  check "k-1 released" after_remedy released k-1
  check "k-2 released" after_remedy released k-2
  scenario_end
}

# --- l. rollout-stopped -------------------------------------------------------------------------
scen_l() {
  scenario l "DeploymentPolicy failureThreshold 1, first node fails: the rollout stops (rollout-stopped)"
  kubectl apply -f - >/dev/null <<YAML
apiVersion: skyhook.nvidia.com/v1alpha1
kind: DeploymentPolicy
metadata: {name: dp-l}
spec:
  default:
    budget: {count: 1}
    strategy:
      fixed: {initialBatch: 1, batchThreshold: 100, failureThreshold: 1, safetyLimit: 50}
YAML
  node l-1 "$POOL=l" "$FAIL=spencer"
  taint l-1
  sleep 1
  node l-2 "$POOL=l"
  taint l-2
  sleep 1
  node l-3 "$POOL=l"
  taint l-3
  cr rr-l l "  runtimeRequired: true
  deploymentPolicy: dp-l"
  check "setup: l-1 fails" eventually "$WAIT" restarts_ge l-1 rr-l 1
  check "operator stops the rollout (shouldStop)" eventually 60 should_stop rr-l
  show l-1
  show l-2
  check "operator never picks l-2/l-3" throughout 10 op_status_is l-2 rr-l waiting
  check "plugin: l-2 stuck, rollout-stopped" has_code l-2 rollout-stopped
  check "plugin: l-3 stuck, rollout-stopped" has_code l-3 rollout-stopped
  check "plugin: rollout-stopped names the failed node l-1" message_has l-2 rollout-stopped l-1
  check "wait on l-2 fails fast" wait_outcome l-2 failed --timeout 30s
  # The person fixes the failure, then runs the command the plugin printed.
  kubectl label node l-1 "$FAIL-" >/dev/null
  sleep 5
  check "the printed restart command runs" run_remedy l-2 rollout-stopped
  check "l-1 released" after_remedy released l-1
  check "l-2 released" after_remedy released l-2
  check "l-3 released" after_remedy released l-3
  scenario_end
}
should_stop() { kubectl get skyhook "$1" -o json | jq -e '[.status.compartmentStatuses[]?.batchState.shouldStop] | any' >/dev/null || { echo "no shouldStop on $1"; return 1; }; }

# --- m. operator-halted -------------------------------------------------------------------------
scen_m() {
  scenario m "one invalid Skyhook halts the operator for every CR (operator-halted)"
  PKGS="    pkg2:
      version: \"1.0.0\"
      image: ghcr.io/nvidia/skyhook/agentless" cr bad-m m-bad "  runtimeRequired: true"
  cr rr-m m "  runtimeRequired: true"
  node m-1 "$POOL=m"
  taint m-1
  sleep 20
  show m-1
  check "operator did nothing for the valid CR" op_status_is m-1 rr-m none
  check "operator logs the validation error" grep -q 'error validating skyhook \[bad-m\]' "$ORACLE_DIR/operator.log"
  check "plugin: m-1 stuck, operator-halted" has_code m-1 operator-halted
  check "plugin: operator-halted names bad-m" message_has m-1 operator-halted bad-m
  check "plugin: and the rule (package name)" message_has m-1 operator-halted pkg2
  check "wait on m-1 fails fast" wait_outcome m-1 failed --timeout 30s
  check "remedy names the invalid CR" message_has m-1 operator-halted bad-m
  local r
  r=$(remedy_of m-1 operator-halted)
  if [[ $r == "kubectl edit "* ]]; then
    # An editor session cannot be replayed; "fix or delete that CR": delete what it opens.
    printf '          remedy> %s (an editor: deleting that object instead)\n' "$r" >&3
    rm -f "$ORACLE_DIR/remedy.failed"
    # shellcheck disable=SC2086 # the remedy's words are the arguments
    check "the object the remedy opens can be deleted" kubectl delete ${r#kubectl edit }
  else
    check "remedy runs" run_remedy m-1 operator-halted
  fi
  check "m-1 released once bad-m is gone" after_remedy released m-1
  scenario_end
}

# --- n. reboot ----------------------------------------------------------------------------------
scen_n() {
  scenario n "node reboots (new bootID), REAPPLY_ON_REBOOT=true, v0.15: reset, no re-taint (rebooted)"
  cr auto-n n "  runtimeRequired: true
  autoTaintNewNodes: true"
  node n-1 "$POOL=n"
  check "setup: released" released n-1
  check "setup: operator recorded the boot ID" eventually 20 boot_recorded auto-n n-1 boot-n-1-1
  local starts
  starts=$(pod_starts n-1)
  freeze
  kubectl patch node n-1 --subresource=status --type=merge -p '{"status":{"nodeInfo":{"bootID":"boot-n-1-2"}}}' >/dev/null
  show n-1
  check "before: plugin reports rebooted" has_code n-1 rebooted
  check "before: v0.15 never re-taints, so not pending-taint" not_state n-1 pending-taint
  thaw
  check "operator moved the recorded boot ID" eventually 30 boot_recorded auto-n n-1 boot-n-1-2
  check "operator re-ran the packages (state reset)" eventually 30 more_starts n-1 "$starts"
  check "v0.15 did not re-taint" no_taint n-1 skyhook.nvidia.com
  check "plugin: released again, rebooted gone" eventually 60 released_without_rebooted n-1
  scenario_end
}
# pod_starts NODE: package pods the fake kubelet has started on NODE so far.
pod_starts() { grep -ac "started .* on $1\$" "$ORACLE_DIR/kubelet.log"; }
more_starts() { (($(pod_starts "$1") > $2)) || { echo "no new package pod on $1"; return 1; }; }
boot_recorded() { kubectl get skyhook "$1" -o json | jq -e --arg n "$2" --arg b "$3" '.status.nodeBootIds[$n] == $b' >/dev/null || { echo "nodeBootIds[$2] is $(kubectl get skyhook "$1" -o json | jq -c --arg n "$2" '.status.nodeBootIds[$n]')"; return 1; }; }
not_state() {
  local s
  s=$(item "$1" | jq -r .state)
  [[ $s != "$2" ]] || { echo "plugin says $1 is $2"; return 1; }
}
released_without_rebooted() { is_state "$1" released && lacks_code "$1" rebooted; }

# --- p. a package image that cannot be pulled (NVIDIA/nodewright#306) -----------------
# package_pod_pull NODE: the reason a package pod on NODE waits for its image (ErrImagePull,
# ImagePullBackOff), as the (fake) kubelet writes it.
package_pod_pull() {
  kubectl get pods -n "$OPERATOR_NAMESPACE" --field-selector "spec.nodeName=$1,status.phase=Pending" -o json |
    jq -r '[.items[].status | (.initContainerStatuses // []) + (.containerStatuses // []) | .[].state.waiting.reason // empty | select(test("ImagePull"))][0] // empty'
}
pull_waits() { [[ -n $(package_pod_pull "$1") ]] || { echo "no package pod of $1 waits for its image"; return 1; }; }
package_pods_of() { kubectl get pods -n "$OPERATOR_NAMESPACE" --field-selector "spec.nodeName=$1" -o name; }
scen_p() {
  scenario p "runtime-required CR, the package's image cannot be pulled on the node (v0.15: the stage waits for ever, upstream #306), then the registry serves it"
  node p-1 "$POOL=p" "$UNPULLABLE=spencer"
  taint p-1
  cr rr-p p "  runtimeRequired: true"
  check "kubelet: the package pod waits for its image" eventually "$WAIT" pull_waits p-1
  show p-1
  check "plugin: stuck, image-unpullable" has_code p-1 image-unpullable
  check "plugin: state stuck" is_state p-1 stuck
  check "the message names the pod's image and why v0.15 waits for ever" message_has p-1 image-unpullable "fails a stage only on CrashLoopBackOff"
  check "operator keeps the taint while the image is not pulled" throughout 20 has_taint p-1 skyhook.nvidia.com
  check "operator never calls it erroring: the stage stays in progress" op_status_is p-1 rr-p in_progress
  check "wait fails fast, naming image-unpullable" wait_fails_fast_with p-1 image-unpullable
  # What the message says to do: fix the cause (here the registry now serves the image), then
  # delete the pod so the stage starts again.
  kubectl label node p-1 "$UNPULLABLE-" >/dev/null
  local pods
  pods=$(package_pods_of p-1)
  [[ -z $pods ]] || kubectl delete -n "$OPERATOR_NAMESPACE" $pods --wait=false >/dev/null
  check "operator started the stage again and released p-1" eventually "$WAIT" no_taint p-1 skyhook.nvidia.com
  check "after: plugin says released, image-unpullable gone" released p-1
  show p-1
  scenario_end
}

# --- q. package logs while a stage runs (NVIDIA's cli/package with a kubelet serving logs)
# pod_in_stage NODE: a package pod on NODE has an init container running (the others not started).
pod_in_stage() {
  kubectl get pods -n "$OPERATOR_NAMESPACE" --field-selector "spec.nodeName=$1" -o json |
    jq -e '[.items[].status.initContainerStatuses[]? | select(.state.running)] | length > 0' >/dev/null ||
    { echo "no package pod of $1 runs a stage"; return 1; }
}
# logs_mid_stage NODE CR: `package logs` reads the running container and names those not started,
# exit 0 (the Go CLI's behaviour; the kubelet refuses a log of a container waiting to start). The
# build before 592ab1d asked for every container, got 400 twice and exited 1.
logs_mid_stage() {
  local out rc
  out=$("$NW" package logs spencer --nodewright "$2" --node "$1" 2>"$ORACLE_DIR/q-logs.err")
  rc=$?
  printf '%s\n' "$out" >"$ORACLE_DIR/q-logs.out"
  ((rc == 0)) || { echo "exit $rc: $(tail -c 600 "$ORACLE_DIR/q-logs.err")"; return 1; }
  grep -q "has not started, no log yet" "$ORACLE_DIR/q-logs.err" || { echo "no waiting container named: $(tail -c 600 "$ORACLE_DIR/q-logs.err")"; return 1; }
  # The running container is the package's copy step, which prints nothing: its log was asked for
  # and served (200), the waiting ones were not asked for (no 400).
  grep -q "logs GET /containerLogs/$OPERATOR_NAMESPACE/[^ ]*/spencer-init[^ ]* -> 200" "$ORACLE_DIR/kubelet.log" ||
    { echo "the running container's log was not read: $(grep 'logs GET' "$ORACLE_DIR/kubelet.log" | tail -3)"; return 1; }
  ! grep -q "logs GET .*spencer-apply[^ ]* -> 400" "$ORACLE_DIR/kubelet.log" ||
    { echo "a container that has not started was asked for"; return 1; }
}
scen_q() {
  scenario q "package logs while a stage runs: the running container's log, the containers not started named, exit 0"
  # The kubelet serves container logs from here on (kubelet.py, KUBELET_SERVE_LOGS).
  KUBELET_SERVE_LOGS=1 kubelet_start
  node q-1 "$POOL=q" "$SLOW=40"
  cr rr-q q "  runtimeRequired: true"
  check "a package pod of q-1 runs its stage" eventually "$WAIT" pod_in_stage q-1
  check "package logs reads it and names the containers not started" logs_mid_stage q-1 rr-q
  scenario_end
}

# --- o. one story in every view -----------------------------------------------------------
scen_o() {
  scenario o "linear DeploymentPolicy (budget 3, failureThreshold 3) over 12 nodes, one crash-looping package: the batch is held, every view says so"
  kubectl apply -f - >/dev/null <<YAML
apiVersion: skyhook.nvidia.com/v1alpha1
kind: DeploymentPolicy
metadata: {name: dp-o}
spec:
  default:
    budget: {count: 3}
    strategy:
      linear: {initialBatch: 1, delta: 1, batchThreshold: 100, failureThreshold: 3, safetyLimit: 50}
YAML
  # Picked in creation order, then by name: o-01 alone, then o-02 with o-03, whose package fails.
  local i n nine=()
  for i in $(seq -w 1 12); do
    n=o-$i
    if [[ $n == o-03 ]]; then node "$n" "$POOL=o" "$FAIL=spencer"; else node "$n" "$POOL=o"; fi
    taint "$n"
    ((10#$i > 3)) && nine+=("$n")
  done
  cr rr-o o "  runtimeRequired: true
  deploymentPolicy: dp-o"
  check "setup: o-01 and o-02 complete" eventually "$WAIT" all_op_status rr-o complete o-01 o-02
  check "setup: o-03 crash-loops" eventually "$WAIT" restarts_ge o-03 rr-o 2
  check "operator keeps the batch on o-03: the nine wait" throughout 10 all_op_status rr-o waiting "${nine[@]}"
  # The issue's exposed node: its gate taint gone (by hand here), still held.
  kubectl taint node o-05 "$GATE-" >/dev/null
  freeze
  record_world "$ORACLE_DIR/held-rollout.json" o rr-o dp-o held=o-03 exposed=o-05
  for n in o-03 o-04 o-05; do show "$n"; done
  check "status: the nine are batch-held" all_have_code batch-held "${nine[@]}"
  check "status: batch-held names o-03" message_has o-04 batch-held o-03
  check "status: o-05 is exposed" is_state o-05 exposed
  check "rollout: the compartment is held by o-03" compartment_state_is rr-o held o-03
  check "rollout: no ETA, and its basis names o-03" no_eta_naming rr-o o-03
  check "rollout: holding is what status says needs a person" holding_is_status rr-o o
  check "rollout --watch: its first frame tells the same story" watch_tells_the_same rr-o
  check "rollout table: STATE held" table_state_is rr-o held
  check "wait on the exposed o-05 fails fast with batch-held" wait_fails_fast_with o-05 batch-held
  thaw
  check "operator: still none of the nine picked" throughout 8 all_op_status rr-o waiting "${nine[@]}"
  # The person fixes the package (the failure clears); the operator moves on by itself.
  kubectl label node o-03 "$FAIL-" >/dev/null
  check "o-03 released once its package runs" released o-03
  check "rollout: the compartment moves again" eventually 60 compartment_state_in rr-o moving idle done
  check "o-04 picked and released" released o-04
  scenario_end
}
all_op_status() {
  local cr=$1 want=$2 n
  shift 2
  for n in "$@"; do op_status_is "$n" "$cr" "$want" || return 1; done
}
all_have_code() {
  local code=$1 n
  shift
  for n in "$@"; do has_code "$n" "$code" || return 1; done
}
compartment_state_in() {
  local s cr=$1
  shift
  s=$(rollout_item "$cr" | jq -r '.compartments[0].state')
  [[ " $* " == *" $s "* ]] || { echo "rollout $cr: state $s, expected one of $*"; return 1; }
}

# --- j. pre-rename operator configured with the new key ------------------------------------------
scen_j() {
  scenario j "v0.15 operator configured with nodewright.nvidia.com: the legacy key is not recognised"
  operator_start RUNTIME_REQUIRED_TAINT=nodewright.nvidia.com=runtime-required:NoSchedule
  freeze
  cr rr-j j "  runtimeRequired: true"
  node j-legacy "$POOL=j"
  taint j-legacy skyhook.nvidia.com=runtime-required:NoSchedule
  node j-new "$POOL=j"
  taint j-new nodewright.nvidia.com=runtime-required:NoSchedule
  node j-both "$POOL=j"
  taint j-both skyhook.nvidia.com=runtime-required:NoSchedule
  taint j-both nodewright.nvidia.com=runtime-required:NoSchedule
  for n in j-legacy j-new j-both; do show "$n"; done
  check "j-legacy: stuck, unrecognised-taint (no legacy window before v0.18)" has_code j-legacy unrecognised-taint
  check "j-legacy: no legacy-taint verdict" lacks_code j-legacy legacy-taint
  check "j-both: stuck too" is_state j-both stuck
  check "j-new: gated by the configured taint" is_state j-new gated
  check "migration taints would swap j-legacy (not refused)" "$NW" migration taints j-legacy --dry-run
  thaw
  check "operator released j-new" released j-new
  check "operator: j-legacy blocked" eventually 30 op_status_is j-legacy rr-j blocked
  check "operator never removes the legacy taint" throughout 5 has_taint j-legacy skyhook.nvidia.com
  check "operator: j-both blocked, both taints kept" op_status_is j-both rr-j blocked
  check "remedy for j-legacy runs" run_remedy j-legacy unrecognised-taint
  check "j-legacy released" after_remedy released j-legacy
  check "remedy for j-both runs" run_remedy j-both unrecognised-taint
  check "j-both released" after_remedy released j-both
  scenario_end
}
