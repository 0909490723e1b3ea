# Issue 44 (step): step mode from the toolbar and F5, the F1 sheet's mouse gestures.

gui-step-button = ▶ Steps
gui-step-keys-tip = Go through the method's steps
gui-step-leave-tip = Leave step mode: back to the tab it started from
gui-help-keys = Keys
gui-help-mouse = Mouse
gui-help-step-keys = Step mode: previous / next step
gui-help-close = Close this window
gui-help-step-heading = Step mode
gui-help-step = F5, or ▶ Steps in a diagram's toolbar: the method one step at a time, from the conceptual model to the physical one (a logical step's new table is brought into view, and a marker at the edge points back to it when panned away). ← and → go back and on; F5 again, or Leave step mode, returns to the tab it started from.
gui-gesture-pan-how = Drag the empty canvas, or scroll
gui-gesture-pan = Pan the diagram
gui-gesture-zoom-how = Ctrl + wheel, or pinch
gui-gesture-zoom = Zoom at the pointer (the zoom bar under the diagram: −, +, Fit, 100 %)
gui-gesture-select-how = Click · Ctrl or Shift + click
gui-gesture-select = Select · add to or take from the selection
gui-gesture-move-how = Drag a shape or a query
gui-gesture-move = Move it (one undo step)
gui-gesture-new-how = Double-click the empty ER diagram
gui-gesture-new = A new entity there
gui-gesture-rename-how = Double-click a shape
gui-gesture-rename = Rename it
gui-gesture-relate-how = Drag an entity's ● onto another entity
gui-gesture-relate = Relate them: 1:n when one has an attribute named like the other's key (student_id), else m:n
gui-gesture-card-how = Click a 1 or n
gui-gesture-card = Switch that end between one and many
gui-gesture-connect-how = Workflow: drag a query's ● onto another query
gui-gesture-connect = Connect them (a transition); right-click a wire to remove it
gui-gesture-table-how = Logical or Physical: click a table
gui-gesture-table = Its columns and key alternatives in the inspector
gui-gesture-menu-how = Right-click
gui-gesture-menu = The menu of what is under the pointer (or of the empty canvas)

# The marker at a diagram's edge pointing to the selected table when it is out of view.
gui-a11y-out-of-view = Out of view: { $name }
gui-tip-out-of-view = { $name } is out of view this way: click to bring it back
