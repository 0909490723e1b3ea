//! A small set as a collection, from a vet clinic's own needs (`sample-projects/vet-clinic.json`,
//! after Spring PetClinic): a vet has two or three specialties, each only a name, and the vets
//! page shows each vet with them.

use crate::cql::{CqlType, NativeType};
use crate::ids::QueryId;
use crate::logical::{AlternativeReason, Choice, Table};
use crate::project::Project;

fn clinic() -> Project {
    let text = include_str!("../../../sample-projects/vet-clinic.json");
    Project::from_json(text, std::path::Path::new("vet-clinic.json")).expect("the sample loads")
}

fn table<'a>(d: &'a crate::Derivation, q: &str) -> &'a Table {
    d.model.table_for_query(&QueryId::from(q)).expect("a table for the query")
}

/// The project with `q`'s collection alternative chosen, as the window saves a choice.
fn choose_collection(p: &mut Project, q: &str) {
    let d = crate::derive(p);
    let t = table(&d, q);
    let i = t
        .alternatives
        .iter()
        .position(|a| matches!(a.reason, AlternativeReason::Collection { .. }))
        .expect("the collection is offered");
    let ov = p.overrides.tables.entry(QueryId::from(q)).or_default();
    ov.key = t.alternatives[i].as_manual_key();
    ov.alternative = i;
}

#[test]
fn a_vets_specialties_are_offered_as_a_set_in_the_vets_row() {
    let p = clinic();
    let d = crate::derive(&p);
    let t = table(&d, "Q4");
    // The default stays one row per vet and specialty.
    assert_eq!((t.name.as_str(), t.key_signature()), ("specialties_by_vet", "((vet_id), specialty_name)".to_owned()));
    let alt = &t.alternatives[1];
    assert_eq!(alt.reason, AlternativeReason::Collection { attribute: "Specialty.name".into(), elements: Some(2) });
    assert!(alt.reason.said().en().contains("as a set in the owner's row"), "{}", alt.reason.said().en());
    let mut chosen = p;
    choose_collection(&mut chosen, "Q4");
    let d = crate::derive(&chosen);
    let t = table(&d, "Q4");
    assert_eq!(t.key_signature(), "((vet_id))");
    let set = t.column("specialties").expect("the set column");
    assert_eq!(set.ty, CqlType::Set(Box::new(CqlType::Native(NativeType::Text))));
    assert!(t.choices.iter().any(
        |c| matches!(c, Choice::Collection { column, elements: Some(e), .. } if column == "specialties" && *e == 2.0)
    ));
    assert!(super::properties::validation_errors(&chosen, &d).is_empty());
}

#[test]
fn the_vets_page_reads_one_row_per_vet_and_adds_a_specialty_to_the_set() {
    let p = clinic();
    let d = crate::derive(&p);
    let t = table(&d, "Q5");
    // The sample chose the collection for the vets page.
    assert!(t.collection().is_some(), "{}", t.key_signature());
    assert_eq!(t.key_signature(), "((bucket), vet_id)");
    assert_eq!(t.column("specialties").map(|c| c.ty.to_string()).as_deref(), Some("set<text>"));
    let writes = crate::export::writes_cql(&p, &d.model);
    assert!(
        writes
            .contains("UPDATE vet_clinic.all_vets SET first_name = ?, last_name = ?, specialties = specialties + ? WHERE bucket = ? AND vet_id = ?;"),
        "{writes}"
    );
    assert!(super::properties::validation_errors(&p, &d).is_empty());
    let why = crate::explain::explain_column(t, "specialties").expect("explained").to_string();
    assert!(why.contains("of each row, as a set: one row per owner instead of one per pair"), "{why}");
}

#[test]
fn the_collection_has_its_figures_like_any_alternative() {
    let p = clinic();
    let figures = crate::tradeoff::tradeoffs(&p, &QueryId::from("Q4"), &crate::analysis::AnalysisSettings::default());
    let rows = |i: usize| figures.iter().find(|f| f.alternative == i).and_then(|f| f.rows);
    // One row per vet and specialty against one row per vet.
    assert_eq!(rows(0).map(f64::round), Some(2.0));
    assert_eq!(rows(1), Some(1.0));
}

#[test]
fn a_large_or_unestimated_set_or_a_specialty_with_more_than_a_name_stays_one_row_per_pair() {
    let collected = |p: &Project| {
        let d = crate::derive(p);
        table(&d, "Q4").alternatives.iter().any(|a| matches!(a.reason, AlternativeReason::Collection { .. }))
    };
    assert!(collected(&clinic()));
    let mut large = clinic();
    large.relationships[2].ends[1].fan_out = Some(5_000.0);
    assert!(!collected(&large), "5,000 specialties per vet are no small set");
    let mut unknown = clinic();
    unknown.relationships[2].ends[1].fan_out = None;
    assert!(!collected(&unknown), "no estimate says the set is small");
    let mut described = clinic();
    let mut attr = crate::project::Attribute::new("specialty.description", "description", NativeType::Text);
    attr.key = false;
    described.entities[4].attributes.push(attr);
    described.queries[3].find.push("specialty.description".into());
    assert!(!collected(&described), "a specialty with its description is more than a name");
}

#[test]
fn a_chosen_collection_is_kept_when_the_estimate_is_removed() {
    let mut p = clinic();
    choose_collection(&mut p, "Q4");
    p.relationships[2].ends[1].fan_out = None;
    let d = crate::derive(&p);
    assert_eq!(
        table(&d, "Q4").column("specialties").map(|c| c.ty.to_string()).as_deref(),
        Some("set<text>"),
        "the user's choice stands"
    );
}
