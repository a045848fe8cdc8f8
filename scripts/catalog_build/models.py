"""models.csv: the model presets of models-llm.csv and models-other.csv."""

from __future__ import annotations

from pathlib import Path

from .common import BuildError, join_notes, num, read_ref
from .sources import BOOK


# --------------------------------------------------------------------------------------------
# models.csv
# --------------------------------------------------------------------------------------------

# Commit dates of the cited files are not known, so as_of is the publication date of the paper
# (year-month from the arXiv number where the reference cites one) or the release year of the model
# card. preset_id -> (as_of, basis)
MODEL_DATES = {
    # (the month the cited model cards give: the release date each states; the cards are copies in
    # ZHUI/paddlenlp_model_readme, cited in every Llama preset's source)
    "llama-2": ("2023-07", "Llama 2 paper, arXiv 2307.09288 (its model card: trained January to July 2023)"),
    "llama-3.1": ("2024-07", "Llama 3.1 release (July 23, 2024: its model card's Model Release Date)"),
    "llama-3.2": ("2024-09", "Llama 3.2 release (September 25, 2024: its model card's Llama 3.2 Version Release "
                             "Date)"),
    "llama-3": ("2024-04", "Llama 3 release (April 18, 2024: its model card's Model Release Date)"),
    "qwen2.5": ("2024", "Qwen2.5 release year"),
    "qwen3": ("2025-04", "Qwen3 release (April 2025)"),
    "mistral-7b": ("2023", "Mistral 7B v0.1 release year"),
    "mixtral-8x7b": ("2023", "Mixtral 8x7B release year"),
    "deepseek-v3": ("2024", "DeepSeek-V3 release year"),
    "chatglm3-6b": ("2023", "ChatGLM3 release year"),
    "glm-4-9b": ("2024", "GLM-4-9B release year"),
    "baichuan2": ("2023-09", "Baichuan 2 technical report, arXiv 2309.10305"),
    "yi-34b": ("2024-03", "Yi technical report, arXiv 2403.04652 (model released 2023)"),
    "gpt2": ("2019", "GPT-2 release year"),
    "phi-3-mini": ("2024-04", "Phi-3 technical report, arXiv 2404.14219"),
    "phi-4": ("2024-12", "Phi-4 release (December 2024)"),
    "gemma-2": ("2024", "Gemma 2 release year"),
    "tinyllama": ("2024-01", "TinyLlama 1.1B 3T release and technical report, arXiv 2401.02385"),
    "roberta": ("2019-07", "RoBERTa paper, arXiv 1907.11692"),
    "bert": ("2018-10", "BERT paper, arXiv 1810.04805"),
    "resnet-50": ("2015-12", "ResNet paper, arXiv 1512.03385"),
    "vit": ("2020-10", "ViT paper, arXiv 2010.11929"),
    "sd-v1.5": ("2022", "Stable Diffusion v1 release year"),
    "yolov8": ("2023", "YOLOv8 release year"),
    "yolov5": ("2020", "YOLOv5 release year"),
}
OTHER_FAMILIES = {"bert": "bert", "roberta": "roberta", "resnet": "resnet", "vit": "vit", "sd-": "stable-diffusion",
                  "yolov8": "yolov8", "yolov5": "yolov5"}
# BERT dimensions stated in the source column of models-other.csv (llm-analysis configs); KV heads = heads
# (multi-head attention): a preset without KV heads is read as multi-head latent attention (core.estimate.job).
BERT_DIMS = {
    "bert-base": dict(n_layers="12", hidden_size="768", n_heads="12", n_kv_heads="12", ffn_hidden_size="3072",
                      vocab_size="30522", max_seq_len="512"),
    "bert-large": dict(n_layers="24", hidden_size="1024", n_heads="16", n_kv_heads="16", ffn_hidden_size="4096",
                       vocab_size="30522", max_seq_len="512"),
}
MODEL_INT_COLS = ("n_layers", "hidden_size", "n_heads", "n_kv_heads", "head_dim", "ffn_hidden_size",
                  "vocab_size", "max_seq_len", "moe_experts", "moe_active_experts")


def model_date(preset_id: str) -> tuple[str, str]:
    for prefix, value in MODEL_DATES.items():
        if preset_id.startswith(prefix):
            return value
    raise BuildError(f"no publication date known for model {preset_id}")


