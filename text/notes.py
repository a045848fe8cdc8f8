"""One sentence per note: the reasons, tips and warnings of a recommendation, a team's month, a comparison and an
estimate. Each note class (``core/base/notes.py``) has its function, registered with ``@renders`` by subject in
``note_reasons``, ``note_tips``, ``note_warnings`` and ``note_other`` (the table ``note_table.RENDER``).
``describe_note`` takes the engine's typed notes, or a ``{code, detail}`` read from JSON (typed with
``from_detail``; the generic sentence only for a dict that fits no class).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from gpu_advisor.core.base import finite_float, from_detail, Note, NOTES
from . import note_arm, note_deadline, note_fresh, note_other, note_reasons, note_serving, note_tips, note_warnings
from .language import cjk_spacing, is_chinese, translate
from .names import get_field
from .note_table import RENDER
from .note_warnings import prices_stale
from .numbers import listing, number

SUBJECTS = (note_reasons, note_tips, note_warnings, note_other, note_serving, note_fresh,
            note_deadline, note_arm)  # importing them fills RENDER


class UnknownCode(LookupError):
    """A note code this module has no sentence for (describe_note then falls back to a generic sentence)."""


def describe(note: Note, cur: str) -> str:
    """The sentence of a typed note (``cur``: the currency of amounts the note does not name one for); in Chinese
    with the spacing of the rest of the app (``cjk_spacing``)."""
    text = RENDER[type(note)](note, cur)
    return cjk_spacing(text) if is_chinese() else text


def note_text(code: str, d: Mapping, cur: str) -> str:
    """The sentence for a note given as its code and detail (the class picked by the detail's keys)."""
    if code == "prices_stale":
        return prices_stale(d, cur)
    if code not in NOTES:
        raise UnknownCode(code)
    return describe(from_detail(code, d, lenient=True), cur)


def _generic(code: str, detail: Mapping) -> str:
    shown = listing(
        f"{k} {number(v) if finite_float(v) is not None else v}"
        for k, v in detail.items()
        if not isinstance(v, (dict, list, tuple))
    )
    text = translate("Words", "Note: {0}").format(code.replace("_", " "))
    return translate("Words", "{0} ({1})").format(text, shown) if shown else text


def describe_note(note: Any, currency: str | None = None) -> str:
    """One plain sentence for a reason, tip or warning (a ``Note`` or {code, detail}); numbers formatted.

    ``currency`` is the result currency (``Option.currency``) for amounts whose detail does not name one
    (default CNY). Provider names come from the catalog given to ``set_catalog``.
    A dict (a note read from JSON) with an unknown code or shape gets a generic sentence naming the code, never an
    exception.
    """
    if isinstance(note, Note):
        return describe(note, currency or note.detail.get("currency") or "CNY")
    code = str(get_field(note, "code", "") or "")
    detail = get_field(note, "detail", {}) or {}
    if not isinstance(detail, Mapping):
        detail = {"value": detail}
    cur = currency or detail.get("currency") or "CNY"
    try:
        return note_text(code, detail, cur)
    except (LookupError, TypeError, ValueError, AttributeError, ZeroDivisionError):
        return _generic(code, detail)
