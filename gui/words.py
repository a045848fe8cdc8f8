"""Engine output in translated words: notes, money, hours, names, the summary and the assumptions sheet.

The engine (``core/``) returns numbers and codes; this module is the one place that turns them into
sentences, for the result view and the proposal PDF alike. Every string goes through ``translate``
(context ``"Words"``), which is ``QCoreApplication.translate`` unless a language was set explicitly with
``set_language``/``using_language`` (then this module's own QTranslator for that language is used, so a
proposal can be written in Chinese while the window stays English). Numbers are formatted with the
QLocale of the current language. Safe to call without a QApplication (English then). Main thread only
when a language is being switched; formatting itself has no shared state beyond the language.
"""

from __future__ import annotations

import contextlib
import math
import re
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale, QTranslator

from gpu_advisor.core.base import finite_float

LANGUAGES = ("en", "zh_CN")

_LANG: str | None = None  # None: follow the translator installed on the application
_OWN: QTranslator | None = None  # this module's translator while a language is set explicitly
_CAT: Any = None  # the catalog provider names come from when a caller does not pass one (set_catalog)


# --------------------------------------------------------------------------- language


def i18n_dir() -> Path:
    """Folder of the compiled translations (``gpu_advisor_<lang>.qm``), as ``gui/app.py`` loads them."""
    return Path(__file__).resolve().parent.parent / "resources" / "i18n"


def normalise_language(lang: str | None) -> str:
    """'zh', 'zh_CN', 'zh-CN', 'zh_Hans' -> 'zh_CN'; anything else -> 'en'."""
    return "zh_CN" if str(lang or "").lower().replace("-", "_").startswith("zh") else "en"


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``QCoreApplication.translate``, or this module's translator while a language is set explicitly.

    With a count ``n`` (a plural message) and no translation loaded, the English forms are derived from
    the source as ``scripts/i18n.py`` writes them into the English .ts: "server(s)" -> "server"/"servers",
    "cop(y|ies)" -> "copy"/"copies" (so English reads right with or without its .qm).
    """
    if _LANG is None:
        out = QCoreApplication.translate(context, text, disambiguation, n)
        if n < 0 or out != text.replace("%n", str(n)):
            return out
    else:
        out = _OWN.translate(context, text, disambiguation, n) if _OWN is not None else ""
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
    if not own.load(f"gpu_advisor_{lang}", str(i18n_dir())):
        if lang != "en":
            raise FileNotFoundError(str(i18n_dir() / f"gpu_advisor_{lang}.qm"))
        own = None  # English is the source language: its .qm holds plural forms only
    _LANG, _OWN = lang, own
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


def _t(text: str, disambiguation: str | None = None) -> str:
    """Runtime lookup of a string marked elsewhere with ``translate("Words", ...)`` (tables below)."""
    return translate("Words", text, disambiguation)


# --------------------------------------------------------------------------- numbers


def join_sentences(parts) -> str:
    """Sentences joined as the language writes them: a space after an English full stop, none after a Chinese one
    (a full-width mark ends the sentence: "贵 ¥9.43（31%）。多用 1.2 小时", not "。 多用")."""
    out = ""
    for p in parts:
        if not p:
            continue
        out += p if not out or ord(out[-1]) >= 0x3000 else " " + p
    return out


def number(x: Any, decimals: int | None = None) -> str:
    """A number with the language's separators; ``decimals`` None picks a sensible precision."""
    f = finite_float(x)
    if f is None:
        return "—"
    if decimals is None:
        a = abs(f)
        if a == 0 or f.is_integer() or a >= 100:
            decimals = 0
        elif a >= 10:
            decimals = 1
        elif a >= 1:
            decimals = 2
        else:
            decimals = min(6, max(2, 2 - int(math.floor(math.log10(a)))))
        text = locale().toString(f, "f", decimals)
        if decimals and "." in text:
            text = text.rstrip("0").rstrip(".")
        return text
    return locale().toString(f, "f", decimals)


def big_number(x: Any) -> str:
    """7e9 -> '7 billion' / '70 亿'; 1.5e12 -> '1.5 trillion' / '1.5 万亿'; small numbers as they are."""
    f = finite_float(x)
    if f is None:
        return "—"
    a = abs(f)
    if is_chinese():
        for size, word in ((1e12, "万亿"), (1e8, "亿"), (1e4, "万")):
            if a >= size:
                return f"{number(f / size, None)} {word}"
        return number(f)
    for size, word in (
        (1e12, translate("Words", "trillion")),
        (1e9, translate("Words", "billion")),
        (1e6, translate("Words", "million")),
    ):
        if a >= size:
            return f"{number(f / size, None)} {word}"
    return number(f)


def percent(fraction: Any, decimals: int = 0) -> str:
    """0.171 -> '17%'."""
    f = finite_float(fraction)
    return "—" if f is None else number(100 * f, decimals) + "%"


_SYMBOL = {"CNY": "¥", "RMB": "¥", "USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥"}


def money(amount: Any, currency: str = "CNY", *, exact: bool = False) -> str:
    """'¥61,000', '$1,234.56'; ``exact`` always shows cents (bills). In Chinese, CNY from 100,000 up
    reads in 万 ('¥12.3万') unless ``exact``. Missing amount -> 'not priced'."""
    f = finite_float(amount)
    if f is None:
        return translate("Words", "not priced")
    cur = (currency or "").upper()
    sym = _SYMBOL.get(cur)
    sign = "-" if f < 0 else ""
    a = abs(f)
    if exact:
        body = number(a, 2) if a >= 0.01 or a == 0 else number(a, 4)
    elif is_chinese() and cur in ("CNY", "RMB") and a >= 1e5:
        body = number(a / 1e8, 2 if a < 1e9 else 1) + "亿" if a >= 1e8 else number(a / 1e4, 1 if a < 1e6 else 0) + "万"
        body = body.replace(".0万", "万").replace(".00亿", "亿").replace(".0亿", "亿")
    elif a >= 1000:
        body = number(a, 0)
    elif a >= 1:
        body = number(a, 2)
    elif a == 0:
        body = number(0, 0)
    else:
        body = number(a, None)
    return f"{sign}{sym}{body}" if sym else f"{sign}{body} {cur}".strip()


def unit_price(amount: Any, currency: str = "CNY") -> str:
    """A unit price with enough digits to multiply back ('¥29.6887' stays '¥29.69', '¥0.7029')."""
    f = finite_float(amount)
    if f is None:
        return translate("Words", "not priced")
    if abs(f) >= 1 or f == 0:
        return money(f, currency, exact=True)
    sym = _SYMBOL.get((currency or "").upper())
    body = number(f, 4)
    return f"{sym}{body}" if sym else f"{body} {currency}"


def hours(h: Any, days: bool = False) -> str:
    """'40 hours', '5.6 hours'; with ``days`` from 72 h on: '518 hours (about 22 days)'; None -> '—'."""
    f = finite_float(h)
    if f is None:
        return "—"
    if 0 <= f * 3600 < 0.5:  # a checkpoint write of 0.06 s is not "1 minute"
        return translate("Words", "less than a second")
    if 0 <= f * 60 < 0.95:  # under a minute: seconds
        return Words.tr("%n second(s)", None, int(round(f * 3600)))
    if 0 <= f < 0.95:  # under an hour: minutes, never "0 hours"
        minutes = max(1, int(round(f * 60)))
        return Words.tr("%n minute(s)", None, minutes)
    text = number(f, 0 if f >= 10 else 1).rstrip("0").rstrip(".") if f < 10 else number(f, 0)
    out = Words.tr("{0} hour(s)", None, plural_count(text)).format(text)
    if days and f >= 72:
        d = number(f / 24, 0)
        out += Words.tr(" (about {0} day(s))", None, plural_count(d)).format(d)
    return out


def hours_range(h: Any, rng: Any = None, days: bool = False) -> str:
    """'about 5.6 hours, likely 4.6–7.1 hours' (the estimate and its 80% range); without a range, ``hours``."""
    lo, hi = (rng if rng is not None and len(rng) == 2 else (None, None))
    if finite_float(h) is None or finite_float(lo) is None or finite_float(hi) is None:
        return hours(h, days)
    lo_f = finite_float(lo)
    if lo_f >= 0.95:  # both ends in hours: the unit once ("likely 4.6–7.1 hours")
        low = number(lo_f, 1).rstrip("0").rstrip(".") if lo_f < 10 else number(lo_f, 0)
        return translate("Words", "about {0}, likely {1}–{2}").format(hours(h, days), low, hours(hi))
    return translate("Words", "about {0}, likely {1}–{2}").format(hours(h, days), hours(lo), hours(hi))


def gigabytes(gb: Any) -> str:
    """'4,000 GB', '6.9 GB'."""
    return translate("Words", "{0} GB").format(number(gb))


def date_text(iso: Any) -> str:
    """An ISO date or partial date as written in the catalog ('2023-06', '2021'); '—' when missing."""
    s = "" if iso is None else str(iso).strip()
    return s if s and s.lower() not in ("nan", "none", "nat") else "—"


# --------------------------------------------------------------------------- names of codes

_BILLING = {
    "on_demand": QT_TRANSLATE_NOOP("Words", "On-demand (hourly)"),
    "spot": QT_TRANSLATE_NOOP("Words", "Spot (interruptible)"),
    "monthly": QT_TRANSLATE_NOOP("Words", "Monthly subscription"),
    "reserved": QT_TRANSLATE_NOOP("Words", "Reserved"),
    "reserved_1y": QT_TRANSLATE_NOOP("Words", "Reserved, 1 year"),
    "reserved_3y": QT_TRANSLATE_NOOP("Words", "Reserved, 3 years"),
}
_TASK = {
    "train": QT_TRANSLATE_NOOP("Words", "Training"),
    "finetune": QT_TRANSLATE_NOOP("Words", "Fine-tuning"),
    "inference": QT_TRANSLATE_NOOP("Words", "Inference (serving)"),
}
_WORKLOAD = {
    "llm": QT_TRANSLATE_NOOP("Words", "Language model"),
    "cv": QT_TRANSLATE_NOOP("Words", "Computer vision"),
    "recsys": QT_TRANSLATE_NOOP("Words", "Recommendation"),
    "rl": QT_TRANSLATE_NOOP("Words", "Reinforcement learning"),
}
_METHOD = {
    "full": QT_TRANSLATE_NOOP("Words", "Full fine-tuning"),
    "lora": QT_TRANSLATE_NOOP("Words", "LoRA"),
    "qlora": QT_TRANSLATE_NOOP("Words", "QLoRA (4-bit)"),
}
_OBJECTIVE = {
    "cheapest": QT_TRANSLATE_NOOP("Words", "Cheapest"),
    "fastest": QT_TRANSLATE_NOOP("Words", "Fastest"),
    "balanced": QT_TRANSLATE_NOOP("Words", "Balanced (cost and time)"),
}
_NETWORK = {
    "rdma": QT_TRANSLATE_NOOP("Words", "RDMA high-speed network"),
    "tcp_25g": QT_TRANSLATE_NOOP("Words", "25 Gbit/s network"),
    "standard": QT_TRANSLATE_NOOP("Words", "Standard network"),
    "efa": QT_TRANSLATE_NOOP("Words", "Elastic Fabric Adapter (EFA)"),
    "infiniband": QT_TRANSLATE_NOOP("Words", "InfiniBand"),
    "roce": QT_TRANSLATE_NOOP("Words", "RoCE (RDMA over Ethernet)"),
    "erdma": QT_TRANSLATE_NOOP("Words", "eRDMA (elastic RDMA)"),
    "tcpx": QT_TRANSLATE_NOOP("Words", "GPUDirect-TCPX"),
    "tcpxo": QT_TRANSLATE_NOOP("Words", "GPUDirect-TCPXO"),
    "ethernet": QT_TRANSLATE_NOOP("Words", "Ethernet (VPC)"),
}
_STORAGE = {
    "local_nvme": QT_TRANSLATE_NOOP("Words", "Local NVMe SSD"),
    "block": QT_TRANSLATE_NOOP("Words", "Cloud disk (block storage)"),
}
_ITEM = {
    "gpu_instance": QT_TRANSLATE_NOOP("Words", "GPU servers"),
    "spot_rework": QT_TRANSLATE_NOOP("Words", "Spot: expected lost work"),
    "run_startup": QT_TRANSLATE_NOOP("Words", "Start-up and last checkpoint"),
    "node_failures": QT_TRANSLATE_NOOP("Words", "Node failures: restarts and lost work"),
    "system_disk": QT_TRANSLATE_NOOP("Words", "System disk"),
    "data_disk": QT_TRANSLATE_NOOP("Words", "Data disk"),
    "network": QT_TRANSLATE_NOOP("Words", "Network"),
    "transfer_out": QT_TRANSLATE_NOOP("Words", "Data transfer out"),
}
_UNIT = {
    "GPU-hour": QT_TRANSLATE_NOOP("Words", "GPU-hours"),
    "instance-month": QT_TRANSLATE_NOOP("Words", "server-months"),
    "GB-month": QT_TRANSLATE_NOOP("Words", "GB-months"),
    "node": QT_TRANSLATE_NOOP("Words", "nodes"),
    "GB": QT_TRANSLATE_NOOP("Words", "GB"),
}
_PRECISION = {
    "bf16": QT_TRANSLATE_NOOP("Words", "BF16 mixed precision"),
    "fp16": QT_TRANSLATE_NOOP("Words", "FP16 mixed precision"),
    "fp32": QT_TRANSLATE_NOOP("Words", "FP32 (full precision)"),
    "fp8": QT_TRANSLATE_NOOP("Words", "FP8"),
}
_SPOT_PREF = {
    "allow": QT_TRANSLATE_NOOP("Words", "Allowed"),
    "avoid": QT_TRANSLATE_NOOP("Words", "Avoid"),
}
_BUDGET_PER = {
    "month": QT_TRANSLATE_NOOP("Words", "per month"),
    "total": QT_TRANSLATE_NOOP("Words", "in total"),
}
_CONSTRAINT = {
    "fits": QT_TRANSLATE_NOOP("Words", "GPU memory"),
    "estimate": QT_TRANSLATE_NOOP("Words", "a usable estimate"),
    "providers": QT_TRANSLATE_NOOP("Words", "providers"),
    "regions": QT_TRANSLATE_NOOP("Words", "regions"),
    "gpus": QT_TRANSLATE_NOOP("Words", "GPU models"),
    "spot": QT_TRANSLATE_NOOP("Words", "spot preference"),
    "deadline": QT_TRANSLATE_NOOP("Words", "deadline"),
    "budget": QT_TRANSLATE_NOOP("Words", "budget"),
    "host": QT_TRANSLATE_NOOP("Words", "server size (CPU and memory)"),
}
_TREE_CASE = {
    "train_over_70b": QT_TRANSLATE_NOOP("Words", "training a model above 70B parameters"),
    "train_7b_70b": QT_TRANSLATE_NOOP("Words", "training a 7B–70B model"),
    "lora_7b_13b": QT_TRANSLATE_NOOP("Words", "LoRA fine-tuning of a 7B–13B model"),
    "inference_7b_low_qps": QT_TRANSLATE_NOOP("Words", "serving a 7B model at a low request rate"),
    "inference_70b_high_qps": QT_TRANSLATE_NOOP("Words", "serving a 70B model at a high request rate"),
}
_HOST_RULES = {
    "seed001_formula": QT_TRANSLATE_NOOP("Words", "per-GPU ratios (typical cloud shapes)"),
    "seed000_table": QT_TRANSLATE_NOOP("Words", "generous per-GPU table"),
}
_SPOT_SOURCE = {
    "instance": QT_TRANSLATE_NOOP("Words", "published for this instance"),
    "provider": QT_TRANSLATE_NOOP("Words", "provider-wide figure"),
    "assumed": QT_TRANSLATE_NOOP("Words", "assumed (no published figure)"),
    "region": QT_TRANSLATE_NOOP("Words", "published for this instance in another region"),
    "family": QT_TRANSLATE_NOOP("Words", "published for its instance family"),
}


def _name(table: Mapping[str, str], code: Any) -> str:
    if code is None:
        return "—"
    key = str(code)
    return _t(table[key]) if key in table else key.replace("_", " ")


def billing_name(code: Any) -> str:
    """on_demand -> 'On-demand (hourly)' / '按量付费'; spot, monthly, reserved_1y, reserved_3y..."""
    return _name(_BILLING, code)


def task_name(code: Any) -> str:
    return _name(_TASK, code)


def workload_name(code: Any) -> str:
    return _name(_WORKLOAD, code)


def method_name(code: Any) -> str:
    return _name(_METHOD, code)


def objective_name(code: Any) -> str:
    return _name(_OBJECTIVE, code)


def network_name(code: Any) -> str:
    return _name(_NETWORK, code)


_GENERIC_PRODUCT = {
    "local NVMe SSD (typical)": QT_TRANSLATE_NOOP("Words", "local NVMe SSD (typical)"),
    "network storage (typical)": QT_TRANSLATE_NOOP("Words", "network storage (typical)"),
}


def product_name(product: Any) -> str:
    """A catalog product name as shown: the bundled catalog's generic rows in words, a provider's own
    product name (e.g. 'Premium SSD (P-series)') as the provider writes it."""
    text = "" if product is None else str(product)
    return _t(_GENERIC_PRODUCT[text]) if text in _GENERIC_PRODUCT else text


def storage_name(code: Any) -> str:
    return _name(_STORAGE, code)


def item_name(code: Any) -> str:
    """A cost line's item (gpu_instance, system_disk, ...)."""
    return _name(_ITEM, code)


def unit_name(code: Any, quantity: Any = None) -> str:
    """A cost line's unit (GPU-hour, GB-month, ...); with ``quantity`` in the singular or plural it needs."""
    if quantity is None or finite_float(quantity) is None:
        return _t(_UNIT[code]) if code in _UNIT else str(code)
    n = plural_count(number(quantity))
    if code == "GPU-hour":
        return Words.tr("GPU-hour(s)", None, n)
    if code == "instance-month":
        return Words.tr("server-month(s)", None, n)
    if code == "GB-month":
        return Words.tr("GB-month(s)", None, n)
    if code == "node":
        return Words.tr("server(s)", None, n)
    return _t(_UNIT[code]) if code in _UNIT else str(code)


def precision_name(code: Any) -> str:
    return _name(_PRECISION, code)


def spot_preference_name(code: Any) -> str:
    return _name(_SPOT_PREF, code)


def budget_per_name(code: Any) -> str:
    return _name(_BUDGET_PER, code)


_COMPARE_FIGURE = {
    "total_cost": QT_TRANSLATE_NOOP("Words", "total cost"),
    "monthly_cost": QT_TRANSLATE_NOOP("Words", "cost per month"),
    "wall_hours": QT_TRANSLATE_NOOP("Words", "running time"),
    "gpu_count": QT_TRANSLATE_NOOP("Words", "GPU count"),
    "expected_interruptions": QT_TRANSLATE_NOOP("Words", "expected interruptions"),
    "price_age_days": QT_TRANSLATE_NOOP("Words", "price age"),
}


def compare_figure_name(code: Any) -> str:
    """A figure ``core.compare`` compares, in words."""
    return _name(_COMPARE_FIGURE, code)


def plan_servers_name(ref: Any) -> str:
    """Servers of a plan in words: "base-1" -> "Shared servers 1", "service-4" -> "Service servers 4", "burst-2" ->
    "Own servers (job 2)"."""
    kind, _, n = str(ref or "").partition("-")
    if kind == "base":
        return translate("Words", "Shared servers {0}").format(n)
    if kind == "service":
        return translate("Words", "Service servers {0}").format(n)
    if kind == "burst":
        return translate("Words", "Own servers (job {0})").format(n)
    return str(ref or "")


def compare_side(side: Any) -> str:
    """Side "a" or "b" of a comparison, as the app labels them."""
    return translate("Words", "A") if side == "a" else translate("Words", "B")


def constraint_name(code: Any) -> str:
    return _name(_CONSTRAINT, code)


def host_rules_name(code: Any) -> str:
    return _name(_HOST_RULES, code)


def spot_source_name(code: Any) -> str:
    return _name(_SPOT_SOURCE, code)


def plan_name(code: Any) -> str:
    """Parallelism plan code (single, dp, zero3, tp4, tp2+zero3, lora, qlora, ...+recompute) in words."""
    if not code:
        return "—"
    parts = str(code).split("+")
    words = []
    for p in parts:
        if p == "single":
            words.append(translate("Words", "one GPU"))
        elif p == "dp":
            words.append(translate("Words", "data parallel"))
        elif p.startswith("zero") and p[4:].isdigit():
            words.append(translate("Words", "ZeRO-{0} sharding").format(p[4:]))
        elif p == "tp1":
            words.append(translate("Words", "one GPU"))
        elif p.startswith("tp") and p[2:].isdigit():
            words.append(translate("Words", "tensor parallel over {0} GPUs").format(p[2:]))
        elif p.startswith("pp") and p[2:].isdigit():
            words.append(translate("Words", "pipeline parallel over {0} servers").format(p[2:]))
        elif p == "lora":
            words.append(translate("Words", "LoRA adapters"))
        elif p == "qlora":
            words.append(translate("Words", "QLoRA (4-bit base model)"))
        elif p == "recompute":
            words.append(translate("Words", "activation recomputation"))
        else:
            words.append(p)
    return translate("Words", ", ").join(words)


def set_catalog(cat: Any) -> None:
    """The catalog that provider (and model) names come from when a call passes none."""
    global _CAT
    _CAT = cat


def provider_name(cat: Any, provider_id: Any) -> str:
    """The provider's name in the current language from the catalog's providers table (``cat`` None: the
    one given to ``set_catalog``); the id itself if unknown."""
    pid = "" if provider_id is None else str(provider_id)
    cat = cat if cat is not None else _CAT
    # A Catalog is immutable: its token names its content (a new catalog, a new token).
    key = (getattr(cat, "token", None) or (id(cat), id(cat["providers"]) if cat is not None else 0), pid, is_chinese())
    hit_name = _PROVIDER_NAMES.get(key)
    if hit_name is None:
        hit_name = _provider_name(cat, pid)
        if len(_PROVIDER_NAMES) > 256:
            _PROVIDER_NAMES.clear()
        _PROVIDER_NAMES[key] = hit_name
    return hit_name


