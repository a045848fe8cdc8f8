"""A team's month (several trainings and a service in one budget) and the comparison of two answers.

This is the package's one door: other packages import only the names listed here (``__all__``);
each is loaded from its module on first use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..base import lazy_door

if TYPE_CHECKING:
    from .compare import (Answer, carried_rate, ceilings, ChartRate, compare_answers, Comparison, figure, FIGURES,
                          figures_of, front_answer, is_service, job_doc, read_answer, SERVICE_FIGURES)
    from .month import budget_rate, load_plan, MAX_RUNS_PER_MONTH, parse_plan, plan_month, recommend_jobs, save_plan
    from .results import PlanResult
else:
    __getattr__, __dir__ = lazy_door(__name__, {"Answer": "compare", "budget_rate": "month",
                                               "carried_rate": "compare", "ceilings": "compare",
                                               "ChartRate": "compare", "compare_answers": "compare",
                                               "Comparison": "compare", "figure": "compare", "FIGURES": "compare",
                                               "figures_of": "compare", "front_answer": "compare",
                                               "is_service": "compare", "job_doc": "compare", "load_plan": "month",
                                               "MAX_RUNS_PER_MONTH": "month", "parse_plan": "month",
                                               "plan_month": "month", "PlanResult": "results",
                                               "read_answer": "compare", "recommend_jobs": "month",
                                               "save_plan": "month", "SERVICE_FIGURES": "compare"}, modules=())

__all__ = ["Answer", "budget_rate", "carried_rate", "ceilings", "ChartRate", "compare_answers", "Comparison",
           "figure", "FIGURES", "figures_of", "front_answer", "is_service", "job_doc", "load_plan",
           "MAX_RUNS_PER_MONTH", "parse_plan", "plan_month", "PlanResult", "read_answer", "recommend_jobs",
           "save_plan", "SERVICE_FIGURES"]
