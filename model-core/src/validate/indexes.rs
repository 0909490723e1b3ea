//! Indexes and column masks of the tables: an index names a column its table has, with a
//! target that fits the column's type, and a name no other index of its keyspace has; a mask
//! is a masking function call CQL accepts.

use crate::diagnostic::{Code, Diagnostic};
use crate::logical::Table;
use crate::msg;
use rustc_hash::FxHashMap;

/// Diagnostics about the indexes and masks of `tables`.
pub(super) fn indexes_and_masks(tables: &[Table], d: &mut Vec<Diagnostic>) {
    let mut names: FxHashMap<(&str, String), &str> = FxHashMap::default();
    for t in tables {
        for i in &t.indexes {
            let name = i.effective_name(&t.name);
            match &i.column {
                Some(c) => match t.column(c) {
                    None => d.push(
                        Diagnostic::error(
                            Code::DanglingReference,
                            msg!(
                                "validate-index-column-missing",
                                name = name.to_string(),
                                table = t.name.to_string(),
                                column = c.to_string()
                            ),
                        )
                        .table(&t.name)
                        .fix(msg!("validate-delete-index-or-add-column")),
                    ),
                    Some(col) => {
                        if let Some(problem) = i.target.problem_with(&col.ty) {
                            d.push(
                                Diagnostic::error(
                                    Code::DanglingReference,
                                    msg!(
                                        "validate-index-problem",
                                        name = name.to_string(),
                                        table = t.name.to_string(),
                                        problem = problem
                                    ),
                                )
                                .table(&t.name)
                                .fix(msg!("validate-index-column-itself")),
                            );
                        }
                    }
                },
                None if i.using.is_none() => d.push(
                    Diagnostic::error(
                        Code::DanglingReference,
                        msg!("validate-index-names-nothing", name = name.to_string(), table = t.name.to_string()),
                    )
                    .table(&t.name)
                    .fix(msg!("validate-give-index-column-or-class")),
                ),
                None => {}
            }
            if let Some(other) = names.insert((t.keyspace.as_str(), name.clone()), t.name.as_str()) {
                d.push(
                    Diagnostic::error(
                        Code::DuplicateName,
                        msg!(
                            "validate-index-name-twice",
                            keyspace = t.keyspace.to_string(),
                            name = name.to_string(),
                            other = other.to_string(),
                            table = t.name.to_string()
                        ),
                    )
                    .table(&t.name)
                    .fix(msg!("validate-rename-index")),
                );
            }
        }
        for c in &t.columns {
            let Some(mask) = &c.mask else { continue };
            if !crate::cql::is_valid_mask(mask) {
                d.push(
                    Diagnostic::warning(
                        Code::InvalidCqlName,
                        msg!(
                            "validate-mask-not-a-call",
                            table = t.name.to_string(),
                            column = c.name.to_string(),
                            mask = mask.to_string()
                        ),
                    )
                    .table(&t.name)
                    .fix(msg!("validate-write-mask-as-call")),
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::cql::{CqlType, NativeType};
    use crate::diagnostic::{Code, Severity};
    use crate::import::import_cql_str;
    use crate::project::{IndexDef, IndexTarget};

    #[test]
    fn indexes_on_missing_columns_bad_targets_duplicate_names_and_bad_masks_are_reported() {
        let mut p = import_cql_str(
            "CREATE KEYSPACE k WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};
             CREATE TABLE k.a (id int PRIMARY KEY, tags set<text>, email text MASKED WITH mask_default());
             CREATE TABLE k.b (id int PRIMARY KEY, name text);
             CREATE INDEX by_name ON k.b (name);",
        )
        .project;
        let check = |p: &crate::project::Project| {
            let d = crate::derive(p);
            crate::validate::validate(p, &d)
                .into_iter()
                .filter(|d| matches!(d.code, Code::DanglingReference | Code::DuplicateName | Code::InvalidCqlName))
                .map(|d| (d.severity, d.message))
                .collect::<Vec<_>>()
        };
        assert!(check(&p).is_empty(), "{:#?}", check(&p));
        let a = &mut p.physical.tables[0];
        a.indexes.push(IndexDef { name: Some("by_name".into()), ..IndexDef::on_column("gone") });
        a.indexes.push(IndexDef { target: IndexTarget::Keys, ..IndexDef::on_column("tags") });
        a.indexes.push(IndexDef::default());
        a.columns[2].mask = Some("mask_default(); DROP TABLE k.a".into());
        a.columns[1].ty = CqlType::Set(Box::new(CqlType::Native(NativeType::Text)));
        let found = check(&p);
        let messages: Vec<String> = found.iter().map(|(_, m)| m.en()).collect();
        assert_eq!(found.len(), 5, "{messages:#?}");
        assert!(
            messages
                .iter()
                .any(|m| m.contains("index by_name of table a is on column gone, which the table does not have")),
            "{messages:#?}"
        );
        assert!(messages.iter().any(|m| m.contains("KEYS() needs a map")), "{messages:#?}");
        assert!(messages.iter().any(|m| m.contains("names neither a column nor a class")), "{messages:#?}");
        assert!(messages.iter().any(|m| m.contains("two indexes of keyspace k are named by_name")), "{messages:#?}");
        assert!(
            found.iter().any(|(s, m)| *s == Severity::Warning && m.en().contains("is not a masking function call")),
            "{messages:#?}"
        );
        // The export leaves out what it cannot write, and says so.
        let d = crate::derive(&p);
        let out = crate::export::schema_cql(&p, &d.model);
        assert!(!out.text.contains("DROP TABLE"), "{}", out.text);
        assert_eq!(out.skipped.len(), 4, "{:?}", out.skipped);
        assert!(
            out.skipped.iter().any(|s| s.contains("index by_name on table a: the table has no column gone")),
            "{:?}",
            out.skipped
        );
        assert!(!out.text.contains("INDEX IF NOT EXISTS ON k.a ()"), "{}", out.text);
        assert!(!out.text.contains("KEYS(tags)"), "{}", out.text);
    }
}
