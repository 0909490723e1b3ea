//! The tools' arguments: each a JSON object whose schema the client is given
//! (`tools/list`), read strictly (an unknown field is refused by name, not ignored).

use rmcp::schemars::{self, JsonSchema};
use serde::Deserialize;

/// Declares a tool's arguments with the three fields of every tool that takes a project
/// (`path`, `project`, `target`) before its own; [`Source`] borrows them.
macro_rules! with_source {
    ($(#[$meta:meta])* pub struct $name:ident { $($body:tt)* }) => {
        $(#[$meta])*
        #[derive(Debug, Deserialize, JsonSchema)]
        #[serde(deny_unknown_fields)]
        pub struct $name {
            /// A project file (`.json`), inside the folders the server was started with
            /// (relative paths are taken from the first one).
            #[serde(default)]
            pub path: Option<String>,
            /// A project, as a project file holds it (`{"format": "keyspace-studio/1", ...}`),
            /// for one that is not saved.
            #[serde(default)]
            pub project: Option<serde_json::Value>,
            /// Deploy to this database for this call instead of the project's own target:
            /// cassandra-4.0, cassandra-4.1, cassandra-5.0, scylladb, astra, keyspaces, dse-6.8.
            #[serde(default)]
            pub target: Option<String>,
            $($body)*
        }

        impl $name {
            /// Where the project comes from.
            pub fn source(&self) -> Source<'_> {
                Source { path: self.path.as_deref(), project: self.project.as_ref(), target: self.target.as_deref() }
            }
        }
    };
}

/// Where a tool's project comes from: a file or the project itself, and the target.
#[derive(Clone, Copy, Debug)]
pub struct Source<'a> {
    /// A project file.
    pub path: Option<&'a str>,
    /// A project given whole.
    pub project: Option<&'a serde_json::Value>,
    /// The target for this call.
    pub target: Option<&'a str>,
}

with_source! {
    /// `derive`.
    pub struct DeriveArgs {
        /// Each key alternative's and index offer's trade-off figures (rows, bytes, partitions,
        /// tables written), as `derive --json --tradeoffs`. Default true.
        #[serde(default = "yes")]
        pub tradeoffs: bool,
    }
}

with_source! {
    /// `check`.
    pub struct CheckArgs {
    }
}

with_source! {
    /// `explain`.
    pub struct ExplainArgs {
        /// The derived table (`hotels_by_poi`).
        pub table: String,
        /// One of its columns; without it, every column and the rules in the method's order.
        #[serde(default)]
        pub column: Option<String>,
    }
}

with_source! {
    /// `export_cql`.
    pub struct ExportArgs {
        /// Save schema.cql here (inside the allowed folders); without it nothing is written.
        #[serde(default)]
        pub save_schema: Option<String>,
        /// Save queries.cql here.
        #[serde(default)]
        pub save_queries: Option<String>,
        /// Save writes.cql here.
        #[serde(default)]
        pub save_writes: Option<String>,
        /// Replace a file this server did not create (default: refused).
        #[serde(default)]
        pub overwrite: bool,
    }
}

/// One SQL file given as text.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SqlText {
    /// Its name, shown in the report (`schema.sql`).
    pub name: String,
    /// Its SQL.
    pub text: String,
}

/// `import`.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ImportArgs {
    /// Files or folders to import, as `keyspace-studio import` takes them: CQL schemas
    /// (`.cql`), one KDM project (`.xml`), or SQL schema and queries (`.sql`).
    #[serde(default)]
    pub files: Vec<String>,
    /// A CQL schema as text (`CREATE KEYSPACE ...; CREATE TABLE ...;`).
    #[serde(default)]
    pub cql: Option<String>,
    /// SQL files as text: a relational schema and the application's queries, in any order.
    #[serde(default)]
    pub sql: Vec<SqlText>,
    /// The SQL dialect: postgres, mysql, sqlite, mssql or generic (guessed when absent).
    #[serde(default)]
    pub dialect: Option<String>,
    /// The project's name (text imports; files name it after themselves).
    #[serde(default)]
    pub name: Option<String>,
    /// Save the project here (inside the allowed folders); without it nothing is written.
    #[serde(default)]
    pub save: Option<String>,
    /// Replace a file this server did not create (default: refused).
    #[serde(default)]
    pub overwrite: bool,
}

with_source! {
    /// `edit`.
    pub struct EditArgs {
        /// The edits, applied in order, all or nothing, each as the window applies it: one key,
        /// the edit's name, holding its fields, e.g. `{"add_entity": {"entity": {"id": "hotel",
        /// "name": "Hotel", "attributes": [{"id": "hotel.id", "name": "id", "type": "text",
        /// "key": true}]}}}`, `{"add_query": {"query": {"id": "Q1", "entity": "hotel", "given":
        /// [{"attribute": "hotel.id", "op": "="}], "find": ["hotel.name"]}}}`. Entities,
        /// attributes, relationships, queries and keyspaces are written as in a project file.
        /// Without a project (no `path`, no `project`), the edits start from an empty one.
        pub edits: Vec<serde_json::Value>,
        /// Save the new project here (inside the allowed folders); without it nothing is written.
        #[serde(default)]
        pub save: Option<String>,
        /// Replace a file this server did not create (default: refused).
        #[serde(default)]
        pub overwrite: bool,
    }
}

with_source! {
    /// `grade`: the project is the teacher's model; the answer the design graded.
    pub struct GradeArgs {
        /// The answer as CQL text (`CREATE TABLE`s, a `-- Qn` line above a table names its
        /// query).
        #[serde(default)]
        pub answer_cql: Option<String>,
        /// The answer as a file inside the allowed folders: `.cql`, or a project file (`.json`).
        #[serde(default)]
        pub answer_path: Option<String>,
        /// The language of the reasons: `en` (the default) or `zh`.
        #[serde(default)]
        pub lang: Option<String>,
    }
}

with_source! {
    /// `prove`, offered only when the server was started with `--cluster`.
    pub struct ProveArgs {
        /// Rows of the largest entity in the generated data (default: from the estimates).
        #[serde(default)]
        pub rows: Option<u32>,
        /// The seed of the generated data and of the parameters tried (default 1).
        #[serde(default = "one")]
        pub seed: u64,
    }
}

fn yes() -> bool {
    true
}

fn one() -> u64 {
    1
}
