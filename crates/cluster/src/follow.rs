//! Following the cluster through the watch API, for `wait`, `status --watch` and
//! `rollout --watch` (docs/commands.md, "Waiting and watching").
//!
//! One kube `watcher` per source: the targeted nodes (each named node alone, by
//! `fieldSelector=metadata.name=NAME`, or the label selector's nodes), the CRs of both API groups,
//! the operator Deployment (by name, in its namespace), and what the waits across nodes end in
//! (the DeploymentPolicies of both groups, the PodDisruptionBudgets) and, for `rollout`, the
//! package pods ([`related`]). Each lists once, in pages (the nodes in pages of [`LIVE_PAGE`] or
//! `--chunk-size`) parsed straight into slim views, then watches from that resourceVersion with
//! bookmarks; a dropped stream resumes from the last resourceVersion seen, and `410 Gone` lists
//! again. Events are folded into the state kept here (slim node views of the targeted nodes
//! only, CR views, the operator), and [`Follower::next`] says what changed. The nodes are listed
//! after the CRs and policies, and keep only the labels some selector reads
//! ([`LabelKeys`]: a GPU node's hundred-odd labels are most of its memory); when a CR or policy
//! starts reading another label, the nodes are listed again.
//!
//! Where RBAC grants `list` but not `watch`, that source polls instead (one list per interval),
//! with a warning naming the role. Each list and watch request goes through the client's retry
//! layer like any other (`retry.rs`); a source that still fails (a dropped stream, a list that
//! failed its retries) is restarted with bounded backoff, and one that fails more than
//! [`super::MAX_RETRIES`] times in a row makes the command fail as unreachable.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Debug;
use std::time::Duration;

use futures::stream::{BoxStream, SelectAll, StreamExt};
use kube::api::{Api, ApiResource, DynamicObject};
use kube::runtime::watcher::{self, Event};

use super::Cluster;
use super::crs::{AllCrs, GroupCrs, LiveCr, resource_name};
use super::nodes::NodeItem;
use super::operator::OperatorSearch;
use nodewright_error::Result;
use nodewright_model::reevaluation::{LabelKeys, Nodes};
use nodewright_model::{CrView, Group};
use source::{SourceCfg, Step, source};

mod related;
mod source;

pub use related::PackagePods;

/// Nodes per page of a live view's node list, unless `--chunk-size` says. kube's watcher reads a
/// page whole as JSON, then hands its nodes on one by one: at 20,000 GPU nodes (~23 KB each) a
/// page of 250 held ~15 MB at once on top of the nodes kept, and `status --watch` peaked at
/// 71 MB RSS; with 100, at 57 MB (its steady size), for 0.9 s more to the first screen (17.4 s
/// against 16.5 s, one run each).
pub const LIVE_PAGE: u32 = 100;

/// At most this many named nodes are watched one by one (one watch each); more are followed by
/// one watch of the selector's nodes (or the fleet), filtered here.
pub const MAX_NAMED_WATCHES: usize = 10;

/// Which nodes to follow.
#[derive(Debug, Clone, Default)]
pub struct NodeScope {
    /// Exact names (empty: every node of the selector).
    pub names: Vec<String>,
    /// Label selector.
    pub selector: Option<String>,
}

/// What changed since the previous [`Follower::next`].
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Changes {
    /// Nodes added, modified or deleted.
    pub nodes: BTreeSet<String>,
    /// The CRs, the operator, the DeploymentPolicies, the disruption budgets, or a whole node
    /// list (after a re-list) changed: every node is to be evaluated again.
    pub all: bool,
    /// The package pods changed (followed for `rollout --watch` only).
    pub pods: bool,
}

impl Changes {
    pub fn is_empty(&self) -> bool {
        !self.all && !self.pods && self.nodes.is_empty()
    }
}

/// Which source an event came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Source {
    /// Node watch number i (a named node, or the one selector watch).
    Nodes(usize),
    Crs(Group),
    Operator,
    Policies(Group),
    Budgets,
    /// Package pods in namespace number i.
    Pods(usize, Group),
}

/// A CR as followed: its name, and its view or why it does not convert.
type CrRead = (String, std::result::Result<CrView, String>);

enum Item {
    Node(Step<NodeItem>),
    Cr(Step<CrRead>),
    Operator(Step<DynamicObject>),
    /// A policy, budget or package pod ([`related`]).
    Related(Step<DynamicObject>),
}

