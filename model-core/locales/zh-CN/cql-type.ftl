# CQL type expressions and schema names that cannot be used (model_core::cql_type, naming).

type-problem-trailing-text = 类型后面有多余的文字
type-problem-unterminated-quoted-name = 未结束的带引号名称
type-problem-name-not-utf8 = 名称不是 UTF-8
type-problem-expected-type-name = 此处应为类型名
type-problem-nested-too-deeply = 类型嵌套过深
type-problem-expected-vector-size = 此处应为 vector 的大小
type-problem-expected = 此处应为 `{ $character }`
type-problem-takes-no-parameters = `{ $name }` 不接受类型参数
type-parse-error = 无效的 CQL 类型 `{ $text }`：{ $reason }

name-problem-empty = 名称为空
name-problem-character = 不允许使用 `{ $character }`：键空间名和表名只能包含 ASCII 字母、数字和下划线
name-problem-too-long = 名称有 { $length } 个字符；CQL 最多允许 { $max } 个
