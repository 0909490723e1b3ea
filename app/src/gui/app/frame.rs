//! One frame of the window: the panels, the canvases and the dialogs, laid out and drawn;
//! what they ask for is applied afterwards.

use super::*;

impl StudioApp {
    /// A selection made late in a frame (on a canvas, after the inspector was drawn) asks
    /// for one more frame, so the inspector and the highlights show it.
    pub(super) fn repaint_on_new_selection(&mut self, ctx: &egui::Context) {
        if self.selection.items() != self.seen_selection.as_slice() {
            self.seen_selection = self.selection.items().to_vec();
            ctx.request_repaint();
        }
    }

    /// One frame of the whole window.
    pub fn frame_ui(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        // This thread's texts are looked up in the window's language.
        use_language(self.language);
        self.repaint = Some(ctx.clone());
        let finished = self.tasks.finished();
        self.show_outcomes(&ctx, finished);
        let modal_open =
            self.pending.is_some() || self.error.is_some() || self.show_import_report || !self.recovery_offers.is_empty() || self.tasks.blocking();
        let mut actions = Actions::default();
        let presenting = self.grade.presenting.is_some();
        if presenting && !modal_open {
            // Presentation of the report takes the keys (←/→, A, Esc): no menu is shown.
            crate::gui::panels::grade_report::present_keys(&ctx, &mut self.grade);
        } else if !modal_open {
            for c in UiCommand::pressed(&ctx) {
                actions.command(c);
            }
            actions.extend_paste(UiCommand::pasted(&ctx));
        }
        self.derived.refresh(self.doc.project(), self.doc.key());
        self.grade_frame(&ctx);
        self.prune_selection();
        self.teach_frame();
        if ctx.input(|i| i.viewport().close_requested()) && self.doc.is_dirty() && !self.allow_close {
            ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
            self.pending = Some(Replace::Quit);
        }
        let key = self.doc.key();
        self.logical.set_partitions(&self.derived.analysis, self.derived.derive_count);
        self.physical.set_partitions(&self.derived.analysis, self.derived.derive_count);
        let mut cx = ViewContext {
            project: self.doc.project(),
            derived: &self.derived,
            key,
            tab: self.tab,
            language: self.language,
            selection: &mut self.selection,
            actions: &mut actions,
        };
        let exercise = cx.project.is_exercise();
        if presenting {
            egui::CentralPanel::default().show(ui, |ui| {
                crate::gui::panels::grade_report::present_ui(ui, &mut self.grade, &cx.project.name, exercise, cx.actions);
            });
            self.apply_actions(&ctx, actions);
            self.dialogs_ui(&ctx);
            return;
        }
        egui::Panel::top("menu-bar").show(ui, |ui| {
            let state = MenuState {
                can_undo: self.doc.history().can_undo(),
                can_redo: self.doc.history().can_redo(),
                recent: &self.recent.paths,
                samples: &self.samples,
                has_import_report: self.import_report.is_some(),
                connected: self.connection.is_some(),
            };
            menu_bar_ui(ui, &mut cx, &state);
        });
        egui::Panel::bottom("status-bar").show(ui, |ui| {
            status_bar_ui(ui, &mut cx, &self.status, self.tasks.busy().map(file_flow::task_label).as_deref(), self.connection.as_ref());
        });
        if exercise {
            // An exercise: the student's answer and its report beside the ER diagram and the
            // workflow; the panes that show the tool's tables are not drawn.
            let width = (ui.available_width() * 0.42).max(320.0);
            egui::Panel::right("exercise").resizable(true).default_size(width).show(ui, |ui| {
                crate::gui::panels::exercise::answer_ui(ui, cx.project, &mut self.exercise, cx.actions);
                ui.separator();
                crate::gui::panels::grade_report::pane_ui(ui, &mut cx, &mut self.grade, true);
            });
        }
        let mut panes = panes::Panes {
            cx: &mut cx,
            inspector: &mut self.inspector,
            partitions: &mut self.partitions,
            cql_file: &mut self.cql_file,
            conceptual: &mut self.conceptual,
            workflow: &mut self.workflow,
            logical: &mut self.logical,
            physical: &mut self.physical,
            steps: &mut self.steps,
            grade: &mut self.grade,
            verify: &mut self.verify,
        };
        let central = egui::CentralPanel::default().frame(egui::Frame::central_panel(ui.style()).inner_margin(0.0)).show(ui, |ui| {
            if self.presentation || exercise {
                // Only the diagram: the panes, docked or in windows of their own, are hidden (in an
                // exercise, the answer's column is beside it).
                egui::Frame::new().inner_margin(ui.style().spacing.window_margin).show(ui, |ui| panes.diagram_ui(ui));
            } else {
                self.dock.ui(ui, &mut panes);
            }
        });
        // The dialogs open below the menu bar and above the status bar, never past them.
        crate::gui::dialogs::set_area(&ctx, central.response.rect);
        self.apply_actions(&ctx, actions);
        self.dialogs_ui(&ctx);
        self.repaint_on_new_selection(&ctx);
        if let Some(r) = &mut self.recovery {
            r.after_frame(&mut self.doc, &ctx);
            if let Some(e) = r.take_error() {
                self.status = tr!("gui-recovery-write-failed", reason = &e);
            }
        }
        let title = self.title();
        if title != self.title {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.title = title;
        }
    }

