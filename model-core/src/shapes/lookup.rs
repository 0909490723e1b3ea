//! The shape of issue 40, item 6: a lookup of an entity by its whole key beside a listing of
//! every instance of it ("an owner by id" beside "all owners"), which must not be served from
//! the listing's bucketed table.

use super::Shapes;
use crate::project::{Given, Predicate, Project, Query};
use crate::synthetic::Rng;

/// `p` with, sometimes, a listing of every instance of an entity and a lookup of one by its
/// key (drawn apart from the rest of the model).
pub(super) fn lookup_beside_list(mut p: Project, seed: u64, shapes: &mut Shapes) -> Project {
    let mut rng = Rng::new(seed ^ 0x0040_0606_0040_0606);
    if !rng.chance(45) {
        return p;
    }
    // Strong entities of the generator only: a weak one's key is its owner's too.
    let strong: Vec<String> = p
        .entities
        .iter()
        .filter(|e| e.owner.is_none() && e.id.as_str().starts_with('e'))
        .map(|e| e.id.to_string())
        .collect();
    if strong.is_empty() {
        return p;
    }
    let e = strong[rng.below(strong.len())].clone();
    let n = e.trim_start_matches('e').to_owned();
    let find: Vec<crate::ids::AttributeId> =
        vec![format!("{e}.k{n}").into(), format!("{e}.st{n}").into(), format!("{e}.v{n}").into()];
    let next = p.queries.len() + 30;
    let mut list = Query::new(format!("Q{next}").as_str(), format!("every {e}"));
    list.entity = Some(e.as_str().into());
    list.find.clone_from(&find);
    let mut one = Query::new(format!("Q{}", next + 1).as_str(), format!("a {e} by its key"));
    one.entity = Some(e.as_str().into());
    one.given.push(Given {
        attribute: format!("{e}.k{n}").into(),
        predicate: Predicate::Eq,
        extra: Default::default(),
    });
    one.find = find;
    shapes.lookup_cases.push((list.id.to_string(), one.id.to_string(), format!("{e}.k{n}")));
    p.queries.push(list);
    p.queries.push(one);
    shapes.lookups_beside_lists += 1;
    p
}
