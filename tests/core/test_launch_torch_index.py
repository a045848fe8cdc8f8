"""Walk 24: a V100 answer's launch files said `pip install torch torchvision` and "pip picks the PyTorch build for the
server's CUDA". PyPI's default build has no Volta code since PyTorch 2.11 (only the CUDA 12.6 builds keep Maxwell,
Pascal and Volta), and pip picks no build by the server's CUDA. The files now install PyTorch from the index the
catalog names for the GPU (gpu_support.csv ``pytorch_index``), in every place that installs it, and say what they
install for every GPU."""

from __future__ import annotations

import datetime as dt
import os
import re
import subprocess
from pathlib import Path

import pytest
import yaml

from gpu_advisor.core.export import launch as L
from gpu_advisor.core.scenario.spec import load_scenario
from gpu_advisor.core.select.recommendation import recommend
from tests.support import launch_bundle_of

ROOT = Path(__file__).resolve().parents[2]
TODAY = dt.date(2026, 12, 2)
CU126 = "https://download.pytorch.org/whl/cu126"
CV = {"schema_version": 1, "task": "train", "workload": "cv", "data": {"dataset_gb": 50}, "reference_run": {"hours": 100},
      "budget": {"amount": 100000, "currency": "CNY", "per": "month"}}


def _bundle(cat, obj, name="case"):
    return launch_bundle_of(cat, obj, TODAY, name)  # (``cat``: tests/core/conftest.py's, one per module)


def _setup(b) -> str:
    f = b.file("skypilot-task.yaml")
    return yaml.safe_load(f.text)["setup"] if f is not None else ""


def _pip_lines(text: str) -> list[str]:
    """Every `pip install …` that installs torch (a line of a script, or a code span of a README)."""
    spans = re.findall(r"`([^`]*pip install[^`]*)`", text) + [ln for ln in text.splitlines() if "pip install" in ln]
    out = []
    for span in spans:
        for cmd in re.split(r"&&|\n", span):
            if re.search(r"\bpip install\b.*\btorch\b(?![-\w])", cmd) and "skypilot" not in cmd:
                out.append(cmd.strip())
    return out


def test_the_catalog_names_the_cuda_12_6_index_for_every_gpu_older_than_turing(cat):
    """Every CUDA GPU a current PyTorch still runs below compute capability 7.5 (Maxwell, Pascal, Volta: only the
    CUDA 12.6 builds carry their code) names PyTorch's cu126 index, with its source; Turing and later name none."""
    g = cat["gpu_support"]
    cuda = g[(g["stack"] == "cuda") & g["pytorch_current"].astype(bool)]
    old = cuda[cuda["compute_capability"].astype(float) < 7.5]
    assert set(old["gpu"]) >= {"V100", "V100-32GB", "V100-PCIE", "P100", "P40", "P4", "M60"}
    assert (old["pytorch_index"] == CU126).all(), old[["gpu", "pytorch_index"]]
    assert old["source"].str.contains("pytorch-previous-versions").all()
    assert (cuda.loc[cuda["compute_capability"].astype(float) >= 7.5, "pytorch_index"].fillna("") == "").all()
    src = cat["sources"].set_index("source_id")
    assert src.at["pytorch-previous-versions", "url"].startswith("https://docs.pytorch.org/")


@pytest.mark.parametrize("prefs", [{"providers": ["tencent"]},  # the walk's answer: no SkyPilot, steps by hand
                                   {"providers": ["aws"], "gpus": ["V100"]}])  # p3.16xlarge: SkyPilot's setup
def test_a_v100_answer_installs_pytorch_from_the_cu126_index_everywhere(cat, prefs, tmp_path):
    b = _bundle(cat, {**CV, "preferences": prefs})
    assert b.plan.gpu.startswith("V100") and b.plan.nodes > 1, b.plan.gpu
    assert b.plan.torch_index == CU126
    texts = {f.name: f.text for f in b.files}
    if b.file("skypilot-task.yaml") is not None:  # AWS: SkyPilot's setup
        texts["skypilot-task.yaml:setup"] = _setup(b)
        del texts["skypilot-task.yaml"]
    else:  # Tencent: the READMEs' steps on servers started by hand
        for name in ("README.md", "README.zh-CN.md"):
            assert f"pip install torch torchvision --index-url {CU126}" in texts[name], name
    installs = {name: _pip_lines(t) for name, t in texts.items()}
    assert any(installs.values())
    for name, lines in installs.items():
        for line in lines:
            assert f"--index-url {CU126}" in line, (name, line)
    for name in ("README.md", "README.zh-CN.md"):
        assert "picks the PyTorch build" not in texts[name] and "按服务器的 CUDA 选择" not in texts[name]
    assert f"PyTorch comes from `{CU126}`" in texts["README.md"]
    assert f"PyTorch 从 `{CU126}` 安装" in texts["README.zh-CN.md"]
    if "skypilot-task.yaml:setup" in texts:
        # the setup, run with a stub pip: PyTorch and torchvision from the index, nothing else from it
        calls = _run_setup(texts["skypilot-task.yaml:setup"], tmp_path)
        torch_calls = [c for c in calls if "torch" in c]
        assert torch_calls == [["install", "torch", "torchvision", "--index-url", CU126]], calls


