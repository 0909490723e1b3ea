//! Validation: what is wrong or dangling in a project, as diagnostics. Never panics.

mod indexes;
mod statements;
mod target;

use crate::derive::Derivation;
use crate::diagnostic::{Code, Diagnostic};
use crate::logical::{Origin, Role};
use crate::project::{Index, Project};
use crate::query_plan::{PlanProblem, plan};
use crate::text;
use crate::text::{Lang, Text};
use rustc_hash::{FxHashMap, FxHashSet};

/// Validates a project against its derivation; includes the derivation's own diagnostics.
pub fn validate(project: &Project, derivation: &Derivation) -> Vec<Diagnostic> {
    let index = project.index();
    let mut d: Vec<Diagnostic> = derivation.diagnostics.clone();
    references(&index, &mut d);
    names(project, &mut d);
    keys(&index, &mut d);
    queries(&index, &mut d);
    crate::er::check(&index, &mut d);
    tables(&index, derivation, &mut d);
    statements::check(project, derivation, &mut d);
    indexes::indexes_and_masks(&derivation.model.tables, &mut d);
    target::check(project, derivation, &mut d);
    crate::diagnostic::sort(&mut d);
    d
}

fn references(index: &Index<'_>, d: &mut Vec<Diagnostic>) {
    let p = index.project;
    for r in &p.relationships {
        for end in &r.ends {
            if index.entity(&end.entity).is_none() {
                d.push(
                    Diagnostic::error(
                        Code::DanglingReference,
                        text!("relationship {} joins entity {}, which does not exist", "关系 {} 连接的实体 {} 不存在", r.name, end.entity),
                    )
                    .relationship(&r.id)
                    .fix(text!("Reconnect the relationship to an existing entity, or delete it.", "请把该关系重新连接到一个已有的实体，或删除它。")),
                );
            }
        }
    }
    for e in &p.entities {
        if let Some(o) = &e.owner {
            if index.entity(o).is_none() {
                d.push(
                    Diagnostic::error(
                        Code::DanglingReference,
                        text!("weak entity {} is owned by {o}, which does not exist", "弱实体 {} 的所属实体 {o} 不存在", e.name),
                    )
                    .entity(&e.id),
                );
            }
        }
    }
    for q in &p.queries {
        for a in q.attributes() {
            if index.attribute(a).is_none() {
                d.push(
                    Diagnostic::error(
                        Code::DanglingReference,
                        text!("{} refers to attribute {a}, which does not exist", "{} 引用的属性 {a} 不存在", q.id),
                    )
                    .query(&q.id)
                    .fix(text!("Pick the attribute again in the query's inspector, or remove it.", "请在该查询的检查器中重新选择属性，或将其移除。")),
                );
            }
        }
        if let Some(e) = &q.entity {
            if index.entity(e).is_none() {
                d.push(
                    Diagnostic::error(
                        Code::DanglingReference,
                        text!("{} returns entity {e}, which does not exist", "{} 返回的实体 {e} 不存在", q.id),
                    )
                    .query(&q.id),
                );
            }
        }
    }
    for t in &p.transitions {
        for end in [&t.from, &t.to] {
            if index.query(end).is_none() {
                d.push(
                    Diagnostic::error(
                        Code::DanglingReference,
                        text!(
                            "a workflow transition {} → {} refers to {end}, which does not exist",
                            "工作流转换 {} → {} 引用的 {end} 不存在",
                            t.from,
                            t.to
                        ),
                    )
                    .query(end),
                );
            }
        }
    }
    for q in p.overrides.tables.keys() {
        if index.query(q).is_none() {
            d.push(Diagnostic::warning(
                Code::StaleOverride,
                text!(
                    "table choices are stored for {q}, which no longer exists; they are ignored",
                    "项目中保存了 {q} 的表选择，但 {q} 已不存在；这些选择被忽略"
                ),
            ));
        }
    }
    for a in p.physical.types.keys() {
        if index.attribute(a).is_none() {
            d.push(Diagnostic::warning(
                Code::StaleOverride,
                text!(
                    "a CQL type is stored for attribute {a}, which no longer exists; it is ignored",
                    "项目中保存了属性 {a} 的 CQL 类型，但该属性已不存在；该类型被忽略"
                ),
            ));
        }
    }
}

