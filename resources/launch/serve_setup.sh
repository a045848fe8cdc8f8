set -e
pip install --upgrade pip
@if !across
pip install vllm
@end across
@if across
pip install vllm ray
@end across
