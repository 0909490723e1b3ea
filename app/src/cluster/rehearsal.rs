//! A migration rehearsed on a real cluster (`keyspace-studio diff OLD NEW --rehearse
//! HOST[:PORT]`): the old model's schema and data in scratch keyspaces, then the migration
//! `diff` plans, then a check of what became of every row.
//!
//! 1. the old model's `schema.cql`, and an instance of its ER model loaded through its own
//!    writes (as `prove` loads it);
//! 2. every row of every old table read;
//! 3. the plan run in its order: each in-place statement; each rebuild's new table created
//!    and backfilled by the plan's own column pairs (step 3 of the script: the rows read back
//!    and written into the new table); drops only when allowed — every statement not run is
//!    listed with why, and so is every step the plan leaves to the application or the
//!    operator (dual writes, switching reads, the plan's notes);
//! 4. every old table read again: a table kept keeps every row and every value of the columns
//!    both versions have (a column added is empty); a rebuilt table's new table holds the old
//!    rows under the new key; a table whose drop was not run is untouched;
//! 5. the scratch keyspaces dropped (only those).

use super::prove::data::{Prepared, load};
use super::prove::report::Refusal;
use super::scratch::Scratch;
use super::{Cluster, script};
use model_core::Project;
use model_core::cql::quote_identifier;
use model_core::cql::script::retarget;
use model_core::diff::plan::{Phase, Rebuild};
use model_core::diff::{Side, pair_columns, pair_tables};
use model_core::logical::Table;
use model_core::proof::{InstanceOptions, Value, generate};
use serde::Serialize;
use std::collections::BTreeMap;
use std::sync::atomic::AtomicBool;

/// Rows named in a problem at most (the counts say the rest).
const SHOWN: usize = 3;

/// What a rehearsal is asked to do.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Rows of the largest entity of the old model's instance (`None`: from its estimates).
    pub rows: Option<u32>,
    /// The seed of the generated data.
    pub seed: u64,
    /// Run the drops too (else they are listed as not run).
    pub allow_drop: bool,
}

/// One statement of the migration as rehearsed.
#[derive(Clone, Debug, Serialize)]
pub struct Step {
    /// The statement, in the model's keyspaces.
    pub cql: String,
    /// What it does.
    pub why: String,
    /// The server took it.
    pub ran: bool,
    /// The server's refusal.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub refused: Option<String>,
    /// Why it was not run.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub not_run: Option<String>,
}

/// What became of one old table's rows.
#[derive(Clone, Debug, Serialize)]
pub struct TableCheck {
    /// `keyspace.table` of the old model.
    pub table: String,
    /// `kept`, `rebuilt into KS.T`, `dropped`, or `drop not run`.
    pub fate: String,
    /// Rows before the migration.
    pub rows_before: usize,
    /// Rows after it (in the new table, for a rebuild).
    pub rows_after: usize,
    /// Rows the backfill copied.
    pub backfilled: usize,
    /// Every row and value is where the plan says it is.
    pub holds: bool,
    /// What is not, the first rows of each kind.
    pub problems: Vec<String>,
    /// What the migration did that loses nothing the plan did not say (old rows the new key
    /// merges).
    pub notes: Vec<String>,
}

/// The rehearsal's report.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Rehearsal {
    /// The cluster, `host:port`.
    pub cluster: String,
    /// The model's keyspace → its scratch keyspace.
    pub keyspaces: BTreeMap<String, String>,
    /// Rows the old model's writes put in before the migration.
    pub rows_loaded: usize,
    /// Refusals while setting up (the old schema, its writes, reading the tables).
    pub refused: Vec<Refusal>,
    /// The migration's statements, in the order they ran.
    pub steps: Vec<Step>,
    /// Each old table's rows after the migration.
    pub tables: Vec<TableCheck>,
    /// What the plan leaves to the application or the operator: never done here, listed.
    pub manual: Vec<String>,
}

impl Rehearsal {
    /// No refusal, and every table's rows where the plan says.
    pub fn holds(&self) -> bool {
        self.refused.is_empty() && self.steps.iter().all(|s| s.refused.is_none()) && self.tables.iter().all(|t| t.holds)
    }
}

