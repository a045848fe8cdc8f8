"""A fine-tune whose activation checkpointing is not known is estimated with it on, as the fine-tuning tools'
recipes and defaults have it (defaults.csv finetune_recompute_default: torchtune, LLaMA-Factory, Qwen's scripts),
and its 80% range reaches the estimate without it (issue 28 v3.2)."""

from __future__ import annotations

import pytest

from gpu_advisor.core import estimate as E
from gpu_advisor.core.estimate.table import training_table


def _d(cat, name):
    return float(cat["defaults"].set_index("name").at[name, "value"])


def _lora(cat, **kw):
    return E.job_from_preset(E.prepare(cat), "llama-2-7b", method=kw.pop("method", "lora"), tokens=1e8,
                             seq_len=2048, packed=True, **kw)


def test_a_fine_tune_not_saying_is_estimated_with_checkpointing_on_and_its_range_reaches_off(cat):
    assert _d(cat, "finetune_recompute_default") == 1
    unknown = E.estimate_config(cat, _lora(cat), "A100-80GB", 1)
    off = E.estimate_config(cat, _lora(cat, recompute=False), "A100-80GB", 1)
    on = E.estimate_config(cat, _lora(cat, recompute=True), "A100-80GB", 1)
    assert unknown.plan.endswith("+recompute") and not off.plan.endswith("+recompute")
    assert unknown.gpu_hours == pytest.approx(on.gpu_hours)
    # LoRA: forward 2N + activation gradients 2N, and the recomputed forward 2N more
    extra = (_d(cat, "train_flops_per_param_token_recompute") - _d(cat, "train_flops_per_param_token")) \
        / _d(cat, "lora_flops_per_param_token")
    assert extra == pytest.approx(0.5)
    assert unknown.gpu_hours == pytest.approx(off.gpu_hours * (1 + extra))
    # said as an assumption, with the range that covers the other case
    a = unknown.assumptions
    assert a["recompute_default"].value == "yes" and a["recompute_default"].unit == "assumed"
    assert "torchtune-recipe-configs" in a["recompute_default"].source
    assert a["range_widened_recompute"].value == pytest.approx(1 + extra)
    # (the low end reaches the other case, but never past the best published utilisation: range_low_bound)
    reach = on.gpu_hours_range[0] / (1 + extra)
    if "range_low_bound" in a:
        assert unknown.gpu_hours_range[0] == pytest.approx(unknown.gpu_hours * a["range_low_bound"].value)
        assert unknown.gpu_hours_range[0] > reach
    else:
        assert unknown.gpu_hours_range[0] == pytest.approx(reach)
    assert unknown.gpu_hours_range[0] <= off.gpu_hours <= unknown.gpu_hours_range[1]
    # a job that says it is estimated as it says, with no assumption and no widening
    for said in (on, off):
        assert "recompute_default" not in said.assumptions and "range_widened_recompute" not in said.assumptions


def test_a_full_fine_tune_pays_a_third_more_and_pre_training_keeps_the_memory_rule(cat):
    P = E.prepare(cat)
    full = E.job_from_preset(P, "llama-2-7b", task="finetune", tokens=1e8, seq_len=2048, packed=True)
    unknown = E.estimate_config(cat, full, "A100-80GB", 8)
    off = E.estimate_config(cat, E.job_from_preset(P, "llama-2-7b", task="finetune", tokens=1e8, seq_len=2048,
                                                   packed=True, recompute=False), "A100-80GB", 8)
    assert unknown.gpu_hours == pytest.approx(off.gpu_hours * 8 / 6)
    # pre-training: no default; memory decides (a 7B on 8 A100-80GB needs no recomputation)
    pre = E.estimate_config(cat, E.job_from_preset(P, "llama-2-7b", tokens=1e10), "A100-80GB", 8)
    assert "recompute_default" not in pre.assumptions and not pre.plan.endswith("+recompute")
    # an encoder fine-tune (its FLOPs count padded tokens; no packing, no default either)
    bert = E.estimate_config(cat, E.job_from_preset(P, "bert-large", task="finetune", tokens=1e8, seq_len=384),
                             "A100-80GB", 1)
    assert "recompute_default" not in bert.assumptions


def test_without_the_row_memory_decides_as_before(cat):
    d = cat["defaults"]
    old = cat.with_table("defaults", d[d["name"] != "finetune_recompute_default"].reset_index(drop=True))
    e = E.estimate_config(old, _lora(old), "A100-80GB", 1)
    assert "recompute_default" not in e.assumptions and not e.plan.endswith("+recompute")


