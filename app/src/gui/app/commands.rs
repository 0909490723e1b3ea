//! What the window does with a command or an action: the one place edits, commands and
//! teaching actions are applied, in order.

use super::*;
use crate::gui::undo_step;

/// How much larger everything is drawn in presentation mode.
const PRESENTATION_ZOOM: f32 = 1.4;

impl StudioApp {
    /// Runs a teaching action as if chosen from a menu.
    pub fn run_teach(&mut self, action: crate::gui::actions::TeachAction) {
        use crate::gui::actions::TeachAction;
        match action {
            TeachAction::ExportPicture => self.shell.pictures.open = true,
            TeachAction::NotationLegend => self.shell.help.legend = true,
            TeachAction::MethodGuide => self.shell.help.guide = true,
            TeachAction::Shortcuts => self.shell.help.shortcuts = true,
            TeachAction::ToggleStepMode => {
                // On: the first step's tab; off: the tab it started from.
                let back = self.views.steps.toggle(self.views.tab);
                let tab = if self.views.steps.active { self.views.steps.tab(self.state.doc.project()) } else { back };
                self.set_tab(tab);
            }
        }
    }

    /// Once a frame: what the selection highlights, handed to the canvases; step mode's tab.
    pub(super) fn teach_frame(&mut self) {
        let hl = crate::gui::selection::Highlight::of(
            &self.state.selection,
            self.state.doc.project(),
            &self.state.derived.derivation.model,
        );
        if hl != self.state.highlight {
            self.views.conceptual.highlight = hl.clone();
            self.views.workflow.highlight = hl.queries.clone();
            self.views.logical.highlight = hl.tables.clone();
            self.views.physical.highlight = hl.tables.clone();
            self.state.highlight = hl;
        }
        if self.views.steps.active {
            self.set_tab(self.views.steps.tab(self.state.doc.project()));
        }
    }

    /// Applies an edit as an undo step.
    pub fn apply(&mut self, edit: &Edit) -> Result<(), model_core::edit::EditError> {
        self.state.doc.apply(edit)
    }

