"""The offering base kept across starts (core/select/offer_cache.py): a start that reads it back gives exactly the
results of one that builds it; a catalog edit, a damaged, truncated or foreign file, or a catalog changed in
memory never lets a kept base in."""

from __future__ import annotations

import datetime as _dt
import io
import json
from pathlib import Path

import numpy as np
import pytest

from gpu_advisor.core.base import jsonout
from gpu_advisor.core.catalog import files_key
from gpu_advisor.core.catalog.model import clear_derived
from gpu_advisor.core.catalog.store import CatalogStore
from gpu_advisor.core.scenario import parse_scenario
from gpu_advisor.core.select import price, rank
from gpu_advisor.core.select import offer_cache, pricing

ROOT = Path(__file__).resolve().parents[2]
# a training job (the app's first screen), a small fine-tune, a serving job: a base per training / serving
SCENARIOS = ("resources/start/article-case.json", "examples/lora-7b-finetune.json",
             "examples/llama-70b-inference-high-qps.json")


def _results(cat, today: _dt.date | None = None) -> list[str]:
    out = []
    for f in SCENARIOS:
        sc = parse_scenario(json.loads((ROOT / f).read_text(encoding="utf-8")), cat, f)
        priced = price(cat, sc, today=today)
        rec = rank(priced, sc, today=priced.today)
        out.append(jsonout.dumps(jsonout.finite(rec.to_dict()), ascii_only=True))
    return out


def _builds(monkeypatch) -> list:
    """Counts the offering bases built (not read back)."""
    calls: list = []
    real = pricing._new_offer_base

    def spy(*a, **k):
        calls.append(1)
        return real(*a, **k)
    monkeypatch.setattr(pricing, "_new_offer_base", spy)
    return calls


def _fresh_start() -> object:
    """The user's catalog as a new start loads it: a new catalog object, nothing derived from it in memory (what is
    derived is kept per content: it is dropped, as a new process starts without it)."""
    clear_derived()
    return CatalogStore().ensure()


def _kept() -> list[Path]:
    return sorted(offer_cache.cache_dir().glob(f"{offer_cache.PREFIX}*.npz"))


_WITHOUT_CACHE: dict = {}  # (catalog files' key, day) -> results: the same catalog files give the same results


@pytest.fixture
def without_cache(monkeypatch):
    """What the engine gives with no kept base at all (nothing read, nothing written). Worked out once per catalog
    files and day in this module (the bundled catalog's, today: seven tests ask for it; each asks only to compare)."""
    def results(cat, today=None):
        key = files_key(cat)
        memo = (key, today or _dt.date.today()) if key is not None else None
        if memo in _WITHOUT_CACHE:
            return list(_WITHOUT_CACHE[memo])
        with monkeypatch.context() as m:
            m.setattr(offer_cache, "load", lambda *a, **k: None)
            m.setattr(offer_cache, "save", lambda *a, **k: None)
            got = _results(cat, today)
        if memo is not None:
            _WITHOUT_CACHE[memo] = list(got)
        return got
    return results


def test_a_start_reading_the_kept_base_gives_the_same_results(store, monkeypatch, without_cache):
    expected = without_cache(_fresh_start())
    first = _fresh_start()
    assert files_key(first) is not None
    builds = _builds(monkeypatch)
    assert _results(first) == expected
    assert len(builds) == 3 and len(_kept()) == 3  # two training bases (an image model with the precision left open
    # may run FP16 on a card without BF16: its own offerings) and a serving base, kept
    builds.clear()
    second = _fresh_start()
    assert second is not first
    assert _results(second) == expected
    assert builds == [], "the next start must read the kept bases back, not build them"


@pytest.mark.parametrize("rates", ["changed", "the same"])
def test_a_base_kept_on_another_day_gives_that_days_rates_and_price_ages(store, monkeypatch, without_cache, rates):
    cat = _fresh_start()
    dates = sorted({_dt.date.fromisoformat(str(d)) for d in cat["fx_rates"]["as_of"]})
    assert len(dates) >= 2
    later = dates[-1] + _dt.timedelta(days=400)  # the latest rates apply
    # on the first date the earliest rates apply (changed); a month after the latest, the latest (the same)
    day_one = dates[0] if rates == "changed" else dates[-1] + _dt.timedelta(days=30)
    first = _results(cat, day_one)
    assert len(_kept()) == 3
    builds = _builds(monkeypatch)
    redone: list = []
    real = pricing.add_rates_of_the_day
    monkeypatch.setattr(pricing, "add_rates_of_the_day", lambda *a, **k: redone.append(1) or real(*a, **k))
    got = _results(_fresh_start(), later)
    assert builds == [], "a base kept on another day is read back (its day's part worked out again)"
    assert got == without_cache(_fresh_start(), later)
    assert got != first  # (the prices aged, at least)
    assert bool(redone) == (rates == "changed"), "the rates are worked out again only when one changed"
    builds.clear()
    redone.clear()
    assert _results(_fresh_start(), later) == got
    assert builds == [] and redone == [], "kept again with that day's part: the next start that day only reads it"


