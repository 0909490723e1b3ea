//! The CQL DDL parser: one statement's tokens (without the closing `;`) to a [`Statement`].
//!
//! Hand-written recursive descent with no recursion beyond a fixed depth: every loop consumes
//! a token or stops, and nested literals are skipped with a depth counter.

use super::CqlType;
use super::ast::{
    ColumnSpec, CreateIndex, CreateKeyspace, CreateTable, CreateType, CreateView, Direction, IndexTarget, Named,
    OptionValue, PrimaryKey, QualifiedName, Statement, TableOptions,
};
use super::cursor::Cursor;
use super::lexer::{Kind, Token};
use crate::cql::{quote_identifier, quote_string};
mod alter;
mod error;

pub use error::{Expected, Found, Nested, SyntaxError, SyntaxProblem};

/// Deepest nesting of `<`, `(`, `{`, `[` accepted inside one type or option value.
const MAX_NESTING: usize = 64;

type Result<T> = std::result::Result<T, SyntaxError>;

/// Parses one statement. `src` is the whole text the tokens' offsets refer to.
pub fn parse_statement(src: &str, toks: &[Token]) -> Result<Statement> {
    let mut p = Parser { src, cur: Cursor::new(toks) };
    let stmt = p.statement()?;
    if let Some(t) = p.cur.peek() {
        return Err(p.err_at(t, SyntaxProblem::AfterEnd(Found::token(t))));
    }
    Ok(stmt)
}

struct Parser<'a> {
    src: &'a str,
    cur: Cursor<'a>,
}

impl<'a> Parser<'a> {
    /// The error at token `t`, unless `t` is malformed: then that is the error.
    fn err_at(&self, t: &Token, problem: SyntaxProblem) -> SyntaxError {
        SyntaxError::malformed(t).unwrap_or_else(|| SyntaxError::new(t.start, problem))
    }

    /// "expected X, found Y" at the current token (or at the end).
    fn expected(&self, expected: Expected) -> SyntaxError {
        match self.cur.peek() {
            Some(t) => self.err_at(t, SyntaxProblem::Expected { expected, found: Found::token(t) }),
            None => SyntaxError::new(self.cur.end_offset(), SyntaxProblem::Expected { expected, found: Found::End }),
        }
    }

    fn expect_kw(&mut self, word: &'static str) -> Result<()> {
        if self.cur.eat_kw(word) { Ok(()) } else { Err(self.expected(Expected::Keyword(word))) }
    }

    fn expect_punct(&mut self, c: char) -> Result<()> {
        if self.cur.eat_punct(c) { Ok(()) } else { Err(self.expected(Expected::Punct(c))) }
    }

    /// An identifier: unquoted (lower-cased) or quoted (case kept).
    fn name(&mut self, what: Expected) -> Result<Named> {
        match self.cur.peek() {
            Some(t) if t.kind == Kind::Ident || (t.kind == Kind::Quoted && !t.text.is_empty()) => {
                self.cur.skip(1);
                Ok(Named { name: t.text.clone(), offset: t.start })
            }
            _ => Err(self.expected(what)),
        }
    }

    fn qualified(&mut self, what: Expected) -> Result<QualifiedName> {
        let first = self.name(what)?;
        if self.cur.eat_punct('.') {
            let second = self.name(what)?;
            Ok(QualifiedName { keyspace: Some(first.name), name: second.name })
        } else {
            Ok(QualifiedName { keyspace: None, name: first.name })
        }
    }

    fn if_not_exists(&mut self) -> Result<bool> {
        if self.cur.eat_kw("if") {
            self.expect_kw("not")?;
            self.expect_kw("exists")?;
            Ok(true)
        } else {
            Ok(false)
        }
    }

