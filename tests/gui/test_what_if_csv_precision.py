"""The proposal CSV's "What if" rows carry their hours and money unrounded like every other row (walk 21: 4.86 and
15.59 in "Hours (unrounded)" and "Job cost (unrounded)" where the recommended row beside them had
4.858345937832 and 15.592136131574). The JSON keeps them rounded as an option's."""

from __future__ import annotations

import csv
import io
import json

import pytest

from gpu_advisor.cli import main
from gpu_advisor.core.base import rounded
from gpu_advisor.core.export.proposal import CSV_COLUMNS

# walk 21's photo case: the model and passes assumed (the what-if spread), no budget, no deadline
PHOTO = {"schema_version": 1, "task": "train", "workload": "cv", "data": {"samples": 100000}}
FIGURES = ("wall_hours", "total_cost", "monthly_cost")


def rows(path) -> list[dict[str, str]]:
    """The CSV's rows by column key (the headings are in the language asked: the columns keep their order)."""
    table = list(csv.reader(io.StringIO(path.read_bytes().decode("utf-8-sig"))))
    assert len(table[0]) == len(CSV_COLUMNS)
    return [dict(zip(CSV_COLUMNS, r)) for r in table[1:]]


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_what_if_rows_are_unrounded_like_the_others(qapp, tmp_path, capsys, lang):
    scenario, out = tmp_path / "photo.json", tmp_path / "p.csv"
    scenario.write_text(json.dumps(PHOTO), encoding="utf-8")
    assert main(["recommend", str(scenario), "--csv", str(out), "--lang", lang]) == 0, capsys.readouterr().err
    capsys.readouterr()
    table = rows(out)
    chosen = next(r for r in table if r["rank"] == "1")
    what_if = [r for r in table if r["what_if_value"]]
    assert len(what_if) >= 2, table
    typical = next(r for r in what_if if r["what_if_value"] == "resnet-50")  # the assumed model: the answer itself
    for column in FIGURES:
        assert typical[column] == chosen[column], (column, typical[column], chosen[column])
    for r in what_if:  # every choice to the CSV's full precision, not to the cent
        for column in FIGURES:
            assert len(r[column].partition(".")[2]) > 2, (column, r[column])
    # the JSON of the same answer keeps the what-if figures rounded, as an option's
    assert main(["recommend", str(scenario), "--json", "--lang", lang]) == 0
    doc = json.loads(capsys.readouterr().out)
    for r in doc["what_if"]:
        for column in FIGURES:
            assert r[column] == rounded(r[column]), (column, r[column])
    assert doc["what_if"][0]["total_cost"] == doc["recommendation"]["total_cost"]
