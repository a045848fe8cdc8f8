"""The assumptions sheet: each figure the estimate used, its value with its unit, and where it comes from.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from gpu_advisor.core.base import finite_float
from .assumed import source_text, title_text
from .engine_sources import ENGINE_SOURCE
from .language import cjk_spacing, is_chinese, plural_count, QT_TRANSLATE_NOOP, translate, translated
from .names import budget_per_name, current_catalog, get_field, host_rules_name, item_name, NETWORK, network_name, PRECISION, preset_name, product_name, unit_name, workload_name
from .numbers import big_number, date_text, file_size, hours, money, number, percent, unit_price, word_list
from .own_price import own_prices_note
from .summary import rec_option


_ASSUMPTION = {
    "pipeline_stages": QT_TRANSLATE_NOOP("Words", "Pipeline stages (one per server)"),
    "kv_cache_sequences": QT_TRANSLATE_NOOP("Words", "Sequences the KV cache holds"),
    "serving_batch": QT_TRANSLATE_NOOP("Words", "Sequences a copy runs at once (--max-num-seqs)"),
    "time_to_first_token_s": QT_TRANSLATE_NOOP("Words", "Time to first token"),
    "time_per_output_token_s": QT_TRANSLATE_NOOP("Words", "Time per output token"),
    "hours_per_month": QT_TRANSLATE_NOOP("Words", "Hours in a month"),
    "mfu": QT_TRANSLATE_NOOP("Words", "GPU efficiency (share of peak speed)"),
    "scaling_efficiency": QT_TRANSLATE_NOOP("Words", "Multi-GPU scaling efficiency"),
    "overall_mfu": QT_TRANSLATE_NOOP("Words", "Overall utilisation (MFU, as published runs report it)"),
    "mfu_table": QT_TRANSLATE_NOOP("Words", "Efficiency from the calibration table"),
    "mfu_max": QT_TRANSLATE_NOOP("Words", "Highest efficiency allowed"),
    "range_fast_mfu_max": QT_TRANSLATE_NOOP("Words", "Highest efficiency a published run reached (fast end of the range)"),
    "peak_tflops": QT_TRANSLATE_NOOP("Words", "GPU peak speed"),
    "roofline_speed_tflops": QT_TRANSLATE_NOOP("Words", "Effective GPU speed"),
    "scaling_intra_node": QT_TRANSLATE_NOOP("Words", "Scaling inside a server"),
    "scaling_cross_node": QT_TRANSLATE_NOOP("Words", "Scaling across servers"),
    "bytes_per_param_bf16": QT_TRANSLATE_NOOP("Words", "Bytes per parameter (BF16 weights)"),
    "bytes_per_param_fp32": QT_TRANSLATE_NOOP("Words", "Bytes per parameter (FP32 weights)"),
    "bytes_per_param_int8": QT_TRANSLATE_NOOP("Words", "Bytes per parameter (INT8 weights)"),
    "bytes_per_param_qlora": QT_TRANSLATE_NOOP("Words", "Bytes per parameter (QLoRA 4-bit base)"),
    "bytes_per_param_adam_mixed": QT_TRANSLATE_NOOP(
        "Words", "Bytes per parameter in training (weights, gradients, Adam)"
    ),
    "adam_states_bytes_per_param_fp32": QT_TRANSLATE_NOOP("Words", "Adam optimizer bytes per parameter"),
    "checkpoint_bytes_per_param": QT_TRANSLATE_NOOP("Words", "Checkpoint bytes per parameter"),
    "text_bytes_per_token": QT_TRANSLATE_NOOP("Words", "Text bytes per token"),
    "text_bytes_per_token_en": QT_TRANSLATE_NOOP("Words", "English text bytes per token"),
    "text_chars_per_token_zh": QT_TRANSLATE_NOOP("Words", "Chinese characters per token"),
    "text_bytes_per_char_zh": QT_TRANSLATE_NOOP("Words", "Bytes per Chinese character"),
    "image_bytes_per_sample": QT_TRANSLATE_NOOP("Words", "Bytes per image"),
    "train_flops_per_param_token": QT_TRANSLATE_NOOP("Words", "Training FLOPs per parameter and token"),
    "train_flops_per_param_token_recompute": QT_TRANSLATE_NOOP(
        "Words", "Training FLOPs per parameter and token (with recomputation)"
    ),
    "lora_flops_per_param_token": QT_TRANSLATE_NOOP("Words", "LoRA FLOPs per parameter and token"),
    "lora_trainable_fraction": QT_TRANSLATE_NOOP("Words", "Share of parameters trained by LoRA"),
    "vision_train_flops_factor": QT_TRANSLATE_NOOP("Words", "Training cost of an image (× forward pass)"),
    "forward_flops_per_sample": QT_TRANSLATE_NOOP("Words", "Forward FLOPs per sample"),
    "macs_to_flops": QT_TRANSLATE_NOOP("Words", "FLOPs per multiply-accumulate"),
    "train_runtime_overhead_gb": QT_TRANSLATE_NOOP("Words", "Framework memory overhead per GPU"),
    "inference_runtime_overhead_gb": QT_TRANSLATE_NOOP("Words", "Serving memory overhead per GPU"),
    "seq_len": QT_TRANSLATE_NOOP("Words", "Sequence length"),
    "tokens_per_sample": QT_TRANSLATE_NOOP("Words", "Tokens per sample"),
    "missed_deadline_tolerance": QT_TRANSLATE_NOOP("Words", "Closest option when no deadline is met (× least miss)"),
    "deadline_startup_said_share": QT_TRANSLATE_NOOP("Words", "Start-up share of a deadline named as the reason for "
                                                              "the GPUs it needs"),
    "reference_run_mfu_min": QT_TRANSLATE_NOOP("Words", "Lowest utilisation a past run may imply"),
    "train_seq_len_default": QT_TRANSLATE_NOOP("Words", "Default training sequence length"),
    "epochs": QT_TRANSLATE_NOOP("Words", "Epochs (passes over the data)"),
    "preset": QT_TRANSLATE_NOOP("Words", "Model"),
    "reference_run": QT_TRANSLATE_NOOP("Words", "Reference run"),
    "default_gpus_per_node": QT_TRANSLATE_NOOP("Words", "GPUs per server"),
    "checkpoint_write_mb_s": QT_TRANSLATE_NOOP("Words", "Checkpoint write speed"),
    "storage_read_mb_s": QT_TRANSLATE_NOOP("Words", "Storage read speed"),
    "kv_cache_bytes_per_token": QT_TRANSLATE_NOOP("Words", "KV cache bytes per token"),
    "kv_sliding_window": QT_TRANSLATE_NOOP("Words", "Sliding-window attention (tokens a windowed layer keeps)"),
    "serving_memory_fraction": QT_TRANSLATE_NOOP("Words", "Share of GPU memory usable for serving"),
    "serving_default_tpot_s": QT_TRANSLATE_NOOP("Words", "Time per output token for an API service"),
    "chat_ttft_s": QT_TRANSLATE_NOOP("Words", "Longest time to the first token for a chat service"),
    "chat_tpot_s": QT_TRANSLATE_NOOP("Words", "Longest time per output token for a chat service"),
    "serving_max_nodes": QT_TRANSLATE_NOOP("Words", "Most servers one served replica is split across"),
    "serving_min_compute_capability": QT_TRANSLATE_NOOP("Words", "Lowest compute capability a service runs on"),
    "aarch64_pytorch_min_compute_capability": QT_TRANSLATE_NOOP(
        "Words", "Lowest compute capability PyTorch's Arm (aarch64) builds run"),
    "serving_max_batch": QT_TRANSLATE_NOOP("Words", "Largest serving batch"),
    "serving_image_gb": QT_TRANSLATE_NOOP("Words", "Software image on a service's system disk"),
    "serving_os_gb": QT_TRANSLATE_NOOP("Words", "Operating system on a service's system disk"),
    "input_tokens": QT_TRANSLATE_NOOP("Words", "Input tokens per request"),
    "output_tokens": QT_TRANSLATE_NOOP("Words", "Output tokens per request"),
    "p95_latency_s": QT_TRANSLATE_NOOP("Words", "Latency target (95th percentile)"),
    "network": QT_TRANSLATE_NOOP("Words", "Network between servers"),
    "recompute": QT_TRANSLATE_NOOP("Words", "Activation recomputation"),
    "architecture": QT_TRANSLATE_NOOP("Words", "Model architecture"),
    "params_active": QT_TRANSLATE_NOOP("Words", "Active parameters per token"),
    "chinchilla_tokens_per_param": QT_TRANSLATE_NOOP("Words", "Compute-optimal tokens per parameter (Chinchilla)"),
    "launch_micro_batch_images_amp": QT_TRANSLATE_NOOP("Words", "Images per GPU per step in launch files (mixed precision)"),
    "launch_micro_batch_images_fp32": QT_TRANSLATE_NOOP("Words", "Images per GPU per step in launch files (FP32)"),
    "launch_micro_batch_reference_gpu_gb": QT_TRANSLATE_NOOP("Words", "GPU memory of the published per-GPU image batch"),
    "launch_yolov5_batch_images_single_gpu": QT_TRANSLATE_NOOP("Words", "YOLOv5 batch in launch files, one GPU (images)"),
    "launch_yolov5_batch_images_multi_gpu": QT_TRANSLATE_NOOP("Words", "YOLOv5 batch in launch files, several GPUs (images)"),
    "launch_ultralytics_batch_images_single_gpu": QT_TRANSLATE_NOOP(
        "Words", "Ultralytics (YOLOv8) batch in launch files, one GPU (images)"),
    "launch_ultralytics_batch_images_multi_gpu": QT_TRANSLATE_NOOP(
        "Words", "Ultralytics (YOLOv8) batch in launch files, several GPUs (images)"),
    "ultralytics_max_servers": QT_TRANSLATE_NOOP("Words", "Servers the Ultralytics (YOLOv8) yolo command trains on"),
    "vision_activation_bytes_per_image_fp32": QT_TRANSLATE_NOOP(
        "Words", "Activations kept per image (ResNet-50 at 224 × 224, FP32)"),
    "vision_activation_bytes_per_image": QT_TRANSLATE_NOOP("Words", "Activations kept per image"),
    "vision_micro_batch_images": QT_TRANSLATE_NOOP("Words", "Images per GPU per step (memory estimate)"),
    "vision_global_batch_images": QT_TRANSLATE_NOOP("Words", "Images per optimizer step across all GPUs"),
    "vision_max_global_batch_images": QT_TRANSLATE_NOOP("Words", "Largest global batch an image model keeps its "
                                                                 "accuracy at"),
    "allreduce_traffic_factor": QT_TRANSLATE_NOOP("Words", "Network traffic of one gradient exchange (× gradient "
                                                           "bytes)"),
    "dp_exchange_overlap_share": QT_TRANSLATE_NOOP("Words", "Share of a step the gradient exchange can hide behind"),
    "zero3_traffic_factor": QT_TRANSLATE_NOOP("Words", "Network traffic of one ZeRO-3 step (× the model's bytes)"),
    "gpu_quota_tip_min_servers": QT_TRANSLATE_NOOP("Words", "Servers from which the GPU quota tip is given"),
    "vision_min_efficient_images_per_gpu": QT_TRANSLATE_NOOP("Words", "Fewest images per GPU a step is timed "
                                                                      "for"),
    "activation_memory_gb": QT_TRANSLATE_NOOP("Words", "Activation memory per GPU"),
    "roofline_anchor_tflops": QT_TRANSLATE_NOOP("Words", "Calibration GPU peak speed"),
    "roofline_anchor_bandwidth_gbs": QT_TRANSLATE_NOOP("Words", "Calibration GPU memory bandwidth"),
    "stale_price_days": QT_TRANSLATE_NOOP("Words", "Prices older than this are flagged"),
    "big_price_change_factor": QT_TRANSLATE_NOOP("Words", "A price update asks first for prices moving more than"),
    "price_file_unreadable_share": QT_TRANSLATE_NOOP(
        "Words", "A price file is refused when more of its rows than this have a number that cannot be read"),
    "activation_bytes_per_token_hidden_layer": QT_TRANSLATE_NOOP(
        "Words", "Activation memory per token, hidden unit and layer"),
    "activation_ckpt_bytes_per_token_hidden_layer": QT_TRANSLATE_NOOP(
        "Words", "Activation memory per token, hidden unit and layer (with recomputation)"),
    "alternatives_count": QT_TRANSLATE_NOOP("Words", "Alternatives listed"),
    "alternative_late_max": QT_TRANSLATE_NOOP(
        "Words", "Alternatives finish within (1 + this) × the deadline (or the least possible time)"),
    "alternative_over_budget_max": QT_TRANSLATE_NOOP(
        "Words", "Alternatives cost at most (1 + this) × the budget (or the least possible spend)"),
    "chat_slow_alternatives": QT_TRANSLATE_NOOP("Words", "Cheaper options listed that are too slow for a chat"),
    "arch_hidden_per_layer": QT_TRANSLATE_NOOP("Words", "Hidden size per layer (model given by size only)"),
    "arch_params_per_layer_hidden_sq": QT_TRANSLATE_NOOP("Words", "Parameters per layer (× hidden size squared)"),
    "arch_vocab_default": QT_TRANSLATE_NOOP("Words", "Vocabulary size (model given by size only)"),
    "balanced_cost_weight": QT_TRANSLATE_NOOP("Words", "Weight of cost in the balanced goal"),
    "balanced_time_floor_hours": QT_TRANSLATE_NOOP("Words", "Running times this short count as equally fast (balanced goal)"),
    "bytes_per_param_int4": QT_TRANSLATE_NOOP("Words", "Bytes per parameter (INT4 weights)"),
    "checkpoint_every_steps": QT_TRANSLATE_NOOP("Words", "Checkpoint every so many steps"),
    "checkpoint_keep": QT_TRANSLATE_NOOP("Words", "Checkpoints kept"),
    "chinchilla_far_factor": QT_TRANSLATE_NOOP("Words", "Tolerance around the compute-optimal data size"),
    "dimm_count_max": QT_TRANSLATE_NOOP("Words", "Most memory modules in a server"),
    "dimm_size_max_gb": QT_TRANSLATE_NOOP("Words", "Largest memory module"),
    "dimm_size_min_gb": QT_TRANSLATE_NOOP("Words", "Smallest memory module"),
    "disk_size_step_gb": QT_TRANSLATE_NOOP("Words", "Disk sizes rounded up to"),
    "finetune_seq_len_default": QT_TRANSLATE_NOOP("Words", "Default fine-tuning sequence length"),
    "fp32_uses_tf32": QT_TRANSLATE_NOOP("Words", "FP32 runs on TF32 tensor cores"),
    "host_range_position": QT_TRANSLATE_NOOP("Words", "Position within the host sizing range"),
    "inference_bandwidth_efficiency": QT_TRANSLATE_NOOP("Words", "Memory bandwidth reached when serving"),
    "inference_compute_efficiency": QT_TRANSLATE_NOOP("Words", "Compute speed reached when serving"),
    "inference_flops_per_param_token": QT_TRANSLATE_NOOP("Words", "Serving FLOPs per parameter and token"),
    "kv_latent_dims_mla": QT_TRANSLATE_NOOP("Words", "KV cache size per token and layer (latent attention)"),
    "logits_bytes_per_token_vocab": QT_TRANSLATE_NOOP("Words", "Output-layer memory per token and vocabulary entry"),
    "cluster_max_nodes": QT_TRANSLATE_NOOP("Words", "Most servers in one cluster (a provider without its own limit)"),
    "cluster_max_gpus": QT_TRANSLATE_NOOP("Words", "Most GPUs tried for one job"),
    "serving_max_gpus": QT_TRANSLATE_NOOP("Words", "Most GPUs one service is sized on"),
    "cluster_max_nodes_aws": QT_TRANSLATE_NOOP("Words", "Most servers in one cluster on AWS"),
    "cluster_max_nodes_lambda": QT_TRANSLATE_NOOP("Words", "Most servers in one cluster on Lambda"),
    "cluster_max_nodes_nebius": QT_TRANSLATE_NOOP("Words", "Most servers in one cluster on Nebius"),
    "run_startup_s": QT_TRANSLATE_NOOP("Words", "Start-up time of a run on each server"),
    "page_cache_ram_share": QT_TRANSLATE_NOOP("Words", "Share of server memory the page cache holds data in"),
    "close_tolerance": QT_TRANSLATE_NOOP("Words", "Options this close count as equal (fewest servers wins)"),
    "fresh_price_tolerance": QT_TRANSLATE_NOOP("Words", "How much more an option on a recent price may cost and "
                                                        "still replace one on a stale price"),
    "host_check_ram_x_gpu_mem": QT_TRANSLATE_NOOP("Words", "Least server memory per GB of GPU memory"),
    "serving_target_utilisation": QT_TRANSLATE_NOOP("Words", "Share of capacity a service is sized to use at peak"),
    "spot_risky_node_hours": QT_TRANSLATE_NOOP("Words", "Most server-hours on spot unless you allow it"),
    "multi_node_min_gpus_per_node": QT_TRANSLATE_NOOP("Words", "Fewest GPUs per server for multi-server jobs"),
    "overprovision_deadline_fraction": QT_TRANSLATE_NOOP("Words", "Over-provisioned below this share of the deadline"),
    "overprovision_memory_use": QT_TRANSLATE_NOOP("Words", "Over-provisioned below this share of GPU memory"),
    "pcie4_x16_gbs": QT_TRANSLATE_NOOP("Words", "PCIe 4.0 x16 bandwidth"),
    "profile_flops_rule": QT_TRANSLATE_NOOP("Words", "How the compute was counted"),
    "reserved_saving_high": QT_TRANSLATE_NOOP("Words", "Reservation saving, high"),
    "reserved_saving_low": QT_TRANSLATE_NOOP("Words", "Reservation saving, low"),
    "same_zone_latency_us": QT_TRANSLATE_NOOP("Words", "Latency between servers in one zone"),
    "scenario_epochs": QT_TRANSLATE_NOOP("Words", "Default number of passes over the data"),
    "scenario_input_tokens": QT_TRANSLATE_NOOP("Words", "Default input tokens per request"),
    "scenario_output_tokens": QT_TRANSLATE_NOOP("Words", "Default output tokens per request"),
    "scenario_qps": QT_TRANSLATE_NOOP("Words", "Default requests per second"),
    "spot_interruption_pct_month_fallback": QT_TRANSLATE_NOOP("Words", "Spot interruptions when none is published"),
    "spot_price_fraction_high": QT_TRANSLATE_NOOP("Words", "Spot price share of on-demand, high"),
    "spot_price_fraction_low": QT_TRANSLATE_NOOP("Words", "Spot price share of on-demand, low"),
    "spot_restart_s": QT_TRANSLATE_NOOP("Words", "Restart time after a spot interruption"),
    "commitment_note_min_hours": QT_TRANSLATE_NOOP("Words", "Runs compared with 1- and 3-year commitments from"),
    "train_micro_batch_sequences": QT_TRANSLATE_NOOP("Words", "Sequences per GPU per step (memory check)"),
    "tree_low_qps": QT_TRANSLATE_NOOP("Words", "Rule of thumb: low request rate below"),
    "tree_params_13b_max": QT_TRANSLATE_NOOP("Words", "Rule of thumb: 7B–13B class upper bound"),
    "tree_params_70b": QT_TRANSLATE_NOOP("Words", "Rule of thumb: 70B class lower bound"),
    "train_memory_usable_share": QT_TRANSLATE_NOOP("Words", "Share of GPU memory a training plan may fill"),
    "plan_slow_end_min_hours": QT_TRANSLATE_NOOP("Words", "Runs planned at the slow end from"),
    "node_failure_min_interruptions": QT_TRANSLATE_NOOP("Words", "Node failures allowed for from"),
    "model_search_size_ratio": QT_TRANSLATE_NOOP("Words", "Model search: sizes near the size typed, within"),
    "tree_params_7b_max": QT_TRANSLATE_NOOP("Words", "Rule of thumb: 7B class upper bound"),
    "tree_params_7b_min": QT_TRANSLATE_NOOP("Words", "Rule of thumb: 7B class lower bound"),
    "vcpus_per_host_core": QT_TRANSLATE_NOOP("Words", "vCPUs per CPU core"),
    "wizard_model_params": QT_TRANSLATE_NOOP("Words", "Model size when not known"),
    "attention_flops_per_token": QT_TRANSLATE_NOOP("Words", "Attention FLOPs per token"),
    "attention_flops_per_position": QT_TRANSLATE_NOOP("Words", "Attention FLOPs per token and position of its context"),
    "mla_rope_dims": QT_TRANSLATE_NOOP("Words", "RoPE part of a latent-attention key (MLA)"),
    "size_factor": QT_TRANSLATE_NOOP("Words", "Efficiency factor for the model size"),
    "peak_exponent_llm": QT_TRANSLATE_NOOP("Words", "Exponent of the GPU's peak in its speed (language models)"),
    "measured_throughput": QT_TRANSLATE_NOOP("Words", "Measured training throughput"),
    "throughput_gpu_scaling": QT_TRANSLATE_NOOP("Words", "Speed of this GPU relative to the measured one"),
    "throughput_flops_scaling": QT_TRANSLATE_NOOP("Words", "Work of this model relative to the measured one"),
    "range_factors": QT_TRANSLATE_NOOP("Words", "Likely range (80%) of the running time"),
    "range_extrapolates": QT_TRANSLATE_NOOP("Words", "Range widened: no calibration run close to this job"),
    "attention_flops_per_token_layer_hidden_seq": QT_TRANSLATE_NOOP("Words", "Attention FLOPs per token, layer, hidden unit and position"),
    "cluster_overhead_per_doubling": QT_TRANSLATE_NOOP("Words", "Cluster overhead per doubling of servers"),
    "cluster_reference_bandwidth_gbps": QT_TRANSLATE_NOOP("Words", "Reference network bandwidth between servers"),
    "launch_global_batch_samples": QT_TRANSLATE_NOOP("Words", "Planned global batch (samples)"),
    "launch_global_batch_sequences_finetune": QT_TRANSLATE_NOOP("Words", "Planned global batch for fine-tuning (sequences)"),
    "launch_global_batch_tokens": QT_TRANSLATE_NOOP("Words", "Planned global batch for pre-training (tokens)"),
    "launch_sgd_lr_resnet": QT_TRANSLATE_NOOP("Words", "Learning rate of the launch files at the recipe's batch (ResNet, SGD)"),
    "launch_sgd_lr_batch_resnet": QT_TRANSLATE_NOOP("Words", "Batch of the launch files' recipe learning rate (ResNet, SGD)"),
    "launch_sgd_momentum_resnet": QT_TRANSLATE_NOOP("Words", "SGD momentum in the launch files (ResNet)"),
    "launch_sgd_weight_decay_resnet": QT_TRANSLATE_NOOP("Words", "SGD weight decay in the launch files (ResNet)"),
    "launch_warmup_epochs_resnet": QT_TRANSLATE_NOOP("Words", "Learning-rate warm-up in the launch files (ResNet)"),
    "launch_adamw_lr_vit": QT_TRANSLATE_NOOP("Words", "Learning rate of the launch files at the recipe's batch (ViT, AdamW)"),
    "launch_adamw_lr_batch_vit": QT_TRANSLATE_NOOP("Words", "Batch of the launch files' recipe learning rate (ViT, AdamW)"),
    "launch_adamw_lr_max_vit": QT_TRANSLATE_NOOP("Words", "Highest learning rate of the launch files (ViT, AdamW)"),
    "launch_adamw_weight_decay_vit": QT_TRANSLATE_NOOP("Words", "AdamW weight decay in the launch files (ViT)"),
    "launch_warmup_epochs_vit": QT_TRANSLATE_NOOP("Words", "Learning-rate warm-up in the launch files (ViT)"),
    "launch_adamw_lr_finetune_full": QT_TRANSLATE_NOOP("Words", "Learning rate of the launch files for a full fine-tune (AdamW)"),
    "launch_adamw_lr_finetune_lora": QT_TRANSLATE_NOOP("Words", "Learning rate of the launch files for a LoRA fine-tune (AdamW)"),
    "launch_adamw_weight_decay_finetune": QT_TRANSLATE_NOOP("Words", "AdamW weight decay in the launch files for a fine-tune"),
    "range_calibrated_max_gpus": QT_TRANSLATE_NOOP("Words", "Largest calibrated cluster (GPUs)"),
    "range_high_factor": QT_TRANSLATE_NOOP("Words", "Upper end of the likely range (× estimate)"),
    "range_low_factor": QT_TRANSLATE_NOOP("Words", "Lower end of the likely range (× estimate)"),
    "range_widen_extrapolated": QT_TRANSLATE_NOOP("Words", "Range widening when extrapolating"),
    "gpu_class_factor": QT_TRANSLATE_NOOP("Words", "Measured speed factor of this GPU class"),
    "sequence_factor": QT_TRANSLATE_NOOP("Words", "Efficiency factor for the sequence length"),
    "peak_exponent_below_anchor_llm": QT_TRANSLATE_NOOP("Words", "Exponent of the peak below the calibration GPU (language models)"),
    "seq_half_tokens_llm": QT_TRANSLATE_NOOP("Words", "Sequence length at which short sequences halve the speed"),
    "size_peak_max_tflops": QT_TRANSLATE_NOOP("Words", "Fastest GPU the size-by-peak term reaches"),
    "range_gpu_class_weight": QT_TRANSLATE_NOOP("Words", "Range widening for a GPU without its own calibration run"),
    "range_small_model_params": QT_TRANSLATE_NOOP("Words", "Model size below which the range widens"),
    "range_finetune_slow_factor": QT_TRANSLATE_NOOP("Words", "Slow end of a fine-tune's range (× estimate)"),
    "range_volta_decoder_slow_factor": QT_TRANSLATE_NOOP("Words", "Slow end of a V100 decoder's range (× its high end)"),
    "decoder_speed_factor": QT_TRANSLATE_NOOP("Words", "Measured speed factor of decoder models on this GPU generation"),
    "decoder_speed_factor_volta": QT_TRANSLATE_NOOP("Words", "Speed factor of decoder models on V100-class GPUs"),
    "decoder_speed_seq_none": QT_TRANSLATE_NOOP("Words", "Decoder speed factor: not applied up to this sequence length"),
    "decoder_speed_seq_full": QT_TRANSLATE_NOOP("Words", "Decoder speed factor: applied in full from this sequence length"),
    "detection_throughput_factor": QT_TRANSLATE_NOOP("Words", "Speed of a detector relative to a classifier of the same work"),
    "data_loading_bound": QT_TRANSLATE_NOOP("Words", "Data loading bound (detector's CPU data pipeline, per GPU)"),
    "data_loader_workers_per_gpu": QT_TRANSLATE_NOOP("Words", "Data-loader workers per GPU"),
    "data_loader_workers_server": QT_TRANSLATE_NOOP("Words", "Data-loader workers per GPU this server's vCPUs allow"),
    "data_loader_images_per_s_per_worker": QT_TRANSLATE_NOOP("Words", "Images one data-loader worker decodes and augments per second"),
    "image_resize_ratio_min": QT_TRANSLATE_NOOP("Words", "Images resized once before training from this many times the "
                                                         "reference dataset's image size"),
    "image_resize_short_side_px": QT_TRANSLATE_NOOP("Words", "Short side large images are resized to"),
    "image_reference_short_side_px": QT_TRANSLATE_NOOP("Words", "Short side of ImageNet's average photo"),
    "detection_image_bytes_per_sample": QT_TRANSLATE_NOOP("Words", "Bytes of COCO's average image (a detector's reference)"),
    "detection_image_resize_long_side_px": QT_TRANSLATE_NOOP("Words", "Long side a detector's large images are resized to"),
    "detection_image_reference_long_side_px": QT_TRANSLATE_NOOP("Words", "Long side of COCO's average photo"),
    "diffusion_image_resize_short_side_px": QT_TRANSLATE_NOOP("Words", "Short side a diffusion model's large images are "
                                                                       "resized to"),
    "image_resized_bytes": QT_TRANSLATE_NOOP("Words", "Bytes of one resized image (read by every pass)"),
    "detection_images_per_sample": QT_TRANSLATE_NOOP("Words", "Images decoded per detector sample (mosaic)"),
    "moe_train_efficiency": QT_TRANSLATE_NOOP("Words", "Training speed of a mixture of experts relative to a dense model "
                                                        "of its active size"),
    "range_widened_gpu_family": QT_TRANSLATE_NOOP("Words", "Range widened: no calibration run on this GPU family"),
    "range_widened_gpu_class": QT_TRANSLATE_NOOP("Words", "Range widened: no calibration run on this GPU"),
    "range_widened_model_size": QT_TRANSLATE_NOOP("Words", "Range widened: no calibration run near this model size"),
    "range_widened_small_model": QT_TRANSLATE_NOOP("Words", "Range widened: small model"),
    "range_widened_encoder": QT_TRANSLATE_NOOP("Words", "Range widened: encoder model"),
    "range_widened_finetune_stack": QT_TRANSLATE_NOOP("Words", "Range widened: fine-tuning software differs"),
    "range_widened_finetune_slow": QT_TRANSLATE_NOOP("Words", "Slow end raised: common fine-tuning stacks are slower"),
    "range_widened_volta_decoder": QT_TRANSLATE_NOOP("Words", "Slow end raised: decoders on V100 with ordinary framework "
                                                              "code ran up to 2.6× slower"),
    "range_widened_detection": QT_TRANSLATE_NOOP("Words", "Range widened: detection (data loading bounded, not measured on detectors)"),
    "range_widened_workload": QT_TRANSLATE_NOOP("Words", "Range widened: no calibration run of this kind of model"),
    "range_widened_mixture_of_experts": QT_TRANSLATE_NOOP("Words", "Range widened: mixture-of-experts model"),
    "range_widened_gpus_per_param": QT_TRANSLATE_NOOP("Words", "Range widened: model spread over more GPUs than calibrated"),
    "range_widened_cluster_size": QT_TRANSLATE_NOOP("Words", "Range widened: more GPUs than the largest calibration run"),
    "range_near_size_factor": QT_TRANSLATE_NOOP("Words", "Model size span of a nearby calibration run"),
    "network_gbps": QT_TRANSLATE_NOOP("Words", "Network bandwidth between servers"),
    "recsys_bytes_per_sample": QT_TRANSLATE_NOOP("Words", "Bytes read per recommendation sample"),
    "recsys_dense_param_share": QT_TRANSLATE_NOOP("Words", "Dense share of a recommendation model's parameters"),
    "size_exponent_llm": QT_TRANSLATE_NOOP("Words", "Size exponent of the efficiency (language models)"),
    "size_peak_exponent_llm": QT_TRANSLATE_NOOP("Words", "Growth of the size exponent with the GPU's peak"),
    "dp_comm_k_llm": QT_TRANSLATE_NOOP("Words", "Data-parallel communication coefficient (language models)"),
    "scaling_data_parallel": QT_TRANSLATE_NOOP("Words", "Data-parallel factor across servers"),
    "scaling_line_rate": QT_TRANSLATE_NOOP("Words", "Factor across servers at the network's line rate"),
    "size_ref_params": QT_TRANSLATE_NOOP("Words", "Reference model size of the size term"),
    "size_template_factor": QT_TRANSLATE_NOOP("Words", "Size window of the attention layout borrowed by a model given by its size"),
    "qlora_time_factor": QT_TRANSLATE_NOOP("Words", "QLoRA time relative to LoRA"),
    "gpu_memory_bytes_per_gb": QT_TRANSLATE_NOOP("Words", "Bytes per GB of GPU memory"),
    "recsys_memory_bound": QT_TRANSLATE_NOOP("Words", "Time set by embedding memory traffic"),
    # issue 28
    "memory_time_share_llm": QT_TRANSLATE_NOOP("Words", "Share of a training step waiting on GPU memory"),
    "memory_share_size_exponent_llm": QT_TRANSLATE_NOOP("Words", "How fast that share falls with model size"),
    "memory_share_max_llm": QT_TRANSLATE_NOOP("Words", "Largest share of a step waiting on GPU memory"),
    "unpacked_time_factor_finetune": QT_TRANSLATE_NOOP("Words", "Time of a padded fine-tune relative to a packed one"),
    "unpacked_time_factor": QT_TRANSLATE_NOOP("Words", "Time of a padded fine-tune relative to a packed one"),
    "finetune_packed_default": QT_TRANSLATE_NOOP("Words", "Fine-tune examples taken as packed when not known"),
    "packing": QT_TRANSLATE_NOOP("Words", "Fine-tune examples packed or padded"),
    "range_widened_packing": QT_TRANSLATE_NOOP("Words", "Range widened: packing not known, both cases covered"),
    "finetune_recompute_default": QT_TRANSLATE_NOOP(
        "Words", "Activation checkpointing taken as on for a fine-tune when not known"),
    "recompute_default": QT_TRANSLATE_NOOP("Words", "Activation (gradient) checkpointing in the fine-tune"),
    "range_widened_recompute": QT_TRANSLATE_NOOP(
        "Words", "Range widened: activation checkpointing not known, both cases covered"),
    "range_low_bound": QT_TRANSLATE_NOOP(
        "Words", "Range's fast end held at the best published utilisation"),
    "global_batch_tokens": QT_TRANSLATE_NOOP("Words", "Global batch per optimizer step (tokens)"),
    "example_tokens": QT_TRANSLATE_NOOP("Words", "Tokens of one example (one padded sequence)"),
    "global_batch_tokens_ref_llm": QT_TRANSLATE_NOOP(
        "Words", "Global batch of a 10B language model when not given (tokens)"),
    "global_batch_size_exponent_llm": QT_TRANSLATE_NOOP("Words", "Growth of the default global batch with model size"),
}

# Units of the named figures (the defaults table's unit column and the estimate's own notes).
_VALUE_UNIT = {
    "share of layers recomputed": QT_TRANSLATE_NOOP("Units", "share of layers recomputed"),
    "x LoRA time": QT_TRANSLATE_NOOP("Units", "x LoRA time"),
    "x estimate": QT_TRANSLATE_NOOP("Units", "x estimate"),
    "x log-width": QT_TRANSLATE_NOOP("Units", "x log-width"),
    "x modelled utilisation": QT_TRANSLATE_NOOP("Units", "x modelled utilisation"),
    "x gradient bytes": QT_TRANSLATE_NOOP("Units", "× gradient bytes"),
    "x model bytes": QT_TRANSLATE_NOOP("Units", "× the model's bytes"),
    "fraction of a step's compute": QT_TRANSLATE_NOOP("Units", "of a step's compute"),
    "+ x log-width": QT_TRANSLATE_NOOP("Units", "added to the range's width (× log)"),
    "x high end": QT_TRANSLATE_NOOP("Units", "x the range's high end"),
    "reasons": QT_TRANSLATE_NOOP("Units", "reasons"),
    "x measured classifier rate": QT_TRANSLATE_NOOP("Units", "x measured classifier rate"),
    "samples/s per GPU": QT_TRANSLATE_NOOP("Units", "samples/s per GPU"),
    "images/s per worker": QT_TRANSLATE_NOOP("Units", "images/s per worker"),
    "workers per GPU": QT_TRANSLATE_NOOP("Units", "workers per GPU"),
    "x reference image size": QT_TRANSLATE_NOOP("Units", "x reference dataset's image size"),
    "pixels": QT_TRANSLATE_NOOP("Units", "pixels"),
    "decoded images per sample": QT_TRANSLATE_NOOP("Units", "decoded images per sample"),
    "x a dense model of the same active size": QT_TRANSLATE_NOOP("Units", "x a dense model of the same active size"),
    "FLOPs per token and position": QT_TRANSLATE_NOOP("Units", "FLOPs per token and position"),
    "x model size": QT_TRANSLATE_NOOP("Units", "x model size"),
    "server-hours": QT_TRANSLATE_NOOP("Units", "server-hours"),
    "x GPU memory": QT_TRANSLATE_NOOP("Units", "x GPU memory"),
    "Gbps": QT_TRANSLATE_NOOP("Units", "Gbit/s between servers"),
    "fraction of a step": QT_TRANSLATE_NOOP("Units", "fraction of a step"),
    "fraction of the roofline speed": QT_TRANSLATE_NOOP("Units", "fraction of the roofline speed"),
    "h": QT_TRANSLATE_NOOP("Units", "h"),
    "s": QT_TRANSLATE_NOOP("Units", "s"),  # (seconds: "0.174 秒" in Chinese, as every other duration)
    "µs": QT_TRANSLATE_NOOP("Units", "µs"),
    "samples": QT_TRANSLATE_NOOP("Units", "samples"),
    "images": QT_TRANSLATE_NOOP("Units", "images"),
    "% per month": QT_TRANSLATE_NOOP("Units", "% per month"),
    "DIMMs": QT_TRANSLATE_NOOP("Units", "DIMMs"),
    "FLOPs": QT_TRANSLATE_NOOP("Units", "FLOPs"),
    "FLOPs per MAC": QT_TRANSLATE_NOOP("Units", "FLOPs per MAC"),
    "GB per GPU": QT_TRANSLATE_NOOP("Units", "GB per GPU"),
    "GPUs": QT_TRANSLATE_NOOP("Units", "GPUs"),
    "MB/s per node": QT_TRANSLATE_NOOP("Units", "MB/s per server"),
    "bytes": QT_TRANSLATE_NOOP("Units", "bytes"),
    "bytes/character": QT_TRANSLATE_NOOP("Units", "bytes/character"),
    "bytes/token": QT_TRANSLATE_NOOP("Units", "bytes/token"),
    "characters/token": QT_TRANSLATE_NOOP("Units", "characters/token"),
    "checkpoints": QT_TRANSLATE_NOOP("Units", "checkpoints"),
    "days": QT_TRANSLATE_NOOP("Units", "days"),
    "elements per token per layer": QT_TRANSLATE_NOOP("Units", "elements per token per layer"),
    "fraction": QT_TRANSLATE_NOOP("Units", "fraction"),
    "fraction of dense peak": QT_TRANSLATE_NOOP("Units", "of dense peak"),
    "fraction of memory bandwidth": QT_TRANSLATE_NOOP("Units", "of memory bandwidth"),
    "fraction of params": QT_TRANSLATE_NOOP("Units", "of the parameters"),
    "fraction of peak at the anchor GPU's balance": QT_TRANSLATE_NOOP("Units", "of peak (calibration GPU)"),
    "fraction of time": QT_TRANSLATE_NOOP("Units", "of the time"),
    "hidden units per layer": QT_TRANSLATE_NOOP("Units", "hidden units per layer"),
    "hours": QT_TRANSLATE_NOOP("Units", "hours"),
    "interruptions": QT_TRANSLATE_NOOP("Units", "interruptions"),
    "nodes": QT_TRANSLATE_NOOP("Units", "servers"),
    "servers": QT_TRANSLATE_NOOP("Units", "servers"),
    "compute capability": QT_TRANSLATE_NOOP("Units", "compute capability"),
    "s per output token": QT_TRANSLATE_NOOP("Units", "s per output token"),
    "options": QT_TRANSLATE_NOOP("Units", "options"),
    "parameters": QT_TRANSLATE_NOOP("Units", "parameters"),
    "passes": QT_TRANSLATE_NOOP("Units", "passes"),
    "requests/s": QT_TRANSLATE_NOOP("Units", "requests/s"),
    "sequences": QT_TRANSLATE_NOOP("Units", "sequences"),
    "steps": QT_TRANSLATE_NOOP("Units", "steps"),
    "tokens": QT_TRANSLATE_NOOP("Units", "tokens"),
    "vCPU per core": QT_TRANSLATE_NOOP("Units", "vCPUs per core"),
    "x": QT_TRANSLATE_NOOP("Units", "×"),
    "x forward": QT_TRANSLATE_NOOP("Units", "× forward pass"),
    "x hidden^2": QT_TRANSLATE_NOOP("Units", "× hidden size²"),
    "x on-demand": QT_TRANSLATE_NOOP("Units", "× on-demand price"),
    # issue 28
    "x low end": QT_TRANSLATE_NOOP("Units", "x the range's low end"),
    "x time": QT_TRANSLATE_NOOP("Units", "× the time"),
    "0/1": QT_TRANSLATE_NOOP("Units", "1 = yes, 0 = no"),
    "assumed": QT_TRANSLATE_NOOP("Units", "assumed (not known)"),
}
# English singulars of countable units (a value shown as exactly 1 takes them).
_UNIT_ONE = {"DIMMs": "DIMM", "GPUs": "GPU", "bytes": "byte", "checkpoints": "checkpoint", "days": "day",
             "hours": "hour", "servers": "server", "options": "option", "parameters": "parameter", "passes": "pass",
             "sequences": "sequence", "steps": "step", "tokens": "token"}


_LINK_NAME = {"nvlink": "NVLink", "pcie": "PCIe", "infinity_fabric": "Infinity Fabric"}
_UNIT_PATTERNS = (  # units the estimate composes with a number or name in them
    (re.compile(r"^TFLOPS dense (\w+)$"), QT_TRANSLATE_NOOP("Units", "TFLOPS (dense, {0})")),
    (re.compile(r"^efficiency of (\d+) GPUs over (\w+)$"), QT_TRANSLATE_NOOP("Units", "(efficiency of {0} GPUs over {1})")),
    (re.compile(r"^factor for (\d+) GPUs across nodes over (\w+)$"),
     QT_TRANSLATE_NOOP("Units", "(factor for {0} GPUs across servers over {1})")),
    (re.compile(r"^factor for (\d+) nodes over (\w+)$"), QT_TRANSLATE_NOOP("Units", "(factor for {0} servers over {1})")),
    (re.compile(r"^factor for (\d+) GPUs over (\d+) servers$"),
     QT_TRANSLATE_NOOP("Units", "(factor for {0} GPUs over {1} servers)")),
    (re.compile(r"^factor for (\d+) servers over ([0-9.,]+) Gbit/s$"),
     QT_TRANSLATE_NOOP("Units", "(factor for {0} servers over {1} Gbit/s)")),
    (re.compile(r"^samples/s on (\d+) x (\S+) \((mixed|fp32)\)$"),
     QT_TRANSLATE_NOOP("Units", "samples/s on {0} × {1} ({2})")),
)


def _link_name(code: str) -> str:
    if code in ("mixed", "fp32"):  # the precision of a measured throughput
        return translate("Units", "mixed precision") if code == "mixed" else "FP32"
    return _LINK_NAME.get(code) or (network_name(code) if code in NETWORK else code)


def value_unit(unit: str, shown: str = "") -> str:
    """A figure's unit in words, singular after a value shown as exactly 1 (English)."""
    unit = str(unit or "")
    for pattern, template in _UNIT_PATTERNS:
        m = pattern.match(unit)
        if m:
            parts = [p.upper() if p in PRECISION else _link_name(p) for p in m.groups()]
            text = translate("Units", template).format(*parts)  # ("经" + "TCP 网络": spaced as the app spaces)
            return cjk_spacing(text) if is_chinese() else text
    text = translate("Units", _VALUE_UNIT[unit]) if unit in _VALUE_UNIT else unit
    if not is_chinese() and plural_count(shown) == 1:
        text = _UNIT_ONE.get(text, text)
    return text


