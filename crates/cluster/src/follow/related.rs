//! What a live view follows besides the nodes, the CRs and the operator: the DeploymentPolicies
//! of both groups and the PodDisruptionBudgets (what the waits across nodes end in), and, for
//! `rollout --watch`, the operator's package pods (stage times). Each is listed once and then
//! watched like the other sources, so a redraw or a tick reads nothing; a change to one of them
//! is a change like a CR's.

use std::collections::{BTreeMap, BTreeSet};

use k8s_openapi::api::core::v1::Pod;
use k8s_openapi::api::policy::v1::PodDisruptionBudget;
use kube::api::{Api, ApiResource, DynamicObject};
use kube::runtime::watcher::{self, Event};

use super::source::{SourceCfg, Step, source};
use super::{Follower, Item, Source, Tagged, tagged};
use crate::operator::OperatorSearch;
use crate::policies::{self, Policies};
use nodewright_error::{Error, READ_ROLE};
use nodewright_model::drain::BudgetView;
use nodewright_model::policy::PolicyView;
use nodewright_model::rollout::PackagePod;
use nodewright_model::{Group, policy::policy_from_object};

/// Whether the operator's package pods are followed, and which.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PackagePods {
    /// Every package pod in this namespace (`--namespace`), or `None`: the operator's
    /// namespaces (`rollout --watch`'s stage times; its verdicts read the same pods).
    In(Option<String>),
    /// Only the `Pending` ones, in the operator's namespaces: what the verdicts read of them (a
    /// stage whose image cannot be pulled never leaves `Pending`: `image-unpullable`). A pod that
    /// starts leaves the field selector's watch as a deletion, so the rollout's running and
    /// finished pods are never held.
    Pending,
}

/// The followed policies, budgets and package pods.
#[derive(Debug, Default)]
pub(super) struct Related {
    policies: BTreeMap<(Group, String), std::result::Result<PolicyView, String>>,
    /// A group whose policies may not be listed, with the error as a one-shot list gives it.
    policies_unreadable: BTreeMap<Group, String>,
    /// The budgets with a selector (one without selects nothing), by namespace and name.
    budgets: BTreeMap<(String, String), BudgetView>,
    budgets_unreadable: bool,
    pods: BTreeMap<(Group, String, String), PackagePod>,
    /// Nodes whose package pods began or stopped failing to pull an image since the last fold:
    /// their verdicts change (`image-unpullable`), so they are changed nodes.
    pub(super) pull_touched: Vec<String>,
    /// Whether a pod source that may not be read is worth a note (stage times are unknown).
    pub(super) pods_unread_note: bool,
    /// Sources found not served (each change of it is a change once).
    unserved: BTreeSet<Source>,
    /// Bumped when what the waits read beyond the followed state may differ: the CRs (which
    /// nodes hold a batch, whether a drain is ahead) or the budgets (whose pods hold a drain).
    pub(super) generation: u64,
}

/// The sources of [`Related`], each with its tag.
pub(super) fn sources(
    client: &kube::Client,
    cfg: &dyn Fn(String, bool) -> SourceCfg,
    operator: &OperatorSearch,
    pods: &PackagePods,
) -> Vec<(Source, Tagged)> {
    let mut out = Vec::new();
    for group in [Group::Nodewright, Group::Skyhook] {
        let api: Api<DynamicObject> = Api::all_with(client.clone(), &policies::api_resource(group));
        let src = Source::Policies(group);
        let s = source(
            api,
            watcher::Config::default(),
            cfg(policies::resource(group), true),
        );
        out.push((src, tagged(s, src, Item::Related)));
    }
    let ar = ApiResource::erase::<PodDisruptionBudget>(&());
    let api: Api<DynamicObject> = Api::all_with(client.clone(), &ar);
    let s = source(
        api,
        watcher::Config::default(),
        cfg("poddisruptionbudgets.policy".into(), true),
    );
    out.push((Source::Budgets, tagged(s, Source::Budgets, Item::Related)));
    let namespaces: BTreeSet<String> = match pods {
        PackagePods::In(Some(ns)) => [ns.clone()].into(),
        PackagePods::In(None) | PackagePods::Pending => operator
            .deployments
            .iter()
            .map(|d| d.namespace.clone())
            .collect(),
    };
    let ar = ApiResource::erase::<Pod>(&());
    for (i, ns) in namespaces.iter().enumerate() {
        for group in [Group::Nodewright, Group::Skyhook] {
            let api: Api<DynamicObject> = Api::namespaced_with(client.clone(), ns, &ar);
            let mut config =
                watcher::Config::default().labels(&format!("{}/package", group.domain()));
            if *pods == PackagePods::Pending {
                config = config.fields("status.phase=Pending");
            }
            let src = Source::Pods(i, group);
            let s = source(api, config, cfg(format!("pods (namespace {ns})"), true));
            out.push((src, tagged(s, src, Item::Related)));
        }
    }
    out
}

fn name_of(o: &DynamicObject) -> (String, String) {
    (
        o.metadata.namespace.clone().unwrap_or_default(),
        o.metadata.name.clone().unwrap_or_default(),
    )
}

impl Related {
    /// Nothing followed yet; `pods_unread_note`: see the field.
    pub(super) fn new(pods_unread_note: bool) -> Related {
        Related {
            pods_unread_note,
            ..Related::default()
        }
    }

