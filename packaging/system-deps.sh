#!/usr/bin/env bash
# Install the system libraries Qt needs, checking first (dpkg -s) so a machine that has them is
# left alone. Debian/Ubuntu only; elsewhere it says what to install and carries on.
#   system-deps.sh          libraries for tests and offscreen use
#   system-deps.sh --gui    also the X11/xcb libraries a real window needs
#   system-deps.sh --bench  those and Xvfb, the X server `make bench` draws on (bench/ui.py); never `make test`
set -euo pipefail

PKGS=(python3-venv libgl1 libegl1 libxkbcommon0 libglib2.0-0 libfontconfig1 libfreetype6 libdbus-1-3)
if [[ "${1:-}" == "--bench" ]]; then
  PKGS+=(xvfb)
fi
if [[ "${1:-}" == "--gui" || "${1:-}" == "--bench" ]]; then
  PKGS+=(libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0 libxcb-shape0
         libxcb-xkb1 libxkbcommon-x11-0 libxcb-randr0 libxcb-xinerama0)
fi

if ! command -v dpkg >/dev/null 2>&1; then
  echo "system-deps: not a Debian-like system; make sure these (or your distribution's names) are installed: ${PKGS[*]}" >&2
  exit 0
fi

missing=()
for p in "${PKGS[@]}"; do
  if [[ "$p" == python3-venv ]]; then
    # pyenv / python.org builds bring venv themselves; only Debian's python3 needs the package.
    python3 -c 'import venv, ensurepip' >/dev/null 2>&1 && continue
  fi
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

echo "system-deps: installing ${missing[*]}" >&2
SUDO=""
if [[ $(id -u) -ne 0 ]]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "system-deps: need root to install: ${missing[*]}" >&2; exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
