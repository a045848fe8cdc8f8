"""Catalog → Update prices…: fetch the clouds' current price files, preview what would change, apply it.

The download and the diff (``core.update.preview_update``) run on a worker thread (``QThread``,
``gui/update_fetch.py``); each file has its own progress bar, and Cancel stops the download at once. The preview is a tree (Qt
model/view) grouped by cloud: new instances, changed prices (old → new, with the percentage), rows
no longer in the file, rows of the file that could not be used and why, and the one line that
refuses a cloud. A row holding the user's own price (typed in the editor or quoted) shows a check
box and keeps the user's price unless ticked. A price that moves by more than the catalog's big-change
factor (×3 up or down) is a big change: those are listed first in each cloud, marked, and a tick per
cloud ("Apply the N big changes of AWS") must be checked before Apply takes anything of that cloud;
unticked, nothing of that cloud is applied (a file with every price ×1000 is more likely broken as a whole
than right in part). A server date later than today is replaced by the fetch date, with a warning line.
Each kind of row lists at most ``MAX_SHOWN`` rows and then "… N more" (a price file may bring 100,000 new
instances; filling the tree with all of them froze the window for many seconds). Apply hands the result
to the catalog editor as one undo step; nothing is saved until the user saves. ``PriceSourcesPage`` is
the settings page with the source addresses (gui/price_sources.py).
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt, QThread, Slot
from PySide6.QtGui import QBrush, QColor, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (QAbstractItemView, QCheckBox, QDialog, QDialogButtonBox, QGridLayout, QHBoxLayout,
                               QHeaderView, QLabel, QProgressBar, QPushButton, QTreeView, QVBoxLayout,
                               QWidget)

from gpu_advisor.core.prices import fetch as fx, update as up
from gpu_advisor.core.catalog import Catalog
from gpu_advisor.core.base import CatalogError, finite_float
from gpu_advisor import text as words
from gpu_advisor.text import describe_problem as describe, translate, update_words, Words
from gpu_advisor.gui.app import resize_within_screen
from gpu_advisor.gui.step_words import step_text
from gpu_advisor.gui.update_fetch import offline_sentence, outlive, UpdateWorker

KEY_ROLE = Qt.ItemDataRole.UserRole + 1


# --------------------------------------------------------------------------- the clouds, the tree's columns


def unsourced_clouds(catalog: Catalog, sources) -> list[str]:
    """The catalog's clouds no enabled price source reads (their prices are typed or imported), in catalog order."""
    read = {s.provider for s in sources if s.enabled}
    return [str(p) for p in catalog["providers"]["provider"] if str(p) not in read]


def no_file_sentence(catalog: Catalog, providers: list[str], sources=()) -> str:
    """Which clouds Update prices does not refresh, and why ("" when none): those with a price file the app reads (a
    shipped default source, or a row turned off in the user's ``sources``) are not in the user's price sources; the
    others have no public price file, and their prices are typed or imported."""
    known = {s.provider for s in up.default_sources()} | {s.provider for s in sources}
    name = lambda p: words.provider_name(catalog, p)  # noqa: E731
    return update_words.unlisted_sentence([name(p) for p in providers if p in known],
                                          [name(p) for p in providers if p not in known])


def fit_headings(view: QTreeView) -> None:
    """Each column at least as wide as its heading (the headings were cut off: "On-demand per…"); the whole
    heading is also the column's tooltip, for a column the user narrows."""
    model, header = view.model(), view.header()
    for col in range(model.columnCount()):
        text = str(model.headerData(col, Qt.Orientation.Horizontal) or "")
        model.setHeaderData(col, Qt.Orientation.Horizontal, text, Qt.ItemDataRole.ToolTipRole)
        header.resizeSection(col, max(header.sectionSize(col), header.sectionSizeHint(col)))


def fit_columns(view: QTreeView, widest: int = 360) -> None:
    """Every column but the last as wide as its cells and heading (at most ``widest``: the note column, last,
    takes the rest). Walk 23: sized while the confirmed prices were folded, "A100-PCIE" showed as "A1…"."""
    header = view.header()
    for col in range(view.model().columnCount() - 1):
        view.resizeColumnToContents(col)
        header.resizeSection(col, min(max(header.sectionSize(col), header.sectionSizeHint(col)), widest))


# --------------------------------------------------------------------------- the dialog


