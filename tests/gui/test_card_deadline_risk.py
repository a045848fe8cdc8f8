"""Walk 20, on the card, in English and Chinese: (1) a green "✓ meets the deadline" beside "about 1.9 hours, likely
1.4–2.6 hours" for a 2-hour deadline: now an amber "deadline at risk" with the slow end's miss (and on spot what an
interruption adds), the ✓ kept for the budget only, and a tooltip saying how the deadline was checked; (2) "Host
memory: 1,152 GB (rule: at least 1,280 GB) ⚠": now in words (the multiple of the GPUs' memory and the rule's
range), no bare ⚠, with a tooltip that says why the server is kept."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtWidgets import QApplication

from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor.gui.app import install_language
from gpu_advisor.gui.result_card import Card

TODAY = dt.date(2026, 12, 3)
CASE = {"schema_version": 1, "task": "train", "workload": "cv", "data": {"dataset_gb": 500}, "deadline_hours": 2,
        "budget": {"amount": 100000, "currency": "CNY", "per": "month"}, "preferences": {"currency": "CNY", "providers": ["aws"]}}
FASTEST = {"task": "train", "workload": "cv", "data": {"dataset_gb": 50}, "deadline_hours": 100,
           "budget": {"amount": 100000, "currency": "CNY", "per": "month"}, "preferences": {"objective": "fastest", "providers": ["aws"]}}


@pytest.fixture(params=["en", "zh_CN"])
def lang(request):
    app = QApplication.instance()
    install_language(app, request.param)
    yield request.param
    install_language(app, "en")


def _card(qtbot, cat, sc, opt) -> Card:
    card = Card()
    qtbot.addWidget(card)
    card.resize(760, 300)
    card.show_option(opt, cat, True, sc)
    return card


def test_a_deadline_met_only_as_expected_is_amber_not_ticked(qtbot, cat, lang):
    sc = parse_scenario(CASE, cat)
    rec = recommend(cat, sc, today=TODAY)
    risky = [o for o in (rec.recommendation, *rec.alternatives) if o.deadline_risk is not None]
    opt = next((o for o in risky if o.spot), risky[0])  # (walk 20's: the recommendation, a 4-server spot gang)
    card = _card(qtbot, cat, sc, opt)
    text, tip = card.status.text(), card.status.toolTip()
    assert card.status.objectName() == "status_warn"
    assert text.startswith("⚠ ") and text.count("✓") == 1, text  # the ✓ is the budget's alone
    if lang == "en":
        assert text.startswith("⚠ deadline at risk: met if it runs as expected; at the slow end of its range ("), text
        assert "meets the deadline" not in text and text.endswith(" · ✓ within budget"), text
        assert ("; on spot, each interruption adds about " in text) == bool(opt.spot)
        assert "“Plan for the slow case” under Preferences" in tip and "Deadline at risk: it meets the deadline" in tip
    else:
        assert text.startswith("⚠ 截止时间有风险：按预期运行能赶上") and "满足截止时间" not in text, text
        assert ("竞价实例每中断一次约增加" in text) == bool(opt.spot) and "按偏慢情况规划" in tip
        assert not any(w in text + tip for w in ("deadline", "spot", "Plan for")), (text, tip)
    # the same card on an option met at the slow end too keeps its plain ✓ (and no tooltip)
    safe = recommend(cat, parse_scenario({**CASE, "deadline_hours": 100}, cat), today=TODAY).recommendation
    card.show_option(safe, cat, True, parse_scenario({**CASE, "deadline_hours": 100}, cat))
    assert card.status.objectName() == "status_ok" and not card.status.toolTip()
    assert card.status.text() == ("✓ meets the deadline, within budget" if lang == "en" else "✓ 满足截止时间，在预算之内")


def test_host_memory_below_the_rule_is_said_in_words_not_a_bare_warning_sign(qtbot, cat, lang):
    sc = parse_scenario(FASTEST, cat)
    opt = recommend(cat, sc, today=TODAY).recommendation
    assert opt.instance_type == "p4de.24xlarge" and opt.host.ram_below_rule
    card = _card(qtbot, cat, sc, opt)
    ram = card.values["ram"]
    assert "⚠" not in ram.text()
    if lang == "en":
        assert ram.text() == "1,152 GB: 1.8 × GPU memory, under the 2–3 × rule"
        assert "It is the cloud&#x27;s standard shape for 8 × A100-80GB" in ram.toolTip()
        assert "servers are refused only below 1.2 × (768 GB)" in ram.toolTip()
    else:
        assert ram.text() == "1,152 GB：为显存的 1.8 倍，低于规则的 2–3 倍"
        assert "它是云厂商为 8 × A100-80GB 提供的标准规格" in ram.toolTip()
    assert ram.accessibleDescription() and "1,280 GB" in ram.accessibleDescription()


def test_the_status_follows_the_deadline_typed_in_the_window(win, qtbot, tmp_path):
    """In the real window: the case opened, then a deadline the slow end meets, then 2 hours again (the same
    configuration may stay: the status is written again all the same)."""
    import json
    f = tmp_path / "case.json"
    f.write_text(json.dumps(CASE), encoding="utf-8")
    assert win.open_file(f)
    qtbot.waitUntil(lambda: win.result.rec is not None and win.result.settled(), timeout=30000)
    win.result.flush()
    status = win.result.card.status

    def shown(deadline: str) -> str:
        win.wizard.deadline.setText(deadline)
        qtbot.waitUntil(lambda: win.result.scenario is not None and win.result.rec is not None
                        and win.result.scenario.deadline_hours == float(deadline) and win.result.settled(),
                        timeout=30000)
        win.result.flush()
        return status.text()

    risky = win.result.rec.recommendation.deadline_risk is not None
    assert status.text().startswith("⚠ deadline at risk") == risky
    assert shown("100").startswith("✓ meets the deadline")
    text = shown("2")
    assert text.startswith("⚠ deadline at risk") == (win.result.rec.recommendation.deadline_risk is not None)
    assert "meets the deadline" not in text or win.result.rec.recommendation.deadline_risk is None
