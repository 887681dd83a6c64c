//! The layout rules of docs/development.md ("Layout") checked by scanning the sources (no cluster needed):
//! no file under `src/` has more than 600 production lines, no function more than 100 lines,
//! nothing outside `src/cluster/` builds an HTTP request (issue 14), nothing outside `src/render/`
//! writes to stdout, no module imports a layer above its own (issue 25), no command imports
//! another (issue 37), and inside `src/model/` the bottom modules import nothing above them and no
//! module takes another's names by a glob (`use super::*`) outside tests (issue 37).
//!
//! "Production" leaves out `*_tests.rs` files and `#[cfg(test)]` items. Lines count as they stand
//! in the file (blank lines and comments too); a function runs from its `fn` line to its closing
//! brace. The allow-lists below name the offenders that remain: a new offender fails, and so does
//! an entry that no longer offends (shrink the list as the code is split).
//!
//! `cargo test --test layout -- --nocapture` prints the figures.

use std::fs;
use std::path::{Path, PathBuf};

const MAX_FILE_LINES: usize = 600;
const MAX_FN_LINES: usize = 100;

/// Files still over MAX_FILE_LINES production lines.
const LONG_FILES: &[&str] = &[];

/// Functions still over MAX_FN_LINES lines, as `path::name`.
const LONG_FNS: &[&str] = &[];

/// Files outside src/cluster/ that still build requests.
const REQUEST_BUILDERS: &[&str] = &[];

/// Files outside src/render/ that still write to stdout.
const STDOUT_WRITERS: &[&str] = &[];

/// Imports of a layer above, as `path -> module`.
const LAYER_BREACHES: &[&str] = &[];

/// Commands that import another command, as `path -> cmd::module`.
const COMMAND_BREACHES: &[&str] = &[];

/// Modules of the model's bottom ([`MODEL_BOTTOM`]) that import one above them, as
/// `path -> model::module`.
const MODEL_BOTTOM_BREACHES: &[&str] = &[];

/// Files under src/model/ that import a module's names by a glob (`use super::*`) outside tests.
const MODEL_GLOBS: &[&str] = &[];

/// The bottom of `src/model/`, lowest first: each may import only the model modules listed
/// before it, and every other module of the model may import them. `vocab` (an enum's names) and
/// `names` (object names) import no model module; `version` (the release table) reads enum names;
/// `types` (the views the cluster layer builds) carries release rules. So the views and the
/// vocabulary never depend on the rules built on them.
const MODEL_BOTTOM: &[&str] = &["vocab", "names", "version", "types"];

/// What writes to stdout (in code, not comments or strings), as a word and what follows it: only
/// src/render/ may. `stdout(` catches `io::stdout()`, `anstream::stdout()` and a printer's raw
/// stream (`Printer::stdout`) taken elsewhere.
const STDOUT_MARKS: &[(&str, &str)] = &[("println", "!"), ("print", "!"), ("stdout", "(")];

