"""Fixtures of the core tests."""

from __future__ import annotations

import datetime as dt
import shutil

import pytest

from gpu_advisor.core.catalog.store import CatalogStore
from gpu_advisor.core.catalog.load import load_bundled


@pytest.fixture
def store(seeded_home) -> CatalogStore:
    """The user's catalog store in the test's private data folder, created from the bundled catalog."""
    s = CatalogStore()
    s.ensure()
    return s


@pytest.fixture(scope="module")
def cat():
    """The bundled catalog (immutable; loaded once per process)."""
    return load_bundled()


@pytest.fixture(scope="module")
def shared_home(tmp_path_factory, _seeded_template):
    """One user data folder for a whole module, for modules that only read the catalog (an autouse
    ``advisor_home`` override in the module points GPU_ADVISOR_HOME at it: creating one per test is slow), as it is
    after the app's first start (a copy of the seeded one: the first start's copy of the catalog parses and checks
    every table, ~0.6 s)."""
    home = tmp_path_factory.mktemp("shared") / "advisor-home"
    shutil.copytree(_seeded_template, home, symlinks=True)
    return home


# Llama-3.1-405B in bf16 served on Alibaba/Tencent only (walk 23): too slow for a chat everywhere, two servers a copy
SERVE_405B_CN = {"schema_version": 1, "task": "inference", "workload": "llm", "model": {"preset": "llama-3.1-405b"},
                 "precision": "bf16", "inference": {"qps": 2, "input_tokens": 1000, "output_tokens": 500},
                 "preferences": {"providers": ["aliyun", "tencent"], "currency": "CNY", "data_in_china": True}}


@pytest.fixture(scope="session")
def served_405b_cn():
    """(its recommendation, its scenario) on the bundled catalog, priced once per test process: several modules read
    it (a chat none answers in time, a service's system disk)."""
    from gpu_advisor.core.scenario.spec import parse_scenario
    from gpu_advisor.core.select.recommendation import recommend
    cat = load_bundled()
    sc = parse_scenario(SERVE_405B_CN, cat)
    return recommend(cat, sc, today=dt.date(2026, 12, 6)), sc
