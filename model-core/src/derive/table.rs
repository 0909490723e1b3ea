//! One query's table (methodology §4): its key from the chosen alternative, MR1's columns,
//! statics, aggregates, periods, sets and the user's column edits, named and typed; and a
//! table the user defined directly.

use super::{
    ErGraph, access_path, aggregate, chosen_key, collection, column_name, key, key_inputs, lifetime, names, period,
    reasons, rows, sai, table_name,
};
use crate::cql::{CqlType, NativeType};
use crate::diagnostic::{Code, Diagnostic};
use crate::ids::AttributeId;
use crate::logical::{Choice, Column, KeyPart, Origin, Provenance, Reason, Role, Rule, Table};
use crate::msg;
use crate::project::{Bucket, ColumnEdit, Direction, Index, Multi, Owner, Project, Query, TableDef, TableOverride};
use crate::text::Text;
use rows::Rows;
use rustc_hash::FxHashSet;

/// The CQL type of an attribute's column: the user's physical choice, else counter, UDT,
/// collection or native type from the conceptual model. Key columns freeze collections.
pub fn attribute_type(index: &Index<'_>, attribute: &AttributeId, in_key: bool) -> CqlType {
    if let Some(t) = index.project.physical.types.get(attribute) {
        return t.clone();
    }
    let Some((_, attr)) = index.attribute(attribute) else { return CqlType::Native(NativeType::Text) };
    let element = if attr.is_composite() {
        CqlType::Frozen(Box::new(CqlType::Udt(attr.udt_name())))
    } else {
        CqlType::Native(attr.ty)
    };
    let ty = match &attr.multi {
        None => element,
        Some(Multi::Set) => CqlType::Set(Box::new(element)),
        Some(Multi::List) => CqlType::List(Box::new(element)),
        Some(Multi::Map { key }) => CqlType::Map(Box::new(CqlType::Native(*key)), Box::new(element)),
    };
    if in_key && ty.is_collection() { CqlType::Frozen(Box::new(ty)) } else { ty }
}

/// The bucket column's name and type.
pub fn bucket_column(bucket: Option<&Bucket>, index: &Index<'_>) -> (String, CqlType) {
    match bucket {
        Some(Bucket::Time { attribute, unit }) => {
            let base = index.attribute(attribute).map_or_else(|| "time".to_owned(), |(_, a)| a.cql_word());
            (format!("{base}_{}", unit.name()), period::unit_type(*unit))
        }
        Some(Bucket::Random { .. }) | None => ("bucket".to_owned(), CqlType::Native(NativeType::Int)),
    }
}

/// A query's table and rows, derived in the view of the roles it names
/// ([`crate::er::roles::view`]); none for a query with an error ([`crate::er::query_errors`]):
/// wrong roles, a path that joins nothing (both reported here), or an error of its own that
/// `check` reports (an attribute that does not exist, an aggregate of a text). Such a query
/// gets no table, so nothing of it reaches another query's table either.
pub(super) fn derive_one(
    index: &Index<'_>,
    graph: &ErGraph<'_>,
    query: &Query,
    ov: &TableOverride,
    diags: &mut Vec<Diagnostic>,
) -> Option<(Table, Rows)> {
    let problems = crate::er::roles::query_problems(index, query);
    if !problems.is_empty() {
        diags.extend(problems);
        return None;
    }
    let has_errors = crate::er::has_errors(index, query);
    match crate::er::roles::view_with(index, Some(graph), query) {
        Some(view) => {
            let index = view.index();
            let graph = ErGraph::new(&index);
            derive_query(&index, &graph, query, ov, has_errors, diags)
        }
        None => derive_query(index, graph, query, ov, has_errors, diags),
    }
}

/// The rows a query asks for, in the view of the roles it names (as [`derive`] computes them).
pub fn query_rows(index: &Index<'_>, graph: &ErGraph<'_>, query: &Query) -> Rows {
    match crate::er::roles::view_with(index, Some(graph), query) {
        Some(view) => {
            let index = view.index();
            let graph = ErGraph::new(&index);
            rows::rows(&index, &graph, query, &access_path(&index, &graph, query))
        }
        None => rows::rows(index, graph, query, &access_path(index, graph, query)),
    }
}

