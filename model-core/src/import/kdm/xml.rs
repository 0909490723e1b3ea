//! A small, forgiving XML reader: elements, attributes and text into a flat tree.
//!
//! Enough for KDM's files (no namespaces, no DTD): comments, processing instructions, CDATA
//! and the predefined and numeric entities are handled; mismatched end tags close what they
//! can and never abort. Iterative throughout (no recursion), so any nesting depth is safe.

use rustc_hash::FxHashMap;

/// Index of an element in [`XmlTree::elements`].
pub type NodeId = usize;

/// One element.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Element {
    /// Tag name as written.
    pub name: String,
    /// Attributes in order, values with entities decoded.
    pub attrs: Vec<(String, String)>,
    /// Child elements in order.
    pub children: Vec<NodeId>,
    /// The element's own text (its text pieces joined, entities decoded, not trimmed).
    pub text: String,
    /// Byte offset of the `<` that opens it.
    pub offset: usize,
}

/// A parsed document: element 0 is a synthetic root holding the top-level elements.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct XmlTree {
    /// Every element; index 0 is the root.
    pub elements: Vec<Element>,
    /// The first place where the text is not well-formed, if any (the reader went on).
    pub malformed: Option<Malformed>,
}

/// A place where the text is not well-formed XML.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Malformed {
    /// Byte offset of the tag concerned.
    pub offset: usize,
    /// What is wrong.
    pub problem: Problem,
}

/// What is not well-formed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// An end tag that matches no open element.
    Unmatched(String),
    /// An end tag that closes an element opened earlier while others inside it are open.
    Mismatched {
        /// The end tag's name.
        end: String,
        /// The innermost element left open.
        open: String,
    },
    /// An element never closed before the end of the text.
    Unclosed(String),
}

impl XmlTree {
    /// Parses text. Never fails: malformed parts are read as well as they can be.
    pub fn parse(text: &str) -> Self {
        let b = text.as_bytes();
        let mut doc = XmlTree { elements: vec![Element::default()], malformed: None };
        let mut stack: Vec<NodeId> = vec![0];
        // Stack positions of the open elements, by name: an end tag finds its element in
        // constant time (a scan of the stack made unmatched end tags quadratic).
        let mut open: FxHashMap<String, Vec<usize>> = FxHashMap::default();
        let mut i = 0;
        while i < b.len() {
            let top = stack.last().copied().unwrap_or(0);
            if b[i] != b'<' {
                let end = find_byte(b, i, b'<').unwrap_or(b.len());
                let piece = decode(text.get(i..end).unwrap_or(""));
                if let Some(e) = doc.elements.get_mut(top) {
                    e.text.push_str(&piece);
                }
                i = end;
                continue;
            }
            let rest = text.get(i..).unwrap_or("");
            if rest.starts_with("<!--") {
                i = find(b, i + 4, b"-->").map_or(b.len(), |e| e + 3);
            } else if rest.starts_with("<![CDATA[") {
                let end = find(b, i + 9, b"]]>").unwrap_or(b.len());
                if let Some(e) = doc.elements.get_mut(top) {
                    e.text.push_str(text.get(i + 9..end).unwrap_or(""));
                }
                i = (end + 3).min(b.len());
            } else if rest.starts_with("<?") {
                i = find(b, i + 2, b"?>").map_or(b.len(), |e| e + 2);
            } else if rest.starts_with("<!") {
                i = skip_declaration(b, i);
            } else if rest.starts_with("</") {
                let end = find_byte(b, i, b'>').unwrap_or(b.len());
                let name = text.get(i + 2..end).unwrap_or("").trim();
                // Close up to the matching open element; an end tag matching nothing is ignored.
                match open.get(name).and_then(|v| v.last()).copied() {
                    Some(pos) => {
                        if pos + 1 < stack.len() && doc.malformed.is_none() {
                            let inner = stack.last().and_then(|&n| doc.elements.get(n)).map(|e| e.name.clone()).unwrap_or_default();
                            let problem = Problem::Mismatched { end: name.to_owned(), open: inner };
                            doc.malformed = Some(Malformed { offset: i, problem });
                        }
                        for n in stack.drain(pos..) {
                            if let Some(v) = doc.elements.get(n).and_then(|e| open.get_mut(&e.name)) {
                                v.pop();
                            }
                        }
                    }
                    None => {
                        if doc.malformed.is_none() {
                            doc.malformed = Some(Malformed { offset: i, problem: Problem::Unmatched(name.to_owned()) });
                        }
                    }
                }
                i = (end + 1).min(b.len());
            } else {
                let (element, self_closing, end) = start_tag(text, i);
                let Some(element) = element else {
                    // A lone `<` in text.
                    if let Some(e) = doc.elements.get_mut(top) {
                        e.text.push('<');
                    }
                    i += 1;
                    continue;
                };
                let id = doc.elements.len();
                doc.elements.push(element);
                if let Some(parent) = doc.elements.get_mut(top) {
                    parent.children.push(id);
                }
                if !self_closing {
                    if let Some(e) = doc.elements.get(id) {
                        open.entry(e.name.clone()).or_default().push(stack.len());
                    }
                    stack.push(id);
                }
                i = end;
            }
        }
        if doc.malformed.is_none() {
            if let Some(e) = stack.get(1).and_then(|&n| doc.elements.get(n)) {
                doc.malformed = Some(Malformed { offset: e.offset, problem: Problem::Unclosed(e.name.clone()) });
            }
        }
        doc
    }

