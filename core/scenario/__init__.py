"""What the user asks: the scenario file and its checks (``Scenario``), the wizard's answers in the user's own words,
and the wizard's defaults.

This is the package's one door: other packages import only the names listed here (``__all__``);
each is loaded from its module on first use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..base import lazy_door

if TYPE_CHECKING:
    from . import answers
    from .answers import counted_as_given, deciding
    from .currency import with_home_currency
    from .limits import LIMITS
    from .spec import (CURRENCIES, load_scenario, MAX_FILE_BYTES, MIGRATIONS, parse_number, parse_scenario,
                       read_json_file, ReferenceRun, save_scenario, Scenario)
else:
    __getattr__, __dir__ = lazy_door(__name__, {"counted_as_given": "answers", "CURRENCIES": "spec",
                                               "deciding": "answers", "LIMITS": "limits", "load_scenario": "spec",
                                               "MAX_FILE_BYTES": "spec", "MIGRATIONS": "spec", "parse_number": "spec",
                                               "parse_scenario": "spec", "read_json_file": "spec",
                                               "ReferenceRun": "spec", "save_scenario": "spec", "Scenario": "spec",
                                               "with_home_currency": "currency"}, modules=("answers",))

__all__ = ["answers", "counted_as_given", "CURRENCIES", "deciding", "LIMITS", "load_scenario", "MAX_FILE_BYTES",
           "MIGRATIONS", "parse_number", "parse_scenario", "read_json_file", "ReferenceRun", "save_scenario",
           "Scenario", "with_home_currency"]
