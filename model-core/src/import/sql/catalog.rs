//! What the statements of a relational schema declare, collected in any order: tables with
//! their columns, keys and constraints from `CREATE TABLE`, later `ALTER TABLE`, `CREATE
//! UNIQUE INDEX` and `COMMENT ON`; enum and domain types; partitions; and the statements the
//! model does not take, counted by kind. Nothing here depends on statement order: the ER
//! model is built from the whole catalogue afterwards (`keys.rs`).

use super::At;
use sqlparser::ast::{
    AlterTableOperation, ColumnDef, ColumnOption, CommentObject, CreateTable, DataType, Expr, ObjectName,
    ObjectNamePart, Statement, TableConstraint, UserDefinedTypeRepresentation,
};
use std::collections::BTreeMap;

/// The name a table, type or column is found by: its last part, lower case (SQL compares
/// unquoted names without case, and the four Chinook dialects quote differently).
pub(crate) fn key_of(name: &str) -> String {
    name.to_lowercase()
}

/// The last part of a qualified name (`public.film` → `film`), unquoted.
pub(crate) fn last_part(name: &ObjectName) -> String {
    match name.0.last() {
        Some(ObjectNamePart::Identifier(i)) => i.value.clone(),
        Some(other) => other.to_string(),
        None => String::new(),
    }
}

/// A column of a table.
#[derive(Clone, Debug)]
pub(crate) struct Column {
    /// As written (unquoted).
    pub name: String,
    /// Its SQL type.
    pub ty: DataType,
    /// `NOT NULL` (or part of the primary key).
    pub not_null: bool,
    /// Filled by a sequence: `SERIAL`, `IDENTITY`, `AUTO_INCREMENT`, `nextval(…)`.
    pub generated_id: bool,
    /// The SQL of its `DEFAULT`, `CHECK`, `GENERATED … AS` and `ON UPDATE` clauses, as written.
    pub clauses: Vec<String>,
    /// `COMMENT` (MySQL) or `COMMENT ON COLUMN`.
    pub comment: Option<String>,
}

/// A foreign key: columns of one table referring to (by default the key of) another.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ForeignKey {
    /// The referring table (its key).
    pub table: String,
    /// The referring columns (keys of names).
    pub columns: Vec<String>,
    /// The table referred to (its key).
    pub target: String,
    /// The columns referred to (empty: the target's primary key).
    pub target_columns: Vec<String>,
    /// Where it is declared (an inferred one: the SELECT whose join implies it).
    pub at: At,
    /// Inferred from a query's join, not declared (`inference.rs`).
    pub inferred: bool,
}

/// A table.
#[derive(Clone, Debug)]
pub(crate) struct Table {
    /// As written (unquoted, last part).
    pub name: String,
    /// Its columns, in order.
    pub columns: Vec<Column>,
    /// Primary key columns (keys of names), in key order.
    pub primary_key: Vec<String>,
    /// Sets of columns declared unique (constraints and unique indexes).
    pub unique: Vec<Vec<String>>,
    /// Table-level `CHECK` clauses, as written.
    pub checks: Vec<String>,
    /// `COMMENT ON TABLE` or MySQL's table comment.
    pub comment: Option<String>,
    /// `PARTITION BY …` of a partitioned table, as written.
    pub partitioned_by: Option<String>,
    /// Where its `CREATE TABLE` is.
    pub at: At,
    /// Each column's place in `columns`, by key (a table of many columns, issue 41).
    places: rustc_hash::FxHashMap<String, usize>,
    /// The sets of `unique`, to keep each once.
    unique_seen: rustc_hash::FxHashSet<Vec<String>>,
}

impl Table {
    /// A table of no columns yet.
    fn new(name: String, comment: Option<String>, partitioned_by: Option<String>, at: At) -> Self {
        Self {
            name,
            columns: Vec::new(),
            primary_key: Vec::new(),
            unique: Vec::new(),
            checks: Vec::new(),
            comment,
            partitioned_by,
            at,
            places: rustc_hash::FxHashMap::default(),
            unique_seen: rustc_hash::FxHashSet::default(),
        }
    }

    /// The column with this key.
    pub fn column(&self, key: &str) -> Option<&Column> {
        self.places.get(key).and_then(|&i| self.columns.get(i))
    }

    fn column_mut(&mut self, key: &str) -> Option<&mut Column> {
        self.places.get(key).and_then(|&i| self.columns.get_mut(i))
    }

