#!/usr/bin/env bash
# Smoke test of the BUILT app (make package runs it): offscreen, with a throw-away user data folder.
#
#     bash packaging/smoke.sh [BINARY]      # default: dist/gpu-advisor/gpu-advisor
#
# 1. headless: --help, catalog validate --bundled, recommend --pdf --csv (English and Chinese), launch files;
#    every resources/ folder the app reads is in the build
# 2. the desktop app opens offscreen and quits by itself (GPU_ADVISOR_SMOKE_QUIT_MS, see gui/app.py run())
# Exit 0 when everything passed; otherwise the failing step and its output.
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BIN=$(realpath "${1:-$ROOT/dist/gpu-advisor/gpu-advisor}")
SCENARIO="$ROOT/examples/startup-engineer-seed000.json"
WORK=$(mktemp -d "${TMPDIR:-/tmp}/gpu-advisor-smoke.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

export QT_QPA_PLATFORM=offscreen
export GPU_ADVISOR_HOME="$WORK/home"
unset GPU_ADVISOR_DEBUG
cd "$WORK"  # nothing from the source tree on the path

[ -x "$BIN" ] || { echo "smoke: no binary at $BIN (run make package)"; exit 1; }
failures=0
pass() { echo "  ok   $1"; }
fail() { echo "  FAIL $1"; failures=$((failures + 1)); }

# step NAME TIMEOUT CMD...: run with a time limit, keep output in $WORK/NAME.log, report time and exit code
step() {
    local name=$1 limit=$2; shift 2
    local t0=$SECONDS
    timeout --kill-after=5 "$limit" "$@" >"$WORK/$name.log" 2>&1
    local rc=$?
    if [ $rc -eq 0 ]; then
        pass "$name ($((SECONDS - t0)) s)"
    else
        fail "$name: exit $rc after $((SECONDS - t0)) s$([ $rc -eq 124 ] && echo ' (timed out)')"
        sed 's/^/       | /' "$WORK/$name.log" | tail -25
    fi
    return $rc
}

nonempty() {  # FILE HEX [WHAT]: exists, non-empty, its first bytes are HEX
    if [ -s "$1" ] && [ "$(head -c $((${#2} / 2)) "$1" | od -An -tx1 | tr -d ' \n')" = "$2" ]; then
        pass "$(basename "$1") written ($(stat -c %s "$1") bytes)"
    else
        fail "$(basename "$1") missing, empty or not ${3:-what it should be}"
    fi
}

echo "smoke test of $BIN"
step help 60 "$BIN" --help && grep -q "catalog" "$WORK/help.log" || fail "help text lacks the commands"
step catalog-validate 60 "$BIN" catalog validate --bundled && grep -q "bundled catalog: OK" "$WORK/catalog-validate.log" \
    || fail "catalog validate --bundled did not say OK"

step recommend-en 120 "$BIN" recommend "$SCENARIO" --pdf "$WORK/proposal.pdf" --csv "$WORK/proposal.csv"
nonempty "$WORK/proposal.pdf" 25504446 "a PDF"
nonempty "$WORK/proposal.csv" efbbbf "UTF-8 CSV with BOM"

step recommend-zh 120 "$BIN" recommend "$SCENARIO" --lang zh_CN --pdf "$WORK/proposal-zh.pdf" --csv "$WORK/proposal-zh.csv"
nonempty "$WORK/proposal-zh.pdf" 25504446 "a PDF"
nonempty "$WORK/proposal-zh.csv" efbbbf "UTF-8 CSV with BOM"
# The bundled CJK font must be what the Chinese PDF embeds (not boxes, not whatever the machine has).
if grep -aq "WenQuanYi" "$WORK/proposal-zh.pdf"; then pass "Chinese PDF embeds the bundled font"
else fail "Chinese PDF does not embed WenQuanYi Micro Hei"; fi
step recommend-en 120 "$BIN" recommend "$SCENARIO" --lang en --pdf "$WORK/proposal-en.pdf"
# The English PDF is set in the bundled DejaVu Sans (shipped in resources/fonts/), not in the CJK font alone.
if grep -aq "DejaVuSans" "$WORK/proposal-en.pdf"; then pass "English PDF embeds the bundled Latin font"
else fail "English PDF does not embed DejaVu Sans"; fi
# Its names of code (instance types, catalog rows) are in the bundled DejaVu Sans Mono, not WenQuanYi's fixed-width face.
if grep -aq "DejaVuSansMono" "$WORK/proposal-en.pdf"; then pass "English PDF embeds the bundled Latin fixed-width font"
else fail "English PDF does not embed DejaVu Sans Mono"; fi

step launch 120 "$BIN" recommend "$SCENARIO" --launch "$WORK/launch"
for f in README.md ds_config.json torchrun.sh; do
    [ -s "$WORK/launch/$f" ] && pass "launch/$f written" || fail "launch/$f missing or empty"
done
# Each folder of resources/ but the translation sources ships inside the build (start/, launch/, update/ ...).
for d in "$ROOT"/resources/*/; do
    d=$(basename "$d"); case $d in translations|__pycache__) continue;; esac
    [ -d "$(dirname "$BIN")/_internal/gpu_advisor/resources/$d" ] && pass "resources/$d in the build" \
        || fail "resources/$d is missing from the build"
done

for lang in en zh_CN; do
    if GPU_ADVISOR_SMOKE_QUIT_MS=2500 step "gui-$lang" 90 "$BIN" --lang "$lang"; then
        if grep -Eqi "traceback|could not load the qt platform plugin|unexpected error" "$WORK/gui-$lang.log"; then
            fail "gui-$lang printed an error"; sed 's/^/       | /' "$WORK/gui-$lang.log" | tail -25
        fi
    fi
done
if [ -d "$GPU_ADVISOR_HOME" ]; then pass "user data went to GPU_ADVISOR_HOME ($(find "$GPU_ADVISOR_HOME" -type f | wc -l) files)"
else fail "nothing written to GPU_ADVISOR_HOME"; fi

if [ $failures -eq 0 ]; then echo "smoke: all passed"; else echo "smoke: $failures failure(s)"; fi
exit $((failures > 0))
