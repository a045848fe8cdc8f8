"""Answers assumed for "I don't know": the one place the wizard and the command line take them from.

A scenario may leave a question open (the key is missing, or ``null``). ``core.scenario`` then asks this
module for the answer, which comes from the catalog's ``answers`` table: one row per task, kind of model
(workload) and question, each with its value, a ``why`` code the text layer turns into words, and its
source. Rows for a specific task or workload win over rows for ``any``. Every answer given here is
recorded as an ``Assumed`` record (field path, value, why, source), so the result can list it.

Some questions have no sound answer for some work (a recommendation model of unknown size: the catalog
holds no typical one); ``NoAnswer`` says so, and the scenario check reports the field as needed. No Qt,
no sentences.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
import pandas as pd

from .catalog import Catalog, cached


@dataclass(frozen=True)
class Assumed:
    """An answer the user left open, and what was assumed for it."""

    path: str  # scenario field, e.g. "data.epochs"
    value: Any  # the value used (a preset id, a number, a code)
    why: str  # code of the reason, e.g. "recipe_default" (words in the text layer)
    source: str = ""  # where the value comes from (the catalog row's source)
    unit: str = ""

    def to_dict(self) -> dict:
        return {"path": self.path, "value": self.value, "why": self.why, "source": self.source, "unit": self.unit}


class NoAnswer(LookupError):
    """No sound default exists for this question and this kind of work."""

    def __init__(self, path: str, task: str, workload: str):
        super().__init__(path)
        self.path, self.task, self.workload = path, task, workload


_BUNDLED: pd.DataFrame | None = None


def _table(cat: Catalog) -> pd.DataFrame:
    """The catalog's answers table; the bundled one when the user's catalog predates it (empty)."""
    global _BUNDLED
    try:
        t = cat["answers"]
    except KeyError:
        t = pd.DataFrame()
    if len(t):
        return t
    if _BUNDLED is None:
        from .catalog import load_bundled
        _BUNDLED = load_bundled()["answers"]
    return _BUNDLED


_BY_ANSWER: dict[tuple, dict[Any, list[tuple[int, Any, Any]]]] = {}


def _by_answer(t: pd.DataFrame) -> dict[Any, list[tuple[int, Any, Any]]]:
    """answer -> [(position, task, workload)] in table order; remembered by the three columns' content (a
    scenario parse asks several questions, and the app parses on every change of an answer)."""
    cols = tuple(tuple(t[c].tolist()) for c in ("answer", "task", "workload"))
    try:
        hit = _BY_ANSWER.get(cols)
    except TypeError:  # an unhashable cell: not remembered
        cols, hit = (), None
    if hit is not None:
        return hit
    out: dict[Any, list[tuple[int, Any, Any]]] = {}
    for i, (a, tk, wl) in enumerate(zip(*cols) if cols else zip(t["answer"], t["task"], t["workload"])):
        out.setdefault(a, []).append((i, tk, wl))
    if cols:
        if len(_BY_ANSWER) >= 8:
            _BY_ANSWER.clear()
        _BY_ANSWER[cols] = out
    return out


def _row(cat: Catalog, task: str, workload: str, answer: str) -> pd.Series | None:
    t = _table(cat)
    if t.empty:
        return None
    hit = [(i, tk, wl) for i, tk, wl in _by_answer(t).get(answer, ())
           if tk in (task, "any") and wl in (workload, "any")]
    if not hit:
        return None
    # The most specific row wins: a named task beats "any", then a named workload beats "any".
    rank = [(tk != "any") * 2 + (wl != "any") for _, tk, wl in hit]
    return t.iloc[hit[int(np.argmax(rank))][0]]  # the first of the most specific, as idxmax


def lookup(cat: Catalog, task: str, workload: str, answer: str) -> Assumed | None:
    """The table's answer for one question (None when the table has none for this task and workload); kept in the
    catalog's one cache (a catalog never changes; the app parses the answers at every change the user makes)."""
    memo: dict = cached(cat, "answers.lookup", dict)
    key = (task, workload, answer)
    if key not in memo:
        memo[key] = _lookup(cat, task, workload, answer)
    return memo[key]


