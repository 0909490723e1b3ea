//! A relational schema's catalogue → the ER model: entities with their attributes, keys and
//! alternate keys; relationships from foreign keys as `keys.rs` decided; and, for the
//! queries, where each table and column went.

use super::catalog::{Catalog, Column, Table, key_of};
use super::keys::{Keys, Link, Shape, Unusable};
use super::types::{self, TypeChange};
use super::{Findings, Subject};
use crate::cql::NativeType;
use crate::ids::{AttributeId, EntityId, RelationshipId};
use crate::import::suggest::{camel, singular};
use crate::msg;
use crate::naming::snake_case;
use crate::project::{Attribute, Cardinality, Entity, EntityEstimates, Project, Relationship, RelationshipEnd};
use std::collections::{BTreeMap, BTreeSet};

/// Where a column of a table went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum ColumnMap {
    /// An attribute of the table's entity or relationship.
    Attr(AttributeId),
    /// A foreign-key column: the key attribute of the entity it refers to, reached through
    /// this relationship.
    Foreign(RelationshipId, AttributeId),
}

/// Where a table went.
#[derive(Clone, Debug, Default)]
pub(crate) struct TableMap {
    /// The table's name as written.
    pub name: String,
    /// The entity it became.
    pub entity: Option<EntityId>,
    /// The m:n relationship it became.
    pub relationship: Option<RelationshipId>,
    /// Each column (by key).
    pub columns: BTreeMap<String, ColumnMap>,
    /// Relationships from its foreign keys: the relationship, the name of the table it
    /// refers to, and the foreign key (index into `Keys::foreign_keys`).
    pub links: Vec<(RelationshipId, String, usize)>,
}

/// The schema's tables, by key, as mapped.
pub(crate) type Mapping = BTreeMap<String, TableMap>;

/// Each entity's place in `project.entities`, by id.
type Places = rustc_hash::FxHashMap<EntityId, usize>;

/// The name of an entity, by its place.
fn entity_name(project: &Project, places: &Places, id: &EntityId) -> String {
    places.get(id).and_then(|&i| project.entities.get(i)).map(|e| e.name.clone()).unwrap_or_default()
}

/// Mints ids unique in the project: `base`, else `base_2`, `base_3`, … the first not taken.
#[derive(Default)]
struct Ids {
    taken: rustc_hash::FxHashSet<String>,
    /// For each base minted twice, the number its next `base_n` is tried from: the ones
    /// before are taken (ids are never given back), so look-alike names mint in linear time
    /// (issue 41).
    next: rustc_hash::FxHashMap<String, usize>,
}

impl Ids {
    fn mint(&mut self, base: &str) -> String {
        let base = if base.is_empty() { "t" } else { base };
        if self.taken.insert(base.to_owned()) {
            return base.to_owned();
        }
        let mut n = self.next.get(base).copied().unwrap_or(2);
        let mut id = format!("{base}_{n}");
        while !self.taken.insert(id.clone()) {
            n += 1;
            id = format!("{base}_{n}");
        }
        self.next.insert(base.to_owned(), n + 1);
        id
    }
}

