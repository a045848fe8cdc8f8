"""Launch files from hostile catalog rows and scenario values (issue 26, item 2).

A catalog row can carry any text: a price mirror or an imported file may put a line break, U+2028, U+0085,
``$(…)``, backticks, quotes or ``; rm -rf`` into an instance type, a region, a GPU name, a provider's name or a
source. The catalog is meant to refuse control characters on entry; the launch files must hold anyway. Here
the hostile text goes straight into a Catalog (``with_tables``, no validation) and, for the fields the catalog
path does not reach, straight into the LaunchPlan; then, for training and serving on a SkyPilot cloud (AWS)
and on clouds SkyPilot does not support (Alibaba, Tencent):

* ``bash -n`` accepts every script (``torchrun.sh``, ``vllm-serve.sh`` and the YAML's ``setup``/``run``);
* YAML reads back with the exact hostile text where it belongs, every comment stays a comment, and SkyPilot's
  own parser (``skypilot_check.py``, offline, with the hostile rows in its catalog) accepts the file;
* running each script with stub ``torchrun``/``vllm``/``deepspeed``/``python``/``pip`` first on ``PATH`` runs
  nothing else: the file a hostile value would create (``touch $CANARY``) never appears, the folder it would
  remove (``rm -rf $VICTIM``) stays, and the stubs receive exactly the expected arguments;
* the READMEs, rendered by a CommonMark parser, show the text without turning it into markup or HTML.
"""

from __future__ import annotations

import datetime as dt
import importlib.util
import json
import re
import shutil
import subprocess
from dataclasses import fields, replace
from pathlib import Path

import pandas as pd
import pytest
import yaml

from gpu_advisor.core.export import launch as L
from gpu_advisor.core.scenario.spec import parse_scenario
from gpu_advisor.core.select.recommendation import recommend

from .test_launch_skypilot import run_sky

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data" / "launch"
TODAY = dt.date(2026, 12, 2)

# Each value would, if it escaped its place, create $CANARY (or remove $VICTIM); both are set when scripts run.
HOSTILE = {
    "newline": "p5.x\ntouch $CANARY",
    "newline_comment": "p5.x\ntouch $CANARY\n# ",  # the rest of the line stays a comment: only the command runs
    "cr": "p5.x\rtouch $CANARY",
    "crlf": "p5.x\r\ntouch $CANARY\r\n",
    "u2028": "p5.x\u2028touch $CANARY",
    "u0085": "p5.x\x85touch $CANARY",
    # the other line breaks Python knows (U+2029, VT, FF, FS, GS, RS), a NUL and a bidi override
    "other_breaks": "p5.x\u2029\x0b\x0c\x1c\x1d\x1e\x00\u202etouch $CANARY",
    "dollar": "p5.x$(touch $CANARY)",
    "backtick": "p5.x`touch $CANARY`",
    "squote": "p5.x'; touch $CANARY; echo '",
    "dquote": 'p5.x"; touch $CANARY; echo "',
    "rm_rf": "p5.x; rm -rf $VICTIM\nrm -rf $VICTIM; touch $CANARY",
    "markup": "# x <script>touch $CANARY</script> [a](//127.0.0.1/) **b** `c` | d &amp;",
    "10kb": "x" * 10240 + "\ntouch $CANARY",
}
# (kind, example, provider): training and serving, each on a SkyPilot cloud and on one SkyPilot does not support.
CASES = (("train", "lora-7b-finetune.json", "aws"), ("train", "lora-7b-finetune.json", "alibaba"),
         ("serve", "qwen-7b-inference-low-qps.json", "aws"), ("serve", "qwen-7b-inference-low-qps.json", "tencent"))
# SkyPilot reads an accelerator name as a regular expression (and "name:count"), so it refuses a GPU named with
# regex syntax such as "**": its own limit, not an escape (the YAML still reads back exactly, tested below).
SKY_REFUSES = ("markup",)
STUBS = ("torchrun", "vllm", "deepspeed", "python", "python3", "pip", "uv")
# The stub: one file per call holding its name and arguments, NUL-separated (any byte but NUL survives).
STUB = '#!/bin/bash\nprintf \'%s\\0\' "${0##*/}" "$@" > "$STUB_LOG/call.$$"\n'


