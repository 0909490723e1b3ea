//! Import: CQL schemas and KDM project files into Keyspace Studio projects.
//!
//! - [`import_cql_str`]: a CQL DDL script (`DESCRIBE SCHEMA` output, a hand-written
//!   `schema.cql`) becomes keyspaces, user-defined types and directly defined tables
//!   ([`crate::project::TableDef`]), with the entities the tables' shared keys imply offered
//!   as [`EntitySuggestion`]s, never added silently.
//! - [`import_kdm_str`]: a KDM project file (XML) becomes the ER model, the access patterns
//!   and the user's table choices.
//! - [`import_path`]: either, chosen by the file's extension or content.
//! - [`import_paths`]: several CQL files, or a folder's `.cql` files in name order, as one
//!   schema (types in one file, tables in the next, migrations after), with template
//!   placeholders substituted.
//! - [`import_sql_paths`]: a relational schema and the application's SQL queries (`.sql`)
//!   as the ER model and the workflow ([`sql`]).
//!
//! Importers never panic and never stop at the first problem: what they could not import is
//! listed in [`Imported::notes`] with its line and column.

pub mod cql;
pub mod kdm;
mod note;
mod source;
pub mod sql;
mod suggest;
mod synthetic;

pub use note::{ImportNote, InferredRelationship};

/// The stack of a thread that imports (the window's tasks, the command line): 8 MiB, four
/// times what the deepest statement the SQL importer reads needs in a debug build
/// (`sql/depth_tests.rs` imports such statements on a 2 MiB thread).
pub const IMPORT_STACK_BYTES: usize = 8 * 1024 * 1024;
pub use suggest::{EntitySuggestion, suggest_entities};
pub use synthetic::synthetic_cql;

use crate::msg;
use crate::project::Project;
use crate::text::Text;
use std::collections::BTreeMap;
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
    /// Relationships a relational import inferred from the queries' joins, for the user to
    /// reject (each also a note).
    pub inferred: Vec<InferredRelationship>,
}

/// Why a file could not be imported at all.
#[derive(Debug)]
pub enum ImportError {
    /// The file could not be read.
    Io {
        /// The file.
        path: PathBuf,
        /// The cause.
        source: std::io::Error,
    },
    /// The file is not in a format this importer reads (e.g. XML that is not a KDM project).
    Format {
        /// The file (or `(text)` for text given directly).
        file: String,
        /// What is wrong.
        message: crate::text::Text,
    },
}

impl ImportError {
    /// The message, worded when shown.
    pub fn said(&self) -> Text {
        match self {
            Self::Io { path, source } => {
                msg!(
                    "import-cannot-read",
                    path = path.display().to_string(),
                    reason = crate::atomic_file::io_error_text(source)
                )
            }
            Self::Format { file, message } => Text::labelled(file, message),
        }
    }

    /// The message in `lang`. English is the `Display` text.
    pub fn message_in(&self, lang: crate::text::Lang) -> String {
        self.said().get(lang)
    }
}

impl std::fmt::Display for ImportError {
    /// The English message.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.said().en())
    }
}

impl std::error::Error for ImportError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Self::Io { source, .. } => Some(source),
            Self::Format { .. } => None,
        }
    }
}

/// Why a folder cannot be imported.
fn no_cql_in_folder() -> crate::text::Text {
    msg!("sql-no-sql-or-cql-in-folder")
}
/// Why SQL files cannot be imported with others.
fn sql_alone() -> crate::text::Text {
    msg!("sql-and-cql-together")
}
/// Why a KDM file cannot be imported with others.
fn kdm_alone() -> crate::text::Text {
    msg!("import-kdm-alone")
}

/// The kinds of file [`import_path`] reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    /// A CQL script.
    Cql,
    /// A KDM project (XML).
    Kdm,
    /// A relational schema and/or SQL queries.
    Sql,
}

/// Chooses the importer: `.cql` is CQL, `.sql` SQL and `.xml`/`.kdm` KDM; any other extension is
/// decided by the content (XML starts with `<`).
pub fn file_kind(path: &Path, text: &str) -> FileKind {
    let ext = path.extension().and_then(|e| e.to_str()).map(str::to_ascii_lowercase);
    match ext.as_deref() {
        Some("cql") => FileKind::Cql,
        Some("xml" | "kdm") => FileKind::Kdm,
        Some("sql") => FileKind::Sql,
        _ if text.trim_start_matches('\u{feff}').trim_start().starts_with('<') => FileKind::Kdm,
        _ => FileKind::Cql,
    }
}

