//! Tests of the KDM import on a small hand-made project in KDM's format.

use super::{DEFAULT_PROJECT_NAME, import as import_named};
use crate::import::Imported;

fn import(text: &str) -> Result<Imported, String> {
    import_named(text, DEFAULT_PROJECT_NAME).map_err(|t| t.en())
}

/// A file that is not well-formed XML (here a mismatched end tag of the
/// root) is refused with its position, never "imported 0 table(s)".
#[test]
fn files_that_are_not_well_formed_are_refused_with_a_position() {
    let broken = SHOP.replacen("</KDMPROJECT>", "</KDMPROJECTX>", 1);
    let err = import(&broken).expect_err("not well-formed");
    assert!(err.contains("</KDMPROJECTX> matches no open element") && err.contains("not well-formed"), "{err}");
    let line = broken.lines().position(|l| l.contains("</KDMPROJECTX>")).map_or(0, |i| i + 1);
    assert!(err.starts_with(&format!("line {line}, column ")), "{err}");
    let unclosed = SHOP.replacen("</ACCESS_PATTERNS>", "", 1);
    assert!(import(&unclosed).expect_err("unclosed").contains("while <ACCESS_PATTERNS> is still open"));
    // An entity cell without a name whose KDM id holds a control character gets an id
    // without it (found by fuzzing: the saved project did not load again). `&#8;` is not
    // XML at all (refused); DEL is XML, and a control character.
    let not_xml = SHOP.replacen(r#"<mxCell id="2" value="Customer""#, "<mxCell id=\"2&#8;\" value=\"\"", 1);
    assert!(import(&not_xml).expect_err("not XML").contains("a & that begins no entity reference"));
    let odd = SHOP.replacen(r#"<mxCell id="2" value="Customer""#, "<mxCell id=\"2&#127;\" value=\"\"", 1);
    let imported = import(&odd).expect("imports");
    assert!(imported.project.entities.iter().any(|e| e.id.as_str() == "e2"), "{:?}", imported.project.entities);
    let json = imported.project.to_json();
    crate::project::Project::from_json(&json, std::path::Path::new("saved.json")).expect("loads again");
    let zh = import_named(&broken, DEFAULT_PROJECT_NAME).expect_err("zh");
    assert!(zh.get(crate::text::Lang::Zh).contains("不是格式正确的 XML"), "{zh}");
}
use crate::cql::NativeType;
use crate::logical::Role;
use crate::project::{Cardinality, Direction, Multi, Predicate};
use proptest::prelude::*;

/// A shop: Customer (key id, multi-valued emails), weak Order owned by Customer (partial key
/// number), a `places` identifying relationship, and two queries; a physical section choosing
/// types, a name and a key.
const SHOP: &str = r#"<KDMPROJECT>
  <ERMODEL><mxGraphModel><root>
    <mxCell id="0"/><mxCell id="1" parent="0"/>
    <mxCell id="2" value="Customer" style="whiteSpace=wrap" vertex="1" parent="1"><mxGeometry x="10" y="20" as="geometry"/></mxCell>
    <mxCell id="3" value="Order" style="shape=cube;whiteSpace=wrap" vertex="1" parent="1"><mxGeometry x="300" y="20" as="geometry"/></mxCell>
    <mxCell id="4" value="places" style="shape=note;whiteSpace=wrap" vertex="1" parent="1"><mxGeometry x="150" y="20" as="geometry"/></mxCell>
    <mxCell id="5" value="1" edge="1" source="4" target="2" parent="1"/>
    <mxCell id="6" value="n" edge="1" source="4" target="3" parent="1"/>
    <mxCell id="7" value="id" style="ellipse;fontStyle=4" vertex="1" parent="1"><mxGeometry x="0" y="0" as="geometry"/></mxCell>
    <mxCell id="8" value="emails" style="ellipse;shape=doubleEllipse" vertex="1" parent="1"/>
    <mxCell id="9" value="number" style="ellipse" vertex="1" parent="1"/>
    <mxCell id="10" value="placed at" style="ellipse" vertex="1" parent="1"/>
    <mxCell id="11" edge="1" source="7" target="2" parent="1"/>
    <mxCell id="12" edge="1" source="2" target="8" parent="1"/>
    <mxCell id="13" edge="1" source="9" target="3" parent="1"/>
    <mxCell id="14" edge="1" source="10" target="3" parent="1"/>
    <mxCell id="15" value="stray" style="ellipse" vertex="1" parent="1"/>
  </root></mxGraphModel>
  <KEYS_JSON>{"Order":["Customer.id,Order.number"]}</KEYS_JSON></ERMODEL>
  <ACCESS_PATTERNS>
    <Q1><GR><ATTRIBUTE><DIV>  Customer.id </DIV></ATTRIBUTE><VRS>value</VRS></GR>
        <FR><ATTRIBUTE><DIV><DIV>Order.placed at</DIV></DIV></ATTRIBUTE><ORDERBY>DESC</ORDERBY></FR>
        <FR><ATTRIBUTE>Order.number</ATTRIBUTE></FR>
        <FR><ATTRIBUTE>Customer.emails</ATTRIBUTE></FR>
        <FR><ATTRIBUTE>Nobody.nothing</ATTRIBUTE></FR>
        <DESCR>
 Find the orders of a customer, latest first   </DESCR></Q1>
  </ACCESS_PATTERNS>
  <LOGICAL_MODEL><Q1 qTemplate="SELECT"><tbl><orders_by_customer/><columns>
      <id origName="Customer__id"><K/></id><placedat origName="Order__placed at"><C>DESC</C></placedat>
      <number origName="Order__number"><C>ASC</C></number><emails origName="Customer__emails"><COLL/></emails></columns></tbl></Q1>
  </LOGICAL_MODEL>
  <PHYSICAL_MODEL>{"0":{"listOfInputs":"customer_orders,id,placedat,number,emails","listOfSelectValues":"UUID,K,TIMESTAMP,cdown,INT,cup,SET,TEXT,"},"highlightedTables":["orders_by_customer"]}</PHYSICAL_MODEL>
</KDMPROJECT>"#;

#[test]
fn er_model_queries_and_choices() {
    let imported = import(SHOP).expect("a KDM project");
    let p = &imported.project;
    let names: Vec<&str> = p.entities.iter().map(|e| e.name.as_str()).collect();
    assert_eq!(names, ["Customer", "Order"]);
    let customer = &p.entities[0];
    let order = &p.entities[1];
    assert_eq!(order.owner.as_ref(), Some(&customer.id));
    assert!(customer.attributes[0].key);
    assert_eq!(customer.attributes[0].ty, NativeType::Uuid, "typed by the physical section");
    assert_eq!(customer.attributes[1].multi, Some(Multi::Set));
    assert_eq!(order.attributes[0].name, "number", "key attributes first");
    assert!(order.attributes[0].key, "from KEYS_JSON");
    assert_eq!(order.attributes[0].ty, NativeType::Int);
    assert_eq!(order.attributes[1].ty, NativeType::Timestamp);
    let rel = &p.relationships[0];
    assert!(rel.identifying);
    assert_eq!((rel.ends[0].cardinality, rel.ends[1].cardinality), (Cardinality::One, Cardinality::Many));
    assert_eq!(p.layout.conceptual.get("customer").map(|pos| (pos.x, pos.y)), Some((10.0, 20.0)));
    let q = &p.queries[0];
    assert_eq!(q.description, "Find the orders of a customer, latest first");
    assert_eq!(q.given[0].predicate, Predicate::Eq);
    assert_eq!(q.find.len(), 3);
    assert_eq!(q.order_by[0].direction, Direction::Desc);
    assert_eq!(q.entity.as_ref(), Some(&order.id), "from the table name orders_by_customer");
    let notes: Vec<String> = imported.notes.iter().map(ToString::to_string).collect();
    assert_eq!(notes.len(), 2, "{notes:#?}");
    assert!(notes[0].contains("\"stray\" is not joined"), "{notes:#?}");
    assert!(notes[1].contains("Nobody.nothing"), "{notes:#?}");
    assert!(notes[1].starts_with("line 25, column 9:"), "{notes:#?}");

    let d = crate::derive(p);
    let t = d.model.table_for_query(&q.id).expect("a table");
    assert_eq!(t.name, "customer_orders");
    let key: Vec<(String, Role)> = t
        .columns
        .iter()
        .filter(|c| c.role.is_key())
        .map(|c| (p.attribute_label(c.attribute.as_ref().expect("attr")), c.role))
        .collect();
    assert_eq!(
        key,
        [
            ("Customer.id".to_owned(), Role::PartitionKey),
            ("Order.placed at".to_owned(), Role::Clustering(Direction::Desc)),
            ("Order.number".to_owned(), Role::Clustering(Direction::Asc))
        ]
    );
}

/// KDM's HTML editor wrote `&nbsp;` into the access patterns: it reads as a space. A
/// document type is refused, its entities never expanded; a project nested 100,000 deep
/// imports (nothing reads it recursively).
#[test]
fn html_spaces_document_types_and_depth() {
    let spaced = SHOP.replacen("<DIV>  Customer.id </DIV>", "<DIV>&nbsp;Customer.id&nbsp;</DIV>", 1).replacen(
        "latest first",
        "latest&nbsp;first",
        1,
    );
    let imported = import(&spaced).expect("imports");
    assert_eq!(imported.project.queries[0].description, "Find the orders of a customer, latest first");
    assert_eq!(imported.project.queries[0].given.len(), 1, "Customer.id found between the spaces");
    let laughs =
        format!("<!DOCTYPE KDMPROJECT [<!ENTITY a \"Customer\">]>\n{}", SHOP.replacen(">Customer.id<", ">&a;.id<", 1));
    let err = import(&laughs).expect_err("a document type");
    assert!(err.starts_with("line 1, column 1: the file declares a document type"), "{err}");
    let deep = format!("<KDMPROJECT>{}{}</KDMPROJECT>", "<a>".repeat(100_000), "</a>".repeat(100_000));
    assert!(import(&deep).expect("imports").project.entities.is_empty());
}

#[test]
fn not_kdm_is_an_error_and_empty_kdm_is_noted() {
    assert!(import("<html><body/></html>").is_err());
    assert!(import("CREATE TABLE").is_err());
    let imported = import("<KDMPROJECT/>").expect("empty project");
    assert!(imported.project.entities.is_empty());
    assert!(imported.notes[0].message.en().contains("no ERMODEL"));
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, ..ProptestConfig::default() })]

    #[test]
    fn never_panics_on_random_text(s in "\\PC{0,300}") {
        let _ = import(&s);
        let _ = import(&format!("<KDMPROJECT>{s}</KDMPROJECT>"));
    }

    #[test]
    fn never_panics_on_mutated_project(edits in prop::collection::vec((0..SHOP.len(), prop::sample::select(vec![
        "", "<", ">", "/>", "\"", "</mxCell>", "<mxCell id=\"7\" edge=\"1\" source=\"7\" target=\"7\"/>", "&", "{", ",", "n", "1",
    ])), 1..10), cut in 0..SHOP.len()) {
        let mut bytes = SHOP.as_bytes().to_vec();
        for (at, what) in edits {
            let at = at.min(bytes.len());
            bytes.splice(at..(at + 1).min(bytes.len()), what.bytes());
        }
        bytes.truncate(cut.max(1).min(bytes.len()));
        let _ = import(&String::from_utf8_lossy(&bytes));
    }
}
