//! The attributes whose average size the estimates assumed, said once per entity or
//! relationship ("Data point: no average size for value, unit; defaults assumed"), not once
//! per attribute: a model without sizes yet reads as a few notes, each naming what to fill in.

use super::Ctx;
use crate::diagnostic::{Code, Diagnostic};
use crate::ids::AttributeId;
use crate::msg;
use crate::project::Owner;
use std::collections::BTreeMap;

/// One `missing-estimate` note per owner of the `defaulted` attributes (each with the tables
/// its default width was assumed in: only attributes in a table are said), the owner's
/// attributes in their order.
pub(super) fn notes(ctx: &Ctx<'_>, defaulted: &BTreeMap<AttributeId, Vec<(String, f64)>>) -> Vec<Diagnostic> {
    // By owner, in the model's order of owners: (is a relationship, position) → owner.
    let mut owners: BTreeMap<(bool, usize), Owner<'_>> = BTreeMap::new();
    for a in defaulted.keys() {
        let Some((owner, _)) = ctx.index.attribute(a) else { continue };
        let place = match owner {
            Owner::Entity(e) => (false, ctx.index.project.entities.iter().position(|x| &x.id == e)),
            Owner::Relationship(r) => (true, ctx.index.project.relationships.iter().position(|x| &x.id == r)),
        };
        let Some(at) = place.1 else { continue };
        owners.insert((place.0, at), owner);
    }
    // An attribute in a role (`category.name@child`) is its entity's attribute.
    let base: std::collections::BTreeSet<AttributeId> = defaulted
        .keys()
        .map(|a| if ctx.index.role_of(a).is_some() { AttributeId::from(a.split_role().0) } else { a.clone() })
        .collect();
    owners
        .into_values()
        .map(|owner| {
            let (name, attributes) = match owner {
                Owner::Entity(e) => ctx.index.entity(e).map(|x| (x.name.as_str(), x.attributes.as_slice())),
                Owner::Relationship(r) => ctx.index.relationship(r).map(|x| (x.name.as_str(), x.attributes.as_slice())),
            }
            .unwrap_or(("?", &[]));
            let names: Vec<&str> =
                attributes.iter().filter(|x| base.contains(&x.id)).map(|x| x.name.as_str()).collect();
            let d = Diagnostic::info(
                Code::MissingEstimate,
                msg!(
                    "analysis-no-average-size-for-defaults-assumed",
                    owner = name.to_owned(),
                    names = names.join(", ")
                ),
            )
            .fix(msg!("analysis-give-average-sizes-inspector", owner = name.to_owned()));
            match owner {
                Owner::Entity(e) => d.entity(e),
                Owner::Relationship(r) => d.relationship(r),
            }
        })
        .collect()
}
