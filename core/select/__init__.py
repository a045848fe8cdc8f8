"""Selection: every priced configuration of the catalog, estimated, priced, filtered and ranked.

``score_candidates`` builds one row per (instance × node count × billing mode) over whole columns;
the estimate engine runs once per distinct hardware configuration and is broadcast to the rows.
Internally (``_build``) the table is kept as numpy arrays at three levels (offering, offering × nodes,
row) and only the ranking columns exist for every row; text, host, cost lines and network are computed
for the rows shown (recommendation, alternatives, Pareto points, a clicked chart point). The products of the small
tables and the offering-level part of the table (``pricing._offer_base``: what depends on the instances alone, the
most recent currency and day) are cached in the catalog's one cache (``catalog.cached``), keyed on the immutable
catalog object; the estimates of the current job are kept with that offering base (``estimates.EstStore``) and
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
(the scored table), ``pricing`` (``_build``, ``price``, ``Priced``), ``ranking`` (rank keys, Pareto front, fewer
servers), ``options`` (a row as an ``Option``), ``explanation`` (reasons, tips, warnings, assumptions, the
decision tree) and ``recommendation`` (``recommend``, ``rank``). Every name is re-exported here:
``from gpu_advisor.core.select import ...`` works as it did when this was one module.
"""

from __future__ import annotations

from ..results import Note, Option, Recommendation, _jsonable, _num, _round  # noqa: F401 (re-exported)
from .common import (  # noqa: F401
    _ALL_COLUMNS, ANOMALY_FLAG, _budget_in, CANDIDATE_COLUMNS, _categorical, _combo_codes, CONSTRAINTS, _defaults,
    _EST_COLS, _group_codes, HARD, _in, _lookup, MODE, _MODE_ARR, MODES, _NARROW, _spot_assumed,
    user_source)
from .candidates import (  # noqa: F401
    _EST_FIELDS, _estimate_row, _estimate_table, fast_fabrics, job_for,
    _NET_CLASS_NAMES, _network_class_codes, _network_classes, offerings)
from .table import (  # noqa: F401
    _same_offer, Scored)
from .pricing import (  # noqa: F401
    _build, _cached, _disk_and_egress, JOB_FIELDS, job_key, _neutral, price,
    Priced, _ranked_table, score_candidates, _spot_extra)
from .ranking import (  # noqa: F401
    _best_by_group, _closeness, _fewer_servers, _lexmin, pareto_front, _rank_key)
from .options import (  # noqa: F401
    _broken, _cost_lines, _lost, _option)
from .explanation import (  # noqa: F401
    _assumptions, _compared_answer, decision_tree, decision_tree_check, _est, _est_warnings, in_tree_class,
    _reasons, _tips, _tree_case, TreeClass, _warnings)
from .recommendation import (  # noqa: F401
    _fits_nowhere, _no_estimate, option_at, rank, recommend, _recommend)
