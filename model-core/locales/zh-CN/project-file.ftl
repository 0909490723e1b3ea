# Why a project file cannot be loaded or saved (model_core::project: LoadError, SaveError,
# ShapeProblem, LimitProblem).

load-error = { $path }：{ $detail }
# A problem at a place in the file; $line is 0 when the place is unknown.
load-error-at = { $path }：{ $line ->
        [0] {""}
       *[other] 第 { $line } 行，第 { $column } 列：
    }{ $detail }
load-cannot-read = 无法读取文件：{ $cause }
# $found is one of the not-a-project-* messages.
load-not-a-project = 不是 Keyspace Studio 项目（{ $found }）
not-a-project-no-format-field = 没有 "format" 字段
not-a-project-not-an-object = 顶层不是 JSON 对象
not-a-project-format = "format" 是 "{ $format }"
load-newer-version = 这个项目由更新版本的 Keyspace Studio 以格式版本 { $found } 保存；本版本最多只能读取版本 { $supported }。请用更新版本的 Keyspace Studio 打开它。
save-error = { $path }：无法保存：{ $cause }

limit-too-long = { $what }有 { $chars } 个字符（开头为 { $start }），超过项目文件允许的 { $max } 个字符
held-text = 文本
held-field-name = 字段名
held-name-or-id = 名称或标识符
# $kind is one of the thing-* messages, $id is quoted, $code the character's hexadecimal code.
limit-control-character = { $kind }标识符 { $id } 含有控制字符 U+{ $code }；标识符不能含有控制字符（换行、制表符、NUL 等）
limit-role-character = 角色 { $role } 含有 { $character }；角色名不能含有 @（查询中用它把属性与角色连起来），也不能含有控制字符
limit-position-out-of-range = { $key } 在图中的位置超出范围

shape-not-utf8 = 文件不是 UTF-8 文本（是二进制文件吗？）
shape-empty = 文件是空的
shape-after-migration = 从版本 { $version } 迁移之后：{ $problem }
shape-unknown-cql-type = 未知的 CQL 类型 `{ $name }`
shape-unknown-column-role = 未知的列角色 `{ $marker }`
# $inside is one of the json-* messages.
shape-eof = 解析{ $inside }时文件意外结束
shape-expected-token = 此处应为 { $tokens }
shape-missing-field = 缺少字段 { $field }
shape-duplicate-field = 字段 { $field } 重复
# $found is a found-* message, $expected an expected-* message.
shape-invalid-type = 类型无效：得到的是{ $found }，应为{ $expected }
shape-invalid-value = 值无效：得到的是{ $found }，应为{ $expected }
shape-invalid-length = 长度 { $length } 无效，应为{ $expected }
# $what is `variant` or `field`; $allowed the names expected, $count how many.
shape-unknown = { $what ->
        [variant] 未知的取值
       *[field] 未知的字段
    } { $name }{ $count ->
        [0] {""}
        [1] ，应为 { $allowed }
        [2] ，应为 { $allowed }
       *[other] ，应为 { $allowed } 之一
    }
# serde_json's own message, for a problem no other message describes.
shape-other = 内容不符合项目文件的格式（{ $message }）

json-expected-value = 此处应为一个 JSON 值
json-expected-ident = 此处应为 true、false 或 null
json-trailing-characters = JSON 末尾有多余的字符
json-trailing-comma = 多余的逗号
json-key-must-be-string = 对象的键必须是字符串
json-invalid-escape = 无效的转义序列
json-invalid-number = 无效的数字
json-number-out-of-range = 数字超出范围
json-invalid-code-point = 无效的 Unicode 码位
json-control-character = 字符串中有控制字符
json-recursion-limit = 嵌套层数过深
json-lone-surrogate = 无效的 Unicode 转义
json-short-hex-escape = 无效的 Unicode 转义

# What a file ends inside.
json-a-value = 值
json-a-list = 数组
json-an-object = 对象
json-a-string = 字符串

# What a refused value was, as serde describes it ($value: the value as written).
found-boolean = 布尔值 `{ $value }`
found-integer = 整数 `{ $value }`
found-float = 浮点数 `{ $value }`
# serde_json's word for a number read exactly (`arbitrary_precision`).
found-number = 数字
found-character = 字符 `{ $value }`
# $value is the string quoted, with its escapes.
found-string = 字符串 { $value }
found-bytes = 字节数组
found-null = null
found-option = 可选值
found-newtype-struct = 单值结构
found-sequence = 数组
found-map = 对象
found-enum = 枚举
found-unit-variant = 无值的变体
found-newtype-variant = 带一个值的变体
found-tuple-variant = 带数组的变体
found-struct-variant = 带字段的变体
# serde's own words for a kind no other message names.
found-other = { $text }

# What a field takes ($name: a name of the program's types, as it is).
expected-struct = 结构 { $name }
expected-enum = 枚举 { $name }
expected-tuple-struct = 单值结构 { $name }
expected-unit-struct = 无字段结构 { $name }
expected-sequence = 数组
expected-tuple = 含 { $size } 个值的数组
expected-map = 对象
expected-string = 字符串
expected-field-identifier = 字段名
expected-variant-identifier = 变体名
expected-boolean = 布尔值
expected-character = 一个字符
# $name is a number type: u32, f64...
expected-number = 数字（{ $name }）
expected-unit = null
expected-option = 可选值
expected-newtype-variant = 带一个值的变体
expected-tuple-variant = 带数组的变体
expected-struct-variant = 带字段的变体
expected-attribute-reference = 属性编号，或含 `attribute` 与 `role` 字段的对象
# serde's own words, where no other message names what was expected.
expected-said = { $text }
