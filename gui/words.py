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
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale, QTranslator

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
    """``QCoreApplication.translate``, or this module's translator while a language is set explicitly."""
    if _LANG is None:
        return QCoreApplication.translate(context, text, disambiguation, n)
    out = _OWN.translate(context, text, disambiguation, n) if _OWN is not None else ""
    out = out or text
    return out.replace("%n", str(n)) if n >= 0 else out


def set_language(lang: str | None) -> str:
    """Use ``lang`` ('en' or 'zh_CN') for these words from now on; None follows the app's translator again.

    Returns the language in effect. Raises FileNotFoundError when the Chinese translation is missing.
    """
    global _LANG, _OWN
    if lang is None:
        _LANG, _OWN = None, None
        return language()
    lang = normalise_language(lang)
    own = None
    if lang != "en":
        own = QTranslator()
        if not own.load(f"gpu_advisor_{lang}", str(i18n_dir())):
            raise FileNotFoundError(str(i18n_dir() / f"gpu_advisor_{lang}.qm"))
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


def _finite(x: Any) -> float | None:
    try:
        f = float(x)
    except (TypeError, ValueError):
        return None
    return f if math.isfinite(f) else None


def number(x: Any, decimals: int | None = None) -> str:
    """A number with the language's separators; ``decimals`` None picks a sensible precision."""
    f = _finite(x)
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
    f = _finite(x)
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
    f = _finite(fraction)
    return "—" if f is None else number(100 * f, decimals) + "%"


_SYMBOL = {"CNY": "¥", "RMB": "¥", "USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥"}


def money(amount: Any, currency: str = "CNY", *, exact: bool = False) -> str:
    """'¥61,000', '$1,234.56'; ``exact`` always shows cents (bills). In Chinese, CNY from 100,000 up
    reads in 万 ('¥12.3万') unless ``exact``. Missing amount -> 'not priced'."""
    f = _finite(amount)
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
    f = _finite(amount)
    if f is None:
        return translate("Words", "not priced")
    if abs(f) >= 1 or f == 0:
        return money(f, currency, exact=True)
    sym = _SYMBOL.get((currency or "").upper())
    body = number(f, 4)
    return f"{sym}{body}" if sym else f"{body} {currency}"


