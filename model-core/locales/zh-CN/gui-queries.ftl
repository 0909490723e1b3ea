# 实体或关系所建议的查询，以及尚未开始的查询（第 44 号问题）。
gui-tip-query-by = 添加查询：给定{ $given }，查找{ $found }的键和名称类属性（其余的在查询中添加）；检查器停留在此
gui-query-by-attribute = 查询：按…查{ $found }
gui-tip-query-by-attribute = 按你选择的属性添加{ $found }的查询
gui-query-added = 已添加{ $query }：{ $description }。可从下面的查询列表打开。
gui-queries-of = 查询：
gui-query-incomplete = 尚未完成：请选择给定什么、查找什么；之后才会得到表。