def _scenario(cat, example: str, provider: str, gpu: str = "L40S"):
    obj = json.loads((ROOT / "examples" / example).read_text(encoding="utf-8"))
    obj.setdefault("preferences", {})["providers"] = [provider]
    if provider == "aws":
        # One instance type for the training and the serving case (SkyPilot's catalog holds one vCPU count and GPU
        # count per instance type, and the hostile rows copy both): the L40S server both picks land on (``gpu``:
        # its name in a hostile catalog).
        obj["preferences"]["gpus"] = [gpu]
        if "deadline_hours" in obj:
            obj["deadline_hours"] = 72  # a 7B LoRA on 2e8 tokens: one L40S within it, as the serving case has
    return parse_scenario(obj, cat, example)


def hostile_catalog(cat, opt, value: str):
    """``cat`` with the row of ``opt`` (instance type, region, GPU), its provider's names and the sources of the
    launch batch defaults holding ``value``; built directly (no validation), as a hostile file would leave it."""
    inst = cat["instances"]
    m = (inst["provider"] == opt.provider) & (inst["instance_type"] == opt.instance_type)
    inst.loc[m, ["instance_type", "region", "gpu"]] = value
    gpus = cat["gpus"]
    twin = gpus[gpus["gpu"] == opt.gpu].assign(gpu=value)
    prov = cat["providers"]
    pm = prov["provider"] == opt.provider
    prov.loc[pm, "name_en"] = "EN " + value
    prov.loc[pm, "name_zh"] = "ZH " + value
    d = cat["defaults"]
    d.loc[d["name"].str.startswith("launch_global_batch") | d["name"].str.startswith("global_batch_"),
          "source"] = "SRC " + value  # the launch defaults' and the estimate's global batch (a language model)
    return cat.with_tables({"instances": inst, "gpus": pd.concat([gpus, twin], ignore_index=True),
                            "providers": prov, "defaults": d})


@pytest.fixture(scope="module")
def bundles(cat):
    """(case, value name, value, bundle, catalog) for every case × hostile value, through the catalog."""
    out = []
    for kind, example, provider in CASES:
        rec0 = recommend(cat, _scenario(cat, example, provider), today=TODAY)
        for name, value in HOSTILE.items():
            bad = hostile_catalog(cat, rec0.recommendation, value)
            sc = _scenario(bad, example, provider, value)
            rec = recommend(bad, sc, today=TODAY)
            opt = rec.recommendation
            assert opt.instance_type == value and opt.region == value and opt.gpu == value, (kind, provider, name)
            b = L.launch_bundle(bad, sc, rec, opt, today=TODAY)
            assert b.plan.kind == kind and (b.plan.skypilot_cloud is not None) == (provider == "aws")
            out.append(((kind, provider), name, value, b, bad))
    return out


@pytest.fixture(scope="module")
def plan_bundles(cat):
    """Every text field of the plan hostile at once (the fields the catalog path cannot reach: currency, dates,
    plan and precision codes, the model...), rendered for each case. Provider stays a code SkyPilot knows or not."""
    out = []
    for kind, example, provider in CASES:
        sc = _scenario(cat, example, provider)
        plan = L.launch_plan(cat, sc, recommend(cat, sc, today=TODAY), today=TODAY)
        for name, value in HOSTILE.items():
            texts = {f.name: value for f in fields(plan) if f.type in ("str", str) and f.name not in ("kind", "provider")}
            out.append(((kind, provider), name, value, L.render(replace(plan, **texts), cat)))
    return out


def _scripts(b) -> list[tuple[str, str]]:
    """(where, script text) of the bundle: the .sh files and the YAML's setup and run."""
    out = [(f.name, f.text) for f in b.files if f.name.endswith(".sh")]
    for f in b.files:
        if f.name.endswith(".yaml"):
            doc = yaml.safe_load(f.text)
            out += [(f"{f.name}:setup", doc["setup"]), (f"{f.name}:run", doc["run"])]
    return out


