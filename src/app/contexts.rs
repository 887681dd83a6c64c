//! Several kubeconfig contexts as one view (docs/several-clusters.md): `--context a,b,c` and `--all-contexts`
//! on the read commands (status, rollout, explain, version, migration status).
//!
//! A read command plugs in with two calls:
//! 1. [`scope`]: `None` means one context, and the command runs exactly as it always did;
//!    `Some(names)` means several.
//! 2. [`run`], the one several-context runner: the command's per-context read, given its own
//!    [`Ctx`] (warnings name the context) and its own [`Cluster`] connection, runs against
//!    every context concurrently, at most `--max-clusters` at once, each with
//!    `--request-timeout` per request and `--context-timeout` over its whole read, and each with
//!    its own error: one unreachable, forbidden or slow cluster never hides the others. The
//!    outcomes, in the order of `names`, go to the command's printer in `render/` (the items
//!    with their context: `render::contexts`), then every failed context is named on stderr and
//!    the command ends with the fleet's exit code (0 all fine, 1 some failed or not ready, 3
//!    none could be reached).
//!
//! Every other command refuses several contexts with exit 2 ([`single`], called by the
//! dispatcher, `cmd::run`): writes stay single-context, so a change never lands on a cluster
//! nobody meant.

use std::future::Future;
use std::time::{Duration, Instant};

use futures::StreamExt;

use super::Ctx;
use crate::cli::GlobalArgs;
use crate::cluster::Cluster;
use crate::cluster::config::{ConnectOptions, DEFAULT_CHUNK_SIZE, NodeList};
use crate::error::{EXIT_CLUSTER, EXIT_OK, Error, Result};
pub use crate::model::fleet::Outcome;
use crate::model::fleet::{self, ContextHealth, health};

/// The distinct, non-empty names of `--context`, in the order given.
pub fn named(list: &[String]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for n in list.iter().map(|n| n.trim()).filter(|n| !n.is_empty()) {
        if !out.iter().any(|o| o == n) {
            out.push(n.to_string());
        }
    }
    out
}

/// The global flags as the cluster layer takes them, enough to read the kubeconfig whatever
/// the number of contexts named (the context is the first): the one conversion, from the
/// command line's connection flags (the model's type) and the plugin's own list settings.
pub fn kubeconfig_options(g: &GlobalArgs) -> ConnectOptions {
    let mut flags = g.connect.0.clone();
    flags.context = named(&g.connect.context).into_iter().take(1).collect();
    ConnectOptions {
        flags,
        verbosity: g.verbosity,
        chunk_size: g.chunk_size.unwrap_or(DEFAULT_CHUNK_SIZE),
        node_list: match (g.node_list, g.chunk_size) {
            (Some(how), _) => how,
            (None, Some(_)) => NodeList::Paged,
            (None, None) => NodeList::One,
        },
    }
}

/// The options of one connection. Several contexts are split by [`Ctx::for_context`] into one
/// connection each; reaching here with several is a usage error.
pub fn connect_options(g: &GlobalArgs) -> Result<ConnectOptions> {
    if is_several(g) {
        return Err(Error::usage(
            "this command reads or writes one cluster: pass a single --context",
        ));
    }
    Ok(kubeconfig_options(g))
}

/// True when the command line asks for several contexts.
pub fn is_several(g: &GlobalArgs) -> bool {
    g.fleet.all_contexts || named(&g.connect.context).len() > 1
}

/// The contexts a read runs against: `None` for one (the command's usual path), else every
/// named context (`--context a,b`) or every context of the kubeconfig, sorted by name
/// (`--all-contexts`).
pub fn scope(g: &GlobalArgs) -> Result<Option<Vec<String>>> {
    let names = if g.fleet.all_contexts {
        let names = crate::cluster::config::context_names(&kubeconfig_options(g))?;
        if names.is_empty() {
            return Err(Error::Kubeconfig(
                "--all-contexts: the kubeconfig has no contexts".into(),
            ));
        }
        names
    } else {
        let names = named(&g.connect.context);
        if names.len() < 2 {
            return Ok(None);
        }
        names
    };
    if g.connect.server.is_some() || g.connect.cluster.is_some() {
        return Err(Error::usage(
            "--server and --cluster point every context at one cluster: use them with a single --context",
        ));
    }
    Ok(Some(names))
}

/// Refuses several contexts (exit 2) for a command that does not read them as one view; `name`
/// is the command as the error names it. Writes stay single-context, so a change never lands on
/// a cluster nobody meant.
pub fn single(g: &GlobalArgs, name: &str) -> Result<()> {
    if !is_several(g) {
        return Ok(());
    }
    Err(Error::usage(format!(
        "`{name}` takes a single --context: writes stay single-context, so a change never lands on a cluster you did not mean. Several contexts (--context a,b or --all-contexts) are for the reads status, rollout, explain, version and migration status"
    )))
}

