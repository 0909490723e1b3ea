# The project's target database (docs/targets.md): what it lacks, and its limits.

feature-materialized-views = materialized views
feature-secondary-indexes = secondary indexes
feature-sai = storage-attached indexes (SAI)
feature-sasi = SASI indexes
feature-custom-indexes = custom index classes
feature-udts = user-defined types
feature-udfs = user-defined functions and aggregates
feature-counters = counter columns
feature-static-columns = static columns
feature-vector = the vector type
feature-logged-batches-across-partitions = logged batches across partitions
feature-create-keyspace = CREATE KEYSPACE through CQL

# The statement a target message is about ($what below).
target-table = table { $name }
target-view = view { $name }
target-index = index { $index } on table { $table }
# $feature is one of the feature-* messages; $target the product's name.
target-lacks = { $what } uses { $feature }, which { $target } does not have; it is left out of schema.cql
target-disables = { $what } uses { $feature }, which { $target } switches off by default
target-left-out = it uses { $feature }, which { $target } does not have
target-unconfirmed = { $what } uses { $feature }; the documentation of { $target } read for this tool does not confirm it has them
# How to do without a feature, or where to find it.
target-without-materialized-views = Serve the view's query from a table derived for it (the method's own answer), written with the base table, or choose a target with materialized views.
target-without-indexes = Remove the index and serve its queries from a table keyed by the indexed column, or choose a target with this kind of index.
target-without-counters = Keep the count in a regular bigint column the application updates, or choose a target with counters.
target-without-static-columns = Make the column regular (repeated in every row), or choose a target with static columns.
target-without-vector = Store the vector as a frozen list<float> or a blob and search it elsewhere, or choose a target with the vector type (Apache Cassandra 5.0, DataStax Astra DB Serverless).
target-without-udts = Flatten the type's fields into columns, or choose a target with user-defined types.
target-without-other = Choose a target that has it, or do without it.
# $without is one of the target-without-* messages.
target-enable = Ask the cluster's operator to set { $setting } in its configuration, or do without it: { $without }
target-check-with-vendor = Check with the vendor before deploying (docs/targets.md lists what was read).

target-row-over-limit = table { $name }: one row is { $size }, over { $target }'s row limit of { $limit }
target-row-over-warning = table { $name }: one row is { $size }, over { $target }'s large-row warning of { $limit }
target-smaller-rows = Move large values to a table of their own keyed like this one, split the row's columns over two tables, or keep large objects outside the database and store a reference.
target-partition-key-over-limit = table { $name }: its partition key holds { $bytes ->
        [one] { $bytes } byte
       *[other] { $bytes } bytes
    }, over { $target }'s limit of { $limit ->
        [one] { $limit } byte
       *[other] { $limit } bytes
    }
target-smaller-partition-key = Give the key's text attributes a smaller average size if they are smaller, or key the table by a shorter identifier (a uuid).
target-clustering-over-limit = table { $name }: clustering column { $column } holds { $bytes ->
        [one] { $bytes } byte
       *[other] { $bytes } bytes
    }, over { $target }'s limit of { $limit ->
        [one] { $limit } byte
       *[other] { $limit } bytes
    }
target-smaller-clustering = Cluster by a shorter value (an identifier or a prefix of the text), or give the attribute a smaller average size if it is smaller.
target-columns-per-write = table { $name }: { $count } regular columns, but { $target } writes at most { $max } in one INSERT or UPDATE
target-split-columns = Split the table's columns over two tables with the same key.
