//! `ALTER TABLE | TYPE | MATERIALIZED VIEW` and `DROP …`, applied to what the statements before
//! them defined, as Cassandra would: a change Cassandra refuses is skipped with a note naming
//! it, and so is a change to something that does not exist (unless `IF EXISTS` says that is
//! fine).

use super::{Reject, SchemaBuilder, reject};
use crate::cql::ast::{AlterTable, AlterType, DropKind, DropStatement, QualifiedName, TableOptions};
use crate::logical::Role;
use crate::msg;
use crate::project::{ColumnDef, Field};

impl SchemaBuilder<'_> {
    /// The position of the table (or view) a statement names.
    fn existing_table(&self, name: &QualifiedName, what: &str, at: usize) -> Result<usize, Reject> {
        let keyspace = self.keyspace_of(name);
        self.find_table(&keyspace, &name.name).ok_or_else(|| {
            reject(at, msg!("import-no-such-table", what = what.to_string(), name = name.name.to_string()))
        })
    }

    pub(super) fn alter_table(&mut self, name: &QualifiedName, change: AlterTable, at: usize) -> Result<(), Reject> {
        let t = self.existing_table(name, "ALTER TABLE", at)?;
        let tname = name.name.clone();
        let Some(table) = self.tables.get(t) else { return Ok(()) };
        if table.view_of.is_some() && !matches!(change, AlterTable::With(_)) {
            return Err(reject(at, msg!("import-alter-table-on-view", table = tname.to_string())));
        }
        match change {
            AlterTable::Add { if_not_exists, columns } => {
                // Each column is looked up by name, and pushed: n columns added cost n, not n².
                for c in columns {
                    let lookup = self.table_lookup(t);
                    let (exists, clustering) = (lookup.columns.contains_key(&c.name.name), lookup.clustering);
                    if exists {
                        if !if_not_exists {
                            self.note(
                                c.name.offset,
                                at,
                                msg!(
                                    "import-alter-add-exists",
                                    table = tname.to_string(),
                                    column = c.name.name.to_string()
                                ),
                            );
                        }
                        continue;
                    }
                    if c.primary_key {
                        self.note(
                            c.name.offset,
                            at,
                            msg!(
                                "import-alter-add-to-key",
                                table = tname.to_string(),
                                column = c.name.name.to_string()
                            ),
                        );
                        continue;
                    }
                    let role = if c.is_static && clustering { Role::Static } else { Role::Regular };
                    let Some(table) = self.tables.get_mut(t) else { return Ok(()) };
                    let position = table.columns.len();
                    if table.columns.last().is_some_and(|l| super::role_rank(l.role) > super::role_rank(role)) {
                        self.unsorted.insert(t);
                    }
                    table.columns.push(ColumnDef {
                        name: c.name.name.clone(),
                        ty: c.ty,
                        role,
                        indexed: false,
                        mask: c.mask,
                        extra: Default::default(),
                    });
                    self.table_lookup(t).columns.insert(c.name.name, position);
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
                                msg!(
                                    "import-alter-drop-missing",
                                    table = tname.to_string(),
                                    column = n.name.to_string()
                                ),
                            );
                        }
                        continue;
                    };
                    if table.columns.get(pos).is_some_and(|c| c.role.is_key()) {
                        self.note(
                            n.offset,
                            at,
                            msg!("import-alter-drop-key", table = tname.to_string(), column = n.name.to_string()),
                        );
                        continue;
                    }
                    if let Some(i) = table.indexes.iter().find(|i| i.column.as_deref() == Some(n.name.as_str())) {
                        let idx = i.effective_name(&tname);
                        self.note(
                            n.offset,
                            at,
                            msg!(
                                "import-alter-drop-indexed",
                                table = tname.to_string(),
                                column = n.name.to_string(),
                                index = idx.to_string()
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
                            msg!(
                                "import-alter-rename-taken",
                                table = tname.to_string(),
                                column = from.name.to_string(),
                                to = to.name.to_string(),
                                existing = to.name.to_string()
                            ),
                        );
                        continue;
                    }
                    let Some(c) = table.columns.iter_mut().find(|c| c.name == from.name) else {
                        self.note(
                            from.offset,
                            at,
                            msg!(
                                "import-alter-rename-missing",
                                table = tname.to_string(),
                                column = from.name.to_string()
                            ),
                        );
                        continue;
                    };
                    if !c.role.is_key() {
                        self.note(
                            from.offset,
                            at,
                            msg!(
                                "import-alter-rename-not-key",
                                table = tname.to_string(),
                                column = from.name.to_string()
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
                let Some(c) = self.tables.get_mut(t).and_then(|t| t.columns.iter_mut().find(|c| c.name == col.name))
                else {
                    return Err(reject(
                        col.offset,
                        msg!("import-alter-alter-missing", table = tname.to_string(), column = col.name),
                    ));
                };
                c.ty = ty;
            }
            AlterTable::Mask(col, mask) => {
                let Some(c) = self.tables.get_mut(t).and_then(|t| t.columns.iter_mut().find(|c| c.name == col.name))
                else {
                    return Err(reject(
                        col.offset,
                        msg!("import-alter-alter-missing", table = tname.to_string(), column = col.name),
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
            self.note(at, at, msg!("import-alter-fixed-options", table = tname.to_string()));
        }
        let options = self.options(tname, with, at);
        if let Some(table) = self.tables.get_mut(t) {
            table.options.extend(options);
        }
    }

    pub(super) fn alter_type(&mut self, name: &QualifiedName, change: AlterType, at: usize) -> Result<(), Reject> {
        let keyspace = self.keyspace_of(name);
        let is_it = |u: &crate::project::UdtDef| u.keyspace == keyspace && u.name == name.name;
        // The type the ADD before this one changed, without a scan of every type.
        let last = self.type_fields.as_ref().map(|(u, _)| *u).filter(|u| self.udts.get(*u).is_some_and(is_it));
        let Some(u) = last.or_else(|| self.udts.iter().position(is_it)) else {
            return Err(reject(at, msg!("import-alter-type-missing", name = name.name.to_string())));
        };
        let tname = name.name.clone();
        if let AlterType::Add { if_not_exists, field: (field, ty) } = change {
            // Field names in a set kept while ADDs follow each other: n fields added cost n.
            let fields = match &mut self.type_fields {
                Some((position, names)) if *position == u => names,
                slot => &mut slot.insert((u, self.udts[u].fields.iter().map(|f| f.name.clone()).collect())).1,
            };
            if !fields.insert(field.name.clone()) {
                if !if_not_exists {
                    return Err(reject(
                        field.offset,
                        msg!("import-alter-type-add-exists", type = tname, field = field.name),
                    ));
                }
                return Ok(());
            }
            self.udts[u].fields.push(Field { name: field.name, ty, extra: Default::default() });
            return Ok(());
        }
        let udt = &mut self.udts[u];
        match change {
            AlterType::Add { .. } => {}
            AlterType::Rename(pairs) => {
                for (from, to) in pairs {
                    if udt.fields.iter().any(|f| f.name == to.name) {
                        self.note(
                            to.offset,
                            at,
                            msg!("import-alter-type-rename-taken", type = tname, field = from.name, to = to.name.to_string(), existing = to.name),
                        );
                        return Ok(());
                    }
                    let Some(f) = udt.fields.iter_mut().find(|f| f.name == from.name) else {
                        self.note(
                            from.offset,
                            at,
                            msg!("import-alter-type-rename-missing", type = tname, field = from.name),
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
                        msg!("import-alter-type-alter-missing", type = tname, field = field.name),
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
            reject(at, msg!("import-nothing-of-that-name", what = what.to_string(), name = name.to_string()))
        };
        match d.kind {
            DropKind::Keyspace => {
                let ks = d.name.name.as_str();
                let existed = self.keyspace_names.remove(ks);
                self.keyspaces.retain(|k| k.name != ks);
                let types = self.udts.len();
                self.udts.retain(|u| u.keyspace.as_deref() != Some(ks));
                if self.udts.len() != types {
                    self.udt_names = self.udts.iter().map(|u| (u.keyspace.clone(), u.name.clone())).collect();
                }
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
                    let why = if is_view { msg!("import-it-is-a-view") } else { msg!("import-it-is-a-table") };
                    return Err(reject(
                        at,
                        msg!("import-skipped", what = what.to_string(), name = d.name.name.to_string(), why = why),
                    ));
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
                        msg!(
                            "import-views-depend",
                            what = what.to_string(),
                            name = d.name.name.to_string(),
                            views = views
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
                    return Err(reject(at, msg!("import-drop-type-in-use", name = name.to_string(), users = users)));
                }
                let gone = self.udts.remove(u);
                self.udt_names.remove(&(gone.keyspace, gone.name));
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
