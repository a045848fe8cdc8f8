"""The base of the engine's typed reports: ``Note`` (a reason, tip or warning), ``Record`` (a small nested shape),
``omit`` (a field left out of the JSON when None) and ``shown`` (a field as the JSON shows it). Kept apart from the
92 note classes (``notes.py``) and the problem classes (``problem_details.py``) so that code needing only one family
does not build the other's classes (a frozen dataclass costs about 0.2 ms to create at import)."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, fields
from typing import Any, ClassVar

from .jsonout import plain

_OMIT = {"omit_if_none": True}


def omit(default: Any = None) -> Any:
    """A key the engine sets only sometimes: left out of ``detail`` (and the JSON) when None."""
    return dataclasses.field(default=default, metadata=_OMIT)


# --------------------------------------------------------------------------- the base


@dataclass(frozen=True, kw_only=True)
class Note:
    """A reason, tip or warning of a recommendation, plan or comparison: a code and its figures (the text layer
    writes the words). ``detail`` is the dict the JSON shows (and that readers of ``.detail`` get)."""

    code: ClassVar[str]

    @property
    def detail(self) -> dict[str, Any]:
        """The fields as the JSON shows them (lists, dicts, nested notes as ``{code, detail}``), in declaration
        order, without the ``omit()`` fields that are None."""
        out: dict[str, Any] = {}
        for f in fields(self):
            v = getattr(self, f.name)
            if v is None and f.metadata.get("omit_if_none"):
                continue
            out[f.name] = shown(v)
        return out

    def to_dict(self) -> dict[str, Any]:
        """``{"code", "detail": plain(detail)}`` (``recommend --json``)."""
        return {"code": self.code, "detail": plain(self.detail)}


def shown(v: Any) -> Any:
    """A field's value as the JSON (and ``detail``'s readers) see it: a record or note as its dict, a tuple as a list."""
    if isinstance(v, (Note, Record)):
        return v.to_dict()
    if isinstance(v, tuple):
        return [shown(x) for x in v]
    return v


@dataclass(frozen=True, kw_only=True)
class EstimateWarning(Note):
    """A warning of an estimate; a recommendation repeats it as a note of the same class.
    ``estimate --json`` writes ``{"code", "detail": detail}`` through ``finite`` (not ``plain``): unchanged."""


# Small shared shapes (nested dicts today). ``to_dict`` leaves out the omit() fields that are None, as ``detail``
# does: plain() calls it (plain's own dataclass walk would print them as null).


@dataclass(frozen=True, kw_only=True)
class Record:
    def to_dict(self) -> dict[str, Any]:
        return {f.name: shown(getattr(self, f.name)) for f in fields(self)
                if not (getattr(self, f.name) is None and f.metadata.get("omit_if_none"))}
