//! What a live view (`status --watch`, `rollout --watch`, `wait`) evaluates again after a
//! change, so that a change costs the client the nodes it touches, not the fleet
//! (docs/benchmarks.md). The live views and the one-shot commands evaluate each node with the same
//! [`gate::evaluate`] against the same facts; this module only decides which nodes' verdicts can
//! differ after a change, and keeps the verdicts in between ([`Verdicts`]).
//!
//! A node's verdict is a function of the node and the facts every node is evaluated against
//! ([`GateContext`]: the operator's configuration, the logical CRs, the stall threshold, the
//! migration hold, the waits settled over other nodes, and the time). So:
//! - a node event touches that node;
//! - a changed CR touches the nodes its old or its new selector selects, as long as what it
//!   shows to the nodes it does not select ([`ShownToOthers`]: its name, priority, sequencing, pause,
//!   validity, conditions...) is unchanged; otherwise, and for a CR that appears or goes, every
//!   node (orphaned state, priority order);
//! - a changed DeploymentPolicy touches the nodes of the CRs that name it;
//! - a change of the waits across nodes (beyond the policies), of the configuration or of the
//!   migration hold touches every node;
//! - the time touches the nodes whose verdict it can move: [`due`] says when (a node's `stalled`
//!   threshold; a stalled node's message counts minutes, so it is due every round).
//!
//! Memory: a live view keeps per node only the label keys the evaluation reads ([`LabelKeys`]),
//! and keeps the nodes and their verdicts packed ([`Nodes`], [`Verdicts`], `model::packed`),
//! reading back only those a change touches.

use std::borrow::Cow;
use std::collections::{BTreeMap, BTreeSet};
use std::time::Duration;

use jiff::Timestamp;

use super::gate::{self, BlockerCode, NodeGate};
use super::keys::{LEGACY_PREFIX, NEW_PREFIX};
use super::policy::PolicyView;
use super::selector::{Selector, parse_selector};
use super::view::{Keep, Shape};
use super::{CrView, GateContext, LabelSelector, NodeView, Presence};
use nodewright_packed::{Dictionary, Packed};

/// The label keys a live view keeps on each node: those a selector it evaluates uses (the CRs'
/// node selectors, the DeploymentPolicies' compartment selectors, the command's own `-l`), plus
/// every key under either operator prefix (the ignore label, `status_<cr>`, orphaned state;
/// users also select on their own keys there). Every other label is dropped as it is read.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LabelKeys(BTreeSet<String>);

fn selector_keys(s: &LabelSelector, out: &mut BTreeSet<String>) {
    out.extend(s.match_labels.keys().cloned());
    out.extend(s.match_expressions.iter().map(|e| e.key.clone()));
}

impl LabelKeys {
    /// The keys the selectors of these CRs (of both groups, as read) and policies use, and those
    /// of `-l` (when it parses).
    pub fn of<'a>(
        crs: impl IntoIterator<Item = &'a CrView>,
        policies: impl IntoIterator<Item = &'a PolicyView>,
        label_selector: Option<&str>,
    ) -> LabelKeys {
        let mut keys = BTreeSet::new();
        for cr in crs {
            selector_keys(&cr.node_selector, &mut keys);
        }
        for p in policies {
            for c in &p.compartments {
                selector_keys(&c.selector, &mut keys);
            }
        }
        if let Some(Ok(sel)) = label_selector.map(parse_selector) {
            keys.extend(sel.requirements.into_iter().map(|r| r.key));
        }
        LabelKeys(keys)
    }

    /// Whether a label with this key is kept.
    pub fn needs(&self, key: &str) -> bool {
        let operator = |p: &str| {
            key.strip_prefix(p)
                .is_some_and(|rest| rest.starts_with('/'))
        };
        operator(LEGACY_PREFIX) || operator(NEW_PREFIX) || self.0.contains(key)
    }

    /// Drops the labels no evaluation reads.
    pub fn keep(&self, labels: &mut BTreeMap<String, String>) {
        labels.retain(|k, _| self.needs(k));
    }

    /// Whether every key `other` needs is kept here already (else nodes pruned with `self` must
    /// be read again).
    pub fn covers(&self, other: &LabelKeys) -> bool {
        other.0.is_subset(&self.0)
    }

    /// Keeps these keys too (`-L` columns).
    pub fn with(mut self, keys: impl IntoIterator<Item = String>) -> LabelKeys {
        self.0.extend(keys);
        self
    }

    /// Keeps `other`'s keys too.
    pub fn extend(&mut self, other: &LabelKeys) {
        self.0.extend(other.0.iter().cloned());
    }

    /// How many keys beyond the operator's prefixes.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// Which followed nodes a change touches.
