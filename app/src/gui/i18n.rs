//! Every user-visible string, in one place, in English and Simplified Chinese. Each entry is
//! `name = "English" / "中文",`: the macro makes both tables from one list, so a string cannot
//! be missing from a language. Texts with `{0}`, `{1}`... are filled by [`fill`].

use std::cell::Cell;

macro_rules! strings {
    ($($name:ident = $en:literal / $zh:literal,)*) => {
        /// The UI's texts in one language.
        #[derive(Debug)]
        pub struct Strings {
            $(#[doc = $en] pub $name: &'static str,)*
        }

        /// English.
        pub const EN: Strings = Strings { $($name: $en,)* };

        /// Simplified Chinese.
        pub const ZH: Strings = Strings { $($name: $zh,)* };

        /// Every entry as (name, English, Chinese), for checks over all strings.
        pub const ALL_ENTRIES: &[(&str, &str, &str)] = &[$((stringify!($name), $en, $zh),)*];
    };
}

/// Lets other catalogues of the same form be written (see `construct_strings`).
pub(crate) use strings;

strings! {
    app_name = "Keyspace Studio" / "Keyspace Studio",
    untitled = "Untitled" / "未命名",
    // Menus and commands.
    menu_file = "File" / "文件",
    menu_edit = "Edit" / "编辑",
    menu_model = "Model" / "模型",
    menu_view = "View" / "视图",
    cmd_new = "New" / "新建",
    cmd_open = "Open…" / "打开…",
    cmd_save = "Save" / "保存",
    cmd_save_as = "Save As…" / "另存为…",
    cmd_export_schema = "Export schema.cql…" / "导出 schema.cql…",
    cmd_export_queries = "Export queries.cql…" / "导出 queries.cql…",
    cmd_quit = "Quit" / "退出",
    cmd_undo = "Undo" / "撤销",
    cmd_redo = "Redo" / "重做",
    cmd_delete = "Delete" / "删除",
    cmd_select_all = "Select all" / "全选",
    cmd_add_entity = "Add entity" / "添加实体",
    cmd_add_relationship = "Add relationship" / "添加关系",
    cmd_add_query = "Add query" / "添加查询",
    cmd_fit_to_view = "Fit to view" / "适应窗口",
    cmd_actual_size = "Actual size (100 %)" / "实际大小（100%）",
    open_sample = "Open sample" / "打开示例",
    open_recent = "Open recent" / "最近打开",
    no_samples = "No samples found" / "未找到示例",
    no_recent = "No recent files" / "没有最近打开的文件",
    tip_add_entity = "Add an entity type to the ER diagram (or double-click the empty canvas)" / "在 ER 图中添加一个实体类型（或双击画布空白处）",
    tip_add_relationship = "Relate the two selected entities (or drag from an entity's handle to another entity)" / "为选中的两个实体建立关系（或从实体的手柄拖到另一个实体上）",
    tip_add_query = "Add a query to the workflow" / "在工作流中添加一个查询",
    tip_fit_to_view = "Show the whole diagram" / "显示整张图",
    tip_actual_size = "Zoom to 100 %, around the middle of the view" / "以视图中心为准缩放到 100%",
    tip_delete = "Delete the selection" / "删除所选内容",
    // Tabs and panels.
    tab_conceptual = "Conceptual" / "概念模型",
    tab_workflow = "Workflow" / "工作流",
    tab_logical = "Logical" / "逻辑模型",
    tab_physical = "Physical" / "物理模型",
    outline = "Outline" / "大纲",
    cql_preview = "CQL preview" / "CQL 预览",
    diagnostics_heading = "Diagnostics ({0})" / "诊断（{0}）",
    no_problems = "No problems found." / "未发现问题。",
    copy = "Copy" / "复制",
    tip_copy = "Copy the CQL to the clipboard" / "把 CQL 复制到剪贴板",
    entities = "Entities" / "实体",
    relationships = "Relationships" / "关系",
    queries = "Queries" / "查询",
    tables = "Tables" / "表",
    types = "Types" / "类型",
    // Canvases.
    conceptual_hint = "Double-click: new entity · drag: move · drag ● onto an entity: relate · click 1/n: switch · double-click a shape: rename" / "双击：新建实体 · 拖动：移动 · 把 ● 拖到实体上：建立关系 · 点击 1/n：切换 · 双击图形：重命名",
    workflow_hint = "Drag from ▶ to ● to connect · right-click: add query, entry point, delete" / "从 ▶ 拖到 ● 以连接 · 右键：添加查询、入口、删除",
    chebotko_hint = "Hover a marker for its meaning · click a table for its alternatives" / "悬停标记查看含义 · 点击表查看备选主键",
    no_tables = "No tables yet: add a query on the Workflow tab." / "还没有表：请在“工作流”页添加查询。",
    tip_cardinality = "Cardinality at this end: click to switch between 1 and n" / "此端的基数：点击在 1 和 n 之间切换",
    tip_link_handle = "Drag onto another entity to draw a relationship" / "拖到另一个实体上以建立关系",
    a11y_entity = "Entity {0}" / "实体 {0}",
    a11y_relationship = "Relationship {0}" / "关系 {0}",
    a11y_attribute = "Attribute {0}" / "属性 {0}",
    a11y_table = "Table {0}" / "表 {0}",
    entry_marker = "▶ entry" / "▶ 入口",
    no_description = "(no description)" / "（无描述）",
    given_short = "given:" / "已知：",
    // Chebotko markers.
    marker_k = "K: partition key column" / "K：分区键列",
    marker_c_asc = "C↑: clustering column, ascending" / "C↑：聚簇列，升序",
    marker_c_desc = "C↓: clustering column, descending" / "C↓：聚簇列，降序",
    marker_s = "S: static column (one value per partition)" / "S：静态列（每个分区一个值）",
    marker_idx = "IDX: secondary index" / "IDX：二级索引",
    marker_sai = "SAI: storage-attached index (Cassandra 5.0)" / "SAI：存储附加索引（Cassandra 5.0）",
    marker_sasi = "SASI: SSTable-attached secondary index" / "SASI：SSTable 附加二级索引",
    marker_custom_index = "CUSTOM: index of a custom class" / "CUSTOM：自定义类的索引",
    marker_counter = "++: counter column" / "++：计数器列",
    marker_set = "{}: set collection" / "{}：set 集合",
    marker_list = "[]: list collection" / "[]：list 列表",
    marker_map = "<>: map collection" / "<>：map 映射",
    marker_udt = "*: user-defined type" / "*：用户自定义类型",
    // Inspector.
    project = "Project" / "项目",
    title = "Title" / "标题",
    nothing_selected = "Select an entity, relationship, query or table to edit it." / "选择一个实体、关系、查询或表以编辑它。",
    selection_gone = "The selection no longer exists." / "所选内容已不存在。",
    n_selected = "{0} selected" / "已选 {0} 项",
    relate_these = "Relate {0} and {1}" / "为 {0} 和 {1} 建立关系",
    entity = "Entity" / "实体",
    relationship = "Relationship" / "关系",
    attribute = "Attribute" / "属性",
    query = "Query" / "查询",
    table = "Table" / "表",
    name = "Name" / "名称",
    description = "Description" / "描述",
    weak_entity = "Weak entity, owned by" / "弱实体，所属实体",
    tip_weak = "A weak entity is identified through its owner: its key is the owner's key plus its own" / "弱实体通过其所属实体来标识：它的键是所属实体的键加上它自己的键",
    none = "(none)" / "（无）",
    attributes = "Attributes" / "属性",
    key_short = "key" / "键",
    multi_short = "multi" / "多值",
    tip_key = "Part of the entity's key (underlined in the diagram)" / "实体键的一部分（在图中带下划线）",
    tip_multi = "Multi-valued: stored as a collection (double oval)" / "多值属性：存为集合（双椭圆）",
    move_up = "Move up (key order)" / "上移（键顺序）",
    move_down = "Move down (key order)" / "下移（键顺序）",
    more = "All properties" / "全部属性",
    remove = "Remove" / "移除",
    new_attribute = "New attribute" / "新属性",
    key_attribute = "Key attribute" / "键属性",
    add_attribute = "Add attribute" / "添加属性",
    relate_to = "Relate to…" / "关联到…",
    new_entity_name = "Entity" / "实体",
    new_relationship_name = "relates" / "关联",
    cardinality_at = "at {0}" / "在 {0} 端",
    relationship_kind = "Kind: {0}" / "类型：{0}",
    identifying = "Identifying (of a weak entity)" / "标识关系（弱实体的）",
    tip_identifying = "The relationship through which a weak entity is identified (double diamond)" / "弱实体借以被标识的关系（双菱形）",
    belongs_to = "Belongs to" / "属于",
    type_label = "Type" / "类型",
    multi_valued = "Values" / "取值",
    single_value = "single" / "单值",
    composite_fields = "Composite: fields" / "复合属性：字段",
    tip_composite = "A composite attribute's fields become a user-defined type" / "复合属性的字段会成为一个用户自定义类型",
    add_field = "Add field" / "添加字段",
    cql_type = "CQL type" / "CQL 类型",
    tip_cql_type = "The CQL type of this attribute's columns, e.g. smallint or frozen<address>; empty: the attribute's type" / "此属性对应列的 CQL 类型，例如 smallint、set<text> 或 frozen<自定义类型名>；留空：使用属性的类型",
    domain_type = "attribute's type" / "属性的类型",
    query_heading = "Query {0}" / "查询 {0}",
    returns_entity = "Returns" / "返回",
    tip_query_entity = "The entity the query returns; its table is named after it" / "查询返回的实体；它的表以该实体命名",
    inferred = "(from the find attributes)" / "（由查找属性推断）",
    entry_point = "Entry point" / "入口",
    tip_entry = "A task the application can start with" / "应用可以从这里开始的任务",
    limit = "LIMIT" / "LIMIT",
    given = "Given" / "已知条件",
    tip_given = "Search predicates: = and IN go to the partition key, ranges to clustering columns" / "搜索谓词：= 和 IN 进入分区键，范围条件进入聚簇列",
    add_given = "Add given" / "添加已知条件",
    find = "Find" / "查找",
    tip_find = "What the query returns" / "查询返回的内容",
    add_find = "Add find" / "添加查找属性",
    find_all_of = "All of {0}" / "{0} 的全部属性",
    order_by = "Order by" / "排序",
    tip_order_by = "Requested order: clustering columns with this direction" / "要求的顺序：按此方向的聚簇列",
    add_order_by = "Add order by" / "添加排序",
    leads_to = "Leads to" / "通往",
    tip_leads_to = "Workflow transitions: this query's result supplies the next query's input" / "工作流转换：本查询的结果作为下一个查询的输入",
    add_transition = "Add transition to" / "添加转换到",
    choose = "choose…" / "选择…",
    served_by = "Table:" / "表：",
    table_name = "Table name" / "表名",
    derived_name_was = "Derived name: {0}" / "推导出的名称：{0}",
    reset = "Reset" / "恢复",
    primary_key = "Primary key" / "主键",
    serves = "Serves" / "服务于",
    alternatives = "Primary-key alternatives" / "备选主键",
    tip_alternatives = "Other valid primary keys for this query's table; choose one" / "此查询的表的其他有效主键；可任选其一",
    columns = "Columns" / "列",
    column_types = "Column types" / "列类型",
    // Physical.
    keyspaces = "Keyspaces" / "键空间",
    target = "Target" / "目标数据库",
    target_tip = "The database the model is deployed to: validation reports what it lacks, the analysis uses its limits, and export writes only what it accepts" / "模型部署到的数据库：校验会报告它缺少的功能，分析使用它的限制，导出只写它接受的语句",
    target_default = "(default)" / "（默认）",
    keyspace = "Keyspace" / "键空间",
    replication_factor = "replication factor" / "副本因子",
    add_datacenter = "+ datacenter" / "+ 数据中心",
    durable_writes = "durable writes" / "持久写入",
    add_keyspace = "Add keyspace" / "添加键空间",
    // Files and dialogs.
    project_filter = "Keyspace Studio project" / "Keyspace Studio 项目",
    save = "Save" / "保存",
    discard = "Don't save" / "不保存",
    cancel = "Cancel" / "取消",
    ok = "OK" / "确定",
    unsaved_title = "Unsaved changes" / "未保存的更改",
    unsaved_message = "{0} has changes that are not saved. Save them first?" / "{0} 有未保存的更改。先保存吗？",
    nothing_lost = "The open project is unchanged; nothing was lost." / "当前项目没有改变，没有丢失任何内容。",
    load_error_at = "{0}, line {1}, column {2}:\n{3}" / "{0}，第 {1} 行，第 {2} 列：
{3}",
    cannot_open = "Cannot open the project" / "无法打开项目",
    cannot_save = "Cannot save the project" / "无法保存项目",
    cannot_export = "Cannot export the CQL" / "无法导出 CQL",
    opened = "Opened {0}" / "已打开 {0}",
    saved_to = "Saved to {0}" / "已保存到 {0}",
    exported_to = "Exported to {0}" / "已导出到 {0}",
    new_project = "New project" / "新项目",
    no_dialogs = "File dialogs are not available here" / "此处无法使用文件对话框",
    undone = "Undone" / "已撤销",
    redone = "Redone" / "已重做",
    select_two_entities = "Select one or two entities to relate" / "请选择一个或两个要关联的实体",
    tables_are_derived = "Tables are derived from queries: delete the query instead" / "表是由查询推导出来的：请改为删除查询",
    // Status bar.
    // Import (CQL, KDM) and recovery of unsaved work.
    untitled_imported_from = "Untitled (imported from {0})" / "未命名（导入自 {0}）",
    cmd_import_cql = "Import CQL…" / "导入 CQL…",
    cmd_import_kdm = "Import KDM project…" / "导入 KDM 项目…",
    cmd_import_report = "Last import report…" / "上次导入报告…",
    cql_filter = "CQL schema" / "CQL 模式",
    kdm_filter = "KDM project" / "KDM 项目",
    cannot_import = "Cannot import the file" / "无法导入文件",
    imported_status = "Imported {0}: {1}, {2} skipped" / "已导入 {0}：{1}，跳过 {2} 处",
    import_report_title = "Import report" / "导入报告",
    import_summary = "{0}: imported {1}, {2}, {3}." / "{0}：导入了 {1}、{2}、{3}。",
    import_skipped_heading = "Skipped or changed ({0})" / "跳过或更改的内容（{0}）",
    import_nothing_skipped = "Nothing was skipped." / "没有跳过任何内容。",
    import_suggestions_heading = "Suggested entities ({0})" / "建议的实体（{0}）",
    import_no_suggestions = "No entities suggested: no key columns are shared by several tables." / "没有建议的实体：没有被多个表共享的键列。",
    import_suggestions_hint = "Tables that share key columns imply these entity types. Nothing is added until you accept it; undo removes it again." / "共享键列的表暗示了这些实体类型。在您接受之前不会添加任何内容；撤销可以再次移除。",
    import_add_entity = "Add entity {0}" / "添加实体 {0}",
    import_entity_added = "✔ {0} added" / "✔ 已添加 {0}",
    import_key_is = "key: {0}" / "键：{0}",
    import_line = "Line" / "行",
    import_file = "File" / "文件",
    import_template_heading = "Template values" / "模板取值",
    import_template_hint = "The files hold placeholders their installer fills in; give each a value and import again." / "这些文件含有安装程序会填写的占位符；请为每个占位符给出取值，然后重新导入。",
    import_template_again = "Import again with these values" / "用这些取值重新导入",
    import_and_more = "{0} and {1} more" / "{0} 及另外 {1} 个文件",
    import_column = "Column" / "列",
    import_statement = "Statement" / "语句",
    import_reason = "Reason" / "原因",
    close = "Close" / "关闭",
    entity_added_status = "Added entity {0}" / "已添加实体 {0}",
    recovery_title = "Recover unsaved work?" / "恢复未保存的工作？",
    recovery_message = "Keyspace Studio did not close normally last time. This unsaved work was kept:" / "Keyspace Studio 上次没有正常关闭。以下未保存的工作已被保留：",
    recovery_project = "Project: {0}" / "项目：{0}",
    recovery_original = "Original file: {0}" / "原始文件：{0}",
    recovery_never_saved = "Original file: none (never saved)" / "原始文件：无（从未保存）",
    recovery_imported_from = "Original file: none (imported from {0}, never saved)" / "原始文件：无（导入自 {0}，从未保存）",
    recovery_saved_at = "Kept at: {0}" / "保留时间：{0}",
    recovery_unreadable = "This recovery file cannot be read: {0}" / "无法读取此恢复文件：{0}",
    restore = "Restore" / "恢复",
    recovery_discard = "Discard" / "丢弃",
    recovery_later = "Decide later" / "稍后决定",
    restored_status = "Restored the unsaved work of {0}: save it to keep it" / "已恢复 {0} 的未保存工作：请保存以保留它",
    recovery_write_failed = "Cannot write the recovery file: {0}" / "无法写入恢复文件：{0}",
    cannot_discard_recovery = "Cannot delete the recovery file" / "无法删除恢复文件",
    // Languages, themes, and texts the panels build from parts.
    menu_language = "Language" / "语言",
    theme_system = "💻 System" / "💻 跟随系统",
    theme_light = "☀ Light" / "☀ 浅色",
    theme_dark = "🌙 Dark" / "🌙 深色",
    tip_theme_system = "Follow the system's light or dark setting" / "跟随系统的浅色或深色设置",
    parenthesized = "{0} ({1})" / "{0}（{1}）",
    between = "{0} – {1}" / "{0} – {1}",
    severity_error = "error" / "错误",
    severity_warning = "warning" / "警告",
    severity_info = "note" / "提示",
    rule_bucket = "bucket" / "分桶",
    rule_manual = "manual" / "手动",
    rule_aggregate = "aggregate" / "聚合",
    rule_defined = "defined" / "自定义表",
    key_part_bucket = "bucket" / "分桶",
    primary_key_is = "Primary key: {0}" / "主键：{0}",
    alternative_line = "{0} — {1}" / "{0} —— {1}",
    dialog_open_project = "Open a project" / "打开项目",
    dialog_save_project = "Save the project as" / "项目另存为",
    dialog_export_cql = "Export the CQL" / "导出 CQL",
    cql_script_filter = "CQL script" / "CQL 脚本",
    not_a_cql_type = "“{0}” is not a CQL type" / "“{0}”不是有效的 CQL 类型",
    edit_not_found = "{0} {1} does not exist" / "{0} {1} 不存在",
    edit_duplicate_id = "The id {0} is already used" / "标识 {0} 已被使用",
    edit_invalid = "This change cannot be made: {0}" / "无法进行此更改：{0}",
    kind_thing = "Item" / "对象",
    write_failed = "{0}: {1}" / "{0}：{1}",
    io_not_found = "the folder does not exist" / "文件夹不存在",
    io_permission_denied = "permission denied" / "没有权限",
    io_read_only = "the file system is read-only" / "文件系统为只读",
    io_storage_full = "the disk is full" / "磁盘已满",
    io_other = "the file cannot be written ({0})" / "无法写入文件（{0}）",
    // Teaching: explanations, help, step mode, picture export.
    teach_column = "Column" / "列",
    teach_line_marker = "{0}: {1}, {2}" / "{0}：{1}，{2}",
    teach_line = "{0}, {1}" / "{0}，{1}",
    teach_line_storage = "{0}; {1}" / "{0}；{1}",
    teach_in_table = "In table {0}" / "位于表 {0}",
    teach_why_here = "Why it is here" / "为何在此",
    teach_regular = "regular" / "普通列",
    teach_rules_applied = "Mapping rules applied" / "应用的映射规则",
    teach_access_path = "Access path: {0}" / "访问路径：{0}",
    teach_why_columns = "Why each column" / "每列的由来",
    teach_queries_served = "Queries served" / "服务的查询",
    a11y_column = "Column {0} of {1}" / "表 {1} 的列 {0}",
    reason_equality = "equality search ({0}) on {1} in {2}" / "{2} 中对 {1} 的等值查询（{0}）",
    reason_equality_after = "equality search on {0} in {1}, placed after the partition key" / "{1} 中对 {0} 的等值查询，放在分区键之后",
    reason_range = "range search ({0}) on {1} in {2}" / "{2} 中对 {1} 的范围查询（{0}）",
    reason_order = "ORDER BY {0} {1} in {2}" / "{2} 中的 ORDER BY {0} {1}",
    reason_key_completion = "key of {1}: keeps different {2} rows with the same {3} apart in {4}" / "{1} 的键：在 {4} 中区分 {3} 相同的不同 {2} 行",
    reason_key_completion_bucket = "key of {1}: keeps different {2} rows of one partition apart in {3}" / "{1} 的键：在 {3} 中区分同一分区内的不同 {2} 行",
    reason_no_equality_bucket = "{0} has no equality search, so an artificial bucket is the partition key" / "{0} 没有等值查询条件，因此以人工分桶作为分区键",
    reason_time_bucket = "time bucket: the {0} of {1} bounds the partition's size in {2}" / "时间分桶：按 {1} 所在的{0}分桶，限制 {2} 的分区大小",
    reason_random_bucket = "random bucket 0..{0} spreads one partition of {1} over {0}; reads fan out" / "随机分桶 0..{0}：把 {1} 的一个分区分散到 {0} 个分区；读取需要扇出",
    reason_static = "static: {0} returns {1}, one value per partition because the partition key determines one {2}" / "静态列：{0} 返回 {1}；分区键确定唯一的 {2}，因此每个分区只有一个值",
    reason_returned = "{0} returns {1}" / "{0} 返回 {1}",
    reason_aggregate_counter = "{0} returns the aggregate {1}: a counter, incremented on every write of what it counts, in a table of counters only" / "{0} 返回聚合值 {1}：一个计数器，每写入一次被计数的数据就递增，放在只含计数器的表中",
    reason_aggregate_column = "{0} returns the aggregate {1}: a column the application keeps up to date on every write" / "{0} 返回聚合值 {1}：由应用在每次写入时维护的列",
    reason_added_by_hand = "{0} added by hand to the table of {1}" / "{0} 是手动添加到 {1} 的表中的",
    reason_marked_static = "{0} marked static by hand in the table of {1}" / "{0} 在 {1} 的表中被手动设为静态列",
    reason_marked_not_static = "{0} marked not static by hand in the table of {1}" / "{0} 在 {1} 的表中被手动设为非静态列",
    reason_defined = "defined directly in table {0} (imported or made by hand), not derived" / "直接定义在表 {0} 中（导入或手工创建），不是推导出来的",
    storage_set = "a multi-valued attribute, stored as a set" / "多值属性，以 set 存储",
    storage_list = "a multi-valued attribute, stored as a list" / "多值属性，以 list 存储",
    storage_map = "a multi-valued attribute, stored as a map" / "多值属性，以 map 存储",
    storage_udt = "a composite attribute, stored as a user-defined type" / "组合属性，以用户自定义类型存储",
    storage_counter = "a counter, changed only by increments" / "计数器，只能通过增减修改",
    newest_first = "newest first: a time no query orders by is read latest first" / "最新的在前：没有查询指定顺序的时间按从新到旧读取",
    rule_line_mr1 = "MR1: the attributes a query needs, from the entities and relationships on its access path, become its table's columns" / "MR1：查询所需的属性（来自其访问路径上的实体和关系）成为其表的列",
    rule_line_mr2 = "MR2: the equality search attributes form the partition key" / "MR2：等值查询属性组成分区键",
    rule_line_mr3 = "MR3: the range search attributes become clustering columns" / "MR3：范围查询属性成为聚簇列",
    rule_line_mr4 = "MR4: the ordering attributes become clustering columns in their direction (C↑ or C↓)" / "MR4：排序属性按其方向成为聚簇列（C↑ 或 C↓）",
    rule_line_mr5 = "MR5: key attributes are added until every row is unique (key completion)" / "MR5：补充键属性，直到每一行都唯一（键补全）",
    rule_line_bucket = "Bucket: an artificial partition key, when there is no equality search or a partition grows too large" / "分桶：没有等值查询或分区过大时使用的人工分区键",
    rule_line_aggregate = "Aggregates: counts and sums are counters in a table of their own, min and max columns the application maintains" / "聚合：计数和求和是单独一张表中的计数器，最小值和最大值是应用维护的列",
    rule_line_manual = "Manual: a change made by hand" / "手动：用户手工所做的修改",
    rule_line_defined = "Defined: a table imported or made by hand, not derived" / "自定义表：导入或手工创建的表，不是推导出来的",
    menu_help = "Help" / "帮助",
    cmd_notation_legend = "Notation legend" / "符号图例",
    cmd_method_guide = "The method" / "建模方法",
    tip_notation_legend = "What the shapes and markers of the diagrams mean" / "图中各种形状和标记的含义",
    tip_method_guide = "A short guide to query-first data modelling" / "查询优先数据建模的简明指南",
    legend_chen = "Chen notation (ER diagram)" / "Chen 表示法（ER 图）",
    legend_chebotko = "Chebotko notation (logical and physical diagrams)" / "Chebotko 表示法（逻辑图和物理图）",
    legend_workflow = "Workflow" / "工作流",
    legend_entity = "Entity type (rectangle)" / "实体类型（矩形）",
    legend_weak_entity = "Weak entity (double rectangle): identified through its owner" / "弱实体（双矩形）：通过其所有者标识",
    legend_attribute = "Attribute (oval)" / "属性（椭圆）",
    legend_key_attribute = "Key attribute (name underlined)" / "键属性（名称带下划线）",
    legend_multi_attribute = "Multi-valued attribute (double oval): stored as a set, list or map" / "多值属性（双椭圆）：以 set、list 或 map 存储",
    legend_derived_attribute = "Derived attribute (dashed oval): computed, not stored" / "派生属性（虚线椭圆）：计算得出，不存储",
    legend_field = "Field of a composite attribute: a field of a user-defined type" / "组合属性的字段：用户自定义类型的一个字段",
    legend_relationship = "Relationship type (diamond)" / "关系类型（菱形）",
    legend_identifying = "Identifying relationship (double diamond): joins a weak entity to its owner" / "标识关系（双菱形）：连接弱实体与其所有者",
    legend_cardinality = "Cardinality at each end: 1 (one) or n / m (many)" / "每一端的基数：1（一）或 n / m（多）",
    legend_table = "Table: its name, then its columns with their markers" / "表：表名，然后是各列及其标记",
    legend_entry = "Entry arrow Qn: the query the table serves" / "入口箭头 Qn：该表服务的查询",
    legend_transition = "Transition arrow: the workflow goes on from one query's table to the next" / "转移箭头：工作流从一个查询的表走向下一个查询的表",
    legend_query_node = "Query node: Qn and its description; ▶ marks an entry point" / "查询节点：Qn 及其描述；▶ 表示入口",
    guide_models = "The four models" / "四个模型",
    guide_conceptual = "1. Conceptual: the ER diagram — entities, relationships, attributes, keys and cardinalities." / "1. 概念模型：ER 图——实体、关系、属性、键和基数。",
    guide_workflow = "2. Workflow: the queries Q1, Q2… the application runs, and the transitions between them." / "2. 工作流：应用执行的查询 Q1、Q2……以及它们之间的转移。",
    guide_logical = "3. Logical: one table per query, derived with the mapping rules, drawn as a Chebotko diagram." / "3. 逻辑模型：每个查询一张表，按映射规则推导，画成 Chebotko 图。",
    guide_physical = "4. Physical: CQL types, keyspaces and the schema to run." / "4. 物理模型：CQL 类型、键空间以及可执行的建表语句（schema.cql）。",
    guide_rules = "The mapping rules" / "映射规则",
    guide_naming_heading = "Naming" / "命名",
    guide_naming = "A table is named after what it returns and what it is searched by: hotels_by_poi returns hotels for a given point of interest; a query by the entity's own key gets the plain plural (hotels)." / "表名由返回的内容和查询条件组成：hotels_by_poi 返回给定兴趣点附近的酒店；按实体自身的键查询时，表名就是实体名的复数形式。",
    guide_where = "Where to click" / "在哪里点击",
    guide_click = "Select a column on the Logical or Physical tab to see why it is there; select a query or a table to light up its access path, its table and its workflow node; View ▸ Step mode walks through the four models." / "在逻辑或物理标签页上选择一列，查看它为何在此；选择一个查询或一张表，会高亮它的访问路径、它的表和它的工作流节点；视图 ▸ 分步模式会逐步展示四个模型。",
    cmd_step_mode = "Step mode" / "分步模式",
    tip_step_mode = "Reveal the four models one step at a time, for teaching" / "逐步展示四个模型，用于教学",
    step_next = "Next ▸" / "下一步 ▸",
    step_previous = "◂ Previous" / "◂ 上一步",
    step_leave = "Leave step mode" / "退出分步模式",
    step_counter = "Step {0} of {1}" / "第 {0} 步，共 {1} 步",
    step_conceptual = "1 · Conceptual: the entities, relationships and attributes of the domain" / "1 · 概念模型：领域中的实体、关系和属性",
    step_workflow = "2 · Workflow: the queries the application runs, in order" / "2 · 工作流：应用按顺序执行的查询",
    step_logical = "3 · Logical: query {0} of {1}, {2} → table {3}" / "3 · 逻辑模型：第 {0} 个查询（共 {1} 个），{2} → 表 {3}",
    step_physical = "4 · Physical: CQL types and keyspaces" / "4 · 物理模型：CQL 类型和键空间",
    step_no_queries = "3 · Logical: the workflow has no queries yet" / "3 · 逻辑模型：工作流中还没有查询",
    step_hidden = "Not shown yet in step mode: press Next" / "分步模式下尚未显示：请按“下一步”",
    tip_query_node = "Query {0}: select it to light up its access path and its table" / "查询 {0}：选中后会高亮其访问路径和它的表",
    cmd_export_picture = "Export picture…" / "导出图片…",
    tip_export_picture = "Save a diagram as SVG or PNG, light or dark" / "将图保存为 SVG 或 PNG，浅色或深色",
    picture_title = "Export picture" / "导出图片",
    picture_diagram = "Diagram" / "图",
    picture_current = "Current tab ({0})" / "当前标签页（{0}）",
    picture_all = "All four" / "全部四张",
    picture_theme = "Theme" / "主题",
    picture_light = "Light" / "浅色",
    picture_dark = "Dark" / "深色",
    picture_format = "Format" / "格式",
    picture_export = "Export…" / "导出…",
    picture_written = "Picture written to {0}" / "图片已写入 {0}",
    pictures_written = "{0} pictures written next to {1}" / "已在 {1} 旁写入 {0} 张图片",
    cannot_export_picture = "Cannot export the picture" / "无法导出图片",
    picture_filter_svg = "SVG picture" / "SVG 图片",
    picture_filter_png = "PNG picture" / "PNG 图片",
    picture_unknown_format = "{0}: the file name must end in .svg or .png" / "{0}：文件名必须以 .svg 或 .png 结尾",
    // i18n UI, more:
    language_chosen = "Interface language: {0}" / "界面语言：{0}",
    // Partition sizes, remedies, estimates.
    part_heading = "Partitions" / "分区",
    part_tip = "Rows, values and bytes per partition of each table, from the estimates (methodology §6). Click a header to sort, a row to select the table; hover a figure for the formula." / "每张表每个分区的行数、值数和字节数，由估算得出（方法论 §6）。点击表头排序，点击一行选中该表；悬停在数字上可查看公式。",
    part_settings_button = "⚙ Thresholds" / "⚙ 阈值",
    part_settings_tip = "The analysis thresholds: when a partition gets a note, a warning or an error" / "分析阈值：分区何时得到提示、警告或错误",
    part_settings_title = "Analysis settings" / "分析设置",
    part_settings_note = "Kept with this computer's app settings, for every project. A size threshold you have not changed is the project's target's. `keyspace-studio check` uses the defaults." / "随本机的应用设置保存，适用于所有项目。未修改的大小阈值取项目目标数据库的值。`keyspace-studio check` 使用默认值。",
    part_settings_target = "Defaults of the target: {0}" / "目标数据库的默认值：{0}",
    part_set_row_bytes = "Error above row size" / "行大小超过此值时报错",
    part_set_row_bytes_tip = "An error when one row is larger than this (the target's row limit: 1 MB on Amazon Keyspaces; 0: none)" / "一行大于此值时报错（目标数据库的行大小上限：Amazon Keyspaces 为 1 MB；0 表示不限）",
    part_settings_reset = "Reset to defaults" / "恢复默认值",
    part_set_warn_values = "Warn above values" / "值数超过此数时警告",
    part_set_warn_values_tip = "A warning when a partition holds more values (cells) than this (classic guidance: 100,000)" / "分区中的值（单元格）多于此数时发出警告（经典建议：100,000）",
    part_set_warn_bytes = "Warn above size" / "大小超过此值时警告",
    part_set_warn_bytes_tip = "A warning when a partition is larger than this (the target's large-partition warning: 100 MiB for Cassandra, 1,000 MiB for ScyllaDB)" / "分区大于此值时发出警告（目标数据库的大分区警告：Cassandra 为 100 MiB，ScyllaDB 为 1,000 MiB）",
    part_set_info_bytes = "Note above size" / "大小超过此值时提示",
    part_set_info_bytes_tip = "A note when a partition is larger than this (10 MB, the ideal)" / "分区大于此值时给出提示（10 MB，理想上限）",
    part_set_error_values = "Error at values" / "值数达到此数时报错",
    part_set_error_values_tip = "An error when a partition holds this many values: near Cassandra's hard limit of about 2 billion cells (0: none)" / "分区中的值达到此数时报错：接近 Cassandra 约 20 亿个单元格的硬性上限（0 表示不限）",
    part_set_low_cardinality = "Low-cardinality key below" / "低基数分区键的界限",
    part_set_low_cardinality_tip = "A partition key with fewer distinct values than this makes a few hot partitions" / "分区键的不同取值少于此数时，少数热点分区承担全部负载",
    part_set_index_cardinality = "High-cardinality index from" / "高基数索引的界限",
    part_set_index_cardinality_tip = "A secondary index on a column with at least this many distinct values asks every node on each lookup" / "在不同取值至少有此数的列上建二级索引，每次查找都要询问所有节点",
    part_set_max_buckets = "Most random buckets" / "随机分桶数上限",
    part_set_max_buckets_tip = "The largest random bucket count a remedy suggests (reads fan out over all buckets)" / "补救建议中随机分桶数的最大值（读取时要遍历所有分桶）",
    part_col_table = "Table" / "表",
    part_col_rows = "Rows" / "行数",
    part_col_values = "Values" / "值数",
    part_col_bytes = "Bytes" / "字节",
    part_col_severity = "Severity" / "严重程度",
    part_remedy_tip = "A bucket column in the partition key bounds the partition; hover a button for the figures after it, click to apply (undoable)" / "在分区键中加入分桶列可限制分区大小；悬停按钮可查看分桶后的数字，点击即可应用（可撤销）",
    part_sort_tip = "Sort by this column; click again to reverse" / "按此列排序；再次点击反向排序",
    part_a11y_figure = "{0} of {1}: {2}" / "{1} 的{0}：{2}",
    part_a11y_badge = "Partition of {0}: {1} ({2})" / "{0} 的分区：{1}（{2}）",
    part_badge = "{0} values · {1}" / "{0} 个值 · {1}",
    part_ok = "within limits" / "在阈值内",
    part_unbounded_rows = "∞ (+{0} a day)" / "∞（每天 +{0}）",
    part_formula_head = "Partition of {0}:" / "{0} 的分区：",
    part_formula_unbounded = "Partition of {0}: grows without bound, by {1} rows a day" / "{0} 的分区：无限增长，每天增加 {1} 行",
    part_formula_unknown = "Partition of {0}: estimates are missing (see the diagnostics)" / "{0} 的分区：缺少估算（见诊断）",
    part_bucket_time = "Bucket by {0} of {1}" / "按 {1} 的{0}分桶",
    part_bucket_random = "Random bucket 0..{0}" / "随机分桶 0..{0}",
    part_after = "after: {0} rows, {1} values, {2} per partition" / "之后：每个分区 {0} 行、{1} 个值、{2}",
    part_remedy_short_time = "+ {0} by {1}" / "+ 按{1}分 {0}",
    part_remedy_short_random = "+ bucket ×{0}" / "+ 分桶 ×{0}",
    part_remedies = "Remedies" / "补救办法",
    part_bucket_in_place = "In place: {0}" / "已应用：{0}",
    part_remove_bucket = "Remove the bucket" / "移除分桶",
    part_remove_bucket_short = "✖ {0}" / "✖ {0}",
    part_remove_bucket_tip = "Take the bucket column out of the partition key (undoable)" / "从分区键中去掉分桶列（可撤销）",
    unit_second = "second" / "秒",
    unit_minute = "minute" / "分钟",
    unit_hour = "hour" / "小时",
    unit_day = "day" / "天",
    unit_week = "week" / "周",
    unit_month = "month" / "月",
    unit_year = "year" / "年",
    est_heading = "Estimates" / "估算",
    est_heading_tip = "Volumes for partition sizing: how many, how fast they arrive, how many distinct values (methodology §6)" / "用于估算分区大小的数量：有多少、到达多快、有多少不同取值（方法论 §6）",
    est_not_estimated = "not estimated" / "未估算",
    est_not_a_number = "{0} is not a number of 0 or more" / "{0} 不是大于或等于 0 的数",
    est_count = "Count" / "数量",
    est_count_tip = "How many instances of this entity exist" / "此实体有多少个实例",
    est_grows = "Grows over time" / "随时间增长",
    est_grows_tip = "A time series: instances arrive at a rate (one reading per second per sensor) and are kept some days or forever" / "时间序列：实例按一定速率到达（每个传感器每秒一条读数），保留若干天或永久保留",
    est_rate = "New instances" / "新增实例数",
    est_rate_tip = "How many new instances arrive per time unit" / "每个时间单位新到达多少实例",
    est_per = "per" / "每",
    est_for_each = "for each" / "对每个",
    est_for_each_tip = "The rate is per instance of this entity (each sensor), or for the whole entity type" / "速率是针对该实体的每个实例（每个传感器），或针对整个实体类型",
    est_whole_type = "(all together)" / "（全部合计）",
    est_kept_days = "Kept (days)" / "保留（天）",
    est_kept_days_tip = "The growth horizon: how many days of data are kept (TTL or purge); empty: forever, so partitions grow without bound" / "增长期限：数据保留多少天（TTL 或清理）；留空表示永久保留，分区会无限增长",
    est_forever = "forever" / "永久",
    est_time_attribute = "Arrival time" / "到达时间",
    est_time_attribute_tip = "The attribute recording when an instance arrived: what a time bucket is computed from" / "记录实例到达时间的属性：时间分桶依据它计算",
    est_any_time = "(any time attribute)" / "（任一时间属性）",
    est_distinct_heading = "Distinct values" / "不同取值数",
    est_distinct_tip = "How many distinct values the attribute takes among the instances: how a partition key on it divides them" / "该属性在各实例中有多少个不同取值：以它作分区键时实例如何划分",
    est_distinct_of = "{0}" / "{0}",
    est_fan_out = "{0} per {1}" / "每个 {1} 的 {0} 数",
    est_fan_out_tip = "The average number of this end's entities related to one entity of the other end (e.g. 100 rooms per hotel)" / "另一端的一个实体平均关联多少个此端实体（例如每家酒店 100 个房间）",
    est_avg_size = "Average size (bytes)" / "平均大小（字节）",
    est_avg_size_tip = "The average size of one value (for a collection: the whole collection); empty: the default shown is assumed" / "一个值的平均大小（集合类型指整个集合）；留空则采用显示的默认值",
    est_fixed_width = "{0} has a fixed width: {1} bytes" / "{0} 的宽度固定：{1} 字节",
    est_partition_heading = "Partition size" / "分区大小",
    est_partition_figures = "{0} rows · {1} values · {2}" / "{0} 行 · {1} 个值 · {2}",
    est_formula = "Formula" / "公式",
    // Work running in the background.
    task_saving = "Saving…" / "正在保存…",
    task_importing = "Importing…" / "正在导入…",
    task_pictures = "Writing pictures…" / "正在写入图片…",
    task_failed_title = "Background work failed" / "后台任务失败",
    task_failed = "{0} stopped unexpectedly; nothing was changed. Please try again." / "{0}意外中止，未做任何更改。请重试。",
}

/// The languages the UI can show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Language {
    /// English.
    English,
    /// Simplified Chinese.
    Chinese,
}

