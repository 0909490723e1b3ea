# Messages of the model's checks (model_core::validate): diagnostics and their fixes.

validate-relationship-entity-missing = relationship { $name } joins entity { $entity }, which does not exist
validate-reconnect-relationship = Reconnect the relationship to an existing entity, or delete it.
validate-owner-missing = weak entity { $name } is owned by { $owner }, which does not exist
validate-query-attribute-missing = { $id } refers to attribute { $attribute }, which does not exist
validate-pick-attribute-again = Pick the attribute again in the query's inspector, or remove it.
validate-returned-entity-missing = { $id } returns entity { $entity }, which does not exist
validate-transition-end-missing = a workflow transition { $from } → { $to } refers to { $end }, which does not exist
validate-table-choices-stale = table choices are stored for { $query }, which no longer exists; they are ignored
validate-cql-type-stale = a CQL type is stored for attribute { $attribute }, which no longer exists; it is ignored
validate-entity-has-no-name = entity { $id } has no name
validate-entity-name-twice = two entities are named { $name }
validate-rename-one = Rename one of them.
validate-cql-name-unusable = the CQL name “{ $word }” of { $name } cannot stand in a table name ({ $problem }); “{ $used }” is used instead
validate-give-cql-name = Write a CQL name of ASCII letters, digits and _ in the inspector, or clear it.
validate-attribute-name-unusable = attribute { $name } of { $entity } has no letters or digits to make a column name from
validate-rename-attribute-or-give-column-name = Rename the attribute, or give it a column name in the inspector.
validate-entity-attribute-twice = entity { $name } has two attributes named { $attribute }
validate-relationship-attribute-twice = relationship { $name } has two attributes named { $attribute }
validate-id-twice = the id { $id } is used twice in the project file; references to it are ambiguous
validate-entity-has-no-key = entity { $name } has no key attribute
validate-mark-key = Mark the attribute(s) that identify an instance as key (underlined).
validate-weak-entity-has-no-partial-key = weak entity { $name } has no partial key: one owner can have only one of it
validate-mark-partial-key = Mark the attribute that tells its instances apart within one owner as key.
validate-query-id-twice = two queries have the id { $id }
validate-query-finds-nothing = { $id } returns nothing: it has no find attribute
validate-add-find-attributes = Add the attributes the task needs to the query's find list.
validate-query-returns-no-entity = { $id } does not say which entity it returns
validate-choose-returned-entity = Choose the entity the query returns in its inspector.
validate-other-columns = other columns ({ $columns })
validate-counter-primary-key = a counter in the primary key
validate-counter-table-mixed = table { $name } mixes counter columns ({ $counters }) with { $with }: CQL requires every non-key column of a counter table to be a counter
validate-move-counters = Move the counters to a query (and table) of their own.
validate-static-without-clustering = table { $name } has static columns but no clustering column; CQL rejects that
validate-table-option-invalid = table { $name } has an option { $option } = { $value } that is not valid CQL; it is left out of schema.cql
validate-table-option-out-of-range = table { $name } has an option { $option } = { $value } outside what Cassandra takes ({ $range }); it is left out of schema.cql
validate-write-option-in-range = Give the option a value in its range, or remove it to keep the server's default.
validate-write-option-as-constant = Write the value as a CQL constant ('text', 42, true) or map ({"{"}'class': '...'{"}"}).
validate-choose-matching-order = Choose a key alternative whose clustering order matches, or change the query's order.
validate-index-column-missing = index { $name } of table { $table } is on column { $column }, which the table does not have
validate-delete-index-or-add-column = Delete the index, or add the column to the table.
validate-index-problem = index { $name } of table { $table }: { $problem }
validate-index-column-itself = Index the column itself, or change the column's type.
validate-delete-index-or-name-class = Delete the index, index another column, or write its class as a Java class name (org.example.MyIndex).
validate-index-names-nothing = index { $name } of table { $table } names neither a column nor a class
validate-give-index-column-or-class = Give the index a column, or the class of a custom index.
validate-index-name-twice = two indexes of keyspace { $keyspace } are named { $name } (on tables { $other } and { $table }); Cassandra keeps one name per keyspace
validate-rename-index = Rename one of the indexes.
validate-mask-not-a-call = column { $table }.{ $column } has a mask { $mask } that is not a masking function call; it is left out of schema.cql
validate-write-mask-as-call = Write the mask as a function call with constant arguments, e.g. mask_inner(1, null).
validate-type-rejected = type { $ks }.{ $name }: { $problem }; Cassandra would reject it, so it is left out of schema.cql
validate-give-type-fields = Give the type at least one field, each with a distinct, non-empty name.
validate-table-rejected = { $kind ->
        [view] view
       *[other] table
    } { $name }: { $problem }; Cassandra would reject it, so it is left out of schema.cql
validate-give-partition-key = Give it a partition key and distinct, non-empty column names (and each option once).
validate-keyspace-rejected = keyspace { $name }: { $problem }; it, its types and its tables are left out of schema.cql
validate-rename-datacenter = Rename the datacenter on the Physical tab.
validate-set-replication-factor = Set a replication factor of at least 1 (3 in production).
validate-bucket-count-zero = { $query }: a bucket count of 0 leaves no bucket for any row
validate-use-two-buckets = Use at least 2 buckets, or remove the bucket.
validate-give-nearest-limit-and-vector = Give the query a LIMIT (k) and no other order, and the attribute a vector<float, n> type; derivation adds the SAI vector index.
