//! The migration plan: the in-place statements in a safe order (keyspaces, types, tables,
//! columns and options, indexes, views; drops last), and for every table Cassandra cannot
//! change in place a rebuild (new table, dual write, backfill, switch reads, drop the old),
//! never a `DROP TABLE` followed by a `CREATE TABLE` of the same name.

use super::change::{Change, ChangeKind, Class};
use super::{Diff, Side, pair_columns, pair_tables};
use crate::cql::qualified;
use crate::cql::quote_identifier;
use crate::logical::{Origin, Role, Table};
use crate::msg;
use crate::text::Text;
use rustc_hash::{FxHashMap, FxHashSet};
use serde::Serialize;

/// When a statement runs: the order of the script.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// `CREATE` / `ALTER KEYSPACE`.
    Keyspaces,
    /// `CREATE` / `ALTER TYPE`: before the tables using them.
    Types,
    /// `CREATE TABLE`.
    Tables,
    /// `ALTER TABLE … ADD / RENAME / WITH`.
    Columns,
    /// `CREATE INDEX`: after their tables.
    Indexes,
    /// `CREATE MATERIALIZED VIEW`: after their base tables.
    Views,
    /// `DROP …`: last, commented out unless drops are allowed.
    Drops,
}

/// One statement of the plan, with why it is there.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Statement {
    /// When it runs.
    pub phase: Phase,
    /// The CQL, ending with `;`.
    pub cql: String,
    /// It loses data or a structure (written commented out unless drops are allowed).
    pub drop: bool,
    /// The change it applies.
    #[serde(serialize_with = "english")]
    pub why: Text,
}

fn english<S: serde::Serializer>(t: &Text, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&t.en())
}

/// A table Cassandra cannot change in place, moved to a new table in five steps.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Rebuild {
    /// The keyspace of the old table.
    pub keyspace: String,
    /// The table in use now.
    pub old_table: String,
    /// The keyspace of the new table.
    pub new_keyspace: String,
    /// The table to create (the model's name, or the model's name with `_v2` when the model
    /// keeps the old name: a table is never dropped and created again under one name).
    pub new_table: String,
    /// Why: the changes Cassandra refuses in place.
    #[serde(serialize_with = "english_list")]
    pub reasons: Vec<Text>,
    /// Step 1: `CREATE TABLE` (and its indexes).
    pub create: String,
    /// Step 2: the logged batch the application writes to both tables (bound values `?`).
    pub dual_write: String,
    /// Step 3: copying the existing rows (cqlsh `COPY`, or DSBulk for large tables).
    pub backfill: Vec<String>,
    /// New columns the old table has no value for (left empty by the backfill).
    pub unfilled: Vec<String>,
    /// The backfill's column pairs: the old table's column → the new table's (what step 3
    /// copies; a rehearsal on a cluster copies the same).
    #[serde(skip)]
    pub copied: Vec<(String, String)>,
    /// Step 4: the queries whose reads move to the new table.
    pub queries: Vec<String>,
    /// Step 5: `DROP TABLE` of the old table.
    pub drop_old: String,
}

/// A lighter way to serve a new query: an index on a table that already holds its columns.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct IndexOffer {
    /// The new query.
    pub query: String,
    /// The table the model adds for it.
    pub new_table: String,
    /// The existing table that could serve it.
    pub keyspace: String,
    /// Its name.
    pub table: String,
    /// `CREATE INDEX … USING 'sai'` statements (Cassandra 5.0 and later).
    pub statements: Vec<String>,
}

/// Everything a migration from one model to another takes.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Plan {
    /// In-place statements and drops, in the order they run.
    pub statements: Vec<Statement>,
    /// Tables moved to new ones.
    pub rebuilds: Vec<Rebuild>,
    /// Indexes that could serve a new query instead of a new table.
    pub offers: Vec<IndexOffer>,
    /// What the plan cannot do by statements (a type's field dropped or retyped, an option
    /// set back to its default), for the user.
    #[serde(serialize_with = "english_list")]
    pub notes: Vec<Text>,
}

