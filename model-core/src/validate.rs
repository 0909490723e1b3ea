//! Validation: what is wrong or dangling in a project, as diagnostics. Never panics.

use crate::derive::Derivation;
use crate::diagnostic::{Code, Diagnostic};
use crate::logical::{Origin, Role};
use crate::project::{Index, Project};
use crate::query_plan::{PlanProblem, plan};
use std::collections::{HashMap, HashSet};

/// Validates a project against its derivation; includes the derivation's own diagnostics.
pub fn validate(project: &Project, derivation: &Derivation) -> Vec<Diagnostic> {
    let index = project.index();
    let mut d: Vec<Diagnostic> = derivation.diagnostics.clone();
    references(&index, &mut d);
    names(project, &mut d);
    keys(&index, &mut d);
    queries(&index, &mut d);
    tables(&index, derivation, &mut d);
    crate::diagnostic::sort(&mut d);
    d
}

fn references(index: &Index<'_>, d: &mut Vec<Diagnostic>) {
    let p = index.project;
    for r in &p.relationships {
        for end in &r.ends {
            if index.entity(&end.entity).is_none() {
                d.push(
                    Diagnostic::error(
                        Code::DanglingReference,
                        format!("relationship {} joins entity {}, which does not exist", r.name, end.entity),
                    )
                    .relationship(&r.id)
                    .fix("Reconnect the relationship to an existing entity, or delete it."),
                );
            }
        }
    }
    for e in &p.entities {
        if let Some(o) = &e.owner {
            if index.entity(o).is_none() {
                d.push(
                    Diagnostic::error(Code::DanglingReference, format!("weak entity {} is owned by {o}, which does not exist", e.name))
                        .entity(&e.id),
                );
            }
        }
    }
    for q in &p.queries {
        for a in q.attributes() {
            if index.attribute(a).is_none() {
                d.push(
                    Diagnostic::error(Code::DanglingReference, format!("{} refers to attribute {a}, which does not exist", q.id))
                        .query(&q.id)
                        .fix("Pick the attribute again in the query's inspector, or remove it."),
                );
            }
        }
        if let Some(e) = &q.entity {
            if index.entity(e).is_none() {
                d.push(
                    Diagnostic::error(Code::DanglingReference, format!("{} returns entity {e}, which does not exist", q.id)).query(&q.id),
                );
            }
        }
    }
    for t in &p.transitions {
        for end in [&t.from, &t.to] {
            if index.query(end).is_none() {
                d.push(
                    Diagnostic::error(
                        Code::DanglingReference,
                        format!("a workflow transition {} → {} refers to {end}, which does not exist", t.from, t.to),
                    )
                    .query(end),
                );
            }
        }
    }
    for q in p.overrides.tables.keys() {
        if index.query(q).is_none() {
            d.push(Diagnostic::warning(
                Code::StaleOverride,
                format!("table choices are stored for {q}, which no longer exists; they are ignored"),
            ));
        }
    }
    for a in p.physical.types.keys() {
        if index.attribute(a).is_none() {
            d.push(Diagnostic::warning(
                Code::StaleOverride,
                format!("a CQL type is stored for attribute {a}, which no longer exists; it is ignored"),
            ));
        }
    }
}