def assumption_name(name: str) -> str:
    """A named figure of the engine in words ('bytes_per_param_bf16' -> 'Bytes per parameter (BF16 weights)')."""
    if name in _ASSUMPTION:
        return translated(_ASSUMPTION[name])
    if name.startswith("roofline_compute_share_"):
        return translate("Words", "Compute-bound share of time ({0})").format(workload_name(name.rsplit("_", 1)[1]))
    return name.replace("_", " ").capitalize()


def _value_text(value: Any, unit: str = "") -> str:
    if isinstance(value, bool) or value in ("yes", "no"):
        return translate("Words", "yes") if value in (True, "yes") else translate("Words", "no")
    if unit == "0/1" and finite_float(value) in (0.0, 1.0):  # a yes/no default: "yes", not "1 1 = yes, 0 = no"
        return translate("Words", "yes") if finite_float(value) == 1.0 else translate("Words", "no")
    f = finite_float(value)
    v = number(f) if f is not None and abs(f) < 1e7 else (big_number(f) if f is not None else str(value))
    u = value_unit(unit or "", v)
    text = f"{v}{u}" if u.startswith("（") else f"{v} {u}".strip()  # no space before a full-width bracket
    return cjk_spacing(text) if is_chinese() else text  # "10.7 亿字节", not "10.7 亿 字节" (walk 19)


