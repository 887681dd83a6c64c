//! Which proxy, if any, reaches the API server: as kubectl decides it.
//!
//! kubectl (client-go) takes the cluster's `proxy-url` from the kubeconfig when there is one, for
//! every request; else Go's `http.ProxyFromEnvironment` (`golang.org/x/net/http/httpproxy`):
//! `HTTPS_PROXY` for an `https://` server, `HTTP_PROXY` for an `http://` one (each upper case
//! first, then lower case), unless the server's own address is excluded, by `NO_PROXY`
//! or by being loopback (`localhost`, `127.0.0.0/8`, `::1` are never proxied).
//!
//! `NO_PROXY` is a comma-separated list; each entry is trimmed and lower-cased, and an empty one
//! (`a,,b`, a trailing comma) is skipped:
//! - `*`: nothing is proxied;
//! - a CIDR, `10.0.0.0/8`: an IP address of the server inside it;
//! - an IP, `10.1.2.3` or `[::1]:6443`: that address (and port, when one is given);
//! - a name, `example.com`: that name and every name under it; `.example.com` or
//!   `*.example.com`: only the names under it; each with an optional `:port`.
//!
//! A proxy value without a scheme is taken as `http://` (Go's `parseProxy`).

use std::net::IpAddr;

/// The proxy for requests to `server`: the kubeconfig's `proxy-url` (`kubeconfig`), else the one
/// the environment names for it (`env` reads a variable: `std::env::var` in the plugin).
pub fn for_server(
    server: &http::Uri,
    kubeconfig: Option<&str>,
    env: impl Fn(&str) -> Option<String>,
) -> Result<Option<http::Uri>, String> {
    if let Some(url) = kubeconfig.filter(|u| !u.trim().is_empty()) {
        return parse_proxy(url).map(Some);
    }
    let any = |upper: &str, lower: &str| {
        env(upper)
            .filter(|v| !v.is_empty())
            .or_else(|| env(lower).filter(|v| !v.is_empty()))
    };
    let proxy = match server.scheme_str() {
        Some("https") => any("HTTPS_PROXY", "https_proxy"),
        Some("http") => any("HTTP_PROXY", "http_proxy"),
        _ => None,
    };
    let Some(proxy) = proxy else {
        return Ok(None);
    };
    let no_proxy = NoProxy::parse(&any("NO_PROXY", "no_proxy").unwrap_or_default());
    let host = server.host().unwrap_or_default();
    let port = server
        .port_u16()
        .unwrap_or(if server.scheme_str() == Some("https") {
            443
        } else {
            80
        });
    if !no_proxy.use_proxy(host, port) {
        return Ok(None);
    }
    // Go ignores a value it cannot parse (no proxy), so does this.
    Ok(parse_proxy(&proxy).ok())
}

/// A proxy URL; `host:port` alone is `http://host:port`. Schemes kubectl dials: http, https,
/// socks5 (socks5h too).
fn parse_proxy(value: &str) -> Result<http::Uri, String> {
    let value = value.trim();
    let uri: http::Uri = match value.parse::<http::Uri>() {
        Ok(u) if u.scheme().is_some() && u.host().is_some() => u,
        _ => format!("http://{value}")
            .parse()
            .map_err(|e| format!("invalid proxy address {value:?}: {e}"))?,
    };
    match uri.scheme_str() {
        Some("http" | "https" | "socks5" | "socks5h") => Ok(uri),
        other => Err(format!(
            "proxy {value:?}: unsupported scheme {:?} (http, https or socks5)",
            other.unwrap_or_default()
        )),
    }
}

/// `NO_PROXY`, parsed once.
#[derive(Debug, Default)]
struct NoProxy {
    all: bool,
    cidrs: Vec<(IpAddr, u8)>,
    ips: Vec<(IpAddr, Option<u16>)>,
    /// `(".example.com", port, match the name itself too)`.
    domains: Vec<(String, Option<u16>, bool)>,
}

impl NoProxy {
    fn parse(list: &str) -> NoProxy {
        let mut np = NoProxy::default();
        for entry in list.split(',') {
            let p = entry.trim().to_ascii_lowercase();
            if p.is_empty() {
                continue;
            }
            if p == "*" {
                return NoProxy {
                    all: true,
                    ..NoProxy::default()
                };
            }
            if let Some(cidr) = parse_cidr(&p) {
                np.cidrs.push(cidr);
                continue;
            }
            let (host, port) = split_host_port(&p);
            if host.is_empty() {
                continue;
            }
            if let Ok(ip) = host.parse::<IpAddr>() {
                np.ips.push((ip, port));
                continue;
            }
            let host = host.strip_prefix('*').unwrap_or(host);
            let (host, exact) = match host.strip_prefix('.') {
                Some(_) => (host.to_string(), false),
                None => (format!(".{host}"), true),
            };
            np.domains.push((host, port, exact));
        }
        np
    }

    /// Go's `useProxy` for the server's host and port.
    fn use_proxy(&self, host: &str, port: u16) -> bool {
        let host = host.trim().trim_start_matches('[').trim_end_matches(']');
        let host = host.to_ascii_lowercase();
        if host == "localhost" {
            return false;
        }
        let ip = host.parse::<IpAddr>().ok();
        if ip.is_some_and(|ip| ip.is_loopback()) {
            return false;
        }
        if self.all {
            return false;
        }
        let port_ok = |p: &Option<u16>| p.is_none_or(|p| p == port);
        if let Some(ip) = ip {
            if self.cidrs.iter().any(|&(net, bits)| in_cidr(ip, net, bits)) {
                return false;
            }
            if self.ips.iter().any(|(i, p)| *i == ip && port_ok(p)) {
                return false;
            }
        }
        !self.domains.iter().any(|(suffix, p, exact)| {
            (host.ends_with(suffix.as_str()) || (*exact && host == suffix[1..])) && port_ok(p)
        })
    }
}

