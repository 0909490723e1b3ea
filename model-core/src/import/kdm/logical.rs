//! KDM's `<LOGICAL_MODEL>`: per query, the primary-key alternatives KDM derived, as tables
//! whose columns carry `origName="Entity__attr"` and role children (`<K/>`, `<C>ASC</C>`,
//! `<COLL/>`). A query with no given attribute has a `dummy` partition key.

use super::xml::{self, Node};
use crate::project::Direction;

/// The `origName` of KDM's artificial partition key.
pub const DUMMY: &str = "dummy";

/// One table (one key alternative) KDM listed for a query.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KdmTable {
    /// The table's name in KDM (`temperatures_by_sensor`, or `table1` when unnamed).
    pub name: String,
    /// Columns: KDM's column name and its `Entity.attribute` label (`dummy` for the dummy).
    pub columns: Vec<(String, String)>,
    /// Partition key columns as `Entity.attribute` labels, in order.
    pub partition: Vec<String>,
    /// Clustering columns as labels, with their order.
    pub clustering: Vec<(String, Direction)>,
    /// Columns marked as collections.
    pub collections: Vec<String>,
}

/// The alternatives KDM listed for one query.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KdmQueryTables {
    /// The query's id (`Q1`).
    pub query: String,
    /// KDM's SELECT template.
    pub template: String,
    /// The alternatives, in KDM's order.
    pub tables: Vec<KdmTable>,
}

/// `Entity__attr` → `Entity.attr`; `dummy` stays.
pub fn label(orig_name: &str) -> String {
    orig_name.split_once("__").map_or_else(|| orig_name.to_owned(), |(e, a)| format!("{e}.{a}"))
}

/// Reads a KDM file's logical model. Fails when the text is not a KDM project (or not
/// well-formed XML), saying why.
pub fn logical_model(text: &str) -> Result<Vec<KdmQueryTables>, crate::text::Text> {
    let text = xml::prepare(text);
    let doc = xml::parse(&text)?;
    let root = xml::project(&doc)?;
    Ok(xml::child(root, "LOGICAL_MODEL").map(read).unwrap_or_default())
}

/// Reads `<LOGICAL_MODEL>`.
pub(super) fn read(logical: Node<'_>) -> Vec<KdmQueryTables> {
    xml::children(logical)
        .filter(|&q| xml::child(q, "tbl").is_some())
        .map(|q| KdmQueryTables {
            query: xml::name(&q).to_owned(),
            template: q.attribute("qTemplate").unwrap_or("").to_owned(),
            tables: xml::children_named(q, "tbl").map(table).collect(),
        })
        .collect()
}

fn table(tbl: Node<'_>) -> KdmTable {
    let name = xml::children(tbl).map(|c| xml::name(&c)).find(|n| *n != "columns").unwrap_or("").to_owned();
    let mut t =
        KdmTable { name, columns: Vec::new(), partition: Vec::new(), clustering: Vec::new(), collections: Vec::new() };
    let Some(cols) = xml::child(tbl, "columns") else { return t };
    for c in xml::children(cols) {
        let col = xml::name(&c).to_owned();
        let l = label(c.attribute("origName").unwrap_or(&col));
        if xml::child(c, "K").is_some() {
            t.partition.push(l.clone());
        } else if let Some(dir) = xml::child(c, "C") {
            let word = xml::text(dir).split_whitespace().next().unwrap_or("ASC").to_ascii_uppercase();
            t.clustering.push((l.clone(), if word == "DESC" { Direction::Desc } else { Direction::Asc }));
        }
        if xml::child(c, "COLL").is_some() {
            t.collections.push(l.clone());
        }
        t.columns.push((col, l));
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_alternatives_with_roles() {
        let text = "<KDMPROJECT><LOGICAL_MODEL><Q1 qTemplate=\"SELECT\"><tbl><t_by_x/><columns>\
                    <dummy origName=\"dummy\"><K/></dummy><name origName=\"Network__name\"><C>\nASC <expl/></C></name>\
                    <ts origName=\"T__ts\"><C>DESC</C></ts><tags origName=\"T__tags\"><COLL/></tags></columns></tbl></Q1>\
                    <LOGICAL_CONFIGEL>{}</LOGICAL_CONFIGEL></LOGICAL_MODEL></KDMPROJECT>";
        let l = logical_model(text).expect("kdm");
        assert_eq!(l.len(), 1);
        let t = &l[0].tables[0];
        assert_eq!(t.name, "t_by_x");
        assert_eq!(t.partition, ["dummy"]);
        assert_eq!(t.clustering, [("Network.name".to_owned(), Direction::Asc), ("T.ts".to_owned(), Direction::Desc)]);
        assert_eq!(t.collections, ["T.tags"]);
        assert!(logical_model("<html/>").is_err());
    }
}
