"""An alternative that misses the deadline only at the slow end of its range says one duration and what it means."""

from __future__ import annotations

from gpu_advisor.core.base import DeadlineMissed
from gpu_advisor.messages import _alternative_note, words_in


def test_a_slow_case_deadline_miss_says_it_is_the_slow_case():
    note = DeadlineMissed(wall_hours=18273.0, deadline_hours=336.0, over_hours=17937.0, over_pct=5338.4)
    with words_in("en") as W:
        slow = _alternative_note(W, note, {"wall_hours": 11471.0}, "CNY")
        plain = _alternative_note(W, note.to_dict(), {"wall_hours": 18273.0}, "CNY")
    # a sentence of its own (it follows other notes: "… cannot feed its GPUs. If it runs …"), and a miss of 5,338%
    # said as how many times the deadline it takes
    assert slow == "If it runs as slowly as the likely range allows, it takes 18,273 hours: 54 times the deadline of 336 hours."
    assert "Takes about" not in slow and "336 hours" in slow
    assert plain.startswith("Takes about 18,273 hours")  # the expected hours themselves miss it: said as before


def test_a_slow_case_miss_joined_after_another_note_starts_a_sentence():
    """"… it cannot feed its GPUs. if it runs as slowly …": the CLI's line of an alternative joins its notes as
    sentences, and the slow-case one began with a lower-case letter."""
    from gpu_advisor.core.base import HostBelowRule
    host = HostBelowRule(vcpus=96, cpu_cores_min=128, ram_gb=1360, ram_gb_min=1000, rule_set="default", short=("cpu",))
    miss = DeadlineMissed(wall_hours=1000.0, deadline_hours=720.0, over_hours=280.0, over_pct=38.9)
    with words_in("en") as W:
        line = W.join_sentences(_alternative_note(W, n, {"wall_hours": 800.0}, "CNY") for n in (host, miss))
    assert "GPUs. If it runs as slowly as the likely range allows, it takes 1,000 hours: 280 hours (39%) past" in line
    assert not __import__("re").search(r"\. [a-z]", line), line
