"""The Chinese assumptions sheet (text/assumptions.py) says where each figure comes from in Chinese: the engine's
own formulas (the global batch by model size, the attention count, the size factor, a profile's FLOPs rule) were
shown as written in the code ("global_batch_tokens_ref_llm x (N / size_ref_params) ^ …"). The catalog's figures are
named in words, quoted (walk 18: the ids read as code to a reader of the proposal); a cited source keeps its own words.

Walk 17 added an image model across servers ('fastest' on the startup engineer's case), a chat service, a spot
training and a training timed from a past run: there the local NVMe checkpoint note read "…(seed 001: checkpoints go
to local NVMe); write speed taken equal to the read figure)" (an English note glued to a citation, cut in two at its
';'), a locator with brackets of its own lost its closing one ("(Table 4 (405B on H100: …"), the image model's
rate read "2.35e+03 images/s", the network "400 服务器间 Gbit/s" and the serving times "0.174 s"."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from gpu_advisor import text as W
from gpu_advisor.core.catalog import cite_any
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor.gui import proposal_pdf as PDF

CJK = re.compile(r"[\u4e00-\u9fff]")
SCENARIOS = [
    {"task": "finetune", "workload": "llm", "model": {"preset": "qwen2.5-7b"}, "finetune_method": "lora",
     "data": {"tokens": 2e8}},
    {"task": "train", "workload": "llm", "model": {"preset": "llama-2-7b"}, "data": {"tokens": 2e11}},
    {"task": "train", "workload": "llm", "model": {"params": 4e8}, "data": {"tokens": 1e10}},
    {"task": "train", "workload": "recsys", "model": {"params": 1e8}, "data": {"samples": 1e9, "epochs": 1}},
    {"task": "train", "workload": "cv", "model": {"preset": "resnet-50"}, "data": {"samples": 1.28e6, "epochs": 90}},
    {"task": "inference", "workload": "llm", "model": {"preset": "llama-3-70b"}, "inference": {"qps": 20}},
]
_SEED = json.loads((Path(__file__).resolve().parents[2] / "examples" / "startup-engineer-seed000.json").read_text(
    encoding="utf-8"))
SCENARIOS += [
    # an image model across many servers: the exchange against the compute, the local NVMe checkpoints
    {**_SEED, "preferences": {**_SEED["preferences"], "objective": "fastest"}},
    {"task": "train", "workload": "cv", "data": {"dataset_gb": 50}, "deadline_hours": 100,
     "preferences": {"objective": "fastest"}},
    {"task": "inference", "workload": "llm", "model": {"preset": "qwen2.5-7b"}, "inference": {"qps": 5, "use": "chat"}},
    {"task": "train", "workload": "llm", "model": {"preset": "llama-2-7b"}, "data": {"tokens": 2e10},
     "preferences": {"spot": "allow", "objective": "cheapest"}},
    {"task": "train", "workload": "llm", "model": {"preset": "llama-2-7b"}, "data": {"tokens": 2e10},
     "reference_run": {"gpu": "A100-80GB", "gpus": 8, "hours": 200}},
]
E_NOTATION = re.compile(r"\de[+-]?\d")  # "2.35e+03", "1e+20": Python's, not the app's way of writing a figure


def _rows(cat, obj, lang):
    rec = recommend(cat, parse_scenario({"schema_version": 1, **obj}, cat))
    saved = W.current_catalog()
    W.set_catalog(cat)
    try:
        with W.using_language(lang):
            names = {n: W.assumption_name(n) for n in ((rec.assumptions or {}).get("estimate") or {})}
            return rec, W.assumption_rows(rec), names
    finally:
        W.set_catalog(saved)


def _cited(cat, source: str) -> bool:
    try:
        cites = cite_any(cat, source)
    except Exception:  # noqa: BLE001 - not a citation
        return False
    return bool(cites) and all(c.known for c in cites)


def _id(obj) -> str:
    extra = ("-ref" if "reference_run" in obj else "") + ("-" + str(obj.get("preferences", {}).get("objective", ""))
                                                          if obj.get("preferences") else "")
    return f"{obj['task']}-{obj['workload']}{extra}-{(obj.get('inference') or {}).get('use', '')}"


@pytest.mark.parametrize("obj", SCENARIOS, ids=_id)
def test_every_source_the_engine_wrote_reads_in_chinese(qapp, cat, obj):
    rec, rows, names = _rows(cat, obj, "zh_CN")
    est = (rec.assumptions or {}).get("estimate") or {}
    shown: dict[str, list[str]] = {}
    for n, _, s in rows:
        shown.setdefault(n, []).append(s)
    for name, item in est.items():
        raw = str(item.get("source") if isinstance(item, dict) else getattr(item, "source", "") or "")
        if not raw or _cited(cat, raw):
            continue  # a catalog citation: the cited work keeps its own words
        for text in shown[names[name]]:
            assert text, (name, raw)  # never left blank (the size factor's was)
            assert CJK.search(text), (name, raw, text)  # a Chinese sentence, not the engine's English
            assert " x " not in text and raw not in text, (name, text)
            assert not E_NOTATION.search(text), (name, text)  # its figures as the app writes them
            assert "seed 001" not in text and "taken equal" not in text, (name, text)


@pytest.mark.parametrize("lang", ["zh_CN", "en"])
@pytest.mark.parametrize("obj", SCENARIOS, ids=_id)
def test_every_row_reads_whole_with_its_figures_written_out(qapp, cat, obj, lang):
    """Every row of the sheet, cited or not: its brackets closed (a citation with a ';' in its locator was cut in
    two, a locator with brackets of its own lost its closing one), no figure in e-notation, a time in seconds in
    the reader's words ("0.174 秒"), the network's speed with its unit first ("400 Gbit/s", not "400 服务器间
    Gbit/s"), a Latin word spaced from the Chinese beside it ("经 TCP 网络")."""
    _, rows, _ = _rows(cat, obj, lang)
    for name, value, source in rows:
        for text in (value, source):
            opened = text.count("(") + text.count("（")
            assert opened == text.count(")") + text.count("）"), (name, text)
        assert not E_NOTATION.search(value), (name, value)
        assert not re.search(r"\d e[+-]?\d", source), (name, source)
        if lang == "zh_CN":
            assert not re.search(r"\d s\b", value), (name, value)  # "0.174 秒"
            assert not re.search(r"\d [\u4e00-\u9fff]+ ?Gbit/s", value), (name, value)  # "400 Gbit/s"
            assert not re.search(r"[\u4e00-\u9fff][A-Za-z0-9]", value), (name, value)  # "经 TCP 网络", not "经TCP"


def test_the_global_batch_says_where_it_comes_from_in_both_languages(qapp, cat):
    # pre-training: GPT-3's batch by size; a fine-tune: the fine-tuning recipe's (estimates v3.6)
    for scenario, zh_start, en_start, row in ((SCENARIOS[1], "按模型规模取的默认值", "the default by model size",
                                               "global_batch_tokens_ref_llm"),
                                              (SCENARIOS[0], "微调配方的批大小", "a fine-tuning recipe's batch",
                                               "launch_global_batch_sequences_finetune")):
        _, zh, _ = _rows(cat, scenario, "zh_CN")
        _, en, _ = _rows(cat, scenario, "en")
        zh_src = next(s for n, _, s in zh if n == "每个优化器步的全局批量（token）")
        en_src = next(s for n, _, s in en if n == "Global batch per optimizer step (tokens)")
        # the catalog's figure by its name in words, quoted (walk 18: the Chinese proposal showed the raw ids)
        from gpu_advisor.text import using_language
        from gpu_advisor.text.assumptions import assumption_name
        with using_language("zh_CN"):
            zh_name = assumption_name(row)
        with using_language("en"):
            en_name = assumption_name(row)
        assert zh_src.startswith(zh_start) and row not in zh_src and f"“{zh_name}”" in zh_src
        assert "defaults.csv" not in zh_src and "默认值表" in zh_src
        assert en_src.startswith(en_start) and row not in en_src and f"“{en_name}”" in en_src


def test_a_profile_rule_and_its_value_read_in_chinese(qapp, cat):
    _, zh, names = _rows(cat, SCENARIOS[3], "zh_CN")
    rule = next((v, s) for n, v, s in zh if n == names["profile_flops_rule"])
    assert rule[0].startswith("每个样本 6 × 稠密参数量") and "本应用对此类任务" in rule[1], rule


def test_pdf_sets_the_catalog_names_in_the_fixed_width_face(qapp):
    PDF.ensure_fonts()
    html = PDF.code_words("按模型规模取的默认值：global_batch_tokens_ref_llm × (N / size_ref_params) "
                          "https://example.org/a_b_c")
    # (each name in the fixed-width faces, per character: DejaVu Sans Mono's Latin, WenQuanYi's for CJK)
    assert html.count("<span style=\"font-family: ") == 2 and html.count("'WenQuanYi Micro Hei Mono'") == 2
    assert html.count("'DejaVu Sans Mono'") == 2
    assert "https://example.org/a_b_c" in html and ">global_batch_tokens_ref_llm</span>" in html