def test_the_vectorised_table_prices_the_same_default(cat):
    job = _lora(cat)
    gpus = ["A100-80GB", "H100", "L40S", "A10"]
    t = training_table(cat, job, gpus, [1, 8, 4, 1], [1, 1, 1, 1], [None] * 4, [None] * 4, [None] * 4)
    for i, (gpu, gpn) in enumerate(zip(gpus, (1, 8, 4, 1))):
        one = E.estimate_config(cat, job, gpu, gpn)
        assert not t.fallback[i]
        assert t.figures["wall_hours"][i] == pytest.approx(one.wall_hours, rel=1e-9)
        assert t.figures["range_low"][i] == pytest.approx(one.range_low, rel=1e-9)
        assert str(t.plan[i]) == one.plan


def test_the_scenario_says_it_or_lists_it_as_assumed(cat):
    import datetime as dt

    from gpu_advisor.core.base import CatalogError
    from gpu_advisor.core.scenario.spec import parse_scenario
    from gpu_advisor.core.select.recommendation import recommend

    base = {"task": "finetune", "workload": "llm", "finetune_method": "lora", "model": {"preset": "llama-2-7b"},
            "data": {"tokens": 2e8, "packed": True}, "deadline_hours": 100,
            "preferences": {"gpus": ["A100-80GB"], "providers": ["aws"]}}
    hours = {}
    for said in (None, True, False):
        sc = parse_scenario(base if said is None else {**base, "gradient_checkpointing": said}, cat)
        assert sc.recompute is said
        listed = [a for a in sc.assumed if a.path == "gradient_checkpointing"]
        assert (len(listed) == 1 and listed[0].value is True and listed[0].why == "recompute_unknown") \
            if said is None else not listed
        assert sc.to_dict().get("gradient_checkpointing") is said  # the file keeps what was given, nothing more
        rec = recommend(cat, sc, today=dt.date(2026, 12, 3))
        hours[said] = rec.recommendation.wall_hours * rec.recommendation.gpu_count
    assert hours[None] == pytest.approx(hours[True]) and hours[True] > hours[False]
    # pre-training: not asked, nothing assumed
    pre = parse_scenario({**base, "task": "train", "finetune_method": None}, cat)
    assert pre.recompute is None and not [a for a in pre.assumed if a.path == "gradient_checkpointing"]
    with pytest.raises(CatalogError) as bad:
        parse_scenario({**base, "gradient_checkpointing": "maybe"}, cat)
    assert bad.value.problems[0].column == "gradient_checkpointing"


def test_the_command_line_says_it(tmp_path, capsys):
    import json
    import subprocess
    import sys

    from gpu_advisor.cli import main

    args = ["estimate", "--preset", "llama-2-7b", "--method", "lora", "--tokens", "1e8", "--gpu", "A100-80GB",
            "--gpus", "1", "--json"]

    def run(*extra):
        """The real command, a process of its own."""
        out = subprocess.run([sys.executable, "-m", "gpu_advisor", *args, *extra], capture_output=True, text=True,
                             timeout=120)
        return out.returncode, (json.loads(out.stdout) if out.returncode == 0 else out.stderr)

    def run_here(*extra):
        """The same command through the command line's code in this process (a process's start is ~1 s)."""
        code = main([*args, *extra])
        out, err = capsys.readouterr()
        return code, (json.loads(out) if code == 0 else err)

    _, unknown = run()
    _, off = run_here("--checkpointing", "no")
    assert unknown["plan"] == "lora+recompute" and off["plan"] == "lora"
    assert unknown["wall_hours"] == pytest.approx(off["wall_hours"] * 1.5)
    assert "recompute_default" in unknown["assumptions"] and "recompute_default" not in off["assumptions"]
    code, err = run_here("--checkpointing", "maybe")
    assert code == 2 and "--checkpointing" in err


def test_the_launch_readme_says_why_activations_are_recomputed(cat):
    """The fine-tune's default (or the user's answer) is not "the plan needs it to fit": the README says which."""
    import datetime as dt

    from gpu_advisor.core.export.launch import launch_plan, render
    from gpu_advisor.core.scenario.spec import parse_scenario
    from gpu_advisor.core.select.recommendation import recommend

    base = {"task": "finetune", "workload": "llm", "finetune_method": "lora", "model": {"preset": "llama-2-7b"},
            "data": {"tokens": 2e8, "packed": True}, "deadline_hours": 100,
            "preferences": {"gpus": ["A100-80GB"], "providers": ["aws"]}}

    def readme(obj):
        sc = parse_scenario(obj, cat)
        rec = recommend(cat, sc, today=dt.date(2026, 12, 3))
        plan = launch_plan(cat, sc, rec, today=dt.date(2026, 12, 3))
        return plan, render(plan, cat).file("README.md").text

    plan, text = readme(base)
    assert plan.recompute and plan.recompute_chosen
    assert "the fine-tuning tools' default" in text and "the plan needs it to fit" not in text
    plan, text = readme({**base, "gradient_checkpointing": False})
    assert not plan.recompute and "Activation recomputation" not in text
