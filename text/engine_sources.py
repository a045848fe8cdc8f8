"""The estimate's own reasoning as the engine writes it (formulas and English notes in ``ctx.note(..., source)``,
core/estimate/*.py, and the recommendation's few of its own), matched to a sentence in words for each language.

Each entry is (pattern, template) or (pattern, template, kinds): ``kinds`` says, one letter per group of the pattern,
what the group holds, so that it reads in the reader's language like every other figure and name: ``n`` a number
(written as the app writes numbers: "2,350", never "2.35e+03"), ``c`` a catalog citation (its source in words),
``p`` a storage product, ``m`` a model preset, ``w`` a kind of work, ``s`` a sequence-length default ("train" or
"finetune"), ``-`` as written. Groups without a letter are kept as written.
"""

from __future__ import annotations

import re

from .language import QT_TRANSLATE_NOOP

# The estimate's own reasoning, written by the engine as formulas or English notes (core/estimate*.py), in words:
# a proposal in Chinese carries no variable name or English note (issue 29). Matched whole; anything else that is
# not a catalog citation is shown as the engine wrote it in English, and named as the engine's calculation in Chinese.
ENGINE_SOURCE: tuple[tuple, ...] = (
    (re.compile(r"^1 / \(a/peak \+ \(1-a\) x anchor_bw / \(bw x anchor_peak\)\)$"),
     QT_TRANSLATE_NOOP("Words", "roofline: this GPU's peak and memory bandwidth weighed against the reference "
                                "A100's (docs/estimates.md §1)")),
    (re.compile(r"^anchor_peak x \(peak16 / anchor_peak\) \^ peak_exponent_llm"),
     QT_TRANSLATE_NOOP("Words", "speed curve fitted over the GPU's 16-bit peak against the reference A100's "
                                "(docs/estimates.md §1)")),
    (re.compile(r"^peak \(no bandwidth figure\)$"),
     QT_TRANSLATE_NOOP("Words", "the GPU's peak (the catalog has no memory bandwidth for it)")),
    (re.compile(r"^(train|finetune)_seq_len_default \(capped at the preset's context\)$"),
     QT_TRANSLATE_NOOP("Words", "{0}, capped at the model's context length"), "s"),
    (re.compile(r"^roofline speed of (\S+) / (\S+) \((\w+) profile\); no measurement on \S+$"),
     QT_TRANSLATE_NOOP("Words", "roofline speed of {0} over that of {1} ({2}); {0} has no measurement of its own"),
     "--w"),
    (re.compile(r"^job \(mixture of experts: FLOPs use the active parameters\)$"),
     QT_TRANSLATE_NOOP("Words", "your answer (a mixture of experts: its FLOPs count the parameters a token uses)")),
    (re.compile(r"^preset \(mixture of experts: FLOPs use the active parameters\)$"),
     QT_TRANSLATE_NOOP("Words", "the model preset (a mixture of experts: its FLOPs count the parameters a token uses)")),
    # the bytes of one resized copy of a photo (core/estimate/job.py _read_image_bytes): ImageNet's file for a
    # classifier (its row's own name reads as the job's image size), a kind's own reference file else (a detector's COCO)
    (re.compile(r"^image_bytes_per_sample x \((\w+) / (\w+)\)\^2: the copy each photo is resized to once"),
     QT_TRANSLATE_NOOP("Words", "ImageNet's average file × ({0} / {1})²: the copy each photo is resized to once before "
                                "the first pass, read by every pass after it (assumed: the photos' shape is ImageNet's, "
                                "and at a fixed JPEG quality the bytes grow with the pixels)")),
    (re.compile(r"^(\w+) x \((\w+) / (\w+)\)\^2: the copy each photo is resized to once"),
     QT_TRANSLATE_NOOP("Words", "{0} × ({1} / {2})²: the copy each photo is resized to once before the first pass, read "
                                "by every pass after it (assumed: the photos' shape is the reference dataset's, and at "
                                "a fixed JPEG quality the bytes grow with the pixels)")),
    (re.compile(r"^derived from params: N = 12 L h\^2, h = 128 L \(N: the active parameters of the mixture of experts\); "
                r"attention as models\.csv (\S+), the newest LLM preset of about its size$"),
     QT_TRANSLATE_NOOP("Words", "derived from the active parameters of the mixture of experts (N = 12 L h², h = 128 L); "
                                "attention as in {0}, the newest language-model preset of about its size"), "m"),
    (re.compile(r"^derived from params: N = 12 L h\^2, h = 128 L; attention as models\.csv (\S+), the newest LLM preset "
                r"of about its size$"),
     QT_TRANSLATE_NOOP("Words", "derived from the parameter count (N = 12 L h², h = 128 L); attention as in {0}, the "
                                "newest language-model preset of about its size"), "m"),
    (re.compile(r"^derived from params: N = 12 L h\^2, h = 128 L \(N: the active parameters of the mixture of experts\)$"),
     QT_TRANSLATE_NOOP("Words", "derived from the active parameters of the mixture of experts (N = 12 L h², h = 128 L)")),
    (re.compile(r"^derived from params: N = 12 L h\^2, h = 128 L$"),
     QT_TRANSLATE_NOOP("Words", "derived from the parameter count (N = 12 L h², h = 128 L)")),
    (re.compile(r"^1 / \(1 \+ c x log2\(nodes\) x "),
     QT_TRANSLATE_NOOP("Words", "scaling across servers: each doubling of the servers costs a fitted share of a step, "
                                "more on a slower network (docs/estimates.md §1)")),
    (re.compile(r"^1 / \(1 \+ k x peak16/anchor x GPUs / \(global batch"),
     QT_TRANSLATE_NOOP("Words", "data-parallel exchange: each step's gradient exchange set against the compute of the "
                                "global batch on each GPU, fitted on the published runs (docs/estimates.md, v3)")),
    (re.compile(r"^attention_flops_per_token_layer_hidden_seq x inference / train FLOPs per parameter x layers"),
     QT_TRANSLATE_NOOP("Words", "the attention count per layer, width and position (forward share) × layers × width")),
    (re.compile(r"^multi-head latent attention: 2 x heads x "),
     QT_TRANSLATE_NOOP("Words", "multi-head latent attention: every head scores over the latent and RoPE key and "
                                "weighs the latent values, in every layer")),
    (re.compile(r"^one prompt alone: "),
     QT_TRANSLATE_NOOP("Words", "one prompt alone: its tokens' work and its attention, at the serving efficiency")),
    (re.compile(r"^1 / \(1 \+ seq_half_tokens_llm / sequence length\) \(defaults\.csv\)$"),
     QT_TRANSLATE_NOOP("Words", "short sequences: 1 / (1 + the length at which the speed halves / the sequence "
                                "length) (defaults table)")),
    (re.compile(r"^gpu-advisor-derivation \(80% range from the leave-one-publisher-out errors on published training "
                r"runs\)$"),
     QT_TRANSLATE_NOOP("Words", "the errors on published training runs, each predicted without its publisher's runs "
                                "(docs/estimates.md: the range)")),
    (re.compile(r"^gpu-advisor-derivation \(80% range from the leave-one-publisher-out errors on published training "
                r"runs\); × ([0-9.e+-]+) - ([0-9.e+-]+) for the examples' packing and the checkpointing left open "
                r"\(packing\.py\)$"),
     QT_TRANSLATE_NOOP("Words", "the errors on published training runs, each predicted without its publisher's runs, "
                                "× {0} – {1} for the packing and checkpointing left open (docs/estimates.md: the range)"),
     "nn"),
    # the fast end held at the best published utilisation (core/estimate/training.py, range_low_bound; expert25)
    (re.compile(r"^gpu-advisor-derivation \(the range's fast end at (?:range_fast_mfu_max|mfu_max) of the dense peak for the model's FLOPs, "
                r"6ND: no published run is faster\)$"),
     QT_TRANSLATE_NOOP("Words", "the best utilisation published calibration runs reach (range_fast_mfu_max) for the "
                                "model's FLOPs: the range's fast end is no faster (docs/estimates.md: the range)")),
    (re.compile(r"^gpu-advisor-derivation \(80% range from the leave-one-publisher-out errors on published training "
                r"runs\); the low end held at (?:range_fast_mfu_max|mfu_max) of the peak \(range_low_bound\)$"),
     QT_TRANSLATE_NOOP("Words", "the errors on published training runs, each predicted without its publisher's runs; the "
                                "fast end held at the best utilisation published runs reach (docs/estimates.md: the "
                                "range)")),
    (re.compile(r"^gpu-advisor-derivation \(80% range from the leave-one-publisher-out errors on published training "
                r"runs\); × ([0-9.e+-]+) - ([0-9.e+-]+) for the examples' packing and the checkpointing left open "
                r"\(packing\.py\); the low end held at (?:range_fast_mfu_max|mfu_max) of the peak \(range_low_bound\)$"),
     QT_TRANSLATE_NOOP("Words", "the errors on published training runs, each predicted without its publisher's runs, "
                                "× {0} – {1} for the packing and checkpointing left open; the fast end held at the best "
                                "utilisation published runs reach (docs/estimates.md: the range)"), "nn"),
    (re.compile(r"^gpu-advisor-assumption \(no calibration run near this estimate: the range is widened\)$"),
     QT_TRANSLATE_NOOP("Words", "no published run near this estimate, so the range is widened (docs/estimates.md: "
                                "the range)")),
    (re.compile(r"^\(range_widen_extrapolated - 1\) x ([0-9.e+-]+) \(docs/estimates\.md: the range\)$"),
     QT_TRANSLATE_NOOP("Words", "(range widening − 1) × {0} (docs/estimates.md: the range)"), "n"),
    (re.compile(r"^finetune_recompute_default: the range reaches the other case$"),
     QT_TRANSLATE_NOOP("Words", "activation checkpointing not stated: the range reaches the other case")),
    (re.compile(r"^unpacked_time_factor_finetune: the range reaches the other packing$"),
     QT_TRANSLATE_NOOP("Words", "packing not stated: the range reaches the other case")),
    (re.compile(r"^storage\.csv (.+): the data disk, where the launch files write checkpoints \(no local NVMe\); write "
                r"speed taken equal to read$"),
     QT_TRANSLATE_NOOP("Words", "{0}, the data disk the launch files write checkpoints to (the server has no local "
                                "NVMe); write speed taken equal to its read speed (storage table)"), "p"),
    (re.compile(r"^checkpoints go to local NVMe \(seed 001\); write speed taken equal to the read figure: (.+)$"),
     QT_TRANSLATE_NOOP("Words", "checkpoints go to the server's local NVMe disk; its write speed is taken equal to "
                                "its read speed, from {0}"), "c"),
    (re.compile(r"^defaults\.csv scenario_(?:input|output)_tokens$"),
     QT_TRANSLATE_NOOP("Words", "defaults table (a typical chat request)")),
    (re.compile(r"^2 x layers x kv_heads x head_dim x bytes \(models\.csv architecture\)$"),
     QT_TRANSLATE_NOOP("Words", "2 × layers × KV heads × head width × bytes (the model's architecture)")),
    (re.compile(r"^layers x \(latent \+ RoPE key dims\) x bytes \(multi-head latent attention"),
     QT_TRANSLATE_NOOP("Words", "layers × (latent + RoPE key width) × bytes (multi-head latent attention, the model's "
                                "architecture)")),
    (re.compile(r"^models\.csv (\S+) \(the newest LLM preset of about its size; 2 x layers x kv_heads x head_dim x "
                r"bytes\)$"),
     QT_TRANSLATE_NOOP("Words", "the KV-cache layout of {0}, the newest language-model preset of about its size"), "m"),
    (re.compile(r"^models\.csv: (\d+) of (\d+) layers attend to the last (\d+) tokens only, and cache no more of a "
                r"sequence$"),
     QT_TRANSLATE_NOOP("Words", "sliding-window attention: {0} of the model's {1} layers attend to its last {2} tokens "
                                "only, and keep no more of a request in the KV cache (the model's architecture)"),
     "nnn"),
    (re.compile(r"^2 x layers x hidden x bytes \(architecture derived from params, MHA\)$"),
     QT_TRANSLATE_NOOP("Words", "2 × layers × width × bytes (architecture derived from the size, multi-head "
                                "attention)")),
    (re.compile(r"^KV-cache capacity after the weights at the requests' average length"),
     QT_TRANSLATE_NOOP("Words", "what the KV cache holds after the weights, at the requests' average length (input + "
                                "half the output)")),
    (re.compile(r"^one scheduler round at the chosen batch"),
     QT_TRANSLATE_NOOP("Words", "one scheduler round at the chosen batch (every sequence's next token and the prompts "
                                "that join)")),
    (re.compile(r"^one pipeline stage per server, tensor parallel within it"),
     QT_TRANSLATE_NOOP("Words", "one pipeline stage per server, tensor parallel within it (vLLM/SGLang multi-node "
                                "serving); passing activations between stages is taken as free next to a round")),
    (re.compile(r"^memory needs it: the activations of that share of the layers are recomputed"),
     QT_TRANSLATE_NOOP("Words", "memory needs it: those layers' activations are recomputed in the backward pass")),
    (re.compile(r"^job \(modelled latency at the chosen batch, no queueing\)$"),
     QT_TRANSLATE_NOOP("Words", "your answer (the modelled latency at the chosen batch, without queueing)")),
    (re.compile(r"^caller \(the instance's inter-node bandwidth\)$"),
     QT_TRANSLATE_NOOP("Words", "the server type's network bandwidth between servers")),
    (re.compile(r"^job; scaled by GPUs x roofline speed x scaling efficiency$"),
     QT_TRANSLATE_NOOP("Words", "your answer, scaled by GPU count × roofline speed × scaling efficiency")),
    (re.compile(r"^data_loader_workers_per_gpu x data_loader_images_per_s_per_worker / detection_images_per_sample "
                r"\(defaults\.csv\)$"),
     QT_TRANSLATE_NOOP("Words", "data-loader workers per GPU × images one worker decodes and augments per second / "
                                "images per sample (defaults table)")),
    (re.compile(r"^the server's data-loader workers per GPU x data_loader_images_per_s_per_worker / "
                r"detection_images_per_sample \(defaults\.csv\)$"),
     QT_TRANSLATE_NOOP("Words", "the data-loader workers per GPU this server's vCPUs allow × images one worker decodes "
                                "and augments per second / images per sample (defaults table)")),
    (re.compile(r"^the server's vCPUs // its GPUs, below data_loader_workers_per_gpu \(YOLOv5's rule\)$"),
     QT_TRANSLATE_NOOP("Words", "the server's vCPUs divided by its GPUs, rounded down, where that is below the "
                                "default workers per GPU (YOLOv5's rule)")),
    (re.compile(r"^forward FLOPs of (\S+) / this model's \(throughput\.csv\)$"),
     QT_TRANSLATE_NOOP("Words", "forward FLOPs of {0} / this model's (measured-throughput table)"), "m"),
    (re.compile(r"^text_bytes_per_char_zh x text_chars_per_token_zh$"),
     QT_TRANSLATE_NOOP("Words", "bytes per Chinese character × Chinese characters per token (defaults table)")),
    # (the catalog's row names stay as they are, written as code: the sentence around them is in words)
    (re.compile(r"^global_batch_tokens_ref_llm x \(N / size_ref_params\) \^ global_batch_size_exponent_llm "
                r"\(defaults\.csv\)$"),
     QT_TRANSLATE_NOOP("Words", "the default by model size, GPT-3's batch schedule: global_batch_tokens_ref_llm × "
                                "(N / size_ref_params) ^ global_batch_size_exponent_llm, N the model's parameters "
                                "(defaults table)")),
    (re.compile(r"^launch_global_batch_sequences_finetune x seq_len \(defaults\.csv\)$"),
     QT_TRANSLATE_NOOP("Words", "a fine-tuning recipe's batch: launch_global_batch_sequences_finetune sequences × the "
                                "sequence length (defaults table), the batch the launch files plan")),
    (re.compile(r"^the sequences a copy runs at once: at most what the KV cache holds and serving_max_batch, fewer "
                r"where the time per output token bounds the batch$"),
     QT_TRANSLATE_NOOP("Words", "the requests a copy runs at once: at most what its KV cache holds (the row above) "
                                "and vLLM's largest batch, fewer where the time per output token bounds the batch")),
    (re.compile(r"^launch_global_batch_sequences_finetune x example_tokens \(defaults\.csv\)$"),
     QT_TRANSLATE_NOOP("Words", "a fine-tuning recipe's batch: launch_global_batch_sequences_finetune examples × the "
                                "tokens of one example (padded, not packed: each example one sequence), the batch "
                                "the launch files plan")),
    (re.compile(r"^answers\.csv per item \(padded, not packed: one example a sequence\)$"),
     QT_TRANSLATE_NOOP("Words", "your data's items as the estimate counts them (answers table): padded, not packed, "
                                "each example is one sequence of its own length")),
    (re.compile(r"^attention_flops_per_token_layer_hidden_seq x layers x hidden x seq_len \(x 4/6 for LoRA\)$"),
     QT_TRANSLATE_NOOP("Words", "attention_flops_per_token_layer_hidden_seq × the model's layers × hidden size × "
                                "sequence length (× 4/6 for LoRA)")),
    (re.compile(r"^\(N / size_ref_params\) \^ \(size_exponent_llm \+ size_peak_exponent_llm x "
                r"ln\(peak16 / anchor_peak\)\) \(defaults\.csv, fitted\)$"),
     QT_TRANSLATE_NOOP("Words", "the model's size over the reference size, to the fitted size exponent, which grows "
                                "with the GPU's 16-bit peak: (N / size_ref_params) ^ (size_exponent_llm + "
                                "size_peak_exponent_llm × ln(peak16 / anchor_peak)) (defaults table)")),
    (re.compile(r"^assumption for the (llm|cv|recsys|rl) profile \(docs/estimates\.md\); a reference run is better$"),
     QT_TRANSLATE_NOOP("Words", "assumption of this app for this kind of work ({0}; docs/estimates.md); a reference "
                                "run gives a better estimate"), "w"),
    (re.compile(r"^vision_activation_bytes_per_image_fp32 \(ResNet-50 at 224 x 224\) x bytes_per_param_bf16 / "
                r"bytes_per_param_fp32 in mixed precision x the model's forward FLOPs per image / ResNet-50's$"),
     QT_TRANSLATE_NOOP("Words", "vision_activation_bytes_per_image_fp32, halved for 16-bit activations in mixed "
                                "precision and scaled by the model's forward FLOPs per image over ResNet-50's (defaults "
                                "table)")),
    (re.compile(r"^launch_micro_batch_images_amp or _fp32 x .*; at most vision_max_global_batch_images / (\d+) "
                r"data-parallel GPUs$"),
     QT_TRANSLATE_NOOP("Words", "the largest global batch an image model keeps its accuracy at "
                                "(vision_max_global_batch_images) shared by the {0} data-parallel GPUs, to a power of "
                                "two: fewer than NVIDIA's published ResNet-50 batch per GPU that the memory would hold"),
     "n"),
    (re.compile(r"^launch_micro_batch_images_amp or _fp32 x min\(1, GPU memory / launch_micro_batch_reference_gpu_gb\)"
                r" x min\(1, ResNet-50's forward FLOPs / the model's\), to a power of two; halved while the activations "
                r"do not fit beside the plan's states$"),
     QT_TRANSLATE_NOOP("Words", "NVIDIA's published ResNet-50 batch per GPU (launch_micro_batch_images_amp, "
                                "launch_micro_batch_images_fp32), scaled down for a GPU with less memory than "
                                "launch_micro_batch_reference_gpu_gb and for a model with more work per image, to a "
                                "power of two; halved while the activations do not fit beside the weights and "
                                "optimizer states")),
    (re.compile(r"^launch_global_batch_samples or the memory plan's images x data-parallel GPUs, raised by gradient "
                r"accumulation"),
     QT_TRANSLATE_NOOP("Words", "the launch files' batch (launch_global_batch_samples, at least one micro-batch on "
                                "every GPU), raised by gradient accumulation until the backward pass hides the "
                                "gradient exchange between servers, at most vision_max_global_batch_images (defaults "
                                "table)")),
    (re.compile(r"^image model: compute / \(compute x \(1 - dp_exchange_overlap_share\).*exchange ([0-9.e+-]+) s = "
                r".*network ([0-9.e+-]+) Gbit/s; compute ([0-9.e+-]+) s = .* ([0-9.e+-]+) images/s per GPU"),
     QT_TRANSLATE_NOOP("Words", "image model across servers: each step's gradient exchange ({0} s over the {1} Gbit/s "
                                "network, allreduce_traffic_factor) against each GPU's compute of its share of the "
                                "global batch ({2} s at {3} images/s per GPU, modelled, a micro-batch taking at least "
                                "as long as vision_min_efficient_images_per_gpu ResNet-50 images' work); the exchange hides behind the "
                                "backward pass (dp_exchange_overlap_share) and adds to the step beyond it"), "nnnn"),
    (re.compile(r"^the step's exchange at the network's line rate, below the fitted cross-node factor ([0-9.e+-]+): "
                r".*; exchange ([0-9.e+-]+) s = .* / ([0-9.,]+) Gbit/s; compute ([0-9.e+-]+) s = "),
     QT_TRANSLATE_NOOP("Words", "language model across servers: each step's exchange at the network's line rate ({1} s "
                                "over the {2} Gbit/s network: allreduce_traffic_factor × the gradients, or for ZeRO-3 "
                                "zero3_traffic_factor × the model) against the step's compute ({3} s at the modelled "
                                "speed); the exchange hides behind the backward pass (dp_exchange_overlap_share) and "
                                "adds to the step beyond it, below the fitted cross-node factor {0}"), "nnnn"),
    (re.compile(r"^vision_activation_bytes_per_image x vision_micro_batch_images$"),
     QT_TRANSLATE_NOOP("Words", "activations kept per image × images per GPU per step")),
    (re.compile(r"^fp32 matmuls run on TF32 tensor cores where the GPU has them$"),
     QT_TRANSLATE_NOOP("Words", "FP32 matrix products run on TF32 tensor cores where the GPU has them")),
)
