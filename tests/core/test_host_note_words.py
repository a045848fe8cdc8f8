"""A server below the host rule is told by the check it fails: an 8-vCPU, 32 GB server with a rule of 4 cores and
48 GB read 'below the host rule's 4 cores and 48 GB' (its 8 vCPUs are more than 4). The serving scenario of the user
walk: 1 x L40S on Nebius (8 vCPUs, 32 GB) among the alternatives."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gpu_advisor.core.base import HostBelowRule, HostTooSmall
from gpu_advisor.core.scenario import parse_scenario
from gpu_advisor.core.select import recommend
from gpu_advisor.text import describe_note

ROOT = Path(__file__).resolve().parents[2]


def test_each_check_said_alone_or_both(cat):
    ram = HostBelowRule(vcpus=8, cpu_cores_min=4, ram_gb=32, ram_gb_min=48, rule_set="x", short=("ram",))
    cpu = HostBelowRule(vcpus=4, cpu_cores_min=8, ram_gb=64, ram_gb_min=48, rule_set="x", short=("cpu",))
    both = HostBelowRule(vcpus=4, cpu_cores_min=8, ram_gb=32, ram_gb_min=48, rule_set="x", short=("cpu", "ram"))
    assert describe_note(ram, "USD") == "The server's 32 GB of memory is below the host rule's 48 GB: it cannot " \
                                        "feed its GPUs."
    assert describe_note(cpu, "USD") == "The server's 4 vCPUs are fewer than the host rule's 8 vCPUs: it cannot " \
                                        "feed its GPUs."
    assert describe_note(both, "USD").startswith("The server (4 vCPUs, 32 GB) is below the host rule's 8 vCPUs and")
    small = HostTooSmall(cpu_cores_min=16, vcpus=8, ram_gb_min=96, ram_gb=128, rule_set="x", short=("cpu",))
    assert describe_note(small, "USD") == "The server's 8 vCPUs are fewer than the 16 vCPUs recommended for " \
                                          "feeding the GPUs."


def test_the_engine_names_the_failing_check(cat):
    obj = json.loads((ROOT / "examples" / "qwen-7b-inference-low-qps.json").read_text(encoding="utf-8"))
    obj["preferences"]["gpus"] = ["V100-32GB"]  # no option meets it: the alternatives say why each lost
    rec = recommend(cat, parse_scenario(obj, cat))
    notes = [n for alt in rec.alternatives for n in alt.lost if isinstance(n, HostBelowRule)]
    assert notes and all(n.short for n in notes)
    for n in notes:
        assert ("cpu" in n.short) == (n.vcpus < n.cpu_cores_min)


def test_a_copy_under_a_second_is_not_about_less_than_a_second():
    """'Copying the data onto each server takes about less than a second more' (把数据复制…还需约 不到 1 秒)."""
    from gpu_advisor.core.base import RunStartup
    from gpu_advisor.text import using_language
    quick = RunStartup(startup_hours=1 / 6, checkpoint_hours=1e-5, staging_hours=1e-5, nodes=1, time_share=0.09,
                       cost=0.47, cost_share=0.07, currency="CNY")
    slow = RunStartup(startup_hours=1 / 6, checkpoint_hours=1e-5, staging_hours=56 / 3600, nodes=1,
                      time_share=0.09, cost=0.47, cost_share=0.07, currency="CNY")
    assert "takes less than a second more." in describe_note(quick, "CNY")
    # a lower bound (walk 21b: 4.5 million small files "copy in about 1 minute"): the catalog has no bucket rate
    # or per-file cost, and the words say so
    assert "takes at least 56 seconds more (at the disk's or the network's rate; many small files or a slow " \
           "bucket take longer)." in describe_note(slow, "CNY")
    with using_language("zh_CN"):
        text = describe_note(quick, "CNY")
    assert "还需不到 1 秒。" in text and "约 不到" not in text and "还需：" not in text


def test_a_plan_or_a_saved_answer_read_as_a_scenario_is_named_in_one_sentence(cat, tmp_path):
    """They listed a dozen 'unknown field' lines ('unknown field “recommendation” (did you mean precision?)')."""
    import pytest

    from gpu_advisor.core.base import CatalogError
    from gpu_advisor.text import describe_problem
    plan = json.loads((ROOT / "examples" / "plans" / "plan-startup-month.json").read_text(encoding="utf-8"))
    answer = {"schema_version": 1, "recommendation": {"gpu": "A100"}, "alternatives": [], "pareto": []}
    for obj, says in ((plan, "this file is a team plan, not a scenario"),
                      (answer, "this file is a saved answer, not a scenario")):
        with pytest.raises(CatalogError) as e:
            parse_scenario(obj, cat, "f.json")
        assert len(e.value.problems) == 1 and says in describe_problem(e.value.problems[0], field=True)
    scenario = json.loads((ROOT / "examples" / "lora-7b-finetune.json").read_text(encoding="utf-8"))
    assert parse_scenario(scenario, cat).task == "finetune"  # a scenario is still read as one


def test_a_network_in_a_sentence_keeps_its_capitals_and_takes_its_article():
    """'2 servers are linked by a 25 gbit/s network', 'a rdma high-speed network', 'a ethernet (vpc)': a network's
    name was lowered whole inside sentences. Only a common word is lowered, and the article follows the sound."""
    from gpu_advisor.core.base import MultiNodeNetworkUnknown, MultiNodeSlower, MultiNodeSlowNetwork
    slow = MultiNodeSlowNetwork(nodes=2, network="tcp_25g", network_gbps=50.0)
    assert describe_note(slow, "USD") == ("2 servers are linked by a TCP network (25 Gbit/s or faster), 50 Gbit/s: "
                                          "communication will slow training; RDMA is better.")
    assert "over an Ethernet (VPC) are slower" in describe_note(MultiNodeSlower(nodes=4, network="ethernet"), "USD")
    assert "bandwidth; a standard network was assumed" in describe_note(MultiNodeNetworkUnknown(nodes=2), "USD")
    assert "over an RDMA high-speed network" in describe_note(MultiNodeSlower(nodes=4, network="rdma"), "USD")


def test_a_what_if_line_of_the_request_rate_reads_as_english(cat):
    """'If the requests per second differs — …': the field's label is a plural; the line names the request rate."""
    from gpu_advisor.text import using_language, what_if_lines
    row = {"assumption": "inference.qps", "choice": "large", "value": 4.0, "gpu": "L4", "gpu_count": 2,
           "monthly_cost": 900.0, "currency": "USD", "wall_hours": None}
    assert what_if_lines([row], cat)[0] == "If the request rate differs — larger (4 requests/s): 2 × L4, $900.00 a month"
    with using_language("zh_CN"):  # a service's cost is a month's ("2 × L4，每月，$900" read as a list)
        assert what_if_lines([row], cat)[0] == "如果每秒请求数不同——更大（每秒 4 个请求）：2 × L4，每月 $900.00"


