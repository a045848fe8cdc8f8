"""Guard: the core never loads Qt or pyqtgraph (it must run and test without a display)."""

from __future__ import annotations

import subprocess
import sys

CODE = """
import importlib, pkgutil, sys
import gpu_advisor.core as core
for m in pkgutil.walk_packages(core.__path__, "gpu_advisor.core."):
    importlib.import_module(m.name)
import gpu_advisor.cli, gpu_advisor.messages
bad = sorted(m for m in sys.modules if m.split(".")[0] in ("PySide6", "shiboken6", "pyqtgraph"))
print(",".join(bad))
"""


def test_importing_the_core_loads_no_qt_module():
    out = subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"Qt modules loaded by the core: {out.stdout}"


def test_nothing_named_core_or_gui_is_importable_at_top_level():
    out = subprocess.run([sys.executable, "-c", "import importlib.util as u; print(u.find_spec('core'), u.find_spec('gui'))"],
                         capture_output=True, text=True, check=True, cwd="/")
    assert out.stdout.strip() == "None None"