_PROVIDER_NAMES: dict = {}  # (catalog, providers table, id, Chinese?) -> name: called per sentence, per point


def _provider_name(cat: Any, pid: str) -> str:
    if cat is not None:
        try:
            prov = cat["providers"]
            hit = prov[prov["provider"].astype(str) == pid]
        except (KeyError, TypeError, AttributeError):
            hit = None
        if hit is not None and len(hit):
            col = "name_zh" if is_chinese() else "name_en"
            for c in (col, "name_en", "name_zh"):
                if c in hit.columns:
                    v = hit[c].iloc[0]
                    if isinstance(v, str) and v.strip():
                        return v.strip()
    return pid


def _get(obj: Any, key: str, default: Any = None) -> Any:
    if isinstance(obj, Mapping):
        return obj.get(key, default)
    return getattr(obj, key, default)


def gpu_config(option: Any) -> str:
    """'4 × A100-80GB'; several servers: '16 × H100 (2 servers × 8)'. Takes an Option or its dict."""
    gpu = _get(option, "gpu", "?")
    total = finite_float(_get(option, "gpu_count"))
    per = finite_float(_get(option, "gpus_per_node"))
    inst = int(finite_float(_get(option, "instances")) or 1)
    head = f"{number(total if total is not None else per)} × {gpu}"
    if inst > 1 and per is not None:
        head += translate("Words", " ({0} servers × {1})").format(number(inst), number(per))
    return head


# --------------------------------------------------------------------------- notes


def _d(detail: Mapping, key: str) -> Any:
    return detail[key]  # KeyError -> the generic sentence


def _list(names: Iterable[str]) -> str:
    return translate("Words", ", ").join(str(n) for n in names)


def _expected(expected: Any) -> str:
    """Decision-tree classes: [{'gpus': [...], 'count': [...], 'per_node': bool}] -> '4–8 × A100/A800'."""
    parts = []
    for e in expected or []:
        counts = sorted(int(c) for c in e.get("count", []))
        if not counts:
            continue
        c = str(counts[0]) if len(counts) == 1 else f"{counts[0]}–{counts[-1]}"
        text = f"{c} × {'/'.join(e.get('gpus', []))}"
        if e.get("per_node") and counts[-1] > 1:
            text += translate("Words", " per server")
        parts.append(text)
    return translate("Words", " or ").join(parts)


def _over_under(diff: float, more: str, less: str, fmt) -> str:
    return (more if diff > 0 else less).format(fmt(abs(diff)))


def _note_text(code: str, d: Mapping, cur: str) -> str:
    # ----- reasons
    if code == "objective":
        return translate("Words", 'Ranked by "{0}": {1} of {2} priced options meet every requirement.').format(
            objective_name(_d(d, "objective")), number(_d(d, "feasible_options")), number(_d(d, "candidates"))
        )
    if code == "closest_option":
        return translate(
            "Words", "No option meets every requirement; this is the closest one (it misses: {0})."
        ).format(_list(constraint_name(c) for c in _d(d, "broken")))
    if code == "fits_memory":
        if d.get("fits", True) and d.get("usable_share") is not None:
            return translate(
                "Words", "The model needs about {0} of memory per GPU; each GPU has {1}, of which {2} ({3}) is planned "
                "for ({4})."
            ).format(gigabytes(_d(d, "memory_per_gpu_gb")), gigabytes(_d(d, "gpu_memory_gb")),
                     gigabytes(d.get("usable_gb")), percent(d.get("usable_share")), plan_name(d.get("plan")))
        if d.get("fits", True):
            return translate("Words", "The model needs about {0} of memory per GPU; each GPU has {1} ({2}).").format(
                gigabytes(_d(d, "memory_per_gpu_gb")), gigabytes(_d(d, "gpu_memory_gb")), plan_name(d.get("plan"))
            )
        return translate(
            "Words", "The model needs about {0} of memory per GPU, more than the {1} each GPU has."
        ).format(gigabytes(_d(d, "memory_per_gpu_gb")), gigabytes(_d(d, "gpu_memory_gb")))
    if code == "deadline":
        if "over_hours" in d:
            return translate("Words", "Takes about {0}, {1} ({2}) past the deadline of {3}.").format(
                hours(_d(d, "wall_hours")),
                hours(_d(d, "over_hours")),
                percent(_d(d, "over_pct") / 100),
                hours(_d(d, "deadline_hours")),
            )
        return translate("Words", "Finishes in about {0}, {1} before the deadline of {2}.").format(
            hours(_d(d, "wall_hours")), hours(_d(d, "margin_hours")), hours(_d(d, "deadline_hours"))
        )
    if code == "budget":
        c = d.get("currency", cur)
        per = d.get("per", "total")
        if "over" in d:
            text = (
                translate("Words", "Costs {0} a month, {1} ({2}) over the monthly budget of {3}.")
                if per == "month"
                else translate("Words", "Costs {0} in total, {1} ({2}) over the budget of {3}.")
            )
            return text.format(
                money(_d(d, "cost"), c),
                money(_d(d, "over"), c),
                percent(_d(d, "over_pct") / 100),
                money(_d(d, "budget"), c),
            )
        text = (
            translate("Words", "Costs {0} a month, {1} less than the monthly budget of {2}.")
            if per == "month"
            else translate("Words", "Costs {0} in total, {1} less than the budget of {2}.")
        )
        return text.format(money(_d(d, "cost"), c), money(_d(d, "margin"), c), money(_d(d, "budget"), c))
    if code == "capacity":
        replicas, per = number(_d(d, "replicas")), number(_d(d, "qps_per_replica"))
        if d.get("servers") is not None and d.get("capacity_qps") is not None:
            servers = number(_d(d, "servers"))
            copies = Words.tr("{0} cop(y|ies) of the model", None, plural_count(replicas)).format(replicas)
            on = Words.tr("{0} server(s)", None, plural_count(servers)).format(servers)
            if plural_count(replicas) == 1:
                text = translate(
                    "Words", "One copy of the model on {0}, handling about {1} requests per second for the target of {2}."
                ).format(on, per, number(_d(d, "qps")))
            else:
                text = translate(
                    "Words",
                    "{0} on {1}, each copy handling about {2} requests per second: about {3} in all, for the target "
                    "of {4}.",
                ).format(copies, on, per, number(_d(d, "capacity_qps")), number(_d(d, "qps")))
            if d.get("target_utilisation") is not None:
                text += translate("Words", " Sized so the peak uses at most {0} of the capacity.").format(
                    percent(d["target_utilisation"]))
            return text
        servers = Words.tr("{0} server(s)", None, plural_count(replicas)).format(replicas)
        return translate(
            "Words", "{0}, each handling about {1} requests per second, serve the target of {2} requests per second."
        ).format(servers, per, number(_d(d, "qps")))
    if code == "runner_up":
        if abs(d["cost_diff"]) < max(0.5, 0.001 * abs(d.get("total_cost") or 0)):
            cost = translate("Words", "about the same cost")
        elif d["cost_diff"] > 0:
            cost = translate("Words", "{0} more").format(money(d["cost_diff"], cur))
        else:
            cost = translate("Words", "{0} less").format(money(-d["cost_diff"], cur))
        text = translate("Words", "Runner-up: {0} on {1} ({2}, {3}) at {4} ({5})").format(
            gpu_config(d),
            provider_name(None, _d(d, "provider")),
            _d(d, "instance_type"),
            billing_name(_d(d, "billing")),
            money(_d(d, "total_cost"), cur),
            cost,
        )
        hd = finite_float(d.get("hours_diff"))
        if hd is not None and abs(hd) >= 0.05:
            text += translate("Words", ", {0}").format(
                _over_under(hd, translate("Words", "{0} slower"), translate("Words", "{0} faster"), hours)
            )
        return text + translate("Words", ".")
    if code == "billing":
        costs = _d(d, "costs")
        listed = _list(f"{billing_name(m)} {money(v, cur)}" for m, v in costs.items())
        return translate("Words", "Billing modes compared for this server: {0}; {1} is used.").format(
            listed, billing_name(_d(d, "chosen"))
        )
    if code == "break_even":
        return translate(
            "Words", "A monthly subscription pays off above {0} of use per month; this job needs {1}."
        ).format(hours(_d(d, "monthly_vs_on_demand_hours")), hours(_d(d, "job_hours")))
    if code == "pareto_optimal":
        return translate("Words", "No other option is both cheaper and faster.")
    if code == "decision_tree":
        case = _name(_TREE_CASE, _d(d, "case"))
        exp = _expected(d.get("expected"))
        if d.get("matches"):
            return translate("Words", "This agrees with the usual rule of thumb for {0}: {1}.").format(case, exp)
        why = d.get("why_not")
        if why == "class_not_in_catalog":
            return translate(
                "Words", "The usual rule of thumb for {0} suggests {1}; the catalog has no such offer."
            ).format(case, exp)
        best = d.get("class_best") or {}
        if why == "class_ranks_lower":
            return translate(
                "Words",
                "The usual rule of thumb for {0} suggests {1}; the best such option ({2} on {3}, "
                "{4}, {5}) ranks lower for your goal.",
            ).format(
                case,
                exp,
                gpu_config(best),
                provider_name(None, best.get("provider")),
                money(best.get("total_cost"), cur),
                hours(best.get("wall_hours")),
            )
        broken = [constraint_name(b.get("code")) for b in d.get("broken", [])]
        return translate("Words", "The usual rule of thumb for {0} suggests {1}; such options miss: {2}.").format(
            case, exp, _list(broken) or "—"
        )
    # ----- why an alternative lost (also the constraint codes)
    if code == "costs_more":
        return translate("Words", "Costs {0} ({1}) more.").format(money(_d(d, "by"), cur), percent(_d(d, "pct") / 100))
    if code == "slower":
        return translate("Words", "Takes {0} ({1}) longer.").format(
            hours(_d(d, "by_hours")), percent(_d(d, "pct") / 100)
        )
    if code == "lower_score":
        return translate("Words", 'Ranks lower for the goal "{0}".').format(objective_name(_d(d, "objective")))
    if code == "estimate":
        return translate("Words", "Cannot be estimated: the catalog lacks figures for {0}.").format(_d(d, "gpu"))
    if code == "fits":
        need, have = finite_float(d.get("memory_per_gpu_gb")), finite_float(d.get("gpu_memory_gb"))
        if need is not None and have is not None and need <= have:  # below the card, above its usable share
            return translate(
                "Words", "Does not fit: needs {0} per GPU, more than the usable share of the {1} each GPU has."
            ).format(gigabytes(need), gigabytes(have))
        return translate("Words", "Does not fit: needs {0} per GPU, {1} available.").format(
            gigabytes(_d(d, "memory_per_gpu_gb")), gigabytes(_d(d, "gpu_memory_gb"))
        )
    if code == "providers":
        return translate("Words", "{0} is not among the chosen providers.").format(
            provider_name(None, _d(d, "provider"))
        )
    if code == "gpus":
        return translate("Words", "{0} is not among the chosen GPU models.").format(_d(d, "gpu"))
    if code == "regions":
        return translate("Words", "Region {0} is not among the chosen regions.").format(_d(d, "region"))
    if code == "spot":
        return translate("Words", "Uses spot (interruptible) servers, which you asked to avoid.")
    if code == "constraint_broken":
        inner = {k: v for k, v in d.items() if k != "constraint"}
        return translate("Words", "Requirement not met — {0}").format(
            describe_note({"code": d["constraint"], "detail": inner})
        )
    # ----- tips
    if code == "mixed_precision":
        if d.get("fp32_tflops") is not None and d.get("fp16_tflops") is not None:
            return translate("Words", "Train in {0}: this GPU does {1} TFLOPS that way instead of {2} in FP32.").format(
                precision_name(_d(d, "precision")), number(d["fp16_tflops"]), number(d["fp32_tflops"])
            )
        return translate("Words", "Keep {0}: it halves memory use and runs on the tensor cores.").format(
            precision_name(_d(d, "precision"))
        )
    if code == "checkpoint_interval":
        text = translate("Words", "Save a checkpoint every {0} steps and keep the last {1}").format(
            number(_d(d, "every_steps")), number(_d(d, "keep"))
        )
        if finite_float(d.get("checkpoint_gb")) is not None:
            text += translate("Words", " (about {0} each, {1} s to write)").format(
                gigabytes(d["checkpoint_gb"]), number(d.get("write_s"))
            )
        return text + translate("Words", ".")
    if code == "same_zone":
        return translate("Words", "Keep all {0} servers in one availability zone (under {1} µs between them).").format(
            number(_d(d, "nodes")), number(d.get("latency_us"))
        )
    if code == "spot_with_checkpoints":
        expected = finite_float(_d(d, "expected_interruptions"))
        if expected is None:
            raise KeyError("expected_interruptions")
        if expected < 0.05:
            text = translate(
                "Words", "On spot servers an interruption is unlikely during this job; the price allows for the lost work."
            )
        else:
            shown = number(expected, 0 if expected >= 10 else 1).rstrip("0").rstrip(".")
            text = Words.tr(
                "Expect about {0} interruption(s) on spot servers; the price includes the lost work.",
                None,
                plural_count(shown),
            ).format(shown)
        if finite_float(d.get("interval_h")) is not None:
            text += translate("Words", " Save a checkpoint every {0}.").format(hours(d["interval_h"]))
        return text
    if code == "spot_saving":
        return translate(
            "Words",
            "Spot servers of the same type would cost {0} instead of {1} ({2} less), if interruptions are acceptable.",
        ).format(money(_d(d, "spot_cost"), cur), money(_d(d, "cost"), cur), percent(_d(d, "saving_pct") / 100))
    if code == "spot_refused":  # why this server's spot price was not used (core/select/billing_notes.py)
        reason = d.get("reason")
        if reason == "anomalous_price":
            return translate(
                "Words", "Spot was not used: its price ({0} an hour) is {1} below on-demand, more than this "
                "cloud's usual spot discount (at most {2}). Enter it in the catalog as your own price if it is real."
            ).format(money(_d(d, "spot_price"), cur), percent(_d(d, "discount_pct") / 100),
                     percent(_d(d, "max_discount_pct") / 100))
        if reason == "service":
            return translate(
                "Words", "Spot was not used: a service is always on, and an evicted server stops answering until a "
                "replacement starts."
            )
        if reason == "gang":
            return translate(
                "Words", "Spot was not used: {0} servers for {1} cannot be counted on as spot capacity (at most {2} "
                "servers and under {3}), and one eviction stops all of them (the cluster is interrupted in {4} of "
                "months)."
            ).format(number(_d(d, "nodes")), hours(_d(d, "hours")), number(d.get("max_nodes")),
                     hours(d.get("max_hours")), percent(_d(d, "cluster_interruptions_per_month")))
        return translate(
            "Words", "Spot was not used: with a bad run of interruptions ({0} instead of the {1} expected) it "
            "would cost {2}, no less than {3} on-demand."
        ).format(number(_d(d, "risk_interruptions"), 1), number(_d(d, "expected_interruptions"), 1),
                 money(_d(d, "spot_cost_at_risk"), cur), money(_d(d, "on_demand_cost"), cur))
    if code == "commitment":  # a 1- or 3-year commitment of the chosen server: cost, break-even, lock-in
        text = translate(
            "Words", "{0}: {1} an hour instead of {2}; it pays off after {3} months of use and locks you in for {4} "
            "months, paid even if unused ({5} for the term"
        ).format(billing_name(_d(d, "billing")), money(_d(d, "hourly"), cur), money(_d(d, "on_demand_hour"), cur),
                 number(_d(d, "break_even_months"), 1), number(_d(d, "term_months")), money(_d(d, "cost"), cur))
        if d.get("per") == "month":
            text += translate("Words", " a month")
        text += translate("Words", ", against {0} on-demand).").format(money(_d(d, "on_demand_cost"), cur))
        if d.get("pays_off") is False:
            text += translate("Words", " This run of {0} months is too short for it.").format(
                number(_d(d, "job_months"), 1))
        elif d.get("pays_off") is True:
            text += translate("Words", " This run of {0} months is long enough.").format(
                number(_d(d, "job_months"), 1))
        return text
    if code == "commitment_not_priced":
        text = translate(
            "Words", "The catalog has no 1- or 3-year committed price for {0} on {1}; no committed price is "
            "published: for a run this long, ask the provider for a quote."
        ).format(_d(d, "instance_type"), provider_name(None, d.get("provider")))
        alt = d.get("cheapest")
        if isinstance(alt, Mapping) and alt:
            text += translate(
                "Words", " The cheapest commitment the catalog prices for this job: {0} × {1} on {2} ({3}), {4} "
                "for the whole term, paid even if unused."
            ).format(number(_d(alt, "gpus")), _d(alt, "gpu"), provider_name(None, alt.get("provider")),
                     billing_name(alt.get("billing")), money(_d(alt, "cost"), cur))
        return text
    if code == "spot_not_priced":
        return translate(
            "Words", "The catalog has no spot price for {0} on {1}; ask the provider, spot is usually much cheaper."
        ).format(_d(d, "instance_type"), provider_name(None, d.get("provider")))
    if code == "data_on_local_nvme":
        return translate(
            "Words",
            "Copy the training data to local NVMe disks ({0} MB/s) instead of reading it from a cloud disk ({1} MB/s).",
        ).format(number(_d(d, "local_read_mb_s")), number(_d(d, "disk_read_mb_s")))
    if code == "reserved_for_inference":
        return translate(
            "Words", "A service runs around the clock: a 1- or 3-year reservation typically saves {0}–{1}."
        ).format(percent(_d(d, "saving_low")), percent(_d(d, "saving_high")))
    # ----- warnings
    if code == "over_provisioned":
        if "memory_use" in d:
            return translate(
                "Words", "Over-provisioned: only {0} of each GPU's memory is used; fewer or smaller GPUs may do."
            ).format(percent(_d(d, "memory_use")))
        return translate(
            "Words", "Over-provisioned: it finishes in {0}, far inside the deadline of {1}; fewer GPUs may cost less."
        ).format(hours(_d(d, "wall_hours")), hours(_d(d, "deadline_hours")))
    if code == "host":
        return translate(
            "Words", "The server ({0} vCPUs, {1}) is below the host rule's {2} cores and {3}: it cannot feed its GPUs."
        ).format(number(d.get("vcpus")), gigabytes(d.get("ram_gb")), number(d.get("cpu_cores_min")),
                 gigabytes(d.get("ram_gb_min")))
    if code == "plan_basis":
        high, mid = hours(d.get("wall_hours_high")), hours(d.get("wall_hours"))
        if d.get("basis") == "slow_end" and d.get("why") == "long_run":
            return translate(
                "Words", "Planned with a margin: a run of {0} or more must meet the deadline and the budget at the slow "
                "end of its likely range, {1} ({2}× the expected {3})."
            ).format(hours(d.get("min_hours")), high, number(d.get("range_high"), 2), mid)
        if d.get("basis") == "slow_end":
            return translate(
                "Words", "Planned for the slow case, as asked: the deadline and the budget are checked at {0} ({1}× the "
                "expected {2})."
            ).format(high, number(d.get("range_high"), 2), mid)
        if d.get("why") == "chosen":
            return translate(
                "Words", "Planned on the expected time, as asked: {0}; the slow end of the likely range is {1}."
            ).format(mid, high)
        return translate(
            "Words", "Planned on the expected time, {0}: runs shorter than {1} keep it (the slow end is {2})."
        ).format(mid, hours(d.get("min_hours")), high)
    if code == "node_failures":
        return translate(
            "Words", "Allows for node failures: {0} GPUs for {1} at {2} failures per million GPU-hours (published "
            "runs: {3}) expect {4}; each costs a restart and the work since the last checkpoint (every {5}): {6} added."
        ).format(number(d.get("gpus")), hours(d.get("hours")), number(d.get("rate_per_million_gpu_hours"), 1),
                 ", ".join(str(r) for r in d.get("runs") or ()), number(d.get("expected_interruptions"), 1),
                 hours(d.get("checkpoint_interval_h")), hours(d.get("extra_hours")))
    if code == "slow_case_deadline":
        return translate(
            "Words", "If the job runs as slowly as the likely range allows, it takes {0}: past the deadline of {1}."
        ).format(hours(_d(d, "wall_hours_high")), hours(_d(d, "deadline_hours")))
    if code == "slow_case_budget":
        return translate(
            "Words", "If the job runs as slowly as the likely range allows, it costs {0}: over the budget of {1}."
        ).format(money(_d(d, "cost_high"), d.get("currency") or cur), money(_d(d, "budget"), d.get("currency") or cur))
    if code == "io_bound":
        if "need_mb_s" in d:
            return translate(
                "Words",
                "The storage cannot feed the GPUs: {0} MB/s needed, {1} MB/s available; the data feed sets the pace.",
            ).format(number(_d(d, "need_mb_s")), number(_d(d, "storage_mb_s")))
        return translate(
            "Words", "The storage ({0}, {1} MB/s) cannot keep the GPUs busy; the time includes waiting for data."
        ).format(d.get("storage") or "—", number(_d(d, "read_mb_s")))
    if code == "pcie_multi_gpu_training":
        return translate(
            "Words", "{0} GPUs talk over PCIe (about {1} GB/s), so multi-GPU training loses time to communication."
        ).format(number(_d(d, "gpus")), number(d.get("pcie_gbs")))
    if code == "multi_node_network_unknown":
        return translate(
            "Words",
            "The catalog does not give this server's network bandwidth; a {0} was assumed between the {1} servers.",
        ).format(network_name(d.get("assumed")).lower(), number(_d(d, "nodes")))
    if code == "multi_node_slow_network":
        net = network_name(_d(d, "network")).lower()
        if finite_float(d.get("network_gbps")) is not None:
            net += f" ({number(d['network_gbps'])} Gbit/s)"
        return translate(
            "Words", "{0} servers are linked by a {1}: communication will slow training; RDMA is better."
        ).format(number(_d(d, "nodes")), net)
    if code == "rdma_cluster_quote":
        return translate(
            "Words", "An RDMA cluster would be faster: {0} {1} ({2} × {3}, {4} {5} Gbit/s between servers) has no "
                     "published price; enter the price you were quoted in the catalog."
        ).format(provider_name(None, _d(d, "provider")), _d(d, "instance_type"),
                 number(_d(d, "gpus_per_node")), _d(d, "gpu"), network_name(_d(d, "fabric")),
                 number(_d(d, "network_gbps")))
    if code == "prices_stale":  # core.freshness: one notice for all the prices a recommendation used
        return translate(
            "Words", "Prices as of {0}; the oldest used dates from {1} ({2} days, more than {3}). "
                     "Check current prices before ordering."
        ).format(date_text(_d(d, "newest_as_of")), date_text(_d(d, "oldest_as_of")),
                 number(_d(d, "oldest_age_days")), number(d.get("limit_days")))
    if code == "stale_price":
        return translate(
            "Words", "The price is dated {0} ({1} days old, more than {2}); check the current price before ordering."
        ).format(date_text(_d(d, "as_of")), number(_d(d, "age_days")), number(d.get("limit_days")))
    if code.startswith("unpriced_"):
        product = str(d.get("product") or "")
        product = network_name(product) if d.get("item") == "network" else product_name(product)
        amount = f"{number(d.get('quantity'))} {unit_name(d.get('unit'), d.get('quantity'))}"
        what = translate("Words", ", ").join((product, amount)) if product else amount
        return translate("Words", "{0} ({1}) has no price in the catalog; it is not in the total.").format(
            item_name(_d(d, "item")), what
        )
    if code == "host_too_small":
        return translate(
            "Words",
            "The server ({0} vCPUs, {1}) is below the recommended host of {2} cores and {3} for feeding the GPUs.",
        ).format(
            number(d.get("vcpus")),
            gigabytes(d.get("ram_gb")),
            number(_d(d, "cpu_cores_min")),
            gigabytes(_d(d, "ram_gb_min")),
        )
    if code == "host_unknown":
        if d.get("vcpus") is not None:
            return translate(
                "Words", "The catalog does not say how much memory this server has; check it before ordering."
            )
        if d.get("ram_gb") is not None:
            return translate(
                "Words", "The catalog does not say how many vCPUs this server has; check them before ordering."
            )
        return translate(
            "Words",
            "The catalog does not say how many vCPUs or how much memory this server has; check them before ordering.",
        )
    if code == "host_rule_fallback":
        return translate("Words", 'The host rules "{0}" have no entry for this GPU; "{1}" were used instead.').format(
            host_rules_name(_d(d, "asked")), host_rules_name(_d(d, "used"))
        )
    if code == "spot_rate_assumed":
        return translate(
            "Words", "No interruption rate is published for these spot servers; {0} per month was assumed."
        ).format(percent(_d(d, "interruptions_per_month")))
    if code == "no_candidates":
        return translate("Words", "No server in the catalog could be priced for this scenario.")
    if code == "overseas":
        text = translate(
            "Words", "This answer runs outside mainland China ({0}, {1}): it needs an account with that cloud, "
            "payment abroad, invoices in {2}, and your data crosses the border (China's rules on cross-border "
            "data apply)."
        ).format(provider_name(None, _d(d, "provider")), _d(d, "region"), _d(d, "invoice_currency"))
        dom = d.get("domestic")
        if isinstance(dom, Mapping) and dom.get("gpu"):
            when = (translate("Words", "about {0}").format(hours(dom["wall_hours"]))
                    if finite_float(dom.get("wall_hours")) is not None else translate("Words", "a month"))
            text += translate("Words", " The best option in mainland China: {0} × {1} on {2} ({3}), {4}, {5}.").format(
                number(_d(dom, "gpu_count")), _d(dom, "gpu"), provider_name(None, _d(dom, "provider")),
                _d(dom, "region"), when, money(dom.get("total_cost") if dom.get("wall_hours") is not None
                                               else dom.get("monthly_cost"), dom.get("currency") or cur))
        else:
            text += translate("Words", " The catalog has no priced option in mainland China for this job.")
        return text
    if code == "compared_answer":
        src = str(d.get("source") or translate("Words", "the other answer"))
        text = translate("Words", "Compared with {0}: it answers {1} × {2}.").format(
            src, number(_d(d, "gpus")), _d(d, "gpu"))
        if finite_float(d.get("wall_hours")) is not None:
            text += translate("Words", " By the same estimate that takes about {0}.").format(hours(d["wall_hours"]))
        if d.get("priced") is False:
            text += translate("Words", " The catalog has no price for {0}, so it cannot be recommended here; "
                              "enter a quoted price to weigh it.").format(_d(d, "gpu"))
        text += translate("Words", " This answer: {0} × {1} in about {2}.").format(
            number(_d(d, "chosen_gpus")), _d(d, "chosen_gpu"), hours(_d(d, "chosen_hours")))
        return text
    if code == "reference_run_scaled":
        return translate(
            "Words", "From your past run ({0} on {1} × {2}): one {3} does the same work about {4} × as fast, so "
            "{5} × {3} take about {6}. The estimate scales your run by each GPU's speed; it does not copy the GPU "
            "you used."
        ).format(hours(_d(d, "ref_hours")), number(_d(d, "ref_gpus")), _d(d, "ref_gpu"), _d(d, "gpu"),
                 number(_d(d, "speed_per_gpu"), 1), number(_d(d, "gpus")), hours(_d(d, "wall_hours")))
    if code == "spot_prices_anomalous":
        return translate(
            "Words", "{0} spot price(s) were left out: they lie further below on-demand than the cloud's usual spot "
            "discount. Enter the spot price you were quoted in the catalog to use them."
        ).format(number(_d(d, "instances")))
    if code == "anomalous_prices_excluded":
        return translate(
            "Words", "{0} server type(s) were left out: their price file marks the price as anomalous (for example "
            "spot dearer than on-demand). Enter the price you were quoted in the catalog to use them."
        ).format(number(_d(d, "instances")))
    if code == "deadline_needs":
        text = translate(
            "Words", "The deadline of {0} would take at least about {1} × {2} (this option has {3} and needs {4}; "
            "clusters never scale perfectly, so plan for more)."
        ).format(hours(_d(d, "deadline_hours")), number(_d(d, "gpus_needed")), _d(d, "gpu"), number(_d(d, "gpus")),
                 hours(_d(d, "wall_hours")))
        if d.get("largest_cluster_gpus") and d["gpus_needed"] > d["largest_cluster_gpus"]:
            if d.get("largest_cluster_provider"):
                text += translate(
                    "Words", " The largest cluster in the catalog offers {0} GPUs ({1} servers on {2}); a larger one "
                    "is rented by reservation: raise the cluster size in the catalog's defaults to plan for it."
                ).format(number(d["largest_cluster_gpus"]), number(_d(d, "largest_cluster_nodes")),
                         provider_name(None, d["largest_cluster_provider"]))
            else:
                text += translate("Words", " The largest cluster considered has {0} GPUs.").format(
                    number(d["largest_cluster_gpus"]))
        return text
    if code == "run_startup":
        text = translate(
            "Words", "Every run first gets its servers, pulls the software and loads the model: about {0} on each "
            "server (an assumption from published start-up times), plus {1} to write the last checkpoint."
        ).format(hours(_d(d, "startup_hours")), hours(_d(d, "checkpoint_hours")))
        if d.get("staging_hours"):
            text += translate("Words", " Copying the data onto each server takes about {0} more.").format(
                hours(d["staging_hours"]))
        return text + translate(
            "Words", " On {0} server(s) that is {1} of the time and {2} of the cost; it grows with every server "
            "added, so more servers pay off only for longer jobs."
        ).format(number(_d(d, "nodes")), percent(_d(d, "time_share")), money(_d(d, "cost"), cur))
    if code == "fits_nowhere":
        return translate(
            "Words", "The model fits on no server offered here. The closest, {0} × {1} ({2}), would need {3} per GPU "
            "and has {4} ({5} short). Use a lower precision, a smaller model, or allow servers with larger GPUs."
        ).format(number(_d(d, "gpus")), _d(d, "gpu"), _d(d, "instance_type"), gigabytes(_d(d, "memory_per_gpu_gb")),
                 gigabytes(_d(d, "gpu_memory_gb")), gigabytes(_d(d, "over_gb"))) + (translate(
            "Words", " Outside your choices it fits on {0} × {1} ({2}, {3})."
        ).format(number(d["elsewhere"]["gpus"]), d["elsewhere"]["gpu"], d["elsewhere"]["instance_type"],
                 d["elsewhere"]["provider"]) if d.get("elsewhere") else "")
    if code == "serving_impossible":
        # Which limit no configuration keeps, what the best one does, and what the request would need.
        if d.get("limit") == "latency":
            text = translate(
                "Words", "No service can answer a request within {0}: one request of {1} output tokens takes at "
                "least {2} even alone on the fastest configuration ({3} × {4}), and more copies of the model serve "
                "more requests side by side, never one faster."
            ).format(_seconds(_d(d, "p95_latency_s")), number(_d(d, "output_tokens")),
                     _seconds(_d(d, "best_latency_s")), number(_d(d, "gpus_per_replica")), _d(d, "gpu"))
            if d.get("max_output_tokens"):
                text += translate(
                    "Words", " It would need a latency limit of at least {0}, or at most {1} output tokens per request."
                ).format(_seconds_up(d["best_latency_s"]), number(d["max_output_tokens"]))
            else:
                text += translate(
                    "Words", " It would need a latency limit of at least {0}: within {1} not even one output token can "
                    "be produced."
                ).format(_seconds_up(_d(d, "best_latency_s")), _seconds(_d(d, "p95_latency_s")))
        else:
            text = translate(
                "Words", "No service of at most {0} GPUs can carry {1} requests/s: the fewest GPUs that would is "
                "{2} × {3} ({4} × {5} on {6}), and {0} GPUs serve at most about {7} requests/s. It would need a "
                "lower load, or a larger limit for one service in the catalog's defaults (serving_max_gpus) to plan a "
                "fleet that large."
            ).format(number(_d(d, "max_gpus")), number(_d(d, "qps")), number(_d(d, "gpus_needed")), _d(d, "gpu"),
                     number(_d(d, "servers")), _d(d, "instance_type"), provider_name(None, _d(d, "provider")),
                     number(_d(d, "max_qps")))
        other = d.get("elsewhere")
        if other:
            text += translate("Words", " Outside your choices, {0} × {1} ({2}, {3}) would carry it.").format(
                number(other.get("gpus")), other.get("gpu"), other.get("instance_type"),
                provider_name(None, other.get("provider")))
        return text
    # ----- estimate warnings (core/estimate/training.py)
    if code == "chinchilla_far":
        return translate(
            "Words",
            "{0} training tokens per parameter, far from the compute-optimal {1} (Chinchilla); fine if intended.",
        ).format(number(_d(d, "tokens_per_param")), number(_d(d, "optimal")))
    if code == "bf16_unsupported":
        return translate("Words", "{0} has no BF16; estimated with FP16 mixed precision.").format(_d(d, "gpu"))
    if code == "fp16_unsupported":
        return translate("Words", "{0} has no fast FP16; estimated at its FP32 speed.").format(_d(d, "gpu"))
    if code == "fp8_unsupported":
        return translate("Words", "{0} has no FP8 tensor cores; estimated at its BF16/FP16 speed.").format(_d(d, "gpu"))
    if code == "does_not_fit":
        return translate("Words", "Does not fit: {0} per GPU needed, {1} available on {2} × {3}.").format(
            gigabytes(_d(d, "memory_gb")), gigabytes(_d(d, "capacity_gb")), number(_d(d, "gpus")), _d(d, "gpu")
        )
    if code == "multi_node_slower":
        return translate(
            "Words", "{0} servers over a {1} are slower than one server: the network is the bottleneck."
        ).format(number(_d(d, "nodes")), network_name(_d(d, "network")).lower())
    if code == "mfu_capped":
        return translate("Words", "The efficiency of {0} was capped at {1} of its peak.").format(
            _d(d, "gpu"), percent(_d(d, "mfu"))
        )
    if code == "no_bandwidth_figure":
        return translate(
            "Words", "The catalog has no memory bandwidth for {0}; its speed is estimated from its peak alone."
        ).format(_d(d, "gpu"))
    if code == "interconnect_not_supported":
        return translate("Words", "{0} has no {1}; PCIe was assumed.").format(_d(d, "gpu"), _d(d, "interconnect"))
    if code == "idle_gpus":
        return translate("Words", "Only {0} of {1} GPUs do work (groups of {2} do not fill a server).").format(
            number(_d(d, "used")), number(_d(d, "gpus")), number(_d(d, "tp"))
        )
    if code == "latency_unreachable":
        return translate(
            "Words", "The latency target of {0} s cannot be met even one request at a time ({1} s)."
        ).format(number(_d(d, "target_s")), number(_d(d, "latency_s")))
    if code == "no_estimate":
        field = str(d.get("field") or "")
        if field in ("flops_per_sample", "forward_gflops"):
            return translate(
                "Words", "Nothing can be estimated: this model has no figure for the work per image, so image "
                "training cannot be timed. Choose an image model (e.g. ResNet-50) or give a past run."
            )
        if field == "gpu":
            return translate(
                "Words", "Nothing can be estimated: the catalog has no speed figures for the GPUs these servers have."
            )
        return translate(
            "Words", "Nothing can be estimated for these answers ({0}). Check the model and the data, or give a "
            "past run."
        ).format(field_label(field) if field else str(d.get("error") or "?"))
    # ----- a team's month (core/plan/month.py)
    if code == "plan_base_saves":
        return translate("Words", "{0}: servers kept for the month ({1}) and used in turn by {2} save {3} ({4}) "
                                  "against each job on its own.").format(
            plan_servers_name(_d(d, "base")), billing_name(_d(d, "billing")),
            _list(f"“{j}”" for j in _d(d, "jobs")), money(_d(d, "saving"), d.get("currency", cur)),
            percent(_d(d, "pct") / 100))
    if code == "plan_commitment":
        return translate("Words", "{0} is priced at a reservation ({1}): it commits you to {2} months.").format(
            plan_servers_name(_d(d, "base")), billing_name(_d(d, "billing")), number(_d(d, "months")))
    if code == "plan_job_not_feasible":
        return translate("Words", "No option meets every requirement of “{0}” (it misses: {1}); its closest "
                                  "option is used.").format(_d(d, "job"),
                                                            _list(constraint_name(c) for c in _d(d, "broken")))
    if code == "plan_no_monthly_price":
        return translate("Words", "The catalog has no monthly or reserved price for a server that runs {0}, so it "
                                  "cannot share servers kept for the month and is priced run by run.").format(
            _list(f"“{j}”" for j in _d(d, "jobs")))
    if code == "plan_over_budget":
        return translate("Words", "The month costs {0}, {1} over the monthly budget of {2}.").format(
            money(_d(d, "monthly_cost"), d.get("currency", cur)), money(_d(d, "over"), d.get("currency", cur)),
            money(_d(d, "budget"), d.get("currency", cur)))
    # ----- two answers side by side (core/plan/compare.py)
    if code == "compare_cost":
        text = (translate("Words", "{0} costs {1} less in total ({2}).") if _d(d, "figure") == "total_cost"
                else translate("Words", "{0} costs {1} less a month ({2})."))
        return text.format(compare_side(_d(d, "cheaper")), money(_d(d, "by"), d.get("currency") or cur),
                           percent(_d(d, "pct") / 100))
    if code == "compare_time":
        return translate("Words", "{0} finishes {1} sooner ({2}).").format(
            compare_side(_d(d, "faster")), hours(_d(d, "by_hours")), percent(_d(d, "pct") / 100))
    if code == "compare_gpus":
        return translate("Words", "A uses {0} × {1}, B {2} × {3}.").format(
            number(d.get("a")), d.get("gpu_a") or "?", number(d.get("b")), d.get("gpu_b") or "?")
    if code == "compare_risk":
        def _risk(billing: Any, n: Any) -> str:
            if billing != "spot":
                return billing_name(billing)
            if finite_float(n) is None:
                return translate("Words", "{0}, interruptions not known").format(billing_name(billing))
            return translate("Words", "{0}, about {1} interruption(s) expected").format(billing_name(billing),
                                                                                       number(n, 1))
        return translate("Words", "A runs {0}; B runs {1}.").format(
            _risk(d.get("billing_a"), d.get("interruptions_a")), _risk(d.get("billing_b"), d.get("interruptions_b")))
    if code == "compare_price_age":
        return translate("Words", "The prices of {0} are older ({1} days against {2}).").format(
            compare_side(_d(d, "older")), number(d.get("days_a") if d.get("older") == "a" else d.get("days_b")),
            number(d.get("days_b") if d.get("older") == "a" else d.get("days_a")))
    if code == "compare_unknown":
        return translate("Words", "{0} gives no {1}, so that difference is not known.").format(
            _list(compare_side(s) for s in _d(d, "sides")), compare_figure_name(_d(d, "figure")))
    if code == "compare_currency":
        return translate("Words", "The answers are in different currencies ({0}, {1}); their money is not "
                                  "compared.").format(_d(d, "a"), _d(d, "b"))
    if code == "compare_broken":
        return translate("Words", "{0} misses: {1}.").format(
            compare_side(_d(d, "side")), _list(constraint_name(c) for c in _d(d, "broken")))
    raise UnknownCode(code)


