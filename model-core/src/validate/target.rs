//! The project's target against the model: a feature the target lacks is an error (its
//! statement is left out of schema.cql), one it switches off by default a warning, one its
//! documentation does not confirm a note. [`crate::cql::target_rules`] decides which features
//! a statement uses.

use crate::cql::target_rules::{index_feature, table_features};
use crate::derive::Derivation;
use crate::diagnostic::{Code, Diagnostic};
use crate::logical::Table;
use crate::project::Project;
use crate::target::{Feature, Support, Target};
use crate::text::Text;
use crate::text::said::TargetSaid;

/// Pushes a diagnostic for each feature the model uses that its target lacks, disables or
/// does not document.
pub(super) fn check(project: &Project, derivation: &Derivation, d: &mut Vec<Diagnostic>) {
    let target = project.target();
    for t in &derivation.model.tables {
        for f in table_features(t) {
            push(target, t, f, None, d);
        }
        for i in t.all_indexes() {
            if let Some(f) = index_feature(&i) {
                push(target, t, f, Some(&i.effective_name(&t.name)), d);
            }
        }
    }
}

fn push(target: Target, t: &Table, f: Feature, index: Option<&str>, d: &mut Vec<Diagnostic>) {
    let what = Text::from(match index {
        Some(i) => TargetSaid::Index { index: i.to_owned(), table: t.name.clone() },
        None if t.view_of.is_some() => TargetSaid::View { name: t.name.clone() },
        None => TargetSaid::Table { name: t.name.clone() },
    });
    let diag = match target.supports(f) {
        Support::Yes => return,
        Support::No => Diagnostic::error(Code::UnsupportedByTarget, Text::from(TargetSaid::Lacks { what, feature: f, target }))
            .fix(Text::from(TargetSaid::DoWithout { feature: f })),
        Support::Disabled(setting) => Diagnostic::warning(Code::TargetFeatureDisabled, Text::from(TargetSaid::Disables { what, feature: f, target }))
            .fix(Text::from(TargetSaid::Enable { setting: setting.to_owned(), feature: f })),
        Support::Unconfirmed => Diagnostic::info(Code::TargetFeatureUnconfirmed, Text::from(TargetSaid::Unconfirmed { what, feature: f, target }))
            .fix(Text::from(TargetSaid::CheckWithVendor)),
    };
    let diag = diag.table(&t.name);
    d.push(match t.queries.first() {
        Some(q) => diag.query(q),
        None => diag,
    });
}
