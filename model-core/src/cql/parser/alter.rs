//! `ALTER KEYSPACE | TABLE | TYPE | MATERIALIZED VIEW` and `DROP KEYSPACE | TABLE | TYPE |
//! INDEX | MATERIALIZED VIEW`: the statements that change a schema created before them.

use super::{Expected, Parser, Result};
use crate::cql::ast::{AlterTable, AlterType, DropKind, DropStatement, Named, QualifiedName, Statement};

impl Parser<'_> {
    /// An `ALTER` or `DROP` of a schema object, or `None` for one the importer does not take
    /// (`ALTER ROLE`, `DROP FUNCTION`, ...), which the caller describes.
    pub(super) fn alter_or_drop(&mut self) -> Result<Option<Statement>> {
        let alter = self.cur.eat_kw("alter");
        if !alter {
            self.expect_kw("drop")?;
        }
        let Some(word) = self.cur.peek().map(|t| t.text.clone()) else { return Ok(None) };
        let kind = match word.as_str() {
            "keyspace" | "schema" => DropKind::Keyspace,
            "table" | "columnfamily" => DropKind::Table,
            "type" => DropKind::Type,
            "index" if !alter => DropKind::Index,
            "materialized" if self.cur.peek_at(1).is_some_and(|t| t.is_kw("view")) => {
                self.cur.skip(1);
                DropKind::View
            }
            _ => return Ok(None),
        };
        self.cur.skip(1);
        if !alter {
            let if_exists = self.if_exists()?;
            let name = match kind {
                DropKind::Keyspace => QualifiedName { keyspace: None, name: self.name(Expected::KeyspaceName)?.name },
                DropKind::Index => self.qualified(Expected::IndexName)?,
                _ => self.qualified(Expected::TableName)?,
            };
            return Ok(Some(Statement::Drop(DropStatement { kind, if_exists, name })));
        }
        Ok(Some(match kind {
            DropKind::Keyspace => Statement::AlterKeyspace(self.keyspace()?),
            DropKind::Table => {
                self.if_exists()?;
                let name = self.qualified(Expected::TableName)?;
                Statement::AlterTable(name, self.alter_table()?)
            }
            DropKind::View => {
                self.if_exists()?;
                let name = self.qualified(Expected::ViewName)?;
                Statement::AlterView(name, self.table_options()?)
            }
            DropKind::Type => {
                self.if_exists()?;
                let name = self.qualified(Expected::TypeName)?;
                Statement::AlterType(name, self.alter_type()?)
            }
            DropKind::Index => return Ok(None),
        }))
    }

    fn if_exists(&mut self) -> Result<bool> {
        if self.cur.eat_kw("if") {
            self.expect_kw("exists")?;
            Ok(true)
        } else {
            Ok(false)
        }
    }

    fn alter_table(&mut self) -> Result<AlterTable> {
        if self.cur.eat_kw("add") {
            let if_not_exists = self.if_not_exists()?;
            let parenthesised = self.cur.eat_punct('(');
            let mut columns = Vec::new();
            loop {
                columns.push(self.column_spec()?.0);
                if !self.cur.eat_punct(',') {
                    break;
                }
                if parenthesised && self.cur.at_punct(')') {
                    break;
                }
            }
            if parenthesised {
                self.expect_punct(')')?;
            }
            return Ok(AlterTable::Add { if_not_exists, columns });
        }
        if self.cur.eat_kw("drop") {
            let if_exists = self.if_exists()?;
            let columns = self.name_list(Expected::ColumnName)?;
            return Ok(AlterTable::Drop { if_exists, columns });
        }
        if self.cur.eat_kw("rename") {
            self.if_exists()?;
            return Ok(AlterTable::Rename(self.renames()?));
        }
        if self.cur.at_kw("with") {
            return Ok(AlterTable::With(self.table_options()?));
        }
        if self.cur.eat_kw("alter") {
            self.if_exists()?;
            let column = self.name(Expected::ColumnName)?;
            if self.cur.eat_kw("type") {
                return Ok(AlterTable::ColumnType(column, self.cql_type()?));
            }
            if self.cur.eat_kw("masked") {
                self.expect_kw("with")?;
                return Ok(AlterTable::Mask(column, Some(self.mask()?)));
            }
            if self.cur.eat_kw("drop") {
                self.expect_kw("masked")?;
                return Ok(AlterTable::Mask(column, None));
            }
            return Err(self.expected(Expected::AlterColumnAction));
        }
        Err(self.expected(Expected::AlterTableAction))
    }

    fn alter_type(&mut self) -> Result<AlterType> {
        if self.cur.eat_kw("add") {
            let if_not_exists = self.if_not_exists()?;
            let field = self.name(Expected::FieldName)?;
            let ty = self.cql_type()?;
            return Ok(AlterType::Add { if_not_exists, field: (field, ty) });
        }
        if self.cur.eat_kw("rename") {
            self.if_exists()?;
            return Ok(AlterType::Rename(self.renames()?));
        }
        if self.cur.eat_kw("alter") {
            let field = self.name(Expected::FieldName)?;
            self.expect_kw("type")?;
            return Ok(AlterType::FieldType(field, self.cql_type()?));
        }
        Err(self.expected(Expected::AlterTypeAction))
    }

    /// `a` or `(a, b, …)`; a bare list `a, b` is read too.
    fn name_list(&mut self, what: Expected) -> Result<Vec<Named>> {
        let parenthesised = self.cur.eat_punct('(');
        let mut names = vec![self.name(what)?];
        while self.cur.eat_punct(',') {
            names.push(self.name(what)?);
        }
        if parenthesised {
            self.expect_punct(')')?;
        }
        Ok(names)
    }

    /// `a TO b [AND c TO d …]`.
    fn renames(&mut self) -> Result<Vec<(Named, Named)>> {
        let mut out = Vec::new();
        loop {
            let from = self.name(Expected::ColumnName)?;
            self.expect_kw("to")?;
            let to = self.name(Expected::ColumnName)?;
            out.push((from, to));
            if !self.cur.eat_kw("and") {
                return Ok(out);
            }
        }
    }
}
