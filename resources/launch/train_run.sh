# One torchrun per node; SkyPilot sets the node rank, the node addresses and the GPUs per node.
MASTER_ADDR=$(echo "$SKYPILOT_NODE_IPS" | head -n1)
# Checkpoints go to /checkpoints, the CHECKPOINT_URI bucket mounted on every node: they outlive the cluster. After
# an interruption the job resumes from the newest complete one (a checkpoint-N folder with its trainer_state.json).
RESUME=()
LAST=$(ls -d /checkpoints/checkpoint-*/trainer_state.json 2>/dev/null | sed 's|/trainer_state.json$||' | sort -V | tail -n1 || true)
if [ -n "$LAST" ]; then echo "Resuming from $LAST"; RESUME=(--resume_from_checkpoint "$LAST"); fi
torchrun \
  --nnodes="$SKYPILOT_NUM_NODES" \
  --nproc_per_node="$SKYPILOT_NUM_GPUS_PER_NODE" \
  --node_rank="$SKYPILOT_NODE_RANK" \
  --master_addr="$MASTER_ADDR" \
  --master_port=29500 \
  "$TRAIN_SCRIPT" \
  --deepspeed ~/ds_config.json \
  --per_device_train_batch_size @{micro_batch} \
  --gradient_accumulation_steps @{grad_accum} \
  @{precision_flag} @{recompute_flag} @{optimizer_flag} \
  --save_steps "$CHECKPOINT_EVERY_STEPS" \
  --save_total_limit @{checkpoint_keep} \
  --output_dir /checkpoints \
  "${RESUME[@@]}" \
  $TRAIN_ARGS