class UnknownCode(LookupError):
    """A note code this module has no sentence for (describe_note then falls back to a generic sentence)."""


def _seconds(s: Any) -> str:
    """A latency: '10 s' under a minute, else in minutes or hours ('19 minutes')."""
    f = finite_float(s)
    if f is not None and f >= 59.5:
        return hours(f / 3600)
    return translate("Words", "{0} s").format(number(s))


def _seconds_up(s: Any) -> str:
    """A latency limit that is enough: ``s`` rounded up to what is shown (two significant digits under a minute,
    whole minutes under an hour, tenths of an hour under ten hours, whole hours), so the figure read back works."""
    f = finite_float(s)
    if f is None or f <= 0:
        return _seconds(s)
    if f < 59.5:
        step = 10.0 ** (math.floor(math.log10(f)) - 1)
        return _seconds(math.ceil(f / step - 1e-9) * step)
    if f <= 56 * 60:
        return hours(math.ceil(f / 60 - 1e-9) / 60)
    h = math.ceil(f / 360 - 1e-9) / 10
    return hours(h if h < 10 else math.ceil(f / 3600 - 1e-9))


def _generic(code: str, detail: Mapping) -> str:
    shown = _list(
        f"{k} {number(v) if finite_float(v) is not None else v}"
        for k, v in detail.items()
        if not isinstance(v, (dict, list, tuple))
    )
    text = translate("Words", "Note: {0}").format(code.replace("_", " "))
    return f"{text} ({shown})" if shown else text


def describe_note(note: Any, currency: str | None = None) -> str:
    """One plain sentence for a reason, tip or warning (a ``Note`` or {code, detail}); numbers formatted.

    ``currency`` is the result currency (``Option.currency``) for amounts whose detail does not name one
    (default CNY). Provider names come from the catalog given to ``set_catalog``.
    Unknown codes or details get a generic sentence naming the code, never an exception.
    """
    code = str(_get(note, "code", "") or "")
    detail = _get(note, "detail", {}) or {}
    if not isinstance(detail, Mapping):
        detail = {"value": detail}
    cur = currency or detail.get("currency") or "CNY"
    try:
        return _note_text(code, detail, cur)
    except (LookupError, TypeError, ValueError, AttributeError, ZeroDivisionError):
        return _generic(code, detail)


# --------------------------------------------------------------------------- summary and assumptions


def _rec_option(rec: Any) -> Any:
    return _get(rec, "recommendation")


def summary_sentence(rec: Any, cat: Any = None, scenario: Any = None) -> str:
    """The one-paragraph plain summary: what, where, how long, how much, and against which budget/deadline.

    Takes a ``Recommendation`` or its ``to_dict()``; ``cat`` gives provider names in the current language.
    """
    opt = _rec_option(rec)
    if opt is None:
        return translate("Words", "No server in the catalog could be priced for this scenario.")
    cur = _get(opt, "currency", "CNY")
    feasible = bool(_get(rec, "feasible", True))
    where = translate("Words", "{0} on {1} ({2}, {3})").format(
        gpu_config(opt),
        provider_name(cat, _get(opt, "provider")),
        _get(opt, "instance_type"),
        billing_name(_get(opt, "billing")).lower() if not is_chinese() else billing_name(_get(opt, "billing")),
    )
    wall = _get(opt, "wall_hours")
    total = _get(opt, "total_cost")
    monthly = _get(opt, "monthly_cost")
    if wall is not None:
        core_text = translate("Words", "{0} finishes in about {1} for about {2}").format(
            where, hours(wall, days=True), money(total, cur)
        )
    else:
        core_text = translate("Words", "{0} serves the requested load for about {1} a month").format(
            where, money(monthly, cur)
        )
    budget, deadline = _budget_and_deadline(rec, scenario)
    clauses = []
    if budget is not None:
        amount, per, bcur = budget
        spend = monthly if per == "month" else total
        ok = bool(_get(opt, "within_budget", True))
        if per == "month":
            text = (
                translate("Words", "within your monthly budget of {0}")
                if ok
                else translate("Words", "over your monthly budget of {0}")
            )
        else:
            text = (
                translate("Words", "within your budget of {0}") if ok else translate("Words", "over your budget of {0}")
            )
        clauses.append(text.format(money(amount, bcur or cur)))
        del spend
    if deadline is not None and wall is not None:
        ok = bool(_get(opt, "meets_deadline", True))
        text = (
            translate("Words", "inside your deadline of {0}")
            if ok
            else translate("Words", "after your deadline of {0}")
        )
        clauses.append(text.format(hours(deadline)))
    sentence = core_text
    if clauses:
        sentence += translate("Words", ", ") + translate("Words", " and ").join(clauses)
    sentence += translate("Words", ".")
    if not feasible:
        sentence = translate("Words", "No option meets every requirement; the closest: ") + sentence
    if not bool(_get(opt, "complete", True)):
        sentence += ("" if is_chinese() else " ") + translate(
            "Words", "Some items have no price in the catalog and are not included."
        )
    if any(_get(ln, "assumed") or _get(ln, "priced") == "default" for ln in (_get(opt, "cost_lines", ()) or ())):
        sentence += ("" if is_chinese() else " ") + translate(
            "Words", "Some prices are assumed (no price page gives them): see the assumptions."
        )
    return sentence


