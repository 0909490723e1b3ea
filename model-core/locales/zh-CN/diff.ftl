# Changes between two models and the notes of a migration (model_core::diff).

diff-class-model-only = 仅模型
diff-class-in-place = 可原地安全变更
diff-class-with-care = 需谨慎
diff-class-impossible = 无法原地变更
change-entity-added = 新增实体 { $name }
change-entity-removed = 删除实体 { $name }
change-entity-renamed = 实体 { $from } 改名为 { $to }
change-attribute-added = 新增属性 { $name }
change-attribute-removed = 删除属性 { $name }
change-attribute-renamed = 属性 { $from } 改名为 { $to }
change-attribute-type-changed = 属性 { $name }：类型 { $from } → { $to }
change-attribute-key-changed-joined = 属性 { $name } 加入键
change-attribute-key-changed-left = 属性 { $name } 退出键
change-relationship-added = 新增联系 { $name }
change-relationship-removed = 删除联系 { $name }
change-relationship-changed = 联系 { $name }：{ $from } → { $to }
change-query-added = 新增查询 { $id }：{ $description }
change-query-removed = 删除查询 { $id }：{ $description }
change-query-changed = 查询 { $id } 已更改：{ $description }
change-keyspace-added = 新增键空间 { $name }
change-keyspace-removed = 删除键空间 { $name }
change-replication-changed = 键空间 { $name }：复制 { $from } → { $to }
change-type-added = 新增类型 { $name }
change-type-removed = 删除类型 { $name }
change-type-field-added = 新增字段 { $field } { $ty }
change-type-field-removed = 删除字段 { $field }
change-type-field-type-changed = 字段 { $field }：类型 { $from } → { $to }
change-table-added = 新增表 { $name }
change-table-removed = 删除表 { $name }
change-table-renamed = 表 { $from } 现为 { $to }
change-view-added = 新增物化视图 { $name }
change-view-removed = 删除物化视图 { $name }
change-view-changed = 物化视图 { $name } 已更改
change-column-added = 新增列 { $column } { $ty }
change-column-added-static = 新增静态列 { $column } { $ty }
change-column-removed = 删除列 { $column }
change-column-renamed = 列 { $from } 改名为 { $to }
change-column-type-changed = 列 { $column }：类型 { $from } → { $to }
change-collection-kind-changed = 列 { $column }：集合 { $from } → { $to }
change-mask-changed = 列 { $column }：掩码 { $from } → { $to }
change-partition-key-changed = 分区键 ({ $from }) → ({ $to })
change-clustering-changed = 聚簇列 ({ $from }) → ({ $to })
change-clustering-order-changed = { $column } 的聚簇顺序：{ $from } → { $to }
change-option-changed = 选项 { $option }：{ $from } → { $to }
change-index-added = 新增索引 { $name }
change-index-removed = 删除索引 { $name }
change-index-changed = 索引 { $name } 已更改
diff-note-name-holds-line-break-control-character = { $why }：名称含有换行或控制字符，CQL 语句无法承载：请在模型中改名
diff-note-after-changing-replication-run-full-repair = 更改 { $ks } 的复制后，在每个节点上运行完整修复（nodetool repair -full）
diff-note-cassandra-cannot-drop-field-type-change = Cassandra 不能删除类型的字段或更改其类型：以新名称创建类型，添加该类型的列并回填，然后删除旧列
diff-note-materialized-view-cannot-change-columns-key = 物化视图不能更改其列或键：将其删除并从基表重新构建（不丢失数据，构建完成前读取会失败）
diff-note-cassandra-renames-no-column-table-indexes = Cassandra 不能重命名带索引或视图的表的列：重命名 { $from } 之前先删除它们，之后再重新创建
diff-note-cassandra-renames-only-primary-key-columns = Cassandra 只能重命名主键列：在删除 { $from } 之前把它复制到 { $to }（双写，再回填）
diff-note-option-no-longer-set-set-back = 选项 { $option } 不再设置：请手动恢复其默认值（ALTER TABLE … WITH { $option } = …）
change-column-role-changed = 列 { $column }：角色 { $from } → { $to }
change-role-regular = 普通

# Why a file could not be read at a git revision (model_core::diff::revision). $label is
# FILE@REV; $reason the operating system's or git's own words.
revision-not-a-revision = { $rev } 不是 git 修订版本
revision-not-a-file = { $path }：不是文件
revision-folder = { $path }：无法读取所在文件夹：{ $reason }
revision-no-repository = { $path }：不在 git 仓库中
revision-git-missing = 未安装 git 或 git 不在 PATH 中：diff --git 需要它
revision-cannot-run = 无法运行 git：{ $reason }
revision-no-commit = { $label }：{ $rev } 不是此仓库的提交
revision-not-in-commit = { $label }：该提交中没有此文件
revision-not-a-blob = { $label }：在该提交中不是文件（而是 { $kind }）
revision-missing = { $label }：此仓库中没有该文件的内容（部分克隆？）；diff --git 从不下载
revision-too-large = { $label }：文件大于 { $mib } MiB，超过 Keyspace Studio 能读取的上限
revision-timed-out = { $label }：git 在 { $seconds } 秒内没有应答，已被停止（仓库 .git 文件夹中的某个文件是 FIFO，或其磁盘无法访问？）
revision-git = { $label }：无法读取修订版本 { $rev } 中的文件：{ $reason }

diff-change-count = { $count } 项变更
