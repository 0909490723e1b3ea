//! The user's choices for the tables (alternative, name, key, index, options, buckets), the
//! keyspaces and the attributes' physical types.

use super::*;

/// Changes the user's choices for a query's table; an override left empty is removed (the
/// file omits it).
pub(super) fn with_override(
    p: &mut Project,
    query: &QueryId,
    change: impl FnOnce(&mut TableOverride),
) -> Result<(), EditError> {
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

/// [`Edit::SetTableKey`]: a hand-set key has a partition key and names existing attributes.
pub(super) fn set_key(p: &mut Project, query: &QueryId, key: Option<&ManualKey>) -> Result<(), EditError> {
    if let Some(k) = key {
        if k.partition.is_empty() {
            return Err(EditError::Invalid(Refusal::NoPartitionKey { query: query.clone() }));
        }
        check_attributes_exist(p, k.partition.iter().chain(k.clustering.iter().map(|o| &o.attribute)))?;
    }
    with_override(p, query, |ov| ov.key = key.cloned())
}

/// [`Edit::SetTableIndexOn`]: the host is another existing query, or none.
pub(super) fn set_index_on(p: &mut Project, query: &QueryId, host: Option<&QueryId>) -> Result<(), EditError> {
    if let Some(h) = host {
        if h == query {
            return Err(EditError::Invalid(Refusal::IndexOnItself { query: query.clone() }));
        }
        if p.query(h).is_none() {
            return Err(not_found(Thing::Query, h));
        }
    }
    with_override(p, query, |ov| ov.index_on = host.cloned())
}

/// [`Edit::SetTableOption`]: a named option set (or cleared, `None`) on the tables of
/// `queries`. Values CQL cannot take are kept and reported by validation, and left out of
/// schema.cql (edit cannot use cql: catalogue words edits, and cql derives).
pub(super) fn set_option(
    p: &mut Project,
    queries: &[QueryId],
    name: &str,
    value: Option<&str>,
) -> Result<(), EditError> {
    if name.trim().is_empty() {
        return Err(EditError::Invalid(Refusal::InvalidTableOption { name: name.to_owned() }));
    }
    if queries.is_empty() {
        return Err(EditError::Invalid(Refusal::OptionWithoutQuery));
    }
    for q in queries {
        with_override(p, q, |ov| {
            ov.options.retain(|k, _| !k.eq_ignore_ascii_case(name));
            if let Some(v) = value {
                ov.options.insert(name.to_ascii_lowercase(), v.trim().to_owned());
            }
        })?;
    }
    Ok(())
}

/// [`Edit::SetTableBucket`]: on existing queries' tables, a time bucket of an existing
/// attribute or at least two random buckets (or none).
pub(super) fn set_bucket(p: &mut Project, queries: &[QueryId], bucket: Option<&Bucket>) -> Result<(), EditError> {
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
        ov.bucket = bucket.cloned();
        if ov.is_empty() {
            p.overrides.tables.remove(query);
        }
    }
    Ok(())
}

/// [`Edit::SetPhysicalType`]: a type a project file can hold, for an existing attribute (or
/// back to the logical type, `None`).
pub(super) fn set_physical_type(
    p: &mut Project,
    attribute: &AttributeId,
    ty: Option<&CqlType>,
) -> Result<(), EditError> {
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
    Ok(())
}

/// [`Edit::SetKeyspace`].
pub(super) fn set_keyspace(p: &mut Project, index: usize, keyspace: &Keyspace) -> Result<(), EditError> {
    let Some(k) = p.physical.keyspaces.get_mut(index) else {
        return Err(not_found(Thing::Keyspace, index));
    };
    *k = keyspace.clone();
    Ok(())
}

/// [`Edit::RemoveKeyspace`].
pub(super) fn remove_keyspace(p: &mut Project, index: usize) -> Result<(), EditError> {
    if index >= p.physical.keyspaces.len() {
        return Err(not_found(Thing::Keyspace, index));
    }
    p.physical.keyspaces.remove(index);
    Ok(())
}
