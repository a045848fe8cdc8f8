"""Shared leaves every other package may use: problems and codes, number arrays, JSON-safe numbers, the user's
folders, the text rule for cells, safe file reads and writes, and the lazy package door.

This is the package's one door: other packages import only the names listed here (``__all__``);
each is loaded from its module on first use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .door import lazy_door

if TYPE_CHECKING:
    from .door import lazy_door
    from . import paths
    from .arrays import Coded, combo_codes, nan_to_num
    from .files import atomic_write, FileTooLarge, fsync_dir, NotARegularFile, read_regular
    from .kinds import Billing, Currency, Method, Objective, Precision, Task, values, Workload
    from .jsonout import dumps, finite, finite_float, num, plain, rounded
    from .problems import CatalogError, ERROR, Problem, WARNING
    from .textrule import check_cells, clean, CONTROL_CHARACTER, CONTROL_RE, shown, text_problem, TOO_LONG
else:
    __getattr__, __dir__ = lazy_door(__name__, {"atomic_write": "files", "Billing": "kinds",
                                               "CatalogError": "problems", "check_cells": "textrule",
                                               "clean": "textrule", "Coded": "arrays", "combo_codes": "arrays",
                                               "CONTROL_CHARACTER": "textrule", "CONTROL_RE": "textrule",
                                               "Currency": "kinds", "dumps": "jsonout", "ERROR": "problems",
                                               "FileTooLarge": "files", "finite": "jsonout",
                                               "finite_float": "jsonout", "fsync_dir": "files", "lazy_door": "door",
                                               "Method": "kinds", "nan_to_num": "arrays", "NotARegularFile": "files",
                                               "num": "jsonout", "Objective": "kinds", "plain": "jsonout",
                                               "Precision": "kinds", "Problem": "problems", "read_regular": "files",
                                               "rounded": "jsonout", "shown": "textrule", "Task": "kinds",
                                               "text_problem": "textrule", "TOO_LONG": "textrule", "values": "kinds",
                                               "WARNING": "problems", "Workload": "kinds"}, modules=("paths",))

__all__ = ["atomic_write", "Billing", "CatalogError", "check_cells", "clean", "Coded", "combo_codes",
           "CONTROL_CHARACTER", "CONTROL_RE", "Currency", "dumps", "ERROR", "FileTooLarge", "finite", "finite_float",
           "fsync_dir", "lazy_door", "Method", "nan_to_num", "NotARegularFile", "num", "Objective", "paths", "plain",
           "Precision", "Problem", "read_regular", "rounded", "shown", "Task", "text_problem", "TOO_LONG", "values",
           "WARNING", "Workload"]
