"""The catalog editor's import preview (Catalog → Import CSV…): counts, every problem, the file's first rows, with
the cells the import refused highlighted; nothing changes until Apply. A price of the user's own (typed in the editor,
or quoted) that the file gives otherwise is listed and kept unless its tick is checked (``core.prices.keep_own_prices``),
as the Update dialog keeps it and ``catalog import`` does without ``--replace-own``."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QCheckBox, QDialog, QDialogButtonBox, QLabel, QListWidget, QRadioButton, QTableView, QVBoxLayout

from gpu_advisor import text as words
from gpu_advisor.core.catalog import Catalog, ImportPlan, TABLES
from gpu_advisor.core.prices import keep_own_prices, OwnPricesOutcome, SkyPilotPlan
from gpu_advisor.gui.app import resize_within_screen
from gpu_advisor.gui.catalog_page import column_titles, table_title
from gpu_advisor.gui.table_model import FrameModel, plain_tip
from gpu_advisor.text import describe_problem as describe, translate

if TYPE_CHECKING:
    from gpu_advisor.gui.catalog_editor import CatalogEditor


def _price_text(v: float | None, currency: str) -> str:
    """A price with its currency as the app writes money ("¥238.00"; "—" for none)."""
    return "—" if v is None else words.money(v, currency or "CNY")


def _own_price_text(v: float | None, currency: str) -> str:
    """A price of the user's own as the app writes money, or a figure (an exchange rate has no currency)."""
    return _price_text(v, currency) if currency or v is None else words.number(v, None)


class _PreviewModel(FrameModel):
    """The file's rows; a cell the import refused shows the file's own text ("¥260"), highlighted, with the problem
    as its tip (the checked frame holds no value there)."""

    _BAD_BG = QColor(255, 214, 214)

    def __init__(self, parent=None):
        super().__init__(parent=parent, first_row=2)
        self.bad: dict[tuple[int, str], tuple[str, str]] = {}  # (position, column as shown) -> (file's text, why)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if index.isValid():
            hit = self.bad.get((index.row(), self._columns[index.column()]))
            if hit is not None:
                if role == Qt.ItemDataRole.DisplayRole:
                    return hit[0]
                if role == Qt.ItemDataRole.BackgroundRole:
                    return QBrush(self._BAD_BG)
                if role == Qt.ItemDataRole.ToolTipRole:
                    return plain_tip(hit[1])
        return super().data(index, role)


