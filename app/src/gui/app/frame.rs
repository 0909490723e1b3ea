//! One frame of the window: the panels, the canvases and the dialogs, laid out and drawn;
//! what they ask for is applied afterwards.

use super::*;

impl StudioApp {
    /// A selection made late in a frame (on a canvas, after the inspector was drawn) asks
    /// for one more frame, so the inspector and the highlights show it.
    pub(super) fn repaint_on_new_selection(&mut self, ctx: &egui::Context) {
        if self.state.selection.items() != self.state.seen_selection.as_slice() {
            self.state.seen_selection = self.state.selection.items().to_vec();
            ctx.request_repaint();
        }
    }

    /// One frame of the whole window.
    pub fn frame_ui(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        // This thread's texts are looked up in the window's language.
        use_language(self.shell.language);
        self.shell.repaint = Some(ctx.clone());
        let finished = self.shell.tasks.finished();
        self.show_outcomes(&ctx, finished);
        let modal_open = self.shell.pending.is_some()
            || self.shell.error.is_some()
            || self.shell.show_import_report
            || !self.shell.recovery_offers.is_empty()
            || self.shell.tasks.blocking();
        let mut actions = Actions::default();
        let presenting = self.views.grade.presenting.is_some();
        if presenting && !modal_open {
            // Presentation of the report takes the keys (←/→, A, Esc): no menu is shown.
            crate::gui::panels::grade_report::present_keys(&ctx, &mut self.views.grade);
        } else if !modal_open {
            for c in UiCommand::pressed(&ctx) {
                actions.command(c);
            }
            actions.extend_paste(UiCommand::pasted(&ctx));
        }
        self.state.derived.refresh(self.state.doc.project(), self.state.doc.key());
        self.grade_frame(&ctx);
        self.prune_selection();
        self.teach_frame();
        if ctx.input(|i| i.viewport().close_requested()) && self.state.doc.is_dirty() && !self.shell.allow_close {
            ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
            self.shell.pending = Some(Replace::Quit);
        }
        let key = self.state.doc.key();
        self.views.logical.set_partitions(&self.state.derived.analysis, self.state.derived.derive_count);
        self.views.physical.set_partitions(&self.state.derived.analysis, self.state.derived.derive_count);
        let mut cx = ViewContext {
            project: self.state.doc.project(),
            derived: &self.state.derived,
            key,
            tab: self.views.tab,
            language: self.shell.language,
            selection: &mut self.state.selection,
            actions: &mut actions,
        };
        let exercise = cx.project.is_exercise();
        if presenting {
            egui::CentralPanel::default().show(ui, |ui| {
                crate::gui::panels::grade_report::present_ui(
                    ui,
                    &mut self.views.grade,
                    &cx.project.name,
                    exercise,
                    cx.actions,
                );
            });
            self.apply_actions(&ctx, actions);
            self.dialogs_ui(&ctx);
            return;
        }
        egui::Panel::top("menu-bar").show(ui, |ui| {
            let state = MenuState {
                can_undo: self.state.doc.history().can_undo(),
                can_redo: self.state.doc.history().can_redo(),
                recent: &self.shell.recent.paths,
                samples: &self.shell.samples,
                has_import_report: self.shell.import_report.is_some(),
                connected: self.shell.connection.is_some(),
            };
            menu_bar_ui(ui, &mut cx, &state);
        });
        egui::Panel::bottom("status-bar").show(ui, |ui| {
            status_bar_ui(
                ui,
                &mut cx,
                self.state.doc.history(),
                &self.shell.status,
                self.shell.tasks.busy().map(file_flow::task_label).as_deref(),
                self.shell.connection.as_ref(),
            );
        });
        if exercise {
            // An exercise: the student's answer and its report beside the ER diagram and the
            // workflow; the panes that show the tool's tables are not drawn.
            let width = (ui.available_width() * 0.42).max(320.0);
            egui::Panel::right("exercise").resizable(true).default_size(width).show(ui, |ui| {
                crate::gui::panels::exercise::answer_ui(ui, cx.project, &mut self.views.exercise, cx.actions);
                ui.separator();
                crate::gui::panels::grade_report::pane_ui(ui, &mut cx, &mut self.views.grade, true);
            });
        }
        let mut panes = panes::Panes {
            cx: &mut cx,
            inspector: &mut self.views.inspector,
            partitions: &mut self.views.partitions,
            cql_file: &mut self.views.cql_file,
            conceptual: &mut self.views.conceptual,
            workflow: &mut self.views.workflow,
            logical: &mut self.views.logical,
            physical: &mut self.views.physical,
            steps: &mut self.views.steps,
            grade: &mut self.views.grade,
            verify: &mut self.views.verify,
        };
        let central = egui::CentralPanel::default()
            .frame(egui::Frame::central_panel(ui.style()).inner_margin(0.0))
            .show(ui, |ui| {
                if self.views.presentation || exercise {
                    // Only the diagram: the panes, docked or in windows of their own, are hidden (in an
                    // exercise, the answer's column is beside it).
                    egui::Frame::new()
                        .inner_margin(ui.style().spacing.window_margin)
                        .show(ui, |ui| panes.diagram_ui(ui));
                } else {
                    self.views.dock.ui(ui, &mut panes);
                }
            });
        // The dialogs open below the menu bar and above the status bar, never past them.
        crate::gui::dialogs::set_area(&ctx, central.response.rect);
        self.apply_actions(&ctx, actions);
        self.dialogs_ui(&ctx);
        self.repaint_on_new_selection(&ctx);
        if let Some(r) = &mut self.shell.recovery {
            r.after_frame(&mut self.state.doc, &ctx);
            if let Some(e) = r.take_error() {
                self.shell.status = tr!("gui-recovery-write-failed", reason = &e);
            }
        }
        let title = self.title();
        if title != self.shell.title {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.shell.title = title;
        }
    }

