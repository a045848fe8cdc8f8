"""Selection: every priced configuration of the catalog, estimated, priced, filtered and ranked.

``score_candidates`` builds one row per (instance × node count × billing mode) over whole columns;
the estimate engine runs once per distinct hardware configuration and is broadcast to the rows.
Internally (``build_table``) the table is kept as numpy arrays at three levels (offering, offering × nodes,
row) and only the ranking columns exist for every row; text, host, cost lines and network are computed
for the rows shown (recommendation, alternatives, Pareto points, a clicked chart point). The products of the small
tables and the offering-level part of the table (``pricing._offer_base``: what depends on the instances alone, the
most recent currency and day) are cached in the catalog's one cache (``catalog.cached``), keyed on the catalog's
content (two catalogs of the same tables share it; an edit is another key); the estimates of the current job are kept with that offering base (``estimates.EstStore``) and
reused when the same job is priced again, as are the job's facts per offering and cluster (``pricing._priced_table``:
hosts, refined node counts, hours, spot rework), so pricing the same job again only prices its rows.
Memory stays in proportion to the rows (issue 32): a priced table keeps its real options once (rows and the costs
ranking reads) and every ranked table shares them; columns only the shown rows need are computed for the rows that
ask; row arithmetic runs in blocks; columns with few distinct values per offering or configuration are kept as
values and codes (``arrays.Coded``).
The work is split in two: ``price(cat, sc)`` builds that table for the scenario's job (model, data, precision,
method, reference run, task, serving load, currency, host rules) without any filter or constraint, and
``rank(priced, sc)`` applies the rest of the scenario (deadline, budget, objective, billing, provider/region/GPU
filters, spot preference); ``recommend(cat, sc) == rank(price(cat, sc), sc)``.
``recommend`` turns that table into a ``Recommendation``: the chosen option with its cost lines and
host, the best rejected alternatives and why each lost, the Pareto front of cost against hours,
and reasons, tips and warnings as codes with numbers. No sentences, no Qt.

The package's modules: ``common`` (defaults, billing modes, columns, array helpers), ``candidates`` (the job,
offerings, network classes, the steps that fill the candidate table), ``estimates`` (the estimate of each
distinct configuration, kept per job on the offering base), ``table``
(the scored table), ``pricing`` (``build_table``, ``price``, ``Priced``), ``ranking`` (rank keys, Pareto front, fewer
servers), ``options`` (a row as an ``Option``), ``explanation`` (reasons, tips, warnings, assumptions, the
decision tree) and ``recommendation`` (``recommend``, ``rank``). Other packages import only the names this door lists
(``__all__``), each loaded from its module on first use; ``results`` holds the typed results (``Recommendation``,
``Option``, ``Note``), ``charts_data`` what the charts draw and ``placed`` the warnings of a job on servers other than
its answer's (a team's month).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..base import lazy_door

if TYPE_CHECKING:
    from .candidates import job_for
    from .charts_data import billing_curves, BillingChart, chat_fast_rows, option_at, point_misses, row_of_option
    from .charts_data import scatter, ScatterData
    from .common import select_defaults
    from .explanation import decision_tree, in_tree_class
    from .placed import warnings_at
    from .pricing import price, score_candidates
    from .pricing import Priced
    from .ranking import pareto_front, rank_key
    from .recommendation import rank, recommend, what_if
    from .results import Note, Recommendation
    from .serving_time import serving_time_note
else:
    __getattr__, __dir__ = lazy_door(__name__, {"billing_curves": "charts_data", "BillingChart": "charts_data",
                                               "chat_fast_rows": "charts_data", "decision_tree": "explanation",
                                               "in_tree_class": "explanation", "job_for": "candidates",
                                               "Note": "results", "option_at": "charts_data",
                                               "pareto_front": "ranking", "point_misses": "charts_data",
                                               "price": "pricing", "Priced": "pricing", "rank": "recommendation",
                                               "rank_key": "ranking", "recommend": "recommendation",
                                               "Recommendation": "results", "row_of_option": "charts_data",
                                               "scatter": "charts_data", "ScatterData": "charts_data",
                                               "score_candidates": "pricing", "select_defaults": "common",
                                               "serving_time_note": "serving_time", "warnings_at": "placed",
                                               "what_if": "recommendation"}, modules=())

__all__ = ["billing_curves", "BillingChart", "chat_fast_rows", "decision_tree", "in_tree_class", "job_for", "Note",
           "option_at", "pareto_front", "point_misses", "price", "Priced", "rank", "rank_key", "recommend",
           "Recommendation", "row_of_option", "scatter", "ScatterData", "score_candidates", "select_defaults",
           "serving_time_note", "warnings_at", "what_if"]