impl Language {
    /// Every language, in code order.
    pub const ALL: [Language; 2] = [Language::English, Language::Chinese];

    /// The language's name in its own script, as the Language menu shows it whatever the
    /// current language ("English", "简体中文").
    pub fn native_name(self) -> &'static str {
        match self {
            Self::English => "English",
            Self::Chinese => "简体中文",
        }
    }

    /// The BCP 47 tag the choice is saved under (`en`, `zh-CN`).
    pub fn tag(self) -> &'static str {
        match self {
            Self::English => "en",
            Self::Chinese => "zh-CN",
        }
    }

    /// The language of a saved tag or a locale name (`zh-CN`, `zh_CN.UTF-8`, `en_US`...):
    /// Chinese for any `zh` locale, English for other real locales; `None` for an empty
    /// value or the POSIX locales `C` and `POSIX`, which say nothing about the language.
    pub fn from_tag(tag: &str) -> Option<Self> {
        let tag = tag.trim();
        let base = tag.split(['_', '-', '.', '@']).next().unwrap_or_default();
        if base.is_empty() || base.eq_ignore_ascii_case("c") || base.eq_ignore_ascii_case("posix") {
            None
        } else if base.eq_ignore_ascii_case("zh") {
            Some(Self::Chinese)
        } else {
            Some(Self::English)
        }
    }

    /// The language the texts of model-core (diagnostics, load errors...) are asked in.
    pub fn text_lang(self) -> model_core::text::Lang {
        match self {
            Self::English => model_core::text::Lang::En,
            Self::Chinese => model_core::text::Lang::Zh,
        }
    }
}

