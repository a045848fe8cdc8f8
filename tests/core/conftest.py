"""Fixtures of the core tests."""

from __future__ import annotations

import pytest

from gpu_advisor.core.catalog.store import CatalogStore
from gpu_advisor.core.catalog.load import load_bundled


@pytest.fixture
def store() -> CatalogStore:
    """The user's catalog store in the test's private data folder, created from the bundled catalog."""
    s = CatalogStore()
    s.ensure()
    return s


@pytest.fixture(scope="module")
def cat():
    """The bundled catalog (immutable; loaded once per process)."""
    return load_bundled()
