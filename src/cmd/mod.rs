//! Commands: one module per command group, each taking its arguments (`crate::cli`), reading and
//! computing through the engine (`crate::app`) and handing the document to its printer in
//! `render/`. `run` dispatches; `main` maps the result to an exit code.

pub(crate) mod annotations;
pub mod completion;
pub(crate) mod dashboard;
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

use std::future::Future;

use lifecycle::Verb;

use crate::app::{Ctx, contexts};
use crate::cli::lifecycle::DeploymentPolicyCommand;
use crate::cli::migration::MigrationCommand;
use crate::cli::node::NodeCommand;
use crate::cli::package::PackageCommand;
use crate::cli::upgrade::UpgradeCommand;
use crate::cli::{Cli, Command};
use crate::error::Result;
use crate::render::Printer;

/// A command's help text on stdout (a command given without its subcommand, as kubectl).
pub fn print_help(text: &str) -> Result<()> {
    crate::render::raw(text.as_bytes())
}

/// Runs the parsed command line: the one dispatcher. A command that does not read several
/// contexts as one view refuses them first ([`in_one_context`]), before anything runs.
pub async fn run(cli: Cli) -> Result<()> {
    let ctx = Ctx {
        printer: Printer::with_output(&cli.global.output, cli.global.color, cli.global.no_headers)
            .sorted_by(cli.global.sort_by.clone()),
        global: cli.global,
    };
    let ctx = &ctx;
    dispatch(ctx, cli.command).await?;
    // `--warnings-as-errors`, as kubectl's (its PersistentPostRunE): after a command that
    // succeeded, exit 1 when the API server warned, the warnings already printed.
    match ctx.printer.server_warnings() {
        n if n > 0 && ctx.global.warnings_as_errors => Err(crate::error::Error::Failed(format!(
            "{n} warning{} received",
            if n == 1 { "" } else { "s" }
        ))),
        _ => Ok(()),
    }
}

/// One arm per command.
async fn dispatch(ctx: &Ctx, command: Command) -> Result<()> {
    match command {
        Command::Status(a) => status::run(ctx, a).await,
        Command::Explain(a) => explain::run(ctx, a).await,
        Command::Annotations(a) => {
            in_one_context(ctx, "annotations", annotations::run(ctx, a)).await
        }
        Command::Wait(a) => in_one_context(ctx, "wait", wait::run(ctx, a)).await,
        Command::Rollout(a) => rollout::run(ctx, a).await,
        Command::Dashboard(a) => in_one_context(ctx, "dashboard", dashboard::run(ctx, a)).await,
        Command::Node(c) => in_one_context(ctx, "node", node_command(ctx, c)).await,
        Command::Package(c) => in_one_context(ctx, "package", package_command(ctx, c)).await,
        Command::Version(a) => version::run(ctx, a).await,
        Command::Taint(a) => in_one_context(ctx, "taint", taint::taint(ctx, a)).await,
        Command::Untaint(a) => in_one_context(ctx, "untaint", taint::untaint(ctx, a)).await,
        Command::Regate(a) => in_one_context(ctx, "regate", taint::regate(ctx, a)).await,
        Command::Reset(a) => in_one_context(ctx, "reset", reset::reset(ctx, a)).await,
        Command::Forget(a) => in_one_context(ctx, "forget", forget::forget(ctx, a)).await,
        Command::Restore(a) => in_one_context(ctx, "restore", forget::restore(ctx, a)).await,
        Command::Pause(a) => {
            in_one_context(ctx, "pause", lifecycle::run(ctx, Verb::Pause, a)).await
        }
        Command::Resume(a) => {
            in_one_context(ctx, "resume", lifecycle::run(ctx, Verb::Resume, a)).await
        }
        Command::Disable(a) => {
            in_one_context(ctx, "disable", lifecycle::run(ctx, Verb::Disable, a)).await
        }
        Command::Enable(a) => {
            in_one_context(ctx, "enable", lifecycle::run(ctx, Verb::Enable, a)).await
        }
        Command::DeploymentPolicy(DeploymentPolicyCommand::Reset(a)) => {
            in_one_context(
                ctx,
                "deployment-policy",
                lifecycle::batch_reset(ctx, a.into()),
            )
            .await
        }
        Command::Migration(MigrationCommand::Status(a)) => migration::status(ctx, a).await,
        Command::Migration(MigrationCommand::Taints(a)) => {
            in_one_context(ctx, "migration taints", migration::taints(ctx, a)).await
        }
        Command::Upgrade(UpgradeCommand::Check(a)) => {
            contexts::refuse_several_contexts_for_upgrade(&ctx.global)?;
            upgrade::check(ctx, a).await
        }
        Command::Completion(a) => completion::completion(&a),
        Command::Options(_) => {
            contexts::refuse_several_contexts(&ctx.global, "this command")?;
            ctx.printer.out(&crate::cli::options_text())
        }
        Command::Complete(a) => completion::run_complete(ctx, a).await,
    }
}

/// `node list|status|reset|ignore|unignore`.
async fn node_command(ctx: &Ctx, c: NodeCommand) -> Result<()> {
    match c {
        NodeCommand::List(a) => node::list(ctx, a).await,
        NodeCommand::Status(a) => node::status(ctx, a).await,
        NodeCommand::Reset(a) => reset::node_reset(ctx, a).await,
        NodeCommand::Ignore(a) => ignore::run(ctx, a, true).await,
        NodeCommand::Unignore(a) => ignore::run(ctx, a, false).await,
    }
}

/// `package status|logs|rerun`.
async fn package_command(ctx: &Ctx, c: PackageCommand) -> Result<()> {
    match c {
        PackageCommand::Status(a) => package::status(ctx, a).await,
        PackageCommand::Logs(a) => package::logs(ctx, a).await,
        PackageCommand::Rerun(a) => reset::rerun(ctx, a).await,
    }
}

/// `run`, once the command line names one context: several are refused (exit 2,
/// [`contexts::refuse_several_contexts`]) before `run` starts.
async fn in_one_context(
    ctx: &Ctx,
    name: &str,
    run: impl Future<Output = Result<()>>,
) -> Result<()> {
    contexts::refuse_several_contexts(&ctx.global, name)?;
    run.await
}
