//! A model applied to a live cluster (`keyspace-studio apply`): the live schema read from
//! `system_schema` ([`super::live_schema`]) and imported, compared by `diff` with the model's
//! exported schema imported the same way (table options in canonical form on both sides, as
//! `prove`'s round trip compares them), and the plan's statements run one by one.
//!
//! What runs: the plan's in-place statements (keyspaces, types, tables, columns and
//! options, indexes, views), in the plan's order, each followed by a wait for schema
//! agreement; drops only when allowed. What never runs: a rebuild (a table Cassandra cannot
//! change in place: its five steps are printed and written to the script), and an `ALTER
//! KEYSPACE` of a keyspace that exists with other options (reported: changing the
//! replication of a keyspace in use takes a repair, the operator's call). A refused
//! statement stops the run; the report lists what ran before it, and a second run reads the
//! live schema again and so continues where the first stopped.

use super::live_schema;
use super::prove::roundtrip::canonical_table;
use super::{Cluster, Refused};
use model_core::Project;
use model_core::cql::script::retarget;
use model_core::diff::plan::Phase;
use model_core::diff::{Diff, Plan, ScriptOptions, Side};
use model_core::text::Text;
use std::collections::BTreeMap;

/// What `apply` is asked to do.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// The model's keyspace → the live keyspace it is applied to (absent: its own name).
    pub keyspaces: BTreeMap<String, String>,
    /// Replicas per data centre of the cluster for every keyspace of the model (`None`: the
    /// model's own replication).
    pub replication_factor: Option<u32>,
    /// Run the drops too.
    pub allow_drop: bool,
}

/// One statement of the plan as it will run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The CQL, in the live keyspaces.
    pub cql: String,
    /// What it does (`.en()` on the command line, the window's language in the window).
    pub why: Text,
    /// The plan's phase (`keyspaces`, `types`, `tables`, `columns`, `indexes`, `views`, `drops`).
    pub phase: &'static str,
}

/// A statement the plan has and `apply` does not run, with why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Held {
    /// The CQL (statements of a rebuild one after the other), in the live keyspaces.
    pub cql: String,
    /// What it would do.
    pub why: Text,
    /// Why it does not run.
    pub reason: String,
}

/// The plan reviewed before anything runs.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    /// `host:port`.
    pub cluster: String,
    /// The model's keyspace → the live one.
    pub keyspaces: BTreeMap<String, String>,
    /// Of those, the ones the cluster has.
    pub existing: Vec<String>,
    /// The changes from the live schema to the model, classified.
    pub diff: Diff,
    /// The plan.
    pub plan: Plan,
    /// What runs, in order.
    pub steps: Vec<Step>,
    /// What does not.
    pub held: Vec<Held>,
    /// The whole migration script (`diff --cql`'s), in the live keyspaces: the rebuilds'
    /// steps with it.
    pub script: String,
}

/// What a run did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Applied {
    /// The steps that ran, in order (indices into [`Review::steps`]).
    pub ran: Vec<usize>,
    /// The step the server refused, and its words: nothing after it ran.
    pub refused: Option<(usize, String)>,
    /// Warnings of the server, with their step.
    pub warnings: Vec<(usize, String)>,
}

/// The keyspaces of a model: its declared ones and those its tables are in.
pub fn model_keyspaces(project: &Project, model: &model_core::logical::LogicalModel) -> Vec<String> {
    let mut out: Vec<String> = project.physical.keyspaces.iter().map(|k| k.name.clone()).collect();
    for t in &model.tables {
        if !out.contains(&t.keyspace) {
            out.push(t.keyspace.clone());
        }
    }
    out
}

/// The live keyspace of each model keyspace from `K` (for a model with one keyspace) or
/// `MODEL=LIVE` items; an error names the item and what is wrong with it.
pub fn keyspace_mapping(items: &[String], model: &[String]) -> Result<BTreeMap<String, String>, String> {
    let mut out = BTreeMap::new();
    for k in items.iter().map(|k| k.trim()).filter(|k| !k.is_empty()) {
        let (from, to) = match k.split_once('=') {
            Some((a, b)) => (a.trim().to_owned(), b.trim().to_owned()),
            None if model.len() == 1 => (model[0].clone(), k.to_owned()),
            None => {
                return Err(format!(
                    "{k}: the model has {} keyspaces ({}): write MODEL=LIVE for each",
                    model.len(),
                    model.join(", ")
                ));
            }
        };
        if !model.contains(&from) {
            return Err(format!("{k}: the model has no keyspace {from} (it has {})", model.join(", ")));
        }
        if to.is_empty() {
            return Err(format!("{k}: no live keyspace name given"));
        }
        out.insert(from, to);
    }
    Ok(out)
}

/// The project with `options.replication_factor` replicas in each of `datacenters` for
/// every keyspace (unchanged without it).
pub fn with_replication(project: &Project, factor: Option<u32>, datacenters: &[String]) -> Project {
    let mut p = project.clone();
    if let Some(n) = factor {
        for k in &mut p.physical.keyspaces {
            k.replication = if datacenters.is_empty() {
                model_core::project::Replication::Simple { factor: n }
            } else {
                model_core::project::Replication::NetworkTopology {
                    datacenters: datacenters.iter().map(|d| (d.clone(), n)).collect(),
                    replication_factor: None,
                }
            };
        }
    }
    p
}

