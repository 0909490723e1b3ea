//! Where the user put things on each canvas.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Positions of nodes on the canvases, by the node's stable id.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Layout {
    /// ER diagram: entity, relationship and attribute ids → top-left corner.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub conceptual: BTreeMap<String, Pos>,
    /// Workflow: query ids → position.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub workflow: BTreeMap<String, Pos>,
    /// Chebotko diagram: table names → position (absent: automatic layout).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub logical: BTreeMap<String, Pos>,
    /// Fields this version does not know (a newer version's additions), kept so that saving
    /// never drops them.
    #[serde(flatten)]
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

impl Layout {
    /// `true` when no position is stored.
    pub fn is_empty(&self) -> bool {
        self.conceptual.is_empty() && self.workflow.is_empty() && self.logical.is_empty() && self.extra.is_empty()
    }
}

/// A point on a canvas, in canvas units.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
// No room for a field this version does not know: refused by name, never dropped (SECURITY.md).
#[serde(deny_unknown_fields)]
pub struct Pos {
    /// Horizontal.
    pub x: f32,
    /// Vertical.
    pub y: f32,
}

impl Pos {
    /// A position.
    pub fn new(x: f32, y: f32) -> Self {
        Self { x, y }
    }
}
