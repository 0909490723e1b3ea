# Messages of the import (model_core::import): notes on CQL, KDM and XML files, proposed entities (the CQL parser's errors: cql-syntax.ftl).

import-syntax-error = syntax error: { $what }; the statement is skipped
import-schema-template = the schema is a template: { $count ->
        [one] 1 statement uses
       *[other] { $count } statements use
    } the placeholders { $placeholders }, which have no value, and { $count ->
        [one] is
       *[other] are
    } skipped; give each a value with --define NAME=VALUE (in the window: the import report's template values)
import-no-keyspace = the files create and use no keyspace; their tables and types are placed in keyspace { $ks }
import-not-a-schema-definition = { $what } skipped: only schema definitions (CREATE, ALTER and DROP of keyspaces, types, tables, indexes and materialized views, and USE) are imported
import-keyspace-not-created = keyspace { $ks } is used but not created in the files; SimpleStrategy with replication factor { $factor } is assumed
import-type-created-twice = type { $name } is created twice; the first definition is kept
import-type-field-twice = type { $name }: field { $field } is defined twice; the statement is skipped
import-table-name-unusable = table name { $name } cannot be used in CQL: { $problem }; the statement is skipped
import-table-created-twice = table { $name } is created twice; the first definition is kept
import-table-column-twice = table { $name }: column { $column } is defined twice; the statement is skipped
import-table-has-no-primary-key = table { $name } has no PRIMARY KEY; the statement is skipped
import-table-has-two-primary-keys = table { $name } has more than one PRIMARY KEY; the statement is skipped
import-compact-storage-dropped = table { $name }: COMPACT STORAGE is not kept (Cassandra 4 and later drop it)
import-counter-table-mixed = table { $name } mixes counter and non-counter columns, which Cassandra rejects; imported as written
import-key-column-not-defined = table { $table }: key column { $column } is not defined; the statement is skipped
import-key-column-twice = table { $table }: column { $column } appears twice in the primary key; the statement is skipped
import-key-column-static = table { $table }: key column { $column } cannot be STATIC; the statement is skipped
import-counter-in-key = table { $table }: counter column { $column } cannot be part of the primary key; the statement is skipped
import-clustering-order-not-clustering = table { $table }: CLUSTERING ORDER BY names { $column }, which is not a clustering column; ignored
import-clustering-order-out-of-place = table { $table }: CLUSTERING ORDER BY must list the clustering columns in key order; { $column } is out of place
import-static-without-clustering = table { $table }: { $column } is STATIC but the table has no clustering column; imported as a regular column
import-table-option-twice = table { $table }: option { $option } is given twice; the first is kept
import-table-option-out-of-range = table { $table }: option { $option } = { $value } is kept, but Cassandra refuses it (it takes { $range }), so export leaves it out
import-table-option-not-writable = table { $table }: option { $option } = { $value } is kept but cannot be written back on export (not a constant or map)
import-index-table-not-defined = index on { $name }: the table is not defined before it; the index is skipped
import-internal-table-index = internal: table index out of range
import-index-on-view = index on { $table }: it is a materialized view, which cannot be indexed; skipped
import-index-exists = index { $name } already exists (on table { $other }); the first definition is kept
import-index-column-not-defined = index on { $table }: column { $column } is not defined; the index is skipped
import-index-skipped = index on { $table }.{ $column }: { $problem }; the index is skipped
import-index-without-column-or-class = index on { $table }: no column and no class; the index is skipped
import-index-duplicate = index on { $table }.{ $column } duplicates an index already on that column; the first is kept
import-view-name-unusable = view name { $name } cannot be used in CQL: { $problem }; the statement is skipped
import-view-base-in-other-keyspace = view { $name }: its base table is in another keyspace; skipped
import-view-name-taken = view { $name } has the name of an existing table or view; the first is kept
import-view-base-not-defined = view { $name }: base table { $base } is not defined before it; the view is skipped
import-view-column-not-in-base = view { $name }: column { $column } is not in table { $base }; the view is skipped
import-column-type-not-defined = table { $name }: column { $column } uses type { $type }, which the file does not define
import-no-such-table = { $what } { $name }: no such table is defined before it; the statement is skipped
import-alter-table-on-view = ALTER TABLE { $table }: it is a materialized view; only ALTER MATERIALIZED VIEW … WITH changes it; skipped
import-alter-add-exists = ALTER TABLE { $table } ADD { $column }: the column already exists; the addition is skipped
import-alter-add-to-key = ALTER TABLE { $table } ADD { $column }: a column added later cannot be part of the primary key; skipped
import-alter-drop-missing = ALTER TABLE { $table } DROP { $column }: no such column; skipped
import-alter-drop-key = ALTER TABLE { $table } DROP { $column }: a primary key column cannot be dropped; skipped
import-alter-drop-indexed = ALTER TABLE { $table } DROP { $column }: index { $index } depends on it, so Cassandra refuses; skipped
import-alter-rename-taken = ALTER TABLE { $table } RENAME { $column } TO { $to }: the table already has a column { $existing }; skipped
import-alter-rename-missing = ALTER TABLE { $table } RENAME { $column }: no such column; skipped
import-alter-rename-not-key = ALTER TABLE { $table } RENAME { $column }: only primary key columns can be renamed; skipped
import-alter-alter-missing = ALTER TABLE { $table } ALTER { $column }: no such column; skipped
import-alter-fixed-options = ALTER { $table }: CLUSTERING ORDER and COMPACT STORAGE cannot be changed after creation; ignored
import-alter-type-missing = ALTER TYPE { $name }: no such type is defined before it; the statement is skipped
import-alter-type-add-exists = ALTER TYPE { $type } ADD { $field }: the field already exists; skipped
import-alter-type-rename-taken = ALTER TYPE { $type } RENAME { $field } TO { $to }: the type already has a field { $existing }; skipped
import-alter-type-rename-missing = ALTER TYPE { $type } RENAME { $field }: no such field; skipped
import-alter-type-alter-missing = ALTER TYPE { $type } ALTER { $field }: no such field; skipped
import-nothing-of-that-name = { $what } { $name }: nothing of that name is defined before it; ignored
import-skipped = { $what } { $name }: { $why }; skipped
import-views-depend = { $what } { $name }: materialized views ({ $views }) depend on it, so Cassandra refuses; skipped
import-drop-type-in-use = DROP TYPE { $name }: { $users } still use it, so Cassandra refuses; skipped
import-keyspace-created-twice = keyspace { $name } is created twice; the first definition is kept
import-keyspace-without-replication = keyspace { $name } has no replication map; SimpleStrategy with replication factor { $factor } is assumed
import-alter-keyspace-missing = ALTER KEYSPACE { $name }: the keyspace is not created before it; the statement is skipped
import-keyspace-option-dropped = keyspace { $name }: option { $option } is not kept
import-replication-factor-read = keyspace { $ks }: replication factor { $key } = { $value } is read as { $factor }
import-replication-factor-not-a-number = keyspace { $ks }: replication factor { $key } = { $value } is not a number; { $factor } is assumed
import-replication-class-unsupported = keyspace { $ks }: replication class { $class } is not supported; kept as SimpleStrategy with replication factor { $factor }
import-kdm-no-ermodel = the project has no ERMODEL; no entities are imported
import-xml-end-tag-unmatched = the end tag </{ $end }> matches no open element
import-xml-end-tag-misplaced = the end tag </{ $end }> comes while <{ $open }> is still open
import-xml-element-unclosed = the element <{ $name }> is never closed
import-xml-not-well-formed = line { $line }, column { $column }: { $what }: the file is not well-formed XML, so it is not imported
import-xml-doctype = line { $line }, column { $column }: the file declares a document type (<!DOCTYPE …>), which KDM files never have; its entities are not expanded and the file is not imported
import-xml-entity-unknown = &{ $name }; is not an entity XML defines (only &lt; &gt; &amp; &quot; &apos; and character references such as &#160; are)
import-xml-entity-malformed = a & that begins no entity reference, or a reference to a character XML does not allow (a & in text is written &amp;)
import-xml-character-not-allowed = the character { $code } is not allowed in XML
import-xml-attribute-twice = the attribute { $name } is given twice
import-xml-attribute-less-than = an attribute value holds a < (written &lt; in XML)
import-xml-namespace-unknown = the prefix { $prefix } names no namespace
import-xml-expected-character = expected { $expected } here, found { $found }
import-xml-ends-early = the file ends inside a tag, comment or section
import-xml-too-large = the file holds more elements or attributes than can be read
import-xml-token-unexpected = text or markup that XML does not allow here (outside the root element, or a < that begins no tag)
import-xml-markup-malformed = this markup is malformed (a tag, attribute, comment or section)
import-kdm-edge-dangling = edge { $id } does not join two shapes; skipped
import-kdm-edge-unmodelled = edge { $id } joins { $from } and { $to }, which this importer does not model; skipped
import-kdm-nested-part = attribute { $attribute } is a part of a part; only one level of composite attributes is imported
import-kdm-attribute-alone = attribute { $attribute } is not joined to an entity or relationship; skipped
import-kdm-relationship-not-binary = relationship { $relationship } joins { $count ->
        [one] { $count } entity
       *[other] { $count } entities
    }; only binary relationships are imported, so it is skipped
import-kdm-no-cardinality = relationship { $relationship }: no cardinality on the edge to { $entity }; n is assumed
import-kdm-weak-without-owner = weak entity { $entity } has no identifying relationship to an owner; imported as a regular entity
import-kdm-weak-end-unclear = identifying relationship { $name }: its weak entity is unclear; the second end is taken
import-kdm-keys-json-invalid = KEYS_JSON is not a JSON object; the keys drawn (underlined attributes) are used
import-kdm-key-part-foreign = KEYS_JSON: key of { $name } names { $part }, which is neither its own nor its owner's attribute; ignored
import-kdm-key-attribute-missing = KEYS_JSON: { $name } has no attribute { $attribute }; ignored
import-kdm-query-attribute-missing = { $id }: attribute { $label } is not in the ER model; skipped
import-kdm-no-predicate = { $id }: given attribute { $label } has no predicate; equality is assumed
import-kdm-physical-invalid = PHYSICAL_MODEL is not a JSON object; the tables the user chose are not imported
import-kdm-physical-table-unnamed = PHYSICAL_MODEL table { $number } has no name; skipped
import-kdm-physical-table-no-query = PHYSICAL_MODEL table { $name }: no query found for it; skipped
import-kdm-physical-unknown-role = PHYSICAL_MODEL table { $name }: column { $column } has an unknown role { $role }; read as a regular column
import-kdm-physical-column-unmatched = PHYSICAL_MODEL table { $name }: column { $column } matches no attribute of { $query }; skipped
import-kdm-column-type-differs = table { $name }: column { $column } has type { $ty }, but an earlier table gave { $first }; the first is kept
import-kdm-chosen-key-unknown = { $query }: the chosen table { $name } has key ({ $key }) with roles no derived alternative has; the derived key { $derived } is kept
import-not-utf8 = the file is not valid UTF-8; the invalid bytes were replaced by �
import-cannot-be-saved = the imported project cannot be saved as it is: { $why }
import-files-over-cap = the files together are larger than { $mib } MiB, the most Keyspace Studio reads in one import
import-kdm-alone = a KDM project imports on its own, not together with other files
import-not-kdm = not a KDM project: there is no <KDMPROJECT> element
import-it-is-a-view = it is a materialized view
import-it-is-a-table = it is a table, not a materialized view
import-proposed-entity = { $key_count ->
        [one] column
       *[other] columns
    } { $cols } in the primary key of { $count ->
        [one] { $count } table
       *[other] { $count } tables
    } ({ $tables })

# A file that cannot be read ($reason: the operating system's words).
import-cannot-read = { $path }: cannot read the file: { $reason }

# The command line's summary of an import (keyspace-studio import).
import-summary = { $what }: imported { $tables ->
        [one] 1 table
       *[other] { $tables } tables
    }, { $types ->
        [one] 1 type
       *[other] { $types } types
    }, { $indexes ->
        [one] 1 index
       *[other] { $indexes } indexes
    }, { $queries ->
        [one] 1 query
       *[other] { $queries } queries
    }; { $notes ->
        [one] 1 note
       *[other] { $notes } notes
    }