/// The rows of a table by column name.
type Rows = Vec<BTreeMap<String, Value>>;

/// Rehearses the migration from `old` to `new` on `cluster`.
pub fn rehearse(cluster: &Cluster, old: &Project, new: &Project, options: &Options) -> Rehearsal {
    let old_model = model_core::derive(old).model;
    let new_model = model_core::derive(new).model;
    let old_side = Side { project: old, model: &old_model };
    let new_side = Side { project: new, model: &new_model };
    let diff = model_core::diff::compare(old_side, new_side);
    let plan = model_core::diff::plan(&diff, &old_side, &new_side);
    let mut keyspaces: Vec<String> = Vec::new();
    for k in old
        .physical
        .keyspaces
        .iter()
        .chain(&new.physical.keyspaces)
        .map(|k| &k.name)
        .chain(old_model.tables.iter().chain(&new_model.tables).map(|t| &t.keyspace))
    {
        if !keyspaces.contains(k) {
            keyspaces.push(k.clone());
        }
    }
    let mut out = Rehearsal { cluster: cluster.address.to_string(), ..Rehearsal::default() };
    let scratch = match Scratch::new(cluster, &keyspaces, options.seed ^ super::prove::now_salt()) {
        Ok(s) => s,
        Err(e) => {
            out.refused.push(refusal("cluster", "SELECT … FROM system_schema.keyspaces", e.message));
            return out;
        }
    };
    out.keyspaces = scratch.names.clone();
    set_up(cluster, old, &old_model, &scratch, options, &mut out);
    let before: Vec<(&Table, Rows)> = old_model
        .tables
        .iter()
        .filter(|t| t.view_of.is_none())
        .map(|t| (t, read(cluster, &scratch, &t.keyspace, &t.name, &mut out)))
        .collect();
    if out.refused.is_empty() {
        let backfilled = migrate(cluster, &scratch, &plan, &before, options, &mut out);
        let fates = fates(&old_model.tables, &new_model.tables, &plan.rebuilds);
        for (t, rows) in &before {
            let mut check = check(cluster, &scratch, t, rows, &fates, options.allow_drop, &mut out);
            check.backfilled = backfilled.get(&check.table).copied().unwrap_or(0);
            out.tables.push(check);
        }
        out.manual = manual(&plan, options.allow_drop);
    }
    for e in scratch.drop_all(cluster) {
        out.refused.push(refusal("cleanup", "DROP KEYSPACE", e.message));
    }
    out
}

fn refusal(file: &str, statement: &str, message: String) -> Refusal {
    Refusal { file: file.into(), line: 0, statement: statement.into(), message }
}

/// The old model's schema and data.
fn set_up(
    cluster: &Cluster,
    old: &Project,
    model: &model_core::logical::LogicalModel,
    scratch: &Scratch,
    options: &Options,
    out: &mut Rehearsal,
) {
    let schema = model_core::export::schema_cql(old, model).text;
    let ran = script::run(cluster, &schema, &scratch.names, Some(&scratch.replication));
    for (r, e) in ran.refused() {
        out.refused.push(Refusal {
            file: "schema.cql".into(),
            line: r.line,
            statement: r.statement.clone(),
            message: e.message.clone(),
        });
    }
    let instance = generate(old, &InstanceOptions { rows: options.rows, seed: options.seed });
    let mut prepared = Prepared::new(cluster, scratch);
    let loaded = load(cluster, old, model, &instance, &mut prepared, &mut |_| {}, &AtomicBool::new(false));
    out.rows_loaded = loaded.rows_written;
    out.refused.extend(loaded.refused);
}

/// Every row of `keyspace.name` (the model's names), by column.
fn read(cluster: &Cluster, scratch: &Scratch, keyspace: &str, name: &str, out: &mut Rehearsal) -> Rows {
    let Some(ks) = scratch.names.get(keyspace) else { return Rows::new() };
    let statement = format!("SELECT * FROM {}.{}", quote_identifier(ks), quote_identifier(name));
    match cluster.run(&statement) {
        Ok(o) => o
            .rows
            .into_iter()
            .map(|r| o.columns.iter().cloned().zip(r.into_iter().map(|v| v.normalized())).collect())
            .collect(),
        Err(e) => {
            out.refused.push(refusal("rehearsal", &statement, e.message));
            Rows::new()
        }
    }
}

