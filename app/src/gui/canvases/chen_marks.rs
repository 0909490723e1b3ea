//! The ER diagram's small marks that answer a click, on the Conceptual tab: specialisation
//! circles (a click selects the supertype) and cardinality letters (a click switches 1 and n),
//! with the roles beside them.

use super::chen::ATTR_SIZE;
use super::chen_shapes::Pens;
use super::geometry::{to_pos, to_rect};
use super::visible;
use crate::gui::actions::Actions;
use crate::gui::selection::{Selected, Selection};
use egui::{Align2, FontId, Pos2, Rect, Sense, Stroke, vec2};
use model_core::Project;
use model_core::edit::Edit;
use model_core::ids::{EntityId, RelationshipId};
use model_core::project::Cardinality;
use model_core::render::{self, ChenLayout};

/// A specialisation as drawn: where its lines start and end, and its circle.
pub(super) struct IsaShape {
    /// The supertype (a click on the circle selects it).
    pub supertype: EntityId,
    /// Where the line to the circle starts: the supertype's centre.
    pub top: Pos2,
    /// The circle's centre.
    pub center: Pos2,
    /// The subtypes' centres, where the lines from the circle end.
    pub subtypes: Vec<Pos2>,
    /// "d" (disjoint) or "o" (overlapping).
    pub label: &'static str,
    /// Total: the supertype's line is doubled.
    pub total: bool,
}

/// The specialisations' shapes, placed by the exported picture's rule
/// ([`model_core::render::isa_center`]) on this frame's layout.
pub(super) fn isa_shapes(project: &Project, layout: &ChenLayout) -> Vec<IsaShape> {
    project
        .specialisations
        .iter()
        .filter_map(|sp| {
            let sup = to_rect(layout.get(sp.supertype.as_str())?.rect);
            let subs: Vec<Rect> =
                sp.subtypes.iter().filter_map(|e| layout.get(e.as_str()).map(|n| to_rect(n.rect))).collect();
            let tops: Vec<(f32, f32)> = subs.iter().map(|r| (r.center().x, r.top())).collect();
            let (x, y) = render::isa_center((sup.center().x, sup.bottom()), &tops);
            Some(IsaShape {
                supertype: sp.supertype.clone(),
                top: sup.center(),
                center: Pos2::new(x, y),
                subtypes: subs.iter().map(|r| r.center()).collect(),
                label: if sp.disjoint { "d" } else { "o" },
                total: sp.total,
            })
        })
        .collect()
}

/// Specialisation circles: a click selects the supertype, where they are edited; `true`
/// when one was clicked.
pub(super) fn isa_circles_ui(ui: &egui::Ui, isas: &[IsaShape], selection: &mut Selection, pens: &Pens) -> bool {
    let mut hit = false;
    for isa in isas {
        let r = render::ISA_RADIUS;
        ui.painter().circle(isa.center, r, pens.fill, Stroke::new(1.4, pens.text));
        super::text(
            ui.painter(),
            pens.scale,
            isa.center,
            Align2::CENTER_CENTER,
            isa.label,
            FontId::proportional(ATTR_SIZE),
            pens.text,
        );
        let resp = ui.interact(
            Rect::from_center_size(isa.center, vec2(2.0 * r, 2.0 * r)),
            ui.id().with(("isa", &isa.supertype)),
            Sense::click(),
        );
        if resp.on_hover_text(tr!("gui-tip-specialisation")).clicked() {
            selection.set(Selected::Entity(isa.supertype.clone()));
            hit = true;
        }
    }
    hit
}

/// Cardinalities: click to switch between 1 and n; `true` when one was clicked.
pub(super) fn cardinalities_ui(
    ui: &egui::Ui,
    project: &Project,
    layout: &ChenLayout,
    actions: &mut Actions,
    pens: &Pens,
) -> bool {
    let mut hit = false;
    for e in &layout.edges {
        let (Some(r), Some(ent)) = (layout.get(&e.relationship), layout.get(&e.entity)) else { continue };
        // The role beside the entity (edited in the relationship's inspector).
        if let Some(role) = &e.role {
            // Placed as the layout placed it (clear of the entity, the lines and the
            // cardinalities): the role's box measured with the window's font.
            let w =
                ui.painter().layout_no_wrap(role.clone(), FontId::proportional(ATTR_SIZE), pens.text).size().x + 4.0;
            let at = to_pos(render::role_at(&ent.rect, r.rect.center(), e.offset, w, ATTR_SIZE + 4.0));
            super::text(
                ui.painter(),
                pens.scale,
                at,
                Align2::CENTER_CENTER,
                role,
                FontId::proportional(ATTR_SIZE),
                pens.text,
            );
        }
        let at = to_pos(render::cardinality_pos(&ent.rect, r.rect.center(), e.offset));
        let rect = Rect::from_center_size(at, vec2(18.0, 18.0));
        if !visible(ui, rect) {
            continue;
        }
        let resp = ui.interact(rect, ui.id().with(("card", &e.relationship, e.end)), Sense::click());
        let color = if resp.hovered() { pens.sel } else { pens.text };
        super::text(ui.painter(), pens.scale, at, Align2::CENTER_CENTER, e.label, FontId::proportional(14.0), color);
        let resp = resp.on_hover_text(tr!("gui-tip-cardinality"));
        if resp.clicked() {
            let now = project
                .relationship(&RelationshipId::new(e.relationship.as_str()))
                .and_then(|r| r.ends.get(e.end))
                .map(|end| end.cardinality);
            let next = if now == Some(Cardinality::One) { Cardinality::Many } else { Cardinality::One };
            actions.edit(Edit::SetCardinality {
                id: RelationshipId::new(e.relationship.as_str()),
                end: e.end,
                cardinality: next,
            });
            hit = true;
        }
    }
    hit
}