/// The table of one query, with `ov` the user's overrides of it; none when its path joins
/// nothing or it `has_errors` of its own.
fn derive_query(
    index: &Index<'_>,
    graph: &ErGraph<'_>,
    query: &Query,
    ov: &TableOverride,
    has_errors: bool,
    diags: &mut Vec<Diagnostic>,
) -> Option<(Table, Rows)> {
    let project = index.project;
    let path = access_path(index, graph, query);
    let disconnected = crate::er::disconnected(index, query, &path);
    if has_errors || !disconnected.is_empty() {
        diags.extend(disconnected);
        return None;
    }
    let inputs = key_inputs(index, query, &path);
    let (alts, chosen, mut choices, collected) = chosen_key::choose(index, graph, query, &path, &inputs, ov, diags);
    let alt = &alts[chosen];
    // Columns of a relationship's table are named as seen from neither end (`user_id`,
    // `video_id`).
    let name_target = match path.subject {
        Some(crate::er::SubjectRef::Relationship(_)) => None,
        _ => path.target,
    };
    let own_table = names::is_own_table(index, query, name_target);
    let name_of = |a: &AttributeId| column_name(index, a, name_target, own_table);
    let label = |a: &AttributeId| index.label(a);
    let rows_of = match path.subject {
        Some(crate::er::SubjectRef::Relationship(r)) => index.relationship(r).map(|r| r.name.as_str()),
        _ => path.target.and_then(|t| index.entity(t)).map(|e| e.name.as_str()),
    };

    let mut columns: Vec<Column> = Vec::new();
    let prov = |rule: Rule, reason: Reason| Provenance { rule, query: Some(query.id.clone()), reason };
    // The bucket: a remedy chosen by the user, or the default for queries with no equality.
    let bucket = ov.bucket.clone();
    let has_auto_bucket = alt.partition.contains(&KeyPart::Bucket);
    let mut partition_parts: Vec<KeyPart> = alt.partition.clone();
    if bucket.is_some() && !has_auto_bucket {
        partition_parts.push(KeyPart::Bucket);
    }
    for part in &partition_parts {
        match part {
            KeyPart::Attribute(a) => {
                let reason = reasons::partition_key(index, query, &inputs, a);
                columns.push(Column {
                    name: name_of(a),
                    ty: attribute_type(index, a, true),
                    role: Role::PartitionKey,
                    attribute: Some(a.clone()),
                    provenance: prov(Rule::Mr2, reason),
                    indexed: false,
                    mask: None,
                });
            }
            KeyPart::Bucket => {
                let (name, ty) = bucket_column(bucket.as_ref(), index);
                let reason = match &bucket {
                    Some(Bucket::Time { attribute, unit }) => {
                        Reason::TimeBucket { attribute: label(attribute), unit: *unit }
                    }
                    Some(Bucket::Random { count }) => Reason::RandomBucket { count: *count },
                    None => Reason::NoEqualityBucket,
                };
                columns.push(Column {
                    name,
                    ty,
                    role: Role::PartitionKey,
                    attribute: None,
                    provenance: prov(Rule::Bucket, reason),
                    indexed: false,
                    mask: None,
                });
            }
        }
    }
    let clustered: Vec<&AttributeId> = alt.clustering.iter().filter_map(|(p, _)| p.attribute()).collect();
    let mut place = 0;
    for (part, dir) in &alt.clustering {
        let KeyPart::Attribute(a) = part else { continue };
        let rule = inputs.rule_of(a);
        let ties_of = key::ties_of(&inputs, &clustered, place);
        place += 1;
        let reason = reasons::clustering(index, query, &inputs, a, *dir, rows_of, ties_of);
        columns.push(Column {
            name: name_of(a),
            ty: attribute_type(index, a, true),
            role: Role::Clustering(*dir),
            attribute: Some(a.clone()),
            provenance: prov(rule, reason),
            indexed: false,
            mask: None,
        });
    }
    let partition_attrs: Vec<&AttributeId> = partition_parts.iter().filter_map(KeyPart::attribute).collect();
    let by_partition = crate::er::determined(index, &partition_attrs, Some(&path.relationships));
    let clustering_attrs: Vec<AttributeId> =
        columns.iter().filter(|c| matches!(c.role, Role::Clustering(_))).filter_map(|c| c.attribute.clone()).collect();
    let has_clustering = columns.iter().any(|c| matches!(c.role, Role::Clustering(_)));
    // A column is static only where a partition holds several rows: when the partition key
    // determines every clustering column (an entity reached by to-one steps), each partition
    // is one row, and Cassandra refuses a SELECT of only static columns that restricts a
    // clustering column ("Cannot restrict clustering columns when selecting only static
    // columns", found by `prove` on Cassandra 5.0.9).
    let several_rows = clustering_attrs.iter().any(|c| !determined_by(index, c, &by_partition, &[]));
    let noun = names::subject_noun(index, path.subject);
    let aggregates = aggregate::columns(index, query, &noun, diags);
    let counter_table = aggregates.iter().any(|c| c.ty == CqlType::Native(NativeType::Counter));
    let wanted = wanted_columns(index, query, &ov.columns, counter_table, &columns, diags);
    for (a, rule) in wanted {
        if index.attribute(a).is_none() || columns.iter().any(|c| c.attribute.as_ref() == Some(a)) {
            continue;
        }
        let is_static = several_rows && determined_by(index, a, &by_partition, &clustering_attrs);
        let reason = reasons::value(index, query, a, rule, is_static);
        columns.push(Column {
            name: name_of(a),
            ty: attribute_type(index, a, false),
            role: if is_static { Role::Static } else { Role::Regular },
            attribute: Some(a.clone()),
            provenance: prov(rule, reason),
            indexed: false,
            mask: None,
        });
    }
    columns.extend(aggregates);
    period::shape(index, query, &mut columns, &mut choices);
    collection::shape(index, alt, collected.as_ref(), &mut columns, &mut choices);
    apply_column_edits(index, query, &ov.columns, &mut columns, has_clustering, diags);
    order_columns(&mut columns);
    dedupe_column_names(index, query, &mut columns, diags);

    let (derived_name, full_name) = table_name(index, query, &path);
    if let Some(full) = full_name {
        choices.push(Choice::NameShortened { full });
    }
    let name = ov.name.clone().filter(|n| !n.trim().is_empty()).unwrap_or_else(|| derived_name.clone());
    let keyspace = keyspace_of(project, ov, &name, query, diags);
    let mut table = Table {
        name,
        derived_name,
        keyspace,
        origin: Origin::Derived(query.id.clone()),
        subject: path.subject.map(crate::logical::Subject::from),
        queries: vec![query.id.clone()],
        columns,
        options: ov.options.iter().map(|(k, v)| (k.clone(), v.clone())).collect(),
        alternatives: alts,
        chosen,
        bucket,
        view_of: None,
        indexes: Vec::new(),
        choices,
    };
    sai::vector_index(query, &mut table);
    lifetime::suggest(index, &mut table);
    Some((table, rows::rows(index, graph, query, &path)))
}

