//! Shell completion scripts and man pages, all generated from the clap definitions
//! (`Cli::command()`), so a command added anywhere is completed and documented without edits
//! here; and the arguments of `completion` and `__complete` (run by `crate::cmd::completion`).
//! [`generated_files`] is what `completions/` must hold; `tests/packaging.rs` compares it byte
//! for byte with the committed files (`UPDATE_COMPLETIONS=1` rewrites them).

use clap::{Args, CommandFactory, ValueEnum};

use super::Cli;

/// The name completions are generated for: the executable on PATH (krew installs it so).
pub const BIN: &str = "kubectl-nodewright";

/// The `kubectl_complete-nodewright` shim: kubectl 1.26+ runs it from PATH to complete
/// `kubectl nodewright <TAB>`. Shipped in completions/ and in the release archive.
pub const KUBECTL_SHIM: &str = include_str!("../../../completions/kubectl_complete-nodewright");

/// A shell `completion` can write a script for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Shell {
    /// The `kubectl_complete-nodewright` shim, for `kubectl nodewright <TAB>` in any shell
    /// where kubectl's own completion is set up.
    Kubectl,
    Bash,
    Zsh,
    Fish,
    Powershell,
    Elvish,
    Nushell,
}

impl Shell {
    /// Every shell with a generated script, in the order of the committed files (the kubectl
    /// shim is hand-written).
    pub const ALL: [Shell; 6] = [
        Shell::Bash,
        Shell::Zsh,
        Shell::Fish,
        Shell::Powershell,
        Shell::Elvish,
        Shell::Nushell,
    ];

    /// The file under `completions/` that holds this shell's script (clap_complete's names).
    pub fn file_name(self) -> &'static str {
        match self {
            Shell::Kubectl => "kubectl_complete-nodewright",
            Shell::Bash => "kubectl-nodewright.bash",
            Shell::Zsh => "_kubectl-nodewright",
            Shell::Fish => "kubectl-nodewright.fish",
            Shell::Powershell => "_kubectl-nodewright.ps1",
            Shell::Elvish => "kubectl-nodewright.elv",
            Shell::Nushell => "kubectl-nodewright.nu",
        }
    }

    /// The completion script for this shell.
    pub fn script(self) -> Vec<u8> {
        use clap_complete::shells;
        if self == Shell::Kubectl {
            return KUBECTL_SHIM.as_bytes().to_vec();
        }
        let mut cmd = Cli::command();
        let mut out = Vec::new();
        match self {
            Shell::Kubectl => {}
            Shell::Bash => clap_complete::generate(shells::Bash, &mut cmd, BIN, &mut out),
            Shell::Zsh => clap_complete::generate(shells::Zsh, &mut cmd, BIN, &mut out),
            Shell::Fish => clap_complete::generate(shells::Fish, &mut cmd, BIN, &mut out),
            Shell::Powershell => {
                clap_complete::generate(shells::PowerShell, &mut cmd, BIN, &mut out)
            }
            Shell::Elvish => clap_complete::generate(shells::Elvish, &mut cmd, BIN, &mut out),
            Shell::Nushell => {
                clap_complete::generate(clap_complete_nushell::Nushell, &mut cmd, BIN, &mut out)
            }
        }
        out
    }
}

/// Arguments of `completion`.
#[derive(Debug, Clone, Args)]
#[command(
    after_help = "`kubectl nodewright <TAB>` (kubectl 1.26+, with kubectl's own completion enabled) runs the\n\
executable `kubectl_complete-nodewright` from PATH. krew links only the plugin itself into\n\
~/.krew/bin, so put the shim next to it once (krew's caveats say the same):\n\n\
Examples:\n  kubectl nodewright completion kubectl > ~/.krew/bin/kubectl_complete-nodewright\n  chmod +x ~/.krew/bin/kubectl_complete-nodewright\n  source <(kubectl-nodewright completion bash)\n  kubectl-nodewright completion zsh > \"${fpath[1]}/_kubectl-nodewright\"\n  kubectl-nodewright completion fish > ~/.config/fish/completions/kubectl-nodewright.fish"
)]
pub struct CompletionArgs {
    /// The shell to write a completion script for.
    #[arg(value_enum)]
    pub shell: Shell,
}

/// Arguments of the hidden `__complete`: the words after `kubectl nodewright`, the last being
/// the (possibly empty) word under the cursor.
#[derive(Debug, Clone, Args)]
pub struct CompleteArgs {
    #[arg(num_args = 0.., trailing_var_arg = true, allow_hyphen_values = true)]
    pub words: Vec<String>,
}

/// The man pages: one for the plugin and one per visible (sub)command, named as `man` expects
/// (`kubectl-nodewright-status.1`), rendered by clap_mangen.
pub fn man_pages() -> Vec<(String, Vec<u8>)> {
    let mut root = Cli::command();
    root.build();
    let mut out = Vec::new();
    man_page(&root, BIN.to_string(), &mut out);
    out
}

fn man_page(cmd: &clap::Command, file_stem: String, out: &mut Vec<(String, Vec<u8>)>) {
    let mut buf = Vec::new();
    let page =
        clap_mangen::Man::new(cmd.clone().display_name(file_stem.clone())).title(file_stem.clone());
    // Rendering into memory cannot fail.
    let _ = page.render(&mut buf);
    out.push((format!("{file_stem}.1"), buf));
    for sub in cmd.get_subcommands() {
        if sub.is_hide_set() || sub.get_name() == "help" {
            continue;
        }
        man_page(sub, format!("{file_stem}-{}", sub.get_name()), out);
    }
}

/// Every generated file under `completions/` (path relative to it) with its exact content. The
/// shim `kubectl_complete-nodewright` is hand-written and not part of this list.
pub fn generated_files() -> Vec<(String, Vec<u8>)> {
    let mut files: Vec<(String, Vec<u8>)> = Shell::ALL
        .iter()
        .map(|s| (s.file_name().to_string(), s.script()))
        .collect();
    files.extend(
        man_pages()
            .into_iter()
            .map(|(name, body)| (format!("man/{name}"), body)),
    );
    files
}