def shared_decimals(*values) -> int:
    """One precision for the prices shown side by side (a move "1.09 → 109.00 USD", "4.3520 → 4.7872 USD"): the
    decimals the most precise of them needs (2 to 4; up to 6 below a cent), and more when fewer would hide the move."""
    vals = [f for f in (finite_float(v) for v in values) if f is not None]
    d = 2
    for v in vals:
        cap = 6 if 0 < abs(v) < 0.01 else 4
        while d < cap and abs(round(v, d) - v) > 1e-9 * max(1.0, abs(v)):
            d += 1
    while len(vals) == 2 and vals[0] != vals[1] and d < 8 and round(vals[0], d) == round(vals[1], d):
        d += 1
    return d


def price_text(v, currency: str = "", decimals: int | None = None) -> str:
    """A price with its currency ("4.352 USD", "1.09 USD"); "—" for none. ``decimals``: those of the prices shown
    beside it (``shared_decimals``), else its own."""
    if v is None:
        return "—"
    return words.number(v, shared_decimals(v) if decimals is None else decimals) + (f" {currency}" if currency else "")


def change_text(old, new, pct, currency: str = "") -> str:
    if old == new:
        return price_text(new, currency)
    d = shared_decimals(old, new)  # both sides alike: "1.09 → 109.00 USD", never "1.0900 → 109.00 USD"
    if new is None:  # a price removed: the old one keeps its currency ("3.06 USD → —", not "3.06 → —")
        text = f"{price_text(old, currency, d)} → —"
    else:
        text = f"{price_text(old, '', d)} → {price_text(new, currency, d)}"
    if pct is not None:
        change = f"{'+' if pct > 0 else ''}{words.number(pct, 1)}%"
        text = translate("UpdateDialog", "{0} ({1})").format(text, change)  # zh: full-width brackets (walk26)
    return text


