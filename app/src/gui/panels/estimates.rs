//! The inspector's estimates (methodology §6): an entity's count, growth and distinct values,
//! the average fan-out at each end of a relationship, an attribute's average size, and a
//! table's partition size with its bucket remedies. Numbers are typed as text (empty: not
//! estimated); a number that is not valid is marked and never applied.

use crate::gui::actions::Actions;
use crate::gui::derived::Derived;
use crate::gui::estimate_view::{
    bytes_text, formula, remedies_ui, rows_text, severity_color, severity_label, unit_name, values_text,
};

use crate::gui::widgets::entity_combo;
use egui::RichText;
use model_core::Project;
use model_core::analysis::DEFAULT_ELEMENTS;
use model_core::cql::{CqlType, NativeType};
use model_core::edit::Edit;
use model_core::estimate::{Rate, parse_rate};
use model_core::ids::{AttributeId, EntityId, RelationshipId};
use model_core::logical::Table;
use model_core::project::{Attribute, Cardinality, EntityEstimates, Growth, Multi, TimeUnit};
use std::collections::HashMap;

/// Text typed into the estimate fields, kept while the field has the focus.
#[derive(Debug, Default)]
pub struct EstimatesEditor {
    buffers: HashMap<String, String>,
    /// Why the text in a field (by key) is refused, while it is.
    refused: HashMap<String, String>,
}

/// A number field: its key among the editor's buffers, its tip, placeholder and width.
struct Field<'a> {
    key: &'a str,
    tip: &'a str,
    placeholder: &'a str,
    width: f32,
}

/// A number as typed back into a field: no thousands separators, no trailing zeros.
fn plain(x: f64) -> String {
    if x.fract() == 0.0 && x.abs() < 1.0e15 { format!("{x:.0}") } else { x.to_string() }
}

/// Empty: not estimated; else a finite number of 0 or more (`73,000` and `73 000` accepted).
fn parse(text: &str) -> Result<Option<f64>, String> {
    match parse_rate(text) {
        Ok(None) => Ok(None),
        Ok(Some(Rate { count, per: None })) => Ok(Some(count)),
        _ => Err(tr!("gui-est-not-a-number", typed = text.trim())),
    }
}

/// A number or a rate (`1/s`, `86400/day`, `10 per minute`): where a fan-out or a growth is asked.
fn parse_number_or_rate(text: &str) -> Result<Option<Rate>, String> {
    parse_rate(text).map_err(|e| tr!("gui-not-a-rate", typed = &e.typed))
}

/// What a number field did this frame.
#[derive(Debug)]
struct NumberChange<T = f64> {
    /// A new valid value (`Some(None)`: cleared).
    value: Option<Option<T>>,
    /// The field lost the focus: the typing gesture ended.
    done: bool,
}

impl<T> Default for NumberChange<T> {
    fn default() -> Self {
        Self { value: None, done: false }
    }
}

impl EstimatesEditor {
    /// A labelled number field with a placeholder; reports a valid new value as it is typed.
    fn number(
        &mut self,
        ui: &mut egui::Ui,
        key: &str,
        label: &str,
        tip: &str,
        current: Option<f64>,
        placeholder: &str,
    ) -> NumberChange {
        let field = Field { key, tip, placeholder, width: 96.0 };
        let c = ui.horizontal(|ui| {
            let l = ui.label(label).on_hover_text(tip);
            self.typed(ui, &field, current, Some(l.id), parse, plain)
        });
        self.refusal_ui(ui, key);
        c.inner
    }

    /// The refusal of what is typed in the field `key`, on the line below it (the field keeps
    /// the text and nothing is applied until it reads).
    fn refusal_ui(&self, ui: &mut egui::Ui, key: &str) {
        if let Some(e) = self.refused.get(key) {
            ui.colored_label(ui.visuals().error_fg_color, format!("⚠ {e}"));
        }
    }

    /// The number field of [`Self::number`] without its label.
    fn field(
        &mut self,
        ui: &mut egui::Ui,
        field: &Field<'_>,
        current: Option<f64>,
        label: Option<egui::Id>,
    ) -> NumberChange {
        self.typed(ui, field, current, label, parse, plain)
    }