/// `upgrade check` refuses several contexts (exit 2): each cluster's operator has its own release.
pub fn single_upgrade(g: &GlobalArgs) -> Result<()> {
    if !is_several(g) {
        return Ok(());
    }
    Err(Error::usage(
        "`upgrade check` takes a single --context: run it once per cluster (each cluster's operator has its own release)",
    ))
}

impl Ctx {
    /// The command's context for one of several kubeconfig contexts.
    pub fn for_context(&self, name: &str) -> Ctx {
        let mut global = self.global.clone();
        global.connect.context = vec![name.to_string()];
        global.fleet.all_contexts = false;
        Ctx {
            global,
            printer: self.printer.for_context(name),
        }
    }
}

/// Runs `read` once per context, concurrently (at most `--max-clusters` in flight), each with
/// its own connection and its own `--context-timeout`. Each context's read is its own task on
/// the multi-thread runtime, so decoding and evaluating one cluster's nodes runs beside the
/// others' instead of after them. A usage error (the same for every context: a bad selector, a
/// bad duration) ends the command as it would for one context; any other error stays with its
/// context.
async fn run_each<T, F, Fut>(ctx: &Ctx, names: &[String], read: F) -> Result<Vec<Outcome<T>>>
where
    T: Send + 'static,
    F: Fn(Ctx, Cluster) -> Fut + Send + Sync + 'static,
    Fut: Future<Output = Result<T>> + Send + 'static,
{
    let limit = usize::from(ctx.global.fleet.max_clusters.max(1));
    let budget = ctx.global.fleet.context_timeout.get();
    // A name the kubeconfig does not have fails alone, with a plain message.
    let known =
        crate::cluster::config::context_names(&kubeconfig_options(&ctx.global)).unwrap_or_default();
    let known = &known;
    let read = std::sync::Arc::new(read);
    let outcomes: Vec<Outcome<T>> = futures::stream::iter(names.iter().cloned())
        .map(|name| {
            let read = std::sync::Arc::clone(&read);
            async move {
                let started = Instant::now();
                let result = if known.contains(&name) {
                    // Spawned when `buffered` first polls it: at most `limit` tasks at once.
                    let c = ctx.for_context(&name);
                    let task = tokio::spawn(async move { read_one(c, budget, &*read).await });
                    task.await.unwrap_or_else(|e| {
                        Err(Error::Failed(format!(
                            "the read of this context stopped: {e}"
                        )))
                    })
                } else {
                    Err(Error::Kubeconfig(format!(
                        "context {name:?} not found in the kubeconfig"
                    )))
                };
                Outcome {
                    context: name,
                    result,
                    elapsed: started.elapsed(),
                }
            }
        })
        .buffered(limit)
        .collect()
        .await;
    for o in &outcomes {
        tracing::debug!("context {}: read in {:?}", o.context, o.elapsed);
    }
    match outcomes
        .iter()
        .position(|o| matches!(o.result, Err(Error::Usage(_))))
    {
        Some(pos) => match outcomes.into_iter().nth(pos) {
            Some(Outcome { result: Err(e), .. }) => Err(e),
            _ => Err(Error::usage("invalid usage")),
        },
        None => Ok(outcomes),
    }
}

async fn read_one<T, F, Fut>(c: Ctx, budget: Option<Duration>, read: &F) -> Result<T>
where
    F: Fn(Ctx, Cluster) -> Fut,
    Fut: Future<Output = Result<T>>,
{
    // The connection is made inside the budget: a credential plugin that waits for a login
    // (or hangs) counts against --context-timeout like any slow answer.
    let name = c
        .global
        .connect
        .context
        .first()
        .cloned()
        .unwrap_or_default();
    let work = async move {
        let cluster = c.cluster().await?;
        read(c, cluster).await
    };
    match budget {
        None => work.await,
        Some(b) => tokio::time::timeout(b, work).await.unwrap_or_else(|_| {
            Err(Error::Unreachable {
                server: format!("context {name}"),
                reason: format!(
                    "no complete answer within {} (--context-timeout)",
                    humantime::format_duration(b)
                ),
            })
        }),
    }
}

