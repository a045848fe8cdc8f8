set -e
pip install --upgrade pip
@if vllm_index
# vLLM's own builds for the @{gpu} (PyPI's vllm is a CUDA build that cannot use it; README: Packages): its wheels are
# made for Python 3.12 only, and on another Python the installer would quietly take PyPI's CUDA build instead.
python3 -c 'import sys; sys.exit(sys.version_info[:2] != (3, 12))' \
  || { echo "ERROR: vLLM's builds for this GPU need Python 3.12; this is $(python3 --version) (README: Packages)." >&2; exit 1; }
pip install uv
@if !across
uv pip install --system vllm --extra-index-url @{vllm_index}
@end across
@if across
uv pip install --system vllm ray --extra-index-url @{vllm_index}
@end across
@end vllm_index
@if !vllm_index
@if !across
pip install vllm
@end across
@if across
pip install vllm ray
@end across
@end vllm_index
