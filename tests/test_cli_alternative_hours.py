"""An alternative that misses the deadline only at the slow end of its range says one duration and what it means."""

from __future__ import annotations

from gpu_advisor.core.base import DeadlineMissed
from gpu_advisor.messages import _alternative_note, words_in


def test_a_slow_case_deadline_miss_says_it_is_the_slow_case():
    note = DeadlineMissed(wall_hours=18273.0, deadline_hours=336.0, over_hours=17937.0, over_pct=5338.4)
    with words_in("en") as W:
        slow = _alternative_note(W, note, {"wall_hours": 11471.0}, "CNY")
        plain = _alternative_note(W, note.to_dict(), {"wall_hours": 18273.0}, "CNY")
    assert slow.startswith("if it runs as slowly as the likely range allows, it takes 18,273 hours: 17,937 hours")
    assert "Takes about" not in slow and "336 hours" in slow
    assert plain.startswith("Takes about 18,273 hours")  # the expected hours themselves miss it: said as before
