//! KDM's `<ERMODEL>`: an mxGraph drawing whose cell styles say what each shape is (entity,
//! weak entity, relationship, identifying relationship, attribute, key attribute,
//! multi-valued attribute), with edges joining attributes to their owners and relationships
//! to entities (the edge's value is the cardinality on that side), plus `<KEYS_JSON>`.

use super::Notes;
use super::xml::{self, Node};
use crate::cql::{CqlType, NativeType};
use crate::ids::{AttributeId, EntityId, RelationshipId};
use crate::msg;
use crate::naming::snake_case;
use crate::project::{
    Attribute, Cardinality, Entity, EntityEstimates, Field, Multi, Pos, Project, Relationship, RelationshipEnd,
};
use rustc_hash::{FxHashMap, FxHashSet};
use std::collections::BTreeMap;

/// What a vertex is, from its style.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Shape {
    Entity {
        weak: bool,
    },
    Relationship {
        identifying: bool,
    },
    Attribute {
        key: bool,
        multi: bool,
    },
    /// A free text label or a shape this importer does not know.
    Other,
}

/// One `<mxCell>`.
#[derive(Debug)]
struct Cell<'a> {
    node: Node<'a>,
    id: String,
    value: String,
    shape: Shape,
    edge: bool,
    source: String,
    target: String,
    pos: Option<Pos>,
}

impl Cell<'_> {
    fn is_attribute(&self) -> bool {
        matches!(self.shape, Shape::Attribute { .. })
    }
}

fn shape_of(style: &str) -> Shape {
    let parts: Vec<&str> = style.split(';').map(str::trim).collect();
    let has = |p: &str| parts.contains(&p);
    let font_style =
        parts.iter().find_map(|p| p.strip_prefix("fontStyle=")).and_then(|v| v.parse::<u32>().ok()).unwrap_or(0);
    if has("shape=doubleEllipse") {
        Shape::Attribute { key: font_style & 4 != 0, multi: true }
    } else if has("ellipse") || has("shape=ellipse") {
        Shape::Attribute { key: font_style & 4 != 0, multi: false }
    } else if has("shape=cube") {
        Shape::Entity { weak: true }
    } else if has("shape=note") {
        Shape::Relationship { identifying: true }
    } else if has("shape=card") || has("rhombus") || has("shape=rhombus") {
        Shape::Relationship { identifying: false }
    } else if has("text") || parts.iter().any(|p| p.starts_with("shape=")) {
        Shape::Other
    } else {
        Shape::Entity { weak: false }
    }
}

/// A cell's label: HTML tags removed, entities decoded, white space collapsed.
fn label(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    let mut in_tag = false;
    for c in value.chars() {
        match c {
            '<' => {
                in_tag = true;
                out.push(' ');
            }
            '>' if in_tag => in_tag = false,
            _ if !in_tag => out.push(c),
            _ => {}
        }
    }
    let decoded = html_entities(&out).replace('\u{a0}', " ");
    decoded.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn cells<'a>(er: Node<'a>) -> Vec<Cell<'a>> {
    xml::descendants(er)
        .filter(|n| xml::name(n) == "mxCell")
        .filter_map(|n| {
            let id = n.attribute("id")?.to_owned();
            let edge = n.attribute("edge") == Some("1");
            let vertex = n.attribute("vertex") == Some("1");
            if !edge && !vertex {
                return None; // the graph's root cells
            }
            let geometry = xml::child(n, "mxGeometry");
            let coord = |k: &str| {
                geometry
                    .and_then(|g| g.attribute(k))
                    .and_then(|v| v.trim().parse::<f32>().ok())
                    .filter(|v| v.is_finite())
            };
            let pos = match (coord("x"), coord("y")) {
                (None, None) => None,
                (x, y) => Some(Pos::new(x.unwrap_or(0.0), y.unwrap_or(0.0))),
            };
            let style = n.attribute("style").unwrap_or("");
            Some(Cell {
                node: n,
                id,
                value: label(n.attribute("value").unwrap_or("")),
                shape: if edge { Shape::Other } else { shape_of(style) },
                edge,
                source: n.attribute("source").unwrap_or("").to_owned(),
                target: n.attribute("target").unwrap_or("").to_owned(),
                pos,
            })
        })
        .collect()
}

