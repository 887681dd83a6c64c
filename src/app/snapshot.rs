//! The cluster-wide facts a gate evaluation needs (CRs of both groups, the operator's
//! configuration, the nodes holding a batch), read once per command or per `wait` poll.

use std::time::Duration;

use futures::{StreamExt, TryStreamExt};

use crate::cli::GlobalArgs;
use crate::cluster::crs::AllCrs;
use crate::cluster::operator::OperatorSearch;
use crate::cluster::{Cluster, nodes};
use crate::error::{Error, Result};
use crate::model::gate::{NodeGate, Waits};
use crate::model::operator::ConfigWarning;
use crate::model::rollout::PackagePod;
use crate::model::{ConfigSource, CrView, GateContext, NodeView, OperatorConfig};

use super::Ctx;

/// [`crate::model::operator::effective_config`] with the global flags (parsed by clap).
pub fn effective_config(
    g: &GlobalArgs,
    search: &OperatorSearch,
    renamed_served: bool,
) -> (OperatorConfig, Vec<ConfigWarning>) {
    crate::model::operator::effective_config(
        g.runtime_required_taint.as_ref(),
        g.removal_version.get(),
        search,
        renamed_served,
    )
}

/// How many nodes the waits read by name at once.
const WAIT_READ_CONCURRENCY: usize = 8;

/// Per node, the pods a drain must evict that a budget allowing no disruption covers.
pub type Undrainable = std::collections::BTreeMap<String, Vec<crate::model::drain::BlockingPod>>;

/// Reads nodes by name (never the fleet), a few at a time (up to 100: no burst against the API
/// server); a node that does not exist is left out.
pub async fn read_nodes(cluster: &Cluster, names: Vec<String>) -> Result<Vec<NodeView>> {
    let read = futures::stream::iter(names)
        .map(|n| async move { nodes::get(cluster, &n).await })
        .buffer_unordered(WAIT_READ_CONCURRENCY)
        .try_collect::<Vec<_>>()
        .await?;
    Ok(read.into_iter().flatten().collect())
}

/// What the waits across nodes end in besides the nodes they settle over, however it was read:
/// listed once for a one-shot command ([`Snapshot::wait_facts`]) or followed by a live view
/// (`Live`); both settle through [`Snapshot::settle_from`].
#[derive(Debug)]
pub struct WaitFacts {
    pub policies: crate::cluster::policies::Policies,
    pub undrainable: Undrainable,
    /// The operator's package pods that cannot pull their image.
    pub unpulled: Vec<PackagePod>,
    /// The candidate nodes to settle, by name.
    pub names: Vec<String>,
    /// The Node Readiness Controller's rules (none: not served, not readable, or not asked for).
    pub readiness: Vec<crate::model::readiness::ReadinessRule>,
}

/// The cluster-wide facts a gate evaluation needs, read once per command (or per `wait` poll).
#[derive(Debug)]
pub struct Snapshot {
    pub crs: AllCrs,
    /// Legacy CRs merged with their mirrors.
    pub logical: Vec<CrView>,
    pub config: OperatorConfig,
    pub operator: OperatorSearch,
    pub stall_after: Duration,
    pub now: jiff::Timestamp,
    /// What waits across nodes end in: the DeploymentPolicies and the nodes the CRs' status names
    /// (picked, erroring, blocked), read by name and settled (`batch-held`, `priority-held`,
    /// `rollout-stopped`).
    pub waits: Waits,
    /// The DeploymentPolicies `read_waits` listed, or a live view follows (with what could not
    /// be read), for the commands that show them (`rollout`).
    pub policies: Option<crate::cluster::policies::Policies>,
    /// Legacy Skyhooks holding a v0.18+ operator's migration (`operator-halted`).
    pub migration_hold: Vec<(String, String)>,
    /// The operator's package pods that wait for an image the kubelet cannot pull
    /// (`image-unpullable`): read with the waits, or followed by a live view.
    pub unpulled: Vec<PackagePod>,
    /// The Node Readiness Controller's rules (`crate::model::gates`): read with the waits,
    /// none when its CRD is not served or the rules may not be listed.
    pub readiness: Vec<crate::model::readiness::ReadinessRule>,
    /// Whether [`Snapshot::wait_facts`] lists the readiness rules: `explain` of a node that
    /// carries no `readiness.k8s.io/` taint does not.
    pub readiness_wanted: bool,
}

