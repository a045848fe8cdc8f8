"""Test set-up: offscreen Qt, a fixed locale, and a private data folder for every test."""

from __future__ import annotations

import os

# Before any QApplication exists: without a display, Qt would abort the whole run.
os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ.setdefault("LC_ALL", "C.UTF-8")
os.environ["LANGUAGE"] = "en"

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def advisor_home(tmp_path, monkeypatch):
    """Every test gets its own GPU_ADVISOR_HOME (catalog, settings, backups)."""
    home = tmp_path / "advisor-home"
    monkeypatch.setenv("GPU_ADVISOR_HOME", str(home))
    return home