/// The layers, lowest first (docs/development.md, "Layout"): a module may import its own layer and
/// those below, never one above. `cli` (the clap surface) imports only `model` and `render` (and
/// the leaves); `app` (the engine) imports `cli` and everything below, never `cmd`; `cmd` (the
/// commands) imports any of them, so there is no circle through cli, cmd and app. `main.rs` and
/// `lib.rs` sit on top of everything.
fn layer(rel: &str) -> Option<(&'static str, &'static [&'static str])> {
    const ABOVE_MODEL: &[&str] = &["cluster", "render", "cli", "app", "cmd", "logging"];
    Some(if rel == "src/error.rs" || rel == "src/logging.rs" {
        (
            "leaf",
            &["model", "cluster", "render", "cli", "app", "cmd", "logging"],
        )
    } else if rel.starts_with("src/model/") {
        ("model", ABOVE_MODEL)
    } else if rel.starts_with("src/cluster/") {
        ("cluster", &["render", "cli", "app", "cmd"])
    } else if rel.starts_with("src/render/") {
        ("render", &["cluster", "cli", "app", "cmd"])
    } else if rel.starts_with("src/cli/") {
        ("cli", &["cluster", "app", "cmd", "logging"])
    } else if rel.starts_with("src/app/") {
        ("app", &["cmd"])
    } else {
        return None;
    })
}

/// The command a file under `src/cmd/` belongs to (`src/cmd/completion/protocol.rs`:
/// `completion`); `None` for the dispatcher, `src/cmd/mod.rs`, and for files outside `src/cmd/`.
fn command_of(rel: &str) -> Option<&str> {
    let rest = rel.strip_prefix("src/cmd/")?;
    let first = rest.split('/').next()?;
    (first != "mod.rs").then(|| first.trim_end_matches(".rs"))
}

/// Text that builds or addresses an HTTP request: only src/cluster/ may hold it.
const REQUEST_MARKS: &[&str] = &[
    "Request::",
    "\"/api/",
    "\"/apis/",
    "format!(\"/api",
    "?fieldManager=",
    "?dryRun=",
];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .expect("read src/")
        .map(|e| e.expect("dir entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The source with comments, string and char literals blanked (newlines kept), so braces and
/// words can be found by position.
fn code_only(src: &str) -> Vec<char> {
    let s: Vec<char> = src.chars().collect();
    let mut out = s.clone();
    let blank = |out: &mut Vec<char>, from: usize, to: usize| {
        for c in out.iter_mut().take(to.min(s.len())).skip(from) {
            if *c != '\n' {
                *c = ' ';
            }
        }
    };
    let mut i = 0;
    while i < s.len() {
        let c = s[i];
        let next = s.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            let end = s[i..]
                .iter()
                .position(|&c| c == '\n')
                .map_or(s.len(), |p| i + p);
            blank(&mut out, i, end);
            i = end;
        } else if c == '/' && next == Some('*') {
            let (mut j, mut depth) = (i + 2, 1);
            while j < s.len() && depth > 0 {
                if s[j] == '/' && s.get(j + 1) == Some(&'*') {
                    depth += 1;
                    j += 2;
                } else if s[j] == '*' && s.get(j + 1) == Some(&'/') {
                    depth -= 1;
                    j += 2;
                } else {
                    j += 1;
                }
            }
            blank(&mut out, i, j);
            i = j;
        } else if c == 'r'
            && (next == Some('"') || next == Some('#'))
            && (i == 0 || !(s[i - 1].is_alphanumeric() || s[i - 1] == '_'))
        {
            // raw string r"..." or r#"..."#
            let mut j = i + 1;
            let mut hashes = 0;
            while s.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if s.get(j) != Some(&'"') {
                i += 1;
                continue;
            }
            j += 1;
            loop {
                if j >= s.len() {
                    break;
                }
                if s[j] == '"' && (0..hashes).all(|h| s.get(j + 1 + h) == Some(&'#')) {
                    j += 1 + hashes;
                    break;
                }
                j += 1;
            }
            blank(&mut out, i + 1, j);
            i = j;
        } else if c == '"' {
            let mut j = i + 1;
            while j < s.len() && s[j] != '"' {
                if s[j] == '\\' {
                    j += 1;
                }
                j += 1;
            }
            blank(&mut out, i + 1, j);
            i = j + 1;
        } else if c == '\'' {
            // a char literal ('x', '\n', '\u{..}') or a lifetime ('a)
            if next == Some('\\') {
                let end = s[i + 2..]
                    .iter()
                    .position(|&c| c == '\'')
                    .map_or(s.len(), |p| i + 2 + p);
                blank(&mut out, i + 1, end);
                i = end + 1;
            } else if s.get(i + 2) == Some(&'\'') {
                blank(&mut out, i + 1, i + 2);
                i += 3;
            } else {
                i += 1;
            }
        } else {
            i += 1;
        }
    }
    out
}

fn line_of(code: &[char], pos: usize) -> usize {
    code[..pos].iter().filter(|&&c| c == '\n').count()
}

/// From an opening brace, the position of its closing brace.
fn matching(code: &[char], open: usize) -> usize {
    let mut depth = 0;
    for (j, &c) in code.iter().enumerate().skip(open) {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return j;
                }
            }
            _ => {}
        }
    }
    code.len() - 1
}

fn find_all(code: &[char], word: &str) -> Vec<usize> {
    let w: Vec<char> = word.chars().collect();
    let ident = |c: Option<&char>| c.is_some_and(|c| c.is_alphanumeric() || *c == '_');
    (0..code.len().saturating_sub(w.len() - 1))
        .filter(|&i| code[i..i + w.len()] == w[..])
        .filter(|&i| (i == 0 || !ident(code.get(i - 1))) && !ident(code.get(i + w.len())))
        .collect()
}

