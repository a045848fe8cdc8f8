@if script
# Run on each server (servers: @{nodes_text}); put a load balancer in front of them. MODEL: a Hugging Face id or a
# local folder with the weights.
set -euo pipefail
: "${MODEL:?set MODEL (Hugging Face id or local folder of the model)}"
@end script
@if !script
# Model copies per server (data parallel): @{copies_per_server_text}; GPUs per copy (tensor parallel): @{gpus_per_copy_text}.
@end script
vllm serve "$MODEL" \
  --tensor-parallel-size @{tp} \
  --pipeline-parallel-size @{pipeline_parallel} \
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
