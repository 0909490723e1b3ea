//! The owner-partition rule's size check: an owner's partition that would grow past the
//! method's guidance (or without bound) takes the query's further equality attributes into
//! its partition key, one at a time in the order given, until it fits.

use crate::er::{ErGraph, SubjectRef};
use crate::estimate::{Ctx, GUIDE_VALUES, Nr, rows_per_partition};
use crate::ids::AttributeId;
use crate::logical::{Column, Origin, Provenance, Role, Rule, Subject, Table};
use crate::project::{Direction, Index, Query};

/// How an owner's partition fares against the guidance.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Fit {
    /// Within the guidance, or not known (no estimate says otherwise).
    Fits,
    /// About this many values per partition, over the guidance.
    TooManyValues(f64),
    /// Grows without bound.
    Unbounded,
}

/// Whether a partition keyed by `partition`, clustered by `clustering`, with `regular`
/// further columns, fits the guidance, from the conceptual model's estimates.
pub fn fit(
    index: &Index<'_>,
    graph: &ErGraph<'_>,
    query: &Query,
    subject: Option<SubjectRef<'_>>,
    partition: &[&AttributeId],
    clustering: &[(&AttributeId, Direction)],
    regular: usize,
) -> Fit {
    let column = |a: &AttributeId, role: Role| Column {
        name: a.as_str().to_owned(),
        ty: crate::cql::CqlType::Native(crate::cql::NativeType::Text),
        role,
        attribute: Some(a.clone()),
        // A table of keys only, for its estimate: never shown.
        provenance: Provenance {
            rule: Rule::Mr2,
            query: None,
            reason: crate::logical::Reason::PartitionKey { attribute: String::new() },
        },
        indexed: false,
        mask: None,
    };
    let mut columns: Vec<Column> = partition.iter().map(|a| column(a, Role::PartitionKey)).collect();
    columns.extend(clustering.iter().map(|(a, d)| column(a, Role::Clustering(*d))));
    let table = Table {
        name: String::new(),
        derived_name: String::new(),
        keyspace: String::new(),
        origin: Origin::Derived(query.id.clone()),
        subject: subject.map(Subject::from),
        queries: vec![query.id.clone()],
        columns,
        options: Vec::new(),
        alternatives: Vec::new(),
        chosen: 0,
        bucket: None,
        view_of: None,
        choices: Vec::new(),
        indexes: Vec::new(),
    };
    match rows_per_partition(&Ctx { index, graph }, &table).nr {
        Nr::Known(rows) => {
            let values = rows * regular.max(1) as f64;
            if values > GUIDE_VALUES { Fit::TooManyValues(values) } else { Fit::Fits }
        }
        Nr::Unbounded { .. } => Fit::Unbounded,
        Nr::Unknown { .. } => Fit::Fits,
    }
}

/// The default partition key: the owner's key, widened by the query's further equality
/// attributes (one at a time, in the order given) while the owner's partition would cross
/// the guidance. Returns the key and, when widened, the attributes moved and the values
/// the owner's partition alone would hold (`None`: unbounded).
pub fn widen<'a>(
    index: &Index<'a>,
    graph: &ErGraph<'a>,
    query: &'a Query,
    path: &super::AccessPath<'a>,
    k: &super::KeyInputs<'a>,
) -> (Vec<&'a AttributeId>, Option<(Vec<AttributeId>, Option<f64>)>) {
    let mut partition = k.partition.clone();
    let filters: Vec<&'a AttributeId> = k.filters().copied().collect();
    if filters.is_empty() || k.owner.is_empty() {
        return (partition, None);
    }
    let mut key_attrs = k.searched();
    key_attrs.extend(k.uniqueness.iter().copied());
    let regular = query.find.iter().filter(|a| !key_attrs.contains(a)).count();
    let clustering_for = |p: &[&'a AttributeId]| super::key::clustering_attributes(k, |a| p.contains(&a));
    let values = match fit(index, graph, query, path.subject, &partition, &clustering_for(&partition), regular) {
        Fit::Fits => return (partition, None),
        Fit::TooManyValues(v) => Some(v),
        Fit::Unbounded => None,
    };
    let mut moved = Vec::new();
    for f in filters {
        partition.push(f);
        partition.sort_by_key(|a| k.equality.iter().position(|x| x == a));
        moved.push(f.clone());
        if fit(index, graph, query, path.subject, &partition, &clustering_for(&partition), regular) == Fit::Fits {
            break;
        }
    }
    (partition, Some((moved, values)))
}

/// The names of the entities owning a query's rows.
pub fn owner_names(index: &Index<'_>, k: &super::KeyInputs<'_>) -> Vec<String> {
    k.owner.iter().map(|e| index.entity(e).map_or_else(|| e.to_string(), |e| e.name.clone())).collect()
}

/// Why the default key is what it is.
pub fn default_reason(
    index: &Index<'_>,
    k: &super::KeyInputs<'_>,
    widened: Option<&(Vec<AttributeId>, Option<f64>)>,
) -> crate::logical::AlternativeReason {
    use crate::logical::AlternativeReason;
    if k.equality.is_empty() {
        return AlternativeReason::Bucket;
    }
    if k.owner.is_empty() || (widened.is_none() && k.filters().next().is_none()) {
        return AlternativeReason::AllEquality;
    }
    let owners = owner_names(index, k);
    match widened {
        Some((moved, values)) => AlternativeReason::Widened {
            owners,
            moved: moved.iter().map(|a| index.label(a)).collect(),
            values: values.map(|v| v.min(u64::MAX as f64).max(0.0) as u64),
        },
        None => AlternativeReason::Owner { owners, filters: k.filters().map(|a| index.label(a)).collect() },
    }
}
