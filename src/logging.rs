//! `-v=N` logging to stderr. Levels follow kubectl's habit: 4 retries and debug detail,
//! 6 every request, 8 bodies. Secrets are never logged: requests are logged by method and URL
//! only, and the token and client key never enter a log line.

/// Sets up the tracing subscriber for kube's own logs at the chosen level.
pub fn init(verbosity: u8) {
    // Our own request lines (`I GET ... 200 in 3ms`) are printed by the cluster layer at -v=6;
    // kube's internal tracing only joins at -v=9, where kubectl starts printing curl lines.
    let level = match verbosity {
        0..=3 => "off",
        4..=8 => "nodewright=debug",
        _ => "nodewright=trace,kube=debug",
    };
    let filter = tracing_subscriber::EnvFilter::new(level);
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_target(false)
        .try_init();
}
