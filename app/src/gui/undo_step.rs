//! What an undo step was, in a few words ("add entity Hotel", "move shapes"), for the status
//! line after Undo and Redo, the history window and the status line's undo menu. Every kind of edit is worded through one exhaustive match: a new
//! kind does not compile until it is given its words.

use model_core::edit::{EditKind, StepLabel};

/// What the step did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Verb {
    Add,
    Remove,
    Rename,
    Change,
    Move,
}

/// What the step did it to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Noun {
    Project,
    Entity,
    Attribute,
    Relationship,
    Query,
    Transition,
    Shapes,
    Table,
    Keyspace,
    Specialisation,
    Estimates,
    Several,
}

fn parts(kind: EditKind) -> (Verb, Noun) {
    use EditKind as K;
    use Noun as N;
    use Verb as V;
    match kind {
        K::RenameProject => (V::Rename, N::Project),
        K::SetOneTablePerQuery | K::SetTarget => (V::Change, N::Project),
        K::AddEntity => (V::Add, N::Entity),
        K::RemoveEntity => (V::Remove, N::Entity),
        K::RenameEntity => (V::Rename, N::Entity),
        K::SetEntityDescription | K::SetEntityOwner | K::SetAlternateKeys | K::SetEntityCqlName => {
            (V::Change, N::Entity)
        }
        K::AddAttribute => (V::Add, N::Attribute),
        K::RemoveAttribute => (V::Remove, N::Attribute),
        K::RenameAttribute => (V::Rename, N::Attribute),
        K::SetAttributeType
        | K::SetAttributeKey
        | K::SetAttributeUpdated
        | K::SetAttributeMulti
        | K::SetAttributeFields
        | K::ReorderAttribute
        | K::SetPhysicalType
        | K::SetAttributeColumn => (V::Change, N::Attribute),
        K::AddRelationship => (V::Add, N::Relationship),
        K::RemoveRelationship => (V::Remove, N::Relationship),
        K::RenameRelationship => (V::Rename, N::Relationship),
        K::SetCardinality | K::SetIdentifying | K::SetRelationshipNoun | K::SetEndRole | K::SetRelationshipCqlName => {
            (V::Change, N::Relationship)
        }
        K::AddQuery => (V::Add, N::Query),
        K::RemoveQuery => (V::Remove, N::Query),
        K::SetQueryDescription
        | K::SetQueryEntity
        | K::SetQueryEntry
        | K::SetQueryLimit
        | K::SetQueryGiven
        | K::SetQueryFind
        | K::SetQueryOrderBy
        | K::SetQueryRelationship
        | K::SetQueryVia
        | K::SetQueryAggregates
        | K::SetQueryPer
        | K::SetQueryNearest => (V::Change, N::Query),
        K::AddTransition => (V::Add, N::Transition),
        K::RemoveTransition => (V::Remove, N::Transition),
        K::MoveNodes | K::ArrangeCanvas => (V::Move, N::Shapes),
        K::RenameTable => (V::Rename, N::Table),
        K::ChooseAlternative
        | K::SetTableBucket
        | K::SetTableKey
        | K::SetTableKeyspace
        | K::SetTableSeparate
        | K::SetTableIndexOn
        | K::SetTableOption => (V::Change, N::Table),
        K::AddKeyspace => (V::Add, N::Keyspace),
        K::RemoveKeyspace => (V::Remove, N::Keyspace),
        K::SetKeyspace => (V::Change, N::Keyspace),
        K::AddSpecialisation => (V::Add, N::Specialisation),
        K::RemoveSpecialisation => (V::Remove, N::Specialisation),
        K::SetSpecialisation => (V::Change, N::Specialisation),
        K::SetEntityEstimates | K::SetRelationshipEstimate | K::SetAttributeSize => (V::Change, N::Estimates),
        K::Batch => (V::Change, N::Several),
    }
}

/// The step in words: "add entity", "添加实体".
pub fn step(kind: EditKind) -> String {
    let (verb, noun) = parts(kind);
    let verb = match verb {
        Verb::Add => tr!("gui-step-add"),
        Verb::Remove => tr!("gui-step-remove"),
        Verb::Rename => tr!("gui-step-rename"),
        Verb::Change => tr!("gui-step-change"),
        Verb::Move => tr!("gui-step-move"),
    };
    let noun = match noun {
        Noun::Project => tr!("gui-noun-project"),
        Noun::Entity => tr!("gui-noun-entity"),
        Noun::Attribute => tr!("gui-noun-attribute"),
        Noun::Relationship => tr!("gui-noun-relationship"),
        Noun::Query => tr!("gui-noun-query"),
        Noun::Transition => tr!("gui-noun-transition"),
        Noun::Shapes => tr!("gui-noun-shapes"),
        Noun::Table => tr!("gui-noun-table"),
        Noun::Keyspace => tr!("gui-noun-keyspace"),
        Noun::Specialisation => tr!("gui-noun-specialisation"),
        Noun::Estimates => tr!("gui-noun-estimates"),
        Noun::Several => tr!("gui-noun-several"),
    };
    tr!("gui-step-words", verb = verb, noun = noun)
}

/// A step of the history in words, with what it acted on: "add entity Hotel", "rename
/// attribute hotel_name", "choose key alternative ((poi_name), hotel_id) for hotels_by_poi".
pub fn label(step_label: StepLabel<'_>) -> String {
    match (step_label.kind, step_label.subject, step_label.detail) {
        (EditKind::ChooseAlternative, Some(table), Some(key)) => {
            tr!("gui-history-choose-key", key = key, table = table)
        }
        // Several kinds of change to one thing: "change Video".
        (EditKind::Batch, Some(name), _) => tr!("gui-history-change-of", name = name),
        (kind, Some(name), _) => tr!("gui-history-step-of", step = &step(kind), name = name),
        (kind, None, _) => step(kind),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gui::i18n::{Lang, use_language};

    #[test]
    fn steps_read_as_a_verb_and_a_noun_in_both_languages() {
        use_language(Lang::En);
        assert_eq!(step(EditKind::AddEntity), "add entity");
        assert_eq!(step(EditKind::MoveNodes), "move shapes");
        use_language(Lang::Zh);
        assert_eq!(step(EditKind::AddEntity), "添加实体");
        use_language(Lang::En);
    }

    #[test]
    fn a_step_names_what_it_acted_on() {
        use_language(Lang::En);
        let add = StepLabel { kind: EditKind::AddEntity, subject: Some("Hotel"), detail: None };
        assert_eq!(label(add), "add entity Hotel");
        let choose = StepLabel { kind: EditKind::ChooseAlternative, subject: Some("hotels"), detail: Some("((a), b)") };
        assert_eq!(label(choose), "choose key alternative ((a), b) for hotels");
        let moved = StepLabel { kind: EditKind::MoveNodes, subject: None, detail: None };
        assert_eq!(label(moved), "move shapes");
    }
}
