"""The wizard's building blocks: a question with its help, "I don't know" box and error line (``Field``), a page of
questions (``Page``), a number box (``number_edit``) and its reading (``read_number``), and the kind of model kept
for each task (``TaskKinds``)."""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from PySide6.QtCore import QCoreApplication, QSignalBlocker, Qt, QTimer
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (QCheckBox, QComboBox, QFormLayout, QFrame, QLabel, QLineEdit, QListView, QScrollArea,
                               QVBoxLayout, QWidget)

from gpu_advisor.core.scenario import LIMITS  # (a lazy door: no pandas before the first page shows)


HELP_STYLE = "color: palette(placeholder-text);"
ERROR_STYLE = "color: #b00020;"


# The text fields that say "Needed" when emptied rather than tick their "I don't know" (``Field``): the amount of data
# and the model's size, which the wizard asks for (``Wizard.collect``).
NEEDED_WHEN_EMPTY = frozenset({"data", "model.params"})


class Field(QWidget):
    """A question: the input, a short help text, an optional "I don't know" box and an error line. A text field with
    the box that the user empties (keys, Ctrl+Z, its clear button) ticks the box, unless ``needed``: an empty answer
    is left out of the scenario and assumed, and the box then says so (it once stayed unticked beside an empty field
    after Ctrl+Z, and the result took an assumed 1 request/s with nothing on screen saying so)."""

    def __init__(self, editor: QWidget, help_text: str, dont_know: str | None = None, parent=None,
                 needed: bool = False):
        super().__init__(parent)
        self.editor = editor
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 6)
        lay.setSpacing(2)
        if isinstance(editor, QComboBox):  # long item texts never widen the page past the window
            editor.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            editor.setMinimumContentsLength(10)
        lay.addWidget(editor)
        self.unknown = None
        if dont_know:  # on its own line under the editor: always in view, whatever the width
            self.unknown = QCheckBox(dont_know, self)
            lay.addWidget(self.unknown)
            if isinstance(editor, QLineEdit):
                # A text field stays open: typing a value is an answer, so "I don't know" unticks itself (and
                # ticks itself when the field is emptied); ticking it clears the value (the assumed one shows greyed
                # as the placeholder).
                editor.textEdited.connect(lambda text: self._typed(text, needed))
                self.unknown.toggled.connect(lambda on: editor.clear() if on else None)
            else:
                self.unknown.toggled.connect(lambda on: editor.setEnabled(not on))
        self.help = QLabel(help_text, self)
        self.help.setWordWrap(True)
        self.help.setStyleSheet(HELP_STYLE)
        lay.addWidget(self.help)
        self.error = QLabel(self)
        self.error.setWordWrap(True)
        self.error.setStyleSheet(ERROR_STYLE)
        self.error.setVisible(False)
        lay.addWidget(self.error)
        editor.setAccessibleDescription(help_text)

    def _typed(self, text: str, needed: bool) -> None:
        if self.unknown is not None and (text.strip() or not needed):
            self.unknown.setChecked(not text.strip())

    def is_unknown(self) -> bool:
        return bool(self.unknown and self.unknown.isChecked())

    def unknown_box(self) -> QCheckBox:
        """The "I don't know" box of a question asked with one."""
        if self.unknown is None:
            raise LookupError("this question has no “I don't know” box")
        return self.unknown

    def set_error(self, text: str) -> None:
        """``text`` under the question, as a sentence (the engine's words are a clause: "the number is too large
        (maximum …)"); "" takes it away."""
        if text:
            from gpu_advisor.text import as_sentence
            text = as_sentence(text)
        if text == getattr(self, "_error_text", None):
            return  # as it is (every field is checked again at each keystroke: no style sheet set again)
        self._error_text = text
        self.error.setText(text)
        self.error.setVisible(bool(text))
        self.editor.setProperty("invalid", bool(text))
        self.editor.setStyleSheet("border: 1px solid #b00020;" if text and isinstance(self.editor, QLineEdit) else "")


