//! What the panels and dialogs ask for during a frame, as one ordered list of actions applied
//! after drawing, in the order the user caused them (the app's one command flow). They only
//! record; [`super::app::StudioApp`] applies.

use super::files::Replace;
use super::i18n::Lang;
use super::ui_command::UiCommand;
use model_core::analysis::AnalysisSettings;
use model_core::edit::Edit;
use model_core::ids::EntityId;
use std::collections::BTreeMap;

/// A teaching action from the menus.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TeachAction {
    /// Open the Export picture window.
    ExportPicture,
    /// Show the notation legend.
    NotationLegend,
    /// Show the method guide.
    MethodGuide,
    /// Turn step mode on or off.
    ToggleStepMode,
    /// Show the keyboard shortcuts (F1).
    Shortcuts,
}

/// Which diagrams to export as pictures.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PictureSet {
    /// The diagram of the tab shown.
    #[default]
    Current,
    /// Conceptual, workflow, logical and physical, one file each.
    AllFour,
}

/// What the Export picture window asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PictureRequest {
    /// Which diagrams.
    pub set: PictureSet,
    /// Dark theme.
    pub dark: bool,
    /// PNG proposed (the chosen file name's extension decides).
    pub png: bool,
}

/// What the user did in the import report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReportAction {
    /// Closed it.
    Close,
    /// Accepted suggestion number `n`.
    Accept(usize),
    /// Asked to import the same files again with these template values.
    Reimport(BTreeMap<String, String>),
    /// Asked to import the same files again without the relationships inferred from SQL
    /// joins whose ids these are (empty: with every one).
    RejectJoins(std::collections::BTreeSet<String>),
}

/// What File ▸ Compare with… and the Changes window ask for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CompareAction {
    /// Pick a project file or a schema to compare the open project with.
    File,
    /// Compare with the open project as last committed (`git show HEAD`).
    LastCommit,
    /// Write this migration script to a file the user picks (`migrate.cql` proposed).
    ExportMigration(String),
}

/// What File ▸ Check a design…, the grade pane and an exercise ask for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GradeAction {
    /// Pick an answer file (CQL or a project) and grade the open model against it.
    PickAnswer,
    /// Read the answer again and grade it.
    Recheck,
    /// Write the report as an HTML page to a file the user picks.
    ExportHtml,
    /// Show the report full-window, large (presentation of the report).
    Present,
    /// Leave the presentation of the report.
    LeavePresentation,
    /// Take the report out of the window.
    Close,
    /// Save the open model as an exercise, to a file the user picks.
    SaveExercise,
    /// In an exercise: read a CQL file into the student's answer.
    OpenAnswerCql,
    /// In an exercise: write the student's answer to a CQL file the user picks.
    SaveAnswer,
    /// In an exercise: grade the student's answer as written.
    CheckAnswer,
}

/// What the Prove on a cluster dialog asks for: a run of `prove` on this cluster.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProveRequest {
    /// How to reach the cluster.
    pub connect: crate::cluster::connect::ConnectOptions,
    /// Rows of the largest entity (`None`: from the model's estimates).
    pub rows: Option<u32>,
    /// The seed of the generated data and parameters.
    pub seed: u64,
}

/// What the Apply to cluster dialog asks for: how to reach the cluster, and where the
/// model's keyspaces go.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ApplyRequest {
    /// The hosts, the login (its password held in memory only), the timeout.
    pub connect: crate::cluster::connect::ConnectOptions,
    /// The live keyspaces, the replication, the drops.
    pub options: crate::cluster::apply::Options,
}

/// What the Import from cluster dialog asks for: the live schema of these keyspaces (none:
/// every one but the system ones) opened as a new project.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportLiveRequest {
    /// How to reach the cluster.
    pub connect: crate::cluster::connect::ConnectOptions,
    /// The keyspaces to read.
    pub keyspaces: Vec<String>,
}

/// Which sample Load sample data… writes and Verify reads (the same rows and seed give the
/// same data).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SampleRequest {
    /// The live keyspace of each model keyspace named (the others keep their names).
    pub keyspaces: BTreeMap<String, String>,
    /// Rows of the largest entity (`None`: from the model's estimates).
    pub rows: Option<u32>,
    /// The seed of the data.
    pub seed: u64,
}

/// What the Cluster menu, its dialogs and the status bar ask for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClusterAction {
    /// Connect with these options (in the background); the window then uses the connection.
    Connect(crate::cluster::connect::ConnectOptions),
    /// Forget the connection (and its password).
    Disconnect,
    /// Write this sample into the connected cluster.
    LoadSample(SampleRequest),
    /// Verify every query on the sample the Load sample dialog names.
    Verify,
}

