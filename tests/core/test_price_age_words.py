"""A price dated only by its year or month (the catalog's "2021") has an age counted from the period's first day:
the most it can be. Every place that prints a price age says so ("at most 2,164 days", "至多 2,164 天"), not an exact
count of days the catalog does not give (the Compare window read "价格时效 2,164 天", the team plan "2023（已过去
1,434 天）" while the catalog note and the PDF footer said "2023 or later")."""

from __future__ import annotations

from gpu_advisor import text as words
from gpu_advisor.core.base import ComparePriceAge, StalePrice
from gpu_advisor.core.plan.compare import Answer, compare_answers
from gpu_advisor.text.plan_text import compare_lines


def _saved(**opt):
    return Answer({"recommendation": opt}, "x.json", "saved")


def _pair(as_of_b: str):
    a = _saved(gpu="A100", gpu_count=8, currency="CNY", billing="on_demand", total_cost=1500, wall_hours=6,
               price_age_days=158, price_as_of="2025-06-30")
    b = _saved(gpu="A800-40GB", gpu_count=4, currency="CNY", billing="on_demand", total_cost=4000, wall_hours=40,
               price_age_days=2164, price_as_of=as_of_b)
    return compare_answers(a, b)


def test_a_year_only_price_reads_as_its_range_in_the_comparison():
    c = _pair("2021")
    with words.using_language("en"):
        text = "\n".join(compare_lines(c))
    assert "Price age: A 158 days, B 1,800 to 2,164 days, B − A +1,642 to +2,006 days" in text, text
    assert "The prices of B are older (1,800 to 2,164 days against 158 days)." in text
    with words.using_language("zh_CN"):
        zh = "\n".join(compare_lines(c))
    assert "1,800 至 2,164 天" in zh and "至多" not in zh, zh


def test_a_full_date_keeps_its_exact_age():
    c = _pair("2019-12-05")
    with words.using_language("en"):
        text = "\n".join(compare_lines(c))
    assert "Price age: A 158 days, B 2,164 days, B − A +2,006 days" in text, text
    assert "at most" not in text and " to 2,164" not in text


def test_a_month_only_price_spans_its_month():
    lo, hi = words.price_age_bounds(100, "2025-02")
    assert (lo, hi) == (73, 100)  # 28 days in February 2025
    assert words.price_age_bounds(400, "2024") == (35, 400)  # 366 days in 2024
    assert words.price_age_bounds(10, "2025-06-30") == (10, 10)


def test_the_stale_price_notes_say_at_least_for_a_year():
    """The warnings give the least age, counted from the year's last day (walk 20b: "at most 1,434 days" understated
    how old the price is), and the limit in months, as the sentence after them ("365 days" beside "12 months")."""
    n = StalePrice(as_of="2023", age_days=1434, limit_days=365)
    with words.using_language("en"):
        text = words.describe_note(n, "CNY")
        fresh = words.note_text("prices_stale", {"newest_as_of": "2025-06-30", "oldest_as_of": "2023",
                                                 "oldest_age_days": 1434, "limit_days": 365}, "CNY")
    assert "dated only 2023 (at least 1,070 days old; prices older than 12 months count" in text, text
    assert "at least 1,070 days ago; prices older than 12 months" in fresh, fresh
    assert "at most" not in text + fresh and "365" not in text + fresh
    with words.using_language("zh_CN"):
        zh = words.describe_note(n, "CNY")
    assert "价格只注明到 2023 年（至少已过去 1,070 天；超过 12 个月的价格视为过时）" in zh, zh
    exact = StalePrice(as_of="2023-01-01", age_days=1434, limit_days=365)
    with words.using_language("en"):
        assert "(1,434 days old, more than 12 months)" in words.describe_note(exact, "CNY")
    month = StalePrice(as_of="2023-06", age_days=1434, limit_days=365)
    with words.using_language("zh_CN"):
        assert "只注明到 2023-06（至少已过去 1,405 天" in words.describe_note(month, "CNY")


def test_the_compare_note_carries_each_sides_date():
    c = _pair("2021")
    age = next(n for n in c.reasons if isinstance(n, ComparePriceAge))
    assert (age.as_of_a, age.as_of_b) == ("2025-06-30", "2021")


def test_the_comparison_csv_notes_the_range_a_year_only_price_gives():
    """Walk 23: the comparison CSV's B − A price age was one number (its first day's, 2,006) where the window gives
    the range it lies in; the row's note now says the range. A full date on both sides needs no note."""
    from gpu_advisor.core.export.plan_export import compare_csv_bytes
    from gpu_advisor.text.plan_text import compare_csv_notes
    c = _pair("2021")
    with words.using_language("en"):
        notes = compare_csv_notes(c)
        csv_text = compare_csv_bytes(c, notes=notes).decode("utf-8-sig")
    assert "+1,642 to +2,006 days" in notes["price_age_days"], notes
    row = next(line for line in csv_text.splitlines() if line.startswith("price_age_days"))
    assert "+1,642 to +2,006 days" in row, row
    with words.using_language("zh_CN"):
        assert "1,642" in compare_csv_notes(c)["price_age_days"]
    assert "price_age_days" not in compare_csv_notes(_pair("2019-12-05"))
