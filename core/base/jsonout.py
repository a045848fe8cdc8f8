"""The one JSON form of results (``recommend --json``, ``estimate --json``; shared/design/interfaces.md).

Every result type writes its own document with ``to_dict`` (the keys are the public interface); this module holds
what they all share, so that each value is turned into JSON in one way:

* :func:`plain` — a value made JSON-able: numpy scalars as Python numbers, tuples as lists, dataclasses (or
  anything with ``to_dict``) as dicts, floats rounded (6 places below 1, else 4), NaN and infinity as None;
* :func:`finite` — the same container walk without rounding: only the non-finite floats become None;
* :func:`num` — a count or figure as an int when it is whole (None for NaN); :func:`rounded` — money and hours
  to 2 places (4 below 1);
* :func:`dumps` — strict JSON text (``allow_nan=False``), ASCII-escaped when the console cannot print UTF-8.
"""

from __future__ import annotations

import json
import math
from typing import Any


def num(x):
    """A figure as an int when whole, else a float; None for None or NaN; a non-number as it is."""
    if x is None:
        return None
    try:
        f = float(x)
    except (TypeError, ValueError):
        return x
    if math.isnan(f):
        return None
    return int(f) if f.is_integer() else f


def rounded(x, digits: int = 2):
    """Money and hours: ``digits`` places (4 below 1); None for None, NaN and infinity."""
    if x is None:
        return None
    f = float(x)
    if math.isnan(f) or math.isinf(f):
        return None
    return round(f, digits) if abs(f) >= 1 else round(f, 4)


def plain(obj: Any):
    """``obj`` as JSON-able values (see the module's docstring), recursively."""
    import numpy as np  # here, not at the top: the app's questions import this module (text.numbers) before numpy
    if isinstance(obj, dict):
        return {str(k): plain(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [plain(v) for v in obj]
    if isinstance(obj, (bool, np.bool_)):
        return bool(obj)
    if isinstance(obj, (int, np.integer)):
        return int(obj)
    if isinstance(obj, (float, np.floating)):
        f = float(obj)
        if math.isnan(f) or math.isinf(f):
            return None
        return round(f, 6) if abs(f) < 1 else round(f, 4)
    if obj is None or isinstance(obj, str):
        return obj
    if hasattr(obj, "to_dict"):
        return plain(obj.to_dict())
    if hasattr(obj, "__dataclass_fields__"):
        return plain({k: getattr(obj, k) for k in obj.__dataclass_fields__})
    return str(obj)


def finite(obj: Any) -> Any:
    """``obj`` with every float that is not finite (inf, nan) replaced by None, recursively; tuples as lists."""
    if isinstance(obj, float):
        return obj if math.isfinite(obj) else None
    if isinstance(obj, dict):
        return {k: finite(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [finite(v) for v in obj]
    return obj


def dumps(doc: Any, *, ascii_only: bool, indent: int = 2) -> str:
    """Strict JSON text of ``doc`` (never NaN or Infinity: a non-finite number becomes null)."""
    return json.dumps(finite(doc), ensure_ascii=ascii_only, indent=indent, allow_nan=False)


def finite_float(v: Any) -> float | None:
    """A value as a finite float; None for anything else (None, a bool, text that is not a number, NaN, ±inf).
    The one such helper of the engine, the text layer and the exports."""
    if v is None or isinstance(v, bool):
        return None
    try:
        f = float(v)
    except (TypeError, ValueError):
        return None
    return f if math.isfinite(f) else None