/// Builds the ER model into `project` and says where each table and column went.
pub(crate) fn build(catalog: &Catalog, keys: &Keys, project: &mut Project, findings: &mut Findings) -> Mapping {
    let mut ids = Ids::default();
    let mut names = Ids::default();
    let mut mapping = Mapping::new();
    // Entities first (sorted by table key: independent of statement order).
    for (key, shape) in &keys.shapes {
        let t = &catalog.tables[keys.tables[key]];
        if let Shape::Entity { owner } = shape {
            let removed = removed_columns(keys, key, *owner);
            let snake = singular(&snake_case(&t.name));
            let id = EntityId::new(ids.mint(&snake));
            let name = names.mint(&camel(&snake));
            let pk = &keys.primary_keys[key].0;
            let (attributes, columns) = attributes(catalog, t, pk, &removed, id.as_str(), findings);
            let description = table_description(t);
            let mut entity = Entity {
                cql_name: None,
                id: id.clone(),
                name,
                description,
                owner: None,
                attributes,
                alternate_keys: Vec::new(),
                estimates: EntityEstimates::default(),
                extra: BTreeMap::new(),
            };
            alternate_keys(t, key, keys, &columns, &mut entity, findings);
            reference_list_name(catalog, t, key, keys, &columns, &mut entity, findings);
            no_key_notes(t, key, keys, &entity, findings);
            mapping.insert(
                key.clone(),
                TableMap { name: t.name.clone(), entity: Some(id), relationship: None, columns, links: Vec::new() },
            );
            project.entities.push(entity);
        }
    }
    let places: Places = project.entities.iter().enumerate().map(|(i, e)| (e.id.clone(), i)).collect();
    for i in 0..keys.foreign_keys.len() {
        if keys.links[i] != Link::End {
            link(catalog, keys, i, &mut ids, &places, project, &mut mapping, findings);
        }
    }
    for (key, shape) in &keys.shapes {
        if let Shape::ManyToMany { ends, surrogate } = shape {
            many_to_many(
                catalog,
                keys,
                key,
                *ends,
                surrogate.as_deref(),
                &mut ids,
                &places,
                project,
                &mut mapping,
                findings,
            );
        }
    }
    resolve_foreign_columns(keys, project, &mut mapping);
    for (fk, why) in &keys.unusable {
        let t = catalog.table(&fk.table);
        let table = t.map_or_else(|| fk.table.clone(), |t| t.name.clone());
        let (cols, target) =
            (t.map_or_else(|| fk.columns.join(", "), |t| column_names(t, &fk.columns)), fk.target.clone());
        let text = match why {
            Unusable::NoTable => msg!("sql-foreign-key-no-table", table = table, cols = cols, target = target),
            Unusable::NoColumns => msg!("sql-foreign-key-no-columns", table = table, cols = cols, target = target),
        };
        findings.dropped(fk.at, Subject::Table(fk.table.clone()), text);
    }
    mapping
}

/// Column keys as the table writes them, joined: `InvoiceId, TrackId`.
fn column_names(t: &Table, keys: &[String]) -> String {
    keys.iter().map(|k| t.column(k).map_or(k.as_str(), |c| c.name.as_str())).collect::<Vec<_>>().join(", ")
}

/// A table's description: its comment, then its CHECK clauses and how it is partitioned.
fn table_description(t: &Table) -> String {
    let mut lines: Vec<String> = t.comment.iter().cloned().collect();
    lines.extend(t.checks.iter().cloned());
    lines.extend(t.partitioned_by.iter().map(|p| format!("PARTITION BY {p}")));
    lines.join("\n")
}

/// The columns of an entity table that are not its attributes: those of its foreign keys
/// outside its primary key, and those of the identifying foreign key.
fn removed_columns(keys: &Keys, table: &str, owner: Option<usize>) -> BTreeSet<String> {
    let pk = &keys.primary_keys[table].0;
    let mut out = BTreeSet::new();
    let to_entity = |f: &super::catalog::ForeignKey| matches!(keys.shapes.get(&f.target), Some(Shape::Entity { .. }));
    for (i, fk) in keys.of(table).iter().map(|&i| (i, &keys.foreign_keys[i])).filter(|(_, f)| to_entity(f)) {
        for c in &fk.columns {
            if Some(i) == owner || !pk.contains(c) {
                out.insert(c.clone());
            }
        }
    }
    out
}

/// The attributes of a table's columns (less `removed`), and where each column went.
fn attributes(
    catalog: &Catalog,
    t: &Table,
    pk: &[String],
    removed: &BTreeSet<String>,
    owner_id: &str,
    findings: &mut Findings,
) -> (Vec<Attribute>, BTreeMap<String, ColumnMap>) {
    let mut out: Vec<Attribute> = Vec::new();
    let mut map = BTreeMap::new();
    let mut names = Ids::default();
    // Key attributes first, in key order; then the others in column order.
    let in_key: BTreeSet<&str> = pk.iter().map(String::as_str).collect();
    let mut ordered: Vec<&Column> = pk.iter().filter_map(|k| t.column(k)).collect();
    ordered.extend(t.columns.iter().filter(|c| !in_key.contains(key_of(&c.name).as_str())));
    for c in ordered {
        let ck = key_of(&c.name);
        if removed.contains(&ck) {
            continue;
        }
        let name = names.mint(&snake_case(&c.name));
        let attr =
            attribute(catalog, t, c, &format!("{owner_id}.{name}"), &name, in_key.contains(ck.as_str()), findings);
        map.insert(ck, ColumnMap::Attr(attr.id.clone()));
        out.push(attr);
    }
    (out, map)
}

