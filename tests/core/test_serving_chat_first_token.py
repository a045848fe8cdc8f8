"""A chat service's first token (chat_ttft_s, MLPerf Inference's interactive bound) sizes the split of a copy: the
prompt's prefill runs on the copy's GPUs, so where a narrow tensor-parallel split misses the bound a wider one that
meets it is chosen (it was only judged, after sizing: 8B with 16,000-token prompts on 8 x A100 got 2 copies of 4
GPUs, 0.52 s to the first token, where one copy of 8 answers in 0.27 s at about the same throughput)."""

from __future__ import annotations

from gpu_advisor.core import estimate as E


def _serve(cat, gpu: str, use: str, n_in: int):
    job = E.job_from_preset(cat, "llama-3-8b", task="inference", qps=2.0, input_tokens=n_in, output_tokens=500,
                            service_use=use)
    return E.estimate_config(cat, job, gpu, 8)


def test_a_chat_splits_wider_to_meet_its_first_token(cat):
    bound = float(cat["defaults"].set_index("name").loc["chat_ttft_s", "value"])
    chat = _serve(cat, "A100-80GB", "chat", 16000)
    api = _serve(cat, "A100-80GB", "api", 16000)
    assert api.ttft_s > bound  # the split of most tokens/s misses a chat's first token here
    assert chat.ttft_s <= bound and chat.gpus_per_replica > api.gpus_per_replica
    assert _sized(chat)
    assert "chat_ttft_s" not in api.assumptions


def _sized(est) -> bool:
    a = est.assumptions.get("chat_ttft_s")
    return a is not None and "first token comes within" in a.source


def test_a_chat_whose_split_already_meets_it_is_unchanged(cat):
    chat, api = _serve(cat, "H100", "chat", 1000), _serve(cat, "H100", "api", 1000)
    assert chat.ttft_s <= 0.45 and not _sized(chat)
    assert chat.gpus_per_replica <= api.gpus_per_replica


def test_no_split_meets_it_keeps_the_fastest_serving_one(cat):
    """32,000-token prompts on A100: no split of 8 GPUs answers within the bound; the split is sized as before (the
    answer then says it is slow for a chat)."""
    chat = _serve(cat, "A100-80GB", "chat", 32000)
    assert chat.ttft_s > 0.45 and not _sized(chat)
