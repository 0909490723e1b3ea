//! What can be wrong with the constructs the ER graph reads beyond plain entities and
//! relationships: specialisations, alternate keys, a query's subject relationship, the
//! relationships it goes through, and its aggregates.

use crate::diagnostic::{Code, Diagnostic};
use crate::project::{AggregateFunction, Index, Owner};
use crate::text;

/// The diagnostics of specialisations, alternate keys and the queries' subjects, paths and
/// aggregates.
pub fn check(index: &Index<'_>, d: &mut Vec<Diagnostic>) {
    specialisations(index, d);
    alternate_keys(index, d);
    queries(index, d);
}

fn specialisations(index: &Index<'_>, d: &mut Vec<Diagnostic>) {
    let p = index.project;
    for s in &p.specialisations {
        let name = |e: &crate::ids::EntityId| index.entity(e).map_or_else(|| e.to_string(), |e| e.name.clone());
        for e in std::iter::once(&s.supertype).chain(&s.subtypes) {
            if index.entity(e).is_none() {
                d.push(
                    Diagnostic::error(
                        Code::SpecialisationProblem,
                        text!("specialisation {} names entity {e}, which does not exist", "特化 {} 引用的实体 {e} 不存在", s.id),
                    )
                    .fix(text!("Remove it from the specialisation, or create the entity.", "请把它从特化中移除，或创建该实体。")),
                );
            }
        }
        if s.subtypes.contains(&s.supertype) {
            let sup = name(&s.supertype);
            d.push(
                Diagnostic::error(Code::SpecialisationProblem, text!("{sup} is listed as a subtype of itself", "{sup} 被列为它自己的子类型"))
                    .entity(&s.supertype)
                    .fix(text!("Remove {sup} from its own subtypes.", "请把 {sup} 从它自己的子类型中移除。")),
            );
        }
        if s.subtypes.is_empty() {
            let sup = name(&s.supertype);
            d.push(
                Diagnostic::warning(Code::SpecialisationProblem, text!("the specialisation of {sup} has no subtype", "{sup} 的特化没有子类型"))
                    .entity(&s.supertype)
                    .fix(text!("Connect a subtype to it, or delete it.", "请为它连接一个子类型，或删除它。")),
            );
        }
        for sub in &s.subtypes {
            let mut cur = Some(&s.supertype);
            let mut steps = 0;
            while let Some(c) = cur {
                if c == sub {
                    let n = name(sub);
                    d.push(
                        Diagnostic::error(
                            Code::SpecialisationProblem,
                            text!("{n} is, through its supertypes, a subtype of itself", "{n} 经由其超类型成了它自己的子类型"),
                        )
                        .entity(sub)
                        .fix(text!("Break the cycle of IsA links.", "请打破 IsA 关系的环。")),
                    );
                    break;
                }
                steps += 1;
                if steps > p.specialisations.len() {
                    break;
                }
                cur = index.supertype(c).map(|e| &e.id);
            }
            if index.entity(sub).is_some_and(|e| e.attributes.iter().any(|a| a.key)) {
                let n = name(sub);
                let sup = name(&s.supertype);
                d.push(
                    Diagnostic::warning(
                        Code::SpecialisationProblem,
                        text!(
                            "subtype {n} marks key attributes, but it is identified by its supertype {sup}'s key; its own are ignored",
                            "子类型 {n} 标记了键属性，但它由超类型 {sup} 的键标识；它自己的键属性被忽略"
                        ),
                    )
                    .entity(sub)
                    .fix(text!("Unmark {n}'s key attributes (it inherits {sup}'s key).", "请取消 {n} 的键属性标记（它继承 {sup} 的键）。")),
                );
            }
        }
    }
}

fn alternate_keys(index: &Index<'_>, d: &mut Vec<Diagnostic>) {
    for e in &index.project.entities {
        for k in &e.alternate_keys {
            let bad: Vec<String> = k
                .iter()
                .filter(|a| !matches!(index.attribute(a), Some((Owner::Entity(x), _)) if x == &e.id || index.supertype(&e.id).is_some_and(|s| &s.id == x)))
                .map(ToString::to_string)
                .collect();
            if k.is_empty() || !bad.is_empty() {
                let (n, what) = (&e.name, bad.join(", "));
                d.push(
                    Diagnostic::error(
                        Code::DanglingReference,
                        text!(
                            "an alternate key of {n} names {what}, which is not an attribute of {n}",
                            "{n} 的一个备用键引用了 {what}，它不是 {n} 的属性"
                        ),
                    )
                    .entity(&e.id)
                    .fix(text!("Make the alternate key of {n}'s own attributes.", "请用 {n} 自己的属性组成备用键。")),
                );
            }
        }
    }
}

fn queries(index: &Index<'_>, d: &mut Vec<Diagnostic>) {
    for q in &index.project.queries {
        let rels = q.relationship.iter().chain(&q.via);
        for r in rels {
            if index.relationship(r).is_none() {
                d.push(
                    Diagnostic::error(
                        Code::DanglingReference,
                        text!("{} goes through relationship {r}, which does not exist", "{} 经过的关系 {r} 不存在", q.id),
                    )
                    .query(&q.id)
                    .fix(text!("Choose another relationship in the inspector.", "请在检查器中选择另一个关系。")),
                );
            }
        }
        if q.relationship.is_some() && q.entity.is_some() {
            d.push(
                Diagnostic::warning(
                    Code::QueryWithoutEntity,
                    text!(
                        "{} names both an entity and a relationship as its subject; the relationship is used",
                        "{} 同时指定了实体和关系作为主体；使用关系",
                        q.id
                    ),
                )
                .query(&q.id)
                .fix(text!("Keep one of the two.", "请只保留其中一个。")),
            );
        }
        for agg in &q.aggregates {
            let needs_attribute = !matches!(agg.function, AggregateFunction::Count);
            match &agg.attribute {
                Some(a) if index.attribute(a).is_none() => d.push(
                    Diagnostic::error(Code::DanglingReference, text!("{} aggregates {a}, which does not exist", "{} 聚合的 {a} 不存在", q.id))
                        .query(&q.id)
                        .fix(text!("Choose another attribute for the aggregate.", "请为该聚合选择另一个属性。")),
                ),
                None if needs_attribute => {
                    let (f, f_zh) = (agg.function.name(), agg.function.name_zh());
                    d.push(
                        Diagnostic::error(Code::AggregateUnserved, text!("{}: {f} needs an attribute", "{}：{f_zh}需要一个属性", q.id))
                            .query(&q.id)
                            .fix(text!("Choose the attribute to aggregate.", "请选择要聚合的属性。")),
                    );
                }
                _ => {}
            }
        }
    }
}