/// The end of the item that starts at `from`: its closing brace, or `;` if that comes first.
fn item_end(code: &[char], from: usize) -> usize {
    let mut j = from;
    while j < code.len() {
        match code[j] {
            ';' => return j,
            '{' => return matching(code, j),
            _ => j += 1,
        }
    }
    code.len() - 1
}

struct Scan {
    path: String,
    production: usize,
    fns: Vec<(String, usize)>,
    requests: Vec<(usize, String)>,
    stdout: Vec<(usize, String)>,
    /// The crate modules above this file's layer that it names.
    imports_above: Vec<(usize, String)>,
    /// The other commands a command's file names (`cmd::status`), when it is one.
    imports_commands: Vec<(usize, String)>,
    /// For a bottom module of the model: the model modules above it that it names.
    imports_above_in_model: Vec<(usize, String)>,
    /// Under src/model/: the lines of production code that import a module's names by a glob.
    model_globs: Vec<usize>,
}

/// What `src/model/mod.rs` re-exports at the model's root: each name with its module
/// (`enum_name` from `vocab`), and the modules re-exported whole (`pub use types::*`).
struct ModelRoot {
    named: Vec<(String, String)>,
    globs: Vec<String>,
}

fn model_root(root: &Path) -> ModelRoot {
    let src = fs::read_to_string(root.join("src/model/mod.rs")).unwrap_or_default();
    let code = code_only(&src);
    let mut out = ModelRoot {
        named: Vec::new(),
        globs: Vec::new(),
    };
    for p in find_all(&code, "use") {
        let before: String = code[..p].iter().collect();
        let before = before.trim_end();
        if !(before.ends_with("pub") || before.ends_with("pub(crate)")) {
            continue;
        }
        for tail in path_tails(&code, p + "use".len()) {
            match &tail[..] {
                [module, star] if star == "*" => out.globs.push(module.clone()),
                [module, .., name] => out.named.push((name.clone(), module.clone())),
                _ => {}
            }
        }
    }
    out
}

/// The model modules a path from the crate root names (`["model", "gate", "GateState"]`:
/// `gate`; `["model", "enum_name"]`: `vocab`, by the root's re-exports; a name no module or
/// re-export claims: the modules re-exported whole). Empty for a path outside the model.
fn model_modules(path: &[String], root: &Path, reexports: &ModelRoot) -> Vec<String> {
    let [first, name, ..] = path else {
        return Vec::new();
    };
    let dir = root.join("src/model");
    if first != "model" {
        Vec::new()
    } else if name == "*" || dir.join(format!("{name}.rs")).exists() || dir.join(name).is_dir() {
        vec![name.clone()]
    } else if let Some((_, module)) = reexports.named.iter().find(|(n, _)| n == name) {
        vec![module.clone()]
    } else {
        reexports.globs.clone()
    }
}

/// How deep a source file's module is below the crate root: `src/model.rs` and
/// `src/model/mod.rs` are 1, `src/model/gate.rs` 2 (`super::` from depth 1 is the crate root).
fn module_depth(rel: &str) -> usize {
    let path = rel.trim_start_matches("src/").trim_end_matches(".rs");
    let path = path.strip_suffix("/mod").unwrap_or(path);
    path.split('/').count()
}

/// The module path of a source file below the crate root: `src/cmd/status.rs` is
/// `["cmd", "status"]`, `src/cmd/mod.rs` `["cmd"]`.
fn module_path(rel: &str) -> Vec<String> {
    let path = rel.trim_start_matches("src/").trim_end_matches(".rs");
    let path = path.strip_suffix("/mod").unwrap_or(path);
    path.split('/').map(str::to_string).collect()
}

/// Every path in code that starts at `crate`, `self` or a chain of `super` (climbing from
/// `module`), resolved from the crate root, with the position where it starts: `use
/// super::{a, b::{c, d}}` in `src/cmd/x.rs` gives `cmd::a`, `cmd::b::c` and `cmd::b::d`; a glob
/// ends in `*`.
fn absolute_paths(code: &[char], module: &[String]) -> Vec<(usize, Vec<String>)> {
    let mut out = Vec::new();
    for word in ["crate", "self", "super"] {
        for p in find_all(code, word) {
            if p >= 2 && code[p - 2..p] == [':', ':'] {
                continue; // inside a path: counted from its start
            }
            let mut base: Vec<String> = match word {
                "crate" => Vec::new(),
                _ => module.to_vec(),
            };
            let mut j = p + word.len();
            if word == "super" {
                base.pop();
                while code[j..].starts_with(&[':', ':', 's', 'u', 'p', 'e', 'r']) {
                    j += "::super".len();
                    base.pop();
                }
            }
            if code.get(j) != Some(&':') || code.get(j + 1) != Some(&':') {
                continue;
            }
            for tail in path_tails(code, j + 2) {
                let mut full = base.clone();
                full.extend(tail);
                out.push((p, full));
            }
        }
    }
    out.sort_by_key(|(p, _)| *p);
    out
}

