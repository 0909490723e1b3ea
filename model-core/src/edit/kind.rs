//! What kind of change an edit is, as a value to match on.

use super::Edit;

/// What kind of change an edit is: one per [`Edit`] variant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EditKind {
    /// `rename-project`
    RenameProject,
    /// `add-entity`
    AddEntity,
    /// `remove-entity`
    RemoveEntity,
    /// `rename-entity`
    RenameEntity,
    /// `set-entity-description`
    SetEntityDescription,
    /// `set-entity-owner`
    SetEntityOwner,
    /// `add-attribute`
    AddAttribute,
    /// `remove-attribute`
    RemoveAttribute,
    /// `rename-attribute`
    RenameAttribute,
    /// `set-attribute-type`
    SetAttributeType,
    /// `set-attribute-key`
    SetAttributeKey,
    /// `set-attribute-multi`
    SetAttributeMulti,
    /// `set-attribute-fields`
    SetAttributeFields,
    /// `reorder-attribute`
    ReorderAttribute,
    /// `add-relationship`
    AddRelationship,
    /// `remove-relationship`
    RemoveRelationship,
    /// `rename-relationship`
    RenameRelationship,
    /// `set-cardinality`
    SetCardinality,
    /// `set-identifying`
    SetIdentifying,
    /// `add-query`
    AddQuery,
    /// `remove-query`
    RemoveQuery,
    /// `set-query-description`
    SetQueryDescription,
    /// `set-query-entity`
    SetQueryEntity,
    /// `set-query-entry`
    SetQueryEntry,
    /// `set-query-limit`
    SetQueryLimit,
    /// `set-query-given`
    SetQueryGiven,
    /// `set-query-find`
    SetQueryFind,
    /// `set-query-order-by`
    SetQueryOrderBy,
    /// `add-transition`
    AddTransition,
    /// `remove-transition`
    RemoveTransition,
    /// `move-nodes`
    MoveNodes,
    /// `arrange-canvas`
    ArrangeCanvas,
    /// `choose-alternative`
    ChooseAlternative,
    /// `rename-table`
    RenameTable,
    /// `set-physical-type`
    SetPhysicalType,
    /// `add-keyspace`
    AddKeyspace,
    /// `set-keyspace`
    SetKeyspace,
    /// `remove-keyspace`
    RemoveKeyspace,
    /// `set-entity-estimates`
    SetEntityEstimates,
    /// `set-relationship-estimate`
    SetRelationshipEstimate,
    /// `set-attribute-size`
    SetAttributeSize,
    /// `set-attribute-updated`
    SetAttributeUpdated,
    /// `set-table-bucket`
    SetTableBucket,
    /// `set-query-relationship`
    SetQueryRelationship,
    /// `set-query-via`
    SetQueryVia,
    /// `set-query-aggregates`
    SetQueryAggregates,
    /// `set-query-per`
    SetQueryPer,
    /// `set-alternate-keys`
    SetAlternateKeys,
    /// `set-relationship-noun`
    SetRelationshipNoun,
    /// `set-entity-cql-name`
    SetEntityCqlName,
    /// `set-relationship-cql-name`
    SetRelationshipCqlName,
    /// `set-attribute-column`
    SetAttributeColumn,
    /// `set-end-role`
    SetEndRole,
    /// `add-specialisation`
    AddSpecialisation,
    /// `set-specialisation`
    SetSpecialisation,
    /// `remove-specialisation`
    RemoveSpecialisation,
    /// `set-table-key`
    SetTableKey,
    /// `set-table-keyspace`
    SetTableKeyspace,
    /// `set-table-separate`
    SetTableSeparate,
    /// `set-table-index-on`
    SetTableIndexOn,
    /// `set-table-option`
    SetTableOption,
    /// `set-query-nearest`
    SetQueryNearest,
    /// `set-one-table-per-query`
    SetOneTablePerQuery,
    /// `set-target`
    SetTarget,
    /// `batch`
    Batch,
}

