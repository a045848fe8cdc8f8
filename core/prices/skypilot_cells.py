"""Cells of a SkyPilot ``vms.csv``: numbers read a column at a time, prices rounded and summed as the importer
does (medians over zones), which zones are ordinary, and the notes the importer writes and keeps. Split from
``core/prices/skypilot.py``, which uses them. No Qt, no sentences.
"""

from __future__ import annotations

import re

import numpy as np
import pandas as pd
from ..base import finite_float

_AWS_AZ_ID = re.compile(r"[a-z]{2,6}\d+-az\d+")  # use1-az2; Local Zones look like usw2-lax1-az1
_ZONE_LETTER = re.compile(r"-?[a-z]")  # us-east-1a, us-central1-b: the region and a letter


def numbers(cells: list[str], least: float = 0.0) -> tuple[np.ndarray, np.ndarray]:
    """A number column: the values (NaN where empty or refused) and per cell 0 (fine or empty), 1 (not a
    number), 2 (negative) or 3 (above 0 but below ``least``: a price the catalog would keep as 0). Each
    distinct text is read once (prices and sizes repeat across zones)."""
    if not cells:
        return np.full(0, np.nan), np.zeros(0, dtype=np.int8)
    codes, uniques = pd.factorize(np.array(cells, dtype=object))
    value = np.full(len(uniques), np.nan)
    bad = np.zeros(len(uniques), dtype=np.int8)
    for k, v in enumerate(uniques.tolist()):
        if not v:
            continue
        f = finite_float(v)
        if f is None:
            bad[k] = 1
        elif f < 0:
            bad[k] = 2
        elif 0 < f < least:
            bad[k] = 3
        else:
            value[k] = f
    return value[codes], bad[codes]


def fmt(v: float) -> str:
    """A number as the catalog writes it (no '.0', no float noise)."""
    v = round(float(v), 6)
    return str(int(v)) if v.is_integer() else repr(v)


def median(values: list[float]) -> float:
    """The median (as ``statistics.median`` computes it: the middle value, or the mean of the two middle
    ones), rounded to 6 decimals; without its checks, as it runs once per zone of a large file."""
    data = sorted(values)
    k = len(data) // 2
    return round(data[k] if len(data) % 2 else (data[k - 1] + data[k]) / 2, 6)


def median_of_rounded(values: list[float]) -> float:
    """``median`` of the values each rounded to 6 decimals, rounding only the middle one or two."""
    data = sorted(values)
    k = len(data) // 2
    if len(data) % 2:
        return round(data[k], 6)
    return round((round(data[k - 1], 6) + round(data[k], 6)) / 2, 6)


def is_regular_zone(zone: str, region: str) -> bool:
    """An ordinary availability zone (not an AWS Local or Wavelength Zone)."""
    z, r = zone.strip().lower(), region.strip().lower()
    if _AWS_AZ_ID.fullmatch(z):
        return True
    return bool(r) and z.startswith(r) and _ZONE_LETTER.fullmatch(z[len(r):]) is not None


def split_notes(notes: str) -> list[str]:
    """Split '; '-separated notes, keeping '; ' inside parentheses."""
    parts: list[str] = []
    cur: list[str] = []
    depth = 0
    i = 0
    while i < len(notes):
        ch = notes[i]
        depth += ch == "("
        depth -= ch == ")" and depth > 0
        if depth == 0 and notes.startswith("; ", i):
            parts.append("".join(cur))
            cur = []
            i += 2
            continue
        cur.append(ch)
        i += 1
    parts.append("".join(cur))
    return [p.strip() for p in parts if p.strip()]