thread_local! {
    /// The language this thread looks texts up in: set from the window's state (see
    /// [`use_language`]), never shared between threads, so windows (and tests) on different
    /// threads each speak their own.
    static LANGUAGE: Cell<Language> = const { Cell::new(Language::English) };
}

/// Makes `language` the one [`tr`] and [`language`] answer on this thread. The window calls
/// it with the language its state holds when it is made, when the language changes and at
/// the start of every frame; nothing else does.
pub fn use_language(language: Language) {
    LANGUAGE.with(|l| l.set(language));
}

/// The texts of the current language.
pub fn tr() -> &'static Strings {
    texts(language())
}

/// The texts of `language`.
pub fn texts(language: Language) -> &'static Strings {
    match language {
        Language::English => &EN,
        Language::Chinese => &ZH,
    }
}

/// The language the window on this thread shows (English before a window set one).
pub fn language() -> Language {
    LANGUAGE.with(Cell::get)
}

/// A diagnostic's severity, as the diagnostics panel names it.
pub fn severity_name(severity: model_core::Severity) -> &'static str {
    let s = tr();
    match severity {
        model_core::Severity::Error => s.severity_error,
        model_core::Severity::Warning => s.severity_warning,
        model_core::Severity::Info => s.severity_info,
    }
}

/// A primary-key alternative's reason in the interface language (worded by model-core from
/// its typed reason).
pub fn alternative_summary(alt: &model_core::logical::Alternative) -> String {
    language().text_lang().catalogue().alternative(&alt.reason)
}

