//! `__complete`: kubectl's plugin-completion protocol (see the parent module): walk the words
//! typed through the clap definitions, then offer subcommands, flags, or a value's candidates
//! (from its possible values, the kubeconfig, or the cluster within [`CLUSTER_BUDGET`]).

use clap::builder::PossibleValue;
use clap::{Arg, ArgAction, Args, CommandFactory, Parser, ValueHint};

use super::*;
use crate::app::Ctx;
use crate::cli::completion::CompleteArgs;
use crate::cli::{Cli, GlobalArgs};

/// One completion candidate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Candidate {
    pub value: String,
    pub help: String,
}

impl Candidate {
    fn new(value: impl Into<String>, help: impl Into<String>) -> Self {
        Candidate {
            value: value.into(),
            help: help.into(),
        }
    }
}

/// Where the values of an argument come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Source {
    NodeWrights,
    Nodes,
    Contexts,
    Clusters,
    Users,
    Files,
    Nothing,
}

/// What the word under the cursor is.
#[derive(Debug)]
enum Slot {
    /// A flag name.
    Flag,
    /// The value of this flag; candidates get `prefix` (`--flag=`) in front.
    FlagValue { arg: Arg, prefix: String },
    /// A subcommand or the next positional argument.
    Word { positional: Option<Arg> },
}

/// What the walk over the typed words found.
#[derive(Debug)]
struct Walk {
    cmd: clap::Command,
    slot: Slot,
    current: String,
    /// Global flags as typed (`--kubeconfig=PATH`), to reach the same cluster.
    globals: Vec<String>,
}

impl Walk {
    /// The word under the cursor is the value of `arg` (`--flag <TAB>`, `-f <TAB>`).
    fn value_of(cmd: clap::Command, arg: Arg, current: String, globals: Vec<String>) -> Walk {
        Walk {
            cmd,
            slot: Slot::FlagValue {
                arg,
                prefix: String::new(),
            },
            current,
            globals,
        }
    }
}

fn find_long<'a>(cmd: &'a clap::Command, name: &str) -> Option<&'a Arg> {
    cmd.get_arguments().find(|a| {
        a.get_long() == Some(name) || a.get_all_aliases().is_some_and(|al| al.contains(&name))
    })
}

fn find_short(cmd: &clap::Command, c: char) -> Option<&Arg> {
    cmd.get_arguments().find(|a| {
        a.get_short() == Some(c) || a.get_all_short_aliases().is_some_and(|al| al.contains(&c))
    })
}

/// A flag that must be followed by a value (`--output json`); `--dry-run` (optional value) and
/// switches are not.
fn needs_value(arg: &Arg) -> bool {
    arg.get_action().takes_values() && arg.get_num_args().is_none_or(|n| n.min_values() > 0)
}

fn is_global(global_ids: &[String], arg: &Arg) -> bool {
    global_ids.iter().any(|id| id == arg.get_id().as_str())
}

fn global_ids() -> Vec<String> {
    GlobalArgs::augment_args(clap::Command::new("globals"))
        .get_arguments()
        .map(|a| a.get_id().to_string())
        .collect()
}

fn positional_at(cmd: &clap::Command, index: usize) -> Option<Arg> {
    let mut last_multi = None;
    for a in cmd.get_positionals() {
        if a.get_index() == Some(index + 1) {
            return Some(a.clone());
        }
        if matches!(a.get_action(), ArgAction::Append) && a.get_index() <= Some(index + 1) {
            last_multi = Some(a.clone());
        }
    }
    last_multi
}