_FX_USE = {
    "recommendation": QT_TRANSLATE_NOOP("Words", "the recommended option's prices"),
    "budget": QT_TRANSLATE_NOOP("Words", "your budget"),
    "alternatives": QT_TRANSLATE_NOOP("Words", "the alternatives' prices"),
    "domestic_option": QT_TRANSLATE_NOOP("Words", "the best option in mainland China"),
}


def fx_uses_text(uses) -> str:
    """What an exchange rate converted, in words ("your budget and the best option in mainland China")."""
    return word_list(translated(_FX_USE[u]) for u in uses if u in _FX_USE)


def _fx_rows(rec: Any, a: Mapping, cat_src: str) -> list[tuple[str, str, str]]:
    """The exchange rates the answer used (``assumptions.fx_used``: the catalog's rows, what each converted), then
    the budget in the result currency when it was converted; "not needed" only when nothing was converted. An
    answer saved before ``fx_used`` existed: its ``fx`` and its cost lines' rates."""
    rows: list[tuple[str, str, str]] = []
    used = a.get("fx_used")
    if isinstance(used, list):
        fx = [(str(r.get("pair")), r.get("rate"), r.get("as_of"), str(r.get("source_title") or ""),
               [u for u in (r.get("uses") or ()) if u in _FX_USE]) for r in used if isinstance(r, Mapping)]
    else:
        old = {pair: (rate, a.get("fx_as_of")) for pair, rate in (a.get("fx") or {}).items()}
        opt = rec_option(rec)
        for line in (get_field(opt, "cost_lines", ()) or ()) if opt is not None else ():
            rate = get_field(line, "fx_rate")
            if rate is not None and get_field(line, "price_currency"):
                old.setdefault(
                    f"{get_field(line, 'price_currency')}/{a.get('currency') or get_field(opt, 'currency')}",
                    (rate, get_field(line, "fx_as_of")),
                )
        fx = [(pair, rate, when, "", []) for pair, (rate, when) in old.items()]
    table = translate("Words", "exchange-rate table of the catalog")
    for pair, rate, when, title, uses in fx:
        source = translate("Words", "{0}: {1}").format(table, title_text(title)) if title else table
        if uses:
            # what it converted first: the source's title is long and a narrow column cuts it short
            source = translate("Words", "used for {0}; {1}").format(fx_uses_text(uses), source)
        rows.append((translate("Words", "Exchange rate {0}").format(pair),
                     translate("Words", "{0} (dated {1})").format(number(rate, 4), date_text(when)), source))
    if not fx:
        rows.append((translate("Words", "Exchange rate"),
                     translate("Words", "not needed: prices are in {0}").format(a.get("currency", "—")), cat_src))
    b = a.get("budget") or {}
    cur = a.get("currency")
    if b and cur and b.get("currency") not in (None, cur) and b.get("in_result_currency") is not None:
        # the figure the reasons compare with ("less than the monthly budget of $14,227"), and how to redo it:
        # "¥100,000 ÷ 7.0288 (USD/CNY of 2025-12-31)"
        how = translate("Words", "your budget in {0}").format(b["currency"])
        for pair, rate, when, _, uses in fx:
            if "budget" in uses:
                base = pair.split("/")[0]
                sum_ = translate("Words", "{0} × {1} (exchange rate {2} of {3})") if base == b["currency"] else \
                    translate("Words", "{0} ÷ {1} (exchange rate {2} of {3})")
                how = sum_.format(money(b.get("amount"), b["currency"]), number(rate, 4), pair, date_text(when))
        rows.append((translate("Words", "Budget in {0}").format(cur),
                     f"{money(b['in_result_currency'], cur)} {budget_per_name(b.get('per'))}", how))
    return rows


