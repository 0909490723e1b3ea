//! Every user-visible string, in one place, so that the UI can be translated (English now;
//! Simplified Chinese is planned). Texts with `{0}`, `{1}`... are filled by [`fill`].

use std::sync::atomic::{AtomicU8, Ordering};

macro_rules! strings {
    ($($name:ident = $en:literal,)*) => {
        /// The UI's texts in one language.
        #[derive(Debug)]
        pub struct Strings {
            $(#[doc = $en] pub $name: &'static str,)*
        }

        /// English.
        pub const EN: Strings = Strings { $($name: $en,)* };
    };
}

strings! {
    app_name = "Keyspace Studio",
    untitled = "Untitled",
    // Menus and commands.
    menu_file = "File",
    menu_edit = "Edit",
    menu_model = "Model",
    menu_view = "View",
    cmd_new = "New",
    cmd_open = "Open…",
    cmd_save = "Save",
    cmd_save_as = "Save As…",
    cmd_export_schema = "Export schema.cql…",
    cmd_export_queries = "Export queries.cql…",
    cmd_quit = "Quit",
    cmd_undo = "Undo",
    cmd_redo = "Redo",
    cmd_delete = "Delete",
    cmd_select_all = "Select all",
    cmd_add_entity = "Add entity",
    cmd_add_relationship = "Add relationship",
    cmd_add_query = "Add query",
    cmd_fit_to_view = "Fit to view",
    open_sample = "Open sample",
    open_recent = "Open recent",
    no_samples = "No samples found",
    no_recent = "No recent files",
    tip_add_entity = "Add an entity type to the ER diagram (or double-click the empty canvas)",
    tip_add_relationship = "Relate the two selected entities (or drag from an entity's handle to another entity)",
    tip_add_query = "Add a query to the workflow",
    tip_fit_to_view = "Show the whole diagram",
    tip_delete = "Delete the selection",
    // Tabs and panels.
    tab_conceptual = "Conceptual",
    tab_workflow = "Workflow",
    tab_logical = "Logical",
    tab_physical = "Physical",
    outline = "Outline",
    cql_preview = "CQL preview",
    diagnostics_heading = "Diagnostics ({0})",
    no_problems = "No problems found.",
    copy = "Copy",
    tip_copy = "Copy the CQL to the clipboard",
    entities = "Entities",
    relationships = "Relationships",
    queries = "Queries",
    tables = "Tables",
    types = "Types",
    // Canvases.
    conceptual_hint = "Double-click: new entity · drag: move · drag ● onto an entity: relate · click 1/n: switch · double-click a shape: rename",
    workflow_hint = "Drag from ▶ to ● to connect · right-click: add query, entry point, delete",
    chebotko_hint = "Hover a marker for its meaning · click a table for its alternatives",
    tables_count = "{0} tables",
    no_tables = "No tables yet: add a query on the Workflow tab.",
    tip_cardinality = "Cardinality at this end: click to switch between 1 and n",
    tip_link_handle = "Drag onto another entity to draw a relationship",
    a11y_entity = "Entity {0}",
    a11y_relationship = "Relationship {0}",
    a11y_attribute = "Attribute {0}",
    a11y_table = "Table {0}",
    entry_marker = "▶ entry",
    no_description = "(no description)",
    given_short = "given:",
    // Chebotko markers.
    marker_k = "K: partition key column",
    marker_c_asc = "C↑: clustering column, ascending",
    marker_c_desc = "C↓: clustering column, descending",
    marker_s = "S: static column (one value per partition)",
    marker_idx = "IDX: secondary index",
    marker_counter = "++: counter column",
    marker_set = "{}: set collection",
    marker_list = "[]: list collection",
    marker_map = "<>: map collection",
    marker_udt = "*: user-defined type",
    // Inspector.
    project = "Project",
    title = "Title",
    nothing_selected = "Select an entity, relationship, query or table to edit it.",
    selection_gone = "The selection no longer exists.",
    n_selected = "{0} selected",
    relate_these = "Relate {0} and {1}",
    entity = "Entity",
    relationship = "Relationship",
    attribute = "Attribute",
    query = "Query",
    table = "Table",
    name = "Name",
    description = "Description",
    weak_entity = "Weak entity, owned by",
    tip_weak = "A weak entity is identified through its owner: its key is the owner's key plus its own",
    none = "(none)",
    attributes = "Attributes",
    key_short = "key",
    multi_short = "multi",
    tip_key = "Part of the entity's key (underlined in the diagram)",
    tip_multi = "Multi-valued: stored as a collection (double oval)",
    move_up = "Move up (key order)",
    move_down = "Move down (key order)",
    more = "All properties",
    remove = "Remove",
    new_attribute = "New attribute",
    key_attribute = "Key attribute",
    add_attribute = "Add attribute",
    relate_to = "Relate to…",
    new_entity_name = "Entity",
    new_relationship_name = "relates",
    cardinality_at = "at {0}",
    relationship_kind = "Kind: {0}",
    identifying = "Identifying (of a weak entity)",
    tip_identifying = "The relationship through which a weak entity is identified (double diamond)",
    belongs_to = "Belongs to",
    type_label = "Type",
    multi_valued = "Values",
    single_value = "single",
    composite_fields = "Composite: fields",
    tip_composite = "A composite attribute's fields become a user-defined type",
    add_field = "Add field",
    cql_type = "CQL type",
    tip_cql_type = "The CQL type of this attribute's columns, e.g. smallint or frozen<address>; empty: the attribute's type",
    domain_type = "attribute's type",
    query_heading = "Query {0}",
    returns_entity = "Returns",
    tip_query_entity = "The entity the query returns; its table is named after it",
    inferred = "(from the find attributes)",
    entry_point = "Entry point",
    tip_entry = "A task the application can start with",
    limit = "LIMIT",
    given = "Given",
    tip_given = "Search predicates: = and IN go to the partition key, ranges to clustering columns",
    add_given = "Add given",
    find = "Find",
    tip_find = "What the query returns",
    add_find = "Add find",
    find_all_of = "All of {0}",
    order_by = "Order by",
    tip_order_by = "Requested order: clustering columns with this direction",
    add_order_by = "Add order by",
    leads_to = "Leads to",
    tip_leads_to = "Workflow transitions: this query's result supplies the next query's input",
    add_transition = "Add transition to",
    choose = "choose…",
    served_by = "Table:",
    table_name = "Table name",
    derived_name_was = "Derived name: {0}",
    reset = "Reset",
    primary_key = "Primary key",
    serves = "Serves",
    alternatives = "Primary-key alternatives",
    tip_alternatives = "Other valid primary keys for this query's table; choose one",
    columns = "Columns",
    column_types = "Column types",
    // Physical.
    keyspaces = "Keyspaces",
    keyspace = "Keyspace",
    replication_factor = "replication factor",
    add_datacenter = "+ datacenter",
    durable_writes = "durable writes",
    add_keyspace = "Add keyspace",
    // Files and dialogs.
    project_filter = "Keyspace Studio project",
    save = "Save",
    discard = "Don't save",
    cancel = "Cancel",
    ok = "OK",
    unsaved_title = "Unsaved changes",
    unsaved_message = "{0} has changes that are not saved. Save them first?",
    nothing_lost = "The open project is unchanged; nothing was lost.",
    load_error_at = "{0}, line {1}, column {2}:\n{3}",
    cannot_open = "Cannot open the project",
    cannot_save = "Cannot save the project",
    cannot_export = "Cannot export the CQL",
    opened = "Opened {0}",
    saved_to = "Saved to {0}",
    exported_to = "Exported to {0}",
    new_project = "New project",
    no_dialogs = "File dialogs are not available here",
    undone = "Undone",
    redone = "Redone",
    select_two_entities = "Select one or two entities to relate",
    tables_are_derived = "Tables are derived from queries: delete the query instead",
    // Status bar.
    status_counts = "{0} entities · {1} relationships · {2} queries · {3} tables",
    status_problems = "{0} errors · {1} warnings",
}

/// The languages the UI can show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Language {
    /// English.
    English,
}

