//! One query graded on the answer's tables: served or not (the SELECT planner), the key (the
//! ER model's functional dependencies), statics, types, columns and partition sizes.

use super::collide;
use super::columns::{AnswerTable, link};
use super::matching::Found;
use super::report::{Problem, ProblemKind, QueryGrade, Verdict};
use super::types::lossy;
use crate::analysis::{Analysis, AnalysisSettings};
use crate::derive::{Derivation, attribute_type};
use crate::diagnostic::{Code, Severity};
use crate::er::ErGraph;
use crate::er::determined;
use crate::ids::{AttributeId, QueryId};
use crate::logical::{LogicalModel, Role, Table};
use crate::msg;
use crate::project::{Direction, Index, Owner, Predicate, Project, Query};
use crate::query_plan::{PlanProblem, plan};
use crate::text::Text;
use rustc_hash::FxHashMap;

/// What grading a query needs.
pub(super) struct Ctx<'a> {
    pub model: &'a Project,
    pub index: &'a Index<'a>,
    pub derivation: &'a Derivation,
    pub analysis: &'a Analysis,
    pub tables: &'a [AnswerTable],
    pub matches: &'a FxHashMap<QueryId, Found>,
    /// The sample instance's writes, made when a key first needs two colliding rows.
    pub writes: std::cell::OnceCell<Vec<crate::proof::Batch>>,
}

/// The size diagnostics that make a partition a problem.
const SIZE: [Code; 5] = [
    Code::PartitionCellLimit,
    Code::PartitionTooManyValues,
    Code::PartitionTooLarge,
    Code::UnboundedPartition,
    Code::HotPartition,
];

/// Grades `q` (whose own table is `own`) on the tables found for it: the best of them.
pub(super) fn grade_query(ctx: &Ctx<'_>, q: &Query, own: &Table, found: &Found) -> QueryGrade {
    let weight =
        q.extra.get("weight").and_then(serde_json::Value::as_f64).filter(|w| w.is_finite() && *w >= 0.0).unwrap_or(1.0);
    let mut best: Option<(Verdict, Vec<Problem>, String, String)> = None;
    for &i in &found.tables {
        let (verdict, problems, key) = grade_table(ctx, q, own, i);
        let better = best.as_ref().is_none_or(|(v, p, _, _)| (verdict, problems.len()) < (*v, p.len()));
        if better {
            best = Some((verdict, problems, key, ctx.tables[i].table.name.clone()));
        }
    }
    let (verdict, problems, answer_key, tables) = match best {
        Some((v, p, k, t)) => (v, p, k, vec![t]),
        None => {
            let p = Problem {
                kind: ProblemKind::NotServed,
                table: String::new(),
                rule: "MR1",
                text: msg!("grade-no-table", query = q.id.as_str()),
                counts: true,
            };
            (Verdict::NotServed, vec![p], String::new(), Vec::new())
        }
    };
    let score = if verdict <= Verdict::DifferentButCorrect { weight } else { 0.0 };
    QueryGrade {
        query: q.id.clone(),
        description: q.description.clone(),
        tables,
        matched_by: found.by,
        verdict,
        model_table: format!("{} {}", own.name, key_text(own)),
        answer_key,
        problems,
        weight,
        score,
    }
}

/// The key with directions: `((a, b), c↓, d↑)`.
fn key_text(t: &Table) -> String {
    let pk: Vec<&str> = t.partition_key().map(|c| c.name.as_str()).collect();
    let mut s = format!("(({})", pk.join(", "));
    for c in t.clustering() {
        let arrow = if c.role == Role::Clustering(Direction::Desc) { "↓" } else { "↑" };
        s.push_str(&format!(", {}{arrow}", c.name));
    }
    s.push(')');
    s
}

fn key_attributes(t: &Table) -> Vec<&AttributeId> {
    t.columns.iter().filter(|c| c.role.is_key()).filter_map(|c| c.attribute.as_ref()).collect()
}

