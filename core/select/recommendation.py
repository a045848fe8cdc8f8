"""The recommendation: ``recommend`` = ``rank(price(cat, sc), sc)``, the chosen option, its alternatives, the
Pareto front, and the answer when nothing is a real option."""

from __future__ import annotations

import copy
import dataclasses
import datetime as _dt

import numpy as np
import pandas as pd

from ..scenario import answers as A, Scenario
from ..catalog import Catalog, cached, price_needed_rows
from ..estimate import gpu_refusals
from ..base import AnomalousPricesExcluded, FractionalGpusExcluded, ChosenGpusRefused, ChosenGpusUnpriced, finite_float, NoCandidates, NoEstimate, note, num, rounded
from .results import Note, Option, Recommendation
from .common import CONSTRAINTS, budget_in, select_defaults
from .estimates import EstTable
from .explanation import assumption_notes, reason_notes, runner_up_row, single_server_note, tip_notes, warning_notes
from .freshness import first_lost, fresh_preferred, fresher_pick, nearest_fresh, stale_rows, with_nearest_fresh
from .fx_used import rates_used
from .options import lost_reasons, option_of
from .safe_option import safe_row, with_safe_option
from .candidates import fractional_gpu_rows, practical_precision
from .pricing import Priced, ranked_table, job_key, price
from .quantized import quantized_note
from .ranking import best_by_group, closeness_of, fewer_servers, lexmin, missed_deadline, rank_key, pareto_front
from .serving import serving_impossible_note
from .serving_time import chat_fast, chat_lost_reasons, chat_slow_rows, first_token_note, prefer_chat_fast
from .table import CHUNK, Scored


def _chosen_gpus_refused(cat: Catalog, sc: Scenario) -> ChosenGpusRefused | None:
    """Why none of the GPUs the user named is in the answer, when each is refused for the job as asked (practical.py:
    BF16 on a T4, FP8 on an A100, a GPU current PyTorch no longer runs); None when one of them could run it (then
    price, fit or the other constraints decided, and the answer's own notes say so)."""
    why = [gpu_refusals(cat, g, practical_precision(sc), serving=sc.task == "inference") for g in sc.gpus]
    if not why or not all(why):
        return None
    return ChosenGpusRefused(gpus=tuple(sc.gpus), reasons=tuple(w[0] for w in why))


def _chosen_gpus_unpriced(cat: Catalog, sc: Scenario) -> ChosenGpusUnpriced | None:
    """The GPUs the user named that no priced server of the catalog carries (each with its unpriced server types and
    their providers; none: not in the catalog at all), when the answer uses another GPU; None when every named GPU
    has a price somewhere (then the answer's constraint notes say what decided)."""
    inst = cat["instances"]
    gpus = inst["gpu"].astype(str)
    priced = np.ones(len(inst), dtype=bool)
    priced[price_needed_rows(inst)] = False  # (the catalog's own test: no on-demand, spot or monthly price)
    out = []
    for g in sc.gpus:
        mine = (gpus == str(g)).to_numpy()
        if bool((mine & priced).any()):
            continue
        out.append((str(g), int(mine.sum()), tuple(sorted({str(p) for p in inst.loc[mine, "provider"]}))))
    if not out:
        return None
    return ChosenGpusUnpriced(gpus=tuple(o[0] for o in out), server_types=tuple(o[1] for o in out),
                              providers=tuple(o[2] for o in out))


def fits_nowhere_answer(t) -> Note:
    """The model fits on no candidate: the configuration that comes closest, and by how much it is short."""
    need = np.asarray(t["memory_per_gpu_gb"], dtype=float)
    have = np.asarray(t["gpu_memory_gb"], dtype=float)
    with np.errstate(divide="ignore", invalid="ignore"):
        ratio = np.where(np.asarray(t["ok"], bool) & ~np.asarray(t["c_fits"], bool) & (have > 0), need / have,
                         np.inf)
    i = int(np.nanargmin(np.nan_to_num(ratio, nan=np.inf)))
    r = t.take([i], ["gpu", "gpus_per_node", "gpu_total", "memory_per_gpu_gb", "gpu_memory_gb", "instance_type",
                     "provider"]).iloc[0]
    over = float(r["memory_per_gpu_gb"] - r["gpu_memory_gb"])
    return note("fits_nowhere", {"gpu": str(r["gpu"]), "gpus": num(r["gpus_per_node"]),
                                 "provider": str(r["provider"]), "instance_type": r["instance_type"],
                                 "memory_per_gpu_gb": float(r["memory_per_gpu_gb"]),
                                 "gpu_memory_gb": float(r["gpu_memory_gb"]), "over_gb": over,
                                 "over_pct": 100 * over / float(r["gpu_memory_gb"]) if r["gpu_memory_gb"] else None,
                                 "total_memory_needed_gb": float(r["memory_per_gpu_gb"] * r["gpus_per_node"]),
                                 "elsewhere": getattr(t, "elsewhere", None)})


def recommend(cat: Catalog, sc: Scenario, *, today: _dt.date | None = None, job=None,
              with_what_if: bool = False) -> Recommendation:
    """The recommendation for a scenario (pure function; safe to run on a worker thread):
    ``rank(price(cat, sc), sc)``; ``with_what_if`` adds ``what_if`` (the answer for the small and large choices of
    what was assumed: a few more recommendations, so only where asked: ``recommend --json``, the app's card)."""
    today = today or _dt.date.today()
    rec = rank(price(cat, sc, today=today, job=job), sc, today=today)
    rec = _closest_service(cat, sc, rec, today)
    if with_what_if:
        rec = dataclasses.replace(rec, what_if=what_if(cat, sc, rec.recommendation, today=today,
                                                       warnings=rec.warnings))
    return rec


