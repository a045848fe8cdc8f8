"""The Team plan names clouds and regions as people read them, in both languages, in the window, its PDF and its
CSV: "runs outside mainland China (Microsoft Azure, East US)", never "(azure, East US)" — the window once wrote
its notes with no catalog set for the text layer (a plan opened before any answer was shown)."""

from __future__ import annotations

import copy
import csv
import io

import pytest

from gpu_advisor import text as W
from gpu_advisor.core.catalog import load_bundled
from gpu_advisor.core.plan import parse_plan, plan_month
from gpu_advisor.text import plan_text
from ..core.test_plan_room import PLAN
from ..support import plan_window

ABROAD = copy.deepcopy(PLAN)
ABROAD["preferences"]["providers"] = ["azure", "aws"]


@pytest.fixture(scope="module")
def cat():
    return load_bundled()


def _ids_in(text: str) -> list[str]:
    """The provider ids a sentence shows where a name belongs ("(azure, …", "on aws", "azure eastus")."""
    return [pid for pid in ("azure", "aws") if f"({pid}," in text or f"（{pid}，" in text or f"on {pid} " in text
            or f" {pid} " in text]


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_windows_warnings_and_jobs_table_name_the_clouds_and_regions(qtbot, cat, lang):
    assert W.current_catalog() is None  # as a Team plan opened before any answer was shown
    with W.using_language(lang):
        w = plan_window(qtbot, cat)
        w.set_plan(copy.deepcopy(ABROAD), saved=True)
        res = w.result
        assert res is not None
        notes = w.notes.text()
        azure, aws = W.provider_name(cat, "azure"), W.provider_name(cat, "aws")
        assert azure != "azure" and aws != "aws"
        abroad = [t for t in notes.split("\n") if azure in t or aws in t]
        assert abroad, notes  # the jobs run abroad: each says where, by the cloud's name
        assert _ids_in(notes) == [], notes
        m = w.jobs_table.model()
        for row, job in enumerate(res.jobs):
            o = job.recommendation.recommendation
            cell = m.data(m.index(row, 1))
            assert W.provider_name(cat, o.provider) in cell and W.region_name(o.region) in cell
            if W.region_name(o.region) != o.region:
                assert o.region not in cell  # "East US", not "eastus"
    assert W.current_catalog() is None  # the window set none for good


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_plans_pdf_and_csv_name_the_clouds_and_regions(cat, lang):
    from gpu_advisor.gui.plan_pdf import plan_csv_for_language, plan_html
    res = plan_month(cat, parse_plan(copy.deepcopy(ABROAD), cat))
    with W.using_language(lang):
        html = plan_html(res, cat)
        labels = plan_text.csv_labels()
    assert _ids_in(html) == []
    assert W.current_catalog() is None
    rows = list(csv.DictReader(io.StringIO(plan_csv_for_language(res, cat, lang).decode("utf-8-sig"))))
    notes = [r[labels["note"]] for r in rows if r[labels["note"]]]
    assert notes and _ids_in(" ".join(notes)) == []
    jobs = [r for r in rows if r[labels["region"]]]
    assert jobs
    for r in jobs:
        assert r[labels["provider"]] not in ("azure", "aws")
        with W.using_language(lang):
            assert any(r[labels["region"]] == W.region_label(code) for code in W.region_codes()), r
