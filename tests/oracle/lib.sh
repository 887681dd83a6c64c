# shellcheck shell=bash
# Helpers of the oracle suite (sourced by tests/oracle/run): the real operator as a local process,
# the fake kubelet, nodes and CRs as the scenarios need them, the plugin's verdicts, and a small
# check/record layer that turns every comparison into a pass or a fail of the current scenario.
#
# Needs: KUBECONFIG, NW (plugin binary), OPERATOR_BIN, ORACLE_DIR (scratch: logs, pid files);
# REPO (the checkout) for kcm_bin.

OPERATOR_NAMESPACE=${OPERATOR_NAMESPACE:-skyhook}
OPERATOR_DEPLOYMENT=skyhook-operator-controller-manager
# What the operator's Deployment would run; the plugin reads the version from its image tag.
OPERATOR_IMAGE=${OPERATOR_IMAGE:-nvcr.io/nvidia/skyhook/operator:v0.15.0}
GATE=skyhook.nvidia.com=runtime-required:NoSchedule
POOL=oracle.kubectl-nodewright.dev/pool
FAIL=oracle.kubectl-nodewright.dev/fail
SLOW=oracle.kubectl-nodewright.dev/run-seconds
# A node label naming a package whose image the fake kubelet cannot pull there (kubelet.py).
UNPULLABLE=oracle.kubectl-nodewright.dev/unpullable
WAIT=${ORACLE_WAIT:-90}

ts() { date -u +%H:%M:%S; }
say() { printf '%s %s\n' "$(ts)" "$*"; }

# --- recording --------------------------------------------------------------------------------

SCEN=""
declare -A SCEN_PASS SCEN_FAIL SCEN_FIRST SCEN_DESC SCEN_T0 SCEN_SECS
SCEN_ORDER=()

scenario() {
  SCEN=$1
  SCEN_ORDER+=("$1")
  SCEN_DESC[$1]=$2
  SCEN_PASS[$1]=0
  SCEN_FAIL[$1]=0
  SCEN_T0[$1]=$SECONDS
  printf '\n=== %s scenario %s: %s\n' "$(ts)" "$1" "$2"
}

scenario_end() { SCEN_SECS[$SCEN]=$((SECONDS - SCEN_T0[$SCEN])); }

pass() {
  SCEN_PASS[$SCEN]=$((SCEN_PASS[$SCEN] + 1))
  printf '  ok    %s\n' "$1"
}

fail() {
  SCEN_FAIL[$SCEN]=$((SCEN_FAIL[$SCEN] + 1))
  [[ -n ${SCEN_FIRST[$SCEN]:-} ]] || SCEN_FIRST[$SCEN]="$1${2:+ ($2)}"
  printf '  FAIL  %s%s\n' "$1" "${2:+ -- $2}"
}

# check DESC CMD...: one comparison; CMD's stdout is kept as the detail of a failure.
check() {
  local desc=$1 out
  shift
  if out=$("$@" 2>&1); then pass "$desc"; else fail "$desc" "$(printf '%s' "$out" | tr '\n' ' ' | cut -c1-400)"; fi
}

# eventually SECONDS CMD...: CMD succeeds within SECONDS of wall time (polled every second; a
# plugin call can take seconds on a busy machine, so this counts time, not polls).
eventually() {
  local t=$1 out="" end=$((SECONDS + $1))
  shift
  while :; do
    if out=$("$@" 2>&1); then return 0; fi
    ((SECONDS < end)) || break
    sleep 1
  done
  printf 'not within %ss: %s' "$t" "$out"
  return 1
}

# throughout SECONDS CMD...: CMD holds at every poll for SECONDS (the operator leaves it so).
throughout() {
  local out t0=$SECONDS end=$((SECONDS + $1))
  shift
  while ((SECONDS < end)); do
    out=$("$@" 2>&1) || {
      printf 'stopped holding after %ss: %s' "$((SECONDS - t0))" "$out"
      return 1
    }
    sleep 1
  done
}