def _comments_on_top(text: str) -> tuple[list[str], str]:
    """The comment lines at the top of a file and the first line after them, split as Python splits lines (at
    every Unicode line break, so a break that came in with a value ends a line here)."""
    lines = text.splitlines()
    if lines and lines[0].startswith("#!"):
        lines = lines[1:]
    n = next(i for i, ln in enumerate(lines) if not ln.startswith("#"))
    return lines[:n], lines[n]


# --------------------------------------------------------------------------- (a) bash -n


# One bash process checks every script: it runs ``bash -n`` on each file in turn and names the ones refused (a
# Python process's start of ``bash -n`` per script was ~220 starts).
BASH_N_EACH = 'for f; do bash -n "$f" 2> "$f.err" || printf "%s\\0" "$f"; done'


def test_bash_accepts_every_script(bundles, plan_bundles, tmp_path):
    scripts: dict[str, tuple] = {}
    for case, name, value, b, *_ in [*bundles, *plan_bundles]:
        for where, text in _scripts(b):
            path = tmp_path / f"{len(scripts)}.sh"
            path.write_bytes(text.encode("utf-8"))
            scripts[str(path)] = (case, name, where)
    r = subprocess.run(["bash", "-c", BASH_N_EACH, "bash", *scripts], capture_output=True, timeout=120)
    assert r.returncode == 0 and r.stderr == b"", r.stderr.decode()[-500:]
    refused = [f for f in r.stdout.decode().split("\0") if f]
    assert not refused, [(scripts[f], Path(f + ".err").read_text()[-500:]) for f in refused]
    assert len({Path(f + ".err") for f in scripts if Path(f + ".err").exists()}) == len(scripts)  # each one checked
    assert len(scripts) == 2 * len(HOSTILE) * 8  # per value: 3 scripts on AWS (file, setup, run), 1 elsewhere


def test_every_header_line_stays_a_comment_and_says_values_are_escaped(bundles, plan_bundles):
    first = {"torchrun.sh": "set -euo pipefail", "vllm-serve.sh": "set -euo pipefail",
             "skypilot-task.yaml": "name: gpu-advisor-train", "skypilot-service.yaml": "name: gpu-advisor-serve"}
    checked = 0
    for case, name, value, b, *_ in [*bundles, *plan_bundles]:
        for f in b.files:
            if f.name not in first:
                continue
            head, after = _comments_on_top(f.text)
            # The comments end where the template's do: no line break of any kind came in with a value.
            assert after == first[f.name], (case, name, f.name, after[:200])
            assert head[0].startswith("# Written by GPU Cloud Advisor") and "written on one line" in head[1]
            assert any(ln.startswith(("# Cluster:", "# Service:")) and L.one_line(value) in ln for ln in head), (
                case, name, f.name)  # the value is there in full, escaped, on the cluster's line
            checked += 1
    assert checked == 2 * len(HOSTILE) * 6


# --------------------------------------------------------------------------- (b) YAML and SkyPilot


def test_yaml_reads_back_the_exact_values(bundles, plan_bundles):
    seen = 0
    for (kind, provider), name, value, b, *_ in bundles:
        f = b.file("skypilot-task.yaml" if kind == "train" else "skypilot-service.yaml")
        if provider != "aws":
            assert f is None
            continue
        doc = yaml.safe_load(f.text)
        res = doc["resources"]
        assert res["instance_type"] == value and res["region"] == value, name
        assert res["accelerators"] == f"{value}:{b.plan.gpus_per_node}", name
        assert set(doc) <= {"name", "workdir", "num_nodes", "resources", "envs", "file_mounts", "setup", "run",
                            "service"}, name  # nothing the value could have added
        seen += 1
    for case, name, value, b in plan_bundles:
        f = next((f for f in b.files if f.name.endswith(".yaml")), None)
        if f is not None:
            res = yaml.safe_load(f.text)["resources"]
            assert res["instance_type"] == value and res["region"] == value
            assert res["accelerators"] == f"{value}:{b.plan.gpus_per_node}"
            seen += 1
    assert seen == 4 * len(HOSTILE)


