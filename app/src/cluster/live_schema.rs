//! A live schema read from `system_schema` (keyspaces, types, tables, columns, indexes
//! including SAI and vector ones, materialized views, every table option) and written as the
//! CQL a `DESCRIBE KEYSPACE` gives: `CREATE KEYSPACE`, `CREATE TYPE` (a type after the types
//! it uses), `CREATE TABLE`, `CREATE [CUSTOM] INDEX`, `CREATE MATERIALIZED VIEW`. That text
//! goes to the one CQL importer (`model_core::import::cql`), so a live import is exactly the
//! import of the same schema's CQL file, with the same report.
//!
//! System keyspaces (`system`, `system_*`, `dse_*`, `solr_admin`) are read only when named.
//! User-defined functions, aggregates and triggers are not written (the importer would skip
//! them); [`LiveSchema::left_out`] counts them.

use super::{Cluster, Refused};
use model_core::cql::quote_identifier;
use model_core::proof::Value;
use std::collections::BTreeMap;
use std::fmt::Write;

/// A row of a `system_schema` table, by column name.
type Row = BTreeMap<String, Value>;

/// What was read.
#[derive(Clone, Debug, Default)]
pub struct LiveSchema {
    /// The keyspaces read, in name order.
    pub keyspaces: Vec<String>,
    /// Their schema as CQL, in the order `DESCRIBE` writes it.
    pub cql: String,
    /// Functions, aggregates and triggers not written, as `kind keyspace.name`.
    pub left_out: Vec<String>,
}

/// `true` for the keyspaces of the server itself (read only when named).
pub fn is_system(keyspace: &str) -> bool {
    keyspace == "system" || keyspace.starts_with("system_") || keyspace.starts_with("dse_") || keyspace == "solr_admin"
}

/// Reads `named` keyspaces (empty: every keyspace that is not a system one). A keyspace named
/// that the cluster lacks is an error naming it.
pub fn read(cluster: &Cluster, named: &[String]) -> Result<LiveSchema, Refused> {
    let all = cluster.keyspaces()?;
    let mut keyspaces: Vec<String> = if named.is_empty() {
        all.iter().filter(|k| !is_system(k)).cloned().collect()
    } else {
        let mut out = Vec::new();
        for k in named {
            let found = all.iter().find(|a| *a == k || (!k.starts_with('"') && a.eq_ignore_ascii_case(k)));
            match found {
                Some(a) => out.push(a.clone()),
                None => {
                    return Err(Refused {
                        message: format!("the cluster has no keyspace {k} (it has: {})", all.join(", ")),
                    });
                }
            }
        }
        out
    };
    keyspaces.sort();
    keyspaces.dedup();
    let mut out = LiveSchema { keyspaces: keyspaces.clone(), ..LiveSchema::default() };
    for ks in &keyspaces {
        keyspace_cql(cluster, ks, &mut out)?;
    }
    Ok(out)
}

/// The rows of `SELECT * FROM system_schema.<table> WHERE keyspace_name = '<ks>'`.
fn rows(cluster: &Cluster, table: &str, keyspace: &str) -> Result<Vec<Row>, Refused> {
    let o = cluster.run(&format!(
        "SELECT * FROM system_schema.{table} WHERE keyspace_name = {}",
        Value::Text(keyspace.to_owned()).cql_literal()
    ))?;
    Ok(o.rows.into_iter().map(|r| o.columns.iter().cloned().zip(r).collect()).collect())
}

fn text<'r>(row: &'r Row, column: &str) -> &'r str {
    match row.get(column) {
        Some(Value::Text(s) | Value::Ascii(s)) => s,
        _ => "",
    }
}

fn texts(row: &Row, column: &str) -> Vec<String> {
    match row.get(column) {
        Some(Value::List(vs) | Value::Set(vs)) => {
            vs.iter().map(|v| if let Value::Text(s) = v { s.clone() } else { v.cql_literal() }).collect()
        }
        _ => Vec::new(),
    }
}

fn map(row: &Row, column: &str) -> Vec<(String, String)> {
    match row.get(column) {
        Some(Value::Map(kvs)) => kvs
            .iter()
            .map(|(k, v)| {
                let plain = |v: &Value| if let Value::Text(s) = v { s.clone() } else { v.cql_literal() };
                (plain(k), plain(v))
            })
            .collect(),
        _ => Vec::new(),
    }
}

fn map_literal(entries: &[(String, String)]) -> String {
    let parts: Vec<String> = entries.iter().map(|(k, v)| format!("{}: {}", quote(k), quote(v))).collect();
    format!("{{{}}}", parts.join(", "))
}

fn quote(s: &str) -> String {
    format!("'{}'", s.replace('\'', "''"))
}