/// Decodes the entities of an HTML label (`&lt;` `&gt;` `&amp;` `&quot;` `&apos;` `&nbsp;` and
/// numeric references); anything else is kept as written. (A cell's value is HTML: the XML
/// attribute holds `&amp;nbsp;`, which XML reads as `&nbsp;`.)
fn html_entities(s: &str) -> String {
    if !s.contains('&') {
        return s.to_owned();
    }
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(p) = rest.find('&') {
        out.push_str(rest.get(..p).unwrap_or(""));
        let after = rest.get(p..).unwrap_or("");
        let semi = after.get(..12.min(after.len())).and_then(|w| w.find(';'));
        let decoded = semi.and_then(|semi| {
            let entity = after.get(1..semi)?;
            let c = match entity {
                "lt" => '<',
                "gt" => '>',
                "amp" => '&',
                "quot" => '"',
                "apos" => '\'',
                "nbsp" => '\u{a0}',
                _ => {
                    let n = if let Some(hex) = entity.strip_prefix("#x").or_else(|| entity.strip_prefix("#X")) {
                        u32::from_str_radix(hex, 16).ok()?
                    } else {
                        entity.strip_prefix('#')?.parse::<u32>().ok()?
                    };
                    char::from_u32(n)?
                }
            };
            Some((c, semi + 1))
        });
        match decoded {
            Some((c, len)) => {
                out.push(c);
                rest = after.get(len..).unwrap_or("");
            }
            None => {
                out.push('&');
                rest = after.get(1..).unwrap_or("");
            }
        }
    }
    out.push_str(rest);
    out
}

/// Mints ids unique in the project: `base`, `base_2`, ...
#[derive(Default)]
struct Ids(FxHashSet<String>);

impl Ids {
    fn mint(&mut self, base: &str, fallback: &str) -> String {
        // An id holds no control character (KDM's cell ids are any text).
        let clean = |s: &str| s.chars().filter(|c| !c.is_control()).collect::<String>();
        let base = if base.is_empty() { clean(fallback) } else { clean(base) };
        let mut id = base.clone();
        let mut n = 2;
        while !self.0.insert(id.clone()) {
            id = format!("{base}_{n}");
            n += 1;
        }
        id
    }
}

/// Cardinality of a relationship end from an edge's value: `1` is one, `n`/`m`/`*` many.
fn cardinality(value: &str) -> Option<Cardinality> {
    let v = value.trim().to_ascii_lowercase();
    if v.contains('n') || v.contains('m') || v.contains('*') {
        Some(Cardinality::Many)
    } else if v.contains('1') {
        Some(Cardinality::One)
    } else {
        None
    }
}