impl Snapshot {
    /// Reads CRs of both groups and the operator's configuration, concurrently; prints warnings.
    pub async fn load(ctx: &Ctx, cluster: &Cluster) -> Result<Snapshot> {
        let mut snap = Snapshot::load_for_write(ctx, cluster).await?;
        snap.read_waits(cluster).await?;
        Ok(snap)
    }

    /// [`Snapshot::load`] without the waits across nodes, for the writes: they need the CRs and
    /// the operator's configuration (which taint to write), not other nodes' verdicts, and a
    /// write's reads stay as few as before it.
    pub async fn load_for_write(ctx: &Ctx, cluster: &Cluster) -> Result<Snapshot> {
        let g = &ctx.global;
        let (crs, operator) = futures::join!(
            crate::cluster::crs::list_all(cluster),
            crate::cluster::operator::find(cluster, g.operator_namespace.as_deref())
        );
        let (snap, warnings) = Snapshot::from_parts(g, crs?, operator);
        for w in warnings {
            ctx.printer.warn(&w);
        }
        Ok(snap)
    }

    /// The snapshot over CRs and an operator search already read (e.g. followed by watches),
    /// at the current time, with the warnings to print.
    pub fn from_parts(
        g: &GlobalArgs,
        crs: AllCrs,
        operator: OperatorSearch,
    ) -> (Snapshot, Vec<String>) {
        let (config, warnings) = effective_config(g, &operator, crs.renamed.served);
        let mut warnings: Vec<String> = warnings.iter().map(ToString::to_string).collect();
        warnings.extend(crs.warnings());
        let stall_after = g.stall_after.or_unlimited();
        let logical = crs.logical();
        let migration_hold = crate::model::gate::migration_hold(&crs.legacy.items);
        let snap = Snapshot {
            crs,
            logical,
            config,
            operator,
            stall_after,
            now: jiff::Timestamp::now(),
            waits: Waits::none(),
            policies: None,
            migration_hold,
            unpulled: Vec::new(),
            readiness: Vec::new(),
            readiness_wanted: true,
        };
        (snap, warnings)
    }

    /// Reads what waits across nodes end in: the DeploymentPolicies of both groups, and, by name
    /// (never the fleet), the nodes the CRs' status names as candidates
    /// ([`crate::model::gate::wait_candidates`], at most
    /// [`crate::model::gate::MAX_WAIT_READS`]), then settles them. `load` does this; a command
    /// that walks the whole fleet takes the candidates from its walk instead
    /// ([`super::node_walk`]), and a live view follows the policies, budgets and nodes and settles
    /// what it holds (`Live::snapshot`, through the same [`Snapshot::settle_waits`]).
    pub async fn read_waits(&mut self, cluster: &Cluster) -> Result<()> {
        let facts = self.wait_facts(cluster).await?;
        let read = read_nodes(cluster, facts.names.clone()).await?;
        self.settle_from(facts, &read);
        Ok(())
    }

