"""The table of note sentences: one function per note class (``core/base/notes.py``), registered with
``@renders(Class)``. mypy checks each pair: the decorator's class is the function's parameter type, so reading a
field the class does not have, or registering a function for another class, is a type error, not a generic
sentence at run time. ``tests/gui/test_voice.py`` checks that every class has its function.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from gpu_advisor.core.base import Note

N = TypeVar("N", bound=Note)

# note class -> its sentence (the note, the result currency for amounts the note does not price itself)
RENDER: dict[type[Note], Callable[[Any, str], str]] = {}


def renders(cls: type[N]) -> Callable[[Callable[[N, str], str]], Callable[[N, str], str]]:
    """Register the decorated function as the sentence of notes of class ``cls``."""
    def register(fn: Callable[[N, str], str]) -> Callable[[N, str], str]:
        if cls in RENDER:
            raise RuntimeError(f"two sentences for {cls.__name__}")
        RENDER[cls] = fn
        return fn
    return register
