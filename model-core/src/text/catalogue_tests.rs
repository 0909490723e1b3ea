//! The catalogue of words is whole: every `.ftl` file parses; every message of English exists
//! in every other language with the same arguments, and no language has one English lacks;
//! every message the code makes with `msg!` exists, with exactly the arguments it uses; and no
//! message is unused (neither named in the code nor referenced by another message); no
//! message of another language is left in English; and no call site gives the user an
//! English-only `format!` or literal where a message belongs.

use super::locales;
use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A message's variables (`$name`) and the messages and terms it references.
#[derive(Debug, Default, PartialEq, Eq)]
struct Uses {
    variables: BTreeSet<String>,
    references: BTreeSet<String>,
}

fn walk_pattern(p: &ast::Pattern<&str>, uses: &mut Uses) {
    for element in &p.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            walk_expression(expression, uses);
        }
    }
}

fn walk_expression(e: &ast::Expression<&str>, uses: &mut Uses) {
    match e {
        ast::Expression::Inline(i) => walk_inline(i, uses),
        ast::Expression::Select { selector, variants } => {
            walk_inline(selector, uses);
            variants.iter().for_each(|v| walk_pattern(&v.value, uses));
        }
    }
}

fn walk_inline(e: &ast::InlineExpression<&str>, uses: &mut Uses) {
    match e {
        ast::InlineExpression::VariableReference { id } => {
            uses.variables.insert(id.name.to_owned());
        }
        ast::InlineExpression::MessageReference { id, .. } => {
            uses.references.insert(id.name.to_owned());
        }
        ast::InlineExpression::TermReference { id, arguments, .. } => {
            uses.references.insert(format!("-{}", id.name));
            if let Some(a) = arguments {
                a.positional.iter().for_each(|p| walk_inline(p, uses));
            }
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            arguments.positional.iter().for_each(|p| walk_inline(p, uses));
            arguments.named.iter().for_each(|n| walk_inline(&n.value, uses));
        }
        ast::InlineExpression::Placeable { expression } => walk_expression(expression, uses),
        ast::InlineExpression::StringLiteral { .. } | ast::InlineExpression::NumberLiteral { .. } => {}
    }
}

/// Every message and term of a language (id → uses), after checking that its files parse and
/// define each id once.
fn catalogue(tag: &str) -> BTreeMap<String, Uses> {
    let mut all = BTreeMap::new();
    for (file, text) in locales::files(tag) {
        let resource =
            fluent_syntax::parser::parse(*text).unwrap_or_else(|(_, errors)| panic!("{tag}/{file}: {errors:?}"));
        for entry in &resource.body {
            let (id, value, attributes) = match entry {
                ast::Entry::Message(m) => (m.id.name.to_owned(), m.value.as_ref(), &m.attributes),
                ast::Entry::Term(t) => (format!("-{}", t.id.name), Some(&t.value), &t.attributes),
                ast::Entry::Junk { content } => panic!("{tag}/{file}: junk {content:?}"),
                _ => continue,
            };
            let mut uses = Uses::default();
            value.iter().for_each(|p| walk_pattern(p, &mut uses));
            attributes.iter().for_each(|a| walk_pattern(&a.value, &mut uses));
            assert!(all.insert(id.clone(), uses).is_none(), "{tag}/{file}: {id} is defined twice");
        }
    }
    all
}

/// The Rust files of model-core and the app.
fn sources() -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())).flatten() {
            let p = entry.path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|e| e == "rs") && !p.ends_with("catalogue_tests.rs") {
                out.push(p);
            }
        }
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = Vec::new();
    walk(&root.join("src"), &mut out);
    walk(&root.join("../app/src"), &mut out);
    out
}

/// The code without its comments (`//` to the end of the line), string literals kept.
fn code_of(text: &str) -> String {
    text.lines().map(|l| if l.trim_start().starts_with("//") { "" } else { l }).collect::<Vec<_>>().join("\n")
}