fn walk(words: &[String]) -> Walk {
    let mut root = Cli::command();
    root.build();
    let global_ids = global_ids();
    let (current, done) = match words.split_last() {
        Some((c, d)) => (c.clone(), d),
        None => (String::new(), &[][..]),
    };
    let mut cmd = root;
    let mut positionals = 0usize;
    let mut globals = Vec::new();
    let mut escaped = false;
    let mut i = 0;
    while i < done.len() {
        let w = &done[i];
        i += 1;
        if escaped {
            positionals += 1;
            continue;
        }
        if w == "--" {
            escaped = true;
            continue;
        }
        if let Some(rest) = w.strip_prefix("--") {
            let (name, inline) = match rest.split_once('=') {
                Some((n, v)) => (n, Some(v.to_string())),
                None => (rest, None),
            };
            let Some(arg) = find_long(&cmd, name).cloned() else {
                continue;
            };
            let value = if inline.is_some() || !needs_value(&arg) {
                inline
            } else if i < done.len() {
                i += 1;
                Some(done[i - 1].clone())
            } else {
                // `--flag <TAB>`: the word under the cursor is its value.
                return Walk::value_of(cmd, arg, current, globals);
            };
            if is_global(&global_ids, &arg) {
                globals.push(match value {
                    Some(v) => format!("--{name}={v}"),
                    None => format!("--{name}"),
                });
            }
            continue;
        }
        if let Some(shorts) = w.strip_prefix('-').filter(|s| !s.is_empty()) {
            for (pos, c) in shorts.char_indices() {
                let Some(arg) = find_short(&cmd, c).cloned() else {
                    break;
                };
                if !needs_value(&arg) {
                    continue;
                }
                let rest = &shorts[pos + c.len_utf8()..];
                let value = if !rest.is_empty() {
                    rest.trim_start_matches('=').to_string()
                } else if i < done.len() {
                    i += 1;
                    done[i - 1].clone()
                } else {
                    return Walk::value_of(cmd, arg, current, globals);
                };
                if is_global(&global_ids, &arg) {
                    globals.push(format!("-{c}{value}"));
                }
                break;
            }
            continue;
        }
        let sub = (positionals == 0)
            .then(|| cmd.find_subcommand(w).cloned())
            .flatten();
        match sub {
            Some(s) => cmd = s,
            None => positionals += 1,
        }
    }
    let slot = slot(&cmd, &current, escaped, positionals);
    Walk {
        cmd,
        slot,
        current,
        globals,
    }
}

/// What the word under the cursor is, once the words before it were walked: a flag's value
/// (`--flag=<TAB>`), a flag, or a word (a subcommand or the positional at `positionals`).
fn slot(cmd: &clap::Command, current: &str, escaped: bool, positionals: usize) -> Slot {
    if !escaped && current.starts_with("--") && current.contains('=') {
        let (name, _) = current[2..].split_once('=').unwrap_or_default();
        match find_long(cmd, name) {
            Some(arg) => Slot::FlagValue {
                arg: arg.clone(),
                prefix: format!("--{name}="),
            },
            None => Slot::Word { positional: None },
        }
    } else if !escaped && current.starts_with('-') {
        Slot::Flag
    } else {
        Slot::Word {
            positional: positional_at(cmd, positionals),
        }
    }
}

fn first_line(s: &str) -> String {
    s.lines()
        .next()
        .unwrap_or("")
        .trim()
        .trim_end_matches('.')
        .replace('\t', " ")
}

fn help_of(arg: &Arg) -> String {
    arg.get_help()
        .map(|h| first_line(&h.to_string()))
        .unwrap_or_default()
}

fn source_of(arg: &Arg) -> Source {
    let long = arg.get_long();
    let value_names: Vec<String> = arg
        .get_value_names()
        .map(|v| v.iter().map(|s| s.to_string()).collect())
        .unwrap_or_default();
    let help = arg.get_help().map(|h| h.to_string()).unwrap_or_default();
    match long {
        Some("nodewright") => return Source::NodeWrights,
        Some("node") => return Source::Nodes,
        Some("context") => return Source::Contexts,
        Some("cluster") => return Source::Clusters,
        Some("user") => return Source::Users,
        _ => {}
    }
    if value_names.iter().any(|v| v == "NODE") {
        return Source::Nodes;
    }
    if arg.is_positional()
        && (value_names.is_empty() || value_names.iter().any(|v| v == "NAME"))
        && help.contains("NodeWright")
    {
        return Source::NodeWrights;
    }
    if matches!(
        arg.get_value_hint(),
        ValueHint::AnyPath | ValueHint::FilePath | ValueHint::DirPath
    ) || value_names.iter().any(|v| v == "PATH" || v == "FILE")
    {
        return Source::Files;
    }
    Source::Nothing
}

