"""The base of the engine's typed reports: ``Note`` (a reason, tip or warning), ``Record`` (a small nested shape),
``omit`` (a field left out of the JSON when None) and ``shown`` (a field as the JSON shows it). Kept apart from the
92 note classes (``notes.py``) and the problem classes (``problem_details.py``) so that code needing only one family
does not build the other's classes (a frozen dataclass costs about 0.2 ms to create at import)."""

from __future__ import annotations

import dataclasses
import threading
from dataclasses import dataclass, fields
from typing import Any, Callable, ClassVar, TypeVar, dataclass_transform

_OMIT = {"omit_if_none": True}
_T = TypeVar("_T")
_PARAMS = "__dataclass_params__"
_MADE = "__lazy_made__"  # in a class's own dict once it is whole (materialize)


@dataclass_transform(frozen_default=True, kw_only_default=True)
def lazy_dataclass(*, frozen: bool = True, kw_only: bool = True) -> Callable[[type[_T]], type[_T]]:
    """``dataclass(frozen=..., kw_only=...)`` done on the class's first use instead of at import: a note or
    problem class is a frozen dataclass to mypy and to every reader, but its methods (``__init__``,
    ``__repr__``, ``__eq__``, ``__hash__``, the frozen ``__setattr__``/``__delattr__``: six ``exec`` calls, ~0.3 ms
    a class) are made when the class is first built (``LazyDataclass.__new__``: a call or an unpickling) or its
    fields are first read (``fields()``, ``is_dataclass()``: the ``__dataclass_fields__`` descriptor). A command
    that imports the ~220 classes and builds a dozen of them no longer pays for the rest (issue 32).

    The class must derive from a ``LazyDataclass`` base (``Note``, ``Record``, ``ProblemDetail``)."""
    def wrap(cls: type[_T]) -> type[_T]:
        if not issubclass(cls, LazyDataclass):
            raise TypeError(f"{cls.__name__}: lazy_dataclass needs a LazyDataclass base")
        cls.__lazy_params__ = {"frozen": frozen, "kw_only": kw_only}  # type: ignore[attr-defined]
        cls.__dataclass_fields__ = _FieldsOnFirstRead()  # type: ignore[attr-defined]
        _DECLARED.append(cls)
        return cls
    return wrap


_DECLARED: list[type] = []  # every lazy class, in declaration order (materialize_some goes through them)


def materialize_some(budget_s: float) -> bool:
    """Make lazy classes not made yet, for about ``budget_s`` seconds of this thread's time; True when every class
    is made. The app calls it while idle, so that no step of a change pays for the first note of a kind it meets
    (a dragged deadline's first step made four classes: ~3 ms of that step)."""
    import time
    end = time.thread_time() + budget_s
    while _DECLARED:
        if time.thread_time() > end:
            return False
        materialize(_DECLARED.pop())
    return True


def materialize(cls: type) -> None:
    """Make ``cls`` (and any lazy base of it first) the dataclass its decorator declared; at most once.

    "Made" is ``_MADE`` in the class's own dict, set once ``dataclass()`` has returned: ``dataclass()`` writes
    ``__dataclass_params__`` first and ``__init__`` later, so a thread that took that attribute for "made" built an
    instance without its ``__init__`` (a TypeError, about one full test run in ten under load)."""
    if _MADE in cls.__dict__:
        return
    with _MAKING:  # the GUI thread and the engine's worker may build the same class first at the same time
        if _MADE in cls.__dict__:
            return
        for base in reversed(cls.__mro__[1:]):
            if "__lazy_params__" in base.__dict__:
                materialize(base)
        params = cls.__dict__.get("__lazy_params__")
        if params is not None and _PARAMS not in cls.__dict__:
            # the descriptor stays until dataclass() writes the dict over it: deleted first, a reader in another
            # thread meanwhile got the base's fields (the class's own were missing)
            dataclass(**params)(cls)
        setattr(cls, _MADE, True)  # (a plain subclass of a dataclass, not decorated: nothing to make)


_MAKING = threading.RLock()


class _FieldsOnFirstRead:
    """``__dataclass_fields__`` of a lazy class until it is made: reading it (from the class or a subclass) makes
    the class and gives its real fields."""

    def __get__(self, obj: object, owner: type) -> Any:
        materialize(owner)
        for c in owner.__mro__:  # owner's own, or its nearest made base's (an undecorated subclass)
            made = c.__dict__.get("__dataclass_fields__")
            if isinstance(made, dict):
                return made
        raise AttributeError("__dataclass_fields__")


class LazyDataclass:
    """The base of the classes ``lazy_dataclass`` decorates: building one makes its class first."""

    __slots__ = ()

    def __new__(cls, *args: Any, **kwargs: Any) -> Any:
        if _MADE not in cls.__dict__:
            materialize(cls)
        return object.__new__(cls)


def omit(default: Any = None) -> Any:
    """A key the engine sets only sometimes: left out of ``detail`` (and the JSON) when None."""
    return dataclasses.field(default=default, metadata=_OMIT)


# --------------------------------------------------------------------------- the base


@dataclass(frozen=True, kw_only=True)
class Note(LazyDataclass):
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
        from .jsonout import plain  # (numpy: not needed by the app's questions, which import the classes)
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
class Record(LazyDataclass):
    def to_dict(self) -> dict[str, Any]:
        return {f.name: shown(getattr(self, f.name)) for f in fields(self)
                if not (getattr(self, f.name) is None and f.metadata.get("omit_if_none"))}