report() {
  local s agree=0 total=0 checks_ok=0 checks=0
  printf '\n=== results (operator %s, plugin %s)\n' "${OPERATOR_DESC:-?}" "$("$NW" version --client 2>/dev/null | head -1)"
  for s in "${SCEN_ORDER[@]}"; do
    total=$((total + 1))
    checks_ok=$((checks_ok + SCEN_PASS[$s]))
    checks=$((checks + SCEN_PASS[$s] + SCEN_FAIL[$s]))
    if ((SCEN_FAIL[$s] == 0)); then
      agree=$((agree + 1))
      printf 'AGREE     %-3s %2d/%-2d checks %4ss  %s\n' "$s" "${SCEN_PASS[$s]}" "$((SCEN_PASS[$s] + SCEN_FAIL[$s]))" "${SCEN_SECS[$s]:-?}" "${SCEN_DESC[$s]}"
    else
      printf 'DISAGREE  %-3s %2d/%-2d checks %4ss  %s\n          first failure: %s\n' "$s" "${SCEN_PASS[$s]}" "$((SCEN_PASS[$s] + SCEN_FAIL[$s]))" "${SCEN_SECS[$s]:-?}" "${SCEN_DESC[$s]}" "${SCEN_FIRST[$s]}"
    fi
  done
  printf '%d/%d scenarios agree (%d passed, %d failed of %d checks)\n' "$agree" "$total" "$checks_ok" "$((checks - checks_ok))" "$checks"
  ((agree == total))
}

# --- the operator and the fake kubelet -------------------------------------------------------

# stop_pid NAME: stop the process whose PID we recorded in $ORACLE_DIR/NAME.pid (only that one).
stop_pid() {
  local f=$ORACLE_DIR/$1.pid pid i
  [[ -f $f ]] || return 0
  pid=$(<"$f")
  rm -f "$f"
  kill -0 "$pid" 2>/dev/null || return 0
  kill -CONT "$pid" 2>/dev/null
  kill -TERM "$pid" 2>/dev/null
  for ((i = 0; i < 50; i++)); do
    kill -0 "$pid" 2>/dev/null || return 0
    sleep 0.1
  done
  kill -KILL "$pid" 2>/dev/null
}

# operator_start [VAR=VALUE...]: (re)start the operator process with this configuration, and
# write the same configuration into its Deployment object, which is what the plugin reads.
operator_start() {
  local taint=$GATE reapply=true kv
  for kv in "$@"; do
    case $kv in
    RUNTIME_REQUIRED_TAINT=*) taint=${kv#*=} ;;
    REAPPLY_ON_REBOOT=*) reapply=${kv#*=} ;;
    esac
  done
  stop_pid operator
  kubectl create namespace "$OPERATOR_NAMESPACE" --dry-run=client -o yaml | kubectl apply -f - >/dev/null
  kubectl apply -f - >/dev/null <<YAML
apiVersion: apps/v1
kind: Deployment
metadata:
  name: $OPERATOR_DEPLOYMENT
  namespace: $OPERATOR_NAMESPACE
  labels: {control-plane: controller-manager, app.kubernetes.io/name: skyhook-operator}
spec:
  replicas: 1
  selector: {matchLabels: {control-plane: controller-manager}}
  template:
    metadata: {labels: {control-plane: controller-manager}}
    spec:
      containers:
      - name: manager
        image: $OPERATOR_IMAGE
        env:
        - {name: NAMESPACE, value: "$OPERATOR_NAMESPACE"}
        - {name: RUNTIME_REQUIRED_TAINT, value: "$taint"}
        - {name: REAPPLY_ON_REBOOT, value: "$reapply"}
        - {name: ENABLE_WEBHOOKS, value: "false"}
YAML
  kubectl -n "$OPERATOR_NAMESPACE" patch deployment "$OPERATOR_DEPLOYMENT" --subresource=status --type=merge \
    -p '{"status":{"observedGeneration":1,"replicas":1,"readyReplicas":1,"availableReplicas":1,"updatedReplicas":1}}' >/dev/null
  echo "--- operator start $(ts): RUNTIME_REQUIRED_TAINT=$taint REAPPLY_ON_REBOOT=$reapply" >>"$ORACLE_DIR/operator.log"
  NAMESPACE=$OPERATOR_NAMESPACE RUNTIME_REQUIRED_TAINT=$taint REAPPLY_ON_REBOOT=$reapply \
    ENABLE_WEBHOOKS=false METRICS_PORT=${OPERATOR_METRICS_PORT:-0} PROBE_PORT=0 LOG_LEVEL=info \
    AGENT_IMAGE=${OPERATOR_AGENT_IMAGE:-ghcr.io/nvidia/skyhook/agent:v6.3.0} PAUSE_IMAGE=registry.k8s.io/pause:3.10 \
    setsid "$OPERATOR_BIN" >>"$ORACLE_DIR/operator.log" 2>&1 </dev/null &
  echo $! >"$ORACLE_DIR/operator.pid"
  sleep 2
  kill -0 "$(<"$ORACLE_DIR/operator.pid")" 2>/dev/null || {
    tail -20 "$ORACLE_DIR/operator.log" >&2
    return 1
  }
  say "operator running (pid $(<"$ORACLE_DIR/operator.pid"), taint $taint, REAPPLY_ON_REBOOT=$reapply)"
}

