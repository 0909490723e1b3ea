//! KDM's `<PHYSICAL_MODEL>`: JSON text holding, per chosen table, its name and columns
//! (`listOfInputs`: `table,col1,col2,...`) and their types and roles (`listOfSelectValues`:
//! `TEXT,K,TEXT,cdown,SET,TEXT,,...`), plus `highlightedTables`, the logical tables chosen.
//! Types go to the attributes; each table's key picks the matching derived alternative, and
//! its name and columns become the query's table overrides.

use super::Notes;
use super::logical::{DUMMY, KdmQueryTables};
use super::patterns::resolve;
use super::xml::{self, Node};
use crate::cql::{CqlType, NativeType};
use crate::ids::{AttributeId, QueryId};
use crate::logical::{KeyPart, Origin, Role};
use crate::msg;
use crate::project::{ColumnEdit, Direction, Multi, Project};
use rustc_hash::FxHashMap;

/// One column of a chosen table.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct PhysicalColumn {
    /// KDM's column name.
    pub name: String,
    /// The attribute it stores (`None` for the dummy).
    pub attribute: Option<AttributeId>,
    /// Its CQL type, when given.
    pub ty: Option<CqlType>,
    /// Its role.
    pub role: Role,
}

/// A table the user chose for a query.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct PhysicalTable {
    /// The query it serves.
    pub query: QueryId,
    /// Its name.
    pub name: String,
    /// Its columns.
    pub columns: Vec<PhysicalColumn>,
}

/// Reads one type from KDM's comma-separated tokens (`SET,TEXT`, `MAP,TEXT,INT`).
fn take_type<'a>(tokens: &mut impl Iterator<Item = &'a str>, depth: usize) -> Option<CqlType> {
    let word = tokens.next()?.trim().to_ascii_lowercase();
    if depth > 8 {
        return None;
    }
    Some(match word.as_str() {
        "set" => CqlType::Set(Box::new(take_type(tokens, depth + 1)?)),
        "list" => CqlType::List(Box::new(take_type(tokens, depth + 1)?)),
        "map" => {
            let k = take_type(tokens, depth + 1)?;
            CqlType::Map(Box::new(k), Box::new(take_type(tokens, depth + 1)?))
        }
        other => CqlType::Native(NativeType::parse(other)?),
    })
}

fn role(token: &str) -> Option<Role> {
    Some(match token.trim().to_ascii_lowercase().as_str() {
        "k" => Role::PartitionKey,
        "cup" | "c" => Role::Clustering(Direction::Asc),
        "cdown" => Role::Clustering(Direction::Desc),
        "s" | "static" => Role::Static,
        "" => Role::Regular,
        _ => return None,
    })
}

