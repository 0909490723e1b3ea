//! `ALTER TABLE | TYPE | MATERIALIZED VIEW` and `DROP …`, applied to what the statements before
//! them defined, as Cassandra would: a change Cassandra refuses is skipped with a note naming
//! it, and so is a change to something that does not exist (unless `IF EXISTS` says that is
//! fine).

use super::{Reject, SchemaBuilder, reject};
use crate::import::cql::statement::{AlterTable, AlterType, DropKind, DropStatement, QualifiedName, TableOptions};
use crate::logical::Role;
use crate::project::{ColumnDef, Field};
use crate::text;

impl SchemaBuilder<'_> {
    /// The position of the table (or view) a statement names.
    fn existing_table(&self, name: &QualifiedName, what: &str, at: usize) -> Result<usize, Reject> {
        let keyspace = self.keyspace_of(name);
        self.find_table(&keyspace, &name.name).ok_or_else(|| {
            reject(
                at,
                text!(
                    "{what} {}: no such table is defined before it; the statement is skipped",
                    "{what} {}：在此之前没有定义这张表；跳过该语句",
                    name.name
                ),
            )
        })
    }

    pub(super) fn alter_table(&mut self, name: &QualifiedName, change: AlterTable, at: usize) -> Result<(), Reject> {
        let t = self.existing_table(name, "ALTER TABLE", at)?;
        let tname = name.name.clone();
        let Some(table) = self.tables.get(t) else { return Ok(()) };
        if table.view_of.is_some() && !matches!(change, AlterTable::With(_)) {
            return Err(reject(
                at,
                text!(
                    "ALTER TABLE {tname}: it is a materialized view; only ALTER MATERIALIZED VIEW … WITH changes it; skipped",
                    "ALTER TABLE {tname}：它是物化视图，只能用 ALTER MATERIALIZED VIEW … WITH 修改；已跳过"
                ),
            ));
        }
        let has_clustering = table.columns.iter().any(|c| matches!(c.role, Role::Clustering(_)));
        match change {
            AlterTable::Add { if_not_exists, columns } => {
                for c in columns {
                    let Some(table) = self.tables.get_mut(t) else { return Ok(()) };
                    if table.columns.iter().any(|x| x.name == c.name.name) {
                        if !if_not_exists {
                            self.note(
                                c.name.offset,
                                at,
                                text!(
                                    "ALTER TABLE {tname} ADD {}: the column already exists; the addition is skipped",
                                    "ALTER TABLE {tname} ADD {}：该列已经存在；跳过这次添加",
                                    c.name.name
                                ),
                            );
                        }
                        continue;
                    }
                    if c.primary_key {
                        self.note(
                            c.name.offset,
                            at,
                            text!(
                                "ALTER TABLE {tname} ADD {}: a column added later cannot be part of the primary key; skipped",
                                "ALTER TABLE {tname} ADD {}：后来添加的列不能成为主键的一部分；已跳过",
                                c.name.name
                            ),
                        );
                        continue;
                    }
                    let role = if c.is_static && has_clustering { Role::Static } else { Role::Regular };
                    table.columns.push(ColumnDef { name: c.name.name, ty: c.ty, role, indexed: false, mask: c.mask, extra: Default::default() });
                    table.columns.sort_by_key(|c| match c.role {
                        Role::PartitionKey | Role::Clustering(_) => 0,
                        Role::Static => 1,
                        Role::Regular => 2,
                    });
                }
            }
            AlterTable::Drop { if_exists, columns } => {
                for n in columns {
                    let Some(table) = self.tables.get_mut(t) else { return Ok(()) };
                    let Some(pos) = table.columns.iter().position(|c| c.name == n.name) else {
                        if !if_exists {
                            self.note(
                                n.offset,
                                at,
                                text!(
                                    "ALTER TABLE {tname} DROP {}: no such column; skipped",
                                    "ALTER TABLE {tname} DROP {}：没有这一列；已跳过",
                                    n.name
                                ),
                            );
                        }
                        continue;
                    };
                    if table.columns.get(pos).is_some_and(|c| c.role.is_key()) {
                        self.note(
                            n.offset,
                            at,
                            text!(
                                "ALTER TABLE {tname} DROP {}: a primary key column cannot be dropped; skipped",
                                "ALTER TABLE {tname} DROP {}：主键列不能删除；已跳过",
                                n.name
                            ),
                        );
                        continue;
                    }
                    if let Some(i) = table.indexes.iter().find(|i| i.column.as_deref() == Some(n.name.as_str())) {
                        let idx = i.effective_name(&tname);
                        self.note(
                            n.offset,
                            at,
                            text!(
                                "ALTER TABLE {tname} DROP {}: index {idx} depends on it, so Cassandra refuses; skipped",
                                "ALTER TABLE {tname} DROP {}：索引 {idx} 依赖于它，Cassandra 会拒绝；已跳过",
                                n.name
                            ),
                        );
                        continue;
                    }
                    table.columns.remove(pos);
                }
            }
            AlterTable::Rename(pairs) => {
                for (from, to) in pairs {
                    let Some(table) = self.tables.get_mut(t) else { return Ok(()) };
                    if table.columns.iter().any(|c| c.name == to.name) {
                        self.note(
                            to.offset,
                            at,
                            text!(
                                "ALTER TABLE {tname} RENAME {} TO {}: the table already has a column {}; skipped",
                                "ALTER TABLE {tname} RENAME {} TO {}：表中已有列 {}；已跳过",
                                from.name,
                                to.name,
                                to.name
                            ),
                        );
                        continue;
                    }
                    let Some(c) = table.columns.iter_mut().find(|c| c.name == from.name) else {
                        self.note(
                            from.offset,
                            at,
                            text!(
                                "ALTER TABLE {tname} RENAME {}: no such column; skipped",
                                "ALTER TABLE {tname} RENAME {}：没有这一列；已跳过",
                                from.name
                            ),
                        );
                        continue;
                    };
                    if !c.role.is_key() {
                        self.note(
                            from.offset,
                            at,
                            text!(
                                "ALTER TABLE {tname} RENAME {}: only primary key columns can be renamed; skipped",
                                "ALTER TABLE {tname} RENAME {}：只有主键列可以重命名；已跳过",
                                from.name
                            ),
                        );
                        continue;
                    }
                    c.name.clone_from(&to.name);
                    for i in table.indexes.iter_mut().filter(|i| i.column.as_deref() == Some(from.name.as_str())) {
                        i.column = Some(to.name.clone());
                    }
                }
            }
            AlterTable::With(with) => self.merge_options(t, &tname, &with, at),
            AlterTable::ColumnType(col, ty) => {
                let Some(c) = self.tables.get_mut(t).and_then(|t| t.columns.iter_mut().find(|c| c.name == col.name)) else {
                    return Err(reject(
                        col.offset,
                        text!("ALTER TABLE {tname} ALTER {}: no such column; skipped", "ALTER TABLE {tname} ALTER {}：没有这一列；已跳过", col.name),
                    ));
                };
                c.ty = ty;
            }
            AlterTable::Mask(col, mask) => {
                let Some(c) = self.tables.get_mut(t).and_then(|t| t.columns.iter_mut().find(|c| c.name == col.name)) else {
                    return Err(reject(
                        col.offset,
                        text!("ALTER TABLE {tname} ALTER {}: no such column; skipped", "ALTER TABLE {tname} ALTER {}：没有这一列；已跳过", col.name),
                    ));
                };
                c.mask = mask;
            }
        }
        Ok(())
    }

    pub(super) fn alter_view(&mut self, name: &QualifiedName, with: &TableOptions, at: usize) -> Result<(), Reject> {
        let t = self.existing_table(name, "ALTER MATERIALIZED VIEW", at)?;
        self.merge_options(t, &name.name, with, at);
        Ok(())
    }

    /// `WITH` options of an ALTER: each replaces the option of the same name.
    fn merge_options(&mut self, t: usize, tname: &str, with: &TableOptions, at: usize) {
        if !with.order.is_empty() || with.compact_storage {
            self.note(
                at,
                at,
                text!(
                    "ALTER {tname}: CLUSTERING ORDER and COMPACT STORAGE cannot be changed after creation; ignored",
                    "ALTER {tname}：CLUSTERING ORDER 和 COMPACT STORAGE 在创建后不能修改；已忽略"
                ),
            );
        }
        let options = self.options(tname, with, at);
        if let Some(table) = self.tables.get_mut(t) {
            table.options.extend(options);
        }
    }

    pub(super) fn alter_type(&mut self, name: &QualifiedName, change: AlterType, at: usize) -> Result<(), Reject> {
        let keyspace = self.keyspace_of(name);
        let Some(udt) = self.udts.iter_mut().find(|u| u.keyspace == keyspace && u.name == name.name) else {
            return Err(reject(
                at,
                text!(
                    "ALTER TYPE {}: no such type is defined before it; the statement is skipped",
                    "ALTER TYPE {}：在此之前没有定义这个类型；跳过该语句",
                    name.name
                ),
            ));
        };
        let tname = name.name.clone();
        match change {
            AlterType::Add { if_not_exists, field: (field, ty) } => {
                if udt.fields.iter().any(|f| f.name == field.name) {
                    if !if_not_exists {
                        return Err(reject(
                            field.offset,
                            text!(
                                "ALTER TYPE {tname} ADD {}: the field already exists; skipped",
                                "ALTER TYPE {tname} ADD {}：该字段已经存在；已跳过",
                                field.name
                            ),
                        ));
                    }
                    return Ok(());
                }
                udt.fields.push(Field { name: field.name, ty, extra: Default::default() });
            }
            AlterType::Rename(pairs) => {
                for (from, to) in pairs {
                    if udt.fields.iter().any(|f| f.name == to.name) {
                        self.note(
                            to.offset,
                            at,
                            text!(
                                "ALTER TYPE {tname} RENAME {} TO {}: the type already has a field {}; skipped",
                                "ALTER TYPE {tname} RENAME {} TO {}：类型中已有字段 {}；已跳过",
                                from.name,
                                to.name,
                                to.name
                            ),
                        );
                        return Ok(());
                    }
                    let Some(f) = udt.fields.iter_mut().find(|f| f.name == from.name) else {
                        self.note(
                            from.offset,
                            at,
                            text!(
                                "ALTER TYPE {tname} RENAME {}: no such field; skipped",
                                "ALTER TYPE {tname} RENAME {}：没有这个字段；已跳过",
                                from.name
                            ),
                        );
                        return Ok(());
                    };
                    f.name = to.name;
                }
            }
            AlterType::FieldType(field, ty) => {
                let Some(f) = udt.fields.iter_mut().find(|f| f.name == field.name) else {
                    return Err(reject(
                        field.offset,
                        text!("ALTER TYPE {tname} ALTER {}: no such field; skipped", "ALTER TYPE {tname} ALTER {}：没有这个字段；已跳过", field.name),
                    ));
                };
                f.ty = ty;
            }
        }
        Ok(())
    }

    pub(super) fn drop(&mut self, d: &DropStatement, at: usize) -> Result<(), Reject> {
        let what = d.kind.keywords();
        let missing = |name: &str| {
            reject(at, text!("{what} {name}: nothing of that name is defined before it; ignored", "{what} {name}：在此之前没有定义这个名称；已忽略"))
        };
        match d.kind {
            DropKind::Keyspace => {
                let ks = d.name.name.as_str();
                let existed = self.keyspaces.iter().any(|k| k.name == ks);
                self.keyspaces.retain(|k| k.name != ks);
                self.udts.retain(|u| u.keyspace.as_deref() != Some(ks));
                let before = self.tables.len();
                self.tables.retain(|t| t.keyspace.as_deref() != Some(ks));
                if self.tables.len() != before {
                    self.reindex_tables();
                }
                if !existed && before == self.tables.len() && !d.if_exists {
                    return Err(missing(ks));
                }
            }
            DropKind::Table | DropKind::View => {
                let keyspace = self.keyspace_of(&d.name);
                let Some(t) = self.find_table(&keyspace, &d.name.name) else {
                    return if d.if_exists { Ok(()) } else { Err(missing(&d.name.name)) };
                };
                let is_view = self.tables.get(t).is_some_and(|t| t.view_of.is_some());
                if is_view != (d.kind == DropKind::View) {
                    let zh = if is_view { "它是物化视图" } else { "它是表，不是物化视图" };
                    let en = if is_view { "it is a materialized view" } else { "it is a table, not a materialized view" };
                    return Err(reject(at, text!("{what} {}: {en}; skipped", "{what} {}：{zh}；已跳过", d.name.name)));
                }
                let views: Vec<String> = self
                    .tables
                    .iter()
                    .filter(|v| v.keyspace == keyspace && v.view_of.as_deref() == Some(d.name.name.as_str()))
                    .map(|v| v.name.clone())
                    .collect();
                if !views.is_empty() {
                    let views = views.join(", ");
                    return Err(reject(
                        at,
                        text!(
                            "{what} {}: materialized views ({views}) depend on it, so Cassandra refuses; skipped",
                            "{what} {}：物化视图（{views}）依赖于它，Cassandra 会拒绝；已跳过",
                            d.name.name
                        ),
                    ));
                }
                self.tables.remove(t);
                self.reindex_tables();
            }
            DropKind::Type => {
                let keyspace = self.keyspace_of(&d.name);
                let Some(u) = self.udts.iter().position(|u| u.keyspace == keyspace && u.name == d.name.name) else {
                    return if d.if_exists { Ok(()) } else { Err(missing(&d.name.name)) };
                };
                let name = d.name.name.as_str();
                let users: Vec<String> = self
                    .tables
                    .iter()
                    .filter(|t| t.keyspace == keyspace && t.columns.iter().any(|c| c.ty.udts().contains(&name)))
                    .map(|t| t.name.clone())
                    .chain(
                        self.udts
                            .iter()
                            .filter(|o| o.keyspace == keyspace && o.fields.iter().any(|f| f.ty.udts().contains(&name)))
                            .map(|o| o.name.clone()),
                    )
                    .collect();
                if !users.is_empty() {
                    let users = users.join(", ");
                    return Err(reject(
                        at,
                        text!(
                            "DROP TYPE {name}: {users} still use it, so Cassandra refuses; skipped",
                            "DROP TYPE {name}：{users} 仍在使用它，Cassandra 会拒绝；已跳过"
                        ),
                    ));
                }
                self.udts.remove(u);
            }
            DropKind::Index => {
                let keyspace = self.keyspace_of(&d.name);
                let name = d.name.name.as_str();
                let found = self.tables.iter_mut().filter(|t| t.keyspace == keyspace).find_map(|t| {
                    let pos = t.indexes.iter().position(|i| i.effective_name(&t.name) == name)?;
                    t.indexes.remove(pos);
                    Some(())
                });
                if found.is_none() && !d.if_exists {
                    return Err(missing(name));
                }
            }
        }
        Ok(())
    }
}
