"""The model search: the known models (models.csv) that match what a person types, closest first.

Typed text is split into words ("qwen 7b", "通义千问7B", "llama 8b instruct"); every word must match the model:
a size ("7b" == "7B" == "7 b" == "7e9" == "70亿") its size, any other word a word of its name, id or family, or
a word of ``model_words.csv`` (the catalog's other names of families and models and its words of use: "通义千问" for
Qwen, "chat" and "对话" for any language model). Models of the size typed come first, then those within the
catalog's ``model_search_size_ratio`` of it, nearest first. When nothing matches, ``nearest`` gives the models to
offer instead (``names.near_names``, as the command line's "did you mean"). No words here: codes and ids only.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Iterable

from .model import Catalog, cached
from .names import near_names, normalise

# a size: a number with a unit of parameters, or in scientific notation; "亿" and "万" are Chinese 1e8 and 1e4
_UNITS = {"m": 1e6, "b": 1e9, "t": 1e12, "万": 1e4, "亿": 1e8}
_SIZE = re.compile(r"^(\d+(?:\.\d+)?)(m|b|t|万|亿)$|^(\d+(?:\.\d+)?e\d+)$")
_CJK = r"\u3400-\u9fff\uf900-\ufaff"
_SPLIT = re.compile(r"[\s\-_/,;:()（），、：]+")


@dataclass(frozen=True)
class Hit:
    """One model found: its id, ``size`` 'exact' (of the size typed, or none typed) or 'near', and ``alias``: the
    other name of ``model_words.csv`` the words matched through, when its own name did not ('' otherwise)."""

    preset_id: str
    size: str
    alias: str = ""


@dataclass(frozen=True)
class _Model:
    preset_id: str
    kind: str
    family: str
    params: float
    sizes: tuple[float, ...]  # the sizes its name and id say ("7B" -> 7e9)
    words: tuple[str, ...]  # its words: name, id, family
    joined: tuple[str, ...]  # name, id and family with nothing between the words ("qwen2.57b")
    names: tuple[str, ...]  # its own name and id so written (not its family's)
    aliases: tuple[tuple[str, tuple[str, ...], str], ...]  # (the other name, its words, joined) per preset alias
    released: tuple[int, int]  # models.csv's as_of as (year, month); a year alone is (year, 0); unknown (0, 0)


def words_of(text: str) -> list[str]:
    """The words of typed text: lower case, split at spaces and punctuation and where Chinese meets Latin letters or
    digits ("通义千问7B" -> 通义千问, 7b); a number followed by a unit is one word ("7 b" -> "7b")."""
    text = re.sub(r"(?<=\d)\s*(亿|万)", r"\1 ", str(text).lower())  # "70亿参数": 70亿 and 参数
    text = re.sub(rf"(?<=[{_CJK}])(?=[^{_CJK}])|(?<=[^{_CJK}])(?=[{_CJK}])", " ", text)
    parts = [p for p in _SPLIT.split(text) if p]
    out: list[str] = []
    for p in parts:
        if out and p in _UNITS and re.fullmatch(r"\d+(?:\.\d+)?", out[-1]):
            out[-1] += p
        else:
            out.append(p)
    return out


def size_of(word: str) -> float | None:
    """The number of parameters a word says ("7b" -> 7e9, "1.5b", "124m", "7e9", "70亿"), or None."""
    m = _SIZE.match(word.lower())
    if not m:
        return None
    if m.group(3):
        return float(m.group(3))
    return float(m.group(1)) * _UNITS[m.group(2)]


def _same_size(typed: float, digits: int, model: _Model) -> bool:
    """Of the size typed: a size its name says, or its parameters rounded to the ``digits`` typed (6.74e9 is "7b",
    32.8e9 is not "30b")."""
    if any(abs(s / typed - 1) < 1e-6 for s in model.sizes):
        return True
    if not model.params > 0:
        return False
    return float(f"{model.params:.{digits}g}") == float(f"{typed:.{digits}g}")


def _digits(word: str) -> int:
    """The significant digits of a size as typed: "7b" 1, "30b" and "1.5b" 2, "7e9" 1."""
    mantissa = re.match(r"\d+(?:\.\d+)?", word)
    return max(1, len((mantissa.group(0) if mantissa else "").replace(".", "").lstrip("0")))


def _released(as_of: str) -> tuple[int, int]:
    """models.csv's ``as_of`` ("2024", "2025-04") as (year, month): a date given by its year alone is (year, 0), never
    later than a month of that year; (0, 0) when there is none."""
    m = re.match(r"^\s*(\d{4})(?:-(\d{1,2}))?", as_of)
    return (int(m.group(1)), int(m.group(2) or 0)) if m else (0, 0)


def _models(cat: Catalog) -> tuple[tuple[_Model, ...], dict[str, list[tuple[str, str]]]]:
    """The models as the search reads them, and the catalog's words of use: word -> [(means, target)] (cached)."""
    def build():
        m = cat["models"]
        words_t = cat.tables.get("model_words")
        rows = [] if words_t is None else list(zip(words_t["word"].astype(str), words_t["means"].astype(str),
                                                   words_t["target"].astype(str)))
        by_preset: dict[str, list[str]] = {}
        by_family: dict[str, list[str]] = {}
        uses: dict[str, list[tuple[str, str]]] = {}
        for word, means, target in rows:
            if means == "preset":
                by_preset.setdefault(target, []).append(word)
            elif means == "family":
                by_family.setdefault(target, []).append(word)
            else:
                for w in words_of(word):
                    uses.setdefault(w, []).append((means, target))
        out = []
        dates = m["as_of"].fillna("").astype(str) if "as_of" in m.columns else [""] * len(m)
        for pid, name, kind, family, params, as_of in zip(m["preset_id"].astype(str), m["display_name"].astype(str),
                                                          m["kind"].astype(str), m["family"].fillna("").astype(str),
                                                          m["params_total"], dates):
            own = [*words_of(name), *words_of(pid), *words_of(family)]
            for alias in by_family.get(family, []):
                own += words_of(alias)
            sizes = tuple(dict.fromkeys(s for w in own if (s := size_of(w)) is not None))
            joined = tuple(dict.fromkeys(normalise(s) for s in (name, pid, family, *by_family.get(family, [])) if s))
            aliases = tuple((a, tuple(words_of(a)), normalise(a)) for a in by_preset.get(pid, []))
            p = float(params) if params == params and params is not None else math.nan
            names = tuple(dict.fromkeys(normalise(s) for s in (name, pid) if s))
            out.append(_Model(pid, kind, family, p, sizes, tuple(dict.fromkeys(own)), joined, names, aliases,
                              _released(as_of)))
        return tuple(out), uses
    return cached(cat, ("model_search.models",), build)


