//! What a fleet holds: its nodes' plans, CRs, policies and expected conclusions.

use super::*;

impl Fleet {
    /// An empty fleet. `id` must be a short DNS label: CR names are `<id>-<role>` and annotation
    /// keys `P/nodeState_<cr>` allow 63 characters after the `/`.
    pub fn new(id: &str, flavor: Flavor) -> Fleet {
        assert!(
            !id.is_empty()
                && id.len() <= 24
                && id
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'),
            "fleet id {id:?} must be 1-24 characters of [a-z0-9-]"
        );
        Fleet {
            id: id.to_string(),
            flavor,
            nodes: Vec::new(),
            now: Timestamp::now(),
        }
    }

    /// A fleet of `n` nodes in the given mix.
    pub fn with_mix(id: &str, flavor: Flavor, mix: &Mix, n: usize) -> Fleet {
        let mut f = Fleet::new(id, flavor);
        for i in 0..n {
            f.add(mix.situation(i));
        }
        f
    }

    /// Add a node in `situation`; returns its name. In a migrating fleet, every other node joined
    /// before the upgrade (and a legacy-taint node always did).
    pub fn add(&mut self, situation: Situation) -> String {
        let i = self.nodes.len();
        let era = match self.flavor {
            Flavor::Migrating if situation == Situation::LegacyTaint || i.is_multiple_of(2) => {
                Era::PreUpgrade
            }
            _ => Era::Current,
        };
        let name = format!(
            "{}-{}-{:05}",
            self.id,
            if situation.is_cpu() { "cpu" } else { "gpu" },
            i
        );
        self.nodes.push(NodePlan {
            name: name.clone(),
            situation,
            era,
        });
        name
    }

    pub fn cr_name(&self, role: Role) -> String {
        format!("{}-{}", self.id, role.suffix())
    }

    /// Name of the CR whose keys are left behind on `orphaned-state` nodes (it does not exist).
    pub fn deleted_cr_name(&self) -> String {
        format!("{}-old-tuning", self.id)
    }

    pub fn policy_name(&self) -> String {
        format!("{}-gpu-rollout", self.id)
    }

    pub fn plan(&self, name: &str) -> Option<&NodePlan> {
        self.nodes.iter().find(|p| p.name == name)
    }

    /// Node names in one situation.
    pub fn names(&self, situation: Situation) -> Vec<String> {
        self.nodes
            .iter()
            .filter(|p| p.situation == situation)
            .map(|p| p.name.clone())
            .collect()
    }

