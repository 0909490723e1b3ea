//! Validation: what is wrong or dangling in a project, as diagnostics. Never panics.

mod dialect;
mod indexes;
mod statements;

use crate::derive::Derivation;
use crate::diagnostic::{Code, Diagnostic};
use crate::ids::QueryId;
use crate::logical::{Origin, Role};
use crate::msg;
use crate::project::{Index, Project};
use crate::query_plan::{PlanProblem, plan};
use crate::text::Text;
use rustc_hash::{FxHashMap, FxHashSet};

/// Validates a project against its derivation; includes the derivation's own diagnostics.
pub fn validate(project: &Project, derivation: &Derivation) -> Vec<Diagnostic> {
    let index = project.index();
    let mut d: Vec<Diagnostic> = derivation.diagnostics.clone();
    references(&index, &mut d);
    names(project, &mut d);
    keys(&index, &mut d);
    queries(&index, &mut d);
    crate::er::check(&index, &mut d);
    tables(&index, derivation, &mut d);
    statements::check(project, derivation, &mut d);
    indexes::indexes_and_masks(&derivation.model.tables, &mut d);
    dialect::check(project, derivation, &mut d);
    // A query not begun yet is incomplete, quietly: nothing of it is reported until it has content.
    let empty: FxHashSet<&QueryId> = project.queries.iter().filter(|q| q.is_empty()).map(|q| &q.id).collect();
    if !empty.is_empty() {
        d.retain(|x| x.subject.query.as_ref().is_none_or(|q| !empty.contains(q)));
    }
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
                        msg!(
                            "validate-relationship-entity-missing",
                            name = r.name.to_string(),
                            entity = end.entity.to_string()
                        ),
                    )
                    .relationship(&r.id)
                    .fix(msg!("validate-reconnect-relationship")),
                );
            }
        }
    }
    for e in &p.entities {
        if let Some(o) = &e.owner {
            if index.entity(o).is_none() {
                d.push(
                    Diagnostic::error(
                        Code::DanglingReference,
                        msg!("validate-owner-missing", name = e.name.to_string(), owner = o.to_string()),
                    )
                    .entity(&e.id),
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
                        msg!(
                            "validate-transition-end-missing",
                            from = t.from.to_string(),
                            to = t.to.to_string(),
                            end = end.to_string()
                        ),
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
                msg!("validate-table-choices-stale", query = q.to_string()),
            ));
        }
    }
    for a in p.physical.types.keys() {
        if index.attribute(a).is_none() {
            d.push(Diagnostic::warning(
                Code::StaleOverride,
                msg!("validate-cql-type-stale", attribute = a.to_string()),
            ));
        }
    }
}

fn names(p: &Project, d: &mut Vec<Diagnostic>) {
    let mut entity_names: FxHashMap<String, &crate::ids::EntityId> = FxHashMap::default();
    for e in &p.entities {
        if e.name.trim().is_empty() {
            d.push(
                Diagnostic::error(Code::DuplicateName, msg!("validate-entity-has-no-name", id = e.id.to_string()))
                    .entity(&e.id),
            );
        } else if entity_names.insert(e.name.trim().to_lowercase(), &e.id).is_some() {
            d.push(
                Diagnostic::error(Code::DuplicateName, msg!("validate-entity-name-twice", name = e.name.to_string()))
                    .entity(&e.id)
                    .fix(msg!("validate-rename-one")),
            );
        }
        if let Some(d2) = cql_name_problem(e.cql_name.as_deref(), &e.name, e.cql_word()) {
            d.push(d2.entity(&e.id));
        }
        let mut attr_names = FxHashSet::default();
        for a in &e.attributes {
            if a.cql_word().is_empty() && a.column.is_none() {
                d.push(
                    Diagnostic::error(
                        Code::InvalidCqlName,
                        msg!(
                            "validate-attribute-name-unusable",
                            name = format!("{:?}", a.name),
                            entity = e.name.to_string()
                        ),
                    )
                    .entity(&e.id)
                    .attribute(&a.id)
                    .fix(msg!("validate-rename-attribute-or-give-column-name")),
                );
            }
            if !attr_names.insert(a.name.trim().to_lowercase()) {
                d.push(
                    Diagnostic::error(
                        Code::DuplicateName,
                        msg!(
                            "validate-entity-attribute-twice",
                            name = e.name.to_string(),
                            attribute = a.name.to_string()
                        ),
                    )
                    .entity(&e.id)
                    .attribute(&a.id),
                );
            }
        }
    }
    for r in &p.relationships {
        if let Some(d2) = cql_name_problem(r.cql_name.as_deref(), &r.name, r.cql_word()) {
            d.push(d2.relationship(&r.id));
        }
        let mut attr_names = FxHashSet::default();
        for a in &r.attributes {
            if !attr_names.insert(a.name.trim().to_lowercase()) {
                d.push(
                    Diagnostic::error(
                        Code::DuplicateName,
                        msg!(
                            "validate-relationship-attribute-twice",
                            name = r.name.to_string(),
                            attribute = a.name.to_string()
                        ),
                    )
                    .relationship(&r.id)
                    .attribute(&a.id),
                );
            }
        }
    }
    let mut ids: FxHashSet<&str> = FxHashSet::default();
    for id in p.all_ids() {
        if !ids.insert(id) {
            d.push(Diagnostic::error(Code::DuplicateName, msg!("validate-id-twice", id = id.to_string())));
        }
    }
}

