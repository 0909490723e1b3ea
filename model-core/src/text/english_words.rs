//! Which words of a rendered text are English: what the translation tests look for.

/// The English words of a text, for tests that check a Chinese rendering: runs of ASCII
/// letters that are not part of an identifier-like token (one with `_`, `.`, a digit or an
/// upper-case letter after the first), nor quoted as code in backticks, nor in `allowed`
/// (the names and identifiers the message was built from), nor a CQL keyword or type.
pub fn english_words<'a>(text: &'a str, allowed: &[&str]) -> Vec<&'a str> {
    const CQL: &[&str] = &[
        "ALLOW",
        "FILTERING",
        "ORDER",
        "BY",
        "CLUSTERING",
        "STATIC",
        "PRIMARY",
        "KEY",
        "COMPACT",
        "STORAGE",
        "IN",
        "CQL",
        "UTF",
        "JSON",
        "KDM",
        "XML",
        "ER",
        "IDX",
        "TTL",
        "SimpleStrategy",
        "NetworkTopologyStrategy",
        "replication_factor",
        "gc_grace_seconds",
        "schema",
        "cql",
        "text",
        "int",
        "bigint",
        "smallint",
        "tinyint",
        "varint",
        "float",
        "double",
        "decimal",
        "boolean",
        "uuid",
        "timeuuid",
        "timestamp",
        "date",
        "time",
        "duration",
        "blob",
        "ascii",
        "inet",
        "counter",
        "list",
        "set",
        "map",
        "frozen",
        "tuple",
        "vector",
        "KEYS_JSON",
        "Nr",
        "Nv",
        "St",
        "Nc",
        "Npk",
        "Ns",
        "bytes",
        "kB",
        "MB",
        "GB",
        "NaN",
        "inf",
        "Keyspace",
        "Studio",
        "MR",
        "asc",
        "desc",
        "ASC",
        "DESC",
        "app",
        "AND",
        "WITH",
        "CREATE",
        "TABLE",
        "INDEX",
        "TYPE",
        "KEYSPACE",
        "SELECT",
        "WHERE",
        "LIMIT",
        "SASI",
        "ENTRIES",
        "FULL",
        "VALUES",
        "replication",
        "class",
        "e",
        "g",
        "true",
        "false",
        "null",
        "Cassandra",
        "keys",
        "values",
        "entries",
        "full",
        // The name of the artificial bucket column derivation adds.
        "bucket",
    ];
    let mut out = Vec::new();
    let outside_code = text.split('`').step_by(2);
    for token in outside_code.flat_map(|part| {
        part.split(|c: char| c.is_whitespace() || "，。；：、（）()[]{}<>,;:!?\"'“”‘’=+*/÷→·…|".contains(c))
    }) {
        if token.is_empty() || allowed.iter().any(|a| a.split_whitespace().any(|w| w == token) || *a == token) {
            continue;
        }
        let identifier_like = token.contains(['_', '.', '-', '$', '#', '@', '\\', '&', '%'])
            || token.chars().any(|c| c.is_ascii_digit())
            || token.chars().skip(1).any(|c| c.is_ascii_uppercase());
        if identifier_like || !token.is_ascii() {
            // Mixed tokens: check the ASCII-letter runs that stand between Chinese characters.
            if !token.is_ascii() {
                for run in token.split(|c: char| !c.is_ascii_alphabetic()) {
                    if run.len() > 1
                        && !CQL.contains(&run)
                        && !allowed.iter().any(|a| a.split_whitespace().any(|w| w == run))
                    {
                        out.push(run);
                    }
                }
            }
            continue;
        }
        if token.chars().all(|c| c.is_ascii_alphabetic()) && token.len() > 1 && !CQL.contains(&token) {
            out.push(token);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_words_skips_names_identifiers_and_cql() {
        let words = english_words("表 hotels_by_poi 需要 ALLOW FILTERING：Q1 的 hotel 不在 table 中", &["hotel"]);
        assert_eq!(words, vec!["table"]);
        assert_eq!(english_words("分区键 (id)：没有 bucket", &["id", "bucket"]), Vec::<&str>::new());
        assert_eq!(english_words("需要equality搜索", &[]), vec!["equality"]);
    }
}
