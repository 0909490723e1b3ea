//! Reading and writing project files: versioned, stable, and never half-loaded.

use super::Project;
use super::described::{Expected, Found};
use super::limits::LimitProblem;
use crate::text::Lang;
use serde::Deserialize;
use std::path::{Path, PathBuf};

/// The format tag prefix written in every project file.
pub const FORMAT_PREFIX: &str = "keyspace-studio/";
/// The format version this build writes and reads.
pub const FORMAT_VERSION: u32 = 1;
/// The format tag this build writes: `keyspace-studio/1`.
pub const FORMAT: &str = "keyspace-studio/1";

/// Why a project file could not be loaded. Worded when shown ([`LoadError::said`],
/// [`LoadError::message_in`]); `Display` is English.
#[derive(Debug)]
pub enum LoadError {
    /// The file could not be read.
    Io {
        /// The file.
        path: PathBuf,
        /// The cause.
        source: std::io::Error,
    },
    /// The text is not valid JSON, or not the shape of a project.
    Syntax {
        /// The file.
        path: PathBuf,
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// What is wrong.
        problem: ShapeProblem,
    },
    /// The JSON has no `format` field naming a Keyspace Studio project.
    NotAProject {
        /// The file.
        path: PathBuf,
        /// What was found instead.
        found: NotAProject,
    },
    /// The JSON has the shape of a project but holds something no project may: an id with a
    /// control character, a name or text over the length limits ([`super::limits`]).
    Content {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        problem: LimitProblem,
    },
    /// Written by a newer version of Keyspace Studio.
    NewerVersion {
        /// The file.
        path: PathBuf,
        /// The file's version, as written (digits; it may exceed any integer type).
        found: String,
        /// The newest version this build reads.
        supported: u32,
    },
}

impl std::error::Error for LoadError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Self::Io { source, .. } => Some(source),
            _ => None,
        }
    }
}

/// What a JSON file that is not a project has instead of a project's `format`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotAProject {
    /// An object without a `format` field.
    NoFormatField,
    /// An array, a string, a number...
    NotAnObject,
    /// Another tool's format tag.
    Format(String),
}

/// Why the text of a project file does not have a project's shape.
///
/// serde_json keeps the kind of its errors as text only; the loader finds it typed instead
/// (a syntax error by reading the text again, `json_syntax`; a shape's by serde's typed error
/// hooks, `shape_check`), and the catalogue words it ([`ShapeProblem::said`]). Only
/// serde's descriptions of a value and of what a field takes (`integer `7``, `a sequence`)
/// are serde's text.
#[derive(Clone, Debug, PartialEq)]
pub enum ShapeProblem {
    /// The bytes are not UTF-8.
    NotUtf8,
    /// Nothing but white space.
    Empty,
    /// A version-0 file whose migrated content is not a project.
    AfterMigration {
        /// The version the file was written in.
        version: u32,
        /// What is wrong after migrating.
        problem: Box<ShapeProblem>,
    },
    /// A CQL type name that is not one.
    UnknownCqlType {
        /// The name, as written.
        name: String,
    },
    /// A CQL type expression that does not parse.
    InvalidCqlType(crate::cql::TypeParseError),
    /// A column role marker that is not one.
    UnknownColumnRole {
        /// The marker, as written.
        marker: String,
    },
    /// The file ends inside a value.
    Eof {
        /// The kind of value.
        inside: JsonKind,
    },
    /// A JSON syntax error.
    Json(JsonSyntax),
    /// Another token where this one must be (`` `:` ``, `` `,` or `}` ``...).
    ExpectedToken {
        /// The token, or tokens, expected.
        token: JsonToken,
    },
    /// A field a project needs is missing.
    MissingField {
        /// The field, in backticks.
        field: String,
    },
    /// A field written twice.
    DuplicateField {
        /// The field, in backticks.
        field: String,
    },
    /// A value of another JSON type than the field takes.
    InvalidType {
        /// What was found (`integer `7``, `a string`...).
        found: Found,
        /// What the field takes (`a sequence`, `struct Entity`...).
        expected: Expected,
    },
    /// A value the field does not take.
    InvalidValue {
        /// What was found.
        found: Found,
        /// What the field takes.
        expected: Expected,
    },
    /// A list of another length than the field takes.
    InvalidLength {
        /// The length found.
        length: String,
        /// What the field takes.
        expected: Expected,
    },
    /// A name that is not one of the names allowed there.
    Unknown {
        /// A variant of an enumeration, or a field.
        what: UnknownWhat,
        /// The name, in backticks.
        name: String,
        /// The names allowed, in backticks (empty: none).
        allowed: Vec<String>,
    },
    /// A message of a shape this version does not know, as serde_json wrote it.
    Other(String),
}