#[derive(Debug, Default)]
pub struct Touched {
    /// Every node.
    pub all: bool,
    /// The nodes these selectors select.
    pub selectors: Vec<Selector>,
}

impl Touched {
    pub fn all() -> Touched {
        Touched {
            all: true,
            selectors: Vec::new(),
        }
    }

    /// Nothing touched.
    pub fn is_none(&self) -> bool {
        !self.all && self.selectors.is_empty()
    }

    /// Whether the node's verdict may differ after the change.
    pub fn touches(&self, node: &NodeView) -> bool {
        self.all || self.selectors.iter().any(|s| s.matches(&node.labels))
    }

    fn select(&mut self, s: &LabelSelector) {
        // An invalid selector selects nothing (`gate::selects`).
        if let Ok(s) = Selector::from_label_selector(s) {
            self.selectors.push(s);
        }
    }
}

/// What a CR shows to the nodes it does not select: the evaluation of such a node reads it only
/// through the priority order (`priority-held`, `IsNodeReadyForSkyhook`: name, priority,
/// disabled, sequencing and, for `sequencing: all`, whether it is complete everywhere), the
/// operator halting every CR (invalid, paused, `NodeStateMalformed` conditions) and orphaned
/// state (name, mirrored-from).
#[derive(Debug, PartialEq)]
struct ShownToOthers<'a> {
    name: &'a str,
    group: Option<super::Group>,
    mirrored_from: Option<&'a str>,
    priority: i64,
    disabled: bool,
    paused: bool,
    sequencing: &'a str,
    globally_complete: bool,
    invalid: &'a [crate::types::Invalid],
    conditions: &'a [super::CrCondition],
}

impl<'a> ShownToOthers<'a> {
    fn of(cr: &'a CrView) -> ShownToOthers<'a> {
        ShownToOthers {
            name: &cr.name,
            group: cr.group,
            mirrored_from: cr.mirrored_from.as_deref(),
            priority: cr.priority,
            disabled: cr.disabled,
            paused: cr.paused,
            sequencing: &cr.sequencing,
            // Read only for a `sequencing: all` CR.
            globally_complete: cr.sequencing == "all" && gate::globally_complete(cr),
            invalid: &cr.invalid,
            conditions: &cr.conditions,
        }
    }
}

/// The nodes whose verdict may differ between two sets of facts (the time aside: [`due`]).
pub fn touched(before: &GateContext, after: &GateContext) -> Touched {
    if before.config != after.config
        || before.stall_after != after.stall_after
        || before.migration_hold != after.migration_hold
        || !before.waits.same_but_policies(after.waits)
    {
        return Touched::all();
    }
    let mut t = Touched::default();
    let old: BTreeMap<&str, &CrView> = before.crs.iter().map(|c| (c.name.as_str(), c)).collect();
    let new: BTreeMap<&str, &CrView> = after.crs.iter().map(|c| (c.name.as_str(), c)).collect();
    if old.len() != before.crs.len() || new.len() != after.crs.len() {
        // Two logical CRs of one name: nothing to pair them by.
        return Touched::all();
    }
    for name in old.keys().chain(new.keys()).collect::<BTreeSet<_>>() {
        match (old.get(name), new.get(name)) {
            (Some(a), Some(b)) if a == b => {}
            (Some(a), Some(b)) if ShownToOthers::of(a) == ShownToOthers::of(b) => {
                t.select(&a.node_selector);
                t.select(&b.node_selector);
            }
            _ => return Touched::all(),
        }
    }
    match (&before.waits.policies, &after.waits.policies) {
        (Some(a), Some(b)) if a != b => {
            let changed: BTreeSet<&str> = a
                .iter()
                .filter(|p| !b.contains(p))
                .chain(b.iter().filter(|p| !a.contains(p)))
                .map(|p| p.name.as_str())
                .collect();
            for cr in before.crs.iter().chain(after.crs) {
                if cr
                    .deployment_policy
                    .as_deref()
                    .is_some_and(|p| changed.contains(p))
                {
                    t.select(&cr.node_selector);
                }
            }
        }
        (a, b) if a != b => return Touched::all(),
        _ => {}
    }
    t
}

/// When the time alone can change a node's verdict.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Due {
    Never,
    /// At this instant (its `stalled` threshold).
    At(Timestamp),
    /// On every round: it is stalled, and its last change cannot be read.
    EveryRound,
}

