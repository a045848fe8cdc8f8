"""Resolve what people type (GPU and provider names, aliases, any case) to catalog ids."""

from __future__ import annotations

import re

from .catalog import Catalog
from .tableio import closest


class UnknownName(LookupError):
    """A name that matches nothing; ``closest`` lists the nearest known names."""

    def __init__(self, kind: str, name: str, closest: list[str], known: list[str]):
        self.kind, self.name, self.closest, self.known = kind, name, closest, known
        super().__init__(f"unknown {kind} {name!r}")


def normalise(s: str) -> str:
    """Case, spaces, hyphens and underscores do not matter: 'A100 80G' == 'a100-80g'."""
    return re.sub(r"[\s\-_]+", "", str(s)).lower()


def _index(df, key: str, extra_cols: tuple[str, ...] = ()) -> dict[str, str]:
    idx: dict[str, str] = {}
    for row in df.itertuples(index=False):
        name = getattr(row, key)
        spellings = [name, *[a for a in str(getattr(row, "aliases") or "").split(";") if a.strip()]]
        spellings += [getattr(row, c) for c in extra_cols if getattr(row, c)]
        for sp in spellings:
            idx.setdefault(normalise(sp), name)
    return idx


def resolve_gpu(cat: Catalog, name: str) -> str:
    """Canonical GPU name for ``name`` (or an alias); raises UnknownName with the closest names."""
    idx = _index(cat["gpus"], "gpu")
    hit = idx.get(normalise(name))
    if hit:
        return hit
    known = list(cat["gpus"]["gpu"])
    return _fail("gpu", name, idx, known)


def resolve_provider(cat: Catalog, name: str) -> str:
    """Provider id for ``name`` ('aliyun', '阿里云', 'Alibaba Cloud' → 'alibaba')."""
    idx = _index(cat["providers"], "provider", ("name_en", "name_zh"))
    hit = idx.get(normalise(name))
    if hit:
        return hit
    return _fail("provider", name, idx, list(cat["providers"]["provider"]))


def _fail(kind: str, name: str, idx: dict[str, str], known: list[str]):
    near = closest(normalise(name), list(idx))
    names = list(dict.fromkeys(idx[n] for n in near)) or closest(name, known)
    raise UnknownName(kind, name, names, known)
