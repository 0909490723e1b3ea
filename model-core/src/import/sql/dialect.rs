//! The SQL dialects the relational import reads, and the guess made when none is given.

use sqlparser::dialect::{GenericDialect, MsSqlDialect, MySqlDialect, PostgreSqlDialect, SQLiteDialect};

/// A dialect of SQL, as `--dialect` names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dialect {
    /// PostgreSQL (`pg_dump` output, `$1` parameters, `$$` bodies).
    PostgreSql,
    /// MySQL and MariaDB (backquoted names, `AUTO_INCREMENT`).
    MySql,
    /// SQLite.
    Sqlite,
    /// Microsoft SQL Server (`[names]`, `GO` batches, `IDENTITY`).
    MsSql,
    /// Standard SQL as most databases read it.
    Generic,
}

impl Dialect {
    /// Every dialect, in the order `--dialect` lists them.
    pub const ALL: [Dialect; 5] = [Self::PostgreSql, Self::MySql, Self::Sqlite, Self::MsSql, Self::Generic];

    /// The name `--dialect` takes (`postgres`).
    pub fn name(self) -> &'static str {
        match self {
            Self::PostgreSql => "postgres",
            Self::MySql => "mysql",
            Self::Sqlite => "sqlite",
            Self::MsSql => "mssql",
            Self::Generic => "generic",
        }
    }

    /// The dialect's name in messages (`PostgreSQL`, `SQL Server`; `ANSI` for generic SQL).
    pub fn title(self) -> &'static str {
        match self {
            Self::PostgreSql => "PostgreSQL",
            Self::MySql => "MySQL",
            Self::Sqlite => "SQLite",
            Self::MsSql => "SQL Server",
            Self::Generic => "ANSI",
        }
    }

    /// The dialect a `--dialect` value names (also `postgresql`, `pg`, `mariadb`,
    /// `sqlserver`, `tsql`, `ansi`), in any case.
    pub fn from_name(name: &str) -> Option<Self> {
        Some(match name.trim().to_ascii_lowercase().as_str() {
            "postgres" | "postgresql" | "pg" => Self::PostgreSql,
            "mysql" | "mariadb" => Self::MySql,
            "sqlite" | "sqlite3" => Self::Sqlite,
            "mssql" | "sqlserver" | "tsql" => Self::MsSql,
            "generic" | "ansi" | "sql" => Self::Generic,
            _ => return None,
        })
    }

    /// `true` where `$tag$ … $tag$` quotes a string.
    pub(crate) fn has_dollar_quotes(self) -> bool {
        matches!(self, Self::PostgreSql | Self::Generic)
    }

    /// `true` where `[name]` quotes a name.
    pub(crate) fn has_bracket_names(self) -> bool {
        matches!(self, Self::MsSql | Self::Sqlite)
    }

    /// sqlparser's dialect.
    pub(crate) fn parser(self) -> Box<dyn sqlparser::dialect::Dialect> {
        match self {
            Self::PostgreSql => Box::new(PostgreSqlDialect {}),
            Self::MySql => Box::new(MySqlDialect {}),
            Self::Sqlite => Box::new(SQLiteDialect {}),
            Self::MsSql => Box::new(MsSqlDialect {}),
            Self::Generic => Box::new(GenericDialect {}),
        }
    }
}

/// Marks of each dialect in a text, each with its weight.
const MARKS: &[(Dialect, &str, u32)] = &[
    (Dialect::MsSql, "\ngo\n", 3),
    (Dialect::MsSql, "[dbo]", 3),
    (Dialect::MsSql, "identity(", 2),
    (Dialect::MsSql, " clustered", 2),
    (Dialect::MsSql, "nvarchar(max)", 2),
    (Dialect::MySql, "`", 3),
    (Dialect::MySql, "auto_increment", 3),
    (Dialect::MySql, "engine=", 3),
    (Dialect::MySql, " unsigned", 1),
    (Dialect::Sqlite, "autoincrement", 3),
    (Dialect::Sqlite, "pragma ", 3),
    (Dialect::Sqlite, "without rowid", 3),
    (Dialect::Sqlite, "[", 1),
    (Dialect::PostgreSql, "owner to", 3),
    (Dialect::PostgreSql, "nextval(", 3),
    (Dialect::PostgreSql, "pg_catalog", 3),
    (Dialect::PostgreSql, "\n\\c ", 3),
    (Dialect::PostgreSql, "serial", 2),
    (Dialect::PostgreSql, "::", 2),
    (Dialect::PostgreSql, "$1", 2),
    (Dialect::PostgreSql, "$$", 2),
    (Dialect::PostgreSql, "with time zone", 2),
    (Dialect::PostgreSql, "timestamptz", 2),
    (Dialect::PostgreSql, "bytea", 2),
    (Dialect::PostgreSql, "jsonb", 2),
];

