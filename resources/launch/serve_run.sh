# @{copies_per_server} model copies per server (data parallel) of @{gpus_per_copy} GPUs each (tensor parallel).
vllm serve "$MODEL" \
  --tensor-parallel-size @{tp} \
  --pipeline-parallel-size @{pipeline_parallel} \
  --data-parallel-size @{copies_per_server} \
  --max-num-seqs @{max_num_seqs} \
  @{max_model_len_flag} \
  --gpu-memory-utilization @{gpu_memory_utilization} \
  --dtype @{vllm_dtype} @{quantization_flag} \
  --host 0.0.0.0 --port @{port}
