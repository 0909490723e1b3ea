//! SQL column types → CQL attribute types (`docs/import.md`, "From a relational schema").

use super::catalog::{UserType, last_part};
use crate::cql::NativeType;
use crate::project::Multi;
use sqlparser::ast::{ArrayElemTypeDef, CharacterLength, DataType, ExactNumberInfo};
use std::collections::BTreeMap;

/// What a column type became, and what was changed on the way.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Mapped {
    /// The attribute's type (the element type for an array).
    pub ty: NativeType,
    /// `list` for an array.
    pub multi: Option<Multi>,
    /// The declared length of a string type, kept as the average-size estimate.
    pub avg_size: Option<u32>,
    /// Why the type is not the column's own, if it is not.
    pub change: Option<TypeChange>,
}

/// How a SQL type was changed to fit CQL.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum TypeChange {
    /// JSON, XML and other document types are kept as `text`.
    Document(String),
    /// An enum type (its name, or `ENUM` inline) is kept as `text`.
    Enum(String),
    /// A domain is its base type.
    Domain(String),
    /// A type CQL has no equivalent of, kept as `text`.
    Unknown(String),
    /// An array of arrays: the inner arrays are kept as `text`.
    NestedArray,
}

/// Maps a column type; `types` are the enum and domain types the files create.
pub(crate) fn map(ty: &DataType, types: &BTreeMap<String, UserType>) -> Mapped {
    map_depth(ty, types, 0)
}

fn plain(ty: NativeType) -> Mapped {
    Mapped { ty, multi: None, avg_size: None, change: None }
}

fn changed(ty: NativeType, change: TypeChange) -> Mapped {
    Mapped { ty, multi: None, avg_size: None, change: Some(change) }
}

fn text_of(len: Option<u64>) -> Mapped {
    Mapped {
        ty: NativeType::Text,
        multi: None,
        avg_size: len.and_then(|n| u32::try_from(n).ok()).filter(|n| *n > 0),
        change: None,
    }
}

fn char_len(l: Option<&CharacterLength>) -> Option<u64> {
    match l {
        Some(CharacterLength::IntegerLength { length, .. }) => Some(*length),
        _ => None,
    }
}

fn map_depth(ty: &DataType, types: &BTreeMap<String, UserType>, depth: usize) -> Mapped {
    use DataType as D;
    use NativeType as N;
    match ty {
        D::Character(l) | D::Char(l) | D::CharacterVarying(l) | D::CharVarying(l) | D::Varchar(l) | D::Nvarchar(l) => {
            text_of(char_len(l.as_ref()))
        }
        D::String(l) => text_of(*l),
        D::Text
        | D::TinyText
        | D::MediumText
        | D::LongText
        | D::Clob(_)
        | D::CharacterLargeObject(_)
        | D::CharLargeObject(_) => text_of(None),
        D::FixedString(n) => text_of(Some(*n)),
        D::Uuid => plain(N::Uuid),
        D::Binary(_)
        | D::Varbinary(_)
        | D::Blob(_)
        | D::TinyBlob
        | D::MediumBlob
        | D::LongBlob
        | D::Bytes(_)
        | D::Bytea => plain(N::Blob),
        D::Numeric(_)
        | D::Decimal(_)
        | D::DecimalUnsigned(_)
        | D::BigNumeric(_)
        | D::BigDecimal(_)
        | D::Dec(_)
        | D::DecUnsigned(_) => plain(N::Decimal),
        D::Float(ExactNumberInfo::Precision(p) | ExactNumberInfo::PrecisionAndScale(p, _)) if *p <= 24 => {
            plain(N::Float)
        }
        D::Float(_)
        | D::FloatUnsigned(_)
        | D::Float8
        | D::Float64
        | D::Double(_)
        | D::DoubleUnsigned(_)
        | D::DoublePrecision => plain(N::Double),
        D::DoublePrecisionUnsigned => plain(N::Double),
        D::Real | D::RealUnsigned | D::Float4 | D::Float32 => plain(N::Float),
        D::TinyInt(_) | D::TinyIntUnsigned(_) | D::UTinyInt => plain(N::Tinyint),
        D::Int8(_) | D::BigInt(_) | D::BigIntUnsigned(_) | D::UBigInt | D::Int8Unsigned(_) | D::Int64 | D::UInt64 => {
            plain(N::Bigint)
        }
        D::Int2(_)
        | D::Int2Unsigned(_)
        | D::SmallInt(_)
        | D::SmallIntUnsigned(_)
        | D::USmallInt
        | D::Int16
        | D::UInt8
        | D::UInt16 => plain(N::Smallint),
        D::Int(_)
        | D::Int4(_)
        | D::Integer(_)
        | D::IntUnsigned(_)
        | D::Int4Unsigned(_)
        | D::IntegerUnsigned(_)
        | D::MediumInt(_)
        | D::MediumIntUnsigned(_) => plain(N::Int),
        D::Int32 | D::UInt32 | D::Signed | D::SignedInteger | D::Unsigned | D::UnsignedInteger => plain(N::Int),
        D::Int128 | D::Int256 | D::HugeInt | D::UHugeInt | D::UInt128 | D::UInt256 => plain(N::Varint),
        D::Bool | D::Boolean => plain(N::Boolean),
        D::Date | D::Date32 => plain(N::Date),
        D::Time(..) => plain(N::Time),
        D::Datetime(_) | D::Datetime64(..) | D::Timestamp(..) | D::TimestampNtz(_) => plain(N::Timestamp),
        D::Interval { .. } => plain(N::Duration),
        D::JSON | D::JSONB => changed(N::Text, TypeChange::Document(ty.to_string())),
        D::Enum(..) | D::Set(_) => changed(N::Text, TypeChange::Enum("ENUM".to_owned())),
        D::Array(elem) => array(elem, types, depth),
        D::Custom(name, modifiers) => custom(&last_part(name), modifiers, ty, types, depth),
        D::Collate(inner, _) | D::Nullable(inner) | D::LowCardinality(inner) | D::Zerofill(inner) => {
            map_depth(inner, types, depth + 1)
        }
        D::Bit(Some(1)) => plain(N::Boolean),
        D::Bit(_) | D::BitVarying(_) | D::VarBit(_) => plain(N::Blob),
        D::Regclass => plain(N::Text),
        _ => changed(N::Text, TypeChange::Unknown(ty.to_string())),
    }
}