/// The paths written from `at` on: `a::b`, `a::{b, c::d}`, `*` (a glob), each as its segments.
fn path_tails(code: &[char], at: usize) -> Vec<Vec<String>> {
    let ident = |c: &char| c.is_alphanumeric() || *c == '_';
    let mut j = at;
    while code.get(j).is_some_and(|c| c.is_whitespace()) {
        j += 1;
    }
    match code.get(j) {
        Some('*') => vec![vec!["*".to_string()]],
        Some('{') => {
            // A group: each top-level entry is a path of its own.
            let end = matching(code, j);
            let mut out = Vec::new();
            let mut k = j + 1;
            while k < end {
                while k < end && (code[k].is_whitespace() || code[k] == ',') {
                    k += 1;
                }
                if k >= end {
                    break;
                }
                out.extend(path_tails(code, k));
                // On to the next entry at this depth.
                let mut depth = 0;
                while k < end && !(depth == 0 && code[k] == ',') {
                    match code[k] {
                        '{' => depth += 1,
                        '}' => depth -= 1,
                        _ => {}
                    }
                    k += 1;
                }
            }
            out
        }
        Some(c) if ident(c) => {
            let name: String = code[j..].iter().take_while(|c| ident(c)).collect();
            let k = j + name.len();
            if code.get(k) == Some(&':') && code.get(k + 1) == Some(&':') {
                path_tails(code, k + 2)
                    .into_iter()
                    .map(|mut t| {
                        t.insert(0, name.clone());
                        t
                    })
                    .collect()
            } else {
                vec![vec![name]]
            }
        }
        _ => Vec::new(),
    }
}

/// The top-level crate modules named by paths in code, with the position of each:
/// `crate::...` (`crate::{a, b::c}` too), and `super::...` chains that climb to the crate root
/// from a module `depth` deep.
fn crate_paths(code: &[char], depth: usize) -> Vec<(usize, String)> {
    let ident = |c: &char| c.is_alphanumeric() || *c == '_';
    let mut out = Vec::new();
    let mut roots: Vec<(usize, usize)> = Vec::new();
    for p in find_all(code, "crate") {
        roots.push((p, p + "crate".len()));
    }
    for p in find_all(code, "super") {
        // Only the first `super` of a chain, and only a chain that reaches the root.
        if p >= 2 && code[p - 2..p] == [':', ':'] {
            continue;
        }
        let (mut j, mut n) = (p, 0);
        while code[j..].starts_with(&['s', 'u', 'p', 'e', 'r']) {
            n += 1;
            j += "super".len();
            if code.get(j) == Some(&':') && code.get(j + 1) == Some(&':') {
                j += 2;
            } else {
                break;
            }
        }
        if n == depth && code.get(j - 1) == Some(&':') {
            roots.push((p, j - 2));
        }
    }
    for (p, at) in roots {
        let mut j = at;
        if code.get(j) != Some(&':') || code.get(j + 1) != Some(&':') {
            continue;
        }
        j += 2;
        if code.get(j) == Some(&'{') {
            // A group: its top-level names, at depth 1.
            let end = matching(code, j);
            let mut depth = 0;
            let mut k = j;
            let mut at_start = true;
            while k <= end {
                let c = code[k];
                match c {
                    '{' => {
                        depth += 1;
                        at_start = depth == 1;
                    }
                    '}' => depth -= 1,
                    ',' if depth == 1 => at_start = true,
                    c if depth == 1 && at_start && ident(&c) => {
                        let name: String = code[k..].iter().take_while(|c| ident(c)).collect();
                        k += name.len();
                        out.push((p, name));
                        at_start = false;
                        continue;
                    }
                    c if !c.is_whitespace() => at_start = false,
                    _ => {}
                }
                k += 1;
            }
        } else {
            let name: String = code[j..].iter().take_while(|c| ident(c)).collect();
            out.push((p, name));
        }
    }
    out
}

