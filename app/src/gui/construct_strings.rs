//! The words of the controls for the ER constructs, the workflow canvas and the user's say
//! over derived tables: since the catalogue of words, fields of the window's one table
//! ([`super::i18n::Strings`], `gui.ftl`), re-exported here so that their readers are unchanged.

pub use super::i18n::{Strings, tr};

/// `n` things in words, the singular for one: `count(1, s.n_table, s.n_tables)` is "1 table".
pub fn count(n: usize, one: &str, many: &str) -> String {
    super::i18n::fill(if n == 1 { one } else { many }, &[&n.to_string()])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_of_a_thing_is_singular_and_chinese_has_one_form() {
        let s = &*super::super::i18n::EN;
        assert_eq!(
            (count(1, s.n_table, s.n_tables), count(0, s.n_table, s.n_tables), count(9, s.n_table, s.n_tables)),
            ("1 table".to_owned(), "0 tables".to_owned(), "9 tables".to_owned())
        );
        let z = &*super::super::i18n::ZH;
        assert_eq!((count(1, z.n_table, z.n_tables), count(2, z.n_table, z.n_tables)), ("1 张表".to_owned(), "2 张表".to_owned()));
    }
}
