"""Resolve what people type (GPU and provider names, aliases, any case) to catalog ids."""

from __future__ import annotations

import re

from .model import Catalog, cached
from .tableio import closest


class UnknownName(LookupError):
    """A name that matches nothing; ``closest`` lists the nearest known names."""

    def __init__(self, kind: str, name: str, closest: list[str], known: list[str]):
        self.kind, self.name, self.closest, self.known = kind, name, closest, known
        super().__init__(f"unknown {kind} {name!r}")


def normalise(s: str) -> str:
    """Case, spaces, hyphens and underscores do not matter: 'A100 80G' == 'a100-80g'."""
    return re.sub(r"[\s\-_]+", "", str(s)).lower()


_INDEX_MEMO: dict[tuple, dict[str, str]] = {}


def _index(df, key: str, extra_cols: tuple[str, ...] = ()) -> dict[str, str]:
    """Every spelling (name, aliases, extra columns), normalised, to its name. Remembered by the columns'
    content (a parse per re-rank asks for it again; an edited table is another key)."""
    cols = tuple(tuple(df[c].tolist()) for c in (key, "aliases", *extra_cols))
    memo: tuple | None = (extra_cols, cols)
    try:
        hit = _INDEX_MEMO.get((extra_cols, cols))
    except TypeError:  # an unhashable cell: not remembered
        memo, hit = None, None
    if hit is not None:
        return hit
    idx: dict[str, str] = {}
    for name, aliases, *extra in zip(*cols):
        spellings = [name, *[a for a in str(aliases or "").split(";") if a.strip()]]
        spellings += [v for v in extra if v]
        for sp in spellings:
            idx.setdefault(normalise(sp), name)
    if memo is not None:
        if len(_INDEX_MEMO) >= 16:
            _INDEX_MEMO.clear()
        _INDEX_MEMO[memo] = idx
    return idx


def _catalog_index(cat: Catalog, table: str, key: str, extra_cols: tuple[str, ...] = ()) -> dict[str, str]:
    """``_index`` of a catalog's table, kept in the catalog's one cache (keyed on its content): a parse of the
    answers, which runs at every change the user makes, looks names up without reading the table again."""
    return cached(cat, ("names.index", table, key, extra_cols), lambda: _index(cat[table], key, extra_cols))


def resolve_gpu(cat: Catalog, name: str) -> str:
    """Canonical GPU name for ``name`` (or an alias); raises UnknownName with the closest names."""
    idx = _catalog_index(cat, "gpus", "gpu")
    hit = idx.get(normalise(name))
    if hit:
        return hit
    known = list(cat["gpus"]["gpu"])
    return _fail("gpu", name, idx, known)


def resolve_provider(cat: Catalog, name: str) -> str:
    """Provider id for ``name`` ('aliyun', '阿里云', 'Alibaba Cloud' → 'alibaba')."""
    idx = _catalog_index(cat, "providers", "provider", ("name_en", "name_zh"))
    hit = idx.get(normalise(name))
    if hit:
        return hit
    return _fail("provider", name, idx, list(cat["providers"]["provider"]))


def _fail(kind: str, name: str, idx: dict[str, str], known: list[str]):
    raise UnknownName(kind, name, near_names(name, idx, known), known)


def near_names(name: str, idx: dict[str, str], known: list[str], n: int = 3) -> list[str]:
    """The known names nearest to what was typed (for "did you mean"): first those whose spelling is one of its words
    or lies within it, longest first ('Tesla A100' -> A100, then A10; spelling alone had put P100, P40 and M60 first),
    then the closest spellings."""
    key = normalise(name)
    words = {normalise(w) for w in re.split(r"[\s\-_/,;()]+", str(name)) if w}
    inside = sorted((k for k in idx if len(k) >= 2 and k in key), key=lambda k: (k not in words, -len(k), k))
    out = list(dict.fromkeys(idx[k] for k in inside))
    out += [idx[k] for k in closest(key, list(idx)) if idx[k] not in out]
    if not out:
        out = closest(name, known)
    return list(dict.fromkeys(out))[:n]


# --------------------------------------------------------------------------- instance GPUs

_PAREN = re.compile(r"\s*\(.*\)\s*$")


class GpuNamer:
    """The one naming rule for the GPU of an instance: the provider's rules in ``gpu_names``
    (name, optionally limited to instance types matching a pattern) first, then ``gpus``' aliases.

    Used by the catalog build, every importer and the command line, so a name maps the same way on
    every path. A name with a trailing parenthesis ('T4 (1/4 vGPU)', 'L4 (1/8 fractional)') is also
    tried without it.
    """

    def __init__(self, gpus, rules=None):
        self._alias = _index(gpus, "gpu")
        self._known = list(gpus["gpu"])
        self._rules: dict[str, list[tuple[re.Pattern | None, str, str, str]]] = {}
        if rules is not None and len(rules):
            rows = rules.fillna("").astype(str).to_dict("records")
            # Rules limited to matching instance types come before general ones, in table order.
            rows.sort(key=lambda r: r["instance_pattern"] == "")
            for r in rows:
                pat = re.compile(r["instance_pattern"], re.IGNORECASE) if r["instance_pattern"] else None
                self._rules.setdefault(r["provider"].lower(), []).append(
                    (pat, "*" if r["name"].strip() == "*" else normalise(r["name"]), r["gpu"], r["basis"]))

    @classmethod
    def of(cls, cat: Catalog) -> GpuNamer:
        return cls(cat["gpus"], cat.tables.get("gpu_names"))

    def resolve(self, provider: str, instance_type: str, name: str) -> tuple[str, str]:
        """(canonical GPU, basis) for ``name`` on ``provider``'s ``instance_type``; basis '' when the
        plain alias decided. Raises UnknownName with the closest names."""
        names = {normalise(name), normalise(_PAREN.sub("", str(name)))} - {""}
        for pat, n, gpu, basis in self._rules.get(str(provider).lower(), ()):
            if (n == "*" or n in names) and (pat is None or pat.search(str(instance_type))):
                return gpu, basis
        for n in (normalise(name), normalise(_PAREN.sub("", str(name)))):
            if n in self._alias:
                return self._alias[n], ""
        return _fail("gpu", name, self._alias, self._known)


def check_gpu_names(rules) -> list[tuple[int, str, str]]:
    """(row index, column, value) of every instance_pattern that is not a valid regular expression."""
    out: list[tuple[int, str, str]] = []
    if rules is None or not len(rules):
        return out
    for i, pat in enumerate(rules["instance_pattern"].fillna("").astype(str)):
        if pat:
            try:
                re.compile(pat)
            except re.error:
                out.append((i, "instance_pattern", pat))
    return out