fn scan(root: &Path, path: &Path) -> Scan {
    let src = fs::read_to_string(path).expect("read source");
    let rel = path
        .strip_prefix(root)
        .expect("under root")
        .to_string_lossy()
        .into_owned();
    let code = code_only(&src);
    let lines: Vec<&str> = src.lines().collect();
    let mut test_only = vec![rel.ends_with("_tests.rs"); lines.len() + 1];
    // #[cfg(test)] items: from the attribute to the end of the item.
    let text: String = code.iter().collect();
    let mut at = 0;
    while let Some(p) = text[at..].find("#[cfg(test)]") {
        let start = at + p;
        let start_ch = text[..start].chars().count();
        let attr_end = start_ch + "#[cfg(test)]".len();
        let end = item_end(&code, attr_end);
        for t in test_only
            .iter_mut()
            .take(line_of(&code, end) + 1)
            .skip(line_of(&code, start_ch))
        {
            *t = true;
        }
        at = start + "#[cfg(test)]".len();
    }
    let production = (0..lines.len()).filter(|&l| !test_only[l]).count();
    let mut fns = Vec::new();
    for p in find_all(&code, "fn") {
        let first = line_of(&code, p);
        if test_only[first] {
            continue;
        }
        let mut j = p + 2;
        while j < code.len() && code[j].is_whitespace() {
            j += 1;
        }
        let name: String = code[j..]
            .iter()
            .take_while(|c| c.is_alphanumeric() || **c == '_')
            .collect();
        if name.is_empty() {
            continue; // fn(..) pointer type
        }
        let end = item_end(&code, j);
        if code[end] == ';' {
            continue; // declaration without a body
        }
        fns.push((name, line_of(&code, end) - first + 1));
    }
    let mut requests = Vec::new();
    if !rel.starts_with("src/cluster/") {
        for (n, line) in lines.iter().enumerate() {
            let trimmed = line.trim_start();
            if test_only[n] || trimmed.starts_with("//") {
                continue;
            }
            if REQUEST_MARKS.iter().any(|m| line.contains(m)) {
                requests.push((n + 1, trimmed.to_string()));
            }
        }
    }
    let code_lines: Vec<String> = code
        .split(|&c| c == '\n')
        .map(|l| l.iter().collect())
        .collect();
    let mut stdout = Vec::new();
    if !rel.starts_with("src/render/") {
        for (n, line) in code_lines.iter().enumerate() {
            if test_only.get(n).copied().unwrap_or(false) {
                continue;
            }
            let chars: Vec<char> = line.chars().collect();
            let hit = STDOUT_MARKS.iter().any(|(word, then)| {
                find_all(&chars, word).into_iter().any(|i| {
                    let rest: String = chars[i + word.len()..].iter().collect();
                    rest.trim_start().starts_with(then)
                })
            });
            if hit {
                stdout.push((n + 1, lines.get(n).map_or("", |l| l.trim()).to_string()));
            }
        }
    }
    let mut imports_above = Vec::new();
    if let Some((_, above)) = layer(&rel) {
        for (pos, name) in crate_paths(&code, module_depth(&rel)) {
            let n = line_of(&code, pos);
            if !test_only[n] && above.contains(&name.as_str()) {
                imports_above.push((n + 1, name));
            }
        }
    }
    let mut imports_commands = Vec::new();
    if let Some(own) = command_of(&rel) {
        for (pos, path) in absolute_paths(&code, &module_path(&rel)) {
            let n = line_of(&code, pos);
            if let [first, second, ..] = &path[..]
                && first == "cmd"
                && second != own
                && !test_only[n]
            {
                imports_commands.push((n + 1, format!("cmd::{second}")));
            }
        }
    }
    let (imports_above_in_model, model_globs) = if rel.starts_with("src/model/") {
        model_imports(root, &rel, &code, &test_only)
    } else {
        (Vec::new(), Vec::new())
    };
    Scan {
        path: rel,
        production,
        fns,
        requests,
        stdout,
        imports_above,
        imports_commands,
        imports_above_in_model,
        model_globs,
    }
}