    /// Adds a column whose key the table does not have.
    fn push_column(&mut self, key: String, column: Column) {
        self.places.insert(key, self.columns.len());
        self.columns.push(column);
    }
}

/// A column left out because its table already has one of its name, compared without case
/// (`Name` beside `name`): SQL folds unquoted names, and the import keys columns that way.
#[derive(Clone, Debug)]
pub(crate) struct SameName {
    /// Where the column left out is declared.
    pub at: At,
    /// The table (as written).
    pub table: String,
    /// The column kept (as written).
    pub kept: String,
    /// The column left out (as written).
    pub dropped: String,
}

/// The kinds of statement the ER model does not take; each is reported once, with its
/// count and first occurrence.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) enum Skipped {
    /// `CREATE VIEW`, `CREATE MATERIALIZED VIEW`.
    View,
    /// `CREATE FUNCTION`, `PROCEDURE`, `AGGREGATE`.
    Function,
    /// `CREATE TRIGGER`.
    Trigger,
    /// `CREATE SEQUENCE`, `ALTER SEQUENCE`, sequence ownership.
    Sequence,
    /// `GRANT`, `REVOKE`, roles and users.
    Grant,
    /// The partitions of a partitioned table (`ATTACH PARTITION`, `PARTITION OF`).
    Partition,
    /// `ALTER … OWNER TO`.
    Owner,
    /// Indexes that are not unique.
    Index,
    /// Session and database statements: `SET`, `USE`, `CREATE DATABASE`, `\c`, transactions,
    /// extensions, schemas.
    Session,
    /// `DROP …` (the import takes what the files create, in any order).
    Drop,
    /// Other statements that declare nothing the ER model holds.
    Other,
}

impl Skipped {
    /// Every kind, in report order.
    pub const ALL: [Skipped; 11] = [
        Self::View,
        Self::Function,
        Self::Trigger,
        Self::Sequence,
        Self::Grant,
        Self::Partition,
        Self::Owner,
        Self::Index,
        Self::Session,
        Self::Drop,
        Self::Other,
    ];
}

/// A user-defined type the columns may use.
#[derive(Clone, Debug)]
pub(crate) enum UserType {
    /// `CREATE TYPE … AS ENUM (…)` (its labels).
    Enum(Vec<String>),
    /// `CREATE DOMAIN … AS base`.
    Domain(DataType),
    /// A composite or other type (its SQL).
    Other,
}

/// Everything the schema statements declare.
#[derive(Debug, Default)]
pub(crate) struct Catalog {
    /// Tables by key, in the order first created.
    pub tables: Vec<Table>,
    /// Foreign keys, in the order declared.
    pub foreign_keys: Vec<ForeignKey>,
    /// User-defined types by key.
    pub types: BTreeMap<String, UserType>,
    /// Partition (key) → partitioned table (key).
    pub partitions: BTreeMap<String, String>,
    /// Statements skipped, by kind: how many, where the first is, and its object's name.
    pub skipped: BTreeMap<Skipped, (usize, At, String)>,
    /// Views (keys): changes to them are not about tables.
    pub views: std::collections::BTreeSet<String>,
    /// Tables created twice (the first is kept): where, and the name.
    pub duplicates: Vec<(At, String)>,
    /// Changes to tables no file creates: where, and the table's name.
    pub unknown_tables: Vec<(At, String)>,
    /// Columns left out for a name their table already has, compared without case.
    pub same_names: Vec<SameName>,
    /// Constraints and comments that wait for their table (applied once all are read).
    pending: Vec<Pending>,
    /// Each table's place in `tables`, by key.
    by_key: rustc_hash::FxHashMap<String, usize>,
    /// The foreign keys declared (table, columns, target), to keep each once.
    declared: rustc_hash::FxHashSet<(String, Vec<String>, String)>,
}

/// A change read before (or without) its table.
#[derive(Debug)]
enum Pending {
    Constraint(String, TableConstraint, At),
    Column(String, ColumnDef, At),
    Unique(String, Vec<String>, At),
    TableComment(String, String, At),
    ColumnComment(String, String, String, At),
}

impl Catalog {
    /// The table with this key.
    pub fn table(&self, key: &str) -> Option<&Table> {
        self.by_key.get(key).and_then(|&i| self.tables.get(i))
    }