/// The keyspace a query's table goes to: the user's, else the default; a keyspace the
/// project does not define is an error.
fn keyspace_of(
    project: &Project,
    ov: &crate::project::TableOverride,
    name: &str,
    query: &Query,
    diags: &mut Vec<Diagnostic>,
) -> String {
    let keyspace = ov.keyspace.clone().unwrap_or_else(|| project.default_keyspace().to_owned());
    if let Some(ks) = &ov.keyspace {
        if !project.physical.keyspaces.iter().any(|k| &k.name == ks) {
            diags.push(
                Diagnostic::error(
                    Code::KeyspaceProblem,
                    msg!("derive-keyspace-not-defined", name = name.to_string(), ks = ks.to_string()),
                )
                .table(name)
                .query(&query.id)
                .fix(msg!("derive-add-keyspace-or-move-table", ks = ks.to_string())),
            );
        }
    }
    keyspace
}

/// The attributes a query's table holds beyond its key, with the rule that brings each: what
/// the query returns, the vector a nearest-neighbour search compares, and what the user added
/// by hand. Beside the counters of a counter table only key columns may stand: the others are
/// reported.
fn wanted_columns<'q>(
    index: &Index<'_>,
    query: &'q Query,
    edits: &'q [ColumnEdit],
    counter_table: bool,
    columns: &[Column],
    diags: &mut Vec<Diagnostic>,
) -> Vec<(&'q AttributeId, Rule)> {
    let mut wanted: Vec<(&AttributeId, Rule)> = query.find.iter().map(|a| (a, Rule::Mr1)).collect();
    // The vector a nearest-neighbour search compares lives in the table beside what it returns.
    wanted.extend(query.nearest.iter().map(|n| (&n.attribute, Rule::Mr1)));
    if counter_table {
        // Nothing but counters may stand beside the key of a counter table.
        wanted.retain(|(a, _)| {
            let keep = columns.iter().any(|c| c.attribute.as_ref() == Some(*a));
            if !keep {
                let what = index.label(a);
                diags.push(
                    Diagnostic::warning(
                        Code::AggregateUnserved,
                        msg!("derive-not-from-counter-table", id = query.id.to_string(), what = what.to_string()),
                    )
                    .query(&query.id)
                    .attribute(a)
                    .fix(msg!("derive-ask-in-own-query", what = what)),
                );
            }
            keep
        });
    }
    for e in edits {
        if let ColumnEdit::Add { attribute } = e {
            wanted.push((attribute, Rule::Manual));
        }
    }
    wanted
}

