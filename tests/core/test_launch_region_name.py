"""The launch READMEs name a catalog market by its name and say the console region is the engineer's choice: the
article's Tencent GT4 is priced for "cn-mainland" (the list price for all of mainland China), which no console
offers, and the README told the engineer to open the server in "地域 cn-mainland"; a provider's own region code (what
its console shows) stays as written."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from gpu_advisor.core.export import launch as L
from gpu_advisor.core.scenario.spec import load_scenario
from gpu_advisor.core.select.recommendation import recommend

ROOT = Path(__file__).resolve().parents[2]


def _words(s: str) -> str:
    return " ".join(s.split())


def _plan(cat):
    sc = load_scenario(ROOT / "examples" / "startup-engineer-seed000.json", cat)
    rec = recommend(cat, sc)
    return L.launch_plan(cat, sc, rec)


def test_a_market_region_is_named_and_left_to_the_engineer(cat):
    plan = _plan(cat)
    assert plan.region == "cn-mainland", plan.region  # the article's case: Tencent's mainland China list price
    files = {f.name: f.text for f in L.render(plan, cat).files}
    en, zh = _words(files["README.md"]), _words(files["README.zh-CN.md"])
    assert "cn-mainland" not in en and "cn-mainland" not in zh
    assert "mainland China" in en and "region: any in mainland China" in en and "names no region of the console" in en
    assert "腾讯云（中国大陆）" in zh and "地域：中国大陆的任一地域均可" in zh and "未给出控制台地域" in zh
    assert "cn-mainland" not in files["torchrun.sh"]


def test_a_console_region_keeps_its_code(cat):
    plan = replace(_plan(cat), region="cn-shanghai")
    files = {f.name: f.text for f in L.render(plan, cat).files}
    assert "region cn-shanghai" in _words(files["README.md"])
    assert "地域 cn-shanghai" in _words(files["README.zh-CN.md"])
    assert "任一地域" not in files["README.zh-CN.md"]
