"""Issue 28 v3.1: the software stack as the user's input: the scenario's ``training.software`` and ``estimate
--software`` reach the language-model speed (defaults.csv software_factor_fused_llm); left out or "unknown", the
ordinary framework level is listed as assumed with its reason; a bad value is one problem naming the file and the
field; the stack is echoed in the JSON (the bundled catalog, no display)."""

from __future__ import annotations

import json

import pytest

from gpu_advisor.cli import main
from gpu_advisor.core import estimate as E
from gpu_advisor.core import scenario as S
from gpu_advisor.core.base.problems import CatalogError
from gpu_advisor.core.select.candidates import job_for
from gpu_advisor.core.select.pricing import job_key

PATH = "training.software"
BASE = {"task": "train", "model": {"params": 7e9}, "data": {"tokens": 1e11}}


@pytest.fixture(autouse=True)
def advisor_home(shared_home, monkeypatch):
    monkeypatch.setenv("GPU_ADVISOR_HOME", str(shared_home))
    return shared_home


def scenario(cat, software=None, **top):
    extra = {} if software is None else {"training": {"software": software}}
    return S.parse_scenario({**BASE, **extra, **top}, cat, file="job.json")


def factor(cat) -> float:
    d = cat["defaults"]
    return float(d.loc[d["name"] == "software_factor_fused_llm", "value"].iloc[0])


def with_defaults(cat, **values):
    """The catalog with these defaults.csv values (the bundled fit holds the fused factor at 1: docs/estimates.md)."""
    d = cat["defaults"].copy()
    for name, v in values.items():
        d.loc[d["name"] == name, "value"] = v
    return cat.with_table("defaults", d)


def test_the_stack_reaches_the_estimate_and_fused_kernels_run_faster_by_the_catalog_factor(cat):
    cat = with_defaults(cat, software_factor_fused_llm=1.4)
    hours = {}
    for software in (None, "unknown", "framework", "fused"):
        sc = scenario(cat, software)
        job = job_for(cat, sc)
        assert job.software == (software if software in ("framework", "fused") else None) == sc.software
        est = E.estimate_config(cat, job, "H100", 8)
        hours[software] = est.gpu_hours
        echoed = est.assumptions["software_stack"]
        assert echoed.value == (software if software in ("framework", "fused") else "framework")
        assert (echoed.source == "job") == (software in ("framework", "fused"))
    assert hours[None] == hours["unknown"] == hours["framework"]
    assert hours["framework"] / hours["fused"] == pytest.approx(factor(cat), rel=1e-9) == 1.4
    assert job_key(scenario(cat, "fused")) != job_key(scenario(cat))  # a priced table is never reused across stacks
    assert scenario(cat, "fused").to_dict()["training"] == {"software": "fused"}


def test_the_small_model_term_slows_framework_code_only_and_is_off_in_the_bundled_catalog(cat):
    def hours(c, params, software):
        return E.estimate_config(c, E.Job(params=params, tokens=1e10, software=software), "A100-80GB", 8).gpu_hours

    on = with_defaults(cat, software_small_half_params_llm=1e8)
    for params in (1e9, 7e9):  # (sizes whose speed is below the utilisation cap)
        assert hours(on, params, "framework") / hours(cat, params, "framework") == pytest.approx(1 + 1e8 / params)
        assert hours(on, params, "fused") == hours(cat, params, "fused")  # hand-fused code does not pay it
    assert hours(cat, 1.1e8, None) == hours(cat, 1.1e8, "framework")


def test_left_out_or_unknown_the_framework_level_is_listed_as_assumed_with_its_reason(cat):
    for software in (None, "unknown"):
        hit = [a for a in scenario(cat, software).assumed if a.path == PATH]
        assert len(hit) == 1 and hit[0].value == "framework" and hit[0].why == "software_framework_default"
        assert "karpathy-llmc-gpt2" in hit[0].source
    # given, nothing is assumed; serving, a vision job and a measured run of the user's own are not asked
    assert not any(a.path == PATH for a in scenario(cat, "framework").assumed)
    for other in ({"task": "inference", "model": {"preset": "llama-2-7b"}},
                  {"task": "train", "workload": "cv", "model": {"preset": "resnet-50"}},
                  {"task": "train", "reference_run": {"gpu": "A100-80GB", "gpus": 8, "hours": 100}}):
        assert not any(a.path == PATH for a in S.parse_scenario(other, cat).assumed), other


def test_the_assumed_stack_is_said_in_words(cat):
    from gpu_advisor.text import assumed_rows
    rows = [r for r in assumed_rows(scenario(cat), cat) if r[0] == "Software stack of the training steps"]
    assert len(rows) == 1
    _, value, why, source = rows[0]
    assert value == "an ordinary framework" and "llm.c" in why and source


@pytest.mark.parametrize("bad", ["megatron", "", 1, True, ["fused"], {"name": "fused"}])
def test_a_bad_stack_is_one_problem_naming_the_file_and_the_field(cat, bad):
    with pytest.raises(CatalogError) as exc:
        scenario(cat, bad)
    assert [(p.file, p.column) for p in exc.value.problems] == [("job.json", PATH)]


def test_recommend_refuses_a_bad_stack_in_one_line_and_echoes_a_good_one(cat, tmp_path, capsys):
    f = tmp_path / "job.json"
    f.write_text(json.dumps({**BASE, "training": {"software": "cuda-graphs"}}), encoding="utf-8")
    assert main(["recommend", str(f)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and PATH in err[0] and "job.json" in err[0]
    outs = {}
    for software in (None, "fused"):
        extra = {} if software is None else {"training": {"software": software}}
        f.write_text(json.dumps({**BASE, **extra, "deadline_hours": 48}), encoding="utf-8")
        assert main(["recommend", str(f), "--json"]) == 0
        outs[software] = json.loads(capsys.readouterr().out)
    assert outs[None]["defaults_used"][PATH] == "framework"
    assert outs[None]["assumptions"]["estimate"]["software_stack"]["value"] == "framework"
    assert PATH not in outs["fused"]["defaults_used"]
    assert outs["fused"]["assumptions"]["estimate"]["software_stack"] == {
        "name": "software_stack", "value": "fused", "unit": "", "source": "job"}


def test_the_estimate_option_sets_the_stack_and_refuses_a_bad_one(capsys):
    def est(*extra):
        code = main(["estimate", "--params", "1B", "--tokens", "1e10", "--gpu", "A100-80GB", "--gpus", "8", "--json",
                     *extra])
        out, err = capsys.readouterr()
        assert code == 0, err
        return json.loads(out)

    default, unknown, fused = est(), est("--software", "unknown"), est("--software", "fused")
    assert default["gpu_hours"] == unknown["gpu_hours"] >= fused["gpu_hours"]
    assert fused["assumptions"]["software_stack"]["value"] == "fused"
    assert default["assumptions"]["software_stack"]["value"] == "framework"
    assert fused["assumptions"]["software_factor_fused_llm"]["value"] >= 1.0
    code = main(["estimate", "--params", "1B", "--tokens", "1e10", "--gpu", "A100-80GB", "--gpus", "8",
                 "--software", "triton"])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and len(err) == 1 and "--software" in err[0], err


def test_the_engine_refuses_an_unknown_stack(cat):
    with pytest.raises(E.EstimateError) as exc:
        E.estimate_config(cat, E.Job(params=7e9, tokens=1e10, software="megatron"), "H100", 8)
    assert [p.file for p in exc.value.problems] == ["software"]
