"""The command line's plan names how many servers a job's GPUs are ("16 × B200 … (2 servers)"), as the Team plan's
table and the result's card do (walk 24 / minor24: `gpu-advisor plan` said "own servers per run: 16 × B200" of two
servers without it). One server keeps the line as it was."""

from __future__ import annotations

from types import SimpleNamespace as NS

from gpu_advisor import text as words
from gpu_advisor.text.plan_text import where_text


def _job(instances: int):
    o = NS(gpu_count=8 * instances, gpu="B200", provider="nebius", instance_type="gpu-b200-sxm_8gpu",
           billing="on_demand", instances=instances)
    return NS(on="burst-1", recommendation=NS(recommendation=o))


def test_own_servers_say_how_many_in_both_languages():
    res = NS(base=(), jobs=())
    with words.using_language("en"):
        two = where_text(res, _job(2))
        one = where_text(res, _job(1))
    assert two.startswith("own servers per run: 16 × B200") and two.endswith("(2 servers)"), two
    assert "server" not in one.replace("own servers per run", ""), one
    with words.using_language("zh_CN"):
        zh = where_text(res, _job(2))
    assert "16 × B200" in zh and "2 台服务器" in zh, zh


def test_shared_servers_say_how_many_too():
    base = NS(id="base-1", kind="shared", gpu_count=16, gpu="H100", provider="aws", instance_type="p5.48xlarge",
              billing="monthly", instances=2)
    res = NS(base=(base,), jobs=())
    with words.using_language("en"):
        text = where_text(res, NS(on="base-1", recommendation=NS(recommendation=None)))
    assert "16 × H100" in text and text.endswith("(2 servers)"), text