    fn table_mut(&mut self, key: &str) -> Option<&mut Table> {
        self.by_key.get(key).and_then(|&i| self.tables.get_mut(i))
    }

    /// Adds a foreign key inferred from a query's join (after [`Catalog::settle`]); one the
    /// schema declares already is not added twice.
    pub fn infer_foreign_key(&mut self, fk: ForeignKey) {
        if self.declared.insert((fk.table.clone(), fk.columns.clone(), fk.target.clone())) {
            self.foreign_keys.push(fk);
        }
    }

    /// Counts a skipped statement of `kind` about `name`.
    pub fn skip(&mut self, kind: Skipped, at: At, name: String) {
        if kind == Skipped::View {
            self.views.insert(key_of(&name));
        }
        let e = self.skipped.entry(kind).or_insert((0, at, name));
        e.0 += 1;
    }

    /// Reads one schema statement. Returns `false` for statements that are not schema (a
    /// query, a write), which the caller handles.
    pub fn read(&mut self, statement: &Statement, at: At) -> bool {
        match statement {
            Statement::CreateTable(t) => self.create_table(t, at),
            Statement::AlterTable(a) => {
                let table = key_of(&last_part(&a.name));
                for op in &a.operations {
                    self.alter(&table, &last_part(&a.name), op, at);
                }
            }
            Statement::CreateIndex(i) => {
                let table = key_of(&last_part(&i.table_name));
                let name = i.name.as_ref().map(last_part).unwrap_or_default();
                let plain: Option<Vec<String>> = i.columns.iter().map(|c| plain_column(&c.column.expr)).collect();
                match plain {
                    Some(cols) if i.unique && i.predicate.is_none() => {
                        self.pending.push(Pending::Unique(table, cols, at));
                    }
                    _ => self.skip(Skipped::Index, at, name),
                }
            }
            Statement::Comment { object_type, object_name, comment, .. } => {
                self.comment(*object_type, object_name, comment.as_deref(), at);
            }
            Statement::CreateType { name, representation } => {
                let ty = match representation {
                    Some(UserDefinedTypeRepresentation::Enum { labels }) => {
                        UserType::Enum(labels.iter().map(|l| l.value.clone()).collect())
                    }
                    _ => UserType::Other,
                };
                self.types.insert(key_of(&last_part(name)), ty);
            }
            Statement::CreateDomain(d) => {
                self.types.insert(key_of(&last_part(&d.name)), UserType::Domain(d.data_type.clone()));
            }
            Statement::Query(_) | Statement::Insert(_) | Statement::Update(_) | Statement::Delete(_) => return false,
            other => {
                let (kind, name) = skipped_kind(other);
                self.skip(kind, at, name);
            }
        }
        true
    }

    fn create_table(&mut self, t: &CreateTable, at: At) {
        let name = last_part(&t.name);
        let key = key_of(&name);
        if let Some(parent) = &t.partition_of {
            self.partitions.insert(key.clone(), key_of(&last_part(parent)));
        }
        if self.table(&key).is_some() {
            self.duplicates.push((at, name));
            return;
        }
        let comment = t.comment.as_ref().map(|c| match c {
            sqlparser::ast::CommentDef::WithEq(s) | sqlparser::ast::CommentDef::WithoutEq(s) => s.clone(),
        });
        self.by_key.insert(key.clone(), self.tables.len());
        self.tables.push(Table::new(name, comment, t.partition_by.as_ref().map(ToString::to_string), at));
        // The table exists now: its own columns and constraints apply at once (what names
        // them elsewhere waits in `pending` for `settle`).
        for c in &t.columns {
            self.column(&key, c, at);
        }
        for c in &t.constraints {
            self.constraint(&key, c, at);
        }
    }

    fn alter(&mut self, table: &str, name: &str, op: &AlterTableOperation, at: At) {
        match op {
            AlterTableOperation::AddConstraint { constraint, .. } => {
                self.pending.push(Pending::Constraint(table.to_owned(), constraint.clone(), at));
            }
            AlterTableOperation::AddColumn { column_def, .. } => {
                self.pending.push(Pending::Column(table.to_owned(), column_def.clone(), at));
            }
            AlterTableOperation::OwnerTo { .. } => self.skip(Skipped::Owner, at, name.to_owned()),
            AlterTableOperation::AttachPartitionOf { partition, .. } => {
                self.partitions.insert(key_of(&last_part(partition)), table.to_owned());
                self.skip(Skipped::Partition, at, last_part(partition));
            }
            AlterTableOperation::AlterColumn {
                op: sqlparser::ast::AlterColumnOperation::SetDefault { value },
                column_name,
            } => {
                // pg_dump sets a serial column's default apart: `ALTER COLUMN id SET DEFAULT nextval(…)`.
                let col = key_of(&column_name.value);
                let v = value.to_string();
                if v.to_ascii_lowercase().contains("nextval(") {
                    self.pending.push(Pending::Column(table.to_owned(), marker_column(&col), at));
                }
            }
            _ => self.skip(Skipped::Other, at, name.to_owned()),
        }
    }

