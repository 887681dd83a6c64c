//! Several clusters as one view (`--context a,b,c`, `--all-contexts`): how per-context outcomes
//! combine into one exit code, and into one migration verdict with the clusters to fix first.
//!
//! Pure: the engine (`crate::app::contexts`) reads each context and classifies its
//! outcome; the rules live here.

use std::time::Duration;

use serde::Serialize;

use super::migration::Readiness;
use super::migration::report::MigrationReport;
use nodewright_error::{Error, Result};

/// How one context came out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ContextHealth {
    /// Read, and nothing in it fails the command.
    Fine,
    /// Read, but it fails the command (a migration verdict other than ready, named nodes
    /// that are not there).
    NotReady,
    /// Not read. `cluster` when it could not be reached or refused us (connection,
    /// credentials, RBAC, kubeconfig, timeout): the failures that are exit 3 for one context.
    Failed { cluster: bool },
}

/// The exit code of a several-context read (docs/several-clusters.md): 0 when every
/// context is fine; 3 when every context failed to connect; else 1 when any context failed or
/// is not ready. No context at all is 0 (nothing failed).
pub fn exit_code(outcomes: &[ContextHealth]) -> u8 {
    use nodewright_error::{EXIT_CLUSTER, EXIT_FAILED, EXIT_OK};
    if !outcomes.is_empty()
        && outcomes
            .iter()
            .all(|o| matches!(o, ContextHealth::Failed { cluster: true }))
    {
        return EXIT_CLUSTER;
    }
    if outcomes.iter().all(|o| *o == ContextHealth::Fine) {
        EXIT_OK
    } else {
        EXIT_FAILED
    }
}

/// One cluster's migration verdict, as the fleet verdict weighs it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ClusterVerdict {
    pub context: String,
    /// `None`: the context could not be read.
    pub readiness: Option<Readiness>,
    /// Blocking items of its verdict.
    pub must_change: usize,
    /// Nodes gated only by the legacy taint: stranded at the removal release.
    pub stranded_nodes: usize,
}

impl ClusterVerdict {
    /// From one context's report (`None`: it could not be read).
    pub fn of(context: &str, r: Option<&MigrationReport>) -> ClusterVerdict {
        ClusterVerdict {
            context: context.to_string(),
            readiness: r.map(|r| r.verdict.readiness),
            must_change: r.map_or(0, |r| r.verdict.must_change.len()),
            stranded_nodes: r.map_or(0, |r| r.nodes.gated_only_by_legacy.count),
        }
    }
}

/// The verdict over several contexts (`migration status --context a,b -o json`, `verdict`).
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FleetVerdict {
    pub readiness: Readiness,
    pub removal_version: String,
    /// The not-ready clusters, in the order to fix them.
    pub fix_first: Vec<ClusterVerdict>,
    /// Contexts that could not be read, or only in part.
    pub unknown: Vec<String>,
}

impl FleetVerdict {
    /// From each context's report (`None`: not read) for the removal release `removal_version`.
    pub fn of(reports: &[(&str, Option<&MigrationReport>)], removal_version: &str) -> Self {
        let clusters: Vec<ClusterVerdict> = reports
            .iter()
            .map(|(context, r)| ClusterVerdict::of(context, *r))
            .collect();
        FleetVerdict {
            readiness: fleet_readiness(&clusters),
            removal_version: removal_version.to_string(),
            fix_first: fix_first(&clusters).into_iter().cloned().collect(),
            unknown: clusters
                .iter()
                .filter(|c| c.readiness.is_none_or(|r| r == Readiness::Unknown))
                .map(|c| c.context.clone())
                .collect(),
        }
    }
}

/// The verdict over every context: ready only when every context was read and is ready;
/// not ready when any read context is not ready; otherwise unknown (some context could not be
/// read, or read only in part, and nothing read blocks).
pub fn fleet_readiness(clusters: &[ClusterVerdict]) -> Readiness {
    if clusters
        .iter()
        .any(|c| c.readiness == Some(Readiness::NotReady))
    {
        Readiness::NotReady
    } else if clusters
        .iter()
        .all(|c| c.readiness == Some(Readiness::Ready))
    {
        Readiness::Ready
    } else {
        Readiness::Unknown
    }
}