def _closest_service(cat: Catalog, sc: Scenario, rec: Recommendation, today: _dt.date) -> Recommendation:
    """A service whose latency target no configuration meets: the closest option, as for a deadline nothing meets
    (the interface's contract: the closest option with the warning that says which limit broke and by how much,
    never an empty answer). The target is widened to a miss of (1 + missed_deadline_tolerance) times the least
    possible one (the fastest configuration's one request) and the service sized and ranked at that; the answer is
    marked as not meeting every requirement, ``serving_impossible`` first among its warnings. When even that finds
    nothing (more GPUs than one service is sized on), the answer stays without a configuration."""
    if rec.recommendation is not None or sc.task != "inference" or not sc.p95_latency_s or len(rec.warnings) != 1:
        return rec
    (why,) = rec.warnings
    best = why.detail.get("best_latency_s") if why.code == "serving_impossible" else None
    if why.detail.get("limit") != "latency" or not best or not np.isfinite(best) or best <= sc.p95_latency_s:
        return rec
    tol = float(select_defaults(cat)["missed_deadline_tolerance"])
    widened = dataclasses.replace(sc, p95_latency_s=sc.p95_latency_s + (1 + max(tol, 0.0)) * (best - sc.p95_latency_s))
    alt = rank(price(cat, widened, today=today), widened, today=today)
    if alt.recommendation is None:
        return rec
    return dataclasses.replace(alt, recommendation=dataclasses.replace(alt.recommendation, feasible=False),
                               feasible=False, warnings=(why, *alt.warnings))


# --------------------------------------------------------------------------- what if (issue 29)


def _variants(cat: Catalog, sc: Scenario) -> list[tuple[str, str, object, dict]]:
    """(assumed field, choice, value, scenario dict) for the small and large choices of each assumed answer that
    decides the size of the job: the model, the data converted from items, the load, a guessed run's GPU."""
    given = copy.deepcopy(sc.given)
    assumed = {a.path: a for a in sc.assumed}
    out: list[tuple[str, str, object, dict]] = []
    for choice in A.WHAT_IF_CHOICES:
        if "model.preset" in assumed:
            alt = A.what_if_value(cat, sc.task, sc.workload, "model.preset", choice)
            if alt is not None and str(alt.value) != sc.preset:
                out.append(("model.preset", choice, str(alt.value), {**given, "model": {"preset": str(alt.value)}}))
        per_item = next((a for a in sc.assumed if a.why == "per_item"), None)
        if per_item is not None and sc.items and sc.item_kind:
            alt = A.what_if_value(cat, sc.task, sc.workload, f"items.{sc.item_kind}", choice)
            if alt is not None:
                unit = per_item.path.split(".", 1)[1]
                data = {unit: float(alt.value) * float(sc.items)}
                if sc.epochs:
                    data["epochs"] = sc.epochs
                out.append((per_item.path, choice, data[unit], {**given, "data": data}))
        if "inference.qps" in assumed and sc.qps:
            f = A.what_if_value(cat, sc.task, sc.workload, "what_if", "load_factor")
            if f is not None and float(f.value) > 1:
                qps = sc.qps / float(f.value) if choice == "small" else sc.qps * float(f.value)
                inf = {**(given.get("inference") or {}), "qps": qps, "input_tokens": sc.input_tokens,
                       "output_tokens": sc.output_tokens}
                inf.pop("users", None)
                out.append(("inference.qps", choice, qps, {**given, "inference": inf}))
        if "reference_run.gpu" in assumed and sc.reference_run is not None:
            alt = A.what_if_value(cat, sc.task, sc.workload, "reference_run.gpu", choice)
            if alt is not None:
                ref = {"gpu": str(alt.value), "gpus": sc.reference_run.gpus, "hours": sc.reference_run.hours}
                out.append(("reference_run.gpu", choice, str(alt.value), {**given, "reference_run": ref}))
    return out


def _what_if_row(path: str, choice: str, value, opt: Option | None, warnings=()) -> dict:
    row: dict = {"assumption": path, "choice": choice, "value": num(value) if isinstance(value, float) else value}
    if opt is None:
        row.update(gpu=None, gpu_count=None, wall_hours=None, total_cost=None, monthly_cost=None, currency=None,
                   feasible=False, why_none=next((n.code for n in warnings), None))
        return row
    row.update(provider=opt.provider, region=opt.region, instance_type=opt.instance_type, gpu=opt.gpu,
               # the figures unrounded, as an option's are (the proposal CSV's "unrounded" columns); the JSON rounds
               # them as it rounds an option's (``Recommendation.to_dict``)
               gpu_count=num(opt.gpu_count), billing=opt.billing, wall_hours=finite_float(opt.wall_hours),
               total_cost=finite_float(opt.total_cost), monthly_cost=finite_float(opt.monthly_cost), currency=opt.currency,
               feasible=bool(opt.feasible), meets_deadline=bool(opt.meets_deadline),
               within_budget=bool(opt.within_budget), broken=broken_codes(warnings))
    if opt.deadline_risk is not None:  # met as expected, missed at the slow end (the card's amber status)
        row["deadline_at_risk"] = True
    return row


