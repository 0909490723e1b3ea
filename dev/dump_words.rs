//! Dumps every message model-core words over the samples, in both languages, to the file named
//! by $DUMP_OUT: diagnostics and fixes under every target, partition factors and remedies,
//! primary-key alternatives, the markdown and HTML documents, the diff of every sample against
//! the next (changes and migrate.cql), and the import notes of the golden schemas.
//! Not a test of the suite: link it with `ln -s ../../dev/dump_words.rs model-core/tests/`,
//! run `DUMP_OUT=/tmp/before.txt cargo test -p model-core --test dump_words`, and diff
//! the files made before and after a change to the words.

mod support;

use model_core::analysis::AnalysisSettings;
use model_core::dialect::Target;
use model_core::text::Lang;
use std::fmt::Write;

#[test]
fn dump() {
    let Ok(path) = std::env::var("DUMP_OUT") else { return };
    let mut s = String::new();
    let samples = support::samples();
    for (name, p) in &samples {
        let name = name.rsplit('/').next().unwrap_or(name);
        let mut targets: Vec<Option<Target>> = vec![None];
        targets.extend(Target::ALL.iter().copied().map(Some));
        for target in targets {
            let mut p = p.clone();
            p.physical.target = target;
            let out = model_core::pipeline::run(&p, &AnalysisSettings::default());
            for lang in Lang::ALL {
                let _ = writeln!(s, "== {name} {target:?} {lang:?}");
                for d in out.derivation.diagnostics.iter().chain(out.analysis.diagnostics.iter()) {
                    let _ = writeln!(s, "{:?} {} {}\n   fix: {:?}", d.severity, d.code, d.message_in(lang), d.fix_in(lang));
                }
                if target.is_none() {
                    for e in &out.analysis.partitions {
                        for f in &e.breakdown.rows_factors {
                            let _ = writeln!(s, "factor {}: {}", e.table, f.label.get(lang));
                        }
                        for r in &e.remedies {
                            let _ = writeln!(s, "remedy {}: {}", e.table, r.description.get(lang));
                        }
                    }
                    for t in &out.derivation.model.tables {
                        for a in &t.alternatives {
                            let _ = writeln!(s, "alternative {}: {:?}", t.name, a);
                        }
                    }
                }
            }
            if target.is_none() {
                let _ = writeln!(s, "{}\n{}", out.schema_cql, out.queries_cql);
                let files = model_core::document::markdown(&p, &out.derivation, "doc");
                let _ = writeln!(s, "{files:?}");
                let _ = writeln!(s, "{}", model_core::document::html(&p, &out.derivation));
            }
        }
    }
    for pair in samples.windows(2).chain(samples.iter().map(std::slice::from_ref).map(|one| one)).filter(|w| w.len() == 2) {
        let (a, b) = (&pair[0].1, &pair[1].1);
        let (da, db) = (model_core::derive(a), model_core::derive(b));
        let old = model_core::diff::Side { project: a, model: &da.model };
        let new = model_core::diff::Side { project: b, model: &db.model };
        let diff = model_core::diff::compare(old, new);
        for lang in Lang::ALL {
            let _ = writeln!(s, "== diff {} -> {} {lang:?}", pair[0].0, pair[1].0);
            for c in &diff.changes {
                let _ = writeln!(s, "[{}] {} {}", c.class.label().get(lang), c.kind.code(), c.describe().get(lang));
            }
        }
        let plan = model_core::diff::plan(&diff, &old, &new);
        let options = model_core::diff::ScriptOptions { allow_drop: false, old_label: "a".into(), new_label: "b".into(), ..Default::default() };
        let _ = writeln!(s, "{}", model_core::diff::script(&diff, &plan, &options));
    }
    let golden = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/golden");
    let mut files: Vec<_> = std::fs::read_dir(&golden).expect("golden").map(|e| e.expect("entry").path()).collect();
    files.sort();
    let noisy = "CREATE KEYSPACE k WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};\nCREATE TABLE k.t (id int PRIMARY KEY, s text STATIC, v int, w counter);\nINSERT INTO k.t (id) VALUES (1);\nCREATE TABLE k.u (id int PRIMARY KEY, x set<);\nCREATE FUNCTION f() RETURNS int;\nCREATE MATERIALIZED VIEW k.v AS SELECT * FROM k.t WHERE id IS NOT NULL PRIMARY KEY (id);\n";
    let mut texts: Vec<(String, String)> = files.iter().map(|f| (f.display().to_string(), std::fs::read_to_string(f).expect("read"))).collect();
    texts.push(("noisy".into(), noisy.into()));
    for (name, text) in texts {
        let imported = model_core::import::import_cql_str(&text);
        for lang in Lang::ALL {
            let _ = writeln!(s, "== import {name} {lang:?}");
            for n in &imported.notes {
                let _ = writeln!(s, "{}", n.to_string_in(lang));
            }
        }
    }
    let bad = [
        "",
        "   ",
        "[1, 2]",
        "{\"entities\": []}",
        "{\"format\": \"other/2\"}",
        "{\"format\": \"keyspace-studio/999\"}",
        "{\"format\": \"keyspace-studio/1\", \"entities\": 7}",
        "{\"format\": \"keyspace-studio/1\", \"entities\": [{\"id\": \"a\"}]}",
        "{\"format\": \"keyspace-studio/1\", \"entities\": [",
        "{\"format\": \"keyspace-studio/1\", \"title\": \"x\",}",
        "{\"format\": \"keyspace-studio/1\", \"title\": \"\\q\"}",
        "{\"format\": \"keyspace-studio/1\", \"entities\": [{\"id\": \"a\\u0001\", \"name\": \"a\"}]}",
        "{\"format\": \"keyspace-studio/1\", \"relationships\": [{\"id\": \"r\", \"name\": \"r\", \"ends\": [{\"entity\": \"a\", \"cardinality\": \"many\"}]}]}",
        "{\"format\": \"keyspace-studio/1\", \"bogus\": 1, \"entities\": [{\"id\": \"a\", \"name\": \"a\", \"attributes\": [{\"id\": \"a.x\", \"name\": \"x\", \"type\": \"map<int\"}]}]}",
    ];
    for text in bad {
        if let Err(e) = model_core::Project::from_json(text, std::path::Path::new("p.json")) {
            for lang in Lang::ALL {
                let _ = writeln!(s, "load {text:?} {lang:?}: {} | {}", e.message_in(lang), e.detail_in(lang));
            }
        }
    }
    for ty in ["map<int", "int<text>", "frozen<", "vector<float>", "\"abc", "list<int> x", "vector<float, x>"] {
        if let Err(e) = model_core::cql::CqlType::parse(ty) {
            for lang in Lang::ALL {
                let _ = writeln!(s, "type {ty:?} {lang:?}: {}", e.said().get(lang));
            }
        }
    }
    for name in ["", "a-b", &"x".repeat(60)] {
        if let Some(p) = model_core::cql::schema_name_problem(name) {
            for lang in Lang::ALL {
                let _ = writeln!(s, "name {name:?} {lang:?}: {}", p.said().get(lang));
            }
        }
    }
    std::fs::write(path, s).expect("write dump");
}