/// The not-ready clusters in the order to fix them: most blocking items first (each is a step
/// of the migration still to do there), then most nodes that the removal release would strand,
/// then by name so the order is stable.
pub fn fix_first(clusters: &[ClusterVerdict]) -> Vec<&ClusterVerdict> {
    let mut out: Vec<&ClusterVerdict> = clusters
        .iter()
        .filter(|c| c.readiness == Some(Readiness::NotReady))
        .collect();
    out.sort_by(|a, b| {
        b.must_change
            .cmp(&a.must_change)
            .then(b.stranded_nodes.cmp(&a.stranded_nodes))
            .then(a.context.cmp(&b.context))
    });
    out
}

/// What one context's read gave.
#[derive(Debug)]
pub struct Outcome<T> {
    pub context: String,
    pub result: Result<T>,
    pub elapsed: Duration,
}

/// Why a context failed, as `-o json` names it.
pub fn reason(e: &Error) -> &'static str {
    match e {
        Error::Unreachable { .. } | Error::NoContextReached(_) => "unreachable",
        Error::Unauthorized { .. } | Error::Credentials(_) => "unauthorized",
        Error::Forbidden { .. } => "forbidden",
        Error::Kubeconfig(_) => "kubeconfig",
        Error::NotFound(_) => "not-found",
        _ => "error",
    }
}

/// The health of one outcome; `ready` says whether a read context passes the command.
pub fn health<T>(o: &Outcome<T>, ready: impl Fn(&T) -> bool) -> ContextHealth {
    match &o.result {
        Ok(t) if ready(t) => ContextHealth::Fine,
        Ok(_) => ContextHealth::NotReady,
        Err(e) => ContextHealth::Failed {
            cluster: e.is_cluster(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ContextHealth::*;

    #[test]
    fn exit_codes_follow_the_fleet_rules() {
        assert_eq!(exit_code(&[Fine, Fine]), 0);
        assert_eq!(exit_code(&[]), 0);
        // One context failed while others were reported.
        assert_eq!(exit_code(&[Fine, Failed { cluster: true }]), 1);
        assert_eq!(exit_code(&[Fine, NotReady]), 1);
        assert_eq!(exit_code(&[NotReady, NotReady]), 1);
        // Every context failed to connect.
        assert_eq!(
            exit_code(&[Failed { cluster: true }, Failed { cluster: true }]),
            3
        );
        assert_eq!(exit_code(&[Failed { cluster: true }]), 3);
        // All failed, but one of them was reached (a server error): not "could not connect".
        assert_eq!(
            exit_code(&[Failed { cluster: true }, Failed { cluster: false }]),
            1
        );
    }

    fn v(context: &str, r: Option<Readiness>, must: usize, stranded: usize) -> ClusterVerdict {
        ClusterVerdict {
            context: context.into(),
            readiness: r,
            must_change: must,
            stranded_nodes: stranded,
        }
    }

    #[test]
    fn the_fleet_is_ready_only_when_every_cluster_is() {
        use Readiness::*;
        assert_eq!(
            fleet_readiness(&[v("a", Some(Ready), 0, 0), v("b", Some(Ready), 0, 0)]),
            Ready
        );
        assert_eq!(
            fleet_readiness(&[v("a", Some(Ready), 0, 0), v("b", None, 0, 0)]),
            Unknown
        );
        assert_eq!(
            fleet_readiness(&[v("a", Some(Unknown), 0, 0), v("b", Some(Ready), 0, 0)]),
            Unknown
        );
        assert_eq!(
            fleet_readiness(&[v("a", None, 0, 0), v("b", Some(NotReady), 1, 0)]),
            NotReady
        );
    }

    #[test]
    fn clusters_to_fix_first_are_the_not_ready_ones_worst_first() {
        use Readiness::*;
        let all = [
            v("ready", Some(Ready), 0, 0),
            v("few", Some(NotReady), 1, 40),
            v("many", Some(NotReady), 3, 2),
            v("dead", None, 0, 0),
            v("also-few", Some(NotReady), 1, 40),
            v("more-nodes", Some(NotReady), 1, 90),
            v("partial", Some(Unknown), 0, 0),
        ];
        let order: Vec<&str> = fix_first(&all).iter().map(|c| c.context.as_str()).collect();
        assert_eq!(order, ["many", "more-nodes", "also-few", "few"]);
    }
}