/// Runs the plan: the in-place statements and (when allowed) the drops in their order, each
/// rebuild's new table after the tables phase, then its backfill from the rows read `before`.
/// Returns the rows each rebuilt table (`keyspace.table` of the old model) had copied.
fn migrate(
    cluster: &Cluster,
    scratch: &Scratch,
    plan: &model_core::diff::Plan,
    before: &[(&Table, Rows)],
    options: &Options,
    out: &mut Rehearsal,
) -> BTreeMap<String, usize> {
    let mut backfilled = None;
    for st in &plan.statements {
        if st.phase > Phase::Tables && backfilled.is_none() {
            backfilled = Some(create_rebuilds(cluster, scratch, &plan.rebuilds, before, out));
        }
        if st.drop && !options.allow_drop {
            held_back(&st.cql, st.why.en(), out);
        } else {
            run_step(cluster, scratch, &st.cql, st.why.en(), out);
        }
    }
    let backfilled = backfilled.unwrap_or_else(|| create_rebuilds(cluster, scratch, &plan.rebuilds, before, out));
    for r in &plan.rebuilds {
        let why = format!("rebuild {}: drop the old table (step 5)", r.old_table);
        if options.allow_drop {
            run_step(cluster, scratch, &r.drop_old, why, out);
        } else {
            held_back(&r.drop_old, why, out);
        }
    }
    backfilled
}

/// A drop not run (drops are not allowed), listed with why.
fn held_back(cql: &str, why: String, out: &mut Rehearsal) {
    out.steps.push(Step {
        cql: cql.to_owned(),
        why,
        ran: false,
        refused: None,
        not_run: Some("a drop: run with --allow-drop".into()),
    });
}

fn run_step(cluster: &Cluster, scratch: &Scratch, cql: &str, why: String, out: &mut Rehearsal) -> bool {
    let ran = script::run(cluster, cql, &scratch.names, Some(&scratch.replication));
    let refused = ran.refused().next().map(|(_, e)| e.message.clone());
    let ok = refused.is_none();
    out.steps.push(Step { cql: cql.to_owned(), why, ran: ok, refused, not_run: None });
    ok
}

/// Each rebuild's step 1 (the new table and its indexes), then step 3 (the backfill, from the
/// old table's rows read `before` the migration: nothing writes the old table meanwhile): the
/// rows copied per old table.
fn create_rebuilds(
    cluster: &Cluster,
    scratch: &Scratch,
    rebuilds: &[Rebuild],
    before: &[(&Table, Rows)],
    out: &mut Rehearsal,
) -> BTreeMap<String, usize> {
    let mut copied = BTreeMap::new();
    for r in rebuilds {
        let why = format!("rebuild {} → {}: create the new table (step 1)", r.old_table, r.new_table);
        let Some((old, rows)) = before.iter().find(|(t, _)| t.keyspace == r.keyspace && t.name == r.old_table) else {
            let refused = Some("the old table's rows were not read before the migration".to_owned());
            out.steps.push(Step { cql: r.create.clone(), why, ran: false, refused, not_run: None });
            continue;
        };
        if run_step(cluster, scratch, &r.create, why, out) {
            copied.insert(format!("{}.{}", r.keyspace, r.old_table), backfill(cluster, scratch, r, old, rows, out));
        }
    }
    copied
}

