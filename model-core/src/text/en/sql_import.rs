//! The relational import's messages in English.

use crate::text::said::SqlImport;

/// `m` in English.
pub(super) fn word(m: &SqlImport) -> String {
    match m {
        SqlImport::SqlDialectGuessed { dialect, mark } => {
            format!("no dialect was given: the files are read as {dialect} SQL (they contain {mark}); give --dialect to read them as another")
        }
        SqlImport::SqlDialectNotMarked => {
            "no dialect was given and nothing in the files marks one: they are read as ANSI SQL; give --dialect to choose".to_owned()
        }
        SqlImport::SqlNotParsed { dialect, found } => {
            format!("the {dialect} SQL parser cannot read this statement: it stops here, at {found}; the statement is skipped, the rest imports")
        }
        SqlImport::SqlNotParsedAtEnd { dialect } => {
            format!("the {dialect} SQL parser cannot read this statement: it ends too soon; the statement is skipped, the rest imports")
        }
        SqlImport::SqlColumnNotParsed { column } => {
            format!("the parser cannot read the column or constraint {column}: it is left out, the rest of its table imports")
        }
        SqlImport::SqlSkippedViews { count, first } => format!(
            "{count} view(s) skipped (first: {first}): a view is a stored query; import the queries that use it, and the design gives each query its own table"
        ),
        SqlImport::SqlSkippedFunctions { count, first } => format!(
            "{count} function(s), procedure(s) or aggregate(s) skipped (first: {first}): code is not part of the data model; the SQL it runs can be imported as queries"
        ),
        SqlImport::SqlSkippedTriggers { count, first } => format!(
            "{count} trigger(s) skipped (first: {first}): Cassandra has no triggers; the application writes every table a change concerns (the write path)"
        ),
        SqlImport::SqlSkippedSequences { count, first } => format!(
            "{count} sequence(s) skipped (first: {first}): Cassandra has no sequences; keys it filled are kept with their type, and uuid or timeuuid suit new keys"
        ),
        SqlImport::SqlSkippedGrants { count } => {
            format!("{count} GRANT, REVOKE or role statement(s) skipped: permissions are not part of the data model")
        }
        SqlImport::SqlSkippedPartitions { count, first } => format!(
            "{count} partition(s) of partitioned tables skipped (first: {first}): a partition holds rows of its table, the same entity; its foreign keys count for that table"
        ),
        SqlImport::SqlSkippedOwners { count } => format!("{count} ALTER … OWNER TO statement(s) skipped: ownership is not part of the data model"),
        SqlImport::SqlSkippedIndexes { count, first } => format!(
            "{count} index(es) that are not unique skipped (first: {first}): the Cassandra design serves each query from a table keyed for it"
        ),
        SqlImport::SqlSkippedSession { count } => format!(
            "{count} session or database statement(s) skipped (SET, USE, CREATE DATABASE, \\c, transactions, extensions, schemas, comments on other objects)"
        ),
        SqlImport::SqlSkippedDrops { count, first } => {
            format!("{count} DROP statement(s) not applied (first: {first}): the import takes what the files create, in any order")
        }
        SqlImport::SqlSkippedOther { count, first } => {
            format!("{count} other statement(s) skipped (first: {first}): they declare nothing the ER model holds")
        }
        SqlImport::SqlTableCreatedTwice { table } => format!("table {table} is created twice; the first definition is kept"),
        SqlImport::SqlNoSuchTable { table } => format!("table {table} is altered or commented on, but no file creates it; the change is skipped"),
        SqlImport::SqlTableBecameEntity { table, entity, attributes, key } => {
            format!("table {table} → entity {entity}: {attributes} attribute(s), key ({key})")
        }
        SqlImport::SqlTableBecameWeakEntity { table, entity, owner, key } => {
            format!("table {table} → weak entity {entity}, identified by {owner}; full key ({key})")
        }
        SqlImport::SqlTableBecameRelationship { table, a, b, attributes } => {
            format!("table {table} → m:n relationship between {a} and {b}, with {attributes} attribute(s)")
        }
        SqlImport::SqlTableIsPartition { table, parent } => {
            format!("table {table} is a partition of {parent}: its rows are {parent}'s, so it is not an entity of its own")
        }
        SqlImport::SqlForeignKeyNoTable { table, cols, target } => {
            format!("foreign key {table} ({cols}) refers to table {target}, which no file creates; its columns stay attributes")
        }
        SqlImport::SqlForeignKeyNoColumns { table, cols, target } => {
            format!("foreign key {table} ({cols}) → {target} names columns the tables do not have (or a different number of them); it is skipped")
        }
        SqlImport::SqlForeignKeyOfRelationship { table, cols, target } => format!(
            "foreign key {table} ({cols}) → {target} joins an m:n relationship, which cannot take part in another relationship; its columns stay attributes"
        ),
        SqlImport::SqlColumnSequence { table, column, ty } => format!(
            "{table}.{column} is filled by a sequence (SERIAL, IDENTITY, AUTO_INCREMENT): kept as {ty}; Cassandra has no sequences, so the application supplies it (uuid or timeuuid suit a new key)"
        ),
        SqlImport::SqlColumnDocument { table, column, sql } => {
            format!("{table}.{column} ({sql}) is kept as text: CQL does not query inside documents")
        }
        SqlImport::SqlColumnEnum { table, column, ty } => {
            format!("{table}.{column} has the enum type {ty}: kept as text (Cassandra has no enum types; the values are in its description)")
        }
        SqlImport::SqlColumnDomain { table, column, ty, cql } => {
            format!("{table}.{column} has the domain {ty}: kept as its base type {cql}; Cassandra does not check the domain's constraints")
        }
        SqlImport::SqlColumnUnknownType { table, column, sql } => format!("{table}.{column}: the type {sql} has no CQL equivalent; kept as text"),
        SqlImport::SqlColumnNestedArray { table, column } => format!("{table}.{column} is an array of arrays: kept as a list of text"),
        SqlImport::SqlUniqueAlternateKey { table, cols, entity } => format!(
            "UNIQUE ({cols}) of {table} → alternate key of {entity}; Cassandra does not enforce uniqueness, and a query given it gets its own table"
        ),
        SqlImport::SqlUniqueNotKept { table, cols } => {
            format!("UNIQUE ({cols}) of {table} is not kept: some of its columns are foreign keys, which are relationships in the model")
        }
        SqlImport::SqlTableNoKey { table, entity } => format!(
            "table {table} has no primary key and no unique NOT NULL columns: entity {entity} has no key; mark the attributes that identify a row as key"
        ),
        SqlImport::SqlUniqueAsKey { table, cols } => {
            format!("table {table} has no primary key: its unique NOT NULL columns ({cols}) are taken as the key")
        }
        SqlImport::SqlSelfRelationship { table, cols, name, entity } => format!(
            "foreign key {table} ({cols}) refers to its own table: the self-relationship {name} of {entity}; the model has no role names yet, so it is named after the column and both ends are {entity}"
        ),
        SqlImport::SqlForeignKeyIdentifying { table, cols, entity, target } => {
            format!("foreign key {table} ({cols}) is part of the primary key: {entity} is a weak entity identified by {target}")
        }
        SqlImport::SqlForeignKeyOneToOne { table, cols, name, target } => {
            format!("foreign key {table} ({cols}) → 1:1 relationship {name} with {target} (its columns are unique)")
        }
        SqlImport::SqlForeignKeyManyToOne { table, cols, name, target } => {
            format!("foreign key {table} ({cols}) → n:1 relationship {name} with {target}")
        }
        SqlImport::SqlRelationshipEndsNotEntities { table } => format!("table {table} joins tables that are not entities; it is skipped"),
        SqlImport::SqlSurrogateManyToMany { table, a, b, key } => format!(
            "table {table} has a surrogate key ({key}) and two foreign keys, to {a} and {b}, and no table refers to it: it is an m:n relationship, {key} part of its identity (one pair may be related several times), its other columns its attributes"
        ),
        SqlImport::SqlJunctionManyToMany { table, a, b } => format!(
            "table {table}: its primary key is two foreign keys, to {a} and {b}, so it is an m:n relationship, its other columns its attributes"
        ),
        SqlImport::SqlQueryBecame { id, given, find } => format!("→ query {id}: {given} given, {find} found"),
        SqlImport::SqlQueryNoSelect => "the statement reads no table of the schema; it is not a query of the workflow".to_owned(),
        SqlImport::SqlQueryUnknownTable { table } => format!("the statement uses table {table}, which the schema does not create; it is skipped"),
        SqlImport::SqlQuerySelfRelationship { id, name, entity } => format!(
            "{id} goes through the self-relationship {name}: without role names, the {entity} given and the {entity} returned are the same attributes, so the derived table reads as one {entity} by its key; until roles exist, give the other end an attribute of its own (a manager id) to query by"
        ),
        SqlImport::SqlQueryOr { id } => format!(
            "{id}: OR is dropped: a Cassandra table serves one path of equalities and a range; each branch becomes its own query (the client merges the reads) or an SAI index serves it"
        ),
        SqlImport::SqlQueryLike { id, column } => format!(
            "{id}: LIKE on {column} is dropped: Cassandra tables do not match patterns; an SAI index on {column} (Cassandra 5) or a search engine serves text search, or the client filters the rows read"
        ),
        SqlImport::SqlQueryNot { id, expr } => {
            format!("{id}: {expr} is dropped: a table cannot be read by what it does not hold; the client filters the rows read")
        }
        SqlImport::SqlQueryFunction { id, expr } => format!(
            "{id}: {expr} is dropped: it computes from a column; store the computed value as an attribute of its own to query by it or return it"
        ),
        SqlImport::SqlQuerySubquery { id } => format!(
            "{id}: a sub-query is dropped: Cassandra has no joins or sub-queries; run it as its own query first (a workflow step) and give its result to this one"
        ),
        SqlImport::SqlQueryHaving { id } => format!("{id}: HAVING is dropped: aggregates are kept in counter tables; the client filters them"),
        SqlImport::SqlQueryOuterJoin { id } => format!(
            "{id}: the outer join is read as an inner one: a denormalised table row holds the joined data; rows without a match need a query of their own"
        ),
        SqlImport::SqlQueryDistinct { id } => format!("{id}: DISTINCT is dropped: a table keyed by the distinct columns returns each value once"),
        SqlImport::SqlQuerySetOperation { id } => {
            format!("{id}: UNION, INTERSECT or EXCEPT is dropped: only the first SELECT is imported; import each other SELECT as a query of its own")
        }
        SqlImport::SqlQueryOffset { id } => format!("{id}: OFFSET is dropped: Cassandra pages through results with a paging state, not an offset"),
        SqlImport::SqlQueryNull { id, expr } => {
            format!("{id}: {expr} is dropped: Cassandra stores no nulls to search for; the client filters the rows read")
        }
        SqlImport::SqlQueryNotAColumn { id, expr } => format!("{id}: {expr} names no column of the query's tables; it is dropped"),
        SqlImport::SqlQueryJoinWithoutForeignKey { id, expr } => {
            format!("{id}: the join on {expr} uses no foreign key; the access path goes through the relationships the model has")
        }
        SqlImport::SqlQueryOrderByExpression { id, expr } => format!(
            "{id}: ORDER BY {expr} is dropped: a table orders its rows by clustering columns only (counters cannot be sorted); the client sorts, or a job writes a ranked table"
        ),
        SqlImport::SqlQueryOtherCondition { id, expr } => format!("{id}: the condition {expr} is dropped: it does not compare a column with a value"),
        SqlImport::SqlWriteNoTable { kind, table } => {
            format!("{kind} {table}: the write path: no derived table holds {table} yet (no query reads it)")
        }
        SqlImport::SqlWritePath { kind, table, count, tables } => {
            format!("{kind} {table}: the write path: the application now writes {count} table(s): {tables}")
        }
        SqlImport::NoSqlOrCqlInFolder => "the folder holds no .cql or .sql file".to_owned(),
        SqlImport::SqlAndCqlTogether => "SQL files (.sql) import on their own, not together with CQL or KDM files".to_owned(),
    }
}
