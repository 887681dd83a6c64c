//! `dashboard`: the fleet's map, its rollouts and each node's explanation as one live page,
//! served on loopback (`nodewright-dashboard`). The cluster is followed once, by the live views'
//! loop (`app::watch_loop`, as `status --watch` and `rollout --watch` follow it), however many
//! pages are open: each frame evaluates only the nodes its changes touch, folds them into the
//! rollouts (`app::rollouts`, as `rollout --watch`) and hands the page only the cells and
//! rollouts that changed. When the follow breaks, the page says since when and keeps the last
//! state, and the follow starts again. Ctrl-C stops it (exit 130, as the other live views).

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;
use std::time::{Duration, Instant};

use jiff::{SignedDuration, Timestamp};
use tokio::sync::mpsc;

use crate::app::Ctx;
use crate::app::explanation::{explanation, recent_events};
use crate::app::rollouts::{Folded, builders, selected_crs, touched, warn_malformed};
use crate::app::watch_loop::{self, Live, Wake};
use crate::cli::dashboard::DashboardArgs;
use crate::cluster::Cluster;
use crate::cluster::follow::{Changes, NodeScope, PackagePods};
use crate::dashboard::{Answer, Frame, Hub, Query, Server};
use crate::error::{Error, Result};
use crate::model::reevaluation::NodeSource;
use crate::model::view::Keep;
use crate::render;
use crate::render::dashboard::CellParts;

/// The rate and ETA's window, as `rollout`'s default.
const WINDOW: SignedDuration = SignedDuration::from_hours(1);

/// How long a broken follow waits before it starts again.
const RESTART: Duration = Duration::from_secs(5);

/// Runs `dashboard`.
pub async fn run(ctx: &Ctx, args: DashboardArgs) -> Result<()> {
    let listener = tokio::net::TcpListener::bind((args.address, args.port))
        .await
        .map_err(|e| {
            Error::usage(format!(
                "cannot serve on {}:{}: {e}",
                args.address, args.port
            ))
        })?;
    let addr = listener.local_addr()?;
    if !args.address.is_loopback() {
        ctx.printer.warn(&format!(
            "serving on {addr}, not loopback: anyone who can reach it and has the URL's token can read the fleet"
        ));
    }
    let token = crate::dashboard::new_token()?;
    let hub = Arc::new(Hub::default());
    let (tx, mut queries) = mpsc::channel(16);
    let server = Arc::new(Server::new(addr, token.clone(), Arc::clone(&hub), tx));
    let url = format!("http://{addr}/?token={token}");
    let serving = tokio::spawn(server.serve(listener));
    render::dashboard::url(&ctx.printer, &url)?;
    if args.open {
        open(ctx, &url);
    }
    let cluster = ctx.cluster().await?;
    let done = follow(ctx, &cluster, &args, &hub, &mut queries).await;
    serving.abort();
    done
}

/// Opens `url` in the desktop's browser; a failure is a warning (the URL is printed).
fn open(ctx: &Ctx, url: &str) {
    if let Err(why) = render::dashboard::open_browser(url) {
        ctx.printer.warn(&format!(
            "cannot open a browser ({why}); open the URL above"
        ));
    }
}

/// Follows the cluster into the hub until Ctrl-C; a follow that breaks after it started is
/// shown on the page (since when) and started again.
async fn follow(
    ctx: &Ctx,
    cluster: &Cluster,
    args: &DashboardArgs,
    hub: &Hub,
    queries: &mut mpsc::Receiver<Query>,
) -> Result<()> {
    let interval = watch_loop::interval(args.interval, Duration::from_millis(200));
    let mut started_once = false;
    // Since when the follow is broken (kept across the starts that fail).
    let mut broken: Option<Timestamp> = None;
    loop {
        let scope = NodeScope {
            names: Vec::new(),
            selector: args.selector.clone(),
        };
        let pods = PackagePods::In(ctx.global.connect.namespace.clone());
        // Digests: a frame evaluates again the nodes it reads (as `rollout --watch`), for their
        // records and their cells alike; no verdict is kept whole.
        let ended = match Live::start(ctx, cluster, scope, interval, pods, Keep::Digests).await {
            Ok(Some(live)) => {
                (started_once, broken) = (true, None);
                let selector = args.selector.as_deref();
                frames(ctx, cluster, live, (interval, selector), hub, queries).await
            }
            Ok(None) => Err(Error::Interrupted),
            Err(e) => Err(e),
        };
        match ended {
            Err(Error::Interrupted) => return Err(Error::Interrupted),
            Err(e) if started_once => {
                let since = *broken.get_or_insert_with(Timestamp::now);
                ctx.printer.warn(&format!(
                    "the cluster cannot be followed since {since} ({e}); the page keeps the last state, again in {}s",
                    RESTART.as_secs()
                ));
                hub.publish(Frame {
                    broken: Some(Some(since.to_string())),
                    ..Frame::default()
                });
                let why = format!("the cluster cannot be followed since {since}");
                let wait = tokio::time::sleep(RESTART);
                tokio::pin!(wait);
                loop {
                    tokio::select! {
                        () = &mut wait => break,
                        _ = tokio::signal::ctrl_c() => return Err(Error::Interrupted),
                        Some(Query::Explain(_, reply) | Query::Select(_, reply)) = queries.recv() => {
                            let _ = reply.send(Err((503, why.clone())));
                        }
                    }
                }
            }
            other => return other,
        }
    }
}

