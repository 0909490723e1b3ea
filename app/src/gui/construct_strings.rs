//! The texts of the controls for the ER constructs real diagrams use (alternate keys, IsA,
//! relationship subjects, access paths, aggregates) and for the user's say over derived
//! tables (design choices, keys set by hand, trade-off figures), in English and Simplified
//! Chinese. Same form and checks as [`super::i18n`]; kept apart so each file stays small.

use super::i18n::{Language, language};

super::i18n::strings! {
    // Query: subject, access path, aggregates.
    returns_rows_of = "Returns rows of" / "返回关系实例",
    tip_returns_rows_of = "The relationship whose instances the query returns (comments, ratings): the table is named after it and keyed by their identity" / "查询返回其实例的关系（评论、评分）：表以它命名，并以实例的标识作主键",
    not_a_relationship = "— (entities)" / "—（实体）",
    access_path = "Access path" / "访问路径",
    tip_access_path = "How the query goes from what it is given to what it finds; drawn on the ER diagram while the query is selected" / "查询从给定属性到所找属性所经过的路径；选中查询时在 ER 图上标出",
    no_access_path = "(within one entity)" / "（在一个实体之内）",
    through = "Through" / "经由",
    tip_through = "When several relationships join the same entities (a user uploads videos and comments on them), the path goes through these" / "当多个关系连接相同的实体时（用户上传视频，也评论视频），路径经由这里列出的关系",
    add_through = "Go through…" / "经由…",
    aggregates = "Aggregates" / "聚合",
    tip_aggregates = "Counts, sums and averages are served by a counter table of their own; minimum and maximum by a column the application keeps" / "计数、求和与平均值由单独的计数器表提供；最小值与最大值由应用维护的列提供",
    add_aggregate = "Add aggregate…" / "添加聚合…",
    of_rows = "rows" / "行数",
    // Entity: alternate keys and specialisation.
    alternate_keys = "Alternate keys" / "候选键",
    tip_alternate_keys = "Attributes that identify an instance too (a user's email): a query given one needs no further key column for uniqueness" / "同样能标识实例的属性（用户的邮箱）：以它为条件的查询无需再加键列保证唯一",
    add_alternate_key = "Add alternate key…" / "添加候选键…",
    widen_alternate_key = "+ attribute…" / "+ 属性…",
    specialisation = "Specialisation (IsA)" / "特化（子类型）",
    tip_specialisation = "Subtypes inherit the supertype's attributes and key; disjoint: an instance is of at most one subtype; total: every instance is of one" / "子类型继承超类型的属性和键；不相交：一个实例至多属于一个子类型；完全：每个实例都属于某个子类型",
    subtypes_of = "Subtypes of {0}" / "{0} 的子类型",
    subtype_of = "Subtype of {0}" / "{0} 的子类型",
    add_subtype = "Add subtype…" / "添加子类型…",
    make_supertype = "Specialise into…" / "特化为…",
    disjoint = "Disjoint (d)" / "不相交（d）",
    total = "Total" / "完全",
    remove_specialisation = "Remove specialisation" / "删除特化",
    // Relationship: noun, identity.
    rows_noun = "Rows are called" / "实例名称",
    tip_rows_noun = "The noun its rows are named by in table names (comments_by_video); empty: the relationship's name" / "表名中用来称呼其实例的名词（comments_by_video）；留空则用关系名",
    cardinality_presets = "Cardinality" / "基数",
    tip_identity_key = "Part of the relationship's identity: an actor may play several characters in one film, so the character is a key column" / "属于关系的标识：一位演员可在一部电影中扮演多个角色，所以角色是键列",
    // Table: design choices, key by hand, trade-offs.
    design_choices = "Design choices" / "设计选择",
    keep_apart = "Keep {0} in a table of its own" / "让 {0} 使用单独的表",
    kept_apart = "{0} is kept in a table of its own" / "{0} 使用单独的表",
    allow_merging = "Allow merging again" / "允许再次合并",
    key_by_hand = "Primary key set by hand" / "手动设置的主键",
    back_to_derived_key = "Back to the derived key" / "恢复推导的主键",
    role = "Role" / "角色",
    role_partition = "Partition key" / "分区键",
    role_clustering_asc = "Clustering ↑" / "聚簇 ↑",
    role_clustering_desc = "Clustering ↓" / "聚簇 ↓",
    role_regular = "Regular" / "普通列",
    tip_role = "Promote or demote the column; validation then says whether every query of the table is still served" / "提升或降级该列；随后校验会说明表的每个查询是否仍能得到服务",
    tradeoff_partition = "{0} rows, {1} per partition" / "每分区 {0} 行、{1}",
    tradeoff_unbounded = "partition grows without bound" / "分区无限增长",
    tradeoff_unknown = "partition size unknown (estimates missing)" / "分区大小未知（缺少估算）",
    tradeoff_over = "over the threshold" / "超过阈值",
    tradeoff_tables = "rows written to {0} tables" / "每行写入 {0} 张表",
    tradeoff_partitions = "{0} reads {1}" / "{0} 每次读取 {1}",
    one_partition = "1 partition" / "1 个分区",
    n_partitions = "{0} partitions" / "{0} 个分区",
    per_in_value = "one per IN value" / "每个 IN 值一个",
    per_time_bucket = "one per time bucket" / "每个时间桶一个",
    // SAI, vectors, time to live, compaction.
    sai_offers = "Serve with an index instead" / "改用索引服务",
    tip_sai_offers = "Cassandra 5.0: the query can be served by another table of the same rows through SAI indexes, instead of this denormalised table" / "Cassandra 5.0：该查询可以通过 SAI 索引由存放相同行的另一张表服务，而不必使用这张反规范化的表",
    sai_offer_line = "{0} from {1} with SAI on {2}" / "{0} 改由 {1} 服务，在 {2} 上建 SAI 索引",
    sai_offer_vector = "{0} from {1} with its vector index" / "{0} 改由 {1} 服务，使用它的向量索引",
    sai_choose = "Use the index" / "使用索引",
    sai_writes = "rows written to {0} tables instead of {1}" / "每行写入 {0} 张表，而不是 {1} 张",
    sai_one_partition = "the query gives the partition key: one partition searched (cheap)" / "查询给出了分区键：只搜索一个分区（开销小）",
    sai_scan = "no partition key: every node is asked, {0} partitions searched" / "没有分区键：要询问每个节点，搜索 {0} 个分区",
    sai_scan_unknown = "no partition key: every node is asked (the whole table is searched)" / "没有分区键：要询问每个节点（搜索整张表）",
    sai_own_table = "Give {0} its own table again" / "让 {0} 重新使用自己的表",
    table_lifetime = "Time to live and compaction" / "生存时间与压缩",
    tip_table_lifetime = "default_time_to_live (seconds; 0: rows never expire) and the compaction strategy; empty: the derived suggestion" / "default_time_to_live（秒；0 表示行永不过期）和压缩策略；留空则使用推导的建议值",
    option_ttl = "Time to live (s)" / "生存时间（秒）",
    option_compaction = "Compaction" / "压缩策略",
    nearest = "Nearest neighbours of" / "最近邻向量",
    tip_nearest = "ORDER BY v ANN OF ? LIMIT k: the k (the limit) rows whose vector is nearest to a given one; needs a vector<float, n> attribute and an SAI vector index" / "返回向量与给定向量最接近的 k 行（k 即限制行数）；需要向量类型的属性和 SAI 向量索引",
    nearest_none = "— (no vector search)" / "—（不做向量搜索）",
    similarity = "Similarity" / "相似度",
    // Step mode: the optimised design after the method's one table per query.
    step_optimised = "3 · Logical, optimised: the method gave {0} tables, one per query; the design has {1}" / "3 · 逻辑模型（优化后）：方法的第一步每个查询一张表，共 {0} 张；优化后的设计有 {1} 张",
    step_optimised_none = "No table was merged or shared: the optimised design is the method's" / "没有表被合并或共用：优化后的设计与方法的结果相同",
    // Canvas zoom.
    zoom_in = "Zoom in (Ctrl +)" / "放大（快捷键：控制键 +）",
    zoom_out = "Zoom out (Ctrl −)" / "缩小（快捷键：控制键 −）",
    zoom_level = "Zoom: names stay at least 12 px high when fitted" / "缩放比例：适应窗口时名称至少 12 像素高",
    // Feedback.
    deleted_one = "Deleted {0} — Ctrl+Z to undo" / "已删除 {0}，可以撤销",
    deleted_many = "Deleted {0} items — Ctrl+Z to undo" / "已删除 {0} 项，可以撤销",
    nothing_selected_here = "Nothing is selected on this tab: Delete acts on the tab shown" / "本页没有选中任何内容：删除只作用于当前显示的页",
    fallback_dialog = "No system file dialog is available here: choose the file in Keyspace Studio's own" / "此处没有系统文件对话框：请在 Keyspace Studio 自带的对话框中选择文件",
    // An empty project.
    start_here = "Start here" / "从这里开始",
    start_here_1 = "1 · Draw the entities: double-click the canvas or press Add entity, then add their attributes" / "1 · 画出实体：双击画布或点“添加实体”，再添加它们的属性",
    start_here_2 = "2 · Relate them: drag from an entity's handle onto another" / "2 · 建立关系：从实体的手柄拖到另一个实体上",
    start_here_3 = "3 · Add the queries the application runs, on the Workflow tab" / "3 · 在“工作流”页添加应用要执行的查询",
    start_here_4 = "4 · Read the derived tables on the Logical tab, then export schema.cql from the File menu" / "4 · 在“逻辑模型”页查看推导出的表，再从“文件”菜单导出 schema.cql",
    // Presentation mode.
    cmd_presentation = "Presentation mode" / "演示模式",
    tip_presentation = "Large text and only the diagram, for a projector (F11 again to leave)" / "大字体、只显示图，适合投影（再按 F11 退出）",
    // Counts: the singular for one, the plural otherwise (Chinese has one form).
    n_entity = "{0} entity" / "{0} 个实体",
    n_entities = "{0} entities" / "{0} 个实体",
    n_relationship = "{0} relationship" / "{0} 个关系",
    n_relationships = "{0} relationships" / "{0} 个关系",
    n_query = "{0} query" / "{0} 个查询",
    n_queries = "{0} queries" / "{0} 个查询",
    n_table = "{0} table" / "{0} 张表",
    n_tables = "{0} tables" / "{0} 张表",
    n_error = "{0} error" / "{0} 个错误",
    n_errors = "{0} errors" / "{0} 个错误",
    n_warning = "{0} warning" / "{0} 个警告",
    n_warnings = "{0} warnings" / "{0} 个警告",
    // The ER canvas's right-click menus.
    menu_rename = "Rename" / "重命名",
    menu_duplicate = "Duplicate" / "创建副本",
    tip_duplicate = "Copies of the selected entity types, with their attributes, keys and the relationships among them, beside them (Ctrl+D)" / "在旁边复制选中的实体类型及其属性、键和它们之间的关系",
    menu_add_entity_here = "Add entity here" / "在此添加实体",
    // Auto-layout.
    cmd_auto_layout = "Auto-layout" / "自动布局",
    tip_auto_layout = "Lay this diagram out again so that no two shapes overlap (one step: Ctrl+Z puts everything back)" / "重新排布这张图，使任何两个形状都不重叠（一步操作，撤销即可恢复原样）",
    arranged = "Arranged the {0} diagram — Ctrl+Z to undo" / "已重新排布“{0}”图，可以撤销",
    task_arranging = "Arranging the diagram…" / "正在排布图…",
    arrange_outdated = "The model changed while the diagram was being arranged: run Auto-layout again" / "排布期间模型有了改动：请再运行一次自动布局",
    // Help.
    cmd_shortcuts = "Keyboard shortcuts" / "键盘快捷键",
    tip_shortcuts = "Every shortcut of the app (F1)" / "本应用的全部快捷键（F1 键）",
    shortcut_zoom = "Zoom the diagram in or out" / "放大或缩小图",
    // Quick entry (lead): attribute lists, the entity shorthand, a relationship's query.
    new_attribute_hint = "name, or several: a, b" / "名称；多个用逗号分开",
    tip_new_attribute = "Type one name or several separated by commas, then Enter; the type follows the name (user_id → uuid, upload_date → date) and the first identifier of an entity without a key becomes its key" / "输入一个名称，或用逗号分开的多个名称，再按回车；类型按名称推断（编号 → 唯一标识，日期 → 日期），没有键的实体的第一个标识属性成为它的键",
    tip_entity_shorthand = "Enter goes on to the attributes. Typing Video(video_id, upload_date) names the entity and adds its attributes at once" / "按回车继续输入属性。输入 视频(视频编号, 上传日期) 可一次写下实体名和它的属性",
    type_search_hint = "type to search" / "输入以筛选",
    avg_bytes = "Avg bytes" / "平均字节",
    query_along = "Query: {0} by {1}" / "查询：按{1}查{0}",
    tip_query_along = "Adds the query this relationship serves: given the key of {1}, find every attribute of {0}" / "添加这个关系所服务的查询：给定{1}的键，查找{0}的全部属性",
    read_as = "{0} : {1}" / "{0} : {1}",
    query_description = "Find {0} by {1}" / "按{1}查找{0}",
    find_all_of_which = "All of…" / "全部属性…",
    tip_attribute_menu = "{0}: move up or down (the key's order), all its properties, remove" / "{0}：上移或下移（键的顺序）、全部属性、移除",
    cmd_zoom_selection = "Zoom to selection" / "缩放到所选",
    tip_zoom_selection = "Show what is selected on this diagram in the middle of the view, at a legible size (F)" / "把本图中选中的内容以清晰的大小显示在视图中央（F 键）",
    nothing_to_zoom_to = "Select something on this diagram to zoom to it" / "请先在本图中选择要缩放到的内容",
    // Copy and paste (lead).
    cmd_copy = "Copy" / "复制",
    cmd_paste = "Paste" / "粘贴",
    tip_copy_entities = "Copy the selected entity types, with the relationships among them, to paste here or in another window" / "复制选中的实体类型及它们之间的关系，可粘贴到这里或另一个窗口",
    tip_paste_entities = "Paste entity types copied before, under new names, in free space" / "把先前复制的实体类型以新名称粘贴到空白处",
    copied_entities = "Copied {0} — Ctrl+V pastes a copy" / "已复制 {0}，可粘贴副本",
    pasted_entities = "Pasted {0} — Ctrl+Z to undo" / "已粘贴 {0}，可以撤销",
    duplicated_entities = "Duplicated as {0} — Ctrl+Z to undo" / "已创建副本 {0}，可以撤销",
    nothing_to_copy = "Select entity types on the Conceptual tab to copy them" / "请先在“概念模型”页选择要复制的实体类型",
    clipboard_no_entities = "The clipboard holds no entity types to paste" / "剪贴板里没有可粘贴的实体类型",
    clipboard_unreadable = "The entity types on the clipboard cannot be read (the text was changed or cut short)" / "无法读取剪贴板里的实体类型（文本被改动或不完整）",
    clipboard_too_many = "The clipboard holds {0} entity types; one paste brings in at most {1}" / "剪贴板里有 {0} 个实体类型，一次最多粘贴 {1} 个",
    copied_file = "Copied {0} to the clipboard" / "已把 {0} 复制到剪贴板",
    // Undo and redo, said with what the step was (lead).
    undone_step = "Undone: {0} — Ctrl+Y to redo" / "已撤销：{0}（可以重做）",
    redone_step = "Redone: {0}" / "已重做：{0}",
    step_words = "{0} {1}" / "{0}{1}",
    step_add = "add" / "添加",
    step_remove = "remove" / "删除",
    step_rename = "rename" / "重命名",
    step_change = "change" / "修改",
    step_move = "move" / "移动",
    noun_project = "project" / "项目",
    noun_entity = "entity" / "实体",
    noun_attribute = "attribute" / "属性",
    noun_relationship = "relationship" / "关系",
    noun_query = "query" / "查询",
    noun_transition = "transition" / "转移",
    noun_shapes = "shapes" / "图形",
    noun_table = "table" / "表",
    noun_keyspace = "keyspace" / "键空间",
    noun_specialisation = "specialisation" / "特化",
    noun_estimates = "estimates" / "估计值",
    noun_several = "several things" / "多处",
    applied_bucket = "{1}: {0} applied — Ctrl+Z to undo" / "{1}：已应用{0}，可以撤销",
    removed_bucket = "Removed bucket {0} from {1} — Ctrl+Z to undo" / "已从 {1} 移除分桶 {0}，可以撤销",
    // Project: the method's first step.
    one_table_per_query = "One table per query (no merging)" / "每个查询一张表（不合并）",
    tip_one_table_per_query = "Show the method's first step: every query gets its own table, even when another table could serve it" / "展示方法的第一步：每个查询都有自己的表，即使另一张表也能服务它",
    // Docking panes (branch dock).
    pane_diagram = "Diagram" / "图",
    pane_inspector = "Inspector" / "检查器",
    cmd_reset_layout = "Reset panel layout" / "恢复默认面板布局",
    tip_reset_layout = "Put the panels back where they were at first: the outline on the left; the inspector, diagnostics, partitions and CQL preview on the right" / "把各面板放回最初的位置：左边是大纲，右边是检查器、诊断、分区和 CQL 预览",
    layout_reset = "Panels back in their first places" / "各面板已回到最初的位置",
    dock_eject = "Move to a window of its own" / "移到单独的窗口",
    dock_close = "Close" / "关闭",
    dock_hide_tab_bar = "Hide the tab bar" / "隐藏标签栏",
    dock_show_tab_bar = "Show the tab bar" / "显示标签栏",
    dock_cannot_close = "Panels do not close: drag a tab back into the window, or View ▸ Reset panel layout" / "面板不能关闭：把标签拖回主窗口，或使用“视图 ▸ 恢复默认面板布局”",
    dock_collapse = "Collapse or expand" / "折叠或展开",
    // Workflow and Chebotko canvases: query boxes, transitions, right-click menus (branch flow).
    wf_given = "given" / "已知",
    wf_find = "find" / "查找",
    wf_order = "order" / "排序",
    tip_wf_table = "The table that serves this query (the Logical tab shows it)" / "为这个查询服务的表（见“逻辑模型”页）",
    tip_wf_entry_arrow = "Entry arrow: the workflow can start with this query" / "入口箭头：工作流可以从这个查询开始",
    tip_wf_node = "{0}: drag the ● on its right edge onto another query to say that {0}'s result feeds it; right-click for more" / "{0}：把右边的 ● 拖到另一个查询上，表示 {0} 的结果交给它；右键单击可见更多操作",
    wf_hint = "Drag ● (right edge) onto another query to connect · right-click a wire to remove it · right-click a query or the background for more" / "把右边的 ● 拖到另一个查询上即可连接 · 右键单击连线可删除它 · 右键单击查询或空白处可见更多操作",
    menu_connect_to = "Connect to" / "连接到",
    menu_disconnect = "Disconnect" / "断开",
    menu_add_query_here = "Add query here" / "在此添加查询",
    menu_show_in_inspector = "Show in inspector" / "在检查器中显示",
    tip_show_in_inspector = "Select this table: the inspector explains its key and each column" / "选中这张表：检查器会说明它的键和每一列",
    menu_copy_table_cql = "Copy CQL of this table" / "复制这张表的 CQL",
    connected = "Connected {0} → {1} — Ctrl+Z to undo" / "已连接 {0} → {1}，可以撤销",
    connected_passes = "Connected {0} → {1}: {0}'s result gives {1} its {2}" / "已连接 {0} → {1}：{0} 的结果为 {1} 提供 {2}",
    connected_passes_nothing = "Connected {0} → {1}, but {1} is given {2}, which {0} neither searches on nor returns: the user must supply it" / "已连接 {0} → {1}，但 {1} 的已知条件 {2} 既不是 {0} 的条件也不在它的结果中：只能由用户提供",
    transition_to_itself = "Not connected: {0} cannot lead to itself (a transition passes one query's result on to another query)" / "未连接：{0} 不能转到它自己（转移是把一个查询的结果交给另一个查询）",
    transition_exists = "Not connected: {0} → {1} is already there" / "未连接：{0} → {1} 已经存在",
    disconnected = "Removed the transition {0} → {1} — Ctrl+Z to undo" / "已删除转移 {0} → {1}，可以撤销",
    duplicated_query = "Duplicated {0} as {1} — Ctrl+Z to undo" / "已把 {0} 复制为 {1}，可以撤销",
    renamed_query = "Renamed {0} — Ctrl+Z to undo" / "已重命名 {0}，可以撤销",
    entry_on = "{0} is an entry point now" / "{0} 现在是入口",
    entry_off = "{0} is no longer an entry point" / "{0} 不再是入口",
    copied_table_cql = "Copied the CQL of table {0}" / "已复制表 {0} 的 CQL",
    no_table_cql = "Table {0} is left out of schema.cql: the diagnostics say why" / "表 {0} 未写入 schema.cql：原因见诊断",
    table_shown = "Table {0} is selected: the inspector explains it" / "已选中表 {0}：检查器中有说明",
    // Quick entry, estimates where they are asked, the status bar and Fit (issue 31).
    will_add = "Adds: {0}" / "将添加：{0}",
    not_a_name_and_type = "“{0}” is not a name: a name has no space or colon, and what follows one must be a CQL type (number int, ts: timestamp)" / "“{0}”不是属性名：名称中不能有空格或冒号，其后只能写 CQL 类型（数量 int、时间: timestamp）",
    not_a_rate = "“{0}” is neither a number nor a rate: type 100, 1/s, 86400/day or 10 per minute" / "“{0}”既不是数字也不是速率：请输入 100、1/秒、86400/天 或 10/分钟",
    tip_fan_out_or_rate = "How many {0} per {1} on average (100), or how fast they arrive for each {1} (1/s, 86400/day, 10 per minute)" / "每个 {1} 平均有多少 {0}（100），或每个 {1} 的 {0} 到达速率（1/秒、86400/天、10/分钟）",
    on_average = "on average" / "平均",
    per_unit = "per {0}" / "每{0}",
    kept_forever = "kept forever" / "永久保留",
    kept_for_days = "kept {0} days" / "保留 {0} 天",
    nothing_to_undo = "Nothing to undo" / "没有可撤销的操作",
    nothing_to_redo = "Nothing to redo" / "没有可重做的操作",
    tip_language_toggle = "The interface language: click to switch (remembered for the next start)" / "界面语言：点击切换（下次启动时保留）",
    off_screen = "{0} off-screen at the smallest legible zoom: scroll to see them" / "在可读的最小缩放下仍有 {0} 个图形在视图之外：请滚动查看",
}

/// The texts of the current language.
pub fn tr() -> &'static Strings {
    match language() {
        Language::English => &EN,
        Language::Chinese => &ZH,
    }
}

/// `n` things in words, the singular for one: `count(1, s.n_table, s.n_tables)` is "1 table".
pub fn count(n: usize, one: &str, many: &str) -> String {
    super::i18n::fill(if n == 1 { one } else { many }, &[&n.to_string()])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_of_a_thing_is_singular_and_chinese_has_one_form() {
        let s = EN;
        assert_eq!(
            (count(1, s.n_table, s.n_tables), count(0, s.n_table, s.n_tables), count(9, s.n_table, s.n_tables)),
            ("1 table".to_owned(), "0 tables".to_owned(), "9 tables".to_owned())
        );
        let z = ZH;
        assert_eq!((count(1, z.n_table, z.n_tables), count(2, z.n_table, z.n_tables)), ("1 张表".to_owned(), "2 张表".to_owned()));
    }
}