/// Step 3: the old table's `rows` written into the new one by the plan's column pairs (counter
/// columns added to, as `COPY FROM` does): the rows copied.
fn backfill(cluster: &Cluster, scratch: &Scratch, r: &Rebuild, old: &Table, rows: &Rows, out: &mut Rehearsal) -> usize {
    let target = model_core::cql::qualified(&r.new_keyspace, &r.new_table);
    let is_counter = |from: &str| old.column(from).is_some_and(|c| c.ty.is_counter());
    let (set, key): (Vec<&(String, String)>, Vec<&(String, String)>) =
        r.copied.iter().partition(|(from, _)| is_counter(from));
    let statement = if set.is_empty() {
        let cols: Vec<String> = key.iter().map(|(_, to)| quote_identifier(to)).collect();
        format!("INSERT INTO {target} ({}) VALUES ({})", cols.join(", "), vec!["?"; cols.len()].join(", "))
    } else {
        let sets: Vec<String> = set.iter().map(|(_, to)| format!("{0} = {0} + ?", quote_identifier(to))).collect();
        let wheres: Vec<String> = key.iter().map(|(_, to)| format!("{} = ?", quote_identifier(to))).collect();
        format!("UPDATE {target} SET {} WHERE {}", sets.join(", "), wheres.join(" AND "))
    };
    let order: Vec<&String> = set.iter().chain(&key).map(|(from, _)| from).collect();
    let why = format!("rebuild {} → {}: backfill {} rows (step 3)", r.old_table, r.new_table, rows.len());
    // Written in the model's keyspace, as every other step, and run in the scratch one.
    let prepared = match cluster.prepare(&retarget(&statement, &scratch.names, None)) {
        Ok(p) => p,
        Err(e) => {
            out.steps.push(Step { cql: statement, why, ran: false, refused: Some(e.message), not_run: None });
            return 0;
        }
    };
    let mut refused = None;
    let mut copied = 0;
    for row in rows {
        let values: Vec<Value> = order
            .iter()
            .map(|c| row.get(*c).cloned().unwrap_or(Value::Null))
            .map(|v| if let Value::Counter(n) = v { Value::BigInt(n) } else { v })
            .collect();
        match cluster.execute(&prepared, &values) {
            Ok(_) => copied += 1,
            Err(e) => {
                refused = Some(e.message);
                break;
            }
        }
    }
    out.steps.push(Step { cql: statement, why, ran: refused.is_none(), refused, not_run: None });
    copied
}

/// What the plan does with each old table: `None` kept under its name, or the rebuild.
enum Fate<'a> {
    Kept(&'a Table),
    Rebuilt(&'a Rebuild, &'a Table),
    Removed,
}

fn fates<'a>(old: &'a [Table], new: &'a [Table], rebuilds: &'a [Rebuild]) -> BTreeMap<(String, String), Fate<'a>> {
    let mut out = BTreeMap::new();
    for (o, n) in pair_tables(old, new) {
        let Some(o) = o else { continue };
        let place = (o.keyspace.clone(), o.name.clone());
        let fate = match n {
            Some(n) => match rebuilds.iter().find(|r| r.keyspace == o.keyspace && r.old_table == o.name) {
                Some(r) => Fate::Rebuilt(r, n),
                None => Fate::Kept(n),
            },
            None => Fate::Removed,
        };
        out.insert(place, fate);
    }
    out
}

/// What became of one old table's rows.
fn check(
    cluster: &Cluster,
    scratch: &Scratch,
    old: &Table,
    before: &Rows,
    fates: &BTreeMap<(String, String), Fate<'_>>,
    allow_drop: bool,
    out: &mut Rehearsal,
) -> TableCheck {
    let name = format!("{}.{}", old.keyspace, old.name);
    let mut c = TableCheck {
        table: name,
        fate: String::new(),
        rows_before: before.len(),
        rows_after: 0,
        backfilled: 0,
        holds: true,
        problems: Vec::new(),
        notes: Vec::new(),
    };
    let key = |t: &Table| t.columns.iter().filter(|c| c.role.is_key()).map(|c| c.name.clone()).collect::<Vec<_>>();
    match fates.get(&(old.keyspace.clone(), old.name.clone())) {
        Some(Fate::Kept(n)) => {
            c.fate = "kept".into();
            let after = read(cluster, scratch, &n.keyspace, &n.name, out);
            c.rows_after = after.len();
            let pairs: Vec<(String, String)> =
                pair_columns(old, n).into_iter().map(|(to, from)| (from.name.clone(), to.to_owned())).collect();
            let added: Vec<String> =
                n.columns.iter().map(|c| c.name.clone()).filter(|c| !pairs.iter().any(|(_, to)| to == c)).collect();
            compare_rows(before, &after, &pairs, &key(n), &added, &mut c);
        }
        Some(Fate::Rebuilt(r, n)) => {
            c.fate = format!("rebuilt into {}.{}", r.new_keyspace, r.new_table);
            let after = read(cluster, scratch, &r.new_keyspace, &r.new_table, out);
            c.rows_after = after.len();
            let added: Vec<String> = r.unfilled.clone();
            compare_rows(before, &after, &r.copied, &key(n), &added, &mut c);
            if !allow_drop {
                let still = read(cluster, scratch, &old.keyspace, &old.name, out);
                if still.len() != before.len() {
                    c.holds = false;
                    c.problems.push(format!(
                        "the old table, not dropped, has {} rows, had {}",
                        still.len(),
                        before.len()
                    ));
                }
            }
        }
        Some(Fate::Removed) | None => {
            if allow_drop {
                c.fate = "dropped".into();
            } else {
                c.fate = "drop not run".into();
                let after = read(cluster, scratch, &old.keyspace, &old.name, out);
                c.rows_after = after.len();
                let same: Vec<(String, String)> =
                    old.columns.iter().map(|c| (c.name.clone(), c.name.clone())).collect();
                compare_rows(before, &after, &same, &key(old), &[], &mut c);
            }
        }
    }
    c
}

