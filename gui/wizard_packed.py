"""The wizard's choice questions with "I don't know", kept beside the wizard: what a service is for (chat, API or batch
work), and two yes/no questions of a fine-tune's stack (issue 28): whether its examples
are packed (padded per batch, the Hugging Face default, or packed into full sequences; "I don't know" assumes padded
and the likely range reaches packed) and whether it checkpoints its activations (on, the fine-tuning tools' default,
or off; "I don't know" assumes on and the range reaches off). The result lists each assumption. Kept beside the
wizard, which is at its size limit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox

if TYPE_CHECKING:
    from .wizard import Page, Wizard

PATH = "data.packed"
CK_PATH = "gradient_checkpointing"
USE_PATH = "inference.use"


class _YesNoQuestion:
    """A combo box of answers (the one "I don't know" assumes first, so the greyed box shows it) and its row on
    ``page``, asked of ``task`` only (a fine-tune: on the data page) and, where ``workload`` is set, of that kind of
    model only (packing and checkpointing are a language model's: an image has no padding, and recomputing an image
    model's activations changes nothing the estimate counts); answers into ``path`` of the scenario (a dotted path:
    data.packed)."""
    task = "finetune"
    workload: str | None = None

    def __init__(self, wizard: Wizard, page: Page, path: str, items: tuple[tuple[str, bool | str], ...],
                 label: str, help_text: str):
        self.wizard, self.path, self.page = wizard, path, page
        self.box = QComboBox(page)
        for text, value in items:
            self.box.addItem(text, value)
        self.row = wizard._field(page, path, label, self.box, help_text,
                                 QCoreApplication.translate("Wizard", "I don't know"))

    def asked(self, task: str, workload: str | None) -> bool:
        return task == self.task and (self.workload is None or workload == self.workload)

    def show(self, task: str, workload: str | None = None) -> None:
        self.page.form.setRowVisible(self.row, self.asked(task, workload))

    def answer(self, task: str, obj: dict) -> None:
        """Put the answer into the scenario object (nothing for "I don't know", other tasks or other kinds of model:
        a question not shown answers nothing); ``obj`` the whole scenario (its ``workload``) or a part of it."""
        if self.asked(task, obj.get("workload")) and not self.wizard.fields[self.path].is_unknown():
            *parents, key = self.path.split(".")
            for p in parents:
                obj = obj.setdefault(p, {})
            value = self.box.currentData()
            obj[key] = value if isinstance(value, str) else bool(value)

    def load(self, obj: dict) -> None:
        """Take the answer from a whole scenario object."""
        *parents, key = self.path.split(".")
        for p in parents:
            obj = obj.get(p) or {}
        self.wizard._set_combo_unknown(self.path, self.box, obj.get(key))


class PackedQuestion(_YesNoQuestion):
    workload = "llm"

    def __init__(self, wizard: Wizard, page: Page):
        super().__init__(
            wizard, page, PATH,
            ((QCoreApplication.translate("Wizard", "Padded per batch (Hugging Face default)"), False),
             (QCoreApplication.translate("Wizard", "Packed into full sequences"), True)),
            QCoreApplication.translate("Wizard", "Are the examples packed?"),
            QCoreApplication.translate("Wizard", "Padding each batch to its longest example runs about twice as long "
                                                 "as packing examples into full sequences. “I don't know” assumes "
                                                 "padded; the likely range reaches packed."))


class CheckpointQuestion(_YesNoQuestion):
    workload = "llm"

    def __init__(self, wizard: Wizard, page: Page):
        super().__init__(
            wizard, page, CK_PATH,
            ((QCoreApplication.translate("Wizard", "On (the fine-tuning tools' default)"), True),
             (QCoreApplication.translate("Wizard", "Off"), False)),
            QCoreApplication.translate("Wizard", "Gradient (activation) checkpointing?"),
            QCoreApplication.translate("Wizard", "Checkpointing saves GPU memory by computing each layer's forward pass "
                                                 "again during the backward pass: about 1.5× the work of LoRA, 1.33× "
                                                 "of a full fine-tune. torchtune, LLaMA-Factory and most recipes turn "
                                                 "it on. “I don't know” assumes on; the likely range reaches off."))


class ServiceUseQuestion(_YesNoQuestion):
    """What a service is for (``inference.use``): the time a token it is sized for. "I don't know" assumes a chat,
    the strictest (answers.csv); the result lists it."""
    task = "inference"

    def __init__(self, wizard: Wizard, page: Page):
        super().__init__(
            wizard, page, USE_PATH,
            ((QCoreApplication.translate("Wizard", "A chat: people read the answers as they appear"), "chat"),
             (QCoreApplication.translate("Wizard", "An API: other programs call it"), "api"),
             (QCoreApplication.translate("Wizard", "Batch work: no one waits on an answer"), "batch")),
            QCoreApplication.translate("Wizard", "What is it for?"),
            QCoreApplication.translate("Wizard", "A chat is sized so each answer streams at reading speed (about 25 "
                                                 "tokens a second, MLPerf's interactive limit); an API may take 0.2 s "
                                                 "a token; batch work fills the GPUs. “I don't know” assumes a chat, "
                                                 "the strictest."))
