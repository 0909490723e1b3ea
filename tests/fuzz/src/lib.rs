//! Shared code of the fuzz targets: what every target does with a project it obtained
//! ([`exercise`]), and the byte decoder of `derive_mutated` ([`mutated_project`]), which
//! turns the fuzzer's bytes into a base project plus a sequence of [`Edit`]s, the same
//! commands the GUI applies.
// `std::io::set_output_capture` (see `quiet`): fuzz builds already need nightly flags.
#![feature(internal_output_capture)]

use model_core::Project;
use model_core::analysis::AnalysisSettings;
use model_core::cql::{CqlType, NativeType};
use model_core::edit::{AttributeOwner, Canvas, Edit};
use model_core::ids::{AttributeId, EntityId, QueryId, RelationshipId};
use model_core::project::{
    Attribute, Bucket, Cardinality, Direction, EntityEstimates, Field, Given, Growth, Keyspace, Multi, Ordering, Pos,
    Predicate, Query, Replication, TimeUnit,
};
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::{Arc, Mutex, Once, OnceLock};

/// Runs `f` with this thread's standard error captured into memory and thrown away.
///
/// cqlparser 0.1 prints a `dbg!` trace of every token it reads: written to the real stderr,
/// that is one `write` system call per formatting piece and most of the oracle's time. The
/// parser's result is the same either way. A panic hook installed once first stops the
/// capture, so a panic's message (the oracle's own, or one inside the parser) still reaches
/// the real stderr.
fn quiet<T>(f: impl FnOnce() -> T) -> T {
    static HOOK: Once = Once::new();
    HOOK.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            std::io::set_output_capture(None);
            previous(info);
        }));
    });
    thread_local! {
        static SINK: Arc<Mutex<Vec<u8>>> = Arc::new(Mutex::new(Vec::new()));
    }
    let sink = SINK.with(Arc::clone);
    let before = std::io::set_output_capture(Some(Arc::clone(&sink)));
    let result = f();
    std::io::set_output_capture(before);
    sink.lock().unwrap_or_else(std::sync::PoisonError::into_inner).clear();
    result
}

/// Derives, validates, analyses, explains and exports a project, then saves it to JSON and
/// loads that text again. Nothing may panic, what was saved must load, and every CQL file
/// must pass the "output" oracle ([`end_to_end::cql_oracle`]): each statement parses with
/// the independent parser and is one the model defines; nothing else is code.
pub fn exercise(project: &Project) {
    use end_to_end::cql_oracle::{CqlFile, check};
    let derivation = model_core::derive(project);
    let _ = model_core::validate::validate(project, &derivation);
    let _ = model_core::pipeline::check(project, &derivation, &AnalysisSettings::default());
    let _ = model_core::explain::explain(project, &derivation.model);
    for (file, text) in [
        (CqlFile::Schema, model_core::export::schema_cql(project, &derivation.model).text),
        (CqlFile::Queries, model_core::export::queries_cql(project, &derivation.model)),
        (CqlFile::Writes, model_core::export::writes_cql(project, &derivation.model)),
    ] {
        if let Err(e) = quiet(|| check(file, &text, project, &derivation.model)) {
            panic!("output oracle: {e}\n--- {file:?} ---\n{text}");
        }
    }
    let json = project.to_json();
    if let Err(e) = Project::from_json(&json, Path::new("saved.json")) {
        panic!("a saved project does not load again: {e}\n--- saved text ---\n{json}");
    }
}

/// The sample projects (sample-projects/*.json), parsed once.
pub fn samples() -> &'static [Project] {
    static SAMPLES: OnceLock<Vec<Project>> = OnceLock::new();
    SAMPLES.get_or_init(|| {
        [
            include_str!("../../../sample-projects/books.json"),
            include_str!("../../../sample-projects/hotel.json"),
            include_str!("../../../sample-projects/online-supermarket.json"),
            include_str!("../../../sample-projects/orders.json"),
            include_str!("../../../sample-projects/sensor-readings.json"),
            include_str!("../../../sample-projects/student-projects.json"),
        ]
        .iter()
        .map(|t| Project::from_json(t, Path::new("sample.json")).expect("a sample project loads"))
        .collect()
    })
}

/// Reads the fuzzer's bytes; past the end every read gives 0.
pub struct Bytes<'a>(&'a [u8]);