    fn comment(&mut self, object: CommentObject, name: &ObjectName, text: Option<&str>, at: At) {
        let Some(text) = text.filter(|t| !t.trim().is_empty()) else { return };
        match object {
            CommentObject::Table => {
                self.pending.push(Pending::TableComment(key_of(&last_part(name)), text.to_owned(), at));
            }
            CommentObject::Column if name.0.len() >= 2 => {
                let column = last_part(name);
                let table = ObjectName(name.0[..name.0.len() - 1].to_vec());
                self.pending.push(Pending::ColumnComment(
                    key_of(&last_part(&table)),
                    key_of(&column),
                    text.to_owned(),
                    at,
                ));
            }
            _ => self.skip(Skipped::Session, at, last_part(name)),
        }
    }

    /// Applies what waited for its table: columns first, then constraints, unique indexes and
    /// comments, so their order in the files does not matter.
    pub fn settle(&mut self) {
        let pending = std::mem::take(&mut self.pending);
        let (columns, rest): (Vec<Pending>, Vec<Pending>) =
            pending.into_iter().partition(|p| matches!(p, Pending::Column(..)));
        for p in columns.into_iter().chain(rest) {
            self.apply(p);
        }
        for t in &mut self.tables {
            for k in &t.primary_key.clone() {
                if let Some(c) = t.column_mut(k) {
                    c.not_null = true;
                }
            }
        }
    }

    fn apply(&mut self, p: Pending) {
        let table = match &p {
            Pending::Constraint(t, _, at)
            | Pending::Column(t, _, at)
            | Pending::Unique(t, _, at)
            | Pending::TableComment(t, _, at) => (t.clone(), *at),
            Pending::ColumnComment(t, _, _, at) => (t.clone(), *at),
        };
        if self.table(&table.0).is_none() {
            if !self.partitions.contains_key(&table.0) && !self.views.contains(&table.0) {
                self.unknown_tables.push((table.1, table.0));
            }
            return;
        }
        match p {
            Pending::Column(t, def, at) => self.column(&t, &def, at),
            Pending::Constraint(t, c, at) => self.constraint(&t, &c, at),
            Pending::Unique(t, cols, _) => {
                if let Some(table) = self.table_mut(&t) {
                    push_unique(table, cols);
                }
            }
            Pending::TableComment(t, text, _) => {
                if let Some(table) = self.table_mut(&t) {
                    table.comment = Some(text);
                }
            }
            Pending::ColumnComment(t, c, text, _) => {
                if let Some(col) = self.table_mut(&t).and_then(|t| t.column_mut(&c)) {
                    col.comment = Some(text);
                }
            }
        }
    }

