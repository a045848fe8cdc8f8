"""The recommendation card: the chosen option's figures in a grid of labelled values that reflows with the width,
the lead sentence, the "abroad" and what-if lines, the status line (met, missed, partly priced), and under the
figures why the answer costs more than the cheapest option that carries the load.

It shows what the engine returned and adds no arithmetic; words come from ``gpu_advisor.text``.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout

from gpu_advisor.core.catalog import Catalog
from gpu_advisor import text as words
from gpu_advisor.gui.table_model import plain_tip

CARD_STYLE = """
QFrame#card { border: 1px solid palette(mid); border-radius: 6px; background: palette(base); }
QLabel#headline { font-size: 17px; font-weight: 600; }
QLabel#status_ok { color: #006400; font-weight: 600; }
QLabel#status_bad { color: #b00020; font-weight: 600; }
QLabel#lead { color: #8a4b00; font-weight: 600; }
QLabel#what_if { color: palette(text); }
QLabel#status_warn { color: #8a5a00; font-weight: 600; }
"""


def symbol(currency: str) -> str:
    return {"CNY": "¥", "USD": "$"}.get(currency, currency + " ")


def number_text(v) -> str:
    """A figure for the card: "?" for none, whole numbers with thousands separators, else two significant digits."""
    if v is None or (isinstance(v, float) and v != v):
        return "?"
    return f"{v:,.0f}" if abs(float(v)) >= 10 or float(v).is_integer() else f"{v:.2g}"


class Card(QFrame):
    """The recommended (or the selected) configuration at a glance."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("card")
        self.setStyleSheet(CARD_STYLE)
        self.box = lay = QVBoxLayout(self)
        # Issue 29: what decides the answer and was assumed comes first ("Assumed: ResNet-50, 90 passes over
        # ~454,545 images"), with a button to the question, and the spread across plausible choices (what_if).
        lead_row = QHBoxLayout()
        self.lead = QLabel(self)
        self.lead.setObjectName("lead")
        self.lead.setWordWrap(True)
        self.lead.setTextFormat(Qt.TextFormat.PlainText)
        self.lead.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.change = QPushButton(self.tr("Change…"), self)
        self.change.setToolTip(self.tr("Go to the question this assumption answers."))
        self.change.setVisible(False)
        lead_row.addWidget(self.lead, 1)
        lead_row.addWidget(self.change, 0, Qt.AlignmentFlag.AlignTop)
        lay.addLayout(lead_row)
        self.what_if = QLabel(self)
        self.what_if.setObjectName("what_if")
        self.what_if.setWordWrap(True)
        self.what_if.setTextFormat(Qt.TextFormat.PlainText)
        self.what_if.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay.addWidget(self.what_if)
        self.abroad = QLabel(self)  # the note "overseas": a yuan answer outside mainland China, the domestic one beside
        self.abroad.setObjectName("lead")
        self.abroad.setWordWrap(True)
        self.abroad.setTextFormat(Qt.TextFormat.PlainText)
        lay.addWidget(self.abroad)
        self.lead.setVisible(False)
        self.what_if.setVisible(False)
        self.abroad.setVisible(False)
        self.kind = QLabel(self)
        self.headline = QLabel(self)
        self.headline.setObjectName("headline")
        self.headline.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.where = QLabel(self)
        self.where.setWordWrap(True)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.status.setVisible(False)  # shown when it has something to say (no empty line when it has not)
        # "Recommended" beside the configuration, not on a line of its own (walk 23: at 1280 x 720 the English
        # card's what-if line was a scroll away; this line is the room it needed)
        head_row = QHBoxLayout()
        head_row.setSpacing(8)
        for w in (self.kind, self.headline, self.where, self.status):
            w.setTextFormat(Qt.TextFormat.PlainText)  # catalog text is shown as typed, never as HTML
            w.setMinimumHeight(w.fontMetrics().height() + 2)
        head_row.addWidget(self.kind, 0, Qt.AlignmentFlag.AlignBottom)  # (near the headline's baseline)
        head_row.addWidget(self.headline, 1, Qt.AlignmentFlag.AlignBottom)
        lay.addLayout(head_row)
        lay.addWidget(self.where)
        lay.addWidget(self.status)
        # The headline's own (larger, styled) font sets its line: never squeezed below it, the pane scrolls.
        self.headline.ensurePolished()
        self.headline.setMinimumHeight(QFontMetrics(self.headline.font()).height() + 2)
        grid = QGridLayout()
        grid.setHorizontalSpacing(18)
        grid.setVerticalSpacing(3)
        self.grid = grid
        self.values: dict[str, QLabel] = {}
        self._pairs: list[tuple[QLabel, QLabel]] = []
        self._per_row = 0
        names = [("billing", self.tr("Billing")), ("hours", self.tr("Running time")), ("total", self.tr("Total cost")),
                 ("monthly", self.tr("Per month")), ("answer", self.tr("Answer time")), ("cpu", self.tr("Host CPU")),
                 ("ram", self.tr("Host memory")), ("disks", self.tr("Disks")), ("network", self.tr("Network")),
                 ("storage", self.tr("Data storage"))]
        for key, text in names:
            lab = QLabel(text + ":", self)
            lab.setStyleSheet("color: palette(placeholder-text);")
            lab.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
            val = QLabel(self)
            val.setTextFormat(Qt.TextFormat.PlainText)
            val.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            val.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            # The values set no minimum width: the grid reflows to fewer pairs a row instead (_reflow).
            val.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            val.setAccessibleName(text)
            lab.setBuddy(val)
            for w in (lab, val):  # an empty label reports no height; keep one line for each
                w.setMinimumHeight(w.fontMetrics().height() + 2)
            self._pairs.append((lab, val))
            self.values[key] = val
        self._hidden = {"answer"}  # pairs left out of the grid: a served answer's time, for a service only
        self._place(3)
        lay.addLayout(grid)
        # why the answer costs more than the cheapest option that carries the load (a long prompt's first token for
        # a chat): under the figures it explains (text.price_reasons); the recommendation's only
        self.why = QLabel(self)
        self.why.setObjectName("why")
        self.why.setWordWrap(True)
        self.why.setTextFormat(Qt.TextFormat.PlainText)
        self.why.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.why.setVisible(False)
        lay.addWidget(self.why)
        lay.setSpacing(3)
        self.compact = False

    def set_compact(self, compact: bool) -> None:
        """Compact (a short pane): the what-if line below the figures, not above the headline, so what was
        recommended is seen first and only that line needs scrolling to. The "abroad" line stays at the top in
        either layout: it says whether the answer can be used at all (an account abroad, payment in another
        currency, data leaving the country), so it is never below the figures (it was in Chinese at 1280 x 720,
        where the figures fit three to a row and the card went compact, while English showed it on top)."""
        if compact == self.compact:
            return
        self.compact = compact
        self.box.removeWidget(self.what_if)
        if compact:
            self.box.addWidget(self.what_if)
        else:
            self.box.insertWidget(1, self.what_if)  # after the lead's row, before the "abroad" line

    def _shown_pairs(self) -> list[tuple[QLabel, QLabel]]:
        return [p for p, key in zip(self._pairs, self.values) if key not in self._hidden]

    def _place(self, per_row: int, again: bool = False) -> None:
        """The label/value pairs, ``per_row`` to a row (3 in a wide window, fewer in a narrow one); ``again``: the
        pairs shown changed."""
        if per_row == self._per_row and not again:
            return
        for lab, val in self._pairs:
            self.grid.removeWidget(lab)
            self.grid.removeWidget(val)
        for c in range(6):
            self.grid.setColumnStretch(c, 0)
        for (lab, val), key in zip(self._pairs, self.values):
            lab.setVisible(key not in self._hidden)
            val.setVisible(key not in self._hidden)
        for i, (lab, val) in enumerate(self._shown_pairs()):
            self.grid.addWidget(lab, i // per_row, (i % per_row) * 2)
            self.grid.addWidget(val, i // per_row, (i % per_row) * 2 + 1)
        self._per_row = per_row

    def _show_pair(self, key: str, shown: bool) -> None:
        if (key not in self._hidden) == shown:
            return
        if shown:
            self._hidden.discard(key)
        else:
            self._hidden.add(key)
        self._place(self._per_row or 3, again=True)

    def _stretch(self) -> None:
        """Value columns share the width in proportion to their longest value (the values set no minimum
        width of their own), so each gets what it needs whenever the row fits at all."""
        n = self._per_row
        pairs = self._shown_pairs()
        for c in range(n):
            need = max((v.sizeHint().width() for _, v in pairs[c::n]), default=0)
            self.grid.setColumnStretch(c * 2 + 1, max(1, need))

    def _reflow(self) -> None:
        """As many pairs a row as fit the card's width with every value whole."""
        m = self.contentsMargins()
        lm = self.box.contentsMargins()
        avail = self.width() - m.left() - m.right() - lm.left() - lm.right()
        gap = self.grid.horizontalSpacing()
        pairs = self._shown_pairs()
        for per_row in (3, 2, 1):
            need = 0
            for c in range(per_row):
                col = pairs[c::per_row]
                if not col:
                    continue
                need += max(lab.sizeHint().width() for lab, _ in col) + max(v.sizeHint().width() for _, v in col)
            need += gap * (2 * per_row - 1)
            if need <= avail:
                break
        self._place(per_row)
        self._stretch()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._reflow()

    def set_lead(self, text: str, first_path: str | None = None) -> None:
        """The card's first line: what was assumed that decides the answer (empty: nothing, the line hides)."""
        self.lead.setText(text)
        self.lead.setVisible(bool(text))
        self.change.setVisible(bool(text) and bool(first_path))
        self._lead_path = first_path

    def set_abroad(self, text: str) -> None:
        """The ``overseas`` note's sentence (empty: hidden)."""
        self.abroad.setText(("⚠ " + text) if text else "")
        self.abroad.setVisible(bool(text))

    def set_why(self, sentences: list[str]) -> None:
        """Why the recommendation costs more than the cheapest option that carries the load, and its price's age
        beside the nearest option on a recent price (empty: hidden)."""
        self.why.setText(words.join_sentences(sentences))  # ("。" then no space in Chinese)
        self.why.setVisible(bool(sentences))

    def set_what_if(self, lines: list[str]) -> None:
        """The answer for the smaller and larger choices of each assumption, one line each (empty: hidden)."""
        self.what_if.setText("\n".join(lines))
        self.what_if.setVisible(bool(lines))
    def status_line(self, opt, scenario) -> tuple[str, str]:
        """(style name, text) of the card's status when nothing broke. A ✓ only for a requirement the user gave,
        only what the engine checked, and for the budget only when every cost line has a price (a price page's,
        or an assumed one, which the text then counts); otherwise the budget is said to hold on the priced lines
        with the number of lines that have no price, without a ✓."""
        ok, warn = [], []
        deadline = getattr(scenario, "deadline_hours", None)
        budget = getattr(scenario, "budget_amount", None)
        risk = self._deadline_risk(opt, scenario)
        if risk is not None:  # met at the expected time only: amber, with the slow end's miss (no ✓ for it)
            warn.append(words.risk_status(risk))
        elif deadline and opt.meets_deadline and opt.wall_hours is not None:  # a service has no deadline
            ok.append(self.tr("meets the deadline"))
        lines = getattr(opt, "cost_lines", ()) or ()
        unpriced = sum(1 for ln in lines if ln.cost is None)
        assumed = sum(1 for ln in lines if ln.cost is not None and getattr(ln, "assumed", False))
        if budget and opt.within_budget and opt.complete and not unpriced:
            ok.append(self.tr("within budget") if not assumed else
                      self.tr("within budget (%n price(s) assumed)", "", assumed))
        elif budget and opt.within_budget:
            warn.append(self.tr("within budget on priced lines; %n line(s) unpriced", "", max(unpriced, 1)))
        text = ("✓ " + words.listing(ok)) if ok else ""  # (the language's comma: "，" in Chinese)
        if risk is not None:  # the deadline's warning leads: "⚠ deadline at risk: … · ✓ within budget"
            text = "⚠ " + "; ".join(warn) + (" · " + text if text else "")
        elif warn:
            text = (text + " · " if text else "") + "; ".join(warn)
        return ("status_ok" if ok and not warn else "status_warn" if warn else "status_ok"), text

    @staticmethod
    def _deadline_risk(opt, scenario):
        """The option's deadline risk (met at the expected time, missed at the slow end of its range) where the
        scenario gives a deadline and the option meets it; else None."""
        if not getattr(scenario, "deadline_hours", None) or not opt.meets_deadline or opt.wall_hours is None:
            return None
        return words.risk_of(opt)

    def show_option(self, opt, cat: Catalog | None, chosen: bool, scenario=None, empty_text: str | None = None,
                    range_tip: str = "") -> None:
        """``range_tip``: the running time's tooltip, the likely range and what widened it (the recommendation's)."""
        if opt is None:
            self.kind.setText("")
            self.headline.setText(empty_text if empty_text is not None
                                  else self.tr("No configuration in the catalog can run this."))
            self.where.setText("")
            self.status.setText("")
            self.status.setToolTip("")
            self.status.setVisible(False)
            for key in self.values:  # (walk 25: the emptied values kept the last option's tooltips)
                self._set(key, "")
            self._show_pair("answer", False)  # a service's answer time: no option, no answer (walk 25)
            return
        # the answer when no option meets every requirement is the closest one, said so (walk 23: "Recommended"
        # above a service slower than a chat allows)
        self.kind.setText((self.tr("Recommended") if getattr(opt, "feasible", True)
                           else self.tr("Closest option (no option meets every requirement)"))
                          if chosen else self.tr("Selected alternative"))
        self.headline.setText(words.gpu_config(opt))
        self.where.setText(self.tr("%1 · %2 · %3 (%n instance(s))", "", int(opt.instances))
                           .replace("%1", words.provider_name(cat, opt.provider)).replace("%2", words.region_label(opt.region))
                           .replace("%3", opt.instance_type))
        problems = [words.describe_note(n, opt.currency) for n in opt.broken]
        was = self.status.objectName()
        if problems:
            self.status.setObjectName("status_bad")
            self.status.setText("✗ " + words.join_sentences(problems))  # no space after "。"
        else:
            name, text = self.status_line(opt, scenario)
            self.status.setObjectName(name)
            self.status.setText(text)
        self.status.setVisible(bool(self.status.text()))  # nothing met, missed or at risk: no empty line
        risk = None if problems else self._deadline_risk(opt, scenario)
        tip = words.risk_tip(risk) if risk is not None else ""
        self.status.setToolTip(plain_tip(tip))
        self.status.setAccessibleDescription(tip)
        if self.status.objectName() != was or not self.status.styleSheet():
            self.status.setStyleSheet(CARD_STYLE)  # its colour follows its name (re-polished only when it changes)
        self.values["billing"].setText(words.billing_name(opt.billing))
        self.values["hours"].setText(words.hours_range(opt.wall_hours, getattr(opt, "wall_hours_range", None))
                                     if opt.wall_hours is not None
                                     else self.tr("continuous (serving)"))
        tip = range_tip if opt.wall_hours is not None and getattr(opt, "wall_hours_range", None) else ""
        self.values["hours"].setToolTip(plain_tip(tip))  # what the range means, and what widened it (issue 28)
        self.values["hours"].setAccessibleDescription(tip)
        self._answer_time(opt, cat, scenario)
        self.values["total"].setText(words.money(opt.total_cost, opt.currency))
        self.values["monthly"].setText(words.money(opt.monthly_cost, opt.currency))
        self._price_date(opt)
        h = opt.host
        # What the server has, and what the GPUs need when it falls short (the card never passes the host
        # sizing rule's figure off as the server's own).
        if h.instance_vcpus is not None and h.cpu_ok is False:
            cpu_text = self.tr("%1 vCPU (needs %2 vCPUs)").replace("%1", number_text(h.instance_vcpus)).replace(
                "%2", number_text(h.vcpus_min))  # the figure the check and the warning use, in the server's unit
        elif h.instance_vcpus is not None:
            cpu_text = self.tr("%1 vCPU").replace("%1", number_text(h.instance_vcpus))
        else:  # the catalog does not say: the need, marked as such
            cpu_text = self.tr("not in the catalog (needs %1 vCPUs)").replace("%1", number_text(h.vcpus_min))
        arm = getattr(h, "cpu_arch", None) == "aarch64"  # an Arm host (instance_cpus.csv): said on the value itself
        if arm:
            cpu_text = self.tr("%1 · Arm (aarch64)").replace("%1", cpu_text)
        # a refused server needs what it was checked against (below the rule's minimum where standard servers for
        # these GPUs are leaner: the figure its warning gives), not the rule's minimum
        ram_check = h.ram_gb_check if h.ram_gb_check is not None and h.ram_gb_check < h.ram_gb_min else None
        if h.instance_ram_gb is not None and h.ram_ok is False:
            ram_text = (self.tr("%1 GB (needs %2 GB)").replace("%1", number_text(h.instance_ram_gb))
                        .replace("%2", words.number(ram_check) if ram_check is not None else number_text(h.ram_gb_min)))
        elif h.instance_ram_gb is not None and h.ram_below_rule:  # kept, but below the rule (a warning says so)
            # in words where the rule is a multiple of the GPUs' memory: "1,152 GB: 1.8 × GPU memory, under the 2–3 ×
            # rule" (walk 20: a bare ⚠ under a green status read as a fault)
            ram_text = words.host_ram_value(h) or (
                self.tr("%1 GB (rule: at least %2 GB)").replace("%1", number_text(h.instance_ram_gb))
                .replace("%2", number_text(h.ram_gb_min)))
        elif h.instance_ram_gb is not None:
            ram_text = self.tr("%1 GB").replace("%1", number_text(h.instance_ram_gb))
        else:
            ram_text = self.tr("not in the catalog (needs %1 GB)").replace("%1", number_text(h.ram_gb_min))
        # One need in the value, the tooltip and the proposal (issue 29: the card said 8 cores, the tooltip and the
        # PDF 10): the short value gives the minimum the check uses, the tooltip the minimum and the recommendation.
        cpu_tip = (self.tr("Needed: %1; the instance has %2 vCPU.").replace("%2", number_text(h.instance_vcpus))
                   if h.instance_vcpus is not None else
                   self.tr("Needed: %1; the catalog does not say how many vCPUs the instance has."))
        cpu_tip = cpu_tip.replace("%1", words.host_cpu_need(h))
        if arm:
            cpu_tip = words.join_sentences([cpu_tip, self.tr("An Arm CPU: the software must be built for aarch64 "
                                                             "(the warnings say what that means for this server).")])
        self._set("cpu", cpu_text, cpu_tip, ok=h.cpu_ok)
        ram_tip = (self.tr("Needed: %1; the instance has %2 GB.").replace("%2", number_text(h.instance_ram_gb))
                   if h.instance_ram_gb is not None else
                   self.tr("Needed: %1; the catalog does not say how much memory the instance has."))
        if h.instance_ram_gb is not None and h.ram_ok is False and ram_check is not None:
            ram_tip = (self.tr("Servers under %2 GB are refused (the leanest standard servers for these GPUs have "
                               "that much); the host rule: %1; the instance has %3 GB.")
                       .replace("%2", words.number(ram_check)).replace("%3", number_text(h.instance_ram_gb)))
        kept = words.host_ram_tip(h, words.translate("Words", "{0} × {1}").format(
            words.number(opt.gpus_per_node), opt.gpu)) if h.ram_below_rule else None
        self._set("ram", ram_text, kept or ram_tip.replace("%1", words.host_ram_need(h)),
                  ok=None if kept else False if h.ram_below_rule else h.ram_ok)  # (the words say it: no bare ⚠)
        # a training's data is on its data disk (or the local NVMe), not also on the system disk (host.py, seed 001)
        sizing = words.system_disk_sizing(h)  # a service's system disk: its OS and serving image (host.py)
        disks_tip = (self.tr("System disk %1 GB: the model and its checkpoints (the data is on the data disk, not "
                             "here); data disk %2 GB: the data and the checkpoints kept.") if opt.wall_hours is not None
                     else self.tr("System disk %1 GB: %3 (%2 GB).").replace("%3", sizing)
                     if sizing else self.tr("System disk %1 GB, data disk %2 GB."))
        disks_tip = disks_tip.replace("%1", number_text(h.system_disk_gb)).replace("%2", number_text(h.data_disk_gb))
        # which disks the cost lines price: "System disk: ESSD PL1, 100 GB; Data disk: ESSD PL2, 500 GB"
        named = [words.translate("Words", "{0}: {1}").format(words.item_name(ln.item), words.line_product(ln))
                 for ln in opt.cost_lines if ln.item in ("system_disk", "data_disk") and ln.product]
        if named:
            disks_tip += "\n" + words.translate("Words", "; ").join(named)
        self._set("disks", self.tr("%1 + %2 GB").replace("%1", number_text(h.system_disk_gb)).replace("%2", number_text(h.data_disk_gb)),
                  disks_tip)
        self._set("network", f"{number_text(opt.network_gbps)} Gbit/s",
                  words.network_name(opt.network_class) + f" · {number_text(opt.network_gbps)} Gbit/s")
        self._set("storage", words.storage_value(opt.storage, opt.storage_product,  # the disk, its tier and rate
                                                 (opt.estimate or {}).get("read_mb_s"),
                                                 (opt.estimate or {}).get("disk_tier")),
                  words.storage_tip(opt.storage, opt.storage_product, (opt.estimate or {}).get("read_mb_s"),
                                    (opt.estimate or {}).get("disk_tier")))
        self._reflow()  # longer values may need fewer pairs a row

    def _price_date(self, opt) -> None:
        """An old price said where the cost is: "¥1,600 · priced 2021", its age and Catalog → Update prices in the
        tooltip (the cost of a job, else the cost a month of a service)."""
        mark = words.price_date_mark(opt)
        key = "total" if opt.total_cost is not None else "monthly"
        for k in ("total", "monthly"):
            tip = mark[1] if mark is not None and k == key else ""
            self.values[k].setToolTip(plain_tip(tip))
            self.values[k].setAccessibleDescription(tip)
        if mark is not None:
            self.values[key].setText(self.values[key].text() + " · " + mark[0])

    def _answer_time(self, opt, cat: Catalog | None, scenario) -> None:
        """A service's answer time: the whole answer and its first token, at the request lengths used (the
        estimate's figures: what ``gpu-advisor estimate`` prints as latency), ⚠ when slow for a chat service; the
        tooltip says what it is and against which limits. Hidden for a job (it has a running time)."""
        timed = None
        if opt.wall_hours is None and cat is not None and scenario is not None:
            from gpu_advisor.core.select import select_defaults, serving_time_note
            timed = serving_time_note(opt.estimate or {}, scenario, select_defaults(cat))
        self._show_pair("answer", timed is not None)
        if timed is not None:
            self._set("answer", words.answer_time(timed), words.answer_time_tip(timed), ok=not timed.slow)
        else:
            self._set("answer", "")

    def _set(self, key: str, text: str, tip: str = "", ok: bool | None = None) -> None:
        lab = self.values[key]
        lab.setText(text + ("" if ok is None or ok else " ⚠"))
        lab.setToolTip(plain_tip(tip))
        lab.setAccessibleDescription(tip)
