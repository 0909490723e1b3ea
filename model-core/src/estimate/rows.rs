//! Rows per partition (Nr) from the conceptual model's estimates: entity counts, fan-outs,
//! growth and distinct values, along the path from what the partition key pins down to the
//! entity whose instances are the table's rows.

use super::Ctx;
use super::factor::{Factor, FactorValue, Nr, RowsOutcome, figure, rate_text, sat, valid};
use crate::cql::{CqlType, NativeType};
use crate::diagnostic::{Code, Diagnostic};
use crate::ids::{AttributeId, EntityId, RelationshipId};
use crate::logical::{Origin, Role, Subject, Table};
use crate::msg;
use crate::project::{Bucket, Cardinality, Entity, Growth, Owner, Relationship, TimeUnit};
use crate::text::Text;
use rustc_hash::FxHashSet;

/// Where a growth rate entered the walk, so that a time window can replace it.
#[derive(Clone, Copy)]
struct Link<'a> {
    entity: &'a Entity,
    growth: &'a Growth,
    /// Instances of `for_each` the rate applies to (1 for a per-instance step).
    scale: f64,
}

struct Item<'a> {
    factor: Factor,
    link: Option<Link<'a>>,
    /// An unknown divisor: the product without it is an upper bound.
    bound_kept: bool,
    missing: Option<Diagnostic>,
}

impl<'a> Item<'a> {
    fn known(label: Text, v: f64) -> Self {
        Self { factor: Factor::new(label, FactorValue::Times(v)), link: None, bound_kept: false, missing: None }
    }
    fn unknown(label: Text, missing: Diagnostic) -> Self {
        Self { factor: Factor::new(label, FactorValue::Unknown), link: None, bound_kept: false, missing: Some(missing) }
    }
}

fn entity_name<'a>(ctx: &Ctx<'a>, id: &'a EntityId) -> &'a str {
    ctx.index.entity(id).map_or(id.as_str(), |e| e.name.as_str())
}

fn is_time_type(ty: NativeType) -> bool {
    matches!(ty, NativeType::Timestamp | NativeType::Timeuuid | NativeType::Date)
}

/// `true` when `attribute` is the attribute a growth's time is recorded in.
pub(crate) fn growth_time_matches(g: &Growth, entity: &Entity, attribute: &AttributeId) -> bool {
    match &g.time_attribute {
        Some(t) => t == attribute,
        None => entity.attributes.iter().any(|a| &a.id == attribute && is_time_type(a.ty) && a.multi.is_none()),
    }
}

/// The time attribute identifying an entity that has no estimate: a key attribute that is a
/// `timestamp` or a `date` (a reading, a data point, a day's figures). Such an entity grows
/// without bound until its estimates say otherwise. A `timeuuid` id identifies an item (a
/// comment, a message) whose number per owner stays bounded in practice: it is not one.
pub(crate) fn identifying_time(e: &Entity) -> Option<&crate::project::Attribute> {
    if e.estimates.growth.is_some() || e.estimates.count.is_some() {
        return None;
    }
    e.attributes.iter().find(|a| a.key && a.multi.is_none() && matches!(a.ty, NativeType::Timestamp | NativeType::Date))
}

/// The factor of an entity identified by its time, with no estimate.
fn grows_over_time<'a>(e: &'a Entity, time: &crate::project::Attribute) -> Item<'a> {
    let label = msg!("estimate-grows-by-its-time", name = e.name.clone(), attribute = time.name.clone());
    Item { factor: Factor::new(label, FactorValue::GrowsOverTime), link: None, bound_kept: false, missing: None }
}

