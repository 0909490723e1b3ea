# CQL type expressions and schema names that cannot be used (model_core::cql_type, naming).

type-problem-trailing-text = unexpected text after the type
type-problem-unterminated-quoted-name = unterminated quoted name
type-problem-name-not-utf8 = name is not UTF-8
type-problem-expected-type-name = expected a type name
type-problem-nested-too-deeply = type nested too deeply
type-problem-expected-vector-size = expected a vector size
type-problem-expected = expected `{ $character }`
type-problem-takes-no-parameters = `{ $name }` takes no type parameters
type-parse-error = invalid CQL type `{ $text }`: { $reason }

name-problem-empty = the name is empty
name-problem-character = `{ $character }` is not allowed: keyspace and table names take only ASCII letters, digits and underscores
name-problem-too-long = it has { $length ->
        [one] { $length } character
       *[other] { $length } characters
    }; CQL allows at most { $max }
