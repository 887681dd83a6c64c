//! Commands: each module parses its arguments, reads through the cluster layer, computes with
//! the pure model and hands the result to the renderer. `run` dispatches; `main` maps the result
//! to an exit code. `snapshot` is the central read, `write_flow` the flow every write command
//! (`writes/`, `lifecycle`, `migration taints`) hands its planner to, `contexts` runs a read over
//! several contexts; node targeting (`NodeTargets`, `for_each_target`) is here.

pub(crate) mod annotations;
pub mod completion;
pub(crate) mod contexts;
pub(crate) mod explain;
pub(crate) mod lifecycle;
pub(crate) mod live;
pub(crate) mod migration;
pub(crate) mod node;
pub(crate) mod package;
pub(crate) mod rollout;
mod snapshot;
pub(crate) mod status;
pub(crate) mod upgrade;
pub mod version;
pub(crate) mod wait;
mod walk;
pub(crate) mod write_flow;
pub(crate) mod writes;

use std::collections::BTreeSet;

use clap::Args;

use crate::cli::{Cli, Command, GlobalArgs};
use crate::cluster::{Cluster, nodes};
use crate::error::{Error, Result};
use crate::model::NodeView;
use crate::render::Printer;

pub(crate) use snapshot::{Snapshot, effective_config};

/// What every command gets.
#[derive(Debug)]
pub struct Ctx {
    pub global: GlobalArgs,
    pub printer: Printer,
}

impl Ctx {
    /// Connects to the cluster (no request yet).
    pub async fn cluster(&self) -> Result<Cluster> {
        Cluster::connect(&contexts::connect_options(&self.global)?).await
    }
}

/// Runs the parsed command line.
pub async fn run(cli: Cli) -> Result<()> {
    let ctx = Ctx {
        printer: Printer::with_output(&cli.global.output, cli.global.color, cli.global.no_headers)
            .sorted_by(cli.global.sort_by.clone()),
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
        Command::Upgrade(c) => upgrade::run(&ctx, c).await,
        Command::Completion(a) => completion::completion(&a),
        Command::Options(_) => ctx.printer.out(&crate::cli::options_text()),
        Command::Complete(a) => completion::run_complete(&ctx, a).await,
    }
}

/// `--nodewright NAME` (also `--skyhook NAME`): a NodeWright or Skyhook, resolved in whichever
/// API group serves it (a legacy object and its mirror are one logical CR). Declared once,
/// flattened into every command that takes it; each command words its help, and makes it
/// required or exclusive, with `#[command(mut_arg("nodewright", ...))]`.
#[derive(Debug, Clone, Args, Default)]
pub struct NodeWrightArg {
    /// The NodeWright (or Skyhook).
    #[arg(
        id = "nodewright",
        long = "nodewright",
        visible_alias = "skyhook",
        value_name = "NAME",
        value_parser = crate::model::names::cr
    )]
    pub name: Option<String>,
}

impl NodeWrightArg {
    /// The name, where the command made the flag required (clap refuses the command without it,
    /// so the error is only a guard).
    pub fn required(&self) -> Result<&str> {
        self.name
            .as_deref()
            .ok_or_else(|| Error::usage("--nodewright NAME is required"))
    }
}

/// `-L/--label-columns` and `--show-labels` (kubectl's), for the node tables.
#[derive(Debug, Clone, Args, Default)]
pub struct LabelArgs {
    /// A column per label key (repeatable or comma-separated), e.g. `-L nvidia.com/gpu.product`.
    #[arg(
        short = 'L',
        long = "label-columns",
        value_name = "KEY",
        value_delimiter = ','
    )]
    pub label_columns: Vec<String>,
    /// A LABELS column with every label of the node.
    #[arg(long)]
    pub show_labels: bool,
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
    /// Field selector over the nodes, as kubectl's: `metadata.name`, `spec.unschedulable`
    /// (`=`, `==`, `!=`), e.g. `spec.unschedulable=true`; passed to the API server.
    #[arg(
        long = "field-selector",
        value_name = "SELECTOR",
        value_parser = crate::model::fieldsel::FieldSelector::parse
    )]
    pub field_selector: Option<crate::model::fieldsel::FieldSelector>,
}

impl NodeTargets {
    /// Without `--regex`, each NODE must be a node name: one that cannot be is a usage error
    /// (exit 2) before any request (writes and `wait`; a read reports it missing, as `kubectl
    /// get`).
    pub fn check_names(&self) -> Result<()> {
        if self.regex {
            return Ok(());
        }
        self.nodes
            .iter()
            .try_for_each(|n| crate::model::names::node(n).map(drop).map_err(Error::usage))
    }

