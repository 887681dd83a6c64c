//! The one live loop behind `status --watch`, `wait` and `rollout --watch`: list once and follow
//! the watches (`cluster::follow`: nodes, CRs, operator, DeploymentPolicies, disruption budgets,
//! package pods), rebuild the facts every node is evaluated against from what is followed, wake
//! on a change, an interval or Ctrl-C. A frame reads nothing, except, after a CR or a budget
//! changed, the nodes that hold a batch outside the followed ones (by name) and the pods of a
//! budget that refuses a drain. The verdicts are kept between frames and a frame evaluates only
//! the nodes its changes touch ([`Live::evaluate`], `model::reevaluation`), with the one-shot commands'
//! evaluation. Each command keeps only what it does with a frame: `status` redraws its table,
//! `rollout` its compartments, `wait` settles nodes; their frames are printed by `render`.

use std::borrow::Cow;
use std::collections::{BTreeMap, BTreeSet};
use std::future::Future;
use std::pin::Pin;
use std::time::Duration;

use super::snapshot::{Undrainable, WaitFacts, read_nodes};
use super::{Ctx, Snapshot};
use crate::cli::DurationArg;
use crate::cluster::Cluster;
use crate::cluster::follow::{Changes, Follower, NodeScope, PackagePods};
use crate::error::Result;
use crate::model::NodeView;
use crate::model::gate;
use crate::model::reevaluation::{Changed, Due, NodeSource, Touched, Verdicts, due, touched};
use crate::model::view::{Keep, Shape};

/// Why [`Live::next`] returned.
#[derive(Debug)]
pub enum Wake {
    /// The watches reported changes.
    Changed(Changes),
    /// The nap ended with nothing reported (time-based states, the clock, a deadline).
    Tick,
    /// Ctrl-C.
    Interrupted,
}

/// A followed view of the cluster and the Ctrl-C that ends it.
pub struct Live<'a> {
    ctx: &'a Ctx,
    cluster: &'a Cluster,
    pub follower: Follower,
    interrupt: Pin<Box<dyn Future<Output = std::io::Result<()>> + Send>>,
    /// The snapshot's warnings already shown (each once per run).
    warned: BTreeSet<String>,
    /// What the waits read beyond the followed state, as of a follower generation.
    beyond: Option<Beyond>,
    /// The followed nodes' verdicts, as of the last [`Live::evaluate`].
    verdicts: Verdicts,
    /// The facts they were evaluated against.
    facts: Option<Snapshot>,
    /// The Node Readiness Controller's rules, listed once at the start (a rule's taint and
    /// conditions cannot change; a rule created later is seen by the next run).
    readiness: Vec<crate::model::readiness::ReadinessRule>,
}

/// What the waits read beyond what is followed, again only when the CRs or the budgets change.
#[derive(Debug)]
struct Beyond {
    generation: u64,
    undrainable: Undrainable,
    /// The nodes the waits settle over ([`Snapshot::wait_names`]).
    names: Vec<String>,
    /// Those of them outside the followed nodes, read by name.
    read: BTreeMap<String, NodeView>,
    /// When the time next moves the verdict of one of `read` (its `stalled` threshold, its
    /// count of minutes), as of the last facts; `None`: never.
    read_due: Option<jiff::Timestamp>,
}

impl std::fmt::Debug for Live<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Live")
            .field("warned", &self.warned)
            .finish_non_exhaustive()
    }
}

/// The nodes a live view of these targets follows: the named ones, or every node (of `-l`) with
/// `--regex` (the view then shows those whose name matches).
fn scope(targets: &crate::cli::NodeTargets) -> NodeScope {
    NodeScope {
        names: if targets.regex {
            Vec::new()
        } else {
            targets.nodes.clone()
        },
        selector: targets.selector.clone(),
    }
}

/// `--interval` as a duration: 5s when `0`, never under `floor`.
pub fn interval(flag: DurationArg, floor: Duration) -> Duration {
    flag.get().unwrap_or(Duration::from_secs(5)).max(floor)
}

