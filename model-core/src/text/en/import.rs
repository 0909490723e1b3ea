//! The import area's messages in English.

use crate::text::Lang;
use crate::text::said::Import;

/// `m` in English.
pub(super) fn word(m: &Import) -> String {
    match m {
        Import::ParserPhrase { phrase } => phrase.to_string(),
        Import::SyntaxErrorStatementSkipped { what } => {
            let what = what.get(Lang::En);
            format!("syntax error: {what}; the statement is skipped")
        }
        Import::SchemaTemplateStatementSUsePlaceholders { templated, list } => format!(
            "the schema is a template: {templated} statement(s) use the placeholders {list}, which have no value, and are skipped; give each a value with --define NAME=VALUE (in the window: the import report's template values)"
        ),
        Import::FilesCreateUseNoKeyspaceTheir { ks } => {
            format!("the files create and use no keyspace; their tables and types are placed in keyspace {ks}")
        }
        Import::Here { what } => {
            let what = what.get(Lang::En);
            format!("{what} here")
        }
        Import::UnexpectedAfterEndStatement { found } => {
            let found = found.get(Lang::En);
            format!("unexpected {found} after the end of the statement")
        }
        Import::ExpectedFound { what, found } => {
            let what = what.get(Lang::En);
            let found = found.get(Lang::En);
            format!("expected {what}, found {found}")
        }
        Import::TypeNeedsLeastOneField => "a type needs at least one field".to_owned(),
        Import::SkippedOnlySchemaDefinitionsCreateAlter { what } => format!(
            "{what} skipped: only schema definitions (CREATE, ALTER and DROP of keyspaces, types, tables, indexes and materialized views, and USE) are imported"
        ),
        Import::KeyspaceUsedButNotCreatedFiles { ks, assumed_factor } => {
            format!("keyspace {ks} is used but not created in the files; SimpleStrategy with replication factor {assumed_factor} is assumed")
        }
        Import::TypeCreatedTwiceFirstDefinitionKept { name } => format!("type {name} is created twice; the first definition is kept"),
        Import::TypeFieldDefinedTwiceStatementSkipped { name, name_name } => {
            format!("type {name}: field {name_name} is defined twice; the statement is skipped")
        }
        Import::TableNameCannotUsedCqlStatement { name, problem } => {
            let problem = problem.get(Lang::En);
            format!("table name {name} cannot be used in CQL: {problem}; the statement is skipped")
        }
        Import::TableCreatedTwiceFirstDefinitionKept { name } => format!("table {name} is created twice; the first definition is kept"),
        Import::TableColumnDefinedTwiceStatementSkipped { name, name_name } => {
            format!("table {name}: column {name_name} is defined twice; the statement is skipped")
        }
        Import::TableHasNoPrimaryKeyStatement { name } => format!("table {name} has no PRIMARY KEY; the statement is skipped"),
        Import::TableHasMoreThanOnePrimary { name } => format!("table {name} has more than one PRIMARY KEY; the statement is skipped"),
        Import::TableCompactStorageNotKeptCassandra { name } => format!("table {name}: COMPACT STORAGE is not kept (Cassandra 4 and later drop it)"),
        Import::TableMixesCounterNonCounterColumns { name } => {
            format!("table {name} mixes counter and non-counter columns, which Cassandra rejects; imported as written")
        }
        Import::TableKeyColumnNotDefinedStatement { table, name } => {
            format!("table {table}: key column {name} is not defined; the statement is skipped")
        }
        Import::TableColumnAppearsTwicePrimaryKey { table, name } => {
            format!("table {table}: column {name} appears twice in the primary key; the statement is skipped")
        }
        Import::TableKeyColumnCannotStaticStatement { table, name } => {
            format!("table {table}: key column {name} cannot be STATIC; the statement is skipped")
        }
        Import::TableCounterColumnCannotPartPrimary { table, name } => {
            format!("table {table}: counter column {name} cannot be part of the primary key; the statement is skipped")
        }
        Import::TableClusteringOrderNamesNotClustering { table, name } => {
            format!("table {table}: CLUSTERING ORDER BY names {name}, which is not a clustering column; ignored")
        }
        Import::TableClusteringOrderMustListClustering { table, name } => {
            format!("table {table}: CLUSTERING ORDER BY must list the clustering columns in key order; {name} is out of place")
        }
        Import::TableStaticButTableHasNo { table, name } => {
            format!("table {table}: {name} is STATIC but the table has no clustering column; imported as a regular column")
        }
        Import::TableOptionGivenTwiceFirstKept { table, name } => format!("table {table}: option {name} is given twice; the first is kept"),
        Import::TableOptionKeptButCannotWritten { table, name, value } => {
            format!("table {table}: option {name} = {value} is kept but cannot be written back on export (not a constant or map)")
        }
        Import::IndexTableNotDefinedBeforeIndex { name } => format!("index on {name}: the table is not defined before it; the index is skipped"),
        Import::InternalTableIndexOutRange => "internal: table index out of range".to_owned(),
        Import::IndexMaterializedViewCannotIndexedSkipped { tname } => {
            format!("index on {tname}: it is a materialized view, which cannot be indexed; skipped")
        }
        Import::IndexAlreadyExistsTableFirstDefinition { name, other } => {
            format!("index {name} already exists (on table {other}); the first definition is kept")
        }
        Import::IndexColumnNotDefinedIndexSkipped { tname, name } => format!("index on {tname}: column {name} is not defined; the index is skipped"),
        Import::IndexIndexSkipped { tname, name, problem } => {
            let problem = problem.get(Lang::En);
            format!("index on {tname}.{name}: {problem}; the index is skipped")
        }
        Import::IndexNoColumnNoClassIndex { tname } => format!("index on {tname}: no column and no class; the index is skipped"),
        Import::IndexDuplicatesIndexAlreadyColumnFirst { tname, col } => {
            format!("index on {tname}.{col} duplicates an index already on that column; the first is kept")
        }
        Import::ViewNameCannotUsedCqlStatement { name, problem } => {
            let problem = problem.get(Lang::En);
            format!("view name {name} cannot be used in CQL: {problem}; the statement is skipped")
        }
        Import::ViewBaseTableAnotherKeyspaceSkipped { name } => format!("view {name}: its base table is in another keyspace; skipped"),
        Import::ViewHasNameExistingTableView { name } => format!("view {name} has the name of an existing table or view; the first is kept"),
        Import::ViewBaseTableNotDefinedBefore { name, base_name } => {
            format!("view {name}: base table {base_name} is not defined before it; the view is skipped")
        }
        Import::ViewColumnNotTableViewSkipped { name, n_name, base_name } => {
            format!("view {name}: column {n_name} is not in table {base_name}; the view is skipped")
        }
        Import::TableColumnUsesTypeFileDoes { name, c_name, u } => {
            format!("table {name}: column {c_name} uses type {u}, which the file does not define")
        }
        Import::NoSuchTableDefinedBeforeStatement { what, name } => {
            format!("{what} {name}: no such table is defined before it; the statement is skipped")
        }
        Import::AlterTableMaterializedViewOnlyAlter { tname } => {
            format!("ALTER TABLE {tname}: it is a materialized view; only ALTER MATERIALIZED VIEW … WITH changes it; skipped")
        }
        Import::AlterTableAddColumnAlreadyExists { tname, name } => {
            format!("ALTER TABLE {tname} ADD {name}: the column already exists; the addition is skipped")
        }
        Import::AlterTableAddColumnAddedLater { tname, name } => {
            format!("ALTER TABLE {tname} ADD {name}: a column added later cannot be part of the primary key; skipped")
        }
        Import::AlterTableDropNoSuchColumn { tname, name } => format!("ALTER TABLE {tname} DROP {name}: no such column; skipped"),
        Import::AlterTableDropPrimaryKeyColumn { tname, name } => {
            format!("ALTER TABLE {tname} DROP {name}: a primary key column cannot be dropped; skipped")
        }
        Import::AlterTableDropIndexDependsSo { tname, name, idx } => {
            format!("ALTER TABLE {tname} DROP {name}: index {idx} depends on it, so Cassandra refuses; skipped")
        }
        Import::AlterTableRenameTableAlreadyHas { tname, name, to_name, to_name2 } => {
            format!("ALTER TABLE {tname} RENAME {name} TO {to_name}: the table already has a column {to_name2}; skipped")
        }
        Import::AlterTableRenameNoSuchColumn { tname, name } => format!("ALTER TABLE {tname} RENAME {name}: no such column; skipped"),
        Import::AlterTableRenameOnlyPrimaryKey { tname, name } => {
            format!("ALTER TABLE {tname} RENAME {name}: only primary key columns can be renamed; skipped")
        }
        Import::AlterTableAlterNoSuchColumn { tname, name } => format!("ALTER TABLE {tname} ALTER {name}: no such column; skipped"),
        Import::AlterClusteringOrderCompactStorageCannot { tname } => {
            format!("ALTER {tname}: CLUSTERING ORDER and COMPACT STORAGE cannot be changed after creation; ignored")
        }
        Import::AlterTypeNoSuchTypeDefined { name } => format!("ALTER TYPE {name}: no such type is defined before it; the statement is skipped"),
        Import::AlterTypeAddFieldAlreadyExists { tname, name } => format!("ALTER TYPE {tname} ADD {name}: the field already exists; skipped"),
        Import::AlterTypeRenameTypeAlreadyHas { tname, name, to_name, to_name2 } => {
            format!("ALTER TYPE {tname} RENAME {name} TO {to_name}: the type already has a field {to_name2}; skipped")
        }
        Import::AlterTypeRenameNoSuchField { tname, name } => format!("ALTER TYPE {tname} RENAME {name}: no such field; skipped"),
        Import::AlterTypeAlterNoSuchField { tname, name } => format!("ALTER TYPE {tname} ALTER {name}: no such field; skipped"),
        Import::NothingNameDefinedBeforeIgnored { what, name } => format!("{what} {name}: nothing of that name is defined before it; ignored"),
        Import::Skipped { what, name, why } => {
            let why = why.get(Lang::En);
            format!("{what} {name}: {why}; skipped")
        }
        Import::MaterializedViewsDependSoCassandraRefuses { what, name, views } => {
            format!("{what} {name}: materialized views ({views}) depend on it, so Cassandra refuses; skipped")
        }
        Import::DropTypeStillUseSoCassandra { name, users } => format!("DROP TYPE {name}: {users} still use it, so Cassandra refuses; skipped"),
        Import::KeyspaceCreatedTwiceFirstDefinitionKept { name } => format!("keyspace {name} is created twice; the first definition is kept"),
        Import::KeyspaceHasNoReplicationMapSimplestrategy { name, assumed_factor } => {
            format!("keyspace {name} has no replication map; SimpleStrategy with replication factor {assumed_factor} is assumed")
        }
        Import::AlterKeyspaceKeyspaceNotCreatedBefore { name } => {
            format!("ALTER KEYSPACE {name}: the keyspace is not created before it; the statement is skipped")
        }
        Import::KeyspaceOptionNotKept { name, name2 } => format!("keyspace {name}: option {name2} is not kept"),
        Import::KeyspaceReplicationFactorRead { ks, key, v, n } => format!("keyspace {ks}: replication factor {key} = {v} is read as {n}"),
        Import::KeyspaceReplicationFactorNotNumberAssumed { ks, key, v, assumed_factor } => {
            format!("keyspace {ks}: replication factor {key} = {v} is not a number; {assumed_factor} is assumed")
        }
        Import::KeyspaceReplicationClassNotSupportedKept { ks, other, factor } => {
            format!("keyspace {ks}: replication class {other} is not supported; kept as SimpleStrategy with replication factor {factor}")
        }
        Import::ProjectHasNoErmodelNoEntities => "the project has no ERMODEL; no entities are imported".to_owned(),
        Import::EndTagMatchesNoOpenElement { end } => format!("the end tag </{end}> matches no open element"),
        Import::EndTagComesWhileStillOpen { end, open } => format!("the end tag </{end}> comes while <{open}> is still open"),
        Import::ElementNeverClosed { name } => format!("the element <{name}> is never closed"),
        Import::LineColumnFileNotWellFormed { line, column, what } => {
            let what = what.get(Lang::En);
            format!("line {line}, column {column}: {what}: the file is not well-formed XML, so it is not imported")
        }
        Import::EdgeDoesNotJoinTwoShapes { id } => format!("edge {id} does not join two shapes; skipped"),
        Import::EdgeJoinsImporterDoesNotModel { id, value, t_value } => {
            format!("edge {id} joins {value} and {t_value}, which this importer does not model; skipped")
        }
        Import::AttributePartPartOnlyOneLevel { value } => {
            format!("attribute {value} is a part of a part; only one level of composite attributes is imported")
        }
        Import::AttributeNotJoinedEntityRelationshipSkipped { value } => {
            format!("attribute {value} is not joined to an entity or relationship; skipped")
        }
        Import::RelationshipJoinsEntitiesOnlyBinaryRelationships { value, len } => {
            format!("relationship {value} joins {len} entities; only binary relationships are imported, so it is skipped")
        }
        Import::RelationshipNoCardinalityEdgeNAssumed { value, entity } => {
            format!("relationship {value}: no cardinality on the edge to {entity}; n is assumed")
        }
        Import::WeakEntityHasNoIdentifyingRelationship { value } => {
            format!("weak entity {value} has no identifying relationship to an owner; imported as a regular entity")
        }
        Import::IdentifyingRelationshipWeakEntityUnclearSecond { name } => {
            format!("identifying relationship {name}: its weak entity is unclear; the second end is taken")
        }
        Import::KeysJsonNotJsonObjectKeys => "KEYS_JSON is not a JSON object; the keys drawn (underlined attributes) are used".to_owned(),
        Import::KeysJsonKeyNamesNeitherOwn { name, part } => {
            format!("KEYS_JSON: key of {name} names {part}, which is neither its own nor its owner's attribute; ignored")
        }
        Import::KeysJsonHasNoAttributeIgnored { name, attr } => format!("KEYS_JSON: {name} has no attribute {attr}; ignored"),
        Import::AttributeNotErModelSkipped { id, label } => format!("{id}: attribute {label} is not in the ER model; skipped"),
        Import::GivenAttributeHasNoPredicateEquality { id, label } => format!("{id}: given attribute {label} has no predicate; equality is assumed"),
        Import::PhysicalModelNotJsonObjectTables => "PHYSICAL_MODEL is not a JSON object; the tables the user chose are not imported".to_owned(),
        Import::PhysicalModelTableHasNoName { i } => format!("PHYSICAL_MODEL table {i} has no name; skipped"),
        Import::PhysicalModelTableNoQueryFound { name } => format!("PHYSICAL_MODEL table {name}: no query found for it; skipped"),
        Import::PhysicalModelTableColumnHasUnknown { name, col, role_token } => {
            format!("PHYSICAL_MODEL table {name}: column {col} has an unknown role {role_token}; read as a regular column")
        }
        Import::PhysicalModelTableColumnMatchesNo { name, col, id } => {
            format!("PHYSICAL_MODEL table {name}: column {col} matches no attribute of {id}; skipped")
        }
        Import::TableColumnHasTypeButEarlier { name, c_name, ty, first } => {
            format!("table {name}: column {c_name} has type {ty}, but an earlier table gave {first}; the first is kept")
        }
        Import::ChosenTableHasKeyRolesNo { query, name, arg2, key_signature } => format!(
            "{query}: the chosen table {name} has key ({arg2}) with roles no derived alternative has; the derived key {key_signature} is kept"
        ),
        Import::FileNotValidUtfInvalidBytes => "the file is not valid UTF-8; the invalid bytes were replaced by \u{fffd}".to_owned(),
        Import::ImportedProjectCannotSaved { why } => {
            let why = why.get(Lang::En);
            format!("the imported project cannot be saved as it is: {why}")
        }
        Import::FilesTogetherOverCap { mib } => format!("the files together are larger than {mib} MiB, the most Keyspace Studio reads in one import"),
        Import::KdmAlone => "a KDM project imports on its own, not together with other files".to_owned(),
        Import::NotKdm => "not a KDM project: there is no <KDMPROJECT> element".to_owned(),
        Import::ItIsMaterializedView => "it is a materialized view".to_owned(),
        Import::ItIsTableNotView => "it is a table, not a materialized view".to_owned(),
        Import::ProposedEntity { key_count, cols, count, tables } => {
            let word = if key_count == "1" { "column" } else { "columns" };
            let tables_word = if count == "1" { "table" } else { "tables" };
            format!("{word} {cols} in the primary key of {count} {tables_word} ({tables})")
        }
    }
}
