//! Table options (`WITH name = value`): only names and values that are CQL constants or map
//! literals are written, so an option can never smuggle in another statement. Values and masks
//! are read with [`crate::cql::lexer`], as Cassandra would read them.

use super::cursor::Cursor;
use super::lexer::{Kind, Spacing, lex};

/// `true` for an option name CQL accepts: ASCII letters, digits and underscores, starting with
/// a letter (Cassandra's identifiers), and not a CQL keyword (no table option is one).
pub fn is_valid_option_name(name: &str) -> bool {
    name.starts_with(|c: char| c.is_ascii_alphabetic())
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        && !crate::cql::is_keyword(name)
}

/// Where Cassandra 5.0 refuses a numeric table option for its value (each seen refused on the
/// node, with its own message, by the checks of its table parameters), the range it takes,
/// written in numbers (`0 … 2147483647`); `None` for a value it takes or an option without a
/// range here. `options` are the table's options (`max_index_interval` is at least
/// `min_index_interval`, 128 when not given).
pub fn option_out_of_range(name: &str, value: &str, options: &[(String, String)]) -> Option<String> {
    let v: f64 = value.trim().parse().ok().filter(|v: &f64| v.is_finite())?;
    let whole =
        |low: f64| (v.fract() != 0.0 || v < low || v > f64::from(i32::MAX)).then(|| format!("{low} … {}", i32::MAX));
    match name.to_ascii_lowercase().as_str() {
        "gc_grace_seconds" | "memtable_flush_period_in_ms" => whole(0.0),
        "min_index_interval" => whole(1.0),
        "max_index_interval" => {
            let min = options
                .iter()
                .find(|(k, _)| k.eq_ignore_ascii_case("min_index_interval"))
                .and_then(|(_, m)| m.trim().parse::<f64>().ok())
                .unwrap_or(128.0);
            whole(min)
        }
        "crc_check_chance" => (!(0.0..=1.0).contains(&v)).then(|| "0 … 1".to_owned()),
        "bloom_filter_fp_chance" => (v <= 6.71e-5 || v > 1.0).then(|| "> 0.0000671 … 1".to_owned()),
        _ => None,
    }
}

/// `true` when a table option can be written to `schema.cql` and Cassandra takes it: a valid
/// name, a constant or map value ([`is_valid_option_value`]) within its range
/// ([`option_out_of_range`]). Export, `check` and the CQL import decide by it alike.
pub fn is_writable_option(name: &str, value: &str, options: &[(String, String)]) -> bool {
    is_valid_option_name(name) && is_valid_option_value(value) && option_out_of_range(name, value, options).is_none()
}

/// `true` when `value` is one CQL constant (number, string, boolean) or a map literal of them
/// (as in `compaction = {'class': 'TimeWindowCompactionStrategy'}`).
pub fn is_valid_option_value(value: &str) -> bool {
    let toks = lex(value, Spacing::Constant);
    let mut p = Constants { text: value, cur: Cursor::new(&toks) };
    p.value(0) && p.cur.at_end()
}

/// `true` when `mask` is a masking function call CQL accepts in `MASKED WITH`: a function name
/// (optionally keyspace-qualified) and constant arguments, as in `mask_inner(1, null)` or
/// `mask_hash('SHA-256')`. Anything else could smuggle in another statement.
pub fn is_valid_mask(mask: &str) -> bool {
    let text = mask.trim();
    let toks = lex(text, Spacing::Constant);
    let mut p = Constants { text, cur: Cursor::new(&toks) };
    if !p.name(0)
        || (p.cur.eat_punct('.') && !p.name(p.cur.previous().map_or(0, |dot| dot.end)))
        || !p.cur.eat_punct('(')
    {
        return false;
    }
    if !p.cur.eat_punct(')') {
        loop {
            // `null` is an argument of its own; a map is none.
            if !p.cur.eat_kw("null") && (p.cur.at_punct('{') || !p.value(0)) {
                return false;
            }
            if p.cur.eat_punct(')') {
                break;
            }
            if !p.cur.eat_punct(',') {
                return false;
            }
        }
    }
    p.cur.at_end()
}

/// A reader of constants over the tokens of [`crate::cql::lexer`] (white space as Cassandra's
/// lexer takes it; a comment or a form feed is an error token, which no rule accepts).
struct Constants<'a> {
    text: &'a str,
    cur: Cursor<'a>,
}

