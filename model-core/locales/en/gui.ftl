# The window's own words: menus, panels, the inspector, dialogs, the status line.
# A message's arguments are given by name (a name, a figure, a path, a count): keep every one,
# in any order; a count selects a plural form.

gui-app-name = Keyspace Studio
gui-untitled = Untitled
# Menus and commands.
gui-menu-file = File
gui-menu-edit = Edit
gui-menu-model = Model
gui-menu-view = View
gui-cmd-new = New
gui-cmd-open = Open…
gui-cmd-save = Save
gui-cmd-save-as = Save As…
gui-cmd-export-schema = Export schema.cql…
gui-cmd-export-queries = Export queries.cql…
gui-cmd-quit = Quit
gui-cmd-undo = Undo
gui-cmd-redo = Redo
gui-cmd-delete = Delete
gui-cmd-select-all = Select all
gui-cmd-add-entity = Add entity
gui-cmd-add-relationship = Add relationship
gui-cmd-add-query = Add query
gui-cmd-fit-to-view = Fit to view
gui-cmd-actual-size = Actual size (100 %)
gui-open-sample = Open sample
gui-open-recent = Open recent
gui-no-samples = No samples found
gui-no-recent = No recent files
gui-tip-add-entity = Add an entity type to the ER diagram (or double-click the empty canvas)
gui-tip-add-relationship = Relate the two selected entities (or drag from an entity's handle to another entity)
gui-tip-add-query = Add a query to the workflow
gui-tip-fit-to-view = Show the whole diagram
gui-tip-actual-size = Zoom to 100 %, around the middle of the view
gui-tip-delete = Delete the selection
# Tabs and panels.
gui-tab-conceptual = Conceptual
gui-tab-workflow = Workflow
gui-tab-logical = Logical
gui-tab-physical = Physical
gui-outline = Outline
gui-cql-preview = CQL preview
gui-diagnostics-heading = Diagnostics ({ $count })
gui-no-problems = No problems found.
gui-copy = Copy
gui-tip-copy = Copy the CQL to the clipboard
gui-entities = Entities
gui-relationships = Relationships
gui-queries = Queries
gui-tables = Tables
gui-types = Types
# Canvases.
gui-conceptual-hint = Double-click: new entity · drag: move · drag ● onto an entity: relate · click 1/n: switch · double-click a shape: rename
gui-chebotko-hint = Hover a marker for its meaning · click a table for its alternatives
gui-no-tables = No tables yet: add a query on the Workflow tab.
gui-tip-cardinality = Cardinality at this end: click to switch between 1 and n
gui-tip-link-handle = Drag onto another entity to draw a relationship
gui-a11y-entity = Entity { $entity }
gui-a11y-relationship = Relationship { $relationship }
gui-a11y-attribute = Attribute { $attribute }
gui-a11y-table = Table { $table }
gui-entry-marker = ▶ entry
gui-no-description = (no description)
# Chebotko markers.
gui-marker-k = K: partition key column
gui-marker-c-asc = C↑: clustering column, ascending
gui-marker-c-desc = C↓: clustering column, descending
gui-marker-s = S: static column (one value per partition)
gui-marker-idx = IDX: secondary index
gui-marker-sai = SAI: storage-attached index (Cassandra 5.0)
gui-marker-sasi = SASI: SSTable-attached secondary index
gui-marker-custom-index = CUSTOM: index of a custom class
gui-marker-counter = ++: counter column
gui-marker-set = {"{"}{"}"}: set collection
gui-marker-list = []: list collection
gui-marker-map = <>: map collection
gui-marker-udt = *: user-defined type
# Inspector.
gui-project = Project
gui-title = Title
gui-nothing-selected = Select an entity, relationship, query or table to edit it.
gui-selection-gone = The selection no longer exists.
gui-n-selected = { $count } selected
gui-relate-these = Relate { $first } and { $second }
gui-entity = Entity
gui-relationship = Relationship
gui-attribute = Attribute
gui-table = Table
gui-name = Name
gui-description = Description
gui-weak-entity = Weak entity, owned by
gui-tip-weak = A weak entity is identified through its owner: its key is the owner's key plus its own
gui-none = (none)
gui-attributes = Attributes
gui-key-short = key
gui-multi-short = multi
gui-tip-key = Part of the entity's key (underlined in the diagram)
gui-tip-multi = Multi-valued: stored as a collection (double oval)
gui-move-up = Move up (key order)
gui-move-down = Move down (key order)
gui-more = All properties
gui-remove = Remove
gui-new-attribute = New attribute
gui-key-attribute = Key attribute
gui-updated-in-place = Updated in place
gui-tip-updated = The application changes this value of an existing instance (an UPDATE sets it: a password, a status). A query that finds its rows by the rest of what it gives keeps it out of the key, and the application compares it after reading; a key column holding it costs a DELETE and an INSERT per change
gui-add-attribute = Add attribute
gui-relate-to = Relate to…
gui-new-entity-name = Entity
gui-new-relationship-name = relates
gui-cardinality-at = at { $entity }
gui-relationship-kind = Kind: { $kind }
gui-identifying = Identifying (of a weak entity)
gui-tip-identifying = The relationship through which a weak entity is identified (double diamond)
gui-belongs-to = Belongs to
gui-type-label = Type
gui-multi-valued = Values
gui-single-value = single
gui-composite-fields = Composite: fields
gui-tip-composite = A composite attribute's fields become a user-defined type
gui-add-field = Add field
gui-cql-type = CQL type
gui-tip-cql-type = The CQL type of this attribute's columns, e.g. smallint or frozen<address>; empty: the attribute's type
gui-domain-type = attribute's type
gui-query-heading = Query { $query }
gui-returns-entity = Returns
gui-tip-query-entity = The entity the query returns; its table is named after it
gui-inferred = (from the find attributes)
gui-entry-point = Entry point
gui-tip-entry = A task the application can start with
gui-limit = LIMIT
gui-given = Given
gui-tip-given = Search predicates: = and IN go to the partition key, ranges to clustering columns
gui-add-given = Add given
gui-find = Find
gui-tip-find = What the query returns
gui-add-find = Add find
gui-find-all-of = All of { $entity }
gui-order-by = Order by
gui-tip-order-by = Requested order: clustering columns with this direction
gui-add-order-by = Add order by
gui-leads-to = Leads to
gui-tip-leads-to = Workflow transitions: this query's result supplies the next query's input
gui-add-transition = Add transition to
gui-choose = choose…
gui-served-by = Table:
gui-table-name = Table name
gui-derived-name-was = Derived name: { $name }
gui-reset = Reset
gui-serves = Serves
gui-alternatives = Primary-key alternatives
gui-tip-alternatives = Other valid primary keys for this query's table; choose one
gui-columns = Columns
gui-column-types = Column types
# Physical.
gui-target = Target
gui-target-tip = The database the model is deployed to: validation reports what it lacks, the analysis uses its limits, and export writes only what it accepts
gui-target-default = (default)
gui-keyspace = Keyspace
gui-replication-factor = replication factor
gui-add-datacenter = + datacenter
gui-durable-writes = durable writes
gui-add-keyspace = Add keyspace
gui-keyspace-summary = Keyspace { $keyspace }: { $strategy }, replication factor { $factor }
gui-keyspaces-list = Keyspaces: { $keyspaces }
gui-keyspaces-tip = Show or hide the keyspace editor: names, replication, durable writes
# Files and dialogs.
gui-project-filter = Keyspace Studio project
gui-save = Save
gui-discard = Don't save
gui-cancel = Cancel
gui-ok = OK
gui-unsaved-title = Unsaved changes
gui-unsaved-message = { $project } has changes that are not saved. Save them first?
gui-nothing-lost = The open project is unchanged; nothing was lost.
gui-load-error-at =
    { $path }, line { $line }, column { $column }:
    { $detail }
gui-cannot-open = Cannot open the project
gui-cannot-save = Cannot save the project
gui-cannot-export = Cannot export the CQL
gui-opened = Opened { $path }
gui-saved-to = Saved to { $path }
gui-exported-to = Exported to { $path }
gui-new-project = New project
gui-undone = Undone
gui-redone = Redone
gui-select-two-entities = Select one or two entities to relate
gui-tables-are-derived = Tables are derived from queries: delete the query instead
# Status bar.
# Import (CQL, KDM) and recovery of unsaved work.
gui-untitled-imported-from = Untitled (imported from { $file })
gui-cmd-import-cql = Import CQL…
gui-cmd-import-kdm = Import KDM project…
gui-cmd-import-sql = Import SQL schema and queries…
gui-cmd-import-report = Last import report…
gui-cql-filter = CQL schema
gui-kdm-filter = KDM project
gui-cannot-import = Cannot import the file
gui-imported-status = Imported { $files }: { $tables }, { $skipped } skipped
gui-import-report-title = Import report
gui-import-summary = { $files }: imported { $tables }, { $entities }, { $queries }.
gui-import-skipped-heading = Skipped or changed ({ $count })
gui-import-nothing-skipped = Nothing was skipped.
gui-import-suggestions-heading = Suggested entities ({ $count })
gui-import-no-suggestions = No entities suggested: no key columns are shared by several tables.
gui-import-suggestions-hint = Tables that share key columns imply these entity types. Nothing is added until you accept it; undo removes it again.
gui-import-add-entity = Add entity { $entity }
gui-import-entity-added = ✔ { $entity } added
gui-import-key-is = key: { $key }
gui-import-line = Line
gui-import-file = File
gui-import-template-heading = Template values
gui-import-template-hint = The files hold placeholders their installer fills in; give each a value and import again.
gui-import-template-again = Import again with these values
gui-import-inferred-heading = Relationships inferred from the queries' joins ({ $count })
gui-import-inferred-hint = No foreign key declares these: each was read from a join on a table's key. Reject one to import the files again without it.
gui-import-reject = Reject { $name }
gui-import-rejected = Rejected: { $ids }
gui-import-restore = Import again with every inferred relationship
gui-import-and-more = { $file } and { $more } more
gui-import-column = Column
gui-import-statement = Statement
gui-import-reason = Reason
gui-close = Close
gui-entity-added-status = Added entity { $entity }
gui-recovery-title = Recover unsaved work?
gui-recovery-message = Keyspace Studio did not close normally last time. This unsaved work was kept:
gui-recovery-project = Project: { $project }
gui-recovery-original = Original file: { $path }
gui-recovery-never-saved = Original file: none (never saved)
gui-recovery-imported-from = Original file: none (imported from { $source }, never saved)
gui-recovery-saved-at = Kept at: { $time }
gui-recovery-unreadable = This recovery file cannot be read: { $reason }
gui-restore = Restore
gui-recovery-discard = Discard
gui-recovery-later = Decide later
gui-restored-status = Restored the unsaved work of { $project }: save it to keep it
gui-recovery-write-failed = Cannot write the recovery file: { $reason }
gui-cannot-discard-recovery = Cannot delete the recovery file
# Languages, themes, and texts the panels build from parts.
gui-menu-language = Language
gui-theme-system = 💻 System
gui-theme-light = ☀ Light
gui-theme-dark = 🌙 Dark
gui-tip-theme-system = Follow the system's light or dark setting
gui-parenthesized = { $text } ({ $detail })
gui-between = { $first } – { $second }
gui-primary-key-is = Primary key: { $key }
gui-alternative-line = { $key } — { $reason }
gui-dialog-open-project = Open a project
gui-dialog-save-project = Save the project as
gui-dialog-export-cql = Export the CQL
gui-cql-script-filter = CQL script
gui-not-a-cql-type = “{ $typed }” is not a CQL type
# Teaching: explanations, help, step mode, picture export.
gui-teach-column = Column
gui-teach-in-table = In table { $table }
gui-teach-why-here = Why it is here
gui-teach-rules-applied = Mapping rules applied
gui-teach-access-path = Access path: { $path }
gui-teach-why-columns = Why each column
gui-teach-queries-served = Queries served
gui-a11y-column = Column { $column } of { $table }
gui-menu-help = Help
gui-cmd-notation-legend = Notation legend
gui-cmd-method-guide = The method
gui-tip-notation-legend = What the shapes and markers of the diagrams mean
gui-tip-method-guide = A short guide to query-first data modelling
gui-legend-chen = Chen notation (ER diagram)
gui-legend-chebotko = Chebotko notation (logical and physical diagrams)
gui-legend-workflow = Workflow
gui-legend-entity = Entity type (rectangle)
gui-legend-weak-entity = Weak entity (double rectangle): identified through its owner
gui-legend-attribute = Attribute (oval)
gui-legend-key-attribute = Key attribute (name underlined)
gui-legend-multi-attribute = Multi-valued attribute (double oval): stored as a set, list or map
gui-legend-derived-attribute = Derived attribute (dashed oval): computed, not stored
gui-legend-field = Field of a composite attribute: a field of a user-defined type
gui-legend-relationship = Relationship type (diamond)
gui-legend-identifying = Identifying relationship (double diamond): joins a weak entity to its owner
gui-legend-cardinality = Cardinality at each end: 1 (one) or n / m (many)
gui-legend-table = Table: its name, then its columns with their markers
gui-legend-entry = Entry arrow Qn: the query the table serves
gui-legend-transition = Transition arrow: the workflow goes on from one query's table to the next
gui-legend-query-node = Query node: Qn and its description; ▶ marks an entry point
gui-guide-models = The four models
gui-guide-conceptual = 1. Conceptual: the ER diagram — entities, relationships, attributes, keys and cardinalities.
gui-guide-workflow = 2. Workflow: the queries Q1, Q2… the application runs, and the transitions between them.
gui-guide-logical = 3. Logical: one table per query, derived with the mapping rules, drawn as a Chebotko diagram.
gui-guide-physical = 4. Physical: CQL types, keyspaces and the schema to run.
gui-guide-rules = The mapping rules
gui-guide-naming-heading = Naming
gui-guide-naming = A table is named after what it returns and what it is searched by: hotels_by_poi returns hotels for a given point of interest; a query by the entity's own key gets the plain plural (hotels).
gui-guide-where = Where to click
gui-guide-click = Select a column on the Logical or Physical tab to see why it is there; select a query or a table to light up its access path, its table and its workflow node; View ▸ Step mode walks through the four models.
gui-cmd-step-mode = Step mode
gui-tip-step-mode = Reveal the four models one step at a time, for teaching
gui-step-next = Next ▸
gui-step-previous = ◂ Previous
gui-step-leave = Leave step mode
gui-step-counter = Step { $step } of { $count }
gui-step-conceptual = 1 · Conceptual: the entities, relationships and attributes of the domain
gui-step-workflow = 2 · Workflow: the queries the application runs, in order
gui-step-logical = 3 · Logical: query { $shown } of { $of }, { $query } → table { $table }
gui-step-physical = 4 · Physical: CQL types and keyspaces
gui-step-no-queries = 3 · Logical: the workflow has no queries yet
gui-cmd-export-picture = Export picture…
gui-tip-export-picture = Save a diagram as SVG or PNG, light or dark
gui-picture-title = Export picture
gui-picture-diagram = Diagram
gui-picture-current = Current tab ({ $tab })
gui-picture-all = All four
gui-picture-theme = Theme
gui-picture-light = Light
gui-picture-dark = Dark
gui-picture-format = Format
gui-picture-export = Export…
gui-picture-written = Picture written to { $path }
gui-pictures-written = { $count ->
        [one] { $count } picture
       *[other] { $count } pictures
    } written next to { $folder }
gui-cannot-export-picture = Cannot export the picture
gui-picture-filter-svg = SVG picture
gui-picture-filter-png = PNG picture
gui-picture-unknown-format = { $path }: the file name must end in .svg or .png
# i18n UI, more:
gui-language-chosen = Interface language: { $language }
# Partition sizes, remedies, estimates.
gui-part-heading = Partitions
gui-part-tip = Rows, values and bytes per partition of each table, from the estimates (methodology §6). Click a header to sort, a row to select the table; hover a figure for the formula.
gui-part-settings-button = ⚙ Thresholds
gui-part-settings-tip = The analysis thresholds: when a partition gets a note, a warning or an error
gui-part-settings-title = Analysis settings
gui-part-settings-note = Kept with this computer's app settings, for every project. A size threshold you have not changed is the project's target's. `keyspace-studio check` uses the defaults.
gui-part-settings-target = Defaults of the target: { $target }
gui-part-set-row-bytes = Error above row size
gui-part-set-row-bytes-tip = An error when one row is larger than this (the target's row limit: 1 MB on Amazon Keyspaces; 0: none)
gui-part-settings-reset = Reset to defaults
gui-part-no-limit = no limit
gui-part-set-warn-values = Warn above values
gui-part-set-warn-values-tip = A warning when a partition holds more values (cells) than this (classic guidance: 100,000)
gui-part-set-warn-bytes = Warn above size
gui-part-set-warn-bytes-tip = A warning when a partition is larger than this (the target's large-partition warning: 100 MiB for Cassandra, 1,000 MiB for ScyllaDB)
gui-part-set-info-bytes = Note above size
gui-part-set-info-bytes-tip = A note when a partition is larger than this (10 MB, the ideal)
gui-part-set-error-values = Error at values
gui-part-set-error-values-tip = An error when a partition holds this many values: near Cassandra's hard limit of about 2 billion cells (0: none)
gui-part-set-low-cardinality = Low-cardinality key below
gui-part-set-low-cardinality-tip = A partition key with fewer distinct values than this makes a few hot partitions
gui-part-set-index-cardinality = High-cardinality index from
gui-part-set-index-cardinality-tip = A secondary index on a column with at least this many distinct values asks every node on each lookup
gui-part-set-max-buckets = Most random buckets
gui-part-set-max-buckets-tip = The largest random bucket count a remedy suggests (reads fan out over all buckets)
gui-part-col-table = Table
gui-part-col-rows = Rows
gui-part-col-values = Values
gui-part-col-bytes = Bytes
gui-part-col-severity = Severity
gui-part-remedy-tip = A bucket column in the partition key bounds the partition; hover a button for the figures after it, click to apply (undoable)
gui-part-sort-tip = Sort by this column; click again to reverse
gui-part-a11y-figure = { $what } of { $table }: { $figure }
gui-part-a11y-badge = Partition of { $table }: { $figures } ({ $severity })
gui-part-badge = { $values ->
        [one] { $values } value
       *[other] { $values } values
    } · { $bytes }
gui-part-ok = within limits
gui-part-unbounded-rows = ∞ (+{ $rows } a day)
gui-part-formula-head = Partition of { $table }:
gui-part-formula-unbounded = Partition of { $table }: grows without bound, by { $rows ->
        [one] { $rows } row
       *[other] { $rows } rows
    } a day
gui-part-formula-unknown = Partition of { $table }: estimates are missing (see the diagnostics)
gui-part-bucket-time = Bucket by { $unit } of { $attribute }
gui-part-bucket-random = Random bucket 0..{ $last }
gui-part-after = after: { $rows ->
        [one] { $rows } row
       *[other] { $rows } rows
    }, { $values ->
        [one] { $values } value
       *[other] { $values } values
    }, { $bytes } per partition
gui-part-remedy-short-time = + { $attribute } by { $unit }
gui-part-remedy-short-random = + bucket ×{ $count }
gui-part-remedies = Remedies
gui-part-bucket-in-place = In place: { $bucket }
gui-part-remove-bucket = Remove the bucket
gui-part-remove-bucket-short = ✖ { $bucket }
gui-part-remove-bucket-tip = Take the bucket column out of the partition key (undoable)
gui-est-heading = Estimates
gui-est-heading-tip = Volumes for partition sizing: how many, how fast they arrive, how many distinct values (methodology §6)
gui-est-not-estimated = not estimated
gui-est-not-a-number = { $typed } is not a number of 0 or more
gui-est-count = Count
gui-est-count-tip = How many instances of this entity exist
gui-est-grows = Grows over time
gui-est-grows-tip = A time series: instances arrive at a rate (one reading per second per sensor) and are kept some days or forever
gui-est-rate = New instances
gui-est-rate-tip = How many new instances arrive per time unit
gui-est-per = per
gui-est-for-each = for each
gui-est-for-each-tip = The rate is per instance of this entity (each sensor), or for the whole entity type
gui-est-whole-type = (all together)
gui-est-kept-days = Kept (days)
gui-est-kept-days-tip = The growth horizon: how many days of data are kept (TTL or purge); empty: forever, so partitions grow without bound
gui-est-forever = forever
gui-est-time-attribute = Arrival time
gui-est-time-attribute-tip = The attribute recording when an instance arrived: what a time bucket is computed from
gui-est-any-time = (any time attribute)
gui-est-distinct-heading = Distinct values
gui-est-distinct-tip = How many distinct values the attribute takes among the instances: how a partition key on it divides them
gui-est-distinct-of = { $attribute }
gui-est-fan-out = { $many } per { $one }
gui-est-avg-size = Average size (bytes)
gui-est-avg-size-tip = The average size of one value (for a collection: the whole collection); empty: the default shown is assumed
gui-est-fixed-width = { $type } has a fixed width: { $bytes ->
        [one] { $bytes } byte
       *[other] { $bytes } bytes
    }
gui-est-partition-heading = Partition size
gui-est-partition-figures = { $rows ->
        [one] { $rows } row
       *[other] { $rows } rows
    } · { $values ->
        [one] { $values } value
       *[other] { $values } values
    } · { $bytes }
gui-est-formula = Formula
# Work running in the background.
gui-task-saving = Saving…
gui-task-importing = Importing…
gui-task-pictures = Writing pictures…
gui-task-failed-title = Background work failed
gui-task-failed = { $task } stopped unexpectedly; nothing was changed. Please try again.
## The ER constructs, the workflow canvas and the user's say over derived tables.

# Query: subject, access path, aggregates.
gui-returns-rows-of = Returns rows of
gui-tip-returns-rows-of = The relationship whose instances the query returns (comments, ratings): the table is named after it and keyed by their identity
gui-not-a-relationship = — (entities)
gui-access-path = Access path
gui-tip-access-path = How the query goes from what it is given to what it finds; drawn on the ER diagram while the query is selected
gui-no-access-path = (within one entity)
gui-through = Through
gui-tip-through = When several relationships join the same entities (a user uploads videos and comments on them), the path goes through these
gui-add-through = Go through…
gui-aggregates = Aggregates
gui-tip-aggregates = Counts, sums and averages are served by a counter table of their own; minimum and maximum by a column the application keeps
gui-add-aggregate = Add aggregate…
gui-of-rows = rows
gui-per = Per
gui-tip-per = Keep the aggregates per period of a time (the daily minimum of a reading): one row per period, which the application computes from the time when it writes
gui-per-whole = whole search
gui-per-period = Period
# Entity: alternate keys and specialisation.
gui-alternate-keys = Alternate keys
gui-tip-alternate-keys = Attributes that identify an instance too (a user's email): a query given one needs no further key column for uniqueness
gui-add-alternate-key = Add alternate key…
gui-widen-alternate-key = + attribute…
gui-specialisation = Specialisation (IsA)
gui-tip-specialisation = Subtypes inherit the supertype's attributes and key; disjoint: an instance is of at most one subtype; total: every instance is of one
gui-subtypes-of = Subtypes of { $entity }
gui-subtype-of = Subtype of { $entity }
gui-add-subtype = Add subtype…
gui-make-supertype = Specialise into…
gui-disjoint = Disjoint (d)
gui-total = Total
gui-remove-specialisation = Remove specialisation
# CQL names of entities, relationships and attributes.
gui-cql-name = CQL name
gui-tip-cql-name = The word for it in table and column names: ASCII letters, digits and _. Empty: its name transliterated, shown grey.
gui-column-name = Column name
gui-tip-column-name = Its column name in every table. Empty: the naming rule's, shown grey. A name of other letters is written quoted.
# Relationship: noun, identity.
gui-rows-noun = Rows are called
gui-cardinality-presets = Cardinality
gui-tip-identity-key = Part of the relationship's identity: an actor may play several characters in one film, so the character is a key column
# Table: design choices, key by hand, trade-offs.
gui-design-choices = Design choices
gui-keep-apart = Keep { $query } in a table of its own
gui-kept-apart = { $query } is kept in a table of its own
gui-allow-merging = Allow merging again
gui-key-by-hand = Primary key set by hand
gui-back-to-derived-key = Back to the derived key
gui-role-partition = Partition key
gui-role-clustering-asc = Clustering ↑
gui-role-clustering-desc = Clustering ↓
gui-role-regular = Regular
gui-tip-role = Promote or demote the column; validation then says whether every query of the table is still served
gui-tradeoff-partition = { $rows ->
        [one] { $rows } row
       *[other] { $rows } rows
    }, { $bytes } per partition
gui-tradeoff-unbounded = partition grows without bound
gui-tradeoff-unknown = partition size unknown (estimates missing)
gui-tradeoff-over = over the threshold
gui-tradeoff-tables = rows written to { $tables ->
        [one] { $tables } table
       *[other] { $tables } tables
    }
gui-tradeoff-partitions = { $query } reads { $partitions }
gui-one-partition = 1 partition
gui-n-partitions = { $count ->
        [one] { $count } partition
       *[other] { $count } partitions
    }
gui-per-in-value = one per IN value
gui-per-time-bucket = one per time bucket
# SAI, vectors, time to live, compaction.
gui-sai-offers = Serve with an index instead
gui-tip-sai-offers = Cassandra 5.0: the query can be served by another table of the same rows through SAI indexes, instead of this denormalised table
gui-sai-offer-line = { $query } from { $table } with SAI on { $columns }
gui-sai-offer-vector = { $query } from { $table } with its vector index
gui-sai-choose = Use the index
gui-sai-writes = rows written to { $with_index ->
        [one] { $with_index } table
       *[other] { $with_index } tables
    } instead of { $without_index }
gui-sai-one-partition = the query gives the partition key: one partition searched (cheap)
gui-sai-scan = no partition key: every node is asked, { $partitions ->
        [one] { $partitions } partition
       *[other] { $partitions } partitions
    } searched
gui-sai-scan-unknown = no partition key: every node is asked (the whole table is searched)
gui-sai-own-table = Give { $query } its own table again
gui-table-lifetime = Time to live and compaction
gui-tip-table-lifetime = default_time_to_live (seconds; 0: rows never expire) and the compaction strategy; empty: the derived suggestion
gui-option-ttl = Time to live (s)
gui-option-compaction = Compaction
gui-nearest = Nearest neighbours of
gui-tip-nearest = ORDER BY v ANN OF ? LIMIT k: the k (the limit) rows whose vector is nearest to a given one; needs a vector<float, n> attribute and an SAI vector index
gui-nearest-none = — (no vector search)
gui-similarity = Similarity
# Step mode: the optimised design after the method's one table per query.
gui-step-optimised = 3 · Logical, optimised: the method gave { $method_tables ->
        [one] { $method_tables } table
       *[other] { $method_tables } tables
    }, one per query; the design has { $tables }
gui-step-optimised-none = No table was merged or shared: the optimised design is the method's
# Canvas zoom.
gui-zoom-in = Zoom in (Ctrl +)
gui-zoom-out = Zoom out (Ctrl −)
gui-zoom-level = Zoom: names stay at least 12 px high when fitted
# Feedback.
gui-deleted-one = Deleted { $thing } — Ctrl+Z to undo
gui-deleted-many = Deleted { $count ->
        [one] { $count } item
       *[other] { $count } items
    } — Ctrl+Z to undo
gui-nothing-selected-here = Nothing is selected on this tab: Delete acts on the tab shown
gui-fallback-dialog = No system file dialog is available here: choose the file in Keyspace Studio's own
# An empty project.
gui-start-here = Start here
gui-start-here-1 = 1 · Draw the entities: double-click the canvas or press Add entity, then add their attributes
gui-start-here-2 = 2 · Relate them: drag from an entity's handle onto another
gui-start-here-3 = 3 · Add the queries the application runs, on the Workflow tab
gui-start-here-4 = 4 · Read the derived tables on the Logical tab, then export schema.cql from the File menu
# Presentation mode.
gui-cmd-presentation = Presentation mode
gui-tip-presentation = Large text and only the diagram, for a projector (F11 again to leave)
# Counts: the singular for one, the plural otherwise (Chinese has one form).
gui-n-entities = { $count ->
        [one] { $count } entity
       *[other] { $count } entities
    }
gui-n-relationships = { $count ->
        [one] { $count } relationship
       *[other] { $count } relationships
    }
gui-n-queries = { $count ->
        [one] { $count } query
       *[other] { $count } queries
    }
gui-n-tables = { $count ->
        [one] { $count } table
       *[other] { $count } tables
    }
gui-n-errors = { $count ->
        [one] { $count } error
       *[other] { $count } errors
    }
gui-n-warnings = { $count ->
        [one] { $count } warning
       *[other] { $count } warnings
    }
# The ER canvas's right-click menus.
gui-menu-rename = Rename
gui-menu-duplicate = Duplicate
gui-tip-duplicate = Copies of the selected entity types, with their attributes, keys and the relationships among them, beside them (Ctrl+D)
gui-menu-add-entity-here = Add entity here
# Auto-layout.
gui-cmd-auto-layout = Auto-layout
gui-tip-auto-layout = Lay this diagram out again so that no two shapes overlap (one step: Ctrl+Z puts everything back)
gui-arranged = Arranged the { $diagram } diagram — Ctrl+Z to undo
gui-task-arranging = Arranging the diagram…
gui-task-comparing = Reading the other version…
gui-task-migration = Writing the migration…
gui-arrange-outdated = The model changed while the diagram was being arranged: run Auto-layout again
# Help.
gui-cmd-shortcuts = Keyboard shortcuts
gui-tip-shortcuts = Every shortcut of the app (F1)
gui-shortcut-zoom = Zoom the diagram in or out
# Quick entry (lead): attribute lists, the entity shorthand, a relationship's query.
gui-new-attribute-hint = name, or several: a, b
gui-tip-new-attribute = Type one name or several separated by commas, then Enter; the type follows the name (user_id → uuid, upload_date → date) and the first identifier of an entity without a key becomes its key
gui-tip-entity-shorthand = Enter goes on to the attributes. Typing Video(video_id, upload_date) names the entity and adds its attributes at once
gui-type-search-hint = type to search
gui-avg-bytes = Avg bytes
gui-query-along = Query: { $found } by { $given }
gui-tip-query-along = Adds the query this relationship serves: given the key of { $given }, find the key and named attributes of { $found }; the inspector stays here
gui-read-as = { $first } : { $second }
gui-query-description = Find { $found } by { $given }
gui-find-all-of-which = All of…
gui-tip-attribute-menu = { $attribute }: move up or down (the key's order), all its properties, remove
gui-cmd-zoom-selection = Zoom to selection
gui-tip-zoom-selection = Show what is selected on this diagram in the middle of the view, at a legible size (F)
gui-nothing-to-zoom-to = Select something on this diagram to zoom to it
# Copy and paste (lead).
gui-cmd-copy = Copy
gui-cmd-paste = Paste
gui-tip-copy-entities = Copy the selected entity types, with the relationships among them, to paste here or in another window
gui-tip-paste-entities = Paste entity types copied before, under new names, in free space
gui-copied-entities = Copied { $entities } — Ctrl+V pastes a copy
gui-pasted-entities = Pasted { $entities } — Ctrl+Z to undo
gui-duplicated-entities = Duplicated as { $entities } — Ctrl+Z to undo
gui-nothing-to-copy = Select entity types on the Conceptual tab to copy them
gui-clipboard-no-entities = The clipboard holds no entity types to paste
gui-clipboard-unreadable = The entity types on the clipboard cannot be read (the text was changed or cut short)
gui-clipboard-too-many = The clipboard holds { $count } entity types; one paste brings in at most { $most }
gui-copied-file = Copied { $file } to the clipboard
# Undo and redo, said with what the step was (lead).
gui-undone-step = Undone: { $step } — Ctrl+Y to redo
gui-redone-step = Redone: { $step }
gui-step-words = { $verb } { $noun }
gui-step-add = add
gui-step-remove = remove
gui-step-rename = rename
gui-step-change = change
gui-step-move = move
gui-noun-project = project
gui-noun-entity = entity
gui-noun-attribute = attribute
gui-noun-relationship = relationship
gui-noun-query = query
gui-noun-transition = transition
gui-noun-shapes = shapes
gui-noun-table = table
gui-noun-keyspace = keyspace
gui-noun-specialisation = specialisation
gui-noun-estimates = estimates
gui-noun-several = several things
gui-applied-bucket = { $table }: { $bucket } applied — Ctrl+Z to undo
gui-removed-bucket = Removed bucket { $bucket } from { $table } — Ctrl+Z to undo
# Project: the method's first step.
gui-one-table-per-query = One table per query (no merging)
gui-tip-one-table-per-query = Show the method's first step: every query gets its own table, even when another table could serve it
# Docking panes (branch dock).
gui-pane-diagram = Diagram
gui-pane-inspector = Inspector
gui-cmd-reset-layout = Reset panel layout
gui-tip-reset-layout = Put the panels back where they were at first: the outline on the left; the inspector, diagnostics, partitions and CQL preview on the right
gui-layout-reset = Panels back in their first places
gui-dock-eject = Move to a window of its own
gui-dock-close = Close
gui-dock-hide-tab-bar = Hide the tab bar
gui-dock-show-tab-bar = Show the tab bar
gui-dock-cannot-close = Panels do not close: drag a tab back into the window, or View ▸ Reset panel layout
gui-dock-collapse = Collapse or expand
# Workflow and Chebotko canvases: query boxes, transitions, right-click menus (branch flow).
gui-wf-given = given
gui-wf-find = find
gui-wf-order = order
gui-tip-wf-table = The table that serves this query (the Logical tab shows it)
gui-tip-wf-entry-arrow = Entry arrow: the workflow can start with this query
gui-tip-wf-node = { $query }: drag the ● on its right edge onto another query to say that { $query }'s result feeds it; right-click for more
gui-wf-hint = Drag ● (right edge) onto another query to connect · right-click a wire to remove it · right-click a query or the background for more
gui-menu-connect-to = Connect to
gui-menu-disconnect = Disconnect
gui-menu-add-query-here = Add query here
gui-menu-show-in-inspector = Show in inspector
gui-tip-show-in-inspector = Select this table: the inspector explains its key and each column
gui-menu-copy-table-cql = Copy CQL of this table
gui-connected = Connected { $from } → { $to } — Ctrl+Z to undo
gui-connected-passes = Connected { $from } → { $to }: { $from }'s result gives { $to } its { $attributes }
gui-connected-passes-nothing = Connected { $from } → { $to }, but { $to } is given { $attributes }, which { $from } neither searches on nor returns: the user must supply it
gui-transition-to-itself = Not connected: { $query } cannot lead to itself (a transition passes one query's result on to another query)
gui-transition-exists = Not connected: { $from } → { $to } is already there
gui-disconnected = Removed the transition { $from } → { $to } — Ctrl+Z to undo
gui-duplicated-query = Duplicated { $query } as { $copy } — Ctrl+Z to undo
gui-renamed-query = Renamed { $query } — Ctrl+Z to undo
gui-entry-on = { $query } is an entry point now
gui-entry-off = { $query } is no longer an entry point
gui-copied-table-cql = Copied the CQL of table { $table }
gui-no-table-cql = Table { $table } is left out of schema.cql: the diagnostics say why
gui-table-shown = Table { $table } is selected: the inspector explains it
gui-will-add = Adds: { $attributes }
gui-not-a-name-and-type = “{ $typed }” is not a name: a name has no space or colon, and what follows one must be a CQL type (number int, ts: timestamp)
gui-not-a-rate = “{ $typed }” is neither a number nor a rate: type 100, 1/s, 86400/day or 10 per minute
gui-tip-fan-out-or-rate = How many { $many } per { $one } on average (100), or how fast they arrive for each { $one } (1/s, 86400/day, 10 per minute)
gui-on-average = on average
gui-per-unit = per { $unit }
gui-kept-forever = kept forever
gui-kept-for-days = kept { $days ->
        [one] { $days } day
       *[other] { $days } days
    }
gui-nothing-to-undo = Nothing to undo
gui-nothing-to-redo = Nothing to redo
gui-tip-language-toggle = The interface language: click to switch (remembered for the next start)
gui-off-screen = { $count } off-screen at the smallest legible zoom: scroll to see them
## File ▸ Compare with… and the migration.

gui-compare-with = Compare with
gui-compare-file = A file… (project or CQL schema)
gui-tip-compare-file = What changed from another version of the model to the open project, and the CQL that migrates a live cluster
gui-compare-last-commit = The last git commit
gui-tip-compare-last-commit = The open project as last committed (git show HEAD) against the project as it is now
gui-compare-title = Changes
gui-compare-from = From { $label } to the open project
gui-compare-same = No change: the two models are the same.
gui-compare-schema-only = The other side is a schema without a conceptual model: only the schemas are compared.
gui-compare-rebuilds = Rebuilds (new table, dual write, backfill, switch reads, drop the old)
gui-compare-offers = Lighter alternatives (SAI indexes, Cassandra 5.0)
gui-compare-notes = Notes
gui-compare-allow-drop = Write drops as statements
gui-tip-compare-allow-drop = Drops lose data: unticked, they are written commented out
gui-compare-export = Export migration…
gui-compare-exported = Migration written to { $path }
gui-compare-failed = Cannot compare
gui-compare-unsaved = The project has no file yet: save it in a git repository first
gui-compare-export-failed = Cannot write { $path }: { $reason }
gui-compare-filter = Project or schema (JSON, CQL, KDM)
gui-compare-on-diagrams = On the diagrams:
gui-compare-added = added
gui-compare-changed = changed
gui-compare-removed-listed = (removed ones are only listed)

## File ▸ Check a design…, the grade pane, presentation of the report, exercises (issue 43)
gui-grade-check = Check a design…
gui-tip-grade-check = Grade the open model's queries against someone else's tables: a CQL file, or a project file
gui-grade-save-exercise = Save as exercise…
gui-tip-grade-save-exercise = Save the open model for students: the window hides the tool's tables until their design is checked
gui-grade-pane = Grade
gui-grade-answer-filter = Answer (CQL or project)
gui-grade-html-filter = HTML page
gui-grade-recheck = ⟳ Check again
gui-tip-grade-recheck = Read the answer again and grade it (done by itself when its file changes)
gui-grade-export = Export HTML…
gui-tip-grade-export = Write this report as the HTML page keyspace-studio grade --html writes
gui-grade-present = ⛶ Present
gui-tip-grade-present = Show the report full-window in large type for a class: ←/→ one query, A all or one, Esc leaves
gui-grade-close = Close the report
gui-grade-score = { $score }/{ $weight }
gui-tip-grade-verdict = Select { $query } and draw the answer's table beside the tool's
gui-grade-answer-table = { $table } (answer)
gui-grade-compare-heading = { $query }: the tool's table and the answer's
gui-grade-compare-answer-only = { $query }: the answer's table
gui-grade-no-answer-table = No table of the answer serves { $query }.
gui-grade-pick-query = Click a query's verdict to draw its tables here.
gui-grade-cannot-read = Cannot read the answer
gui-grade-exported = Report written to { $path }
gui-grade-cannot-export = Cannot write the report
gui-grade-exercise-saved = Exercise written to { $path }
gui-grade-checked = Checked { $answer }: { $score } of { $out_of }
gui-grade-present-next = Next ▶
gui-grade-present-previous = ◀ Previous
gui-grade-present-all = All queries
gui-grade-present-one = One at a time
gui-grade-present-leave = Leave (Esc)
gui-grade-present-at = Query { $at } of { $count }
gui-exercise-heading = Exercise: { $name }
gui-exercise-hidden = The tool's tables are hidden until you check your design.
gui-exercise-answer = Your tables (CQL)
gui-exercise-open-cql = Open a CQL file…
gui-exercise-save-answer = Save my tables…
gui-exercise-check = ✔ Check my design
gui-tip-exercise-check = Grade your tables against the exercise's queries
gui-exercise-empty = Write one CREATE TABLE per query; a line such as -- Q1 above a table says which query it is for.
gui-exercise-tab-hidden = The tool's tables are hidden in an exercise: check your design to see how it does.

# The relational (SQL) import.
gui-query-sql = Imported from SQL
gui-tip-query-sql = The SQL query this access pattern was imported from; what Cassandra cannot serve as asked is in the import report
gui-sql-filter = SQL schema and queries
gui-end-role = Role of { $a }
gui-end-roles-needed = This relationship joins an entity to itself: write a different role at each end (follower, followed), so that queries can say which one they mean.

## Cluster ▸ Prove on a cluster…
gui-menu-cluster = Cluster
gui-cmd-prove = Prove on a cluster…
gui-tip-prove = Run the model's CQL on a real Cassandra, in scratch keyspaces dropped afterwards, and check every query's rows against what the query means
gui-task-proving = Proving on a cluster…
gui-prove-title = Prove on a cluster
gui-prove-intro = The schema, the writes and every query run in scratch keyspaces of their own, dropped at the end; nothing else on the cluster is touched.
gui-prove-address = Cluster (host:port)
gui-prove-rows = Rows of the largest entity
gui-tip-prove-rows = Empty: from the model's estimates (a few hundred per entity at most)
gui-prove-seed = Seed
gui-tip-prove-seed = The seed of the generated data and of the parameters tried: the same seed gives the same run
gui-prove-run = Prove
gui-prove-cancel = Cancel
gui-prove-cancelling = Cancelling: the scratch keyspaces are being dropped…
gui-prove-bad-address = “{ $typed }” is not a cluster address: write host or host:port (127.0.0.1:9042)
gui-prove-bad-rows = “{ $typed }” is not a number of rows: leave it empty or type a whole number
gui-prove-bad-seed = “{ $typed }” is not a seed: type a whole number
gui-prove-connecting = Connecting to { $address }…
gui-prove-step-schema = Creating the schema
gui-prove-step-queries = Running the queries
gui-prove-step-writes = Trying each write
gui-prove-step-loading = Loading the data
gui-prove-progress = { $step }: { $done } of { $total }
gui-prove-cannot-connect = Cannot reach the cluster
gui-prove-lost = The run stopped unexpectedly; the scratch keyspaces may be left on the cluster (their names begin with ks_prove_).
gui-prove-holds = ✔ The model holds on { $cluster }
gui-prove-differs = ✖ The model does not hold on { $cluster }
gui-prove-cancelled = The run was cancelled: below is what it found until then.
gui-prove-counts = Statements run: { $statements } · refused: { $refused } · warnings: { $warnings } · queries that hold: { $holding } of { $queries }
gui-prove-keyspace = Keyspace { $keyspace } ran as { $scratch }
gui-prove-replication = Replication { $replication } (data centres: { $datacenters })
gui-prove-rows-written = Rows written through writes.cql: { $rows }
gui-prove-section-queries = Queries ({ $count })
gui-prove-section-problems = Refused and warnings ({ $count })
gui-prove-section-round-trip = Round trip
gui-prove-section-partitions = Partitions ({ $count })
gui-prove-col-query = Query
gui-prove-col-table = Table
gui-prove-col-holds = Holds
gui-prove-col-parameter-sets = Parameter sets
gui-prove-col-rows-compared = Rows compared
gui-prove-col-reason = Reason or first difference
gui-prove-no-table = (no table)
gui-prove-a11y-holds = { $query } holds
gui-prove-a11y-differs = { $query } does not hold
gui-prove-difference = With { $parameters }: missing { $missing }, extra { $extra }
gui-prove-no-queries = No query's rows were compared.
gui-prove-refused = Refused
gui-prove-warning = Warning
gui-prove-nothing-refused = No statement was refused and the server sent no warning.
gui-prove-round-trip-same = The server's schema, read back from system_schema, imports identical to the exported one.
gui-prove-round-trip-differs = The server's schema, read back from system_schema, differs from the exported one:
gui-prove-round-trip-none = Not checked: the run stopped before.
gui-prove-partitions-caption = Rows per partition after loading, measured beside the tool's estimate for the same fan-outs
gui-prove-col-partitions = Partitions
gui-prove-col-rows = Rows
gui-prove-col-mean = Mean
gui-prove-col-max = Max
gui-prove-col-estimated = Estimated
gui-prove-col-ratio = Ratio
gui-prove-no-partitions = No partition was measured.

## Cluster ▸ Apply to cluster…
gui-cmd-apply = Apply to cluster…
gui-tip-apply = Compare the model with a live cluster's schema, review every statement and its CQL, then run them
gui-task-applying = Applying to a cluster…
gui-apply-title = Apply to a cluster
gui-apply-intro = The live schema is read and compared with the model. Every statement is shown with its CQL before anything runs; drops run only when allowed, and changes Cassandra cannot make in place never run here.
gui-apply-keyspaces = Live keyspaces
gui-tip-apply-keyspaces = Empty: the model's own names. K for a model with one keyspace, or MODEL=LIVE, separated by commas
gui-apply-replication = Replicas per data centre
gui-tip-apply-replication = Empty: the model's replication. A number: that many replicas in each data centre of the cluster
gui-apply-user = User
gui-tip-apply-user = Empty: no login. The password is kept in memory for this window only, never saved
gui-apply-password = Password
gui-apply-allow-drop = Run the drops too (data is lost)
gui-apply-review = Read the plan
gui-apply-bad-keyspaces = “{ $typed }” does not name the live keyspaces: { $reason }
gui-apply-bad-replication = “{ $typed }” is not a number of replicas: leave it empty or type a whole number
gui-apply-reading = Reading the live schema of { $address }…
gui-apply-applying = Applying { $done } of { $total }…
gui-apply-nothing = The live schema is the model's: nothing to do.
gui-apply-will-run = { $count } statement(s) will run, in this order, each awaiting schema agreement:
gui-apply-held = Never run here:
gui-apply-confirm = I have read these statements and want them run on { $cluster }
gui-apply-run = Apply
gui-apply-ran = ✔ ran
gui-apply-refused = ✖ refused
gui-apply-not-run = not run
gui-apply-done = Applied { $count } statement(s) to { $cluster }.
gui-apply-stopped = Stopped at statement { $index }: the server refused it, and nothing after it ran. Read the plan again to continue from there.
gui-apply-cannot = Cannot apply
gui-apply-lost = The run stopped unexpectedly: read the plan again to see what the cluster holds now.

## Cluster ▸ Import from cluster…
gui-cmd-import-live = Import from cluster…
gui-tip-import-live = Read a live cluster's schema from system_schema and open it as a new project, exactly as its CQL file would import
gui-import-live-title = Import from a cluster
gui-import-live-intro = The schema of the keyspaces named (every keyspace but the server's own when none is) is read from system_schema; nothing on the cluster changes.
gui-import-live-keyspaces = Keyspaces
gui-tip-import-live-keyspaces = Empty: every keyspace that is not a system one. Else their names, separated by commas
gui-import-live-run = Import

## Cluster ▸ Connect…, Load sample data…, Verify; the status bar's connection
gui-cmd-connect = Connect…
gui-tip-connect = Connect to a cluster once: Import, Apply, Prove, Load sample data and Verify then use this connection
gui-task-connecting = Connecting to a cluster…
gui-connect-title = Connect to a cluster
gui-connect-intro = The cluster's hosts, the local data centre, a user and TLS. The password stays in this window's memory only: it is never saved, logged or shown.
gui-connect-hosts = Hosts (host:port, separated by commas)
gui-connect-local-dc = Local data centre
gui-tip-connect-local-dc = Empty: any. Else the data centre whose nodes take the requests first
gui-connect-tls-ca = TLS CA file (PEM)
gui-tip-connect-tls-ca = Empty: plain TCP. Else the path of a PEM file of the certificate authorities to trust: TLS on
gui-connect-run = Connect
gui-connect-connected = Connected to { $cluster }.
gui-connect-caveat = Note: { $caveat }
gui-status-connected = Connected: { $cluster }
gui-tip-status-connected = Connected: the cluster dialogs use this connection
gui-status-disconnect = Disconnect
gui-tip-status-disconnect = Forget this connection and its password
gui-status-disconnected = Disconnected from { $cluster }.
gui-cluster-connected = { $cluster } (connected)
gui-tip-cluster-connected = The connection of Cluster ▸ Connect…; Disconnect in the status bar to type another
gui-not-connected = Not connected to a cluster.
gui-cmd-load-sample = Load sample data…
gui-tip-load-sample = Write the generated sample (the proof's data) into the live keyspaces, through the model's writes
gui-task-loading-sample = Loading sample data…
gui-load-title = Load sample data
gui-load-intro = The generated sample (the same rows and seed give the same data) is written through the model's own writes into the live keyspaces. Nothing is truncated or dropped. Verify uses the same rows, seed and keyspaces.
gui-load-run = Load
gui-load-progress = Loading: { $done } of { $total ->
        [one] { $total } batch
       *[other] { $total } batches
    } · ≈ { $rate ->
        [one] { $rate } row
       *[other] { $rate } rows
    }/s
gui-load-done = { $rows ->
        [one] { $rows } row
       *[other] { $rows } rows
    } written into { $keyspaces } in { $seconds } s ({ $rate ->
        [one] { $rate } row
       *[other] { $rate } rows
    }/s); { $statements ->
        [one] { $statements } statement
       *[other] { $statements } statements
    } sent.
gui-load-cancelled = Cancelled: the rows written until then stay.
gui-load-refused = Refused by the server ({ $count }):
gui-load-lost = The load stopped unexpectedly: load again to be sure of the data.
gui-cmd-verify = Verify
gui-tip-verify = Run every query of the workflow on the loaded sample: rows returned, p50/p99 latency, partition sizes against the estimate
gui-task-verifying = Verifying the queries…
gui-pane-verify = Verify results
gui-verify-empty = Not run yet: Cluster ▸ Load sample data…, then Cluster ▸ Verify runs every query on the data loaded.
gui-verify-progress = Verifying: { $done } of { $total ->
        [one] { $total } query
       *[other] { $total } queries
    }
gui-verify-caption = On { $cluster }: latency over { $runs ->
        [one] { $runs } run
       *[other] { $runs } runs
    } of the first parameter set. Click a row to open its query.
gui-verify-holds = ✔ Every query returns exactly its rows
gui-verify-differs = ✖ Some query does not return its rows
gui-verify-cancelled = Cancelled: below is what was verified until then.
gui-verify-cannot = Cannot verify
gui-verify-lost = The verification stopped unexpectedly.
gui-verify-col-query = Query
gui-verify-col-rows = Rows
gui-verify-col-p50 = p50
gui-verify-col-p99 = p99
gui-verify-col-partition = Partition: mean / estimate
gui-verify-col-result = Result
gui-tip-verify-sort = Click to sort by p99, slowest first
gui-verify-result-holds = ✔ holds
gui-verify-result-differs = ✖ differs
gui-verify-result-no-rows = ✖ no rows
gui-verify-result-returns-rows = returns rows (not compared)
gui-verify-a11y-row = { $query }: { $result }, p99 { $p99 }
gui-cmd-compare-cluster = Compare with the cluster
gui-tip-compare-cluster = Compare the model with the connected cluster's live schema: the changes listed, and marked on the diagrams, as File ▸ Compare with does for a file
gui-recovery-no-project = no project in the file
gui-recovery-unknown-format = unknown recovery format "{ $format }"
gui-recovery-writer-stopped = the writer of the recovery file stopped