fn possible_values(arg: &Arg) -> Vec<Candidate> {
    arg.get_possible_values()
        .iter()
        .filter(|p: &&PossibleValue| !p.is_hide_set())
        .map(|p| {
            Candidate::new(
                p.get_name(),
                p.get_help()
                    .map(|h| first_line(&h.to_string()))
                    .unwrap_or_default(),
            )
        })
        .collect()
}

/// The global flags as typed, parsed like the real command line would be.
#[derive(Debug, Parser)]
#[command(no_binary_name = true)]
struct GlobalsOnly {
    #[command(flatten)]
    global: GlobalArgs,
}

fn completion_globals(typed: &[String], base: &GlobalArgs) -> GlobalArgs {
    let mut g = if typed.is_empty() {
        base.clone()
    } else {
        GlobalsOnly::try_parse_from(typed)
            .map(|p| p.global)
            .unwrap_or_else(|_| base.clone())
    };
    // Names come from one cluster: the first of several contexts.
    g.connect.context.truncate(1);
    g.fleet.all_contexts = false;
    g.connect.request_timeout = Some(CLUSTER_BUDGET);
    g.verbosity = 0;
    g
}

/// Names from the cluster, or nothing within [`CLUSTER_BUDGET`]; never an error.
async fn from_cluster(g: &GlobalArgs, source: Source) -> Vec<Candidate> {
    let ask = async {
        let opts = crate::app::contexts::connect_options(g).ok()?;
        let cluster = crate::cluster::Cluster::connect(&opts).await.ok()?;
        match source {
            Source::NodeWrights => {
                let crs = crate::cluster::crs::list_all(&cluster).await.ok()?;
                let mut out: Vec<Candidate> = crs
                    .logical()
                    .into_iter()
                    .map(|c| {
                        let kind = c.group.map(|g| g.kind()).unwrap_or("NodeWright");
                        Candidate::new(c.name, kind)
                    })
                    .collect();
                // A legacy name that was mirrored resolves too.
                for cr in &crs.legacy.items {
                    if !out.iter().any(|c| c.value == cr.name) {
                        out.push(Candidate::new(cr.name.clone(), "Skyhook"));
                    }
                }
                Some(out)
            }
            Source::Nodes => {
                let names = crate::cluster::nodes::names(&cluster).await.ok()?;
                Some(names.into_iter().map(|n| Candidate::new(n, "")).collect())
            }
            _ => None,
        }
    };
    tokio::time::timeout(CLUSTER_BUDGET, ask)
        .await
        .ok()
        .flatten()
        .unwrap_or_default()
}

/// Contexts, clusters or users of the kubeconfig in use (no request to the cluster).
fn from_kubeconfig(g: &GlobalArgs, source: Source) -> Vec<Candidate> {
    let Ok(kc) =
        crate::cluster::config::load_kubeconfig(&crate::app::contexts::kubeconfig_options(g))
    else {
        return Vec::new();
    };
    match source {
        Source::Contexts => kc
            .contexts
            .into_iter()
            .map(|c| Candidate::new(c.name, ""))
            .collect(),
        Source::Clusters => kc
            .clusters
            .into_iter()
            .map(|c| Candidate::new(c.name, ""))
            .collect(),
        Source::Users => kc
            .auth_infos
            .into_iter()
            .map(|c| Candidate::new(c.name, ""))
            .collect(),
        _ => Vec::new(),
    }
}

