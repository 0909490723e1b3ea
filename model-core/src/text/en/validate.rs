//! The validate area's messages in English.

use crate::text::Lang;
use crate::text::said::Validate;

/// `m` in English.
pub(super) fn word(m: &Validate) -> String {
    match m {
        Validate::RelationshipJoinsEntityDoesNotExist { name, entity } => format!("relationship {name} joins entity {entity}, which does not exist"),
        Validate::ReconnectRelationshipExistingEntityDelete => "Reconnect the relationship to an existing entity, or delete it.".to_owned(),
        Validate::WeakEntityOwnedDoesNotExist { name, o } => format!("weak entity {name} is owned by {o}, which does not exist"),
        Validate::RefersAttributeDoesNotExist { id, a } => format!("{id} refers to attribute {a}, which does not exist"),
        Validate::PickAttributeAgainQueryInspectorRemove => "Pick the attribute again in the query's inspector, or remove it.".to_owned(),
        Validate::ReturnsEntityDoesNotExist { id, e } => format!("{id} returns entity {e}, which does not exist"),
        Validate::WorkflowTransitionRefersDoesNotExist { from, to, end } => {
            format!("a workflow transition {from} → {to} refers to {end}, which does not exist")
        }
        Validate::TableChoicesStoredNoLongerExists { q } => format!("table choices are stored for {q}, which no longer exists; they are ignored"),
        Validate::CqlTypeStoredAttributeNoLonger { a } => format!("a CQL type is stored for attribute {a}, which no longer exists; it is ignored"),
        Validate::EntityHasNoName { id } => format!("entity {id} has no name"),
        Validate::TwoEntitiesNamed { name } => format!("two entities are named {name}"),
        Validate::RenameOneThem => "Rename one of them.".to_owned(),
        Validate::AttributeHasNoLettersDigitsMake { name, e_name } => {
            format!("attribute {name} of {e_name} has no letters or digits to make a column name from")
        }
        Validate::RenameAttributeGiveColumnNameInspector => "Rename the attribute, or give it a column name in the inspector.".to_owned(),
        Validate::EntityHasTwoAttributesNamed { name, a_name } => format!("entity {name} has two attributes named {a_name}"),
        Validate::RelationshipHasTwoAttributesNamed { name, a_name } => format!("relationship {name} has two attributes named {a_name}"),
        Validate::IdUsedTwiceProjectFileReferences { id } => format!("the id {id} is used twice in the project file; references to it are ambiguous"),
        Validate::EntityHasNoKeyAttribute { name } => format!("entity {name} has no key attribute"),
        Validate::MarkAttributeSIdentifyInstanceKey => "Mark the attribute(s) that identify an instance as key (underlined).".to_owned(),
        Validate::WeakEntityHasNoPartialKey { name } => format!("weak entity {name} has no partial key: one owner can have only one of it"),
        Validate::MarkAttributeTellsInstancesApartWithin => "Mark the attribute that tells its instances apart within one owner as key.".to_owned(),
        Validate::TwoQueriesHaveId { id } => format!("two queries have the id {id}"),
        Validate::ReturnsNothingHasNoFindAttribute { id } => format!("{id} returns nothing: it has no find attribute"),
        Validate::AddAttributesTaskNeedsQueryFind => "Add the attributes the task needs to the query's find list.".to_owned(),
        Validate::DoesNotSayEntityReturns { id } => format!("{id} does not say which entity it returns"),
        Validate::ChooseEntityQueryReturnsInspector => "Choose the entity the query returns in its inspector.".to_owned(),
        Validate::OtherColumns { arg0 } => format!("other columns ({arg0})"),
        Validate::CounterPrimaryKey => "a counter in the primary key".to_owned(),
        Validate::TableMixesCounterColumnsCqlRequires { name, arg1, with } => {
            let with = with.get(Lang::En);
            format!("table {name} mixes counter columns ({arg1}) with {with}: CQL requires every non-key column of a counter table to be a counter")
        }
        Validate::MoveCountersQueryTableTheirOwn => "Move the counters to a query (and table) of their own.".to_owned(),
        Validate::TableHasStaticColumnsButNo { name } => format!("table {name} has static columns but no clustering column; CQL rejects that"),
        Validate::TableHasOptionNotValidCql { name, name2, value } => {
            format!("table {name} has an option {name2} = {value} that is not valid CQL; it is left out of schema.cql")
        }
        Validate::WriteValueCqlConstantTextTrue => "Write the value as a CQL constant ('text', 42, true) or map ({'class': '...'}).".to_owned(),
        Validate::ChooseKeyAlternativeWhoseClusteringOrder => {
            "Choose a key alternative whose clustering order matches, or change the query's order.".to_owned()
        }
        Validate::IndexTableColumnTableDoesNot { name, t_name, c } => {
            format!("index {name} of table {t_name} is on column {c}, which the table does not have")
        }
        Validate::DeleteIndexAddColumnTable => "Delete the index, or add the column to the table.".to_owned(),
        Validate::IndexTable { name, t_name, problem } => {
            let problem = problem.get(Lang::En);
            format!("index {name} of table {t_name}: {problem}")
        }
        Validate::IndexColumnItselfChangeColumnType => "Index the column itself, or change the column's type.".to_owned(),
        Validate::DeleteIndexOrNameClass => {
            "Delete the index, index another column, or write its class as a Java class name (org.example.MyIndex).".to_owned()
        }
        Validate::IndexTableNamesNeitherColumnNor { name, t_name } => format!("index {name} of table {t_name} names neither a column nor a class"),
        Validate::GiveIndexColumnClassCustomIndex => "Give the index a column, or the class of a custom index.".to_owned(),
        Validate::TwoIndexesKeyspaceNamedTablesCassandra { keyspace, name, other, t_name } => {
            format!("two indexes of keyspace {keyspace} are named {name} (on tables {other} and {t_name}); Cassandra keeps one name per keyspace")
        }
        Validate::RenameOneIndexes => "Rename one of the indexes.".to_owned(),
        Validate::ColumnHasMaskNotMaskingFunction { name, c_name, mask } => {
            format!("column {name}.{c_name} has a mask {mask} that is not a masking function call; it is left out of schema.cql")
        }
        Validate::WriteMaskFunctionCallConstantArguments => {
            "Write the mask as a function call with constant arguments, e.g. mask_inner(1, null).".to_owned()
        }
        Validate::TypeCassandraWouldRejectSoLeft { ks, name, problem } => {
            let problem = problem.get(Lang::En);
            format!("type {ks}.{name}: {problem}; Cassandra would reject it, so it is left out of schema.cql")
        }
        Validate::GiveTypeLeastOneFieldEach => "Give the type at least one field, each with a distinct, non-empty name.".to_owned(),
        Validate::CassandraWouldRejectSoLeftOut { kind, name, problem } => {
            let problem = problem.get(Lang::En);
            format!("{kind} {name}: {problem}; Cassandra would reject it, so it is left out of schema.cql")
        }
        Validate::GivePartitionKeyDistinctNonEmpty => {
            "Give it a partition key and distinct, non-empty column names (and each option once).".to_owned()
        }
        Validate::KeyspaceTablesLeftOutSchemaCql { name, problem } => {
            let problem = problem.get(Lang::En);
            format!("keyspace {name}: {problem}; it and its tables are left out of schema.cql")
        }
        Validate::RenameDatacenterPhysicalTab => "Rename the datacenter on the Physical tab.".to_owned(),
        Validate::KeyspaceHasReplicationFactorNoNode { name } => {
            format!("keyspace {name} has a replication factor of 0: no node would store its data")
        }
        Validate::SetReplicationFactorLeastProduction => "Set a replication factor of at least 1 (3 in production).".to_owned(),
        Validate::BucketCountLeavesNoBucketAny { q } => format!("{q}: a bucket count of 0 leaves no bucket for any row"),
        Validate::UseLeastBucketsRemoveBucket => "Use at least 2 buckets, or remove the bucket.".to_owned(),
        Validate::GiveNearestLimitAndVector => {
            "Give the query a LIMIT (k) and no other order, and the attribute a vector<float, n> type; derivation adds the SAI vector index."
                .to_owned()
        }
    }
}