    /// The prefixes under which the operator wrote this node's keys.
    pub(super) fn prefixes(&self, plan: &NodePlan) -> Vec<&'static str> {
        match (self.flavor, plan.era) {
            (Flavor::Migrating, Era::PreUpgrade) => vec![LEGACY, RENAMED],
            (f, _) => vec![f.operator_prefix()],
        }
    }

    /// Key of the gate taint this node carries when gated.
    pub(super) fn gate_key(&self, plan: &NodePlan) -> &'static str {
        if plan.situation == Situation::LegacyTaint || plan.era == Era::PreUpgrade {
            LEGACY
        } else {
            self.flavor.operator_prefix()
        }
    }

    /// What docs/gate-states.md says about this node (assuming the operator Deployment is ready).
    pub fn expected(&self, plan: &NodePlan) -> Expected {
        use Situation::*;
        let (state, first): (&str, Option<&str>) = match plan.situation {
            Released => ("released", None),
            GatedInProgress => ("gated", None),
            WaitingBatch => ("gated", Some("waiting-batch")),
            WaitingPriority => ("gated", Some("waiting-priority")),
            Erroring => ("stuck", Some("package-erroring")),
            Paused => ("stuck", Some("cr-paused")),
            Disabled => ("stuck", Some("cr-disabled")),
            Ignored => ("stuck", Some("node-ignored")),
            TaintNotTolerated => ("stuck", Some("taint-not-tolerated")),
            TaintValueMismatch => ("stuck", Some("taint-value-mismatch")),
            UnrecognisedTaint => ("stuck", Some("unrecognised-taint")),
            LegacyTaint => ("gated", None),
            OrphanedTaint => ("stuck", Some("orphaned-taint")),
            PendingTaint => ("pending-taint", None),
            Exposed => ("exposed", None),
            StateMalformed => ("stuck", Some("state-malformed")),
            Stalled => ("gated", Some("stalled")),
            OrphanedState => ("released", Some("orphaned-state")),
            Ungated => ("ungated", None),
        };
        let mut blockers: Vec<&'static str> = first.into_iter().collect();
        // Gated by the legacy key under a renamed operator: legacy-taint on top.
        let gated = !matches!(
            plan.situation,
            Released | PendingTaint | Exposed | OrphanedState | Ungated
        );
        if gated && self.flavor != Flavor::Legacy && self.gate_key(plan) == LEGACY {
            blockers.push("legacy-taint");
        }
        Expected { state, blockers }
    }

    /// What each CR selecting the node has written there, by role.
    pub(super) fn cr_states(&self, plan: &NodePlan) -> BTreeMap<Role, CrState> {
        use Situation::*;
        let mut m = BTreeMap::new();
        let done = |role: Role| CrState::Written {
            status: "complete",
            packages: Some(
                role.packages()
                    .into_iter()
                    .map(PkgState::complete)
                    .collect(),
            ),
        };
        let rt = Role::Runtime.packages();
        let (tuning, nccl) = (rt[0].clone(), rt[1].clone());
        let runtime = match plan.situation {
            Released | OrphanedState | Paused | Disabled => Some(done(Role::Runtime)),
            GatedInProgress | LegacyTaint => Some(CrState::Written {
                status: "in_progress",
                packages: Some(vec![
                    PkgState::at(tuning, "interrupt", "in_progress", 0),
                    PkgState::complete(nccl),
                ]),
            }),
            Stalled | TaintValueMismatch => Some(CrState::Written {
                status: "in_progress",
                packages: Some(vec![PkgState::at(tuning, "apply", "in_progress", 0)]),
            }),
            WaitingBatch | WaitingPriority => Some(CrState::Written {
                status: "waiting",
                packages: None,
            }),
            Erroring => Some(CrState::Written {
                status: "erroring",
                packages: Some(vec![PkgState::at(tuning, "apply", "erroring", 7)]),
            }),
            Ignored => Some(CrState::Written {
                status: "blocked",
                packages: Some(vec![
                    PkgState::complete(nccl),
                    PkgState::at(tuning, "apply", "complete", 0),
                ]),
            }),
            TaintNotTolerated | UnrecognisedTaint => Some(CrState::Written {
                status: "blocked",
                packages: None,
            }),
            StateMalformed => Some(CrState::Raw {
                status: "in_progress",
                // Cut mid-object, as a truncated write or a hand edit leaves it.
                node_state:
                    r#"{"gpu-tuning|1.4.2":{"name":"gpu-tuning","version":"1.4.2","stage":"apply","#
                        .to_string(),
            }),
            // Reset (exposed), never touched (pending), or not selected (CPU nodes).
            Exposed | PendingTaint | OrphanedTaint | Ungated => None,
        };
        if let Some(s) = runtime {
            m.insert(Role::Runtime, s);
        }
        match plan.situation {
            WaitingPriority => {
                let p = Role::KernelPatch.packages().remove(0);
                m.insert(
                    Role::KernelPatch,
                    CrState::Written {
                        status: "in_progress",
                        packages: Some(vec![PkgState::at(p, "apply", "in_progress", 0)]),
                    },
                );
            }
            Paused => {
                let p = Role::Firmware.packages().remove(0);
                m.insert(
                    Role::Firmware,
                    CrState::Written {
                        status: "paused",
                        packages: Some(vec![PkgState::at(p, "apply", "complete", 0)]),
                    },
                );
            }
            Disabled => {
                let p = Role::Tools.packages().remove(0);
                m.insert(
                    Role::Tools,
                    CrState::Written {
                        status: "disabled",
                        packages: Some(vec![PkgState::at(p, "apply", "in_progress", 0)]),
                    },
                );
            }
            _ => {}
        }
        if plan.situation != PendingTaint {
            m.insert(Role::Monitoring, done(Role::Monitoring));
        }
        m
    }

    // --------------------------------------------------------------------------------------------
    // Nodes.

    /// The Node object of a plan, as JSON (metadata, spec and status).
    pub fn node_json(&self, plan: &NodePlan) -> Value {
        use Situation::*;
        let mut node = if plan.situation.is_cpu() {
            NodeBuilder::cpu(&plan.name)
        } else {
            NodeBuilder::gpu(&plan.name)
        };
        node.label(FLEET_LABEL, &self.id)
            .label(SITUATION_LABEL, plan.situation.as_str());
        for role in Role::ALL {
            if let (Some(pool), true) = (role.pool(), role.selects(plan.situation)) {
                node.label(POOL_LABEL, pool);
            }
        }
        let prefixes = self.prefixes(plan);
        let gate_key = self.gate_key(plan);
        // Minutes since the node's last state change: recent, varied.
        let age_min = if plan.situation == Stalled {
            180 + (hash(&plan.name, 7) % 240) as i64
        } else {
            1 + (hash(&plan.name, 7) % 12) as i64
        };
        let since = self.now - (age_min * 60).seconds();

        for (role, st) in self.cr_states(plan) {
            let cr = self.cr_name(role);
            for p in &prefixes {
                let version = if *p == LEGACY && self.flavor == Flavor::Migrating {
                    self.flavor.legacy_version()
                } else {
                    self.flavor.operator_version()
                };
                node.cr_state(p, &cr, &st, version, since);
            }
        }

        // The auto-taint marker: written with the taint when the node was new; survives reset
        // and taint removal. Legacy-tainted (provisioner) and CPU-only-ungated nodes never had it.
        let auto_tainted = !matches!(plan.situation, PendingTaint | LegacyTaint | Ungated);
        if auto_tainted {
            for p in &prefixes {
                node.annotation(&format!("{p}/autoTaint_{gate_key}"), "true");
            }
        }

        let gated = !matches!(
            plan.situation,
            Released | PendingTaint | Exposed | OrphanedState | Ungated
        );
        if gated {
            let value = if plan.situation == TaintValueMismatch {
                "true"
            } else {
                GATE_VALUE
            };
            node.taint(gate_key, Some(value), "NoSchedule", None);
        }
        match plan.situation {
            GatedInProgress => {
                // Mid-interrupt: the operator cordoned the node; the node lifecycle controller
                // (absent here) would add the unschedulable taint, so write it as a cluster shows it.
                for p in &prefixes {
                    node.annotation(
                        &format!("{p}/cordon_{}", self.cr_name(Role::Runtime)),
                        "true",
                    );
                }
                node.unschedulable = true;
                node.taint(
                    "node.kubernetes.io/unschedulable",
                    None,
                    "NoSchedule",
                    Some(since),
                );
            }
            Ignored => {
                for p in &prefixes {
                    node.label(&format!("{p}/ignore"), "true");
                }
            }
            TaintNotTolerated => {
                node.taint("dedicated", Some("training"), "NoSchedule", Some(since));
            }
            UnrecognisedTaint => {
                node.taint(
                    "gpu.nvidia.com",
                    Some(GATE_VALUE),
                    "NoSchedule",
                    Some(since),
                );
            }
            OrphanedState => {
                let old = self.deleted_cr_name();
                let st = CrState::Written {
                    status: "complete",
                    packages: Some(vec![PkgState::complete(Package {
                        name: "sysctl-tuning",
                        version: "0.9.0",
                        image: "ghcr.io/nvidia/skyhook-packages/tuning",
                        interrupt: None,
                    })]),
                };
                for p in &prefixes {
                    node.cr_state(
                        p,
                        &old,
                        &st,
                        self.flavor.operator_version(),
                        since - (30 * 24).hours(),
                    );
                }
            }
            _ => {}
        }
        // Every GPU node carries the GPU operator's tolerated taint (the runtime CR tolerates it).
        if !plan.situation.is_cpu() {
            node.taint("nvidia.com/gpu", Some("present"), "NoSchedule", None);
        }
        node.to_json()
    }

    // --------------------------------------------------------------------------------------------
    // CRs, policy, operator.

    /// The CR objects (spec only) of the fleet: in a migrating fleet, each legacy Skyhook and
    /// its NodeWright mirror.
    pub fn crs(&self) -> Vec<Value> {
        let mut out = Vec::new();
        for role in Role::ALL {
            match self.flavor {
                Flavor::Legacy => out.push(self.cr_json(role, LEGACY, None)),
                Flavor::Renamed => out.push(self.cr_json(role, RENAMED, None)),
                Flavor::Migrating => {
                    out.push(self.cr_json(role, LEGACY, None));
                    let name = self.cr_name(role);
                    out.push(self.cr_json(role, RENAMED, Some(&name)));
                }
            }
        }
        out
    }

    pub(super) fn cr_json(&self, role: Role, group: &str, mirrored_from: Option<&str>) -> Value {
        let name = self.cr_name(role);
        let kind = if group == LEGACY {
            "Skyhook"
        } else {
            "NodeWright"
        };
        let mut annotations = BTreeMap::new();
        let written_by = if group == LEGACY && self.flavor == Flavor::Migrating {
            self.flavor.legacy_version()
        } else {
            self.flavor.operator_version()
        };
        annotations.insert(format!("{group}/version"), written_by.to_string());
        if role == Role::Firmware {
            annotations.insert(format!("{group}/pause"), "true".into());
        }
        if role == Role::Tools {
            annotations.insert(format!("{group}/disable"), "true".into());
        }
        if let Some(from) = mirrored_from {
            annotations.insert(format!("{RENAMED}/mirrored-from"), from.to_string());
            annotations.insert(
                format!("{RENAMED}/legacy-migrated-at"),
                rfc3339(self.now - 2.hours()),
            );
        }
        let mut match_labels = json!({ FLEET_LABEL: self.id });
        match role {
            Role::Runtime => match_labels["nvidia.com/gpu.present"] = json!("true"),
            Role::Monitoring => {}
            other => match_labels[POOL_LABEL] = json!(other.pool()),
        }
        let packages: serde_json::Map<String, Value> = role
            .packages()
            .iter()
            .map(|p| (p.name.to_string(), p.spec()))
            .collect();
        let mut spec = json!({
            "nodeSelectors": {"matchLabels": match_labels},
            "runtimeRequired": role.runtime_required(),
            "priority": role.priority(),
            "packages": packages,
            "additionalTolerations": [
                {"key": "nvidia.com/gpu", "operator": "Exists", "effect": "NoSchedule"}
            ],
        });
        if role == Role::Runtime {
            spec["autoTaintNewNodes"] = json!(true);
            spec["deploymentPolicy"] = json!(self.policy_name());
        } else {
            spec["interruptionBudget"] = json!({"percent": 25});
        }
        json!({
            "apiVersion": format!("{group}/v1alpha1"),
            "kind": kind,
            "metadata": {"name": name, "annotations": annotations},
            "spec": spec,
        })
    }

    /// The `status` the operator would have written on a role's CR.
    pub fn cr_status(&self, role: Role) -> Value {
        let mut node_status = serde_json::Map::new();
        let (mut complete, mut in_progress, mut erroring, mut waiting, mut blocked, mut matched) =
            (0, 0, 0, 0, 0, 0);
        let mut ignored = Vec::new();
        let mut untolerated = Vec::new();
        for plan in &self.nodes {
            if !role.selects(plan.situation) {
                continue;
            }
            matched += 1;
            let status = self.cr_states(plan).get(&role).map(CrState::status);
            let Some(status) = status else { continue };
            node_status.insert(plan.name.clone(), json!(status));
            match status {
                "complete" => complete += 1,
                "in_progress" => in_progress += 1,
                "erroring" => erroring += 1,
                "waiting" => waiting += 1,
                "blocked" => blocked += 1,
                _ => {}
            }
            match plan.situation {
                Situation::Ignored => ignored.push(plan.name.clone()),
                Situation::TaintNotTolerated | Situation::UnrecognisedTaint => {
                    untolerated.push(plan.name.clone())
                }
                _ => {}
            }
        }
        let rollup = match role {
            Role::Firmware => "paused",
            Role::Tools => "disabled",
            _ if erroring > 0 => "erroring",
            _ if in_progress > 0 => "in_progress",
            _ if waiting > 0 => "waiting",
            _ if blocked > 0 => "blocked",
            _ => "complete",
        };
        // The operator keeps a condition's lastTransitionTime while its status is unchanged, so
        // Ready=False dates from the start of the rollout (2 h ago), not from the last reconcile.
        // Each condition is written twice: its plain type and the `<prefix>/<type>` copy.
        let p = self.flavor.operator_prefix();
        let mut conditions = Vec::new();
        let mut condition = |type_: &str,
                             status: bool,
                             reason: &str,
                             message: String,
                             since: Timestamp| {
            for t in [type_.to_string(), format!("{p}/{type_}")] {
                conditions.push(json!({
                    "type": t, "status": if status { "True" } else { "False" }, "reason": reason,
                    "message": message, "lastTransitionTime": rfc3339(since), "observedGeneration": 1,
                }));
            }
        };
        let reason = match rollup {
            "complete" => "NodesConverged",
            "in_progress" => "Progressing",
            "blocked" => "Blocked",
            "erroring" => "Erroring",
            "paused" => "Paused",
            "waiting" => "Waiting",
            "disabled" => "Disabled",
            _ => "Unknown",
        };
        condition(
            "Ready",
            rollup == "complete",
            reason,
            format!("{complete} of {matched} nodes complete"),
            self.now - 2.hours(),
        );
        // Like the operator, name at most 10 nodes in a message.
        let list = |names: &[String]| {
            let more = names.len().saturating_sub(10);
            let mut s = names
                .iter()
                .take(10)
                .cloned()
                .collect::<Vec<_>>()
                .join(", ");
            if more > 0 {
                s.push_str(&format!(" and {more} more"));
            }
            s
        };
        if !untolerated.is_empty() {
            let m = format!("nodes have taints not tolerated: {}", list(&untolerated));
            condition(
                "TaintNotTolerable",
                true,
                "TaintNotTolerable",
                m,
                self.now - 1.hours(),
            );
        }
        if !ignored.is_empty() {
            let m = format!("nodes ignored: {}", list(&ignored));
            condition(
                "NodesIgnored",
                true,
                "NodesIgnored",
                m,
                self.now - 1.hours(),
            );
        }
        let packages = role
            .packages()
            .iter()
            .map(|p| format!("{}:{}", p.name, p.version))
            .collect::<Vec<_>>()
            .join(",");
        let mut status = json!({
            "observedGeneration": 1,
            "status": rollup,
            "nodeStatus": node_status,
            "conditions": conditions,
            "nodesInProgress": in_progress,
            "completeNodes": format!("{complete}/{matched}"),
            "packageList": packages,
        });
        if role == Role::Runtime {
            let percent = if matched > 0 {
                complete * 100 / matched
            } else {
                0
            };
            status["compartmentStatuses"] = json!({"__default__": {
                "matched": matched, "ceiling": 5, "inProgress": in_progress, "completed": complete,
                "progressPercent": percent,
                "batchState": {
                    "currentBatch": 3, "consecutiveFailures": 0, "completedNodes": complete,
                    "failedNodes": erroring, "shouldStop": false, "lastBatchSize": 5,
                    "lastBatchFailed": false,
                },
            }});
        }
        status
    }

    /// The fleet's DeploymentPolicy objects (one per served group of the flavour).
    pub fn policies(&self) -> Vec<Value> {
        let groups: &[&str] = match self.flavor {
            Flavor::Legacy => &[LEGACY],
            Flavor::Renamed => &[RENAMED],
            Flavor::Migrating => &[LEGACY, RENAMED],
        };
        groups
            .iter()
            .map(|g| {
                json!({
                    "apiVersion": format!("{g}/v1alpha1"),
                    "kind": "DeploymentPolicy",
                    "metadata": {"name": self.policy_name()},
                    "spec": {
                        "default": {
                            "budget": {"percent": 25},
                            "strategy": {"fixed": {"initialBatch": 5, "batchThreshold": 100, "failureThreshold": 3, "safetyLimit": 50}},
                        },
                        "resetBatchStateOnCompletion": true,
                    },
                })
            })
            .collect()
    }
}