impl Bytes<'_> {
    /// The next byte.
    pub fn u8(&mut self) -> u8 {
        match self.0.split_first() {
            Some((b, rest)) => {
                self.0 = rest;
                *b
            }
            None => 0,
        }
    }

    /// Whether bytes remain.
    pub fn more(&self) -> bool {
        !self.0.is_empty()
    }

    fn u32(&mut self) -> u32 {
        u32::from_le_bytes([self.u8(), self.u8(), self.u8(), self.u8()])
    }

    fn u64(&mut self) -> u64 {
        u64::from(self.u32()) | (u64::from(self.u32()) << 32)
    }

    fn below(&mut self, n: usize) -> usize {
        if n == 0 { 0 } else { usize::from(self.u8()) % n }
    }

    fn bool(&mut self) -> bool {
        self.u8() & 1 == 1
    }

    fn pick<'b, T>(&mut self, items: &'b [T]) -> Option<&'b T> {
        if items.is_empty() { None } else { items.get(self.below(items.len())) }
    }

    /// A name: from a list of awkward ones (keywords, quotes, non-ASCII, duplicates of
    /// existing names) or raw bytes.
    fn name(&mut self, existing: &[String]) -> String {
        const NAMES: [&str; 20] = [
            "",
            "x",
            "name",
            "Name",
            "select",
            "key",
            "token",
            "学生",
            "a b",
            "a\"b",
            "'",
            "1st",
            "_",
            "hotel",
            "hotels_by_poi",
            "Q1",
            "id",
            "\u{0}",
            "NaN",
            "a_very_long_name_that_goes_on_and_on_and_on_past_the_cassandra_limit_of_48",
        ];
        match self.u8() % 4 {
            0 | 1 => NAMES[self.below(NAMES.len())].to_owned(),
            2 => self.pick(existing).cloned().unwrap_or_default(),
            _ => {
                let n = self.below(12);
                let raw: Vec<u8> = (0..n).map(|_| self.u8()).collect();
                String::from_utf8_lossy(&raw).into_owned()
            }
        }
    }

    fn native(&mut self) -> NativeType {
        NativeType::ALL[self.below(NativeType::ALL.len())]
    }

    fn cql_type(&mut self, depth: u8) -> CqlType {
        let kind = if depth >= 3 { 0 } else { self.u8() % 9 };
        match kind {
            0..=1 => CqlType::Native(self.native()),
            2 => CqlType::Set(Box::new(self.cql_type(depth + 1))),
            3 => CqlType::List(Box::new(self.cql_type(depth + 1))),
            4 => CqlType::Map(Box::new(self.cql_type(depth + 1)), Box::new(self.cql_type(depth + 1))),
            5 => {
                let n = self.below(4);
                CqlType::Tuple((0..n).map(|_| self.cql_type(depth + 1)).collect())
            }
            6 => CqlType::Frozen(Box::new(self.cql_type(depth + 1))),
            7 => CqlType::Udt(self.name(&[])),
            _ => CqlType::Vector(Box::new(self.cql_type(depth + 1)), u32::from(self.u8() % 8)),
        }
    }

    /// A number, valid or not (negative, NaN, infinite, huge).
    fn f64(&mut self) -> f64 {
        const F: [f64; 12] =
            [0.0, 1.0, 0.5, 3.0, 1e3, 1e6, 1e9, 1e300, -1.0, f64::NAN, f64::INFINITY, f64::MIN_POSITIVE];
        F[self.below(F.len())]
    }

    fn opt_f64(&mut self) -> Option<f64> {
        if self.bool() { Some(self.f64()) } else { None }
    }

    fn unit(&mut self) -> TimeUnit {
        TimeUnit::ALL[self.below(TimeUnit::ALL.len())]
    }

    fn cardinality(&mut self) -> Cardinality {
        if self.bool() { Cardinality::Many } else { Cardinality::One }
    }

    fn pos(&mut self) -> Pos {
        Pos { x: f32::from(self.u8()) * 10.0 - 500.0, y: f32::from(self.u8()) * 10.0 - 500.0 }
    }
}

/// The ids and names of a project, to pick from (plus, rarely, one that does not exist).
struct Ids {
    entities: Vec<EntityId>,
    attributes: Vec<AttributeId>,
    relationships: Vec<RelationshipId>,
    queries: Vec<QueryId>,
    names: Vec<String>,
}

