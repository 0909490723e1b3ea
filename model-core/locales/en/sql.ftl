# Messages of the relational import (model_core::import::sql): notes on SQL schemas and queries.

sql-dialect-guessed = no dialect was given: the files are read as { $dialect } SQL (they contain { $mark }); give --dialect to read them as another
sql-dialect-not-marked = no dialect was given and nothing in the files marks one: they are read as ANSI SQL; give --dialect to choose
sql-not-parsed = the { $dialect } SQL parser cannot read this statement: it stops here, at { $found }; the statement is skipped, the rest imports
sql-not-parsed-at-end = the { $dialect } SQL parser cannot read this statement: it ends too soon; the statement is skipped, the rest imports
sql-too-deep = this statement is nested or chained too deeply to read (the importer reads up to { $nesting ->
        [one] { $nesting } parenthesis
       *[other] { $nesting } parentheses
    } or sub-queries inside one another, and chains of about { $limit ->
        [one] { $limit } operator
       *[other] { $limit } operators
    }, AND, OR or UNION): it is skipped, the rest imports
sql-column-not-parsed = the parser cannot read the column or constraint { $column }: it is left out, the rest of its table imports
sql-skipped-views = { $count ->
        [one] 1 view
       *[other] { $count } views
    } skipped (first: { $first }): a view is a stored query; import the queries that use it, and the design gives each query its own table
sql-skipped-functions = { $count ->
        [one] 1 function, procedure or aggregate
       *[other] { $count } functions, procedures or aggregates
    } skipped (first: { $first }): code is not part of the data model; the SQL it runs can be imported as queries
sql-skipped-triggers = { $count ->
        [one] 1 trigger
       *[other] { $count } triggers
    } skipped (first: { $first }): Cassandra has no triggers; the application writes every table a change concerns (the write path)
sql-skipped-sequences = { $count ->
        [one] 1 sequence
       *[other] { $count } sequences
    } skipped (first: { $first }): Cassandra has no sequences; keys it filled are kept with their type, and uuid or timeuuid suit new keys
sql-skipped-grants = { $count ->
        [one] 1 GRANT, REVOKE or role statement
       *[other] { $count } GRANT, REVOKE or role statements
    } skipped: permissions are not part of the data model
sql-skipped-partitions = { $count ->
        [one] 1 partition
       *[other] { $count } partitions
    } of partitioned tables skipped (first: { $first }): a partition holds rows of its table, the same entity; its foreign keys count for that table
sql-skipped-owners = { $count ->
        [one] 1 ALTER … OWNER TO statement
       *[other] { $count } ALTER … OWNER TO statements
    } skipped: ownership is not part of the data model
sql-skipped-indexes = { $count ->
        [one] 1 index that is not unique
       *[other] { $count } indexes that are not unique
    } skipped (first: { $first }): the Cassandra design serves each query from a table keyed for it
sql-skipped-session = { $count ->
        [one] 1 session or database statement
       *[other] { $count } session or database statements
    } skipped (SET, USE, CREATE DATABASE, \c, transactions, extensions, schemas, comments on other objects)
sql-skipped-drops = { $count ->
        [one] 1 DROP statement
       *[other] { $count } DROP statements
    } not applied (first: { $first }): the import takes what the files create, in any order
sql-skipped-other = { $count ->
        [one] 1 other statement
       *[other] { $count } other statements
    } skipped (first: { $first }): they declare nothing the ER model holds
sql-table-created-twice = table { $table } is created twice; the first definition is kept
sql-no-such-table = table { $table } is altered or commented on, but no file creates it; the change is skipped
sql-column-same-name = column { $dropped } of table { $table } is left out: the table already has a column { $kept }, and the import compares names without case (as SQL does unquoted ones); rename one of them to keep both
sql-table-became-entity = table { $table } → entity { $entity }: { $attributes ->
        [one] 1 attribute
       *[other] { $attributes } attributes
    }, key ({ $key })
sql-table-became-weak-entity = table { $table } → weak entity { $entity }, identified by { $owner }; full key ({ $key })
sql-table-became-relationship = table { $table } → m:n relationship between { $a } and { $b }, with { $attributes ->
        [one] 1 attribute
       *[other] { $attributes } attributes
    }
