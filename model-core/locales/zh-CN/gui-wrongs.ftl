# 问题 44：窗口中缺失或仅有英文的文字。

gui-wrongs-sample-copy = 未命名（示例 { $sample } 的副本）
gui-wrongs-opened-sample = 已打开示例 { $sample } 的副本：保存时会询问保存位置

gui-wrongs-caption-untitled = 未命名
gui-wrongs-caption-heading = { $name } — { $diagram }
gui-wrongs-caption-conceptual = 概念模型（实体关系图，陈氏表示法）
gui-wrongs-caption-workflow = 应用工作流
gui-wrongs-caption-logical = 逻辑模型（切博特科图）
gui-wrongs-caption-physical = 物理模型（带 CQL 类型的切博特科图）
gui-wrongs-caption-simple = 简单策略，副本因子 { $factor }
gui-wrongs-caption-factor = 副本因子 { $factor }
gui-wrongs-caption-network = 网络拓扑策略，{ $datacenters }
gui-wrongs-caption-keyspace = 键空间 { $name }（{ $replication }）