def assumption_rows(rec: Any) -> list[tuple[str, str, str]]:
    """The assumptions sheet as (name, value, source) rows in words: efficiency, exchange rate and its date,
    catalog date, prices' date, bytes per parameter, data ratios... every figure the estimate relied on."""
    a = get_field(rec, "assumptions", {}) or {}
    rows: list[tuple[str, str, str]] = []
    cat_src = translate("Words", "price catalog")
    rows.append(
        (
            translate("Words", "Catalog version and date"),
            translate("Words", "{0} ({1})").format(a.get("catalog_version", "—"), date_text(a.get("catalog_date"))),
            cat_src,
        )
    )
    opt = rec_option(rec)
    if a.get("price_as_of") is not None:
        # the user's own prices (typed in the catalog editor, or quoted) named beside the catalog: they are no price
        # list's (walk 21: "Prices as of 2026-12-06 · price catalog" for a price the user typed)
        own = own_prices_note(opt) if opt is not None else ""
        rows.append((translate("Words", "Prices as of"), date_text(a.get("price_as_of")),
                     translate("Words", "{0}; {1}").format(cat_src, own) if own else cat_src))
    for line in (get_field(opt, "cost_lines", ()) or ()) if opt is not None else ():
        if get_field(line, "assumed") and get_field(line, "unit_price") is not None:  # a price no page gives, said as such
            rows.append((translate("Words", "Assumed price: {0}").format(item_name(get_field(line, "item"))),
                         f"{unit_price(get_field(line, 'unit_price'), a.get('currency') or get_field(opt, 'currency'))} / "
                         f"{unit_name(get_field(line, 'unit'), 1)}",
                         translate("Words", "{0}: no price page found; the catalog's assumption (its notes say "
                                            "why); replace it with a quote").format(
                             product_name(get_field(line, "product")) or "—")))
    rows += _fx_rows(rec, a, cat_src)
    # a service's list keeps to serving: no training utilisation as published training runs report it, no training
    # FLOPs per parameter (walk 19: "MFU (as published runs report it) 6%" and "Training FLOPs ... 6" for a chat)
    service = "inference_flops_per_param_token" in (a.get("estimate") or {})
    if a.get("mfu") is not None:
        rows.append((translated(_ASSUMPTION["mfu"]), percent(a["mfu"]), translate("Words", "estimate (see below)")))
    if a.get("scaling_efficiency") is not None:
        rows.append(
            (
                translated(_ASSUMPTION["scaling_efficiency"]),
                percent(a["scaling_efficiency"]),
                translate("Words", "estimate (see below)"),
            )
        )
        if a.get("mfu") is not None and not service:
            # the two above multiplied: the figure published runs quote (model FLOPs / (GPUs x peak x time)), so a
            # reader compares like with like (a per-GPU 68% with 85% scaling is 58% overall, llm.c's "about 60%")
            rows.append((translated(_ASSUMPTION["overall_mfu"]), percent(a["mfu"] * a["scaling_efficiency"]),
                         translate("Words", "estimate (see below)")))
    if a.get("hours_per_month") is not None:
        rows.append((translated(_ASSUMPTION["hours_per_month"]), number(a["hours_per_month"]), cat_src))
    rows += _note_rows(rec)
    if a.get("host_rules"):
        rows.append((translate("Words", "Host sizing rules"), host_rules_name(a["host_rules"]), cat_src))
    if a.get("stale_price_days") is not None:
        rows.append(
            (
                translated(_ASSUMPTION["stale_price_days"]),
                translate("Words", "{0} days").format(number(a["stale_price_days"])),
                cat_src,
            )
        )
    b = a.get("budget")
    if b:
        rows.append(
            (
                translate("Words", "Budget"),
                f"{money(b.get('amount'), b.get('currency') or 'CNY')} {budget_per_name(b.get('per'))}",
                translate("Words", "your scenario"),
            )
        )
    est = a.get("estimate") or {}
    left_open = set(get_field(rec, "defaults_used", None) or ())  # the answers the scenario assumed
    vision = "forward_flops_per_sample" in est or "image_bytes_per_sample" in est
    for name, item in est.items():
        if vision and name in _TEXT_ONLY:  # the rows follow the work: no sequence length for ResNet-50
            continue
        if service and name in _TRAINING_ONLY:
            continue
        if isinstance(item, Mapping):
            value, unit, source = item.get("value"), item.get("unit", ""), item.get("source", "")
        else:
            value, unit, source = get_field(item, "value"), get_field(item, "unit", ""), get_field(item, "source", "")
        said = _assumption_source(str(source or ""))
        if str(source or "") in ("job", "scenario", "answer") and _ANSWER_PATH.get(str(name)) in left_open:
            said = translate("Words", "assumed: a question you left open (see the reasons)")  # not "your answer"
        rows.append((assumption_name(str(name)), _estimate_value(str(name), value, str(unit or "")), said))
    return rows