fn keyspace_cql(cluster: &Cluster, ks: &str, out: &mut LiveSchema) -> Result<(), Refused> {
    let q = quote_identifier(ks);
    let Some(k) = rows(cluster, "keyspaces", ks)?.into_iter().next() else { return Ok(()) };
    let durable = !matches!(k.get("durable_writes"), Some(Value::Boolean(false)));
    let _ = writeln!(
        out.cql,
        "CREATE KEYSPACE {q} WITH replication = {} AND durable_writes = {durable};\n",
        map_literal(&map(&k, "replication"))
    );
    for t in ordered_types(rows(cluster, "types", ks)?) {
        let fields: Vec<String> = texts(&t, "field_names")
            .iter()
            .zip(texts(&t, "field_types"))
            .map(|(n, ty)| format!("    {} {ty}", quote_identifier(n)))
            .collect();
        let _ = writeln!(
            out.cql,
            "CREATE TYPE {q}.{} (\n{}\n);\n",
            quote_identifier(text(&t, "type_name")),
            fields.join(",\n")
        );
    }
    let mut columns: BTreeMap<String, Vec<Row>> = BTreeMap::new();
    for c in rows(cluster, "columns", ks)? {
        columns.entry(text(&c, "table_name").to_owned()).or_default().push(c);
    }
    let mut indexes: BTreeMap<String, Vec<Row>> = BTreeMap::new();
    for i in rows(cluster, "indexes", ks)? {
        indexes.entry(text(&i, "table_name").to_owned()).or_default().push(i);
    }
    let tables = rows(cluster, "tables", ks)?;
    for t in &tables {
        let name = text(t, "table_name");
        let cols = columns.get(name).map(Vec::as_slice).unwrap_or_default();
        let head = format!("CREATE TABLE {q}.{} (\n", quote_identifier(name));
        out.cql.push_str(&head);
        for c in ordered_columns(cols) {
            let statik = if text(c, "kind") == "static" { " static" } else { "" };
            let _ = writeln!(out.cql, "    {} {}{statik},", quote_identifier(text(c, "column_name")), text(c, "type"));
        }
        let _ = writeln!(
            out.cql,
            "    PRIMARY KEY ({})\n){};\n",
            primary_key(cols),
            with_clause(t, cols, &["keyspace_name", "table_name", "id", "flags"])
        );
        for i in indexes.get(name).map(Vec::as_slice).unwrap_or_default() {
            out.cql.push_str(&index_cql(&q, name, i));
        }
    }
    for v in rows(cluster, "views", ks)? {
        let name = text(&v, "view_name");
        let cols = columns.get(name).map(Vec::as_slice).unwrap_or_default();
        let selected = if matches!(v.get("include_all_columns"), Some(Value::Boolean(true))) {
            "*".to_owned()
        } else {
            ordered_columns(cols)
                .iter()
                .map(|c| quote_identifier(text(c, "column_name")))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let _ = writeln!(
            out.cql,
            "CREATE MATERIALIZED VIEW {q}.{} AS\n    SELECT {selected}\n    FROM {q}.{}\n    WHERE {}\n    PRIMARY KEY ({}){};\n",
            quote_identifier(name),
            quote_identifier(text(&v, "base_table_name")),
            text(&v, "where_clause"),
            primary_key(cols),
            with_clause(
                &v,
                cols,
                &[
                    "keyspace_name",
                    "view_name",
                    "base_table_id",
                    "base_table_name",
                    "id",
                    "include_all_columns",
                    "where_clause"
                ]
            ),
        );
        for i in indexes.get(name).map(Vec::as_slice).unwrap_or_default() {
            out.cql.push_str(&index_cql(&q, name, i));
        }
    }
    for (table, kind, column) in [
        ("functions", "function", "function_name"),
        ("aggregates", "aggregate", "aggregate_name"),
        ("triggers", "trigger", "trigger_name"),
    ] {
        // Older servers may lack one of these tables: nothing to leave out then.
        for r in rows(cluster, table, ks).unwrap_or_default() {
            out.left_out.push(format!("{kind} {ks}.{}", text(&r, column)));
        }
    }
    Ok(())
}

/// Types in an order where each follows the types its fields use (then by name).
fn ordered_types(mut types: Vec<Row>) -> Vec<Row> {
    types.sort_by(|a, b| text(a, "type_name").cmp(text(b, "type_name")));
    let mut out: Vec<Row> = Vec::with_capacity(types.len());
    while !types.is_empty() {
        let names: Vec<String> = types.iter().map(|t| text(t, "type_name").to_owned()).collect();
        let uses = |t: &Row, other: &str| {
            other != text(t, "type_name")
                && texts(t, "field_types").iter().any(|ty| {
                    ty.split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '"'))
                        .any(|w| w.trim_matches('"') == other)
                })
        };
        let at = types.iter().position(|t| !names.iter().any(|n| uses(t, n))).unwrap_or(0);
        out.push(types.remove(at));
    }
    out
}

