//! Pictures of a project's four diagrams, headless: SVG text, and PNG through `resvg` (with
//! the `raster` feature, which the app enables: the core itself needs no rasteriser).
//!
//! - [`Diagram::Conceptual`]: the ER diagram in Chen notation (methodology §2).
//! - [`Diagram::Workflow`]: the queries Qn and the transitions between them, entry points
//!   marked.
//! - [`Diagram::Logical`] and [`Diagram::Physical`]: Chebotko diagrams (methodology §5),
//!   the physical one with CQL types and keyspaces.
//!
//! Positions come from the project's layout where stored, else from an automatic layout
//! that follows the workflow, as the desktop app draws them; boxes never overlap and the
//! `viewBox` is the bounding box of everything drawn. All text is escaped. Never panics.

mod arrange;
mod badge;
mod chebotko;
mod chen;
mod end_labels;
mod geom;
/// The diagrams' legibility checker (test support: the window's tests measure contrast with it).
#[cfg(any(test, feature = "testing"))]
pub mod legibility;
#[cfg(test)]
mod legibility_tests;
#[cfg(feature = "raster")]
mod png;
mod svg;
pub(crate) mod text;
mod workflow;

pub use arrange::{arrange, conceptual_overlaps};
pub use badge::{BADGE_GAP, BADGE_H, BADGE_ROOM, BADGE_SIZE, badge_colors, badge_rect};
pub use chebotko::{
    ArrowGeom, ChebotkoLayout, HEADER_H, ROW_H, Row, TEXT_SIZE, TableBox, markers, markers_in, type_label,
};
pub use chen::{
    ALTERNATE_KEY_DASH, ATTR_SIZE, ChenEdge, ChenIsa, ChenLayout, ChenNode, ISA_RADIUS, NAME_SIZE, NodeKind,
    PARTIAL_KEY_DASH, Underline, default_entity_pos, free_diamond_spot, free_entity_spot, isa_center,
};
pub use end_labels::{CARD_GAP, cardinality_box, cardinality_pos, end_line, role_at, role_pos};
pub(crate) use geom::nearest_free;
pub use geom::{Point, Rect};
#[cfg(feature = "raster")]
pub use png::{Png, PngError, svg_to_png};
pub use text::{SvgText, TextMeasure};
pub use workflow::{
    LABEL_W as WORKFLOW_LABEL_W, MAX_DETAIL_LINES as WORKFLOW_DETAIL_LINES, MAX_LINES as WORKFLOW_DESC_LINES,
    TEXT_W as WORKFLOW_TEXT_W, WorkflowLayout, WorkflowNode, workflow_depth,
};

use crate::logical::LogicalModel;
use crate::msg;
use crate::project::Project;

/// The fonts the pictures ask for, best first: Latin families with known widths, then
/// CJK-capable families on each platform (Droid Sans Fallback is the one the app embeds and
/// [`svg_to_png`] loads), then the generic family.
pub const FONT_FAMILY: &str = "'DejaVu Sans', 'Noto Sans', 'Segoe UI', Helvetica, Arial, \
'Noto Sans CJK SC', 'Source Han Sans SC', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', \
'WenQuanYi Micro Hei', 'Droid Sans Fallback', sans-serif";

/// Droid Sans Fallback (Apache-2.0, see `assets/fonts/README.md`): CJK-capable, used for PNG
/// pictures and by the app's window. A `static`, not a `const`: a const would be copied into
/// every crate that uses it, a static is one place in the binary.
pub static CJK_FONT: &[u8] = include_bytes!("../../../assets/fonts/DroidSansFallback.ttf");

/// One of the four diagrams of a project.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Diagram {
    /// The ER diagram (Chen notation).
    Conceptual,
    /// The application workflow (queries and transitions).
    Workflow,
    /// The Chebotko diagram without types.
    Logical,
    /// The Chebotko diagram with CQL types and keyspaces.
    Physical,
}

impl Diagram {
    /// The four, in the method's order.
    pub const ALL: [Diagram; 4] = [Self::Conceptual, Self::Workflow, Self::Logical, Self::Physical];

    /// `conceptual`, `workflow`, `logical` or `physical`.
    pub fn name(self) -> &'static str {
        match self {
            Self::Conceptual => "conceptual",
            Self::Workflow => "workflow",
            Self::Logical => "logical",
            Self::Physical => "physical",
        }
    }

    /// A title for people: "Conceptual model (ER diagram)".
    pub fn title(self) -> &'static str {
        match self {
            Self::Conceptual => "Conceptual model (ER diagram, Chen notation)",
            Self::Workflow => "Application workflow",
            Self::Logical => "Logical model (Chebotko diagram)",
            Self::Physical => "Physical model (Chebotko diagram with CQL types)",
        }
    }
}

impl std::str::FromStr for Diagram {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Self::ALL
            .into_iter()
            .find(|d| d.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| format!("unknown diagram `{s}` (use conceptual, workflow, logical or physical)"))
    }
}

/// Colours of a picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Theme {
    /// `light` or `dark`.
    pub name: &'static str,
    /// The page.
    pub background: &'static str,
    /// Inside shapes.
    pub fill: &'static str,
    /// Table headers.
    pub header: &'static str,
    /// Text and outlines.
    pub text: &'static str,
    /// Secondary text (types, descriptions) and attribute lines.
    pub weak: &'static str,
    /// Markers (K, C↑...), query labels, entry points.
    pub accent: &'static str,
}

