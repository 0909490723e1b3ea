//! The derive area's messages in English.

use crate::text::Lang;
use crate::text::said::Derive;

/// `m` in English.
pub(super) fn word(m: &Derive) -> String {
    match m {
        Derive::NotConnectedErDiagramSoNo { id, to, from } => {
            format!("{id}: {to} is not connected to {from} in the ER diagram, so no access path joins them")
        }
        Derive::DrawRelationshipBetweenRemoveAttributesFrom { from, to } => {
            format!("Draw a relationship between {from} and {to}, or remove {to}'s attributes from the query.")
        }
        Derive::ChosenKeyAlternativeNoLongerExists { id, arg1 } => {
            format!("{id}: the chosen key alternative {arg1} no longer exists; the default is used")
        }
        Derive::CannotReturnedFromCounterTableCounters { id, what } => {
            format!("{id}: {what} cannot be returned from a counter table (counters cannot share a table with other columns)")
        }
        Derive::AskQueryOwnTableReadBeside { what } => format!("Ask for {what} in a query of its own; its table is read beside the counters."),
        Derive::TablePlacedKeyspaceNotDefined { name, ks } => format!("table {name} is placed in keyspace {ks}, which is not defined"),
        Derive::AddKeyspacePhysicalTabMoveTable { ks } => format!("Add keyspace {ks} on the Physical tab, or move the table to another keyspace."),
        Derive::ManualEditRefersNotColumnTable { id, what, a } => {
            let what = what.get(Lang::En);
            format!("{id}: a manual edit ({what}) refers to {a}, which is not a column of this table any more")
        }
        Derive::Rename => "rename".to_owned(),
        Derive::ColumnPartPrimaryKeyCannotRemoved { id, arg1 } => {
            format!("{id}: column {arg1} is part of the primary key and cannot be removed by hand")
        }
        Derive::ChooseAnotherKeyAlternativeInstead => "Choose another key alternative instead.".to_owned(),
        Derive::Remove => "remove".to_owned(),
        Derive::Static => "static".to_owned(),
        Derive::Index => "index".to_owned(),
        Derive::TwoColumnsWouldNamedSecondNamed { id, original, candidate } => {
            format!("{id}: two columns would be named {original}; the second is named {candidate}")
        }
        Derive::GiveOneAttributesColumnNameOwn => "Give one of the attributes a column name of its own in the inspector.".to_owned(),
        Derive::TableMergeNamesNoLongerExists { q } => format!("a table merge names {q}, which no longer exists"),
        Derive::WereMergedIntoOneTableBut { first, q, key_signature, g_key_signature } => format!(
            "{first} and {q} were merged into one table, but their primary keys now differ ({key_signature} vs {g_key_signature}); they get a table each"
        ),
        Derive::HaveSamePrimaryKeyOneTable { tables, arg0, arg1 } => {
            let tables = tables.get(Lang::En);
            format!("{tables} have the same primary key {arg0}: one table could serve {arg1}")
        }
        Derive::MergeThemLogicalTabTableMenu => "Merge them (Logical tab, table menu) if the columns may live together.".to_owned(),
        Derive::TwoTablesWouldNamedTableNamed { name, arg1, candidate } => {
            format!("two tables would be named {name}; the table of {arg1} is named {candidate}")
        }
        Derive::RenameOneTablesMergeThemIf => "Rename one of the tables, or merge them if they have the same key.".to_owned(),
        Derive::ProjectHasNoKeyspaceTablesWritten => "the project has no keyspace; tables are written to keyspace `app`".to_owned(),
        Derive::AddKeyspacePhysicalTab => "Add a keyspace on the Physical tab.".to_owned(),
        Derive::KeyspaceNameCannotUsedCql { name, problem } => {
            let problem = problem.get(Lang::En);
            format!("keyspace name {name} cannot be used in CQL: {problem}")
        }
        Derive::RenameKeyspacePhysicalTab => "Rename the keyspace on the Physical tab.".to_owned(),
        Derive::TableNameCannotUsedCqlTable { name, problem } => {
            let problem = problem.get(Lang::En);
            format!("table name {name} cannot be used in CQL: {problem}; the table is left out of schema.cql")
        }
        Derive::GiveTablePhysicalNameRenameLogical => {
            "Give the table a physical name (rename it on the Logical tab), e.g. in ASCII snake_case.".to_owned()
        }
        Derive::TwoCompositeAttributesDefineTypeDifferent { name } => format!("two composite attributes define type {name} with different fields"),
        Derive::GiveOneThemAnotherTypeName => "Give one of them another type name in the inspector.".to_owned(),
        Derive::TypeKeyspaceUsedNoTableKept { name, ks } => {
            format!("type {name} of keyspace {ks} is used by no table; it is kept and exported all the same")
        }
        Derive::TypeRefersItselfThroughFields { name } => format!("type {name} refers to itself through its fields"),
        Derive::TypeUsedButNotDefined { name } => format!("type {name} is used but not defined"),
        Derive::DefineFieldsCompositeAttributePhysicalTab => "Define its fields as a composite attribute or on the Physical tab.".to_owned(),
        Derive::Nothing => "nothing".to_owned(),
        Derive::IndexChoiceNoLongerHolds { id, host, why } => {
            let why = why.get(crate::text::Lang::En);
            format!("{id}: it was to be served by the table of {host} through SAI indexes, but {why}; it keeps a table of its own")
        }
        Derive::HostHasNoTable { host } => format!("{host} has no table"),
        Derive::TargetHasNoSai => "the target has no SAI indexes".to_owned(),
        Derive::HostHoldsOtherRows => "that table holds other rows".to_owned(),
        Derive::AggregatesMaintained { id, f_name, what, .. } => format!(
            "{id}: {f_name}({what}) is more than a counter holds (whole numbers only, beside nothing else): the query's aggregates are columns the application maintains"
        ),
        Derive::AggregateNeedsAttribute { id, f_name, .. } => format!("{id}: {f_name} needs an attribute (only count counts rows)"),
        Derive::GiveAggregateAnAttribute => "Give the aggregate an attribute (Aggregates, in the query's inspector).".to_owned(),
        Derive::MergedTablesHoldOtherRows { first, q } => format!(
            "{first} and {q} were merged into one table, but they ask for different rows (another subject or other relationships); they get a table each"
        ),
        Derive::CqlCannotAnswerThere => "CQL could not answer it there".to_owned(),
    }
}