def test_skypilot_parses_every_hostile_yaml(bundles, cat, tmp_path):
    if importlib.util.find_spec("sky") is None:  # the test extra installs it; never skip silently
        pytest.fail("SkyPilot is not installed: run `make setup` (pip install -e '.[test]')")
    sky_rows = pd.read_csv(DATA / "skypilot-catalog-rows.csv", dtype=str, keep_default_na=False)
    files, expect, extra = [], [], []
    for i, ((kind, provider), name, value, b, _) in enumerate(bundles):
        f = b.file("skypilot-task.yaml" if kind == "train" else "skypilot-service.yaml")
        if f is None or name in SKY_REFUSES:
            continue
        path = tmp_path / f"{i}-{name}.yaml"
        path.write_text(f.text, encoding="utf-8", newline="")
        files.append(path)
        expect.append((name, value, b.plan))
    # The hostile instance type exists in SkyPilot's catalog as a copy of the row it replaced (same GPUs, prices).
    rec0 = {k: recommend(cat, _scenario(cat, ex, "aws"), today=TODAY).recommendation for k, ex, p in CASES}
    for value in HOSTILE.values():
        for opt in rec0.values():
            row = sky_rows[(sky_rows["cloud"] == "aws") & (sky_rows["InstanceType"] == opt.instance_type)].iloc[0]
            extra.append({**row.to_dict(), "InstanceType": value, "Region": value, "AcceleratorName": value})
    results = run_sky(tmp_path, files, extra)
    assert len(results) == len(files) == 2 * (len(HOSTILE) - len(SKY_REFUSES))
    for (name, value, plan), res in zip(expect, results):
        assert res["ok"], (name, res.get("error"))
        assert res["instance_type"] == value and res["region"] == value, name  # exactly the text of the catalog
        assert res["accelerators"] == {value: plan.gpus_per_node}, name
        assert res["instance_accelerators"] == res["accelerators"], name
        assert "vllm serve" in res["run"] or "torchrun" in res["run"]
        assert "CANARY" not in res["run"] and "VICTIM" not in res["run"], name  # no value reached the run script


# --------------------------------------------------------------------------- (c) running the scripts


def _run(tmp: Path, where: str, text: str, env_extra: dict) -> list[list[str]]:
    """Run a script with the stubs first on PATH; returns the calls the stubs recorded."""
    stubs = tmp / "stubs"
    log = tmp / "log"
    shutil.rmtree(log, ignore_errors=True)
    log.mkdir()
    if not stubs.is_dir():  # written once per test (a run changes no stub)
        stubs.mkdir()
        for s in STUBS:
            (stubs / s).write_text(STUB, encoding="utf-8")
            (stubs / s).chmod(0o755)
    script = tmp / "bundle" / where.replace(":", ".")  # a file of the bundle, or a script taken from the YAML
    if not script.exists():
        script.write_text(text, encoding="utf-8")
    env = {"PATH": f"{stubs}:/usr/bin:/bin", "HOME": str(tmp / "home"), "STUB_LOG": str(log),
           "CANARY": str(tmp / "canary"), "VICTIM": str(tmp / "victim"), "LC_ALL": "C.UTF-8", **env_extra}
    (tmp / "home").mkdir(exist_ok=True)
    r = subprocess.run(["bash", str(script)], env=env, capture_output=True, timeout=60, cwd=tmp)
    assert r.returncode == 0, (where, r.stderr.decode()[-800:])
    calls = [p.read_bytes().decode("utf-8").split("\0")[:-1] for p in log.iterdir()]
    return calls


