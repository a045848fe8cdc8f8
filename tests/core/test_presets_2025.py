"""The model presets people named and the catalog lacked (dense Qwen3, Llama 3.2, Gemma 2, Phi-4, RoBERTa, TinyLlama):
each loads with its architecture and sources, its parameter count agrees with the size its card states, the search
finds it by the names people type, and its estimates fit the GPU as planned.
(`gpu-advisor estimate --preset roberta-large` said "unknown model", and "Qwen3-8B" found only a size guess.)"""

from __future__ import annotations

import math

import pytest

from gpu_advisor.core import estimate as E
from gpu_advisor.core.catalog import model_search as ms
from gpu_advisor.core.catalog.load import load_bundled

# preset -> the parameters its model card (or its source's table) states, when it states a figure: the computed
# count must be within 2% of it (keras-hub's exact counts for Gemma 2).
CARD = {
    "qwen3-0.6b": 0.6e9, "qwen3-1.7b": 1.7e9, "qwen3-4b": 4.0e9, "qwen3-8b": 8.2e9, "qwen3-14b": 14.8e9,
    "qwen3-32b": 32.8e9, "llama-3.2-1b": 1.23e9, "llama-3.2-3b": 3.21e9, "gemma-2-9b": 9_241_705_984,
    "gemma-2-27b": 27_227_128_320, "tinyllama-1.1b": 1.1e9, "roberta-base": 125e6, "roberta-large": 355e6,
}
# Cards that only name a rounded size the listed dimensions exceed by more than 2%: the count from the dimensions is
# kept (it is what the weights hold) and the notes say so. preset -> (the name's size, the most it may exceed it).
NAMED = {"phi-4": (14e9, 0.05)}
NEW = [*CARD, *NAMED]
ENCODERS = {"roberta-base", "roberta-large"}


@pytest.fixture(scope="module")
def cat():
    return load_bundled()


@pytest.fixture(scope="module")
def P(cat):
    return E.prepare(cat)


def _row(cat, pid):
    m = cat["models"]
    rows = m[m["preset_id"] == pid]
    assert len(rows) == 1, pid
    return rows.iloc[0]


@pytest.mark.parametrize("pid", NEW)
def test_each_preset_loads_with_its_architecture_and_sources(cat, pid):
    r = _row(cat, pid)
    assert r["kind"] == ("nlp-encoder" if pid in ENCODERS else "llm")
    for col in ("n_layers", "hidden_size", "n_heads", "n_kv_heads", "ffn_hidden_size", "vocab_size", "max_seq_len"):
        assert r[col] == r[col] and float(r[col]) > 0, (pid, col)  # every dimension given
    assert r["n_heads"] % r["n_kv_heads"] == 0
    if pid not in ENCODERS:
        assert r["head_dim"] > 0 and r["params_active"] == r["params_total"]  # dense
    ids = set(cat["sources"]["source_id"].astype(str))
    cited = [c.strip().split(" ")[0] for c in str(r["source"]).split(";")]
    assert cited and all(c in ids for c in cited), (pid, cited)
    assert "as_of" in r and str(r["as_of"]) not in ("", "nan")


@pytest.mark.parametrize("pid", CARD)
def test_the_parameters_agree_with_the_size_the_card_states(cat, pid):
    assert _row(cat, pid)["params_total"] == pytest.approx(CARD[pid], rel=0.02)


@pytest.mark.parametrize("pid", NAMED)
def test_a_rounded_name_below_the_dimensions_is_said_in_the_notes(cat, pid):
    r = _row(cat, pid)
    named, most = NAMED[pid]
    assert named < r["params_total"] <= named * (1 + most)
    assert "params_total computed from the listed dimensions" in r["notes"]


def test_the_qwen3_counts_are_keras_hubs_to_the_parameter(cat):
    """The dense Qwen3 counts from the listed dimensions equal keras-hub's counts of the same models (qwen3_presets.py,
    cited in the source column): the formula leaves nothing out (Q/K norms, tied embeddings up to 4B)."""
    keras = {"qwen3-0.6b": 596049920, "qwen3-1.7b": 1720574976, "qwen3-4b": 4022468096, "qwen3-8b": 8190735360,
             "qwen3-14b": 14768307200, "qwen3-32b": 32762123264}
    for pid, n in keras.items():
        r = _row(cat, pid)
        assert r["params_total"] == n and f"params {n}" in r["source"]


