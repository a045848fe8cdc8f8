"""Translations: every .ts entry finished, the committed .qm exactly what lrelease makes of the .ts, and the
Chinese translation actually loads (what scripts/i18n.py maintains)."""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

ROOT = Path(__file__).resolve().parents[2]
TS_DIR = ROOT / "resources" / "translations"
QM_DIR = ROOT / "resources" / "i18n"
LANGS = ("zh_CN", "en")


def lrelease() -> str:
    here = Path(sys.executable).parent / "pyside6-lrelease"
    return str(here) if here.exists() else "pyside6-lrelease"


@pytest.mark.parametrize("lang", LANGS)
def test_no_unfinished_or_empty_translation(lang):
    ts = TS_DIR / f"gpu_advisor_{lang}.ts"
    assert ts.exists(), f"{ts} missing: run scripts/i18n.py"
    bad = []
    for ctx in ET.parse(ts).getroot().iter("context"):
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            forms = [] if tr is None else tr.findall("numerusform")
            text = "".join((f.text or "") for f in forms) if forms else ("" if tr is None else (tr.text or ""))
            if tr is None or tr.get("type") in ("unfinished", "vanished", "obsolete") or not text.strip():
                bad.append(f"{ctx.findtext('name')} | {msg.findtext('source')}")
    assert not bad, f"{len(bad)} untranslated in {ts.name} (run scripts/i18n.py and fill them in): {bad[:10]}"


@pytest.mark.parametrize("lang", LANGS)
def test_committed_qm_is_what_lrelease_makes_of_the_ts(lang, tmp_path):
    ts = TS_DIR / f"gpu_advisor_{lang}.ts"
    qm = QM_DIR / f"gpu_advisor_{lang}.qm"
    fresh = tmp_path / qm.name
    subprocess.run([lrelease(), "-silent", "-nounfinished", str(ts), "-qm", str(fresh)], check=True)
    assert qm.exists() and qm.read_bytes() == fresh.read_bytes(), f"{qm} is stale: run scripts/i18n.py"


def test_placeholders_survive_translation():
    """A translation that drops {0}, {cost} or %1 would silently lose a number."""
    import re

    bad = []
    for ctx in ET.parse(TS_DIR / "gpu_advisor_zh_CN.ts").getroot().iter("context"):
        for msg in ctx.iter("message"):
            src = msg.findtext("source") or ""
            tr = msg.find("translation")
            text = "".join(tr.itertext()) if tr is not None else ""
            want = sorted(re.findall(r"\{\w+\}|%\d|%n", src))  # {0} and named ones ({cost})
            got = sorted(set(re.findall(r"\{\w+\}|%\d|%n", text)))
            if sorted(set(want)) != got:
                bad.append((src, text))
    assert not bad, bad[:5]


def test_chinese_translation_loads_and_translates():
    t = QTranslator()
    assert t.load("gpu_advisor_zh_CN", str(QM_DIR))
    assert t.translate("Words", "On-demand (hourly)") == "按量付费"
    assert t.translate("Words", "en", "language code of this translation: zh_CN for Chinese") == "zh_CN"
    assert t.translate("Proposal", "GPU server proposal") == "算力服务器方案建议书"
