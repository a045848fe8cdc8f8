"""The result card never passes the host sizing rule's figure off as the server's own: where the catalog does not
say how many vCPUs or how much memory an instance has, the card says so and gives the need."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace

import pytest

from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor import text as words
from gpu_advisor.gui.result_card import Card


@pytest.fixture(scope="module")
def rec_and_cat():
    cat = load_bundled()
    sc = parse_scenario({"task": "train", "model": {"preset": "llama-2-7b"}, "data": {"tokens": 1e9},
                         "preferences": {"providers": ["aws"]}}, cat)
    return recommend(cat, sc, today=dt.date(2026, 12, 3)), cat, sc


@pytest.mark.parametrize("unknown", ["ram", "cpu", "both"])
def test_an_unknown_host_size_reads_as_unknown_with_the_need(qtbot, rec_and_cat, unknown):
    rec, cat, sc = rec_and_cat
    opt = rec.recommendation
    h = opt.host
    h2 = replace(h, instance_ram_gb=None if unknown in ("ram", "both") else h.instance_ram_gb,
                 ram_ok=None if unknown in ("ram", "both") else h.ram_ok,
                 instance_vcpus=None if unknown in ("cpu", "both") else h.instance_vcpus,
                 cpu_ok=None if unknown in ("cpu", "both") else h.cpu_ok)
    card = Card()
    qtbot.addWidget(card)
    card.show_option(replace(opt, host=h2), cat, True, sc)
    ram, cpu = card.values["ram"].text(), card.values["cpu"].text()
    if unknown in ("ram", "both"):
        assert ram == f"not in the catalog (needs {h.ram_gb_min:,.0f} GB)"
        assert "does not say how much memory" in card.values["ram"].toolTip()
    else:
        assert "not in the catalog" not in ram
    if unknown in ("cpu", "both"):
        assert cpu == f"not in the catalog (needs {h.vcpus_min:,.0f} vCPUs)"
    else:
        assert "not in the catalog" not in cpu and "vCPU" in cpu


def test_the_host_unknown_warning_names_what_is_missing():
    ram = words.describe_note({"code": "host_unknown", "detail": {"vcpus": 12, "ram_gb": None}})
    cpu = words.describe_note({"code": "host_unknown", "detail": {"vcpus": None, "ram_gb": 32}})
    both = words.describe_note({"code": "host_unknown", "detail": {"vcpus": None, "ram_gb": None}})
    assert "memory" in ram and "vCPU" not in ram
    assert "vCPU" in cpu and "memory" not in cpu
    assert "vCPU" in both and "memory" in both


def test_the_status_line_is_red_for_a_broken_requirement_and_green_otherwise_in_turn(qtbot, rec_and_cat):
    """The card's status line takes its colour from its name: red with a ✗ when the option breaks a requirement,
    green otherwise, however often the two follow each other (the style is applied again only when it changes)."""
    from PySide6.QtGui import QColor, QPalette

    rec, cat, sc = rec_and_cat
    opt = rec.recommendation
    broken = replace(opt, broken=(rec.warnings[0] if rec.warnings else rec.reasons[0],))
    card = Card()
    qtbot.addWidget(card)
    card.show()

    def colour():
        card.status.ensurePolished()
        return card.status.palette().color(QPalette.ColorRole.WindowText)
    for o, mark, want in ((opt, "✓", "#006400"), (broken, "✗", "#b00020"), (broken, "✗", "#b00020"),
                          (opt, "✓", "#006400"), (opt, "✓", "#006400")):
        sc2 = replace(sc, deadline_hours=1e6)  # a deadline the option meets: a ✓ to show
        card.show_option(o, cat, True, sc2)
        assert card.status.text().startswith(mark)
        assert colour() == QColor(want)