/// Reads the ER model into the project: entities, relationships, and their positions.
pub(super) fn read(er: Node<'_>, project: &mut Project, notes: &mut Notes<'_>) {
    let cells = cells(er);
    let by_id: FxHashMap<&str, &Cell<'_>> = cells.iter().filter(|c| !c.edge).map(|c| (c.id.as_str(), c)).collect();
    let edges = Edges::read(&cells, &by_id, notes);
    let (fields_of, placed) = composites(&edges, &by_id, notes);
    for c in cells.iter().filter(|c| c.is_attribute() && !placed.contains(c.id.as_str())) {
        notes.at(c.node, msg!("import-kdm-attribute-alone", attribute = format!("{:?}", c.value)));
    }
    let mut by_owner: FxHashMap<&str, Vec<&Cell<'_>>> = FxHashMap::default();
    for c in cells.iter().filter(|c| c.is_attribute()) {
        if let Some(owner) = edges.owner_of.get(c.id.as_str()) {
            by_owner.entry(owner).or_default().push(c);
        }
    }
    let attributes = Attributes { fields_of: &fields_of, by_id: &by_id, by_owner };
    let mut built = Built::default();
    add_entities(&cells, &attributes, &mut built, project);
    add_relationships(&cells, &edges.ends, &attributes, &mut built, project, notes);
    for c in &cells {
        let id = built
            .entities
            .get(c.id.as_str())
            .map(|e| e.as_str().to_owned())
            .or_else(|| built.attributes.get(c.id.as_str()).map(|a| a.as_str().to_owned()))
            .or_else(|| built.relationships.get(c.id.as_str()).map(|r| r.as_str().to_owned()));
        if let (Some(id), Some(pos)) = (id, c.pos) {
            project.layout.conceptual.entry(id).or_insert(pos);
        }
    }
    for weak in cells.iter().filter(|c| c.shape == Shape::Entity { weak: true }) {
        let owned =
            built.entities.get(weak.id.as_str()).and_then(|id| project.entity(id)).is_some_and(|e| e.owner.is_some());
        if !owned {
            notes.at(weak.node, msg!("import-kdm-weak-without-owner", entity = format!("{:?}", weak.value)));
        }
    }
    if let Some(keys) = xml::child(er, "KEYS_JSON") {
        apply_keys(keys, project, notes);
    }
    for e in &mut project.entities {
        // Key attributes first, in key order (the entity's key is read in attribute order).
        e.attributes.sort_by_key(|a| !a.key);
    }
}

/// What the edges join: attributes to their owners and to each other (composite parts),
/// relationships to entities.
struct Edges<'c> {
    /// Attribute cell id → the entity or relationship cell id it belongs to (the first edge).
    owner_of: FxHashMap<&'c str, &'c str>,
    /// Attribute cells joined to each other.
    attr_pairs: Vec<(&'c str, &'c str)>,
    /// Relationship cell id → its entity cells' ids, each with the edge joining them.
    ends: FxHashMap<&'c str, Vec<(&'c str, &'c Cell<'c>)>>,
}

impl<'c> Edges<'c> {
    /// Reads every edge; one that does not join two shapes, or joins shapes this importer
    /// does not model, is noted and skipped.
    fn read(cells: &'c [Cell<'c>], by_id: &FxHashMap<&'c str, &'c Cell<'c>>, notes: &mut Notes<'_>) -> Self {
        let is_owner = |c: &Cell<'_>| matches!(c.shape, Shape::Entity { .. } | Shape::Relationship { .. });
        let mut edges = Edges { owner_of: FxHashMap::default(), attr_pairs: Vec::new(), ends: FxHashMap::default() };
        for e in cells.iter().filter(|c| c.edge) {
            let (Some(s), Some(t)) = (by_id.get(e.source.as_str()), by_id.get(e.target.as_str())) else {
                notes.at(e.node, msg!("import-kdm-edge-dangling", id = e.id.to_string()));
                continue;
            };
            match (s.shape, t.shape) {
                (Shape::Attribute { .. }, _) if is_owner(t) => {
                    edges.owner_of.entry(s.id.as_str()).or_insert(t.id.as_str());
                }
                (_, Shape::Attribute { .. }) if is_owner(s) => {
                    edges.owner_of.entry(t.id.as_str()).or_insert(s.id.as_str());
                }
                (Shape::Attribute { .. }, Shape::Attribute { .. }) => {
                    edges.attr_pairs.push((s.id.as_str(), t.id.as_str()));
                }
                (Shape::Relationship { .. }, Shape::Entity { .. }) => {
                    edges.ends.entry(s.id.as_str()).or_default().push((t.id.as_str(), e));
                }
                (Shape::Entity { .. }, Shape::Relationship { .. }) => {
                    edges.ends.entry(t.id.as_str()).or_default().push((s.id.as_str(), e));
                }
                _ => notes.at(
                    e.node,
                    msg!(
                        "import-kdm-edge-unmodelled",
                        id = e.id.to_string(),
                        from = format!("{:?}", s.value),
                        to = format!("{:?}", t.value)
                    ),
                ),
            }
        }
        edges
    }
}