class Page(QScrollArea):
    def __init__(self, title: str, intro: str, parent=None):
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # content wraps to the width
        inner = QWidget(self)
        self.layout_ = QVBoxLayout(inner)
        head = QLabel(f"<h3>{title}</h3>", inner)
        head.setWordWrap(True)
        self.layout_.addWidget(head)
        text = QLabel(intro, inner)
        text.setWordWrap(True)
        self.layout_.addWidget(text)
        self.intro = text
        self.form = QFormLayout()
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
        self.layout_.addLayout(self.form)
        self.layout_.addStretch(1)
        self.setWidget(inner)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes from the questions to the wizard's buttons, not here
        self.title = title

    def showEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        """Laid out afresh when shown: help texts and messages that grew while the page was hidden (another goal's
        texts, the engine's marks) kept the lines of their old size, cut in half and over the field under them
        (walk 25: a fine-tune's Data page after the goal went elsewhere and back)."""
        super().showEvent(event)
        QTimer.singleShot(0, self, self._relayout)  # (after the show's own layout, which kept the old sizes)

    def _relayout(self) -> None:
        inner = self.widget()
        lay = inner.layout() if inner is not None else None
        if lay is not None:
            lay.invalidate()


class TaskKinds:
    """The kind of model and the known model answered for building a model (training, fine-tuning) and for serving
    one, each kept while the other is answered: serving offers language models only, so a switch to "Serve a model"
    set the kind to a language model and dropped an image model chosen for training, and switching back showed
    neither. Now each comes back with its task; serving never shows the other task's image model."""

    def __init__(self, wizard) -> None:
        self.wizard = wizard
        self.kept: dict[str, tuple[Any, Any]] = {}  # "build" / "serve" -> (kind of model, known model's id or None)
        self.group: str | None = None  # the task's group the wizard shows now (None: new answers, nothing kept)

    def forget(self) -> None:
        """A new set of answers (a file opened, File > New): nothing of the last one comes back."""
        self.kept.clear()
        self.group = None

    def switch(self, task: str) -> None:
        """The task is ``task`` now: keep the answers of the group left, give back those of the group entered."""
        wz, group = self.wizard, "serve" if task == "inference" else "build"
        if self.group is not None and group != self.group:
            self.kept[self.group] = (wz.workload.currentData(),
                                     wz.preset.currentData() if wz.preset.currentIndex() > 0 else None)
            if group in self.kept:
                kind, preset = self.kept[group]
                with QSignalBlocker(wz.workload), QSignalBlocker(wz.preset):
                    wz._set_combo(wz.workload, kind)
                    i = wz.preset.findData(preset) if preset else 0
                    wz.preset.setCurrentIndex(max(i, 0))
        self.group = group


def answer_text(v, figure: bool = False) -> str:
    """A scenario's number as the wizard's field shows it (a float that is whole without its ".0"), rounded as the
    card rounds it (``round_shown``: 0.3125 requests/s reads 0.313 in both, Python's own rounding read 0.312).
    ``figure``: the card's figure itself (an assumed answer in a field's hint: 13.02 requests/s reads 13, as the
    result says); else an answer of the user's kept to 2 decimals (3 significant digits below 1)."""
    if v is None:
        return ""
    if isinstance(v, float) and v.is_integer() and abs(v) < 1e15:
        return str(int(v))
    if isinstance(v, float):  # an assumed 0.052083333333333336 requests/s reads 0.0521, 2.3333 passes 2.33
        from gpu_advisor.core.base import round_shown
        text = format(round_shown(v, None if figure or abs(v) < 1 else 2), "f")
        return text.rstrip("0").rstrip(".") if "." in text else text
    return str(v)