    fn column(&mut self, table: &str, def: &ColumnDef, at: At) {
        let key = key_of(&def.name.value);
        let mut col = Column {
            name: def.name.value.clone(),
            ty: def.data_type.clone(),
            not_null: false,
            generated_id: is_serial(&def.data_type),
            clauses: Vec::new(),
            comment: None,
        };
        let mut constraints = Vec::new();
        for o in &def.options {
            match &o.option {
                ColumnOption::NotNull => col.not_null = true,
                ColumnOption::Default(e) => {
                    let sql = e.to_string();
                    col.generated_id |= sql.to_ascii_lowercase().contains("nextval(");
                    col.clauses.push(format!("DEFAULT {sql}"));
                }
                ColumnOption::Comment(c) => col.comment = Some(c.clone()),
                ColumnOption::PrimaryKey(_) => constraints.push(TableConstraint::PrimaryKey(pk_of(&key))),
                ColumnOption::Unique(_) => {
                    if let Some(t) = self.table_mut(table) {
                        push_unique(t, vec![key.clone()]);
                    }
                }
                ColumnOption::ForeignKey(fk) => {
                    let mut fk = fk.clone();
                    fk.columns = vec![def.name.clone()];
                    constraints.push(TableConstraint::ForeignKey(fk));
                }
                ColumnOption::Check(c) => col.clauses.push(format!("CHECK ({})", c.expr)),
                ColumnOption::Generated { generation_expr: None, .. } => col.generated_id = true,
                ColumnOption::DialectSpecific(tokens) => {
                    let words = tokens.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ");
                    let lower = words.to_ascii_lowercase();
                    col.generated_id |= lower.contains("auto_increment") || lower.contains("autoincrement");
                }
                ColumnOption::Identity(_) => col.generated_id = true,
                ColumnOption::Generated { .. }
                | ColumnOption::OnUpdate(_)
                | ColumnOption::Materialized(_)
                | ColumnOption::Alias(_) => {
                    col.clauses.push(o.option.to_string());
                }
                _ => {}
            }
        }
        let Some(t) = self.table_mut(table) else { return };
        match t.column_mut(&key) {
            // `ALTER COLUMN … SET DEFAULT nextval(…)`: a marker for an existing column.
            Some(existing) if def.data_type == DataType::Unspecified => existing.generated_id = true,
            Some(existing) => {
                let kept = existing.name.clone();
                let table = t.name.clone();
                self.same_names.push(SameName { at, table, kept, dropped: col.name });
            }
            None if def.data_type == DataType::Unspecified => {}
            None => t.push_column(key, col),
        }
        for c in constraints {
            self.constraint(table, &c, at);
        }
    }

    fn constraint(&mut self, table: &str, c: &TableConstraint, at: At) {
        match c {
            TableConstraint::PrimaryKey(pk) => {
                let cols: Vec<String> = pk.columns.iter().filter_map(|c| plain_column(&c.column.expr)).collect();
                if let Some(t) = self.table_mut(table) {
                    if t.primary_key.is_empty() {
                        t.primary_key = cols;
                    }
                }
            }
            TableConstraint::Unique(u) => {
                let cols: Vec<String> = u.columns.iter().filter_map(|c| plain_column(&c.column.expr)).collect();
                if let Some(t) = self.table_mut(table) {
                    push_unique(t, cols);
                }
            }
            TableConstraint::ForeignKey(fk) => {
                let new = ForeignKey {
                    table: table.to_owned(),
                    columns: fk.columns.iter().map(|c| key_of(&c.value)).collect(),
                    target: key_of(&last_part(&fk.foreign_table)),
                    target_columns: fk.referred_columns.iter().map(|c| key_of(&c.value)).collect(),
                    at,
                    inferred: false,
                };
                if self.declared.insert((new.table.clone(), new.columns.clone(), new.target.clone())) {
                    self.foreign_keys.push(new);
                }
            }
            TableConstraint::Check(ch) => {
                if let Some(t) = self.table_mut(table) {
                    t.checks.push(format!("CHECK ({})", ch.expr));
                }
            }
            _ => {}
        }
    }
}

fn push_unique(t: &mut Table, cols: Vec<String>) {
    if !cols.is_empty() && t.unique_seen.insert(cols.clone()) {
        t.unique.push(cols);
    }
}

/// A primary key on one column (from `col … PRIMARY KEY`).
fn pk_of(column: &str) -> sqlparser::ast::PrimaryKeyConstraint {
    sqlparser::ast::PrimaryKeyConstraint {
        name: None,
        index_name: None,
        index_type: None,
        columns: vec![sqlparser::ast::IndexColumn {
            column: sqlparser::ast::OrderByExpr {
                expr: Expr::Identifier(sqlparser::ast::Ident::new(column)),
                options: sqlparser::ast::OrderByOptions { sort: None, nulls_first: None },
                with_fill: None,
            },
            operator_class: None,
        }],
        include: Vec::new(),
        index_options: Vec::new(),
        characteristics: None,
    }
}

/// A column with no type: says only "this column is filled by a sequence".
fn marker_column(name: &str) -> ColumnDef {
    ColumnDef { name: sqlparser::ast::Ident::new(name), data_type: DataType::Unspecified, options: Vec::new() }
}

/// The key of a plain column reference (`a`, `t.a`), else `None` (an expression).
pub(crate) fn plain_column(e: &Expr) -> Option<String> {
    match e {
        Expr::Identifier(i) => Some(key_of(&i.value)),
        Expr::CompoundIdentifier(parts) => parts.last().map(|i| key_of(&i.value)),
        _ => None,
    }
}

