"""Walk 17, the app in Chinese: raw internal words and odd figures where a person reads.

- the command line's host line read "数据盘 100 GB（local NVMe (instance)）": the engine's name of a server's own
  NVMe disks went past the text layer's names (every caller of ``product_name`` now gets the storage's words);
- a deadline of 1e20 hours read "1e+20 小时太大", one of 1e400 "“1e400”不是数字" (it is a number, too large to hold),
  and the command line wrote its limits "at most 1e+16";
- the proposal's launch-file lines read "每步 5760" beside "5,760";
- the assumed amount of data read "约 约 454,545 张图片" (the amount's own words and the lead both said "about")."""

from __future__ import annotations

import argparse
import json
from dataclasses import replace
from pathlib import Path

import pytest

from gpu_advisor import text as W
from gpu_advisor.core.base import CatalogError
from gpu_advisor.core.scenario.spec import load_scenario, parse_scenario
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor.gui.app import install_language

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
# an image model across servers, fastest: p4de.24xlarge servers with their own NVMe disks hold the data
FASTEST_CV = {"schema_version": 1, "task": "train", "workload": "cv", "data": {"dataset_gb": 50},
              "deadline_hours": 100, "budget": {"amount": 100000, "currency": "CNY", "per": "month"},
              "preferences": {"objective": "fastest", "providers": ["aws"]}}


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
def test_the_servers_own_nvme_disk_is_named_in_words_everywhere(lang):
    with W.using_language(lang):
        shown = W.product_name("local NVMe (instance)")
        assert shown == W.storage_name("local_nvme") == {"en": "Local NVMe SSD", "zh_CN": "本地 NVMe 固态盘"}[lang]
        assert W.product_words("local NVMe (instance)") == shown


def test_the_command_lines_host_line_names_the_nvme_disk_in_chinese(tmp_path, capsys, qapp):
    from gpu_advisor.cli import main
    path = tmp_path / "fastest.json"
    path.write_text(json.dumps(FASTEST_CV), encoding="utf-8")
    try:
        assert main(["recommend", str(path), "--lang", "zh_CN"]) == 0
    finally:
        install_language(qapp, "en")
    out = capsys.readouterr().out
    host = next(line for line in out.splitlines() if line.startswith("每台服务器的主机配置"))
    assert "local NVMe (instance)" not in out
    assert "数据盘 100 GB（本地 NVMe 固态盘）" in host, host
    assert "约 约" not in out  # "假设：ResNet-50，约 454,545 张图片，训练 90 轮"


def _field_problem(cat, path: str, value):
    obj = {"schema_version": 1, "task": "train", "workload": "llm", "model": {"preset": "llama-2-7b"},
           "data": {"tokens": 1e9}}
    here = obj
    *parents, key = path.split(".")
    for p in parents:
        here = here.setdefault(p, {})
    here[key] = value
    with pytest.raises(CatalogError) as err:
        parse_scenario(obj, cat)
    return next(p for p in err.value.problems if p.column == path)


@pytest.mark.parametrize("value, zh, en", [
    (1e20, "100,000,000,000,000,000,000 小时太大（最大为 10,000,000 小时）",
     "100,000,000,000,000,000,000 hours is too large (maximum 10,000,000 hours)"),
    (1e308, "数字太大（最大为 10,000,000 小时）", "the number is too large (maximum 10,000,000 hours)"),
])
def test_a_huge_deadline_is_written_as_the_app_writes_figures(qapp, cat, value, zh, en):
    p = _field_problem(cat, "deadline_hours", value)
    for lang, expected in (("zh_CN", zh), ("en", en)):
        with W.using_language(lang):
            at_field = W.describe_what(p)  # the wizard's message under the field
            said = W.describe_problem(p, cli=True, field=True)  # the command line's
        assert at_field == expected and said.endswith(expected), (at_field, said)


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
def test_a_number_too_large_to_hold_is_too_large_not_not_a_number(lang):
    from gpu_advisor.gui.wizard_parts import read_number
    value, error = read_number("1e400", limit="deadline_hours")
    assert value is None and error == {"en": "“1e400” is too large (maximum 10,000,000 hours)",
                                       "zh_CN": "“1e400”太大（最大为 10,000,000 小时）"}[lang]
    _, error = read_number("1" + "0" * 400, limit="data.dataset_gb")
    assert "1,000,000,000 GB" in error and ("too large" in error or "太大" in error), error
    _, error = read_number("-1e400", limit="deadline_hours")
    assert error == {"en": "“-1e400”: the deadline must be more than 0 hours.",
                     "zh_CN": "“-1e400”：截止时间必须大于 0 小时。"}[lang]
    _, error = read_number("1e400")  # a field without a limit of its own
    assert error == {"en": "“1e400” is too large.", "zh_CN": "“1e400”太大。"}[lang]
    _, error = read_number("abc", limit="deadline_hours")  # still not a number
    assert "abc" in error and ("not a number" in error or "不是数字" in error)


def test_the_command_lines_limits_are_written_out():
    from gpu_advisor.cli import _count, _qty
    with pytest.raises(argparse.ArgumentTypeError, match=r"^1e400 is too large \(at most 10,000,000,000,000,000\)$"):
        _qty("tokens")("1e400")
    with pytest.raises(argparse.ArgumentTypeError, match=r"^1e20 is too large \(at most 10,000,000,000,000,000\)$"):
        _qty("tokens")("1e20")
    with pytest.raises(argparse.ArgumentTypeError, match=r"at least 0\.000001\)$"):
        _qty("qps")("1e-9")
    with pytest.raises(argparse.ArgumentTypeError, match=r"^1e400 is too large \(at most 10,000,000\)$"):
        _count("1e400")
    with pytest.raises(argparse.ArgumentTypeError, match=r"^'abc' is not a number"):
        _qty("tokens")("abc")


@pytest.mark.parametrize("lang", ["en", "zh_CN"], indirect=True)
def test_the_proposals_launch_lines_write_counts_with_separators(monkeypatch, cat, lang):
    """The proposal's summary of the launch files read "每步 5760" beside "计划 5,760" in the same PDF."""
    from gpu_advisor.core.export import launch
    from gpu_advisor.gui import launch_export
    sc = load_scenario(EXAMPLES / "startup-engineer-seed000.json", cat)
    rec = recommend(cat, sc)
    plan = replace(launch.launch_plan(cat, sc, rec), data_parallel=1440, global_batch=5760,
                   checkpoint_every_steps=1000, checkpoint_every_planned=1000, checkpoint_interval_h=None,
                   job_steps=None)
    # a ViT trains with torchvision's script (a checkpoint a pass: no step count); a Trainer script's plan also
    # writes its checkpoint steps
    assert plan.script == "torchvision"
    for p, counts in ((plan, ("5,760", "1,440")), (replace(plan, script="hf"), ("5,760", "1,440", "1,000"))):
        monkeypatch.setattr(launch, "launch_plan", lambda *a, p=p, **k: p)
        with W.using_language(lang):
            text = "\n".join(launch_export.proposal_lines(rec, sc, cat))
        assert all(c in text for c in counts), text
        assert "5760" not in text and "1440" not in text and "1000 " not in text, text
