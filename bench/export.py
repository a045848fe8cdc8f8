"""Benchmark of the proposal export (issue 7): PDF and CSV, English and Chinese, for every example scenario.

Times the export alone (the recommendation is computed once beforehand): rendering the PDF into memory
(charts included), building the CSV, and the full ``export_proposal`` with the atomic writes. Goal: under
1 s per proposal. The first export pays one-time costs (font registration, translator load); it is shown
separately.

    .venv/bin/python bench/export.py            # 5 repeats, median per scenario and language
    .venv/bin/python bench/export.py --repeat 9
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.strip().splitlines()[0])
    p.add_argument("--repeat", type=int, default=5)
    args = p.parse_args(argv)

    t0 = time.perf_counter()
    from gpu_advisor.gui.proposal_pdf import csv_for_language, ensure_app, ensure_fonts, export_proposal, render_pdf

    app = ensure_app()
    ensure_fonts()
    from gpu_advisor.core.catalog.load import load_bundled
    from gpu_advisor.core.scenario.spec import load_scenario
    from gpu_advisor.core.select.recommendation import recommend

    startup = time.perf_counter() - t0

    cat = load_bundled()
    scenarios = sorted((ROOT / "examples").glob("*.json"))
    recs = {s.stem: (lambda sc: (recommend(cat, sc), sc))(load_scenario(s, cat)) for s in scenarios}
    first = recs[scenarios[0].stem]
    t0 = time.perf_counter()
    render_pdf(first[0], first[1], cat, lang="zh_CN")
    cold = time.perf_counter() - t0

    print(f"imports + QGuiApplication + font: {startup * 1000:.0f} ms; first PDF (cold): {cold * 1000:.0f} ms")
    print(f"{'scenario':34} {'lang':6} {'pdf ms':>8} {'csv ms':>8} {'export ms':>10} {'pages':>6} {'KB':>6}")
    worst = 0.0
    with tempfile.TemporaryDirectory() as tmp:
        for name, (rec, sc) in recs.items():
            for lang in ("en", "zh_CN"):
                pdf_t, csv_t, all_t = [], [], []
                size = 0
                for _ in range(args.repeat):
                    t = time.perf_counter()
                    data = render_pdf(rec, sc, cat, lang=lang)
                    pdf_t.append(time.perf_counter() - t)
                    t = time.perf_counter()
                    csv_for_language(rec, cat, lang)
                    csv_t.append(time.perf_counter() - t)
                    t = time.perf_counter()
                    export_proposal(rec, sc, cat, pdf=Path(tmp) / "p.pdf", csv=Path(tmp) / "p.csv", lang=lang)
                    all_t.append(time.perf_counter() - t)
                    size = len(data)
                pages = data.count(b"/Type /Page\n") or data.count(b"/Type /Page")
                med = statistics.median(all_t)
                worst = max(worst, med)
                print(
                    f"{name:34} {lang:6} {statistics.median(pdf_t) * 1000:8.0f} "
                    f"{statistics.median(csv_t) * 1000:8.1f} {med * 1000:10.0f} {pages:6d} {size / 1024:6.0f}"
                )
    verdict = "OK" if worst < 1.0 else "SLOW"
    print(f"slowest export (PDF + CSV written): {worst * 1000:.0f} ms — goal < 1000 ms: {verdict}")
    del app
    return 0 if worst < 1.0 else 1


if __name__ == "__main__":
    sys.exit(main())