    /// What the waits need besides the candidate nodes: the DeploymentPolicies, the pods a
    /// budget keeps from being drained (a node whose drain is refused holds the nodes after it:
    /// it is a candidate too), and the candidates' names.
    pub async fn wait_facts(&self, cluster: &Cluster) -> Result<WaitFacts> {
        let namespaces: Vec<String> = self
            .operator
            .deployments
            .iter()
            .map(|d| d.namespace.clone())
            .collect();
        let readiness = async {
            if self.readiness_wanted {
                crate::cluster::readiness::list(cluster).await
            } else {
                Ok(Vec::new())
            }
        };
        let (undrainable, policies, unpulled, readiness) = futures::join!(
            crate::cluster::drain::undrainable_pods(cluster, &self.logical),
            crate::cluster::policies::list(cluster),
            crate::cluster::pods::unpulled_package_pods(cluster, &namespaces),
            readiness
        );
        let undrainable = undrainable?.unwrap_or_default();
        let names = self.wait_names(&undrainable);
        Ok(WaitFacts {
            policies: policies?,
            undrainable,
            // Pods that may not be listed (RBAC): the verdicts do without, as without budgets.
            unpulled: unpulled?.unwrap_or_default(),
            names,
            readiness: readiness?,
        })
    }

    /// Settles the waits from their facts and the candidate nodes (read by name, taken from a
    /// walk of the fleet, or followed); a candidate that does not exist is simply not in `read`.
    /// The one way the facts of an evaluation are completed, for the one-shot commands and
    /// every frame of a live view alike.
    pub fn settle_from(&mut self, facts: WaitFacts, read: &[NodeView]) {
        // A group whose policies cannot be read leaves compartments to the CRs' status.
        let known = facts
            .policies
            .unreadable
            .is_empty()
            .then(|| facts.policies.items.clone());
        self.policies = Some(facts.policies);
        self.unpulled = facts.unpulled;
        self.readiness = facts.readiness;
        self.settle_waits(known, facts.undrainable, read);
    }

    /// The nodes the waits read: those the CRs' status names as candidates
    /// ([`crate::model::gate::wait_candidates`]), then those whose drain a budget refuses, at
    /// most [`crate::model::gate::MAX_WAIT_READS`].
    pub fn wait_names(&self, undrainable: &Undrainable) -> Vec<String> {
        let mut names = crate::model::gate::wait_candidates(&self.logical);
        for n in undrainable.keys() {
            if names.len() < crate::model::gate::MAX_WAIT_READS && !names.contains(n) {
                names.push(n.clone());
            }
        }
        names
    }

    /// Settles the waits over the candidate nodes, with the policies (`None`: unknown) and the
    /// undrainable pods per node.
    fn settle_waits(
        &mut self,
        policies: Option<Vec<crate::model::policy::PolicyView>>,
        undrainable: Undrainable,
        nodes: &[NodeView],
    ) {
        let mut start = match policies {
            Some(p) => Waits::with_policies(p),
            None => Waits::none(),
        };
        start.undrainable = undrainable;
        let none = Waits::none();
        let base = GateContext {
            waits: &none,
            ..self.gate_context()
        };
        let settled = start.settle(nodes, &base);
        self.waits = settled;
    }

    /// The taint a write may put on nodes. Refused when the operator's own setting is invalid
    /// and only a default was assumed: writing a guess could gate nodes with a taint the
    /// operator never removes. `--runtime-required-taint` says which one to write.
    pub fn taint_to_write(&self) -> Result<crate::model::taint::TaintSpec> {
        if matches!(self.config.source, ConfigSource::InvalidInDeployment(_)) {
            return Err(Error::usage(format!(
                "the operator's RUNTIME_REQUIRED_TAINT is invalid ({}); refusing to write an assumed taint: fix the operator's setting or pass --runtime-required-taint KEY=VALUE:EFFECT",
                self.config.source
            )));
        }
        Ok(self.config.taint.clone())
    }

    /// The evaluation context over these facts.
    pub fn gate_context(&self) -> GateContext<'_> {
        GateContext {
            config: &self.config,
            crs: &self.logical,
            stall_after: self.stall_after,
            now: self.now,
            waits: &self.waits,
            migration_hold: &self.migration_hold,
            unpulled: &self.unpulled,
            readiness: &self.readiness,
        }
    }

    /// Evaluates one node.
    pub fn evaluate(&self, node: &NodeView) -> NodeGate {
        crate::model::gate::evaluate(node, &self.gate_context())
    }
}
