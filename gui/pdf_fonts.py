"""The fonts of the PDFs (proposal, team plan, comparison), all bundled in ``resources/fonts`` so a PDF looks the
same on any machine: WenQuanYi Micro Hei for Chinese (real glyphs that extract as the characters written), DejaVu
Sans for English (WenQuanYi's Latin letters look odd and its curly quotes are full-width: "runs of  “X”"), each
with the other as the fallback for characters it lacks (``pdf_families``); names of code in DejaVu Sans Mono, WenQuanYi's
fixed-width face only for the CJK characters a name may hold (``mono_families``). Needs a QGuiApplication (``ensure_app``
makes an offscreen one for the command line)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from gpu_advisor import text as W
from PySide6.QtGui import QFontDatabase, QGuiApplication

FONT_FILE = "wqy-microhei.ttc"
FALLBACK_FAMILY = "WenQuanYi Micro Hei"
LATIN_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")  # Bitstream Vera licence: resources/fonts/LICENSE-DejaVu.txt
LATIN_MONO_FILE = "DejaVuSansMono.ttf"  # the same licence
_family: str | None = None
_latin: str | None = None
_latin_mono: str | None = None  # DejaVu Sans Mono: the Latin fixed-width face, for names of code
_mono: str | None = None  # the bundled CJK font's fixed-width family, the fallback for CJK in names of code


def fonts_dir() -> Path:
    return Path(__file__).resolve().parent.parent / "resources" / "fonts"


def ensure_app() -> QGuiApplication:
    """The running QGuiApplication, or a new offscreen one (command line: no display needed, never aborts)."""
    app = QGuiApplication.instance()
    if app is not None:
        if not isinstance(app, QGuiApplication):
            raise RuntimeError("a QCoreApplication without GUI support is running; the PDF needs QGuiApplication")
        return app
    os.environ.setdefault("QT_QPA_FONTDIR", str(fonts_dir()))
    return QGuiApplication([sys.argv[0] if sys.argv else "gpu-advisor", "-platform", "offscreen"])


def ensure_fonts() -> str:
    """Register the bundled fonts once; returns the CJK font's family name (``pdf_families`` gives the list a PDF
    in the current language is set in)."""
    global _family, _latin, _latin_mono, _mono
    if _latin_mono is None:
        font_id = QFontDatabase.addApplicationFont(str(fonts_dir() / LATIN_MONO_FILE))
        fams = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
        if not fams:
            raise FileNotFoundError(str(fonts_dir() / LATIN_MONO_FILE))
        _latin_mono = fams[0]
    if _latin is None:
        latin: list[str] = []
        for name in LATIN_FILES:
            font_id = QFontDatabase.addApplicationFont(str(fonts_dir() / name))
            latin += QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
        if not latin:
            raise FileNotFoundError(str(fonts_dir() / LATIN_FILES[0]))
        _latin = latin[0]
    if _family is None:
        font_id = QFontDatabase.addApplicationFont(str(fonts_dir() / FONT_FILE))
        fams = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
        if not fams:
            raise FileNotFoundError(str(fonts_dir() / FONT_FILE))
        _family = next((f for f in fams if "mono" not in f.lower()), fams[0])
        _mono = next((f for f in fams if "mono" in f.lower()), None)
    return _family


def pdf_families() -> list[str]:
    """The font families of a PDF in the current language, first choice first (Qt takes each character from the
    first that has it): Chinese in WenQuanYi (its quotes are the full-width Chinese ones); English in DejaVu Sans,
    WenQuanYi only for Chinese characters in it (a Chinese scenario or instance name)."""
    cjk = ensure_fonts()
    assert _latin is not None
    return [cjk, _latin] if W.is_chinese() else [_latin, cjk]


def mono_families() -> list[str]:
    """The bundled fixed-width families for names of code in a PDF (instance types, catalog rows), first choice
    first, once ``ensure_fonts`` has run (Qt takes each character from the first that has it). English: DejaVu Sans
    Mono for the Latin letters, digits and signs (WenQuanYi's fixed-width Latin looked odd beside DejaVu Sans), then
    WenQuanYi's fixed-width and proportional faces for a CJK character in a name. Chinese: WenQuanYi's fixed-width
    face first, as the rest of a Chinese PDF is set in WenQuanYi (``pdf_families``). Empty before the fonts are
    registered."""
    order = (_mono, _latin_mono, _family) if W.is_chinese() else (_latin_mono, _mono, _family)
    return [f for f in order if f]