/// The followed state, kept up to date by the watches.
pub struct Follower {
    streams: SelectAll<BoxStream<'static, (Source, Result<Item>)>>,
    scope: NodeScope,
    /// Named nodes followed by one selector watch (more than [`MAX_NAMED_WATCHES`]).
    filter: Option<BTreeSet<String>>,
    nodes: Nodes,
    /// The labels kept of each node (`None` until the CRs and policies are listed).
    keys: Option<LabelKeys>,
    /// Tells the node sources to list again (the labels kept grew).
    relist: tokio::sync::watch::Sender<u64>,
    legacy: BTreeMap<String, std::result::Result<CrView, String>>,
    renamed: BTreeMap<String, std::result::Result<CrView, String>>,
    served: BTreeMap<Group, bool>,
    other_versions: Vec<String>,
    operator: OperatorSearch,
    operator_seen: bool,
    related: related::Related,
    /// Sources between `Init` and `InitDone` (listing): no answer is given until none is.
    syncing: BTreeSet<Source>,
    pending: Changes,
    notes: Vec<String>,
}

impl Debug for Follower {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Follower")
            .field("scope", &self.scope)
            .field("nodes", &self.nodes.len())
            .finish_non_exhaustive()
    }
}

/// A source's stream, its items tagged with the source.
type Tagged = BoxStream<'static, (Source, Result<Item>)>;

fn tagged<K, F>(
    s: BoxStream<'static, Result<Step<K>>>,
    source: Source,
    wrap: F,
) -> BoxStream<'static, (Source, Result<Item>)>
where
    K: Send + 'static,
    F: Fn(Step<K>) -> Item + Send + 'static,
{
    s.map(move |r| (source, r.map(&wrap))).boxed()
}

/// The CRs of one group, each made a view as it is read ([`LiveCr`]: a CR's status has an entry
/// per node).
fn cr_source<const LEGACY: bool>(client: &kube::Client, cfg: SourceCfg) -> Tagged {
    let api = Api::<LiveCr<LEGACY>>::all(client.clone());
    let s = source(api, watcher::Config::default().page_size(500), cfg);
    tagged(s, Source::Crs(LiveCr::<LEGACY>::GROUP), |s| {
        Item::Cr(s.map(LiveCr::into_parts))
    })
}

/// The node sources of `scope`: one watch per named node (at most [`MAX_NAMED_WATCHES`]), else
/// one of the selector's nodes (or the fleet). Each lists again when `cfg.relist` says so.
fn node_sources(
    client: &kube::Client,
    scope: &NodeScope,
    chunk_size: u32,
    cfg: &SourceCfg,
) -> Vec<(Source, Tagged)> {
    let api: Api<NodeItem> = Api::all(client.clone());
    let base = watcher::Config::default().page_size(chunk_size);
    let label = |c: watcher::Config| match &scope.selector {
        Some(s) => c.labels(s),
        None => c,
    };
    if scope.names.is_empty() || scope.names.len() > MAX_NAMED_WATCHES {
        let s = source(api, label(base), cfg.clone());
        return vec![(Source::Nodes(0), tagged(s, Source::Nodes(0), Item::Node))];
    }
    let mut out = Vec::new();
    for (i, name) in scope.names.iter().enumerate() {
        let config = label(base.clone()).fields(&format!("metadata.name={name}"));
        let cfg = SourceCfg {
            resource: format!("nodes/{name}"),
            ..cfg.clone()
        };
        let src = Source::Nodes(i);
        out.push((
            src,
            tagged(source(api.clone(), config, cfg), src, Item::Node),
        ));
    }
    out
}

