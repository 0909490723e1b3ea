# Messages of the analysis area (model_core::analysis).

analysis-no-average-size-for-defaults-assumed = { $owner }: no average size for { $names }; defaults assumed
analysis-give-average-sizes-inspector = Give the attributes of { $owner } an average size in bytes in the inspector.
analysis-table-has-most-rows-per-partition = ; table { $name } has at most { $human_number ->
        [one] { $human_number } row
       *[other] { $human_number } rows
    } per partition
analysis-rows-values = { $human_number ->
        [one] { $human_number } row
       *[other] { $human_number } rows
    }, { $human_number_v ->
        [one] { $human_number_v } value
       *[other] { $human_number_v } values
    }, { $bytes }
analysis-table-values-per-partition-near-cassandra = table { $name }: { $human_number ->
        [one] { $human_number } value
       *[other] { $human_number } values
    } per partition ({ $figures }) is near Cassandra's hard limit of 2 billion cells
analysis-table-values-per-partition-above = table { $name }: { $human_number ->
        [one] { $human_number } value
       *[other] { $human_number } values
    } per partition, above { $s_warn_values } ({ $figures })
analysis-table-per-partition-above = table { $name }: { $bytes } per partition, above { $limit } ({ $figures })
analysis-table-per-partition-above-ideal = table { $name }: { $bytes } per partition, above the ideal { $limit } ({ $figures })
analysis-passes-values-after-days = ; it passes { $human_number ->
        [one] { $human_number } value
       *[other] { $human_number } values
    } after { $days_ceil ->
        [one] { $days_ceil } day
       *[other] { $days_ceil } days
    }
analysis-table-partitions-grow-without-bound-rows = table { $name }: partitions grow without bound, by { $human_number ->
        [one] { $human_number } row
       *[other] { $human_number } rows
    } a day{ $when }
analysis-table-partitions-grow-by-time = table { $name }: partitions grow without bound: { $why }
analysis-add-column-partition-key-split-table = Add a column to the partition key, split the table, or bucket it (a time unit of a timestamp, or a random 0..N-1).
analysis-constant-bucket = { $name } is a constant bucket
analysis-random-bucket = { $name } is a random bucket 0..{ $arg1 }
analysis-bucket-all-current-writes-go-newest = { $name } is a { $words } bucket: all current writes go to the newest bucket
analysis-takes-distinct-values = { $label } takes { $human_number } distinct values
analysis-identifies-growing-number = { $label } identifies a growing number of { $name }
analysis-identifies-one = { $label } identifies one of { $human_number } { $name }
analysis-boolean = { $label } is a boolean
analysis-date-all-one-day-writes-go = { $label } is a date: all of one day's writes go to one partition
analysis-nearly-unique = { $label } is a { $ty } (nearly unique)
analysis-table-hot-partition-key = table { $name }: a hot partition key ({ $key_signature }): { $why }
analysis-add-high-cardinality-column-partition-key = Add a high-cardinality column to the partition key (an id the query gives), or spread the writes with a random bucket 0..N-1 and read all N.
analysis-give-entity-distinct-values-estimate-confirm = {"."} Give the entity a distinct-values estimate to confirm or clear this
analysis-used = , used by { $arg0 }
analysis-table-secondary-index-high-cardinality-column = table { $name }: secondary index on the high-cardinality column { $c_name } ({ $why }){ $used }: every lookup asks every node
analysis-serve-query-table-own-partitioned-column = Serve the query with a table of its own, partitioned by this column, instead of an index.
analysis-keep-one-range-attribute-query-filter = Keep one range attribute in the query and filter the other in the application, or give the second its own table.
analysis-so-cannot-answered-without-allow-filtering = { $qid }: { $what }, so it cannot be answered without ALLOW FILTERING
analysis-add-attribute-back-table-primary-key = Add the attribute back to the table's primary key, or re-derive the table.
analysis-choose-key-alternative-puts-column-primary = Choose a key alternative that puts the column in the primary key in query order, or undo the manual edit.
analysis-rows-deleted-regularly-each-delete-leaves = { $id }: rows of { $name } are deleted regularly; each delete leaves a tombstone that reads of the partition scan until compaction (a queue)
analysis-let-rows-expire-time-bucket-drop = Let rows expire by time bucket (and drop old buckets whole) or with a TTL, or use a queueing system for queues.
analysis-rows-deleted-regularly-one-row-per = { $id }: rows of { $name } are deleted regularly; with one row per partition tombstones cost little, but keep gc_grace_seconds in mind
analysis-updated-key-column = { $column } is in the primary key of { $name }, and the application updates { $attribute } in place: Cassandra cannot change a key, so each change is a DELETE of the row and an INSERT of a new one (one logged batch), and a reader between the two may see neither
analysis-updated-key-column-fix = let the application compare { $column } after reading (the query's other givens find the rows), or choose a key without it; if it must stay, write each change as DELETE + INSERT in a logged batch
analysis-table-serves-no-query = table { $name } serves no query: every write to it costs and nothing reads it
analysis-attach-queries-serves-physical-tab-drop = Attach the queries it serves (Physical tab), or drop the table.
analysis-served-no-table = { $id } is served by no table
analysis-re-derive-model-attach-query-table = Re-derive the model, or attach the query to a table that answers it.
analysis-fix-query-errors-first = Fix the errors of { $id } first: a query with an error gets no table, and nothing of it goes into another table.
analysis-rows-values-per-partition = { $human_number ->
        [one] { $human_number } row
       *[other] { $human_number } rows
    }, { $human_number_v ->
        [one] { $human_number_v } value
       *[other] { $human_number_v } values
    }, { $bytes } per partition
analysis-bucket-add-partition-key-read-over = Bucket by { $unit } of { $label }: add { $col } to the partition key; { $after }. A read over a time range reads one partition per { $unit }.
analysis-spread-each-partition-over-random-buckets = Spread each partition over { $count } random buckets 0..{ $arg0 }: add bucket to the partition key; { $after }. Every read fans out over all { $count ->
        [one] { $count } bucket
       *[other] { $count } buckets
    }.
analysis-bytes = { $n ->
        [one] { $n } byte
       *[other] { $n } bytes
    }
analysis-small-list-one-partition = table { $name } keeps every row in one partition ({ $key_signature }): the published design for a small list that does not grow (read whole, kept by the application); give { $entity } a count or a growth rate if it is large or grows
analysis-looks-like-few-values-judging-name = { $label } looks like a { $last } (few values), judging by its name

# The size formulas' hover text (model_core::analysis::size): a factor, the sums, a column.
analysis-formula-unbounded = +{ $per_day } per day, forever [{ $label }]
analysis-formula-grows = grows forever [{ $label }]
analysis-formula-sums = Σpk + Σstatic + Nr × (Σregular + Σclustering)
analysis-formula-bytes = { $n ->
        [one] { $n } byte
       *[other] { $n } bytes
    }
analysis-formula-column = { $column } { $marker }: { $n ->
        [one] { $n } byte
       *[other] { $n } bytes
    } ({ $source })
analysis-width-fixed = type width
analysis-width-average = average size
analysis-width-default = default, no average size given

# A diagnostic's severity in words (model_core::Severity).
severity-error = error
severity-warning = warning
severity-info = note