/// The number of instances of an entity type.
fn population<'a>(ctx: &Ctx<'a>, e: &'a Entity, depth: usize) -> Item<'a> {
    if let Some(time) = identifying_time(e) {
        return grows_over_time(e, time);
    }
    let label = msg!("estimate-instances", name = e.name.to_string());
    let missing = |msg: Text| {
        Diagnostic::info(Code::MissingEstimate, msg)
            .entity(&e.id)
            .fix(msg!("estimate-give-count-growth-rate-inspector-estimates", name = e.name.to_string()))
    };
    if let Some(g) = &e.estimates.growth {
        let scale = match &g.for_each {
            None => Some(1.0),
            Some(x) => match ctx.index.entity(x) {
                Some(owner) if depth < 8 && owner.id != e.id => match population(ctx, owner, depth + 1).factor.value {
                    FactorValue::Times(k) => Some(k),
                    _ => None,
                },
                _ => None,
            },
        };
        let (Some(per_day), Some(scale), Some(kept)) = (g.per_day(), scale, g.retention_days()) else {
            return Item::unknown(
                label,
                missing(msg!("estimate-growth-rate-retention-owner-count-missing", name = e.name.to_string())),
            );
        };
        let each = g.for_each.as_ref().map_or_else(Text::empty, |x| {
            msg!("estimate-each", scale = figure(scale), entity_name = (entity_name(ctx, x)).to_string())
        });
        let rate = rate_text(g);
        let link = Some(Link { entity: e, growth: g, scale });
        return match kept {
            Some(d) => Item {
                factor: Factor::new(
                    msg!(
                        "estimate-kept-days",
                        label = label,
                        rate = rate,
                        each = each,
                        d = crate::text::Arg::Figure(figure(d))
                    ),
                    FactorValue::Times(sat(per_day * d * scale)),
                ),
                link,
                bound_kept: false,
                missing: None,
            },
            None => Item {
                factor: Factor::new(
                    msg!("estimate-kept-forever", label = label, rate = rate, each = each),
                    FactorValue::Unbounded(sat(per_day * scale)),
                ),
                link,
                bound_kept: false,
                missing: None,
            },
        };
    }
    match e.estimates.count {
        Some(c) => match valid(c) {
            Some(c) => Item::known(label, c),
            None => Item::unknown(
                label,
                missing(msg!("estimate-count-estimate-not-valid-number", name = e.name.to_string(), c = figure(c))),
            ),
        },
        None => Item::unknown(label, missing(msg!("estimate-has-no-count-estimate", name = e.name.to_string()))),
    }
}

/// The factor of one step of the walk: how many `to` instances per `from` instance.
fn step<'a>(ctx: &Ctx<'a>, rel: &'a Relationship, from: &'a EntityId, j: usize) -> Item<'a> {
    let end = &rel.ends[j];
    let (from_name, to_name) = (entity_name(ctx, from), entity_name(ctx, &end.entity));
    let label = msg!(
        "estimate-per2",
        to_name = to_name.to_string(),
        from_name = from_name.to_string(),
        name = rel.name.to_string()
    );
    let missing = |msg: Text| {
        Diagnostic::info(Code::MissingEstimate, msg).relationship(&rel.id).fix(msg!(
            "estimate-give-end-fan-out-how-many",
            to_name = to_name.to_string(),
            name = rel.name.to_string(),
            from_name = from_name.to_string()
        ))
    };
    if let Some(to) = ctx.index.entity(&end.entity)
        && let Some(g) = to.estimates.growth.as_ref().filter(|g| g.for_each.as_ref() == Some(from))
    {
        {
            let link = Some(Link { entity: to, growth: g, scale: 1.0 });
            let rate = rate_text(g);
            return match (g.per_day(), g.retention_days()) {
                (Some(pd), Some(Some(d))) => Item {
                    factor: Factor::new(
                        msg!(
                            "estimate-kept-days2",
                            label = label,
                            rate = rate,
                            d = crate::text::Arg::Figure(figure(d))
                        ),
                        FactorValue::Times(sat(pd * d)),
                    ),
                    link,
                    bound_kept: false,
                    missing: None,
                },
                (Some(pd), Some(None)) => Item {
                    factor: Factor::new(
                        msg!("estimate-kept-forever2", label = label, rate = rate),
                        FactorValue::Unbounded(sat(pd)),
                    ),
                    link,
                    bound_kept: false,
                    missing: None,
                },
                _ => Item::unknown(
                    label,
                    missing(msg!("estimate-growth-rate-retention-not-valid-number", to_name = to_name.to_string())),
                ),
            };
        }
    }
    if let Some(to) =
        ctx.index.entity(&end.entity).filter(|_| end.fan_out.is_none() && end.cardinality == Cardinality::Many)
        && let Some(time) = identifying_time(to)
    {
        return grows_over_time(to, time);
    }
    match end.fan_out {
        Some(f) => match valid(f) {
            Some(f) => Item::known(msg!("estimate-fan-out", label = label), f),
            None => Item::unknown(
                label,
                missing(msg!(
                    "estimate-relationship-fan-out-not-valid-number",
                    name = rel.name.to_string(),
                    f = figure(f)
                )),
            ),
        },
        None if end.cardinality == Cardinality::One => Item::known(msg!("estimate-most-one", label = label), 1.0),
        None => {
            let other = &rel.ends[1 - j];
            let counts = (ctx.index.entity(&end.entity), ctx.index.entity(from));
            if let (Cardinality::One, (Some(t), Some(f))) = (other.cardinality, counts)
                && let (Some(ct), Some(cf)) = (t.estimates.count.and_then(valid), f.estimates.count.and_then(valid))
                && cf > 0.0
            {
                return Item::known(
                    msg!(
                        "estimate-from-counts",
                        label = label,
                        ct = figure(ct),
                        to_name = to_name.to_string(),
                        cf = figure(cf),
                        from_name = from_name.to_string()
                    ),
                    ct / cf,
                );
            }
            Item::unknown(
                label,
                missing(msg!(
                    "estimate-relationship-no-fan-out-how-many",
                    name = rel.name.to_string(),
                    to_name = to_name.to_string(),
                    from_name = from_name.to_string()
                )),
            )
        }
    }
}

