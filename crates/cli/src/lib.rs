//! The command surface: clap types only, typed at the edge. This module holds the global flags
//! and the top-level command enum; each command's arguments are in the module of its name (as its
//! code is in `crate::cmd`). It imports only `model` and `render` (and the leaves).

// Functions stay under 100 lines (clippy.toml); tests are not held to it.
#![warn(clippy::too_many_lines)]

pub mod annotations;
pub mod completion;
pub mod connect;
pub mod dashboard;
pub mod explain;
pub mod forget;
pub mod ignore;
pub mod lifecycle;
pub mod migration;
pub mod node;
pub mod package;
pub mod reset;
pub mod rollout;
pub mod status;
pub mod taint;
mod targets;
pub mod upgrade;
pub mod values;
pub mod version;
pub mod wait;
pub mod write;

use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand};

use nodewright_model::nodelist::NodeList;
use nodewright_model::taint::TaintSpec;

pub use connect::ConnectArgs;
/// `-o` and `--color` are the printer's choices: their types live in `render`, the lower layer.
pub use nodewright_render::output::Output;
pub use nodewright_render::{ColorChoice, OutputFormat};
pub use targets::{LabelArgs, NodeTargets, NodeWrightArg};
pub use values::{DurationArg, RemovalArg};

/// `kubectl nodewright`: explain and fix the NodeWright runtime-required gate, fleet-wide.
#[derive(Debug, Parser)]
#[command(
    name = "kubectl nodewright",
    bin_name = "kubectl nodewright",
    version,
    about = "Explain and fix the NodeWright (formerly Skyhook) runtime-required gate, fleet-wide",
    long_about = "Explain and fix the NodeWright (formerly Skyhook) runtime-required gate, fleet-wide.\n\n\
        Why is this node still tainted? Why did a reset not re-gate it? Which nodes still use the \
        legacy skyhook.nvidia.com taint key? `status` answers for every node in one call; \
        `explain NODE` shows everything about one node with the command that fixes it.",
    after_help = "Examples:\n  kubectl nodewright status\n  kubectl nodewright status --state stuck -o wide\n  kubectl nodewright explain gpu-node-7\n  kubectl nodewright version",
    max_term_width = 100
)]
pub struct Cli {
    #[command(flatten)]
    pub global: GlobalArgs,

    #[command(subcommand)]
    pub command: Command,
}

