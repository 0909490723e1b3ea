//! Facts about an edit, in one place: what kind it is and its stable name (one table,
//! [`kinds!`]), what an undo step of it is called, the parts of the project it may change,
//! which edits of one gesture merge into one undo step, the thing it adds for the user to
//! name, what it acts on by the name the user sees (`subject`, the history's words), whether
//! it changes the model's structure (the window's recovery writes at once after
//! such an edit), and whether it may carry text beyond what a project file holds.
//!
//! Every fact is one exhaustive `match` on [`Edit`] (no `_` arm, here or elsewhere), so a new
//! variant does not compile until each fact is decided for it. **A new edit goes**: its
//! variant in `mod.rs`, a row in the table below, an arm in each match of this file, its
//! application in `apply.rs` (`apply_one`), and its undo words in the window
//! (`app/src/gui/undo_step.rs`, exhaustive on [`EditKind`]).

use super::{Edit, Item, Parts};
use crate::ids::{AttributeId, EntityId, QueryId, RelationshipId};
use crate::project::Pos;
use crate::project::Project;
use crate::project::limits::{plain, plain_value};

/// The one table of edit kinds: each [`Edit`] variant with its stable name. Makes
/// [`EditKind`], [`EditKind::name`] and [`Edit::kind`].
macro_rules! kinds {
    ($($variant:ident => $name:literal,)*) => {
        /// What kind of change an edit is: one per [`Edit`] variant.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum EditKind {
            $(
                #[doc = concat!("`", $name, "`")]
                $variant,
            )*
        }

        impl EditKind {
            /// A stable name (`add-entity`, `rename-attribute`, ...), for logs.
            pub fn name(self) -> &'static str {
                match self {
                    $(Self::$variant => $name,)*
                }
            }
        }

        impl Edit {
            /// What kind of change this edit is.
            pub fn kind(&self) -> EditKind {
                match self {
                    $(Self::$variant { .. } => EditKind::$variant,)*
                }
            }
        }
    };
}

kinds! {
    RenameProject => "rename-project",
    AddEntity => "add-entity",
    RemoveEntity => "remove-entity",
    RenameEntity => "rename-entity",
    SetEntityDescription => "set-entity-description",
    SetEntityOwner => "set-entity-owner",
    AddAttribute => "add-attribute",
    RemoveAttribute => "remove-attribute",
    RenameAttribute => "rename-attribute",
    SetAttributeType => "set-attribute-type",
    SetAttributeKey => "set-attribute-key",
    SetAttributeMulti => "set-attribute-multi",
    SetAttributeFields => "set-attribute-fields",
    ReorderAttribute => "reorder-attribute",
    AddRelationship => "add-relationship",
    RemoveRelationship => "remove-relationship",
    RenameRelationship => "rename-relationship",
    SetCardinality => "set-cardinality",
    SetIdentifying => "set-identifying",
    AddQuery => "add-query",
    RemoveQuery => "remove-query",
    SetQueryDescription => "set-query-description",
    SetQueryEntity => "set-query-entity",
    SetQueryEntry => "set-query-entry",
    SetQueryLimit => "set-query-limit",
    SetQueryGiven => "set-query-given",
    SetQueryFind => "set-query-find",
    SetQueryOrderBy => "set-query-order-by",
    AddTransition => "add-transition",
    RemoveTransition => "remove-transition",
    MoveNodes => "move-nodes",
    ArrangeCanvas => "arrange-canvas",
    ChooseAlternative => "choose-alternative",
    RenameTable => "rename-table",
    SetPhysicalType => "set-physical-type",
    AddKeyspace => "add-keyspace",
    SetKeyspace => "set-keyspace",
    RemoveKeyspace => "remove-keyspace",
    SetEntityEstimates => "set-entity-estimates",
    SetRelationshipEstimate => "set-relationship-estimate",
    SetAttributeSize => "set-attribute-size",
    SetAttributeUpdated => "set-attribute-updated",
    SetTableBucket => "set-table-bucket",
    SetQueryRelationship => "set-query-relationship",
    SetQueryVia => "set-query-via",
    SetQueryAggregates => "set-query-aggregates",
    SetQueryPer => "set-query-per",
    SetAlternateKeys => "set-alternate-keys",
    SetRelationshipNoun => "set-relationship-noun",
    SetEntityCqlName => "set-entity-cql-name",
    SetRelationshipCqlName => "set-relationship-cql-name",
    SetAttributeColumn => "set-attribute-column",
    SetEndRole => "set-end-role",
    AddSpecialisation => "add-specialisation",
    SetSpecialisation => "set-specialisation",
    RemoveSpecialisation => "remove-specialisation",
    SetTableKey => "set-table-key",
    SetTableKeyspace => "set-table-keyspace",
    SetTableSeparate => "set-table-separate",
    SetTableIndexOn => "set-table-index-on",
    SetTableOption => "set-table-option",
    SetQueryNearest => "set-query-nearest",
    SetOneTablePerQuery => "set-one-table-per-query",
    SetTarget => "set-target",
    Batch => "batch",
}