def _word_in(word: str, words: Iterable[str], joined: Iterable[str]) -> bool:
    """A typed word matches the start of one of the words, or lies within the name written without spaces."""
    return any(w.startswith(word) for w in words) or (len(word) >= 2 and any(word in j for j in joined))


def _use_word(word: str, model: _Model, uses: dict[str, list[tuple[str, str]]]) -> bool:
    """A word of use (model_words.csv, kind or any) that this model answers; a typed word may be its start."""
    for w, meant in uses.items():
        if w.startswith(word) and any(means == "any" or (means == "kind" and target == model.kind)
                                      for means, target in meant):
            return True
    return False


def search(cat: Catalog, text: str, allowed: Iterable[str] | None = None) -> list[Hit]:
    """The models matching ``text``, closest first (only those in ``allowed`` when given): an exact name first (the
    model's own name, id or other name of ``model_words.csv`` before its family's: "YOLOv5", the other name of
    YOLOv5s there, its family's default, takes YOLOv5s before the smaller YOLOv5n), then those of the size typed (those
    whose name says it before those whose parameters only round to it: "qwen 8b" takes Qwen3 8B before Qwen2.5 7B's
    7.6e9), then those near it (``model_search_size_ratio``), nearest first; within each, those its own name matches
    before those another name or a word of use does, and those whose name has each word typed whole before those
    that have it only as part of a word ("llama3 8b" takes Llama 3 8B before Llama 3.1 8B, "llama31"); then, where a
    size was typed, the newest release first (models.csv ``as_of``, by month where it gives one: "llama 70b" took
    Llama 2 70B of 2023 before Llama 3 70B of 2024, as the smaller; "llama 8b" takes Llama 3.1 8B of July 2024 before
    Llama 3 8B of April 2024, which were both "2024"); then smallest first (a family's sizes, when none was typed)."""
    from .cost import defaults
    words = words_of(text)
    if not words:
        return []
    models, uses = _models(cat)
    keep = None if allowed is None else set(map(str, allowed))
    ratio = float(defaults(cat)["model_search_size_ratio"])
    sizes = [(s, _digits(w)) for w in words if (s := size_of(w)) is not None]
    others = [w for w in words if size_of(w) is None]
    whole = normalise(text)
    ranked = []
    for order, model in enumerate(models):
        if keep is not None and model.preset_id not in keep:
            continue
        size_rank, distance, rounded = 0, 0.0, False
        for typed, digits in sizes:
            if _same_size(typed, digits, model):
                rounded = rounded or not any(abs(s / typed - 1) < 1e-6 for s in model.sizes)
                continue
            if not model.params > 0 or max(model.params / typed, typed / model.params) > ratio:
                break
            size_rank, distance = 1, max(distance, abs(math.log(model.params / typed)))
        else:
            indirect, alias, partial = 0, "", 0
            for w in others:
                if _word_in(w, model.words, model.joined):
                    # only part of a word of its name ("llama3" in Llama 3.1's "llama31"): after a whole one
                    partial += w not in model.words and w not in model.joined
                    continue
                found = next((a for a, aw, aj in model.aliases if _word_in(w, aw, (aj,))), "")
                if found:
                    alias = alias or found
                elif _use_word(w, model, uses):
                    indirect += 1
                else:
                    break
            else:
                named = whole in model.names or any(whole == aj for _a, _w, aj in model.aliases)
                exact = named or whole in model.joined
                size = model.params if model.params > 0 else math.inf
                newest = (-model.released[0], -model.released[1]) if sizes else (0, 0)
                key = (not exact, not named, size_rank, rounded, round(distance, 6), bool(alias), indirect, partial,
                       newest, size, order)
                ranked.append((key, Hit(model.preset_id, "near" if size_rank else "exact", alias)))
    ranked.sort(key=lambda t: t[0])
    return [h for _k, h in ranked]


def nearest(cat: Catalog, text: str, allowed: Iterable[str] | None = None, n: int = 3) -> list[str]:
    """The models to offer when ``search`` finds none: those that match all but one word (the size kept), then
    the nearest spellings (``near_names`` over names, ids and other names), at most ``n`` ids."""
    models, _uses = _models(cat)
    keep = [m.preset_id for m in models if allowed is None or m.preset_id in set(map(str, allowed))]
    words = words_of(text)
    out: list[str] = []
    for i, w in enumerate(words):
        if size_of(w) is None:
            out += [h.preset_id for h in search(cat, " ".join(words[:i] + words[i + 1:]), keep)]
    m = cat["models"]
    idx: dict[str, str] = {}
    for pid, name in zip(m["preset_id"].astype(str), m["display_name"].astype(str)):
        if pid in keep:
            idx.setdefault(normalise(name), pid)
            idx.setdefault(normalise(pid), pid)
    for model in models:
        if model.preset_id in keep:
            for a, _w, aj in model.aliases:
                idx.setdefault(aj, model.preset_id)
    out += near_names(text, idx, keep, n)
    return list(dict.fromkeys(out))[:n]
