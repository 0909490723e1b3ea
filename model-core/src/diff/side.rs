//! One side of a comparison, read as `keyspace-studio diff` and the window's File ▸ Compare
//! with… read it: a project file, a CQL or KDM schema imported as a project, or either as
//! committed at a git revision ([`super::revision`]). A file reads the same way on both sides,
//! so an unchanged file compares equal.

use super::revision::{self, RevisionError};
use crate::Project;
use crate::import::ImportError;
use crate::project::LoadError;
use crate::text::Lang;
use std::path::Path;

/// One side: what it is called in messages, and its project.
#[derive(Debug)]
pub struct Loaded {
    /// The file, or `file@REV`.
    pub label: String,
    /// The project, or the schema imported as one.
    pub project: Project,
}

/// Why a side could not be read.
#[derive(Debug, thiserror::Error)]
pub enum SideError {
    /// A project file that does not load.
    #[error("{0}")]
    Load(#[from] LoadError),
    /// A schema that does not import.
    #[error("{0}")]
    Import(#[from] ImportError),
    /// The file at a revision cannot be read.
    #[error("{0}")]
    Revision(#[from] RevisionError),
}

impl SideError {
    /// The message in `lang`.
    pub fn message_in(&self, lang: Lang) -> String {
        match self {
            Self::Load(e) => e.message_in(lang),
            Self::Import(e) => e.message_in(lang),
            Self::Revision(e) => e.said().get(lang),
        }
    }
}

/// Whether `path` is read as a project file (`.json`) rather than imported as a schema.
fn is_project(path: &Path) -> bool {
    path.extension().is_some_and(|e| e.eq_ignore_ascii_case("json"))
}

/// A project file, or a CQL or KDM schema imported as a project (named after the file).
pub fn load_side(path: &Path) -> Result<Loaded, SideError> {
    load_named(path, crate::import::name_of(path))
}

/// Two files compared: a schema is named after the NEW file on both sides, so that a keyspace
/// neither file names is the same keyspace on both sides (identical files compare equal).
pub fn load_pair(old: &Path, new: &Path) -> Result<(Loaded, Loaded), SideError> {
    let name = crate::import::name_of(new);
    Ok((load_named(old, name)?, load_named(new, name)?))
}

fn load_named(path: &Path, name: &str) -> Result<Loaded, SideError> {
    let label = path.display().to_string();
    let project = if is_project(path) {
        Project::load(path)?
    } else {
        let bytes =
            crate::input_file::read(path).map_err(|source| ImportError::Io { path: path.to_path_buf(), source })?;
        crate::import::import_bytes(bytes, path, name, &label)?.project
    };
    Ok(Loaded { label, project })
}

/// The file as committed at `rev` in its own repository, read as [`load_side`] reads the file
/// (a project, or a CQL or KDM schema named after the file); git runs confined
/// ([`revision::read_at_revision`]).
pub fn at_revision(rev: &str, path: &Path) -> Result<Loaded, SideError> {
    let bytes = revision::read_at_revision(rev, path)?;
    let label = revision::label(rev, path);
    let project = if is_project(path) {
        Project::from_bytes(bytes, Path::new(&label))?
    } else {
        crate::import::import_bytes(bytes, path, crate::import::name_of(path), &label)?.project
    };
    Ok(Loaded { label, project })
}