/// A warning when the CQL name the user wrote for `name` is one no table name may hold: the
/// name's own word (`used`) stands in for it.
fn cql_name_problem(chosen: Option<&str>, name: &str, used: String) -> Option<Diagnostic> {
    let word = chosen.map(str::trim).filter(|w| !w.is_empty())?;
    let problem = crate::cql::schema_name_problem(word)?;
    let said = msg!(
        "validate-cql-name-unusable",
        word = word.to_owned(),
        name = name.to_owned(),
        problem = problem.said(),
        used = used
    );
    Some(Diagnostic::warning(Code::InvalidCqlName, said).fix(msg!("validate-give-cql-name")))
}

fn keys(index: &Index<'_>, d: &mut Vec<Diagnostic>) {
    let keyed = keyed_entities(index);
    // An entity without attributes is not begun yet (just added, its quick-entry line still
    // being typed): incomplete, quietly, until its attributes arrive (issue 44).
    for e in index.project.entities.iter().filter(|e| !e.attributes.is_empty()) {
        if !keyed.contains(e.id.as_str()) {
            d.push(
                Diagnostic::error(
                    Code::EntityWithoutKey,
                    msg!("validate-entity-has-no-key", name = e.name.to_string()),
                )
                .entity(&e.id)
                .fix(msg!("validate-mark-key")),
            );
        } else if e.owner.is_some() && !e.attributes.iter().any(|a| a.key) && !one_per_owner(index, e) {
            d.push(
                Diagnostic::warning(
                    Code::EntityWithoutKey,
                    msg!("validate-weak-entity-has-no-partial-key", name = e.name.to_string()),
                )
                .entity(&e.id)
                .fix(msg!("validate-mark-partial-key")),
            );
        }
    }
}

/// `true` when a relationship says one owner has at most one of this weak entity (its end is
/// `1` in a relationship with its owner): then it needs no partial key.
/// The entities whose full key ([`Index::full_key`]) is not empty: those whose chain of owners
/// (from the top of their supertypes) holds a key attribute. One walk up each chain, stopping
/// at an entity already answered: a chain of n weak entities costs n, not the n² of asking
/// each entity's full key (issue 29).
fn keyed_entities<'a>(index: &Index<'a>) -> FxHashSet<&'a str> {
    let mut answered: FxHashMap<&'a str, bool> = FxHashMap::default();
    let mut keyed = FxHashSet::default();
    for e in &index.project.entities {
        // The top of the entity's supertypes, as `full_key` finds it (cycles cut).
        let (mut root, mut seen) = (e, vec![e.id.as_str()]);
        while let Some(sup) = index.supertype(&root.id).filter(|s| !seen.contains(&s.id.as_str())) {
            seen.push(sup.id.as_str());
            root = sup;
        }
        let (mut walked, mut in_walk): (Vec<&str>, FxHashSet<&str>) = (Vec::new(), FxHashSet::default());
        let mut cur = Some(root);
        let answer = loop {
            let Some(x) = cur else { break false };
            if let Some(&known) = answered.get(x.id.as_str()) {
                break known;
            }
            if !in_walk.insert(x.id.as_str()) {
                break false;
            }
            walked.push(x.id.as_str());
            if x.attributes.iter().any(|a| a.key) {
                break true;
            }
            cur = x.owner.as_ref().and_then(|o| index.entity(o));
        };
        answered.extend(walked.into_iter().map(|w| (w, answer)));
        if answer {
            keyed.insert(e.id.as_str());
        }
    }
    keyed
}