/// When the time alone next changes the node's verdict. The clock is read only by `stalled`
/// (`--stall-after` after the node's last change): a node past it and not stalled stays so until
/// something else changes (a change that touches it re-evaluates it).
pub fn due(gate: &NodeGate, stall_after: Duration, now: Timestamp) -> Due {
    let last = gate
        .last_change
        .as_deref()
        .and_then(|t| t.parse::<Timestamp>().ok());
    if gate.blockers.iter().any(|b| b.code == BlockerCode::Stalled) {
        // Its message counts the whole minutes since the last change: it changes on the next
        // minute, not on every round (at 20,000 nodes, re-evaluating every stalled node on
        // every round cost most of a live view's CPU).
        let Some(last) = last else {
            return Due::EveryRound;
        };
        let mins = now.duration_since(last).as_secs().max(0) / 60;
        return match last.checked_add(jiff::SignedDuration::from_secs((mins + 1) * 60)) {
            Ok(t) => Due::At(t),
            Err(_) => Due::EveryRound,
        };
    }
    let limit = jiff::SignedDuration::try_from(stall_after).ok();
    match (last, limit) {
        (Some(last), Some(limit)) => match last.checked_add(limit) {
            // Past the threshold by a second: `stalled` is "more than" it.
            Ok(t) if t >= now => Due::At(t + jiff::SignedDuration::from_secs(1)),
            _ => Due::Never,
        },
        _ => Due::Never,
    }
}

/// The nodes whose verdict changed, each with its verdict before (`None`: it appeared; boxed:
/// the first evaluation of 20,000 nodes is 20,000 entries).
pub type Changed = BTreeMap<String, Option<Box<NodeGate>>>;

/// Where a live view's nodes are read from by name: the followed nodes ([`Nodes`]), or a plain
/// map (the unit tests).
pub trait NodeSource {
    /// The node, decoded when it is kept packed.
    fn node(&self, name: &str) -> Option<Cow<'_, NodeView>>;
    /// Every node, in name order.
    fn each(&self) -> Box<dyn Iterator<Item = (&String, Cow<'_, NodeView>)> + '_>;
    fn has(&self, name: &str) -> bool;
    /// Every name, in order (nothing decoded).
    fn keys(&self) -> Box<dyn Iterator<Item = &String> + '_>;
}

impl NodeSource for BTreeMap<String, NodeView> {
    fn node(&self, name: &str) -> Option<Cow<'_, NodeView>> {
        self.get(name).map(Cow::Borrowed)
    }
    fn each(&self) -> Box<dyn Iterator<Item = (&String, Cow<'_, NodeView>)> + '_> {
        Box::new(self.iter().map(|(k, n)| (k, Cow::Borrowed(n))))
    }
    fn has(&self, name: &str) -> bool {
        self.contains_key(name)
    }
    fn keys(&self) -> Box<dyn Iterator<Item = &String> + '_> {
        Box::new(BTreeMap::keys(self))
    }
}

/// A followed node as kept: as it is, or packed ([`Packed`]; [`NodeView::maps`] is not data and
/// is kept beside it).
#[derive(Debug, Clone)]
enum KeptNode {
    /// Boxed: a map's entries are as large as its largest variant.
    Plain(Box<NodeView>),
    Packed(Packed<NodeView>, Presence),
}

/// The nodes a live view follows, by name, packed: a change reads back the nodes it touches,
/// and the whole fleet only when a change reaches every node (a CR's priority, the
/// configuration).
#[derive(Debug, Default)]
pub struct Nodes {
    map: BTreeMap<String, KeptNode>,
    /// What the nodes are packed against (the first node's JSON).
    dict: Dictionary,
}

