//! `rollout [NAME...]`: per NodeWright (one logical CR across both groups), how far its rollout
//! is, its compartments and batches, the rate and ETA with their basis, the usual stage times,
//! and what holds it. Reads: the CRs and the operator (the `status` snapshot), the
//! DeploymentPolicies, the package pods, and the nodes page by page (each node is evaluated
//! once with `status`'s gate evaluation and folded into every CR's rollout).

use std::collections::{BTreeMap, BTreeSet};

use jiff::{SignedDuration, Timestamp};

use crate::app::node_walk::TargetsSnapshot;
use crate::app::rollouts::{Folded, builders, selected_crs, touched, warn_malformed};
use crate::app::watch_loop::{self, Live, Wake};
use crate::app::{Ctx, Snapshot, contexts};
use crate::cli::NodeTargets;
use crate::cli::rollout::RolloutArgs;
use crate::cluster::Cluster;
use crate::cluster::follow::{Changes, NodeScope, PackagePods};
use crate::error::{Error, Result};
use crate::model::CrView;
use crate::model::reevaluation::NodeSource;
use crate::model::rollout::{CompartmentState, PackagePod, Rollout, RolloutBuilder};
use crate::model::view::Keep;
use crate::render;
use crate::render::rollout::FrameChanges;

/// One pass's evaluation, the same for the one-shot command and every frame of `--watch`:
/// each node evaluated once with `status`'s gate evaluation against the snapshot (CRs,
/// operator, and the nodes holding a batch, read by name: [`Snapshot::read_waits`]) and
/// folded into every CR's rollout. Only where the nodes come from differs (pages of a list, or
/// the watch's view of them).
struct Evaluation<'a> {
    builders: Vec<RolloutBuilder<'a>>,
}

