"""The wizard's question of an image model's data: how big is one image file ("3 MB", "200 KB")? It turns GB of
images into a number of images (the training time follows it) and a number of images into GB (the data disk and the
time to copy the data onto the servers). Asked of an image model that is trained or fine-tuned; "I don't know" leaves
``data.image_mb`` out, and the scenario assumes ImageNet's average (defaults.csv image_bytes_per_sample), listed with
the result. Kept beside the wizard, which is near its size limit."""

from __future__ import annotations

import unicodedata
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from gpu_advisor.gui.wizard_parts import number_edit

if TYPE_CHECKING:
    from gpu_advisor.gui.wizard import Page, Wizard

PATH = "data.image_mb"


def read_size(text: str) -> tuple[float | None, str]:
    """The field's answer in MB: (the size, "") or (None, what is wrong, in words); (None, "") when empty. A plain
    number is MB; "200 KB", "3MB", "1.5 GB", "3 兆" are read with their unit."""
    from gpu_advisor.core.base import parse_size_mb
    from gpu_advisor.core.scenario import LIMITS
    from gpu_advisor import text as W
    typed = text.strip()
    if not typed:
        return None, ""
    hidden = next((c for c in typed if unicodedata.category(c) in ("Cc", "Cf")), None)
    if hidden is not None:  # "3\x01MB" was echoed raw ("“3□MB” is not a size"): named, as the number fields do
        visible = "".join(c for c in typed if unicodedata.category(c) not in ("Cc", "Cf"))
        return None, QCoreApplication.translate(
            "Wizard", "“%1” contains an invisible control character (%2): clear the field and type it again.").replace(
            "%1", visible if len(visible) <= 40 else visible[:39] + "…").replace("%2", f"U+{ord(hidden):04X}")
    shown = typed if len(typed) <= 40 else typed[:39] + "…"
    v = parse_size_mb(typed)
    if v is None:
        return None, W.not_number_text(PATH, shown)
    if v <= 0:
        return None, W.not_positive_text(PATH, shown)
    low, high = LIMITS[PATH]
    if v > high:
        return None, W.too_large_text(PATH, high, shown)
    if v < low:  # quoted as typed, as the other limits are ("“1 B” is too small (minimum 100 bytes)")
        return None, W.too_small_text(PATH, low, shown)
    return v, ""


def size_text(mb: Any) -> str:
    """A size in MB as the field shows it and reads it back: "3 MB", "200 KB" (the language's digits and units)."""
    from gpu_advisor.core.base import finite_float
    from gpu_advisor.text import file_size
    f = finite_float(mb)
    return "" if f is None else file_size(f).replace("\u00a0", " ")


class ImageSizeQuestion:
    """The size of one image file, with "I don't know", on the data page; shown for an image model's training and
    fine-tuning only (serving is sized for language models, whose data is counted in tokens)."""

    def __init__(self, wizard: Wizard, page: Page):
        self.wizard, self.page = wizard, page
        self.edit = number_edit(QCoreApplication.translate("Wizard", "e.g. 3 MB or 200 KB"))
        self.row = wizard._field(
            page, PATH, QCoreApplication.translate("Wizard", "How big is one image file, roughly?"), self.edit,
            QCoreApplication.translate(
                "Wizard", "As your files are stored: a folder's size divided by its number of images, or one file's "
                          "size in its properties. It turns GB into a number of images, and images into GB of disk "
                          "and copying. “I don't know” assumes the average file of the photos models like yours "
                          "train on: about 110 KB (ImageNet's) for a classifier, 160 KB (COCO's) for a detector."),
            QCoreApplication.translate("Wizard", "I don't know"))  # (ticked with the wizard's other defaults)

    @staticmethod
    def asked(task: str, workload: Any) -> bool:
        return workload == "cv" and task in ("train", "finetune")

    def show(self, task: str, workload: Any) -> None:
        self.page.form.setRowVisible(self.row, self.asked(task, workload))

    def answer(self, task: str, workload: Any, data: dict, errors: dict[str, str]) -> None:
        """Put the answer into the scenario's ``data`` (nothing for "I don't know" or a question not shown)."""
        if not self.asked(task, workload) or self.row.is_unknown():
            return
        value, error = read_size(self.edit.text())
        if error:
            errors[PATH] = error
        elif value is not None:
            data["image_mb"] = value

    def load(self, data: dict) -> None:
        """Take the answer from a scenario's ``data`` (a number of MB, or a size written with its unit)."""
        from gpu_advisor.core.base import parse_size_mb
        given = data.get("image_mb")
        self.row.unknown_box().setChecked(given is None)
        mb = parse_size_mb(given) if given is not None else None
        self.edit.setText(size_text(mb) if mb is not None and mb > 0 else ("" if given is None else str(given)))

    def show_assumed(self, used: dict) -> None:
        """The size assumed for "I don't know", greyed in the empty field: "110 KB (assumed)"."""
        if self.row.is_unknown() and used.get(PATH) is not None:
            assumed = QCoreApplication.translate("Wizard", "%1 (assumed)")
            self.edit.setPlaceholderText(assumed.replace("%1", size_text(used[PATH])))
        else:
            self.edit.setPlaceholderText(QCoreApplication.translate("Wizard", "e.g. 3 MB or 200 KB"))
