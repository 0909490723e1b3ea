//! KDM's XML, read by `roxmltree`: the parse, the reasons a file is refused, and the few
//! questions the section readers ask of an element.
//!
//! roxmltree reads in linear time and without recursion (any nesting depth is safe), and it
//! refuses what is not well-formed at the first problem, which is what the import wants: a
//! reader that guessed past such a place could import a different model than the file holds.
//! A document type (`<!DOCTYPE …>`) is refused too: KDM files have none, and its entities
//! are never expanded. The one entity outside XML's five that KDM files hold, `&nbsp;` (the
//! HTML editor of the access patterns wrote it), is read as the no-break space it means.

use crate::import::source::Source;
use crate::msg;
use crate::text::Text;
use std::borrow::Cow;

/// A parsed KDM file.
pub(crate) type Document<'a> = roxmltree::Document<'a>;

/// An element of a parsed KDM file.
pub(crate) type Node<'a> = roxmltree::Node<'a, 'a>;

/// The text to parse: without a byte order mark, `&nbsp;` written `&#160;` (the same length,
/// so every position in it is the file's).
pub(crate) fn prepare(text: &str) -> Cow<'_, str> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.contains("&nbsp;") { Cow::Owned(text.replace("&nbsp;", "&#160;")) } else { Cow::Borrowed(text) }
}

/// Parses a KDM file ([`prepare`]d). Refused, with where and why, when it is not well-formed
/// XML or declares a document type; when the text does not even mention `<KDMPROJECT>`, the
/// reason given is that it is not a KDM project.
pub(crate) fn parse(text: &str) -> Result<Document<'_>, Text> {
    let options = roxmltree::ParsingOptions { allow_dtd: false, ..roxmltree::ParsingOptions::default() };
    roxmltree::Document::parse_with_options(text, options)
        .map_err(|e| if mentions_project(text) { refusal(text, &e) } else { not_kdm() })
}

/// The `<KDMPROJECT>` element (the first, wherever it is), or why the file is not a KDM
/// project.
pub(crate) fn project<'a>(doc: &'a Document<'a>) -> Result<Node<'a>, Text> {
    doc.descendants().find(|n| is(n, "KDMPROJECT")).ok_or_else(not_kdm)
}

fn not_kdm() -> Text {
    msg!("import-not-kdm")
}

/// Whether `<KDMPROJECT` opens a tag somewhere in the text.
fn mentions_project(text: &str) -> bool {
    text.match_indices("<KDMPROJECT").any(|(at, m)| {
        text.get(at + m.len()..)
            .and_then(|rest| rest.chars().next())
            .is_none_or(|c| c == '>' || c == '/' || c.is_whitespace())
    })
}

/// Whether `node` is an element named `name`.
pub(crate) fn is(node: &Node<'_>, name: &str) -> bool {
    node.is_element() && node.tag_name().name() == name
}

/// The tag name of an element.
pub(crate) fn name<'a>(node: &Node<'a>) -> &'a str {
    node.tag_name().name()
}

/// The child elements of `node`.
pub(crate) fn children<'a>(node: Node<'a>) -> impl Iterator<Item = Node<'a>> {
    node.children().filter(Node::is_element)
}

/// The child elements of `node` named `name`.
pub(crate) fn children_named<'a>(node: Node<'a>, name: &'a str) -> impl Iterator<Item = Node<'a>> {
    node.children().filter(move |c| is(c, name))
}

/// The first child element of `node` named `name`.
pub(crate) fn child<'a>(node: Node<'a>, name: &str) -> Option<Node<'a>> {
    node.children().find(|c| is(c, name))
}

/// The elements under `node`, in document order (not `node` itself).
pub(crate) fn descendants<'a>(node: Node<'a>) -> impl Iterator<Item = Node<'a>> {
    node.descendants().skip(1).filter(Node::is_element)
}

/// An element's own text: its text pieces (CDATA included) joined, untrimmed.
fn own_text(node: Node<'_>) -> String {
    node.children().filter(Node::is_text).filter_map(|t| t.text()).collect()
}

/// An element's own text, trimmed.
pub(crate) fn text(node: Node<'_>) -> String {
    own_text(node).trim().to_owned()
}

