"""The wizard's questions of a fine-tune's stack (issue 28): whether its examples are packed (padded per batch, the
Hugging Face default; packed into full sequences; or "I don't know": the estimate assumes padded and its range
reaches packed) and whether it checkpoints its activations (on, the tools' default; off; or "I don't know"). The
result lists each assumption. Kept beside the wizard, which is at its size limit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox

if TYPE_CHECKING:
    from .wizard import Page, Wizard

PATH = "data.packed"


class PackedQuestion:
    """The combo box and its row on the data page; answers into ``data.packed`` of the scenario."""

    def __init__(self, wizard: Wizard, page: Page):
        self.wizard = wizard
        self.box = QComboBox(page)
        # padded first: what "I don't know" assumes, so the greyed box shows it
        self.box.addItem(QCoreApplication.translate("Wizard", "Padded per batch (Hugging Face default)"), False)
        self.box.addItem(QCoreApplication.translate("Wizard", "Packed into full sequences"), True)
        self.row = wizard._field(
            page, PATH, QCoreApplication.translate("Wizard", "Are the examples packed?"), self.box,
            QCoreApplication.translate("Wizard", "Padding each batch to its longest example runs about twice as long "
                                                 "as packing examples into full sequences. “I don't know” assumes "
                                                 "padded; the likely range reaches packed."),
            QCoreApplication.translate("Wizard", "I don't know"))  # (ticked with the wizard's other defaults)

    def show(self, task: str) -> None:
        self.wizard.page_data.form.setRowVisible(self.row, task == "finetune")

    def answer(self, task: str, obj: dict) -> None:
        """Put the answer into the scenario object (nothing for "I don't know" or other tasks)."""
        if task == "finetune" and not self.wizard.fields[PATH].is_unknown():
            obj.setdefault("data", {})["packed"] = bool(self.box.currentData())

    def load(self, data: dict) -> None:
        self.wizard._set_combo_unknown(PATH, self.box, data.get("packed"))


CK_PATH = "gradient_checkpointing"


class CheckpointQuestion:
    """Whether a fine-tune checkpoints its activations (issue 28 v3.2): on (the fine-tuning tools' default: every
    layer's forward pass recomputed, about 1.33× the work of a full fine-tune, 1.5× of LoRA), off, or "I don't know"
    (the estimate assumes on and its range reaches off). Answers into ``gradient_checkpointing`` of the scenario."""

    def __init__(self, wizard: Wizard, page: Page):
        self.wizard = wizard
        self.box = QComboBox(page)
        # on first: what "I don't know" assumes, so the greyed box shows it
        self.box.addItem(QCoreApplication.translate("Wizard", "On (the fine-tuning tools' default)"), True)
        self.box.addItem(QCoreApplication.translate("Wizard", "Off"), False)
        self.row = wizard._field(
            page, CK_PATH, QCoreApplication.translate("Wizard", "Gradient (activation) checkpointing?"), self.box,
            QCoreApplication.translate("Wizard", "Checkpointing saves GPU memory by computing each layer's forward pass "
                                                 "again during the backward pass: about 1.5× the work of LoRA, 1.33× "
                                                 "of a full fine-tune. torchtune, LLaMA-Factory and most recipes turn "
                                                 "it on. “I don't know” assumes on; the likely range reaches off."),
            QCoreApplication.translate("Wizard", "I don't know"))

    def show(self, task: str) -> None:
        self.wizard.page_data.form.setRowVisible(self.row, task == "finetune")

    def answer(self, task: str, obj: dict) -> None:
        """Put the answer into the scenario object (nothing for "I don't know" or other tasks)."""
        if task == "finetune" and not self.wizard.fields[CK_PATH].is_unknown():
            obj[CK_PATH] = bool(self.box.currentData())

    def load(self, obj: dict) -> None:
        self.wizard._set_combo_unknown(CK_PATH, self.box, obj.get(CK_PATH))