def hours(h: Any, days: bool = False) -> str:
    """'40 hours', '5.6 hours'; with ``days`` from 72 h on: '518 hours (about 22 days)'; None -> '—'."""
    f = _finite(h)
    if f is None:
        return "—"
    text = number(f, 0 if f >= 10 else 1).rstrip("0").rstrip(".") if f < 10 else number(f, 0)
    if f == 1:
        out = translate("Words", "{0} hour").format(text)
    else:
        out = translate("Words", "{0} hours").format(text)
    if days and f >= 72:
        out += translate("Words", " (about {0} days)").format(number(f / 24, 0))
    return out


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
}
_STORAGE = {
    "local_nvme": QT_TRANSLATE_NOOP("Words", "Local NVMe SSD"),
    "block": QT_TRANSLATE_NOOP("Words", "Cloud disk (block storage)"),
}
_ITEM = {
    "gpu_instance": QT_TRANSLATE_NOOP("Words", "GPU servers"),
    "spot_rework": QT_TRANSLATE_NOOP("Words", "Spot: expected lost work"),
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


def storage_name(code: Any) -> str:
    return _name(_STORAGE, code)


def item_name(code: Any) -> str:
    """A cost line's item (gpu_instance, system_disk, ...)."""
    return _name(_ITEM, code)


def unit_name(code: Any) -> str:
    """A cost line's unit (GPU-hour, GB-month, ...)."""
    return _t(_UNIT[code]) if code in _UNIT else str(code)


def precision_name(code: Any) -> str:
    return _name(_PRECISION, code)


def spot_preference_name(code: Any) -> str:
    return _name(_SPOT_PREF, code)


def budget_per_name(code: Any) -> str:
    return _name(_BUDGET_PER, code)


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
        elif p.startswith("tp") and p[2:].isdigit():
            words.append(translate("Words", "tensor parallel over {0} GPUs").format(p[2:]))
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
    key = (id(cat), id(cat["providers"]) if cat is not None else 0, pid, is_chinese())
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
    total = _finite(_get(option, "gpu_count"))
    per = _finite(_get(option, "gpus_per_node"))
    inst = int(_finite(_get(option, "instances")) or 1)
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
        if d.get("servers") is not None and d.get("capacity_qps") is not None:
            return translate(
                "Words",
                "{0} copies of the model on {1} server(s), each copy handling about {2} requests per second: about {3} "
                "in all, for the target of {4}.",
            ).format(number(_d(d, "replicas")), number(_d(d, "servers")), number(_d(d, "qps_per_replica")),
                     number(_d(d, "capacity_qps")), number(_d(d, "qps")))
        return translate(
            "Words",
            "{0} server(s), each handling about {1} requests per second, serve the target of {2} requests per second.",
        ).format(number(_d(d, "replicas")), number(_d(d, "qps_per_replica")), number(_d(d, "qps")))
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
        hd = _finite(d.get("hours_diff"))
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
        if _finite(d.get("checkpoint_gb")) is not None:
            text += translate("Words", " (about {0} each, {1} s to write)").format(
                gigabytes(d["checkpoint_gb"]), number(d.get("write_s"))
            )
        return text + translate("Words", ".")
    if code == "same_zone":
        return translate("Words", "Keep all {0} servers in one availability zone (under {1} µs between them).").format(
            number(_d(d, "nodes")), number(d.get("latency_us"))
        )
    if code == "spot_with_checkpoints":
        text = translate(
            "Words", "On spot servers about {0} interruption(s) are expected; the price includes the lost work."
        ).format(number(_d(d, "expected_interruptions"), 1))
        if _finite(d.get("interval_h")) is not None:
            text += translate("Words", " Save a checkpoint every {0}.").format(hours(d["interval_h"]))
        return text
    if code == "spot_saving":
        return translate(
            "Words",
            "Spot servers of the same type would cost {0} instead of {1} ({2} less), if interruptions are acceptable.",
        ).format(money(_d(d, "spot_cost"), cur), money(_d(d, "cost"), cur), percent(_d(d, "saving_pct") / 100))
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
        if _finite(d.get("network_gbps")) is not None:
            net += f" ({number(d['network_gbps'])} Gbit/s)"
        return translate(
            "Words", "{0} servers are linked by a {1}: communication will slow training; RDMA is better."
        ).format(number(_d(d, "nodes")), net)
    if code == "stale_price":
        return translate(
            "Words", "The price is dated {0} ({1} days old, more than {2}); check the current price before ordering."
        ).format(date_text(_d(d, "as_of")), number(_d(d, "age_days")), number(d.get("limit_days")))
    if code.startswith("unpriced_"):
        product = str(d.get("product") or "")
        if d.get("item") == "network":
            product = network_name(product)
        amount = f"{number(d.get('quantity'))} {unit_name(d.get('unit'))}"
        what = f"{product}, {amount}" if product else amount
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
    # ----- estimate warnings (core/estimate.py)
    if code == "chinchilla_far":
        return translate(
            "Words",
            "{0} training tokens per parameter, far from the compute-optimal {1} (Chinchilla); fine if intended.",
        ).format(number(_d(d, "tokens_per_param")), number(_d(d, "optimal")))
    if code == "bf16_unsupported":
        return translate("Words", "{0} has no BF16; estimated with FP16 mixed precision.").format(_d(d, "gpu"))
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
    raise UnknownCode(code)


class UnknownCode(LookupError):
    """A note code this module has no sentence for (describe_note then falls back to a generic sentence)."""


def _generic(code: str, detail: Mapping) -> str:
    shown = _list(
        f"{k} {number(v) if _finite(v) is not None else v}"
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
    "serving_max_batch": QT_TRANSLATE_NOOP("Words", "Largest serving batch"),
    "input_tokens": QT_TRANSLATE_NOOP("Words", "Input tokens per request"),
    "output_tokens": QT_TRANSLATE_NOOP("Words", "Output tokens per request"),
    "p95_latency_s": QT_TRANSLATE_NOOP("Words", "Latency target (95th percentile)"),
    "network": QT_TRANSLATE_NOOP("Words", "Network between servers"),
    "recompute": QT_TRANSLATE_NOOP("Words", "Activation recomputation"),
    "architecture": QT_TRANSLATE_NOOP("Words", "Model architecture"),
    "params_active": QT_TRANSLATE_NOOP("Words", "Active parameters per token"),
    "chinchilla_tokens_per_param": QT_TRANSLATE_NOOP("Words", "Compute-optimal tokens per parameter (Chinchilla)"),
    "roofline_anchor_tflops": QT_TRANSLATE_NOOP("Words", "Calibration GPU peak speed"),
    "roofline_anchor_bandwidth_gbs": QT_TRANSLATE_NOOP("Words", "Calibration GPU memory bandwidth"),
    "stale_price_days": QT_TRANSLATE_NOOP("Words", "Prices older than this are flagged"),
    "attention_flops_per_token": QT_TRANSLATE_NOOP("Words", "Attention FLOPs per token"),
    "size_factor": QT_TRANSLATE_NOOP("Words", "Efficiency factor for the model size"),
    "measured_throughput": QT_TRANSLATE_NOOP("Words", "Measured training throughput"),
    "throughput_gpu_scaling": QT_TRANSLATE_NOOP("Words", "Speed of this GPU relative to the measured one"),
    "throughput_flops_scaling": QT_TRANSLATE_NOOP("Words", "Work of this model relative to the measured one"),
    "range_factors": QT_TRANSLATE_NOOP("Words", "Likely range (80%) of the running time"),
    "range_extrapolates": QT_TRANSLATE_NOOP("Words", "Range widened: no calibration run close to this job"),
    "qlora_time_factor": QT_TRANSLATE_NOOP("Words", "QLoRA time relative to LoRA"),
    "gpu_memory_bytes_per_gb": QT_TRANSLATE_NOOP("Words", "Bytes per GB of GPU memory"),
    "recsys_memory_bound": QT_TRANSLATE_NOOP("Words", "Time set by embedding memory traffic"),
}


def assumption_name(name: str) -> str:
    """A named figure of the engine in words ('bytes_per_param_bf16' -> 'Bytes per parameter (BF16 weights)')."""
    if name in _ASSUMPTION:
        return _t(_ASSUMPTION[name])
    if name.startswith("roofline_compute_share_"):
        return translate("Words", "Compute-bound share of time ({0})").format(workload_name(name.rsplit("_", 1)[1]))
    return name.replace("_", " ").capitalize()


def _value_text(value: Any, unit: str = "") -> str:
    f = _finite(value) if not isinstance(value, bool) else None
    v = number(f) if f is not None and abs(f) < 1e7 else (f"{f:.3g}" if f is not None else str(value))
    unit = unit or ""
    return f"{v} {unit}".strip()


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
    for name, item in (a.get("estimate") or {}).items():
        if isinstance(item, Mapping):
            value, unit, source = item.get("value"), item.get("unit", ""), item.get("source", "")
        else:
            value, unit, source = _get(item, "value"), _get(item, "unit", ""), _get(item, "source", "")
        rows.append((assumption_name(str(name)), _value_text(value, str(unit or "")), str(source or "")))
    return rows


# --------------------------------------------------------------------------- scenario and CSV words


def scenario_rows(scenario: Any, cat: Any = None) -> list[tuple[str, str]]:
    """The scenario as the user gave it, as (field, value) rows; filled-in defaults are marked as such."""
    get = lambda k, default=None: _get(scenario, k, default)
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
        rows.append((translate("Words", "Model"), str(name)))
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
            (translate("Words", "Training data"), translate("Words", "{0} tokens").format(big_number(get("tokens"))))
        )
    if get("dataset_gb"):
        rows.append((translate("Words", "Training data"), gigabytes(get("dataset_gb"))))
    if get("samples"):
        rows.append(
            (translate("Words", "Training data"), translate("Words", "{0} samples").format(number(get("samples"))))
        )
    if get("epochs") and get("task") != "inference":
        rows.append((translate("Words", "Epochs"), number(get("epochs"))))
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
}


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
    if column == "option":
        return translate("Words", "Recommended") if value == "recommendation" else translate("Words", "Alternative")
    if column == "provider":
        return provider_name(None, value)
    if column == "why_not_chosen" and isinstance(value, (list, tuple)):
        return " ".join(describe_note(n, currency) for n in value)
    return value
