//! The windows over the main one: comparing with another version, the import report, the
//! file picker (the system's dialog or the in-app one), the help windows, picture export and
//! proving the model on a cluster. They may draw with the canvases' pieces (the legend does),
//! never the other way round.

pub mod apply;
pub mod compare;
pub mod file_picker;
pub mod help;
pub mod import_report;
pub mod picture_export;
pub mod prove;