sql-table-is-partition = table { $table } is a partition of { $parent }: its rows are { $parent }'s, so it is not an entity of its own
sql-foreign-key-no-table = foreign key { $table } ({ $cols }) refers to table { $target }, which no file creates; its columns stay attributes
sql-foreign-key-no-columns = foreign key { $table } ({ $cols }) → { $target } names columns the tables do not have (or a different number of them); it is skipped
sql-foreign-key-of-relationship = foreign key { $table } ({ $cols }) → { $target } joins an m:n relationship, which cannot take part in another relationship; its columns stay attributes
sql-column-sequence = { $table }.{ $column } is filled by a sequence (SERIAL, IDENTITY, AUTO_INCREMENT): kept as { $ty }; Cassandra has no sequences, so the application supplies it (uuid or timeuuid suit a new key)
sql-column-document = { $table }.{ $column } ({ $sql }) is kept as text: CQL does not query inside documents
sql-column-enum = { $table }.{ $column } has the enum type { $ty }: kept as text (Cassandra has no enum types; the values are in its description)
sql-column-domain = { $table }.{ $column } has the domain { $ty }: kept as its base type { $cql }; Cassandra does not check the domain's constraints
sql-column-unknown-type = { $table }.{ $column }: the type { $sql } has no CQL equivalent; kept as text
sql-column-nested-array = { $table }.{ $column } is an array of arrays: kept as a list of text
sql-reference-list-name = { $table } lists names ({ $column }) under a surrogate key, and other tables point at it: { $column } taken as unique, an alternate key of { $entity }, as two entries of a list are told apart by their names (remove the alternate key in the inspector if two may share one)
sql-unique-alternate-key = UNIQUE ({ $cols }) of { $table } → alternate key of { $entity }; Cassandra does not enforce uniqueness, and a query given it gets its own table
sql-unique-not-kept = UNIQUE ({ $cols }) of { $table } is not kept: some of its columns are foreign keys, which are relationships in the model
sql-table-no-key = table { $table } has no primary key and no unique NOT NULL columns: entity { $entity } has no key; mark the attributes that identify a row as key
sql-unique-as-key = table { $table } has no primary key: its unique NOT NULL columns ({ $cols }) are taken as the key
sql-self-relationship = foreign key { $table } ({ $cols }) refers to its own table: the self-relationship { $name } of { $entity }; the model has no role names yet, so it is named after the column and both ends are { $entity }
sql-foreign-key-identifying = foreign key { $table } ({ $cols }) is part of the primary key: { $entity } is a weak entity identified by { $target }
sql-foreign-key-one-to-one = foreign key { $table } ({ $cols }) → 1:1 relationship { $name } with { $target } (its columns are unique)
sql-foreign-key-many-to-one = foreign key { $table } ({ $cols }) → n:1 relationship { $name } with { $target }
sql-relationship-ends-not-entities = table { $table } joins tables that are not entities; it is skipped
sql-surrogate-many-to-many = table { $table } has a surrogate key ({ $key }) and two foreign keys, to { $a } and { $b }, and no table refers to it: it is an m:n relationship, { $key } part of its identity (one pair may be related several times), its other columns its attributes
sql-junction-many-to-many = table { $table }: its primary key is two foreign keys, to { $a } and { $b }, so it is an m:n relationship, its other columns its attributes
sql-join-inferred = the join { $join } of { $query } → { $kind ->
        [end] { $table } ({ $cols }) refers to { $target }, an end of the m:n relationship { $name }: no foreign key declares it, and the columns joined are the key of { $target }
        [self] self-relationship { $name } of { $table } ({ $cols }): no foreign key declares it, and the columns are joined to the key of another alias of the table
        [weak] { $entity } is a weak entity identified by { $target }: no foreign key declares it, and { $table } ({ $cols }), part of its primary key, is joined to the key of { $target }
        [one] 1:1 relationship { $name } of { $table } ({ $cols }) with { $target }: no foreign key declares it, and the columns joined are the key of both tables
       *[many] n:1 relationship { $name } of { $table } ({ $cols }) with { $target }: no foreign key declares it, and the columns joined are the key of { $target }
    }; reject it (--reject-join { $id }, or Reject in the import report) to import without it
sql-join-direction = { $table } and { $target } are both keyed by the columns joined (1:1): { $table } is taken to refer to { $target }, { $why ->
        [generated] whose key a sequence fills
        [joined] which more tables join on its key
       *[first] named first in the query; if it is the other way, declare the foreign key
    }
sql-join-not-inferred = { $query }: the join { $join } is not read as a relationship of { $table } ({ $cols }) with { $target }: { $why ->
        [declared] a declared foreign key makes those columns refer to { $other }, and declared foreign keys win
        [taken] { $first } joins those columns to the key of { $other }, and the first join read is kept
       *[rejected] it was rejected (--reject-join { $id })
    }