    /// Runs a command as if chosen from a menu.
    pub fn run_command(&mut self, ctx: &egui::Context, cmd: UiCommand) {
        match cmd {
            UiCommand::New => self.request_replace(ctx, Replace::New),
            UiCommand::Open => self.request_replace(ctx, Replace::Open(None)),
            UiCommand::Save => self.save(None),
            UiCommand::SaveAs => self.save_as_dialog(None),
            UiCommand::ExportSchema => self.export(true),
            UiCommand::ExportQueries => self.export(false),
            UiCommand::ImportCql => self.request_replace(ctx, Replace::Import(model_core::import::FileKind::Cql, None)),
            UiCommand::ImportKdm => self.request_replace(ctx, Replace::Import(model_core::import::FileKind::Kdm, None)),
            UiCommand::ImportSql => self.request_replace(ctx, Replace::Import(model_core::import::FileKind::Sql, None)),
            UiCommand::ImportReport => self.shell.show_import_report = self.shell.import_report.is_some(),
            UiCommand::Quit => self.request_replace(ctx, Replace::Quit),
            UiCommand::Undo => {
                let step = self.state.doc.history().undo_steps().next().map(undo_step::label);
                if self.state.doc.undo() {
                    self.shell.status =
                        step.map_or_else(|| tr!("gui-undone"), |step| tr!("gui-undone-step", step = &step));
                } else {
                    self.shell.status = tr!("gui-nothing-to-undo");
                }
            }
            UiCommand::History => self.shell.show_history = true,
            UiCommand::Redo => {
                let step = self.state.doc.history().redo_steps().next().map(undo_step::label);
                if self.state.doc.redo() {
                    self.shell.status =
                        step.map_or_else(|| tr!("gui-redone"), |step| tr!("gui-redone-step", step = &step));
                } else {
                    self.shell.status = tr!("gui-nothing-to-redo");
                }
            }
            UiCommand::Delete => self.delete_selection(),
            UiCommand::SelectAll => self.select_all(),
            UiCommand::AddEntity => {
                // Never on a shape already there: the nearest free spot to the middle of the view.
                let layout = model_core::render::ChenLayout::new(self.state.doc.project());
                let spot = model_core::render::free_entity_spot(&layout, self.middle_of_er_view(), 140.0, 44.0);
                let at = Pos::new(spot.x, spot.y);
                let edit = Edit::add_entity(self.state.doc.project(), &tr!("gui-new-entity-name"), Some(at));
                self.set_tab(Tab::Conceptual);
                self.apply_new(&edit);
            }
            UiCommand::AddRelationship => {
                let entities: Vec<EntityId> = self.state.selection.entities().into_iter().cloned().collect();
                match entities.as_slice() {
                    [a, b] => self.relate(a, b),
                    [a] => self.relate(a, a),
                    _ => self.shell.status = tr!("gui-select-two-entities"),
                }
            }
            UiCommand::AddQuery => {
                // In a free place of the visible part of the workflow.
                let at = if self.views.tab == Tab::Workflow { self.views.workflow.free_spot_in_view() } else { None };
                let add = Edit::add_query(self.state.doc.project(), "", at.map(crate::gui::canvases::from_pos2));
                // The queries at automatic places keep them: a new query reshapes the columns.
                let edit = match self.views.workflow.kept_places(self.state.doc.project()) {
                    Some(kept) => Edit::Batch { edits: vec![kept, add] },
                    None => add,
                };
                if self.views.tab == Tab::Conceptual {
                    self.set_tab(Tab::Workflow);
                }
                self.apply_new(&edit);
            }
            UiCommand::StepMode => self.run_teach(crate::gui::actions::TeachAction::ToggleStepMode),
            UiCommand::FitToView => self.run_fit(),
            UiCommand::ActualSize => match self.views.tab {
                Tab::Conceptual => self.views.conceptual.view.actual_size_pending = true,
                Tab::Logical => self.views.logical.view.actual_size_pending = true,
                Tab::Physical => self.views.physical.view.actual_size_pending = true,
                Tab::Workflow => self.views.workflow.actual_size_pending = true,
            },
            UiCommand::ZoomToSelection => self.zoom_to_selection(),
            UiCommand::ShowConceptual => self.set_tab(Tab::Conceptual),
            UiCommand::ShowWorkflow => self.set_tab(Tab::Workflow),
            UiCommand::ShowLogical => self.set_tab(Tab::Logical),
            UiCommand::ShowPhysical => self.set_tab(Tab::Physical),
            UiCommand::Presentation => {
                self.views.presentation = !self.views.presentation;
                ctx.set_zoom_factor(if self.views.presentation { PRESENTATION_ZOOM } else { 1.0 });
                self.set_fit_floors();
                // The diagram has the whole window now (or its pane again): fitted to it.
                self.views.conceptual.view.fit_pending = true;
                self.views.logical.view.fit_pending = true;
                self.views.physical.view.fit_pending = true;
                self.views.workflow.fit_pending = true;
            }
            UiCommand::AutoLayout => self.auto_layout(),
            UiCommand::Copy => self.copy_selection(ctx),
            // The clipboard's text comes back as a paste event, handled like Ctrl+V.
            UiCommand::Paste => ctx.send_viewport_cmd(egui::ViewportCommand::RequestPaste),
            UiCommand::Duplicate => self.duplicate_selection(),
            UiCommand::ResetLayout => {
                self.views.dock.reset();
                self.shell.status = tr!("gui-layout-reset");
            }
            UiCommand::Prove => self.shell.prove.open = true,
            UiCommand::ApplyToCluster => {
                self.shell.apply.offer_mapping(self.shell.load_sample.mapping());
                self.shell.apply.open = true;
            }
            UiCommand::ImportFromCluster => self.shell.import_live.open = true,
            UiCommand::Connect => self.shell.connect.open = true,
            UiCommand::LoadSample => {
                self.shell.load_sample.offer_mapping(self.shell.apply.mapping());
                self.shell.load_sample.open = true;
            }
            UiCommand::Verify => self.verify(),
            UiCommand::CompareWithCluster => self.compare_with_cluster(),
        }
    }