impl Constants<'_> {
    /// A function's name starting at byte `at`: letters, digits and `_`, starting with a letter.
    fn name(&mut self, at: usize) -> bool {
        let found = self
            .cur
            .adjacent(at, |k| *k == Kind::Ident)
            .is_some_and(|t| t.text.starts_with(|c: char| c.is_ascii_alphabetic()));
        if found {
            self.cur.skip(1);
        }
        found
    }

    fn value(&mut self, depth: usize) -> bool {
        if depth > 8 {
            return false;
        }
        let Some(t) = self.cur.peek() else { return false };
        match t.kind {
            Kind::Str => {
                self.cur.skip(1);
                // `'…'` only, with no line break or other control character: CQL strings have
                // no escape for them, and one would make a statement look like several.
                self.text.as_bytes().get(t.start) == Some(&b'\'') && !t.text.chars().any(super::breaks_text)
            }
            Kind::Punct('{') => {
                self.cur.skip(1);
                if self.cur.eat_punct('}') {
                    return true;
                }
                loop {
                    if !self.value(depth + 1) || !self.cur.eat_punct(':') || !self.value(depth + 1) {
                        return false;
                    }
                    if self.cur.eat_punct('}') {
                        return true;
                    }
                    if !self.cur.eat_punct(',') {
                        return false;
                    }
                }
            }
            Kind::Number | Kind::Punct('-' | '.') => self.number(),
            Kind::Ident => {
                self.cur.skip(1);
                matches!(t.text.as_str(), "true" | "false")
            }
            _ => false,
        }
    }

    /// A number: the tokens written together from here hold only digits, `.`, `e`, `E`, `+`
    /// and `-`, and read as a finite number (`1e999` parses as infinity, which Cassandra
    /// rejects).
    fn number(&mut self) -> bool {
        let Some(start) = self.cur.peek().map(|t| t.start) else { return false };
        let mut end = start;
        while let Some(t) =
            self.cur.adjacent(end, |k| matches!(k, Kind::Number | Kind::Ident | Kind::Punct('-' | '+' | '.')))
        {
            end = t.end;
            self.cur.skip(1);
        }
        let run = self.text.get(start..end).unwrap_or_default();
        run.bytes().all(|b| b.is_ascii_digit() || matches!(b, b'.' | b'e' | b'E' | b'+' | b'-'))
            && run.parse::<f64>().is_ok_and(f64::is_finite)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numeric_options_out_of_cassandras_range_are_not_writable() {
        // Each refused by Cassandra 5.0.9 (the fuzzer's `gc_grace_seconds = -3600` first).
        let none: Vec<(String, String)> = Vec::new();
        for (name, value) in [
            ("gc_grace_seconds", "-3600"),
            ("gc_grace_seconds", "2147483648"),
            ("memtable_flush_period_in_ms", "-1"),
            ("min_index_interval", "0"),
            ("max_index_interval", "64"),
            ("crc_check_chance", "1.5"),
            ("crc_check_chance", "-0.1"),
            ("bloom_filter_fp_chance", "0"),
            ("bloom_filter_fp_chance", "1.5"),
        ] {
            assert!(option_out_of_range(name, value, &none).is_some(), "{name} = {value}");
            assert!(!is_writable_option(name, value, &none), "{name} = {value}");
        }
        for (name, value) in [
            ("gc_grace_seconds", "0"),
            ("GC_GRACE_SECONDS", "864000"),
            ("crc_check_chance", "1"),
            ("bloom_filter_fp_chance", "0.01"),
            ("comment", "'-1'"),
        ] {
            assert!(is_writable_option(name, value, &none), "{name} = {value}");
        }
        let min = vec![("min_index_interval".to_owned(), "32".to_owned())];
        assert!(is_writable_option("max_index_interval", "64", &min), "at least the table's own minimum");
    }

    #[test]
    fn accepts_constants_and_maps() {
        for ok in [
            "86400",
            "0.1",
            "'text with ''quote'''",
            "true",
            "{'class': 'TimeWindowCompactionStrategy', 'compaction_window_size': 1}",
            "{}",
            "-1",
        ] {
            assert!(is_valid_option_value(ok), "{ok}");
        }
    }

    #[test]
    fn rejects_statements_and_garbage() {
        for bad in [
            "'x'; DROP TABLE t",
            "1; DROP",
            "'unterminated",
            "{'a': }",
            "drop",
            "",
            "{'a': 1",
            "1 2",
            "1e999",
            "-1e400",
            "{'a': 1e999}",
            "'a\nDROP TABLE t;'",
            "'a\u{2028}b'",
            "'\u{202E}x'",
            "1 -- comment",
            "{'a': 1 /* x */}",
            "1\u{c}",
            "$$x$$",
            "\"x\"",
            "1_000",
            "0x1F",
            "-e5",
        ] {
            assert!(!is_valid_option_value(bad), "{bad}");
        }
        assert!(is_valid_option_name("default_time_to_live"));
        for ok in [
            "mask_default()",
            "mask_inner(1, null)",
            "system.mask_hash('SHA-256')",
            "mask_replace('***')",
            " mask_outer(-1, 2) ",
            "a .b(NULL, true)",
            "\u{c}f()\n",
        ] {
            assert!(is_valid_mask(ok), "{ok}");
        }
        for bad in [
            "",
            "mask_inner",
            "mask_inner(1",
            "mask_inner(1) ; DROP TABLE t",
            "f({'a': 1})",
            "1f()",
            "f(x)",
            "f(1,)",
            "a.(1)",
            "a. b()",
            "_f()",
            "f(nullx)",
            "f(1) -- x",
            "f(1,\u{c}2)",
        ] {
            assert!(!is_valid_mask(bad), "{bad}");
        }
        assert!(!is_valid_option_name("x = 1; DROP"));
    }

    /// Found by fuzzing `cql_import` with the CQL corpus (issue 29): an option named
    /// `_cggrace_seconds` was imported and written bare, which no CQL parser reads: an
    /// identifier starts with a letter (Cassandra's lexer: `LETTER (LETTER | DIGIT | '_')*`).
    #[test]
    fn an_option_name_starts_with_a_letter() {
        for bad in ["_cggrace_seconds", "_", "__x", "1x"] {
            assert!(!is_valid_option_name(bad), "{bad}");
        }
        assert!(is_valid_option_name("gc_grace_seconds") && is_valid_option_name("x_1_"));
    }
}
