//! The shape of issue 40, item 7: an entity in both roles of its relationship with itself,
//! joined on to another relationship of it.

use super::Shapes;
use crate::project::Project;
use crate::synthetic::Rng;

/// `p` with, sometimes, a query that names an entity in both roles of its relationship with
/// itself and goes on across another relationship of the entity, which has no role at its
/// end (drawn apart from the rest of the model): given the entity in one role, the other
/// role's rows with the far entity's ("the products of the subcategories of a category"), or
/// given the far entity, the entity in both roles ("a product's category and its parent").
pub(super) fn role_join(mut p: Project, seed: u64, shapes: &mut Shapes) -> Project {
    use crate::project::{Direction, Given, Ordering, Predicate, Query};
    let mut rng = Rng::new(seed ^ 0x0040_0707_0040_0707);
    if !rng.chance(60) {
        return p;
    }
    // (entity, role at end 0, role at end 1, the far entity of another relationship of it).
    let mut cases: Vec<(String, String, String, String)> = Vec::new();
    for s in p.relationships.iter().filter(|r| r.is_self()) {
        let (Some(a), Some(b)) = (s.role(0), s.role(1)) else { continue };
        let e = &s.ends[0].entity;
        for r in p.relationships.iter().filter(|r| !r.is_self() && !r.identifying) {
            if let Some(end) = (0..2).find(|&i| &r.ends[i].entity == e && r.role(i).is_none()) {
                cases.push((e.to_string(), a.to_owned(), b.to_owned(), r.ends[1 - end].entity.to_string()));
            }
        }
    }
    // Only entities with the generator's own attributes (a key, a status, a value, a time).
    let plain = |e: &str| {
        let n = e.trim_start_matches('e');
        let has = |a: String| {
            p.entities.iter().any(|x| x.id.as_str() == e && x.attributes.iter().any(|y| y.id.as_str() == a))
        };
        ["k", "st", "v", "ts"].iter().all(|f| has(format!("{e}.{f}{n}")))
    };
    cases.retain(|(e, _, _, far)| plain(e) && plain(far));
    if cases.is_empty() {
        return p;
    }
    let (e, a, b, far) = cases[rng.below(cases.len())].clone();
    let n = |x: &str| x.trim_start_matches('e').to_owned();
    let (ne, nf) = (n(&e), n(&far));
    let given =
        |attribute: String| Given { attribute: attribute.into(), predicate: Predicate::Eq, extra: Default::default() };
    let mut q = Query::new(format!("Q{}", p.queries.len() + 20).as_str(), format!("the {far}s of a {e}'s relatives"));
    if rng.chance(65) {
        let (given_role, found_role) = if rng.chance(50) { (a, b) } else { (b, a) };
        q.given.push(given(format!("{e}.k{ne}@{given_role}")));
        q.find = vec![
            format!("{e}.st{ne}@{found_role}").into(),
            format!("{far}.k{nf}").into(),
            format!("{far}.v{nf}").into(),
        ];
    } else {
        q.given.push(given(format!("{far}.k{nf}")));
        q.find = vec![format!("{far}.v{nf}").into(), format!("{e}.st{ne}@{a}").into(), format!("{e}.v{ne}@{b}").into()];
        shapes.role_joins_guessed += 1;
    }
    if rng.chance(40) {
        q.order_by.push(Ordering {
            attribute: format!("{far}.ts{nf}").into(),
            direction: Direction::Desc,
            extra: Default::default(),
        });
    }
    shapes.role_join_cases.push(q.id.to_string());
    p.queries.push(q);
    shapes.role_joins += 1;
    p
}