async fn values_of(arg: &Arg, g: &GlobalArgs) -> (Vec<Candidate>, u8) {
    let fixed = possible_values(arg);
    if !fixed.is_empty() {
        return (fixed, DIRECTIVE_NO_FILE_COMP);
    }
    match source_of(arg) {
        Source::Files => (Vec::new(), DIRECTIVE_DEFAULT),
        s @ (Source::NodeWrights | Source::Nodes) => {
            (from_cluster(g, s).await, DIRECTIVE_NO_FILE_COMP)
        }
        s @ (Source::Contexts | Source::Clusters | Source::Users) => {
            (from_kubeconfig(g, s), DIRECTIVE_NO_FILE_COMP)
        }
        Source::Nothing => (Vec::new(), DIRECTIVE_NO_FILE_COMP),
    }
}

fn flags_of(cmd: &clap::Command, current: &str) -> Vec<Candidate> {
    let mut out = Vec::new();
    for a in cmd.get_arguments() {
        if a.is_hide_set() || a.is_positional() {
            continue;
        }
        let help = help_of(a);
        if let Some(l) = a.get_long() {
            out.push(Candidate::new(format!("--{l}"), help.clone()));
        }
        for alias in a.get_visible_aliases().unwrap_or_default() {
            out.push(Candidate::new(format!("--{alias}"), help.clone()));
        }
        if current == "-"
            && let Some(s) = a.get_short()
        {
            out.push(Candidate::new(format!("-{s}"), help));
        }
    }
    out
}

fn subcommands_of(cmd: &clap::Command, current: &str) -> Vec<Candidate> {
    let mut out = Vec::new();
    for s in cmd.get_subcommands() {
        if s.is_hide_set() {
            continue;
        }
        let help = s
            .get_about()
            .map(|h| first_line(&h.to_string()))
            .unwrap_or_default();
        if s.get_name().starts_with(current) {
            out.push(Candidate::new(s.get_name(), help));
        } else if let Some(alias) = s.get_visible_aliases().find(|a| a.starts_with(current)) {
            out.push(Candidate::new(alias, help));
        }
    }
    out
}

/// The candidates and the cobra directive for the typed words (the last one is the word under
/// the cursor). Cluster look-ups use `base` where the words name no cluster flags.
pub async fn complete(words: &[String], base: &GlobalArgs) -> (Vec<Candidate>, u8) {
    let w = walk(words);
    let g = completion_globals(&w.globals, base);
    let (mut candidates, directive, prefix) = match w.slot {
        Slot::Flag => (
            flags_of(&w.cmd, &w.current),
            DIRECTIVE_NO_FILE_COMP,
            String::new(),
        ),
        Slot::FlagValue { arg, mut prefix } => {
            // A comma list (`--context east,w`, `--state gated,s`): complete its last item.
            if arg.get_value_delimiter() == Some(',')
                && let Some(i) = w
                    .current
                    .strip_prefix(&prefix)
                    .and_then(|typed| typed.rfind(','))
            {
                prefix = w.current[..prefix.len() + i + 1].to_string();
            }
            let (c, d) = values_of(&arg, &g).await;
            (c, d, prefix)
        }
        Slot::Word { positional } => {
            let mut c = subcommands_of(&w.cmd, &w.current);
            let mut d = DIRECTIVE_NO_FILE_COMP;
            if let Some(p) = positional {
                let (values, vd) = values_of(&p, &g).await;
                c.extend(values);
                d = vd;
            }
            (c, d, String::new())
        }
    };
    let typed = w.current.strip_prefix(&prefix).unwrap_or(&w.current);
    candidates.retain(|c| c.value.starts_with(typed));
    for c in &mut candidates {
        c.value = format!("{prefix}{}", c.value);
    }
    let mut seen = std::collections::BTreeSet::new();
    candidates.retain(|c| seen.insert(c.value.clone()));
    (candidates, directive)
}