/// The top-level, comma-separated arguments of the macro call whose `(` is at the start of
/// `rest`.
fn call_arguments(rest: &str) -> Vec<String> {
    let (mut depth, mut in_string, mut escaped) = (1usize, false, false);
    let (mut args, mut current) = (Vec::new(), String::new());
    for c in rest.chars().skip(1) {
        if in_string {
            current.push(c);
            match (escaped, c) {
                (true, _) => escaped = false,
                (false, '\\') => escaped = true,
                (false, '"') => in_string = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => in_string = true,
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => {
                depth -= 1;
                if depth == 0 {
                    args.push(std::mem::take(&mut current));
                    return args.into_iter().map(|a| a.trim().to_owned()).filter(|a| !a.is_empty()).collect();
                }
            }
            ',' if depth == 1 => {
                args.push(std::mem::take(&mut current));
                continue;
            }
            _ => {}
        }
        current.push(c);
    }
    panic!("unclosed msg!( call: {}", &rest[..rest.len().min(200)]);
}

/// The macros that make a message of the catalogue: model-core's `msg!` and the window's
/// `tr!` (a `msg!` worded at once in the window's language).
const MACROS: &[&str] = &["msg!(", "tr!("];

/// Every `msg!` and `tr!` call of the code: (file, id, argument names).
fn calls(files: &[(PathBuf, String)]) -> Vec<(String, String, BTreeSet<String>)> {
    let mut out = Vec::new();
    for (path, code) in files {
        let starts = MACROS.iter().flat_map(|m| code.match_indices(m).map(move |(at, _)| (at, m.len() - 1)));
        // Not in a string, and the whole macro name (`tr!(` is not the end of `str!(`).
        let starts =
            starts.filter(|(at, _)| !code[..*at].ends_with(|c: char| c == '"' || c == '_' || c.is_alphanumeric()));
        for (at, len) in starts {
            let args = call_arguments(&code[at + len..]);
            let id = args
                .first()
                .and_then(|a| a.strip_prefix('"')?.strip_suffix('"'))
                .unwrap_or_else(|| panic!("{}: msg! or tr! without an id literal", path.display()));
            let names = args[1..]
                .iter()
                .map(|a| {
                    a.split_once('=')
                        .map(|(n, _)| n.trim().to_owned())
                        .unwrap_or_else(|| panic!("{}: {id}: argument {a:?} is not `name = value`", path.display()))
                })
                .collect();
            out.push((path.display().to_string(), id.to_owned(), names));
        }
    }
    out
}

/// Messages whose variables may differ between languages: the English shows a third party's
/// own English text (the operating system's), which other languages word by the
/// error's kind instead; or the English says the plural of a name (`$many`, "hotels"), which
/// other languages do not form (they say the name, `$ename`).
const OWN_ENGLISH: &[&str] = &["io-", "estimate-partition-key-how-many-share-one", "import-proposed-entity"];

fn own_english(id: &str) -> bool {
    OWN_ENGLISH.iter().any(|p| id.starts_with(p))
}

/// Every message's variables in any language (what the code must give it).
fn arguments() -> BTreeMap<String, BTreeSet<String>> {
    let mut all: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for tag in locales::tags() {
        for (id, uses) in catalogue(tag) {
            all.entry(id).or_default().extend(uses.variables);
        }
    }
    all
}

#[test]
fn every_language_has_every_english_message_with_the_same_arguments() {
    let en = catalogue("en");
    assert!(en.len() > 5, "English has {} messages", en.len());
    for tag in locales::tags().filter(|t| *t != "en") {
        let other = catalogue(tag);
        let missing: Vec<_> = en.keys().filter(|id| !other.contains_key(*id)).collect();
        let extra: Vec<_> = other.keys().filter(|id| !en.contains_key(*id)).collect();
        assert!(missing.is_empty() && extra.is_empty(), "{tag}: missing {missing:?}, not in English {extra:?}");
        for (id, uses) in en.iter().filter(|(id, _)| !own_english(id)) {
            assert_eq!(other[id].variables, uses.variables, "{tag}: {id} takes other arguments than in English");
        }
    }
    assert!(locales::tags().count() >= 2);
}

#[test]
fn every_message_the_code_makes_exists_with_its_arguments_and_none_is_unused() {
    let en = catalogue("en");
    let files: Vec<(PathBuf, String)> = sources()
        .into_iter()
        .map(|p| (p.clone(), code_of(&std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display())))))
        .collect();
    let calls = calls(&files);
    assert!(!calls.is_empty());
    let arguments = arguments();
    for (file, id, names) in &calls {
        let wanted = arguments.get(id).unwrap_or_else(|| panic!("{file}: message {id} is in no .ftl file"));
        assert_eq!(names, wanted, "{file}: {id} is given other arguments than its words use");
    }
    let referenced: BTreeSet<&String> = en.values().flat_map(|u| u.references.iter()).collect();
    let all: String = files.iter().map(|(_, code)| code.as_str()).collect::<Vec<_>>().join("\n");
    let used = |id: &str| all.contains(&format!("\"{id}\""));
    let unused: Vec<&String> = en.keys().filter(|id| !referenced.contains(id) && !used(id)).collect();
    assert!(unused.is_empty(), "messages no code makes: {unused:?}");
}

