//! How deep the syntax tree of a statement would be, estimated from its tokens before it is
//! parsed (issue 41). `sqlparser` bounds its own recursion (nested parentheses, sub-queries,
//! prefix operators: [`PARSER_RECURSION_LIMIT`]), but reads a chain of infix operators
//! (`1+1+…`, `a AND b AND …`, `… UNION …`) in a loop into a tree as deep as the chain, and
//! dropping, cloning, printing or walking that tree recurses once per link: 150,000 terms
//! overflowed any stack. A statement whose estimate is over [`MAX_DEPTH`] is not parsed.
//!
//! The estimate is an upper bound of the tree's depth: each open parenthesis, bracket, brace
//! or `CASE` is a level; within a level, every operator token (every token that is not a
//! name, a literal, a comma or a bracket, and the keywords that join two operands: `AND`,
//! `OR`, `IS`, `LIKE`, ...) lengthens the chain, and a comma (or `WHEN`, `THEN`, `ELSE` in a
//! `CASE`) starts a new item of a list, whose tree is a sibling, not a child; set operators
//! (`UNION`, `EXCEPT`, `INTERSECT`, `MINUS`) chain across commas (the select lists between
//! them). The estimate is the largest sum, over the levels open at one token, of one per
//! level and its chain. It counts the tokens the parser reads (the same tokenizer), so no
//! quoting can hide a chain from it; it over-counts (`a = 1 AND b = 2` is 3, the tree 2),
//! which only matters for statements hundreds of operators long without a comma.

use sqlparser::keywords::Keyword;
use sqlparser::tokenizer::{Token, TokenWithSpan};

/// The deepest estimate a statement may have to be parsed. The deepest statements of each
/// shape within it import (parse, walks, words, drop) on a 512 KiB stack in a debug build
/// (`depth_tests.rs`; 256 KiB was measured enough): a quarter of the window's former 2 MiB
/// task threads, a sixteenth of the 8 MiB of [`crate::import::IMPORT_STACK_BYTES`]. Legitimate SQL stays far below it: lists are flat (20,000 rows of `VALUES`, a
/// `CASE` of 2,000 branches and an `IN` list of 20,000 values estimate 2 to 4); a `WHERE`
/// of 1,000 `AND`ed comparisons estimates 2,000.
pub(crate) const MAX_DEPTH: usize = 2_000;

/// `sqlparser`'s own bound on its recursion (it grows its stack on the heap when short, so
/// this bounds the tree, not the parser's stack): nested parentheses, sub-queries, `NOT NOT
/// …`; each parenthesis costs it one or two, a sub-query more. Reaching it is reported like
/// an estimate over [`MAX_DEPTH`].
pub(crate) const PARSER_RECURSION_LIMIT: usize = 100;

/// How many parentheses inside one another the importer reads, as its note says: half of
/// [`PARSER_RECURSION_LIMIT`] (`depth_tests.rs` reads that many).
pub(crate) const NESTING: usize = PARSER_RECURSION_LIMIT / 2;

/// One open level: its chain so far, its set operators, whether a `CASE` opened it.
#[derive(Clone, Copy, Default)]
struct Level {
    chain: usize,
    set_operations: usize,
    case: bool,
}

