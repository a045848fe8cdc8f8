"""Selection: every priced configuration of the catalog, estimated, priced, filtered and ranked.

``score_candidates`` builds one row per (instance × node count × billing mode) over whole columns;
the estimate engine runs once per distinct hardware configuration and is broadcast to the rows.
Internally (``build_table``) the table is kept as numpy arrays at three levels (offering, offering × nodes,
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
(the scored table), ``pricing`` (``build_table``, ``price``, ``Priced``), ``ranking`` (rank keys, Pareto front, fewer
servers), ``options`` (a row as an ``Option``), ``explanation`` (reasons, tips, warnings, assumptions, the
decision tree) and ``recommendation`` (``recommend``, ``rank``). Every name is re-exported here:
``from gpu_advisor.core.select import ...`` works as it did when this was one module.
"""

from __future__ import annotations

from ..results import Note, Option, Recommendation, plain, num, rounded  # noqa: F401 (re-exported)
from .common import (  # noqa: F401
    ALL_COLUMNS, ANOMALY_FLAG, budget_in, CANDIDATE_COLUMNS, categorical, combo_codes, CONSTRAINTS, select_defaults,
    EST_COLS, group_codes, HARD, is_in, lookup_codes, MODE, MODE_ARR, MODES, NARROW, spot_assumed,
    user_source)
from .candidates import (  # noqa: F401
    EST_FIELDS, estimate_row, estimate_block, fast_fabrics, job_for,
    NET_CLASS_NAMES, network_class_codes, network_classes, offerings)
from .table import (  # noqa: F401
    same_offer_mask, Scored)
from .pricing import (  # noqa: F401
    build_table, cached_table, disk_and_egress, JOB_FIELDS, job_key, neutral, price,
    Priced, ranked_table, score_candidates, spot_rework_extra)
from .ranking import (  # noqa: F401
    best_by_group, closeness_of, fewer_servers, lexmin, pareto_front, rank_key)
from .options import (  # noqa: F401
    broken_constraints, option_cost_lines, lost_reasons, option_of)
from .explanation import (  # noqa: F401
    assumption_notes, compared_answer_note, decision_tree, decision_tree_check, estimate_of_row, estimate_warning_notes, in_tree_class,
    reason_notes, tip_notes, tree_case_of, TreeClass, warning_notes)
from .recommendation import (  # noqa: F401
    fits_nowhere_answer, no_estimate_answer, option_at, rank, recommend, recommend_ranked)
