//! Simplified Chinese. Identifiers, CQL keywords, names and code in backticks stay as they are.

use super::Catalogue;
use crate::cql_type::{TypeParseError, TypeProblem};
use crate::edit::{EditError, Estimate, Refusal};
use crate::ids::Thing;
use crate::logical::AlternativeReason;
use crate::naming::{MAX_SCHEMA_NAME_LEN, NameProblem};
use crate::project::limits::{Held, LimitProblem};
use crate::project::{JsonSyntax, LoadError, NotAProject, SaveError, ShapeProblem, UnknownWhat};

/// The Chinese catalogue.
pub(super) struct Chinese;

/// A JSON kind as serde_json names it (`a list`), as a noun.
fn json_kind(what: &str) -> &'static str {
    match what {
        "a value" | "value" => "值",
        "a list" | "list" => "数组",
        "an object" | "object" => "对象",
        "a string" | "string" => "字符串",
        "a number" | "number" => "数字",
        _ => "内容",
    }
}

/// serde's description of a value or of what a field takes (`a sequence`, `integer `7``,
/// `struct Entity`), in Chinese; what follows the description (a value, a name) is kept.
fn described(what: &str) -> String {
    const WORDS: [(&str, &str); 15] = [
        ("a sequence", "数组"),
        ("sequence", "数组"),
        ("a string", "字符串"),
        ("string", "字符串"),
        ("a map", "对象"),
        ("map", "对象"),
        ("integer", "整数"),
        ("an integer", "整数"),
        ("floating point", "浮点数"),
        ("a boolean", "布尔值"),
        ("boolean", "布尔值"),
        ("null", "null"),
        ("unit value", "null"),
        ("a number", "数字"),
        // serde_json's word for a number read exactly (`arbitrary_precision`).
        ("number", "数字"),
    ];
    let w = what.trim();
    for (en, zh) in WORDS {
        if w == en {
            return zh.to_owned();
        }
        if let Some(v) = w.strip_prefix(en).and_then(|r| r.strip_prefix(' ')) {
            return format!("{zh} {v}");
        }
    }
    if let Some(s) = w.strip_prefix("struct ") {
        return format!("结构 {s}");
    }
    if let Some(s) = w.strip_prefix("enum ") {
        return format!("枚举 {s}");
    }
    w.to_owned()
}