    /// Lays the current tab's diagram out again, on a thread of its own (a thousand entities
    /// take seconds; the window takes no input meanwhile), then [`Self::arranged`].
    fn auto_layout(&mut self) {
        use model_core::edit::Canvas;
        let (canvas, name) = match self.views.tab {
            Tab::Conceptual => (Canvas::Conceptual, tr!("gui-tab-conceptual")),
            Tab::Workflow => (Canvas::Workflow, tr!("gui-tab-workflow")),
            Tab::Logical => (Canvas::Logical, tr!("gui-tab-logical")),
            Tab::Physical => (Canvas::Logical, tr!("gui-tab-physical")),
        };
        let (project, key) = (self.state.doc.project().clone(), self.state.doc.key());
        self.shell.tasks.start(
            crate::gui::tasks::Kind::Arrange,
            true,
            self.shell.language,
            self.shell.repaint.clone(),
            move || {
                let positions = model_core::render::arrange(&project, canvas, &model_core::render::SvgText);
                crate::gui::tasks::Outcome::Arranged { key, canvas, name, positions }
            },
        );
    }

    /// Auto-layout's positions arrived: applied as one undo step, and all of it shown, if the
    /// document is still the one arranged.
    pub(super) fn arranged(
        &mut self,
        key: (u64, u64),
        canvas: model_core::edit::Canvas,
        name: &str,
        positions: Vec<(String, Pos)>,
    ) {
        if key != self.state.doc.key() {
            self.shell.status = tr!("gui-arrange-outdated");
            return;
        }
        match self.state.doc.apply(&Edit::ArrangeCanvas { canvas, positions }) {
            Ok(()) => {
                self.state.doc.seal();
                self.shell.status = tr!("gui-arranged", diagram = name);
                self.run_fit();
            }
            Err(e) => self.shell.status = crate::gui::i18n::words(&e.said()),
        }
    }

    /// Shows the selection of the current tab's diagram in the middle of the view, legible;
    /// says so when nothing there is selected.
    fn zoom_to_selection(&mut self) {
        let items = self.state.selection.items();
        let ids: Vec<String> = items
            .iter()
            .map(|i| match i {
                Selected::Entity(e) => e.to_string(),
                Selected::Relationship(r) => r.to_string(),
                Selected::Attribute(a) => a.to_string(),
                Selected::Query(q) => q.to_string(),
                Selected::Table(t) | Selected::Column(t, _) => t.clone(),
            })
            .collect();
        let rects = |pairs: Vec<(&str, egui::Rect)>| {
            crate::gui::canvases::union(pairs.into_iter().filter(|(id, _)| ids.iter().any(|x| x == id)).map(|(_, r)| r))
        };
        let shown = match self.views.tab {
            Tab::Conceptual => {
                let layout = model_core::render::ChenLayout::new(self.state.doc.project());
                let bounds = rects(
                    layout
                        .nodes
                        .iter()
                        .map(|n| (n.id.as_str(), crate::gui::canvases::geometry::to_rect(n.rect)))
                        .collect(),
                );
                bounds.is_positive().then(|| self.views.conceptual.view.focus_pending = Some(bounds)).is_some()
            }
            Tab::Logical | Tab::Physical => {
                let canvas =
                    if self.views.tab == Tab::Logical { &mut self.views.logical } else { &mut self.views.physical };
                let bounds = canvas.layout().map_or(egui::Rect::NOTHING, |l| {
                    rects(
                        l.tables
                            .iter()
                            .map(|t| (t.name.as_str(), crate::gui::canvases::geometry::to_rect(t.rect)))
                            .collect(),
                    )
                });
                bounds.is_positive().then(|| canvas.view.focus_pending = Some(bounds)).is_some()
            }
            Tab::Workflow => {
                let queries: Vec<model_core::ids::QueryId> = items
                    .iter()
                    .filter_map(|i| if let Selected::Query(q) = i { Some(q.clone()) } else { None })
                    .collect();
                self.views.workflow.focus_on(&queries)
            }
        };
        if !shown {
            self.shell.status = tr!("gui-nothing-to-zoom-to");
        }
    }