def read_number(text: str, integer: bool = False, typed: str | None = None,
                limit: str | None = None) -> tuple[float | int | None, str]:
    """A number field's answer: (the number, "") or (None, what is wrong, in words); (None, "") when empty. "1,5" is
    refused with its own message: a comma only separates thousands ("1,500"), the decimal mark is a point.
    ``typed``: the whole text when ``text`` is the number in it (an amount of money without its "¥"), for the
    messages, which quote what was typed; a money field's message then shows amounts of money. ``limit``: the
    scenario field whose highest value a number too large to hold ("1e400", a 1 and 400 zeros) is refused with."""
    from gpu_advisor.core.base import NUM_RE, number_text, parse_number, plain_text
    whole = (typed if typed is not None else text).strip()
    text = plain_text(text.strip())  # (“１，５”: the comma's message too)
    if not whole:
        return None, ""
    v = parse_number(text) if text else None
    hidden = next((c for c in whole if unicodedata.category(c) in ("Cc", "Cf")), None) if v is None else None
    if hidden is not None:  # pasted "5\x07" shows as "5": "“5” is not a number" named nothing wrong
        visible = "".join(c for c in whole if unicodedata.category(c) not in ("Cc", "Cf"))
        return None, QCoreApplication.translate(
            "Wizard", "“%1” contains an invisible control character (%2): clear the field and type it again.").replace(
            "%1", visible if len(visible) <= 40 else visible[:39] + "…").replace("%2", f"U+{ord(hidden):04X}")
    shown = whole if len(whole) <= 40 else whole[:39] + "…"  # (a paste repeated whole widened the page)
    if v is None and "," in text and parse_number(text.replace(",", "")) is not None:
        point = text.replace(",", ".")
        return None, QCoreApplication.translate(
            "Wizard", "“%1”: use a point for decimals (%2) — a comma only separates thousands (1,500).").replace(
            "%1", shown).replace("%2", point if parse_number(point) is not None and len(point) <= 40 else "1.5")
    plain = number_text(text) if v is None and typed is None else None
    if plain is not None and NUM_RE.match(plain):  # written as a number, too large for any figure: said so
        from gpu_advisor import text as W
        if plain.lstrip().startswith("-"):
            return None, W.not_positive_text(limit, shown)
        if limit in LIMITS:
            return None, W.too_large_text(limit, LIMITS[limit][1], shown)
        return None, QCoreApplication.translate("Wizard", "“%1” is too large.").replace("%1", shown)
    if v is None and typed is not None:
        return None, QCoreApplication.translate(
            "Wizard", "“%1” is not an amount. Write it like 100000, 100,000, ¥10万 or $14,000.").replace("%1", shown)
    if v is None:  # (an example that fits the field: "100 or 0.5" hours for a deadline, not "7B or 2e12")
        from gpu_advisor import text as W
        return None, W.not_number_text(limit, shown)
    if v <= 0:  # "“-5”: the deadline must be more than 0 hours.", as the budget's message names its quantity
        from gpu_advisor import text as W
        return None, W.not_positive_text(limit, shown)
    if limit in LIMITS and v > LIMITS[limit][1]:  # said as a number too large to hold is ("1e30" as "1e400")
        from gpu_advisor import text as W
        return None, W.too_large_text(limit, LIMITS[limit][1], shown)
    if integer and not float(v).is_integer():
        return None, QCoreApplication.translate("Wizard", "Must be a whole number.")
    return (int(v) if integer or float(v).is_integer() and abs(v) < 2**53 else v), ""


