"""Settings → Language: the interface switches language with every window the app has open kept as it is — one
main window, one Team plan, one catalog editor, the Compare windows — each in the new language, with its unsaved
edits, and no question asked (nothing is closed that holds work). The main window, the Team plan and the catalog
editor are built anew in the new language and take over the old ones' state (answers, plan, unsaved catalog edits)
and their undo histories, step by step; a Compare window re-labels itself in place (``QEvent.LanguageChange``).
The update dialog is modal: it is never open while the language is switched."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from gpu_advisor.gui.app import install_language, settings
from gpu_advisor.gui.step_words import retold
from gpu_advisor.gui.wizard_carry import put_typed_answers, typed_answers


def switch_language(old: Any, code: str) -> Any:
    """Switch to ``code`` ("" follows the system) and return the main window that replaces ``old``."""
    from gpu_advisor.gui.main_window import MainWindow
    settings().setValue("language", code)
    app = QApplication.instance()
    assert isinstance(app, QApplication)  # the GUI's application (make_app)
    install_language(app, code or None)  # (a Compare window re-labels itself on the LanguageChange this sends)
    obj = old.wizard.scenario_dict()
    typed = typed_answers(old.wizard)  # the answers as typed: the scenario leaves out those the fields refuse
    new = MainWindow(old.store, old._executor, offer_recovery=False)  # the editor's unsaved edits come over below: never offered
    r = old.result if old.built else None
    if r is not None and r.shown is not None and r.rec is not None and not getattr(r, "_shown_chosen", True):
        # an alternative or a clicked point in the card: shown again once the same answers' result is there (walk
        # 25: the card went back to the recommendation, the tab and page kept)
        new.show_after = (r.shown, old.scenario)
    new.path, new.saved_obj = old.path, old.saved_obj
    new.wizard.set_scenario(obj)
    put_typed_answers(new.wizard, typed)  # (then checked and sent once: a refused answer stays refused, no result)
    new.wizard.go(old.wizard.stack.currentIndex())  # the same page and the same result tab
    new.result.tabs.setCurrentIndex(old.result.tabs.currentIndex())
    new._update_title()
    new.restoreGeometry(old.saveGeometry())
    _move_editor(old, new)
    _move_team_plan(old, new)
    _move_window_history(old, new)
    for w in old.findChildren(QWidget):  # the Compare windows (and any other window beside it) go over as they are
        if w.isWindow() and w.parent() is old and w.isVisible():
            geo = w.saveGeometry()
            w.setParent(new, w.windowFlags())
            w.restoreGeometry(geo)
            w.show()
    new.show()
    old.saved_obj = None  # nothing to ask: the new window holds the answers
    old.replaced_by = new
    old.close()
    old.deleteLater()
    return new


def _move_editor(old: Any, new: Any) -> None:
    """The catalog editor built anew in the new language with the old one's unsaved edits and its undo history (they
    stay unsaved, and the recovery copy follows them)."""
    ed = old.editor
    if ed is None:
        return
    old.editor = None
    from gpu_advisor.gui.catalog_editor import CatalogEditor
    fresh = CatalogEditor(new.store, offer_recovery=False, parent=new)
    fresh.setWindowFlag(Qt.WindowType.Window, True)
    if ed.undo.count():
        generation, fingerprint = ed.generation, ed.fingerprint  # the edits' base, as the old one had
        _move_editor_history(ed, fresh)
        fresh.generation, fresh.fingerprint = generation, fingerprint
    fresh.tabs.setCurrentIndex(ed.tabs.currentIndex())
    for name, page in ed.pages.items():  # each table's search and filters as they were (walk 19b: lost)
        to = fresh.pages.get(name)
        if to is None:
            continue
        for col, box in page.filters.items():
            value = box.currentData()
            if value and col in to.filters:
                if to.filters[col].findData(value) < 0:
                    to.refill_filters()
                i = to.filters[col].findData(value)
                if i >= 0:
                    to.filters[col].setCurrentIndex(i)
        if page.search.text():
            to.search.setText(page.search.text())
    fresh.restoreGeometry(ed.saveGeometry())
    new.editor = fresh
    fresh.catalogChanged.connect(new.set_catalog)
    fresh.catalogSaved.connect(new.catalog_saved)
    if ed.is_dirty():
        new.set_catalog(fresh.working)
    if ed.isVisible():
        fresh.show()
    ed.hide()  # not closed: closing asks about the edits, which the new editor holds
    ed.deleteLater()


def _move_editor_history(ed: Any, fresh: Any) -> None:
    """The old editor's undo history rebuilt in ``fresh``, step by step (each step's words as they were written),
    with its place and its saved point: Undo after the switch takes back the edit made before it. ``fresh`` starts
    from the catalog before the first step (the old editor taken back to it, its signals held), then redoes every
    step on its own tables and undoes those the user had undone."""
    index, clean, count = ed.undo.index(), ed.undo.cleanIndex(), ed.undo.count()
    ed.blockSignals(True)
    ed.undo.blockSignals(True)
    try:
        ed.undo.setIndex(0)
        base = ed.working
        ed.undo.setIndex(index)
    finally:
        ed.undo.blockSignals(False)
        ed.blockSignals(False)
        ed._emit_timer.stop()  # the old editor tells nobody about the catalog it went through
    fresh.load_from_disk(base)
    for i in range(count):
        fresh.undo.push(_clone_step(ed.undo.command(i), fresh.models))
    if clean >= 0:  # the saved point where it was (none: the edits never were, or no longer can be, the saved file)
        fresh.undo.setIndex(clean)
        fresh.undo.setClean()
    else:
        fresh.undo.resetClean()
    fresh.undo.setIndex(index)


def _clone_step(step: Any, models: dict, parent: Any = None) -> Any:
    """A copy of one undo step (a cell edit, rows added or deleted, a table replaced, or a group of them) that acts
    on ``models``, the new editor's tables of the same names."""
    from PySide6.QtGui import QUndoCommand
    if step.childCount() or not hasattr(step, "model"):  # a group (beginMacro): redo and undo go to its children
        group = QUndoCommand(retold(step.text()), parent)
        for j in range(step.childCount()):
            _clone_step(step.child(j), models, group)
        return group
    cls: Any = type(step)
    copy = cls.__new__(cls)  # not cls(...): some steps read their model's table when made
    QUndoCommand.__init__(copy, retold(step.text()), parent)
    copy.__dict__.update(step.__dict__)
    copy.model = models[step.model.name]
    return copy