fn names(p: &Project, d: &mut Vec<Diagnostic>) {
    let mut entity_names: FxHashMap<String, &crate::ids::EntityId> = FxHashMap::default();
    for e in &p.entities {
        if e.name.trim().is_empty() {
            d.push(Diagnostic::error(Code::DuplicateName, text!("entity {} has no name", "实体 {} 没有名称", e.id)).entity(&e.id));
        } else if entity_names.insert(e.name.trim().to_lowercase(), &e.id).is_some() {
            d.push(
                Diagnostic::error(Code::DuplicateName, text!("two entities are named {}", "有两个实体都叫 {}", e.name))
                    .entity(&e.id)
                    .fix(text!("Rename one of them.", "请重命名其中一个。")),
            );
        }
        let mut attr_names = FxHashSet::default();
        for a in &e.attributes {
            if crate::naming::snake_case(&a.name).is_empty() && a.column.is_none() {
                d.push(
                    Diagnostic::error(
                        Code::InvalidCqlName,
                        text!(
                            "attribute {:?} of {} has no letters or digits to make a column name from",
                            "{1} 的属性 {0:?} 不含字母或数字，无法生成列名",
                            a.name,
                            e.name
                        ),
                    )
                    .entity(&e.id)
                    .attribute(&a.id)
                    .fix(text!("Rename the attribute, or give it a column name in the inspector.", "请重命名该属性，或在检查器中为它指定列名。")),
                );
            }
            if !attr_names.insert(a.name.trim().to_lowercase()) {
                d.push(
                    Diagnostic::error(
                        Code::DuplicateName,
                        text!("entity {} has two attributes named {}", "实体 {} 有两个属性都叫 {}", e.name, a.name),
                    )
                    .entity(&e.id)
                    .attribute(&a.id),
                );
            }
        }
    }
    for r in &p.relationships {
        let mut attr_names = FxHashSet::default();
        for a in &r.attributes {
            if !attr_names.insert(a.name.trim().to_lowercase()) {
                d.push(
                    Diagnostic::error(
                        Code::DuplicateName,
                        text!("relationship {} has two attributes named {}", "关系 {} 有两个属性都叫 {}", r.name, a.name),
                    )
                    .relationship(&r.id)
                    .attribute(&a.id),
                );
            }
        }
    }
    let mut ids: FxHashSet<&str> = FxHashSet::default();
    for id in p.all_ids() {
        if !ids.insert(id) {
            d.push(Diagnostic::error(
                Code::DuplicateName,
                text!(
                    "the id {id} is used twice in the project file; references to it are ambiguous",
                    "标识符 {id} 在项目文件中用了两次，对它的引用有歧义"
                ),
            ));
        }
    }
}

fn keys(index: &Index<'_>, d: &mut Vec<Diagnostic>) {
    for e in &index.project.entities {
        if index.full_key(&e.id).is_empty() {
            d.push(
                Diagnostic::error(Code::EntityWithoutKey, text!("entity {} has no key attribute", "实体 {} 没有键属性", e.name)).entity(&e.id).fix(
                    text!("Mark the attribute(s) that identify an instance as key (underlined).", "请把能标识一个实例的属性标记为键（带下划线）。"),
                ),
            );
        } else if e.owner.is_some() && !e.attributes.iter().any(|a| a.key) && !one_per_owner(index, e) {
            d.push(
                Diagnostic::warning(
                    Code::EntityWithoutKey,
                    text!(
                        "weak entity {} has no partial key: one owner can have only one of it",
                        "弱实体 {} 没有部分键：每个所属实体只能有一个它的实例",
                        e.name
                    ),
                )
                .entity(&e.id)
                .fix(text!(
                    "Mark the attribute that tells its instances apart within one owner as key.",
                    "请把在同一所属实体内区分其实例的属性标记为键。"
                )),
            );
        }
    }
}

