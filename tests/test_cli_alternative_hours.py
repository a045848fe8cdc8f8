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
    # the expected hours themselves miss it: the line's head has just said them ("about 18,273 hours expected — …"),
    # so the note says only how far past (it read "— Takes about 18,273 hours, 54 times the deadline …")
    assert plain == "Misses the deadline of 336 hours: takes 54 times as long."


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


def test_a_miss_at_the_expected_hours_is_not_said_twice():
    """The line's head gives the option's hours and cost: the note after it repeats neither (minor25)."""
    from gpu_advisor.core.base import BudgetOver
    late = DeadlineMissed(wall_hours=7.1, deadline_hours=6.0, over_hours=1.1, over_pct=18.3)
    over = BudgetOver(cost=53614.0, budget=50000.0, per="month", currency="USD", over=3614.0, over_pct=7.2)
    far = BudgetOver(cost=4500.0, budget=1000.0, per="total", currency="USD", over=3500.0, over_pct=350.0)
    with words_in("en") as W:
        assert _alternative_note(W, late, {"wall_hours": 7.1}, "CNY") == \
            "Misses the deadline of 6 hours by 1.1 hours (18%)."
        assert _alternative_note(W, over, {"total_cost": 53614.0}, "USD") == \
            "Over the monthly budget of $50,000 by $3,614 (7%)."
        assert _alternative_note(W, far, {"total_cost": 4500.0}, "USD") == "Costs 4.5 times the budget of $1,000."
        # a cost the head does not show (another currency, or a month of a longer run): the note says it
        assert _alternative_note(W, over, {"total_cost": 90000.0}, "USD").startswith("Costs $53,614 a month, $3,614")
    with words_in("zh_CN") as W:
        zh = [_alternative_note(W, late, {"wall_hours": 7.1}, "CNY"),
              _alternative_note(W, over, {"total_cost": 53614.0}, "USD")]
    assert zh == ["比 6 小时的截止时间晚 1.1 小时（18%）。", "超出 $50,000 的月预算 $3,614（7%）。"]


def test_the_host_line_names_the_memory_before_it_in_both_languages():
    """"内存 至少 1,280 GB" (a space inside the Chinese) and "at least 1,280 GB (…) RAM" (the unit after the
    brackets): one template for the memory "at least" and the plain one; both now read naturally."""
    from gpu_advisor.messages import _host_line
    h = {"cpu_cores_min": 64, "cpu_cores": 80, "ram_gb_min": 1280, "ram_gb": 1536, "ram_dimms": 6, "ram_dimm_gb": 256,
         "system_disk_gb": 800, "data_disk_gb": 4000, "storage_product": None, "network_gbps": 100,
         "network": "standard"}
    plain = dict(h, ram_gb_min=512, ram_gb=512, ram_dimms=4, ram_dimm_gb=128)
    with words_in("en") as W:
        en = [_host_line(W, x) for x in (h, plain)]
    with words_in("zh_CN") as W:
        zh = [_host_line(W, x) for x in (h, plain)]
    assert "memory at least 1,280 GB (1,536 GB recommended: 6 × 256 GB), system disk" in en[0], en
    assert "memory 512 GB (4 × 128 GB), system disk" in en[1] and "RAM" not in en[0] + en[1], en
    assert "，内存至少 1,280 GB（建议 1,536 GB：6 × 256 GB），" in zh[0], zh
    assert "，内存 512 GB（4 × 128 GB），" in zh[1], zh
