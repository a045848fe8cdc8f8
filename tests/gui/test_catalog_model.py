"""The catalog editor's table model on its own (the editor's tests drive it through the window)."""

from __future__ import annotations

from PySide6.QtGui import QUndoStack

from gpu_advisor.core.catalog import TABLE_ORDER, load_bundled
from gpu_advisor.core.prices import stale_days
from gpu_advisor.gui.catalog_model import CatalogTableModel, WorkingCatalog


def test_a_model_on_a_shared_working_catalog_takes_the_stale_figure_from_its_catalog(qtbot):
    # Found by mypy: without a stale figure passed, the model read it from the argument itself, which for the
    # editor's shared WorkingCatalog (not a Catalog) failed with a TypeError.
    cat = load_bundled()
    shared = WorkingCatalog(cat)
    models = [CatalogTableModel(name, shared, None, QUndoStack()) for name in TABLE_ORDER]
    assert {m.stale_days for m in models} == {stale_days(cat)}
    assert all(m.work is shared for m in models)
    assert CatalogTableModel(TABLE_ORDER[0], cat, None, QUndoStack()).stale_days == stale_days(cat)