impl Edit {
    /// What an undo step of this edit is called: its kind, or for a batch the one kind of
    /// change its edits make besides moving shapes (connecting two queries keeps the others'
    /// places: "add transition"); a batch of several kinds stays a batch.
    pub fn step_kind(&self) -> EditKind {
        let Self::Batch { edits } = self else { return self.kind() };
        let kinds: Vec<EditKind> = edits.iter().map(Edit::step_kind).collect();
        let mut changes = kinds.iter().copied().filter(|k| !matches!(k, EditKind::MoveNodes | EditKind::ArrangeCanvas));
        match changes.next() {
            None => kinds.first().copied().unwrap_or(EditKind::Batch),
            Some(first) if changes.all(|k| k == first) => first,
            Some(_) => EditKind::Batch,
        }
    }

    /// The parts of the project this edit may change (what an undo step copies before it).
    pub fn parts(&self) -> Parts {
        use Parts as P;
        match self {
            Edit::RenameProject { .. } => P::META,
            Edit::AddEntity { .. } => P::ENTITIES.and(P::LAYOUT),
            Edit::RenameEntity { .. }
            | Edit::SetEntityDescription { .. }
            | Edit::SetEntityOwner { .. }
            | Edit::SetEntityCqlName { .. }
            | Edit::SetEntityEstimates { .. }
            | Edit::SetAlternateKeys { .. } => P::ENTITIES,
            Edit::AddAttribute { .. } => P::ATTRIBUTES.and(P::LAYOUT),
            Edit::RenameAttribute { .. }
            | Edit::SetAttributeColumn { .. }
            | Edit::SetAttributeType { .. }
            | Edit::SetAttributeKey { .. }
            | Edit::SetAttributeMulti { .. }
            | Edit::SetAttributeFields { .. }
            | Edit::ReorderAttribute { .. }
            | Edit::SetAttributeSize { .. }
            | Edit::SetAttributeUpdated { .. } => P::ATTRIBUTES,
            Edit::AddRelationship { .. } => P::RELATIONSHIPS.and(P::LAYOUT),
            Edit::RenameRelationship { .. }
            | Edit::SetCardinality { .. }
            | Edit::SetIdentifying { .. }
            | Edit::SetRelationshipEstimate { .. }
            | Edit::SetRelationshipNoun { .. }
            | Edit::SetRelationshipCqlName { .. } => P::RELATIONSHIPS,
            Edit::SetEndRole { .. } => P::RELATIONSHIPS.and(P::QUERIES).and(P::OVERRIDES),
            Edit::AddQuery { .. } => P::QUERIES.and(P::LAYOUT),
            Edit::RemoveQuery { .. } => {
                P::QUERIES.and(P::TRANSITIONS).and(P::OVERRIDES).and(P::PHYSICAL).and(P::LAYOUT)
            }
            Edit::SetQueryDescription { .. }
            | Edit::SetQueryEntity { .. }
            | Edit::SetQueryEntry { .. }
            | Edit::SetQueryLimit { .. }
            | Edit::SetQueryGiven { .. }
            | Edit::SetQueryFind { .. }
            | Edit::SetQueryOrderBy { .. }
            | Edit::SetQueryRelationship { .. }
            | Edit::SetQueryVia { .. }
            | Edit::SetQueryAggregates { .. }
            | Edit::SetQueryPer { .. }
            | Edit::SetQueryNearest { .. } => P::QUERIES,
            Edit::AddTransition { .. } | Edit::RemoveTransition { .. } => P::TRANSITIONS,
            Edit::MoveNodes { .. } | Edit::ArrangeCanvas { .. } => P::LAYOUT,
            Edit::ChooseAlternative { .. }
            | Edit::RenameTable { .. }
            | Edit::SetTableBucket { .. }
            | Edit::SetTableKey { .. }
            | Edit::SetTableKeyspace { .. }
            | Edit::SetTableSeparate { .. }
            | Edit::SetTableIndexOn { .. }
            | Edit::SetTableOption { .. }
            | Edit::SetOneTablePerQuery { .. } => P::OVERRIDES,
            Edit::SetPhysicalType { .. } | Edit::AddKeyspace { .. } | Edit::SetKeyspace { .. } => {
                P::PHYSICAL.and(P::OVERRIDES)
            }
            Edit::SetTarget { .. } => P::PHYSICAL,
            Edit::AddSpecialisation { .. } | Edit::SetSpecialisation { .. } => P::SPECIALISATIONS.and(P::LAYOUT),
            Edit::Batch { edits } => edits.iter().fold(Parts::default(), |all, e| all.and(e.parts())),
            // Removals forget every reference to what they remove, wherever it is.
            Edit::RemoveEntity { .. }
            | Edit::RemoveAttribute { .. }
            | Edit::RemoveRelationship { .. }
            | Edit::RemoveSpecialisation { .. }
            | Edit::RemoveKeyspace { .. } => P::ALL,
        }
    }

