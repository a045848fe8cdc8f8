# The same job without SkyPilot: run this script once on every node of the cluster.
@if multinode
# Set on each node: NODE_RANK (0 on the first node, 1, 2, ... on the others) and MASTER_ADDR (the first node's
# address); the script to train and its data come from TRAIN_SCRIPT and DATA_DIR.
@end multinode
@if !multinode
@if train_script
# One node: torchrun runs stand-alone (no NODE_RANK or MASTER_ADDR); the script to train and its data come from
# TRAIN_SCRIPT and DATA_DIR.
@end train_script
@if !train_script
# One node: Ultralytics' yolo command starts its own worker on each of the node's GPUs (device=); the data comes
# from DATA_DIR.
@end train_script
@end multinode
# Checkpoints go to CHECKPOINT_DIR (default: $DATA_DIR/checkpoints; put it on storage that outlives the server);
@if script_hf
# run again after an interruption and the job resumes from the newest complete checkpoint there (with its
# trainer_state.json and as many files as the fullest one: a checkpoint cut off while written or uploaded is skipped).
@end script_hf
@if script_tv
# run again after an interruption and the job resumes from the checkpoint.pth torchvision's script writes there after
# every pass over the data (--resume).
@end script_tv
@if script_yolo
# run again after an interruption and the job resumes from the last.pt YOLOv5 writes there after every pass over the
# data (--resume). The dataset's YAML file comes from DATA_YAML (default: $DATA_DIR/data.yaml).
@end script_yolo
@if script_ultra
# run again after an interruption and the job resumes from the last.pt Ultralytics writes there after every pass over
# the data (yolo train resume). The dataset's YAML file comes from DATA_YAML (default: $DATA_DIR/data.yaml).
@end script_ultra
@if multinode
# On several nodes CHECKPOINT_DIR must be one folder shared by all of them (a mounted bucket or NFS).
@end multinode
set -euo pipefail
@if multinode
: "${NODE_RANK:?set NODE_RANK (0 .. @{nodes_last}: 0 on the first node)}"
: "${MASTER_ADDR:?set MASTER_ADDR (address of the node with NODE_RANK 0)}"
@end multinode
@if train_script
: "${TRAIN_SCRIPT:?set TRAIN_SCRIPT (your training script)}"
@end train_script
DATA_DIR="${DATA_DIR:-/data}"
CHECKPOINT_DIR="${CHECKPOINT_DIR:-$DATA_DIR/checkpoints}"
@if script_hf
HERE="$(cd "$(dirname "$0")" && pwd)"
@end script_hf
@if base_model
# The base model, passed as --model_name_or_path: MODEL (default @{hf_repo}, the Hugging Face repository of
# @{model_title}: https://huggingface.co/@{hf_repo}, the catalog's models.csv hf_repo).
@if hf_gated
# The repository is gated: accept its licence on that page, then set HF_TOKEN (a token of that Hugging Face account).
@end hf_gated
MODEL=${MODEL:-@{hf_repo}}
@end base_model
@if script_ultra
DATA_YAML="${DATA_YAML:-$DATA_DIR/data.yaml}"
if [ -f "$CHECKPOINT_DIR/exp/weights/last.pt" ]; then
  echo "Resuming from $CHECKPOINT_DIR/exp/weights/last.pt"
  exec yolo train resume model="$CHECKPOINT_DIR/exp/weights/last.pt" "$@@"
fi
exec yolo detect train \
  data="$DATA_YAML" \
  @{ultra_args} \
  project="$CHECKPOINT_DIR" name=exp exist_ok=True \
  "$@@"
@end script_ultra
@if train_script
RESUME=()
@end train_script
@if script_hf
LAST=$(for s in "$CHECKPOINT_DIR"/checkpoint-*/trainer_state.json; do
         if [ -f "$s" ]; then d=${s%/trainer_state.json}; printf '%s\t%s\n' "$(find "$d" -type f | wc -l)" "$d"; fi
       done | sort -t "$(printf '\t')" -k2,2V | awk -F '\t' '{n[NR] = $1; p[NR] = $2; if ($1 + 0 > m) m = $1 + 0}
         END {for (i = NR; i > 0; i--) if (n[i] + 0 == m) {print p[i]; exit}}')
if [ -n "$LAST" ]; then echo "Resuming from $LAST"; RESUME=(--resume_from_checkpoint "$LAST"); fi
torchrun \
@end script_hf
@if script_tv
if [ -f "$CHECKPOINT_DIR/checkpoint.pth" ]; then
  echo "Resuming from $CHECKPOINT_DIR/checkpoint.pth"; RESUME=(--resume "$CHECKPOINT_DIR/checkpoint.pth")
fi
torchrun \
@end script_tv
@if script_yolo
DATA_YAML="${DATA_YAML:-$DATA_DIR/data.yaml}"
if [ -f "$CHECKPOINT_DIR/exp/weights/last.pt" ]; then
  echo "Resuming from $CHECKPOINT_DIR/exp/weights/last.pt"; RESUME=(--resume "$CHECKPOINT_DIR/exp/weights/last.pt")
fi
python -m torch.distributed.run \
@end script_yolo
@if train_script
@if multinode
  --nnodes=@{nodes} \
  --nproc_per_node=@{gpus_per_node} \
  --node_rank="$NODE_RANK" \
  --master_addr="$MASTER_ADDR" \
  --master_port="${MASTER_PORT:-29500}" \
@end multinode
@if !multinode
  --standalone \
  --nnodes=1 \
  --nproc_per_node=@{gpus_per_node} \
@end multinode
  "$TRAIN_SCRIPT" \
@if script_hf
  --deepspeed "$HERE/ds_config.json" \
  --per_device_train_batch_size @{micro_batch} \
  --gradient_accumulation_steps @{grad_accum} \
  @{precision_flag} @{recompute_flag} @{optimizer_flag} \
  --save_steps @{checkpoint_every_steps} \
  --save_total_limit @{checkpoint_keep} \
  --output_dir "$CHECKPOINT_DIR" \
@if base_model
  --model_name_or_path "$MODEL" \
@end base_model
@end script_hf
@if script_tv
  --data-path "$DATA_DIR" \
  @{tv_flags} \
  --output-dir "$CHECKPOINT_DIR" \
@end script_tv
@if script_yolo
  --data "$DATA_YAML" \
  @{yolo_flags} \
  --project "$CHECKPOINT_DIR" --name exp --exist-ok \
@end script_yolo
  "${RESUME[@@]}" \
  "$@@"
@end train_script
