//! [`Project::apply`]: one function per edit, all or nothing, and the checks it makes.
//!
//! [`apply_one`] matches every [`Edit`], so a new variant does not compile until it is
//! handled; a setter is applied there, anything more by the function of its group:
//! `entities.rs` (entity types, their keys, estimates and specialisations), `attributes.rs`,
//! `relationships.rs`, `queries.rs` (queries and the transitions between them), `tables.rs`
//! (the user's table choices, keyspaces and physical types) and `layout.rs` (positions on
//! the canvases). The checks and lookups every group uses are here.

mod attributes;
mod entities;
mod layout;
mod queries;
mod relationships;
mod tables;

use super::*;

/// A CQL type a project file can hold: one that reads back as itself. (An empty tuple, for
/// one, prints as `tuple<>`, which CQL and the loader refuse: saving it would write a file
/// that does not open. Found by fuzzing the edits.)
fn writable_type(ty: &CqlType) -> Result<(), EditError> {
    match CqlType::parse(&ty.to_string()) {
        Ok(back) if &back == ty => Ok(()),
        _ => Err(EditError::Invalid(Refusal::UnwritableType { ty: ty.to_string() })),
    }
}

/// Refuses attributes added with an id the project has, or two with one id.
fn fresh_attributes(p: &Project, attributes: &[crate::project::Attribute]) -> Result<(), EditError> {
    for (i, a) in attributes.iter().enumerate() {
        if p.id_taken(a.id.as_str()) || attributes[..i].iter().any(|b| b.id == a.id) {
            return Err(EditError::DuplicateId(a.id.to_string()));
        }
    }
    Ok(())
}

/// Refuses a new thing whose id the project already has.
fn id_free(p: &Project, id: &str) -> Result<(), EditError> {
    if p.id_taken(id) { Err(EditError::DuplicateId(id.to_owned())) } else { Ok(()) }
}

fn not_found(kind: Thing, id: impl std::fmt::Display) -> EditError {
    EditError::NotFound { kind, id: id.to_string() }
}

impl Project {
    /// Applies one edit. All or nothing: on error the project is unchanged.
    pub fn apply(&mut self, edit: &Edit) -> Result<(), EditError> {
        // Refused when the result is a project no file may hold (it would save, then not load).
        if edit.may_break_limits() {
            let mut copy = self.clone();
            copy.apply_unchecked(edit)?;
            crate::project::limits::check(&copy).map_err(EditError::Limit)?;
            *self = copy;
            return Ok(());
        }
        self.apply_unchecked(edit)
    }

    fn apply_unchecked(&mut self, edit: &Edit) -> Result<(), EditError> {
        if let Edit::Batch { edits } = edit {
            let mut copy = self.clone();
            for e in edits {
                copy.apply(e)?;
            }
            *self = copy;
            return Ok(());
        }
        apply_one(self, edit)
    }

    fn id_taken(&self, id: &str) -> bool {
        self.all_ids().contains(&id)
    }
}

fn entity_mut<'a>(p: &'a mut Project, id: &EntityId) -> Result<&'a mut Entity, EditError> {
    p.entity_mut(id).ok_or_else(|| not_found(Thing::Entity, id))
}

pub(super) fn relationship_mut<'a>(p: &'a mut Project, id: &RelationshipId) -> Result<&'a mut Relationship, EditError> {
    p.relationship_mut(id).ok_or_else(|| not_found(Thing::Relationship, id))
}

fn end_mut<'a>(p: &'a mut Project, id: &RelationshipId, end: usize) -> Result<&'a mut RelationshipEnd, EditError> {
    relationship_mut(p, id)?.ends.get_mut(end).ok_or(EditError::Invalid(Refusal::NoSuchEnd { end }))
}

fn query_mut<'a>(p: &'a mut Project, id: &QueryId) -> Result<&'a mut Query, EditError> {
    p.query_mut(id).ok_or_else(|| not_found(Thing::Query, id))
}

fn attribute_mut<'a>(p: &'a mut Project, id: &AttributeId) -> Result<&'a mut Attribute, EditError> {
    p.attribute_mut(id).ok_or_else(|| not_found(Thing::Attribute, id))
}

fn check_attributes_exist<'a>(p: &Project, ids: impl Iterator<Item = &'a AttributeId>) -> Result<(), EditError> {
    let index = p.index();
    for id in ids {
        if index.attribute(id).is_none() {
            return Err(not_found(Thing::Attribute, id));
        }
    }
    Ok(())
}

