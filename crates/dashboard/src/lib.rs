//! The dashboard's server: one page on loopback, its assets embedded in the binary, fed by the
//! live view's documents. It knows nothing of the cluster: the command follows the cluster
//! (`app::watch_loop`), makes the page's documents (the map's cells, the rollouts) from the
//! model's and render's own, and hands them to the [`Hub`], which keeps the last of each and
//! fans every change out to the open pages as server-sent events (one follow of the cluster
//! however many tabs are open). What the page asks on demand (a node's `explain` document, the
//! nodes a label selector matches) goes back to the command as a [`Query`].
//!
//! Read-only and private by construction: GET and HEAD only (405 otherwise), the page's token on
//! every request (in the query, then a cookie; or `Authorization: Bearer`), a `Host` header that
//! names the address served (DNS rebinding: a foreign name is refused), a strict
//! Content-Security-Policy (no inline script, nothing from elsewhere); the page writes cluster
//! text with `textContent` only.

#![warn(clippy::too_many_lines)]

mod hub;
mod query;
mod server;

pub use hub::{Frame, Hub};
pub use server::{Answer, Query, Server, new_token};