    /// A field whose text `parse` reads as a value (shown back with `show`): a valid new value
    /// is reported as it is typed; what does not read is marked and kept in [`Self::refused`].
    fn typed<T: PartialEq + Copy>(
        &mut self,
        ui: &mut egui::Ui,
        field: &Field<'_>,
        current: Option<T>,
        label: Option<egui::Id>,
        parse: impl Fn(&str) -> Result<Option<T>, String>,
        show: impl Fn(T) -> String,
    ) -> NumberChange<T> {
        let id = ui.make_persistent_id(("estimate", field.key));
        let shown = current.map(show).unwrap_or_default();
        let focused = ui.memory(|m| m.has_focus(id));
        let buffer = self.buffers.entry(field.key.to_owned()).or_insert_with(|| shown.clone());
        if !focused && parse(buffer).ok() != Some(current) && parse(buffer).is_ok() {
            buffer.clone_from(&shown);
        }
        let mut change = NumberChange::default();
        let edit = egui::TextEdit::singleline(buffer).id(id).hint_text(field.placeholder).desired_width(field.width);
        let mut resp = ui.add(edit).on_hover_text(field.tip);
        if let Some(label) = label {
            resp = resp.labelled_by(label);
        }
        match parse(buffer) {
            Ok(v) => {
                self.refused.remove(field.key);
                if resp.changed() && v != current {
                    change.value = Some(v);
                }
            }
            Err(e) => {
                ui.colored_label(ui.visuals().error_fg_color, "⚠").on_hover_text(&e);
                self.refused.insert(field.key.to_owned(), e);
            }
        }
        change.done = resp.lost_focus();
        change
    }

    /// An entity's estimates: count, growth over time and distinct values of its attributes.
    pub fn entity_ui(&mut self, ui: &mut egui::Ui, project: &Project, id: &EntityId, actions: &mut Actions) {
        let Some(e) = project.entity(id) else { return };
        let est = &e.estimates;
        let mut next: Option<EntityEstimates> = None;
        // A field left ends the typing gesture after this frame's edit.
        let mut seal = false;
        ui.separator();
        ui.strong(tr!("gui-est-heading")).on_hover_text(tr!("gui-est-heading-tip"));
        let c = self.number(
            ui,
            &format!("count:{id}"),
            &tr!("gui-est-count"),
            &tr!("gui-est-count-tip"),
            est.count,
            &tr!("gui-est-not-estimated"),
        );
        if let Some(v) = c.value {
            next = Some(EntityEstimates { count: v, ..est.clone() });
        }
        if c.done {
            seal = true;
        }
        let mut grows = est.growth.is_some();
        if ui.checkbox(&mut grows, tr!("gui-est-grows")).on_hover_text(tr!("gui-est-grows-tip")).changed() {
            let growth = grows.then(|| Growth {
                rate: 1.0,
                per: TimeUnit::Day,
                for_each: e.owner.clone(),
                kept_days: None,
                time_attribute: None,
                extra: Default::default(),
            });
            next = Some(EntityEstimates { growth, ..est.clone() });
        }
        if let Some(g) = &est.growth {
            let mut grown: Option<Growth> = None;
            let key = format!("rate:{id}");
            let field = Field { key: &key, tip: &tr!("gui-est-rate-tip"), placeholder: "1", width: 96.0 };
            let c = ui
                .horizontal(|ui| {
                    let l = ui.label(tr!("gui-est-rate")).on_hover_text(tr!("gui-est-rate-tip"));
                    let current = Some(Rate { count: g.rate, per: Some(g.per) });
                    // `1` keeps the unit below; `1/s` sets it too.
                    let read =
                        |t: &str| parse_number_or_rate(t).map(|r| r.map(|r| Rate { per: r.per.or(Some(g.per)), ..r }));
                    self.typed(ui, &field, current, Some(l.id), read, |r| plain(r.count))
                })
                .inner;
            self.refusal_ui(ui, &key);
            if let Some(v) = c.value {
                grown = Some(Growth {
                    rate: v.map_or(0.0, |r| r.count),
                    per: v.and_then(|r| r.per).unwrap_or(g.per),
                    ..g.clone()
                });
            }
            if c.done {
                seal = true;
            }
            ui.horizontal(|ui| {
                ui.label(tr!("gui-est-per"));
                egui::ComboBox::from_id_salt(("growth-per", id)).selected_text(unit_name(g.per)).show_ui(ui, |ui| {
                    for u in TimeUnit::ALL {
                        if ui.selectable_label(g.per == u, unit_name(u)).clicked() && g.per != u {
                            grown = Some(Growth { per: u, ..g.clone() });
                        }
                    }
                });
            });
            ui.horizontal(|ui| {
                ui.label(tr!("gui-est-for-each")).on_hover_text(tr!("gui-est-for-each-tip"));
                if let Some(owner) = entity_combo(
                    ui,
                    ("growth-for-each", id),
                    project,
                    g.for_each.as_ref(),
                    &tr!("gui-est-whole-type"),
                    Some(id),
                    None,
                ) {
                    grown = Some(Growth { for_each: owner, ..g.clone() });
                }
            });
            let c = self.number(
                ui,
                &format!("kept:{id}"),
                &tr!("gui-est-kept-days"),
                &tr!("gui-est-kept-days-tip"),
                g.kept_days,
                &tr!("gui-est-forever"),
            );
            if let Some(v) = c.value {
                grown = Some(Growth { kept_days: v, ..g.clone() });
            }
            if c.done {
                seal = true;
            }
            let times: Vec<&Attribute> = e.attributes.iter().filter(|a| is_time(a.ty)).collect();
            if !times.is_empty() {
                ui.horizontal(|ui| {
                    ui.label(tr!("gui-est-time-attribute")).on_hover_text(tr!("gui-est-time-attribute-tip"));
                    let shown = g
                        .time_attribute
                        .as_ref()
                        .and_then(|t| times.iter().find(|a| &a.id == t))
                        .map_or_else(|| tr!("gui-est-any-time"), |a| a.name.clone());
                    egui::ComboBox::from_id_salt(("growth-time", id)).selected_text(shown).show_ui(ui, |ui| {
                        if ui.selectable_label(g.time_attribute.is_none(), tr!("gui-est-any-time")).clicked()
                            && g.time_attribute.is_some()
                        {
                            grown = Some(Growth { time_attribute: None, ..g.clone() });
                        }
                        for a in &times {
                            let on = g.time_attribute.as_ref() == Some(&a.id);
                            if ui.selectable_label(on, &a.name).clicked() && !on {
                                grown = Some(Growth { time_attribute: Some(a.id.clone()), ..g.clone() });
                            }
                        }
                    });
                });
            }
            if let Some(g) = grown {
                next = Some(EntityEstimates { growth: Some(g), ..est.clone() });
            }
        }
        let non_key: Vec<&Attribute> = e.attributes.iter().filter(|a| !a.key).collect();
        if !non_key.is_empty() {
            ui.label(RichText::new(tr!("gui-est-distinct-heading")).small()).on_hover_text(tr!("gui-est-distinct-tip"));
            for a in non_key {
                let key = format!("distinct:{}", a.id);
                let c = self.number(
                    ui,
                    &key,
                    &tr!("gui-est-distinct-of", attribute = &a.name),
                    &tr!("gui-est-distinct-tip"),
                    est.distinct.get(&a.id).copied(),
                    &tr!("gui-est-not-estimated"),
                );
                if let Some(v) = c.value {
                    let mut d = est.distinct.clone();
                    match v {
                        Some(n) => d.insert(a.id.clone(), n),
                        None => d.remove(&a.id),
                    };
                    next = Some(EntityEstimates { distinct: d, ..est.clone() });
                }
                if c.done {
                    seal = true;
                }
            }
        }
        if let Some(estimates) = next {
            actions.edit(Edit::SetEntityEstimates { id: id.clone(), estimates });
        }
        if seal {
            actions.seal();
        }
    }