def test_a_catalog_edit_is_another_key_and_its_results_follow_the_edit(store, monkeypatch, without_cache):
    before = _fresh_start()
    old = _results(before)
    inst = before["instances"]
    inst["on_demand_hour"] = inst["on_demand_hour"] * 0.5  # every on-demand price halved
    store.save(before.with_table("instances", inst))
    builds = _builds(monkeypatch)
    edited = _fresh_start()
    assert files_key(edited) not in (None, files_key(before))
    got = _results(edited)
    assert len(builds) == 3, "an edited catalog must build its bases again"
    assert got == without_cache(_fresh_start()) and got != old


@pytest.mark.parametrize("damage", ["truncated", "flipped", "empty", "not a zip", "foreign key", "pickle inside"])
def test_a_damaged_or_foreign_file_is_ignored_and_rebuilt(store, monkeypatch, without_cache, tmp_path, damage):
    expected = without_cache(_fresh_start())
    _results(_fresh_start())  # keeps the bases
    files = _kept()
    assert len(files) == 3
    ran = tmp_path / "ran"
    for path in files:
        data = path.read_bytes()
        if damage == "truncated":
            path.write_bytes(data[: len(data) // 2])
        elif damage == "flipped":  # one byte of the numbers changed, the archive rewritten whole (a valid zip)
            with np.load(io.BytesIO(data), allow_pickle=False) as z:
                arrays = {n: z[n].copy() for n in z.files}
            name = next(n for n in arrays if not n.startswith("__") and arrays[n].dtype.kind == "f" and arrays[n].size)
            arrays[name].reshape(-1)[0] += 1.0
            buf = io.BytesIO()
            np.savez(buf, **arrays)
            path.write_bytes(buf.getvalue())
        elif damage == "empty":
            path.write_bytes(b"")
        elif damage == "not a zip":
            path.write_bytes(b"offer base" * 100)
        elif damage == "foreign key":
            pass  # (below)
        else:  # an object array (a pickle) that would run code when unpickled
            buf = io.BytesIO()
            np.savez(buf, __manifest__=np.array([_Runs(str(ran))], dtype=object))
            path.write_bytes(buf.getvalue())
    if damage == "foreign key":  # well-formed files of another key under this one's name: the two swapped
        data = [f.read_bytes() for f in files]  # (each file gets the next one's: all under a foreign name)
        for f, d in zip(files, data[1:] + data[:1]):
            f.write_bytes(d)
    builds = _builds(monkeypatch)
    assert _results(_fresh_start()) == expected
    assert len(builds) == 3, f"a {damage} file must not be used"
    assert not ran.exists(), "nothing from a cache file may run"
    builds.clear()
    assert _results(_fresh_start()) == expected
    assert builds == [], "the rebuilt bases are kept again, whole"


class _Runs:
    def __init__(self, marker: str):
        self.marker = marker

    def __reduce__(self):
        return (Path.touch, (Path(self.marker),))


def test_a_catalog_changed_in_memory_is_never_kept(store, monkeypatch):
    cat = _fresh_start()
    inst = cat["instances"]
    inst["on_demand_hour"] = inst["on_demand_hour"] * 2
    changed = cat.with_table("instances", inst)
    assert files_key(changed) is None
    _results(changed)
    assert _kept() == []


def test_an_unknown_value_in_the_base_means_it_is_not_kept(store, monkeypatch):
    cat = _fresh_start()
    real = pricing._new_offer_base

    def odd(*a, **k):
        t = real(*a, **k)
        t.odd = object()  # a value the format cannot hold exactly
        return t
    monkeypatch.setattr(pricing, "_new_offer_base", odd)
    _results(cat)
    assert _kept() == []


def test_a_base_too_large_is_not_kept(store, monkeypatch):
    monkeypatch.setattr(offer_cache, "MAX_KEPT_BYTES", 1000)
    _results(_fresh_start())
    assert _kept() == []


def test_only_the_most_recent_files_are_kept(store, monkeypatch):
    """Each start with another version of the code keeps a file (one job: one base a start); the oldest go."""
    f = SCENARIOS[1]
    written: list[Path] = []
    for i in range(offer_cache.KEEP + 3):
        monkeypatch.setattr(offer_cache, "_CODE_STAMP", f"code {i}")  # another version of the code each time
        before = set(_kept())
        cat = _fresh_start()
        price(cat, parse_scenario(json.loads((ROOT / f).read_text(encoding="utf-8")), cat, f))
        new = set(_kept()) - before
        assert len(new) == 1, (i, new)
        written += new
    assert _kept() == sorted(written[-offer_cache.KEEP:])  # the most recent ones, no other