#[test]
fn the_call_scanner_reads_names_and_nested_calls() {
    let code = r#"let t = msg!("a-b", name = f(x, y), what = msg!("c", n = "),"), count = v.len());"#.to_owned();
    let found = calls(&[(PathBuf::from("x.rs"), code)]);
    let names = |v: &[&str]| v.iter().map(|s| (*s).to_owned()).collect::<BTreeSet<_>>();
    assert_eq!(found[0], ("x.rs".to_owned(), "a-b".to_owned(), names(&["name", "what", "count"])));
    assert_eq!(found[1], ("x.rs".to_owned(), "c".to_owned(), names(&["n"])));
    let code = r#"ui.label(tr!("gui-a", count = n)); let s = str!("x"); let w = tr!("gui-b");"#.to_owned();
    let found = calls(&[(PathBuf::from("x.rs"), code)]);
    assert_eq!(found.len(), 2, "{found:?}");
    assert_eq!(found[0], ("x.rs".to_owned(), "gui-a".to_owned(), names(&["count"])));
    assert_eq!(found[1], ("x.rs".to_owned(), "gui-b".to_owned(), names(&[])));
}

/// Words a translation keeps in English: names of products, people, tools, commands and
/// fields, and the query placeholder `Qn`.
const KEPT_IN_ENGLISH: &[&str] = &[
    "Amazon",
    "Apache",
    "Astra",
    "Chebotko",
    "Chen",
    "Java",
    "Keyspaces",
    "Qn",
    "Serverless",
    "Unicode",
    "diff",
    "format",
    "git",
    "nodetool",
    "repair",
];

#[test]
fn no_message_of_another_language_is_left_in_english() {
    let mut found = Vec::new();
    for tag in locales::tags().filter(|t| *t != "en") {
        let lang =
            crate::text::Lang::ALL.into_iter().find(|l| l.tag() == tag).unwrap_or_else(|| panic!("{tag} is no Lang"));
        for (id, uses) in catalogue(tag) {
            if id.starts_with('-') {
                continue;
            }
            // Every argument a name-like placeholder, which the English-word scan passes over.
            let mut args = fluent_bundle::FluentArgs::new();
            for v in &uses.variables {
                args.set(v.clone(), "v_1");
            }
            let words = locales::format(lang, &id, &args);
            let english = super::english_words(&words, KEPT_IN_ENGLISH);
            if !english.is_empty() {
                found.push(format!("{tag}: {id}: {english:?} in {words}"));
            }
        }
    }
    assert!(found.is_empty(), "{} messages with English words:\n{}", found.len(), found.join("\n"));
}