/// Composite attributes: an attribute joined to an owned attribute is one of its fields (one
/// level deep; a part of a part is noted). Gives each composite's fields, and every attribute
/// cell placed (owned, or a part).
fn composites<'c>(
    edges: &Edges<'c>,
    by_id: &FxHashMap<&'c str, &'c Cell<'c>>,
    notes: &mut Notes<'_>,
) -> (BTreeMap<&'c str, Vec<&'c str>>, FxHashSet<&'c str>) {
    let mut fields_of: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    let mut placed: FxHashSet<&str> = edges.owner_of.keys().copied().collect();
    for _ in 0..edges.attr_pairs.len().min(64) {
        let mut changed = false;
        for &(a, b) in &edges.attr_pairs {
            let (parent, field) = match (placed.contains(a), placed.contains(b)) {
                (true, false) => (a, b),
                (false, true) => (b, a),
                _ => continue,
            };
            if !edges.owner_of.contains_key(parent) {
                if let Some(c) = by_id.get(field) {
                    notes.at(c.node, msg!("import-kdm-nested-part", attribute = format!("{:?}", c.value)));
                }
                placed.insert(field);
                continue;
            }
            fields_of.entry(parent).or_default().push(field);
            placed.insert(field);
            changed = true;
        }
        if !changed {
            break;
        }
    }
    (fields_of, placed)
}

/// The project ids given to cells so far, by cell id.
#[derive(Default)]
struct Built<'c> {
    ids: Ids,
    entities: FxHashMap<&'c str, EntityId>,
    attributes: FxHashMap<&'c str, AttributeId>,
    relationships: FxHashMap<&'c str, RelationshipId>,
}

/// An entity for each entity cell, with its attributes.
fn add_entities<'c>(
    cells: &'c [Cell<'c>],
    attributes: &Attributes<'_, 'c>,
    built: &mut Built<'c>,
    project: &mut Project,
) {
    for c in cells.iter().filter(|c| matches!(c.shape, Shape::Entity { .. })) {
        let id = built.ids.mint(&snake_case(&c.value), &format!("e{}", c.id));
        let mut entity = Entity {
            cql_name: None,
            id: EntityId::new(id.clone()),
            name: if c.value.is_empty() { id.clone() } else { c.value.clone() },
            description: String::new(),
            owner: None,
            attributes: Vec::new(),
            alternate_keys: Vec::new(),
            estimates: EntityEstimates::default(),
            extra: Default::default(),
        };
        entity.attributes = attributes.of(c, &id, built);
        built.entities.insert(c.id.as_str(), entity.id.clone());
        project.entities.push(entity);
    }
}