def _move_plan_history(plan: Any, fresh: Any) -> None:
    """The old Team plan's undo history in ``fresh``: the same steps (the whole plan before and after each), at the
    same place, replayed without being shown (``fresh`` shows the plan already), then bound to ``fresh``."""
    from gpu_advisor.gui.plan_history import PlanEdit
    steps = [plan.undo.command(i) for i in range(plan.undo.count())]
    if not all(isinstance(s, PlanEdit) for s in steps):
        return
    copies = [PlanEdit(lambda *_a: None, s.before, s.after, retold(s.text())) for s in steps]  # merge_id -1: kept apart
    for c in copies:
        fresh.undo.push(c)
    fresh.undo.setIndex(plan.undo.index())
    for s, c in zip(steps, copies):
        c.apply, c.merge_id = fresh._apply, s.merge_id  # the next budget step merges with the last one, as before


def _move_window_history(old: Any, new: Any) -> None:
    """The main window's own steps (the chart lines dragged, gui/window_undo.py) in the new window, at the same place:
    each step re-made in the new language, pushed and moved to the old index without touching the answers (the new
    window shows them already), then bound to the new window's history."""
    from gpu_advisor.gui.window_undo import LineDrag
    stack = old.history.stack
    steps = [stack.command(i) for i in range(stack.count())]
    if not steps or not all(isinstance(s, LineDrag) for s in steps):
        return

    class _Quiet:  # the history the copies act on while they are put in place: nothing shown or sent
        def put(self, _state: Any) -> None:
            pass

    quiet = _Quiet()
    copies = [LineDrag(quiet, s.line, s.before, s.after) for s in steps]  # type: ignore[arg-type]
    fresh = new.history.stack
    for c in copies:
        fresh.push(c)  # (the step's first redo does nothing: its answers are on screen)
    fresh.setIndex(stack.index())
    for c in copies:
        c.history = new.history
        c.first = False
    old.history.stack.clear()  # (the old steps held the old window: it is deleted with nothing left pointing at it)


def _move_team_plan(old: Any, new: Any) -> None:
    """The Team plan built anew in the new language with the old one's plan, file and saved state."""
    plan = getattr(old, "_team_plan", None)
    if plan is None:
        return
    old._team_plan = None
    from gpu_advisor.gui.team_plan import TeamPlanWindow
    fresh = TeamPlanWindow(new.catalog, parent=new)
    new._team_plan = fresh
    fresh.path = plan.path
    row = plan.list.currentRow()
    fresh.set_plan(plan.plan_obj())
    fresh.saved_obj = plan.saved_obj
    _move_plan_history(plan, fresh)
    fresh._settled()  # the draft and the title say saved or not, as before the switch
    fresh.list.setCurrentRow(row)
    fresh.restoreGeometry(plan.saveGeometry())
    if plan.isVisible():
        fresh.show()
    plan.runner.shutdown()
    plan.hide()  # not closed: closing asks about the plan, which the new window holds
    plan.deleteLater()