def _note_rows(rec: Any) -> list[tuple[str, str, str]]:
    """Figures the reasons and warnings rely on that no estimate row lists (walk 18: the proposal's sheet left out the
    start-up every run pays on each server and the spot interruptions assumed where none are published)."""
    rows: list[tuple[str, str, str]] = []
    notes = list(get_field(rec, "reasons", ()) or ()) + list(get_field(rec, "warnings", ()) or ())
    cat = current_catalog()
    for n in notes:
        code = get_field(n, "code")
        if code == "run_startup" and get_field(n, "startup_hours") is not None:
            src = ""
            if cat is not None and "defaults" in getattr(cat, "tables", {}):
                d = cat["defaults"]
                hit = d.loc[d["name"] == "run_startup_s", "source"]
                src = source_text(cat, str(hit.iloc[0])) if len(hit) else ""
            rows.append((translate("Words", "Start-up of every run on each server (servers, software, model)"),
                         hours(float(get_field(n, "startup_hours"))), src or translate("Words", "price catalog")))
            staging = get_field(n, "staging_hours")
            if staging:  # (the copy of the data onto each server: core/select/candidates.py staging_s)
                rows.append((translate("Words", "Copying the data onto each server"), hours(float(staging)),
                             translate("Words", "at the data disk's write rate at its size (catalog disk tiers; "
                                                "storage where a disk has none), or the server's network where slower "
                                                "(network tables); the catalog has no bucket rate or per-file cost")))
        elif code == "spot_rate_assumed" and get_field(n, "interruptions_per_month") is not None:
            rows.append((translate("Words", "Spot interruptions a month (none published for these servers)"),
                         percent(float(get_field(n, "interruptions_per_month"))),
                         translate("Words", "assumption of this app (the catalog's spot tables): see the warnings")))
    return rows


