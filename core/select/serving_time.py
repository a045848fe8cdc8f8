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

import numpy as np

from ..base import LowerScore, MoreServers, Note, ServingTime, SlowForChat


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
    use = getattr(sc, "service_use", None)
    chat_answer, slow = None, False
    if chat_ttft is not None and chat_tpot is not None:
        chat_answer = chat_ttft + n_out * chat_tpot
        # A chat's answers are judged against its limits (and one of no said use, whose own target was given); an
        # API's or batch work's are not: the user said no one reads them as they stream. (A relative margin: a
        # figure equal to the limit, read back through a CSV, is not "slow".)
        slow = use in (None, "chat") and (ttft > chat_ttft * (1 + 1e-9) or tpot > chat_tpot * (1 + 1e-9))
    return ServingTime(ttft_s=ttft, answer_s=answer, tpot_s=tpot, input_tokens=n_in, output_tokens=n_out,
                       chat_ttft_s=chat_ttft, chat_tpot_s=chat_tpot, chat_answer_s=chat_answer, slow=bool(slow),
                       target_s=_num(getattr(sc, "p95_latency_s", None)), use=use,
                       api_tpot_s=_num(d.get("serving_default_tpot_s")))


def chat_fast(t: Any, sc: Any, d: Mapping) -> np.ndarray | None:
    """For a chat service (``service_use`` chat, given or assumed), whether each row of the ranked table ``t``
    answers within a chat's limits (its first token and its time a token, the estimate's figures as
    ``serving_time_note`` reads them); None for any other job, or a catalog without the limits."""
    chat_ttft, chat_tpot = _num(d.get("chat_ttft_s")), _num(d.get("chat_tpot_s"))
    if getattr(sc, "task", None) != "inference" or getattr(sc, "service_use", None) != "chat" \
            or chat_ttft is None or chat_tpot is None:
        return None
    keys = np.asarray(t["est_key"], dtype=np.int64)
    lat = np.asarray(t.est["latency_s"], dtype=float)[keys]
    ttft = np.asarray(t.est["ttft_s"], dtype=float)[keys]
    n_out = request_tokens(sc, d)[1]
    with np.errstate(invalid="ignore"):
        tpot = np.maximum(lat - ttft, 0.0) / max(n_out, 1.0)
        return (ttft <= chat_ttft * (1 + 1e-9)) & (tpot <= chat_tpot * (1 + 1e-9))


def prefer_chat_fast(t: Any, sc: Any, d: Mapping, feasible: np.ndarray) -> np.ndarray:
    """The rows a chat service's answer is chosen among: those of ``feasible`` within a chat's limits when there are
    any (a slower configuration is sized as an API and would undercut them), else all of ``feasible`` (the answer
    then says it is slow for a chat)."""
    fast = chat_fast(t, sc, d)
    if fast is None:
        return feasible
    both = feasible & fast
    return both if both.any() else feasible


def chat_lost_reasons(r: Mapping, best: Mapping, sc: Any, d: Mapping, reasons: tuple[Note, ...]) -> tuple[Note, ...]:
    """An alternative's reasons for losing, with "slow for a chat" first when it is and the chosen option is not (a
    cheaper configuration that misses a chat's limits lost for that, not for ranking lower)."""
    mine, chosen = serving_time_note(r, sc, d), serving_time_note(best, sc, d)
    if getattr(sc, "service_use", None) != "chat" or mine is None or chosen is None or not mine.slow or chosen.slow:
        return reasons
    assert mine.chat_tpot_s is not None and mine.chat_ttft_s is not None
    note = SlowForChat(tpot_s=mine.tpot_s, ttft_s=mine.ttft_s, chat_tpot_s=mine.chat_tpot_s,
                       chat_ttft_s=mine.chat_ttft_s)
    return (note, *(n for n in reasons if not isinstance(n, (LowerScore, MoreServers))))