/// The central tabs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Tab {
    /// The ER diagram.
    #[default]
    Conceptual,
    /// The query workflow.
    Workflow,
    /// The Chebotko diagram without types.
    Logical,
    /// The Chebotko diagram with types, and the keyspaces.
    Physical,
}

impl Tab {
    /// Every tab, in order.
    pub const ALL: [Tab; 4] = [Tab::Conceptual, Tab::Workflow, Tab::Logical, Tab::Physical];

    /// The tab's title.
    pub fn label(self) -> String {
        match self {
            Self::Conceptual => tr!("gui-tab-conceptual"),
            Self::Workflow => tr!("gui-tab-workflow"),
            Self::Logical => tr!("gui-tab-logical"),
            Self::Physical => tr!("gui-tab-physical"),
        }
    }
}

/// One thing a panel asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Apply an edit.
    Edit(Edit),
    /// Apply an edit (first) as the end of the typing gesture of edits like the second (one
    /// undo step with it); nothing when that gesture is not the one under way.
    EditContinuing(Box<(Edit, Edit)>),
    /// Apply an edit that adds something, then select it and focus its name.
    AddNew(Edit),
    /// A typing gesture ended: the next edit starts a new undo step.
    Seal,
    /// Run a command of the menus, toolbars or keyboard.
    Command(UiCommand),
    /// Draw a relationship between these entities.
    Relate(EntityId, EntityId),
    /// Switch to this tab.
    ShowTab(Tab),
    /// Replace the project (new, open, import, quit), asking about unsaved changes first.
    Replace(Replace),
    /// A teaching action (help windows, step mode, picture export).
    Teach(TeachAction),
    /// Show the interface in this language.
    SetLanguage(Lang),
    /// Analyse with these thresholds (an app setting, not part of the project).
    AnalysisSettings(AnalysisSettings),
    /// Export pictures (the Export picture window's request: the file is asked for next).
    Pictures(PictureRequest),
    /// What the user did in the import report.
    ImportReport(ReportAction),
    /// Compare with another version, or export the migration.
    Compare(CompareAction),
    /// Check a design against the open model, or what the grade pane asks for.
    Grade(GradeAction),
    /// Prove the open project on a cluster (in the background).
    Prove(ProveRequest),
    /// Read a cluster's live schema and plan the open project's migration to it.
    ApplyReview(ApplyRequest),
    /// Run a reviewed plan on the cluster it was read from.
    ApplyRun(ApplyRequest, Box<crate::cluster::apply::Review>),
    /// Connect, disconnect, load sample data, verify.
    Cluster(ClusterAction),
    /// Text pasted from the clipboard outside a text field (entities copied with Ctrl+C).
    Paste(String),
    /// Say this in the status line (what a panel just did: "Copied schema.cql").
    Say(String),
    /// Undo this many steps at once (the history's "undo to here").
    UndoSteps(usize),
    /// Redo this many steps at once (the history's "redo to here").
    RedoSteps(usize),
    /// Choose a table's key alternative (the edit), named in the history and the status line
    /// by the table's name and the alternative's key, which only derivation knows.
    ChooseKey(Box<ChooseKey>),
}

/// A key alternative chosen in a table's inspector.
#[derive(Clone, Debug, PartialEq)]
pub struct ChooseKey {
    /// The edit that chooses it.
    pub edit: Edit,
    /// The table's name.
    pub table: String,
    /// The alternative's key, as the inspector shows it.
    pub key: String,
}

/// The actions of one frame, in order.
#[derive(Debug, Default)]
pub struct Actions {
    list: Vec<Action>,
}

impl Actions {
    /// Asks for an edit.
    pub fn edit(&mut self, edit: Edit) {
        self.list.push(Action::Edit(edit));
    }

    /// Asks for an edit that ends the typing of edits like `gesture`, whatever its kind: one
    /// undo takes both back (the shorthand finishing a typed name). Nothing happens when that
    /// typing is not under way (Enter in a name nobody typed in).
    pub fn edit_continuing(&mut self, edit: Edit, gesture: Edit) {
        self.list.push(Action::EditContinuing(Box::new((edit, gesture))));
    }

    /// Asks for edits, in order.
    pub fn edits(&mut self, edits: impl IntoIterator<Item = Edit>) {
        self.list.extend(edits.into_iter().map(Action::Edit));
    }

