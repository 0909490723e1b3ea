# Messages of the estimate area (model_core::estimate).

estimate-per = { $rate } per { $per }
estimate-instances = { $name } instances
estimate-give-count-growth-rate-inspector-estimates = Give { $name } a count (or a growth rate) in the inspector's estimates.
estimate-growth-rate-retention-owner-count-missing = { $name }: its growth rate, retention or owner count is missing or invalid
estimate-each = {" "}for each of { $scale } { $entity_name }
estimate-kept-days = { $label }: { $rate }{ $each }, kept { $d ->
        [one] { $d } day
       *[other] { $d } days
    }
estimate-kept-forever = { $label }: { $rate }{ $each }, kept forever
estimate-count-estimate-not-valid-number = { $name }: the count estimate { $c } is not a valid number
estimate-has-no-count-estimate = { $name } has no count estimate
estimate-per2 = { $to_name } per { $from_name } ({ $name })
estimate-give-end-fan-out-how-many = Give the { $to_name } end of { $name } a fan-out (how many { $to_name } per { $from_name }).
estimate-kept-days2 = { $label }: { $rate }, kept { $d ->
        [one] { $d } day
       *[other] { $d } days
    }
estimate-kept-forever2 = { $label }: { $rate }, kept forever
estimate-growth-rate-retention-not-valid-number = { $to_name }: its growth rate or retention is not a valid number
estimate-fan-out = { $label }, fan-out
estimate-relationship-fan-out-not-valid-number = relationship { $name }: the fan-out { $f } is not a valid number
estimate-most-one = { $label }: at most one
estimate-from-counts = { $label }: { $ct } { $to_name } / { $cf } { $from_name }, from the counts
estimate-relationship-no-fan-out-how-many = relationship { $name }: no fan-out for how many { $to_name } per { $from_name }
estimate-per3 = { $t } per { $b }
estimate-not-connected-er-diagram-so-their = { $t } is not connected to { $b } in the ER diagram, so their ratio is unknown
estimate-arriving-one = { $name } arriving in { $one } ({ $why }): { $rate }
estimate-no-clustering-column-one-row-per = no clustering column: one row per partition
estimate-rows-table-defined-directly = rows of a table defined directly
estimate-table-defined-directly-columns-not-linked = table { $name } is defined directly: its columns are not linked to entities, so its rows per partition are unknown
estimate-derive-table-from-query-get-size = Derive the table from a query to get a size estimate.
estimate-rows-unknown-entity = rows of an unknown entity
estimate-entity-returns-unknown-so-rows-unknown = { $id }: the entity it returns is unknown, so its rows are unknown
estimate-one-per-partition-key-partition-key = one { $name } per partition (its key is the partition key)
estimate-distinct-values = ÷ distinct values of { $label }
estimate-partition-key-how-many-rows-share = partition key { $label }: how many rows share one value is unknown (relationship attributes take no distinct-values estimate)
estimate-date-partition-key = date { $label } in the partition key
estimate-distinct-values2 = { $d } distinct values of { $label }
estimate-partition-key-how-many-share-one = partition key { $label }: how many { $many } share one value is not known
estimate-give-distinct-values-estimate = Give { $name } a distinct-values estimate for { $attr_name }.
estimate-random-buckets = { $n } random buckets
estimate-bucket = { $unit } bucket of { $label }
estimate-entity = its entity
estimate-bucket-effect-needs-growth-rate-instances = the { $unit } bucket of { $label }: its effect needs a growth rate (instances per unit of time) on { $who }
estimate-give-growth-rate-inspector-estimates = Give { $who } a growth rate in the inspector's estimates.
estimate-constant-bucket-every-row-table-one = constant bucket: every row of the table in one partition
estimate-grows-by-its-time = { $name } is identified by its time ({ $attribute }): it grows without bound unless its estimates say otherwise (give a count, a fan-out, or a growth rate with how long it is kept)
# $unit is a time-unit-* message; $label is Entity.attribute; $days a figure.
estimate-periods-kept = one row per { $unit } of { $label }, kept { $days ->
        [one] { $days } day
       *[other] { $days } days
    }
estimate-periods-forever = one row per { $unit } of { $label }, kept forever: one more each { $unit }
estimate-periods-per-bucket = one row per { $unit } of { $label }, the { $unit }s of one { $span } in each partition

# The words a rate's unit may be typed as (`10/day`, `3 per hour`), comma-separated, in any
# case: add your language's words; every language's words are read whatever the window shows.
estimate-unit-words-second = s, sec, secs, second, seconds
estimate-unit-words-minute = min, mins, minute, minutes
estimate-unit-words-hour = h, hr, hrs, hour, hours
estimate-unit-words-day = d, day, days
estimate-unit-words-week = w, wk, wks, week, weeks
estimate-unit-words-month = mo, month, months
estimate-unit-words-year = y, yr, yrs, year, years