def _expected_torchrun(p, here: Path | None, home: Path) -> list[str]:
    """torchrun's arguments: torchrun.sh (``here``: its folder) or the YAML's run (None; ``~`` is ``home``)."""
    if p.script == "torchvision":  # an image classifier: torchvision's reference script, its own arguments
        return _expected_torchvision(p, here)
    if here is not None and p.nodes == 1:  # one node: stand-alone, no rank or address to set
        head = ["--standalone", "--nnodes=1", f"--nproc_per_node={p.gpus_per_node}", "train.py", "--deepspeed",
                f"{here}/ds_config.json"]
    elif here is not None:
        head = [f"--nnodes={p.nodes}", f"--nproc_per_node={p.gpus_per_node}", "--node_rank=0",
                "--master_addr=10.0.0.1", "--master_port=29500", "train.py", "--deepspeed", f"{here}/ds_config.json"]
    else:
        head = [f"--nnodes={p.nodes}", f"--nproc_per_node={p.gpus_per_node}", "--node_rank=0",
                "--master_addr=10.0.0.1", "--master_port=29500", "train.py", "--deepspeed", f"{home}/ds_config.json"]
    flags = {"bf16": ["--bf16"], "fp16": ["--fp16"], "fp8": ["--bf16"]}.get(p.precision, [])  # else none
    save = str(p.checkpoint_every_steps)
    out_dir = "/data/checkpoints" if here is not None else "/checkpoints"  # the YAML's: the mounted bucket
    opt = []  # the optimizer's figures, as ds_config.json holds them (a recipe of the catalog's, else none)
    if p.optimizer in ("sgd", "adamw") and p.learning_rate is not None:
        opt = ["--learning_rate", str(p.learning_rate)]
        opt += ["--weight_decay", str(p.weight_decay)] if p.weight_decay is not None else []
        opt += ["--warmup_steps", str(p.warmup_steps)] if p.warmup_steps is not None else []
    return [*head, "--per_device_train_batch_size", str(p.micro_batch), "--gradient_accumulation_steps",
            str(p.grad_accum), *flags, *(["--gradient_checkpointing"] if p.recompute else []), *opt,
            "--save_steps", save, "--save_total_limit", str(p.checkpoint_keep), "--output_dir", out_dir,
            # a fine-tune of a preset with a Hugging Face repository: its base model, MODEL (the runs set it)
            *(["--model_name_or_path", "org/model"] if p.pretrained and p.hf_repo else [])]


def _expected_torchvision(p, here: Path | None) -> list[str]:
    if here is not None and p.nodes == 1:
        head = ["--standalone", "--nnodes=1", f"--nproc_per_node={p.gpus_per_node}", "train.py"]
    else:
        head = [f"--nnodes={p.nodes}", f"--nproc_per_node={p.gpus_per_node}", "--node_rank=0",
                "--master_addr=10.0.0.1", "--master_port=29500", "train.py"]
    out = [*head, "--data-path", "/data", "--batch-size", str(p.micro_batch)]
    out += ["--epochs", str(round(p.epochs))] if p.epochs else []
    out += ["--workers", str(p.loader_workers)]
    if p.optimizer and p.learning_rate is not None:
        out += ["--opt", p.optimizer, "--lr", str(p.learning_rate)]
        out += ["--momentum", str(p.momentum)] if p.momentum is not None else []
        out += ["--wd", str(p.weight_decay)] if p.weight_decay is not None else []
        out += ["--lr-warmup-epochs", str(round(p.warmup_epochs)), "--lr-warmup-method", "linear"] if p.warmup_epochs else []
    out += ["--amp"] if p.precision in ("bf16", "fp16", "fp8") else []
    return out + ["--output-dir", "/data/checkpoints" if here is not None else "/checkpoints"]


def _expected_vllm(p) -> list[str]:
    out = ["serve", "org/model", "--tensor-parallel-size", str(p.tp), "--pipeline-parallel-size",
           str(p.pipeline_parallel), "--data-parallel-size", str(p.copies_per_server), "--max-num-seqs",
           str(p.max_num_seqs)]
    if p.max_model_len:
        out += ["--max-model-len", str(p.max_model_len)]
    out += ["--gpu-memory-utilization", str(p.gpu_memory_utilization), "--dtype", L.VLLM_DTYPE.get(p.precision, "auto")]
    if p.precision == "fp8":
        out += ["--quantization", "fp8"]
    return out + ["--host", "0.0.0.0", "--port", str(p.port)]


