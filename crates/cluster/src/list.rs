//! One paged list for every JSON collection the plugin reads (CRs, policies, pods, Jobs,
//! provisioning objects, workloads, namespaces): `limit` and `continue` until the server says
//! there is no more, each page decoded ([`super::decode`]) and handed to the caller before the
//! next is read, so memory holds one page. Node pages, which may come as protobuf, are read by
//! `nodes::for_each_page`.

use kube::api::ListParams;
use serde::Deserialize;
use serde::de::DeserializeOwned;

use super::{Cluster, Target, decode};
use nodewright_error::{Error, Result};

/// How a list ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Listed {
    /// Every page was read.
    Done,
    /// The collection is not served (404: a CRD or API group not installed).
    NotServed,
}

#[derive(Deserialize)]
struct Page<T> {
    #[serde(default = "Vec::new")]
    items: Vec<T>,
    #[serde(default)]
    metadata: PageMeta,
}

#[derive(Deserialize, Default)]
struct PageMeta {
    #[serde(default, rename = "continue")]
    continue_: Option<String>,
}

/// Lists the collection at `path` page by page (`params` gives the selector and the page size;
/// the continue token is set here), calling `page` with each page's items. A 404 ends it as
/// [`Listed::NotServed`]; every other failure (403 included) is an error.
pub async fn walk<T: DeserializeOwned>(
    cluster: &Cluster,
    path: &str,
    params: &ListParams,
    target: &Target,
    mut page: impl FnMut(Vec<T>) -> Result<()>,
) -> Result<Listed> {
    let mut lp = params.clone();
    loop {
        let req = kube::core::Request::new(path)
            .list(&lp)
            .map_err(|e| Error::usage(e.to_string()))?;
        let answer = cluster
            .send(req, target, &[http::StatusCode::NOT_FOUND])
            .await?;
        if answer.status == http::StatusCode::NOT_FOUND {
            return Ok(Listed::NotServed);
        }
        let p: Page<T> = decode(&answer, target)?;
        page(p.items)?;
        match p.metadata.continue_ {
            Some(c) if !c.is_empty() => lp.continue_token = Some(c),
            _ => return Ok(Listed::Done),
        }
    }
}

/// [`walk`] into one vector (for collections known to be small: one operator's pods or Jobs).
pub async fn all<T: DeserializeOwned>(
    cluster: &Cluster,
    path: &str,
    params: &ListParams,
    target: &Target,
) -> Result<(Vec<T>, Listed)> {
    let mut out = Vec::new();
    let listed = walk(cluster, path, params, target, |items| {
        out.extend(items);
        Ok(())
    })
    .await?;
    Ok((out, listed))
}
