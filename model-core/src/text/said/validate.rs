//! Messages of the validate area, as typed values: one variant per message,
//! its fields the names and figures it is built from (already formatted). Worded by
//! `text::en::validate` and `text::zh::validate`.

/// A message of the validate area.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Validate {
    /// "relationship {name} joins entity {entity}, which does not exist"
    RelationshipJoinsEntityDoesNotExist {
        /// `{name}` in the message.
        name: String,
        /// `{entity}` in the message.
        entity: String,
    },
    /// "Reconnect the relationship to an existing entity, or delete it."
    ReconnectRelationshipExistingEntityDelete,
    /// "weak entity {name} is owned by {o}, which does not exist"
    WeakEntityOwnedDoesNotExist {
        /// `{name}` in the message.
        name: String,
        /// `{o}` in the message.
        o: String,
    },
    /// "{id} refers to attribute {a}, which does not exist"
    RefersAttributeDoesNotExist {
        /// `{id}` in the message.
        id: String,
        /// `{a}` in the message.
        a: String,
    },
    /// "Pick the attribute again in the query's inspector, or remove it."
    PickAttributeAgainQueryInspectorRemove,
    /// "{id} returns entity {e}, which does not exist"
    ReturnsEntityDoesNotExist {
        /// `{id}` in the message.
        id: String,
        /// `{e}` in the message.
        e: String,
    },
    /// "a workflow transition {from} → {to} refers to {end}, which does not exist"
    WorkflowTransitionRefersDoesNotExist {
        /// `{from}` in the message.
        from: String,
        /// `{to}` in the message.
        to: String,
        /// `{end}` in the message.
        end: String,
    },
    /// "table choices are stored for {q}, which no longer exists; they are ignored"
    TableChoicesStoredNoLongerExists {
        /// `{q}` in the message.
        q: String,
    },
    /// "a CQL type is stored for attribute {a}, which no longer exists; it is ignored"
    CqlTypeStoredAttributeNoLonger {
        /// `{a}` in the message.
        a: String,
    },
    /// "entity {id} has no name"
    EntityHasNoName {
        /// `{id}` in the message.
        id: String,
    },
    /// "two entities are named {name}"
    TwoEntitiesNamed {
        /// `{name}` in the message.
        name: String,
    },
    /// "Rename one of them."
    RenameOneThem,
    /// "attribute {name} of {e_name} has no letters or digits to make a column name from"
    AttributeHasNoLettersDigitsMake {
        /// `{name}` in the message.
        name: String,
        /// `{e_name}` in the message.
        e_name: String,
    },
    /// "Rename the attribute, or give it a column name in the inspector."
    RenameAttributeGiveColumnNameInspector,
    /// "entity {name} has two attributes named {a_name}"
    EntityHasTwoAttributesNamed {
        /// `{name}` in the message.
        name: String,
        /// `{a_name}` in the message.
        a_name: String,
    },
    /// "relationship {name} has two attributes named {a_name}"
    RelationshipHasTwoAttributesNamed {
        /// `{name}` in the message.
        name: String,
        /// `{a_name}` in the message.
        a_name: String,
    },
    /// "the id {id} is used twice in the project file; references to it are ambiguous"
    IdUsedTwiceProjectFileReferences {
        /// `{id}` in the message.
        id: String,
    },
    /// "entity {name} has no key attribute"
    EntityHasNoKeyAttribute {
        /// `{name}` in the message.
        name: String,
    },
    /// "Mark the attribute(s) that identify an instance as key (underlined)."
    MarkAttributeSIdentifyInstanceKey,
    /// "weak entity {name} has no partial key: one owner can have only one of it"
    WeakEntityHasNoPartialKey {
        /// `{name}` in the message.
        name: String,
    },
    /// "Mark the attribute that tells its instances apart within one owner as key."
    MarkAttributeTellsInstancesApartWithin,
    /// "two queries have the id {id}"
    TwoQueriesHaveId {
        /// `{id}` in the message.
        id: String,
    },
    /// "{id} returns nothing: it has no find attribute"
    ReturnsNothingHasNoFindAttribute {
        /// `{id}` in the message.
        id: String,
    },
    /// "Add the attributes the task needs to the query's find list."
    AddAttributesTaskNeedsQueryFind,
    /// "{id} does not say which entity it returns"
    DoesNotSayEntityReturns {
        /// `{id}` in the message.
        id: String,
    },
    /// "Choose the entity the query returns in its inspector."
    ChooseEntityQueryReturnsInspector,
    /// "other columns ({arg0})"
    OtherColumns {
        /// `{arg0}` in the message.
        arg0: String,
    },
    /// "a counter in the primary key"
    CounterPrimaryKey,
    /// "table {name} mixes counter columns ({arg1}) with {with}: CQL requires every non-key column of a counter table to be a counter"
    TableMixesCounterColumnsCqlRequires {
        /// `{name}` in the message.
        name: String,
        /// `{arg1}` in the message.
        arg1: String,
        /// `{with}` in the message.
        with: super::super::Text,
    },
    /// "Move the counters to a query (and table) of their own."
    MoveCountersQueryTableTheirOwn,
    /// "table {name} has static columns but no clustering column; CQL rejects that"
    TableHasStaticColumnsButNo {
        /// `{name}` in the message.
        name: String,
    },
    /// "table {name} has an option {name2} = {value} that is not valid CQL; it is left out of schema.cql"
    TableHasOptionNotValidCql {
        /// `{name}` in the message.
        name: String,
        /// `{name2}` in the message.
        name2: String,
        /// `{value}` in the message.
        value: String,
    },
    /// "Write the value as a CQL constant ('text', 42, true) or map ({{'class': '...'}})."
    WriteValueCqlConstantTextTrue,
    /// "Choose a key alternative whose clustering order matches, or change the query's order."
    ChooseKeyAlternativeWhoseClusteringOrder,
    /// "index {name} of table {t_name} is on column {c}, which the table does not have"
    IndexTableColumnTableDoesNot {
        /// `{name}` in the message.
        name: String,
        /// `{t_name}` in the message.
        t_name: String,
        /// `{c}` in the message.
        c: String,
    },
    /// "Delete the index, or add the column to the table."
    DeleteIndexAddColumnTable,
    /// "index {name} of table {t_name}: {problem}"
    IndexTable {
        /// `{name}` in the message.
        name: String,
        /// `{t_name}` in the message.
        t_name: String,
        /// `{problem}` in the message.
        problem: super::super::Text,
    },
    /// "Index the column itself, or change the column's type."
    IndexColumnItselfChangeColumnType,
    /// "Delete the index, index another column, or write its class as a Java class name (org.example.MyIndex)."
    DeleteIndexOrNameClass,
    /// "index {name} of table {t_name} names neither a column nor a class"
    IndexTableNamesNeitherColumnNor {
        /// `{name}` in the message.
        name: String,
        /// `{t_name}` in the message.
        t_name: String,
    },
    /// "Give the index a column, or the class of a custom index."
    GiveIndexColumnClassCustomIndex,
    /// "two indexes of keyspace {keyspace} are named {name} (on tables {other} and {t_name}); Cassandra keeps one name per keyspace"
    TwoIndexesKeyspaceNamedTablesCassandra {
        /// `{keyspace}` in the message.
        keyspace: String,
        /// `{name}` in the message.
        name: String,
        /// `{other}` in the message.
        other: String,
        /// `{t_name}` in the message.
        t_name: String,
    },
    /// "Rename one of the indexes."
    RenameOneIndexes,
    /// "column {name}.{c_name} has a mask {mask} that is not a masking function call; it is left out of schema.cql"
    ColumnHasMaskNotMaskingFunction {
        /// `{name}` in the message.
        name: String,
        /// `{c_name}` in the message.
        c_name: String,
        /// `{mask}` in the message.
        mask: String,
    },
    /// "Write the mask as a function call with constant arguments, e.g. mask_inner(1, null)."
    WriteMaskFunctionCallConstantArguments,
    /// "type {ks}.{name}: {problem}; Cassandra would reject it, so it is left out of schema.cql"
    TypeCassandraWouldRejectSoLeft {
        /// `{ks}` in the message.
        ks: String,
        /// `{name}` in the message.
        name: String,
        /// `{problem}` in the message.
        problem: super::super::Text,
    },
    /// "Give the type at least one field, each with a distinct, non-empty name."
    GiveTypeLeastOneFieldEach,
    /// "{kind} {name}: {problem}; Cassandra would reject it, so it is left out of schema.cql"
    CassandraWouldRejectSoLeftOut {
        /// `{kind}` in the message.
        kind: String,
        /// `{name}` in the message.
        name: String,
        /// `{problem}` in the message.
        problem: super::super::Text,
    },
    /// "Give it a partition key and distinct, non-empty column names (and each option once)."
    GivePartitionKeyDistinctNonEmpty,
    /// "keyspace {name}: {problem}; it and its tables are left out of schema.cql"
    KeyspaceTablesLeftOutSchemaCql {
        /// `{name}` in the message.
        name: String,
        /// `{problem}` in the message.
        problem: super::super::Text,
    },
    /// "Rename the datacenter on the Physical tab."
    RenameDatacenterPhysicalTab,
    /// "keyspace {name} has a replication factor of 0: no node would store its data"
    KeyspaceHasReplicationFactorNoNode {
        /// `{name}` in the message.
        name: String,
    },
    /// "Set a replication factor of at least 1 (3 in production)."
    SetReplicationFactorLeastProduction,
    /// "{q}: a bucket count of 0 leaves no bucket for any row"
    BucketCountLeavesNoBucketAny {
        /// `{q}` in the message.
        q: String,
    },
    /// "Use at least 2 buckets, or remove the bucket."
    UseLeastBucketsRemoveBucket,
    /// "Give the query a LIMIT (k) and no other order, and the attribute a vector<float, n> type; derivation adds the SAI vector index."
    GiveNearestLimitAndVector,
}