/// The verdict, problems and key of answer table `i` for `q`.
fn grade_table(ctx: &Ctx<'_>, q: &Query, own: &Table, i: usize) -> (Verdict, Vec<Problem>, String) {
    let index = ctx.index;
    let (t, unknown) = link(index, &ctx.derivation.model, own, q, &ctx.tables[i].table);
    let name = t.name.clone();
    let mut problems = Vec::new();
    let mut push =
        |kind, rule, text: Text, counts| problems.push(Problem { kind, table: name.clone(), rule, text, counts });
    // Served: the one SELECT planner, on the answer's table.
    for pp in plan(index, q, &t).problems {
        let (kind, rule) = plan_kind(q, &t, &pp);
        let text = match kind {
            ProblemKind::WrongOrder => msg!("grade-wrong-order", what = pp.text()),
            ProblemKind::ImpossibleRange => msg!("grade-impossible-range", what = pp.text()),
            _ => msg!("grade-not-served", what = pp.text()),
        };
        push(kind, rule, text, true);
    }
    for a in &q.find {
        if let (Some(c), None) = (own.column_for(a), t.column_for(a)) {
            push(
                ProblemKind::MissingColumn,
                "MR1",
                msg!("grade-missing-column", column = c.name.clone(), attribute = index.label(a)),
                true,
            );
        }
    }
    let graph = ErGraph::new(index);
    let path = crate::er::access_path(index, &graph, q);
    let along: Vec<&crate::ids::RelationshipId> = path.relationships.clone();
    // The key identifies a row: the tool's key attributes follow from the answer's.
    let own_key = key_attributes(own);
    let answer_key = key_attributes(&t);
    let d = determined(index, &answer_key, Some(&along));
    let follows = |a: &AttributeId| {
        answer_key.contains(&a)
            || match index.attribute(a) {
                Some((Owner::Entity(e), _)) => d.entity(e),
                Some((Owner::Relationship(r), _)) => d.relationship(r),
                None => true,
            }
    };
    let loose: Vec<&AttributeId> = own_key.iter().copied().filter(|a| !follows(a)).collect();
    if !loose.is_empty() {
        let missing: Vec<Text> = loose
            .iter()
            .map(|a| Text::verbatim(own.column_for(a).map_or_else(|| index.label(a), |c| c.name.clone())))
            .collect();
        let mut text = msg!(
            "grade-rows-overwrite",
            key = key_text(&t),
            missing = Text::join(&missing, crate::text::Separator::Comma)
        );
        if let Some(example) = collide::example(
            ctx.writes.get_or_init(|| collide::sample_writes(ctx.model, ctx.derivation)),
            own,
            &answer_key,
        ) {
            text.push(&example);
        }
        push(ProblemKind::RowsOverwrite, "MR5", text, true);
    }
    // A value that can change, in the key though the query needs it not.
    for c in t.columns.iter().filter(|c| c.role.is_key()) {
        let Some(a) = &c.attribute else { continue };
        let searched = q.given.iter().any(|g| &g.attribute == a) || q.order_by.iter().any(|o| &o.attribute == a);
        if own_key.contains(&a) || searched || identifying(index, a) {
            continue;
        }
        push(
            ProblemKind::ChangeableKey,
            "MR5",
            msg!("grade-changeable-key", column = c.name.clone(), attribute = index.label(a)),
            true,
        );
    }
    // Statics: a static column holds one value per partition.
    let pk: Vec<&AttributeId> = t.partition_key().filter_map(|c| c.attribute.as_ref()).collect();
    let by_partition = determined(index, &pk, Some(&along));
    for c in &t.columns {
        let Some(a) = &c.attribute else { continue };
        let own_role = own.column_for(a).map(|o| o.role);
        let pinned = match index.attribute(a) {
            Some((Owner::Entity(e), _)) => by_partition.entity(e),
            Some((Owner::Relationship(r), _)) => by_partition.relationship(r),
            None => true,
        };
        if c.role == Role::Static && own_role != Some(Role::Static) && !pinned {
            push(
                ProblemKind::WrongStatic,
                "static",
                msg!("grade-wrong-static", column = c.name.clone(), attribute = index.label(a)),
                true,
            );
        }
        if c.role == Role::Regular && own_role == Some(Role::Static) && t.clustering().next().is_some() {
            push(ProblemKind::MissingStatic, "static", msg!("grade-missing-static", column = c.name.clone()), false);
        }
        let expected = own.column_for(a).map_or_else(|| attribute_type(index, a, c.role.is_key()), |o| o.ty.clone());
        if lossy(&expected, &c.ty) {
            push(
                ProblemKind::LossyType,
                "type",
                msg!(
                    "grade-lossy-type",
                    column = c.name.clone(),
                    ty = c.ty.to_string(),
                    expected = expected.to_string()
                ),
                true,
            );
        }
    }
    // Columns the query (and the other queries graded on this table) does not need.
    let others: Vec<&Table> = ctx
        .matches
        .iter()
        .filter(|(_, f)| f.tables.contains(&i))
        .filter_map(|(qid, _)| ctx.derivation.model.table_for_query(qid))
        .collect();
    for c in &t.columns {
        let needed = match &c.attribute {
            Some(a) => own.column_for(a).is_some() || others.iter().any(|o| o.column_for(a).is_some()),
            None => own.column(&c.name).is_some(),
        };
        if unknown.contains(&c.name) {
            push(ProblemKind::SuperfluousColumn, "MR1", msg!("grade-unknown-column", column = c.name.clone()), false);
        } else if !needed && !c.role.is_key() {
            push(
                ProblemKind::SuperfluousColumn,
                "MR1",
                msg!("grade-superfluous-column", column = c.name.clone()),
                false,
            );
        }
    }
    // Partition sizes, by the same estimates and thresholds as the model's own tables.
    let served =
        !problems.iter().any(|p| p.counts && matches!(p.kind, ProblemKind::NotServed | ProblemKind::MissingColumn));
    if served {
        for (text, counts, rule) in partition_problems(ctx, &graph, own, &t) {
            problems.push(Problem { kind: ProblemKind::PartitionSize, table: t.name.clone(), rule, text, counts });
        }
    }
    problems.sort_by_key(|p| (!p.counts, p.kind));
    let counted = |k: &[ProblemKind]| problems.iter().any(|p| p.counts && k.contains(&p.kind));
    let verdict = if counted(&[ProblemKind::NotServed, ProblemKind::MissingColumn]) {
        Verdict::NotServed
    } else if problems.iter().any(|p| p.counts) {
        Verdict::Wrong
    } else if same_key(own, &t) {
        Verdict::Correct
    } else {
        Verdict::DifferentButCorrect
    };
    (verdict, problems, key_text(&t))
}

