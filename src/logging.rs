//! `-v=N` logging to stderr. Levels follow kubectl's habit: 4 retries and debug detail,
//! 6 every request, 8 bodies. Secrets are never logged: requests are logged by method and URL
//! only, and the token and client key never enter a log line.

/// Sets up the tracing subscriber for kube's own logs at the chosen level.
pub fn init(verbosity: u8) {
    let level = match verbosity {
        0..=2 => "off",
        3..=4 => "kubectl_nodewright=debug,nodewright=debug",
        5..=7 => "nodewright=debug,kube=debug",
        _ => "nodewright=trace,kube=debug",
    };
    let filter = tracing_subscriber::EnvFilter::new(level);
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_target(false)
        .try_init();
}