impl Theme {
    /// Dark text on white.
    pub fn light() -> Self {
        Self {
            name: "light",
            background: "#ffffff",
            fill: "#ffffff",
            header: "#eef2f7",
            text: "#1f2328",
            weak: "#5f6670",
            accent: "#1a5fb4",
        }
    }

    /// Light text on a dark grey (as the app's dark mode).
    pub fn dark() -> Self {
        Self {
            name: "dark",
            background: "#1b1d21",
            fill: "#25282d",
            header: "#33373e",
            text: "#e8eaed",
            weak: "#a9afb8",
            accent: "#8ab8ff",
        }
    }
}

impl std::str::FromStr for Theme {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "light" => Ok(Self::light()),
            "dark" => Ok(Self::dark()),
            _ => Err(format!("unknown theme `{s}` (use light or dark)")),
        }
    }
}

/// The SVG text of one diagram of a project (`model` is its derived logical model).
pub fn render_svg(project: &Project, model: &LogicalModel, diagram: Diagram, theme: &Theme) -> String {
    let name = if project.name.trim().is_empty() { "Untitled" } else { project.name.as_str() };
    let heading = format!("{name} — {}", diagram.title());
    draw(project, model, diagram, theme, &heading, &|k| {
        let rep = match &k.replication {
            crate::project::Replication::Simple { factor } => {
                format!("SimpleStrategy, replication factor {factor}")
            }
            crate::project::Replication::NetworkTopology { datacenters, replication_factor } => {
                let mut dcs: Vec<String> =
                    replication_factor.iter().map(|f| format!("replication factor {f}")).collect();
                dcs.extend(datacenters.iter().map(|(d, f)| format!("{d}: {f}")));
                format!("NetworkTopologyStrategy, {}", dcs.join(", "))
            }
        };
        format!("keyspace {} ({rep})", k.name)
    })
}

/// One diagram as SVG with its caption (the heading, the physical diagram's keyspace line) in
/// `lang`: English is [`render_svg`]'s picture byte for byte; the GUI's export uses this so
/// a picture exported in Chinese has no English words beyond CQL's own.
pub fn render_svg_in(
    project: &Project,
    model: &LogicalModel,
    diagram: Diagram,
    theme: &Theme,
    lang: crate::text::Lang,
) -> String {
    if lang == crate::text::Lang::En {
        return render_svg(project, model, diagram, theme);
    }
    let name = if project.name.trim().is_empty() {
        msg!("gui-wrongs-caption-untitled").get(lang)
    } else {
        project.name.clone()
    };
    let title = match diagram {
        Diagram::Conceptual => msg!("gui-wrongs-caption-conceptual"),
        Diagram::Workflow => msg!("gui-wrongs-caption-workflow"),
        Diagram::Logical => msg!("gui-wrongs-caption-logical"),
        Diagram::Physical => msg!("gui-wrongs-caption-physical"),
    };
    let heading = msg!("gui-wrongs-caption-heading", name = name, diagram = title.get(lang)).get(lang);
    draw(project, model, diagram, theme, &heading, &|k| {
        let rep = match &k.replication {
            crate::project::Replication::Simple { factor } => {
                msg!("gui-wrongs-caption-simple", factor = factor.to_string()).get(lang)
            }
            crate::project::Replication::NetworkTopology { datacenters, replication_factor } => {
                let mut dcs: Vec<String> = replication_factor
                    .iter()
                    .map(|f| msg!("gui-wrongs-caption-factor", factor = f.to_string()).get(lang))
                    .collect();
                dcs.extend(datacenters.iter().map(|(d, f)| format!("{d}: {f}")));
                msg!("gui-wrongs-caption-network", datacenters = dcs.join(", ")).get(lang)
            }
        };
        msg!("gui-wrongs-caption-keyspace", name = k.name.clone(), replication = rep).get(lang)
    })
}

/// The diagram drawn with `heading` above it and, on the physical diagram, each keyspace
/// described by `keyspace`.
fn draw(
    project: &Project,
    model: &LogicalModel,
    diagram: Diagram,
    theme: &Theme,
    heading: &str,
    keyspace: &dyn Fn(&crate::project::Keyspace) -> String,
) -> String {
    match diagram {
        Diagram::Conceptual => chen::draw(&ChenLayout::new(project), theme, heading),
        Diagram::Workflow => workflow::draw(&WorkflowLayout::new(project, model), theme, heading),
        Diagram::Logical => chebotko::draw(&ChebotkoLayout::new(project, model, false), theme, heading, ""),
        Diagram::Physical => {
            let keyspaces: Vec<String> = project.physical.keyspaces.iter().map(keyspace).collect();
            chebotko::draw(&ChebotkoLayout::new(project, model, true), theme, heading, &keyspaces.join("; "))
        }
    }
}

#[cfg(feature = "raster")]
/// One diagram as PNG at `scale` pixels per diagram unit (2 for sharp slides).
pub fn render_png(
    project: &Project,
    model: &LogicalModel,
    diagram: Diagram,
    theme: &Theme,
    scale: f32,
) -> Result<Png, PngError> {
    svg_to_png(&render_svg(project, model, diagram, theme), scale)
}

#[cfg(test)]
mod tests;
