# Why a primary-key alternative is what it is (model_core::logical::AlternativeReason).
# $owners are joined with text-separator-and-word.

alternative-owner = one partition per { $owners }: its key is the partition key
alternative-owner-filters = one partition per { $owners }; { $filters } lead the clustering columns
alternative-widened = one partition per { $owners } would grow without bound: { $moved } joined the partition key
alternative-widened-values = one partition per { $owners } would hold about { $values ->
        [one] { $values } value
       *[other] { $values } values
    }: { $moved } joined the partition key
alternative-all-equality = all equality attributes in the partition key, in the order given
alternative-bucket = no equality attribute: an artificial bucket is the partition key
alternative-reordered = equality attributes in the partition key, in another order
alternative-split = { $count ->
        [one] { $count } equality attribute
       *[other] { $count } equality attributes
    } in the partition key, the rest as clustering columns
alternative-uniqueness-reordered = uniqueness (MR5) columns in another order
alternative-manual = set by hand on the Logical tab
alternative-collection = { $attribute } as a set in the owner's row: one row instead of one per pair, about { $elements ->
        [one] { $elements } element
       *[other] { $elements } elements
    } each
alternative-collection-unestimated = { $attribute } as a set in the owner's row: one row instead of one per pair (no fan-out estimate: keep the set small)

# A design choice beyond the mapping rules (model_core::logical::Choice).
# $unit is a time-unit-* message; $attribute is Entity.attribute.
choice-period = its aggregates are kept per { $unit } of { $attribute }: the clustering column { $column } holds the period, which the application computes from the time when it writes (a range on the time is a range of periods)
# $elements is a figure, or ? when not estimated.
choice-collection = { $attribute } is the set { $column } in the owner's row, as chosen: one row per owner instead of one per pair, about { $elements ->
        [one] { $elements } element
       *[other] { $elements } elements
    }; adding or removing one writes one cell (SET { $column } = { $column } + ?), never reading the set first, and the whole set is read with the row

# A query's aggregates kept per period, after them in a list of what it returns.
query-per = per { $unit } of { $attribute }

# Why a table is what it is (model_core::logical::Choice). Lists ($queries, $columns,
# $attributes) are joined with text-separator-comma.
choice-merged = { $queries } had tables with the same primary key: this one table serves them, so each row is written once instead of { $writes ->
        [one] { $writes } time
       *[other] { $writes } times
    }
choice-serves = { $query } is served by this table: its key answers it (equality on the partition key and a clustering prefix), so no table of its own is written
# $column_count is 0 when the indexed columns are not named; $searched is `partition` or `table`.
choice-index-serves = { $query } is served by this table through SAI indexes{ $column_count ->
        [0] {""}
       *[other] {" "}on { $columns }
    }, as chosen, instead of a table of its own: its rows are written once less; { $searched ->
        [partition] it gives the partition key, so one partition is searched
       *[table] it does not give the partition key, so every node is asked (the whole table is searched)
    }
choice-vector-index = { $query } asks for the nearest neighbours of a vector: { $column } has an SAI vector index ({ $similarity })
choice-time-to-live = its rows are kept { $days ->
        [one] { $days } day
       *[other] { $days } days
    }, so they expire by default_time_to_live = { $seconds }
choice-time-windows = it is bucketed by { $unit }: TimeWindowCompactionStrategy with one window per { $unit } keeps each bucket's rows in few SSTables (a suggestion; change it in the table options)
# $values is a figure, or `unbounded`.
choice-partition-widened = one partition per owner would { $values ->
        [unbounded] grow without bound
        [one] hold about { $values } value
       *[other] hold about { $values } values
    }: { $attributes } joined the partition key
choice-serves-with-columns = { $query } is served by this table, whose key answers it: the columns it lacked ({ $columns }) were added, about { $added_bytes ->
        [one] { $added_bytes } byte
       *[other] { $added_bytes } bytes
    } per row, instead of a table of its own of about { $table_bytes ->
        [one] { $table_bytes } byte
       *[other] { $table_bytes } bytes
    } per row (keep it apart to give it its own table)
choice-name-shortened = the naming rule gives { $full }, longer than the 48 characters CQL takes: shortened by dropping the trailing parts after _by_ (the key still shows them), then abbreviating each word to four letters

# How a column is stored (model_core::explain::Storage), and a time read newest first.
storage-set = a multi-valued attribute, stored as a set
storage-list = a multi-valued attribute, stored as a list
storage-map = a multi-valued attribute, stored as a map
storage-udt = a composite attribute, stored as a user-defined type
storage-counter = a counter, changed only by increments
newest-first = newest first: a time no query orders by is read latest first

# A rule's name where it is a word (MR1..MR5 are names), and what each rule does.
rule-bucket = bucket
rule-manual = manual
rule-aggregate = aggregate
rule-defined = defined
rule-line-mr1 = MR1: the attributes a query needs, from the entities and relationships on its access path, become its table's columns
rule-line-mr2 = MR2: the equality search attributes form the partition key
rule-line-mr3 = MR3: the range search attributes become clustering columns
rule-line-mr4 = MR4: the ordering attributes become clustering columns in their direction (C↑ or C↓)
rule-line-mr5 = MR5: key attributes are added until every row is unique (key completion)
rule-line-bucket = Bucket: an artificial partition key, when there is no equality search or a partition grows too large
rule-line-aggregate = Aggregates: counts and sums are counters in a table of their own, min and max columns the application maintains
rule-line-manual = Manual: a change made by hand
rule-line-defined = Defined: a table imported or made by hand, not derived

# A column's whole explanation: "K: MR2, equality search (=) on POI.name in Q1"; $more is a storage-* or newest-first message.
explain-column-marker = { $marker }: { $rule }, { $reason }
explain-column = { $rule }, { $reason }
explain-column-more = { $line }; { $more }
