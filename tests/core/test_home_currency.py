"""The user's own currency (``preferences.home_currency``): "Automatic" prices shown in it when no budget names a
currency and the clouds do not all price in yuan (a Chinese-interface user saw dollars and no cross-border warning);
the cross-border warning follows what the user is shown, not only yuan prices or a yuan budget. A file without it
is answered as before (the bundled catalog, no display)."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from gpu_advisor.cli import main
from gpu_advisor.core import scenario as S
from gpu_advisor.core.base.problems import CatalogError
from gpu_advisor.core.select import recommend

# (the command line runs many times on one seeded catalog: one Catalog object for its content, see tests/conftest.py)
pytestmark = pytest.mark.usefixtures("shared_catalog_objects")

ROOT = Path(__file__).resolve().parents[2]
# The article's case (an image model on 50 GB, 100 hours) with "Show prices in" left Automatic and no budget
ARTICLE = json.loads((ROOT / "resources" / "start" / "article-case.json").read_text(encoding="utf-8"))
ARTICLE.pop("budget")
ARTICLE["preferences"].pop("currency")


@pytest.fixture(autouse=True)
def advisor_home(shared_home, monkeypatch):
    monkeypatch.setenv("GPU_ADVISOR_HOME", str(shared_home))
    return shared_home


def case(**prefs):
    obj = copy.deepcopy(ARTICLE)
    obj["preferences"].update(prefs)
    return obj


def currency(cat, obj):
    sc = S.parse_scenario(obj, cat)
    return sc.currency, next((a.why for a in sc.assumed if a.path == "preferences.currency"), None)


def test_automatic_shows_the_users_own_currency_when_the_clouds_do_not_decide(cat):
    assert currency(cat, case()) == ("USD", "mixed_clouds")  # a file without it: as before
    assert currency(cat, case(home_currency="CNY")) == ("CNY", "home_currency")
    assert currency(cat, case(home_currency="USD")) == ("USD", "home_currency")
    mixed = {"providers": ["alibaba", "aws"]}
    assert currency(cat, case(home_currency="CNY", **mixed)) == ("CNY", "home_currency")
    # what the user chose, a budget's currency and clouds that all price in yuan still decide first
    assert currency(cat, case(home_currency="CNY", currency="USD")) == ("USD", None)
    with_budget = {**case(home_currency="CNY"), "budget": {"amount": 900, "currency": "USD"}}
    assert currency(cat, with_budget) == ("USD", "budget_currency")
    assert currency(cat, case(home_currency="USD", providers=["alibaba", "tencent"])) == ("CNY", "chinese_clouds")


def test_a_bad_home_currency_is_named_at_its_field(cat):
    with pytest.raises(CatalogError) as exc:
        S.parse_scenario(case(home_currency="EURO"), cat, "a.json")
    assert [p.column for p in exc.value.problems] == ["preferences.home_currency"]


def answer(cat, obj):
    rec = recommend(cat, S.parse_scenario(obj, cat))
    return rec.recommendation, [n.code for n in rec.warnings]


def test_a_yuan_user_is_warned_of_an_answer_abroad_whatever_currency_the_prices_are_shown_in(cat):
    before, codes = answer(cat, case())
    assert before.currency == "USD" and "overseas" not in codes  # (an English-interface user: no warning)
    zh, codes = answer(cat, case(home_currency="CNY"))
    assert zh.currency == "CNY" and zh.region == before.region and codes[0] == "overseas"
    assert zh.total_cost > before.total_cost * 5  # the same option, in yuan
    # shown in dollars by choice, still a yuan user: still warned
    _, codes = answer(cat, case(home_currency="CNY", currency="USD"))
    assert codes[0] == "overseas"
    _, codes = answer(cat, case(home_currency="USD"))
    assert "overseas" not in codes
    _, codes = answer(cat, case(home_currency="CNY", data_in_china=False))  # abroad is fine: no warning
    assert "overseas" not in codes


def test_the_command_line_keeps_todays_currency_unless_the_file_or_lang_says_the_users_own(cat, tmp_path, capsys):
    """Without ``--lang`` a file is answered as before (its own ``home_currency`` if it says one); ``--lang`` gives
    the user's own currency as the window's interface language does (walk 21: ``--lang zh_CN`` answered in
    dollars where the Chinese window gave yuan; tests/core/test_cli_lang_currency.py)."""
    out = {}
    for name, obj, lang in (("plain", case(), ()), ("zh", case(home_currency="CNY"), ()),
                            ("plain-zh", case(), ("--lang", "zh_CN")), ("plain-en", case(), ("--lang", "en"))):
        f = tmp_path / f"{name}.json"
        f.write_text(json.dumps(obj), encoding="utf-8")
        assert main(["recommend", str(f), "--json", *lang]) == 0
        out[name] = json.loads(capsys.readouterr().out)
    for name, cur in (("plain", "USD"), ("plain-en", "USD"), ("zh", "CNY"), ("plain-zh", "CNY")):
        assert out[name]["recommendation"]["currency"] == cur, name
        assert ("overseas" in [w["code"] for w in out[name]["warnings"]]) == (cur == "CNY"), name
