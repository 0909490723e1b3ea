//! The desktop window (eframe/egui).

use std::path::PathBuf;

/// Opens the window, on `project` when given (else the last project, else the hotel sample).
pub fn run(project: Option<PathBuf>) -> eframe::Result<()> {
    let _ = project;
    Ok(())
}