sql-query-became = → query { $id }: { $given } given, { $find } found
sql-query-no-select = the statement reads no table of the schema; it is not a query of the workflow
sql-query-unknown-table = the statement uses table { $table }, which the schema does not create; it is skipped
sql-query-self-relationship = { $id } goes through the self-relationship { $name }: without role names, the { $entity } given and the { $entity } returned are the same attributes, so the derived table reads as one { $entity } by its key; until roles exist, give the other end an attribute of its own (a manager id) to query by
sql-query-or = { $id }: OR is dropped: a Cassandra table serves one path of equalities and a range; each branch becomes its own query (the client merges the reads) or an SAI index serves it
sql-query-like = { $id }: LIKE on { $column } is dropped: Cassandra tables do not match patterns; an SAI index on { $column } (Cassandra 5) or a search engine serves text search, or the client filters the rows read
sql-query-not = { $id }: { $expr } is dropped: a table cannot be read by what it does not hold; the client filters the rows read
sql-query-function = { $id }: { $expr } is dropped: it computes from a column; store the computed value as an attribute of its own to query by it or return it
sql-query-subquery = { $id }: a sub-query is dropped: Cassandra has no joins or sub-queries; run it as its own query first (a workflow step) and give its result to this one
sql-query-having = { $id }: HAVING is dropped: aggregates are kept in counter tables; the client filters them
sql-query-outer-join = { $id }: the outer join is read as an inner one: a denormalised table row holds the joined data; rows without a match need a query of their own
sql-query-distinct = { $id }: DISTINCT is dropped: a table keyed by the distinct columns returns each value once
sql-query-set-operation = { $id }: UNION, INTERSECT or EXCEPT is dropped: only the first SELECT is imported; import each other SELECT as a query of its own
sql-query-offset = { $id }: OFFSET is dropped: Cassandra pages through results with a paging state, not an offset
sql-query-null = { $id }: { $expr } is dropped: Cassandra stores no nulls to search for; the client filters the rows read
sql-query-not-a-column = { $id }: { $expr } names no column of the query's tables; it is dropped
sql-query-join-without-foreign-key = { $id }: the join on { $expr } uses no foreign key; the access path goes through the relationships the model has
sql-query-order-by-expression = { $id }: ORDER BY { $expr } is dropped: a table orders its rows by clustering columns only (counters cannot be sorted); the client sorts, or a job writes a ranked table
sql-query-other-condition = { $id }: the condition { $expr } is dropped: it does not compare a column with a value
sql-write-arithmetic = { $kind } { $table }: { $assignment } computes from the value stored, which a Cassandra write cannot: make { $column } a counter (a counter table, updated with { $column } = { $column } - ? or + ?), or read it and write the new value with a lightweight transaction (SET { $column } = ? IF { $column } = the value read)
sql-write-updated = { $kind } { $table }: the application updates { $attribute } in place, so it is marked updated: no table keyed by it by default (a key column would cost a DELETE and an INSERT per change)
sql-write-updated-compared = { $kind } { $table }: the application updates { $attribute } in place, so it is marked updated and is no key column: { $queries } { $count ->
    [one] finds its rows
   *[other] find their rows
} by the rest of what { $count ->
    [one] it gives
   *[other] they give
}, and the application compares { $attribute } after reading (untick “Updated in place” on the attribute to key the table by it)
sql-write-updated-keyed = { $kind } { $table }: the application updates { $attribute } in place, so it is marked updated, but { $queries } still { $count ->
    [one] keys its table
   *[other] key their tables
} by it (nothing else given finds the rows, the rows are ordered by it, or a LIMIT or an aggregate comes first): each change there costs a DELETE and an INSERT (the warning updated-key-column)
sql-write-read-then-write = { $kind } { $table }: sets { $column }, which { $id } reads: two clients that read the same value write the same next one (a lost update). In Cassandra, write it with a lightweight transaction (UPDATE … SET { $column } = ? WHERE … IF { $column } = the value read, again when not applied), or give new rows uuid or timeuuid ids instead of a number kept in a table
sql-write-many-rows = { $kind } { $table }: chooses its rows by { $given } of the key ({ $key }): it writes every row that matches, and Cassandra writes a row by its whole primary key (a DELETE also a partition, or a range of its rows, by a key prefix of the table written). Read the keys of the rows first (a query of their own), then write each row (a batch of one partition)
sql-write-conditional-row = { $kind } { $table }: writes its row only where { $conditions }: in Cassandra, a lightweight transaction (… IF { $conditions }), whose result says whether it was applied
sql-write-by-condition = { $kind } { $table }: chooses its rows by { $conditions }, which is no key: Cassandra writes by key only. Read the keys of the rows that match first (a query of their own), then write each, with IF { $conditions } (a lightweight transaction) if they may change in between
sql-write-no-table = { $kind } { $table }: the write path: no derived table holds { $table } yet (no query reads it)
sql-write-path = { $kind } { $table }: the write path: the application now writes { $count ->
        [one] 1 table
       *[other] { $count } tables
    }: { $tables }
sql-no-sql-or-cql-in-folder = the folder holds no .cql or .sql file
sql-and-cql-together = SQL files (.sql) import on their own, not together with CQL or KDM files