fn one_per_owner(index: &Index<'_>, e: &crate::project::Entity) -> bool {
    let Some(owner) = &e.owner else { return false };
    index.project.relationships.iter().any(|r| {
        r.touches(owner)
            && r.ends.iter().any(|end| end.entity == e.id && end.cardinality == crate::project::Cardinality::One)
            && r.ends.iter().any(|end| &end.entity == owner)
    })
}

fn queries(index: &Index<'_>, d: &mut Vec<Diagnostic>) {
    let mut seen = FxHashSet::default();
    for q in &index.project.queries {
        if !seen.insert(q.id.as_str()) {
            d.push(
                Diagnostic::error(Code::DuplicateName, msg!("validate-query-id-twice", id = q.id.to_string()))
                    .query(&q.id),
            );
        }
        if q.find.is_empty() && q.aggregates.is_empty() {
            d.push(
                Diagnostic::warning(
                    Code::QueryWithoutFind,
                    msg!("validate-query-finds-nothing", id = q.id.to_string()),
                )
                .query(&q.id)
                .fix(msg!("validate-add-find-attributes")),
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
                let with = if keyed.is_empty() {
                    msg!("validate-other-columns", columns = (others.join(", ")).to_string())
                } else {
                    msg!("validate-counter-primary-key")
                };
                let mut diag = Diagnostic::error(
                    Code::CounterMixed,
                    msg!(
                        "validate-counter-table-mixed",
                        name = t.name.to_string(),
                        counters = (counters.join(", ")).to_string(),
                        with = with.clone()
                    ),
                )
                .table(&t.name)
                .fix(msg!("validate-move-counters"));
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
                    msg!("validate-static-without-clustering", name = t.name.to_string()),
                )
                .table(&t.name),
            );
        }
        for (name, value) in &t.options {
            if !crate::cql::is_valid_option_name(name) || !crate::cql::is_valid_option_value(value) {
                d.push(
                    Diagnostic::error(
                        Code::InvalidCqlName,
                        msg!(
                            "validate-table-option-invalid",
                            name = t.name.to_string(),
                            option = name.to_string(),
                            value = value.to_string()
                        ),
                    )
                    .table(&t.name)
                    .fix(msg!("validate-write-option-as-constant")),
                );
            } else if let Some(range) = crate::cql::option_out_of_range(name, value, &t.options) {
                d.push(
                    Diagnostic::error(
                        Code::InvalidCqlName,
                        msg!(
                            "validate-table-option-out-of-range",
                            name = t.name.to_string(),
                            option = name.to_string(),
                            value = value.to_string(),
                            range = range
                        ),
                    )
                    .table(&t.name)
                    .fix(msg!("validate-write-option-in-range")),
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
                if let PlanProblem::Nearest { column, .. } = problem {
                    d.push(
                        Diagnostic::error(Code::InvalidStatement, Text::labelled(qid.as_str(), &problem.text()))
                            .query(qid)
                            .table(&t.name)
                            .column(column)
                            .fix(msg!("validate-give-nearest-limit-and-vector")),
                    );
                }
                if let PlanProblem::OrderAgainstClustering { .. }
                | PlanProblem::OrderNotClustering { .. }
                | PlanProblem::OrderWithoutPartition { .. } = problem
                {
                    d.push(
                        Diagnostic::error(Code::OrderAgainstClustering, Text::labelled(qid.as_str(), &problem.text()))
                            .query(qid)
                            .table(&t.name)
                            .fix(msg!("validate-choose-matching-order")),
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
    use crate::cql::NativeType::{Counter, Int, Text};
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
        let p = base()
            .with(|p| p.transitions.push(Transition { from: "Q1".into(), to: "Q9".into(), extra: Default::default() }))
            .build();
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

    /// The entities said to have a key are those whose full key is not empty, in weak chains
    /// whose partial keys are missing, owner cycles, an entity owning itself, subtypes of weak
    /// entities and every sample.
    #[test]
    fn keyed_entities_are_those_with_a_full_key() {
        let entity = |id: &str, key: bool, owner: Option<&str>| {
            let owner = owner.map(|o| format!(r#", "owner": "{o}""#)).unwrap_or_default();
            format!(
                r#"{{"id": "{id}", "name": "{id}", "attributes": [{{"id": "{id}.a", "name": "a", "type": "int", "key": {key}}}]{owner}}}"#
            )
        };
        let chain = [
            entity("a", true, None),
            entity("b", false, Some("a")),
            entity("c", false, Some("b")),
            entity("d", false, Some("e")),
            entity("e", false, Some("d")),
            entity("f", false, Some("f")),
            entity("g", true, Some("g")),
            entity("h", false, None),
            entity("s", false, None),
        ]
        .join(",");
        let text = format!(
            r#"{{"format": "keyspace-studio/1", "entities": [{chain}], "specialisations": [{{"id": "sp", "supertype": "c", "subtypes": ["s"]}}]}}"#
        );
        let mut projects = vec![Project::from_json(&text, std::path::Path::new("k.json")).expect("loads")];
        for name in ["books", "hotel", "video-sharing", "vehicle-rental", "online-supermarket"] {
            projects.push(crate::builder::sample(name));
        }
        for p in &projects {
            let index = p.index();
            let keyed = keyed_entities(&index);
            for e in &p.entities {
                assert_eq!(keyed.contains(e.id.as_str()), !index.full_key(&e.id).is_empty(), "{}", e.id);
            }
        }
        let index = projects[0].index();
        let keyed = keyed_entities(&index);
        let mut with_key: Vec<&str> = keyed.into_iter().collect();
        with_key.sort_unstable();
        assert_eq!(with_key, ["a", "b", "c", "g", "s"]);
    }

    #[test]
    fn ordering_that_contradicts_the_clustering_order() {
        // Ordering by a partition-key column cannot be served (a key set by hand: derivation
        // itself makes an ordered attribute a clustering column).
        let p = base()
            .query("Q2", Some("book"), &[("user.id", Eq)], &["book.title"], &[("user.id", Asc)])
            .with_key("Q2", &["user.id"], &[("book.isbn", Asc)])
            .build();
        let d = validate(&p, &crate::derive(&p));
        assert!(
            d.iter().any(|x| x.code == Code::OrderAgainstClustering && x.subject.query == Some(QueryId::from("Q2")))
        );
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
                a.fields = vec![crate::project::Field {
                    name: "x".into(),
                    ty: crate::cql::CqlType::Udt("missing".into()),
                    extra: Default::default(),
                }];
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

    #[test]
    fn a_weak_entity_one_per_owner_needs_no_partial_key() {
        let p = ProjectBuilder::new("w")
            .entity("user", &[("id", Int, true)])
            .entity("profile", &[("bio", Text, false)])
            .owned_by("user")
            .relationship("has", "user", One, "profile", One)
            .with(|p| p.relationships[0].identifying = true)
            .query("Q1", Some("profile"), &[("user.id", Eq)], &["profile.bio"], &[])
            .build();
        assert!(!codes(&p).contains(&Code::EntityWithoutKey), "{:?}", codes(&p));
        // One owner with many of them does need one.
        let mut p = p;
        p.relationships[0].ends[1].cardinality = Many;
        assert!(codes(&p).contains(&Code::EntityWithoutKey));
    }
}
