//! The benchmarks' network: a counting TCP proxy every byte between a measured tool and the API
//! server passes through, optionally shaping the link (bandwidth and round-trip time). Shared by
//! `bench.rs` and `bench_contexts.rs` (`#[path = "common/link.rs"] mod link;`).

use std::io::{Read, Write};
use std::net::{Shutdown, TcpListener, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::thread;
use std::time::{Duration, Instant};

type Res<T> = Result<T, String>;

fn err<E: std::fmt::Display>(ctx: &str) -> impl FnOnce(E) -> String + '_ {
    move |e| format!("{ctx}: {e}")
}

/// A shaped link: bandwidth (bits per second) and round-trip time.
#[derive(Debug, Clone, Copy)]
pub struct Shape {
    pub bps: f64,
    pub rtt: Duration,
}

impl Shape {
    pub fn parse(s: &str) -> Res<Shape> {
        let (mbit, rtt) = s
            .split_once('/')
            .ok_or_else(|| format!("--link {s:?}: expected MBIT/RTTms, e.g. 100/20"))?;
        let mbit: f64 = mbit
            .trim_end_matches("mbit")
            .parse()
            .map_err(|e| format!("--link {s:?}: {e}"))?;
        let ms: f64 = rtt
            .trim_end_matches("ms")
            .parse()
            .map_err(|e| format!("--link {s:?}: {e}"))?;
        if mbit <= 0.0 || ms < 0.0 {
            return Err(format!("--link {s:?}: bandwidth must be > 0, RTT >= 0"));
        }
        Ok(Shape {
            bps: mbit * 1e6,
            rtt: Duration::from_secs_f64(ms / 1000.0),
        })
    }
    pub fn label(&self) -> String {
        format!(
            "{:.0} Mbit/s {:.0} ms",
            self.bps / 1e6,
            self.rtt.as_secs_f64() * 1000.0
        )
    }
}

#[derive(Debug, Default)]
pub struct Counter {
    pub down: AtomicU64,
    pub up: AtomicU64,
}

pub fn start_proxy(upstream: String, shape: Option<Shape>) -> Res<(u16, Arc<Counter>)> {
    let listener = TcpListener::bind("127.0.0.1:0").map_err(err("proxy bind"))?;
    let port = listener.local_addr().map_err(err("proxy addr"))?.port();
    let counter = Arc::new(Counter::default());
    let c = counter.clone();
    thread::spawn(move || {
        for conn in listener.incoming() {
            let Ok(client) = conn else { continue };
            let Ok(server) = TcpStream::connect(&upstream) else {
                continue;
            };
            let _ = client.set_nodelay(true);
            let _ = server.set_nodelay(true);
            let (Ok(c2), Ok(s2)) = (client.try_clone(), server.try_clone()) else {
                continue;
            };
            let (cu, cd) = (c.clone(), c.clone());
            match shape {
                None => {
                    thread::spawn(move || pump(client, server, &cu.up));
                    thread::spawn(move || pump(s2, c2, &cd.down));
                }
                Some(sh) => {
                    // The TCP handshake a real link would cost (one round trip).
                    thread::sleep(sh.rtt);
                    thread::spawn(move || shaped_pump(client, server, &cu.up, sh));
                    thread::spawn(move || shaped_pump(s2, c2, &cd.down, sh));
                }
            }
        }
    });
    Ok((port, counter))
}

fn pump(mut from: TcpStream, mut to: TcpStream, count: &AtomicU64) {
    let mut buf = vec![0u8; 64 * 1024];
    loop {
        match from.read(&mut buf) {
            Ok(0) | Err(_) => break,
            Ok(n) => {
                count.fetch_add(n as u64, Ordering::Relaxed);
                if to.write_all(&buf[..n]).is_err() {
                    break;
                }
            }
        }
    }
    let _ = to.shutdown(Shutdown::Write);
    let _ = from.shutdown(Shutdown::Read);
}

/// One direction of a shaped link: each chunk leaves when the link is free (bandwidth: it
/// occupies the link for len*8/bps) and arrives half a round trip later. A reader thread
/// timestamps chunks, this thread delivers them at their time, so the link stays pipelined
/// (a window of data in flight, as TCP would have).
fn shaped_pump(from: TcpStream, mut to: TcpStream, count: &AtomicU64, sh: Shape) {
    let (tx, rx) = std::sync::mpsc::channel::<(Instant, Vec<u8>)>();
    let reader = {
        let mut from = match from.try_clone() {
            Ok(f) => f,
            Err(_) => return,
        };
        thread::spawn(move || {
            let mut buf = vec![0u8; 16 * 1024];
            let mut free_at = Instant::now();
            loop {
                match from.read(&mut buf) {
                    Ok(0) | Err(_) => break,
                    Ok(n) => {
                        let now = Instant::now();
                        let start = if free_at > now { free_at } else { now };
                        free_at = start + Duration::from_secs_f64(n as f64 * 8.0 / sh.bps);
                        if tx.send((free_at + sh.rtt / 2, buf[..n].to_vec())).is_err() {
                            break;
                        }
                    }
                }
            }
        })
    };
    for (at, data) in rx {
        let now = Instant::now();
        if at > now {
            thread::sleep(at - now);
        }
        count.fetch_add(data.len() as u64, Ordering::Relaxed);
        if to.write_all(&data).is_err() {
            break;
        }
    }
    let _ = to.shutdown(Shutdown::Write);
    let _ = from.shutdown(Shutdown::Read);
    let _ = reader.join();
}
