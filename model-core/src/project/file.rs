//! Reading and writing project files: versioned, stable, and never half-loaded.

use super::Project;
use crate::atomic_file::io_error_text;
use crate::text::Lang;
use std::path::{Path, PathBuf};

/// The format tag prefix written in every project file.
pub const FORMAT_PREFIX: &str = "keyspace-studio/";
/// The format version this build writes and reads.
pub const FORMAT_VERSION: u32 = 1;
/// The format tag this build writes: `keyspace-studio/1`.
pub const FORMAT: &str = "keyspace-studio/1";

/// Why a project file could not be loaded.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    /// The file could not be read.
    #[error("{path}: cannot read the file: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// The cause.
        #[source]
        source: std::io::Error,
    },
    /// The text is not valid JSON, or not the shape of a project.
    #[error("{path}: line {line}, column {column}: {message}")]
    Syntax {
        /// The file.
        path: PathBuf,
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// What is wrong.
        message: String,
    },
    /// The JSON has no `format` field naming a Keyspace Studio project.
    #[error("{path}: not a Keyspace Studio project ({found})")]
    NotAProject {
        /// The file.
        path: PathBuf,
        /// What was found instead.
        found: String,
    },
    /// The JSON has the shape of a project but holds something no project may: an id with a
    /// control character, a name or text over the length limits ([`super::limits`]).
    #[error("{path}: {}", message.en())]
    Content {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        message: crate::text::Text,
    },
    /// Written by a newer version of Keyspace Studio.
    #[error(
        "{path}: this project was saved in format version {found} by a newer Keyspace Studio; this version reads up to version {supported}. Open it with a newer Keyspace Studio."
    )]
    NewerVersion {
        /// The file.
        path: PathBuf,
        /// The file's version, as written (digits; it may exceed any integer type).
        found: String,
        /// The newest version this build reads.
        supported: u32,
    },
}

/// Why a project could not be saved. The file on disk is left as it was.
#[derive(Debug, thiserror::Error)]
#[error("{path}: cannot save: {source}")]
pub struct SaveError {
    /// The file.
    pub path: PathBuf,
    /// The cause.
    #[source]
    pub source: std::io::Error,
}

impl LoadError {
    /// The message in `lang`: the file, where in it, and what is wrong. English is the
    /// `Display` text.
    pub fn message_in(&self, lang: Lang) -> String {
        match (lang, self) {
            (Lang::En, _) => self.to_string(),
            (Lang::Zh, Self::Syntax { path, line, column, .. }) if *line > 0 => {
                format!("{}：第 {line} 行，第 {column} 列：{}", path.display(), self.detail_in(lang))
            }
            (
                Lang::Zh,
                Self::Syntax { path, .. }
                | Self::Io { path, .. }
                | Self::NotAProject { path, .. }
                | Self::NewerVersion { path, .. }
                | Self::Content { path, .. },
            ) => {
                format!("{}：{}", path.display(), self.detail_in(lang))
            }
        }
    }

    /// What is wrong in `lang`, without the file and the position (for a dialog that shows
    /// those apart).
    pub fn detail_in(&self, lang: Lang) -> String {
        match self {
            Self::Io { source, .. } => match lang {
                Lang::En => format!("cannot read the file: {source}"),
                Lang::Zh => format!("无法读取文件：{}", io_error_text(source).get(lang)),
            },
            Self::Syntax { message, .. } => match lang {
                Lang::En => message.clone(),
                Lang::Zh => syntax_message_zh(message),
            },
            Self::NotAProject { found, .. } => match lang {
                Lang::En => format!("not a Keyspace Studio project ({found})"),
                Lang::Zh => {
                    let found = match found.as_str() {
                        "no \"format\" field" => "没有 \"format\" 字段".to_owned(),
                        "the top level is not an object" => "顶层不是 JSON 对象".to_owned(),
                        other => match other.strip_prefix("format is ") {
                            Some(f) => format!("\"format\" 是 {f}"),
                            None => other.to_owned(),
                        },
                    };
                    format!("不是 Keyspace Studio 项目（{found}）")
                }
            },
            Self::Content { message, .. } => message.get(lang).to_owned(),
            Self::NewerVersion { found, supported, .. } => match lang {
                Lang::En => format!(
                    "this project was saved in format version {found} by a newer Keyspace Studio; this version reads up to version {supported}. Open it with a newer Keyspace Studio."
                ),
                Lang::Zh => format!(
                    "这个项目由更新版本的 Keyspace Studio 以格式版本 {found} 保存；本版本最多只能读取版本 {supported}。请用更新版本的 Keyspace Studio 打开它。"
                ),
            },
        }
    }
}

impl SaveError {
    /// The message in `lang`. English is the `Display` text.
    pub fn message_in(&self, lang: Lang) -> String {
        match lang {
            Lang::En => self.to_string(),
            Lang::Zh => format!("{}：无法保存：{}", self.path.display(), io_error_text(&self.source).get(lang)),
        }
    }
}