    /// The average fan-out at each end of a relationship ("rooms per hotel"), or the rate at
    /// which that end's entity grows for each instance of the other ("Reading per Sensor:
    /// 1 per second, kept forever"): typed as a number or a rate (`1/s`, `86400/day`), with
    /// the unit and the retention picked beside it.
    pub fn relationship_ui(
        &mut self,
        ui: &mut egui::Ui,
        project: &Project,
        id: &RelationshipId,
        actions: &mut Actions,
    ) {
        let Some(r) = project.relationship(id) else { return };
        ui.strong(tr!("gui-est-heading")).on_hover_text(tr!("gui-est-heading-tip"));
        for i in 0..2 {
            self.end_ui(ui, project, r, i, actions);
        }
    }

    /// One end's row of [`Self::relationship_ui`].
    fn end_ui(
        &mut self,
        ui: &mut egui::Ui,
        project: &Project,
        r: &model_core::project::Relationship,
        i: usize,
        actions: &mut Actions,
    ) {
        let (end, other) = (&r.ends[i], &r.ends[1 - i].entity);
        let name = |e: &EntityId| project.entity(e).map_or_else(|| e.to_string(), |x| x.name.clone());
        let Some(entity) = project.entity(&end.entity) else { return };
        let growth =
            entity.estimates.growth.as_ref().filter(|g| g.for_each.as_ref() == Some(other) && &end.entity != other);
        let current = match growth {
            Some(g) => Some(Rate { count: g.rate, per: Some(g.per) }),
            None => end.fan_out.map(|count| Rate { count, per: None }),
        };
        let key = format!("fan-out:{}:{i}", r.id);
        let placeholder = if end.cardinality == Cardinality::One { "1" } else { &tr!("gui-est-not-estimated") };
        let tip = tr!("gui-tip-fan-out-or-rate", many = &name(&end.entity), one = &name(other));
        let field = Field { key: &key, tip: &tip, placeholder, width: 72.0 };
        // The growth this end's entity gets for each instance of the other end.
        let grown = |rate: f64, per: TimeUnit| Growth {
            rate,
            per,
            for_each: Some(other.clone()),
            kept_days: growth.and_then(|g| g.kept_days),
            time_attribute: growth.and_then(|g| g.time_attribute.clone()),
            extra: growth.map(|g| g.extra.clone()).unwrap_or_default(),
        };
        let set_growth = |g: Option<Growth>| Edit::SetEntityEstimates {
            id: entity.id.clone(),
            estimates: EntityEstimates { growth: g, ..entity.estimates.clone() },
        };
        let clear_fan_out =
            end.fan_out.is_some().then(|| Edit::SetRelationshipEstimate { id: r.id.clone(), end: i, fan_out: None });
        let mut edit: Option<Edit> = None;
        let done = ui
            .horizontal_wrapped(|ui| {
                let l =
                    ui.label(tr!("gui-est-fan-out", many = &name(&end.entity), one = &name(other))).on_hover_text(&tip);
                let c = self.typed(ui, &field, current, Some(l.id), parse_number_or_rate, |r| plain(r.count));
                edit = match (c.value, growth) {
                    (None, _) => None,
                    (Some(None), Some(_)) => Some(set_growth(None)),
                    (Some(None), None) => {
                        Some(Edit::SetRelationshipEstimate { id: r.id.clone(), end: i, fan_out: None })
                    }
                    (Some(Some(Rate { count, per: None })), Some(g)) => Some(set_growth(Some(grown(count, g.per)))),
                    (Some(Some(Rate { count, per: None })), None) => {
                        Some(Edit::SetRelationshipEstimate { id: r.id.clone(), end: i, fan_out: Some(count) })
                    }
                    (Some(Some(Rate { count, per: Some(u) })), _) => Some(Edit::Batch {
                        edits: clear_fan_out.clone().into_iter().chain([set_growth(Some(grown(count, u)))]).collect(),
                    }),
                };
                // A rate is asked only where many instances arrive over time.
                if end.cardinality == Cardinality::Many || growth.is_some() {
                    let shown = growth.map_or(tr!("gui-on-average"), |g| tr!("gui-per-unit", unit = unit_name(g.per)));
                    egui::ComboBox::from_id_salt(("end-per", &r.id, i)).selected_text(shown).show_ui(ui, |ui| {
                        if ui.selectable_label(growth.is_none(), tr!("gui-on-average")).clicked() && growth.is_some() {
                            let count = growth.map(|g| g.rate);
                            let fan_out = Edit::SetRelationshipEstimate { id: r.id.clone(), end: i, fan_out: count };
                            edit = Some(Edit::Batch { edits: vec![set_growth(None), fan_out] });
                        }
                        for u in TimeUnit::ALL {
                            let on = growth.is_some_and(|g| g.per == u);
                            if ui.selectable_label(on, tr!("gui-per-unit", unit = unit_name(u))).clicked() && !on {
                                let count = current.map_or(1.0, |c| c.count);
                                edit = Some(Edit::Batch {
                                    edits: clear_fan_out
                                        .clone()
                                        .into_iter()
                                        .chain([set_growth(Some(grown(count, u)))])
                                        .collect(),
                                });
                            }
                        }
                    });
                }
                if let Some(g) = growth {
                    let kept = |d: Option<f64>| {
                        d.map_or_else(|| tr!("gui-kept-forever"), |d| tr!("gui-kept-for-days", days = &plain(d)))
                    };
                    egui::ComboBox::from_id_salt(("end-kept", &r.id, i)).selected_text(kept(g.kept_days)).show_ui(
                        ui,
                        |ui| {
                            for d in KEPT_PRESETS {
                                if ui.selectable_label(g.kept_days == d, kept(d)).clicked() && g.kept_days != d {
                                    edit = Some(set_growth(Some(Growth { kept_days: d, ..g.clone() })));
                                }
                            }
                        },
                    );
                }
                c.done
            })
            .inner;
        self.refusal_ui(ui, &key);
        if let Some(e) = edit {
            actions.edit(e);
        }
        if done {
            actions.seal();
        }
    }

