"""Walk 20: the card showed "Host memory: 1,152 GB (rule: at least 1,280 GB) ⚠" under a green status. The design
stays (host_rules.csv seed001_formula sizes a host at 2-3 × its GPU memory; defaults.csv host_check_ram_x_gpu_mem
refuses a server only under 1.2 ×, as the clouds' standard 8-GPU shapes sit between), but it is said in words: the
engine gives the server's RAM as a multiple of its GPUs' memory and the rule's range (HostSpec, the JSON's host),
and the note names the multiple, the range and the cloud's shape."""

from __future__ import annotations

import datetime as dt
import json

from gpu_advisor import text as W
from gpu_advisor.cli import main
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend

TODAY = dt.date(2026, 12, 3)
ARTICLE = {"task": "train", "workload": "cv", "data": {"dataset_gb": 50}, "deadline_hours": 100,
           "budget": {"amount": 100000, "currency": "CNY", "per": "month"}, "preferences": {"objective": "fastest", "providers": ["aws"]}}


def test_the_host_gives_its_ram_as_a_multiple_of_its_gpu_memory_and_the_rules_range(cat):
    rec = recommend(cat, parse_scenario(ARTICLE, cat), today=TODAY)
    opt = rec.recommendation
    h = opt.host
    assert opt.instance_type == "p4de.24xlarge" and h.ram_below_rule  # 8 × A100-80GB, 1,152 GB
    assert (h.gpu_memory_gb, h.ram_x_gpu_mem) == (640, 1.8)
    assert (h.rule_ram_x_gpu_mem, h.rule_ram_x_gpu_mem_max, h.check_ram_x_gpu_mem) == (2, 3, 1.2)
    (n,) = [n for n in rec.warnings if n.code == "host_ram_below_rule"]
    assert (n.ram_x_gpu_mem, n.rule_x_gpu_mem_max, n.gpu, n.gpus_per_node) == (1.8, 3, "A100-80GB", 8)
    with W.using_language("en"):
        text = W.describe_note(n, "CNY")
        assert W.describe_note(n.to_dict(), "CNY") == text  # read back from the JSON: the same words
        assert "it is 1.8 × its GPU memory, where the rule asks for 2–3 ×" in text
        assert "It is kept, as it is the cloud's standard shape for 8 × A100-80GB" in text
        assert "768 GB (1.2 × their GPU memory)" in text
        assert W.host_ram_value(h) == "1,152 GB: 1.8 × GPU memory, under the 2–3 × rule"
        tip = W.host_ram_tip(h, "8 × A100-80GB")
        assert tip.startswith("1,152 GB is 1.8 × its 640 GB of GPU memory, below the host sizing rule's 2–3 × "
                              "(at least 1,280 GB). It is the cloud's standard shape for 8 × A100-80GB")
        assert "refused only below 1.2 × (768 GB)" in tip
    with W.using_language("zh_CN"):
        for t in (W.describe_note(n, "CNY"), W.host_ram_value(h), W.host_ram_tip(h, "8 × A100-80GB")):
            assert "1.8" in t and "2–3" in t and "GPU memory" not in t and "rule" not in t, t


def test_a_server_that_meets_the_rule_keeps_its_plain_value(cat):
    sc = parse_scenario({**ARTICLE, "preferences": {"objective": "cheapest"}}, cat)
    for o in (rec := recommend(cat, sc, today=TODAY)).alternatives + (rec.recommendation,):
        if not o.host.ram_below_rule:
            assert W.host_ram_value(o.host) is None and W.host_ram_tip(o.host, "") is None


def test_the_json_host_gains_the_multiples_and_keeps_its_keys(tmp_path, capsys):
    f = tmp_path / "fastest.json"
    f.write_text(json.dumps(ARTICLE), encoding="utf-8")
    assert main(["recommend", str(f), "--json"]) == 0
    host = json.loads(capsys.readouterr().out)["recommendation"]["host"]
    assert (host["cpu_cores_min"], host["ram_gb_min"], host["ram_gb_check"], host["rule_source"]) == \
        (64, 1280, 768, "seed-001")
    assert (host["gpu_memory_gb"], host["ram_x_gpu_mem"], host["rule_ram_x_gpu_mem"], host["rule_ram_x_gpu_mem_max"],
            host["check_ram_x_gpu_mem"]) == (640, 1.8, 2, 3, 1.2)
