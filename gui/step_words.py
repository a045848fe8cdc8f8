"""The words of undo steps, kept so they follow the language: a step's text is made by ``step_text`` from a function
that says it (a ``translate`` of its source text and arguments), and ``retold`` says a step's text again in the
language now in effect. Settings → Language replays the undo histories on the windows built anew
(``gui/window_language.py``): each step gets its words in the new language there, so the Edit menu's
"Undo edit “As of” (row 3)" becomes "撤销编辑“截至日期”（第 3 行）" with the rest of the window. The functions hold
plain values (names, numbers), never a window or a model of the old one."""

from __future__ import annotations

from typing import Any, Callable

# a step's text, in every language it was said in -> its words (the function and its arguments)
_SAID: dict[str, tuple[Callable[..., str], tuple[Any, ...]]] = {}


def step_text(words: Callable[..., str], *args: Any) -> str:
    """The text of an undo step in the current language: ``words(*args)``, remembered so it can be retold."""
    text = words(*args)
    _SAID[text] = (words, args)
    return text


def retold(text: str) -> str:
    """A step's text in the language now in effect (as it is when ``step_text`` did not make it)."""
    said = _SAID.get(text)
    return text if said is None else step_text(said[0], *said[1])
