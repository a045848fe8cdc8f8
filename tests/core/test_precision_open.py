"""The precision left open ("I don't know"): BF16 for a language model's training, as before; FP16 mixed precision
on the user's own GPUs when none of them has BF16 (a V100 user was sent to an A100 for a precision they never
chose, with no word why); an image model may train in FP16 on a card without BF16."""

from __future__ import annotations

from gpu_advisor.core import select as SEL
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.candidates import practical_precision
from gpu_advisor.core.select.pricing import job_key
from gpu_advisor.text.assumed import assumed_why

BUDGET = {"amount": 100000, "currency": "CNY", "per": "month"}
LORA = {"task": "finetune", "model": {"preset": "llama-2-7b"}, "data": {"tokens": 2e7}, "finetune_method": "lora",
        "budget": BUDGET}


def test_own_gpus_without_bf16_train_in_fp16_said_as_assumed(cat):
    sc = parse_scenario({**LORA, "preferences": {"gpus": ["V100-32GB"]}}, cat)
    assert sc.precision == "fp16"
    a = {x.path: x for x in sc.assumed}["precision"]
    assert a.value == "fp16" and a.why == "gpus_without_bf16"
    rec = SEL.recommend(cat, sc)
    assert rec.recommendation.gpu == "V100-32GB"
    assert not any(w.code == "constraint_broken" for w in rec.warnings)


def test_gpus_with_bf16_among_them_or_a_given_precision_keep_bf16(cat):
    assert parse_scenario({**LORA, "preferences": {"gpus": ["V100-32GB", "A100-80GB"]}}, cat).precision == "bf16"
    sc = parse_scenario({**LORA, "precision": "bf16", "preferences": {"gpus": ["T4"]}}, cat)
    assert sc.precision == "bf16" and not any(x.path == "precision" for x in sc.assumed)
    assert parse_scenario(LORA, cat).precision == "bf16"


def test_a_language_model_left_open_never_trains_on_a_card_without_bf16(cat):
    sc = parse_scenario(LORA, cat)
    assert practical_precision(sc) == "bf16"
    rec = SEL.recommend(cat, sc)
    gpus = {rec.recommendation.gpu, *(o.gpu for o in rec.alternatives)}
    assert not gpus & {"V100", "V100-32GB", "T4"}


def test_an_image_model_left_open_may_use_fp16_and_has_its_own_priced_table(cat):
    open_ = parse_scenario({"task": "train", "model": {"preset": "resnet-50"}, "data": {"dataset_gb": 50},
                            "budget": BUDGET}, cat)
    given = parse_scenario({"task": "train", "model": {"preset": "resnet-50"}, "data": {"dataset_gb": 50},
                            "precision": "bf16", "budget": BUDGET}, cat)
    assert practical_precision(open_) == "fp16" and practical_precision(given) == "bf16"
    assert job_key(open_) != job_key(given)  # different offerings: one priced table must not answer both


def test_the_assumed_precision_reads_in_both_languages(cat):
    from gpu_advisor.text.language import using_language
    sc = parse_scenario({**LORA, "preferences": {"gpus": ["T4"]}}, cat)
    a = {x.path: x for x in sc.assumed}["precision"]
    with using_language("en"):
        assert "no BF16" in assumed_why(a)
    with using_language("zh_CN"):
        assert "BF16" in assumed_why(a) and "no BF16" not in assumed_why(a)


def test_gpus_the_user_named_that_cannot_run_the_job_say_why(cat):
    from gpu_advisor.text.language import using_language
    from gpu_advisor.text.notes import describe_note
    sc = parse_scenario({**LORA, "precision": "bf16", "preferences": {"gpus": ["T4"]}}, cat)
    rec = SEL.recommend(cat, sc)
    assert rec.recommendation.gpu != "T4"
    note = next(w for w in rec.warnings if w.code == "chosen_gpus_refused")
    assert note.detail == {"gpus": ["T4"], "reasons": ["gpu_no_bf16"]}
    with using_language("en"):
        assert "no BF16" in describe_note(note) and "FP16" in describe_note(note)
    with using_language("zh_CN"):
        assert "不支持 BF16" in describe_note(note)
    # a GPU that could run it: price or fit decided, no such note
    ok = SEL.recommend(cat, parse_scenario({**LORA, "preferences": {"gpus": ["A10"]}}, cat))
    assert not any(w.code == "chosen_gpus_refused" for w in ok.warnings)


def test_the_scenario_rows_mark_an_open_answer_as_assumed(cat):
    from gpu_advisor.text.language import using_language
    from gpu_advisor.text.scenario import scenario_rows
    sc = parse_scenario({**LORA, "preferences": {"gpus": ["V100-32GB"]}}, cat)
    with using_language("en"):
        rows = dict(scenario_rows(sc, cat))
    assert rows["Precision"].endswith(" (assumed)") and not rows["Model"].endswith("(assumed)")
    with using_language("zh_CN"):
        assert any(v.endswith("（假设）") and "FP16" in v for v in dict(scenario_rows(sc, cat)).values())
