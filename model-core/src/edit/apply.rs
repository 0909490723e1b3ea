//! [`Project::apply`]: one function per edit, all or nothing, and the checks it makes.

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

fn not_found(kind: Thing, id: impl std::fmt::Display) -> EditError {
    EditError::NotFound { kind, id: id.to_string() }
}

impl Project {
    /// Applies one edit. All or nothing: on error the project is unchanged.
    pub fn apply(&mut self, edit: &Edit) -> Result<(), EditError> {
        // Refused when the result is a project no file may hold (it would save, then not load).
        if crate::project::limits::may_exceed(edit) {
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

    /// Removes every reference to an attribute (queries, physical types, layout, estimates,
    /// time buckets).
    fn forget_attribute(&mut self, id: &AttributeId) {
        for q in &mut self.queries {
            q.given.retain(|g| &g.attribute != id);
            q.find.retain(|a| a != id);
            q.order_by.retain(|o| &o.attribute != id);
            q.aggregates.retain(|a| a.attribute.as_ref() != Some(id));
            if q.per.as_ref().is_some_and(|x| &x.attribute == id) {
                q.per = None;
            }
        }
        for e in &mut self.entities {
            for key in &mut e.alternate_keys {
                key.retain(|a| a != id);
            }
            e.alternate_keys.retain(|k| !k.is_empty());
            e.estimates.distinct.remove(id);
            if let Some(g) = &mut e.estimates.growth
                && g.time_attribute.as_ref() == Some(id)
            {
                g.time_attribute = None;
            }
        }
        for ov in self.overrides.tables.values_mut() {
            if matches!(&ov.bucket, Some(Bucket::Time { attribute, .. }) if attribute == id) {
                ov.bucket = None;
            }
            // A hand-set key that named the attribute is no longer the user's key: back to
            // the derived one (the user's other choices stay).
            if ov.key.as_ref().is_some_and(|k| k.partition.contains(id) || k.clustering.iter().any(|o| &o.attribute == id)) {
                ov.key = None;
            }
        }
        self.overrides.tables.retain(|_, ov| !ov.is_empty());
        self.physical.types.remove(id);
        self.layout.conceptual.remove(id.as_str());
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

fn apply_one(p: &mut Project, edit: &Edit) -> Result<(), EditError> {
    match edit {
        Edit::RenameProject { name } => p.name.clone_from(name),
        Edit::AddEntity { entity, pos } => {
            if p.id_taken(entity.id.as_str()) {
                return Err(EditError::DuplicateId(entity.id.to_string()));
            }
            fresh_attributes(p, &entity.attributes)?;
            if let Some(pos) = pos {
                p.layout.conceptual.insert(entity.id.to_string(), *pos);
            }
            p.entities.push(entity.clone());
        }
        Edit::RemoveEntity { id } => {
            let Some(at) = p.entities.iter().position(|e| &e.id == id) else {
                return Err(not_found(Thing::Entity, id));
            };
            let entity = p.entities.remove(at);
            let rels: Vec<RelationshipId> = p.relationships.iter().filter(|r| r.touches(id)).map(|r| r.id.clone()).collect();
            for r in &rels {
                remove_relationship(p, r);
            }
            for a in &entity.attributes {
                p.forget_attribute(&a.id);
            }
            for e in &mut p.entities {
                if e.owner.as_ref() == Some(id) {
                    e.owner = None;
                }
                if let Some(g) = &mut e.estimates.growth
                    && g.for_each.as_ref() == Some(id)
                {
                    g.for_each = None;
                }
            }
            for q in &mut p.queries {
                if q.entity.as_ref() == Some(id) {
                    q.entity = None;
                }
            }
            let gone: Vec<SpecialisationId> = p.specialisations.iter().filter(|s| &s.supertype == id).map(|s| s.id.clone()).collect();
            p.specialisations.retain(|s| &s.supertype != id);
            for s in &mut p.specialisations {
                s.subtypes.retain(|e| e != id);
            }
            for g in gone {
                p.layout.conceptual.remove(g.as_str());
            }
            p.layout.conceptual.remove(id.as_str());
        }
        Edit::RenameEntity { id, name } => entity_mut(p, id)?.name.clone_from(name),
        Edit::SetEntityDescription { id, description } => entity_mut(p, id)?.description.clone_from(description),
        Edit::SetEntityOwner { id, owner } => {
            if let Some(o) = owner {
                if o == id {
                    return Err(EditError::Invalid(Refusal::OwnsItself { entity: id.clone() }));
                }
                if p.entity(o).is_none() {
                    return Err(not_found(Thing::Entity, o));
                }
            }
            entity_mut(p, id)?.owner.clone_from(owner);
        }
        Edit::AddAttribute { owner, attribute } => {
            if p.id_taken(attribute.id.as_str()) {
                return Err(EditError::DuplicateId(attribute.id.to_string()));
            }
            match owner {
                AttributeOwner::Entity(e) => entity_mut(p, e)?.attributes.push(attribute.clone()),
                AttributeOwner::Relationship(r) => relationship_mut(p, r)?.attributes.push(attribute.clone()),
            }
        }
        Edit::RemoveAttribute { id } => {
            let mut found = false;
            for e in &mut p.entities {
                let before = e.attributes.len();
                e.attributes.retain(|a| &a.id != id);
                found |= e.attributes.len() != before;
            }
            for r in &mut p.relationships {
                let before = r.attributes.len();
                r.attributes.retain(|a| &a.id != id);
                found |= r.attributes.len() != before;
            }
            if !found {
                return Err(not_found(Thing::Attribute, id));
            }
            p.forget_attribute(id);
        }
        Edit::RenameAttribute { id, name } => attribute_mut(p, id)?.name.clone_from(name),
        Edit::SetAttributeType { id, ty } => attribute_mut(p, id)?.ty = *ty,
        Edit::SetAttributeKey { id, key } => attribute_mut(p, id)?.key = *key,
        Edit::SetAttributeMulti { id, multi } => attribute_mut(p, id)?.multi.clone_from(multi),
        Edit::SetAttributeFields { id, fields } => {
            fields.iter().try_for_each(|f| writable_type(&f.ty))?;
            attribute_mut(p, id)?.fields.clone_from(fields);
        }
        Edit::ReorderAttribute { id, up } => {
            let lists = p.entities.iter_mut().map(|e| &mut e.attributes).chain(p.relationships.iter_mut().map(|r| &mut r.attributes));
            let mut done = false;
            for list in lists {
                if let Some(i) = list.iter().position(|a| &a.id == id) {
                    let j = if *up { i.checked_sub(1) } else { Some(i + 1).filter(|j| *j < list.len()) };
                    if let Some(j) = j {
                        list.swap(i, j);
                    }
                    done = true;
                    break;
                }
            }
            if !done {
                return Err(not_found(Thing::Attribute, id));
            }
        }
        Edit::AddRelationship { relationship, pos } => {
            if p.id_taken(relationship.id.as_str()) {
                return Err(EditError::DuplicateId(relationship.id.to_string()));
            }
            for end in &relationship.ends {
                if p.entity(&end.entity).is_none() {
                    return Err(not_found(Thing::Entity, &end.entity));
                }
            }
            fresh_attributes(p, &relationship.attributes)?;
            if let Some(pos) = pos {
                p.layout.conceptual.insert(relationship.id.to_string(), *pos);
            }
            p.relationships.push(relationship.clone());
        }
        Edit::RemoveRelationship { id } => {
            if p.relationship(id).is_none() {
                return Err(not_found(Thing::Relationship, id));
            }
            remove_relationship(p, id);
        }
        Edit::RenameRelationship { id, name } => relationship_mut(p, id)?.name.clone_from(name),
        Edit::SetCardinality { id, end, cardinality } => {
            end_mut(p, id, *end)?.cardinality = *cardinality;
        }
        Edit::SetIdentifying { id, identifying } => relationship_mut(p, id)?.identifying = *identifying,
        Edit::AddQuery { query, pos } => {
            if p.id_taken(query.id.as_str()) {
                return Err(EditError::DuplicateId(query.id.to_string()));
            }
            if let Some(pos) = pos {
                p.layout.workflow.insert(query.id.to_string(), *pos);
            }
            p.queries.push(query.clone());
        }
        Edit::RemoveQuery { id } => {
            let Some(at) = p.queries.iter().position(|q| &q.id == id) else {
                return Err(not_found(Thing::Query, id));
            };
            p.queries.remove(at);
            p.transitions.retain(|t| &t.from != id && &t.to != id);
            p.overrides.tables.remove(id);
            for group in &mut p.overrides.merges {
                group.retain(|q| q != id);
            }
            p.overrides.merges.retain(|g| g.len() > 1);
            for t in &mut p.physical.tables {
                t.queries.retain(|q| q != id);
            }
            p.layout.workflow.remove(id.as_str());
        }
        Edit::SetQueryDescription { id, description } => query_mut(p, id)?.description.clone_from(description),
        Edit::SetQueryEntity { id, entity } => {
            if let Some(e) = entity
                && p.entity(e).is_none()
            {
                return Err(not_found(Thing::Entity, e));
            }
            query_mut(p, id)?.entity.clone_from(entity);
        }
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
        Edit::AddTransition { from, to } => {
            for q in [from, to] {
                if p.query(q).is_none() {
                    return Err(not_found(Thing::Query, q));
                }
            }
            if from == to {
                return Err(EditError::Invalid(Refusal::LeadsToItself { query: from.clone() }));
            }
            if !p.transitions.iter().any(|t| &t.from == from && &t.to == to) {
                p.transitions.push(Transition { from: from.clone(), to: to.clone(), extra: Default::default() });
            }
        }
        Edit::RemoveTransition { from, to } => {
            let before = p.transitions.len();
            p.transitions.retain(|t| !(&t.from == from && &t.to == to));
            if p.transitions.len() == before {
                return Err(not_found(Thing::Transition, format!("{from} → {to}")));
            }
        }
        Edit::MoveNodes { canvas, moves } => {
            let section = match canvas {
                Canvas::Conceptual => &mut p.layout.conceptual,
                Canvas::Workflow => &mut p.layout.workflow,
                Canvas::Logical => &mut p.layout.logical,
            };
            for (id, pos) in moves {
                if !(pos.x.is_finite() && pos.y.is_finite()) {
                    return Err(EditError::Invalid(Refusal::PositionNotNumber { id: id.clone() }));
                }
            }
            for (id, pos) in moves {
                section.insert(id.clone(), *pos);
            }
        }
        Edit::ArrangeCanvas { canvas, positions } => {
            if let Some((id, _)) = positions.iter().find(|(_, pos)| !(pos.x.is_finite() && pos.y.is_finite())) {
                return Err(EditError::Invalid(Refusal::PositionNotNumber { id: id.clone() }));
            }
            let section = match canvas {
                Canvas::Conceptual => &mut p.layout.conceptual,
                Canvas::Workflow => &mut p.layout.workflow,
                Canvas::Logical => &mut p.layout.logical,
            };
            *section = positions.iter().cloned().collect();
        }
        Edit::ChooseAlternative { query, alternative } => {
            with_table_override(p, query, |ov| ov.alternative = *alternative)?;
        }
        Edit::RenameTable { query, name } => {
            with_table_override(p, query, |ov| ov.name = name.clone().filter(|n| !n.trim().is_empty()))?;
        }
        Edit::SetPhysicalType { attribute, ty } => {
            if p.attribute(attribute).is_none() {
                return Err(not_found(Thing::Attribute, attribute));
            }
            match ty {
                Some(t) => {
                    writable_type(t)?;
                    p.physical.types.insert(attribute.clone(), t.clone());
                }
                None => {
                    p.physical.types.remove(attribute);
                }
            }
        }
        Edit::AddKeyspace { keyspace } => p.physical.keyspaces.push(keyspace.clone()),
        Edit::SetKeyspace { index, keyspace } => {
            let Some(k) = p.physical.keyspaces.get_mut(*index) else {
                return Err(not_found(Thing::Keyspace, index));
            };
            *k = keyspace.clone();
        }
        Edit::RemoveKeyspace { index } => {
            if *index >= p.physical.keyspaces.len() {
                return Err(not_found(Thing::Keyspace, index));
            }
            p.physical.keyspaces.remove(*index);
        }
        Edit::SetEntityEstimates { id, estimates } => {
            check_estimates(p, id, estimates)?;
            entity_mut(p, id)?.estimates.clone_from(estimates);
        }
        Edit::SetRelationshipEstimate { id, end, fan_out } => {
            if let Some(f) = fan_out {
                check_number(Estimate::FanOut, *f)?;
            }
            end_mut(p, id, *end)?.fan_out = *fan_out;
        }
        Edit::SetAttributeSize { id, avg_size } => attribute_mut(p, id)?.avg_size = *avg_size,
        Edit::SetQueryRelationship { id, relationship } => {
            if let Some(r) = relationship
                && p.relationship(r).is_none()
            {
                return Err(not_found(Thing::Relationship, r));
            }
            query_mut(p, id)?.relationship.clone_from(relationship);
        }
        Edit::SetQueryVia { id, via } => {
            if let Some(r) = via.iter().find(|r| p.relationship(r).is_none()) {
                return Err(not_found(Thing::Relationship, r));
            }
            let mut unique: Vec<RelationshipId> = Vec::with_capacity(via.len());
            for r in via {
                if !unique.contains(r) {
                    unique.push(r.clone());
                }
            }
            query_mut(p, id)?.via = unique;
        }
        Edit::SetQueryAggregates { id, aggregates } => {
            check_attributes_exist(p, aggregates.iter().filter_map(|a| a.attribute.as_ref()))?;
            query_mut(p, id)?.aggregates.clone_from(aggregates);
        }
        Edit::SetQueryPer { id, per } => {
            check_attributes_exist(p, per.iter().map(|x| &x.attribute))?;
            query_mut(p, id)?.per.clone_from(per);
        }
        Edit::SetAlternateKeys { id, keys } => {
            let entity = p.entity(id).ok_or_else(|| not_found(Thing::Entity, id))?;
            for key in keys {
                if key.is_empty() {
                    return Err(EditError::Invalid(Refusal::EmptyAlternateKey { entity: entity.name.clone() }));
                }
                if let Some(a) = key.iter().find(|a| !entity.attributes.iter().any(|x| &x.id == *a)) {
                    return Err(EditError::Invalid(Refusal::KeyOfOtherAttribute { attribute: (*a).clone(), entity: entity.name.clone() }));
                }
            }
            entity_mut(p, id)?.alternate_keys.clone_from(keys);
        }
        Edit::SetEndRole { id, end, role } => super::roles::set_end_role(p, id, *end, role.as_deref())?,
        Edit::SetRelationshipNoun { id, noun } => {
            relationship_mut(p, id)?.noun = noun.clone().filter(|n| !n.trim().is_empty());
        }
        Edit::AddSpecialisation { specialisation } => {
            if p.id_taken(specialisation.id.as_str()) {
                return Err(EditError::DuplicateId(specialisation.id.to_string()));
            }
            check_specialisation(p, specialisation)?;
            p.specialisations.push(specialisation.clone());
        }
        Edit::SetSpecialisation { specialisation } => {
            check_specialisation(p, specialisation)?;
            let Some(s) = p.specialisations.iter_mut().find(|s| s.id == specialisation.id) else {
                return Err(not_found(Thing::Specialisation, &specialisation.id));
            };
            *s = specialisation.clone();
        }
        Edit::RemoveSpecialisation { id } => {
            let before = p.specialisations.len();
            p.specialisations.retain(|s| &s.id != id);
            if p.specialisations.len() == before {
                return Err(not_found(Thing::Specialisation, id));
            }
            p.layout.conceptual.remove(id.as_str());
        }
        Edit::SetTableKey { query, key } => {
            if let Some(k) = key {
                if k.partition.is_empty() {
                    return Err(EditError::Invalid(Refusal::NoPartitionKey { query: query.clone() }));
                }
                check_attributes_exist(p, k.partition.iter().chain(k.clustering.iter().map(|o| &o.attribute)))?;
            }
            with_table_override(p, query, |ov| ov.key.clone_from(key))?;
        }
        Edit::SetTableSeparate { query, separate } => {
            with_table_override(p, query, |ov| ov.separate = *separate)?;
        }
        Edit::SetOneTablePerQuery { on } => p.overrides.one_table_per_query = *on,
        Edit::SetTableIndexOn { query, host } => {
            if let Some(h) = host {
                if h == query {
                    return Err(EditError::Invalid(Refusal::IndexOnItself { query: query.clone() }));
                }
                if p.query(h).is_none() {
                    return Err(not_found(Thing::Query, h));
                }
            }
            with_table_override(p, query, |ov| ov.index_on.clone_from(host))?;
        }
        Edit::SetTableOption { queries, name, value } => {
            // Values CQL cannot take are kept and reported by validation, and left out of
            // schema.cql (edit cannot use cql: catalogue words edits, and cql derives).
            if name.trim().is_empty() {
                return Err(EditError::Invalid(Refusal::InvalidTableOption { name: name.clone() }));
            }
            if queries.is_empty() {
                return Err(EditError::Invalid(Refusal::OptionWithoutQuery));
            }
            for q in queries {
                with_table_override(p, q, |ov| {
                    ov.options.retain(|k, _| !k.eq_ignore_ascii_case(name));
                    if let Some(v) = value {
                        ov.options.insert(name.to_ascii_lowercase(), v.trim().to_owned());
                    }
                })?;
            }
        }
        Edit::SetQueryNearest { id, nearest } => {
            check_attributes_exist(p, nearest.iter().map(|n| &n.attribute))?;
            query_mut(p, id)?.nearest.clone_from(nearest);
        }
        Edit::SetTarget { target } => p.physical.target = *target,
        Edit::SetTableBucket { queries, bucket } => {
            if queries.is_empty() {
                return Err(EditError::Invalid(Refusal::BucketWithoutQuery));
            }
            for q in queries {
                if p.query(q).is_none() {
                    return Err(not_found(Thing::Query, q));
                }
            }
            match bucket {
                Some(Bucket::Time { attribute, .. }) if p.attribute(attribute).is_none() => {
                    return Err(not_found(Thing::Attribute, attribute));
                }
                Some(Bucket::Random { count }) if *count < 2 => {
                    return Err(EditError::Invalid(Refusal::TooFewBuckets { count: *count }));
                }
                _ => {}
            }
            for query in queries {
                let ov = p.overrides.tables.entry(query.clone()).or_default();
                ov.bucket.clone_from(bucket);
                if ov.is_empty() {
                    p.overrides.tables.remove(query);
                }
            }
        }
        Edit::Batch { edits } => {
            for e in edits {
                p.apply(e)?;
            }
        }
    }
    Ok(())
}

/// An estimate must be a finite number, not negative.
fn check_number(what: Estimate, x: f64) -> Result<(), EditError> {
    if x.is_finite() && x >= 0.0 { Ok(()) } else { Err(EditError::Invalid(Refusal::NotAnEstimate { what, value: x })) }
}

/// The estimates of `entity` are numbers of 0 or more, about things that exist: the growth's
/// `for_each` entity, its time attribute and the attributes given distinct values.
fn check_estimates(p: &Project, entity: &EntityId, e: &EntityEstimates) -> Result<(), EditError> {
    if let Some(c) = e.count {
        check_number(Estimate::Count, c)?;
    }
    if let Some(g) = &e.growth {
        check_number(Estimate::GrowthRate, g.rate)?;
        if let Some(d) = g.kept_days {
            check_number(Estimate::DaysKept, d)?;
        }
        if let Some(o) = &g.for_each
            && p.entity(o).is_none()
        {
            return Err(not_found(Thing::Entity, o));
        }
        if let Some(a) = &g.time_attribute {
            check_attributes_exist(p, std::iter::once(a))?;
        }
    }
    for (a, n) in &e.distinct {
        check_number(Estimate::DistinctValues, *n)?;
        let owned = p.entity(entity).is_some_and(|x| x.attributes.iter().any(|x| &x.id == a));
        if !owned {
            return Err(EditError::Invalid(Refusal::NotAnAttributeOf { attribute: a.clone(), entity: entity.clone() }));
        }
    }
    Ok(())
}

/// Changes the user's choices for a query's table; an override left empty is removed (the
/// file omits it).
fn with_table_override(p: &mut Project, query: &QueryId, change: impl FnOnce(&mut TableOverride)) -> Result<(), EditError> {
    if p.query(query).is_none() {
        return Err(not_found(Thing::Query, query));
    }
    let ov = p.overrides.tables.entry(query.clone()).or_default();
    change(ov);
    if ov.is_empty() {
        p.overrides.tables.remove(query);
    }
    Ok(())
}

/// A specialisation names existing, distinct entities, and the supertype is not its own
/// subtype.
fn check_specialisation(p: &Project, s: &Specialisation) -> Result<(), EditError> {
    for e in std::iter::once(&s.supertype).chain(&s.subtypes) {
        if p.entity(e).is_none() {
            return Err(not_found(Thing::Entity, e));
        }
    }
    if s.subtypes.contains(&s.supertype) {
        return Err(EditError::Invalid(Refusal::OwnSubtype { entity: s.supertype.clone() }));
    }
    if let Some((_, e)) = s.subtypes.iter().enumerate().find(|(i, e)| s.subtypes[..*i].contains(e)) {
        return Err(EditError::Invalid(Refusal::SubtypeTwice { entity: e.clone() }));
    }
    Ok(())
}

fn remove_relationship(p: &mut Project, id: &RelationshipId) {
    let Some(at) = p.relationships.iter().position(|r| &r.id == id) else { return };
    let r = p.relationships.remove(at);
    for a in &r.attributes {
        p.forget_attribute(&a.id);
    }
    for q in &mut p.queries {
        if q.relationship.as_ref() == Some(id) {
            q.relationship = None;
        }
        q.via.retain(|v| v != id);
    }
    p.layout.conceptual.remove(id.as_str());
}
