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

from ..base import FirstTokenDecides, LowerScore, MoreServers, Note, ServingTime, SlowForChat


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


def _chat_times(t: Any, sc: Any, d: Mapping) -> tuple[np.ndarray, np.ndarray, float, float] | None:
    """For a chat service (``service_use`` chat, given or assumed): each row's time to the first token and time a
    token (the estimate's figures as ``serving_time_note`` reads them) and the chat's two limits; None for any other
    job, or a catalog without the limits."""
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
    return ttft, tpot, chat_ttft, chat_tpot


def chat_fast(t: Any, sc: Any, d: Mapping) -> np.ndarray | None:
    """For a chat service (``service_use`` chat, given or assumed), whether each row of the ranked table ``t``
    answers within a chat's limits (its first token and its time a token, the estimate's figures as
    ``serving_time_note`` reads them); None for any other job, or a catalog without the limits."""
    times = _chat_times(t, sc, d)
    if times is None:
        return None
    ttft, tpot, chat_ttft, chat_tpot = times
    with np.errstate(invalid="ignore"):
        return (ttft <= chat_ttft * (1 + 1e-9)) & (tpot <= chat_tpot * (1 + 1e-9))


def prefer_chat_fast(feasible: np.ndarray, fast: np.ndarray | None) -> np.ndarray:
    """The rows a chat service's answer is chosen among: those of ``feasible`` within a chat's limits (``fast``,
    ``chat_fast`` of the table; None: not a chat) when there are any (a slower configuration is sized as an API and
    would undercut them), else all of ``feasible`` (the answer then says it is slow for a chat)."""
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


def chat_slow_rows(t: Any, sc: Any, d: Mapping, every: np.ndarray, fast: np.ndarray | None, key: np.ndarray,
                   best: int) -> np.ndarray:
    """The options a chat's limits took out of the answer, to list beside it: when the pick ``best`` answers within
    a chat's limits (``fast``, ``chat_fast`` of the table) but the cheapest option that carries the load (``every``:
    the rows that meet every constraint; ``key``: the monthly cost the answer ranks by) brings the first token later
    than a chat's limit (a long prompt: the price jumps, ``first_token_note`` says why), that cheapest row first,
    then the cheapest row of each other GPU model that is cheaper than the pick and misses the limits too, nearest
    the limits first (its first token or time a token over the chat's, whichever is further), up to
    chat_slow_alternatives rows in all (defaults.csv). Empty otherwise."""
    none = np.zeros(0, dtype=np.int64)
    times = _chat_times(t, sc, d)
    if fast is None or times is None or not bool(fast[best]) or not every.any():
        return none
    ttft, tpot, chat_ttft, chat_tpot = times
    cost = np.where(every, key, np.inf)
    cheapest = int(np.argmin(cost))
    if not ttft[cheapest] > chat_ttft * (1 + 1e-9) or not cost[cheapest] < key[best] * (1 - 1e-9):
        return none
    # (an older catalog without the row lists the one the reason names)
    count = int(d.get("chat_slow_alternatives", 1))
    slow = np.flatnonzero(every & ~fast & (cost < key[best] * (1 - 1e-9)))
    slow = slow[np.lexsort((slow, cost[slow]))]  # cheapest first
    gpu = np.asarray(t.codes("gpu")[0])
    _, first = np.unique(gpu[slow], return_index=True)
    per_gpu = slow[np.sort(first)]  # each GPU model's cheapest, cheapest first
    per_gpu = per_gpu[gpu[per_gpu] != gpu[cheapest]]
    with np.errstate(invalid="ignore", divide="ignore"):
        over = np.maximum(ttft[per_gpu] / chat_ttft, tpot[per_gpu] / chat_tpot)
    nearest = per_gpu[np.lexsort((cost[per_gpu], np.nan_to_num(over, nan=np.inf)))]
    return np.concatenate([[cheapest], nearest])[:max(count, 1)].astype(np.int64)


def first_token_note(r: Mapping, best: Mapping, sc: Any, d: Mapping) -> FirstTokenDecides | None:
    """Why a chat service costs more than the cheapest option that carries its load: that option (row ``r``, the
    first of ``chat_slow_rows``) brings the first token later than a chat's limit where the pick (row ``best``)
    answers within the limits; None otherwise (or when the figures are missing)."""
    mine, chosen = serving_time_note(r, sc, d), serving_time_note(best, sc, d)
    if mine is None or chosen is None or not mine.slow or chosen.slow or mine.chat_ttft_s is None \
            or mine.chat_tpot_s is None or not mine.ttft_s > mine.chat_ttft_s * (1 + 1e-9):
        return None
    return FirstTokenDecides(
        input_tokens=mine.input_tokens, output_tokens=mine.output_tokens, provider=str(r["provider"]),
        instance_type=str(r["instance_type"]), gpu=str(r["gpu"]), gpu_count=float(r["gpu_total"]),
        gpus_per_node=float(r["gpus_per_node"]), instances=int(r["instances"]), billing=str(r["billing"]),
        monthly_cost=float(r["monthly_cost"]), ttft_s=mine.ttft_s, tpot_s=mine.tpot_s, chat_ttft_s=mine.chat_ttft_s,
        chat_tpot_s=mine.chat_tpot_s, chosen_monthly_cost=float(best["monthly_cost"]), chosen_ttft_s=chosen.ttft_s,
        chosen_tpot_s=chosen.tpot_s, cost_diff=float(best["monthly_cost"]) - float(r["monthly_cost"]))
