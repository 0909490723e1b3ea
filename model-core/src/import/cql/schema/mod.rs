//! Parsed statements → keyspaces, user-defined types, tables and indexes of a project, checked
//! against each other (key columns exist, indexes name known columns, views name known
//! tables), with `ALTER` and `DROP` applied in order ([`alter`]).

mod alter;
mod keyspace;

use crate::cql::CqlType;
use crate::cql::ast::{
    AlterTable, AlterType, ColumnSpec, CreateIndex, CreateTable, CreateType, CreateView, Named, PrimaryKey,
    QualifiedName, Statement, TableOptions,
};
use crate::ids::TableId;
use crate::import::note::ImportNote;
use crate::import::source::Source;
use crate::logical::Role;
use crate::msg;
use crate::project::{ColumnDef, Direction, Field, IndexDef, Keyspace, TableDef, UdtDef};
use crate::text::Text;
use rustc_hash::{FxHashMap, FxHashSet};
use std::collections::BTreeMap;

/// The replication factor assumed for keyspaces used but not created in the file.
const ASSUMED_FACTOR: u32 = 3;

/// What the statements of one or more files define, gathered in order.
pub(crate) struct SchemaBuilder<'s> {
    src: &'s Source<'s>,
    /// The file the current statements come from (empty for text given directly).
    file: String,
    current: Option<String>,
    /// Keyspaces created in the files.
    pub keyspaces: Vec<Keyspace>,
    /// Keyspaces used by a kept table or type but not (yet) created: the note to give if they
    /// never are.
    referenced: Vec<(String, ImportNote)>,
    /// User-defined types.
    pub udts: Vec<UdtDef>,
    /// Tables and views.
    pub tables: Vec<TableDef>,
    table_index: FxHashMap<(Option<String>, String), usize>,
    /// The names of `keyspaces` and `referenced`, and the (keyspace, name) of `udts`, so that
    /// each statement looks them up in constant time.
    keyspace_names: FxHashSet<String>,
    referenced_names: FxHashSet<String>,
    udt_names: FxHashSet<(Option<String>, String)>,
    /// Index lookups, rebuilt after a statement that alters or drops something.
    indexes: IndexLookup,
    /// Tables whose columns an `ALTER TABLE … ADD` left out of role order (a static column
    /// after regular ones): put in order once, before a statement reads the order (a view,
    /// a `DROP`) and at the end, rather than sorted again after each added column.
    unsorted: FxHashSet<usize>,
    /// The type the last `ALTER TYPE … ADD` changed (its position) and its field names, kept
    /// while such statements follow each other.
    type_fields: Option<(usize, FxHashSet<String>)>,
    /// The number of the next table id (never reused after a DROP).
    next_table: usize,
    /// What was skipped or changed.
    pub notes: Vec<ImportNote>,
}

/// What `CREATE INDEX` looks up: every index name of a keyspace, and one table's columns and
/// indexed columns (the table the last index was on: a file's indexes of one table usually
/// come together). Kept up to date as indexes and tables are created, and dropped (to be
/// rebuilt on the next use) when an ALTER or DROP changes what they hold.
#[derive(Default)]
struct IndexLookup {
    /// `None`: to rebuild.
    names: Option<FxHashMap<(Option<String>, String), String>>,
    table: Option<TableLookup>,
}

/// One table's columns by name and its indexes' (column, target).
struct TableLookup {
    /// The table's position in `tables`.
    at: usize,
    columns: FxHashMap<String, usize>,
    indexed: FxHashSet<(String, crate::project::IndexTarget)>,
    /// Whether the table has a clustering column (`ADD … static` needs one).
    clustering: bool,
}

/// An error in one statement: where, and why it is skipped.
struct Reject {
    offset: usize,
    message: Text,
}

fn reject(offset: usize, message: impl Into<Text>) -> Reject {
    Reject { offset, message: message.into() }
}

impl<'s> SchemaBuilder<'s> {
    /// An empty schema over a source text.
    pub fn new(src: &'s Source<'s>) -> Self {
        Self {
            src,
            file: String::new(),
            current: None,
            keyspaces: Vec::new(),
            referenced: Vec::new(),
            udts: Vec::new(),
            tables: Vec::new(),
            table_index: FxHashMap::default(),
            keyspace_names: FxHashSet::default(),
            referenced_names: FxHashSet::default(),
            udt_names: FxHashSet::default(),
            indexes: IndexLookup::default(),
            unsorted: FxHashSet::default(),
            type_fields: None,
            next_table: 1,
            notes: Vec::new(),
        }
    }