/// `host:port`, `[v6]:port` or `host` alone (`::1` alone is a host).
fn split_host_port(p: &str) -> (&str, Option<u16>) {
    if let Some(rest) = p.strip_prefix('[') {
        if let Some((h, tail)) = rest.split_once(']') {
            return (h, tail.strip_prefix(':').and_then(|p| p.parse().ok()));
        }
        return (p, None);
    }
    match p.rsplit_once(':') {
        Some((h, port)) if !h.contains(':') => match port.parse() {
            Ok(port) => (h, Some(port)),
            Err(_) => (p, None),
        },
        _ => (p, None),
    }
}

fn parse_cidr(p: &str) -> Option<(IpAddr, u8)> {
    let (ip, bits) = p.split_once('/')?;
    let ip: IpAddr = ip.parse().ok()?;
    let bits: u8 = bits.parse().ok()?;
    let max = if ip.is_ipv4() { 32 } else { 128 };
    (bits <= max).then_some((ip, bits))
}

fn in_cidr(ip: IpAddr, net: IpAddr, bits: u8) -> bool {
    let (a, b, width) = match (ip, net) {
        (IpAddr::V4(a), IpAddr::V4(b)) => {
            (u128::from(u32::from(a)), u128::from(u32::from(b)), 32u32)
        }
        (IpAddr::V6(a), IpAddr::V6(b)) => (u128::from(a), u128::from(b), 128u32),
        (IpAddr::V6(a), IpAddr::V4(b)) => match a.to_ipv4_mapped() {
            Some(a) => (u128::from(u32::from(a)), u128::from(u32::from(b)), 32),
            None => return false,
        },
        (IpAddr::V4(_), IpAddr::V6(_)) => return false,
    };
    let bits = u32::from(bits);
    if bits == 0 {
        return true;
    }
    let shift = width - bits;
    (a >> shift) == (b >> shift)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn proxy(server: &str, vars: &[(&str, &str)]) -> Option<String> {
        let server: http::Uri = server.parse().expect("server");
        for_server(&server, None, |k| {
            vars.iter()
                .find(|(n, _)| *n == k)
                .map(|(_, v)| v.to_string())
        })
        .expect("proxy")
        .map(|u| u.to_string())
    }

    const P: (&str, &str) = ("HTTPS_PROXY", "http://proxy:3128");

    #[test]
    fn https_proxy_for_https_servers_http_proxy_for_http_ones() {
        assert_eq!(
            proxy("https://api.corp:6443", &[P]).as_deref(),
            Some("http://proxy:3128/")
        );
        assert_eq!(proxy("http://api.corp:8080", &[P]), None);
        assert_eq!(
            proxy("http://api.corp:8080", &[("http_proxy", "proxy:8080")]).as_deref(),
            Some("http://proxy:8080/")
        );
        assert_eq!(
            proxy("https://api.corp", &[("https_proxy", "socks5://s:1080")]).as_deref(),
            Some("socks5://s:1080/")
        );
    }

    #[test]
    fn loopback_is_never_proxied() {
        assert_eq!(proxy("https://127.0.0.1:6443", &[P]), None);
        assert_eq!(proxy("https://localhost:6443", &[P]), None);
        assert_eq!(proxy("https://[::1]:6443", &[P]), None);
    }

    #[test]
    fn no_proxy_is_matched_against_the_server() {
        let with = |np: &str, server: &str| proxy(server, &[P, ("NO_PROXY", np)]).is_some();
        // Names: the name and what is under it; a leading dot or `*.`: only what is under it.
        assert!(!with("api.corp", "https://api.corp:6443"));
        assert!(!with("corp", "https://api.corp:6443"));
        assert!(!with(".corp", "https://api.corp:6443"));
        assert!(!with("*.corp", "https://api.corp:6443"));
        assert!(with(".api.corp", "https://api.corp:6443"));
        assert!(with("other.corp", "https://api.corp:6443"));
        assert!(with("pi.corp", "https://api.corp:6443"));
        // Ports.
        assert!(!with("api.corp:6443", "https://api.corp:6443"));
        assert!(with("api.corp:443", "https://api.corp:6443"));
        assert!(!with("api.corp:443", "https://api.corp"));
        // IPs and CIDRs.
        assert!(!with("10.1.2.3", "https://10.1.2.3:6443"));
        assert!(!with("10.0.0.0/8", "https://10.1.2.3:6443"));
        assert!(with("10.0.0.0/16", "https://10.1.2.3:6443"));
        assert!(!with("10.1.2.3:6443", "https://10.1.2.3:6443"));
        assert!(with("10.1.2.3:443", "https://10.1.2.3:6443"));
        assert!(!with("fd00::/8", "https://[fd00::1]:6443"));
        // `*`, empty entries, a trailing comma, spaces, case.
        assert!(!with("*", "https://api.corp:6443"));
        assert!(!with("a,,b, API.CORP ,", "https://api.corp:6443"));
        assert!(with("a,b,", "https://api.corp:6443"));
        assert!(with(",", "https://api.corp:6443"));
    }

    #[test]
    fn the_kubeconfig_proxy_wins() {
        let server: http::Uri = "https://127.0.0.1:6443".parse().expect("server");
        let got = for_server(&server, Some("http://p:1"), |_| Some("*".into()));
        assert_eq!(
            got.ok().flatten().map(|u| u.to_string()).as_deref(),
            Some("http://p:1/")
        );
        assert!(for_server(&server, Some("ftp://p:1"), |_| None).is_err());
    }
}
