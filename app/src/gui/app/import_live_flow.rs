//! Cluster ▸ Import from cluster…: the live schema read and imported on a thread (the window
//! takes no input meanwhile, as for a file import), then opened as a new unsaved project
//! with the import report, named after the cluster and its keyspaces.

use super::*;
use crate::cluster::{Cluster, live_schema};
use crate::gui::actions::ImportLiveRequest;
use crate::gui::tasks::{Kind, Outcome};

impl StudioApp {
    /// Imports the live schema `request` names, in the background.
    pub(super) fn import_live(&mut self, request: ImportLiveRequest) {
        self.shell.tasks.start(Kind::Import, true, self.shell.language, self.shell.repaint.clone(), move || {
            let label = request.connect.first().to_string();
            let fail = |message: String| model_core::import::ImportError::Format {
                file: label.clone(),
                message: model_core::text::Text::verbatim(message),
            };
            let result = Cluster::connect_with(&request.connect).map_err(|e| fail(e.to_string())).and_then(|cluster| {
                let live = live_schema::read(&cluster, &request.keyspaces).map_err(|e| fail(e.message))?;
                if live.keyspaces.is_empty() {
                    return Err(fail("the cluster has no keyspace but the system ones".into()));
                }
                let name = if let [one] = live.keyspaces.as_slice() { one.clone() } else { "cluster".to_owned() };
                Ok(model_core::import::cql::import_named(&live.cql, &name))
            });
            Outcome::Imported {
                paths: vec![std::path::PathBuf::from(label.clone())],
                defines: std::collections::BTreeMap::new(),
                rejected: std::collections::BTreeSet::new(),
                placeholders: Vec::new(),
                result: Box::new(result),
            }
        });
    }
}