    /// Folds one event of a policy, budget or pod source; true when what it holds changed.
    fn fold(&mut self, src: Source, event: Event<DynamicObject>) -> bool {
        match (src, event) {
            (_, Event::Init | Event::InitDone) => false,
            (Source::Policies(g), Event::InitApply(o) | Event::Apply(o)) => {
                let parsed = serde_json::to_value(&o)
                    .map_err(|e| e.to_string())
                    .and_then(|v| policy_from_object(&v, g));
                self.policies.insert((g, name_of(&o).1), parsed);
                true
            }
            (Source::Policies(g), Event::Delete(o)) => {
                self.policies.remove(&(g, name_of(&o).1)).is_some()
            }
            (Source::Budgets, Event::InitApply(o) | Event::Apply(o)) => {
                self.generation += 1;
                match crate::drain::budget_from_object(&o) {
                    Ok(Some(b)) => self.budgets.insert(name_of(&o), b),
                    _ => self.budgets.remove(&name_of(&o)),
                };
                true
            }
            (Source::Budgets, Event::Delete(o)) => {
                self.generation += 1;
                self.budgets.remove(&name_of(&o)).is_some()
            }
            (Source::Pods(_, g), Event::InitApply(o) | Event::Apply(o)) => {
                let (ns, name) = name_of(&o);
                let before = match crate::pods::package_pod_from_object(&o, g) {
                    Some(p) => {
                        if p.image_pull.is_some() {
                            self.pull_touched.push(p.node.clone());
                        }
                        self.pods.insert((g, ns, name), p)
                    }
                    None => self.pods.remove(&(g, ns, name)),
                };
                self.touch_pull(before);
                true
            }
            (Source::Pods(_, g), Event::Delete(o)) => {
                let (ns, name) = name_of(&o);
                let before = self.pods.remove(&(g, ns, name));
                let changed = before.is_some();
                self.touch_pull(before);
                changed
            }
            _ => false,
        }
    }

    /// A pod that failed to pull its image and no longer does (or is gone) changes its node.
    fn touch_pull(&mut self, before: Option<PackagePod>) {
        if let Some(p) = before.filter(|p| p.image_pull.is_some()) {
            self.pull_touched.push(p.node);
        }
    }

    /// The policies that parsed, of both groups.
    pub(super) fn policy_views(&self) -> impl Iterator<Item = &PolicyView> {
        self.policies.values().filter_map(|p| p.as_ref().ok())
    }

    /// A source's (re-)list begins: it replaces what that source held.
    fn clear(&mut self, src: Source) {
        match src {
            Source::Policies(g) => self.policies.retain(|k, _| k.0 != g),
            Source::Budgets => {
                self.generation += 1;
                self.budgets.clear();
            }
            Source::Pods(_, g) => {
                let (gone, kept) = std::mem::take(&mut self.pods)
                    .into_iter()
                    .partition::<BTreeMap<_, _>, _>(|(k, _)| k.0 == g);
                self.pods = kept;
                for p in gone.into_values() {
                    self.touch_pull(Some(p));
                }
            }
            _ => {}
        }
    }
}

impl Follower {
    pub(super) fn fold_related(&mut self, src: Source, step: Step<DynamicObject>) {
        let changed = match step {
            Step::Event(Event::Init) => {
                self.syncing.insert(src);
                self.related.clear(src);
                false
            }
            Step::Event(Event::InitDone) => {
                self.syncing.remove(&src);
                self.related.unserved.remove(&src);
                true
            }
            Step::Event(e) => self.related.fold(src, e),
            Step::Unserved => {
                self.syncing.remove(&src);
                self.related.clear(src);
                self.related.unserved.insert(src)
            }
            Step::Unreadable(message) => {
                self.syncing.remove(&src);
                self.related.clear(src);
                match src {
                    Source::Policies(g) => {
                        let e = Error::Forbidden {
                            verb: "list".into(),
                            resource: policies::resource(g),
                            message,
                            role: READ_ROLE.into(),
                        };
                        self.related.policies_unreadable.insert(g, e.to_string());
                    }
                    Source::Budgets => self.related.budgets_unreadable = true,
                    _ if !self.related.pods_unread_note => {}
                    _ => self.notes.push(format!(
                        "stage times are unknown: package pods cannot be listed ({message})"
                    )),
                }
                true
            }
            Step::Note(n) => {
                self.notes.push(n);
                false
            }
        };
        if changed {
            match src {
                Source::Pods(..) => {
                    self.pending.pods = true;
                    self.pending
                        .nodes
                        .extend(std::mem::take(&mut self.related.pull_touched));
                }
                Source::Policies(_) => {
                    self.pending.all = true;
                    self.check_keys();
                }
                _ => self.pending.all = true,
            }
        }
    }

    /// The DeploymentPolicies of both groups, as [`policies::list`] returns them.
    pub fn policies(&self) -> Policies {
        let mut out = Policies::default();
        for group in [Group::Nodewright, Group::Skyhook] {
            for ((g, name), p) in &self.related.policies {
                match p {
                    Ok(p) if *g == group => out.items.push(p.clone()),
                    Err(why) if *g == group => {
                        out.malformed.push((group, name.clone(), why.clone()))
                    }
                    _ => {}
                }
            }
            if let Some(why) = self.related.policies_unreadable.get(&group) {
                out.unreadable.push((group, why.clone()));
            }
        }
        out
    }

    /// The PodDisruptionBudgets (with a selector); `None` when they may not be listed.
    pub fn budgets(&self) -> Option<Vec<BudgetView>> {
        (!self.related.budgets_unreadable).then(|| self.related.budgets.values().cloned().collect())
    }

    /// The operator's package pods (empty unless followed: [`PackagePods`]).
    pub fn package_pods(&self) -> Vec<PackagePod> {
        self.related.pods.values().cloned().collect()
    }

    /// Changes when what the waits read beyond the followed state may differ (a CR or a budget
    /// changed): the holders of a batch outside the followed nodes, the pods of refusing budgets.
    pub fn generation(&self) -> u64 {
        self.related.generation
    }
}