def broken_codes(warnings) -> list[str]:
    """Every limit an answer breaks, as codes, from its warnings: each ``constraint_broken``'s constraint (budget,
    deadline, fits, ...), then ``chat_ttft`` / ``chat_tpot`` where a chat service's first token or time a token is
    slower than a chat's limit (a ``serving_time`` warning: walk 19's 0.09 s a token against 0.04 s, said only as
    "over your budget")."""
    out: list[str] = [str(n.detail.get("constraint")) for n in warnings if n.code == "constraint_broken"]
    for n in warnings:
        if n.code == "constraint_broken":
            continue
        elif n.code == "serving_time" and n.detail.get("slow"):
            d = n.detail
            for code, have, limit in (("chat_ttft", d.get("ttft_s"), d.get("chat_ttft_s")),
                                      ("chat_tpot", d.get("tpot_s"), d.get("chat_tpot_s"))):
                if have is not None and limit is not None and have > limit * (1 + 1e-9):
                    out.append(code)
    return list(dict.fromkeys(out))


def what_if(cat: Catalog, sc: Scenario, chosen: Option | None, *, today: _dt.date | None = None,
            warnings=()) -> tuple[dict, ...]:
    """When the model, the data size, the load or a guessed run's GPU was assumed: the answer for the small, the
    assumed ("typical": ``chosen``, the recommendation) and the large choice of each, as rows
    {assumption, choice, value, gpu, gpu_count, wall_hours, total_cost, ...} (the choices from the answers table).
    Empty when nothing that decides the size was assumed. ``warnings``: the recommendation's (the assumed row's
    ``broken``: every limit it breaks)."""
    from ..scenario import parse_scenario
    from ..base import CatalogError
    today = today or _dt.date.today()
    variants = _variants(cat, sc)
    if not variants:
        return ()
    assumed = {a.path: a for a in sc.assumed}
    rows: list[dict] = []
    # A past run sets the time whatever the model: its hours measured the user's own job, so another model changes
    # only the memory (and with it the server), not the hours. Said on those rows (``hours_from``), so that the same
    # hours beside ResNet-50 and ViT-L/16 are not read as two models that train equally fast.
    # (not where the run was set aside, faster than any published run for that model's work: job.py)
    # Where the run was set aside, the row says so (``run_set_aside``): the GPU a guessed run ran on then changes
    # nothing, and three equal answers are said as such (walk 24: T4, V100 and A100 each "128 x B200, 7.6 h").
    def from_run(notes, path: str) -> dict:
        if sc.reference_run is None:
            return {}
        if any(n.code == "reference_run_implausible" and getattr(n, "set_aside", False) for n in notes):
            return {"run_set_aside": True}
        return {"hours_from": "reference_run"} if path == "model.preset" else {}
    for path in dict.fromkeys(v[0] for v in variants):
        mine = [v for v in variants if v[0] == path]
        typical = assumed[path].value if path in assumed else None
        for choice in ("small", "typical", "large"):
            if choice == "typical":
                rows.append({**_what_if_row(path, "typical", typical, chosen, warnings), **from_run(warnings, path)})
                continue
            for _, c, value, obj in mine:
                if c != choice:
                    continue
                try:
                    alt = recommend(cat, parse_scenario(obj, cat, "what_if"), today=today)
                except CatalogError:
                    continue  # a choice the catalog cannot state (a preset the user's catalog lacks): left out
                rows.append({**_what_if_row(path, choice, value, alt.recommendation, alt.warnings),
                             **from_run(alt.warnings, path)})
    return tuple(rows)


# --------------------------------------------------------------------------- where the data goes (issue 29)


def mainland_offers(t: Scored) -> np.ndarray:
    """Offerings (t.offers) on a Chinese cloud's mainland-China region: worked out once per offering table (a
    dragged deadline or budget ranks the same offerings again; the per-offering loop was ~30% of a re-rank)."""
    codes = t.offers["provider_code"]
    slot: dict = cached(t.cat, ("select", "mainland_offers"), dict)
    hit = slot.get(id(codes))
    if hit is not None and hit[0] is codes:
        return hit[1]
    mask = mainland_offers_of(t)
    if len(slot) >= 4:
        slot.clear()
    slot[id(codes)] = (codes, mask)  # the array itself kept: its id is never another's while it is here
    return mask


def mainland_offers_of(t: Scored) -> np.ndarray:
    """Offerings (t.offers) on a Chinese cloud's mainland-China region, worked out afresh."""
    cat = t.cat
    p = cat["providers"]
    cn = {str(x) for x, c in zip(p["provider"], p["country"].astype(str)) if c.upper() == "CN"}
    mainland = A.mainland_regions(cat)
    names = np.asarray(t.labels["provider"], dtype=object)[t.offers["provider_code"]]
    regions = np.asarray(t.offers["region"], dtype=object)
    return np.array([n in cn and str(r).lower() in mainland for n, r in zip(names, regions)], dtype=bool)