/// Every old row, its columns renamed by `pairs` (old → new), found in `after` by the new
/// `key` with the same values; `added` columns empty; no row in `after` that no old row
/// gives. Old rows that the new key merges count once (the last write wins; said).
fn compare_rows(
    before: &Rows,
    after: &Rows,
    pairs: &[(String, String)],
    key: &[String],
    added: &[String],
    c: &mut TableCheck,
) {
    let project = |row: &BTreeMap<String, Value>| -> BTreeMap<String, Value> {
        pairs.iter().filter_map(|(from, to)| row.get(from).map(|v| (to.clone(), v.clone()))).collect()
    };
    let key_of = |row: &BTreeMap<String, Value>| -> Vec<Value> {
        key.iter().map(|k| row.get(k).cloned().unwrap_or(Value::Null)).collect()
    };
    let mut expected: BTreeMap<Vec<Value>, Vec<BTreeMap<String, Value>>> = BTreeMap::new();
    for row in before {
        let p = project(row);
        expected.entry(key_of(&p)).or_default().push(p);
    }
    let live: BTreeMap<Vec<Value>, &BTreeMap<String, Value>> = after.iter().map(|r| (key_of(r), r)).collect();
    let mut missing = Vec::new();
    let mut changed = Vec::new();
    let mut merged = 0;
    for (k, rows) in &expected {
        merged += rows.len() - 1;
        let Some(got) = live.get(k) else {
            missing.push(show(k));
            continue;
        };
        let same = |want: &BTreeMap<String, Value>| want.iter().all(|(col, v)| got.get(col).is_none_or(|g| g == v));
        if !rows.iter().any(same) {
            changed.push(show(k));
        }
        if let Some(col) = added.iter().find(|col| got.get(*col).is_some_and(|v| !v.is_null())) {
            changed.push(format!("{} ({col} should be empty)", show(k)));
        }
    }
    let extra: Vec<String> = live.keys().filter(|k| !expected.contains_key(*k)).map(|k| show(k)).collect();
    for (what, list) in [("missing", &missing), ("with other values", &changed), ("no old row gives", &extra)] {
        if !list.is_empty() {
            c.holds = false;
            let first: Vec<&str> = list.iter().take(SHOWN).map(String::as_str).collect();
            c.problems.push(format!("{} rows {what}: {}", list.len(), first.join("; ")));
        }
    }
    if merged > 0 {
        c.notes.push(format!("{merged} old rows share a new key with another (the new key keeps one of each)"));
    }
}

fn show(key: &[Value]) -> String {
    let parts: Vec<String> = key.iter().map(ToString::to_string).collect();
    format!("({})", parts.join(", "))
}