/// Imports a CQL or KDM file. The project is named after the file (and so is its keyspace
/// when the file names none).
pub fn import_path(path: &Path) -> Result<Imported, ImportError> {
    let bytes = crate::input_file::read(path).map_err(|source| ImportError::Io { path: path.to_path_buf(), source })?;
    import_bytes(bytes, path, name_of(path), &path.display().to_string())
}

/// The name of a project imported from `path`: the file's name without its extension.
pub fn name_of(path: &Path) -> &str {
    path.file_stem().and_then(|s| s.to_str()).unwrap_or("Imported")
}

/// Imports the content of the file `path` (read by the caller, e.g. as committed at a git
/// revision) as [`import_path`] would the file: CQL or KDM by its extension or content, the
/// project (and a keyspace the file does not name) called `name`; `label` names it in errors.
pub fn import_bytes(bytes: Vec<u8>, path: &Path, name: &str, label: &str) -> Result<Imported, ImportError> {
    let (text, lossy) = match String::from_utf8(bytes) {
        Ok(s) => (s, false),
        Err(e) => (String::from_utf8_lossy(e.as_bytes()).into_owned(), true),
    };
    let mut imported = match file_kind(path, &text) {
        FileKind::Cql => cql::import_named(&text, name),
        FileKind::Kdm => {
            kdm::import(&text, name).map_err(|message| ImportError::Format { file: label.to_owned(), message })?
        }
        FileKind::Sql => sql::import_files(&[sql::SqlFile { name: label, text: &text }], name, None).imported,
    };
    holdable(&imported, label)?;
    if lossy {
        imported.notes.insert(0, lossy_note());
    }
    Ok(imported)
}

/// Reads a file as text; invalid UTF-8 is replaced (and `true` says so).
fn read_text(path: &Path) -> Result<(String, bool), ImportError> {
    let bytes = crate::input_file::read(path).map_err(|source| ImportError::Io { path: path.to_path_buf(), source })?;
    Ok(match String::from_utf8(bytes) {
        Ok(s) => (s, false),
        Err(e) => (String::from_utf8_lossy(e.as_bytes()).into_owned(), true),
    })
}

/// The note for a file whose invalid UTF-8 bytes were replaced.
fn lossy_note() -> ImportNote {
    ImportNote::new(1, 1, "", msg!("import-not-utf8"))
}

/// The files an import of `paths` reads, in order: each file as given, and for a folder its
/// `.cql` and `.sql` files (any case) in name order, not descending into sub-folders.
pub fn expand_paths(paths: &[PathBuf]) -> Result<Vec<PathBuf>, ImportError> {
    let mut out = Vec::new();
    for path in paths {
        if !path.is_dir() {
            out.push(path.clone());
            continue;
        }
        let entries = std::fs::read_dir(path).map_err(|source| ImportError::Io { path: path.clone(), source })?;
        let mut files: Vec<PathBuf> = entries
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| {
                p.is_file()
                    && p.extension()
                        .and_then(|e| e.to_str())
                        .is_some_and(|e| e.eq_ignore_ascii_case("cql") || e.eq_ignore_ascii_case("sql"))
            })
            .collect();
        if files.is_empty() {
            return Err(ImportError::Format { file: path.display().to_string(), message: no_cql_in_folder() });
        }
        files.sort();
        out.extend(files);
    }
    Ok(out)
}

/// Imports several files as one project: CQL files in the order given, a folder's `.cql`
/// files in name order ([`expand_paths`]), each statement applied in turn (a later file's
/// `ALTER` changes an earlier file's table). `${NAME}` and `$NAME$` placeholders named in
/// `defines` are replaced first. One path may also be a KDM project, alone. Notes name their
/// file. The project is named after the folder, or the first file.
pub fn import_paths(paths: &[PathBuf], defines: &BTreeMap<String, String>) -> Result<Imported, ImportError> {
    import_paths_within(paths, defines, &sql::JoinInference::default(), crate::input_file::MAX_INPUT_BYTES)
}

