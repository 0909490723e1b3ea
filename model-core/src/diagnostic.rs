//! Diagnostics: what validation and analysis tell the user, with a stable code each.

use crate::ids::{AttributeId, EntityId, QueryId, RelationshipId};
use crate::text::{Lang, Text};
use serde::Serialize;

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// Worth knowing; nothing is wrong.
    Info,
    /// Probably a problem in production.
    Warning,
    /// The model or its CQL is wrong; `check` exits 1.
    Error,
}

impl Severity {
    /// `info`, `warning` or `error`.
    pub fn name(self) -> &'static str {
        match self {
            Self::Info => "info",
            Self::Warning => "warning",
            Self::Error => "error",
        }
    }

    /// The severity in words (`severity-*`: "error", "warning", "note").
    pub fn words(self) -> crate::text::Text {
        match self {
            Self::Info => crate::msg!("severity-info"),
            Self::Warning => crate::msg!("severity-warning"),
            Self::Error => crate::msg!("severity-error"),
        }
    }
}

macro_rules! codes {
    ($($(#[$doc:meta])* $variant:ident = $text:literal,)*) => {
        /// A stable diagnostic code: the text never changes once released, so scripts and
        /// documentation can rely on it.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum Code {
            $($(#[$doc])* $variant,)*
        }

        impl Code {
            /// Every code, in declaration order.
            pub const ALL: &'static [Code] = &[$(Code::$variant,)*];

            /// The stable text of the code, e.g. `dangling-reference`.
            pub fn as_str(self) -> &'static str {
                match self {
                    $(Code::$variant => $text,)*
                }
            }
        }
    };
}

codes! {
    // --- validation of the conceptual model and workflow ---
    /// A reference to an entity, attribute or query that does not exist.
    DanglingReference = "dangling-reference",
    /// The entities a query touches are not connected in the ER graph.
    DisconnectedAccessPath = "disconnected-access-path",
    /// Two things of one kind share a name where names must be unique.
    DuplicateName = "duplicate-name",
    /// An entity has no key attribute.
    EntityWithoutKey = "entity-without-key",
    /// A query returns nothing (no find attribute).
    QueryWithoutFind = "query-without-find",
    /// A query cannot tell which entity it returns.
    QueryWithoutEntity = "query-without-entity",
    /// A table mixes counter and non-counter columns.
    CounterMixed = "counter-mixed",
    /// A query's ORDER BY contradicts its table's clustering order.
    OrderAgainstClustering = "order-against-clustering",
    /// A name cannot be used as a CQL keyspace or table name.
    InvalidCqlName = "invalid-cql-name",
    /// Two tables (or two columns of one table) got the same name.
    NameCollision = "name-collision",
    /// An override refers to an alternative, column or attribute that no longer exists.
    StaleOverride = "stale-override",
    /// A composite attribute's UDT is defined twice with different fields, or its fields refer
    /// to a type that does not exist.
    UdtProblem = "udt-problem",
    /// A keyspace problem: none defined, or an override names a missing one.
    KeyspaceProblem = "keyspace-problem",
    /// A table, view or type Cassandra would reject (no columns, no partition key, a column
    /// twice, an option twice, a type without fields...), or a bucket count of 0; the
    /// statement is left out of schema.cql.
    InvalidStatement = "invalid-statement",
    /// Two tables could be served by one: an offer, never applied silently.
    SharingOffer = "table-sharing-offer",
    /// An aggregate a query asks for cannot be kept in its table.
    AggregateUnserved = "aggregate-unserved",
    /// A specialisation (IsA) is malformed: a missing supertype or subtype, a subtype of
    /// itself, a cycle.
    SpecialisationProblem = "specialisation-problem",
    /// A role problem: a relationship of an entity with itself whose ends have no roles or
    /// the same role, a query naming a role no end has, or a query across a relationship of
    /// an entity with itself that names no role (refused: its ends cannot be told apart).
    RoleProblem = "role-problem",
    // --- the project's target (docs/targets.md) ---
    /// The model uses a feature the target database does not have (a materialized view on
    /// Astra, an index on Keyspaces, a vector column before Cassandra 5.0...); the statement
    /// is left out of schema.cql.
    UnsupportedByTarget = "unsupported-by-target",
    /// The model uses a feature the target has switched off by default (an experimental
    /// feature its operator must enable).
    TargetFeatureDisabled = "target-feature-disabled",
    /// The model uses a feature the target's documentation does not confirm.
    TargetFeatureUnconfirmed = "target-feature-unconfirmed",
    /// A key column, a partition key or the columns of one write exceed the target's limit.
    TargetLimit = "target-limit",
    // --- analysis: partition size and anti-patterns (methodology §6, §7) ---
    /// A query needs ALLOW FILTERING on its table.
    AllowFiltering = "allow-filtering",
    /// The partition key is low-cardinality or monotonic (a date, a status, a constant bucket).
    HotPartition = "hot-partition",
    /// A partition grows without bound (a time series without a time bucket).
    UnboundedPartition = "unbounded-partition",
    /// A key column holds an attribute the application updates in place: each change is a
    /// DELETE of the row and an INSERT of another.
    UpdatedKeyColumn = "updated-key-column",
    /// Rows are deleted regularly: tombstones (queue anti-pattern).
    QueueAntiPattern = "queue-anti-pattern",
    /// A secondary index on a high-cardinality column serving a query.
    IndexHighCardinality = "index-high-cardinality",
    /// A query has more than one range attribute.
    MultipleRanges = "multiple-ranges",
    /// A table serves no query.
    UnusedTable = "unused-table",
    /// A query is served by no table.
    QueryWithoutTable = "query-without-table",
    /// Values per partition above the warning threshold.
    PartitionTooManyValues = "partition-too-many-values",
    /// Bytes per partition above a threshold.
    PartitionTooLarge = "partition-too-large",
    /// Near the hard limit of two billion cells per partition.
    PartitionCellLimit = "partition-cell-limit",
    /// A partition's size cannot be estimated for want of estimates.
    MissingEstimate = "missing-estimate",
    /// One row is larger than the target's row limit (an error) or its large-row warning.
    RowTooLarge = "row-too-large",
}

impl Serialize for Code {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

impl std::fmt::Display for Code {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// What a diagnostic is about; the GUI selects it when the diagnostic is clicked.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub struct Subject {
    /// A table, by name.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub table: Option<String>,
    /// A query.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub query: Option<QueryId>,
    /// An entity.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub entity: Option<EntityId>,
    /// A relationship.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub relationship: Option<RelationshipId>,
    /// An attribute.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub attribute: Option<AttributeId>,
    /// A column of `table`, by name.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub column: Option<String>,
}

/// One finding.
///
/// `message` and `fix` are typed texts, worded when shown: in English on the command line and
/// in `--json` ([`Diagnostic::message`] serialises as English), in the interface's language
/// in the window ([`Diagnostic::message_in`], [`Diagnostic::fix_in`]).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Diagnostic {
    /// How serious.
    pub severity: Severity,
    /// Stable code.
    pub code: Code,
    /// One or two sentences for the user.
    pub message: Text,
    /// What it is about.
    #[serde(flatten)]
    pub subject: Subject,
    /// A suggested fix, in words.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fix: Option<Text>,
}

impl Diagnostic {
    /// A diagnostic with no subject yet; `message` is usually a typed message
    /// (`Text::from(said::…)`).
    pub fn new(severity: Severity, code: Code, message: impl Into<Text>) -> Self {
        Self { severity, code, message: message.into(), subject: Subject::default(), fix: None }
    }
    /// An error.
    pub fn error(code: Code, message: impl Into<Text>) -> Self {
        Self::new(Severity::Error, code, message)
    }
    /// A warning.
    pub fn warning(code: Code, message: impl Into<Text>) -> Self {
        Self::new(Severity::Warning, code, message)
    }
    /// An info note.
    pub fn info(code: Code, message: impl Into<Text>) -> Self {
        Self::new(Severity::Info, code, message)
    }
    /// The message in `lang`.
    pub fn message_in(&self, lang: Lang) -> String {
        self.message.get(lang)
    }
    /// The suggested fix in `lang`.
    pub fn fix_in(&self, lang: Lang) -> Option<String> {
        self.fix.as_ref().map(|f| f.get(lang))
    }
    /// Appends to the message.
    pub fn append(&mut self, more: &Text) {
        self.message.push(more);
    }
    /// About this table.
    #[must_use]
    pub fn table(mut self, name: impl Into<String>) -> Self {
        self.subject.table = Some(name.into());
        self
    }
    /// About this query.
    #[must_use]
    pub fn query(mut self, id: &QueryId) -> Self {
        self.subject.query = Some(id.clone());
        self
    }
    /// About this entity.
    #[must_use]
    pub fn entity(mut self, id: &EntityId) -> Self {
        self.subject.entity = Some(id.clone());
        self
    }
    /// About this relationship.
    #[must_use]
    pub fn relationship(mut self, id: &RelationshipId) -> Self {
        self.subject.relationship = Some(id.clone());
        self
    }
    /// About this attribute.
    #[must_use]
    pub fn attribute(mut self, id: &AttributeId) -> Self {
        self.subject.attribute = Some(id.clone());
        self
    }
    /// About this column (of the subject's table).
    #[must_use]
    pub fn column(mut self, name: impl Into<String>) -> Self {
        self.subject.column = Some(name.into());
        self
    }
    /// With a suggested fix (usually a typed message).
    #[must_use]
    pub fn fix(mut self, text: impl Into<Text>) -> Self {
        self.fix = Some(text.into());
        self
    }
}

/// Sorts diagnostics for display: errors first, then by code, subject and message, so that
/// output is stable.
pub fn sort(diags: &mut [Diagnostic]) {
    diags.sort_by(|a, b| {
        b.severity
            .cmp(&a.severity)
            .then_with(|| a.subject.query.cmp(&b.subject.query))
            .then_with(|| a.subject.table.cmp(&b.subject.table))
            .then_with(|| a.code.cmp(&b.code))
            .then_with(|| a.message.cmp(&b.message))
    });
}