    /// Asks to undo `count` steps at once.
    pub fn undo_steps(&mut self, count: usize) {
        self.list.push(Action::UndoSteps(count));
    }

    /// Asks to redo `count` steps at once.
    pub fn redo_steps(&mut self, count: usize) {
        self.list.push(Action::RedoSteps(count));
    }

    /// Asks to choose a table's key alternative, named by its table and key.
    pub fn choose_key(&mut self, choice: ChooseKey) {
        self.list.push(Action::ChooseKey(Box::new(choice)));
    }

    /// Asks for an edit that adds something the user will name next.
    pub fn add_new(&mut self, edit: Edit) {
        self.list.push(Action::AddNew(edit));
    }

    /// Asks to paste clipboard text (outside a text field), if any was pasted.
    pub fn extend_paste(&mut self, text: Option<String>) {
        self.list.extend(text.map(Action::Paste));
    }

    /// Asks to say `text` in the status line.
    pub fn say(&mut self, text: String) {
        self.list.push(Action::Say(text));
    }

    /// Ends a typing gesture.
    pub fn seal(&mut self) {
        self.list.push(Action::Seal);
    }

    /// Asks for a command.
    pub fn command(&mut self, command: UiCommand) {
        self.list.push(Action::Command(command));
    }

    /// Asks for a relationship between two entities.
    pub fn relate(&mut self, a: EntityId, b: EntityId) {
        self.list.push(Action::Relate(a, b));
    }

    /// Asks to show a tab.
    pub fn show_tab(&mut self, tab: Tab) {
        self.list.push(Action::ShowTab(tab));
    }

    /// Asks to replace the project.
    pub fn replace(&mut self, replace: Replace) {
        self.list.push(Action::Replace(replace));
    }

    /// Asks for a teaching action.
    pub fn teach(&mut self, action: TeachAction) {
        self.list.push(Action::Teach(action));
    }

    /// Asks for the analysis to use new thresholds.
    pub fn analysis_settings(&mut self, settings: AnalysisSettings) {
        self.list.push(Action::AnalysisSettings(settings));
    }

    /// Asks for pictures of the diagrams.
    pub fn pictures(&mut self, request: PictureRequest) {
        self.list.push(Action::Pictures(request));
    }

    /// Asks to compare with another version, or to export the migration.
    pub fn compare(&mut self, action: CompareAction) {
        self.list.push(Action::Compare(action));
    }

    /// Asks to check a design, or for what the grade pane offers.
    pub fn grade(&mut self, action: GradeAction) {
        self.list.push(Action::Grade(action));
    }

    /// Asks to prove the open project on a cluster.
    pub fn prove(&mut self, request: ProveRequest) {
        self.list.push(Action::Prove(request));
    }

    /// Asks to plan the open project's migration to a live cluster.
    pub fn apply_review(&mut self, request: ApplyRequest) {
        self.list.push(Action::ApplyReview(request));
    }

    /// Asks to run a reviewed plan.
    pub fn apply_run(&mut self, request: ApplyRequest, review: crate::cluster::apply::Review) {
        self.list.push(Action::ApplyRun(request, Box::new(review)));
    }

    /// Asks for a cluster action (connect, disconnect, load sample data, verify).
    pub fn cluster(&mut self, action: ClusterAction) {
        self.list.push(Action::Cluster(action));
    }

    /// Passes on what the user did in the import report.
    pub fn import_report(&mut self, action: ReportAction) {
        self.list.push(Action::ImportReport(action));
    }

    /// Asks to switch the interface language.
    pub fn set_language(&mut self, language: Lang) {
        self.list.push(Action::SetLanguage(language));
    }
}

impl IntoIterator for Actions {
    type Item = Action;
    type IntoIter = std::vec::IntoIter<Action>;

    fn into_iter(self) -> Self::IntoIter {
        self.list.into_iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_keep_the_order_they_were_asked_in() {
        let mut a = Actions::default();
        a.command(UiCommand::Undo);
        a.edit(Edit::RenameProject { name: "x".to_owned() });
        a.seal();
        a.show_tab(Tab::Logical);
        let kinds: Vec<Action> = a.into_iter().collect();
        assert_eq!(
            kinds,
            vec![
                Action::Command(UiCommand::Undo),
                Action::Edit(Edit::RenameProject { name: "x".to_owned() }),
                Action::Seal,
                Action::ShowTab(Tab::Logical),
            ]
        );
    }
}
