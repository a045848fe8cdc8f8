"""Walk 22: with "I don't know" ticked, "Questions per person per working day" and "Working hours a day" showed their
examples ("e.g. 5", "e.g. 8") where the fields beside them showed the answer assumed ("0.0521 (assumed)"); they show
the figure the result was worked out with too, and their example again when none was assumed for them."""

from __future__ import annotations

import pytest

from gpu_advisor.core.scenario import parse_scenario
from gpu_advisor.gui.wizard import Wizard


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
def test_the_people_questions_show_what_was_assumed(qtbot, cat, lang):
    wz = Wizard(cat)
    qtbot.addWidget(wz)
    examples = (wz.per_user.placeholderText(), wz.work_hours.placeholderText())
    answers = {"task": "inference", "workload": "llm", "model": {"preset": "qwen2.5-7b"}, "inference": {"users": 200}}
    wz.set_scenario(answers)
    assert wz.fields["inference.requests_per_user"].is_unknown() and wz.fields["inference.working_hours"].is_unknown()
    wz.show_assumed(parse_scenario(answers, cat))
    said = {"en": "{0} (assumed)", "zh_CN": "{0}（假设）"}[lang]
    assert (wz.per_user.placeholderText(), wz.work_hours.placeholderText()) == (said.format(5), said.format(8))
    assert wz.qps.placeholderText() == said.format("0.0521")  # (as the field beside them)
    # no people given: nothing assumed for these two (the request rate is), their examples again
    bare = {"task": "inference", "workload": "llm", "model": {"preset": "qwen2.5-7b"}}
    wz.set_scenario(bare)
    wz.show_assumed(parse_scenario(bare, cat))
    assert (wz.per_user.placeholderText(), wz.work_hours.placeholderText()) == examples
