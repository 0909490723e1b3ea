# 问题 44（分步）：从工具栏和 F5 进入分步模式，F1 列出鼠标操作。

gui-step-button = ▶ 分步
gui-step-keys-tip = 逐步查看方法的各个步骤
gui-step-leave-tip = 退出分步模式：回到开始时的标签页
gui-help-keys = 按键
gui-help-mouse = 鼠标
gui-help-step-keys = 分步模式：上一步 / 下一步
gui-help-close = 关闭此窗口
gui-help-step-heading = 分步模式
gui-help-step = 按 F5，或点击图工具栏中的 ▶ 分步：逐步展示方法，从概念模型到物理模型（逻辑模型的每一步都会把新表移到视野中；平移离开后，边缘的标记指回它）。← 和 → 后退与前进；再按 F5 或点击“退出分步模式”，回到开始时的标签页。
gui-gesture-pan-how = 拖动空白画布，或滚动滚轮
gui-gesture-pan = 平移图
gui-gesture-zoom-how = 控制键 + 滚轮，或双指缩放
gui-gesture-zoom = 以指针为中心缩放（图下方的缩放栏：−、+、适应窗口、100 %）
gui-gesture-select-how = 单击 · 按住控制键或上档键单击
gui-gesture-select = 选择 · 加入或移出选择
gui-gesture-move-how = 拖动图形或查询
gui-gesture-move = 移动它（一步撤销）
gui-gesture-new-how = 双击空白的实体关系图
gui-gesture-new = 在该处新建实体
gui-gesture-rename-how = 双击图形
gui-gesture-rename = 重命名
gui-gesture-relate-how = 把实体的 ● 拖到另一个实体上
gui-gesture-relate = 建立关系：一方有属性与另一方的键同名时为 1:n，否则为 m:n
gui-gesture-card-how = 点击 1 或 n
gui-gesture-card = 在“一”和“多”之间切换这一端
gui-gesture-connect-how = 工作流：把查询的 ● 拖到另一个查询上
gui-gesture-connect = 连接两者（一个转移）；右键单击连线可删除它
gui-gesture-table-how = 逻辑或物理模型：点击表
gui-gesture-table = 在检查器中查看它的列和主键备选
gui-gesture-menu-how = 右键单击
gui-gesture-menu = 指针下对象的菜单（或空白画布的菜单）

# The marker at a diagram's edge pointing to the selected table when it is out of view.
gui-a11y-out-of-view = 在视图之外：{ $name }
gui-tip-out-of-view = { $name } 在这个方向的视图之外：点击将它移回视图
