//! `kubectl-nodewright`: parse, dispatch, map the result to an exit code in one place.

use std::process::ExitCode;

use nodewright::error::{EXIT_USAGE, Error};

fn main() -> ExitCode {
    // `version --client` must start in milliseconds: no runtime, no logging set-up.
    let cli = match nodewright::cli::try_parse() {
        Ok(c) => c,
        Err(e) => {
            let code = if e.use_stderr() { EXIT_USAGE } else { 0 };
            let _ = e.print();
            return ExitCode::from(code);
        }
    };
    if let nodewright::cli::Command::Version(v) = &cli.command
        && v.client
        && cli.global.output == nodewright::cli::OutputFormat::Table
    {
        println!(
            "Client Version: {}",
            nodewright::cmd::version::CLIENT_VERSION
        );
        return ExitCode::SUCCESS;
    }
    nodewright::logging::init(cli.global.verbosity);
    // Multi-thread: with several contexts, each cluster's read (decoding and evaluating its
    // nodes) is a task of its own and runs beside the others (issue 17); one context runs on
    // this thread as before.
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(r) => r,
        Err(e) => {
            eprintln!("error: cannot start the async runtime: {e}");
            return ExitCode::from(1);
        }
    };
    match runtime.block_on(nodewright::cmd::run(cli)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.is_broken_pipe() => ExitCode::SUCCESS,
        Err(Error::Reported) => ExitCode::from(nodewright::error::EXIT_FAILED),
        Err(e) => {
            eprintln!("error: {e}");
            e.to_exit()
        }
    }
}