/// Columns as `DESCRIBE` writes them: the partition key and clustering columns by position,
/// then the static columns and then the regular ones, each the single-cell ones first and
/// the multi-cell ones (collections and types not frozen) after, by name.
fn ordered_columns(cols: &[Row]) -> Vec<&Row> {
    let rank = |c: &Row| match text(c, "kind") {
        "partition_key" => 0,
        "clustering" => 1,
        "static" => 2,
        _ => 3,
    };
    let position = |c: &Row| if let Some(Value::Int(p)) = c.get("position") { *p } else { 0 };
    let key = |c: &Row| {
        let r = rank(c);
        (
            r,
            if r < 2 { position(c) } else { 0 },
            r >= 2 && multi_cell(text(c, "type")),
            text(c, "column_name").to_owned(),
        )
    };
    let mut out: Vec<&Row> = cols.iter().collect();
    out.sort_by_key(|c| key(c));
    out
}

/// `true` for a type whose values are stored cell by cell: a collection, or a user-defined
/// type, not frozen.
fn multi_cell(ty: &str) -> bool {
    const NATIVE: [&str; 21] = [
        "ascii",
        "bigint",
        "blob",
        "boolean",
        "counter",
        "date",
        "decimal",
        "double",
        "duration",
        "float",
        "inet",
        "int",
        "smallint",
        "text",
        "time",
        "timestamp",
        "timeuuid",
        "tinyint",
        "uuid",
        "varchar",
        "varint",
    ];
    let ty = ty.trim();
    ["list<", "set<", "map<"].iter().any(|p| ty.starts_with(p)) || (!ty.contains('<') && !NATIVE.contains(&ty))
}

fn keyed<'r>(cols: &'r [Row], kind: &str) -> Vec<&'r Row> {
    ordered_columns(cols).into_iter().filter(|c| text(c, "kind") == kind).collect()
}

fn primary_key(cols: &[Row]) -> String {
    let name = |c: &&Row| quote_identifier(text(c, "column_name"));
    let pk: Vec<String> = keyed(cols, "partition_key").iter().map(name).collect();
    let mut parts = vec![if pk.len() == 1 { pk[0].clone() } else { format!("({})", pk.join(", ")) }];
    parts.extend(keyed(cols, "clustering").iter().map(name));
    parts.join(", ")
}

/// Columns `system_schema` keeps that `DESCRIBE` does not write: the read repair chances
/// Cassandra 4.0 retired (always 0 there).
const RETIRED: [&str; 2] = ["dclocal_read_repair_chance", "read_repair_chance"];

/// Options `system_schema` leaves null when at their default, and the value `DESCRIBE`
/// writes for them then (Cassandra 5.0).
const NULL_DEFAULTS: [(&str, &str); 4] =
    [("allow_auto_snapshot", "true"), ("cdc", "false"), ("incremental_backups", "true"), ("memtable", "'default'")];

/// ` WITH CLUSTERING ORDER BY (...) AND option = value ...`: every option the row has, the
/// columns in `skip` and the [`RETIRED`] ones aside; a null one left out, or written at its
/// default as `DESCRIBE` writes it ([`NULL_DEFAULTS`]).
fn with_clause(row: &Row, cols: &[Row], skip: &[&str]) -> String {
    let mut parts = Vec::new();
    let clustering = keyed(cols, "clustering");
    if !clustering.is_empty() {
        let order: Vec<String> = clustering
            .iter()
            .map(|c| {
                format!(
                    "{} {}",
                    quote_identifier(text(c, "column_name")),
                    if text(c, "clustering_order") == "desc" { "DESC" } else { "ASC" }
                )
            })
            .collect();
        parts.push(format!("CLUSTERING ORDER BY ({})", order.join(", ")));
    }
    for (name, value) in row.iter().filter(|(n, _)| !skip.contains(&n.as_str()) && !RETIRED.contains(&n.as_str())) {
        let literal = match value {
            Value::Null => match NULL_DEFAULTS.iter().find(|(n, _)| n == name) {
                Some((_, default)) => (*default).to_owned(),
                None => continue,
            },
            Value::Map(_) => map_literal(&map(row, name)),
            Value::Set(_) | Value::List(_) => {
                format!("{{{}}}", texts(row, name).iter().map(|s| quote(s)).collect::<Vec<_>>().join(", "))
            }
            other => other.cql_literal(),
        };
        parts.push(format!("{name} = {literal}"));
    }
    if parts.is_empty() { String::new() } else { format!(" WITH {}", parts.join("\n    AND ")) }
}

