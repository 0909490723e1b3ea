//! What an undo step acted on, by the name the user sees ("Hotel", "hotel_id", "Q3"), for the
//! history's words ("add entity Hotel"). One exhaustive match on [`Edit`]: a new edit does
//! not compile until its subject is decided.

use super::Edit;
use crate::ids::{AttributeId, EntityId, QueryId, RelationshipId};
use crate::project::Project;

fn entity(project: &Project, id: &EntityId) -> Option<String> {
    project.entity(id).map(|e| e.name.clone())
}

fn attribute(project: &Project, id: &AttributeId) -> Option<String> {
    project.attribute(id).map(|(_, a)| a.name.clone())
}

fn relationship(project: &Project, id: &RelationshipId) -> Option<String> {
    project.relationship(id).map(|r| r.name.clone())
}

fn query(project: &Project, id: &QueryId) -> Option<String> {
    project.query(id).map(|q| q.id.to_string())
}

/// The name of what `edit` acts on, read in `project` (the project before the edit for a
/// removal, after it otherwise: a rename's subject is its new name). `None` for edits of
/// the whole project or of several things.
pub(super) fn subject(edit: &Edit, project: &Project) -> Option<String> {
    match edit {
        Edit::AddEntity { entity: e, .. } => Some(e.name.clone()),
        Edit::AddAttribute { attribute: a, .. } => Some(a.name.clone()),
        Edit::AddRelationship { relationship: r, .. } => Some(r.name.clone()),
        Edit::AddQuery { query: q, .. } => Some(q.id.to_string()),
        Edit::AddKeyspace { keyspace } | Edit::SetKeyspace { keyspace, .. } => Some(keyspace.name.clone()),
        Edit::RemoveKeyspace { index } => project.physical.keyspaces.get(*index).map(|k| k.name.clone()),
        Edit::AddSpecialisation { specialisation } | Edit::SetSpecialisation { specialisation } => {
            entity(project, &specialisation.supertype)
        }
        Edit::RemoveSpecialisation { id } => {
            project.specialisations.iter().find(|s| &s.id == id).and_then(|s| entity(project, &s.supertype))
        }
        Edit::RemoveEntity { id }
        | Edit::RenameEntity { id, .. }
        | Edit::SetEntityDescription { id, .. }
        | Edit::SetEntityOwner { id, .. }
        | Edit::SetAlternateKeys { id, .. }
        | Edit::SetEntityCqlName { id, .. }
        | Edit::SetEntityEstimates { id, .. } => entity(project, id),
        Edit::RemoveAttribute { id }
        | Edit::RenameAttribute { id, .. }
        | Edit::SetAttributeType { id, .. }
        | Edit::SetAttributeKey { id, .. }
        | Edit::SetAttributeMulti { id, .. }
        | Edit::SetAttributeFields { id, .. }
        | Edit::ReorderAttribute { id, .. }
        | Edit::SetAttributeUpdated { id, .. }
        | Edit::SetAttributeSize { id, .. }
        | Edit::SetAttributeColumn { id, .. }
        | Edit::SetPhysicalType { attribute: id, .. } => attribute(project, id),
        Edit::RemoveRelationship { id }
        | Edit::RenameRelationship { id, .. }
        | Edit::SetCardinality { id, .. }
        | Edit::SetIdentifying { id, .. }
        | Edit::SetRelationshipEstimate { id, .. }
        | Edit::SetEndRole { id, .. }
        | Edit::SetRelationshipCqlName { id, .. }
        | Edit::SetRelationshipNoun { id, .. } => relationship(project, id),
        Edit::RemoveQuery { id }
        | Edit::SetQueryDescription { id, .. }
        | Edit::SetQueryEntity { id, .. }
        | Edit::SetQueryEntry { id, .. }
        | Edit::SetQueryLimit { id, .. }
        | Edit::SetQueryGiven { id, .. }
        | Edit::SetQueryFind { id, .. }
        | Edit::SetQueryOrderBy { id, .. }
        | Edit::SetQueryRelationship { id, .. }
        | Edit::SetQueryVia { id, .. }
        | Edit::SetQueryAggregates { id, .. }
        | Edit::SetQueryPer { id, .. }
        | Edit::SetQueryNearest { id, .. }
        | Edit::ChooseAlternative { query: id, .. }
        | Edit::SetTableKey { query: id, .. }
        | Edit::SetTableKeyspace { query: id, .. }
        | Edit::SetTableSeparate { query: id, .. }
        | Edit::SetTableIndexOn { query: id, .. } => query(project, id),
        Edit::RenameTable { query: id, name } => name.clone().or_else(|| query(project, id)),
        Edit::AddTransition { from, to } | Edit::RemoveTransition { from, to } => Some(format!("{from} → {to}")),
        Edit::SetTableBucket { queries, .. } | Edit::SetTableOption { queries, .. } => match queries.as_slice() {
            [one] => query(project, one),
            _ => None,
        },
        Edit::Batch { edits } => {
            // A batch of one kind of change to one thing (moves aside) is named after it.
            let mut named = edits
                .iter()
                .filter(|e| !matches!(e, Edit::MoveNodes { .. } | Edit::ArrangeCanvas { .. }))
                .map(|e| subject(e, project));
            let first = named.next().flatten()?;
            named.all(|s| s.as_deref() == Some(first.as_str())).then_some(first)
        }
        Edit::RenameProject { name } => Some(name.clone()),
        Edit::MoveNodes { .. }
        | Edit::ArrangeCanvas { .. }
        | Edit::SetOneTablePerQuery { .. }
        | Edit::SetTarget { .. } => None,
    }
}
