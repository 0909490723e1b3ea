//! A small CQL schema reader of its own, independent of model-core's importer: it replays the
//! DDL of a script (CREATE, ALTER and DROP of keyspaces, types, tables, indexes and views, and
//! USE) into a normalised schema, so that a source script and the CQL exported from its import
//! can be compared object by object. It follows the CQL reference's grammar loosely and checks
//! nothing: what it cannot read it lists in [`Schema::unread`].

use std::collections::BTreeMap;

/// A token: its normalised text and where it is.
#[derive(Clone, Debug, PartialEq)]
struct Tok {
    kind: K,
    text: String,
    start: usize,
    end: usize,
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum K {
    Word,
    Quoted,
    Str,
    Num,
    Punct,
}

fn tokens(src: &str) -> Vec<Tok> {
    let b = src.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let start = i;
        let next = b.get(i + 1).copied();
        if c.is_ascii_whitespace() {
            i += 1;
        } else if (c == b'-' && next == Some(b'-')) || (c == b'/' && next == Some(b'/')) {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
        } else if c == b'/' && next == Some(b'*') {
            i = src[i + 2..].find("*/").map_or(b.len(), |p| i + 2 + p + 2);
        } else if c == b'$' && next == Some(b'$') {
            let end = src[i + 2..].find("$$").map_or(b.len(), |p| i + 2 + p);
            out.push(Tok { kind: K::Str, text: src[i + 2..end].to_owned(), start, end: (end + 2).min(b.len()) });
            i = (end + 2).min(b.len());
        } else if c == b'\'' || c == b'"' {
            let mut text = String::new();
            i += 1;
            let mut piece = i;
            while i < b.len() {
                if b[i] == c {
                    text.push_str(&src[piece..i]);
                    if b.get(i + 1) == Some(&c) {
                        text.push(char::from(c));
                        i += 2;
                        piece = i;
                        continue;
                    }
                    break;
                }
                i += 1;
            }
            i = (i + 1).min(b.len());
            out.push(Tok { kind: if c == b'\'' { K::Str } else { K::Quoted }, text, start, end: i });
        } else if c.is_ascii_alphabetic() || c == b'_' {
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            out.push(Tok { kind: K::Word, text: src[start..i].to_ascii_lowercase(), start, end: i });
        } else if c.is_ascii_digit() {
            while i < b.len()
                && (b[i].is_ascii_alphanumeric()
                    || b[i] == b'.'
                    || ((b[i] == b'-' || b[i] == b'+') && matches!(b[i - 1], b'e' | b'E')))
            {
                i += 1;
            }
            out.push(Tok { kind: K::Num, text: src[start..i].to_owned(), start, end: i });
        } else {
            let len = src[i..].chars().next().map_or(1, char::len_utf8);
            out.push(Tok { kind: K::Punct, text: src[i..i + len].to_owned(), start, end: i + len });
            i += len;
        }
    }
    out
}

/// A normalised table or materialized view.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TableShape {
    /// Column name → normalised type.
    pub columns: BTreeMap<String, String>,
    /// Static columns.
    pub statics: Vec<String>,
    /// Partition key columns in order.
    pub partition: Vec<String>,
    /// Clustering columns in order, with `ASC` or `DESC`.
    pub clustering: Vec<(String, String)>,
    /// Option name → normalised value (`comment` and the clustering order excluded).
    pub options: BTreeMap<String, String>,
    /// Column name → normalised mask.
    pub masks: BTreeMap<String, String>,
    /// For a view: its base table.
    pub view_of: Option<String>,
}

/// A normalised index.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct IndexShape {
    /// The name was written (else it is Cassandra's default).
    pub named: bool,
    /// The table.
    pub table: String,
    /// `column`, `keys(column)`, ..., or empty.
    pub target: String,
    /// The class, as written.
    pub class: Option<String>,
    /// Options, unquoted.
    pub options: BTreeMap<String, String>,
}