fn names(p: &Project, d: &mut Vec<Diagnostic>) {
    let mut entity_names: HashMap<String, &crate::ids::EntityId> = HashMap::new();
    for e in &p.entities {
        if e.name.trim().is_empty() {
            d.push(Diagnostic::error(Code::DuplicateName, format!("entity {} has no name", e.id)).entity(&e.id));
        } else if entity_names.insert(e.name.trim().to_lowercase(), &e.id).is_some() {
            d.push(
                Diagnostic::error(Code::DuplicateName, format!("two entities are named {}", e.name))
                    .entity(&e.id)
                    .fix("Rename one of them."),
            );
        }
        let mut attr_names = HashSet::new();
        for a in &e.attributes {
            if crate::naming::snake_case(&a.name).is_empty() && a.column.is_none() {
                d.push(
                    Diagnostic::error(
                        Code::InvalidCqlName,
                        format!("attribute {:?} of {} has no letters or digits to make a column name from", a.name, e.name),
                    )
                    .entity(&e.id)
                    .attribute(&a.id)
                    .fix("Rename the attribute, or give it a column name in the inspector."),
                );
            }
            if !attr_names.insert(a.name.trim().to_lowercase()) {
                d.push(
                    Diagnostic::error(Code::DuplicateName, format!("entity {} has two attributes named {}", e.name, a.name))
                        .entity(&e.id)
                        .attribute(&a.id),
                );
            }
        }
    }
    for r in &p.relationships {
        let mut attr_names = HashSet::new();
        for a in &r.attributes {
            if !attr_names.insert(a.name.trim().to_lowercase()) {
                d.push(
                    Diagnostic::error(Code::DuplicateName, format!("relationship {} has two attributes named {}", r.name, a.name))
                        .relationship(&r.id)
                        .attribute(&a.id),
                );
            }
        }
    }
    let mut ids: HashSet<&str> = HashSet::new();
    for id in p.all_ids() {
        if !ids.insert(id) {
            d.push(Diagnostic::error(
                Code::DuplicateName,
                format!("the id {id} is used twice in the project file; references to it are ambiguous"),
            ));
        }
    }
}

fn keys(index: &Index<'_>, d: &mut Vec<Diagnostic>) {
    for e in &index.project.entities {
        if index.full_key(&e.id).is_empty() {
            d.push(
                Diagnostic::error(Code::EntityWithoutKey, format!("entity {} has no key attribute", e.name))
                    .entity(&e.id)
                    .fix("Mark the attribute(s) that identify an instance as key (underlined)."),
            );
        } else if e.owner.is_some() && !e.attributes.iter().any(|a| a.key) {
            d.push(
                Diagnostic::warning(
                    Code::EntityWithoutKey,
                    format!("weak entity {} has no partial key: one owner can have only one of it", e.name),
                )
                .entity(&e.id)
                .fix("Mark the attribute that tells its instances apart within one owner as key."),
            );
        }
    }
}

fn queries(index: &Index<'_>, d: &mut Vec<Diagnostic>) {
    let mut seen = HashSet::new();
    for q in &index.project.queries {
        if !seen.insert(q.id.as_str()) {
            d.push(Diagnostic::error(Code::DuplicateName, format!("two queries have the id {}", q.id)).query(&q.id));
        }
        if q.find.is_empty() {
            d.push(
                Diagnostic::warning(Code::QueryWithoutFind, format!("{} returns nothing: it has no find attribute", q.id))
                    .query(&q.id)
                    .fix("Add the attributes the task needs to the query's find list."),
            );
        }
        let has_entity = q.entity.is_some() || q.attributes().iter().any(|a| index.entity_of(a).is_some());
        if !has_entity {
            d.push(
                Diagnostic::error(Code::QueryWithoutEntity, format!("{} does not say which entity it returns", q.id))
                    .query(&q.id)
                    .fix("Choose the entity the query returns in its inspector."),
            );
        }
    }
}