def _domestic_pick(t: Scored, sc: Scenario, best: int, key: np.ndarray, feasible: np.ndarray,
                   d: dict) -> int | None:
    """For ``_overseas``: the row the answer would be with ``data_in_china: true`` when the chosen row ``best`` runs
    outside mainland China for a yuan user who has not said where the data may go (-1: no mainland row meets the
    hard constraints), or None (no overseas note). The same choice as the answer's (``choose_row`` on the mainland
    rows: the fewer-servers rule among options about as good, the closest one when none fits), not a rule of its
    own: the warning named 512 GPUs 30 s faster for twice the price where the mainland-only answer is 256.
    Worked out before the answer's rows are computed, so the row is computed in the same batch as theirs."""
    if sc.data_in_china is False or not yuan_user(sc):
        return None
    domestic = mainland_offers(t)
    if domestic[int(t.r_off[best])]:  # (the chosen row's offering)
        return None
    mask = domestic[t.r_off] & np.asarray(t["hard_ok"], dtype=bool)
    if not mask.any():
        return -1
    if sc.task != "inference":
        # the rank key over the mainland rows, as that answer ranks them (_choose): for the goal "fastest" the times
        # within the close tolerance of the fastest mainland row count as equal, not those of the fastest anywhere
        inside = feasible & mask
        key = rank_key(t, sc.objective, d, inside if inside.any() else mask)
    return choose_row(t, d, key, feasible, sc.task != "inference", mask)


def yuan_user(sc: Scenario) -> bool:
    """A user in China, as the answer is shown to them: prices shown in yuan (``currency``, which follows the user's
    own currency when left open), a budget in yuan, or yuan as the user's own currency (``home_currency``: the app's
    Chinese interface) even with the prices shown in dollars."""
    return "CNY" in (sc.currency, sc.budget_currency, sc.home_currency)


def _overseas(row: dict, chosen: Option, pick: int | None, o: Option | None) -> Note | None:
    """A yuan user (``yuan_user``: shown yuan, a yuan budget, or yuan as their own currency) whose answer runs outside mainland China, without having said where
    the data may go: the note ``overseas`` (account, payment, cross-border data, invoice currency) with the best
    option in mainland China beside it (None: the answer is in mainland China, or the user said abroad is fine).
    ``pick``: ``_domestic_pick`` for the chosen row; ``o``: that row's option (None: no such row)."""
    if pick is None:
        return None
    detail: dict = {"provider": chosen.provider, "region": chosen.region,
                    "invoice_currency": str(row.get("currency", "")) or chosen.currency, "domestic": None}
    if o is not None:
        detail["domestic"] = {"provider": o.provider, "region": o.region, "instance_type": o.instance_type,
                              "gpu": o.gpu, "gpu_count": num(o.gpu_count), "billing": o.billing,
                              "wall_hours": rounded(o.wall_hours), "total_cost": rounded(o.total_cost),
                              "monthly_cost": rounded(o.monthly_cost), "currency": o.currency,
                              "meets_deadline": o.meets_deadline, "within_budget": o.within_budget,
                              "feasible": o.feasible}
        if o.price_source != "catalog":  # the user's own price: said so beside it
            detail["domestic"].update(price_source=o.price_source, price_as_of=o.price_as_of)
    return note("overseas", detail)


def rank(priced: Priced, sc: Scenario, *, today: _dt.date | None = None) -> Recommendation:
    """The recommendation for ``sc`` from a priced table of its job (the fast half of ``recommend``):
    constraints, ranking, Pareto front, reasons, tips and warnings. ``priced.reusable_for(sc)`` must hold."""
    if job_key(sc) != priced.job_key:
        raise ValueError("rank: the priced table is for another job (see Priced.reusable_for)")
    today = today or priced.today
    return recommend_ranked(priced.cat, sc, ranked_table(priced, sc, today), priced.job, today)


