//! The window's table of words (`gui::i18n::Strings`): one field per message of the English
//! catalogue's `gui.ftl` (`gui-cmd-open` is the field `cmd_open`), written to
//! `$OUT_DIR/gui_strings.rs`. A message the code reads but no file has does not compile. A
//! message with a selector (a plural) is made with `msg!` instead, and checked by the
//! catalogue test.

use std::fmt::Write;
use std::path::Path;

/// The arguments of the message `gui-<id>` in the order they first appear in `text` (its
/// lines up to the next message): the order the window gives them in, so the window gives
/// exactly the arguments the English message shows.
fn arguments(text: &str, id: &str) -> Vec<String> {
    let start = text.find(&format!("\ngui-{id} =")).unwrap_or_else(|| panic!("gui-{id}"));
    let body = &text[start + 1..];
    let end = body[1..].find("\ngui-").map_or(body.len(), |e| e + 1);
    let mut names: Vec<String> = Vec::new();
    for line in body[..end].lines().filter(|l| !l.trim_start().starts_with('#')) {
        for (at, _) in line.match_indices("{ $") {
            let name: String = line[at + 3..].chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
            if !names.contains(&name) {
                names.push(name);
            }
        }
    }
    names
}

fn main() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|e| panic!("CARGO_MANIFEST_DIR: {e}"));
    let ftl = Path::new(&manifest).join("../model-core/locales/en/gui.ftl");
    println!("cargo:rerun-if-changed={}", ftl.display());
    let text = std::fs::read_to_string(&ftl).unwrap_or_else(|e| panic!("{}: {e}", ftl.display()));
    // A message that selects by its arguments (a plural) is worded with them (`msg!`), not
    // filled in: it gets no field.
    let ids: Vec<&str> =
        text.lines().filter(|l| !l.contains("->")).filter_map(|l| l.strip_prefix("gui-")?.split_once(" =").map(|(id, _)| id)).collect();
    let arguments: Vec<Vec<String>> = ids.iter().map(|id| arguments(&text, id)).collect();
    let mut out =
        String::from("/// The window's words in one language, one field per message of `gui.ftl`.\n#[derive(Debug)]\npub struct Strings {\n");
    for id in &ids {
        let _ = writeln!(out, "    #[allow(missing_docs)]\n    pub {}: &'static str,", id.replace('-', "_"));
    }
    out.push_str(
        "}\n\nimpl Strings {\n    /// Every message of `lang`'s catalogue.\n    fn load(lang: model_core::text::Lang) -> Self {\n        Self {\n",
    );
    for (id, args) in ids.iter().zip(&arguments) {
        let _ = writeln!(out, "            {}: word(lang, \"gui-{id}\", &{args:?}),", id.replace('-', "_"));
    }
    out.push_str("        }\n    }\n\n    /// Every field, in the order of [`FIELDS`].\n    pub fn all(&self) -> Vec<&'static str> {\n        vec![");
    for id in &ids {
        let _ = write!(out, "self.{}, ", id.replace('-', "_"));
    }
    out.push_str("]\n    }\n}\n\n/// Every field's name, in the order of `gui.ftl`.\npub const FIELDS: &[&str] = &[");
    for id in &ids {
        let _ = write!(out, "{:?}, ", id.replace('-', "_"));
    }
    out.push_str("];\n\n/// Every field's arguments, in the order the window gives them (as [`FIELDS`]).\n");
    out.push_str("#[cfg(test)]\npub const ARGUMENTS: &[&[&str]] = &[");
    for args in &arguments {
        let _ = write!(out, "&{args:?}, ");
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR").unwrap_or_else(|e| panic!("OUT_DIR: {e}"))).join("gui_strings.rs");
    std::fs::write(&dest, out).unwrap_or_else(|e| panic!("{}: {e}", dest.display()));
}
