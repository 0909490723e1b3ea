//! A CQL script run on a cluster statement by statement ([`model_core::cql::script`] cuts
//! it): every statement's outcome kept, a refusal with the line it starts on and the server's
//! words, every warning the server sent with the statement it came with. A refusal does not
//! stop the run: the statements after it still run, so one report lists them all.

use super::{Cluster, Outcome, Refused};
use model_core::cql::script::statements;
use std::collections::BTreeMap;

/// One statement of the script as run.
#[derive(Clone, Debug)]
pub struct Ran {
    /// The line it starts on in the script.
    pub line: usize,
    /// The statement as sent (after [`model_core::cql::script::retarget`], when moved).
    pub statement: String,
    /// What the server answered.
    pub result: Result<Outcome, Refused>,
}

/// What a script did.
#[derive(Clone, Debug, Default)]
pub struct ScriptRun {
    /// Every statement, in order.
    pub ran: Vec<Ran>,
}

impl ScriptRun {
    /// The statements refused, with their lines.
    pub fn refused(&self) -> impl Iterator<Item = (&Ran, &Refused)> {
        self.ran.iter().filter_map(|r| r.result.as_ref().err().map(|e| (r, e)))
    }

    /// Every warning the server sent, with the line of its statement.
    pub fn warnings(&self) -> impl Iterator<Item = (usize, &str)> {
        self.ran
            .iter()
            .filter_map(|r| r.result.as_ref().ok().map(|o| (r.line, o)))
            .flat_map(|(l, o)| o.warnings.iter().map(move |w| (l, w.as_str())))
    }
}

/// Runs `script`, each statement moved to the scratch keyspaces of `keyspaces` (the model's
/// name → the scratch name; empty: as written), a `CREATE KEYSPACE`'s replication replaced by
/// `replication` when given. Waits for schema agreement after each schema change.
pub fn run(
    cluster: &Cluster,
    script: &str,
    keyspaces: &BTreeMap<String, String>,
    replication: Option<&str>,
) -> ScriptRun {
    let mut out = ScriptRun::default();
    for s in statements(script) {
        let statement = if keyspaces.is_empty() {
            s.text.to_owned()
        } else {
            model_core::cql::script::retarget(s.text, keyspaces, replication)
        };
        let result = cluster.run(&statement);
        if result.is_ok() && is_schema_change(&statement) {
            let _ = cluster.await_schema();
        }
        out.ran.push(Ran { line: s.line, statement, result });
    }
    out
}

/// `true` for CREATE, ALTER and DROP: the statements after which nodes must agree on the schema.
fn is_schema_change(statement: &str) -> bool {
    let first = statement.split_whitespace().next().unwrap_or_default();
    ["create", "alter", "drop"].iter().any(|w| first.eq_ignore_ascii_case(w))
}
