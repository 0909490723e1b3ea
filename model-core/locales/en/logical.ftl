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
