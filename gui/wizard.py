"""The needs-assessment wizard: plain questions, one idea per page, answers never lost.

The wizard turns answers into a scenario dictionary (the scenario file format of
``shared/design/interfaces.md``) and emits ``changed`` on every edit. It checks what it can at the
field at once (a number, above zero); the core's scenario check then reports problems by field path,
and ``show_problems`` puts each message under its field. "I don't know" answers leave the key out:
``core/scenario/answers.py`` assumes the answer for this task and kind of model, exactly as for a scenario file
on the command line, and the result lists it; ``show_assumed`` shows it in the greyed field.
"""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtWidgets import (QButtonGroup, QCheckBox, QComboBox, QHBoxLayout,
                               QLabel, QLineEdit, QListView, QListWidget, QListWidgetItem, QPushButton, QRadioButton,
                               QStackedWidget, QVBoxLayout, QWidget)

from typing import TYPE_CHECKING, Any

from gpu_advisor.core.base import KIND_WORKLOAD, Problem, SERVED_KINDS
from gpu_advisor.gui.wizard_image import ImageSizeQuestion
from gpu_advisor.gui.wizard_packed import CheckpointQuestion, PackedQuestion, ServiceUseQuestion
from gpu_advisor.gui.money_fields import money_edit, read_money
from gpu_advisor.gui.wizard_parts import (answer_text, data_help, data_units, Field, model_answer, NEEDED_WHEN_EMPTY,
                                          number_edit, Page, read_data_amount, read_number, show_data_questions, show_method_question,
                                          show_size_question, spot_asked, TaskKinds)
from gpu_advisor.gui.wizard_load import load_scenario
from gpu_advisor.gui.wizard_search import PresetSearch
from gpu_advisor.text import objective_name
from gpu_advisor.gui.wizard_size import SizeOrModel

if TYPE_CHECKING:  # the wizard's first page is shown before pandas and the catalog are loaded
    from gpu_advisor.core.catalog import Catalog

