"""The notes of spot risk and committed prices (codes with numbers, no sentences): why a cluster's spot price was
not offered (the spot gang rule, the risk allowance, a discount deeper than the cloud's usual one), how many spot
prices were left out as anomalous, and what a 1- or 3-year commitment would cost and when it pays off. Rules:
``catalogs/spot_rules.csv`` and the defaults; docs/recommend.md ("Spot risk", "Committed prices")."""

from __future__ import annotations

import numpy as np

from ..catalog import cost as C
from ..base import Commitment, note, num, SpotPricesAnomalous, SpotRefusedAnomalousPrice
from .results import Note
from ..scenario import Scenario
from .common import MODE
from .table import Scored

_TERM_MONTHS = {m: years * C.HOURS_PER_YEAR_MONTHS for m, years in C.RESERVED_YEARS.items()}


def _cluster(df: Scored, row) -> int | None:
    """The cluster (offering x node count) of a shown row."""
    c = df.clusters
    hit = np.flatnonzero((c["offer"] == row["offer_id"]) & (c["nodes"] == row["nodes"]))
    return int(hit[0]) if len(hit) else None


def _rules(df: Scored) -> dict[tuple[str, str], float]:
    cat = getattr(df, "cat", None)
    return C.spot_rules(cat) if cat is not None else {}


def spot_refusal(df: Scored, row, sc: Scenario) -> Note | None:
    """``spot_refused`` for a chosen row that is not spot although its instance has a spot price and spot is
    allowed: which rule left the spot row out, with the figures it compared. None when no rule did."""
    if sc.spot == "avoid" or row["billing"] == "spot" or not isinstance(df, Scored):
        return None
    off = int(row["offer_id"])
    spot_fx, od_fx = df.prices_fx[MODE["spot"], off], df.prices_fx[MODE["on_demand"], off]
    if not np.isfinite(spot_fx) or df.offers["anomaly"][off]:
        return None  # no spot price (spot_not_priced says so), or the whole row is flagged
    rules = _rules(df)
    provider = str(row["provider"])
    if "spot_anomaly" in df.offers and df.offers["spot_anomaly"][off]:
        return SpotRefusedAnomalousPrice(reason="anomalous_price", spot_price=num(spot_fx),
                                         on_demand_price=num(od_fx),
                                         discount_pct=num(100.0 * (1.0 - spot_fx / od_fx)),
                                         max_discount_pct=num(C.spot_rule(rules, "discount_max_pct", provider)))
    k = _cluster(df, row)
    if k is None or "spot_refused" not in df.clusters:
        return None
    why = int(df.clusters["spot_refused"][k])
    if why == 0:
        return None
    c = df.clusters
    inst = float(c["instances"][k])
    rate = float(df.offers["spot_rate_month"][off])
    hours = float(c["hours"][k]) + float(np.nan_to_num(c["spot_extra"][k]))
    detail = {"nodes": int(inst), "hours": num(hours), "interruptions_per_month": num(rate),
              "cluster_interruptions_per_month": num(float(C.gang_rate(rate, inst))),
              "expected_interruptions": num(c["spot_interruptions"][k])}
    if why == 3:
        detail = {"reason": "service", "nodes": int(inst)}
    elif why == 1 and inst <= 1:  # one server for a month or more (spot_rules.csv solo_max_hours)
        detail.update(reason="long", max_nodes=None, max_hours=num(C.spot_rule(rules, "solo_max_hours", provider)))
    elif why == 1:
        detail.update(reason="gang", max_nodes=num(C.spot_rule(rules, "gang_max_nodes", provider)),
                      max_hours=num(C.spot_rule(rules, "gang_max_hours", provider)))
    else:
        risk = float(c["spot_risk_extra"][k])
        per_int = float(np.nan_to_num(c["checkpoint_interval_h"][k])) / 2 + float(df.d.get("spot_restart_s", 0)) / 3600
        detail.update(reason="risk", quantile=num(C.spot_rule(rules, "risk_quantile", provider, 0.5)),
                      risk_interruptions=num(float(c["spot_interruptions"][k]) + (risk / per_int if per_int > 0
                                                                                    else 0.0)),
                      spot_cost_at_risk=num(spot_fx * inst * (hours + risk)),
                      on_demand_cost=num(od_fx * inst * float(c["hours"][k])))
    return note("spot_refused", detail)