/// One column as an attribute: its CQL type, its length as the size estimate, its SQL
/// clauses and comment in the description.
fn attribute(
    catalog: &Catalog,
    t: &Table,
    c: &Column,
    id: &str,
    name: &str,
    key: bool,
    findings: &mut Findings,
) -> Attribute {
    let m = types::map(&c.ty, &catalog.types);
    let mut a = Attribute::new(AttributeId::new(id), name, m.ty);
    a.key = key;
    a.multi = m.multi;
    a.avg_size = m.avg_size;
    let mut description: Vec<String> = c.comment.iter().cloned().collect();
    let mut sql = Vec::new();
    if c.not_null && !key {
        sql.push("NOT NULL".to_owned());
    }
    sql.extend(c.clauses.iter().cloned());
    if let Some(super::catalog::UserType::Enum(labels)) = enum_labels(catalog, &c.ty) {
        description.push(format!("ENUM ({})", labels.iter().map(|l| format!("'{l}'")).collect::<Vec<_>>().join(", ")));
    }
    if !sql.is_empty() {
        description.push(format!("SQL: {} {}", c.ty, sql.join(" ")));
    }
    a.description = description.join("\n");
    let (table, column) = (t.name.clone(), c.name.clone());
    let subject = Subject::Table(t.name.clone());
    if c.generated_id {
        findings.changed(
            t.at,
            subject.clone(),
            msg!("sql-column-sequence", table = table.clone(), column = column.clone(), ty = m.ty.to_string()),
        );
    }
    let change = match m.change {
        Some(TypeChange::Document(sql)) => Some(msg!("sql-column-document", table = table, column = column, sql = sql)),
        Some(TypeChange::Enum(ty)) => Some(msg!("sql-column-enum", table = table, column = column, ty = ty)),
        Some(TypeChange::Domain(ty)) => {
            Some(msg!("sql-column-domain", table = table, column = column, ty = ty, cql = m.ty.to_string()))
        }
        Some(TypeChange::Unknown(sql)) => {
            Some(msg!("sql-column-unknown-type", table = table, column = column, sql = sql))
        }
        Some(TypeChange::NestedArray) => Some(msg!("sql-column-nested-array", table = table, column = column)),
        None => None,
    };
    if let Some(change) = change {
        findings.changed(t.at, subject, change);
    }
    a
}

fn enum_labels<'a>(catalog: &'a Catalog, ty: &sqlparser::ast::DataType) -> Option<&'a super::catalog::UserType> {
    match ty {
        sqlparser::ast::DataType::Custom(name, _) => catalog.types.get(&key_of(&super::catalog::last_part(name))),
        _ => None,
    }
}

/// UNIQUE sets of the entity's own attributes become alternate keys; others are reported.
fn alternate_keys(
    t: &Table,
    key: &str,
    keys: &Keys,
    columns: &BTreeMap<String, ColumnMap>,
    entity: &mut Entity,
    findings: &mut Findings,
) {
    let pk = &keys.primary_keys[key];
    for u in &t.unique {
        if *u == pk.0 {
            continue;
        }
        let attrs: Option<Vec<AttributeId>> = u
            .iter()
            .map(|c| match columns.get(c) {
                Some(ColumnMap::Attr(a)) => Some(a.clone()),
                _ => None,
            })
            .collect();
        let cols = u.join(", ");
        match attrs {
            Some(attrs) => {
                findings.changed(
                    t.at,
                    Subject::Table(t.name.clone()),
                    msg!("sql-unique-alternate-key", table = t.name.clone(), cols = cols, entity = entity.name.clone()),
                );
                entity.alternate_keys.push(attrs);
            }
            None if keys.of(key).iter().any(|&f| keys.foreign_keys[f].columns == *u) => {}
            None => findings.dropped(
                t.at,
                Subject::Table(t.name.clone()),
                msg!("sql-unique-not-kept", table = t.name.clone(), cols = cols),
            ),
        }
    }
}

