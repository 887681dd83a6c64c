//! Which nodes a command reads: exact names (one GET each when few), a label selector, `--regex`
//! or the whole fleet, walked page by page; the named nodes that do not exist, reported
//! kubectl-style.

use std::collections::BTreeSet;

use super::Ctx;
use crate::cli::NodeTargets;
use crate::cli::package::PackageArgs;
use crate::cluster::{Cluster, nodes};
use crate::error::{Error, Result};
use crate::model::{CrView, NodeView, PackageSpec};

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

/// The NodeWright `args` name (or the one mirrored from it) and its declaration of the package;
/// NotFound, listing what it declares, when the package is not one of them.
pub fn find_package(
    args: &PackageArgs,
    crs: &crate::cluster::crs::AllCrs,
) -> Result<(CrView, PackageSpec)> {
    let cr = crate::cluster::crs::find(crs, args.nodewright.required()?)?;
    let Some(pkg) = cr.packages.get(&args.package).cloned() else {
        let known: Vec<&str> = cr.packages.keys().map(String::as_str).collect();
        return Err(Error::NotFound(format!(
            "package {:?} is not declared by {} (declared: {})",
            args.package,
            cr.name,
            known.join(", ")
        )));
    };
    Ok((cr, pkg))
}