    fn statement(&mut self) -> Result<Statement> {
        let Some(first) = self.cur.peek() else { return Err(self.expected(Expected::Statement)) };
        if first.kind != Kind::Ident {
            return Err(self.expected(Expected::StatementKeyword));
        }
        if self.cur.eat_kw("use") {
            return Ok(Statement::Use(self.name(Expected::KeyspaceName)?.name));
        }
        if self.cur.at_kw("alter") || self.cur.at_kw("drop") {
            if let Some(stmt) = self.alter_or_drop()? {
                return Ok(stmt);
            }
            self.cur.rewind(0);
            return Ok(Statement::Other(self.describe_other()));
        }
        if !self.cur.at_kw("create") {
            return Ok(Statement::Other(self.describe_other()));
        }
        self.cur.skip(1);
        match self.cur.peek().filter(|t| t.kind == Kind::Ident).map(|t| t.text.as_str()) {
            Some("keyspace" | "schema") => {
                self.cur.skip(1);
                self.keyspace().map(Statement::Keyspace)
            }
            Some("type") => {
                self.cur.skip(1);
                self.create_type().map(Statement::Type)
            }
            Some("table" | "columnfamily") => {
                self.cur.skip(1);
                self.table().map(Statement::Table)
            }
            Some("index") => {
                self.cur.skip(1);
                self.index(false).map(Statement::Index)
            }
            Some("custom") if self.cur.peek_at(1).is_some_and(|t| t.is_kw("index")) => {
                self.cur.skip(2);
                self.index(true).map(Statement::Index)
            }
            Some("materialized") => {
                self.cur.skip(1);
                self.expect_kw("view")?;
                self.view().map(Statement::View)
            }
            _ => {
                self.cur.rewind(0);
                Ok(Statement::Other(self.describe_other()))
            }
        }
    }

    /// The first words of a statement not imported (`DROP KEYSPACE`, `INSERT INTO`), and the
    /// rest of its tokens consumed.
    fn describe_other(&mut self) -> String {
        let words: Vec<String> = self
            .cur
            .tokens()
            .iter()
            .take(3)
            .take_while(|t| t.kind == Kind::Ident)
            .map(|t| t.text.to_ascii_uppercase())
            .collect();
        let first = words.first().map(String::as_str).unwrap_or("");
        let n = match first {
            "CREATE" | "ALTER" | "DROP" => match words.get(1).map(String::as_str) {
                Some("OR" | "MATERIALIZED" | "CUSTOM") => 3,
                _ => 2,
            },
            "INSERT" | "DELETE" | "BEGIN" | "APPLY" => 2,
            _ => 1,
        };
        self.cur.skip_to_end();
        words.into_iter().take(n).collect::<Vec<_>>().join(" ")
    }

    fn keyspace(&mut self) -> Result<CreateKeyspace> {
        let if_not_exists = self.if_not_exists()?;
        let name = self.name(Expected::KeyspaceName)?.name;
        let mut options = Vec::new();
        if self.cur.eat_kw("with") {
            loop {
                let key = self.name(Expected::OptionName)?.name.to_ascii_lowercase();
                self.expect_punct('=')?;
                options.push((key, self.keyspace_value()?));
                if !self.cur.eat_kw("and") {
                    break;
                }
            }
        }
        Ok(CreateKeyspace { name, if_not_exists, options })
    }

    /// A constant: string content, number (with its sign) or word.
    fn constant(&mut self) -> Result<String> {
        let negative = self.cur.eat_punct('-');
        match self.cur.peek() {
            Some(t) if matches!(t.kind, Kind::Str | Kind::Number | Kind::Ident) => {
                self.cur.skip(1);
                Ok(if negative { format!("-{}", t.text) } else { t.text.clone() })
            }
            _ => Err(self.expected(Expected::Constant)),
        }
    }

    fn keyspace_value(&mut self) -> Result<OptionValue> {
        if !self.cur.eat_punct('{') {
            return self.constant().map(OptionValue::Constant);
        }
        let mut entries = Vec::new();
        if self.cur.eat_punct('}') {
            return Ok(OptionValue::Map(entries));
        }
        loop {
            let k = self.constant()?;
            self.expect_punct(':')?;
            let v = self.constant()?;
            entries.push((k, v));
            if self.cur.eat_punct('}') {
                return Ok(OptionValue::Map(entries));
            }
            self.expect_punct(',')?;
        }
    }

    fn create_type(&mut self) -> Result<CreateType> {
        let if_not_exists = self.if_not_exists()?;
        let name = self.qualified(Expected::TypeName)?;
        self.expect_punct('(')?;
        let mut fields = Vec::new();
        loop {
            if !fields.is_empty() && self.cur.eat_punct(')') {
                break; // a trailing comma, which Cassandra accepts as in CREATE TABLE
            }
            if fields.is_empty() && self.cur.at_punct(')') {
                let at = self.cur.peek().map_or(self.cur.end_offset(), |t| t.start);
                return Err(SyntaxError::new(at, SyntaxProblem::TypeWithoutFields));
            }
            let field = self.name(Expected::FieldName)?;
            let ty = self.cql_type()?;
            fields.push((field, ty));
            if self.cur.eat_punct(')') {
                break;
            }
            self.expect_punct(',')?;
        }
        Ok(CreateType { name, if_not_exists, fields })
    }