    /// Edits that continue one typing gesture share a key: consecutive edits with the same
    /// key merge into one undo step until the history is sealed.
    pub fn merge_key(&self) -> Option<(EditKind, String)> {
        let key = |id: &str| Some((self.kind(), id.to_owned()));
        match self {
            Self::RenameProject { .. } => key(""),
            Self::RenameEntity { id, .. }
            | Self::SetEntityDescription { id, .. }
            | Self::SetEntityCqlName { id, .. } => key(id.as_str()),
            Self::RenameAttribute { id, .. }
            | Self::SetAttributeColumn { id, .. }
            | Self::SetAttributeSize { id, .. } => key(id.as_str()),
            Self::RenameRelationship { id, .. }
            | Self::SetRelationshipNoun { id, .. }
            | Self::SetRelationshipCqlName { id, .. } => key(id.as_str()),
            Self::SetEndRole { id, end, .. } | Self::SetRelationshipEstimate { id, end, .. } => {
                key(&format!("{id}:{end}"))
            }
            Self::SetQueryDescription { id, .. } | Self::SetQueryLimit { id, .. } => key(id.as_str()),
            Self::RenameTable { query, .. } => key(query.as_str()),
            Self::SetKeyspace { index, .. } => key(&index.to_string()),
            Self::SetEntityEstimates { id, .. } => key(id.as_str()),
            // An entity added is named next: the typing of its name (and the shorthand
            // `Video(video_id, upload_date)` ending it) continues the step that added it, so
            // one quick-entry line is one undo step (issue 44).
            Self::AddEntity { entity, .. } => Some((EditKind::RenameEntity, entity.id.as_str().to_owned())),
            // One click each: a step of its own.
            Self::RemoveEntity { .. }
            | Self::SetEntityOwner { .. }
            | Self::AddAttribute { .. }
            | Self::RemoveAttribute { .. }
            | Self::SetAttributeType { .. }
            | Self::SetAttributeKey { .. }
            | Self::SetAttributeMulti { .. }
            | Self::SetAttributeFields { .. }
            | Self::ReorderAttribute { .. }
            | Self::SetAttributeUpdated { .. }
            | Self::AddRelationship { .. }
            | Self::RemoveRelationship { .. }
            | Self::SetCardinality { .. }
            | Self::SetIdentifying { .. }
            | Self::AddQuery { .. }
            | Self::RemoveQuery { .. }
            | Self::SetQueryEntity { .. }
            | Self::SetQueryEntry { .. }
            | Self::SetQueryGiven { .. }
            | Self::SetQueryFind { .. }
            | Self::SetQueryOrderBy { .. }
            | Self::SetQueryRelationship { .. }
            | Self::SetQueryVia { .. }
            | Self::SetQueryAggregates { .. }
            | Self::SetQueryPer { .. }
            | Self::SetQueryNearest { .. }
            | Self::AddTransition { .. }
            | Self::RemoveTransition { .. }
            | Self::MoveNodes { .. }
            | Self::ArrangeCanvas { .. }
            | Self::ChooseAlternative { .. }
            | Self::SetPhysicalType { .. }
            | Self::AddKeyspace { .. }
            | Self::RemoveKeyspace { .. }
            | Self::SetTableBucket { .. }
            | Self::SetAlternateKeys { .. }
            | Self::AddSpecialisation { .. }
            | Self::SetSpecialisation { .. }
            | Self::RemoveSpecialisation { .. }
            | Self::SetTableKey { .. }
            | Self::SetTableKeyspace { .. }
            | Self::SetTableSeparate { .. }
            | Self::SetTableIndexOn { .. }
            | Self::SetTableOption { .. }
            | Self::SetOneTablePerQuery { .. }
            | Self::SetTarget { .. }
            | Self::Batch { .. } => None,
        }
    }

