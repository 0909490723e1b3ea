//! The report as an HTML page: the one page `grade --html` writes and the window's grade
//! pane exports (the same bytes from both), every name and reason through the page's
//! escaping (`crate::render::text::escape`).

use super::report::{Grading, MatchedBy};
use crate::msg;
use crate::render::text::escape;
use crate::text::{Lang, Text};
use std::fmt::Write;

/// How a query was matched, in words (`None` when no table was).
pub fn matched_words(by: MatchedBy) -> Option<Text> {
    match by {
        MatchedBy::Comment => Some(msg!("grade-matched-comment")),
        MatchedBy::Columns => Some(msg!("grade-matched-columns")),
        MatchedBy::Nothing => None,
    }
}

/// Points as the reports write them: `2`, `0.50`.
pub fn points(x: f64) -> String {
    if x.fract() == 0.0 { format!("{x:.0}") } else { format!("{x:.2}") }
}

/// The report of `g` as a self-contained HTML page in `lang`, titled after the answer's and
/// the model's names.
pub fn html(g: &Grading, lang: Lang, answer: &str, model: &str) -> String {
    let title = escape(&msg!("grade-title", answer = answer, model = model).get(lang));
    let mut h = format!(
        "<!DOCTYPE html>\n<html lang=\"{}\"><head><meta charset=\"utf-8\"><title>{title}</title>\n<style>body{{font-family:sans-serif;max-width:60em;margin:2em auto}}\
         .correct,.different-but-correct{{color:#1a7f37}}.wrong{{color:#b35900}}.not-served{{color:#c00}}li.remark{{color:#555}}code{{background:#f4f4f4}}</style></head><body>\n<h1>{title}</h1>\n",
        lang.tag()
    );
    for q in &g.queries {
        let how = matched_words(q.matched_by)
            .map(|t| format!(" <small>({})</small>", escape(&t.get(lang))))
            .unwrap_or_default();
        let _ = write!(
            h,
            "<section id=\"{id}\"><h2>{id} {desc}: <span class=\"{v}\">{vw}</span> {sc}/{w}{how}</h2>\n<p>{mt}",
            id = escape(q.query.as_str()),
            desc = escape(&q.description),
            v = q.verdict.id(),
            vw = escape(&q.verdict.words().get(lang)),
            sc = points(q.score),
            w = points(q.weight),
            mt = escape(&msg!("grade-model-table", table = q.model_table.clone()).get(lang)),
        );
        if let Some(t) = q.tables.first() {
            let _ =
                write!(h, "<br>{}", escape(&msg!("grade-answer-key", key = format!("{t} {}", q.answer_key)).get(lang)));
        }
        h.push_str("</p>\n<ul>\n");
        for p in &q.problems {
            let class = if p.counts { "" } else { " class=\"remark\"" };
            let _ = writeln!(
                h,
                "<li{class}><code>{} {}</code> {}</li>",
                escape(p.rule),
                p.kind.id(),
                escape(&p.text.get(lang))
            );
        }
        h.push_str("</ul></section>\n");
    }
    for n in &g.notes {
        let _ = writeln!(h, "<p class=\"note\">{}</p>", escape(&n.get(lang)));
    }
    let _ = write!(
        h,
        "<h2>{}</h2>\n</body></html>\n",
        escape(&msg!("grade-total", score = points(g.score), out_of = points(g.out_of)).get(lang))
    );
    h
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grade::{Answer, grade};

    #[test]
    fn names_from_the_answer_are_escaped_on_the_page() {
        let model = crate::Project::new("M <b>");
        let answer = Answer::from_cql("a\"<script>.cql", "CREATE TABLE t (a int PRIMARY KEY);");
        let page = html(&grade(&model, &answer), Lang::En, &answer.name, &model.name);
        assert!(!page.contains("<script>") && !page.contains("<b>"), "{page}");
        assert!(page.contains("a&quot;&lt;script&gt;.cql") && page.contains("M &lt;b&gt;"), "{page}");
    }

    #[test]
    fn points_are_whole_or_two_decimals() {
        assert_eq!(points(2.0), "2");
        assert_eq!(points(0.5), "0.50");
    }
}