/// The model's inner direction, for a file under src/model/: if it is one of [`MODEL_BOTTOM`],
/// the model modules above it that its production code names; and the production lines that
/// import a module's names by a glob from `super` or `crate` (an enum's variants, `Kind::*`, are
/// not a module's names).
fn model_imports(
    root: &Path,
    rel: &str,
    code: &[char],
    test_only: &[bool],
) -> (Vec<(usize, String)>, Vec<usize>) {
    let module = module_path(rel);
    let own = module.get(1).cloned().unwrap_or_default();
    let below = MODEL_BOTTOM
        .iter()
        .position(|m| module.len() == 2 && *m == own)
        .map(|i| &MODEL_BOTTOM[..i]);
    let reexports = model_root(root);
    let (mut above, mut globs) = (Vec::new(), Vec::new());
    for (pos, path) in absolute_paths(code, &module) {
        let n = line_of(code, pos);
        if test_only[n] {
            continue;
        }
        let from_outside = code[pos..].starts_with(&['s', 'u', 'p', 'e', 'r'])
            || code[pos..].starts_with(&['c', 'r', 'a', 't', 'e']);
        if let [modules @ .., last] = &path[..]
            && last == "*"
            && from_outside
            && modules
                .iter()
                .all(|m| m.starts_with(|c: char| c.is_lowercase()))
        {
            globs.push(n + 1);
        }
        if let Some(below) = below {
            for m in model_modules(&path, root, &reexports) {
                if m != own && !below.contains(&m.as_str()) {
                    above.push((n + 1, format!("model::{m}")));
                }
            }
        }
    }
    (above, globs)
}

fn scans() -> Vec<Scan> {
    let root = root();
    let mut files = Vec::new();
    sources(&root.join("src"), &mut files);
    files.iter().map(|f| scan(&root, f)).collect()
}

/// Compares offenders with an allow-list: new offenders and stale entries are both failures.
fn check(what: &str, found: &[String], allowed: &[&str]) -> Vec<String> {
    let mut errors = Vec::new();
    for f in found {
        if !allowed.contains(&f.as_str()) {
            errors.push(format!("{what}: new offender {f}"));
        }
    }
    for a in allowed {
        if !found.iter().any(|f| f == a) {
            errors.push(format!(
                "{what}: {a} no longer offends: remove it from the allow-list"
            ));
        }
    }
    errors
}

#[test]
fn layout_limits() {
    let scans = scans();
    let mut by_size: Vec<&Scan> = scans.iter().collect();
    by_size.sort_by_key(|s| std::cmp::Reverse(s.production));
    println!("production lines per file (largest first):");
    for s in &by_size {
        println!("{:6} {}", s.production, s.path);
    }
    let mut fns: Vec<(String, usize)> = scans
        .iter()
        .flat_map(|s| {
            s.fns
                .iter()
                .map(move |(n, l)| (format!("{}::{n}", s.path), *l))
        })
        .collect();
    fns.sort_by_key(|f| std::cmp::Reverse(f.1));
    println!("longest functions:");
    for (name, len) in fns.iter().take(15) {
        println!("{len:6} {name}");
    }
    println!("request building outside src/cluster/:");
    for s in &scans {
        for (n, line) in &s.requests {
            println!("  {}:{n}: {line}", s.path);
        }
    }
    println!("stdout writes outside src/render/:");
    for s in &scans {
        for (n, line) in &s.stdout {
            println!("  {}:{n}: {line}", s.path);
        }
    }
    println!("imports of a layer above:");
    for s in &scans {
        for (n, m) in &s.imports_above {
            println!("  {}:{n}: crate::{m}", s.path);
        }
    }

    let long_files: Vec<String> = scans
        .iter()
        .filter(|s| s.production > MAX_FILE_LINES)
        .map(|s| s.path.clone())
        .collect();
    let long_fns: Vec<String> = fns
        .iter()
        .filter(|f| f.1 > MAX_FN_LINES)
        .map(|f| f.0.clone())
        .collect();
    let builders: Vec<String> = scans
        .iter()
        .filter(|s| !s.requests.is_empty())
        .map(|s| s.path.clone())
        .collect();
    let mut errors = check(
        &format!("file over {MAX_FILE_LINES} production lines"),
        &long_files,
        LONG_FILES,
    );
    errors.extend(check(
        &format!("function over {MAX_FN_LINES} lines"),
        &long_fns,
        LONG_FNS,
    ));
    errors.extend(check(
        "request built outside src/cluster/",
        &builders,
        REQUEST_BUILDERS,
    ));
    let writers: Vec<String> = scans
        .iter()
        .filter(|s| !s.stdout.is_empty())
        .map(|s| s.path.clone())
        .collect();
    errors.extend(check(
        "stdout written outside src/render/",
        &writers,
        STDOUT_WRITERS,
    ));
    let mut breaches: Vec<String> = scans
        .iter()
        .flat_map(|s| {
            s.imports_above
                .iter()
                .map(move |(_, m)| format!("{} -> {m}", s.path))
        })
        .collect();
    breaches.dedup();
    errors.extend(check("import of a layer above", &breaches, LAYER_BREACHES));
    println!("commands that import another command:");
    for s in &scans {
        for (n, m) in &s.imports_commands {
            println!("  {}:{n}: {m}", s.path);
        }
    }
    let mut crossings: Vec<String> = scans
        .iter()
        .flat_map(|s| {
            s.imports_commands
                .iter()
                .map(move |(_, m)| format!("{} -> {m}", s.path))
        })
        .collect();
    crossings.sort();
    crossings.dedup();
    errors.extend(check(
        "command that imports another command",
        &crossings,
        COMMAND_BREACHES,
    ));
    println!("the model's bottom importing above it, and globs of a module's names:");
    for s in &scans {
        for (n, m) in &s.imports_above_in_model {
            println!("  {}:{n}: {m}", s.path);
        }
        for n in &s.model_globs {
            println!("  {}:{n}: a glob import", s.path);
        }
    }
    let mut upward: Vec<String> = scans
        .iter()
        .flat_map(|s| {
            s.imports_above_in_model
                .iter()
                .map(move |(_, m)| format!("{} -> {m}", s.path))
        })
        .collect();
    upward.sort();
    upward.dedup();
    errors.extend(check(
        &format!("model module of the bottom ({MODEL_BOTTOM:?}) importing one above it"),
        &upward,
        MODEL_BOTTOM_BREACHES,
    ));
    let globbers: Vec<String> = scans
        .iter()
        .filter(|s| !s.model_globs.is_empty())
        .map(|s| s.path.clone())
        .collect();
    errors.extend(check(
        "model file importing a module's names by a glob (use super::*) outside tests",
        &globbers,
        MODEL_GLOBS,
    ));
    assert!(errors.is_empty(), "{}", errors.join("\n"));
}

