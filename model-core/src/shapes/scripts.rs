//! The shape of issue 44, item 1: names in the scripts modellers write in (Chinese, Cyrillic,
//! Greek, Japanese, accented Latin) for entities, attributes, relationships and roles. Their
//! tables and columns must still be names CQL takes.

use super::Shapes;
use crate::ids::{AttributeId, EntityId};
use crate::project::Project;
use crate::synthetic::Rng;

/// Entity names in other scripts ("student", "project", "sensor", "station", "café", …).
const ENTITIES: [&str; 8] = ["学生", "项目", "传感器", "Станция", "Σταθμός", "データ", "Café", "Größe"];
/// Attribute names (temperature, name, time, status).
const ATTRIBUTES: [&str; 6] = ["温度", "名称", "时间", "Статус", "Zeitpunkt ändern", "évaluation"];
/// Relationship names (belongs to, measures, follows).
const RELATIONSHIPS: [&str; 4] = ["属于", "测量", "следит", "gehört zu"];
/// Role names (follower, parent).
const ROLES: [&str; 4] = ["关注者", "上级", "подписчик", "Vorgänger"];

/// `p` with, sometimes, some of its names in other scripts (drawn apart from the rest of the
/// model, so every other shape of a seed stays as it was): entities, attributes,
/// relationships, and the roles of relationships of an entity with itself, renamed wherever a
/// query names them.
pub(super) fn other_scripts(mut p: Project, seed: u64, shapes: &mut Shapes) -> Project {
    let mut rng = Rng::new(seed ^ 0x0044_0101_0044_0101);
    if !rng.chance(35) {
        return p;
    }
    let mut renamed = false;
    for (i, e) in p.entities.iter_mut().enumerate() {
        if rng.chance(60) {
            e.name = format!("{}{i}", ENTITIES[rng.below(ENTITIES.len())]);
            renamed = true;
        }
        for (j, a) in e.attributes.iter_mut().enumerate() {
            if rng.chance(30) {
                a.name = format!("{} {j}", ATTRIBUTES[rng.below(ATTRIBUTES.len())]);
                renamed = true;
            }
        }
    }
    for (i, r) in p.relationships.iter_mut().enumerate() {
        if rng.chance(40) {
            r.name = format!("{}{i}", RELATIONSHIPS[rng.below(RELATIONSHIPS.len())]);
            renamed = true;
        }
    }
    // A role is renamed at every end it is written at (ends of several relationships may
    // share one), and in every query naming it.
    let mut written: Vec<String> =
        p.relationships.iter().flat_map(|r| r.ends.iter().filter_map(|e| e.role.clone())).collect();
    written.sort();
    written.dedup();
    let mut roles: Vec<(String, String)> = Vec::new();
    for (k, old) in written.into_iter().enumerate() {
        if rng.chance(50) {
            roles.push((old, format!("{}{k}", ROLES[rng.below(ROLES.len())])));
        }
    }
    for end in p.relationships.iter_mut().flat_map(|r| r.ends.iter_mut()) {
        if let Some((_, new)) = roles.iter().find(|(old, _)| end.role.as_ref() == Some(old)) {
            end.role = Some(new.clone());
        }
    }
    if !roles.is_empty() {
        rename_roles(&mut p, &roles);
        shapes.other_script_roles += 1;
    }
    shapes.other_scripts += usize::from(renamed || !roles.is_empty());
    p
}

/// Every reference of the queries to a role in `roles` (old, new) renamed.
fn rename_roles(p: &mut Project, roles: &[(String, String)]) {
    let new_role =
        |role: Option<&str>| role.and_then(|r| roles.iter().find(|(old, _)| old == r)).map(|(_, new)| new.clone());
    let attribute = |a: &mut AttributeId| {
        let (base, role) = a.split_role();
        if let Some(new) = new_role(role) {
            *a = AttributeId::from(base.to_owned()).with_role(&new);
        }
    };
    let entity = |e: &mut EntityId| {
        let (base, role) = e.split_role();
        if let Some(new) = new_role(role) {
            *e = EntityId::from(base).with_role(&new);
        }
    };
    for q in &mut p.queries {
        q.entity.iter_mut().for_each(entity);
        q.given.iter_mut().for_each(|g| attribute(&mut g.attribute));
        q.find.iter_mut().for_each(attribute);
        q.order_by.iter_mut().for_each(|o| attribute(&mut o.attribute));
        q.aggregates.iter_mut().filter_map(|a| a.attribute.as_mut()).for_each(attribute);
        q.per.iter_mut().for_each(|x| attribute(&mut x.attribute));
    }
}