impl Nodes {
    pub fn insert(&mut self, n: NodeView) {
        let name = n.name.clone();
        let kept = match Packed::new(&n, &mut self.dict) {
            Ok(p) => KeptNode::Packed(p, n.maps),
            // Never for a node read from JSON or protobuf; kept as it is if so.
            Err(_) => KeptNode::Plain(Box::new(n)),
        };
        self.map.insert(name, kept);
    }

    /// Whether it was followed.
    pub fn remove(&mut self, name: &str) -> bool {
        self.map.remove(name).is_some()
    }

    pub fn clear(&mut self) {
        self.map.clear();
    }

    pub fn len(&self) -> usize {
        self.map.len()
    }

    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }
}

fn unkept<'a>(k: &'a KeptNode, dict: &Dictionary) -> Option<Cow<'a, NodeView>> {
    match k {
        KeptNode::Plain(n) => Some(Cow::Borrowed(n)),
        // The bytes are the plugin's own: they read back unless memory is corrupt.
        KeptNode::Packed(p, maps) => p.get(dict).ok().map(|mut n| {
            n.maps = *maps;
            Cow::Owned(n)
        }),
    }
}

impl NodeSource for Nodes {
    fn node(&self, name: &str) -> Option<Cow<'_, NodeView>> {
        self.map.get(name).and_then(|n| unkept(n, &self.dict))
    }
    fn each(&self) -> Box<dyn Iterator<Item = (&String, Cow<'_, NodeView>)> + '_> {
        Box::new(
            self.map
                .iter()
                .filter_map(|(k, n)| Some((k, unkept(n, &self.dict)?))),
        )
    }
    fn has(&self, name: &str) -> bool {
        self.map.contains_key(name)
    }
    fn keys(&self) -> Box<dyn Iterator<Item = &String> + '_> {
        Box::new(self.map.keys())
    }
}

/// A verdict as kept: packed, or as it is when it cannot be (never seen).
#[derive(Debug)]
enum KeptGate {
    /// Boxed: a map's entries are as large as its largest variant.
    Plain(Box<NodeGate>),
    Packed(Packed<NodeGate>),
    /// Only whether it changed: a digest of its compact JSON ([`Keep::Digests`](super::view::Keep::Digests)).
    Digest(u64),
}

impl KeptGate {
    fn get(&self, dict: &Dictionary) -> Option<Cow<'_, NodeGate>> {
        match self {
            KeptGate::Plain(g) => Some(Cow::Borrowed(g)),
            KeptGate::Packed(p) => p.get(dict).ok().map(Cow::Owned),
            KeptGate::Digest(_) => None,
        }
    }
}