    /// Where a new entity (140 × 44) would sit in the middle of the ER view, as its top-left
    /// corner: Add entity and a paste look for free space from there.
    pub(super) fn middle_of_er_view(&self) -> model_core::render::Point {
        let view = self.views.conceptual.view.scene_rect;
        let center = if view.is_finite() && view.area() > 0.0 { view.center() } else { egui::pos2(200.0, 200.0) };
        model_core::render::Point::new(center.x - 70.0, center.y - 22.0)
    }

    /// Fits the current tab's canvas on the next frame.
    /// The legible zoom Fit stops at, for how large the interface is drawn: names are
    /// [`PRESENTATION_ZOOM`] times larger on screen in presentation mode, so Fit may go that
    /// much further out and the hotel diagram fits the window again (issue 44).
    pub(super) fn set_fit_floors(&mut self) {
        let scale = if self.views.presentation { 1.0 / PRESENTATION_ZOOM } else { 1.0 };
        self.views.conceptual.view.floor = crate::gui::MIN_FIT_ZOOM * scale;
        self.views.logical.view.floor = crate::gui::CHEBOTKO_FIT_ZOOM * scale;
        self.views.physical.view.floor = crate::gui::CHEBOTKO_FIT_ZOOM * scale;
    }

    fn run_fit(&mut self) {
        match self.views.tab {
            Tab::Conceptual => self.views.conceptual.view.fit_pending = true,
            Tab::Logical => self.views.logical.view.fit_pending = true,
            Tab::Physical => self.views.physical.view.fit_pending = true,
            Tab::Workflow => self.views.workflow.fit_pending = true,
        }
    }

    pub(super) fn apply_new(&mut self, edit: &Edit) {
        if let Err(e) = self.state.doc.apply(edit) {
            self.shell.status = crate::gui::i18n::words(&e.said());
            return;
        }
        // An entity's name is typed next, in the step that added it (`Edit::merge_key`): one
        // undo takes back the entity with its typed name and attributes.
        if !matches!(edit, Edit::AddEntity { .. }) {
            self.state.doc.seal();
        }
        if let Some(item) = edit.added() {
            let item = Selected::from(item);
            // A shape added lands where the user looks.
            match &item {
                Selected::Query(q) => self.views.workflow.reveal(q.clone()),
                Selected::Entity(e) => self.views.conceptual.reveal(e.as_str()),
                Selected::Relationship(r) => self.views.conceptual.reveal(r.as_str()),
                _ => {}
            }
            self.state.selection.set(item);
            self.views.inspector.focus_name = true;
        }
    }

    pub(super) fn relate(&mut self, a: &EntityId, b: &EntityId) {
        // Shaped by what the model says already (a weak entity to its owner: identifying n:1).
        let edit = Edit::relate(self.state.doc.project(), a, b, &tr!("gui-new-relationship-name"));
        // Between the two entities, unless that touches another shape.
        let edit = model_core::placement::relationship_in_free_space(self.state.doc.project(), edit);
        self.set_tab(Tab::Conceptual);
        self.apply_new(&edit);
    }

    /// Deletes what is selected on the active tab only (an entity selected on the ER diagram
    /// stays when Delete is pressed on the Workflow tab), and says what went.
    pub(super) fn delete_selection(&mut self) {
        let p = self.state.doc.project();
        let tab = self.views.tab;
        let on_tab = |item: &Selected| match tab {
            Tab::Conceptual => matches!(item, Selected::Entity(_) | Selected::Relationship(_) | Selected::Attribute(_)),
            Tab::Workflow => matches!(item, Selected::Query(_)),
            Tab::Logical | Tab::Physical => false,
        };
        let mut named: Vec<String> = Vec::new();
        let mut items = Vec::new();
        for item in self.state.selection.items().iter().filter(|i| on_tab(i)) {
            named.push(match item {
                Selected::Entity(e) => p.entity(e).map_or_else(|| e.to_string(), |e| e.name.clone()),
                Selected::Relationship(r) => p.relationship(r).map_or_else(|| r.to_string(), |r| r.name.clone()),
                Selected::Attribute(a) => p.index().label(a),
                Selected::Query(q) => q.to_string(),
                Selected::Table(t) | Selected::Column(t, _) => t.clone(),
            });
            items.extend(item.item());
        }
        // On the workflow, the queries left keep their places (without saved ones, removing a
        // query would move the queries it led to into other columns).
        let kept = if tab == Tab::Workflow { self.views.workflow.kept_places(p) } else { None };
        let Some(edit) = Edit::delete(p, &items).map(|e| match kept {
            Some(pins) => Edit::Batch { edits: vec![pins, e] },
            None => e,
        }) else {
            if matches!(tab, Tab::Logical | Tab::Physical) && !self.state.selection.is_empty() {
                self.shell.status = tr!("gui-tables-are-derived");
            } else if !self.state.selection.is_empty() {
                self.shell.status = tr!("gui-nothing-selected-here");
            }
            return;
        };
        match self.state.doc.apply(&edit) {
            Ok(()) => {
                self.state.selection.clear();
                self.shell.status = match named.as_slice() {
                    [one] => tr!("gui-deleted-one", thing = one),
                    many => tr!("gui-deleted-many", count = many.len()),
                };
            }
            Err(e) => self.shell.status = crate::gui::i18n::words(&e.said()),
        }
    }

