# Why an edit was refused (model_core::edit::EditError), and the kinds of things it names.

thing-entity = entity
thing-attribute = attribute
thing-relationship = relationship
thing-query = query
thing-transition = transition
thing-keyspace = keyspace
thing-table = table
thing-specialisation = specialisation

edit-not-found = There is no { $kind } { $id }
edit-duplicate-id = The id { $id } is already used
# $reason is one of the refusal-* messages, or a limit of the project file.
edit-refused = This change cannot be made: { $reason }

refusal-unwritable-type = the CQL type { $ty } cannot be written to a project file
refusal-no-such-end = a relationship has two ends, not { $end }
refusal-owns-itself = entity { $entity } cannot own itself
refusal-leads-to-itself = a query cannot lead to itself ({ $query })
refusal-position-not-number = position of { $id } is not a number
# $name is quoted.
refusal-invalid-table-option = the table option { $name } needs a CQL name and a constant or map value (e.g. 86400, 'text', {"{"}'class': '...'{"}"})
refusal-option-without-query = table options are set here on a table derived from a query; this table serves none
refusal-index-on-itself = { $query } cannot be served through SAI by its own table; choose another query's table
refusal-bucket-without-query = a bucket is set on a table derived from a query; this table serves none
refusal-too-few-buckets = a random bucket needs at least 2 buckets, not { $count }
# $what is one of the edit-estimate-* messages.
refusal-not-a-cql-name = “{ $word }” cannot be a CQL name: { $problem }
refusal-not-an-estimate = the { $what } must be a number of 0 or more, not { $value }
refusal-empty-alternate-key = an alternate key of { $entity } needs at least one attribute
refusal-key-of-other-attribute = { $attribute } is not an attribute of { $entity }
refusal-no-partition-key = the table of { $query } needs at least one partition-key column
refusal-own-subtype = { $entity } cannot be a subtype of itself
refusal-subtype-twice = { $entity } is listed twice as a subtype
refusal-not-an-attribute-of = attribute { $attribute } is not an attribute of entity { $entity }

edit-estimate-fan-out = fan-out
edit-estimate-count = count
edit-estimate-growth-rate = growth rate
edit-estimate-days-kept = number of days kept
edit-estimate-distinct-values = number of distinct values