fn english_list<S: serde::Serializer>(list: &[Text], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(list.iter().map(Text::en))
}

/// Plans the migration from `old` to `new` for the changes `diff` found.
pub fn plan(diff: &Diff, old: &Side<'_>, new: &Side<'_>) -> Plan {
    let mut out = Plan::default();
    let new_index = new.project.index();
    let taken: FxHashSet<(&str, &str)> =
        old.model.tables.iter().chain(&new.model.tables).map(|t| (t.keyspace.as_str(), t.name.as_str())).collect();
    // What Cassandra refuses in place, by table (as named in the new model).
    let mut impossible: FxHashMap<(&str, &str), Vec<Text>> = FxHashMap::default();
    for c in diff.changes.iter().filter(|c| c.class == Class::Impossible) {
        if let (Some(k), Some(t)) = (&c.keyspace, &c.table) {
            impossible.entry((k.as_str(), t.as_str())).or_default().push(c.kind.describe());
        }
    }
    let tables: Tables<'_> = new.model.tables.iter().map(|t| ((t.keyspace.as_str(), t.name.as_str()), t)).collect();
    // Tables to rebuild: a pair with a change Cassandra refuses in place.
    let mut rebuilt: FxHashSet<(String, String)> = FxHashSet::default();
    for (o, n) in pair_tables(&old.model.tables, &new.model.tables) {
        let (Some(o), Some(n)) = (o, n) else { continue };
        let Some(reasons) = impossible.remove(&(n.keyspace.as_str(), n.name.as_str())) else { continue };
        if n.view_of.is_some() {
            continue;
        }
        rebuilt.insert((n.keyspace.clone(), n.name.clone()));
        if let Some(problem) = cannot_create(new, n) {
            out.notes.push(Text::labelled(&format!("{}.{}", n.keyspace, n.name), &problem));
            continue;
        }
        out.rebuilds.push(rebuild(&new_index, o, n, reasons, &taken));
    }
    for c in &diff.changes {
        let place = (c.keyspace.clone().unwrap_or_default(), c.table.clone().unwrap_or_default());
        if rebuilt.contains(&place) {
            continue;
        }
        statements(c, new, &tables, &new_index, &mut out);
    }
    out.statements.sort_by_key(|s| s.phase);
    drop_order(&mut out.statements);
    out.offers = offers(diff, old, new);
    out
}

/// A model's tables by keyspace and name.
type Tables<'a> = FxHashMap<(&'a str, &'a str), &'a Table>;

/// Drops in dependency order: views, indexes, columns, tables, types, keyspaces.
fn drop_order(statements: &mut [Statement]) {
    let rank = |s: &Statement| {
        const ORDER: [&str; 6] =
            ["DROP MATERIALIZED VIEW", "DROP INDEX", "ALTER TABLE", "DROP TABLE", "DROP TYPE", "DROP KEYSPACE"];
        if s.phase == Phase::Drops { ORDER.iter().position(|p| s.cql.starts_with(p)).unwrap_or(0) } else { 0 }
    };
    statements.sort_by_key(|s| (s.phase, rank(s)));
}

fn statement(out: &mut Plan, phase: Phase, cql: String, drop: bool, why: Text) {
    out.statements.push(Statement { phase, cql, drop, why });
}

fn find<'a>(tables: &Tables<'a>, keyspace: &str, name: &str) -> Option<&'a Table> {
    tables.get(&(keyspace, name)).copied()
}