# The scenario answer an estimate assumption of source "job" comes from: when the user left it open, the scenario
# assumed it (defaults_used), and the sheet must not call it their answer.
_ANSWER_PATH = {"epochs": "data.epochs", "packing": "data.packed", "global_batch_tokens": "data.global_batch_tokens",
                "input_tokens": "inference.input_tokens", "output_tokens": "inference.output_tokens",
                "params_active": "model.params_active", "image_bytes_per_sample": "data.image_mb"}  # (the estimate's notes of source "job", core/estimate)


def range_tip(rec: Any) -> str:
    """What the recommended estimate's likely range means, and which distances from the calibration runs
    widened it (each ``range_widened_*`` figure the engine noted, in words); "" without an estimate."""
    est = (get_field(rec, "assumptions", {}) or {}).get("estimate") or {}
    if not est:
        return ""
    reasons = [re.split(r"[:：]\s*", assumption_name(str(n)), maxsplit=1)[-1] for n in est
               if str(n).startswith("range_widened_") and str(n) in _ASSUMPTION]
    tip = translate("Words", "The likely range is where the real time should fall 8 times in 10 (80%).")
    if reasons:
        tip += " " + translate("Words", "Wider than usual because: {0}.").format(translate("Words", "; ").join(reasons))
    return tip


