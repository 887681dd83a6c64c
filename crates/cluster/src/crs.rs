//! Reading the custom resources of both API groups (Skyhook and NodeWright).
//!
//! A group whose CRD is not installed is not an error: the cluster is simply in one world or the
//! other. A CR that does not parse is reported as a warning and left out, never a panic.

use kube::Resource;
use kube::api::{ApiResource, DynamicObject, GroupVersionKind};

use super::{Cluster, Target};
use nodewright_error::{Error, Result};
use nodewright_model::{CrView, Group};

/// What was found in one API group.
#[derive(Debug, Clone, Default)]
pub struct GroupCrs {
    /// The group's CR resource is served (its CRD is installed).
    pub served: bool,
    pub items: Vec<CrView>,
    /// Objects that could not be read, with why.
    pub malformed: Vec<(String, String)>,
}

/// Both worlds.
#[derive(Debug, Clone, Default)]
pub struct AllCrs {
    pub legacy: GroupCrs,
    pub renamed: GroupCrs,
    /// `group/version`s of either group served at a version other than v1alpha1.
    pub other_versions: Vec<String>,
}

impl AllCrs {
    /// Legacy objects merged with their NodeWright mirrors: one logical CR each.
    pub fn logical(&self) -> Vec<CrView> {
        nodewright_model::gate::merge_logical_crs(
            self.legacy.items.clone(),
            self.renamed.items.clone(),
        )
    }

    /// Warnings to print on stderr.
    pub fn warnings(&self) -> Vec<String> {
        let mut w = Vec::new();
        for (g, crs) in [
            (Group::Skyhook, &self.legacy),
            (Group::Nodewright, &self.renamed),
        ] {
            for (name, why) in &crs.malformed {
                w.push(format!(
                    "{} {name} could not be read and is left out: {why}",
                    g.kind()
                ));
            }
        }
        for gv in &self.other_versions {
            w.push(format!(
                "{gv} is served, but this plugin reads v1alpha1: its objects are not shown; a newer kubectl-nodewright may know that version"
            ));
        }
        if !self.legacy.served && !self.renamed.served && self.other_versions.is_empty() {
            w.push("neither skyhook.nvidia.com nor nodewright.nvidia.com is served: is the operator installed?".into());
        }
        w
    }
}

/// A group's CRD as kube describes a resource (`v1alpha1`, the version this plugin reads).
pub fn api_resource(group: Group) -> ApiResource {
    ApiResource::from_gvk_with_plural(
        &GroupVersionKind::gvk(group.domain(), "v1alpha1", group.kind()),
        group.plural(),
    )
}

/// The URL path of a group's CR collection.
pub fn collection_path(group: Group) -> String {
    DynamicObject::url_path(&api_resource(group), None)
}

/// RBAC resource name of a group's CRs, e.g. `nodewrights.nodewright.nvidia.com`.
pub fn resource_name(group: Group) -> String {
    format!("{}.{}", group.plural(), group.domain())
}

/// Lists every CR of one group (paged). A 404 means the CRD is not installed.
pub async fn list_group(cluster: &Cluster, group: Group) -> Result<GroupCrs> {
    let mut out = GroupCrs {
        served: true,
        ..Default::default()
    };
    let listed = match group {
        Group::Skyhook => walk_group::<true>(cluster, &mut out).await?,
        Group::Nodewright => walk_group::<false>(cluster, &mut out).await?,
    };
    if listed == super::list::Listed::NotServed {
        return Ok(GroupCrs::default());
    }
    out.items.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(out)
}

/// The group of a [`LiveCr`]: a const, so that a list page's `Deserialize` needs no state.
const fn group_of(legacy: bool) -> Group {
    if legacy {
        Group::Skyhook
    } else {
        Group::Nodewright
    }
}

async fn walk_group<const LEGACY: bool>(
    cluster: &Cluster,
    out: &mut GroupCrs,
) -> Result<super::list::Listed> {
    let group = group_of(LEGACY);
    let params = kube::api::ListParams {
        limit: Some(500),
        ..Default::default()
    };
    let target = Target::new("list", resource_name(group), None);
    super::list::walk(
        cluster,
        &collection_path(group),
        &params,
        &target,
        |items: Vec<LiveCr<LEGACY>>| {
            for cr in items {
                let (name, view) = cr.into_parts();
                match view {
                    Ok(cr) => out.items.push(cr),
                    Err(why) if name.is_empty() => out.malformed.push(("?".into(), why)),
                    Err(why) => out.malformed.push((name, why)),
                }
            }
            Ok(())
        },
    )
    .await
}

/// One CR, made a [`CrView`] as soon as it is read, so that its JSON tree is dropped before the
/// next CR's is built: in a list page (`status`: at 100,000 bench nodes the trees of a whole
/// page, held until the page was converted, were most of its memory, 82 MB peak RSS) and in a
/// live view's watcher ([`super::follow`]). A CR's status has an entry per node it selects. It
/// keeps the little object metadata kube's watcher needs (name and resourceVersion, to resume a
/// dropped watch); `view` is why, when the CR does not convert.
#[derive(Debug, Clone)]
pub struct LiveCr<const LEGACY: bool> {
    meta: kube::core::ObjectMeta,
    view: std::result::Result<CrView, String>,
}

impl<const LEGACY: bool> LiveCr<LEGACY> {
    /// Its API group.
    pub const GROUP: Group = group_of(LEGACY);

    /// Its name (empty when it has none) and its view, or why it does not convert.
    pub fn into_parts(self) -> (String, std::result::Result<CrView, String>) {
        (self.meta.name.unwrap_or_default(), self.view)
    }
}

