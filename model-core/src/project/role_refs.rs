//! How a query's reference to an attribute in a role is written: in memory one
//! role-qualified id (`user.username@follower`, [`crate::ids::ROLE_SEPARATOR`]), in the file
//! the attribute and the role apart (`{"attribute": "user.username", "role": "follower"}`),
//! as Chen's roles are written beside the entity.

use super::{Direction, Given, Ordering, Predicate};
use crate::ids::AttributeId;
use serde::de::{self, MapAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::collections::BTreeMap;

/// The attribute and the role of a reference, joined in memory; a role the joined id could
/// not hold apart ([`super::limits::check_role`]) is refused, in the loader's words.
fn join(attribute: AttributeId, role: Option<String>) -> Result<AttributeId, String> {
    match role.filter(|r| !r.is_empty()) {
        Some(r) => {
            super::limits::check_role(&r).map_err(|e| e.to_string())?;
            Ok(AttributeId(format!("{}{}{r}", attribute.0, crate::ids::ROLE_SEPARATOR)))
        }
        None => Ok(attribute),
    }
}

/// The attribute and the role of a reference, apart as the file writes them.
fn split(id: &AttributeId) -> (AttributeId, Option<String>) {
    match id.split_role() {
        (base, Some(role)) => (AttributeId::from(base), Some(role.to_owned())),
        (_, None) => (id.clone(), None),
    }
}

/// A given attribute as the file writes it.
#[derive(Clone, Serialize, Deserialize)]
pub(super) struct GivenFile {
    attribute: AttributeId,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    role: Option<String>,
    #[serde(rename = "op")]
    predicate: Predicate,
    #[serde(flatten)]
    extra: BTreeMap<String, serde_json::Value>,
}

impl TryFrom<GivenFile> for Given {
    type Error = String;
    fn try_from(f: GivenFile) -> Result<Self, String> {
        Ok(Given { attribute: join(f.attribute, f.role)?, predicate: f.predicate, extra: f.extra })
    }
}

impl From<Given> for GivenFile {
    fn from(g: Given) -> Self {
        let (attribute, role) = split(&g.attribute);
        GivenFile { attribute, role, predicate: g.predicate, extra: g.extra }
    }
}

/// An ORDER BY item as the file writes it.
#[derive(Clone, Serialize, Deserialize)]
pub(super) struct OrderingFile {
    attribute: AttributeId,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    role: Option<String>,
    #[serde(default)]
    direction: Direction,
    #[serde(flatten)]
    extra: BTreeMap<String, serde_json::Value>,
}

impl TryFrom<OrderingFile> for Ordering {
    type Error = String;
    fn try_from(f: OrderingFile) -> Result<Self, String> {
        Ok(Ordering { attribute: join(f.attribute, f.role)?, direction: f.direction, extra: f.extra })
    }
}

impl From<Ordering> for OrderingFile {
    fn from(o: Ordering) -> Self {
        let (attribute, role) = split(&o.attribute);
        OrderingFile { attribute, role, direction: o.direction, extra: o.extra }
    }
}

/// Writes found attributes: an id alone, or `{"attribute", "role"}` for a role.
pub(super) fn serialize<S: Serializer>(find: &[AttributeId], s: S) -> Result<S::Ok, S::Error> {
    use serde::ser::SerializeSeq;
    struct Item<'a>(&'a AttributeId);
    impl Serialize for Item<'_> {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            match split(self.0) {
                (attribute, Some(role)) => {
                    let mut m = s.serialize_map(Some(2))?;
                    m.serialize_entry("attribute", &attribute)?;
                    m.serialize_entry("role", &role)?;
                    m.end()
                }
                (attribute, None) => attribute.serialize(s),
            }
        }
    }
    let mut seq = s.serialize_seq(Some(find.len()))?;
    for a in find {
        seq.serialize_element(&Item(a))?;
    }
    seq.end()
}