def _estimate_value(name: str, value: Any, unit: str) -> str:
    """An estimate's figure in words; the two the engine writes as codes (the range's reasons, a fine-tune's
    packing) named as the wizard and the card name them."""
    if name == "range_extrapolates" and isinstance(value, str):
        words = []
        for code in (c.strip() for c in value.split(",") if c.strip()):
            key = f"range_widened_{code}"
            text = assumption_name(key) if key in _ASSUMPTION else code
            words.append(re.split(r"[:：]\s*", text, maxsplit=1)[-1])  # the reason without "Range widened:"
        return translate("Words", "; ").join(words)
    if name == "architecture" and isinstance(value, str):
        m = re.match(r"^(\d+) layers x (\d+) hidden \((\w+)\)$", value)  # the engine's derived layers and width
        if m:
            return translate("Words", "%1 layers × %2 hidden (%3)").replace("%1", m.group(1)).replace(
                "%2", m.group(2)).replace("%3", m.group(3))
    if name == "preset" and isinstance(value, str):
        return preset_name(value)  # the model's name, not its catalog id
    if name == "reference_run" and isinstance(value, str):
        m = re.match(r"^([\d.,]+) h on (\d+) x (.+)$", value)  # the engine's "100 h on 1 x V100-32GB"
        if m:
            return translate("Words", "%1 on %2 × %3").replace("%1", hours(float(m.group(1).replace(",", "")))) \
                .replace("%2", m.group(2)).replace("%3", m.group(3))
    if name == "profile_flops_rule" and isinstance(value, str):  # the engine's rule for a model without a preset
        m = re.match(r"^([0-9.e+-]+) x (active|dense) params per sample(?: \(dense = ([0-9.e+-]+) x params; "
                     r"embeddings are looked up, not multiplied\))?$", value)
        if m and m.group(2) == "active":
            return translate("Words", "{0} × active parameters per sample").format(m.group(1))
        if m and m.group(3):
            return translate("Words", "{0} × dense parameters per sample (dense = {1} × parameters; embeddings are "
                                      "looked up, not multiplied)").format(m.group(1), m.group(3))
    if name == "image_bytes_per_sample" and finite_float(value) is not None:  # "3 MB", "110 KB", not "110,000 bytes"
        return file_size(float(value) / 1e6)
    if name == "packing" and value in ("packed", "padded"):
        shown = translate("Words", "packed") if value == "packed" else translate("Words", "padded per batch")
        return f"{shown} {value_unit(unit)}".strip()
    return _value_text(value, unit)


