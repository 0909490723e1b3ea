//! The panels around the canvases: the menu bar, the outline, the status bar, the side
//! panels (diagnostics, partitions, CQL preview, Verify's results; the outline and these are panes of the dock,
//! [`super::dock`]), the Physical tab's keyspaces, the estimates editor the inspector embeds
//! and step mode's bar. Each draws from the project and what was
//! derived from it, and records what the user asks for in [`super::actions::Actions`].

pub mod cql_preview;
pub mod diagnostics;
pub mod estimates;
pub mod exercise;
pub mod grade_report;
pub mod menu_bar;
pub mod outline;
pub mod partitions;
pub mod physical;
pub mod status_bar;
pub mod step_mode;
pub mod verify_results;