/// A verdict's digest: SipHash (fixed keys) over its compact JSON, written without a buffer.
fn digest(g: &NodeGate) -> Option<u64> {
    use std::hash::Hasher;
    struct Feed(std::hash::DefaultHasher);
    impl std::io::Write for Feed {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.write(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let mut feed = Feed(std::hash::DefaultHasher::new());
    serde_json::to_writer(&mut feed, g).ok()?;
    Some(feed.0.finish())
}

/// The followed nodes' verdicts between changes, and when the time next moves each.
#[derive(Debug, Default)]
pub struct Verdicts {
    gates: BTreeMap<String, KeptGate>,
    /// What is kept of each verdict ([`Keep`]).
    keep: Keep,
    /// What the verdicts are packed against (the first verdict's JSON).
    dict: Dictionary,
    at: BTreeSet<(Timestamp, String)>,
    /// The nodes due on every round (apart: `due_by` is read on every change).
    every_round: BTreeSet<String>,
    due: BTreeMap<String, Due>,
}

impl Verdicts {
    /// Empty, keeping `keep` of each verdict.
    pub fn new(keep: Keep) -> Verdicts {
        Verdicts {
            keep,
            ..Verdicts::default()
        }
    }

    /// Keeps each verdict in this shape from the next evaluation on (`status --nodewright
    /// NAME`: only its entry); digests stay digests.
    pub fn shape(&mut self, shape: Shape) {
        if let Keep::Rows(s) = &mut self.keep {
            *s = shape;
        }
    }

    /// The node's verdict (read back when it is kept packed; `None` when only digests are kept).
    pub fn get(&self, name: &str) -> Option<Cow<'_, NodeGate>> {
        self.gates.get(name).and_then(|g| g.get(&self.dict))
    }

    pub fn len(&self) -> usize {
        self.gates.len()
    }

    pub fn is_empty(&self) -> bool {
        self.gates.is_empty()
    }

    /// Every verdict, by node name.
    pub fn iter(&self) -> impl Iterator<Item = (&String, Cow<'_, NodeGate>)> {
        self.gates
            .iter()
            .filter_map(|(n, g)| Some((n, g.get(&self.dict)?)))
    }

    /// The names of the nodes with a verdict, in order.
    pub fn names(&self) -> impl Iterator<Item = &String> {
        self.gates.keys()
    }

    /// The nodes of `nodes` a change touches, and those kept that `nodes` no longer has.
    pub fn touched(&self, nodes: &impl NodeSource, t: &Touched) -> BTreeSet<String> {
        let mut out: BTreeSet<String> = self
            .gates
            .keys()
            .filter(|n| !nodes.has(n))
            .cloned()
            .collect();
        if t.all {
            out.extend(nodes.keys().cloned());
        } else if !t.is_none() {
            out.extend(
                nodes
                    .each()
                    .filter(|(_, n)| t.touches(n))
                    .map(|(k, _)| k.clone()),
            );
        }
        out
    }

    /// The nodes the time may have moved by `now`.
    pub fn due_by(&self, now: Timestamp) -> BTreeSet<String> {
        let mut out: BTreeSet<String> = self
            .at
            .iter()
            .take_while(|(t, _)| *t <= now)
            .map(|(_, n)| n.clone())
            .collect();
        out.extend(self.every_round.iter().cloned());
        out
    }

    /// Evaluates `names` again against `ctx` (a name `nodes` no longer has is dropped); returns
    /// the names whose verdict changed, appeared or went, each with its verdict before (`None`:
    /// it appeared).
    pub fn refresh<'a>(
        &mut self,
        nodes: &impl NodeSource,
        names: impl IntoIterator<Item = &'a String>,
        ctx: &GateContext,
    ) -> Changed {
        let mut changed = Changed::new();
        for name in names {
            self.forget_due(name);
            let Some(node) = nodes.node(name) else {
                if let Some(before) = self.gates.remove(name) {
                    let before = before.get(&self.dict).map(|g| Box::new(g.into_owned()));
                    changed.insert(name.clone(), before);
                }
                continue;
            };
            let mut g = gate::evaluate(&node, ctx);
            if let Keep::Rows(shape) = &self.keep {
                shape.apply(&mut g);
            }
            match due(&g, ctx.stall_after, ctx.now) {
                Due::Never => {}
                Due::At(t) => {
                    self.at.insert((t, name.clone()));
                    self.due.insert(name.clone(), Due::At(t));
                }
                Due::EveryRound => {
                    self.every_round.insert(name.clone());
                    self.due.insert(name.clone(), Due::EveryRound);
                }
            }
            let kept = match (matches!(self.keep, Keep::Digests), digest(&g)) {
                (true, Some(d)) => KeptGate::Digest(d),
                _ => match Packed::new(&g, &mut self.dict) {
                    Ok(p) => KeptGate::Packed(p),
                    // Never for a verdict; kept as it is if so.
                    Err(_) => KeptGate::Plain(Box::new(g)),
                },
            };
            let same = match (self.gates.get(name), &kept) {
                (Some(KeptGate::Packed(a)), KeptGate::Packed(b)) => a.same(b),
                (Some(KeptGate::Digest(a)), KeptGate::Digest(b)) => a == b,
                (Some(KeptGate::Plain(a)), KeptGate::Plain(b)) => a == b,
                (Some(a), b) => a.get(&self.dict) == b.get(&self.dict),
                (None, _) => false,
            };
            if !same {
                let before = self.gates.insert(name.clone(), kept);
                let before =
                    before.and_then(|b| b.get(&self.dict).map(|g| Box::new(g.into_owned())));
                changed.insert(name.clone(), before);
            }
        }
        changed
    }

    fn forget_due(&mut self, name: &str) {
        match self.due.remove(name) {
            Some(Due::At(t)) => {
                self.at.remove(&(t, name.to_string()));
            }
            Some(Due::EveryRound) => {
                self.every_round.remove(name);
            }
            _ => {}
        }
    }
}

#[cfg(test)]
#[path = "reevaluation_tests.rs"]
mod tests;
