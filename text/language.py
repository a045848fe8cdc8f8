"""The language the words come out in: Qt's ``translate`` (or this package's own QTranslator while a
language is set explicitly with ``set_language``/``using_language``, so a proposal can be written in Chinese while
the window stays English), the plural helper ``Words`` and the locale numbers are formatted with. Safe to call
without a QApplication (English then). Main thread only when a language is being switched.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterator
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator


LANGUAGES = ("en", "zh_CN")

_LANG: str | None = None  # None: follow the translator installed on the application
_OWN: QTranslator | None = None  # this module's translator while a language is set explicitly


# --------------------------------------------------------------------------- language


def i18n_dir() -> Path:
    """Folder of the compiled translations (``gpu_advisor_<lang>.qm``), as ``gui/app.py`` loads them."""
    return Path(__file__).resolve().parent.parent / "resources" / "i18n"


def normalise_language(lang: str | None) -> str:
    """'zh', 'zh_CN', 'zh-CN', 'zh_Hans' -> 'zh_CN'; anything else -> 'en'."""
    return "zh_CN" if str(lang or "").lower().replace("-", "_").startswith("zh") else "en"


def home_currency(lang: str | None) -> str:
    """The user's own currency as their interface language says it: CNY for Chinese (a Chinese-interface user is a
    yuan user: prices in yuan when left open, warned of an answer abroad), USD for English. The one rule of the
    window (``gui/app.py``) and of the command line's ``--lang``; the engine takes the currency, never the language
    (``core.scenario.with_home_currency``)."""
    return "CNY" if normalise_language(lang) == "zh_CN" else "USD"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    """Marks ``text`` for translation in ``context`` (lupdate reads the call) and returns it untranslated, as Qt's
    own does; typed ``str`` (PySide6's returns ``object``) so the tables of words are ``dict[str, str]``."""
    return text


_QT_INT_MAX = 2**31 - 1  # the count a plural message takes (a C int)
_LARGE_COUNT = 1_000_000_007  # a count of the same plural form as any larger one, in English and Chinese


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``QCoreApplication.translate``, or this module's translator while a language is set explicitly.

    With a count ``n`` (a plural message) and no translation loaded, the English forms are derived from
    the source as ``scripts/i18n.py`` writes them into the English .ts: "server(s)" -> "server"/"servers",
    "cop(y|ies)" -> "copy"/"copies" (so English reads right with or without its .qm). A count past Qt's int
    (room for 8,411,434,418 more copies under a budget of ¥1万亿) picks the form of a large count: it raised.
    """
    big = n > _QT_INT_MAX
    asked = _LARGE_COUNT if big else n  # (Qt writes %n with plain digits: put back as the count's own)
    if _LANG is None:
        out = QCoreApplication.translate(context, text, disambiguation, asked)
        if n < 0 or out != text.replace("%n", str(asked)):
            return out.replace(str(_LARGE_COUNT), str(n)) if big else out
    else:
        out = (_OWN.translate(context, text, disambiguation, asked) if _OWN is not None else "") or ""
        if out:
            return out.replace("%n", str(n)) if n >= 0 else out
        if n < 0:
            return text
    return english_plural(text, n).replace("%n", str(n))


_PLURAL_ALT = re.compile(r"\((\w*)\|(\w*)\)")


def english_plural(source: str, n: int) -> str:
    """The English singular (n == 1) or plural form of a plural source text: "(s)" and "(y|ies)" choices."""
    one = n == 1
    text = source.replace("(s)", "" if one else "s")
    return _PLURAL_ALT.sub(lambda m: m.group(1) if one else m.group(2), text)


def plural_count(shown: str) -> int:
    """The count that picks the plural form for a number as shown ('1' -> 1, '1.5' or '0' -> 2): English
    says "1 hour" only when the text shown is exactly one."""
    digits = str(shown).replace(",", "").replace(" ", "").strip()
    try:
        f = float(digits)
    except ValueError:
        return 2
    return 1 if f == 1 else (int(f) if f.is_integer() and 0 <= f < 2**31 else 2)


class Words:
    """``Words.tr(text, None, n)``: a plural message of context "Words" in the current language.

    pyside6-lupdate marks ``translate(...)`` as a plural message only when the count is a literal number;
    it reads ``Words.tr(..., n)`` with any count as one (context "Words"), so plural messages use this.
    """

    @staticmethod
    def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return translate("Words", text, disambiguation, n)


def set_language(lang: str | None) -> str:
    """Use ``lang`` ('en' or 'zh_CN') for these words from now on; None follows the app's translator again.

    Returns the language in effect. Raises FileNotFoundError when the Chinese translation is missing.
    """
    global _LANG, _OWN
    if lang is None:
        _LANG, _OWN = None, None
        return language()
    lang = normalise_language(lang)
    own = QTranslator()
    loaded = own.load(f"gpu_advisor_{lang}", str(i18n_dir()))
    if not loaded and lang != "en":
        raise FileNotFoundError(str(i18n_dir() / f"gpu_advisor_{lang}.qm"))
    _LANG, _OWN = lang, (own if loaded else None)  # English is the source language: its .qm holds plural forms only
    return lang


@contextlib.contextmanager
def using_language(lang: str | None) -> Iterator[str]:
    """Temporarily ``set_language(lang)`` (None: leave the current choice alone)."""
    global _LANG, _OWN
    saved = (_LANG, _OWN)
    try:
        yield set_language(lang) if lang is not None else language()
    finally:
        _LANG, _OWN = saved


def language() -> str:
    """The language these words come out in: the explicit choice, else the installed translation's."""
    if _LANG is not None:
        return _LANG
    # The translation itself says which language it is (a translator writes zh_CN here).
    return normalise_language(translate("Words", "en", "language code of this translation: zh_CN for Chinese"))


def is_chinese() -> bool:
    return language() == "zh_CN"


def locale() -> QLocale:
    if is_chinese():
        return QLocale(QLocale.Language.Chinese, QLocale.Country.China)
    return QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)


def translated(text: str, disambiguation: str | None = None) -> str:
    """Runtime lookup of a string marked elsewhere with ``translate("Words", ...)`` (tables below)."""
    return translate("Words", text, disambiguation)


# --------------------------------------------------------------------------- numbers


# A sentence in Chinese put together from pieces ("{0} 台服务器" + " 上运行", "还需" + "1 秒", "经" + "RDMA …"):
# the app's own spacing restored — a space between Chinese and Latin letters or digits, none between two Chinese
# characters or around full-width punctuation; a digit keeps 万 and 亿 without one (¥12.3万), as money is written.
_HAN = r"\u4e00-\u9fff"
_FULL = "（）【】，。；：！？、“”‘’《》"
_SPACING = (
    (re.compile(rf"(?<=[{_HAN}]) +(?=[{_HAN}])"), ""),  # 服务器 上 -> 服务器上
    (re.compile(rf" +(?=[{_FULL}])|(?<=[{_FULL}]) +"), ""),  # 核） （该 -> 核）（该
    (re.compile(rf"(?<=[{_HAN}])(?=[A-Za-z0-9])"), " "),  # 还需1 秒 -> 还需 1 秒, 经RDMA -> 经 RDMA
    (re.compile(rf"(?<=[A-Za-z0-9%])(?=[{_HAN}])(?![万亿])"), " "),  # 5倍 -> 5 倍 (not 12.3万)
)


def cjk_spacing(text: str) -> str:
    """Chinese text with the app's spacing between Chinese, Latin and digits, and none around full-width marks."""
    for pattern, repl in _SPACING:
        text = pattern.sub(repl, text)
    return text
