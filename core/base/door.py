"""The door of a package: its ``__init__`` lists the names other packages may use, each loaded from its module on
first use (PEP 562 ``__getattr__``), so importing a package costs only what is used of it (the command line
imports no PDF, launch or price-fetch code it does not run). Type checkers read the same names from the door's
``if TYPE_CHECKING:`` imports; ``tests/core/test_layout.py`` checks that both lists agree."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Iterable, Mapping
from typing import Any


def lazy_door(package: str, names: Mapping[str, str], modules: Iterable[str] = ()
              ) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """``__getattr__`` and ``__dir__`` for the package ``package``: ``names`` maps each public name to the module
    (in the package) that defines it; ``modules`` are submodules the door hands out whole."""
    table = dict(names)
    whole = frozenset(modules)

    def __getattr__(name: str) -> Any:
        if name in whole:
            return importlib.import_module(f"{package}.{name}")
        sub = table.get(name)
        if sub is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f"{package}.{sub}"), name)
        vars(sys.modules[package])[name] = value  # later lookups skip this function
        return value

    def __dir__() -> list[str]:
        return sorted(set(table) | whole | set(vars(sys.modules[package])))

    return __getattr__, __dir__

