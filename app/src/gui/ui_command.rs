//! Every action of the menus, toolbars and keyboard, with its label and shortcut, in one
//! enum; the app applies them in one place ([`crate::gui::StudioApp`]).

use egui::{Key, KeyboardShortcut, Modifiers};

/// A user action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UiCommand {
    /// Start a new, empty project.
    New,
    /// Open a project file (native dialog).
    Open,
    /// Save to the current file (asks for one if none).
    Save,
    /// Save to a new file (native dialog).
    SaveAs,
    /// Write `schema.cql` (native dialog).
    ExportSchema,
    /// Write `queries.cql` (native dialog).
    ExportQueries,
    /// Import a CQL schema as a new project (native dialog).
    ImportCql,
    /// Import a KDM project file as a new project (native dialog).
    ImportKdm,
    /// Import a relational schema and the application's SQL queries (several `.sql` files) as
    /// a new project: the ER model and the workflow (native dialog).
    ImportSql,
    /// Show the report of the last import again.
    ImportReport,
    /// Close the window.
    Quit,
    /// Undo the last step.
    Undo,
    /// Redo the last undone step.
    Redo,
    /// Show the undo history (undo or redo to any step).
    History,
    /// Delete the selection.
    Delete,
    /// Select every node of the current canvas.
    SelectAll,
    /// Add an entity type.
    AddEntity,
    /// Add a relationship between the two selected entities.
    AddRelationship,
    /// Add a query to the workflow.
    AddQuery,
    /// Show everything on the current canvas.
    FitToView,
    /// Zoom the current canvas to 100 % (around the middle of the view).
    ActualSize,
    /// Show what is selected on the current canvas, in the middle, legible.
    ZoomToSelection,
    /// Show the Conceptual tab.
    ShowConceptual,
    /// Show the Workflow tab.
    ShowWorkflow,
    /// Show the Logical tab.
    ShowLogical,
    /// Show the Physical tab.
    ShowPhysical,
    /// Presentation mode: large text, side panels hidden (teaching, projectors).
    Presentation,
    /// Step mode on or off: the method one step at a time (teaching); leaving it shows the tab
    /// it started from.
    StepMode,
    /// Lay the current diagram out again with no two shapes overlapping (one undo step).
    AutoLayout,
    /// Copy the selected entity types (with the relationships among them) to the clipboard.
    Copy,
    /// Paste entity types copied before (asks the system for the clipboard's text).
    Paste,
    /// Copy the selected entity types beside them, without the clipboard.
    Duplicate,
    /// Put the panes back where they are at first (the dock's default layout).
    ResetLayout,
    /// Open the Prove on a cluster dialog (the model's CQL and queries run on a live node).
    Prove,
    /// Open the Apply to cluster dialog (the plan from the live schema, reviewed, then run).
    ApplyToCluster,
    /// Open the Import from cluster dialog (a live schema as a new project).
    ImportFromCluster,
    /// Open the Connect dialog (hosts, data centre, login, TLS: the cluster the other
    /// cluster dialogs then use).
    Connect,
    /// Open the Load sample data dialog (the proof's sample written into the live keyspaces).
    LoadSample,
    /// Verify every query on the loaded sample (the results in the Verify pane).
    Verify,
    /// Compare the model with the connected cluster's live schema (the Changes window, the
    /// diagrams marked as for File ▸ Compare with…).
    CompareWithCluster,
}

impl UiCommand {
    /// Every command, in menu order.
    pub const ALL: [UiCommand; 40] = [
        Self::New,
        Self::Open,
        Self::Save,
        Self::SaveAs,
        Self::ExportSchema,
        Self::ExportQueries,
        Self::ImportCql,
        Self::ImportKdm,
        Self::ImportSql,
        Self::ImportReport,
        Self::Quit,
        Self::Undo,
        Self::Redo,
        Self::History,
        Self::Copy,
        Self::Paste,
        Self::Duplicate,
        Self::Delete,
        Self::SelectAll,
        Self::AddEntity,
        Self::AddRelationship,
        Self::AddQuery,
        Self::FitToView,
        Self::ZoomToSelection,
        Self::ActualSize,
        Self::AutoLayout,
        Self::ShowConceptual,
        Self::ShowWorkflow,
        Self::ShowLogical,
        Self::ShowPhysical,
        Self::Presentation,
        Self::StepMode,
        Self::ResetLayout,
        Self::Connect,
        Self::ImportFromCluster,
        Self::ApplyToCluster,
        Self::LoadSample,
        Self::Verify,
        Self::CompareWithCluster,
        Self::Prove,
    ];