/// `true` when a relationship says one owner has at most one of this weak entity (its end is
/// `1` in a relationship with its owner): then it needs no partial key.
fn one_per_owner(index: &Index<'_>, e: &crate::project::Entity) -> bool {
    let Some(owner) = &e.owner else { return false };
    index.project.relationships.iter().any(|r| {
        r.touches(owner)
            && r.ends.iter().any(|end| end.entity == e.id && end.cardinality == crate::project::Cardinality::One)
            && r.ends.iter().any(|end| &end.entity == owner)
    })
}

fn queries(index: &Index<'_>, d: &mut Vec<Diagnostic>) {
    let mut seen = FxHashSet::default();
    for q in &index.project.queries {
        if !seen.insert(q.id.as_str()) {
            d.push(Diagnostic::error(Code::DuplicateName, text!("two queries have the id {}", "有两个查询的标识符都是 {}", q.id)).query(&q.id));
        }
        if q.find.is_empty() && q.aggregates.is_empty() {
            d.push(
                Diagnostic::warning(
                    Code::QueryWithoutFind,
                    text!("{} returns nothing: it has no find attribute", "{} 不返回任何内容：它没有查找属性", q.id),
                )
                .query(&q.id)
                .fix(text!("Add the attributes the task needs to the query's find list.", "请把任务需要的属性加入该查询的查找列表。")),
            );
        }
        let has_entity = q.entity.is_some() || q.attributes().iter().any(|a| index.entity_of(a).is_some());
        if !has_entity {
            d.push(
                Diagnostic::error(Code::QueryWithoutEntity, text!("{} does not say which entity it returns", "{} 没有指明它返回哪个实体", q.id))
                    .query(&q.id)
                    .fix(text!("Choose the entity the query returns in its inspector.", "请在检查器中选择该查询返回的实体。")),
            );
        }
    }
}