    /// The element with this id.
    pub fn get(&self, id: NodeId) -> Option<&Element> {
        self.elements.get(id)
    }

    /// Child elements of `id` named `name`.
    pub fn children_named<'a>(&'a self, id: NodeId, name: &'a str) -> impl Iterator<Item = NodeId> + 'a {
        self.children(id).filter(move |&c| self.get(c).is_some_and(|e| e.name == name))
    }

    /// Child elements of `id`.
    pub fn children(&self, id: NodeId) -> impl Iterator<Item = NodeId> + '_ {
        self.get(id).map(|e| e.children.as_slice()).unwrap_or(&[]).iter().copied()
    }

    /// The first child of `id` named `name`.
    pub fn child(&self, id: NodeId, name: &str) -> Option<NodeId> {
        self.children_named(id, name).next()
    }

    /// The first element named `name` anywhere under `id` (document order).
    pub fn descendant(&self, id: NodeId, name: &str) -> Option<NodeId> {
        self.descendants(id).into_iter().find(|&d| self.get(d).is_some_and(|e| e.name == name))
    }

    /// Every element under `id`, in document order (not `id` itself).
    pub fn descendants(&self, id: NodeId) -> Vec<NodeId> {
        let mut out = Vec::new();
        let mut stack: Vec<NodeId> = self.children(id).collect();
        stack.reverse();
        while let Some(n) = stack.pop() {
            out.push(n);
            let before = stack.len();
            stack.extend(self.children(n));
            if let Some(added) = stack.get_mut(before..) {
                added.reverse();
            }
        }
        out
    }

    /// All text under `id` (its own and its descendants'), joined by spaces, white space
    /// collapsed.
    pub fn deep_text(&self, id: NodeId) -> String {
        let mut pieces: Vec<&str> = Vec::new();
        if let Some(e) = self.get(id) {
            pieces.push(&e.text);
        }
        for d in self.descendants(id) {
            if let Some(e) = self.get(d) {
                pieces.push(&e.text);
            }
        }
        pieces.iter().flat_map(|p| p.split_whitespace()).collect::<Vec<_>>().join(" ")
    }

    /// An attribute of `id`.
    pub fn attr(&self, id: NodeId, name: &str) -> Option<&str> {
        self.get(id)?.attrs.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str())
    }

    /// The trimmed own text of `id`.
    pub fn text(&self, id: NodeId) -> &str {
        self.get(id).map_or("", |e| e.text.trim())
    }

    /// The tag name of `id`.
    pub fn name(&self, id: NodeId) -> &str {
        self.get(id).map_or("", |e| e.name.as_str())
    }

    /// Byte offset of `id`'s start tag.
    pub fn offset(&self, id: NodeId) -> usize {
        self.get(id).map_or(0, |e| e.offset)
    }
}

