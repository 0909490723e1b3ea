//! `grade` (issue 43): the seed articles' published designs graded against models written
//! from their text (fixtures in `tests/grade/`), each reported in English and in Chinese;
//! every sample graded against its own export; mutated copies; bad answers.

use end_to_end::{repo_root, sample_projects};
use model_core::Project;
use model_core::grade::{Answer, Grading, ProblemKind, QueryGrade, Verdict, grade};
use model_core::project::{Direction, Role};
use model_core::text::Lang;

fn fixture(name: &str) -> String {
    let path = repo_root().join("tests/grade").join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn model(name: &str) -> Project {
    let path = repo_root().join("tests/grade").join(name);
    Project::load(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn graded(model_file: &str, answer_file: &str) -> Grading {
    grade(&model(model_file), &Answer::from_cql(answer_file, &fixture(answer_file)))
}

fn query<'a>(g: &'a Grading, id: &str) -> &'a QueryGrade {
    g.query(id).unwrap_or_else(|| {
        panic!("{id} not graded: {:?}", g.queries.iter().map(|q| q.query.as_str()).collect::<Vec<_>>())
    })
}

/// The problem of this kind that counts, worded in English and in Chinese.
fn said(q: &QueryGrade, kind: ProblemKind) -> (String, String) {
    let p = q
        .problems
        .iter()
        .find(|p| p.kind == kind && p.counts)
        .unwrap_or_else(|| panic!("{}: no {kind:?} in {:#?}", q.query, q.problems));
    (p.text.get(Lang::En), p.text.get(Lang::Zh))
}

#[test]
fn supermarket_orders_by_customer_cannot_list_newest_first() {
    let g = graded("supermarket.json", "supermarket.cql");
    let q5 = query(&g, "Q5");
    assert_eq!(q5.verdict, Verdict::Wrong);
    assert_eq!(q5.tables, ["orders_by_customer"]);
    let (en, zh) = said(q5, ProblemKind::WrongOrder);
    assert!(en.contains("submission_time DESC") && en.contains("order_id ASC, submission_time ASC"), "{en}");
    assert!(zh.contains("顺序错误"), "{zh}");
    assert_eq!(q5.problems.iter().find(|p| p.kind == ProblemKind::WrongOrder).map(|p| p.rule), Some("MR4"));
    // The teacher's weight: Q5 counts twice.
    assert_eq!((q5.weight, q5.score), (2.0, 0.0));
}

#[test]
fn supermarket_delivery_date_right_with_one_order_per_slot() {
    let g = graded("supermarket.json", "supermarket.cql");
    let q6 = query(&g, "Q6");
    assert!(q6.verdict <= Verdict::DifferentButCorrect, "{q6:#?}");
    assert!(!q6.problems.iter().any(|p| p.counts), "{q6:#?}");
    assert_eq!(q6.score, 1.0);
    assert_eq!((g.score, g.out_of), (1.0, 3.0));
}

#[test]
fn supermarket_delivery_date_loses_orders_with_several_per_slot() {
    let mut m = model("supermarket.json");
    let order = m.entities.iter_mut().find(|e| e.id.as_str() == "order").expect("order entity");
    order.alternate_keys.clear();
    let g = grade(&m, &Answer::from_cql("supermarket.cql", &fixture("supermarket.cql")));
    let q6 = query(&g, "Q6");
    assert_eq!(q6.verdict, Verdict::Wrong);
    let (en, zh) = said(q6, ProblemKind::RowsOverwrite);
    assert!(
        en.contains("without order_id") && en.contains("In the sample data, two rows share delivery_date = "),
        "{en}"
    );
    assert!(zh.contains("缺少 order_id") && zh.contains("在样例数据中"), "{zh}");
}

#[test]
fn students_enrolled_in_cannot_list_a_students_projects() {
    let g = graded("students.json", "students.cql");
    let q2 = query(&g, "Q2");
    assert_eq!(q2.verdict, Verdict::NotServed);
    assert_eq!(q2.tables, ["enrolled_in"]);
    let (en, zh) = said(q2, ProblemKind::NotServed);
    assert!(en.contains("p_id is not given"), "{en}");
    assert!(zh.starts_with("无法查询"), "{zh}");
}

#[test]
fn students_name_in_the_key_leaves_the_old_row_behind() {
    let g = graded("students.json", "students.cql");
    let q1 = query(&g, "Q1");
    assert_eq!(q1.verdict, Verdict::Wrong);
    assert_eq!(q1.tables, ["student"]);
    let (en, zh) = said(q1, ProblemKind::ChangeableKey);
    assert!(
        en.starts_with("s_name (Student.S_name) is in the primary key") && en.contains("leaves the old row behind"),
        "{en}"
    );
    assert!(zh.contains("旧行却留在表中"), "{zh}");
}

#[test]
fn orders_by_status_is_one_hot_partition_per_status_with_the_bucket_remedy() {
    let g = graded("orders.json", "orders.cql");
    let q2 = query(&g, "Q2");
    assert_eq!(q2.verdict, Verdict::Wrong, "{q2:#?}");
    let sizes: Vec<(String, String)> = q2
        .problems
        .iter()
        .filter(|p| p.kind == ProblemKind::PartitionSize && p.counts)
        .map(|p| (p.text.get(Lang::En), p.text.get(Lang::Zh)))
        .collect();
    assert!(
        sizes.iter().any(|(en, _)| en.contains("10,000,000 rows")
            && en.contains("200 random buckets")
            && en.contains("50,000 rows")),
        "{sizes:#?}"
    );
    assert!(
        sizes.iter().any(|(en, _)| en.contains("hot partition key") && en.contains("5 distinct values")),
        "{sizes:#?}"
    );
    assert!(sizes.iter().all(|(_, zh)| zh.contains("补救")), "{sizes:#?}");
    // The other two tables are the model's.
    assert_eq!(query(&g, "Q1").verdict, Verdict::Correct);
    assert!(query(&g, "Q3").verdict <= Verdict::DifferentButCorrect);
}

/// Each sample's own export, as an answer.
fn own_export(p: &Project) -> Answer {
    let derivation = model_core::derive(p);
    Answer::from_cql("schema.cql", &model_core::export::schema_cql(p, &derivation.model).text)
}

fn samples() -> Vec<(String, Project)> {
    sample_projects()
        .iter()
        .map(|path| {
            let p = Project::load(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            (path.display().to_string(), p)
        })
        .collect()
}

#[test]
fn every_sample_scores_full_marks_against_its_own_export() {
    for (name, p) in samples() {
        let g = grade(&p, &own_export(&p));
        assert!(g.full_marks(), "{name}: {:#?}", g.queries.iter().filter(|q| q.score < q.weight).collect::<Vec<_>>());
        assert!(g.queries.iter().all(|q| q.verdict == Verdict::Correct), "{name}");
        assert_eq!(g.queries.len(), p.queries.len(), "{name}: every query graded");
    }
}

/// The first table of a sample (and a query it serves) that `pick` accepts, mutated by `change`
/// in the sample's own export, graded: the grade of that query.
fn mutated(
    what: &str,
    pick: impl Fn(&Project, &model_core::logical::Table, &model_core::project::Query) -> bool,
    change: impl Fn(&mut model_core::project::TableDef),
) -> (String, QueryGrade) {
    for (name, p) in samples() {
        let derivation = model_core::derive(&p);
        for t in &derivation.model.tables {
            let Some(q) = t.queries.iter().find_map(|id| p.queries.iter().find(|q| &q.id == id && pick(&p, t, q)))
            else {
                continue;
            };
            let mut answer = own_export(&p);
            let def = answer
                .tables
                .iter_mut()
                .find(|d| d.name == t.name)
                .unwrap_or_else(|| panic!("{name}: {} not exported", t.name));
            change(def);
            let g = grade(&p, &answer);
            let at = format!("{name} {} {}", t.name, q.id);
            eprintln!("{what}: {at}");
            return (at, query(&g, q.id.as_str()).clone());
        }
    }
    panic!("no sample has a table to mutate: {what}");
}

fn given(q: &model_core::project::Query, c: &model_core::logical::Column) -> bool {
    c.attribute
        .as_ref()
        .is_some_and(|a| q.given.iter().any(|g| &g.attribute == a) || q.order_by.iter().any(|o| &o.attribute == a))
}

#[test]
fn mutation_key_column_dropped_lets_rows_overwrite() {
    let (at, q) = mutated(
        "an MR5 clustering column, no alternate key in the key",
        |p, t, q| {
            let alternate = |a: &model_core::ids::AttributeId| {
                p.entities.iter().any(|e| e.alternate_keys.iter().flatten().any(|k| k == a))
            };
            let no_alternate = t
                .columns
                .iter()
                .filter(|c| c.role.is_key())
                .filter_map(|c| c.attribute.as_ref())
                .all(|a| !alternate(a));
            no_alternate
                && t.clustering()
                    .last()
                    .is_some_and(|c| c.provenance.rule == model_core::logical::Rule::Mr5 && !given(q, c))
        },
        |def| {
            // Dropped from the key, kept as a regular column (the query still returns it).
            let last =
                def.columns.iter().rposition(|c| matches!(c.role, Role::Clustering(_))).expect("a clustering column");
            def.columns[last].role = Role::Regular;
        },
    );
    assert_eq!(q.verdict, Verdict::Wrong, "{at}: {q:#?}");
    assert!(
        q.problems.iter().any(|p| p.kind == ProblemKind::RowsOverwrite && p.rule == "MR5" && p.counts),
        "{at}: {q:#?}"
    );
}

#[test]
fn mutation_clustering_order_reversed_returns_rows_in_the_wrong_order() {
    let (at, q) = mutated(
        "two clustering columns, the query ordering by the first",
        |_, t, q| {
            let c: Vec<_> = t.clustering().collect();
            c.len() >= 2
                && q.order_by.first().is_some_and(|o| c[0].attribute.as_ref() == Some(&o.attribute))
                && !q.given.iter().any(|g| c[0].attribute.as_ref() == Some(&g.attribute))
        },
        |def| {
            let at: Vec<usize> = def
                .columns
                .iter()
                .enumerate()
                .filter(|(_, c)| matches!(c.role, Role::Clustering(_)))
                .map(|(i, _)| i)
                .collect();
            let (first, last) = (at[0], at[at.len() - 1]);
            def.columns.swap(first, last);
        },
    );
    assert_eq!(q.verdict, Verdict::Wrong, "{at}: {q:#?}");
    assert!(q.problems.iter().any(|p| p.kind == ProblemKind::WrongOrder && p.rule == "MR4"), "{at}: {q:#?}");
}

#[test]
fn mutation_partition_key_column_moved_to_clustering_is_different_but_correct() {
    // The query still gives the column by `=`, and the key still identifies a row: the rows of
    // two old partitions share one, which stays within the guidance in the sample picked.
    let (at, q) = mutated(
        "a partition key of two attributes",
        |_, t, _| t.partition_key().count() >= 2 && t.partition_key().all(|c| c.attribute.is_some()),
        |def| {
            let last = def.columns.iter().rposition(|c| c.role == Role::PartitionKey).expect("a partition key");
            let mut c = def.columns.remove(last);
            c.role = Role::Clustering(Direction::Asc);
            let first_clustering =
                def.columns.iter().position(|c| c.role != Role::PartitionKey).unwrap_or(def.columns.len());
            def.columns.insert(first_clustering, c);
        },
    );
    assert_eq!(q.verdict, Verdict::DifferentButCorrect, "{at}: {q:#?}");
    assert!(!q.problems.iter().any(|p| p.counts), "{at}: {q:#?}");
    assert_eq!(q.score, q.weight);
}

#[test]
fn mutation_column_dropped_is_not_served() {
    let (at, q) = mutated(
        "a regular column the query returns",
        |_, t, q| {
            t.columns
                .iter()
                .any(|c| c.role == Role::Regular && c.attribute.as_ref().is_some_and(|a| q.find.contains(a)))
        },
        |def| {
            let i = def.columns.iter().position(|c| c.role == Role::Regular).expect("a regular column");
            def.columns.remove(i);
        },
    );
    assert_eq!(q.verdict, Verdict::NotServed, "{at}: {q:#?}");
    assert!(q.problems.iter().any(|p| p.kind == ProblemKind::MissingColumn && p.rule == "MR1"), "{at}: {q:#?}");
}

#[test]
fn a_cql_answer_that_does_not_parse_is_reported_with_its_line() {
    let text = "CREATE TABLE shop.orders_by_id (order_id timeuuid PRIMARY KEY, status text);\nCREATE TABLE shop.broken (a int PRIMARY KEY b text);\n";
    let g = grade(&model("orders.json"), &Answer::from_cql("bad.cql", text));
    let notes: Vec<String> = g.notes.iter().map(|n| n.get(Lang::En)).collect();
    assert!(notes.iter().any(|n| n.starts_with("line 2 (CREATE TABLE shop.broken")), "{notes:#?}");
    assert_eq!(query(&g, "Q3").tables, ["orders_by_id"]);
    assert_eq!(query(&g, "Q1").verdict, Verdict::NotServed);
}

#[test]
fn tables_in_other_keyspaces_are_left_out_and_said() {
    let text = fixture("orders.cql")
        .replace("USE shop;", "USE elsewhere;")
        .replace("KEYSPACE IF NOT EXISTS shop", "KEYSPACE IF NOT EXISTS elsewhere");
    let g = grade(&model("orders.json"), &Answer::from_cql("orders.cql", &text));
    let notes: Vec<String> = g.notes.iter().map(|n| n.get(Lang::En)).collect();
    assert!(
        notes
            .iter()
            .any(|n| n.contains("Table orders_by_status is in keyspace elsewhere, not the model's (shop): left out.")),
        "{notes:#?}"
    );
    assert!(g.queries.iter().all(|q| q.verdict == Verdict::NotServed));
}

#[test]
fn no_tables_at_all_is_said_and_nothing_is_served() {
    for text in [
        "",
        "-- nothing yet\n",
        "CREATE KEYSPACE shop WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};",
    ] {
        let g = grade(&model("students.json"), &Answer::from_cql("empty.cql", text));
        assert!(g.notes.iter().any(|n| n.get(Lang::En).starts_with("The answer has no table at all")), "{text:?}");
        assert!(g.queries.iter().all(|q| q.verdict == Verdict::NotServed && q.score == 0.0));
        assert!(g.notes.iter().all(|n| !n.get(Lang::Zh).is_empty()));
    }
}

#[test]
fn a_model_with_errors_is_graded_where_it_can_be() {
    let mut m = model("orders.json");
    // A query whose given attribute does not exist: the model has an error there.
    m.queries[2].given[0].attribute = model_core::ids::AttributeId::from("order.nothing");
    let g = grade(&m, &Answer::from_cql("orders.cql", &fixture("orders.cql")));
    let notes: Vec<String> = g.notes.iter().map(|n| n.get(Lang::En)).collect();
    assert!(notes.iter().any(|n| n.starts_with("The model has")), "{notes:#?}");
    assert_eq!(query(&g, "Q1").verdict, Verdict::Correct);
}

#[test]
fn every_sample_graded_against_every_other_never_panics_and_words_both_languages() {
    let all = samples();
    let exports: Vec<Answer> = all.iter().map(|(_, p)| own_export(p)).collect();
    for (name, p) in &all {
        for answer in &exports {
            let g = grade(p, answer);
            assert_eq!(g.queries.len(), p.queries.len(), "{name}");
            for q in &g.queries {
                assert!(q.score <= q.weight);
                for problem in &q.problems {
                    assert!(
                        !problem.text.get(Lang::En).is_empty() && !problem.text.get(Lang::Zh).is_empty(),
                        "{name} {}",
                        q.query
                    );
                }
            }
            let json = g.to_json(Lang::Zh);
            assert_eq!(json["queries"].as_array().map(Vec::len), Some(p.queries.len()));
        }
    }
}

#[test]
fn garbage_answers_are_reported_never_a_crash() {
    let m = model("supermarket.json");
    for text in [
        "CREATE TABLE",
        "CREATE TABLE order_delivery.t (",
        "CREATE TABLE order_delivery.t (a int, PRIMARY KEY ((a), a));",
        "CREATE TABLE order_delivery.t (a int PRIMARY KEY, b int static);",
        "/* unterminated",
        "'unterminated string",
        "CREATE TABLE \"\" (\"\" int PRIMARY KEY);",
        "-- Q5\n-- Q6\nCREATE TABLE order_delivery.x (customer_id uuid, PRIMARY KEY (customer_id));",
        "\u{feff}CREATE TABLE order_delivery.orders (order_id uuid PRIMARY KEY);;;",
    ] {
        let g = grade(&m, &Answer::from_cql("bad.cql", text));
        assert_eq!(g.queries.len(), 2, "{text:?}");
        assert!(!g.full_marks(), "{text:?}");
    }
}

/// The problems of `kind` in a query's grade: (counts, English).
fn kinds(q: &QueryGrade, kind: ProblemKind) -> Vec<(bool, String)> {
    q.problems.iter().filter(|p| p.kind == kind).map(|p| (p.counts, p.text.get(Lang::En))).collect()
}

#[test]
fn statics_types_and_superfluous_columns() {
    let cql = "
        -- Q1
        CREATE TABLE student_record.students (s_id int PRIMARY KEY, s_name text, s_branch text);
        -- Q2
        CREATE TABLE student_record.projects_by_student (
          s_id int, p_id bigint, s_name text, p_name text STATIC, s_branch text, notes text,
          PRIMARY KEY ((s_id), p_id));";
    let g = grade(&model("students.json"), &Answer::from_cql("statics.cql", cql));
    let q2 = query(&g, "Q2");
    assert_eq!(q2.verdict, Verdict::Wrong, "{q2:#?}");
    let wrong_static = kinds(q2, ProblemKind::WrongStatic);
    assert!(
        wrong_static.iter().any(|(counts, en)| *counts && en.starts_with("p_name is static, but Project.P_name")),
        "{wrong_static:?}"
    );
    let missing_static = kinds(q2, ProblemKind::MissingStatic);
    assert!(
        missing_static.iter().any(|(counts, en)| !counts && en.starts_with("s_name is the same in every row")),
        "{missing_static:?}"
    );
    // bigint holds every int: no loss.
    assert!(kinds(q2, ProblemKind::LossyType).is_empty(), "{q2:#?}");
    let extra = kinds(q2, ProblemKind::SuperfluousColumn);
    assert!(
        extra.iter().any(|(counts, en)| !counts && en == "s_branch is not needed by the queries this table serves."),
        "{extra:?}"
    );
    assert!(extra.iter().any(|(counts, en)| !counts && en == "notes stores nothing the model knows."), "{extra:?}");
}

#[test]
fn a_type_that_loses_information_is_wrong() {
    let cql = fixture("orders.cql").replace("total DECIMAL\n);", "total FLOAT\n);");
    let g = grade(&model("orders.json"), &Answer::from_cql("orders.cql", &cql));
    let q3 = query(&g, "Q3");
    assert_eq!(q3.verdict, Verdict::Wrong, "{q3:#?}");
    let (en, zh) = said(q3, ProblemKind::LossyType);
    assert_eq!(en, "total is float, which loses information a decimal holds.");
    assert!(zh.contains("会丢失 decimal 所含的信息"), "{zh}");
}

#[test]
fn a_range_after_an_unrestricted_clustering_column_is_impossible() {
    let path = repo_root().join("tests/grade/supermarket.json");
    let mut doc: serde_json::Value = serde_json::from_str(&fixture("supermarket.json")).expect("JSON");
    doc["queries"].as_array_mut().expect("queries").push(serde_json::json!({
        "id": "Q8",
        "description": "A customer's orders submitted in a period",
        "entity": "order",
        "given": [{"attribute": "customer.id", "op": "="}, {"attribute": "order.submission_time", "op": ">="}],
        "find": ["order.id", "order.status"]
    }));
    let m = Project::from_json(&doc.to_string(), &path).expect("model");
    let cql = fixture("supermarket.cql").replace("-- Q5: a customer's orders", "-- Q5 and Q8: a customer's orders");
    let g = grade(&m, &Answer::from_cql("supermarket.cql", &cql));
    let q8 = query(&g, "Q8");
    assert_eq!(q8.verdict, Verdict::Wrong, "{q8:#?}");
    let (en, zh) = said(q8, ProblemKind::ImpossibleRange);
    assert!(en.starts_with("Impossible range:") && en.contains("submission_time") && en.contains("order_id"), "{en}");
    assert!(zh.starts_with("范围查询不可行"), "{zh}");
    assert_eq!(q8.problems[0].rule, "MR3");
}

#[test]
fn a_table_naming_no_query_is_matched_by_its_columns_and_said_so() {
    let cql = fixture("orders.cql").replace("-- Q3: orders_by_id\n", "");
    let g = grade(&model("orders.json"), &Answer::from_cql("orders.cql", &cql));
    let q3 = query(&g, "Q3");
    assert_eq!(q3.matched_by, model_core::grade::MatchedBy::Columns);
    assert_eq!(q3.tables, ["orders_by_id"]);
    assert!(q3.verdict <= Verdict::DifferentButCorrect, "{q3:#?}");
}