    pub(super) fn dialogs_ui(&mut self, ctx: &egui::Context) {
        if self.shell.tasks.blocking() {
            // Work that replaces the document runs: nothing beneath takes input meanwhile.
            let label = self.shell.tasks.busy().map_or_else(String::new, file_flow::task_label);
            egui::Modal::new(egui::Id::new("background-work")).show(ctx, |ui| {
                ui.label(format!("⏳ {label}"));
            });
        }
        crate::gui::dialogs::help::windows_ui(ctx, &mut self.shell.help);
        self.picker_ui(ctx);
        let mut actions = Actions::default();
        self.state.compare.ui(
            ctx,
            self.state.doc.project(),
            &self.state.derived.derivation.model,
            self.state.doc.path(),
            &mut self.state.selection,
            &mut actions,
        );
        let marks = self.state.compare.marks();
        self.views.logical.marks.clone_from(&marks.tables);
        self.views.physical.marks.clone_from(&marks.tables);
        self.views.conceptual.marks.clone_from(&marks.nodes);
        crate::gui::dialogs::picture_export::dialog_ui(ctx, &mut self.shell.pictures, self.views.tab, &mut actions);
        let connection = self.shell.connection.as_ref();
        self.shell.connect.ui(ctx, connection, &mut actions);
        self.shell.prove.ui(ctx, connection, &mut actions);
        self.shell.apply.ui(ctx, self.state.doc.project(), connection, &mut actions);
        self.shell.import_live.ui(ctx, connection, &mut actions);
        self.shell.load_sample.ui(ctx, self.state.doc.project(), connection, &mut actions);
        self.apply_actions(ctx, actions);
        // The restore offer comes first and alone: other dialogs wait until it is answered.
        if let Some(orphan) = self.shell.recovery_offers.first() {
            let Some(answer) = crate::gui::recovery::offer_ui(ctx, orphan) else { return };
            let orphan = self.shell.recovery_offers.remove(0);
            match answer {
                OfferAnswer::Restore => {
                    // One restored project at a time; the others are offered at the next start.
                    self.shell.recovery_offers.clear();
                    // Unsaved work in the window (e.g. an import given on the command line) is
                    // asked about first.
                    self.request_replace(ctx, Replace::Restore(orphan.file));
                }
                OfferAnswer::Discard => {
                    if let Err(e) = orphan.discard() {
                        self.shell.error =
                            Some((tr!("gui-cannot-discard-recovery"), format!("{}: {e}", orphan.file.display())));
                    }
                }
                OfferAnswer::Later => self.shell.recovery_offers.clear(),
            }
            return;
        }
        let mut actions = Actions::default();
        if let Some(report) = &mut self.shell.import_report
            && self.shell.show_import_report
        {
            let current = report.epoch == self.state.epoch;
            import_report_ui(ctx, report, self.state.doc.project(), current, &mut actions);
        }
        if self.shell.show_history {
            history_ui(ctx, self.state.doc.history(), &mut self.shell.show_history, &mut actions);
        }
        self.apply_actions(ctx, actions);
        if let Some((title, message)) = &self.shell.error
            && files::error_dialog_ui(ctx, title, message)
        {
            self.shell.error = None;
        }
        if let Some(r) = self.shell.pending.clone()
            && let Some(answer) = files::unsaved_prompt_ui(ctx, &self.state.doc.display_name())
        {
            self.shell.pending = None;
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
        if let Some(report) = &mut self.shell.startup {
            report.frame(ui.ctx());
        }
        self.frame_ui(ui);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, RecentFiles::KEY, &self.shell.recent);
        eframe::set_value(storage, crate::gui::panels::partitions::SETTINGS_KEY, self.state.derived.settings());
        crate::gui::language::save(storage, self.shell.language);
        self.views.dock.save(storage);
        self.shell.pictures.save(storage);
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        // A run on a cluster stops at its next statement and drops its scratch keyspaces; a
        // file being written is finished (the process would otherwise end under it).
        self.shell.prove.cancel();
        self.shell.load_sample.cancel();
        self.views.verify.cancel();
        self.shell.tasks.wait();
        // The window closes only after the unsaved-changes prompt: nothing is left to keep.
        self.close_recovery();
    }
}
