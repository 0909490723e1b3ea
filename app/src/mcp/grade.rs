//! `grade`: a design someone else wrote (CQL text, or a file inside the allowed folders)
//! checked against the model, query by query ([`model_core::grade`]); the same JSON as
//! `keyspace-studio grade --json`.

use super::args::GradeArgs;
use super::paths::Allowed;
use super::tools::Reply;
use super::tools::{project, refused};
use model_core::grade::Answer;
use model_core::text::Lang;
use rmcp::ErrorData;

/// Runs `grade`.
pub fn run(args: &GradeArgs, allowed: &Allowed) -> Result<Reply, ErrorData> {
    let lang = match args.lang.as_deref().unwrap_or("en") {
        "zh" | "zh-CN" | "cn" => Lang::Zh,
        "en" => Lang::En,
        other => return Err(refused(format!("lang {other:?}: expected en or zh"))),
    };
    let model = project(args.source(), allowed)?;
    let answer = match (&args.answer_cql, &args.answer_path) {
        (Some(_), Some(_)) => return Err(refused("give the answer as \"answer_cql\" or by \"answer_path\", not both")),
        (None, None) => return Err(refused("no answer: give \"answer_cql\" (CQL text) or \"answer_path\" (a .cql or project file)")),
        (Some(text), None) => Answer::from_cql("answer.cql", text),
        (None, Some(path)) => {
            let file = allowed.read(path).map_err(refused)?;
            let name = file.file_name().map_or_else(|| path.clone(), |n| n.to_string_lossy().into_owned());
            if file.extension().is_some_and(|e| e.eq_ignore_ascii_case("json")) {
                let p = model_core::Project::load(&file).map_err(|e| refused(e.to_string()))?;
                Answer::from_project(&name, &p)
            } else {
                let bytes = model_core::input_file::read(&file).map_err(|e| refused(format!("{path}: {e}")))?;
                let text = String::from_utf8(bytes).map_err(|_| refused(format!("{path}: not UTF-8 text")))?;
                Answer::from_cql(&name, &text)
            }
        }
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