/// Flags every kubectl user expects after the plugin name, plus the plugin's own globals.
#[derive(Debug, Clone, Args, Default)]
pub struct GlobalArgs {
    /// kubectl's connection flags (`--kubeconfig`, `--context`, `--server`, `--token`, `--as`,
    /// `--request-timeout`, ...): the model's one type, its clap surface in `connect.rs`.
    #[command(flatten)]
    pub connect: ConnectArgs,
    /// Several contexts at once (`--all-contexts`, `--max-clusters`, `--context-timeout`).
    #[command(flatten)]
    pub fleet: FleetArgs,
    /// Log level for stderr (0 quiet .. 4 retries .. 6 every request .. 8 bodies).
    #[arg(
        short = 'v',
        long = "v",
        global = true,
        value_name = "N",
        default_value_t = 0,
        help_heading = "Output flags"
    )]
    pub verbosity: u8,
    /// Output format: table, wide, json, yaml, name, or kubectl's template forms over the JSON
    /// document: jsonpath=TEMPLATE, jsonpath-file=FILE, custom-columns=SPEC,
    /// custom-columns-file=FILE (docs/output.md).
    #[arg(
        short = 'o',
        long = "output",
        global = true,
        value_name = "FORMAT",
        value_parser = nodewright_render::output::OutputParser,
        default_value = "table",
        help_heading = "Output flags"
    )]
    pub output: Output,
    /// Print tables (and custom columns) without their header line, as kubectl's --no-headers.
    #[arg(long, global = true, help_heading = "Output flags")]
    pub no_headers: bool,
    /// Sort lists by this JSONPath over each item of the JSON document, e.g. `.state` (status,
    /// node list; every output format), as kubectl's --sort-by.
    #[arg(
        long,
        global = true,
        value_name = "JSONPATH",
        value_parser = nodewright_render::sort::SortBy::value_parser,
        help_heading = "Output flags"
    )]
    pub sort_by: Option<nodewright_render::sort::SortBy>,
    /// When to colour output (NO_COLOR and CLICOLOR are honoured in auto).
    #[arg(
        long,
        global = true,
        value_enum,
        default_value_t,
        help_heading = "Output flags"
    )]
    pub color: ColorChoice,
    /// Treat warnings received from the server as errors and exit with a non-zero exit code
    /// (as kubectl's: the command still runs and prints them; exit 1 after it).
    #[arg(long, global = true, help_heading = "Output flags")]
    pub warnings_as_errors: bool,
    /// Namespace of the operator Deployment (default: `nodewright`, then `skyhook`, then search).
    #[arg(
        long,
        global = true,
        value_name = "NS",
        help_heading = "NodeWright flags"
    )]
    pub operator_namespace: Option<String>,
    /// The runtime-required taint, `key=value:Effect` (default: read from the operator Deployment).
    #[arg(
        long,
        global = true,
        value_name = "TAINT",
        value_parser = values::taint,
        help_heading = "NodeWright flags"
    )]
    pub runtime_required_taint: Option<TaintSpec>,
    /// The operator release that drops the legacy skyhook.nvidia.com group and taint
    /// (v0.21.0: v0.20.0's release notes, "Deprecations").
    #[arg(
        long,
        global = true,
        value_name = "VERSION",
        default_value = nodewright_model::version::DEFAULT_REMOVAL_RELEASE,
        value_parser = RemovalArg::parse,
        help_heading = "NodeWright flags"
    )]
    pub removal_version: RemovalArg,
    /// A gated node with no recorded change for this long is `stalled`.
    #[arg(
        long,
        global = true,
        value_name = "DURATION",
        default_value = "15m",
        value_parser = DurationArg::parse,
        help_heading = "NodeWright flags"
    )]
    pub stall_after: DurationArg,
    /// Nodes per list page (as kubectl's --chunk-size): with it, every node is listed in pages
    /// of N; without it, in ONE list streamed and decoded node by node (see docs/benchmarks.md,
    /// "What a node list costs the API server"), handed on in batches of 250. 250, not
    /// kubectl's 500: a page of GPU nodes (~30 KB each as received) is held while it is decoded,
    /// and the next one is already on its way meanwhile, so a page costs memory twice
    /// (measured, status of 1,415 GPU nodes, peak RSS: 53 MB at 250, 61 MB at 500, 86 MB at 1000).
    #[arg(
        long,
        global = true,
        value_name = "N",
        help_heading = "Cluster flags",
        hide = true
    )]
    pub chunk_size: Option<u32>,
    /// How a walk of every node lists them: one (one consistent list, streamed, handed on in
    /// batches of --chunk-size), paged (pages of --chunk-size), cached (one list at
    /// resourceVersion=0: may be stale). For measurements; without it, paged when --chunk-size
    /// is given, else one.
    #[arg(
        long,
        global = true,
        value_name = "HOW",
        value_parser = by_name::<NodeList>(),
        help_heading = "Cluster flags",
        hide = true
    )]
    pub node_list: Option<NodeList>,
}

/// A model enum as a flag's value, by its serde name (`--state pending-taint`, `--node-list
/// paged`): the model's own vocabulary offered as clap's possible values, no mirror enum to keep
/// in step. (clap's `ValueEnum` cannot be implemented here for the model's types.)
pub fn by_name<T>() -> impl clap::builder::TypedValueParser<Value = T>
where
    T: nodewright_model::VariantArray + Clone + Send + Sync + 'static,
    for<'a> &'a T: Into<&'static str>,
{
    use clap::builder::TypedValueParser;
    let names = T::VARIANTS.iter().map(nodewright_model::enum_name);
    clap::builder::PossibleValuesParser::new(names).try_map(|name: String| {
        T::VARIANTS
            .iter()
            .find(|v| nodewright_model::enum_name(*v) == name)
            .cloned()
            .ok_or("not one of the possible values")
    })
}

