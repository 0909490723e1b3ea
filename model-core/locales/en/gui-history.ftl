# The undo history: Edit ▸ History…, the status line's undo menu, key alternatives (issue 44).
gui-cmd-history = History…
gui-history-title = History
gui-history-step-of = { $step } { $name }
gui-history-change-of = change { $name }
gui-history-choose-key = choose key alternative { $key } for { $table }
gui-history-chose-key = Chose key alternative { $key } for { $table } — Ctrl+Z to undo
gui-history-now = ▶ now
gui-history-start = start of the history
gui-history-empty = Nothing to undo or redo yet.
gui-history-explain = Click a step to go back to just after it; click a greyed step to redo up to it.
gui-history-undo-to = undo to here
gui-history-redo-to = redo to here
gui-history-undone-many = { $count ->
    [one] Undone: 1 step, back to { $step }
   *[other] Undone: { $count } steps, back to { $step }
}
gui-history-undone-all = { $count ->
    [one] Undone: 1 step, back to the start
   *[other] Undone: { $count } steps, back to the start
}
gui-history-redone-many = { $count ->
    [one] Redone: 1 step, up to { $step }
   *[other] Redone: { $count } steps, up to { $step }
}
gui-history-menu = ↶ { $step }
gui-history-menu-tip = Undo the last step, or go back several steps at once
gui-history-undo-all = Undo everything ({ $count })
gui-history-redo-all = Redo everything ({ $count })
gui-history-open = Whole history…
gui-history-no-alternatives = None: only this key answers the query's table.
