# Messages of the derivation (model_core::derive): diagnostics and their fixes.

derive-not-connected = { $id }: { $to } is not connected to { $from } in the ER diagram, so no access path joins them
derive-draw-relationship-or-remove = Draw a relationship between { $from } and { $to }, or remove { $to }'s attributes from the query.
derive-key-alternative-gone = { $id }: the chosen key alternative { $number } no longer exists; the default is used
derive-not-from-counter-table = { $id }: { $what } cannot be returned from a counter table (counters cannot share a table with other columns)
derive-ask-in-own-query = Ask for { $what } in a query of its own; its table is read beside the counters.
derive-keyspace-not-defined = table { $name } is placed in keyspace { $ks }, which is not defined
derive-add-keyspace-or-move-table = Add keyspace { $ks } on the Physical tab, or move the table to another keyspace.
derive-manual-edit-stale = { $id }: a manual edit ({ $edit }) refers to { $column }, which is not a column of this table any more
derive-rename = rename
derive-key-column-not-removable = { $id }: column { $column } is part of the primary key and cannot be removed by hand
derive-choose-another-key-alternative = Choose another key alternative instead.
derive-remove = remove
derive-static = static
derive-index = index
derive-column-name-taken = { $id }: two columns would be named { $original }; the second is named { $candidate }
derive-give-column-name = Give one of the attributes a column name of its own in the inspector.
derive-merge-query-gone = a table merge names { $query }, which no longer exists
derive-merged-keys-differ = { $first } and { $second } were merged into one table, but their primary keys now differ ({ $first_key } vs { $second_key }); they get a table each
derive-sharing-offer = { $tables } have the same primary key { $key }: one table could serve { $queries }
derive-merge-them = Merge them (Logical tab, table menu) if the columns may live together.
derive-table-name-taken = two tables would be named { $name }; the table of { $query } is named { $candidate }
derive-rename-or-merge-tables = Rename one of the tables, or merge them if they have the same key.
derive-no-keyspace = the project has no keyspace; tables are written to keyspace `app`
derive-add-keyspace = Add a keyspace on the Physical tab.
derive-keyspace-name-unusable = keyspace name { $name } cannot be used in CQL: { $problem }
derive-rename-keyspace = Rename the keyspace on the Physical tab.
derive-table-name-unusable = table name { $name } cannot be used in CQL: { $problem }; the table is left out of schema.cql
derive-give-table-physical-name = Give the table a physical name (rename it on the Logical tab), e.g. in ASCII snake_case.
derive-type-defined-twice = two composite attributes define type { $name } with different fields
derive-give-another-type-name = Give one of them another type name in the inspector.
derive-type-unused = type { $name } of keyspace { $ks } is used by no table; it is kept and exported all the same
derive-type-refers-to-itself = type { $name } refers to itself through its fields
derive-type-not-defined = type { $name } is used but not defined
derive-define-type-fields = Define its fields as a composite attribute or on the Physical tab.
derive-index-choice-stale = { $id }: it was to be served by the table of { $host } through SAI indexes, but { $why }; it keeps a table of its own
derive-host-has-no-table = { $host } has no table
derive-target-has-no-sai = the target has no SAI indexes
derive-host-holds-other-rows = that table holds other rows
derive-cql-cannot-answer-there = CQL could not answer it there
derive-merged-rows-differ = { $first } and { $second } were merged into one table, but they ask for different rows (another subject or other relationships); they get a table each
derive-aggregates-maintained = { $id }: { $function }({ $what }) is more than a counter holds (whole numbers only, beside nothing else): the query's aggregates are columns the application maintains
derive-aggregate-needs-attribute = { $id }: { $function } needs an attribute (only count counts rows)
derive-give-aggregate-attribute = Give the aggregate an attribute (Aggregates, in the query's inspector).

# Why a column is in its table (model_core::logical::Reason), decided by derivation.
# $attribute is Entity.attribute; $query a query id; $operator = or IN; $direction ASC or DESC;
# $unit a time-unit-* message; $owners names joined with text-separator-and-word.
reason-equality = equality search ({ $operator }) on { $attribute } in { $query }
reason-in-partition = IN on { $attribute } in { $query }: one partition per value, read with IN (as a clustering column it would come back in its own order, not the order asked)
reason-partition-key = { $attribute } in { $query }
reason-no-equality-bucket = { $query } has no equality attribute, so an artificial bucket is the partition key
reason-time-bucket = time bucket: the { $unit } of { $attribute }, bounds the partition's size
reason-random-bucket = random bucket 0..{ $count }: spreads one partition over { $count }; reads fan out
reason-suggested-bucket = bucket suggested by the analysis
reason-equality-after = equality search on { $attribute } in { $query }, placed after the partition key: one partition per { $owners } keeps the rows together
reason-range = range search on { $attribute } in { $query }
reason-order = { $query } orders by { $attribute } { $direction }
# $key_of is an entity's name or reason-the-relationship; $rows_of a name or reason-the-result.
reason-key-completion = key of { $key_of }: keeps different { $rows_of } rows apart in { $query }
reason-the-relationship = the relationship
reason-the-result = the result
reason-returned = { $query } returns { $attribute }
reason-static = { $query } returns { $attribute }; the same for the whole partition, so static
reason-nearest = { $query } searches the nearest neighbours of a given { $attribute }
reason-added-by-hand = added by hand to the table of { $query }
reason-marked-static = marked static by hand
reason-marked-not-static = marked not static by hand
# $how is reason-counter-of-rows, reason-counter-of-values or reason-maintained.
reason-counted = { $query } counts them: { $how }
reason-total = { $query } needs the total of { $attribute }: { $how }
reason-average-count = { $query } averages { $attribute }: the application divides the total by this count when it reads them
reason-smallest = { $query } needs the smallest of { $attribute }: { $how }
reason-largest = { $query } needs the largest of { $attribute }: { $how }
reason-counter-of-rows = a counter incremented with every new one (counters live in a table of their own)
reason-counter-of-values = a counter incremented by each new value (whole numbers only)
reason-maintained = a column the application keeps up to date on every write (a lightweight transaction when writers race)
reason-period = { $query }: one row per { $unit } of { $attribute }, computed by the application from the time when it writes
reason-collected = the { $attribute } of each row, as a set: one row per owner instead of one per pair
reason-defined = defined in table { $table }
# A time clustering column no query orders by: $reason, then $note (newest-first or reason-breaks-ties).
reason-noted = { $reason }; { $note }
reason-breaks-ties = ascending, though a time: it only breaks ties between rows of the same { $of }, as published logical models keep a tie-breaker