kubelet_start() {
  stop_pid kubelet
  OPERATOR_NAMESPACE=$OPERATOR_NAMESPACE setsid python3 "$ORACLE_HOME/kubelet.py" >>"$ORACLE_DIR/kubelet.log" 2>&1 </dev/null &
  echo $! >"$ORACLE_DIR/kubelet.pid"
}

# While frozen (SIGSTOP on the recorded PID) the operator does nothing: the plugin's view then is
# its prediction, made before the operator acts.
freeze() { kill -STOP "$(<"$ORACLE_DIR/operator.pid")"; }
thaw() { kill -CONT "$(<"$ORACLE_DIR/operator.pid")"; }

# --- objects ----------------------------------------------------------------------------------

# node NAME [label=value...]: a node as a kubelet registers it (Ready, capacity, a boot ID).
node() {
  local name=$1 labels kv now
  shift
  labels="\"kubernetes.io/hostname\": \"$name\", \"kubernetes.io/os\": \"linux\""
  for kv in "$@"; do labels+=", \"${kv%%=*}\": \"${kv#*=}\""; done
  now=$(date -u +%Y-%m-%dT%H:%M:%SZ)
  kubectl create -f - >/dev/null <<JSON
{"apiVersion": "v1", "kind": "Node", "metadata": {"name": "$name", "labels": {$labels}},
 "status": {
   "conditions": [
     {"type": "Ready", "status": "True", "reason": "KubeletReady", "message": "kubelet is posting ready status", "lastHeartbeatTime": "$now", "lastTransitionTime": "$now"},
     {"type": "MemoryPressure", "status": "False", "reason": "KubeletHasSufficientMemory", "lastHeartbeatTime": "$now", "lastTransitionTime": "$now"},
     {"type": "DiskPressure", "status": "False", "reason": "KubeletHasNoDiskPressure", "lastHeartbeatTime": "$now", "lastTransitionTime": "$now"},
     {"type": "PIDPressure", "status": "False", "reason": "KubeletHasSufficientPID", "lastHeartbeatTime": "$now", "lastTransitionTime": "$now"}],
   "capacity": {"cpu": "32", "memory": "256Gi", "pods": "110"},
   "allocatable": {"cpu": "31", "memory": "250Gi", "pods": "110"},
   "nodeInfo": {"bootID": "boot-$name-1", "machineID": "m-$name", "systemUUID": "u-$name", "kernelVersion": "6.8.0",
                "osImage": "Ubuntu 24.04", "containerRuntimeVersion": "containerd://1.7.0", "kubeletVersion": "v1.34.4",
                "kubeProxyVersion": "", "operatingSystem": "linux", "architecture": "amd64"}}}
JSON
}

# taint NODE [key=value:effect]
taint() { kubectl taint node "$1" "${2:-$GATE}" --overwrite >/dev/null; }

