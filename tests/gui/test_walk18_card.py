"""Walk 18, the result card: what it shows beside the words of the notes."""

from __future__ import annotations

import pytest

from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor.gui.result_card import Card
from tests.core.test_walk18_words import NO_V100_ON_NEBIUS


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
def test_a_server_refused_for_its_memory_needs_the_figure_it_was_checked_against(qtbot, lang):
    """The card read "64 GB (needs 192 GB)", the rule's minimum, for a server refused under 115 GB."""
    cat = load_bundled()
    sc = parse_scenario(NO_V100_ON_NEBIUS, cat)
    (alt,) = [a for a in recommend(cat, sc).alternatives if a.instance_type == "g7e.2xlarge"]
    card = Card()
    qtbot.addWidget(card)
    card.show_option(alt, cat, False, sc)
    ram = card.values["ram"]
    assert ram.text().startswith({"en": "64 GB (needs 115 GB)", "zh_CN": "64 GB（需要 115 GB）"}[lang]), ram.text()
    assert "115 GB" in ram.toolTip() and "192 GB" in ram.toolTip()  # the check, and the rule it is below