impl Ids {
    fn of(p: &Project) -> Self {
        let mut attributes: Vec<AttributeId> = Vec::new();
        let mut names: Vec<String> = Vec::new();
        for e in &p.entities {
            names.push(e.name.clone());
            for a in &e.attributes {
                attributes.push(a.id.clone());
                names.push(a.name.clone());
            }
        }
        for r in &p.relationships {
            names.push(r.name.clone());
            attributes.extend(r.attributes.iter().map(|a| a.id.clone()));
        }
        Self {
            entities: p.entities.iter().map(|e| e.id.clone()).collect(),
            attributes,
            relationships: p.relationships.iter().map(|r| r.id.clone()).collect(),
            queries: p.queries.iter().map(|q| q.id.clone()).collect(),
            names,
        }
    }
}

fn id<T: Clone>(b: &mut Bytes<'_>, items: &[T], missing: impl FnOnce() -> T) -> T {
    // One time in 32 (or when there are none), an id that does not exist.
    if b.u8() % 32 == 31 { missing() } else { b.pick(items).cloned().unwrap_or_else(missing) }
}

fn entity(b: &mut Bytes<'_>, ids: &Ids) -> EntityId {
    id(b, &ids.entities, || EntityId::new("no_such_entity"))
}

fn attribute(b: &mut Bytes<'_>, ids: &Ids) -> AttributeId {
    id(b, &ids.attributes, || AttributeId::new("no_such_attribute"))
}

fn relationship(b: &mut Bytes<'_>, ids: &Ids) -> RelationshipId {
    id(b, &ids.relationships, || RelationshipId::new("no_such_relationship"))
}

fn query(b: &mut Bytes<'_>, ids: &Ids) -> QueryId {
    id(b, &ids.queries, || QueryId::new("no_such_query"))
}

fn new_attribute(b: &mut Bytes<'_>, p: &Project, ids: &Ids) -> Attribute {
    let owner = AttributeOwner::Entity(EntityId::new("x"));
    let Edit::AddAttribute { mut attribute, .. } = Edit::add_attribute(p, owner, "attr", b.native(), b.bool()) else {
        unreachable!("add_attribute gives AddAttribute")
    };
    attribute.name = b.name(&ids.names);
    if b.u8() % 4 == 0 {
        attribute.multi = Some(multi(b));
    }
    if b.u8() % 6 == 0 {
        attribute.fields = fields(b);
    }
    attribute
}

fn multi(b: &mut Bytes<'_>) -> Multi {
    match b.u8() % 3 {
        0 => Multi::Set,
        1 => Multi::List,
        _ => Multi::Map { key: b.native() },
    }
}

fn fields(b: &mut Bytes<'_>) -> Vec<Field> {
    let n = b.below(4);
    // As the inspector builds them: any name, a native type.
    (0..n).map(|_| Field { name: b.name(&[]), ty: CqlType::Native(b.native()), extra: Default::default() }).collect()
}

fn keyspace(b: &mut Bytes<'_>) -> Keyspace {
    let replication = if b.bool() {
        Replication::Simple { factor: u32::from(b.u8() % 5) }
    } else {
        let n = b.below(3);
        let datacenters: BTreeMap<String, u32> = (0..n).map(|_| (b.name(&[]), u32::from(b.u8() % 5))).collect();
        let replication_factor = b.bool().then(|| u32::from(b.u8() % 5));
        Replication::NetworkTopology { datacenters, replication_factor }
    };
    Keyspace { name: b.name(&[]), replication, durable_writes: b.bool(), extra: Default::default() }
}

fn estimates(b: &mut Bytes<'_>, ids: &Ids) -> EntityEstimates {
    let growth = if b.bool() {
        Some(Growth {
            rate: b.f64(),
            per: b.unit(),
            for_each: if b.bool() { Some(entity(b, ids)) } else { None },
            kept_days: b.opt_f64(),
            time_attribute: if b.bool() { Some(attribute(b, ids)) } else { None },
            extra: Default::default(),
        })
    } else {
        None
    };
    let n = b.below(3);
    let distinct: BTreeMap<AttributeId, f64> = (0..n).map(|_| (attribute(b, ids), b.f64())).collect();
    EntityEstimates { count: b.opt_f64(), growth, distinct, extra: Default::default() }
}