/// Why an edit was refused, for the status bar.
pub fn edit_error(err: &model_core::edit::EditError) -> String {
    use model_core::edit::EditError;
    let s = tr();
    match err {
        EditError::NotFound { kind, id } => {
            use model_core::ids::Thing;
            let kind = match *kind {
                Thing::Entity => s.entity,
                Thing::Relationship => s.relationship,
                Thing::Attribute => s.attribute,
                Thing::Query => s.query,
                Thing::Keyspace => s.keyspace,
                Thing::Transition | Thing::Table | Thing::Specialisation => s.kind_thing,
            };
            fill(s.edit_not_found, &[kind, id])
        }
        EditError::DuplicateId(id) => fill(s.edit_duplicate_id, &[id]),
        EditError::Invalid(why) => fill(s.edit_invalid, &[&language().text_lang().catalogue().refusal(why)]),
        EditError::Limit(why) => fill(s.edit_invalid, &[&language().text_lang().catalogue().limit_problem(why)]),
    }
}

/// Why a file could not be written (`path: reason`), the common causes in words.
pub fn write_error(path: &std::path::Path, err: &std::io::Error) -> String {
    use std::io::ErrorKind;
    let s = tr();
    let other = err.to_string();
    let reason = match err.kind() {
        ErrorKind::NotFound => s.io_not_found.to_owned(),
        ErrorKind::PermissionDenied => s.io_permission_denied.to_owned(),
        ErrorKind::ReadOnlyFilesystem => s.io_read_only.to_owned(),
        ErrorKind::StorageFull => s.io_storage_full.to_owned(),
        _ => fill(s.io_other, &[&other]),
    };
    fill(s.write_failed, &[&path.display().to_string(), &reason])
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
        assert_eq!(fill(EN.a11y_entity, &["Hotel"]), "Entity Hotel");
        assert_eq!(fill(ZH.a11y_entity, &["Hotel"]), "实体 Hotel");
    }

    #[test]
    fn every_alternative_summary_of_the_samples_is_translated() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../sample-projects");
        let mut seen = 0;
        for file in ["hotel.json", "student-projects.json", "sensor-readings.json", "books.json", "online-supermarket.json"] {
            let project = model_core::Project::load(&dir.join(file)).expect("sample");
            for t in &model_core::derive(&project).model.tables {
                for a in &t.alternatives {
                    seen += 1;
                    let zh = model_core::text::Lang::Zh.catalogue().alternative(&a.reason);
                    assert!(!zh.contains("equality") && !zh.contains("partition"), "{file}: {} has no Chinese", a.reason);
                }
            }
        }
        assert!(seen > 10, "only {seen} alternatives");
    }

    #[test]
    fn every_chinese_entry_is_written_and_keeps_the_placeholders() {
        for (name, en, zh) in ALL_ENTRIES {
            assert!(!zh.trim().is_empty(), "{name} has no Chinese text");
            for i in 0..4 {
                let p = format!("{{{i}}}");
                assert_eq!(en.contains(&p), zh.contains(&p), "{name}: placeholder {p} differs between languages");
            }
        }
    }
}