fn find_byte(b: &[u8], from: usize, c: u8) -> Option<usize> {
    b.get(from..)?.iter().position(|&x| x == c).map(|p| p + from)
}

fn find(hay: &[u8], from: usize, needle: &[u8]) -> Option<usize> {
    hay.get(from..)?.windows(needle.len()).position(|w| w == needle).map(|p| p + from)
}

/// Skips `<!DOCTYPE ...>` (with an internal subset in brackets) or any other `<!...>`.
fn skip_declaration(b: &[u8], start: usize) -> usize {
    let mut depth = 0usize;
    let mut i = start + 2;
    while i < b.len() {
        match b[i] {
            b'[' => depth += 1,
            b']' => depth = depth.saturating_sub(1),
            b'>' if depth == 0 => return i + 1,
            _ => {}
        }
        i += 1;
    }
    b.len()
}

/// Reads a start tag at `start` (`<`): the element (or `None` if no name follows the `<`),
/// whether it closes itself, and the offset after it.
fn start_tag(text: &str, start: usize) -> (Option<Element>, bool, usize) {
    let b = text.as_bytes();
    let name_start = start + 1;
    let mut i = name_start;
    while i < b.len() && !b[i].is_ascii_whitespace() && !matches!(b[i], b'>' | b'/' | b'<' | b'=' | b'"' | b'\'') {
        i += 1;
    }
    if i == name_start {
        return (None, false, start + 1);
    }
    let mut element = Element { name: text.get(name_start..i).unwrap_or("").to_owned(), offset: start, ..Element::default() };
    loop {
        while i < b.len() && b[i].is_ascii_whitespace() {
            i += 1;
        }
        match b.get(i) {
            None => return (Some(element), true, b.len()),
            Some(b'>') => return (Some(element), false, i + 1),
            Some(b'/') if b.get(i + 1) == Some(&b'>') => return (Some(element), true, i + 2),
            Some(b'<') => return (Some(element), false, i),
            Some(b'/' | b'=' | b'"' | b'\'') => i += 1,
            Some(_) => {
                let key_start = i;
                while i < b.len() && !b[i].is_ascii_whitespace() && !matches!(b[i], b'=' | b'>' | b'/' | b'<') {
                    i += 1;
                }
                let key = text.get(key_start..i).unwrap_or("").to_owned();
                while i < b.len() && b[i].is_ascii_whitespace() {
                    i += 1;
                }
                let mut value = String::new();
                if b.get(i) == Some(&b'=') {
                    i += 1;
                    while i < b.len() && b[i].is_ascii_whitespace() {
                        i += 1;
                    }
                    match b.get(i) {
                        Some(&q @ (b'"' | b'\'')) => {
                            let end = find_byte(b, i + 1, q).unwrap_or(b.len());
                            value = decode(text.get(i + 1..end).unwrap_or(""));
                            i = (end + 1).min(b.len());
                        }
                        _ => {
                            let v_start = i;
                            while i < b.len() && !b[i].is_ascii_whitespace() && !matches!(b[i], b'>' | b'<') {
                                i += 1;
                            }
                            value = decode(text.get(v_start..i).unwrap_or(""));
                        }
                    }
                }
                element.attrs.push((key, value));
            }
        }
    }
}