/// One edit decoded from the bytes, over the ids of `p`.
fn edit(b: &mut Bytes<'_>, p: &Project, depth: u8) -> Edit {
    let ids = Ids::of(p);
    let names = &ids.names;
    match b.u8() % 43 {
        0 => Edit::RenameProject { name: b.name(names) },
        1 => {
            let Edit::AddEntity { mut entity, pos } = Edit::add_entity(p, "Entity", Some(b.pos())) else {
                unreachable!()
            };
            entity.name = b.name(names);
            if b.bool() {
                let a = new_attribute(b, p, &ids);
                entity.attributes.push(a);
            }
            Edit::AddEntity { entity, pos }
        }
        2 => Edit::RemoveEntity { id: entity(b, &ids) },
        3 => Edit::RenameEntity { id: entity(b, &ids), name: b.name(names) },
        4 => Edit::SetEntityDescription { id: entity(b, &ids), description: b.name(names) },
        5 => Edit::SetEntityOwner { id: entity(b, &ids), owner: if b.bool() { Some(entity(b, &ids)) } else { None } },
        6 | 7 => {
            let owner = if b.u8() % 4 == 0 {
                AttributeOwner::Relationship(relationship(b, &ids))
            } else {
                AttributeOwner::Entity(entity(b, &ids))
            };
            Edit::AddAttribute { owner, attribute: new_attribute(b, p, &ids) }
        }
        8 => Edit::RemoveAttribute { id: attribute(b, &ids) },
        9 => Edit::RenameAttribute { id: attribute(b, &ids), name: b.name(names) },
        10 => Edit::SetAttributeType { id: attribute(b, &ids), ty: b.native() },
        11 => Edit::SetAttributeKey { id: attribute(b, &ids), key: b.bool() },
        12 => Edit::SetAttributeMulti { id: attribute(b, &ids), multi: if b.bool() { Some(multi(b)) } else { None } },
        13 => Edit::SetAttributeFields { id: attribute(b, &ids), fields: fields(b) },
        14 => Edit::ReorderAttribute { id: attribute(b, &ids), up: b.bool() },
        15 | 16 => {
            let (from, to) = (entity(b, &ids), entity(b, &ids));
            let cards = [b.cardinality(), b.cardinality()];
            let mut e = Edit::add_relationship(p, &from, &to, "rel", cards, Some(b.pos()));
            if let Edit::AddRelationship { relationship, .. } = &mut e {
                relationship.identifying = b.u8() % 4 == 0;
                relationship.name = b.name(names);
            }
            e
        }
        17 => Edit::RemoveRelationship { id: relationship(b, &ids) },
        18 => Edit::RenameRelationship { id: relationship(b, &ids), name: b.name(names) },
        19 => Edit::SetCardinality { id: relationship(b, &ids), end: b.below(3), cardinality: b.cardinality() },
        20 => Edit::SetIdentifying { id: relationship(b, &ids), identifying: b.bool() },
        21 | 22 => {
            let Edit::AddQuery { mut query, pos } = Edit::add_query(p, "fuzzed query", Some(b.pos())) else {
                unreachable!()
            };
            fill_query(b, &ids, &mut query);
            Edit::AddQuery { query, pos }
        }
        23 => Edit::RemoveQuery { id: query(b, &ids) },
        24 => Edit::SetQueryDescription { id: query(b, &ids), description: b.name(names) },
        25 => Edit::SetQueryEntity { id: query(b, &ids), entity: if b.bool() { Some(entity(b, &ids)) } else { None } },
        26 => Edit::SetQueryEntry { id: query(b, &ids), entry: b.bool() },
        27 => Edit::SetQueryLimit {
            id: query(b, &ids),
            limit: if b.bool() { Some(if b.bool() { u32::from(b.u8()) } else { b.u32() }) } else { None },
        },
        28 => Edit::SetQueryGiven { id: query(b, &ids), given: givens(b, &ids) },
        29 => Edit::SetQueryFind { id: query(b, &ids), find: finds(b, &ids) },
        30 => Edit::SetQueryOrderBy { id: query(b, &ids), order_by: orderings(b, &ids) },
        31 => Edit::AddTransition { from: query(b, &ids), to: query(b, &ids) },
        32 => Edit::RemoveTransition { from: query(b, &ids), to: query(b, &ids) },
        33 => {
            let canvas = [Canvas::Conceptual, Canvas::Workflow, Canvas::Logical][b.below(3)];
            let n = b.below(3);
            let moves = (0..n).map(|_| (b.name(names), b.pos())).collect();
            Edit::MoveNodes { canvas, moves }
        }
        34 => Edit::ChooseAlternative { query: query(b, &ids), alternative: b.below(12) },
        35 => Edit::RenameTable { query: query(b, &ids), name: if b.bool() { Some(b.name(names)) } else { None } },
        36 => {
            Edit::SetPhysicalType { attribute: attribute(b, &ids), ty: if b.u8() % 4 == 0 { None } else { typed(b) } }
        }
        37 => {
            if b.bool() {
                Edit::AddKeyspace { keyspace: keyspace(b) }
            } else {
                Edit::SetKeyspace { index: b.below(3), keyspace: keyspace(b) }
            }
        }
        38 => {
            if b.u8() % 4 == 0 {
                Edit::RemoveKeyspace { index: b.below(3) }
            } else {
                Edit::SetEntityEstimates { id: entity(b, &ids), estimates: estimates(b, &ids) }
            }
        }
        39 => Edit::SetRelationshipEstimate { id: relationship(b, &ids), end: b.below(3), fan_out: b.opt_f64() },
        40 => Edit::SetAttributeSize {
            id: attribute(b, &ids),
            avg_size: if b.bool() { Some(if b.bool() { u32::from(b.u8()) } else { b.u32() }) } else { None },
        },
        41 => Edit::SetAttributeUpdated { id: attribute(b, &ids), updated: b.bool() },
        _ => {
            if depth == 0 && b.u8() % 4 == 0 {
                let n = 1 + b.below(4);
                let edits = (0..n).map(|_| edit(b, p, 1)).collect();
                Edit::Batch { edits }
            } else {
                // The queries of one derived table, as the GUI passes them.
                let model = model_core::derive(p).model;
                let queries = b.pick(&model.tables).map(|t| t.queries.clone()).unwrap_or_default();
                let bucket = match b.u8() % 3 {
                    0 => None,
                    1 => Some(Bucket::Time { attribute: attribute(b, &ids), unit: b.unit() }),
                    _ => Some(Bucket::Random { count: if b.bool() { u32::from(b.u8()) } else { b.u32() } }),
                };
                Edit::SetTableBucket { queries, bucket }
            }
        }
    }
}

