"""The one JSON form of results (``recommend --json``, ``estimate --json``; shared/design/interfaces.md).

Every result type writes its own document with ``to_dict`` (the keys are the public interface); this module holds
what they all share, so that each value is turned into JSON in one way:

* :func:`plain` — a value made JSON-able: numpy scalars as Python numbers, tuples as lists, dataclasses (or
  anything with ``to_dict``) as dicts, floats rounded (6 places below 1, else 4), NaN and infinity as None;
* :func:`finite` — the same container walk without rounding: only the non-finite floats become None;
* :func:`num` — a count or figure as an int when it is whole (None for NaN); :func:`rounded` — money and hours
  to 2 places (4 below 1);
* :func:`shown_decimals`, :func:`round_shown` — the one rounding of a figure a person reads (the card, the PDF,
  the CSV, the wizard's fields, the launch files): half away from zero on the number as written, so 0.3125
  requests/s reads 0.313 everywhere (Python's own rounding gave 0.312 where Qt's gave 0.313);
* :func:`dumps` — strict JSON text (``allow_nan=False``), ASCII-escaped when the console cannot print UTF-8.
"""

from __future__ import annotations

import json
import math
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

#: A double holds 15 significant decimal digits; the digits after them are the binary fraction's, not the number's
#: (1e23 printed whole is 99,999,999,999,999,991,611,392).
FIGURE_DIGITS = 15


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
    """Money and hours: ``digits`` places (4 below 1), rounded as the figure is shown (``round_shown``: half away
    from zero on the number as written, so 2.675 is 2.68 in the JSON as on the card, where Python's ``round`` on
    the binary fraction gave 2.67); None for None, NaN and infinity."""
    if x is None:
        return None
    f = float(x)
    if math.isnan(f) or math.isinf(f):
        return None
    r = round_shown(f, digits if abs(f) >= 1 else 4)
    return None if r is None else float(r)


def shown_decimals(x: Any) -> int:
    """The decimals a figure is shown with when none is asked: whole from 100 up (and a whole number), one from 10,
    two from 1, below 1 three significant digits (0.313, 0.0521), at most 6."""
    f = finite_float(x)
    if f is None:
        return 0
    a = abs(f)
    if a == 0 or f.is_integer() or a >= 100:
        return 0
    if a >= 10:
        return 1
    if a >= 1:
        return 2
    return min(6, max(2, 2 - int(math.floor(math.log10(a)))))


def round_shown(x: Any, decimals: int | None = None) -> Decimal | None:
    """``x`` as the figure shown with ``decimals`` places (None: ``shown_decimals``), exactly, as a Decimal: rounded
    half away from zero on its shortest decimal form (``repr``), never past the 15 significant digits a double
    holds. Every place that prints the figure prints these digits. None for a missing or non-finite number."""
    f = finite_float(x)
    if f is None:
        return None
    d = shown_decimals(f) if decimals is None else int(decimals)
    exact = Decimal(repr(f))
    if f != 0:
        top = exact.adjusted()  # the power of ten of the first digit
        d = min(d, FIGURE_DIGITS - 1 - top)
    step = Decimal(1).scaleb(-d)
    out = exact.quantize(step, rounding=ROUND_HALF_UP) if d >= 0 else (exact / step).quantize(
        Decimal(1), rounding=ROUND_HALF_UP) * step
    return out.copy_abs() if out == 0 else out  # (no "-0")


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
