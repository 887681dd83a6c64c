//! The engine the commands share: the context every command gets ([`Ctx`]), which nodes a
//! command reads (`targets`), the central read (`snapshot`, `walk`), the gate results of the
//! targeted nodes (`collect`), the live views' one watch loop (`live`), the write flow every
//! write command hands its planner to (`write_flow`, `writes`), the several-context runner
//! (`contexts`) and the migration report's reads (`migration`).
//!
//! A one-shot command is the first frame of its live view, read without following: the facts
//! settled one way (`Snapshot::settle_from`), each node evaluated and shown through the command's
//! view (`model::view`); only the node source differs, a streamed walk or the followed store
//! (docs/development.md, "The read path").

pub(crate) mod contexts;
pub(crate) mod explanation;
pub(crate) mod guarded_write;
pub(crate) mod migration;
pub(crate) mod node_walk;
pub(crate) mod one_shot;
pub(crate) mod rollouts;
mod snapshot;
pub(crate) mod target_nodes;
pub(crate) mod watch_loop;
pub(crate) mod write_targets;

use crate::cli::GlobalArgs;
use crate::cluster::Cluster;
use crate::error::Result;
use crate::render::Printer;

pub(crate) use snapshot::{Snapshot, effective_config};
pub(crate) use target_nodes::{
    fail_if_missing, for_each_listed, for_each_target, report_missing, walks_fleet,
};

/// What every command gets.
#[derive(Debug)]
pub struct Ctx {
    pub global: GlobalArgs,
    pub printer: Printer,
}

impl Ctx {
    /// Connects to the cluster (no request yet). The API server's warnings on its answers are
    /// printed as they arrive, each once (`Printer::server_warning`), as kubectl prints them.
    pub async fn cluster(&self) -> Result<Cluster> {
        let cluster = Cluster::connect(&contexts::connect_options(&self.global)?).await?;
        let printer = self.printer.clone();
        cluster
            .stats
            .warnings
            .on_warning(move |text| printer.server_warning(text));
        Ok(cluster)
    }
}