    /// An attribute's average size in bytes, with the width assumed without one as the
    /// placeholder; fixed-width types show their width instead.
    pub fn attribute_ui(&mut self, ui: &mut egui::Ui, project: &Project, id: &AttributeId, actions: &mut Actions) {
        let Some((_, a)) = project.attribute(id) else { return };
        ui.separator();
        if default_width(a).is_none() {
            let w = a.ty.fixed_width().unwrap_or(0);
            ui.label(RichText::new(tr!("gui-est-fixed-width", type = a.ty.name(), bytes = w)).weak())
                .on_hover_text(tr!("gui-est-avg-size-tip"));
            return;
        }
        ui.horizontal(|ui| {
            let l = ui.label(tr!("gui-est-avg-size")).on_hover_text(tr!("gui-est-avg-size-tip"));
            self.size_cell(ui, a, Some(l.id), actions);
        });
    }

    /// An attribute's average size in bytes as a field (its row in the attribute grid and
    /// the attribute's own inspector): empty shows the default the estimate uses; a
    /// fixed-width type shows its width.
    pub fn size_cell(&mut self, ui: &mut egui::Ui, a: &Attribute, label: Option<egui::Id>, actions: &mut Actions) {
        let Some(default) = default_width(a) else {
            let w = a.ty.fixed_width().unwrap_or(0);
            ui.label(RichText::new(w.to_string()).weak())
                .on_hover_text(tr!("gui-est-fixed-width", type = a.ty.name(), bytes = w));
            return;
        };
        let current = a.avg_size.map(f64::from);
        let (key, placeholder) = (format!("size:{}", a.id), model_core::analysis::human_number(default));
        let c = self.field(
            ui,
            &Field { key: &key, tip: &tr!("gui-est-avg-size-tip"), placeholder: &placeholder, width: 56.0 },
            current,
            label,
        );
        if let Some(v) = c.value {
            match v.map(|x| x.round()).filter(|x| *x <= f64::from(u32::MAX)) {
                #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
                Some(x) => actions.edit(Edit::SetAttributeSize { id: a.id.clone(), avg_size: Some(x as u32) }),
                None if v.is_none() => actions.edit(Edit::SetAttributeSize { id: a.id.clone(), avg_size: None }),
                None => {}
            }
        }
        if c.done {
            actions.seal();
        }
    }