/// The scanner itself: comments and literals do not count as code, test modules are left out.
#[test]
fn scanner_reads_rust() {
    let dir = tempfile_dir();
    let file = dir.join("src/x.rs");
    fs::create_dir_all(file.parent().expect("parent")).expect("mkdir");
    fs::write(
        &file,
        "fn a() {\n    let s = \"}\";\n    let c = '}';\n    // }\n    let r = r#\"}\"#;\n}\n\
         fn b<'a>(x: &'a str) -> &'a str {\n    x\n}\n\
         #[cfg(test)]\nmod tests {\n    fn t() {}\n}\n",
    )
    .expect("write");
    let s = scan(&dir, &file);
    assert_eq!(s.production, 9);
    assert_eq!(s.fns, vec![("a".to_string(), 6), ("b".to_string(), 3)]);
    assert!(s.stdout.is_empty() && s.imports_above.is_empty());
    // stdout writes and imports of a layer above are found in code, not in comments or strings.
    let file = dir.join("src/model/y.rs");
    fs::create_dir_all(file.parent().expect("parent")).expect("mkdir");
    fs::write(
        &file,
        "use crate::{error::Result, render::{self, table}};\nuse crate::model::x;\n\
         // println!(\"crate::cmd\")\nfn f() {\n    eprintln!(\"println!\");\n\
         let _ = std::io::stdout();\n    print!(\"x\");\n    crate::cluster::go();\n}\n\
         fn g() {\n    super::super::cmd::go();\n    super::gate::go();\n}\n",
    )
    .expect("write");
    let s = scan(&dir, &file);
    assert_eq!(s.stdout.iter().map(|l| l.0).collect::<Vec<_>>(), [6, 7]);
    assert_eq!(
        s.imports_above,
        [
            (1, "render".to_string()),
            (8, "cluster".to_string()),
            (11, "cmd".to_string())
        ]
    );
    fs::remove_dir_all(&dir).expect("cleanup");
}