/// Reads the chosen tables.
pub(super) fn read(
    node: Node<'_>,
    logical: &[KdmQueryTables],
    project: &Project,
    notes: &mut Notes<'_>,
) -> Vec<PhysicalTable> {
    let text = xml::text(node);
    let Ok(serde_json::Value::Object(map)) = serde_json::from_str::<serde_json::Value>(&text) else {
        notes.at(node, msg!("import-kdm-physical-invalid"));
        return Vec::new();
    };
    let highlighted: Vec<&str> = map
        .get("highlightedTables")
        .and_then(|h| h.as_array())
        .map(|a| a.iter().filter_map(|v| v.as_str()).collect())
        .unwrap_or_default();
    let mut entries: Vec<(usize, &serde_json::Value)> =
        map.iter().filter_map(|(k, v)| k.parse::<usize>().ok().map(|i| (i, v))).collect();
    entries.sort_by_key(|(i, _)| *i);
    let mut out = Vec::new();
    for (i, entry) in entries {
        let inputs: Vec<&str> =
            entry.get("listOfInputs").and_then(|v| v.as_str()).unwrap_or("").split(',').map(str::trim).collect();
        let values = entry.get("listOfSelectValues").and_then(|v| v.as_str()).unwrap_or("");
        let Some((name, cols)) = inputs.split_first().filter(|(n, _)| !n.is_empty()) else {
            notes.at(node, msg!("import-kdm-physical-table-unnamed", number = i.to_string()));
            continue;
        };
        // Which query: the one whose logical tables include the highlighted table, else the i-th.
        let chosen = highlighted.get(i).copied();
        let by_name =
            chosen.and_then(|h| logical.iter().find_map(|q| q.tables.iter().find(|t| t.name == h).map(|t| (q, t))));
        let query = match by_name {
            Some((q, _)) => project.queries.iter().find(|p| p.id.as_str() == q.query),
            None => project.queries.get(i),
        };
        let Some(query) = query else {
            notes.at(node, msg!("import-kdm-physical-table-no-query", name = name.to_string()));
            continue;
        };
        let logical_table = by_name
            .map(|(_, t)| t)
            .or_else(|| logical.iter().find(|q| q.query == query.id.as_str()).and_then(|q| q.tables.first()));
        let mut tokens = values.split(',');
        let mut columns = Vec::new();
        for col in cols.iter().filter(|c| !c.is_empty()) {
            let ty = take_type(&mut tokens, 0);
            let role_token = tokens.next().unwrap_or("");
            let role = role(role_token).unwrap_or_else(|| {
                notes.at(
                    node,
                    msg!(
                        "import-kdm-physical-unknown-role",
                        name = name.to_string(),
                        column = col.to_string(),
                        role = format!("{role_token:?}")
                    ),
                );
                Role::Regular
            });
            let label = logical_table.and_then(|t| t.columns.iter().find(|(c, _)| c == col)).map(|(_, l)| l.clone());
            let attribute = match label.as_deref() {
                Some(DUMMY) => None,
                Some(l) => resolve(project, l),
                None => query
                    .attributes()
                    .into_iter()
                    .find(|a| {
                        project
                            .attribute(a)
                            .is_some_and(|(_, at)| at.name.replace([' ', '_'], "").eq_ignore_ascii_case(col))
                    })
                    .cloned(),
            };
            if attribute.is_none() && label.as_deref() != Some(DUMMY) {
                notes.at(
                    node,
                    msg!(
                        "import-kdm-physical-column-unmatched",
                        name = name.to_string(),
                        column = col.to_string(),
                        query = query.id.to_string()
                    ),
                );
                continue;
            }
            columns.push(PhysicalColumn { name: (*col).to_owned(), attribute, ty, role });
        }
        out.push(PhysicalTable { query: query.id.clone(), name: (*name).to_owned(), columns });
    }
    out
}

/// Gives the attributes the chosen tables' types (the first type seen wins).
pub(super) fn apply_types(tables: &[PhysicalTable], project: &mut Project, node: Node<'_>, notes: &mut Notes<'_>) {
    let mut seen: FxHashMap<AttributeId, CqlType> = FxHashMap::default();
    for t in tables {
        for c in &t.columns {
            let (Some(a), Some(ty)) = (&c.attribute, &c.ty) else { continue };
            if let Some(first) = seen.get(a) {
                if first != ty {
                    notes.at(
                        node,
                        msg!(
                            "import-kdm-column-type-differs",
                            name = t.name.to_string(),
                            column = c.name.to_string(),
                            ty = ty.to_string(),
                            first = first.to_string()
                        ),
                    );
                }
                continue;
            }
            seen.insert(a.clone(), ty.clone());
            let Some(attr) = project.attribute_mut(a) else { continue };
            match ty {
                CqlType::Native(n) => attr.ty = *n,
                CqlType::Set(e) | CqlType::List(e) if matches!(**e, CqlType::Native(_)) => {
                    if let CqlType::Native(n) = **e {
                        attr.ty = n;
                    }
                    attr.multi = Some(if matches!(ty, CqlType::Set(_)) { Multi::Set } else { Multi::List });
                }
                CqlType::Map(k, v) if matches!((&**k, &**v), (CqlType::Native(_), CqlType::Native(_))) => {
                    if let (CqlType::Native(k), CqlType::Native(v)) = (&**k, &**v) {
                        attr.ty = *v;
                        attr.multi = Some(Multi::Map { key: *k });
                    }
                }
                other => {
                    project.physical.types.insert(a.clone(), other.clone());
                }
            }
        }
    }
}

