//! What Cargo and clippy cannot check of the layout (docs/development.md, "Layout"): the layers
//! are crates (Cargo keeps their edges) and functions over 100 lines are clippy's. Left here: no
//! file over 600 production lines (not `*_tests.rs`, not `#[cfg(test)]` items; lines as they
//! stand); only crates/render writes to stdout; the engine (src/app) imports no command
//! (src/cmd) and no command another; the model's bottom ([`MODEL_BOTTOM`]) imports nothing above
//! it, and no model module takes another's names by a glob (`use super::*`) outside tests.

use std::fs;
use std::path::Path;

use syn::spanned::Spanned;
use syn::visit::{self, Visit};

const MAX_FILE_LINES: usize = 600;

/// The bottom of the model, lowest first: each imports only the model modules before it. `vocab`
/// (an enum's names), `names` (object names), `version` (the release table), `types` (the views
/// the cluster layer builds): the views and vocabulary never depend on the rules built on them.
const MODEL_BOTTOM: &[&str] = &["vocab", "names", "version", "types"];

/// One source file: its path from the repository root, its crate's source folder, its production
/// lines, and what its production code names.
struct Source {
    rel: String,
    krate: String,
    lines: usize,
    scan: Scan,
}

/// What a file's production code names, from its module (`[cmd, status]`): the paths from `crate`,
/// `self` or `super`, resolved from its crate's root, and the lines that write to stdout
/// (`println!`, `print!`, a call of `stdout()`), each with its line.
#[derive(Default)]
struct Scan {
    module: Vec<String>,
    paths: Vec<(usize, Vec<String>)>,
    /// The `use` paths as written (the model's root re-exports its modules' names by them).
    uses: Vec<Vec<String>>,
    stdout: Vec<usize>,
    test_lines: usize,
}

fn is_test(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|a| {
        a.path().is_ident("cfg")
            && matches!(&a.meta, syn::Meta::List(l) if l.tokens.to_string() == "test")
    })
}

fn line_of(s: &impl Spanned) -> usize {
    s.span().start().line
}

impl Scan {
    /// A path's segments from the crate root, if it starts at `crate`, `self` or `super`.
    fn resolve(&self, segs: &[String]) -> Option<Vec<String>> {
        let mut base = self.module.clone();
        let mut rest = segs;
        match segs.first().map(String::as_str)? {
            "crate" => base.clear(),
            "self" => {}
            "super" => {
                while rest.first().map(String::as_str) == Some("super") {
                    base.pop();
                    rest = &rest[1..];
                }
                return Some(base.into_iter().chain(rest.iter().cloned()).collect());
            }
            _ => return None,
        }
        (rest.len() > 1).then(|| base.into_iter().chain(rest[1..].iter().cloned()).collect())
    }

    /// A use-tree's paths (`a::{b, c::d}`), each as its segments.
    fn use_paths(tree: &syn::UseTree, prefix: Vec<String>, out: &mut Vec<Vec<String>>) {
        let with = |name: String| prefix.iter().cloned().chain([name]).collect::<Vec<_>>();
        match tree {
            syn::UseTree::Path(p) => Self::use_paths(&p.tree, with(p.ident.to_string()), out),
            syn::UseTree::Name(n) if n.ident == "self" => out.push(prefix),
            syn::UseTree::Name(n) => out.push(with(n.ident.to_string())),
            syn::UseTree::Rename(r) => out.push(with(r.ident.to_string())),
            syn::UseTree::Glob(_) => out.push(with("*".into())),
            syn::UseTree::Group(g) => {
                for t in &g.items {
                    Self::use_paths(t, prefix.clone(), out);
                }
            }
        }
    }

    fn record(&mut self, line: usize, segs: &[String]) {
        if let Some(p) = self.resolve(segs) {
            self.paths.push((line, p));
        }
    }
}

impl<'a> Visit<'a> for Scan {
    fn visit_item(&mut self, i: &'a syn::Item) {
        let attrs = match i {
            syn::Item::Mod(m) => &m.attrs,
            syn::Item::Fn(f) => &f.attrs,
            syn::Item::Impl(m) => &m.attrs,
            syn::Item::Use(u) => &u.attrs,
            _ => return visit::visit_item(self, i),
        };
        if is_test(attrs) {
            self.test_lines += i.span().end().line + 1 - line_of(i);
        } else {
            visit::visit_item(self, i);
        }
    }
    fn visit_item_use(&mut self, u: &'a syn::ItemUse) {
        let mut paths = Vec::new();
        Self::use_paths(&u.tree, vec![], &mut paths);
        for p in &paths {
            self.record(line_of(u), p);
        }
        self.uses.extend(paths);
    }
    fn visit_path(&mut self, p: &'a syn::Path) {
        let segs: Vec<String> = p.segments.iter().map(|s| s.ident.to_string()).collect();
        self.record(line_of(p), &segs);
        visit::visit_path(self, p);
    }
    fn visit_macro(&mut self, m: &'a syn::Macro) {
        if m.path.is_ident("println") || m.path.is_ident("print") {
            self.stdout.push(line_of(m));
        }
        visit::visit_macro(self, m);
    }
    fn visit_expr(&mut self, e: &'a syn::Expr) {
        let stdout = match e {
            syn::Expr::Call(c) => {
                matches!(&*c.func, syn::Expr::Path(p) if p.path.segments.last().is_some_and(|s| s.ident == "stdout"))
            }
            syn::Expr::MethodCall(c) => c.method == "stdout",
            _ => false,
        };
        if stdout {
            self.stdout.push(line_of(e));
        }
        visit::visit_expr(self, e);
    }
}