def test_the_rule_of_thumbs_best_option_says_its_servers(cat):
    """'… suggests 1 × L40S or 1 × RTX4090; the best such option (2 × RTX4090 on RunPod, $1,200) ranks lower' while
    the pick was 2 × RTX4090 at $1,140: the rule's option was two servers of one GPU, the pick one server of two."""
    from gpu_advisor.core.scenario import load_scenario
    from gpu_advisor.text import set_catalog
    sc = load_scenario(ROOT / "examples" / "qwen-7b-inference-low-qps.json", cat)
    rec = recommend(cat, sc)
    tree = next(n for n in rec.reasons if n.code == "decision_tree")
    best = tree.class_best
    assert best is not None and best.instances is not None and best.gpus_per_node is not None
    set_catalog(cat)
    text = describe_note(tree, "USD")
    if best.instances > 1:
        assert f"({best.instances} servers × {best.gpus_per_node:g})" in text
    pick = rec.recommendation
    assert (best.instance_type, best.gpu_count) != (pick.instance_type, pick.gpu_count)


def test_units_products_and_counts_read_as_words():
    """'1 nodes', '¥2.84 / GPU-hours', a network product 'standard' in the CSV, '1 spot price(s) were left out'."""
    from gpu_advisor.core.base import AnomalousPricesExcluded, SpotPricesAnomalous
    from gpu_advisor.text import product_words, unit_name
    assert (unit_name("node", 1), unit_name("node", 3), unit_name("GPU-hour", 1), unit_name("GPU-hour", 47.2)) == \
        ("server", "servers", "GPU-hour", "GPU-hours")
    assert (product_words("standard"), product_words("infiniband")) == ("Standard network", "InfiniBand")
    one = describe_note(SpotPricesAnomalous(instances=1), "USD")
    assert one.startswith("1 spot price was left out: it lies") and one.endswith("to use it.")
    assert describe_note(AnomalousPricesExcluded(instances=28), "USD").startswith(
        "28 server types were left out: their price file")


def test_a_source_names_its_publisher_once(cat):
    """'Assumption of GPU Cloud Advisor (GPU Cloud Advisor)' in the proposal CSV's price sources."""
    from gpu_advisor.core.export.proposal import readable_source
    assert readable_source(cat, "gpu-advisor-assumption") == "Assumption of GPU Cloud Advisor"
    assert "(Amazon Web Services" in readable_source(cat, "aws-spot-best-practices")


def test_few_expected_interruptions_read_with_two_decimals():
    """The proposal said 'about 0.0 expected' where the screen said 0.01."""
    from gpu_advisor.text import expected_count
    assert (expected_count(0.0123), expected_count(2.345)) == ("0.01", "2.3")


