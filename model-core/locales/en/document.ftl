# The data-model document (model_core::document): its headings and labels.
document-untitled = Untitled
# Numbers are figures; $keyspace_count selects keyspace or keyspaces; $keyspaces is the list or document-no-keyspace.
document-summary = { $entities ->
        [one] { $entities } entity
       *[other] { $entities } entities
    }, { $relationships ->
        [one] { $relationships } relationship
       *[other] { $relationships } relationships
    }, { $queries ->
        [one] { $queries } query
       *[other] { $queries } queries
    }, { $tables ->
        [one] { $tables } table
       *[other] { $tables } tables
    }; { $keyspace_count ->
        [one] keyspace
       *[other] keyspaces
    } { $keyspaces }; target { $target }.
document-no-keyspace = none
document-diagrams = Diagrams
document-diagram-conceptual = Conceptual model (ER diagram, Chen notation)
document-diagram-workflow = Application workflow
document-diagram-logical = Logical model (Chebotko diagram)
document-diagram-physical = Physical model (Chebotko diagram with CQL types)
document-queries = Queries
document-query = Query
document-description = Description
document-given = Given
document-find = Find
document-order-by = Order by
document-limit = Limit
document-table = Table
document-entry = entry
document-workflow = Workflow
document-tables = Tables
document-primary-key = Primary key
document-serves = Serves
document-no-query = no query
document-column = Column
document-type = Type
document-marker = Marker
document-why = Why
document-design-choice = Design choice
document-alternatives = Primary-key alternatives
document-chosen = chosen
document-partition-sizes = Partition sizes
# $nv and $st are the two formulas, as code.
document-partition-intro = Rows (Nr), values (Nv) and bytes (St) per partition, from the conceptual model's estimates ({ $nv }; { $st }).
document-status = Status
document-not-computed = not computed
document-estimated = estimated
# $rows is a figure, or ?.
document-unbounded = unbounded: +{ $rows ->
        [one] { $rows } row
       *[other] { $rows } rows
    } per day
document-estimates-missing = estimates missing
document-estimates-missing-at-most = estimates missing (Nr ≤ { $rows })
document-remedies-offered = { $status }; { $count } bucket remedies offered
document-findings = Findings
document-no-findings = No findings.
document-fix = Fix
document-left-out = Left out
