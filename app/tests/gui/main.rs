//! The window's tests, in one binary (one link of eframe and wgpu): each module drives the
//! headless window (egui_kittest) through AccessKit labels, as a user would.

mod apply;
mod bad_files;
mod canvas_pass;
mod chinese;
mod clipboard;
mod cluster;
mod compare;
mod counted;
mod cql_names;
mod diagram_text;
mod dock;
mod flow;
mod gallery;
mod grade;
mod history;
mod import;
mod layout;
mod legibility;
mod partitions;
mod prove;
mod queries;
mod recovery;
mod roles;
mod scenario;
mod snapshots;
mod step;
mod support;
mod tasks;
mod teach;
mod updated;
mod workflow;
mod workshop;
mod wrongs;