# Presets the reference data does not have (catalog_inputs/models_extra.csv, the columns of models-llm.csv; their
# source cells cite curated_sources.csv records): mixtures of experts users fine-tune (issue 28, estimates v3.4).
MODELS_EXTRA = Path(__file__).resolve().parents[1] / "catalog_inputs" / "models_extra.csv"
# Presets of models-other.csv's kinds the reference data does not have (its columns, plus optional architecture
# columns, MODEL_INT_COLS, for a text encoder): the YOLOv5 detectors whose published V100 training times
# bench/fit_cases.py scores (issue 28) and the RoBERTa encoders
MODELS_OTHER_EXTRA = Path(__file__).resolve().parents[1] / "catalog_inputs" / "models_other_extra.csv"
# The Hugging Face repository of each LLM preset (catalog_inputs/model_repos.csv, hand-kept: one row per LLM preset,
# its source the model page): the id the launch files download (vLLM's MODEL), whether the page gates the download
# and the dtype of the published weights where it is not the usual bf16/fp16 (DeepSeek-V3: FP8). An empty hf_repo:
# none the launch files can load as they are (the row's notes say why).
MODEL_REPOS = Path(__file__).resolve().parents[1] / "catalog_inputs" / "model_repos.csv"
REPO_COLS = ("hf_repo", "hf_gated", "hf_checkpoint_dtype")


def model_repos(llm_ids: list[str]) -> dict[str, dict]:
    """model_repos.csv by preset id; every LLM preset needs its row (a new preset: look its repository up)."""
    out: dict[str, dict] = {}
    for r in read_ref(MODEL_REPOS):
        pid = r["preset_id"]
        if pid in out or pid not in llm_ids:
            raise BuildError(f"{MODEL_REPOS.name}: preset {pid!r} " + ("listed twice" if pid in out else
                                                                       "is no LLM preset"))
        repo = r["hf_repo"].strip()
        if repo and (r["source"] != f"https://huggingface.co/{repo}" or not r["as_of"]):
            raise BuildError(f"{MODEL_REPOS.name}: {pid}: source must be the model page https://huggingface.co/{repo}"
                             f" and as_of its date")
        out[pid] = r
    missing = [p for p in llm_ids if p not in out]
    if missing:
        raise BuildError(f"{MODEL_REPOS.name}: no row for the LLM presets {', '.join(missing)}")
    return out


def build_models(ref: Path) -> list[dict]:
    rows = []
    llms = [*read_ref(ref / "models-llm.csv"), *read_ref(MODELS_EXTRA)]
    repos = model_repos([r["preset_id"] for r in llms])
    for r in llms:
        as_of, basis = model_date(r["preset_id"])
        hub = repos[r["preset_id"]]
        repo = hub["hf_repo"].strip()
        row = dict(preset_id=r["preset_id"], display_name=r["display_name"], kind="llm",
                   family=r["family"], params_total=num(r["params_total"]),
                   params_active=num(r["params_active"]), forward_gflops="", gflops_convention="",
                   input="", source=BOOK.ref(r["source"]), as_of=as_of,
                   notes=join_notes(r["notes"], f"as_of: {basis} (commit dates of the cited files "
                                                f"unknown)",
                                    f"hf_repo: the model page {hub['source']} (as of {hub['as_of']}): {hub['notes']}"
                                    if repo else f"hf_repo: {hub['notes']}"))
        row.update({c: num(r[c]) for c in MODEL_INT_COLS})
        row.update({c: hub[c].strip() if repo else "" for c in REPO_COLS})
        # sliding-window attention: none in the reference data's columns (catalog_inputs/overrides.csv sets it)
        row.update({c: num(r.get(c, "")) for c in ("sliding_window", "sliding_window_layers")})
        rows.append(row)
    for r in [*read_ref(ref / "models-other.csv"), *read_ref(MODELS_OTHER_EXTRA)]:
        pid = r["preset_id"]
        as_of, basis = model_date(pid)
        family = next(v for k, v in OTHER_FAMILIES.items() if pid.startswith(k))
        gflops = r["forward_gflops_per_sample"]
        # Conventions per the reference README: torchvision and the ResNet paper count multiply-adds,
        # Ultralytics reports true FLOPs (2 x MACs).
        convention = ("flops" if family in ("yolov8", "yolov5") else "macs") if gflops else ""
        extra = ""
        if pid in BERT_DIMS:
            extra = ("architecture columns from the llm-analysis config named in source; n_kv_heads = n_heads: "
                     "BERT's multi-head attention gives every head its own keys and values (Vaswani et al. 2017)")
        row = dict(preset_id=pid, display_name=r["display_name"], kind=r["task"], family=family,
                   params_total=num(r["params_total"]), params_active="", forward_gflops=num(gflops),
                   gflops_convention=convention, input=r["input"], source=BOOK.ref(r["source"]), as_of=as_of,
                   notes=join_notes(r["notes"], extra, f"as_of: {basis} (commit dates of the cited "
                                                       f"files unknown)"))
        row.update({c: num(r.get(c, "")) for c in MODEL_INT_COLS})
        row.update(BERT_DIMS.get(pid, {}))
        rows.append(row)
    return rows
