# Changes between two models and the notes of a migration (model_core::diff).

diff-class-model-only = model only
diff-class-in-place = safe in place
diff-class-with-care = safe with care
diff-class-impossible = impossible in place
change-entity-added = entity { $name } added
change-entity-removed = entity { $name } removed
change-entity-renamed = entity { $from } renamed { $to }
change-attribute-added = attribute { $name } added
change-attribute-removed = attribute { $name } removed
change-attribute-renamed = attribute { $from } renamed { $to }
change-attribute-type-changed = attribute { $name }: type { $from } → { $to }
change-attribute-key-changed-joined = attribute { $name } joined the key
change-attribute-key-changed-left = attribute { $name } left the key
change-relationship-added = relationship { $name } added
change-relationship-removed = relationship { $name } removed
change-relationship-changed = relationship { $name }: { $from } → { $to }
change-query-added = query { $id } added: { $description }
change-query-removed = query { $id } removed: { $description }
change-query-changed = query { $id } changed: { $description }
change-keyspace-added = keyspace { $name } added
change-keyspace-removed = keyspace { $name } removed
change-replication-changed = keyspace { $name }: replication { $from } → { $to }
change-type-added = type { $name } added
change-type-removed = type { $name } removed
change-type-field-added = field { $field } { $ty } added
change-type-field-removed = field { $field } removed
change-type-field-type-changed = field { $field }: type { $from } → { $to }
change-table-added = table { $name } added
change-table-removed = table { $name } removed
change-table-renamed = the table { $from } is now { $to }
change-view-added = materialized view { $name } added
change-view-removed = materialized view { $name } removed
change-view-changed = materialized view { $name } changed
change-column-added = column { $column } { $ty } added
change-column-added-static = static column { $column } { $ty } added
change-column-removed = column { $column } removed
change-column-renamed = column { $from } renamed { $to }
change-column-type-changed = column { $column }: type { $from } → { $to }
change-collection-kind-changed = column { $column }: collection { $from } → { $to }
change-mask-changed = column { $column }: mask { $from } → { $to }
change-partition-key-changed = partition key ({ $from }) → ({ $to })
change-clustering-changed = clustering columns ({ $from }) → ({ $to })
change-clustering-order-changed = clustering order of { $column }: { $from } → { $to }
change-option-changed = option { $option }: { $from } → { $to }
change-index-added = index { $name } added
change-index-removed = index { $name } removed
change-index-changed = index { $name } changed
diff-note-name-holds-line-break-control-character = { $why }: a name holds a line break or a control character, which no CQL statement can carry: rename it in the model
diff-note-after-changing-replication-run-full-repair = after changing the replication of { $ks }, run a full repair (nodetool repair -full) on every node
diff-note-cassandra-cannot-drop-field-type-change = Cassandra cannot drop a field of a type or change its type: create a type under a new name, add columns of it, backfill them, then drop the old columns
diff-note-materialized-view-cannot-change-columns-key = a materialized view cannot change its columns or key: it is dropped and built again from its base table (no data is lost, reads of it fail until it is built)
diff-note-cassandra-renames-no-column-table-indexes = Cassandra renames no column of a table with indexes or views: drop them before renaming { $from }, then create them again
diff-note-cassandra-renames-only-primary-key-columns = Cassandra renames only primary-key columns: copy { $from } into { $to } (dual write, then a backfill) before dropping { $from }
diff-note-option-no-longer-set-set-back = the option { $option } is no longer set: set it back to its default by hand (ALTER TABLE … WITH { $option } = …)
change-column-role-changed = column { $column }: role { $from } → { $to }
change-role-regular = regular

# Why a file could not be read at a git revision (model_core::diff::revision). $label is
# FILE@REV; $reason the operating system's or git's own words.
revision-not-a-revision = { $rev } is not a git revision
revision-not-a-file = { $path }: not a file
revision-folder = { $path }: cannot read the folder: { $reason }
revision-no-repository = { $path }: not in a git repository
revision-git-missing = git is not installed or not on the PATH: diff --git needs it
revision-cannot-run = cannot run git: { $reason }
revision-no-commit = { $label }: { $rev } is not a commit of this repository
revision-not-in-commit = { $label }: the file is not in the commit
revision-not-a-blob = { $label }: not a file in the commit (a { $kind })
revision-missing = { $label }: the file's content is not in this repository (a partial clone?); diff --git never fetches
revision-too-large = { $label }: the file is larger than { $mib } MiB, the most Keyspace Studio reads
revision-timed-out = { $label }: git did not answer in { $seconds } s and was stopped (is a file of the repository's .git folder a FIFO, or its disk unreachable?)
revision-git = { $label }: cannot read the file at revision { $rev }: { $reason }

# How many changes a comparison found (the window's Changes dialog, `keyspace-studio diff` and
# the header of migrate.cql).
diff-change-count = { $count ->
        [one] { $count } change
       *[other] { $count } changes
    }