/// Each node read in a frame, with what its cell shows (`None`: gone).
type Evaluated = Vec<(Arc<str>, Option<CellParts>)>;

/// What a frame keeps for the next.
#[derive(Debug, Default)]
struct Kept {
    folded: Folded,
    observed: BTreeMap<String, BTreeMap<String, Timestamp>>,
    warned: BTreeSet<(crate::model::Group, String, String)>,
    /// Each cell as sent: its parts and the compartment its first NodeWright placed it in (the
    /// name shared with the hub's copy of the cell).
    cells: BTreeMap<Arc<str>, (CellParts, Option<Arc<str>>)>,
    /// The lists of NodeWrights the cells share ([`CellParts::shared`]).
    lists: BTreeSet<Arc<[String]>>,
}

impl Kept {
    /// A node's cell, placed where its first NodeWright's rollout places it (`None`: gone).
    fn cell(&mut self, name: &Arc<str>, parts: Option<CellParts>) -> Result<Option<Arc<str>>> {
        let Some(parts) = parts else {
            self.cells.remove(name);
            return Ok(None);
        };
        let at = parts.first().and_then(|cr| {
            let standing = self.folded.standing_of(cr)?;
            standing.compartment_of(name).cloned()
        });
        let cell = render::dashboard::cell(name, &parts, at.as_deref())?;
        self.cells.insert(Arc::clone(name), (parts, at));
        Ok(Some(cell.into()))
    }

    /// The nodes whose first NodeWright places them elsewhere than their cell says (a policy
    /// or the nodes matching its selectors changed).
    fn moved(&self) -> Vec<Arc<str>> {
        self.cells
            .iter()
            .filter(|(node, (parts, at))| {
                let now = parts.first().and_then(|cr| self.folded.standing_of(cr));
                now.and_then(|s| s.compartment_of(node)) != at.as_ref()
            })
            .map(|(node, _)| Arc::clone(node))
            .collect()
    }
}

/// The frames of one follow: each brings the verdicts up to date, sends the page what changed,
/// then answers the page's questions until the next change or interval.
async fn frames(
    ctx: &Ctx,
    cluster: &Cluster,
    mut live: Live<'_>,
    (interval, selector): (Duration, Option<&str>),
    hub: &Hub,
    queries: &mut mpsc::Receiver<Query>,
) -> Result<()> {
    let mut kept = Kept::default();
    let mut seen: Option<Changes> = None;
    let mut ticked = false;
    loop {
        live.notes();
        let changed = live
            .evaluate(seen.as_ref().unwrap_or(&Changes::default()), ticked)
            .await?;
        let (rollouts, evaluated) =
            rollouts(ctx, selector, &live, &mut kept, &changed, seen.as_ref())?;
        let mut frame = Frame {
            cells: Vec::with_capacity(evaluated.len()),
            // The first frame of a follow has every node: those gone meanwhile go.
            whole: seen.is_none(),
            rollouts: Some(rollouts),
            broken: Some(None),
            ready: true,
        };
        for (name, parts) in evaluated {
            let cell = kept.cell(&name, parts)?;
            frame.cells.push((name, cell));
        }
        // The nodes placed elsewhere, their verdict the same: their cell as sent, moved (the
        // nodes just evaluated are placed already, so none of them is among these).
        for name in kept.moved() {
            if let Some((parts, _)) = kept.cells.get(&name).cloned() {
                let cell = kept.cell(&name, Some(parts))?;
                frame.cells.push((name, cell));
            }
        }
        hub.publish(frame);
        ticked = false;
        let deadline = Instant::now() + interval;
        seen = Some(loop {
            let asked = tokio::select! {
                wake = live.next(deadline.saturating_duration_since(Instant::now())) => Err(wake?),
                q = queries.recv() => Ok(q),
            };
            match asked {
                Ok(Some(q)) => answer(ctx, cluster, &live, q).await,
                // The server is gone: nothing will ask again.
                Ok(None) => return Ok(()),
                Err(Wake::Changed(c)) => break live.settle(c).await?,
                Err(Wake::Tick) => {
                    ticked = true;
                    break Changes::default();
                }
                Err(Wake::Interrupted) => return Err(Error::Interrupted),
            }
        });
    }
}