def _budget_and_deadline(rec: Any, scenario: Any) -> tuple[tuple[float, str, str] | None, float | None]:
    budget = None
    deadline = None
    if scenario is not None:
        amt = _get(scenario, "budget_amount")
        if amt is not None:
            budget = (amt, _get(scenario, "budget_per", "month"), _get(scenario, "budget_currency"))
        deadline = _get(scenario, "deadline_hours")
    if budget is None:
        b = (_get(rec, "assumptions", {}) or {}).get("budget")
        if b:
            budget = (b.get("in_result_currency", b.get("amount")), b.get("per", "month"), None)
    if deadline is None:
        for n in _get(rec, "reasons", ()) or ():
            if _get(n, "code") == "deadline":
                deadline = (_get(n, "detail", {}) or {}).get("deadline_hours")
    return budget, deadline


_ASSUMPTION = {
    "pipeline_stages": QT_TRANSLATE_NOOP("Words", "Pipeline stages (one per server)"),
    "kv_cache_sequences": QT_TRANSLATE_NOOP("Words", "Sequences the KV cache holds"),
    "time_to_first_token_s": QT_TRANSLATE_NOOP("Words", "Time to first token"),
    "time_per_output_token_s": QT_TRANSLATE_NOOP("Words", "Time per output token"),
    "hours_per_month": QT_TRANSLATE_NOOP("Words", "Hours in a month"),
    "mfu": QT_TRANSLATE_NOOP("Words", "GPU efficiency (share of peak speed)"),
    "scaling_efficiency": QT_TRANSLATE_NOOP("Words", "Multi-GPU scaling efficiency"),
    "mfu_table": QT_TRANSLATE_NOOP("Words", "Efficiency from the calibration table"),
    "mfu_max": QT_TRANSLATE_NOOP("Words", "Highest efficiency allowed"),
    "peak_tflops": QT_TRANSLATE_NOOP("Words", "GPU peak speed"),
    "roofline_speed_tflops": QT_TRANSLATE_NOOP("Words", "Effective GPU speed"),
    "scaling_intra_node": QT_TRANSLATE_NOOP("Words", "Scaling inside a server"),
    "scaling_cross_node": QT_TRANSLATE_NOOP("Words", "Scaling across servers"),
    "bytes_per_param_bf16": QT_TRANSLATE_NOOP("Words", "Bytes per parameter (BF16 weights)"),
    "bytes_per_param_fp32": QT_TRANSLATE_NOOP("Words", "Bytes per parameter (FP32 weights)"),
    "bytes_per_param_int8": QT_TRANSLATE_NOOP("Words", "Bytes per parameter (INT8 weights)"),
    "bytes_per_param_qlora": QT_TRANSLATE_NOOP("Words", "Bytes per parameter (QLoRA 4-bit base)"),
    "bytes_per_param_adam_mixed": QT_TRANSLATE_NOOP(
        "Words", "Bytes per parameter in training (weights, gradients, Adam)"
    ),
    "adam_states_bytes_per_param_fp32": QT_TRANSLATE_NOOP("Words", "Adam optimizer bytes per parameter"),
    "checkpoint_bytes_per_param": QT_TRANSLATE_NOOP("Words", "Checkpoint bytes per parameter"),
    "text_bytes_per_token": QT_TRANSLATE_NOOP("Words", "Text bytes per token"),
    "text_bytes_per_token_en": QT_TRANSLATE_NOOP("Words", "English text bytes per token"),
    "text_chars_per_token_zh": QT_TRANSLATE_NOOP("Words", "Chinese characters per token"),
    "text_bytes_per_char_zh": QT_TRANSLATE_NOOP("Words", "Bytes per Chinese character"),
    "image_bytes_per_sample": QT_TRANSLATE_NOOP("Words", "Bytes per image"),
    "train_flops_per_param_token": QT_TRANSLATE_NOOP("Words", "Training FLOPs per parameter and token"),
    "train_flops_per_param_token_recompute": QT_TRANSLATE_NOOP(
        "Words", "Training FLOPs per parameter and token (with recomputation)"
    ),
    "lora_flops_per_param_token": QT_TRANSLATE_NOOP("Words", "LoRA FLOPs per parameter and token"),
    "lora_trainable_fraction": QT_TRANSLATE_NOOP("Words", "Share of parameters trained by LoRA"),
    "vision_train_flops_factor": QT_TRANSLATE_NOOP("Words", "Training cost of an image (× forward pass)"),
    "forward_flops_per_sample": QT_TRANSLATE_NOOP("Words", "Forward FLOPs per sample"),
    "macs_to_flops": QT_TRANSLATE_NOOP("Words", "FLOPs per multiply-accumulate"),
    "train_runtime_overhead_gb": QT_TRANSLATE_NOOP("Words", "Framework memory overhead per GPU"),
    "inference_runtime_overhead_gb": QT_TRANSLATE_NOOP("Words", "Serving memory overhead per GPU"),
    "seq_len": QT_TRANSLATE_NOOP("Words", "Sequence length"),
    "train_seq_len_default": QT_TRANSLATE_NOOP("Words", "Default training sequence length"),
    "epochs": QT_TRANSLATE_NOOP("Words", "Epochs (passes over the data)"),
    "preset": QT_TRANSLATE_NOOP("Words", "Model"),
    "reference_run": QT_TRANSLATE_NOOP("Words", "Reference run"),
    "default_gpus_per_node": QT_TRANSLATE_NOOP("Words", "GPUs per server"),
    "checkpoint_write_mb_s": QT_TRANSLATE_NOOP("Words", "Checkpoint write speed"),
    "storage_read_mb_s": QT_TRANSLATE_NOOP("Words", "Storage read speed"),
    "kv_cache_bytes_per_token": QT_TRANSLATE_NOOP("Words", "KV cache bytes per token"),
    "serving_memory_fraction": QT_TRANSLATE_NOOP("Words", "Share of GPU memory usable for serving"),
    "serving_default_tpot_s": QT_TRANSLATE_NOOP("Words", "Time per output token when no latency target is given"),
    "serving_max_nodes": QT_TRANSLATE_NOOP("Words", "Most servers one served replica is split across"),
    "serving_min_compute_capability": QT_TRANSLATE_NOOP("Words", "Lowest compute capability a service runs on"),
    "serving_max_batch": QT_TRANSLATE_NOOP("Words", "Largest serving batch"),
    "input_tokens": QT_TRANSLATE_NOOP("Words", "Input tokens per request"),
    "output_tokens": QT_TRANSLATE_NOOP("Words", "Output tokens per request"),
    "p95_latency_s": QT_TRANSLATE_NOOP("Words", "Latency target (95th percentile)"),
    "network": QT_TRANSLATE_NOOP("Words", "Network between servers"),
    "recompute": QT_TRANSLATE_NOOP("Words", "Activation recomputation"),
    "architecture": QT_TRANSLATE_NOOP("Words", "Model architecture"),
    "params_active": QT_TRANSLATE_NOOP("Words", "Active parameters per token"),
    "chinchilla_tokens_per_param": QT_TRANSLATE_NOOP("Words", "Compute-optimal tokens per parameter (Chinchilla)"),
    "launch_micro_batch_images_amp": QT_TRANSLATE_NOOP("Words", "Images per GPU per step in launch files (mixed precision)"),
    "launch_micro_batch_images_fp32": QT_TRANSLATE_NOOP("Words", "Images per GPU per step in launch files (FP32)"),
    "launch_micro_batch_reference_gpu_gb": QT_TRANSLATE_NOOP("Words", "GPU memory of the published per-GPU image batch"),
    "roofline_anchor_tflops": QT_TRANSLATE_NOOP("Words", "Calibration GPU peak speed"),
    "roofline_anchor_bandwidth_gbs": QT_TRANSLATE_NOOP("Words", "Calibration GPU memory bandwidth"),
    "stale_price_days": QT_TRANSLATE_NOOP("Words", "Prices older than this are flagged"),
    "big_price_change_factor": QT_TRANSLATE_NOOP("Words", "A price update asks first for prices moving more than"),
    "activation_bytes_per_token_hidden_layer": QT_TRANSLATE_NOOP(
        "Words", "Activation memory per token, hidden unit and layer"),
    "activation_ckpt_bytes_per_token_hidden_layer": QT_TRANSLATE_NOOP(
        "Words", "Activation memory per token, hidden unit and layer (with recomputation)"),
    "alternatives_count": QT_TRANSLATE_NOOP("Words", "Alternatives listed"),
    "arch_hidden_per_layer": QT_TRANSLATE_NOOP("Words", "Hidden size per layer (model given by size only)"),
    "arch_params_per_layer_hidden_sq": QT_TRANSLATE_NOOP("Words", "Parameters per layer (× hidden size squared)"),
    "arch_vocab_default": QT_TRANSLATE_NOOP("Words", "Vocabulary size (model given by size only)"),
    "balanced_cost_weight": QT_TRANSLATE_NOOP("Words", "Weight of cost in the balanced goal"),
    "balanced_time_floor_hours": QT_TRANSLATE_NOOP("Words", "Running times this short count as equally fast (balanced goal)"),
    "bytes_per_param_int4": QT_TRANSLATE_NOOP("Words", "Bytes per parameter (INT4 weights)"),
    "checkpoint_every_steps": QT_TRANSLATE_NOOP("Words", "Checkpoint every so many steps"),
    "checkpoint_keep": QT_TRANSLATE_NOOP("Words", "Checkpoints kept"),
    "chinchilla_far_factor": QT_TRANSLATE_NOOP("Words", "Tolerance around the compute-optimal data size"),
    "dimm_count_max": QT_TRANSLATE_NOOP("Words", "Most memory modules in a server"),
    "dimm_size_max_gb": QT_TRANSLATE_NOOP("Words", "Largest memory module"),
    "dimm_size_min_gb": QT_TRANSLATE_NOOP("Words", "Smallest memory module"),
    "disk_size_step_gb": QT_TRANSLATE_NOOP("Words", "Disk sizes rounded up to"),
    "finetune_seq_len_default": QT_TRANSLATE_NOOP("Words", "Default fine-tuning sequence length"),
    "fp32_uses_tf32": QT_TRANSLATE_NOOP("Words", "FP32 runs on TF32 tensor cores"),
    "host_range_position": QT_TRANSLATE_NOOP("Words", "Position within the host sizing range"),
    "inference_bandwidth_efficiency": QT_TRANSLATE_NOOP("Words", "Memory bandwidth reached when serving"),
    "inference_compute_efficiency": QT_TRANSLATE_NOOP("Words", "Compute speed reached when serving"),
    "inference_flops_per_param_token": QT_TRANSLATE_NOOP("Words", "Serving FLOPs per parameter and token"),
    "kv_latent_dims_mla": QT_TRANSLATE_NOOP("Words", "KV cache size per token and layer (latent attention)"),
    "logits_bytes_per_token_vocab": QT_TRANSLATE_NOOP("Words", "Output-layer memory per token and vocabulary entry"),
    "cluster_max_nodes": QT_TRANSLATE_NOOP("Words", "Most servers in one cluster (a provider without its own limit)"),
    "cluster_max_gpus": QT_TRANSLATE_NOOP("Words", "Most GPUs tried for one job"),
    "serving_max_gpus": QT_TRANSLATE_NOOP("Words", "Most GPUs one service is sized on"),
    "cluster_max_nodes_aws": QT_TRANSLATE_NOOP("Words", "Most servers in one cluster on AWS"),
    "cluster_max_nodes_lambda": QT_TRANSLATE_NOOP("Words", "Most servers in one cluster on Lambda"),
    "cluster_max_nodes_nebius": QT_TRANSLATE_NOOP("Words", "Most servers in one cluster on Nebius"),
    "run_startup_s": QT_TRANSLATE_NOOP("Words", "Start-up time of a run on each server"),
    "close_tolerance": QT_TRANSLATE_NOOP("Words", "Options this close count as equal (fewest servers wins)"),
    "host_check_ram_x_gpu_mem": QT_TRANSLATE_NOOP("Words", "Least server memory per GB of GPU memory"),
    "serving_target_utilisation": QT_TRANSLATE_NOOP("Words", "Share of capacity a service is sized to use at peak"),
    "spot_risky_node_hours": QT_TRANSLATE_NOOP("Words", "Most server-hours on spot unless you allow it"),
    "multi_node_min_gpus_per_node": QT_TRANSLATE_NOOP("Words", "Fewest GPUs per server for multi-server jobs"),
    "overprovision_deadline_fraction": QT_TRANSLATE_NOOP("Words", "Over-provisioned below this share of the deadline"),
    "overprovision_memory_use": QT_TRANSLATE_NOOP("Words", "Over-provisioned below this share of GPU memory"),
    "pcie4_x16_gbs": QT_TRANSLATE_NOOP("Words", "PCIe 4.0 x16 bandwidth"),
    "profile_flops_rule": QT_TRANSLATE_NOOP("Words", "How the compute was counted"),
    "reserved_saving_high": QT_TRANSLATE_NOOP("Words", "Reservation saving, high"),
    "reserved_saving_low": QT_TRANSLATE_NOOP("Words", "Reservation saving, low"),
    "same_zone_latency_us": QT_TRANSLATE_NOOP("Words", "Latency between servers in one zone"),
    "scenario_epochs": QT_TRANSLATE_NOOP("Words", "Default number of passes over the data"),
    "scenario_input_tokens": QT_TRANSLATE_NOOP("Words", "Default input tokens per request"),
    "scenario_output_tokens": QT_TRANSLATE_NOOP("Words", "Default output tokens per request"),
    "scenario_qps": QT_TRANSLATE_NOOP("Words", "Default requests per second"),
    "spot_interruption_pct_month_fallback": QT_TRANSLATE_NOOP("Words", "Spot interruptions when none is published"),
    "spot_price_fraction_high": QT_TRANSLATE_NOOP("Words", "Spot price share of on-demand, high"),
    "spot_price_fraction_low": QT_TRANSLATE_NOOP("Words", "Spot price share of on-demand, low"),
    "spot_restart_s": QT_TRANSLATE_NOOP("Words", "Restart time after a spot interruption"),
    "commitment_note_min_hours": QT_TRANSLATE_NOOP("Words", "Runs compared with 1- and 3-year commitments from"),
    "train_micro_batch_sequences": QT_TRANSLATE_NOOP("Words", "Sequences per GPU per step (memory check)"),
    "tree_low_qps": QT_TRANSLATE_NOOP("Words", "Rule of thumb: low request rate below"),
    "tree_params_13b_max": QT_TRANSLATE_NOOP("Words", "Rule of thumb: 7B–13B class upper bound"),
    "tree_params_70b": QT_TRANSLATE_NOOP("Words", "Rule of thumb: 70B class lower bound"),
    "train_memory_usable_share": QT_TRANSLATE_NOOP("Words", "Share of GPU memory a training plan may fill"),
    "plan_slow_end_min_hours": QT_TRANSLATE_NOOP("Words", "Runs planned at the slow end from"),
    "node_failure_min_interruptions": QT_TRANSLATE_NOOP("Words", "Node failures allowed for from"),
    "tree_params_7b_max": QT_TRANSLATE_NOOP("Words", "Rule of thumb: 7B class upper bound"),
    "tree_params_7b_min": QT_TRANSLATE_NOOP("Words", "Rule of thumb: 7B class lower bound"),
    "vcpus_per_host_core": QT_TRANSLATE_NOOP("Words", "vCPUs per CPU core"),
    "wizard_model_params": QT_TRANSLATE_NOOP("Words", "Model size when not known"),
    "attention_flops_per_token": QT_TRANSLATE_NOOP("Words", "Attention FLOPs per token"),
    "size_factor": QT_TRANSLATE_NOOP("Words", "Efficiency factor for the model size"),
    "peak_exponent_llm": QT_TRANSLATE_NOOP("Words", "Exponent of the GPU's peak in its speed (language models)"),
    "measured_throughput": QT_TRANSLATE_NOOP("Words", "Measured training throughput"),
    "throughput_gpu_scaling": QT_TRANSLATE_NOOP("Words", "Speed of this GPU relative to the measured one"),
    "throughput_flops_scaling": QT_TRANSLATE_NOOP("Words", "Work of this model relative to the measured one"),
    "range_factors": QT_TRANSLATE_NOOP("Words", "Likely range (80%) of the running time"),
    "range_extrapolates": QT_TRANSLATE_NOOP("Words", "Range widened: no calibration run close to this job"),
    "attention_flops_per_token_layer_hidden_seq": QT_TRANSLATE_NOOP("Words", "Attention FLOPs per token, layer, hidden unit and position"),
    "cluster_overhead_per_doubling": QT_TRANSLATE_NOOP("Words", "Cluster overhead per doubling of servers"),
    "cluster_reference_bandwidth_gbps": QT_TRANSLATE_NOOP("Words", "Reference network bandwidth between servers"),
    "launch_global_batch_samples": QT_TRANSLATE_NOOP("Words", "Planned global batch (samples)"),
    "launch_global_batch_sequences_finetune": QT_TRANSLATE_NOOP("Words", "Planned global batch for fine-tuning (sequences)"),
    "launch_global_batch_tokens": QT_TRANSLATE_NOOP("Words", "Planned global batch for pre-training (tokens)"),
    "range_calibrated_max_gpus": QT_TRANSLATE_NOOP("Words", "Largest calibrated cluster (GPUs)"),
    "range_high_factor": QT_TRANSLATE_NOOP("Words", "Upper end of the likely range (× estimate)"),
    "range_low_factor": QT_TRANSLATE_NOOP("Words", "Lower end of the likely range (× estimate)"),
    "range_widen_extrapolated": QT_TRANSLATE_NOOP("Words", "Range widening when extrapolating"),
    "gpu_class_factor": QT_TRANSLATE_NOOP("Words", "Measured speed factor of this GPU class"),
    "sequence_factor": QT_TRANSLATE_NOOP("Words", "Efficiency factor for the sequence length"),
    "peak_exponent_below_anchor_llm": QT_TRANSLATE_NOOP("Words", "Exponent of the peak below the calibration GPU (language models)"),
    "seq_half_tokens_llm": QT_TRANSLATE_NOOP("Words", "Sequence length at which short sequences halve the speed"),
    "size_peak_max_tflops": QT_TRANSLATE_NOOP("Words", "Fastest GPU the size-by-peak term reaches"),
    "range_gpu_class_weight": QT_TRANSLATE_NOOP("Words", "Range widening for a GPU without its own calibration run"),
    "range_small_model_params": QT_TRANSLATE_NOOP("Words", "Model size below which the range widens"),
    "range_finetune_slow_factor": QT_TRANSLATE_NOOP("Words", "Slow end of a fine-tune's range (× estimate)"),
    "detection_throughput_factor": QT_TRANSLATE_NOOP("Words", "Speed of a detector relative to a classifier of the same work"),
    "range_widened_gpu_family": QT_TRANSLATE_NOOP("Words", "Range widened: no calibration run on this GPU family"),
    "range_widened_gpu_class": QT_TRANSLATE_NOOP("Words", "Range widened: no calibration run on this GPU"),
    "range_widened_model_size": QT_TRANSLATE_NOOP("Words", "Range widened: no calibration run near this model size"),
    "range_widened_small_model": QT_TRANSLATE_NOOP("Words", "Range widened: small model"),
    "range_widened_encoder": QT_TRANSLATE_NOOP("Words", "Range widened: encoder model"),
    "range_widened_finetune_stack": QT_TRANSLATE_NOOP("Words", "Range widened: fine-tuning software differs"),
    "range_widened_finetune_slow": QT_TRANSLATE_NOOP("Words", "Slow end raised: common fine-tuning stacks are slower"),
    "range_widened_detection": QT_TRANSLATE_NOOP("Words", "Range widened: detection (data loading not modelled)"),
    "range_widened_workload": QT_TRANSLATE_NOOP("Words", "Range widened: no calibration run of this kind of model"),
    "range_widened_mixture_of_experts": QT_TRANSLATE_NOOP("Words", "Range widened: mixture-of-experts model"),
    "range_widened_gpus_per_param": QT_TRANSLATE_NOOP("Words", "Range widened: model spread over more GPUs than calibrated"),
    "range_widened_cluster_size": QT_TRANSLATE_NOOP("Words", "Range widened: more GPUs than the largest calibration run"),
    "range_near_size_factor": QT_TRANSLATE_NOOP("Words", "Model size span of a nearby calibration run"),
    "network_gbps": QT_TRANSLATE_NOOP("Words", "Network bandwidth between servers"),
    "recsys_bytes_per_sample": QT_TRANSLATE_NOOP("Words", "Bytes read per recommendation sample"),
    "recsys_dense_param_share": QT_TRANSLATE_NOOP("Words", "Dense share of a recommendation model's parameters"),
    "size_exponent_llm": QT_TRANSLATE_NOOP("Words", "Size exponent of the efficiency (language models)"),
    "size_peak_exponent_llm": QT_TRANSLATE_NOOP("Words", "Growth of the size exponent with the GPU's peak"),
    "dp_comm_k_llm": QT_TRANSLATE_NOOP("Words", "Data-parallel communication coefficient (language models)"),
    "scaling_data_parallel": QT_TRANSLATE_NOOP("Words", "Data-parallel factor across servers"),
    "size_ref_params": QT_TRANSLATE_NOOP("Words", "Reference model size of the size term"),
    "qlora_time_factor": QT_TRANSLATE_NOOP("Words", "QLoRA time relative to LoRA"),
    "gpu_memory_bytes_per_gb": QT_TRANSLATE_NOOP("Words", "Bytes per GB of GPU memory"),
    "recsys_memory_bound": QT_TRANSLATE_NOOP("Words", "Time set by embedding memory traffic"),
    # issue 28
    "memory_time_share_llm": QT_TRANSLATE_NOOP("Words", "Share of a training step waiting on GPU memory"),
    "memory_share_size_exponent_llm": QT_TRANSLATE_NOOP("Words", "How fast that share falls with model size"),
    "memory_share_max_llm": QT_TRANSLATE_NOOP("Words", "Largest share of a step waiting on GPU memory"),
    "unpacked_time_factor_finetune": QT_TRANSLATE_NOOP("Words", "Time of a padded fine-tune relative to a packed one"),
    "unpacked_time_factor": QT_TRANSLATE_NOOP("Words", "Time of a padded fine-tune relative to a packed one"),
    "finetune_packed_default": QT_TRANSLATE_NOOP("Words", "Fine-tune examples taken as packed when not known"),
    "packing": QT_TRANSLATE_NOOP("Words", "Fine-tune examples packed or padded"),
    "range_widened_packing": QT_TRANSLATE_NOOP("Words", "Range widened: packing not known, both cases covered"),
}

