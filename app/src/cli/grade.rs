//! `keyspace-studio grade MODEL.json ANSWER.cql [--json | --html -o report.html] [--lang zh|en]`:
//! a design someone else wrote checked against the model, query by query
//! ([`model_core::grade`]).

use super::terminal::{Screen, print_stdout};
use clap::Args;
use model_core::grade::page::{matched_words as matched, points as score};
use model_core::grade::{Answer, Grading};
use model_core::msg;
use model_core::text::Lang;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Arguments of `grade`.
#[derive(Debug, Args)]
pub struct GradeArgs {
    /// The model: the teacher's project file (ER diagram, queries, estimates, weights).
    pub model: PathBuf,
    /// The answer: CQL (`.cql`) or a project file (`.json`).
    pub answer: PathBuf,
    /// Print JSON: one object per query (`query`, `tables`, `verdict`, `problems`, `score`),
    /// then the total.
    #[arg(long, conflicts_with = "html")]
    pub json: bool,
    /// Write the report as an HTML page to the file given with `-o`.
    #[arg(long, requires = "output")]
    pub html: bool,
    /// The HTML report's file.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    /// The language of the reasons: `en` (the default) or `zh`.
    #[arg(long, default_value = "en")]
    pub lang: String,
    /// Also run the answer on a cluster, `host` or `host:port`: its tables created in scratch
    /// keyspaces, the sample instance loaded through them, the queries run, the rows lost or
    /// extra shown (the scratch keyspaces dropped after).
    #[arg(long, value_name = "HOST[:PORT]")]
    pub cluster: Option<String>,
    /// Seconds to wait for the cluster to answer.
    #[arg(long, value_name = "SECONDS", default_value_t = 20)]
    pub timeout: u64,
}

/// Runs `grade`: exit 0 with full marks, 1 otherwise, 2 when a file cannot be read.
pub fn run(args: &GradeArgs) -> Result<ExitCode, String> {
    let lang = lang(&args.lang).map_err(|e| format!("--lang {e}"))?;
    let model = super::load(&args.model)?;
    let answer = read_answer(&args.answer)?;
    let grading = model_core::grade::grade(&model, &answer);
    let run = match &args.cluster {
        Some(address) => Some(on_cluster(address, args.timeout, &model, &answer, &grading)?),
        None => None,
    };
    let held = run.as_ref().is_none_or(crate::cluster::prove::report::Report::holds);
    if args.json {
        let mut doc = grading.to_json(lang);
        if let Some(r) = &run {
            doc["cluster"] = r.to_json();
        }
        let mut text = serde_json::to_string_pretty(&doc).map_err(|e| e.to_string())?;
        text.push('\n');
        print_stdout(&Screen::document(&text));
    } else if let (true, Some(out)) = (args.html, &args.output) {
        super::refuse_output_over_input(&[out.as_path()], &args.model)?;
        super::refuse_output_over_input(&[out.as_path()], &args.answer)?;
        let page = model_core::grade::page::html(&grading, lang, &answer.name, &model.name);
        model_core::atomic_file::write(out, page.as_bytes()).map_err(|e| super::cannot_write(out, &e))?;
    } else {
        print_stdout(&text(&grading, lang, &answer.name, &model.name));
        if let Some(r) = &run {
            print_stdout(&Screen::document(&format!("\n{}", r.to_text(&super::terminal::terminal_safe))));
        }
    }
    Ok(if grading.full_marks() && held { ExitCode::SUCCESS } else { ExitCode::from(1) })
}

/// The answer run on the cluster at `address` (`crate::cluster::answer`).
fn on_cluster(
    address: &str,
    timeout: u64,
    model: &model_core::Project,
    answer: &Answer,
    grading: &Grading,
) -> Result<crate::cluster::prove::report::Report, String> {
    let address = crate::cluster::Address::parse(address)?;
    let cluster = crate::cluster::Cluster::connect(&address, std::time::Duration::from_secs(timeout.max(1)))
        .map_err(|e| e.to_string())?;
    let tables = model_core::grade::answer_model(model, answer, grading);
    Ok(crate::cluster::answer::run(&cluster, model, tables, &crate::cluster::prove::Options::default()))
}

/// The language of a report by its name (`en`, `zh`; also for `mcp`'s `grade`).
pub(crate) fn lang(name: &str) -> Result<Lang, String> {
    match name {
        "zh" | "zh-CN" | "cn" => Ok(Lang::Zh),
        "en" => Ok(Lang::En),
        other => Err(format!("{other}: expected en or zh")),
    }
}

/// The answer in a file ([`Answer::read`]; also for `mcp`'s `grade`).
pub(crate) fn read_answer(path: &Path) -> Result<Answer, String> {
    Answer::read(path)
}

/// The report as text.
fn text(g: &Grading, lang: Lang, answer: &str, model: &str) -> Screen {
    let mut s = Screen::new();
    s.line(format_args!("{}", msg!("grade-title", answer = answer, model = model).get(lang)));
    for q in &g.queries {
        let how = matched(q.matched_by).map(|t| format!(" [{}]", t.get(lang))).unwrap_or_default();
        s.blank().line(format_args!(
            "{} {}: {} ({}/{}){how}",
            q.query,
            q.description,
            q.verdict.words().get(lang),
            score(q.score),
            score(q.weight)
        ));
        s.line(format_args!("  {}", msg!("grade-model-table", table = q.model_table.clone()).get(lang)));
        if let Some(t) = q.tables.first() {
            s.line(format_args!("  {}", msg!("grade-answer-key", key = format!("{t} {}", q.answer_key)).get(lang)));
        }
        for p in &q.problems {
            let mark = if p.counts { "-" } else { "·" };
            s.line(format_args!("  {mark} [{} {}] {}", p.rule, p.kind.id(), p.text.get(lang)));
        }
    }
    if !g.notes.is_empty() {
        s.blank();
        for n in &g.notes {
            s.line(format_args!("{}", n.get(lang)));
        }
    }
    s.blank().line(format_args!("{}", msg!("grade-total", score = score(g.score), out_of = score(g.out_of)).get(lang)));
    s
}
