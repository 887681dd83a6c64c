module completions {

  def "nu-complete kubectl-nodewright output" [] {
    [ "table" "wide" "json" "yaml" "name" "jsonpath=" "jsonpath-file=" "custom-columns=" "custom-columns-file=" ]
  }

  def "nu-complete kubectl-nodewright color" [] {
    [ "auto" "always" "never" ]
  }

  def "nu-complete kubectl-nodewright node_list" [] {
    [ "one" "paged" "cached" ]
  }

  # Explain and fix the NodeWright (formerly Skyhook) runtime-required gate, fleet-wide
  export extern kubectl-nodewright [
    --kubeconfig: path        # Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)
    --context: string         # The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one
    --cluster: string         # The kubeconfig cluster to use
    --user: string            # The kubeconfig user to use
    --namespace(-n): string   # Namespace (used for namespaced lookups such as package logs)
    --server(-s): string      # The address and port of the Kubernetes API server
    --token: string           # Bearer token for authentication to the API server
    --as: string              # Username to impersonate for the operation
    --as-group: string        # Group to impersonate for the operation (repeatable); needs --as
    --as-uid: string          # UID to impersonate for the operation; needs --as
    --as-user-extra: string   # User extra to impersonate for the operation (repeatable); needs --as
    --certificate-authority: string # Path to a cert file for the certificate authority
    --client-certificate: string # Path to a client certificate file for TLS
    --client-key: string      # Path to a client key file for TLS
    --insecure-skip-tls-verify # Do not verify the server's certificate (insecure)
    --tls-server-name: string # Server name to use for server certificate validation
    --request-timeout: string # How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit
    --disable-compression     # Ask the API server for uncompressed answers
    --all-contexts            # Every context of the kubeconfig, as one view (read commands only)
    --max-clusters: string    # With several contexts: how many are read at once
    --context-timeout: string # With several contexts: how long one context's whole read may take before that context is reported as failed and the others are shown; 0 means no limit
    --v(-v): string           # Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)
    --output(-o): string@"nu-complete kubectl-nodewright output" # Output format: table, wide, json, yaml, name, or kubectl's template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)
    --no-headers              # Print tables (and custom columns) without their header line, as kubectl's --no-headers
    --sort-by: string         # Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl's --sort-by
    --color: string@"nu-complete kubectl-nodewright color" # When to colour output (NO_COLOR and CLICOLOR are honoured in auto)
    --warnings-as-errors      # Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl's: the command still runs and prints them; exit 1 after it)
    --operator-namespace: string # Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)
    --runtime-required-taint: string # The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)
    --removal-version: string # The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0's release notes, "Deprecations")
    --stall-after: string     # A gated node with no recorded change for this long is `stalled`
    --chunk-size: string      # Nodes per list page (as kubectl's --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl's 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)
    --node-list: string@"nu-complete kubectl-nodewright node_list" # How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one
    --help(-h)                # Print help (see more with '--help')
    --version(-V)             # Print version
  ]

  def "nu-complete kubectl-nodewright status state" [] {
    [ "ungated" "pending-taint" "gated" "released" "exposed" "stuck" ]
  }

  def "nu-complete kubectl-nodewright status output" [] {
    [ "table" "wide" "json" "yaml" "name" "jsonpath=" "jsonpath-file=" "custom-columns=" "custom-columns-file=" ]
  }

  def "nu-complete kubectl-nodewright status color" [] {
    [ "auto" "always" "never" ]
  }

  def "nu-complete kubectl-nodewright status node_list" [] {
    [ "one" "paged" "cached" ]
  }

  # One row per node: gate state, gate taint, first blocker, per-CR progress
  export extern "kubectl-nodewright status" [
    --selector(-l): string    # Label selector, e.g. `nvidia.com/gpu.present=true,pool in (a,b)`
    --regex                   # Treat NODE arguments as regular expressions matched against whole node names
    --field-selector: string  # Field selector over the nodes, as kubectl's: `metadata.name`, `spec.unschedulable` (`=`, `==`, `!=`), e.g. `spec.unschedulable=true`; passed to the API server
    --label-columns(-L): string # A column per label key (repeatable or comma-separated), e.g. `-L nvidia.com/gpu.product`
    --show-labels             # A LABELS column with every label of the node
    --state: string@"nu-complete kubectl-nodewright status state" # Only nodes in these gate states (comma-separated or repeated)
    --watch(-w)               # Follow changes through the watch API: the table redrawn in place on a terminal when it changes; otherwise the first frame, then only the rows that change (JSON, YAML: a NodeGateChanges document each time). Ctrl-C ends it
    --interval: string        # With --watch: time between redraws on a terminal when nothing changes (and between lists where `watch` is forbidden)
    --nodewright: string      # Only nodes selected by this NodeWright (or Skyhook) name, and only its progress
    --skyhook: string         # Only nodes selected by this NodeWright (or Skyhook) name, and only its progress
    --kubeconfig: path        # Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)
    --context: string         # The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one
    --cluster: string         # The kubeconfig cluster to use
    --user: string            # The kubeconfig user to use
    --namespace(-n): string   # Namespace (used for namespaced lookups such as package logs)
    --server(-s): string      # The address and port of the Kubernetes API server
    --token: string           # Bearer token for authentication to the API server
    --as: string              # Username to impersonate for the operation
    --as-group: string        # Group to impersonate for the operation (repeatable); needs --as
    --as-uid: string          # UID to impersonate for the operation; needs --as
    --as-user-extra: string   # User extra to impersonate for the operation (repeatable); needs --as
    --certificate-authority: string # Path to a cert file for the certificate authority
    --client-certificate: string # Path to a client certificate file for TLS
    --client-key: string      # Path to a client key file for TLS
    --insecure-skip-tls-verify # Do not verify the server's certificate (insecure)
    --tls-server-name: string # Server name to use for server certificate validation
    --request-timeout: string # How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit
    --disable-compression     # Ask the API server for uncompressed answers
    --all-contexts            # Every context of the kubeconfig, as one view (read commands only)
    --max-clusters: string    # With several contexts: how many are read at once
    --context-timeout: string # With several contexts: how long one context's whole read may take before that context is reported as failed and the others are shown; 0 means no limit
    --v(-v): string           # Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)
    --output(-o): string@"nu-complete kubectl-nodewright status output" # Output format: table, wide, json, yaml, name, or kubectl's template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)
    --no-headers              # Print tables (and custom columns) without their header line, as kubectl's --no-headers
    --sort-by: string         # Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl's --sort-by
    --color: string@"nu-complete kubectl-nodewright status color" # When to colour output (NO_COLOR and CLICOLOR are honoured in auto)
    --warnings-as-errors      # Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl's: the command still runs and prints them; exit 1 after it)
    --operator-namespace: string # Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)
    --runtime-required-taint: string # The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)
    --removal-version: string # The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0's release notes, "Deprecations")
    --stall-after: string     # A gated node with no recorded change for this long is `stalled`
    --chunk-size: string      # Nodes per list page (as kubectl's --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl's 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)
    --node-list: string@"nu-complete kubectl-nodewright status node_list" # How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one
    --help(-h)                # Print help (see more with '--help')
    ...nodes: string          # Node names (exact; no regular expressions); `node/NAME`, as `-o name` prints it, too
  ]

  def "nu-complete kubectl-nodewright explain events" [] {
    [ "true" "false" ]
  }

  def "nu-complete kubectl-nodewright explain output" [] {
    [ "table" "wide" "json" "yaml" "name" "jsonpath=" "jsonpath-file=" "custom-columns=" "custom-columns-file=" ]
  }

  def "nu-complete kubectl-nodewright explain color" [] {
    [ "auto" "always" "never" ]
  }

  def "nu-complete kubectl-nodewright explain node_list" [] {
    [ "one" "paged" "cached" ]
  }

  # Everything about one node: CRs, declared vs observed packages, verdicts, blockers with fixes
  export extern "kubectl-nodewright explain" [
    --detail                  # The operator's configuration in full and each blocker's release rule (also with `-v`)
    --events: string@"nu-complete kubectl-nodewright explain events" # The node's recent events and those of its NodeWrights (`--events=false`: skip the two lists)
    --kubeconfig: path        # Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)
    --context: string         # The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one
    --cluster: string         # The kubeconfig cluster to use
    --user: string            # The kubeconfig user to use
    --namespace(-n): string   # Namespace (used for namespaced lookups such as package logs)
    --server(-s): string      # The address and port of the Kubernetes API server
    --token: string           # Bearer token for authentication to the API server
    --as: string              # Username to impersonate for the operation
    --as-group: string        # Group to impersonate for the operation (repeatable); needs --as
    --as-uid: string          # UID to impersonate for the operation; needs --as
    --as-user-extra: string   # User extra to impersonate for the operation (repeatable); needs --as
    --certificate-authority: string # Path to a cert file for the certificate authority
    --client-certificate: string # Path to a client certificate file for TLS
    --client-key: string      # Path to a client key file for TLS
    --insecure-skip-tls-verify # Do not verify the server's certificate (insecure)
    --tls-server-name: string # Server name to use for server certificate validation
    --request-timeout: string # How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit
    --disable-compression     # Ask the API server for uncompressed answers
    --all-contexts            # Every context of the kubeconfig, as one view (read commands only)
    --max-clusters: string    # With several contexts: how many are read at once
    --context-timeout: string # With several contexts: how long one context's whole read may take before that context is reported as failed and the others are shown; 0 means no limit
    --v(-v): string           # Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)
    --output(-o): string@"nu-complete kubectl-nodewright explain output" # Output format: table, wide, json, yaml, name, or kubectl's template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)
    --no-headers              # Print tables (and custom columns) without their header line, as kubectl's --no-headers
    --sort-by: string         # Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl's --sort-by
    --color: string@"nu-complete kubectl-nodewright explain color" # When to colour output (NO_COLOR and CLICOLOR are honoured in auto)
    --warnings-as-errors      # Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl's: the command still runs and prints them; exit 1 after it)
    --operator-namespace: string # Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)
    --runtime-required-taint: string # The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)
    --removal-version: string # The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0's release notes, "Deprecations")
    --stall-after: string     # A gated node with no recorded change for this long is `stalled`
    --chunk-size: string      # Nodes per list page (as kubectl's --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl's 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)
    --node-list: string@"nu-complete kubectl-nodewright explain node_list" # How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one
    --help(-h)                # Print help (see more with '--help')
    node: string              # The node to explain (exact name)
  ]

  def "nu-complete kubectl-nodewright wait for_" [] {
    [ "released" "gated" "untainted" "complete" "schedulable" ]
  }

  def "nu-complete kubectl-nodewright wait output" [] {
    [ "table" "wide" "json" "yaml" "name" "jsonpath=" "jsonpath-file=" "custom-columns=" "custom-columns-file=" ]
  }

  def "nu-complete kubectl-nodewright wait color" [] {
    [ "auto" "always" "never" ]
  }

  def "nu-complete kubectl-nodewright wait node_list" [] {
    [ "one" "paged" "cached" ]
  }

  # Follow nodes through the watch API until they are released (or --for another condition); a result per node
  export extern "kubectl-nodewright wait" [
    --selector(-l): string    # Label selector, e.g. `nvidia.com/gpu.present=true,pool in (a,b)`
    --regex                   # Treat NODE arguments as regular expressions matched against whole node names
    --field-selector: string  # Field selector over the nodes, as kubectl's: `metadata.name`, `spec.unschedulable` (`=`, `==`, `!=`), e.g. `spec.unschedulable=true`; passed to the API server
    --for: string@"nu-complete kubectl-nodewright wait for_" # The condition to wait for
    --timeout: string         # Give up after this long (`0`: check once, as kubectl's)
    --interval: string        # Time between evaluations when nothing changes (and between lists where `watch` is forbidden); changes are seen as they happen
    --keep-waiting            # Keep waiting on nodes whose blockers need a person instead of failing them fast
    --nodewright: string      # Only this NodeWright counts for `--for complete`
    --skyhook: string         # Only this NodeWright counts for `--for complete`
    --kubeconfig: path        # Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)
    --context: string         # The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one
    --cluster: string         # The kubeconfig cluster to use
    --user: string            # The kubeconfig user to use
    --namespace(-n): string   # Namespace (used for namespaced lookups such as package logs)
    --server(-s): string      # The address and port of the Kubernetes API server
    --token: string           # Bearer token for authentication to the API server
    --as: string              # Username to impersonate for the operation
    --as-group: string        # Group to impersonate for the operation (repeatable); needs --as
    --as-uid: string          # UID to impersonate for the operation; needs --as
    --as-user-extra: string   # User extra to impersonate for the operation (repeatable); needs --as
    --certificate-authority: string # Path to a cert file for the certificate authority
    --client-certificate: string # Path to a client certificate file for TLS
    --client-key: string      # Path to a client key file for TLS
    --insecure-skip-tls-verify # Do not verify the server's certificate (insecure)
    --tls-server-name: string # Server name to use for server certificate validation
    --request-timeout: string # How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit
    --disable-compression     # Ask the API server for uncompressed answers
    --all-contexts            # Every context of the kubeconfig, as one view (read commands only)
    --max-clusters: string    # With several contexts: how many are read at once
    --context-timeout: string # With several contexts: how long one context's whole read may take before that context is reported as failed and the others are shown; 0 means no limit
    --v(-v): string           # Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)
    --output(-o): string@"nu-complete kubectl-nodewright wait output" # Output format: table, wide, json, yaml, name, or kubectl's template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)
    --no-headers              # Print tables (and custom columns) without their header line, as kubectl's --no-headers
    --sort-by: string         # Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl's --sort-by
    --color: string@"nu-complete kubectl-nodewright wait color" # When to colour output (NO_COLOR and CLICOLOR are honoured in auto)
    --warnings-as-errors      # Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl's: the command still runs and prints them; exit 1 after it)
    --operator-namespace: string # Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)
    --runtime-required-taint: string # The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)
    --removal-version: string # The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0's release notes, "Deprecations")
    --stall-after: string     # A gated node with no recorded change for this long is `stalled`
    --chunk-size: string      # Nodes per list page (as kubectl's --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl's 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)
    --node-list: string@"nu-complete kubectl-nodewright wait node_list" # How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one
    --help(-h)                # Print help (see more with '--help')
    ...nodes: string          # Node names (exact; no regular expressions); `node/NAME`, as `-o name` prints it, too
  ]

  def "nu-complete kubectl-nodewright rollout output" [] {
    [ "table" "wide" "json" "yaml" "name" "jsonpath=" "jsonpath-file=" "custom-columns=" "custom-columns-file=" ]
  }

  def "nu-complete kubectl-nodewright rollout color" [] {
    [ "auto" "always" "never" ]
  }

  def "nu-complete kubectl-nodewright rollout node_list" [] {
    [ "one" "paged" "cached" ]
  }

  # Per NodeWright: progress by the operator's rule, compartments and batches, rate and ETA, usual stage times, and what holds the rollout
  export extern "kubectl-nodewright rollout" [
    --selector(-l): string    # Only nodes matching this label selector
    --window: string          # Completions recorded within this window set the rate (and so the ETA)
    --watch(-w)               # Follow changes through the watch API and redraw when they show, and every --interval (in place on a terminal; appended otherwise). Ctrl-C ends it
    --interval: string        # With --watch: the longest time between redraws (rate and ETA move with the clock)
    --kubeconfig: path        # Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)
    --context: string         # The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one
    --cluster: string         # The kubeconfig cluster to use
    --user: string            # The kubeconfig user to use
    --namespace(-n): string   # Namespace (used for namespaced lookups such as package logs)
    --server(-s): string      # The address and port of the Kubernetes API server
    --token: string           # Bearer token for authentication to the API server
    --as: string              # Username to impersonate for the operation
    --as-group: string        # Group to impersonate for the operation (repeatable); needs --as
    --as-uid: string          # UID to impersonate for the operation; needs --as
    --as-user-extra: string   # User extra to impersonate for the operation (repeatable); needs --as
    --certificate-authority: string # Path to a cert file for the certificate authority
    --client-certificate: string # Path to a client certificate file for TLS
    --client-key: string      # Path to a client key file for TLS
    --insecure-skip-tls-verify # Do not verify the server's certificate (insecure)
    --tls-server-name: string # Server name to use for server certificate validation
    --request-timeout: string # How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit
    --disable-compression     # Ask the API server for uncompressed answers
    --all-contexts            # Every context of the kubeconfig, as one view (read commands only)
    --max-clusters: string    # With several contexts: how many are read at once
    --context-timeout: string # With several contexts: how long one context's whole read may take before that context is reported as failed and the others are shown; 0 means no limit
    --v(-v): string           # Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)
    --output(-o): string@"nu-complete kubectl-nodewright rollout output" # Output format: table, wide, json, yaml, name, or kubectl's template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)
    --no-headers              # Print tables (and custom columns) without their header line, as kubectl's --no-headers
    --sort-by: string         # Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl's --sort-by
    --color: string@"nu-complete kubectl-nodewright rollout color" # When to colour output (NO_COLOR and CLICOLOR are honoured in auto)
    --warnings-as-errors      # Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl's: the command still runs and prints them; exit 1 after it)
    --operator-namespace: string # Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)
    --runtime-required-taint: string # The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)
    --removal-version: string # The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0's release notes, "Deprecations")
    --stall-after: string     # A gated node with no recorded change for this long is `stalled`
    --chunk-size: string      # Nodes per list page (as kubectl's --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl's 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)
    --node-list: string@"nu-complete kubectl-nodewright rollout node_list" # How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one
    --help(-h)                # Print help (see more with '--help')
    ...names: string          # NodeWright (or Skyhook) names; all of them when none is given
  ]

  def "nu-complete kubectl-nodewright dashboard output" [] {
    [ "table" "wide" "json" "yaml" "name" "jsonpath=" "jsonpath-file=" "custom-columns=" "custom-columns-file=" ]
  }

  def "nu-complete kubectl-nodewright dashboard color" [] {
    [ "auto" "always" "never" ]
  }

  def "nu-complete kubectl-nodewright dashboard node_list" [] {
    [ "one" "paged" "cached" ]
  }

  # Serve the fleet's map, its rollouts and each node's explanation as a live page on loopback (read-only); prints its URL with a token. Ctrl-C stops it
  export extern "kubectl-nodewright dashboard" [
    --address: string         # The address to serve on: loopback unless said (any other is reachable by others on the network; the token still guards every request)
    --port: string            # The port to serve on; 0: any free port
    --open                    # Open the page in the default browser
    --selector(-l): string    # Only nodes matching this label selector
    --interval: string        # The longest time between two updates of the page (the rate and ETA move with the clock)
    --kubeconfig: path        # Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)
    --context: string         # The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one
    --cluster: string         # The kubeconfig cluster to use
    --user: string            # The kubeconfig user to use
    --namespace(-n): string   # Namespace (used for namespaced lookups such as package logs)
    --server(-s): string      # The address and port of the Kubernetes API server
    --token: string           # Bearer token for authentication to the API server
    --as: string              # Username to impersonate for the operation
    --as-group: string        # Group to impersonate for the operation (repeatable); needs --as
    --as-uid: string          # UID to impersonate for the operation; needs --as
    --as-user-extra: string   # User extra to impersonate for the operation (repeatable); needs --as
    --certificate-authority: string # Path to a cert file for the certificate authority
    --client-certificate: string # Path to a client certificate file for TLS
    --client-key: string      # Path to a client key file for TLS
    --insecure-skip-tls-verify # Do not verify the server's certificate (insecure)
    --tls-server-name: string # Server name to use for server certificate validation
    --request-timeout: string # How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit
    --disable-compression     # Ask the API server for uncompressed answers
    --all-contexts            # Every context of the kubeconfig, as one view (read commands only)
    --max-clusters: string    # With several contexts: how many are read at once
    --context-timeout: string # With several contexts: how long one context's whole read may take before that context is reported as failed and the others are shown; 0 means no limit
    --v(-v): string           # Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)
    --output(-o): string@"nu-complete kubectl-nodewright dashboard output" # Output format: table, wide, json, yaml, name, or kubectl's template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)
    --no-headers              # Print tables (and custom columns) without their header line, as kubectl's --no-headers
    --sort-by: string         # Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl's --sort-by
    --color: string@"nu-complete kubectl-nodewright dashboard color" # When to colour output (NO_COLOR and CLICOLOR are honoured in auto)
    --warnings-as-errors      # Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl's: the command still runs and prints them; exit 1 after it)
    --operator-namespace: string # Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)
    --runtime-required-taint: string # The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)
    --removal-version: string # The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0's release notes, "Deprecations")
    --stall-after: string     # A gated node with no recorded change for this long is `stalled`
    --chunk-size: string      # Nodes per list page (as kubectl's --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl's 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)
    --node-list: string@"nu-complete kubectl-nodewright dashboard node_list" # How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one
    --help(-h)                # Print help (see more with '--help')
  ]

  def "nu-complete kubectl-nodewright annotations output" [] {
    [ "table" "wide" "json" "yaml" "name" "jsonpath=" "jsonpath-file=" "custom-columns=" "custom-columns-file=" ]
  }

  def "nu-complete kubectl-nodewright annotations color" [] {
    [ "auto" "always" "never" ]
  }

  def "nu-complete kubectl-nodewright annotations node_list" [] {
    [ "one" "paged" "cached" ]
  }

  # Every NodeWright/Skyhook key on the nodes, what it means and which CR owns it
  export extern "kubectl-nodewright annotations" [
    --selector(-l): string    # Label selector, e.g. `nvidia.com/gpu.present=true,pool in (a,b)`
    --regex                   # Treat NODE arguments as regular expressions matched against whole node names
    --field-selector: string  # Field selector over the nodes, as kubectl's: `metadata.name`, `spec.unschedulable` (`=`, `==`, `!=`), e.g. `spec.unschedulable=true`; passed to the API server
    --kubeconfig: path        # Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)
    --context: string         # The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one
    --cluster: string         # The kubeconfig cluster to use
    --user: string            # The kubeconfig user to use
    --namespace(-n): string   # Namespace (used for namespaced lookups such as package logs)
    --server(-s): string      # The address and port of the Kubernetes API server
    --token: string           # Bearer token for authentication to the API server
    --as: string              # Username to impersonate for the operation
    --as-group: string        # Group to impersonate for the operation (repeatable); needs --as
    --as-uid: string          # UID to impersonate for the operation; needs --as
    --as-user-extra: string   # User extra to impersonate for the operation (repeatable); needs --as
    --certificate-authority: string # Path to a cert file for the certificate authority
    --client-certificate: string # Path to a client certificate file for TLS
    --client-key: string      # Path to a client key file for TLS
    --insecure-skip-tls-verify # Do not verify the server's certificate (insecure)
    --tls-server-name: string # Server name to use for server certificate validation
    --request-timeout: string # How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit
    --disable-compression     # Ask the API server for uncompressed answers
    --all-contexts            # Every context of the kubeconfig, as one view (read commands only)
    --max-clusters: string    # With several contexts: how many are read at once
    --context-timeout: string # With several contexts: how long one context's whole read may take before that context is reported as failed and the others are shown; 0 means no limit
    --v(-v): string           # Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)
    --output(-o): string@"nu-complete kubectl-nodewright annotations output" # Output format: table, wide, json, yaml, name, or kubectl's template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)
    --no-headers              # Print tables (and custom columns) without their header line, as kubectl's --no-headers
    --sort-by: string         # Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl's --sort-by
    --color: string@"nu-complete kubectl-nodewright annotations color" # When to colour output (NO_COLOR and CLICOLOR are honoured in auto)
    --warnings-as-errors      # Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl's: the command still runs and prints them; exit 1 after it)
    --operator-namespace: string # Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)
    --runtime-required-taint: string # The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)
    --removal-version: string # The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0's release notes, "Deprecations")
    --stall-after: string     # A gated node with no recorded change for this long is `stalled`
    --chunk-size: string      # Nodes per list page (as kubectl's --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl's 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)
    --node-list: string@"nu-complete kubectl-nodewright annotations node_list" # How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one
    --help(-h)                # Print help (see more with '--help')
    ...nodes: string          # Node names (exact; no regular expressions); `node/NAME`, as `-o name` prints it, too
  ]

  def "nu-complete kubectl-nodewright node output" [] {
    [ "table" "wide" "json" "yaml" "name" "jsonpath=" "jsonpath-file=" "custom-columns=" "custom-columns-file=" ]
  }

  def "nu-complete kubectl-nodewright node color" [] {
    [ "auto" "always" "never" ]
  }

  def "nu-complete kubectl-nodewright node node_list" [] {
    [ "one" "paged" "cached" ]
  }

  # Node commands, as in the operator's CLI
  export extern "kubectl-nodewright node" [
    --kubeconfig: path        # Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)
    --context: string         # The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one
    --cluster: string         # The kubeconfig cluster to use
    --user: string            # The kubeconfig user to use
    --namespace(-n): string   # Namespace (used for namespaced lookups such as package logs)
    --server(-s): string      # The address and port of the Kubernetes API server
    --token: string           # Bearer token for authentication to the API server
    --as: string              # Username to impersonate for the operation
    --as-group: string        # Group to impersonate for the operation (repeatable); needs --as
    --as-uid: string          # UID to impersonate for the operation; needs --as
    --as-user-extra: string   # User extra to impersonate for the operation (repeatable); needs --as
    --certificate-authority: string # Path to a cert file for the certificate authority
    --client-certificate: string # Path to a client certificate file for TLS
    --client-key: string      # Path to a client key file for TLS
    --insecure-skip-tls-verify # Do not verify the server's certificate (insecure)
    --tls-server-name: string # Server name to use for server certificate validation
    --request-timeout: string # How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit
    --disable-compression     # Ask the API server for uncompressed answers
    --all-contexts            # Every context of the kubeconfig, as one view (read commands only)
    --max-clusters: string    # With several contexts: how many are read at once
    --context-timeout: string # With several contexts: how long one context's whole read may take before that context is reported as failed and the others are shown; 0 means no limit
    --v(-v): string           # Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)
    --output(-o): string@"nu-complete kubectl-nodewright node output" # Output format: table, wide, json, yaml, name, or kubectl's template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)
    --no-headers              # Print tables (and custom columns) without their header line, as kubectl's --no-headers
    --sort-by: string         # Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl's --sort-by
    --color: string@"nu-complete kubectl-nodewright node color" # When to colour output (NO_COLOR and CLICOLOR are honoured in auto)
    --warnings-as-errors      # Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl's: the command still runs and prints them; exit 1 after it)
    --operator-namespace: string # Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)
    --runtime-required-taint: string # The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)
    --removal-version: string # The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0's release notes, "Deprecations")
    --stall-after: string     # A gated node with no recorded change for this long is `stalled`
    --chunk-size: string      # Nodes per list page (as kubectl's --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl's 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)
    --node-list: string@"nu-complete kubectl-nodewright node node_list" # How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one
    --help(-h)                # Print help (see more with '--help')
  ]

  def "nu-complete kubectl-nodewright node list output" [] {
    [ "table" "wide" "json" "yaml" "name" "jsonpath=" "jsonpath-file=" "custom-columns=" "custom-columns-file=" ]
  }

  def "nu-complete kubectl-nodewright node list color" [] {
    [ "auto" "always" "never" ]
  }

  def "nu-complete kubectl-nodewright node list node_list" [] {
    [ "one" "paged" "cached" ]
  }

  # Nodes targeted by a NodeWright, with the operator's verdict and package progress
  export extern "kubectl-nodewright node list" [
    --selector(-l): string    # Label selector, e.g. `nvidia.com/gpu.present=true,pool in (a,b)`
    --regex                   # Treat NODE arguments as regular expressions matched against whole node names
    --field-selector: string  # Field selector over the nodes, as kubectl's: `metadata.name`, `spec.unschedulable` (`=`, `==`, `!=`), e.g. `spec.unschedulable=true`; passed to the API server
    --nodewright: string      # The NodeWright (or Skyhook) whose nodes to list
    --skyhook: string         # The NodeWright (or Skyhook) whose nodes to list
    --kubeconfig: path        # Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)
    --context: string         # The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one
    --cluster: string         # The kubeconfig cluster to use
    --user: string            # The kubeconfig user to use
    --namespace(-n): string   # Namespace (used for namespaced lookups such as package logs)
    --server(-s): string      # The address and port of the Kubernetes API server
    --token: string           # Bearer token for authentication to the API server
    --as: string              # Username to impersonate for the operation
    --as-group: string        # Group to impersonate for the operation (repeatable); needs --as
    --as-uid: string          # UID to impersonate for the operation; needs --as
    --as-user-extra: string   # User extra to impersonate for the operation (repeatable); needs --as
    --certificate-authority: string # Path to a cert file for the certificate authority
    --client-certificate: string # Path to a client certificate file for TLS
    --client-key: string      # Path to a client key file for TLS
    --insecure-skip-tls-verify # Do not verify the server's certificate (insecure)
    --tls-server-name: string # Server name to use for server certificate validation
    --request-timeout: string # How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit
    --disable-compression     # Ask the API server for uncompressed answers
    --all-contexts            # Every context of the kubeconfig, as one view (read commands only)
    --max-clusters: string    # With several contexts: how many are read at once
    --context-timeout: string # With several contexts: how long one context's whole read may take before that context is reported as failed and the others are shown; 0 means no limit
    --v(-v): string           # Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)
    --output(-o): string@"nu-complete kubectl-nodewright node list output" # Output format: table, wide, json, yaml, name, or kubectl's template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)
    --no-headers              # Print tables (and custom columns) without their header line, as kubectl's --no-headers
    --sort-by: string         # Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl's --sort-by
    --color: string@"nu-complete kubectl-nodewright node list color" # When to colour output (NO_COLOR and CLICOLOR are honoured in auto)
    --warnings-as-errors      # Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl's: the command still runs and prints them; exit 1 after it)
    --operator-namespace: string # Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)
    --runtime-required-taint: string # The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)
    --removal-version: string # The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0's release notes, "Deprecations")
    --stall-after: string     # A gated node with no recorded change for this long is `stalled`
    --chunk-size: string      # Nodes per list page (as kubectl's --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl's 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)
    --node-list: string@"nu-complete kubectl-nodewright node list node_list" # How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one
    --help(-h)                # Print help (see more with '--help')
    ...nodes: string          # Node names (exact; no regular expressions); `node/NAME`, as `-o name` prints it, too
  ]

  def "nu-complete kubectl-nodewright node status output" [] {
    [ "table" "wide" "json" "yaml" "name" "jsonpath=" "jsonpath-file=" "custom-columns=" "custom-columns-file=" ]
  }

  def "nu-complete kubectl-nodewright node status color" [] {
    [ "auto" "always" "never" ]
  }

  def "nu-complete kubectl-nodewright node status node_list" [] {
    [ "one" "paged" "cached" ]
  }

  # Every NodeWright's verdict on the given nodes (all nodes without arguments)
  export extern "kubectl-nodewright node status" [
    --selector(-l): string    # Label selector, e.g. `nvidia.com/gpu.present=true,pool in (a,b)`
    --regex                   # Treat NODE arguments as regular expressions matched against whole node names
    --field-selector: string  # Field selector over the nodes, as kubectl's: `metadata.name`, `spec.unschedulable` (`=`, `==`, `!=`), e.g. `spec.unschedulable=true`; passed to the API server
    --nodewright: string      # Only this NodeWright's verdicts
    --skyhook: string         # Only this NodeWright's verdicts
    --kubeconfig: path        # Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)
    --context: string         # The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one
    --cluster: string         # The kubeconfig cluster to use
    --user: string            # The kubeconfig user to use
    --namespace(-n): string   # Namespace (used for namespaced lookups such as package logs)
    --server(-s): string      # The address and port of the Kubernetes API server
    --token: string           # Bearer token for authentication to the API server
    --as: string              # Username to impersonate for the operation
    --as-group: string        # Group to impersonate for the operation (repeatable); needs --as
    --as-uid: string          # UID to impersonate for the operation; needs --as
    --as-user-extra: string   # User extra to impersonate for the operation (repeatable); needs --as
    --certificate-authority: string # Path to a cert file for the certificate authority
    --client-certificate: string # Path to a client certificate file for TLS
    --client-key: string      # Path to a client key file for TLS
    --insecure-skip-tls-verify # Do not verify the server's certificate (insecure)
    --tls-server-name: string # Server name to use for server certificate validation
    --request-timeout: string # How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit
    --disable-compression     # Ask the API server for uncompressed answers
    --all-contexts            # Every context of the kubeconfig, as one view (read commands only)
    --max-clusters: string    # With several contexts: how many are read at once
    --context-timeout: string # With several contexts: how long one context's whole read may take before that context is reported as failed and the others are shown; 0 means no limit
    --v(-v): string           # Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)
    --output(-o): string@"nu-complete kubectl-nodewright node status output" # Output format: table, wide, json, yaml, name, or kubectl's template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)
    --no-headers              # Print tables (and custom columns) without their header line, as kubectl's --no-headers
    --sort-by: string         # Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl's --sort-by
    --color: string@"nu-complete kubectl-nodewright node status color" # When to colour output (NO_COLOR and CLICOLOR are honoured in auto)
    --warnings-as-errors      # Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl's: the command still runs and prints them; exit 1 after it)
    --operator-namespace: string # Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)
    --runtime-required-taint: string # The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)
    --removal-version: string # The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0's release notes, "Deprecations")
    --stall-after: string     # A gated node with no recorded change for this long is `stalled`
    --chunk-size: string      # Nodes per list page (as kubectl's --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl's 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)
    --node-list: string@"nu-complete kubectl-nodewright node status node_list" # How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one
    --help(-h)                # Print help (see more with '--help')
    ...nodes: string          # Node names (exact; no regular expressions); `node/NAME`, as `-o name` prints it, too
  ]

  def "nu-complete kubectl-nodewright node reset dry_run" [] {
    [ "none" "client" "server" ]
  }

  def "nu-complete kubectl-nodewright node reset output" [] {
    [ "table" "wide" "json" "yaml" "name" "jsonpath=" "jsonpath-file=" "custom-columns=" "custom-columns-file=" ]
  }

  def "nu-complete kubectl-nodewright node reset color" [] {
    [ "auto" "always" "never" ]
  }

  def "nu-complete kubectl-nodewright node reset node_list" [] {
    [ "one" "paged" "cached" ]
  }

  # Reset a NodeWright's package state on the nodes (does NOT re-gate; see `regate`)
  export extern "kubectl-nodewright node reset" [
    --selector(-l): string    # Label selector, e.g. `nvidia.com/gpu.present=true,pool in (a,b)`
    --regex                   # Treat NODE arguments as regular expressions matched against whole node names
    --field-selector: string  # Field selector over the nodes, as kubectl's: `metadata.name`, `spec.unschedulable` (`=`, `==`, `!=`), e.g. `spec.unschedulable=true`; passed to the API server
    --all                     # Reset the state of every NodeWright on the nodes
    --dry-run: string@"nu-complete kubectl-nodewright node reset dry_run" # Preview: `client` prints the exact change per node (bare `--dry-run`), `--dry-run=server` sends it with dryRun=All, `none` writes. The value only after `=`: a bare `--dry-run` never takes the next word (`... -o name | xargs kubectl nodewright regate --dry-run`)
    --confirm(-y)             # Apply without asking. Without it, a terminal is asked; anything else is refused
    --yes                     # Apply without asking. Without it, a terminal is asked; anything else is refused
    --concurrency: string     # Nodes written at the same time
    --nodewright: string      # The NodeWright (or Skyhook) whose state to reset
    --skyhook: string         # The NodeWright (or Skyhook) whose state to reset
    --kubeconfig: path        # Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)
    --context: string         # The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one
    --cluster: string         # The kubeconfig cluster to use
    --user: string            # The kubeconfig user to use
    --namespace(-n): string   # Namespace (used for namespaced lookups such as package logs)
    --server(-s): string      # The address and port of the Kubernetes API server
    --token: string           # Bearer token for authentication to the API server
    --as: string              # Username to impersonate for the operation
    --as-group: string        # Group to impersonate for the operation (repeatable); needs --as
    --as-uid: string          # UID to impersonate for the operation; needs --as
    --as-user-extra: string   # User extra to impersonate for the operation (repeatable); needs --as
    --certificate-authority: string # Path to a cert file for the certificate authority
    --client-certificate: string # Path to a client certificate file for TLS
    --client-key: string      # Path to a client key file for TLS
    --insecure-skip-tls-verify # Do not verify the server's certificate (insecure)
    --tls-server-name: string # Server name to use for server certificate validation
    --request-timeout: string # How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit
    --disable-compression     # Ask the API server for uncompressed answers
    --all-contexts            # Every context of the kubeconfig, as one view (read commands only)
    --max-clusters: string    # With several contexts: how many are read at once
    --context-timeout: string # With several contexts: how long one context's whole read may take before that context is reported as failed and the others are shown; 0 means no limit
    --v(-v): string           # Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)
    --output(-o): string@"nu-complete kubectl-nodewright node reset output" # Output format: table, wide, json, yaml, name, or kubectl's template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)
    --no-headers              # Print tables (and custom columns) without their header line, as kubectl's --no-headers
    --sort-by: string         # Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl's --sort-by
    --color: string@"nu-complete kubectl-nodewright node reset color" # When to colour output (NO_COLOR and CLICOLOR are honoured in auto)
    --warnings-as-errors      # Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl's: the command still runs and prints them; exit 1 after it)
    --operator-namespace: string # Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)
    --runtime-required-taint: string # The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)
    --removal-version: string # The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0's release notes, "Deprecations")
    --stall-after: string     # A gated node with no recorded change for this long is `stalled`
    --chunk-size: string      # Nodes per list page (as kubectl's --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl's 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)
    --node-list: string@"nu-complete kubectl-nodewright node reset node_list" # How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one
    --help(-h)                # Print help (see more with '--help')
    ...nodes: string          # Node names (exact; no regular expressions); `node/NAME`, as `-o name` prints it, too
  ]

  def "nu-complete kubectl-nodewright node ignore dry_run" [] {
    [ "none" "client" "server" ]
  }

  def "nu-complete kubectl-nodewright node ignore output" [] {
    [ "table" "wide" "json" "yaml" "name" "jsonpath=" "jsonpath-file=" "custom-columns=" "custom-columns-file=" ]
  }

  def "nu-complete kubectl-nodewright node ignore color" [] {
    [ "auto" "always" "never" ]
  }

  def "nu-complete kubectl-nodewright node ignore node_list" [] {
    [ "one" "paged" "cached" ]
  }

  # Set the ignore label: the operator skips the nodes (they show as blocked)
  export extern "kubectl-nodewright node ignore" [
    --selector(-l): string    # Label selector, e.g. `nvidia.com/gpu.present=true,pool in (a,b)`
    --regex                   # Treat NODE arguments as regular expressions matched against whole node names
    --field-selector: string  # Field selector over the nodes, as kubectl's: `metadata.name`, `spec.unschedulable` (`=`, `==`, `!=`), e.g. `spec.unschedulable=true`; passed to the API server
    --dry-run: string@"nu-complete kubectl-nodewright node ignore dry_run" # Preview: `client` prints the exact change per node (bare `--dry-run`), `--dry-run=server` sends it with dryRun=All, `none` writes. The value only after `=`: a bare `--dry-run` never takes the next word (`... -o name | xargs kubectl nodewright regate --dry-run`)
    --confirm(-y)             # Apply without asking. Without it, a terminal is asked; anything else is refused
    --yes                     # Apply without asking. Without it, a terminal is asked; anything else is refused
    --concurrency: string     # Nodes written at the same time
    --kubeconfig: path        # Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)
    --context: string         # The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one
    --cluster: string         # The kubeconfig cluster to use
    --user: string            # The kubeconfig user to use
    --namespace(-n): string   # Namespace (used for namespaced lookups such as package logs)
    --server(-s): string      # The address and port of the Kubernetes API server
    --token: string           # Bearer token for authentication to the API server
    --as: string              # Username to impersonate for the operation
    --as-group: string        # Group to impersonate for the operation (repeatable); needs --as
    --as-uid: string          # UID to impersonate for the operation; needs --as
    --as-user-extra: string   # User extra to impersonate for the operation (repeatable); needs --as
    --certificate-authority: string # Path to a cert file for the certificate authority
    --client-certificate: string # Path to a client certificate file for TLS
    --client-key: string      # Path to a client key file for TLS
    --insecure-skip-tls-verify # Do not verify the server's certificate (insecure)
    --tls-server-name: string # Server name to use for server certificate validation
    --request-timeout: string # How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit
    --disable-compression     # Ask the API server for uncompressed answers
    --all-contexts            # Every context of the kubeconfig, as one view (read commands only)
    --max-clusters: string    # With several contexts: how many are read at once
    --context-timeout: string # With several contexts: how long one context's whole read may take before that context is reported as failed and the others are shown; 0 means no limit
    --v(-v): string           # Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)
    --output(-o): string@"nu-complete kubectl-nodewright node ignore output" # Output format: table, wide, json, yaml, name, or kubectl's template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)
    --no-headers              # Print tables (and custom columns) without their header line, as kubectl's --no-headers
    --sort-by: string         # Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl's --sort-by
    --color: string@"nu-complete kubectl-nodewright node ignore color" # When to colour output (NO_COLOR and CLICOLOR are honoured in auto)
    --warnings-as-errors      # Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl's: the command still runs and prints them; exit 1 after it)
    --operator-namespace: string # Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)
    --runtime-required-taint: string # The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)
    --removal-version: string # The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0's release notes, "Deprecations")
    --stall-after: string     # A gated node with no recorded change for this long is `stalled`
    --chunk-size: string      # Nodes per list page (as kubectl's --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl's 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)
    --node-list: string@"nu-complete kubectl-nodewright node ignore node_list" # How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one
    --help(-h)                # Print help (see more with '--help')
    ...nodes: string          # Node names (exact; no regular expressions); `node/NAME`, as `-o name` prints it, too
  ]

  def "nu-complete kubectl-nodewright node unignore dry_run" [] {
    [ "none" "client" "server" ]
  }

  def "nu-complete kubectl-nodewright node unignore output" [] {
    [ "table" "wide" "json" "yaml" "name" "jsonpath=" "jsonpath-file=" "custom-columns=" "custom-columns-file=" ]
  }

  def "nu-complete kubectl-nodewright node unignore color" [] {
    [ "auto" "always" "never" ]
  }

  def "nu-complete kubectl-nodewright node unignore node_list" [] {
    [ "one" "paged" "cached" ]
  }

  # Remove the ignore label (both prefixes)
  export extern "kubectl-nodewright node unignore" [
    --selector(-l): string    # Label selector, e.g. `nvidia.com/gpu.present=true,pool in (a,b)`
    --regex                   # Treat NODE arguments as regular expressions matched against whole node names
    --field-selector: string  # Field selector over the nodes, as kubectl's: `metadata.name`, `spec.unschedulable` (`=`, `==`, `!=`), e.g. `spec.unschedulable=true`; passed to the API server
    --dry-run: string@"nu-complete kubectl-nodewright node unignore dry_run" # Preview: `client` prints the exact change per node (bare `--dry-run`), `--dry-run=server` sends it with dryRun=All, `none` writes. The value only after `=`: a bare `--dry-run` never takes the next word (`... -o name | xargs kubectl nodewright regate --dry-run`)
    --confirm(-y)             # Apply without asking. Without it, a terminal is asked; anything else is refused
    --yes                     # Apply without asking. Without it, a terminal is asked; anything else is refused
    --concurrency: string     # Nodes written at the same time
    --kubeconfig: path        # Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)
    --context: string         # The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one
    --cluster: string         # The kubeconfig cluster to use
    --user: string            # The kubeconfig user to use
    --namespace(-n): string   # Namespace (used for namespaced lookups such as package logs)
    --server(-s): string      # The address and port of the Kubernetes API server
    --token: string           # Bearer token for authentication to the API server
    --as: string              # Username to impersonate for the operation
    --as-group: string        # Group to impersonate for the operation (repeatable); needs --as
    --as-uid: string          # UID to impersonate for the operation; needs --as
    --as-user-extra: string   # User extra to impersonate for the operation (repeatable); needs --as
    --certificate-authority: string # Path to a cert file for the certificate authority
    --client-certificate: string # Path to a client certificate file for TLS
    --client-key: string      # Path to a client key file for TLS
    --insecure-skip-tls-verify # Do not verify the server's certificate (insecure)
    --tls-server-name: string # Server name to use for server certificate validation
    --request-timeout: string # How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit
    --disable-compression     # Ask the API server for uncompressed answers
    --all-contexts            # Every context of the kubeconfig, as one view (read commands only)
    --max-clusters: string    # With several contexts: how many are read at once
    --context-timeout: string # With several contexts: how long one context's whole read may take before that context is reported as failed and the others are shown; 0 means no limit
    --v(-v): string           # Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)
    --output(-o): string@"nu-complete kubectl-nodewright node unignore output" # Output format: table, wide, json, yaml, name, or kubectl's template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)
    --no-headers              # Print tables (and custom columns) without their header line, as kubectl's --no-headers
    --sort-by: string         # Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl's --sort-by
    --color: string@"nu-complete kubectl-nodewright node unignore color" # When to colour output (NO_COLOR and CLICOLOR are honoured in auto)
    --warnings-as-errors      # Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl's: the command still runs and prints them; exit 1 after it)
    --operator-namespace: string # Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)
    --runtime-required-taint: string # The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)
    --removal-version: string # The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0's release notes, "Deprecations")
    --stall-after: string     # A gated node with no recorded change for this long is `stalled`
    --chunk-size: string      # Nodes per list page (as kubectl's --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl's 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)
    --node-list: string@"nu-complete kubectl-nodewright node unignore node_list" # How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one
    --help(-h)                # Print help (see more with '--help')
    ...nodes: string          # Node names (exact; no regular expressions); `node/NAME`, as `-o name` prints it, too
  ]

  # Print this message or the help of the given subcommand(s)
  export extern "kubectl-nodewright node help" [
  ]

  # Nodes targeted by a NodeWright, with the operator's verdict and package progress
  export extern "kubectl-nodewright node help list" [
  ]

  # Every NodeWright's verdict on the given nodes (all nodes without arguments)
  export extern "kubectl-nodewright node help status" [
  ]

  # Reset a NodeWright's package state on the nodes (does NOT re-gate; see `regate`)
  export extern "kubectl-nodewright node help reset" [
  ]

  # Set the ignore label: the operator skips the nodes (they show as blocked)
  export extern "kubectl-nodewright node help ignore" [
  ]

  # Remove the ignore label (both prefixes)
  export extern "kubectl-nodewright node help unignore" [
  ]

  # Print this message or the help of the given subcommand(s)
  export extern "kubectl-nodewright node help help" [
  ]

  def "nu-complete kubectl-nodewright package output" [] {
    [ "table" "wide" "json" "yaml" "name" "jsonpath=" "jsonpath-file=" "custom-columns=" "custom-columns-file=" ]
  }

  def "nu-complete kubectl-nodewright package color" [] {
    [ "auto" "always" "never" ]
  }

  def "nu-complete kubectl-nodewright package node_list" [] {
    [ "one" "paged" "cached" ]
  }

  # Package commands, as in the operator's CLI
  export extern "kubectl-nodewright package" [
    --kubeconfig: path        # Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)
    --context: string         # The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one
    --cluster: string         # The kubeconfig cluster to use
    --user: string            # The kubeconfig user to use
    --namespace(-n): string   # Namespace (used for namespaced lookups such as package logs)
    --server(-s): string      # The address and port of the Kubernetes API server
    --token: string           # Bearer token for authentication to the API server
    --as: string              # Username to impersonate for the operation
    --as-group: string        # Group to impersonate for the operation (repeatable); needs --as
    --as-uid: string          # UID to impersonate for the operation; needs --as
    --as-user-extra: string   # User extra to impersonate for the operation (repeatable); needs --as
    --certificate-authority: string # Path to a cert file for the certificate authority
    --client-certificate: string # Path to a client certificate file for TLS
    --client-key: string      # Path to a client key file for TLS
    --insecure-skip-tls-verify # Do not verify the server's certificate (insecure)
    --tls-server-name: string # Server name to use for server certificate validation
    --request-timeout: string # How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit
    --disable-compression     # Ask the API server for uncompressed answers
    --all-contexts            # Every context of the kubeconfig, as one view (read commands only)
    --max-clusters: string    # With several contexts: how many are read at once
    --context-timeout: string # With several contexts: how long one context's whole read may take before that context is reported as failed and the others are shown; 0 means no limit
    --v(-v): string           # Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)
    --output(-o): string@"nu-complete kubectl-nodewright package output" # Output format: table, wide, json, yaml, name, or kubectl's template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)
    --no-headers              # Print tables (and custom columns) without their header line, as kubectl's --no-headers
    --sort-by: string         # Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl's --sort-by
    --color: string@"nu-complete kubectl-nodewright package color" # When to colour output (NO_COLOR and CLICOLOR are honoured in auto)
    --warnings-as-errors      # Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl's: the command still runs and prints them; exit 1 after it)
    --operator-namespace: string # Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)
    --runtime-required-taint: string # The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)
    --removal-version: string # The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0's release notes, "Deprecations")
    --stall-after: string     # A gated node with no recorded change for this long is `stalled`
    --chunk-size: string      # Nodes per list page (as kubectl's --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl's 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)
    --node-list: string@"nu-complete kubectl-nodewright package node_list" # How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one
    --help(-h)                # Print help (see more with '--help')
  ]

  def "nu-complete kubectl-nodewright package status output" [] {
    [ "table" "wide" "json" "yaml" "name" "jsonpath=" "jsonpath-file=" "custom-columns=" "custom-columns-file=" ]
  }

  def "nu-complete kubectl-nodewright package status color" [] {
    [ "auto" "always" "never" ]
  }

  def "nu-complete kubectl-nodewright package status node_list" [] {
    [ "one" "paged" "cached" ]
  }

  # A package's version, stage and state on every node its NodeWright targets
  export extern "kubectl-nodewright package status" [
    --nodewright: string      # The NodeWright (or Skyhook) that declares it
    --skyhook: string         # The NodeWright (or Skyhook) that declares it
    --node: string            # Only these nodes (repeatable)
    --selector(-l): string    # Label selector for nodes
    --kubeconfig: path        # Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)
    --context: string         # The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one
    --cluster: string         # The kubeconfig cluster to use
    --user: string            # The kubeconfig user to use
    --namespace(-n): string   # Namespace (used for namespaced lookups such as package logs)
    --server(-s): string      # The address and port of the Kubernetes API server
    --token: string           # Bearer token for authentication to the API server
    --as: string              # Username to impersonate for the operation
    --as-group: string        # Group to impersonate for the operation (repeatable); needs --as
    --as-uid: string          # UID to impersonate for the operation; needs --as
    --as-user-extra: string   # User extra to impersonate for the operation (repeatable); needs --as
    --certificate-authority: string # Path to a cert file for the certificate authority
    --client-certificate: string # Path to a client certificate file for TLS
    --client-key: string      # Path to a client key file for TLS
    --insecure-skip-tls-verify # Do not verify the server's certificate (insecure)
    --tls-server-name: string # Server name to use for server certificate validation
    --request-timeout: string # How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit
    --disable-compression     # Ask the API server for uncompressed answers
    --all-contexts            # Every context of the kubeconfig, as one view (read commands only)
    --max-clusters: string    # With several contexts: how many are read at once
    --context-timeout: string # With several contexts: how long one context's whole read may take before that context is reported as failed and the others are shown; 0 means no limit
    --v(-v): string           # Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)
    --output(-o): string@"nu-complete kubectl-nodewright package status output" # Output format: table, wide, json, yaml, name, or kubectl's template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)
    --no-headers              # Print tables (and custom columns) without their header line, as kubectl's --no-headers
    --sort-by: string         # Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl's --sort-by
    --color: string@"nu-complete kubectl-nodewright package status color" # When to colour output (NO_COLOR and CLICOLOR are honoured in auto)
    --warnings-as-errors      # Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl's: the command still runs and prints them; exit 1 after it)
    --operator-namespace: string # Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)
    --runtime-required-taint: string # The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)
    --removal-version: string # The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0's release notes, "Deprecations")
    --stall-after: string     # A gated node with no recorded change for this long is `stalled`
    --chunk-size: string      # Nodes per list page (as kubectl's --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl's 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)
    --node-list: string@"nu-complete kubectl-nodewright package status node_list" # How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one
    --help(-h)                # Print help (see more with '--help')
    package: string           # Package name
  ]

  def "nu-complete kubectl-nodewright package logs stage" [] {
    [ "apply" "config" "interrupt" "post-interrupt" "uninstall" "upgrade" ]
  }

  def "nu-complete kubectl-nodewright package logs output" [] {
    [ "table" "wide" "json" "yaml" "name" "jsonpath=" "jsonpath-file=" "custom-columns=" "custom-columns-file=" ]
  }

  def "nu-complete kubectl-nodewright package logs color" [] {
    [ "auto" "always" "never" ]
  }

  def "nu-complete kubectl-nodewright package logs node_list" [] {
    [ "one" "paged" "cached" ]
  }

  # Logs of a package's pods (every stage container, all nodes at once)
  export extern "kubectl-nodewright package logs" [
    --nodewright: string      # The NodeWright (or Skyhook) that declares it
    --skyhook: string         # The NodeWright (or Skyhook) that declares it
    --node: string            # Only pods on these nodes (repeatable)
    --stage: string@"nu-complete kubectl-nodewright package logs stage" # Only this stage's container
    --follow(-f)              # Follow the logs of every selected container at once
    --tail: string            # Lines from the end of each log
    --kubeconfig: path        # Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)
    --context: string         # The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one
    --cluster: string         # The kubeconfig cluster to use
    --user: string            # The kubeconfig user to use
    --namespace(-n): string   # Namespace (used for namespaced lookups such as package logs)
    --server(-s): string      # The address and port of the Kubernetes API server
    --token: string           # Bearer token for authentication to the API server
    --as: string              # Username to impersonate for the operation
    --as-group: string        # Group to impersonate for the operation (repeatable); needs --as
    --as-uid: string          # UID to impersonate for the operation; needs --as
    --as-user-extra: string   # User extra to impersonate for the operation (repeatable); needs --as
    --certificate-authority: string # Path to a cert file for the certificate authority
    --client-certificate: string # Path to a client certificate file for TLS
    --client-key: string      # Path to a client key file for TLS
    --insecure-skip-tls-verify # Do not verify the server's certificate (insecure)
    --tls-server-name: string # Server name to use for server certificate validation
    --request-timeout: string # How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit
    --disable-compression     # Ask the API server for uncompressed answers
    --all-contexts            # Every context of the kubeconfig, as one view (read commands only)
    --max-clusters: string    # With several contexts: how many are read at once
    --context-timeout: string # With several contexts: how long one context's whole read may take before that context is reported as failed and the others are shown; 0 means no limit
    --v(-v): string           # Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)
    --output(-o): string@"nu-complete kubectl-nodewright package logs output" # Output format: table, wide, json, yaml, name, or kubectl's template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)
    --no-headers              # Print tables (and custom columns) without their header line, as kubectl's --no-headers
    --sort-by: string         # Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl's --sort-by
    --color: string@"nu-complete kubectl-nodewright package logs color" # When to colour output (NO_COLOR and CLICOLOR are honoured in auto)
    --warnings-as-errors      # Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl's: the command still runs and prints them; exit 1 after it)
    --operator-namespace: string # Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)
    --runtime-required-taint: string # The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)
    --removal-version: string # The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0's release notes, "Deprecations")
    --stall-after: string     # A gated node with no recorded change for this long is `stalled`
    --chunk-size: string      # Nodes per list page (as kubectl's --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl's 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)
    --node-list: string@"nu-complete kubectl-nodewright package logs node_list" # How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one
    --help(-h)                # Print help (see more with '--help')
    package: string           # Package name
  ]

  def "nu-complete kubectl-nodewright package rerun stage" [] {
    [ "apply" "config" "interrupt" "post-interrupt" ]
  }

  def "nu-complete kubectl-nodewright package rerun dry_run" [] {
    [ "none" "client" "server" ]
  }

  def "nu-complete kubectl-nodewright package rerun output" [] {
    [ "table" "wide" "json" "yaml" "name" "jsonpath=" "jsonpath-file=" "custom-columns=" "custom-columns-file=" ]
  }

  def "nu-complete kubectl-nodewright package rerun color" [] {
    [ "auto" "always" "never" ]
  }

  def "nu-complete kubectl-nodewright package rerun node_list" [] {
    [ "one" "paged" "cached" ]
  }

  # Re-run a package on nodes (from the beginning, or from --stage)
  export extern "kubectl-nodewright package rerun" [
    --nodewright: string      # The NodeWright (or Skyhook) that declares it
    --skyhook: string         # The NodeWright (or Skyhook) that declares it
    --node: string            # Nodes (repeatable; exact names)
    --selector(-l): string    # Label selector for nodes
    --stage: string@"nu-complete kubectl-nodewright package rerun stage" # Re-run from this stage instead of from the beginning
    --dry-run: string@"nu-complete kubectl-nodewright package rerun dry_run" # Preview: `client` prints the exact change per node (bare `--dry-run`), `--dry-run=server` sends it with dryRun=All, `none` writes. The value only after `=`: a bare `--dry-run` never takes the next word (`... -o name | xargs kubectl nodewright regate --dry-run`)
    --confirm(-y)             # Apply without asking. Without it, a terminal is asked; anything else is refused
    --yes                     # Apply without asking. Without it, a terminal is asked; anything else is refused
    --concurrency: string     # Nodes written at the same time
    --kubeconfig: path        # Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)
    --context: string         # The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one
    --cluster: string         # The kubeconfig cluster to use
    --user: string            # The kubeconfig user to use
    --namespace(-n): string   # Namespace (used for namespaced lookups such as package logs)
    --server(-s): string      # The address and port of the Kubernetes API server
    --token: string           # Bearer token for authentication to the API server
    --as: string              # Username to impersonate for the operation
    --as-group: string        # Group to impersonate for the operation (repeatable); needs --as
    --as-uid: string          # UID to impersonate for the operation; needs --as
    --as-user-extra: string   # User extra to impersonate for the operation (repeatable); needs --as
    --certificate-authority: string # Path to a cert file for the certificate authority
    --client-certificate: string # Path to a client certificate file for TLS
    --client-key: string      # Path to a client key file for TLS
    --insecure-skip-tls-verify # Do not verify the server's certificate (insecure)
    --tls-server-name: string # Server name to use for server certificate validation
    --request-timeout: string # How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit
    --disable-compression     # Ask the API server for uncompressed answers
    --all-contexts            # Every context of the kubeconfig, as one view (read commands only)
    --max-clusters: string    # With several contexts: how many are read at once
    --context-timeout: string # With several contexts: how long one context's whole read may take before that context is reported as failed and the others are shown; 0 means no limit
    --v(-v): string           # Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)
    --output(-o): string@"nu-complete kubectl-nodewright package rerun output" # Output format: table, wide, json, yaml, name, or kubectl's template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)
    --no-headers              # Print tables (and custom columns) without their header line, as kubectl's --no-headers
    --sort-by: string         # Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl's --sort-by
    --color: string@"nu-complete kubectl-nodewright package rerun color" # When to colour output (NO_COLOR and CLICOLOR are honoured in auto)
    --warnings-as-errors      # Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl's: the command still runs and prints them; exit 1 after it)
    --operator-namespace: string # Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)
    --runtime-required-taint: string # The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)
    --removal-version: string # The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0's release notes, "Deprecations")
    --stall-after: string     # A gated node with no recorded change for this long is `stalled`
    --chunk-size: string      # Nodes per list page (as kubectl's --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl's 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)
    --node-list: string@"nu-complete kubectl-nodewright package rerun node_list" # How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one
    --help(-h)                # Print help (see more with '--help')
    package: string           # Package name (as declared in the NodeWright's spec)
  ]

  # Print this message or the help of the given subcommand(s)
  export extern "kubectl-nodewright package help" [
  ]

  # A package's version, stage and state on every node its NodeWright targets
  export extern "kubectl-nodewright package help status" [
  ]

  # Logs of a package's pods (every stage container, all nodes at once)
  export extern "kubectl-nodewright package help logs" [
  ]

  # Re-run a package on nodes (from the beginning, or from --stage)
  export extern "kubectl-nodewright package help rerun" [
  ]

  # Print this message or the help of the given subcommand(s)
  export extern "kubectl-nodewright package help help" [
  ]

  def "nu-complete kubectl-nodewright version output" [] {
    [ "table" "wide" "json" "yaml" "name" "jsonpath=" "jsonpath-file=" "custom-columns=" "custom-columns-file=" ]
  }

  def "nu-complete kubectl-nodewright version color" [] {
    [ "auto" "always" "never" ]
  }

  def "nu-complete kubectl-nodewright version node_list" [] {
    [ "one" "paged" "cached" ]
  }

  # Plugin version; with a cluster, operator versions, API groups and server version
  export extern "kubectl-nodewright version" [
    --client                  # Print only the plugin's version; make no request
    --kubeconfig: path        # Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)
    --context: string         # The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one
    --cluster: string         # The kubeconfig cluster to use
    --user: string            # The kubeconfig user to use
    --namespace(-n): string   # Namespace (used for namespaced lookups such as package logs)
    --server(-s): string      # The address and port of the Kubernetes API server
    --token: string           # Bearer token for authentication to the API server
    --as: string              # Username to impersonate for the operation
    --as-group: string        # Group to impersonate for the operation (repeatable); needs --as
    --as-uid: string          # UID to impersonate for the operation; needs --as
    --as-user-extra: string   # User extra to impersonate for the operation (repeatable); needs --as
    --certificate-authority: string # Path to a cert file for the certificate authority
    --client-certificate: string # Path to a client certificate file for TLS
    --client-key: string      # Path to a client key file for TLS
    --insecure-skip-tls-verify # Do not verify the server's certificate (insecure)
    --tls-server-name: string # Server name to use for server certificate validation
    --request-timeout: string # How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit
    --disable-compression     # Ask the API server for uncompressed answers
    --all-contexts            # Every context of the kubeconfig, as one view (read commands only)
    --max-clusters: string    # With several contexts: how many are read at once
    --context-timeout: string # With several contexts: how long one context's whole read may take before that context is reported as failed and the others are shown; 0 means no limit
    --v(-v): string           # Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)
    --output(-o): string@"nu-complete kubectl-nodewright version output" # Output format: table, wide, json, yaml, name, or kubectl's template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)
    --no-headers              # Print tables (and custom columns) without their header line, as kubectl's --no-headers
    --sort-by: string         # Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl's --sort-by
    --color: string@"nu-complete kubectl-nodewright version color" # When to colour output (NO_COLOR and CLICOLOR are honoured in auto)
    --warnings-as-errors      # Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl's: the command still runs and prints them; exit 1 after it)
    --operator-namespace: string # Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)
    --runtime-required-taint: string # The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)
    --removal-version: string # The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0's release notes, "Deprecations")
    --stall-after: string     # A gated node with no recorded change for this long is `stalled`
    --chunk-size: string      # Nodes per list page (as kubectl's --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl's 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)
    --node-list: string@"nu-complete kubectl-nodewright version node_list" # How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one
    --help(-h)                # Print help (see more with '--help')
  ]

  def "nu-complete kubectl-nodewright taint dry_run" [] {
    [ "none" "client" "server" ]
  }

  def "nu-complete kubectl-nodewright taint output" [] {
    [ "table" "wide" "json" "yaml" "name" "jsonpath=" "jsonpath-file=" "custom-columns=" "custom-columns-file=" ]
  }

  def "nu-complete kubectl-nodewright taint color" [] {
    [ "auto" "always" "never" ]
  }

  def "nu-complete kubectl-nodewright taint node_list" [] {
    [ "one" "paged" "cached" ]
  }

  # Put the configured runtime-required taint on nodes (re-gate), guarded
  export extern "kubectl-nodewright taint" [
    --selector(-l): string    # Label selector, e.g. `nvidia.com/gpu.present=true,pool in (a,b)`
    --regex                   # Treat NODE arguments as regular expressions matched against whole node names
    --field-selector: string  # Field selector over the nodes, as kubectl's: `metadata.name`, `spec.unschedulable` (`=`, `==`, `!=`), e.g. `spec.unschedulable=true`; passed to the API server
    --overwrite               # Fix the value of a taint with the configured key and effect but another value
    --replace: string         # In the same write, remove every other taint with this key (a gate the operator does not recognise): the node stays gated throughout
    --dry-run: string@"nu-complete kubectl-nodewright taint dry_run" # Preview: `client` prints the exact change per node (bare `--dry-run`), `--dry-run=server` sends it with dryRun=All, `none` writes. The value only after `=`: a bare `--dry-run` never takes the next word (`... -o name | xargs kubectl nodewright regate --dry-run`)
    --confirm(-y)             # Apply without asking. Without it, a terminal is asked; anything else is refused
    --yes                     # Apply without asking. Without it, a terminal is asked; anything else is refused
    --concurrency: string     # Nodes written at the same time
    --kubeconfig: path        # Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)
    --context: string         # The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one
    --cluster: string         # The kubeconfig cluster to use
    --user: string            # The kubeconfig user to use
    --namespace(-n): string   # Namespace (used for namespaced lookups such as package logs)
    --server(-s): string      # The address and port of the Kubernetes API server
    --token: string           # Bearer token for authentication to the API server
    --as: string              # Username to impersonate for the operation
    --as-group: string        # Group to impersonate for the operation (repeatable); needs --as
    --as-uid: string          # UID to impersonate for the operation; needs --as
    --as-user-extra: string   # User extra to impersonate for the operation (repeatable); needs --as
    --certificate-authority: string # Path to a cert file for the certificate authority
    --client-certificate: string # Path to a client certificate file for TLS
    --client-key: string      # Path to a client key file for TLS
    --insecure-skip-tls-verify # Do not verify the server's certificate (insecure)
    --tls-server-name: string # Server name to use for server certificate validation
    --request-timeout: string # How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit
    --disable-compression     # Ask the API server for uncompressed answers
    --all-contexts            # Every context of the kubeconfig, as one view (read commands only)
    --max-clusters: string    # With several contexts: how many are read at once
    --context-timeout: string # With several contexts: how long one context's whole read may take before that context is reported as failed and the others are shown; 0 means no limit
    --v(-v): string           # Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)
    --output(-o): string@"nu-complete kubectl-nodewright taint output" # Output format: table, wide, json, yaml, name, or kubectl's template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)
    --no-headers              # Print tables (and custom columns) without their header line, as kubectl's --no-headers
    --sort-by: string         # Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl's --sort-by
    --color: string@"nu-complete kubectl-nodewright taint color" # When to colour output (NO_COLOR and CLICOLOR are honoured in auto)
    --warnings-as-errors      # Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl's: the command still runs and prints them; exit 1 after it)
    --operator-namespace: string # Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)
    --runtime-required-taint: string # The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)
    --removal-version: string # The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0's release notes, "Deprecations")
    --stall-after: string     # A gated node with no recorded change for this long is `stalled`
    --chunk-size: string      # Nodes per list page (as kubectl's --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl's 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)
    --node-list: string@"nu-complete kubectl-nodewright taint node_list" # How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one
    --help(-h)                # Print help (see more with '--help')
    ...nodes: string          # Node names (exact; no regular expressions); `node/NAME`, as `-o name` prints it, too
  ]

  def "nu-complete kubectl-nodewright untaint dry_run" [] {
    [ "none" "client" "server" ]
  }

  def "nu-complete kubectl-nodewright untaint output" [] {
    [ "table" "wide" "json" "yaml" "name" "jsonpath=" "jsonpath-file=" "custom-columns=" "custom-columns-file=" ]
  }

  def "nu-complete kubectl-nodewright untaint color" [] {
    [ "auto" "always" "never" ]
  }

  def "nu-complete kubectl-nodewright untaint node_list" [] {
    [ "one" "paged" "cached" ]
  }

  # Remove gate taints (configured, legacy, or a named key), guarded; other taints are kept
  export extern "kubectl-nodewright untaint" [
    --selector(-l): string    # Label selector, e.g. `nvidia.com/gpu.present=true,pool in (a,b)`
    --regex                   # Treat NODE arguments as regular expressions matched against whole node names
    --field-selector: string  # Field selector over the nodes, as kubectl's: `metadata.name`, `spec.unschedulable` (`=`, `==`, `!=`), e.g. `spec.unschedulable=true`; passed to the API server
    --key: string             # Remove taints with this key (any effect) instead of the gate taints
    --dry-run: string@"nu-complete kubectl-nodewright untaint dry_run" # Preview: `client` prints the exact change per node (bare `--dry-run`), `--dry-run=server` sends it with dryRun=All, `none` writes. The value only after `=`: a bare `--dry-run` never takes the next word (`... -o name | xargs kubectl nodewright regate --dry-run`)
    --confirm(-y)             # Apply without asking. Without it, a terminal is asked; anything else is refused
    --yes                     # Apply without asking. Without it, a terminal is asked; anything else is refused
    --concurrency: string     # Nodes written at the same time
    --kubeconfig: path        # Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)
    --context: string         # The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one
    --cluster: string         # The kubeconfig cluster to use
    --user: string            # The kubeconfig user to use
    --namespace(-n): string   # Namespace (used for namespaced lookups such as package logs)
    --server(-s): string      # The address and port of the Kubernetes API server
    --token: string           # Bearer token for authentication to the API server
    --as: string              # Username to impersonate for the operation
    --as-group: string        # Group to impersonate for the operation (repeatable); needs --as
    --as-uid: string          # UID to impersonate for the operation; needs --as
    --as-user-extra: string   # User extra to impersonate for the operation (repeatable); needs --as
    --certificate-authority: string # Path to a cert file for the certificate authority
    --client-certificate: string # Path to a client certificate file for TLS
    --client-key: string      # Path to a client key file for TLS
    --insecure-skip-tls-verify # Do not verify the server's certificate (insecure)
    --tls-server-name: string # Server name to use for server certificate validation
    --request-timeout: string # How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit
    --disable-compression     # Ask the API server for uncompressed answers
    --all-contexts            # Every context of the kubeconfig, as one view (read commands only)
    --max-clusters: string    # With several contexts: how many are read at once
    --context-timeout: string # With several contexts: how long one context's whole read may take before that context is reported as failed and the others are shown; 0 means no limit
    --v(-v): string           # Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)
    --output(-o): string@"nu-complete kubectl-nodewright untaint output" # Output format: table, wide, json, yaml, name, or kubectl's template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)
    --no-headers              # Print tables (and custom columns) without their header line, as kubectl's --no-headers
    --sort-by: string         # Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl's --sort-by
    --color: string@"nu-complete kubectl-nodewright untaint color" # When to colour output (NO_COLOR and CLICOLOR are honoured in auto)
    --warnings-as-errors      # Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl's: the command still runs and prints them; exit 1 after it)
    --operator-namespace: string # Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)
    --runtime-required-taint: string # The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)
    --removal-version: string # The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0's release notes, "Deprecations")
    --stall-after: string     # A gated node with no recorded change for this long is `stalled`
    --chunk-size: string      # Nodes per list page (as kubectl's --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl's 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)
    --node-list: string@"nu-complete kubectl-nodewright untaint node_list" # How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one
    --help(-h)                # Print help (see more with '--help')
    ...nodes: string          # Node names (exact; no regular expressions); `node/NAME`, as `-o name` prints it, too
  ]

  def "nu-complete kubectl-nodewright regate dry_run" [] {
    [ "none" "client" "server" ]
  }

  def "nu-complete kubectl-nodewright regate output" [] {
    [ "table" "wide" "json" "yaml" "name" "jsonpath=" "jsonpath-file=" "custom-columns=" "custom-columns-file=" ]
  }

  def "nu-complete kubectl-nodewright regate color" [] {
    [ "auto" "always" "never" ]
  }

  def "nu-complete kubectl-nodewright regate node_list" [] {
    [ "one" "paged" "cached" ]
  }

  # Add the gate taint and reset the runtime-required NodeWrights' state, in one write per node
  export extern "kubectl-nodewright regate" [
    --selector(-l): string    # Label selector, e.g. `nvidia.com/gpu.present=true,pool in (a,b)`
    --regex                   # Treat NODE arguments as regular expressions matched against whole node names
    --field-selector: string  # Field selector over the nodes, as kubectl's: `metadata.name`, `spec.unschedulable` (`=`, `==`, `!=`), e.g. `spec.unschedulable=true`; passed to the API server
    --dry-run: string@"nu-complete kubectl-nodewright regate dry_run" # Preview: `client` prints the exact change per node (bare `--dry-run`), `--dry-run=server` sends it with dryRun=All, `none` writes. The value only after `=`: a bare `--dry-run` never takes the next word (`... -o name | xargs kubectl nodewright regate --dry-run`)
    --confirm(-y)             # Apply without asking. Without it, a terminal is asked; anything else is refused
    --yes                     # Apply without asking. Without it, a terminal is asked; anything else is refused
    --concurrency: string     # Nodes written at the same time
    --nodewright: string      # Only this NodeWright's state (default: every runtime-required one selecting the node)
    --skyhook: string         # Only this NodeWright's state (default: every runtime-required one selecting the node)
    --kubeconfig: path        # Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)
    --context: string         # The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one
    --cluster: string         # The kubeconfig cluster to use
    --user: string            # The kubeconfig user to use
    --namespace(-n): string   # Namespace (used for namespaced lookups such as package logs)
    --server(-s): string      # The address and port of the Kubernetes API server
    --token: string           # Bearer token for authentication to the API server
    --as: string              # Username to impersonate for the operation
    --as-group: string        # Group to impersonate for the operation (repeatable); needs --as
    --as-uid: string          # UID to impersonate for the operation; needs --as
    --as-user-extra: string   # User extra to impersonate for the operation (repeatable); needs --as
    --certificate-authority: string # Path to a cert file for the certificate authority
    --client-certificate: string # Path to a client certificate file for TLS
    --client-key: string      # Path to a client key file for TLS
    --insecure-skip-tls-verify # Do not verify the server's certificate (insecure)
    --tls-server-name: string # Server name to use for server certificate validation
    --request-timeout: string # How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit
    --disable-compression     # Ask the API server for uncompressed answers
    --all-contexts            # Every context of the kubeconfig, as one view (read commands only)
    --max-clusters: string    # With several contexts: how many are read at once
    --context-timeout: string # With several contexts: how long one context's whole read may take before that context is reported as failed and the others are shown; 0 means no limit
    --v(-v): string           # Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)
    --output(-o): string@"nu-complete kubectl-nodewright regate output" # Output format: table, wide, json, yaml, name, or kubectl's template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)
    --no-headers              # Print tables (and custom columns) without their header line, as kubectl's --no-headers
    --sort-by: string         # Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl's --sort-by
    --color: string@"nu-complete kubectl-nodewright regate color" # When to colour output (NO_COLOR and CLICOLOR are honoured in auto)
    --warnings-as-errors      # Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl's: the command still runs and prints them; exit 1 after it)
    --operator-namespace: string # Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)
    --runtime-required-taint: string # The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)
    --removal-version: string # The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0's release notes, "Deprecations")
    --stall-after: string     # A gated node with no recorded change for this long is `stalled`
    --chunk-size: string      # Nodes per list page (as kubectl's --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl's 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)
    --node-list: string@"nu-complete kubectl-nodewright regate node_list" # How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one
    --help(-h)                # Print help (see more with '--help')
    ...nodes: string          # Node names (exact; no regular expressions); `node/NAME`, as `-o name` prints it, too
  ]

  def "nu-complete kubectl-nodewright reset dry_run" [] {
    [ "none" "client" "server" ]
  }

  def "nu-complete kubectl-nodewright reset output" [] {
    [ "table" "wide" "json" "yaml" "name" "jsonpath=" "jsonpath-file=" "custom-columns=" "custom-columns-file=" ]
  }

  def "nu-complete kubectl-nodewright reset color" [] {
    [ "auto" "always" "never" ]
  }

  def "nu-complete kubectl-nodewright reset node_list" [] {
    [ "one" "paged" "cached" ]
  }

  # Reset a NodeWright's package state on its nodes (does NOT re-gate; see `regate`)
  export extern "kubectl-nodewright reset" [
    --node: string            # Only these nodes (repeatable; exact names). Default: every node with state for NAME
    --selector(-l): string    # Only nodes matching this label selector
    --package: string         # Only this package's entry (any version, or only VER) in the node state
    --batch                   # With --node, -l or --package: also reset the batch state, and take those nodes out of the rollout order
    --skip-batch-reset        # Keep the deployment-policy batch state (and rollout order) of a whole-NodeWright reset
    --dry-run: string@"nu-complete kubectl-nodewright reset dry_run" # Preview: `client` prints the exact change per node (bare `--dry-run`), `--dry-run=server` sends it with dryRun=All, `none` writes. The value only after `=`: a bare `--dry-run` never takes the next word (`... -o name | xargs kubectl nodewright regate --dry-run`)
    --confirm(-y)             # Apply without asking. Without it, a terminal is asked; anything else is refused
    --yes                     # Apply without asking. Without it, a terminal is asked; anything else is refused
    --concurrency: string     # Nodes written at the same time
    --kubeconfig: path        # Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)
    --context: string         # The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one
    --cluster: string         # The kubeconfig cluster to use
    --user: string            # The kubeconfig user to use
    --namespace(-n): string   # Namespace (used for namespaced lookups such as package logs)
    --server(-s): string      # The address and port of the Kubernetes API server
    --token: string           # Bearer token for authentication to the API server
    --as: string              # Username to impersonate for the operation
    --as-group: string        # Group to impersonate for the operation (repeatable); needs --as
    --as-uid: string          # UID to impersonate for the operation; needs --as
    --as-user-extra: string   # User extra to impersonate for the operation (repeatable); needs --as
    --certificate-authority: string # Path to a cert file for the certificate authority
    --client-certificate: string # Path to a client certificate file for TLS
    --client-key: string      # Path to a client key file for TLS
    --insecure-skip-tls-verify # Do not verify the server's certificate (insecure)
    --tls-server-name: string # Server name to use for server certificate validation
    --request-timeout: string # How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit
    --disable-compression     # Ask the API server for uncompressed answers
    --all-contexts            # Every context of the kubeconfig, as one view (read commands only)
    --max-clusters: string    # With several contexts: how many are read at once
    --context-timeout: string # With several contexts: how long one context's whole read may take before that context is reported as failed and the others are shown; 0 means no limit
    --v(-v): string           # Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)
    --output(-o): string@"nu-complete kubectl-nodewright reset output" # Output format: table, wide, json, yaml, name, or kubectl's template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)
    --no-headers              # Print tables (and custom columns) without their header line, as kubectl's --no-headers
    --sort-by: string         # Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl's --sort-by
    --color: string@"nu-complete kubectl-nodewright reset color" # When to colour output (NO_COLOR and CLICOLOR are honoured in auto)
    --warnings-as-errors      # Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl's: the command still runs and prints them; exit 1 after it)
    --operator-namespace: string # Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)
    --runtime-required-taint: string # The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)
    --removal-version: string # The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0's release notes, "Deprecations")
    --stall-after: string     # A gated node with no recorded change for this long is `stalled`
    --chunk-size: string      # Nodes per list page (as kubectl's --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl's 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)
    --node-list: string@"nu-complete kubectl-nodewright reset node_list" # How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one
    --help(-h)                # Print help (see more with '--help')
    name: string              # The NodeWright (or Skyhook) whose state to reset
  ]

  def "nu-complete kubectl-nodewright forget dry_run" [] {
    [ "none" "client" "server" ]
  }

  def "nu-complete kubectl-nodewright forget output" [] {
    [ "table" "wide" "json" "yaml" "name" "jsonpath=" "jsonpath-file=" "custom-columns=" "custom-columns-file=" ]
  }

  def "nu-complete kubectl-nodewright forget color" [] {
    [ "auto" "always" "never" ]
  }

  def "nu-complete kubectl-nodewright forget node_list" [] {
    [ "one" "paged" "cached" ]
  }

  # Strip the operator's keys from nodes so they are "new" again; writes a backup first
  export extern "kubectl-nodewright forget" [
    --selector(-l): string    # Label selector, e.g. `nvidia.com/gpu.present=true,pool in (a,b)`
    --regex                   # Treat NODE arguments as regular expressions matched against whole node names
    --field-selector: string  # Field selector over the nodes, as kubectl's: `metadata.name`, `spec.unschedulable` (`=`, `==`, `!=`), e.g. `spec.unschedulable=true`; passed to the API server
    --orphaned                # Only keys of NodeWrights that no longer exist (node-scoped markers stay)
    --include-ignore          # Also remove the `ignore` label
    --backup: path            # Backup file (default: $XDG_STATE_HOME/kubectl-nodewright/forget-<time>.json)
    --dry-run: string@"nu-complete kubectl-nodewright forget dry_run" # Preview: `client` prints the exact change per node (bare `--dry-run`), `--dry-run=server` sends it with dryRun=All, `none` writes. The value only after `=`: a bare `--dry-run` never takes the next word (`... -o name | xargs kubectl nodewright regate --dry-run`)
    --confirm(-y)             # Apply without asking. Without it, a terminal is asked; anything else is refused
    --yes                     # Apply without asking. Without it, a terminal is asked; anything else is refused
    --concurrency: string     # Nodes written at the same time
    --nodewright: string      # Only this NodeWright's keys (node-scoped markers stay)
    --skyhook: string         # Only this NodeWright's keys (node-scoped markers stay)
    --kubeconfig: path        # Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)
    --context: string         # The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one
    --cluster: string         # The kubeconfig cluster to use
    --user: string            # The kubeconfig user to use
    --namespace(-n): string   # Namespace (used for namespaced lookups such as package logs)
    --server(-s): string      # The address and port of the Kubernetes API server
    --token: string           # Bearer token for authentication to the API server
    --as: string              # Username to impersonate for the operation
    --as-group: string        # Group to impersonate for the operation (repeatable); needs --as
    --as-uid: string          # UID to impersonate for the operation; needs --as
    --as-user-extra: string   # User extra to impersonate for the operation (repeatable); needs --as
    --certificate-authority: string # Path to a cert file for the certificate authority
    --client-certificate: string # Path to a client certificate file for TLS
    --client-key: string      # Path to a client key file for TLS
    --insecure-skip-tls-verify # Do not verify the server's certificate (insecure)
    --tls-server-name: string # Server name to use for server certificate validation
    --request-timeout: string # How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit
    --disable-compression     # Ask the API server for uncompressed answers
    --all-contexts            # Every context of the kubeconfig, as one view (read commands only)
    --max-clusters: string    # With several contexts: how many are read at once
    --context-timeout: string # With several contexts: how long one context's whole read may take before that context is reported as failed and the others are shown; 0 means no limit
    --v(-v): string           # Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)
    --output(-o): string@"nu-complete kubectl-nodewright forget output" # Output format: table, wide, json, yaml, name, or kubectl's template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)
    --no-headers              # Print tables (and custom columns) without their header line, as kubectl's --no-headers
    --sort-by: string         # Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl's --sort-by
    --color: string@"nu-complete kubectl-nodewright forget color" # When to colour output (NO_COLOR and CLICOLOR are honoured in auto)
    --warnings-as-errors      # Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl's: the command still runs and prints them; exit 1 after it)
    --operator-namespace: string # Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)
    --runtime-required-taint: string # The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)
    --removal-version: string # The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0's release notes, "Deprecations")
    --stall-after: string     # A gated node with no recorded change for this long is `stalled`
    --chunk-size: string      # Nodes per list page (as kubectl's --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl's 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)
    --node-list: string@"nu-complete kubectl-nodewright forget node_list" # How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one
    --help(-h)                # Print help (see more with '--help')
    ...nodes: string          # Node names (exact; no regular expressions); `node/NAME`, as `-o name` prints it, too
  ]

  def "nu-complete kubectl-nodewright restore dry_run" [] {
    [ "none" "client" "server" ]
  }

  def "nu-complete kubectl-nodewright restore output" [] {
    [ "table" "wide" "json" "yaml" "name" "jsonpath=" "jsonpath-file=" "custom-columns=" "custom-columns-file=" ]
  }

  def "nu-complete kubectl-nodewright restore color" [] {
    [ "auto" "always" "never" ]
  }

  def "nu-complete kubectl-nodewright restore node_list" [] {
    [ "one" "paged" "cached" ]
  }

  # Put back the keys a `forget` removed, from its backup file
  export extern "kubectl-nodewright restore" [
    --force                   # Overwrite keys whose value changed since the backup
    --dry-run: string@"nu-complete kubectl-nodewright restore dry_run" # Preview: `client` prints the exact change per node (bare `--dry-run`), `--dry-run=server` sends it with dryRun=All, `none` writes. The value only after `=`: a bare `--dry-run` never takes the next word (`... -o name | xargs kubectl nodewright regate --dry-run`)
    --confirm(-y)             # Apply without asking. Without it, a terminal is asked; anything else is refused
    --yes                     # Apply without asking. Without it, a terminal is asked; anything else is refused
    --concurrency: string     # Nodes written at the same time
    --kubeconfig: path        # Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)
    --context: string         # The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one
    --cluster: string         # The kubeconfig cluster to use
    --user: string            # The kubeconfig user to use
    --namespace(-n): string   # Namespace (used for namespaced lookups such as package logs)
    --server(-s): string      # The address and port of the Kubernetes API server
    --token: string           # Bearer token for authentication to the API server
    --as: string              # Username to impersonate for the operation
    --as-group: string        # Group to impersonate for the operation (repeatable); needs --as
    --as-uid: string          # UID to impersonate for the operation; needs --as
    --as-user-extra: string   # User extra to impersonate for the operation (repeatable); needs --as
    --certificate-authority: string # Path to a cert file for the certificate authority
    --client-certificate: string # Path to a client certificate file for TLS
    --client-key: string      # Path to a client key file for TLS
    --insecure-skip-tls-verify # Do not verify the server's certificate (insecure)
    --tls-server-name: string # Server name to use for server certificate validation
    --request-timeout: string # How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit
    --disable-compression     # Ask the API server for uncompressed answers
    --all-contexts            # Every context of the kubeconfig, as one view (read commands only)
    --max-clusters: string    # With several contexts: how many are read at once
    --context-timeout: string # With several contexts: how long one context's whole read may take before that context is reported as failed and the others are shown; 0 means no limit
    --v(-v): string           # Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)
    --output(-o): string@"nu-complete kubectl-nodewright restore output" # Output format: table, wide, json, yaml, name, or kubectl's template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)
    --no-headers              # Print tables (and custom columns) without their header line, as kubectl's --no-headers
    --sort-by: string         # Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl's --sort-by
    --color: string@"nu-complete kubectl-nodewright restore color" # When to colour output (NO_COLOR and CLICOLOR are honoured in auto)
    --warnings-as-errors      # Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl's: the command still runs and prints them; exit 1 after it)
    --operator-namespace: string # Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)
    --runtime-required-taint: string # The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)
    --removal-version: string # The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0's release notes, "Deprecations")
    --stall-after: string     # A gated node with no recorded change for this long is `stalled`
    --chunk-size: string      # Nodes per list page (as kubectl's --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl's 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)
    --node-list: string@"nu-complete kubectl-nodewright restore node_list" # How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one
    --help(-h)                # Print help (see more with '--help')
    file: path                # A backup file written by `forget`
  ]

  def "nu-complete kubectl-nodewright pause dry_run" [] {
    [ "none" "client" "server" ]
  }

  def "nu-complete kubectl-nodewright pause output" [] {
    [ "table" "wide" "json" "yaml" "name" "jsonpath=" "jsonpath-file=" "custom-columns=" "custom-columns-file=" ]
  }

  def "nu-complete kubectl-nodewright pause color" [] {
    [ "auto" "always" "never" ]
  }

  def "nu-complete kubectl-nodewright pause node_list" [] {
    [ "one" "paged" "cached" ]
  }

  # Pause a NodeWright (annotation `pause: "true"`)
  export extern "kubectl-nodewright pause" [
    --dry-run: string@"nu-complete kubectl-nodewright pause dry_run" # Preview: `client` prints the exact change per node (bare `--dry-run`), `--dry-run=server` sends it with dryRun=All, `none` writes. The value only after `=`: a bare `--dry-run` never takes the next word (`... -o name | xargs kubectl nodewright regate --dry-run`)
    --confirm(-y)             # Apply without asking. Without it, a terminal is asked; anything else is refused
    --yes                     # Apply without asking. Without it, a terminal is asked; anything else is refused
    --concurrency: string     # Nodes written at the same time
    --kubeconfig: path        # Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)
    --context: string         # The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one
    --cluster: string         # The kubeconfig cluster to use
    --user: string            # The kubeconfig user to use
    --namespace(-n): string   # Namespace (used for namespaced lookups such as package logs)
    --server(-s): string      # The address and port of the Kubernetes API server
    --token: string           # Bearer token for authentication to the API server
    --as: string              # Username to impersonate for the operation
    --as-group: string        # Group to impersonate for the operation (repeatable); needs --as
    --as-uid: string          # UID to impersonate for the operation; needs --as
    --as-user-extra: string   # User extra to impersonate for the operation (repeatable); needs --as
    --certificate-authority: string # Path to a cert file for the certificate authority
    --client-certificate: string # Path to a client certificate file for TLS
    --client-key: string      # Path to a client key file for TLS
    --insecure-skip-tls-verify # Do not verify the server's certificate (insecure)
    --tls-server-name: string # Server name to use for server certificate validation
    --request-timeout: string # How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit
    --disable-compression     # Ask the API server for uncompressed answers
    --all-contexts            # Every context of the kubeconfig, as one view (read commands only)
    --max-clusters: string    # With several contexts: how many are read at once
    --context-timeout: string # With several contexts: how long one context's whole read may take before that context is reported as failed and the others are shown; 0 means no limit
    --v(-v): string           # Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)
    --output(-o): string@"nu-complete kubectl-nodewright pause output" # Output format: table, wide, json, yaml, name, or kubectl's template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)
    --no-headers              # Print tables (and custom columns) without their header line, as kubectl's --no-headers
    --sort-by: string         # Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl's --sort-by
    --color: string@"nu-complete kubectl-nodewright pause color" # When to colour output (NO_COLOR and CLICOLOR are honoured in auto)
    --warnings-as-errors      # Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl's: the command still runs and prints them; exit 1 after it)
    --operator-namespace: string # Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)
    --runtime-required-taint: string # The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)
    --removal-version: string # The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0's release notes, "Deprecations")
    --stall-after: string     # A gated node with no recorded change for this long is `stalled`
    --chunk-size: string      # Nodes per list page (as kubectl's --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl's 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)
    --node-list: string@"nu-complete kubectl-nodewright pause node_list" # How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one
    --help(-h)                # Print help (see more with '--help')
    name: string              # The NodeWright (or Skyhook)
  ]

  def "nu-complete kubectl-nodewright resume dry_run" [] {
    [ "none" "client" "server" ]
  }

  def "nu-complete kubectl-nodewright resume output" [] {
    [ "table" "wide" "json" "yaml" "name" "jsonpath=" "jsonpath-file=" "custom-columns=" "custom-columns-file=" ]
  }

  def "nu-complete kubectl-nodewright resume color" [] {
    [ "auto" "always" "never" ]
  }

  def "nu-complete kubectl-nodewright resume node_list" [] {
    [ "one" "paged" "cached" ]
  }

  # Resume a paused NodeWright
  export extern "kubectl-nodewright resume" [
    --dry-run: string@"nu-complete kubectl-nodewright resume dry_run" # Preview: `client` prints the exact change per node (bare `--dry-run`), `--dry-run=server` sends it with dryRun=All, `none` writes. The value only after `=`: a bare `--dry-run` never takes the next word (`... -o name | xargs kubectl nodewright regate --dry-run`)
    --confirm(-y)             # Apply without asking. Without it, a terminal is asked; anything else is refused
    --yes                     # Apply without asking. Without it, a terminal is asked; anything else is refused
    --concurrency: string     # Nodes written at the same time
    --kubeconfig: path        # Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)
    --context: string         # The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one
    --cluster: string         # The kubeconfig cluster to use
    --user: string            # The kubeconfig user to use
    --namespace(-n): string   # Namespace (used for namespaced lookups such as package logs)
    --server(-s): string      # The address and port of the Kubernetes API server
    --token: string           # Bearer token for authentication to the API server
    --as: string              # Username to impersonate for the operation
    --as-group: string        # Group to impersonate for the operation (repeatable); needs --as
    --as-uid: string          # UID to impersonate for the operation; needs --as
    --as-user-extra: string   # User extra to impersonate for the operation (repeatable); needs --as
    --certificate-authority: string # Path to a cert file for the certificate authority
    --client-certificate: string # Path to a client certificate file for TLS
    --client-key: string      # Path to a client key file for TLS
    --insecure-skip-tls-verify # Do not verify the server's certificate (insecure)
    --tls-server-name: string # Server name to use for server certificate validation
    --request-timeout: string # How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit
    --disable-compression     # Ask the API server for uncompressed answers
    --all-contexts            # Every context of the kubeconfig, as one view (read commands only)
    --max-clusters: string    # With several contexts: how many are read at once
    --context-timeout: string # With several contexts: how long one context's whole read may take before that context is reported as failed and the others are shown; 0 means no limit
    --v(-v): string           # Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)
    --output(-o): string@"nu-complete kubectl-nodewright resume output" # Output format: table, wide, json, yaml, name, or kubectl's template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)
    --no-headers              # Print tables (and custom columns) without their header line, as kubectl's --no-headers
    --sort-by: string         # Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl's --sort-by
    --color: string@"nu-complete kubectl-nodewright resume color" # When to colour output (NO_COLOR and CLICOLOR are honoured in auto)
    --warnings-as-errors      # Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl's: the command still runs and prints them; exit 1 after it)
    --operator-namespace: string # Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)
    --runtime-required-taint: string # The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)
    --removal-version: string # The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0's release notes, "Deprecations")
    --stall-after: string     # A gated node with no recorded change for this long is `stalled`
    --chunk-size: string      # Nodes per list page (as kubectl's --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl's 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)
    --node-list: string@"nu-complete kubectl-nodewright resume node_list" # How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one
    --help(-h)                # Print help (see more with '--help')
    name: string              # The NodeWright (or Skyhook)
  ]

  def "nu-complete kubectl-nodewright disable dry_run" [] {
    [ "none" "client" "server" ]
  }

  def "nu-complete kubectl-nodewright disable output" [] {
    [ "table" "wide" "json" "yaml" "name" "jsonpath=" "jsonpath-file=" "custom-columns=" "custom-columns-file=" ]
  }

  def "nu-complete kubectl-nodewright disable color" [] {
    [ "auto" "always" "never" ]
  }

  def "nu-complete kubectl-nodewright disable node_list" [] {
    [ "one" "paged" "cached" ]
  }

  # Disable a NodeWright (annotation `disable: "true"`)
  export extern "kubectl-nodewright disable" [
    --dry-run: string@"nu-complete kubectl-nodewright disable dry_run" # Preview: `client` prints the exact change per node (bare `--dry-run`), `--dry-run=server` sends it with dryRun=All, `none` writes. The value only after `=`: a bare `--dry-run` never takes the next word (`... -o name | xargs kubectl nodewright regate --dry-run`)
    --confirm(-y)             # Apply without asking. Without it, a terminal is asked; anything else is refused
    --yes                     # Apply without asking. Without it, a terminal is asked; anything else is refused
    --concurrency: string     # Nodes written at the same time
    --kubeconfig: path        # Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)
    --context: string         # The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one
    --cluster: string         # The kubeconfig cluster to use
    --user: string            # The kubeconfig user to use
    --namespace(-n): string   # Namespace (used for namespaced lookups such as package logs)
    --server(-s): string      # The address and port of the Kubernetes API server
    --token: string           # Bearer token for authentication to the API server
    --as: string              # Username to impersonate for the operation
    --as-group: string        # Group to impersonate for the operation (repeatable); needs --as
    --as-uid: string          # UID to impersonate for the operation; needs --as
    --as-user-extra: string   # User extra to impersonate for the operation (repeatable); needs --as
    --certificate-authority: string # Path to a cert file for the certificate authority
    --client-certificate: string # Path to a client certificate file for TLS
    --client-key: string      # Path to a client key file for TLS
    --insecure-skip-tls-verify # Do not verify the server's certificate (insecure)
    --tls-server-name: string # Server name to use for server certificate validation
    --request-timeout: string # How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit
    --disable-compression     # Ask the API server for uncompressed answers
    --all-contexts            # Every context of the kubeconfig, as one view (read commands only)
    --max-clusters: string    # With several contexts: how many are read at once
    --context-timeout: string # With several contexts: how long one context's whole read may take before that context is reported as failed and the others are shown; 0 means no limit
    --v(-v): string           # Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)
    --output(-o): string@"nu-complete kubectl-nodewright disable output" # Output format: table, wide, json, yaml, name, or kubectl's template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)
    --no-headers              # Print tables (and custom columns) without their header line, as kubectl's --no-headers
    --sort-by: string         # Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl's --sort-by
    --color: string@"nu-complete kubectl-nodewright disable color" # When to colour output (NO_COLOR and CLICOLOR are honoured in auto)
    --warnings-as-errors      # Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl's: the command still runs and prints them; exit 1 after it)
    --operator-namespace: string # Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)
    --runtime-required-taint: string # The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)
    --removal-version: string # The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0's release notes, "Deprecations")
    --stall-after: string     # A gated node with no recorded change for this long is `stalled`
    --chunk-size: string      # Nodes per list page (as kubectl's --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl's 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)
    --node-list: string@"nu-complete kubectl-nodewright disable node_list" # How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one
    --help(-h)                # Print help (see more with '--help')
    name: string              # The NodeWright (or Skyhook)
  ]

  def "nu-complete kubectl-nodewright enable dry_run" [] {
    [ "none" "client" "server" ]
  }

  def "nu-complete kubectl-nodewright enable output" [] {
    [ "table" "wide" "json" "yaml" "name" "jsonpath=" "jsonpath-file=" "custom-columns=" "custom-columns-file=" ]
  }

  def "nu-complete kubectl-nodewright enable color" [] {
    [ "auto" "always" "never" ]
  }

  def "nu-complete kubectl-nodewright enable node_list" [] {
    [ "one" "paged" "cached" ]
  }

  # Enable a disabled NodeWright
  export extern "kubectl-nodewright enable" [
    --dry-run: string@"nu-complete kubectl-nodewright enable dry_run" # Preview: `client` prints the exact change per node (bare `--dry-run`), `--dry-run=server` sends it with dryRun=All, `none` writes. The value only after `=`: a bare `--dry-run` never takes the next word (`... -o name | xargs kubectl nodewright regate --dry-run`)
    --confirm(-y)             # Apply without asking. Without it, a terminal is asked; anything else is refused
    --yes                     # Apply without asking. Without it, a terminal is asked; anything else is refused
    --concurrency: string     # Nodes written at the same time
    --kubeconfig: path        # Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)
    --context: string         # The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one
    --cluster: string         # The kubeconfig cluster to use
    --user: string            # The kubeconfig user to use
    --namespace(-n): string   # Namespace (used for namespaced lookups such as package logs)
    --server(-s): string      # The address and port of the Kubernetes API server
    --token: string           # Bearer token for authentication to the API server
    --as: string              # Username to impersonate for the operation
    --as-group: string        # Group to impersonate for the operation (repeatable); needs --as
    --as-uid: string          # UID to impersonate for the operation; needs --as
    --as-user-extra: string   # User extra to impersonate for the operation (repeatable); needs --as
    --certificate-authority: string # Path to a cert file for the certificate authority
    --client-certificate: string # Path to a client certificate file for TLS
    --client-key: string      # Path to a client key file for TLS
    --insecure-skip-tls-verify # Do not verify the server's certificate (insecure)
    --tls-server-name: string # Server name to use for server certificate validation
    --request-timeout: string # How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit
    --disable-compression     # Ask the API server for uncompressed answers
    --all-contexts            # Every context of the kubeconfig, as one view (read commands only)
    --max-clusters: string    # With several contexts: how many are read at once
    --context-timeout: string # With several contexts: how long one context's whole read may take before that context is reported as failed and the others are shown; 0 means no limit
    --v(-v): string           # Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)
    --output(-o): string@"nu-complete kubectl-nodewright enable output" # Output format: table, wide, json, yaml, name, or kubectl's template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)
    --no-headers              # Print tables (and custom columns) without their header line, as kubectl's --no-headers
    --sort-by: string         # Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl's --sort-by
    --color: string@"nu-complete kubectl-nodewright enable color" # When to colour output (NO_COLOR and CLICOLOR are honoured in auto)
    --warnings-as-errors      # Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl's: the command still runs and prints them; exit 1 after it)
    --operator-namespace: string # Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)
    --runtime-required-taint: string # The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)
    --removal-version: string # The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0's release notes, "Deprecations")
    --stall-after: string     # A gated node with no recorded change for this long is `stalled`
    --chunk-size: string      # Nodes per list page (as kubectl's --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl's 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)
    --node-list: string@"nu-complete kubectl-nodewright enable node_list" # How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one
    --help(-h)                # Print help (see more with '--help')
    name: string              # The NodeWright (or Skyhook)
  ]

  def "nu-complete kubectl-nodewright deployment-policy output" [] {
    [ "table" "wide" "json" "yaml" "name" "jsonpath=" "jsonpath-file=" "custom-columns=" "custom-columns-file=" ]
  }

  def "nu-complete kubectl-nodewright deployment-policy color" [] {
    [ "auto" "always" "never" ]
  }

  def "nu-complete kubectl-nodewright deployment-policy node_list" [] {
    [ "one" "paged" "cached" ]
  }

  # Deployment-policy commands, as in the operator's CLI
  export extern "kubectl-nodewright deployment-policy" [
    --kubeconfig: path        # Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)
    --context: string         # The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one
    --cluster: string         # The kubeconfig cluster to use
    --user: string            # The kubeconfig user to use
    --namespace(-n): string   # Namespace (used for namespaced lookups such as package logs)
    --server(-s): string      # The address and port of the Kubernetes API server
    --token: string           # Bearer token for authentication to the API server
    --as: string              # Username to impersonate for the operation
    --as-group: string        # Group to impersonate for the operation (repeatable); needs --as
    --as-uid: string          # UID to impersonate for the operation; needs --as
    --as-user-extra: string   # User extra to impersonate for the operation (repeatable); needs --as
    --certificate-authority: string # Path to a cert file for the certificate authority
    --client-certificate: string # Path to a client certificate file for TLS
    --client-key: string      # Path to a client key file for TLS
    --insecure-skip-tls-verify # Do not verify the server's certificate (insecure)
    --tls-server-name: string # Server name to use for server certificate validation
    --request-timeout: string # How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit
    --disable-compression     # Ask the API server for uncompressed answers
    --all-contexts            # Every context of the kubeconfig, as one view (read commands only)
    --max-clusters: string    # With several contexts: how many are read at once
    --context-timeout: string # With several contexts: how long one context's whole read may take before that context is reported as failed and the others are shown; 0 means no limit
    --v(-v): string           # Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)
    --output(-o): string@"nu-complete kubectl-nodewright deployment-policy output" # Output format: table, wide, json, yaml, name, or kubectl's template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)
    --no-headers              # Print tables (and custom columns) without their header line, as kubectl's --no-headers
    --sort-by: string         # Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl's --sort-by
    --color: string@"nu-complete kubectl-nodewright deployment-policy color" # When to colour output (NO_COLOR and CLICOLOR are honoured in auto)
    --warnings-as-errors      # Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl's: the command still runs and prints them; exit 1 after it)
    --operator-namespace: string # Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)
    --runtime-required-taint: string # The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)
    --removal-version: string # The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0's release notes, "Deprecations")
    --stall-after: string     # A gated node with no recorded change for this long is `stalled`
    --chunk-size: string      # Nodes per list page (as kubectl's --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl's 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)
    --node-list: string@"nu-complete kubectl-nodewright deployment-policy node_list" # How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one
    --help(-h)                # Print help (see more with '--help')
  ]

  def "nu-complete kubectl-nodewright deployment-policy reset dry_run" [] {
    [ "none" "client" "server" ]
  }

  def "nu-complete kubectl-nodewright deployment-policy reset output" [] {
    [ "table" "wide" "json" "yaml" "name" "jsonpath=" "jsonpath-file=" "custom-columns=" "custom-columns-file=" ]
  }

  def "nu-complete kubectl-nodewright deployment-policy reset color" [] {
    [ "auto" "always" "never" ]
  }

  def "nu-complete kubectl-nodewright deployment-policy reset node_list" [] {
    [ "one" "paged" "cached" ]
  }

  # Reset a NodeWright's rollout batch state (every compartment back to batch 1)
  export extern "kubectl-nodewright deployment-policy reset" [
    --dry-run: string@"nu-complete kubectl-nodewright deployment-policy reset dry_run" # Preview: `client` prints the exact change per node (bare `--dry-run`), `--dry-run=server` sends it with dryRun=All, `none` writes. The value only after `=`: a bare `--dry-run` never takes the next word (`... -o name | xargs kubectl nodewright regate --dry-run`)
    --confirm(-y)             # Apply without asking. Without it, a terminal is asked; anything else is refused
    --yes                     # Apply without asking. Without it, a terminal is asked; anything else is refused
    --concurrency: string     # Nodes written at the same time
    --kubeconfig: path        # Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)
    --context: string         # The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one
    --cluster: string         # The kubeconfig cluster to use
    --user: string            # The kubeconfig user to use
    --namespace(-n): string   # Namespace (used for namespaced lookups such as package logs)
    --server(-s): string      # The address and port of the Kubernetes API server
    --token: string           # Bearer token for authentication to the API server
    --as: string              # Username to impersonate for the operation
    --as-group: string        # Group to impersonate for the operation (repeatable); needs --as
    --as-uid: string          # UID to impersonate for the operation; needs --as
    --as-user-extra: string   # User extra to impersonate for the operation (repeatable); needs --as
    --certificate-authority: string # Path to a cert file for the certificate authority
    --client-certificate: string # Path to a client certificate file for TLS
    --client-key: string      # Path to a client key file for TLS
    --insecure-skip-tls-verify # Do not verify the server's certificate (insecure)
    --tls-server-name: string # Server name to use for server certificate validation
    --request-timeout: string # How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit
    --disable-compression     # Ask the API server for uncompressed answers
    --all-contexts            # Every context of the kubeconfig, as one view (read commands only)
    --max-clusters: string    # With several contexts: how many are read at once
    --context-timeout: string # With several contexts: how long one context's whole read may take before that context is reported as failed and the others are shown; 0 means no limit
    --v(-v): string           # Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)
    --output(-o): string@"nu-complete kubectl-nodewright deployment-policy reset output" # Output format: table, wide, json, yaml, name, or kubectl's template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)
    --no-headers              # Print tables (and custom columns) without their header line, as kubectl's --no-headers
    --sort-by: string         # Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl's --sort-by
    --color: string@"nu-complete kubectl-nodewright deployment-policy reset color" # When to colour output (NO_COLOR and CLICOLOR are honoured in auto)
    --warnings-as-errors      # Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl's: the command still runs and prints them; exit 1 after it)
    --operator-namespace: string # Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)
    --runtime-required-taint: string # The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)
    --removal-version: string # The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0's release notes, "Deprecations")
    --stall-after: string     # A gated node with no recorded change for this long is `stalled`
    --chunk-size: string      # Nodes per list page (as kubectl's --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl's 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)
    --node-list: string@"nu-complete kubectl-nodewright deployment-policy reset node_list" # How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one
    --help(-h)                # Print help (see more with '--help')
    name: string              # The NodeWright (or Skyhook) whose batch state is reset
  ]

  # Print this message or the help of the given subcommand(s)
  export extern "kubectl-nodewright deployment-policy help" [
  ]

  # Reset a NodeWright's rollout batch state (every compartment back to batch 1)
  export extern "kubectl-nodewright deployment-policy help reset" [
  ]

  # Print this message or the help of the given subcommand(s)
  export extern "kubectl-nodewright deployment-policy help help" [
  ]

  def "nu-complete kubectl-nodewright migration output" [] {
    [ "table" "wide" "json" "yaml" "name" "jsonpath=" "jsonpath-file=" "custom-columns=" "custom-columns-file=" ]
  }

  def "nu-complete kubectl-nodewright migration color" [] {
    [ "auto" "always" "never" ]
  }

  def "nu-complete kubectl-nodewright migration node_list" [] {
    [ "one" "paged" "cached" ]
  }

  # Skyhook -> NodeWright migration: a cluster report with a verdict, and the taint swap
  export extern "kubectl-nodewright migration" [
    --kubeconfig: path        # Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)
    --context: string         # The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one
    --cluster: string         # The kubeconfig cluster to use
    --user: string            # The kubeconfig user to use
    --namespace(-n): string   # Namespace (used for namespaced lookups such as package logs)
    --server(-s): string      # The address and port of the Kubernetes API server
    --token: string           # Bearer token for authentication to the API server
    --as: string              # Username to impersonate for the operation
    --as-group: string        # Group to impersonate for the operation (repeatable); needs --as
    --as-uid: string          # UID to impersonate for the operation; needs --as
    --as-user-extra: string   # User extra to impersonate for the operation (repeatable); needs --as
    --certificate-authority: string # Path to a cert file for the certificate authority
    --client-certificate: string # Path to a client certificate file for TLS
    --client-key: string      # Path to a client key file for TLS
    --insecure-skip-tls-verify # Do not verify the server's certificate (insecure)
    --tls-server-name: string # Server name to use for server certificate validation
    --request-timeout: string # How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit
    --disable-compression     # Ask the API server for uncompressed answers
    --all-contexts            # Every context of the kubeconfig, as one view (read commands only)
    --max-clusters: string    # With several contexts: how many are read at once
    --context-timeout: string # With several contexts: how long one context's whole read may take before that context is reported as failed and the others are shown; 0 means no limit
    --v(-v): string           # Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)
    --output(-o): string@"nu-complete kubectl-nodewright migration output" # Output format: table, wide, json, yaml, name, or kubectl's template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)
    --no-headers              # Print tables (and custom columns) without their header line, as kubectl's --no-headers
    --sort-by: string         # Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl's --sort-by
    --color: string@"nu-complete kubectl-nodewright migration color" # When to colour output (NO_COLOR and CLICOLOR are honoured in auto)
    --warnings-as-errors      # Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl's: the command still runs and prints them; exit 1 after it)
    --operator-namespace: string # Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)
    --runtime-required-taint: string # The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)
    --removal-version: string # The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0's release notes, "Deprecations")
    --stall-after: string     # A gated node with no recorded change for this long is `stalled`
    --chunk-size: string      # Nodes per list page (as kubectl's --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl's 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)
    --node-list: string@"nu-complete kubectl-nodewright migration node_list" # How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one
    --help(-h)                # Print help (see more with '--help')
  ]

  def "nu-complete kubectl-nodewright migration status output" [] {
    [ "table" "wide" "json" "yaml" "name" "jsonpath=" "jsonpath-file=" "custom-columns=" "custom-columns-file=" ]
  }

  def "nu-complete kubectl-nodewright migration status color" [] {
    [ "auto" "always" "never" ]
  }

  def "nu-complete kubectl-nodewright migration status node_list" [] {
    [ "one" "paged" "cached" ]
  }

  # Cluster report: what is still Skyhook, what breaks at the removal release, what to change first
  export extern "kubectl-nodewright migration status" [
    --show: string            # How many objects each table section names before "and N more" (-o json|yaml names all)
    --kubeconfig: path        # Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)
    --context: string         # The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one
    --cluster: string         # The kubeconfig cluster to use
    --user: string            # The kubeconfig user to use
    --namespace(-n): string   # Namespace (used for namespaced lookups such as package logs)
    --server(-s): string      # The address and port of the Kubernetes API server
    --token: string           # Bearer token for authentication to the API server
    --as: string              # Username to impersonate for the operation
    --as-group: string        # Group to impersonate for the operation (repeatable); needs --as
    --as-uid: string          # UID to impersonate for the operation; needs --as
    --as-user-extra: string   # User extra to impersonate for the operation (repeatable); needs --as
    --certificate-authority: string # Path to a cert file for the certificate authority
    --client-certificate: string # Path to a client certificate file for TLS
    --client-key: string      # Path to a client key file for TLS
    --insecure-skip-tls-verify # Do not verify the server's certificate (insecure)
    --tls-server-name: string # Server name to use for server certificate validation
    --request-timeout: string # How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit
    --disable-compression     # Ask the API server for uncompressed answers
    --all-contexts            # Every context of the kubeconfig, as one view (read commands only)
    --max-clusters: string    # With several contexts: how many are read at once
    --context-timeout: string # With several contexts: how long one context's whole read may take before that context is reported as failed and the others are shown; 0 means no limit
    --v(-v): string           # Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)
    --output(-o): string@"nu-complete kubectl-nodewright migration status output" # Output format: table, wide, json, yaml, name, or kubectl's template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)
    --no-headers              # Print tables (and custom columns) without their header line, as kubectl's --no-headers
    --sort-by: string         # Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl's --sort-by
    --color: string@"nu-complete kubectl-nodewright migration status color" # When to colour output (NO_COLOR and CLICOLOR are honoured in auto)
    --warnings-as-errors      # Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl's: the command still runs and prints them; exit 1 after it)
    --operator-namespace: string # Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)
    --runtime-required-taint: string # The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)
    --removal-version: string # The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0's release notes, "Deprecations")
    --stall-after: string     # A gated node with no recorded change for this long is `stalled`
    --chunk-size: string      # Nodes per list page (as kubectl's --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl's 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)
    --node-list: string@"nu-complete kubectl-nodewright migration status node_list" # How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one
    --help(-h)                # Print help (see more with '--help')
  ]

  def "nu-complete kubectl-nodewright migration taints dry_run" [] {
    [ "none" "client" "server" ]
  }

  def "nu-complete kubectl-nodewright migration taints output" [] {
    [ "table" "wide" "json" "yaml" "name" "jsonpath=" "jsonpath-file=" "custom-columns=" "custom-columns-file=" ]
  }

  def "nu-complete kubectl-nodewright migration taints color" [] {
    [ "auto" "always" "never" ]
  }

  def "nu-complete kubectl-nodewright migration taints node_list" [] {
    [ "one" "paged" "cached" ]
  }

  # Replace the legacy skyhook.nvidia.com gate taint with the configured one, one guarded write per node
  export extern "kubectl-nodewright migration taints" [
    --selector(-l): string    # Label selector, e.g. `nvidia.com/gpu.present=true,pool in (a,b)`
    --regex                   # Treat NODE arguments as regular expressions matched against whole node names
    --field-selector: string  # Field selector over the nodes, as kubectl's: `metadata.name`, `spec.unschedulable` (`=`, `==`, `!=`), e.g. `spec.unschedulable=true`; passed to the API server
    --all                     # Every node carrying the legacy taint
    --dry-run: string@"nu-complete kubectl-nodewright migration taints dry_run" # Preview: `client` prints the exact change per node (bare `--dry-run`), `--dry-run=server` sends it with dryRun=All, `none` writes. The value only after `=`: a bare `--dry-run` never takes the next word (`... -o name | xargs kubectl nodewright regate --dry-run`)
    --confirm(-y)             # Apply without asking. Without it, a terminal is asked; anything else is refused
    --yes                     # Apply without asking. Without it, a terminal is asked; anything else is refused
    --concurrency: string     # Nodes written at the same time
    --kubeconfig: path        # Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)
    --context: string         # The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one
    --cluster: string         # The kubeconfig cluster to use
    --user: string            # The kubeconfig user to use
    --namespace(-n): string   # Namespace (used for namespaced lookups such as package logs)
    --server(-s): string      # The address and port of the Kubernetes API server
    --token: string           # Bearer token for authentication to the API server
    --as: string              # Username to impersonate for the operation
    --as-group: string        # Group to impersonate for the operation (repeatable); needs --as
    --as-uid: string          # UID to impersonate for the operation; needs --as
    --as-user-extra: string   # User extra to impersonate for the operation (repeatable); needs --as
    --certificate-authority: string # Path to a cert file for the certificate authority
    --client-certificate: string # Path to a client certificate file for TLS
    --client-key: string      # Path to a client key file for TLS
    --insecure-skip-tls-verify # Do not verify the server's certificate (insecure)
    --tls-server-name: string # Server name to use for server certificate validation
    --request-timeout: string # How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit
    --disable-compression     # Ask the API server for uncompressed answers
    --all-contexts            # Every context of the kubeconfig, as one view (read commands only)
    --max-clusters: string    # With several contexts: how many are read at once
    --context-timeout: string # With several contexts: how long one context's whole read may take before that context is reported as failed and the others are shown; 0 means no limit
    --v(-v): string           # Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)
    --output(-o): string@"nu-complete kubectl-nodewright migration taints output" # Output format: table, wide, json, yaml, name, or kubectl's template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)
    --no-headers              # Print tables (and custom columns) without their header line, as kubectl's --no-headers
    --sort-by: string         # Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl's --sort-by
    --color: string@"nu-complete kubectl-nodewright migration taints color" # When to colour output (NO_COLOR and CLICOLOR are honoured in auto)
    --warnings-as-errors      # Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl's: the command still runs and prints them; exit 1 after it)
    --operator-namespace: string # Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)
    --runtime-required-taint: string # The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)
    --removal-version: string # The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0's release notes, "Deprecations")
    --stall-after: string     # A gated node with no recorded change for this long is `stalled`
    --chunk-size: string      # Nodes per list page (as kubectl's --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl's 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)
    --node-list: string@"nu-complete kubectl-nodewright migration taints node_list" # How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one
    --help(-h)                # Print help (see more with '--help')
    ...nodes: string          # Node names (exact; no regular expressions); `node/NAME`, as `-o name` prints it, too
  ]

  # Print this message or the help of the given subcommand(s)
  export extern "kubectl-nodewright migration help" [
  ]

  # Cluster report: what is still Skyhook, what breaks at the removal release, what to change first
  export extern "kubectl-nodewright migration help status" [
  ]

  # Replace the legacy skyhook.nvidia.com gate taint with the configured one, one guarded write per node
  export extern "kubectl-nodewright migration help taints" [
  ]

  # Print this message or the help of the given subcommand(s)
  export extern "kubectl-nodewright migration help help" [
  ]

  def "nu-complete kubectl-nodewright upgrade output" [] {
    [ "table" "wide" "json" "yaml" "name" "jsonpath=" "jsonpath-file=" "custom-columns=" "custom-columns-file=" ]
  }

  def "nu-complete kubectl-nodewright upgrade color" [] {
    [ "auto" "always" "never" ]
  }

  def "nu-complete kubectl-nodewright upgrade node_list" [] {
    [ "one" "paged" "cached" ]
  }

  # Operator upgrades: `upgrade check --to VERSION`, what changes for this fleet and what to do first
  export extern "kubectl-nodewright upgrade" [
    --kubeconfig: path        # Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)
    --context: string         # The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one
    --cluster: string         # The kubeconfig cluster to use
    --user: string            # The kubeconfig user to use
    --namespace(-n): string   # Namespace (used for namespaced lookups such as package logs)
    --server(-s): string      # The address and port of the Kubernetes API server
    --token: string           # Bearer token for authentication to the API server
    --as: string              # Username to impersonate for the operation
    --as-group: string        # Group to impersonate for the operation (repeatable); needs --as
    --as-uid: string          # UID to impersonate for the operation; needs --as
    --as-user-extra: string   # User extra to impersonate for the operation (repeatable); needs --as
    --certificate-authority: string # Path to a cert file for the certificate authority
    --client-certificate: string # Path to a client certificate file for TLS
    --client-key: string      # Path to a client key file for TLS
    --insecure-skip-tls-verify # Do not verify the server's certificate (insecure)
    --tls-server-name: string # Server name to use for server certificate validation
    --request-timeout: string # How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit
    --disable-compression     # Ask the API server for uncompressed answers
    --all-contexts            # Every context of the kubeconfig, as one view (read commands only)
    --max-clusters: string    # With several contexts: how many are read at once
    --context-timeout: string # With several contexts: how long one context's whole read may take before that context is reported as failed and the others are shown; 0 means no limit
    --v(-v): string           # Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)
    --output(-o): string@"nu-complete kubectl-nodewright upgrade output" # Output format: table, wide, json, yaml, name, or kubectl's template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)
    --no-headers              # Print tables (and custom columns) without their header line, as kubectl's --no-headers
    --sort-by: string         # Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl's --sort-by
    --color: string@"nu-complete kubectl-nodewright upgrade color" # When to colour output (NO_COLOR and CLICOLOR are honoured in auto)
    --warnings-as-errors      # Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl's: the command still runs and prints them; exit 1 after it)
    --operator-namespace: string # Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)
    --runtime-required-taint: string # The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)
    --removal-version: string # The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0's release notes, "Deprecations")
    --stall-after: string     # A gated node with no recorded change for this long is `stalled`
    --chunk-size: string      # Nodes per list page (as kubectl's --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl's 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)
    --node-list: string@"nu-complete kubectl-nodewright upgrade node_list" # How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one
    --help(-h)                # Print help (see more with '--help')
  ]

  def "nu-complete kubectl-nodewright upgrade check output" [] {
    [ "table" "wide" "json" "yaml" "name" "jsonpath=" "jsonpath-file=" "custom-columns=" "custom-columns-file=" ]
  }

  def "nu-complete kubectl-nodewright upgrade check color" [] {
    [ "auto" "always" "never" ]
  }

  def "nu-complete kubectl-nodewright upgrade check node_list" [] {
    [ "one" "paged" "cached" ]
  }

  # What changes for this fleet when the operator moves to --to: every release in between, the objects each change bites, and what to do first
  export extern "kubectl-nodewright upgrade check" [
    --to: string              # The operator release to check an upgrade to (default: the newest release the plugin knows; v0.21.0, the planned removal release, is checked when named)
    --show: string            # How many objects each check names in the table before "and N more" (-o json|yaml, -o wide name all)
    --kubeconfig: path        # Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)
    --context: string         # The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one
    --cluster: string         # The kubeconfig cluster to use
    --user: string            # The kubeconfig user to use
    --namespace(-n): string   # Namespace (used for namespaced lookups such as package logs)
    --server(-s): string      # The address and port of the Kubernetes API server
    --token: string           # Bearer token for authentication to the API server
    --as: string              # Username to impersonate for the operation
    --as-group: string        # Group to impersonate for the operation (repeatable); needs --as
    --as-uid: string          # UID to impersonate for the operation; needs --as
    --as-user-extra: string   # User extra to impersonate for the operation (repeatable); needs --as
    --certificate-authority: string # Path to a cert file for the certificate authority
    --client-certificate: string # Path to a client certificate file for TLS
    --client-key: string      # Path to a client key file for TLS
    --insecure-skip-tls-verify # Do not verify the server's certificate (insecure)
    --tls-server-name: string # Server name to use for server certificate validation
    --request-timeout: string # How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit
    --disable-compression     # Ask the API server for uncompressed answers
    --all-contexts            # Every context of the kubeconfig, as one view (read commands only)
    --max-clusters: string    # With several contexts: how many are read at once
    --context-timeout: string # With several contexts: how long one context's whole read may take before that context is reported as failed and the others are shown; 0 means no limit
    --v(-v): string           # Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)
    --output(-o): string@"nu-complete kubectl-nodewright upgrade check output" # Output format: table, wide, json, yaml, name, or kubectl's template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)
    --no-headers              # Print tables (and custom columns) without their header line, as kubectl's --no-headers
    --sort-by: string         # Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl's --sort-by
    --color: string@"nu-complete kubectl-nodewright upgrade check color" # When to colour output (NO_COLOR and CLICOLOR are honoured in auto)
    --warnings-as-errors      # Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl's: the command still runs and prints them; exit 1 after it)
    --operator-namespace: string # Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)
    --runtime-required-taint: string # The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)
    --removal-version: string # The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0's release notes, "Deprecations")
    --stall-after: string     # A gated node with no recorded change for this long is `stalled`
    --chunk-size: string      # Nodes per list page (as kubectl's --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl's 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)
    --node-list: string@"nu-complete kubectl-nodewright upgrade check node_list" # How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one
    --help(-h)                # Print help (see more with '--help')
  ]

  # Print this message or the help of the given subcommand(s)
  export extern "kubectl-nodewright upgrade help" [
  ]

  # What changes for this fleet when the operator moves to --to: every release in between, the objects each change bites, and what to do first
  export extern "kubectl-nodewright upgrade help check" [
  ]

  # Print this message or the help of the given subcommand(s)
  export extern "kubectl-nodewright upgrade help help" [
  ]

  def "nu-complete kubectl-nodewright completion shell" [] {
    [ "kubectl" "bash" "zsh" "fish" "powershell" "elvish" "nushell" ]
  }

  def "nu-complete kubectl-nodewright completion output" [] {
    [ "table" "wide" "json" "yaml" "name" "jsonpath=" "jsonpath-file=" "custom-columns=" "custom-columns-file=" ]
  }

  def "nu-complete kubectl-nodewright completion color" [] {
    [ "auto" "always" "never" ]
  }

  def "nu-complete kubectl-nodewright completion node_list" [] {
    [ "one" "paged" "cached" ]
  }

  # Print a completion script: `kubectl` (the kubectl_complete-nodewright shim), or a shell's
  export extern "kubectl-nodewright completion" [
    --kubeconfig: path        # Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)
    --context: string         # The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one
    --cluster: string         # The kubeconfig cluster to use
    --user: string            # The kubeconfig user to use
    --namespace(-n): string   # Namespace (used for namespaced lookups such as package logs)
    --server(-s): string      # The address and port of the Kubernetes API server
    --token: string           # Bearer token for authentication to the API server
    --as: string              # Username to impersonate for the operation
    --as-group: string        # Group to impersonate for the operation (repeatable); needs --as
    --as-uid: string          # UID to impersonate for the operation; needs --as
    --as-user-extra: string   # User extra to impersonate for the operation (repeatable); needs --as
    --certificate-authority: string # Path to a cert file for the certificate authority
    --client-certificate: string # Path to a client certificate file for TLS
    --client-key: string      # Path to a client key file for TLS
    --insecure-skip-tls-verify # Do not verify the server's certificate (insecure)
    --tls-server-name: string # Server name to use for server certificate validation
    --request-timeout: string # How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit
    --disable-compression     # Ask the API server for uncompressed answers
    --all-contexts            # Every context of the kubeconfig, as one view (read commands only)
    --max-clusters: string    # With several contexts: how many are read at once
    --context-timeout: string # With several contexts: how long one context's whole read may take before that context is reported as failed and the others are shown; 0 means no limit
    --v(-v): string           # Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)
    --output(-o): string@"nu-complete kubectl-nodewright completion output" # Output format: table, wide, json, yaml, name, or kubectl's template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)
    --no-headers              # Print tables (and custom columns) without their header line, as kubectl's --no-headers
    --sort-by: string         # Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl's --sort-by
    --color: string@"nu-complete kubectl-nodewright completion color" # When to colour output (NO_COLOR and CLICOLOR are honoured in auto)
    --warnings-as-errors      # Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl's: the command still runs and prints them; exit 1 after it)
    --operator-namespace: string # Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)
    --runtime-required-taint: string # The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)
    --removal-version: string # The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0's release notes, "Deprecations")
    --stall-after: string     # A gated node with no recorded change for this long is `stalled`
    --chunk-size: string      # Nodes per list page (as kubectl's --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl's 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)
    --node-list: string@"nu-complete kubectl-nodewright completion node_list" # How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one
    --help(-h)                # Print help (see more with '--help')
    shell: string@"nu-complete kubectl-nodewright completion shell" # The shell to write a completion script for
  ]

  def "nu-complete kubectl-nodewright options output" [] {
    [ "table" "wide" "json" "yaml" "name" "jsonpath=" "jsonpath-file=" "custom-columns=" "custom-columns-file=" ]
  }

  def "nu-complete kubectl-nodewright options color" [] {
    [ "auto" "always" "never" ]
  }

  def "nu-complete kubectl-nodewright options node_list" [] {
    [ "one" "paged" "cached" ]
  }

  # Print the flags every command accepts (kubeconfig, context, output, colour, ...)
  export extern "kubectl-nodewright options" [
    --kubeconfig: path        # Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)
    --context: string         # The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one
    --cluster: string         # The kubeconfig cluster to use
    --user: string            # The kubeconfig user to use
    --namespace(-n): string   # Namespace (used for namespaced lookups such as package logs)
    --server(-s): string      # The address and port of the Kubernetes API server
    --token: string           # Bearer token for authentication to the API server
    --as: string              # Username to impersonate for the operation
    --as-group: string        # Group to impersonate for the operation (repeatable); needs --as
    --as-uid: string          # UID to impersonate for the operation; needs --as
    --as-user-extra: string   # User extra to impersonate for the operation (repeatable); needs --as
    --certificate-authority: string # Path to a cert file for the certificate authority
    --client-certificate: string # Path to a client certificate file for TLS
    --client-key: string      # Path to a client key file for TLS
    --insecure-skip-tls-verify # Do not verify the server's certificate (insecure)
    --tls-server-name: string # Server name to use for server certificate validation
    --request-timeout: string # How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit
    --disable-compression     # Ask the API server for uncompressed answers
    --all-contexts            # Every context of the kubeconfig, as one view (read commands only)
    --max-clusters: string    # With several contexts: how many are read at once
    --context-timeout: string # With several contexts: how long one context's whole read may take before that context is reported as failed and the others are shown; 0 means no limit
    --v(-v): string           # Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)
    --output(-o): string@"nu-complete kubectl-nodewright options output" # Output format: table, wide, json, yaml, name, or kubectl's template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)
    --no-headers              # Print tables (and custom columns) without their header line, as kubectl's --no-headers
    --sort-by: string         # Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl's --sort-by
    --color: string@"nu-complete kubectl-nodewright options color" # When to colour output (NO_COLOR and CLICOLOR are honoured in auto)
    --warnings-as-errors      # Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl's: the command still runs and prints them; exit 1 after it)
    --operator-namespace: string # Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)
    --runtime-required-taint: string # The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)
    --removal-version: string # The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0's release notes, "Deprecations")
    --stall-after: string     # A gated node with no recorded change for this long is `stalled`
    --chunk-size: string      # Nodes per list page (as kubectl's --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl's 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)
    --node-list: string@"nu-complete kubectl-nodewright options node_list" # How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one
    --help(-h)                # Print help (see more with '--help')
  ]

  def "nu-complete kubectl-nodewright __complete output" [] {
    [ "table" "wide" "json" "yaml" "name" "jsonpath=" "jsonpath-file=" "custom-columns=" "custom-columns-file=" ]
  }

  def "nu-complete kubectl-nodewright __complete color" [] {
    [ "auto" "always" "never" ]
  }

  def "nu-complete kubectl-nodewright __complete node_list" [] {
    [ "one" "paged" "cached" ]
  }

  # kubectl's plugin-completion protocol (run by the `kubectl_complete-nodewright` shim)
  export extern "kubectl-nodewright __complete" [
    --kubeconfig: path        # Path to the kubeconfig file to use (else KUBECONFIG, which may list several files, else ~/.kube/config)
    --context: string         # The kubeconfig context to use. Read commands (status, rollout, explain, version, migration status) also take several, comma-separated, as one view; writes take one
    --cluster: string         # The kubeconfig cluster to use
    --user: string            # The kubeconfig user to use
    --namespace(-n): string   # Namespace (used for namespaced lookups such as package logs)
    --server(-s): string      # The address and port of the Kubernetes API server
    --token: string           # Bearer token for authentication to the API server
    --as: string              # Username to impersonate for the operation
    --as-group: string        # Group to impersonate for the operation (repeatable); needs --as
    --as-uid: string          # UID to impersonate for the operation; needs --as
    --as-user-extra: string   # User extra to impersonate for the operation (repeatable); needs --as
    --certificate-authority: string # Path to a cert file for the certificate authority
    --client-certificate: string # Path to a client certificate file for TLS
    --client-key: string      # Path to a client key file for TLS
    --insecure-skip-tls-verify # Do not verify the server's certificate (insecure)
    --tls-server-name: string # Server name to use for server certificate validation
    --request-timeout: string # How long one request may take as a whole, its answer read and its retries included, e.g. 30s or 1m; 0 (the default, as in kubectl) means no limit
    --disable-compression     # Ask the API server for uncompressed answers
    --all-contexts            # Every context of the kubeconfig, as one view (read commands only)
    --max-clusters: string    # With several contexts: how many are read at once
    --context-timeout: string # With several contexts: how long one context's whole read may take before that context is reported as failed and the others are shown; 0 means no limit
    --v(-v): string           # Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies)
    --output(-o): string@"nu-complete kubectl-nodewright __complete output" # Output format: table, wide, json, yaml, name, or kubectl's template forms over the JSON document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC, custom-columns-file=FILE (docs/output.md)
    --no-headers              # Print tables (and custom columns) without their header line, as kubectl's --no-headers
    --sort-by: string         # Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status, node list; every output format), as kubectl's --sort-by
    --color: string@"nu-complete kubectl-nodewright __complete color" # When to colour output (NO_COLOR and CLICOLOR are honoured in auto)
    --warnings-as-errors      # Treat warnings received from the server as errors and exit with a non-zero exit code (as kubectl's: the command still runs and prints them; exit 1 after it)
    --operator-namespace: string # Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search)
    --runtime-required-taint: string # The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment)
    --removal-version: string # The operator release that drops the legacy skyhook.nvidia.com group and taint (v0.21.0: v0.20.0's release notes, "Deprecations")
    --stall-after: string     # A gated node with no recorded change for this long is `stalled`
    --chunk-size: string      # Nodes per list page (as kubectl's --chunk-size): with it, every node is listed in pages of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md, "What a node list costs the API server"), handed on in batches of 250. 250, not kubectl's 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded, and the next one is already on its way meanwhile, so a page costs memory twice (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000)
    --node-list: string@"nu-complete kubectl-nodewright __complete node_list" # How a walk of every node lists them: one (one consistent list, streamed, handed on in batches of --chunk-size), paged (pages of --chunk-size), cached (one list at resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size is given, else one
    --help(-h)                # Print help (see more with '--help')
    ...words: string
  ]

  # Print this message or the help of the given subcommand(s)
  export extern "kubectl-nodewright help" [
  ]

  # One row per node: gate state, gate taint, first blocker, per-CR progress
  export extern "kubectl-nodewright help status" [
  ]

  # Everything about one node: CRs, declared vs observed packages, verdicts, blockers with fixes
  export extern "kubectl-nodewright help explain" [
  ]

  # Follow nodes through the watch API until they are released (or --for another condition); a result per node
  export extern "kubectl-nodewright help wait" [
  ]

  # Per NodeWright: progress by the operator's rule, compartments and batches, rate and ETA, usual stage times, and what holds the rollout
  export extern "kubectl-nodewright help rollout" [
  ]

  # Serve the fleet's map, its rollouts and each node's explanation as a live page on loopback (read-only); prints its URL with a token. Ctrl-C stops it
  export extern "kubectl-nodewright help dashboard" [
  ]

  # Every NodeWright/Skyhook key on the nodes, what it means and which CR owns it
  export extern "kubectl-nodewright help annotations" [
  ]

  # Node commands, as in the operator's CLI
  export extern "kubectl-nodewright help node" [
  ]

  # Nodes targeted by a NodeWright, with the operator's verdict and package progress
  export extern "kubectl-nodewright help node list" [
  ]

  # Every NodeWright's verdict on the given nodes (all nodes without arguments)
  export extern "kubectl-nodewright help node status" [
  ]

  # Reset a NodeWright's package state on the nodes (does NOT re-gate; see `regate`)
  export extern "kubectl-nodewright help node reset" [
  ]

  # Set the ignore label: the operator skips the nodes (they show as blocked)
  export extern "kubectl-nodewright help node ignore" [
  ]

  # Remove the ignore label (both prefixes)
  export extern "kubectl-nodewright help node unignore" [
  ]

  # Package commands, as in the operator's CLI
  export extern "kubectl-nodewright help package" [
  ]

  # A package's version, stage and state on every node its NodeWright targets
  export extern "kubectl-nodewright help package status" [
  ]

  # Logs of a package's pods (every stage container, all nodes at once)
  export extern "kubectl-nodewright help package logs" [
  ]

  # Re-run a package on nodes (from the beginning, or from --stage)
  export extern "kubectl-nodewright help package rerun" [
  ]

  # Plugin version; with a cluster, operator versions, API groups and server version
  export extern "kubectl-nodewright help version" [
  ]

  # Put the configured runtime-required taint on nodes (re-gate), guarded
  export extern "kubectl-nodewright help taint" [
  ]

  # Remove gate taints (configured, legacy, or a named key), guarded; other taints are kept
  export extern "kubectl-nodewright help untaint" [
  ]

  # Add the gate taint and reset the runtime-required NodeWrights' state, in one write per node
  export extern "kubectl-nodewright help regate" [
  ]

  # Reset a NodeWright's package state on its nodes (does NOT re-gate; see `regate`)
  export extern "kubectl-nodewright help reset" [
  ]

  # Strip the operator's keys from nodes so they are "new" again; writes a backup first
  export extern "kubectl-nodewright help forget" [
  ]

  # Put back the keys a `forget` removed, from its backup file
  export extern "kubectl-nodewright help restore" [
  ]

  # Pause a NodeWright (annotation `pause: "true"`)
  export extern "kubectl-nodewright help pause" [
  ]

  # Resume a paused NodeWright
  export extern "kubectl-nodewright help resume" [
  ]

  # Disable a NodeWright (annotation `disable: "true"`)
  export extern "kubectl-nodewright help disable" [
  ]

  # Enable a disabled NodeWright
  export extern "kubectl-nodewright help enable" [
  ]

  # Deployment-policy commands, as in the operator's CLI
  export extern "kubectl-nodewright help deployment-policy" [
  ]

  # Reset a NodeWright's rollout batch state (every compartment back to batch 1)
  export extern "kubectl-nodewright help deployment-policy reset" [
  ]

  # Skyhook -> NodeWright migration: a cluster report with a verdict, and the taint swap
  export extern "kubectl-nodewright help migration" [
  ]

  # Cluster report: what is still Skyhook, what breaks at the removal release, what to change first
  export extern "kubectl-nodewright help migration status" [
  ]

  # Replace the legacy skyhook.nvidia.com gate taint with the configured one, one guarded write per node
  export extern "kubectl-nodewright help migration taints" [
  ]

  # Operator upgrades: `upgrade check --to VERSION`, what changes for this fleet and what to do first
  export extern "kubectl-nodewright help upgrade" [
  ]

  # What changes for this fleet when the operator moves to --to: every release in between, the objects each change bites, and what to do first
  export extern "kubectl-nodewright help upgrade check" [
  ]

  # Print a completion script: `kubectl` (the kubectl_complete-nodewright shim), or a shell's
  export extern "kubectl-nodewright help completion" [
  ]

  # Print the flags every command accepts (kubeconfig, context, output, colour, ...)
  export extern "kubectl-nodewright help options" [
  ]

  # kubectl's plugin-completion protocol (run by the `kubectl_complete-nodewright` shim)
  export extern "kubectl-nodewright help __complete" [
  ]

  # Print this message or the help of the given subcommand(s)
  export extern "kubectl-nodewright help help" [
  ]

}

export use completions *
