"""Desktop app timings (offscreen): start-up, input change -> charts redrawn, memory after a recommendation.

Prints: start-up to main window shown (process start and in-process), the median and 95th percentile
of the time from an answer changed to the result and charts redrawn (engine on its worker thread
included), and the resident memory after a full recommendation.
Run: .venv/bin/python bench/ui.py [CHANGES]
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("GPU_ADVISOR_HOME", tempfile.mkdtemp(prefix="gpu-advisor-bench-"))
ROOT = Path(__file__).resolve().parents[1]

STARTUP = r"""
import time, sys
t0 = time.perf_counter()
from gpu_advisor.gui.app import make_app, install_language
from gpu_advisor.gui.main_window import MainWindow
app = make_app(); install_language(app, "en")
w = MainWindow(); w.show(); app.processEvents()
print(time.perf_counter() - t0)
"""


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def main() -> None:
    changes = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    # Start-up, as a user starts it: a fresh process each time (warm file cache), median of 3.
    starts = []
    for _ in range(3):
        t = time.perf_counter()
        out = subprocess.run([sys.executable, "-c", STARTUP], capture_output=True, text=True,
                             env=os.environ.copy(), check=True)
        starts.append((time.perf_counter() - t, float(out.stdout.strip().splitlines()[-1])))
    print("start-up to main window shown (median of 3, warm):")
    print(f"  whole process   {statistics.median(s[0] for s in starts) * 1000:8.0f} ms")
    print(f"  inside Python   {statistics.median(s[1] for s in starts) * 1000:8.0f} ms (imports + window)")

    from PySide6.QtWidgets import QApplication
    from gpu_advisor.gui.app import install_language, make_app
    from gpu_advisor.gui.main_window import MainWindow
    app = make_app()
    install_language(app, "en")
    w = MainWindow()
    w.show()
    w.open_file(ROOT / "examples" / "startup-engineer-seed000.json")
    app.processEvents()

    def wait_result(previous):
        t_end = time.perf_counter() + 30
        while time.perf_counter() < t_end:
            app.processEvents()
            if getattr(w, "rec", None) is not None and w.rec is not previous:
                return
            time.sleep(0.0005)
        raise RuntimeError("no result")

    wait_result(None)
    times, engine = [], []
    deadlines = [60, 80, 100, 120, 150, 200, 40, 90]
    for i in range(changes):
        prev = w.rec
        w._debounce.setInterval(0)  # measure the work, not the typing pause
        t = time.perf_counter()
        w.wizard.deadline.setText(str(deadlines[i % len(deadlines)] + i))
        wait_result(prev)
        app.processEvents()  # the charts repaint
        times.append((time.perf_counter() - t) * 1000)
        engine.append(w.runner.last_duration_s * 1000)
    times.sort()
    p95 = times[min(len(times) - 1, int(round(0.95 * (len(times) - 1))))]
    print(f"answer changed -> result and charts redrawn, {changes} changes (debounce excluded):")
    print(f"  median {statistics.median(times):7.1f} ms   p95 {p95:7.1f} ms   "
          f"(engine alone: median {statistics.median(engine):.1f} ms)")
    print(f"resident memory after a full recommendation: {rss_mb():.0f} MB")
    w.saved_obj = None
    w.close()
    QApplication.processEvents()


if __name__ == "__main__":
    main()
