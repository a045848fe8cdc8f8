"""One sentence per note code (reasons, tips, warnings; ``core/base/codes.py`` lists them): ``describe_note``
looks the code up in ``NOTE_TEXT``, the table the subject modules (``note_reasons``, ``note_tips``,
``note_warnings``, ``note_other``) fill.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from gpu_advisor.core.base import finite_float
from .language import translate
from .names import get_field
from .numbers import listing, number
from . import note_other, note_reasons, note_tips, note_warnings


class UnknownCode(LookupError):
    """A note code this module has no sentence for (describe_note then falls back to a generic sentence)."""


# code -> its sentence, by subject: why the option was chosen or lost, tips, warnings, and the estimate's, a
# team month's and a comparison's notes.
NOTE_TEXT: dict[str, Callable[[Mapping, str], str]] = {
    **note_reasons.TEXTS, **note_tips.TEXTS, **note_warnings.TEXTS, **note_other.TEXTS}


def note_text(code: str, d: Mapping, cur: str) -> str:
    """The sentence for note ``code`` with detail ``d`` (amounts in ``cur`` unless it names a currency)."""
    try:
        text = NOTE_TEXT[code]
    except KeyError:
        raise UnknownCode(code) from None
    return text(d, cur)


def _generic(code: str, detail: Mapping) -> str:
    shown = listing(
        f"{k} {number(v) if finite_float(v) is not None else v}"
        for k, v in detail.items()
        if not isinstance(v, (dict, list, tuple))
    )
    text = translate("Words", "Note: {0}").format(code.replace("_", " "))
    return f"{text} ({shown})" if shown else text


def describe_note(note: Any, currency: str | None = None) -> str:
    """One plain sentence for a reason, tip or warning (a ``Note`` or {code, detail}); numbers formatted.

    ``currency`` is the result currency (``Option.currency``) for amounts whose detail does not name one
    (default CNY). Provider names come from the catalog given to ``set_catalog``.
    Unknown codes or details get a generic sentence naming the code, never an exception.
    """
    code = str(get_field(note, "code", "") or "")
    detail = get_field(note, "detail", {}) or {}
    if not isinstance(detail, Mapping):
        detail = {"value": detail}
    cur = currency or detail.get("currency") or "CNY"
    try:
        return note_text(code, detail, cur)
    except (LookupError, TypeError, ValueError, AttributeError, ZeroDivisionError):
        return _generic(code, detail)