class Wizard(QWidget):
    """The questions. ``changed`` carries the scenario dict after every edit that passes the field checks."""

    changed = Signal(dict)
    invalid = Signal()  # an answer is marked in red at its field: nothing can be computed from these answers

    def __init__(self, catalog: Catalog | None, parent=None):
        """``catalog`` None: the questions are built without the catalog's lists (models, GPUs, clouds), so the
        first page shows before pandas and the catalog load; ``fill_lists`` adds them once the catalog is there."""
        super().__init__(parent)
        self.catalog = catalog
        self.fields: dict[str, Field] = {}
        self._loading = False
        # answers a file gives that no question here asks (the global batch; gpus, host rules): kept on save
        self._extra_data: dict[str, Any] = {}
        self._extra_prefs: dict[str, Any] = {}
        self.kinds = TaskKinds(self)  # the kind of model and known model of each task, kept across a switch
        self.steps = QListWidget(self)
        self.steps.setMaximumWidth(130)
        self.steps.setAccessibleName(self.tr("Steps"))
        self.stack = QStackedWidget(self)
        self.back = QPushButton(self.tr("< &Back"), self)
        self.next = QPushButton(self.tr("&Next >"), self)
        self.back.clicked.connect(lambda: self.go(self.stack.currentIndex() - 1))
        self.next.clicked.connect(lambda: self.go(self.stack.currentIndex() + 1))
        self._build_pages()
        self.steps.currentRowChanged.connect(self.stack.setCurrentIndex)
        self.stack.currentChanged.connect(self._on_page)
        nav = QHBoxLayout()
        nav.addStretch(1)
        nav.addWidget(self.back)
        nav.addWidget(self.next)
        right = QVBoxLayout()
        right.addWidget(self.stack, 1)
        right.addLayout(nav)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.steps)
        lay.addLayout(right, 1)
        self._placeholders = {path: f.editor.placeholderText() for path, f in self.fields.items()
                              if isinstance(f.editor, QLineEdit)}
        if catalog is not None:
            self.fill_lists(catalog)
        self.steps.setCurrentRow(0)
        self._on_task()
        self._on_page(0)

    def fill_lists(self, catalog: Catalog) -> None:
        """The catalog's lists: known models, reference GPUs and clouds (once, when the catalog is first there;
        nothing is emitted)."""
        self.catalog = catalog
        self._show_spot_question()
        data_units(self, self.task(), self.workload.currentData())  # (the units this model can use: the catalog's)
        if self.preset.count() > 1:
            return
        with QSignalBlocker(self.preset), QSignalBlocker(self.ref_gpu), QSignalBlocker(self.providers):
            models = catalog["models"]
            for pid, name, kind in zip(models["preset_id"], models["display_name"], models["kind"]):
                self.preset.addItem(f"{name}", pid)
                self._preset_kinds[str(pid)] = str(kind)
            ref = self.ref_gpu.currentText()
            for g in catalog["gpus"]["gpu"]:
                self.ref_gpu.addItem(str(g), str(g))
            self.ref_gpu.setCurrentText(ref)
            from gpu_advisor.gui.app import current_language
            lang_zh = current_language() == "zh_CN"
            for pid, en, zh in zip(catalog["providers"]["provider"], catalog["providers"]["name_en"],
                                   catalog["providers"]["name_zh"]):
                it = QListWidgetItem(zh if lang_zh else en, self.providers)
                it.setData(Qt.ItemDataRole.UserRole, pid)
                it.setFlags(it.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                it.setCheckState(Qt.CheckState.Unchecked)
        self._filter_presets(self.task() == "inference")

    # ------------------------------------------------------------ pages
    def _add_page(self, page: Page) -> None:
        self.stack.addWidget(page)
        QListWidgetItem(page.title, self.steps)

    def _field(self, page: Page, path: str, label: str, editor: QWidget, help_text: str,
               dont_know: str | None = None) -> Field:
        f = Field(editor, help_text, dont_know, page, needed=path in NEEDED_WHEN_EMPTY)
        editor.setAccessibleName(label)
        lab = QLabel(label, page)
        lab.setWordWrap(len(label) > 32)  # a long question wraps rather than widening the page
        lab.setBuddy(editor)
        page.form.addRow(lab, f)
        self.fields[path] = f
        if isinstance(editor, QLineEdit):
            editor.textChanged.connect(self._edited)
            editor.returnPressed.connect(lambda p=path: self._enter(p))
        elif isinstance(editor, QComboBox):
            editor.currentIndexChanged.connect(self._edited)
            if editor.isEditable():
                editor.editTextChanged.connect(self._edited)
        if f.unknown is not None:
            f.unknown.toggled.connect(self._edited)
        return f

    def _build_pages(self) -> None:
        # 1. What do you want to do?
        p = Page(self.tr("Goal"), self.tr("What do you want to do with GPUs?"))
        box = QWidget(p)
        v = QVBoxLayout(box)
        v.setContentsMargins(0, 0, 0, 0)
        self.task_group = QButtonGroup(self)
        self.task_buttons = {}
        for code, text in (("train", self.tr("&Train a model")), ("finetune", self.tr("F&ine-tune a model")),
                           ("inference", self.tr("Ser&ve a model"))):  # short: the help text below says more
            b = QRadioButton(text, box)
            self.task_group.addButton(b)
            self.task_buttons[code] = b
            v.addWidget(b)
        self.task_buttons["train"].setChecked(True)
        self.task_group.buttonToggled.connect(lambda *_: self._on_task())
        self.task_group.buttonToggled.connect(lambda *_: self._edited())  # after _on_task (connection order)
        f = Field(box, self.tr("Training builds a model from scratch; fine-tuning adapts an existing model to your "
                               "data; serving answers users' requests (inference)."), None, p)
        p.form.addRow(f)
        self.fields["task"] = f
        self.workload = QComboBox(p)
        for code, text in (("llm", self.tr("Language model (text)")), ("cv", self.tr("Vision (images)")),
                           ("recsys", self.tr("Recommendation")), ("rl", self.tr("Reinforcement learning"))):
            self.workload.addItem(text, code)
        # the questions follow the kind of model before the answers are sent (_edited, connected by _field)
        self.workload.currentIndexChanged.connect(lambda *_: self._on_task())
        self._field(p, "workload", self.tr("Kind of model"), self.workload,
                    self.tr("Different kinds of work stress compute, memory and storage differently."))
        self._add_page(p)

        # 2. Model
        p = Page(self.tr("Model"), self.tr("Which model, or how big is it?"))
        self.page_model = p
        self.preset = QComboBox(p)
        self.preset.setEditable(True)
        self.preset.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.preset.addItem(self.tr("(type a size instead)"), "")
        self._preset_kinds: dict[str, str] = {}  # preset id -> models.csv kind (the list follows the kind of work)
        self._keep_preset = False
        f = self._field(p, "model.preset", self.tr("Known model"), self.preset,
                        self.tr("Type a name or what the model does: Llama, Qwen, ResNet, detector, chat…"))
        self.search = PresetSearch(self, self.preset, f)  # word by word, closest first (gui/wizard_search.py)
        self._preset_names = self.search.names
        self.params = number_edit(self.tr("e.g. 7B or 7e9"))
        self._field(p, "model.params", self.tr("…or its size in parameters"), self.params,
                    self.tr("A size typed here takes the place of the known model above (empty it to have the "
                            "model back). 7B = 7 billion parameters."), self.tr("I don't know"))
        self.size_or_model = SizeOrModel(self)  # the last of the two given is the answer (gui/wizard_size.py)
        # issue 28 v3.4: a mixture of experts typed by size (a known one brings its own figure)
        self.params_active = number_edit(self.tr("e.g. 3B (leave empty for a dense model)"))
        self._field(p, "model.params_active", self.tr("…of which active per token"), self.params_active,
                    self.tr("Only for a mixture of experts, e.g. 30B with 3B active per token (“A3B”): it computes "
                            "with the active parameters and trains slower per computation than a dense model. Leave "
                            "it empty for a dense model."))
        self._add_page(p)

        # 3. Data (training / fine-tuning)
        p = Page(self.tr("Data"), self.tr("How much data will the model learn from?"))
        self.page_data = p
        self.data_unit = QComboBox(p)
        self.data_unit.addItem(self.tr("GB of training data"), "dataset_gb")
        self.data_unit.addItem(self.tr("tokens"), "tokens")
        self.data_unit.addItem(self.tr("samples (images, records)"), "samples")
        # Issue 29: the data in the user's own terms, converted by the catalog's sourced table (shown as assumed).
        for kind, text in (("qa_pairs", self.tr("Q&A pairs")), ("conversations", self.tr("conversations")),
                           ("documents", self.tr("documents")), ("pages", self.tr("pages")),
                           ("images", self.tr("images")), ("audio_hours", self.tr("hours of audio")),
                           ("video_hours", self.tr("hours of video")), ("rows", self.tr("rows of a table"))):
            self.data_unit.addItem(text, f"items:{kind}")
        # The unit the user picked is never changed behind their back by an assumed answer (show_assumed).
        self._unit_chosen = False
        self.data_unit.currentIndexChanged.connect(self._on_unit_changed)
        self._field(p, "data.unit", self.tr("Measured in"), self.data_unit,
                    self.tr("GB, or what you have: Q&A pairs, documents, pages, images, hours of audio… Each is "
                            "converted with a stated, sourced ratio, listed with the result."))
        self.data_amount = number_edit(self.tr("e.g. 50"))
        self._field(p, "data", self.tr("Amount"), self.data_amount,
                    self.tr("For training from scratch, “I don't know” assumes the compute-optimal 20 tokens per "
                            "parameter (Chinchilla)."), self.tr("I don't know"))
        self._unit_before_assumed: int | None = None  # the unit shown before an assumed answer's, given back on answer
        self.fields["data"].unknown_box().toggled.connect(self._data_answered)
        self.image_size = ImageSizeQuestion(self, p)  # an image model's: GB <-> images (gui/wizard_image.py)
        self.epochs = number_edit(self.tr("e.g. 3"))
        self._field(p, "data.epochs", self.tr("Passes over the data (epochs)"), self.epochs,
                    self.tr("How many times the model reads all the data."), self.tr("I don't know"))
        self.method = QComboBox(p)
        for code, text in (("lora", self.tr("LoRA (small adapters; cheap)")), ("qlora", self.tr("QLoRA (4-bit; cheapest)")),
                           ("full", self.tr("Full fine-tuning (all weights)"))):
            self.method.addItem(text, code)
        self.method_field = self._field(p, "finetune_method", self.tr("Fine-tuning method"), self.method,
                                        self.tr("LoRA trains a small add-on and needs far less memory."),
                                        self.tr("I don't know"))
        for signal in (self.method.currentIndexChanged, self.method_field.unknown_box().toggled):  # (after _edited)
            signal.connect(lambda *_: show_method_question(self))  # an image model's: stated, not asked
        self.packed = PackedQuestion(self, p)  # issue 28
        self.checkpointing = CheckpointQuestion(self, p)  # issue 28 v3.2
        self.precision = QComboBox(p)
        for code in ("bf16", "fp16", "fp8", "fp32"):
            self.precision.addItem(code.upper(), code)
        self._field(p, "precision", self.tr("Number precision"), self.precision,
                    self.tr("BF16 mixed precision is the usual choice."), self.tr("I don't know"))
        self._add_page(p)

        # 4. Serving
        p = Page(self.tr("Traffic"), self.tr("How much will the model be used?"))
        self.page_serving = p
        self.users = number_edit(self.tr("e.g. 200"))
        self._field(p, "inference.users", self.tr("How many people will use it?"), self.users,
                    self.tr("For example “a chatbot for 200 employees”. Turned into requests per second at the "
                            "busiest hour with the stated figures below (each listed with the result)."),
                    self.tr("I don't know"))
        self.per_user = number_edit(self.tr("e.g. 5"))
        self._field(p, "inference.requests_per_user", self.tr("Questions per person per working day"), self.per_user,
                    self.tr("“I don't know” takes what chat-assistant users send on average."), self.tr("I don't know"))
        self.work_hours = number_edit(self.tr("e.g. 8"))
        self._field(p, "inference.working_hours", self.tr("Working hours a day"), self.work_hours,
                    self.tr("The requests of a day arrive in these hours."), self.tr("I don't know"))
        self.qps = number_edit(self.tr("e.g. 10"))
        self._field(p, "inference.qps", self.tr("…or requests per second at peak"), self.qps,
                    self.tr("Busy hour, not the daily average. When given, it is used instead of the people."),
                    self.tr("I don't know"))
        self.in_tokens = number_edit(self.tr("e.g. 512"))
        self._field(p, "inference.input_tokens", self.tr("Prompt length (tokens)"), self.in_tokens,
                    self.tr("About ¾ of a word per token in English; 1–2 Chinese characters per token."),
                    self.tr("I don't know"))
        self.out_tokens = number_edit(self.tr("e.g. 256"))
        self._field(p, "inference.output_tokens", self.tr("Answer length (tokens)"), self.out_tokens,
                    self.tr("How long a typical answer is."), self.tr("I don't know"))
        self.use = ServiceUseQuestion(self, p)
        self.latency = number_edit(self.tr("e.g. 20"))
        self._field(p, "inference.p95_latency_s", self.tr("Longest acceptable wait (seconds)"), self.latency,
                    self.tr("For 95% of requests."), self.tr("No limit"))
        self._add_page(p)

        # 5. Reference run
        p = Page(self.tr("Past run"), self.tr("Optional: did you already run this job somewhere?"))
        self.page_ref = p
        self.has_ref = QCheckBox(self.tr("Yes, I know how long it took"), p)
        self.has_ref.toggled.connect(lambda *_: self._on_task())  # (an image model's size is asked with a past run)
        self.has_ref.toggled.connect(self._edited)
        p.form.addRow(self.has_ref)
        self.ref_gpu = QComboBox(p)
        self.ref_gpu.setEditable(True)
        self.ref_gpu.setCurrentText("V100-32GB")
        self.ref_hours = number_edit(self.tr("e.g. 100"))
        self._field(p, "reference_run.hours", self.tr("How many hours"), self.ref_hours,
                    self.tr("Measured, or your own guess: for example “we expect about 100 hours”."))
        self._field(p, "reference_run.gpu", self.tr("On which GPU"), self.ref_gpu,
                    self.tr("For example “it took 100 hours on one V100”. “I don't know” takes a stated GPU, "
                            "listed with the result."), self.tr("I don't know"))
        self.ref_gpus = number_edit("1")
        self._field(p, "reference_run.gpus", self.tr("How many GPUs"), self.ref_gpus, "", self.tr("I don't know"))
        # A past run typed is a past run told: the box ticks itself (walk 25: "100" typed in "How many hours" with
        # the box left unticked was dropped without a word, the result as if no run had been given)
        typed = [self.ref_hours.textEdited, self.ref_gpus.textEdited]
        line = self.ref_gpu.lineEdit()
        if line is not None:
            typed.append(line.textEdited)
        for signal in typed:
            signal.connect(lambda text: self.has_ref.setChecked(True) if text.strip() else None)
        self._add_page(p)

        # 6. Deadline and budget
        p = Page(self.tr("Time and money"), self.tr("When must it be done, and what can you spend?"))
        self.page_money = p
        self.deadline = number_edit(self.tr("e.g. 100"))
        self._field(p, "deadline_hours", self.tr("Deadline (hours of running)"), self.deadline,
                    self.tr("Options slower than this are ruled out."), self.tr("No deadline"))
        self.budget = number_edit(self.tr("e.g. 100000"))
        self._field(p, "budget.amount", self.tr("Budget"), self.budget,
                    self.tr("Options dearer than this are ruled out."), self.tr("No budget"))
        row = QWidget(p)
        h = QHBoxLayout(row)
        h.setContentsMargins(0, 0, 0, 0)
        self.budget_currency = QComboBox(row)
        self.budget_currency.addItem(self.tr("CNY (¥)"), "CNY")
        self.budget_currency.addItem(self.tr("USD ($)"), "USD")
        self.budget_per = QComboBox(row)
        self.budget_per.addItem(self.tr("per month"), "month")
        self.budget_per.addItem(self.tr("in total"), "total")
        h.addWidget(self.budget_currency)
        h.addWidget(self.budget_per)
        h.addStretch(1)
        for w in (self.budget_currency, self.budget_per):
            w.currentIndexChanged.connect(self._edited)
        self.budget_currency.setAccessibleName(self.tr("Budget currency"))
        self.budget_per.setAccessibleName(self.tr("Budget period"))
        money_edit(self.budget, self.budget_currency)  # "$14,000" typed: the budget is in USD; Esc puts one back
        p.form.addRow("", row)
        self._add_page(p)

        # 7. Preferences
        p = Page(self.tr("Preferences"), self.tr("What matters to you?"))
        self.page_prefs = p
        self.spot = QComboBox(p)
        # short enough for the box at 1280 x 720 (the English one was cut at "…can resume (allows"): what a yes
        # allows is in the help under it
        self.spot.addItem(self.tr("Yes — it saves checkpoints and can resume"), "allow")
        self.spot.addItem(self.tr("No — it must run without interruption"), "avoid")
        self._field(p, "preferences.spot", self.tr("Can the job be interrupted?"), self.spot,
                    self.tr("Yes allows spot instances: they cost far less but can be taken back at short notice."),
                    self.tr("I don't know"))
        self.objective = QComboBox(p)
        for code in ("cheapest", "fastest", "balanced"):  # named as the result names the ranking ("Ranked by …")
            self.objective.addItem(objective_name(code), code)
        self._field(p, "preferences.objective", self.tr("What matters most"), self.objective,
                    self.tr("Cheapest picks the lowest cost that meets the deadline; fastest the quickest within "
                            "budget; balanced weighs a 1% saving against a 1% longer run."),
                    self.tr("I don't know"))
        self.providers = QListWidget(p)
        self.providers.setMaximumHeight(150)
        self.providers.itemChanged.connect(self._edited)
        self._field(p, "preferences.providers", self.tr("Only these clouds"), self.providers,
                    self.tr("Tick none to consider every cloud in the catalog."))
        self.regions = QLineEdit(p)
        self.regions.setPlaceholderText(self.tr("e.g. cn-shanghai, us-east-1"))
        self._field(p, "preferences.regions", self.tr("Only these regions"), self.regions,
                    self.tr("Comma-separated; empty for any region."))
        self.in_china = QComboBox(p)
        # what "I don't know" assumes first, so the greyed box shows it (it showed "Yes" beside an answer abroad)
        self.in_china.addItem(self.tr("No — servers abroad are fine"), False)
        self.in_china.addItem(self.tr("Yes — only servers in mainland China"), True)
        self._field(p, "preferences.data_in_china", self.tr("Must the data stay in mainland China?"), self.in_china,
                    self.tr("Servers abroad need an overseas account and payment, invoice in another currency, "
                            "and your data crosses the border."), self.tr("I don't know"))
        self.currency = QComboBox(p)
        self.currency.addItem(self.tr("CNY (¥)"), "CNY")
        self.currency.addItem(self.tr("USD ($)"), "USD")
        self._field(p, "preferences.currency", self.tr("Show prices in"), self.currency, "", self.tr("Automatic"))
        self.plan_slow = QCheckBox(self.tr("Plan for the slow case"), p)
        self.plan_slow.toggled.connect(self._edited)
        self._field(p, "preferences.plan_for", self.tr("Deadline and budget"), self.plan_slow,
                    self.tr("Checks the deadline and the budget against the high end of the likely range, "
                            "not the expected time. Runs of a week or more are always planned this way."))
        self._add_page(p)
        # Defaults of the wizard's own (core defaults apply where the key is left out).
        for path in ("data.epochs", "finetune_method", "precision", "preferences.spot", "preferences.objective",
                     "preferences.currency", "inference.qps", "inference.input_tokens", "inference.output_tokens",
                     "inference.p95_latency_s", "deadline_hours", "budget.amount", "inference.users",
                     "inference.requests_per_user", "inference.working_hours", "reference_run.gpu",
                     "reference_run.gpus", "preferences.data_in_china", "data.packed", "gradient_checkpointing",
                     "inference.use", "data.image_mb"):
            self.fields[path].unknown_box().setChecked(True)

    # ------------------------------------------------------------ navigation
    def go(self, index: int) -> None:
        while 0 <= index < self.stack.count() and self.steps.item(index).isHidden():
            index += 1 if index > self.stack.currentIndex() else -1
        if 0 <= index < self.stack.count():
            self.steps.setCurrentRow(index)

    def _enter(self, path: str) -> None:
        """Enter in a typed answer: the next page, its first question in focus, as a wizard's Enter goes on (walk 25:
        Enter did nothing); an answer marked in red keeps the page, its message in view."""
        if self.field_error(path) or not self.next.isEnabled():
            return
        self.go(self.stack.currentIndex() + 1)
        page = self.stack.currentWidget()
        first = None if page is None else next(
            (w for w in page.findChildren(QWidget) if w.isVisibleTo(page) and w.isEnabled()
             and w.focusPolicy() & Qt.FocusPolicy.TabFocus == Qt.FocusPolicy.TabFocus), None)
        (first or self.next).setFocus(Qt.FocusReason.TabFocusReason)

    def _on_page(self, index: int) -> None:
        visible = [i for i in range(self.stack.count()) if not self.steps.item(i).isHidden()]
        self.back.setEnabled(bool(visible) and index > visible[0])
        self.next.setEnabled(bool(visible) and index < visible[-1])

    def _on_task(self) -> None:
        task = self.task()
        self.kinds.switch(task)  # (before serving greys out the kinds it does not serve)
        serving = task == "inference"
        # serving is sized for language models only: the other kinds of work are greyed out for it, and the known
        # models listed are those of the kind of work chosen (a ResNet-50 is not offered as a language model)
        kinds = self.workload.model()
        for i in range(self.workload.count()):
            item = kinds.item(i) if hasattr(kinds, "item") else None
            if item is not None:
                item.setEnabled(not serving or self.workload.itemData(i) == "llm")
        if serving and self.workload.currentData() != "llm":
            with QSignalBlocker(self.workload):  # (the rest of this method follows the new kind)
                self.workload.setCurrentIndex(self.workload.findData("llm"))
        show_size_question(self)
        self._filter_presets(serving)
        self.steps.item(self.stack.indexOf(self.page_data)).setHidden(serving)
        self.steps.item(self.stack.indexOf(self.page_serving)).setHidden(not serving)
        # a service runs all month: no past training run, no deadline to meet (both were asked, and ignored)
        self.steps.item(self.stack.indexOf(self.page_ref)).setHidden(serving)
        self.page_money.form.setRowVisible(self.fields["deadline_hours"], not serving)
        self.page_money.intro.setText(self.tr("What can you spend?") if serving else
                                      self.tr("When must it be done, and what can you spend?"))
        self._show_spot_question()
        show_data_questions(self, task)  # (the method, packing, checkpointing and units this model is asked)
        self.use.show(task)
        # active parameters per token: a language model's question (a mixture of experts)
        if "model.params_active" in self.fields:
            self.page_model.form.setRowVisible(self.fields["model.params_active"],
                                               self.workload.currentData() == "llm")
        self._on_page(self.stack.currentIndex())

    def _show_spot_question(self) -> None:
        self.page_prefs.form.setRowVisible(self.fields["preferences.spot"], spot_asked(self.task(), self.catalog))

    def _filter_presets(self, serving: bool) -> None:
        """Only the known models of the chosen kind of work (and, for serving, the language models) are listed and
        completed; a chosen model of another kind goes back to “type a size”."""
        workload = self.workload.currentData()
        view = self.preset.view()
        assert isinstance(view, QListView)  # a QComboBox's own popup list
        shown = []
        for i in range(1, self.preset.count()):
            kind = self._preset_kinds.get(str(self.preset.itemData(i)), "")
            ok = KIND_WORKLOAD.get(kind, "llm") == workload and (not serving or kind in SERVED_KINDS)
            view.setRowHidden(i, not ok)
            if ok:
                shown.append(str(self.preset.itemData(i)))
            elif i == self.preset.currentIndex() and not self._keep_preset:
                self.preset.setCurrentIndex(0)
        self.search.set_listed(shown)

    def task(self) -> str:
        return next(c for c, b in self.task_buttons.items() if b.isChecked())

    # ------------------------------------------------------------ answers -> scenario
    def _edited(self, *args) -> None:
        if "data" in self.fields:
            help_text = data_help(self.task(), self.workload.currentData())
            if self.fields["data"].help.text() != help_text:
                self.fields["data"].help.setText(help_text)
        if self._loading:
            return
        obj, errors = self.collect()
        for path, f in self.fields.items():
            f.set_error(errors.get(path, ""))
        self._engine_marks = False  # every field shows its own check now, none the engine's
        if not errors:
            self.changed.emit(obj)
        else:
            self.invalid.emit()

    def _number(self, path: str, edit: QLineEdit, errors: dict, integer: bool = False):
        if self.fields[path].is_unknown():
            return None
        unit = str(self.data_unit.currentData() or "") if path == "data" else ""  # (the data field's unit decides)
        limit = ("data.items" if unit.startswith("items:") else f"data.{unit}") if path == "data" else path
        value, error = (read_money(edit.text(), self.budget_currency.currentData()) if edit is self.budget
                        else read_data_amount(edit.text(), self.data_unit, limit) if path == "data"  # "50 GB"
                        else read_number(edit.text(), integer, limit=limit))  # "¥100,000" (gui/money_fields.py)
        if error:
            errors[path] = error
        return value

    def collect(self) -> tuple[dict, dict[str, str]]:
        """The scenario dict of the current answers, and field errors found without the engine."""
        errors: dict[str, str] = {}
        task = self.task()
        obj: dict = {"schema_version": 1, "task": task, "workload": self.workload.currentData()}
        pid = self.preset.currentData() if self.preset.currentIndex() > 0 else None
        typed = self.preset.currentText().strip()
        if self.preset.currentIndex() > 0 and typed and typed != self.preset.itemText(self.preset.currentIndex()):
            pid = None
            i = self.preset.findText(typed, Qt.MatchFlag.MatchFixedString)
            if i > 0:
                pid = self.preset.itemData(i)
        params = self._number("model.params", self.params, errors)
        active = (self._number("model.params_active", self.params_active, errors)
                  if self.workload.currentData() == "llm" else None)  # (the question shows for language models)
        # "I don't know" leaves a key out: core/scenario/answers.py assumes the answer, exactly as for a scenario file.
        model_answer(self, obj, pid, params, active, errors)
        if task != "inference":
            amount = self._number("data", self.data_amount, errors)
            unit = self.data_unit.currentData()
            data: dict[str, Any] = {}
            if amount and str(unit).startswith("items:"):
                data.update(items=amount, item_kind=str(unit).split(":", 1)[1])
            elif amount:
                data[unit] = amount
            elif "data" not in errors and not self.fields["data"].is_unknown() and not self.has_ref.isChecked():
                errors["data"] = self.tr("Needed: type the amount — or tick “I don't know”.")
            epochs = self._number("data.epochs", self.epochs, errors)
            if epochs:
                data["epochs"] = epochs
            self.image_size.answer(task, obj["workload"], data, errors)
            data.update(self._extra_data)  # answers without a question here: kept (issue 28)
            if data:
                obj["data"] = data
            if task == "finetune" and not self.fields["finetune_method"].is_unknown():
                obj["finetune_method"] = self.method.currentData()
            self.packed.answer(task, obj)
            self.checkpointing.answer(task, obj)
        else:
            inf = {}
            for path, edit, integer in (("inference.users", self.users, False),
                                        ("inference.requests_per_user", self.per_user, False),
                                        ("inference.working_hours", self.work_hours, False),
                                        ("inference.qps", self.qps, False),
                                        ("inference.input_tokens", self.in_tokens, True),
                                        ("inference.output_tokens", self.out_tokens, True),
                                        ("inference.p95_latency_s", self.latency, False)):
                v = self._number(path, edit, errors, integer)
                if v:
                    inf[path.split(".")[1]] = v
            self.use.answer(task, {"inference": inf})
            if inf:
                obj["inference"] = inf
        if not self.fields["precision"].is_unknown():
            obj["precision"] = self.precision.currentData()
        if self.has_ref.isChecked() and task != "inference":
            ref = {} if self.fields["reference_run.gpu"].is_unknown() else {"gpu": self.ref_gpu.currentText().strip()}
            if ref == {"gpu": ""}:  # emptied, "I don't know" unticked: the engine's words were about a JSON value
                errors["reference_run.gpu"] = self.tr("Needed: type the GPU it ran on (e.g. V100) — or tick “I don't "
                                                      "know”.")
            g = self._number("reference_run.gpus", self.ref_gpus, errors, integer=True)
            h = self._number("reference_run.hours", self.ref_hours, errors)
            if g:
                ref["gpus"] = g
            if h:
                ref["hours"] = h
            obj["reference_run"] = ref
        deadline = self._number("deadline_hours", self.deadline, errors) if task != "inference" else None
        if deadline:
            obj["deadline_hours"] = deadline
        amount = self._number("budget.amount", self.budget, errors)
        if amount:
            obj["budget"] = {"amount": amount, "currency": self.budget_currency.currentData(),
                             "per": self.budget_per.currentData()}
        prefs: dict[str, Any] = {}
        provs = [self.providers.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.providers.count())
                 if self.providers.item(i).checkState() == Qt.CheckState.Checked]
        if provs:
            prefs["providers"] = provs
        regions = [r.strip() for r in self.regions.text().split(",") if r.strip()]
        if regions:
            prefs["regions"] = regions
        for path, box in (("preferences.spot", self.spot), ("preferences.objective", self.objective),
                          ("preferences.currency", self.currency)):
            # (a service's hidden spot answer goes out only as "avoid", as a file said it: no service runs on spot)
            asked = path != "preferences.spot" or spot_asked(self.task(), self.catalog) or box.currentData() == "avoid"
            if asked and not self.fields[path].is_unknown():
                prefs[path.split(".")[1]] = box.currentData()
        prefs.update(self._extra_prefs)
        if self.plan_slow.isChecked():
            prefs["plan_for"] = "slow"
        if not self.fields["preferences.data_in_china"].is_unknown():
            prefs["data_in_china"] = bool(self.in_china.currentData())
        if prefs:
            obj["preferences"] = prefs
        return obj, errors

    def scenario_dict(self) -> dict:
        return self.collect()[0]

    def show_assumed(self, scenario) -> None:
        """Show, in the greyed "I don't know" fields, what the engine actually assumed for them."""
        if scenario is None:
            return
        self._show_used({a.path: a.value for a in getattr(scenario, "assumed", ())})

    def clear_assumed(self) -> None:
        """No result for these answers: the empty "I don't know" fields show their own hints again, not what an
        earlier result assumed (walk 25: a fine-tune left without its data read “ResNet-50 (assumed)” and “90
        (assumed)”, the ResNet-50 training's answers shown before it). The fine-tuning method, a list that cannot
        be emptied, shows the catalog's answer for this kind of model (it read “Full fine-tuning”, left by an image
        model, over a language model's LoRA)."""
        used: dict = {}
        if self.catalog is not None and self.task() == "finetune":
            from gpu_advisor.core.scenario import answers  # (the core's answers table: answers.csv)
            method = answers.lookup(self.catalog, "finetune", str(self.workload.currentData()), "finetune_method")
            if method is not None:
                used["finetune_method"] = method.value
        self._show_used(used)

    def _show_used(self, used: dict) -> None:
        blockers = [QSignalBlocker(w) for w in (self.spot, self.objective, self.currency, self.precision, self.method)]
        for path, box in (("preferences.spot", self.spot), ("preferences.objective", self.objective),
                          ("preferences.currency", self.currency), ("precision", self.precision),
                          ("finetune_method", self.method)):
            if self.fields[path].is_unknown() and path in used:
                self._set_combo(box, str(used[path]))
        del blockers
        assumed_text = self.tr("%1 (assumed)")
        for path, edit, key in (("data.epochs", self.epochs, "data.epochs"), ("inference.qps", self.qps, None),
                                ("inference.input_tokens", self.in_tokens, None),
                                ("inference.output_tokens", self.out_tokens, None),
                                # (walk 22: these two read "e.g. 5", "e.g. 8" beside "0.0521 (assumed)")
                                ("inference.requests_per_user", self.per_user, None),
                                ("inference.working_hours", self.work_hours, None)):
            value = used.get(key or path)
            if self.fields[path].is_unknown() and value is not None:
                edit.setPlaceholderText(assumed_text.replace("%1", answer_text(value, figure=True)))
            else:
                edit.setPlaceholderText(self._placeholders.get(path, ""))
        if self.fields["model.params"].is_unknown() and "model.preset" in used:
            name = str(used["model.preset"])
            if self.catalog is not None:  # None: the catalog's lists are not there yet (the preset's id shows)
                m = self.catalog["models"]
                hit = m.loc[m["preset_id"] == used["model.preset"], "display_name"]
                name = str(hit.iat[0]) if len(hit) else name
            self.params.setPlaceholderText(assumed_text.replace("%1", name))
        else:
            self.params.setPlaceholderText(self._placeholders.get("model.params", ""))
        self.image_size.show_assumed(used)
        if self.fields["data"].is_unknown():
            from gpu_advisor.text.numbers import big_number  # "140 billion", "1,400 亿" (not "140000000000")
            for key in ("data.tokens", "data.samples", "data.dataset_gb"):
                if key in used:
                    self.data_amount.setPlaceholderText(assumed_text.replace("%1", big_number(used[key])))
                    i = self.data_unit.findData(key.split(".")[1])
                    if i >= 0 and self.data_unit.currentIndex() != i:
                        if self._unit_chosen:  # keep the user's unit; name the assumed answer's own unit
                            self.data_amount.setPlaceholderText(assumed_text.replace(
                                "%1", f"{big_number(used[key])} {self.data_unit.itemText(i)}"))
                        else:  # shown in the assumed answer's unit; the user's own comes back when they answer
                            self._unit_before_assumed = self.data_unit.currentIndex()
                            b = QSignalBlocker(self.data_unit)
                            self.data_unit.setCurrentIndex(i)
                            del b
                    break
            else:  # (nothing assumed for it: no result, or one the engine could not assume)
                self.data_amount.setPlaceholderText(self._placeholders.get("data", ""))
        else:
            self.data_amount.setPlaceholderText(self._placeholders.get("data", ""))

    def _on_unit_changed(self, _index: int) -> None:
        if not self._loading:
            self._unit_chosen = True
            self._unit_before_assumed = None

    def _data_answered(self, unknown: bool) -> None:
        """"I don't know" unticked: the user's unit is back ("50" meant GB, not the assumed answer's tokens)."""
        if not unknown and self._unit_before_assumed is not None:
            with QSignalBlocker(self.data_unit):
                self.data_unit.setCurrentIndex(self._unit_before_assumed)
            self._unit_before_assumed = None

    # ------------------------------------------------------------ scenario -> answers
    def set_numbers(self, values: dict[str, float], choices: dict[str, str] | None = None) -> None:
        """A few answers changed from outside (a dragged chart line): only those fields are touched, then the
        answers are checked and sent once, as after an edit. ``values``: field path -> number; ``choices``:
        combo box attribute -> code (e.g. ``{"budget_currency": "USD"}``)."""
        boxes = [getattr(self, name) for name in (choices or {})]
        fields = [self.fields[p] for p in values]
        blockers = [QSignalBlocker(w) for w in boxes + [f.editor for f in fields]
                    + [f.unknown for f in fields if f.unknown is not None]]
        for box, code in zip(boxes, (choices or {}).values()):
            self._set_combo(box, code)
        for f, v in zip(fields, values.values()):
            if f.unknown is not None:
                f.unknown.setChecked(False)
            assert isinstance(f.editor, QLineEdit)  # ``values``: the number fields, each typed into a line edit
            f.editor.setText(answer_text(v))
        del blockers
        self._edited()

    def set_scenario(self, obj: dict) -> None:
        """Show a scenario (opened from a file, or changed by dragging a chart line)."""
        load_scenario(self, obj)

    def refresh_questions(self) -> None:
        """The questions shown as the answers ask (answers put in with the signals held: gui/wizard_carry.py), then
        the answers checked and sent once, as after an edit (an answer of a file kept, as ``set_scenario`` keeps it)."""
        self._keep_preset = True
        try:
            self._on_task()
        finally:
            self._keep_preset = False
        self._edited()

    @staticmethod
    def _set_combo(box: QComboBox, code: str) -> None:
        i = box.findData(code)
        if i >= 0:
            box.setCurrentIndex(i)

    def _set_text_unknown(self, path: str, edit: QLineEdit, value) -> None:
        self.fields[path].unknown_box().setChecked(value is None)
        edit.setText(answer_text(value))

    def _set_combo_unknown(self, path: str, box: QComboBox, value) -> None:
        self.fields[path].unknown_box().setChecked(value is None)
        if value is not None:
            self._set_combo(box, value)

    def show_problems(self, problems: list[Problem], describe) -> list[Problem]:
        """Put each problem of the core's scenario check under its field (``describe(problem, answers)``: its words);
        returns those without a field."""
        if not problems and not getattr(self, "_engine_marks", True):
            return []  # nothing to put and nothing of the engine's to take away (the fields were just checked)
        messages: dict[str, str] = {}
        rest = []
        obj, errors = self.collect()  # (a limit's message names the budget's currency)
        for p in problems:
            path = (p.column or "").split("[")[0]
            target = path if path in self.fields else {
                "model": "model.params", "data.dataset_gb": "data", "data.tokens": "data", "data.samples": "data",
                "reference_run": "reference_run.gpu", "budget": "budget.amount", "inference": "inference.qps",
                "data.items": "data", "data.item_kind": "data.unit", "inference.peak_share": "inference.users",
            }.get(path)
            if target in self.fields:  # the first problem of a field (a value too small, then "needed": the limit)
                messages.setdefault(target, describe(p, obj))
            else:
                rest.append(p)
        for path, f in self.fields.items():
            f.set_error(errors.get(path) or messages.get(path, ""))
        self._engine_marks = bool(messages)
        return rest

    def show_field(self, path: str) -> None:
        """Show the page of the question that answers ``path`` (a scenario field, e.g. ``model.preset``) and put
        the cursor in it ("Change…" on the card)."""
        target = {"model.preset": "model.params", "data.tokens": "data", "data.samples": "data",
                  "data.dataset_gb": "data", "inference.qps": "inference.users"}.get(path, path)
        f = self.fields.get(target)
        if f is None:
            return
        for i in range(self.stack.count()):
            page = self.stack.widget(i)
            if page is not None and page.isAncestorOf(f):
                self.steps.setCurrentRow(i)
                break
        if path.startswith("reference_run") and not self.has_ref.isChecked():
            self.has_ref.setChecked(True)
        f.editor.setFocus()

    def pages_with_errors(self) -> list[str]:
        """Titles of the visible pages that hold a field marked in red (every page is a Page: _add_page)."""
        pages = [(self.stack.widget(i), self.steps.item(i).isHidden()) for i in range(self.stack.count())]
        return [page.title for page, hidden in pages if isinstance(page, Page) and not hidden
                and any(not f.error.isHidden() and page.isAncestorOf(f) for f in self.fields.values())]

    def field_error(self, path: str) -> str:
        f = self.fields.get(path)
        return f.error.text() if f is not None and not f.error.isHidden() else ""