@pytest.mark.parametrize("source", ["catalog", "plan"])
def test_running_the_scripts_runs_only_the_stubs(bundles, plan_bundles, tmp_path, source):
    items = [(c, n, v, b) for c, n, v, b, _ in bundles] if source == "catalog" else plan_bundles
    runs = 0
    for case, name, value, b in items:
        folder = tmp_path / "bundle"
        shutil.rmtree(folder, ignore_errors=True)
        L.write_bundle(b, folder)
        (tmp_path / "victim").mkdir(exist_ok=True)
        (tmp_path / "data").mkdir(exist_ok=True)
        p = b.plan
        for where, text in _scripts(b):
            env = {"NODE_RANK": "0", "MASTER_ADDR": "10.0.0.1", "TRAIN_SCRIPT": "train.py", "MODEL": "org/model",
                   "DATA_DIR": "/data", "SKYPILOT_NODE_IPS": "10.0.0.1\n10.0.0.2", "SKYPILOT_NUM_NODES": str(p.nodes),
                   "SKYPILOT_NUM_GPUS_PER_NODE": str(p.gpus_per_node), "SKYPILOT_NODE_RANK": "0", "TRAIN_ARGS": "",
                   "CHECKPOINT_EVERY_STEPS": str(p.checkpoint_every_steps)}
            calls = _run(tmp_path, where, text, env)
            runs += 1
            assert not (tmp_path / "canary").exists(), (case, name, where)  # nothing from the value ran
            assert (tmp_path / "victim").is_dir(), (case, name, where)
            tools = [c[0] for c in calls]
            if where.endswith(":setup"):
                # (a plan whose vllm_index is set: the Python check and vLLM's ROCm wheels through uv, the index the
                # hostile value, passed as one word)
                assert set(tools) == ({"pip", "python3", "uv"} if p.kind == "serve" and p.vllm_index else {"pip"}), (
                    name, where, tools)
                if "uv" in tools:
                    uv = next(c for c in calls if c[0] == "uv")
                    assert uv[1:-1] == ["pip", "install", "--system", "vllm", "--extra-index-url"], (name, uv)
                if p.kind == "train":  # the DeepSpeed config written onto the node is ds_config.json's
                    written = json.loads((tmp_path / "home" / "ds_config.json").read_text(encoding="utf-8"))
                    assert written == json.loads(b.file("ds_config.json").text)
                continue
            assert len(calls) == 1, (name, where, calls)
            if p.kind == "train":
                here = folder if where == "torchrun.sh" else None
                assert tools == ["torchrun"] and calls[0][1:] == _expected_torchrun(p, here, tmp_path / "home"), (
                    name, where, calls)
            else:
                expected = _expected_vllm(p)
                assert tools == ["vllm"] and calls[0][1:] == expected, (name, where, calls[0], expected)
    assert runs >= len(HOSTILE) * 4


def test_the_stub_check_catches_a_script_that_runs_the_value(tmp_path, bundles):
    """The canary works: the same header as written before the fix (value copied raw) runs the value."""
    (case, name, value, b, _) = next(x for x in bundles if x[1] == "newline_comment" and x[3].plan.kind == "train")
    folder = tmp_path / "bundle"
    L.write_bundle(b, folder)
    sh = b.file("torchrun.sh").text.replace(L.one_line(value), value)  # what the old template fill did
    (tmp_path / "victim").mkdir()
    _run(tmp_path, "raw:torchrun.sh", sh, {"NODE_RANK": "0", "MASTER_ADDR": "10.0.0.1", "TRAIN_SCRIPT": "train.py"})
    assert (tmp_path / "canary").exists()


# --------------------------------------------------------------------------- READMEs


