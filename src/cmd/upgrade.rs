//! `upgrade check --to VERSION`: what changes for this fleet when its operator moves from the
//! release it runs to VERSION (docs/upgrade.md).
//!
//! The reads are the migration report's (`app::migration::read_head`, `read_rest`: discovery, the
//! operators, the CRs of both groups, one walk of the nodes, and the provisioning sources and
//! workload tolerations when a check needs them), with the upgrade's own questions folded into
//! the same node walk (`model::upgrade::NodeFold`), plus, only when v0.20's drain-timeout check
//! applies and a NodeWright sets `drainConfig.timeout`, one list of PodDisruptionBudgets and the
//! pods of those that allow no disruption (as `status` reads them). The checks and the verdict
//! are pure (`crate::model::upgrade`).

use crate::app::Ctx;
use crate::app::migration::{Rest, read_head, read_rest};
use crate::cli::upgrade::CheckArgs;
use crate::cluster::drain;
use crate::error::{Error, Result};
use crate::model::migration::report;
use crate::model::upgrade::{self, Budgets, Inputs, NodeFold, Readiness, Span};
use crate::render;

/// `upgrade check`.
pub async fn check(ctx: &Ctx, args: CheckArgs) -> Result<()> {
    let to = args.to;
    let removal = ctx.global.removal_version.get();
    let cluster = ctx.cluster().await?;
    let head = read_head(ctx, &cluster).await?;
    let crs: Vec<_> = head
        .legacy
        .items
        .iter()
        .chain(head.renamed.items.iter())
        .cloned()
        .collect();
    let span = Span::new(head.today.version.as_deref(), to, removal);
    let needs = span.needs(&crs);
    let config = head.today.clone();
    let mut fold = NodeFold::new(&crs);
    let mut observe = |n: &crate::model::NodeView| fold.observe(n);
    let (reads, budgets) = futures::join!(
        read_rest(
            ctx,
            &cluster,
            head,
            Rest {
                workloads: needs.workloads
            },
            &mut observe
        ),
        async {
            if !needs.budgets {
                return Ok::<_, Error>(Budgets::NotRead);
            }
            let forbidden = || Budgets::Unreadable("forbidden".into());
            Ok(match drain::budgets(&cluster).await? {
                None => forbidden(),
                Some(b) => match drain::budget_pods(&cluster, &b).await? {
                    Some(u) => Budgets::Read(u),
                    None => forbidden(),
                },
            })
        }
    );
    let (reads, budgets) = (reads?, budgets?);
    let doc = upgrade::assemble(Inputs {
        to: to.to_string(),
        now: reads.now.to_string(),
        config,
        crs,
        nodes: fold,
        budgets,
        migration: report::assemble(reads),
        needs,
    });
    // With the request lines (-v=6).
    tracing::debug!(target: "nodewright::http", "{}", cluster.stats.summary());
    render::upgrade::report(&ctx.printer, &doc, args.show)?;
    match doc.verdict.readiness {
        Readiness::Ready | Readiness::ReadyWithChanges => Ok(()),
        // The report said why; exit 1 without another error line.
        Readiness::NotReady | Readiness::Unknown => Err(Error::Reported),
    }
}