/// The command rule: a command's file naming another command (through `super::`, `crate::cmd`
/// or a group) is found; its own submodules, the engine and test modules are not.
#[test]
fn scanner_finds_commands_importing_commands() {
    let dir = std::env::temp_dir().join(format!("layout-cmd-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    let file = dir.join("src/cmd/node.rs");
    fs::create_dir_all(file.parent().expect("parent")).expect("mkdir");
    fs::write(
        &file,
        "use super::status;\nuse crate::{app::Ctx, cmd::{reset::run, node::x}};\n\
         use crate::app::collect;\n// super::wait\nfn f() {\n    crate::cmd::ignore::run();\n}\n\
         #[cfg(test)]\nmod tests {\n    use super::super::wait;\n}\n",
    )
    .expect("write");
    let s = scan(&dir, &file);
    assert_eq!(
        s.imports_commands,
        [
            (1, "cmd::status".to_string()),
            (2, "cmd::reset".to_string()),
            (6, "cmd::ignore".to_string())
        ]
    );
    // A command's own submodule reaches its parent with `super::`; the dispatcher is no command.
    let file = dir.join("src/cmd/completion/protocol.rs");
    fs::create_dir_all(file.parent().expect("parent")).expect("mkdir");
    fs::write(&file, "use super::*;\nuse super::super::status;\n").expect("write");
    let s = scan(&dir, &file);
    assert_eq!(s.imports_commands, [(2, "cmd::status".to_string())]);
    let file = dir.join("src/cmd/mod.rs");
    fs::write(&file, "use crate::cmd::status;\nmod status;\n").expect("write");
    assert!(scan(&dir, &file).imports_commands.is_empty());
    // cli imports neither app nor cmd nor cluster; app does not import cmd.
    let file = dir.join("src/cli/x.rs");
    fs::create_dir_all(file.parent().expect("parent")).expect("mkdir");
    fs::write(
        &file,
        "use crate::{model::x, render::y, app::Ctx};\nuse super::super::cmd::z;\n",
    )
    .expect("write");
    let s = scan(&dir, &file);
    assert_eq!(
        s.imports_above,
        [(1, "app".to_string()), (2, "cmd".to_string())]
    );
    fs::remove_dir_all(&dir).expect("cleanup");
}

/// The model's inner rule: a bottom module naming one above it (by path, by a re-export at the
/// model's root, or by a glob) is found, one below it or itself is not; a glob of a module's
/// names outside tests is found anywhere in the model, an enum's variants and test modules not.
#[test]
fn scanner_finds_the_model_bottom_importing_above_it() {
    let dir = std::env::temp_dir().join(format!("layout-model-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    let model = dir.join("src/model");
    fs::create_dir_all(model.join("gate")).expect("mkdir");
    for m in ["version.rs", "vocab.rs", "gate.rs"] {
        fs::write(model.join(m), "").expect("write");
    }
    fs::write(
        model.join("mod.rs"),
        "pub mod gate;\npub mod types;\npub use gate::GateContext;\npub use types::*;\n\
         pub use vocab::{enum_name, variants};\nuse std::fmt;\n",
    )
    .expect("write");
    let file = model.join("types.rs");
    fs::write(
        &file,
        "use super::version::Rule;\nuse super::gate::GateState;\nuse crate::model::NodeView;\n\
         fn f() {\n    crate::model::enum_name(&1);\n    crate::model::GateContext::new();\n}\n\
         #[cfg(test)]\nmod tests {\n    use super::*;\n    use super::super::gate::x;\n}\n",
    )
    .expect("write");
    let s = scan(&dir, &file);
    assert_eq!(
        s.imports_above_in_model,
        [
            (2, "model::gate".to_string()),
            (6, "model::gate".to_string())
        ]
    );
    assert!(s.model_globs.is_empty());
    let file = model.join("vocab.rs");
    fs::write(&file, "use super::*;\nuse crate::model::version::Rule;\n").expect("write");
    let s = scan(&dir, &file);
    assert_eq!(
        s.imports_above_in_model,
        [
            (1, "model::*".to_string()),
            (2, "model::version".to_string())
        ]
    );
    assert_eq!(s.model_globs, [1]);
    // Above the bottom, anything of the model may be named; a glob still may not.
    let file = model.join("gate/answer.rs");
    fs::write(
        &file,
        "use super::*;\nuse super::super::types::NodeView;\nuse super::Kind::*;\n\
         pub use self::inner::*;\n",
    )
    .expect("write");
    let s = scan(&dir, &file);
    assert!(s.imports_above_in_model.is_empty());
    assert_eq!(s.model_globs, [1]);
    fs::remove_dir_all(&dir).expect("cleanup");
}

fn tempfile_dir() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("layout-scan-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    dir
}