/// A list of names under a surrogate key that other tables point at (`specialties (id,
/// name)`, `types (id, name)`, other surrogate columns such as a unique `uuid` aside): the name
/// is what tells two entries apart for the people who use the list ("radiology"), so it is
/// taken as unique, an alternate key, as a modeller reading the schema takes it. Said in the
/// report; where two entries may share a name, the alternate key is removed in the inspector.
fn reference_list_name(
    catalog: &Catalog,
    t: &Table,
    key: &str,
    keys: &Keys,
    columns: &BTreeMap<String, ColumnMap>,
    entity: &mut Entity,
    findings: &mut Findings,
) {
    let pk = &keys.primary_keys[key].0;
    let [id] = pk.as_slice() else { return };
    let ty = |c: &Column| types::map(&c.ty, &catalog.types).ty;
    let surrogate = |c: &Column| {
        let unique = key_of(&c.name) == *id || t.unique.iter().any(|u| u.len() == 1 && u[0] == key_of(&c.name));
        unique
            && (c.generated_id
                || matches!(ty(c), NativeType::Uuid | NativeType::Timeuuid)
                || (key_of(&c.name) == *id
                    && matches!(ty(c), NativeType::Int | NativeType::Bigint | NativeType::Smallint)))
    };
    if !keys.referenced.contains(key) || !t.column(id).is_some_and(surrogate) {
        return;
    }
    let others: Vec<&Column> = t.columns.iter().filter(|c| !surrogate(c)).collect();
    let [name] = others.as_slice() else { return };
    let column = key_of(&name.name);
    let already = t.unique.iter().any(|u| *u == [column.clone()]);
    let Some(ColumnMap::Attr(attribute)) = columns.get(&column) else { return };
    if already
        || ty(name) != NativeType::Text
        || keys.of(key).iter().any(|&f| keys.foreign_keys[f].columns.contains(&column))
    {
        return;
    }
    entity.alternate_keys.push(vec![attribute.clone()]);
    let said = msg!(
        "sql-reference-list-name",
        table = t.name.clone(),
        column = name.name.clone(),
        entity = entity.name.clone()
    );
    findings.changed(t.at, Subject::Table(t.name.clone()), said);
}

/// Notes about a table whose key was not declared.
fn no_key_notes(t: &Table, key: &str, keys: &Keys, entity: &Entity, findings: &mut Findings) {
    let (pk, from_unique) = &keys.primary_keys[key];
    let subject = Subject::Table(t.name.clone());
    if pk.is_empty() {
        findings.changed(t.at, subject, msg!("sql-table-no-key", table = t.name.clone(), entity = entity.name.clone()));
    } else if *from_unique {
        findings.changed(t.at, subject, msg!("sql-unique-as-key", table = t.name.clone(), cols = pk.join(", ")));
    }
}