/// The global flags of several-context reads (flattened into [`GlobalArgs`]).
#[derive(Debug, Clone, Args, Default)]
pub struct FleetArgs {
    /// Every context of the kubeconfig, as one view (read commands only).
    #[arg(
        long,
        global = true,
        conflicts_with = "context",
        help_heading = "Cluster flags"
    )]
    pub all_contexts: bool,
    /// With several contexts: how many are read at once.
    #[arg(
        long,
        global = true,
        value_name = "N",
        default_value_t = 8,
        value_parser = clap::value_parser!(u16).range(1..),
        help_heading = "Cluster flags"
    )]
    pub max_clusters: u16,
    /// With several contexts: how long one context's whole read may take before that context is
    /// reported as failed and the others are shown; 0 means no limit.
    #[arg(
        long,
        global = true,
        value_name = "DURATION",
        default_value = "2m",
        value_parser = DurationArg::parse,
        help_heading = "Cluster flags"
    )]
    pub context_timeout: DurationArg,
}

/// Arguments of `options` (none).
#[derive(Debug, Clone, Args)]
#[command(after_help = "Example:\n  kubectl nodewright options")]
pub struct OptionsArgs {}

/// The line every command's help ends with, as kubectl's does.
pub const OPTIONS_HINT: &str = "Use \"kubectl nodewright options\" for a list of global command-line options (applies to all commands).";

/// The command line as users see it: the global flags (kubeconfig, context, output, ...) are
/// accepted by every command but hidden from each command's help, which shows its own flags and
/// examples and ends with [`OPTIONS_HINT`]; `options` lists them, as `kubectl options` does.
/// Hidden from help only: completion scripts and man pages (built from `Cli::command()`) keep
/// them.
pub fn command() -> clap::Command {
    with_options_hint(Cli::command().mut_args(|a| {
        if a.is_global_set() {
            a.hide_short_help(true).hide_long_help(true)
        } else {
            a
        }
    }))
}

fn with_options_hint(cmd: clap::Command) -> clap::Command {
    let after = match cmd.get_after_help() {
        Some(h) => format!("{h}\n\n{OPTIONS_HINT}"),
        None => OPTIONS_HINT.to_string(),
    };
    cmd.after_help(after).mut_subcommands(|sub| {
        if sub.is_hide_set() {
            sub
        } else {
            with_options_hint(sub)
        }
    })
}

/// Parses the process's arguments with [`command`].
pub fn try_parse() -> Result<Cli, clap::Error> {
    let mut matches = command().try_get_matches()?;
    Cli::from_arg_matches_mut(&mut matches)
}

/// The text of `options`: every global flag under its heading, with its help.
pub fn options_text() -> String {
    let mut cmd = GlobalArgs::augment_args(
        clap::Command::new("kubectl nodewright options")
            .disable_help_flag(true)
            .max_term_width(100)
            .help_template("The following options can be passed to any command:\n\n{all-args}"),
    );
    cmd.render_long_help().to_string()
}

