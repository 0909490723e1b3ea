//! The proof's pure parts (issue 38): generated data for a project ([`generate`]), what each
//! query means on it ([`answer`], the reference evaluator, written apart from derivation), the
//! parameters to run the queries with ([`parameter_sets`]), and what the tool's own write path
//! writes for it ([`batches`]). `keyspace-studio prove` loads the batches into a real node,
//! runs every query's SELECT and checks its rows with [`Answer::accepts`].

mod aggregate;
mod answer;
mod evaluate;
mod instance;
mod join;
mod load;
mod params;
pub mod period;
mod rng;
mod scalars;
mod value;
mod view;

pub use answer::{Answer, Condition, Params, period_column};
pub use evaluate::{Refusal, answer};
pub use instance::{Instance, InstanceOptions, Link, Record, generate};
pub use load::{Batch, BoundStatement, batches};
pub use params::parameter_sets;
pub use value::Value;

#[cfg(test)]
mod tests;
