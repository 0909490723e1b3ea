//! Auto-layout leaves no two shapes of the ER diagram overlapping: on every sample, on a
//! schema of 50 tables imported from CQL, and after many entities were added by hand; and it
//! is one undoable edit.

mod support;

use model_core::edit::{Canvas, Edit, History};
use model_core::project::Project;
use model_core::render::{ChebotkoLayout, ChenLayout, SvgText, arrange, conceptual_overlaps};

/// Arranges the ER canvas through the history, checks for overlaps, and returns the project.
fn arranged(mut p: Project, what: &str) -> Project {
    let before = p.clone();
    let positions = arrange(&p, Canvas::Conceptual, &SvgText);
    let mut h = History::new();
    h.apply(&mut p, &Edit::ArrangeCanvas { canvas: Canvas::Conceptual, positions }).expect("arrange");
    let layout = ChenLayout::new(&p);
    let overlaps = conceptual_overlaps(&layout, 5);
    assert!(overlaps.is_empty(), "{what}: {overlaps:?}");
    assert!(layout.nodes.len() >= p.entities.len());
    // One step, undone as one.
    if p != before {
        assert!(h.undo(&mut p));
        assert_eq!(p, before, "{what}: undo restores the positions");
        assert!(h.redo(&mut p));
    }
    p
}

#[test]
fn every_sample_arranged_has_no_overlapping_shapes() {
    for (name, p) in support::samples() {
        let p = arranged(p, &name);
        // Arranging what is arranged changes nothing.
        assert_eq!(
            arrange(&p, Canvas::Conceptual, &SvgText),
            arrange(&arranged(p.clone(), &name), Canvas::Conceptual, &SvgText)
        );
    }
}

#[test]
fn an_imported_schema_of_fifty_tables_arranged_has_no_overlapping_tables() {
    let mut cql =
        String::from("CREATE KEYSPACE shop WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};\n");
    for i in 0..50 {
        // A shop's reporting tables: each keyed by its own id, most under the previous one's.
        let (parent, key) = if i % 3 == 0 {
            (String::new(), format!("t{i}_id"))
        } else {
            (format!(", t{}_id uuid", i - 1), format!("(t{}_id), t{i}_id", i - 1))
        };
        cql.push_str(&format!(
            "CREATE TABLE shop.t{i}_by_key (t{i}_id uuid, name text, amount decimal, created timestamp{parent}, PRIMARY KEY ({key}));\n"
        ));
    }
    let mut p = model_core::import::import_cql_str(&cql).project;
    assert_eq!(p.physical.tables.len(), 50);
    // Tables piled on one spot by hand, then arranged.
    for t in &p.physical.tables {
        p.layout.logical.insert(t.name.clone(), model_core::project::Pos::new(10.0, 10.0));
    }
    let positions = arrange(&p, Canvas::Logical, &SvgText);
    p.apply(&Edit::ArrangeCanvas { canvas: Canvas::Logical, positions }).expect("arrange");
    let model = model_core::derive(&p).model;
    let boxes: Vec<_> = ChebotkoLayout::new(&p, &model, true).tables.iter().map(|t| t.rect).collect();
    assert_eq!(boxes.len(), 50);
    for (i, a) in boxes.iter().enumerate() {
        assert!(boxes[i + 1..].iter().all(|b| !a.intersects(b)), "table {i} overlaps another");
    }
}

#[test]
fn fifty_entities_in_a_chain_arranged_have_no_overlapping_shapes() {
    use model_core::cql::NativeType as N;
    use model_core::project::Cardinality::{Many, One};
    let mut b = model_core::builder::ProjectBuilder::new("chain");
    for i in 0..50 {
        let (id, name, note) = (format!("e{i}"), format!("e{i}_name"), format!("e{i}_note"));
        b = b.entity(&id, &[("id", N::Uuid, true), (name.as_str(), N::Text, false), (note.as_str(), N::Text, false)]);
        if i > 0 {
            b = b.relationship(&format!("r{i}"), &format!("e{}", i / 2), One, &id, Many);
        }
    }
    arranged(b.build(), "chain");
}

#[test]
fn many_entities_on_one_spot_are_spread_out() {
    let (_, mut p) = support::samples().into_iter().find(|(n, _)| n.ends_with("hotel.json")).expect("hotel");
    for pos in p.layout.conceptual.values_mut() {
        pos.x = 0.0;
        pos.y = 0.0;
    }
    assert!(!conceptual_overlaps(&ChenLayout::new(&p), 1).is_empty(), "piled up");
    arranged(p, "piled");
}
