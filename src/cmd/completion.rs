//! `completion SHELL` and `__complete`: shell completion, from the clap definitions
//! (`Cli::command()`), so a command added anywhere is completed without edits here.
//!
//! - `completion bash|zsh|fish|powershell|elvish|nushell` prints a static script (clap_complete).
//! - `__complete WORDS...` (hidden) speaks kubectl's plugin-completion protocol: kubectl 1.26+
//!   runs the executable `kubectl_complete-nodewright` (shipped in `completions/`) with the words
//!   after `kubectl nodewright`, the last one being the word under the cursor. We print one
//!   candidate per line (`value<TAB>description`) and a last line `:<directive>` (cobra's
//!   ShellCompDirective). NodeWright/Skyhook names and node names come from the cluster, with a
//!   short timeout and no error output: a dead cluster simply completes nothing. It always exits 0,
//!   because kubectl drops the candidates of a completer that fails.
//! - The scripts, the man pages and the files of `completions/` are generated in
//!   `crate::cli::completion`, from the clap definitions alone.

use std::time::Duration;

use crate::cli::completion::CompletionArgs;
use crate::error::Result;

mod protocol;

pub use protocol::run_complete;

/// How long `__complete` may spend asking the cluster, in all.
pub const CLUSTER_BUDGET: Duration = Duration::from_secs(2);

/// cobra's ShellCompDirectiveDefault: let the shell complete file names.
pub const DIRECTIVE_DEFAULT: u8 = 0;
/// cobra's ShellCompDirectiveNoFileComp: only our candidates, no file names.
pub const DIRECTIVE_NO_FILE_COMP: u8 = 4;

/// `completion SHELL`: the script on stdout.
pub fn completion(a: &CompletionArgs) -> Result<()> {
    crate::render::raw(&a.shell.script())
}
