"""A typed or pasted text as a message quotes it (moved from ``problems``, at its 800-line limit): on one line, its
tabs and line breaks named in words."""

from __future__ import annotations

import re

from .language import QT_TRANSLATE_NOOP, translate


# The control characters a person types or pastes, named in a quoted value as words (a pasted cell of a spreadsheet
# brings its tab): "“12⟨tab character⟩3” is not a number", not "“12\\u00093”" (walk25). Any other is written by its
# code, as the catalog's text rule writes it ("3\\u0001MB").
_CONTROL_WORDS = {
    "\t": QT_TRANSLATE_NOOP("Problem", "⟨tab character⟩"),
    "\n": QT_TRANSLATE_NOOP("Problem", "⟨line break⟩"),
    "\r": QT_TRANSLATE_NOOP("Problem", "⟨carriage return⟩"),
}
_ESCAPED_LIMIT = 60  # characters of a refused text quoted (core.base.textrule.SHOWN)


def escaped(text: str, limit: int | None = None) -> str:
    """A typed or pasted text as a message quotes it, on one line: a tab or line break named in words
    (``_CONTROL_WORDS``), any other control character escaped as ``core.base.shown`` does ("3\\u0001MB"), cut after
    ``limit`` characters (60) with "…". (``core.base`` is imported when first needed: its module brings numpy and
    pandas, which the questions' first paint does without: issue 32.)"""
    from gpu_advisor.core.base import shown
    n = _ESCAPED_LIMIT if limit is None else limit
    parts = re.split("([\t\n\r])", text[:n])
    out = "".join(translate("Problem", _CONTROL_WORDS[p]) if i % 2 else shown(p, len(p) + 1)
                  for i, p in enumerate(parts))
    return out + ("…" if len(text) > n else "")