/// The arguments of the call whose `(` is at `open` in `src`: up to the matching `)`,
/// skipping string and char literals.
fn call_span(src: &str, open: usize) -> &str {
    let bytes = src.as_bytes();
    let (mut depth, mut i) = (0usize, open);
    while i < bytes.len() {
        match bytes[i] {
            b'"' => {
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
            }
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => {
                depth -= 1;
                if depth == 0 {
                    return &src[open + 1..i];
                }
            }
            _ => {}
        }
        i += 1;
    }
    &src[open + 1..]
}

/// The last of comma-separated arguments (commas inside brackets and strings do not count).
fn last_argument(args: &str) -> &str {
    let mut start = 0;
    let mut depth = 0usize;
    let mut in_string = false;
    let mut escaped = false;
    for (i, c) in args.char_indices() {
        match c {
            _ if in_string => {
                in_string = c != '"' || escaped;
                escaped = c == '\\' && !escaped;
            }
            '"' => in_string = true,
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => start = i + 1,
            _ => {}
        }
    }
    &args[start..]
}

/// Whether call arguments build a message of the catalogue.
fn typed(args: &str) -> bool {
    args.contains("msg!(")
}

/// Every message a call site builds for the user is a message of the catalogue: no diagnostic,
/// fix, import note or rejected statement is given an English-only `format!` or literal
/// (which would compile, through `From<String> for Text`, and show English in Chinese).
#[test]
fn every_call_site_builds_both_languages() {
    const CALLS: &[&str] = &[
        "Diagnostic::error(",
        "Diagnostic::warning(",
        "Diagnostic::info(",
        "Diagnostic::new(",
        ".fix(",
        ".note(",
        "notes.at(",
        "reject(",
        "ImportNote::new(",
        "missing(",
        "Item::known(",
        "Item::unknown(",
        ".append(",
    ];
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = vec![root.clone()];
    let mut sources = Vec::new();
    while let Some(p) = files.pop() {
        if p.is_dir() {
            files.extend(std::fs::read_dir(&p).expect("read src").map(|e| e.expect("entry").path()));
        } else if p.extension().is_some_and(|e| e == "rs")
            && !p.ends_with("tests.rs")
            && !p.starts_with(root.join("text"))
        {
            sources.push(p);
        }
    }
    let mut found = Vec::new();
    let mut calls = 0;
    for path in sources {
        let src = std::fs::read_to_string(&path).expect("read source");
        // Unit tests at the end of a file build diagnostics of their own.
        let src = src.split("#[cfg(test)]\nmod tests").next().unwrap_or(&src);
        for call in CALLS {
            for (at, _) in src.match_indices(call) {
                let args = call_span(src, at + call.len() - 1);
                if args.trim().is_empty()
                    || args.starts_with("mut ")
                    || args.contains(": ") && !args.contains('"') && !typed(args)
                {
                    continue; // a definition (`fn fix(mut self, …)`), not a call
                }
                calls += 1;
                // The note's statement (its third argument) is the file's own text.
                let args = if *call == "ImportNote::new(" { last_argument(args) } else { args };
                let english_only = (args.contains("format!(") || args.contains('"')) && !typed(args);
                if english_only {
                    let line = src[..at].lines().count();
                    found.push(format!(
                        "{}:{line}: {call}{}",
                        path.display(),
                        args.chars().take(80).collect::<String>()
                    ));
                }
            }
        }
    }
    assert!(calls > 150, "the scan finds the call sites ({calls})");
    assert!(found.is_empty(), "English-only texts:\n{}", found.join("\n"));
}

/// The arguments that are quantities (counts, sizes, figures), by name, or because a message
/// selects a form by them: what a plural follows.
fn numeric(name: &str, selectors: &BTreeSet<String>) -> bool {
    const QUANTITIES: &[&str] = &[
        "at",
        "bytes",
        "count",
        "d",
        "days",
        "days_ceil",
        "elements",
        "entities",
        "factor",
        "human_number",
        "human_number_v",
        "indexes",
        "length",
        "limit",
        "max",
        "method_tables",
        "most",
        "n",
        "nesting",
        "notes",
        "number",
        "out_of",
        "partitions",
        "queries",
        "rate",
        "relationships",
        "rows",
        "runs",
        "score",
        "skipped",
        "statements",
        "table_bytes",
        "tables",
        "total",
        "types",
        "units",
        "values",
        "with_index",
        "writes",
    ];
    QUANTITIES.contains(&name) || selectors.contains(name)
}