def recommend_ranked(cat: Catalog, sc: Scenario, t: Scored, job, today: _dt.date) -> Recommendation:
    """The answer from a ranked table: no option and why, or the chosen row, its alternatives, the Pareto front,
    and the notes that explain them."""
    d = select_defaults(cat)
    budget = budget_in(cat, sc, today)
    training = sc.task != "inference"
    counts = _counts(t)
    defaults_used = {k: v for k, v in sc.defaults_used}
    why_none = _why_no_option(t)
    if why_none is not None:
        assumptions = assumption_notes(cat, sc, t, t.est, today, d, budget, None, rates_used(cat, sc, today))
        return Recommendation(None, False, (), (), (), (), (why_none,), assumptions, defaults_used, counts, _table=t)

    every = t["feasible"].astype(bool)
    fast = chat_fast(t, sc, d)  # (a chat service: the rows within a chat's limits)
    feasible = prefer_chat_fast(every, fast)
    # The options that meet every requirement: for a chat service, only those within a chat's limits (a row that
    # misses them even for one request alone was sized as an API: it carries the load, but no chat reader waits
    # that long). When none does, the answer is the closest option (the cheapest that carries the load), said so.
    meeting = every if fast is None else every & fast
    counts["feasible"] = int(np.count_nonzero(meeting))
    key, best = _choose(t, sc, d, feasible, training)
    # The rows the answer shows, computed in one pass (t.drows keeps them): the chosen one, the alternatives and
    # the runner-up the reasons name; for a chat whose limits took the cheapest options out, the cheapest of them
    # (which a reason names) and those nearest the limits.
    # On old prices (freshness.py): the first choice by the goal, when a recent price took its place, is the
    # runner-up; for a pick on a stale price, the nearest option on a recent one
    first = choose_row(t, d, key, feasible, training, fresh=False) if feasible.any() else best
    runner_up = runner_up_row(t, best, feasible, key) if first == best else first
    slow_rows = chat_slow_rows(t, sc, d, every, fast, key, best)
    alt_rows = _alternative_rows(t, d, best, key, feasible, runner_up, slow_rows, budget)
    pick = _domestic_pick(t, sc, best, key, feasible, d)
    # No option meets the deadline: the fastest one, for the warning that says so (and the window the pick was in)
    reach = (missed_deadline(t, d["missed_deadline_tolerance"], d["close_tolerance"])
             if training and sc.deadline_hours and not feasible.any() else None)
    near, fresh_count = (None, 0)
    if first == best and feasible.any() and bool(stale_rows(t, d)[best]):
        near, fresh_count = nearest_fresh(t, d, key, feasible, training)
    t.drows(np.concatenate([[best], alt_rows, [] if pick is None or pick < 0 else [pick],
                            [] if reach is None else [reach[0]], [first], [] if near is None else [near]]))
    row = t.drows([best])[0]
    chosen = option_of(row, sc, d, budget)
    if chosen.deadline_risk is not None and sc.deadline_hours:  # at risk: the cheapest option safe at the slow end
        safe = safe_row(t, float(sc.deadline_hours))
        chosen = with_safe_option(chosen, None if safe is None else option_of(t.drows([safe])[0], sc, d, budget))
        if safe is not None and safe != best and not np.isin(safe, alt_rows):
            # the option the risk names is one the user can open: listed after the runner-up (which stays first,
            # as the reasons name it), before the other GPU models
            at = 1 if runner_up is not None and len(alt_rows) else 0
            alt_rows = np.concatenate([alt_rows[:at], [safe], alt_rows[at:]]).astype(np.int64)
    alternatives = _alternatives(t, sc, d, budget, alt_rows, row, key)
    if first != best:  # (the runner-up, listed first)
        alternatives = (first_lost(alternatives[0], t.drows([first])[0], row, d, training), *alternatives[1:])
    pareto = _pareto_points(t, best) if training else ()
    on_pareto = any(p["chosen"] for p in pareto)
    reasons = reason_notes(t, t.est, best, row, sc, d, budget, feasible, key, on_pareto, getattr(job, "params", None),
                           runner_up, meeting=meeting)
    limit = first_token_note(t.drows(slow_rows[:1])[0], row, sc, d) if len(slow_rows) else None
    if limit is not None:  # why the answer costs more than the cheapest that carries the load: after the objective
        reasons = (*reasons[:1], limit, *reasons[1:])
    if first != best:  # a recent price took the first choice's place: said after the objective
        reasons = (*reasons[:1], fresh_preferred(t.drows([first])[0], row, d, training), *reasons[1:])
    tips = tip_notes(cat, row, sc, d, t)
    quantized = quantized_note(cat, row, sc, job)
    if quantized is not None:
        tips += (quantized,)
    warnings = warning_notes(row, sc, d, budget, chosen, bool(feasible.any()), t, t.est,
                             None if reach is None else (t.drows([reach[0]])[0], reach[1]))
    if first == best and feasible.any() and bool(row["stale"]) and (near is not None or meeting.any()):
        # (when no option meets every requirement, "none that meets every requirement has a recent price" says
        # nothing: the warning keeps its date only, walk 23)
        warnings = with_nearest_fresh(warnings, row, None if near is None else t.drows([near])[0], fresh_count,
                                      training)
    if sc.gpus and row["gpu"] not in sc.gpus:
        refused = _chosen_gpus_refused(cat, sc)
        if refused is not None:
            warnings += (refused,)
        else:
            unpriced = _chosen_gpus_unpriced(cat, sc)
            if unpriced is not None:
                warnings += (unpriced,)
    one = single_server_note(row, sc)  # a service on one server: one fault stops it (walk 23)
    if one is not None:
        warnings += (one,)
    if t.anomalous:
        warnings += (AnomalousPricesExcluded(instances=t.anomalous),)
    fractional = fractional_gpu_rows(cat, sc)
    if fractional:
        warnings += (FractionalGpusExcluded(instances=fractional),)
    domestic = option_of(t.drows([pick])[0], sc, d, budget) if pick is not None and pick >= 0 else None
    abroad = _overseas(row, chosen, pick, domestic)
    if abroad is not None:
        warnings = (abroad,) + warnings
    assumptions = assumption_notes(cat, sc, t, t.est, today, d, budget, row,
                                   rates_used(cat, sc, today, chosen, alternatives, domestic))
    return Recommendation(chosen, chosen.feasible, alternatives, pareto, reasons, tips, warnings,
                          assumptions, defaults_used, counts, _table=t)


def _counts(t: Scored) -> dict:
    """How many rows, feasible ones, configurations and instances the answer looked at, and how many rows broke
    each constraint (rows left out as unusable are counted, never offered)."""
    n = len(t)
    replaced = t.excluded is not None and t.usable  # the configurations counted before rank left rows out
    per_offer = t.rows_per("offers") if n else np.zeros(0, np.int64)
    counts = {"candidates": int(n), "feasible": int(np.count_nonzero(t["feasible"])) if n else 0,
              "configurations_estimated": t.distinct("est_key") if n and not replaced else 0,
              "instances_considered": int(np.count_nonzero(per_offer))}
    # Constraints of an offering or a cluster: counted at their own level, weighted by their rows.
    per_cluster = t.rows_per("clusters") if n else np.zeros(0, np.int64)
    level = {"c_providers": (t.offers, "c_providers", per_offer), "c_regions": (t.offers, "c_regions", per_offer),
             "c_gpus": (t.offers, "c_gpus", per_offer), "c_fits": (t.clusters, "fits", per_cluster),
             "c_estimate": (t.clusters, "c_estimate", per_cluster)}
    for c in CONSTRAINTS:
        name = f"c_{c}"
        if not n:
            counts[f"broken_{c}"] = 0
        elif name in level and name not in t.computed:
            where, col, weight = level[name]
            counts[f"broken_{c}"] = int(weight[~where[col].astype(bool)].sum())
        else:
            counts[f"broken_{c}"] = int(n - np.count_nonzero(t[name]))
    if t.excluded is not None and t.usable:  # (``replaced``)
        counts["broken_estimate"] += t.excluded["estimate"]
        counts["broken_fits"] += t.excluded["fits"]
        counts["excluded"] = t.excluded["unusable"]
        counts["configurations_estimated"] = t.excluded["configurations"]
    return counts


