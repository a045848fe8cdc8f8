"""Issue 28: the global batch as the user's input: the scenario's ``data.global_batch_tokens`` and
``estimate --global-batch-tokens`` reach the data-parallel term; left out, the default by size is listed as assumed
with its sources; a bad value is one problem naming the field (the bundled catalog, no display)."""

from __future__ import annotations

import json

import pytest

from gpu_advisor.cli import main
from gpu_advisor.core import estimate as E
from gpu_advisor.core import scenario as S
from gpu_advisor.core.base.problems import CatalogError
from gpu_advisor.core.select.candidates import job_for
from gpu_advisor.core.select.pricing import job_key

# (the command line runs many times on one seeded catalog: one Catalog object for its content, see tests/conftest.py)
pytestmark = pytest.mark.usefixtures("shared_catalog_objects")

PATH = "data.global_batch_tokens"
BASE = {"task": "train", "model": {"params": 7e9}, "data": {"tokens": 1e11}}


@pytest.fixture(autouse=True)
def advisor_home(shared_home, monkeypatch):
    monkeypatch.setenv("GPU_ADVISOR_HOME", str(shared_home))
    return shared_home


def scenario(cat, batch=None, **top):
    data = dict(BASE["data"])
    if batch is not None:
        data["global_batch_tokens"] = batch
    return S.parse_scenario({**BASE, "data": data, **top}, cat, file="job.json")


def D(cat, name: str) -> float:
    d = cat["defaults"]
    return float(d.loc[d["name"] == name, "value"].iloc[0])


def test_the_scenario_batch_reaches_the_estimate_and_a_larger_one_is_no_slower_across_servers(cat):
    runs = {}
    for batch in (None, 1000, "4M", 64e6):
        sc = scenario(cat, batch)
        job = job_for(cat, sc)
        est = E.estimate_config(cat, job, "H100", 8, 8, network="rdma")
        runs[batch] = est.gpu_hours
        echoed = est.assumptions["global_batch_tokens"]
        if batch is None:
            assert sc.global_batch_tokens is None and job.global_batch_tokens is None
            assert echoed.source != "job"
        else:
            assert job.global_batch_tokens == sc.global_batch_tokens == S.parse_number(batch)
            assert echoed.value == sc.global_batch_tokens and echoed.source == "job" and echoed.unit == "tokens"
            assert sc.to_dict()["data"]["global_batch_tokens"] == sc.global_batch_tokens
    assert runs[1000] > runs["4M"] >= runs[64e6]  # a larger batch spreads each step's gradient exchange
    assert job_key(scenario(cat, "4M")) != job_key(scenario(cat))  # a priced table is never reused across batches
    # on one server there is no exchange between servers: the batch changes nothing
    one = [E.estimate_config(cat, job_for(cat, scenario(cat, b)), "H100", 8).gpu_hours for b in (1000, 64e6)]
    assert one[0] == one[1]


def test_left_out_the_default_by_size_is_listed_as_assumed_with_its_sources(cat):
    hit = [a for a in scenario(cat).assumed if a.path == PATH]
    want = D(cat, "global_batch_tokens_ref_llm") * (7e9 / D(cat, "size_ref_params")) ** D(
        cat, "global_batch_size_exponent_llm")
    assert len(hit) == 1 and hit[0].why == "batch_by_size" and hit[0].unit == "tokens"
    assert hit[0].value == round(want) and "brown-2020-gpt3" in hit[0].source
    # the listed figure is the one the engine took
    est = E.estimate_config(cat, job_for(cat, scenario(cat)), "H100", 8, 2, network="rdma")
    assert est.assumptions["global_batch_tokens"].value == pytest.approx(hit[0].value, abs=0.5)
    # a mixture of experts: the active parameters set the default, as in the engine
    moe = S.parse_scenario({**BASE, "model": {"preset": "mixtral-8x7b"}}, cat)
    est = E.estimate_config(cat, job_for(cat, moe), "H100", 8, 2, network="rdma")
    assert [a.value for a in moe.assumed if a.path == PATH] == [round(est.assumptions["global_batch_tokens"].value)]
    # given, nothing is assumed; serving, a vision job and a measured run of the user's own are not asked
    assert not any(a.path == PATH for a in scenario(cat, "2M").assumed)
    for other in ({"task": "inference", "model": {"preset": "llama-2-7b"}},
                  {"task": "train", "workload": "cv", "model": {"preset": "resnet-50"}},
                  {"task": "train", "reference_run": {"gpu": "A100-80GB", "gpus": 8, "hours": 100}}):
        assert not any(a.path == PATH for a in S.parse_scenario(other, cat).assumed), other


