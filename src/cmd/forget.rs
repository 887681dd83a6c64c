//! `forget` (strip the operator's keys, saving a backup first) and `restore` (put them back).

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use crate::app::guarded_write::{self as flow, ReportOptions};
use crate::app::write_targets::{require_targets, views};
use crate::app::{Ctx, Snapshot};
use crate::cli::NodeTargets;
use crate::cli::forget::{ForgetArgs, RestoreArgs};
use crate::cli::write::DryRun;
use crate::error::{Error, Result};
use crate::model::keys::{self};
use crate::model::plan::{self, BackupEntry, Decision, ForgetFilter};

// ---------------------------------------------------------------------------------------------
// forget / restore
// ---------------------------------------------------------------------------------------------

/// The backup document `forget` writes and `restore` reads.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ForgetBackup {
    pub api_version: String,
    pub kind: String,
    pub created_at: String,
    pub entries: Vec<BackupEntry>,
}

fn default_backup_path() -> Result<PathBuf> {
    let base = match std::env::var_os("XDG_STATE_HOME").filter(|v| !v.is_empty()) {
        Some(d) => PathBuf::from(d),
        None => {
            let home = std::env::var_os("HOME").ok_or_else(|| {
                Error::usage("neither XDG_STATE_HOME nor HOME is set: give --backup FILE")
            })?;
            PathBuf::from(home).join(".local/state")
        }
    };
    let ts = jiff::Timestamp::now()
        .strftime("%Y%m%dT%H%M%SZ")
        .to_string();
    Ok(base
        .join("kubectl-nodewright")
        .join(format!("forget-{ts}.json")))
}

/// `forget`.
pub async fn forget(ctx: &Ctx, a: ForgetArgs) -> Result<()> {
    require_targets(&a.targets, "forget")?;
    let cluster = ctx.cluster().await?;
    let mut filter = ForgetFilter {
        include_ignore: a.include_ignore,
        ..Default::default()
    };
    if let Some(n) = &a.nodewright.name {
        filter.only_crs = Some(vec![n.clone()]);
    }
    if a.orphaned {
        let snap = Snapshot::load_for_write(ctx, &cluster).await?;
        let crs = &snap.crs;
        let existing = plan::existing_cr_names(
            crs.legacy
                .items
                .iter()
                .chain(&crs.renamed.items)
                .chain(&snap.logical),
            crs.legacy
                .malformed
                .iter()
                .chain(&crs.renamed.malformed)
                .map(|(n, _)| n),
        );
        filter.orphaned_of = Some(existing);
    }
    let (views, missing) = views(&cluster, &a.targets, None).await?;
    // The backup is written from the plan shown; a re-plan after a conflict only removes keys
    // that are in the backup with the same value.
    let mut entries = Vec::new();
    for v in &views {
        if let Decision::Change(p) = plan::plan_forget(v, &filter) {
            entries.extend(plan::backup_entries(&p));
        }
    }
    let saved: BTreeSet<(String, String, String)> = entries
        .iter()
        .map(|e| (e.node.clone(), e.key.clone(), e.value.clone()))
        .collect();
    if !entries.is_empty() && a.write.dry_run == DryRun::None {
        let path = match &a.backup {
            Some(p) => p.clone(),
            None => default_backup_path()?,
        };
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir)
                .map_err(|e| Error::Failed(format!("cannot create {}: {e}", dir.display())))?;
        }
        let doc = ForgetBackup {
            api_version: crate::render::API_VERSION.into(),
            kind: "ForgetBackup".into(),
            created_at: jiff::Timestamp::now().to_string(),
            entries: entries.clone(),
        };
        let text = serde_json::to_string_pretty(&doc).map_err(|e| Error::Failed(e.to_string()))?;
        // Written only after the user agrees would lose the backup on a crash mid-run; written
        // before asking, it is harmless when the answer is no.
        std::fs::write(&path, text + "\n").map_err(|e| {
            Error::Failed(format!("cannot write the backup {}: {e}", path.display()))
        })?;
        ctx.printer.note(&format!(
            "Backup of {} key(s) written to {} (restore with `kubectl nodewright restore {}`)",
            entries.len(),
            path.display(),
            path.display()
        ));
    }
    let results = flow::run_node_write(
        ctx,
        &cluster,
        &a.write,
        "forget",
        "forgotten",
        views,
        |v| plan::plan_forget_saved(v, &filter, &saved),
        ReportOptions::default(),
    )
    .await?;
    flow::finish(ctx, &results, &missing, "forgotten")
}

/// `restore`.
pub async fn restore(ctx: &Ctx, a: RestoreArgs) -> Result<()> {
    let text = std::fs::read_to_string(&a.file)
        .map_err(|e| Error::usage(format!("cannot read {}: {e}", a.file.display())))?;
    let doc: ForgetBackup = serde_json::from_str(&text)
        .map_err(|e| Error::usage(format!("{} is not a forget backup: {e}", a.file.display())))?;
    let mut by_node: BTreeMap<String, Vec<BackupEntry>> = BTreeMap::new();
    for e in doc.entries {
        if keys::parse_key(&e.key).is_none() {
            return Err(Error::usage(format!(
                "{}: key {:?} is not under an operator prefix",
                a.file.display(),
                e.key
            )));
        }
        // A key the API server would refuse (e.g. over 63 characters after the `/`) is bad
        // input: say so before writing anything.
        keys::validate_qualified_name(&e.key).map_err(|reason| {
            Error::usage(format!(
                "{}: node {}: {} {:?}: {reason}",
                a.file.display(),
                e.node,
                e.place.as_str(),
                e.key
            ))
        })?;
        by_node.entry(e.node.clone()).or_default().push(e);
    }
    if by_node.is_empty() {
        ctx.printer.note("The backup is empty: nothing to restore");
        return Ok(());
    }
    let cluster = ctx.cluster().await?;
    let targets = NodeTargets {
        nodes: by_node.keys().cloned().collect(),
        selector: None,
        regex: false,
        field_selector: None,
    };
    let (views, missing) = views(&cluster, &targets, None).await?;
    let results = flow::run_node_write(
        ctx,
        &cluster,
        &a.write,
        "restore",
        "restored",
        views,
        |v| {
            let entries: Vec<&BackupEntry> = by_node
                .get(&v.name)
                .map(|es| es.iter().collect())
                .unwrap_or_default();
            plan::plan_restore(v, &entries, a.force)
        },
        ReportOptions::default(),
    )
    .await?;
    flow::finish(ctx, &results, &missing, "restored")
}
