//! Edits to a project as commands, and the undo/redo history.