/// A file's module path in its crate: `lib.rs` is `[]`, `gate.rs` and `gate/mod.rs` `[gate]`.
fn module_of(in_crate: &str) -> Vec<String> {
    let mut parts: Vec<String> = in_crate
        .trim_end_matches(".rs")
        .split('/')
        .map(str::to_string)
        .collect();
    if matches!(
        parts.last().map(String::as_str),
        Some("mod" | "lib" | "main")
    ) {
        parts.pop();
    }
    parts
}

fn scan(text: &str, module: Vec<String>) -> Scan {
    let file = syn::parse_file(text).expect("Rust source");
    let mut scan = Scan {
        module,
        ..Scan::default()
    };
    scan.visit_file(&file);
    scan
}

fn sources() -> Vec<Source> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let members = fs::read_dir(root.join("crates"))
        .expect("crates/")
        .flatten();
    let names = members.map(|e| format!("crates/{}/src", e.file_name().to_string_lossy()));
    let crates = std::iter::once("src".to_string()).chain(names);
    let mut out = Vec::new();
    for krate in crates {
        let mut dirs = vec![root.join(&krate)];
        while let Some(dir) = dirs.pop() {
            for entry in fs::read_dir(&dir).expect("a source folder") {
                let path = entry.expect("entry").path();
                let rel = path
                    .strip_prefix(root)
                    .expect("in repo")
                    .to_string_lossy()
                    .replace('\\', "/");
                if path.is_dir() {
                    dirs.push(path);
                } else if rel.ends_with(".rs") && !rel.ends_with("_tests.rs") {
                    let text = fs::read_to_string(&path).expect("source");
                    let scan = scan(&text, module_of(&rel[krate.len() + 1..]));
                    let lines = text.lines().count() - scan.test_lines;
                    let krate = krate.clone();
                    out.push(Source {
                        rel,
                        krate,
                        lines,
                        scan,
                    });
                }
            }
        }
    }
    out.sort_by(|a, b| a.rel.cmp(&b.rel));
    out
}

/// A command's file naming another command, or the engine naming any (`src/cmd/x.rs -> cmd::y`).
fn command_crossings(s: &Source, commands: &[String]) -> Vec<String> {
    let own = match s.scan.module.as_slice() {
        [cmd, own, ..] if cmd == "cmd" => own.as_str(),
        [app, ..] if app == "app" => "",
        _ => return vec![],
    };
    let other = |m: &String| m == "*" || (commands.contains(m) && m != own);
    s.scan
        .paths
        .iter()
        .filter(|(_, p)| p.first().is_some_and(|c| c == "cmd"))
        .filter(|(_, p)| own.is_empty() || p.get(1).is_some_and(other))
        .map(|(n, p)| format!("{}:{n} -> {}", s.rel, p.join("::")))
        .collect()
}

/// The model's bottom rule and its glob rule for one model file.
fn model_breaches(s: &Source, modules: &[String], root: &Scan) -> Vec<String> {
    let mut out = Vec::new();
    let Some(top) = s.scan.module.first() else {
        return out;
    };
    for (n, p) in &s.scan.paths {
        if let Some(rank) = MODEL_BOTTOM.iter().position(|b| b == top) {
            // The module a path names: itself, or the one the model's root re-exports it from
            // (`pub use vocab::enum_name`), or those the root re-exports whole (`pub use types::*`).
            let first = p.first().cloned().unwrap_or_default();
            let from_root = |name: &str| {
                root.uses
                    .iter()
                    .filter(|r| r.len() == 2 && modules.contains(&r[0]) && r[1] == name)
                    .map(|r| r[0].clone())
                    .collect::<Vec<_>>()
            };
            let named = match (modules.contains(&first), from_root(&first)) {
                (true, _) => vec![first],
                (false, r) if !r.is_empty() || p.is_empty() => r,
                _ => from_root("*"),
            };
            for m in named
                .iter()
                .filter(|m| !MODEL_BOTTOM[..=rank].contains(&m.as_str()))
            {
                out.push(format!(
                    "{}:{n}: the model's bottom module {top} names {m}, above it",
                    s.rel
                ));
            }
        }
        let enum_variants = p.len() >= 2 && p[p.len() - 2].starts_with(char::is_uppercase);
        if p.last().is_some_and(|l| l == "*") && !enum_variants {
            out.push(format!(
                "{}:{n}: imports a module's names by a glob ({})",
                s.rel,
                p.join("::")
            ));
        }
    }
    out
}

