//! English: the command line's language, `--json`'s and `Display`'s.

use super::Catalogue;
use crate::cql_type::{TypeParseError, TypeProblem};
use crate::edit::{EditError, Estimate, Refusal};
use crate::ids::Thing;
use crate::logical::AlternativeReason;
use crate::naming::{MAX_SCHEMA_NAME_LEN, NameProblem};
use crate::project::limits::{Held, LimitProblem};
use crate::project::{JsonSyntax, LoadError, NotAProject, SaveError, ShapeProblem, UnknownWhat};

/// The English catalogue.
pub(super) struct English;

/// `count noun`, the noun in the plural unless the count is one (`1 attribute`, `2 attributes`).
fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

impl Catalogue for English {
    fn thing(&self, thing: Thing) -> &'static str {
        match thing {
            Thing::Entity => "entity",
            Thing::Attribute => "attribute",
            Thing::Relationship => "relationship",
            Thing::Query => "query",
            Thing::Transition => "transition",
            Thing::Keyspace => "keyspace",
            Thing::Table => "table",
            Thing::Specialisation => "specialisation",
        }
    }

    fn type_problem(&self, problem: &TypeProblem) -> String {
        match problem {
            TypeProblem::TrailingText => "unexpected text after the type".to_owned(),
            TypeProblem::UnterminatedQuotedName => "unterminated quoted name".to_owned(),
            TypeProblem::NameNotUtf8 => "name is not UTF-8".to_owned(),
            TypeProblem::ExpectedTypeName => "expected a type name".to_owned(),
            TypeProblem::NestedTooDeeply => "type nested too deeply".to_owned(),
            TypeProblem::ExpectedVectorSize => "expected a vector size".to_owned(),
            TypeProblem::Expected(c) => format!("expected `{c}`"),
            TypeProblem::TakesNoParameters { name } => format!("`{name}` takes no type parameters"),
        }
    }

    fn type_parse_error(&self, e: &TypeParseError) -> String {
        format!("invalid CQL type `{}`: {}", e.text, self.type_problem(&e.reason))
    }

    fn name_problem(&self, problem: &NameProblem) -> String {
        match problem {
            NameProblem::Empty => "the name is empty".to_owned(),
            NameProblem::Character(c) => {
                format!("`{c}` is not allowed: keyspace and table names take only ASCII letters, digits and underscores")
            }
            NameProblem::TooLong { length } => format!("it has {length} characters; CQL allows at most {MAX_SCHEMA_NAME_LEN}"),
        }
    }

    fn edit_error(&self, e: &EditError) -> String {
        match e {
            EditError::NotFound { kind, id } => format!("{} {id} does not exist", self.thing(*kind)),
            EditError::DuplicateId(id) => format!("the id {id} is already used"),
            EditError::Invalid(why) => self.refusal(why),
            EditError::Limit(why) => self.limit_problem(why),
        }
    }

    fn refusal(&self, why: &Refusal) -> String {
        match why {
            Refusal::UnwritableType { ty } => format!("the CQL type {ty} cannot be written to a project file"),
            Refusal::NoSuchEnd { end } => format!("a relationship has two ends, not {}", end.saturating_add(1)),
            Refusal::OwnsItself { entity } => format!("entity {entity} cannot own itself"),
            Refusal::LeadsToItself { query } => format!("a query cannot lead to itself ({query})"),
            Refusal::PositionNotNumber { id } => format!("position of {id} is not a number"),
            Refusal::InvalidTableOption { name } => {
                format!("the table option {name:?} needs a CQL name and a constant or map value (e.g. 86400, 'text', {{'class': '...'}})")
            }
            Refusal::OptionWithoutQuery => "table options are set here on a table derived from a query; this table serves none".to_owned(),
            Refusal::IndexOnItself { query } => format!("{query} cannot be served through SAI by its own table; choose another query's table"),
            Refusal::BucketWithoutQuery => "a bucket is set on a table derived from a query; this table serves none".to_owned(),
            Refusal::TooFewBuckets { count } => format!("a random bucket needs at least 2 buckets, not {count}"),
            Refusal::NotAnEstimate { what, value } => {
                let what = match what {
                    Estimate::FanOut => "fan-out",
                    Estimate::Count => "count",
                    Estimate::GrowthRate => "growth rate",
                    Estimate::DaysKept => "number of days kept",
                    Estimate::DistinctValues => "number of distinct values",
                };
                format!("the {what} must be a number of 0 or more, not {value}")
            }
            Refusal::EmptyAlternateKey { entity } => format!("an alternate key of {entity} needs at least one attribute"),
            Refusal::KeyOfOtherAttribute { attribute, entity } => format!("{attribute} is not an attribute of {entity}"),
            Refusal::NoPartitionKey { query } => format!("the table of {query} needs at least one partition-key column"),
            Refusal::OwnSubtype { entity } => format!("{entity} cannot be a subtype of itself"),
            Refusal::SubtypeTwice { entity } => format!("{entity} is listed twice as a subtype"),
            Refusal::NotAnAttributeOf { attribute, entity } => {
                format!("attribute {attribute} is not an attribute of entity {entity}")
            }
        }
    }

    fn limit_problem(&self, problem: &LimitProblem) -> String {
        match problem {
            LimitProblem::TooLong { what, chars, start, max } => {
                let what = match what {
                    Held::Text => "a text",
                    Held::FieldName => "a field name",
                    Held::NameOrId => "a name or an id",
                };
                format!("{what} of {chars} characters (starting {start:?}) is longer than the {max} characters a project file may hold")
            }
            LimitProblem::ControlCharacter { kind, id, character } => format!(
                "{} id {id:?} contains the control character U+{:04X}; ids may not contain control characters (line breaks, tabs, NUL...)",
                self.thing(*kind),
                u32::from(*character)
            ),
            LimitProblem::PositionOutOfRange { key } => format!("the position of {key:?} on a diagram is out of range"),
        }
    }

    fn shape_problem(&self, problem: &ShapeProblem) -> String {
        match problem {
            ShapeProblem::NotUtf8 => "the file is not UTF-8 text (is it a binary file?)".to_owned(),
            ShapeProblem::Empty => "the file is empty".to_owned(),
            ShapeProblem::AfterMigration { version, problem } => {
                format!("after migrating from version {version}: {}", self.shape_problem(problem))
            }
            ShapeProblem::UnknownCqlType { name } => format!("unknown CQL type `{name}`"),
            ShapeProblem::InvalidCqlType(e) => self.type_parse_error(e),
            ShapeProblem::UnknownColumnRole { marker } => format!("unknown column role `{marker}`"),
            ShapeProblem::Eof { inside } => format!("EOF while parsing {inside}"),
            ShapeProblem::Json(syntax) => match syntax {
                JsonSyntax::ExpectedValue => "expected value",
                JsonSyntax::ExpectedIdent => "expected ident",
                JsonSyntax::TrailingCharacters => "trailing characters",
                JsonSyntax::TrailingComma => "trailing comma",
                JsonSyntax::KeyMustBeString => "key must be a string",
                JsonSyntax::InvalidEscape => "invalid escape",
                JsonSyntax::InvalidNumber => "invalid number",
                JsonSyntax::NumberOutOfRange => "number out of range",
                JsonSyntax::InvalidCodePoint => "invalid unicode code point",
                JsonSyntax::ControlCharacter => "control character (\\u0000-\\u001F) found while parsing a string",
                JsonSyntax::RecursionLimit => "recursion limit exceeded",
                JsonSyntax::LoneSurrogate => "lone leading surrogate in hex escape",
                JsonSyntax::ShortHexEscape => "unexpected end of hex escape",
            }
            .to_owned(),
            ShapeProblem::ExpectedToken { tokens } => format!("expected {tokens}"),
            ShapeProblem::MissingField { field } => format!("missing field {field}"),
            ShapeProblem::DuplicateField { field } => format!("duplicate field {field}"),
            ShapeProblem::InvalidType { found, expected } => format!("invalid type: {found}, expected {expected}"),
            ShapeProblem::InvalidValue { found, expected } => format!("invalid value: {found}, expected {expected}"),
            ShapeProblem::InvalidLength { length, expected } => format!("invalid length {length}, expected {expected}"),
            ShapeProblem::Unknown { what, name, allowed } => {
                let what = match what {
                    UnknownWhat::Variant => "variant",
                    UnknownWhat::Field => "field",
                };
                match allowed.as_slice() {
                    [] => format!("unknown {what} {name}, there are no {what}s"),
                    [one] => format!("unknown {what} {name}, expected {one}"),
                    [a, b] => format!("unknown {what} {name}, expected {a} or {b}"),
                    all => format!("unknown {what} {name}, expected one of {}", all.join(", ")),
                }
            }
            ShapeProblem::Other(message) => message.clone(),
        }
    }

    fn load_error(&self, e: &LoadError) -> String {
        match e {
            LoadError::Syntax { path, line, column, .. } => format!("{}: line {line}, column {column}: {}", path.display(), self.load_detail(e)),
            LoadError::Io { path, .. }
            | LoadError::NotAProject { path, .. }
            | LoadError::Content { path, .. }
            | LoadError::NewerVersion { path, .. } => {
                format!("{}: {}", path.display(), self.load_detail(e))
            }
        }
    }

    fn load_detail(&self, e: &LoadError) -> String {
        match e {
            LoadError::Io { source, .. } => format!("cannot read the file: {}", self.io_error(source)),
            LoadError::Syntax { problem, .. } => self.shape_problem(problem),
            LoadError::NotAProject { found, .. } => {
                let found = match found {
                    NotAProject::NoFormatField => "no \"format\" field".to_owned(),
                    NotAProject::NotAnObject => "the top level is not an object".to_owned(),
                    NotAProject::Format(f) => format!("format is \"{f}\""),
                };
                format!("not a Keyspace Studio project ({found})")
            }
            LoadError::Content { problem, .. } => self.limit_problem(problem),
            LoadError::NewerVersion { found, supported, .. } => format!(
                "this project was saved in format version {found} by a newer Keyspace Studio; this version reads up to version {supported}. Open it with a newer Keyspace Studio."
            ),
        }
    }

    fn save_error(&self, e: &SaveError) -> String {
        format!("{}: cannot save: {}", e.path.display(), self.io_error(&e.source))
    }

    fn io_error(&self, e: &std::io::Error) -> String {
        e.to_string()
    }

    fn alternative(&self, reason: &AlternativeReason) -> String {
        let and = |v: &[String]| v.join(" and ");
        match reason {
            AlternativeReason::Owner { owners, filters } if filters.is_empty() => {
                format!("one partition per {}: its key is the partition key", and(owners))
            }
            AlternativeReason::Owner { owners, filters } => {
                format!("one partition per {}; {} lead the clustering columns", and(owners), filters.join(", "))
            }
            AlternativeReason::Widened { owners, moved, values } => format!(
                "one partition per {} would {}: {} joined the partition key",
                and(owners),
                values.map_or_else(|| "grow without bound".to_owned(), |v| format!("hold about {v} values")),
                moved.join(", ")
            ),
            AlternativeReason::AllEquality => "all equality attributes in the partition key, in the order given".to_owned(),
            AlternativeReason::Bucket => "no equality attribute: an artificial bucket is the partition key".to_owned(),
            AlternativeReason::Reordered => "equality attributes in the partition key, in another order".to_owned(),
            AlternativeReason::Split { count: n } => {
                format!("{} in the partition key, the rest as clustering columns", count(*n, "equality attribute", "equality attributes"))
            }
            AlternativeReason::UniquenessReordered => "uniqueness (MR5) columns in another order".to_owned(),
            AlternativeReason::Manual => "set by hand on the Logical tab".to_owned(),
        }
    }
}
