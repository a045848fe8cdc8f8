"""A wizard number field's own messages for what was typed, naming the quantity ("“-5”: the deadline must be more
than 0 hours.", as the budget's "A budget is more than zero: “-5” is not one…"), and a refused text's example that
fits the field (hours for a deadline, a count of passes for epochs; not "7B or 2e12" for both). The fields' paths
are the scenario's (core/scenario/limits.py LIMITS); the data field's is "data.<unit>"."""

from __future__ import annotations

from .language import QT_TRANSLATE_NOOP, translate
from .money_problems import typed_shown

# "Must be more than 0" with what was typed and the quantity it is, per field (a data field in any unit: "data").
_NOT_POSITIVE = {
    "model.params": QT_TRANSLATE_NOOP("Wizard", "“{0}”: the model's size must be more than 0 parameters."),
    "model.params_active": QT_TRANSLATE_NOOP("Wizard", "“{0}”: the active parameters must be more than 0."),
    "data": QT_TRANSLATE_NOOP("Wizard", "“{0}”: the amount of data must be more than 0."),
    "data.epochs": QT_TRANSLATE_NOOP("Wizard", "“{0}”: the number of passes over the data must be more than 0."),
    "inference.users": QT_TRANSLATE_NOOP("Wizard", "“{0}”: the number of people must be more than 0."),
    "inference.requests_per_user": QT_TRANSLATE_NOOP(
        "Wizard", "“{0}”: the questions per person a day must be more than 0."),
    "inference.working_hours": QT_TRANSLATE_NOOP("Wizard", "“{0}”: the working hours a day must be more than 0."),
    "inference.qps": QT_TRANSLATE_NOOP("Wizard", "“{0}”: the requests per second must be more than 0."),
    "inference.input_tokens": QT_TRANSLATE_NOOP("Wizard", "“{0}”: the prompt length must be more than 0 tokens."),
    "inference.output_tokens": QT_TRANSLATE_NOOP("Wizard", "“{0}”: the answer length must be more than 0 tokens."),
    "inference.p95_latency_s": QT_TRANSLATE_NOOP(
        "Wizard", "“{0}”: the longest acceptable wait must be more than 0 seconds."),
    "reference_run.hours": QT_TRANSLATE_NOOP("Wizard", "“{0}”: the hours of your run must be more than 0."),
    "reference_run.gpus": QT_TRANSLATE_NOOP("Wizard", "“{0}”: the number of GPUs must be more than 0."),
    "deadline_hours": QT_TRANSLATE_NOOP("Wizard", "“{0}”: the deadline must be more than 0 hours."),
    "data.image_mb": QT_TRANSLATE_NOOP("Wizard", "“{0}”: the size of one image must be more than 0."),
}

# A refused text's example, as the field's own placeholder gives it; the model's size and data in tokens keep the
# general "50, 7B or 2e12" (sizes and token counts are written so; GB, samples and items are not).
_EXAMPLE = {
    "data.dataset_gb": "50", "data.samples": "100000", "data.items": "10000", "data.epochs": "3", "inference.users": "200", "inference.requests_per_user": "5", "inference.working_hours": "8",
    "inference.qps": "10", "inference.input_tokens": "512", "inference.output_tokens": "256",
    "inference.p95_latency_s": "20", "reference_run.hours": "100", "reference_run.gpus": "8", "deadline_hours": "100",
}
_SIZES = ("data.image_mb",)  # a file's size, written with its unit
_HOURS = ("deadline_hours", "reference_run.hours")


def _key(path: str | None) -> str:
    p = str(path or "")
    return "data" if p.startswith("data.") and p not in _NOT_POSITIVE else p


def not_positive_text(path: str | None, typed: str) -> str:
    """A number at or below zero typed into the field ``path``: "“-5”: the deadline must be more than 0 hours."."""
    template = _NOT_POSITIVE.get(_key(path))
    if template is None:
        return translate("Wizard", "“{0}”: must be more than 0.").format(typed_shown(typed))
    return translate("Wizard", template).format(typed_shown(typed))


def not_number_text(path: str | None, typed: str) -> str:
    """A text that is no number in the field ``path``, with an example that fits the field: hours for a deadline
    ("100 or 0.5"), a count for the others ("200"); the model's size and tokens "50, 7B or 2e12"."""
    shown = typed_shown(typed)
    if path in _HOURS:
        return translate("Wizard", "“{0}” is not a number. Write the hours like 100 or 0.5.").format(shown)
    if path in _SIZES:
        return translate("Wizard", "“{0}” is not a size. Write it like 3 MB or 200 KB.").format(shown)
    example = _EXAMPLE.get(str(path or ""))
    if example is not None:
        return translate("Wizard", "“{0}” is not a number. Write it like {1}.").format(shown, example)
    return translate("Wizard", "“%1” is not a number. Write it like 50, 7B or 2e12.").replace("%1", shown)