/// A name not allowed in a project file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnknownWhat {
    /// A value of an enumeration (`"cardinality": "many"`).
    Variant,
    /// A field.
    Field,
}

/// The kind of JSON value a file ends inside.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JsonKind {
    /// A value not begun, or a number or a word (`true`) cut short.
    Value,
    /// A list.
    List,
    /// An object.
    Object,
    /// A string.
    String,
}

/// The tokens a JSON text must have somewhere and has not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JsonToken {
    /// `:` after an object's key.
    Colon,
    /// `,` or `]` after an item of a list.
    ListCommaOrEnd,
    /// `,` or `}` after a field of an object.
    ObjectCommaOrEnd,
}

/// A JSON syntax error serde_json reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JsonSyntax {
    /// No value where one must be.
    ExpectedValue,
    /// A bare word other than `true`, `false` or `null`.
    ExpectedIdent,
    /// Characters after the top-level value.
    TrailingCharacters,
    /// A comma before `]` or `}`.
    TrailingComma,
    /// An object key that is not a string.
    KeyMustBeString,
    /// A backslash escape JSON does not have.
    InvalidEscape,
    /// A malformed number.
    InvalidNumber,
    /// A number beyond the numbers a field holds.
    NumberOutOfRange,
    /// A `\u` escape that is no character.
    InvalidCodePoint,
    /// A control character inside a string.
    ControlCharacter,
    /// Nested deeper than serde_json follows.
    RecursionLimit,
    /// A `\u` escape of a lone leading surrogate.
    LoneSurrogate,
    /// A `\u` escape cut short.
    ShortHexEscape,
}

/// Why a project could not be saved. The file on disk is left as it was. Worded when shown
/// ([`SaveError::said`]); `Display` is English.
#[derive(Debug)]
pub struct SaveError {
    /// The file.
    pub path: PathBuf,
    /// The cause.
    pub source: std::io::Error,
}

impl std::error::Error for SaveError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.source)
    }
}

impl LoadError {
    /// The message in `lang`: the file, where in it, and what is wrong.
    pub fn message_in(&self, lang: Lang) -> String {
        self.said().get(lang)
    }

    /// What is wrong in `lang`, without the file and the position (for a dialog that shows
    /// those apart).
    pub fn detail_in(&self, lang: Lang) -> String {
        self.detail().get(lang)
    }
}

impl SaveError {
    /// The message in `lang`.
    pub fn message_in(&self, lang: Lang) -> String {
        self.said().get(lang)
    }
}

/// Why `value` is not a project, typed, serde_json having refused it (`e`, whose position
/// the caller keeps; its text is shown only should the typed reader take what serde_json did
/// not).
fn shape_of(value: &serde_json::Value, e: &serde_json::Error) -> ShapeProblem {
    match super::shape_check::from_value::<Project>(value) {
        Err(typed) => typed.problem(),
        Ok(_) => ShapeProblem::Other(e.to_string()),
    }
}

