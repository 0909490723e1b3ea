//! The givens the application compares after reading: an attribute it updates in place (a
//! password, a status) is no key column of a query that finds its rows by the rest of what
//! it gives (issue 46, item 2; docs/method.md §2b). One place for the decision, read by
//! derivation (which keys the table by the rest) and by the query plan (which leaves the
//! comparison out of the WHERE and says it).

use crate::ids::AttributeId;
use crate::project::{Index, Project, Query};
use std::borrow::Cow;

/// The given attributes of `query` that the application compares after reading, in the
/// query's order. A given is compared after reading when its attribute is updated in place
/// ([`crate::project::Attribute::updated`]), is no key attribute of its entity and no
/// collection, the query does not order by it, and the rest of what the query gives still
/// has an equality to find the partition by. A query with a LIMIT, a nearest-neighbour
/// search or aggregates keeps every given in the key: a cut or a sum made before the
/// application's comparison would be wrong.
pub fn givens<'q>(index: &Index<'_>, query: &'q Query) -> Vec<&'q AttributeId> {
    if query.limit.is_some() || query.nearest.is_some() || !query.aggregates.is_empty() || query.per.is_some() {
        return Vec::new();
    }
    let updated = |a: &AttributeId| {
        index.attribute(a).is_some_and(|(_, at)| at.updated && !at.key && at.multi.is_none())
            && !query.order_by.iter().any(|o| &o.attribute == a)
    };
    let out: Vec<&AttributeId> = query.given.iter().map(|g| &g.attribute).filter(|a| updated(a)).collect();
    if out.is_empty() {
        return out;
    }
    let rest_finds = query.given.iter().any(|g| g.predicate.is_equality() && !out.contains(&&g.attribute));
    if rest_finds { out } else { Vec::new() }
}

/// `project` as derivation reads it: each query without the givens the application compares
/// after reading, which it returns instead (so the table holds them as regular columns). The
/// project itself when no query has such a given (the common case costs no copy).
pub fn as_derived(project: &Project) -> Cow<'_, Project> {
    if !project.entities.iter().any(|e| e.attributes.iter().any(|a| a.updated))
        && !project.relationships.iter().any(|r| r.attributes.iter().any(|a| a.updated))
    {
        return Cow::Borrowed(project);
    }
    let index = project.index();
    let changes: Vec<(usize, Vec<AttributeId>)> = project
        .queries
        .iter()
        .enumerate()
        .filter_map(|(i, q)| {
            let after: Vec<AttributeId> = givens(&index, q).into_iter().cloned().collect();
            (!after.is_empty()).then_some((i, after))
        })
        .collect();
    if changes.is_empty() {
        return Cow::Borrowed(project);
    }
    let mut out = project.clone();
    for (i, after) in changes {
        let q = &mut out.queries[i];
        q.given.retain(|g| !after.contains(&g.attribute));
        for a in after {
            if !q.find.contains(&a) {
                q.find.push(a);
            }
        }
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn signon(updated: bool) -> Project {
        let json = format!(
            r#"{{"format": "keyspace-studio/1", "name": "t",
              "entities": [{{"id": "signon", "name": "Signon", "attributes": [
                {{"id": "signon.username", "name": "username", "type": "text", "key": true}},
                {{"id": "signon.password", "name": "password", "type": "text", "updated": {updated}}},
                {{"id": "signon.last_login", "name": "last_login", "type": "timestamp"}}]}}],
              "queries": [{{"id": "Q1", "description": "sign in",
                "given": [{{"attribute": "signon.username", "op": "="}}, {{"attribute": "signon.password", "op": "="}}],
                "find": ["signon.last_login"]}}]}}"#
        );
        serde_json::from_str(&json).expect("project")
    }

    #[test]
    fn an_updated_given_beside_an_equality_is_compared_after_reading() {
        let p = signon(true);
        let index = p.index();
        assert_eq!(givens(&index, &p.queries[0]), [&AttributeId::from("signon.password")]);
        let derived = as_derived(&p);
        let q = &derived.queries[0];
        assert_eq!(q.given.len(), 1);
        assert!(q.find.contains(&"signon.password".into()), "the table holds it for the comparison");
        assert!(matches!(as_derived(&signon(false)), Cow::Borrowed(_)));
    }

    #[test]
    fn an_updated_given_that_alone_finds_the_rows_or_under_a_limit_stays_in_the_key() {
        let mut p = signon(true);
        p.queries[0].given.remove(0);
        let index = p.index();
        assert!(givens(&index, &p.queries[0]).is_empty(), "nothing else to find the partition by");
        let mut p = signon(true);
        p.queries[0].limit = Some(1);
        let index = p.index();
        assert!(givens(&index, &p.queries[0]).is_empty(), "a LIMIT cuts before the comparison");
    }
}
