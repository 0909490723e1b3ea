//! Which column types lose information the model's type holds.

use crate::cql::{CqlType, NativeType};

/// `true` when a value of `expected` may not survive being stored as `actual`: a narrower
/// number, a fraction in an integer, a time cut to a date, a text or identifier in a type
/// that cannot hold it. Text holds anything; collections compare their elements.
pub(super) fn lossy(expected: &CqlType, actual: &CqlType) -> bool {
    use CqlType as C;
    match (expected, actual) {
        (C::Frozen(e), C::Frozen(a)) => lossy(e, a),
        (C::Frozen(e), a) => lossy(e, a),
        (e, C::Frozen(a)) => lossy(e, a),
        (C::Set(e), C::Set(a)) | (C::List(e), C::List(a)) | (C::Set(e), C::List(a)) | (C::List(e), C::Set(a)) => {
            lossy(e, a)
        }
        (C::Map(ek, ev), C::Map(ak, av)) => lossy(ek, ak) || lossy(ev, av),
        (C::Native(e), C::Native(a)) => native_lossy(*e, *a),
        _ => false,
    }
}

fn native_lossy(e: NativeType, a: NativeType) -> bool {
    use NativeType as N;
    if e == a || matches!(a, N::Text | N::Ascii) && e != N::Blob {
        return false;
    }
    let int_rank = |t: NativeType| match t {
        N::Tinyint => Some(1),
        N::Smallint => Some(2),
        N::Int => Some(3),
        N::Bigint | N::Counter => Some(4),
        N::Varint => Some(5),
        _ => None,
    };
    let float_rank = |t: NativeType| match t {
        N::Float => Some(1),
        N::Double => Some(2),
        N::Decimal => Some(3),
        _ => None,
    };
    match (e, a) {
        (N::Text, N::Ascii) => false,
        (N::Uuid, N::Timeuuid) | (N::Timeuuid, N::Uuid) => false,
        (N::Timeuuid, N::Timestamp) => true,
        (N::Timestamp, N::Date | N::Time) => true,
        (N::Date, N::Timestamp) => false,
        _ => match (int_rank(e), int_rank(a), float_rank(e), float_rank(a)) {
            (Some(x), Some(y), _, _) => y < x,
            (Some(x), None, _, Some(y)) => !(y == 3 || (y == 2 && x <= 3) || (y == 1 && x <= 2)),
            (None, Some(_), Some(_), _) => true,
            (_, _, Some(x), Some(y)) => y < x,
            _ => a != N::Blob,
        },
    }
}