/// [`import_paths`] with the relationships inferred from SQL queries' joins that the user
/// rejected (`joins`; CQL and KDM files have none).
pub fn import_paths_rejecting(
    paths: &[PathBuf],
    defines: &BTreeMap<String, String>,
    joins: &sql::JoinInference,
) -> Result<Imported, ImportError> {
    import_paths_within(paths, defines, joins, crate::input_file::MAX_INPUT_BYTES)
}

/// [`import_paths`] reading at most `cap` bytes in all, for a project of at most `cap` bytes.
fn import_paths_within(
    paths: &[PathBuf],
    defines: &BTreeMap<String, String>,
    joins: &sql::JoinInference,
    cap: u64,
) -> Result<Imported, ImportError> {
    let files = expand_paths(paths)?;
    if is_sql(&files) {
        let options = sql::SqlOptions { dialect: None, joins: joins.clone() };
        return import_sql_paths_within(paths, &options, cap).map(|s| s.imported);
    }
    let name = project_name(paths, &files);
    let texts = read_within(&files, &name, cap)?;
    if let Some((f, _, _)) = texts.iter().find(|(f, text, _)| file_kind(Path::new(f), text) == FileKind::Kdm) {
        if files.len() > 1 {
            return Err(ImportError::Format { file: f.clone(), message: kdm_alone() });
        }
        return import_path(Path::new(f));
    }
    let cql_files: Vec<cql::CqlFile<'_>> = texts
        .iter()
        .map(|(name, text, _)| cql::CqlFile { name: if files.len() > 1 { name } else { "" }, text })
        .collect();
    let mut imported = cql::import_files(&cql_files, &name, defines);
    for (file, _, _) in texts.iter().filter(|(_, _, lossy)| *lossy).rev() {
        imported.notes.insert(0, lossy_note().in_file(if files.len() > 1 { file } else { "" }));
    }
    holdable_within(&imported, &name, cap)?;
    Ok(imported)
}

/// `true` when an import of `files` (folders expanded by [`expand_paths`]) is a relational
/// one: any of them is a `.sql` file (any case).
pub fn is_sql(files: &[PathBuf]) -> bool {
    files.iter().any(|f| f.extension().and_then(|e| e.to_str()).is_some_and(|e| e.eq_ignore_ascii_case("sql")))
}

/// The files' texts (each with its name as shown and whether invalid UTF-8 was replaced), at
/// most `cap` bytes in all: refused by the files' sizes before any is read, then counted as
/// they are read (a FIFO or a device says no size).
fn read_within(files: &[PathBuf], name: &str, cap: u64) -> Result<Vec<(String, String, bool)>, ImportError> {
    if sizes_over(files, cap) {
        return Err(over_cap(name, cap));
    }
    let mut total = 0u64;
    let mut texts = Vec::with_capacity(files.len());
    for f in files {
        let (text, lossy) = read_text(f)?;
        total += text.len() as u64;
        if total > cap {
            return Err(over_cap(name, cap));
        }
        texts.push((f.display().to_string(), text, lossy));
    }
    Ok(texts)
}

/// Why files are refused: together they are over `cap` bytes.
fn over_cap(name: &str, cap: u64) -> ImportError {
    ImportError::Format {
        file: name.to_owned(),
        message: msg!("import-files-over-cap", mib = (cap / (1024 * 1024)).to_string()),
    }
}

/// `true` when the files' sizes (those that say one) add up to more than `cap` bytes.
fn sizes_over(files: &[PathBuf], cap: u64) -> bool {
    files
        .iter()
        .filter_map(|f| std::fs::metadata(f).ok().filter(std::fs::Metadata::is_file))
        .map(|m| m.len())
        .sum::<u64>()
        > cap
}

/// The name of a project imported from `paths`: the folder's, or the first file's stem.
fn project_name(paths: &[PathBuf], files: &[PathBuf]) -> String {
    match paths {
        [one] if one.is_dir() => one.file_name(),
        _ => files.first().and_then(|f| f.file_stem()),
    }
    .and_then(|s| s.to_str())
    .unwrap_or("Imported")
    .to_owned()
}

