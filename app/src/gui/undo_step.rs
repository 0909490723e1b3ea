//! What an undo step was, in a few words ("add entity", "move shapes"), for the status line
//! after Undo and Redo. Every kind of edit is worded through one exhaustive match: a new
//! kind does not compile until it is given its words.

use super::i18n::fill;
use super::i18n::{Strings, tr};
use model_core::edit::EditKind;

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
        K::SetEntityDescription | K::SetEntityOwner | K::SetAlternateKeys | K::SetEntityCqlName => (V::Change, N::Entity),
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
        K::SetCardinality | K::SetIdentifying | K::SetRelationshipNoun | K::SetEndRole | K::SetRelationshipCqlName => (V::Change, N::Relationship),
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
    let s: &Strings = tr();
    let (verb, noun) = parts(kind);
    let verb = match verb {
        Verb::Add => s.step_add,
        Verb::Remove => s.step_remove,
        Verb::Rename => s.step_rename,
        Verb::Change => s.step_change,
        Verb::Move => s.step_move,
    };
    let noun = match noun {
        Noun::Project => s.noun_project,
        Noun::Entity => s.noun_entity,
        Noun::Attribute => s.noun_attribute,
        Noun::Relationship => s.noun_relationship,
        Noun::Query => s.noun_query,
        Noun::Transition => s.noun_transition,
        Noun::Shapes => s.noun_shapes,
        Noun::Table => s.noun_table,
        Noun::Keyspace => s.noun_keyspace,
        Noun::Specialisation => s.noun_specialisation,
        Noun::Estimates => s.noun_estimates,
        Noun::Several => s.noun_several,
    };
    fill(s.step_words, &[verb, noun])
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
}