    pub(super) fn dialogs_ui(&mut self, ctx: &egui::Context) {
        if self.tasks.blocking() {
            // Work that replaces the document runs: nothing beneath takes input meanwhile.
            let label = self.tasks.busy().map_or_else(String::new, file_flow::task_label);
            egui::Modal::new(egui::Id::new("background-work")).show(ctx, |ui| {
                ui.label(format!("⏳ {label}"));
            });
        }
        crate::gui::dialogs::help::windows_ui(ctx, &mut self.help);
        self.picker_ui(ctx);
        let mut actions = Actions::default();
        self.compare.ui(ctx, self.doc.project(), &self.derived.derivation.model, self.doc.path(), &mut self.selection, &mut actions);
        let marks = self.compare.marks();
        self.logical.marks.clone_from(&marks.tables);
        self.physical.marks.clone_from(&marks.tables);
        self.conceptual.marks.clone_from(&marks.nodes);
        crate::gui::dialogs::picture_export::dialog_ui(ctx, &mut self.pictures, self.tab, &mut actions);
        let connection = self.connection.as_ref();
        self.connect.ui(ctx, connection, &mut actions);
        self.prove.ui(ctx, connection, &mut actions);
        self.apply.ui(ctx, self.doc.project(), connection, &mut actions);
        self.import_live.ui(ctx, connection, &mut actions);
        self.load_sample.ui(ctx, self.doc.project(), connection, &mut actions);
        self.apply_actions(ctx, actions);
        // The restore offer comes first and alone: other dialogs wait until it is answered.
        if let Some(orphan) = self.recovery_offers.first() {
            let Some(answer) = crate::gui::recovery::offer_ui(ctx, orphan) else { return };
            let orphan = self.recovery_offers.remove(0);
            match answer {
                OfferAnswer::Restore => {
                    // One restored project at a time; the others are offered at the next start.
                    self.recovery_offers.clear();
                    // Unsaved work in the window (e.g. an import given on the command line) is
                    // asked about first.
                    self.request_replace(ctx, Replace::Restore(orphan.file));
                }
                OfferAnswer::Discard => {
                    if let Err(e) = orphan.discard() {
                        self.error = Some((tr!("gui-cannot-discard-recovery"), format!("{}: {e}", orphan.file.display())));
                    }
                }
                OfferAnswer::Later => self.recovery_offers.clear(),
            }
            return;
        }
        let mut actions = Actions::default();
        if let Some(report) = &mut self.import_report
            && self.show_import_report
        {
            let current = report.epoch == self.epoch;
            import_report_ui(ctx, report, self.doc.project(), current, &mut actions);
        }
        self.apply_actions(ctx, actions);
        if let Some((title, message)) = &self.error
            && files::error_dialog_ui(ctx, title, message)
        {
            self.error = None;
        }
        if let Some(r) = self.pending.clone()
            && let Some(answer) = files::unsaved_prompt_ui(ctx, &self.doc.display_name())
        {
            self.pending = None;
            match answer {
                PromptAnswer::Save => self.save(Some(r)),
                PromptAnswer::Discard => self.do_replace(ctx, r),
                PromptAnswer::Cancel => {}
            }
        }
    }
}

impl eframe::App for StudioApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        if let Some(report) = &mut self.startup {
            report.frame(ui.ctx());
        }
        self.frame_ui(ui);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, RecentFiles::KEY, &self.recent);
        eframe::set_value(storage, crate::gui::panels::partitions::SETTINGS_KEY, self.derived.settings());
        crate::gui::language::save(storage, self.language);
        self.dock.save(storage);
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        // A run on a cluster stops at its next statement and drops its scratch keyspaces; a
        // file being written is finished (the process would otherwise end under it).
        self.prove.cancel();
        self.load_sample.cancel();
        self.verify.cancel();
        self.tasks.wait();
        // The window closes only after the unsaved-changes prompt: nothing is left to keep.
        self.close_recovery();
    }
}