/// Reads found attributes: an id, or an object with `attribute` and an optional `role`.
pub(super) fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<AttributeId>, D::Error> {
    struct Item(AttributeId);
    impl<'de> Deserialize<'de> for Item {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
            d.deserialize_any(ItemVisitor)
        }
    }
    struct ItemVisitor;
    impl<'de> Visitor<'de> for ItemVisitor {
        type Value = Item;
        fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str(super::described::ATTRIBUTE_REFERENCE)
        }
        fn visit_str<E: de::Error>(self, v: &str) -> Result<Item, E> {
            Ok(Item(AttributeId::from(v)))
        }
        fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Item, A::Error> {
            let (mut attribute, mut role): (Option<AttributeId>, Option<String>) = (None, None);
            while let Some(key) = map.next_key::<String>()? {
                match key.as_str() {
                    "attribute" if attribute.is_none() => attribute = Some(map.next_value()?),
                    "role" if role.is_none() => role = map.next_value()?,
                    "attribute" | "role" => {
                        return Err(de::Error::duplicate_field(if key == "role" { "role" } else { "attribute" }));
                    }
                    other => return Err(de::Error::unknown_field(other, &["attribute", "role"])),
                }
            }
            let attribute = attribute.ok_or_else(|| de::Error::missing_field("attribute"))?;
            join(attribute, role).map(Item).map_err(de::Error::custom)
        }
    }
    let items: Vec<Item> = Vec::deserialize(d)?;
    Ok(items.into_iter().map(|i| i.0).collect())
}

#[cfg(test)]
mod tests {
    use crate::project::Query;

    #[test]
    fn roles_are_written_apart_and_read_back_joined() {
        let json = r#"{"id": "Q1", "given": [{"attribute": "user.username", "role": "followed", "op": "="}],
            "find": ["user.email", {"attribute": "user.username", "role": "follower"}],
            "order_by": [{"attribute": "user.username", "role": "follower", "direction": "DESC"}]}"#;
        let q: Query = serde_json::from_str(json).expect("reads");
        assert_eq!(q.given[0].attribute.as_str(), "user.username@followed");
        assert_eq!(q.find[1].as_str(), "user.username@follower");
        assert_eq!(q.order_by[0].attribute.as_str(), "user.username@follower");
        let back = serde_json::to_value(&q).expect("writes");
        assert_eq!(back["given"][0]["role"], "followed");
        assert_eq!(back["given"][0]["attribute"], "user.username");
        assert_eq!(back["find"][0], "user.email");
        assert_eq!(back["find"][1]["role"], "follower");
        assert_eq!(back["order_by"][0]["role"], "follower");
        let again: Query = serde_json::from_value(back).expect("reads again");
        assert_eq!(again, q);
    }

    #[test]
    fn a_found_object_without_an_attribute_or_with_an_unknown_field_is_refused() {
        assert!(serde_json::from_str::<Query>(r#"{"id": "Q1", "find": [{"role": "follower"}]}"#).is_err());
        assert!(serde_json::from_str::<Query>(r#"{"id": "Q1", "find": [{"attribute": "a", "rol": "x"}]}"#).is_err());
    }

    /// Issue 41, item 12: a role holding the separator (`a@b`) was accepted; in memory
    /// `user.name@a@b` reads as the role `b` of an attribute `user.name@a`. Refused at a
    /// relationship's end, in every kind of reference, and by the edit that sets a role.
    #[test]
    fn a_role_holding_the_separator_is_refused() {
        use crate::project::Project;
        use std::path::Path;
        let project = |end_role: &str, reference: &str| {
            format!(
                r#"{{"format": "keyspace-studio/1",
                  "entities": [{{"id": "user", "name": "User", "attributes": [{{"id": "user.name", "name": "name", "type": "text", "key": true}}]}}],
                  "relationships": [{{"id": "follows", "name": "follows", "ends": [{{"entity": "user", "cardinality": "n", "role": "{end_role}"}},
                                                                             {{"entity": "user", "cardinality": "n", "role": "followed"}}]}}],
                  "queries": [{{"id": "Q1", "entity": "user", {reference}}}]}}"#
            )
        };
        let fine =
            project("follower", r#""given": [{"attribute": "user.name", "role": "followed", "op": "="}], "find": []"#);
        let p = Project::from_json(&fine, Path::new("fine.json")).expect("loads");
        for (case, text) in [
            ("end", project("a@b", r#""find": []"#)),
            ("given", project("follower", r#""given": [{"attribute": "user.name", "role": "a@b", "op": "="}]"#)),
            ("find", project("follower", r#""find": [{"attribute": "user.name", "role": "a@b"}]"#)),
            ("order by", project("follower", r#""order_by": [{"attribute": "user.name", "role": "a@b"}]"#)),
        ] {
            let e = Project::from_json(&text, Path::new("role.json")).expect_err(case).to_string();
            assert!(e.contains("a@b") && e.contains('@'), "{case}: {e}");
        }
        let edit = crate::edit::Edit::SetEndRole { id: "follows".into(), end: 0, role: Some("x@y".to_owned()) };
        let mut edited = p.clone();
        let e = edited.apply(&edit).expect_err("refused").to_string();
        assert!(e.contains("x@y"), "{e}");
        assert_eq!(edited, p, "nothing changed");
    }
}
