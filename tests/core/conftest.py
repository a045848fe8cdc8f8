"""Fixtures of the core tests."""

from __future__ import annotations

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
