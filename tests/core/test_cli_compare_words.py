"""``gpu-advisor compare`` refuses a bad file with its field named in words, as the Compare window names it: it read
"field deadline_hours: must be more than 0" (the file's raw key) where the window reads "deadline" / "截止时间"."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gpu_advisor.cli import main

# (the command line runs many times on one seeded catalog: one Catalog object for its content, see tests/conftest.py)
pytestmark = pytest.mark.usefixtures("shared_catalog_objects")

ARTICLE = Path(__file__).resolve().parents[2] / "examples" / "answers" / "compare-article-seed000.json"


def _refusal(capsys, tmp_path, obj, *lang) -> tuple[int, list[str]]:
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(obj), encoding="utf-8")
    code = main(["compare", str(bad), str(ARTICLE), *lang])
    out, err = capsys.readouterr()
    assert out == ""
    return code, err.splitlines()


@pytest.mark.parametrize("lang, field", [((), "deadline"), (("--lang", "en"), "deadline"),
                                         (("--lang", "zh_CN"), "截止时间")])
def test_a_scenario_field_is_named_in_words_in_the_cli_language(capsys, tmp_path, lang, field):
    code, lines = _refusal(capsys, tmp_path, {"schema_version": 1, "task": "train", "deadline_hours": -5}, *lang)
    assert code == 2
    assert lines and all("deadline_hours" not in line for line in lines), lines
    sep = "，" if lang[-1:] == ("zh_CN",) else ", "
    assert any(line.startswith(f"{tmp_path / 'bad.json'}{sep}{field}") for line in lines), lines
    assert any(("必须大于 0" if sep == "，" else "must be more than 0") in line for line in lines), lines


def test_a_saved_answers_field_and_a_budget_keep_their_words(capsys, tmp_path):
    _, lines = _refusal(capsys, tmp_path, {"recommendation": {"gpu": "A10", "gpu_count": 0, "currency": "CNY"}})
    assert lines == [f"{tmp_path / 'bad.json'}, the answer's GPU count: must be more than 0"], lines
    # a budget's limit in the file's own currency, as before (``messages.budget_currency``)
    _, lines = _refusal(capsys, tmp_path, {"schema_version": 1, "task": "train",
                                           "budget": {"amount": 1e30, "currency": "CNY"}}, "--lang", "zh_CN")
    assert lines and lines[0].startswith(f"{tmp_path / 'bad.json'}，预算：") and "¥" in lines[0], lines


def test_a_file_that_is_not_json_is_still_said_of_the_file(capsys, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("[1", encoding="utf-8")
    assert main(["compare", str(bad), str(ARTICLE)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"{bad}: the file is not valid JSON"), err


def test_a_ceiling_list_that_is_not_one_is_refused_naming_the_field(tmp_path, capsys):
    """An answer's ``at_most`` (the money figures it gives only as a ceiling) that is not a list of them was ignored,
    so the ceiling was subtracted as a cost without a word; it is refused where and what, like any other field."""
    import json
    from pathlib import Path
    from gpu_advisor.cli import main
    root = Path(__file__).resolve().parents[2]
    doc = json.loads((root / "examples" / "answers" / "compare-article-seed000.json").read_text(encoding="utf-8"))
    for bad, said in (("monthly_cost", "a list"), (["monthly_cost\u0007"], "monthly_cost\\u0007")):
        doc["recommendation"]["at_most"] = bad
        f = tmp_path / "b.json"
        f.write_text(json.dumps(doc), encoding="utf-8")
        assert main(["compare", str(root / "examples" / "startup-engineer-seed000.json"), str(f)]) == 2
        err = capsys.readouterr().err
        assert "the answer's figures given only as a ceiling" in err and said in err and "\u0007" not in err, err