impl Catalogue for Chinese {
    fn thing(&self, thing: Thing) -> &'static str {
        match thing {
            Thing::Entity => "实体",
            Thing::Attribute => "属性",
            Thing::Relationship => "关系",
            Thing::Query => "查询",
            Thing::Transition => "转换",
            Thing::Keyspace => "键空间",
            Thing::Table => "表",
            Thing::Specialisation => "特化",
        }
    }

    fn type_problem(&self, problem: &TypeProblem) -> String {
        match problem {
            TypeProblem::TrailingText => "类型后面有多余的文字".to_owned(),
            TypeProblem::UnterminatedQuotedName => "未结束的带引号名称".to_owned(),
            TypeProblem::NameNotUtf8 => "名称不是 UTF-8".to_owned(),
            TypeProblem::ExpectedTypeName => "此处应为类型名".to_owned(),
            TypeProblem::NestedTooDeeply => "类型嵌套过深".to_owned(),
            TypeProblem::ExpectedVectorSize => "此处应为 vector 的大小".to_owned(),
            TypeProblem::Expected(c) => format!("此处应为 `{c}`"),
            TypeProblem::TakesNoParameters { name } => format!("`{name}` 不接受类型参数"),
        }
    }

    fn type_parse_error(&self, e: &TypeParseError) -> String {
        format!("无效的 CQL 类型 `{}`：{}", e.text, self.type_problem(&e.reason))
    }

    fn name_problem(&self, problem: &NameProblem) -> String {
        match problem {
            NameProblem::Empty => "名称为空".to_owned(),
            NameProblem::Character(c) => format!("不允许使用 `{c}`：键空间名和表名只能包含 ASCII 字母、数字和下划线"),
            NameProblem::TooLong { length } => format!("名称有 {length} 个字符；CQL 最多允许 {MAX_SCHEMA_NAME_LEN} 个"),
        }
    }

    fn edit_error(&self, e: &EditError) -> String {
        match e {
            EditError::NotFound { kind, id } => format!("{} {id} 不存在", self.thing(*kind)),
            EditError::DuplicateId(id) => format!("标识 {id} 已被使用"),
            EditError::Invalid(why) => self.refusal(why),
            EditError::Limit(why) => self.limit_problem(why),
        }
    }

    fn refusal(&self, why: &Refusal) -> String {
        match why {
            Refusal::UnwritableType { ty } => format!("CQL 类型 {ty} 无法写入项目文件"),
            Refusal::NoSuchEnd { end } => format!("关系只有两端，没有第 {} 端", end.saturating_add(1)),
            Refusal::OwnsItself { entity } => format!("实体 {entity} 不能属于它自己"),
            Refusal::LeadsToItself { query } => format!("查询不能转到它自己（{query}）"),
            Refusal::PositionNotNumber { id } => format!("{id} 的位置不是数字"),
            Refusal::InvalidTableOption { name } => {
                format!("表选项 {name:?} 需要一个 CQL 名称和一个常量或映射值（例如 86400、'文本'、{{'class': '...'}}）")
            }
            Refusal::OptionWithoutQuery => "这里只能给由查询推导的表设置表选项；这张表不服务任何查询".to_owned(),
            Refusal::IndexOnItself { query } => format!("{query} 不能通过 SAI 由它自己的表服务；请选择另一个查询的表"),
            Refusal::BucketWithoutQuery => "分桶设在了一个不服务任何查询的表上".to_owned(),
            Refusal::TooFewBuckets { count } => format!("随机分桶至少需要 2 个桶，而不是 {count} 个"),
            Refusal::NotAnEstimate { what, value } => {
                let what = match what {
                    Estimate::FanOut => "扇出",
                    Estimate::Count => "数量",
                    Estimate::GrowthRate => "增长率",
                    Estimate::DaysKept => "保留天数",
                    Estimate::DistinctValues => "不同取值的个数",
                };
                format!("{what}必须是大于或等于 0 的数字，而不是 {value}")
            }
            Refusal::EmptyAlternateKey { entity } => format!("{entity} 的备用键至少需要一个属性"),
            Refusal::KeyOfOtherAttribute { attribute, entity } => format!("{attribute} 不是 {entity} 的属性"),
            Refusal::NoPartitionKey { query } => format!("{query} 的表至少需要一个分区键列"),
            Refusal::OwnSubtype { entity } => format!("{entity} 不能是它自己的子类型"),
            Refusal::SubtypeTwice { entity } => format!("{entity} 作为子类型列了两次"),
            Refusal::NotAnAttributeOf { attribute, entity } => format!("属性 {attribute} 不是实体 {entity} 的属性"),
        }
    }

    fn limit_problem(&self, problem: &LimitProblem) -> String {
        match problem {
            LimitProblem::TooLong { what, chars, start, max } => {
                let what = match what {
                    Held::Text => "文本",
                    Held::FieldName => "字段名",
                    Held::NameOrId => "名称或标识符",
                };
                format!("{what}有 {chars} 个字符（开头为 {start:?}），超过项目文件允许的 {max} 个字符")
            }
            LimitProblem::ControlCharacter { kind, id, character } => format!(
                "{}标识符 {id:?} 含有控制字符 U+{:04X}；标识符不能含有控制字符（换行、制表符、NUL 等）",
                self.thing(*kind),
                u32::from(*character)
            ),
            LimitProblem::PositionOutOfRange { key } => format!("{key:?} 在图中的位置超出范围"),
        }
    }

    fn shape_problem(&self, problem: &ShapeProblem) -> String {
        let one_of = |names: &[String]| names.join("、");
        match problem {
            ShapeProblem::NotUtf8 => "文件不是 UTF-8 文本（是二进制文件吗？）".to_owned(),
            ShapeProblem::Empty => "文件是空的".to_owned(),
            ShapeProblem::AfterMigration { version, problem } => format!("从版本 {version} 迁移之后：{}", self.shape_problem(problem)),
            ShapeProblem::UnknownCqlType { name } => format!("未知的 CQL 类型 `{name}`"),
            ShapeProblem::InvalidCqlType(e) => self.type_parse_error(e),
            ShapeProblem::UnknownColumnRole { marker } => format!("未知的列角色 `{marker}`"),
            ShapeProblem::Eof { inside } => format!("解析{}时文件意外结束", json_kind(inside)),
            ShapeProblem::Json(syntax) => match syntax {
                JsonSyntax::ExpectedValue => "此处应为一个 JSON 值",
                JsonSyntax::ExpectedIdent => "此处应为 true、false 或 null",
                JsonSyntax::TrailingCharacters => "JSON 末尾有多余的字符",
                JsonSyntax::TrailingComma => "多余的逗号",
                JsonSyntax::KeyMustBeString => "对象的键必须是字符串",
                JsonSyntax::InvalidEscape => "无效的转义序列",
                JsonSyntax::InvalidNumber => "无效的数字",
                JsonSyntax::NumberOutOfRange => "数字超出范围",
                JsonSyntax::InvalidCodePoint => "无效的 Unicode 码位",
                JsonSyntax::ControlCharacter => "字符串中有控制字符",
                JsonSyntax::RecursionLimit => "嵌套层数过深",
                JsonSyntax::LoneSurrogate | JsonSyntax::ShortHexEscape => "无效的 Unicode 转义",
            }
            .to_owned(),
            ShapeProblem::ExpectedToken { tokens } => format!("此处应为 {}", tokens.replace(", ", "、").replace(" or ", " 或 ")),
            ShapeProblem::MissingField { field } => format!("缺少字段 {field}"),
            ShapeProblem::DuplicateField { field } => format!("字段 {field} 重复"),
            ShapeProblem::InvalidType { found, expected } => format!("类型无效：得到的是{}，应为{}", described(found), described(expected)),
            ShapeProblem::InvalidValue { found, expected } => format!("值无效：得到的是{}，应为{}", described(found), described(expected)),
            ShapeProblem::InvalidLength { length, expected } => format!("长度 {length} 无效，应为{}", described(expected)),
            ShapeProblem::Unknown { what, name, allowed } => {
                let what = match what {
                    UnknownWhat::Variant => "未知的取值",
                    UnknownWhat::Field => "未知的字段",
                };
                match allowed.as_slice() {
                    [] => format!("{what} {name}"),
                    [one] => format!("{what} {name}，应为 {one}"),
                    [a, b] => format!("{what} {name}，应为 {a} 或 {b}"),
                    all => format!("{what} {name}，应为 {} 之一", one_of(all)),
                }
            }
            ShapeProblem::Other(message) => format!("内容不符合项目文件的格式（{message}）"),
        }
    }

    fn load_error(&self, e: &LoadError) -> String {
        match e {
            LoadError::Syntax { path, line, column, .. } if *line > 0 => {
                format!("{}：第 {line} 行，第 {column} 列：{}", path.display(), self.load_detail(e))
            }
            LoadError::Syntax { path, .. }
            | LoadError::Io { path, .. }
            | LoadError::NotAProject { path, .. }
            | LoadError::Content { path, .. }
            | LoadError::NewerVersion { path, .. } => format!("{}：{}", path.display(), self.load_detail(e)),
        }
    }

    fn load_detail(&self, e: &LoadError) -> String {
        match e {
            LoadError::Io { source, .. } => format!("无法读取文件：{}", self.io_error(source)),
            LoadError::Syntax { problem, .. } => self.shape_problem(problem),
            LoadError::NotAProject { found, .. } => {
                let found = match found {
                    NotAProject::NoFormatField => "没有 \"format\" 字段".to_owned(),
                    NotAProject::NotAnObject => "顶层不是 JSON 对象".to_owned(),
                    NotAProject::Format(f) => format!("\"format\" 是 \"{f}\""),
                };
                format!("不是 Keyspace Studio 项目（{found}）")
            }
            LoadError::Content { problem, .. } => self.limit_problem(problem),
            LoadError::NewerVersion { found, supported, .. } => format!(
                "这个项目由更新版本的 Keyspace Studio 以格式版本 {found} 保存；本版本最多只能读取版本 {supported}。请用更新版本的 Keyspace Studio 打开它。"
            ),
        }
    }

    fn save_error(&self, e: &SaveError) -> String {
        format!("{}：无法保存：{}", e.path.display(), self.io_error(&e.source))
    }

    fn io_error(&self, e: &std::io::Error) -> String {
        use std::io::ErrorKind as K;
        let inner = e.get_ref();
        if let Some(m) = inner.and_then(|i| i.downcast_ref::<crate::atomic_file::MissingFolder>()) {
            return format!("文件夹 {} 不存在", m.folder.display());
        }
        if let Some(m) = inner.and_then(|i| i.downcast_ref::<crate::input_file::TooLarge>()) {
            return format!("文件大于 {} MiB，超过 Keyspace Studio 能读取的上限", m.limit / (1024 * 1024));
        }
        if let Some(m) = inner.and_then(|i| i.downcast_ref::<crate::atomic_file::SpecialFile>()) {
            let kind = match m.kind {
                "a folder" => "文件夹",
                "a socket" => "套接字",
                _ => "特殊文件",
            };
            return format!("{} 是{kind}，不是文件：没有写入任何内容", m.path.display());
        }
        match e.kind() {
            K::NotFound => "找不到该文件或文件夹".to_owned(),
            K::PermissionDenied => "没有访问权限".to_owned(),
            K::AlreadyExists => "文件已存在".to_owned(),
            K::IsADirectory => "这是一个文件夹，不是文件".to_owned(),
            K::NotADirectory => "路径中的某一部分不是文件夹".to_owned(),
            K::StorageFull => "磁盘空间已满".to_owned(),
            K::ReadOnlyFilesystem => "文件系统是只读的".to_owned(),
            K::InvalidData => "数据无效".to_owned(),
            K::InvalidInput | K::InvalidFilename => "文件名或路径无效".to_owned(),
            K::Interrupted => "操作被中断".to_owned(),
            K::UnexpectedEof => "文件意外结束".to_owned(),
            K::WriteZero => "无法写入数据".to_owned(),
            K::TimedOut => "操作超时".to_owned(),
            K::ResourceBusy => "文件或设备正忙".to_owned(),
            K::FileTooLarge => "文件太大".to_owned(),
            K::CrossesDevices => "不能跨设备移动文件".to_owned(),
            _ => match e.raw_os_error() {
                Some(code) => format!("系统错误（错误码 {code}）"),
                None => "输入输出错误".to_owned(),
            },
        }
    }

    fn alternative(&self, reason: &AlternativeReason) -> String {
        let and = |v: &[String]| v.join("和");
        match reason {
            AlternativeReason::Owner { owners, filters } if filters.is_empty() => format!("每个{}一个分区：它的键就是分区键", and(owners)),
            AlternativeReason::Owner { owners, filters } => {
                format!("每个{}一个分区；{} 作为最前面的聚簇列", and(owners), filters.join("、"))
            }
            AlternativeReason::Widened { owners, moved, values } => format!(
                "每个{}一个分区将{}：{} 加入分区键",
                and(owners),
                values.map_or_else(|| "无限增长".to_owned(), |v| format!("约有 {v} 个值")),
                moved.join("、")
            ),
            AlternativeReason::AllEquality => "全部等值属性按给定顺序组成分区键".to_owned(),
            AlternativeReason::Bucket => "没有等值属性：以人工分桶作分区键".to_owned(),
            AlternativeReason::Reordered => "等值属性组成分区键，换一种顺序".to_owned(),
            AlternativeReason::Split { count } => format!("{count} 个等值属性组成分区键，其余作聚簇列"),
            AlternativeReason::UniquenessReordered => "唯一性（MR5）列换一种顺序".to_owned(),
            AlternativeReason::Manual => "在“逻辑模型”页手动设定".to_owned(),
        }
    }
}