    /// The thing this edit adds, when it adds one the user goes on to name (an entity, a
    /// relationship, a query).
    pub fn added(&self) -> Option<Item> {
        match self {
            Edit::AddEntity { entity, .. } => Some(Item::Entity(entity.id.clone())),
            Edit::AddRelationship { relationship, .. } => Some(Item::Relationship(relationship.id.clone())),
            Edit::AddQuery { query, .. } => Some(Item::Query(query.id.clone())),
            Edit::Batch { edits } => edits.iter().find_map(Edit::added),
            // An attribute is named where it is added; the others add nothing to name.
            Edit::AddAttribute { .. }
            | Edit::AddSpecialisation { .. }
            | Edit::AddKeyspace { .. }
            | Edit::AddTransition { .. }
            | Edit::RenameProject { .. }
            | Edit::RemoveEntity { .. }
            | Edit::RenameEntity { .. }
            | Edit::SetEntityDescription { .. }
            | Edit::SetEntityOwner { .. }
            | Edit::RemoveAttribute { .. }
            | Edit::RenameAttribute { .. }
            | Edit::SetAttributeType { .. }
            | Edit::SetAttributeKey { .. }
            | Edit::SetAttributeMulti { .. }
            | Edit::SetAttributeFields { .. }
            | Edit::ReorderAttribute { .. }
            | Edit::RemoveRelationship { .. }
            | Edit::RenameRelationship { .. }
            | Edit::SetCardinality { .. }
            | Edit::SetIdentifying { .. }
            | Edit::RemoveQuery { .. }
            | Edit::SetQueryDescription { .. }
            | Edit::SetQueryEntity { .. }
            | Edit::SetQueryEntry { .. }
            | Edit::SetQueryLimit { .. }
            | Edit::SetQueryGiven { .. }
            | Edit::SetQueryFind { .. }
            | Edit::SetQueryOrderBy { .. }
            | Edit::RemoveTransition { .. }
            | Edit::MoveNodes { .. }
            | Edit::ArrangeCanvas { .. }
            | Edit::ChooseAlternative { .. }
            | Edit::RenameTable { .. }
            | Edit::SetPhysicalType { .. }
            | Edit::SetKeyspace { .. }
            | Edit::RemoveKeyspace { .. }
            | Edit::SetEntityEstimates { .. }
            | Edit::SetRelationshipEstimate { .. }
            | Edit::SetAttributeUpdated { .. }
            | Edit::SetAttributeSize { .. }
            | Edit::SetTableBucket { .. }
            | Edit::SetQueryRelationship { .. }
            | Edit::SetQueryVia { .. }
            | Edit::SetQueryAggregates { .. }
            | Edit::SetQueryPer { .. }
            | Edit::SetAlternateKeys { .. }
            | Edit::SetEndRole { .. }
            | Edit::SetEntityCqlName { .. }
            | Edit::SetRelationshipCqlName { .. }
            | Edit::SetAttributeColumn { .. }
            | Edit::SetRelationshipNoun { .. }
            | Edit::SetSpecialisation { .. }
            | Edit::RemoveSpecialisation { .. }
            | Edit::SetTableKey { .. }
            | Edit::SetTableKeyspace { .. }
            | Edit::SetTableSeparate { .. }
            | Edit::SetTableIndexOn { .. }
            | Edit::SetTableOption { .. }
            | Edit::SetQueryNearest { .. }
            | Edit::SetOneTablePerQuery { .. }
            | Edit::SetTarget { .. } => None,
        }
    }