    /// A type expression, checked by [`CqlType::parse`]. Unquoted names are lower-cased and
    /// keyspace qualifiers of user-defined types dropped (a table's types live in its keyspace).
    fn cql_type(&mut self) -> Result<CqlType> {
        let start = self.cur.peek().map_or(self.cur.end_offset(), |t| t.start);
        let mut text = String::new();
        let mut depth = 0usize;
        loop {
            let Some(t) = self.cur.peek() else {
                if depth == 0 && !text.is_empty() {
                    break;
                }
                return Err(self.expected(if depth == 0 { Expected::Type } else { Expected::Punct('>') }));
            };
            match &t.kind {
                Kind::Ident | Kind::Quoted => {
                    if text.ends_with(|c: char| c.is_alphanumeric() || c == '"' || c == '_') {
                        break; // a word after a complete type: the next clause (STATIC, PRIMARY)
                    }
                    self.cur.skip(1);
                    if self.cur.at_punct('.')
                        && self.cur.peek_at(1).is_some_and(|n| matches!(n.kind, Kind::Ident | Kind::Quoted))
                    {
                        self.cur.skip(1);
                        continue; // `ks.type`: keep the type's name only
                    }
                    if t.kind == Kind::Ident {
                        text.push_str(&t.text);
                    } else {
                        text.push_str(&quote_identifier(&t.text));
                    }
                }
                Kind::Number if depth > 0 => {
                    self.cur.skip(1);
                    text.push_str(&t.text);
                }
                Kind::Punct('<') if !text.is_empty() => {
                    depth += 1;
                    if depth > MAX_NESTING {
                        return Err(self.err_at(t, SyntaxProblem::NestedTooDeeply(Nested::Type)));
                    }
                    self.cur.skip(1);
                    text.push('<');
                }
                Kind::Punct('>') if depth > 0 => {
                    depth -= 1;
                    self.cur.skip(1);
                    text.push('>');
                }
                Kind::Punct(',') if depth > 0 => {
                    self.cur.skip(1);
                    text.push_str(", ");
                }
                _ if depth == 0 && !text.is_empty() => break,
                _ => {
                    let what = if depth == 0 { Expected::Type } else { Expected::TypeParameterOrAngle };
                    return Err(self.expected(what));
                }
            }
            if depth == 0 && !self.cur.at_punct('<') {
                break;
            }
        }
        CqlType::parse(&text).map_err(|e| SyntaxError::new(start, SyntaxProblem::Type(e)))
    }

    fn table(&mut self) -> Result<CreateTable> {
        let if_not_exists = self.if_not_exists()?;
        let name = self.qualified(Expected::TableName)?;
        self.expect_punct('(')?;
        let mut columns: Vec<ColumnSpec> = Vec::new();
        let mut key: Option<PrimaryKey> = None;
        let mut key_offset = 0;
        loop {
            if self.cur.at_punct(')') {
                self.cur.skip(1);
                break; // allows a trailing comma, as DESCRIBE never writes one but people do
            }
            if self.cur.at_kw("primary") && self.cur.peek_at(1).is_some_and(|t| t.is_kw("key")) {
                key_offset = self.cur.peek().map_or(0, |t| t.start);
                if key.is_some() {
                    return Err(self.expected(Expected::OnePrimaryKeyClauseOnly));
                }
                self.cur.skip(2);
                key = Some(self.primary_key()?);
            } else {
                let (spec, at) = self.column_spec()?;
                key_offset = at.unwrap_or(key_offset);
                columns.push(spec);
            }
            if self.cur.eat_punct(')') {
                break;
            }
            self.expect_punct(',')?;
        }
        let with = self.table_options()?;
        Ok(CreateTable { name, if_not_exists, columns, key, key_offset, with })
    }

    /// `name type [STATIC] [PRIMARY KEY] [MASKED WITH fn(…)]`, and where `PRIMARY KEY` was
    /// written, if it was.
    fn column_spec(&mut self) -> Result<(ColumnSpec, Option<usize>)> {
        let col = self.name(Expected::ColumnNameOrPrimaryKey)?;
        let ty = self.cql_type()?;
        let mut spec = ColumnSpec { name: col, ty, is_static: false, primary_key: false, mask: None };
        let mut key_at = None;
        loop {
            if self.cur.eat_kw("static") {
                spec.is_static = true;
            } else if self.cur.at_kw("primary") {
                key_at = self.cur.peek().map(|t| t.start);
                self.cur.skip(1);
                self.expect_kw("key")?;
                spec.primary_key = true;
            } else if self.cur.eat_kw("masked") {
                self.expect_kw("with")?;
                spec.mask = Some(self.mask()?);
            } else {
                break;
            }
        }
        Ok((spec, key_at))
    }