fn array(elem: &ArrayElemTypeDef, types: &BTreeMap<String, UserType>, depth: usize) -> Mapped {
    let inner = match elem {
        ArrayElemTypeDef::AngleBracket(t)
        | ArrayElemTypeDef::SquareBracket(t, _)
        | ArrayElemTypeDef::Parenthesis(t)
        | ArrayElemTypeDef::ParenthesisNotNull(t)
        | ArrayElemTypeDef::Qualified(t, _) => Some(t.as_ref()),
        ArrayElemTypeDef::None => None,
    };
    let Some(inner) = inner else { return changed(NativeType::Text, TypeChange::Unknown("ARRAY".to_owned())) };
    let mut m = map_depth(inner, types, depth + 1);
    if m.multi.is_some() {
        return Mapped {
            ty: NativeType::Text,
            multi: Some(Multi::List),
            avg_size: None,
            change: Some(TypeChange::NestedArray),
        };
    }
    m.multi = Some(Multi::List);
    m.avg_size = None;
    m
}

fn custom(
    name: &str,
    modifiers: &[sqlparser::ast::TypeModifier],
    ty: &DataType,
    types: &BTreeMap<String, UserType>,
    depth: usize,
) -> Mapped {
    use NativeType as N;
    let lower = name.to_ascii_lowercase();
    let len = modifiers.first().and_then(|m| m.to_string().parse::<u64>().ok());
    match lower.as_str() {
        "serial" | "serial4" => return plain(N::Int),
        "bigserial" | "serial8" => return plain(N::Bigint),
        "smallserial" | "serial2" => return plain(N::Smallint),
        "uniqueidentifier" => return plain(N::Uuid),
        "timestamptz" | "datetime2" | "smalldatetime" | "datetimeoffset" => return plain(N::Timestamp),
        "timetz" => return plain(N::Time),
        "money" | "smallmoney" => return plain(N::Decimal),
        "bit" => return plain(N::Boolean),
        "image" => return plain(N::Blob),
        "ntext" | "citext" | "nchar" | "name" | "sysname" => return text_of(len),
        "inet" | "cidr" => return plain(N::Inet),
        "json" | "jsonb" | "xml" => return changed(N::Text, TypeChange::Document(ty.to_string())),
        _ => {}
    }
    match types.get(&lower) {
        Some(UserType::Enum(_)) => changed(N::Text, TypeChange::Enum(name.to_owned())),
        Some(UserType::Domain(base)) if depth < 8 => {
            let mut m = map_depth(base, types, depth + 1);
            m.change = Some(TypeChange::Domain(format!("{name} ({base})")));
            m
        }
        _ => changed(N::Text, TypeChange::Unknown(ty.to_string())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sqlparser::dialect::PostgreSqlDialect;
    use sqlparser::parser::Parser;

    fn ty(sql: &str) -> DataType {
        let mut p = Parser::new(&PostgreSqlDialect {}).try_with_sql(sql).expect("tokens");
        p.parse_data_type().expect("a type")
    }

    #[test]
    fn types_map_as_the_table_says() {
        let none = BTreeMap::new();
        let m = |s: &str| map(&ty(s), &none);
        assert_eq!(m("varchar(120)"), Mapped { ty: NativeType::Text, multi: None, avg_size: Some(120), change: None });
        assert_eq!(m("numeric(10,2)").ty, NativeType::Decimal);
        assert_eq!(m("serial").ty, NativeType::Int);
        assert_eq!(m("bigserial").ty, NativeType::Bigint);
        assert_eq!(m("timestamp with time zone").ty, NativeType::Timestamp);
        assert_eq!(m("bytea").ty, NativeType::Blob);
        assert_eq!(m("boolean").ty, NativeType::Boolean);
        assert_eq!(m("smallint").ty, NativeType::Smallint);
        assert!(matches!(m("jsonb").change, Some(TypeChange::Document(_))));
        let arr = m("text[]");
        assert_eq!((arr.ty, arr.multi), (NativeType::Text, Some(Multi::List)));
        assert!(matches!(m("tsvector").change, Some(TypeChange::Unknown(_))));
        let mut types = BTreeMap::new();
        types.insert("year".to_owned(), UserType::Domain(ty("integer")));
        types.insert("mpaa_rating".to_owned(), UserType::Enum(vec!["G".into()]));
        assert_eq!(map(&ty("public.year"), &types).ty, NativeType::Int);
        assert!(matches!(map(&ty("public.mpaa_rating"), &types).change, Some(TypeChange::Enum(_))));
    }
}
