# Why a query cannot run as written on its table (model_core::query_plan).

query-plan-partition-key-column-takes-only = { $name } is a partition-key column, which takes only = or IN
query-plan-restricted-but-clustering-column-before-not = { $name } is restricted but the clustering column { $g } before it is not
query-plan-restricted-after-range-only-last-restricted = { $name } is restricted after the range on { $prev }; only the last restricted clustering column may take a range
query-plan-not-part-primary-key = { $name } is not part of the primary key
query-plan-table-has-no-column = the table has no column for { $attribute }
query-plan-partition-key-column-not-given-so = partition-key column { $column } is not given, so every partition would be scanned
query-plan-cql-needs-allow-filtering = { $why }: CQL needs ALLOW FILTERING
query-plan-ranges-cql-restricts-only-one-clustering = ranges on { $columns }: CQL restricts only one clustering column by a range
query-plan-order-cql-orders-only-clustering-columns = ORDER BY { $column }: CQL orders only by clustering columns
query-plan-order-neither-table-clustering-order-nor = ORDER BY { $asked } is neither the table's clustering order ({ $stored }) nor its reverse
query-plan-restricted-without-partition-key-no-sai = { $name } is restricted without the whole partition key and has no SAI index
query-plan-no-vector-column = the table has no column for the vector searched
query-plan-not-a-vector = { $name } is { $ty }, not a vector
query-plan-no-sai-vector-index = { $name } has no SAI vector index
query-plan-nearest-needs-limit = a nearest-neighbour search needs a LIMIT (k)
query-plan-nearest-takes-no-other-order = a nearest-neighbour search takes no other ORDER BY
query-plan-order-only-within-partition = ORDER BY { $column }: CQL orders only within a partition, and the partition key is not given
query-plan-nearest-cannot-run = ORDER BY { $column } ANN OF ?: { $why }

# Notes for the application on how a query reads its table (queries.cql).
query-plan-note-sai-scan = no partition key given: the SAI indexes ask every node (the whole table is searched)
query-plan-note-sai = { $column }: served by its SAI index
query-plan-note-secondary = { $column }: served by its secondary index
query-plan-note-after-read = { $column }: compared with the given value by the application after reading (it is updated in place, so it is no key column)
query-plan-note-random-buckets = { $column }: read all { $count ->
        [one] { $count } bucket
       *[other] { $count } buckets
    } (0..{ $last }) and merge the results
query-plan-note-time-bucket = { $column }: the { $unit } of { $attribute } (one partition per { $unit }; a range over several { $units } reads each)
query-plan-note-assigned-bucket = { $column }: the bucket the application assigned (a constant for a small set)
query-plan-note-nearest = { $column }: the { $limit } nearest vectors by its SAI index