/// Makes each query's derived table the one the user chose: the key alternative with the same
/// key, the table's name, and its columns. A key no alternative has is reported.
pub(super) fn apply_choices(tables: &[PhysicalTable], project: &mut Project, node: Node<'_>, notes: &mut Notes<'_>) {
    let derivation = crate::derive(project);
    for t in tables {
        let Some(derived) = derivation.model.tables.iter().find(|d| d.origin == Origin::Derived(t.query.clone()))
        else {
            continue;
        };
        let part = |c: &PhysicalColumn| c.attribute.clone().map_or(KeyPart::Bucket, KeyPart::Attribute);
        let partition: Vec<KeyPart> = t.columns.iter().filter(|c| c.role == Role::PartitionKey).map(part).collect();
        let clustering: Vec<(KeyPart, Direction)> = t
            .columns
            .iter()
            .filter_map(|c| match c.role {
                Role::Clustering(d) => Some((part(c), d)),
                _ => None,
            })
            .collect();
        let chosen = derived.alternatives.iter().position(|a| a.partition == partition && a.clustering == clustering);
        let ov = project.overrides.tables.entry(t.query.clone()).or_default();
        match chosen {
            Some(i) => ov.alternative = i,
            None => {
                let key: Vec<&str> = t.columns.iter().filter(|c| c.role.is_key()).map(|c| c.name.as_str()).collect();
                notes.at(
                    node,
                    msg!(
                        "import-kdm-chosen-key-unknown",
                        query = t.query.to_string(),
                        name = t.name.to_string(),
                        key = (key.join(", ")).to_string(),
                        derived = derived.key_signature().to_string()
                    ),
                );
            }
        }
        if t.name != derived.name && crate::cql::schema_name_problem(&t.name).is_none() {
            ov.name = Some(t.name.clone());
        }
        for c in &t.columns {
            let Some(a) = &c.attribute else { continue };
            if !c.role.is_key() && derived.column_for(a).is_none() {
                ov.columns.push(ColumnEdit::Add { attribute: a.clone() });
            }
        }
        for d in derived.columns.iter().filter(|d| !d.role.is_key()) {
            let Some(a) = &d.attribute else { continue };
            if !t.columns.iter().any(|c| c.attribute.as_ref() == Some(a)) {
                ov.columns.push(ColumnEdit::Remove { attribute: a.clone() });
            }
        }
        if ov.is_empty() {
            project.overrides.tables.remove(&t.query);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn types_and_roles_from_tokens() {
        let mut it = "TEXT,K,SET,TEXT,,MAP,TEXT,INT,cdown,BOGUS,".split(',');
        assert_eq!(take_type(&mut it, 0), Some(CqlType::Native(NativeType::Text)));
        assert_eq!(role(it.next().unwrap_or("?")), Some(Role::PartitionKey));
        assert_eq!(take_type(&mut it, 0).map(|t| t.to_string()), Some("set<text>".to_owned()));
        assert_eq!(role(it.next().unwrap_or("?")), Some(Role::Regular));
        assert_eq!(take_type(&mut it, 0).map(|t| t.to_string()), Some("map<text, int>".to_owned()));
        assert_eq!(role(it.next().unwrap_or("?")), Some(Role::Clustering(Direction::Desc)));
        assert_eq!(take_type(&mut it, 0), None);
        assert_eq!(role("weird"), None);
    }
}