/// The one several-context runner: reads every context ([`run_each`]), hands the outcomes to
/// `print` (the command's printer in `render`), then ends with the fleet's exit code
/// ([`finish`]; `ready` says whether a read context passes the command).
pub async fn run<T, F, Fut>(
    ctx: &Ctx,
    names: &[String],
    read: F,
    print: impl FnOnce(&[Outcome<T>]) -> Result<()>,
    ready: impl Fn(&T) -> bool,
) -> Result<()>
where
    T: Send + 'static,
    F: Fn(Ctx, Cluster) -> Fut + Send + Sync + 'static,
    Fut: Future<Output = Result<T>> + Send + 'static,
{
    let outcomes = run_each(ctx, names, read).await?;
    print(&outcomes)?;
    finish(ctx, &outcomes, ready)
}

/// Names every failed context on stderr and ends the command with the fleet's exit code:
/// `Ok` when every context is fine, exit 3 when none could be reached, else exit 1 naming the
/// contexts that failed or are not ready.
fn finish<T>(ctx: &Ctx, outcomes: &[Outcome<T>], ready: impl Fn(&T) -> bool) -> Result<()> {
    for o in outcomes {
        if let Err(e) = &o.result {
            ctx.printer
                .note(&format!("error: context {}: {e}", o.context));
        }
    }
    let healths: Vec<ContextHealth> = outcomes.iter().map(|o| health(o, &ready)).collect();
    match fleet::exit_code(&healths) {
        EXIT_OK => Ok(()),
        EXIT_CLUSTER => Err(Error::NoContextReached(format!(
            "none of the {} contexts could be read",
            outcomes.len()
        ))),
        _ => {
            let pick = |want: fn(&ContextHealth) -> bool| -> Vec<&str> {
                outcomes
                    .iter()
                    .zip(&healths)
                    .filter(|(_, h)| want(h))
                    .map(|(o, _)| o.context.as_str())
                    .collect()
            };
            let failed = pick(|h| matches!(h, ContextHealth::Failed { .. }));
            let not_ready = pick(|h| *h == ContextHealth::NotReady);
            let mut parts = Vec::new();
            if !failed.is_empty() {
                parts.push(format!("{} failed ({})", failed.len(), failed.join(", ")));
            }
            if !not_ready.is_empty() {
                parts.push(format!(
                    "{} not ready ({})",
                    not_ready.len(),
                    not_ready.join(", ")
                ));
            }
            Err(Error::Failed(format!(
                "of {} contexts, {}",
                outcomes.len(),
                parts.join(" and ")
            )))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::contexts::statuses;

    #[test]
    fn context_lists_keep_order_and_drop_repeats_and_blanks() {
        let l = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(named(&l(&["b", " a", "b", "", "c "])), l(&["b", "a", "c"]));
        assert!(named(&[]).is_empty());
    }

    #[test]
    fn one_context_is_not_a_fleet() {
        let mut g = GlobalArgs::default();
        g.connect.context = vec!["east".into(), "east".into()];
        assert!(!is_several(&g));
        assert!(matches!(scope(&g), Ok(None)));
        let mut g = GlobalArgs::default();
        g.connect.context = vec!["east".into(), "west".into()];
        assert!(is_several(&g));
        assert!(
            matches!(scope(&g), Ok(Some(ref n)) if n == &["east".to_string(), "west".to_string()])
        );
    }

    #[test]
    fn server_overrides_do_not_mix_with_several_contexts() {
        let mut g = GlobalArgs::default();
        g.connect.context = vec!["east".into(), "west".into()];
        g.connect.server = Some("https://x".into());
        assert!(matches!(scope(&g), Err(Error::Usage(_))));
    }

    fn outcome(context: &str, result: Result<u32>) -> Outcome<u32> {
        Outcome {
            context: context.into(),
            result,
            elapsed: Duration::ZERO,
        }
    }

    #[test]
    fn statuses_name_each_failure_with_its_reason() {
        let o = vec![
            outcome("a", Ok(3)),
            outcome("b", Ok(0)),
            outcome(
                "dead",
                Err(Error::Unreachable {
                    server: "https://127.0.0.1:1".into(),
                    reason: "connection refused".into(),
                }),
            ),
        ];
        let s = statuses(&o, |n| *n > 0, |n| serde_json::json!({ "nodes": n }));
        let v = serde_json::to_value(&s).unwrap_or_default();
        assert_eq!(v[0]["status"], "ok");
        assert_eq!(v[0]["nodes"], 3);
        assert_eq!(v[1]["status"], "not-ready");
        assert_eq!(v[2]["status"], "failed");
        assert_eq!(v[2]["reason"], "unreachable");
        assert!(
            v[2]["error"]
                .as_str()
                .is_some_and(|e| e.contains("connection refused"))
        );
        assert!(v[2].get("nodes").is_none());
    }
}
