//! Nothing words a language that is not shown: deriving, checking, importing and comparing
//! models make typed messages and word none of them (exporting words its files' notes in
//! English, the files' language, and no Chinese); showing them in Chinese words
//! no English, and showing them in English words no Chinese. Counted with
//! `model_core::text::worded`, per thread.

mod support;

use model_core::analysis::AnalysisSettings;
use model_core::text::{Lang, worded};

fn counts() -> (u64, u64) {
    (worded(Lang::En), worded(Lang::Zh))
}

/// A CQL schema with things the importer notes (a skipped statement, a syntax error, a static
/// column without clustering), so that notes of several kinds are made.
const NOISY_CQL: &str = "CREATE KEYSPACE k WITH replication = {'class': 'SimpleStrategy', 'replication_factor': 1};
CREATE TABLE k.t (id int PRIMARY KEY, s text STATIC, v int);
INSERT INTO k.t (id) VALUES (1);
CREATE TABLE k.u (id int PRIMARY KEY, x set<);
";

#[test]
fn making_messages_words_nothing_and_showing_them_words_only_the_language_shown() {
    let before = counts();
    let mut diagnostics = Vec::new();
    let mut factors = Vec::new();
    for (_, p) in support::samples() {
        let derivation = model_core::derive(&p);
        let analysis = model_core::pipeline::check(&p, &derivation, &AnalysisSettings::default());
        diagnostics.extend(derivation.diagnostics.iter().cloned());
        diagnostics.extend(analysis.diagnostics.iter().cloned());
        for e in &analysis.partitions {
            factors.extend(e.breakdown.rows_factors.iter().map(|f| f.label.clone()));
            factors.extend(e.remedies.iter().map(|r| r.description.clone()));
        }
    }
    let imported = model_core::import::import_cql_str(NOISY_CQL);
    assert_eq!(counts(), before, "derive, check and import word nothing");
    // The exported files are shown as they are written: their notes in English, never Chinese.
    for (_, p) in support::samples() {
        let _ = model_core::pipeline::run(&p, &AnalysisSettings::default());
    }
    assert_eq!(counts().1, before.1, "export words no Chinese");
    let before = counts();
    assert!(
        diagnostics.len() >= 5 && factors.len() > 10,
        "{} diagnostics, {} factors",
        diagnostics.len(),
        factors.len()
    );
    assert!(imported.notes.len() >= 2, "{:#?}", imported.notes);

    // Shown in Chinese: no English is worded.
    let shown: usize = diagnostics
        .iter()
        .map(|d| d.message_in(Lang::Zh).len() + d.fix_in(Lang::Zh).map_or(0, |f| f.len()))
        .chain(factors.iter().map(|f| f.get(Lang::Zh).len()))
        .chain(imported.notes.iter().map(|n| n.to_string_in(Lang::Zh).len()))
        .sum();
    let (en, zh) = counts();
    assert!(shown > 0 && zh > before.1, "Chinese was worded");
    assert_eq!(en, before.0, "showing Chinese words no English");

    // Shown in English: no Chinese is worded.
    for d in &diagnostics {
        let _ = (d.message_in(Lang::En), d.fix_in(Lang::En));
    }
    let after = counts();
    assert!(after.0 > en, "English was worded");
    assert_eq!(after.1, zh, "showing English words no Chinese");
}
