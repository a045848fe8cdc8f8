"""The catalog's codes and English product words in the result, in Chinese: a region ('westus3', 'cn-mainland') is
shown by its name (its console code beside it, in brackets, where the exact region matters), a product's billing
(', pay-as-you-go') and the storage and transfer products written in words are in Chinese; the Alternatives table
marks the runner-up the reasons name."""

from __future__ import annotations

import datetime as dt
import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from gpu_advisor import text as words
from gpu_advisor.core.catalog.load import load_bundled
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend
from gpu_advisor.gui.app import install_language
from gpu_advisor.gui.result_view import ResultView, runner_up_index
from gpu_advisor.gui.worker import SyncExecutor

TODAY = dt.date(2026, 12, 3)
ARTICLE = {"task": "train", "workload": "cv", "data": {"dataset_gb": 50}, "deadline_hours": 100,
           "budget": {"amount": 100000, "currency": "CNY", "per": "month"}}
CJK = re.compile(r"[\u3400-\u9fff]")
# A provider's own product codes, shown as the provider writes them in any language.
PRODUCT_CODE = re.compile(r"^(EBS (gp2|gp3|io1|io2 \(Block Express\)|sc1|st1)|ESSD PL[0-3])$")
ENGLISH_BILLING = ("pay-as-you-go", "monthly subscription", "pay-by-traffic", "egress", "Filesystem", "volume")


@pytest.fixture(scope="module")
def cat():
    return load_bundled()


@pytest.fixture
def zh():
    app = QApplication.instance()
    install_language(app, "zh_CN")
    yield
    install_language(app, "en")


def _region_codes(cat) -> set[str]:
    return set(cat["instances"]["region"].dropna().astype(str))


def test_every_region_and_product_of_the_catalog_has_a_chinese_name(qapp, cat, zh):
    for code in _region_codes(cat):
        name = words.region_name(code)
        assert CJK.search(name) and code not in name, (code, name)
        label = words.region_label(code)
        assert label.startswith(name) and (label == name or label == f"{name}（{code}）"), label
    products = set(cat["storage"]["product"].dropna().astype(str)) | set(cat["transfer"]["item"].dropna().astype(str))
    for p in products:
        shown = words.product_name(p)
        assert PRODUCT_CODE.match(shown) or CJK.search(shown), (p, shown)
        assert not any(w in shown for w in ENGLISH_BILLING), (p, shown)
    assert words.product_name("CBS Enhanced SSD (增强型 SSD 云硬盘), pay-as-you-go") == "增强型 SSD 云硬盘，按量计费"


def test_english_names_too(qapp, cat):
    assert words.region_label("westus3") == "West US 3 (westus3)" and words.region_label("cn-mainland") == \
        "mainland China"
    assert words.product_name("CBS Enhanced SSD (增强型 SSD 云硬盘), monthly subscription") == \
        "CBS Enhanced SSD, monthly subscription"  # the catalog's English name, without the Chinese one
    assert words.product_name("EBS gp3") == "EBS gp3"


def _shown_text(view: ResultView) -> str:
    """Everything the result pane shows in words: the card (and its tooltips), the sentence, the notes, and every
    cell of the cost lines and alternatives tables."""
    card = view.card
    parts = [w.text() for w in (card.lead, card.what_if, card.abroad, card.kind, card.headline, card.where,
                                card.status)]
    parts += [v.text() + "\n" + v.toolTip() for v in card.values.values()]
    parts += [view.summary.text(), view.notes.toPlainText()]
    for model in (view.lines_model, view.alt_model):
        for r in range(model.rowCount()):
            parts += [str(model.data(model.index(r, c), Qt.ItemDataRole.DisplayRole))
                      for c in range(model.columnCount())]
    return "\n".join(parts)


@pytest.mark.parametrize("providers", [None, ["tencent"], ["runpod"], ["azure"], ["nebius"], ["gcp"], ["aws"]])
def test_no_catalog_code_reaches_the_chinese_result_raw(qtbot, cat, zh, monkeypatch, providers):
    monkeypatch.setattr(ResultView, "what_if_executor", SyncExecutor())
    view = ResultView()
    qtbot.addWidget(view)
    sc = parse_scenario({**ARTICLE, **({"preferences": {"providers": providers}} if providers else {})}, cat)
    rec = recommend(cat, sc, today=TODAY)
    view.show_result(rec, sc, cat)  # (not shown: its tables are filled at once)
    text = _shown_text(view)
    shown = [o.region for o in (rec.recommendation, *rec.alternatives)]
    for code in _region_codes(cat):
        bare = text.replace(f"（{code}）", "")  # beside its name, in brackets, is how a console code is shown
        assert not re.search(rf"(?<![\w-]){re.escape(code)}(?![\w-])", bare), (code, text)
    for code in shown:
        assert words.region_name(code) in text
    assert not any(w in text for w in ENGLISH_BILLING), text
    assert rec.recommendation is not None and words.provider_name(cat, rec.recommendation.provider) in text


def test_the_runner_up_is_marked_in_the_alternatives(qtbot, cat, zh):
    view = ResultView()
    qtbot.addWidget(view)
    sc = parse_scenario(ARTICLE, cat)
    rec = recommend(cat, sc, today=TODAY)
    view.show_result(rec, sc, cat)
    i = runner_up_index(rec)
    note = next(n for n in rec.reasons if n.code == "runner_up")
    assert i is not None and rec.alternatives[i].instance_type == note.instance_type
    m = view.alt_model
    gpu = m.data(m.index(i, 0))
    assert gpu == f"{words.gpu_config(rec.alternatives[i])}\n（次优方案）" and m.marked_rows() == {i}  # (a line of its own)
    assert m.data(m.index(i, 0), Qt.ItemDataRole.FontRole).bold()
    assert [r for r in range(m.rowCount()) if "次优方案" in m.data(m.index(r, 0))] == [i]
    view.show_alternative(i)  # chosen from the table: the card shows that very configuration
    assert view.card.headline.text() == words.gpu_config(rec.alternatives[i])
    assert note.instance_type in view.card.where.text()