    /// Continues with the statements of another file (as `cqlsh` would `SOURCE` it: the
    /// keyspace chosen by `USE` carries over).
    pub fn next_file(&mut self, src: &'s Source<'s>, file: &str) {
        self.src = src;
        file.clone_into(&mut self.file);
    }

    /// A note at `offset` about the statement starting at `statement`.
    fn make_note(&self, offset: usize, statement: usize, message: impl Into<Text>) -> ImportNote {
        let (line, column) = self.src.position(offset);
        ImportNote::new(line, column, self.src.statement_at(statement), message).in_file(&self.file)
    }

    /// Records a note at `offset` about the statement starting at `statement`.
    pub fn note(&mut self, offset: usize, statement: usize, message: impl Into<Text>) {
        let note = self.make_note(offset, statement, message);
        self.notes.push(note);
    }

    /// Takes one parsed statement starting at byte offset `at`.
    pub fn apply(&mut self, stmt: Statement, at: usize) {
        if matches!(stmt, Statement::View(_) | Statement::Drop(_)) {
            self.order_columns();
        }
        if !matches!(stmt, Statement::AlterType(_, AlterType::Add { .. })) {
            self.type_fields = None;
        }
        // Adding columns keeps the lookups current (`alter_table`); other changes drop them.
        if matches!(stmt, Statement::AlterTable(_, ref change) if !matches!(change, AlterTable::Add { .. }))
            || matches!(stmt, Statement::AlterView(..) | Statement::Drop(_))
        {
            self.indexes = IndexLookup::default();
        }
        let result = match stmt {
            Statement::Keyspace(k) => {
                self.keyspace(k, at);
                Ok(())
            }
            Statement::Use(ks) => {
                self.current = Some(ks);
                Ok(())
            }
            Statement::Type(t) => self.udt(t, at),
            Statement::Table(t) => self.table(t, at),
            Statement::Index(i) => self.index(i, at),
            Statement::View(v) => self.view(v, at),
            Statement::AlterKeyspace(k) => {
                self.alter_keyspace(&k, at);
                Ok(())
            }
            Statement::AlterTable(name, change) => self.alter_table(&name, change, at),
            Statement::AlterView(name, with) => self.alter_view(&name, &with, at),
            Statement::AlterType(name, change) => self.alter_type(&name, change, at),
            Statement::Drop(d) => self.drop(&d, at),
            Statement::Other(what) => Err(reject(at, msg!("import-not-a-schema-definition", what = what))),
        };
        if let Err(r) = result {
            self.note(r.offset, at, r.message);
        }
    }

    /// A kept table or type lives in `ks`: if the keyspace is never created, say so (at the
    /// first statement that used it) and assume one.
    fn reference(&mut self, ks: Option<&str>, at: usize) {
        let Some(ks) = ks else { return };
        if !self.keyspace_names.contains(ks) && !self.referenced_names.contains(ks) {
            let note = self.make_note(
                at,
                at,
                msg!("import-keyspace-not-created", ks = ks.to_string(), factor = ASSUMED_FACTOR.to_string()),
            );
            self.referenced_names.insert(ks.to_owned());
            self.referenced.push((ks.to_owned(), note));
        }
    }

    /// The keyspace a name is in: its qualifier, else the one chosen by `USE`.
    fn keyspace_of(&self, name: &QualifiedName) -> Option<String> {
        name.keyspace.clone().or_else(|| self.current.clone())
    }

    fn udt(&mut self, t: CreateType, at: usize) -> Result<(), Reject> {
        let keyspace = self.keyspace_of(&t.name);
        if self.udt_names.contains(&(keyspace.clone(), t.name.name.clone())) {
            if t.if_not_exists {
                return Ok(());
            }
            return Err(reject(at, msg!("import-type-created-twice", name = t.name.name)));
        }
        let mut fields: Vec<Field> = Vec::with_capacity(t.fields.len());
        let mut seen: FxHashSet<String> = FxHashSet::default();
        for (name, ty) in t.fields {
            if !seen.insert(name.name.clone()) {
                return Err(reject(
                    name.offset,
                    msg!("import-type-field-twice", name = t.name.name, field = name.name),
                ));
            }
            fields.push(Field { name: name.name, ty, extra: Default::default() });
        }
        self.reference(keyspace.as_deref(), at);
        self.udt_names.insert((keyspace.clone(), t.name.name.clone()));
        self.udts.push(UdtDef { keyspace, name: t.name.name, fields, extra: Default::default() });
        Ok(())
    }

