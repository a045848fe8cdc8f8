# The same job without SkyPilot: run this script once on every node of the cluster.
# Set on each node: NODE_RANK (0 on the first node, 1, 2, ... on the others) and MASTER_ADDR (the first node's
# address); the script to train and its data come from TRAIN_SCRIPT and DATA_DIR.
set -euo pipefail
: "${NODE_RANK:?set NODE_RANK (0 .. @{nodes} - 1)}"
: "${MASTER_ADDR:?set MASTER_ADDR (address of the node with NODE_RANK 0)}"
: "${TRAIN_SCRIPT:?set TRAIN_SCRIPT (your training script)}"
DATA_DIR="${DATA_DIR:-/data}"
HERE="$(cd "$(dirname "$0")" && pwd)"
torchrun \
  --nnodes=@{nodes} \
  --nproc_per_node=@{gpus_per_node} \
  --node_rank="$NODE_RANK" \
  --master_addr="$MASTER_ADDR" \
  --master_port="${MASTER_PORT:-29500}" \
  "$TRAIN_SCRIPT" \
  --deepspeed "$HERE/ds_config.json" \
  --per_device_train_batch_size @{micro_batch} \
  --gradient_accumulation_steps @{grad_accum} \
  @{precision_flag} @{recompute_flag} \
  --save_steps @{checkpoint_every_steps} \
  --save_total_limit @{checkpoint_keep} \
  --output_dir "$DATA_DIR/checkpoints" \
  "$@@"
