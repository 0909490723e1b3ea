//! Import: CQL schemas and KDM project files into Keyspace Studio projects.
//!
//! - [`import_cql_str`]: a CQL DDL script (`DESCRIBE SCHEMA` output, a hand-written
//!   `schema.cql`) becomes keyspaces, user-defined types and directly defined tables
//!   ([`crate::project::TableDef`]), with the entities the tables' shared keys imply offered
//!   as [`EntitySuggestion`]s, never added silently.
//! - [`import_kdm_str`]: a KDM project file (XML) becomes the ER model, the access patterns
//!   and the user's table choices.
//! - [`import_path`]: either, chosen by the file's extension or content.
//!
//! Importers never panic and never stop at the first problem: what they could not import is
//! listed in [`Imported::notes`] with its line and column.

pub mod cql;
pub mod kdm;
mod note;
mod source;
mod suggest;
mod synthetic;

pub use note::ImportNote;
pub use suggest::{EntitySuggestion, suggest_entities};
pub use synthetic::synthetic_cql;

use crate::project::Project;
use std::path::{Path, PathBuf};

/// The result of an import: the project, what was skipped and why, and proposed entities.
#[derive(Clone, Debug, PartialEq)]
pub struct Imported {
    /// The imported project.
    pub project: Project,
    /// Statements or elements that were skipped or changed, with where and why.
    pub notes: Vec<ImportNote>,
    /// Entities the imported tables imply (shared key columns), for the user to accept.
    pub suggestions: Vec<EntitySuggestion>,
}

/// Why a file could not be imported at all.
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    /// The file could not be read.
    #[error("{path}: cannot read the file: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// The cause.
        #[source]
        source: std::io::Error,
    },
    /// The file is not in a format this importer reads (e.g. XML that is not a KDM project).
    #[error("{file}: {}", message.en())]
    Format {
        /// The file (or `(text)` for text given directly).
        file: String,
        /// What is wrong.
        message: crate::text::Text,
    },
}

impl ImportError {
    /// The message in `lang`. English is the `Display` text.
    pub fn message_in(&self, lang: crate::text::Lang) -> String {
        use crate::text::Lang;
        match (lang, self) {
            (Lang::En, _) => self.to_string(),
            (Lang::Zh, Self::Io { path, source }) => {
                format!("{}：无法读取文件：{}", path.display(), crate::atomic_file::io_error_text(source).get(lang))
            }
            (Lang::Zh, Self::Format { file, message }) => format!("{file}：{}", message.get(lang)),
        }
    }
}

/// The kinds of file [`import_path`] reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    /// A CQL script.
    Cql,
    /// A KDM project (XML).
    Kdm,
}

/// Chooses the importer: `.cql` is CQL and `.xml`/`.kdm` is KDM; any other extension is
/// decided by the content (XML starts with `<`).
pub fn file_kind(path: &Path, text: &str) -> FileKind {
    let ext = path.extension().and_then(|e| e.to_str()).map(str::to_ascii_lowercase);
    match ext.as_deref() {
        Some("cql") => FileKind::Cql,
        Some("xml" | "kdm") => FileKind::Kdm,
        _ if text.trim_start_matches('\u{feff}').trim_start().starts_with('<') => FileKind::Kdm,
        _ => FileKind::Cql,
    }
}

/// Imports a CQL or KDM file. The project is named after the file (and so is its keyspace
/// when the file names none).
pub fn import_path(path: &Path) -> Result<Imported, ImportError> {
    let bytes = crate::input_file::read(path).map_err(|source| ImportError::Io { path: path.to_path_buf(), source })?;
    let (text, lossy) = match String::from_utf8(bytes) {
        Ok(s) => (s, false),
        Err(e) => (String::from_utf8_lossy(e.as_bytes()).into_owned(), true),
    };
    let name = path.file_stem().and_then(|s| s.to_str()).unwrap_or("Imported");
    let mut imported = match file_kind(path, &text) {
        FileKind::Cql => cql::import_named(&text, name),
        FileKind::Kdm => kdm::import(&text, name).map_err(|message| ImportError::Format { file: path.display().to_string(), message })?,
    };
    holdable(&imported, &path.display().to_string())?;
    if lossy {
        imported.notes.insert(
            0,
            ImportNote::new(
                1,
                1,
                "",
                crate::text!(
                    "the file is not valid UTF-8; the invalid bytes were replaced by \u{fffd}",
                    "文件不是有效的 UTF-8；无效的字节已替换为 \u{fffd}"
                ),
            ),
        );
    }
    Ok(imported)
}

/// Imports a CQL script. Never fails: statements that cannot be imported are reported in
/// [`Imported::notes`] and the rest is kept.
pub fn import_cql_str(text: &str) -> Imported {
    cql::import(text)
}

/// Imports a KDM project file's text. Fails only when the text is not a KDM project.
pub fn import_kdm_str(text: &str) -> Result<Imported, ImportError> {
    let imported =
        kdm::import(text, kdm::DEFAULT_PROJECT_NAME).map_err(|message| ImportError::Format { file: "(text)".to_owned(), message })?;
    holdable(&imported, "(text)")?;
    Ok(imported)
}

/// Refuses an import whose project no project file may hold (a name over the length limit,
/// an id with a control character: [`crate::project::limits`]), since it would not load
/// again once saved.
fn holdable(imported: &Imported, file: &str) -> Result<(), ImportError> {
    crate::project::limits::check(&imported.project).map_err(|why| {
        let (en, zh) = (why.en(), why.get(crate::text::Lang::Zh));
        let message = crate::text!(
            "the imported project cannot be saved as it is: {en}",
            "导入的项目无法按原样保存：{zh}"
        );
        ImportError::Format { file: file.to_owned(), message }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_kind_by_extension_then_content() {
        assert_eq!(file_kind(Path::new("a.cql"), "<x>"), FileKind::Cql);
        assert_eq!(file_kind(Path::new("a.XML"), "CREATE"), FileKind::Kdm);
        assert_eq!(file_kind(Path::new("a.txt"), "  <KDMPROJECT>"), FileKind::Kdm);
        assert_eq!(file_kind(Path::new("schema"), "CREATE TABLE t (a int PRIMARY KEY);"), FileKind::Cql);
    }

    #[test]
    fn unreadable_file_is_an_error_naming_the_file() {
        let err = import_path(Path::new("/nonexistent/dir/schema.cql")).expect_err("missing file");
        let msg = err.to_string();
        assert!(msg.starts_with("/nonexistent/dir/schema.cql: cannot read the file"), "{msg}");
    }

    #[test]
    fn import_path_names_the_project_and_reports_bad_utf8() {
        let dir = std::env::temp_dir().join(format!("ks-import-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let path = dir.join("shop.cql");
        let mut bytes = b"CREATE TABLE t (a int PRIMARY KEY, b text); -- caf".to_vec();
        bytes.push(0xff);
        std::fs::write(&path, bytes).expect("write");
        let imported = import_path(&path).expect("imports");
        assert_eq!(imported.project.name, "shop");
        assert_eq!(imported.project.physical.tables.len(), 1);
        assert!(imported.notes[0].message.contains("not valid UTF-8"));
        let xml = dir.join("not-kdm.xml");
        std::fs::write(&xml, "<html><body/></html>").expect("write");
        let err = import_path(&xml).expect_err("not KDM");
        assert!(err.to_string().contains("not-kdm.xml"), "{err}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