    fn table(&mut self, t: CreateTable, at: usize) -> Result<(), Reject> {
        let keyspace = self.keyspace_of(&t.name);
        let name = t.name.name.clone();
        if let Some(problem) = crate::derive::schema_name_problem(&name) {
            return Err(reject(at, msg!("import-table-name-unusable", name = format!("{name:?}"), problem = problem)));
        }
        if self.table_index.contains_key(&(keyspace.clone(), name.clone())) {
            if t.if_not_exists {
                return Ok(()); // what Cassandra does: nothing, silently
            }
            return Err(reject(at, msg!("import-table-created-twice", name = name.to_string())));
        }
        let mut seen: FxHashSet<&str> = FxHashSet::default();
        for c in &t.columns {
            if !seen.insert(c.name.name.as_str()) {
                return Err(reject(
                    c.name.offset,
                    msg!("import-table-column-twice", name = name.to_string(), column = c.name.name.to_string()),
                ));
            }
        }
        let inline: Vec<&ColumnSpec> = t.columns.iter().filter(|c| c.primary_key).collect();
        let key = match (t.key, inline.as_slice()) {
            (Some(k), []) => k,
            (None, [one]) => PrimaryKey { partition: vec![one.name.clone()], clustering: Vec::new() },
            (None, []) => {
                return Err(reject(at, msg!("import-table-has-no-primary-key", name = name.to_string())));
            }
            _ => {
                return Err(reject(t.key_offset, msg!("import-table-has-two-primary-keys", name = name.to_string())));
            }
        };
        let masks: Vec<(String, String)> =
            t.columns.iter().filter_map(|c| c.mask.clone().map(|m| (c.name.name.clone(), m))).collect();
        let specs: Vec<(Named, CqlType, bool)> = t.columns.into_iter().map(|c| (c.name, c.ty, c.is_static)).collect();
        let mut columns = self.keyed_columns(&name, &specs, &key, &t.with, at)?;
        if !masks.is_empty() {
            let at: FxHashMap<String, usize> = columns.iter().enumerate().map(|(i, c)| (c.name.clone(), i)).collect();
            for (column, mask) in masks {
                if let Some(c) = at.get(&column).and_then(|&i| columns.get_mut(i)) {
                    c.mask = Some(mask);
                }
            }
        }
        if t.with.compact_storage {
            self.note(at, at, msg!("import-compact-storage-dropped", name = name.to_string()));
        }
        let options = self.options(&name, &t.with, at);
        let counters = columns.iter().filter(|c| c.ty.is_counter()).count();
        let others = columns.iter().filter(|c| !c.role.is_key() && !c.ty.is_counter()).count();
        if counters > 0 && others > 0 {
            self.note(at, at, msg!("import-counter-table-mixed", name = name.to_string()));
        }
        self.push_table(keyspace, name, columns, options, None, at);
        Ok(())
    }

    fn push_table(
        &mut self,
        keyspace: Option<String>,
        name: String,
        columns: Vec<ColumnDef>,
        options: BTreeMap<String, String>,
        view_of: Option<String>,
        at: usize,
    ) {
        self.reference(keyspace.as_deref(), at);
        let id = TableId::new(format!("t{}", self.next_table));
        self.next_table += 1;
        self.table_index.insert((keyspace.clone(), name.clone()), self.tables.len());
        self.tables.push(TableDef {
            id,
            name,
            keyspace,
            columns,
            options,
            queries: Vec::new(),
            view_of,
            indexes: Vec::new(),
            extra: Default::default(),
        });
    }

    /// Puts the columns of the tables in `unsorted` in role order (keys, static, regular; each
    /// role's columns as they came), as Cassandra lists them.
    fn order_columns(&mut self) {
        for t in std::mem::take(&mut self.unsorted) {
            if let Some(table) = self.tables.get_mut(t) {
                table.columns.sort_by_key(|c| role_rank(c.role));
            }
            if self.indexes.table.as_ref().is_some_and(|l| l.at == t) {
                self.indexes.table = None;
            }
        }
    }

    /// Rebuilds the name → position map after tables were removed.
    fn reindex_tables(&mut self) {
        self.table_index =
            self.tables.iter().enumerate().map(|(i, t)| ((t.keyspace.clone(), t.name.clone()), i)).collect();
    }

