//! A harness that counts what the user does: every click, typed string and key press goes
//! through [`Counted`], which counts it and keeps a log; nothing is set on the app behind
//! the user's back. The counting tests (`scenario.rs`, `workshop.rs`) share it.

use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use keyspace_studio::gui::StudioApp;

/// A harness that counts what the user does.
pub struct Counted {
    /// The window.
    pub h: Harness<'static, StudioApp>,
    /// How many interactions so far.
    pub interactions: usize,
    /// What each was.
    pub log: Vec<String>,
}

impl Counted {
    /// Counting starts at 0 on `h`.
    pub fn new(h: Harness<'static, StudioApp>) -> Self {
        Self { h, interactions: 0, log: Vec::new() }
    }

    /// Runs frames until the window is still and its background work (a save, a picture)
    /// is done: what a user waits for before the next step.
    pub fn settle(&mut self) {
        use crate::support::Settle;
        // The frames that take the step first: a file chosen in the in-app dialog starts
        // its work in a later frame.
        self.h.settle();
        crate::support::frames_until_done(&mut self.h);
    }

    /// The window at 1366 × 768 on an earlier project saved as `earlier` (the folder the user
    /// works in), the in-app file dialog instead of the system's; counting starts at 0.
    pub fn on_earlier_project(earlier: std::path::PathBuf) -> Self {
        let mut app = StudioApp::with_project(model_core::Project::new("Earlier"), Some(earlier));
        app.set_native_dialogs(false);
        let mut u = Self::new(crate::support::harness_sized(app, [1366.0, 768.0]));
        u.settle();
        u
    }

    /// Counts one interaction, done by the caller.
    pub fn note(&mut self, what: String) {
        self.interactions += 1;
        self.log.push(what);
    }

    /// One click on the only widget labelled `label`.
    pub fn click(&mut self, label: &str) {
        self.h.get_by_label(label).click();
        self.settle();
        self.note(format!("click {label}"));
    }

    /// One click on a shape of a canvas labelled `label` (through AccessKit, as a screen
    /// reader's user would; the shape is where the pointer would click).
    pub fn activate(&mut self, label: &str) {
        self.h.get_by_label(label).click_accesskit();
        self.settle();
        self.note(format!("click {label}"));
    }

    /// One click on the menu item whose label starts with `item` (menus show shortcuts).
    pub fn click_menu_item(&mut self, item: &str) {
        let shows = |l: &str| l.strip_prefix(item).is_some_and(|rest| rest.is_empty() || rest.starts_with(' '));
        self.h.get_by(|n| n.label().is_some_and(|l| shows(&l))).click();
        self.settle();
        self.note(format!("click {item}"));
    }

    /// One click on the last widget labelled `label` (an item of the open drop-down list,
    /// drawn above the panels that show the same name).
    pub fn pick(&mut self, label: &str) {
        let nodes: Vec<_> = self.h.get_all_by_label(label).collect();
        nodes.last().unwrap_or_else(|| panic!("no {label}")).click();
        self.settle();
        self.note(format!("pick {label}"));
    }

    /// One click on the widget whose label starts with `prefix` (a label that names
    /// something the test does not spell out: the status line's `↶ …` undo button).
    pub fn click_starting(&mut self, prefix: &str) -> String {
        use egui_kittest::kittest::NodeT;
        let node = self.h.get_by(|n| n.label().is_some_and(|l| l.starts_with(prefix)));
        let label = node.accesskit_node().label().unwrap_or_default();
        node.click();
        self.settle();
        self.note(format!("click {label}"));
        label
    }

    /// One click on the widget whose label holds `part` (a file in the file dialog, after
    /// its icon).
    pub fn click_containing(&mut self, part: &str) {
        use egui_kittest::kittest::NodeT;
        let node = self.h.get_by(|n| n.label().is_some_and(|l| l.contains(part)));
        let label = node.accesskit_node().label().unwrap_or_default();
        node.click();
        self.settle();
        self.note(format!("click {label}"));
    }

    /// One click on the drop-down list showing `value` (a list without a name of its own).
    pub fn click_list(&mut self, value: &str) {
        self.h.get_by(|n| n.role() == egui::accesskit::Role::ComboBox && n.value().is_some_and(|v| v == value)).click();
        self.settle();
        self.note(format!("click the list showing {value}"));
    }

    /// One string typed into the field that has the keyboard focus (no click needed first).
    pub fn type_text(&mut self, text: &str) {
        let focused = self.h.get_by(|n| n.is_focused());
        focused.type_text(text);
        self.settle();
        self.note(format!("type {text:?}"));
    }

    /// `add` (the Add entity button's label), the entity typed in quick entry, Enter: three
    /// interactions.
    pub fn add_entity_with(&mut self, add: &str, typed: &str) {
        self.click(add);
        self.type_text(typed);
        self.key(Key::Enter);
    }

    /// `relate` (the Relate to… button's label), `target` picked from its list, the
    /// relationship's name typed, Enter: four interactions.
    pub fn relate_with(&mut self, relate: &str, target: &str, name: &str) {
        self.click(relate);
        self.pick(target);
        self.type_text(name);
        self.key(Key::Enter);
    }

    /// One key press.
    pub fn key(&mut self, key: Key) {
        self.h.key_press(key);
        self.settle();
        self.note(format!("key {key:?}"));
    }

    /// One key press with modifiers (a shortcut).
    pub fn shortcut(&mut self, modifiers: egui::Modifiers, key: Key) {
        self.h.key_press_modifiers(modifiers, key);
        self.settle();
        self.note(format!("key {modifiers:?}+{key:?}"));
    }

    /// The count and the log, for a failure message or the closing note.
    pub fn report(&self) -> String {
        format!("{} interactions:\n{}", self.interactions, self.log.join("\n"))
    }
}
