//! Table and keyspace names after derivation: two tables never share a name, and names CQL
//! cannot take are reported.

use super::{Derivation, choices, names};
use crate::diagnostic::{Code, Diagnostic};
use crate::ids::QueryId;
use crate::logical::{Origin, Table};
use crate::msg;
use crate::project::Project;
use rustc_hash::FxHashMap;

/// Tables the naming rule names alike that hold different rows are told apart by the
/// relationships that select their rows: "songs a user liked" and "songs a user listened to"
/// are `songs_by_user_likes` and `songs_by_user_listens`, never `songs_by_user` and
/// `songs_by_user_q10`. Each such table takes the names of the relationships its rows go
/// through that the others' do not (a table with none keeps the plain name); names the user
/// gave are kept.
pub(super) fn tell_rows_apart(project: &Project, out: &mut Derivation) {
    let mut groups: FxHashMap<(&str, &str), Vec<usize>> = FxHashMap::default();
    for (i, t) in out.model.tables.iter().enumerate() {
        if matches!(t.origin, Origin::Derived(_)) && t.name == t.derived_name {
            groups.entry((t.keyspace.as_str(), t.name.as_str())).or_default().push(i);
        }
    }
    let index = project.index();
    let mut renames: Vec<(usize, String)> = Vec::new();
    for members in groups.into_values().filter(|m| m.len() > 1) {
        // Each member's rows as a number (equal rows, equal numbers), and per step the rows
        // that go through it: a step is a member's own when no other rows go through it. Counted
        // once per group: comparing every member with every other made a thousand tables of
        // one name (roles of a thousand entities: `followers_by_followed`) quadratic.
        let mut kinds: FxHashMap<Option<&super::Rows>, usize> = FxHashMap::default();
        let rows_no: Vec<usize> = members
            .iter()
            .map(|&i| {
                let n = kinds.len();
                *kinds.entry(out.rows_of(&out.model.tables[i])).or_insert(n)
            })
            .collect();
        if kinds.len() < 2 {
            continue;
        }
        let through = |i: usize| out.rows_of(&out.model.tables[i]).map(|r| r.through.as_slice()).unwrap_or_default();
        let mut by_step: FxHashMap<&super::Step, rustc_hash::FxHashSet<usize>> = FxHashMap::default();
        for (&i, &k) in members.iter().zip(&rows_no) {
            for s in through(i) {
                by_step.entry(s).or_default().insert(k);
            }
        }
        // Rows that go through something: a member whose other rows go through nothing keeps
        // its name (the other takes the steps it has).
        let stepping: rustc_hash::FxHashSet<usize> = by_step.values().flatten().copied().collect();
        for (&i, &k) in members.iter().zip(&rows_no) {
            if !stepping.iter().any(|&x| x != k) {
                continue;
            }
            let own: Vec<String> = through(i)
                .iter()
                .filter(|s| by_step.get(s).is_some_and(|ks| ks.len() == 1 && ks.contains(&k)))
                .map(|s| {
                    index
                        .relationship(&s.relationship)
                        .map_or_else(|| s.relationship.to_string(), crate::project::Relationship::cql_word)
                })
                .filter(|n| !n.is_empty())
                .collect();
            if !own.is_empty() {
                renames.push((i, within_limit(&out.model.tables[i].name, &own.join("_"))));
            }
        }
    }
    for (i, name) in renames {
        let t = &mut out.model.tables[i];
        t.name.clone_from(&name);
        t.derived_name = name;
    }
}

/// Two tables in one keyspace with one name: the one whose query comes later (in natural id
/// order, never file order; tables defined directly after derived ones) gets its query id
/// appended.
pub(super) fn disambiguate(out: &mut Derivation) {
    let mut seen: FxHashMap<(String, String), usize> = FxHashMap::default();
    let mut order: Vec<usize> = (0..out.model.tables.len()).collect();
    let id = |t: &Table| match &t.origin {
        Origin::Derived(q) => (0, q.as_str().to_owned()),
        Origin::Defined(d) => (1, d.as_str().to_owned()),
    };
    order.sort_by(|&a, &b| {
        let (x, y) = (id(&out.model.tables[a]), id(&out.model.tables[b]));
        x.0.cmp(&y.0).then_with(|| choices::natural_cmp(&x.1, &y.1))
    });
    for i in order {
        let key = (out.model.tables[i].keyspace.clone(), out.model.tables[i].name.clone());
        if let std::collections::hash_map::Entry::Vacant(slot) = seen.entry(key) {
            slot.insert(i);
            continue;
        }
        let t = &out.model.tables[i];
        let suffix = match &t.origin {
            Origin::Derived(q) => crate::naming::snake_case(q.as_str()),
            Origin::Defined(id) => crate::naming::snake_case(id.as_str()),
        };
        let mut candidate = within_limit(&t.name, &suffix);
        let mut n = 2;
        while seen.contains_key(&(t.keyspace.clone(), candidate.clone())) {
            candidate = within_limit(&t.name, &format!("{suffix}_{n}"));
            n += 1;
        }
        let mut d = Diagnostic::warning(
            Code::NameCollision,
            msg!(
                "derive-table-name-taken",
                name = t.name.to_string(),
                query = (t.queries.first().map_or("?", QueryId::as_str)).to_string(),
                candidate = candidate.to_string()
            ),
        )
        .table(&candidate)
        .fix(msg!("derive-rename-or-merge-tables"));
        if let Some(q) = t.queries.first() {
            d = d.query(q);
        }
        out.diagnostics.push(d);
        seen.insert((t.keyspace.clone(), candidate.clone()), i);
        out.model.tables[i].name = candidate;
    }
}

/// `name_suffix`, the name cut so that the whole stays within CQL's 48 characters (an ASCII
/// name; others are reported by [`check`] whatever their length).
fn within_limit(name: &str, suffix: &str) -> String {
    let room = crate::cql::MAX_SCHEMA_NAME_LEN.saturating_sub(suffix.len() + 1);
    let base = if name.is_ascii() && name.len() > room { name[..room].trim_end_matches('_') } else { name };
    format!("{base}_{suffix}")
}

/// Table and keyspace names CQL cannot take get an error asking for a physical name.
pub(super) fn check(project: &Project, out: &mut Derivation) {
    if project.physical.keyspaces.is_empty() {
        out.diagnostics.push(
            Diagnostic::error(Code::KeyspaceProblem, msg!("derive-no-keyspace")).fix(msg!("derive-add-keyspace")),
        );
    }
    for ks in &project.physical.keyspaces {
        if let Some(problem) = names::schema_name_problem(&ks.name) {
            out.diagnostics.push(
                Diagnostic::error(
                    Code::InvalidCqlName,
                    msg!("derive-keyspace-name-unusable", name = format!("{:?}", ks.name), problem = problem.clone()),
                )
                .fix(msg!("derive-rename-keyspace")),
            );
        }
    }
    for t in &out.model.tables {
        if let Some(problem) = names::schema_name_problem(&t.name) {
            let mut d = Diagnostic::error(
                Code::InvalidCqlName,
                msg!("derive-table-name-unusable", name = format!("{:?}", t.name), problem = problem.clone()),
            )
            .table(&t.name)
            .fix(msg!("derive-give-table-physical-name"));
            if let Some(q) = t.queries.first() {
                d = d.query(q);
            }
            out.diagnostics.push(d);
        }
    }
}