/// The relationship of an entity table's foreign key.
#[allow(clippy::too_many_arguments)]
fn link(
    catalog: &Catalog,
    keys: &Keys,
    i: usize,
    ids: &mut Ids,
    places: &Places,
    project: &mut Project,
    mapping: &mut Mapping,
    findings: &mut Findings,
) {
    let fk = &keys.foreign_keys[i];
    let (Some(from), Some(to)) =
        (mapping.get(&fk.table).and_then(|m| m.entity.clone()), mapping.get(&fk.target).and_then(|m| m.entity.clone()))
    else {
        // A third foreign key of an m:n table, or one to an m:n table: its columns stay
        // attributes.
        let t = &catalog.tables[keys.tables[&fk.table]];
        let target = catalog.tables[keys.tables[&fk.target]].name.clone();
        let text = msg!(
            "sql-foreign-key-of-relationship",
            table = t.name.clone(),
            cols = column_names(t, &fk.columns),
            target = target
        );
        findings.dropped(fk.at, Subject::Table(t.name.clone()), text);
        return;
    };
    let table = &catalog.tables[keys.tables[&fk.table]];
    let stem = relationship_stem(table, &fk.columns, &catalog.tables[keys.tables[&fk.target]].name);
    let id = RelationshipId::new(ids.mint(&format!("{}_{stem}", from.as_str())));
    let (from_card, identifying) = match keys.links[i] {
        Link::ManyToOne => (Cardinality::Many, false),
        Link::OneToOne => (Cardinality::One, false),
        Link::Identifying { one } => (if one { Cardinality::One } else { Cardinality::Many }, true),
        Link::End => return,
    };
    let end = |entity: EntityId, cardinality, role: Option<String>| RelationshipEnd {
        entity,
        cardinality,
        role,
        fan_out: None,
        extra: BTreeMap::new(),
    };
    // A table referring to itself (an employee's manager): the ends take roles, the referred
    // one named after the foreign key (`reports_to`), so that queries can say which they mean.
    let (to_role, from_role) = if from == to {
        let own = crate::naming::snake_case(&table.name);
        (Some(stem.clone()), Some(if own == stem { format!("{own}_source") } else { own }))
    } else {
        (None, None)
    };
    project.relationships.push(Relationship {
        cql_name: None,
        id: id.clone(),
        name: stem.clone(),
        description: String::new(),
        ends: [end(to.clone(), Cardinality::One, to_role), end(from.clone(), from_card, from_role)],
        identifying,
        attributes: Vec::new(),
        extra: BTreeMap::new(),
        noun: None,
    });
    if identifying {
        if let Some(e) = places.get(&from).and_then(|&i| project.entities.get_mut(i)) {
            e.owner = Some(to.clone());
        }
    }
    let table_name = catalog.tables[keys.tables[&fk.table]].name.clone();
    let target_name = catalog.tables[keys.tables[&fk.target]].name.clone();
    let (entity, target) = (entity_name(project, places, &from), entity_name(project, places, &to));
    let cols = column_names(table, &fk.columns);
    let text = match keys.links[i] {
        _ if from == to => {
            msg!("sql-self-relationship", table = table_name.clone(), cols = cols, name = stem, entity = entity)
        }
        Link::Identifying { .. } => msg!(
            "sql-foreign-key-identifying",
            table = table_name.clone(),
            cols = cols,
            entity = entity,
            target = target
        ),
        Link::OneToOne => {
            msg!("sql-foreign-key-one-to-one", table = table_name.clone(), cols = cols, name = stem, target = target)
        }
        _ => msg!("sql-foreign-key-many-to-one", table = table_name.clone(), cols = cols, name = stem, target = target),
    };
    // An inferred foreign key is said by the inference's own note (`inference_notes.rs`).
    match (fk.inferred, from == to || identifying) {
        (true, _) => {}
        (false, true) => findings.changed(fk.at, Subject::Table(table_name), text),
        (false, false) => findings.became(fk.at, Subject::Table(table_name), text),
    }
    if let Some(m) = mapping.get_mut(&fk.table) {
        m.links.push((id, target_name, i));
    }
}

/// A relationship's name from its foreign-key columns: `artist_id` → `artist`,
/// `reports_to` → `reports_to`; several columns: the target's name.
fn relationship_stem(table: &Table, columns: &[String], target: &str) -> String {
    let stem = match columns {
        [one] => {
            let s = snake_case(table.column(one).map_or(one.as_str(), |c| c.name.as_str()));
            let s = s.strip_suffix("_id").or_else(|| s.strip_suffix("id")).map_or(s.clone(), str::to_owned);
            s.trim_end_matches('_').to_owned()
        }
        _ => String::new(),
    };
    if stem.is_empty() { singular(&snake_case(target)) } else { stem }
}