/// The kind and rule of a planner's problem.
fn plan_kind(q: &Query, t: &Table, pp: &PlanProblem) -> (ProblemKind, &'static str) {
    match pp {
        PlanProblem::MissingColumn { .. } => (ProblemKind::MissingColumn, "MR1"),
        PlanProblem::OrderNotClustering { .. } | PlanProblem::OrderAgainstClustering { .. } => {
            (ProblemKind::WrongOrder, "MR4")
        }
        PlanProblem::MultipleRanges { .. } => (ProblemKind::ImpossibleRange, "MR3"),
        PlanProblem::NeedsFiltering { column, .. } => {
            let clustering = t.column(column).is_some_and(|c| matches!(c.role, Role::Clustering(_)));
            let ranged = t.column(column).and_then(|c| c.attribute.as_ref()).is_some_and(|a| {
                q.given.iter().any(|g| &g.attribute == a && !matches!(g.predicate, Predicate::Eq | Predicate::In))
            });
            if clustering && ranged { (ProblemKind::ImpossibleRange, "MR3") } else { (ProblemKind::NotServed, "MR2") }
        }
        PlanProblem::PartitionKeyUnrestricted { .. }
        | PlanProblem::OrderWithoutPartition { .. }
        | PlanProblem::Nearest { .. } => (ProblemKind::NotServed, "MR2"),
    }
}

/// `true` for an attribute that names its entity for good: a key or alternate-key attribute.
fn identifying(index: &Index<'_>, a: &AttributeId) -> bool {
    match index.attribute(a) {
        Some((Owner::Entity(e), attr)) => {
            attr.key || index.entity(e).is_some_and(|e| e.alternate_keys.iter().any(|k| k.contains(a)))
        }
        _ => false,
    }
}

/// The same key: the same partition-key attributes (in any order) and the same clustering
/// columns in the same order and directions.
fn same_key(own: &Table, t: &Table) -> bool {
    let part = |x: &Table| {
        let mut v: Vec<String> = x
            .partition_key()
            .map(|c| c.attribute.as_ref().map_or_else(|| c.name.clone(), ToString::to_string))
            .collect();
        v.sort();
        v
    };
    let clus = |x: &Table| -> Vec<(String, Role)> {
        x.clustering()
            .map(|c| (c.attribute.as_ref().map_or_else(|| c.name.clone(), ToString::to_string), c.role))
            .collect()
    };
    part(own) == part(t) && clus(own) == clus(t)
}

/// The answer table's partition problems, with their figures and remedies; each counts unless
/// the model's own table has the same (the verdict follows the model).
fn partition_problems(ctx: &Ctx<'_>, graph: &ErGraph<'_>, own: &Table, t: &Table) -> Vec<(Text, bool, &'static str)> {
    let model =
        LogicalModel { tables: vec![t.clone()], udts: ctx.derivation.model.udts.clone(), ..LogicalModel::default() };
    let theirs = crate::analysis::analyse_answer(ctx.index, graph, &model, &AnalysisSettings::default());
    let mut out = Vec::new();
    for d in theirs.diagnostics.iter().filter(|d| SIZE.contains(&d.code) && d.severity >= Severity::Warning) {
        let shared = ctx
            .analysis
            .diagnostics
            .iter()
            .any(|o| o.code == d.code && o.subject.table.as_deref() == Some(own.name.as_str()));
        let mut text = d.message.clone();
        match &d.fix {
            Some(fix) => text.push(&msg!("grade-remedy", fix = fix.clone())),
            None => {
                for r in theirs.partitions.first().map_or(&[][..], |p| &p.remedies[..]) {
                    text.push(&msg!("grade-remedy", fix = r.description_text()));
                }
            }
        }
        if shared {
            text.push(&msg!("grade-model-too"));
        }
        out.push((text, !shared, if d.code == Code::HotPartition { "MR2" } else { "Nv/St" }));
    }
    out
}
