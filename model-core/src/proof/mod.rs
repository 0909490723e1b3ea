//! The proof on a real database (provisional: the value type only; the instance, the
//! evaluator and the write batches arrive with the `proof` branch).

pub mod value;
pub use value::Value;