fn tables(index: &Index<'_>, derivation: &Derivation, d: &mut Vec<Diagnostic>) {
    for t in &derivation.model.tables {
        let counters: Vec<&str> = t.columns.iter().filter(|c| c.ty.is_counter()).map(|c| c.name.as_str()).collect();
        if !counters.is_empty() {
            let others: Vec<&str> = t.columns.iter().filter(|c| !c.role.is_key() && !c.ty.is_counter()).map(|c| c.name.as_str()).collect();
            let keyed: Vec<&str> = t.columns.iter().filter(|c| c.role.is_key() && c.ty.is_counter()).map(|c| c.name.as_str()).collect();
            if !others.is_empty() || !keyed.is_empty() {
                let with = if keyed.is_empty() {
                    text!("other columns ({})", "其他列（{}）", others.join(", "))
                } else {
                    text!("a counter in the primary key", "主键中的计数器")
                };
                let with_zh = with.get(Lang::Zh);
                let mut diag = Diagnostic::error(
                    Code::CounterMixed,
                    text!(
                        "table {} mixes counter columns ({}) with {with}: CQL requires every non-key column of a counter table to be a counter",
                        "表 {} 把计数器列（{}）和{with_zh}混在一起：CQL 要求计数器表的每个非键列都是计数器",
                        t.name,
                        counters.join(", ")
                    ),
                )
                .table(&t.name)
                .fix(text!("Move the counters to a query (and table) of their own.", "请把计数器移到单独的查询（和表）中。"));
                if let Some(q) = t.queries.first() {
                    diag = diag.query(q);
                }
                d.push(diag);
            }
        }
        if t.columns.iter().any(|c| c.role == Role::Static) && t.clustering().next().is_none() {
            d.push(
                Diagnostic::error(
                    Code::CounterMixed,
                    text!(
                        "table {} has static columns but no clustering column; CQL rejects that",
                        "表 {} 有静态列却没有聚簇列；CQL 不接受这样的表",
                        t.name
                    ),
                )
                .table(&t.name),
            );
        }
        for (name, value) in &t.options {
            if !crate::cql::is_valid_option_name(name) || !crate::cql::is_valid_option_value(value) {
                d.push(
                    Diagnostic::error(
                        Code::InvalidCqlName,
                        text!(
                            "table {} has an option {name} = {value} that is not valid CQL; it is left out of schema.cql",
                            "表 {} 的选项 {name} = {value} 不是有效的 CQL，已从 schema.cql 中略去",
                            t.name
                        ),
                    )
                    .table(&t.name)
                    .fix(text!(
                        "Write the value as a CQL constant ('text', 42, true) or map ({{'class': '...'}}).",
                        "请把值写成 CQL 常量（'text'、42、true）或映射（{{'class': '...'}}）。"
                    )),
                );
            }
        }
        if !matches!(t.origin, Origin::Derived(_)) {
            continue;
        }
        for qid in &t.queries {
            let Some(q) = index.query(qid) else { continue };
            let plan = plan(index, q, t);
            for problem in &plan.problems {
                if let PlanProblem::OrderAgainstClustering { .. } | PlanProblem::OrderNotClustering { .. } = problem {
                    d.push(
                        Diagnostic::error(Code::OrderAgainstClustering, Text::labelled(qid.as_str(), &problem.text())).query(qid).table(&t.name).fix(
                            text!(
                                "Choose a key alternative whose clustering order matches, or change the query's order.",
                                "请选择聚簇顺序与之相符的备选主键，或修改查询的排序。"
                            ),
                        ),
                    );
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builder::ProjectBuilder;
    use crate::cql_type::NativeType::{Counter, Int, Text};
    use crate::ids::{EntityId, QueryId};
    use crate::project::Cardinality::{Many, One};
    use crate::project::Direction::Asc;
    use crate::project::Predicate::Eq;
    use crate::project::Transition;

    fn codes(p: &Project) -> Vec<Code> {
        validate(p, &crate::derive(p)).into_iter().map(|d| d.code).collect()
    }

    fn base() -> ProjectBuilder {
        ProjectBuilder::new("v")
            .entity("user", &[("id", Int, true), ("name", Text, false)])
            .entity("book", &[("isbn", Text, true), ("title", Text, false)])
            .relationship("reads", "user", Many, "book", Many)
            .query("Q1", Some("book"), &[("user.id", Eq)], &["book.title"], &[])
    }

    #[test]
    fn a_clean_model_has_no_diagnostic() {
        assert_eq!(codes(&base().build()), Vec::<Code>::new());
    }

    #[test]
    fn dangling_references() {
        let p = base().query("Q2", Some("book"), &[("book.nope", Eq)], &["book.title"], &[]).build();
        assert!(codes(&p).contains(&Code::DanglingReference));
        let p = base().with(|p| p.relationships[0].ends[1].entity = EntityId::from("ghost")).build();
        assert!(codes(&p).contains(&Code::DanglingReference));
        let p = base().with(|p| p.transitions.push(Transition { from: "Q1".into(), to: "Q9".into(), extra: Default::default() })).build();
        assert!(codes(&p).contains(&Code::DanglingReference));
        let p = base().with(|p| p.queries[0].entity = Some(EntityId::from("ghost"))).build();
        assert!(codes(&p).contains(&Code::DanglingReference));
    }

    #[test]
    fn duplicate_names_and_ids() {
        let p = base().with(|p| p.entities[1].name = "User".into()).build();
        assert!(codes(&p).contains(&Code::DuplicateName));
        let p = base().with(|p| p.entities[0].attributes[1].name = "ID".into()).build();
        assert!(codes(&p).contains(&Code::DuplicateName));
        let p = base().with(|p| {
            let q = p.queries[0].clone();
            p.queries.push(q);
        });
        assert!(codes(&p.build()).contains(&Code::DuplicateName));
    }

    #[test]
    fn entity_without_key() {
        let p = base().with(|p| p.entities[1].attributes[0].key = false).build();
        assert!(codes(&p).contains(&Code::EntityWithoutKey));
    }

    #[test]
    fn query_without_find_or_entity() {
        let p = base().with(|p| p.queries[0].find.clear()).build();
        assert!(codes(&p).contains(&Code::QueryWithoutFind));
        let p = ProjectBuilder::new("v")
            .entity("a", &[("id", Int, true)])
            .entity("b", &[("id", Int, true)])
            .relationship("r", "a", One, "b", Many)
            .relationship_attribute("since", Int)
            .query("Q1", None, &[], &["r.since"], &[])
            .build();
        assert!(codes(&p).contains(&Code::QueryWithoutEntity));
    }

    #[test]
    fn counters_mixed_with_other_columns() {
        let p = base().with_attribute("book.title", |a| a.ty = Counter).query("Q2", Some("book"), &[("book.isbn", Eq)], &["book.title"], &[]).build();
        // Q2's table holds only the counter: fine. Q1 holds title (a counter) alone too: fine.
        assert!(!codes(&p).contains(&Code::CounterMixed));
        let p = base()
            .entity("stats", &[("isbn", Text, true), ("reads", Counter, false), ("note", Text, false)])
            .query("Q3", Some("stats"), &[("stats.isbn", Eq)], &["stats.reads", "stats.note"], &[])
            .build();
        assert!(codes(&p).contains(&Code::CounterMixed));
    }

    #[test]
    fn ordering_that_contradicts_the_clustering_order() {
        // Ordering by a partition-key column cannot be served (a key set by hand: derivation
        // itself makes an ordered attribute a clustering column).
        let p = base()
            .query("Q2", Some("book"), &[("user.id", Eq)], &["book.title"], &[("user.id", Asc)])
            .with_key("Q2", &["user.id"], &[("book.isbn", Asc)])
            .build();
        let d = validate(&p, &crate::derive(&p));
        assert!(d.iter().any(|x| x.code == Code::OrderAgainstClustering && x.subject.query == Some(QueryId::from("Q2"))));
        // Ordering by the clustering column as stored is fine.
        let p = base().query("Q2", Some("book"), &[("user.id", Eq)], &["book.title"], &[("book.isbn", Asc)]).build();
        assert!(!codes(&p).contains(&Code::OrderAgainstClustering));
    }

    #[test]
    fn stale_overrides_are_reported() {
        let p = base()
            .with(|p| {
                p.overrides.tables.insert("Q7".into(), crate::project::TableOverride::default());
            })
            .build();
        assert!(codes(&p).contains(&Code::StaleOverride));
    }

    #[test]
    fn udt_problems() {
        let p = base()
            .with_attribute("book.title", |a| {
                a.fields =
                    vec![crate::project::Field { name: "x".into(), ty: crate::cql_type::CqlType::Udt("missing".into()), extra: Default::default() }];
            })
            .build();
        assert!(codes(&p).contains(&Code::UdtProblem));
    }

    #[test]
    fn keyspace_problems() {
        let p = base().with(|p| p.physical.keyspaces.clear()).build();
        assert!(codes(&p).contains(&Code::KeyspaceProblem));
        let p = base().with(|p| p.physical.keyspaces[0].name = "bad name".into()).build();
        assert!(codes(&p).contains(&Code::InvalidCqlName));
    }

    #[test]
    fn never_panics_on_empty_or_self_owned_models() {
        assert!(codes(&Project::default()).is_empty());
        let p = base().with(|p| p.entities[0].owner = Some(EntityId::from("user"))).build();
        let _ = codes(&p);
    }

    #[test]
    fn a_weak_entity_one_per_owner_needs_no_partial_key() {
        let p = ProjectBuilder::new("w")
            .entity("user", &[("id", Int, true)])
            .entity("profile", &[("bio", Text, false)])
            .owned_by("user")
            .relationship("has", "user", One, "profile", One)
            .with(|p| p.relationships[0].identifying = true)
            .query("Q1", Some("profile"), &[("user.id", Eq)], &["profile.bio"], &[])
            .build();
        assert!(!codes(&p).contains(&Code::EntityWithoutKey), "{:?}", codes(&p));
        // One owner with many of them does need one.
        let mut p = p;
        p.relationships[0].ends[1].cardinality = Many;
        assert!(codes(&p).contains(&Code::EntityWithoutKey));
    }
}
