# 数据模型文档（model_core::document）：标题和标签。
document-untitled = 未命名
# 数字已格式化；$keyspace_count 用于选择单复数（中文无需）；$keyspaces 是列表或 document-no-keyspace。
document-summary = { $entities } 个实体，{ $relationships } 个联系，{ $queries } 个查询，{ $tables } 张表；{ $keyspace_count ->
        [one] 键空间
       *[other] 键空间
    } { $keyspaces }；目标 { $target }。
document-no-keyspace = 无
document-diagrams = 图
document-diagram-conceptual = 概念模型（ER 图，Chen 表示法）
document-diagram-workflow = 应用工作流
document-diagram-logical = 逻辑模型（Chebotko 图）
document-diagram-physical = 物理模型（带 CQL 类型的 Chebotko 图）
document-queries = 查询
document-query = 查询
document-description = 描述
document-given = 给定
document-find = 查找
document-order-by = 排序
document-limit = 限制
document-table = 表
document-entry = 入口
document-workflow = 工作流
document-tables = 表
document-primary-key = 主键
document-serves = 服务
document-no-query = 无查询
document-column = 列
document-type = 类型
document-marker = 标记
document-why = 原因
document-design-choice = 设计选择
document-alternatives = 主键备选方案
document-chosen = 已选
document-partition-sizes = 分区大小
# $nv 和 $st 是两个公式，以代码形式给出。
document-partition-intro = 每个分区的行数（Nr）、值数（Nv）和字节数（St），来自概念模型的估计（{ $nv }；{ $st }）。
document-status = 状态
document-not-computed = 未计算
document-estimated = 已估计
# $rows 是数字或 ?。
document-unbounded = 无上限：每天 +{ $rows } 行
document-estimates-missing = 缺少估计
document-estimates-missing-at-most = 缺少估计（Nr ≤ { $rows }）
document-remedies-offered = { $status }；提供了 { $count } 个分桶方案
document-findings = 发现的问题
document-no-findings = 没有发现问题。
document-fix = 修复
document-left-out = 已省略
