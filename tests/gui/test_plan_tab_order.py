"""Tab in the Team plan window goes as the window reads (walk 26, keyboard only: the currency came before the budget
it stands right of, and from "Add job…" the next stops were the notes, the jobs table and the timeline on the other
side, the file buttons and, last of all, Undo and Redo)."""

from __future__ import annotations

from ..support import plan_window


def test_tab_follows_the_windows_reading_order(qtbot, cat):
    w = plan_window(qtbot, cat)
    want = [w.name, w.budget, w.currency, w.providers, w.plan_for, w.list, w.add_button, w.edit_button,
            w.copy_button, w.remove_button, w.undo_button, w.redo_button, w.new_button, w.open_button,
            w.save_button, w.pdf_button, w.csv_button, w.jobs_table]
    order, x = [], w.name
    for _ in range(400):
        if x in want and x not in order:
            order.append(x)
        x = x.nextInFocusChain()
        if x is w.name:
            break
    names = {id(v): k for k, v in vars(w).items() if v in want}
    assert [names[id(x)] for x in order] == [names[id(x)] for x in want]
