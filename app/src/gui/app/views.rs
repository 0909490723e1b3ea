//! How the document is shown: the tab, the four canvases with their pan and zoom, the
//! inspector and the panes (partitions, CQL preview, the check-a-design report, the exercise
//! answer, Verify's results), where the panes are docked, presentation and step mode. What
//! is shown is [`super::state`]; the window around it is [`super::shell`].

use crate::gui::actions::Tab;
use crate::gui::canvases::chebotko::ChebotkoCanvas;
use crate::gui::canvases::conceptual::ConceptualCanvas;
use crate::gui::canvases::workflow::WorkflowCanvas;
use crate::gui::dock::Dock;
use crate::gui::inspector::Inspector;
use crate::gui::panels::cql_preview::CqlFile;
use crate::gui::panels::exercise::ExerciseAnswer;
use crate::gui::panels::grade_report::GradeReport;
use crate::gui::panels::partitions::PartitionsPanel;
use crate::gui::panels::step_mode::StepMode;
use crate::gui::panels::verify_results::VerifyResults;

/// The views of the document, kept between frames.
pub(super) struct Views {
    /// The tab shown (changed only by `StudioApp::set_tab`).
    pub(super) tab: Tab,
    /// The Conceptual tab's ER diagram.
    pub(super) conceptual: ConceptualCanvas,
    /// The Workflow tab.
    pub(super) workflow: WorkflowCanvas,
    /// The Logical tab's Chebotko diagram.
    pub(super) logical: ChebotkoCanvas,
    /// The Physical tab's Chebotko diagram.
    pub(super) physical: ChebotkoCanvas,
    /// The inspector of the selection.
    pub(super) inspector: Inspector,
    /// The Partitions pane.
    pub(super) partitions: PartitionsPanel,
    /// The CQL preview's file.
    pub(super) cql_file: CqlFile,
    /// Where the panes are: docked beside the diagram, stacked, or in windows of their own.
    pub(super) dock: Dock,
    /// Presentation mode: only the diagram, drawn large.
    pub(super) presentation: bool,
    /// Step mode: the method one step at a time.
    pub(super) steps: StepMode,
    /// File ▸ Check a design…: the answer, its report, presentation of it.
    pub(super) grade: GradeReport,
    /// An exercise's answer being written.
    pub(super) exercise: ExerciseAnswer,
    /// Cluster ▸ Verify: the run and its results (the Verify pane).
    pub(super) verify: VerifyResults,
}

impl Default for Views {
    /// The Conceptual tab, the default dock layout, nothing drawn yet.
    fn default() -> Self {
        Self {
            tab: Tab::Conceptual,
            conceptual: ConceptualCanvas::default(),
            workflow: WorkflowCanvas::default(),
            logical: ChebotkoCanvas::new(false),
            physical: ChebotkoCanvas::new(true),
            inspector: Inspector::default(),
            partitions: PartitionsPanel::default(),
            cql_file: CqlFile::default(),
            dock: Dock::default(),
            presentation: false,
            steps: StepMode::default(),
            grade: GradeReport::default(),
            exercise: ExerciseAnswer::default(),
            verify: VerifyResults::default(),
        }
    }
}