/// Imports SQL files (a relational schema and the application's queries, in any order) as
/// one project: the ER model and the workflow ([`sql`]). Folders stand for their `.sql`
/// files in name order. `dialect` `None`: guessed, and the guess said in a note. Every file
/// must be SQL. The project is named after the folder, or the first file.
pub fn import_sql_paths(paths: &[PathBuf], dialect: Option<sql::Dialect>) -> Result<sql::SqlImported, ImportError> {
    import_sql_paths_with(paths, &sql::SqlOptions { dialect, ..sql::SqlOptions::default() })
}

/// [`import_sql_paths`] with options: the dialect, and the relationships inferred from the
/// queries' joins to leave out (`--reject-join`, `--no-inferred-relationships`).
pub fn import_sql_paths_with(paths: &[PathBuf], options: &sql::SqlOptions) -> Result<sql::SqlImported, ImportError> {
    import_sql_paths_within(paths, options, crate::input_file::MAX_INPUT_BYTES)
}

/// [`import_sql_paths`] reading at most `cap` bytes in all.
fn import_sql_paths_within(
    paths: &[PathBuf],
    options: &sql::SqlOptions,
    cap: u64,
) -> Result<sql::SqlImported, ImportError> {
    let files = expand_paths(paths)?;
    let name = project_name(paths, &files);
    let texts = read_within(&files, &name, cap)?;
    if let Some((f, _, _)) = texts.iter().find(|(f, text, _)| file_kind(Path::new(f), text) != FileKind::Sql) {
        return Err(ImportError::Format { file: f.clone(), message: sql_alone() });
    }
    let sql_files: Vec<sql::SqlFile<'_>> = texts.iter().map(|(name, text, _)| sql::SqlFile { name, text }).collect();
    let mut out = sql::import_files_with(&sql_files, &name, options);
    for (file, _, _) in texts.iter().filter(|(_, _, lossy)| *lossy).rev() {
        out.imported.notes.insert(0, lossy_note().in_file(if files.len() > 1 { file } else { "" }));
    }
    holdable_within(&out.imported, &name, cap)?;
    Ok(out)
}

/// The template placeholders (`KEYSPACE` for `$KEYSPACE$` or `${KEYSPACE}`) of the CQL files
/// an import of `paths` reads, each once, in order: what `--define` (or the window's import
/// report) can give values to. Unreadable files count as having none.
pub fn template_placeholders(paths: &[PathBuf]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for f in expand_paths(paths).unwrap_or_default() {
        let Ok((text, _)) = read_text(&f) else { continue };
        if file_kind(&f, &text) == FileKind::Cql {
            for name in crate::cql::template::placeholder_names(&text) {
                if !out.contains(&name) {
                    out.push(name);
                }
            }
        }
    }
    out
}

/// Imports a CQL script. Never fails: statements that cannot be imported are reported in
/// [`Imported::notes`] and the rest is kept.
pub fn import_cql_str(text: &str) -> Imported {
    cql::import(text)
}

/// Imports a KDM project file's text. Fails only when the text is not a KDM project.
pub fn import_kdm_str(text: &str) -> Result<Imported, ImportError> {
    let imported = kdm::import(text, kdm::DEFAULT_PROJECT_NAME)
        .map_err(|message| ImportError::Format { file: "(text)".to_owned(), message })?;
    holdable(&imported, "(text)")?;
    Ok(imported)
}

/// Refuses an import whose project no project file may hold (a name over the length limits,
/// an id with a control character: [`crate::project::limits`]), or whose file would be over
/// the input cap, since it would not load again.
fn holdable(imported: &Imported, file: &str) -> Result<(), ImportError> {
    holdable_within(imported, file, crate::input_file::MAX_INPUT_BYTES)
}