/// The steps from `base` to each entity of `reach` along the query's `way`, each relationship once.
fn walk<'a>(ctx: &Ctx<'a>, base: &'a EntityId, reach: &[&'a EntityId], way: &[&'a RelationshipId]) -> Vec<Item<'a>> {
    let mut items = Vec::new();
    let mut seen: FxHashSet<&str> = FxHashSet::default();
    for &x in reach {
        let Some(path) = ctx.graph.path_preferring(base, x, way) else {
            let (b, t) = (entity_name(ctx, base), entity_name(ctx, x));
            items.push(Item::unknown(
                msg!("estimate-per3", t = t.to_string(), b = b.to_string()),
                Diagnostic::info(
                    Code::MissingEstimate,
                    msg!("estimate-not-connected-er-diagram-so-their", t = t.to_string(), b = b.to_string()),
                )
                .entity(x),
            ));
            continue;
        };
        let mut cur = base;
        for rid in path {
            let Some(rel) = ctx.index.relationship(rid) else { break };
            let j = usize::from(rel.ends[0].entity == *cur);
            if seen.insert(rid.as_str()) {
                items.push(step(ctx, rel, cur, j));
            }
            cur = &rel.ends[j].entity;
        }
    }
    items
}

/// Replaces the growth factor of `entity` by the instances arriving within one `unit`.
/// `false` when no growth of that entity (recorded in `attribute`) is on the walk.
fn window(items: &mut [Item<'_>], owner: &EntityId, attribute: &AttributeId, unit: TimeUnit, why: &Text) -> bool {
    for item in items.iter_mut() {
        let Some(link) = item.link else { continue };
        if &link.entity.id != owner || !growth_time_matches(link.growth, link.entity, attribute) {
            continue;
        }
        let Some(within) = link.growth.within(unit) else { return false };
        let (one, rate) = (unit.one(), rate_text(link.growth));
        item.factor = Factor::new(
            msg!(
                "estimate-arriving-one",
                name = link.entity.name.to_string(),
                one = one,
                why = why.clone(),
                rate = rate
            ),
            FactorValue::Times(sat(within * link.scale)),
        );
        item.link = None;
        return true;
    }
    false
}

enum Base<'a> {
    /// One instance of this entity: its whole key is in the partition key.
    Anchor(&'a Entity),
    /// All instances of this entity, divided by what the partition key selects.
    Population(&'a Entity),
}

/// Rows per partition of `table`.
pub(crate) fn rows_per_partition(ctx: &Ctx<'_>, table: &Table) -> RowsOutcome {
    if table.clustering().next().is_none() {
        return RowsOutcome {
            nr: Nr::Known(1.0),
            factors: vec![Factor::new(msg!("estimate-no-clustering-column-one-row-per"), FactorValue::Times(1.0))],
            missing: Vec::new(),
        };
    }
    if let Some(periods) = periods_per_partition(ctx, table) {
        return periods;
    }
    let unknown = |label: Text, d: Diagnostic| RowsOutcome {
        nr: Nr::Unknown { at_most: None },
        factors: vec![Factor::new(label, FactorValue::Unknown)],
        missing: vec![d],
    };
    let query = match &table.origin {
        Origin::Derived(q) => ctx.index.query(q),
        Origin::Defined(_) => None,
    };
    let Some(query) = query else {
        return unknown(
            msg!("estimate-rows-table-defined-directly"),
            Diagnostic::info(
                Code::MissingEstimate,
                msg!("estimate-table-defined-directly-columns-not-linked", name = table.name.to_string()),
            )
            .fix(msg!("estimate-derive-table-from-query-get-size")),
        );
    };
    // A query naming roles is estimated as it was derived: with each entity in a role apart.
    if let Some(view) = crate::er::roles::view_with(ctx.index, Some(ctx.graph), query) {
        let index = view.index();
        let graph = crate::er::ErGraph::new(&index);
        return rows_per_partition(&Ctx { index: &index, graph: &graph }, table);
    }
    let pk: Vec<&AttributeId> = table.partition_key().filter_map(|c| c.attribute.as_ref()).collect();
    let target_id = match &table.subject {
        Some(Subject::Entity(e)) => Some(e),
        // The rows of a relationship's table: its instances, counted from the end the
        // partition key does not pin down.
        Some(Subject::Relationship(r)) => ctx.index.relationship(r).map(|r| {
            let pinned = |e: &EntityId| {
                let k = ctx.index.full_key(e);
                !k.is_empty() && k.iter().all(|a| pk.contains(a))
            };
            r.ends.iter().find(|end| !pinned(&end.entity)).map_or(&r.ends[0].entity, |end| &end.entity)
        }),
        None => None,
    };
    let Some(target) = target_id.and_then(|t| ctx.index.entity(t)) else {
        return unknown(
            msg!("estimate-rows-unknown-entity"),
            Diagnostic::info(
                Code::MissingEstimate,
                msg!("estimate-entity-returns-unknown-so-rows-unknown", id = query.id.to_string()),
            )
            .query(&query.id),
        );
    };
    let mut reach: Vec<&EntityId> = vec![&target.id];
    // Beside the list, for lookups: a weak chain's key has thousands of clustering columns.
    let mut reached: rustc_hash::FxHashSet<&EntityId> = std::iter::once(&target.id).collect();
    for c in table.clustering() {
        let Some(a) = &c.attribute else { continue };
        let owners: Vec<&EntityId> = match ctx.index.attribute(a) {
            Some((Owner::Entity(e), _)) => vec![e],
            Some((Owner::Relationship(r), _)) => {
                ctx.index.relationship(r).map(|r| r.ends.iter().map(|e| &e.entity).collect()).unwrap_or_default()
            }
            None => Vec::new(),
        };
        for e in owners {
            if ctx.index.entity(e).is_some() && reached.insert(e) {
                reach.push(e);
            }
        }
    }
    let covered = |e: &EntityId| {
        let k = ctx.index.full_key(e);
        !k.is_empty() && k.iter().all(|a| pk.contains(a))
    };
    // Only an entity owning a partition-key attribute can have its whole key there.
    let mut keys: Vec<(&Entity, Vec<&AttributeId>)> = Vec::new();
    for a in &pk {
        let Some(e) = ctx.index.entity_of(a) else { continue };
        if keys.iter().any(|(k, _)| k.id == e.id) || !covered(&e.id) {
            continue;
        }
        keys.push((e, ctx.index.full_key(&e.id)));
    }
    // The deepest anchors: drop an anchor whose key is a strict part of another's.
    let mut bases: Vec<Base<'_>> = keys
        .iter()
        .filter(|(_, k)| !keys.iter().any(|(_, o)| o.len() > k.len() && k.iter().all(|a| o.contains(a))))
        .map(|(e, _)| Base::Anchor(e))
        .collect();
    if bases.is_empty() {
        let selected = pk.iter().find_map(|a| ctx.index.entity_of(a));
        bases.push(Base::Population(selected.unwrap_or(target)));
    }
    // The walk goes the query's way (a read receipt's conversation is its message's, not one
    // its reader is a member of).
    let way = crate::er::access_path(ctx.index, ctx.graph, query).relationships;
    let mut best: Option<RowsOutcome> = None;
    for base in bases {
        let outcome = for_base(ctx, table, &pk, &base, &reach, &way, &covered);
        if best.as_ref().is_none_or(|b| outcome.nr.rank() < b.nr.rank()) {
            best = Some(outcome);
        }
    }
    best.unwrap_or_else(|| RowsOutcome { nr: Nr::Unknown { at_most: None }, factors: Vec::new(), missing: Vec::new() })
}

fn for_base<'a>(
    ctx: &Ctx<'a>,
    table: &Table,
    pk: &[&'a AttributeId],
    base: &Base<'a>,
    reach: &[&'a EntityId],
    way: &[&'a RelationshipId],
    covered: &dyn Fn(&EntityId) -> bool,
) -> RowsOutcome {
    let mut items: Vec<Item<'a>> = Vec::new();
    let (base_entity, base_key) = match base {
        Base::Anchor(e) => {
            items.push(Item::known(
                msg!("estimate-one-per-partition-key-partition-key", name = e.name.to_string()),
                1.0,
            ));
            (*e, ctx.index.full_key(&e.id))
        }
        Base::Population(e) => {
            items.push(population(ctx, e, 0));
            (*e, Vec::new())
        }
    };
    items.extend(walk(ctx, &base_entity.id, reach, way));
    for &a in pk.iter().filter(|a| !base_key.contains(a)) {
        let label = ctx.index.label(a);
        let Some((owner, attr)) = ctx.index.attribute(a) else { continue };
        let Owner::Entity(eid) = owner else {
            items.push(Item {
                bound_kept: true,
                ..Item::unknown(
                    msg!("estimate-distinct-values", label = label.to_string()),
                    Diagnostic::info(
                        Code::MissingEstimate,
                        msg!("estimate-partition-key-how-many-rows-share", label = label.to_string()),
                    )
                    .attribute(a),
                )
            });
            continue;
        };
        if matches!(base, Base::Anchor(_)) && covered(eid) {
            continue;
        }
        let Some(entity) = ctx.index.entity(eid) else { continue };
        // A date in the partition key bounds a growing entity to one day's arrivals, whatever
        // its distinct values (they count the days so far, not how the rows grow).
        let is_date = attr.ty == NativeType::Date && attr.multi.is_none();
        let why = msg!("estimate-date-partition-key", label = label.to_string());
        if is_date && entity.estimates.growth.is_some() && window(&mut items, eid, a, TimeUnit::Day, &why) {
            continue;
        }
        match entity.estimates.distinct.get(a).copied() {
            Some(d) if valid(d).is_some_and(|d| d > 0.0) => items.push(Item {
                factor: Factor::new(
                    msg!("estimate-distinct-values2", d = d.to_string(), label = label.to_string()),
                    FactorValue::Divide(d),
                ),
                link: None,
                bound_kept: false,
                missing: None,
            }),
            _ => {
                if is_date && window(&mut items, eid, a, TimeUnit::Day, &why) {
                    continue;
                }
                items.push(Item {
                    bound_kept: true,
                    ..Item::unknown(
                        msg!("estimate-distinct-values", label = label.to_string()),
                        Diagnostic::info(Code::MissingEstimate, {
                            let (many, ename) = (plural_name(entity), &entity.name);
                            msg!(
                                "estimate-partition-key-how-many-share-one",
                                label = label.to_string(),
                                many = many.to_string(),
                                ename = ename.to_string()
                            )
                        })
                        .entity(eid)
                        .attribute(a)
                        .fix(msg!(
                            "estimate-give-distinct-values-estimate",
                            name = entity.name.to_string(),
                            attr_name = attr.name.to_string()
                        )),
                    )
                });
            }
        }
    }
    match &table.bucket {
        Some(Bucket::Random { count }) => {
            let n = f64::from((*count).max(1));
            items.push(Item {
                factor: Factor::new(msg!("estimate-random-buckets", n = n.to_string()), FactorValue::Divide(n)),
                link: None,
                bound_kept: false,
                missing: None,
            });
        }
        Some(Bucket::Time { attribute, unit }) => {
            let owner = ctx.index.entity_of(attribute);
            let label = ctx.index.label(attribute);
            let unit_text = unit.words();
            let bucket = msg!("estimate-bucket", unit = unit_text.clone(), label = label.to_string());
            let done = owner.is_some_and(|o| window(&mut items, &o.id, attribute, *unit, &bucket));
            if !done {
                let who = owner.map_or_else(|| msg!("estimate-entity"), |o| Text::verbatim(o.name.as_str()));
                let mut d = Diagnostic::info(
                    Code::MissingEstimate,
                    msg!(
                        "estimate-bucket-effect-needs-growth-rate-instances",
                        unit = unit_text,
                        label = label,
                        who = who.clone()
                    ),
                )
                .attribute(attribute)
                .fix(msg!("estimate-give-growth-rate-inspector-estimates", who = who));
                if let Some(o) = owner {
                    d = d.entity(&o.id);
                }
                items.push(Item { bound_kept: true, ..Item::unknown(bucket, d) });
            }
        }
        None => {
            if table.partition_key().any(|c| c.attribute.is_none() && c.role == Role::PartitionKey) {
                items.push(Item::known(msg!("estimate-constant-bucket-every-row-table-one"), 1.0));
            }
        }
    }
    combine(items)
}

/// The rows of a table of aggregates per period: one per period the time's entity keeps
/// (its retention over the period's length), growing by one a period when kept forever; the
/// rows it aggregates are not rows of the table. `None` for other tables, and when nothing
/// says how long the entity is kept (then the usual walk says what it knows).
fn periods_per_partition(ctx: &Ctx<'_>, table: &Table) -> Option<RowsOutcome> {
    let (attribute, unit, _) = table.period()?;
    let growth = ctx.index.entity_of(attribute)?.estimates.growth.as_ref()?;
    let label = ctx.index.label(attribute);
    let per_period = unit.seconds();
    // A time bucket of the same time holds the periods of one bucket (the hours of a month).
    if let Some(Bucket::Time { attribute: b, unit: span }) = &table.bucket
        && b == attribute
        && span.seconds() >= per_period
    {
        let mut n = (span.seconds() / per_period).ceil().max(1.0);
        if let Some(Some(days)) = growth.retention_days() {
            n = n.min((days * TimeUnit::Day.seconds() / per_period).ceil().max(1.0));
        }
        let text = msg!("estimate-periods-per-bucket", unit = unit.words(), span = span.words(), label = label);
        return Some(RowsOutcome {
            nr: Nr::Known(n),
            factors: vec![Factor::new(text, FactorValue::Times(n))],
            missing: Vec::new(),
        });
    }
    let (nr, value, text) = match growth.retention_days()? {
        Some(days) => {
            let n = (days * TimeUnit::Day.seconds() / per_period).ceil().max(1.0);
            (
                Nr::Known(n),
                FactorValue::Times(n),
                msg!("estimate-periods-kept", unit = unit.words(), label = label, days = figure(days)),
            )
        }
        None => {
            let per_day = TimeUnit::Day.seconds() / per_period;
            (
                Nr::Unbounded { per_day },
                FactorValue::Unbounded(per_day),
                msg!("estimate-periods-forever", unit = unit.words(), label = label),
            )
        }
    };
    Some(RowsOutcome { nr, factors: vec![Factor::new(text, value)], missing: Vec::new() })
}

fn plural_name(e: &Entity) -> String {
    let s = crate::naming::snake_case(&e.name);
    if s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        crate::naming::plural(&e.name)
    } else {
        e.name.clone()
    }
}

fn combine(items: Vec<Item<'_>>) -> RowsOutcome {
    let mut known = 1.0_f64;
    let mut per_day: Option<f64> = None;
    let mut unknown = false;
    let mut bounded = true;
    let assumed = items.iter().any(|i| i.factor.value == FactorValue::GrowsOverTime);
    let mut factors = Vec::with_capacity(items.len());
    let mut missing = Vec::new();
    for item in items {
        match item.factor.value {
            FactorValue::Times(v) => known = sat(known * v),
            FactorValue::Divide(d) if d > 0.0 => known = sat(known / d),
            FactorValue::Divide(_) => {}
            FactorValue::Unbounded(pd) => per_day = Some(per_day.map_or(pd, |p| sat(p.max(pd)))),
            FactorValue::GrowsOverTime => per_day = Some(per_day.unwrap_or(0.0)),
            FactorValue::Unknown => {
                unknown = true;
                bounded &= item.bound_kept;
            }
        }
        factors.push(item.factor);
        missing.extend(item.missing);
    }
    let nr = if let Some(pd) = per_day.filter(|_| assumed) {
        // Growing without bound is a lower bound: an unknown factor beside it changes nothing.
        Nr::Unbounded { per_day: sat(pd * known) }
    } else if unknown {
        Nr::Unknown { at_most: (bounded && per_day.is_none()).then_some(known) }
    } else if let Some(pd) = per_day {
        Nr::Unbounded { per_day: sat(pd * known) }
    } else {
        Nr::Known(known)
    };
    RowsOutcome { nr, factors, missing }
}

/// `true` for a column type a time bucket can be computed from.
pub(crate) fn is_time_column(ty: &CqlType) -> Option<NativeType> {
    match ty {
        CqlType::Native(n) if is_time_type(*n) => Some(*n),
        _ => None,
    }
}