    /// Columns with their roles: key columns in key order, then static, then regular columns,
    /// each as written.
    fn keyed_columns(
        &mut self,
        table: &str,
        specs: &[(Named, CqlType, bool)],
        key: &PrimaryKey,
        with: &TableOptions,
        at: usize,
    ) -> Result<Vec<ColumnDef>, Reject> {
        // The first spec and order of each name, as a scan from the start would find them.
        let mut by_name: FxHashMap<&str, &(Named, CqlType, bool)> = FxHashMap::default();
        for spec in specs {
            by_name.entry(spec.0.name.as_str()).or_insert(spec);
        }
        let mut order: FxHashMap<&str, Direction> = FxHashMap::default();
        for (o, d) in &with.order {
            order.entry(o.name.as_str()).or_insert(*d);
        }
        let find = |n: &Named| by_name.get(n.name.as_str()).copied();
        let mut out: Vec<ColumnDef> = Vec::with_capacity(specs.len());
        let mut placed: FxHashSet<String> = FxHashSet::default();
        let key_parts = key.partition.iter().map(|n| (n, Role::PartitionKey)).chain(key.clustering.iter().map(|n| {
            let dir = order.get(n.name.as_str()).copied().unwrap_or(Direction::Asc);
            (n, Role::Clustering(dir))
        }));
        for (n, role) in key_parts {
            let Some((_, ty, is_static)) = find(n) else {
                return Err(reject(
                    n.offset,
                    msg!("import-key-column-not-defined", table = table.to_string(), column = n.name.to_string()),
                ));
            };
            if !placed.insert(n.name.clone()) {
                return Err(reject(
                    n.offset,
                    msg!("import-key-column-twice", table = table.to_string(), column = n.name.to_string()),
                ));
            }
            if *is_static {
                return Err(reject(
                    n.offset,
                    msg!("import-key-column-static", table = table.to_string(), column = n.name.to_string()),
                ));
            }
            if ty.is_counter() {
                return Err(reject(
                    n.offset,
                    msg!("import-counter-in-key", table = table.to_string(), column = n.name.to_string()),
                ));
            }
            out.push(ColumnDef {
                name: n.name.clone(),
                ty: ty.clone(),
                role,
                indexed: false,
                mask: None,
                extra: Default::default(),
            });
        }
        let clustering: Vec<&str> = key.clustering.iter().map(|n| n.name.as_str()).collect();
        let clustering_names: FxHashSet<&str> = clustering.iter().copied().collect();
        for (i, (o, _)) in with.order.iter().enumerate() {
            if !clustering_names.contains(o.name.as_str()) {
                self.note(
                    o.offset,
                    at,
                    msg!(
                        "import-clustering-order-not-clustering",
                        table = table.to_string(),
                        column = o.name.to_string()
                    ),
                );
            } else if clustering.get(i) != Some(&o.name.as_str()) {
                self.note(
                    o.offset,
                    at,
                    msg!(
                        "import-clustering-order-out-of-place",
                        table = table.to_string(),
                        column = o.name.to_string()
                    ),
                );
            }
        }
        for (n, ty, is_static) in specs {
            if !placed.insert(n.name.clone()) {
                continue;
            }
            let role = if *is_static && clustering.is_empty() {
                self.note(
                    n.offset,
                    at,
                    msg!("import-static-without-clustering", table = table.to_string(), column = n.name.to_string()),
                );
                Role::Regular
            } else if *is_static {
                Role::Static
            } else {
                Role::Regular
            };
            out.push(ColumnDef {
                name: n.name.clone(),
                ty: ty.clone(),
                role,
                indexed: false,
                mask: None,
                extra: Default::default(),
            });
        }
        // Chebotko order, as derived tables have it: key, static, then regular columns.
        out.sort_by_key(|c| match c.role {
            Role::PartitionKey | Role::Clustering(_) => 0,
            Role::Static => 1,
            Role::Regular => 2,
        });
        Ok(out)
    }