    /// After `MASKED WITH`: `DEFAULT` or a function call with constant arguments, as
    /// normalised text (`mask_inner(1, null)`, `mask_hash('SHA-256')`).
    fn mask(&mut self) -> Result<String> {
        if self.cur.eat_kw("default") {
            return Ok("mask_default()".to_owned());
        }
        let mut name = self.name(Expected::MaskingFunction)?.name;
        if self.cur.eat_punct('.') {
            name = format!("{name}.{}", self.name(Expected::MaskingFunction)?.name);
        }
        self.expect_punct('(')?;
        let mut args: Vec<String> = Vec::new();
        if !self.cur.eat_punct(')') {
            loop {
                let negative = self.cur.eat_punct('-');
                let arg = match self.cur.peek() {
                    Some(t) if t.kind == Kind::Str && !negative => quote_string(&t.text),
                    Some(t) if t.kind == Kind::Number => format!("{}{}", if negative { "-" } else { "" }, t.text),
                    Some(t)
                        if t.kind == Kind::Ident
                            && !negative
                            && matches!(t.text.as_str(), "null" | "true" | "false") =>
                    {
                        t.text.clone()
                    }
                    _ => return Err(self.expected(Expected::MaskingFunctionArgument)),
                };
                self.cur.skip(1);
                args.push(arg);
                if self.cur.eat_punct(')') {
                    break;
                }
                self.expect_punct(',')?;
            }
        }
        Ok(format!("{name}({})", args.join(", ")))
    }

    /// `(a, b, c)` or `((a, b), c)` or `((a))`, after `PRIMARY KEY`.
    fn primary_key(&mut self) -> Result<PrimaryKey> {
        self.expect_punct('(')?;
        let mut key = PrimaryKey::default();
        if self.cur.eat_punct('(') {
            loop {
                key.partition.push(self.name(Expected::PartitionKeyColumn)?);
                if self.cur.eat_punct(')') {
                    break;
                }
                self.expect_punct(',')?;
            }
        } else {
            key.partition.push(self.name(Expected::PartitionKeyColumn)?);
        }
        while self.cur.eat_punct(',') {
            key.clustering.push(self.name(Expected::ClusteringColumn)?);
        }
        self.expect_punct(')')?;
        Ok(key)
    }

    fn table_options(&mut self) -> Result<TableOptions> {
        let mut with = TableOptions::default();
        if !self.cur.eat_kw("with") {
            return Ok(with);
        }
        loop {
            if self.cur.eat_kw("clustering") {
                self.expect_kw("order")?;
                self.expect_kw("by")?;
                self.expect_punct('(')?;
                loop {
                    let col = self.name(Expected::ClusteringColumn)?;
                    let dir = if self.cur.eat_kw("desc") {
                        Direction::Desc
                    } else {
                        self.cur.eat_kw("asc");
                        Direction::Asc
                    };
                    with.order.push((col, dir));
                    if self.cur.eat_punct(')') {
                        break;
                    }
                    self.expect_punct(',')?;
                }
            } else if self.cur.eat_kw("compact") {
                self.expect_kw("storage")?;
                with.compact_storage = true;
            } else {
                let mut name = self.name(Expected::TableOption)?;
                name.name = name.name.to_ascii_lowercase();
                self.expect_punct('=')?;
                let value = self.option_text()?;
                with.options.push((name, value));
            }
            if !self.cur.eat_kw("and") {
                break;
            }
        }
        Ok(with)
    }