/// `true` when an attribute's value is fixed by the partition key alone: the entity it
/// belongs to is determined by the partition key (its key, an alternate key, or a to-one
/// step from one), or the relationship instance it belongs to is, and no attribute of that
/// relationship is a clustering column (then each row is another instance). Whoever owns it:
/// the key of an entity one to-one step away (an order's delivery option in the table of its
/// items) is as fixed as the order's own attributes.
fn determined_by(
    index: &Index<'_>,
    a: &AttributeId,
    by_partition: &crate::er::Determined<'_>,
    clustering: &[AttributeId],
) -> bool {
    match index.attribute(a) {
        Some((Owner::Entity(e), _)) => by_partition.entity(e),
        Some((Owner::Relationship(r), _)) => {
            by_partition.relationship(r)
                && !clustering.iter().any(|c| matches!(index.attribute(c), Some((Owner::Relationship(x), _)) if x == r))
        }
        None => false,
    }
}

fn apply_column_edits(
    index: &Index<'_>,
    query: &Query,
    edits: &[ColumnEdit],
    columns: &mut Vec<Column>,
    has_clustering: bool,
    diags: &mut Vec<Diagnostic>,
) {
    let stale = |what: Text, a: &AttributeId| {
        Diagnostic::warning(
            Code::StaleOverride,
            msg!("derive-manual-edit-stale", id = query.id.to_string(), edit = what, column = a.to_string()),
        )
        .query(&query.id)
        .attribute(a)
    };
    for edit in edits {
        match edit {
            ColumnEdit::Add { .. } => {}
            ColumnEdit::Rename { attribute, name } => {
                match columns.iter_mut().find(|c| c.attribute.as_ref() == Some(attribute)) {
                    Some(c) if !name.trim().is_empty() => c.name = name.clone(),
                    Some(_) => {}
                    None => diags.push(stale(msg!("derive-rename"), attribute)),
                }
            }
            ColumnEdit::Remove { attribute } => {
                match columns.iter().position(|c| c.attribute.as_ref() == Some(attribute)) {
                    Some(i) if !columns[i].role.is_key() => {
                        columns.remove(i);
                    }
                    Some(i) => diags.push(
                        Diagnostic::warning(
                            Code::StaleOverride,
                            msg!(
                                "derive-key-column-not-removable",
                                id = query.id.to_string(),
                                column = (columns[i].name).to_string()
                            ),
                        )
                        .query(&query.id)
                        .attribute(attribute)
                        .fix(msg!("derive-choose-another-key-alternative")),
                    ),
                    None => diags.push(stale(msg!("derive-remove"), attribute)),
                }
            }
            ColumnEdit::Static { attribute, is_static } => {
                match columns.iter_mut().find(|c| c.attribute.as_ref() == Some(attribute)) {
                    Some(c) if !c.role.is_key() => {
                        c.role = if *is_static && has_clustering { Role::Static } else { Role::Regular };
                        c.provenance.rule = Rule::Manual;
                        c.provenance.reason = Reason::MarkedByHand {
                            attribute: index.label(attribute),
                            is_static: *is_static && has_clustering,
                        };
                    }
                    Some(_) => {}
                    None => diags.push(stale(msg!("derive-static"), attribute)),
                }
            }
            ColumnEdit::Index { attribute } => {
                match columns.iter_mut().find(|c| c.attribute.as_ref() == Some(attribute)) {
                    Some(c) => c.indexed = true,
                    None => diags.push(stale(msg!("derive-index"), attribute)),
                }
            }
        }
    }
}