def read_data_amount(text: str, box: QComboBox, limit: str | None = None) -> tuple[float | int | None, str]:
    """The data question's amount, as ``read_number``'s answer, with a unit written after it when that unit is the
    one chosen in ``box`` ("Measured in"): "50 GB" (GB chosen) is 50, "500 MB" 0.5, "2B tokens" 2e9. A unit that is
    not the chosen one is refused saying both ("“50 GB” is in GB of training data, but the amount is measured in
    tokens"), as is a word that names no unit; a number alone is read as ``read_number`` reads it ("7B" tokens)."""
    from gpu_advisor import text as W
    from gpu_advisor.core.base import parse_number, plain_text
    whole = plain_text(text).strip()
    unit = str(box.currentData() or "")
    chosen = box.currentText()
    split = None  # (the number, the unit it is in, the factor into it, the unit's words as typed)
    for i in range(len(whole) - 1, 0, -1):
        head, word = whole[:i].strip(), whole[i:].strip()
        if not head or not word or whole[i - 1].isalpha() and whole[i].isalpha():
            continue  # (a word is not cut in two: "50 GB" is not "50 G" and "B")
        hit = W.data_unit_of(word) or ((unit, 1.0) if W.unit_key(word) == W.unit_key(chosen) else None)
        if hit is not None and re.search(r"\d", head):  # (its number read below: "1,5 GB" gets the comma's message)
            split = (head, hit[0], hit[1], word)
            break
    if split is None:
        value, error = read_number(text, limit=limit)
        # a number, then a word (letters, no digits: not "1e400", not a pasted control character)
        m = re.match(r"^\s*([-+]?[\d.,，\s]*\d)\s*([^\W\d_][^\d]*)$", whole) if error else None
        if m and parse_number(whole) is None and parse_number(m.group(1)) is not None:  # a word that names no unit
            return None, QCoreApplication.translate(
                "Wizard", "“%1”: “%2” is not a unit this answer is measured in; type the amount in %3 (chosen "
                          "under “Measured in”), e.g. %4.").replace("%1", W.typed_shown(text)).replace(
                "%2", m.group(2).strip()).replace("%3", chosen).replace("%4", m.group(1).strip())
        return value, error
    head, code, factor, word = split
    if code != unit:
        i = box.findData(code)
        written = box.itemText(i) if i >= 0 else word
        return None, (QCoreApplication.translate(
            "Wizard", "“%1” is in %2, but the amount is measured in %3: choose %2 under “Measured in”, or type the "
                      "amount in %3.") if i >= 0 else QCoreApplication.translate(
            "Wizard", "“%1” is in %2, which this model's data is not measured in here; type the amount in %3.")
        ).replace("%1", W.typed_shown(text)).replace("%2", written).replace("%3", chosen)
    value, error = read_number(head, limit=limit)
    if error or value is None:
        return value, error
    value = value * factor
    if limit in LIMITS and value > LIMITS[limit][1]:
        return None, W.too_large_text(limit, LIMITS[limit][1], W.typed_shown(text))
    return (int(value) if float(value).is_integer() and abs(value) < 2**53 else value), ""


def number_edit(placeholder: str) -> QLineEdit:
    e = QLineEdit()
    e.setPlaceholderText(placeholder)
    e.setClearButtonEnabled(True)
    return e


def data_help(task: str, workload: str | None) -> str:
    """The data question's help for the work at hand (issue 29: no Chinchilla hint for an image model)."""
    if task == "train" and workload == "llm":
        return QCoreApplication.translate("Wizard", "For training from scratch, “I don't know” assumes the "
                                                    "compute-optimal 20 tokens per parameter (Chinchilla).")
    if task == "train" and workload == "cv":
        return QCoreApplication.translate("Wizard", "For an image model, “I don't know” assumes the data set models "
                                                    "like it are measured on: ImageNet's 1.28 million training images "
                                                    "for a classifier, COCO's 118,287 for a YOLOv5 detector.")
    if task == "finetune":
        return QCoreApplication.translate("Wizard", "Your own data: the amount decides the time, so give your best "
                                                    "guess.")
    return QCoreApplication.translate("Wizard", "GB, tokens or samples, as you know it; “I don't know” is "
                                                "allowed.")


def spot_asked(task: str, catalog) -> bool:
    """Whether "Can the job be interrupted?" means anything: not for a service where the catalog's spot rules run
    no service on spot servers (service_spot; the answer would be asked and ignored)."""
    if task != "inference" or catalog is None:
        return True
    from gpu_advisor.core.catalog import cost  # (numpy and pandas: not before the questions are painted)
    return cost.service_spot_allowed(catalog)


def size_closed(wz) -> bool:
    """Whether the model's size is not asked: an image model to build (train, fine-tune) without a past run. Its work
    per image, which times it, depends on its design and image size, not on its size in parameters (ResNet-50 and
    YOLOv8m both have 26 million; YOLOv8m does ten times the work per image), so a size alone cannot be timed; a
    known model brings its figure, a past run times the job by itself (the size then sets the memory)."""
    return wz.workload.currentData() == "cv" and wz.task() != "inference" and not wz.has_ref.isChecked()