def _run_setup(script: str, tmp: Path) -> list[list[str]]:
    """The pip calls of ``script`` run with a stub ``pip`` first on PATH."""
    stub = tmp / "bin"
    stub.mkdir()
    log = tmp / "pip.log"
    (stub / "pip").write_text(f'#!/bin/sh\nprintf "%s\\t" "$@" >> {log}\necho >> {log}\n')
    (stub / "pip").chmod(0o755)
    env = {**os.environ, "PATH": f"{stub}:{os.environ['PATH']}", "HOME": str(tmp)}
    subprocess.run(["bash", "-c", script], cwd=tmp, env=env, check=True, timeout=60)
    return [ln.rstrip("\t").split("\t") for ln in log.read_text().splitlines() if ln.strip()]


def test_the_index_is_the_catalogs(cat):
    """The index comes from the catalog row, not from the code: another index there is the one the files name."""
    g = cat["gpu_support"].copy()
    other = "https://download.pytorch.org/whl/cu999-test"
    g.loc[g["gpu"].str.startswith("V100"), "pytorch_index"] = other
    b = _bundle(cat.with_tables({"gpu_support": g}), {**CV, "preferences": {"providers": ["tencent"]}})
    assert b.plan.torch_index == other
    assert f"--index-url {other}" in b.file("README.md").text and CU126 not in b.file("README.md").text


def test_an_h100_answer_needs_no_index(cat):
    sc = load_scenario(ROOT / "examples" / "h100-8x-training-host.json", cat)
    rec = recommend(cat, sc, today=TODAY)
    b = L.launch_bundle(cat, sc, rec, today=TODAY)
    assert b.plan.gpu == "H100" and b.plan.torch_index == ""
    for f in b.files:
        assert "--index-url" not in f.text and "download.pytorch.org/whl/cu126" not in f.text, f.name
    assert "pip install torch deepspeed==0.19.8 transformers accelerate datasets" in _setup(b)
    en, zh = b.file("README.md").text, b.file("README.zh-CN.md").text
    assert "picks the PyTorch build" not in en and "按服务器的 CUDA 选择" not in zh
    assert "pip does not\n  choose a build for the server's GPU or driver" in en and "compute capability 9.0" in en
    assert "pip 不会按服务器的\n  GPU 或驱动挑选构建" in zh


def test_an_old_catalog_without_the_column_installs_as_before(cat):
    """A catalog saved before the column (the table without it) writes PyPI's default install, as before."""
    g = cat["gpu_support"].drop(columns=["pytorch_index"])
    b = _bundle(cat.with_tables({"gpu_support": g}), {**CV, "preferences": {"providers": ["tencent"]}})
    assert b.plan.torch_index == "" and "pip install torch torchvision`" in b.file("README.md").text


def test_every_gpu_gets_a_true_sentence(cat):
    """No README says pip picks a build for the server's CUDA, whatever the GPU (each example's answer)."""
    seen = set()
    for f in sorted((ROOT / "examples").glob("*.json")):
        sc = load_scenario(f, cat)
        rec = recommend(cat, sc, today=TODAY)
        b = L.launch_bundle(cat, sc, rec, today=TODAY)
        seen.add(b.plan.gpu)
        for name in ("README.md", "README.zh-CN.md"):
            text = b.file(name).text
            assert "picks the PyTorch build" not in text and "按服务器的 CUDA 选择" not in text, (f.name, name)
    assert len(seen) >= 3


def test_an_index_typed_into_the_catalog_stays_one_shell_word(cat):
    """The index is a catalog cell the user may edit: the README's install command (copied into a shell) and the
    setup script take it as one quoted word, never as more commands."""
    bad = "https://x.example/whl; touch /tmp/pwned #"
    g = cat["gpu_support"]
    g.loc[g["gpu"].astype(str).str.startswith("V100"), "pytorch_index"] = bad
    b = _bundle(cat.with_tables({"gpu_support": g}), {**CV, "preferences": {"providers": ["tencent"]}})
    assert b.plan.torch_index == bad
    quoted = "--index-url 'https://x.example/whl; touch /tmp/pwned #'"
    for name in ("README.md", "README.zh-CN.md"):
        text = b.file(name).text
        assert quoted in text and "--index-url https://x.example" not in text, name
    for f in b.files:
        if f.name.endswith(".sh"):
            assert "; touch /tmp/pwned" not in f.text.replace(quoted, "").replace(
                "# PyTorch: from https://x.example/whl; touch /tmp/pwned #", ""), f.name