/// What the plan leaves to people: the application's dual writes and switched reads of each
/// rebuild, the drops not run, and the plan's notes.
fn manual(plan: &model_core::diff::Plan, allow_drop: bool) -> Vec<String> {
    let mut out = Vec::new();
    for r in &plan.rebuilds {
        out.push(format!(
            "rebuild {} → {}, step 2: the application writes both tables (a logged batch) from now on",
            r.old_table, r.new_table
        ));
        if !r.unfilled.is_empty() {
            out.push(format!(
                "rebuild {} → {}: the backfill leaves {} empty (the old table lacks them)",
                r.old_table,
                r.new_table,
                r.unfilled.join(", ")
            ));
        }
        let queries = if r.queries.is_empty() { "its reads".to_owned() } else { r.queries.join(", ") };
        out.push(format!(
            "rebuild {} → {}, step 4: switch {queries} to the new table once the backfill is checked",
            r.old_table, r.new_table
        ));
        if !allow_drop {
            out.push(format!(
                "rebuild {} → {}, step 5: drop {} (not run: --allow-drop)",
                r.old_table, r.new_table, r.old_table
            ));
        }
    }
    for o in &plan.offers {
        out.push(format!(
            "{} could read {}.{} through indexes instead of the new table {} (not run)",
            o.query, o.keyspace, o.table, o.new_table
        ));
    }
    for n in &plan.notes {
        out.push(n.en());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(pairs: &[(&str, Value)]) -> BTreeMap<String, Value> {
        pairs.iter().map(|(k, v)| ((*k).to_owned(), v.clone())).collect()
    }

    fn check() -> TableCheck {
        TableCheck {
            table: "ks.t".into(),
            fate: "kept".into(),
            rows_before: 0,
            rows_after: 0,
            backfilled: 0,
            holds: true,
            problems: Vec::new(),
            notes: Vec::new(),
        }
    }

    fn pairs(names: &[(&str, &str)]) -> Vec<(String, String)> {
        names.iter().map(|(a, b)| ((*a).to_owned(), (*b).to_owned())).collect()
    }

    #[test]
    fn a_kept_table_holds_when_every_row_and_value_is_there_and_added_columns_are_empty() {
        let before = vec![
            row(&[("id", Value::Int(1)), ("name", Value::Text("a".into()))]),
            row(&[("id", Value::Int(2)), ("name", Value::Text("b".into()))]),
        ];
        let mut after = before.clone();
        for r in &mut after {
            r.insert("note".into(), Value::Null);
        }
        let mut c = check();
        compare_rows(
            &before,
            &after,
            &pairs(&[("id", "id"), ("name", "name")]),
            &["id".into()],
            &["note".into()],
            &mut c,
        );
        assert!(c.holds, "{:?}", c.problems);
    }

    #[test]
    fn a_row_lost_a_value_changed_a_row_invented_or_an_added_column_filled_is_found() {
        let before = vec![
            row(&[("id", Value::Int(1)), ("name", Value::Text("a".into()))]),
            row(&[("id", Value::Int(2)), ("name", Value::Text("b".into()))]),
        ];
        let after = vec![
            row(&[("id", Value::Int(1)), ("name", Value::Text("changed".into())), ("note", Value::Text("x".into()))]),
            row(&[("id", Value::Int(3)), ("name", Value::Text("c".into()))]),
        ];
        let mut c = check();
        compare_rows(
            &before,
            &after,
            &pairs(&[("id", "id"), ("name", "name")]),
            &["id".into()],
            &["note".into()],
            &mut c,
        );
        assert!(!c.holds);
        let text = c.problems.join("\n");
        for want in [
            "1 rows missing: (2)",
            "2 rows with other values: (1); (1) (note should be empty)",
            "1 rows no old row gives: (3)",
        ] {
            assert!(text.contains(want), "{want} in {text}");
        }
    }

    #[test]
    fn a_rebuild_renames_by_the_plans_pairs_and_says_when_its_key_merges_old_rows() {
        let before = vec![
            row(&[("user", Value::Int(1)), ("at", Value::Int(10)), ("title", Value::Text("a".into()))]),
            row(&[("user", Value::Int(1)), ("at", Value::Int(11)), ("title", Value::Text("b".into()))]),
        ];
        // The new table keys by the user only: one row survives, either old row's values.
        let after = vec![row(&[("owner", Value::Int(1)), ("title", Value::Text("b".into()))])];
        let mut c = check();
        compare_rows(&before, &after, &pairs(&[("user", "owner"), ("title", "title")]), &["owner".into()], &[], &mut c);
        assert!(c.holds, "{:?}", c.problems);
        assert_eq!(c.notes, vec!["1 old rows share a new key with another (the new key keeps one of each)".to_owned()]);
    }
}
