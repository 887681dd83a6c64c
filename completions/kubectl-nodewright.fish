# Print an optspec for argparse to handle cmd's options that are independent of any subcommand.
function __fish_kubectl_nodewright_global_optspecs
    string join \n kubeconfig= context= cluster= user= n/namespace= s/server= token= as= as-group= as-uid= as-user-extra= certificate-authority= client-certificate= client-key= insecure-skip-tls-verify tls-server-name= request-timeout= disable-compression all-contexts max-clusters= context-timeout= v/v= o/output= no-headers sort-by= color= warnings-as-errors operator-namespace= runtime-required-taint= removal-version= stall-after= chunk-size= node-list= h/help V/version
end

function __fish_kubectl_nodewright_needs_command
    # Figure out if the current invocation already has a command.
    set -l cmd (commandline -opc)
    set -e cmd[1]
    argparse -s (__fish_kubectl_nodewright_global_optspecs) -- $cmd 2>/dev/null
    or return
    if set -q argv[1]
        # Also print the command, so this can be used to figure out what it is.
        echo $argv[1]
        return 1
    end
    return 0
end

function __fish_kubectl_nodewright_using_subcommand
    set -l cmd (__fish_kubectl_nodewright_needs_command)
    test -z "$cmd"
    and return 1
    contains -- $cmd[1] $argv
end

complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -l kubeconfig -d 'Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)' -r -F
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -l context -d 'The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -l cluster -d 'The kubeconfig cluster to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -l user -d 'The kubeconfig user to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -s n -l namespace -d 'Namespace (used for namespaced lookups such as package logs)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -s s -l server -d 'The address and port of the Kubernetes API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -l token -d 'Bearer token for authentication to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -l as -d 'Username to impersonate for the operation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -l as-group -d 'Group to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -l as-uid -d 'UID to impersonate for the operation; needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -l as-user-extra -d 'User extra to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -l client-certificate -d 'Path to a client certificate file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -l client-key -d 'Path to a client key file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -l request-timeout -d 'How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -l max-clusters -d 'With several contexts: how many are read at once' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -l context-timeout -d 'With several contexts: how long one context\'s whole read may take before that context is reported as failed and the others are shown; 0 means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -s v -l v -d 'Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -s o -l output -d 'Output format: table, wide, json, yaml, name, or kubectl\'s template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)' -r -f -a "table\t'Borderless table with upper-case headers, as kubectl prints.'
wide\t'The table with more columns.'
json\t'A stable, documented JSON document with apiVersion and kind.'
yaml\t'The same document as YAML.'
name\t'`kind/name` per line (reads, as kubectl); writes add what was done: `node/gpu-1 tainted`.'
jsonpath=\t'jsonpath=TEMPLATE: kubectl\'s JSONPath template over the JSON document, e.g. \'{.items[*].name}\'.'
jsonpath-file=\t'jsonpath-file=FILE: the template read from FILE.'
custom-columns=\t'custom-columns=SPEC: a table of HEADER:JSONPATH columns, e.g. NAME:.name,STATE:.state.'
custom-columns-file=\t'custom-columns-file=FILE: headers on the first line, their paths on the second.'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -l sort-by -d 'Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl\'s --sort-by' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -l color -d 'When to colour output (NO_COLOR and CLICOLOR are honoured in auto)' -r -f -a "auto\t'Colour when the stream is a terminal and NO_COLOR is not set'
always\t''
never\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -l operator-namespace -d 'Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -l runtime-required-taint -d 'The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -l removal-version -d 'The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0\'s release notes, "Deprecations")' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -l stall-after -d 'A gated node with no recorded change for this long is `stalled`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -l chunk-size -d 'Nodes per list page (as kubectl\'s --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl\'s 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -l node-list -d 'How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one' -r -f -a "one\t''
paged\t''
cached\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -l insecure-skip-tls-verify -d 'Do not verify the server\'s certificate (insecure)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -l disable-compression -d 'Ask the API server for uncompressed answers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -l all-contexts -d 'Every context of the kubeconfig, as one view (read commands only)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -l no-headers -d 'Print tables (and custom columns) without their header line, as kubectl\'s --no-headers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -l warnings-as-errors -d 'Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl\'s: the command still runs and prints them; exit 1 after it)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -s V -l version -d 'Print version'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -f -a "status" -d 'One row per node: gate state, gate taint, first blocker, per-CR progress'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -f -a "explain" -d 'Everything about one node: CRs, declared vs observed packages, verdicts, blockers with fixes'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -f -a "why" -d 'Everything about one node: CRs, declared vs observed packages, verdicts, blockers with fixes'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -f -a "wait" -d 'Follow nodes through the watch API until they are released (or --for another condition); a result per node'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -f -a "rollout" -d 'Per NodeWright: progress by the operator\'s rule, compartments and batches, rate and ETA, usual stage times, and what holds the rollout'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -f -a "dashboard" -d 'Serve the fleet\'s map, its rollouts and each node\'s explanation as a live page on loopback (read-only); prints its URL with a token. Ctrl-C stops it'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -f -a "annotations" -d 'Every NodeWright/Skyhook key on the nodes, what it means and which CR owns it'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -f -a "node" -d 'Node commands, as in the operator\'s CLI'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -f -a "package" -d 'Package commands, as in the operator\'s CLI'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -f -a "version" -d 'Plugin version; with a cluster, operator versions, API groups and server version'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -f -a "taint" -d 'Put the configured runtime-required taint on nodes (re-gate), guarded'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -f -a "untaint" -d 'Remove gate taints (configured, legacy, or a named key), guarded; other taints are kept'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -f -a "regate" -d 'Add the gate taint and reset the runtime-required NodeWrights\' state, in one write per node'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -f -a "reset" -d 'Reset a NodeWright\'s package state on its nodes (does NOT re-gate; see `regate`)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -f -a "forget" -d 'Strip the operator\'s keys from nodes so they are "new" again; writes a backup first'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -f -a "restore" -d 'Put back the keys a `forget` removed, from its backup file'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -f -a "pause" -d 'Pause a NodeWright (annotation `pause: "true"`)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -f -a "resume" -d 'Resume a paused NodeWright'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -f -a "disable" -d 'Disable a NodeWright (annotation `disable: "true"`)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -f -a "enable" -d 'Enable a disabled NodeWright'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -f -a "deployment-policy" -d 'Deployment-policy commands, as in the operator\'s CLI'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -f -a "dp" -d 'Deployment-policy commands, as in the operator\'s CLI'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -f -a "migration" -d 'Skyhook -> NodeWright migration: a cluster report with a verdict, and the taint swap'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -f -a "upgrade" -d 'Operator upgrades: `upgrade check --to VERSION`, what changes for this fleet and what to do first'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -f -a "completion" -d 'Print a completion script: `kubectl` (the kubectl_complete-nodewright shim), or a shell\'s'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -f -a "options" -d 'Print the flags every command accepts (kubeconfig, context, output, colour, ...)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -f -a "__complete" -d 'kubectl\'s plugin-completion protocol (run by the `kubectl_complete-nodewright` shim)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_needs_command" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand status" -s l -l selector -d 'Label selector, e.g. `nvidia.com/gpu.present=true,pool in (a,b)`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand status" -l field-selector -d 'Field selector over the nodes, as kubectl\'s: `metadata.name`, `spec.unschedulable` (`=`, `==`, `!=`), e.g. `spec.unschedulable=true`; passed to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand status" -s L -l label-columns -d 'A column per label key (repeatable or comma-separated), e.g. `-L nvidia.com/gpu.product`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand status" -l state -d 'Only nodes in these gate states (comma-separated or repeated)' -r -f -a "ungated\t''
pending-taint\t''
gated\t''
released\t''
exposed\t''
stuck\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand status" -l interval -d 'With --watch: time between redraws on a terminal when nothing changes (and between lists where `watch` is forbidden)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand status" -l nodewright -l skyhook -d 'Only nodes selected by this NodeWright (or Skyhook) name, and only its progress' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand status" -l kubeconfig -d 'Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)' -r -F
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand status" -l context -d 'The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand status" -l cluster -d 'The kubeconfig cluster to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand status" -l user -d 'The kubeconfig user to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand status" -s n -l namespace -d 'Namespace (used for namespaced lookups such as package logs)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand status" -s s -l server -d 'The address and port of the Kubernetes API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand status" -l token -d 'Bearer token for authentication to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand status" -l as -d 'Username to impersonate for the operation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand status" -l as-group -d 'Group to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand status" -l as-uid -d 'UID to impersonate for the operation; needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand status" -l as-user-extra -d 'User extra to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand status" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand status" -l client-certificate -d 'Path to a client certificate file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand status" -l client-key -d 'Path to a client key file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand status" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand status" -l request-timeout -d 'How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand status" -l max-clusters -d 'With several contexts: how many are read at once' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand status" -l context-timeout -d 'With several contexts: how long one context\'s whole read may take before that context is reported as failed and the others are shown; 0 means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand status" -s v -l v -d 'Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand status" -s o -l output -d 'Output format: table, wide, json, yaml, name, or kubectl\'s template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)' -r -f -a "table\t'Borderless table with upper-case headers, as kubectl prints.'
wide\t'The table with more columns.'
json\t'A stable, documented JSON document with apiVersion and kind.'
yaml\t'The same document as YAML.'
name\t'`kind/name` per line (reads, as kubectl); writes add what was done: `node/gpu-1 tainted`.'
jsonpath=\t'jsonpath=TEMPLATE: kubectl\'s JSONPath template over the JSON document, e.g. \'{.items[*].name}\'.'
jsonpath-file=\t'jsonpath-file=FILE: the template read from FILE.'
custom-columns=\t'custom-columns=SPEC: a table of HEADER:JSONPATH columns, e.g. NAME:.name,STATE:.state.'
custom-columns-file=\t'custom-columns-file=FILE: headers on the first line, their paths on the second.'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand status" -l sort-by -d 'Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl\'s --sort-by' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand status" -l color -d 'When to colour output (NO_COLOR and CLICOLOR are honoured in auto)' -r -f -a "auto\t'Colour when the stream is a terminal and NO_COLOR is not set'
always\t''
never\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand status" -l operator-namespace -d 'Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand status" -l runtime-required-taint -d 'The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand status" -l removal-version -d 'The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0\'s release notes, "Deprecations")' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand status" -l stall-after -d 'A gated node with no recorded change for this long is `stalled`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand status" -l chunk-size -d 'Nodes per list page (as kubectl\'s --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl\'s 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand status" -l node-list -d 'How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one' -r -f -a "one\t''
paged\t''
cached\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand status" -l regex -d 'Treat NODE arguments as regular expressions matched against whole node names'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand status" -l show-labels -d 'A LABELS column with every label of the node'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand status" -s w -l watch -d 'Follow changes through the watch API: the table redrawn in place on a terminal when it changes; otherwise the first frame, then only the rows that change (JSON, YAML: a NodeGateChanges document each time). Ctrl-C ends it'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand status" -l insecure-skip-tls-verify -d 'Do not verify the server\'s certificate (insecure)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand status" -l disable-compression -d 'Ask the API server for uncompressed answers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand status" -l all-contexts -d 'Every context of the kubeconfig, as one view (read commands only)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand status" -l no-headers -d 'Print tables (and custom columns) without their header line, as kubectl\'s --no-headers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand status" -l warnings-as-errors -d 'Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl\'s: the command still runs and prints them; exit 1 after it)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand status" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand explain" -l events -d 'The node\'s recent events and those of its NodeWrights (`--events=false`: skip the two lists)' -r -f -a "true\t''
false\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand explain" -l kubeconfig -d 'Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)' -r -F
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand explain" -l context -d 'The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand explain" -l cluster -d 'The kubeconfig cluster to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand explain" -l user -d 'The kubeconfig user to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand explain" -s n -l namespace -d 'Namespace (used for namespaced lookups such as package logs)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand explain" -s s -l server -d 'The address and port of the Kubernetes API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand explain" -l token -d 'Bearer token for authentication to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand explain" -l as -d 'Username to impersonate for the operation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand explain" -l as-group -d 'Group to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand explain" -l as-uid -d 'UID to impersonate for the operation; needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand explain" -l as-user-extra -d 'User extra to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand explain" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand explain" -l client-certificate -d 'Path to a client certificate file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand explain" -l client-key -d 'Path to a client key file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand explain" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand explain" -l request-timeout -d 'How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand explain" -l max-clusters -d 'With several contexts: how many are read at once' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand explain" -l context-timeout -d 'With several contexts: how long one context\'s whole read may take before that context is reported as failed and the others are shown; 0 means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand explain" -s v -l v -d 'Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand explain" -s o -l output -d 'Output format: table, wide, json, yaml, name, or kubectl\'s template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)' -r -f -a "table\t'Borderless table with upper-case headers, as kubectl prints.'
wide\t'The table with more columns.'
json\t'A stable, documented JSON document with apiVersion and kind.'
yaml\t'The same document as YAML.'
name\t'`kind/name` per line (reads, as kubectl); writes add what was done: `node/gpu-1 tainted`.'
jsonpath=\t'jsonpath=TEMPLATE: kubectl\'s JSONPath template over the JSON document, e.g. \'{.items[*].name}\'.'
jsonpath-file=\t'jsonpath-file=FILE: the template read from FILE.'
custom-columns=\t'custom-columns=SPEC: a table of HEADER:JSONPATH columns, e.g. NAME:.name,STATE:.state.'
custom-columns-file=\t'custom-columns-file=FILE: headers on the first line, their paths on the second.'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand explain" -l sort-by -d 'Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl\'s --sort-by' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand explain" -l color -d 'When to colour output (NO_COLOR and CLICOLOR are honoured in auto)' -r -f -a "auto\t'Colour when the stream is a terminal and NO_COLOR is not set'
always\t''
never\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand explain" -l operator-namespace -d 'Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand explain" -l runtime-required-taint -d 'The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand explain" -l removal-version -d 'The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0\'s release notes, "Deprecations")' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand explain" -l stall-after -d 'A gated node with no recorded change for this long is `stalled`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand explain" -l chunk-size -d 'Nodes per list page (as kubectl\'s --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl\'s 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand explain" -l node-list -d 'How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one' -r -f -a "one\t''
paged\t''
cached\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand explain" -l detail -d 'The operator\'s configuration in full and each blocker\'s release rule (also with `-v`)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand explain" -l insecure-skip-tls-verify -d 'Do not verify the server\'s certificate (insecure)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand explain" -l disable-compression -d 'Ask the API server for uncompressed answers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand explain" -l all-contexts -d 'Every context of the kubeconfig, as one view (read commands only)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand explain" -l no-headers -d 'Print tables (and custom columns) without their header line, as kubectl\'s --no-headers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand explain" -l warnings-as-errors -d 'Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl\'s: the command still runs and prints them; exit 1 after it)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand explain" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand why" -l events -d 'The node\'s recent events and those of its NodeWrights (`--events=false`: skip the two lists)' -r -f -a "true\t''
false\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand why" -l kubeconfig -d 'Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)' -r -F
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand why" -l context -d 'The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand why" -l cluster -d 'The kubeconfig cluster to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand why" -l user -d 'The kubeconfig user to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand why" -s n -l namespace -d 'Namespace (used for namespaced lookups such as package logs)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand why" -s s -l server -d 'The address and port of the Kubernetes API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand why" -l token -d 'Bearer token for authentication to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand why" -l as -d 'Username to impersonate for the operation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand why" -l as-group -d 'Group to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand why" -l as-uid -d 'UID to impersonate for the operation; needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand why" -l as-user-extra -d 'User extra to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand why" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand why" -l client-certificate -d 'Path to a client certificate file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand why" -l client-key -d 'Path to a client key file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand why" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand why" -l request-timeout -d 'How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand why" -l max-clusters -d 'With several contexts: how many are read at once' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand why" -l context-timeout -d 'With several contexts: how long one context\'s whole read may take before that context is reported as failed and the others are shown; 0 means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand why" -s v -l v -d 'Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand why" -s o -l output -d 'Output format: table, wide, json, yaml, name, or kubectl\'s template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)' -r -f -a "table\t'Borderless table with upper-case headers, as kubectl prints.'
wide\t'The table with more columns.'
json\t'A stable, documented JSON document with apiVersion and kind.'
yaml\t'The same document as YAML.'
name\t'`kind/name` per line (reads, as kubectl); writes add what was done: `node/gpu-1 tainted`.'
jsonpath=\t'jsonpath=TEMPLATE: kubectl\'s JSONPath template over the JSON document, e.g. \'{.items[*].name}\'.'
jsonpath-file=\t'jsonpath-file=FILE: the template read from FILE.'
custom-columns=\t'custom-columns=SPEC: a table of HEADER:JSONPATH columns, e.g. NAME:.name,STATE:.state.'
custom-columns-file=\t'custom-columns-file=FILE: headers on the first line, their paths on the second.'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand why" -l sort-by -d 'Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl\'s --sort-by' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand why" -l color -d 'When to colour output (NO_COLOR and CLICOLOR are honoured in auto)' -r -f -a "auto\t'Colour when the stream is a terminal and NO_COLOR is not set'
always\t''
never\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand why" -l operator-namespace -d 'Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand why" -l runtime-required-taint -d 'The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand why" -l removal-version -d 'The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0\'s release notes, "Deprecations")' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand why" -l stall-after -d 'A gated node with no recorded change for this long is `stalled`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand why" -l chunk-size -d 'Nodes per list page (as kubectl\'s --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl\'s 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand why" -l node-list -d 'How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one' -r -f -a "one\t''
paged\t''
cached\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand why" -l detail -d 'The operator\'s configuration in full and each blocker\'s release rule (also with `-v`)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand why" -l insecure-skip-tls-verify -d 'Do not verify the server\'s certificate (insecure)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand why" -l disable-compression -d 'Ask the API server for uncompressed answers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand why" -l all-contexts -d 'Every context of the kubeconfig, as one view (read commands only)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand why" -l no-headers -d 'Print tables (and custom columns) without their header line, as kubectl\'s --no-headers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand why" -l warnings-as-errors -d 'Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl\'s: the command still runs and prints them; exit 1 after it)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand why" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand wait" -s l -l selector -d 'Label selector, e.g. `nvidia.com/gpu.present=true,pool in (a,b)`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand wait" -l field-selector -d 'Field selector over the nodes, as kubectl\'s: `metadata.name`, `spec.unschedulable` (`=`, `==`, `!=`), e.g. `spec.unschedulable=true`; passed to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand wait" -l for -d 'The condition to wait for' -r -f -a "released\t'Every runtime-required NodeWright is complete and the gate taint is gone'
gated\t'The node carries a recognised gate taint (configured or legacy)'
untainted\t'The node carries no gate taint at all'
complete\t'Every runtime-required NodeWright (or the named one) is complete, taint or not'
schedulable\t'Released (or not gated by NodeWright) and held by no other gate: no other owner\'s gate taint (Node Readiness Controller, cloud provider, Karpenter, cluster autoscaler, node lifecycle), no cordon'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand wait" -l timeout -d 'Give up after this long (`0`: check once, as kubectl\'s)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand wait" -l interval -d 'Time between evaluations when nothing changes (and between lists where `watch` is forbidden); changes are seen as they happen' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand wait" -l nodewright -l skyhook -d 'Only this NodeWright counts for `--for complete`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand wait" -l kubeconfig -d 'Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)' -r -F
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand wait" -l context -d 'The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand wait" -l cluster -d 'The kubeconfig cluster to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand wait" -l user -d 'The kubeconfig user to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand wait" -s n -l namespace -d 'Namespace (used for namespaced lookups such as package logs)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand wait" -s s -l server -d 'The address and port of the Kubernetes API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand wait" -l token -d 'Bearer token for authentication to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand wait" -l as -d 'Username to impersonate for the operation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand wait" -l as-group -d 'Group to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand wait" -l as-uid -d 'UID to impersonate for the operation; needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand wait" -l as-user-extra -d 'User extra to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand wait" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand wait" -l client-certificate -d 'Path to a client certificate file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand wait" -l client-key -d 'Path to a client key file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand wait" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand wait" -l request-timeout -d 'How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand wait" -l max-clusters -d 'With several contexts: how many are read at once' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand wait" -l context-timeout -d 'With several contexts: how long one context\'s whole read may take before that context is reported as failed and the others are shown; 0 means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand wait" -s v -l v -d 'Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand wait" -s o -l output -d 'Output format: table, wide, json, yaml, name, or kubectl\'s template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)' -r -f -a "table\t'Borderless table with upper-case headers, as kubectl prints.'
wide\t'The table with more columns.'
json\t'A stable, documented JSON document with apiVersion and kind.'
yaml\t'The same document as YAML.'
name\t'`kind/name` per line (reads, as kubectl); writes add what was done: `node/gpu-1 tainted`.'
jsonpath=\t'jsonpath=TEMPLATE: kubectl\'s JSONPath template over the JSON document, e.g. \'{.items[*].name}\'.'
jsonpath-file=\t'jsonpath-file=FILE: the template read from FILE.'
custom-columns=\t'custom-columns=SPEC: a table of HEADER:JSONPATH columns, e.g. NAME:.name,STATE:.state.'
custom-columns-file=\t'custom-columns-file=FILE: headers on the first line, their paths on the second.'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand wait" -l sort-by -d 'Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl\'s --sort-by' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand wait" -l color -d 'When to colour output (NO_COLOR and CLICOLOR are honoured in auto)' -r -f -a "auto\t'Colour when the stream is a terminal and NO_COLOR is not set'
always\t''
never\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand wait" -l operator-namespace -d 'Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand wait" -l runtime-required-taint -d 'The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand wait" -l removal-version -d 'The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0\'s release notes, "Deprecations")' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand wait" -l stall-after -d 'A gated node with no recorded change for this long is `stalled`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand wait" -l chunk-size -d 'Nodes per list page (as kubectl\'s --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl\'s 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand wait" -l node-list -d 'How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one' -r -f -a "one\t''
paged\t''
cached\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand wait" -l regex -d 'Treat NODE arguments as regular expressions matched against whole node names'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand wait" -l keep-waiting -d 'Keep waiting on nodes whose blockers need a person instead of failing them fast'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand wait" -l insecure-skip-tls-verify -d 'Do not verify the server\'s certificate (insecure)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand wait" -l disable-compression -d 'Ask the API server for uncompressed answers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand wait" -l all-contexts -d 'Every context of the kubeconfig, as one view (read commands only)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand wait" -l no-headers -d 'Print tables (and custom columns) without their header line, as kubectl\'s --no-headers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand wait" -l warnings-as-errors -d 'Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl\'s: the command still runs and prints them; exit 1 after it)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand wait" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand rollout" -s l -l selector -d 'Only nodes matching this label selector' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand rollout" -l window -d 'Completions recorded within this window set the rate (and so the ETA)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand rollout" -l interval -d 'With --watch: the longest time between redraws (rate and ETA move with the clock)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand rollout" -l kubeconfig -d 'Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)' -r -F
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand rollout" -l context -d 'The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand rollout" -l cluster -d 'The kubeconfig cluster to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand rollout" -l user -d 'The kubeconfig user to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand rollout" -s n -l namespace -d 'Namespace (used for namespaced lookups such as package logs)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand rollout" -s s -l server -d 'The address and port of the Kubernetes API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand rollout" -l token -d 'Bearer token for authentication to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand rollout" -l as -d 'Username to impersonate for the operation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand rollout" -l as-group -d 'Group to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand rollout" -l as-uid -d 'UID to impersonate for the operation; needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand rollout" -l as-user-extra -d 'User extra to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand rollout" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand rollout" -l client-certificate -d 'Path to a client certificate file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand rollout" -l client-key -d 'Path to a client key file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand rollout" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand rollout" -l request-timeout -d 'How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand rollout" -l max-clusters -d 'With several contexts: how many are read at once' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand rollout" -l context-timeout -d 'With several contexts: how long one context\'s whole read may take before that context is reported as failed and the others are shown; 0 means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand rollout" -s v -l v -d 'Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand rollout" -s o -l output -d 'Output format: table, wide, json, yaml, name, or kubectl\'s template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)' -r -f -a "table\t'Borderless table with upper-case headers, as kubectl prints.'
wide\t'The table with more columns.'
json\t'A stable, documented JSON document with apiVersion and kind.'
yaml\t'The same document as YAML.'
name\t'`kind/name` per line (reads, as kubectl); writes add what was done: `node/gpu-1 tainted`.'
jsonpath=\t'jsonpath=TEMPLATE: kubectl\'s JSONPath template over the JSON document, e.g. \'{.items[*].name}\'.'
jsonpath-file=\t'jsonpath-file=FILE: the template read from FILE.'
custom-columns=\t'custom-columns=SPEC: a table of HEADER:JSONPATH columns, e.g. NAME:.name,STATE:.state.'
custom-columns-file=\t'custom-columns-file=FILE: headers on the first line, their paths on the second.'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand rollout" -l sort-by -d 'Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl\'s --sort-by' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand rollout" -l color -d 'When to colour output (NO_COLOR and CLICOLOR are honoured in auto)' -r -f -a "auto\t'Colour when the stream is a terminal and NO_COLOR is not set'
always\t''
never\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand rollout" -l operator-namespace -d 'Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand rollout" -l runtime-required-taint -d 'The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand rollout" -l removal-version -d 'The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0\'s release notes, "Deprecations")' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand rollout" -l stall-after -d 'A gated node with no recorded change for this long is `stalled`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand rollout" -l chunk-size -d 'Nodes per list page (as kubectl\'s --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl\'s 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand rollout" -l node-list -d 'How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one' -r -f -a "one\t''
paged\t''
cached\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand rollout" -s w -l watch -d 'Follow changes through the watch API and redraw when they show, and every --interval (in place on a terminal; appended otherwise). Ctrl-C ends it'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand rollout" -l insecure-skip-tls-verify -d 'Do not verify the server\'s certificate (insecure)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand rollout" -l disable-compression -d 'Ask the API server for uncompressed answers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand rollout" -l all-contexts -d 'Every context of the kubeconfig, as one view (read commands only)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand rollout" -l no-headers -d 'Print tables (and custom columns) without their header line, as kubectl\'s --no-headers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand rollout" -l warnings-as-errors -d 'Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl\'s: the command still runs and prints them; exit 1 after it)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand rollout" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dashboard" -l address -d 'The address to serve on: loopback unless said (any other is reachable by others on the network; the token still guards every request)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dashboard" -l port -d 'The port to serve on; 0: any free port' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dashboard" -s l -l selector -d 'Only nodes matching this label selector' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dashboard" -l interval -d 'The longest time between two updates of the page (the rate and ETA move with the clock)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dashboard" -l kubeconfig -d 'Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)' -r -F
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dashboard" -l context -d 'The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dashboard" -l cluster -d 'The kubeconfig cluster to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dashboard" -l user -d 'The kubeconfig user to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dashboard" -s n -l namespace -d 'Namespace (used for namespaced lookups such as package logs)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dashboard" -s s -l server -d 'The address and port of the Kubernetes API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dashboard" -l token -d 'Bearer token for authentication to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dashboard" -l as -d 'Username to impersonate for the operation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dashboard" -l as-group -d 'Group to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dashboard" -l as-uid -d 'UID to impersonate for the operation; needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dashboard" -l as-user-extra -d 'User extra to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dashboard" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dashboard" -l client-certificate -d 'Path to a client certificate file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dashboard" -l client-key -d 'Path to a client key file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dashboard" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dashboard" -l request-timeout -d 'How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dashboard" -l max-clusters -d 'With several contexts: how many are read at once' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dashboard" -l context-timeout -d 'With several contexts: how long one context\'s whole read may take before that context is reported as failed and the others are shown; 0 means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dashboard" -s v -l v -d 'Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dashboard" -s o -l output -d 'Output format: table, wide, json, yaml, name, or kubectl\'s template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)' -r -f -a "table\t'Borderless table with upper-case headers, as kubectl prints.'
wide\t'The table with more columns.'
json\t'A stable, documented JSON document with apiVersion and kind.'
yaml\t'The same document as YAML.'
name\t'`kind/name` per line (reads, as kubectl); writes add what was done: `node/gpu-1 tainted`.'
jsonpath=\t'jsonpath=TEMPLATE: kubectl\'s JSONPath template over the JSON document, e.g. \'{.items[*].name}\'.'
jsonpath-file=\t'jsonpath-file=FILE: the template read from FILE.'
custom-columns=\t'custom-columns=SPEC: a table of HEADER:JSONPATH columns, e.g. NAME:.name,STATE:.state.'
custom-columns-file=\t'custom-columns-file=FILE: headers on the first line, their paths on the second.'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dashboard" -l sort-by -d 'Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl\'s --sort-by' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dashboard" -l color -d 'When to colour output (NO_COLOR and CLICOLOR are honoured in auto)' -r -f -a "auto\t'Colour when the stream is a terminal and NO_COLOR is not set'
always\t''
never\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dashboard" -l operator-namespace -d 'Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dashboard" -l runtime-required-taint -d 'The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dashboard" -l removal-version -d 'The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0\'s release notes, "Deprecations")' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dashboard" -l stall-after -d 'A gated node with no recorded change for this long is `stalled`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dashboard" -l chunk-size -d 'Nodes per list page (as kubectl\'s --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl\'s 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dashboard" -l node-list -d 'How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one' -r -f -a "one\t''
paged\t''
cached\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dashboard" -l open -d 'Open the page in the default browser'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dashboard" -l insecure-skip-tls-verify -d 'Do not verify the server\'s certificate (insecure)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dashboard" -l disable-compression -d 'Ask the API server for uncompressed answers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dashboard" -l all-contexts -d 'Every context of the kubeconfig, as one view (read commands only)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dashboard" -l no-headers -d 'Print tables (and custom columns) without their header line, as kubectl\'s --no-headers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dashboard" -l warnings-as-errors -d 'Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl\'s: the command still runs and prints them; exit 1 after it)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dashboard" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand annotations" -s l -l selector -d 'Label selector, e.g. `nvidia.com/gpu.present=true,pool in (a,b)`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand annotations" -l field-selector -d 'Field selector over the nodes, as kubectl\'s: `metadata.name`, `spec.unschedulable` (`=`, `==`, `!=`), e.g. `spec.unschedulable=true`; passed to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand annotations" -l kubeconfig -d 'Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)' -r -F
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand annotations" -l context -d 'The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand annotations" -l cluster -d 'The kubeconfig cluster to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand annotations" -l user -d 'The kubeconfig user to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand annotations" -s n -l namespace -d 'Namespace (used for namespaced lookups such as package logs)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand annotations" -s s -l server -d 'The address and port of the Kubernetes API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand annotations" -l token -d 'Bearer token for authentication to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand annotations" -l as -d 'Username to impersonate for the operation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand annotations" -l as-group -d 'Group to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand annotations" -l as-uid -d 'UID to impersonate for the operation; needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand annotations" -l as-user-extra -d 'User extra to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand annotations" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand annotations" -l client-certificate -d 'Path to a client certificate file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand annotations" -l client-key -d 'Path to a client key file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand annotations" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand annotations" -l request-timeout -d 'How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand annotations" -l max-clusters -d 'With several contexts: how many are read at once' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand annotations" -l context-timeout -d 'With several contexts: how long one context\'s whole read may take before that context is reported as failed and the others are shown; 0 means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand annotations" -s v -l v -d 'Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand annotations" -s o -l output -d 'Output format: table, wide, json, yaml, name, or kubectl\'s template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)' -r -f -a "table\t'Borderless table with upper-case headers, as kubectl prints.'
wide\t'The table with more columns.'
json\t'A stable, documented JSON document with apiVersion and kind.'
yaml\t'The same document as YAML.'
name\t'`kind/name` per line (reads, as kubectl); writes add what was done: `node/gpu-1 tainted`.'
jsonpath=\t'jsonpath=TEMPLATE: kubectl\'s JSONPath template over the JSON document, e.g. \'{.items[*].name}\'.'
jsonpath-file=\t'jsonpath-file=FILE: the template read from FILE.'
custom-columns=\t'custom-columns=SPEC: a table of HEADER:JSONPATH columns, e.g. NAME:.name,STATE:.state.'
custom-columns-file=\t'custom-columns-file=FILE: headers on the first line, their paths on the second.'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand annotations" -l sort-by -d 'Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl\'s --sort-by' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand annotations" -l color -d 'When to colour output (NO_COLOR and CLICOLOR are honoured in auto)' -r -f -a "auto\t'Colour when the stream is a terminal and NO_COLOR is not set'
always\t''
never\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand annotations" -l operator-namespace -d 'Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand annotations" -l runtime-required-taint -d 'The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand annotations" -l removal-version -d 'The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0\'s release notes, "Deprecations")' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand annotations" -l stall-after -d 'A gated node with no recorded change for this long is `stalled`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand annotations" -l chunk-size -d 'Nodes per list page (as kubectl\'s --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl\'s 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand annotations" -l node-list -d 'How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one' -r -f -a "one\t''
paged\t''
cached\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand annotations" -l regex -d 'Treat NODE arguments as regular expressions matched against whole node names'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand annotations" -l insecure-skip-tls-verify -d 'Do not verify the server\'s certificate (insecure)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand annotations" -l disable-compression -d 'Ask the API server for uncompressed answers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand annotations" -l all-contexts -d 'Every context of the kubeconfig, as one view (read commands only)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand annotations" -l no-headers -d 'Print tables (and custom columns) without their header line, as kubectl\'s --no-headers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand annotations" -l warnings-as-errors -d 'Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl\'s: the command still runs and prints them; exit 1 after it)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand annotations" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and not __fish_seen_subcommand_from list status reset ignore unignore help" -l kubeconfig -d 'Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)' -r -F
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and not __fish_seen_subcommand_from list status reset ignore unignore help" -l context -d 'The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and not __fish_seen_subcommand_from list status reset ignore unignore help" -l cluster -d 'The kubeconfig cluster to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and not __fish_seen_subcommand_from list status reset ignore unignore help" -l user -d 'The kubeconfig user to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and not __fish_seen_subcommand_from list status reset ignore unignore help" -s n -l namespace -d 'Namespace (used for namespaced lookups such as package logs)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and not __fish_seen_subcommand_from list status reset ignore unignore help" -s s -l server -d 'The address and port of the Kubernetes API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and not __fish_seen_subcommand_from list status reset ignore unignore help" -l token -d 'Bearer token for authentication to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and not __fish_seen_subcommand_from list status reset ignore unignore help" -l as -d 'Username to impersonate for the operation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and not __fish_seen_subcommand_from list status reset ignore unignore help" -l as-group -d 'Group to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and not __fish_seen_subcommand_from list status reset ignore unignore help" -l as-uid -d 'UID to impersonate for the operation; needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and not __fish_seen_subcommand_from list status reset ignore unignore help" -l as-user-extra -d 'User extra to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and not __fish_seen_subcommand_from list status reset ignore unignore help" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and not __fish_seen_subcommand_from list status reset ignore unignore help" -l client-certificate -d 'Path to a client certificate file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and not __fish_seen_subcommand_from list status reset ignore unignore help" -l client-key -d 'Path to a client key file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and not __fish_seen_subcommand_from list status reset ignore unignore help" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and not __fish_seen_subcommand_from list status reset ignore unignore help" -l request-timeout -d 'How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and not __fish_seen_subcommand_from list status reset ignore unignore help" -l max-clusters -d 'With several contexts: how many are read at once' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and not __fish_seen_subcommand_from list status reset ignore unignore help" -l context-timeout -d 'With several contexts: how long one context\'s whole read may take before that context is reported as failed and the others are shown; 0 means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and not __fish_seen_subcommand_from list status reset ignore unignore help" -s v -l v -d 'Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and not __fish_seen_subcommand_from list status reset ignore unignore help" -s o -l output -d 'Output format: table, wide, json, yaml, name, or kubectl\'s template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)' -r -f -a "table\t'Borderless table with upper-case headers, as kubectl prints.'
wide\t'The table with more columns.'
json\t'A stable, documented JSON document with apiVersion and kind.'
yaml\t'The same document as YAML.'
name\t'`kind/name` per line (reads, as kubectl); writes add what was done: `node/gpu-1 tainted`.'
jsonpath=\t'jsonpath=TEMPLATE: kubectl\'s JSONPath template over the JSON document, e.g. \'{.items[*].name}\'.'
jsonpath-file=\t'jsonpath-file=FILE: the template read from FILE.'
custom-columns=\t'custom-columns=SPEC: a table of HEADER:JSONPATH columns, e.g. NAME:.name,STATE:.state.'
custom-columns-file=\t'custom-columns-file=FILE: headers on the first line, their paths on the second.'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and not __fish_seen_subcommand_from list status reset ignore unignore help" -l sort-by -d 'Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl\'s --sort-by' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and not __fish_seen_subcommand_from list status reset ignore unignore help" -l color -d 'When to colour output (NO_COLOR and CLICOLOR are honoured in auto)' -r -f -a "auto\t'Colour when the stream is a terminal and NO_COLOR is not set'
always\t''
never\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and not __fish_seen_subcommand_from list status reset ignore unignore help" -l operator-namespace -d 'Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and not __fish_seen_subcommand_from list status reset ignore unignore help" -l runtime-required-taint -d 'The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and not __fish_seen_subcommand_from list status reset ignore unignore help" -l removal-version -d 'The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0\'s release notes, "Deprecations")' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and not __fish_seen_subcommand_from list status reset ignore unignore help" -l stall-after -d 'A gated node with no recorded change for this long is `stalled`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and not __fish_seen_subcommand_from list status reset ignore unignore help" -l chunk-size -d 'Nodes per list page (as kubectl\'s --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl\'s 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and not __fish_seen_subcommand_from list status reset ignore unignore help" -l node-list -d 'How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one' -r -f -a "one\t''
paged\t''
cached\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and not __fish_seen_subcommand_from list status reset ignore unignore help" -l insecure-skip-tls-verify -d 'Do not verify the server\'s certificate (insecure)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and not __fish_seen_subcommand_from list status reset ignore unignore help" -l disable-compression -d 'Ask the API server for uncompressed answers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and not __fish_seen_subcommand_from list status reset ignore unignore help" -l all-contexts -d 'Every context of the kubeconfig, as one view (read commands only)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and not __fish_seen_subcommand_from list status reset ignore unignore help" -l no-headers -d 'Print tables (and custom columns) without their header line, as kubectl\'s --no-headers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and not __fish_seen_subcommand_from list status reset ignore unignore help" -l warnings-as-errors -d 'Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl\'s: the command still runs and prints them; exit 1 after it)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and not __fish_seen_subcommand_from list status reset ignore unignore help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and not __fish_seen_subcommand_from list status reset ignore unignore help" -f -a "list" -d 'Nodes targeted by a NodeWright, with the operator\'s verdict and package progress'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and not __fish_seen_subcommand_from list status reset ignore unignore help" -f -a "status" -d 'Every NodeWright\'s verdict on the given nodes (all nodes without arguments)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and not __fish_seen_subcommand_from list status reset ignore unignore help" -f -a "reset" -d 'Reset a NodeWright\'s package state on the nodes (does NOT re-gate; see `regate`)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and not __fish_seen_subcommand_from list status reset ignore unignore help" -f -a "ignore" -d 'Set the ignore label: the operator skips the nodes (they show as blocked)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and not __fish_seen_subcommand_from list status reset ignore unignore help" -f -a "unignore" -d 'Remove the ignore label (both prefixes)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and not __fish_seen_subcommand_from list status reset ignore unignore help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from list" -s l -l selector -d 'Label selector, e.g. `nvidia.com/gpu.present=true,pool in (a,b)`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from list" -l field-selector -d 'Field selector over the nodes, as kubectl\'s: `metadata.name`, `spec.unschedulable` (`=`, `==`, `!=`), e.g. `spec.unschedulable=true`; passed to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from list" -l nodewright -l skyhook -d 'The NodeWright (or Skyhook) whose nodes to list' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from list" -l kubeconfig -d 'Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)' -r -F
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from list" -l context -d 'The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from list" -l cluster -d 'The kubeconfig cluster to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from list" -l user -d 'The kubeconfig user to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from list" -s n -l namespace -d 'Namespace (used for namespaced lookups such as package logs)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from list" -s s -l server -d 'The address and port of the Kubernetes API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from list" -l token -d 'Bearer token for authentication to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from list" -l as -d 'Username to impersonate for the operation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from list" -l as-group -d 'Group to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from list" -l as-uid -d 'UID to impersonate for the operation; needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from list" -l as-user-extra -d 'User extra to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from list" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from list" -l client-certificate -d 'Path to a client certificate file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from list" -l client-key -d 'Path to a client key file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from list" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from list" -l request-timeout -d 'How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from list" -l max-clusters -d 'With several contexts: how many are read at once' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from list" -l context-timeout -d 'With several contexts: how long one context\'s whole read may take before that context is reported as failed and the others are shown; 0 means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from list" -s v -l v -d 'Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: table, wide, json, yaml, name, or kubectl\'s template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)' -r -f -a "table\t'Borderless table with upper-case headers, as kubectl prints.'
wide\t'The table with more columns.'
json\t'A stable, documented JSON document with apiVersion and kind.'
yaml\t'The same document as YAML.'
name\t'`kind/name` per line (reads, as kubectl); writes add what was done: `node/gpu-1 tainted`.'
jsonpath=\t'jsonpath=TEMPLATE: kubectl\'s JSONPath template over the JSON document, e.g. \'{.items[*].name}\'.'
jsonpath-file=\t'jsonpath-file=FILE: the template read from FILE.'
custom-columns=\t'custom-columns=SPEC: a table of HEADER:JSONPATH columns, e.g. NAME:.name,STATE:.state.'
custom-columns-file=\t'custom-columns-file=FILE: headers on the first line, their paths on the second.'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from list" -l sort-by -d 'Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl\'s --sort-by' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from list" -l color -d 'When to colour output (NO_COLOR and CLICOLOR are honoured in auto)' -r -f -a "auto\t'Colour when the stream is a terminal and NO_COLOR is not set'
always\t''
never\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from list" -l operator-namespace -d 'Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from list" -l runtime-required-taint -d 'The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from list" -l removal-version -d 'The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0\'s release notes, "Deprecations")' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from list" -l stall-after -d 'A gated node with no recorded change for this long is `stalled`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from list" -l chunk-size -d 'Nodes per list page (as kubectl\'s --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl\'s 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from list" -l node-list -d 'How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one' -r -f -a "one\t''
paged\t''
cached\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from list" -l regex -d 'Treat NODE arguments as regular expressions matched against whole node names'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from list" -l insecure-skip-tls-verify -d 'Do not verify the server\'s certificate (insecure)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from list" -l disable-compression -d 'Ask the API server for uncompressed answers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from list" -l all-contexts -d 'Every context of the kubeconfig, as one view (read commands only)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from list" -l no-headers -d 'Print tables (and custom columns) without their header line, as kubectl\'s --no-headers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from list" -l warnings-as-errors -d 'Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl\'s: the command still runs and prints them; exit 1 after it)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from status" -s l -l selector -d 'Label selector, e.g. `nvidia.com/gpu.present=true,pool in (a,b)`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from status" -l field-selector -d 'Field selector over the nodes, as kubectl\'s: `metadata.name`, `spec.unschedulable` (`=`, `==`, `!=`), e.g. `spec.unschedulable=true`; passed to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from status" -l nodewright -l skyhook -d 'Only this NodeWright\'s verdicts' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from status" -l kubeconfig -d 'Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)' -r -F
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from status" -l context -d 'The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from status" -l cluster -d 'The kubeconfig cluster to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from status" -l user -d 'The kubeconfig user to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from status" -s n -l namespace -d 'Namespace (used for namespaced lookups such as package logs)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from status" -s s -l server -d 'The address and port of the Kubernetes API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from status" -l token -d 'Bearer token for authentication to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from status" -l as -d 'Username to impersonate for the operation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from status" -l as-group -d 'Group to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from status" -l as-uid -d 'UID to impersonate for the operation; needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from status" -l as-user-extra -d 'User extra to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from status" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from status" -l client-certificate -d 'Path to a client certificate file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from status" -l client-key -d 'Path to a client key file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from status" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from status" -l request-timeout -d 'How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from status" -l max-clusters -d 'With several contexts: how many are read at once' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from status" -l context-timeout -d 'With several contexts: how long one context\'s whole read may take before that context is reported as failed and the others are shown; 0 means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from status" -s v -l v -d 'Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from status" -s o -l output -d 'Output format: table, wide, json, yaml, name, or kubectl\'s template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)' -r -f -a "table\t'Borderless table with upper-case headers, as kubectl prints.'
wide\t'The table with more columns.'
json\t'A stable, documented JSON document with apiVersion and kind.'
yaml\t'The same document as YAML.'
name\t'`kind/name` per line (reads, as kubectl); writes add what was done: `node/gpu-1 tainted`.'
jsonpath=\t'jsonpath=TEMPLATE: kubectl\'s JSONPath template over the JSON document, e.g. \'{.items[*].name}\'.'
jsonpath-file=\t'jsonpath-file=FILE: the template read from FILE.'
custom-columns=\t'custom-columns=SPEC: a table of HEADER:JSONPATH columns, e.g. NAME:.name,STATE:.state.'
custom-columns-file=\t'custom-columns-file=FILE: headers on the first line, their paths on the second.'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from status" -l sort-by -d 'Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl\'s --sort-by' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from status" -l color -d 'When to colour output (NO_COLOR and CLICOLOR are honoured in auto)' -r -f -a "auto\t'Colour when the stream is a terminal and NO_COLOR is not set'
always\t''
never\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from status" -l operator-namespace -d 'Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from status" -l runtime-required-taint -d 'The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from status" -l removal-version -d 'The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0\'s release notes, "Deprecations")' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from status" -l stall-after -d 'A gated node with no recorded change for this long is `stalled`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from status" -l chunk-size -d 'Nodes per list page (as kubectl\'s --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl\'s 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from status" -l node-list -d 'How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one' -r -f -a "one\t''
paged\t''
cached\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from status" -l regex -d 'Treat NODE arguments as regular expressions matched against whole node names'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from status" -l insecure-skip-tls-verify -d 'Do not verify the server\'s certificate (insecure)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from status" -l disable-compression -d 'Ask the API server for uncompressed answers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from status" -l all-contexts -d 'Every context of the kubeconfig, as one view (read commands only)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from status" -l no-headers -d 'Print tables (and custom columns) without their header line, as kubectl\'s --no-headers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from status" -l warnings-as-errors -d 'Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl\'s: the command still runs and prints them; exit 1 after it)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from status" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from reset" -s l -l selector -d 'Label selector, e.g. `nvidia.com/gpu.present=true,pool in (a,b)`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from reset" -l field-selector -d 'Field selector over the nodes, as kubectl\'s: `metadata.name`, `spec.unschedulable` (`=`, `==`, `!=`), e.g. `spec.unschedulable=true`; passed to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from reset" -l dry-run -d 'Preview: `client` prints the exact change per node (bare `--dry-run`), `--dry-run=server` sends it with dryRun=All, `none` writes. The value only after `=`: a bare `--dry-run` never takes the next word (`... -o name | xargs kubectl nodewright regate --dry-run`)' -r -f -a "none\t'Write for real'
client\t'Print the exact change per node; send nothing'
server\t'Send every patch with dryRun=All: admission and RBAC run, nothing is persisted'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from reset" -l concurrency -d 'Nodes written at the same time' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from reset" -l nodewright -l skyhook -d 'The NodeWright (or Skyhook) whose state to reset' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from reset" -l kubeconfig -d 'Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)' -r -F
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from reset" -l context -d 'The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from reset" -l cluster -d 'The kubeconfig cluster to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from reset" -l user -d 'The kubeconfig user to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from reset" -s n -l namespace -d 'Namespace (used for namespaced lookups such as package logs)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from reset" -s s -l server -d 'The address and port of the Kubernetes API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from reset" -l token -d 'Bearer token for authentication to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from reset" -l as -d 'Username to impersonate for the operation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from reset" -l as-group -d 'Group to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from reset" -l as-uid -d 'UID to impersonate for the operation; needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from reset" -l as-user-extra -d 'User extra to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from reset" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from reset" -l client-certificate -d 'Path to a client certificate file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from reset" -l client-key -d 'Path to a client key file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from reset" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from reset" -l request-timeout -d 'How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from reset" -l max-clusters -d 'With several contexts: how many are read at once' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from reset" -l context-timeout -d 'With several contexts: how long one context\'s whole read may take before that context is reported as failed and the others are shown; 0 means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from reset" -s v -l v -d 'Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from reset" -s o -l output -d 'Output format: table, wide, json, yaml, name, or kubectl\'s template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)' -r -f -a "table\t'Borderless table with upper-case headers, as kubectl prints.'
wide\t'The table with more columns.'
json\t'A stable, documented JSON document with apiVersion and kind.'
yaml\t'The same document as YAML.'
name\t'`kind/name` per line (reads, as kubectl); writes add what was done: `node/gpu-1 tainted`.'
jsonpath=\t'jsonpath=TEMPLATE: kubectl\'s JSONPath template over the JSON document, e.g. \'{.items[*].name}\'.'
jsonpath-file=\t'jsonpath-file=FILE: the template read from FILE.'
custom-columns=\t'custom-columns=SPEC: a table of HEADER:JSONPATH columns, e.g. NAME:.name,STATE:.state.'
custom-columns-file=\t'custom-columns-file=FILE: headers on the first line, their paths on the second.'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from reset" -l sort-by -d 'Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl\'s --sort-by' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from reset" -l color -d 'When to colour output (NO_COLOR and CLICOLOR are honoured in auto)' -r -f -a "auto\t'Colour when the stream is a terminal and NO_COLOR is not set'
always\t''
never\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from reset" -l operator-namespace -d 'Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from reset" -l runtime-required-taint -d 'The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from reset" -l removal-version -d 'The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0\'s release notes, "Deprecations")' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from reset" -l stall-after -d 'A gated node with no recorded change for this long is `stalled`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from reset" -l chunk-size -d 'Nodes per list page (as kubectl\'s --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl\'s 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from reset" -l node-list -d 'How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one' -r -f -a "one\t''
paged\t''
cached\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from reset" -l regex -d 'Treat NODE arguments as regular expressions matched against whole node names'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from reset" -l all -d 'Reset the state of every NodeWright on the nodes'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from reset" -s y -l confirm -l yes -d 'Apply without asking. Without it, a terminal is asked; anything else is refused'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from reset" -l insecure-skip-tls-verify -d 'Do not verify the server\'s certificate (insecure)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from reset" -l disable-compression -d 'Ask the API server for uncompressed answers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from reset" -l all-contexts -d 'Every context of the kubeconfig, as one view (read commands only)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from reset" -l no-headers -d 'Print tables (and custom columns) without their header line, as kubectl\'s --no-headers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from reset" -l warnings-as-errors -d 'Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl\'s: the command still runs and prints them; exit 1 after it)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from reset" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from ignore" -s l -l selector -d 'Label selector, e.g. `nvidia.com/gpu.present=true,pool in (a,b)`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from ignore" -l field-selector -d 'Field selector over the nodes, as kubectl\'s: `metadata.name`, `spec.unschedulable` (`=`, `==`, `!=`), e.g. `spec.unschedulable=true`; passed to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from ignore" -l dry-run -d 'Preview: `client` prints the exact change per node (bare `--dry-run`), `--dry-run=server` sends it with dryRun=All, `none` writes. The value only after `=`: a bare `--dry-run` never takes the next word (`... -o name | xargs kubectl nodewright regate --dry-run`)' -r -f -a "none\t'Write for real'
client\t'Print the exact change per node; send nothing'
server\t'Send every patch with dryRun=All: admission and RBAC run, nothing is persisted'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from ignore" -l concurrency -d 'Nodes written at the same time' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from ignore" -l kubeconfig -d 'Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)' -r -F
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from ignore" -l context -d 'The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from ignore" -l cluster -d 'The kubeconfig cluster to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from ignore" -l user -d 'The kubeconfig user to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from ignore" -s n -l namespace -d 'Namespace (used for namespaced lookups such as package logs)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from ignore" -s s -l server -d 'The address and port of the Kubernetes API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from ignore" -l token -d 'Bearer token for authentication to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from ignore" -l as -d 'Username to impersonate for the operation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from ignore" -l as-group -d 'Group to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from ignore" -l as-uid -d 'UID to impersonate for the operation; needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from ignore" -l as-user-extra -d 'User extra to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from ignore" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from ignore" -l client-certificate -d 'Path to a client certificate file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from ignore" -l client-key -d 'Path to a client key file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from ignore" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from ignore" -l request-timeout -d 'How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from ignore" -l max-clusters -d 'With several contexts: how many are read at once' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from ignore" -l context-timeout -d 'With several contexts: how long one context\'s whole read may take before that context is reported as failed and the others are shown; 0 means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from ignore" -s v -l v -d 'Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from ignore" -s o -l output -d 'Output format: table, wide, json, yaml, name, or kubectl\'s template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)' -r -f -a "table\t'Borderless table with upper-case headers, as kubectl prints.'
wide\t'The table with more columns.'
json\t'A stable, documented JSON document with apiVersion and kind.'
yaml\t'The same document as YAML.'
name\t'`kind/name` per line (reads, as kubectl); writes add what was done: `node/gpu-1 tainted`.'
jsonpath=\t'jsonpath=TEMPLATE: kubectl\'s JSONPath template over the JSON document, e.g. \'{.items[*].name}\'.'
jsonpath-file=\t'jsonpath-file=FILE: the template read from FILE.'
custom-columns=\t'custom-columns=SPEC: a table of HEADER:JSONPATH columns, e.g. NAME:.name,STATE:.state.'
custom-columns-file=\t'custom-columns-file=FILE: headers on the first line, their paths on the second.'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from ignore" -l sort-by -d 'Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl\'s --sort-by' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from ignore" -l color -d 'When to colour output (NO_COLOR and CLICOLOR are honoured in auto)' -r -f -a "auto\t'Colour when the stream is a terminal and NO_COLOR is not set'
always\t''
never\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from ignore" -l operator-namespace -d 'Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from ignore" -l runtime-required-taint -d 'The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from ignore" -l removal-version -d 'The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0\'s release notes, "Deprecations")' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from ignore" -l stall-after -d 'A gated node with no recorded change for this long is `stalled`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from ignore" -l chunk-size -d 'Nodes per list page (as kubectl\'s --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl\'s 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from ignore" -l node-list -d 'How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one' -r -f -a "one\t''
paged\t''
cached\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from ignore" -l regex -d 'Treat NODE arguments as regular expressions matched against whole node names'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from ignore" -s y -l confirm -l yes -d 'Apply without asking. Without it, a terminal is asked; anything else is refused'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from ignore" -l insecure-skip-tls-verify -d 'Do not verify the server\'s certificate (insecure)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from ignore" -l disable-compression -d 'Ask the API server for uncompressed answers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from ignore" -l all-contexts -d 'Every context of the kubeconfig, as one view (read commands only)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from ignore" -l no-headers -d 'Print tables (and custom columns) without their header line, as kubectl\'s --no-headers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from ignore" -l warnings-as-errors -d 'Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl\'s: the command still runs and prints them; exit 1 after it)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from ignore" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from unignore" -s l -l selector -d 'Label selector, e.g. `nvidia.com/gpu.present=true,pool in (a,b)`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from unignore" -l field-selector -d 'Field selector over the nodes, as kubectl\'s: `metadata.name`, `spec.unschedulable` (`=`, `==`, `!=`), e.g. `spec.unschedulable=true`; passed to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from unignore" -l dry-run -d 'Preview: `client` prints the exact change per node (bare `--dry-run`), `--dry-run=server` sends it with dryRun=All, `none` writes. The value only after `=`: a bare `--dry-run` never takes the next word (`... -o name | xargs kubectl nodewright regate --dry-run`)' -r -f -a "none\t'Write for real'
client\t'Print the exact change per node; send nothing'
server\t'Send every patch with dryRun=All: admission and RBAC run, nothing is persisted'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from unignore" -l concurrency -d 'Nodes written at the same time' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from unignore" -l kubeconfig -d 'Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)' -r -F
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from unignore" -l context -d 'The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from unignore" -l cluster -d 'The kubeconfig cluster to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from unignore" -l user -d 'The kubeconfig user to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from unignore" -s n -l namespace -d 'Namespace (used for namespaced lookups such as package logs)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from unignore" -s s -l server -d 'The address and port of the Kubernetes API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from unignore" -l token -d 'Bearer token for authentication to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from unignore" -l as -d 'Username to impersonate for the operation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from unignore" -l as-group -d 'Group to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from unignore" -l as-uid -d 'UID to impersonate for the operation; needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from unignore" -l as-user-extra -d 'User extra to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from unignore" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from unignore" -l client-certificate -d 'Path to a client certificate file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from unignore" -l client-key -d 'Path to a client key file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from unignore" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from unignore" -l request-timeout -d 'How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from unignore" -l max-clusters -d 'With several contexts: how many are read at once' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from unignore" -l context-timeout -d 'With several contexts: how long one context\'s whole read may take before that context is reported as failed and the others are shown; 0 means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from unignore" -s v -l v -d 'Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from unignore" -s o -l output -d 'Output format: table, wide, json, yaml, name, or kubectl\'s template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)' -r -f -a "table\t'Borderless table with upper-case headers, as kubectl prints.'
wide\t'The table with more columns.'
json\t'A stable, documented JSON document with apiVersion and kind.'
yaml\t'The same document as YAML.'
name\t'`kind/name` per line (reads, as kubectl); writes add what was done: `node/gpu-1 tainted`.'
jsonpath=\t'jsonpath=TEMPLATE: kubectl\'s JSONPath template over the JSON document, e.g. \'{.items[*].name}\'.'
jsonpath-file=\t'jsonpath-file=FILE: the template read from FILE.'
custom-columns=\t'custom-columns=SPEC: a table of HEADER:JSONPATH columns, e.g. NAME:.name,STATE:.state.'
custom-columns-file=\t'custom-columns-file=FILE: headers on the first line, their paths on the second.'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from unignore" -l sort-by -d 'Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl\'s --sort-by' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from unignore" -l color -d 'When to colour output (NO_COLOR and CLICOLOR are honoured in auto)' -r -f -a "auto\t'Colour when the stream is a terminal and NO_COLOR is not set'
always\t''
never\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from unignore" -l operator-namespace -d 'Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from unignore" -l runtime-required-taint -d 'The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from unignore" -l removal-version -d 'The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0\'s release notes, "Deprecations")' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from unignore" -l stall-after -d 'A gated node with no recorded change for this long is `stalled`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from unignore" -l chunk-size -d 'Nodes per list page (as kubectl\'s --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl\'s 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from unignore" -l node-list -d 'How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one' -r -f -a "one\t''
paged\t''
cached\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from unignore" -l regex -d 'Treat NODE arguments as regular expressions matched against whole node names'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from unignore" -s y -l confirm -l yes -d 'Apply without asking. Without it, a terminal is asked; anything else is refused'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from unignore" -l insecure-skip-tls-verify -d 'Do not verify the server\'s certificate (insecure)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from unignore" -l disable-compression -d 'Ask the API server for uncompressed answers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from unignore" -l all-contexts -d 'Every context of the kubeconfig, as one view (read commands only)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from unignore" -l no-headers -d 'Print tables (and custom columns) without their header line, as kubectl\'s --no-headers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from unignore" -l warnings-as-errors -d 'Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl\'s: the command still runs and prints them; exit 1 after it)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from unignore" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from help" -f -a "list" -d 'Nodes targeted by a NodeWright, with the operator\'s verdict and package progress'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from help" -f -a "status" -d 'Every NodeWright\'s verdict on the given nodes (all nodes without arguments)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from help" -f -a "reset" -d 'Reset a NodeWright\'s package state on the nodes (does NOT re-gate; see `regate`)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from help" -f -a "ignore" -d 'Set the ignore label: the operator skips the nodes (they show as blocked)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from help" -f -a "unignore" -d 'Remove the ignore label (both prefixes)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand node; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and not __fish_seen_subcommand_from status logs rerun help" -l kubeconfig -d 'Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)' -r -F
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and not __fish_seen_subcommand_from status logs rerun help" -l context -d 'The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and not __fish_seen_subcommand_from status logs rerun help" -l cluster -d 'The kubeconfig cluster to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and not __fish_seen_subcommand_from status logs rerun help" -l user -d 'The kubeconfig user to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and not __fish_seen_subcommand_from status logs rerun help" -s n -l namespace -d 'Namespace (used for namespaced lookups such as package logs)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and not __fish_seen_subcommand_from status logs rerun help" -s s -l server -d 'The address and port of the Kubernetes API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and not __fish_seen_subcommand_from status logs rerun help" -l token -d 'Bearer token for authentication to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and not __fish_seen_subcommand_from status logs rerun help" -l as -d 'Username to impersonate for the operation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and not __fish_seen_subcommand_from status logs rerun help" -l as-group -d 'Group to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and not __fish_seen_subcommand_from status logs rerun help" -l as-uid -d 'UID to impersonate for the operation; needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and not __fish_seen_subcommand_from status logs rerun help" -l as-user-extra -d 'User extra to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and not __fish_seen_subcommand_from status logs rerun help" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and not __fish_seen_subcommand_from status logs rerun help" -l client-certificate -d 'Path to a client certificate file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and not __fish_seen_subcommand_from status logs rerun help" -l client-key -d 'Path to a client key file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and not __fish_seen_subcommand_from status logs rerun help" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and not __fish_seen_subcommand_from status logs rerun help" -l request-timeout -d 'How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and not __fish_seen_subcommand_from status logs rerun help" -l max-clusters -d 'With several contexts: how many are read at once' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and not __fish_seen_subcommand_from status logs rerun help" -l context-timeout -d 'With several contexts: how long one context\'s whole read may take before that context is reported as failed and the others are shown; 0 means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and not __fish_seen_subcommand_from status logs rerun help" -s v -l v -d 'Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and not __fish_seen_subcommand_from status logs rerun help" -s o -l output -d 'Output format: table, wide, json, yaml, name, or kubectl\'s template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)' -r -f -a "table\t'Borderless table with upper-case headers, as kubectl prints.'
wide\t'The table with more columns.'
json\t'A stable, documented JSON document with apiVersion and kind.'
yaml\t'The same document as YAML.'
name\t'`kind/name` per line (reads, as kubectl); writes add what was done: `node/gpu-1 tainted`.'
jsonpath=\t'jsonpath=TEMPLATE: kubectl\'s JSONPath template over the JSON document, e.g. \'{.items[*].name}\'.'
jsonpath-file=\t'jsonpath-file=FILE: the template read from FILE.'
custom-columns=\t'custom-columns=SPEC: a table of HEADER:JSONPATH columns, e.g. NAME:.name,STATE:.state.'
custom-columns-file=\t'custom-columns-file=FILE: headers on the first line, their paths on the second.'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and not __fish_seen_subcommand_from status logs rerun help" -l sort-by -d 'Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl\'s --sort-by' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and not __fish_seen_subcommand_from status logs rerun help" -l color -d 'When to colour output (NO_COLOR and CLICOLOR are honoured in auto)' -r -f -a "auto\t'Colour when the stream is a terminal and NO_COLOR is not set'
always\t''
never\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and not __fish_seen_subcommand_from status logs rerun help" -l operator-namespace -d 'Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and not __fish_seen_subcommand_from status logs rerun help" -l runtime-required-taint -d 'The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and not __fish_seen_subcommand_from status logs rerun help" -l removal-version -d 'The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0\'s release notes, "Deprecations")' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and not __fish_seen_subcommand_from status logs rerun help" -l stall-after -d 'A gated node with no recorded change for this long is `stalled`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and not __fish_seen_subcommand_from status logs rerun help" -l chunk-size -d 'Nodes per list page (as kubectl\'s --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl\'s 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and not __fish_seen_subcommand_from status logs rerun help" -l node-list -d 'How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one' -r -f -a "one\t''
paged\t''
cached\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and not __fish_seen_subcommand_from status logs rerun help" -l insecure-skip-tls-verify -d 'Do not verify the server\'s certificate (insecure)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and not __fish_seen_subcommand_from status logs rerun help" -l disable-compression -d 'Ask the API server for uncompressed answers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and not __fish_seen_subcommand_from status logs rerun help" -l all-contexts -d 'Every context of the kubeconfig, as one view (read commands only)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and not __fish_seen_subcommand_from status logs rerun help" -l no-headers -d 'Print tables (and custom columns) without their header line, as kubectl\'s --no-headers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and not __fish_seen_subcommand_from status logs rerun help" -l warnings-as-errors -d 'Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl\'s: the command still runs and prints them; exit 1 after it)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and not __fish_seen_subcommand_from status logs rerun help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and not __fish_seen_subcommand_from status logs rerun help" -f -a "status" -d 'A package\'s version, stage and state on every node its NodeWright targets'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and not __fish_seen_subcommand_from status logs rerun help" -f -a "logs" -d 'Logs of a package\'s pods (every stage container, all nodes at once)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and not __fish_seen_subcommand_from status logs rerun help" -f -a "rerun" -d 'Re-run a package on nodes (from the beginning, or from --stage)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and not __fish_seen_subcommand_from status logs rerun help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from status" -l nodewright -l skyhook -d 'The NodeWright (or Skyhook) that declares it' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from status" -l node -d 'Only these nodes (repeatable)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from status" -s l -l selector -d 'Label selector for nodes' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from status" -l kubeconfig -d 'Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)' -r -F
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from status" -l context -d 'The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from status" -l cluster -d 'The kubeconfig cluster to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from status" -l user -d 'The kubeconfig user to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from status" -s n -l namespace -d 'Namespace (used for namespaced lookups such as package logs)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from status" -s s -l server -d 'The address and port of the Kubernetes API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from status" -l token -d 'Bearer token for authentication to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from status" -l as -d 'Username to impersonate for the operation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from status" -l as-group -d 'Group to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from status" -l as-uid -d 'UID to impersonate for the operation; needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from status" -l as-user-extra -d 'User extra to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from status" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from status" -l client-certificate -d 'Path to a client certificate file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from status" -l client-key -d 'Path to a client key file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from status" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from status" -l request-timeout -d 'How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from status" -l max-clusters -d 'With several contexts: how many are read at once' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from status" -l context-timeout -d 'With several contexts: how long one context\'s whole read may take before that context is reported as failed and the others are shown; 0 means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from status" -s v -l v -d 'Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from status" -s o -l output -d 'Output format: table, wide, json, yaml, name, or kubectl\'s template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)' -r -f -a "table\t'Borderless table with upper-case headers, as kubectl prints.'
wide\t'The table with more columns.'
json\t'A stable, documented JSON document with apiVersion and kind.'
yaml\t'The same document as YAML.'
name\t'`kind/name` per line (reads, as kubectl); writes add what was done: `node/gpu-1 tainted`.'
jsonpath=\t'jsonpath=TEMPLATE: kubectl\'s JSONPath template over the JSON document, e.g. \'{.items[*].name}\'.'
jsonpath-file=\t'jsonpath-file=FILE: the template read from FILE.'
custom-columns=\t'custom-columns=SPEC: a table of HEADER:JSONPATH columns, e.g. NAME:.name,STATE:.state.'
custom-columns-file=\t'custom-columns-file=FILE: headers on the first line, their paths on the second.'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from status" -l sort-by -d 'Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl\'s --sort-by' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from status" -l color -d 'When to colour output (NO_COLOR and CLICOLOR are honoured in auto)' -r -f -a "auto\t'Colour when the stream is a terminal and NO_COLOR is not set'
always\t''
never\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from status" -l operator-namespace -d 'Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from status" -l runtime-required-taint -d 'The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from status" -l removal-version -d 'The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0\'s release notes, "Deprecations")' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from status" -l stall-after -d 'A gated node with no recorded change for this long is `stalled`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from status" -l chunk-size -d 'Nodes per list page (as kubectl\'s --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl\'s 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from status" -l node-list -d 'How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one' -r -f -a "one\t''
paged\t''
cached\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from status" -l insecure-skip-tls-verify -d 'Do not verify the server\'s certificate (insecure)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from status" -l disable-compression -d 'Ask the API server for uncompressed answers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from status" -l all-contexts -d 'Every context of the kubeconfig, as one view (read commands only)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from status" -l no-headers -d 'Print tables (and custom columns) without their header line, as kubectl\'s --no-headers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from status" -l warnings-as-errors -d 'Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl\'s: the command still runs and prints them; exit 1 after it)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from status" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from logs" -l nodewright -l skyhook -d 'The NodeWright (or Skyhook) that declares it' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from logs" -l node -d 'Only pods on these nodes (repeatable)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from logs" -l stage -d 'Only this stage\'s container' -r -f -a "apply\t''
config\t''
interrupt\t''
post-interrupt\t''
uninstall\t''
upgrade\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from logs" -l tail -d 'Lines from the end of each log' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from logs" -l kubeconfig -d 'Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)' -r -F
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from logs" -l context -d 'The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from logs" -l cluster -d 'The kubeconfig cluster to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from logs" -l user -d 'The kubeconfig user to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from logs" -s n -l namespace -d 'Namespace (used for namespaced lookups such as package logs)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from logs" -s s -l server -d 'The address and port of the Kubernetes API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from logs" -l token -d 'Bearer token for authentication to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from logs" -l as -d 'Username to impersonate for the operation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from logs" -l as-group -d 'Group to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from logs" -l as-uid -d 'UID to impersonate for the operation; needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from logs" -l as-user-extra -d 'User extra to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from logs" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from logs" -l client-certificate -d 'Path to a client certificate file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from logs" -l client-key -d 'Path to a client key file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from logs" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from logs" -l request-timeout -d 'How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from logs" -l max-clusters -d 'With several contexts: how many are read at once' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from logs" -l context-timeout -d 'With several contexts: how long one context\'s whole read may take before that context is reported as failed and the others are shown; 0 means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from logs" -s v -l v -d 'Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from logs" -s o -l output -d 'Output format: table, wide, json, yaml, name, or kubectl\'s template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)' -r -f -a "table\t'Borderless table with upper-case headers, as kubectl prints.'
wide\t'The table with more columns.'
json\t'A stable, documented JSON document with apiVersion and kind.'
yaml\t'The same document as YAML.'
name\t'`kind/name` per line (reads, as kubectl); writes add what was done: `node/gpu-1 tainted`.'
jsonpath=\t'jsonpath=TEMPLATE: kubectl\'s JSONPath template over the JSON document, e.g. \'{.items[*].name}\'.'
jsonpath-file=\t'jsonpath-file=FILE: the template read from FILE.'
custom-columns=\t'custom-columns=SPEC: a table of HEADER:JSONPATH columns, e.g. NAME:.name,STATE:.state.'
custom-columns-file=\t'custom-columns-file=FILE: headers on the first line, their paths on the second.'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from logs" -l sort-by -d 'Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl\'s --sort-by' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from logs" -l color -d 'When to colour output (NO_COLOR and CLICOLOR are honoured in auto)' -r -f -a "auto\t'Colour when the stream is a terminal and NO_COLOR is not set'
always\t''
never\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from logs" -l operator-namespace -d 'Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from logs" -l runtime-required-taint -d 'The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from logs" -l removal-version -d 'The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0\'s release notes, "Deprecations")' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from logs" -l stall-after -d 'A gated node with no recorded change for this long is `stalled`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from logs" -l chunk-size -d 'Nodes per list page (as kubectl\'s --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl\'s 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from logs" -l node-list -d 'How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one' -r -f -a "one\t''
paged\t''
cached\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from logs" -s f -l follow -d 'Follow the logs of every selected container at once'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from logs" -l insecure-skip-tls-verify -d 'Do not verify the server\'s certificate (insecure)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from logs" -l disable-compression -d 'Ask the API server for uncompressed answers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from logs" -l all-contexts -d 'Every context of the kubeconfig, as one view (read commands only)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from logs" -l no-headers -d 'Print tables (and custom columns) without their header line, as kubectl\'s --no-headers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from logs" -l warnings-as-errors -d 'Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl\'s: the command still runs and prints them; exit 1 after it)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from logs" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from rerun" -l nodewright -l skyhook -d 'The NodeWright (or Skyhook) that declares it' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from rerun" -l node -d 'Nodes (repeatable; exact names)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from rerun" -s l -l selector -d 'Label selector for nodes' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from rerun" -l stage -d 'Re-run from this stage instead of from the beginning' -r -f -a "apply\t''
config\t''
interrupt\t''
post-interrupt\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from rerun" -l dry-run -d 'Preview: `client` prints the exact change per node (bare `--dry-run`), `--dry-run=server` sends it with dryRun=All, `none` writes. The value only after `=`: a bare `--dry-run` never takes the next word (`... -o name | xargs kubectl nodewright regate --dry-run`)' -r -f -a "none\t'Write for real'
client\t'Print the exact change per node; send nothing'
server\t'Send every patch with dryRun=All: admission and RBAC run, nothing is persisted'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from rerun" -l concurrency -d 'Nodes written at the same time' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from rerun" -l kubeconfig -d 'Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)' -r -F
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from rerun" -l context -d 'The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from rerun" -l cluster -d 'The kubeconfig cluster to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from rerun" -l user -d 'The kubeconfig user to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from rerun" -s n -l namespace -d 'Namespace (used for namespaced lookups such as package logs)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from rerun" -s s -l server -d 'The address and port of the Kubernetes API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from rerun" -l token -d 'Bearer token for authentication to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from rerun" -l as -d 'Username to impersonate for the operation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from rerun" -l as-group -d 'Group to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from rerun" -l as-uid -d 'UID to impersonate for the operation; needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from rerun" -l as-user-extra -d 'User extra to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from rerun" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from rerun" -l client-certificate -d 'Path to a client certificate file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from rerun" -l client-key -d 'Path to a client key file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from rerun" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from rerun" -l request-timeout -d 'How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from rerun" -l max-clusters -d 'With several contexts: how many are read at once' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from rerun" -l context-timeout -d 'With several contexts: how long one context\'s whole read may take before that context is reported as failed and the others are shown; 0 means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from rerun" -s v -l v -d 'Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from rerun" -s o -l output -d 'Output format: table, wide, json, yaml, name, or kubectl\'s template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)' -r -f -a "table\t'Borderless table with upper-case headers, as kubectl prints.'
wide\t'The table with more columns.'
json\t'A stable, documented JSON document with apiVersion and kind.'
yaml\t'The same document as YAML.'
name\t'`kind/name` per line (reads, as kubectl); writes add what was done: `node/gpu-1 tainted`.'
jsonpath=\t'jsonpath=TEMPLATE: kubectl\'s JSONPath template over the JSON document, e.g. \'{.items[*].name}\'.'
jsonpath-file=\t'jsonpath-file=FILE: the template read from FILE.'
custom-columns=\t'custom-columns=SPEC: a table of HEADER:JSONPATH columns, e.g. NAME:.name,STATE:.state.'
custom-columns-file=\t'custom-columns-file=FILE: headers on the first line, their paths on the second.'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from rerun" -l sort-by -d 'Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl\'s --sort-by' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from rerun" -l color -d 'When to colour output (NO_COLOR and CLICOLOR are honoured in auto)' -r -f -a "auto\t'Colour when the stream is a terminal and NO_COLOR is not set'
always\t''
never\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from rerun" -l operator-namespace -d 'Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from rerun" -l runtime-required-taint -d 'The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from rerun" -l removal-version -d 'The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0\'s release notes, "Deprecations")' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from rerun" -l stall-after -d 'A gated node with no recorded change for this long is `stalled`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from rerun" -l chunk-size -d 'Nodes per list page (as kubectl\'s --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl\'s 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from rerun" -l node-list -d 'How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one' -r -f -a "one\t''
paged\t''
cached\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from rerun" -s y -l confirm -l yes -d 'Apply without asking. Without it, a terminal is asked; anything else is refused'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from rerun" -l insecure-skip-tls-verify -d 'Do not verify the server\'s certificate (insecure)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from rerun" -l disable-compression -d 'Ask the API server for uncompressed answers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from rerun" -l all-contexts -d 'Every context of the kubeconfig, as one view (read commands only)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from rerun" -l no-headers -d 'Print tables (and custom columns) without their header line, as kubectl\'s --no-headers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from rerun" -l warnings-as-errors -d 'Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl\'s: the command still runs and prints them; exit 1 after it)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from rerun" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from help" -f -a "status" -d 'A package\'s version, stage and state on every node its NodeWright targets'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from help" -f -a "logs" -d 'Logs of a package\'s pods (every stage container, all nodes at once)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from help" -f -a "rerun" -d 'Re-run a package on nodes (from the beginning, or from --stage)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand package; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand version" -l kubeconfig -d 'Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)' -r -F
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand version" -l context -d 'The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand version" -l cluster -d 'The kubeconfig cluster to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand version" -l user -d 'The kubeconfig user to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand version" -s n -l namespace -d 'Namespace (used for namespaced lookups such as package logs)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand version" -s s -l server -d 'The address and port of the Kubernetes API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand version" -l token -d 'Bearer token for authentication to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand version" -l as -d 'Username to impersonate for the operation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand version" -l as-group -d 'Group to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand version" -l as-uid -d 'UID to impersonate for the operation; needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand version" -l as-user-extra -d 'User extra to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand version" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand version" -l client-certificate -d 'Path to a client certificate file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand version" -l client-key -d 'Path to a client key file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand version" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand version" -l request-timeout -d 'How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand version" -l max-clusters -d 'With several contexts: how many are read at once' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand version" -l context-timeout -d 'With several contexts: how long one context\'s whole read may take before that context is reported as failed and the others are shown; 0 means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand version" -s v -l v -d 'Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand version" -s o -l output -d 'Output format: table, wide, json, yaml, name, or kubectl\'s template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)' -r -f -a "table\t'Borderless table with upper-case headers, as kubectl prints.'
wide\t'The table with more columns.'
json\t'A stable, documented JSON document with apiVersion and kind.'
yaml\t'The same document as YAML.'
name\t'`kind/name` per line (reads, as kubectl); writes add what was done: `node/gpu-1 tainted`.'
jsonpath=\t'jsonpath=TEMPLATE: kubectl\'s JSONPath template over the JSON document, e.g. \'{.items[*].name}\'.'
jsonpath-file=\t'jsonpath-file=FILE: the template read from FILE.'
custom-columns=\t'custom-columns=SPEC: a table of HEADER:JSONPATH columns, e.g. NAME:.name,STATE:.state.'
custom-columns-file=\t'custom-columns-file=FILE: headers on the first line, their paths on the second.'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand version" -l sort-by -d 'Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl\'s --sort-by' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand version" -l color -d 'When to colour output (NO_COLOR and CLICOLOR are honoured in auto)' -r -f -a "auto\t'Colour when the stream is a terminal and NO_COLOR is not set'
always\t''
never\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand version" -l operator-namespace -d 'Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand version" -l runtime-required-taint -d 'The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand version" -l removal-version -d 'The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0\'s release notes, "Deprecations")' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand version" -l stall-after -d 'A gated node with no recorded change for this long is `stalled`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand version" -l chunk-size -d 'Nodes per list page (as kubectl\'s --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl\'s 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand version" -l node-list -d 'How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one' -r -f -a "one\t''
paged\t''
cached\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand version" -l client -d 'Print only the plugin\'s version; make no request'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand version" -l insecure-skip-tls-verify -d 'Do not verify the server\'s certificate (insecure)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand version" -l disable-compression -d 'Ask the API server for uncompressed answers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand version" -l all-contexts -d 'Every context of the kubeconfig, as one view (read commands only)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand version" -l no-headers -d 'Print tables (and custom columns) without their header line, as kubectl\'s --no-headers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand version" -l warnings-as-errors -d 'Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl\'s: the command still runs and prints them; exit 1 after it)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand version" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand taint" -s l -l selector -d 'Label selector, e.g. `nvidia.com/gpu.present=true,pool in (a,b)`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand taint" -l field-selector -d 'Field selector over the nodes, as kubectl\'s: `metadata.name`, `spec.unschedulable` (`=`, `==`, `!=`), e.g. `spec.unschedulable=true`; passed to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand taint" -l replace -d 'In the same write, remove every other taint with this key (a gate the operator does not recognise): the node stays gated throughout' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand taint" -l dry-run -d 'Preview: `client` prints the exact change per node (bare `--dry-run`), `--dry-run=server` sends it with dryRun=All, `none` writes. The value only after `=`: a bare `--dry-run` never takes the next word (`... -o name | xargs kubectl nodewright regate --dry-run`)' -r -f -a "none\t'Write for real'
client\t'Print the exact change per node; send nothing'
server\t'Send every patch with dryRun=All: admission and RBAC run, nothing is persisted'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand taint" -l concurrency -d 'Nodes written at the same time' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand taint" -l kubeconfig -d 'Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)' -r -F
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand taint" -l context -d 'The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand taint" -l cluster -d 'The kubeconfig cluster to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand taint" -l user -d 'The kubeconfig user to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand taint" -s n -l namespace -d 'Namespace (used for namespaced lookups such as package logs)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand taint" -s s -l server -d 'The address and port of the Kubernetes API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand taint" -l token -d 'Bearer token for authentication to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand taint" -l as -d 'Username to impersonate for the operation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand taint" -l as-group -d 'Group to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand taint" -l as-uid -d 'UID to impersonate for the operation; needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand taint" -l as-user-extra -d 'User extra to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand taint" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand taint" -l client-certificate -d 'Path to a client certificate file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand taint" -l client-key -d 'Path to a client key file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand taint" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand taint" -l request-timeout -d 'How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand taint" -l max-clusters -d 'With several contexts: how many are read at once' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand taint" -l context-timeout -d 'With several contexts: how long one context\'s whole read may take before that context is reported as failed and the others are shown; 0 means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand taint" -s v -l v -d 'Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand taint" -s o -l output -d 'Output format: table, wide, json, yaml, name, or kubectl\'s template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)' -r -f -a "table\t'Borderless table with upper-case headers, as kubectl prints.'
wide\t'The table with more columns.'
json\t'A stable, documented JSON document with apiVersion and kind.'
yaml\t'The same document as YAML.'
name\t'`kind/name` per line (reads, as kubectl); writes add what was done: `node/gpu-1 tainted`.'
jsonpath=\t'jsonpath=TEMPLATE: kubectl\'s JSONPath template over the JSON document, e.g. \'{.items[*].name}\'.'
jsonpath-file=\t'jsonpath-file=FILE: the template read from FILE.'
custom-columns=\t'custom-columns=SPEC: a table of HEADER:JSONPATH columns, e.g. NAME:.name,STATE:.state.'
custom-columns-file=\t'custom-columns-file=FILE: headers on the first line, their paths on the second.'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand taint" -l sort-by -d 'Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl\'s --sort-by' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand taint" -l color -d 'When to colour output (NO_COLOR and CLICOLOR are honoured in auto)' -r -f -a "auto\t'Colour when the stream is a terminal and NO_COLOR is not set'
always\t''
never\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand taint" -l operator-namespace -d 'Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand taint" -l runtime-required-taint -d 'The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand taint" -l removal-version -d 'The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0\'s release notes, "Deprecations")' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand taint" -l stall-after -d 'A gated node with no recorded change for this long is `stalled`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand taint" -l chunk-size -d 'Nodes per list page (as kubectl\'s --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl\'s 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand taint" -l node-list -d 'How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one' -r -f -a "one\t''
paged\t''
cached\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand taint" -l regex -d 'Treat NODE arguments as regular expressions matched against whole node names'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand taint" -l overwrite -d 'Fix the value of a taint with the configured key and effect but another value'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand taint" -s y -l confirm -l yes -d 'Apply without asking. Without it, a terminal is asked; anything else is refused'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand taint" -l insecure-skip-tls-verify -d 'Do not verify the server\'s certificate (insecure)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand taint" -l disable-compression -d 'Ask the API server for uncompressed answers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand taint" -l all-contexts -d 'Every context of the kubeconfig, as one view (read commands only)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand taint" -l no-headers -d 'Print tables (and custom columns) without their header line, as kubectl\'s --no-headers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand taint" -l warnings-as-errors -d 'Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl\'s: the command still runs and prints them; exit 1 after it)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand taint" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand untaint" -s l -l selector -d 'Label selector, e.g. `nvidia.com/gpu.present=true,pool in (a,b)`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand untaint" -l field-selector -d 'Field selector over the nodes, as kubectl\'s: `metadata.name`, `spec.unschedulable` (`=`, `==`, `!=`), e.g. `spec.unschedulable=true`; passed to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand untaint" -l key -d 'Remove taints with this key (any effect) instead of the gate taints' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand untaint" -l dry-run -d 'Preview: `client` prints the exact change per node (bare `--dry-run`), `--dry-run=server` sends it with dryRun=All, `none` writes. The value only after `=`: a bare `--dry-run` never takes the next word (`... -o name | xargs kubectl nodewright regate --dry-run`)' -r -f -a "none\t'Write for real'
client\t'Print the exact change per node; send nothing'
server\t'Send every patch with dryRun=All: admission and RBAC run, nothing is persisted'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand untaint" -l concurrency -d 'Nodes written at the same time' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand untaint" -l kubeconfig -d 'Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)' -r -F
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand untaint" -l context -d 'The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand untaint" -l cluster -d 'The kubeconfig cluster to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand untaint" -l user -d 'The kubeconfig user to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand untaint" -s n -l namespace -d 'Namespace (used for namespaced lookups such as package logs)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand untaint" -s s -l server -d 'The address and port of the Kubernetes API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand untaint" -l token -d 'Bearer token for authentication to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand untaint" -l as -d 'Username to impersonate for the operation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand untaint" -l as-group -d 'Group to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand untaint" -l as-uid -d 'UID to impersonate for the operation; needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand untaint" -l as-user-extra -d 'User extra to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand untaint" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand untaint" -l client-certificate -d 'Path to a client certificate file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand untaint" -l client-key -d 'Path to a client key file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand untaint" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand untaint" -l request-timeout -d 'How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand untaint" -l max-clusters -d 'With several contexts: how many are read at once' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand untaint" -l context-timeout -d 'With several contexts: how long one context\'s whole read may take before that context is reported as failed and the others are shown; 0 means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand untaint" -s v -l v -d 'Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand untaint" -s o -l output -d 'Output format: table, wide, json, yaml, name, or kubectl\'s template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)' -r -f -a "table\t'Borderless table with upper-case headers, as kubectl prints.'
wide\t'The table with more columns.'
json\t'A stable, documented JSON document with apiVersion and kind.'
yaml\t'The same document as YAML.'
name\t'`kind/name` per line (reads, as kubectl); writes add what was done: `node/gpu-1 tainted`.'
jsonpath=\t'jsonpath=TEMPLATE: kubectl\'s JSONPath template over the JSON document, e.g. \'{.items[*].name}\'.'
jsonpath-file=\t'jsonpath-file=FILE: the template read from FILE.'
custom-columns=\t'custom-columns=SPEC: a table of HEADER:JSONPATH columns, e.g. NAME:.name,STATE:.state.'
custom-columns-file=\t'custom-columns-file=FILE: headers on the first line, their paths on the second.'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand untaint" -l sort-by -d 'Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl\'s --sort-by' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand untaint" -l color -d 'When to colour output (NO_COLOR and CLICOLOR are honoured in auto)' -r -f -a "auto\t'Colour when the stream is a terminal and NO_COLOR is not set'
always\t''
never\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand untaint" -l operator-namespace -d 'Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand untaint" -l runtime-required-taint -d 'The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand untaint" -l removal-version -d 'The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0\'s release notes, "Deprecations")' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand untaint" -l stall-after -d 'A gated node with no recorded change for this long is `stalled`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand untaint" -l chunk-size -d 'Nodes per list page (as kubectl\'s --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl\'s 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand untaint" -l node-list -d 'How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one' -r -f -a "one\t''
paged\t''
cached\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand untaint" -l regex -d 'Treat NODE arguments as regular expressions matched against whole node names'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand untaint" -s y -l confirm -l yes -d 'Apply without asking. Without it, a terminal is asked; anything else is refused'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand untaint" -l insecure-skip-tls-verify -d 'Do not verify the server\'s certificate (insecure)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand untaint" -l disable-compression -d 'Ask the API server for uncompressed answers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand untaint" -l all-contexts -d 'Every context of the kubeconfig, as one view (read commands only)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand untaint" -l no-headers -d 'Print tables (and custom columns) without their header line, as kubectl\'s --no-headers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand untaint" -l warnings-as-errors -d 'Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl\'s: the command still runs and prints them; exit 1 after it)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand untaint" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand regate" -s l -l selector -d 'Label selector, e.g. `nvidia.com/gpu.present=true,pool in (a,b)`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand regate" -l field-selector -d 'Field selector over the nodes, as kubectl\'s: `metadata.name`, `spec.unschedulable` (`=`, `==`, `!=`), e.g. `spec.unschedulable=true`; passed to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand regate" -l dry-run -d 'Preview: `client` prints the exact change per node (bare `--dry-run`), `--dry-run=server` sends it with dryRun=All, `none` writes. The value only after `=`: a bare `--dry-run` never takes the next word (`... -o name | xargs kubectl nodewright regate --dry-run`)' -r -f -a "none\t'Write for real'
client\t'Print the exact change per node; send nothing'
server\t'Send every patch with dryRun=All: admission and RBAC run, nothing is persisted'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand regate" -l concurrency -d 'Nodes written at the same time' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand regate" -l nodewright -l skyhook -d 'Only this NodeWright\'s state (default: every runtime-required one selecting the node)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand regate" -l kubeconfig -d 'Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)' -r -F
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand regate" -l context -d 'The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand regate" -l cluster -d 'The kubeconfig cluster to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand regate" -l user -d 'The kubeconfig user to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand regate" -s n -l namespace -d 'Namespace (used for namespaced lookups such as package logs)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand regate" -s s -l server -d 'The address and port of the Kubernetes API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand regate" -l token -d 'Bearer token for authentication to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand regate" -l as -d 'Username to impersonate for the operation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand regate" -l as-group -d 'Group to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand regate" -l as-uid -d 'UID to impersonate for the operation; needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand regate" -l as-user-extra -d 'User extra to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand regate" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand regate" -l client-certificate -d 'Path to a client certificate file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand regate" -l client-key -d 'Path to a client key file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand regate" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand regate" -l request-timeout -d 'How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand regate" -l max-clusters -d 'With several contexts: how many are read at once' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand regate" -l context-timeout -d 'With several contexts: how long one context\'s whole read may take before that context is reported as failed and the others are shown; 0 means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand regate" -s v -l v -d 'Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand regate" -s o -l output -d 'Output format: table, wide, json, yaml, name, or kubectl\'s template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)' -r -f -a "table\t'Borderless table with upper-case headers, as kubectl prints.'
wide\t'The table with more columns.'
json\t'A stable, documented JSON document with apiVersion and kind.'
yaml\t'The same document as YAML.'
name\t'`kind/name` per line (reads, as kubectl); writes add what was done: `node/gpu-1 tainted`.'
jsonpath=\t'jsonpath=TEMPLATE: kubectl\'s JSONPath template over the JSON document, e.g. \'{.items[*].name}\'.'
jsonpath-file=\t'jsonpath-file=FILE: the template read from FILE.'
custom-columns=\t'custom-columns=SPEC: a table of HEADER:JSONPATH columns, e.g. NAME:.name,STATE:.state.'
custom-columns-file=\t'custom-columns-file=FILE: headers on the first line, their paths on the second.'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand regate" -l sort-by -d 'Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl\'s --sort-by' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand regate" -l color -d 'When to colour output (NO_COLOR and CLICOLOR are honoured in auto)' -r -f -a "auto\t'Colour when the stream is a terminal and NO_COLOR is not set'
always\t''
never\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand regate" -l operator-namespace -d 'Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand regate" -l runtime-required-taint -d 'The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand regate" -l removal-version -d 'The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0\'s release notes, "Deprecations")' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand regate" -l stall-after -d 'A gated node with no recorded change for this long is `stalled`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand regate" -l chunk-size -d 'Nodes per list page (as kubectl\'s --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl\'s 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand regate" -l node-list -d 'How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one' -r -f -a "one\t''
paged\t''
cached\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand regate" -l regex -d 'Treat NODE arguments as regular expressions matched against whole node names'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand regate" -s y -l confirm -l yes -d 'Apply without asking. Without it, a terminal is asked; anything else is refused'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand regate" -l insecure-skip-tls-verify -d 'Do not verify the server\'s certificate (insecure)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand regate" -l disable-compression -d 'Ask the API server for uncompressed answers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand regate" -l all-contexts -d 'Every context of the kubeconfig, as one view (read commands only)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand regate" -l no-headers -d 'Print tables (and custom columns) without their header line, as kubectl\'s --no-headers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand regate" -l warnings-as-errors -d 'Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl\'s: the command still runs and prints them; exit 1 after it)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand regate" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand reset" -l node -d 'Only these nodes (repeatable; exact names). Default: every node with state for NAME' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand reset" -s l -l selector -d 'Only nodes matching this label selector' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand reset" -l package -d 'Only this package\'s entry (any version, or only VER) in the node state' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand reset" -l dry-run -d 'Preview: `client` prints the exact change per node (bare `--dry-run`), `--dry-run=server` sends it with dryRun=All, `none` writes. The value only after `=`: a bare `--dry-run` never takes the next word (`... -o name | xargs kubectl nodewright regate --dry-run`)' -r -f -a "none\t'Write for real'
client\t'Print the exact change per node; send nothing'
server\t'Send every patch with dryRun=All: admission and RBAC run, nothing is persisted'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand reset" -l concurrency -d 'Nodes written at the same time' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand reset" -l kubeconfig -d 'Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)' -r -F
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand reset" -l context -d 'The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand reset" -l cluster -d 'The kubeconfig cluster to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand reset" -l user -d 'The kubeconfig user to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand reset" -s n -l namespace -d 'Namespace (used for namespaced lookups such as package logs)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand reset" -s s -l server -d 'The address and port of the Kubernetes API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand reset" -l token -d 'Bearer token for authentication to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand reset" -l as -d 'Username to impersonate for the operation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand reset" -l as-group -d 'Group to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand reset" -l as-uid -d 'UID to impersonate for the operation; needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand reset" -l as-user-extra -d 'User extra to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand reset" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand reset" -l client-certificate -d 'Path to a client certificate file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand reset" -l client-key -d 'Path to a client key file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand reset" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand reset" -l request-timeout -d 'How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand reset" -l max-clusters -d 'With several contexts: how many are read at once' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand reset" -l context-timeout -d 'With several contexts: how long one context\'s whole read may take before that context is reported as failed and the others are shown; 0 means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand reset" -s v -l v -d 'Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand reset" -s o -l output -d 'Output format: table, wide, json, yaml, name, or kubectl\'s template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)' -r -f -a "table\t'Borderless table with upper-case headers, as kubectl prints.'
wide\t'The table with more columns.'
json\t'A stable, documented JSON document with apiVersion and kind.'
yaml\t'The same document as YAML.'
name\t'`kind/name` per line (reads, as kubectl); writes add what was done: `node/gpu-1 tainted`.'
jsonpath=\t'jsonpath=TEMPLATE: kubectl\'s JSONPath template over the JSON document, e.g. \'{.items[*].name}\'.'
jsonpath-file=\t'jsonpath-file=FILE: the template read from FILE.'
custom-columns=\t'custom-columns=SPEC: a table of HEADER:JSONPATH columns, e.g. NAME:.name,STATE:.state.'
custom-columns-file=\t'custom-columns-file=FILE: headers on the first line, their paths on the second.'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand reset" -l sort-by -d 'Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl\'s --sort-by' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand reset" -l color -d 'When to colour output (NO_COLOR and CLICOLOR are honoured in auto)' -r -f -a "auto\t'Colour when the stream is a terminal and NO_COLOR is not set'
always\t''
never\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand reset" -l operator-namespace -d 'Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand reset" -l runtime-required-taint -d 'The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand reset" -l removal-version -d 'The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0\'s release notes, "Deprecations")' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand reset" -l stall-after -d 'A gated node with no recorded change for this long is `stalled`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand reset" -l chunk-size -d 'Nodes per list page (as kubectl\'s --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl\'s 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand reset" -l node-list -d 'How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one' -r -f -a "one\t''
paged\t''
cached\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand reset" -l batch -d 'With --node, -l or --package: also reset the batch state, and take those nodes out of the rollout order'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand reset" -l skip-batch-reset -d 'Keep the deployment-policy batch state (and rollout order) of a whole-NodeWright reset'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand reset" -s y -l confirm -l yes -d 'Apply without asking. Without it, a terminal is asked; anything else is refused'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand reset" -l insecure-skip-tls-verify -d 'Do not verify the server\'s certificate (insecure)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand reset" -l disable-compression -d 'Ask the API server for uncompressed answers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand reset" -l all-contexts -d 'Every context of the kubeconfig, as one view (read commands only)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand reset" -l no-headers -d 'Print tables (and custom columns) without their header line, as kubectl\'s --no-headers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand reset" -l warnings-as-errors -d 'Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl\'s: the command still runs and prints them; exit 1 after it)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand reset" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -s l -l selector -d 'Label selector, e.g. `nvidia.com/gpu.present=true,pool in (a,b)`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -l field-selector -d 'Field selector over the nodes, as kubectl\'s: `metadata.name`, `spec.unschedulable` (`=`, `==`, `!=`), e.g. `spec.unschedulable=true`; passed to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -l backup -d 'Backup file (default: $XDG_STATE_HOME/kubectl-nodewright/forget-<time>.json)' -r -F
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -l dry-run -d 'Preview: `client` prints the exact change per node (bare `--dry-run`), `--dry-run=server` sends it with dryRun=All, `none` writes. The value only after `=`: a bare `--dry-run` never takes the next word (`... -o name | xargs kubectl nodewright regate --dry-run`)' -r -f -a "none\t'Write for real'
client\t'Print the exact change per node; send nothing'
server\t'Send every patch with dryRun=All: admission and RBAC run, nothing is persisted'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -l concurrency -d 'Nodes written at the same time' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -l nodewright -l skyhook -d 'Only this NodeWright\'s keys (node-scoped markers stay)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -l kubeconfig -d 'Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)' -r -F
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -l context -d 'The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -l cluster -d 'The kubeconfig cluster to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -l user -d 'The kubeconfig user to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -s n -l namespace -d 'Namespace (used for namespaced lookups such as package logs)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -s s -l server -d 'The address and port of the Kubernetes API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -l token -d 'Bearer token for authentication to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -l as -d 'Username to impersonate for the operation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -l as-group -d 'Group to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -l as-uid -d 'UID to impersonate for the operation; needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -l as-user-extra -d 'User extra to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -l client-certificate -d 'Path to a client certificate file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -l client-key -d 'Path to a client key file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -l request-timeout -d 'How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -l max-clusters -d 'With several contexts: how many are read at once' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -l context-timeout -d 'With several contexts: how long one context\'s whole read may take before that context is reported as failed and the others are shown; 0 means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -s v -l v -d 'Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -s o -l output -d 'Output format: table, wide, json, yaml, name, or kubectl\'s template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)' -r -f -a "table\t'Borderless table with upper-case headers, as kubectl prints.'
wide\t'The table with more columns.'
json\t'A stable, documented JSON document with apiVersion and kind.'
yaml\t'The same document as YAML.'
name\t'`kind/name` per line (reads, as kubectl); writes add what was done: `node/gpu-1 tainted`.'
jsonpath=\t'jsonpath=TEMPLATE: kubectl\'s JSONPath template over the JSON document, e.g. \'{.items[*].name}\'.'
jsonpath-file=\t'jsonpath-file=FILE: the template read from FILE.'
custom-columns=\t'custom-columns=SPEC: a table of HEADER:JSONPATH columns, e.g. NAME:.name,STATE:.state.'
custom-columns-file=\t'custom-columns-file=FILE: headers on the first line, their paths on the second.'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -l sort-by -d 'Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl\'s --sort-by' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -l color -d 'When to colour output (NO_COLOR and CLICOLOR are honoured in auto)' -r -f -a "auto\t'Colour when the stream is a terminal and NO_COLOR is not set'
always\t''
never\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -l operator-namespace -d 'Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -l runtime-required-taint -d 'The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -l removal-version -d 'The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0\'s release notes, "Deprecations")' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -l stall-after -d 'A gated node with no recorded change for this long is `stalled`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -l chunk-size -d 'Nodes per list page (as kubectl\'s --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl\'s 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -l node-list -d 'How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one' -r -f -a "one\t''
paged\t''
cached\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -l regex -d 'Treat NODE arguments as regular expressions matched against whole node names'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -l orphaned -d 'Only keys of NodeWrights that no longer exist (node-scoped markers stay)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -l include-ignore -d 'Also remove the `ignore` label'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -s y -l confirm -l yes -d 'Apply without asking. Without it, a terminal is asked; anything else is refused'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -l insecure-skip-tls-verify -d 'Do not verify the server\'s certificate (insecure)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -l disable-compression -d 'Ask the API server for uncompressed answers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -l all-contexts -d 'Every context of the kubeconfig, as one view (read commands only)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -l no-headers -d 'Print tables (and custom columns) without their header line, as kubectl\'s --no-headers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -l warnings-as-errors -d 'Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl\'s: the command still runs and prints them; exit 1 after it)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand forget" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand restore" -l dry-run -d 'Preview: `client` prints the exact change per node (bare `--dry-run`), `--dry-run=server` sends it with dryRun=All, `none` writes. The value only after `=`: a bare `--dry-run` never takes the next word (`... -o name | xargs kubectl nodewright regate --dry-run`)' -r -f -a "none\t'Write for real'
client\t'Print the exact change per node; send nothing'
server\t'Send every patch with dryRun=All: admission and RBAC run, nothing is persisted'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand restore" -l concurrency -d 'Nodes written at the same time' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand restore" -l kubeconfig -d 'Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)' -r -F
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand restore" -l context -d 'The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand restore" -l cluster -d 'The kubeconfig cluster to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand restore" -l user -d 'The kubeconfig user to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand restore" -s n -l namespace -d 'Namespace (used for namespaced lookups such as package logs)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand restore" -s s -l server -d 'The address and port of the Kubernetes API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand restore" -l token -d 'Bearer token for authentication to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand restore" -l as -d 'Username to impersonate for the operation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand restore" -l as-group -d 'Group to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand restore" -l as-uid -d 'UID to impersonate for the operation; needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand restore" -l as-user-extra -d 'User extra to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand restore" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand restore" -l client-certificate -d 'Path to a client certificate file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand restore" -l client-key -d 'Path to a client key file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand restore" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand restore" -l request-timeout -d 'How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand restore" -l max-clusters -d 'With several contexts: how many are read at once' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand restore" -l context-timeout -d 'With several contexts: how long one context\'s whole read may take before that context is reported as failed and the others are shown; 0 means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand restore" -s v -l v -d 'Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand restore" -s o -l output -d 'Output format: table, wide, json, yaml, name, or kubectl\'s template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)' -r -f -a "table\t'Borderless table with upper-case headers, as kubectl prints.'
wide\t'The table with more columns.'
json\t'A stable, documented JSON document with apiVersion and kind.'
yaml\t'The same document as YAML.'
name\t'`kind/name` per line (reads, as kubectl); writes add what was done: `node/gpu-1 tainted`.'
jsonpath=\t'jsonpath=TEMPLATE: kubectl\'s JSONPath template over the JSON document, e.g. \'{.items[*].name}\'.'
jsonpath-file=\t'jsonpath-file=FILE: the template read from FILE.'
custom-columns=\t'custom-columns=SPEC: a table of HEADER:JSONPATH columns, e.g. NAME:.name,STATE:.state.'
custom-columns-file=\t'custom-columns-file=FILE: headers on the first line, their paths on the second.'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand restore" -l sort-by -d 'Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl\'s --sort-by' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand restore" -l color -d 'When to colour output (NO_COLOR and CLICOLOR are honoured in auto)' -r -f -a "auto\t'Colour when the stream is a terminal and NO_COLOR is not set'
always\t''
never\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand restore" -l operator-namespace -d 'Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand restore" -l runtime-required-taint -d 'The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand restore" -l removal-version -d 'The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0\'s release notes, "Deprecations")' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand restore" -l stall-after -d 'A gated node with no recorded change for this long is `stalled`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand restore" -l chunk-size -d 'Nodes per list page (as kubectl\'s --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl\'s 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand restore" -l node-list -d 'How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one' -r -f -a "one\t''
paged\t''
cached\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand restore" -l force -d 'Overwrite keys whose value changed since the backup'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand restore" -s y -l confirm -l yes -d 'Apply without asking. Without it, a terminal is asked; anything else is refused'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand restore" -l insecure-skip-tls-verify -d 'Do not verify the server\'s certificate (insecure)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand restore" -l disable-compression -d 'Ask the API server for uncompressed answers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand restore" -l all-contexts -d 'Every context of the kubeconfig, as one view (read commands only)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand restore" -l no-headers -d 'Print tables (and custom columns) without their header line, as kubectl\'s --no-headers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand restore" -l warnings-as-errors -d 'Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl\'s: the command still runs and prints them; exit 1 after it)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand restore" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand pause" -l dry-run -d 'Preview: `client` prints the exact change per node (bare `--dry-run`), `--dry-run=server` sends it with dryRun=All, `none` writes. The value only after `=`: a bare `--dry-run` never takes the next word (`... -o name | xargs kubectl nodewright regate --dry-run`)' -r -f -a "none\t'Write for real'
client\t'Print the exact change per node; send nothing'
server\t'Send every patch with dryRun=All: admission and RBAC run, nothing is persisted'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand pause" -l concurrency -d 'Nodes written at the same time' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand pause" -l kubeconfig -d 'Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)' -r -F
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand pause" -l context -d 'The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand pause" -l cluster -d 'The kubeconfig cluster to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand pause" -l user -d 'The kubeconfig user to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand pause" -s n -l namespace -d 'Namespace (used for namespaced lookups such as package logs)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand pause" -s s -l server -d 'The address and port of the Kubernetes API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand pause" -l token -d 'Bearer token for authentication to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand pause" -l as -d 'Username to impersonate for the operation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand pause" -l as-group -d 'Group to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand pause" -l as-uid -d 'UID to impersonate for the operation; needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand pause" -l as-user-extra -d 'User extra to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand pause" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand pause" -l client-certificate -d 'Path to a client certificate file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand pause" -l client-key -d 'Path to a client key file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand pause" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand pause" -l request-timeout -d 'How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand pause" -l max-clusters -d 'With several contexts: how many are read at once' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand pause" -l context-timeout -d 'With several contexts: how long one context\'s whole read may take before that context is reported as failed and the others are shown; 0 means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand pause" -s v -l v -d 'Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand pause" -s o -l output -d 'Output format: table, wide, json, yaml, name, or kubectl\'s template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)' -r -f -a "table\t'Borderless table with upper-case headers, as kubectl prints.'
wide\t'The table with more columns.'
json\t'A stable, documented JSON document with apiVersion and kind.'
yaml\t'The same document as YAML.'
name\t'`kind/name` per line (reads, as kubectl); writes add what was done: `node/gpu-1 tainted`.'
jsonpath=\t'jsonpath=TEMPLATE: kubectl\'s JSONPath template over the JSON document, e.g. \'{.items[*].name}\'.'
jsonpath-file=\t'jsonpath-file=FILE: the template read from FILE.'
custom-columns=\t'custom-columns=SPEC: a table of HEADER:JSONPATH columns, e.g. NAME:.name,STATE:.state.'
custom-columns-file=\t'custom-columns-file=FILE: headers on the first line, their paths on the second.'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand pause" -l sort-by -d 'Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl\'s --sort-by' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand pause" -l color -d 'When to colour output (NO_COLOR and CLICOLOR are honoured in auto)' -r -f -a "auto\t'Colour when the stream is a terminal and NO_COLOR is not set'
always\t''
never\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand pause" -l operator-namespace -d 'Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand pause" -l runtime-required-taint -d 'The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand pause" -l removal-version -d 'The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0\'s release notes, "Deprecations")' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand pause" -l stall-after -d 'A gated node with no recorded change for this long is `stalled`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand pause" -l chunk-size -d 'Nodes per list page (as kubectl\'s --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl\'s 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand pause" -l node-list -d 'How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one' -r -f -a "one\t''
paged\t''
cached\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand pause" -s y -l confirm -l yes -d 'Apply without asking. Without it, a terminal is asked; anything else is refused'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand pause" -l insecure-skip-tls-verify -d 'Do not verify the server\'s certificate (insecure)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand pause" -l disable-compression -d 'Ask the API server for uncompressed answers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand pause" -l all-contexts -d 'Every context of the kubeconfig, as one view (read commands only)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand pause" -l no-headers -d 'Print tables (and custom columns) without their header line, as kubectl\'s --no-headers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand pause" -l warnings-as-errors -d 'Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl\'s: the command still runs and prints them; exit 1 after it)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand pause" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand resume" -l dry-run -d 'Preview: `client` prints the exact change per node (bare `--dry-run`), `--dry-run=server` sends it with dryRun=All, `none` writes. The value only after `=`: a bare `--dry-run` never takes the next word (`... -o name | xargs kubectl nodewright regate --dry-run`)' -r -f -a "none\t'Write for real'
client\t'Print the exact change per node; send nothing'
server\t'Send every patch with dryRun=All: admission and RBAC run, nothing is persisted'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand resume" -l concurrency -d 'Nodes written at the same time' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand resume" -l kubeconfig -d 'Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)' -r -F
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand resume" -l context -d 'The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand resume" -l cluster -d 'The kubeconfig cluster to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand resume" -l user -d 'The kubeconfig user to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand resume" -s n -l namespace -d 'Namespace (used for namespaced lookups such as package logs)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand resume" -s s -l server -d 'The address and port of the Kubernetes API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand resume" -l token -d 'Bearer token for authentication to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand resume" -l as -d 'Username to impersonate for the operation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand resume" -l as-group -d 'Group to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand resume" -l as-uid -d 'UID to impersonate for the operation; needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand resume" -l as-user-extra -d 'User extra to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand resume" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand resume" -l client-certificate -d 'Path to a client certificate file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand resume" -l client-key -d 'Path to a client key file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand resume" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand resume" -l request-timeout -d 'How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand resume" -l max-clusters -d 'With several contexts: how many are read at once' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand resume" -l context-timeout -d 'With several contexts: how long one context\'s whole read may take before that context is reported as failed and the others are shown; 0 means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand resume" -s v -l v -d 'Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand resume" -s o -l output -d 'Output format: table, wide, json, yaml, name, or kubectl\'s template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)' -r -f -a "table\t'Borderless table with upper-case headers, as kubectl prints.'
wide\t'The table with more columns.'
json\t'A stable, documented JSON document with apiVersion and kind.'
yaml\t'The same document as YAML.'
name\t'`kind/name` per line (reads, as kubectl); writes add what was done: `node/gpu-1 tainted`.'
jsonpath=\t'jsonpath=TEMPLATE: kubectl\'s JSONPath template over the JSON document, e.g. \'{.items[*].name}\'.'
jsonpath-file=\t'jsonpath-file=FILE: the template read from FILE.'
custom-columns=\t'custom-columns=SPEC: a table of HEADER:JSONPATH columns, e.g. NAME:.name,STATE:.state.'
custom-columns-file=\t'custom-columns-file=FILE: headers on the first line, their paths on the second.'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand resume" -l sort-by -d 'Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl\'s --sort-by' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand resume" -l color -d 'When to colour output (NO_COLOR and CLICOLOR are honoured in auto)' -r -f -a "auto\t'Colour when the stream is a terminal and NO_COLOR is not set'
always\t''
never\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand resume" -l operator-namespace -d 'Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand resume" -l runtime-required-taint -d 'The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand resume" -l removal-version -d 'The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0\'s release notes, "Deprecations")' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand resume" -l stall-after -d 'A gated node with no recorded change for this long is `stalled`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand resume" -l chunk-size -d 'Nodes per list page (as kubectl\'s --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl\'s 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand resume" -l node-list -d 'How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one' -r -f -a "one\t''
paged\t''
cached\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand resume" -s y -l confirm -l yes -d 'Apply without asking. Without it, a terminal is asked; anything else is refused'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand resume" -l insecure-skip-tls-verify -d 'Do not verify the server\'s certificate (insecure)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand resume" -l disable-compression -d 'Ask the API server for uncompressed answers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand resume" -l all-contexts -d 'Every context of the kubeconfig, as one view (read commands only)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand resume" -l no-headers -d 'Print tables (and custom columns) without their header line, as kubectl\'s --no-headers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand resume" -l warnings-as-errors -d 'Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl\'s: the command still runs and prints them; exit 1 after it)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand resume" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand disable" -l dry-run -d 'Preview: `client` prints the exact change per node (bare `--dry-run`), `--dry-run=server` sends it with dryRun=All, `none` writes. The value only after `=`: a bare `--dry-run` never takes the next word (`... -o name | xargs kubectl nodewright regate --dry-run`)' -r -f -a "none\t'Write for real'
client\t'Print the exact change per node; send nothing'
server\t'Send every patch with dryRun=All: admission and RBAC run, nothing is persisted'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand disable" -l concurrency -d 'Nodes written at the same time' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand disable" -l kubeconfig -d 'Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)' -r -F
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand disable" -l context -d 'The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand disable" -l cluster -d 'The kubeconfig cluster to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand disable" -l user -d 'The kubeconfig user to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand disable" -s n -l namespace -d 'Namespace (used for namespaced lookups such as package logs)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand disable" -s s -l server -d 'The address and port of the Kubernetes API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand disable" -l token -d 'Bearer token for authentication to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand disable" -l as -d 'Username to impersonate for the operation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand disable" -l as-group -d 'Group to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand disable" -l as-uid -d 'UID to impersonate for the operation; needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand disable" -l as-user-extra -d 'User extra to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand disable" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand disable" -l client-certificate -d 'Path to a client certificate file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand disable" -l client-key -d 'Path to a client key file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand disable" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand disable" -l request-timeout -d 'How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand disable" -l max-clusters -d 'With several contexts: how many are read at once' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand disable" -l context-timeout -d 'With several contexts: how long one context\'s whole read may take before that context is reported as failed and the others are shown; 0 means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand disable" -s v -l v -d 'Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand disable" -s o -l output -d 'Output format: table, wide, json, yaml, name, or kubectl\'s template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)' -r -f -a "table\t'Borderless table with upper-case headers, as kubectl prints.'
wide\t'The table with more columns.'
json\t'A stable, documented JSON document with apiVersion and kind.'
yaml\t'The same document as YAML.'
name\t'`kind/name` per line (reads, as kubectl); writes add what was done: `node/gpu-1 tainted`.'
jsonpath=\t'jsonpath=TEMPLATE: kubectl\'s JSONPath template over the JSON document, e.g. \'{.items[*].name}\'.'
jsonpath-file=\t'jsonpath-file=FILE: the template read from FILE.'
custom-columns=\t'custom-columns=SPEC: a table of HEADER:JSONPATH columns, e.g. NAME:.name,STATE:.state.'
custom-columns-file=\t'custom-columns-file=FILE: headers on the first line, their paths on the second.'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand disable" -l sort-by -d 'Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl\'s --sort-by' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand disable" -l color -d 'When to colour output (NO_COLOR and CLICOLOR are honoured in auto)' -r -f -a "auto\t'Colour when the stream is a terminal and NO_COLOR is not set'
always\t''
never\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand disable" -l operator-namespace -d 'Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand disable" -l runtime-required-taint -d 'The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand disable" -l removal-version -d 'The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0\'s release notes, "Deprecations")' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand disable" -l stall-after -d 'A gated node with no recorded change for this long is `stalled`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand disable" -l chunk-size -d 'Nodes per list page (as kubectl\'s --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl\'s 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand disable" -l node-list -d 'How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one' -r -f -a "one\t''
paged\t''
cached\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand disable" -s y -l confirm -l yes -d 'Apply without asking. Without it, a terminal is asked; anything else is refused'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand disable" -l insecure-skip-tls-verify -d 'Do not verify the server\'s certificate (insecure)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand disable" -l disable-compression -d 'Ask the API server for uncompressed answers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand disable" -l all-contexts -d 'Every context of the kubeconfig, as one view (read commands only)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand disable" -l no-headers -d 'Print tables (and custom columns) without their header line, as kubectl\'s --no-headers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand disable" -l warnings-as-errors -d 'Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl\'s: the command still runs and prints them; exit 1 after it)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand disable" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand enable" -l dry-run -d 'Preview: `client` prints the exact change per node (bare `--dry-run`), `--dry-run=server` sends it with dryRun=All, `none` writes. The value only after `=`: a bare `--dry-run` never takes the next word (`... -o name | xargs kubectl nodewright regate --dry-run`)' -r -f -a "none\t'Write for real'
client\t'Print the exact change per node; send nothing'
server\t'Send every patch with dryRun=All: admission and RBAC run, nothing is persisted'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand enable" -l concurrency -d 'Nodes written at the same time' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand enable" -l kubeconfig -d 'Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)' -r -F
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand enable" -l context -d 'The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand enable" -l cluster -d 'The kubeconfig cluster to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand enable" -l user -d 'The kubeconfig user to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand enable" -s n -l namespace -d 'Namespace (used for namespaced lookups such as package logs)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand enable" -s s -l server -d 'The address and port of the Kubernetes API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand enable" -l token -d 'Bearer token for authentication to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand enable" -l as -d 'Username to impersonate for the operation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand enable" -l as-group -d 'Group to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand enable" -l as-uid -d 'UID to impersonate for the operation; needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand enable" -l as-user-extra -d 'User extra to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand enable" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand enable" -l client-certificate -d 'Path to a client certificate file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand enable" -l client-key -d 'Path to a client key file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand enable" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand enable" -l request-timeout -d 'How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand enable" -l max-clusters -d 'With several contexts: how many are read at once' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand enable" -l context-timeout -d 'With several contexts: how long one context\'s whole read may take before that context is reported as failed and the others are shown; 0 means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand enable" -s v -l v -d 'Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand enable" -s o -l output -d 'Output format: table, wide, json, yaml, name, or kubectl\'s template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)' -r -f -a "table\t'Borderless table with upper-case headers, as kubectl prints.'
wide\t'The table with more columns.'
json\t'A stable, documented JSON document with apiVersion and kind.'
yaml\t'The same document as YAML.'
name\t'`kind/name` per line (reads, as kubectl); writes add what was done: `node/gpu-1 tainted`.'
jsonpath=\t'jsonpath=TEMPLATE: kubectl\'s JSONPath template over the JSON document, e.g. \'{.items[*].name}\'.'
jsonpath-file=\t'jsonpath-file=FILE: the template read from FILE.'
custom-columns=\t'custom-columns=SPEC: a table of HEADER:JSONPATH columns, e.g. NAME:.name,STATE:.state.'
custom-columns-file=\t'custom-columns-file=FILE: headers on the first line, their paths on the second.'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand enable" -l sort-by -d 'Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl\'s --sort-by' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand enable" -l color -d 'When to colour output (NO_COLOR and CLICOLOR are honoured in auto)' -r -f -a "auto\t'Colour when the stream is a terminal and NO_COLOR is not set'
always\t''
never\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand enable" -l operator-namespace -d 'Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand enable" -l runtime-required-taint -d 'The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand enable" -l removal-version -d 'The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0\'s release notes, "Deprecations")' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand enable" -l stall-after -d 'A gated node with no recorded change for this long is `stalled`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand enable" -l chunk-size -d 'Nodes per list page (as kubectl\'s --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl\'s 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand enable" -l node-list -d 'How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one' -r -f -a "one\t''
paged\t''
cached\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand enable" -s y -l confirm -l yes -d 'Apply without asking. Without it, a terminal is asked; anything else is refused'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand enable" -l insecure-skip-tls-verify -d 'Do not verify the server\'s certificate (insecure)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand enable" -l disable-compression -d 'Ask the API server for uncompressed answers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand enable" -l all-contexts -d 'Every context of the kubeconfig, as one view (read commands only)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand enable" -l no-headers -d 'Print tables (and custom columns) without their header line, as kubectl\'s --no-headers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand enable" -l warnings-as-errors -d 'Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl\'s: the command still runs and prints them; exit 1 after it)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand enable" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and not __fish_seen_subcommand_from reset help" -l kubeconfig -d 'Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)' -r -F
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and not __fish_seen_subcommand_from reset help" -l context -d 'The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and not __fish_seen_subcommand_from reset help" -l cluster -d 'The kubeconfig cluster to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and not __fish_seen_subcommand_from reset help" -l user -d 'The kubeconfig user to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and not __fish_seen_subcommand_from reset help" -s n -l namespace -d 'Namespace (used for namespaced lookups such as package logs)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and not __fish_seen_subcommand_from reset help" -s s -l server -d 'The address and port of the Kubernetes API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and not __fish_seen_subcommand_from reset help" -l token -d 'Bearer token for authentication to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and not __fish_seen_subcommand_from reset help" -l as -d 'Username to impersonate for the operation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and not __fish_seen_subcommand_from reset help" -l as-group -d 'Group to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and not __fish_seen_subcommand_from reset help" -l as-uid -d 'UID to impersonate for the operation; needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and not __fish_seen_subcommand_from reset help" -l as-user-extra -d 'User extra to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and not __fish_seen_subcommand_from reset help" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and not __fish_seen_subcommand_from reset help" -l client-certificate -d 'Path to a client certificate file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and not __fish_seen_subcommand_from reset help" -l client-key -d 'Path to a client key file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and not __fish_seen_subcommand_from reset help" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and not __fish_seen_subcommand_from reset help" -l request-timeout -d 'How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and not __fish_seen_subcommand_from reset help" -l max-clusters -d 'With several contexts: how many are read at once' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and not __fish_seen_subcommand_from reset help" -l context-timeout -d 'With several contexts: how long one context\'s whole read may take before that context is reported as failed and the others are shown; 0 means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and not __fish_seen_subcommand_from reset help" -s v -l v -d 'Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and not __fish_seen_subcommand_from reset help" -s o -l output -d 'Output format: table, wide, json, yaml, name, or kubectl\'s template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)' -r -f -a "table\t'Borderless table with upper-case headers, as kubectl prints.'
wide\t'The table with more columns.'
json\t'A stable, documented JSON document with apiVersion and kind.'
yaml\t'The same document as YAML.'
name\t'`kind/name` per line (reads, as kubectl); writes add what was done: `node/gpu-1 tainted`.'
jsonpath=\t'jsonpath=TEMPLATE: kubectl\'s JSONPath template over the JSON document, e.g. \'{.items[*].name}\'.'
jsonpath-file=\t'jsonpath-file=FILE: the template read from FILE.'
custom-columns=\t'custom-columns=SPEC: a table of HEADER:JSONPATH columns, e.g. NAME:.name,STATE:.state.'
custom-columns-file=\t'custom-columns-file=FILE: headers on the first line, their paths on the second.'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and not __fish_seen_subcommand_from reset help" -l sort-by -d 'Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl\'s --sort-by' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and not __fish_seen_subcommand_from reset help" -l color -d 'When to colour output (NO_COLOR and CLICOLOR are honoured in auto)' -r -f -a "auto\t'Colour when the stream is a terminal and NO_COLOR is not set'
always\t''
never\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and not __fish_seen_subcommand_from reset help" -l operator-namespace -d 'Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and not __fish_seen_subcommand_from reset help" -l runtime-required-taint -d 'The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and not __fish_seen_subcommand_from reset help" -l removal-version -d 'The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0\'s release notes, "Deprecations")' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and not __fish_seen_subcommand_from reset help" -l stall-after -d 'A gated node with no recorded change for this long is `stalled`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and not __fish_seen_subcommand_from reset help" -l chunk-size -d 'Nodes per list page (as kubectl\'s --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl\'s 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and not __fish_seen_subcommand_from reset help" -l node-list -d 'How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one' -r -f -a "one\t''
paged\t''
cached\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and not __fish_seen_subcommand_from reset help" -l insecure-skip-tls-verify -d 'Do not verify the server\'s certificate (insecure)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and not __fish_seen_subcommand_from reset help" -l disable-compression -d 'Ask the API server for uncompressed answers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and not __fish_seen_subcommand_from reset help" -l all-contexts -d 'Every context of the kubeconfig, as one view (read commands only)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and not __fish_seen_subcommand_from reset help" -l no-headers -d 'Print tables (and custom columns) without their header line, as kubectl\'s --no-headers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and not __fish_seen_subcommand_from reset help" -l warnings-as-errors -d 'Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl\'s: the command still runs and prints them; exit 1 after it)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and not __fish_seen_subcommand_from reset help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and not __fish_seen_subcommand_from reset help" -f -a "reset" -d 'Reset a NodeWright\'s rollout batch state (every compartment back to batch 1)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and not __fish_seen_subcommand_from reset help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and __fish_seen_subcommand_from reset" -l dry-run -d 'Preview: `client` prints the exact change per node (bare `--dry-run`), `--dry-run=server` sends it with dryRun=All, `none` writes. The value only after `=`: a bare `--dry-run` never takes the next word (`... -o name | xargs kubectl nodewright regate --dry-run`)' -r -f -a "none\t'Write for real'
client\t'Print the exact change per node; send nothing'
server\t'Send every patch with dryRun=All: admission and RBAC run, nothing is persisted'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and __fish_seen_subcommand_from reset" -l concurrency -d 'Nodes written at the same time' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and __fish_seen_subcommand_from reset" -l kubeconfig -d 'Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)' -r -F
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and __fish_seen_subcommand_from reset" -l context -d 'The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and __fish_seen_subcommand_from reset" -l cluster -d 'The kubeconfig cluster to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and __fish_seen_subcommand_from reset" -l user -d 'The kubeconfig user to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and __fish_seen_subcommand_from reset" -s n -l namespace -d 'Namespace (used for namespaced lookups such as package logs)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and __fish_seen_subcommand_from reset" -s s -l server -d 'The address and port of the Kubernetes API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and __fish_seen_subcommand_from reset" -l token -d 'Bearer token for authentication to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and __fish_seen_subcommand_from reset" -l as -d 'Username to impersonate for the operation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and __fish_seen_subcommand_from reset" -l as-group -d 'Group to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and __fish_seen_subcommand_from reset" -l as-uid -d 'UID to impersonate for the operation; needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and __fish_seen_subcommand_from reset" -l as-user-extra -d 'User extra to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and __fish_seen_subcommand_from reset" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and __fish_seen_subcommand_from reset" -l client-certificate -d 'Path to a client certificate file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and __fish_seen_subcommand_from reset" -l client-key -d 'Path to a client key file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and __fish_seen_subcommand_from reset" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and __fish_seen_subcommand_from reset" -l request-timeout -d 'How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and __fish_seen_subcommand_from reset" -l max-clusters -d 'With several contexts: how many are read at once' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and __fish_seen_subcommand_from reset" -l context-timeout -d 'With several contexts: how long one context\'s whole read may take before that context is reported as failed and the others are shown; 0 means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and __fish_seen_subcommand_from reset" -s v -l v -d 'Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and __fish_seen_subcommand_from reset" -s o -l output -d 'Output format: table, wide, json, yaml, name, or kubectl\'s template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)' -r -f -a "table\t'Borderless table with upper-case headers, as kubectl prints.'
wide\t'The table with more columns.'
json\t'A stable, documented JSON document with apiVersion and kind.'
yaml\t'The same document as YAML.'
name\t'`kind/name` per line (reads, as kubectl); writes add what was done: `node/gpu-1 tainted`.'
jsonpath=\t'jsonpath=TEMPLATE: kubectl\'s JSONPath template over the JSON document, e.g. \'{.items[*].name}\'.'
jsonpath-file=\t'jsonpath-file=FILE: the template read from FILE.'
custom-columns=\t'custom-columns=SPEC: a table of HEADER:JSONPATH columns, e.g. NAME:.name,STATE:.state.'
custom-columns-file=\t'custom-columns-file=FILE: headers on the first line, their paths on the second.'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and __fish_seen_subcommand_from reset" -l sort-by -d 'Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl\'s --sort-by' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and __fish_seen_subcommand_from reset" -l color -d 'When to colour output (NO_COLOR and CLICOLOR are honoured in auto)' -r -f -a "auto\t'Colour when the stream is a terminal and NO_COLOR is not set'
always\t''
never\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and __fish_seen_subcommand_from reset" -l operator-namespace -d 'Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and __fish_seen_subcommand_from reset" -l runtime-required-taint -d 'The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and __fish_seen_subcommand_from reset" -l removal-version -d 'The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0\'s release notes, "Deprecations")' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and __fish_seen_subcommand_from reset" -l stall-after -d 'A gated node with no recorded change for this long is `stalled`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and __fish_seen_subcommand_from reset" -l chunk-size -d 'Nodes per list page (as kubectl\'s --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl\'s 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and __fish_seen_subcommand_from reset" -l node-list -d 'How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one' -r -f -a "one\t''
paged\t''
cached\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and __fish_seen_subcommand_from reset" -s y -l confirm -l yes -d 'Apply without asking. Without it, a terminal is asked; anything else is refused'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and __fish_seen_subcommand_from reset" -l insecure-skip-tls-verify -d 'Do not verify the server\'s certificate (insecure)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and __fish_seen_subcommand_from reset" -l disable-compression -d 'Ask the API server for uncompressed answers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and __fish_seen_subcommand_from reset" -l all-contexts -d 'Every context of the kubeconfig, as one view (read commands only)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and __fish_seen_subcommand_from reset" -l no-headers -d 'Print tables (and custom columns) without their header line, as kubectl\'s --no-headers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and __fish_seen_subcommand_from reset" -l warnings-as-errors -d 'Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl\'s: the command still runs and prints them; exit 1 after it)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and __fish_seen_subcommand_from reset" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and __fish_seen_subcommand_from help" -f -a "reset" -d 'Reset a NodeWright\'s rollout batch state (every compartment back to batch 1)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand deployment-policy; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and not __fish_seen_subcommand_from reset help" -l kubeconfig -d 'Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)' -r -F
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and not __fish_seen_subcommand_from reset help" -l context -d 'The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and not __fish_seen_subcommand_from reset help" -l cluster -d 'The kubeconfig cluster to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and not __fish_seen_subcommand_from reset help" -l user -d 'The kubeconfig user to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and not __fish_seen_subcommand_from reset help" -s n -l namespace -d 'Namespace (used for namespaced lookups such as package logs)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and not __fish_seen_subcommand_from reset help" -s s -l server -d 'The address and port of the Kubernetes API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and not __fish_seen_subcommand_from reset help" -l token -d 'Bearer token for authentication to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and not __fish_seen_subcommand_from reset help" -l as -d 'Username to impersonate for the operation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and not __fish_seen_subcommand_from reset help" -l as-group -d 'Group to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and not __fish_seen_subcommand_from reset help" -l as-uid -d 'UID to impersonate for the operation; needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and not __fish_seen_subcommand_from reset help" -l as-user-extra -d 'User extra to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and not __fish_seen_subcommand_from reset help" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and not __fish_seen_subcommand_from reset help" -l client-certificate -d 'Path to a client certificate file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and not __fish_seen_subcommand_from reset help" -l client-key -d 'Path to a client key file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and not __fish_seen_subcommand_from reset help" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and not __fish_seen_subcommand_from reset help" -l request-timeout -d 'How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and not __fish_seen_subcommand_from reset help" -l max-clusters -d 'With several contexts: how many are read at once' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and not __fish_seen_subcommand_from reset help" -l context-timeout -d 'With several contexts: how long one context\'s whole read may take before that context is reported as failed and the others are shown; 0 means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and not __fish_seen_subcommand_from reset help" -s v -l v -d 'Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and not __fish_seen_subcommand_from reset help" -s o -l output -d 'Output format: table, wide, json, yaml, name, or kubectl\'s template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)' -r -f -a "table\t'Borderless table with upper-case headers, as kubectl prints.'
wide\t'The table with more columns.'
json\t'A stable, documented JSON document with apiVersion and kind.'
yaml\t'The same document as YAML.'
name\t'`kind/name` per line (reads, as kubectl); writes add what was done: `node/gpu-1 tainted`.'
jsonpath=\t'jsonpath=TEMPLATE: kubectl\'s JSONPath template over the JSON document, e.g. \'{.items[*].name}\'.'
jsonpath-file=\t'jsonpath-file=FILE: the template read from FILE.'
custom-columns=\t'custom-columns=SPEC: a table of HEADER:JSONPATH columns, e.g. NAME:.name,STATE:.state.'
custom-columns-file=\t'custom-columns-file=FILE: headers on the first line, their paths on the second.'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and not __fish_seen_subcommand_from reset help" -l sort-by -d 'Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl\'s --sort-by' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and not __fish_seen_subcommand_from reset help" -l color -d 'When to colour output (NO_COLOR and CLICOLOR are honoured in auto)' -r -f -a "auto\t'Colour when the stream is a terminal and NO_COLOR is not set'
always\t''
never\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and not __fish_seen_subcommand_from reset help" -l operator-namespace -d 'Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and not __fish_seen_subcommand_from reset help" -l runtime-required-taint -d 'The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and not __fish_seen_subcommand_from reset help" -l removal-version -d 'The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0\'s release notes, "Deprecations")' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and not __fish_seen_subcommand_from reset help" -l stall-after -d 'A gated node with no recorded change for this long is `stalled`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and not __fish_seen_subcommand_from reset help" -l chunk-size -d 'Nodes per list page (as kubectl\'s --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl\'s 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and not __fish_seen_subcommand_from reset help" -l node-list -d 'How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one' -r -f -a "one\t''
paged\t''
cached\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and not __fish_seen_subcommand_from reset help" -l insecure-skip-tls-verify -d 'Do not verify the server\'s certificate (insecure)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and not __fish_seen_subcommand_from reset help" -l disable-compression -d 'Ask the API server for uncompressed answers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and not __fish_seen_subcommand_from reset help" -l all-contexts -d 'Every context of the kubeconfig, as one view (read commands only)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and not __fish_seen_subcommand_from reset help" -l no-headers -d 'Print tables (and custom columns) without their header line, as kubectl\'s --no-headers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and not __fish_seen_subcommand_from reset help" -l warnings-as-errors -d 'Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl\'s: the command still runs and prints them; exit 1 after it)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and not __fish_seen_subcommand_from reset help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and not __fish_seen_subcommand_from reset help" -f -a "reset" -d 'Reset a NodeWright\'s rollout batch state (every compartment back to batch 1)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and not __fish_seen_subcommand_from reset help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and __fish_seen_subcommand_from reset" -l dry-run -d 'Preview: `client` prints the exact change per node (bare `--dry-run`), `--dry-run=server` sends it with dryRun=All, `none` writes. The value only after `=`: a bare `--dry-run` never takes the next word (`... -o name | xargs kubectl nodewright regate --dry-run`)' -r -f -a "none\t'Write for real'
client\t'Print the exact change per node; send nothing'
server\t'Send every patch with dryRun=All: admission and RBAC run, nothing is persisted'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and __fish_seen_subcommand_from reset" -l concurrency -d 'Nodes written at the same time' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and __fish_seen_subcommand_from reset" -l kubeconfig -d 'Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)' -r -F
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and __fish_seen_subcommand_from reset" -l context -d 'The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and __fish_seen_subcommand_from reset" -l cluster -d 'The kubeconfig cluster to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and __fish_seen_subcommand_from reset" -l user -d 'The kubeconfig user to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and __fish_seen_subcommand_from reset" -s n -l namespace -d 'Namespace (used for namespaced lookups such as package logs)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and __fish_seen_subcommand_from reset" -s s -l server -d 'The address and port of the Kubernetes API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and __fish_seen_subcommand_from reset" -l token -d 'Bearer token for authentication to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and __fish_seen_subcommand_from reset" -l as -d 'Username to impersonate for the operation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and __fish_seen_subcommand_from reset" -l as-group -d 'Group to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and __fish_seen_subcommand_from reset" -l as-uid -d 'UID to impersonate for the operation; needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and __fish_seen_subcommand_from reset" -l as-user-extra -d 'User extra to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and __fish_seen_subcommand_from reset" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and __fish_seen_subcommand_from reset" -l client-certificate -d 'Path to a client certificate file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and __fish_seen_subcommand_from reset" -l client-key -d 'Path to a client key file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and __fish_seen_subcommand_from reset" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and __fish_seen_subcommand_from reset" -l request-timeout -d 'How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and __fish_seen_subcommand_from reset" -l max-clusters -d 'With several contexts: how many are read at once' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and __fish_seen_subcommand_from reset" -l context-timeout -d 'With several contexts: how long one context\'s whole read may take before that context is reported as failed and the others are shown; 0 means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and __fish_seen_subcommand_from reset" -s v -l v -d 'Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and __fish_seen_subcommand_from reset" -s o -l output -d 'Output format: table, wide, json, yaml, name, or kubectl\'s template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)' -r -f -a "table\t'Borderless table with upper-case headers, as kubectl prints.'
wide\t'The table with more columns.'
json\t'A stable, documented JSON document with apiVersion and kind.'
yaml\t'The same document as YAML.'
name\t'`kind/name` per line (reads, as kubectl); writes add what was done: `node/gpu-1 tainted`.'
jsonpath=\t'jsonpath=TEMPLATE: kubectl\'s JSONPath template over the JSON document, e.g. \'{.items[*].name}\'.'
jsonpath-file=\t'jsonpath-file=FILE: the template read from FILE.'
custom-columns=\t'custom-columns=SPEC: a table of HEADER:JSONPATH columns, e.g. NAME:.name,STATE:.state.'
custom-columns-file=\t'custom-columns-file=FILE: headers on the first line, their paths on the second.'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and __fish_seen_subcommand_from reset" -l sort-by -d 'Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl\'s --sort-by' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and __fish_seen_subcommand_from reset" -l color -d 'When to colour output (NO_COLOR and CLICOLOR are honoured in auto)' -r -f -a "auto\t'Colour when the stream is a terminal and NO_COLOR is not set'
always\t''
never\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and __fish_seen_subcommand_from reset" -l operator-namespace -d 'Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and __fish_seen_subcommand_from reset" -l runtime-required-taint -d 'The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and __fish_seen_subcommand_from reset" -l removal-version -d 'The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0\'s release notes, "Deprecations")' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and __fish_seen_subcommand_from reset" -l stall-after -d 'A gated node with no recorded change for this long is `stalled`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and __fish_seen_subcommand_from reset" -l chunk-size -d 'Nodes per list page (as kubectl\'s --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl\'s 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and __fish_seen_subcommand_from reset" -l node-list -d 'How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one' -r -f -a "one\t''
paged\t''
cached\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and __fish_seen_subcommand_from reset" -s y -l confirm -l yes -d 'Apply without asking. Without it, a terminal is asked; anything else is refused'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and __fish_seen_subcommand_from reset" -l insecure-skip-tls-verify -d 'Do not verify the server\'s certificate (insecure)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and __fish_seen_subcommand_from reset" -l disable-compression -d 'Ask the API server for uncompressed answers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and __fish_seen_subcommand_from reset" -l all-contexts -d 'Every context of the kubeconfig, as one view (read commands only)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and __fish_seen_subcommand_from reset" -l no-headers -d 'Print tables (and custom columns) without their header line, as kubectl\'s --no-headers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and __fish_seen_subcommand_from reset" -l warnings-as-errors -d 'Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl\'s: the command still runs and prints them; exit 1 after it)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and __fish_seen_subcommand_from reset" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and __fish_seen_subcommand_from help" -f -a "reset" -d 'Reset a NodeWright\'s rollout batch state (every compartment back to batch 1)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand dp; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and not __fish_seen_subcommand_from status taints help" -l kubeconfig -d 'Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)' -r -F
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and not __fish_seen_subcommand_from status taints help" -l context -d 'The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and not __fish_seen_subcommand_from status taints help" -l cluster -d 'The kubeconfig cluster to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and not __fish_seen_subcommand_from status taints help" -l user -d 'The kubeconfig user to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and not __fish_seen_subcommand_from status taints help" -s n -l namespace -d 'Namespace (used for namespaced lookups such as package logs)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and not __fish_seen_subcommand_from status taints help" -s s -l server -d 'The address and port of the Kubernetes API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and not __fish_seen_subcommand_from status taints help" -l token -d 'Bearer token for authentication to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and not __fish_seen_subcommand_from status taints help" -l as -d 'Username to impersonate for the operation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and not __fish_seen_subcommand_from status taints help" -l as-group -d 'Group to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and not __fish_seen_subcommand_from status taints help" -l as-uid -d 'UID to impersonate for the operation; needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and not __fish_seen_subcommand_from status taints help" -l as-user-extra -d 'User extra to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and not __fish_seen_subcommand_from status taints help" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and not __fish_seen_subcommand_from status taints help" -l client-certificate -d 'Path to a client certificate file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and not __fish_seen_subcommand_from status taints help" -l client-key -d 'Path to a client key file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and not __fish_seen_subcommand_from status taints help" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and not __fish_seen_subcommand_from status taints help" -l request-timeout -d 'How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and not __fish_seen_subcommand_from status taints help" -l max-clusters -d 'With several contexts: how many are read at once' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and not __fish_seen_subcommand_from status taints help" -l context-timeout -d 'With several contexts: how long one context\'s whole read may take before that context is reported as failed and the others are shown; 0 means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and not __fish_seen_subcommand_from status taints help" -s v -l v -d 'Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and not __fish_seen_subcommand_from status taints help" -s o -l output -d 'Output format: table, wide, json, yaml, name, or kubectl\'s template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)' -r -f -a "table\t'Borderless table with upper-case headers, as kubectl prints.'
wide\t'The table with more columns.'
json\t'A stable, documented JSON document with apiVersion and kind.'
yaml\t'The same document as YAML.'
name\t'`kind/name` per line (reads, as kubectl); writes add what was done: `node/gpu-1 tainted`.'
jsonpath=\t'jsonpath=TEMPLATE: kubectl\'s JSONPath template over the JSON document, e.g. \'{.items[*].name}\'.'
jsonpath-file=\t'jsonpath-file=FILE: the template read from FILE.'
custom-columns=\t'custom-columns=SPEC: a table of HEADER:JSONPATH columns, e.g. NAME:.name,STATE:.state.'
custom-columns-file=\t'custom-columns-file=FILE: headers on the first line, their paths on the second.'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and not __fish_seen_subcommand_from status taints help" -l sort-by -d 'Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl\'s --sort-by' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and not __fish_seen_subcommand_from status taints help" -l color -d 'When to colour output (NO_COLOR and CLICOLOR are honoured in auto)' -r -f -a "auto\t'Colour when the stream is a terminal and NO_COLOR is not set'
always\t''
never\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and not __fish_seen_subcommand_from status taints help" -l operator-namespace -d 'Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and not __fish_seen_subcommand_from status taints help" -l runtime-required-taint -d 'The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and not __fish_seen_subcommand_from status taints help" -l removal-version -d 'The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0\'s release notes, "Deprecations")' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and not __fish_seen_subcommand_from status taints help" -l stall-after -d 'A gated node with no recorded change for this long is `stalled`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and not __fish_seen_subcommand_from status taints help" -l chunk-size -d 'Nodes per list page (as kubectl\'s --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl\'s 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and not __fish_seen_subcommand_from status taints help" -l node-list -d 'How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one' -r -f -a "one\t''
paged\t''
cached\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and not __fish_seen_subcommand_from status taints help" -l insecure-skip-tls-verify -d 'Do not verify the server\'s certificate (insecure)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and not __fish_seen_subcommand_from status taints help" -l disable-compression -d 'Ask the API server for uncompressed answers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and not __fish_seen_subcommand_from status taints help" -l all-contexts -d 'Every context of the kubeconfig, as one view (read commands only)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and not __fish_seen_subcommand_from status taints help" -l no-headers -d 'Print tables (and custom columns) without their header line, as kubectl\'s --no-headers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and not __fish_seen_subcommand_from status taints help" -l warnings-as-errors -d 'Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl\'s: the command still runs and prints them; exit 1 after it)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and not __fish_seen_subcommand_from status taints help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and not __fish_seen_subcommand_from status taints help" -f -a "status" -d 'Cluster report: what is still Skyhook, what breaks at the removal release, what to change first'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and not __fish_seen_subcommand_from status taints help" -f -a "taints" -d 'Replace the legacy skyhook.nvidia.com gate taint with the configured one, one guarded write per node'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and not __fish_seen_subcommand_from status taints help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from status" -l show -d 'How many objects each table section names before "and N more" (-o json|yaml names all)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from status" -l kubeconfig -d 'Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)' -r -F
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from status" -l context -d 'The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from status" -l cluster -d 'The kubeconfig cluster to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from status" -l user -d 'The kubeconfig user to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from status" -s n -l namespace -d 'Namespace (used for namespaced lookups such as package logs)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from status" -s s -l server -d 'The address and port of the Kubernetes API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from status" -l token -d 'Bearer token for authentication to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from status" -l as -d 'Username to impersonate for the operation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from status" -l as-group -d 'Group to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from status" -l as-uid -d 'UID to impersonate for the operation; needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from status" -l as-user-extra -d 'User extra to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from status" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from status" -l client-certificate -d 'Path to a client certificate file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from status" -l client-key -d 'Path to a client key file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from status" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from status" -l request-timeout -d 'How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from status" -l max-clusters -d 'With several contexts: how many are read at once' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from status" -l context-timeout -d 'With several contexts: how long one context\'s whole read may take before that context is reported as failed and the others are shown; 0 means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from status" -s v -l v -d 'Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from status" -s o -l output -d 'Output format: table, wide, json, yaml, name, or kubectl\'s template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)' -r -f -a "table\t'Borderless table with upper-case headers, as kubectl prints.'
wide\t'The table with more columns.'
json\t'A stable, documented JSON document with apiVersion and kind.'
yaml\t'The same document as YAML.'
name\t'`kind/name` per line (reads, as kubectl); writes add what was done: `node/gpu-1 tainted`.'
jsonpath=\t'jsonpath=TEMPLATE: kubectl\'s JSONPath template over the JSON document, e.g. \'{.items[*].name}\'.'
jsonpath-file=\t'jsonpath-file=FILE: the template read from FILE.'
custom-columns=\t'custom-columns=SPEC: a table of HEADER:JSONPATH columns, e.g. NAME:.name,STATE:.state.'
custom-columns-file=\t'custom-columns-file=FILE: headers on the first line, their paths on the second.'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from status" -l sort-by -d 'Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl\'s --sort-by' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from status" -l color -d 'When to colour output (NO_COLOR and CLICOLOR are honoured in auto)' -r -f -a "auto\t'Colour when the stream is a terminal and NO_COLOR is not set'
always\t''
never\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from status" -l operator-namespace -d 'Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from status" -l runtime-required-taint -d 'The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from status" -l removal-version -d 'The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0\'s release notes, "Deprecations")' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from status" -l stall-after -d 'A gated node with no recorded change for this long is `stalled`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from status" -l chunk-size -d 'Nodes per list page (as kubectl\'s --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl\'s 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from status" -l node-list -d 'How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one' -r -f -a "one\t''
paged\t''
cached\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from status" -l insecure-skip-tls-verify -d 'Do not verify the server\'s certificate (insecure)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from status" -l disable-compression -d 'Ask the API server for uncompressed answers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from status" -l all-contexts -d 'Every context of the kubeconfig, as one view (read commands only)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from status" -l no-headers -d 'Print tables (and custom columns) without their header line, as kubectl\'s --no-headers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from status" -l warnings-as-errors -d 'Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl\'s: the command still runs and prints them; exit 1 after it)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from status" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from taints" -s l -l selector -d 'Label selector, e.g. `nvidia.com/gpu.present=true,pool in (a,b)`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from taints" -l field-selector -d 'Field selector over the nodes, as kubectl\'s: `metadata.name`, `spec.unschedulable` (`=`, `==`, `!=`), e.g. `spec.unschedulable=true`; passed to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from taints" -l dry-run -d 'Preview: `client` prints the exact change per node (bare `--dry-run`), `--dry-run=server` sends it with dryRun=All, `none` writes. The value only after `=`: a bare `--dry-run` never takes the next word (`... -o name | xargs kubectl nodewright regate --dry-run`)' -r -f -a "none\t'Write for real'
client\t'Print the exact change per node; send nothing'
server\t'Send every patch with dryRun=All: admission and RBAC run, nothing is persisted'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from taints" -l concurrency -d 'Nodes written at the same time' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from taints" -l kubeconfig -d 'Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)' -r -F
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from taints" -l context -d 'The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from taints" -l cluster -d 'The kubeconfig cluster to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from taints" -l user -d 'The kubeconfig user to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from taints" -s n -l namespace -d 'Namespace (used for namespaced lookups such as package logs)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from taints" -s s -l server -d 'The address and port of the Kubernetes API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from taints" -l token -d 'Bearer token for authentication to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from taints" -l as -d 'Username to impersonate for the operation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from taints" -l as-group -d 'Group to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from taints" -l as-uid -d 'UID to impersonate for the operation; needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from taints" -l as-user-extra -d 'User extra to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from taints" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from taints" -l client-certificate -d 'Path to a client certificate file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from taints" -l client-key -d 'Path to a client key file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from taints" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from taints" -l request-timeout -d 'How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from taints" -l max-clusters -d 'With several contexts: how many are read at once' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from taints" -l context-timeout -d 'With several contexts: how long one context\'s whole read may take before that context is reported as failed and the others are shown; 0 means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from taints" -s v -l v -d 'Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from taints" -s o -l output -d 'Output format: table, wide, json, yaml, name, or kubectl\'s template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)' -r -f -a "table\t'Borderless table with upper-case headers, as kubectl prints.'
wide\t'The table with more columns.'
json\t'A stable, documented JSON document with apiVersion and kind.'
yaml\t'The same document as YAML.'
name\t'`kind/name` per line (reads, as kubectl); writes add what was done: `node/gpu-1 tainted`.'
jsonpath=\t'jsonpath=TEMPLATE: kubectl\'s JSONPath template over the JSON document, e.g. \'{.items[*].name}\'.'
jsonpath-file=\t'jsonpath-file=FILE: the template read from FILE.'
custom-columns=\t'custom-columns=SPEC: a table of HEADER:JSONPATH columns, e.g. NAME:.name,STATE:.state.'
custom-columns-file=\t'custom-columns-file=FILE: headers on the first line, their paths on the second.'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from taints" -l sort-by -d 'Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl\'s --sort-by' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from taints" -l color -d 'When to colour output (NO_COLOR and CLICOLOR are honoured in auto)' -r -f -a "auto\t'Colour when the stream is a terminal and NO_COLOR is not set'
always\t''
never\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from taints" -l operator-namespace -d 'Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from taints" -l runtime-required-taint -d 'The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from taints" -l removal-version -d 'The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0\'s release notes, "Deprecations")' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from taints" -l stall-after -d 'A gated node with no recorded change for this long is `stalled`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from taints" -l chunk-size -d 'Nodes per list page (as kubectl\'s --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl\'s 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from taints" -l node-list -d 'How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one' -r -f -a "one\t''
paged\t''
cached\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from taints" -l regex -d 'Treat NODE arguments as regular expressions matched against whole node names'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from taints" -l all -d 'Every node carrying the legacy taint'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from taints" -s y -l confirm -l yes -d 'Apply without asking. Without it, a terminal is asked; anything else is refused'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from taints" -l insecure-skip-tls-verify -d 'Do not verify the server\'s certificate (insecure)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from taints" -l disable-compression -d 'Ask the API server for uncompressed answers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from taints" -l all-contexts -d 'Every context of the kubeconfig, as one view (read commands only)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from taints" -l no-headers -d 'Print tables (and custom columns) without their header line, as kubectl\'s --no-headers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from taints" -l warnings-as-errors -d 'Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl\'s: the command still runs and prints them; exit 1 after it)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from taints" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from help" -f -a "status" -d 'Cluster report: what is still Skyhook, what breaks at the removal release, what to change first'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from help" -f -a "taints" -d 'Replace the legacy skyhook.nvidia.com gate taint with the configured one, one guarded write per node'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand migration; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and not __fish_seen_subcommand_from check help" -l kubeconfig -d 'Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)' -r -F
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and not __fish_seen_subcommand_from check help" -l context -d 'The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and not __fish_seen_subcommand_from check help" -l cluster -d 'The kubeconfig cluster to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and not __fish_seen_subcommand_from check help" -l user -d 'The kubeconfig user to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and not __fish_seen_subcommand_from check help" -s n -l namespace -d 'Namespace (used for namespaced lookups such as package logs)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and not __fish_seen_subcommand_from check help" -s s -l server -d 'The address and port of the Kubernetes API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and not __fish_seen_subcommand_from check help" -l token -d 'Bearer token for authentication to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and not __fish_seen_subcommand_from check help" -l as -d 'Username to impersonate for the operation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and not __fish_seen_subcommand_from check help" -l as-group -d 'Group to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and not __fish_seen_subcommand_from check help" -l as-uid -d 'UID to impersonate for the operation; needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and not __fish_seen_subcommand_from check help" -l as-user-extra -d 'User extra to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and not __fish_seen_subcommand_from check help" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and not __fish_seen_subcommand_from check help" -l client-certificate -d 'Path to a client certificate file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and not __fish_seen_subcommand_from check help" -l client-key -d 'Path to a client key file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and not __fish_seen_subcommand_from check help" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and not __fish_seen_subcommand_from check help" -l request-timeout -d 'How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and not __fish_seen_subcommand_from check help" -l max-clusters -d 'With several contexts: how many are read at once' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and not __fish_seen_subcommand_from check help" -l context-timeout -d 'With several contexts: how long one context\'s whole read may take before that context is reported as failed and the others are shown; 0 means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and not __fish_seen_subcommand_from check help" -s v -l v -d 'Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and not __fish_seen_subcommand_from check help" -s o -l output -d 'Output format: table, wide, json, yaml, name, or kubectl\'s template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)' -r -f -a "table\t'Borderless table with upper-case headers, as kubectl prints.'
wide\t'The table with more columns.'
json\t'A stable, documented JSON document with apiVersion and kind.'
yaml\t'The same document as YAML.'
name\t'`kind/name` per line (reads, as kubectl); writes add what was done: `node/gpu-1 tainted`.'
jsonpath=\t'jsonpath=TEMPLATE: kubectl\'s JSONPath template over the JSON document, e.g. \'{.items[*].name}\'.'
jsonpath-file=\t'jsonpath-file=FILE: the template read from FILE.'
custom-columns=\t'custom-columns=SPEC: a table of HEADER:JSONPATH columns, e.g. NAME:.name,STATE:.state.'
custom-columns-file=\t'custom-columns-file=FILE: headers on the first line, their paths on the second.'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and not __fish_seen_subcommand_from check help" -l sort-by -d 'Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl\'s --sort-by' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and not __fish_seen_subcommand_from check help" -l color -d 'When to colour output (NO_COLOR and CLICOLOR are honoured in auto)' -r -f -a "auto\t'Colour when the stream is a terminal and NO_COLOR is not set'
always\t''
never\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and not __fish_seen_subcommand_from check help" -l operator-namespace -d 'Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and not __fish_seen_subcommand_from check help" -l runtime-required-taint -d 'The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and not __fish_seen_subcommand_from check help" -l removal-version -d 'The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0\'s release notes, "Deprecations")' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and not __fish_seen_subcommand_from check help" -l stall-after -d 'A gated node with no recorded change for this long is `stalled`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and not __fish_seen_subcommand_from check help" -l chunk-size -d 'Nodes per list page (as kubectl\'s --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl\'s 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and not __fish_seen_subcommand_from check help" -l node-list -d 'How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one' -r -f -a "one\t''
paged\t''
cached\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and not __fish_seen_subcommand_from check help" -l insecure-skip-tls-verify -d 'Do not verify the server\'s certificate (insecure)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and not __fish_seen_subcommand_from check help" -l disable-compression -d 'Ask the API server for uncompressed answers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and not __fish_seen_subcommand_from check help" -l all-contexts -d 'Every context of the kubeconfig, as one view (read commands only)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and not __fish_seen_subcommand_from check help" -l no-headers -d 'Print tables (and custom columns) without their header line, as kubectl\'s --no-headers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and not __fish_seen_subcommand_from check help" -l warnings-as-errors -d 'Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl\'s: the command still runs and prints them; exit 1 after it)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and not __fish_seen_subcommand_from check help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and not __fish_seen_subcommand_from check help" -f -a "check" -d 'What changes for this fleet when the operator moves to --to: every release in between, the objects each change bites, and what to do first'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and not __fish_seen_subcommand_from check help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and __fish_seen_subcommand_from check" -l to -d 'The operator release to check an upgrade to (default: the newest release the plugin knows; v0.21.0, the planned removal release, is checked when named)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and __fish_seen_subcommand_from check" -l show -d 'How many objects each check names in the table before "and N more" (-o json|yaml, -o wide name all)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and __fish_seen_subcommand_from check" -l kubeconfig -d 'Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)' -r -F
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and __fish_seen_subcommand_from check" -l context -d 'The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and __fish_seen_subcommand_from check" -l cluster -d 'The kubeconfig cluster to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and __fish_seen_subcommand_from check" -l user -d 'The kubeconfig user to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and __fish_seen_subcommand_from check" -s n -l namespace -d 'Namespace (used for namespaced lookups such as package logs)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and __fish_seen_subcommand_from check" -s s -l server -d 'The address and port of the Kubernetes API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and __fish_seen_subcommand_from check" -l token -d 'Bearer token for authentication to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and __fish_seen_subcommand_from check" -l as -d 'Username to impersonate for the operation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and __fish_seen_subcommand_from check" -l as-group -d 'Group to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and __fish_seen_subcommand_from check" -l as-uid -d 'UID to impersonate for the operation; needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and __fish_seen_subcommand_from check" -l as-user-extra -d 'User extra to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and __fish_seen_subcommand_from check" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and __fish_seen_subcommand_from check" -l client-certificate -d 'Path to a client certificate file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and __fish_seen_subcommand_from check" -l client-key -d 'Path to a client key file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and __fish_seen_subcommand_from check" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and __fish_seen_subcommand_from check" -l request-timeout -d 'How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and __fish_seen_subcommand_from check" -l max-clusters -d 'With several contexts: how many are read at once' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and __fish_seen_subcommand_from check" -l context-timeout -d 'With several contexts: how long one context\'s whole read may take before that context is reported as failed and the others are shown; 0 means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and __fish_seen_subcommand_from check" -s v -l v -d 'Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and __fish_seen_subcommand_from check" -s o -l output -d 'Output format: table, wide, json, yaml, name, or kubectl\'s template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)' -r -f -a "table\t'Borderless table with upper-case headers, as kubectl prints.'
wide\t'The table with more columns.'
json\t'A stable, documented JSON document with apiVersion and kind.'
yaml\t'The same document as YAML.'
name\t'`kind/name` per line (reads, as kubectl); writes add what was done: `node/gpu-1 tainted`.'
jsonpath=\t'jsonpath=TEMPLATE: kubectl\'s JSONPath template over the JSON document, e.g. \'{.items[*].name}\'.'
jsonpath-file=\t'jsonpath-file=FILE: the template read from FILE.'
custom-columns=\t'custom-columns=SPEC: a table of HEADER:JSONPATH columns, e.g. NAME:.name,STATE:.state.'
custom-columns-file=\t'custom-columns-file=FILE: headers on the first line, their paths on the second.'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and __fish_seen_subcommand_from check" -l sort-by -d 'Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl\'s --sort-by' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and __fish_seen_subcommand_from check" -l color -d 'When to colour output (NO_COLOR and CLICOLOR are honoured in auto)' -r -f -a "auto\t'Colour when the stream is a terminal and NO_COLOR is not set'
always\t''
never\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and __fish_seen_subcommand_from check" -l operator-namespace -d 'Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and __fish_seen_subcommand_from check" -l runtime-required-taint -d 'The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and __fish_seen_subcommand_from check" -l removal-version -d 'The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0\'s release notes, "Deprecations")' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and __fish_seen_subcommand_from check" -l stall-after -d 'A gated node with no recorded change for this long is `stalled`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and __fish_seen_subcommand_from check" -l chunk-size -d 'Nodes per list page (as kubectl\'s --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl\'s 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and __fish_seen_subcommand_from check" -l node-list -d 'How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one' -r -f -a "one\t''
paged\t''
cached\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and __fish_seen_subcommand_from check" -l insecure-skip-tls-verify -d 'Do not verify the server\'s certificate (insecure)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and __fish_seen_subcommand_from check" -l disable-compression -d 'Ask the API server for uncompressed answers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and __fish_seen_subcommand_from check" -l all-contexts -d 'Every context of the kubeconfig, as one view (read commands only)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and __fish_seen_subcommand_from check" -l no-headers -d 'Print tables (and custom columns) without their header line, as kubectl\'s --no-headers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and __fish_seen_subcommand_from check" -l warnings-as-errors -d 'Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl\'s: the command still runs and prints them; exit 1 after it)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and __fish_seen_subcommand_from check" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and __fish_seen_subcommand_from help" -f -a "check" -d 'What changes for this fleet when the operator moves to --to: every release in between, the objects each change bites, and what to do first'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand upgrade; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand completion" -l kubeconfig -d 'Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)' -r -F
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand completion" -l context -d 'The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand completion" -l cluster -d 'The kubeconfig cluster to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand completion" -l user -d 'The kubeconfig user to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand completion" -s n -l namespace -d 'Namespace (used for namespaced lookups such as package logs)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand completion" -s s -l server -d 'The address and port of the Kubernetes API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand completion" -l token -d 'Bearer token for authentication to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand completion" -l as -d 'Username to impersonate for the operation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand completion" -l as-group -d 'Group to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand completion" -l as-uid -d 'UID to impersonate for the operation; needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand completion" -l as-user-extra -d 'User extra to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand completion" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand completion" -l client-certificate -d 'Path to a client certificate file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand completion" -l client-key -d 'Path to a client key file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand completion" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand completion" -l request-timeout -d 'How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand completion" -l max-clusters -d 'With several contexts: how many are read at once' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand completion" -l context-timeout -d 'With several contexts: how long one context\'s whole read may take before that context is reported as failed and the others are shown; 0 means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand completion" -s v -l v -d 'Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand completion" -s o -l output -d 'Output format: table, wide, json, yaml, name, or kubectl\'s template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)' -r -f -a "table\t'Borderless table with upper-case headers, as kubectl prints.'
wide\t'The table with more columns.'
json\t'A stable, documented JSON document with apiVersion and kind.'
yaml\t'The same document as YAML.'
name\t'`kind/name` per line (reads, as kubectl); writes add what was done: `node/gpu-1 tainted`.'
jsonpath=\t'jsonpath=TEMPLATE: kubectl\'s JSONPath template over the JSON document, e.g. \'{.items[*].name}\'.'
jsonpath-file=\t'jsonpath-file=FILE: the template read from FILE.'
custom-columns=\t'custom-columns=SPEC: a table of HEADER:JSONPATH columns, e.g. NAME:.name,STATE:.state.'
custom-columns-file=\t'custom-columns-file=FILE: headers on the first line, their paths on the second.'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand completion" -l sort-by -d 'Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl\'s --sort-by' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand completion" -l color -d 'When to colour output (NO_COLOR and CLICOLOR are honoured in auto)' -r -f -a "auto\t'Colour when the stream is a terminal and NO_COLOR is not set'
always\t''
never\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand completion" -l operator-namespace -d 'Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand completion" -l runtime-required-taint -d 'The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand completion" -l removal-version -d 'The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0\'s release notes, "Deprecations")' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand completion" -l stall-after -d 'A gated node with no recorded change for this long is `stalled`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand completion" -l chunk-size -d 'Nodes per list page (as kubectl\'s --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl\'s 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand completion" -l node-list -d 'How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one' -r -f -a "one\t''
paged\t''
cached\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand completion" -l insecure-skip-tls-verify -d 'Do not verify the server\'s certificate (insecure)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand completion" -l disable-compression -d 'Ask the API server for uncompressed answers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand completion" -l all-contexts -d 'Every context of the kubeconfig, as one view (read commands only)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand completion" -l no-headers -d 'Print tables (and custom columns) without their header line, as kubectl\'s --no-headers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand completion" -l warnings-as-errors -d 'Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl\'s: the command still runs and prints them; exit 1 after it)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand completion" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand options" -l kubeconfig -d 'Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)' -r -F
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand options" -l context -d 'The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand options" -l cluster -d 'The kubeconfig cluster to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand options" -l user -d 'The kubeconfig user to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand options" -s n -l namespace -d 'Namespace (used for namespaced lookups such as package logs)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand options" -s s -l server -d 'The address and port of the Kubernetes API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand options" -l token -d 'Bearer token for authentication to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand options" -l as -d 'Username to impersonate for the operation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand options" -l as-group -d 'Group to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand options" -l as-uid -d 'UID to impersonate for the operation; needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand options" -l as-user-extra -d 'User extra to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand options" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand options" -l client-certificate -d 'Path to a client certificate file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand options" -l client-key -d 'Path to a client key file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand options" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand options" -l request-timeout -d 'How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand options" -l max-clusters -d 'With several contexts: how many are read at once' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand options" -l context-timeout -d 'With several contexts: how long one context\'s whole read may take before that context is reported as failed and the others are shown; 0 means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand options" -s v -l v -d 'Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand options" -s o -l output -d 'Output format: table, wide, json, yaml, name, or kubectl\'s template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)' -r -f -a "table\t'Borderless table with upper-case headers, as kubectl prints.'
wide\t'The table with more columns.'
json\t'A stable, documented JSON document with apiVersion and kind.'
yaml\t'The same document as YAML.'
name\t'`kind/name` per line (reads, as kubectl); writes add what was done: `node/gpu-1 tainted`.'
jsonpath=\t'jsonpath=TEMPLATE: kubectl\'s JSONPath template over the JSON document, e.g. \'{.items[*].name}\'.'
jsonpath-file=\t'jsonpath-file=FILE: the template read from FILE.'
custom-columns=\t'custom-columns=SPEC: a table of HEADER:JSONPATH columns, e.g. NAME:.name,STATE:.state.'
custom-columns-file=\t'custom-columns-file=FILE: headers on the first line, their paths on the second.'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand options" -l sort-by -d 'Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl\'s --sort-by' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand options" -l color -d 'When to colour output (NO_COLOR and CLICOLOR are honoured in auto)' -r -f -a "auto\t'Colour when the stream is a terminal and NO_COLOR is not set'
always\t''
never\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand options" -l operator-namespace -d 'Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand options" -l runtime-required-taint -d 'The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand options" -l removal-version -d 'The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0\'s release notes, "Deprecations")' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand options" -l stall-after -d 'A gated node with no recorded change for this long is `stalled`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand options" -l chunk-size -d 'Nodes per list page (as kubectl\'s --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl\'s 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand options" -l node-list -d 'How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one' -r -f -a "one\t''
paged\t''
cached\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand options" -l insecure-skip-tls-verify -d 'Do not verify the server\'s certificate (insecure)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand options" -l disable-compression -d 'Ask the API server for uncompressed answers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand options" -l all-contexts -d 'Every context of the kubeconfig, as one view (read commands only)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand options" -l no-headers -d 'Print tables (and custom columns) without their header line, as kubectl\'s --no-headers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand options" -l warnings-as-errors -d 'Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl\'s: the command still runs and prints them; exit 1 after it)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand options" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand __complete" -l kubeconfig -d 'Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)' -r -F
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand __complete" -l context -d 'The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand __complete" -l cluster -d 'The kubeconfig cluster to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand __complete" -l user -d 'The kubeconfig user to use' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand __complete" -s n -l namespace -d 'Namespace (used for namespaced lookups such as package logs)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand __complete" -s s -l server -d 'The address and port of the Kubernetes API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand __complete" -l token -d 'Bearer token for authentication to the API server' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand __complete" -l as -d 'Username to impersonate for the operation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand __complete" -l as-group -d 'Group to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand __complete" -l as-uid -d 'UID to impersonate for the operation; needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand __complete" -l as-user-extra -d 'User extra to impersonate for the operation (repeatable); needs --as' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand __complete" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand __complete" -l client-certificate -d 'Path to a client certificate file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand __complete" -l client-key -d 'Path to a client key file for TLS' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand __complete" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand __complete" -l request-timeout -d 'How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand __complete" -l max-clusters -d 'With several contexts: how many are read at once' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand __complete" -l context-timeout -d 'With several contexts: how long one context\'s whole read may take before that context is reported as failed and the others are shown; 0 means no limit' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand __complete" -s v -l v -d 'Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand __complete" -s o -l output -d 'Output format: table, wide, json, yaml, name, or kubectl\'s template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)' -r -f -a "table\t'Borderless table with upper-case headers, as kubectl prints.'
wide\t'The table with more columns.'
json\t'A stable, documented JSON document with apiVersion and kind.'
yaml\t'The same document as YAML.'
name\t'`kind/name` per line (reads, as kubectl); writes add what was done: `node/gpu-1 tainted`.'
jsonpath=\t'jsonpath=TEMPLATE: kubectl\'s JSONPath template over the JSON document, e.g. \'{.items[*].name}\'.'
jsonpath-file=\t'jsonpath-file=FILE: the template read from FILE.'
custom-columns=\t'custom-columns=SPEC: a table of HEADER:JSONPATH columns, e.g. NAME:.name,STATE:.state.'
custom-columns-file=\t'custom-columns-file=FILE: headers on the first line, their paths on the second.'"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand __complete" -l sort-by -d 'Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl\'s --sort-by' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand __complete" -l color -d 'When to colour output (NO_COLOR and CLICOLOR are honoured in auto)' -r -f -a "auto\t'Colour when the stream is a terminal and NO_COLOR is not set'
always\t''
never\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand __complete" -l operator-namespace -d 'Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand __complete" -l runtime-required-taint -d 'The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand __complete" -l removal-version -d 'The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0\'s release notes, "Deprecations")' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand __complete" -l stall-after -d 'A gated node with no recorded change for this long is `stalled`' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand __complete" -l chunk-size -d 'Nodes per list page (as kubectl\'s --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl\'s 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)' -r
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand __complete" -l node-list -d 'How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one' -r -f -a "one\t''
paged\t''
cached\t''"
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand __complete" -l insecure-skip-tls-verify -d 'Do not verify the server\'s certificate (insecure)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand __complete" -l disable-compression -d 'Ask the API server for uncompressed answers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand __complete" -l all-contexts -d 'Every context of the kubeconfig, as one view (read commands only)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand __complete" -l no-headers -d 'Print tables (and custom columns) without their header line, as kubectl\'s --no-headers'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand __complete" -l warnings-as-errors -d 'Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl\'s: the command still runs and prints them; exit 1 after it)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand __complete" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand help; and not __fish_seen_subcommand_from status explain wait rollout dashboard annotations node package version taint untaint regate reset forget restore pause resume disable enable deployment-policy migration upgrade completion options __complete help" -f -a "status" -d 'One row per node: gate state, gate taint, first blocker, per-CR progress'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand help; and not __fish_seen_subcommand_from status explain wait rollout dashboard annotations node package version taint untaint regate reset forget restore pause resume disable enable deployment-policy migration upgrade completion options __complete help" -f -a "explain" -d 'Everything about one node: CRs, declared vs observed packages, verdicts, blockers with fixes'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand help; and not __fish_seen_subcommand_from status explain wait rollout dashboard annotations node package version taint untaint regate reset forget restore pause resume disable enable deployment-policy migration upgrade completion options __complete help" -f -a "wait" -d 'Follow nodes through the watch API until they are released (or --for another condition); a result per node'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand help; and not __fish_seen_subcommand_from status explain wait rollout dashboard annotations node package version taint untaint regate reset forget restore pause resume disable enable deployment-policy migration upgrade completion options __complete help" -f -a "rollout" -d 'Per NodeWright: progress by the operator\'s rule, compartments and batches, rate and ETA, usual stage times, and what holds the rollout'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand help; and not __fish_seen_subcommand_from status explain wait rollout dashboard annotations node package version taint untaint regate reset forget restore pause resume disable enable deployment-policy migration upgrade completion options __complete help" -f -a "dashboard" -d 'Serve the fleet\'s map, its rollouts and each node\'s explanation as a live page on loopback (read-only); prints its URL with a token. Ctrl-C stops it'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand help; and not __fish_seen_subcommand_from status explain wait rollout dashboard annotations node package version taint untaint regate reset forget restore pause resume disable enable deployment-policy migration upgrade completion options __complete help" -f -a "annotations" -d 'Every NodeWright/Skyhook key on the nodes, what it means and which CR owns it'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand help; and not __fish_seen_subcommand_from status explain wait rollout dashboard annotations node package version taint untaint regate reset forget restore pause resume disable enable deployment-policy migration upgrade completion options __complete help" -f -a "node" -d 'Node commands, as in the operator\'s CLI'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand help; and not __fish_seen_subcommand_from status explain wait rollout dashboard annotations node package version taint untaint regate reset forget restore pause resume disable enable deployment-policy migration upgrade completion options __complete help" -f -a "package" -d 'Package commands, as in the operator\'s CLI'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand help; and not __fish_seen_subcommand_from status explain wait rollout dashboard annotations node package version taint untaint regate reset forget restore pause resume disable enable deployment-policy migration upgrade completion options __complete help" -f -a "version" -d 'Plugin version; with a cluster, operator versions, API groups and server version'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand help; and not __fish_seen_subcommand_from status explain wait rollout dashboard annotations node package version taint untaint regate reset forget restore pause resume disable enable deployment-policy migration upgrade completion options __complete help" -f -a "taint" -d 'Put the configured runtime-required taint on nodes (re-gate), guarded'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand help; and not __fish_seen_subcommand_from status explain wait rollout dashboard annotations node package version taint untaint regate reset forget restore pause resume disable enable deployment-policy migration upgrade completion options __complete help" -f -a "untaint" -d 'Remove gate taints (configured, legacy, or a named key), guarded; other taints are kept'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand help; and not __fish_seen_subcommand_from status explain wait rollout dashboard annotations node package version taint untaint regate reset forget restore pause resume disable enable deployment-policy migration upgrade completion options __complete help" -f -a "regate" -d 'Add the gate taint and reset the runtime-required NodeWrights\' state, in one write per node'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand help; and not __fish_seen_subcommand_from status explain wait rollout dashboard annotations node package version taint untaint regate reset forget restore pause resume disable enable deployment-policy migration upgrade completion options __complete help" -f -a "reset" -d 'Reset a NodeWright\'s package state on its nodes (does NOT re-gate; see `regate`)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand help; and not __fish_seen_subcommand_from status explain wait rollout dashboard annotations node package version taint untaint regate reset forget restore pause resume disable enable deployment-policy migration upgrade completion options __complete help" -f -a "forget" -d 'Strip the operator\'s keys from nodes so they are "new" again; writes a backup first'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand help; and not __fish_seen_subcommand_from status explain wait rollout dashboard annotations node package version taint untaint regate reset forget restore pause resume disable enable deployment-policy migration upgrade completion options __complete help" -f -a "restore" -d 'Put back the keys a `forget` removed, from its backup file'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand help; and not __fish_seen_subcommand_from status explain wait rollout dashboard annotations node package version taint untaint regate reset forget restore pause resume disable enable deployment-policy migration upgrade completion options __complete help" -f -a "pause" -d 'Pause a NodeWright (annotation `pause: "true"`)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand help; and not __fish_seen_subcommand_from status explain wait rollout dashboard annotations node package version taint untaint regate reset forget restore pause resume disable enable deployment-policy migration upgrade completion options __complete help" -f -a "resume" -d 'Resume a paused NodeWright'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand help; and not __fish_seen_subcommand_from status explain wait rollout dashboard annotations node package version taint untaint regate reset forget restore pause resume disable enable deployment-policy migration upgrade completion options __complete help" -f -a "disable" -d 'Disable a NodeWright (annotation `disable: "true"`)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand help; and not __fish_seen_subcommand_from status explain wait rollout dashboard annotations node package version taint untaint regate reset forget restore pause resume disable enable deployment-policy migration upgrade completion options __complete help" -f -a "enable" -d 'Enable a disabled NodeWright'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand help; and not __fish_seen_subcommand_from status explain wait rollout dashboard annotations node package version taint untaint regate reset forget restore pause resume disable enable deployment-policy migration upgrade completion options __complete help" -f -a "deployment-policy" -d 'Deployment-policy commands, as in the operator\'s CLI'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand help; and not __fish_seen_subcommand_from status explain wait rollout dashboard annotations node package version taint untaint regate reset forget restore pause resume disable enable deployment-policy migration upgrade completion options __complete help" -f -a "migration" -d 'Skyhook -> NodeWright migration: a cluster report with a verdict, and the taint swap'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand help; and not __fish_seen_subcommand_from status explain wait rollout dashboard annotations node package version taint untaint regate reset forget restore pause resume disable enable deployment-policy migration upgrade completion options __complete help" -f -a "upgrade" -d 'Operator upgrades: `upgrade check --to VERSION`, what changes for this fleet and what to do first'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand help; and not __fish_seen_subcommand_from status explain wait rollout dashboard annotations node package version taint untaint regate reset forget restore pause resume disable enable deployment-policy migration upgrade completion options __complete help" -f -a "completion" -d 'Print a completion script: `kubectl` (the kubectl_complete-nodewright shim), or a shell\'s'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand help; and not __fish_seen_subcommand_from status explain wait rollout dashboard annotations node package version taint untaint regate reset forget restore pause resume disable enable deployment-policy migration upgrade completion options __complete help" -f -a "options" -d 'Print the flags every command accepts (kubeconfig, context, output, colour, ...)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand help; and not __fish_seen_subcommand_from status explain wait rollout dashboard annotations node package version taint untaint regate reset forget restore pause resume disable enable deployment-policy migration upgrade completion options __complete help" -f -a "__complete" -d 'kubectl\'s plugin-completion protocol (run by the `kubectl_complete-nodewright` shim)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand help; and not __fish_seen_subcommand_from status explain wait rollout dashboard annotations node package version taint untaint regate reset forget restore pause resume disable enable deployment-policy migration upgrade completion options __complete help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand help; and __fish_seen_subcommand_from node" -f -a "list" -d 'Nodes targeted by a NodeWright, with the operator\'s verdict and package progress'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand help; and __fish_seen_subcommand_from node" -f -a "status" -d 'Every NodeWright\'s verdict on the given nodes (all nodes without arguments)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand help; and __fish_seen_subcommand_from node" -f -a "reset" -d 'Reset a NodeWright\'s package state on the nodes (does NOT re-gate; see `regate`)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand help; and __fish_seen_subcommand_from node" -f -a "ignore" -d 'Set the ignore label: the operator skips the nodes (they show as blocked)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand help; and __fish_seen_subcommand_from node" -f -a "unignore" -d 'Remove the ignore label (both prefixes)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand help; and __fish_seen_subcommand_from package" -f -a "status" -d 'A package\'s version, stage and state on every node its NodeWright targets'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand help; and __fish_seen_subcommand_from package" -f -a "logs" -d 'Logs of a package\'s pods (every stage container, all nodes at once)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand help; and __fish_seen_subcommand_from package" -f -a "rerun" -d 'Re-run a package on nodes (from the beginning, or from --stage)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand help; and __fish_seen_subcommand_from deployment-policy" -f -a "reset" -d 'Reset a NodeWright\'s rollout batch state (every compartment back to batch 1)'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand help; and __fish_seen_subcommand_from migration" -f -a "status" -d 'Cluster report: what is still Skyhook, what breaks at the removal release, what to change first'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand help; and __fish_seen_subcommand_from migration" -f -a "taints" -d 'Replace the legacy skyhook.nvidia.com gate taint with the configured one, one guarded write per node'
complete -c kubectl-nodewright -n "__fish_kubectl_nodewright_using_subcommand help; and __fish_seen_subcommand_from upgrade" -f -a "check" -d 'What changes for this fleet when the operator moves to --to: every release in between, the objects each change bites, and what to do first'