/// `SERIAL`, `BIGSERIAL`, `SMALLSERIAL` (a custom type name in sqlparser).
fn is_serial(ty: &DataType) -> bool {
    matches!(ty, DataType::Custom(name, _) if last_part(name).to_ascii_lowercase().ends_with("serial"))
}

/// The kind of a statement the ER model does not take, and the name of its object.
fn skipped_kind(s: &Statement) -> (Skipped, String) {
    let text = s.to_string();
    let first_word = text.split_whitespace().take(3).collect::<Vec<_>>().join(" ");
    if text.starts_with("ALTER ") && text.contains(" OWNER TO ") {
        return (Skipped::Owner, first_word);
    }
    match s {
        Statement::CreateView(v) => (Skipped::View, last_part(&v.name)),
        Statement::CreateFunction(f) => (Skipped::Function, last_part(&f.name)),
        Statement::CreateProcedure { name, .. } => (Skipped::Function, last_part(name)),
        Statement::CreateAggregate(_) => (Skipped::Function, first_word),
        Statement::CreateTrigger(t) => (Skipped::Trigger, last_part(&t.name)),
        Statement::CreateSequence { name, .. } => (Skipped::Sequence, last_part(name)),
        Statement::Grant(_)
        | Statement::Revoke(_)
        | Statement::CreateRole(_)
        | Statement::GrantRole(_)
        | Statement::RevokeRole(_) => (Skipped::Grant, first_word),
        Statement::Drop { names, .. } => (Skipped::Drop, names.first().map(last_part).unwrap_or_default()),
        Statement::Set(_)
        | Statement::Use(_)
        | Statement::CreateDatabase { .. }
        | Statement::CreateSchema { .. }
        | Statement::CreateExtension(_)
        | Statement::StartTransaction { .. }
        | Statement::Commit { .. }
        | Statement::Rollback { .. }
        | Statement::Pragma { .. } => (Skipped::Session, first_word),
        _ => (Skipped::Other, first_word),
    }
}

/// The name of the object a statement the parser rejected is about: the word after its
/// kind (`CREATE TRIGGER t BEFORE …` → `t`), else its first words.
pub(crate) fn object_name_of_text(text: &str) -> String {
    const KINDS: [&str; 9] =
        ["view", "function", "procedure", "aggregate", "trigger", "sequence", "index", "domain", "type"];
    let words: Vec<&str> = text.split_whitespace().take(8).collect();
    let after =
        words.iter().position(|w| KINDS.contains(&w.to_ascii_lowercase().as_str())).and_then(|i| words.get(i + 1));
    match after {
        Some(name) => {
            name.split('(').next().unwrap_or(name).rsplit('.').next().unwrap_or(name).trim_matches('"').to_owned()
        }
        None => words.iter().take(4).copied().collect::<Vec<_>>().join(" "),
    }
}

/// The kind of a statement the parser rejected, from its first words, when it is one the
/// model would skip anyway (`ALTER DOMAIN … OWNER TO`, a function body in another language):
/// it is then counted with its kind instead of reported as an error.
pub(crate) fn skipped_kind_of_text(text: &str) -> Option<Skipped> {
    let lower = text.to_ascii_lowercase();
    let words: Vec<&str> = lower.split_whitespace().take(6).collect();
    let has = |w: &str| words.contains(&w);
    let first = *words.first()?;
    if first == "alter" && lower.contains(" owner to ") {
        return Some(Skipped::Owner);
    }
    Some(match first {
        "create" | "alter" | "drop" if has("view") => Skipped::View,
        "create" | "alter" if has("function") || has("procedure") || has("aggregate") => Skipped::Function,
        "create" | "alter" if has("trigger") => Skipped::Trigger,
        "create" | "alter" if has("sequence") => Skipped::Sequence,
        "create" | "alter" if has("index") => Skipped::Index,
        "grant" | "revoke" => Skipped::Grant,
        "drop" => Skipped::Drop,
        "if" | "begin" | "end" | "while" | "declare" | "exec" | "execute" | "print" => Skipped::Session,
        "set" | "use" | "commit" | "pragma" | "select" if !lower.contains(" from ") => Skipped::Session,
        "create" | "alter" if has("database") || has("schema") || has("extension") => Skipped::Session,
        _ => return None,
    })
}
