//! # model-core
//!
//! The domain of Keyspace Studio, with no GUI: the project file, derivation of the Chebotko
//! logical model from an ER model and a query workflow (methodology §4), validation and
//! analysis as diagnostics, CQL export, and import from CQL and KDM.
//!
//! Data flows one way: [`project::Project`] → [`derive::derive`] → [`logical::LogicalModel`]
//! → [`export`]'s CQL text and [`validate`] diagnostics; [`cql`] is the language both
//! export and import speak.
//!
//! Test support (`builder`, `synthetic`, `shapes`, `text::english_words`) is not part of the
//! library: it exists only for this crate's tests and with the `testing` feature, which the
//! workspace's tests, benchmarks and fuzz targets turn on.

pub mod analysis;
pub mod atomic_file;
#[cfg(any(test, feature = "testing"))]
pub mod builder;
pub mod clipboard;
pub mod cql;
pub mod derive;
pub mod diagnostic;
pub mod dialect;
pub mod diff;
pub mod document;
pub mod edit;
pub mod er;
pub mod estimate;
pub mod explain;
pub mod export;
pub mod grade;
pub use diagnostic::{Code, Diagnostic, Severity};
pub mod ids;
pub mod import;
pub mod input_file;
pub mod logical;
pub mod naming;
mod parallel;
pub mod pipeline;
pub mod placement;
pub mod project;
pub mod proof;
pub mod query_plan;
pub mod render;
#[cfg(any(test, feature = "testing"))]
pub mod shapes;
#[cfg(any(test, feature = "testing"))]
pub mod synthetic;
pub mod text;
pub mod tradeoff;
pub mod transition;
pub mod validate;

pub use derive::{Derivation, derive};
pub use project::Project;
