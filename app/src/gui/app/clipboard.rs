//! Copy, paste and duplicate of entity types: the selection as a
//! [`model_core::clipboard::Clip`] on the system clipboard, pasted back under fresh ids in
//! free space, each paste one undo step, each said in the status line.

use super::*;
use model_core::clipboard::{Clip, ClipError, MAX_ENTITIES};
use model_core::render::Point;

impl StudioApp {
    /// The entity types selected on the Conceptual tab.
    fn selected_entities(&self) -> Vec<EntityId> {
        if self.views.tab != Tab::Conceptual {
            return Vec::new();
        }
        self.state.selection.entities().into_iter().cloned().collect()
    }

    /// Ctrl+C outside a text field: the selected entity types go to the clipboard.
    pub(super) fn copy_selection(&mut self, ctx: &egui::Context) {
        match Clip::of(self.state.doc.project(), &self.selected_entities()) {
            Some(clip) => {
                ctx.copy_text(clip.to_text());
                self.shell.status = tr!("gui-copied-entities", entities = &clip.names().join(", "));
            }
            None => self.shell.status = tr!("gui-nothing-to-copy"),
        }
    }

    /// Text pasted outside a text field: entity types copied with Ctrl+C are added in free
    /// space near the middle of the ER view; other text is left alone with a word why.
    pub(super) fn paste_text(&mut self, text: &str) {
        match Clip::from_text(text) {
            None => self.shell.status = tr!("gui-clipboard-no-entities"),
            Some(Err(ClipError::Malformed(_))) => self.shell.status = tr!("gui-clipboard-unreadable"),
            Some(Err(ClipError::TooMany(n))) => {
                self.shell.status = tr!("gui-clipboard-too-many", count = n, most = MAX_ENTITIES);
            }
            Some(Ok(clip)) => {
                self.add_copies(&clip, self.middle_of_er_view(), |names| tr!("gui-pasted-entities", entities = names));
            }
        }
    }

    /// Ctrl+D: the selected entity types, copied beside themselves (no clipboard).
    pub(super) fn duplicate_selection(&mut self) {
        let project = self.state.doc.project();
        let Some(clip) = Clip::of(project, &self.selected_entities()) else {
            self.shell.status = tr!("gui-nothing-to-copy");
            return;
        };
        let first = model_core::render::ChenLayout::new(project)
            .nodes
            .iter()
            .find(|n| n.id == clip.entities[0].id.as_str())
            .map(|n| n.rect);
        let near = first.map_or(Point::new(200.0, 200.0), |r| Point::new(r.x + r.w + 60.0, r.y));
        self.add_copies(&clip, near, |names| tr!("gui-duplicated-entities", entities = names));
    }

    /// Adds the clip's copies near `near` in one undo step, selects them and says so with
    /// `message` (given the copies' names).
    fn add_copies(&mut self, clip: &Clip, near: Point, message: impl Fn(&str) -> String) {
        let before: Vec<EntityId> = self.state.doc.project().entities.iter().map(|e| e.id.clone()).collect();
        let Some(edit) = clip.paste(self.state.doc.project(), near) else { return };
        if let Err(e) = self.state.doc.apply(&edit) {
            self.shell.status = crate::gui::i18n::words(&e.said());
            return;
        }
        self.state.doc.seal();
        self.set_tab(Tab::Conceptual);
        let added: Vec<&model_core::project::Entity> =
            self.state.doc.project().entities.iter().filter(|e| !before.contains(&e.id)).collect();
        let names: Vec<&str> = added.iter().map(|e| e.name.as_str()).collect();
        self.shell.status = message(&names.join(", "));
        self.state.selection.set_many(added.iter().map(|e| Selected::Entity(e.id.clone())).collect());
    }
}