impl<'a> Live<'a> {
    /// Lists the nodes of `scope`, the CRs and the operator once and starts following them
    /// (where `watch` is forbidden, that source is listed every `interval`). `None` when Ctrl-C
    /// came first. `keep`: what is kept of each verdict ([`Keep`]): a digest, enough to tell
    /// which changed (`rollout`, which evaluates again the nodes it reads), or the verdict in
    /// the one-shot command's shape, packed as the nodes are (`model::reevaluation`).
    pub async fn start(
        ctx: &'a Ctx,
        cluster: &'a Cluster,
        scope: NodeScope,
        interval: Duration,
        pods: PackagePods,
        keep: Keep,
    ) -> Result<Option<Live<'a>>> {
        let mut interrupt: Pin<Box<dyn Future<Output = std::io::Result<()>> + Send>> =
            Box::pin(tokio::signal::ctrl_c());
        let operator_namespace = ctx.global.operator_namespace.as_deref();
        let follower = tokio::select! {
            f = Follower::start(
                cluster,
                scope,
                operator_namespace,
                interval,
                &pods,
                ctx.global.chunk_size.unwrap_or(crate::cluster::follow::LIVE_PAGE),
            ) => f?,
            _ = &mut interrupt => return Ok(None),
        };
        let readiness = crate::cluster::readiness::list(cluster).await?;
        Ok(Some(Live {
            ctx,
            cluster,
            follower,
            interrupt,
            warned: BTreeSet::new(),
            beyond: None,
            verdicts: Verdicts::new(keep),
            facts: None,
            readiness,
        }))
    }

    /// [`Live::start`] over the targeted nodes' verdicts, kept in the one-shot command's shape
    /// (`status --watch`, `wait`; the pending package pods followed for `image-unpullable`).
    pub async fn of_targets(
        ctx: &'a Ctx,
        cluster: &'a Cluster,
        targets: &crate::cli::NodeTargets,
        interval: Duration,
    ) -> Result<Option<Live<'a>>> {
        let (pods, keep) = (PackagePods::Pending, Keep::default());
        Live::start(ctx, cluster, scope(targets), interval, pods, keep).await
    }

    /// Brings the verdicts up to date after `changes` (and, on a `tick`, the time), evaluating
    /// only the nodes they touch (`model::reevaluation`): the changed nodes, the nodes a changed CR or
    /// policy selects (or every node, when a change reaches further), and the nodes the time
    /// moves. The facts are rebuilt only when a CR, the operator, a policy or a budget changed,
    /// or a node the waits settle over changed (or, on a tick, may have). Returns the nodes
    /// whose verdict changed, with their verdict before.
    pub async fn evaluate(&mut self, changes: &Changes, tick: bool) -> Result<Changed> {
        let now = jiff::Timestamp::now();
        // The waits move with the nodes they settle over: when one changed, or, on a tick, when
        // the time may have moved one (it is due, or not followed: its verdict is not kept).
        let due = self.verdicts.due_by(now);
        // A holder read by name is not followed: its due time is kept from the last facts (a
        // name that is no node at all has no verdict to move).
        let holder = self.beyond.as_ref().is_some_and(|b| {
            (tick && b.read_due.is_some_and(|t| t <= now))
                || b.names
                    .iter()
                    .any(|n| changes.nodes.contains(n) || (tick && due.contains(n)))
        });
        let mut names = changes.nodes.clone();
        match self.facts.take() {
            Some(mut facts) if !(changes.all || holder) => {
                facts.now = now;
                if changes.pods {
                    // The pods' nodes are among the changed ones (`image-unpullable`).
                    facts.unpulled = self.unpulled();
                }
                self.facts = Some(facts);
            }
            old => {
                let snap = self.snapshot().await?;
                let t = match &old {
                    Some(old) => touched(&old.gate_context(), &snap.gate_context()),
                    None => Touched::all(),
                };
                names.extend(self.verdicts.touched(self.follower.nodes(), &t));
                self.facts = Some(snap);
            }
        }
        let Some(facts) = &self.facts else {
            return Ok(Changed::new());
        };
        names.extend(self.verdicts.due_by(facts.now));
        tracing::debug!(
            "evaluating {} changed node(s) of {} followed",
            names.len(),
            self.follower.nodes().len()
        );
        let nodes = self.follower.nodes();
        Ok(self.verdicts.refresh(nodes, &names, &facts.gate_context()))
    }

    /// Keeps each verdict in this shape (`status --nodewright`: only its entry), from the next
    /// evaluation.
    pub fn shape(&mut self, shape: Shape) {
        self.verdicts.shape(shape);
    }

    /// The verdicts as of the last [`Live::evaluate`].
    pub fn verdicts(&self) -> &Verdicts {
        &self.verdicts
    }

    /// The facts of the last [`Live::evaluate`] (`None` before the first).
    pub fn facts(&self) -> Option<&Snapshot> {
        self.facts.as_ref()
    }

    /// The followed package pods that cannot pull their image.
    fn unpulled(&self) -> Vec<crate::model::rollout::PackagePod> {
        let mut pods = self.follower.package_pods();
        pods.retain(|p| p.image_pull.is_some());
        pods
    }

    /// The follower's notes (a watch that fell back to lists, ...) as warnings.
    pub fn notes(&mut self) {
        for note in self.follower.take_notes() {
            self.ctx.printer.warn(&note);
        }
    }

    /// The facts of what is followed (CRs, operator, policies, budgets), as `Snapshot::load`
    /// gives them to the one-shot commands, the waits across nodes settled over the followed
    /// nodes (and those outside them, read by name only when a CR or a budget changed). Its
    /// warnings are shown once per run.
    async fn snapshot(&mut self) -> Result<Snapshot> {
        let (mut snap, warnings) = Snapshot::from_parts(
            &self.ctx.global,
            self.follower.crs(),
            self.follower.operator().clone(),
        );
        let generation = self.follower.generation();
        if self
            .beyond
            .as_ref()
            .is_none_or(|b| b.generation != generation)
        {
            self.beyond = Some(self.read_beyond(&snap, generation).await?);
        }
        if let Some(b) = &self.beyond {
            let followed = self.follower.nodes();
            let nodes: Vec<NodeView> = b
                .names
                .iter()
                .filter_map(|n| {
                    followed
                        .node(n)
                        .map(Cow::into_owned)
                        .or_else(|| b.read.get(n).cloned())
                })
                .collect();
            // The facts a one-shot command lists, as followed.
            let facts = WaitFacts {
                policies: self.follower.policies(),
                undrainable: b.undrainable.clone(),
                unpulled: self.unpulled(),
                names: b.names.clone(),
                readiness: self.readiness.clone(),
            };
            snap.settle_from(facts, &nodes);
        }
        if let Some(b) = self.beyond.as_mut() {
            let ctx = snap.gate_context();
            b.read_due = b
                .read
                .values()
                .filter_map(
                    |n| match due(&gate::evaluate(n, &ctx), ctx.stall_after, ctx.now) {
                        Due::Never => None,
                        Due::At(t) => Some(t),
                        Due::EveryRound => Some(ctx.now),
                    },
                )
                .min();
        }
        for w in warnings {
            if self.warned.insert(w.clone()) {
                self.ctx.printer.warn(&w);
            }
        }
        Ok(snap)
    }

    /// The pods of the budgets that refuse a drain (when one is ahead: as
    /// `drain::undrainable_pods` reads them, over the followed budgets) and the nodes the waits
    /// need that are not followed (by name).
    async fn read_beyond(&self, snap: &Snapshot, generation: u64) -> Result<Beyond> {
        let undrainable = match self.follower.budgets() {
            Some(budgets) if crate::model::drain::any_drain_ahead(&snap.logical) => {
                crate::cluster::drain::budget_pods(self.cluster, &budgets)
                    .await?
                    .unwrap_or_default()
            }
            _ => Undrainable::new(),
        };
        let names = snap.wait_names(&undrainable);
        let followed = self.follower.nodes();
        let missing = names.iter().filter(|n| !followed.has(n)).cloned().collect();
        let read = read_nodes(self.cluster, missing)
            .await?
            .into_iter()
            .map(|n| (n.name.clone(), n))
            .collect();
        Ok(Beyond {
            generation,
            undrainable,
            names,
            read,
            read_due: None,
        })
    }

    /// Waits for the next change, `nap`, or Ctrl-C, whichever comes first.
    pub async fn next(&mut self, nap: Duration) -> Result<Wake> {
        tokio::select! {
            changed = self.follower.next() => Ok(Wake::Changed(changed?)),
            _ = tokio::time::sleep(nap) => Ok(Wake::Tick),
            _ = &mut self.interrupt => Ok(Wake::Interrupted),
        }
    }

    /// Folds what arrives within 200 ms after `changes` (a burst of events) into one frame.
    pub async fn settle(&mut self, mut changes: Changes) -> Result<Changes> {
        let settle = tokio::time::sleep(Duration::from_millis(200));
        tokio::pin!(settle);
        loop {
            tokio::select! {
                more = self.follower.next() => {
                    let more = more?;
                    changes.all |= more.all;
                    changes.pods |= more.pods;
                    changes.nodes.extend(more.nodes);
                }
                _ = &mut settle => return Ok(changes),
            }
        }
    }
}