/// Where an object's defining statement is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Origin {
    /// The statement's text.
    pub statement: String,
    /// Its 1-based line.
    pub line: usize,
}

/// A whole schema, as its statements leave it. Keys are `keyspace.name` (the keyspace empty
/// when the script never names one).
#[derive(Clone, Debug, Default)]
pub struct Schema {
    /// Keyspace → replication map (class shortened, values unquoted) and `durable_writes`.
    pub keyspaces: BTreeMap<String, (BTreeMap<String, String>, bool)>,
    /// `ks.type` → fields and normalised types, in order.
    pub types: BTreeMap<String, Vec<(String, String)>>,
    /// `ks.table` → shape (views included).
    pub tables: BTreeMap<String, TableShape>,
    /// `ks.index_name` (Cassandra's default name for unnamed ones) → shape.
    pub indexes: BTreeMap<String, IndexShape>,
    /// The CREATE statement of each type, table, view and index, by key.
    pub origins: BTreeMap<String, Origin>,
    /// Statements this reader did not understand (first words), for the test's own checks.
    pub unread: Vec<String>,
}

/// Reads a script (or several, concatenated in order) into a [`Schema`].
pub fn read(scripts: &[&str]) -> Schema {
    let mut schema = Schema::default();
    let mut current = String::new();
    for src in scripts {
        let toks = tokens(src);
        for stmt in toks.split(|t| t.kind == K::Punct && t.text == ";") {
            let (Some(a), Some(b)) = (stmt.first(), stmt.last()) else { continue };
            let origin =
                Origin { statement: src[a.start..b.end].to_owned(), line: src[..a.start].matches('\n').count() + 1 };
            let mut p = Cursor { t: stmt, i: 0, current: &mut current };
            if p.statement(&mut schema, origin).is_none() {
                let words: Vec<&str> = stmt.iter().take(3).map(|t| t.text.as_str()).collect();
                schema.unread.push(words.join(" "));
            }
        }
    }
    schema
}

struct Cursor<'a> {
    t: &'a [Tok],
    i: usize,
    current: &'a mut String,
}

