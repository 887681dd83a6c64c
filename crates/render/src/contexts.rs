//! The documents of a several-context read (`--context a,b`, `--all-contexts`): each item with
//! its context, and every context's status with the command's per-context summary.

use serde::Serialize;

use nodewright_model::fleet::{Outcome, reason};

/// An item and the context it came from (`{"context": "east", ...the item}`).
#[derive(Debug, Serialize)]
pub struct InContext<'a, T: Serialize> {
    pub context: &'a str,
    #[serde(flatten)]
    pub item: &'a T,
}

/// How one context came out, for `-o json|yaml` (`contexts: [...]`): every context is listed,
/// the failed ones with why, the others with the command's per-context summary.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ContextStatus<S: Serialize> {
    pub context: String,
    /// `ok`, `not-ready` or `failed`.
    pub status: &'static str,
    /// For a failed context: `unreachable`, `unauthorized`, `forbidden`, `kubeconfig`,
    /// `not-found` or `error`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<&'static str>,
    /// For a failed context: the error, as printed on stderr.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    #[serde(flatten)]
    pub summary: Option<S>,
}

/// A several-context list document: the items, each with its context, then every context's
/// status.
#[derive(Debug, Serialize)]
pub struct FleetList<'a, T: Serialize, S: Serialize> {
    pub items: Vec<InContext<'a, T>>,
    pub contexts: Vec<ContextStatus<S>>,
}

/// Every context's status for the document, with `summary` of each read context.
pub fn statuses<T, S: Serialize>(
    outcomes: &[Outcome<T>],
    ready: impl Fn(&T) -> bool,
    summary: impl Fn(&T) -> S,
) -> Vec<ContextStatus<S>> {
    outcomes
        .iter()
        .map(|o| match &o.result {
            Ok(t) => ContextStatus {
                context: o.context.clone(),
                status: if ready(t) { "ok" } else { "not-ready" },
                reason: None,
                error: None,
                summary: Some(summary(t)),
            },
            Err(e) => ContextStatus {
                context: o.context.clone(),
                status: "failed",
                reason: Some(reason(e)),
                error: Some(e.to_string()),
                summary: None,
            },
        })
        .collect()
}

/// The items of every read context, each with its context, in context order.
pub fn items<'a, T, I: Serialize + 'a>(
    outcomes: &'a [Outcome<T>],
    each: impl Fn(&'a T) -> &'a [I],
) -> Vec<InContext<'a, I>> {
    outcomes
        .iter()
        .filter_map(|o| o.result.as_ref().ok().map(|t| (o.context.as_str(), t)))
        .flat_map(|(c, t)| {
            each(t)
                .iter()
                .map(move |item| InContext { context: c, item })
        })
        .collect()
}
