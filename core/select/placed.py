"""The warnings of a job on servers other than its own answer's: a candidate row of its recommendation taken as the
servers it runs on (a team's month runs several jobs in turn on shared servers kept all month, ``core.plan``).

``warnings_at`` gives what ``warning_notes`` says of the chosen row, for any row: the slow end of the likely range
against the deadline on that row's hours, the host rule against that server's memory, the age of that row's price,
its storage, network and GPUs, and the note ``overseas`` when that server is outside mainland China for a yuan
user who has not said where the data may go. The row is one that meets the job's hard constraints and deadline
(the plan only puts a job on such rows), so nothing here says what a deadline would take or which constraint broke.
"""

from __future__ import annotations

import dataclasses
import datetime as _dt

import numpy as np

from ..base import note, num, rounded, StalePrice
from ..catalog import Catalog
from ..scenario import Scenario
from .common import budget_in, select_defaults
from .explanation import warning_notes
from .options import option_of
from .recommendation import mainland_offers, yuan_user
from .results import Note, Option, Recommendation


def warnings_at(cat: Catalog, sc: Scenario, rec: Recommendation, row: int,
                today: _dt.date | None = None) -> tuple[Note, ...]:
    """The warnings of row ``row`` of ``rec.candidates`` were it the job's servers (() when out of range)."""
    t = rec._table  # the engine's table the recommendation was made from (results.Recommendation)
    if t is None or not (0 <= row < len(t)):
        return ()
    d = select_defaults(cat)
    budget = budget_in(cat, sc, today or _dt.date.today())
    r = rec.candidate_row(row)
    opt = option_of(r, sc, d, budget)
    out = warning_notes(r, sc, d, budget, opt, True, t, t.est)
    own = next((w for w in rec.warnings if isinstance(w, StalePrice)), None)
    if own is not None and own.fresh_options == 0:
        # no option that meets every requirement has a recent price: true of the job on any of its servers (a
        # count above 0 comes with the option nearest the answer's own pick, which is not these servers)
        out = tuple(dataclasses.replace(w, fresh_options=0) if isinstance(w, StalePrice) else w for w in out)
    abroad = _overseas_at(t, sc, row, r, opt, rec)
    return out if abroad is None else (abroad, *out)


def _overseas_at(t, sc: Scenario, row: int, r, opt: Option, rec: Recommendation) -> Note | None:
    """The note ``overseas`` for the servers at ``row``: None when they are in mainland China or the user said
    abroad is fine (as ``recommendation._domestic_pick``). The best mainland option beside it is the one the job's
    own answer names (its note's), or the job's own answer itself when that runs in mainland China."""
    if sc.data_in_china is False or not yuan_user(sc):
        return None
    mainland = mainland_offers(t)
    if bool(mainland[int(np.asarray(t.r_off)[row])]):
        return None
    own = next((w for w in rec.warnings if w.code == "overseas"), None)
    domestic = own.detail.get("domestic") if own is not None else None
    o = rec.recommendation
    if own is None and o is not None:
        domestic = {"provider": o.provider, "region": o.region, "instance_type": o.instance_type, "gpu": o.gpu,
                    "gpu_count": num(o.gpu_count), "billing": o.billing, "wall_hours": rounded(o.wall_hours),
                    "total_cost": rounded(o.total_cost), "monthly_cost": rounded(o.monthly_cost),
                    "currency": o.currency, "meets_deadline": o.meets_deadline, "within_budget": o.within_budget,
                    "feasible": o.feasible}
    return note("overseas", {"provider": opt.provider, "region": opt.region,
                             "invoice_currency": str(r.get("currency", "")) or opt.currency,
                             "domestic": domestic})
