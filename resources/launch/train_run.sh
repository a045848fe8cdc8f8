@if train_script
# One torchrun per node; SkyPilot sets the node rank, the node addresses and the GPUs per node.
MASTER_ADDR=$(echo "$SKYPILOT_NODE_IPS" | head -n1)
@end train_script
@if !train_script
# Ultralytics' yolo command starts its own worker on each GPU of the node (device=).
@end train_script
@if data_local
# The data: on the local NVMe disks where setup copied it, else the bucket mounted at /data.
DATA_DIR=$(cat ~/.gpu-advisor-data-dir 2>/dev/null || echo /data)
@end data_local
@if !data_local
# The data: copied by SkyPilot onto this node's disk.
DATA_DIR=/data
@end data_local
export DATA_DIR
echo "Data: $DATA_DIR"
# $DATA_DIR written in TRAIN_ARGS (in single quotes on your command line) stands for that folder; the arguments
# are split at spaces, as typed.
# shellcheck disable=SC2016
read -ra ARGS <<< "${TRAIN_ARGS//'$DATA_DIR'/$DATA_DIR}"
# Checkpoints go to /checkpoints, the CHECKPOINT_URI bucket mounted on every node: they outlive the cluster.
@if script_ultra
# After an interruption the job resumes from the last.pt Ultralytics writes after every pass (yolo train resume).
if [ -f /checkpoints/exp/weights/last.pt ]; then
  echo "Resuming from /checkpoints/exp/weights/last.pt"
  exec yolo train resume model=/checkpoints/exp/weights/last.pt "${ARGS[@@]}"
fi
exec yolo detect train \
  data="$DATA_DIR/data.yaml" \
  @{ultra_args} \
  project=/checkpoints name=exp exist_ok=True \
  "${ARGS[@@]}"
@end script_ultra
@if train_script
RESUME=()
@end train_script
@if script_hf
# After an interruption the job resumes from the newest complete one: a checkpoint-N folder with its
# trainer_state.json and as many files as the fullest checkpoint there (SkyPilot uploads a written checkpoint in the
# background, so one cut off by an interruption may lack some of its files).
LAST=$(for s in /checkpoints/checkpoint-*/trainer_state.json; do
         if [ -f "$s" ]; then d=${s%/trainer_state.json}; printf '%s\t%s\n' "$(find "$d" -type f | wc -l)" "$d"; fi
       done | sort -t "$(printf '\t')" -k2,2V | awk -F '\t' '{n[NR] = $1; p[NR] = $2; if ($1 + 0 > m) m = $1 + 0}
         END {for (i = NR; i > 0; i--) if (n[i] + 0 == m) {print p[i]; exit}}')
if [ -n "$LAST" ]; then echo "Resuming from $LAST"; RESUME=(--resume_from_checkpoint "$LAST"); fi
torchrun \
@end script_hf
@if script_tv
# After an interruption the job resumes from the checkpoint.pth torchvision's script writes after every pass.
if [ -f /checkpoints/checkpoint.pth ]; then
  echo "Resuming from /checkpoints/checkpoint.pth"; RESUME=(--resume /checkpoints/checkpoint.pth)
fi
torchrun \
@end script_tv
@if script_yolo
# After an interruption the job resumes from the last.pt YOLOv5 writes after every pass.
if [ -f /checkpoints/exp/weights/last.pt ]; then
  echo "Resuming from /checkpoints/exp/weights/last.pt"; RESUME=(--resume /checkpoints/exp/weights/last.pt)
fi
python -m torch.distributed.run \
@end script_yolo
@if train_script
  --nnodes="$SKYPILOT_NUM_NODES" \
  --nproc_per_node="$SKYPILOT_NUM_GPUS_PER_NODE" \
  --node_rank="$SKYPILOT_NODE_RANK" \
  --master_addr="$MASTER_ADDR" \
  --master_port=29500 \
  "$TRAIN_SCRIPT" \
@if script_hf
  --deepspeed ~/ds_config.json \
  --per_device_train_batch_size @{micro_batch} \
  --gradient_accumulation_steps @{grad_accum} \
  @{precision_flag} @{recompute_flag} @{optimizer_flag} \
  --save_steps "$CHECKPOINT_EVERY_STEPS" \
  --save_total_limit @{checkpoint_keep} \
  --output_dir /checkpoints \
@if base_model
  --model_name_or_path "$MODEL" \
@end base_model
@end script_hf
@if script_tv
  --data-path "$DATA_DIR" \
  @{tv_flags} \
  --output-dir /checkpoints \
@end script_tv
@if script_yolo
  --data "$DATA_DIR/data.yaml" \
  @{yolo_flags} \
  --project /checkpoints --name exp --exist-ok \
@end script_yolo
  "${RESUME[@@]}" \
  "${ARGS[@@]}"
@end train_script