# Units of the named figures (the defaults table's unit column and the estimate's own notes).
_VALUE_UNIT = {
    "share of layers recomputed": QT_TRANSLATE_NOOP("Units", "share of layers recomputed"),
    "x LoRA time": QT_TRANSLATE_NOOP("Units", "x LoRA time"),
    "x estimate": QT_TRANSLATE_NOOP("Units", "x estimate"),
    "x log-width": QT_TRANSLATE_NOOP("Units", "x log-width"),
    "x modelled utilisation": QT_TRANSLATE_NOOP("Units", "x modelled utilisation"),
    "+ x log-width": QT_TRANSLATE_NOOP("Units", "added to the range's width (× log)"),
    "x high end": QT_TRANSLATE_NOOP("Units", "x the range's high end"),
    "reasons": QT_TRANSLATE_NOOP("Units", "reasons"),
    "x measured classifier rate": QT_TRANSLATE_NOOP("Units", "x measured classifier rate"),
    "x model size": QT_TRANSLATE_NOOP("Units", "x model size"),
    "server-hours": QT_TRANSLATE_NOOP("Units", "server-hours"),
    "x GPU memory": QT_TRANSLATE_NOOP("Units", "x GPU memory"),
    "Gbps": QT_TRANSLATE_NOOP("Units", "Gbit/s between servers"),
    "fraction of a step": QT_TRANSLATE_NOOP("Units", "fraction of a step"),
    "fraction of the roofline speed": QT_TRANSLATE_NOOP("Units", "fraction of the roofline speed"),
    "h": QT_TRANSLATE_NOOP("Units", "h"),
    "samples": QT_TRANSLATE_NOOP("Units", "samples"),
    "images": QT_TRANSLATE_NOOP("Units", "images"),
    "% per month": QT_TRANSLATE_NOOP("Units", "% per month"),
    "DIMMs": QT_TRANSLATE_NOOP("Units", "DIMMs"),
    "FLOPs": QT_TRANSLATE_NOOP("Units", "FLOPs"),
    "FLOPs per MAC": QT_TRANSLATE_NOOP("Units", "FLOPs per MAC"),
    "GB per GPU": QT_TRANSLATE_NOOP("Units", "GB per GPU"),
    "GPUs": QT_TRANSLATE_NOOP("Units", "GPUs"),
    "MB/s per node": QT_TRANSLATE_NOOP("Units", "MB/s per server"),
    "bytes": QT_TRANSLATE_NOOP("Units", "bytes"),
    "bytes/character": QT_TRANSLATE_NOOP("Units", "bytes/character"),
    "bytes/token": QT_TRANSLATE_NOOP("Units", "bytes/token"),
    "characters/token": QT_TRANSLATE_NOOP("Units", "characters/token"),
    "checkpoints": QT_TRANSLATE_NOOP("Units", "checkpoints"),
    "days": QT_TRANSLATE_NOOP("Units", "days"),
    "elements per token per layer": QT_TRANSLATE_NOOP("Units", "elements per token per layer"),
    "fraction": QT_TRANSLATE_NOOP("Units", "fraction"),
    "fraction of dense peak": QT_TRANSLATE_NOOP("Units", "of dense peak"),
    "fraction of memory bandwidth": QT_TRANSLATE_NOOP("Units", "of memory bandwidth"),
    "fraction of params": QT_TRANSLATE_NOOP("Units", "of the parameters"),
    "fraction of peak at the anchor GPU's balance": QT_TRANSLATE_NOOP("Units", "of peak (calibration GPU)"),
    "fraction of time": QT_TRANSLATE_NOOP("Units", "of the time"),
    "hidden units per layer": QT_TRANSLATE_NOOP("Units", "hidden units per layer"),
    "hours": QT_TRANSLATE_NOOP("Units", "hours"),
    "interruptions": QT_TRANSLATE_NOOP("Units", "interruptions"),
    "nodes": QT_TRANSLATE_NOOP("Units", "servers"),
    "servers": QT_TRANSLATE_NOOP("Units", "servers"),
    "compute capability": QT_TRANSLATE_NOOP("Units", "compute capability"),
    "s per output token": QT_TRANSLATE_NOOP("Units", "s per output token"),
    "options": QT_TRANSLATE_NOOP("Units", "options"),
    "parameters": QT_TRANSLATE_NOOP("Units", "parameters"),
    "passes": QT_TRANSLATE_NOOP("Units", "passes"),
    "requests/s": QT_TRANSLATE_NOOP("Units", "requests/s"),
    "sequences": QT_TRANSLATE_NOOP("Units", "sequences"),
    "steps": QT_TRANSLATE_NOOP("Units", "steps"),
    "tokens": QT_TRANSLATE_NOOP("Units", "tokens"),
    "vCPU per core": QT_TRANSLATE_NOOP("Units", "vCPUs per core"),
    "x": QT_TRANSLATE_NOOP("Units", "×"),
    "x forward": QT_TRANSLATE_NOOP("Units", "× forward pass"),
    "x hidden^2": QT_TRANSLATE_NOOP("Units", "× hidden size²"),
    "x on-demand": QT_TRANSLATE_NOOP("Units", "× on-demand price"),
    # issue 28
    "x low end": QT_TRANSLATE_NOOP("Units", "x the range's low end"),
    "x time": QT_TRANSLATE_NOOP("Units", "× the time"),
    "0/1": QT_TRANSLATE_NOOP("Units", "1 = yes, 0 = no"),
    "assumed": QT_TRANSLATE_NOOP("Units", "assumed (not known)"),
}
# English singulars of countable units (a value shown as exactly 1 takes them).
_UNIT_ONE = {"DIMMs": "DIMM", "GPUs": "GPU", "bytes": "byte", "checkpoints": "checkpoint", "days": "day",
             "hours": "hour", "servers": "server", "options": "option", "parameters": "parameter", "passes": "pass",
             "sequences": "sequence", "steps": "step", "tokens": "token"}


_LINK_NAME = {"nvlink": "NVLink", "pcie": "PCIe", "infinity_fabric": "Infinity Fabric"}
_UNIT_PATTERNS = (  # units the estimate composes with a number or name in them
    (re.compile(r"^TFLOPS dense (\w+)$"), QT_TRANSLATE_NOOP("Units", "TFLOPS (dense, {0})")),
    (re.compile(r"^efficiency of (\d+) GPUs over (\w+)$"), QT_TRANSLATE_NOOP("Units", "(efficiency of {0} GPUs over {1})")),
    (re.compile(r"^factor for (\d+) GPUs across nodes over (\w+)$"),
     QT_TRANSLATE_NOOP("Units", "(factor for {0} GPUs across servers over {1})")),
    (re.compile(r"^samples/s on (\d+) x (\S+) \((mixed|fp32)\)$"),
     QT_TRANSLATE_NOOP("Units", "samples/s on {0} × {1} ({2})")),
)


def _link_name(code: str) -> str:
    if code in ("mixed", "fp32"):  # the precision of a measured throughput
        return translate("Units", "mixed precision") if code == "mixed" else "FP32"
    return _LINK_NAME.get(code) or (network_name(code) if code in _NETWORK else code)


def value_unit(unit: str, shown: str = "") -> str:
    """A figure's unit in words, singular after a value shown as exactly 1 (English)."""
    unit = str(unit or "")
    for pattern, template in _UNIT_PATTERNS:
        m = pattern.match(unit)
        if m:
            parts = [p.upper() if p in _PRECISION else _link_name(p) for p in m.groups()]
            return translate("Units", template).format(*parts)
    text = translate("Units", _VALUE_UNIT[unit]) if unit in _VALUE_UNIT else unit
    if not is_chinese() and plural_count(shown) == 1:
        text = _UNIT_ONE.get(text, text)
    return text


def assumption_name(name: str) -> str:
    """A named figure of the engine in words ('bytes_per_param_bf16' -> 'Bytes per parameter (BF16 weights)')."""
    if name in _ASSUMPTION:
        return _t(_ASSUMPTION[name])
    if name.startswith("roofline_compute_share_"):
        return translate("Words", "Compute-bound share of time ({0})").format(workload_name(name.rsplit("_", 1)[1]))
    return name.replace("_", " ").capitalize()


def _value_text(value: Any, unit: str = "") -> str:
    if isinstance(value, bool) or value in ("yes", "no"):
        return translate("Words", "yes") if value in (True, "yes") else translate("Words", "no")
    f = finite_float(value)
    v = number(f) if f is not None and abs(f) < 1e7 else (big_number(f) if f is not None else str(value))
    u = value_unit(unit or "", v)
    return f"{v}{u}" if u.startswith("（") else f"{v} {u}".strip()  # no space before a full-width bracket


def assumption_rows(rec: Any) -> list[tuple[str, str, str]]:
    """The assumptions sheet as (name, value, source) rows in words: efficiency, exchange rate and its date,
    catalog date, prices' date, bytes per parameter, data ratios... every figure the estimate relied on."""
    a = _get(rec, "assumptions", {}) or {}
    rows: list[tuple[str, str, str]] = []
    cat_src = translate("Words", "price catalog")
    rows.append(
        (
            translate("Words", "Catalog version and date"),
            f"{a.get('catalog_version', '—')} ({date_text(a.get('catalog_date'))})",
            cat_src,
        )
    )
    if a.get("price_as_of") is not None:
        rows.append((translate("Words", "Prices as of"), date_text(a.get("price_as_of")), cat_src))
    fx = {pair: (rate, a.get("fx_as_of")) for pair, rate in (a.get("fx") or {}).items()}
    opt = _rec_option(rec)
    for line in (_get(opt, "cost_lines", ()) or ()) if opt is not None else ():
        rate = _get(line, "fx_rate")
        if rate is not None and _get(line, "price_currency"):
            fx.setdefault(
                f"{_get(line, 'price_currency')}/{a.get('currency') or _get(opt, 'currency')}",
                (rate, _get(line, "fx_as_of")),
            )
    for line in (_get(opt, "cost_lines", ()) or ()) if opt is not None else ():
        if _get(line, "assumed") and _get(line, "unit_price") is not None:  # a price no page gives, said as such
            rows.append((translate("Words", "Assumed price: {0}").format(item_name(_get(line, "item"))),
                         f"{unit_price(_get(line, 'unit_price'), a.get('currency') or _get(opt, 'currency'))} / "
                         f"{unit_name(_get(line, 'unit'))}",
                         translate("Words", "{0}: no price page found; the catalog's assumption (its notes say "
                                            "why); replace it with a quote").format(_get(line, "product") or "—")))
    for pair, (rate, when) in fx.items():
        rows.append(
            (
                translate("Words", "Exchange rate {0}").format(pair),
                translate("Words", "{0} (dated {1})").format(number(rate, 4), date_text(when)),
                translate("Words", "exchange-rate table of the catalog"),
            )
        )
    if not fx:
        rows.append(
            (
                translate("Words", "Exchange rate"),
                translate("Words", "not needed: prices are in {0}").format(a.get("currency", "—")),
                cat_src,
            )
        )
    if a.get("mfu") is not None:
        rows.append((_t(_ASSUMPTION["mfu"]), percent(a["mfu"]), translate("Words", "estimate (see below)")))
    if a.get("scaling_efficiency") is not None:
        rows.append(
            (
                _t(_ASSUMPTION["scaling_efficiency"]),
                percent(a["scaling_efficiency"]),
                translate("Words", "estimate (see below)"),
            )
        )
    if a.get("hours_per_month") is not None:
        rows.append((_t(_ASSUMPTION["hours_per_month"]), number(a["hours_per_month"]), cat_src))
    if a.get("host_rules"):
        rows.append((translate("Words", "Host sizing rules"), host_rules_name(a["host_rules"]), cat_src))
    if a.get("stale_price_days") is not None:
        rows.append(
            (
                _t(_ASSUMPTION["stale_price_days"]),
                translate("Words", "{0} days").format(number(a["stale_price_days"])),
                cat_src,
            )
        )
    b = a.get("budget")
    if b:
        rows.append(
            (
                translate("Words", "Budget"),
                f"{money(b.get('amount'), b.get('currency') or 'CNY')} {budget_per_name(b.get('per'))}",
                translate("Words", "your scenario"),
            )
        )
    est = a.get("estimate") or {}
    vision = "forward_flops_per_sample" in est or "image_bytes_per_sample" in est
    for name, item in est.items():
        if vision and name in _TEXT_ONLY:  # the rows follow the work: no sequence length for ResNet-50
            continue
        if isinstance(item, Mapping):
            value, unit, source = item.get("value"), item.get("unit", ""), item.get("source", "")
        else:
            value, unit, source = _get(item, "value"), _get(item, "unit", ""), _get(item, "source", "")
        rows.append((assumption_name(str(name)), _value_text(value, str(unit or "")),
                     _assumption_source(str(source or ""))))
    return rows


# The estimate's own reasoning, written by the engine as formulas or English notes (core/estimate*.py), in words:
# a proposal in Chinese carries no variable name or English note (issue 29). Matched whole; anything else that is
# not a catalog citation is shown as the engine wrote it in English, and named as the engine's calculation in Chinese.
_ENGINE_SOURCE = (
    (re.compile(r"^1 / \(a/peak \+ \(1-a\) x anchor_bw / \(bw x anchor_peak\)\)$"),
     QT_TRANSLATE_NOOP("Words", "roofline: this GPU's peak and memory bandwidth weighed against the reference "
                                "A100's (docs/estimates.md §1)")),
    (re.compile(r"^anchor_peak x \(peak16 / anchor_peak\) \^ peak_exponent_llm"),
     QT_TRANSLATE_NOOP("Words", "speed curve fitted over the GPU's 16-bit peak against the reference A100's "
                                "(docs/estimates.md §1)")),
    (re.compile(r"^peak \(no bandwidth figure\)$"),
     QT_TRANSLATE_NOOP("Words", "the GPU's peak (the catalog has no memory bandwidth for it)")),
    (re.compile(r"^(train|finetune)_seq_len_default \(capped at the preset's context\)$"),
     QT_TRANSLATE_NOOP("Words", "{0}, capped at the model's context length")),
    (re.compile(r"^roofline speed of (\S+) / (\S+) \((\w+) profile\); no measurement on \S+$"),
     QT_TRANSLATE_NOOP("Words", "roofline speed of {0} over that of {1} ({2}); {0} has no measurement of its own")),
    (re.compile(r"^text_bytes_per_char_zh x text_chars_per_token_zh$"),
     QT_TRANSLATE_NOOP("Words", "bytes per Chinese character × Chinese characters per token (defaults table)")),
)
# Figures of language models only: not shown for an image model (its estimate has no tokens).
_TEXT_ONLY = frozenset({"seq_len", "train_seq_len_default", "finetune_seq_len_default", "train_flops_per_param_token",
                        "train_flops_per_param_token_recompute", "attention_flops_per_token", "text_bytes_per_token",
                        "chinchilla_tokens_per_param"})


def _engine_source(source: str) -> str | None:
    """The engine's own formula or note in words, or None when ``source`` is not one of them."""
    if source in ("train_seq_len_default", "finetune_seq_len_default"):
        return assumption_name(source)
    for pattern, template in _ENGINE_SOURCE:
        m = pattern.match(source)
        if m is None:
            continue
        g = list(m.groups())
        if g and g[0] in ("train", "finetune") and len(g) == 1:
            g = [assumption_name(f"{g[0]}_seq_len_default")]
        elif len(g) == 3:
            g[2] = workload_name(g[2])
        return _t(template).format(*g)
    return None


def _assumption_source(source: str) -> str:
    """An estimate assumption's source: the user's own answer, or the catalog row's citation in words."""
    engine = _engine_source(source)
    if engine is not None:
        return engine
    if source in ("job", "scenario", "answer"):
        return translate("Words", "your answer")
    if source in ("", "product setting"):
        return translate("Words", "setting of this app") if source else ""
    return source_text(_CAT, source)


# --------------------------------------------------------------------------- scenario and CSV words


def scenario_rows(scenario: Any, cat: Any = None) -> list[tuple[str, str]]:
    """The scenario as the user gave it, as (field, value) rows; filled-in defaults are marked as such."""
    def get(k, default=None):
        return _get(scenario, k, default)
    used = dict(_get(scenario, "defaults_used", ()) or ())
    dflt = translate("Words", " (default)")

    def mark(path: str, text: str) -> str:
        return text + dflt if path in used else text

    rows = [
        (translate("Words", "Task"), mark("task", task_name(get("task")))),
        (translate("Words", "Workload"), mark("workload", workload_name(get("workload")))),
    ]
    if get("preset"):
        name = get("preset")
        cat = cat if cat is not None else _CAT
        if cat is not None:
            try:
                m = cat["models"]
                hit = m[m["preset_id"].astype(str) == str(name)]
                if len(hit):
                    name = str(hit["display_name"].iloc[0])
            except (KeyError, TypeError, AttributeError):
                pass
        rows.append((translate("Words", "Model"), mark("model.preset", str(name))))
    elif get("params"):
        rows.append(
            (translate("Words", "Model"), translate("Words", "{0} parameters").format(big_number(get("params"))))
        )
    if get("task") == "finetune":
        rows.append(
            (translate("Words", "Fine-tuning method"), mark("finetune_method", method_name(get("finetune_method"))))
        )
    if get("tokens"):
        rows.append(
            (translate("Words", "Training data"),
             mark("data.tokens", translate("Words", "{0} tokens").format(big_number(get("tokens")))))
        )
    if get("dataset_gb"):
        rows.append((translate("Words", "Training data"), gigabytes(get("dataset_gb"))))
    if get("samples"):
        rows.append(
            (translate("Words", "Training data"),
             mark("data.samples", translate("Words", "{0} samples").format(number(get("samples")))))
        )
    if get("epochs") and get("task") != "inference":
        rows.append((translate("Words", "Epochs"), mark("data.epochs", number(get("epochs")))))
    ref = get("reference_run")
    if ref is not None:
        rows.append(
            (
                translate("Words", "Measured reference run"),
                translate("Words", "{0} on {1} × {2}").format(
                    hours(_get(ref, "hours")), number(_get(ref, "gpus")), _get(ref, "gpu")
                ),
            )
        )
    rows.append((translate("Words", "Precision"), mark("precision", precision_name(get("precision")))))
    if get("task") == "inference":
        if get("qps") is not None:
            rows.append((translate("Words", "Requests per second"), number(get("qps"))))
        if get("input_tokens") is not None:
            rows.append(
                (
                    translate("Words", "Tokens in / out per request"),
                    f"{number(get('input_tokens'))} / {number(get('output_tokens'))}",
                )
            )
        if get("p95_latency_s") is not None:
            rows.append(
                (
                    translate("Words", "Latency target (95th percentile)"),
                    translate("Words", "{0} s").format(number(get("p95_latency_s"))),
                )
            )
    if get("deadline_hours"):
        rows.append((translate("Words", "Deadline"), hours(get("deadline_hours"))))
    if get("budget_amount"):
        rows.append(
            (
                translate("Words", "Budget"),
                f"{money(get('budget_amount'), get('budget_currency') or 'CNY')} {budget_per_name(get('budget_per'))}",
            )
        )
    provs = get("providers") or ()
    rows.append(
        (
            translate("Words", "Providers"),
            _list(provider_name(cat, p) for p in provs) if provs else translate("Words", "any"),
        )
    )
    if get("regions"):
        rows.append((translate("Words", "Regions"), _list(get("regions"))))
    if get("gpus"):
        rows.append((translate("Words", "GPU models"), _list(get("gpus"))))
    rows.append((translate("Words", "Spot servers"), mark("preferences.spot", spot_preference_name(get("spot")))))
    rows.append((translate("Words", "Goal"), mark("preferences.objective", objective_name(get("objective")))))
    rows.append((translate("Words", "Currency"), str(get("currency") or "—")))
    return rows


