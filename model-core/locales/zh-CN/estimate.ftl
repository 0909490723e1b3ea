# Messages of the estimate area (model_core::estimate).

estimate-per = 每{ $per } { $rate } 个
estimate-instances = { $name } 的实例
estimate-give-count-growth-rate-inspector-estimates = 请在检查器的估计值中为 { $name } 给出数量（或增长率）。
estimate-growth-rate-retention-owner-count-missing = { $name }：它的增长率、保留期或所属实体的数量缺失或无效
estimate-each = ，{ $scale } 个 { $entity_name } 各计
estimate-kept-days = { $label }：{ $rate }{ $each }，保留 { $d } 天
estimate-kept-forever = { $label }：{ $rate }{ $each }，永久保留
estimate-count-estimate-not-valid-number = { $name }：数量估计值 { $c } 不是有效的数字
estimate-has-no-count-estimate = { $name } 没有数量估计值
estimate-per2 = 每个 { $from_name } 的 { $to_name }（{ $name }）
estimate-give-end-fan-out-how-many = 请为 { $name } 的 { $to_name } 端给出扇出（每个 { $from_name } 对应多少个 { $to_name }）。
estimate-kept-days2 = { $label }：{ $rate }，保留 { $d } 天
estimate-kept-forever2 = { $label }：{ $rate }，永久保留
estimate-growth-rate-retention-not-valid-number = { $to_name }：它的增长率或保留期不是有效的数字
estimate-fan-out = { $label }，扇出
estimate-relationship-fan-out-not-valid-number = 关系 { $name }：扇出 { $f } 不是有效的数字
estimate-most-one = { $label }：至多一个
estimate-from-counts = { $label }：{ $ct } 个 { $to_name } / { $cf } 个 { $from_name }，由数量估计值得出
estimate-relationship-no-fan-out-how-many = 关系 { $name }：没有扇出，不知道每个 { $from_name } 对应多少个 { $to_name }
estimate-per3 = 每个 { $b } 的 { $t }
estimate-not-connected-er-diagram-so-their = 在 ER 图中 { $t } 与 { $b } 不相连，因此它们的数量之比未知
estimate-arriving-one = { $one }内到达的 { $name }（{ $why }）：{ $rate }
estimate-no-clustering-column-one-row-per = 没有聚簇列：每个分区一行
estimate-rows-table-defined-directly = 直接定义的表的行数
estimate-table-defined-directly-columns-not-linked = 表 { $name } 是直接定义的：它的列没有关联到实体，因此每个分区的行数未知
estimate-derive-table-from-query-get-size = 请从查询推导这张表，以得到大小估计。
estimate-rows-unknown-entity = 未知实体的行数
estimate-entity-returns-unknown-so-rows-unknown = { $id }：不知道它返回哪个实体，因此行数未知
estimate-one-per-partition-key-partition-key = 每个分区一个 { $name }（它的键就是分区键）
estimate-distinct-values = ÷ { $label } 的不同值数量
estimate-partition-key-how-many-rows-share = 分区键 { $label }：不知道有多少行共享同一个值（关系的属性不能给出不同值数量的估计值）
estimate-date-partition-key = 日期 { $label } 在分区键中
estimate-distinct-values2 = { $label } 的 { $d } 个不同值
estimate-partition-key-how-many-share-one = 分区键 { $label }：不知道有多少个 { $ename } 共享同一个值
estimate-give-distinct-values-estimate = 请为 { $name } 的 { $attr_name } 给出不同值数量的估计值。
estimate-random-buckets = { $n } 个随机桶
estimate-bucket = 按{ $unit }对 { $label } 分桶
estimate-entity = 其所属实体
estimate-bucket-effect-needs-growth-rate-instances = 按{ $unit }对 { $label } 分桶：要估计它的效果，需要 { $who } 的增长率（每单位时间新增的实例数）
estimate-give-growth-rate-inspector-estimates = 请在检查器的估计值中为 { $who } 给出增长率。
estimate-constant-bucket-every-row-table-one = 常量桶：表的所有行都在一个分区中
estimate-grows-by-its-time = { $name } 以时间（{ $attribute }）标识：除非估算另有说明，它会无限增长（请给出数量、扇出，或增长速率及保留时长）
# $unit 是 time-unit-* 消息；$label 是 实体.属性；$days 是数字。
estimate-periods-kept = { $label } 的每{ $unit }一行，保留 { $days } 天
estimate-periods-forever = { $label } 的每{ $unit }一行，永久保留：每{ $unit }多一行
estimate-periods-per-bucket = { $label } 的每{ $unit }一行，每个分区存放一{ $span }内的各{ $unit }

# 速率单位可输入的词（`10/天`、`3 每小时`），以逗号分隔。
estimate-unit-words-second = 秒
estimate-unit-words-minute = 分, 分钟
estimate-unit-words-hour = 小时, 时
estimate-unit-words-day = 天, 日
estimate-unit-words-week = 周, 星期
estimate-unit-words-month = 月
estimate-unit-words-year = 年