/// The statements applying one change in place (none for changes of the model only, and
/// notes for those no statement can apply).
fn statements(c: &Change, new: &Side<'_>, tables: &Tables<'_>, index: &crate::project::Index<'_>, out: &mut Plan) {
    use ChangeKind as K;
    let why = c.describe();
    let ks = c.keyspace.as_deref().unwrap_or_default();
    let name = c.table.as_deref().unwrap_or_default();
    let table = qualified(ks, name);
    let mut skipped = Vec::new();
    if c.class != Class::ModelOnly && has_break(c) {
        out.notes.push(msg!("diff-note-name-holds-line-break-control-character", why = why));
        return;
    }
    // A keyspace whose name export refuses is never written, and neither is anything in it.
    if let Some(problem) =
        c.keyspace.as_deref().filter(|_| c.class != Class::ModelOnly).and_then(crate::derive::schema_name_problem)
    {
        out.notes.push(Text::labelled(ks, &problem));
        return;
    }
    match &c.kind {
        K::KeyspaceAdded { .. } => {
            if let Some(k) = new.project.physical.keyspaces.iter().find(|k| k.name == ks) {
                let cql = format!(
                    "CREATE KEYSPACE IF NOT EXISTS {} WITH {};",
                    quote_identifier(ks),
                    super::schema::replication_text(k)
                );
                statement(out, Phase::Keyspaces, cql, false, why);
            }
        }
        K::ReplicationChanged { to, .. } => {
            let cql = format!("ALTER KEYSPACE {} WITH {to};", quote_identifier(ks));
            statement(out, Phase::Keyspaces, cql, false, why);
            out.notes.push(msg!("diff-note-after-changing-replication-run-full-repair", ks = ks.to_string()));
        }
        K::KeyspaceRemoved { .. } => {
            statement(out, Phase::Drops, format!("DROP KEYSPACE IF EXISTS {};", quote_identifier(ks)), true, why);
        }
        K::TypeAdded { .. } => {
            if let Some(u) = new.model.udts.iter().find(|u| u.keyspace == ks && u.name == name) {
                let mut s = String::new();
                crate::export::schema::create_type(u, &mut s);
                statement(out, Phase::Types, s.trim().to_owned(), false, why);
            }
        }
        K::TypeFieldAdded { field, ty } => {
            statement(
                out,
                Phase::Types,
                format!("ALTER TYPE {table} ADD {} {ty};", quote_identifier(field)),
                false,
                why,
            );
        }
        K::TypeRemoved { .. } => statement(out, Phase::Drops, format!("DROP TYPE IF EXISTS {table};"), true, why),
        K::TypeFieldRemoved { .. } | K::TypeFieldTypeChanged { .. } => {
            out.notes.push(Text::labelled(
                &format!("{ks}.{name}"),
                &msg!("diff-note-cassandra-cannot-drop-field-type-change"),
            ));
        }
        K::TableAdded { .. } | K::ViewAdded { .. } => {
            let Some(t) = find(tables, ks, name) else { return };
            if let Some(problem) = cannot_create(new, t) {
                out.notes.push(Text::labelled(&format!("{ks}.{name}"), &problem));
                return;
            }
            let mut s = String::new();
            if t.view_of.is_some() {
                crate::export::schema::view(index, index.project.target(), t, &mut skipped, &mut s);
                statement(out, Phase::Views, s.trim().to_owned(), false, why.clone());
            } else {
                crate::export::schema::table(index, index.project.target(), t, &mut skipped, &mut s);
                statement(out, Phase::Tables, s.trim().to_owned(), false, why.clone());
            }
            for i in t.all_indexes() {
                let mut s = String::new();
                crate::export::schema::create_index(t, &i, &mut skipped, &mut s);
                statement(out, Phase::Indexes, s.trim().to_owned(), false, why.clone());
            }
        }
        K::TableRemoved { .. } => statement(out, Phase::Drops, format!("DROP TABLE IF EXISTS {table};"), true, why),
        K::ViewRemoved { .. } => {
            statement(out, Phase::Drops, format!("DROP MATERIALIZED VIEW IF EXISTS {table};"), true, why);
        }
        K::ViewChanged { .. } => {
            let Some(t) = find(tables, ks, name) else { return };
            statement(out, Phase::Views, format!("DROP MATERIALIZED VIEW IF EXISTS {table};"), true, why.clone());
            let mut s = String::new();
            crate::export::schema::view(index, index.project.target(), t, &mut skipped, &mut s);
            statement(out, Phase::Views, s.trim().to_owned(), false, why);
            out.notes.push(Text::labelled(
                &format!("{ks}.{name}"),
                &msg!("diff-note-materialized-view-cannot-change-columns-key"),
            ));
        }
        K::ColumnAdded { column, ty, is_static } => {
            let st = if *is_static { " STATIC" } else { "" };
            statement(
                out,
                Phase::Columns,
                format!("ALTER TABLE {table} ADD {} {ty}{st};", quote_identifier(column)),
                false,
                why,
            );
        }
        K::ColumnRemoved { column } => {
            statement(out, Phase::Drops, format!("ALTER TABLE {table} DROP {};", quote_identifier(column)), true, why);
        }
        K::ColumnRenamed { from, to, key: true } => {
            let cql = format!("ALTER TABLE {table} RENAME {} TO {};", quote_identifier(from), quote_identifier(to));
            statement(out, Phase::Columns, cql, false, why);
            let indexed = find(tables, ks, name).is_some_and(|t| !t.all_indexes().is_empty())
                || new.model.tables.iter().any(|v| v.keyspace == ks && v.view_of.as_deref() == Some(name));
            if indexed {
                out.notes.push(Text::labelled(
                    &format!("{ks}.{name}"),
                    &msg!("diff-note-cassandra-renames-no-column-table-indexes", from = from.to_string()),
                ));
            }
        }
        K::ColumnRenamed { from, to, key: false } => {
            let Some(t) = find(tables, ks, name) else { return };
            let Some(col) = t.column(to) else { return };
            let st = if col.role == Role::Static { " STATIC" } else { "" };
            let cql = format!("ALTER TABLE {table} ADD {} {}{st};", quote_identifier(to), col.ty);
            statement(out, Phase::Columns, cql, false, why.clone());
            statement(out, Phase::Drops, format!("ALTER TABLE {table} DROP {};", quote_identifier(from)), true, why);
            out.notes.push(Text::labelled(
                &format!("{ks}.{name}"),
                &msg!(
                    "diff-note-cassandra-renames-only-primary-key-columns",
                    from = from.to_string(),
                    to = to.to_string()
                ),
            ));
        }
        K::MaskChanged { column, to, .. } => {
            let col = quote_identifier(column);
            let cql = match to {
                Some(mask) if crate::cql::is_valid_mask(mask) => {
                    format!("ALTER TABLE {table} ALTER {col} MASKED WITH {};", mask.trim())
                }
                Some(_) => return,
                None => format!("ALTER TABLE {table} ALTER {col} DROP MASKED;"),
            };
            statement(out, Phase::Columns, cql, false, why);
        }
        K::OptionChanged { option, to: Some(value), .. } => {
            let what =
                if find(tables, ks, name).is_some_and(|t| t.view_of.is_some()) { "MATERIALIZED VIEW" } else { "TABLE" };
            statement(out, Phase::Columns, format!("ALTER {what} {table} WITH {option} = {value};"), false, why);
        }
        K::OptionChanged { option, to: None, .. } => {
            out.notes.push(Text::labelled(
                &format!("{ks}.{name}"),
                &msg!("diff-note-option-no-longer-set-set-back", option = option.to_string()),
            ));
        }
        K::IndexAdded { name: index_name } | K::IndexChanged { name: index_name } => {
            let Some(t) = find(tables, ks, name) else { return };
            let Some(i) = t.all_indexes().into_iter().find(|i| &i.effective_name(&t.name) == index_name) else {
                return;
            };
            if matches!(c.kind, K::IndexChanged { .. }) {
                let cql = format!("DROP INDEX IF EXISTS {};", qualified(ks, index_name));
                statement(out, Phase::Indexes, cql, true, why.clone());
            }
            let mut s = String::new();
            crate::export::schema::create_index(t, &i, &mut skipped, &mut s);
            statement(out, Phase::Indexes, s.trim().to_owned(), false, why);
        }
        K::IndexRemoved { name: index_name } => {
            statement(out, Phase::Drops, format!("DROP INDEX IF EXISTS {};", qualified(ks, index_name)), true, why);
        }
        // Model-only changes, and impossible table changes (their tables are rebuilt).
        _ => {}
    }
    for s in skipped {
        out.notes.push(Text::from(s));
    }
}

