//! The one live loop behind `status --watch`, `wait` and `rollout --watch`: list once and follow
//! the watches (`cluster::follow`), rebuild the facts every node is evaluated against, wake on
//! a change, an interval or Ctrl-C. Each command keeps only what it does with a frame: `status`
//! redraws its table, `rollout` its compartments, `wait` settles nodes; their frames are
//! printed by `render`.

use std::collections::BTreeSet;
use std::future::Future;
use std::pin::Pin;
use std::time::Duration;

use super::{Ctx, Snapshot};
use crate::cluster::Cluster;
use crate::cluster::follow::{Changes, Follower, NodeScope};
use crate::error::Result;

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
}

impl std::fmt::Debug for Live<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Live")
            .field("warned", &self.warned)
            .finish_non_exhaustive()
    }
}

/// `--interval` as a duration: 5s when not given, never under `floor`.
pub fn interval(text: &str, floor: Duration) -> Result<Duration> {
    Ok(crate::cluster::config::parse_duration(text)?
        .unwrap_or(Duration::from_secs(5))
        .max(floor))
}

impl<'a> Live<'a> {
    /// Lists the nodes of `scope`, the CRs and the operator once and starts following them
    /// (where `watch` is forbidden, that source is listed every `interval`). `None` when Ctrl-C
    /// came first.
    pub async fn start(
        ctx: &'a Ctx,
        cluster: &'a Cluster,
        scope: NodeScope,
        interval: Duration,
    ) -> Result<Option<Live<'a>>> {
        let mut interrupt: Pin<Box<dyn Future<Output = std::io::Result<()>> + Send>> =
            Box::pin(tokio::signal::ctrl_c());
        let operator_namespace = ctx.global.operator_namespace.as_deref();
        let follower = tokio::select! {
            f = Follower::start(cluster, scope, operator_namespace, interval) => f?,
            _ = &mut interrupt => return Ok(None),
        };
        Ok(Some(Live {
            ctx,
            cluster,
            follower,
            interrupt,
            warned: BTreeSet::new(),
        }))
    }

    /// The follower's notes (a watch that fell back to lists, ...) as warnings.
    pub fn notes(&mut self) {
        for note in self.follower.take_notes() {
            self.ctx.printer.warn(&note);
        }
    }

    /// The facts of what is followed (CRs, operator), as `Snapshot::load` gives them to the
    /// one-shot commands: the waits across nodes (the policies, the nodes that hold a batch) are
    /// read by name, whether or not they are among the followed nodes. Its warnings are shown
    /// once per run.
    pub async fn snapshot(&mut self) -> Result<Snapshot> {
        let (mut snap, warnings) = Snapshot::from_parts(
            &self.ctx.global,
            self.follower.crs(),
            self.follower.operator().clone(),
        )?;
        snap.read_waits(self.cluster).await?;
        for w in warnings {
            if self.warned.insert(w.clone()) {
                self.ctx.printer.warn(&w);
            }
        }
        Ok(snap)
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
                    changes.nodes.extend(more.nodes);
                }
                _ = &mut settle => return Ok(changes),
            }
        }
    }
}