def _why_no_option(t: Scored) -> Note | None:
    """Why there is no option to show (None: there is one)."""
    est = t.est
    if len(t) and not t.usable:
        # No real option: every configuration that could be estimated is too small for the model (say so, and by
        # how much), or nothing could be estimated.
        # A service the model fits for, but that no configuration carries within its limits (latency, size), is
        # answered as impossible with what it would need (serving.py).
        impossible = serving_impossible_note(t)
        if impossible is not None:
            return impossible
        ok = np.asarray(t["ok"], dtype=bool)
        return fits_nowhere_answer(t) if (ok & ~np.asarray(t["c_fits"], dtype=bool)).any() else no_estimate_answer(est)
    if not len(t):
        return NoCandidates()
    if not np.asarray(t["c_estimate"], dtype=bool).any() and "ok" in est and not est["ok"].astype(bool).any():
        # Nothing could be estimated (the job itself is the problem, not one GPU): no closest option to show.
        return no_estimate_answer(est)
    return None


def _choose(t: Scored, sc: Scenario, d: dict, feasible: np.ndarray, training: bool) -> tuple[np.ndarray, int]:
    """The rank key of every row and the chosen row (``choose_row``)."""
    pool = feasible if feasible.any() else t["hard_ok"].astype(bool)
    # A service is compared month against month (a 12-month commitment at its monthly amount, its total shown); at
    # the same cost the one that answers sooner (two 24 GB cards at the same price were taken in the order seen)
    key = rank_key(t, sc.objective, d, pool) if training else service_key(t)
    return key, choose_row(t, d, key, feasible, training)


def service_key(t: Scored) -> np.ndarray:
    """A service's rank key: its monthly cost, ties broken by its answer time (scaled far below a cent)."""
    key = np.array(t["monthly_cost"], dtype=float)
    lat = np.asarray(t["latency_s"], dtype=float)
    finite = np.isfinite(lat)
    if finite.any():
        key += np.where(finite, lat / (np.max(lat[finite]) + 1.0), 1.0) * 1e-6
    return key


def choose_row(t: Scored, d: dict, key: np.ndarray, feasible: np.ndarray, training: bool,
               within: np.ndarray | None = None, fresh: bool = True) -> int:
    """The chosen row among ``within`` (a row mask; None: every row): the best feasible one by ``key``, preferring
    fewer servers when close (``fewer_servers``), and one on a recent price about as good when that one's price is
    stale (``fresh``: freshness.fresher_pick, defaults.csv fresh_price_tolerance), else the one closest to meeting
    every constraint. The answer's choice and the best mainland option's (``_domestic_pick``: the answer with
    ``data_in_china: true``) are this one rule."""
    ok = feasible if within is None else feasible & within
    if ok.any():
        masked = np.where(ok, key, np.inf)
        first = fewer_servers(t, ok, int(np.argmin(masked)), masked, training, d["close_tolerance"])
        return fresher_pick(t, d, masked, ok, first, training) if fresh else first
    tol = d["missed_deadline_tolerance"]
    if within is None:
        return lexmin(closeness_of(t, tolerance=tol), key)
    rows = np.flatnonzero(within)
    return int(rows[lexmin(closeness_of(t, rows, tol), key[rows])])


def _alternative_rows(t: Scored, d: dict, best: int, key: np.ndarray, feasible: np.ndarray,
                      runner_up: int | None = None, slow: np.ndarray | None = None,
                      budget: float | None = None) -> np.ndarray:
    """The runner-up the reasons name (``runner_up_row``) first, then the cheaper options a chat's limits took out
    (``slow``: ``chat_slow_rows``, the cheapest first), then the best row of each other GPU model (up to
    alternatives_count), and the chosen instance's best row in each of its other billing modes (up to two). The
    runner-up is listed even when its GPU model is the chosen one's (2 x the chosen GPU) or another row stands for
    its model: a reader told "the runner-up was X" finds X among the alternatives (and the cheapest option a chat's
    first token ruled out likewise)."""
    gpu_codes = np.asarray(t.codes("gpu")[0])
    by_gpu = best_by_group(gpu_codes, feasible, key)
    by_gpu = within_reach(t, d, gpu_codes, feasible, key, by_gpu, budget)
    by_gpu = by_gpu[gpu_codes[by_gpu] != gpu_codes[best]][:int(d["alternatives_count"])]
    if runner_up is not None:
        ru_gpu = gpu_codes[runner_up]
        # its model's row is the runner-up itself (a model is listed once); a runner-up of the chosen model is a
        # row more
        by_gpu = np.concatenate([[runner_up], by_gpu[gpu_codes[by_gpu] != ru_gpu]])
    if slow is not None and len(slow):  # after the runner-up, whatever their GPU model; listed once
        head = by_gpu[:1 if runner_up is not None else 0]
        rest = by_gpu[len(head):]
        by_gpu = np.concatenate([head, slow, rest[~np.isin(rest, slow)]])
    same = t.same_offer(best)
    same_bill = np.asarray(t.at("billing", same), dtype=object)
    keep_same = same_bill != t.at("billing", np.array([best]))[0]
    same, same_bill = same[keep_same], same_bill[keep_same]
    order = np.lexsort((same, key[same], ~feasible[same]))
    same, same_bill = same[order], same_bill[order]
    _, first_mode = np.unique(same_bill, return_index=True)
    same_rows = same[np.sort(first_mode)][:2]
    return np.concatenate([by_gpu, same_rows]).astype(np.int64)