/// The dialect the texts most look like, and the mark that decided it (`None`: no mark,
/// generic SQL). Only statements are read: comments (`--` to the end of the line, `/* … */`)
/// are left out first, so a backquote or `AUTO_INCREMENT` in a comment marks nothing. Case
/// is ignored; SQL Server's brackets also count for SQLite, so SQL Server needs one of its
/// own marks to win.
pub(crate) fn guess<'a>(texts: impl Iterator<Item = &'a str>) -> (Dialect, Option<&'static str>) {
    let mut score = [0u32; 5];
    let mut best_mark: [Option<(&'static str, u32)>; 5] = [None; 5];
    for text in texts {
        let lower = format!("\n{}\n", without_comments(text).to_ascii_lowercase().replace("\r\n", "\n"));
        for &(d, mark, weight) in MARKS {
            if lower.contains(mark) {
                let i = index(d);
                score[i] += weight;
                if best_mark[i].is_none_or(|(_, w)| w < weight) {
                    best_mark[i] = Some((mark, weight));
                }
            }
        }
    }
    let winner = Dialect::ALL
        .into_iter()
        .filter(|d| *d != Dialect::Generic)
        .max_by_key(|d| (score[index(*d)], std::cmp::Reverse(index(*d))));
    match winner {
        Some(d) if score[index(d)] > 0 => (d, best_mark[index(d)].map(|(m, _)| m.trim())),
        _ => (Dialect::Generic, None),
    }
}

/// The text without its comments: `--` to the end of the line (the line break kept, so a
/// `GO` line stays a line) and `/* … */` (one space instead). Comment marks inside quotes
/// (`'…'`, `"…"`, `` `…` ``, doubled to escape) are text; the dialect is not known yet, so
/// `#` (MySQL's comment, SQL Server's temporary tables) is text too.
fn without_comments(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find(['-', '/', '\'', '"', '`']) {
        let (before, from) = rest.split_at(i);
        out.push_str(before);
        let next = from.as_bytes().get(1).copied();
        rest = match (from.as_bytes()[0], next) {
            (b'-', Some(b'-')) => from.find('\n').map_or("", |n| &from[n..]),
            (b'/', Some(b'*')) => {
                out.push(' ');
                from[2..].find("*/").map_or("", |n| &from[2 + n + 2..])
            }
            (q @ (b'\'' | b'"' | b'`'), _) => {
                let end = super::split::quoted(from.as_bytes(), 0, q, false);
                out.push_str(&from[..end]);
                &from[end..]
            }
            _ => {
                out.push_str(&from[..1]);
                &from[1..]
            }
        };
    }
    out.push_str(rest);
    out
}

fn index(d: Dialect) -> usize {
    Dialect::ALL.iter().position(|x| *x == d).unwrap_or(4)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_aliases() {
        for d in Dialect::ALL {
            assert_eq!(Dialect::from_name(d.name()), Some(d));
        }
        assert_eq!(Dialect::from_name("PostgreSQL"), Some(Dialect::PostgreSql));
        assert_eq!(Dialect::from_name("oracle"), None);
    }

    #[test]
    fn guesses_from_marks() {
        let g = |t: &str| guess(std::iter::once(t)).0;
        assert_eq!(g("CREATE TABLE [dbo].[A] ([Id] INT)\nGO\n"), Dialect::MsSql);
        assert_eq!(g("CREATE TABLE [A] ([Id] INTEGER PRIMARY KEY AUTOINCREMENT);"), Dialect::Sqlite);
        assert_eq!(g("CREATE TABLE `a` (id int AUTO_INCREMENT);"), Dialect::MySql);
        assert_eq!(g("CREATE TABLE a (id serial);\nALTER TABLE a OWNER TO postgres;"), Dialect::PostgreSql);
        assert_eq!(guess(std::iter::once("CREATE TABLE a (id int);")), (Dialect::Generic, None));
    }

    /// Issue 46, item 4: a backquote in a `--` comment made a PostgreSQL schema MySQL.
    #[test]
    fn comments_mark_no_dialect() {
        let g = |t: &str| guess(std::iter::once(t));
        let pg = "-- the `name` column is shown in the shop\nCREATE TABLE item (id serial PRIMARY KEY, name text);\n";
        assert_eq!(g(pg), (Dialect::PostgreSql, Some("serial")));
        let block =
            "/* ported from MySQL: `id` int AUTO_INCREMENT ENGINE=InnoDB */\nCREATE TABLE item (id int PRIMARY KEY);";
        assert_eq!(g(block), (Dialect::Generic, None));
        // Comment marks inside quotes are text, and what follows them is still read.
        let quoted = "CREATE TABLE `a` (note varchar(9) DEFAULT '-- x', b text DEFAULT '/*');\n";
        assert_eq!(g(quoted).0, Dialect::MySql);
        // A comment before a GO line keeps the line a line.
        assert_eq!(g("CREATE TABLE [dbo].[A] ([Id] INT) -- the table\nGO\n").0, Dialect::MsSql);
        assert_eq!(without_comments("a -- b\nc /* d */e '--' \"/*\""), "a \nc  e '--' \"/*\"");
    }
}