impl Cursor<'_> {
    fn peek(&self) -> Option<&Tok> {
        self.t.get(self.i)
    }
    fn at(&self, w: &str) -> bool {
        self.peek().is_some_and(|t| t.text == w && matches!(t.kind, K::Word | K::Punct))
    }
    fn eat(&mut self, w: &str) -> bool {
        let yes = self.at(w);
        if yes {
            self.i += 1;
        }
        yes
    }
    fn expect(&mut self, w: &str) -> Option<()> {
        self.eat(w).then_some(())
    }
    fn name(&mut self) -> Option<String> {
        let t = self.peek()?;
        if !matches!(t.kind, K::Word | K::Quoted) {
            return None;
        }
        let n = t.text.clone();
        self.i += 1;
        Some(n)
    }
    /// `[ks.]name` → (`ks`, `name`), `ks` from USE when not written.
    fn qualified(&mut self) -> Option<(String, String)> {
        let first = self.name()?;
        if self.eat(".") { Some((first, self.name()?)) } else { Some((self.current.clone(), first)) }
    }
    fn if_exists(&mut self) {
        if self.eat("if") {
            self.eat("not");
            self.eat("exists");
        }
    }

    /// A type up to the next `,` or `)` at depth 0 or a column keyword, normalised.
    fn ty(&mut self) -> Option<String> {
        let mut depth = 0i32;
        let mut out = String::new();
        while let Some(t) = self.peek() {
            if depth == 0
                && (t.text == ","
                    || t.text == ")"
                    || (t.kind == K::Word && ["static", "primary", "masked"].contains(&t.text.as_str())))
            {
                break;
            }
            if t.text == "<" {
                depth += 1;
            }
            if t.text == ">" {
                depth -= 1;
            }
            if matches!(t.kind, K::Word | K::Quoted) && self.t.get(self.i + 1).is_some_and(|n| n.text == ".") {
                self.i += 2; // a keyspace qualifier
                continue;
            }
            out.push_str(if t.kind == K::Word && t.text == "varchar" { "text" } else { &t.text });
            self.i += 1;
        }
        (!out.is_empty()).then_some(out)
    }

    /// Tokens up to `AND` (or the end) at depth 0, as normalised text.
    fn value(&mut self) -> String {
        let mut depth = 0i32;
        let mut out = String::new();
        while let Some(t) = self.peek() {
            if depth == 0 && t.kind == K::Word && t.text == "and" {
                break;
            }
            match t.text.as_str() {
                "{" | "[" | "(" => depth += 1,
                "}" | "]" | ")" => depth -= 1,
                _ => {}
            }
            out.push_str(&match t.kind {
                K::Str => format!("'{}'", t.text.replace('\'', "''")),
                K::Quoted => format!("\"{}\"", t.text),
                _ => t.text.clone(),
            });
            self.i += 1;
        }
        out
    }

    /// `{'k': 'v', ...}` → unquoted map.
    fn map(&mut self) -> Option<BTreeMap<String, String>> {
        self.expect("{")?;
        let mut out = BTreeMap::new();
        while !self.eat("}") {
            let k = self.peek()?.text.clone();
            self.i += 1;
            self.expect(":")?;
            let v = self.peek()?.text.clone();
            self.i += 1;
            out.insert(k, v);
            self.eat(",");
        }
        Some(out)
    }

    /// `WITH ...` of a table or view into `shape`.
    fn with(&mut self, shape: &mut TableShape) -> Option<()> {
        if !self.eat("with") {
            return Some(());
        }
        loop {
            if self.eat("clustering") {
                self.expect("order")?;
                self.expect("by")?;
                self.expect("(")?;
                while !self.eat(")") {
                    let c = self.name()?;
                    let dir = if self.eat("desc") { "DESC" } else { "ASC" };
                    self.eat("asc");
                    if let Some(e) = shape.clustering.iter_mut().find(|(n, _)| *n == c) {
                        dir.clone_into(&mut e.1);
                    }
                    self.eat(",");
                }
            } else if self.eat("compact") {
                self.expect("storage")?;
            } else {
                let k = self.name()?.to_ascii_lowercase();
                self.expect("=")?;
                let v = self.value();
                shape.options.insert(k, v);
            }
            if !self.eat("and") {
                return Some(());
            }
        }
    }

    /// `(a, b)` or `((a, b), c)` after PRIMARY KEY.
    fn key(&mut self, shape: &mut TableShape) -> Option<()> {
        self.expect("(")?;
        if self.eat("(") {
            while !self.eat(")") {
                shape.partition.push(self.name()?);
                self.eat(",");
            }
        } else {
            shape.partition.push(self.name()?);
        }
        while self.eat(",") {
            shape.clustering.push((self.name()?, "ASC".to_owned()));
        }
        self.expect(")")
    }

    /// `DEFAULT` or `fn(args)` after MASKED WITH, as `fn(a, b)`.
    fn mask(&mut self) -> Option<String> {
        if self.eat("default") {
            return Some("mask_default()".to_owned());
        }
        let mut name = String::new();
        while !self.at("(") {
            name.push_str(&self.peek()?.text);
            self.i += 1;
        }
        self.i += 1;
        let mut args = Vec::new();
        while !self.eat(")") {
            let t = self.peek()?;
            if t.text != "," {
                args.push(if t.kind == K::Str { format!("'{}'", t.text) } else { t.text.clone() });
            }
            self.i += 1;
        }
        Some(format!("{name}({})", args.join(", ")))
    }

    fn statement(&mut self, s: &mut Schema, origin: Origin) -> Option<()> {
        if self.eat("use") {
            *self.current = self.name()?;
            return Some(());
        }
        if self.eat("create") {
            return self.create(s, origin);
        }
        if self.eat("alter") {
            return self.alter(s);
        }
        if self.eat("drop") {
            return self.drop(s);
        }
        // INSERT, UPDATE, SELECT, ...: no schema.
        self.peek().filter(|t| t.kind == K::Word).map(|_| ())
    }

    fn create(&mut self, s: &mut Schema, origin: Origin) -> Option<()> {
        if self.eat("keyspace") || self.eat("schema") {
            self.if_exists();
            let name = self.name()?;
            let ks = self.keyspace_options()?;
            s.keyspaces.entry(name).or_insert((ks.0, ks.1.unwrap_or(true)));
            return Some(());
        }
        if self.eat("type") {
            self.if_exists();
            let (ks, name) = self.qualified()?;
            self.expect("(")?;
            let mut fields = Vec::new();
            while !self.eat(")") {
                let f = self.name()?;
                fields.push((f, self.ty()?));
                self.eat(",");
            }
            let key = format!("{ks}.{name}");
            s.origins.entry(key.clone()).or_insert(origin);
            s.types.entry(key).or_insert(fields);
            return Some(());
        }
        if self.eat("table") || self.eat("columnfamily") {
            self.if_exists();
            let (ks, name) = self.qualified()?;
            self.expect("(")?;
            let mut shape = TableShape::default();
            while !self.eat(")") {
                if self.eat("primary") {
                    self.expect("key")?;
                    self.key(&mut shape)?;
                } else {
                    let c = self.name()?;
                    let ty = self.ty()?;
                    loop {
                        if self.eat("static") {
                            shape.statics.push(c.clone());
                        } else if self.eat("primary") {
                            self.expect("key")?;
                            shape.partition.push(c.clone());
                        } else if self.eat("masked") {
                            self.expect("with")?;
                            let m = self.mask()?;
                            shape.masks.insert(c.clone(), m);
                        } else {
                            break;
                        }
                    }
                    shape.columns.insert(c, ty);
                }
                self.eat(",");
            }
            self.with(&mut shape)?;
            let key = format!("{ks}.{name}");
            s.origins.entry(key.clone()).or_insert(origin);
            s.tables.entry(key).or_insert(shape);
            return Some(());
        }
        if self.eat("materialized") {
            self.expect("view")?;
            self.if_exists();
            let (ks, name) = self.qualified()?;
            self.expect("as")?;
            self.expect("select")?;
            let mut cols = Vec::new();
            if !self.eat("*") {
                loop {
                    cols.push(self.name()?);
                    if !self.eat(",") {
                        break;
                    }
                }
            }
            self.expect("from")?;
            let (_, base) = self.qualified()?;
            while !self.at("primary") {
                self.peek()?;
                self.i += 1;
            }
            self.i += 1;
            self.expect("key")?;
            let base_shape = s.tables.get(&format!("{ks}.{base}")).cloned().unwrap_or_default();
            let mut shape = TableShape { view_of: Some(base), ..TableShape::default() };
            self.key(&mut shape)?;
            for (c, ty) in &base_shape.columns {
                if cols.is_empty() || cols.contains(c) {
                    shape.columns.insert(c.clone(), ty.clone());
                }
            }
            self.with(&mut shape)?;
            let key = format!("{ks}.{name}");
            s.origins.entry(key.clone()).or_insert(origin);
            s.tables.entry(key).or_insert(shape);
            return Some(());
        }
        self.eat("custom");
        if self.eat("index") {
            self.if_exists();
            let name = if self.at("on") { None } else { Some(self.name()?) };
            self.expect("on")?;
            let (ks, table) = self.qualified()?;
            self.expect("(")?;
            let mut target = String::new();
            let mut column = None;
            while !self.eat(")") {
                let t = self.peek()?;
                if t.kind == K::Quoted || t.kind == K::Word && self.t.get(self.i + 1).is_none_or(|n| n.text != "(") {
                    column = Some(t.text.clone());
                }
                target.push_str(&t.text);
                self.i += 1;
            }
            let class = if self.eat("using") {
                let c = self.peek()?.text.clone();
                self.i += 1;
                Some(c)
            } else {
                None
            };
            let mut options = BTreeMap::new();
            if self.eat("with") {
                self.expect("options")?;
                self.expect("=")?;
                options = self.map()?;
            }
            let named = name.is_some();
            let name = name.unwrap_or_else(|| match &column {
                Some(c) => format!("{table}_{c}_idx"),
                None => format!("{table}_idx"),
            });
            let key = format!("{ks}.{name}");
            s.origins.entry(key.clone()).or_insert(origin);
            s.indexes.entry(key).or_insert(IndexShape { named, table, target, class, options });
            return Some(());
        }
        None
    }

    fn keyspace_options(&mut self) -> Option<(BTreeMap<String, String>, Option<bool>)> {
        let mut replication = BTreeMap::new();
        let mut durable = None;
        if self.eat("with") {
            loop {
                let k = self.name()?;
                self.expect("=")?;
                if k == "replication" {
                    replication = self.map()?;
                    if let Some(c) = replication.get_mut("class") {
                        *c = c.rsplit('.').next().unwrap_or_default().to_owned();
                    }
                } else {
                    durable = Some(self.value() != "false");
                }
                if !self.eat("and") {
                    break;
                }
            }
        }
        Some((replication, durable))
    }

    fn alter(&mut self, s: &mut Schema) -> Option<()> {
        if self.eat("keyspace") {
            let name = self.name()?;
            let (r, d) = self.keyspace_options()?;
            let ks = s.keyspaces.get_mut(&name)?;
            if !r.is_empty() {
                ks.0 = r;
            }
            if let Some(d) = d {
                ks.1 = d;
            }
            return Some(());
        }
        if self.eat("type") {
            self.if_exists();
            let (ks, name) = self.qualified()?;
            let fields = s.types.get_mut(&format!("{ks}.{name}"))?;
            if self.eat("add") {
                self.if_exists();
                let f = self.name()?;
                let ty = self.ty()?;
                if !fields.iter().any(|(n, _)| *n == f) {
                    fields.push((f, ty));
                }
            } else if self.eat("rename") {
                loop {
                    let from = self.name()?;
                    self.expect("to")?;
                    let to = self.name()?;
                    if let Some(f) = fields.iter_mut().find(|(n, _)| *n == from) {
                        f.0 = to;
                    }
                    if !self.eat("and") {
                        break;
                    }
                }
            }
            return Some(());
        }
        let view = self.eat("materialized") && self.eat("view");
        if !view {
            self.expect("table")?;
        }
        self.if_exists();
        let (ks, name) = self.qualified()?;
        let key = format!("{ks}.{name}");
        let mut shape = s.tables.get(&key)?.clone();
        if self.eat("add") {
            self.if_exists();
            let paren = self.eat("(");
            loop {
                let c = self.name()?;
                let ty = self.ty()?;
                if self.eat("static") {
                    shape.statics.push(c.clone());
                }
                if self.eat("masked") {
                    self.expect("with")?;
                    let m = self.mask()?;
                    shape.masks.insert(c.clone(), m);
                }
                shape.columns.entry(c).or_insert(ty);
                if !self.eat(",") || paren && self.at(")") {
                    break;
                }
            }
        } else if self.eat("drop") {
            self.if_exists();
            let paren = self.eat("(");
            loop {
                let c = self.name()?;
                shape.columns.remove(&c);
                shape.masks.remove(&c);
                shape.statics.retain(|x| *x != c);
                if !self.eat(",") {
                    break;
                }
            }
            if paren {
                self.expect(")")?;
            }
        } else if self.eat("rename") {
            self.if_exists();
            loop {
                let from = self.name()?;
                self.expect("to")?;
                let to = self.name()?;
                if let Some(ty) = shape.columns.remove(&from) {
                    shape.columns.insert(to.clone(), ty);
                }
                for p in shape.partition.iter_mut().filter(|p| **p == from) {
                    p.clone_from(&to);
                }
                for c in shape.clustering.iter_mut().filter(|c| c.0 == from) {
                    c.0.clone_from(&to);
                }
                if !self.eat("and") {
                    break;
                }
            }
        } else if self.eat("alter") {
            let c = self.name()?;
            if self.eat("type") {
                let ty = self.ty()?;
                shape.columns.insert(c, ty);
            } else if self.eat("masked") {
                self.expect("with")?;
                let m = self.mask()?;
                shape.masks.insert(c, m);
            } else {
                self.expect("drop")?;
                shape.masks.remove(&c);
            }
        } else {
            self.with(&mut shape)?;
        }
        s.tables.insert(key, shape);
        Some(())
    }

    fn drop(&mut self, s: &mut Schema) -> Option<()> {
        let kind = self.peek()?.text.clone();
        self.i += 1;
        if kind == "materialized" {
            self.expect("view")?;
        }
        self.if_exists();
        if kind == "keyspace" {
            let ks = self.name()?;
            s.keyspaces.remove(&ks);
            let prefix = format!("{ks}.");
            s.tables.retain(|k, _| !k.starts_with(&prefix));
            s.types.retain(|k, _| !k.starts_with(&prefix));
            s.indexes.retain(|k, _| !k.starts_with(&prefix));
            return Some(());
        }
        let (ks, name) = self.qualified()?;
        let key = format!("{ks}.{name}");
        match kind.as_str() {
            "table" | "materialized" => {
                s.tables.remove(&key);
                s.indexes.retain(|k, i| !(k.starts_with(&format!("{ks}.")) && i.table == name));
            }
            "type" => {
                s.types.remove(&key);
            }
            "index" => {
                s.indexes.remove(&key);
            }
            _ => return None,
        }
        s.origins.remove(&key);
        Some(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replays_creates_alters_and_drops() {
        let s = read(&[
            "CREATE KEYSPACE k WITH replication = {'class': 'org.apache.cassandra.locator.NetworkTopologyStrategy', 'replication_factor': '3'};\n\
             USE k; CREATE TYPE t (a int, b varchar, ); -- c\n\
             CREATE TABLE x (id uuid, at timestamp, v frozen<k.t>, s text static, PRIMARY KEY ((id), at)) WITH CLUSTERING ORDER BY (at DESC) AND compaction = { 'class' : 'X' };\n\
             CREATE CUSTOM INDEX ON x () USING 'c.I' WITH OPTIONS = {'a': 'b'};\n\
             CREATE INDEX named ON x (keys(v));\n\
             ALTER TABLE x ADD n int; ALTER TABLE x DROP s; ALTER TYPE t RENAME a TO aa; DROP INDEX named;",
        ]);
        assert_eq!(s.keyspaces["k"].0["class"], "NetworkTopologyStrategy");
        assert_eq!(s.types["k.t"], [("aa".to_owned(), "int".to_owned()), ("b".to_owned(), "text".to_owned())]);
        let x = &s.tables["k.x"];
        assert_eq!(x.columns.keys().collect::<Vec<_>>(), ["at", "id", "n", "v"]);
        assert_eq!(x.columns["v"], "frozen<t>");
        assert_eq!(x.clustering, [("at".to_owned(), "DESC".to_owned())]);
        assert_eq!(x.options["compaction"], "{'class':'X'}");
        assert_eq!(s.indexes.keys().collect::<Vec<_>>(), ["k.x_idx"]);
        assert_eq!(s.indexes["k.x_idx"].class.as_deref(), Some("c.I"));
        assert!(s.unread.is_empty(), "{:?}", s.unread);
    }
}