/// The protocol text: candidates, one per line, then `:<directive>`.
pub fn protocol(candidates: &[Candidate], directive: u8) -> String {
    let mut s = String::new();
    for c in candidates {
        s.push_str(&c.value);
        if !c.help.is_empty() {
            s.push('\t');
            s.push_str(&c.help);
        }
        s.push('\n');
    }
    s.push_str(&format!(":{directive}\n"));
    s
}

/// `__complete WORDS...`.
pub async fn run_complete(ctx: &Ctx, a: CompleteArgs) -> Result<()> {
    let (candidates, directive) = complete(&a.words, &ctx.global).await;
    // A closed pipe or full disk must not turn into error output on the user's prompt.
    let _ = crate::render::raw(protocol(&candidates, directive).as_bytes());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(s: &[&str]) -> Vec<String> {
        s.iter().map(|w| w.to_string()).collect()
    }

    #[tokio::test]
    async fn subcommands_flags_and_values() {
        let g = GlobalArgs::default();
        let (c, d) = complete(&words(&["sta"]), &g).await;
        assert_eq!(d, DIRECTIVE_NO_FILE_COMP);
        assert!(c.iter().any(|c| c.value == "status"), "{c:?}");
        let (c, _) = complete(&words(&["status", "--nod"]), &g).await;
        assert!(c.iter().any(|c| c.value == "--nodewright"), "{c:?}");
        let (c, _) = complete(&words(&["status", "-o", ""]), &g).await;
        assert!(c.iter().any(|c| c.value == "json"), "{c:?}");
        let (c, _) = complete(&words(&["status", "--output=y"]), &g).await;
        assert_eq!(
            c.iter().map(|c| c.value.as_str()).collect::<Vec<_>>(),
            ["--output=yaml"]
        );
        // kubectl's template forms (docs/output.md).
        let (c, _) = complete(&words(&["status", "--output=jsonp"]), &g).await;
        assert_eq!(
            c.iter().map(|c| c.value.as_str()).collect::<Vec<_>>(),
            ["--output=jsonpath=", "--output=jsonpath-file="]
        );
        let (c, _) = complete(&words(&["status", "-o", "cu"]), &g).await;
        assert_eq!(
            c.iter().map(|c| c.value.as_str()).collect::<Vec<_>>(),
            ["custom-columns=", "custom-columns-file="]
        );
        let (c, _) = complete(&words(&["status", "--state", "gated,st"]), &g).await;
        assert_eq!(
            c.iter().map(|c| c.value.as_str()).collect::<Vec<_>>(),
            ["gated,stuck"]
        );
        let (c, _) = complete(&words(&["completion", ""]), &g).await;
        assert!(c.iter().any(|c| c.value == "nushell"), "{c:?}");
        let (c, _) = complete(&words(&[""]), &g).await;
        assert!(!c.iter().any(|c| c.value == "__complete"), "hidden: {c:?}");
        let (_, d) = complete(&words(&["--kubeconfig", ""]), &g).await;
        assert_eq!(d, DIRECTIVE_DEFAULT, "file names for --kubeconfig");
    }

    #[test]
    fn every_nodewright_and_node_argument_has_a_cluster_source() {
        let mut root = Cli::command();
        root.build();
        fn visit(cmd: &clap::Command, found: &mut Vec<(String, Source)>) {
            for a in cmd.get_arguments() {
                found.push((format!("{} {}", cmd.get_name(), a.get_id()), source_of(a)));
            }
            for s in cmd.get_subcommands() {
                visit(s, found);
            }
        }
        let mut found = Vec::new();
        visit(&root, &mut found);
        let get = |k: &str| found.iter().find(|(n, _)| n == k).map(|(_, s)| *s);
        assert_eq!(get("pause name"), Some(Source::NodeWrights));
        assert_eq!(get("reset name"), Some(Source::NodeWrights));
        assert_eq!(get("status nodewright"), Some(Source::NodeWrights));
        assert_eq!(get("explain node"), Some(Source::Nodes));
        assert_eq!(get("status nodes"), Some(Source::Nodes));
    }
}
