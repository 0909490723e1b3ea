//! Messages of the derive area, as typed values: one variant per message,
//! its fields the names and figures it is built from (already formatted). Worded by
//! `text::en::derive` and `text::zh::derive`.

/// A message of the derive area.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Derive {
    /// "{id}: {to} is not connected to {from} in the ER diagram, so no access path joins them"
    NotConnectedErDiagramSoNo {
        /// `{id}` in the message.
        id: String,
        /// `{to}` in the message.
        to: String,
        /// `{from}` in the message.
        from: String,
    },
    /// "Draw a relationship between {from} and {to}, or remove {to}'s attributes from the query."
    DrawRelationshipBetweenRemoveAttributesFrom {
        /// `{from}` in the message.
        from: String,
        /// `{to}` in the message.
        to: String,
    },
    /// "{id}: the chosen key alternative {arg1} no longer exists; the default is used"
    ChosenKeyAlternativeNoLongerExists {
        /// `{id}` in the message.
        id: String,
        /// `{arg1}` in the message.
        arg1: String,
    },
    /// "{id}: {what} cannot be returned from a counter table (counters cannot share a table with other columns)"
    CannotReturnedFromCounterTableCounters {
        /// `{id}` in the message.
        id: String,
        /// `{what}` in the message.
        what: String,
    },
    /// "Ask for {what} in a query of its own; its table is read beside the counters."
    AskQueryOwnTableReadBeside {
        /// `{what}` in the message.
        what: String,
    },
    /// "table {name} is placed in keyspace {ks}, which is not defined"
    TablePlacedKeyspaceNotDefined {
        /// `{name}` in the message.
        name: String,
        /// `{ks}` in the message.
        ks: String,
    },
    /// "Add keyspace {ks} on the Physical tab, or move the table to another keyspace."
    AddKeyspacePhysicalTabMoveTable {
        /// `{ks}` in the message.
        ks: String,
    },
    /// "{id}: a manual edit ({what}) refers to {a}, which is not a column of this table any more"
    ManualEditRefersNotColumnTable {
        /// `{id}` in the message.
        id: String,
        /// `{what}` in the message.
        what: super::super::Text,
        /// `{a}` in the message.
        a: String,
    },
    /// "rename"
    Rename,
    /// "{id}: column {arg1} is part of the primary key and cannot be removed by hand"
    ColumnPartPrimaryKeyCannotRemoved {
        /// `{id}` in the message.
        id: String,
        /// `{arg1}` in the message.
        arg1: String,
    },
    /// "Choose another key alternative instead."
    ChooseAnotherKeyAlternativeInstead,
    /// "remove"
    Remove,
    /// "static"
    Static,
    /// "index"
    Index,
    /// "{id}: two columns would be named {original}; the second is named {candidate}"
    TwoColumnsWouldNamedSecondNamed {
        /// `{id}` in the message.
        id: String,
        /// `{original}` in the message.
        original: String,
        /// `{candidate}` in the message.
        candidate: String,
    },
    /// "Give one of the attributes a column name of its own in the inspector."
    GiveOneAttributesColumnNameOwn,
    /// "a table merge names {q}, which no longer exists"
    TableMergeNamesNoLongerExists {
        /// `{q}` in the message.
        q: String,
    },
    /// "{first} and {q} were merged into one table, but their primary keys now differ ({key_signature} vs {g_key_signature}); they get a table each"
    WereMergedIntoOneTableBut {
        /// `{first}` in the message.
        first: String,
        /// `{q}` in the message.
        q: String,
        /// `{key_signature}` in the message.
        key_signature: String,
        /// `{g_key_signature}` in the message.
        g_key_signature: String,
    },
    /// "{tables} have the same primary key {arg0}: one table could serve {arg1}"
    HaveSamePrimaryKeyOneTable {
        /// `{tables}` in the message.
        tables: super::super::Text,
        /// `{arg0}` in the message.
        arg0: String,
        /// `{arg1}` in the message.
        arg1: String,
    },
    /// "Merge them (Logical tab, table menu) if the columns may live together."
    MergeThemLogicalTabTableMenu,
    /// "two tables would be named {name}; the table of {arg1} is named {candidate}"
    TwoTablesWouldNamedTableNamed {
        /// `{name}` in the message.
        name: String,
        /// `{arg1}` in the message.
        arg1: String,
        /// `{candidate}` in the message.
        candidate: String,
    },
    /// "Rename one of the tables, or merge them if they have the same key."
    RenameOneTablesMergeThemIf,
    /// "the project has no keyspace; tables are written to keyspace 'app'"
    ProjectHasNoKeyspaceTablesWritten,
    /// "Add a keyspace on the Physical tab."
    AddKeyspacePhysicalTab,
    /// "keyspace name {name} cannot be used in CQL: {problem}"
    KeyspaceNameCannotUsedCql {
        /// `{name}` in the message.
        name: String,
        /// `{problem}` in the message.
        problem: super::super::Text,
    },
    /// "Rename the keyspace on the Physical tab."
    RenameKeyspacePhysicalTab,
    /// "table name {name} cannot be used in CQL: {problem}; the table is left out of schema.cql"
    TableNameCannotUsedCqlTable {
        /// `{name}` in the message.
        name: String,
        /// `{problem}` in the message.
        problem: super::super::Text,
    },
    /// "Give the table a physical name (rename it on the Logical tab), e.g. in ASCII snake_case."
    GiveTablePhysicalNameRenameLogical,
    /// "two composite attributes define type {name} with different fields"
    TwoCompositeAttributesDefineTypeDifferent {
        /// `{name}` in the message.
        name: String,
    },
    /// "Give one of them another type name in the inspector."
    GiveOneThemAnotherTypeName,
    /// "type {name} of keyspace {ks} is used by no table; it is kept and exported all the same"
    TypeKeyspaceUsedNoTableKept {
        /// `{name}` in the message.
        name: String,
        /// `{ks}` in the message.
        ks: String,
    },
    /// "type {name} refers to itself through its fields"
    TypeRefersItselfThroughFields {
        /// `{name}` in the message.
        name: String,
    },
    /// "type {name} is used but not defined"
    TypeUsedButNotDefined {
        /// `{name}` in the message.
        name: String,
    },
    /// "Define its fields as a composite attribute or on the Physical tab."
    DefineFieldsCompositeAttributePhysicalTab,
    /// "nothing"
    Nothing,
    /// "{id}: it was to be served by the table of {host} through SAI indexes, but {why}; it keeps a table of its own"
    IndexChoiceNoLongerHolds {
        /// `{id}` in the message.
        id: String,
        /// `{host}` in the message.
        host: String,
        /// `{why}` in the message.
        why: super::super::Text,
    },
    /// "{host} has no table"
    HostHasNoTable {
        /// `{host}` in the message.
        host: String,
    },
    /// "the target has no SAI indexes"
    TargetHasNoSai,
    /// "that table holds other rows"
    HostHoldsOtherRows,
    /// "CQL could not answer it there"
    CqlCannotAnswerThere,
    // Which rows a table holds, and the defaults an expert keeps (issue 33).
    /// "{first} and {q} were merged into one table, but they ask for different rows (another subject or other relationships); they get a table each"
    MergedTablesHoldOtherRows {
        /// `{first}` in the message.
        first: String,
        /// `{q}` in the message.
        q: String,
    },
    /// "{id}: {f_name}({what}) is more than a counter holds (whole numbers only, beside nothing else): the query's aggregates are columns the application maintains"
    AggregatesMaintained {
        /// The query.
        id: String,
        /// The aggregate function.
        f_name: String,
        /// The aggregate function in Chinese.
        f_zh: String,
        /// Its attribute.
        what: String,
    },
    /// "{id}: {f_name} needs an attribute (only count counts rows)"
    AggregateNeedsAttribute {
        /// The query.
        id: String,
        /// The aggregate function.
        f_name: String,
        /// The aggregate function in Chinese.
        f_zh: String,
    },
    /// "Give the aggregate an attribute (Aggregates, in the query's inspector)."
    GiveAggregateAnAttribute,
}