def within_reach(t: Scored, d: dict, codes: np.ndarray, feasible: np.ndarray, key: np.ndarray,
                 reps: np.ndarray, budget: float | None = None) -> np.ndarray:
    """The GPU models' rows to list (``best_by_group`` order: feasible first, then by ``key``) with those that
    meet no requirement and finish far past any option one could pick, or cost far more than the budget, replaced
    by their model's best row that does neither (its cheapest by the goal, on more or fewer servers), or left out
    when it has none. Far past: later than (1 + alternative_late_max, defaults.csv) times the deadline when some
    row meets every requirement, else times the least possible time (the fastest row's, as the deadline checks it).
    Far more: over (1 + alternative_over_budget_max) times the budget (``budget``, in the result currency, as the
    rows' ``budget_over`` counts it), else times the least possible spend. Without them a model that misses the
    deadline stood for itself by its cheapest row, the fewest servers: 3 servers for 48,845 hours beside a deadline
    of 2,160 hours that 64 servers miss by 30% (expert25, pt-72b-china-quarter); and 64 servers of 4 A10 at
    ¥957,879, 3.1 times a budget of ¥500,000, stood among the alternatives as on time within reach (expert25,
    pt-4b-china-budget). Only the models' rows that miss a requirement are looked at when some row meets every
    requirement (the deadline's column is not kept for every row: test_engine_memory)."""
    deadline = getattr(getattr(t, "sc", None), "deadline_hours", None)
    limits = [(c, float(base), max(float(d[k]), 0.0)) for c, base, k in (
        ("deadline_over_hours", deadline or 0.0, "alternative_late_max"),
        ("budget_over", budget or 0.0, "alternative_over_budget_max")) if base and k in d]
    late = reps[~feasible[reps]]
    if not len(late) or not limits:
        return reps
    rows = np.flatnonzero(np.isin(codes, codes[late])) if feasible.any() else None
    # (when nothing meets every requirement, the closest option's check read the columns for every row already:
    # missed_deadline)
    hard = np.asarray(t["hard_ok"] if rows is None else t.at("hard_ok", rows), dtype=bool)
    far = np.zeros(len(hard), dtype=bool)
    for column, base, factor in limits:
        over = np.asarray(t[column] if rows is None else t.at(column, rows), dtype=float)
        least = 0.0
        if rows is None:
            if not np.isfinite(over).any():
                continue
            least = max(float(np.nanmin(over)), 0.0)
        with np.errstate(invalid="ignore"):
            far |= over > (base + least) * (1.0 + factor) - base  # (no figure: not far)
    at = (lambda r: r) if rows is None else (lambda r: np.searchsorted(rows, r))
    if not far[at(late)].any():
        return reps
    sub_codes, sub_key = (codes, key) if rows is None else (codes[rows], key[rows])
    # each such model's best row within reach that breaks no hard constraint (a detector's script runs on one
    # server: no cluster stands in for it), none for a model that has none
    ok = ~far & hard
    near = best_by_group(sub_codes, ok, sub_key)
    near = near[ok[near]]
    near_rows = near if rows is None else rows[near]
    by_code = dict(zip(codes[near_rows].tolist(), near_rows.tolist()))
    out = [int(r) if feasible[r] or not far[at(r)] else by_code.get(int(codes[r]), -1) for r in reps]
    kept = np.asarray([r for r in out if r >= 0], dtype=np.int64)
    return kept[np.lexsort((kept, key[kept], ~feasible[kept]))] if len(kept) else kept


def _alternatives(t: Scored, sc: Scenario, d: dict, budget, rows: np.ndarray, row: dict,
                  key: np.ndarray) -> tuple[Option, ...]:
    """The alternatives (``_alternative_rows``), each with why it lost to the chosen ``row``."""
    return tuple(option_of(r, sc, d, budget, chat_lost_reasons(
        r, row, sc, d, lost_reasons(r, row, sc, key, t, budget, d["close_tolerance"]))) for r in t.drows(rows))


def _pareto_points(t: Scored, best: int) -> tuple[dict, ...]:
    """The Pareto front of cost against hours over the rows that meet the hard constraints."""
    hard = np.asarray(t["hard_ok"], dtype=bool)
    cost, hours = np.asarray(t["total_cost"], float), np.asarray(t["run_hours"], float)
    pf, fixed = _front_points(t, cost, hours, hard)
    feasible = np.asarray(_at(t, "feasible", pf)).tolist()  # plain values, as a frame's records would give
    return tuple({**r, "feasible": bool(f), "chosen": bool(i == best)}
                 for i, r, f in zip(pf.tolist(), fixed, feasible))


