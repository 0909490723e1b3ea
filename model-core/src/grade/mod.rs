//! Grading (issue 43): a design someone else wrote (a student's CQL) checked against the
//! model (the teacher's ER diagram, queries and estimates), query by query, with the rule and
//! a reason a student understands. Pure: the answer is text or a project already read.
//!
//! The answer is read by the CQL importer ([`answer`]); each query is matched to the answer's
//! tables by a comment naming it or by columns (`matching`); each answer table's columns are
//! linked to the model's attributes through the tool's own derived tables (`columns`), so
//! the one SELECT planner ([`crate::query_plan`]), the functional dependencies of the ER model
//! (`crate::er::closure`) and the partition estimates ([`crate::analysis`]) judge it
//! (`checks`); a key that lets rows overwrite each other is shown with two rows of the
//! sample instance (`collide`).

pub mod answer;
mod checks;
mod collide;
mod columns;
mod matching;
pub mod page;
mod report;
mod types;

pub use answer::{Answer, AnswerNote};
pub use report::{Grading, MatchedBy, Problem, ProblemKind, QueryGrade, Verdict};

use crate::analysis::AnalysisSettings;
use crate::diagnostic::Severity;
use crate::msg;
use crate::project::Project;
use crate::text::Text;

/// Grades `answer` against the model `model`: one [`QueryGrade`] per query the model can
/// derive a table for, then the total. Never panics: what cannot be graded is a note.
pub fn grade(model: &Project, answer: &Answer) -> Grading {
    let derivation = crate::derive(model);
    let analysis = crate::pipeline::check(model, &derivation, &AnalysisSettings::default());
    let mut notes: Vec<Text> = answer.notes.iter().map(AnswerNote::text).collect();
    let errors = analysis.diagnostics.iter().filter(|d| d.severity == Severity::Error).count();
    if errors > 0 {
        notes.push(msg!("grade-model-has-errors", count = errors));
    }
    let index = model.index();
    let (tables, left_out) = columns::answer_tables(model, &derivation.model, answer);
    notes.extend(left_out);
    if answer.tables.is_empty() {
        notes.push(msg!("grade-no-tables"));
    }
    let matches = matching::match_queries(&index, &derivation.model, &tables);
    let ctx = checks::Ctx {
        model,
        index: &index,
        derivation: &derivation,
        analysis: &analysis,
        tables: &tables,
        matches: &matches,
        writes: std::cell::OnceCell::new(),
    };
    let mut queries = Vec::new();
    for q in &model.queries {
        let Some(own) = derivation.model.table_for_query(&q.id) else {
            notes.push(msg!("grade-query-not-derived", query = q.id.as_str()));
            continue;
        };
        let found = matches.get(&q.id).cloned().unwrap_or_default();
        queries.push(checks::grade_query(&ctx, q, own, &found));
    }
    Grading::new(queries, notes)
}

/// The answer's tables as the model's logical model, each linked to the attributes of the
/// query it was graded on (a table graded on several queries once, serving them all), in the
/// model's keyspaces only: what `grade --cluster` creates, loads and queries. Queries not
/// served by the answer are left out.
pub fn answer_model(model: &Project, answer: &Answer, grading: &Grading) -> crate::logical::LogicalModel {
    let derivation = crate::derive(model);
    let index = model.index();
    let (tables, _) = columns::answer_tables(model, &derivation.model, answer);
    let mut out = crate::logical::LogicalModel { udts: derivation.model.udts.clone(), ..Default::default() };
    for g in grading.queries.iter().filter(|g| g.verdict != Verdict::NotServed) {
        let (Some(name), Some(q), Some(own)) =
            (g.tables.first(), index.query(&g.query), derivation.model.table_for_query(&g.query))
        else {
            continue;
        };
        if let Some(t) = out.tables.iter_mut().find(|t| &t.name == name) {
            t.queries.push(g.query.clone());
            continue;
        }
        let Some(a) = tables.iter().find(|a| &a.table.name == name) else { continue };
        out.tables.push(columns::link(&index, &derivation.model, own, q, &a.table).0);
    }
    out
}

#[cfg(test)]
mod tests;
