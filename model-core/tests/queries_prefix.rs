//! Property: for random valid models and any chosen key alternative, every query in
//! queries.cql restricts exactly a prefix of its table's primary key (all partition-key
//! columns, then leading clustering columns), so no query needs ALLOW FILTERING.

use model_core::project::TableOverride;
use model_core::synthetic::synthetic_project;
use proptest::prelude::*;

/// The column names in a SELECT's WHERE clause, in order (`"x" = ?` → `x`).
fn where_columns(statement: &str) -> Vec<String> {
    let Some(w) = statement.split("WHERE ").nth(1) else { return Vec::new() };
    let w = w.split("ORDER BY").next().unwrap_or(w).split("LIMIT").next().unwrap_or(w);
    let mut cols: Vec<String> = Vec::new();
    for part in w.split(" AND ") {
        let col = part.split_whitespace().next().unwrap_or("").trim_matches('"').to_owned();
        if cols.last() != Some(&col) {
            cols.push(col);
        }
    }
    cols
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn every_query_restricts_a_prefix_of_its_primary_key(
        seed in any::<u64>(),
        entities in 1usize..25,
        queries in 1usize..30,
        alternative in 0usize..4,
    ) {
        let mut project = synthetic_project(entities, queries, seed);
        // Choose a non-default alternative for every other query where one exists.
        let ids: Vec<_> = project.queries.iter().map(|q| q.id.clone()).collect();
        for id in ids.iter().step_by(2) {
            project.overrides.tables.insert(id.clone(), TableOverride { alternative, ..TableOverride::default() });
        }
        let derivation = model_core::derive(&project);
        let text = model_core::export::queries_cql(&project, &derivation.model);
        let statements: Vec<&str> = text.split(";\n").collect();
        for q in &project.queries {
            let table = derivation.model.table_for_query(&q.id).expect("every query has a table");
            let marker = format!("-- {}. ", q.id);
            let stmt = statements.iter().find(|s| s.contains(&marker)).expect("statement");
            prop_assert!(stmt.contains("SELECT "), "{} has no SELECT:\n{}", q.id, stmt);
            prop_assert!(!stmt.contains("ALLOW FILTERING"));
            let select = &stmt[stmt.find("SELECT ").expect("select")..];
            let got = where_columns(select);
            let key: Vec<String> = table.columns.iter().filter(|c| c.role.is_key()).map(|c| c.name.clone()).collect();
            let pk = table.partition_key().count();
            prop_assert!(got.len() >= pk, "{}: WHERE {:?} misses partition key of {:?}", q.id, got, key);
            prop_assert_eq!(&got[..], &key[..got.len()], "{}: WHERE {:?} is not a prefix of {:?}", q.id, got, key);
        }
    }
}
