//! Text for pictures: XML escaping, width estimates without a font engine, wrapping.
//!
//! Widths are estimated per character (DejaVu Sans-like proportions; CJK and emoji about
//! twice a Latin letter), slightly generously, so that boxes always hold their text in any
//! of the fonts of [`super::FONT_FAMILY`].

/// Escapes text for XML character data and attribute values (both quote kinds). Characters
/// XML 1.0 forbids (most control characters, U+FFFE, U+FFFF) become U+FFFD; tab, line feed
/// and carriage return become spaces, since one text element is one line; bidirectional
/// controls are dropped.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            '\t' | '\n' | '\r' => out.push(' '),
            // Dropped, as in CQL comments and Markdown: it would reorder the text after it.
            c if crate::cql::is_bidi_control(c) => {}
            c if is_xml_char(c) => out.push(c),
            _ => out.push('\u{FFFD}'),
        }
    }
    out
}

/// `true` for characters XML 1.0 allows in a document.
fn is_xml_char(c: char) -> bool {
    matches!(c, '\u{20}'..='\u{D7FF}' | '\u{E000}'..='\u{FFFD}' | '\u{10000}'..='\u{10FFFF}')
}

/// `true` for characters drawn about twice as wide as a Latin letter: CJK ideographs, kana,
/// hangul, full-width forms, emoji and other pictographs.
pub fn is_wide(c: char) -> bool {
    matches!(c as u32,
        0x1100..=0x115F
        | 0x2E80..=0x303E
        | 0x3041..=0x33FF
        | 0x3400..=0x4DBF
        | 0x4E00..=0x9FFF
        | 0xA000..=0xA4CF
        | 0xAC00..=0xD7A3
        | 0xF900..=0xFAFF
        | 0xFE30..=0xFE4F
        | 0xFF00..=0xFF60
        | 0xFFE0..=0xFFE6
        | 0x1F000..=0x1FAFF
        | 0x20000..=0x3FFFD)
}

/// Estimated advance of one character, in ems.
fn advance(c: char) -> f32 {
    if is_wide(c) {
        return 1.05;
    }
    match c {
        '\u{0300}'..='\u{036F}' | '\u{200B}'..='\u{200F}' | '\u{FE00}'..='\u{FE0F}' => 0.0,
        'i' | 'j' | 'l' | '.' | ',' | ':' | ';' | '!' | '|' | '\'' | '`' => 0.32,
        ' ' | 'f' | 't' | 'r' | '(' | ')' | '[' | ']' | '{' | '}' | '"' | '/' | '\\' | '-' => 0.42,
        'm' | 'w' | 'M' | 'W' | '@' | '%' => 0.92,
        'A'..='Z' => 0.72,
        '0'..='9' | 'a'..='z' | '_' | '<' | '>' | '=' | '+' | '*' | '#' | '$' | '&' | '?' => 0.62,
        '↑' | '↓' | '→' => 0.84,
        _ => 0.66,
    }
}

/// Estimated width of `s` at font size `size` (pixels), never below zero.
pub fn width(s: &str, size: f32) -> f32 {
    s.chars().map(advance).sum::<f32>() * size
}

/// How wide a text is drawn: the one thing the diagrams' geometry needs from a font. The
/// exported pictures use [`SvgText`]'s estimates; the window measures with its own fonts,
/// so the same layout code serves both.
pub trait TextMeasure {
    /// The width of `text` at font size `size`, in the layout's units.
    fn width(&self, text: &str, size: f32) -> f32;
}

/// The SVG pictures' width estimates (`width`).
#[derive(Clone, Copy, Debug, Default)]
pub struct SvgText;

impl TextMeasure for SvgText {
    fn width(&self, text: &str, size: f32) -> f32 {
        width(text, size)
    }
}

/// Splits `s` into lines no wider than `max` at font size `size`, breaking at spaces, or
/// anywhere in runs too long (and between CJK characters). At most `max_lines` lines; the
/// last one ends with `…` when text was cut.
pub fn wrap(s: &str, size: f32, max: f32, max_lines: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut cur = String::new();
    let mut cur_w = 0.0f32;
    let words = s.split_whitespace();
    for word in words {
        let ww = width(word, size);
        let space = if cur.is_empty() { 0.0 } else { width(" ", size) };
        if cur_w + space + ww <= max {
            if !cur.is_empty() {
                cur.push(' ');
            }
            cur.push_str(word);
            cur_w += space + ww;
            continue;
        }
        if !cur.is_empty() && ww <= max {
            lines.push(std::mem::take(&mut cur));
            cur.push_str(word);
            cur_w = ww;
            continue;
        }
        // Break the word character by character.
        if !cur.is_empty() {
            cur.push(' ');
            cur_w += space;
        }
        for c in word.chars() {
            let cw = advance(c) * size;
            if cur_w + cw > max && !cur.is_empty() {
                lines.push(std::mem::take(&mut cur).trim_end().to_owned());
                cur_w = 0.0;
            }
            cur.push(c);
            cur_w += cw;
        }
    }
    if !cur.is_empty() {
        lines.push(cur);
    }
    if lines.len() > max_lines && max_lines > 0 {
        lines.truncate(max_lines);
        if let Some(last) = lines.last_mut() {
            while !last.is_empty() && width(last, size) + width("…", size) > max {
                last.pop();
            }
            last.push('…');
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_markup_quotes_and_forbidden_characters() {
        assert_eq!(escape("<script>&\"'"), "&lt;script&gt;&amp;&quot;&apos;");
        assert_eq!(escape("a\u{1}b\nc"), "a\u{FFFD}b c");
        assert_eq!(escape("学生 🎓"), "学生 🎓");
    }

    #[test]
    fn cjk_is_about_twice_as_wide_as_latin() {
        let latin = width("ab", 10.0);
        let cjk = width("学生", 10.0);
        assert!(cjk > 1.6 * latin && cjk < 2.4 * latin, "{cjk} vs {latin}");
        assert!(width("🎓", 10.0) >= 10.0);
        assert_eq!(width("", 10.0), 0.0);
    }

    #[test]
    fn wraps_words_and_long_runs() {
        let lines = wrap("Find hotels near a given point of interest", 12.0, 120.0, 10);
        assert!(lines.len() >= 2, "{lines:?}");
        assert!(lines.iter().all(|l| width(l, 12.0) <= 120.0), "{lines:?}");
        assert_eq!(lines.join(" "), "Find hotels near a given point of interest");
        let cjk = wrap("查看某个学生参与的所有项目（同时显示学生姓名）", 12.0, 100.0, 10);
        assert!(cjk.len() >= 3 && cjk.iter().all(|l| width(l, 12.0) <= 100.0), "{cjk:?}");
        let cut = wrap("a b c d e f g h i j k l m n o p", 12.0, 20.0, 2);
        assert_eq!(cut.len(), 2);
        assert!(cut[1].ends_with('…'), "{cut:?}");
        assert!(wrap("", 12.0, 100.0, 3).is_empty());
    }
}
