//! Commands: one module per command group, each taking its arguments (`crate::cli`), reading and
//! computing through the engine (`crate::app`) and handing the document to its printer in
//! `render/`. `run` dispatches; `main` maps the result to an exit code.

pub(crate) mod annotations;
pub mod completion;
pub(crate) mod explain;
pub(crate) mod forget;
pub(crate) mod ignore;
pub(crate) mod lifecycle;
pub(crate) mod migration;
pub(crate) mod node;
pub(crate) mod package;
pub(crate) mod reset;
pub(crate) mod rollout;
pub(crate) mod status;
pub(crate) mod taint;
pub(crate) mod upgrade;
pub mod version;
pub(crate) mod wait;

use crate::app::{Ctx, contexts};
use crate::cli::{Cli, Command};
use crate::error::Result;
use crate::render::Printer;

/// Runs the parsed command line.
pub async fn run(cli: Cli) -> Result<()> {
    let ctx = Ctx {
        printer: Printer::with_output(&cli.global.output, cli.global.color, cli.global.no_headers)
            .sorted_by(cli.global.sort_by.clone()),
        global: cli.global,
    };
    contexts::guard(&cli.command, &ctx.global)?;
    match cli.command {
        Command::Status(a) => status::run(&ctx, a).await,
        Command::Explain(a) => explain::run(&ctx, a).await,
        Command::Annotations(a) => annotations::run(&ctx, a).await,
        Command::Wait(a) => wait::run(&ctx, a).await,
        Command::Rollout(a) => rollout::run(&ctx, a).await,
        Command::Node(c) => node::run(&ctx, c).await,
        Command::Package(c) => package::run(&ctx, c).await,
        Command::Version(a) => version::run(&ctx, a).await,
        Command::Taint(a) => taint::taint(&ctx, a).await,
        Command::Untaint(a) => taint::untaint(&ctx, a).await,
        Command::Regate(a) => taint::regate(&ctx, a).await,
        Command::Reset(a) => reset::reset(&ctx, a).await,
        Command::Forget(a) => forget::forget(&ctx, a).await,
        Command::Restore(a) => forget::restore(&ctx, a).await,
        Command::Pause(a) => lifecycle::run(&ctx, lifecycle::Verb::Pause, a).await,
        Command::Resume(a) => lifecycle::run(&ctx, lifecycle::Verb::Resume, a).await,
        Command::Disable(a) => lifecycle::run(&ctx, lifecycle::Verb::Disable, a).await,
        Command::Enable(a) => lifecycle::run(&ctx, lifecycle::Verb::Enable, a).await,
        Command::DeploymentPolicy(c) => lifecycle::dp(&ctx, c).await,
        Command::Migration(c) => migration::run(&ctx, c).await,
        Command::Upgrade(c) => upgrade::run(&ctx, c).await,
        Command::Completion(a) => completion::completion(&a),
        Command::Options(_) => ctx.printer.out(&crate::cli::options_text()),
        Command::Complete(a) => completion::run_complete(&ctx, a).await,
    }
}
