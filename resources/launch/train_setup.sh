set -e
pip install --upgrade pip
pip install torch "deepspeed==0.19.8" transformers accelerate datasets
if [ -f requirements.txt ]; then pip install -r requirements.txt; fi
# The DeepSpeed config of the proposal (the same as ds_config.json in this folder).
cat > ~/ds_config.json <<'DS_CONFIG'
@{ds_config_json}
DS_CONFIG