/// Why `schema.cql` would leave a table out (a name CQL cannot take, a statement Cassandra
/// would refuse), or `None`: the plan leaves out the same tables.
fn cannot_create(side: &Side<'_>, t: &Table) -> Option<Text> {
    crate::derive::schema_name_problem(&t.name)
        .or_else(|| crate::derive::schema_name_problem(&t.keyspace))
        .or_else(|| crate::export::rules::table_problem(side.project, side.model, t))
}

/// A name of the change holds a character no CQL text may carry as it is.
fn has_break(c: &Change) -> bool {
    fn any(v: &serde_json::Value) -> bool {
        match v {
            serde_json::Value::String(s) => s.chars().any(crate::cql::breaks_text),
            serde_json::Value::Array(a) => a.iter().any(any),
            serde_json::Value::Object(o) => o.values().any(any),
            _ => false,
        }
    }
    serde_json::to_value(c).is_ok_and(|v| any(&v))
}

/// The new table's name: the model's, or when the model keeps the old table's name, the
/// first of `name_v2`, `name_v3`… no table of either model has.
fn rebuilt_name(o: &Table, n: &Table, taken: &FxHashSet<(&str, &str)>) -> String {
    if o.keyspace != n.keyspace || o.name != n.name {
        return n.name.clone();
    }
    (2..)
        .map(|v| format!("{}_v{v}", n.name))
        .find(|c| !taken.contains(&(n.keyspace.as_str(), c.as_str())))
        .unwrap_or_default()
}

