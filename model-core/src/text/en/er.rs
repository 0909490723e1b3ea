//! The er area's messages in English.

use crate::text::said::Er;

/// `m` in English.
pub(super) fn word(m: &Er) -> String {
    match m {
        Er::SpecialisationNamesEntityDoesNotExist { id, e } => format!("specialisation {id} names entity {e}, which does not exist"),
        Er::RemoveFromSpecialisationCreateEntity => "Remove it from the specialisation, or create the entity.".to_owned(),
        Er::ListedSubtypeItself { sup } => format!("{sup} is listed as a subtype of itself"),
        Er::RemoveFromOwnSubtypes { sup } => format!("Remove {sup} from its own subtypes."),
        Er::SpecialisationHasNoSubtype { sup } => format!("the specialisation of {sup} has no subtype"),
        Er::ConnectSubtypeDelete => "Connect a subtype to it, or delete it.".to_owned(),
        Er::ThroughSupertypesSubtypeItself { n } => format!("{n} is, through its supertypes, a subtype of itself"),
        Er::BreakCycleIsaLinks => "Break the cycle of IsA links.".to_owned(),
        Er::OwnedThroughItself { n, chain } => format!("weak entity {n} is owned by itself through its owners ({chain}): its key would never end"),
        Er::GiveStrongOwner => "Give one of them a strong owner (an entity with a key of its own), or make it a strong entity.".to_owned(),
        Er::SubtypeMarksKeyAttributesButIdentified { n, sup } => {
            format!("subtype {n} marks key attributes, but it is identified by its supertype {sup}'s key; its own are ignored")
        }
        Er::UnmarkKeyAttributesInheritsKey { n, sup } => format!("Unmark {n}'s key attributes (it inherits {sup}'s key)."),
        Er::AlternateKeyNamesNotAttribute { n, what } => format!("an alternate key of {n} names {what}, which is not an attribute of {n}"),
        Er::MakeAlternateKeyOwnAttributes { n } => format!("Make the alternate key of {n}'s own attributes."),
        Er::GoesThroughRelationshipDoesNotExist { id, r } => format!("{id} goes through relationship {r}, which does not exist"),
        Er::ChooseAnotherRelationshipInspector => "Choose another relationship in the inspector.".to_owned(),
        Er::NamesBothEntityRelationshipSubjectRelationship { id } => {
            format!("{id} names both an entity and a relationship as its subject; the relationship is used")
        }
        Er::KeepOneTwo => "Keep one of the two.".to_owned(),
        Er::AggregatesDoesNotExist { id, a } => format!("{id} aggregates {a}, which does not exist"),
        Er::ChooseAnotherAttributeAggregate => "Choose another attribute for the aggregate.".to_owned(),
        Er::NeedsAttribute { id, f, .. } => format!("{id}: {f} needs an attribute"),
        Er::ChooseAttributeAggregate => "Choose the attribute to aggregate.".to_owned(),
    }
}
