"""Walk 17: AWS p4de.24xlarge was recommended with "CPU at least 64 cores (the server has 96 vCPUs)" and "RAM at least
1,280 GB (the server has 1,152 GB)" and no warning. The design (docs/recommend.md, "The host rule"): a server is
refused only below the check (the rule's CPU minimum; RAM under host_check_ram_x_gpu_mem x its GPU memory, the leanest
standard servers), so a lean standard server between the check and the rule's minimum is kept — and now says so
(``host_ram_below_rule``: the figure, how much short, the rule's source). The CPU is compared in vCPUs, the unit the
server is described by: the rule's cores x vcpus_per_host_core (1), and said in vCPUs."""

from __future__ import annotations

import pytest
import datetime as dt
import json

from gpu_advisor import text as W
from gpu_advisor.cli import main
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend

# (the command line runs many times on one seeded catalog: one Catalog object for its content, see tests/conftest.py)
pytestmark = pytest.mark.usefixtures("shared_catalog_objects")

TODAY = dt.date(2026, 12, 3)
ARTICLE = {"task": "train", "workload": "cv", "data": {"dataset_gb": 50}, "deadline_hours": 100,
           "budget": {"amount": 100000, "currency": "CNY", "per": "month"}, "preferences": {"objective": "fastest", "providers": ["aws"]}}


def test_a_server_below_the_rules_ram_is_warned_about_with_the_shortfall_and_the_source(cat):
    rec = recommend(cat, parse_scenario(ARTICLE, cat), today=TODAY)
    opt = rec.recommendation
    h = opt.host
    assert opt.instance_type == "p4de.24xlarge" and h.instance_ram_gb == 1152 and h.ram_gb_min == 1280
    assert h.ram_ok and h.ram_gb_check == 768  # kept: 1.2 x 640 GB of GPU memory
    (n,) = [n for n in rec.warnings if n.code == "host_ram_below_rule"]
    assert (n.ram_gb, n.ram_gb_min, n.short_gb, n.ram_gb_check) == (1152, 1280, 128, 768)
    assert n.rule_x_gpu_mem == 2 and n.gpu_memory_gb == 640 and n.source == "seed-001" and n.check_x_gpu_mem == 1.2
    with W.using_language("en"):
        text = W.describe_note(n, "CNY")
        assert W.describe_note(n.to_dict(), "CNY") == text  # read back from the JSON: the same words
    assert text.startswith("The server's 1,152 GB of memory is 128 GB (10%) below the host rule's minimum of "
                           "1,280 GB (2 × the 640 GB of GPU memory; source: "), text
    assert "768 GB (1.2 × their GPU memory)" in text
    with W.using_language("zh_CN"):
        zh = W.describe_note(n, "CNY")
    assert "1,152 GB" in zh and "128 GB" in zh and "server" not in zh, zh


def test_every_answer_meets_its_stated_minimums_or_says_so(cat):
    for obj in (ARTICLE, {**ARTICLE, "preferences": {"objective": "cheapest"}},
                {"task": "finetune", "workload": "llm", "model": {"preset": "llama-3-70b"}, "data": {"tokens": 1e8},
                 "preferences": {"objective": "balanced"}}):
        rec = recommend(cat, parse_scenario(obj, cat), today=TODAY)
        codes = {n.code for n in rec.warnings}
        for o in (rec.recommendation, *rec.alternatives):
            h = o.host
            assert h.instance_vcpus is None or h.instance_vcpus >= h.vcpus_min  # (a hard constraint)
        h = rec.recommendation.host
        below = h.instance_ram_gb is not None and h.instance_ram_gb < h.ram_gb_min
        assert below == ("host_ram_below_rule" in codes or "host_too_small" in codes), (obj, h)


def test_the_cpu_need_is_said_in_vcpus_the_unit_it_is_checked_in(cat, tmp_path, capsys):
    with W.using_language("en"):
        assert W.host_cpu_need({"cpu_cores_min": 64, "cpu_cores": 80, "vcpus_per_core": 1}) == \
            "at least 64 vCPUs (80 recommended)"
        # a catalog that counts two vCPUs to a core asks for twice as many
        assert W.host_cpu_need({"cpu_cores_min": 64, "cpu_cores": 80, "vcpus_per_core": 2}) == \
            "at least 128 vCPUs (160 recommended)"
    f = tmp_path / "fastest.json"
    f.write_text(json.dumps(ARTICLE), encoding="utf-8")
    assert main(["recommend", str(f), "--json"]) == 0
    host = json.loads(capsys.readouterr().out)["recommendation"]["host"]
    assert (host["vcpus_min"], host["vcpus_recommended"], host["vcpus_per_core"]) == (64, 80, 1)
    assert (host["cpu_cores_min"], host["ram_gb_min"], host["ram_gb_check"], host["rule_source"]) == \
        (64, 1280, 768, "seed-001")  # (the keys the JSON had stay)
    assert main(["recommend", str(f), "--lang", "en"]) == 0
    out = capsys.readouterr().out
    line = next(x for x in out.splitlines() if x.startswith("Host per server:"))
    assert "at least 64 vCPUs (80 recommended)" in line and "cores" not in line
    assert "128 GB (10%) below the host rule's minimum of 1,280 GB" in out
