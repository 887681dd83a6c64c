//! `-v=N` logging to stderr through `tracing`. Levels follow kubectl's habit: 4 retries and
//! debug detail, 6 every request, 8 bodies, 9 kube's own traces too. The plugin's lines read
//! `I <message>` (`I GET /api/v1/nodes?limit=500 200 in 3ms (81234 bytes)`); kube's carry their
//! level and target. Secrets are never logged: requests are logged by method and URL only, and
//! the token and client key never enter a log line. Control characters are shown escaped, as on
//! every other line the plugin prints (`render::terminal`).

use std::fmt;

use tracing::{Event, Subscriber};
use tracing_subscriber::fmt::format::Writer;
use tracing_subscriber::fmt::{FmtContext, FormatEvent, FormatFields};
use tracing_subscriber::registry::LookupSpan;

/// The filter for `-v=N`: the request lines (target `nodewright::http`) join at 6, their
/// bodies (`nodewright::http::body`, trace) at 8, kube's internals at 9.
pub fn filter(verbosity: u8) -> &'static str {
    match verbosity {
        0..=3 => "off",
        4..=5 => "nodewright=debug,nodewright::http=off",
        6..=7 => "nodewright=debug",
        8 => "nodewright=trace",
        _ => "nodewright=trace,kube=debug",
    }
}

/// Sets up the tracing subscriber at the chosen level.
pub fn init(verbosity: u8) {
    let _ = tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::new(filter(verbosity)))
        // Each line escaped as every other stderr line (a request line or an error quotes the
        // cluster): `render::terminal::Safe` writes it when the event's writer is dropped.
        .with_writer(|| crate::render::terminal::Safe::new(std::io::stderr()))
        .event_format(EventFormat)
        .try_init();
}

/// `I <message>` for the plugin's events, `LEVEL target: <message>` for everyone else's.
struct EventFormat;

impl<S, N> FormatEvent<S, N> for EventFormat
where
    S: Subscriber + for<'a> LookupSpan<'a>,
    N: for<'a> FormatFields<'a> + 'static,
{
    fn format_event(
        &self,
        ctx: &FmtContext<'_, S, N>,
        mut writer: Writer<'_>,
        event: &Event<'_>,
    ) -> fmt::Result {
        let meta = event.metadata();
        if meta.target().starts_with("nodewright") {
            writer.write_str("I ")?;
        } else {
            write!(writer, "{} {}: ", meta.level(), meta.target())?;
        }
        ctx.format_fields(writer.by_ref(), event)?;
        writeln!(writer)
    }
}