/// An estimate must be a finite number, not negative.
fn check_number(what: Estimate, x: f64) -> Result<(), EditError> {
    if x.is_finite() && x >= 0.0 { Ok(()) } else { Err(EditError::Invalid(Refusal::NotAnEstimate { what, value: x })) }
}

/// A CQL name as the edit sets it: blank is none; one no table name may hold is refused.
fn cql_name(name: &Option<String>) -> Result<Option<String>, EditError> {
    let Some(word) = name.as_deref().map(str::trim).filter(|w| !w.is_empty()) else { return Ok(None) };
    match crate::cql::schema_name_problem(word) {
        Some(problem) => Err(EditError::Invalid(Refusal::NotACqlName { word: word.to_owned(), problem })),
        None => Ok(Some(word.to_owned())),
    }
}

/// Applies one edit that is not a batch, on `p` itself (the caller keeps a copy where the
/// edit may fail half-way).
fn apply_one(p: &mut Project, edit: &Edit) -> Result<(), EditError> {
    match edit {
        Edit::RenameProject { name } => p.name.clone_from(name),
        Edit::AddEntity { entity, pos } => entities::add(p, entity, *pos)?,
        Edit::RemoveEntity { id } => entities::remove(p, id)?,
        Edit::RenameEntity { id, name } => entity_mut(p, id)?.name.clone_from(name),
        Edit::SetEntityDescription { id, description } => entity_mut(p, id)?.description.clone_from(description),
        Edit::SetEntityOwner { id, owner } => entities::set_owner(p, id, owner.as_ref())?,
        Edit::SetEntityEstimates { id, estimates } => entities::set_estimates(p, id, estimates)?,
        Edit::SetAlternateKeys { id, keys } => entities::set_alternate_keys(p, id, keys)?,
        Edit::AddSpecialisation { specialisation } => entities::add_specialisation(p, specialisation)?,
        Edit::SetSpecialisation { specialisation } => entities::set_specialisation(p, specialisation)?,
        Edit::RemoveSpecialisation { id } => entities::remove_specialisation(p, id)?,
        Edit::AddAttribute { owner, attribute } => attributes::add(p, owner, attribute)?,
        Edit::RemoveAttribute { id } => attributes::remove(p, id)?,
        Edit::RenameAttribute { id, name } => attribute_mut(p, id)?.name.clone_from(name),
        Edit::SetAttributeType { id, ty } => attribute_mut(p, id)?.ty = *ty,
        Edit::SetAttributeKey { id, key } => attribute_mut(p, id)?.key = *key,
        Edit::SetAttributeMulti { id, multi } => attribute_mut(p, id)?.multi.clone_from(multi),
        Edit::SetAttributeFields { id, fields } => attributes::set_fields(p, id, fields)?,
        Edit::SetAttributeSize { id, avg_size } => attribute_mut(p, id)?.avg_size = *avg_size,
        Edit::SetAttributeUpdated { id, updated } => attribute_mut(p, id)?.updated = *updated,
        Edit::ReorderAttribute { id, up } => attributes::reorder(p, id, *up)?,
        Edit::AddRelationship { relationship, pos } => relationships::add(p, relationship, *pos)?,
        Edit::RemoveRelationship { id } => relationships::remove(p, id)?,
        Edit::RenameRelationship { id, name } => relationship_mut(p, id)?.name.clone_from(name),
        Edit::SetCardinality { id, end, cardinality } => end_mut(p, id, *end)?.cardinality = *cardinality,
        Edit::SetIdentifying { id, identifying } => relationship_mut(p, id)?.identifying = *identifying,
        Edit::SetRelationshipEstimate { id, end, fan_out } => relationships::set_fan_out(p, id, *end, *fan_out)?,
        Edit::SetEndRole { id, end, role } => super::roles::set_end_role(p, id, *end, role.as_deref())?,
        Edit::SetEntityCqlName { id, name } => entity_mut(p, id)?.cql_name = cql_name(name)?,
        Edit::SetRelationshipCqlName { id, name } => relationship_mut(p, id)?.cql_name = cql_name(name)?,
        Edit::SetAttributeColumn { id, column } => {
            attribute_mut(p, id)?.column =
                column.as_deref().map(str::trim).filter(|c| !c.is_empty()).map(str::to_owned);
        }
        Edit::SetRelationshipNoun { id, noun } => {
            relationship_mut(p, id)?.noun = noun.clone().filter(|n| !n.trim().is_empty());
        }
        Edit::AddQuery { query, pos } => queries::add(p, query, *pos)?,
        Edit::RemoveQuery { id } => queries::remove(p, id)?,
        Edit::SetQueryDescription { id, description } => query_mut(p, id)?.description.clone_from(description),
        Edit::SetQueryEntity { id, entity } => queries::set_entity(p, id, entity.as_ref())?,
        Edit::SetQueryRelationship { id, relationship } => queries::set_relationship(p, id, relationship.as_ref())?,
        Edit::SetQueryVia { id, via } => queries::set_via(p, id, via)?,
        Edit::SetQueryEntry { id, entry } => query_mut(p, id)?.entry = *entry,
        Edit::SetQueryLimit { id, limit } => query_mut(p, id)?.limit = *limit,
        Edit::SetQueryGiven { id, given } => {
            check_attributes_exist(p, given.iter().map(|g| &g.attribute))?;
            query_mut(p, id)?.given.clone_from(given);
        }
        Edit::SetQueryFind { id, find } => {
            check_attributes_exist(p, find.iter())?;
            query_mut(p, id)?.find.clone_from(find);
        }
        Edit::SetQueryOrderBy { id, order_by } => {
            check_attributes_exist(p, order_by.iter().map(|o| &o.attribute))?;
            query_mut(p, id)?.order_by.clone_from(order_by);
        }
        Edit::SetQueryAggregates { id, aggregates } => {
            check_attributes_exist(p, aggregates.iter().filter_map(|a| a.attribute.as_ref()))?;
            query_mut(p, id)?.aggregates.clone_from(aggregates);
        }
        Edit::SetQueryPer { id, per } => {
            check_attributes_exist(p, per.iter().map(|x| &x.attribute))?;
            query_mut(p, id)?.per.clone_from(per);
        }
        Edit::SetQueryNearest { id, nearest } => {
            check_attributes_exist(p, nearest.iter().map(|n| &n.attribute))?;
            query_mut(p, id)?.nearest.clone_from(nearest);
        }
        Edit::AddTransition { from, to } => queries::add_transition(p, from, to)?,
        Edit::RemoveTransition { from, to } => queries::remove_transition(p, from, to)?,
        Edit::MoveNodes { canvas, moves } => layout::move_nodes(p, *canvas, moves)?,
        Edit::ArrangeCanvas { canvas, positions } => layout::arrange(p, *canvas, positions)?,
        Edit::ChooseAlternative { query, alternative } => {
            tables::with_override(p, query, |ov| ov.alternative = *alternative)?;
        }
        Edit::RenameTable { query, name } => {
            tables::with_override(p, query, |ov| ov.name = name.clone().filter(|n| !n.trim().is_empty()))?;
        }
        Edit::SetTableKey { query, key } => tables::set_key(p, query, key.as_ref())?,
        Edit::SetTableKeyspace { query, keyspace } => {
            if let Some(name) = keyspace.as_ref().filter(|k| !p.physical.keyspaces.iter().any(|ks| &ks.name == *k)) {
                return Err(not_found(Thing::Keyspace, name));
            }
            tables::with_override(p, query, |ov| ov.keyspace.clone_from(keyspace))?;
        }
        Edit::SetTableSeparate { query, separate } => tables::with_override(p, query, |ov| ov.separate = *separate)?,
        Edit::SetTableIndexOn { query, host } => tables::set_index_on(p, query, host.as_ref())?,
        Edit::SetTableOption { queries, name, value } => tables::set_option(p, queries, name, value.as_deref())?,
        Edit::SetTableBucket { queries, bucket } => tables::set_bucket(p, queries, bucket.as_ref())?,
        Edit::SetOneTablePerQuery { on } => p.overrides.one_table_per_query = *on,
        Edit::SetPhysicalType { attribute, ty } => tables::set_physical_type(p, attribute, ty.as_ref())?,
        Edit::AddKeyspace { keyspace } => p.physical.keyspaces.push(keyspace.clone()),
        Edit::SetKeyspace { index, keyspace } => tables::set_keyspace(p, *index, keyspace)?,
        Edit::RemoveKeyspace { index } => tables::remove_keyspace(p, *index)?,
        Edit::SetTarget { target } => p.physical.target = *target,
        Edit::Batch { edits } => {
            for e in edits {
                p.apply(e)?;
            }
        }
    }
    Ok(())
}