    /// The label shown in menus and on buttons.
    pub fn label(self) -> String {
        match self {
            Self::New => tr!("gui-cmd-new"),
            Self::Open => tr!("gui-cmd-open"),
            Self::Save => tr!("gui-cmd-save"),
            Self::SaveAs => tr!("gui-cmd-save-as"),
            Self::ExportSchema => tr!("gui-cmd-export-schema"),
            Self::ExportQueries => tr!("gui-cmd-export-queries"),
            Self::ImportCql => tr!("gui-cmd-import-cql"),
            Self::ImportKdm => tr!("gui-cmd-import-kdm"),
            Self::ImportSql => tr!("gui-cmd-import-sql"),
            Self::ImportReport => tr!("gui-cmd-import-report"),
            Self::Quit => tr!("gui-cmd-quit"),
            Self::Undo => tr!("gui-cmd-undo"),
            Self::Redo => tr!("gui-cmd-redo"),
            Self::History => tr!("gui-cmd-history"),
            Self::Delete => tr!("gui-cmd-delete"),
            Self::SelectAll => tr!("gui-cmd-select-all"),
            Self::AddEntity => tr!("gui-cmd-add-entity"),
            Self::AddRelationship => tr!("gui-cmd-add-relationship"),
            Self::AddQuery => tr!("gui-cmd-add-query"),
            Self::FitToView => tr!("gui-cmd-fit-to-view"),
            Self::ActualSize => tr!("gui-cmd-actual-size"),
            Self::ShowConceptual => tr!("gui-tab-conceptual"),
            Self::ShowWorkflow => tr!("gui-tab-workflow"),
            Self::ShowLogical => tr!("gui-tab-logical"),
            Self::ShowPhysical => tr!("gui-tab-physical"),
            Self::Presentation => tr!("gui-cmd-presentation"),
            Self::StepMode => tr!("gui-cmd-step-mode"),
            Self::AutoLayout => tr!("gui-cmd-auto-layout"),
            Self::ZoomToSelection => tr!("gui-cmd-zoom-selection"),
            Self::Copy => tr!("gui-cmd-copy"),
            Self::Paste => tr!("gui-cmd-paste"),
            Self::Duplicate => tr!("gui-menu-duplicate"),
            Self::ResetLayout => tr!("gui-cmd-reset-layout"),
            Self::Prove => tr!("gui-cmd-prove"),
            Self::ApplyToCluster => tr!("gui-cmd-apply"),
            Self::ImportFromCluster => tr!("gui-cmd-import-live"),
            Self::Connect => tr!("gui-cmd-connect"),
            Self::LoadSample => tr!("gui-cmd-load-sample"),
            Self::Verify => tr!("gui-cmd-verify"),
            Self::CompareWithCluster => tr!("gui-cmd-compare-cluster"),
        }
    }

    /// A sentence for the tooltip.
    pub fn tooltip(self) -> String {
        match self {
            Self::AddEntity => tr!("gui-tip-add-entity"),
            Self::AddRelationship => tr!("gui-tip-add-relationship"),
            Self::AddQuery => tr!("gui-tip-add-query"),
            Self::FitToView => tr!("gui-tip-fit-to-view"),
            Self::ActualSize => tr!("gui-tip-actual-size"),
            Self::Delete => tr!("gui-tip-delete"),
            Self::Presentation => tr!("gui-tip-presentation"),
            Self::StepMode => tr!("gui-tip-step-mode"),
            Self::AutoLayout => tr!("gui-tip-auto-layout"),
            Self::ZoomToSelection => tr!("gui-tip-zoom-selection"),
            Self::Copy => tr!("gui-tip-copy-entities"),
            Self::Paste => tr!("gui-tip-paste-entities"),
            Self::Duplicate => tr!("gui-tip-duplicate"),
            Self::ResetLayout => tr!("gui-tip-reset-layout"),
            Self::Prove => tr!("gui-tip-prove"),
            Self::ApplyToCluster => tr!("gui-tip-apply"),
            Self::ImportFromCluster => tr!("gui-tip-import-live"),
            Self::Connect => tr!("gui-tip-connect"),
            Self::LoadSample => tr!("gui-tip-load-sample"),
            Self::Verify => tr!("gui-tip-verify"),
            Self::CompareWithCluster => tr!("gui-tip-compare-cluster"),
            _ => self.label(),
        }
    }

    /// The keyboard shortcut, if any (Ctrl on Windows/Linux, Cmd on macOS).
    pub fn shortcut(self) -> Option<KeyboardShortcut> {
        let cmd = |key| Some(KeyboardShortcut::new(Modifiers::COMMAND, key));
        let cmd_shift = |key| Some(KeyboardShortcut::new(Modifiers::COMMAND | Modifiers::SHIFT, key));
        let plain = |key| Some(KeyboardShortcut::new(Modifiers::NONE, key));
        match self {
            Self::New => cmd(Key::N),
            Self::Open => cmd(Key::O),
            Self::Save => cmd(Key::S),
            Self::SaveAs => cmd_shift(Key::S),
            Self::ExportSchema => cmd(Key::E),
            Self::ExportQueries => cmd_shift(Key::E),
            // Ctrl+0 is Fit to view; Ctrl+Shift+0 is not the same key on every layout.
            Self::ImportCql
            | Self::ImportKdm
            | Self::ImportSql
            | Self::ImportReport
            | Self::ActualSize
            | Self::ResetLayout
            | Self::Prove
            | Self::ApplyToCluster
            | Self::ImportFromCluster
            | Self::Connect
            | Self::LoadSample
            | Self::Verify
            | Self::CompareWithCluster => None,
            Self::Quit => cmd(Key::Q),
            Self::Undo => cmd(Key::Z),
            // Ctrl+H, as browsers open their history.
            Self::History => cmd(Key::H),
            Self::Redo => cmd_shift(Key::Z),
            Self::Delete => plain(Key::Delete),
            Self::SelectAll => cmd(Key::A),
            Self::AddEntity => cmd_shift(Key::N),
            Self::AddRelationship => cmd_shift(Key::R),
            Self::AddQuery => cmd_shift(Key::Q),
            Self::FitToView => cmd(Key::Num0),
            Self::ShowConceptual => cmd(Key::Num1),
            Self::ShowWorkflow => cmd(Key::Num2),
            Self::ShowLogical => cmd(Key::Num3),
            Self::ShowPhysical => cmd(Key::Num4),
            Self::Presentation => plain(Key::F11),
            // F5, as a slide show starts in presentation programs.
            Self::StepMode => plain(Key::F5),
            Self::AutoLayout => cmd_shift(Key::L),
            // F (frame), as in most diagram and 3D tools; not while typing.
            Self::ZoomToSelection => plain(Key::F),
            Self::Copy => cmd(Key::C),
            Self::Paste => cmd(Key::V),
            Self::Duplicate => cmd(Key::D),
        }
    }