/// All text under `node`, white space collapsed to single spaces: the element's own text,
/// then each element's under it in document order.
pub(crate) fn deep_text(node: Node<'_>) -> String {
    let pieces: Vec<String> = std::iter::once(node).chain(descendants(node)).map(own_text).collect();
    pieces.iter().flat_map(|p| p.split_whitespace()).collect::<Vec<_>>().join(" ")
}

/// Byte offset of an element's start tag.
pub(crate) fn offset(node: &Node<'_>) -> usize {
    node.range().start
}

/// Why a text roxmltree refused is not imported: where, and what is wrong.
fn refusal(text: &str, e: &roxmltree::Error) -> Text {
    use roxmltree::Error as E;
    let src = Source::new(text);
    let at = |pos: roxmltree::TextPos| (pos.row.to_string(), pos.col.to_string());
    let (line, column) = match e {
        E::UnclosedRootNode => {
            let outermost = open_elements(text, text.len()).first().map_or(0, |(offset, _)| *offset);
            let (line, column) = src.position(outermost);
            (line.to_string(), column.to_string())
        }
        E::DtdDetected => {
            let (line, column) = src.position(text.find("<!DOCTYPE").unwrap_or(0));
            return msg!("import-xml-doctype", line = line.to_string(), column = column.to_string());
        }
        E::NoRootNode | E::UnexpectedEndOfStream => {
            let (line, column) = src.position(text.len());
            (line.to_string(), column.to_string())
        }
        _ => at(e.pos()),
    };
    msg!("import-xml-not-well-formed", line = line, column = column, what = problem(text, e))
}

/// What is wrong, for [`refusal`].
fn problem(text: &str, e: &roxmltree::Error) -> Text {
    use roxmltree::Error as E;
    match e {
        E::UnexpectedCloseTag(open, end, pos) => {
            let offset = byte_offset(text, *pos);
            if open_elements(text, offset).iter().any(|(_, name)| name == end) {
                msg!("import-xml-end-tag-misplaced", end = end.as_str(), open = open.as_str())
            } else {
                msg!("import-xml-end-tag-unmatched", end = end.as_str())
            }
        }
        E::UnclosedRootNode => {
            let name = open_elements(text, text.len()).first().map_or("", |(_, name)| name);
            msg!("import-xml-element-unclosed", name = name)
        }
        E::UnknownEntityReference(name, _) => msg!("import-xml-entity-unknown", name = name.as_str()),
        E::MalformedEntityReference(_) => msg!("import-xml-entity-malformed"),
        E::NonXmlChar(c, _) => msg!("import-xml-character-not-allowed", code = format!("U+{:04X}", u32::from(*c))),
        E::DuplicatedAttribute(name, _) => msg!("import-xml-attribute-twice", name = name.as_str()),
        // roxmltree reads `a='x<y'` as a quote expected where `<` stands.
        E::InvalidAttributeValue(_) | E::InvalidChar(b'"' | b'\'', b'<', _) => msg!("import-xml-attribute-less-than"),
        E::UnknownNamespace(prefix, _) => msg!("import-xml-namespace-unknown", prefix = prefix.as_str()),
        E::InvalidChar(expected, found, _) if expected.is_ascii_graphic() && found.is_ascii_graphic() => {
            msg!(
                "import-xml-expected-character",
                expected = char::from(*expected).to_string(),
                found = char::from(*found).to_string()
            )
        }
        E::UnknownToken(_) => msg!("import-xml-token-unexpected"),
        E::NoRootNode | E::UnexpectedEndOfStream => msg!("import-xml-ends-early"),
        E::NodesLimitReached | E::AttributesLimitReached | E::NamespacesLimitReached => msg!("import-xml-too-large"),
        _ => msg!("import-xml-markup-malformed"),
    }
}

/// The byte offset of a line and column (in characters) roxmltree gave.
fn byte_offset(text: &str, pos: roxmltree::TextPos) -> usize {
    let line_start = if pos.row <= 1 {
        0
    } else {
        text.match_indices('\n').nth(pos.row as usize - 2).map_or(text.len(), |(at, _)| at + 1)
    };
    let line = text.get(line_start..).unwrap_or("");
    line_start + line.char_indices().nth((pos.col as usize).saturating_sub(1)).map_or(line.len(), |(at, _)| at)
}