    /// An option value kept as CQL text: a constant, or a bracketed literal up to its closing
    /// bracket. The source text is kept verbatim unless a comment sits inside it.
    fn option_text(&mut self) -> Result<String> {
        let first = self.cur.position();
        let mut depth = 0usize;
        loop {
            let Some(t) = self.cur.peek() else {
                if depth == 0 && self.cur.position() > first {
                    break;
                }
                return Err(self.expected(Expected::OptionValue));
            };
            match t.kind {
                Kind::Punct('{' | '[' | '(') => {
                    depth += 1;
                    if depth > MAX_NESTING {
                        return Err(self.err_at(t, SyntaxProblem::NestedTooDeeply(Nested::Value)));
                    }
                }
                Kind::Punct('}' | ']' | ')') => {
                    if depth == 0 {
                        return Err(self.expected(Expected::OptionValue));
                    }
                    depth -= 1;
                }
                Kind::Punct('-') if depth == 0 && self.cur.position() == first => {}
                Kind::Punct(':' | ',' | '.' | '-' | '+') if depth > 0 => {}
                Kind::Str | Kind::Number | Kind::Ident | Kind::Quoted => {}
                _ => return Err(self.expected(Expected::OptionValue)),
            }
            self.cur.skip(1);
            if depth == 0 && !t.is_punct('-') {
                break;
            }
        }
        let toks = self.cur.tokens().get(first..self.cur.position()).unwrap_or(&[]);
        let (Some(a), Some(b)) = (toks.first(), toks.last()) else { return Err(self.expected(Expected::OptionValue)) };
        let gaps_clean = toks.windows(2).all(|w| match (w.first(), w.get(1)) {
            (Some(x), Some(y)) => self.src.get(x.end..y.start).is_some_and(|g| g.trim().is_empty()),
            _ => true,
        });
        match self.src.get(a.start..b.end) {
            Some(text) if gaps_clean => Ok(text.to_owned()),
            _ => Ok(toks.iter().filter_map(|t| self.src.get(t.start..t.end)).collect::<Vec<_>>().join(" ")),
        }
    }

    fn index(&mut self, custom: bool) -> Result<CreateIndex> {
        let if_not_exists = self.if_not_exists()?;
        let name = if self.cur.at_kw("on") { None } else { Some(self.name(Expected::IndexNameOrOn)?) };
        self.expect_kw("on")?;
        let table = self.qualified(Expected::TableName)?;
        self.expect_punct('(')?;
        let mut target = IndexTarget::Column;
        let column = if custom && self.cur.at_punct(')') {
            None // `()`: the custom index's class decides what it indexes
        } else if self.cur.peek_at(1).is_some_and(|t| t.is_punct('('))
            && let Some(t) = self.cur.peek().filter(|t| t.kind == Kind::Ident)
            && let Some(function) = IndexTarget::from_function(&t.text)
        {
            target = function;
            self.cur.skip(2);
            let c = self.name(Expected::ColumnName)?;
            self.expect_punct(')')?;
            Some(c)
        } else {
            Some(self.name(Expected::ColumnName)?)
        };
        self.expect_punct(')')?;
        let mut using = None;
        let mut options = Vec::new();
        if self.cur.eat_kw("using") {
            match self.cur.bump() {
                Some(t) if t.kind == Kind::Str => using = Some(t.text.clone()),
                _ => {
                    self.cur.rewind(self.cur.position().saturating_sub(1));
                    return Err(self.expected(Expected::IndexClassString));
                }
            }
            if self.cur.eat_kw("with") {
                self.expect_kw("options")?;
                self.expect_punct('=')?;
                match self.keyspace_value()? {
                    OptionValue::Map(entries) => options = entries,
                    OptionValue::Constant(_) => return Err(self.expected(Expected::Punct('{'))),
                }
            }
        } else if custom {
            return Err(self.expected(Expected::UsingAndIndexClass));
        }
        Ok(CreateIndex { name, if_not_exists, table, column, target, using, options })
    }

    fn view(&mut self) -> Result<CreateView> {
        let if_not_exists = self.if_not_exists()?;
        let name = self.qualified(Expected::ViewName)?;
        self.expect_kw("as")?;
        self.expect_kw("select")?;
        let columns = if self.cur.eat_punct('*') {
            None
        } else {
            let mut cols = vec![self.name(Expected::ColumnNameOrStar)?];
            while self.cur.eat_punct(',') {
                cols.push(self.name(Expected::ColumnName)?);
            }
            Some(cols)
        };
        self.expect_kw("from")?;
        let base = self.qualified(Expected::BaseTableName)?;
        self.expect_kw("where")?;
        // The WHERE clause (`... IS NOT NULL AND ...`) is rebuilt on export: skip it.
        while !(self.cur.at_kw("primary") && self.cur.peek_at(1).is_some_and(|t| t.is_kw("key"))) {
            if self.cur.bump().is_none() {
                return Err(self.expected(Expected::Keyword("primary key")));
            }
        }
        self.cur.skip(2);
        let key = self.primary_key()?;
        let with = self.table_options()?;
        Ok(CreateView { name, if_not_exists, columns, base, key, with })
    }
}

#[cfg(test)]
mod tests;
