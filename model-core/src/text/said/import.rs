//! Messages of the import area, as typed values: one variant per message,
//! its fields the names and figures it is built from (already formatted). Worded by
//! `text::en::import` and `text::zh::import`.

/// A message of the import area.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Import {
    /// "{phrase}"
    ParserPhrase {
        /// `{phrase}` in the message.
        phrase: String,
    },
    /// "syntax error: {what}; the statement is skipped"
    SyntaxErrorStatementSkipped {
        /// `{what}` in the message.
        what: super::super::Text,
    },
    /// "the schema is a template: {templated} statement(s) use the placeholders {list}, which have no value, and are skipped; give each a value with --define NAME=VALUE (in the window: the import report's template values)"
    SchemaTemplateStatementSUsePlaceholders {
        /// `{templated}` in the message.
        templated: String,
        /// `{list}` in the message.
        list: String,
    },
    /// "the files create and use no keyspace; their tables and types are placed in keyspace {ks}"
    FilesCreateUseNoKeyspaceTheir {
        /// `{ks}` in the message.
        ks: String,
    },
    /// "{what} here"
    Here {
        /// `{what}` in the message.
        what: super::super::Text,
    },
    /// "unexpected {found} after the end of the statement"
    UnexpectedAfterEndStatement {
        /// `{found}` in the message.
        found: super::super::Text,
    },
    /// "expected {what}, found {found}"
    ExpectedFound {
        /// `{what}` in the message.
        what: super::super::Text,
        /// `{found}` in the message.
        found: super::super::Text,
    },
    /// "a type needs at least one field"
    TypeNeedsLeastOneField,
    /// "{what} skipped: only schema definitions (CREATE, ALTER and DROP of keyspaces, types, tables, indexes and materialized views, and USE) are imported"
    SkippedOnlySchemaDefinitionsCreateAlter {
        /// `{what}` in the message.
        what: String,
    },
    /// "keyspace {ks} is used but not created in the files; SimpleStrategy with replication factor {assumed_factor} is assumed"
    KeyspaceUsedButNotCreatedFiles {
        /// `{ks}` in the message.
        ks: String,
        /// `{assumed_factor}` in the message.
        assumed_factor: String,
    },
    /// "type {name} is created twice; the first definition is kept"
    TypeCreatedTwiceFirstDefinitionKept {
        /// `{name}` in the message.
        name: String,
    },
    /// "type {name}: field {name_name} is defined twice; the statement is skipped"
    TypeFieldDefinedTwiceStatementSkipped {
        /// `{name}` in the message.
        name: String,
        /// `{name_name}` in the message.
        name_name: String,
    },
    /// "table name {name} cannot be used in CQL: {problem}; the statement is skipped"
    TableNameCannotUsedCqlStatement {
        /// `{name}` in the message.
        name: String,
        /// `{problem}` in the message.
        problem: super::super::Text,
    },
    /// "table {name} is created twice; the first definition is kept"
    TableCreatedTwiceFirstDefinitionKept {
        /// `{name}` in the message.
        name: String,
    },
    /// "table {name}: column {name_name} is defined twice; the statement is skipped"
    TableColumnDefinedTwiceStatementSkipped {
        /// `{name}` in the message.
        name: String,
        /// `{name_name}` in the message.
        name_name: String,
    },
    /// "table {name} has no PRIMARY KEY; the statement is skipped"
    TableHasNoPrimaryKeyStatement {
        /// `{name}` in the message.
        name: String,
    },
    /// "table {name} has more than one PRIMARY KEY; the statement is skipped"
    TableHasMoreThanOnePrimary {
        /// `{name}` in the message.
        name: String,
    },
    /// "table {name}: COMPACT STORAGE is not kept (Cassandra 4 and later drop it)"
    TableCompactStorageNotKeptCassandra {
        /// `{name}` in the message.
        name: String,
    },
    /// "table {name} mixes counter and non-counter columns, which Cassandra rejects; imported as written"
    TableMixesCounterNonCounterColumns {
        /// `{name}` in the message.
        name: String,
    },
    /// "table {table}: key column {name} is not defined; the statement is skipped"
    TableKeyColumnNotDefinedStatement {
        /// `{table}` in the message.
        table: String,
        /// `{name}` in the message.
        name: String,
    },
    /// "table {table}: column {name} appears twice in the primary key; the statement is skipped"
    TableColumnAppearsTwicePrimaryKey {
        /// `{table}` in the message.
        table: String,
        /// `{name}` in the message.
        name: String,
    },
    /// "table {table}: key column {name} cannot be STATIC; the statement is skipped"
    TableKeyColumnCannotStaticStatement {
        /// `{table}` in the message.
        table: String,
        /// `{name}` in the message.
        name: String,
    },
    /// "table {table}: counter column {name} cannot be part of the primary key; the statement is skipped"
    TableCounterColumnCannotPartPrimary {
        /// `{table}` in the message.
        table: String,
        /// `{name}` in the message.
        name: String,
    },
    /// "table {table}: CLUSTERING ORDER BY names {name}, which is not a clustering column; ignored"
    TableClusteringOrderNamesNotClustering {
        /// `{table}` in the message.
        table: String,
        /// `{name}` in the message.
        name: String,
    },
    /// "table {table}: CLUSTERING ORDER BY must list the clustering columns in key order; {name} is out of place"
    TableClusteringOrderMustListClustering {
        /// `{table}` in the message.
        table: String,
        /// `{name}` in the message.
        name: String,
    },
    /// "table {table}: {name} is STATIC but the table has no clustering column; imported as a regular column"
    TableStaticButTableHasNo {
        /// `{table}` in the message.
        table: String,
        /// `{name}` in the message.
        name: String,
    },
    /// "table {table}: option {name} is given twice; the first is kept"
    TableOptionGivenTwiceFirstKept {
        /// `{table}` in the message.
        table: String,
        /// `{name}` in the message.
        name: String,
    },
    /// "table {table}: option {name} = {value} is kept but cannot be written back on export (not a constant or map)"
    TableOptionKeptButCannotWritten {
        /// `{table}` in the message.
        table: String,
        /// `{name}` in the message.
        name: String,
        /// `{value}` in the message.
        value: String,
    },
    /// "index on {name}: the table is not defined before it; the index is skipped"
    IndexTableNotDefinedBeforeIndex {
        /// `{name}` in the message.
        name: String,
    },
    /// "internal: table index out of range"
    InternalTableIndexOutRange,
    /// "index on {tname}: it is a materialized view, which cannot be indexed; skipped"
    IndexMaterializedViewCannotIndexedSkipped {
        /// `{tname}` in the message.
        tname: String,
    },
    /// "index {name} already exists (on table {other}); the first definition is kept"
    IndexAlreadyExistsTableFirstDefinition {
        /// `{name}` in the message.
        name: String,
        /// `{other}` in the message.
        other: String,
    },
    /// "index on {tname}: column {name} is not defined; the index is skipped"
    IndexColumnNotDefinedIndexSkipped {
        /// `{tname}` in the message.
        tname: String,
        /// `{name}` in the message.
        name: String,
    },
    /// "index on {tname}.{name}: {problem}; the index is skipped"
    IndexIndexSkipped {
        /// `{tname}` in the message.
        tname: String,
        /// `{name}` in the message.
        name: String,
        /// `{problem}` in the message.
        problem: super::super::Text,
    },
    /// "index on {tname}: no column and no class; the index is skipped"
    IndexNoColumnNoClassIndex {
        /// `{tname}` in the message.
        tname: String,
    },
    /// "index on {tname}.{col} duplicates an index already on that column; the first is kept"
    IndexDuplicatesIndexAlreadyColumnFirst {
        /// `{tname}` in the message.
        tname: String,
        /// `{col}` in the message.
        col: String,
    },
    /// "view name {name} cannot be used in CQL: {problem}; the statement is skipped"
    ViewNameCannotUsedCqlStatement {
        /// `{name}` in the message.
        name: String,
        /// `{problem}` in the message.
        problem: super::super::Text,
    },
    /// "view {name}: its base table is in another keyspace; skipped"
    ViewBaseTableAnotherKeyspaceSkipped {
        /// `{name}` in the message.
        name: String,
    },
    /// "view {name} has the name of an existing table or view; the first is kept"
    ViewHasNameExistingTableView {
        /// `{name}` in the message.
        name: String,
    },
    /// "view {name}: base table {base_name} is not defined before it; the view is skipped"
    ViewBaseTableNotDefinedBefore {
        /// `{name}` in the message.
        name: String,
        /// `{base_name}` in the message.
        base_name: String,
    },
    /// "view {name}: column {n_name} is not in table {base_name}; the view is skipped"
    ViewColumnNotTableViewSkipped {
        /// `{name}` in the message.
        name: String,
        /// `{n_name}` in the message.
        n_name: String,
        /// `{base_name}` in the message.
        base_name: String,
    },
    /// "table {name}: column {c_name} uses type {u}, which the file does not define"
    TableColumnUsesTypeFileDoes {
        /// `{name}` in the message.
        name: String,
        /// `{c_name}` in the message.
        c_name: String,
        /// `{u}` in the message.
        u: String,
    },
    /// "{what} {name}: no such table is defined before it; the statement is skipped"
    NoSuchTableDefinedBeforeStatement {
        /// `{what}` in the message.
        what: String,
        /// `{name}` in the message.
        name: String,
    },
    /// "ALTER TABLE {tname}: it is a materialized view; only ALTER MATERIALIZED VIEW … WITH changes it; skipped"
    AlterTableMaterializedViewOnlyAlter {
        /// `{tname}` in the message.
        tname: String,
    },
    /// "ALTER TABLE {tname} ADD {name}: the column already exists; the addition is skipped"
    AlterTableAddColumnAlreadyExists {
        /// `{tname}` in the message.
        tname: String,
        /// `{name}` in the message.
        name: String,
    },
    /// "ALTER TABLE {tname} ADD {name}: a column added later cannot be part of the primary key; skipped"
    AlterTableAddColumnAddedLater {
        /// `{tname}` in the message.
        tname: String,
        /// `{name}` in the message.
        name: String,
    },
    /// "ALTER TABLE {tname} DROP {name}: no such column; skipped"
    AlterTableDropNoSuchColumn {
        /// `{tname}` in the message.
        tname: String,
        /// `{name}` in the message.
        name: String,
    },
    /// "ALTER TABLE {tname} DROP {name}: a primary key column cannot be dropped; skipped"
    AlterTableDropPrimaryKeyColumn {
        /// `{tname}` in the message.
        tname: String,
        /// `{name}` in the message.
        name: String,
    },
    /// "ALTER TABLE {tname} DROP {name}: index {idx} depends on it, so Cassandra refuses; skipped"
    AlterTableDropIndexDependsSo {
        /// `{tname}` in the message.
        tname: String,
        /// `{name}` in the message.
        name: String,
        /// `{idx}` in the message.
        idx: String,
    },
    /// "ALTER TABLE {tname} RENAME {name} TO {to_name}: the table already has a column {to_name2}; skipped"
    AlterTableRenameTableAlreadyHas {
        /// `{tname}` in the message.
        tname: String,
        /// `{name}` in the message.
        name: String,
        /// `{to_name}` in the message.
        to_name: String,
        /// `{to_name2}` in the message.
        to_name2: String,
    },
    /// "ALTER TABLE {tname} RENAME {name}: no such column; skipped"
    AlterTableRenameNoSuchColumn {
        /// `{tname}` in the message.
        tname: String,
        /// `{name}` in the message.
        name: String,
    },
    /// "ALTER TABLE {tname} RENAME {name}: only primary key columns can be renamed; skipped"
    AlterTableRenameOnlyPrimaryKey {
        /// `{tname}` in the message.
        tname: String,
        /// `{name}` in the message.
        name: String,
    },
    /// "ALTER TABLE {tname} ALTER {name}: no such column; skipped"
    AlterTableAlterNoSuchColumn {
        /// `{tname}` in the message.
        tname: String,
        /// `{name}` in the message.
        name: String,
    },
    /// "ALTER {tname}: CLUSTERING ORDER and COMPACT STORAGE cannot be changed after creation; ignored"
    AlterClusteringOrderCompactStorageCannot {
        /// `{tname}` in the message.
        tname: String,
    },
    /// "ALTER TYPE {name}: no such type is defined before it; the statement is skipped"
    AlterTypeNoSuchTypeDefined {
        /// `{name}` in the message.
        name: String,
    },
    /// "ALTER TYPE {tname} ADD {name}: the field already exists; skipped"
    AlterTypeAddFieldAlreadyExists {
        /// `{tname}` in the message.
        tname: String,
        /// `{name}` in the message.
        name: String,
    },
    /// "ALTER TYPE {tname} RENAME {name} TO {to_name}: the type already has a field {to_name2}; skipped"
    AlterTypeRenameTypeAlreadyHas {
        /// `{tname}` in the message.
        tname: String,
        /// `{name}` in the message.
        name: String,
        /// `{to_name}` in the message.
        to_name: String,
        /// `{to_name2}` in the message.
        to_name2: String,
    },
    /// "ALTER TYPE {tname} RENAME {name}: no such field; skipped"
    AlterTypeRenameNoSuchField {
        /// `{tname}` in the message.
        tname: String,
        /// `{name}` in the message.
        name: String,
    },
    /// "ALTER TYPE {tname} ALTER {name}: no such field; skipped"
    AlterTypeAlterNoSuchField {
        /// `{tname}` in the message.
        tname: String,
        /// `{name}` in the message.
        name: String,
    },
    /// "{what} {name}: nothing of that name is defined before it; ignored"
    NothingNameDefinedBeforeIgnored {
        /// `{what}` in the message.
        what: String,
        /// `{name}` in the message.
        name: String,
    },
    /// "{what} {name}: {why}; skipped"
    Skipped {
        /// `{what}` in the message.
        what: String,
        /// `{name}` in the message.
        name: String,
        /// `{why}` in the message.
        why: super::super::Text,
    },
    /// "{what} {name}: materialized views ({views}) depend on it, so Cassandra refuses; skipped"
    MaterializedViewsDependSoCassandraRefuses {
        /// `{what}` in the message.
        what: String,
        /// `{name}` in the message.
        name: String,
        /// `{views}` in the message.
        views: String,
    },
    /// "DROP TYPE {name}: {users} still use it, so Cassandra refuses; skipped"
    DropTypeStillUseSoCassandra {
        /// `{name}` in the message.
        name: String,
        /// `{users}` in the message.
        users: String,
    },
    /// "keyspace {name} is created twice; the first definition is kept"
    KeyspaceCreatedTwiceFirstDefinitionKept {
        /// `{name}` in the message.
        name: String,
    },
    /// "keyspace {name} has no replication map; SimpleStrategy with replication factor {assumed_factor} is assumed"
    KeyspaceHasNoReplicationMapSimplestrategy {
        /// `{name}` in the message.
        name: String,
        /// `{assumed_factor}` in the message.
        assumed_factor: String,
    },
    /// "ALTER KEYSPACE {name}: the keyspace is not created before it; the statement is skipped"
    AlterKeyspaceKeyspaceNotCreatedBefore {
        /// `{name}` in the message.
        name: String,
    },
    /// "keyspace {name}: option {name2} is not kept"
    KeyspaceOptionNotKept {
        /// `{name}` in the message.
        name: String,
        /// `{name2}` in the message.
        name2: String,
    },
    /// "keyspace {ks}: replication factor {key} = {v} is read as {n}"
    KeyspaceReplicationFactorRead {
        /// `{ks}` in the message.
        ks: String,
        /// `{key}` in the message.
        key: String,
        /// `{v}` in the message.
        v: String,
        /// `{n}` in the message.
        n: String,
    },
    /// "keyspace {ks}: replication factor {key} = {v} is not a number; {assumed_factor} is assumed"
    KeyspaceReplicationFactorNotNumberAssumed {
        /// `{ks}` in the message.
        ks: String,
        /// `{key}` in the message.
        key: String,
        /// `{v}` in the message.
        v: String,
        /// `{assumed_factor}` in the message.
        assumed_factor: String,
    },
    /// "keyspace {ks}: replication class {other} is not supported; kept as SimpleStrategy with replication factor {factor}"
    KeyspaceReplicationClassNotSupportedKept {
        /// `{ks}` in the message.
        ks: String,
        /// `{other}` in the message.
        other: String,
        /// `{factor}` in the message.
        factor: String,
    },
    /// "the project has no ERMODEL; no entities are imported"
    ProjectHasNoErmodelNoEntities,
    /// "the end tag </{end}> matches no open element"
    EndTagMatchesNoOpenElement {
        /// `{end}` in the message.
        end: String,
    },
    /// "the end tag </{end}> comes while <{open}> is still open"
    EndTagComesWhileStillOpen {
        /// `{end}` in the message.
        end: String,
        /// `{open}` in the message.
        open: String,
    },
    /// "the element <{name}> is never closed"
    ElementNeverClosed {
        /// `{name}` in the message.
        name: String,
    },
    /// "line {line}, column {column}: {what}: the file is not well-formed XML, so it is not imported"
    LineColumnFileNotWellFormed {
        /// `{line}` in the message.
        line: String,
        /// `{column}` in the message.
        column: String,
        /// `{what}` in the message.
        what: super::super::Text,
    },
    /// "edge {id} does not join two shapes; skipped"
    EdgeDoesNotJoinTwoShapes {
        /// `{id}` in the message.
        id: String,
    },
    /// "edge {id} joins {value} and {t_value}, which this importer does not model; skipped"
    EdgeJoinsImporterDoesNotModel {
        /// `{id}` in the message.
        id: String,
        /// `{value}` in the message.
        value: String,
        /// `{t_value}` in the message.
        t_value: String,
    },
    /// "attribute {value} is a part of a part; only one level of composite attributes is imported"
    AttributePartPartOnlyOneLevel {
        /// `{value}` in the message.
        value: String,
    },
    /// "attribute {value} is not joined to an entity or relationship; skipped"
    AttributeNotJoinedEntityRelationshipSkipped {
        /// `{value}` in the message.
        value: String,
    },
    /// "relationship {value} joins {len} entities; only binary relationships are imported, so it is skipped"
    RelationshipJoinsEntitiesOnlyBinaryRelationships {
        /// `{value}` in the message.
        value: String,
        /// `{len}` in the message.
        len: String,
    },
    /// "relationship {value}: no cardinality on the edge to {entity}; n is assumed"
    RelationshipNoCardinalityEdgeNAssumed {
        /// `{value}` in the message.
        value: String,
        /// `{entity}` in the message.
        entity: String,
    },
    /// "weak entity {value} has no identifying relationship to an owner; imported as a regular entity"
    WeakEntityHasNoIdentifyingRelationship {
        /// `{value}` in the message.
        value: String,
    },
    /// "identifying relationship {name}: its weak entity is unclear; the second end is taken"
    IdentifyingRelationshipWeakEntityUnclearSecond {
        /// `{name}` in the message.
        name: String,
    },
    /// "KEYS_JSON is not a JSON object; the keys drawn (underlined attributes) are used"
    KeysJsonNotJsonObjectKeys,
    /// "KEYS_JSON: key of {name} names {part}, which is neither its own nor its owner's attribute; ignored"
    KeysJsonKeyNamesNeitherOwn {
        /// `{name}` in the message.
        name: String,
        /// `{part}` in the message.
        part: String,
    },
    /// "KEYS_JSON: {name} has no attribute {attr}; ignored"
    KeysJsonHasNoAttributeIgnored {
        /// `{name}` in the message.
        name: String,
        /// `{attr}` in the message.
        attr: String,
    },
    /// "{id}: attribute {label} is not in the ER model; skipped"
    AttributeNotErModelSkipped {
        /// `{id}` in the message.
        id: String,
        /// `{label}` in the message.
        label: String,
    },
    /// "{id}: given attribute {label} has no predicate; equality is assumed"
    GivenAttributeHasNoPredicateEquality {
        /// `{id}` in the message.
        id: String,
        /// `{label}` in the message.
        label: String,
    },
    /// "PHYSICAL_MODEL is not a JSON object; the tables the user chose are not imported"
    PhysicalModelNotJsonObjectTables,
    /// "PHYSICAL_MODEL table {i} has no name; skipped"
    PhysicalModelTableHasNoName {
        /// `{i}` in the message.
        i: String,
    },
    /// "PHYSICAL_MODEL table {name}: no query found for it; skipped"
    PhysicalModelTableNoQueryFound {
        /// `{name}` in the message.
        name: String,
    },
    /// "PHYSICAL_MODEL table {name}: column {col} has an unknown role {role_token}; read as a regular column"
    PhysicalModelTableColumnHasUnknown {
        /// `{name}` in the message.
        name: String,
        /// `{col}` in the message.
        col: String,
        /// `{role_token}` in the message.
        role_token: String,
    },
    /// "PHYSICAL_MODEL table {name}: column {col} matches no attribute of {id}; skipped"
    PhysicalModelTableColumnMatchesNo {
        /// `{name}` in the message.
        name: String,
        /// `{col}` in the message.
        col: String,
        /// `{id}` in the message.
        id: String,
    },
    /// "table {name}: column {c_name} has type {ty}, but an earlier table gave {first}; the first is kept"
    TableColumnHasTypeButEarlier {
        /// `{name}` in the message.
        name: String,
        /// `{c_name}` in the message.
        c_name: String,
        /// `{ty}` in the message.
        ty: String,
        /// `{first}` in the message.
        first: String,
    },
    /// "{query}: the chosen table {name} has key ({arg2}) with roles no derived alternative has; the derived key {key_signature} is kept"
    ChosenTableHasKeyRolesNo {
        /// `{query}` in the message.
        query: String,
        /// `{name}` in the message.
        name: String,
        /// `{arg2}` in the message.
        arg2: String,
        /// `{key_signature}` in the message.
        key_signature: String,
    },
    /// "the file is not valid UTF-8; the invalid bytes were replaced by \u{fffd}"
    FileNotValidUtfInvalidBytes,
    /// "the imported project cannot be saved as it is: {why}"
    ImportedProjectCannotSaved {
        /// `{why}` in the message.
        why: super::super::Text,
    },
    /// "the files together are larger than {mib} MiB, the most Keyspace Studio reads in one import"
    FilesTogetherOverCap {
        /// `{mib}` in the message.
        mib: String,
    },
    /// "a KDM project imports on its own, not together with other files"
    KdmAlone,
    /// "not a KDM project: there is no <KDMPROJECT> element"
    NotKdm,
    /// "it is a materialized view"
    ItIsMaterializedView,
    /// "it is a table, not a materialized view"
    ItIsTableNotView,
    /// "{word} {cols} in the primary key of {count} {tables_word} ({tables})"
    ProposedEntity {
        /// `{key_count}` in the message.
        key_count: String,
        /// `{cols}` in the message.
        cols: String,
        /// `{count}` in the message.
        count: String,
        /// `{tables}` in the message.
        tables: String,
    },
}