#[test]
fn layout_limits() {
    let sources = sources();
    let mut errors = Vec::new();
    for s in sources.iter().filter(|s| s.lines > MAX_FILE_LINES) {
        errors.push(format!(
            "{}: {} production lines (at most {MAX_FILE_LINES})",
            s.rel, s.lines
        ));
    }
    for s in sources.iter().filter(|s| s.krate != "crates/render/src") {
        let at = s.scan.stdout.iter().map(|n| format!("{}:{n}", s.rel));
        errors.extend(at.map(|at| format!("{at}: writes to stdout outside crates/render")));
    }
    let in_binary = |s: &&Source| s.krate == "src";
    let commands: Vec<String> = sources
        .iter()
        .filter(in_binary)
        .filter(|s| s.scan.module.len() == 2 && s.scan.module[0] == "cmd")
        .map(|s| s.scan.module[1].clone())
        .collect();
    for s in sources.iter().filter(in_binary) {
        let crossings = command_crossings(s, &commands).into_iter();
        errors.extend(crossings.map(|e| format!("{e}: imports a command")));
    }
    let model: Vec<&Source> = sources
        .iter()
        .filter(|s| s.krate == "crates/model/src")
        .collect();
    let root = model.iter().find(|s| s.scan.module.is_empty());
    let root = &root.expect("the model's lib.rs").scan;
    let modules: Vec<String> = model
        .iter()
        .filter(|s| s.scan.module.len() == 1)
        .map(|s| s.scan.module[0].clone())
        .collect();
    for s in &model {
        errors.extend(model_breaches(s, &modules, root));
    }
    assert!(errors.is_empty(), "{}", errors.join("\n"));
}

/// The scanner itself: comments and literals are not code, test items do not count, paths resolve.
#[test]
fn scanner_reads_rust() {
    let src = "// println!(\"no\")\nfn a() { let s = \"print!(x)\"; }\n#[cfg(test)]\nmod tests {\n    fn b() { println!(); }\n}\nfn c() { let _ = std::io::stdout(); }\nuse super::{wait::W, view::{x, y}};\nuse crate::cmd::*;\nfn d() { self::z(); }\n";
    let scan = scan(src, vec!["cmd".into(), "status".into()]);
    assert_eq!(scan.test_lines, 4);
    assert_eq!(scan.stdout, [7]);
    let paths: Vec<String> = scan
        .paths
        .iter()
        .map(|(n, p)| format!("{n}:{}", p.join("::")))
        .collect();
    assert_eq!(
        paths,
        [
            "8:cmd::wait::W",
            "8:cmd::view::x",
            "8:cmd::view::y",
            "9:cmd::*",
            "10:cmd::status::z"
        ]
    );
}

/// A file of the module `module` holding `code`, for the scanner's own tests.
fn source(module: &[&str], code: &str) -> Source {
    let scan = scan(code, module.iter().map(|m| m.to_string()).collect());
    let (rel, krate) = ("x.rs".into(), "src".into());
    Source {
        rel,
        krate,
        lines: 1,
        scan,
    }
}

/// The command rule: another command (through `super::`, `crate::cmd` or a glob) is found; the
/// command's own submodules and the shared items of `cmd` are not; the engine names none.
#[test]
fn scanner_finds_commands_importing_commands() {
    let commands = vec!["status".to_string(), "wait".to_string()];
    let found =
        |module: &[&str], code: &str| command_crossings(&source(module, code), &commands).len();
    assert_eq!(found(&["cmd", "status"], "use super::wait::run;"), 1);
    assert_eq!(
        found(&["cmd", "status", "view"], "use crate::cmd::{Ctx, wait};"),
        1
    );
    assert_eq!(
        found(
            &["cmd", "status"],
            "use super::Ctx; use self::view::x; use crate::cmd::status::y;"
        ),
        0
    );
    assert_eq!(found(&["app", "live"], "use crate::cmd::Ctx;"), 1);
    assert_eq!(found(&["app", "live"], "use crate::cli::Cli;"), 0);
}

/// The model's rules: a bottom module naming one above it (by path, by a root re-export or through
/// the root's glob) is found, one below it is not; a glob of a module's names is found, an enum's
/// variants are not.
#[test]
fn scanner_finds_the_model_bottom_importing_above_it() {
    let modules: Vec<String> = ["vocab", "names", "version", "types", "gate"]
        .map(String::from)
        .to_vec();
    let root = scan("pub use vocab::enum_name;\npub use types::*;\n", vec![]);
    let found =
        |module: &str, code: &str| model_breaches(&source(&[module], code), &modules, &root).len();
    assert_eq!(found("version", "use crate::gate::GateState;"), 1);
    assert_eq!(found("vocab", "use crate::NodeView;"), 1);
    assert_eq!(
        found("version", "use crate::enum_name; use super::names::x;"),
        0
    );
    assert_eq!(found("gate", "use super::*;"), 1);
    assert_eq!(found("gate", "use Kind::*; use crate::types::State::*;"), 0);
}