impl<'a> Evaluation<'a> {
    fn new(crs: &[&'a CrView], policies: &'a crate::cluster::policies::Policies) -> Self {
        Evaluation {
            builders: builders(crs, policies),
        }
    }

    fn add(&mut self, snap: &Snapshot, node: &crate::model::NodeView) {
        let gate = snap.evaluate(node);
        self.fold(node, &gate);
    }

    /// Folds a node's verdict (evaluated against the snapshot) into every CR's rollout.
    fn fold(&mut self, node: &crate::model::NodeView, gate: &crate::model::gate::NodeGate) {
        for b in &mut self.builders {
            b.add(node, gate);
        }
    }
}

async fn pods(ctx: &Ctx, cluster: &Cluster, snap: &Snapshot) -> Result<Vec<PackagePod>> {
    let namespaces: BTreeSet<String> = match &ctx.global.connect.namespace {
        Some(ns) => [ns.clone()].into(),
        None => snap
            .operator
            .deployments
            .iter()
            .map(|d| d.namespace.clone())
            .collect(),
    };
    let mut out = Vec::new();
    for ns in namespaces {
        match crate::cluster::pods::package_pods(cluster, &ns).await? {
            Ok(p) => out.extend(p),
            Err(why) => ctx.printer.warn(&format!(
                "stage times are unknown: package pods cannot be listed ({why})"
            )),
        }
    }
    Ok(out)
}

/// The DeploymentPolicies (as the snapshot read them for the gate, else listed) and package
/// pods, for the one-shot command (`--watch` follows both).
async fn extras(
    ctx: &Ctx,
    cluster: &Cluster,
    snap: &Snapshot,
    read_already: Option<&crate::cluster::policies::Policies>,
) -> Result<(crate::cluster::policies::Policies, Vec<PackagePod>)> {
    let read = async {
        match read_already.or(snap.policies.as_ref()) {
            Some(p) => Ok(p.clone()),
            None => crate::cluster::policies::list(cluster).await,
        }
    };
    let (policies, pods) = futures::join!(read, pods(ctx, cluster, snap));
    let (policies, pods) = (policies?, pods?);
    warn_malformed(ctx, &policies.malformed);
    Ok((policies, pods))
}

/// Finishes every builder. `observed`: completions seen happen while watching (cr -> node ->
/// when), for nodes whose condition records no time.
fn finish(
    builders: Vec<RolloutBuilder>,
    args: &RolloutArgs,
    now: Timestamp,
    window: SignedDuration,
    pods: &[PackagePod],
    observed: &BTreeMap<String, BTreeMap<String, Timestamp>>,
) -> Vec<Rollout> {
    let empty = BTreeMap::new();
    builders
        .into_iter()
        .map(|b| {
            let seen = observed.get(b.cr_name()).unwrap_or(&empty);
            b.finish(now, window, pods, seen)
        })
        .filter(|r: &Rollout| {
            // With -l, only the NodeWrights that select some of those nodes.
            args.selector.is_none() || !args.names.is_empty() || r.nodes.selected > 0
        })
        .collect()
}

/// One read of the cluster, aggregated: the CRs and operator (with the batch holders, read by
/// name), policies and pods, then the nodes page by page, each evaluated once (as `status`
/// does) and folded into every CR's rollout.
async fn once(
    ctx: &Ctx,
    cluster: &Cluster,
    args: &RolloutArgs,
    window: SignedDuration,
) -> Result<Vec<Rollout>> {
    // The batch holders come from the walk of the nodes when it reads the whole fleet, else
    // by name (`TargetsSnapshot`); `--watch` follows them instead.
    let targets = NodeTargets {
        nodes: Vec::new(),
        selector: args.selector.clone(),
        regex: false,
        field_selector: None,
    };
    let prepared = TargetsSnapshot::load(ctx, cluster, &targets).await?;
    // Owned: the walk of the nodes takes the snapshot.
    let crs: Vec<CrView> = selected_crs(&prepared.snap, &args.names)?
        .into_iter()
        .cloned()
        .collect();
    let (policies, pods) = extras(ctx, cluster, &prepared.snap, prepared.policies()).await?;
    let crs: Vec<&CrView> = crs.iter().collect();
    let mut ev = Evaluation::new(&crs, &policies);
    let (snap, _) = prepared
        .for_each(cluster, &targets, |snap, node| {
            ev.add(snap, &node);
            Ok(())
        })
        .await?;
    Ok(finish(
        ev.builders,
        args,
        snap.now,
        window,
        &pods,
        &BTreeMap::new(),
    ))
}

/// Runs `rollout`.
pub async fn run(ctx: &Ctx, args: RolloutArgs) -> Result<()> {
    let window = args.window;
    if let Some(names) = contexts::scope(&ctx.global)? {
        return run_contexts(ctx, &args, window, &names).await;
    }
    let cluster = ctx.cluster().await?;
    if args.watch {
        return watch(ctx, &cluster, &args, window).await;
    }
    let rollouts = once(ctx, &cluster, &args, window).await?;
    crate::render::rollout::list(&ctx.printer, &rollouts)
}

/// `rollout` over several contexts (`render::rollout::contexts` prints it).
async fn run_contexts(
    ctx: &Ctx,
    args: &RolloutArgs,
    window: SignedDuration,
    names: &[String],
) -> Result<()> {
    if args.watch {
        return Err(Error::usage(
            "--watch follows one context: drop --watch, or pass a single --context",
        ));
    }
    let args = args.clone();
    let read = move |c: Ctx, cluster: Cluster| {
        let args = args.clone();
        async move { once(&c, &cluster, &args, window).await }
    };
    let print = |outcomes: &[_]| crate::render::rollout::contexts(&ctx.printer, outcomes);
    contexts::run(ctx, names, read, print, |_| true).await
}

/// `rollout --watch`: follows the nodes (of `-l`), the CRs, the operator, the
/// DeploymentPolicies, the disruption budgets and the package pods through the watch API
/// (`cluster::follow`, as `status --watch`: one list each, then watches) and redraws when
/// something changes, and every `--interval` (the rate and ETA move with the clock). Every frame
/// is computed as the one-shot command computes it ([`Evaluation`]) over what is followed: a
/// frame lists nothing (`Live::snapshot`). What each node adds to each CR's rollout
/// ([`Folded`]) is kept between frames and made again only for the nodes whose verdict or
/// object changed (every node when a CR, a policy or the operator changed); a frame then
/// finishes the rollouts from what is kept. A node seen going from not complete to complete
/// counts as a completion at the time it was seen when its condition records none. The
/// header says what changed since the previous frame.
async fn watch(
    ctx: &Ctx,
    cluster: &Cluster,
    args: &RolloutArgs,
    window: SignedDuration,
) -> Result<()> {
    let interval = watch_loop::interval(args.interval, std::time::Duration::from_millis(200));
    let scope = NodeScope {
        names: Vec::new(),
        selector: args.selector.clone(),
    };
    let pods = PackagePods::In(ctx.global.connect.namespace.clone());
    let Some(mut live) = Live::start(ctx, cluster, scope, interval, pods, Keep::Digests).await?
    else {
        return Err(Error::Interrupted);
    };
    let mut previous_states: BTreeMap<(String, String), CompartmentState> = BTreeMap::new();
    let mut observed: BTreeMap<String, BTreeMap<String, Timestamp>> = BTreeMap::new();
    let mut folded = Folded::default();
    let mut warned = BTreeSet::new();
    // What the watches reported since the previous frame (nothing before the first).
    let mut seen: Option<Changes> = None;
    let mut ticked = false;
    loop {
        let started = std::time::Instant::now();
        live.notes();
        // Only the nodes the changes (or the time) touch are evaluated again.
        let changed = live
            .evaluate(seen.as_ref().unwrap_or(&Changes::default()), ticked)
            .await?;
        let Some(snap) = live.facts() else {
            return Ok(());
        };
        let crs = selected_crs(snap, &args.names)?;
        let policies = snap.policies.clone().unwrap_or_default();
        // A malformed policy is named once, not on every frame.
        warn_malformed(
            ctx,
            policies
                .malformed
                .iter()
                .filter(|m| warned.insert((*m).clone())),
        );
        let pods = live.follower.package_pods();
        let now = snap.now;
        let builders = builders(&crs, &policies);
        let all = seen.as_ref().is_none_or(|c| c.all);
        let touched = touched(&live, all, &changed, seen.as_ref());
        let progressed = folded.update(
            &builders,
            &touched,
            all,
            // The verdicts are kept as digests: a node read is evaluated again, with the same
            // facts its digest was made from.
            |name| {
                let node = live.follower.nodes().node(name)?;
                let gate = snap.evaluate(&node);
                Some((node.into_owned(), gate))
            },
            now,
            &mut observed,
        );
        let remade = folded.finish(builders, &crs, now, window, &pods, &observed);
        let rollouts: Vec<&Rollout> = folded
            .rollouts()
            .filter(|r| args.selector.is_none() || !args.names.is_empty() || r.nodes.selected > 0)
            .collect();
        let states = compartment_states(&rollouts);
        let frame = seen
            .as_ref()
            .map(|c| frame_changes(c, progressed, &previous_states, &states));
        render::rollout::frame(&ctx.printer, &rollouts, interval, frame.as_ref(), now)?;
        tracing::debug!(
            "frame: {} node(s) touched, {remade} of {} rollout(s) made again, {:?}",
            touched.len(),
            crs.len(),
            started.elapsed()
        );
        previous_states = states;
        ticked = false;
        seen = Some(match live.next(interval).await? {
            Wake::Changed(changes) => live.settle(changes).await?,
            Wake::Tick => {
                ticked = true;
                Changes::default()
            }
            Wake::Interrupted => return Err(Error::Interrupted),
        });
    }
}

/// What the frame's header says changed since the previous frame.
fn frame_changes(
    seen: &Changes,
    progressed: usize,
    before: &BTreeMap<(String, String), CompartmentState>,
    states: &BTreeMap<(String, String), CompartmentState>,
) -> FrameChanges {
    FrameChanges {
        nodes_updated: seen.nodes.len(),
        progressed,
        others_updated: seen.all,
        states: states
            .iter()
            .filter_map(|(k, now)| {
                let was = before.get(k)?;
                (was != now).then(|| (format!("{}/{}", k.0, k.1), *was, *now))
            })
            .collect(),
    }
}

/// Each compartment's state, by (CR, compartment): the frame's header names those that moved.
fn compartment_states(rollouts: &[&Rollout]) -> BTreeMap<(String, String), CompartmentState> {
    rollouts
        .iter()
        .flat_map(|r| {
            r.compartments
                .iter()
                .map(|c| ((r.name.clone(), c.name.clone()), c.state))
        })
        .collect()
}