    /// Edits that add or remove something or change which tables exist (the window's
    /// recovery writes the work at once after them instead of waiting for an idle moment).
    pub fn is_structural(&self) -> bool {
        match self {
            Edit::AddEntity { .. }
            | Edit::RemoveEntity { .. }
            | Edit::SetEntityOwner { .. }
            | Edit::AddAttribute { .. }
            | Edit::RemoveAttribute { .. }
            | Edit::SetAttributeKey { .. }
            | Edit::SetAttributeUpdated { .. }
            | Edit::SetAttributeMulti { .. }
            | Edit::SetAttributeFields { .. }
            | Edit::ReorderAttribute { .. }
            | Edit::AddRelationship { .. }
            | Edit::RemoveRelationship { .. }
            | Edit::SetCardinality { .. }
            | Edit::SetEndRole { .. }
            | Edit::SetIdentifying { .. }
            | Edit::AddQuery { .. }
            | Edit::RemoveQuery { .. }
            | Edit::SetQueryEntity { .. }
            | Edit::SetQueryGiven { .. }
            | Edit::SetQueryFind { .. }
            | Edit::SetQueryOrderBy { .. }
            | Edit::AddTransition { .. }
            | Edit::RemoveTransition { .. }
            | Edit::ChooseAlternative { .. }
            | Edit::SetTableBucket { .. }
            | Edit::SetTableIndexOn { .. }
            | Edit::SetPhysicalType { .. }
            | Edit::AddKeyspace { .. }
            | Edit::RemoveKeyspace { .. } => true,
            Edit::Batch { edits } => edits.iter().any(Edit::is_structural),
            Edit::RenameProject { .. }
            | Edit::RenameEntity { .. }
            | Edit::SetEntityDescription { .. }
            | Edit::RenameAttribute { .. }
            | Edit::SetAttributeType { .. }
            | Edit::RenameRelationship { .. }
            | Edit::SetQueryDescription { .. }
            | Edit::SetQueryEntry { .. }
            | Edit::SetQueryLimit { .. }
            | Edit::MoveNodes { .. }
            | Edit::ArrangeCanvas { .. }
            | Edit::RenameTable { .. }
            | Edit::SetKeyspace { .. }
            | Edit::SetEntityEstimates { .. }
            | Edit::SetRelationshipEstimate { .. }
            | Edit::SetAttributeSize { .. }
            | Edit::SetQueryRelationship { .. }
            | Edit::SetQueryVia { .. }
            | Edit::SetQueryAggregates { .. }
            | Edit::SetQueryPer { .. }
            | Edit::SetAlternateKeys { .. }
            | Edit::SetEntityCqlName { .. }
            | Edit::SetRelationshipCqlName { .. }
            | Edit::SetAttributeColumn { .. }
            | Edit::SetRelationshipNoun { .. }
            | Edit::AddSpecialisation { .. }
            | Edit::SetSpecialisation { .. }
            | Edit::RemoveSpecialisation { .. }
            | Edit::SetTableKey { .. }
            | Edit::SetTableKeyspace { .. }
            | Edit::SetTableSeparate { .. }
            | Edit::SetTableOption { .. }
            | Edit::SetQueryNearest { .. }
            | Edit::SetOneTablePerQuery { .. }
            | Edit::SetTarget { .. } => false,
        }
    }