impl EditKind {
    /// A stable name (`add-entity`, `rename-attribute`, ...), for logs.
    pub fn name(self) -> &'static str {
        match self {
            Self::RenameProject => "rename-project",
            Self::AddEntity => "add-entity",
            Self::RemoveEntity => "remove-entity",
            Self::RenameEntity => "rename-entity",
            Self::SetEntityDescription => "set-entity-description",
            Self::SetEntityOwner => "set-entity-owner",
            Self::AddAttribute => "add-attribute",
            Self::RemoveAttribute => "remove-attribute",
            Self::RenameAttribute => "rename-attribute",
            Self::SetAttributeType => "set-attribute-type",
            Self::SetAttributeKey => "set-attribute-key",
            Self::SetAttributeMulti => "set-attribute-multi",
            Self::SetAttributeFields => "set-attribute-fields",
            Self::ReorderAttribute => "reorder-attribute",
            Self::AddRelationship => "add-relationship",
            Self::RemoveRelationship => "remove-relationship",
            Self::RenameRelationship => "rename-relationship",
            Self::SetCardinality => "set-cardinality",
            Self::SetIdentifying => "set-identifying",
            Self::AddQuery => "add-query",
            Self::RemoveQuery => "remove-query",
            Self::SetQueryDescription => "set-query-description",
            Self::SetQueryEntity => "set-query-entity",
            Self::SetQueryEntry => "set-query-entry",
            Self::SetQueryLimit => "set-query-limit",
            Self::SetQueryGiven => "set-query-given",
            Self::SetQueryFind => "set-query-find",
            Self::SetQueryOrderBy => "set-query-order-by",
            Self::AddTransition => "add-transition",
            Self::RemoveTransition => "remove-transition",
            Self::MoveNodes => "move-nodes",
            Self::ArrangeCanvas => "arrange-canvas",
            Self::ChooseAlternative => "choose-alternative",
            Self::RenameTable => "rename-table",
            Self::SetPhysicalType => "set-physical-type",
            Self::AddKeyspace => "add-keyspace",
            Self::SetKeyspace => "set-keyspace",
            Self::RemoveKeyspace => "remove-keyspace",
            Self::SetEntityEstimates => "set-entity-estimates",
            Self::SetRelationshipEstimate => "set-relationship-estimate",
            Self::SetAttributeSize => "set-attribute-size",
            Self::SetAttributeUpdated => "set-attribute-updated",
            Self::SetTableBucket => "set-table-bucket",
            Self::SetQueryRelationship => "set-query-relationship",
            Self::SetQueryVia => "set-query-via",
            Self::SetQueryAggregates => "set-query-aggregates",
            Self::SetQueryPer => "set-query-per",
            Self::SetAlternateKeys => "set-alternate-keys",
            Self::SetRelationshipNoun => "set-relationship-noun",
            Self::SetEntityCqlName => "set-entity-cql-name",
            Self::SetRelationshipCqlName => "set-relationship-cql-name",
            Self::SetAttributeColumn => "set-attribute-column",
            Self::SetEndRole => "set-end-role",
            Self::AddSpecialisation => "add-specialisation",
            Self::SetSpecialisation => "set-specialisation",
            Self::RemoveSpecialisation => "remove-specialisation",
            Self::SetTableKey => "set-table-key",
            Self::SetTableKeyspace => "set-table-keyspace",
            Self::SetTableSeparate => "set-table-separate",
            Self::SetTableIndexOn => "set-table-index-on",
            Self::SetTableOption => "set-table-option",
            Self::SetQueryNearest => "set-query-nearest",
            Self::SetOneTablePerQuery => "set-one-table-per-query",
            Self::SetTarget => "set-target",
            Self::Batch => "batch",
        }
    }
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

    /// What kind of change this edit is.
    pub fn kind(&self) -> EditKind {
        match self {
            Self::RenameProject { .. } => EditKind::RenameProject,
            Self::AddEntity { .. } => EditKind::AddEntity,
            Self::RemoveEntity { .. } => EditKind::RemoveEntity,
            Self::RenameEntity { .. } => EditKind::RenameEntity,
            Self::SetEntityDescription { .. } => EditKind::SetEntityDescription,
            Self::SetEntityOwner { .. } => EditKind::SetEntityOwner,
            Self::AddAttribute { .. } => EditKind::AddAttribute,
            Self::RemoveAttribute { .. } => EditKind::RemoveAttribute,
            Self::RenameAttribute { .. } => EditKind::RenameAttribute,
            Self::SetAttributeType { .. } => EditKind::SetAttributeType,
            Self::SetAttributeKey { .. } => EditKind::SetAttributeKey,
            Self::SetAttributeMulti { .. } => EditKind::SetAttributeMulti,
            Self::SetAttributeFields { .. } => EditKind::SetAttributeFields,
            Self::ReorderAttribute { .. } => EditKind::ReorderAttribute,
            Self::AddRelationship { .. } => EditKind::AddRelationship,
            Self::RemoveRelationship { .. } => EditKind::RemoveRelationship,
            Self::RenameRelationship { .. } => EditKind::RenameRelationship,
            Self::SetCardinality { .. } => EditKind::SetCardinality,
            Self::SetIdentifying { .. } => EditKind::SetIdentifying,
            Self::AddQuery { .. } => EditKind::AddQuery,
            Self::RemoveQuery { .. } => EditKind::RemoveQuery,
            Self::SetQueryDescription { .. } => EditKind::SetQueryDescription,
            Self::SetQueryEntity { .. } => EditKind::SetQueryEntity,
            Self::SetQueryEntry { .. } => EditKind::SetQueryEntry,
            Self::SetQueryLimit { .. } => EditKind::SetQueryLimit,
            Self::SetQueryGiven { .. } => EditKind::SetQueryGiven,
            Self::SetQueryFind { .. } => EditKind::SetQueryFind,
            Self::SetQueryOrderBy { .. } => EditKind::SetQueryOrderBy,
            Self::AddTransition { .. } => EditKind::AddTransition,
            Self::RemoveTransition { .. } => EditKind::RemoveTransition,
            Self::MoveNodes { .. } => EditKind::MoveNodes,
            Self::ArrangeCanvas { .. } => EditKind::ArrangeCanvas,
            Self::ChooseAlternative { .. } => EditKind::ChooseAlternative,
            Self::RenameTable { .. } => EditKind::RenameTable,
            Self::SetPhysicalType { .. } => EditKind::SetPhysicalType,
            Self::AddKeyspace { .. } => EditKind::AddKeyspace,
            Self::SetKeyspace { .. } => EditKind::SetKeyspace,
            Self::RemoveKeyspace { .. } => EditKind::RemoveKeyspace,
            Self::SetEntityEstimates { .. } => EditKind::SetEntityEstimates,
            Self::SetRelationshipEstimate { .. } => EditKind::SetRelationshipEstimate,
            Self::SetAttributeSize { .. } => EditKind::SetAttributeSize,
            Self::SetAttributeUpdated { .. } => EditKind::SetAttributeUpdated,
            Self::SetTableBucket { .. } => EditKind::SetTableBucket,
            Self::SetQueryRelationship { .. } => EditKind::SetQueryRelationship,
            Self::SetQueryVia { .. } => EditKind::SetQueryVia,
            Self::SetQueryAggregates { .. } => EditKind::SetQueryAggregates,
            Self::SetQueryPer { .. } => EditKind::SetQueryPer,
            Self::SetAlternateKeys { .. } => EditKind::SetAlternateKeys,
            Self::SetRelationshipNoun { .. } => EditKind::SetRelationshipNoun,
            Self::SetEntityCqlName { .. } => EditKind::SetEntityCqlName,
            Self::SetRelationshipCqlName { .. } => EditKind::SetRelationshipCqlName,
            Self::SetAttributeColumn { .. } => EditKind::SetAttributeColumn,
            Self::SetEndRole { .. } => EditKind::SetEndRole,
            Self::AddSpecialisation { .. } => EditKind::AddSpecialisation,
            Self::SetSpecialisation { .. } => EditKind::SetSpecialisation,
            Self::RemoveSpecialisation { .. } => EditKind::RemoveSpecialisation,
            Self::SetTableKey { .. } => EditKind::SetTableKey,
            Self::SetTableKeyspace { .. } => EditKind::SetTableKeyspace,
            Self::SetTableSeparate { .. } => EditKind::SetTableSeparate,
            Self::SetTableIndexOn { .. } => EditKind::SetTableIndexOn,
            Self::SetTableOption { .. } => EditKind::SetTableOption,
            Self::SetQueryNearest { .. } => EditKind::SetQueryNearest,
            Self::SetOneTablePerQuery { .. } => EditKind::SetOneTablePerQuery,
            Self::SetTarget { .. } => EditKind::SetTarget,
            Self::Batch { .. } => EditKind::Batch,
        }
    }
}
