//! The arguments of `dashboard`.

use std::net::IpAddr;

use clap::Args;

use super::DurationArg;

/// Arguments of `dashboard`.
#[derive(Debug, Clone, Args)]
#[command(
    after_help = "Examples:\n  kubectl nodewright dashboard\n  kubectl nodewright dashboard --port 8765 --open\n  kubectl nodewright dashboard -l nvidia.com/gpu.present=true"
)]
pub struct DashboardArgs {
    /// The address to serve on: loopback unless said (any other is reachable by others on the
    /// network; the token still guards every request).
    #[arg(long, default_value = "127.0.0.1", value_name = "IP")]
    pub address: IpAddr,
    /// The port to serve on; 0: any free port.
    #[arg(long, default_value_t = 0, value_name = "N")]
    pub port: u16,
    /// Open the page in the default browser.
    #[arg(long)]
    pub open: bool,
    /// Only nodes matching this label selector.
    #[arg(short = 'l', long = "selector", value_name = "SELECTOR", value_parser = super::values::selector)]
    pub selector: Option<String>,
    /// The longest time between two updates of the page (the rate and ETA move with the clock).
    #[arg(long, default_value = "5s", value_parser = DurationArg::parse, value_name = "DURATION")]
    pub interval: DurationArg,
}
