//! What can be wrong with the constructs the ER graph reads beyond plain entities and
//! relationships: specialisations, alternate keys, a query's subject relationship, the
//! relationships it goes through, and its aggregates.

use crate::diagnostic::{Code, Diagnostic};
use crate::project::{AggregateFunction, Index, Owner};
use crate::text::{Text, said};

/// The diagnostics of specialisations, alternate keys and the queries' subjects, paths and
/// aggregates.
pub fn check(index: &Index<'_>, d: &mut Vec<Diagnostic>) {
    specialisations(index, d);
    alternate_keys(index, d);
    queries(index, d);
}

fn specialisations(index: &Index<'_>, d: &mut Vec<Diagnostic>) {
    let p = index.project;
    for s in &p.specialisations {
        let name = |e: &crate::ids::EntityId| index.entity(e).map_or_else(|| e.to_string(), |e| e.name.clone());
        for e in std::iter::once(&s.supertype).chain(&s.subtypes) {
            if index.entity(e).is_none() {
                d.push(
                    Diagnostic::error(
                        Code::SpecialisationProblem,
                        Text::from(said::Er::SpecialisationNamesEntityDoesNotExist { id: s.id.to_string(), e: e.to_string() }),
                    )
                    .fix(Text::from(said::Er::RemoveFromSpecialisationCreateEntity)),
                );
            }
        }
        if s.subtypes.contains(&s.supertype) {
            let sup = name(&s.supertype);
            d.push(
                Diagnostic::error(Code::SpecialisationProblem, Text::from(said::Er::ListedSubtypeItself { sup: sup.to_string() }))
                    .entity(&s.supertype)
                    .fix(Text::from(said::Er::RemoveFromOwnSubtypes { sup: sup.to_string() })),
            );
        }
        if s.subtypes.is_empty() {
            let sup = name(&s.supertype);
            d.push(
                Diagnostic::warning(Code::SpecialisationProblem, Text::from(said::Er::SpecialisationHasNoSubtype { sup: sup.to_string() }))
                    .entity(&s.supertype)
                    .fix(Text::from(said::Er::ConnectSubtypeDelete)),
            );
        }
        for sub in &s.subtypes {
            let mut cur = Some(&s.supertype);
            let mut steps = 0;
            while let Some(c) = cur {
                if c == sub {
                    let n = name(sub);
                    d.push(
                        Diagnostic::error(Code::SpecialisationProblem, Text::from(said::Er::ThroughSupertypesSubtypeItself { n: n.to_string() }))
                            .entity(sub)
                            .fix(Text::from(said::Er::BreakCycleIsaLinks)),
                    );
                    break;
                }
                steps += 1;
                if steps > p.specialisations.len() {
                    break;
                }
                cur = index.supertype(c).map(|e| &e.id);
            }
            if index.entity(sub).is_some_and(|e| e.attributes.iter().any(|a| a.key)) {
                let n = name(sub);
                let sup = name(&s.supertype);
                d.push(
                    Diagnostic::warning(
                        Code::SpecialisationProblem,
                        Text::from(said::Er::SubtypeMarksKeyAttributesButIdentified { n: n.to_string(), sup: sup.to_string() }),
                    )
                    .entity(sub)
                    .fix(Text::from(said::Er::UnmarkKeyAttributesInheritsKey { n: n.to_string(), sup: sup.to_string() })),
                );
            }
        }
    }
}

fn alternate_keys(index: &Index<'_>, d: &mut Vec<Diagnostic>) {
    for e in &index.project.entities {
        for k in &e.alternate_keys {
            let bad: Vec<String> = k
                .iter()
                .filter(|a| !matches!(index.attribute(a), Some((Owner::Entity(x), _)) if x == &e.id || index.supertype(&e.id).is_some_and(|s| &s.id == x)))
                .map(ToString::to_string)
                .collect();
            if k.is_empty() || !bad.is_empty() {
                let (n, what) = (&e.name, bad.join(", "));
                d.push(
                    Diagnostic::error(
                        Code::DanglingReference,
                        Text::from(said::Er::AlternateKeyNamesNotAttribute { n: n.to_string(), what: what.to_string() }),
                    )
                    .entity(&e.id)
                    .fix(Text::from(said::Er::MakeAlternateKeyOwnAttributes { n: n.to_string() })),
                );
            }
        }
    }
}

fn queries(index: &Index<'_>, d: &mut Vec<Diagnostic>) {
    for q in &index.project.queries {
        let rels = q.relationship.iter().chain(&q.via);
        for r in rels {
            if index.relationship(r).is_none() {
                d.push(
                    Diagnostic::error(
                        Code::DanglingReference,
                        Text::from(said::Er::GoesThroughRelationshipDoesNotExist { id: q.id.to_string(), r: r.to_string() }),
                    )
                    .query(&q.id)
                    .fix(Text::from(said::Er::ChooseAnotherRelationshipInspector)),
                );
            }
        }
        if q.relationship.is_some() && q.entity.is_some() {
            d.push(
                Diagnostic::warning(
                    Code::QueryWithoutEntity,
                    Text::from(said::Er::NamesBothEntityRelationshipSubjectRelationship { id: q.id.to_string() }),
                )
                .query(&q.id)
                .fix(Text::from(said::Er::KeepOneTwo)),
            );
        }
        for agg in &q.aggregates {
            let needs_attribute = !matches!(agg.function, AggregateFunction::Count);
            match &agg.attribute {
                Some(a) if index.attribute(a).is_none() => d.push(
                    Diagnostic::error(
                        Code::DanglingReference,
                        Text::from(said::Er::AggregatesDoesNotExist { id: q.id.to_string(), a: a.to_string() }),
                    )
                    .query(&q.id)
                    .fix(Text::from(said::Er::ChooseAnotherAttributeAggregate)),
                ),
                None if needs_attribute => {
                    let (f, f_zh) = (agg.function.name(), agg.function.name_zh());
                    d.push(
                        Diagnostic::error(
                            Code::AggregateUnserved,
                            Text::from(said::Er::NeedsAttribute { id: q.id.to_string(), f: f.to_owned(), f_zh: f_zh.to_owned() }),
                        )
                        .query(&q.id)
                        .fix(Text::from(said::Er::ChooseAttributeAggregate)),
                    );
                }
                _ => {}
            }
        }
    }
}
