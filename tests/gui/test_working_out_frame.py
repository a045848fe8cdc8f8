"""Walk 25: a service priced, then the goal changed to training with an answer marked in red and put right: while the
training was worked out, the emptied card still had the service's "Answer time:" row and the empty cost chart read
"GPUs serving the load (log scale)" under it. With no option, no answer time; the empty chart's axis is named for the
answers being worked out (and the next result names it again as its own)."""

from __future__ import annotations

import numpy as np

from gpu_advisor.core.select import ScatterData
from gpu_advisor.gui.charts import CostHoursChart
from gpu_advisor.gui.result_card import Card


def test_an_emptied_card_has_no_answer_time_row(qtbot):
    card = Card()
    qtbot.addWidget(card)
    card._show_pair("answer", True)  # as a service's option shows it (its answer time)
    card.show_option(None, None, True, empty_text="Working out the result for these answers…")
    assert "answer" in card._hidden


def test_the_empty_charts_axis_follows_the_answers_being_worked_out(qapp):
    chart = CostHoursChart()
    n = 6
    data = ScatterData(np.arange(1, n + 1, dtype=float), np.geomspace(1e3, 1e4, n), np.array(["A100"] * n, object),
                       np.arange(n), np.ones(n, bool), "month")

    def axis():
        return chart.getAxis("bottom").labelText
    chart.set_data(data, None, [], [], None, None, None, "¥", serving=True)
    assert axis().startswith("GPUs serving")
    chart.clear_result()
    chart.axis_for(False)
    assert axis().startswith("Training time")
    chart.set_data(data, None, [], [], None, None, None, "¥", serving=True)  # the next result names it again
    assert axis().startswith("GPUs serving")
