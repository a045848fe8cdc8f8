"""The app's own explanations in the catalog's source cells (``gpu-advisor-setting``, ``-assumption`` and
``-derivation`` with a locator in parentheses), marked for translation: a Chinese proposal names the app's own
reasoning in Chinese, while a cited source keeps its own words. ``tests/gui/test_catalog_locators.py`` checks that
every such locator of the bundled catalog is here; a locator a user typed into their catalog is shown as typed."""

from __future__ import annotations

from .language import QT_TRANSLATE_NOOP, translate


LOCATORS: frozenset[str] = frozenset({
    QT_TRANSLATE_NOOP("CatalogLocators", "least-absolute-deviation fit on 25 published training runs, leave-one-out checked"),
    QT_TRANSLATE_NOOP("CatalogLocators", "ResNet-50 on one A100-80GB, mixed precision: 2470 images/s x 4.1 GMACs x 2 x 3 = 60.8 TFLOPS of 312"),
    QT_TRANSLATE_NOOP("CatalogLocators", "by definition: one GPU runs at full efficiency"),
    QT_TRANSLATE_NOOP("CatalogLocators", "from the rdma/llm rows"),
    QT_TRANSLATE_NOOP("CatalogLocators", "from the rdma/cv row and the network classes' bandwidths"),
    QT_TRANSLATE_NOOP("CatalogLocators", "from the rdma/llm row and the network classes' bandwidths"),
    QT_TRANSLATE_NOOP("CatalogLocators", "from the rdma/llm 2048 row and the network classes' bandwidths"),
    QT_TRANSLATE_NOOP("CatalogLocators", "size of the number format"),
    QT_TRANSLATE_NOOP("CatalogLocators", "about 1.3-2 characters per token, middle value"),
    QT_TRANSLATE_NOOP("CatalogLocators", "CUDA context and buffers, about 1-2 GB per GPU"),
    QT_TRANSLATE_NOOP("CatalogLocators", "the page cache holds what the training process leaves free"),
    QT_TRANSLATE_NOOP("CatalogLocators", "GB to GiB"),
    QT_TRANSLATE_NOOP("CatalogLocators", "least-squares fit on 25 published training runs, leave-one-out checked"),
    QT_TRANSLATE_NOOP("CatalogLocators", "least-absolute-deviation fit on the published training runs of bench/fit_cases.py, leave-one-out checked"),
    QT_TRANSLATE_NOOP("CatalogLocators", "bench/accuracy.py: the fastest calibration run by the engine's own FLOP count: Phi-2 on 96 A100-80GB at 0.696 of the dense peak, Foundry MPT-7B on 8 A100 0.643, llm.c GPT-2 124M 0.638"),
    QT_TRANSLATE_NOOP("CatalogLocators", "fitted on MLPerf ResNet-50, 8 GPUs of each model"),
    QT_TRANSLATE_NOOP("CatalogLocators", "FP32 logits for a stable softmax and cross-entropy"),
    QT_TRANSLATE_NOOP("CatalogLocators", "runtime overhead about 1-2 GB per GPU"),
    QT_TRANSLATE_NOOP("CatalogLocators", "Llama 2 7B with rank 16 on all 7 projections = 40M of 6.74B"),
    QT_TRANSLATE_NOOP("CatalogLocators", "from the 6ND rule"),
    QT_TRANSLATE_NOOP("CatalogLocators", "reference size of the size term: 10B parameters"),
    QT_TRANSLATE_NOOP("CatalogLocators", "least-absolute-deviation fit on the 25 published runs before the data-parallel term, held since"),
    QT_TRANSLATE_NOOP("CatalogLocators", "the RDMA network class: 100 Gbit/s"),
    QT_TRANSLATE_NOOP("CatalogLocators", "share of a recommendation model's parameters that are dense"),
    QT_TRANSLATE_NOOP("CatalogLocators", "Criteo click-log layout: 26 categorical features per sample"),
    QT_TRANSLATE_NOOP("CatalogLocators", "bench/accuracy.py: the leave-one-publisher-out errors of the LoRA calibration runs are about three times as spread as those of the pre-training runs, median 32% against 10%"),
    QT_TRANSLATE_NOOP("CatalogLocators", "a calibration run \"near\" an estimate: same GPU family, model size within this factor"),
    QT_TRANSLATE_NOOP("CatalogLocators", "largest calibration run: Llama 3.1 405B on 16,384 H100"),
    QT_TRANSLATE_NOOP("CatalogLocators", "issue 28: held-back runs of models under 1B: RoBERTa-large 5.2x, GPT-2 124M 2.2x, Phi-1.5 2.2x off"),
    QT_TRANSLATE_NOOP("CatalogLocators", "bench/fit_cases.py CHECKED and SantaCoder: engine / published GPU-hours before this factor, i.e. the speed they reached over the speed the engine gave: 0.386, 0.543, 0.556 for Megatron-LM and 0.563 for SantaCoder: geometric mean per publisher 0.488 and 0.563, of the two 0.524"),
    QT_TRANSLATE_NOOP("CatalogLocators", "bench/accuracy_moe.py: least-squares fit in log of six published mixture-of-experts runs against the engine's dense estimate, FP8 gaining only on the compute share"),
    QT_TRANSLATE_NOOP("CatalogLocators", "least-absolute-deviation fit on the published training runs of bench/fit_cases.py with the MLPerf Llama 2 70B LoRA (8 GPUs) and Llama 3.1 405B (512 GPUs) GPU-to-GPU ratios, leave-one-out checked"),
    QT_TRANSLATE_NOOP("CatalogLocators", "a step is never all memory-bound: small models keep some matrix work"),
    QT_TRANSLATE_NOOP("CatalogLocators", "the scenario format's example request"),
    QT_TRANSLATE_NOOP("CatalogLocators", "the Volta class factor is measured on BERT-large at 128 and 512 tokens"),
    # this app's notes on what the Chinese source articles (seed-000, seed-001) say, written in English
    QT_TRANSLATE_NOOP("CatalogLocators", "LoRA fine-tuning of 7B-13B models"),
    QT_TRANSLATE_NOOP("CatalogLocators", "PCIe 40% vs NVLink 15% for a 6.7B LLM"),
    QT_TRANSLATE_NOOP("CatalogLocators", "H100 trains 2-3x faster than A100"),
    QT_TRANSLATE_NOOP("CatalogLocators", "BF16 mixed precision"),
    QT_TRANSLATE_NOOP("CatalogLocators", "A100 80GB for training up to 70B"),
    QT_TRANSLATE_NOOP("CatalogLocators", "8-GPU NVLink servers: 8卡全互联"),
    QT_TRANSLATE_NOOP("CatalogLocators", "8*A100 training GPT-3 6.7B: communication overhead rises to 40% over PCIe"),
    QT_TRANSLATE_NOOP("CatalogLocators", "8*A100 training GPT-3 6.7B: communication overhead about 15% with NVLink"),
    QT_TRANSLATE_NOOP("CatalogLocators", "7B is its typical case: LoRA 7B, 7B inference"),
    QT_TRANSLATE_NOOP("CatalogLocators", "training on spot instances, 20-30% of the on-demand price, with checkpoints to tolerate interruptions"),
    QT_TRANSLATE_NOOP("CatalogLocators", "spot instances save 30-50%"),
    QT_TRANSLATE_NOOP("CatalogLocators", "Qwen2.5-7B: multilingual, Chinese and English among 29 languages"),
    QT_TRANSLATE_NOOP("CatalogLocators", "GPU matrix: V100-32G for mid-sized training"),
    QT_TRANSLATE_NOOP("CatalogLocators", "GPU matrix: T4 for entry-level trials"),
    QT_TRANSLATE_NOOP("CatalogLocators", "§1.1 (RL: low compute and low bandwidth demand)"),
    QT_TRANSLATE_NOOP("CatalogLocators", "§1.1 (recommendation: medium compute, high bandwidth and IO)"),
    QT_TRANSLATE_NOOP("CatalogLocators", "§1.1 (recommendation: medium compute, high memory bandwidth)"),
    QT_TRANSLATE_NOOP("CatalogLocators", "§1.1 (reinforcement learning: low GPU compute demand)"),
    QT_TRANSLATE_NOOP("CatalogLocators", "§3.1 (NetworkArchitecture)"),
    QT_TRANSLATE_NOOP("CatalogLocators", "§3.1 (RDMA 100 Gbps vs TCP 25 Gbps)"),
    QT_TRANSLATE_NOOP("CatalogLocators", "§3.1 (RDMA 100 Gbps vs standard 10 Gbps)"),
    QT_TRANSLATE_NOOP("CatalogLocators", "§5.1 (8*A800-80G, linear speed-up 7.6 on 8 GPUs)"),
    QT_TRANSLATE_NOOP("CatalogLocators", "§5.1 (CV on NVLink 5%)"),
    QT_TRANSLATE_NOOP("CatalogLocators", "§5.2 (16*A800-80G, 200 Gbps RDMA: communication overhead 12%)"),
    QT_TRANSLATE_NOOP("CatalogLocators", "a policy network is trained whole"),
    QT_TRANSLATE_NOOP("CatalogLocators", "the same share as close_tolerance"),
})


def locator_text(locator: str) -> str:
    """An app-own locator in the language shown (itself when it is not one of the bundled catalog's)."""
    return translate("CatalogLocators", locator) if locator in LOCATORS else locator


# Titles this app wrote for a cited source in English that a Chinese reader knows by its Chinese name (the catalog's
# exchange-rate table, on every answer's Assumptions tab); any other title keeps its own words.
TITLES: frozenset[str] = frozenset({
    QT_TRANSLATE_NOOP("CatalogTitles", "China Foreign Exchange Trade System (CFETS) / SAFE central parity, as "
                                       "transcribed in a public tax-calculator data table"),
})


def title_in_language(title: str) -> str:
    """A listed title in the language shown (itself when it is not listed)."""
    return translate("CatalogTitles", title) if title in TITLES else title
