//! The few parts of a request the server reads: a query parameter, a cookie, and a comparison
//! that takes the same time whatever matches.

/// The value of `key` in a query string (`a=1&b=2`), decoded as a form is (`+` is a space,
/// `%XX` a byte); `None` when absent or not UTF-8.
pub(crate) fn param(query: Option<&str>, key: &str) -> Option<String> {
    query?.split('&').find_map(|pair| {
        let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
        (decode(k)? == key).then(|| decode(v)).flatten()
    })
}

fn decode(s: &str) -> Option<String> {
    let mut out = Vec::with_capacity(s.len());
    let mut bytes = s.bytes();
    while let Some(b) = bytes.next() {
        match b {
            b'+' => out.push(b' '),
            b'%' => {
                let hex = [bytes.next()?, bytes.next()?];
                let hex = std::str::from_utf8(&hex).ok()?;
                out.push(u8::from_str_radix(hex, 16).ok()?);
            }
            b => out.push(b),
        }
    }
    String::from_utf8(out).ok()
}

/// The value of the cookie `name` in a `Cookie` header.
pub(crate) fn cookie<'a>(header: &'a str, name: &str) -> Option<&'a str> {
    header.split(';').find_map(|c| {
        let (k, v) = c.trim().split_once('=')?;
        (k == name).then_some(v)
    })
}

/// `a == b`, in a time that depends only on their lengths.
pub(crate) fn same(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn params_are_decoded_as_forms_are() {
        let q = Some("token=ab12&selector=gpu%3Dtrue%2Cpool+in+(a)&node=n%C3%A9");
        assert_eq!(param(q, "token").as_deref(), Some("ab12"));
        assert_eq!(
            param(q, "selector").as_deref(),
            Some("gpu=true,pool in (a)")
        );
        assert_eq!(param(q, "node").as_deref(), Some("né"));
        assert_eq!(param(q, "missing"), None);
        assert_eq!(param(Some("node=%ZZ"), "node"), None);
        assert_eq!(param(None, "node"), None);
    }

    #[test]
    fn cookies_and_tokens() {
        let h = "a=1; nodewright-dashboard-80=tok; b=2";
        assert_eq!(cookie(h, "nodewright-dashboard-80"), Some("tok"));
        assert_eq!(cookie(h, "nodewright-dashboard-81"), None);
        assert!(same("abc", "abc"));
        assert!(!same("abc", "abd"));
        assert!(!same("abc", "ab"));
    }
}