# cr NAME POOL [extra spec lines] [metadata annotations]: a Skyhook selecting POOL, with one
# package (`spencer` 3.2.3) unless PKGS holds the packages block.
cr() {
  local name=$1 pool=$2 extra=${3:-} ann=${4:-}
  local pkgs=${PKGS:-"    spencer:
      version: \"3.2.3\"
      image: ghcr.io/nvidia/skyhook/agentless"}
  kubectl apply -f - >/dev/null <<YAML
apiVersion: skyhook.nvidia.com/v1alpha1
kind: Skyhook
metadata:
  name: $name
  annotations: {$ann}
spec:
  nodeSelectors: {matchLabels: {$POOL: "$pool"}}
$extra
  packages:
$pkgs
YAML
}

# --- what the operator did (facts read from the API server) ----------------------------------

node_json() { kubectl get node "$1" -o json; }
has_taint() { node_json "$1" | jq -e --arg k "$2" '[(.spec.taints // [])[] | select(.key == $k)] | length > 0' >/dev/null || { echo "$1 has no $2 taint"; return 1; }; }
no_taint() { ! node_json "$1" | jq -e --arg k "$2" '[(.spec.taints // [])[] | select(.key == $k)] | length > 0' >/dev/null || { echo "$1 still has $2: $(taints "$1")"; return 1; }; }
taints() { node_json "$1" | jq -c '[(.spec.taints // [])[] | "\(.key)=\(.value // ""):\(.effect)"]'; }
# op_status NODE CR: the operator's status_<CR> annotation on the node.
op_status() { node_json "$1" | jq -r --arg k "skyhook.nvidia.com/status_$2" '.metadata.annotations[$k] // "none"'; }
op_status_is() { local s; s=$(op_status "$1" "$2"); [[ $s == "$3" ]] || { echo "status_$2 on $1 is $s, not $3"; return 1; }; }
restarts_ge() { node_json "$1" | jq -e --arg k "skyhook.nvidia.com/nodeState_$2" --argjson n "$3" '(.metadata.annotations[$k] // "{}" | fromjson | [.[] | .restarts // 0] | max // 0) >= $n' >/dev/null || { echo "restarts on $1 below $3"; return 1; }; }

# --- the plugin's verdicts --------------------------------------------------------------------

item() { "$NW" status "$1" -o json "${@:2}" 2>>"$ORACLE_DIR/plugin.stderr" | jq -c '.items[0]'; }
# verdict NODE: "state [codes]" for the transcript.
verdict() { item "$1" | jq -r '"\(.state) taint=\(.taint.kind // "none") blockers=\([.blockers[].code] | join(","))"'; }
show() { printf '  %-9s plugin: %s   node: %s\n' "$1" "$(verdict "$1")" "$(taints "$1")"; }

# is_state NODE STATE [status flags]
is_state() {
  local s
  s=$(item "$1" "${@:3}" | jq -r .state)
  [[ $s == "$2" ]] || { echo "plugin says $1 is $s ($(verdict "$1")), expected $2"; return 1; }
}
has_code() {
  item "$1" "${@:3}" | jq -e --arg c "$2" '[.blockers[].code] | index($c) != null' >/dev/null ||
    { echo "no $2 blocker on $1: $(verdict "$1")"; return 1; }
}
lacks_code() {
  ! item "$1" "${@:3}" | jq -e --arg c "$2" '[.blockers[].code] | index($c) != null' >/dev/null ||
    { echo "unexpected $2 blocker on $1: $(verdict "$1")"; return 1; }
}
no_stuck_blocker() {
  local s
  s=$(item "$1" | jq -r .state)
  [[ $s != stuck ]] || { echo "plugin says $1 is stuck: $(verdict "$1")"; return 1; }
}
# message_has NODE CODE TEXT: the blocker's message (or remedy) names TEXT.
message_has() {
  item "$1" | jq -e --arg c "$2" --arg t "$3" '[.blockers[] | select(.code == $c) | (.message + " " + .remedy)] | any(contains($t))' >/dev/null ||
    { echo "$2 on $1 does not name '$3': $(item "$1" | jq -c --arg c "$2" '[.blockers[] | select(.code == $c)]')"; return 1; }
}
remedy_of() { item "$1" | jq -r --arg c "$2" '[.blockers[] | select(.code == $c)][0].remedy // empty'; }
taint_kind_is() {
  local k
  k=$(item "$1" | jq -r '.taint.kind // "none"')
  [[ $k == "$2" ]] || { echo "taint kind of $1 is $k, expected $2"; return 1; }
}

# record_world FILE POOL CR POLICY [KEY=VALUE...]: the nodes of POOL, the Skyhook CR (spec and
# status) and its DeploymentPolicy as the API server holds them, trimmed to what a replay needs,
# with the time of recording and the KEY=VALUE notes (e.g. held=o-03): the format
# tests/rollout.rs replays from tests/recorded/.
record_world() {
  local file=$1 pool=$2 cr=$3 dp=$4 kv notes='{}'
  for kv in "${@:5}"; do notes=$(jq -c --arg k "${kv%%=*}" --arg v "${kv#*=}" '. + {($k): $v}' <<<"$notes"); done
  jq -n --argjson notes "$notes" --arg at "$(date -u +%Y-%m-%dT%H:%M:%SZ)" --arg image "$OPERATOR_IMAGE" --arg taint "$GATE" \
    --arg plabel "$POOL" --arg pool "$pool" --arg source "tests/oracle scenario $SCEN against $OPERATOR_IMAGE" \
    --slurpfile nodes <(kubectl get nodes -l "$POOL=$pool" -o json) \
    --slurpfile cr <(kubectl get skyhook "$cr" -o json) \
    --slurpfile dp <(kubectl get deploymentpolicies.skyhook.nvidia.com "$dp" -o json) '
    def meta: {name: .metadata.name}
      + (if .metadata.labels then {labels: .metadata.labels} else {} end)
      + (if .metadata.annotations then {annotations: (.metadata.annotations
          | with_entries(select(.key != "kubectl.kubernetes.io/last-applied-configuration")))} else {} end);
    {recordedAt: $at, source: $source, operatorImage: $image, runtimeRequiredTaint: $taint,
     poolLabel: $plabel, pool: $pool,
     deploymentPolicies: [$dp[0] | {apiVersion, kind, metadata: meta, spec}],
     crs: [$cr[0] | {apiVersion, kind, metadata: meta, spec, status}],
     nodes: [$nodes[0].items[] | {apiVersion: "v1", kind: "Node", metadata: meta,
       spec: ({taints: (.spec.taints // [])} + (if .spec.unschedulable then {unschedulable: true} else {} end)),
       status: {conditions: .status.conditions, nodeInfo: .status.nodeInfo}}]} + $notes' >"$file"
}

# rollout_item CR [flags]: the plugin's rollout of CR (JSON).
rollout_item() { "$NW" rollout "$1" -o json "${@:2}" 2>>"$ORACLE_DIR/plugin.stderr" | jq -c '.items[0]'; }
# story: what two reads of one state must agree on (the rate's figures and the stage times move
# with the clock; an ETA's seconds too).
STORY='del(.rate.nodesPerHour, .rate.basis, .stages) | if .eta then .eta = "an ETA" | .etaBasis = "at the rate of the moment" else . end'
# compartment_state_is CR STATE [HELD_BY]: the rollout's first compartment is STATE (held by HELD_BY).
compartment_state_is() {
  local c
  c=$(rollout_item "$1" | jq -c '.compartments[0] | {name, state, heldBy}')
  jq -e --arg s "$2" --arg h "${3:-}" '.state == $s and ($h == "" or .heldBy == [$h])' <<<"$c" >/dev/null ||
    { echo "rollout $1: $c, expected $2${3:+ held by $3}"; return 1; }
}
# no_eta_naming CR NODE: no ETA, and the basis names NODE.
no_eta_naming() {
  rollout_item "$1" | jq -e --arg n "$2" '.eta == null and (.etaBasis | contains($n))' >/dev/null ||
    { echo "rollout $1: $(rollout_item "$1" | jq -c '{eta, etaBasis}')"; return 1; }
}
# watch_tells_the_same CR: the first frame of `rollout --watch -o json` tells the one-shot's story.
watch_tells_the_same() {
  local one frame
  one=$(rollout_item "$1" | jq -cS "$STORY")
  frame=$(jq -cn 'input | .items[0]' < <(timeout 60 "$NW" rollout "$1" --watch --interval 1s -o json 2>>"$ORACLE_DIR/plugin.stderr") | jq -cS "$STORY")
  [[ -n $one && $one == "$frame" ]] || { echo "one-shot: $one  watch: $frame"; return 1; }
}
# table_state_is CR STATE: the STATE column of the compartment line says STATE.
table_state_is() {
  local line
  line=$(NO_COLOR=1 "$NW" rollout "$1" 2>>"$ORACLE_DIR/plugin.stderr" | grep -E '^  __default__ ')
  [[ " $line " == *" $2 "* ]] || { echo "compartment line: $line"; return 1; }
}
# holding_is_status CR POOL: rollout's holding (node, code) is status's nodes that need a person,
# with their first such code.
holding_is_status() {
  local a b
  a=$(rollout_item "$1" | jq -c '[.holding[] | select(.code != "stalled") | [.node, .code]] | sort')
  b=$("$NW" status -l "$POOL=$2" -o json 2>>"$ORACLE_DIR/plugin.stderr" | jq -c '[.items[]
    | [.name, ([.blockers[].code | select(IN("package-erroring","batch-held","rollout-stopped","priority-held","cr-paused","cr-disabled","node-ignored","taint-not-tolerated","taint-value-mismatch","unrecognised-taint","orphaned-taint","state-malformed","operator-missing","operator-halted","drain-blocked"))][0])]
    | select(.[1] != null)] | sort')
  [[ $a == "$b" ]] || { echo "rollout holds $a, status says $b"; return 1; }
}
# wait_fails_fast_with NODE CODE: `wait` fails within 30 s, naming CODE.
wait_fails_fast_with() {
  local r t0=$SECONDS
  r=$("$NW" wait "$1" -o json --interval 1s --timeout 90s 2>>"$ORACLE_DIR/plugin.stderr" | jq -c '.items[0] | {outcome, state, code: .blocker.code}')
  jq -e --arg c "$2" '.outcome == "failed" and .code == $c' <<<"$r" >/dev/null && ((SECONDS - t0 < 30)) ||
    { echo "wait $1 after $((SECONDS - t0))s: $r"; return 1; }
}

# wait_outcome NODE OUTCOME [wait flags]: `wait` ends with OUTCOME (met/failed/timed-out).
wait_outcome() {
  local o
  o=$("$NW" wait "$1" -o json --interval 1s "${@:3}" 2>>"$ORACLE_DIR/plugin.stderr" | jq -r '.items[0].outcome')
  [[ $o == "$2" ]] || { echo "wait $1 ended $o, expected $2"; return 1; }
}

# run_remedy NODE CODE: run the remedy the plugin prints for CODE on NODE, as a user would paste
# it (a `kubectl nodewright` write asks for confirmation, which the user gives). When the remedy
# is prose followed by ", then <command>", the command after the last "then" is run (the scenario
# has done the prose part).
run_remedy() {
  local r cmd
  touch "$ORACLE_DIR/remedy.failed"
  r=$(remedy_of "$1" "$2")
  [[ -n $r ]] || { echo "no $2 remedy on $1: $(verdict "$1")"; return 1; }
  case $r in
  kubectl\ *) cmd=$r ;;
  *then\ kubectl\ *) cmd="kubectl ${r##*then kubectl }" ;;
  *kubectl\ *) cmd="kubectl ${r#*kubectl }" ;;
  *)
    echo "remedy for $2 on $1 is not a command: $r"
    return 1
    ;;
  esac
  printf '          remedy> %s\n' "$cmd" >&3
  # EDITOR=true: a remedy that opens an editor changes nothing instead of hanging the suite.
  PATH=$ORACLE_DIR/bin:$PATH EDITOR=true KUBE_EDITOR=true bash -c "$cmd" </dev/null >>"$ORACLE_DIR/remedies.log" 2>&1 || {
    echo "remedy '$cmd' failed: $(tail -3 "$ORACLE_DIR/remedies.log" | tr '\n' ' ')"
    return 1
  }
  rm -f "$ORACLE_DIR/remedy.failed"
}