fn tables(index: &Index<'_>, derivation: &Derivation, d: &mut Vec<Diagnostic>) {
    for t in &derivation.model.tables {
        let counters: Vec<&str> = t.columns.iter().filter(|c| c.ty.is_counter()).map(|c| c.name.as_str()).collect();
        if !counters.is_empty() {
            let others: Vec<&str> =
                t.columns.iter().filter(|c| !c.role.is_key() && !c.ty.is_counter()).map(|c| c.name.as_str()).collect();
            let keyed: Vec<&str> =
                t.columns.iter().filter(|c| c.role.is_key() && c.ty.is_counter()).map(|c| c.name.as_str()).collect();
            if !others.is_empty() || !keyed.is_empty() {
                let mut diag = Diagnostic::error(
                    Code::CounterMixed,
                    format!(
                        "table {} mixes counter columns ({}) with {}: CQL requires every non-key column of a counter table to be a counter",
                        t.name,
                        counters.join(", "),
                        if keyed.is_empty() { format!("other columns ({})", others.join(", ")) } else { "a counter in the primary key".to_owned() }
                    ),
                )
                .table(&t.name)
                .fix("Move the counters to a query (and table) of their own.");
                if let Some(q) = t.queries.first() {
                    diag = diag.query(q);
                }
                d.push(diag);
            }
        }
        if t.columns.iter().any(|c| c.role == Role::Static) && t.clustering().next().is_none() {
            d.push(
                Diagnostic::error(
                    Code::CounterMixed,
                    format!("table {} has static columns but no clustering column; CQL rejects that", t.name),
                )
                .table(&t.name),
            );
        }
        for (name, value) in &t.options {
            if !crate::cql::is_valid_option_name(name) || !crate::cql::is_valid_option_value(value) {
                d.push(
                    Diagnostic::warning(
                        Code::InvalidCqlName,
                        format!("table {} has an option {name} = {value} that is not valid CQL; it is left out of schema.cql", t.name),
                    )
                    .table(&t.name)
                    .fix("Write the value as a CQL constant ('text', 42, true) or map ({'class': '...'})."),
                );
            }
        }
        if !matches!(t.origin, Origin::Derived(_)) {
            continue;
        }
        for qid in &t.queries {
            let Some(q) = index.query(qid) else { continue };
            let plan = plan(index, q, t);
            for problem in &plan.problems {
                if let PlanProblem::OrderAgainstClustering { .. } | PlanProblem::OrderNotClustering { .. } = problem {
                    d.push(
                        Diagnostic::error(Code::OrderAgainstClustering, format!("{qid}: {problem}"))
                            .query(qid)
                            .table(&t.name)
                            .fix("Choose a key alternative whose clustering order matches, or change the query's order."),
                    );
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builder::ProjectBuilder;
    use crate::cql_type::NativeType::{Counter, Int, Text};
    use crate::ids::{EntityId, QueryId};
    use crate::project::Cardinality::{Many, One};
    use crate::project::Direction::Asc;
    use crate::project::Predicate::Eq;
    use crate::project::Transition;

    fn codes(p: &Project) -> Vec<Code> {
        validate(p, &crate::derive(p)).into_iter().map(|d| d.code).collect()
    }

    fn base() -> ProjectBuilder {
        ProjectBuilder::new("v")
            .entity("user", &[("id", Int, true), ("name", Text, false)])
            .entity("book", &[("isbn", Text, true), ("title", Text, false)])
            .relationship("reads", "user", Many, "book", Many)
            .query("Q1", Some("book"), &[("user.id", Eq)], &["book.title"], &[])
    }

    #[test]
    fn a_clean_model_has_no_diagnostic() {
        assert_eq!(codes(&base().build()), Vec::<Code>::new());
    }

    #[test]
    fn dangling_references() {
        let p = base().query("Q2", Some("book"), &[("book.nope", Eq)], &["book.title"], &[]).build();
        assert!(codes(&p).contains(&Code::DanglingReference));
        let p = base().with(|p| p.relationships[0].ends[1].entity = EntityId::from("ghost")).build();
        assert!(codes(&p).contains(&Code::DanglingReference));
        let p = base().with(|p| p.transitions.push(Transition { from: "Q1".into(), to: "Q9".into() })).build();
        assert!(codes(&p).contains(&Code::DanglingReference));
        let p = base().with(|p| p.queries[0].entity = Some(EntityId::from("ghost"))).build();
        assert!(codes(&p).contains(&Code::DanglingReference));
    }

    #[test]
    fn duplicate_names_and_ids() {
        let p = base().with(|p| p.entities[1].name = "User".into()).build();
        assert!(codes(&p).contains(&Code::DuplicateName));
        let p = base().with(|p| p.entities[0].attributes[1].name = "ID".into()).build();
        assert!(codes(&p).contains(&Code::DuplicateName));
        let p = base().with(|p| {
            let q = p.queries[0].clone();
            p.queries.push(q);
        });
        assert!(codes(&p.build()).contains(&Code::DuplicateName));
    }

    #[test]
    fn entity_without_key() {
        let p = base().with(|p| p.entities[1].attributes[0].key = false).build();
        assert!(codes(&p).contains(&Code::EntityWithoutKey));
    }

    #[test]
    fn query_without_find_or_entity() {
        let p = base().with(|p| p.queries[0].find.clear()).build();
        assert!(codes(&p).contains(&Code::QueryWithoutFind));
        let p = ProjectBuilder::new("v")
            .entity("a", &[("id", Int, true)])
            .entity("b", &[("id", Int, true)])
            .relationship("r", "a", One, "b", Many)
            .relationship_attribute("since", Int)
            .query("Q1", None, &[], &["r.since"], &[])
            .build();
        assert!(codes(&p).contains(&Code::QueryWithoutEntity));
    }

    #[test]
    fn counters_mixed_with_other_columns() {
        let p = base()
            .with_attribute("book.title", |a| a.ty = Counter)
            .query("Q2", Some("book"), &[("book.isbn", Eq)], &["book.title"], &[])
            .build();
        // Q2's table holds only the counter: fine. Q1 holds title (a counter) alone too: fine.
        assert!(!codes(&p).contains(&Code::CounterMixed));
        let p = base()
            .entity("stats", &[("isbn", Text, true), ("reads", Counter, false), ("note", Text, false)])
            .query("Q3", Some("stats"), &[("stats.isbn", Eq)], &["stats.reads", "stats.note"], &[])
            .build();
        assert!(codes(&p).contains(&Code::CounterMixed));
    }

    #[test]
    fn ordering_that_contradicts_the_clustering_order() {
        // Ordering by a partition-key column cannot be served.
        let p = base().query("Q2", Some("book"), &[("user.id", Eq)], &["book.title"], &[("user.id", Asc)]).build();
        let d = validate(&p, &crate::derive(&p));
        assert!(d.iter().any(|x| x.code == Code::OrderAgainstClustering && x.subject.query == Some(QueryId::from("Q2"))));
        // Ordering by the clustering column as stored is fine.
        let p = base().query("Q2", Some("book"), &[("user.id", Eq)], &["book.title"], &[("book.isbn", Asc)]).build();
        assert!(!codes(&p).contains(&Code::OrderAgainstClustering));
    }

    #[test]
    fn stale_overrides_are_reported() {
        let p = base()
            .with(|p| {
                p.overrides.tables.insert("Q7".into(), crate::project::TableOverride::default());
            })
            .build();
        assert!(codes(&p).contains(&Code::StaleOverride));
    }

    #[test]
    fn udt_problems() {
        let p = base()
            .with_attribute("book.title", |a| {
                a.fields = vec![crate::project::Field { name: "x".into(), ty: crate::cql_type::CqlType::Udt("missing".into()) }];
            })
            .build();
        assert!(codes(&p).contains(&Code::UdtProblem));
    }

    #[test]
    fn keyspace_problems() {
        let p = base().with(|p| p.physical.keyspaces.clear()).build();
        assert!(codes(&p).contains(&Code::KeyspaceProblem));
        let p = base().with(|p| p.physical.keyspaces[0].name = "bad name".into()).build();
        assert!(codes(&p).contains(&Code::InvalidCqlName));
    }

    #[test]
    fn never_panics_on_empty_or_self_owned_models() {
        assert!(codes(&Project::default()).is_empty());
        let p = base().with(|p| p.entities[0].owner = Some(EntityId::from("user"))).build();
        let _ = codes(&p);
    }
}