/// Decodes `&lt;` `&gt;` `&amp;` `&quot;` `&apos;` `&nbsp;` and numeric references; anything
/// else is kept as written.
pub fn decode(s: &str) -> String {
    if !s.contains('&') {
        return s.to_owned();
    }
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(p) = rest.find('&') {
        out.push_str(rest.get(..p).unwrap_or(""));
        let after = rest.get(p..).unwrap_or("");
        let semi = after.get(..12.min(after.len())).and_then(|w| w.find(';'));
        let decoded = semi.and_then(|semi| {
            let entity = after.get(1..semi)?;
            let c = match entity {
                "lt" => '<',
                "gt" => '>',
                "amp" => '&',
                "quot" => '"',
                "apos" => '\'',
                "nbsp" => '\u{a0}',
                _ => {
                    let n = if let Some(hex) = entity.strip_prefix("#x").or_else(|| entity.strip_prefix("#X")) {
                        u32::from_str_radix(hex, 16).ok()?
                    } else {
                        entity.strip_prefix('#')?.parse::<u32>().ok()?
                    };
                    char::from_u32(n)?
                }
            };
            Some((c, semi + 1))
        });
        match decoded {
            Some((c, len)) => {
                out.push(c);
                rest = after.get(len..).unwrap_or("");
            }
            None => {
                out.push('&');
                rest = after.get(1..).unwrap_or("");
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elements_attributes_text_and_entities() {
        let doc = XmlTree::parse(
            "<?xml version=\"1.0\"?><!DOCTYPE x [<!ENTITY a \"b\">]><A k=\"1 &amp; 2\" j='x'><!-- c --><B/>\
             <C>\n  hi &lt;there&gt; &#65;&#x42; &bogus; </C><D><![CDATA[<raw>]]></D></A>",
        );
        let a = doc.child(0, "A").expect("A");
        assert_eq!(doc.attr(a, "k"), Some("1 & 2"));
        assert_eq!(doc.attr(a, "j"), Some("x"));
        let names: Vec<&str> = doc.children(a).map(|c| doc.name(c)).collect();
        assert_eq!(names, ["B", "C", "D"]);
        assert_eq!(doc.text(doc.child(a, "C").expect("C")), "hi <there> AB &bogus;");
        assert_eq!(doc.text(doc.child(a, "D").expect("D")), "<raw>");
    }

    #[test]
    fn deep_text_and_descendants() {
        let doc = XmlTree::parse("<R><DIV>\n <DIV>\n   Network.name   </DIV>\n</DIV><X><Y/></X></R>");
        let r = doc.child(0, "R").expect("R");
        assert_eq!(doc.deep_text(doc.child(r, "DIV").expect("div")), "Network.name");
        let names: Vec<&str> = doc.descendants(r).into_iter().map(|d| doc.name(d)).collect();
        assert_eq!(names, ["DIV", "DIV", "X", "Y"]);
        assert!(doc.descendant(r, "Y").is_some());
    }

    #[test]
    fn malformed_input_is_read_as_well_as_possible() {
        for text in ["<", "<a", "<a b=", "<a b='x", "</a>", "<a><b></a>c", "<!--", "<![CDATA[x", "a & b <", "<a =\"x\">", "&#xFFFFFFFF;"] {
            let _ = XmlTree::parse(text);
        }
        let doc = XmlTree::parse("<a><b></a><c/>");
        assert_eq!(doc.children(0).count(), 2, "the mismatched end tag closes b and a");
        let deep = "<a>".repeat(100_000);
        let doc = XmlTree::parse(&deep);
        assert_eq!(doc.descendants(0).len(), 100_000);
        assert_eq!(doc.deep_text(0), "");
    }

    /// Unmatched end tags are found in constant time each (a scan of the
    /// open elements made 100,000 of them take 23 s); the first is recorded.
    #[test]
    fn unmatched_end_tags_are_linear_and_recorded() {
        let text = format!("{}{}", "<a>".repeat(50_000), "</b>".repeat(50_000));
        let doc = XmlTree::parse(&text);
        assert_eq!(doc.elements.len(), 50_001);
        assert_eq!(doc.malformed, Some(Malformed { offset: 150_000, problem: Problem::Unmatched("b".to_owned()) }));
        let doc = XmlTree::parse("<a><b></a>");
        assert_eq!(doc.malformed, Some(Malformed { offset: 6, problem: Problem::Mismatched { end: "a".to_owned(), open: "b".to_owned() } }));
        assert_eq!(
            XmlTree::parse("<r><a></r>").malformed.map(|m| m.problem),
            Some(Problem::Mismatched { end: "r".to_owned(), open: "a".to_owned() })
        );
        assert_eq!(XmlTree::parse("<r><a/>").malformed.map(|m| m.problem), Some(Problem::Unclosed("r".to_owned())));
        assert_eq!(XmlTree::parse("<?xml version=\"1.0\"?><r><a/><a></a></r>").malformed, None);
    }
}
