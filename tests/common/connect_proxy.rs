//! A small HTTP CONNECT proxy on loopback, as a corporate proxy behaves for `HTTPS_PROXY`: it
//! reads `CONNECT host:port`, records the target, dials it and splices the two connections. A
//! host under `.nodewright.test` is dialled at 127.0.0.1 (the name resolves at the proxy only,
//! as a name inside a corporate network does). Runs on its own thread and runtime: the tests
//! block on child processes.
#![allow(dead_code)]

use std::path::Path;
use std::sync::{Arc, Mutex};

use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

/// A running proxy; stops with the test process.
#[derive(Debug, Clone)]
pub struct ConnectProxy {
    pub port: u16,
    seen: Arc<Mutex<Vec<String>>>,
}

impl ConnectProxy {
    pub fn start() -> ConnectProxy {
        ConnectProxy::serve(None)
    }

    /// An `https://` proxy: TLS with this certificate and key (PEM files), then CONNECT.
    pub fn start_tls(cert: &Path, key: &Path) -> ConnectProxy {
        use rustls_pki_types::pem::PemObject;
        use rustls_pki_types::{CertificateDer, PrivateKeyDer};
        let certs: Vec<CertificateDer<'static>> = CertificateDer::pem_file_iter(cert)
            .expect("proxy cert")
            .collect::<Result<_, _>>()
            .expect("proxy cert");
        let key = PrivateKeyDer::from_pem_file(key).expect("proxy key");
        let config = rustls::ServerConfig::builder_with_provider(Arc::new(
            rustls::crypto::ring::default_provider(),
        ))
        .with_safe_default_protocol_versions()
        .expect("tls versions")
        .with_no_client_auth()
        .with_single_cert(certs, key)
        .expect("proxy tls");
        ConnectProxy::serve(Some(tokio_rustls::TlsAcceptor::from(Arc::new(config))))
    }

    /// A SOCKS5 proxy (no authentication, CONNECT only), recording its targets the same way.
    pub fn start_socks5() -> ConnectProxy {
        ConnectProxy::serve_with(Kind::Socks5)
    }

    fn serve(tls: Option<tokio_rustls::TlsAcceptor>) -> ConnectProxy {
        ConnectProxy::serve_with(match tls {
            Some(t) => Kind::Tls(t),
            None => Kind::Connect,
        })
    }

    fn serve_with(kind: Kind) -> ConnectProxy {
        let std_listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind the proxy");
        std_listener.set_nonblocking(true).expect("nonblocking");
        let port = std_listener.local_addr().expect("addr").port();
        let seen: Arc<Mutex<Vec<String>>> = Arc::default();
        let seen2 = Arc::clone(&seen);
        std::thread::spawn(move || {
            let Ok(rt) = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
            else {
                return;
            };
            rt.block_on(async move {
                let Ok(listener) = TcpListener::from_std(std_listener) else {
                    return;
                };
                while let Ok((conn, _)) = listener.accept().await {
                    let seen = Arc::clone(&seen2);
                    match kind.clone() {
                        Kind::Connect => {
                            tokio::spawn(tunnel(conn, seen));
                        }
                        Kind::Tls(acceptor) => {
                            tokio::spawn(async move {
                                if let Ok(conn) = acceptor.accept(conn).await {
                                    tunnel(conn, seen).await;
                                }
                            });
                        }
                        Kind::Socks5 => {
                            tokio::spawn(socks5(conn, seen));
                        }
                    }
                }
            });
        });
        ConnectProxy { port, seen }
    }

    /// `http://127.0.0.1:PORT` (`https://` for [`ConnectProxy::start_tls`]'s).
    pub fn url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    /// `https://127.0.0.1:PORT`.
    pub fn tls_url(&self) -> String {
        format!("https://127.0.0.1:{}", self.port)
    }

