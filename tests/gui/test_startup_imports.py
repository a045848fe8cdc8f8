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
