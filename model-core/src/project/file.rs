//! Reading and writing project files: versioned, stable, and never half-loaded.

use super::Project;
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
    /// Written by a newer version of Keyspace Studio.
    #[error(
        "{path}: this project was saved in format version {found} by a newer Keyspace Studio; this version reads up to version {supported}. Open it with a newer Keyspace Studio."
    )]
    NewerVersion {
        /// The file.
        path: PathBuf,
        /// The file's version.
        found: u32,
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

impl Project {
    /// Parses a project from JSON text. `path` only labels errors.
    pub fn from_json(text: &str, path: &Path) -> Result<Self, LoadError> {
        let syntax = |e: &serde_json::Error| LoadError::Syntax {
            path: path.to_owned(),
            line: e.line(),
            column: e.column(),
            message: e.to_string().split(" at line ").next().unwrap_or_default().to_owned(),
        };
        let value: serde_json::Value = serde_json::from_str(text).map_err(|e| syntax(&e))?;
        let format = value.get("format").and_then(serde_json::Value::as_str);
        let Some(format) = format else {
            let found = if value.is_object() { "no \"format\" field" } else { "the top level is not an object" };
            return Err(LoadError::NotAProject { path: path.to_owned(), found: found.to_owned() });
        };
        let version = format.strip_prefix(FORMAT_PREFIX).and_then(|v| v.parse::<u32>().ok());
        let Some(version) = version else {
            return Err(LoadError::NotAProject { path: path.to_owned(), found: format!("format is \"{format}\"") });
        };
        if version > FORMAT_VERSION {
            return Err(LoadError::NewerVersion { path: path.to_owned(), found: version, supported: FORMAT_VERSION });
        }
        let value = super::migrate::to_current(value, version);
        // Re-parse from text for the shape check so that errors carry line and column.
        let project: Project = if version == FORMAT_VERSION {
            serde_json::from_str(text).map_err(|e| syntax(&e))?
        } else {
            serde_json::from_value(value).map_err(|e| LoadError::Syntax {
                path: path.to_owned(),
                line: 0,
                column: 0,
                message: format!("after migrating from version {version}: {e}"),
            })?
        };
        Ok(project)
    }

    /// Reads a project file.
    pub fn load(path: &Path) -> Result<Self, LoadError> {
        let bytes = std::fs::read(path).map_err(|source| LoadError::Io { path: path.to_owned(), source })?;
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