fn holdable_within(imported: &Imported, file: &str, limit: u64) -> Result<(), ImportError> {
    let cannot =
        |why: Text| ImportError::Format { file: file.to_owned(), message: msg!("import-cannot-be-saved", why = why) };
    crate::project::limits::check(&imported.project).map_err(|why| cannot(why.said()))?;
    if imported.project.to_json().len() as u64 > limit {
        let too_large = std::io::Error::new(std::io::ErrorKind::FileTooLarge, crate::input_file::TooLarge { limit });
        return Err(cannot(crate::atomic_file::io_error_text(&too_large)));
    }
    Ok(())
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
        assert!(imported.notes[0].message.en().contains("not valid UTF-8"));
        let xml = dir.join("not-kdm.xml");
        std::fs::write(&xml, "<html><body/></html>").expect("write");
        let err = import_path(&xml).expect_err("not KDM");
        assert!(err.to_string().contains("not-kdm.xml"), "{err}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_folder_imports_its_cql_files_in_name_order_and_notes_name_them() {
        let dir = std::env::temp_dir().join(format!("ks-import-dir-{}", std::process::id()));
        let migrations = dir.join("migrations");
        std::fs::create_dir_all(migrations.join("old")).expect("temp dir");
        let write = |name: &str, text: &str| std::fs::write(migrations.join(name), text).expect("write");
        write(
            "002_add_phone.CQL",
            "ALTER TABLE shop.customers ADD phone text;\nINSERT INTO shop.customers (id) VALUES (1);",
        );
        write(
            "001_init.cql",
            "CREATE KEYSPACE shop WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};\nCREATE TABLE shop.customers (id int PRIMARY KEY);",
        );
        write("003_index.cql", "CREATE INDEX customers_phone ON shop.customers (phone);");
        write("README.md", "not CQL");
        std::fs::write(migrations.join("old").join("000.cql"), "garbage").expect("write");
        let imported = import_paths(std::slice::from_ref(&migrations), &BTreeMap::new()).expect("imports");
        assert_eq!(imported.project.name, "migrations");
        let t = &imported.project.physical.tables[0];
        assert_eq!(t.columns.len(), 2, "{:#?}", imported.notes);
        assert_eq!(t.indexes[0].name.as_deref(), Some("customers_phone"));
        assert_eq!(imported.notes.len(), 1, "{:#?}", imported.notes);
        assert!(
            imported.notes[0].file.ends_with("002_add_phone.CQL") && imported.notes[0].line == 2,
            "{:#?}",
            imported.notes
        );
        // Files in the order given, and a KDM file refused in company.
        let files = [migrations.join("001_init.cql"), migrations.join("003_index.cql")];
        let imported = import_paths(&files, &BTreeMap::new()).expect("imports");
        assert_eq!(imported.project.name, "001_init");
        assert!(
            imported.notes.iter().any(|n| n.message.en().contains("column phone is not defined")),
            "{:#?}",
            imported.notes
        );
        let xml = dir.join("p.xml");
        std::fs::write(&xml, "<KDMPROJECT/>").expect("write");
        let err = import_paths(&[files[0].clone(), xml], &BTreeMap::new()).expect_err("mixed");
        assert!(err.to_string().contains("imports on its own"), "{err}");
        let empty = dir.join("empty");
        std::fs::create_dir_all(&empty).expect("dir");
        assert!(
            import_paths(&[empty], &BTreeMap::new()).expect_err("no cql").to_string().contains("no .cql or .sql file")
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// Issue 29: a folder of inputs had no total cap, and an import could make a project
    /// larger than the loader reads.
    #[test]
    fn imports_are_capped_in_total_and_in_the_project_they_make() {
        let dir = std::env::temp_dir().join(format!("ks-import-cap-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("mkdir");
        let table = |i: usize| format!("CREATE TABLE k.t{i} (a int PRIMARY KEY, b text);\n");
        for f in 0..3 {
            let text: String = (0..40).map(|i| table(f * 100 + i)).collect();
            std::fs::write(dir.join(format!("{f}.cql")), text).expect("write");
        }
        let none = BTreeMap::new();
        let all = import_paths_within(std::slice::from_ref(&dir), &none, &sql::JoinInference::default(), 1 << 20)
            .expect("under the caps");
        assert_eq!(all.project.physical.tables.len(), 120);
        let one_file = std::fs::metadata(dir.join("0.cql")).expect("size").len();
        let err = import_paths_within(std::slice::from_ref(&dir), &none, &sql::JoinInference::default(), one_file * 2)
            .expect_err("three files over the total cap");
        assert!(err.to_string().contains("the files together are larger than"), "{err}");
        assert!(err.message_in(crate::text::Lang::Zh).contains("合计"), "{err}");
        let json = all.project.to_json().len() as u64;
        let err = import_paths_within(std::slice::from_ref(&dir), &none, &sql::JoinInference::default(), json - 1)
            .expect_err("a project over the cap");
        assert!(
            err.to_string().contains("cannot be saved as it is") && err.to_string().contains("larger than"),
            "{err}"
        );
        std::fs::remove_dir_all(&dir).expect("cleanup");
    }
}
