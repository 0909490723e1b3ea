//! Names: the snake_case and plural rules of the method, and how a name is written in CQL.
//!
//! One place for every naming decision: table names (`hotels_by_poi`), column names
//! (`hotel_id`), quoting of identifiers, and which names CQL cannot take at all.

/// The longest keyspace or table name CQL accepts.
pub const MAX_SCHEMA_NAME_LEN: usize = 48;

/// CQL keywords (reserved and unreserved, Cassandra 3 to 5). Any of them is quoted when used
/// as a name; quoting an unreserved keyword is harmless and keeps the rule simple.
const KEYWORDS: &[&str] = &[
    "access",
    "add",
    "aggregate",
    "all",
    "allow",
    "alter",
    "and",
    "any",
    "apply",
    "as",
    "asc",
    "ascii",
    "authorize",
    "batch",
    "begin",
    "between",
    "bigint",
    "blob",
    "boolean",
    "by",
    "called",
    "cast",
    "clustering",
    "columnfamily",
    "compact",
    "contains",
    "count",
    "counter",
    "create",
    "custom",
    "datacenters",
    "date",
    "decimal",
    "default",
    "delete",
    "desc",
    "describe",
    "distinct",
    "double",
    "drop",
    "duration",
    "entries",
    "execute",
    "exists",
    // The boolean constants are tokens of their own, never a name (Cassandra 5.0.9: `CREATE
    // TABLE k.true` is a syntax error; found by the CQL fuzzer).
    "false",
    "filtering",
    "finalfunc",
    "float",
    "from",
    "frozen",
    "full",
    "function",
    "functions",
    "grant",
    "group",
    "if",
    "in",
    "index",
    "inet",
    "infinity",
    "initcond",
    "input",
    "insert",
    "int",
    "into",
    "is",
    "json",
    "key",
    "keys",
    "keyspace",
    "keyspaces",
    "language",
    "like",
    "limit",
    "list",
    "login",
    "map",
    "masked",
    "materialized",
    "mbean",
    "mbeans",
    "modify",
    "nan",
    "norecursive",
    "nosuperuser",
    "not",
    "null",
    "of",
    "on",
    "options",
    "or",
    "order",
    "partition",
    "password",
    "per",
    "permission",
    "permissions",
    "primary",
    "rename",
    "replace",
    "returns",
    "revoke",
    "role",
    "roles",
    "schema",
    "select",
    "set",
    "sfunc",
    "smallint",
    "static",
    "storage",
    "stype",
    "superuser",
    "table",
    "tables",
    "text",
    "time",
    "timestamp",
    "timeuuid",
    "tinyint",
    "to",
    "token",
    "trigger",
    "true",
    "truncate",
    "ttl",
    "tuple",
    "type",
    "unlogged",
    "unmask",
    "unset",
    "update",
    "use",
    "user",
    "users",
    "using",
    "uuid",
    "values",
    "varchar",
    "varint",
    "vector",
    "view",
    "where",
    "with",
    "writetime",
];

/// `true` when `word` is a CQL keyword (case-insensitive).
pub fn is_keyword(word: &str) -> bool {
    // Compare case-insensitively without allocating: this runs for every name written.
    KEYWORDS.binary_search_by(|k| k.bytes().cmp(word.bytes().map(|b| b.to_ascii_lowercase()))).is_ok()
}

/// `true` when `name` can stand unquoted in CQL: lower-case ASCII letter first, then lower-case
/// letters, digits and underscores, and not a keyword.
pub fn is_plain_identifier(name: &str) -> bool {
    let mut chars = name.chars();
    matches!(chars.next(), Some('a'..='z')) && chars.all(|c| matches!(c, 'a'..='z' | '0'..='9' | '_')) && !is_keyword(name)
}

/// Writes a name as a CQL identifier: bare when it can be, otherwise double-quoted with `"`
/// doubled. Quoting keeps case and any character, so no name can end a statement early.
pub fn quote_identifier(name: &str) -> String {
    if is_plain_identifier(name) { name.to_owned() } else { format!("\"{}\"", name.replace('"', "\"\"")) }
}

/// Writes text as a CQL string literal (single quotes, `'` doubled).
pub fn quote_string(text: &str) -> String {
    format!("'{}'", text.replace('\'', "''"))
}