    /// A table's partition size (figures in the severity's colour, the formula) and its
    /// bucket remedies.
    pub fn table_ui(
        &mut self,
        ui: &mut egui::Ui,
        project: &Project,
        derived: &Derived,
        t: &Table,
        actions: &mut Actions,
    ) {
        let Some(e) = derived.analysis.partition(&t.name) else { return };
        let severity = derived.analysis.partition_severity(&t.name);
        ui.separator();
        ui.strong(tr!("gui-est-partition-heading"));
        let color = severity_color(ui, severity);
        let figures =
            tr!("gui-est-partition-figures", rows = &rows_text(e), values = &values_text(e), bytes = &bytes_text(e));
        ui.label(RichText::new(format!("{figures} — {}", severity_label(severity))).color(color))
            .on_hover_text(formula(e));
        egui::CollapsingHeader::new(tr!("gui-est-formula")).id_salt(("formula", &t.name)).show(ui, |ui| {
            ui.label(RichText::new(formula(e)).monospace().small());
        });
        remedies_ui(ui, project, t, e, actions);
    }
}

/// The retentions offered beside a growth rate, in days (`None`: forever); the entity's
/// inspector takes any number.
const KEPT_PRESETS: [Option<f64>; 8] =
    [None, Some(1.0), Some(7.0), Some(30.0), Some(90.0), Some(365.0), Some(730.0), Some(1825.0)];

fn is_time(ty: NativeType) -> bool {
    matches!(ty, NativeType::Timestamp | NativeType::Date | NativeType::Timeuuid)
}

/// The width the analysis assumes for an attribute without an average size, or `None` when
/// its type has a fixed width (no estimate needed).
fn default_width(a: &Attribute) -> Option<f64> {
    let w = a.ty.default_width() as f64;
    match &a.multi {
        Some(Multi::Set | Multi::List) => Some(DEFAULT_ELEMENTS * w),
        Some(Multi::Map { key }) => Some(DEFAULT_ELEMENTS * (key.default_width() as f64 + w)),
        None if a.is_composite() => {
            let fixed = a.fields.iter().all(|f| matches!(&f.ty, CqlType::Native(n) if n.fixed_width().is_some()));
            let sum = a
                .fields
                .iter()
                .map(|f| if let CqlType::Native(n) = &f.ty { n.default_width() as f64 } else { 64.0 })
                .sum();
            (!fixed).then_some(sum)
        }
        None => a.ty.fixed_width().is_none().then_some(w),
    }
}
