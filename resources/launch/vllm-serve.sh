# Run on each of the @{nodes} server(s); put a load balancer in front of them. MODEL: a Hugging Face id or a
# local folder with the weights.
set -euo pipefail
: "${MODEL:?set MODEL (Hugging Face id or local folder of the model)}"
vllm serve "$MODEL" \
  --tensor-parallel-size @{tp} \
  --pipeline-parallel-size @{pipeline_parallel} \
  --data-parallel-size @{copies_per_server} \
  --max-num-seqs @{max_num_seqs} \
  @{max_model_len_flag} \
  --gpu-memory-utilization @{gpu_memory_utilization} \
  --dtype @{vllm_dtype} @{quantization_flag} \
  --host 0.0.0.0 --port "${PORT:-@{port}}" \
  "$@@"
