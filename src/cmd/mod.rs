//! Commands: each module computes its result from the cluster layer and the pure model, then
//! hands it to the renderer. `run` dispatches; `main` maps the result to an exit code.

pub mod annotations;
pub mod completion;
pub mod contexts;
pub mod explain;
pub mod lifecycle;
pub mod migration;
pub mod node;
pub mod package;
pub mod rollout;
pub mod status;
pub mod version;
pub mod wait;
pub mod write;
pub mod writes;

use std::collections::BTreeSet;
use std::time::Duration;

use clap::Args;

use crate::cli::{Cli, Command, GlobalArgs};
use crate::cluster::crs::AllCrs;
use crate::cluster::operator::OperatorSearch;
use crate::cluster::{Cluster, nodes};
use crate::error::{Error, Result};
use crate::model::gate::NodeGate;
use crate::model::{CrView, GateContext, NodeView, OperatorConfig};
use crate::render::Printer;

/// What every command gets.
#[derive(Debug)]
pub struct Ctx {
    pub global: GlobalArgs,
    pub printer: Printer,
}

impl Ctx {
    /// Connects to the cluster (no request yet).
    pub async fn cluster(&self) -> Result<Cluster> {
        Cluster::connect(&self.global).await
    }
}

/// Runs the parsed command line.
pub async fn run(cli: Cli) -> Result<()> {
    let ctx = Ctx {
        printer: Printer::new(cli.global.output, cli.global.color),
        global: cli.global,
    };
    contexts::guard(&cli.command, &ctx.global)?;
    match cli.command {
        Command::Status(a) => status::run(&ctx, a).await,
        Command::Explain(a) => explain::run(&ctx, a).await,
        Command::Annotations(a) => annotations::run(&ctx, a).await,
        Command::Wait(a) => wait::run(&ctx, a).await,
        Command::Rollout(a) => rollout::run(&ctx, a).await,
        Command::Node(c) => node::run(&ctx, c).await,
        Command::Package(c) => package::run(&ctx, c).await,
        Command::Version(a) => version::run(&ctx, a).await,
        Command::Taint(a) => writes::taint(&ctx, a).await,
        Command::Untaint(a) => writes::untaint(&ctx, a).await,
        Command::Regate(a) => writes::regate(&ctx, a).await,
        Command::Reset(a) => writes::reset(&ctx, a).await,
        Command::Forget(a) => writes::forget(&ctx, a).await,
        Command::Restore(a) => writes::restore(&ctx, a).await,
        Command::Pause(a) => lifecycle::run(&ctx, lifecycle::Verb::Pause, a).await,
        Command::Resume(a) => lifecycle::run(&ctx, lifecycle::Verb::Resume, a).await,
        Command::Disable(a) => lifecycle::run(&ctx, lifecycle::Verb::Disable, a).await,
        Command::Enable(a) => lifecycle::run(&ctx, lifecycle::Verb::Enable, a).await,
        Command::DeploymentPolicy(c) => lifecycle::dp(&ctx, c).await,
        Command::Migration(c) => migration::run(&ctx, c).await,
        Command::Completion(a) => completion::completion(&a),
        Command::Options(_) => ctx.printer.out(&crate::cli::options_text()),
        Command::Complete(a) => completion::run_complete(&ctx, a).await,
    }
}

/// Which nodes a command is about: exact names, a label selector, or all.
#[derive(Debug, Clone, Args, Default)]
pub struct NodeTargets {
    /// Node names (exact; no regular expressions).
    #[arg(value_name = "NODE")]
    pub nodes: Vec<String>,
    /// Label selector, e.g. `nvidia.com/gpu.present=true,pool in (a,b)`.
    #[arg(short = 'l', long = "selector", value_name = "SELECTOR")]
    pub selector: Option<String>,
    /// Treat NODE arguments as regular expressions matched against whole node names.
    #[arg(long)]
    pub regex: bool,
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
    /// Picked, unfinished nodes of waiting CRs, read by name, with their stuck blockers
    /// (`batch-held`).
    pub holders: std::collections::BTreeMap<String, Vec<crate::model::gate::Blocker>>,
    /// Legacy Skyhooks holding a v0.18+ operator's migration (`operator-halted`).
    pub migration_hold: Vec<(String, String)>,
}

impl Snapshot {
    /// Reads CRs of both groups and the operator's configuration, concurrently; prints warnings.
    pub async fn load(ctx: &Ctx, cluster: &Cluster) -> Result<Snapshot> {
        let g = &ctx.global;
        let (crs, operator) = futures::join!(
            crate::cluster::crs::list_all(cluster),
            crate::cluster::operator::find(cluster, g.operator_namespace.as_deref())
        );
        let (mut snap, warnings) = Snapshot::from_parts(g, crs?, operator)?;
        for w in warnings {
            ctx.printer.warn(&w);
        }
        snap.read_holders(cluster).await?;
        Ok(snap)
    }

    /// The snapshot over CRs and an operator search already read (e.g. followed by watches),
    /// at the current time, with the warnings to print.
    pub fn from_parts(
        g: &GlobalArgs,
        crs: AllCrs,
        operator: OperatorSearch,
    ) -> Result<(Snapshot, Vec<String>)> {
        let (config, mut warnings) =
            crate::cluster::operator::effective_config(g, &operator, crs.renamed.served)?;
        warnings.extend(crs.warnings());
        let stall_after =
            crate::cluster::config::parse_duration(&g.stall_after)?.unwrap_or(Duration::MAX);
        let logical = crs.logical();
        let migration_hold = crate::model::gate::migration_hold(&crs.legacy.items);
        let snap = Snapshot {
            crs,
            logical,
            config,
            operator,
            stall_after,
            now: jiff::Timestamp::now(),
            holders: Default::default(),
            migration_hold,
        };
        Ok((snap, warnings))
    }

