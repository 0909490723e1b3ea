//! What can be wrong with the constructs the ER graph reads beyond plain entities and
//! relationships: specialisations, alternate keys, and each query's own errors
//! ([`super::query_checks`]).

use crate::diagnostic::{Code, Diagnostic};
use crate::msg;
use crate::project::{Index, Owner};

/// The diagnostics of specialisations, alternate keys and the queries' subjects, paths and
/// aggregates.
pub fn check(index: &Index<'_>, d: &mut Vec<Diagnostic>) {
    owners(index, d);
    specialisations(index, d);
    alternate_keys(index, d);
    queries(index, d);
    super::roles::check(index, d);
}

/// Weak entities whose owners lead back to themselves (an entity that owns itself, or a cycle
/// of owners): their key, the owner's key followed by their own, would never end. One walk
/// along each chain of owners, each entity visited once.
fn owners(index: &Index<'_>, d: &mut Vec<Diagnostic>) {
    #[derive(Clone, Copy, PartialEq)]
    enum Seen {
        OnPath,
        Done,
    }
    let mut seen: rustc_hash::FxHashMap<&crate::ids::EntityId, Seen> = rustc_hash::FxHashMap::default();
    for e in &index.project.entities {
        let mut path: Vec<&crate::ids::EntityId> = Vec::new();
        let mut cur = Some(&e.id);
        while let Some(c) = cur {
            match seen.get(c) {
                Some(Seen::Done) => break,
                Some(Seen::OnPath) => {
                    let cycle = &path[path.iter().position(|x| *x == c).unwrap_or(0)..];
                    let names: Vec<&str> =
                        cycle.iter().filter_map(|id| index.entity(id)).map(|x| x.name.as_str()).collect();
                    for id in cycle {
                        let Some(x) = index.entity(id) else { continue };
                        d.push(
                            Diagnostic::error(
                                Code::EntityWithoutKey,
                                msg!("er-owned-through-itself", n = x.name.clone(), chain = names.join(" → ")),
                            )
                            .entity(id)
                            .fix(msg!("er-give-strong-owner")),
                        );
                    }
                    break;
                }
                None => {}
            }
            seen.insert(c, Seen::OnPath);
            path.push(c);
            cur = index.entity(c).and_then(|x| x.owner.as_ref());
        }
        for id in path {
            seen.insert(id, Seen::Done);
        }
    }
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
                        msg!("er-specialisation-names-entity-does-not-exist", id = s.id.to_string(), e = e.to_string()),
                    )
                    .fix(msg!("er-remove-from-specialisation-create-entity")),
                );
            }
        }
        if s.subtypes.contains(&s.supertype) {
            let sup = name(&s.supertype);
            d.push(
                Diagnostic::error(Code::SpecialisationProblem, msg!("er-listed-subtype-itself", sup = sup.to_string()))
                    .entity(&s.supertype)
                    .fix(msg!("er-remove-from-own-subtypes", sup = sup.to_string())),
            );
        }
        if s.subtypes.is_empty() {
            let sup = name(&s.supertype);
            d.push(
                Diagnostic::warning(
                    Code::SpecialisationProblem,
                    msg!("er-specialisation-has-no-subtype", sup = sup.to_string()),
                )
                .entity(&s.supertype)
                .fix(msg!("er-connect-subtype-delete")),
            );
        }
        for sub in &s.subtypes {
            let mut cur = Some(&s.supertype);
            let mut steps = 0;
            while let Some(c) = cur {
                if c == sub {
                    let n = name(sub);
                    d.push(
                        Diagnostic::error(
                            Code::SpecialisationProblem,
                            msg!("er-through-supertypes-subtype-itself", n = n.to_string()),
                        )
                        .entity(sub)
                        .fix(msg!("er-break-cycle-isa-links")),
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
                        msg!(
                            "er-subtype-marks-key-attributes-but-identified",
                            n = n.to_string(),
                            sup = sup.to_string()
                        ),
                    )
                    .entity(sub)
                    .fix(msg!(
                        "er-unmark-key-attributes-inherits-key",
                        n = n.to_string(),
                        sup = sup.to_string()
                    )),
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
                        msg!("er-alternate-key-names-not-attribute", n = n.to_string(), what = what.to_string()),
                    )
                    .entity(&e.id)
                    .fix(msg!("er-make-alternate-key-own-attributes", n = n.to_string())),
                );
            }
        }
    }
}

