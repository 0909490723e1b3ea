//! A synthetic CQL schema of any size, for benchmarks and scale tests.

use std::fmt::Write;

/// A schema with one keyspace, two user-defined types and `tables` tables that mix what real
/// schemas hold: compound and composite keys, clustering orders, statics, collections,
/// frozen UDTs, counters, options, comments and secondary indexes. Deterministic.
pub fn synthetic_cql(tables: usize) -> String {
    let mut s = String::with_capacity(tables * 600 + 400);
    s.push_str("-- synthetic schema\nCREATE KEYSPACE IF NOT EXISTS synthetic WITH replication = ");
    s.push_str(
        "{'class': 'NetworkTopologyStrategy', 'dc1': 3, 'dc2': 2} AND durable_writes = true;\nUSE synthetic;\n\n",
    );
    s.push_str("CREATE TYPE IF NOT EXISTS address (street text, city text, zip text);\n");
    s.push_str("CREATE TYPE IF NOT EXISTS contact (name text, home frozen<address>, phones list<text>);\n");
    for i in 0..tables {
        let _ = writeln!(s, "\n/* table {i} of {tables} */");
        match i % 4 {
            0 => {
                let _ = write!(
                    s,
                    "CREATE TABLE IF NOT EXISTS entity_{i} (\n  id uuid PRIMARY KEY,\n  name text,\n  created timestamp,\n  \
                     tags set<text>,\n  home frozen<address>, -- where\n  extra map<text, frozen<list<int>>>\n) WITH comment = 'table {i}; entity'\n  \
                     AND gc_grace_seconds = 864000;\n"
                );
                let _ = writeln!(s, "CREATE INDEX IF NOT EXISTS ON entity_{i} (name);");
            }
            1 => {
                let _ = write!(
                    s,
                    "CREATE TABLE events_by_source_{i} (\n  source_id uuid,\n  day date,\n  ts timeuuid,\n  kind text,\n  \
                     source_name text STATIC,\n  payload blob,\n  contacts list<frozen<contact>>,\n  \
                     PRIMARY KEY ((source_id, day), ts, kind)\n) WITH CLUSTERING ORDER BY (ts DESC, kind ASC)\n  \
                     AND compaction = {{'class': 'TimeWindowCompactionStrategy', 'compaction_window_unit': 'DAYS', 'compaction_window_size': 1}}\n  \
                     AND default_time_to_live = 2592000;\n"
                );
            }
            2 => {
                let _ = write!(
                    s,
                    "CREATE TABLE \"Counts_{i}\" (\n  \"Key\" text,\n  bucket int,\n  views counter,\n  likes counter,\n  \
                     PRIMARY KEY ((\"Key\"), bucket)\n);\n"
                );
            }
            _ => {
                let _ = write!(
                    s,
                    "CREATE TABLE IF NOT EXISTS synthetic.items_{i} (\n  owner text,\n  position int,\n  item text,\n  \
                     price decimal,\n  score double,\n  meta tuple<int, text>,\n  PRIMARY KEY (owner, position)\n) WITH CLUSTERING ORDER BY (position ASC)\n  \
                     AND caching = {{'keys': 'ALL', 'rows_per_partition': 'NONE'}};\n"
                );
            }
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::import::import_cql_str;

    #[test]
    fn synthetic_schema_imports_cleanly() {
        let imported = import_cql_str(&synthetic_cql(40));
        assert!(imported.notes.is_empty(), "{:#?}", imported.notes);
        assert_eq!(imported.project.physical.tables.len(), 40);
        assert_eq!(imported.project.physical.udts.len(), 2);
        assert_eq!(imported.project.physical.tables.iter().filter(|t| !t.indexes.is_empty()).count(), 10);
    }
}
