# Why a project file cannot be loaded or saved (model_core::project: LoadError, SaveError,
# ShapeProblem, LimitProblem).

load-error = { $path }: { $detail }
# A problem at a place in the file; $line is 0 when the place is unknown.
load-error-at = { $path }: line { $line }, column { $column }: { $detail }
load-cannot-read = cannot read the file: { $cause }
# $found is one of the not-a-project-* messages.
load-not-a-project = not a Keyspace Studio project ({ $found })
not-a-project-no-format-field = no "format" field
not-a-project-not-an-object = the top level is not an object
not-a-project-format = format is "{ $format }"
load-newer-version = this project was saved in format version { $found } by a newer Keyspace Studio; this version reads up to version { $supported }. Open it with a newer Keyspace Studio.
save-error = { $path }: cannot save: { $cause }

limit-too-long = { $what } of { $chars ->
        [one] { $chars } character
       *[other] { $chars } characters
    } (starting { $start }) is longer than the { $max ->
        [one] { $max } character
       *[other] { $max } characters
    } a project file may hold
held-text = a text
held-field-name = a field name
held-name-or-id = a name or an id
# $kind is one of the thing-* messages, $id is quoted, $code the character's hexadecimal code.
limit-control-character = { $kind } id { $id } contains the control character U+{ $code }; ids may not contain control characters (line breaks, tabs, NUL...)
limit-role-character = the role { $role } contains { $character }; a role is a name without @ (which joins an attribute to its role in a query) and without control characters
limit-position-out-of-range = the position of { $key } on a diagram is out of range

shape-not-utf8 = the file is not UTF-8 text (is it a binary file?)
shape-empty = the file is empty
shape-after-migration = after migrating from version { $version }: { $problem }
shape-unknown-cql-type = unknown CQL type `{ $name }`
shape-unknown-column-role = unknown column role `{ $marker }`
# $inside is one of the json-* messages.
shape-eof = EOF while parsing { $inside }
shape-expected-token = expected { $tokens }
shape-missing-field = missing field { $field }
shape-duplicate-field = duplicate field { $field }
# $found is a found-* message, $expected an expected-* message.
shape-invalid-type = invalid type: { $found }, expected { $expected }
shape-invalid-value = invalid value: { $found }, expected { $expected }
shape-invalid-length = invalid length { $length }, expected { $expected }
# $what is `variant` or `field`; $allowed the names expected, $count how many.
shape-unknown = unknown { $what } { $name }{ $count ->
        [0] , there are no { $what }s
        [1] , expected { $allowed }
        [2] , expected { $allowed }
       *[other] , expected one of { $allowed }
    }
# serde_json's own message, for a problem no other message describes.
shape-other = { $message }

json-expected-value = expected value
json-expected-ident = expected ident
json-trailing-characters = trailing characters
json-trailing-comma = trailing comma
json-key-must-be-string = key must be a string
json-invalid-escape = invalid escape
json-invalid-number = invalid number
json-number-out-of-range = number out of range
json-invalid-code-point = invalid unicode code point
json-control-character = control character (\u0000-\u001F) found while parsing a string
json-recursion-limit = recursion limit exceeded
json-lone-surrogate = lone leading surrogate in hex escape
json-short-hex-escape = unexpected end of hex escape

# What a file ends inside.
json-a-value = a value
json-a-list = a list
json-an-object = an object
json-a-string = a string

# What a refused value was, as serde describes it ($value: the value as written).
found-boolean = boolean `{ $value }`
found-integer = integer `{ $value }`
found-float = floating point `{ $value }`
# serde_json's word for a number read exactly (`arbitrary_precision`).
found-number = number
found-character = character `{ $value }`
# $value is the string quoted, with its escapes.
found-string = string { $value }
found-bytes = byte array
found-null = null
found-option = Option value
found-newtype-struct = newtype struct
found-sequence = sequence
found-map = map
found-enum = enum
found-unit-variant = unit variant
found-newtype-variant = newtype variant
found-tuple-variant = tuple variant
found-struct-variant = struct variant
# serde's own words for a kind no other message names.
found-other = { $text }

# What a field takes ($name: a name of the program's types, as it is).
expected-struct = struct { $name }
expected-enum = enum { $name }
expected-tuple-struct = tuple struct { $name }
expected-unit-struct = unit struct { $name }
expected-sequence = a sequence
expected-tuple = a tuple of size { $size }
expected-map = a map
expected-string = a string
expected-field-identifier = field identifier
expected-variant-identifier = variant identifier
expected-boolean = a boolean
expected-character = a character
# $name is a number type: u32, f64...
expected-number = { $name }
expected-unit = unit
expected-option = option
expected-newtype-variant = newtype variant
expected-tuple-variant = tuple variant
expected-struct-variant = struct variant
expected-attribute-reference = an attribute id, or {"{"}"attribute": id, "role": role{"}"}
# serde's own words, where no other message names what was expected.
expected-said = { $text }