    /// Whether this edit could make a project no file may hold ([`crate::project::limits`]),
    /// so that `Project::apply` checks the result in full: false when every string it puts
    /// into the project is plain ([`plain`]: short, no control character, no role separator)
    /// and every position a point. A removal puts nothing in; a batch's edits are each checked
    /// as they apply. Typed per edit, so a drag or a keystroke costs a few comparisons.
    pub fn may_break_limits(&self) -> bool {
        !self.carries_only_plain_text()
    }

    fn carries_only_plain_text(&self) -> bool {
        let opt = |s: &Option<String>| s.as_deref().is_none_or(plain);
        let at = |pos: &Option<Pos>| pos.is_none_or(|p| p.x.is_finite() && p.y.is_finite());
        let ids = |ids: &[crate::ids::QueryId]| ids.iter().all(|q| plain(q.as_str()));
        match self {
            Edit::RenameProject { name } | Edit::RenameEntity { name, .. } | Edit::RenameAttribute { name, .. } => {
                plain(name)
            }
            Edit::RenameRelationship { name, .. } => plain(name),
            Edit::SetEntityDescription { description, .. } | Edit::SetQueryDescription { description, .. } => {
                plain(description)
            }
            Edit::AddEntity { entity, pos } => plain_value(entity) && at(pos),
            Edit::AddRelationship { relationship, pos } => plain_value(relationship) && at(pos),
            Edit::AddQuery { query, pos } => plain_value(query) && at(pos),
            Edit::AddAttribute { attribute, .. } => plain_value(attribute),
            Edit::SetEntityOwner { owner: id, .. } | Edit::SetQueryEntity { entity: id, .. } => {
                id.as_ref().is_none_or(|e| plain(e.as_str()))
            }
            Edit::SetQueryRelationship { relationship, .. } => relationship.as_ref().is_none_or(|r| plain(r.as_str())),
            Edit::SetQueryVia { via, .. } => via.iter().all(|r| plain(r.as_str())),
            Edit::SetAttributeFields { fields, .. } => plain_value(fields),
            Edit::SetAttributeMulti { multi, .. } => plain_value(multi),
            Edit::SetQueryGiven { given, .. } => plain_value(given),
            Edit::SetQueryFind { find, .. } => find.iter().all(|a| plain(a.as_str())),
            Edit::SetQueryOrderBy { order_by, .. } => plain_value(order_by),
            Edit::SetQueryAggregates { aggregates, .. } => plain_value(aggregates),
            Edit::SetQueryPer { per, .. } => plain_value(per),
            Edit::SetQueryNearest { nearest, .. } => plain_value(nearest),
            Edit::AddTransition { from, to } => plain(from.as_str()) && plain(to.as_str()),
            Edit::MoveNodes { moves: nodes, .. } | Edit::ArrangeCanvas { positions: nodes, .. } => {
                nodes.iter().all(|(id, _)| plain(id))
            }
            Edit::RenameTable { name, .. }
            | Edit::SetEntityCqlName { name, .. }
            | Edit::SetRelationshipCqlName { name, .. } => opt(name),
            Edit::SetAttributeColumn { column, .. } => opt(column),
            Edit::SetRelationshipNoun { noun, .. } => opt(noun),
            Edit::SetEndRole { role, .. } => opt(role),
            Edit::SetTableKeyspace { keyspace, .. } => opt(keyspace),
            Edit::SetPhysicalType { ty, .. } => ty.as_ref().is_none_or(|t| plain(&t.to_string())),
            Edit::AddKeyspace { keyspace } | Edit::SetKeyspace { keyspace, .. } => plain_value(keyspace),
            Edit::SetEntityEstimates { estimates, .. } => plain_value(estimates),
            Edit::SetAlternateKeys { keys, .. } => keys.iter().flatten().all(|a| plain(a.as_str())),
            Edit::AddSpecialisation { specialisation } | Edit::SetSpecialisation { specialisation } => {
                plain_value(specialisation)
            }
            Edit::SetTableKey { key, .. } => plain_value(key),
            Edit::SetTableBucket { queries, bucket } => ids(queries) && plain_value(bucket),
            Edit::SetTableIndexOn { host, .. } => host.as_ref().is_none_or(|q| plain(q.as_str())),
            Edit::SetTableOption { queries, name, value } => ids(queries) && plain(name) && opt(value),
            Edit::RemoveEntity { .. }
            | Edit::RemoveAttribute { .. }
            | Edit::RemoveRelationship { .. }
            | Edit::RemoveQuery { .. }
            | Edit::RemoveTransition { .. }
            | Edit::RemoveKeyspace { .. }
            | Edit::RemoveSpecialisation { .. }
            | Edit::SetAttributeType { .. }
            | Edit::SetAttributeKey { .. }
            | Edit::ReorderAttribute { .. }
            | Edit::SetCardinality { .. }
            | Edit::SetIdentifying { .. }
            | Edit::SetQueryEntry { .. }
            | Edit::SetQueryLimit { .. }
            | Edit::ChooseAlternative { .. }
            | Edit::SetRelationshipEstimate { .. }
            | Edit::SetAttributeUpdated { .. }
            | Edit::SetAttributeSize { .. }
            | Edit::SetTableSeparate { .. }
            | Edit::SetOneTablePerQuery { .. }
            | Edit::SetTarget { .. }
            | Edit::Batch { .. } => true,
        }
    }
}