class UpdateDialog(QDialog):
    """Choose clouds, fetch, preview; ``preview`` and ``take_own()`` are read after Apply."""

    COLUMNS = ("Change", "Region", "Instance type", "GPU", "On-demand per hour", "Spot per hour", "Note")
    MAX_SHOWN = 200  # rows listed per kind of change and per reason a file's row is not usable
    BIG = "#a40000"  # big changes and refused clouds
    WARN = "#8a5a00"  # a replaced file date

    def __init__(self, catalog: Catalog, sources=None, parent=None, timeout: float = fx.TIMEOUT_S,
                 file_preview: up.UpdatePreview | None = None, file_name: str = ""):
        """``file_preview``: the preview of one price file of this computer (Catalog → Import CSV… of a SkyPilot
        ``vms.csv``, ``gui/price_file_import.py``), shown at once; nothing is fetched."""
        super().__init__(parent)
        self.catalog = catalog
        self.timeout = timeout
        if file_preview is not None:
            sources = ()
        self.setWindowTitle(self.tr("Update prices") if file_preview is None else
                            self.tr("Import price file %1").replace("%1", file_name))
        self.preview: up.UpdatePreview | None = None
        self._own_total = 0  # the user's own prices in the preview (each asked row by row)
        self._own_changes = 0  # of them, those the file changes (the others it confirms)
        self._currency: dict[tuple[str, str, str], str] = {}  # each listed instance's currency
        self.fetch_thread: QThread | None = None  # not ``thread``: that is QObject.thread(), the dialog's own thread
        self.worker: UpdateWorker | None = None
        self.bars: dict[str, tuple[QProgressBar, QLabel]] = {}
        if sources is None:
            sources, problems = up.load_sources()
        else:
            problems = []
        self.sources = tuple(sources)
        intro = QLabel(self.tr("Fetches the current price files of the chosen clouds and shows what would change. "
                               "Nothing changes until you apply; your own prices are kept unless you tick them."),
                       self)
        intro.setWordWrap(True)
        if file_preview is not None:
            intro.setText(self.tr("What this price file would change, shown as an update shows it. Nothing changes "
                                  "until you apply; your own prices are kept unless you tick them."))
        self.boxes: dict[str, QCheckBox] = {}
        pick = QHBoxLayout()
        self.clouds_label = QLabel(self.tr("Clouds:"), self)
        pick.addWidget(self.clouds_label)
        for s in self.sources:
            if not s.enabled or s.provider in self.boxes:
                continue
            box = QCheckBox(words.provider_name(catalog, s.provider), self)
            box.setChecked(True)
            box.setToolTip(s.url)
            self.boxes[s.provider] = box
            pick.addWidget(box)
        pick.addStretch(1)
        # The clouds of the catalog no source reads (the Chinese clouds publish no price file): said, with how
        # their prices are kept current, whether the computer is online or not.
        self.unsourced = unsourced_clouds(catalog, self.sources)
        self.no_file_note = QLabel(no_file_sentence(catalog, self.unsourced, self.sources), self)
        self.no_file_note.setWordWrap(True)
        self.no_file_note.setVisible(bool(self.unsourced))
        self.fetch_button = QPushButton(self.tr("&Fetch prices"), self)
        self.fetch_button.setDefault(True)
        self.fetch_button.clicked.connect(self.start)
        self.cancel_button = QPushButton(self.tr("&Stop"), self)
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel)
        self.sources_button = QPushButton(self.tr("Price &sources…"), self)
        self.sources_button.clicked.connect(self.edit_sources)
        pick.addWidget(self.fetch_button)
        pick.addWidget(self.cancel_button)
        pick.addWidget(self.sources_button)
        self.progress_box = QWidget(self)
        self.progress_grid = QGridLayout(self.progress_box)
        self.progress_grid.setContentsMargins(0, 0, 0, 0)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        # One tick per cloud with big changes (filled by _fill).
        self.big_box = QWidget(self)
        self.big_layout = QVBoxLayout(self.big_box)
        self.big_layout.setContentsMargins(0, 0, 0, 0)
        self.big_ticks: dict[str, QCheckBox] = {}
        self.big_box.hide()
        if problems:
            self.summary.setText("\n".join(describe(p) for p in problems[:5]))
        self.model = QStandardItemModel(0, len(self.COLUMNS), self)
        self.model.itemChanged.connect(self._on_item_changed)  # an own price ticked: what Apply brings in changes
        self.model.setHorizontalHeaderLabels([self.tr("Change"), self.tr("Region"), self.tr("Instance type"),
                                              self.tr("GPU"), self.tr("On-demand per hour"), self.tr("Spot per hour"),
                                              self.tr("Note")])
        self.view = QTreeView(self)
        self.view.setModel(self.model)
        self.view.setUniformRowHeights(True)
        self.view.setAlternatingRowColors(True)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.header().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.view.header().setStretchLastSection(True)
        fit_headings(self.view)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.apply_button = self.buttons.addButton(self.tr("&Apply"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.apply_button.setEnabled(False)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(intro)
        lay.addLayout(pick)
        lay.addWidget(self.no_file_note)
        lay.addWidget(self.progress_box)
        lay.addWidget(self.summary)
        lay.addWidget(self.big_box)
        lay.addWidget(self.view, 1)
        lay.addWidget(self.buttons)
        resize_within_screen(self, 1100, 680)
        if file_preview is not None:  # one file, already read: no clouds to pick, nothing to fetch
            for w in (self.clouds_label, self.fetch_button, self.cancel_button, self.sources_button):
                w.hide()
            self.no_file_note.hide()
            self.preview = file_preview
            self._fill(file_preview)
        elif not self.boxes:
            self.fetch_button.setEnabled(False)
            self.summary.setText(self.tr("No cloud has a price source. Add one with “Price sources…”."))

    # ------------------------------------------------------------ fetching
    def chosen(self) -> list[str]:
        return [p for p, b in self.boxes.items() if b.isChecked()]

    def start(self) -> bool:
        """Fetch the chosen clouds' files on a worker thread."""
        providers = self.chosen()
        if not providers or self.busy():
            return False
        self.preview = None
        self.apply_button.setEnabled(False)
        self.model.removeRows(0, self.model.rowCount())
        self._clear_big_ticks()
        self._make_bars(providers)
        self.summary.setText(self.tr("Fetching…"))
        self.worker = UpdateWorker(self.catalog, providers, self.sources, self.timeout)
        self.fetch_thread = QThread(self)
        self.worker.moveToThread(self.fetch_thread)
        self.fetch_thread.started.connect(self.worker.run)
        self.worker.progress.connect(self._on_progress)
        self.worker.done.connect(self._on_done)
        self.worker.failed.connect(self._on_failed)
        self.fetch_thread.finished.connect(self._on_thread_finished)  # (the worker ends its thread: UpdateWorker.run)
        self._set_busy(True)
        self.fetch_thread.start()
        return True

    def busy(self) -> bool:
        return self.fetch_thread is not None and self.fetch_thread.isRunning()

    def cancel(self) -> None:
        if self.worker is not None:
            self.worker.cancel()
            self.summary.setText(self.tr("Stopping…"))

    def _set_busy(self, busy: bool) -> None:
        self.fetch_button.setEnabled(not busy)
        self.cancel_button.setEnabled(busy)
        self.sources_button.setEnabled(not busy)
        for b in self.boxes.values():
            b.setEnabled(not busy)

    def _make_bars(self, providers: list[str]) -> None:
        while self.progress_grid.count():
            item = self.progress_grid.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                w.deleteLater()
        self.bars.clear()
        for i, p in enumerate(providers):
            bar = QProgressBar(self.progress_box)
            bar.setRange(0, 1000)
            bar.setValue(0)
            bar.setTextVisible(True)
            state = QLabel(self.tr("waiting"), self.progress_box)
            self.progress_grid.addWidget(QLabel(words.provider_name(self.catalog, p), self.progress_box), i, 0)
            self.progress_grid.addWidget(bar, i, 1)
            self.progress_grid.addWidget(state, i, 2)
            self.bars[p] = (bar, state)
        self.progress_grid.setColumnStretch(1, 1)

    @Slot(object)
    def _on_progress(self, e: up.FileProgress) -> None:
        hit = self.bars.get(e.provider)
        if hit is None:
            return
        bar, state = hit
        if e.state == "start":
            bar.setRange(0, 0)  # busy until the size is known
            state.setText(self.tr("reading") if up.local_path(e.url) is not None else self.tr("connecting"))
        elif e.state == "data":
            if e.total:
                bar.setRange(0, 1000)
                bar.setValue(int(1000 * e.received / e.total))
            state.setText(self.tr("%1 kB").replace("%1", words.number(e.received / 1024, 0)))
        elif e.state == "parse":
            bar.setRange(0, 0)  # busy: the file is being read
            state.setText(self.tr("reading"))
        elif e.state == "done":
            bar.setRange(0, 1000)
            bar.setValue(1000)
            state.setText(self.tr("done"))
        else:  # the code that refused the file: a download that failed, or a file that cannot be read
            bar.setRange(0, 1000)
            bar.setValue(0)
            state.setText(self.tr("stopped") if e.state == "update_cancelled" else self.tr("unreadable")
                          if e.state in ("update_file_invalid", "update_local_unreadable") else
                          self.tr("download failed"))

    @Slot(object)
    def _on_done(self, pv: up.UpdatePreview) -> None:
        self.preview = None if pv.cancelled else pv
        if pv.cancelled:
            for bar, state in self.bars.values():
                if bar.maximum() == 0 or bar.value() < 1000:
                    bar.setRange(0, 1000)
                    bar.setValue(0)
                    state.setText(self.tr("stopped"))
            self.summary.setText(self.tr("Stopped. Nothing has changed."))
            return
        if pv.offline:
            self.summary.setText(offline_sentence())
            return
        self._fill(pv)

    @Slot(object)
    def _on_failed(self, exc: Exception) -> None:
        self.preview = None
        self.summary.setText(self.tr("The update failed: %1. Nothing has changed.").replace("%1", str(exc)))

    @Slot()
    def _on_thread_finished(self) -> None:
        self._set_busy(False)
        if self.worker is not None:
            self.worker.deleteLater()
        self.worker = None

    # ------------------------------------------------------------ the preview
    def _row(self, parent: QStandardItem, cells: list[str], key=None, own: str = "", color: str | None = None):
        items = [QStandardItem(c) for c in cells]
        for it in items:
            it.setEditable(False)
            if it.text():
                it.setToolTip(it.text())
            if color:
                it.setForeground(QBrush(QColor(color)))
        if own:
            items[0].setCheckable(True)
            items[0].setCheckState(Qt.CheckState.Unchecked)
            items[0].setData(key, KEY_ROLE)
            items[0].setToolTip(self.tr("Tick to replace your own price by the file's"))
        parent.appendRow(items)
        return items

    def _more(self, parent: QStandardItem, n: int) -> None:
        """The "… N more" line after the first MAX_SHOWN rows of a kind."""
        item = self._row(parent, [self.tr("… %1 more").replace("%1", words.number(n)), "", "", "", "", "", ""],
                         color="#555555")[0]
        self.view.setFirstColumnSpanned(item.row(), parent.index(), True)

    def _move(self, c: up.ChangedRow) -> str:
        """'×1,000' or '÷1,000': how far the price that moves most moves."""
        r = c.ratio
        if r is None:
            return ""
        m = max(r, 1 / r)
        return ("×" if r >= 1 else "÷") + words.number(m, 0 if m >= 10 else 1)

    def _changed(self, top: QStandardItem, c: up.ChangedRow, big: bool) -> None:
        cur = self._currency.get(c.key, "")
        note = self.tr("Your own price (%1): kept unless ticked").replace("%1", self._own_name(c.own)) \
            if c.own else ""
        if big:
            note = self.tr("Big change: %1").replace("%1", self._move(c)) + (translate("Words", "; ") + note if note else "")
        items = self._row(top, [self.tr("Big change") if big and not c.own else self.tr("Price change"), c.region,
                                c.instance_type, c.gpu, change_text(c.old_on_demand, c.new_on_demand, c.on_demand_pct, cur),
                                change_text(c.old_spot, c.new_spot, c.spot_pct, cur), note], key=c.key, own=c.own,
                          color=self.BIG if big else None)
        if big:
            font = items[0].font()
            font.setBold(True)
            items[0].setFont(font)

    def _fill(self, pv: up.UpdatePreview) -> None:
        self.model.removeRows(0, self.model.rowCount())
        self._clear_big_ticks()
        self._collapsed = []
        self._currency = up.currencies(self.catalog, pv)  # each price is shown with its currency
        root = self.model.invisibleRootItem()
        cap = self.MAX_SHOWN
        own_total = 0
        for pu in pv.providers:
            name = words.provider_name(self.catalog, pu.provider)
            if not pu.ok:
                line = words.problem_what(pu.status, pu.provider, {**pu.detail, "provider": name})
                top = self._row(root, [line, "", "", "", "", "", ""], color=self.BIG)
                top[0].setToolTip(pu.url or line)
                self.view.setFirstColumnSpanned(top[0].row(), QModelIndex(), True)
                for p in pu.problems[:10]:
                    self._row(top[0], [describe(p), "", "", "", "", "", ""], color=self.BIG)
                    self.view.setFirstColumnSpanned(top[0].rowCount() - 1, top[0].index(), True)
                continue
            big = pu.big_changes
            # (confirmed: among the unchanged, the same price in a file newer than the row)
            counts = update_words.cloud_counts(len(pu.new), len(pu.changed), len(pu.gone), len(pu.unmapped),
                                               pu.unchanged, len(pu.confirmed), len(big))
            dated = self.tr("file dated %1").replace("%1", pu.file_date) if pu.file_date else \
                self.tr("the file carries no date")
            top = self._row(root, [f"{name} — " + counts + " · " + dated, "", "", "", "", "", ""])
            top[0].setToolTip(pu.url)
            font = top[0].font()
            font.setBold(True)
            top[0].setFont(font)
            self.view.setFirstColumnSpanned(top[0].row(), QModelIndex(), True)
            if pu.date_replaced:
                warn = self._row(top[0], [self.tr("The server dates this file %1, later than today; the fetch date %2 "
                                                  "is used instead.").replace("%1", pu.date_replaced)
                                          .replace("%2", pu.file_date), "", "", "", "", "", ""], color=self.WARN)[0]
                self.view.setFirstColumnSpanned(warn.row(), top[0].index(), True)
            # Big changes first, marked; then the rest. Each kind lists at most MAX_SHOWN rows (the user's own
            # prices always, as each needs its own tick).
            for c in big[:cap]:
                self._changed(top[0], c, True)
            if len(big) > cap:
                self._more(top[0], len(big) - cap)
            for r in pu.new[:cap]:
                cur = self._currency.get(up._key(r.provider, r.region, r.instance_type), "")
                self._row(top[0], [self.tr("New"), r.region, r.instance_type,
                                   f"{words.number(r.gpu_count)} × {r.gpu}", price_text(r.on_demand, cur), price_text(r.spot, cur), ""])
            if len(pu.new) > cap:
                self._more(top[0], len(pu.new) - cap)
            big_keys = {c.key for c in big}
            shown = hidden = 0
            for c in pu.changed:
                if c.key in big_keys:
                    continue
                own_total += bool(c.own)
                if c.own or shown < cap:
                    self._changed(top[0], c, pu.is_big(c))
                    shown += not c.own
                else:
                    hidden += 1
            if hidden:
                self._more(top[0], hidden)
            own_total += len(pu.own_confirmed)
            self._confirmed(top[0], pu)
            for g in pu.gone[:cap]:
                cur = self._currency.get(up._key(g.provider, g.region, g.instance_type), "")
                self._row(top[0], [self.tr("No longer in the file"), g.region, g.instance_type, g.gpu,
                                   price_text(g.on_demand, cur), price_text(g.spot, cur), self.tr("kept in your catalog")],
                          color="#555555")
            if len(pu.gone) > cap:
                self._more(top[0], len(pu.gone) - cap)
            if pu.unmapped:
                self._unmapped(top[0], pu.unmapped)
            if pu.problems:  # the file's hardware figures differ from the catalog's (kept), other currency...
                node = self._row(top[0], [self.tr("Your catalog's values kept: %1").replace("%1", words.number(len(pu.problems))),
                                          "", "", "", "", "", ""], color="#555555")[0]
                self.view.setFirstColumnSpanned(node.row(), top[0].index(), True)
                for p in pu.problems[:self.MAX_SHOWN]:
                    self._row(node, [words.problem_what(p.code, p.value, p.detail), "", "", "", "", "", ""],
                              color="#555555")
                    self.view.setFirstColumnSpanned(node.rowCount() - 1, node.index(), True)
                self._collapsed.append(node.index())
            if big:
                self._add_big_tick(pu, name)
        self.view.expandAll()
        fit_columns(self.view)  # (while every row is shown: a folded row's cells count too)
        for idx in self._collapsed:
            self.view.collapse(idx)
        self._own_total = own_total  # the user's own rows listed, each with its tick: price changes and confirmed
        self._own_changes = own_total - sum(len(p.own_confirmed) for p in pv.ok)
        self._update_apply()

    def _confirmed(self, top: QStandardItem, pu: up.ProviderUpdate) -> None:
        """The prices the file confirms (same price, newer date): the user's own each with its tick (its date moves only
        if ticked), the others in one folded node ("312 prices confirmed as of 2026-12-06")."""
        for c in pu.own_confirmed:
            cur = self._currency.get(c.key, "")
            items = self._row(top, [self.tr("Confirmed"), c.region, c.instance_type, c.gpu,
                                    price_text(c.on_demand, cur), price_text(c.spot, cur),
                                    self.tr("Your own price (%1): its date %2 stays unless ticked")
                                    .replace("%1", self._own_name(c.own)).replace("%2", c.old_as_of)],
                              key=c.key, own=c.own)
            items[0].setToolTip(self.tr("Tick to date your own price as of the file, which gives the same price"))
        rest = [c for c in pu.confirmed if not c.own]
        if not rest:
            return
        node = self._row(top, [Words.tr("{0} price(s) confirmed as of %1", None, len(rest)).format(
            words.number(len(rest))).replace("%1", pu.as_of), "", "", "", "", "", ""], color="#555555")[0]
        self.view.setFirstColumnSpanned(node.row(), top.index(), True)
        for c in rest[:self.MAX_SHOWN]:
            cur = self._currency.get(c.key, "")
            self._row(node, [self.tr("Confirmed"), c.region, c.instance_type, c.gpu, price_text(c.on_demand, cur),
                             price_text(c.spot, cur), self.tr("same price; dated %1 → %2").replace("%1", c.old_as_of)
                             .replace("%2", pu.as_of)], color="#555555")
        if len(rest) > self.MAX_SHOWN:
            self._more(node, len(rest) - self.MAX_SHOWN)
        self._collapsed.append(node.index())

    # ------------------------------------------------------------ big changes: a tick per cloud
    def _clear_big_ticks(self) -> None:
        for box in self.big_ticks.values():
            self.big_layout.removeWidget(box)
            box.deleteLater()
        self.big_ticks.clear()
        self.big_box.hide()

    def _add_big_tick(self, pu: up.ProviderUpdate, name: str) -> None:
        n = len(pu.big_changes)
        box = QCheckBox(self.tr("Apply the %n big change(s) of %1 (prices that move by more than ×%2 up or down, "
                                "listed first and marked in red)", "", n).replace("%1", name)
                        .replace("%2", words.number(pu.big_factor)), self.big_box)
        box.setStyleSheet(f"color: {self.BIG};")
        box.setToolTip(self.tr("Unticked, nothing of this cloud is applied: a price that moves this much is most "
                               "often a slip of unit in the file."))
        box.toggled.connect(self._update_apply)
        self.big_layout.addWidget(box)
        self.big_ticks[pu.provider] = box
        self.big_box.show()

    def accept_big(self) -> list[str]:
        """The clouds whose big changes the user ticked to apply."""
        return [p for p, box in self.big_ticks.items() if box.isChecked()]

    def _apply_counts(self) -> dict[str, tuple[int, int, int]]:
        """What Apply would do, per cloud that it changes: (new instances, price changes, prices re-dated). A cloud
        whose big changes are not ticked does nothing; the user's own price (changed or confirmed) counts only when
        its row is ticked."""
        if self.preview is None:
            return {}
        ticked, taken = set(self.accept_big()), set(self.take_own())
        out = {}
        for p in self.preview.ok:
            if p.big_changes and p.provider not in ticked:
                continue
            changed = sum(1 for c in p.changed if not c.own or c.key in taken)
            confirmed = sum(1 for c in p.confirmed if not c.own or c.key in taken)
            if p.new or changed or confirmed:
                out[p.provider] = (len(p.new), changed, confirmed)
        return out

    def brought_in(self) -> dict[str, tuple[int, int]]:
        """What Apply would bring in, per cloud: (new instances, price changes) (``_apply_counts``)."""
        return {k: (n, c) for k, (n, c, _) in self._apply_counts().items() if n or c}

    def confirmed_in(self) -> dict[str, int]:
        """The prices Apply would re-date per cloud, a newer file giving them unchanged (``_apply_counts``)."""
        return {k: r for k, (_, _, r) in self._apply_counts().items() if r}

    def applied_clouds(self) -> list[str]:
        """The clouds Apply would change: those that bring in a new instance or a price, or re-date a confirmed
        price (``_apply_counts``)."""
        return list(self._apply_counts())

    @Slot(QStandardItem)
    def _on_item_changed(self, item: QStandardItem) -> None:
        if item.isCheckable():
            self._update_apply()

    @Slot()
    def _update_apply(self) -> None:
        pv = self.preview
        if pv is None:
            return
        brought = self.brought_in()
        confirmed = self.confirmed_in()
        waiting = [words.provider_name(self.catalog, p) for p, box in self.big_ticks.items() if not box.isChecked()]
        if pv.has_changes:
            parts = [update_words.apply_sentence(sum(n for n, _ in brought.values()),
                                                 sum(c for _, c in brought.values()), self._own_changes, waiting,
                                                 sum(confirmed.values()), self._own_total - self._own_changes)]
        elif not pv.ok:
            parts = [self.tr("No price file could be read: nothing changes.")]
        elif pv.failed:
            parts = [self.tr("The prices of %1 match their files; the other clouds' files could not be read: "
                             "nothing to apply.").replace("%1", words.word_list(
                                 words.provider_name(self.catalog, p.provider) for p in pv.ok))]
        else:
            parts = [self.tr("Your prices match the files: nothing to apply.")]
        if pv.failed and pv.has_changes:
            parts.append(self.tr("Clouds shown in red are not updated; nothing of them changes."))
        self.summary.setText(("" if words.is_chinese() else " ").join(parts))
        self.apply_button.setEnabled(bool(brought or confirmed))

    def _unmapped(self, parent: QStandardItem, rows) -> None:
        """Rows of the file that could not be used, one folded node per reason (a vms.csv lists every
        machine of a cloud, so there may be thousands: at most MAX_SHOWN each are listed)."""
        by_code: dict[str, list] = {}
        for u in rows:
            by_code.setdefault(u.code, []).append(u)
        node = self._row(parent, [Words.tr("Not usable: {0} row(s) of the file, by reason", None, len(rows))
                                  .format(words.number(len(rows))), "", "", "", "", "", ""], color="#555555")[0]
        self.view.setFirstColumnSpanned(node.row(), parent.index(), True)
        for code, us in by_code.items():
            names = list(dict.fromkeys(u.value for u in us if u.value))  # the GPU names (or instance types) at fault
            value = words.listing(names[:5] + (["…"] if len(names) > 5 else []))
            if code == "not_a_number":  # cells of several rows, each in its own quotes: “abc”, “n/a” is not a number
                value = ("”" + translate("Words", ", ") + "“").join(names[:5] + (["…"] if len(names) > 5 else []))
            reason = words.problem_what(code, value or "…", dict(us[0].detail))
            sub = self._row(node, [f"{words.number(len(us))} × {reason}", "", "", "", "", "", ""], color="#555555")[0]
            self.view.setFirstColumnSpanned(sub.row(), node.index(), True)
            for u in us[:self.MAX_SHOWN]:
                where = self.tr("file row %1").replace("%1", str(u.row)) if u.row else ""
                # where and what: the column, and the cell when it is not the instance type shown (a price "abc");
                # values come shown safely (a control character as \uXXXX)
                note = (self.tr("column %1: “%2”") if u.instance_type else self.tr("column %1")) \
                    .replace("%1", u.column).replace("%2", u.value) if u.column else ""
                self._row(sub, ["", where, u.instance_type or u.value, "", "", "", note], color="#555555")
            if len(us) > self.MAX_SHOWN:
                self._row(sub, [self.tr("… %1 more").replace("%1", words.number(len(us) - self.MAX_SHOWN)), "", "", "", "", "",
                                ""], color="#555555")
            if len(us) > 3:
                self._collapsed.append(sub.index())
        if len(rows) > 3:
            self._collapsed.append(node.index())

    def _own_name(self, kind: str) -> str:
        return self.tr("quoted") if kind == "quote" else self.tr("entered by you")

    def own_items(self) -> list[QStandardItem]:
        out = []
        root = self.model.invisibleRootItem()
        for i in range(root.rowCount()):
            top = root.child(i, 0)
            for j in range(top.rowCount()):
                it = top.child(j, 0)
                if it.isCheckable():
                    out.append(it)
        return out

    def take_own(self) -> list[tuple[str, str, str]]:
        """Keys of the user's own rows ticked to take the file's price."""
        return [tuple(it.data(KEY_ROLE)) for it in self.own_items() if it.checkState() == Qt.CheckState.Checked]

    # ------------------------------------------------------------ sources, closing
    def edit_sources(self) -> bool:
        from gpu_advisor.gui.price_sources import PriceSourcesDialog
        dlg = PriceSourcesDialog(self)
        if dlg.exec() != QDialog.DialogCode.Accepted:
            return False
        self.sources = up.load_sources()[0]
        return True

    def done(self, result: int) -> None:  # noqa: D401 - QDialog.done
        thread, worker = self.fetch_thread, self.worker
        if thread is not None and worker is not None and thread.isRunning():  # busy(): the worker runs until then
            # Closed while fetching: stop the download at once; a file being read finishes on its own
            # (it cannot be interrupted) and its result is dropped. The thread outlives the dialog, and ends
            # itself when the worker returns (UpdateWorker.run), whenever that falls.
            for sig in (worker.progress, worker.done, worker.failed):
                sig.disconnect()
            thread.finished.disconnect()
            outlive(thread, worker)
            worker.cancel()
            self.fetch_thread = self.worker = None
        super().done(result)


# --------------------------------------------------------------------------- the editor's hook


def run_update(editor) -> bool:
    """Catalog → Update prices…: the dialog, then the result as one undo step of the editor."""
    if editor.network_offline() and not any(s.enabled and up.local_path(s.url) is not None
                                            for s in up.load_sources()[0]):  # (a file of this computer is read)
        editor.message.setText(offline_sentence())
        return False
    dlg = UpdateDialog(editor.working, parent=editor)
    if not editor.exec_dialog(dlg) or dlg.preview is None:
        return False
    return apply_preview(editor, dlg.preview, dlg.take_own(), dlg.accept_big())


def apply_preview(editor, preview: up.UpdatePreview, take_own=(), accept_big=(), step=None) -> bool:
    """Apply ``preview`` as one undo step (named by ``step``, a step_text; default "Update prices"); a cloud with big
    changes only if it is in ``accept_big``."""
    try:
        new, applied = up.apply_update(editor.working, preview, take_own, accept_big=accept_big)
    except CatalogError as exc:
        editor.message.setText(translate("UpdateDialog", "Not updated:") + " "
                               + "; ".join(describe(p) for p in exc.errors[:10]))
        return False
    if not applied:
        return False
    editor.apply_catalog(new, step or step_text(lambda: translate("UpdateDialog", "Update prices")))
    editor.statusBar().showMessage(updated_sentence(sum(a.changed for a in applied), sum(a.added for a in applied),
                                                    sum(a.confirmed for a in applied),
                                                    sum(a.kept_own for a in applied)), 15000)
    return True


def updated_sentence(changed: int, added: int, confirmed: int, kept_own: int) -> str:
    """What an applied update did, for the editor's status bar; the prices confirmed and the user's own prices kept
    only when there are some (walk 26: "0 of your own kept" after every update of a catalog without own prices)."""
    if confirmed and kept_own:
        said = translate("UpdateDialog", "Prices updated: %1 changed, %2 added, %4 confirmed (dated as of their file), "
                                         "%3 of your own kept. Save the catalog to keep them.")
    elif confirmed:
        said = translate("UpdateDialog", "Prices updated: %1 changed, %2 added, %4 confirmed (dated as of their "
                                         "file). Save the catalog to keep them.")
    elif kept_own:
        said = translate("UpdateDialog", "Prices updated: %1 changed, %2 added, %3 of your own kept. Save the catalog "
                                         "to keep them.")
    else:
        said = translate("UpdateDialog", "Prices updated: %1 changed, %2 added. Save the catalog to keep them.")
    return (said.replace("%1", str(changed)).replace("%2", str(added)).replace("%3", str(kept_own))
            .replace("%4", str(confirmed)))
