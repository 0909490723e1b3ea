# Why a primary-key alternative is what it is (model_core::logical::AlternativeReason).
# $owners are joined with text-separator-and-word.

alternative-owner = one partition per { $owners }: its key is the partition key
alternative-owner-filters = one partition per { $owners }; { $filters } lead the clustering columns
alternative-widened = one partition per { $owners } would grow without bound: { $moved } joined the partition key
alternative-widened-values = one partition per { $owners } would hold about { $values } values: { $moved } joined the partition key
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
choice-collection = { $attribute } is the set { $column } in the owner's row, as chosen: one row per owner instead of one per pair, about { $elements } elements; adding or removing one writes one cell (SET { $column } = { $column } + ?), never reading the set first, and the whole set is read with the row

# Why a column is where it is (model_core::explain::Reason), for the reasons worded here.
# $unit is a time-unit-* message; $attribute is Entity.attribute.
reason-period = { $query } keeps its aggregates per { $unit }: the { $unit } of { $attribute }, computed by the application when it writes, one row per { $unit }
reason-collected = { $query } returns { $attribute }: a small set, kept as a collection in the owner's row instead of one row per pair

# A query's aggregates kept per period, after them in a list of what it returns.
query-per = per { $unit } of { $attribute }