// What an undo step acted on, by the name the user sees ("Hotel", "hotel_id", "Q3"), for
// the history's words ("add entity Hotel").

fn entity(project: &Project, id: &EntityId) -> Option<String> {
    project.entity(id).map(|e| e.name.clone())
}

fn attribute(project: &Project, id: &AttributeId) -> Option<String> {
    project.attribute(id).map(|(_, a)| a.name.clone())
}

fn relationship(project: &Project, id: &RelationshipId) -> Option<String> {
    project.relationship(id).map(|r| r.name.clone())
}

fn query(project: &Project, id: &QueryId) -> Option<String> {
    project.query(id).map(|q| q.id.to_string())
}

/// The name of what `edit` acts on, read in `project` (the project before the edit for a
/// removal, after it otherwise: a rename's subject is its new name). `None` for edits of
/// the whole project or of several things.
pub(super) fn subject(edit: &Edit, project: &Project) -> Option<String> {
    match edit {
        Edit::AddEntity { entity: e, .. } => Some(e.name.clone()),
        Edit::AddAttribute { attribute: a, .. } => Some(a.name.clone()),
        Edit::AddRelationship { relationship: r, .. } => Some(r.name.clone()),
        Edit::AddQuery { query: q, .. } => Some(q.id.to_string()),
        Edit::AddKeyspace { keyspace } | Edit::SetKeyspace { keyspace, .. } => Some(keyspace.name.clone()),
        Edit::RemoveKeyspace { index } => project.physical.keyspaces.get(*index).map(|k| k.name.clone()),
        Edit::AddSpecialisation { specialisation } | Edit::SetSpecialisation { specialisation } => {
            entity(project, &specialisation.supertype)
        }
        Edit::RemoveSpecialisation { id } => {
            project.specialisations.iter().find(|s| &s.id == id).and_then(|s| entity(project, &s.supertype))
        }
        Edit::RemoveEntity { id }
        | Edit::RenameEntity { id, .. }
        | Edit::SetEntityDescription { id, .. }
        | Edit::SetEntityOwner { id, .. }
        | Edit::SetAlternateKeys { id, .. }
        | Edit::SetEntityCqlName { id, .. }
        | Edit::SetEntityEstimates { id, .. } => entity(project, id),
        Edit::RemoveAttribute { id }
        | Edit::RenameAttribute { id, .. }
        | Edit::SetAttributeType { id, .. }
        | Edit::SetAttributeKey { id, .. }
        | Edit::SetAttributeMulti { id, .. }
        | Edit::SetAttributeFields { id, .. }
        | Edit::ReorderAttribute { id, .. }
        | Edit::SetAttributeUpdated { id, .. }
        | Edit::SetAttributeSize { id, .. }
        | Edit::SetAttributeColumn { id, .. }
        | Edit::SetPhysicalType { attribute: id, .. } => attribute(project, id),
        Edit::RemoveRelationship { id }
        | Edit::RenameRelationship { id, .. }
        | Edit::SetCardinality { id, .. }
        | Edit::SetIdentifying { id, .. }
        | Edit::SetRelationshipEstimate { id, .. }
        | Edit::SetEndRole { id, .. }
        | Edit::SetRelationshipCqlName { id, .. }
        | Edit::SetRelationshipNoun { id, .. } => relationship(project, id),
        Edit::RemoveQuery { id }
        | Edit::SetQueryDescription { id, .. }
        | Edit::SetQueryEntity { id, .. }
        | Edit::SetQueryEntry { id, .. }
        | Edit::SetQueryLimit { id, .. }
        | Edit::SetQueryGiven { id, .. }
        | Edit::SetQueryFind { id, .. }
        | Edit::SetQueryOrderBy { id, .. }
        | Edit::SetQueryRelationship { id, .. }
        | Edit::SetQueryVia { id, .. }
        | Edit::SetQueryAggregates { id, .. }
        | Edit::SetQueryPer { id, .. }
        | Edit::SetQueryNearest { id, .. }
        | Edit::ChooseAlternative { query: id, .. }
        | Edit::SetTableKey { query: id, .. }
        | Edit::SetTableKeyspace { query: id, .. }
        | Edit::SetTableSeparate { query: id, .. }
        | Edit::SetTableIndexOn { query: id, .. } => query(project, id),
        Edit::RenameTable { query: id, name } => name.clone().or_else(|| query(project, id)),
        Edit::AddTransition { from, to } | Edit::RemoveTransition { from, to } => Some(format!("{from} → {to}")),
        Edit::SetTableBucket { queries, .. } | Edit::SetTableOption { queries, .. } => match queries.as_slice() {
            [one] => query(project, one),
            _ => None,
        },
        Edit::Batch { edits } => {
            // A batch of one kind of change to one thing (moves aside) is named after it.
            let mut named = edits
                .iter()
                .filter(|e| !matches!(e, Edit::MoveNodes { .. } | Edit::ArrangeCanvas { .. }))
                .map(|e| subject(e, project));
            let first = named.next().flatten()?;
            named.all(|s| s.as_deref() == Some(first.as_str())).then_some(first)
        }
        Edit::RenameProject { name } => Some(name.clone()),
        Edit::MoveNodes { .. }
        | Edit::ArrangeCanvas { .. }
        | Edit::SetOneTablePerQuery { .. }
        | Edit::SetTarget { .. } => None,
    }
}
