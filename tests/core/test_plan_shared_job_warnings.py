"""A job the plan runs on shared servers gets the warnings that hold there (walk 21b): the example plan runs three
trainings on "Shared servers 1: 4 x A100, Tencent GT4.20XLARGE474", yet beside them the plan said "The server's 80 GB
of memory is ... below the host rule ... 2 x V100-32GB", "The server's 30 GB ... 1 x A10" and, for the LoRA job, "it
takes 29 hours: past the deadline of 24" where the plan runs it in 8.2 h a run. ``jobs[].warnings`` is now the
plan's list (checked on the shared servers, ``core/plan/job_warnings.py``), the answer's own that do not hold are
``jobs[].warnings_alone``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gpu_advisor.cli import main
from gpu_advisor.core.plan.job_warnings import keep_of, ON_SHARED

from tests.support import example_plan_at_expected

# (the command line runs many times on one seeded catalog: one Catalog object for its content, see tests/conftest.py)
pytestmark = pytest.mark.usefixtures("shared_catalog_objects")


@pytest.fixture(scope="module")
def plan_file(tmp_path_factory) -> Path:
    """The example plan sized for its runs' expected hours (preferences.plan_for "expected"): its three trainings
    share one 4 x A100 base (sized for the slow end by default, the base holds two of them on V100s:
    test_plan_base_slow_end)."""
    return example_plan_at_expected(tmp_path_factory.mktemp("plan-expected"))
ALONE_GPUS = {"V100-32GB", "A10"}  # the servers the trainings would have each on its own


@pytest.fixture(autouse=True)
def advisor_home(shared_home, monkeypatch):
    monkeypatch.setenv("GPU_ADVISOR_HOME", str(shared_home))
    return shared_home


@pytest.fixture(scope="module")
def doc(shared_home, plan_file):
    import os
    old = os.environ.get("GPU_ADVISOR_HOME")
    os.environ["GPU_ADVISOR_HOME"] = str(shared_home)
    try:
        import contextlib
        import io
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            assert main(["plan", str(plan_file), "--json"]) == 0
    finally:
        if old is None:
            os.environ.pop("GPU_ADVISOR_HOME", None)
        else:
            os.environ["GPU_ADVISOR_HOME"] = old
    return json.loads(out.getvalue())


def shared_jobs(doc) -> list[dict]:
    shared = {b["id"] for b in doc["base"] if b["kind"] == "shared"}
    jobs = [j for j in doc["jobs"] if j["on"] in shared]
    assert len(jobs) == 3, [(j["name"], j["on"]) for j in doc["jobs"]]  # the example's three trainings
    return jobs


def test_no_warning_about_a_server_the_plan_does_not_use(doc):
    base = next(b for b in doc["base"] if b["kind"] == "shared")
    assert base["gpu"] == "A100"
    for job in shared_jobs(doc):
        gpus = {w["detail"].get("gpu") for w in job["warnings"]} - {None}
        assert not gpus & ALONE_GPUS, (job["name"], job["warnings"])
        assert all(w["code"] != "host_ram_below_rule" or w["detail"]["gpu"] == base["gpu"] for w in job["warnings"])
        # the answer's own notes about its V100 / A10 server are kept apart
        alone_gpus = {w["detail"].get("gpu") for w in job["warnings_alone"]} - {None}
        assert alone_gpus <= ALONE_GPUS, job["warnings_alone"]
    said = {w["detail"].get("gpu") for j in shared_jobs(doc) for w in j["warnings_alone"]} - {None}
    assert said == ALONE_GPUS  # (so the check above is not empty: the answers did name them)


def test_the_deadline_warning_agrees_with_the_plans_hours(doc):
    lora = next(j for j in shared_jobs(doc) if "LoRA" in j["name"])
    alone = [w for w in lora["warnings_alone"] if w["code"] == "slow_case_deadline"]
    assert alone and alone[0]["detail"]["wall_hours_high"] > 24  # alone on V100s: ~29 h at the slow end
    assert lora["hours_per_run"] < 12  # the plan runs it in ~8.2 h on the A100s
    for w in lora["warnings"]:
        if w["code"] == "slow_case_deadline":  # (said only if the slow end on the plan's hours misses it)
            assert w["detail"]["wall_hours_high"] > w["detail"]["deadline_hours"]
            assert w["detail"]["wall_hours_high"] >= lora["hours_per_run"]
    assert "slow_case_deadline" not in [w["code"] for w in lora["warnings"]]


def test_the_price_age_is_the_shared_servers(doc):
    base = next(b for b in doc["base"] if b["kind"] == "shared")
    for job in shared_jobs(doc):
        ages = [w["detail"]["as_of"] for w in job["warnings"] if w["code"] == "stale_price"]
        assert ages == [base["price_as_of"]], (job["name"], ages)


def test_a_job_on_servers_of_its_own_keeps_its_answers_warnings(doc):
    chat = next(j for j in doc["jobs"] if j["on"].startswith("service"))
    assert chat["warnings"] == chat["recommendation"]["warnings"]
    assert chat["warnings_alone"] == []


@pytest.mark.parametrize("lang, words", [
    ("en", ("V100", "A10 ", "likely range allows", "host rule")),
    ("zh_CN", ("V100", "A10 ", "最慢的情况", "主机规则")),
])
def test_the_summary_says_no_standalone_warning(capsys, plan_file, lang, words):
    assert main(["plan", str(plan_file), "--lang", lang]) == 0
    notes = [line for line in capsys.readouterr().out.splitlines() if line.startswith("* ")]
    assert notes, "no notes"
    for line in notes:
        assert not any(w in line for w in words), line


def test_every_code_has_one_of_three_keeps():
    assert set(ON_SHARED.values()) == {"job", "server", "alone"}
    assert keep_of("host_ram_below_rule") == "server"
    # a job's own slow end: on shared servers the base's queue at the slow end says it (plan_slow_end_deadline)
    assert keep_of("slow_case_deadline") == "alone"
    assert keep_of("deadline_needs") == "alone" and keep_of("chinchilla_far") == "job"
    assert keep_of("a_code_not_listed") == "server"  # said only where the shared servers' own check says it