/// A JSON or project-shape message (serde_json's wording, or ours) in Chinese. Names in
/// backticks and quotes are kept; a message of an unknown shape is named as a content error
/// with its English wording in parentheses.
fn syntax_message_zh(message: &str) -> String {
    const NOT_UTF8: &str = "the file is not UTF-8 text (is it a binary file?)";
    if message == NOT_UTF8 {
        return "文件不是 UTF-8 文本（是二进制文件吗？）".to_owned();
    }
    if message == "the file is empty" {
        return "文件是空的".to_owned();
    }
    if let Some(rest) = message.strip_prefix("after migrating from version ") {
        if let Some((version, inner)) = rest.split_once(": ") {
            return format!("从版本 {version} 迁移之后：{}", syntax_message_zh(inner));
        }
    }
    let kind = |what: &str| match what {
        "a value" | "value" => "值",
        "a list" | "list" => "数组",
        "an object" | "object" => "对象",
        "a string" | "string" => "字符串",
        "a number" | "number" => "数字",
        _ => "内容",
    };
    let noun = |what: &str| -> String {
        let w = what.trim();
        let words: [(&str, &str); 14] = [
            ("a sequence", "数组"),
            ("sequence", "数组"),
            ("a string", "字符串"),
            ("string", "字符串"),
            ("a map", "对象"),
            ("map", "对象"),
            ("integer", "整数"),
            ("an integer", "整数"),
            ("floating point", "浮点数"),
            ("a boolean", "布尔值"),
            ("boolean", "布尔值"),
            ("null", "null"),
            ("unit value", "null"),
            ("a number", "数字"),
        ];
        for (en, zh) in words {
            if w == en {
                return zh.to_owned();
            }
            if let Some(v) = w.strip_prefix(en).and_then(|r| r.strip_prefix(' ')) {
                return format!("{zh} {v}");
            }
        }
        if let Some(s) = w.strip_prefix("struct ") {
            return format!("结构 {s}");
        }
        if let Some(s) = w.strip_prefix("enum ") {
            return format!("枚举 {s}");
        }
        w.to_owned()
    };
    let one_of = |s: &str| s.replace(", ", "、").replace(" or ", " 或 ");
    if let Some(t) = message.strip_prefix("unknown CQL type ") {
        return format!("未知的 CQL 类型 {t}");
    }
    if let Some(r) = message.strip_prefix("unknown column role ") {
        return format!("未知的列角色 {r}");
    }
    if let Some((t, reason)) = message.strip_prefix("invalid CQL type ").and_then(|r| r.split_once(": ")) {
        return format!("无效的 CQL 类型 {t}：{}", crate::text::cql_type_reason_zh(reason));
    }
    if let Some(what) = message.strip_prefix("EOF while parsing ") {
        return format!("解析{}时文件意外结束", kind(what));
    }
    if let Some(rest) = message.strip_prefix("invalid type: ") {
        if let Some((got, want)) = rest.split_once(", expected ") {
            return format!("类型无效：得到的是{}，应为{}", noun(got), noun(want));
        }
    }
    if let Some(rest) = message.strip_prefix("invalid value: ") {
        if let Some((got, want)) = rest.split_once(", expected ") {
            return format!("值无效：得到的是{}，应为{}", noun(got), noun(want));
        }
    }
    if let Some(rest) = message.strip_prefix("invalid length ") {
        if let Some((n, want)) = rest.split_once(", expected ") {
            return format!("长度 {n} 无效，应为{}", noun(want));
        }
    }
    if let Some(field) = message.strip_prefix("missing field ") {
        return format!("缺少字段 {field}");
    }
    if let Some(field) = message.strip_prefix("duplicate field ") {
        return format!("字段 {field} 重复");
    }
    for (prefix, zh) in [("unknown variant ", "未知的取值"), ("unknown field ", "未知的字段")] {
        if let Some(rest) = message.strip_prefix(prefix) {
            return match rest.split_once(", expected one of ") {
                Some((v, all)) => format!("{zh} {v}，应为 {} 之一", one_of(all)),
                None => match rest.split_once(", expected ") {
                    Some((v, want)) => format!("{zh} {v}，应为 {}", one_of(want)),
                    None => match rest.split_once(", there are no ") {
                        Some((v, _)) => format!("{zh} {v}"),
                        None => format!("{zh} {rest}"),
                    },
                },
            };
        }
    }
    if let Some(rest) = message.strip_prefix("expected ") {
        if rest.starts_with('`') {
            return format!("此处应为 {}", one_of(rest));
        }
    }
    let fixed = match message {
        "expected value" => "此处应为一个 JSON 值",
        "expected ident" => "此处应为 true、false 或 null",
        "trailing characters" => "JSON 末尾有多余的字符",
        "trailing comma" => "多余的逗号",
        "key must be a string" => "对象的键必须是字符串",
        "invalid escape" => "无效的转义序列",
        "invalid number" => "无效的数字",
        "number out of range" => "数字超出范围",
        "invalid unicode code point" => "无效的 Unicode 码位",
        "control character (\\u0000-\\u001F) found while parsing a string" => "字符串中有控制字符",
        "recursion limit exceeded" => "嵌套层数过深",
        "lone leading surrogate in hex escape" | "unexpected end of hex escape" => "无效的 Unicode 转义",
        _ => "",
    };
    if fixed.is_empty() { format!("内容不符合项目文件的格式（{message}）") } else { fixed.to_owned() }
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
            message: e.to_string().split(" at line ").next().unwrap_or_default().to_owned(),
        };
        if text.trim().is_empty() {
            let message = "the file is empty".to_owned();
            return Err(LoadError::Syntax { path: path.to_owned(), line: 1, column: 1, message });
        }
        let value: serde_json::Value = serde_json::from_str(text).map_err(|e| syntax(&e))?;
        let format = value.get("format").and_then(serde_json::Value::as_str);
        let Some(format) = format else {
            let found = if value.is_object() { "no \"format\" field" } else { "the top level is not an object" };
            return Err(LoadError::NotAProject { path: path.to_owned(), found: found.to_owned() });
        };
        let digits = format.strip_prefix(FORMAT_PREFIX).filter(|v| !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit()));
        let Some(digits) = digits else {
            return Err(LoadError::NotAProject { path: path.to_owned(), found: format!("format is \"{format}\"") });
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
        let content = |message| LoadError::Content { path: path.to_owned(), message };
        super::limits::check_texts(&value).map_err(content)?;
        // Re-parse from text for the shape check so that errors carry line and column.
        let project: Project = if version == FORMAT_VERSION {
            serde_json::from_str(text).map_err(|e| syntax(&e))?
        } else {
            let value = super::migrate::to_current(value, version);
            serde_json::from_value(value).map_err(|e| {
                // A migrated value has no position: point at the same problem in the file as
                // written when its shape shows it, else at the start.
                let (line, column) = match serde_json::from_str::<Project>(text) {
                    Err(raw) if raw.line() > 0 && raw.to_string().starts_with(&e.to_string()) => (raw.line(), raw.column().max(1)),
                    _ => (1, 1),
                };
                LoadError::Syntax { path: path.to_owned(), line, column, message: format!("after migrating from version {version}: {e}") }
            })?
        };
        super::limits::check_names(&project).map_err(content)?;
        Ok(project)
    }

    /// Reads a project file (at most [`crate::input_file::MAX_INPUT_BYTES`]).
    pub fn load(path: &Path) -> Result<Self, LoadError> {
        let bytes = crate::input_file::read(path).map_err(|source| LoadError::Io { path: path.to_owned(), source })?;
        let text = String::from_utf8(bytes).map_err(|e| {
            let upto = &e.as_bytes()[..e.utf8_error().valid_up_to()];
            let line = upto.iter().filter(|&&b| b == b'\n').count() + 1;
            let column = upto.iter().rev().take_while(|&&b| b != b'\n').count() + 1;
            LoadError::Syntax {
                path: path.to_owned(),
                line,
                column,
                message: "the file is not UTF-8 text (is it a binary file?)".to_owned(),
            }
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
        let err = load("{\n  \"format\": \"keyspace-studio/1\",\n  \"name\": \"x\"\n  \"entities\": []\n}").expect_err("broken");
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
        let msg = load("{\"format\": \"keyspace-studio/7\", \"entities\": \"whatever\"}").expect_err("newer").to_string();
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

    /// Issue 15, item 9: a newer version's fields survive a load and save at every level, not
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

    /// Issue 15, item 10: a byte-order mark (as Windows editors write) is skipped.
    #[test]
    fn a_byte_order_mark_is_accepted() {
        let p = load("\u{feff}{\"format\": \"keyspace-studio/1\", \"name\": \"bom\"}").expect("loads");
        assert_eq!(p.name, "bom");
    }

    /// Issue 15, item 16: positions are never line or column 0.
    #[test]
    fn positions_start_at_one() {
        for text in ["", "  \n"] {
            match load(text).expect_err("empty") {
                LoadError::Syntax { line, column, message, .. } => {
                    assert!(line >= 1 && column >= 1 && message.contains("empty"), "{line}:{column} {message}");
                }
                other => panic!("{other}"),
            }
        }
        let v0 = "{\n  \"format\": \"keyspace-studio/0\",\n  \"entities\": 7\n}";
        match load(v0).expect_err("bad v0") {
            LoadError::Syntax { line, column, message, .. } => {
                assert_eq!((line, column), (3, 15), "{message}");
                assert!(message.starts_with("after migrating from version 0"), "{message}");
            }
            other => panic!("{other}"),
        }
        let msg = load("{\"format\": \"keyspace-studio/0\", \"queries\": [{\"givens\": 1}]}").expect_err("bad v0").to_string();
        assert!(!msg.contains("line 0") && !msg.contains("column 0"), "{msg}");
    }

    /// Issue 15, item 16: the version is digits only; any number above ours is newer.
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

    /// Issue 15, item 1: an id with a control character is refused at load, naming it.
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

    /// Issue 15, item 14: names and texts have a length limit, with a clear message.
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
}
