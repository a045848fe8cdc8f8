"""Walk 23: the Chinese what-if line read "更小 (184 万 token)": ASCII brackets in Chinese text, where the app writes
full-width ones everywhere else (“美国西部 3（westus3）”, “高级 SSD（P 系列）”). The brackets the text layer puts around
words are the language's ("{0}（{1}）" in Chinese), in the what-if line, a source's locator, the catalog's version and
date, a note's figures, a network's speed and the currency choices; English keeps ASCII ones. Accelerators ("文件(&F)"),
file filters ("(*.json)") and formulas keep theirs."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

from gpu_advisor.text import source_text, translate, using_language, what_if_lines

TS = Path(__file__).resolve().parents[2] / "resources" / "translations" / "gpu_advisor_zh_CN.ts"
HAN = re.compile(r"[\u4e00-\u9fff]")
KEPT = re.compile(r"\(&\w\)|\(\*\.\w+\)|\(\*\)|[×/^]\s*\(|\(\{\d\} /|\(1 \+|\(N /|\(size_|\(peak16")


def test_the_what_if_line_uses_the_languages_brackets(cat):
    rows = [{"assumption": "data.tokens", "choice": "small", "value": 1.84e6, "gpu": "A10", "gpu_count": 1,
             "wall_hours": 2.0, "total_cost": 20.0, "currency": "CNY", "feasible": True},
            {"assumption": "data.tokens", "choice": "large", "value": 1.84e8, "gpu": "A100", "gpu_count": 2,
             "wall_hours": 20.0, "total_cost": 900.0, "currency": "CNY", "feasible": True}]
    with using_language("zh_CN"):
        (zh,) = what_if_lines(rows, cat)
    assert "更小（" in zh and "更大（" in zh and "(" not in zh and ")" not in zh, zh
    (en,) = what_if_lines(rows, cat)
    assert "smaller (" in en and "（" not in en, en


def test_a_sources_locator_and_the_currency_choices_in_chinese(cat):
    with using_language("zh_CN"):
        zh = source_text(cat, "seed-001 (7B is its typical case: LoRA 7B, 7B inference)")
        assert zh.endswith("（7B 是文中的典型规模：LoRA 7B、7B 推理）"), zh
        for context in ("Wizard", "SettingsDialog", "TeamPlanWindow"):
            assert translate(context, "CNY (¥)") == "人民币（¥）" and translate(context, "USD ($)") == "美元（$）"
    with using_language("en"):
        assert source_text(cat, "seed-001 (7B is its typical case: LoRA 7B, 7B inference)").endswith(
            "(7B is its typical case: LoRA 7B, 7B inference)")


def test_no_chinese_translation_puts_ascii_brackets_around_words():
    """Every Chinese translation with an ASCII bracket is an accelerator, a file filter or a formula."""
    bad = []
    for msg in ET.parse(TS).getroot().iter("message"):
        tr = msg.find("translation")
        if tr is None:
            continue
        for text in [f.text or "" for f in tr.findall("numerusform")] or [tr.text or ""]:
            rest = KEPT.sub("", text)
            if HAN.search(text) and ("(" in rest or ")" in rest) and not re.search(r"[×/^] *\(|\) *[/^²]", text):
                bad.append(text)
    assert not bad, bad
