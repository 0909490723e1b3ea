# The project's own words: time units, and the functions an aggregate may use (model_core::project).

project-needs-map-not-frozen-not = { $f }() 需要未冻结的 map，而不是 { $ty }
project-values-needs-collection-not-frozen-not = VALUES() 需要未冻结的集合，而不是 { $ty }
project-full-needs-frozen-collection-not = FULL() 需要冻结的集合，而不是 { $ty }
time-unit-second = 秒
time-unit-minute = 分钟
time-unit-hour = 小时
time-unit-day = 天
time-unit-week = 周
time-unit-month = 月
time-unit-year = 年
# 若干个单位；$unit 是项目文件中的单位名（day）。
time-unit-several = { $unit ->
        [second] 多个秒
        [minute] 多个分钟
        [hour] 多个小时
        [day] 多个天
        [week] 多个周
        [month] 多个月
       *[year] 多个年
    }
time-unit-one-second = 一秒
time-unit-one-minute = 一分钟
time-unit-one-hour = 一小时
time-unit-one-day = 一天
time-unit-one-week = 一周
time-unit-one-month = 一个月
time-unit-one-year = 一年

# An aggregate function of a query (`count`, `sum`...).
aggregate-count = 计数
aggregate-sum = 求和
aggregate-avg = 平均值
aggregate-min = 最小值
aggregate-max = 最大值