def show_size_question(wz) -> None:
    """The size question as the kind of work asks it: greyed, with why, for an image model without a past run
    (``size_closed``); "I don't know" stays (the typical image model, assumed and shown)."""
    closed = size_closed(wz)
    field = wz.fields["model.params"]
    if not hasattr(wz, "_size_help"):
        wz._size_help = field.help.text()
    wz.params.setEnabled(not closed)
    field.help.setText(QCoreApplication.translate(
        "Wizard", "An image model is chosen by name: its work per image, which sets its time, depends on its design "
                  "and image size, not on its size (ResNet-50 and YOLOv8m both have 26 million parameters; YOLOv8m "
                  "does ten times the work per image). For a model not listed, give a past run of it on the "
                  "“Past run” page: its size is then asked here.") if closed else wz._size_help)
    wz.preset.setItemText(0, QCoreApplication.translate("Wizard", "(choose an image model)") if closed
                          else QCoreApplication.translate("Wizard", "(type a size instead)"))


def model_answer(wz, obj: dict, pid: Any, params: Any, active: Any, errors: dict[str, str]) -> None:
    """The model part of the wizard's scenario (``Wizard.collect``): a known model, or a size (with its active
    parameters for a mixture of experts), or nothing ("I don't know": the scenario assumes the typical model), and
    the errors of the model page. A size typed for an image model without a past run is refused at the field, as the
    scenario file refuses it (``size_closed``)."""
    closed = size_closed(wz)
    if pid:
        obj["model"] = {"preset": pid}
        if active:
            errors["model.params_active"] = QCoreApplication.translate(
                "Wizard", "A known model brings its own; clear this, or choose “(type a size instead)” above.")
    elif params and closed:
        errors["model.params"] = QCoreApplication.translate(
            "Wizard", "An image model's size alone cannot be timed: choose a known model above, tick “I don't know”, "
                      "or give a past run of it (“Past run” page).")
    elif params:
        obj["model"] = {"params": params}
        if active and active > params:
            errors["model.params_active"] = QCoreApplication.translate("Wizard", "Must not be more than the size above.")
        elif active:
            obj["model"]["params_active"] = active
    elif "model.params" not in errors and not wz.fields["model.params"].is_unknown():
        errors["model.params"] = (
            QCoreApplication.translate("Wizard", "Needed: choose a known model — or tick “I don't know”.") if closed
            else QCoreApplication.translate("Wizard", "Needed: choose a known model or type its size — or tick "
                                                      "“I don't know”."))
    if active and not pid and not params and "model.params" not in errors:
        errors["model.params_active"] = QCoreApplication.translate(
            "Wizard", "Needs the size above: type the model's total parameters.")


def show_data_questions(wz, task: str) -> None:
    """The data page's questions as the task and the kind of model ask them: the fine-tuning method for a fine-tune
    (``show_method_question``), packing and checkpointing for a language model's (``wizard_packed``), and only the
    units of data the catalog converts for this kind of model (``data_units``), with a help that names them."""
    workload = wz.workload.currentData()
    wz.page_data.form.setRowVisible(wz.method_field, task == "finetune")
    show_method_question(wz)
    wz.packed.show(task, workload)
    wz.checkpointing.show(task, workload)
    wz.image_size.show(task, workload)
    data_units(wz, task, workload)
    help_text = unit_help(task, workload)
    if wz.fields["data.unit"].help.text() != help_text:
        wz.fields["data.unit"].help.setText(help_text)
        wz.data_unit.setAccessibleDescription(help_text)


def unit_help(task: str, workload: str | None) -> str:
    """The help under "Measured in", naming what this kind of model learns from (no Q&A pairs for an image model)."""
    if workload == "cv":
        return QCoreApplication.translate("Wizard", "GB of images, the number of images (photos), or hours of "
                                                    "video… Each is converted with a stated, sourced ratio, listed "
                                                    "with the result.")
    if workload == "llm" and task == "train":
        return QCoreApplication.translate("Wizard", "GB, tokens, or what you have: documents, pages, conversations, "
                                                    "Q&A pairs… Each is converted with a stated, sourced ratio, "
                                                    "listed with the result.")
    if workload == "llm":
        return QCoreApplication.translate("Wizard", "GB, or what you have: Q&A pairs, documents, pages, images, "
                                                    "hours of audio… Each is converted with a stated, sourced ratio, "
                                                    "listed with the result.")
    return QCoreApplication.translate("Wizard", "GB, samples, or what you have: rows of a table (a click or an event "
                                                "each), hours of audio or video… Each is converted with a stated, "
                                                "sourced ratio, listed with the result.")