/// Partition key, clustering, static, regular; stable within each group.
pub(super) fn order_columns(columns: &mut [Column]) {
    columns.sort_by_key(|c| match c.role {
        Role::PartitionKey => 0,
        Role::Clustering(_) => 1,
        Role::Static => 2,
        Role::Regular => 3,
    });
}

/// Two columns with one name: the later gets its entity's name in front, then a number.
fn dedupe_column_names(index: &Index<'_>, query: &Query, columns: &mut [Column], diags: &mut Vec<Diagnostic>) {
    let mut seen: FxHashSet<String> = FxHashSet::default();
    for column in columns.iter_mut() {
        let original = column.name.clone();
        if seen.insert(original.clone()) {
            continue;
        }
        let owner = column.attribute.as_ref().and_then(|a| match index.attribute(a) {
            Some((Owner::Entity(e), _)) => index.entity(e).map(crate::project::Entity::cql_word),
            Some((Owner::Relationship(r), _)) => index.relationship(r).map(crate::project::Relationship::cql_word),
            None => None,
        });
        let mut candidate = owner.map_or_else(|| original.clone(), |o| names::qualify(&o, &original));
        let mut n = 2;
        while seen.contains(&candidate) {
            candidate = format!("{original}_{n}");
            n += 1;
        }
        diags.push(
            Diagnostic::warning(
                Code::NameCollision,
                msg!(
                    "derive-column-name-taken",
                    id = query.id.to_string(),
                    original = original.to_string(),
                    candidate = candidate.to_string()
                ),
            )
            .query(&query.id)
            .column(&candidate)
            .fix(msg!("derive-give-column-name")),
        );
        column.name = candidate.clone();
        seen.insert(candidate);
    }
}

/// A table the user defined directly, as a logical table.
pub fn defined_table(project: &Project, def: &TableDef) -> Table {
    let mut columns: Vec<Column> = def
        .columns
        .iter()
        .map(|c| Column {
            name: c.name.clone(),
            ty: c.ty.clone(),
            role: c.role,
            attribute: None,
            provenance: Provenance {
                rule: Rule::Defined,
                query: None,
                reason: Reason::Defined { table: def.name.clone() },
            },
            indexed: c.indexed || def.indexes.iter().any(|i| i.column.as_deref() == Some(c.name.as_str())),
            mask: c.mask.clone(),
        })
        .collect();
    order_columns(&mut columns);
    Table {
        name: def.name.clone(),
        derived_name: def.name.clone(),
        keyspace: def.keyspace.clone().unwrap_or_else(|| project.default_keyspace().to_owned()),
        origin: Origin::Defined(def.id.clone()),
        subject: None,
        queries: def.queries.clone(),
        columns,
        options: def.options.iter().map(|(k, v)| (k.clone(), v.clone())).collect(),
        alternatives: Vec::new(),
        chosen: 0,
        bucket: None,
        view_of: def.view_of.clone(),
        indexes: def.indexes.clone(),
        choices: Vec::new(),
    }
}

impl Direction {
    /// `C↑` or `C↓` role for a clustering column in this direction.
    pub fn role(self) -> Role {
        Role::Clustering(self)
    }
}