/// Why a name cannot be a keyspace, table or view name (worded when shown by
/// [`NameProblem::said`]; `Display` is English).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameProblem {
    /// The name is empty.
    Empty,
    /// A character other than ASCII letters, digits and `_`.
    Character(char),
    /// Longer than [`MAX_SCHEMA_NAME_LEN`].
    TooLong {
        /// Its length.
        length: usize,
    },
}

impl NameProblem {
    /// What is wrong with the name, worded when shown.
    pub fn said(&self) -> crate::text::Text {
        match self {
            NameProblem::Empty => crate::msg!("name-problem-empty"),
            NameProblem::Character(c) => crate::msg!("name-problem-character", character = c.to_string()),
            NameProblem::TooLong { length } => {
                crate::msg!("name-problem-too-long", length = length.to_string(), max = MAX_SCHEMA_NAME_LEN.to_string())
            }
        }
    }
}

impl std::fmt::Display for NameProblem {
    /// English.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.said().en())
    }
}

/// Why a name cannot be a keyspace or table name (those allow only ASCII letters, digits and
/// underscores, at most 48), or `None` when it can.
pub fn schema_name_problem(name: &str) -> Option<NameProblem> {
    if name.is_empty() {
        return Some(NameProblem::Empty);
    }
    if let Some(c) = name.chars().find(|c| !(c.is_ascii_alphanumeric() || *c == '_')) {
        return Some(NameProblem::Character(c));
    }
    if name.len() > MAX_SCHEMA_NAME_LEN {
        return Some(NameProblem::TooLong { length: name.len() });
    }
    None
}

/// Converts a display name to snake_case: `Point of Interest` → `point_of_interest`,
/// `hotelID` → `hotel_id`. Non-ASCII letters (Chinese, accents) are kept as they are, so
/// the caller can tell that the result is not a valid CQL schema name.
pub fn snake_case(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 4);
    let mut prev: Option<char> = None;
    let chars: Vec<char> = name.trim().chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        if c.is_ascii_alphanumeric() {
            if c.is_ascii_uppercase() {
                let next_lower = chars.get(i + 1).is_some_and(char::is_ascii_lowercase);
                let boundary = match prev {
                    Some(p) if p.is_ascii_lowercase() || p.is_ascii_digit() => true,
                    Some(p) if p.is_ascii_uppercase() => next_lower,
                    _ => false,
                };
                if boundary && !out.ends_with('_') {
                    out.push('_');
                }
                out.push(c.to_ascii_lowercase());
            } else {
                out.push(c);
            }
        } else if c.is_alphanumeric() {
            out.push(c);
        } else if !out.is_empty() && !out.ends_with('_') {
            out.push('_');
        }
        prev = Some(c);
    }
    while out.ends_with('_') {
        out.pop();
    }
    out
}

/// The CQL word for a display name in any script: transliterated to ASCII (学生 → `xue_sheng`,
/// Größe → `grosse`, Станция → `stantsiia`) and put in [`snake_case`]. Only ASCII letters,
/// digits and `_`, so any table or column name built of such words is one CQL takes; empty
/// only when the name has no letter or digit in any script. An ASCII name is its
/// `snake_case` unchanged.
pub fn cql_word(name: &str) -> String {
    if name.is_ascii() {
        return snake_case(name);
    }
    // A character without a transliteration separates words, as punctuation does.
    snake_case(&deunicode::deunicode_with_tofu(name, " "))
}

/// The plural of `word`, the CQL word of `written`: English plurals for words written in
/// English (ASCII) only; a transliterated word stays as it is (学生 → `xue_sheng`, never
/// `xue_shengs`: Chinese has no plural, and an English ending on Russian reads wrong).
pub fn plural_of(written: &str, word: &str) -> String {
    if written.is_ascii() { plural(word) } else { word.to_owned() }
}