fn rebuild(
    index: &crate::project::Index<'_>,
    o: &Table,
    n: &Table,
    reasons: Vec<Text>,
    taken: &FxHashSet<(&str, &str)>,
) -> Rebuild {
    let new_name = rebuilt_name(o, n, taken);
    let mut target = n.clone();
    target.name.clone_from(&new_name);
    // Index names are unique in a keyspace: a named index of the old table gets the suffix.
    let suffix = new_name.strip_prefix(n.name.as_str()).unwrap_or_default().to_owned();
    for i in &mut target.indexes {
        if let Some(name) = &mut i.name {
            name.push_str(&suffix);
        }
    }
    let mut skipped = Vec::new();
    let mut create = String::new();
    crate::export::schema::table(index, index.project.target(), &target, &mut skipped, &mut create);
    for i in target.all_indexes() {
        crate::export::schema::create_index(&target, &i, &mut skipped, &mut create);
    }
    let old_q = qualified(&o.keyspace, &o.name);
    let new_q = qualified(&target.keyspace, &target.name);
    let insert = |t: &Table, q: &str| {
        let cols: Vec<String> =
            t.columns.iter().filter(|c| !c.ty.is_counter()).map(|c| quote_identifier(&c.name)).collect();
        let marks = vec!["?"; cols.len()].join(", ");
        format!("  INSERT INTO {q} ({}) VALUES ({marks});", cols.join(", "))
    };
    let dual_write = format!("BEGIN BATCH\n{}\n{}\nAPPLY BATCH;", insert(o, &old_q), insert(&target, &new_q));
    let pairs = pair_columns(o, n);
    let mut from_cols = Vec::new();
    let mut to_cols = Vec::new();
    let mut unfilled = Vec::new();
    let mut copied = Vec::new();
    for c in &n.columns {
        match pairs.get(c.name.as_str()) {
            Some(was) => {
                from_cols.push(quote_identifier(&was.name));
                to_cols.push(quote_identifier(&c.name));
                copied.push((was.name.clone(), c.name.clone()));
            }
            None => unfilled.push(c.name.clone()),
        }
    }
    let file = format!("{}.{}.csv", o.keyspace, o.name)
        .replace(|c: char| !(c.is_ascii_alphanumeric() || c == '.' || c == '_'), "_");
    let backfill = vec![
        format!("COPY {old_q} ({}) TO '{file}' WITH HEADER = false;", from_cols.join(", ")),
        format!("COPY {new_q} ({}) FROM '{file}' WITH HEADER = false;", to_cols.join(", ")),
    ];
    let queries = n.queries.iter().map(|q| q.to_string()).collect();
    Rebuild {
        keyspace: o.keyspace.clone(),
        old_table: o.name.clone(),
        new_keyspace: target.keyspace.clone(),
        new_table: new_name,
        reasons,
        create: create.trim().to_owned(),
        dual_write,
        backfill,
        unfilled,
        copied,
        queries,
        drop_old: format!("DROP TABLE IF EXISTS {old_q};"),
    }
}

