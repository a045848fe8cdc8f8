set -e
pip install --upgrade pip
pip install vllm