/// A relationship for each relationship cell joining two entities (others are noted), with
/// its attributes; an identifying one makes its weak end owned.
fn add_relationships<'c>(
    cells: &'c [Cell<'c>],
    ends: &FxHashMap<&'c str, Vec<(&'c str, &'c Cell<'c>)>>,
    attributes: &Attributes<'_, 'c>,
    built: &mut Built<'c>,
    project: &mut Project,
    notes: &mut Notes<'_>,
) {
    let weak_ids: FxHashSet<EntityId> = cells
        .iter()
        .filter(|c| c.shape == Shape::Entity { weak: true })
        .filter_map(|c| built.entities.get(c.id.as_str()).cloned())
        .collect();
    for c in cells.iter().filter(|c| matches!(c.shape, Shape::Relationship { .. })) {
        let Shape::Relationship { identifying } = c.shape else { continue };
        let joined = ends.get(c.id.as_str()).map(Vec::as_slice).unwrap_or(&[]);
        if joined.len() != 2 {
            notes.at(
                c.node,
                msg!(
                    "import-kdm-relationship-not-binary",
                    relationship = format!("{:?}", c.value),
                    count = joined.len().to_string()
                ),
            );
            continue;
        }
        let mut rel_ends: Vec<RelationshipEnd> = Vec::with_capacity(2);
        for (entity_cell, edge) in joined {
            let Some(entity) = built.entities.get(entity_cell) else { continue };
            let card = cardinality(&edge.value).unwrap_or_else(|| {
                notes.at(
                    edge.node,
                    msg!(
                        "import-kdm-no-cardinality",
                        relationship = format!("{:?}", c.value),
                        entity = entity.to_string()
                    ),
                );
                Cardinality::Many
            });
            rel_ends.push(RelationshipEnd {
                entity: entity.clone(),
                cardinality: card,
                role: None,
                fan_out: None,
                extra: Default::default(),
            });
        }
        let Ok(ends) = <[RelationshipEnd; 2]>::try_from(rel_ends) else { continue };
        let id = built.ids.mint(&snake_case(&c.value), &format!("r{}", c.id));
        let mut rel = Relationship {
            cql_name: None,
            id: RelationshipId::new(id.clone()),
            name: c.value.clone(),
            description: String::new(),
            ends,
            identifying,
            attributes: Vec::new(),
            extra: Default::default(),
            noun: None,
        };
        rel.attributes = attributes.of(c, &id, built);
        if identifying {
            set_owner(project, &rel, &weak_ids, c.node, notes);
        }
        built.relationships.insert(c.id.as_str(), rel.id.clone());
        project.relationships.push(rel);
    }
}

/// The attribute cells of each owner, and the composites' parts, for building attributes.
struct Attributes<'a, 'c> {
    fields_of: &'a BTreeMap<&'c str, Vec<&'c str>>,
    by_id: &'a FxHashMap<&'c str, &'c Cell<'c>>,
    by_owner: FxHashMap<&'c str, Vec<&'c Cell<'c>>>,
}

impl<'c> Attributes<'_, 'c> {
    /// The attributes of the owner cell `owner`, whose id in the project is `owner_id`.
    fn of(&self, owner: &Cell<'_>, owner_id: &str, built: &mut Built<'c>) -> Vec<Attribute> {
        let cells = self.by_owner.get(owner.id.as_str()).map(Vec::as_slice).unwrap_or(&[]);
        cells.iter().filter_map(|a| self.attribute(a, owner_id, built)).collect()
    }

    /// The attribute of an attribute cell, owned by `owner_id`, with its parts as fields.
    fn attribute(&self, c: &'c Cell<'c>, owner_id: &str, built: &mut Built<'c>) -> Option<Attribute> {
        let Shape::Attribute { key, multi } = c.shape else { return None };
        let id = built.ids.mint(&format!("{owner_id}.{}", snake_case(&c.value)), &format!("{owner_id}.a{}", c.id));
        let mut a = Attribute::new(id.as_str(), c.value.clone(), NativeType::Text);
        a.key = key;
        a.multi = multi.then_some(Multi::Set);
        a.fields = self
            .fields_of
            .get(c.id.as_str())
            .map(|fs| {
                fs.iter()
                    .filter_map(|f| self.by_id.get(f))
                    .map(|f| Field {
                        name: snake_case(&f.value),
                        ty: CqlType::Native(NativeType::Text),
                        extra: Default::default(),
                    })
                    .collect()
            })
            .unwrap_or_default();
        built.attributes.insert(c.id.as_str(), a.id.clone());
        Some(a)
    }
}

/// The identifying relationship's weak end (the one drawn as a weak entity, else the n side)
/// is owned by the other end.
fn set_owner(
    project: &mut Project,
    rel: &Relationship,
    weak_ids: &FxHashSet<EntityId>,
    node: Node<'_>,
    notes: &mut Notes<'_>,
) {
    let [a, b] = &rel.ends;
    let (weak, owner) = match (weak_ids.contains(&a.entity), weak_ids.contains(&b.entity), a.cardinality, b.cardinality)
    {
        (true, false, ..) => (&a.entity, &b.entity),
        (false, true, ..) => (&b.entity, &a.entity),
        (.., Cardinality::Many, Cardinality::One) => (&a.entity, &b.entity),
        (.., Cardinality::One, Cardinality::Many) => (&b.entity, &a.entity),
        _ => {
            notes.at(node, msg!("import-kdm-weak-end-unclear", name = format!("{:?}", rel.name)));
            (&b.entity, &a.entity)
        }
    };
    if weak == owner {
        return;
    }
    if let Some(e) = project.entity_mut(weak) {
        e.owner = Some(owner.clone());
    }
}