/// For each table added for a new query: an existing table holding every column it needs,
/// whose key can be searched by SAI indexes on the new table's key columns.
fn offers<'a>(diff: &Diff, old: &Side<'a>, new: &Side<'_>) -> Vec<IndexOffer> {
    let new_queries: FxHashSet<&str> = diff
        .changes
        .iter()
        .filter_map(|c| match &c.kind {
            ChangeKind::QueryAdded { id, .. } => Some(id.as_str()),
            _ => None,
        })
        .collect();
    let kept: FxHashSet<(&str, &str)> =
        new.model.tables.iter().map(|t| (t.keyspace.as_str(), t.name.as_str())).collect();
    let mut out = Vec::new();
    for c in &diff.changes {
        let ChangeKind::TableAdded { name } = &c.kind else { continue };
        let Some(n) =
            new.model.tables.iter().find(|t| Some(t.keyspace.as_str()) == c.keyspace.as_deref() && &t.name == name)
        else {
            continue;
        };
        let Origin::Derived(q) = &n.origin else { continue };
        if !new_queries.contains(q.as_str()) {
            continue;
        }
        // The old table's column for each of the new table's: the same attribute, else name.
        let counterpart = |o: &'a Table, c: &crate::logical::Column| -> Option<&'a crate::logical::Column> {
            let same = |oc: &&crate::logical::Column| match (&c.attribute, &oc.attribute) {
                (Some(a), Some(b)) => a == b,
                _ => oc.name == c.name,
            };
            o.columns.iter().find(same).filter(|oc| oc.ty == c.ty)
        };
        // The same rows: every key column of the old table is a key column of the new one
        // (else an instance would come back once per old row, as a hotel once per POI).
        let same_rows = |o: &'a Table| {
            let key: Vec<&str> = n
                .columns
                .iter()
                .filter(|c| c.role.is_key())
                .filter_map(|c| counterpart(o, c))
                .map(|oc| oc.name.as_str())
                .collect();
            o.columns.iter().filter(|c| c.role.is_key()).all(|c| key.contains(&c.name.as_str()))
        };
        let Some(o) = old.model.tables.iter().find(|o| {
            o.keyspace == n.keyspace
                && o.view_of.is_none()
                && kept.contains(&(o.keyspace.as_str(), o.name.as_str()))
                && n.columns.iter().all(|c| counterpart(o, c).is_some())
                && same_rows(o)
        }) else {
            continue;
        };
        let old_pk: Vec<&str> = o.partition_key().map(|c| c.name.as_str()).collect();
        // The equality search of the new query: its table's partition key.
        let statements: Vec<String> = n
            .partition_key()
            .filter_map(|c| counterpart(o, c))
            .filter(|oc| !old_pk.contains(&oc.name.as_str()))
            .map(|oc| {
                format!(
                    "CREATE INDEX IF NOT EXISTS ON {} ({}) USING 'sai';",
                    qualified(&o.keyspace, &o.name),
                    quote_identifier(&oc.name)
                )
            })
            .collect();
        if statements.is_empty() {
            continue;
        }
        out.push(IndexOffer {
            query: q.to_string(),
            new_table: n.name.clone(),
            keyspace: o.keyspace.clone(),
            table: o.name.clone(),
            statements,
        });
    }
    out
}