    /// Commands that act on canvas content and must not fire while a text field has focus
    /// (where Delete, Ctrl+A and Ctrl+Z belong to the text).
    fn yields_to_text(self) -> bool {
        matches!(
            self,
            Self::Delete
                | Self::SelectAll
                | Self::Undo
                | Self::Redo
                | Self::Copy
                | Self::Paste
                | Self::Duplicate
                | Self::ZoomToSelection
        )
    }

    /// The commands whose shortcuts were pressed this frame (consumed from the input).
    pub fn pressed(ctx: &egui::Context) -> Vec<UiCommand> {
        let typing = ctx.egui_wants_keyboard_input();
        let label_text_selected =
            ctx.with_plugin(|s: &mut egui::text_selection::LabelSelectionState| s.has_selection()).unwrap_or(false);
        let mut out = Vec::new();
        ctx.input_mut(|i| {
            // Longer modifier combinations first, so Ctrl+Shift+Z is not taken as Ctrl+Z.
            let mut cmds: Vec<UiCommand> = Self::ALL.to_vec();
            cmds.sort_by_key(|c| {
                c.shortcut().map_or(0, |s| -(i32::from(s.modifiers.shift) + i32::from(s.modifiers.command)))
            });
            for c in cmds {
                if typing && c.yields_to_text() {
                    continue;
                }
                if let Some(s) = c.shortcut()
                    && i.consume_shortcut(&s)
                {
                    out.push(c);
                }
            }
            if !typing && i.consume_key(Modifiers::NONE, Key::Backspace) {
                out.push(UiCommand::Delete);
            }
            // The system turns Ctrl+C into a copy event (not a key) outside text fields too;
            // text selected in a label (a message, a formula) keeps it and is what is copied.
            if !typing && !label_text_selected && i.events.iter().any(|e| matches!(e, egui::Event::Copy)) {
                i.events.retain(|e| !matches!(e, egui::Event::Copy));
                out.push(UiCommand::Copy);
            }
            // Ctrl+Y redoes too (Windows' habit), beside Ctrl+Shift+Z.
            if !typing && i.consume_shortcut(&KeyboardShortcut::new(Modifiers::COMMAND, Key::Y)) {
                out.push(UiCommand::Redo);
            }
        });
        out
    }

    /// A menu button for this command, showing its shortcut; `true` when clicked.
    pub fn menu_button(self, ui: &mut egui::Ui, enabled: bool) -> bool {
        let mut button = egui::Button::new(self.label());
        if let Some(s) = self.shortcut() {
            button = button.shortcut_text(ui.ctx().format_shortcut(&s));
        }
        let clicked = ui.add_enabled(enabled, button).on_hover_text(self.tooltip()).clicked();
        if clicked {
            ui.close();
        }
        clicked
    }

    /// A toolbar button for this command (tooltip with the shortcut); `true` when clicked.
    pub fn toolbar_button(self, ui: &mut egui::Ui, enabled: bool) -> bool {
        let tip = match self.shortcut() {
            Some(s) => tr!("gui-parenthesized", text = self.tooltip(), detail = &ui.ctx().format_shortcut(&s)),
            None => self.tooltip(),
        };
        ui.add_enabled(enabled, egui::Button::new(self.label())).on_hover_text(tip).clicked()
    }

    /// Text pasted this frame outside a text field (Ctrl+V arrives as a paste event with
    /// the clipboard's text, or after [`UiCommand::Paste`] asked the system for it), taken
    /// from the input so nothing else handles it.
    pub fn pasted(ctx: &egui::Context) -> Option<String> {
        if ctx.egui_wants_keyboard_input() {
            return None;
        }
        ctx.input_mut(|i| {
            let text = i.events.iter().find_map(|e| if let egui::Event::Paste(t) = e { Some(t.clone()) } else { None });
            i.events.retain(|e| !matches!(e, egui::Event::Paste(_)));
            text
        })
    }
}