def test_chinese_sentences_put_together_from_pieces_keep_the_apps_spacing():
    """'还需1 秒', '经RDMA', '在 1 台服务器 上运行', '（建议 80 核） （该服务器…）', 'SkyPilot 不支持 腾讯云'."""
    from gpu_advisor.core.base import RunStartup
    from gpu_advisor.text import using_language
    from gpu_advisor.text.language import cjk_spacing
    assert cjk_spacing("还需1 秒；经RDMA 高速网络；在 1 台服务器 上运行；（建议 80 核） （该服务器有 164 个 vCPU）") == \
        "还需 1 秒；经 RDMA 高速网络；在 1 台服务器上运行；（建议 80 核）（该服务器有 164 个 vCPU）"
    assert cjk_spacing("约 ¥12.3万，5倍，SkyPilot 不支持 腾讯云") == "约 ¥12.3万，5 倍，SkyPilot 不支持腾讯云"
    note = RunStartup(startup_hours=10 / 60, checkpoint_hours=1 / 3600, staging_hours=0.0, nodes=1, time_share=0.04,
                      cost=0.5, cost_share=0.04, currency="CNY")
    with using_language("zh_CN"):
        text = describe_note(note, "CNY")
    assert "还需 1 秒" in text and "1 台服务器上" in text



def test_a_reference_run_reads_in_the_language_shown():
    """'参考运行 100 h on 1 x V100-32GB' in the Chinese proposal's assumptions."""
    from gpu_advisor.text import using_language
    from gpu_advisor.text.assumptions import _estimate_value
    assert _estimate_value("reference_run", "100 h on 1 x V100-32GB", "") == "100 hours on 1 × V100-32GB"
    with using_language("zh_CN"):
        assert _estimate_value("reference_run", "100 h on 1 x V100-32GB", "") == "1 × V100-32GB 上运行 100 小时"


def test_the_range_on_the_assumptions_sheet_is_the_range_shown(cat):
    """The LoRA example's card said 42 minutes to 8.2 hours while the sheet said 0.471 - 1.86 × the estimate: the
    packing and checkpointing answers' reach was in the card only."""
    from gpu_advisor.core.scenario import load_scenario
    rec = recommend(cat, load_scenario(ROOT / "examples" / "lora-7b-finetune.json", cat))
    opt = rec.recommendation
    lo, hi = (float(v) for v in rec.assumptions["estimate"]["range_factors"]["value"].split(" - "))
    assert opt.wall_hours_range is not None
    # the low end scales the compute only: the start-up and data copy around it are added whole
    start = next(n for n in rec.reasons if n.code == "run_startup")
    fixed = start.startup_hours + (start.checkpoint_hours or 0) + (start.staging_hours or 0)
    assert lo * opt.wall_hours < opt.wall_hours_range[0] <= lo * opt.wall_hours + fixed * 1.01
    assert hi * opt.wall_hours == pytest.approx(opt.wall_hours_range[1], rel=0.01)


def test_one_request_a_second_reads_in_the_singular(cat):
    """'Assumed: Mistral 7B (v0.1), 1 requests/s at the busiest hour'."""
    from gpu_advisor.core.scenario import parse_scenario
    from gpu_advisor.text import assumed_lead
    sc = parse_scenario({"schema_version": 1, "task": "inference", "workload": "llm"}, cat)
    assert sc.qps == 1 and "1 request/s at the busiest hour" in assumed_lead(sc, cat)


def test_a_short_spot_runs_few_interruptions_never_read_as_none():
    """Walk 20: the Compare window read "预计中断次数 0.01 / 0.00 / −0.01" and "预计约 0.00 次中断" for a
    45-minute spot run's 0.0018: one significant figure below 0.1 in both languages, the difference too."""
    from gpu_advisor.core.base import CompareRisk
    from gpu_advisor.text import describe_note, expected_count, plan_text, using_language
    assert [expected_count(v) for v in (0.0018, 0.00375, 0.096, 0.15, 0, 1e-5)] == [
        "0.002", "0.004", "0.1", "0.15", "0", "0.00001"]
    assert plan_text.delta_text("expected_interruptions", 0.0018 - 0.0123, None) == "−0.01"
    assert plan_text.delta_text("expected_interruptions", 0.0018 - 0.0037, None) == "−0.002"
    note = CompareRisk(billing_a="spot", billing_b="spot", interruptions_a=0.0123, interruptions_b=0.0018)
    for lang in ("en", "zh_CN"):
        with using_language(lang):
            said = describe_note(note, "CNY")
            assert "0.002" in said and "0.01" in said and "0.00 " not in said and "0.00次" not in said, said


def test_a_locator_ending_in_its_own_parentheses_keeps_them(cat):
    """Walk 23: the CSV cut "(repository path not recorded)" to "(repository path not recorded" (the locator's
    parentheses were stripped from its ends whatever they belonged to)."""
    from gpu_advisor.core.export.proposal import readable_source
    cell = "alibaba-cloud-ros-doc-ecs-rds-wordpress AlibabaCloudDocs ROS docs, a public copy (path not recorded)"
    text = readable_source(cat, cell)
    assert text.endswith("a public copy (path not recorded)") and text.count("(") == text.count(")")
    assert ", C = 6ND, " in readable_source(cat, "kaplan-2020 (C = 6ND)")  # wrapping parentheses: unwrapped
