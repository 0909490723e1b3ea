# Why a statement of schema.cql is left out or changed (model_core::export).

cql-keyspace-left-out = its keyspace { $keyspace } is left out
cql-replication-factor-zero = its replication factor is 0: no node would store its data
cql-base-table-not-table-keyspace = its base table { $base } is not a table of keyspace { $keyspace }
cql-base-table-cannot-created = its base table { $base } cannot be created
cql-column-uses-type-cannot-created = its column { $name } uses the type { $name2 }, which cannot be created
cql-has-no-columns = it has no columns
cql-has-no-partition-key-column = it has no partition key column
cql-column-has-empty-name = a column has an empty name
cql-column-appears-twice = the column { $name } appears twice
cql-key-column-collection-not-frozen = the key column { $name } is a collection that is not frozen
cql-column-holds-collection-inside-collection-not = the column { $name } holds a collection inside a collection that is not frozen
cql-column-vector-dimensions = the column { $name } is a vector of 0 dimensions
cql-mixes-counter-other-non-key-columns = it mixes counter and other non-key columns (or has a counter in its key)
cql-has-static-columns-but-no-clustering = it has static columns but no clustering column
cql-option-given-twice-also = the option { $k } is given twice (also as { $first })
cql-type-name-empty = the type's name is empty
cql-has-no-fields = it has no fields
cql-field-vector-dimensions = the field { $n } is a vector of 0 dimensions
cql-field-has-empty-name = a field has an empty name
cql-field-appears-twice = the field { $n } appears twice
cql-time-to-live-out-of-range = default_time_to_live = { $value } is not a whole number of seconds from 0 to 630720000 (20 years)
cql-window-unit-not-twcs = compaction_window_unit { $unit } is not MINUTES, HOURS or DAYS
cql-name-empty = a { $what } name is empty
cql-name-holds-line-break-another-control = the { $what } name { $name } holds a line break or another control character, which CQL cannot write

cql-counter-inside-composite = the column { $name } holds a counter inside a collection, tuple or type; a counter can only be a column of its own
cql-field-counter = the field { $n } is or holds a counter, which a type cannot hold
cql-duration-in-key = the key column { $name } is or holds a duration, which a primary key cannot hold
cql-duration-in-set-or-map-key = { $name } holds a duration in a set or as a map key, where Cassandra does not allow one
cql-unfrozen-type-holds-unfrozen-collection = the column { $name } has the type { $ty }, not frozen, which holds a collection that is not frozen
cql-time-to-live-on-counter-table = a table with counters cannot have a default_time_to_live
cql-type-not-created-before = it uses the type { $name }, which is not created before it (a type cannot refer to itself, directly or through other types)
cql-index-only-partition-key = it indexes { $column }, the only partition key column
cql-index-class-not-java-name = its class { $class } is not a Java class name