# after_remedy CMD...: CMD, unless the last remedy could not be run (then nothing was done, and
# waiting for a release would only burn the timeout).
after_remedy() {
  if [[ -f $ORACLE_DIR/remedy.failed ]]; then
    echo "not checked: the printed remedy could not be run"
    return 1
  fi
  "$@"
}

# A `kubectl-nodewright` on PATH for remedies: the plugin, confirming writes as the user would.
install_plugin_shim() {
  mkdir -p "$ORACLE_DIR/bin"
  cat >"$ORACLE_DIR/bin/kubectl-nodewright" <<EOF
#!/usr/bin/env bash
out=\$("$NW" "\$@" 2>&1); rc=\$?
if [[ \$rc -ne 0 && \$out == *"without confirmation"* ]]; then exec "$NW" "\$@" -y; fi
printf '%s\n' "\$out"; exit \$rc
EOF
  chmod +x "$ORACLE_DIR/bin/kubectl-nodewright"
}

# --- binaries of tests/oracle/e2e: chainsaw and kube-controller-manager, built once -----------

# K8S_VERSION is tests/cluster's (its kube-apiserver); both binaries are cached where it caches
# that one. Each helper prints the binary's path on stdout and nothing else (the runner captures
# it: CHAINSAW=$(chainsaw_bin)); its progress and the build's output go to stderr.
# tests/oracle_helpers.rs runs them with a cold cache and a stand-in go.
K8S_VERSION=v1.34.4
CHAINSAW_VERSION=v0.2.15
CACHE_DIR=${XDG_CACHE_HOME:-$HOME/.cache}/kubectl-nodewright