@pytest.mark.parametrize("text, first", [
    ("Qwen3-8B", "qwen3-8b"), ("qwen3 8b", "qwen3-8b"), ("Qwen/Qwen3-8B", "qwen3-8b"), ("Qwen3-8B-Base", "qwen3-8b"),
    ("千问 8b", "qwen3-8b"), ("通义千问 32B", "qwen3-32b"), ("qwen3 0.6b", "qwen3-0.6b"), ("RoBERTa", "roberta-base"),
    ("roberta-large", "roberta-large"), ("TinyLlama", "tinyllama-1.1b"), ("TinyLlama-1.1B-Chat-v1.0", "tinyllama-1.1b"),
    ("Llama-3.2-1B-Instruct", "llama-3.2-1b"), ("llama 3.2 3b", "llama-3.2-3b"), ("gemma 2 9b", "gemma-2-9b"),
    ("phi-4", "phi-4"), ("phi4", "phi-4"), ("gemma-2-27b-instruct", "gemma-2-27b"), ("gemma 2 9b instruct", "gemma-2-9b"),
])
def test_the_names_people_type_find_the_preset_first(cat, text, first):
    assert [h.preset_id for h in ms.search(cat, text)][:1] == [first]


def test_roberta_lists_both_sizes(cat):
    assert [h.preset_id for h in ms.search(cat, "RoBERTa")] == ["roberta-base", "roberta-large"]


def test_a_size_its_name_says_comes_before_a_size_its_parameters_round_to(cat):
    """Qwen2.5 7B's 7.6e9 parameters round to the 8B typed, as Qwen3 8B's 8.2e9 do: the model whose name says 8B
    comes first (it listed Qwen2.5 7B first for "千问 8b"); both stay of the size typed."""
    hits = ms.search(cat, "千问 8b")
    assert [h.preset_id for h in hits] == ["qwen3-8b", "qwen2.5-7b"] and {h.size for h in hits} == {"exact"}
    assert [h.preset_id for h in ms.search(cat, "qwen 14b")][:2] == ["qwen3-14b", "qwen2.5-14b"]


@pytest.mark.parametrize("pid", [p for p in NEW if p not in ENCODERS])
def test_training_and_serving_plans_stay_within_the_usable_memory(cat, P, pid):
    d = cat["defaults"].set_index("name")["value"]
    train_share, serve_share = float(d["train_memory_usable_share"]), float(d["serving_memory_fraction"])
    est = E.estimate_config(P, E.job_from_preset(P, pid, task="finetune", method="full", tokens=2e7), "H100", 8, 1)
    assert est.fits and est.memory_per_gpu_gb <= train_share * est.memory_capacity_gb + 1e-6, (pid, est.plan)
    assert est.wall_hours > 0 and math.isfinite(est.wall_hours)
    lora = E.estimate_config(P, E.job_from_preset(P, pid, task="finetune", method="lora", tokens=2e7), "H100", 8, 1)
    assert lora.fits and lora.memory_per_gpu_gb <= train_share * lora.memory_capacity_gb + 1e-6, (pid, lora.plan)
    serve = E.estimate_config(P, E.job_from_preset(P, pid, task="inference", qps=1), "H100", 8, 1)
    if serve.fits:
        assert serve.memory_per_gpu_gb <= serve_share * serve.memory_capacity_gb + 1e-6, pid
    assert serve.fits


def test_a_small_qwen3_fine_tunes_on_one_t4_in_fp16(P):
    """A T4 has no BF16: the 0.6B's full fine-tune fits its 16 GB within the usable share, estimated in FP16."""
    est = E.estimate_config(P, E.job_from_preset(P, "qwen3-0.6b", task="finetune", method="full", tokens=2e7), "T4", 1, 1)
    assert est.fits and est.memory_per_gpu_gb <= 0.9 * est.memory_capacity_gb
    assert ("bf16_unsupported", {"gpu": "T4"}) in [(c, dict(d)) for c, d in est.warnings]


@pytest.mark.parametrize("pid", sorted(ENCODERS))
def test_the_roberta_encoders_fine_tune_at_their_512_tokens(P, pid):
    est = E.estimate_config(P, E.job_from_preset(P, pid, task="finetune", method="full", tokens=2e7), "T4", 1, 1)
    assert est.fits and est.memory_per_gpu_gb <= 0.9 * est.memory_capacity_gb
    assert est.assumptions["seq_len"].value == 512
