"""Issue 29: scenarios in the user's own words (Q&A pairs, people, a guessed time without a GPU, data that must stay
in mainland China) give priced answers that list what they assumed; the answer leads with what decides it and
carries ``what_if``; a yuan answer abroad carries the note ``overseas`` with the best domestic option."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from gpu_advisor.cli import main
from gpu_advisor.core.scenario import answers as A
from gpu_advisor.core.base.problems import CatalogError
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend

# (the command line runs many times on one seeded catalog: one Catalog object for its content, see tests/conftest.py)
pytestmark = pytest.mark.usefixtures("shared_catalog_objects")

TODAY = dt.date(2026, 12, 3)
ARTICLE = {"task": "train", "workload": "cv", "data": {"dataset_gb": 50}, "deadline_hours": 100,
           "budget": {"amount": 100000, "currency": "CNY", "per": "month"}, "preferences": {"spot": "allow"}}


def _row(cat, answer: str, task: str = "any", workload: str = "llm") -> float:
    t = cat["answers"]
    hit = t[(t["answer"] == answer) & (t["task"] == task) & (t["workload"] == workload)]
    return float(hit["value"].iat[0])


def _problems(cat, obj) -> dict[str, str]:
    with pytest.raises(CatalogError) as exc:
        parse_scenario(obj, cat)
    return {p.column: p.code for p in exc.value.problems}


def test_a_7b_fine_tune_on_20000_qa_pairs_is_priced_and_lists_the_conversion(cat):
    sc = parse_scenario({"task": "finetune", "workload": "llm", "model": {"params": "7B"},
                         "data": {"items": 20000, "item_kind": "qa_pairs"}}, cat)
    per = _row(cat, "items.qa_pairs")
    assert sc.tokens == 20000 * per and sc.epochs == 3 and sc.items == 20000 and sc.item_kind == "qa_pairs"
    a = next(a for a in sc.assumed if a.path == "data.tokens")
    assert a.why == "per_item" and "wang-2023-tulu" in a.source and dict(a.basis)["per_item"] == per
    assert dict(sc.defaults_used)["data.tokens"] == 20000 * per
    rec = recommend(cat, sc, today=TODAY)
    assert rec.recommendation is not None and rec.recommendation.total_cost > 0
    assert sc.to_dict()["data"] == {"items": 20000, "item_kind": "qa_pairs"}  # the file keeps the user's words


def test_samples_of_a_language_model_fine_tune_are_taken_as_qa_pairs(cat):
    """Issue 29: "20,000 Q&A pairs" entered as samples gave "No estimate ... (tokens)". A language-model fine-tune
    counts examples: samples are converted like Q&A pairs and the conversion is listed; the file keeps "samples"."""
    sc = parse_scenario({"task": "finetune", "workload": "llm", "model": {"params": "7B"},
                         "data": {"samples": 20000}}, cat)
    per = _row(cat, "items.qa_pairs")
    assert sc.tokens == 20000 * per and dict(sc.defaults_used)["data.tokens"] == 20000 * per
    rec = recommend(cat, sc, today=TODAY)
    assert rec.recommendation is not None and rec.recommendation.total_cost > 0
    assert sc.to_dict()["data"] == {"samples": 20000}


def test_items_need_their_kind_fit_the_model_and_stand_alone(cat):
    base = {"task": "finetune", "model": {"params": "7B"}}
    assert _problems(cat, {**base, "data": {"items": 100}})["data.item_kind"] == "missing_field"
    assert _problems(cat, {**base, "workload": "cv", "model": {"preset": "resnet-50"},
                           "data": {"items": 100, "item_kind": "qa_pairs"}}) == {"data.item_kind": "not_allowed"}
    assert _problems(cat, {**base, "data": {"items": 100, "item_kind": "pages", "tokens": 5}}) \
        == {"data": "conflicting_fields"}
    assert _problems(cat, {**base, "data": {"items": 100, "item_kind": "scrolls"}})["data.item_kind"] == "not_allowed"
    images = parse_scenario({"task": "train", "workload": "cv", "data": {"items": 5000, "item_kind": "images"}}, cat)
    assert images.samples == 5000 and images.epochs == 90  # an image is a sample; the recipe's passes apply


def test_a_chatbot_for_200_employees_becomes_requests_per_second_with_sourced_parts(cat):
    sc = parse_scenario({"task": "inference", "inference": {"users": 200}}, cat)
    per_user = _row(cat, "users.requests_per_user", "inference", "any")
    hours = _row(cat, "users.working_hours", "inference", "any")
    factor = _row(cat, "users.peak_factor", "inference", "any")
    assert sc.qps == pytest.approx(200 * per_user * factor / hours / 3600)
    assert (sc.input_tokens, sc.output_tokens) == (_row(cat, "users.input_tokens", "inference", "any"),
                                                   _row(cat, "users.output_tokens", "inference", "any"))
    paths = {a.path: a for a in sc.assumed}
    for p in ("inference.requests_per_user", "inference.working_hours", "inference.peak_factor", "inference.qps"):
        assert paths[p].source, p
    assert "chatterji-2025" in paths["inference.requests_per_user"].source
    # What the user says replaces the table's figure; a given rate replaces the people.
    busy = parse_scenario({"task": "inference", "inference": {"users": 200, "requests_per_user": 20,
                                                             "peak_share": 0.5}}, cat)
    assert busy.qps == pytest.approx(200 * 20 * 0.5 / 3600)
    assert parse_scenario({"task": "inference", "inference": {"users": 200, "qps": 3}}, cat).qps == 3
    assert _problems(cat, {"task": "inference", "inference": {"users": 10, "peak_share": 2}}) \
        == {"inference.peak_share": "above_max"}
    rec = recommend(cat, sc, today=TODAY)
    assert rec.recommendation is not None and rec.recommendation.monthly_cost > 0


def test_a_guessed_time_without_a_gpu_gets_a_stated_gpu_and_an_answer(cat):
    sc = parse_scenario({"task": "train", "reference_run": {"hours": 100},
                         "budget": {"amount": 100000, "currency": "CNY"}}, cat)
    assert (sc.reference_run.gpu, sc.reference_run.gpus, sc.reference_run.hours) == ("V100-32GB", 1, 100.0)
    why = {a.path: a.why for a in sc.assumed}
    assert why["reference_run.gpu"] == "guess_gpu" and why["reference_run.gpus"] == "one_gpu_guess"
    assert sc.to_dict()["reference_run"] == {"hours": 100}
    rec = recommend(cat, sc, today=TODAY)
    assert rec.recommendation is not None and rec.recommendation.total_cost > 0
    assert any(n.code == "reference_run_scaled" for n in rec.reasons)
    assert _problems(cat, {"task": "train", "reference_run": {"gpu": "T4"}}) == {"reference_run.hours": "missing_field"}


def _mainland(cat, opt) -> bool:
    p = cat["providers"]
    cn = set(p.loc[p["country"] == "CN", "provider"])
    return opt.provider in cn and opt.region.lower() in A.mainland_regions(cat)


def test_data_that_must_stay_in_china_keeps_the_answer_on_mainland_regions(cat):
    sc = parse_scenario({**ARTICLE, "preferences": {"spot": "allow", "data_in_china": True}}, cat)
    assert sc.data_in_china is True and sc.providers and sc.regions
    rec = recommend(cat, sc, today=TODAY)
    assert _mainland(cat, rec.recommendation) and all(_mainland(cat, o) for o in rec.alternatives)
    assert not any(n.code == "overseas" for n in rec.warnings)
    assert _problems(cat, {**ARTICLE, "preferences": {"providers": ["aws"], "data_in_china": True}}) \
        == {"preferences.data_in_china": "conflicting_fields"}
    assert _problems(cat, {**ARTICLE, "preferences": {"data_in_china": "yes"}}) \
        == {"preferences.data_in_china": "wrong_type"}


def test_a_yuan_answer_abroad_says_so_with_the_best_domestic_option(cat):
    rec = recommend(cat, parse_scenario(ARTICLE, cat), today=TODAY)
    assert not _mainland(cat, rec.recommendation)
    note = next(n for n in rec.warnings if n.code == "overseas")
    assert note.detail["invoice_currency"] == "USD" and note.detail["region"] == rec.recommendation.region
    dom = note.detail["domestic"]
    p = cat["providers"]
    assert dom["provider"] in set(p.loc[p["country"] == "CN", "provider"]) and dom["total_cost"] > 0
    # Said abroad is fine, or no yuan anywhere: no note.
    fine = recommend(cat, parse_scenario({**ARTICLE, "preferences": {"spot": "allow", "data_in_china": False}}, cat),
                     today=TODAY)
    usd = recommend(cat, parse_scenario({**ARTICLE, "budget": {"amount": 14000, "currency": "USD"}}, cat),
                    today=TODAY)
    assert not any(n.code == "overseas" for n in fine.warnings + usd.warnings)


def test_when_nothing_in_mainland_china_fits_the_domestic_option_is_the_closest_not_the_cheapest(cat):
    # The article's engineer fine-tuning a 7B on 50 GB of text in 100 hours: no mainland option meets the deadline.
    # The note names the mainland option closest to deadline and budget (as the answer itself is picked when none
    # fits), not the cheapest one, which ran 2,759 hours on 2 GPUs beside the 100-hour deadline.
    doc = {"task": "finetune", "workload": "llm", "model": {"preset": "mistral-7b"}, "data": {"dataset_gb": 50},
           "deadline_hours": 100, "budget": {"amount": 100000, "currency": "CNY", "per": "month"}}
    rec = recommend(cat, parse_scenario(doc, cat), today=TODAY)
    dom = next(n for n in rec.warnings if n.code == "overseas").detail["domestic"]
    assert dom is not None and not dom["feasible"]
    sc = parse_scenario({**doc, "preferences": {"data_in_china": True}}, cat)
    inside = recommend(cat, sc, today=TODAY).recommendation  # the answer when it must stay: the closest one
    assert (dom["gpu"], dom["gpu_count"], dom["provider"]) == (inside.gpu, inside.gpu_count, inside.provider)
    assert dom["wall_hours"] < 10 * doc["deadline_hours"]


def test_the_answer_leads_with_what_decides_it(cat):
    sc = parse_scenario(ARTICLE, cat)
    lead = A.deciding(cat, sc)
    assert [a.path for a in lead] == ["model.preset", "data.epochs", "data.samples"]
    assert lead[0].value == "resnet-50" and lead[1].value == 90
    d = cat["defaults"]
    per = float(d.loc[d["name"] == "image_bytes_per_sample", "value"].iat[0])
    assert lead[2].value == round(50e9 / per) and lead[2].unit == "images"
    given = parse_scenario({**ARTICLE, "model": {"preset": "resnet-50"}, "data": {"dataset_gb": 50, "epochs": 90}},
                           cat)
    assert A.deciding(cat, given) == ()


def test_what_if_spreads_an_unknown_model_over_at_least_two_sizes(cat):
    sc = parse_scenario(ARTICLE, cat)
    rec = recommend(cat, sc, today=TODAY, with_what_if=True)
    rows = [r for r in rec.to_dict()["what_if"] if r["assumption"] == "model.preset"]
    assert len({r["value"] for r in rows}) >= 2
    typical = next(r for r in rows if r["choice"] == "typical")
    assert (typical["gpu"], typical["total_cost"]) == (rec.recommendation.gpu, round(rec.recommendation.total_cost, 2))
    for r in rows:
        assert r["gpu"] and r["gpu_count"] >= 1 and r["wall_hours"] > 0 and r["total_cost"] > 0
    large = next(r for r in rows if r["choice"] == "large")
    assert large["wall_hours"] * large["gpu_count"] > typical["wall_hours"] * typical["gpu_count"]
    # The data converted from Q&A pairs and the load from people spread too; nothing assumed, nothing to spread.
    qa = recommend(cat, parse_scenario({"task": "finetune", "model": {"params": "7B"},
                                        "data": {"items": 20000, "item_kind": "qa_pairs"}}, cat),
                   today=TODAY, with_what_if=True)
    assert [r["choice"] for r in qa.what_if if r["assumption"] == "data.tokens"] == ["small", "typical", "large"]
    given = parse_scenario({"task": "finetune", "model": {"preset": "qwen2.5-7b"}, "data": {"tokens": 1e7}}, cat)
    assert recommend(cat, given, today=TODAY, with_what_if=True).what_if == ()


def test_recommend_json_carries_what_if_and_the_summary_leads_with_the_assumption(capsys, tmp_path):
    f = tmp_path / "article.json"
    f.write_text(json.dumps(ARTICLE), encoding="utf-8")
    assert main(["recommend", str(f), "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert {r["choice"] for r in doc["what_if"]} >= {"typical", "large"}
    assert doc["warnings"][0]["code"] == "overseas"
    assert main(["recommend", str(f)]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert first.startswith("Assumed: ResNet-50, 90 passes over ~") and "images" in first


def test_the_best_domestic_option_says_what_it_misses_when_none_there_meets_the_answers(cat):
    """The article's budget and deadline for a language-model fine-tune of its 50 GB: the answer is abroad and no
    mainland offer meets the 100 hours within the budget; the domestic option shown says it misses the deadline
    (before, the sentence named it, 2,000+ hours, as if it were an answer)."""
    from gpu_advisor.text import note_text
    obj = {**ARTICLE, "task": "finetune", "workload": "llm"}
    rec = recommend(cat, parse_scenario(obj, cat), today=TODAY)
    note = next(n for n in rec.warnings if n.code == "overseas")
    dom = note.detail["domestic"]
    # (128 x A100 in 75 hours for ¥284k since a LoRA exchanges only its adapters, estimates v3.6: over the budget)
    assert not dom["feasible"] and not (dom["meets_deadline"] and dom["within_budget"])
    text = note_text("overseas", note.detail, "CNY")
    missed = ("the best one there misses the deadline." if dom["within_budget"]
              else "the best one there is over the budget." if dom["meets_deadline"]
              else "the best one there misses both.")
    assert text.endswith(missed), text
    # a domestic option that meets the answers gets no such words
    ok = recommend(cat, parse_scenario(ARTICLE, cat), today=TODAY)
    ok_note = next(n for n in ok.warnings if n.code == "overseas")
    assert ok_note.detail["domestic"]["feasible"]
    assert "misses" not in note_text("overseas", ok_note.detail, "CNY")