# Rows a service's estimate reads in passing (the forward share of the training attention count) that name training
_TRAINING_ONLY = frozenset({"train_flops_per_param_token"})
# Figures of language models only: not shown for an image model (its estimate has no tokens).
_TEXT_ONLY = frozenset({"seq_len", "train_seq_len_default", "finetune_seq_len_default", "train_flops_per_param_token",
                        "train_flops_per_param_token_recompute", "attention_flops_per_token", "text_bytes_per_token",
                        "chinchilla_tokens_per_param"})


def _engine_group(kind: str, text: str) -> str:
    """One group of an engine note in the reader's words (``ENGINE_SOURCE``'s kinds)."""
    if kind == "n":
        f = finite_float(text)
        return number(f) if f is not None else text
    if kind == "c":
        return source_text(current_catalog(), text)
    if kind == "p":
        return product_name(text)
    if kind == "m":
        return preset_name(text)
    if kind == "w":
        return workload_name(text)
    if kind == "s":
        return assumption_name(f"{text}_seq_len_default")
    return text


def _engine_source(source: str) -> str | None:
    """The engine's own formula or note in words, or None when ``source`` is not one of them."""
    if source in ("train_seq_len_default", "finetune_seq_len_default"):
        return assumption_name(source)
    for pattern, template, *kinds in ENGINE_SOURCE:
        m = pattern.match(source)
        if m is None:
            continue
        marks = kinds[0] if kinds else ""
        groups = [_engine_group(marks[i] if i < len(marks) else "-", g or "") for i, g in enumerate(m.groups())]
        return _named_figures(translated(template).format(*groups))
    return None


_FIGURE_ID = re.compile(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b")


def _named_figures(text: str) -> str:
    """The engine's figures named in a formula by their words, not their catalog ids: the proposal's Chinese
    assumptions read "vision_activation_bytes_per_image_fp32（ResNet-50…）" and "launch_micro_batch_reference_gpu_gb"."""
    open_q, close_q = ("“", "”")
    return _FIGURE_ID.sub(lambda m: f"{open_q}{assumption_name(m.group(0))}{close_q}" if m.group(0) in _ASSUMPTION
                          else m.group(0), text)


def _assumption_source(source: str) -> str:
    """An estimate assumption's source: the user's own answer, or the catalog row's citation in words."""
    engine = _engine_source(source)
    if engine is not None:
        return engine
    if source in ("job", "scenario", "answer"):
        return translate("Words", "your answer")
    if source in ("", "product setting"):
        return translate("Words", "setting of this app") if source else ""
    return source_text(current_catalog(), source)


# --------------------------------------------------------------------------- scenario and CSV words
