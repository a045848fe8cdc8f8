"""Walk 20: the card said "✓ meets the deadline" beside "about 1.9 hours, likely 1.4–2.6 hours" for a 2-hour deadline
(ResNet-50 on 500 GB, a 4-server spot gang). The deadline of a run under plan_slow_end_min_hours is checked at the
expected hours (preferences.plan_for "auto"): that rule stays, but an option whose slow end misses the deadline
carries ``Option.deadline_risk`` (``DeadlineAtRisk``: the figures, and on spot what an interruption adds), in
``recommend --json`` (a key added, the rest unchanged), and the summary (the command line, the proposal) says it."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from gpu_advisor import text as W
from gpu_advisor.cli import main
from gpu_advisor.core.base import DeadlineAtRisk
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend

# (the command line runs many times on one seeded catalog: one Catalog object for its content, see tests/conftest.py)
pytestmark = pytest.mark.usefixtures("shared_catalog_objects")

TODAY = dt.date(2026, 12, 3)
CASE = {"schema_version": 1, "task": "train", "workload": "cv", "data": {"dataset_gb": 500}, "deadline_hours": 2,
        "budget": {"amount": 100000, "currency": "CNY", "per": "month"}, "preferences": {"currency": "CNY"}}


def _options(rec):
    return [rec.recommendation, *rec.alternatives]


def test_an_option_met_only_at_the_expected_hours_carries_its_risk(cat):
    rec = recommend(cat, parse_scenario(CASE, cat), today=TODAY)
    risky = 0
    for o in _options(rec):
        lo_hi = o.wall_hours_range
        slow_miss = o.meets_deadline and lo_hi is not None and lo_hi[1] > 2.0
        assert (o.deadline_risk is not None) == slow_miss, (o.instance_type, o.wall_hours, lo_hi)
        if o.deadline_risk is None:
            continue
        risky += 1
        r = o.deadline_risk
        assert isinstance(r, DeadlineAtRisk) and r.code == "deadline_at_risk"
        assert r.wall_hours == pytest.approx(o.wall_hours) and r.wall_hours <= r.deadline_hours == 2.0
        assert r.wall_hours_high == pytest.approx(lo_hi[1])
        assert r.miss_hours == pytest.approx(lo_hi[1] - 2.0) and r.margin_hours == pytest.approx(2.0 - o.wall_hours)
        assert r.spot == (o.billing == "spot") and r.servers == o.instances
        if r.spot:  # what an interruption adds: half a checkpoint interval and the restart (spot_restart_s, 600 s)
            assert r.spot_hours_per_interruption >= 600 / 3600 and r.spot_interruptions is not None
        else:
            assert r.spot_interruptions is None and r.spot_hours_per_interruption is None
    assert risky  # walk 20's case: met at about 1.9 hours, missed at 2.6


def test_the_json_gains_the_risk_and_keeps_every_other_key(cat, tmp_path, capsys):
    f = tmp_path / "case.json"
    f.write_text(json.dumps(CASE), encoding="utf-8")
    assert main(["recommend", str(f), "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    rows = [doc["recommendation"], *doc["alternatives"]]
    at_risk = [r for r in rows if "deadline_risk" in r]
    assert at_risk
    for r in at_risk:
        assert r["meets_deadline"] is True  # (the check's answer is unchanged: the risk is said beside it)
        risk = r["deadline_risk"]
        assert risk["code"] == "deadline_at_risk"
        d = risk["detail"]
        assert d["wall_hours_high"] == pytest.approx(r["wall_hours_range"][1], abs=0.01) and d["deadline_hours"] == 2
        assert d["miss_hours"] > 0 and d["spot"] == (r["billing"] == "spot")
        assert W.describe_note(risk, "CNY").startswith("Deadline at risk: it meets the deadline of 2 hours")
    # a deadline the slow end meets too: no key at all
    f.write_text(json.dumps({**CASE, "deadline_hours": 100}), encoding="utf-8")
    assert main(["recommend", str(f), "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert not any("deadline_risk" in r for r in [doc["recommendation"], *doc["alternatives"]])


def test_planning_for_the_slow_case_leaves_no_risk(cat):
    sc = parse_scenario({**CASE, "preferences": {"currency": "CNY", "plan_for": "slow"}}, cat)
    rec = recommend(cat, sc, today=TODAY)
    assert all(o.deadline_risk is None for o in _options(rec))  # met at the slow end, or missed outright


def test_the_summary_says_met_only_as_expected_and_by_how_much_the_slow_end_misses(cat, tmp_path, capsys):
    f = tmp_path / "case.json"
    f.write_text(json.dumps(CASE), encoding="utf-8")
    rec = recommend(cat, parse_scenario(CASE, cat), today=TODAY)
    r = rec.recommendation.deadline_risk
    if r is None:  # (the ranking may pick an option safe at the slow end: then nothing to say)
        pytest.skip("the recommendation meets the deadline at the slow end")
    with W.using_language("en"):
        text = W.summary_sentence(rec, cat)
        assert "inside your deadline of 2 hours if it runs as expected." in text
        assert (f"Deadline at risk: at the slow end of its likely range ({W.hours(r.wall_hours_high)}) it misses "
                f"the deadline by {W.hours(r.miss_hours)}.") in text
        assert W.summary_risk(rec) in text and W.summary_risk(rec) not in W.summary_sentence(rec, cat, risk=False)
    with W.using_language("zh_CN"):
        zh = W.summary_sentence(rec, cat)
        assert "截止时间有风险" in zh and "if it runs" not in zh and "Deadline" not in zh
    assert main(["recommend", str(f), "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "Deadline at risk: at the slow end of its likely range" in out
    # said once (minor25): the warning list repeated it ("Warning: If the job runs as slowly as the likely range
    # allows, it takes 2.6 hours: past the deadline of 2 hours.")
    assert "Warning: If the job runs as slowly" not in out, out


def test_the_risk_words_name_spot_interruptions_on_spot():
    base = dict(wall_hours=1.9, wall_hours_high=2.6, deadline_hours=2.0, margin_hours=0.1, miss_hours=0.6, servers=4)
    on_spot = DeadlineAtRisk(spot=True, spot_interruptions=0.3, spot_hours_per_interruption=0.29, **base)
    on_demand = DeadlineAtRisk(spot=False, **base)
    with W.using_language("en"):
        assert W.risk_status(on_demand) == ("deadline at risk: met if it runs as expected; at the slow end of its "
                                            "range (2.6 hours) it misses by 36 minutes")
        assert W.risk_status(on_spot).endswith("; on spot, each interruption adds about 17 minutes")
        whole = W.risk_sentence(on_spot)
        assert whole.startswith("Deadline at risk: it meets the deadline of 2 hours if it runs as expected (1.9 "
                                "hours); at the slow end of its likely range (2.6 hours) it misses it by 36 minutes.")
        assert "On 4 spot servers, each interruption (about 0.30 expected in the run) adds about 17 minutes" in whole
        assert "spot" not in W.risk_sentence(on_demand)
        # read back from the JSON: the same words
        assert W.describe_note(on_spot.to_dict(), "CNY") == whole
    with W.using_language("zh_CN"):
        for text in (W.risk_status(on_spot), W.risk_sentence(on_spot), W.risk_tip(on_spot)):
            assert "spot" not in text and "deadline" not in text.lower(), text


def test_the_command_lines_alternatives_say_which_are_at_risk(cat, tmp_path, capsys):
    """Walk 20b: the window's Alternatives table marks an alternative at risk; the command line's list did not."""
    f = tmp_path / "case.json"
    f.write_text(json.dumps(CASE), encoding="utf-8")
    rec = recommend(cat, parse_scenario(CASE, cat), today=TODAY)
    assert main(["recommend", str(f), "--lang", "en"]) == 0
    out = capsys.readouterr().out
    lines = out[out.index("Alternatives:"):].splitlines()[1:6]
    marked = [" ⚠ deadline at risk" in ln for ln in lines]
    assert marked == [o.deadline_risk is not None for o in rec.alternatives[:5]] and any(marked) and not all(marked)


def test_the_command_line_names_the_scenario_files_field_not_the_windows_box():
    """With no option safe at the slow end, the summary pointed a command-line user to "“Plan for the slow case”
    under Preferences", a box of the window; the command line names the scenario file's field (minor25)."""
    n = DeadlineAtRisk(wall_hours=1.9, wall_hours_high=2.6, deadline_hours=2.0, margin_hours=0.1, miss_hours=0.6,
                       servers=4, spot=False, safe_found=False)
    with W.using_language("en"):
        assert "“Plan for the slow case” under Preferences" in W.risk_sentence(n, whole=False)
        cli = W.risk_sentence(n, whole=False, cli=True)
        assert '"plan_for": "slow" under "preferences" in the scenario file' in cli and "Preferences" not in cli
    with W.using_language("zh_CN"):
        assert '"plan_for": "slow"' in W.risk_sentence(n, whole=False, cli=True)


def test_the_proposal_says_what_it_was_planned_for_not_a_box_its_reader_lacks():
    """The proposal PDF said "“Plan for the slow case” under Preferences": its reader has no Preferences page. It
    says what the proposal was planned for and where whoever made it can change that (polish25)."""
    n = DeadlineAtRisk(wall_hours=1.9, wall_hours_high=2.6, deadline_hours=2.0, margin_hours=0.1, miss_hours=0.6,
                       servers=4, spot=False, safe_found=False)
    with W.using_language("en"):
        said = W.risk_sentence(n, whole=False, proposal=True)
        assert "This proposal is planned for the expected time; whoever prepared it" in said, said
        assert "Preferences page of GPU Cloud Advisor" in said and "under Preferences" not in said, said
    with W.using_language("zh_CN"):
        zh = W.risk_sentence(n, whole=False, proposal=True)
        assert "本方案按预计用时规划；制作方案的人可在算力选型顾问的“偏好设置”页勾选“按偏慢情况规划”" in zh, zh
