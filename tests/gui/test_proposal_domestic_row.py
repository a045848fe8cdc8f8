"""The proposal CSV had no row for the best option in mainland China (walk 22: Alibaba 1 × A10, ¥115.03) though its
exchange-rate row named it and the card and the PDF show it beside an answer abroad. It is now one row, as the
card says it: provider, region, server, GPUs, billing, hours and cost, whether it meets the deadline and budget."""

from __future__ import annotations

import csv
import io

from gpu_advisor import text as W
from gpu_advisor.core.scenario import parse_scenario
from gpu_advisor.core.select import recommend
from gpu_advisor.gui.proposal_pdf import csv_for_language

ABROAD = {"task": "train", "workload": "cv", "data": {"dataset_gb": 50}, "deadline_hours": 100,
          "budget": {"amount": 100000, "currency": "CNY", "per": "month"}}


def _rows(data: bytes) -> list[list[str]]:
    return list(csv.reader(io.StringIO(data.decode("utf-8-sig"), newline="")))


def test_the_best_option_in_mainland_china_is_a_row_as_the_card_says_it(cat):
    sc = parse_scenario(ABROAD, cat)
    rec = recommend(cat, sc)
    note = next(w for w in rec.warnings if w.code == "overseas")
    dom = note.domestic
    assert dom is not None and dom.provider == "alibaba"
    for lang, label, provider, yes in (("en", "Best option in mainland China", "Alibaba Cloud", "yes"),
                                       ("zh_CN", "中国大陆境内的最佳方案", "阿里云", "是")):
        rows = _rows(csv_for_language(rec, cat, lang, sc))
        head = rows[0]
        found = [r for r in rows if r[0] == label]
        assert len(found) == 1, [r[0] for r in rows]
        row = dict(zip(head, found[0]))
        col = {k: head[i] for i, k in enumerate(("option", "rank", "provider", "region", "instance_type", "gpu"))}
        assert row[col["provider"]] == provider and row[col["region"]] == dom.region
        assert row[col["instance_type"]] == dom.instance_type and row[col["gpu"]] == dom.gpu
        cells = found[0]
        assert f"{dom.total_cost:g}" in cells and f"{dom.wall_hours:g}" in cells and yes in cells
        # after the options, before the exchange-rate row that names it
        place = rows.index(found[0])
        assert all(r[0] not in (label,) for r in rows[place + 1:])
        assert rows[place + 1][0].startswith(("Exchange rate", "汇率"))
        # the card's sentence says the same option at the same cost
        with W.using_language(lang):
            said = W.describe_note(note, rec.recommendation.currency)
        assert W.money(dom.total_cost, dom.currency) in said.replace("\u2060", "")


def test_no_row_where_the_answer_is_in_mainland_china(cat):
    sc = parse_scenario({**ABROAD, "preferences": {"data_in_china": True}}, cat)
    rec = recommend(cat, sc)
    assert not any(w.code == "overseas" for w in rec.warnings)
    rows = _rows(csv_for_language(rec, cat, "en", sc))
    assert not any(r[0] == "Best option in mainland China" for r in rows)