/// The rollouts after this frame, as `rollout --watch` makes them (its records kept between
/// frames, made again only for the nodes touched), as JSON text.
fn rollouts(
    ctx: &Ctx,
    selector: Option<&str>,
    live: &Live,
    kept: &mut Kept,
    changed: &crate::model::reevaluation::Changed,
    seen: Option<&Changes>,
) -> Result<(String, Evaluated)> {
    let Some(snap) = live.facts() else {
        return Ok(("[]".into(), Vec::new()));
    };
    let crs = selected_crs(snap, &[])?;
    let policies = snap.policies.clone().unwrap_or_default();
    let malformed = policies.malformed.iter();
    warn_malformed(ctx, malformed.filter(|m| kept.warned.insert((*m).clone())));
    let pods = live.follower.package_pods();
    let builders = builders(&crs, &policies);
    let all = seen.is_none_or(|c| c.all);
    let touched = touched(live, all, changed, seen);
    // Each node read is evaluated once, for its records and its cell.
    let evaluated = std::cell::RefCell::new(Vec::with_capacity(touched.len()));
    let lists = std::cell::RefCell::new(std::mem::take(&mut kept.lists));
    kept.folded.update(
        &builders,
        &touched,
        all,
        |name| {
            let node = live.follower.nodes().node(name);
            let gate = node.as_ref().map(|n| snap.evaluate(n));
            let parts = gate
                .as_ref()
                .map(|g| CellParts::of(g).shared(&mut lists.borrow_mut()));
            evaluated.borrow_mut().push((Arc::from(name), parts));
            Some((node?.into_owned(), gate?))
        },
        snap.now,
        &mut kept.observed,
    );
    kept.lists = lists.into_inner();
    kept.folded
        .finish(builders, &crs, snap.now, WINDOW, &pods, &kept.observed);
    // With -l, only the NodeWrights that select some of those nodes (as `rollout -l`).
    let made: Vec<_> = kept
        .folded
        .rollouts()
        .filter(|r| selector.is_none() || r.nodes.selected > 0)
        .collect();
    Ok((render::dashboard::rollouts(&made)?, evaluated.into_inner()))
}

/// Answers one question of the page: a node's `explain` document (the node read as `explain`
/// reads it, evaluated against the followed facts), or the nodes a label selector matches (as
/// the API server answers it).
async fn answer(ctx: &Ctx, cluster: &Cluster, live: &Live<'_>, q: Query) {
    match q {
        Query::Explain(name, reply) => {
            let doc = explain(ctx, cluster, live, &name).await;
            let _ = reply.send(doc);
        }
        Query::Select(selector, reply) => {
            let names = match crate::model::selector::parse_selector(&selector) {
                Err(e) => Err((400, format!("bad selector {selector:?}: {e}"))),
                Ok(_) => crate::cluster::nodes::names_where(cluster, Some(&selector))
                    .await
                    .map_err(|e| (502, e.to_string()))
                    .and_then(|n| serde_json::to_string(&n).map_err(|e| (500, e.to_string()))),
            };
            let _ = reply.send(names);
        }
    }
}

async fn explain(ctx: &Ctx, cluster: &Cluster, live: &Live<'_>, name: &str) -> Answer {
    let Some(snap) = live.facts() else {
        return Err((503, "the fleet is still being read".into()));
    };
    let node = match crate::cluster::nodes::get(cluster, name).await {
        Ok(Some(node)) => node,
        Ok(None) => return Err((404, format!("node {name:?} not found"))),
        Err(e) => return Err((502, e.to_string())),
    };
    let gate = snap.evaluate(&node);
    // Its recent events and its NodeWrights', as `explain` shows them (two lists).
    let events = match recent_events(cluster, &gate).await {
        Ok(events) => events,
        Err(e) => crate::model::events::unreadable(&e.to_string()),
    };
    let mut doc = explanation(&gate, &node, snap, ctx.global.removal_version.get());
    doc.events = Some(&events);
    render::dashboard::explanation(&doc).map_err(|e| (500, e.to_string()))
}