/// Reads the live schema and plans the migration to `project`. Nothing is changed.
pub fn review(cluster: &Cluster, project: &Project, options: &Options) -> Result<Review, Refused> {
    let datacenters = if options.replication_factor.is_some() { cluster.datacenters()? } else { Vec::new() };
    let project = with_replication(project, options.replication_factor, &datacenters);
    let model = model_core::derive(&project).model;
    let mut keyspaces = BTreeMap::new();
    for k in model_keyspaces(&project, &model) {
        let live = options.keyspaces.get(&k).cloned().unwrap_or_else(|| k.clone());
        keyspaces.insert(k, live);
    }
    let all = cluster.keyspaces()?;
    let existing: Vec<String> = keyspaces.values().filter(|l| all.contains(l)).cloned().collect();
    // None of the model's keyspaces there: the live side is empty (an empty list would read
    // every keyspace).
    let live =
        if existing.is_empty() { live_schema::LiveSchema::default() } else { live_schema::read(cluster, &existing)? };
    let back: BTreeMap<String, String> = keyspaces.iter().map(|(m, l)| (l.clone(), m.clone())).collect();
    let live_cql: String = model_core::cql::script::statements(&live.cql)
        .iter()
        .map(|s| format!("{};\n\n", retarget(s.text, &back, None)))
        .collect();
    let exported = model_core::export::schema_cql(&project, &model).text;
    let mut old = canonical(model_core::import::cql::import_named(&live_cql, "live").project);
    // The importer names a keyspace after the project when the text has none: the live side
    // has only the keyspaces the cluster has.
    old.physical.keyspaces.retain(|k| existing.iter().any(|l| back.get(l) == Some(&k.name)));
    let new = canonical(model_core::import::cql::import_named(&exported, "model").project);
    let (a, b) = (model_core::derive(&old), model_core::derive(&new));
    let (old_side, new_side) = (Side { project: &old, model: &a.model }, Side { project: &new, model: &b.model });
    let diff = model_core::diff::compare(old_side, new_side);
    let plan = model_core::diff::plan(&diff, &old_side, &new_side);
    let moved = |cql: &str| -> String {
        model_core::cql::script::statements(cql)
            .iter()
            .map(|s| format!("{};", retarget(s.text, &keyspaces, None)))
            .collect::<Vec<_>>()
            .join("\n")
    };
    let mut steps = Vec::new();
    let mut held = Vec::new();
    for st in &plan.statements {
        let cql = moved(&st.cql);
        let why = st.why.clone();
        let altered_keyspace =
            st.phase == Phase::Keyspaces && st.cql.trim_start().to_ascii_uppercase().starts_with("ALTER KEYSPACE");
        if altered_keyspace {
            held.push(Held {
                cql,
                why,
                reason: "the keyspace exists with other options: changing the replication of a keyspace in use takes a repair (run it yourself)"
                    .into(),
            });
        } else if st.drop && !options.allow_drop {
            held.push(Held { cql, why, reason: "a drop: run with --allow-drop".into() });
        } else {
            steps.push(Step { cql, why, phase: phase_name(st.phase) });
        }
    }
    for r in &plan.rebuilds {
        let mut cql = moved(&r.create);
        cql.push_str("\n-- step 2: the application writes both tables (a logged batch):\n");
        cql.push_str(&moved(&r.dual_write));
        cql.push_str("\n-- step 3: copy the rows:\n");
        for b in &r.backfill {
            cql.push_str(&format!("-- {b}\n"));
        }
        cql.push_str("-- step 4: switch the reads; step 5, once checked:\n");
        cql.push_str(&moved(&r.drop_old));
        held.push(Held {
            cql,
            why: Text::verbatim(format!("rebuild {}.{} as {}.{}: ", r.keyspace, r.old_table, r.new_keyspace, r.new_table))
                .then(Text::join(&r.reasons, model_core::text::Separator::Semicolon)),
            reason: "Cassandra cannot make this change in place: the rebuild's steps are the application's and the operator's (never run here)"
                .into(),
        });
    }
    let script_options = ScriptOptions {
        allow_drop: options.allow_drop,
        old_label: format!("live {}", cluster.address),
        new_label: "the model".into(),
    };
    let whole = model_core::diff::script(&diff, &plan, &script_options);
    // The script as `diff --cql` writes it, comments and all; moved statement by statement
    // (its comments left out) only when the live keyspaces have other names.
    let script = if keyspaces.iter().all(|(m, l)| m == l) { whole } else { format!("{}\n", moved(&whole)) };
    Ok(Review { cluster: cluster.address.to_string(), keyspaces, existing, diff, plan, steps, held, script })
}

/// Runs the review's steps in order, each followed by a wait for schema agreement; stops at
/// the first refusal. `each` is told of every step as it ends (`Ok`: ran).
pub fn apply(cluster: &Cluster, review: &Review, each: &mut dyn FnMut(usize, &Step, &Result<(), String>)) -> Applied {
    let mut out = Applied::default();
    for (i, step) in review.steps.iter().enumerate() {
        let result = cluster.run(&step.cql).map_err(|e| e.message).and_then(|o| {
            out.warnings.extend(o.warnings.into_iter().map(|w| (i, w)));
            cluster.await_schema().map_err(|e| format!("ran, but the nodes did not agree on the schema: {}", e.message))
        });
        each(i, step, &result);
        match result {
            Ok(()) => out.ran.push(i),
            Err(message) => {
                out.refused = Some((i, message));
                break;
            }
        }
    }
    out
}

/// A schema as compared: every table's options canonical, the server's defaults and names
/// spelled out as it writes them back.
fn canonical(mut p: Project) -> Project {
    for t in &mut p.physical.tables {
        canonical_table(t);
    }
    p
}

fn phase_name(p: Phase) -> &'static str {
    match p {
        Phase::Keyspaces => "keyspaces",
        Phase::Types => "types",
        Phase::Tables => "tables",
        Phase::Columns => "columns",
        Phase::Indexes => "indexes",
        Phase::Views => "views",
        Phase::Drops => "drops",
    }
}