_CSV_LABEL = {
    "option": QT_TRANSLATE_NOOP("Words", "Option"),
    "rank": QT_TRANSLATE_NOOP("Words", "Rank"),
    "provider": QT_TRANSLATE_NOOP("Words", "Provider"),
    "region": QT_TRANSLATE_NOOP("Words", "Region"),
    "instance_type": QT_TRANSLATE_NOOP("Words", "Instance type"),
    "gpu": QT_TRANSLATE_NOOP("Words", "GPU"),
    "gpus_per_node": QT_TRANSLATE_NOOP("Words", "GPUs per server"),
    "instances": QT_TRANSLATE_NOOP("Words", "Servers"),
    "gpu_count": QT_TRANSLATE_NOOP("Words", "GPUs in total"),
    "billing": QT_TRANSLATE_NOOP("Words", "Billing"),
    "wall_hours": QT_TRANSLATE_NOOP("Words", "Hours"),
    "total_cost": QT_TRANSLATE_NOOP("Words", "Job cost"),
    "monthly_cost": QT_TRANSLATE_NOOP("Words", "Cost per month"),
    "currency": QT_TRANSLATE_NOOP("Words", "Currency"),
    "meets_deadline": QT_TRANSLATE_NOOP("Words", "Meets deadline"),
    "within_budget": QT_TRANSLATE_NOOP("Words", "Within budget"),
    "feasible": QT_TRANSLATE_NOOP("Words", "Meets every requirement"),
    "why_not_chosen": QT_TRANSLATE_NOOP("Words", "Why not chosen"),
    "item": QT_TRANSLATE_NOOP("Words", "Item"),
    "product": QT_TRANSLATE_NOOP("Words", "Product"),
    "quantity": QT_TRANSLATE_NOOP("Words", "Quantity"),
    "unit": QT_TRANSLATE_NOOP("Words", "Unit"),
    "unit_price": QT_TRANSLATE_NOOP("Words", "Unit price"),
    "cost": QT_TRANSLATE_NOOP("Words", "Cost"),
    "included": QT_TRANSLATE_NOOP("Words", "Included in server price"),
    "price_currency": QT_TRANSLATE_NOOP("Words", "Catalog currency"),
    "fx_rate": QT_TRANSLATE_NOOP("Words", "Exchange rate"),
    "fx_as_of": QT_TRANSLATE_NOOP("Words", "Exchange rate date"),
    "price_as_of": QT_TRANSLATE_NOOP("Words", "Price as of"),
    "price_source": QT_TRANSLATE_NOOP("Words", "Price source"),
    "priced": QT_TRANSLATE_NOOP("Words", "Priced from"),
    "what_if_value": QT_TRANSLATE_NOOP("Words", "What-if value"),
}

def host_cpu_need(host: Any) -> str:
    """What a server needs in CPU cores, one phrase for the card's tooltip, the PDF and the command line (the
    card's short value gives the minimum): "at least 8 cores (10 recommended)" when the host rule gives a range."""
    lo, mid = _get(host, "cpu_cores_min"), _get(host, "cpu_cores")
    if lo is not None and mid is not None and lo < mid:
        return translate("Words", "at least {0} cores ({1} recommended)").format(number(lo), number(mid))
    return translate("Words", "{0} cores").format(number(mid if mid is not None else lo))


def host_ram_need(host: Any) -> str:
    """What a server needs in memory, as ``host_cpu_need``: "at least 32 GB (48 GB recommended: 3 × 16 GB)"."""
    lo, mid = _get(host, "ram_gb_min"), _get(host, "ram_gb")
    dimms = translate("Words", "{0} × {1}").format(number(_get(host, "ram_dimms")), gigabytes(_get(host, "ram_dimm_gb")))
    if lo is not None and mid is not None and lo < mid:
        return translate("Words", "at least {0} ({1} recommended: {2})").format(gigabytes(lo), gigabytes(mid), dimms)
    return translate("Words", "{0} ({1})").format(gigabytes(mid if mid is not None else lo), dimms)


_PRICED_STATE = {
    "catalog": QT_TRANSLATE_NOOP("Words", "price list"),
    "assumed": QT_TRANSLATE_NOOP("Words", "assumed price"),
    "none": QT_TRANSLATE_NOOP("Words", "no price"),
    "included": QT_TRANSLATE_NOOP("Words", "included"),
}


def priced_state_name(code: Any) -> str:
    """How a cost line is priced (core.proposal.PRICED_STATES), in words."""
    return _t(_PRICED_STATE[code]) if code in _PRICED_STATE else str(code or "")


def csv_labels() -> dict[str, str]:
    """Column headings for ``core.proposal`` CSV columns, in the current language."""
    return {k: _t(v) for k, v in _CSV_LABEL.items()}


def csv_value(column: str, value: Any, currency: str | None = None) -> Any:
    """Codes in a CSV cell in words (billing, item, unit, option, yes/no); numbers are left alone."""
    if isinstance(value, bool):
        return translate("Words", "yes") if value else translate("Words", "no")
    if column == "billing":
        return billing_name(value)
    if column == "item":
        return item_name(value)
    if column == "unit":
        return unit_name(value)
    if column == "option" and str(value).startswith("what_if:"):  # what_if:<assumption>:<choice> (issue 29)
        _, path, choice = (str(value).split(":", 2) + ["", ""])[:3]
        return translate("Words", "What if: {0}, {1}").format(field_label(path), _name(_CHOICE, choice))
    if column == "option":
        return translate("Words", "Recommended") if value == "recommendation" else translate("Words", "Alternative")
    if column == "provider":
        return provider_name(None, value)
    if column == "priced":
        return priced_state_name(value)
    if column == "why_not_chosen" and isinstance(value, (list, tuple)):
        return join_sentences(describe_note(n, currency) for n in value)
    return value


# --------------------------------------------------------------------------- answers left open

_FIELD = {
    "task": QT_TRANSLATE_NOOP("Words", "Task"),
    "workload": QT_TRANSLATE_NOOP("Words", "Kind of model"),
    "model": QT_TRANSLATE_NOOP("Words", "Model"),
    "model.preset": QT_TRANSLATE_NOOP("Words", "Model"),
    "model.params": QT_TRANSLATE_NOOP("Words", "Model size"),
    "data": QT_TRANSLATE_NOOP("Words", "Amount of data"),
    "data.tokens": QT_TRANSLATE_NOOP("Words", "Amount of data"),
    "data.samples": QT_TRANSLATE_NOOP("Words", "Amount of data"),
    "data.dataset_gb": QT_TRANSLATE_NOOP("Words", "Amount of data"),
    "data.epochs": QT_TRANSLATE_NOOP("Words", "Passes over the data"),
    "finetune_method": QT_TRANSLATE_NOOP("Words", "Fine-tuning method"),
    "precision": QT_TRANSLATE_NOOP("Words", "Precision"),
    "inference.qps": QT_TRANSLATE_NOOP("Words", "Requests per second"),
    "inference.input_tokens": QT_TRANSLATE_NOOP("Words", "Prompt length"),
    "inference.output_tokens": QT_TRANSLATE_NOOP("Words", "Answer length"),
    "preferences.spot": QT_TRANSLATE_NOOP("Words", "Spot servers"),
    "preferences.objective": QT_TRANSLATE_NOOP("Words", "What matters most"),
    "preferences.currency": QT_TRANSLATE_NOOP("Words", "Currency"),
    "preferences.host_rules": QT_TRANSLATE_NOOP("Words", "Host sizing rules"),
    "budget.currency": QT_TRANSLATE_NOOP("Words", "Budget currency"),
    "budget.per": QT_TRANSLATE_NOOP("Words", "Budget period"),
    "flops_per_sample": QT_TRANSLATE_NOOP("Words", "Work per image"),
    "gpu": QT_TRANSLATE_NOOP("Words", "GPU"),
    # issue 29: the user's own words
    "data.items": QT_TRANSLATE_NOOP("Words", "Amount of data"),
    "data.item_kind": QT_TRANSLATE_NOOP("Words", "Kind of data"),
    "inference.users": QT_TRANSLATE_NOOP("Words", "People who use it"),
    "inference.requests_per_user": QT_TRANSLATE_NOOP("Words", "Requests per person a day"),
    "inference.working_hours": QT_TRANSLATE_NOOP("Words", "Working hours a day"),
    "inference.peak_factor": QT_TRANSLATE_NOOP("Words", "Busiest hour"),
    "inference.peak_share": QT_TRANSLATE_NOOP("Words", "Share of a day's requests in the busiest hour"),
    "reference_run": QT_TRANSLATE_NOOP("Words", "Your own time estimate"),
    "reference_run.gpu": QT_TRANSLATE_NOOP("Words", "GPU of your time estimate"),
    "reference_run.gpus": QT_TRANSLATE_NOOP("Words", "GPUs of your time estimate"),
    "reference_run.hours": QT_TRANSLATE_NOOP("Words", "Your own time estimate"),
    "preferences.data_in_china": QT_TRANSLATE_NOOP("Words", "Data stays in mainland China"),
    "data.packed": QT_TRANSLATE_NOOP("Words", "Examples packed into full sequences"),
}

_WHY = {
    "typical_model": QT_TRANSLATE_NOOP("Words", "the typical size for this kind of work in the source article"),
    "reference_benchmark": QT_TRANSLATE_NOOP("Words", "the reference model of the public MLPerf benchmark"),
    "compute_optimal": QT_TRANSLATE_NOOP("Words", "compute-optimal: 20 tokens per parameter (Chinchilla)"),
    "reference_dataset": QT_TRANSLATE_NOOP("Words", "the size of ImageNet-1k, the usual image data set"),
    "recipe_default": QT_TRANSLATE_NOOP("Words", "the usual recipe for this kind of training"),
    "repeated_data": QT_TRANSLATE_NOOP(
        "Words", "as many passes as compute-optimal training needs, at most 4 (repeated data adds little beyond)"),
    "typical_method": QT_TRANSLATE_NOOP("Words", "the usual, cheapest way to adapt a model"),
    "typical_precision": QT_TRANSLATE_NOOP("Words", "the usual choice: half the memory, full speed"),
    "product_setting": QT_TRANSLATE_NOOP("Words", "the app's default"),
    "interface_example": QT_TRANSLATE_NOOP("Words", "a typical chat request"),
    "cheaper_when_allowed": QT_TRANSLATE_NOOP("Words", "cheaper; the cost of interruptions is priced in"),
    "deadline_given": QT_TRANSLATE_NOOP("Words", "a deadline was given: the cheapest option that meets it"),
    "no_deadline": QT_TRANSLATE_NOOP("Words", "no deadline was given: a balance of cost and time"),
    "chinese_clouds": QT_TRANSLATE_NOOP("Words", "only Chinese clouds were chosen"),
    "mixed_clouds": QT_TRANSLATE_NOOP("Words", "clouds in China and abroad are compared"),
    "result_currency": QT_TRANSLATE_NOOP("Words", "the currency of the result"),
    "budget_currency": QT_TRANSLATE_NOOP("Words", "the currency of your budget"),
    # issue 29
    "per_item": QT_TRANSLATE_NOOP("Words", "{items} {kind} × about {per} {unit}, from public data sets' averages"),
    "from_users": QT_TRANSLATE_NOOP(
        "Words", "{users} people × {per_user} requests a working day, {share} of them in the busiest hour"),
    "chat_usage": QT_TRANSLATE_NOOP("Words", "what chat-assistant users send on average (published usage study)"),
    "working_day": QT_TRANSLATE_NOOP("Words", "an eight-hour working day"),
    "busy_hour": QT_TRANSLATE_NOOP("Words", "the busiest hour carries more than an average one (an assumption)"),
    "chat_lengths": QT_TRANSLATE_NOOP("Words", "an average chat turn in public chat data"),
    "guess_gpu": QT_TRANSLATE_NOOP(
        "Words", "your estimate names no GPU: taken as time on the mid-range training GPU of the source article"),
    "one_gpu_guess": QT_TRANSLATE_NOOP("Words", "your estimate names no GPU count: taken as one GPU"),
    "image_size": QT_TRANSLATE_NOOP("Words", "{gb} GB at about {kb} KB per image (ImageNet's average)"),
    "packing_unknown": QT_TRANSLATE_NOOP(
        "Words", "padding is what Hugging Face, TRL and LLaMA-Factory do unless told; the range reaches packed"),
}


def field_label(path: Any) -> str:
    """A scenario field path (``data.epochs``) as the wizard names it."""
    return _name(_FIELD, str(path or "").split("[")[0])


def why_text(code: Any) -> str:
    return _name(_WHY, code)


def _assumed_value(a: Any, cat: Any) -> str:
    path, value = _get(a, "path"), _get(a, "value")
    if path == "model.preset":
        cat = cat if cat is not None else _CAT
        try:
            m = cat["models"]
            hit = m[m["preset_id"].astype(str) == str(value)]
            if len(hit):
                return str(hit["display_name"].iloc[0])
        except (KeyError, TypeError, AttributeError):
            pass
        return str(value)
    if path == "data.tokens":
        return translate("Words", "{0} tokens").format(big_number(value))
    if path == "data.samples":
        return translate("Words", "{0} samples").format(big_number(value))
    if path == "data.epochs":
        n = finite_float(value)
        return Words.tr("%n pass(es)", None, int(n)) if n is not None and float(n).is_integer() \
            else translate("Words", "{0} passes").format(number(value))
    if path == "inference.qps":
        return translate("Words", "{0} requests/s").format(number(value))
    if path in ("inference.input_tokens", "inference.output_tokens"):
        return translate("Words", "{0} tokens").format(number(value))
    if path == "task":
        return task_name(value)
    if path == "workload":
        return workload_name(value)
    if path == "finetune_method":
        return method_name(value)
    if path == "precision":
        return precision_name(value)
    if path == "preferences.spot":
        return spot_preference_name(value)
    if path == "preferences.objective":
        return objective_name(value)
    if path == "preferences.host_rules":
        return host_rules_name(value)
    if path == "budget.per":
        return budget_per_name(value)
    if path in ("preferences.currency", "budget.currency"):
        return {"CNY": translate("Words", "CNY (¥)"), "USD": translate("Words", "USD ($)")}.get(str(value), str(value))
    if path == "reference_run.gpus":
        return translate("Words", "{0} GPU(s)").format(number(value))
    if path == "inference.requests_per_user":
        return translate("Words", "{0} a working day").format(number(value))
    if path == "inference.working_hours":
        return hours(value)
    if path == "inference.peak_factor":
        return translate("Words", "{0} × the average hour").format(number(value))
    if path == "data.packed":
        return translate("Words", "packed") if value else translate("Words", "padded per batch")
    return str(value)


_ITEM_KIND = {
    "qa_pairs": QT_TRANSLATE_NOOP("Words", "Q&A pairs"),
    "conversations": QT_TRANSLATE_NOOP("Words", "conversations"),
    "documents": QT_TRANSLATE_NOOP("Words", "documents"),
    "pages": QT_TRANSLATE_NOOP("Words", "pages"),
    "images": QT_TRANSLATE_NOOP("Words", "images"),
    "audio_hours": QT_TRANSLATE_NOOP("Words", "hours of audio"),
    "video_hours": QT_TRANSLATE_NOOP("Words", "hours of video"),
    "rows": QT_TRANSLATE_NOOP("Words", "rows"),
}


def item_kind_name(kind: Any) -> str:
    """A kind of data item (``data.item_kind``) in words: "Q&A pairs", "hours of audio"."""
    return _name(_ITEM_KIND, kind)


def assumed_why(a: Any) -> str:
    """Why an answer was assumed, with the numbers it follows from (a conversion of the user's own words)."""
    why = str(_get(a, "why", "") or "")
    basis = dict(_get(a, "basis", ()) or ())
    text = why_text(why)
    try:
        if why == "per_item" and basis:
            unit = "tokens" if str(basis.get("per_item_unit", "")).startswith("tokens") else "samples"
            return text.format(items=number(basis.get("items")), kind=item_kind_name(basis.get("item_kind")),
                               per=number(basis.get("per_item")),
                               unit=translate("Words", "tokens") if unit == "tokens" else translate("Words", "samples"))
        if why == "from_users" and basis:
            return text.format(users=number(basis.get("users")), per_user=number(basis.get("requests_per_user")),
                               share=percent(basis.get("peak_share"), 1))
        if why == "image_size" and basis:
            return text.format(gb=number(basis.get("dataset_gb")), kb=number(float(basis["bytes_per_image"]) / 1000))
    except (KeyError, TypeError, ValueError, IndexError):
        pass
    return text


def assumed_lead(scenario: Any, cat: Any = None) -> str:
    """The card's first line when what decides the answer was assumed (``core.answers.deciding``): "Assumed:
    ResNet-50, 90 passes over ~454,545 images"; empty when the user gave it all."""
    from gpu_advisor.core.scenario import deciding
    cat = cat if cat is not None else _CAT
    try:
        items = deciding(cat, scenario) if cat is not None else ()
    except (KeyError, TypeError, AttributeError):
        items = ()
    if not items:
        return ""
    by = {_get(a, "path"): a for a in items}
    parts = []
    if "model.preset" in by:
        parts.append(_assumed_value(by["model.preset"], cat))
    amount = by.get("data.samples") or by.get("data.tokens")
    if "data.epochs" in by and amount is not None:
        parts.append(translate("Words", "{0} passes over ~{1}").format(
            number(_get(by["data.epochs"], "value")), _amount(amount)))
    elif "data.epochs" in by:
        parts.append(_assumed_value(by["data.epochs"], cat))
    elif amount is not None:
        parts.append("~" + _amount(amount))
    if "inference.qps" in by:
        qa = by["inference.qps"]
        basis = dict(_get(qa, "basis", ()) or ())
        v = finite_float(_get(qa, "value"))
        text = translate("Words", "{0} requests/s at the busiest hour").format(
            number(v, 3) if v is not None and v < 1 else number(v))
        if basis.get("users"):
            text += translate("Words", " ({0} people)").format(number(basis["users"]))
        parts.append(text)
    if "reference_run.gpu" in by or "reference_run.gpus" in by:
        ref = getattr(scenario, "reference_run", None)
        if ref is not None:
            parts.append(translate("Words", "your {0} on {1} × {2}").format(hours(ref.hours), number(ref.gpus),
                                                                            ref.gpu))
    return translate("Words", "Assumed: {0}").format(("，" if is_chinese() else ", ").join(parts))


def _amount(a: Any) -> str:
    value, unit = _get(a, "value"), str(_get(a, "unit", "") or "")
    basis = dict(_get(a, "basis", ()) or ())
    if basis.get("item_kind"):
        return translate("Words", "{0} tokens ({1} {2})").format(big_number(value), number(basis.get("items")),
                                                                 item_kind_name(basis["item_kind"]))
    if unit == "images":
        return translate("Words", "{0} images").format(number(value))
    if _get(a, "path") == "data.tokens":
        return translate("Words", "{0} tokens").format(big_number(value))
    return translate("Words", "{0} samples").format(big_number(value))


_CHOICE = {
    "small": QT_TRANSLATE_NOOP("Words", "smaller"),
    "typical": QT_TRANSLATE_NOOP("Words", "assumed"),
    "large": QT_TRANSLATE_NOOP("Words", "larger"),
}


def what_if_value_text(path: str, value: Any, cat: Any = None) -> str:
    """The value a ``what_if`` row was priced with, in words: the model's name, tokens, samples, requests/s."""
    cat = cat if cat is not None else _CAT
    if path == "model.preset":
        return _assumed_value({"path": path, "value": value}, cat)
    if path == "data.tokens":
        return translate("Words", "{0} tokens").format(big_number(value))
    if path == "data.samples":
        return translate("Words", "{0} samples").format(big_number(value))
    if path == "inference.qps":
        return translate("Words", "{0} requests/s").format(
            number(value, 3) if finite_float(value) is not None and finite_float(value) < 1 else number(value))
    return str(value)


def what_if_choice_name(choice: Any) -> str:
    """A ``what_if`` row's choice in words: smaller, assumed, larger."""
    return _name(_CHOICE, choice)


def what_if_lines(rows: Any, cat: Any = None) -> list[str]:
    """The ``what_if`` rows as one line per assumed answer: each choice with its GPUs, time and cost."""
    cat = cat if cat is not None else _CAT
    out: list[str] = []
    groups: dict[str, list] = {}
    for r in rows or ():
        groups.setdefault(str(r.get("assumption")), []).append(r)
    for path, rs in groups.items():
        bits = []
        for r in rs:
            shown = what_if_value_text(path, r.get("value"), cat)
            head = f"{_name(_CHOICE, r.get('choice'))} ({shown})"
            if r.get("gpu") is None:
                bits.append(translate("Words", "{0}: no option").format(head))
                continue
            cost = money(r.get("monthly_cost") if r.get("wall_hours") is None else r.get("total_cost"),
                         r.get("currency") or "CNY")
            when = hours(r["wall_hours"]) if r.get("wall_hours") is not None else translate("Words", "a month")
            bits.append(translate("Words", "{0}: {1} × {2}, {3}, {4}").format(
                head, number(r.get("gpu_count")), r.get("gpu"), when, cost))
        label = field_label(path)
        # lower case inside the sentence, but not an acronym ("GPU of your time estimate" stays "GPU ...")
        label = label if is_chinese() or label[:2].isupper() else label[:1].lower() + label[1:]
        out.append(translate("Words", "If the {0} differs — {1}").format(label,
                                                                          " · ".join(bits)))
    return out


def assumed_rows(scenario: Any, cat: Any = None) -> list[tuple[str, str, str, str]]:
    """Every answer left open, as (field, value assumed, why, source) in words."""
    out = []
    cat = cat if cat is not None else _CAT
    for a in _get(scenario, "assumed", ()) or ():
        out.append((field_label(_get(a, "path")), _assumed_value(a, cat), assumed_why(a),
                    source_text(cat, str(_get(a, "source", "") or ""))))
    return out


def source_text(cat: Any, cell: str) -> str:
    """A catalog ``source`` cell (source ids with locators) as a reader can follow it: title, publisher, date,
    URL; the app's own settings and assumptions named as such. Text that is not an id is shown as it is."""
    if not cell:
        return ""
    try:
        from gpu_advisor.core.catalog import cite_any
        cites = cite_any(cat, cell) if cat is not None else ()
    except Exception:  # noqa: BLE001 - a citation must never break a sentence
        cites = ()
    if not cites:
        return cell
    parts = []
    for c in cites:
        if not c.known:
            parts.append(c.source_id + (f" {c.locator}" if c.locator else ""))
            continue
        if c.kind == "setting":
            text = translate("Words", "setting of this app")
        elif c.kind == "assumption":
            text = translate("Words", "assumption of this app")
        elif c.kind == "derivation":
            text = translate("Words", "derived by this app")
        else:
            text = c.title + (f" — {c.publisher}" if c.publisher else "") + (f", {c.date}" if c.date else "")
        if c.locator:
            text += f" ({c.locator.strip('()')})"
        if c.url and c.kind not in ("setting", "assumption", "derivation"):
            text += f" {c.url}"
        parts.append(text)
    return "; ".join(parts)
# --------------------------------------------------------------------------- problems (core/base/problems.py)
# One sentence per problem code the core (and the editors) can report, for the app and the command line
# alike (``gui.problem_text`` and ``gpu_advisor.messages`` call these). Placeholders name the problem's
# ``value`` and ``detail`` keys. A few codes add a hint that only makes sense on the command line.

