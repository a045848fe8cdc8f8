"""The known-model box's search (the wizard's Model page): what a person types is looked up as they type it
("7b chat", "qwen 7b", "通义千问 7B", "deepseek 7b"), word by word, closest first (``core/catalog/model_search.py``:
sizes in any spelling, the catalog's other names and words of use); the list under the box shows the models found.
When none matches, a line under the box says so and offers the nearest; a model found by another name says which.
Enter takes the first model listed."""

from __future__ import annotations

from typing import NamedTuple, TYPE_CHECKING

from PySide6.QtCore import QObject, QStringListModel, Qt, QTimer
from PySide6.QtWidgets import QComboBox, QCompleter, QLabel, QVBoxLayout

from gpu_advisor.gui.wizard_parts import HELP_STYLE

if TYPE_CHECKING:
    from gpu_advisor.gui.wizard_parts import Field


class Found(NamedTuple):
    """What the box shows for the words typed: ``names`` listed (the models found, else the nearest), the ``note``
    under the box, its ``head`` shown over the list (that nothing matched, or the other name the first model was
    found by; '' for none) and whether the names ``matched`` the words."""

    names: list[str]
    note: str = ""
    head: str = ""
    matched: bool = False


class _Names(QStringListModel):
    """The list under the box; with ``head`` its first row is a line of words (what the search found, or that it
    found nothing), greyed and never chosen."""

    head = False

    def flags(self, index):  # noqa: D102 (Qt's)
        if self.head and index.row() == 0:
            return Qt.ItemFlag.NoItemFlags
        return super().flags(index)


class PresetSearch(QObject):
    """The completer of the editable known-model box ``box`` and the line under it (in ``field``). ``listed``: the
    preset ids the box offers for the kind of work chosen (``Wizard._filter_presets`` sets them)."""

    def __init__(self, wizard, box: QComboBox, field: Field):
        super().__init__(box)
        self.wizard, self.box = wizard, box
        self.listed: list[str] = []
        self.names = _Names([box.itemText(0)], self)
        self.completer = QCompleter(self.names, self)
        # the list is the search's (ranked and filtered here), shown as it is: Qt's own prefix filter would hide
        # "Qwen2.5 7B" from "qwen 7b"
        self.completer.setCompletionMode(QCompleter.CompletionMode.UnfilteredPopupCompletion)
        self.completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.completer.setMaxVisibleItems(10)
        box.setCompleter(self.completer)
        self.completer.activated.connect(self._take)  # (the box's own mapping of a completion kept index 0)
        self.note = QLabel(field)
        self.note.setWordWrap(True)
        self.note.setStyleSheet(HELP_STYLE)
        self.note.setVisible(False)
        lay = field.layout()
        assert isinstance(lay, QVBoxLayout)  # Field's own
        lay.insertWidget(1, self.note)
        self._alias_for = ""  # the preset the note names another name of
        edit = box.lineEdit()
        assert edit is not None  # an editable box
        edit.textEdited.connect(self.typed)
        edit.returnPressed.connect(self.take_first)
        box.currentIndexChanged.connect(self._chosen)

    def set_listed(self, ids: list[str]) -> None:
        """The models the box offers now (the kind of work changed): the list under it follows."""
        self.listed = ids
        self.names.head = False
        self.names.setStringList(self.find("").names)

    def _name(self, pid: str) -> str:
        return self.box.itemText(self.box.findData(pid))

    def find(self, text: str) -> Found:
        """What to show for ``text`` (``Found``)."""
        cat = self.wizard.catalog
        if not text.strip() or cat is None:
            return Found([self.box.itemText(0), *map(self._name, self.listed)])
        from gpu_advisor.core.catalog import model_search  # (the catalog is loaded: so is pandas)
        hits = model_search.search(cat, text, self.listed)
        if hits:
            top = hits[0]
            self._alias_for = top.preset_id if top.alias else ""
            note = (self.tr("“%1” is listed as %2: the same size and layers.").replace("%1", top.alias)
                    .replace("%2", self._name(top.preset_id)) if top.alias else "")
            return Found([self._name(h.preset_id) for h in hits], note, note, True)
        self._alias_for = ""
        near = [self._name(p) for p in model_search.nearest(cat, text, self.listed)]
        head = self.tr("No known model matches “%1”.").replace("%1", text.strip())
        if near:
            note = head + " " + self.tr("Nearest: %1 — or type its size below.").replace("%1", ", ".join(near))
        else:
            note = head + " " + self.tr("Type its size below instead.")
        return Found(near, note, head)

    def typed(self, text: str) -> None:
        """The list and the line follow what is typed; Enter takes the first model found."""
        found = self.find(text)
        self.names.head = bool(found.head)
        self.names.setStringList([found.head, *found.names] if found.head else found.names)
        self.note.setText(found.note)
        self.note.setVisible(bool(found.note))
        if text.strip() and found.names and self.box.hasFocus():
            QTimer.singleShot(0, self._open)  # after the line edit's own completion pass

    def _open(self) -> None:
        """The list opens with no row current: a current row would replace the words typed (Enter, which the list
        passes to the box, takes the first model found: ``take_first``)."""
        self.completer.setCompletionPrefix("")
        self.completer.complete()

    def _take(self, name: str) -> None:
        i = self.box.findText(name, Qt.MatchFlag.MatchFixedString)
        if i > 0 and i != self.box.currentIndex():
            self.box.setCurrentIndex(i)

    def take_first(self) -> None:
        """Enter on typed words that name no model exactly: the first model found is chosen."""
        text = self.box.currentText().strip()
        if self.box.findText(text, Qt.MatchFlag.MatchFixedString) > 0:
            self._take(text)
            return
        if not text or self.wizard.catalog is None:
            return
        found = self.find(text)  # (the nearest of a search that found nothing are never taken for the user)
        i = self.box.findText(found.names[0], Qt.MatchFlag.MatchFixedString) if found.matched and found.names else -1
        if i > 0:
            self.box.setCurrentIndex(i)
            popup = self.completer.popup()
            if popup is not None:
                popup.hide()

    def _chosen(self, _index: int) -> None:
        """A model chosen: the line under the box stays only when it says what the chosen model was found as."""
        if not self._alias_for or self.box.currentData() != self._alias_for:
            self.note.setVisible(False)