def _lookup(cat: Catalog, task: str, workload: str, answer: str) -> Assumed | None:
    r = _row(cat, task, workload, answer)
    if r is None:
        return None
    value: Any = str(r["value"])
    try:
        f = float(value)
        value = int(f) if f.is_integer() else f
    except ValueError:
        pass
    return Assumed(answer, value, str(r["why"]), str(r.get("source", "") or ""), str(r.get("unit", "") or ""))


def model_answer(cat: Catalog, task: str, workload: str) -> Assumed:
    """The model assumed when its size is not known: a preset of the catalog for this kind of work."""
    a = lookup(cat, task, workload, "model.preset")
    if a is None or str(a.value) not in set(cat["models"]["preset_id"].astype(str)):
        raise NoAnswer("model", task, workload)
    return Assumed("model.preset", str(a.value), a.why, a.source, a.unit)


def _params(cat: Catalog, model: dict) -> float | None:
    if model.get("params"):
        return float(model["params"])
    if model.get("preset"):
        m = cat["models"]
        hit = m.loc[m["preset_id"] == model["preset"], "params_total"]
        if len(hit) and pd.notna(hit.iat[0]):
            return float(hit.iat[0])
    return None


def _default_number(cat: Catalog, name: str) -> float | None:
    d = cat["defaults"]
    hit = d.loc[d["name"] == name, "value"]
    return float(hit.to_numpy(float)[0]) if len(hit) else None


def data_answer(cat: Catalog, task: str, workload: str, model: dict) -> Assumed:
    """How much data, when the amount is not known. Training from scratch only: an LLM gets the
    compute-optimal tokens for its size, an image model the standard data set; a fine-tune has no typical
    amount (it is the user's own data), so it raises ``NoAnswer``."""
    if task != "train":
        raise NoAnswer("data", task, workload)
    per = lookup(cat, task, workload, "data.tokens_per_param")
    if per is not None:
        params = _params(cat, model)
        if params is None:
            raise NoAnswer("data", task, workload)
        return Assumed("data.tokens", float(per.value) * params, per.why, per.source, "tokens")
    a = lookup(cat, task, workload, "data.samples")
    if a is None:
        raise NoAnswer("data", task, workload)
    return a


def epochs_answer(cat: Catalog, task: str, workload: str, model: dict, data: dict) -> Assumed | None:
    """Passes over the data when not given (None when the data is given in tokens: a token count is the
    whole run). A language model trained from scratch takes the passes the compute-optimal token count needs,
    between 1 and the table's maximum; other work takes the table's figure."""
    if "tokens" in data and "dataset_gb" not in data and "samples" not in data:
        return None
    if task == "train" and workload == "llm":
        cap = lookup(cat, task, workload, "data.epochs_max")
        per = lookup(cat, task, workload, "data.tokens_per_param")
        params = _params(cat, model)
        if cap is not None and per is not None and params:
            tokens = None
            if data.get("dataset_gb"):
                bpt = _default_number(cat, "text_bytes_per_token_en") or 4.0
                tokens = float(data["dataset_gb"]) * 1e9 / bpt
            elif data.get("samples"):
                tokens = None  # samples of unknown length: no token count to compare with
            if tokens:
                want = float(per.value) * params / tokens
                epochs = float(np.clip(want, 1.0, float(cap.value)))
                epochs = round(epochs, 1) if epochs < 10 else round(epochs)
                return Assumed("data.epochs", int(epochs) if float(epochs).is_integer() else epochs, cap.why,
                               f"{per.source}; {cap.source}", "passes")
    a = lookup(cat, task, workload, "data.epochs")
    if a is None:
        raise NoAnswer("data.epochs", task, workload)
    return a
