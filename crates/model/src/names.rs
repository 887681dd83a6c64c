//! Kubernetes object names, checked before they reach a URL: a node and a NodeWright/Skyhook are
//! cluster-scoped objects whose names are RFC 1123 subdomains (apimachinery's
//! `IsDNS1123Subdomain`), so `regate 'bad name!'` is a usage error that says so (exit 2), not a
//! request that cannot be built.

/// apimachinery's message for a name that is not an RFC 1123 subdomain.
const SUBDOMAIN: &str = "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')";

/// Why `name` cannot be the name of a cluster-scoped object (`None`: it can).
pub fn subdomain_error(name: &str) -> Option<String> {
    if name.is_empty() {
        return Some("a name must not be empty".into());
    }
    if name.len() > 253 {
        return Some("must be no more than 253 characters".into());
    }
    let ok = name.split('.').all(|label| {
        let b = label.as_bytes();
        !b.is_empty()
            && b[0].is_ascii_alphanumeric()
            && b[b.len() - 1].is_ascii_alphanumeric()
            && b.iter()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == b'-')
    });
    (!ok).then(|| SUBDOMAIN.to_string())
}

/// `Ok(name)` when `name` can be a `kind`'s name, else the error a user reads.
pub fn check(kind: &str, name: &str) -> Result<String, String> {
    match subdomain_error(name) {
        None => Ok(name.to_string()),
        Some(why) => Err(format!("invalid {kind} name {name:?}: {why}")),
    }
}

/// The resource names kubectl's `-o name` (and the plugin's) write before a node's name.
const NODE_KINDS: &[&str] = &["node", "nodes", "no"];
/// ... and before a NodeWright's or Skyhook's.
const CR_KINDS: &[&str] = &[
    "nodewright",
    "nodewrights",
    "nodewright.nodewright.nvidia.com",
    "nodewrights.nodewright.nvidia.com",
    "skyhook",
    "skyhooks",
    "skyhook.skyhook.nvidia.com",
    "skyhooks.skyhook.nvidia.com",
];

/// `name` without a `KIND/` prefix of one of `kinds` (as `-o name` prints it), else as given.
fn without_kind<'a>(name: &'a str, kinds: &[&str]) -> &'a str {
    match name.split_once('/') {
        Some((kind, rest)) if kinds.iter().any(|k| k.eq_ignore_ascii_case(kind)) => rest,
        _ => name,
    }
}

/// A NODE argument as typed, `node/NAME` (what `-o name` prints) read as `NAME`; not checked
/// (a `--regex` pattern is not a name).
pub fn node_arg(name: &str) -> Result<String, String> {
    Ok(without_kind(name, NODE_KINDS).to_string())
}

/// clap's value parser of a NODE argument (`node/NAME` taken too, as kubectl).
pub fn node(name: &str) -> Result<String, String> {
    check("node", without_kind(name, NODE_KINDS))
}

/// clap's value parser of a NodeWright/Skyhook name (`nodewright/NAME` taken too, as kubectl).
pub fn cr(name: &str) -> Result<String, String> {
    check("NodeWright", without_kind(name, CR_KINDS))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_printed_by_o_name_are_taken() {
        assert_eq!(node("node/gpu-1"), Ok("gpu-1".into()));
        assert_eq!(node("nodes/gpu-1"), Ok("gpu-1".into()));
        assert_eq!(cr("nodewright/gpu-init"), Ok("gpu-init".into()));
        assert_eq!(
            cr("nodewright.nodewright.nvidia.com/gpu-init"),
            Ok("gpu-init".into())
        );
        assert_eq!(cr("skyhook/gpu-init"), Ok("gpu-init".into()));
        assert!(node("pod/gpu-1").is_err());
        assert!(cr("node/gpu-init").is_err());
        assert_eq!(node_arg("node/gpu-.*"), Ok("gpu-.*".into()));
    }

    #[test]
    fn names_are_rfc_1123_subdomains() {
        for ok in ["gpu-1", "ip-10-0-0-1.ec2.internal", "a", "0"] {
            assert_eq!(subdomain_error(ok), None, "{ok}");
        }
        for bad in [
            "",
            "bad name!",
            "GPU-1",
            "-a",
            "a-",
            "a..b",
            ".a",
            "a_b",
            &"a".repeat(254),
        ] {
            assert!(subdomain_error(bad).is_some(), "{bad}");
        }
        assert!(
            node("bad name!")
                .expect_err("an error")
                .starts_with("invalid node name \"bad name!\": a lowercase RFC 1123 subdomain")
        );
    }
}