/// The variables a message selects a form by (`{ $count -> … }`).
fn selectors(p: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &p.elements {
        if let ast::PatternElement::Placeable { expression: ast::Expression::Select { selector, variants } } = element {
            if let ast::InlineExpression::VariableReference { id } = selector {
                out.insert(id.name.to_owned());
            }
            variants.iter().for_each(|v| selectors(&v.value, out));
        }
    }
}

/// The English words a number `1` is followed by in the plural ("1 tables", "1 rows"): a
/// plural the catalogue did not select. Verbs ("1 is", "1 has") are not plurals: the verbs
/// here follow an argument named `n` that is a name in its message (`the field { $n }
/// appears twice`, `subtype { $n } marks key attributes`), which the test words as `1`.
fn wrong_plurals(words: &str) -> Vec<String> {
    const NOT_PLURALS: &[&str] =
        &["was", "has", "does", "its", "as", "plus", "less", "appears", "marks", "names", "finds", "reads"];
    let mut found = Vec::new();
    for (at, _) in words.match_indices("1 ") {
        let before = words[..at].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '.' || c == ',') {
            continue; // 11, v_1, 2.1, 1,001: not the number one
        }
        let word: String = words[at + 2..].chars().take_while(char::is_ascii_lowercase).collect();
        // `is`, `this`, `parenthesis`, `analysis`: singulars.
        if word.len() > 1 && word.ends_with('s') && !word.ends_with("is") && !NOT_PLURALS.contains(&word.as_str()) {
            found.push(format!("1 {word}"));
        }
    }
    found
}

/// Every message of every file, worded with 0, 1 and 2 for its quantities, says no "1 tables":
/// a count shown with a noun selects the noun's form (Fluent's plural categories).
#[test]
fn every_count_selects_its_plural() {
    let mut found = Vec::new();
    let mut worded = 0;
    for tag in locales::tags() {
        let lang =
            crate::text::Lang::ALL.into_iter().find(|l| l.tag() == tag).unwrap_or_else(|| panic!("{tag} is no Lang"));
        for (file, text) in locales::files(tag) {
            let resource =
                fluent_syntax::parser::parse(*text).unwrap_or_else(|(_, errors)| panic!("{tag}/{file}: {errors:?}"));
            for entry in &resource.body {
                let ast::Entry::Message(m) = entry else { continue };
                let Some(value) = &m.value else { continue };
                let (mut uses, mut selected) = (Uses::default(), BTreeSet::new());
                walk_pattern(value, &mut uses);
                selectors(value, &mut selected);
                for n in [0, 1, 2] {
                    let mut args = fluent_bundle::FluentArgs::new();
                    for v in &uses.variables {
                        if numeric(v, &selected) {
                            args.set(v.clone(), n);
                        } else {
                            args.set(v.clone(), "v_1");
                        }
                    }
                    let words = locales::format(lang, m.id.name, &args);
                    worded += 1;
                    if tag == "en" {
                        found.extend(
                            wrong_plurals(&words)
                                .into_iter()
                                .map(|w| format!("{tag}/{file}: {}: {w:?} in {words}", m.id.name)),
                        );
                    }
                }
            }
        }
    }
    assert!(worded > 3000, "only {worded} messages worded");
    assert!(found.is_empty(), "{} wrong plurals:\n{}", found.len(), found.join("\n"));
}

#[test]
fn a_wrong_plural_is_found() {
    assert_eq!(wrong_plurals("rows written to 1 tables"), ["1 tables"]);
    assert!(wrong_plurals("1 table, 11 tables, v_1 rows, 1 is, 1 parenthesis").is_empty());
}