/// A physical type as the inspector takes it: typed as text and parsed (`None` when the
/// text does not parse, e.g. `tuple<>`, which `Display` writes for an empty tuple).
fn typed(b: &mut Bytes<'_>) -> Option<CqlType> {
    CqlType::parse(&b.cql_type(0).to_string()).ok()
}

fn givens(b: &mut Bytes<'_>, ids: &Ids) -> Vec<Given> {
    let n = b.below(4);
    (0..n)
        .map(|_| Given {
            attribute: attribute(b, ids),
            predicate: Predicate::ALL[b.below(Predicate::ALL.len())],
            extra: Default::default(),
        })
        .collect()
}

fn finds(b: &mut Bytes<'_>, ids: &Ids) -> Vec<AttributeId> {
    let n = b.below(6);
    (0..n).map(|_| attribute(b, ids)).collect()
}

fn orderings(b: &mut Bytes<'_>, ids: &Ids) -> Vec<Ordering> {
    let n = b.below(3);
    (0..n)
        .map(|_| Ordering {
            attribute: attribute(b, ids),
            direction: if b.bool() { Direction::Desc } else { Direction::Asc },
            extra: Default::default(),
        })
        .collect()
}

fn fill_query(b: &mut Bytes<'_>, ids: &Ids, q: &mut Query) {
    q.entity = if b.bool() { Some(entity(b, ids)) } else { None };
    q.given = givens(b, ids);
    q.find = finds(b, ids);
    q.order_by = orderings(b, ids);
    q.limit = if b.u8() % 4 == 0 { Some(u32::from(b.u8())) } else { None };
    q.entry = b.bool();
    q.deletes = b.u8() % 8 == 0;
}

/// A base project chosen by the first bytes (a sample, or a synthetic project of a size and
/// seed the bytes give), then up to 48 edits decoded from the rest, applied as the GUI
/// applies them (an edit that fails leaves the project unchanged).
pub fn mutated_project(data: &[u8]) -> Project {
    let mut b = Bytes(data);
    let samples = samples();
    let which = b.below(samples.len() + 2);
    let mut project = match samples.get(which) {
        Some(p) => p.clone(),
        None => {
            let entities = 1 + b.below(12);
            let queries = b.below(12);
            model_core::synthetic::synthetic_project(entities, queries, b.u64())
        }
    };
    let mut n = 0;
    while b.more() && n < 48 {
        let e = edit(&mut b, &project, 0);
        let _ = project.apply(&e);
        n += 1;
    }
    project
}