def spot_warnings(df: Scored, sc: Scenario) -> tuple[Note, ...]:
    """``spot_prices_anomalous``: how many instances' spot prices inside the scenario's filters were left out because
    they lie further below on-demand than the cloud's usual discount (until the user enters them as their own)."""
    ex = getattr(df, "excluded", None) or {}
    n = int(ex.get("spot_anomalous", 0))
    if sc.spot == "avoid" or n <= 0:
        return ()
    return (SpotPricesAnomalous(instances=n),)


def spot_figures(row) -> dict:
    """The spot figures of a spot row besides the per-server rate: the whole cluster's monthly rate
    (1 - (1 - p)^N) and the extra hours of the risk allowance."""
    inst = float(row["instances"])
    rate = row["spot_rate_month"]
    out = {"cluster_interruptions_per_month": num(float(C.gang_rate(rate, inst))) if rate == rate else None}
    if "spot_risk_extra" in row:
        out["risk_extra_hours"] = num(row["spot_risk_extra"])
    return out


def commitment_notes(df: Scored, best: int, row, sc: Scenario, d: dict) -> list[Note]:
    """For a training run of at least ``commitment_note_min_hours`` (and for a service): each 1- or 3-year
    commitment priced for the chosen instance (``commitment``: its whole term's cost, the on-demand cost of the
    same run, the months of use after which it pays off, and the lock-in: the term is paid whether used or not);
    without one, ``commitment_not_priced`` (ask the provider for a quote) with the cheapest committed option the
    catalog does price for this job, if any."""
    training = sc.task != "inference"
    hpm = float(d.get("hours_per_month", 730.0))
    if training and not row["run_hours"] >= float(d.get("commitment_note_min_hours", hpm)):
        return []
    idx = df.same_offer(best)
    bill = np.asarray(df.at("billing", idx), dtype=object)
    basis = "total_cost" if training else "monthly_cost"
    spend = np.asarray(df.at(basis, idx), dtype=float)
    unit = np.asarray(df.at("unit_price", idx), dtype=float)
    od = np.flatnonzero(bill == "on_demand")
    job_months = float(row["run_hours"]) / hpm if training else None
    out: list[Note] = []
    for mode, term in _TERM_MONTHS.items():
        j = np.flatnonzero(bill == mode)
        if not len(j) or not len(od):
            continue
        be = term * unit[j[0]] / unit[od[0]]
        out.append(Commitment(billing=mode, term_months=term, hourly=num(unit[j[0]]), on_demand_hour=num(unit[od[0]]),
                              break_even_months=num(be), job_months=num(job_months), cost=num(spend[j[0]]),
                              on_demand_cost=num(spend[od[0]]), per=None if training else "month",
                              pays_off=None if job_months is None else bool(job_months >= be)))
    if out:
        return out
    detail: dict = {"provider": row["provider"], "instance_type": row["instance_type"],
                    "job_months": num(job_months)}
    alt = _cheapest_commitment(df, training)
    if alt is not None:
        detail["cheapest"] = alt
    return [note("commitment_not_priced", detail)]


def _cheapest_commitment(df: Scored, training: bool) -> dict | None:
    """The cheapest committed row of the table that meets the hard constraints and the deadline (its whole term)."""
    rows = np.flatnonzero(np.isin(df.r_mode, [MODE[m] for m in _TERM_MONTHS]))
    if not len(rows):
        return None
    ok = np.asarray(df.at("hard_ok", rows), dtype=bool) & np.asarray(df.at("c_deadline", rows), dtype=bool)
    rows = rows[ok]
    if not len(rows):
        return None
    basis = "total_cost" if training else "monthly_cost"
    cost = np.asarray(df.at(basis, rows), dtype=float)
    i = int(rows[int(np.nanargmin(cost))]) if np.isfinite(cost).any() else None
    if i is None:
        return None
    r = df.drows([i])[0]
    return {"provider": r["provider"], "instance_type": r["instance_type"], "gpu": r["gpu"],
            "gpus": num(r["gpu_total"]), "billing": r["billing"], "cost": num(r[basis]),
            "term_months": _TERM_MONTHS.get(str(r["billing"]))}
