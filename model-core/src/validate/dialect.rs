//! The project's target against the model: a feature the target lacks is an error (its
//! statement is left out of schema.cql), one it switches off by default a warning, one its
//! documentation does not confirm a note. [`crate::export::dialect_rules`] decides which features
//! a statement uses.

use crate::derive::Derivation;
use crate::diagnostic::{Code, Diagnostic};
use crate::dialect::{Feature, Support, Target};
use crate::export::dialect_rules::{index_feature, table_features};
use crate::logical::Table;
use crate::msg;
use crate::project::Project;

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
    let what = match index {
        Some(i) => msg!("target-index", index = i, table = &t.name),
        None if t.view_of.is_some() => msg!("target-view", name = &t.name),
        None => msg!("target-table", name = &t.name),
    };
    let (feature, name) = (f.said(), target.to_string());
    let diag = match target.supports(f) {
        Support::Yes => return,
        Support::No => Diagnostic::error(
            Code::UnsupportedByTarget,
            msg!("target-lacks", what = what, feature = feature, target = name),
        )
        .fix(f.without()),
        Support::Disabled(setting) => Diagnostic::warning(
            Code::TargetFeatureDisabled,
            msg!("target-disables", what = what, feature = feature, target = name),
        )
        .fix(msg!("target-enable", setting = setting, without = f.without())),
        Support::Unconfirmed => Diagnostic::info(
            Code::TargetFeatureUnconfirmed,
            msg!("target-unconfirmed", what = what, feature = feature, target = name),
        )
        .fix(msg!("target-check-with-vendor")),
    };
    let diag = diag.table(&t.name);
    d.push(match t.queries.first() {
        Some(q) => diag.query(q),
        None => diag,
    });
}
