# The queries an entity or relationship suggests, and a query not begun yet (issue 44).
gui-tip-query-by = Adds the query: given { $given }, find the key and named attributes of { $found } (add the rest in the query); the inspector stays here
gui-query-by-attribute = Query: { $found } by…
gui-tip-query-by-attribute = Adds the query of { $found } by the attribute you pick
gui-query-added = Added { $query }: { $description }. Open it from the list of queries below.
gui-queries-of = Queries:
gui-query-incomplete = Incomplete: choose what it is given and what it finds; it gets a table then.