    pub(super) fn select_all(&mut self) {
        let p = self.state.doc.project();
        let items: Vec<Selected> = match self.views.tab {
            Tab::Conceptual => p
                .entities
                .iter()
                .map(|e| Selected::Entity(e.id.clone()))
                .chain(p.relationships.iter().map(|r| Selected::Relationship(r.id.clone())))
                .collect(),
            Tab::Workflow => p.queries.iter().map(|q| Selected::Query(q.id.clone())).collect(),
            Tab::Logical | Tab::Physical => {
                self.state.derived.derivation.model.tables.iter().map(|t| Selected::Table(t.name.clone())).collect()
            }
        };
        self.state.selection.set_many(items);
    }

    pub(super) fn prune_selection(&mut self) {
        let p = self.state.doc.project();
        let model = &self.state.derived.derivation.model;
        self.state.selection.retain(|s| match s {
            Selected::Entity(e) => p.entity(e).is_some(),
            Selected::Relationship(r) => p.relationship(r).is_some(),
            Selected::Attribute(a) => p.attribute(a).is_some(),
            Selected::Query(q) => p.query(q).is_some(),
            Selected::Table(t) => model.table(t).is_some(),
            Selected::Column(t, c) => model.table(t).is_some_and(|t| t.column(c).is_some()),
        });
    }

    /// Undoes `count` steps at once (the history's "undo to here"), saying where it went.
    fn undo_steps(&mut self, count: usize) {
        let done = self.state.doc.undo_many(count);
        let history = self.state.doc.history();
        self.shell.status = match (done, history.undo_steps().next()) {
            (0, _) => tr!("gui-nothing-to-undo"),
            (n, Some(now)) => tr!("gui-history-undone-many", count = n, step = &undo_step::label(now)),
            (n, None) => tr!("gui-history-undone-all", count = n),
        };
    }

    /// Redoes `count` steps at once (the history's "redo to here"), saying where it went.
    fn redo_steps(&mut self, count: usize) {
        let done = self.state.doc.redo_many(count);
        let history = self.state.doc.history();
        self.shell.status = match (done, history.undo_steps().next()) {
            (0, _) | (_, None) => tr!("gui-nothing-to-redo"),
            (n, Some(now)) => tr!("gui-history-redone-many", count = n, step = &undo_step::label(now)),
        };
    }

    /// Chooses a table's key alternative: one undo step named by the table and the key, and
    /// the status line says what was done.
    fn choose_key(&mut self, choice: crate::gui::actions::ChooseKey) {
        let crate::gui::actions::ChooseKey { edit, table, key } = choice;
        let generation = self.state.doc.history().generation();
        match self.state.doc.apply(&edit) {
            Ok(()) => {
                if self.state.doc.history().generation() != generation {
                    let kind = model_core::edit::EditKind::ChooseAlternative;
                    self.state.doc.describe_last(kind, table.clone(), Some(key.clone()));
                }
                self.shell.status = tr!("gui-history-chose-key", key = &key, table = &table);
            }
            Err(e) => self.shell.status = crate::gui::i18n::words(&e.said()),
        }
    }

