"""What the first screen imports: not the code behind buttons and menus it does not need until they are used."""

from __future__ import annotations

import json
import os
import subprocess
import sys


def test_the_result_pane_and_its_launch_button_do_not_import_the_launch_files_code():
    code = ("import sys, json; from gpu_advisor.gui.app import make_app; app = make_app(); "
            "from gpu_advisor.gui.result_view import ResultView; v = ResultView(); "
            "import gpu_advisor.gui.launch_export; "
            "print(json.dumps(sorted(m for m in ('gpu_advisor.core.export.launch', 'gpu_advisor.core.prices.skypilot', 'yaml') "
            "if m in sys.modules)))")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    assert json.loads(out.stdout) == []


def _fresh(code: str) -> dict:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    return json.loads(out.stdout.splitlines()[-1])


def test_the_questions_are_built_and_painted_without_numpy_or_pandas(tmp_path):
    """numpy and pandas (~250 ms of CPU) come with the catalog, after the questions' first paint (issue 32)."""
    code = ("import sys, json\n"
            "from gpu_advisor.gui import app as gapp\n"
            "from gpu_advisor.gui.main_window import MainWindow\n"
            "a = gapp.make_app(); gapp.install_language(a, 'en')\n"
            "w = MainWindow(deferred=True); w.show(); w.wizard.repaint()\n"
            "print(json.dumps({'built': w.built, 'loaded': [m for m in ('numpy', 'pandas') if m in sys.modules]}))\n")
    out = _fresh(code.replace("import sys, json", f"import os; os.environ['GPU_ADVISOR_HOME'] = {str(tmp_path)!r}\n"
                                                   "import sys, json"))
    assert out == {"built": False, "loaded": []}


def test_pyqtgraph_mirrors_pysides_names_on_first_use_with_the_same_objects():
    """gui/app.py: pyqtgraph's copies of QtCore, QtGui and QtWidgets forward to PySide6 instead of copying ~1,900
    names at import; every name pyqtgraph or the charts read is PySide6's own object, pyqtgraph's own additions stay
    on its copies, and dir() of PySide6's modules is unchanged afterwards."""
    code = ("import sys, json\n"
            "import PySide6.QtCore as C, PySide6.QtGui as G, PySide6.QtWidgets as W\n"
            "before = [sorted(set(dir(m))) for m in (C, G, W)]\n"
            "import gpu_advisor.gui.app\n"
            "import pyqtgraph as pg\n"
            "from pyqtgraph.Qt import QtCore, QtGui, QtWidgets\n"
            "after = [sorted(set(dir(m))) for m in (C, G, W)]\n"
            "copied = sum(1 for n in dir(W) if n in QtWidgets.__dict__)\n"
            "same = all(getattr(m, n) is getattr(src, n) for m, src in ((QtCore, C), (QtGui, G), (QtWidgets, W))\n"
            "           for n in dir(src) if not n.startswith('_') and n not in m.__dict__)\n"
            "app = pg.mkQApp(); w = pg.PlotWidget(); w.plot([1, 2, 3], [3, 1, 2]); w.show(); app.processEvents()\n"
            "print(json.dumps({'copied': copied, 'same': same, 'dir': after == before,\n"
            "                  'own': 'QtCore.Signal' if QtCore.Signal is C.Signal else '',\n"
            "                  'missing': hasattr(QtWidgets, 'NoSuchQtName')}))\n")
    out = _fresh(code)
    assert out["copied"] < 50  # eager: every one of QtWidgets' ~200 names copied onto the mirror
    assert out["same"] and out["dir"] and out["own"] == "QtCore.Signal" and out["missing"] is False
