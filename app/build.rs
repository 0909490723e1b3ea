//! The window's table of words (`gui::i18n::Strings`): one field per message of the English
//! catalogue's `gui.ftl` (`gui-cmd-open` is the field `cmd_open`), written to
//! `$OUT_DIR/gui_strings.rs`. A message the code reads but no file has does not compile.

use std::fmt::Write;
use std::path::Path;

fn main() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|e| panic!("CARGO_MANIFEST_DIR: {e}"));
    let ftl = Path::new(&manifest).join("../model-core/locales/en/gui.ftl");
    println!("cargo:rerun-if-changed={}", ftl.display());
    let text = std::fs::read_to_string(&ftl).unwrap_or_else(|e| panic!("{}: {e}", ftl.display()));
    let ids: Vec<&str> = text.lines().filter_map(|l| l.strip_prefix("gui-")?.split_once(" =").map(|(id, _)| id)).collect();
    let mut out =
        String::from("/// The window's words in one language, one field per message of `gui.ftl`.\n#[derive(Debug)]\npub struct Strings {\n");
    for id in &ids {
        let _ = writeln!(out, "    #[allow(missing_docs)]\n    pub {}: &'static str,", id.replace('-', "_"));
    }
    out.push_str(
        "}\n\nimpl Strings {\n    /// Every message of `lang`'s catalogue.\n    fn load(lang: model_core::text::Lang) -> Self {\n        Self {\n",
    );
    for id in &ids {
        let _ = writeln!(out, "            {}: word(lang, \"gui-{id}\"),", id.replace('-', "_"));
    }
    out.push_str("        }\n    }\n\n    /// Every field, in the order of [`FIELDS`].\n    pub fn all(&self) -> Vec<&'static str> {\n        vec![");
    for id in &ids {
        let _ = write!(out, "self.{}, ", id.replace('-', "_"));
    }
    out.push_str("]\n    }\n}\n\n/// Every field's name, in the order of `gui.ftl`.\npub const FIELDS: &[&str] = &[");
    for id in &ids {
        let _ = write!(out, "{:?}, ", id.replace('-', "_"));
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR").unwrap_or_else(|e| panic!("OUT_DIR: {e}"))).join("gui_strings.rs");
    std::fs::write(&dest, out).unwrap_or_else(|e| panic!("{}: {e}", dest.display()));
}
