"""The launch files' READMEs write durations, amounts and sources as the app does (walk 18, the article's image
model across servers): the Chinese README said "预计运行 0.2 小时" where the card says 12 分钟, "882.33 CNY" where the
card says ¥882.33, and showed raw source ids with English notes ("来源：goyal-2017-imagenet-1-hour (ResNet-50 on …)")
where the Assumptions tab cites the work. The app and the command line pass the text package's ``LaunchWords``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gpu_advisor import text as W
from gpu_advisor.core.export import launch as L
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend

ROOT = Path(__file__).resolve().parents[2]


def _article_fastest() -> dict:
    obj = json.loads((ROOT / "resources" / "start" / "article-case.json").read_text(encoding="utf-8"))
    obj["preferences"] = {**obj["preferences"], "objective": "fastest"}
    return obj


@pytest.fixture(scope="module")
def case(cat):
    sc = parse_scenario(_article_fastest(), cat)
    rec = recommend(cat, sc)
    p = L.launch_plan(cat, sc, rec)
    files = {f.name: f.text for f in L.render(p, cat, W.LaunchWords(cat)).files}
    return rec, p, files


@pytest.mark.parametrize("lang, name, lead", [("en", "README.md", "Expected wall-clock {0}, cost\n{1} "),
                                              ("zh_CN", "README.zh-CN.md", "预计运行 {0}，费用\n{1}（")])
def test_the_readme_says_the_cards_duration_and_amount(case, lang, name, lead):
    rec, p, files = case
    opt = rec.recommendation
    with W.using_language(lang):
        card_hours = W.hours_range(opt.wall_hours, opt.wall_hours_range)  # the card's time, as the card writes it
        took, cost = W.hours(opt.wall_hours), W.money(opt.total_cost, opt.currency)
    assert took in card_hours  # "about 12 minutes, likely …": the README's figure is the card's
    assert lead.format(took, cost) in files[name]
    if opt.wall_hours < 0.95:  # the walk's case: 12 minutes, ¥882.33
        assert "0.2 h" not in files[name] and "0.2 小时" not in files[name]
    assert f"{L.amount(opt.total_cost)} {opt.currency}" not in files[name]  # "882.33 CNY"
    assert cost.startswith("¥")


def test_the_chinese_readme_cites_sources_as_the_app_does(case, cat):
    _, p, files = case
    zh = files["README.zh-CN.md"]
    for cell in (p.global_batch_cites, p.micro_batch_source, p.optimizer_source):
        assert cell
        with W.using_language("zh_CN"):
            cited = W.source_text(cat, cell)
        assert cited != cell and cited.split(" — ")[0] in zh  # the work's title, as the Assumptions tab shows it
        assert cell.split(" (")[0] + " (" not in zh  # not the raw id with its English note
    assert "Accurate, Large Minibatch SGD" in zh and "https://arxiv.org/abs/1706.02677 ）" in zh  # the address ends


def test_the_command_line_writes_the_readme_in_the_apps_words(case, tmp_path, capsys):
    from gpu_advisor.cli import main
    rec = case[0]
    scenario = tmp_path / "article-fastest.json"
    scenario.write_text(json.dumps({"schema_version": 1, **_article_fastest()}), encoding="utf-8")
    assert main(["recommend", str(scenario), "--launch", str(tmp_path / "out")]) == 0
    out = capsys.readouterr().out
    en = (tmp_path / "out" / "README.md").read_text(encoding="utf-8")
    zh = (tmp_path / "out" / "README.zh-CN.md").read_text(encoding="utf-8")
    took = next(ln for ln in out.splitlines() if ln.startswith("Time: ")).removeprefix("Time: ")
    assert f"Expected wall-clock {took}, cost" in en  # "12 minutes", as the summary and the card say
    with W.using_language("zh_CN"):
        took_zh, cost = W.hours(rec.recommendation.wall_hours), W.money(rec.recommendation.total_cost, "CNY")
    assert f"预计运行 {took_zh}，费用\n{cost}（" in zh and f"**{case[1].global_batch:,} 张图像**" in zh


def test_a_readme_amount_has_no_screen_joiners(cat):
    """'¥1,443\\u2060万' was written into the Chinese README: the screen's word joiner, escaped for Markdown."""
    from gpu_advisor.text.launch_words import LaunchWords
    for lang in ("zh_CN", "en"):
        text = LaunchWords(cat).money(14_430_000.0, "CNY", lang)
        assert "\u2060" not in text and "\\u" not in text and text.startswith("¥1")


def test_the_chinese_readme_names_the_disk_as_the_app_does(case):
    """Walk 21b: the Chinese README named Azure's disk "Premium SSD (P-series) P10", English in a Chinese sentence;
    the card calls it 高级 SSD（P 系列）. The tier ("P10") stays as the cloud writes it."""
    from dataclasses import replace
    # (on a cloud disk: the article's fastest pick may keep its data on local NVMe, which names no product)
    p = replace(case[1], data_local=False, data_disk_product="Premium SSD (P-series)", data_disk_tier="P10",
                data_disk_mb_s=100.0)
    files = {f.name: f.text for f in L.render(p, None, W.LaunchWords()).files}
    zh, en = files["README.zh-CN.md"], files["README.md"]
    with W.using_language("zh_CN"):
        named = W.product_name("Premium SSD (P-series)")
    assert named != "Premium SSD (P-series)"
    assert f"（{named} P10）" in zh and "P-series" not in zh
    assert "(Premium SSD (P-series) P10)" in en or "Premium SSD (P-series) P10" in en