/// The elements open at byte `end`, outermost first: each start tag's offset and name.
/// roxmltree says neither which elements are open where an end tag does not match (to tell
/// an end tag that matches nothing from one that closes an outer element early) nor which
/// element is left unclosed; this reads them from text it accepted up to `end`, where markup
/// is well-formed: comments, CDATA sections, processing instructions and quoted attribute
/// values (which may hold `>`) are all that need skipping.
fn open_elements(text: &str, end: usize) -> Vec<(usize, &str)> {
    let text = text.get(..end).unwrap_or(text);
    let mut open = Vec::new();
    let mut i = 0;
    while let Some(at) = text.get(i..).and_then(|rest| rest.find('<')).map(|p| i + p) {
        let rest = text.get(at..).unwrap_or("");
        let past = |from: usize, close: &str| {
            rest.get(from..).and_then(|r| r.find(close)).map_or(text.len(), |p| at + from + p + close.len())
        };
        i = if rest.starts_with("<!--") {
            past(4, "-->")
        } else if rest.starts_with("<![CDATA[") {
            past(9, "]]>")
        } else if rest.starts_with("<?") {
            past(2, "?>")
        } else if rest.starts_with("</") {
            open.pop();
            past(2, ">")
        } else {
            let (len, self_closing) = start_tag_length(rest);
            if !self_closing {
                let name_end = rest.find(|c: char| c.is_whitespace() || c == '/' || c == '>').unwrap_or(rest.len());
                open.push((at, rest.get(1..name_end).unwrap_or("")));
            }
            at + len
        };
    }
    open
}

