//! What the project's target accepts of a schema: the one place deciding it. Validation
//! reports each feature the target lacks (an error), has switched off by default (a warning)
//! or does not document (a note); `schema.cql` leaves out every statement using a feature
//! the target lacks, so `export --target X` writes only what X accepts.

use crate::cql::CqlType;
use crate::dialect::{Feature, Support, Target};
use crate::logical::{LogicalModel, Role, Table};
use crate::msg;
use crate::project::IndexDef;
use crate::project::IndexKind;
use crate::text::Text;

fn has(ty: &CqlType, pred: &dyn Fn(&CqlType) -> bool) -> bool {
    pred(ty)
        || match ty {
            CqlType::Set(t) | CqlType::List(t) | CqlType::Frozen(t) | CqlType::Vector(t, _) => has(t, pred),
            CqlType::Map(k, v) => has(k, pred) || has(v, pred),
            CqlType::Tuple(ts) => ts.iter().any(|t| has(t, pred)),
            CqlType::Native(_) | CqlType::Udt(_) => false,
        }
}

/// The features a table or view uses, in [`Feature::ALL`] order (its indexes apart: see
/// [`index_feature`]).
pub fn table_features(t: &Table) -> Vec<Feature> {
    let mut out = Vec::new();
    if t.view_of.is_some() {
        out.push(Feature::MaterializedViews);
    }
    if t.columns.iter().any(|c| has(&c.ty, &|t| matches!(t, CqlType::Udt(_)))) {
        out.push(Feature::Udts);
    }
    if t.columns.iter().any(|c| c.ty.is_counter()) {
        out.push(Feature::Counters);
    }
    if t.columns.iter().any(|c| c.role == Role::Static) {
        out.push(Feature::StaticColumns);
    }
    if t.columns.iter().any(|c| has(&c.ty, &|t| matches!(t, CqlType::Vector(..)))) {
        out.push(Feature::Vector);
    }
    out
}

/// The feature an index is: a custom class (Lucene, DSE Search, ...) is
/// [`Feature::CustomIndexes`], which only targets that load Java classes have.
pub fn index_feature(i: &IndexDef) -> Option<Feature> {
    Some(match i.kind() {
        IndexKind::Secondary => Feature::SecondaryIndexes,
        IndexKind::Sai => Feature::Sai,
        IndexKind::Sasi => Feature::Sasi,
        IndexKind::Custom => Feature::CustomIndexes,
    })
}

/// The feature of table or view `t` that `target` lacks, if any: the statement is refused.
/// A view is refused with its base table.
pub fn refused_table(target: Target, model: &LogicalModel, t: &Table) -> Option<Feature> {
    let own = table_features(t).into_iter().find(|f| target.supports(*f) == Support::No);
    own.or_else(|| {
        let base = t.view_of.as_deref()?;
        let b = model.tables.iter().find(|b| b.view_of.is_none() && b.keyspace == t.keyspace && b.name == base)?;
        table_features(b).into_iter().find(|f| target.supports(*f) == Support::No)
    })
}

/// The feature of index `i` that `target` lacks, if any: the statement is refused.
pub fn refused_index(target: Target, i: &IndexDef) -> Option<Feature> {
    index_feature(i).filter(|f| target.supports(*f) == Support::No)
}

/// Why `schema.cql` for `target` leaves a statement out ("it uses {feature}, which {target}
/// does not have"), worded when shown; export writes it in English, like its other notes.
pub fn refusal_note(target: Target, feature: Feature) -> Text {
    msg!("target-left-out", feature = feature.said(), target = target.name())
}
