//! The shape of issue 40, item 5: an entity arriving at a stated rate for each instance of its
//! parent ("one reading a second per sensor"), kept forever or for some days, its arrival
//! recorded in its time or left for the estimates to find.

use super::Shapes;
use crate::project::{Growth, Project, TimeUnit};
use crate::synthetic::Rng;

/// `p` with, sometimes, a growth rate on the child of a 1:n relationship `r{i}` (drawn apart
/// from the rest of the model).
pub(super) fn growing(mut p: Project, seed: u64, shapes: &mut Shapes) -> Project {
    let mut rng = Rng::new(seed ^ 0x0040_0505_0040_0505);
    if !rng.chance(55) {
        return p;
    }
    let children = super::children(&p);
    if children.is_empty() {
        return p;
    }
    let (parent, child) = children[rng.below(children.len())].clone();
    let n = child.trim_start_matches('e').to_owned();
    let time = crate::ids::AttributeId::from(format!("{child}.ts{n}"));
    let forever = rng.chance(70);
    let per = [TimeUnit::Second, TimeUnit::Minute, TimeUnit::Hour][rng.below(3)];
    let growth = Growth {
        rate: [1.0, 2.0, 10.0][rng.below(3)],
        per,
        for_each: Some(parent.as_str().into()),
        kept_days: (!forever).then(|| [1.0, 7.0, 30.0][rng.below(3)]),
        time_attribute: rng.chance(60).then_some(time),
        extra: Default::default(),
    };
    let Some(e) = p.entities.iter_mut().find(|e| e.id.as_str() == child) else { return p };
    e.estimates.growth = Some(growth);
    shapes.growing += 1;
    shapes.growing_forever += usize::from(forever);
    p
}