def _front_points(t: Scored, cost: np.ndarray, hours: np.ndarray, hard: np.ndarray) -> tuple[np.ndarray, list]:
    """The rows of the front (positions) and each point's figures but ``feasible`` and ``chosen``: kept for the
    cost and hours columns of a priced table (the same arrays at each re-rank) and the same rows meeting the hard
    constraints (a dragged deadline or budget changes neither: the front is the same, only which rows meet the
    soft constraints changes)."""
    slot: dict = cached(t.cat, ("select", "front_points"), dict)
    hit = slot.get((id(cost), id(hours)))
    if hit is not None and hit[0] is cost and hit[1] is hours and np.array_equal(hit[2], hard):
        return hit[3], hit[4]
    hi = np.flatnonzero(hard)
    keep = hi[undominated(cost, hours, hi)]
    del hi
    pf = keep[pareto_front(cost[keep], hours[keep])]
    cols = ("provider", "instance_type", "gpu", "gpu_total", "nodes", "billing", "run_hours", "total_cost")
    pts = [np.asarray(_at(t, c, pf)).tolist() for c in cols]  # plain values, as a frame's records would give
    out = []
    for values in zip(*pts):
        r = dict(zip(cols, values))
        out.append({"provider": str(r["provider"]), "instance_type": r["instance_type"], "gpu": str(r["gpu"]),
                    "gpu_count": num(r["gpu_total"]), "nodes": int(r["nodes"]), "billing": r["billing"],
                    "wall_hours": rounded(r["run_hours"]), "total_cost": rounded(r["total_cost"])})
    slot.clear()  # one table's: the arrays it holds (kept, so their ids stay theirs) are the priced table's on hand
    slot[(id(cost), id(hours))] = (cost, hours, hard.copy(), pf, out)
    return pf, out


def undominated(cost: np.ndarray, hours: np.ndarray, rows: np.ndarray | None = None,
                 sample: int = 4096) -> np.ndarray:
    """Positions (in ``rows``, ascending; None: every row) of the rows that no point of an evenly spaced sample's
    front strictly beats (at most as dear and faster, or cheaper and as fast): every row of the full front is among
    them with its ties, so ``pareto_front`` of these rows is the front of all (it sorts a million rows otherwise).
    All of them when few. Tested a block of rows at a time (no column-long temporaries)."""
    n = len(cost) if rows is None else len(rows)
    if n <= 4 * sample:
        return np.arange(n)
    s = np.unique(np.linspace(0, n - 1, sample).astype(np.int64))
    sr = s if rows is None else rows[s]
    f = sr[pareto_front(cost[sr], hours[sr])]  # cost ascending, hours falling
    if not len(f):
        return np.arange(n)
    fc, fh = cost[f], hours[f]
    # A row at least as dear as a front point and slower is beaten by it (the front's fastest point at most as dear
    # as the row is at least as fast): a few such points set most rows aside with two comparisons each, the rest
    # are looked up in the front.
    quick = [(fc[p], fh[p]) for p in sorted({len(f) // 4, len(f) // 2, (3 * len(f)) // 4})]
    out = []
    for a in range(0, n, CHUNK):
        b = min(a + CHUNK, n)
        c, h = (cost[a:b], hours[a:b]) if rows is None else (cost[rows[a:b]], hours[rows[a:b]])
        with np.errstate(invalid="ignore"):
            aside = np.zeros(b - a, dtype=bool)
            for qc, qh in quick:
                aside |= (c >= qc) & (h > qh)  # (a NaN compares False: such a row is looked up)
            left = np.flatnonzero(~aside)
            c, h = c[left], h[left]
            j = np.searchsorted(fc, c, side="right") - 1  # the sample front's fastest point at most as dear
            jj = np.maximum(j, 0)
            beaten = (j >= 0) & ((fh[jj] < h) | ((fh[jj] == h) & (fc[jj] < c)))
        out.append(left[~beaten] + a)
    return np.concatenate(out)


def _at(t: Scored, name: str, sel: np.ndarray) -> np.ndarray:
    """Column ``name`` at rows ``sel`` only (``t[name][sel]`` without building the column for every row)."""
    return t.at(name, sel)


def no_estimate_answer(est: EstTable) -> Note:
    """Why no configuration could be estimated: the most frequent error code of the estimate engine."""
    errors = pd.Series(est["error"], dtype=object).astype(str) if "error" in est else pd.Series(dtype=str)
    errors = errors[errors != ""]
    code = str(errors.mode().iat[0]) if len(errors) else ""
    field = ""
    if "error_field" in est and len(errors):
        f = pd.Series(est["error_field"], dtype=object).loc[errors.index].astype(str)
        f = f[(f != "") & (f != "nan")]
        field = str(f.mode().iat[0]) if len(f) else ""
    return NoEstimate(error=code, field=field, configurations=int(len(est)))


def option_at(cat: Catalog, sc: Scenario, rec: Recommendation, row: int,
              today: _dt.date | None = None) -> Option | None:
    """Row ``row`` of ``rec.candidates`` as a full Option (cost lines, host...), built as the engine builds its
    choices; None when out of range. For a point the user clicks on a chart."""
    if rec is None or rec.candidates is None or not (0 <= row < len(rec.candidates)):
        return None
    return option_of(rec.candidate_row(row), sc, select_defaults(cat), budget_in(cat, sc, today or _dt.date.today()))