/// `CREATE INDEX` (or `CREATE CUSTOM INDEX … USING 'class' [WITH OPTIONS = {...}]`).
fn index_cql(keyspace: &str, table: &str, i: &Row) -> String {
    let options = map(i, "options");
    let get = |k: &str| options.iter().find(|(n, _)| n == k).map(|(_, v)| v.clone());
    let target = get("target").unwrap_or_default();
    let name = quote_identifier(text(i, "index_name"));
    let on = format!("{keyspace}.{}", quote_identifier(table));
    match get("class_name") {
        Some(class) if text(i, "kind") == "CUSTOM" => {
            let rest: Vec<(String, String)> =
                options.iter().filter(|(k, _)| k != "target" && k != "class_name").cloned().collect();
            let with = if rest.is_empty() { String::new() } else { format!(" WITH OPTIONS = {}", map_literal(&rest)) };
            format!("CREATE CUSTOM INDEX {name} ON {on} ({target}) USING {}{with};\n\n", quote(&class))
        }
        _ => format!("CREATE INDEX {name} ON {on} ({target});\n\n"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(pairs: &[(&str, Value)]) -> Row {
        pairs.iter().map(|(k, v)| ((*k).to_owned(), v.clone())).collect()
    }

    fn t(s: &str) -> Value {
        Value::Text(s.to_owned())
    }

    fn col(name: &str, kind: &str, position: i32, order: &str) -> Row {
        row(&[
            ("column_name", t(name)),
            ("kind", t(kind)),
            ("position", Value::Int(position)),
            ("clustering_order", t(order)),
            ("type", t("int")),
        ])
    }

    #[test]
    fn the_key_is_written_in_position_order_and_the_clustering_order_named() {
        let cols = vec![
            col("v", "regular", -1, "none"),
            col("c2", "clustering", 1, "desc"),
            col("b", "partition_key", 1, "none"),
            col("a", "partition_key", 0, "none"),
            col("c1", "clustering", 0, "asc"),
        ];
        assert_eq!(primary_key(&cols), "(a, b), c1, c2");
        let mut regular =
            vec![col("z", "regular", -1, "none"), col("b", "regular", -1, "none"), col("s", "static", -1, "none")];
        regular[1].insert("type".into(), t("set<text>"));
        let names: Vec<&str> = ordered_columns(&regular).iter().map(|c| text(c, "column_name")).collect();
        assert_eq!(names, ["s", "z", "b"], "static first, then single-cell before multi-cell");
        let options = row(&[
            ("table_name", t("x")),
            ("cdc", Value::Null),
            ("comment", t("it's")),
            ("crc_check_chance", Value::Null),
            ("extensions", Value::Map(Vec::new())),
            ("read_repair_chance", Value::double(0.0)),
        ]);
        assert_eq!(
            with_clause(&options, &cols, &["table_name"]),
            " WITH CLUSTERING ORDER BY (c1 ASC, c2 DESC)\n    AND cdc = false\n    AND comment = 'it''s'\n    AND extensions = {}",
            "a null option at DESCRIBE's default, another left out; the retired ones never"
        );
    }

    #[test]
    fn a_type_follows_the_types_it_uses() {
        let ty = |name: &str, field: &str| {
            row(&[
                ("type_name", t(name)),
                ("field_names", Value::List(vec![t("f")])),
                ("field_types", Value::List(vec![t(field)])),
            ])
        };
        let ordered = ordered_types(vec![ty("a_outer", "frozen<z_inner>"), ty("z_inner", "text")]);
        assert_eq!(ordered.iter().map(|r| text(r, "type_name")).collect::<Vec<_>>(), ["z_inner", "a_outer"]);
    }

    #[test]
    fn custom_indexes_keep_their_class_and_options() {
        let opts = |kvs: &[(&str, &str)]| Value::Map(kvs.iter().map(|(k, v)| (t(k), t(v))).collect());
        let sai = row(&[
            ("index_name", t("emb_idx")),
            ("kind", t("CUSTOM")),
            (
                "options",
                opts(&[
                    ("class_name", "org.apache.cassandra.index.sai.StorageAttachedIndex"),
                    ("similarity_function", "cosine"),
                    ("target", "emb"),
                ]),
            ),
        ]);
        assert_eq!(
            index_cql("ks", "t", &sai),
            "CREATE CUSTOM INDEX emb_idx ON ks.t (emb) USING 'org.apache.cassandra.index.sai.StorageAttachedIndex' WITH OPTIONS = {'similarity_function': 'cosine'};\n\n"
        );
        let plain = row(&[
            ("index_name", t("t_v_idx")),
            ("kind", t("COMPOSITES")),
            ("options", opts(&[("target", "values(v)")])),
        ]);
        assert_eq!(index_cql("ks", "t", &plain), "CREATE INDEX t_v_idx ON ks.t (values(v));\n\n");
        assert!(is_system("system_auth") && is_system("system") && !is_system("systems"));
    }
}
