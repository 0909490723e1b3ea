# Messages of grading a design against the model (model_core::grade).

grade-verdict-correct = correct
grade-verdict-different = different but correct
grade-verdict-wrong = wrong
grade-verdict-not-served = not served
grade-note-at-line = line { $line } ({ $statement }): { $what }
grade-model-has-errors = The model has { $count ->
        [one] { $count } error
       *[other] { $count } errors
    }: only what it can derive is graded.
grade-no-tables = The answer has no table at all: every query is not served.
grade-query-not-derived = { $query } is not graded: the model derives no table for it.
grade-other-keyspace = Table { $table } is in keyspace { $keyspace }, not the model's ({ $model }): left out.
grade-no-table = No table of the answer names { $query } or has the columns it searches, so it can only be answered with ALLOW FILTERING or not at all.
grade-not-served = Not served: { $what }
grade-wrong-order = Wrong order: { $what }
grade-impossible-range = Impossible range: { $what }
grade-missing-column = The query returns { $attribute }, but the table has no column { $column }.
grade-rows-overwrite = The key { $key } does not identify a row: without { $missing }, two different rows have the same primary key and the second write overwrites the first.
grade-collision = {" "}In the sample data, two rows share { $key }: ({ $first }) and ({ $second }).
grade-changeable-key = { $column } ({ $attribute }) is in the primary key, but it does not identify anything and the query neither searches nor orders by it: a value that changes makes a new row and leaves the old row behind (a key column cannot be updated).
grade-wrong-static = { $column } is static, but { $attribute } is not one value per partition: each write of a row overwrites it for every row of the partition.
grade-missing-static = { $column } is the same in every row of a partition: the model keeps it static (written once per partition).
grade-lossy-type = { $column } is { $ty }, which loses information a { $expected } holds.
grade-unknown-column = { $column } stores nothing the model knows.
grade-superfluous-column = { $column } is not needed by the queries this table serves.
grade-remedy = {" "}Remedy: { $fix }
grade-model-too = {" "}(The model's own table has the same partitions: this costs no marks.)
grade-matched-columns = matched by its columns (no comment names the query)
grade-matched-comment = matched by its comment
grade-total = Total: { $score } of { $out_of }
grade-model-table = model: { $table }
grade-answer-key = answer: { $key }
grade-title = Grading { $answer } against { $model }