    /// Reads, by name (never the fleet), the nodes that hold a batch: picked into
    /// `status.nodePriority`, not complete, while another node of their CR waits (at most
    /// [`crate::model::gate::MAX_HOLDER_READS`]). Each is evaluated on its own; its stuck
    /// blockers are what `batch-held` names. `load` does this; a caller building the snapshot
    /// with `from_parts` (watches) calls it after each CR change to keep `batch-held`.
    pub async fn read_holders(&mut self, cluster: &Cluster) -> Result<()> {
        let names = crate::model::gate::holder_candidates(&self.logical);
        let read =
            futures::future::try_join_all(names.iter().map(|n| nodes::get(cluster, n))).await?;
        self.holders = Default::default();
        let holders = read
            .into_iter()
            .flatten()
            .map(|node| {
                let stuck = self
                    .evaluate(&node)
                    .blockers
                    .into_iter()
                    .filter(|b| b.code.is_stuck())
                    .collect();
                (node.name, stuck)
            })
            .collect();
        self.holders = holders;
        Ok(())
    }

    /// The taint a write may put on nodes. Refused when the operator's own setting is invalid
    /// and only a default was assumed: writing a guess could gate nodes with a taint the
    /// operator never removes. `--runtime-required-taint` says which one to write.
    pub fn taint_to_write(&self) -> Result<crate::model::taint::TaintSpec> {
        if self
            .config
            .source
            .starts_with(crate::cluster::operator::INVALID_TAINT_SOURCE)
        {
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
            holders: &self.holders,
            migration_hold: &self.migration_hold,
        }
    }

    /// Evaluates one node.
    pub fn evaluate(&self, node: &NodeView) -> NodeGate {
        crate::model::gate::evaluate(node, &self.gate_context())
    }
}

/// Validates a `-l` selector locally so a typo is a usage error (exit 2), not a server 400.
pub fn check_selector(sel: Option<&str>) -> Result<()> {
    if let Some(s) = sel {
        crate::model::selector::parse_selector(s)
            .map_err(|e| Error::usage(format!("invalid selector {s:?}: {e}")))?;
    }
    Ok(())
}

/// Walks the targeted nodes page by page and folds each through `f`. Named nodes that do not
/// exist are returned (the caller reports them). With names, nodes are fetched one GET each when
/// there are few, else by one list walk filtered locally.
pub async fn for_each_target<F>(
    cluster: &Cluster,
    targets: &NodeTargets,
    mut f: F,
) -> Result<Vec<String>>
where
    F: FnMut(NodeView) -> Result<()>,
{
    check_selector(targets.selector.as_deref())?;
    if targets.nodes.is_empty() {
        nodes::for_each_page(cluster, targets.selector.as_deref(), |page| {
            for n in page {
                f(n)?;
            }
            Ok(())
        })
        .await?;
        return Ok(Vec::new());
    }
    if targets.regex {
        let patterns = targets
            .nodes
            .iter()
            .map(|p| {
                regex::Regex::new(&format!("^(?:{p})$"))
                    .map(|r| (p.as_str(), r))
                    .map_err(|e| Error::usage(format!("invalid --regex pattern {p:?}: {e}")))
            })
            .collect::<Result<Vec<_>>>()?;
        let mut hit = BTreeSet::new();
        nodes::for_each_page(cluster, targets.selector.as_deref(), |page| {
            for n in page {
                let matched: Vec<&str> = patterns
                    .iter()
                    .filter(|(_, r)| r.is_match(&n.name))
                    .map(|(p, _)| *p)
                    .collect();
                if !matched.is_empty() {
                    hit.extend(matched);
                    f(n)?;
                }
            }
            Ok(())
        })
        .await?;
        return Ok(patterns
            .iter()
            .filter(|(p, _)| !hit.contains(p))
            .map(|(p, _)| format!("(no node matches {p})"))
            .collect());
    }
    let wanted: BTreeSet<&str> = targets.nodes.iter().map(String::as_str).collect();
    let mut found = BTreeSet::new();
    if wanted.len() <= 20 && targets.selector.is_none() {
        let fetched =
            futures::future::try_join_all(wanted.iter().map(|n| nodes::get(cluster, n))).await?;
        for n in fetched.into_iter().flatten() {
            found.insert(n.name.clone());
            f(n)?;
        }
    } else {
        nodes::for_each_page(cluster, targets.selector.as_deref(), |page| {
            for n in page {
                if wanted.contains(n.name.as_str()) {
                    found.insert(n.name.clone());
                    f(n)?;
                }
            }
            Ok(())
        })
        .await?;
    }
    Ok(wanted
        .into_iter()
        .filter(|n| !found.contains(*n))
        .map(str::to_string)
        .collect())
}

/// Ends a command that named nodes: each missing one was reported on a line of its own
/// ([`report_missing`]), which says it all, so this exits 1 without another line.
pub fn fail_if_missing(missing: &[String]) -> Result<()> {
    if missing.is_empty() {
        Ok(())
    } else {
        Err(Error::Failed(String::new()))
    }
}

/// Reports named nodes that do not exist, kubectl-style, on stderr.
pub fn report_missing(ctx: &Ctx, missing: &[String]) {
    for m in missing {
        if m.starts_with('(') {
            // A --regex pattern that matched nothing.
            ctx.printer.note(m);
        } else {
            ctx.printer.note(&format!(
                "Error from server (NotFound): nodes \"{m}\" not found"
            ));
        }
    }
}
