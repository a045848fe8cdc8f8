"""The Model page's two ways to say the model, kept one answer: a known model (the box) or a size typed under it.

A size typed while a known model was chosen was dropped without a word (walk 22: Qwen2.5 7B chosen, 13B typed, the
scenario kept {'preset': 'qwen2.5-7b'}; the Team plan's new job starts on Qwen2.5 7B, so a "7B" typed there was saved
as the preset). Now the last one given is the answer, as a person expects, and each step can be taken back:

- typing a size sets the known model aside (the box shows "(type a size instead)"); emptying the size again, while no
  other model was chosen, brings that model back;
- choosing a known model empties the size, as an edit of the field, so Ctrl+Z in the field gives the size back (and
  sets the model aside again).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QListView

if TYPE_CHECKING:
    from gpu_advisor.gui.wizard import Wizard


class SizeOrModel(QObject):
    """Keeps the wizard's known-model box (``wizard.preset``) and size field (``wizard.params``) one answer."""

    def __init__(self, wizard: Wizard):
        super().__init__(wizard)
        self.wizard = wizard
        self.set_aside: str | None = None  # the known model's id a typed size set aside, given back when it is emptied
        self._busy = False  # (this object's own change of the other control: not the user's)
        wizard.params.textEdited.connect(self._size_typed)
        wizard.preset.currentIndexChanged.connect(self._model_chosen)

    def _quiet(self) -> bool:
        wz = self.wizard
        return self._busy or wz._loading or wz._keep_preset

    def _size_typed(self, text: str) -> None:
        wz = self.wizard
        if self._quiet():
            return
        box = wz.preset
        self._busy = True
        try:
            if text.strip() and box.currentIndex() > 0:
                self.set_aside = str(box.currentData())
                box.setCurrentIndex(0)
            elif not text.strip() and self.set_aside is not None and box.currentIndex() == 0:
                i = box.findData(self.set_aside)
                self.set_aside = None
                view = box.view()
                listed = not isinstance(view, QListView) or not view.isRowHidden(i)  # (a model of the kind chosen)
                if i > 0 and listed:
                    box.setCurrentIndex(i)
        finally:
            self._busy = False

    def _model_chosen(self, index: int) -> None:
        wz = self.wizard
        if self._quiet() or index <= 0:
            return
        self.set_aside = None
        if wz.params.text():
            self._busy = True
            try:  # an edit of the field (its own undo keeps the size), not setText (which forgets the undo)
                wz.params.selectAll()
                wz.params.del_()
            finally:
                self._busy = False

    def forget(self) -> None:
        """New answers (a file opened, File > New): no model set aside comes back."""
        self.set_aside = None