/// The estimated depth of the tree the parser would build from `tokens` (see the module).
pub(crate) fn estimate(tokens: &[TokenWithSpan]) -> usize {
    let mut levels = vec![Level::default()];
    let mut sum = 1usize;
    let mut max = sum;
    for t in tokens {
        let top = levels.len() - 1;
        match &t.token {
            Token::LParen | Token::LBracket | Token::LBrace => {
                levels.push(Level::default());
                sum += 1;
            }
            Token::Word(w) if w.quote_style.is_none() && w.keyword == Keyword::CASE => {
                levels.push(Level { case: true, ..Level::default() });
                sum += 1;
            }
            Token::RParen | Token::RBracket | Token::RBrace => close(&mut levels, &mut sum),
            Token::Word(w) if w.quote_style.is_none() && w.keyword == Keyword::END && levels[top].case => {
                close(&mut levels, &mut sum);
            }
            Token::Comma => list_item(&mut levels[top], &mut sum),
            Token::Word(w)
                if w.quote_style.is_none()
                    && matches!(w.keyword, Keyword::WHEN | Keyword::THEN | Keyword::ELSE)
                    && levels[top].case =>
            {
                list_item(&mut levels[top], &mut sum);
            }
            Token::Word(w) if w.quote_style.is_none() && is_set_operator(w.keyword) => {
                levels[top].set_operations += 1;
                sum += 1;
            }
            Token::Word(w) if w.quote_style.is_none() && is_infix_word(w.keyword) => {
                levels[top].chain += 1;
                sum += 1;
            }
            Token::Word(_)
            | Token::Number(..)
            | Token::Whitespace(_)
            | Token::EOF
            | Token::SemiColon
            | Token::Period
            | Token::Colon
            | Token::Placeholder(_)
            | Token::SingleQuotedString(_)
            | Token::DoubleQuotedString(_)
            | Token::TripleSingleQuotedString(_)
            | Token::TripleDoubleQuotedString(_)
            | Token::DollarQuotedString(_)
            | Token::SingleQuotedByteStringLiteral(_)
            | Token::DoubleQuotedByteStringLiteral(_)
            | Token::TripleSingleQuotedByteStringLiteral(_)
            | Token::TripleDoubleQuotedByteStringLiteral(_)
            | Token::SingleQuotedRawStringLiteral(_)
            | Token::DoubleQuotedRawStringLiteral(_)
            | Token::TripleSingleQuotedRawStringLiteral(_)
            | Token::TripleDoubleQuotedRawStringLiteral(_)
            | Token::NationalStringLiteral(_)
            | Token::QuoteDelimitedStringLiteral(_)
            | Token::NationalQuoteDelimitedStringLiteral(_)
            | Token::EscapedStringLiteral(_)
            | Token::UnicodeStringLiteral(_)
            | Token::HexStringLiteral(_) => {}
            // Every other token is an operator (or a character the parser may read as one).
            _ => {
                levels[top].chain += 1;
                sum += 1;
            }
        }
        max = max.max(sum);
    }
    max
}

fn close(levels: &mut Vec<Level>, sum: &mut usize) {
    if levels.len() > 1 {
        if let Some(l) = levels.pop() {
            *sum -= 1 + l.chain + l.set_operations;
        }
    }
}

fn list_item(level: &mut Level, sum: &mut usize) {
    *sum -= level.chain;
    level.chain = 0;
}

fn is_set_operator(k: Keyword) -> bool {
    matches!(k, Keyword::UNION | Keyword::EXCEPT | Keyword::INTERSECT | Keyword::MINUS)
}

/// Keywords that join two operands (or follow one: `IS NULL`, `NOTNULL`), each a link of a
/// chain the parser reads in a loop; `NOT` also nests (`NOT NOT …`).
fn is_infix_word(k: Keyword) -> bool {
    matches!(
        k,
        Keyword::AND
            | Keyword::OR
            | Keyword::XOR
            | Keyword::NOT
            | Keyword::IS
            | Keyword::IN
            | Keyword::LIKE
            | Keyword::ILIKE
            | Keyword::BETWEEN
            | Keyword::SIMILAR
            | Keyword::REGEXP
            | Keyword::RLIKE
            | Keyword::GLOB
            | Keyword::MATCH
            | Keyword::COLLATE
            | Keyword::AT
            | Keyword::OVERLAPS
            | Keyword::DIV
            | Keyword::MOD
            | Keyword::ESCAPE
            | Keyword::OPERATOR
            | Keyword::MEMBER
            | Keyword::NOTNULL
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use sqlparser::dialect::PostgreSqlDialect;
    use sqlparser::tokenizer::Tokenizer;

    fn depth(sql: &str) -> usize {
        estimate(&Tokenizer::new(&PostgreSqlDialect {}, sql).tokenize_with_location().expect("tokens"))
    }

    #[test]
    fn chains_and_nesting_count_lists_do_not() {
        assert_eq!(depth("SELECT a FROM t"), 1);
        assert_eq!(depth("SELECT 1+1+1"), 3);
        assert_eq!(depth("SELECT (1+(1+1))"), 5);
        assert_eq!(depth("SELECT a, b, c FROM t WHERE a = 1 AND b = 2"), 4);
        assert_eq!(depth("INSERT INTO t VALUES (1, 2), (3, 4), (5, 6)"), 2);
        assert_eq!(depth("SELECT CASE WHEN a = 1 THEN 1 WHEN a = 2 THEN 2 ELSE 3 END FROM t"), 3);
        assert_eq!(depth("SELECT a, b FROM t UNION SELECT a, b FROM t UNION SELECT a, b FROM t"), 3);
        assert_eq!(depth("SELECT 1 + CASE WHEN a THEN 1 END + CASE WHEN a THEN 1 END"), 4);
        assert_eq!(
            depth("SELECT \"and\" FROM \"or\" WHERE x = 'a + b + c'"),
            2,
            "quoted names and strings are operands"
        );
        assert_eq!(depth("SELECT a)))) + 1"), 2, "a stray parenthesis closes nothing");
    }
}
