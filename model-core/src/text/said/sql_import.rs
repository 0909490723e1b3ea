//! Messages of the relational import (SQL schemas and queries, `import::sql`), as typed
//! values: one variant per message, its fields the names and figures it is built from.
//! Worded by `text::en::sql_import` and `text::zh::sql_import`. Kept apart from `import.rs`
//! (the CQL and KDM importers' messages) so each file stays small and the block ports to
//! Fluent in one piece.

/// A message of the relational import.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum SqlImport {
    /// "no dialect was given: the files are read as {dialect} SQL (they contain {mark}); give --dialect to read them as another"
    SqlDialectGuessed {
        /// `{dialect}` in the message.
        dialect: String,
        /// `{mark}` in the message.
        mark: String,
    },
    /// "no dialect was given and nothing in the files marks one: they are read as ANSI SQL; give --dialect to choose"
    SqlDialectNotMarked,
    /// "the {dialect} SQL parser cannot read this statement: it stops here, at {found}; the statement is skipped, the rest imports"
    SqlNotParsed {
        /// `{dialect}` in the message.
        dialect: String,
        /// `{found}` in the message.
        found: String,
    },
    /// "the {dialect} SQL parser cannot read this statement: it ends too soon; the statement is skipped, the rest imports"
    SqlNotParsedAtEnd {
        /// `{dialect}` in the message.
        dialect: String,
    },
    /// "the parser cannot read the column or constraint {column}: it is left out, the rest of its table imports"
    SqlColumnNotParsed {
        /// `{column}` in the message.
        column: String,
    },
    /// "{count} view(s) skipped (first: {first}): a view is a stored query; import the queries that use it, and the design gives each query its own table"
    SqlSkippedViews {
        /// `{count}` in the message.
        count: String,
        /// `{first}` in the message.
        first: String,
    },
    /// "{count} function(s), procedure(s) or aggregate(s) skipped (first: {first}): code is not part of the data model; the SQL it runs can be imported as queries"
    SqlSkippedFunctions {
        /// `{count}` in the message.
        count: String,
        /// `{first}` in the message.
        first: String,
    },
    /// "{count} trigger(s) skipped (first: {first}): Cassandra has no triggers; the application writes every table a change concerns (the write path)"
    SqlSkippedTriggers {
        /// `{count}` in the message.
        count: String,
        /// `{first}` in the message.
        first: String,
    },
    /// "{count} sequence(s) skipped (first: {first}): Cassandra has no sequences; keys it filled are kept with their type, and uuid or timeuuid suit new keys"
    SqlSkippedSequences {
        /// `{count}` in the message.
        count: String,
        /// `{first}` in the message.
        first: String,
    },
    /// "{count} GRANT, REVOKE or role statement(s) skipped: permissions are not part of the data model"
    SqlSkippedGrants {
        /// `{count}` in the message.
        count: String,
    },
    /// "{count} partition(s) of partitioned tables skipped (first: {first}): a partition holds rows of its table, the same entity; its foreign keys count for that table"
    SqlSkippedPartitions {
        /// `{count}` in the message.
        count: String,
        /// `{first}` in the message.
        first: String,
    },
    /// "{count} ALTER … OWNER TO statement(s) skipped: ownership is not part of the data model"
    SqlSkippedOwners {
        /// `{count}` in the message.
        count: String,
    },
    /// "{count} index(es) that are not unique skipped (first: {first}): the Cassandra design serves each query from a table keyed for it"
    SqlSkippedIndexes {
        /// `{count}` in the message.
        count: String,
        /// `{first}` in the message.
        first: String,
    },
    /// "{count} session or database statement(s) skipped (SET, USE, CREATE DATABASE, \\c, transactions, extensions, schemas, comments on other objects)"
    SqlSkippedSession {
        /// `{count}` in the message.
        count: String,
    },
    /// "{count} DROP statement(s) not applied (first: {first}): the import takes what the files create, in any order"
    SqlSkippedDrops {
        /// `{count}` in the message.
        count: String,
        /// `{first}` in the message.
        first: String,
    },
    /// "{count} other statement(s) skipped (first: {first}): they declare nothing the ER model holds"
    SqlSkippedOther {
        /// `{count}` in the message.
        count: String,
        /// `{first}` in the message.
        first: String,
    },
    /// "table {table} is created twice; the first definition is kept"
    SqlTableCreatedTwice {
        /// `{table}` in the message.
        table: String,
    },
    /// "table {table} is altered or commented on, but no file creates it; the change is skipped"
    SqlNoSuchTable {
        /// `{table}` in the message.
        table: String,
    },
    /// "table {table} → entity {entity}: {attributes} attribute(s), key ({key})"
    SqlTableBecameEntity {
        /// `{table}` in the message.
        table: String,
        /// `{entity}` in the message.
        entity: String,
        /// `{attributes}` in the message.
        attributes: String,
        /// `{key}` in the message.
        key: String,
    },
    /// "table {table} → weak entity {entity}, identified by {owner}; full key ({key})"
    SqlTableBecameWeakEntity {
        /// `{table}` in the message.
        table: String,
        /// `{entity}` in the message.
        entity: String,
        /// `{owner}` in the message.
        owner: String,
        /// `{key}` in the message.
        key: String,
    },
    /// "table {table} → m:n relationship between {a} and {b}, with {attributes} attribute(s)"
    SqlTableBecameRelationship {
        /// `{table}` in the message.
        table: String,
        /// `{a}` in the message.
        a: String,
        /// `{b}` in the message.
        b: String,
        /// `{attributes}` in the message.
        attributes: String,
    },
    /// "table {table} is a partition of {parent}: its rows are {parent}'s, so it is not an entity of its own"
    SqlTableIsPartition {
        /// `{table}` in the message.
        table: String,
        /// `{parent}` in the message.
        parent: String,
    },
    /// "foreign key {table} ({cols}) refers to table {target}, which no file creates; its columns stay attributes"
    SqlForeignKeyNoTable {
        /// `{table}` in the message.
        table: String,
        /// `{cols}` in the message.
        cols: String,
        /// `{target}` in the message.
        target: String,
    },
    /// "foreign key {table} ({cols}) → {target} names columns the tables do not have (or a different number of them); it is skipped"
    SqlForeignKeyNoColumns {
        /// `{table}` in the message.
        table: String,
        /// `{cols}` in the message.
        cols: String,
        /// `{target}` in the message.
        target: String,
    },
    /// "foreign key {table} ({cols}) → {target} joins an m:n relationship, which cannot take part in another relationship; its columns stay attributes"
    SqlForeignKeyOfRelationship {
        /// `{table}` in the message.
        table: String,
        /// `{cols}` in the message.
        cols: String,
        /// `{target}` in the message.
        target: String,
    },
    /// "{table}.{column} is filled by a sequence (SERIAL, IDENTITY, AUTO_INCREMENT): kept as {ty}; Cassandra has no sequences, so the application supplies it (uuid or timeuuid suit a new key)"
    SqlColumnSequence {
        /// `{table}` in the message.
        table: String,
        /// `{column}` in the message.
        column: String,
        /// `{ty}` in the message.
        ty: String,
    },
    /// "{table}.{column} ({sql}) is kept as text: CQL does not query inside documents"
    SqlColumnDocument {
        /// `{table}` in the message.
        table: String,
        /// `{column}` in the message.
        column: String,
        /// `{sql}` in the message.
        sql: String,
    },
    /// "{table}.{column} has the enum type {ty}: kept as text (Cassandra has no enum types; the values are in its description)"
    SqlColumnEnum {
        /// `{table}` in the message.
        table: String,
        /// `{column}` in the message.
        column: String,
        /// `{ty}` in the message.
        ty: String,
    },
    /// "{table}.{column} has the domain {ty}: kept as its base type {cql}; Cassandra does not check the domain's constraints"
    SqlColumnDomain {
        /// `{table}` in the message.
        table: String,
        /// `{column}` in the message.
        column: String,
        /// `{ty}` in the message.
        ty: String,
        /// `{cql}` in the message.
        cql: String,
    },
    /// "{table}.{column}: the type {sql} has no CQL equivalent; kept as text"
    SqlColumnUnknownType {
        /// `{table}` in the message.
        table: String,
        /// `{column}` in the message.
        column: String,
        /// `{sql}` in the message.
        sql: String,
    },
    /// "{table}.{column} is an array of arrays: kept as a list of text"
    SqlColumnNestedArray {
        /// `{table}` in the message.
        table: String,
        /// `{column}` in the message.
        column: String,
    },
    /// "UNIQUE ({cols}) of {table} → alternate key of {entity}; Cassandra does not enforce uniqueness, and a query given it gets its own table"
    SqlUniqueAlternateKey {
        /// `{table}` in the message.
        table: String,
        /// `{cols}` in the message.
        cols: String,
        /// `{entity}` in the message.
        entity: String,
    },
    /// "UNIQUE ({cols}) of {table} is not kept: some of its columns are foreign keys, which are relationships in the model"
    SqlUniqueNotKept {
        /// `{table}` in the message.
        table: String,
        /// `{cols}` in the message.
        cols: String,
    },
    /// "table {table} has no primary key and no unique NOT NULL columns: entity {entity} has no key; mark the attributes that identify a row as key"
    SqlTableNoKey {
        /// `{table}` in the message.
        table: String,
        /// `{entity}` in the message.
        entity: String,
    },
    /// "table {table} has no primary key: its unique NOT NULL columns ({cols}) are taken as the key"
    SqlUniqueAsKey {
        /// `{table}` in the message.
        table: String,
        /// `{cols}` in the message.
        cols: String,
    },
    /// "foreign key {table} ({cols}) refers to its own table: the self-relationship {name} of {entity}; the model has no role names yet, so it is named after the column and both ends are {entity}"
    SqlSelfRelationship {
        /// `{table}` in the message.
        table: String,
        /// `{cols}` in the message.
        cols: String,
        /// `{name}` in the message.
        name: String,
        /// `{entity}` in the message.
        entity: String,
    },
    /// "foreign key {table} ({cols}) is part of the primary key: {entity} is a weak entity identified by {target}"
    SqlForeignKeyIdentifying {
        /// `{table}` in the message.
        table: String,
        /// `{cols}` in the message.
        cols: String,
        /// `{entity}` in the message.
        entity: String,
        /// `{target}` in the message.
        target: String,
    },
    /// "foreign key {table} ({cols}) → 1:1 relationship {name} with {target} (its columns are unique)"
    SqlForeignKeyOneToOne {
        /// `{table}` in the message.
        table: String,
        /// `{cols}` in the message.
        cols: String,
        /// `{name}` in the message.
        name: String,
        /// `{target}` in the message.
        target: String,
    },
    /// "foreign key {table} ({cols}) → n:1 relationship {name} with {target}"
    SqlForeignKeyManyToOne {
        /// `{table}` in the message.
        table: String,
        /// `{cols}` in the message.
        cols: String,
        /// `{name}` in the message.
        name: String,
        /// `{target}` in the message.
        target: String,
    },
    /// "table {table} joins tables that are not entities; it is skipped"
    SqlRelationshipEndsNotEntities {
        /// `{table}` in the message.
        table: String,
    },
    /// "table {table} has a surrogate key ({key}) and two foreign keys, to {a} and {b}, and no table refers to it: it is an m:n relationship, {key} part of its identity (one pair may be related several times), its other columns its attributes"
    SqlSurrogateManyToMany {
        /// `{table}` in the message.
        table: String,
        /// `{a}` in the message.
        a: String,
        /// `{b}` in the message.
        b: String,
        /// `{key}` in the message.
        key: String,
    },
    /// "table {table}: its primary key is two foreign keys, to {a} and {b}, so it is an m:n relationship, its other columns its attributes"
    SqlJunctionManyToMany {
        /// `{table}` in the message.
        table: String,
        /// `{a}` in the message.
        a: String,
        /// `{b}` in the message.
        b: String,
    },
    /// "→ query {id}: {given} given, {find} found"
    SqlQueryBecame {
        /// `{id}` in the message.
        id: String,
        /// `{given}` in the message.
        given: String,
        /// `{find}` in the message.
        find: String,
    },
    /// "the statement reads no table of the schema; it is not a query of the workflow"
    SqlQueryNoSelect,
    /// "the statement uses table {table}, which the schema does not create; it is skipped"
    SqlQueryUnknownTable {
        /// `{table}` in the message.
        table: String,
    },
    /// "{id} goes through the self-relationship {name}: without role names, the {entity} given and the {entity} returned are the same attributes, so the derived table reads as one {entity} by its key; until roles exist, give the other end an attribute of its own (a manager id) to query by"
    SqlQuerySelfRelationship {
        /// `{id}` in the message.
        id: String,
        /// `{name}` in the message.
        name: String,
        /// `{entity}` in the message.
        entity: String,
    },
    /// "{id}: OR is dropped: a Cassandra table serves one path of equalities and a range; each branch becomes its own query (the client merges the reads) or an SAI index serves it"
    SqlQueryOr {
        /// `{id}` in the message.
        id: String,
    },
    /// "{id}: LIKE on {column} is dropped: Cassandra tables do not match patterns; an SAI index on {column} (Cassandra 5) or a search engine serves text search, or the client filters the rows read"
    SqlQueryLike {
        /// `{id}` in the message.
        id: String,
        /// `{column}` in the message.
        column: String,
    },
    /// "{id}: {expr} is dropped: a table cannot be read by what it does not hold; the client filters the rows read"
    SqlQueryNot {
        /// `{id}` in the message.
        id: String,
        /// `{expr}` in the message.
        expr: String,
    },
    /// "{id}: {expr} is dropped: it computes from a column; store the computed value as an attribute of its own to query by it or return it"
    SqlQueryFunction {
        /// `{id}` in the message.
        id: String,
        /// `{expr}` in the message.
        expr: String,
    },
    /// "{id}: a sub-query is dropped: Cassandra has no joins or sub-queries; run it as its own query first (a workflow step) and give its result to this one"
    SqlQuerySubquery {
        /// `{id}` in the message.
        id: String,
    },
    /// "{id}: HAVING is dropped: aggregates are kept in counter tables; the client filters them"
    SqlQueryHaving {
        /// `{id}` in the message.
        id: String,
    },
    /// "{id}: the outer join is read as an inner one: a denormalised table row holds the joined data; rows without a match need a query of their own"
    SqlQueryOuterJoin {
        /// `{id}` in the message.
        id: String,
    },
    /// "{id}: DISTINCT is dropped: a table keyed by the distinct columns returns each value once"
    SqlQueryDistinct {
        /// `{id}` in the message.
        id: String,
    },
    /// "{id}: UNION, INTERSECT or EXCEPT is dropped: only the first SELECT is imported; import each other SELECT as a query of its own"
    SqlQuerySetOperation {
        /// `{id}` in the message.
        id: String,
    },
    /// "{id}: OFFSET is dropped: Cassandra pages through results with a paging state, not an offset"
    SqlQueryOffset {
        /// `{id}` in the message.
        id: String,
    },
    /// "{id}: {expr} is dropped: Cassandra stores no nulls to search for; the client filters the rows read"
    SqlQueryNull {
        /// `{id}` in the message.
        id: String,
        /// `{expr}` in the message.
        expr: String,
    },
    /// "{id}: {expr} names no column of the query's tables; it is dropped"
    SqlQueryNotAColumn {
        /// `{id}` in the message.
        id: String,
        /// `{expr}` in the message.
        expr: String,
    },
    /// "{id}: the join on {expr} uses no foreign key; the access path goes through the relationships the model has"
    SqlQueryJoinWithoutForeignKey {
        /// `{id}` in the message.
        id: String,
        /// `{expr}` in the message.
        expr: String,
    },
    /// "{id}: ORDER BY {expr} is dropped: a table orders its rows by clustering columns only (counters cannot be sorted); the client sorts, or a job writes a ranked table"
    SqlQueryOrderByExpression {
        /// `{id}` in the message.
        id: String,
        /// `{expr}` in the message.
        expr: String,
    },
    /// "{id}: the condition {expr} is dropped: it does not compare a column with a value"
    SqlQueryOtherCondition {
        /// `{id}` in the message.
        id: String,
        /// `{expr}` in the message.
        expr: String,
    },
    /// "{kind} {table}: the write path: no derived table holds {table} yet (no query reads it)"
    SqlWriteNoTable {
        /// `{kind}` in the message.
        kind: String,
        /// `{table}` in the message.
        table: String,
    },
    /// "{kind} {table}: the write path: the application now writes {count} table(s): {tables}"
    SqlWritePath {
        /// `{kind}` in the message.
        kind: String,
        /// `{table}` in the message.
        table: String,
        /// `{count}` in the message.
        count: String,
        /// `{tables}` in the message.
        tables: String,
    },
    /// "the folder holds no .cql or .sql file"
    NoSqlOrCqlInFolder,
    /// "SQL files (.sql) import on their own, not together with CQL or KDM files"
    SqlAndCqlTogether,
}