/// Top-level commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// One row per node: gate state, gate taint, first blocker, per-CR progress.
    Status(status::StatusArgs),
    /// Everything about one node: CRs, declared vs observed packages, verdicts, blockers with fixes.
    #[command(visible_alias = "why")]
    Explain(explain::ExplainArgs),
    /// Follow nodes through the watch API until they are released (or --for another condition);
    /// a result per node.
    Wait(wait::WaitArgs),
    /// Per NodeWright: progress by the operator's rule, compartments and batches, rate and ETA,
    /// usual stage times, and what holds the rollout.
    Rollout(rollout::RolloutArgs),
    /// Serve the fleet's map, its rollouts and each node's explanation as a live page on
    /// loopback (read-only); prints its URL with a token. Ctrl-C stops it.
    Dashboard(dashboard::DashboardArgs),
    /// Every NodeWright/Skyhook key on the nodes, what it means and which CR owns it.
    Annotations(annotations::AnnotationsArgs),
    /// Node commands, as in the operator's CLI.
    #[command(subcommand)]
    Node(node::NodeCommand),
    /// Package commands, as in the operator's CLI.
    #[command(subcommand)]
    Package(package::PackageCommand),
    /// Plugin version; with a cluster, operator versions, API groups and server version.
    Version(version::VersionArgs),
    /// Put the configured runtime-required taint on nodes (re-gate), guarded.
    Taint(taint::TaintArgs),
    /// Remove gate taints (configured, legacy, or a named key), guarded; other taints are kept.
    Untaint(taint::UntaintArgs),
    /// Add the gate taint and reset the runtime-required NodeWrights' state, in one write per node.
    Regate(taint::RegateArgs),
    /// Reset a NodeWright's package state on its nodes (does NOT re-gate; see `regate`).
    Reset(reset::ResetArgs),
    /// Strip the operator's keys from nodes so they are "new" again; writes a backup first.
    Forget(forget::ForgetArgs),
    /// Put back the keys a `forget` removed, from its backup file.
    Restore(forget::RestoreArgs),
    /// Pause a NodeWright (annotation `pause: "true"`).
    Pause(lifecycle::LifecycleArgs),
    /// Resume a paused NodeWright.
    Resume(lifecycle::LifecycleArgs),
    /// Disable a NodeWright (annotation `disable: "true"`).
    Disable(lifecycle::LifecycleArgs),
    /// Enable a disabled NodeWright.
    Enable(lifecycle::LifecycleArgs),
    /// Deployment-policy commands, as in the operator's CLI.
    #[command(subcommand, name = "deployment-policy", visible_alias = "dp")]
    DeploymentPolicy(lifecycle::DeploymentPolicyCommand),
    /// Skyhook -> NodeWright migration: a cluster report with a verdict, and the taint swap.
    #[command(subcommand)]
    Migration(migration::MigrationCommand),
    /// Operator upgrades: `upgrade check --to VERSION`, what changes for this fleet and what to do first.
    #[command(subcommand)]
    Upgrade(upgrade::UpgradeCommand),
    /// Print a completion script: `kubectl` (the kubectl_complete-nodewright shim), or a shell's.
    Completion(completion::CompletionArgs),
    /// Print the flags every command accepts (kubeconfig, context, output, colour, ...).
    Options(OptionsArgs),
    /// kubectl's plugin-completion protocol (run by the `kubectl_complete-nodewright` shim).
    #[command(name = "__complete", hide = true)]
    Complete(completion::CompleteArgs),
}

#[cfg(test)]
mod tests {
    use super::*;

    fn globals(args: &[&str]) -> Result<GlobalArgs, clap::Error> {
        let argv = ["kubectl-nodewright", "status"].iter().chain(args);
        Cli::try_parse_from(argv).map(|c| c.global)
    }

    /// `--node-list` is typed at the edge: a bad value is clap's usage error (exit 2) that lists
    /// the values, before anything runs.
    #[test]
    fn node_list_is_parsed_at_the_edge() {
        assert_eq!(globals(&[]).expect("defaults").node_list, None);
        let g = globals(&["--node-list", "paged"]).expect("valid");
        assert_eq!(g.node_list, Some(NodeList::Paged));
        let e = globals(&["--node-list", "sideways"]).expect_err("refused");
        assert_eq!(e.exit_code(), 2, "a usage error");
        let text = e.to_string();
        assert!(
            text.contains("sideways") && text.contains("one, paged, cached"),
            "{text}"
        );
    }

    /// `--runtime-required-taint` and `--removal-version` too: a bad value is a usage error
    /// that says what is wrong (and the form a taint takes) before any cluster is read.
    #[test]
    fn taint_and_removal_flags_are_parsed_at_the_edge() {
        let g = globals(&[]).expect("defaults");
        assert_eq!(g.runtime_required_taint, None);
        assert_eq!(g.removal_version, RemovalArg::default());
        let g = globals(&[
            "--runtime-required-taint",
            "example.com/gate=on:NoSchedule",
            "--removal-version",
            "v0.22.0",
        ])
        .expect("valid");
        assert_eq!(
            g.runtime_required_taint.map(|t| t.to_string()).as_deref(),
            Some("example.com/gate=on:NoSchedule")
        );
        assert_eq!(g.removal_version.get().to_string(), "v0.22.0");
        for (bad, says) in [
            (
                ["--runtime-required-taint", "nodewright.nvidia.com-"],
                "key[=value]:Effect",
            ),
            (["--removal-version", "soon"], "not an operator release"),
        ] {
            let e = globals(&bad).expect_err("refused");
            assert_eq!(e.exit_code(), 2, "{bad:?}: a usage error");
            let text = e.to_string();
            assert!(text.contains(bad[1]) && text.contains(says), "{text}");
        }
    }
}
