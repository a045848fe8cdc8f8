"""The one place that decides where files live (user data, catalog, settings, recovery).

``GPU_ADVISOR_HOME`` replaces the platform's user data folder: tests, CI and portable installs
point it at a folder of their own.
"""

from __future__ import annotations

import os
from importlib import resources
from importlib.abc import Traversable
from pathlib import Path

import platformdirs

APP_NAME = "gpu-advisor"
APP_AUTHOR = "GPUCloudAdvisor"
HOME_ENV = "GPU_ADVISOR_HOME"


def data_dir() -> Path:
    """The user's data folder (created on demand by the callers that write into it)."""
    override = os.environ.get(HOME_ENV, "").strip()
    if override:
        return Path(override).expanduser().resolve()
    return Path(platformdirs.user_data_dir(APP_NAME, APP_AUTHOR, roaming=True))


def catalog_dir() -> Path:
    """Root of the user's catalog store (generations + CURRENT pointer)."""
    return data_dir() / "catalog"


def settings_path() -> Path:
    return data_dir() / "settings.ini"


def recovery_dir() -> Path:
    return data_dir() / "recovery"


def backups_dir() -> Path:
    return data_dir() / "backups"


def legacy_sources() -> Traversable:
    """The map from the free-text sources of schema-1 catalogs to source ids (migration data, not a table)."""
    return resources.files("gpu_advisor.resources") / "migrations" / "legacy_sources.csv"


def bundled_catalog() -> Traversable:
    """The catalog shipped inside the package (read-only)."""
    return resources.files("gpu_advisor.catalogs")