/// The length of the start tag `tag` begins with (up to its `>` outside quotes), and whether
/// it closes itself (`/>`).
fn start_tag_length(tag: &str) -> (usize, bool) {
    let mut quote = None;
    let mut previous = 0u8;
    for (i, b) in tag.bytes().enumerate() {
        match (quote, b) {
            (Some(q), _) if b == q => quote = None,
            (Some(_), _) => {}
            (None, b'"' | b'\'') => quote = Some(b),
            (None, b'>') => return (i + 1, previous == b'/'),
            (None, _) => {}
        }
        previous = b;
    }
    (tag.len(), false)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refused(text: &str) -> String {
        let text = prepare(text);
        parse(&text).and_then(|doc| project(&doc).map(|_| ())).expect_err("refused").en()
    }

    #[test]
    fn elements_attributes_text_and_entities() {
        let text = prepare(
            "\u{feff}<?xml version=\"1.0\"?><A k=\"1 &amp; 2\" j='x'><!-- c --><B/>\
             <C>\n  hi &lt;there&gt; &#65;&#x42;&nbsp;<!-- c -->x </C><D><![CDATA[<raw>]]></D></A>",
        );
        let doc = parse(&text).expect("well-formed");
        let a = doc.root_element();
        assert_eq!(a.attribute("k"), Some("1 & 2"));
        assert_eq!(a.attribute("j"), Some("x"));
        let names: Vec<&str> = children(a).map(|c| name(&c)).collect();
        assert_eq!(names, ["B", "C", "D"]);
        assert_eq!(text_of(a, "C"), "hi <there> AB\u{a0}x");
        assert_eq!(text_of(a, "D"), "<raw>");
        assert_eq!(offset(&a), 21, "the byte order mark is not counted");
    }

    fn text_of(node: Node<'_>, name: &str) -> String {
        child(node, name).map(text).unwrap_or_default()
    }

    #[test]
    fn deep_text_and_descendants() {
        let doc =
            parse("<R><DIV>\n <DIV>\n   Network.name   </DIV>\n</DIV><X>a<Y>b</Y>c</X></R>").expect("well-formed");
        let r = doc.root_element();
        assert_eq!(child(r, "DIV").map(deep_text).as_deref(), Some("Network.name"));
        assert_eq!(
            child(r, "X").map(deep_text).as_deref(),
            Some("ac b"),
            "an element's own text, then its descendants'"
        );
        let names: Vec<&str> = descendants(r).map(|d| name(&d)).collect();
        assert_eq!(names, ["DIV", "DIV", "X", "Y"]);
        let deep = format!("<KDMPROJECT>{}{}</KDMPROJECT>", "<a>".repeat(100_000), "</a>".repeat(100_000));
        let doc = parse(&deep).expect("any depth");
        assert_eq!(descendants(doc.root_element()).count(), 100_000);
        assert_eq!(deep_text(doc.root_element()), "");
    }

    /// Where an end tag does not match, the message says whether it matches nothing or
    /// closes an outer element early (found in linear time: 50,000 of them were read in
    /// 23 s by a reader that scanned the open elements for each).
    #[test]
    fn end_tags_that_do_not_match() {
        let text = format!("<KDMPROJECT>{}{}</KDMPROJECT>", "<a>".repeat(50_000), "</b>".repeat(50_000));
        assert_eq!(
            refused(&text),
            "line 1, column 150013: the end tag </b> matches no open element: the file is not well-formed XML, so it is not imported"
        );
        let misplaced = refused("<KDMPROJECT><a><b></a>");
        assert!(
            misplaced.starts_with("line 1, column 19: the end tag </a> comes while <b> is still open"),
            "{misplaced}"
        );
        let unmatched = refused("<KDMPROJECT a='/>'><!-- <b> --><![CDATA[<b>]]><?b <b>?><b/>\n<a x=\">\"></b>");
        assert!(unmatched.starts_with("line 2, column 10: the end tag </b> matches no open element"), "{unmatched}");
        let unclosed = refused("<!-- <x> -->\n <KDMPROJECT><a/><a></a>");
        assert!(unclosed.starts_with("line 2, column 2: the element <KDMPROJECT> is never closed"), "{unclosed}");
    }

    /// A document type is refused, never expanded: a billion laughs is one message.
    #[test]
    fn document_types_and_entities_are_refused_with_a_message() {
        let laughs = "<?xml version=\"1.0\"?>\n<!DOCTYPE KDMPROJECT [<!ENTITY a \"ha\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\">]>\n<KDMPROJECT>&b;</KDMPROJECT>";
        let m = refused(laughs);
        assert!(m.starts_with("line 2, column 1: the file declares a document type"), "{m}");
        assert!(refused("<KDMPROJECT>&bogus;</KDMPROJECT>").contains("&bogus; is not an entity XML defines"));
        assert!(refused("<KDMPROJECT a='&#8;'/>").contains("line 1, column 16: a & that begins no entity reference"));
        assert!(refused("<KDMPROJECT>\u{1}</KDMPROJECT>").contains("the character U+0001 is not allowed in XML"));
        assert!(refused("<KDMPROJECT a='1' a='2'/>").contains("the attribute a is given twice"));
        assert!(refused("<KDMPROJECT a='<'/>").contains("an attribute value holds a <"));
        assert!(refused("<KDMPROJECT><x:y/></KDMPROJECT>").contains("the prefix x names no namespace"));
        assert!(refused("<KDMPROJECT a b/>").contains("expected = here, found b"));
        assert!(refused("<KDMPROJECT><a b='x").contains("the file ends inside a tag"));
        assert!(
            refused("<KDMPROJECT><!-- a -- b --></KDMPROJECT>").contains("line 1, column 13: this markup is malformed")
        );
        assert!(
            refused("<KDMPROJECT/><x/>").contains("line 1, column 14: text or markup that XML does not allow here")
        );
        for not_kdm in ["", "CREATE TABLE t", "<html><body/></html>", "<!DOCTYPE html><html/>", "<KDMPROJECTX/>"] {
            assert_eq!(refused(not_kdm), "not a KDM project: there is no <KDMPROJECT> element", "{not_kdm:?}");
        }
    }

    #[test]
    fn positions_of_lines_and_columns() {
        let text = "ab\nc\u{e9}d\n\nx";
        for (offset, _) in text.char_indices() {
            let (line, column) = Source::new(text).position(offset);
            let pos = roxmltree::TextPos::new(line as u32, column as u32);
            assert_eq!(byte_offset(text, pos), offset);
        }
    }
}