    fn options(&mut self, table: &str, with: &TableOptions, at: usize) -> BTreeMap<String, String> {
        let mut options = BTreeMap::new();
        let all: Vec<(String, String)> = with.options.iter().map(|(n, v)| (n.name.clone(), v.clone())).collect();
        for (name, value) in &with.options {
            if options.contains_key(&name.name) {
                self.note(
                    name.offset,
                    at,
                    msg!("import-table-option-twice", table = table.to_string(), option = name.name.to_string()),
                );
                continue;
            }
            if !crate::cql::is_valid_option_name(&name.name) || !crate::cql::is_valid_option_value(value) {
                self.note(
                    name.offset,
                    at,
                    msg!(
                        "import-table-option-not-writable",
                        table = table.to_string(),
                        option = name.name.to_string(),
                        value = value.to_string()
                    ),
                );
            } else if let Some(range) = crate::cql::option_out_of_range(&name.name, value, &all) {
                self.note(
                    name.offset,
                    at,
                    msg!(
                        "import-table-option-out-of-range",
                        table = table.to_string(),
                        option = name.name.to_string(),
                        value = value.to_string(),
                        range = range
                    ),
                );
            }
            options.insert(name.name.clone(), value.clone());
        }
        options
    }

    fn find_table(&self, keyspace: &Option<String>, name: &str) -> Option<usize> {
        self.table_index.get(&(keyspace.clone(), name.to_owned())).copied()
    }

    fn index(&mut self, i: CreateIndex, at: usize) -> Result<(), Reject> {
        let keyspace = self.keyspace_of(&i.table);
        let Some(t) = self.find_table(&keyspace, &i.table.name) else {
            return Err(reject(at, msg!("import-index-table-not-defined", name = i.table.name)));
        };
        let Some(table) = self.tables.get(t) else {
            return Err(reject(at, msg!("import-internal-table-index")));
        };
        let tname = table.name.clone();
        if table.view_of.is_some() {
            return Err(reject(at, msg!("import-index-on-view", table = tname)));
        }
        if let Some(name) = &i.name
            && let Some(other) = self.index_named(&keyspace, &name.name)
        {
            if i.if_not_exists {
                return Ok(());
            }
            return Err(reject(name.offset, msg!("import-index-exists", name = name.name.to_string(), other = other)));
        }
        if let Some(col) = &i.column {
            let found = self.table_lookup(t).columns.get(&col.name).copied();
            let Some(c) = found.and_then(|at| self.tables.get(t)?.columns.get(at)) else {
                return Err(reject(
                    col.offset,
                    msg!("import-index-column-not-defined", table = tname, column = col.name.to_string()),
                ));
            };
            if let Some(problem) = i.target.problem_with(&c.ty) {
                return Err(reject(
                    col.offset,
                    msg!("import-index-skipped", table = tname, column = col.name.to_string(), problem = problem),
                ));
            }
        } else if i.using.is_none() {
            return Err(reject(at, msg!("import-index-without-column-or-class", table = tname)));
        }
        let def = IndexDef {
            name: i.name.map(|n| n.name),
            column: i.column.map(|c| c.name),
            target: i.target,
            using: i.using,
            options: i.options.into_iter().collect(),
            extra: Default::default(),
        };
        if let Some(c) = &def.column {
            let new = self.table_lookup(t).indexed.insert((c.clone(), def.target));
            if !new && def.name.is_none() {
                if i.if_not_exists {
                    return Ok(());
                }
                let col = c.clone();
                return Err(reject(at, msg!("import-index-duplicate", table = tname, column = col)));
            }
        }
        let effective = def.effective_name(&tname);
        if let Some(names) = &mut self.indexes.names {
            names.entry((keyspace, effective)).or_insert(tname);
        }
        if let Some(table) = self.tables.get_mut(t) {
            table.indexes.push(def);
        }
        Ok(())
    }

    /// The table holding the index called `name` in a keyspace (Cassandra names an unnamed
    /// index `table_column_idx`).
    fn index_named(&mut self, keyspace: &Option<String>, name: &str) -> Option<String> {
        let tables = &self.tables;
        let names = self.indexes.names.get_or_insert_with(|| {
            let mut names = FxHashMap::default();
            for t in tables {
                for i in &t.indexes {
                    names.entry((t.keyspace.clone(), i.effective_name(&t.name))).or_insert_with(|| t.name.clone());
                }
            }
            names
        });
        names.get(&(keyspace.clone(), name.to_owned())).cloned()
    }

    /// The columns and indexed columns of the table at `t`.
    fn table_lookup(&mut self, t: usize) -> &mut TableLookup {
        if self.indexes.table.as_ref().is_some_and(|l| l.at != t) {
            self.indexes.table = None;
        }
        let tables = &self.tables;
        self.indexes.table.get_or_insert_with(|| {
            let table = tables.get(t);
            TableLookup {
                at: t,
                // The first column of a name, as a scan from the start finds it.
                columns: table
                    .map(|x| x.columns.iter().enumerate().rev().map(|(i, c)| (c.name.clone(), i)).collect())
                    .unwrap_or_default(),
                indexed: table
                    .map(|x| x.indexes.iter().filter_map(|i| Some((i.column.clone()?, i.target))).collect())
                    .unwrap_or_default(),
                clustering: table.is_some_and(|x| x.columns.iter().any(|c| matches!(c.role, Role::Clustering(_)))),
            }
        })
    }

