"""The packaged app (PyInstaller) reads its resources through a MultiplexedPath, whose joinpath() takes one part on
Python 3.11: `make package`'s smoke test found the window failing to open ("MultiplexedPath.joinpath() takes 2
positional arguments but 3 were given"). Here the resources are served the same way."""

from __future__ import annotations

import importlib.resources
from pathlib import Path

import pytest
from importlib.resources.readers import MultiplexedPath

import gpu_advisor.resources

RES = Path(gpu_advisor.resources.__file__).parent


@pytest.fixture
def frozen_like(monkeypatch):
    monkeypatch.setattr(importlib.resources, "files", lambda package: MultiplexedPath(str(RES)))


def test_the_new_scenario_reads_the_article_case_from_frozen_resources(frozen_like, qapp):
    from gpu_advisor.gui.window_first_view import new_scenario_obj

    obj = new_scenario_obj(None)  # the window is not read
    assert obj["task"] == "train" and obj["deadline_hours"] == 100


def test_launch_templates_read_from_frozen_resources(frozen_like):
    from gpu_advisor.core.export import launch, launch_readme

    assert launch_readme.readme_words("zh_CN")["billing"] and launch_readme.readme_words("en")["billing"]
    assert launch.template("train_setup.sh").startswith("set -e")