def show_method_question(wz) -> None:
    """The fine-tuning method as the kind of model asks it. A language model: full, LoRA or QLoRA, with "I don't
    know". An image, recommendation or reinforcement-learning model (``WHOLE_FINETUNE_WORKLOADS``) is fine-tuned
    whole: LoRA and QLoRA are a language model's (the engine's adapter rules are), so the question is stated, not
    asked: "Full fine-tuning", greyed, with why, and
    no "I don't know". A LoRA answered for a language model gives way when the model becomes an image model (the
    question is open again, "I don't know", and stays so on the way back: no answer the user can no longer see is
    sent), unless a scenario is being shown: a file's LoRA for an image model stays, and the core's message says at
    the field why (its list then offers full fine-tuning only)."""
    from gpu_advisor.core.base import ADAPTER_METHODS, WHOLE_FINETUNE_WORKLOADS
    box, field = wz.method, wz.method_field
    unknown = field.unknown_box()
    whole = wz.workload.currentData() in WHOLE_FINETUNE_WORKLOADS
    view, model = box.view(), box.model()
    assert isinstance(view, QListView) and isinstance(model, QStandardItemModel)  # a QComboBox's own list and items
    for i in range(box.count()):
        off = whole and box.itemData(i) in ADAPTER_METHODS
        view.setRowHidden(i, off)
        item = model.item(i)
        if item is not None:
            item.setEnabled(not off)  # (the arrow keys and the wheel skip it too)
    shown_file = wz._loading or wz._keep_preset
    if whole and box.currentData() in ADAPTER_METHODS and (unknown.isChecked() or not shown_file):
        with QSignalBlocker(unknown), QSignalBlocker(box):  # (every caller sends the answers after this)
            unknown.setChecked(True)
            box.setCurrentIndex(box.findData("full"))
    stated = whole and box.currentData() not in ADAPTER_METHODS  # else a file's adapter answer, said at the field
    unknown.setVisible(not stated)
    box.setEnabled(not stated and not unknown.isChecked())
    if not hasattr(wz, "_method_help"):
        wz._method_help = field.help.text()
    if not whole:
        help_text = wz._method_help
    elif wz.workload.currentData() == "cv":
        help_text = QCoreApplication.translate(
            "Wizard", "An image model is fine-tuned whole: every weight is trained, as published image fine-tuning "
                      "recipes do (BiT). LoRA and QLoRA train small adapters on a language model.")
    else:  # recommendation, reinforcement learning (answers.csv finetune,recsys / finetune,rl)
        help_text = QCoreApplication.translate(
            "Wizard", "A recommendation or reinforcement-learning model is fine-tuned whole: every weight is trained "
                      "(a recommendation model is mostly embedding tables, as in DLRM). LoRA and QLoRA train small "
                      "adapters on a language model.")
    if field.help.text() != help_text:
        field.help.setText(help_text)
        box.setAccessibleDescription(help_text)


def data_units(wz, task: str, workload: str | None) -> None:
    """The "Measured in" list offers only the kinds of item the answers table converts for this task and kind of model
    (``core.scenario.answers.item_kinds``: no Q&A pairs for an image model); GB, tokens and samples always. A kind
    chosen before that this model cannot use gives way to the first unit offered (GB), unless a scenario is being
    shown (its problem is then said at the field, in the list's words). Without the catalog, every unit is offered."""
    box = wz.data_unit
    ok: tuple[str, ...] | None = None
    if wz.catalog is not None and task != "inference":
        from gpu_advisor.core.scenario import answers  # (numpy and pandas: not before the questions are painted)
        ok = answers.item_kinds(wz.catalog, task, workload or "llm")
    view, model = box.view(), box.model()
    assert isinstance(view, QListView) and isinstance(model, QStandardItemModel)  # a QComboBox's own list and items
    for i in range(box.count()):
        code = str(box.itemData(i))
        off = ok is not None and code.startswith("items:") and code.split(":", 1)[1] not in ok
        view.setRowHidden(i, off)
        item = model.item(i)
        if item is not None:
            item.setEnabled(not off)  # (the arrow keys and the wheel skip it too)
    if ok is not None and view.isRowHidden(box.currentIndex()) and not wz._loading and not wz._keep_preset:
        box.setCurrentIndex(0)
