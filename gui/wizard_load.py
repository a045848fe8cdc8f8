"""A scenario shown in the wizard's questions (a file opened, a chart line dragged, a saved answer loaded): each answer
put in its field with the signals held, then the questions shown as the answers ask and the answers checked once
(``Wizard.refresh_questions``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtWidgets import QLineEdit, QWidget

from gpu_advisor.core.base import KIND_WORKLOAD
from gpu_advisor.gui.wizard_parts import answer_text

if TYPE_CHECKING:
    from gpu_advisor.gui.wizard import Wizard


def load_scenario(wz: Wizard, obj: dict) -> None:
    """Show ``obj`` (the scenario file format) in ``wz``."""
    wz._loading = True
    wz._unit_chosen = False  # a new set of answers: the unit follows the file, or the assumed answer
    wz.kinds.forget()
    wz.size_or_model.forget()
    try:
        blockers = [QSignalBlocker(w) for w in wz.findChildren(QWidget)]
        task = obj.get("task", "train")
        wz.task_buttons.get(task, wz.task_buttons["train"]).setChecked(True)
        model = obj.get("model") or {}
        # a file without the kind of work takes its model's kind (as the scenario does)
        kind = wz._preset_kinds.get(str(model.get("preset", "")), "")
        wz._set_combo(wz.workload, obj.get("workload") or KIND_WORKLOAD.get(kind, "llm"))
        if "preset" in model:
            wz._set_combo(wz.preset, str(model["preset"]))
            wz.params.clear()
            wz.fields["model.params"].unknown_box().setChecked(False)
        else:
            wz.preset.setCurrentIndex(0)
            wz.params.setText(answer_text(model.get("params")))
            wz.fields["model.params"].unknown_box().setChecked("params" not in model)
        wz.params_active.setText(answer_text(model.get("params_active")))
        data = obj.get("data") or {}
        unit = next((k for k in ("dataset_gb", "tokens", "samples", "items") if k in data), "dataset_gb")
        wz._set_combo(wz.data_unit, f"items:{data.get('item_kind')}" if unit == "items" else unit)
        wz.data_amount.setText(answer_text(data.get(unit)))
        wz.fields["data"].unknown_box().setChecked(data.get(unit) is None)
        wz._set_text_unknown("data.epochs", wz.epochs, data.get("epochs"))
        wz._set_combo_unknown("finetune_method", wz.method, obj.get("finetune_method"))
        wz.packed.load(obj)
        wz.checkpointing.load(obj)
        wz.image_size.load(data)
        # the global batch (an engineer's figure, given in the file or on the command line): kept on save
        wz._extra_data = {k: data[k] for k in ("global_batch_tokens", "seq_len") if data.get(k) is not None}
        wz._set_combo_unknown("precision", wz.precision, obj.get("precision"))
        inf = obj.get("inference") or {}
        wz._set_text_unknown("inference.users", wz.users, inf.get("users"))
        wz._set_text_unknown("inference.requests_per_user", wz.per_user, inf.get("requests_per_user"))
        wz._set_text_unknown("inference.working_hours", wz.work_hours, inf.get("working_hours"))
        wz._set_text_unknown("inference.qps", wz.qps, inf.get("qps"))
        wz._set_text_unknown("inference.input_tokens", wz.in_tokens, inf.get("input_tokens"))
        wz._set_text_unknown("inference.output_tokens", wz.out_tokens, inf.get("output_tokens"))
        wz._set_text_unknown("inference.p95_latency_s", wz.latency, inf.get("p95_latency_s"))
        wz.use.load(obj)
        ref = obj.get("reference_run")
        wz.has_ref.setChecked(bool(ref))
        if ref:
            wz.fields["reference_run.gpu"].unknown_box().setChecked("gpu" not in ref)
            if "gpu" in ref:
                wz.ref_gpu.setCurrentText(str(ref.get("gpu", "")))
            wz._set_text_unknown("reference_run.gpus", wz.ref_gpus, ref.get("gpus"))
            wz.ref_hours.setText(answer_text(ref.get("hours")))
        wz._set_text_unknown("deadline_hours", wz.deadline, obj.get("deadline_hours"))
        budget = obj.get("budget") or {}
        wz._set_text_unknown("budget.amount", wz.budget, budget.get("amount"))
        wz._set_combo(wz.budget_currency, budget.get("currency", "CNY"))
        wz._set_combo(wz.budget_per, budget.get("per", "month"))
        prefs = obj.get("preferences") or {}
        # Answers the wizard has no question for are kept as they are, never dropped on save.
        wz._extra_prefs = {k: prefs[k] for k in ("gpus", "host_rules") if k in prefs}
        if prefs.get("plan_for") == "expected":  # no box for it (unticked is the default, "auto"): kept
            wz._extra_prefs["plan_for"] = "expected"
        wanted: set[str] = set()
        from gpu_advisor.core.catalog import UnknownName, resolve_provider
        for name in prefs.get("providers") or ():
            if wz.catalog is None:  # the catalog (and its list of clouds to tick) is not there yet
                wanted.add(str(name))
                continue
            try:
                wanted.add(resolve_provider(wz.catalog, str(name)))  # "aliyun" ticks Alibaba Cloud
            except UnknownName:
                wanted.add(str(name))
        for i in range(wz.providers.count()):
            it = wz.providers.item(i)
            it.setCheckState(Qt.CheckState.Checked if it.data(Qt.ItemDataRole.UserRole) in wanted
                             else Qt.CheckState.Unchecked)
        wz.regions.setText(", ".join(prefs.get("regions") or ()))
        wz._set_combo_unknown("preferences.spot", wz.spot, prefs.get("spot"))
        wz._set_combo_unknown("preferences.objective", wz.objective, prefs.get("objective"))
        wz._set_combo_unknown("preferences.currency", wz.currency, prefs.get("currency"))
        with QSignalBlocker(wz.plan_slow):
            wz.plan_slow.setChecked(prefs.get("plan_for") == "slow")
        wz._set_combo_unknown("preferences.data_in_china", wz.in_china, prefs.get("data_in_china"))
        del blockers
        for f in wz.fields.values():
            if f.unknown is not None and not isinstance(f.editor, QLineEdit):
                f.editor.setEnabled(not f.unknown.isChecked())
    finally:
        wz._loading = False
    wz.refresh_questions()  # (a file's model of another kind stays: its one message is at the kind's field)