/// `<KEYS_JSON>`: `{"Temperature": ["Sensor.id,Temperature.timestamp"]}`: the entity's own
/// attributes in the first key become its key, in that order; others must be the owner's.
fn apply_keys(node: Node<'_>, project: &mut Project, notes: &mut Notes<'_>) {
    let text = xml::text(node);
    if text.is_empty() {
        return;
    }
    let Ok(serde_json::Value::Object(map)) = serde_json::from_str::<serde_json::Value>(&text) else {
        notes.at(node, msg!("import-kdm-keys-json-invalid"));
        return;
    };
    for (name, keys) in &map {
        let Some(first) = keys.as_array().and_then(|a| a.first()).and_then(|k| k.as_str()) else { continue };
        let Some(ei) = project.entities.iter().position(|e| &e.name == name) else { continue };
        let owner_name = project
            .entities
            .get(ei)
            .and_then(|e| e.owner.clone())
            .and_then(|o| project.entity(&o).map(|o| o.name.clone()));
        let mut own: Vec<String> = Vec::new();
        for part in first.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let (ent, attr) = part.split_once('.').unwrap_or(("", part));
            if ent == name {
                own.push(attr.to_owned());
            } else if Some(ent) != owner_name.as_deref() {
                notes.at(node, msg!("import-kdm-key-part-foreign", name = name.to_string(), part = part.to_string()));
            }
        }
        let Some(entity) = project.entities.get_mut(ei) else { continue };
        let mut order: Vec<AttributeId> = Vec::new();
        for attr in &own {
            match entity.attributes.iter_mut().find(|a| &a.name == attr) {
                Some(a) => {
                    a.key = true;
                    order.push(a.id.clone());
                }
                None => {
                    notes.at(
                        node,
                        msg!("import-kdm-key-attribute-missing", name = name.to_string(), attribute = attr.to_string()),
                    );
                }
            }
        }
        entity.attributes.sort_by_key(|a| order.iter().position(|o| o == &a.id).unwrap_or(usize::MAX));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes_from_styles() {
        assert_eq!(shape_of("whiteSpace=wrap"), Shape::Entity { weak: false });
        assert_eq!(shape_of("shape=cube;whiteSpace=wrap"), Shape::Entity { weak: true });
        assert_eq!(shape_of("shape=card;whiteSpace=wrap"), Shape::Relationship { identifying: false });
        assert_eq!(shape_of("shape=note;whiteSpace=wrap"), Shape::Relationship { identifying: true });
        assert_eq!(shape_of("ellipse;fontStyle=4"), Shape::Attribute { key: true, multi: false });
        assert_eq!(shape_of("ellipse;fontStyle=0"), Shape::Attribute { key: false, multi: false });
        assert_eq!(
            shape_of("ellipse;shape=doubleEllipse;whiteSpace=wrap"),
            Shape::Attribute { key: false, multi: true }
        );
        assert_eq!(shape_of("text;align=center;verticalAlign=middle;"), Shape::Other);
        assert_eq!(label("number of<br>sensors&nbsp;"), "number of sensors");
        assert_eq!(label("&lt;b&gt; &amp;&#65;&#x42; &bogus; &#xFFFFFFFF;"), "<b> &AB &bogus; &#xFFFFFFFF;");
        assert_eq!(cardinality(" n "), Some(Cardinality::Many));
        assert_eq!(cardinality("1"), Some(Cardinality::One));
        assert_eq!(cardinality(""), None);
    }
}
