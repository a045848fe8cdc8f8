"""An amount written beside totals is written to the place those totals are (walk 22: "¥410.48 more" beside totals
of ¥1,988 and ¥2,398 in the alternatives; "¥0.871 of the cost" and "¥0.811 more" in notes beside ¥16.28 and ¥7.11).
One rule, ``text.money``'s ``of_total``, used by every note that writes a difference or a part of a cost."""

from __future__ import annotations

import pytest

from gpu_advisor import text as W
from gpu_advisor.core.base import (BudgetMet, CompareCost, CostsMore, MoreServers, OlderPrice, PlanOverBudget,
                                   RunnerUp, RunStartup)
from gpu_advisor.text.numbers import beside, beside_share, money


@pytest.mark.parametrize("amount, total, shown", [
    (410.48, 2398.0, "¥410"),  # beside whole units: whole
    (0.4, 2398.0, "<¥1"),  # (never "¥0": a part that is not nothing)
    (0.7, 2398.0, "¥1"),
    (1642.3, 3630.0, "¥1,642"),
    (0.811, 7.11, "¥0.81"),  # beside cents: cents
    (0.871, 16.28, "¥0.87"),
    (0.004, 16.28, "<¥0.01"),
    (0.0893, 0.893, "¥0.0893"),  # beside a total below 1: its three significant digits
    (410.48, None, "¥410.48"),  # beside nothing: as before
])
def test_an_amount_takes_the_place_of_the_total_beside_it(amount, total, shown):
    with W.using_language("en"):
        assert money(amount, "CNY", of_total=total) == shown
    # a bill's line keeps its cents (exact), whatever its total
    with W.using_language("en"):
        assert money(410.48, "CNY", exact=True, of_total=2398.0) == "¥410.48"


def test_the_total_beside_a_difference():
    assert beside(1988.0, 2398.0) == 2398.0 and beside(None, 7.11) == 7.11 and beside() is None
    # ¥410.48 is 20.65% of ¥1,988: the other total is ¥2,398
    assert beside_share(410.48, 100 * 410.48 / 1988.0) == pytest.approx(2398.48)
    assert beside_share(-410.48, 100 * 410.48 / 2398.48) == pytest.approx(2398.48)
    assert beside_share(5.0, None) is None and beside_share(5.0, 0) is None


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_notes_write_differences_to_the_place_of_their_totals(lang):
    with W.using_language(lang):
        said = W.describe_note(CostsMore(by=410.48, pct=100 * 410.48 / 1987.52), "CNY")
        assert "¥410" in said and "410.48" not in said, said
        runner = W.describe_note(RunnerUp(provider="azure", instance_type="x", gpu="A100", gpu_count=2,
                                          billing="spot", total_cost=7.11, wall_hours=1.0, cost_diff=0.811,
                                          hours_diff=-0.75), "CNY")
        assert "¥0.81" in runner and "0.811" not in runner, runner
        start = W.describe_note(RunStartup(startup_hours=0.17, checkpoint_hours=0.001, staging_hours=0.0, nodes=1,
                                           time_share=0.06, cost=0.871, cost_share=0.871 / 16.28, currency="CNY"),
                                "CNY")
        assert "¥0.87" in start and "0.871" not in start, start
        met = W.describe_note(BudgetMet(cost=1988.4, budget=5000, per="month", margin=3011.6, currency="CNY"), "CNY")
        assert "¥3,012" in met, met
        fewer = W.describe_note(MoreServers(instances=2, chosen_instances=1, cheaper_by=15.2, tolerance_pct=1.0,
                                            cost=1980.0), "CNY")
        assert "¥15" in fewer and "15.20" not in fewer, fewer
        old = W.describe_note(OlderPrice(as_of="2023", age_days=900, limit_days=365, cheaper_by=12.34,
                                         tolerance_pct=5.0, cost=2400.0), "CNY")
        assert "¥12" in old and "12.34" not in old, old
        # saved before the option's cost was kept: as before
        assert "¥15.20" in W.describe_note(MoreServers(instances=2, chosen_instances=1, cheaper_by=15.2,
                                                       tolerance_pct=1.0), "CNY")
        cmp_ = W.describe_note(CompareCost(figure="total_cost", cheaper="a", by=410.48, pct=100 * 410.48 / 2398.0,
                                           currency="CNY"), "CNY")
        assert "¥410" in cmp_ and "410.48" not in cmp_, cmp_
        over = W.describe_note(PlanOverBudget(monthly_cost=5410.48, budget=5000, over=410.48, currency="CNY"), "CNY")
        assert "¥410" in over and "410.48" not in over, over
