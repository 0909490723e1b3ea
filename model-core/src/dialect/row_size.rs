//! Amazon Keyspaces' encoded row size, from its documentation's "Estimate row size in Amazon
//! Keyspaces" (`docs/targets.md` cites it and says how each rule below was read):
//!
//! - a partition key column: its value stored twice, and 3 bytes of metadata;
//! - a clustering column: its value stored twice, and 1 byte of metadata for each 5 bytes of
//!   value (20 %);
//! - a regular column: its value, and metadata;
//! - every column: a column identifier of 1 byte for tables of 1–62 columns, one byte more
//!   for each further 62;
//! - integers (`tinyint`, `smallint`, `int`, `bigint`, `varint`) are variable length: about
//!   1 byte per two significant digits, plus 1 byte (the widest value of the type is assumed);
//!   a boolean is 1 byte;
//! - a collection: 3 bytes of metadata, and 1 byte per element;
//! - static columns count against a separate quota per partition, not the row's.

use crate::cql::{CqlType, NativeType};

/// Which part of the primary key a column is (the roles the row size rules tell apart).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColumnPart {
    /// A partition key column.
    PartitionKey,
    /// A clustering column.
    Clustering,
    /// A static column.
    Static,
    /// A regular column.
    Regular,
}

/// One column of a row, as the row size needs it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RowColumn<'a> {
    /// Its part of the key.
    pub part: ColumnPart,
    /// Its CQL type.
    pub ty: &'a CqlType,
    /// Its value's size in bytes as Cassandra stores it (the analysis's column width).
    pub bytes: f64,
    /// For a collection: the elements assumed in it (0 for anything else).
    pub elements: f64,
}

/// Bytes of metadata per partition key column.
pub const PARTITION_KEY_METADATA: f64 = 3.0;
/// Bytes of clustering column value per byte of its metadata.
pub const CLUSTERING_BYTES_PER_METADATA_BYTE: f64 = 5.0;
/// Bytes of metadata of a collection column, whatever it holds.
pub const COLLECTION_METADATA: f64 = 3.0;
/// Columns one byte of column identifier can tell apart.
pub const COLUMNS_PER_IDENTIFIER_BYTE: f64 = 62.0;

/// The size Amazon Keyspaces stores for a value of type `ty` that Cassandra stores in
/// `bytes`: integers by their widest number of significant digits, a boolean 1 byte, a
/// collection with its metadata; anything else as Cassandra's.
pub fn keyspaces_value_bytes(ty: &CqlType, bytes: f64, elements: f64) -> f64 {
    let digits = |d: f64| (d / 2.0).ceil() + 1.0;
    match ty {
        CqlType::Native(n) => match n {
            NativeType::Tinyint => digits(3.0),
            NativeType::Smallint => digits(5.0),
            NativeType::Int => digits(10.0),
            NativeType::Bigint | NativeType::Counter => digits(19.0),
            NativeType::Boolean => 1.0,
            _ => bytes,
        },
        CqlType::Set(_) | CqlType::List(_) | CqlType::Map(..) => bytes + COLLECTION_METADATA + elements,
        CqlType::Frozen(inner) if inner.is_collection() => bytes + COLLECTION_METADATA + elements,
        _ => bytes,
    }
}

/// The encoded size of one row of a table with these columns (every column of the table, in
/// any order), static columns left out.
pub fn keyspaces_row_bytes(columns: &[RowColumn<'_>]) -> f64 {
    #[allow(clippy::cast_precision_loss)]
    let count = columns.len() as f64;
    let identifier = (count / COLUMNS_PER_IDENTIFIER_BYTE).ceil().max(1.0);
    columns
        .iter()
        .map(|c| {
            let v = keyspaces_value_bytes(c.ty, c.bytes, c.elements);
            match c.part {
                ColumnPart::PartitionKey => 2.0 * v + PARTITION_KEY_METADATA + identifier,
                ColumnPart::Clustering => 2.0 * v + (v / CLUSTERING_BYTES_PER_METADATA_BYTE).ceil() + identifier,
                ColumnPart::Regular => v + identifier,
                ColumnPart::Static => 0.0,
            }
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers_booleans_and_collections_are_encoded_as_keyspaces_does() {
        let int = CqlType::native(NativeType::Int);
        assert_eq!(keyspaces_value_bytes(&int, 4.0, 0.0), 6.0, "10 digits: 5 bytes + 1");
        assert_eq!(keyspaces_value_bytes(&CqlType::native(NativeType::Boolean), 1.0, 0.0), 1.0);
        let set = CqlType::Set(Box::new(CqlType::native(NativeType::Text)));
        assert_eq!(keyspaces_value_bytes(&set, 40.0, 4.0), 47.0, "3 bytes of metadata and 1 per element");
        let text = CqlType::native(NativeType::Text);
        assert_eq!(keyspaces_value_bytes(&text, 12.0, 0.0), 12.0, "UTF-8 bytes");
    }

    #[test]
    fn the_column_identifier_grows_every_62_columns() {
        let text = CqlType::native(NativeType::Text);
        let col = |part| RowColumn { part, ty: &text, bytes: 10.0, elements: 0.0 };
        let mut cols = vec![col(ColumnPart::PartitionKey)];
        cols.extend(std::iter::repeat_n(col(ColumnPart::Regular), 62));
        // 63 columns: 2 bytes of identifier each.
        assert_eq!(keyspaces_row_bytes(&cols), (20.0 + 3.0 + 2.0) + 62.0 * (10.0 + 2.0));
        cols.push(col(ColumnPart::Static));
        // A static column adds nothing to the row but its identifier count.
        assert_eq!(keyspaces_row_bytes(&cols), (20.0 + 3.0 + 2.0) + 62.0 * (10.0 + 2.0));
    }
}