def test_the_assumed_batch_is_said_in_words(cat):
    from gpu_advisor.text import assumed_rows
    rows = [r for r in assumed_rows(scenario(cat), cat) if "batch" in r[0].lower()]
    assert len(rows) == 1
    label, value, why, source = rows[0]
    assert label == "Global batch per optimizer step" and value.endswith("tokens") and "GPT-3" in why and source


@pytest.mark.parametrize("bad, code", [(-1, "below_min"), (0, "below_min"), (5, "below_min"),
                                       (2e9, "above_max"), ("many", "not_a_number"), (True, "not_a_number"),
                                       ([4e6], "not_a_number"), ({"tokens": 4e6}, "not_a_number"),
                                       (10 ** 60, "above_max")])
def test_a_bad_batch_is_one_problem_naming_the_file_and_the_field(cat, bad, code):
    with pytest.raises(CatalogError) as exc:
        scenario(cat, bad)
    assert [(p.file, p.column, p.code) for p in exc.value.problems] == [("job.json", PATH, code)]


def test_recommend_refuses_a_bad_batch_in_one_line_and_echoes_a_good_one(cat, tmp_path, capsys):
    f = tmp_path / "job.json"
    f.write_text(json.dumps({**BASE, "data": {"tokens": 2e11, "global_batch_tokens": -4}}), encoding="utf-8")
    assert main(["recommend", str(f)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and PATH in err[0] and "job.json" in err[0]
    outs = {}
    for batch in (None, 8e6):
        data = {"tokens": 2e11, **({} if batch is None else {"global_batch_tokens": batch})}
        f.write_text(json.dumps({**BASE, "data": data, "deadline_hours": 48}), encoding="utf-8")
        assert main(["recommend", str(f), "--json"]) == 0
        outs[batch] = json.loads(capsys.readouterr().out)
    assumed = outs[None]
    assert PATH in assumed["defaults_used"] and assumed["assumptions"]["estimate"]["global_batch_tokens"]["value"] \
        == pytest.approx(assumed["defaults_used"][PATH], abs=0.5)
    given = outs[8e6]
    assert PATH not in given["defaults_used"]
    assert given["assumptions"]["estimate"]["global_batch_tokens"] == {
        "name": "global_batch_tokens", "value": 8e6, "unit": "tokens", "source": "job"}


def test_the_estimate_option_sets_the_batch_and_refuses_a_bad_one(capsys):
    def est(*extra):
        code, = (main(["estimate", "--params", "7B", "--tokens", "1e10", "--gpu", "H100", "--gpus", "32",
                       "--network", "rdma", "--json", *extra]),)
        out, err = capsys.readouterr()
        assert code == 0, err
        return json.loads(out)

    default, small, big = est(), est("--global-batch-tokens", "1000"), est("--global-batch-tokens", "16M")
    assert big["assumptions"]["global_batch_tokens"]["value"] == 16e6
    assert big["assumptions"]["global_batch_tokens"]["source"] == "job"
    assert default["assumptions"]["global_batch_tokens"]["source"] != "job"
    assert small["gpu_hours"] > default["gpu_hours"] > big["gpu_hours"]
    for bad in ("-3", "0", "5", "lots", "2e9"):
        code = main(["estimate", "--params", "7B", "--tokens", "1e10", "--gpu", "H100", "--gpus", "8",
                     "--global-batch-tokens", bad])
        err = capsys.readouterr().err.strip().splitlines()
        assert code == 2 and len(err) == 1 and "--global-batch-tokens" in err[0], (bad, err)


def test_the_engine_refuses_a_batch_that_is_not_positive(cat):
    with pytest.raises(E.EstimateError) as exc:
        E.estimate_config(cat, E.Job(params=7e9, tokens=1e10, global_batch_tokens=-1e6), "H100", 8, 2,
                          network="rdma")
    assert [p.file for p in exc.value.problems] == ["global_batch_tokens"]


def test_the_default_batch_answer_is_kept_per_catalog_and_model_and_equals_a_fresh_one(cat):
    """The app parses the answers at every step of a dragged line: the default batch by size is looked up once per
    catalog and model (preset or size), the same answer as worked out afresh."""
    from gpu_advisor.core.scenario import answers as A
    for model, params in (({"params": 13e9}, 13e9), ({"preset": "qwen2.5-7b", "params": 3e9}, 3e9),
                          ({"params": 7e9}, 7e9)):
        first = A.global_batch_answer(cat, model)
        value, source = E.default_global_batch_tokens(cat, params)
        assert first == A.Assumed("data.global_batch_tokens", int(round(value)), "batch_by_size", source, "tokens")
        assert A.global_batch_answer(cat, dict(model)) is first  # kept, not looked up again
    preset = A.global_batch_answer(cat, {"preset": "qwen2.5-7b"})
    assert preset is A.global_batch_answer(cat, {"preset": "qwen2.5-7b"})
    assert preset != A.global_batch_answer(cat, {"params": 13e9}) and preset.value != first.value