    /// With `--regex`, each NODE argument compiled as a regular expression anchored to the
    /// whole node name (a bad one is a usage error), beside its text; none without `--regex`.
    pub fn patterns(&self) -> Result<Vec<(&str, regex::Regex)>> {
        if !self.regex {
            return Ok(Vec::new());
        }
        self.nodes
            .iter()
            .map(|p| {
                regex::Regex::new(&format!("^(?:{p})$"))
                    .map(|r| (p.as_str(), r))
                    .map_err(|e| Error::usage(format!("invalid --regex pattern {p:?}: {e}")))
            })
            .collect()
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

/// Named nodes up to this many are read one GET each; more are found by one walk of the fleet.
const NAMED_BY_GET: usize = 20;

/// Whether reading the targets walks every node of the fleet (no `-l`, and no names or names
/// read through a walk): the walk then answers every read by name of the same command.
pub fn walks_fleet(targets: &NodeTargets) -> bool {
    targets.selector.is_none()
        && (targets.nodes.is_empty() || targets.regex || targets.nodes.len() > NAMED_BY_GET)
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
    for_each_listed(
        cluster,
        targets,
        |n, targeted| {
            if targeted { f(n) } else { Ok(()) }
        },
    )
    .await
}

/// [`for_each_target`], handing `f` every node read, each with whether it is a target (a walk
/// of the fleet for `--regex` or many names also reads the nodes it filters out).
pub async fn for_each_listed<F>(
    cluster: &Cluster,
    targets: &NodeTargets,
    mut f: F,
) -> Result<Vec<String>>
where
    F: FnMut(NodeView, bool) -> Result<()>,
{
    check_selector(targets.selector.as_deref())?;
    // The API server answers the field selector on every list; a node read by name is checked
    // here, by the same rule.
    let fields = targets.field_selector.clone();
    let field_selector = targets.field_selector.as_ref().map(|s| s.as_str());
    let mut f = move |n: NodeView, targeted: bool| {
        let targeted = targeted && fields.as_ref().is_none_or(|s| s.matches(&n));
        f(n, targeted)
    };
    if targets.nodes.is_empty() {
        nodes::for_each_page_where(
            cluster,
            targets.selector.as_deref(),
            field_selector,
            |page| page.into_iter().try_for_each(|n| f(n, true)),
        )
        .await?;
        return Ok(Vec::new());
    }
    if targets.regex {
        let patterns = targets.patterns()?;
        let mut hit = BTreeSet::new();
        nodes::for_each_page_where(
            cluster,
            targets.selector.as_deref(),
            field_selector,
            |page| {
                for n in page {
                    let matched: Vec<&str> = patterns
                        .iter()
                        .filter(|(_, r)| r.is_match(&n.name))
                        .map(|(p, _)| *p)
                        .collect();
                    hit.extend(matched.iter().copied());
                    f(n, !matched.is_empty())?;
                }
                Ok(())
            },
        )
        .await?;
        return Ok(patterns
            .iter()
            .filter(|(p, _)| !hit.contains(p))
            .map(|(p, _)| format!("(no node matches {p})"))
            .collect());
    }
    let wanted: BTreeSet<&str> = targets.nodes.iter().map(String::as_str).collect();
    let mut found = BTreeSet::new();
    if wanted.len() <= NAMED_BY_GET && targets.selector.is_none() {
        // A read of a name that cannot be a node's builds no request: the node is missing
        // (NotFound, exit 1, as `kubectl get`); writes refuse it first ([`NodeTargets::check_names`]).
        let possible = wanted
            .iter()
            .filter(|n| crate::model::names::subdomain_error(n).is_none());
        let fetched =
            futures::future::try_join_all(possible.map(|n| nodes::get(cluster, n))).await?;
        for n in fetched.into_iter().flatten() {
            found.insert(n.name.clone());
            f(n, true)?;
        }
    } else {
        nodes::for_each_page_where(
            cluster,
            targets.selector.as_deref(),
            field_selector,
            |page| {
                for n in page {
                    let targeted = wanted.contains(n.name.as_str());
                    if targeted {
                        found.insert(n.name.clone());
                    }
                    f(n, targeted)?;
                }
                Ok(())
            },
        )
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
        Err(Error::Reported)
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