    /// The targets of the CONNECTs so far, in order.
    pub fn seen(&self) -> Vec<String> {
        self.seen.lock().map(|s| s.clone()).unwrap_or_default()
    }
}

#[derive(Clone)]
enum Kind {
    Connect,
    Tls(tokio_rustls::TlsAcceptor),
    Socks5,
}

/// Where a target is dialled: a name under `.nodewright.test` at 127.0.0.1.
fn dial_addr(target: &str) -> String {
    match target.rsplit_once(':') {
        Some((host, port)) if host.ends_with(".nodewright.test") => format!("127.0.0.1:{port}"),
        _ => target.to_string(),
    }
}

/// SOCKS5 (RFC 1928): no authentication, CONNECT to an IPv4 address or a name.
async fn socks5(mut client: TcpStream, seen: Arc<Mutex<Vec<String>>>) -> std::io::Result<()> {
    let mut head = [0u8; 2];
    client.read_exact(&mut head).await?;
    let mut methods = vec![0u8; usize::from(head[1])];
    client.read_exact(&mut methods).await?;
    client.write_all(&[5, 0]).await?;
    let mut req = [0u8; 4];
    client.read_exact(&mut req).await?;
    let host = match req[3] {
        1 => {
            let mut a = [0u8; 4];
            client.read_exact(&mut a).await?;
            std::net::Ipv4Addr::from(a).to_string()
        }
        3 => {
            let mut len = [0u8; 1];
            client.read_exact(&mut len).await?;
            let mut name = vec![0u8; usize::from(len[0])];
            client.read_exact(&mut name).await?;
            String::from_utf8_lossy(&name).into_owned()
        }
        _ => return Ok(()),
    };
    let mut port = [0u8; 2];
    client.read_exact(&mut port).await?;
    let target = format!("{host}:{}", u16::from_be_bytes(port));
    if let Ok(mut s) = seen.lock() {
        s.push(target.clone());
    }
    let Ok(mut upstream) = TcpStream::connect(dial_addr(&target)).await else {
        client.write_all(&[5, 5, 0, 1, 0, 0, 0, 0, 0, 0]).await?;
        return Ok(());
    };
    client.write_all(&[5, 0, 0, 1, 0, 0, 0, 0, 0, 0]).await?;
    tokio::io::copy_bidirectional(&mut client, &mut upstream).await?;
    Ok(())
}

async fn tunnel<S: AsyncRead + AsyncWrite + Unpin>(mut client: S, seen: Arc<Mutex<Vec<String>>>) {
    let mut head = Vec::new();
    let mut buf = [0u8; 1024];
    while !head.windows(4).any(|w| w == b"\r\n\r\n") {
        match client.read(&mut buf).await {
            Ok(0) | Err(_) => return,
            Ok(n) => head.extend_from_slice(&buf[..n]),
        }
        if head.len() > 16 * 1024 {
            return;
        }
    }
    let text = String::from_utf8_lossy(&head).to_string();
    let Some(target) = text
        .lines()
        .next()
        .and_then(|l| l.strip_prefix("CONNECT "))
        .and_then(|l| l.split_whitespace().next())
        .map(str::to_string)
    else {
        let _ = client
            .write_all(b"HTTP/1.1 405 Method Not Allowed\r\ncontent-length: 0\r\n\r\n")
            .await;
        return;
    };
    if let Ok(mut s) = seen.lock() {
        s.push(target.clone());
    }
    let dial = dial_addr(&target);
    let Ok(mut upstream) = TcpStream::connect(&dial).await else {
        let _ = client
            .write_all(b"HTTP/1.1 502 Bad Gateway\r\ncontent-length: 0\r\n\r\n")
            .await;
        return;
    };
    if client
        .write_all(b"HTTP/1.1 200 Connection established\r\n\r\n")
        .await
        .is_err()
    {
        return;
    }
    let _ = tokio::io::copy_bidirectional(&mut client, &mut upstream).await;
}