impl Language {
    /// Every language, in code order.
    pub const ALL: [Language; 1] = [Language::English];

    fn code(self) -> u8 {
        match self {
            Self::English => 0,
        }
    }

    fn from_code(code: u8) -> Option<Self> {
        Self::ALL.into_iter().find(|l| l.code() == code)
    }
}

static LANGUAGE: AtomicU8 = AtomicU8::new(0);

/// Chooses the UI language.
pub fn set_language(language: Language) {
    LANGUAGE.store(language.code(), Ordering::Relaxed);
}

/// The texts of the current language.
pub fn tr() -> &'static Strings {
    match language() {
        Language::English => &EN,
    }
}

/// The current UI language.
pub fn language() -> Language {
    // Codes of languages this build does not have fall back to English.
    Language::from_code(LANGUAGE.load(Ordering::Relaxed)).unwrap_or(Language::English)
}

/// Replaces `{0}`, `{1}`, ... in `template` with `args`.
pub fn fill(template: &str, args: &[&str]) -> String {
    let mut out = template.to_owned();
    for (i, a) in args.iter().enumerate() {
        out = out.replace(&format!("{{{i}}}"), a);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fill_replaces_numbered_placeholders() {
        assert_eq!(fill("{0} and {1}", &["a", "b"]), "a and b");
        assert_eq!(fill(tr().a11y_entity, &["Hotel"]), "Entity Hotel");
    }
}
