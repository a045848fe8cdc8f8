"""Answers for "I don't know" in the wizard, each from a stated, sourced default (no Qt)."""

from __future__ import annotations

import numpy as np

from ..catalog import Catalog


def _default(cat: Catalog, name: str) -> float | None:
    d = cat["defaults"]
    hit = d.loc[d["name"] == name, "value"]
    return float(hit.to_numpy(float)[0]) if len(hit) else None


def default_model(cat: Catalog) -> str | None:
    """The language-model preset closest in size to ``wizard_model_params`` (seed 001's typical 7B case)."""
    target = _default(cat, "wizard_model_params")
    m = cat["models"]
    llm = m[m["kind"] == "llm"]
    if target is None or llm.empty:
        return None
    i = int(np.argmin(np.abs(np.log(llm["params_total"].to_numpy(float) / target))))
    return str(llm["preset_id"].iat[i])


def default_tokens(cat: Catalog, model: dict | None) -> float | None:
    """Compute-optimal training tokens: ``chinchilla_tokens_per_param`` x the model's parameters."""
    if not model:
        return None
    per = _default(cat, "chinchilla_tokens_per_param")
    params = model.get("params")
    if params is None and model.get("preset"):
        m = cat["models"]
        hit = m.loc[m["preset_id"] == model["preset"], "params_total"]
        params = float(hit.iat[0]) if len(hit) else None
    if per is None or params is None:
        return None
    return float(per * float(params))
