"""Settings → Language: the interface switches language with every window the app has open kept as it is — one
main window, one Team plan, one catalog editor, the Compare windows — each in the new language, with its unsaved
edits, and no question asked (nothing is closed that holds work). The main window, the Team plan and the catalog
editor are built anew in the new language and take over the old ones' state (answers, plan, unsaved catalog edits
as one undo step); a Compare window re-labels itself in place (``QEvent.LanguageChange``). The update dialog is
modal: it is never open while the language is switched."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from gpu_advisor.gui.app import install_language, settings


def switch_language(old: Any, code: str) -> Any:
    """Switch to ``code`` ("" follows the system) and return the main window that replaces ``old``."""
    from gpu_advisor.gui.main_window import MainWindow
    settings().setValue("language", code)
    app = QApplication.instance()
    assert isinstance(app, QApplication)  # the GUI's application (make_app)
    install_language(app, code or None)  # (a Compare window re-labels itself on the LanguageChange this sends)
    obj = old.wizard.scenario_dict()
    new = MainWindow(old.store, old._executor, offer_recovery=False)  # the editor's unsaved edits come over below: never offered
    new.path, new.saved_obj = old.path, old.saved_obj
    new.wizard.set_scenario(obj)
    new.wizard.go(old.wizard.stack.currentIndex())  # the same page and the same result tab
    new.result.tabs.setCurrentIndex(old.result.tabs.currentIndex())
    new._update_title()
    new.restoreGeometry(old.saveGeometry())
    _move_editor(old, new)
    _move_team_plan(old, new)
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
    """The catalog editor built anew in the new language with the old one's unsaved edits (one undo step: they stay
    unsaved, and the recovery copy follows them)."""
    ed = old.editor
    if ed is None:
        return
    old.editor = None
    from gpu_advisor.gui.catalog_editor import CatalogEditor
    from gpu_advisor.text import translate
    fresh = CatalogEditor(new.store, offer_recovery=False, parent=new)
    fresh.setWindowFlag(Qt.WindowType.Window, True)
    if ed.is_dirty():
        fresh.generation, fresh.fingerprint = ed.generation, ed.fingerprint  # the edits' base, as the old one had
        fresh.apply_catalog(ed.working, translate("CatalogEditor", "Edits made before the language was switched"))
    fresh.tabs.setCurrentIndex(ed.tabs.currentIndex())
    fresh.restoreGeometry(ed.saveGeometry())
    new.editor = fresh
    fresh.catalogChanged.connect(new.set_catalog)
    fresh.catalogSaved.connect(new.set_catalog)
    if ed.is_dirty():
        new.set_catalog(fresh.working)
    if ed.isVisible():
        fresh.show()
    ed.hide()  # not closed: closing asks about the edits, which the new editor holds
    ed.deleteLater()


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
    fresh._settled()  # the draft and the title say saved or not, as before the switch
    fresh.list.setCurrentRow(row)
    fresh.restoreGeometry(plan.saveGeometry())
    if plan.isVisible():
        fresh.show()
    plan.runner.shutdown()
    plan.hide()  # not closed: closing asks about the plan, which the new window holds
    plan.deleteLater()
