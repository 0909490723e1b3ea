//! Messages of the er area, as typed values: one variant per message,
//! its fields the names and figures it is built from (already formatted). Worded by
//! `text::en::er` and `text::zh::er`.

/// A message of the er area.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Er {
    /// "specialisation {id} names entity {e}, which does not exist"
    SpecialisationNamesEntityDoesNotExist {
        /// `{id}` in the message.
        id: String,
        /// `{e}` in the message.
        e: String,
    },
    /// "Remove it from the specialisation, or create the entity."
    RemoveFromSpecialisationCreateEntity,
    /// "{sup} is listed as a subtype of itself"
    ListedSubtypeItself {
        /// `{sup}` in the message.
        sup: String,
    },
    /// "Remove {sup} from its own subtypes."
    RemoveFromOwnSubtypes {
        /// `{sup}` in the message.
        sup: String,
    },
    /// "the specialisation of {sup} has no subtype"
    SpecialisationHasNoSubtype {
        /// `{sup}` in the message.
        sup: String,
    },
    /// "Connect a subtype to it, or delete it."
    ConnectSubtypeDelete,
    /// "{n} is, through its supertypes, a subtype of itself"
    ThroughSupertypesSubtypeItself {
        /// `{n}` in the message.
        n: String,
    },
    /// "Break the cycle of IsA links."
    BreakCycleIsaLinks,
    /// "weak entity {n} is owned by itself through its owners ({chain}): its key would never end"
    OwnedThroughItself {
        /// `{n}` in the message.
        n: String,
        /// `{chain}` in the message.
        chain: String,
    },
    /// "Give one of them a strong owner (an entity with a key of its own), or make it a strong entity."
    GiveStrongOwner,
    /// "subtype {n} marks key attributes, but it is identified by its supertype {sup}'s key; its own are ignored"
    SubtypeMarksKeyAttributesButIdentified {
        /// `{n}` in the message.
        n: String,
        /// `{sup}` in the message.
        sup: String,
    },
    /// "Unmark {n}'s key attributes (it inherits {sup}'s key)."
    UnmarkKeyAttributesInheritsKey {
        /// `{n}` in the message.
        n: String,
        /// `{sup}` in the message.
        sup: String,
    },
    /// "an alternate key of {n} names {what}, which is not an attribute of {n}"
    AlternateKeyNamesNotAttribute {
        /// `{n}` in the message.
        n: String,
        /// `{what}` in the message.
        what: String,
    },
    /// "Make the alternate key of {n}'s own attributes."
    MakeAlternateKeyOwnAttributes {
        /// `{n}` in the message.
        n: String,
    },
    /// "{id} goes through relationship {r}, which does not exist"
    GoesThroughRelationshipDoesNotExist {
        /// `{id}` in the message.
        id: String,
        /// `{r}` in the message.
        r: String,
    },
    /// "Choose another relationship in the inspector."
    ChooseAnotherRelationshipInspector,
    /// "{id} names both an entity and a relationship as its subject; the relationship is used"
    NamesBothEntityRelationshipSubjectRelationship {
        /// `{id}` in the message.
        id: String,
    },
    /// "Keep one of the two."
    KeepOneTwo,
    /// "{id} aggregates {a}, which does not exist"
    AggregatesDoesNotExist {
        /// `{id}` in the message.
        id: String,
        /// `{a}` in the message.
        a: String,
    },
    /// "Choose another attribute for the aggregate."
    ChooseAnotherAttributeAggregate,
    /// "{id}: {f} needs an attribute"
    NeedsAttribute {
        /// `{id}` in the message.
        id: String,
        /// `{f}` in the message.
        f: String,
        /// `{f_zh}` in the message.
        f_zh: String,
    },
    /// "Choose the attribute to aggregate."
    ChooseAttributeAggregate,
}
