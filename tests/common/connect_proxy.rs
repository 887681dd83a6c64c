//! A small HTTP CONNECT proxy on loopback, as a corporate proxy behaves for `HTTPS_PROXY`: it
//! reads `CONNECT host:port`, records the target, dials it and splices the two connections. A
//! host under `.nodewright.test` is dialled at 127.0.0.1 (the name resolves at the proxy only,
//! as a name inside a corporate network does). Runs on its own thread and runtime: the tests
//! block on child processes.
#![allow(dead_code)]

use std::sync::{Arc, Mutex};

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

/// A running proxy; stops with the test process.
#[derive(Debug, Clone)]
pub struct ConnectProxy {
    pub port: u16,
    seen: Arc<Mutex<Vec<String>>>,
}

impl ConnectProxy {
    pub fn start() -> ConnectProxy {
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
                    tokio::spawn(tunnel(conn, Arc::clone(&seen2)));
                }
            });
        });
        ConnectProxy { port, seen }
    }

    /// `http://127.0.0.1:PORT`.
    pub fn url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    /// The targets of the CONNECTs so far, in order.
    pub fn seen(&self) -> Vec<String> {
        self.seen.lock().map(|s| s.clone()).unwrap_or_default()
    }
}

async fn tunnel(mut client: TcpStream, seen: Arc<Mutex<Vec<String>>>) {
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
    let dial = match target.rsplit_once(':') {
        Some((host, port)) if host.ends_with(".nodewright.test") => format!("127.0.0.1:{port}"),
        _ => target,
    };
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