/// An m:n table as a relationship with its other columns as attributes.
#[allow(clippy::too_many_arguments)]
fn many_to_many(
    catalog: &Catalog,
    keys: &Keys,
    key: &str,
    ends: [usize; 2],
    surrogate: Option<&str>,
    ids: &mut Ids,
    places: &Places,
    project: &mut Project,
    mapping: &mut Mapping,
    findings: &mut Findings,
) {
    let t = &catalog.tables[keys.tables[key]];
    let [a, b] = ends.map(|i| mapping.get(&keys.foreign_keys[i].target).and_then(|m| m.entity.clone()));
    let (Some(a), Some(b)) = (a, b) else {
        findings.dropped(
            t.at,
            Subject::Table(t.name.clone()),
            msg!("sql-relationship-ends-not-entities", table = t.name.clone()),
        );
        return;
    };
    let snake = singular(&snake_case(&t.name));
    let id = RelationshipId::new(ids.mint(&snake));
    let removed: BTreeSet<String> = ends.iter().flat_map(|&i| keys.foreign_keys[i].columns.clone()).collect();
    let key_cols: Vec<String> = surrogate.map(|s| vec![s.to_owned()]).unwrap_or_default();
    let (attributes, columns) = attributes(catalog, t, &key_cols, &removed, id.as_str(), findings);
    let roles = self_roles(t, keys, ends, a == b);
    let end = |entity: EntityId, role: Option<String>| RelationshipEnd {
        entity,
        cardinality: Cardinality::Many,
        role,
        fan_out: None,
        extra: BTreeMap::new(),
    };
    let (an, bn) = (entity_name(project, places, &a), entity_name(project, places, &b));
    let text = match surrogate {
        Some(s) => msg!(
            "sql-surrogate-many-to-many",
            table = t.name.clone(),
            a = an,
            b = bn,
            key = column_names(t, &[s.to_owned()])
        ),
        None => msg!("sql-junction-many-to-many", table = t.name.clone(), a = an, b = bn),
    };
    findings.changed(t.at, Subject::Table(t.name.clone()), text);
    let description = table_description(t);
    project.relationships.push(Relationship {
        cql_name: None,
        id: id.clone(),
        name: snake.clone(),
        description,
        ends: [end(a, roles[0].clone()), end(b, roles[1].clone())],
        identifying: false,
        attributes,
        extra: BTreeMap::new(),
        noun: Some(snake),
    });
    let links = ends
        .iter()
        .map(|&i| (id.clone(), catalog.tables[keys.tables[&keys.foreign_keys[i].target]].name.clone(), i))
        .collect();
    mapping.insert(
        key.to_owned(),
        TableMap { name: t.name.clone(), entity: None, relationship: Some(id), columns, links },
    );
}

/// The roles of an m:n relationship of an entity with itself (a `follows` table of two
/// foreign keys to `users`), named after each end's foreign-key column (`follower_id` →
/// `follower`, issue 41), so that its ends can be told apart; none for two entities.
fn self_roles(t: &Table, keys: &Keys, ends: [usize; 2], is_self: bool) -> [Option<String>; 2] {
    if !is_self {
        return [None, None];
    }
    let [a, b] = ends.map(|i| {
        let fk = &keys.foreign_keys[i];
        relationship_stem(t, &fk.columns, &fk.target)
    });
    let b = if a == b { format!("{b}_2") } else { b };
    [Some(a), Some(b)]
}

/// Maps every foreign-key column to the key attribute it refers to (through chains of
/// foreign keys: a weak entity's owner key), and the relationship it goes through.
fn resolve_foreign_columns(keys: &Keys, project: &Project, mapping: &mut Mapping) {
    let index = project.index();
    // Each foreign key's relationship: a foreign key is linked in its own table's mapping.
    let linked: rustc_hash::FxHashMap<usize, RelationshipId> =
        mapping.values().flat_map(|m| m.links.iter().map(|(r, _, f)| (*f, r.clone()))).collect();
    for _ in 0..8 {
        let mut changed = false;
        for (i, fk) in keys.foreign_keys.iter().enumerate() {
            let rel = match keys.links[i] {
                Link::End => mapping.get(&fk.table).and_then(|m| m.relationship.clone()),
                _ => linked.get(&i).cloned(),
            };
            let Some(rel) = rel else { continue };
            for (c, tc) in fk.columns.iter().zip(&fk.target_columns) {
                let target = mapping.get(&fk.target).and_then(|m| m.columns.get(tc)).cloned();
                let Some(target) = target else { continue };
                let mut attr = match target {
                    ColumnMap::Attr(a) | ColumnMap::Foreign(_, a) => a,
                };
                // A foreign key to its own table names the referred end's role (see `link`);
                // one of an m:n table of an entity with itself, its own end's (`self_roles`).
                let end = match (keys.links[i], keys.shapes.get(&fk.table)) {
                    (Link::End, Some(Shape::ManyToMany { ends, .. })) => ends.iter().position(|&e| e == i).unwrap_or(0),
                    _ => 0,
                };
                if let Some(role) = index.relationship(&rel).filter(|r| r.is_self()).and_then(|r| r.role(end)) {
                    attr = attr.with_role(role);
                }
                let Some(m) = mapping.get_mut(&fk.table) else { continue };
                if !m.columns.contains_key(c) {
                    m.columns.insert(c.clone(), ColumnMap::Foreign(rel.clone(), attr));
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
}
