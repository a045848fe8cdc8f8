@if script
@if !across
@if !hf_repo
# Run on each server (servers: @{nodes_text}); put a load balancer in front of them. MODEL: a Hugging Face id or a
# local folder with the weights.
set -euo pipefail
: "${MODEL:?set MODEL (Hugging Face id or local folder of the model)}"
@end hf_repo
@if hf_repo
# Run on each server (servers: @{nodes_text}); put a load balancer in front of them. MODEL: @{hf_repo} unless set,
# the Hugging Face repository of @{model_title} (https://huggingface.co/@{hf_repo}, the catalog's models.csv hf_repo); set
# MODEL to a local folder with the weights to use that instead.
@if hf_gated
# The repository is gated: accept its licence on that page, then set HF_TOKEN (a token of that Hugging Face account).
@end hf_gated
set -euo pipefail
MODEL=${MODEL:-@{hf_repo}}
@end hf_repo
@end across
@if across
# One copy of the model spans @{servers_per_copy_text} servers (tensor parallel @{tp} within a server, pipeline parallel
# @{pipeline_parallel}: one stage on each), joined by a Ray cluster of its own; vLLM runs on the copy's first server.
# Copy k runs on servers @{servers_per_copy_text}k-@{servers_per_copy_last} to @{servers_per_copy_text}k (@{copy_groups_text}).
@if !hf_repo
#   on the copy's first server (its head):   MODEL=<Hugging Face id or folder> ./vllm-serve.sh head
@end hf_repo
@if hf_repo
#   on the copy's first server (its head):   ./vllm-serve.sh head   (MODEL: @{hf_repo} unless set)
@end hf_repo
#   on each of its other servers:            HEAD_IP=<private IP of the head> ./vllm-serve.sh worker
# Start the head first. Every server of a copy needs the model (the same folder, or the Hugging Face id and
# HF_TOKEN). Put a load balancer in front of the copies' heads only (@{copy_heads_text}): the others serve no requests.
@if hf_repo
# MODEL defaults to @{hf_repo}, the Hugging Face repository of @{model_title} (https://huggingface.co/@{hf_repo}, the
# catalog's models.csv hf_repo); set it to a local folder with the weights to use that instead.
@if hf_gated
# The repository is gated: accept its licence on that page, then set HF_TOKEN (a token of that Hugging Face account).
@end hf_gated
@end hf_repo
set -euo pipefail
ROLE="${1:-}"
shift || true
RAY_PORT="${RAY_PORT:-6379}"
case "$ROLE" in
  worker)
    : "${HEAD_IP:?set HEAD_IP (the private IP of the first server of this copy, where ./vllm-serve.sh head runs)}"
    exec ray start --address="$HEAD_IP:$RAY_PORT" --block
    ;;
  head)
@if !hf_repo
    : "${MODEL:?set MODEL (Hugging Face id or local folder of the model)}"
@end hf_repo
@if hf_repo
    MODEL=${MODEL:-@{hf_repo}}
@end hf_repo
    ray start --head --port="$RAY_PORT"
    # vLLM places the copy's @{gpus_per_copy_text} GPUs when the Ray cluster has all @{servers_per_copy_text} servers
    joined=0
    for _ in $(seq 1 180); do
      joined=$(python3 -c 'import ray; ray.init(address="auto", logging_level="ERROR"); print(sum(1 for n in ray.nodes() if n["Alive"]))' 2>/dev/null | tail -n 1 || echo 0)
      [ "${joined:-0}" -ge @{servers_per_copy} ] && break
      echo "waiting for the copy's other servers to join the Ray cluster (${joined:-0} of @{servers_per_copy})"
      sleep 10
    done
    [ "${joined:-0}" -ge @{servers_per_copy} ] || { echo "the copy's other servers did not join in 30 minutes" >&2; exit 1; }
    ;;
  *)
    echo "usage: MODEL=... $0 head   (the copy's first server) | HEAD_IP=... $0 worker   (its other servers)" >&2
    exit 2
    ;;
esac
@end across
@end script
@if !script
@if !across
# Model copies per server (data parallel): @{copies_per_server_text}; GPUs per copy (tensor parallel): @{gpus_per_copy_text}.
@end across
@if across
# One copy of the model on this replica's @{servers_per_copy_text} nodes (tensor parallel @{tp} within a node, pipeline
# parallel @{pipeline_parallel}: one stage on each), joined by a Ray cluster of its own: the head on node 0, which runs
# vLLM and answers SkyServe's requests; the other nodes join it. (SkyPilot's own Ray uses ports 6380 and 52365.)
HEAD_IP=$(echo "$SKYPILOT_NODE_IPS" | head -n1)
if [ "$SKYPILOT_NODE_RANK" != "0" ]; then
  exec ray start --address="$HEAD_IP:6379" --dashboard-agent-listen-port=52366 --disable-usage-stats --block
fi
ray start --head --port=6379 --dashboard-agent-listen-port=52366 --disable-usage-stats
joined=0
for _ in $(seq 1 180); do
  joined=$(python3 -c 'import ray; ray.init(address="auto", logging_level="ERROR"); print(sum(1 for n in ray.nodes() if n["Alive"]))' 2>/dev/null | tail -n 1 || echo 0)
  [ "${joined:-0}" -ge "$SKYPILOT_NUM_NODES" ] && break
  sleep 10
done
@end across
@end script
vllm serve "$MODEL" \
  --tensor-parallel-size @{tp} \
  --pipeline-parallel-size @{pipeline_parallel} \
@if across
  --distributed-executor-backend ray \
@end across
  --data-parallel-size @{copies_per_server} \
  --max-num-seqs @{max_num_seqs} \
  @{max_model_len_flag} \
  --gpu-memory-utilization @{gpu_memory_utilization} \
  --dtype @{vllm_dtype} @{quantization_flag} \
@if script
  --host 0.0.0.0 --port "${PORT:-@{port}}" \
  "$@@"
@end script
@if !script
  --host 0.0.0.0 --port @{port}
@end script
