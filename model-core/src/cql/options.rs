//! Table options (`WITH name = value`): only names and values that are CQL constants or map
//! literals are written, so an option can never smuggle in another statement.

/// `true` for an option name CQL accepts: ASCII letters, digits and underscores, starting with
/// a letter (Cassandra's identifiers), and not a CQL keyword (no table option is one).
pub fn is_valid_option_name(name: &str) -> bool {
    name.starts_with(|c: char| c.is_ascii_alphabetic())
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        && !crate::naming::is_keyword(name)
}

/// `true` when `value` is one CQL constant (number, string, boolean) or a map literal of them
/// (as in `compaction = {'class': 'TimeWindowCompactionStrategy'}`).
pub fn is_valid_option_value(value: &str) -> bool {
    let mut p = Lexer { text: value, s: value.as_bytes(), pos: 0 };
    p.value(0) && {
        p.ws();
        p.pos == p.s.len()
    }
}

/// `true` when `mask` is a masking function call CQL accepts in `MASKED WITH`: a function name
/// (optionally keyspace-qualified) and constant arguments, as in `mask_inner(1, null)` or
/// `mask_hash('SHA-256')`. Anything else could smuggle in another statement.
pub fn is_valid_mask(mask: &str) -> bool {
    let mut p = Lexer { text: mask.trim(), s: mask.trim().as_bytes(), pos: 0 };
    let ident = |p: &mut Lexer<'_>| {
        let start = p.pos;
        while p.s.get(p.pos).is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'_') {
            p.pos += 1;
        }
        p.pos > start && p.s[start].is_ascii_alphabetic()
    };
    if !ident(&mut p) || (p.eat(b'.') && !ident(&mut p)) || !p.eat(b'(') {
        return false;
    }
    if !p.eat(b')') {
        loop {
            p.ws();
            let is_null = p.s.get(p.pos..p.pos + 4).is_some_and(|w| w.eq_ignore_ascii_case(b"null"));
            if is_null {
                p.pos += 4;
            } else if p.s.get(p.pos) == Some(&b'{') || !p.value(0) {
                return false;
            }
            if p.eat(b')') {
                break;
            }
            if !p.eat(b',') {
                return false;
            }
        }
    }
    p.ws();
    p.pos == p.s.len()
}

struct Lexer<'a> {
    text: &'a str,
    s: &'a [u8],
    pos: usize,
}

impl Lexer<'_> {
    /// Skips what Cassandra's lexer takes as whitespace: space, tab, line feed and carriage
    /// return (a form feed is not, so a value holding one is refused).
    fn ws(&mut self) {
        while self.pos < self.s.len() && matches!(self.s[self.pos], b' ' | b'\t' | b'\n' | b'\r') {
            self.pos += 1;
        }
    }

    fn eat(&mut self, c: u8) -> bool {
        self.ws();
        if self.s.get(self.pos) == Some(&c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn value(&mut self, depth: usize) -> bool {
        if depth > 8 {
            return false;
        }
        self.ws();
        match self.s.get(self.pos) {
            Some(b'\'') => self.string(),
            Some(b'{') => {
                self.pos += 1;
                if self.eat(b'}') {
                    return true;
                }
                loop {
                    if !self.value(depth + 1) || !self.eat(b':') || !self.value(depth + 1) {
                        return false;
                    }
                    if self.eat(b'}') {
                        return true;
                    }
                    if !self.eat(b',') {
                        return false;
                    }
                }
            }
            Some(c) if c.is_ascii_digit() || *c == b'-' || *c == b'.' => {
                let start = self.pos;
                self.pos += 1;
                while self.pos < self.s.len() && (self.s[self.pos].is_ascii_digit() || matches!(self.s[self.pos], b'.' | b'e' | b'E' | b'-' | b'+')) {
                    self.pos += 1;
                }
                // A finite number: `1e999` parses as infinity, which Cassandra rejects.
                std::str::from_utf8(&self.s[start..self.pos]).is_ok_and(|t| t.parse::<f64>().is_ok_and(f64::is_finite))
            }
            Some(_) => {
                let start = self.pos;
                while self.pos < self.s.len() && self.s[self.pos].is_ascii_alphabetic() {
                    self.pos += 1;
                }
                let word = std::str::from_utf8(&self.s[start..self.pos]).unwrap_or_default().to_ascii_lowercase();
                matches!(word.as_str(), "true" | "false")
            }
            None => false,
        }
    }

    fn string(&mut self) -> bool {
        self.pos += 1;
        loop {
            match self.s.get(self.pos) {
                None => return false,
                Some(b'\'') if self.s.get(self.pos + 1) == Some(&b'\'') => self.pos += 2,
                Some(b'\'') => {
                    self.pos += 1;
                    return true;
                }
                // No line break or other control character: CQL strings have no escape for
                // them, and one would make a statement look like several.
                Some(b) if b.is_ascii_control() => return false,
                Some(_) => {
                    let rest = self.text.get(self.pos..).and_then(|r| r.chars().next());
                    if rest.is_some_and(super::breaks_text) {
                        return false;
                    }
                    self.pos += rest.map_or(1, char::len_utf8);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_constants_and_maps() {
        for ok in
            ["86400", "0.1", "'text with ''quote'''", "true", "{'class': 'TimeWindowCompactionStrategy', 'compaction_window_size': 1}", "{}", "-1"]
        {
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
        ] {
            assert!(!is_valid_option_value(bad), "{bad}");
        }
        assert!(is_valid_option_name("default_time_to_live"));
        for ok in ["mask_default()", "mask_inner(1, null)", "system.mask_hash('SHA-256')", "mask_replace('***')", " mask_outer(-1, 2) "] {
            assert!(is_valid_mask(ok), "{ok}");
        }
        for bad in ["", "mask_inner", "mask_inner(1", "mask_inner(1) ; DROP TABLE t", "f({'a': 1})", "1f()", "f(x)", "f(1,)", "a.(1)"] {
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
