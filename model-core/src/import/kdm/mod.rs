//! KDM import: the project files of KDM (Kashlev Data Modeler), the web tool that first
//! automated the Chebotko method, into Keyspace Studio projects.
//!
//! `<ERMODEL>` gives the entities, relationships and attributes (`er`), `<ACCESS_PATTERNS>`
//! the queries (`patterns`), `<LOGICAL_MODEL>` KDM's own key alternatives per query
//! ([`logical`], also used to name each query's entity), and `<PHYSICAL_MODEL>` the tables the
//! user chose: their types, key alternative, name and columns (`physical`). KDM's ER model
//! has no types: attributes are `text` unless the physical section says otherwise.

mod er;
pub mod logical;
mod patterns;
mod physical;
mod xml;

use super::Imported;
use super::note::ImportNote;
use super::source::Source;
use super::suggest::singular;
use crate::msg;
use crate::naming::snake_case;
use crate::project::{Owner, Project};
use xml::Node;

/// The name of a project imported from KDM text (a file import renames it after the file).
pub const DEFAULT_PROJECT_NAME: &str = "Imported KDM project";

/// Notes about elements of a KDM file, positioned at the element's start tag.
pub(crate) struct Notes<'a> {
    src: Source<'a>,
    notes: Vec<ImportNote>,
}

impl Notes<'_> {
    /// A note about element `node`.
    pub fn at(&mut self, node: Node<'_>, message: impl Into<crate::text::Text>) {
        let offset = xml::offset(&node);
        let (line, column) = self.src.position(offset);
        self.notes.push(ImportNote::new(line, column, self.src.line_from(offset), message));
    }
}

/// Imports a KDM project's text into a project with this name (its keyspace is named after
/// it too). Fails when the text holds no `<KDMPROJECT>`, is not well-formed XML or declares a
/// document type.
pub(crate) fn import(text: &str, name: &str) -> Result<Imported, crate::text::Text> {
    let text = xml::prepare(text);
    let doc = xml::parse(&text)?;
    let root = xml::project(&doc)?;
    let mut notes = Notes { src: Source::new(&text), notes: Vec::new() };
    let mut project = Project::new(name);
    match xml::child(root, "ERMODEL") {
        Some(er) => er::read(er, &mut project, &mut notes),
        None => notes.at(root, msg!("import-kdm-no-ermodel")),
    }
    if let Some(p) = xml::child(root, "ACCESS_PATTERNS") {
        patterns::read(p, &mut project, &mut notes);
    }
    let logical = xml::child(root, "LOGICAL_MODEL").map(logical::read).unwrap_or_default();
    let chosen = match xml::child(root, "PHYSICAL_MODEL") {
        Some(node) => {
            let tables = physical::read(node, &logical, &project, &mut notes);
            physical::apply_types(&tables, &mut project, node, &mut notes);
            Some((node, tables))
        }
        None => None,
    };
    let mut names: Vec<(String, String)> =
        logical.iter().flat_map(|q| q.tables.iter().map(move |t| (q.query.clone(), t.name.clone()))).collect();
    if let Some((_, tables)) = &chosen {
        names.extend(tables.iter().map(|t| (t.query.to_string(), t.name.clone())));
    }
    name_query_entities(&mut project, &names);
    if let Some((node, tables)) = &chosen {
        physical::apply_choices(tables, &mut project, *node, &mut notes);
    }
    Ok(Imported { project, notes: notes.notes, suggestions: Vec::new(), inferred: Vec::new() })
}

/// Sets a query's entity from KDM's table names (`temperatures_by_sensor` → Temperature) when
/// the name's subject is the plural of an entity the query touches; KDM's `tableN` names and
/// subjects naming no such entity say nothing.
fn name_query_entities(project: &mut Project, names: &[(String, String)]) {
    let index = project.index();
    let mut found: Vec<(usize, crate::ids::EntityId)> = Vec::new();
    for (qi, q) in project.queries.iter().enumerate() {
        if q.entity.is_some() {
            continue;
        }
        let touched: Vec<&crate::project::Entity> = q
            .attributes()
            .into_iter()
            .filter_map(|a| match index.attribute(a) {
                Some((Owner::Entity(e), _)) => index.entity(e),
                _ => None,
            })
            .collect();
        let hit = names.iter().filter(|(query, _)| query == q.id.as_str()).find_map(|(_, name)| {
            let subject = name.split("_by_").next().unwrap_or(name).trim_end_matches(|c: char| c.is_ascii_digit());
            let single = singular(subject);
            touched.iter().find(|e| snake_case(&e.name) == single).map(|e| e.id.clone())
        });
        if let Some(e) = hit {
            found.push((qi, e));
        }
    }
    for (qi, e) in found {
        if let Some(q) = project.queries.get_mut(qi) {
            q.entity = Some(e);
        }
    }
}

#[cfg(test)]
mod tests;
