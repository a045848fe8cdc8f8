"""How long one answer of a service takes, and whether that is slow for a chat service: the note ``serving_time``
of a served option (its reasons, or its warnings when slow), which the card and the proposal also show.

The figures are the estimate's own (core/estimate/serving.py): the time to first token (one prompt alone) and the
whole answer's time at the batch a copy of the model is sized for (first token + output tokens x one scheduler
round), without queueing: what ``gpu-advisor estimate`` prints as "latency" and the assumptions list as "Time to
first token" and "Time per output token". A chat service's limits are the catalog's ``chat_ttft_s`` and
``chat_tpot_s`` (defaults.csv, from MLPerf Inference's interactive scenario); without them nothing is judged.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from ..base import ServingTime


def _num(v: Any) -> float | None:
    try:
        f = float(v)
    except (TypeError, ValueError):
        return None
    return f if math.isfinite(f) else None


def request_tokens(sc: Any, d: Mapping) -> tuple[float, float]:
    """(input, output) tokens of one request: the scenario's, else the catalog's defaults (as the estimate takes
    them, core/estimate/serving.py ``shapes``)."""
    n_in = getattr(sc, "input_tokens", None)
    n_out = getattr(sc, "output_tokens", None)
    return (float(n_in if n_in is not None else d["scenario_input_tokens"]),
            float(n_out if n_out is not None else d["scenario_output_tokens"]))


def serving_time_note(estimate: Mapping, sc: Any, d: Mapping) -> ServingTime | None:
    """The note for an option's ``estimate`` (``Option.estimate`` or a candidate row: ``ttft_s``, ``latency_s``);
    None for a job that is not a service or an estimate without those figures."""
    if getattr(sc, "task", None) != "inference":
        return None
    ttft, answer = _num(estimate.get("ttft_s")), _num(estimate.get("latency_s"))
    if ttft is None or answer is None or answer <= 0:
        return None
    n_in, n_out = request_tokens(sc, d)
    tpot = max(answer - ttft, 0.0) / n_out if n_out > 0 else 0.0
    chat_ttft, chat_tpot = _num(d.get("chat_ttft_s")), _num(d.get("chat_tpot_s"))
    chat_answer, slow = None, False
    if chat_ttft is not None and chat_tpot is not None:
        chat_answer = chat_ttft + n_out * chat_tpot
        # (a relative margin: a figure equal to the limit, read back through a CSV, is not "slow")
        slow = ttft > chat_ttft * (1 + 1e-9) or tpot > chat_tpot * (1 + 1e-9)
    return ServingTime(ttft_s=ttft, answer_s=answer, tpot_s=tpot, input_tokens=n_in, output_tokens=n_out,
                       chat_ttft_s=chat_ttft, chat_tpot_s=chat_tpot, chat_answer_s=chat_answer, slow=bool(slow),
                       target_s=_num(getattr(sc, "p95_latency_s", None)))