/// The English plural of the last word of a snake_case name: `hotel` → `hotels`,
/// `point_of_interest` → `point_of_interests`, `category` → `categories`, `address` →
/// `addresses`. Names that do not end in an ASCII letter are left as they are.
pub fn plural(snake: &str) -> String {
    const IRREGULAR: &[(&str, &str)] = &[
        ("person", "people"),
        ("child", "children"),
        ("man", "men"),
        ("woman", "women"),
        ("data", "data"),
        ("info", "info"),
        ("news", "news"),
        ("series", "series"),
        ("status", "statuses"),
        // -f and -fe nouns that take -ves (a roof, a chef, a belief keep -s).
        ("shelf", "shelves"),
        ("leaf", "leaves"),
        ("half", "halves"),
        ("calf", "calves"),
        ("wolf", "wolves"),
        ("thief", "thieves"),
        ("loaf", "loaves"),
        ("knife", "knives"),
        ("life", "lives"),
        ("wife", "wives"),
    ];
    let (head, last) = match snake.rfind('_') {
        Some(i) => (&snake[..=i], &snake[i + 1..]),
        None => ("", snake),
    };
    if let Some((_, p)) = IRREGULAR.iter().find(|(s, _)| *s == last) {
        return format!("{head}{p}");
    }
    if !last.ends_with(|c: char| c.is_ascii_alphabetic()) {
        return snake.to_owned();
    }
    let vowel_before_y = last.len() >= 2 && matches!(last.as_bytes()[last.len() - 2], b'a' | b'e' | b'i' | b'o' | b'u');
    if last.ends_with('y') && !vowel_before_y {
        format!("{head}{}ies", &last[..last.len() - 1])
    } else if ["s", "x", "z", "ch", "sh"].iter().any(|e| last.ends_with(e)) {
        format!("{snake}es")
    } else {
        format!("{snake}s")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keywords_are_sorted_for_binary_search() {
        assert!(KEYWORDS.windows(2).all(|w| w[0] < w[1]), "KEYWORDS must stay sorted");
    }

    #[test]
    fn the_boolean_constants_are_quoted_as_names() {
        // A keyspace `false` and a table `true`, written bare by export until the CQL fuzzer
        // found them; Cassandra 5.0.9 refuses `CREATE TABLE k.true` as a syntax error.
        for word in ["true", "false", "TRUE", "False"] {
            assert!(!is_plain_identifier(word), "{word}");
            assert_eq!(quote_identifier(word), format!("\"{word}\""));
        }
        assert!(is_plain_identifier("truth") && is_plain_identifier("falsey"));
    }

    #[test]
    fn snake_case_examples() {
        assert_eq!(snake_case("Point of Interest"), "point_of_interest");
        assert_eq!(snake_case("hotelID"), "hotel_id");
        assert_eq!(snake_case("HTTPServer"), "http_server");
        assert_eq!(snake_case("number of sensors"), "number_of_sensors");
        assert_eq!(snake_case("  start-date "), "start_date");
        assert_eq!(snake_case("学生"), "学生");
        assert_eq!(snake_case("confirm_number"), "confirm_number");
    }

    #[test]
    fn plural_examples() {
        assert_eq!(plural("hotel"), "hotels");
        assert_eq!(plural("poi"), "pois");
        assert_eq!(plural("category"), "categories");
        assert_eq!(plural("day"), "days");
        assert_eq!(plural("address"), "addresses");
        assert_eq!(plural("customer_address"), "customer_addresses");
        assert_eq!(plural("delivery_timeslot"), "delivery_timeslots");
        assert_eq!(plural("person"), "people");
        assert_eq!(
            (plural("shelf"), plural("book_shelf"), plural("knife"), plural("roof"), plural("chef")),
            ("shelves".into(), "book_shelves".into(), "knives".into(), "roofs".into(), "chefs".into())
        );
        assert_eq!(plural("学生"), "学生");
    }

    #[test]
    fn quoting() {
        assert_eq!(quote_identifier("hotel_id"), "hotel_id");
        assert_eq!(quote_identifier("order"), "\"order\"");
        assert_eq!(quote_identifier("Key"), "\"Key\"");
        assert_eq!(quote_identifier("a\"b"), "\"a\"\"b\"");
        assert_eq!(quote_identifier("名字"), "\"名字\"");
        assert_eq!(quote_string("it's"), "'it''s'");
    }

    #[test]
    fn schema_names() {
        assert!(schema_name_problem("hotels_by_poi").is_none());
        assert!(schema_name_problem("学生").is_some());
        assert!(schema_name_problem(&"a".repeat(49)).is_some());
        assert!(schema_name_problem("").is_some());
    }
}