impl<'de, const LEGACY: bool> serde::Deserialize<'de> for LiveCr<LEGACY> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        let obj = serde_json::Value::deserialize(d)?;
        let field = |f: &str| {
            obj.pointer(&format!("/metadata/{f}"))
                .and_then(|v| v.as_str())
                .map(str::to_string)
        };
        let meta = kube::core::ObjectMeta {
            name: field("name"),
            resource_version: field("resourceVersion"),
            ..Default::default()
        };
        let view = nodewright_model::cr::cr_from_object(&obj, Self::GROUP);
        Ok(LiveCr { meta, view })
    }
}

impl<const LEGACY: bool> kube::Resource for LiveCr<LEGACY> {
    type DynamicType = ();
    type Scope = kube::core::ClusterResourceScope;
    fn kind(_: &()) -> std::borrow::Cow<'_, str> {
        Self::GROUP.kind().into()
    }
    fn group(_: &()) -> std::borrow::Cow<'_, str> {
        Self::GROUP.domain().into()
    }
    fn version(_: &()) -> std::borrow::Cow<'_, str> {
        "v1alpha1".into()
    }
    fn plural(_: &()) -> std::borrow::Cow<'_, str> {
        Self::GROUP.plural().into()
    }
    fn meta(&self) -> &kube::core::ObjectMeta {
        &self.meta
    }
    fn meta_mut(&mut self) -> &mut kube::core::ObjectMeta {
        &mut self.meta
    }
}

/// Lists both groups concurrently. When a group is not served at v1alpha1, asks discovery once
/// whether it is served at another version (a CRD this plugin does not know), and says so.
pub async fn list_all(cluster: &Cluster) -> Result<AllCrs> {
    let (legacy, renamed) = futures::try_join!(
        list_group(cluster, Group::Skyhook),
        list_group(cluster, Group::Nodewright)
    )?;
    let mut all = AllCrs {
        legacy,
        renamed,
        other_versions: Vec::new(),
    };
    if !all.legacy.served || !all.renamed.served {
        // Discovery may be forbidden or fail: then there is simply nothing more to say.
        if let Ok(gvs) = cluster.served_group_versions().await {
            for g in [Group::Skyhook, Group::Nodewright] {
                let served = if g == Group::Skyhook {
                    all.legacy.served
                } else {
                    all.renamed.served
                };
                if served {
                    continue;
                }
                let prefix = format!("{}/", g.domain());
                all.other_versions
                    .extend(gvs.iter().filter(|gv| gv.starts_with(&prefix)).cloned());
            }
        }
    }
    Ok(all)
}

/// Reads one CR by name from whichever group serves it (the NodeWright first). A legacy name
/// that was mirrored resolves to its NodeWright mirror.
pub fn find(all: &AllCrs, name: &str) -> Result<CrView> {
    lookup(&all.logical(), name).cloned()
}

/// [`find`] over logical CRs already assembled (a snapshot's), borrowing the one found.
pub fn lookup<'a>(logical: &'a [CrView], name: &str) -> Result<&'a CrView> {
    if let Some(cr) = logical.iter().find(|c| c.name == name) {
        return Ok(cr);
    }
    if let Some(cr) = logical
        .iter()
        .find(|c| c.mirrored_from.as_deref() == Some(name))
    {
        return Ok(cr);
    }
    let names: Vec<&str> = logical.iter().map(|c| c.name.as_str()).collect();
    Err(Error::NotFound(if names.is_empty() {
        format!("NodeWright {name:?} not found: no NodeWright or Skyhook exists in this cluster")
    } else {
        format!(
            "NodeWright {name:?} not found; {}",
            known_names(name, names)
        )
    }))
}

/// The names a not-found error offers, closest to `wanted` first (the longest common prefix), as
/// many as keep the error on one 80-column line, and how many more there are.
fn known_names(wanted: &str, mut names: Vec<&str>) -> String {
    let common = |n: &str| {
        n.chars()
            .zip(wanted.chars())
            .take_while(|(a, b)| a == b)
            .count()
    };
    names.sort_by(|a, b| common(b).cmp(&common(a)).then(a.cmp(b)));
    // "error: NodeWright \"<wanted>\" not found; known: " comes before the list.
    let room = 80usize.saturating_sub(38 + wanted.len());
    let mut shown: Vec<&str> = Vec::new();
    let mut used = 0;
    for n in &names {
        let more = names.len() - shown.len() - 1;
        let tail = if more > 0 { 12 } else { 0 };
        if !shown.is_empty() && used + 2 + n.len() + tail > room {
            break;
        }
        used += n.len() + 2;
        shown.push(n);
    }
    let more = names.len() - shown.len();
    if more == 0 {
        format!("known: {}", shown.join(", "))
    } else {
        format!("known: {} (+{more} more)", shown.join(", "))
    }
}

#[cfg(test)]
mod not_found_tests {
    use super::known_names;

    #[test]
    fn the_closest_names_come_first_and_the_line_stays_within_80_columns() {
        let names: Vec<String> = (0..40)
            .map(|i| format!("team-{i:02}-gpu-runtime"))
            .collect();
        let mut all: Vec<&str> = names.iter().map(String::as_str).collect();
        all.push("gpu-init");
        let line = format!(
            "error: NodeWright \"gpu-ini\" not found; {}",
            known_names("gpu-ini", all)
        );
        assert!(line.len() <= 80, "{} columns: {line}", line.len());
        assert!(line.contains("known: gpu-init "), "{line}");
        assert!(line.ends_with("more)"), "{line}");
        assert_eq!(known_names("x", vec!["a", "b"]), "known: a, b");
    }
}