chainsaw_bin() {
  if [[ -n ${CHAINSAW_BIN:-} ]]; then
    printf '%s' "$CHAINSAW_BIN"
    return
  fi
  if command -v chainsaw >/dev/null && [[ $(chainsaw version 2>/dev/null) == *"$CHAINSAW_VERSION"* ]]; then
    command -v chainsaw
    return
  fi
  local bin=$CACHE_DIR/chainsaw-$CHAINSAW_VERSION
  if [[ ! -x $bin ]]; then
    # NVIDIA's Makefile pins v0.2.14, whose test runner does not compile with Go 1.26.
    say "building chainsaw $CHAINSAW_VERSION into $bin (minutes)" >&2
    local gobin=$CACHE_DIR/gobin-$$
    mkdir -p "$gobin" || return 1
    if ! GOBIN=$gobin nice -n 10 go install "github.com/kyverno/chainsaw@$CHAINSAW_VERSION" >&2; then
      rm -rf "$gobin"
      return 1
    fi
    mv -f "$gobin/chainsaw" "$bin" && rmdir "$gobin" || return 1
  fi
  printf '%s' "$bin"
}

# The same k8s.io/kubernetes release as tests/cluster's kube-apiserver, built from a copy of
# tests/apiserver's module (-mod=mod may add to go.sum; the repository's copy stays untouched).
kcm_bin() {
  if [[ -n ${KCM_BIN:-} ]]; then
    printf '%s' "$KCM_BIN"
    return
  fi
  local bin=$CACHE_DIR/kube-controller-manager-$K8S_VERSION src=$CACHE_DIR/kcm-src-$$
  if [[ ! -x $bin ]]; then
    say "building kube-controller-manager $K8S_VERSION into $bin (a cold build takes many minutes)" >&2
    mkdir -p "$CACHE_DIR" && rm -rf "$src" && cp -r "$REPO/tests/apiserver" "$src" || return 1
    if ! (cd "$src" && CGO_ENABLED=0 nice -n 10 go build -mod=mod -trimpath \
      -ldflags "-s -w -X k8s.io/component-base/version.gitVersion=$K8S_VERSION -X k8s.io/component-base/version.gitMajor=1 -X k8s.io/component-base/version.gitMinor=34" \
      -o "$bin.tmp" k8s.io/kubernetes/cmd/kube-controller-manager) >&2; then
      rm -rf "$src" "$bin.tmp"
      return 1
    fi
    mv -f "$bin.tmp" "$bin" || return 1
    rm -rf "$src"
  fi
  printf '%s' "$bin"
}
