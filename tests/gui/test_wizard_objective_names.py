"""The wizard's "What matters most" choices are named as the result names the ranking (walk 23: the notes said Ranked
by "Cheapest" / 按"最省钱"排序 beside a box reading "Lowest cost" / 最低成本)."""

from __future__ import annotations

import pytest

from gpu_advisor import text as W
from gpu_advisor.core.base import Objective
from gpu_advisor.gui.wizard import Wizard


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_goal_box_names_each_goal_as_the_ranking_note_does(qapp, lang):
    from gpu_advisor.core.catalog.load import load_bundled
    cat = load_bundled()
    with W.using_language(lang):
        wz = Wizard(cat)
        try:
            box = wz.objective
            names = {box.itemData(i): box.itemText(i) for i in range(box.count())}
            assert set(names) == {"cheapest", "fastest", "balanced"}
            for code, shown in names.items():
                assert shown == W.objective_name(code)
            note = W.describe_note(Objective(objective="cheapest", feasible_options=3, candidates=5), "CNY")
            assert names["cheapest"] in note
        finally:
            wz.deleteLater()