class ImportDialog(QDialog):
    """Preview of an import: counts, every problem, the first rows; nothing changes until Apply."""

    def __init__(self, editor: CatalogEditor, path: Path, data: bytes, parent=None):
        super().__init__(parent or editor)
        self.editor, self.path, self.data = editor, path, data
        self.setWindowTitle(self.tr("Import %1").replace("%1", path.name))
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.merge = QRadioButton(self.tr("Merge: add new rows, update rows with the same key"), self)
        self.replace = QRadioButton(self.tr("Replace the whole table with the file"), self)
        self.merge.setChecked(True)
        self.merge.toggled.connect(self.recompute)
        self.problems = QListWidget(self)
        # A long problem (a file's path, a row, the column, what is wrong) wraps within the list's width.
        self.problems.setWordWrap(True)
        self.problems.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.problems.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.problems.setTextElideMode(Qt.TextElideMode.ElideNone)
        # Prices that move by more than the catalog's big_price_change_factor need this tick (as in an update).
        self.big_box = QCheckBox(self)
        self.big_box.setVisible(False)
        self.big_box.toggled.connect(self._enable_apply)
        self.big: tuple = ()
        # The user's own prices the file gives otherwise: kept unless this is ticked.
        self.own_box = QCheckBox(self)
        self.own_box.setVisible(False)
        self.own_box.toggled.connect(self._show)
        self.kept: OwnPricesOutcome | None = None
        self.taken: OwnPricesOutcome | None = None
        self.preview = QTableView(self)
        self.preview_model = _PreviewModel(self)  # a CSV file's lines, as a spreadsheet numbers them
        self.preview.setModel(self.preview_model)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.apply_button = self.buttons.addButton(self.tr("Apply"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.summary)
        lay.addWidget(self.merge)
        lay.addWidget(self.replace)
        lay.addWidget(QLabel(self.tr("Problems:"), self))
        lay.addWidget(self.problems, 1)
        lay.addWidget(self.own_box)
        lay.addWidget(self.big_box)
        lay.addWidget(QLabel(self.tr("Rows in the file:"), self))
        lay.addWidget(self.preview, 2)
        lay.addWidget(self.buttons)
        resize_within_screen(self, 900, 600)
        self.plan: ImportPlan | SkyPilotPlan | None = None
        self.recompute()

    def recompute(self) -> None:
        mode = "merge" if self.merge.isChecked() else "replace"
        self.plan = p = self.editor.plan_import(self.data, str(self.path), mode)
        is_skypilot = isinstance(p, SkyPilotPlan)  # SkyPilot files only ever merge into instances
        self.replace.setEnabled(not is_skypilot)
        self.kept = self.taken = None
        if p.ok and p.result is not None and p.table is not None:
            self.kept = keep_own_prices(self.editor.working, p.result, p.table, price_file=is_skypilot)
            if self.kept.hits or self.kept.left_out:
                self.taken = keep_own_prices(self.editor.working, p.result, p.table, keep=False,
                                             price_file=is_skypilot)
        n_own = len(self.kept.hits) if self.kept is not None else 0
        # rows with prices of the user's own that a file replacing the table leaves out: kept unless ticked too
        n_rows = len(self.kept.left_out) if self.kept is not None else 0
        if n_own:
            self.own_box.setText(self.tr("Replace %n price(s) of your own with the file's (listed above; kept unless "
                                         "ticked)", "", n_own))
        elif n_rows:
            self.own_box.setText(self.tr("Remove %n row(s) with prices of your own that the file leaves out (listed "
                                         "above; kept unless ticked)", "", n_rows))
        if n_own and n_rows:
            self.own_box.setText(self.own_box.text() + ("" if words.is_chinese() else " ") + self.tr(
                "and remove the %n row(s) of your own it leaves out", "", n_rows))
        self.own_box.setVisible(bool(n_own or n_rows))
        self.own_box.blockSignals(True)
        self.own_box.setChecked(False)
        self.own_box.blockSignals(False)
        self._show()

    def result_catalog(self) -> Catalog | None:
        """The catalog Apply brings in: the file's, with the user's own prices kept unless their tick is checked."""
        p = self.plan
        if p is None or not p.ok:
            return None
        if self.own_box.isChecked() and self.taken is not None:
            return self.taken.catalog
        return self.kept.catalog if self.kept is not None else p.result

    def _own_lines(self) -> None:
        """One line per own price the file gives otherwise: kept, or (ticked) replaced."""
        hits = self.kept.hits if self.kept is not None else ()
        taken = self.own_box.isChecked()
        for h in hits:
            key = list(h.key)
            names = TABLES[h.table].key  # a cloud and a region as the window names them ("Alibaba Cloud", "上海")
            key = [words.provider_name(self.editor.working, v) if c == "provider" else
                   words.region_label(v) if c == "region" and v else v for c, v in zip(names, key)]
            kind = translate("UpdateDialog", "quoted") if h.own == "quote" else translate("UpdateDialog",
                                                                                          "entered by you")
            text = self.tr("Your own price replaced: %1, %2 %3 (%4) → %5") if taken else \
                self.tr("Your own price kept: %1, %2 %3 (%4); the file's: %5")
            self.problems.addItem(text.replace("%1", " / ".join(key)).replace("%2", words.column_name(h.column))
                                  .replace("%3", _own_price_text(h.mine, h.currency)).replace("%4", kind)
                                  .replace("%5", _own_price_text(h.file, h.currency)))
        for row in (self.kept.left_out if self.kept is not None else ()):
            text = self.tr("Your own prices' row removed: %1 (not in the file)") if taken else \
                self.tr("Your own prices' row kept: %1 (not in the file)")
            self.problems.addItem(text.replace("%1", " / ".join(self._key_names(row))))

    def _key_names(self, row) -> list[str]:
        return [words.provider_name(self.editor.working, v) if c == "provider" else
                words.region_label(v) if c == "region" and v else v
                for c, v in zip(TABLES[self.plan.table].key if self.plan is not None and self.plan.table else (), row)]

    def _show(self, *_args) -> None:
        """The counts, the big changes, the user's own prices and the problems of the plan as last computed."""
        p = self.plan
        assert p is not None  # (shown after recompute)
        mode = "merge" if self.merge.isChecked() else "replace"
        self.problems.clear()
        from gpu_advisor.core.prices import update as up
        result = self.result_catalog()
        self.big = up.big_price_changes(self.editor.working, result) if result is not None else ()
        was, now = (up.row_currencies(t["instances"]) for t in (self.editor.working, result) if t is not None) \
            if self.big else ({}, {})
        for c in self.big:  # listed first, as an update lists them
            r = c.ratio or 1.0
            move = ("×" if r >= 1 else "÷") + words.number(max(r, 1 / r), 0 if max(r, 1 / r) >= 10 else 1)
            self.problems.addItem(self.tr("Big change %1: %2 %3, on-demand %4 → %5, spot %6 → %7")
                                  .replace("%1", move).replace("%2", words.region_label(c.region))
                                  .replace("%3", c.instance_type)
                                  .replace("%4", _price_text(c.old_on_demand, was.get(c.key, "")))
                                  .replace("%5", _price_text(c.new_on_demand, now.get(c.key, "")))
                                  .replace("%6", _price_text(c.old_spot, was.get(c.key, "")))
                                  .replace("%7", _price_text(c.new_spot, now.get(c.key, ""))))
        if self.big:
            factor = up.big_change_factor(self.editor.working)
            self.big_box.setText(self.tr("Apply the %n price(s) that move by more than ×%1 up or down (listed first "
                                         "above; often a slip of unit in the file)", "", len(self.big))
                                 .replace("%1", words.number(factor, 1 if factor % 1 else 0)))
        self.big_box.setVisible(bool(self.big))
        self.big_box.setChecked(False)
        self._own_lines()
        # In the file's row order (a problem of the whole file first), the columns by the preview's headings.
        for prob in sorted(p.problems, key=lambda x: (x.row or 0)):
            self.problems.addItem(describe(prob, headings=True))
        for i in range(self.problems.count()):
            item = self.problems.item(i)
            item.setToolTip(plain_tip(item.text()))  # rich text: a long one wraps as well
        lacking = p.lacks if isinstance(p, ImportPlan) else ()  # a trimmed file merged into the rows it names
        lacks = words.word_list(f"“{words.column_name(c)}”" for c in lacking)
        if p.ok:
            assert p.table is not None  # an importable file was matched to a table
            back = self.kept.rows_back if self.kept is not None and not self.own_box.isChecked() else 0
            left = len(self.kept.left_out) if self.kept is not None and not self.own_box.isChecked() else 0
            text = self.tr("Table “%1”, read as %2: %3 new, %4 changed, %5 unchanged rows.") \
                .replace("%1", table_title(p.table)).replace("%2", str(p.encoding).upper()) \
                .replace("%3", str(p.added)).replace("%4", str(p.changed - back)) \
                .replace("%5", str(p.unchanged + back + left))
            if mode == "replace" and isinstance(p, ImportPlan):
                text += " " + self.tr("%n row(s) not in the file will be removed.", "", p.removed - left)
            if mode == "merge" and isinstance(p, ImportPlan) and p.cleared:
                text += " " + self.tr("%n value(s) of the catalog will be cleared by empty cells of the file.", "",
                                      p.cleared)
            if lacks:
                text = words.join_sentences([text, self.tr(
                    "The file lacks %n required column(s) (%1): only its own columns of these rows change, and a "
                    "price it changes becomes your own, dated today.", "", len(lacking)).replace("%1", lacks)])
        else:
            n = sum(1 for x in p.problems if x.severity == "error")
            text = self.tr("The file cannot be imported: %n problem(s). Nothing will change.", "", n)
            if lacks and any(x.code == "unknown_instance" for x in p.problems):
                text = words.join_sentences([text, self.tr(
                    "The file lacks %n required column(s) (%1), so it can only update instances your catalog has: "
                    "correct the rows listed, or remove them from the file.", "", len(lacking)).replace("%1", lacks)])
            elif mode == "replace" and self._lacks_columns(p):
                text = words.join_sentences([text, self.tr(
                    "Replacing the whole table needs every required column; to update only the file's columns, "
                    "merge it.")])
        self.summary.setText(text)
        self._enable_apply()
        if p.frame is not None:
            self._show_rows(p.frame.head(500), p.problems)

    def _show_rows(self, frame, problems=()) -> None:
        """The file's rows under the headings the editor shows, each column as wide as its text (within 60-320); a
        refused cell shows the file's text, highlighted (``_PreviewModel``)."""
        titles = column_titles()
        if "provider" in frame.columns:  # a cloud by its name in the window's language ("Lambda", "阿里云"), not its id
            frame = frame.copy()
            frame["provider"] = [words.provider_name(self.editor.working, p) if isinstance(p, str) and p else p
                                 for p in frame["provider"].tolist()]
        shown = [titles.get(str(c), str(c)) for c in frame.columns]
        named = len(set(shown)) == len(shown)
        if named:
            frame = frame.set_axis(shown, axis=1)
        bad = {}
        for prob in problems:
            pos = (prob.row or 0) - 2
            if prob.column in titles and prob.value is not None and 0 <= pos < len(frame):
                bad[(pos, titles[prob.column] if named else prob.column)] = (str(prob.value), describe(prob, headings=True))
        self.preview_model.bad = bad
        self.preview_model.set_frame(frame)
        self.preview.horizontalHeader().setResizeContentsPrecision(60)
        self.preview.resizeColumnsToContents()
        for c in range(self.preview_model.columnCount()):
            self.preview.setColumnWidth(c, min(max(self.preview.columnWidth(c), 60), 320))

    @staticmethod
    def _lacks_columns(p: ImportPlan | SkyPilotPlan) -> bool:
        """The file lacks a required column that a merge could do without (it has the table's key)."""
        missing = {x.column for x in p.problems if x.code == "missing_column"}
        return bool(missing) and p.table in TABLES and not missing & set(TABLES[p.table].key)

    def _enable_apply(self, *_args) -> None:
        """Apply needs an importable file, and the tick when it moves a price by more than the factor."""
        ok = self.plan is not None and self.plan.ok
        self.apply_button.setEnabled(bool(ok) and (not self.big or self.big_box.isChecked()))