def test_readmes_show_the_values_as_text(bundles, plan_bundles):
    """CommonMark renders each README: no element comes from a value (no HTML, link, heading, emphasis or code
    beyond the template's), and the value's text is shown."""
    md_spec = importlib.util.find_spec("markdown_it")
    if md_spec is None:
        pytest.fail("markdown-it-py is not installed (it comes with SkyPilot's test extra)")
    from markdown_it import MarkdownIt
    md = MarkdownIt("commonmark").enable("table").enable("strikethrough")
    plain: dict = {}
    items = [("catalog", c, n, v, b) for c, n, v, b, _ in bundles] + [("plan", *x) for x in plan_bundles]
    for source, case, name, value, b in items:
        for f in ("README.md", "README.zh-CN.md"):
            html = md.render(b.file(f).text)
            tags = [t for t in re.findall(r"<(/?[a-z0-9]+)", html)]
            key = (source, case, f)
            plain.setdefault(key, tags)  # the first value ("newline") sets the elements the template makes
            assert tags == plain[key], (key, name)
            assert "<script" not in html and "<a " not in html and "<img" not in html, (key, name)
            if name == "markup":
                assert "# x &lt;script&gt;touch $CANARY&lt;/script&gt; [a](//127.0.0.1/) **b**" in html


# --------------------------------------------------------------------------- the escaping functions


def test_one_line_escapes_every_line_break_and_control_character():
    breaks = "\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"
    assert len(("a" + "a".join(breaks) + "a").splitlines()) == len(breaks) + 1  # Python's own list of breaks
    for ch in [*breaks, "\x00", "\x1b", "\x7f", "\x9b", "\u202e", "\u200b", "\ufeff", "\ufffe", "\U000e0001"]:
        out = L.one_line("a" + ch + "b")
        assert out.isprintable() and len(out.splitlines()) == 1 and ch not in out, repr(ch)
        assert out.encode("ascii", "strict") and out.startswith("a\\") and out.endswith("b")
    assert L.one_line("A100-80GB 阿里云 (华东 1) é €") == "A100-80GB 阿里云 (华东 1) é €"  # ordinary text stays
    assert L.one_line("a\\nb") == "a\\\\nb" != L.one_line("a\nb")  # a backslash cannot fake an escape
    assert L.one_line(8) == "8" and L.one_line(0.9) == "0.9"


def test_shell_words_and_yaml_strings():
    for value in HOSTILE.values():
        if "\x00" in value:  # no shell word holds a NUL (nor does any argv)
            continue
        r = subprocess.run(["bash", "-c", 'printf "%s" ' + L.sh_words(value)], capture_output=True, timeout=30,
                           env={"CANARY": "/nonexistent/canary", "PATH": "/usr/bin:/bin"})
        assert r.stdout.decode("utf-8") == value, repr(value)
    assert L.sh_words(("--max-model-len", 4096)) == "--max-model-len 4096" and L.sh_words(()) == ""
    assert L.sh_words(8) == "8" and L.sh_words(0.9) == "0.9"
    for value in HOSTILE.values():
        text = yaml.dump({"v": value}, Dumper=L.LaunchDumper, allow_unicode=True)
        assert yaml.safe_load(text) == {"v": value}, repr(value)


def test_a_template_cannot_put_text_where_the_shell_would_expand_it():
    """Inside "..." a quoted word is not one ($(...) still runs there): a template doing so is refused; a number
    may stand there, and on a comment line any value is written on one line."""
    assert L.fill_template(': "${N:?set N (0 .. @{n} - 1)}"\n', {"n": 3}, {}, "sh") == ': "${N:?set N (0 .. 3 - 1)}"\n'
    with pytest.raises(ValueError):
        L.fill_template('echo "@{v}"\n', {"v": "$(touch x)"}, {}, "sh")
    assert L.fill_template("run @{v}\n# @{v}\n", {"v": "$(touch x)\n"}, {}, "sh") == "run '$(touch x)\n'\n# $(touch x)\\n\n"
    with pytest.raises(ValueError):
        L.fill_template("mail me@host\n", {}, {}, "sh")  # an @ that is not a placeholder must be written @@