_PROBLEM = {
    "launch_files_exist": QT_TRANSLATE_NOOP(
        "Problem", "launch files are there already ({count} of them); choose an empty folder or delete them"),
    "no_option": QT_TRANSLATE_NOOP("Problem", "the scenario has no option to write launch files for"),
    "option_does_not_fit": QT_TRANSLATE_NOOP(
        "Problem", "the model does not fit on this option ({gpu}), so no launch files are written"),
    "fractional_gpus": QT_TRANSLATE_NOOP(
        "Problem", "this option rents part of a GPU ({gpus_per_node} per server); launch files need whole GPUs"),
    "unknown_instance": QT_TRANSLATE_NOOP("Problem", "no instance {value} in the catalog"),
    "bad_pattern": QT_TRANSLATE_NOOP("Problem", "“{value}” is not a valid pattern (regular expression)"),
    "unknown_source": QT_TRANSLATE_NOOP("Problem", "the source “{value}” is not in the sources table"),
    "bad_source_id": QT_TRANSLATE_NOOP("Problem", "“{value}” is not a usable source id (a-z, 0-9, “.”, “_”, “-”)"),
    "price_needed": QT_TRANSLATE_NOOP(
        "Problem", "{count} instance(s) have no price yet; they are left out until you enter the price you were quoted"),
    "not_a_file": QT_TRANSLATE_NOOP("Problem", "this is not a regular file (a folder, named pipe or device); give a file"),
    "file_too_large": QT_TRANSLATE_NOOP("Problem", "the file is too large ({size} bytes; at most {limit})"),
    "too_small": QT_TRANSLATE_NOOP("Problem", "{value} is too close to zero; write 0 or a number of at least {min}"),
    "too_deep": QT_TRANSLATE_NOOP("Problem", "objects or lists are nested more than {max} deep"),
    "bad_text": QT_TRANSLATE_NOOP("Problem", "the text holds an escape that is not a character (a lone surrogate)"),
    "catalog_busy": QT_TRANSLATE_NOOP(
        "Problem", "the catalog is being saved by another window or program; try again in a moment"),
    "catalog_changed": QT_TRANSLATE_NOOP(
        "Problem", "another window or program saved the catalog ({current}) after this one read it ({base}); "
                   "nothing was saved: reload and try again"),
    "catalog_fell_back": QT_TRANSLATE_NOOP(
        "Problem", "the current version of your catalog is damaged; the newest intact version {used} is used "
                   "(the damaged one is kept in {aside})"),
    "catalog_current_missing": QT_TRANSLATE_NOOP(
        "Problem", "the pointer to the current version of your catalog (CURRENT) is missing or broken; the newest "
                   "intact version {used} is used"),
    "catalog_bundled_used": QT_TRANSLATE_NOOP(
        "Problem", "no intact version of your catalog is left: the bundled catalog is used (the damaged versions "
                   "are kept in {aside})"),
    "checksum_mismatch": QT_TRANSLATE_NOOP(
        "Problem", "the file does not match its checksum in catalog.json (damaged or changed outside the app)"),
    "file_missing": QT_TRANSLATE_NOOP("Problem", "the file is missing"),
    "no_intact_catalog": QT_TRANSLATE_NOOP("Problem", "no intact version of your catalog is left"),
    "save_unreadable": QT_TRANSLATE_NOOP(
        "Problem", "the new version {value} could not be read back after it was written ({count} problem(s), "
                   "below), so it was removed: nothing was saved and your catalog is unchanged"),
    "save_rows_differ": QT_TRANSLATE_NOOP("Problem", "{written} row(s) were written but {read} read back"),
    "save_value_differs": QT_TRANSLATE_NOOP("Problem", "“{written}” was written here but reads back as “{value}”"),
    "catalog_dates_in_future": QT_TRANSLATE_NOOP(
        "Problem", "{count} date(s) of your catalog lie in the future (today is {today}), the first here: {value}; "
                   "they are kept as they are — is this computer's clock right?"),
    # reading tables (core/catalog/tableio.py)
    "encoding": QT_TRANSLATE_NOOP("Problem", "the file is neither UTF-8 nor GBK text"),
    "empty_file": QT_TRANSLATE_NOOP("Problem", "the file is empty"),
    "csv_syntax": QT_TRANSLATE_NOOP("Problem", "the CSV cannot be read"),
    "field_count": QT_TRANSLATE_NOOP("Problem", "this row has {found} fields but the header has {expected}"),
    "duplicate_column": QT_TRANSLATE_NOOP("Problem", "the column appears twice in the header"),
    "empty_column_name": QT_TRANSLATE_NOOP("Problem", "a header cell is empty"),
    "unknown_column": QT_TRANSLATE_NOOP("Problem", "unknown column"),
    "missing_column": QT_TRANSLATE_NOOP("Problem", "the required column is missing"),
    "required": QT_TRANSLATE_NOOP("Problem", "a value is required here"),
    "not_a_number": QT_TRANSLATE_NOOP("Problem", "“{value}” is not a number"),
    "not_an_integer": QT_TRANSLATE_NOOP("Problem", "“{value}” is not a whole number"),
    "below_min": QT_TRANSLATE_NOOP("Problem", "{value} is too small (minimum {min})"),
    "above_max": QT_TRANSLATE_NOOP("Problem", "{value} is too large (maximum {max})"),
    "not_allowed": QT_TRANSLATE_NOOP("Problem", "“{value}” is not one of the allowed values"),
    "not_a_boolean": QT_TRANSLATE_NOOP("Problem", "“{value}” is not true/false"),
    "bad_date": QT_TRANSLATE_NOOP("Problem", "“{value}” is not a date (YYYY-MM-DD, YYYY-MM or YYYY)"),
    "date_in_future": QT_TRANSLATE_NOOP("Problem", "{value} lies in the future"),
    "duplicate_key": QT_TRANSLATE_NOOP("Problem", "“{value}” repeats row {first_row}"),
    "control_character": QT_TRANSLATE_NOOP(
        "Problem", "the text holds a control character ({char}) at character {position}: catalog text is one line, "
                   "without line breaks, tabs or direction controls"),
    "too_long": QT_TRANSLATE_NOOP("Problem", "the text is {length} characters long (at most {max})"),
    "unknown_table": QT_TRANSLATE_NOOP("Problem", "cannot tell from its header which catalog table this file is"),
    "unknown_table_name": QT_TRANSLATE_NOOP("Problem", "“{value}” is not a catalog table"),
    # the catalog as a whole (core/catalog/load.py)
    "missing_table": QT_TRANSLATE_NOOP("Problem", "the table file is missing"),
    "empty_table": QT_TRANSLATE_NOOP("Problem", "the table has no rows"),
    "unknown_gpu": QT_TRANSLATE_NOOP("Problem", "unknown GPU “{value}”"),
    "unknown_provider": QT_TRANSLATE_NOOP("Problem", "unknown provider “{value}”"),
    "duplicate_alias": QT_TRANSLATE_NOOP("Problem", "the name “{value}” already belongs to {other}"),
    "missing_fx_rate": QT_TRANSLATE_NOOP("Problem", "no exchange rate for {value}"),
    "no_price": QT_TRANSLATE_NOOP("Problem", "instance “{value}” has no price"),
    "bad_manifest": QT_TRANSLATE_NOOP("Problem", "catalog.json is broken"),
    "schema_too_new": QT_TRANSLATE_NOOP("Problem", "this catalog was written by a newer version of the app"),
    "no_catalog": QT_TRANSLATE_NOOP("Problem", "there is no catalog here"),
    "file_exists": QT_TRANSLATE_NOOP("Problem", "the file exists already"),
    "not_a_folder": QT_TRANSLATE_NOOP("Problem", "this is a file, not a folder"),
    # the catalog editor (gui/catalog_editor.py, gui/catalog_model.py)
    "still_referenced": QT_TRANSLATE_NOOP("Problem", "“{value}” is still used in another table"),
    "no_free_key": QT_TRANSLATE_NOOP("Problem", "no free name for a new row; change an existing one instead"),
    # scenario files (core/scenario/spec.py)
    "missing_field": QT_TRANSLATE_NOOP("Problem", "a value is needed here"),
    "conflicting_fields": QT_TRANSLATE_NOOP("Problem", "give one of these, not both"),
    "wrong_type": QT_TRANSLATE_NOOP("Problem", "“{value}” has the wrong kind of value"),
    "unknown_field": QT_TRANSLATE_NOOP("Problem", "unknown field “{value}”"),
    "unknown_preset": QT_TRANSLATE_NOOP("Problem", "unknown model “{value}”"),
    "scenario_too_new": QT_TRANSLATE_NOOP("Problem", "this scenario was written by a newer version of the app"),
    "scenario_too_old": QT_TRANSLATE_NOOP("Problem", "this scenario is too old to read"),
    "bad_json": QT_TRANSLATE_NOOP("Problem", "the file is not valid JSON"),
    "not_utf8": QT_TRANSLATE_NOOP("Problem", "the file is not UTF-8 text"),
    # files (core/scenario/spec.py, core/export/proposal.py, core/catalog/load.py, the command line)
    "file_not_found": QT_TRANSLATE_NOOP("Problem", "no such file"),
    "unreadable": QT_TRANSLATE_NOOP("Problem", "the file cannot be read"),
    "not_writable": QT_TRANSLATE_NOOP("Problem", "cannot write here"),
    # estimates (core/estimate/training.py)
    "missing_input": QT_TRANSLATE_NOOP("Problem", "a value is needed here"),
    "missing_default": QT_TRANSLATE_NOOP("Problem", "the catalog lacks the default figure “{value}”"),
    "gpu_no_compute_figures": QT_TRANSLATE_NOOP(
        "Problem", "the catalog has no {precision} figure for GPU “{value}”, so it cannot be estimated"),
    "serving_fits_one_server": QT_TRANSLATE_NOOP(
        "Problem", "one server of {gpus_per_node} × {gpu} already holds the model, so it is not split across "
        "{value} servers"),
    # SkyPilot vms.csv import (core/prices/skypilot.py)
    "skypilot_missing_column": QT_TRANSLATE_NOOP("Problem", "this SkyPilot file lacks a required column"),
    "skypilot_provider_unknown": QT_TRANSLATE_NOOP(
        "Problem", "cannot tell which cloud this SkyPilot file is for; put it in a folder named after the cloud"),
    "skypilot_provider_not_found": QT_TRANSLATE_NOOP("Problem", "“{value}” is not a cloud in your catalog"),
    "skypilot_nothing_mapped": QT_TRANSLATE_NOOP("Problem", "no row of this SkyPilot file could be used"),
    "skypilot_no_replace": QT_TRANSLATE_NOOP(
        "Problem", "a SkyPilot file cannot replace the whole instances table; import it without replacing"),
    "skypilot_unknown_accelerator": QT_TRANSLATE_NOOP(
        "Problem", "accelerator “{value}” is not a GPU in your catalog; row not imported (add the GPU or an alias "
        "in the GPUs table (gpus.csv) to bring it in)"),
    "skypilot_no_accelerator": QT_TRANSLATE_NOOP("Problem", "“{value}” has no GPU; row not imported"),
    "skypilot_no_accelerator_count": QT_TRANSLATE_NOOP(
        "Problem", "“{instance_type}” has no GPU count (“{value}”); row not imported"),
    "skypilot_no_price": QT_TRANSLATE_NOOP(
        "Problem", "“{value}” has neither a price nor a spot price; row not imported"),
    "skypilot_no_region": QT_TRANSLATE_NOOP("Problem", "“{value}” has no region; row not imported"),
    "skypilot_no_instance_type": QT_TRANSLATE_NOOP("Problem", "no instance type; row not imported"),
    "skypilot_gpu_only_row": QT_TRANSLATE_NOOP("Problem", "a GPU price without its host machine; row not imported"),
    "skypilot_vm_gpu_missing": QT_TRANSLATE_NOOP(
        "Problem", "host “{value}” has no matching GPU price in the file; row not imported"),
    "skypilot_vm_gpu_ambiguous": QT_TRANSLATE_NOOP(
        "Problem", "host “{value}” has more than one GPU price in the file; row not imported"),
    "skypilot_inconsistent_rows": QT_TRANSLATE_NOOP(
        "Problem", "“{value}” has different hardware figures in different rows of the file"),
    "skypilot_spec_differs": QT_TRANSLATE_NOOP(
        "Problem", "“{value}”: the file's hardware figures differ from your catalog's; yours are kept"),
    "skypilot_currency_differs": QT_TRANSLATE_NOOP(
        "Problem", "“{value}” is priced in another currency in your catalog; its price is not changed"),
    # price updates from public price files (core/prices/fetch.py, core/prices/update.py)
    "update_url_bad": QT_TRANSLATE_NOOP("Problem", "“{value}” is not a web address the app can fetch (https://…)"),
    "update_url_not_https": QT_TRANSLATE_NOOP(
        "Problem", "“{value}” is not an https:// address; plain http:// is accepted only for this computer "
                   "(127.0.0.1, localhost)"),
    "update_url_credentials": QT_TRANSLATE_NOOP(
        "Problem", "the address “{value}” holds a user name or password; price sources need none, so leave them out"),
    "update_unreachable": QT_TRANSLATE_NOOP(
        "Problem", "{provider}: {host} cannot be reached: its name was not found or there is no network; nothing "
                   "of this cloud changes"),
    "update_http_status": QT_TRANSLATE_NOOP(
        "Problem", "{provider}: the server answered {status} instead of the file; nothing of this cloud changes"),
    "update_timeout": QT_TRANSLATE_NOOP(
        "Problem", "{provider}: the download from {host} took longer than {seconds} s and was stopped; nothing of "
                   "this cloud changes"),
    "update_too_large": QT_TRANSLATE_NOOP(
        "Problem", "{provider}: the file is larger than the limit of {limit} bytes; nothing of this cloud changes"),
    "update_truncated": QT_TRANSLATE_NOOP(
        "Problem", "{provider}: the download stopped early ({received} of {expected} bytes); nothing of this cloud "
                   "changes"),
    "update_cancelled": QT_TRANSLATE_NOOP("Problem", "the update was cancelled; nothing changed"),
    "update_tls": QT_TRANSLATE_NOOP(
        "Problem", "{provider}: the secure connection to {host} failed (certificate or TLS); nothing of this cloud "
                   "changes"),
    "update_too_many_redirects": QT_TRANSLATE_NOOP(
        "Problem", "{provider}: the address redirects more than {limit} times; nothing of this cloud changes"),
    "update_no_source": QT_TRANSLATE_NOOP(
        "Problem", "{provider}: no price source is set for this cloud (add one under Preferences → Price sources)"),
    "update_file_invalid": QT_TRANSLATE_NOOP(
        "Problem", "{provider}: the price file cannot be read ({count} problem(s)); nothing of this cloud changes"),
    "update_unknown_provider": QT_TRANSLATE_NOOP("Problem", "“{value}” is not a cloud in your catalog"),
    "update_sources_invalid": QT_TRANSLATE_NOOP(
        "Problem", "each price source needs a cloud and an https:// address"),
    "update_offline": QT_TRANSLATE_NOOP(
        "Problem", "this computer seems to be offline: no price source could be reached, so nothing changed"),
    # what failed on the way to a price file (core/prices/fetch.py): each names the server or the refused address
    "update_refused": QT_TRANSLATE_NOOP(
        "Problem", "{provider}: nothing answers at {host} (the connection was refused): check the address and port, "
                   "and that the server is running; nothing of this cloud changes"),
    "update_reset": QT_TRANSLATE_NOOP(
        "Problem", "{provider}: the connection was reset by the server {host} ({received} bytes received); nothing "
                   "of this cloud changes"),
    "update_bad_answer": QT_TRANSLATE_NOOP(
        "Problem", "{provider}: the server's answer could not be read ({host} did not answer in valid HTTP); "
                   "nothing of this cloud changes"),
    "update_connect_failed": QT_TRANSLATE_NOOP(
        "Problem", "{provider}: the connection to {host} failed; nothing of this cloud changes"),
    "update_redirect_not_https": QT_TRANSLATE_NOOP(
        "Problem", "{provider}: {host} redirects to “{target}”, which is not an https:// address, so it is not "
                   "followed; nothing of this cloud changes"),
    "update_redirect_credentials": QT_TRANSLATE_NOOP(
        "Problem", "{provider}: {host} redirects to “{target}”, an address with a user name or password, so it is "
                   "not followed; nothing of this cloud changes"),
    "update_redirect_bad": QT_TRANSLATE_NOOP(
        "Problem", "{provider}: {host} redirects to “{target}”, which is not a web address the app can fetch; "
                   "nothing of this cloud changes"),
    "update_big_changes": QT_TRANSLATE_NOOP(
        "Problem", "{count} price(s) of {value} move by more than ×{factor} up or down (listed first above), often a "
                   "slip of unit in the file; nothing changed"),
    "plan_no_jobs": QT_TRANSLATE_NOOP("Problem", "the plan has no jobs; add at least one"),
    "plan_duplicate_job": QT_TRANSLATE_NOOP("Problem", "the job name “{value}” is used twice (first at {first})"),
    "plan_job_runs": QT_TRANSLATE_NOOP(
        "Problem", "say how often the job runs: runs_per_month for a training or fine-tune, or always_on: true for a "
                   "service (one of them)"),
    "plan_currency_differs": QT_TRANSLATE_NOOP(
        "Problem", "“{value}” is not the plan's currency ({currency}); leave it out or write {currency}"),
    "plan_job_impossible": QT_TRANSLATE_NOOP("Problem", "the job “{value}” cannot be run as asked"),
    "compare_not_an_answer": QT_TRANSLATE_NOOP(
        "Problem", "this is neither a scenario nor a saved answer (an object with a “recommendation”)"),
}

# Hints only the command line can give (they name its options).
_PROBLEM_CLI_HINT = {
    "unknown_table": QT_TRANSLATE_NOOP("Problem", "pass --table"),
    "file_exists": QT_TRANSLATE_NOOP("Problem", "use --force to overwrite"),
    "missing_default": QT_TRANSLATE_NOOP("Problem", "run 'gpu-advisor catalog merge --apply'"),
    "skypilot_provider_unknown": QT_TRANSLATE_NOOP("Problem", "or pass --provider with one of: {known}"),
    "skypilot_provider_not_found": QT_TRANSLATE_NOOP("Problem", "use one of: {known}"),
    "skypilot_no_replace": QT_TRANSLATE_NOOP("Problem", "leave out --replace"),
    "update_no_source": QT_TRANSLATE_NOOP("Problem", "or pass --source URL"),
    "update_big_changes": QT_TRANSLATE_NOOP("Problem", "check them, then run again with --accept-big-changes"),
    "schema_too_new": QT_TRANSLATE_NOOP("Problem", "update the app"),
    "scenario_too_new": QT_TRANSLATE_NOOP("Problem", "update the app"),
}


class _Blank(dict):
    def __missing__(self, key: str) -> str:
        return "—"


def _fill(template: str, values: Mapping) -> str:
    """``template.format`` with the values given; a value the detail lacks reads '—' (never an exception)."""
    try:
        return template.format_map(_Blank(values))
    except (IndexError, ValueError, AttributeError):
        return template


def problem_codes() -> frozenset[str]:
    """Every problem code this registry has a sentence for."""
    return frozenset(_PROBLEM)


def _problem_detail(value: Any, detail: Mapping) -> dict[str, Any]:
    d: dict[str, Any] = {"value": "" if value is None else value}
    for k, v in dict(detail or {}).items():
        if k in ("min", "max") and finite_float(v) is not None:
            v = number(v)
        elif isinstance(v, (list, tuple)):
            v = _list(v)
        d[k] = v
    return d


def problem_what(code: str, value: Any = None, detail: Mapping | None = None, *, cli: bool = False) -> str:
    """Only what is wrong, in the current language (for a message at the field itself, or after 'where').

    Every number and name the sentence needs comes from ``value``/``detail``; extra details (the allowed
    values, the closest names, a system error's reason, the file's row count...) are appended in words.
    An unknown code gives a generic sentence with the code, never an exception.
    """
    detail = detail or {}
    d = _problem_detail(value, detail)
    if code == "below_min" and finite_float(detail.get("min")) == 0:
        text = (translate("Problem", "must be more than 0") if detail.get("exclusive")
                else translate("Problem", "must not be negative"))
    elif code == "below_min" and detail.get("exclusive"):
        text = translate("Problem", "{value} is too small (must be more than {min})").format(**d)
    elif code == "missing_field" and detail.get("why") == "no_typical_model":
        text = translate("Problem", "needed: there is no typical model of this kind to assume — choose one or "
                                    "type its size")
    elif code == "missing_field" and detail.get("why") == "own_data":
        text = translate("Problem", "needed for fine-tuning: it is your own data, so there is no typical amount "
                                    "to assume")
    elif code == "missing_field" and detail.get("why") == "no_typical_data":
        text = translate("Problem", "needed: there is no typical amount of data to assume for this kind of model")
    elif code in _PROBLEM:
        text = _fill(translate("Problem", _PROBLEM[code]), d)
    else:
        text = translate("Problem", "problem “{0}”").format(code.replace("_", " "))
    extras = []
    if detail.get("closest"):
        extras.append(translate("Problem", "did you mean {0}?").format(_list(detail["closest"])))
    if detail.get("allowed") and code == "not_allowed":
        extras.append(translate("Problem", "use one of: {0}").format(_list(detail["allowed"])))
    if detail.get("alternatives") and code == "missing_field" and not detail.get("why"):
        extras.append(translate("Problem", "give one of: {0}").format(_list(detail["alternatives"])))
    if detail.get("needed_for") and code == "missing_field":
        extras.append(translate("Problem", "needed for {0}").format(detail["needed_for"]))
    if detail.get("expected") and code == "wrong_type":
        extras.append(translate("Problem", "expected: {0}").format(detail["expected"]))
    if detail.get("tables") and code in ("unknown_table", "unknown_table_name"):
        extras.append(translate("Problem", "tables: {0}").format(_list(detail["tables"])))
    if detail.get("today") and code == "date_in_future":
        extras.append(translate("Problem", "today is {0}").format(detail["today"]))
    if detail.get("rows") is not None and code == "skypilot_nothing_mapped":
        extras.append(Words.tr("%n row(s) read", None, int(detail["rows"])))
    if code.startswith("skypilot_"):
        if detail.get("file_value") is not None and detail.get("catalog_value") is not None:
            extras.append(translate("Problem", "the file: {0}, your catalog: {1}").format(
                detail["file_value"], detail["catalog_value"]))
        if detail.get("accelerator") and detail.get("count") is not None:
            extras.append(f"{number(detail['count'])} × {detail['accelerator']}")
        for key in ("region", "zone"):
            if detail.get(key):
                extras.append(translate("Problem", "in {0}").format(detail[key]))
                break
    if code == "update_file_invalid" and detail.get("first"):
        first = problem_what(str(detail["first"]), detail.get("first_value"), dict(detail.get("first_detail") or {}))
        if detail.get("row"):
            first = translate("Problem", "{0}: {1}").format(translate("Problem", "row {0}").format(detail["row"]),
                                                            first)
        extras.append(first)
    if detail.get("reason"):
        extras.append(str(detail["reason"]))
    if code == "plan_job_impossible" and isinstance(detail.get("note"), Mapping):
        extras.append(describe_note(detail["note"]))
    if cli and code in _PROBLEM_CLI_HINT:
        extras.append(_fill(translate("Problem", _PROBLEM_CLI_HINT[code]), d))
    if extras:
        text += translate("Problem", " ({0})").format(translate("Problem", "; ").join(extras))
    return text


