#!/usr/bin/env bash
# Install a built wheel into a FRESH virtual environment and run it from there (make wheel runs this).
#
#     bash packaging/wheel-check.sh dist/gpu_cloud_advisor-0.1.0-py3-none-any.whl
#
# Checks: the wheel holds only gpu_advisor/ (+ its .dist-info) with catalogs, fonts, icons and .qm inside;
# `gpu-advisor --help` and `gpu-advisor catalog validate --bundled` work; a proposal exports (PDF + CSV);
# nothing named `core` or `gui` is importable at the top level of that environment.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
[ $# -eq 1 ] && [ -f "$1" ] || { echo "usage: $0 WHEEL (exactly one .whl)"; exit 2; }
WHEEL=$(realpath "$1")
PYTHON=${PYTHON:-python3}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/gpu-advisor-wheel.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

echo "== wheel contents: $(basename "$WHEEL") ($(du -h "$WHEEL" | cut -f1))"
"$PYTHON" - "$WHEEL" <<'PY'
import sys, zipfile
names = zipfile.ZipFile(sys.argv[1]).namelist()
top = sorted({n.split("/")[0] for n in names})
print("top level:", ", ".join(top))
bad = [t for t in top if t != "gpu_advisor" and not t.endswith(".dist-info")]
need = ["gpu_advisor/core/select/__init__.py", "gpu_advisor/gui/app.py", "gpu_advisor/catalogs/catalog.json",
        "gpu_advisor/catalogs/instances.csv", "gpu_advisor/resources/icons/gpu-advisor.svg",
        "gpu_advisor/resources/fonts/wqy-microhei.ttc", "gpu_advisor/resources/fonts/DejaVuSans.ttf",
        "gpu_advisor/resources/fonts/DejaVuSans-Bold.ttf", "gpu_advisor/resources/fonts/DejaVuSansMono.ttf",
        "gpu_advisor/resources/fonts/LICENSE-DejaVu.txt",
        "gpu_advisor/resources/i18n/gpu_advisor_zh_CN.qm"]
missing = [n for n in need if n not in names]
junk = [n for n in names if "__pycache__" in n or n.endswith(".pyc")]
for label, items in (("unexpected top-level entries", bad), ("missing", missing), ("compiled junk", junk)):
    if items:
        sys.exit(f"wheel check: {label}: {', '.join(items[:10])}")
print(f"{len(names)} files; catalogs, fonts, icons and translations present")
PY

echo "== fresh virtual environment ($PYTHON -m venv)"
t0=$SECONDS
"$PYTHON" -m venv "$WORK/venv"
"$WORK/venv/bin/python" -m pip install --quiet --disable-pip-version-check \
    -c "$ROOT/packaging/constraints.txt" "$WHEEL"
echo "installed in $((SECONDS - t0)) s; environment $(du -sh "$WORK/venv" | cut -f1)"

cd "$WORK"  # away from the source tree: nothing of the repo on sys.path
export GPU_ADVISOR_HOME="$WORK/home" QT_QPA_PLATFORM=offscreen
V="$WORK/venv/bin"

echo "== gpu-advisor --help"
"$V/gpu-advisor" --help
echo "== gpu-advisor catalog validate --bundled"
"$V/gpu-advisor" catalog validate --bundled
echo "== gpu-advisor recommend ... --pdf --csv"
"$V/gpu-advisor" recommend "$ROOT/examples/startup-engineer-seed000.json" --pdf "$WORK/p.pdf" --csv "$WORK/p.csv" >/dev/null
[ -s "$WORK/p.pdf" ] && [ -s "$WORK/p.csv" ] || { echo "wheel check: proposal files missing or empty"; exit 1; }
echo "proposal: PDF $(stat -c %s "$WORK/p.pdf") bytes, CSV $(stat -c %s "$WORK/p.csv") bytes"

echo "== top-level import names"
"$V/python" - <<'PY'
import importlib.util, sys
import gpu_advisor
where = gpu_advisor.__file__
assert where.startswith(sys.prefix), f"gpu_advisor imported from {where}, not from the fresh environment"
found = {name: importlib.util.find_spec(name) for name in ("core", "gui", "catalogs", "resources")}
leaks = {n: s.origin for n, s in found.items() if s is not None}
if leaks:
    sys.exit(f"wheel check: importable at the top level: {leaks}")
print(f"gpu_advisor from {where}; core, gui, catalogs, resources: not importable (good)")
PY
echo "wheel check: all passed"
