//! Positions of nodes on the three canvases.

use super::*;
use std::collections::BTreeMap;

/// The saved positions of one canvas.
fn section(p: &mut Project, canvas: Canvas) -> &mut BTreeMap<String, Pos> {
    match canvas {
        Canvas::Conceptual => &mut p.layout.conceptual,
        Canvas::Workflow => &mut p.layout.workflow,
        Canvas::Logical => &mut p.layout.logical,
    }
}

/// Refuses positions of which one is not a point (a coordinate infinite or not a number).
fn points_only(positions: &[(String, Pos)]) -> Result<(), EditError> {
    match positions.iter().find(|(_, pos)| !(pos.x.is_finite() && pos.y.is_finite())) {
        Some((id, _)) => Err(EditError::Invalid(Refusal::PositionNotNumber { id: id.clone() })),
        None => Ok(()),
    }
}

/// [`Edit::MoveNodes`]: every new position is a point, or nothing moves.
pub(super) fn move_nodes(p: &mut Project, canvas: Canvas, moves: &[(String, Pos)]) -> Result<(), EditError> {
    points_only(moves)?;
    let section = section(p, canvas);
    for (id, pos) in moves {
        section.insert(id.clone(), *pos);
    }
    Ok(())
}

/// [`Edit::ArrangeCanvas`]: the canvas's saved positions become `positions`, all points.
pub(super) fn arrange(p: &mut Project, canvas: Canvas, positions: &[(String, Pos)]) -> Result<(), EditError> {
    points_only(positions)?;
    *section(p, canvas) = positions.iter().cloned().collect();
    Ok(())
}