def problem_where(file: str, row: int | None = None, column: str | None = None, *, field: bool = False) -> str:
    """'file, row 3, column price' (a table) or 'file, field budget.amount' (a scenario file)."""
    where = [str(file)]
    if field:
        if column:
            where.append(translate("Problem", "field {0}").format(column))
        return translate("Problem", ", ").join(where)
    if row is not None:
        where.append(translate("Problem", "row {0}").format(row))
    if column:
        label = column_name(column) if is_chinese() else column  # the file's own name, explained in Chinese
        where.append(translate("Problem", "column {0} ({1})").format(column, label) if label != column
                     else translate("Problem", "column {0}").format(column))
    return translate("Problem", ", ").join(where)


def describe_problem(p: Any, *, cli: bool = False, field: bool = False) -> str:
    """'where: what is wrong' for a core ``Problem`` in the current language; warnings say so."""
    code = str(_get(p, "code", "") or "")
    detail = dict(_get(p, "detail", {}) or {})
    row = _get(p, "row")
    column = _get(p, "column")
    if field and code == "bad_json":  # a JSON syntax error: row/column are the line and column of the text
        column_no = detail.pop("column", None)
        detail["reason"] = translate("Problem", "{0}, line {1}, column {2}").format(
            detail.get("reason", ""), row, column_no) if row is not None else detail.get("reason", "")
        row, column = None, None
    what = problem_what(code, _get(p, "value"), detail, cli=cli)
    if _get(p, "severity") == "warning":
        what = translate("Problem", "warning: {0}").format(what)
    return translate("Problem", "{0}: {1}").format(problem_where(_get(p, "file", ""), row, column, field=field), what)


# --------------------------------------------------------------------------- catalog tables and columns (core/catalog/schema.py)

_TABLE = {
    "providers": QT_TRANSLATE_NOOP("CatalogTables", "Providers"),
    "gpus": QT_TRANSLATE_NOOP("CatalogTables", "GPUs"),
    "instances": QT_TRANSLATE_NOOP("CatalogTables", "Instances"),
    "storage": QT_TRANSLATE_NOOP("CatalogTables", "Storage"),
    "network": QT_TRANSLATE_NOOP("CatalogTables", "Network"),
    "transfer": QT_TRANSLATE_NOOP("CatalogTables", "Data transfer"),
    "instance_network": QT_TRANSLATE_NOOP("CatalogTables", "Instance network"),
    "fabrics": QT_TRANSLATE_NOOP("CatalogTables", "Network fabrics"),
    "fx_rates": QT_TRANSLATE_NOOP("CatalogTables", "Exchange rates"),
    "models": QT_TRANSLATE_NOOP("CatalogTables", "Model presets"),
    "efficiency": QT_TRANSLATE_NOOP("CatalogTables", "Efficiency"),
    "scaling": QT_TRANSLATE_NOOP("CatalogTables", "Scaling"),
    "host_rules": QT_TRANSLATE_NOOP("CatalogTables", "Host sizing"),
    "spot_interruption": QT_TRANSLATE_NOOP("CatalogTables", "Spot interruptions"),
    "spot_rules": QT_TRANSLATE_NOOP("CatalogTables", "Spot rules"),
    "defaults": QT_TRANSLATE_NOOP("CatalogTables", "Estimate defaults"),
    "answers": QT_TRANSLATE_NOOP("CatalogTables", "Answers for “I don't know”"),
    "sources": QT_TRANSLATE_NOOP("CatalogTables", "Sources"),
    "gpu_names": QT_TRANSLATE_NOOP("CatalogTables", "GPU names"),
    "throughput": QT_TRANSLATE_NOOP("CatalogTables", "Measured throughput"),
    "calibration": QT_TRANSLATE_NOOP("CatalogTables", "Calibration runs"),
    "gpu_speed": QT_TRANSLATE_NOOP("CatalogTables", "GPU class speed"),
    "decision_tree": QT_TRANSLATE_NOOP("CatalogTables", "GPU decision tree"),
    "gpu_support": QT_TRANSLATE_NOOP("CatalogTables", "GPU support"),
    "instance_purposes": QT_TRANSLATE_NOOP("CatalogTables", "Instance purposes"),
    "node_failures": QT_TRANSLATE_NOOP("CatalogTables", "Node failures"),
}

_COLUMN = {
    "answer": QT_TRANSLATE_NOOP("CatalogColumns", "Question answered"),
    "basis": QT_TRANSLATE_NOOP("CatalogColumns", "Basis"),
    "date": QT_TRANSLATE_NOOP("CatalogColumns", "Date"),
    "instance_pattern": QT_TRANSLATE_NOOP("CatalogColumns", "Instance type pattern"),
    "model": QT_TRANSLATE_NOOP("CatalogColumns", "Model"),
    "precision": QT_TRANSLATE_NOOP("CatalogColumns", "Precision"),
    "publisher": QT_TRANSLATE_NOOP("CatalogColumns", "Publisher"),
    "samples_per_s": QT_TRANSLATE_NOOP("CatalogColumns", "Samples per second"),
    "source_id": QT_TRANSLATE_NOOP("CatalogColumns", "Source id"),
    "title": QT_TRANSLATE_NOOP("CatalogColumns", "Title"),
    "url": QT_TRANSLATE_NOOP("CatalogColumns", "Address (URL)"),
    "why": QT_TRANSLATE_NOOP("CatalogColumns", "Why"),
    "aliases": QT_TRANSLATE_NOOP("CatalogColumns", "Other names"),
    "as_of": QT_TRANSLATE_NOOP("CatalogColumns", "As of"),
    "bandwidth_gbps": QT_TRANSLATE_NOOP("CatalogColumns", "Bandwidth (Gbit/s)"),
    "base": QT_TRANSLATE_NOOP("CatalogColumns", "Base currency"),
    "bf16": QT_TRANSLATE_NOOP("CatalogColumns", "BF16"),
    "bucket": QT_TRANSLATE_NOOP("CatalogColumns", "Frequency bucket"),
    "confidence": QT_TRANSLATE_NOOP("CatalogColumns", "Confidence"),
    "cost_factor": QT_TRANSLATE_NOOP("CatalogColumns", "Cost factor"),
    "country": QT_TRANSLATE_NOOP("CatalogColumns", "Country"),
    "cpu_per_gpu_max": QT_TRANSLATE_NOOP("CatalogColumns", "CPU cores per GPU, most"),
    "cpu_per_gpu_min": QT_TRANSLATE_NOOP("CatalogColumns", "CPU cores per GPU, least"),
    "currency": QT_TRANSLATE_NOOP("CatalogColumns", "Currency"),
    "data_disk_gb_min": QT_TRANSLATE_NOOP("CatalogColumns", "Data disk, least (GB)"),
    "display_name": QT_TRANSLATE_NOOP("CatalogColumns", "Name shown"),
    "efficiency": QT_TRANSLATE_NOOP("CatalogColumns", "Efficiency"),
    "family": QT_TRANSLATE_NOOP("CatalogColumns", "Family"),
    "ffn_hidden_size": QT_TRANSLATE_NOOP("CatalogColumns", "FFN hidden size"),
    "form_factor": QT_TRANSLATE_NOOP("CatalogColumns", "Form factor"),
    "forward_gflops": QT_TRANSLATE_NOOP("CatalogColumns", "Forward GFLOPs per sample"),
    "fp16_tflops": QT_TRANSLATE_NOOP("CatalogColumns", "FP16 TFLOPS"),
    "fp32_tflops": QT_TRANSLATE_NOOP("CatalogColumns", "FP32 TFLOPS"),
    "fp8_tflops": QT_TRANSLATE_NOOP("CatalogColumns", "FP8 TFLOPS"),
    "gflops_convention": QT_TRANSLATE_NOOP("CatalogColumns", "GFLOPs counted as"),
    "gpu": QT_TRANSLATE_NOOP("CatalogColumns", "GPU"),
    "factor": QT_TRANSLATE_NOOP("CatalogColumns", "Speed factor"),
    "gpu_count": QT_TRANSLATE_NOOP("CatalogColumns", "GPUs"),
    "gpu_family": QT_TRANSLATE_NOOP("CatalogColumns", "GPU family"),
    "gpu_memory_gb": QT_TRANSLATE_NOOP("CatalogColumns", "GPU memory (GB)"),
    "gpus": QT_TRANSLATE_NOOP("CatalogColumns", "GPUs"),
    "head_dim": QT_TRANSLATE_NOOP("CatalogColumns", "Head size"),
    "hidden_size": QT_TRANSLATE_NOOP("CatalogColumns", "Hidden size"),
    "input": QT_TRANSLATE_NOOP("CatalogColumns", "Input"),
    "instance_type": QT_TRANSLATE_NOOP("CatalogColumns", "Instance type"),
    "int8_tops": QT_TRANSLATE_NOOP("CatalogColumns", "INT8 TOPS"),
    "interconnect": QT_TRANSLATE_NOOP("CatalogColumns", "GPU link"),
    "item": QT_TRANSLATE_NOOP("CatalogColumns", "Item"),
    "kind": QT_TRANSLATE_NOOP("CatalogColumns", "Kind"),
    "latency_us_max": QT_TRANSLATE_NOOP("CatalogColumns", "Latency, most (µs)"),
    "latency_us_min": QT_TRANSLATE_NOOP("CatalogColumns", "Latency, least (µs)"),
    "link": QT_TRANSLATE_NOOP("CatalogColumns", "Link"),
    "local_disk_gb": QT_TRANSLATE_NOOP("CatalogColumns", "Local disk (GB)"),
    "max_iops": QT_TRANSLATE_NOOP("CatalogColumns", "Most IOPS"),
    "max_seq_len": QT_TRANSLATE_NOOP("CatalogColumns", "Longest sequence"),
    "memory_bandwidth_gbs": QT_TRANSLATE_NOOP("CatalogColumns", "Memory bandwidth (GB/s)"),
    "memory_gb": QT_TRANSLATE_NOOP("CatalogColumns", "Memory (GB)"),
    "mfu": QT_TRANSLATE_NOOP("CatalogColumns", "Efficiency (MFU)"),
    "min_budget_factor": QT_TRANSLATE_NOOP("CatalogColumns", "Least budget factor"),
    "min_gpus": QT_TRANSLATE_NOOP("CatalogColumns", "Fewest GPUs"),
    "moe_active_experts": QT_TRANSLATE_NOOP("CatalogColumns", "Active experts"),
    "moe_experts": QT_TRANSLATE_NOOP("CatalogColumns", "Experts"),
    "monthly": QT_TRANSLATE_NOOP("CatalogColumns", "Per month"),
    "n_heads": QT_TRANSLATE_NOOP("CatalogColumns", "Attention heads"),
    "n_kv_heads": QT_TRANSLATE_NOOP("CatalogColumns", "KV heads"),
    "n_layers": QT_TRANSLATE_NOOP("CatalogColumns", "Layers"),
    "name": QT_TRANSLATE_NOOP("CatalogColumns", "Name"),
    "name_en": QT_TRANSLATE_NOOP("CatalogColumns", "English name"),
    "name_zh": QT_TRANSLATE_NOOP("CatalogColumns", "Chinese name"),
    "network_gbps": QT_TRANSLATE_NOOP("CatalogColumns", "Network (Gbit/s)"),
    "notes": QT_TRANSLATE_NOOP("CatalogColumns", "Notes"),
    "case": QT_TRANSLATE_NOOP("CatalogColumns", "Published run"),
    "tree_case": QT_TRANSLATE_NOOP("CatalogColumns", "Decision-tree case"),
    "rule": QT_TRANSLATE_NOOP("CatalogColumns", "Rule"),
    "gpu_prefixes": QT_TRANSLATE_NOOP("CatalogColumns", "GPU names starting with"),
    "gpu_counts": QT_TRANSLATE_NOOP("CatalogColumns", "GPU counts"),
    "count_per_node": QT_TRANSLATE_NOOP("CatalogColumns", "Count per server"),
    "params": QT_TRANSLATE_NOOP("CatalogColumns", "Parameters"),
    "nvlink_gbs": QT_TRANSLATE_NOOP("CatalogColumns", "NVLink (GB/s)"),
    "on_demand_hour": QT_TRANSLATE_NOOP("CatalogColumns", "On-demand per hour"),
    "option": QT_TRANSLATE_NOOP("CatalogColumns", "Option"),
    "params_active": QT_TRANSLATE_NOOP("CatalogColumns", "Active parameters"),
    "params_min": QT_TRANSLATE_NOOP("CatalogColumns", "From parameters"),
    "params_total": QT_TRANSLATE_NOOP("CatalogColumns", "Parameters"),
    "pcie_gen": QT_TRANSLATE_NOOP("CatalogColumns", "PCIe generation"),
    "policy": QT_TRANSLATE_NOOP("CatalogColumns", "Policy"),
    "preset_id": QT_TRANSLATE_NOOP("CatalogColumns", "Preset id"),
    "price_gb_month": QT_TRANSLATE_NOOP("CatalogColumns", "Price per GB-month"),
    "price_per_gb": QT_TRANSLATE_NOOP("CatalogColumns", "Price per GB"),
    "product": QT_TRANSLATE_NOOP("CatalogColumns", "Product"),
    "provider": QT_TRANSLATE_NOOP("CatalogColumns", "Provider"),
    "quote": QT_TRANSLATE_NOOP("CatalogColumns", "Quote currency"),
    "ram_gb": QT_TRANSLATE_NOOP("CatalogColumns", "RAM (GB)"),
    "ram_gb_per_gpu_max": QT_TRANSLATE_NOOP("CatalogColumns", "RAM per GPU, most (GB)"),
    "ram_gb_per_gpu_min": QT_TRANSLATE_NOOP("CatalogColumns", "RAM per GPU, least (GB)"),
    "ram_x_gpu_mem_max": QT_TRANSLATE_NOOP("CatalogColumns", "RAM × GPU memory, most"),
    "ram_x_gpu_mem_min": QT_TRANSLATE_NOOP("CatalogColumns", "RAM × GPU memory, least"),
    "rate": QT_TRANSLATE_NOOP("CatalogColumns", "Rate"),
    "rate_high_pct": QT_TRANSLATE_NOOP("CatalogColumns", "Rate, high (% a month)"),
    "run": QT_TRANSLATE_NOOP("CatalogColumns", "Training run"),
    "days": QT_TRANSLATE_NOOP("CatalogColumns", "Days"),
    "interruptions": QT_TRANSLATE_NOOP("CatalogColumns", "Interruptions"),
    "used": QT_TRANSLATE_NOOP("CatalogColumns", "Used"),
    "rate_low_pct": QT_TRANSLATE_NOOP("CatalogColumns", "Rate, low (% a month)"),
    "rdma": QT_TRANSLATE_NOOP("CatalogColumns", "RDMA"),
    "fabric": QT_TRANSLATE_NOOP("CatalogColumns", "Fabric between servers"),
    "gpu_direct": QT_TRANSLATE_NOOP("CatalogColumns", "GPU-direct (fast network)"),
    "anomaly": QT_TRANSLATE_NOOP("CatalogColumns", "Price anomaly"),
    "read_mb_s": QT_TRANSLATE_NOOP("CatalogColumns", "Read speed (MB/s)"),
    "region": QT_TRANSLATE_NOOP("CatalogColumns", "Region"),
    "reserved_1y_hour": QT_TRANSLATE_NOOP("CatalogColumns", "Reserved 1 year, per hour"),
    "reserved_3y_hour": QT_TRANSLATE_NOOP("CatalogColumns", "Reserved 3 years, per hour"),
    "rule_set": QT_TRANSLATE_NOOP("CatalogColumns", "Rule set"),
    "savings_pct": QT_TRANSLATE_NOOP("CatalogColumns", "Saving (%)"),
    "source": QT_TRANSLATE_NOOP("CatalogColumns", "Source"),
    "spot_hour": QT_TRANSLATE_NOOP("CatalogColumns", "Spot per hour"),
    "system_disk_gb": QT_TRANSLATE_NOOP("CatalogColumns", "System disk (GB)"),
    "system_disk_x_model": QT_TRANSLATE_NOOP("CatalogColumns", "System disk × model size"),
    "task": QT_TRANSLATE_NOOP("CatalogColumns", "Task"),
    "tdp_w": QT_TRANSLATE_NOOP("CatalogColumns", "Power (W)"),
    "tf32_tflops": QT_TRANSLATE_NOOP("CatalogColumns", "TF32 TFLOPS"),
    "throughput_basis": QT_TRANSLATE_NOOP("CatalogColumns", "Speed measured"),
    "tier": QT_TRANSLATE_NOOP("CatalogColumns", "Tier"),
    "tier_from_gb": QT_TRANSLATE_NOOP("CatalogColumns", "From (GB a month)"),
    "tier_to_gb": QT_TRANSLATE_NOOP("CatalogColumns", "To (GB a month)"),
    "unit": QT_TRANSLATE_NOOP("CatalogColumns", "Unit"),
    "value": QT_TRANSLATE_NOOP("CatalogColumns", "Value"),
    "vcpus": QT_TRANSLATE_NOOP("CatalogColumns", "vCPUs"),
    "vendor": QT_TRANSLATE_NOOP("CatalogColumns", "Vendor"),
    "vocab_size": QT_TRANSLATE_NOOP("CatalogColumns", "Vocabulary size"),
    "workload": QT_TRANSLATE_NOOP("CatalogColumns", "Workload"),
    "stack": QT_TRANSLATE_NOOP("CatalogColumns", "Software stack"),
    "arch": QT_TRANSLATE_NOOP("CatalogColumns", "Architecture"),
    "compute_capability": QT_TRANSLATE_NOOP("CatalogColumns", "Compute capability"),
    "fp8": QT_TRANSLATE_NOOP("CatalogColumns", "FP8"),
    "pytorch_min": QT_TRANSLATE_NOOP("CatalogColumns", "First PyTorch release"),
    "pytorch_max": QT_TRANSLATE_NOOP("CatalogColumns", "Last PyTorch release"),
    "pytorch_current": QT_TRANSLATE_NOOP("CatalogColumns", "Current PyTorch runs it"),
    "purpose": QT_TRANSLATE_NOOP("CatalogColumns", "Purpose"),
}

# What an instance is for and what a GPU cannot run (core/estimate/practical.py), shown on the editor's cells: such rows stay
# in the catalog but are not offered for training or serving.
_PRACTICAL = {
    "vdi_graphics": QT_TRANSLATE_NOOP("Practical", "For virtual desktops and graphics: not offered for training or "
                                                   "serving."),
    "fractional": QT_TRANSLATE_NOOP("Practical", "A slice of a GPU: not offered for training or serving."),
    "retired": QT_TRANSLATE_NOOP("Practical", "Retired by the provider: not offered."),
    "training": QT_TRANSLATE_NOOP("Practical", "Kept for training: not offered for serving."),
    "serving": QT_TRANSLATE_NOOP("Practical", "Kept for serving: not offered for training."),
    "gpu_pytorch_unsupported": QT_TRANSLATE_NOOP("Practical", "No current PyTorch release runs this GPU: not "
                                                              "offered."),
    "gpu_no_bf16": QT_TRANSLATE_NOOP("Practical", "This GPU has no BF16: offered only for FP16 or FP32 jobs."),
    "gpu_no_fp8": QT_TRANSLATE_NOOP("Practical", "This GPU has no FP8: not offered for FP8 jobs."),
    "gpu_serving_unsupported": QT_TRANSLATE_NOOP("Practical", "Below the compute capability vLLM needs: not offered "
                                                              "for serving."),
}


def practical_text(code: str) -> str:
    """What a purpose or GPU support code of core/estimate/practical.py means for the recommendations (the code itself if
    unknown)."""
    return translate("Practical", _PRACTICAL[code]) if code in _PRACTICAL else str(code)


def practical_codes() -> frozenset[str]:
    return frozenset(_PRACTICAL)


def table_name(name: str) -> str:
    """A catalog table's name in words ('fx_rates' -> 'Exchange rates' / '汇率'); unknown: the name itself."""
    return translate("CatalogTables", _TABLE[name]) if name in _TABLE else str(name)


def column_name(column: str) -> str:
    """A catalog column's heading in words ('on_demand_hour' -> 'On-demand per hour' / '按量每小时')."""
    return translate("CatalogColumns", _COLUMN[column]) if column in _COLUMN else str(column)


def table_names() -> frozenset[str]:
    return frozenset(_TABLE)


def column_names() -> frozenset[str]:
    return frozenset(_COLUMN)