    fn view(&mut self, v: CreateView, at: usize) -> Result<(), Reject> {
        let keyspace = self.keyspace_of(&v.name);
        if let Some(problem) = crate::derive::schema_name_problem(&v.name.name) {
            return Err(reject(
                at,
                msg!("import-view-name-unusable", name = format!("{:?}", v.name.name), problem = problem),
            ));
        }
        let base_ks = v.base.keyspace.clone().or_else(|| keyspace.clone());
        if base_ks != keyspace {
            return Err(reject(at, msg!("import-view-base-in-other-keyspace", name = v.name.name.to_string())));
        }
        if self.find_table(&keyspace, &v.name.name).is_some() {
            if v.if_not_exists {
                return Ok(());
            }
            return Err(reject(at, msg!("import-view-name-taken", name = v.name.name.to_string())));
        }
        let base = self
            .find_table(&base_ks, &v.base.name)
            .and_then(|i| self.tables.get(i))
            .filter(|t| t.view_of.is_none())
            .ok_or_else(|| {
                reject(
                    at,
                    msg!(
                        "import-view-base-not-defined",
                        name = v.name.name.to_string(),
                        base = v.base.name.to_string()
                    ),
                )
            })?;
        let selected: Vec<(Named, CqlType, bool)> = match &v.columns {
            None => {
                base.columns.iter().map(|c| (Named { name: c.name.clone(), offset: at }, c.ty.clone(), false)).collect()
            }
            Some(cols) => {
                let mut out = Vec::with_capacity(cols.len());
                for n in cols {
                    let Some(c) = base.columns.iter().find(|c| c.name == n.name) else {
                        return Err(reject(
                            n.offset,
                            msg!(
                                "import-view-column-not-in-base",
                                name = v.name.name.to_string(),
                                column = n.name.to_string(),
                                base = base.name.to_string()
                            ),
                        ));
                    };
                    out.push((n.clone(), c.ty.clone(), false));
                }
                out
            }
        };
        let base_name = base.name.clone();
        let columns = self.keyed_columns(&v.name.name, &selected, &v.key, &v.with, at)?;
        let options = self.options(&v.name.name, &v.with, at);
        self.push_table(keyspace, v.name.name, columns, options, Some(base_name), at);
        Ok(())
    }

    /// Ends the import: keyspaces used by a kept table or type but never created are added
    /// (with a note), and types used but never defined are reported.
    pub fn finish(&mut self) {
        self.order_columns();
        let in_use: FxHashSet<String> = self
            .tables
            .iter()
            .filter_map(|t| t.keyspace.clone())
            .chain(self.udts.iter().filter_map(|u| u.keyspace.clone()))
            .collect();
        for (ks, note) in std::mem::take(&mut self.referenced) {
            if !in_use.contains(&ks) || self.keyspace_names.contains(&ks) {
                continue;
            }
            self.notes.push(note);
            self.keyspace_names.insert(ks.clone());
            self.keyspaces.push(Keyspace::simple(ks, ASSUMED_FACTOR));
        }
        let mut missing: Vec<Text> = Vec::new();
        let mut said_missing: FxHashSet<(&str, &str, &str)> = FxHashSet::default();
        for t in &self.tables {
            for c in &t.columns {
                for u in c.ty.udts() {
                    let known = self.udt_names.contains(&(t.keyspace.clone(), u.to_owned()))
                        || self.udt_names.contains(&(None, u.to_owned()));
                    let msg = msg!("import-column-type-not-defined", name = t.name.to_string(), column = c.name.to_string(), type = u.to_string());
                    if !known && said_missing.insert((t.name.as_str(), c.name.as_str(), u)) {
                        missing.push(msg);
                    }
                }
            }
        }
        for msg in missing {
            self.notes.push(ImportNote::new(1, 1, "", msg));
        }
    }
}

/// The place of a column's role in a table's column order: key columns, static, regular.
fn role_rank(role: Role) -> u8 {
    match role {
        Role::PartitionKey | Role::Clustering(_) => 0,
        Role::Static => 1,
        Role::Regular => 2,
    }
}