impl Follower {
    /// Starts every watch and returns once each source has listed (the first complete view).
    /// `operator_namespace` is `--operator-namespace`; `poll_every` is the list interval of a
    /// source whose watch is forbidden; `pods` says whether the package pods are followed too.
    /// The nodes are listed last, once the CRs and policies say which labels to keep of them
    /// ([`LabelKeys`]), and are kept packed ([`Nodes`]); `page`: nodes per page of their list
    /// ([`LIVE_PAGE`] unless `--chunk-size` says).
    pub async fn start(
        cluster: &Cluster,
        scope: NodeScope,
        operator_namespace: Option<&str>,
        poll_every: Duration,
        pods: &PackagePods,
        page: u32,
    ) -> Result<Follower> {
        let client = cluster.client().clone();
        let (relist, relisted) = tokio::sync::watch::channel(0u64);
        let cfg = |resource: String, optional: bool| SourceCfg {
            resource,
            optional,
            poll_every,
            server: cluster.server().to_string(),
            relist: None,
        };
        let mut streams = SelectAll::new();
        let mut syncing = BTreeSet::new();
        for group in [Group::Skyhook, Group::Nodewright] {
            let cfg = cfg(resource_name(group), true);
            streams.push(match group {
                Group::Skyhook => cr_source::<true>(&client, cfg),
                Group::Nodewright => cr_source::<false>(&client, cfg),
            });
            syncing.insert(Source::Crs(group));
        }
        // The operator: found as every command finds it, then its Deployment is watched.
        let operator = super::operator::find(cluster, operator_namespace).await;
        if let Some(d) = operator.deployments.first() {
            let ar = ApiResource::erase::<k8s_openapi::api::apps::v1::Deployment>(&());
            let api: Api<DynamicObject> = Api::namespaced_with(client.clone(), &d.namespace, &ar);
            let src = Source::Operator;
            let s = source(
                api,
                watcher::Config::default().fields(&format!("metadata.name={}", d.name)),
                cfg(
                    format!("deployments.apps (namespace {})", d.namespace),
                    true,
                ),
            );
            streams.push(tagged(s, src, Item::Operator));
            syncing.insert(src);
        }
        for (src, s) in related::sources(&client, &cfg, &operator, pods) {
            streams.push(s);
            syncing.insert(src);
        }
        let per_name = !scope.names.is_empty() && scope.names.len() <= MAX_NAMED_WATCHES;
        let filter = (!scope.names.is_empty() && !per_name)
            .then(|| scope.names.iter().cloned().collect::<BTreeSet<_>>());
        let mut f = Follower {
            streams,
            scope,
            filter,
            nodes: Nodes::default(),
            keys: None,
            relist,
            legacy: BTreeMap::new(),
            renamed: BTreeMap::new(),
            served: BTreeMap::new(),
            other_versions: Vec::new(),
            operator,
            operator_seen: false,
            // The verdicts do without image pulls where pods may not be read, as the one-shot
            // commands do: only stage times (`rollout --watch`) say so.
            related: related::Related::new(*pods != PackagePods::Pending),
            syncing,
            pending: Changes::default(),
            notes: Vec::new(),
        };
        f.next().await?;
        f.keys = Some(f.label_keys());
        let mut node_cfg = cfg("nodes".into(), false);
        node_cfg.relist = Some(relisted);
        for (src, s) in node_sources(&client, &f.scope, page.max(1), &node_cfg) {
            f.streams.push(s);
            f.syncing.insert(src);
        }
        f.next().await?;
        f.read_other_versions(cluster).await;
        Ok(f)
    }

    /// For a CR group this version of the API server does not serve, the versions of it that it
    /// does serve (named in the CRs' warning).
    async fn read_other_versions(&mut self, cluster: &Cluster) {
        if self.served.values().all(|s| *s) {
            return;
        }
        // Discovery may be forbidden or fail: then there is simply nothing more to say.
        if let Ok(gvs) = cluster.served_group_versions().await {
            for (g, served) in &self.served {
                if *served {
                    continue;
                }
                let prefix = format!("{}/", g.domain());
                self.other_versions
                    .extend(gvs.iter().filter(|gv| gv.starts_with(&prefix)).cloned());
            }
        }
    }

    /// Waits for the next change and folds it (and any that arrive with it) into the state.
    /// Never answers while a source is listing, so the state is always a complete view.
    pub async fn next(&mut self) -> Result<Changes> {
        loop {
            let Some((src, item)) = self.streams.next().await else {
                // Every source ended (only optional ones end, on 403): nothing will change.
                return futures::future::pending().await;
            };
            self.fold(src, item?);
            if self.syncing.is_empty() && !self.pending.is_empty() {
                return Ok(std::mem::take(&mut self.pending));
            }
        }
    }

    /// Notes for stderr collected since the last call (watch forbidden, polling instead).
    pub fn take_notes(&mut self) -> Vec<String> {
        std::mem::take(&mut self.notes)
    }

    /// The followed nodes, by name.
    pub fn nodes(&self) -> &Nodes {
        &self.nodes
    }

    /// The CRs of both groups, as [`super::crs::list_all`] returns them.
    pub fn crs(&self) -> AllCrs {
        let group = |g: Group, m: &BTreeMap<String, std::result::Result<CrView, String>>| {
            let mut out = GroupCrs {
                served: self.served.get(&g).copied().unwrap_or(false),
                ..Default::default()
            };
            for (name, cr) in m {
                match cr {
                    Ok(cr) => out.items.push(cr.clone()),
                    Err(why) => out.malformed.push((name.clone(), why.clone())),
                }
            }
            out
        };
        AllCrs {
            legacy: group(Group::Skyhook, &self.legacy),
            renamed: group(Group::Nodewright, &self.renamed),
            other_versions: self.other_versions.clone(),
        }
    }

    /// The operator Deployment as last seen.
    pub fn operator(&self) -> &OperatorSearch {
        &self.operator
    }

    fn wanted(&self, name: &str) -> bool {
        self.filter.as_ref().is_none_or(|f| f.contains(name))
    }

    fn fold(&mut self, src: Source, item: Item) {
        match item {
            Item::Node(step) => self.fold_node(src, step),
            Item::Cr(step) => {
                let Source::Crs(group) = src else { return };
                self.fold_cr(group, step);
            }
            Item::Operator(step) => self.fold_operator(step),
            Item::Related(step) => self.fold_related(src, step),
        }
    }