fn queries(index: &Index<'_>, d: &mut Vec<Diagnostic>) {
    for q in &index.project.queries {
        super::query_checks::check(index, q, d);
    }
}

#[cfg(test)]
mod tests {
    use crate::diagnostic::{Code, Severity};
    use crate::project::Project;
    use std::path::Path;

    fn owner_errors(entities: &str) -> Vec<String> {
        let text = format!(r#"{{"format": "keyspace-studio/1", "entities": [{entities}]}}"#);
        let p = Project::from_json(&text, Path::new("o.json")).expect("loads");
        let d = crate::derive(&p);
        crate::validate::validate(&p, &d)
            .into_iter()
            .filter(|x| x.severity == Severity::Error && x.code == Code::EntityWithoutKey)
            .map(|x| x.message.en())
            .collect()
    }

    fn entity(id: &str, owner: Option<&str>) -> String {
        let owner = owner.map(|o| format!(r#", "owner": "{o}""#)).unwrap_or_default();
        format!(
            r#"{{"id": "{id}", "name": "{id}", "attributes": [{{"id": "{id}.k", "name": "k", "type": "int", "key": true}}]{owner}}}"#
        )
    }

    /// Issue 29: an entity that owns itself, and owners in a cycle, passed `check`.
    #[test]
    fn owners_that_lead_back_to_the_entity_are_errors() {
        let errors = owner_errors(&entity("a", Some("a")));
        assert!(errors.len() == 1 && errors[0].contains("weak entity a is owned by itself"), "{errors:?}");
        let chain = [
            entity("s", None),
            entity("b", Some("c")),
            entity("c", Some("d")),
            entity("d", Some("b")),
            entity("w", Some("b")),
        ]
        .join(", ");
        let errors = owner_errors(&chain);
        assert_eq!(errors.len(), 3, "b, c and d, each once (w only hangs off the cycle): {errors:?}");
        assert!(errors.iter().all(|e| e.contains("b → c → d")), "{errors:?}");
        let fine = [entity("s", None), entity("w1", Some("s")), entity("w2", Some("w1"))].join(", ");
        assert!(owner_errors(&fine).is_empty());
    }

    /// Issue 41, item 12: `sum` and `avg` of a text (or any value that is not a number) passed
    /// `check`; they add values, so only numbers can be summed (`min` and `max` of text can).
    #[test]
    fn sums_and_averages_of_what_is_not_a_number_are_errors() {
        let errors = |function: &str, ty: &str| -> Vec<String> {
            let text = format!(
                r#"{{"format": "keyspace-studio/1",
                  "entities": [{{"id": "a", "name": "A", "attributes": [{{"id": "a.k", "name": "k", "type": "int", "key": true}},
                                                                    {{"id": "a.v", "name": "v", "type": "{ty}"}}]}}],
                  "queries": [{{"id": "Q1", "entity": "a", "given": [{{"attribute": "a.k", "op": "="}}], "find": [],
                               "aggregates": [{{"function": "{function}", "attribute": "a.v"}}]}}]}}"#
            );
            let p = Project::from_json(&text, Path::new("s.json")).expect("loads");
            let d = crate::derive(&p);
            crate::validate::validate(&p, &d)
                .into_iter()
                .filter(|x| x.severity == Severity::Error && x.code == Code::AggregateUnserved)
                .map(|x| x.message.en())
                .collect()
        };
        for (function, ty) in
            [("sum", "text"), ("avg", "text"), ("sum", "boolean"), ("sum", "timestamp"), ("avg", "uuid")]
        {
            let found = errors(function, ty);
            assert!(
                found.iter().any(|e| e.contains("Q1") && e.contains("not a number")),
                "{function}({ty}): {found:?}"
            );
        }
        for (function, ty) in [
            ("sum", "int"),
            ("avg", "bigint"),
            ("sum", "decimal"),
            ("avg", "double"),
            ("min", "text"),
            ("max", "timestamp"),
        ] {
            assert_eq!(errors(function, ty), Vec::<String>::new(), "{function}({ty})");
        }
    }
}
