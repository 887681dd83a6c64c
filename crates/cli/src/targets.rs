//! The arguments several commands share: `--nodewright NAME`, the label columns, and which nodes
//! a command is about.

use clap::Args;

use nodewright_error::{Error, Result};

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
        value_parser = nodewright_model::names::cr
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
    /// Node names (exact; no regular expressions); `node/NAME`, as `-o name` prints it, too.
    #[arg(value_name = "NODE", value_parser = nodewright_model::names::node_arg)]
    pub nodes: Vec<String>,
    /// Label selector, e.g. `nvidia.com/gpu.present=true,pool in (a,b)`.
    #[arg(short = 'l', long = "selector", value_name = "SELECTOR", value_parser = super::values::selector)]
    pub selector: Option<String>,
    /// Treat NODE arguments as regular expressions matched against whole node names.
    #[arg(long)]
    pub regex: bool,
    /// Field selector over the nodes, as kubectl's: `metadata.name`, `spec.unschedulable`
    /// (`=`, `==`, `!=`), e.g. `spec.unschedulable=true`; passed to the API server.
    #[arg(
        long = "field-selector",
        value_name = "SELECTOR",
        value_parser = nodewright_model::fieldsel::FieldSelector::parse
    )]
    pub field_selector: Option<nodewright_model::fieldsel::FieldSelector>,
}

impl NodeTargets {
    /// Without `--regex`, each NODE must be a node name: one that cannot be is a usage error
    /// (exit 2) before any request (writes and `wait`; a read reports it missing, as `kubectl
    /// get`).
    pub fn check_names(&self) -> Result<()> {
        if self.regex {
            return Ok(());
        }
        self.nodes.iter().try_for_each(|n| {
            nodewright_model::names::node(n)
                .map(drop)
                .map_err(Error::usage)
        })
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
