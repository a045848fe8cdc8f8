"""The currency an answer is shown in, when the scenario leaves it open ("Automatic").

``preferences.currency`` wins; else the budget's currency; else the clouds' own when every cloud chosen prices in
yuan (instances.csv ``currency``, not a list kept in code); else the user's own currency,
``preferences.home_currency`` (the desktop app gives CNY for its Chinese interface, USD for English; a file may
say it too); else USD, as a file without it always was. Each open answer is recorded as assumed, with its reason.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import answers as A
from ..catalog import Catalog


def result_currency(cat: Catalog, prefs: dict, budget: dict, assume: Callable[[A.Assumed], Any]) -> str:
    """The answer's currency for a scenario's ``preferences`` and ``budget`` (both as checked); ``assume`` records an
    answer assumed for ``preferences.currency``."""
    given = prefs.get("currency")
    if given:
        return str(given)
    if budget.get("currency"):
        return str(assume(A.Assumed("preferences.currency", budget["currency"], "budget_currency",
                                    "gpu-advisor-setting")))
    if cn_only(cat, prefs.get("providers")):
        return str(assume(A.Assumed("preferences.currency", "CNY", "chinese_clouds", "gpu-advisor-setting")))
    home = prefs.get("home_currency")
    if home:
        return str(assume(A.Assumed("preferences.currency", home, "home_currency", "gpu-advisor-setting")))
    return str(assume(A.Assumed("preferences.currency", "USD", "mixed_clouds", "gpu-advisor-setting")))


def with_home_currency(obj: Any, currency: str | None) -> Any:
    """A scenario's answers (as read from a file or the wizard) with the user's own currency
    (``preferences.home_currency``) set to ``currency``: the app's interface language and the command line's
    ``--lang`` decide it (``text.language.home_currency``), the engine only reads it. ``currency`` None, or answers
    that are not an object, or ``preferences`` that is not one (the scenario check names the field): as they are. A
    file's own copy is not changed."""
    if currency is None or not isinstance(obj, dict):
        return obj
    prefs = obj.get("preferences", {})
    if not isinstance(prefs, dict):
        return obj
    return {**obj, "preferences": {**prefs, "home_currency": currency}}


def cn_only(cat: Catalog, providers) -> bool:
    """Every provider named prices in CNY: the currency of its instances in the catalog (instances.csv), not a
    list kept in code; a provider without instances counts as not CNY."""
    if not providers:
        return False
    inst = cat["instances"]
    currencies = inst.loc[inst["provider"].isin(list(providers)), ["provider", "currency"]].drop_duplicates()
    return set(currencies["provider"]) == set(providers) and set(currencies["currency"].astype(str)) == {"CNY"}