    /// Applies what the panels asked for, in the order they asked.
    pub(super) fn apply_actions(&mut self, ctx: &egui::Context, actions: Actions) {
        for action in actions {
            if self.exercise_hides(&action) {
                continue;
            }
            match action {
                Action::Edit(edit) => {
                    if let Err(e) = self.state.doc.apply(&edit) {
                        self.shell.status = crate::gui::i18n::words(&e.said());
                    }
                }
                Action::EditContinuing(both) => {
                    let (edit, gesture) = *both;
                    if let Err(e) = self.state.doc.extend(&edit, &gesture) {
                        self.shell.status = crate::gui::i18n::words(&e.said());
                    }
                }
                Action::AddNew(edit) => self.apply_new(&edit),
                Action::Seal => self.state.doc.seal(),
                Action::Command(c) => self.run_command(ctx, c),
                Action::Relate(a, b) => self.relate(&a, &b),
                Action::ShowTab(t) => {
                    self.set_tab(t);
                    // The diagram of the new tab is drawn in the next frame.
                    ctx.request_repaint();
                }
                Action::Replace(r) => self.request_replace(ctx, r),
                Action::Teach(t) => self.run_teach(t),
                Action::AnalysisSettings(settings) => self.state.derived.set_settings(settings),
                Action::Pictures(request) => self.export_pictures_dialog(request),
                Action::ImportReport(report_action) => self.report_action(ctx, report_action),
                Action::Compare(compare_action) => self.compare_action(compare_action),
                Action::Grade(grade_action) => self.grade_action(grade_action),
                Action::Prove(request) => self.prove_on_cluster(request),
                Action::ApplyReview(request) => self.apply_review(request),
                Action::ApplyRun(request, review) => self.apply_run(request, *review),
                Action::Cluster(c) => match c {
                    crate::gui::actions::ClusterAction::Connect(options) => self.connect(options),
                    crate::gui::actions::ClusterAction::Disconnect => self.disconnect(),
                    crate::gui::actions::ClusterAction::LoadSample(request) => self.load_sample(&request),
                    crate::gui::actions::ClusterAction::Verify => self.verify(),
                },
                Action::Paste(text) => self.paste_text(&text),
                Action::Say(text) => self.shell.status = text,
                Action::UndoSteps(count) => self.undo_steps(count),
                Action::RedoSteps(count) => self.redo_steps(count),
                Action::ChooseKey(choice) => self.choose_key(*choice),
                Action::SetLanguage(l) => {
                    self.set_language(l);
                    // The last message was written in the other language: say what changed instead.
                    self.shell.status = tr!("gui-language-chosen", language = &l.native_name());
                    ctx.request_repaint();
                }
            }
        }
    }

    /// What the user did in the import report: closed it, accepted a suggestion, or asked to
    /// import the same files again with template values or without inferred relationships.
    pub(super) fn report_action(&mut self, ctx: &egui::Context, action: ReportAction) {
        match action {
            ReportAction::Close => self.shell.show_import_report = false,
            ReportAction::Accept(i) => self.accept_suggestion(i),
            ReportAction::Reimport(defines) => {
                let Some(report) = &self.shell.import_report else { return };
                let r = Replace::ImportWith(report.files.clone(), defines, report.rejected.clone());
                self.import_again(ctx, r);
            }
            ReportAction::RejectJoins(rejected) => {
                let Some(report) = &self.shell.import_report else { return };
                let defines = report
                    .template
                    .iter()
                    .filter(|(_, v)| !v.trim().is_empty())
                    .map(|(n, v)| (n.clone(), v.trim().to_owned()))
                    .collect();
                let r = Replace::ImportWith(report.files.clone(), defines, rejected);
                self.import_again(ctx, r);
            }
        }
    }

    /// Imports the last import's files again: the import just made, untouched, is replaced at
    /// once; anything else asks first.
    fn import_again(&mut self, ctx: &egui::Context, r: Replace) {
        let current = self.shell.import_report.as_ref().is_some_and(|report| report.epoch == self.state.epoch);
        let history = self.state.doc.history();
        let untouched = current && !history.can_undo() && !history.can_redo();
        if untouched {
            self.do_replace(ctx, r);
        } else {
            self.request_replace(ctx, r);
        }
    }
}