/// Whether the problem of the file as written (`raw`) is the one found after migrating: the
/// same, or the same expectation of a value of another type.
fn same_problem(raw: &ShapeProblem, migrated: &ShapeProblem) -> bool {
    match (raw, migrated) {
        (ShapeProblem::InvalidType { expected: a, .. }, ShapeProblem::InvalidType { expected: b, .. }) => a == b,
        _ => raw == migrated,
    }
}

impl Project {
    /// Parses a project from JSON text (a UTF-8 byte-order mark is skipped). `path` only
    /// labels errors.
    pub fn from_json(text: &str, path: &Path) -> Result<Self, LoadError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let syntax = |e: &serde_json::Error| LoadError::Syntax {
            path: path.to_owned(),
            line: e.line().max(1),
            column: e.column().max(1),
            problem: super::json_syntax::first_error(text).unwrap_or_else(|| ShapeProblem::Other(e.to_string())),
        };
        if text.trim().is_empty() {
            return Err(LoadError::Syntax { path: path.to_owned(), line: 1, column: 1, problem: ShapeProblem::Empty });
        }
        let value: serde_json::Value = serde_json::from_str(text).map_err(|e| syntax(&e))?;
        if let Some(d) = super::duplicate_keys::first_duplicate(text) {
            let problem = ShapeProblem::DuplicateField { field: format!("`{}`", d.key) };
            return Err(LoadError::Syntax { path: path.to_owned(), line: d.line, column: d.column, problem });
        }
        let format = value.get("format").and_then(serde_json::Value::as_str);
        let Some(format) = format else {
            let found = if value.is_object() { NotAProject::NoFormatField } else { NotAProject::NotAnObject };
            return Err(LoadError::NotAProject { path: path.to_owned(), found });
        };
        let digits =
            format.strip_prefix(FORMAT_PREFIX).filter(|v| !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit()));
        let Some(digits) = digits else {
            return Err(LoadError::NotAProject {
                path: path.to_owned(),
                found: NotAProject::Format(format.to_owned()),
            });
        };
        let newer = || LoadError::NewerVersion {
            path: path.to_owned(),
            found: digits.trim_start_matches('0').to_owned(),
            supported: FORMAT_VERSION,
        };
        // All digits: a number too large for u32 is a (much) newer version.
        let version = digits.parse::<u32>().map_err(|_| newer())?;
        if version > FORMAT_VERSION {
            return Err(newer());
        }
        let content = |problem| LoadError::Content { path: path.to_owned(), problem };
        super::limits::check_texts(&value).map_err(content)?;
        // Re-parse from text for the shape check so that errors carry line and column; the
        // cause is read again from the value, typed.
        let at = |e: &serde_json::Error, problem| LoadError::Syntax {
            path: path.to_owned(),
            line: e.line().max(1),
            column: e.column().max(1),
            problem,
        };
        let project: Project = if version == FORMAT_VERSION {
            serde_json::from_str(text).map_err(|e| at(&e, shape_of(&value, &e)))?
        } else {
            let migrated = super::migrate::to_current(value.clone(), version);
            Project::deserialize(&migrated).map_err(|e| {
                let problem = shape_of(&migrated, &e);
                // A migrated value has no position: point at the same problem in the file as
                // written when its shape shows it, else at the start.
                let raw = serde_json::from_str::<Project>(text).err().filter(|raw| raw.line() > 0);
                let (line, column) = match raw {
                    Some(raw) if same_problem(&shape_of(&value, &raw), &problem) => (raw.line(), raw.column().max(1)),
                    _ => (1, 1),
                };
                LoadError::Syntax {
                    path: path.to_owned(),
                    line,
                    column,
                    problem: ShapeProblem::AfterMigration { version, problem: Box::new(problem) },
                }
            })?
        };
        super::limits::check_names(&project).map_err(content)?;
        Ok(project)
    }

    /// Reads a project file (at most [`crate::input_file::MAX_INPUT_BYTES`]).
    pub fn load(path: &Path) -> Result<Self, LoadError> {
        let bytes = crate::input_file::read(path).map_err(|source| LoadError::Io { path: path.to_owned(), source })?;
        Self::from_bytes(bytes, path)
    }

    /// Parses a project file's bytes (read by the caller, e.g. as committed at a git
    /// revision); text that is not UTF-8 is refused with its line and column. `path` only
    /// labels errors.
    pub fn from_bytes(bytes: Vec<u8>, path: &Path) -> Result<Self, LoadError> {
        let text = String::from_utf8(bytes).map_err(|e| {
            let upto = &e.as_bytes()[..e.utf8_error().valid_up_to()];
            let line = upto.iter().filter(|&&b| b == b'\n').count() + 1;
            let column = upto.iter().rev().take_while(|&&b| b != b'\n').count() + 1;
            LoadError::Syntax { path: path.to_owned(), line, column, problem: ShapeProblem::NotUtf8 }
        })?;
        Self::from_json(&text, path)
    }

    /// The JSON text of the project: pretty-printed, stable order, newline at the end.
    /// Saving the same project twice gives the same bytes.
    pub fn to_json(&self) -> String {
        let mut out = match serde_json::to_string_pretty(self) {
            Ok(s) => s,
            // Serializing plain data with string keys cannot fail; keep a readable fallback.
            Err(e) => format!("{{\"format\": \"{FORMAT}\", \"error\": \"{e}\"}}"),
        };
        out.push('\n');
        out
    }

    /// Saves atomically: writes a temporary file in the same folder, flushes it to disk, keeps
    /// the previous file as `NAME.bak`, and renames the new file over the original. On failure
    /// the original file is untouched.
    pub fn save(&self, path: &Path) -> Result<(), SaveError> {
        crate::atomic_file::write(path, self.to_json().as_bytes())
            .map_err(|source| SaveError { path: path.to_owned(), source })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const P: &str = "test.json";

    fn load(text: &str) -> Result<Project, LoadError> {
        Project::from_json(text, Path::new(P))
    }

    #[test]
    fn invalid_json_reports_line_and_column() {
        let err = load("{\n  \"format\": \"keyspace-studio/1\",\n  \"name\": \"x\"\n  \"entities\": []\n}")
            .expect_err("broken");
        match err {
            LoadError::Syntax { line, column, .. } => assert_eq!((line, column), (4, 3)),
            other => panic!("{other}"),
        }
        let msg = load("{\"format\": \"keyspace-studio/1\", \"entities\": 7}").expect_err("wrong shape").to_string();
        assert!(msg.starts_with("test.json: line 1, column"), "{msg}");
        assert!(msg.contains("entities") || msg.contains("invalid type"), "{msg}");
    }

    #[test]
    fn newer_versions_are_refused_naming_both_versions() {
        let msg =
            load("{\"format\": \"keyspace-studio/7\", \"entities\": \"whatever\"}").expect_err("newer").to_string();
        assert!(msg.contains("version 7") && msg.contains("up to version 1"), "{msg}");
    }

    #[test]
    fn files_that_are_not_projects_are_refused() {
        assert!(matches!(load("[1, 2]"), Err(LoadError::NotAProject { .. })));
        assert!(matches!(load("{\"name\": \"x\"}"), Err(LoadError::NotAProject { .. })));
        assert!(matches!(load("{\"format\": \"drawdb/2\"}"), Err(LoadError::NotAProject { .. })));
    }

    #[test]
    fn version_0_files_are_migrated() {
        let v0 = r#"{
            "format": "keyspace-studio/0",
            "name": "old",
            "keyspace": "legacy",
            "entities": [{"id": "a", "name": "A", "attributes": [{"id": "a.id", "name": "id", "type": "int", "key": true}]}],
            "queries": [{"id": "Q1", "givens": [{"attribute": "a.id", "op": "="}], "find": ["a.id"]}]
        }"#;
        let p = load(v0).expect("migrated");
        assert_eq!(p.format, FORMAT);
        assert_eq!(p.default_keyspace(), "legacy");
        assert_eq!(p.queries[0].given.len(), 1);
        assert!(!p.extra.contains_key("keyspace") && !p.extra.contains_key("givens"));
        let d = crate::derive(&p);
        assert_eq!(d.model.tables[0].key_signature(), "((id))");
    }

    #[test]
    fn unknown_fields_are_kept_when_saved_again() {
        let text = r#"{"format": "keyspace-studio/1", "name": "x", "plugin_data": {"colour": "teal"}, "entities": []}"#;
        let p = load(text).expect("loads");
        let saved = p.to_json();
        assert!(saved.contains("\"plugin_data\"") && saved.contains("teal"), "{saved}");
        assert_eq!(load(&saved).expect("reloads"), p);
    }

    /// A newer version's fields survive a load and save at every level, not
    /// only at the top.
    #[test]
    fn unknown_fields_are_kept_at_every_level() {
        let text = r#"{"format": "keyspace-studio/1", "name": "x",
            "entities": [{"id": "a", "name": "A", "u1": 1,
                "attributes": [{"id": "a.id", "name": "id", "type": "int", "key": true, "u2": [2],
                                "fields": [{"name": "f", "type": "int", "u3": "3"}]}],
                "estimates": {"count": 5, "u4": 4, "growth": {"rate": 1, "per": "day", "u5": 5}}}],
            "relationships": [{"id": "r", "name": "r", "u6": 6,
                "ends": [{"entity": "a", "cardinality": "1", "u7": 7}, {"entity": "a", "cardinality": "n"}]}],
            "queries": [{"id": "Q1", "u8": 8, "given": [{"attribute": "a.id", "op": "=", "u9": 9}],
                "order_by": [{"attribute": "a.id", "u10": 10}]}],
            "transitions": [{"from": "Q1", "to": "Q1", "u11": 11}],
            "overrides": {"u12": 12, "tables": {"Q1": {"name": "t", "u13": 13}}},
            "physical": {"u14": 14, "keyspaces": [{"name": "k", "replication": {"class": "SimpleStrategy", "factor": 1}, "u15": 15}],
                "udts": [{"name": "u", "fields": [], "u16": 16}],
                "tables": [{"id": "t", "name": "t", "columns": [{"name": "c", "type": "int", "u17": 17}], "u18": 18,
                    "indexes": [{"column": "c", "u20": 20}]}]},
            "layout": {"u19": 19}}"#;
        let p = load(text).expect("loads");
        let saved = p.to_json();
        for n in 1..=20 {
            assert!(saved.contains(&format!("\"u{n}\"")), "u{n} was dropped:\n{saved}");
        }
        assert_eq!(load(&saved).expect("reloads").to_json(), saved);
    }

    #[test]
    fn saving_twice_gives_identical_bytes_and_a_backup() {
        let dir = std::env::temp_dir().join(format!("ks-file-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("mkdir");
        let path = dir.join("p.json");
        let p = Project::new("Twice");
        p.save(&path).expect("save 1");
        let first = std::fs::read(&path).expect("read");
        p.save(&path).expect("save 2");
        assert_eq!(std::fs::read(&path).expect("read"), first);
        assert_eq!(std::fs::read(crate::atomic_file::backup_path(&path)).expect("bak"), first);
        // A save into a folder that does not exist fails and writes nothing.
        let err = p.save(&dir.join("gone").join("p.json")).expect_err("no folder");
        assert!(err.to_string().contains("does not exist"), "{err}");
        std::fs::remove_dir_all(&dir).expect("cleanup");
    }

    #[test]
    fn missing_and_binary_files_say_so() {
        let err = Project::load(Path::new("/nonexistent/x.json")).expect_err("missing").to_string();
        assert!(err.contains("/nonexistent/x.json") && err.contains("cannot read"), "{err}");
        let dir = std::env::temp_dir().join(format!("ks-bin-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("mkdir");
        let bin = dir.join("b.json");
        std::fs::write(&bin, [b'{', b'\n', 0xff, 0xfe, 0]).expect("write");
        let err = Project::load(&bin).expect_err("binary").to_string();
        assert!(err.contains("line 2") && err.contains("not UTF-8"), "{err}");
        std::fs::remove_dir_all(&dir).expect("cleanup");
    }

    /// A byte-order mark (as Windows editors write) is skipped.
    #[test]
    fn a_byte_order_mark_is_accepted() {
        let p = load("\u{feff}{\"format\": \"keyspace-studio/1\", \"name\": \"bom\"}").expect("loads");
        assert_eq!(p.name, "bom");
    }

    /// Positions are never line or column 0.
    #[test]
    fn positions_start_at_one() {
        for text in ["", "  \n"] {
            match load(text).expect_err("empty") {
                LoadError::Syntax { line, column, problem, .. } => {
                    assert!(line >= 1 && column >= 1 && problem == ShapeProblem::Empty, "{line}:{column} {problem}");
                }
                other => panic!("{other}"),
            }
        }
        let v0 = "{\n  \"format\": \"keyspace-studio/0\",\n  \"entities\": 7\n}";
        match load(v0).expect_err("bad v0") {
            LoadError::Syntax { line, column, problem, .. } => {
                assert_eq!((line, column), (3, 15), "{problem}");
                assert!(matches!(problem, ShapeProblem::AfterMigration { version: 0, .. }), "{problem:?}");
                assert!(problem.to_string().starts_with("after migrating from version 0"), "{problem}");
            }
            other => panic!("{other}"),
        }
        let msg = load("{\"format\": \"keyspace-studio/0\", \"queries\": [{\"givens\": 1}]}")
            .expect_err("bad v0")
            .to_string();
        assert!(!msg.contains("line 0") && !msg.contains("column 0"), "{msg}");
    }

    /// The version is digits only; any number above ours is newer.
    #[test]
    fn versions_are_digits_and_large_ones_are_newer() {
        for v in ["4294967296", "99999999999999999999999"] {
            let msg = load(&format!("{{\"format\": \"keyspace-studio/{v}\"}}")).expect_err("newer").to_string();
            assert!(msg.contains(&format!("version {v}")) && msg.contains("newer"), "{msg}");
        }
        for v in ["+1", "-1", " 1", "1 ", "", "1.0"] {
            let r = load(&format!("{{\"format\": \"keyspace-studio/{v}\"}}"));
            assert!(matches!(r, Err(LoadError::NotAProject { .. })), "{v:?}: {r:?}");
        }
    }

    /// An id with a control character is refused at load, naming it.
    #[test]
    fn ids_with_control_characters_are_refused() {
        let text = r#"{"format": "keyspace-studio/1", "queries": [{"id": "Q1\nDROP KEYSPACE reservation;\n-- "}]}"#;
        let err = load(text).expect_err("control character");
        let msg = err.to_string();
        assert!(msg.contains("query id") && msg.contains("U+000A") && msg.contains("DROP KEYSPACE"), "{msg}");
        assert!(err.message_in(Lang::Zh).contains("控制字符"), "{}", err.message_in(Lang::Zh));
        let table = r#"{"format": "keyspace-studio/1", "physical": {"tables": [{"id": "t", "name": "t", "columns": [], "queries": ["Q\r1"]}]}}"#;
        assert!(load(table).expect_err("in a table's queries").to_string().contains("U+000D"));
        let nul = r#"{"format": "keyspace-studio/1", "entities": [{"id": "a\u0000", "name": "A"}]}"#;
        assert!(load(nul).expect_err("NUL").to_string().contains("U+0000"));
    }

    /// Names and texts have a length limit, with a clear message.
    #[test]
    fn over_long_names_and_texts_are_refused() {
        let long = "x".repeat(super::super::limits::MAX_NAME_CHARS + 1);
        let text = format!(r#"{{"format": "keyspace-studio/1", "entities": [{{"id": "a", "name": "{long}"}}]}}"#);
        let msg = load(&text).expect_err("long name").to_string();
        assert!(msg.contains("1001 characters") && msg.contains("longer than the 1000"), "{msg}");
        let huge = "y".repeat(super::super::limits::MAX_TEXT_CHARS + 1);
        let text = format!(r#"{{"format": "keyspace-studio/1", "description": "{huge}"}}"#);
        assert!(matches!(load(&text), Err(LoadError::Content { .. })));
        let ok = format!(r#"{{"format": "keyspace-studio/1", "description": "{}"}}"#, &huge[1..]);
        assert!(load(&ok).is_ok());
        // Found by fuzzing: a position beyond f32 read as infinity, saved as null, and the
        // saved file did not load again.
        let far = r#"{"format": "keyspace-studio/1", "layout": {"conceptual": {"a": {"x": 1e39, "y": 0}}}}"#;
        assert!(load(far).expect_err("out of range").to_string().contains("out of range"));
    }

    /// Issue 29: `fmt` (load and save) kept unknown fields, but not their numbers exactly,
    /// not those of specialisations and aggregates, and a key written twice lost one value.
    #[test]
    fn unknown_fields_are_kept_exactly_everywhere() {
        let text = r#"{"format": "keyspace-studio/1", "big": 123456789012345678901234567890, "tiny": 1e-400,
            "decimal": 0.10000000000000000000001, "small": 7, "neg": -12.5,
            "entities": [{"id": "a", "name": "A", "attributes": [{"id": "a.k", "name": "k", "type": "int", "key": true}]},
                         {"id": "b", "name": "B"}],
            "specialisations": [{"id": "s", "supertype": "a", "subtypes": ["b"], "future": {"n": 99999999999999999999999}}],
            "queries": [{"id": "Q1", "entity": "a", "given": [{"attribute": "a.k", "op": "="}], "find": ["a.k"],
                         "aggregates": [{"function": "count", "window": "1h", "precision": 1e-400}]}],
            "physical": {"keyspaces": [{"name": "k", "replication": {"class": "SimpleStrategy", "factor": 3}},
                                       {"name": "n", "replication": {"class": "NetworkTopologyStrategy", "datacenters": {"dc1": 3}, "replication_factor": 2}}]},
            "overrides": {"tables": {"Q1": {"bucket": {"kind": "random", "count": 4}}}}}"#;
        let p = load(text).expect("loads");
        let saved = p.to_json();
        for kept in [
            "123456789012345678901234567890",
            "\"tiny\": 1e-400",
            "0.10000000000000000000001",
            "\"small\": 7",
            "-12.5",
            "99999999999999999999999",
            "\"window\": \"1h\"",
            "\"precision\": 1e-400",
        ] {
            assert!(saved.contains(kept), "{kept} lost:\n{saved}");
        }
        assert_eq!(p.physical.keyspaces[0].replication, crate::project::Replication::Simple { factor: 3 });
        assert_eq!(load(&saved).expect("loads again").to_json(), saved, "saving is stable");
        // Known numbers keep their checks.
        let bad = text.replace("\"factor\": 3", "\"factor\": 123456789012345678901234567890");
        assert!(load(&bad).is_err());
    }

    #[test]
    fn a_key_written_twice_is_refused_with_its_line() {
        let text = "{\"format\": \"keyspace-studio/1\",\n \"extra\": 1,\n \"extra\": 2}";
        let err = load(text).expect_err("duplicate");
        assert!(matches!(err, LoadError::Syntax { line: 3, column: 2, .. }), "{err:?}");
        assert!(err.to_string().contains("duplicate field `extra`"), "{err}");
        let nested = r#"{"format": "keyspace-studio/1", "physical": {"keyspaces": [{"name": "k", "replication": {"class": "NetworkTopologyStrategy", "datacenters": {"dc1": 3, "dc1": 5}}}]}}"#;
        assert!(load(nested).expect_err("duplicate datacenter").to_string().contains("`dc1`"));
    }
}