    fn fold_node(&mut self, src: Source, step: Step<NodeItem>) {
        let Source::Nodes(i) = src else { return };
        match step {
            Step::Event(Event::Init) => {
                self.syncing.insert(src);
                // A (re-)list replaces what this source had.
                match self.scope.names.get(i) {
                    Some(name) if self.filter.is_none() => {
                        self.nodes.remove(name);
                    }
                    _ => self.nodes.clear(),
                }
                self.pending.all = true;
            }
            Step::Event(Event::InitApply(mut n) | Event::Apply(mut n)) => {
                if self.wanted(&n.view.name) {
                    if let Some(k) = &self.keys {
                        k.keep(&mut n.view.labels);
                    }
                    self.pending.nodes.insert(n.view.name.clone());
                    self.nodes.insert(n.view);
                }
            }
            Step::Event(Event::Delete(n)) => {
                if self.nodes.remove(&n.view.name) {
                    self.pending.nodes.insert(n.view.name);
                }
            }
            Step::Event(Event::InitDone) => {
                self.syncing.remove(&src);
            }
            Step::Note(n) => self.notes.push(n),
            Step::Unserved | Step::Unreadable(_) => {
                self.syncing.remove(&src);
            }
        }
    }

    fn fold_cr(&mut self, group: Group, step: Step<CrRead>) {
        let src = Source::Crs(group);
        let map = match group {
            Group::Skyhook => &mut self.legacy,
            Group::Nodewright => &mut self.renamed,
        };
        match step {
            Step::Event(Event::Init) => {
                // The list that follows (InitDone, or Unserved) says what changed.
                self.syncing.insert(src);
                map.clear();
                return;
            }
            Step::Event(Event::InitApply((name, view)) | Event::Apply((name, view))) => {
                map.insert(name, view);
            }
            Step::Event(Event::Delete((name, _))) => {
                map.remove(&name);
            }
            Step::Event(Event::InitDone) => {
                self.syncing.remove(&src);
                self.served.insert(group, true);
            }
            Step::Unserved | Step::Unreadable(_) => {
                map.clear();
                self.syncing.remove(&src);
                let was = self.served.insert(group, false);
                if was == Some(false) {
                    // Still not served: nothing changed.
                    return;
                }
            }
            Step::Note(n) => {
                self.notes.push(n);
                return;
            }
        }
        self.related.generation += 1;
        self.pending.all = true;
        self.check_keys();
    }

    /// The labels the evaluation reads: those the CRs' and policies' selectors use (and `-l`).
    fn label_keys(&self) -> LabelKeys {
        let crs = self.legacy.values().chain(self.renamed.values());
        LabelKeys::of(
            crs.filter_map(|c| c.as_ref().ok()),
            self.related.policy_views(),
            self.scope.selector.as_deref(),
        )
    }

    /// After a CR or a policy changed: when a selector now uses a label the nodes were read
    /// without (it was dropped as they were read), the node sources list again, and nothing is
    /// answered until they have (a frame never evaluates a node without a label it reads).
    /// Keys are never dropped: a CR changed back costs no second list.
    fn check_keys(&mut self) {
        let needed = self.label_keys();
        let Some(kept) = self.keys.as_mut() else {
            return;
        };
        if kept.covers(&needed) {
            return;
        }
        kept.extend(&needed);
        tracing::debug!("a selector reads a label the nodes were read without: listing them again");
        self.relist.send_modify(|g| *g += 1);
        let named = self.scope.names.len();
        let sources = if named == 0 || named > MAX_NAMED_WATCHES {
            1
        } else {
            named
        };
        for i in 0..sources {
            self.syncing.insert(Source::Nodes(i));
        }
    }

    fn fold_operator(&mut self, step: Step<DynamicObject>) {
        let src = Source::Operator;
        match step {
            Step::Event(Event::Init) => {
                self.syncing.insert(src);
                self.operator_seen = false;
                return;
            }
            Step::Event(Event::InitApply(o) | Event::Apply(o)) => {
                self.operator_seen = true;
                let d = serde_json::to_value(&o)
                    .ok()
                    .and_then(super::operator::from_object);
                self.operator.deployments = d.into_iter().collect();
            }
            Step::Event(Event::Delete(_)) => self.operator.deployments.clear(),
            Step::Event(Event::InitDone) => {
                self.syncing.remove(&src);
                if !self.operator_seen {
                    self.operator.deployments.clear();
                }
            }
            Step::Unserved => {
                self.syncing.remove(&src);
                self.operator.deployments.clear();
            }
            Step::Unreadable(why) => {
                self.syncing.remove(&src);
                self.operator.unreadable = Some(why);
            }
            Step::Note(n) => {
                self.notes.push(n);
                return;
            }
        }
        self.pending.all = true;
    }
}
