//! `grade`: a design someone else wrote (CQL text, or a file inside the allowed folders)
//! checked against the model, query by query ([`model_core::grade`]); the same JSON as
//! `keyspace-studio grade --json`.

use super::args::GradeArgs;
use super::paths::Allowed;
use super::tools::{Reply, project, refused};
use model_core::grade::Answer;
use rmcp::ErrorData;

/// Runs `grade`.
pub fn run(args: &GradeArgs, allowed: &Allowed) -> Result<Reply, ErrorData> {
    let lang =
        crate::cli::grade::lang(args.lang.as_deref().unwrap_or("en")).map_err(|e| refused(format!("lang {e}")))?;
    let model = project(args.source(), allowed)?;
    let answer = match (&args.answer_cql, &args.answer_path) {
        (Some(_), Some(_)) => return Err(refused("give the answer as \"answer_cql\" or by \"answer_path\", not both")),
        (None, None) => {
            return Err(refused(
                "no answer: give \"answer_cql\" (CQL text) or \"answer_path\" (a .cql or project file)",
            ));
        }
        (Some(text), None) => Answer::from_cql("answer.cql", text),
        (None, Some(path)) => crate::cli::grade::read_answer(&allowed.read(path).map_err(refused)?).map_err(refused)?,
    };
    let grading = model_core::grade::grade(&model, &answer);
    let doc = grading.to_json(lang);
    let summary = match (doc["total"]["score"].as_f64(), doc["total"]["out_of"].as_f64()) {
        (Some(s), Some(o)) => format!("{s} of {o}{}", if grading.full_marks() { ": full marks" } else { "" }),
        _ => "graded".to_owned(),
    };
    let mut text = serde_json::to_string_pretty(&doc).map_err(|e| refused(e.to_string()))?;
    text.push('\n');
    Ok(Reply { summary, document: Some(text), structured: doc })
}
